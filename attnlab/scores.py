"""Score functions: how well each key matches a query.

One contract for all: ``(query (..., T, Dq), key (..., S, Dk)) -> scores (..., T, S)``.
Masking, softmax and the weighted read live once, in ``attnlab.functional``.
References: additive, Bahdanau et al. 2015 (appendix A.1.2); dot, general, concat and
location, Luong et al. 2015 (eq. 8); scaled dot, Vaswani et al. 2017 (eq. 1).
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch import nn

from attnlab.shapes import check_tensor


@dataclass(frozen=True)
class Sizes:
    """What a score module is built for: the query's and the key's last dims, the hidden size
    of a score with a hidden layer (None: the key's), and the longest source (location)."""

    query_dim: int
    key_dim: int
    hidden_dim: int | None = None
    max_source_len: int | None = None


@dataclass(frozen=True)
class Score:
    """One score of the table: its formula as the walkthrough writes it, how to build it, and
    where it belongs."""

    formula: str
    build: Callable[[Sizes], nn.Module]
    same_sizes: bool = False  # query and key must have one last dim (no weights between them)
    parameter_free: bool = False  # attention() takes it by name
    taught: bool = False  # the walkthrough and the scores experiment compare it
    luong: bool = False  # one of Luong et al.'s (eq. 8, section 3.1): the Luong family offers it


def score_names(*, taught: bool = False, luong: bool = False) -> tuple[str, ...]:
    """The table's names, in its order; ``taught``: those the walkthrough and the scores
    experiment compare; ``luong``: those the Luong family offers. Read when asked, so a row
    added to the table counts at once."""
    return tuple(
        name
        for name, score in SCORES.items()
        if (score.taught or not taught) and (score.luong or not luong)
    )


def did_you_mean(name: str) -> str:
    """'; did you mean X?' for the closest score name, or ''."""
    close = difflib.get_close_matches(name, [*score_names(), *_ALIASES], n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def _check_pair(query: torch.Tensor, key: torch.Tensor) -> None:
    check_tensor("query", query, min_dim=2)
    check_tensor("key", key, min_dim=2)


def dot(query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
    """q^T k. Needs Dq == Dk."""
    _check_pair(query, key)
    if query.shape[-1] != key.shape[-1]:
        raise ValueError(
            f"dot score needs query and key of the same last dim, got {tuple(query.shape)} "
            f"and {tuple(key.shape)}"
        )
    return query @ key.transpose(-2, -1)  # (..., T, S)


def scaled_dot(query: torch.Tensor, key: torch.Tensor, scale: float | None = None) -> torch.Tensor:
    """q^T k * scale, scale = 1/sqrt(Dk) unless given."""
    scale = 1.0 / math.sqrt(key.shape[-1]) if scale is None else scale
    return dot(query, key) * scale  # (..., T, S)


class AdditiveScore(nn.Module):
    """Bahdanau: v^T tanh(W_q q + W_k k + b); Dq and Dk may differ.

    A decoder scores one query per step against the same keys: project them once with
    ``project_keys`` and pass the result back as ``projected_key``.
    """

    def __init__(self, query_dim: int, key_dim: int, hidden_dim: int, bias: bool = True) -> None:
        super().__init__()
        self.query_proj = nn.Linear(query_dim, hidden_dim, bias=False)
        self.key_proj = nn.Linear(key_dim, hidden_dim, bias=bias)  # holds b
        self.v = nn.Linear(hidden_dim, 1, bias=False)

    def project_keys(self, key: torch.Tensor) -> torch.Tensor:
        """W_k k + b: (..., S, Dk) -> (..., S, A)."""
        return self.key_proj(key)

    def forward(
        self,
        query: torch.Tensor,
        key: torch.Tensor | None = None,
        *,
        projected_key: torch.Tensor | None = None,
    ) -> torch.Tensor:
        if projected_key is None:
            if key is None:
                raise ValueError("AdditiveScore needs key or projected_key")
            _check_pair(query, key)
            projected_key = self.project_keys(key)
        projected_query = self.query_proj(query)  # (..., T, A)
        hidden = torch.tanh(projected_query.unsqueeze(-2) + projected_key.unsqueeze(-3))
        return self.v(hidden).squeeze(-1)  # (..., T, S, A) -> (..., T, S)


class ConcatScore(AdditiveScore):
    """Luong concat: v^T tanh(W [q; k]).

    Splitting W = [W_q, W_k] gives W [q; k] = W_q q + W_k k, so this is the additive score
    without bias, computed without materializing every (q, k) concatenation.
    """

    def __init__(self, query_dim: int, key_dim: int, hidden_dim: int) -> None:
        super().__init__(query_dim, key_dim, hidden_dim, bias=False)

    @property
    def concat_weight(self) -> torch.Tensor:
        """W of the formula, (A, Dq + Dk)."""
        return torch.cat([self.query_proj.weight, self.key_proj.weight], dim=1)


class GeneralScore(nn.Module):
    """Luong general (bilinear): q^T W k; Dq and Dk may differ."""

    def __init__(self, query_dim: int, key_dim: int) -> None:
        super().__init__()
        self.weight = nn.Linear(key_dim, query_dim, bias=False)  # W: (Dq, Dk)

    def forward(self, query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
        _check_pair(query, key)
        return query @ self.weight(key).transpose(-2, -1)  # (..., T, Dq) @ (..., Dq, S)


class LocationScore(nn.Module):
    """Luong location: W_a q, from the query alone; keys only give S (<= max_source_len)."""

    def __init__(self, query_dim: int, max_source_len: int) -> None:
        super().__init__()
        self.max_source_len = max_source_len
        self.proj = nn.Linear(query_dim, max_source_len)

    def forward(self, query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
        _check_pair(query, key)
        source_len = key.shape[-2]
        if source_len > self.max_source_len:
            raise ValueError(
                f"location score was built for at most {self.max_source_len} source positions, "
                f"got {source_len}; build it with a larger max_source_len"
            )
        return self.proj(query)[..., :source_len]  # (..., T, S)


class DotScore(nn.Module):
    """``dot`` or ``scaled_dot`` as a module, so every score can sit in a model the same way."""

    def __init__(self, scaled: bool = False, scale: float | None = None) -> None:
        super().__init__()
        self.scaled = scaled
        self.scale = scale

    def forward(self, query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
        return scaled_dot(query, key, self.scale) if self.scaled else dot(query, key)


def _dot(sizes: Sizes) -> nn.Module:
    return DotScore()


def _scaled_dot(sizes: Sizes) -> nn.Module:
    return DotScore(scaled=True)


def _additive(sizes: Sizes) -> nn.Module:
    return AdditiveScore(sizes.query_dim, sizes.key_dim, sizes.hidden_dim or sizes.key_dim)


def _general(sizes: Sizes) -> nn.Module:
    return GeneralScore(sizes.query_dim, sizes.key_dim)


def _concat(sizes: Sizes) -> nn.Module:
    return ConcatScore(sizes.query_dim, sizes.key_dim, sizes.hidden_dim or sizes.key_dim)


def _location(sizes: Sizes) -> nn.Module:
    if sizes.max_source_len is None:
        raise ValueError("the 'location' score needs max_source_len")
    return LocationScore(sizes.query_dim, sizes.max_source_len)


# Every score by name, simplest first (the order the walkthrough teaches them in): the one
# table that make_score, attention(), the Luong family, the walkthrough and the scores
# experiment read. A new score is a module above, its builder and a row here.
SCORES: dict[str, Score] = {
    "dot": Score("q^T k", _dot, same_sizes=True, parameter_free=True, taught=True, luong=True),
    "scaled_dot": Score(
        "q^T k / sqrt(d)", _scaled_dot, same_sizes=True, parameter_free=True, taught=True
    ),
    "additive": Score("v^T tanh(W_q q + W_k k + b)", _additive, taught=True),
    "general": Score("q^T W k", _general, taught=True, luong=True),
    "concat": Score("v^T tanh(W [q; k])", _concat, taught=True, luong=True),
    # from the query alone: the walkthrough says so in words
    "location": Score("W_a q", _location, taught=True, luong=True),
}
_ALIASES = {"bahdanau": "additive", "bilinear": "general"}


def make_score(
    name: str,
    query_dim: int,
    key_dim: int,
    hidden_dim: int | None = None,
    max_source_len: int | None = None,
) -> nn.Module:
    """Build a score module by name (``SCORES``; also bahdanau for additive, bilinear for
    general)."""
    canonical = _ALIASES.get(name, name)
    if canonical not in SCORES:
        raise ValueError(
            f"unknown score {name!r}; expected one of {list(score_names())}{did_you_mean(name)}"
        )
    score = SCORES[canonical]
    if score.same_sizes and query_dim != key_dim:
        raise ValueError(
            f"the {name!r} score needs query_dim == key_dim, got {query_dim} and {key_dim}; "
            "use 'general' or 'additive' for different sizes"
        )
    return score.build(Sizes(query_dim, key_dim, hidden_dim, max_source_len))
