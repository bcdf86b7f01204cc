"""Evaluate a trained run on a split: translate it, score it, write the report beside the run."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from attnlab import pretrained
from attnlab.atomic import write_file
from attnlab.data import SubwordTokenizer, languages, load_corpus
from attnlab.metrics import (
    DEFAULT_BUCKETS,
    EvaluationReport,
    bleu_by_length,
    collapse_spaces,
    corpus_scores,
    format_table,
    save_report,
)
from attnlab.reporting import WorkProgress
from attnlab.translation import Translator

LENGTH_UNITS = ("words", "characters", "tokens")


def evaluate_run(
    run_dir: str | Path,
    split: str = "test",
    beam_size: int | None = None,
    by_length: bool = False,
    buckets: Sequence[int] | None = None,
    *,
    length_unit: str | None = None,
    output: str | Path | None = None,
    weights: str = "best",
    quiet: bool = True,
    int8: bool = False,
    corpus: str | None = None,
) -> EvaluationReport:
    """BLEU, chrF (all references) and exact matches of the run's ``weights`` on ``split``
    ("best": those of the best dev BLEU; "last": the latest checkpoint's); prints the scores
    with their signatures and writes RUN_DIR/report-<split>.json (for a shipped model, which
    is never written to, NAME-report-<split>.json in the current directory).

    ``by_length`` adds the scores by source length, in ``length_unit``: words, characters
    or tokens (subword pieces of the run's source tokenizer; default: characters for Chinese
    and Japanese sources, words otherwise). ``output``: also write the translations there,
    one a line, aligned with the split's sources. ``quiet=False`` reports the translation's
    progress on stderr. ``int8``: decode with int8 weights (``Translator.from_run``); the
    report is then report-<split>-int8.json, beside the float32 one. ``corpus``: score the
    split of this corpus (a spec as ``data.corpus`` takes) instead of the run's own, e.g. a
    model trained on Tatoeba on ``tatoeba-zh-en-joined``'s (the long test); it must have the run's
    languages, and the report's name carries its name (report-<split>-<name>.json).
    """
    if length_unit is not None and length_unit not in LENGTH_UNITS:
        raise ValueError(
            f"the length unit must be one of {list(LENGTH_UNITS)}, got {length_unit!r}"
        )
    translator = Translator.from_run(run_dir, weights, int8=int8)
    config, tokenizers = translator.run.config, translator.run.tokenizers
    own = load_corpus(config.data.corpus)
    other = corpus if corpus not in (None, config.data.corpus) else None
    scored = own if other is None else load_corpus(other)
    if (scored.src_lang, scored.tgt_lang) != (own.src_lang, own.tgt_lang):
        raise ValueError(
            f"--corpus {other}: it translates {scored.src_lang}->{scored.tgt_lang}, the run "
            f"{own.src_lang}->{own.tgt_lang}; give a corpus of the run's languages"
        )
    sources, references = scored.references(split)
    beam = config.decode.beam_size if beam_size is None else beam_size
    started = time.perf_counter()
    with WorkProgress(f"translating {split}", len(sources), "sentences", quiet=quiet) as bar:
        translations = translator.translate(
            sources, beam_size=beam, need_weights=False, on_batch=bar.advance
        )
    hypotheses = [t.target for t in translations]
    seconds = time.perf_counter() - started
    if output is not None:
        _write_translations(output, sources, hypotheses, f"{len(scored.split(split)):,} {split}")
    same_text = partial(_as_written, tokenizers.tgt)
    scores = corpus_scores(hypotheses, references, scored.tgt_lang, normalize=same_text)
    unit = length_unit or languages.length_unit(scored.src_lang)
    rows = []
    if by_length:
        rows = bleu_by_length(
            sources,
            hypotheses,
            references,
            target_lang=scored.tgt_lang,
            length_of=length_measure(unit, tokenizers.src),
            buckets=buckets or DEFAULT_BUCKETS,
            normalize=same_text,
        )
    report = EvaluationReport(
        corpus=scores,
        by_length=rows,
        meta={
            "run_dir": str(run_dir),
            "corpus": scored.name,
            "split": split,
            "sentences": len(sources),
            "beam_size": beam,
            "weights": weights,
            "precision": "int8" if int8 else "float32",
            "translate_seconds": round(seconds, 1),
            "length_unit": unit if by_length else None,
            "exact_match_rule": "a hypothesis equal to one of its references, both in the target "
            "tokenizer's normalization with single spaces",
            "attribution": scored.attribution,
        },
    )
    path = _report_path(translator, split, int8, None if other is None else scored.name)
    save_report(report, path)
    _print_report(report, path, output)
    return report


def _report_path(translator: Translator, split: str, int8: bool, corpus: str | None) -> Path:
    """The run's report-SPLIT(-CORPUS)(-int8).json; for a shipped model, whose files are never
    written, NAME-report-... in the current directory."""
    path = translator.run.files.report(split, int8=int8, corpus=corpus)
    return (
        Path(f"{translator.run.files.root.name}-{path.name}")
        if pretrained.is_shipped(path)
        else path
    )


def _print_report(report: EvaluationReport, path: Path, output: str | Path | None) -> None:
    meta = report.meta
    print(
        f"{meta['corpus']} {meta['split']}: {meta['sentences']} source sentences, beam "
        f"{meta['beam_size']}"
    )
    print(report.corpus.format())
    if report.by_length:
        unit = meta["length_unit"]
        print(f"\nBLEU by source length ({'subword tokens' if unit == 'tokens' else unit}):")
        print(format_table(report.by_length))
    if output is not None:
        print(f"translations: {output}")
    print(f"report: {path}")


def _write_translations(
    output: str | Path, sources: list[str], hypotheses: list[str], pairs: str
) -> None:
    """One line per distinct source into ``output``, and the sources to align them beside it."""
    write_file(output, "".join(f"{hypothesis}\n" for hypothesis in hypotheses))
    write_file(f"{output}.sources", "".join(f"{source}\n" for source in sources))
    print(
        f"wrote {output}: {len(hypotheses):,} translations, one per distinct source of the "
        f"{pairs} pairs (sources in {output}.sources)"
    )


def _as_written(target: SubwordTokenizer, text: str) -> str:
    """Text as hypotheses are written, to compare them: in the target tokenizer's
    normalization (say Traditional -> Simplified) with single spaces, as its decoding leaves
    them. Not through encode-decode itself: that would turn any unknown character into the
    one a hypothesis writes for <unk>, and count a match."""
    return collapse_spaces(target.normalize(text))


def length_measure(unit: str, source_tokenizer: SubwordTokenizer) -> Callable[[str], int]:
    """The length of a source sentence in ``unit``: words, characters, or the subword tokens
    the model reads."""
    if unit == "tokens":
        return lambda text: len(source_tokenizer.encode(text))
    return languages.count_characters if unit == "characters" else languages.count_words
