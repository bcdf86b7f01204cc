"""Attention against attribution: does where a model looks say what its output depends on?

Attributions of each emitted token to the source tokens (occlusion, gradient x input,
integrated gradients, by Captum), their agreement with the attention weights (Kendall's tau,
top-1), and interventions on the attention itself (permute, uniform, remove the top position)
through the models' ``reweight=`` hook, how faithful each map is (comprehensiveness and
sufficiency, ``faithfulness``), each step's probability and entropy, why one word and not
another (``contrast``), and every map merged from pieces into words (``by_words``).
``explain`` and ``intervene`` do it for one sentence; ``load_explanations`` reads back those
``attnlab explain --input FILE`` wrote.
"""

from attnlab.explain.agreement import agreement, diagonal, kendall_tau, top_agrees
from attnlab.explain.attribution import attribute, emitted_log_probs, source_embedding
from attnlab.explain.contrast import Contrast, StepScores
from attnlab.explain.explanation import (
    METHODS,
    Explanation,
    InterventionEffect,
    contrast,
    explain,
    intervene,
    load_explanations,
)
from attnlab.explain.faithfulness import (
    Faithfulness,
    faithfulness,
    faithfulness_of,
    random_faithfulness,
)
from attnlab.explain.interventions import (
    INTERVENTIONS,
    Intervened,
    make_intervention,
    step_effects,
)
from attnlab.explain.occlusion import occlusion
from attnlab.explain.words import by_words

__all__ = [
    "INTERVENTIONS",
    "METHODS",
    "Contrast",
    "Explanation",
    "Faithfulness",
    "Intervened",
    "InterventionEffect",
    "StepScores",
    "agreement",
    "attribute",
    "by_words",
    "contrast",
    "diagonal",
    "emitted_log_probs",
    "explain",
    "faithfulness",
    "faithfulness_of",
    "intervene",
    "kendall_tau",
    "load_explanations",
    "make_intervention",
    "occlusion",
    "random_faithfulness",
    "source_embedding",
    "step_effects",
    "top_agrees",
]
