"""The Transformer's layers (Vaswani et al. 2017, sections 3.1-3.3): the residual connection
around a sublayer (post- or pre-norm), the encoder layer (self-attention, feed-forward) and the
decoder layer (cached causal self-attention, cross-attention, feed-forward), which
``attnlab.models.transformer`` stacks.

``DecoderLayer.forward`` takes any number of new positions, with masks, records and
interventions: what training and analysis call. ``DecoderLayer.step`` is decoding's: one new
position a row in evaluation, the same operations on (B, D) rows without those checks and
records, so the same values (tests/models/test_transformer.py checks them bit for bit).
"""

from __future__ import annotations

import torch
from torch import nn

from attnlab.functional import AttentionRecord, Reweight
from attnlab.layers.feed_forward import PositionWiseFeedForward
from attnlab.layers.multi_head import KVCache, MultiHeadAttention


class Residual(nn.Module):
    """The residual connection around one sublayer, split in two so sublayers may return more.

    post: LayerNorm(x + Dropout(Sublayer(x)))   (section 5.4)
    pre:  x + Dropout(Sublayer(LayerNorm(x)))
    """

    def __init__(self, hidden_dim: int, dropout: float, pre_norm: bool) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden_dim)
        self.dropout = nn.Dropout(dropout)
        self.pre_norm = pre_norm

    def sublayer_input(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x) if self.pre_norm else x

    def add(self, x: torch.Tensor, sublayer_output: torch.Tensor) -> torch.Tensor:
        # Dropout is the identity in eval mode: skipping its call saves a decoding step 10 of them.
        total = x + (self.dropout(sublayer_output) if self.training else sublayer_output)
        return total if self.pre_norm else self.norm(total)


class EncoderLayer(nn.Module):
    """Self-attention over the source, then the feed-forward network."""

    def __init__(
        self, hidden_dim: int, num_heads: int, ffn_dim: int, dropout: float, pre_norm: bool
    ) -> None:
        super().__init__()
        self.self_attention = MultiHeadAttention(hidden_dim, num_heads, dropout)
        self.feed_forward = PositionWiseFeedForward(hidden_dim, ffn_dim, dropout)
        self.self_residual = Residual(hidden_dim, dropout, pre_norm)
        self.ffn_residual = Residual(hidden_dim, dropout, pre_norm)

    def forward(
        self, x: torch.Tensor, src_mask: torch.Tensor, need_weights: bool
    ) -> tuple[torch.Tensor, AttentionRecord | None]:
        """x (B, S, D), src_mask (B, 1, 1, S) -> (B, S, D) and, if ``need_weights``, the
        self-attention record (weights (B, H, S, S))."""
        h = self.self_residual.sublayer_input(x)
        attended, read = self.self_attention.attend(
            h, self.self_attention.project_kv(h, h), src_mask, need_weights
        )  # (B, S, D)
        x = self.self_residual.add(x, attended)
        x = self.ffn_residual.add(x, self.feed_forward(self.ffn_residual.sublayer_input(x)))
        return x, read


class DecoderLayer(nn.Module):
    """Causal self-attention (cached), cross-attention to the source, the feed-forward net."""

    def __init__(
        self, hidden_dim: int, num_heads: int, ffn_dim: int, dropout: float, pre_norm: bool
    ) -> None:
        super().__init__()
        self.self_attention = MultiHeadAttention(hidden_dim, num_heads, dropout)
        self.cross_attention = MultiHeadAttention(hidden_dim, num_heads, dropout)
        self.feed_forward = PositionWiseFeedForward(hidden_dim, ffn_dim, dropout)
        self.self_residual = Residual(hidden_dim, dropout, pre_norm)
        self.cross_residual = Residual(hidden_dim, dropout, pre_norm)
        self.ffn_residual = Residual(hidden_dim, dropout, pre_norm)

    def forward(
        self,
        x: torch.Tensor,
        self_cache: KVCache,
        cross_cache: KVCache,
        self_mask: torch.Tensor | None,
        src_mask: torch.Tensor,
        need_weights: bool,
        is_causal: bool = False,
        reweight: Reweight | None = None,
    ) -> tuple[torch.Tensor, KVCache, AttentionRecord | None, AttentionRecord | None]:
        """New positions x (B, T, D) after a cached prefix of t positions -> x (B, T, D), the
        cache grown to t + T and, if ``need_weights``, the records of self-attention (weights
        (B, H, T, t + T)) and cross-attention (weights (B, H, T, S)). ``is_causal`` adds the
        upper-left causal mask to ``self_mask``: for a whole target (t = 0) only. ``reweight``
        intervenes on the cross-attention weights (``functional.attention``)."""
        h = self.self_residual.sublayer_input(x)
        # A position's key and value depend only on that position: project the new ones only.
        self_cache = self_cache.append(self.self_attention.project_kv(h, h))  # (B, H, t+T, Dh)
        attended, self_read = self.self_attention.attend(
            h, self_cache, self_mask, need_weights, is_causal
        )
        x = self.self_residual.add(x, attended)
        h = self.cross_residual.sublayer_input(x)
        attended, cross_read = self.cross_attention.attend(
            h, cross_cache, src_mask, need_weights, reweight=reweight
        )
        x = self.cross_residual.add(x, attended)
        x = self.ffn_residual.add(x, self.feed_forward(self.ffn_residual.sublayer_input(x)))
        return x, self_cache, self_read, cross_read

    def step(
        self,
        x: torch.Tensor,
        self_cache: KVCache,
        cross_cache: KVCache,
        src_mask: torch.Tensor,
        need_weights: bool,
    ) -> tuple[torch.Tensor, KVCache, AttentionRecord | None, AttentionRecord | None]:
        """``forward`` for one new position in evaluation, as decoding calls it: the same
        operations (the same values) on rows (B, D), without the checks and reshapes around
        them (greedy decoding 1.11-1.17x; benchmarks/README.md). x (B, D) after t cached
        positions -> x (B, D), the cache grown to t + 1 and, if ``need_weights``, the records
        of self-attention (weights (B, H, 1, t + 1)) and cross-attention ((B, H, 1, S))."""
        self_attention = self.self_attention
        h = self.self_residual.sublayer_input(x)
        heads = (x.shape[0], self_attention.num_heads, 1, self_attention.head_dim)
        new = KVCache(
            self_attention.key_proj(h).view(heads), self_attention.value_proj(h).view(heads)
        )
        self_cache = self_cache.append(new)  # (B, H, t + 1, Dh)
        attended, self_read = self_attention.attend_row(h, self_cache, None, need_weights)
        x = self.self_residual.add(x, attended)
        h = self.cross_residual.sublayer_input(x)
        attended, cross_read = self.cross_attention.attend_row(
            h, cross_cache, src_mask, need_weights
        )
        x = self.cross_residual.add(x, attended)
        x = self.ffn_residual.add(x, self.feed_forward(self.ffn_residual.sublayer_input(x)))
        return x, self_cache, self_read, cross_read
