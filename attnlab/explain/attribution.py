"""Gradient attributions of each emitted token's log-probability to the source tokens, by Captum.

Two methods on the source token embeddings e_j (the output of the model's ``src_embedding``,
``attnlab.models.protocol.Attributable``), for f = log p(y_t | y_<t, x) under teacher forcing:
- gradient x input: sum_k e_jk * df/de_jk (Shrikumar et al. 2016; Captum LayerGradientXActivation);
- integrated gradients (Sundararajan, Taly & Yan 2017, eq. 1; Captum LayerIntegratedGradients):
  the gradient averaged along the straight path from a baseline (every source token replaced by
  <pad>, the same length) to the sentence, times the difference. Completeness: the
  attributions of a step sum to f(x) - f(baseline), up to the Riemann sum's error.
Occlusion, the third method, is in ``attnlab.explain.occlusion``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import torch
from torch import nn

from attnlab.data.tokenizer import PAD_ID
from attnlab.models.protocol import source_embedding

TokenScores = Callable[[torch.Tensor], torch.Tensor]  # src ids (N, S) -> (N, T)
# Sentences run through the model at once: T steps x 32 path points of a long sentence would
# otherwise be thousands of Transformer passes in one batch (tens of GB).
MAX_BATCH = 256


def emitted_log_probs(
    model: nn.Module, src_mask: torch.Tensor, tgt_in: torch.Tensor, target: torch.Tensor
) -> TokenScores:
    """f(src) = log p(target_t | tgt_in[:t+1], src) for every step t, teacher-forced: one
    sentence's src_mask (1, 1, 1, S), tgt_in (1, T) and target (1, T); src ids (N, S), the
    sentence or perturbations of it, -> (N, T). Captum calls it with N copies at once."""

    def scores(src: torch.Tensor) -> torch.Tensor:
        n = src.shape[0]
        logits = model(src, src_mask.expand(n, -1, -1, -1), tgt_in.expand(n, -1)).logits
        precision = torch.promote_types(logits.dtype, torch.float32)  # half -> float32
        log_probs = torch.log_softmax(logits.to(precision), dim=-1)  # (N, T, V)
        return log_probs.gather(-1, target.expand(n, -1)[..., None])[..., 0]  # (N, T)

    return scores


def _per_step(src: torch.Tensor, steps: int) -> tuple[torch.Tensor, list[int]]:
    """One copy of the sentence (1, S) per target step, and each copy's target: Captum then
    attributes every step in one batched call, copy t to output t."""
    return src.expand(steps, -1), list(range(steps))


def gradient_x_input(
    scores: TokenScores, src: torch.Tensor, embedding: nn.Module, steps: int
) -> torch.Tensor:
    """Gradient x input summed over the embedding: src (1, S) -> (T, S), signed."""
    from captum.attr import LayerGradientXActivation

    copies, targets = _per_step(src, steps)
    found = LayerGradientXActivation(scores, embedding).attribute(copies, target=targets)
    return cast(torch.Tensor, found).sum(dim=-1)  # (T, S)


def integrated_gradients(
    scores: TokenScores,
    src: torch.Tensor,
    embedding: nn.Module,
    steps: int,
    *,
    path_steps: int = 32,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Integrated gradients from the all-<pad> baseline, summed over the embedding: src (1, S)
    -> attributions (T, S), signed, and each step's completeness error (T,): the sum of its
    attributions minus f(x) - f(baseline). ``path_steps`` points of the Gauss-Legendre rule."""
    from captum.attr import LayerIntegratedGradients

    copies, targets = _per_step(src, steps)
    attributions, error = cast(
        tuple[torch.Tensor, torch.Tensor],
        LayerIntegratedGradients(scores, embedding).attribute(
            copies,
            baselines=torch.full_like(copies, PAD_ID),
            target=targets,
            n_steps=path_steps,
            internal_batch_size=MAX_BATCH,
            return_convergence_delta=True,
        ),
    )
    return attributions.sum(dim=-1), error  # (T, S), (T,)


def attribute(
    model: nn.Module,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    target: torch.Tensor,
    *,
    embedding: nn.Module | None = None,
    path_steps: int = 32,
) -> dict[str, Any]:
    """Both gradient attributions of one sentence: src (1, S), src_mask (1, 1, 1, S), tgt_in
    and target (1, T) -> {"grad_x_input": (T, S), "integrated_gradients": (T, S),
    "ig_completeness_error": (T,)}, each attribution signed (positive: raises log p)."""
    model.eval()
    layer = embedding if embedding is not None else source_embedding(model)
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    steps = target.shape[1]
    ig, error = integrated_gradients(scores, src, layer, steps, path_steps=path_steps)
    return {
        "grad_x_input": gradient_x_input(scores, src, layer, steps).detach(),
        "integrated_gradients": ig.detach(),
        "ig_completeness_error": error.detach(),
    }
