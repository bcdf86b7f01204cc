"""Evaluation: corpus BLEU and chrF through sacreBLEU, exact matches, scores by source length,
JSON reports.

Sentence lengths (``length_function`` and its two measures) are the data layer's, re-exported.
"""

from attnlab.data.languages import count_characters, count_words, length_function
from attnlab.metrics.bleu import (
    CorpusScores,
    collapse_spaces,
    corpus_scores,
    count_exact_matches,
    reference_streams,
    tokenizer_for,
)
from attnlab.metrics.length_buckets import (
    BUCKET_RULE,
    DEFAULT_BUCKETS,
    LengthBucketRow,
    bleu_by_length,
    format_table,
    to_json,
)
from attnlab.metrics.report import EvaluationReport, load_report, save_report

__all__ = [
    "BUCKET_RULE",
    "DEFAULT_BUCKETS",
    "CorpusScores",
    "EvaluationReport",
    "LengthBucketRow",
    "bleu_by_length",
    "collapse_spaces",
    "corpus_scores",
    "count_characters",
    "count_exact_matches",
    "count_words",
    "format_table",
    "length_function",
    "load_report",
    "reference_streams",
    "save_report",
    "to_json",
    "tokenizer_for",
]
