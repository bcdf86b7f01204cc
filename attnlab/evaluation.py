"""Evaluate a trained run on a split, or on an outside test set (a source file and its
reference files, or a TSV file): translate it, score it, write the report beside the run."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

from attnlab import pretrained
from attnlab.atomic import write_file
from attnlab.data import Corpus, SubwordTokenizer, Tokenizers, languages, load_corpus
from attnlab.data.corpus import SPLITS, ReferenceSet, group_references, seen_in_training
from attnlab.data.lines import read_lines
from attnlab.data.user_data import read_tsv
from attnlab.locales import say
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
from attnlab.runs import is_hugging_face
from attnlab.translation import Translator

LENGTH_UNITS = ("words", "characters", "tokens")


@dataclass(frozen=True)
class FileTestSet:
    """An outside test set: a ``source`` file and its ``references`` files (plain text, line i
    of each the same sentence; several files, several references), or a ``tsv`` file with
    ``src`` and ``tgt`` columns as attnlab's TSV corpora have (every row; a source on several
    rows has several references). Scored as a split is, it reads as the same sources and
    references (``read``)."""

    source: Path | None = None
    references: tuple[Path, ...] = ()
    tsv: Path | None = None

    def __post_init__(self) -> None:
        if (self.source is None) == (self.tsv is None):
            raise ValueError(
                "give an outside test set as --source FILE with --reference FILE (plain text, "
                "one sentence a line), or as --tsv FILE (src and tgt columns): one of the two"
            )
        if self.source is not None and not self.references:
            raise ValueError(f"--source {self.source} needs its references: --reference FILE")
        if self.tsv is not None and self.references:
            raise ValueError("--reference goes with --source; a --tsv file holds its references")

    @property
    def name(self) -> str:
        """What the report is named after: the file's stem (news.zh -> news), but its whole
        name where the stem is a split's (test.zh), so report-test.json stays the split's."""
        path = self.source or self.tsv
        assert path is not None
        return path.name if path.stem in SPLITS else path.stem

    def read(self) -> ReferenceSet:
        """The sources and, for each, its references; files of different line counts are one
        error naming each file with its count."""
        if self.tsv is not None:
            return group_references(read_tsv(self.tsv, src_column="src", tgt_column="tgt").pairs)
        assert self.source is not None
        files = [self.source, *self.references]
        columns = [read_lines(path) for path in files]
        counts = [len(lines) for lines in columns]
        if len(set(counts)) > 1:
            said = ", ".join(
                f"{path} has {count:,}" for path, count in zip(files, counts, strict=True)
            )
            raise ValueError(
                f"the files differ in lines: {said}; give one reference a line for each source line"
            )
        references = []
        for number, line in enumerate(zip(*columns[1:], strict=True), start=1):
            given = [reference for reference in line if reference.strip()]
            if not given:  # a blank line in one of several files: that file has none for it
                raise ValueError(
                    f"line {number} of {', '.join(map(str, self.references))} is blank: every "
                    "source line needs a reference"
                )
            references.append(given)
        return ReferenceSet(columns[0], references)


class _Scored(NamedTuple):
    """What a report scores: a split of a corpus, or an outside test set, as one."""

    references: ReferenceSet
    src_lang: str
    tgt_lang: str
    what: dict[str, Any]  # the report's meta on it: the corpus and split, or the files
    attribution: str
    report: tuple[str, str | None]  # report-NAME(-CORPUS).json: (NAME, CORPUS)
    label: str  # in the progress line: "translating test"
    written: str  # what --output holds a line for: "distinct source of the 30 test pairs"


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
    test_set: FileTestSet | None = None,
    ensemble_with: Sequence[str | Path] = (),
    beam_rule: str | None = None,
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
    ``test_set``: score an outside test set instead of a split, in the run's languages; the
    report is report-<name>.json (``FileTestSet.name``: news.zh -> report-news.json).
    ``ensemble_with``: more runs that decode with this one as an ensemble
    (``Translator.ensemble``); the report, no one run's, is then written in the current
    directory as ensemble-RUN+RUN...-report-<split>.json. ``beam_rule``: the beam's, instead
    of the run's decode.beam_rule (``Translator.with_decoding``).
    """
    if length_unit is not None and length_unit not in LENGTH_UNITS:
        raise ValueError(
            f"the length unit must be one of {list(LENGTH_UNITS)}, got {length_unit!r}"
        )
    if test_set is not None and corpus is not None:
        raise ValueError("--corpus names a corpus whose split to score: drop it or the files")
    outside = None if test_set is None else test_set.read()  # a bad file: said before loading
    members = [run_dir, *ensemble_with]
    translator = Translator.ensemble(members, weights, int8=int8)
    if beam_rule is not None:
        translator = translator.with_decoding(beam_rule=beam_rule)
    config, tokenizers = translator.run.config, translator.run.tokenizers
    # What the run was taught from: its own corpus's training pairs (a Hugging Face model's
    # are not known); read once, for the split it scores as well
    taught = not is_hugging_face(translator.run.files)
    if test_set is None or outside is None:
        own = load_corpus(config.data.corpus)
        scored = _corpus_split(own, config.data.corpus, split, corpus, tokenizers)
        train = own.train if taught else None
    else:
        scored = _file_set(test_set, outside, tokenizers)
        train = load_corpus(config.data.corpus).train if taught else None
    sources, references = scored.references
    seen = [] if train is None else seen_in_training(scored.references, train)
    beam = config.decode.beam_size if beam_size is None else beam_size
    started = time.perf_counter()
    with WorkProgress(scored.label, len(sources), "sentences", quiet=quiet) as bar:
        translations = translator.translate(
            sources, beam_size=beam, need_weights=False, on_batch=bar.advance
        )
    hypotheses = [t.target for t in translations]
    seconds = time.perf_counter() - started
    if output is not None:
        _write_translations(output, sources, hypotheses, scored.written)
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
            **({"ensemble": [str(member) for member in members]} if ensemble_with else {}),
            **scored.what,
            "sentences": len(sources),
            "beam_size": beam,
            "beam_rule": config.decode.beam_rule,
            "weights": weights,
            "precision": "int8" if int8 else "float32",
            "translate_seconds": round(seconds, 1),
            "length_unit": unit if by_length else None,
            "exact_match_rule": "a hypothesis equal to one of its references, both in the target "
            "tokenizer's normalization with single spaces",
            "attribution": scored.attribution,
            **_without_seen(seen, hypotheses, references, scored.tgt_lang, same_text),
        },
    )
    if ensemble_with:
        names = "+".join(Path(member).resolve().name for member in members)
        split_name, corpus_name = scored.report
        report_of_first = translator.run.files.report(split_name, int8=int8, corpus=corpus_name)
        path = Path(f"ensemble-{names}-{report_of_first.name}")
    else:
        path = _report_path(translator, *scored.report, int8=int8)
    save_report(report, path)
    _print_report(report, path, output)
    return report


def _without_seen(
    seen: list[int],
    hypotheses: list[str],
    references: list[list[str]],
    target_lang: str,
    normalize: Callable[[str], str],
) -> dict[str, Any]:
    """The report's figures without the sources whose reference is verbatim a training target
    (``seen``, their indices), when there are any: the part of the score memory cannot give."""
    if not seen:
        return {}
    skipped = set(seen)
    kept = [index for index in range(len(hypotheses)) if index not in skipped]
    scores = corpus_scores(
        [hypotheses[index] for index in kept],
        [references[index] for index in kept],
        target_lang,
        normalize=normalize,
    )
    return {
        "references_seen_in_training": {
            "rule": "a source with a reference that is verbatim a target of the run's training "
            "corpus",
            "sources": len(seen),
            "without_them": {
                "sentences": len(kept),
                "bleu": scores.bleu,
                "chrf": scores.chrf,
            },
        }
    }


def _corpus_split(
    own: Corpus, own_spec: str, split: str, corpus: str | None, tokenizers: Tokenizers
) -> _Scored:
    """``split`` of the run's corpus (``own``, read from ``own_spec``), or of ``corpus``, one
    of its languages (a Hugging Face model's are its tokenizer's, where it names them; its
    corpus is the default one, Tatoeba zh-en)."""
    langs = (tokenizers.src.lang, tokenizers.tgt.lang)
    if corpus is None and all(langs) and langs != (own.src_lang, own.tgt_lang):
        raise ValueError(
            f"the model translates {langs[0]}->{langs[1]}, {own.name} {own.src_lang}->"
            f"{own.tgt_lang}: give --corpus NAME of its languages, or --source and --reference"
        )
    other = corpus if corpus not in (None, own_spec) else None
    scored = own if other is None else load_corpus(other)
    if (scored.src_lang, scored.tgt_lang) != (own.src_lang, own.tgt_lang):
        raise ValueError(
            f"--corpus {other}: it translates {scored.src_lang}->{scored.tgt_lang}, the run "
            f"{own.src_lang}->{own.tgt_lang}; give a corpus of the run's languages"
        )
    return _Scored(
        references=scored.references(split),
        src_lang=scored.src_lang,
        tgt_lang=scored.tgt_lang,
        what={"corpus": scored.name, "split": split},
        attribution=scored.attribution,
        report=(split, None if other is None else scored.name),
        label=f"translating {split}",
        written=say(
            "messages.each_distinct_source", pairs=f"{len(scored.split(split)):,}", split=split
        ),
    )


def _file_set(test_set: FileTestSet, references: ReferenceSet, tokenizers: Tokenizers) -> _Scored:
    """An outside test set (``references``, as it reads), in the run's languages: those of its
    tokenizers."""
    files: dict[str, Any] = {"tsv": str(test_set.tsv)}
    if test_set.source is not None:
        files = {"source": str(test_set.source), "references": list(map(str, test_set.references))}
    return _Scored(
        references=references,
        src_lang=tokenizers.src.lang,
        tgt_lang=tokenizers.tgt.lang,
        what={"corpus": test_set.name, "split": None, "files": files},
        attribution="",
        report=(test_set.name, None),
        label=f"translating {test_set.name}",
        written=say("messages.each_tsv_source", file=test_set.tsv)
        if test_set.tsv is not None
        else say("messages.each_line", file=test_set.source),
    )


def _report_path(translator: Translator, split: str, corpus: str | None, *, int8: bool) -> Path:
    """The run's report-SPLIT(-CORPUS)(-int8).json (a Hugging Face folder's too, as a run's:
    the explorer's Data view reads it there); for a shipped model, whose files are never
    written, NAME-report-... in the current directory."""
    files = translator.run.files
    path = files.report(split, int8=int8, corpus=corpus)
    if pretrained.is_shipped(path):
        return Path(f"{files.root.resolve().name}-{path.name}")
    return path


def _print_report(report: EvaluationReport, path: Path, output: str | Path | None) -> None:
    meta = report.meta
    files, counts = meta.get("files"), {"sentences": meta["sentences"], "beam": meta["beam_size"]}
    if files is None:
        print(say("messages.scored_split", corpus=meta["corpus"], split=meta["split"], **counts))
    else:
        given = files.get("tsv") or say(
            "messages.files_against",
            source=files["source"],
            references=", ".join(files["references"]),
        )
        print(say("messages.scored_files", corpus=meta["corpus"], files=given, **counts))
    print(report.corpus.format())
    seen = meta.get("references_seen_in_training")
    if seen is not None:
        without = seen["without_them"]
        print(
            say(
                "messages.without_seen",
                seen=f"{seen['sources']:,}",
                sentences=f"{without['sentences']:,}",
                bleu=f"{without['bleu']:.2f}",
                chrf=f"{without['chrf']:.2f}",
            )
        )
    if report.by_length:
        unit = say(f"messages.unit_{meta['length_unit']}")
        print(f"\n{say('messages.by_length', unit=unit)}")
        print(format_table(report.by_length))
    if output is not None:
        print(say("messages.translations", path=output))
    print(say("messages.report", path=path))


def _write_translations(
    output: str | Path, sources: list[str], hypotheses: list[str], each: str
) -> None:
    """One line per source scored into ``output`` (``each`` says what they are), and the
    sources to align them beside it."""
    write_file(output, "".join(f"{hypothesis}\n" for hypothesis in hypotheses))
    write_file(f"{output}.sources", "".join(f"{source}\n" for source in sources))
    print(say("messages.wrote_translations", path=output, count=f"{len(hypotheses):,}", each=each))


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
