"""Sequence-to-sequence models, one model a file, all speaking the decoder protocol."""

from __future__ import annotations

from typing import TYPE_CHECKING

from torch import nn

from attnlab.models.luong import LuongSeq2Seq
from attnlab.models.rnn_seq2seq import RNNSeq2Seq
from attnlab.models.transformer import TransformerSeq2Seq

if TYPE_CHECKING:
    from attnlab.config import ModelConfig


def build_model(config: ModelConfig, src_vocab_size: int, tgt_vocab_size: int) -> nn.Module:
    """The model a config names; the one place that maps a family name to a class."""
    if config.family in ("fixed_context", "bahdanau"):
        return RNNSeq2Seq(
            src_vocab_size,
            tgt_vocab_size,
            use_attention=config.family == "bahdanau",
            embed_dim=config.embed_dim,
            hidden_dim=config.hidden_dim,
            attention_dim=config.attention_dim,
            num_layers=config.num_layers,
            cell=config.cell,
            dropout=config.dropout,
            deep_output=config.deep_output,
            tie_embeddings=config.tie_embeddings,
        )
    if config.family == "transformer":
        return TransformerSeq2Seq(
            src_vocab_size,
            tgt_vocab_size,
            model_dim=config.hidden_dim,
            num_heads=config.num_heads,
            ffn_dim=config.ffn_dim,
            num_layers=config.num_layers,
            dropout=config.dropout,
            norm=config.norm,
            positions=config.positions,
            tie_embeddings=config.tie_embeddings,
        )
    if config.family == "luong":
        return LuongSeq2Seq(
            src_vocab_size,
            tgt_vocab_size,
            embed_dim=config.embed_dim,
            hidden_dim=config.hidden_dim,
            num_layers=config.num_layers,
            cell=config.cell,
            dropout=config.dropout,
            score=config.score,
            attention=config.attention,
            window=config.window,
            input_feeding=config.input_feeding,
            attention_dim=config.attention_dim,
            tie_embeddings=config.tie_embeddings,
        )
    raise ValueError(f"model family {config.family!r} is not available yet")
