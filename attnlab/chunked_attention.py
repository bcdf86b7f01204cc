"""Scaled dot-product attention that returns its weights, computed in cache-sized query chunks.

``softmax(q k^T * scale) v`` written plainly makes four passes over the (T, S) score matrix in
memory (the product, the scaling, the softmax into a new tensor, the read); a safe masked
softmax adds three more. Here each chunk of query rows is scored straight into its slice of the
weights tensor, masked, normalized and read while it is still in the CPU cache, so the weights
are the only (..., T, S) allocation and memory is touched about once. Fully masked rows weigh
exactly 0. Gradients come from a custom backward (as FlashAttention's, Dao et al. 2022:
dS = W * (dW - rowsum(dO * O))). ``functional.attention`` and ``attention_record`` call
this on CPU for float32/float64 when no dropout applies; other cases take the generic path.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import torch
from torch.autograd.function import FunctionCtx, once_differentiable

_softmax_into = torch.ops.aten._softmax.out  # (input, dim, half_to_float, out=): may alias

# Bytes of weights per chunk: one chunk of scores stays in a core's L2 cache (2 MiB here),
# beside the keys and values it reads. A sweep of 128 KiB ... 4 MiB here (N = 512 ... 4096, one
# thread) found 0.5-2 MiB about equally fast; smaller chunks pay Python overhead per chunk.
CHUNK_BYTES = 1 << 20

Index = tuple[Any, ...]


def applies(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, dropout_p: float) -> bool:
    """Whether ``chunked_attention`` serves these inputs: CPU, one float32/float64 dtype, at most
    two leading dims (B, H), no dropout."""
    tensors = (query, key, value)
    return (
        dropout_p == 0.0
        and all(t.numel() > 0 for t in tensors)
        and all(t.device.type == "cpu" and t.dim() <= 4 for t in tensors)
        and query.dtype in (torch.float32, torch.float64)
        and key.dtype == query.dtype == value.dtype
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
            query, key, value, mask, scale, keep_scores
        )
    else:
        context, weights, scores = _forward(query, key, value, mask, scale, keep_scores)
    if len(lead) == 2:
        return context, weights, scores

    def unpadded(tensor: torch.Tensor) -> torch.Tensor:  # (1, .., T, *) -> (*lead, T, *)
        return tensor.view(*lead, *tensor.shape[2:])

    return unpadded(context), unpadded(weights), None if scores is None else unpadded(scores)


def _lead_shape(query: torch.Tensor, key: torch.Tensor) -> tuple[int, ...]:
    """The broadcast (B, H), (H,) or () of query and key, checked by the caller to broadcast
    (torch.broadcast_shapes costs more than a small attention call)."""
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
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
    """The chunked computation on (B, H, *, *) views; returns context, weights, scores."""
    batch, heads = (1, 1, *_lead_shape(query, key))[-2:]
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
    minus_inf = query.new_full((), float("-inf"))
    rows_per_chunk = max(1, CHUNK_BYTES // (length * query.element_size()))
    for index in _chunks(batch, heads, rows, rows_per_chunk):
        block = weights[index]  # (..., rows of this chunk, S), contiguous
        product = block if scores is None else scores[index]
        _scaled_product(query[index], key_t[index[:2]], scale, out=product)
        if visible is not None:
            torch.where(visible[index], product, minus_inf, out=block)
        elif scores is not None:
            block.copy_(product)
        _softmax_into(block, -1, False, out=block)  # in place
        if hidden_rows is not None:
            block.masked_fill_(hidden_rows[index], 0.0)
        torch.matmul(block, value[index[:2]], out=context[index])
    return context, weights, scores


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
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        context, weights, scores = _forward(query, key, value, mask, scale, keep_scores)
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
        )
