"""An evaluation report on disk: corpus scores, scores by length, free-form metadata, as JSON."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from attnlab.atomic import write_json
from attnlab.metrics.bleu import CorpusScores
from attnlab.metrics.length_buckets import BUCKET_RULE, LengthBucketRow, from_json, to_json

# 2 added exact matches, BLEU's n-gram order and the by-length rule; 1 still reads (as None).
REPORT_VERSION = 2
READABLE_VERSIONS = (1, 2)


@dataclass(frozen=True)
class EvaluationReport:
    corpus: CorpusScores
    by_length: list[LengthBucketRow] = field(default_factory=list)
    # Anything JSON can hold: checkpoint path, test set, decoding settings.
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": REPORT_VERSION,
            "corpus": self.corpus.to_json(),
            "by_length": to_json(self.by_length),
            "by_length_rule": BUCKET_RULE if self.by_length else None,
            "meta": self.meta,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> EvaluationReport:
        version = data.get("version")
        if version not in READABLE_VERSIONS:
            raise ValueError(
                f"report version {version!r} is not one of {READABLE_VERSIONS}; re-run evaluation"
            )
        return cls(
            corpus=CorpusScores.from_json(data["corpus"]),
            by_length=from_json(data["by_length"]),
            meta=dict(data["meta"]),
        )


def save_report(report: EvaluationReport, path: str | os.PathLike[str]) -> Path:
    return write_json(path, report.to_json())


def load_report(path: str | os.PathLike[str]) -> EvaluationReport:
    with open(path, encoding="utf-8") as f:
        return EvaluationReport.from_json(json.load(f))
