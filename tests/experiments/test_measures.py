"""The small measures the experiments' verdicts rest on, against answers worked by hand: the
Wilson interval, the alignment error rate, a mean over a span of lengths and the bootstrap
interval of a variance. A verdict replayed from its JSON never calls them (they make the
numbers it reads), so they are tested here."""

from __future__ import annotations

import math

import pytest
import torch

from attnlab.experiments.alignment import aer
from attnlab.experiments.base import wilson
from attnlab.experiments.micro import mean_in_span
from attnlab.experiments.scaling import bootstrap_variance


def test_the_wilson_interval_of_8_in_10_is_the_published_one() -> None:
    """Newcombe (1998), method 3: 8 of 10 gives 0.4902-0.9433; with z = 1 the centre
    (8 + 1/2) / 11 = 0.7727 +- sqrt(1.6 + 1/4) / 11 = 0.1237 (worked by hand)."""
    assert wilson(8, 10) == pytest.approx([0.49016, 0.94332], abs=1e-5)
    assert wilson(8, 10, z=1.0) == pytest.approx([0.64908, 0.89638], abs=1e-5)


@pytest.mark.parametrize("count", [1, 10, 100])
def test_the_wilson_interval_at_none_and_all_stays_inside_zero_one(count: int) -> None:
    """At 0 successes the interval starts at 0, at ``count`` it ends at 1, and the other end
    is the mirror image: 1 - high(0) = low(count)."""
    low_none, high_none = wilson(0, count)
    low_all, high_all = wilson(count, count)
    assert low_none == 0.0 and high_all == pytest.approx(1.0, abs=1e-12) and high_all <= 1.0
    assert low_all == pytest.approx(1 - high_none, abs=1e-12)
    assert 0 < high_none < 1 and 0 < low_all < 1


def test_the_alignment_error_rate_sums_the_counts_of_every_sentence_first() -> None:
    """1 - 2 |A n S| / (|A| + |S|) of the summed counts, not the mean of the sentences'."""
    rows = torch.tensor([[2, 2, 1], [1, 3, 1]], dtype=torch.float64)  # [|A|, |S|, |A n S|]
    assert aer(rows) == pytest.approx(1 - 2 * 2 / 8)  # sentences alone: 0.5 and 0.5
    assert aer(rows[:1]) == pytest.approx(0.5)  # |A| = |S|: a denominator of 4
    assert aer(torch.tensor([[3, 1, 1]], dtype=torch.float64)) == pytest.approx(0.5)
    assert aer(torch.tensor([[4, 4, 4]], dtype=torch.float64)) == 0.0
    assert math.isnan(aer(torch.zeros(2, 3, dtype=torch.float64)))  # nothing linked at all


def test_the_mean_in_a_span_includes_both_ends() -> None:
    lengths, values = [1, 2, 3, 4], [10.0, 20.0, 30.0, 60.0]
    assert mean_in_span(lengths, values, (2, 3)) == 25.0
    assert mean_in_span(lengths, values, (1, 4)) == 30.0
    assert mean_in_span(lengths, values, (4, 4)) == 60.0
    with pytest.raises(ValueError):  # one value per length, or the pairs would shift
        mean_in_span(lengths, values[:3], (1, 4))


def test_the_variance_s_bootstrap_resamples_whole_queries() -> None:
    """Two queries of two scores, one all 0 and one all 1: a resample of the same query twice
    has variance 0, one of each has var([0, 0, 1, 1]) = 1/3, so the interval is [0, 1/3]
    (not 1/2, the variance across queries of one score)."""
    scores = torch.tensor([[0.0, 0.0], [1.0, 1.0]])
    low, high = bootstrap_variance(scores, torch.Generator().manual_seed(0))
    assert low == 0.0 and high == pytest.approx(1 / 3)
    same = torch.tensor([[0.0, 2.0, 4.0]] * 5)  # every query alike: every resample alike
    expected = 5 * (4 + 0 + 4) / 14  # the unbiased variance of the 15 scores
    assert bootstrap_variance(same, torch.Generator().manual_seed(0)) == pytest.approx(
        [expected] * 2
    )


def test_the_variance_s_bootstrap_is_a_function_of_its_generator() -> None:
    """Ten queries, each of one score: a resample draws ten of them (the queries, not the
    scores per query), from the generator passed, whatever torch's global seed."""
    scores = torch.arange(10.0)[:, None]
    intervals = []
    for global_seed in (0, 1):
        torch.manual_seed(global_seed)
        intervals.append(bootstrap_variance(scores, torch.Generator().manual_seed(5)))
    assert intervals[0] == intervals[1]
    other = bootstrap_variance(scores, torch.Generator().manual_seed(6))
    assert other != intervals[0]
    low, high = intervals[0]  # a resample of one query would have no variance (nan)
    assert 0 < low < scores.var().item() < high < torch.tensor([0.0, 9.0] * 5).var().item()
