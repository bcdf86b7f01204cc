"""Long examples made by joining consecutive pairs: Tatoeba's sentences are short (a test source
has 11 characters on average; 23 of 1,558 have 30 or more), so no model trained on it has read a
sentence as long as the lecture's (47 characters). Joining neighbours on both sides, in order, is
a known way to teach length when long sentences are missing (Kondo et al. 2021, "Sentence
Concatenation Approach to Data Augmentation for Neural Machine Translation").

The rule, per split, in corpus order: group the pairs by source (every reference of a source
together), draw a target length uniformly from ``MIN_CHARS``..``MAX_CHARS`` characters, add the
next sources until the joined source reaches it, emit, draw again. Each source is used once per
pass; an unfinished group at the end is dropped. The sources are joined as written (a Chinese
sentence ends with its own 。！？), the targets with a space. A joined test source's k-th
reference joins the k-th reference of each part (its last where a part has fewer), so it keeps
several references as the ordinary test set does; a training example takes one reference of each
part, drawn.

Two corpora are made of Tatoeba with these (attnlab/data/registry.py):

- ``tatoeba-zh-en-long``, to train on: the training pairs and ``TRAIN_PASSES`` joined passes
  over them; dev and test the ordinary ones, so a checkpoint is chosen, and a model is scored,
  as every other Tatoeba model is;
- ``tatoeba-zh-en-joined``, the long test: each split one joined pass over that split's pairs
  (its test joined from test pairs only, so nothing of the training set enters it), for
  ``attnlab evaluate RUN --corpus tatoeba-zh-en-joined``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from attnlab.data import tatoeba
from attnlab.data.corpus import SPLITS, Corpus, Pair, group_references

LONG = "tatoeba-zh-en-long"
JOINED = "tatoeba-zh-en-joined"
MIN_CHARS = 25
MAX_CHARS = 75
TRAIN_PASSES = 1
SEED = "attnlab/joined/v1"
_END = "。！？!?.…）)」』\"'"


def joined_pairs(
    pairs: list[Pair], *, seed: str, every_reference: bool, tgt_separator: str = " "
) -> list[Pair]:
    """One joining pass over ``pairs`` (the rule in the module's docstring).
    ``every_reference``: each joined source with all its references (for a test set); else
    with one, each part's reference drawn at random (for training)."""
    sources, references = group_references(pairs)
    ids: dict[str, str] = {}
    for pair in pairs:
        ids.setdefault(pair.src, pair.src_id or "")
    rng, drawing = random.Random(seed), random.Random(f"{seed}:references")
    joined: list[Pair] = []
    group: list[int] = []
    target = rng.randint(MIN_CHARS, MAX_CHARS)
    for index, source in enumerate(sources):
        group.append(index)
        if sum(len(sources[i]) for i in group) < target:
            continue
        if len(group) > 1:
            parts = [references[i] for i in group]
            if not every_reference:
                parts = [[drawing.choice(refs)] for refs in parts]
            source = "".join(_ended(sources[i], "。") for i in group)
            source_id = "+".join(ids[sources[i]] for i in group)
            width = max(len(refs) for refs in parts)
            joined += [
                Pair(source, tgt_separator.join(_ended(_kth(r, k), ".") for r in parts), source_id)
                for k in range(width)
            ]
        group = []
        target = rng.randint(MIN_CHARS, MAX_CHARS)
    return joined


def _kth(references: list[str], k: int) -> str:
    return references[min(k, len(references) - 1)]


def _ended(sentence: str, mark: str) -> str:
    """A part as it reads inside a longer text: with its own final mark, or ``mark``."""
    return sentence if sentence.endswith(tuple(_END)) else sentence + mark


def with_long_examples(corpus: Corpus) -> Corpus:
    """``corpus`` with ``TRAIN_PASSES`` joined passes over its training pairs added to them."""
    train = list(corpus.train)
    for number in range(TRAIN_PASSES):
        train += joined_pairs(corpus.train, seed=f"{SEED}:train:{number}", every_reference=False)
    info = {
        **corpus.info,
        "long_examples": (
            f"training pairs + {TRAIN_PASSES} pass(es) of consecutive sources joined to "
            f"{MIN_CHARS}-{MAX_CHARS} characters (attnlab/data/joined.py, seed {SEED!r}); dev "
            "and test as they are"
        ),
        "joined_train_pairs": len(train) - len(corpus.train),
    }
    return replace(corpus, name=f"{corpus.name}-long", train=train, info=info)


def joined_corpus(corpus: Corpus) -> Corpus:
    """Each split of ``corpus`` as one joined pass over its own pairs (train: one reference
    drawn per part; dev and test: every reference)."""
    splits = {
        name: joined_pairs(
            corpus.split(name), seed=f"{SEED}:{name}:0", every_reference=name != "train"
        )
        for name in SPLITS
    }
    info = {
        **corpus.info,
        "joined": (
            f"each split one pass of its consecutive sources joined to {MIN_CHARS}-{MAX_CHARS} "
            f"characters (attnlab/data/joined.py, seed {SEED!r})"
        ),
    }
    return replace(
        corpus,
        name=f"{corpus.name}-joined",
        train=splits["train"],
        dev=splits["dev"],
        test=splits["test"],
        info=info,
    )


def load_long(root: Path | None = None) -> Corpus:
    return with_long_examples(tatoeba.load(root=root))


def load_joined(root: Path | None = None) -> Corpus:
    return joined_corpus(tatoeba.load(root=root))
