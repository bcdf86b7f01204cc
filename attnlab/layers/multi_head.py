"""Multi-head attention (Vaswani et al. 2017, section 3.2.2), batch first, with a key/value cache.

Incremental decoding keeps the projected keys and values in a ``KVCache`` that the caller
carries (never stored on the module), so beam search can reorder it.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from attnlab.functional import AttentionRecord, attention, attention_record
from attnlab.shapes import check_tensor


@dataclass(frozen=True)
class KVCache:
    """Projected keys and values, each (B, H, S, Dh)."""

    key: torch.Tensor
    value: torch.Tensor

    def append(self, other: KVCache) -> KVCache:
        """Keys and values of new positions added at the end: S grows by other's S."""
        return KVCache(
            torch.cat([self.key, other.key], dim=2), torch.cat([self.value, other.value], dim=2)
        )

    def reorder(self, indices: torch.Tensor) -> KVCache:
        """Select batch entries (beam search): (B, ...) -> (len(indices), ...)."""
        return KVCache(self.key.index_select(0, indices), self.value.index_select(0, indices))


class MultiHeadAttention(nn.Module):
    """Self- or cross-attention with ``num_heads`` heads of size model_dim / num_heads."""

    def __init__(
        self, model_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True
    ) -> None:
        super().__init__()
        if num_heads <= 0 or model_dim % num_heads != 0:
            raise ValueError(
                f"num_heads must divide model_dim, got model_dim={model_dim}, "
                f"num_heads={num_heads} (model_dim % num_heads = "
                f"{model_dim % num_heads if num_heads > 0 else 'undefined'})"
            )
        self.model_dim = model_dim
        self.num_heads = num_heads
        self.head_dim = model_dim // num_heads
        self.dropout = dropout
        self.query_proj = nn.Linear(model_dim, model_dim, bias=bias)
        self.key_proj = nn.Linear(model_dim, model_dim, bias=bias)
        self.value_proj = nn.Linear(model_dim, model_dim, bias=bias)
        self.output_proj = nn.Linear(model_dim, model_dim, bias=bias)

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, _ = x.shape
        return x.view(batch, length, self.num_heads, self.head_dim).transpose(1, 2)  # (B, H, L, Dh)

    def _check_input(self, name: str, x: torch.Tensor) -> None:
        check_tensor(name, x, min_dim=3, max_dim=3)
        if x.shape[-1] != self.model_dim:
            raise ValueError(f"{name} must be (B, L, {self.model_dim}), got shape {tuple(x.shape)}")

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
    ) -> tuple[torch.Tensor, AttentionRecord | None]:
        """Queries (B, T, D) against projected keys/values -> (B, T, D) and, if
        ``need_weights``, the record of every head: query (B, H, T, Dh), scores and weights
        (B, H, T, S), values (B, H, S, Dh), the heads' contexts before W_o (B, H, T, Dh).
        ``is_causal``: also the upper-left causal mask, as ``functional.attention`` takes it."""
        self._check_input("query", query)
        batch, length, _ = query.shape
        heads = self._split_heads(self.query_proj(query))  # (B, H, T, Dh)
        dropout_p = self.dropout if self.training else 0.0
        key, value = cache.key, cache.value
        record = None
        if need_weights:
            record = attention_record(
                heads, key, value, mask, dropout_p=dropout_p, is_causal=is_causal
            )
            output = record.context  # (B, H, T, Dh)
        else:
            output, _ = attention(heads, key, value, mask, dropout_p=dropout_p, is_causal=is_causal)
        output = output.transpose(1, 2).reshape(batch, length, self.model_dim)  # (B, T, D)
        return self.output_proj(output), record

    def forward(
        self,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        mask: torch.Tensor | None = None,
        need_weights: bool = False,
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """query (B, T, D), key/value (B, S, D), mask broadcastable to (B, H, T, S)
        -> output (B, T, D), per-head weights (B, H, T, S) if ``need_weights``."""
        output, record = self.attend(query, self.project_kv(key, value), mask, need_weights)
        return output, (record.weights if record is not None else None)
