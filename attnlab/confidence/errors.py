"""Errors put into reference translations, so that where each error is is known: what the word
flags are fitted on (dev) and checked against (test).

- ``replace``: one target word replaced by a word of another sentence (a wrong word);
- ``insert``: two consecutive words of another sentence put in (words no source word asks
  for: a hallucination);
- ``drop``: a span of about a third of the words taken out (an omission): the source words
  the word aligner links to the dropped words and to no kept word are the omitted ones.
Words are the target's whitespace words, which are the units the signals count for a
language written with spaces. Other sentences' words come from ``pool``, the training
targets.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

KINDS = ("replace", "insert", "drop")
INSERTED = 2  # words an insertion puts in
DROPPED = 1 / 3  # of the words a drop takes out (at least one, never all)


@dataclass
class Corrupted:
    source: str
    target: str  # the reference with the error in it
    kind: str  # of KINDS
    target_words: list[int] = field(default_factory=list)  # replaced or inserted words
    source_words: list[int] = field(default_factory=list)  # source units left untranslated


def replace(source: str, reference: str, pool: Sequence[str], rng: random.Random) -> Corrupted:
    words = reference.split()
    position = rng.randrange(len(words))
    while True:
        other = rng.choice(rng.choice(pool).split())
        if other.lower() != words[position].lower():
            break
    words[position] = other
    return Corrupted(source, " ".join(words), "replace", target_words=[position])


def insert(source: str, reference: str, pool: Sequence[str], rng: random.Random) -> Corrupted:
    words = reference.split()
    while True:
        other = rng.choice(pool).split()
        if len(other) >= INSERTED:
            break
    start = rng.randrange(len(other) - INSERTED + 1)
    position = rng.randrange(len(words) + 1)
    words[position:position] = other[start : start + INSERTED]
    return Corrupted(
        source, " ".join(words), "insert", target_words=list(range(position, position + INSERTED))
    )


def drop(
    source: str, reference: str, links: Sequence[tuple[int, int]], rng: random.Random
) -> Corrupted | None:
    """``links``: (source unit, target word) of the source and the reference, from the word
    aligner. None where no source word is left untranslated (or the reference is under three
    words)."""
    words = reference.split()
    if len(words) < 3:
        return None
    length = max(1, round(len(words) * DROPPED))
    start = rng.randrange(len(words) - length + 1)
    dropped = set(range(start, start + length))
    to_dropped = {s for s, t in links if t in dropped}
    to_kept = {s for s, t in links if t not in dropped}
    omitted = sorted(to_dropped - to_kept)
    if not omitted:
        return None
    kept = [word for k, word in enumerate(words) if k not in dropped]
    return Corrupted(source, " ".join(kept), "drop", source_words=omitted)
