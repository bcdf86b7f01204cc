"""Caption metrics for scenes with known layouts: BLEU-4 and exact match (sacreBLEU), per-item
accuracy, and where attention looked while naming each item.

Localisation, for the word that introduces an item (the reference caption fed in, so every
model is asked about the same words): the share of alpha inside the item's box, each region's
weight spread evenly over its pixels, and whether the most attended region's centre lies in
the box. Chance levels, reported too: uniform attention puts the box's share of the canvas
inside it; a region picked at random is in the box as often as the box holds region centres.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from attnlab.metrics.bleu import corpus_scores


def clauses(words: Sequence[str]) -> list[tuple[str, ...]]:
    """A caption's items, one clause each ("a bag right of the shirt"), split at commas."""
    parts: list[tuple[str, ...]] = []
    current: list[str] = []
    for word in [*words, ","]:
        if word == ",":
            if current:
                parts.append(tuple(current))
            current = []
        else:
            current.append(word)
    return parts


def item_name(clause: tuple[str, ...]) -> str | None:
    """The item a clause names: the word after its opening "a"."""
    return clause[1] if len(clause) > 1 and clause[0] == "a" else None


@dataclass(frozen=True)
class CaptionMetrics:
    bleu: float  # corpus BLEU-4, sacreBLEU, captions as given (tokenize "none")
    exact_match: float  # share of captions equal to the reference
    item_accuracy: float  # share of reference items whose whole clause (name and place) is right
    name_accuracy: float  # share of reference items named right, at their place in the order
    count_accuracy: float  # share of captions with the right number of items
    scenes: int
    items: int


def caption_metrics(
    hypotheses: Sequence[Sequence[str]], references: Sequence[Sequence[str]]
) -> CaptionMetrics:
    """Metrics of captions (word lists) against one reference each."""
    if len(hypotheses) != len(references) or not references:
        raise ValueError(f"got {len(hypotheses)} hypotheses for {len(references)} references")
    scores = corpus_scores(
        [" ".join(words) for words in hypotheses],
        [[" ".join(words)] for words in references],
        "en",
        tokenize="none",
    )
    items = right_clauses = right_names = right_counts = 0
    for hypothesis, reference in zip(hypotheses, references, strict=True):
        said, wanted = clauses(hypothesis), clauses(reference)
        items += len(wanted)
        right_counts += len(said) == len(wanted)
        for said_clause, wanted_clause in zip(said, wanted, strict=False):
            right_clauses += said_clause == wanted_clause
            right_names += item_name(said_clause) == item_name(wanted_clause)
    return CaptionMetrics(
        bleu=scores.bleu,
        exact_match=(scores.exact_matches or 0) / len(references),
        item_accuracy=right_clauses / items,
        name_accuracy=right_names / items,
        count_accuracy=right_counts / len(references),
        scenes=len(references),
        items=items,
    )


def region_coverage(box: tuple[int, int, int, int], canvas: int, side: int) -> np.ndarray:
    """The share of each region's pixels inside ``box`` (x0, y0, x1, y1): (side * side,),
    regions in row-major order over a ``canvas`` x ``canvas`` image."""
    x0, y0, x1, y1 = box
    size = canvas / side
    starts = np.arange(side) * size
    across = np.clip(np.minimum(starts + size, x1) - np.maximum(starts, x0), 0, None) / size
    down = np.clip(np.minimum(starts + size, y1) - np.maximum(starts, y0), 0, None) / size
    return np.outer(down, across).reshape(-1)


def region_centre_inside(box: tuple[int, int, int, int], canvas: int, side: int) -> np.ndarray:
    """Whether each region's centre lies inside ``box``: (side * side,) bool."""
    x0, y0, x1, y1 = box
    centres = (np.arange(side) + 0.5) * canvas / side
    across = (centres >= x0) & (centres < x1)
    down = (centres >= y0) & (centres < y1)
    return np.outer(down, across).reshape(-1)


@dataclass(frozen=True)
class Localisation:
    mass_inside: float  # mean share of alpha inside the named item's box
    top_region_inside: float  # share of item words whose most attended region lies in the box
    chance_mass: float  # the mean box share of the canvas: uniform attention's mass inside
    chance_top_region: float  # the mean share of regions whose centre is in the box
    words: int  # item words scored


def localisation(
    weights: Sequence[np.ndarray],
    item_words: Sequence[Sequence[int]],
    boxes: Sequence[Sequence[tuple[int, int, int, int]]],
    canvas: int,
) -> Localisation:
    """Where attention looked when each item was named: per scene alpha (T, L) over the
    reference caption (row t predicts word t), the word index that names each item, and the
    items' boxes."""
    masses, hits, chances, chance_tops = [], [], [], []
    for alpha, positions, scene_boxes in zip(weights, item_words, boxes, strict=True):
        side = round(alpha.shape[-1] ** 0.5)
        for position, box in zip(positions, scene_boxes, strict=True):
            row = alpha[position]  # (L,)
            masses.append(float(row @ region_coverage(box, canvas, side)))
            inside = region_centre_inside(box, canvas, side)
            hits.append(bool(inside[int(row.argmax())]))
            chance_tops.append(float(inside.mean()))
            chances.append((box[2] - box[0]) * (box[3] - box[1]) / canvas**2)
    if not masses:
        raise ValueError("no item words to score")
    return Localisation(
        float(np.mean(masses)),
        float(np.mean(hits)),
        float(np.mean(chances)),
        float(np.mean(chance_tops)),
        len(masses),
    )
