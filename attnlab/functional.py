"""Attention as plain functions: scores -> masked softmax -> weighted read of the values.

The four steps of the source material: form a query, score every key against it, turn the
scores into weights with softmax, read the values as the weighted sum.
References: Bahdanau et al. 2015 (eqs. 5-6); Vaswani et al. 2017 (eq. 1).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

import torch
import torch.nn.functional as F

from attnlab import chunked_attention, masks
from attnlab import scores as score_functions
from attnlab.shapes import broadcast_shape, check_mask, check_tensor

ScoreFn = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]
Reweight = Callable[[torch.Tensor, torch.Tensor | None], torch.Tensor]
"""An intervention on attention (attnlab.explain.interventions): (weights (..., T, S), the mask
the softmax used, broadcastable, or None) -> the weights to read the values with instead. A
model takes one as ``reweight=`` (``protocol.Intervenable``) and passes it down to here."""

_PARAMETER_FREE_SCORES = tuple(
    name for name, score in score_functions.SCORES.items() if score.parameter_free
)


@dataclass(frozen=True)
class AttentionRecord:
    """The numbers of the four steps of one attention call, as the model used them.

    Leading dims ``...`` are those of the call, (B, H) inside a model (an RNN: one head).
    A decoder without attention records only its context, the one fixed c: the other
    fields are None. Local attention adds the window centres p_t and its half-width D.
    """

    context: torch.Tensor  # c_t = sum_j weights_tj value_j, (..., T, Dv)
    query: torch.Tensor | None = None  # (..., T, Dq)
    scores: torch.Tensor | None = None  # e_tj before masking, (..., T, S)
    weights: torch.Tensor | None = None  # alpha_tj, (..., T, S)
    value: torch.Tensor | None = None  # v_j, (..., S, Dv)
    centers: torch.Tensor | None = None  # local attention's p_t, (..., T)
    half_width: int | None = None  # local attention's D
    key: torch.Tensor | None = None  # k_j as the score read it (additive: U h_j + b), (..., S, Dk)

    def select(self, indices: torch.Tensor) -> AttentionRecord:
        """Keep batch rows ``indices`` (dim 0, with repeats) of every tensor."""
        picked: dict[str, Any] = {
            f.name: value.index_select(0, indices)
            for f in fields(self)
            if isinstance(value := getattr(self, f.name), torch.Tensor)
        }
        return replace(self, **picked)

    @staticmethod
    def concat(records: Sequence[AttentionRecord]) -> AttentionRecord:
        """Join per-step records (each T = 1, the same values) along T."""

        def join(name: str, dim: int) -> torch.Tensor | None:
            parts = [getattr(record, name) for record in records]
            return None if parts[0] is None else torch.cat(parts, dim=dim)

        first = records[0]
        return AttentionRecord(
            context=torch.cat([record.context for record in records], dim=-2),  # (..., T, Dv)
            query=join("query", -2),  # (..., T, Dq)
            scores=join("scores", -2),  # (..., T, S)
            weights=join("weights", -2),  # (..., T, S)
            value=first.value,
            centers=join("centers", -1),  # (..., T)
            half_width=first.half_width,
            key=first.key,
        )


def masked_softmax(
    scores: torch.Tensor, mask: torch.Tensor | None = None, dim: int = -1
) -> torch.Tensor:
    """Softmax over ``dim`` where masked-out entries (mask False) weigh exactly 0.

    A row with no visible key gives all-zero weights, with finite gradients (a plain softmax
    over an all ``-inf`` row gives NaN). Half-precision scores are normalized in float32.
    """
    check_tensor("scores", scores, min_dim=1)
    check_mask(mask, scores.shape)
    compute_dtype = torch.float32 if scores.dtype in (torch.float16, torch.bfloat16) else None
    if mask is None:
        return torch.softmax(scores, dim=dim, dtype=compute_dtype).to(scores.dtype)
    # A broadcast mask may have fewer dims than the scores: expand it (a view) so that ``dim``
    # names the same axis in both.
    mask = mask.expand(scores.shape)
    any_visible = mask.any(dim=dim, keepdim=True)
    # Fully masked rows get finite scores so that softmax and its backward stay finite;
    # their weights are zeroed below.
    filled = scores.masked_fill(~mask, float("-inf")).masked_fill(~any_visible, 0.0)
    weights = torch.softmax(filled, dim=dim, dtype=compute_dtype).to(scores.dtype)
    return weights.masked_fill(~mask, 0.0)


def resolve_score(score: str | ScoreFn, scale: float | None = None) -> ScoreFn:
    """A score name ("dot", "scaled_dot") or a callable (query, key) -> scores (..., T, S)."""
    if callable(score):
        if scale is not None:
            raise ValueError("scale applies to the 'scaled_dot' score only")
        return score
    if score == "dot":
        if scale is not None:
            raise ValueError("scale applies to the 'scaled_dot' score only")
        return score_functions.dot
    if score == "scaled_dot":
        return lambda query, key: score_functions.scaled_dot(query, key, scale=scale)
    if score in score_functions.SCORES:
        raise ValueError(
            f"the {score!r} score has learned weights: build it with "
            f"attnlab.scores.make_score({score!r}, ...) and pass the module as score="
        )
    raise ValueError(
        f"unknown score {score!r}; attention() takes one of {list(_PARAMETER_FREE_SCORES)} "
        f"or a callable (query, key) -> scores{score_functions.did_you_mean(score)}"
    )


def attention(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None = None,
    *,
    score: str | ScoreFn = "scaled_dot",
    scale: float | None = None,
    dropout_p: float = 0.0,
    need_weights: bool = False,
    is_causal: bool = False,
    reweight: Reweight | None = None,
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Attend from queries to keys and read the values.

    Shapes: query (..., T, Dq), key (..., S, Dk), value (..., S, Dv), mask broadcastable to
    (..., T, S) -> output (..., T, Dv), weights (..., T, S) if ``need_weights`` else None.
    The leading dims are usually (B,) or (B, H). A query with no visible key reads zeros.

    With the scaled-dot score and no weights asked for, this runs
    ``F.scaled_dot_product_attention`` (a fused kernel). Otherwise the dot and scaled-dot
    scores on CPU in float32/float64 without dropout or ``reweight`` run
    ``attnlab.chunked_attention`` (query chunks; the weights the only (..., T, S) tensor), and
    everything else the explicit path of ``attention_record``. Dropout is applied to the
    weights whenever ``dropout_p > 0``: pass 0 in evaluation. ``is_causal`` adds the causal
    mask (query t reads keys 0..t, aligned upper-left like SDPA's ``is_causal``) to ``mask``;
    without a mask SDPA applies it itself, so its fused kernels serve causal self-attention
    without a materialized (T, S) mask.
    ``reweight``, an intervention, replaces the weights before the read (explicit path).
    """
    score_fn = _checked_score(query, key, value, mask, score, scale, dropout_p)
    fused = score == "scaled_dot" and not need_weights and reweight is None
    if is_causal and not (fused and mask is None):  # SDPA takes is_causal only without a mask
        mask, is_causal = _and_causal(mask, query, key), False
    if fused:
        output = F.scaled_dot_product_attention(
            query, key, value, attn_mask=mask, dropout_p=dropout_p, is_causal=is_causal, scale=scale
        )
        if mask is not None and output.device.type != "cpu":
            # A fully masked row reads zeros. SDPA's CPU kernels return zeros there, with zero
            # gradients (tests/test_functional.py checks it), but not every kernel does:
            # cuDNN's (the default for half precision on Hopper) returns nonzero values. Zero
            # the row (and its gradient) off the CPU.
            output = output.masked_fill(~mask.any(dim=-1, keepdim=True), 0.0)
        return output, None
    record = None
    if reweight is None:
        record = _chunked(query, key, value, mask, score, scale, dropout_p)
    if record is None:
        record = _explicit(query, key, value, mask, score_fn, dropout_p, reweight)
    return record.context, (record.weights if need_weights else None)


def attention_record(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None = None,
    *,
    score: str | ScoreFn = "scaled_dot",
    scale: float | None = None,
    dropout_p: float = 0.0,
    is_causal: bool = False,
    reweight: Reweight | None = None,
) -> AttentionRecord:
    """``attention`` on its explicit path, keeping every intermediate: the query, the scores,
    the weights (before dropout; after ``reweight``, if given), the values and the context
    (..., T, Dv). Same shapes and arguments as ``attention``; the models call this when they
    report their attention."""
    score_fn = _checked_score(query, key, value, mask, score, scale, dropout_p)
    if is_causal:
        mask = _and_causal(mask, query, key)
    # Always the explicit path: every intermediate stays in the autograd graph, so a caller can
    # ask what reached the scores (scores.retain_grad(); the scaling experiment does).
    return _explicit(query, key, value, mask, score_fn, dropout_p, reweight)


def _and_causal(
    mask: torch.Tensor | None, query: torch.Tensor, key: torch.Tensor
) -> torch.Tensor | None:
    """``mask`` and the upper-left causal mask of these queries and keys: (T, S) or broadcast."""
    causal = masks.causal_mask(query.shape[-2], key.shape[-2], device=query.device)  # (T, S)
    return masks.combine(causal, mask)


def _chunked(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    score: str | ScoreFn,
    scale: float | None,
    dropout_p: float,
) -> AttentionRecord | None:
    """The explicit path of the parameter-free scores in cache-sized chunks of queries, the
    weights the only (..., T, S) tensor (attnlab.chunked_attention); None where it does not
    apply (GPU, half precision, dropout)."""
    if score not in _PARAMETER_FREE_SCORES or not chunked_attention.applies(
        query, key, value, dropout_p
    ):
        return None
    if scale is None:
        scale = 1.0 if score == "dot" else 1.0 / math.sqrt(key.shape[-1])
    context, weights, _ = chunked_attention.chunked_attention(
        query, key, value, mask, scale
    )  # (..., T, Dv), (..., T, S)
    return AttentionRecord(context, query, None, weights, value, key=key)


def _explicit(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    score_fn: ScoreFn,
    dropout_p: float,
    reweight: Reweight | None = None,
) -> AttentionRecord:
    scores = score_fn(query, key)  # (..., T, S)
    weights = masked_softmax(scores, mask)  # (..., T, S)
    if reweight is not None:
        weights = reweight(weights, mask)  # (..., T, S)
    read = F.dropout(weights, p=dropout_p) if dropout_p > 0 else weights
    context = read @ value  # (..., T, Dv)
    return AttentionRecord(context, query, scores, weights, value, key=key)


def _checked_score(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    score: str | ScoreFn,
    scale: float | None,
    dropout_p: float,
) -> ScoreFn:
    """Check the arguments of an attention call; the score as a function."""
    check_tensor("query", query, min_dim=2)
    check_tensor("key", key, min_dim=2)
    check_tensor("value", value, min_dim=2)
    if key.shape[:-1] != value.shape[:-1]:
        raise ValueError(
            f"key and value must agree on all but the last dim (..., S, *), got key "
            f"{tuple(key.shape)} and value {tuple(value.shape)}"
        )
    leading = broadcast_shape(query.shape[:-2], key.shape[:-2])
    if leading is None:
        raise ValueError(
            f"query {tuple(query.shape)} and key {tuple(key.shape)} have leading (batch, head) "
            "dims that do not broadcast"
        )
    if not 0.0 <= dropout_p < 1.0:
        raise ValueError(f"dropout_p must be in [0, 1), got {dropout_p}")
    if score in _PARAMETER_FREE_SCORES and query.shape[-1] != key.shape[-1]:
        raise ValueError(
            f"the {score!r} score needs query and key of the same last dim, got query "
            f"{tuple(query.shape)} and key {tuple(key.shape)}; use an additive or general score "
            "for different sizes"
        )
    check_mask(mask, (*leading, query.shape[-2], key.shape[-2]))
    return resolve_score(score, scale)
