"""A finished translation: tokens, log-probability and the attention that produced it."""

from __future__ import annotations

from dataclasses import dataclass

import torch

from attnlab.models.outputs import AttentionMaps

# How beam search ranks finished hypotheses and when it stops (decode.beam_rule):
# "attnlab": by Wu et al.'s normalizer, until no live hypothesis can still win;
# "ctranslate2": by length ** penalty, until beam_size hypotheses have ended, as CTranslate2 4
# does (patience 1): its beam output (300 of 300 shipped-Transformer test sentences; a
# near tie its own softmax breaks the other way can differ, tests/test_ct2.py).
BEAM_RULES = ("attnlab", "ctranslate2")


def length_normalizer(length: int, length_penalty: float, rule: str = "attnlab") -> float:
    """What a hypothesis of ``length`` tokens (eos included) divides its log-probability by:
    Wu et al.'s lp(Y) = ((5 + length) / 6) ** length_penalty (2016, eq. 14; their alpha is
    the config's decode.length_penalty) under the "attnlab" rule, length ** length_penalty
    under "ctranslate2"; 0 ranks by raw log-probability."""
    if rule == "ctranslate2":
        return float(length**length_penalty)
    return float(((5.0 + length) / 6.0) ** length_penalty)


@dataclass
class Hypothesis:
    tokens: list[int]  # target ids, without bos and eos
    log_prob: float  # sum of the chosen tokens' log-probabilities, eos included
    ended: bool  # produced eos (False: stopped at the length limit)
    attention: AttentionMaps  # each map (1, H, T, S_b); T counts eos when ended

    def score(self, length_penalty: float, rule: str = "attnlab") -> float:
        """The length-normalized score beam search ranks by: log_prob / length_normalizer(T)."""
        length = len(self.tokens) + self.ended
        return self.log_prob / length_normalizer(length, length_penalty, rule)


def length_limits(src_mask: torch.Tensor, ratio: float, offset: int) -> torch.Tensor:
    """Most target tokens (eos included) per sentence of a source mask (B, ..., S) -> (B,)."""
    source_lengths = src_mask.reshape(src_mask.shape[0], -1).sum(dim=1)
    return length_limits_from_lengths(source_lengths, ratio, offset)


def length_limits_from_lengths(lengths: torch.Tensor, ratio: float, offset: int) -> torch.Tensor:
    """Most target tokens (eos included) per sentence of source lengths (B,):
    ratio * source length + offset, at least 1 (room for eos), (B,)."""
    return ((lengths.float() * ratio).long() + offset).clamp(min=1)


def trim_to_source(maps: AttentionMaps, source_length: int) -> AttentionMaps:
    """Drop padded key positions of cross and encoder self-attention."""
    return AttentionMaps(
        cross=[m[..., :source_length] for m in maps.cross],
        encoder_self=[m[..., :source_length, :source_length] for m in maps.encoder_self],
        decoder_self=maps.decoder_self,
    )
