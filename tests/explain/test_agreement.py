"""Kendall's tau-b against its definition counted pair by pair, top-1 agreement, and the
content-free diagonal reference."""

from __future__ import annotations

import itertools
import math

import pytest
import torch
from hypothesis import given
from hypothesis import strategies as st

from attnlab.explain import agreement, diagonal, kendall_tau, top_agrees


def tau_b_by_pairs(a: list[float], b: list[float]) -> float:
    concordant = discordant = tied_a = tied_b = 0
    for i, j in itertools.combinations(range(len(a)), 2):
        x, y = a[i] - a[j], b[i] - b[j]
        if x == 0 and y == 0:
            continue
        if x == 0:
            tied_a += 1
        elif y == 0:
            tied_b += 1
        elif x * y > 0:
            concordant += 1
        else:
            discordant += 1
    denominator = math.sqrt((concordant + discordant + tied_a) * (concordant + discordant + tied_b))
    return (concordant - discordant) / denominator if denominator else math.nan


def test_known_values() -> None:
    up = torch.tensor([0.1, 0.2, 0.3, 0.4])
    assert kendall_tau(up, up * 10) == 1.0
    assert kendall_tau(up, -up) == -1.0
    assert math.isnan(kendall_tau(up, torch.ones(4)))
    assert math.isnan(kendall_tau(torch.tensor([1.0]), torch.tensor([2.0])))
    # One tie in b: 5 concordant pairs of 6, one tied -> tau-b = 5 / sqrt(6 * 5).
    tied = torch.tensor([1.0, 2.0, 3.0, 3.0])
    assert math.isclose(kendall_tau(up, tied), 5 / math.sqrt(30))


small_ints = st.lists(st.integers(0, 3), min_size=2, max_size=9)


@given(st.data())
def test_tau_b_matches_the_pairwise_definition(data: st.DataObject) -> None:
    a = data.draw(small_ints)
    b = data.draw(st.lists(st.integers(0, 3), min_size=len(a), max_size=len(a)))
    expected = tau_b_by_pairs([float(x) for x in a], [float(x) for x in b])
    found = kendall_tau(torch.tensor(a, dtype=torch.float64), torch.tensor(b, dtype=torch.float64))
    assert (math.isnan(expected) and math.isnan(found)) or math.isclose(found, expected)


def test_agreement_compares_attention_with_the_magnitude_of_an_attribution() -> None:
    attention = torch.tensor([[0.7, 0.2, 0.1], [0.1, 0.3, 0.6]])
    attribution = torch.tensor([[-5.0, 1.0, 0.5], [0.2, -0.3, 0.1]])  # signed
    found = agreement(attention, attribution)
    assert found["top1"] == [1.0, 0.0]
    assert found["kendall_tau"][0] == 1.0 and found["kendall_tau"][1] == -1 / 3
    assert top_agrees(attention[0], attribution[0].abs())


def test_the_diagonal_peaks_where_a_monotone_alignment_would() -> None:
    # Centres (t + 1/2) S / T = 1.5, 4.5, 7.5: in tokens 1, 4 and 7 (token j spans [j, j+1)).
    assert diagonal(3, 9).argmax(dim=1).tolist() == [1, 4, 7]
    assert diagonal(6, 3).argmax(dim=1).tolist() == [0, 0, 1, 1, 2, 2]


def test_maps_of_different_shapes_are_named() -> None:
    with pytest.raises(
        ValueError, match=r"^attention \(2, 3\) and attribution \(2, 4\) must both be \(T, S\)$"
    ):
        agreement(torch.rand(2, 3), torch.rand(2, 4))


def test_kendall_tau_takes_two_vectors_of_one_length() -> None:
    with pytest.raises(
        ValueError,
        match=r"^kendall_tau needs two vectors of one length, got torch\.Size\(\[3\]\), "
        r"torch\.Size\(\[4\]\)$",
    ):
        kendall_tau(torch.rand(3), torch.rand(4))
    with pytest.raises(ValueError, match="two vectors of one length"):
        kendall_tau(torch.rand(2, 3), torch.rand(2, 3))  # one shape, but not vectors
