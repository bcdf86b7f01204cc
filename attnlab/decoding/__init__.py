"""Greedy and beam search, written once against the decoder protocol (models/protocol.py)."""

from attnlab.decoding.beam import beam_search
from attnlab.decoding.greedy import greedy_search
from attnlab.decoding.hypothesis import Hypothesis, length_limits, length_limits_from_lengths

__all__ = [
    "Hypothesis",
    "beam_search",
    "greedy_search",
    "length_limits",
    "length_limits_from_lengths",
]
