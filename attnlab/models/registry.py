"""The model families by name: the one place a family name is looked up.

Adding a family: write its model file (the model, a frozen options dataclass, a ``Family``
spec), list the spec here, and write a config that names it.
"""

from __future__ import annotations

from typing import Any, Protocol

from torch import nn

from attnlab.models.family import Family
from attnlab.models.luong import LUONG
from attnlab.models.rnn_seq2seq import BAHDANAU, FIXED_CONTEXT
from attnlab.models.transformer import TRANSFORMER
from attnlab.options import ConfigError, did_you_mean

FAMILIES: dict[str, Family] = {
    family.name: family for family in (FIXED_CONTEXT, BAHDANAU, LUONG, TRANSFORMER)
}


def register_family(family: Family) -> None:
    """Make ``family`` available to configs by its name (a name may be registered once)."""
    if family.name in FAMILIES:
        raise ValueError(f"a model family named {family.name!r} is already registered")
    FAMILIES[family.name] = family


def get_family(name: str) -> Family:
    """The family of that name; ConfigError naming the known ones otherwise."""
    if name not in FAMILIES:
        known = ", ".join(map(repr, FAMILIES))
        raise ConfigError(
            f"family must be one of {known}, got {name!r}{did_you_mean(name, FAMILIES)}"
        )
    return FAMILIES[name]


class ModelChoice(Protocol):
    """A family name and its options, as ``attnlab.config.ModelConfig`` holds them."""

    @property
    def family(self) -> str: ...

    @property
    def options(self) -> Any: ...


def build_model(choice: ModelChoice, src_vocab_size: int, tgt_vocab_size: int) -> nn.Module:
    """The model a config's ``model`` section describes."""
    return get_family(choice.family).build(choice.options, src_vocab_size, tgt_vocab_size)
