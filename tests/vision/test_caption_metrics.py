"""Caption metrics and the localisation score on cases worked by hand."""

from __future__ import annotations

import numpy as np
import pytest

from attnlab.metrics.captions import (
    caption_metrics,
    clauses,
    localisation,
    region_centre_inside,
    region_coverage,
)


def words(text: str) -> list[str]:
    return text.split()


REFERENCE = words("a bag in the top left , a shirt right of the bag")


def test_clauses_split_items_at_commas() -> None:
    assert clauses(REFERENCE) == [
        ("a", "bag", "in", "the", "top", "left"),
        ("a", "shirt", "right", "of", "the", "bag"),
    ]


def test_item_accuracy_needs_name_and_place() -> None:
    wrong_place = words("a bag in the top left , a shirt below the bag")
    wrong_name = [
        "a",
        "coat",
        "in",
        "the",
        "top",
        "left",
        ",",
        "a",
        "shirt",
        "right",
        "of",
        "the",
        "coat",
    ]
    metrics = caption_metrics([REFERENCE, wrong_place, wrong_name], [REFERENCE] * 3)
    assert metrics.exact_match == pytest.approx(1 / 3)
    assert metrics.items == 6
    # all of the first caption; its first clause of the second; none of the third (its
    # second clause places the shirt right of the coat, which is not the reference's bag)
    assert metrics.item_accuracy == pytest.approx(3 / 6)
    assert metrics.name_accuracy == pytest.approx(5 / 6)
    assert metrics.count_accuracy == 1.0
    assert 0 < metrics.bleu < 100
    short = caption_metrics([words("a bag in the top left")], [REFERENCE])
    assert short.count_accuracy == 0.0 and short.item_accuracy == 0.5


def test_region_coverage_and_centres_on_a_2x2_grid() -> None:
    # canvas 32, regions of 16: a box over the right half covers regions 1 and 3 whole
    np.testing.assert_allclose(region_coverage((16, 0, 32, 32), 32, 2), [0, 1, 0, 1])
    np.testing.assert_allclose(region_coverage((8, 8, 24, 24), 32, 2), [0.25] * 4)
    assert region_centre_inside((0, 0, 9, 32), 32, 2).tolist() == [True, False, True, False]


def test_localisation_reads_the_row_of_the_word_naming_each_item() -> None:
    alpha = np.zeros((3, 4))
    alpha[1] = [0.0, 0.8, 0.0, 0.2]  # word 1 names the item in the right half
    alpha[2] = [1.0, 0.0, 0.0, 0.0]
    located = localisation([alpha], [[1]], [[(16, 0, 32, 32)]], canvas=32)
    assert located.mass_inside == pytest.approx(1.0)
    assert located.top_region_inside == 1.0
    assert located.chance_mass == pytest.approx(0.5) and located.chance_top_region == 0.5
    elsewhere = localisation([alpha], [[2]], [[(16, 0, 32, 32)]], canvas=32)
    assert elsewhere.mass_inside == 0.0 and elsewhere.top_region_inside == 0.0
