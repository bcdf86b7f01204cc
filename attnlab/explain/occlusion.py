"""Occlusion: hide one source token at a time and measure how much each emitted token's
log-probability falls (Zeiler & Fergus 2014; leave-one-out in Jain & Wallace 2019, section 3).

A hidden token is replaced by <pad>, which the scores embed as the zero vector
(``attnlab.explain.attribution.forced_logits``): the reference integrated gradients starts
from, so the two measure against the same point. The sentence keeps its length and every
other token its position. The target prefix is held fixed (teacher forcing). By Captum's
FeatureAblation: all steps and all S occlusions in batched forward passes.
"""

from __future__ import annotations

from typing import cast

import torch

from attnlab.data.tokenizer import PAD_ID
from attnlab.explain.attribution import MAX_BATCH, TokenScores


def occlusion(scores: TokenScores, src: torch.Tensor, steps: int) -> torch.Tensor:
    """f(x) - f(x with token j hidden) for every step t and source position j: src (1, S) ->
    (T, S), signed (positive: the token raised the emitted token's log-probability)."""
    from captum.attr import FeatureAblation

    length = src.shape[1]
    copies = src.expand(steps, -1)  # (T, S): copy t is attributed to output t
    found = FeatureAblation(scores).attribute(
        copies,
        baselines=PAD_ID,
        target=list(range(steps)),
        feature_mask=torch.arange(length, device=src.device)[None],  # one feature a position
        perturbations_per_eval=max(1, min(length, MAX_BATCH // steps)),  # T x this a batch
    )
    return cast(torch.Tensor, found).float().detach()  # (T, S)
