"""Modules with weights built on the attention functions."""

from attnlab.layers.local_attention import LocalAttention
from attnlab.layers.multi_head import KVCache, MultiHeadAttention

__all__ = ["KVCache", "LocalAttention", "MultiHeadAttention"]
