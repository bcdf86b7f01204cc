"""Scores by source length: does quality fall off on long sentences?

Reference: Bahdanau et al. (2015), Figure 2 (BLEU against sentence length).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from itertools import pairwise
from typing import Any

from attnlab.evaluation.bleu import check_corpus, corpus_scores

DEFAULT_BUCKETS = (0, 10, 20, 30, 40, 50, 60)


@dataclass(frozen=True)
class LengthBucketRow:
    """One source-length bucket: lengths in [low, high); high None means no upper bound."""

    label: str
    low: int
    high: int | None
    count: int
    bleu: float | None  # None when the bucket is empty
    chrf: float | None

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
) -> list[LengthBucketRow]:
    """Corpus BLEU and chrF of the sentences in each source-length bucket.

    ``length_of`` measures a source sentence; pass ``length_function(source_lang)``,
    ``count_words`` or ``count_characters`` (from ``attnlab.data.languages``; there is no
    default, since the right one depends on the source language). Buckets are half-open,
    [0, 10), [10, 20), ..., [60, inf). An empty bucket gets count 0 and no scores. Small
    buckets give noisy BLEU.
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
        bleu = chrf = None
        if idx:
            scores = corpus_scores(
                [hypotheses[i] for i in idx],
                [references[i] for i in idx],
                target_lang,
                tokenize=tokenize,
            )
            bleu, chrf = scores.bleu, scores.chrf
        rows.append(LengthBucketRow(bucket_label(low, high), low, high, len(idx), bleu, chrf))
    return rows


def format_table(rows: Sequence[LengthBucketRow]) -> str:
    """An aligned text table, one line per bucket; empty buckets show '-' for scores."""
    header = ("length", "sentences", "BLEU", "chrF")

    def score(value: float | None) -> str:
        return "-" if value is None else f"{value:.2f}"

    body = [(r.label, str(r.count), score(r.bleu), score(r.chrf)) for r in rows]
    widths = [max(len(line[c]) for line in [header, *body]) for c in range(len(header))]

    def render(line: tuple[str, ...]) -> str:
        first = line[0].ljust(widths[0])
        rest = [cell.rjust(w) for cell, w in zip(line[1:], widths[1:], strict=True)]
        return "  ".join([first, *rest])

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([render(header), rule, *(render(line) for line in body)])


def to_json(rows: Sequence[LengthBucketRow]) -> list[dict[str, Any]]:
    """JSON-ready dicts, one per bucket (``json.dumps`` turns None into null)."""
    return [row.to_json() for row in rows]


def from_json(data: Sequence[dict[str, Any]]) -> list[LengthBucketRow]:
    return [LengthBucketRow.from_json(item) for item in data]
