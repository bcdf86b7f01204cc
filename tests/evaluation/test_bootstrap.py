"""Bootstrap intervals of BLEU and the paired bootstrap of two systems, on known answers."""

from __future__ import annotations

import pytest
from sacrebleu.metrics import BLEU

from attnlab.evaluation.bootstrap import bleu_interval, paired_bleu_difference

REFERENCES = [
    ["the cat sat on the mat"],
    ["a dog ran in the park", "the dog ran in a park"],
    ["we like green tea very much"],
    ["she reads a long book every night"],
    ["they walked home after the long match"],
    ["my brother plays the piano well"],
]
GOOD = [
    "the cat sat on the mat",
    "a dog ran in the park",
    "we like green tea",
    "she reads a book every night",
    "they walked home after the match",
    "my brother plays piano well",
]
POOR = [
    "a cat on mat",
    "dog park",
    "we tea very much",
    "she book night",
    "they home match",
    "brother piano",
]


def corpus_bleu(hypotheses: list[str]) -> float:
    streams = [[refs[k] if k < len(refs) else None for refs in REFERENCES] for k in range(2)]
    return BLEU().corpus_score(hypotheses, streams).score  # type: ignore[arg-type]


def test_the_interval_holds_the_corpus_score() -> None:
    low, high = bleu_interval(GOOD, REFERENCES, "en", resamples=200)
    assert low <= corpus_bleu(GOOD) <= high
    assert low < high


def test_a_system_against_itself_differs_by_nothing_and_never_wins() -> None:
    result = paired_bleu_difference(GOOD, GOOD, REFERENCES, "en", resamples=200)
    assert (result.difference, result.low, result.high, result.a_wins) == (0.0, 0.0, 0.0, 0.0)


def test_the_better_system_wins_every_resample_and_the_difference_is_sacrebleus() -> None:
    result = paired_bleu_difference(GOOD, POOR, REFERENCES, "en", resamples=200)
    assert result.difference == pytest.approx(corpus_bleu(GOOD) - corpus_bleu(POOR))
    assert result.a_wins == 1.0
    assert 0 < result.low <= result.difference <= result.high
    swapped = paired_bleu_difference(POOR, GOOD, REFERENCES, "en", resamples=200)
    assert swapped.difference == pytest.approx(-result.difference)
    assert swapped.a_wins == 0.0


def test_systems_of_different_lengths_are_refused() -> None:
    with pytest.raises(ValueError):
        paired_bleu_difference(GOOD, POOR[:-1], REFERENCES, "en")
