"""Bootstrap intervals of BLEU and the paired bootstrap of two systems, on known answers."""

from __future__ import annotations

import numpy as np
import pytest
from sacrebleu.metrics import BLEU

from attnlab.metrics.bootstrap import bleu_interval, bleu_trend, paired_bleu_difference

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


def test_a_short_buckets_interval_is_of_its_effective_order_bleu() -> None:
    """Hypotheses without 4-grams: plain BLEU is 0, a length bucket's (effective order) is
    not; with effective order the interval is that score's (one sentence: the score itself)."""
    short, references = ["the cat sat"], [["the cat sat down"]]
    bucket = BLEU(effective_order=True).corpus_score(short, [["the cat sat down"]]).score
    assert bucket > 0 and bleu_interval(short, references, "en", resamples=50) == (0.0, 0.0)
    low, high = bleu_interval(short, references, "en", resamples=50, effective_order=True)
    assert low == pytest.approx(bucket) and high == pytest.approx(bucket)


def draws(count: int, resamples: int, seed: int = 0) -> np.ndarray:
    """(R, N): how often each of N sentences is drawn into each resample, N draws with
    replacement, as the bootstrap's own generator draws them for ``seed``."""
    return np.random.default_rng(seed).multinomial(count, np.full(count, 1 / count), resamples)


def test_the_interval_is_the_middle_confidence_share_of_the_resamples_bleu() -> None:
    """Each resample scored from scratch by sacreBLEU on the sentences it drew; the 95 %
    interval cuts 2.5 % off each end of their scores, the 80 % interval 10 %."""
    resampled = []
    for counts in draws(len(GOOD), 200):
        drawn = [i for i, count in enumerate(counts) for _ in range(count)]
        streams = [[REFERENCES[i][k] if k < len(REFERENCES[i]) else None for i in drawn]
                   for k in range(2)]  # fmt: skip
        resampled.append(BLEU().corpus_score([GOOD[i] for i in drawn], streams).score)  # type: ignore[arg-type]
    low, high = bleu_interval(GOOD, REFERENCES, "en", resamples=200)
    assert (low, high) == pytest.approx(tuple(np.percentile(resampled, [2.5, 97.5])))
    low, high = bleu_interval(GOOD, REFERENCES, "en", confidence=0.8, resamples=200)
    assert (low, high) == pytest.approx(tuple(np.percentile(resampled, [10, 90])))


def test_the_interval_is_drawn_from_its_seed_and_needs_a_sentence() -> None:
    interval = bleu_interval(GOOD, REFERENCES, "en", resamples=50)
    assert bleu_interval(GOOD, REFERENCES, "en", resamples=50, seed=0) == interval  # the default
    assert bleu_interval(GOOD, REFERENCES, "en", resamples=50, seed=1) != interval
    with pytest.raises(ValueError, match="the corpus is empty"):
        bleu_interval([], [], "en")


def test_the_interval_tokenizes_as_the_target_language_is_scored() -> None:
    # unspaced Chinese is one "word" to the default tokenizer (no match, BLEU 0) and characters
    # to sacreBLEU's zh tokenizer, which scores it
    hypotheses = ["我喜欢喝茶和咖啡。", "他每天早上跑步。"]
    references = [["我喜欢喝茶和牛奶。"], ["他每天晚上跑步。"]]
    assert bleu_interval(hypotheses, references, "zh", resamples=50)[1] > 20
    assert bleu_interval(hypotheses, references, "en", resamples=50) == (0.0, 0.0)


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


def test_a_system_one_word_worse_on_one_sentence_loses_the_resamples_that_draw_it() -> None:
    """One extra word in one sentence of six costs b less than a BLEU point in some resamples
    and more in others: a wins exactly the resamples that draw that sentence, by any margin,
    and ties the rest (at least 2.5 % of them, so the interval starts at 0)."""
    longer = ["the cat sat on the mat today", *GOOD[1:]]
    result = paired_bleu_difference(GOOD, longer, REFERENCES, "en", resamples=200)
    drawn = draws(len(GOOD), 200)[:, 0] > 0
    assert result.a_wins == np.mean(drawn)
    assert 0 < result.a_wins < 1 and result.low == 0 < result.difference <= result.high


def test_the_paired_bootstrap_is_its_seeds_and_tokenizes_as_its_language() -> None:
    found = paired_bleu_difference(GOOD, POOR, REFERENCES, "en", resamples=50)
    assert paired_bleu_difference(GOOD, POOR, REFERENCES, "en", resamples=50, seed=0) == found
    assert paired_bleu_difference(GOOD, POOR, REFERENCES, "en", resamples=50, seed=1) != found
    better, worse = ["我喜欢喝茶。", "他每天跑步。"], ["我喜欢喝咖啡。", "他跑步。"]
    references = [["我喜欢喝茶。"], ["他每天跑步。"]]
    # unspaced, both systems score 0 (no 3- or 4-grams); by characters the better one wins
    assert paired_bleu_difference(better, worse, references, "zh", resamples=20).difference > 10
    assert paired_bleu_difference(better, worse, references, "en", resamples=20).difference == 0


def test_systems_of_different_lengths_are_refused() -> None:
    with pytest.raises(ValueError):
        paired_bleu_difference(GOOD, POOR[:-1], REFERENCES, "en")


def group_bleu(hypotheses: list[str], members: range) -> float:
    streams = [[REFERENCES[i][k] if k < len(REFERENCES[i]) else None for i in members]
               for k in range(2)]  # fmt: skip
    return BLEU().corpus_score([hypotheses[i] for i in members], streams).score  # type: ignore[arg-type]


def test_a_trend_is_the_least_squares_slope_of_the_groups_bleu() -> None:
    """Good translations in the first group, poor ones in the second: a fall of exactly the
    two groups' difference over their distance, its interval below zero."""
    hypotheses = GOOD[:3] + POOR[3:]
    first, second = group_bleu(hypotheses, range(3)), group_bleu(hypotheses, range(3, 6))
    trend = bleu_trend(hypotheses, REFERENCES, "en", [[0, 1, 2], [3, 4, 5]], [5, 15],
                       resamples=200)  # fmt: skip
    assert trend.slope == pytest.approx((second - first) / 10)
    assert trend.low <= trend.slope <= trend.high < 0
    rising = bleu_trend(POOR[:3] + GOOD[3:], REFERENCES, "en", [[0, 1, 2], [3, 4, 5]], [5, 15],
                        resamples=200)  # fmt: skip
    assert 0 < rising.low <= rising.slope <= rising.high
    three = bleu_trend(GOOD, REFERENCES, "en", [[0, 1], [2, 3], [4, 5]], [0, 1, 2], resamples=50)
    scores = [group_bleu(GOOD, range(i, i + 2)) for i in (0, 2, 4)]
    assert three.slope == pytest.approx((scores[2] - scores[0]) / 2)  # OLS on evenly spaced x


def test_a_trend_by_sentences_weighs_each_group_by_its_size() -> None:
    """Three groups of 1, 2 and 3 sentences: the weighted least-squares slope, worked by hand
    from the groups' BLEU; with two groups both fits are the line through them."""
    groups, positions = [[0], [1, 2], [3, 4, 5]], [0.0, 1.0, 3.0]
    hypotheses = GOOD[:1] + POOR[1:3] + GOOD[3:]
    y = [group_bleu(hypotheses, g) for g in groups]
    weighted = bleu_trend(hypotheses, REFERENCES, "en", groups, positions, by_sentences=True,
                          resamples=50)  # fmt: skip
    w = [1, 2, 3]
    mean = sum(wi * xi for wi, xi in zip(w, positions, strict=True)) / sum(w)
    by_hand = sum(wi * (xi - mean) * yi for wi, xi, yi in zip(w, positions, y, strict=True)) / sum(
        wi * (xi - mean) ** 2 for wi, xi in zip(w, positions, strict=True)
    )
    assert weighted.slope == pytest.approx(by_hand)
    assert weighted.low <= weighted.slope <= weighted.high
    unweighted = bleu_trend(hypotheses, REFERENCES, "en", groups, positions, resamples=50)
    assert unweighted.slope != pytest.approx(weighted.slope)
    two = [[0], [1, 2, 3, 4, 5]]  # unequal sizes, two points: one line through both
    assert bleu_trend(hypotheses, REFERENCES, "en", two, [5, 15], by_sentences=True,
                      resamples=20).slope == pytest.approx(
        bleu_trend(hypotheses, REFERENCES, "en", two, [5, 15], resamples=20).slope
    )  # fmt: skip


def test_groups_of_equal_translations_have_no_trend() -> None:
    trend = bleu_trend(GOOD[:3] * 2, REFERENCES[:3] * 2, "en", [[0, 1, 2], [3, 4, 5]], [0, 1],
                       resamples=100)  # fmt: skip
    assert trend.slope == pytest.approx(0.0)
    assert trend.low < 0 < trend.high  # the same sentences, drawn apart


@pytest.mark.parametrize(
    ("groups", "positions"), [([[0, 1]], [0]), ([[0], []], [0, 1]), ([[0], [1]], [0])]
)
def test_a_trend_needs_two_filled_groups_each_with_a_position(
    groups: list[list[int]], positions: list[float]
) -> None:
    with pytest.raises(
        ValueError, match=r"^a trend needs at least two groups, each with a sentence"
    ):
        bleu_trend(GOOD, REFERENCES, "en", groups, positions, resamples=10)


def test_a_trend_is_drawn_from_its_seed_and_tokenizes_as_its_language() -> None:
    groups, positions = [[0, 1, 2], [3, 4, 5]], [0, 1]
    trend = bleu_trend(GOOD, REFERENCES, "en", groups, positions, resamples=50)
    assert bleu_trend(GOOD, REFERENCES, "en", groups, positions, resamples=50, seed=0) == trend
    assert bleu_trend(GOOD, REFERENCES, "en", groups, positions, resamples=50, seed=1) != trend
    hypotheses = ["我喜欢喝茶。", "他每天跑步。", "我喜欢喝茶。", "他跑步。"]
    references = [["我喜欢喝茶。"], ["他每天跑步。"], ["我喜欢喝咖啡。"], ["他每天晚上跑步。"]]
    # by characters, as Chinese is scored, the second group is worse; unspaced, a sentence is
    # one "word" and its full stop: no 3- or 4-grams, BLEU 0 in both groups
    chinese = bleu_trend(hypotheses, references, "zh", [[0, 1], [2, 3]], positions, resamples=20)
    spaced = bleu_trend(hypotheses, references, "en", [[0, 1], [2, 3]], positions, resamples=20)
    assert chinese.slope < -10 and spaced.slope == 0.0
