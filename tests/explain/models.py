"""Tiny untrained models of every family with attention, built as the registry builds them."""

from __future__ import annotations

from typing import Any

import torch

from attnlab import masks
from attnlab.models import families
from attnlab.models.luong import LuongOptions
from attnlab.models.rnn_seq2seq import BahdanauOptions, FixedContextOptions
from attnlab.models.transformer import TransformerOptions

SRC_VOCAB, TGT_VOCAB, BOS = 11, 13, 2
ATTENTIVE: dict[str, tuple[str, Any]] = {
    "bahdanau": ("bahdanau", BahdanauOptions(hidden_dim=8, attention_dim=6, dropout=0.0)),
    "luong": ("luong", LuongOptions(hidden_dim=8, dropout=0.0)),
    "luong-local-p": (
        "luong",
        LuongOptions(hidden_dim=8, dropout=0.0, attention="local-p", window=2),
    ),
    "transformer": (
        "transformer",
        TransformerOptions(hidden_dim=8, num_layers=2, num_heads=2, ffn_dim=16, dropout=0.0),
    ),
}
FIXED = ("fixed_context", FixedContextOptions(hidden_dim=8, dropout=0.0))


def build(family: str, options: Any, seed: int = 0) -> torch.nn.Module:
    torch.manual_seed(seed)
    return families()[family].build(options, SRC_VOCAB, TGT_VOCAB).double().eval()


def batch(
    lengths: tuple[int, ...] = (7, 4), target_length: int = 5, seed: int = 1
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """src (B, S) right-padded with 0, src_mask (B, 1, 1, S), tgt_in (B, T) starting at bos."""
    generator = torch.Generator().manual_seed(seed)
    src = torch.randint(4, SRC_VOCAB, (len(lengths), max(lengths)), generator=generator)
    src_mask = masks.padding_mask(torch.tensor(lengths))
    src = src.masked_fill(~src_mask[:, 0, 0], 0)
    tgt_in = torch.randint(4, TGT_VOCAB, (len(lengths), target_length), generator=generator)
    tgt_in[:, 0] = BOS
    return src, src_mask, tgt_in
