"""Caption metrics and the localisation score on cases worked by hand."""

from __future__ import annotations

import numpy as np
import pytest

from attnlab.metrics.captions import (
    caption_metrics,
    clauses,
    item_name,
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


def test_bleu_reads_the_captions_words_as_given_a_special_token_is_one_word() -> None:
    """A caption with "<unk>" for its last word, by hand: 6 words, 5 of 6 unigrams, 4 of 5
    bigrams, 3 of 4 trigrams and 2 of 3 4-grams match, the lengths agree, so BLEU is
    100 x (1/3)^(1/4). (sacreBLEU's 13a tokenizer would split it into "< unk >".)"""
    hypothesis = words("a bag in the top <unk>")
    metrics = caption_metrics([hypothesis], [words("a bag in the top left")])
    assert metrics.bleu == pytest.approx(100 * (1 / 3) ** 0.25)


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


def test_the_item_a_clause_names() -> None:
    assert item_name(("a", "shirt", "in", "the", "middle")) == "shirt"
    assert item_name(("a", "bag")) == "bag"
    assert item_name(("a",)) is None  # the opening "a" alone names nothing
    assert item_name(("the", "bag")) is None
    assert item_name(("two", "bags", "below")) is None


def test_caption_metrics_refuse_unequal_or_empty_lists() -> None:
    with pytest.raises(ValueError, match=r"^got 2 hypotheses for 1 references$"):
        caption_metrics([REFERENCE, REFERENCE], [REFERENCE])
    with pytest.raises(ValueError, match=r"^got 0 hypotheses for 0 references$"):
        caption_metrics([], [])
    # no caption equal to its reference: an exact match of 0, not of one caption in two
    other = words("a shirt in the top left")
    assert caption_metrics([other, other], [REFERENCE, REFERENCE]).exact_match == 0.0


def test_a_region_on_a_box_edge_counts_as_its_pixels_do() -> None:
    # 4 x 4 regions of 8 on a 32 canvas, centres at 4, 12, 20, 28; the box starts on a centre
    # (inside) and ends on one (outside: the box is half-open, as pixel ranges are)
    inside = region_centre_inside((12, 4, 28, 20), 32, 4).reshape(4, 4)
    assert inside.tolist() == [[False, True, True, False]] * 2 + [[False] * 4] * 2
    coverage = region_coverage((12, 4, 28, 20), 32, 4).reshape(4, 4)
    np.testing.assert_allclose(coverage[0], [0, 0.25, 0.5, 0.25])  # rows: only half inside
    np.testing.assert_allclose(coverage[:, 0], [0, 0, 0, 0])  # no pixel of column 0: not 1


def test_localisation_on_a_wide_box_and_its_bad_input() -> None:
    alpha = np.full((2, 4), 0.25)
    wide = (0, 0, 32, 16)  # the top half of a 32 canvas, 2 x 2 regions: regions 0 and 1
    located = localisation([alpha], [[0]], [[wide]], canvas=32)
    assert located.chance_mass == pytest.approx(0.5) and located.mass_inside == pytest.approx(0.5)
    offset = (8, 4, 24, 12)  # 16 wide, 8 high, not at the origin: 128 of 1024 pixels
    assert localisation([alpha], [[0]], [[offset]], canvas=32).chance_mass == pytest.approx(0.125)
    with pytest.raises(ValueError, match=r"^no item words to score$"):
        localisation([alpha], [[]], [[]], canvas=32)
    with pytest.raises(ValueError):  # a scene without its words or boxes
        localisation([alpha, alpha], [[0]], [[wide]], canvas=32)
    with pytest.raises(ValueError):  # an item word without its box
        localisation([alpha], [[0, 1]], [[wide]], canvas=32)
