"""Long examples made by joining consecutive pairs: Tatoeba's sentences are short (a test source
has 11 characters on average; 17 of 1,558 have 30 or more), so no model trained on it has read a
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

``tatoeba-zh-en-long`` (attnlab/data/registry.py) is Tatoeba with these: train = the training
pairs and ``TRAIN_PASSES`` joined passes over them; dev = the ordinary dev set (a checkpoint is
chosen for ordinary sentences); test = the ordinary test set and one joined pass over it, so
``evaluate --by-length`` shows both ranges on one model. Test examples are joined from test
pairs only: nothing of the training set enters them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from attnlab.data import tatoeba
from attnlab.data.corpus import Corpus, Pair, group_references

NAME = "tatoeba-zh-en-long"
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


def with_long_examples(corpus: Corpus, *, name: str = NAME) -> Corpus:
    """``corpus`` with joined examples (train: ``TRAIN_PASSES`` passes; test: one)."""
    train = list(corpus.train)
    for number in range(TRAIN_PASSES):
        train += joined_pairs(corpus.train, seed=f"{SEED}:train:{number}", every_reference=False)
    test = corpus.test + joined_pairs(corpus.test, seed=f"{SEED}:test:0", every_reference=True)
    info = {
        **corpus.info,
        "long_examples": (
            f"consecutive sources joined to {MIN_CHARS}-{MAX_CHARS} characters (attnlab/data/"
            f"joined.py, seed {SEED!r}): train + {TRAIN_PASSES} passes over train; dev as it "
            "is; test + 1 pass over test"
        ),
        "joined_train_pairs": len(train) - len(corpus.train),
        "joined_test_pairs": len(test) - len(corpus.test),
    }
    return replace(corpus, name=name, train=train, test=test, info=info)


def load(root: Path | None = None) -> Corpus:
    return with_long_examples(tatoeba.load(root=root))
