"""Attention against attribution: does where a model looks say what its output depends on?

Attributions of each emitted token to the source tokens (occlusion, gradient x input,
integrated gradients, by Captum), their agreement with the attention weights (Kendall's tau,
top-1), and interventions on the attention itself (permute, uniform, remove the top position)
through the models' ``reweight=`` hook. ``explain`` and ``intervene`` do it for one sentence.
"""

from attnlab.explain.agreement import agreement, diagonal, kendall_tau, top_agrees
from attnlab.explain.attribution import attribute, emitted_log_probs, source_embedding
from attnlab.explain.explanation import (
    METHODS,
    Explanation,
    InterventionEffect,
    explain,
    intervene,
)
from attnlab.explain.interventions import (
    INTERVENTIONS,
    Intervened,
    make_intervention,
    step_effects,
)
from attnlab.explain.occlusion import occlusion

__all__ = [
    "INTERVENTIONS",
    "METHODS",
    "Explanation",
    "Intervened",
    "InterventionEffect",
    "agreement",
    "attribute",
    "diagonal",
    "emitted_log_probs",
    "explain",
    "intervene",
    "kendall_tau",
    "make_intervention",
    "occlusion",
    "source_embedding",
    "step_effects",
    "top_agrees",
]
