"""Long examples joined from consecutive pairs (attnlab/data/joined.py): the rule as its
docstring states it, on pairs made here."""

from __future__ import annotations

from attnlab.data import Pair, group_references
from attnlab.data.corpus import Corpus
from attnlab.data.joined import (
    MAX_CHARS,
    MIN_CHARS,
    joined_corpus,
    joined_pairs,
    with_long_examples,
)


def sentences(count: int, prefix: str = "") -> list[Pair]:
    """Chinese sources of 4-12 characters, the second and fifth with two references."""
    pairs = []
    for i in range(count):
        source = f"{prefix}{i}" + "字" * (4 + i % 9) + "。"
        pairs.append(Pair(source, f"Sentence {prefix}{i}.", str(i)))
        if i % 3 == 1:
            pairs.append(Pair(source, f"Line {prefix}{i}", str(i)))
    return pairs


def test_consecutive_sources_are_joined_in_order_each_once() -> None:
    pairs = sentences(200)
    sources = group_references(pairs).sources
    joined = {p.src: p.src_id for p in joined_pairs(pairs, seed="s", every_reference=True)}
    used = [int(i) for ids in joined.values() for i in (ids or "").split("+")]
    assert len(used) == len(set(used)) > 150  # no source in two joined examples
    for text, ids in joined.items():
        parts = [int(i) for i in (ids or "").split("+")]
        assert len(parts) >= 2 and parts == list(range(parts[0], parts[-1] + 1))  # neighbours
        assert text == "".join(sources[i] for i in parts)  # in corpus order
        # the target length is reached by the last part, not before it
        assert len(text) >= MIN_CHARS and len(text) - len(sources[parts[-1]]) < MAX_CHARS


def test_a_test_source_keeps_every_reference_and_training_one_drawn() -> None:
    pairs = sentences(60)
    test = group_references(joined_pairs(pairs, seed="s", every_reference=True))
    train = group_references(joined_pairs(pairs, seed="s", every_reference=False))
    assert test.sources == train.sources
    assert all(len(refs) == 1 for refs in train.references)
    assert any(len(refs) == 2 for refs in test.references)
    # the k-th reference joins the k-th of each part; "Line N" has no stop, so gets one
    two = next(refs for refs in test.references if len(refs) == 2)
    assert two[0].startswith("Sentence") and "Line" in two[1] and "Line" not in two[0]
    assert all(part.endswith(".") for part in two[1].split(" ") if part.startswith(("1", "4")))
    assert joined_pairs(pairs, seed="s", every_reference=False) == joined_pairs(
        pairs, seed="s", every_reference=False
    )


def test_the_long_corpus_adds_joined_training_pairs_and_the_joined_one_keeps_splits_apart() -> None:
    corpus = Corpus("c", "zh", "en", sentences(120, "a"), sentences(30, "b"), sentences(90, "c"))
    long = with_long_examples(corpus)
    assert long.name == "c-long" and (long.dev, long.test) == (corpus.dev, corpus.test)
    added = long.train[len(corpus.train) :]
    assert long.train[: len(corpus.train)] == corpus.train and added
    assert long.info["joined_train_pairs"] == len(added)
    joined = joined_corpus(corpus)
    assert joined.name == "c-joined" and joined.train == added  # the same pass
    for split, mark in (("train", "a"), ("dev", "b"), ("test", "c")):
        pairs = joined.split(split)  # each split joined from its own pairs only
        assert pairs and all(p.src.startswith(mark) and p.src.count(mark) >= 2 for p in pairs)


def test_on_tatoeba_the_long_test_is_the_one_the_results_describe(tatoeba_corpus: Corpus) -> None:
    """results/long-sentences/README.md: 9,268 joined training examples; 300 long test sources
    of 25-113 characters, 57 on average, made of test sources only."""
    long, joined = with_long_examples(tatoeba_corpus), joined_corpus(tatoeba_corpus)
    assert long.info["joined_train_pairs"] == 9268 == len(joined.train)
    sources = joined.references("test").sources
    lengths = [len(source) for source in sources]
    assert len(sources) == 300 and (min(lengths), max(lengths)) == (25, 113)
    assert round(sum(lengths) / len(lengths)) == 57
    test_sources = set(tatoeba_corpus.references("test").sources)
    parts = {i for pair in joined.test for i in (pair.src_id or "").split("+")}
    assert parts <= {pair.src_id for pair in tatoeba_corpus.test}
    assert all(source not in test_sources for source in sources)  # each joins two or more
