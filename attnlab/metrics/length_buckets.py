"""Scores by source length: does quality fall off on long sentences?

Reference: Bahdanau et al. (2015), Figure 2 (BLEU against sentence length).
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from itertools import pairwise
from typing import Any

from attnlab.metrics.bleu import MAX_ORDER, check_corpus, collapse_spaces, corpus_scores

DEFAULT_BUCKETS = (0, 10, 20, 30, 40, 50, 60)

# How a bucket is scored, for the table's footer and the report's JSON. A bucket of short
# sentences has no 4-grams, and plain BLEU would give it 0 however right it is.
BUCKET_RULE = (
    "BLEU of each bucket is sacreBLEU corpus BLEU with effective order: when no hypothesis in "
    "the bucket has 4-grams (all shorter than 4 tokens), it averages the n-gram orders they "
    "have (bleu_order) instead of scoring 0; with 4-grams present it is plain BLEU. exact: "
    "the share of hypotheses equal to one of their references."
)


@dataclass(frozen=True)
class LengthBucketRow:
    """One source-length bucket: lengths in [low, high); high None means no upper bound."""

    label: str
    low: int
    high: int | None
    count: int
    bleu: float | None  # None when the bucket is empty
    chrf: float | None
    exact_matches: int | None = None  # hypotheses equal to a reference; None: empty, or old
    bleu_order: int | None = None  # n-gram orders BLEU averaged (BUCKET_RULE); None: empty

    @property
    def exact_match(self) -> float | None:
        """Exact matches as a percentage of the bucket's sentences."""
        return None if self.exact_matches is None else 100.0 * self.exact_matches / self.count

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LengthBucketRow:
        return cls(**data)


def bucket_ranges(buckets: Sequence[int]) -> list[tuple[int, int | None]]:
    """Edges (0, 10, 20) -> [(0, 10), (10, 20), (20, None)]; the last bucket is open."""
    edges = list(buckets)
    if not edges or edges[0] != 0:
        raise ValueError(f"bucket edges must start at 0 so every length has a bucket; got {edges}")
    if any(b <= a for a, b in pairwise(edges)):
        raise ValueError(f"bucket edges must be strictly increasing integers; got {edges}")
    highs: list[int | None] = [*edges[1:], None]
    return list(zip(edges, highs, strict=True))


def bucket_label(low: int, high: int | None) -> str:
    return f"{low}+" if high is None else f"{low}-{high - 1}"


def bleu_by_length(
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    *,
    target_lang: str,
    length_of: Callable[[str], int],
    buckets: Sequence[int] = DEFAULT_BUCKETS,
    tokenize: str | None = None,
    normalize: Callable[[str], str] = collapse_spaces,
) -> list[LengthBucketRow]:
    """Corpus BLEU (as ``BUCKET_RULE`` says), chrF and exact matches (compared through
    ``normalize``, see ``count_exact_matches``) of the sentences in each source-length bucket.

    ``length_of`` measures a source sentence; pass ``length_function(source_lang)``,
    ``count_words``, ``count_characters`` (from ``attnlab.data.languages``) or a count of
    subword tokens (there is no default, since the right one depends on the source language).
    Buckets are half-open, [0, 10), [10, 20), ..., [60, inf). An empty bucket gets count 0 and
    no scores. Small buckets give noisy BLEU.
    """
    check_corpus(hypotheses, references)
    if len(sources) != len(hypotheses):
        raise ValueError(
            f"got {len(sources)} sources but {len(hypotheses)} hypotheses: give one per sentence"
        )
    ranges = bucket_ranges(buckets)
    members: list[list[int]] = [[] for _ in ranges]
    for i, source in enumerate(sources):
        length = length_of(source)
        for b, (low, high) in enumerate(ranges):
            if low <= length and (high is None or length < high):
                members[b].append(i)
                break
    rows = []
    for (low, high), idx in zip(ranges, members, strict=True):
        label = bucket_label(low, high)
        if not idx:
            rows.append(LengthBucketRow(label, low, high, 0, None, None))
            continue
        scores = corpus_scores(
            [hypotheses[i] for i in idx],
            [references[i] for i in idx],
            target_lang,
            tokenize=tokenize,
            normalize=normalize,
            effective_order=True,
        )
        exact, order = scores.exact_matches, scores.bleu_order
        rows.append(
            LengthBucketRow(label, low, high, len(idx), scores.bleu, scores.chrf, exact, order)
        )
    return rows


def format_table(rows: Sequence[LengthBucketRow]) -> str:
    """An aligned text table, one line per bucket, then ``BUCKET_RULE``; empty buckets show
    '-' for scores, and a BLEU over fewer than 4 n-gram orders is marked with a footnote."""
    header = ("length", "sentences", "BLEU", "chrF", "exact")

    def score(value: float | None, suffix: str = "") -> str:
        return "-" if value is None else f"{value:.2f}{suffix}"

    def bleu(row: LengthBucketRow) -> str:
        return score(row.bleu, "*" if _short(row) else "")

    def exact(row: LengthBucketRow) -> str:
        return "-" if row.exact_match is None else f"{row.exact_match:.1f}%"

    body = [(r.label, str(r.count), bleu(r), score(r.chrf), exact(r)) for r in rows]
    widths = [max(len(line[c]) for line in [header, *body]) for c in range(len(header))]

    def render(line: tuple[str, ...]) -> str:
        first = line[0].ljust(widths[0])
        rest = [cell.rjust(w) for cell, w in zip(line[1:], widths[1:], strict=True)]
        return "  ".join([first, *rest])

    rule = "  ".join("-" * w for w in widths)
    notes = [
        f"* {r.label}: BLEU over n-grams up to {r.bleu_order}, its hypotheses have none longer"
        for r in rows
        if _short(r)
    ]
    footer = [*notes, *textwrap.wrap(BUCKET_RULE, 92)]
    return "\n".join([render(header), rule, *(render(line) for line in body), *footer])


def _short(row: LengthBucketRow) -> bool:
    """BLEU averaged fewer than 4 n-gram orders (effective order; 0: nothing to score)."""
    return row.bleu_order is not None and 0 < row.bleu_order < MAX_ORDER


def to_json(rows: Sequence[LengthBucketRow]) -> list[dict[str, Any]]:
    """JSON-ready dicts, one per bucket (``json.dumps`` turns None into null)."""
    return [row.to_json() for row in rows]


def from_json(data: Sequence[dict[str, Any]]) -> list[LengthBucketRow]:
    return [LengthBucketRow.from_json(item) for item in data]
