"""Gradient attributions of each emitted token's log-probability to the source tokens, by Captum.

Two methods on the source token embeddings e_j (the output of the model's ``src_embedding``,
``attnlab.models.protocol.Attributable``), for f = log p(y_t | y_<t, x) under teacher forcing:
- gradient x input: sum_k e_jk * df/de_jk (Shrikumar et al. 2016; Captum LayerGradientXActivation);
- integrated gradients (Sundararajan, Taly & Yan 2017, eq. 1; Captum LayerIntegratedGradients):
  the gradient averaged along the straight path from a baseline to the sentence, times the
  difference. The baseline is the zero embedding at every source position (the paper's choice
  for text), the all-<pad> sentence as ``forced_logits`` hides it. Completeness: the
  attributions of a step sum to f(x) - f(baseline), up to the quadrature's error; the number of
  path points doubles until that gap is under 1 % of |f(x) - f(baseline)|
  (``integrated_gradients``).
Occlusion, the third method, is in ``attnlab.explain.occlusion``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import cast

import torch
from torch import nn

from attnlab.data.tokenizer import PAD_ID
from attnlab.models.protocol import source_embedding

TokenScores = Callable[[torch.Tensor], torch.Tensor]  # src ids (N, S) -> (N, T)
# Sentences run through the model at once: T steps x 32 path points of a long sentence would
# otherwise be thousands of Transformer passes in one batch (tens of GB).
MAX_BATCH = 256
# Integrated gradients' path: Gauss-Legendre points, doubled from the first to the last until
# the completeness gap is under the tolerance. On the shipped models 32 points leave Luong
# complete (a smooth path), RNNsearch 0.2-0.7 % off, the Transformer 0.8-7.6 % (ReLU kinks).
FIRST_PATH_STEPS = 32
MAX_PATH_STEPS = 1024
COMPLETENESS_TOLERANCE = 0.01


def emitted_log_probs(
    model: nn.Module, src_mask: torch.Tensor, tgt_in: torch.Tensor, target: torch.Tensor
) -> TokenScores:
    """f(src) = log p(target_t | tgt_in[:t+1], src) for every step t, teacher-forced: one
    sentence's src_mask (1, 1, 1, S), tgt_in (1, T) and target (1, T); src ids (N, S), the
    sentence or perturbations of it, -> (N, T). Captum calls it with N copies at once."""

    def scores(src: torch.Tensor) -> torch.Tensor:
        logits = forced_logits(model, src, src_mask, tgt_in)
        precision = torch.promote_types(logits.dtype, torch.float32)  # half -> float32
        log_probs = torch.log_softmax(logits.to(precision), dim=-1)  # (N, T, V)
        return log_probs.gather(-1, target.expand(src.shape[0], -1)[..., None])[..., 0]

    return scores


def forced_logits(
    model: nn.Module, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor
) -> torch.Tensor:
    """The teacher-forced logits (N, T, V) of src (N, S), one sentence's mask and prefix
    repeated. A source position holding <pad> is hidden: it embeds as the zero vector (where
    the model has a ``src_embedding``), so occlusion, the ERASER scores and integrated
    gradients' baseline hide a token alike. <pad>'s own row is no neutral point: padding is
    masked, never receives a gradient and keeps its random initial value."""
    n, embedding = src.shape[0], getattr(model, "src_embedding", None)
    with zero_embedding_at_pad(embedding if isinstance(embedding, nn.Module) else None):
        return model(src, src_mask.expand(n, -1, -1, -1), tgt_in.expand(n, -1)).logits


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


@dataclass(frozen=True)
class IntegratedGradients:
    """One sentence's integrated gradients, every step t attributed from the same baseline."""

    attributions: torch.Tensor  # (T, S), signed, summed over the embedding
    error: torch.Tensor  # (T,): the sum of step t's attributions minus f(x) - f(baseline)
    difference: torch.Tensor  # (T,): f(x) - f(baseline)
    path_steps: int  # the points of the Gauss-Legendre rule

    @property
    def gap(self) -> float:
        """sum_t |error_t| / sum_t |f(x) - f(baseline)|_t: the share of the change that the
        attributions leave unexplained (or explain twice)."""
        return completeness_gap(self.error, self.difference)


def completeness_gap(error: torch.Tensor, difference: torch.Tensor) -> float:
    """sum |error| / sum |difference|, over every step (0 if nothing changed at all)."""
    changed = float(difference.abs().sum())
    return float(error.abs().sum()) / changed if changed > 0 else 0.0


@contextmanager
def zero_embedding_at_pad(embedding: nn.Module | None) -> Iterator[None]:
    """While open, ``embedding`` maps <pad> to the zero vector (None: nothing changes). A
    sentence being explained has no <pad>, so its embedding is left as it is."""

    def zero_pads(
        module: nn.Module, inputs: tuple[torch.Tensor, ...], output: torch.Tensor
    ) -> torch.Tensor | None:
        hidden = inputs[0] == PAD_ID
        return output.masked_fill(hidden[..., None], 0.0) if hidden.any() else None

    if embedding is None:
        yield
        return
    handle = embedding.register_forward_hook(zero_pads)
    try:
        yield
    finally:
        handle.remove()


def integrated_gradients(
    scores: TokenScores,
    src: torch.Tensor,
    embedding: nn.Module,
    steps: int,
    *,
    path_steps: int | None = None,
) -> IntegratedGradients:
    """Integrated gradients from the zero embedding, for src (1, S) and each of the ``steps``
    outputs of ``scores``. ``path_steps``: that many points; None: 32, doubled until the
    completeness gap is under 1 % (at most 1,024 points)."""
    from captum.attr import LayerIntegratedGradients

    copies, targets = _per_step(src, steps)
    baseline = torch.full_like(copies, PAD_ID)
    method = LayerIntegratedGradients(scores, embedding)
    points = path_steps or FIRST_PATH_STEPS
    # Open around Captum's own hooks too: it reads the baseline's embedding, zeros, through them
    with zero_embedding_at_pad(embedding):
        with torch.no_grad():
            difference = (scores(src) - scores(baseline[:1]))[0].detach()  # (T,)
        while True:
            attributions, error = cast(
                tuple[torch.Tensor, torch.Tensor],
                method.attribute(
                    copies,
                    baselines=baseline,
                    target=targets,
                    n_steps=points,
                    internal_batch_size=MAX_BATCH,
                    return_convergence_delta=True,
                ),
            )
            found = IntegratedGradients(
                attributions.sum(dim=-1).detach(), error.detach(), difference, points
            )
            if path_steps or found.gap < COMPLETENESS_TOLERANCE or points >= MAX_PATH_STEPS:
                return found
            points *= 2


def attribute(
    model: nn.Module,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    target: torch.Tensor,
    *,
    embedding: nn.Module | None = None,
    path_steps: int | None = None,
) -> tuple[torch.Tensor, IntegratedGradients]:
    """Both gradient attributions of one sentence: src (1, S), src_mask (1, 1, 1, S), tgt_in
    and target (1, T) -> gradient x input (T, S) and integrated gradients (``path_steps``:
    see ``integrated_gradients``), each signed (positive: raises log p)."""
    model.eval()
    layer = embedding if embedding is not None else source_embedding(model)
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    steps = target.shape[1]
    ig = integrated_gradients(scores, src, layer, steps, path_steps=path_steps)
    return gradient_x_input(scores, src, layer, steps).detach(), ig
