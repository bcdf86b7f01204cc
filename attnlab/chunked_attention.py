"""Scaled dot-product attention that returns its weights, computed in cache-sized query chunks.

``softmax(q k^T * scale) v`` written plainly makes four passes over the (T, S) score matrix in
memory (the product, the scaling, the softmax into a new tensor, the read); a safe masked
softmax adds three more. Here each chunk of query rows is scored straight into its slice of the
weights tensor, masked, normalized and read while it is still in the CPU cache, so the weights
are the only (..., T, S) allocation and memory is touched about once. Fully masked rows weigh
exactly 0. Gradients come from a custom backward (as FlashAttention's, Dao et al. 2022:
dS = W * (dW - rowsum(dO * O))). ``functional.attention`` calls this on CPU for
float32/float64 when its weights are asked for and no dropout or reweight applies; other cases
take the generic path, and ``attention_record`` always does (it keeps every intermediate).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import torch
from torch.autograd.function import FunctionCtx, once_differentiable

_softmax_into = torch.ops.aten._softmax.out  # (input, dim, half_to_float, out=): may alias
# torch.where(..., out=) takes only a tensor as "other"; a 0-dim one adopts the other's dtype.
_MINUS_INF = torch.tensor(float("-inf"))

# Bytes of weights per chunk: one chunk of scores stays in a core's L2 cache (2 MiB here),
# beside the keys and values it reads. A sweep of 128 KiB ... 4 MiB here (N = 512 ... 4096, one
# thread) found 0.5-2 MiB about equally fast; smaller chunks pay Python overhead per chunk.
CHUNK_BYTES = 1 << 20

Index = tuple[Any, ...]


def applies(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, dropout_p: float) -> bool:
    """Whether ``chunked_attention`` serves these inputs: CPU, one float32/float64 dtype, at most
    two leading dims (B, H), no dropout. (Plain conditions, no generators: at small sizes every
    microsecond of Python shows.)"""
    return (
        dropout_p == 0.0
        and query.is_cpu
        and key.is_cpu
        and value.is_cpu
        and query.dtype in (torch.float32, torch.float64)
        and key.dtype == query.dtype == value.dtype
        and max(query.dim(), key.dim(), value.dim()) <= 4
        and query.numel() > 0
        and key.numel() > 0
        and value.numel() > 0
    )


def chunked_attention(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    scale: float,
    keep_scores: bool = False,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
    """query (..., T, Dh), key (..., S, Dh), value (..., S, Dv), a boolean mask broadcastable to
    (..., T, S) (True = may attend) -> context (..., T, Dv), weights (..., T, S) and, if
    ``keep_scores``, the unmasked scores q k^T * scale (..., T, S); ``...`` at most (B, H)."""
    lead = _lead_shape(query, key)
    if torch.is_grad_enabled() and any(t.requires_grad for t in (query, key, value)):
        context, weights, scores = _ChunkedAttention.apply(
            query, key, value, mask, scale, keep_scores, lead
        )
    else:
        context, weights, scores = _forward(query, key, value, mask, scale, keep_scores, lead)
    if len(lead) == 2:
        return context, weights, scores

    def unpadded(tensor: torch.Tensor) -> torch.Tensor:  # (1, .., T, *) -> (*lead, T, *)
        return tensor.view(*lead, *tensor.shape[2:])

    return unpadded(context), unpadded(weights), None if scores is None else unpadded(scores)


def _lead_shape(query: torch.Tensor, key: torch.Tensor) -> tuple[int, ...]:
    """The broadcast (B, H), (H,) or () of query and key, checked by the caller to broadcast
    (torch.broadcast_shapes costs more than a small attention call)."""
    if query.shape[:-2] == key.shape[:-2]:  # the usual case, and the fastest test
        return tuple(query.shape[:-2])
    dims = max(query.dim(), key.dim()) - 2
    padded = [(1, 1, *t.shape[:-2])[-2:] for t in (query, key)]
    return tuple(max(sizes) for sizes in zip(*padded, strict=True))[2 - dims :]


def _as_4d(tensor: torch.Tensor, *shape: int) -> torch.Tensor:
    """A tensor of at most 4 dims broadcast to ``shape`` (B, H, *, *) without copying; with two
    numbers, its own last two dims are kept."""
    if tensor.dim() == 4 and tensor.shape[: len(shape)] == shape:
        return tensor
    padded = tensor[(None,) * (4 - tensor.dim())]  # (1.., ..., L, D)
    return padded.expand(*shape, *padded.shape[len(shape) :])


def _chunks(batch: int, heads: int, rows: int, rows_per_chunk: int) -> Iterator[Index]:
    """Indices into (B, H, T, *) that cover it in contiguous blocks of about rows_per_chunk
    rows: whole batch entries, else whole heads of one entry, else rows of one head."""
    if rows_per_chunk >= heads * rows:
        step = rows_per_chunk // (heads * rows)
        for b in range(0, batch, step):
            yield (slice(b, b + step),)
    elif rows_per_chunk >= rows:
        step = rows_per_chunk // rows
        for b in range(batch):
            for h in range(0, heads, step):
                yield (b, slice(h, h + step))
    else:
        for b in range(batch):
            for h in range(heads):
                for r in range(0, rows, rows_per_chunk):
                    yield (b, h, slice(r, r + rows_per_chunk))


def _forward(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    scale: float,
    keep_scores: bool,
    lead: tuple[int, ...],
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
    """The chunked computation on (B, H, *, *) views, ``lead`` the broadcast leading dims of
    query and key; returns context, weights, scores."""
    batch, heads = (1, 1, *lead)[-2:]
    rows, length = query.shape[-2], key.shape[-2]
    query = _as_4d(query, batch, heads)  # (B, H, T, Dh)
    key_t = _as_4d(key, batch, heads).transpose(-2, -1)  # (B, H, Dh, S)
    value = _as_4d(value, batch, heads)  # (B, H, S, Dv)
    weights = query.new_empty(batch, heads, rows, length)  # (B, H, T, S)
    scores = query.new_empty(batch, heads, rows, length) if keep_scores else None
    context = query.new_empty(batch, heads, rows, value.shape[-1])  # (B, H, T, Dv)
    visible = hidden_rows = None
    if mask is not None:
        visible = _as_4d(mask, batch, heads, rows, length)  # (B, H, T, S)
        # Rows with no visible key: softmax over all -inf gives NaN there, so zero them after.
        hidden = ~mask.any(-1, keepdim=True)  # (..., T or 1, 1), the mask's own leading dims
        if hidden.any():
            hidden_rows = _as_4d(hidden, batch, heads, rows, 1)  # (B, H, T, 1)
    rows_per_chunk = max(1, CHUNK_BYTES // (length * query.element_size()))
    if rows_per_chunk >= batch * heads * rows:  # one chunk: no slicing (at small sizes a view
        # costs about as much as a kernel on it)
        _attend_chunk(query, key_t, value, weights, scores, visible, hidden_rows, context, scale)
        return context, weights, scores
    for index in _chunks(batch, heads, rows, rows_per_chunk):
        heads_index = index[:2]  # keys and values: every row of a chunk reads all of them
        _attend_chunk(
            query[index],
            key_t[heads_index],
            value[heads_index],
            weights[index],
            _part(scores, index),
            _part(visible, index),
            _part(hidden_rows, index),
            context[index],
            scale,
        )
    return context, weights, scores


def _part(tensor: torch.Tensor | None, index: Index) -> torch.Tensor | None:
    return None if tensor is None else tensor[index]


def _attend_chunk(
    query: torch.Tensor,
    key_t: torch.Tensor,
    value: torch.Tensor,
    block: torch.Tensor,
    scores: torch.Tensor | None,
    visible: torch.Tensor | None,
    hidden_rows: torch.Tensor | None,
    context: torch.Tensor,
    scale: float,
) -> None:
    """One chunk of rows, in place: the scores straight into ``block`` (its slice of the
    weights; into ``scores`` first if kept), masked, normalized, read into ``context``."""
    product = block if scores is None else scores
    _scaled_product(query, key_t, scale, out=product)
    if visible is not None:
        torch.where(visible, product, _MINUS_INF, out=block)
    elif scores is not None:
        block.copy_(product)
    _softmax_into(block, -1, False, out=block)  # in place
    if hidden_rows is not None:
        block.masked_fill_(hidden_rows, 0.0)
    torch.matmul(block, value, out=context)


def _scaled_product(
    query: torch.Tensor, key_t: torch.Tensor, scale: float, out: torch.Tensor
) -> None:
    """out = query @ key_t * scale, the scale applied by the matrix product itself (BLAS
    alpha): no pass over the scores, no scaled copy of the query. (rows, Dh) @ (Dh, S) or
    batched (..., rows, Dh) @ (..., Dh, S); ``out`` contiguous."""
    if query.dim() == 2:
        torch.addmm(out, query, key_t, beta=0.0, alpha=scale, out=out)  # beta 0: out ignored
        return
    flat = out.flatten(0, -3)  # (G, rows, S), a view
    # Views too, unless a broadcast (stride 0) dim must be materialized: small, (G, *, Dh).
    query, key_t = query.flatten(0, -3), key_t.flatten(0, -3)
    torch.baddbmm(flat, query, key_t, beta=0.0, alpha=scale, out=flat)


class _ChunkedAttention(torch.autograd.Function):
    @staticmethod
    def forward(
        ctx: FunctionCtx,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        mask: torch.Tensor | None,
        scale: float,
        keep_scores: bool,
        lead: tuple[int, ...],
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        context, weights, scores = _forward(query, key, value, mask, scale, keep_scores, lead)
        ctx.set_materialize_grads(False)
        ctx.save_for_backward(query, key, value, weights, context)
        ctx.scale = scale  # type: ignore[attr-defined]
        if scores is None:
            return context, weights, None
        return context, weights, scores

    @staticmethod
    @once_differentiable
    def backward(
        ctx: FunctionCtx,
        grad_context: torch.Tensor | None,
        grad_weights: torch.Tensor | None,
        grad_scores: torch.Tensor | None,
    ) -> tuple[torch.Tensor | None, ...]:
        query, key, value, weights, context = ctx.saved_tensors  # type: ignore[attr-defined]
        scale: float = ctx.scale  # type: ignore[attr-defined]
        batch, heads = weights.shape[:2]
        q, k, v = (_as_4d(t, batch, heads) for t in (query, key, value))
        grad_value = None
        # dW = dO v^T (+ the weights' own gradient); rowsum(dW * W) = rowsum(dO * O) + ...
        grad = torch.zeros_like(weights) if grad_context is None else grad_context @ v.mT
        row_sums = torch.zeros_like(weights[..., :1])  # (B, H, T, 1)
        if grad_context is not None:
            grad_value = weights.mT @ grad_context  # (B, H, S, Dv)
            row_sums += (grad_context * context).sum(-1, keepdim=True)
        if grad_weights is not None:
            grad += grad_weights
            row_sums += (grad_weights * weights).sum(-1, keepdim=True)
        grad.sub_(row_sums).mul_(weights)  # dS, 0 wherever the weight is 0 (masked)
        if grad_scores is not None:
            grad += grad_scores
        grad_query = (grad @ k) * scale  # (B, H, T, Dh)
        grad_key = grad.mT @ q * scale  # (B, H, S, Dh)
        return (
            grad_query.sum_to_size(query.shape),
            grad_key.sum_to_size(key.shape),
            None if grad_value is None else grad_value.sum_to_size(value.shape),
            None,
            None,
            None,
            None,
        )
