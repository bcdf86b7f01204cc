"""Evaluate a trained run on a split: translate it, score it, write the report beside the run."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

from attnlab.data import load_corpus
from attnlab.data.languages import length_function, length_unit
from attnlab.evaluation import (
    DEFAULT_BUCKETS,
    EvaluationReport,
    bleu_by_length,
    corpus_scores,
    format_table,
    save_report,
)
from attnlab.translation import Translator


def evaluate_run(
    run_dir: str | Path,
    split: str = "test",
    beam_size: int | None = None,
    by_length: bool = False,
    buckets: Sequence[int] | None = None,
) -> EvaluationReport:
    """BLEU and chrF (all references) of the run's best weights on ``split``; prints the
    scores with their signatures and writes RUN_DIR/report-<split>.json."""
    translator = Translator.from_run(run_dir)
    config = translator.run.config
    corpus = load_corpus(config.data.corpus)
    sources, references = corpus.references(split)
    beam = config.decode.beam_size if beam_size is None else beam_size
    started = time.perf_counter()
    hypotheses = [t.target for t in translator.translate(sources, beam_size=beam)]
    seconds = time.perf_counter() - started
    scores = corpus_scores(hypotheses, references, corpus.tgt_lang)
    rows = []
    if by_length:
        rows = bleu_by_length(
            sources,
            hypotheses,
            references,
            target_lang=corpus.tgt_lang,
            length_of=length_function(corpus.src_lang),
            buckets=buckets or DEFAULT_BUCKETS,
        )
    report = EvaluationReport(
        corpus=scores,
        by_length=rows,
        meta={
            "run_dir": str(run_dir),
            "corpus": corpus.name,
            "split": split,
            "sentences": len(sources),
            "beam_size": beam,
            "translate_seconds": round(seconds, 1),
            "attribution": corpus.attribution,
        },
    )
    path = translator.run.files.report(split)
    save_report(report, path)
    print(f"{corpus.name} {split}: {len(sources)} source sentences, beam {beam}")
    print(scores.format())
    if rows:
        print(f"\nBLEU by source length ({length_unit(corpus.src_lang)}):")
        print(format_table(rows))
    print(f"report: {path}")
    return report
