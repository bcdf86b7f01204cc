"""Greedy and beam search, written once against the decoder protocol (models/protocol.py)."""

from attnlab.decoding.beam import beam_search, beam_search_n_best
from attnlab.decoding.greedy import greedy_search
from attnlab.decoding.hypothesis import (
    Hypothesis,
    length_limits,
    length_limits_from_lengths,
    length_normalizer,
)
from attnlab.decoding.prefix import Prefixes

__all__ = [
    "Hypothesis",
    "Prefixes",
    "beam_search",
    "beam_search_n_best",
    "greedy_search",
    "length_limits",
    "length_limits_from_lengths",
    "length_normalizer",
]
