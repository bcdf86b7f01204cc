"""Modules with weights built on the attention functions."""

from attnlab.layers.embeddings import ScaledEmbedding
from attnlab.layers.feed_forward import PositionWiseFeedForward
from attnlab.layers.local_attention import LocalAttention
from attnlab.layers.multi_head import KVCache, MultiHeadAttention
from attnlab.layers.positions import LearnedPositions, SinusoidalPositions, sinusoidal_table
from attnlab.layers.transformer_layers import DecoderLayer, EncoderLayer, Residual

__all__ = [
    "DecoderLayer",
    "EncoderLayer",
    "KVCache",
    "LearnedPositions",
    "LocalAttention",
    "MultiHeadAttention",
    "PositionWiseFeedForward",
    "Residual",
    "ScaledEmbedding",
    "SinusoidalPositions",
    "sinusoidal_table",
]
