"""Evaluation: corpus BLEU and chrF through sacreBLEU, scores by source length, JSON reports.

Sentence lengths (``length_function`` and its two measures) are the data layer's, re-exported.
"""

from attnlab.data.languages import count_characters, count_words, length_function
from attnlab.evaluation.bleu import CorpusScores, corpus_scores, reference_streams, tokenizer_for
from attnlab.evaluation.length_buckets import (
    DEFAULT_BUCKETS,
    LengthBucketRow,
    bleu_by_length,
    format_table,
    to_json,
)
from attnlab.evaluation.report import EvaluationReport, load_report, save_report

__all__ = [
    "DEFAULT_BUCKETS",
    "CorpusScores",
    "EvaluationReport",
    "LengthBucketRow",
    "bleu_by_length",
    "corpus_scores",
    "count_characters",
    "count_words",
    "format_table",
    "length_function",
    "load_report",
    "reference_streams",
    "save_report",
    "to_json",
    "tokenizer_for",
]
