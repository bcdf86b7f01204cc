"""Sequence-to-sequence models, one model a file, all speaking the decoder protocol."""

from attnlab.models.family import Family
from attnlab.models.luong import LuongSeq2Seq
from attnlab.models.registry import build_model, families, get_family, register_family
from attnlab.models.rnn_seq2seq import RNNSeq2Seq
from attnlab.models.transformer import TransformerSeq2Seq

__all__ = [
    "Family",
    "LuongSeq2Seq",
    "RNNSeq2Seq",
    "TransformerSeq2Seq",
    "build_model",
    "families",
    "get_family",
    "register_family",
]
