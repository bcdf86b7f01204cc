"""What a model family tells everyone who uses it: its options, how to build it, its attention.

The config, the trainer, ``attnlab compare`` and the explorer ask a family's spec; none of
them compares family names. ``attnlab.models.registry`` holds the specs by name: the
built-ins, and those other packages declare as ``attnlab.families`` entry points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from torch import nn

# What a family's models do, which picks the config, the training task and the commands that
# use them: a translator reads a sentence, a captioner an image
TRANSLATION = "translation"
CAPTION = "caption"


OptionsT = TypeVar("OptionsT")


@dataclass(frozen=True)
class Family(Generic[OptionsT]):
    """A family's spec, typed by its options dataclass: its builder, summary and attention
    shape each take those options."""

    name: str  # the config's model.family (a plugin's: its entry point's name too)
    title: str  # for people, e.g. "RNNsearch (Bahdanau attention)"
    options: type[OptionsT]  # a frozen dataclass of the family's options: defaults and checks
    # (options, src vocab, tgt vocab) -> model; a captioner's source is an image: src vocab 0
    build: Callable[[OptionsT, int, int], nn.Module]
    summary: Callable[[OptionsT], str]  # the key options as short text, e.g. "GRU 256, additive"
    # (layers, heads) of cross-attention; (0, 0) for a model without attention
    cross_attention: Callable[[OptionsT], tuple[int, int]]
    self_attention: bool = False  # encoder and decoder self-attention maps
    task: str = TRANSLATION  # TRANSLATION or CAPTION (the built-in captioner's; plugins translate)
    # A plugin's four steps in English words for the explorer (query, key, score, value,
    # context, and a note); "{layer}", "{head}" and "{head_dim}" are filled in. A built-in
    # translator has none here: its words live in the locale files, steps.formula.FAMILY.FIELD
    # (the four steps are a translator's view)
    formulas: dict[str, str] = field(default_factory=dict)
