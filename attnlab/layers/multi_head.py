"""Multi-head attention (Vaswani et al. 2017, section 3.2.2), batch first, with a key/value cache.

Incremental decoding keeps the projected keys and values in a ``KVCache`` that the caller
carries (never stored on the module), so beam search can reorder it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import torch
import torch.nn.functional as F
from torch import nn
from torch.compiler import is_exporting

from attnlab.functional import (
    AttentionRecord,
    Reweight,
    attention,
    attention_record,
    masked_softmax,
)
from attnlab.scores import scaled_dot
from attnlab.shapes import check_tensor


@dataclass
class _KVBuffers:
    """Preallocated keys and values (B, H, capacity, Dh) and how many positions hold data."""

    key: torch.Tensor
    value: torch.Tensor
    filled: int

    @staticmethod
    def like(key: torch.Tensor, value: torch.Tensor, batch: int, capacity: int) -> _KVBuffers:
        """Empty buffers of ``capacity`` positions, shaped and typed like key and value."""
        _, heads, _, key_dim = key.shape
        return _KVBuffers(
            key.new_empty(batch, heads, capacity, key_dim),
            value.new_empty(batch, heads, capacity, value.shape[-1]),
            filled=0,
        )


@dataclass(frozen=True)
class KVCache:
    """Projected keys and values, each (B, H, S, Dh).

    During decoding they are views of the first S positions of buffers that grow
    geometrically, so ``append`` writes only the new positions (amortized O(1) copies per step,
    not a copy of the whole prefix). The buffers are shared with the caches appended from, which
    see only their own first positions; appending twice to one cache (a branch) copies, and
    so does any append autograd tracks, since autograd needs earlier values unchanged.
    """

    key: torch.Tensor
    value: torch.Tensor
    buffers: _KVBuffers | None = field(default=None, repr=False, compare=False)

    MIN_CAPACITY: ClassVar[int] = 16  # positions allocated by the first append of a decoding

    @property
    def length(self) -> int:
        """S, the positions held."""
        return self.key.shape[2]

    def append(self, other: KVCache) -> KVCache:
        """Keys and values of new positions added at the end: S grows by other's S."""
        length, total = self.length, self.length + other.length
        tracked = torch.is_grad_enabled() and any(
            t.requires_grad for t in (self.key, self.value, other.key, other.value)
        )
        # A graph being exported (attnlab export-web) has no buffer to grow: it concatenates.
        if tracked or is_exporting():
            return KVCache(
                torch.cat([self.key, other.key], dim=2), torch.cat([self.value, other.value], dim=2)
            )
        buffers = self.buffers
        if buffers is None or buffers.filled != length or buffers.key.shape[2] < total:
            capacity = max(total, 2 * length, self.MIN_CAPACITY)
            buffers = _KVBuffers.like(other.key, other.value, other.key.shape[0], capacity)
            buffers.key[:, :, :length] = self.key
            buffers.value[:, :, :length] = self.value
        buffers.key[:, :, length:total] = other.key
        buffers.value[:, :, length:total] = other.value
        buffers.filled = total
        return KVCache(buffers.key[:, :, :total], buffers.value[:, :, :total], buffers)

    def reorder(self, indices: torch.Tensor) -> KVCache:
        """Select batch entries (beam search): (B, ...) -> (len(indices), ...); the selected
        positions only are copied, into buffers of the same capacity."""
        if self.buffers is None:
            return KVCache(self.key.index_select(0, indices), self.value.index_select(0, indices))
        length, capacity = self.length, self.buffers.key.shape[2]
        buffers = _KVBuffers.like(self.key, self.value, len(indices), capacity)
        torch.index_select(self.key, 0, indices, out=buffers.key[:, :, :length])
        torch.index_select(self.value, 0, indices, out=buffers.value[:, :, :length])
        buffers.filled = length
        return KVCache(buffers.key[:, :, :length], buffers.value[:, :, :length], buffers)


class MultiHeadAttention(nn.Module):
    """Self- or cross-attention with ``num_heads`` heads of size hidden_dim / num_heads."""

    def __init__(
        self, hidden_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True
    ) -> None:
        super().__init__()
        if num_heads <= 0 or hidden_dim % num_heads != 0:
            raise ValueError(
                f"num_heads must divide hidden_dim, got hidden_dim={hidden_dim}, "
                f"num_heads={num_heads} (hidden_dim % num_heads = "
                f"{hidden_dim % num_heads if num_heads > 0 else 'undefined'})"
            )
        self.hidden_dim = hidden_dim
        self.num_heads = num_heads
        self.head_dim = hidden_dim // num_heads
        self.dropout = dropout
        self.query_proj = nn.Linear(hidden_dim, hidden_dim, bias=bias)
        self.key_proj = nn.Linear(hidden_dim, hidden_dim, bias=bias)
        self.value_proj = nn.Linear(hidden_dim, hidden_dim, bias=bias)
        self.output_proj = nn.Linear(hidden_dim, hidden_dim, bias=bias)

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, _ = x.shape
        return x.view(batch, length, self.num_heads, self.head_dim).transpose(1, 2)  # (B, H, L, Dh)

    def _check_input(self, name: str, x: torch.Tensor) -> None:
        check_tensor(name, x, min_dim=3, max_dim=3)
        if x.shape[-1] != self.hidden_dim:
            expected = f"(B, L, {self.hidden_dim})"
            raise ValueError(f"{name} must be {expected}, got shape {tuple(x.shape)}")

    def project_kv(self, key: torch.Tensor, value: torch.Tensor) -> KVCache:
        """Keys and values (B, S, D) -> per-head projections (B, H, S, Dh)."""
        self._check_input("key", key)
        self._check_input("value", value)
        if key.shape[:2] != value.shape[:2]:
            raise ValueError(
                f"key and value must be (B, S, D) with the same B and S, got {tuple(key.shape)} "
                f"and {tuple(value.shape)}"
            )
        return KVCache(
            self._split_heads(self.key_proj(key)), self._split_heads(self.value_proj(value))
        )

    def attend(
        self,
        query: torch.Tensor,
        cache: KVCache,
        mask: torch.Tensor | None = None,
        need_weights: bool = False,
        is_causal: bool = False,
        reweight: Reweight | None = None,
    ) -> tuple[torch.Tensor, AttentionRecord | None]:
        """Queries (B, T, D) against projected keys/values -> (B, T, D) and, if
        ``need_weights``, the record of every head: query (B, H, T, Dh), scores and weights
        (B, H, T, S), values (B, H, S, Dh), the heads' contexts before W_o (B, H, T, Dh).
        ``is_causal``: also the upper-left causal mask, as ``functional.attention`` takes it;
        ``reweight``: an intervention on every head's weights, as there."""
        self._check_input("query", query)
        batch, length, _ = query.shape
        heads = self._split_heads(self.query_proj(query))  # (B, H, T, Dh)
        dropout_p = self.dropout if self.training else 0.0
        key, value = cache.key, cache.value
        record = None
        if need_weights:
            record = attention_record(
                heads, key, value, mask, dropout_p=dropout_p, is_causal=is_causal, reweight=reweight
            )
            output = record.context  # (B, H, T, Dh)
        else:
            output, _ = attention(
                heads, key, value, mask, dropout_p=dropout_p, is_causal=is_causal, reweight=reweight
            )
        output = output.transpose(1, 2).reshape(batch, length, self.hidden_dim)  # (B, T, D)
        return self.output_proj(output), record

    def attend_row(
        self, query: torch.Tensor, cache: KVCache, mask: torch.Tensor | None, need_weights: bool
    ) -> tuple[torch.Tensor, AttentionRecord | None]:
        """``attend`` for one query a row, in evaluation (decoding's step): the same operations
        as its fused path (no weights) or its explicit one, without its checks, dropout or
        interventions. query (B, D) -> (B, D) and, if ``need_weights``, ``attend``'s record
        (weights (B, H, 1, S))."""
        batch = query.shape[0]
        heads = self.query_proj(query).view(batch, self.num_heads, 1, self.head_dim)
        record = None
        if need_weights:  # attention_record's explicit path
            scores = scaled_dot(heads, cache.key)  # (B, H, 1, S)
            weights = masked_softmax(scores, mask)
            read = weights @ cache.value  # (B, H, 1, Dh)
            record = AttentionRecord(read, heads, scores, weights, cache.value, key=cache.key)
        else:  # attention's fused path
            read = F.scaled_dot_product_attention(heads, cache.key, cache.value, attn_mask=mask)
        return self.output_proj(read.reshape(batch, self.hidden_dim)), record  # heads side by side

    def forward(
        self,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        mask: torch.Tensor | None = None,
        need_weights: bool = False,
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """query (B, T, D), key/value (B, S, D), mask broadcastable to (B, H, T, S)
        -> output (B, T, D), per-head weights (B, H, T, S) if ``need_weights``: the layer
        called as ``torch.nn.MultiheadAttention`` is; ``attend`` gives the whole record."""
        output, record = self.attend(query, self.project_kv(key, value), mask, need_weights)
        return output, (record.weights if record is not None else None)
