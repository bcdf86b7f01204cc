"""`attnlab evaluate` on a tiny trained run: the translations file, exact matches (in the target
tokenizer's script), lengths in subword tokens, characters and words, the beam and int8 asked
for, no attention computed, what it prints and when it reports progress, help texts that name
the files written."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import random
import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

from attnlab import chunked_attention, functional
from attnlab.cli import build_parser, main
from attnlab.config import load_config
from attnlab.data import load_corpus
from attnlab.data.chinese import to_simplified
from attnlab.data.importing import build_corpus, import_corpus
from attnlab.data.languages import count_characters, count_words
from attnlab.data.stats import corpus_stats
from attnlab.data.user_data import read_tsv
from attnlab.evaluation import FileTestSet, evaluate_run
from attnlab.metrics import corpus_scores, load_report
from attnlab.reporting import WorkProgress
from attnlab.runs import RunFiles, load_run
from attnlab.training.trainer import train
from attnlab.translation import Translator
from attnlab.weights import save_weights

CONFIG = Path(__file__).parents[1] / "configs" / "tiny-synthetic.yaml"


def write_word_corpus(path: Path) -> Path:
    """Reverse the order of made-up words of 1-4 letters: a word is several subword pieces."""
    rng = random.Random(0)
    lines = ["src\ttgt\tsplit"]
    for i in range(360):
        words = ["".join(rng.choices("abcdefghij", k=rng.randint(1, 4))) for _ in range(6)]
        words = words[: rng.randint(2, 6)]
        split = "train" if i < 300 else "dev" if i < 330 else "test"
        lines.append(f"{' '.join(words)}\t{' '.join(reversed(words))}\t{split}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A tiny Transformer run trained with label smoothing, and what training printed."""
    root = tmp_path_factory.mktemp("runs")
    run_dir = root / "transformer"
    overrides = [
        f"--run_dir={run_dir}",
        "--model.family=transformer",
        f"--data.corpus={write_word_corpus(root / 'words.tsv')}",
        "--train.max_steps=20",
        "--train.eval_every=10",
        "--train.dev_bleu_sentences=20",
        "--train.label_smoothing=0.1",
    ]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        train(load_config(CONFIG, overrides))
    return run_dir, printed.getvalue()


def test_evaluate_writes_aligned_translations_and_exact_matches(
    run: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_dir, _ = run
    # Nobody looks at attention here: no model may compute weights.
    monkeypatch.setattr(functional, "masked_softmax", _no_weights)
    monkeypatch.setattr(chunked_attention, "chunked_attention", _no_weights)
    output = tmp_path / "out" / "hyps.txt"
    report = evaluate_run(run_dir, output=output)
    sources, references = load_corpus(load_run(run_dir).config.data.corpus).references("test")
    lines = output.read_text(encoding="utf-8").split("\n")
    assert lines[-1] == "" and len(lines[:-1]) == len(sources) == report.corpus.num_sentences
    expected = sum(line in refs for line, refs in zip(lines[:-1], references, strict=True))
    assert report.corpus.exact_matches == expected
    saved = json.loads(RunFiles(run_dir).report("test").read_text(encoding="utf-8"))
    assert saved["corpus"]["exact_matches"] == expected
    # The sources beside them, aligned; no temporary left.
    assert sorted(p.name for p in output.parent.iterdir()) == ["hyps.txt", "hyps.txt.sources"]
    assert (output.parent / "hyps.txt.sources").read_text(encoding="utf-8").split("\n") == [
        *sources,
        "",
    ]


def test_the_report_says_how_it_was_made(run: tuple[Path, str]) -> None:
    """By default: the config's beam, the best weights, float32, no lengths; each key as the
    saved report and the explorer read it."""
    run_dir, _ = run
    config = load_run(run_dir).config
    started = time.perf_counter()
    report = evaluate_run(run_dir, "dev")
    elapsed = time.perf_counter() - started
    corpus = load_corpus(config.data.corpus)
    seconds = report.meta.pop("translate_seconds")
    # The translation's own time, to a tenth of a second: within the whole call's.
    assert isinstance(seconds, float) and 0 <= seconds <= elapsed + 0.05
    assert report.meta == {
        "run_dir": str(run_dir),
        "corpus": corpus.name,
        "split": "dev",
        "sentences": len(corpus.references("dev")[0]),
        "beam_size": config.decode.beam_size,
        "beam_rule": config.decode.beam_rule,
        "weights": "best",
        "precision": "float32",
        "length_unit": None,
        "exact_match_rule": "a hypothesis equal to one of its references, both in the target "
        "tokenizer's normalization with single spaces",
        "attribution": corpus.attribution,
    }
    assert report.by_length == []
    saved = json.loads(RunFiles(run_dir).report("dev").read_text(encoding="utf-8"))
    assert saved["meta"] == {**report.meta, "translate_seconds": seconds}


def test_exact_match_counts_references_as_hypotheses_are_written(
    run: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A perfect translation of every other sentence, spaced as a model never writes it."""
    run_dir, _ = run
    sources, references = load_corpus(load_run(run_dir).config.data.corpus).references("test")
    written = [
        f" {'  '.join(refs[0].split())} " if i % 2 else "x" for i, refs in enumerate(references)
    ]

    def translate(self: Translator, sentences: list[str], *args: object, **kwargs: object) -> list:
        return [SimpleNamespace(target=target) for target in written]

    monkeypatch.setattr(Translator, "translate", translate)
    output = tmp_path / "hyps.txt"
    report = evaluate_run(run_dir, by_length=True, output=output)
    assert report.corpus.exact_matches == len(sources) // 2
    assert sum(row.exact_matches or 0 for row in report.by_length) == len(sources) // 2
    assert output.read_text(encoding="utf-8").split("\n") == [*written, ""]


def test_lengths_in_subword_tokens(run: tuple[Path, str], capsys: pytest.CaptureFixture) -> None:
    run_dir, _ = run
    loaded = load_run(run_dir)
    sources, _ = load_corpus(loaded.config.data.corpus).references("test")
    report = evaluate_run(run_dir, by_length=True, buckets=(0, 4, 8), length_unit="tokens")
    lengths = [len(loaded.tokenizers.src.encode(source)) for source in sources]
    counts = [sum(lo <= n < hi for n in lengths) for lo, hi in ((0, 4), (4, 8), (8, 10**9))]
    assert [row.count for row in report.by_length] == counts
    assert any(count_words(source) != n for source, n in zip(sources, lengths, strict=True))
    assert report.meta["length_unit"] == "tokens"
    saved = json.loads(RunFiles(run_dir).report("test").read_text(encoding="utf-8"))
    assert "effective order" in saved["by_length_rule"]
    assert all(row["count"] == 0 or row["exact_matches"] is not None for row in saved["by_length"])
    shown = capsys.readouterr().out
    assert "BLEU by source length (subword tokens)" in shown and "effective order" in shown
    with pytest.raises(ValueError, match="length unit must be one of"):
        evaluate_run(run_dir, by_length=True, length_unit="bytes")


def test_help_names_the_report_files_written(
    run: tuple[Path, str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    run_dir, _ = run
    monkeypatch.setenv("COLUMNS", "1000")  # one line per paragraph: no name broken at a hyphen
    evaluate_run(run_dir, split="dev")
    evaluate_run(run_dir)  # the test split's: this test must not count on another writing it
    written = {path.name for path in run_dir.glob("report*.json")}
    assert written == {"report-test.json", "report-dev.json"}

    def help_of(command: str) -> str:
        with pytest.raises(SystemExit):
            main([command, "--help"])
        return capsys.readouterr().out

    named = set(re.findall(r"report[\w-]*\.json", help_of("evaluate")))
    # report-SPLIT-int8.json is --int8's (tests/models/test_inference.py writes one)
    # report-SPLIT-NAME.json is --corpus NAME's (test_a_run_is_scored_on_another_corpus...),
    # report-NAME.json and report-news.json --source's (test_an_outside_test_set_is_scored...)
    assert named <= written | {
        "report-SPLIT.json",
        "report-SPLIT-int8.json",
        "report-SPLIT-NAME.json",
        "report-NAME.json",
        "report-news.json",
    }
    assert "report-SPLIT.json" in named
    assert "report-test.json" in help_of("compare")
    options = build_parser().parse_args(["evaluate", str(run_dir), "--length-unit", "tokens"])
    assert options.length_unit == "tokens" and options.output is None


def test_training_names_each_loss(run: tuple[Path, str]) -> None:
    """train_loss is label-smoothed here, dev_loss is plain NLL: the lines say so."""
    _, printed = run
    lines = [line for line in printed.splitlines() if line.startswith("step ")]
    assert len(lines) == 2
    for line in lines:
        assert re.match(
            r"step \d+: train loss \d+\.\d{3} \(label-smoothed 0\.1, mean since the last "
            r"evaluation\), dev NLL \d+\.\d{3}, dev BLEU",
            line,
        ), line
    assert "dev loss" not in printed


def _no_weights(*args: object, **kwargs: object) -> None:
    raise AssertionError("attention weights were computed, but nobody asked for them")


def test_evaluate_reads_the_weights_asked_for(run: tuple[Path, str], tmp_path: Path) -> None:
    """A run stopped after its last evaluation: --weights last translates with the latest
    checkpoint, the default with the best dev BLEU's (here made unlike it: all zeros)."""
    run_dir, _ = run
    copy = tmp_path / "run"
    shutil.copytree(run_dir, copy)
    best = load_run(copy, "best")
    for parameter in best.model.parameters():
        parameter.data.zero_()
    save_weights(best.model, RunFiles(copy).best_weights)
    last, zeroed = tmp_path / "last.txt", tmp_path / "best.txt"
    report = evaluate_run(copy, weights="last", output=last)
    evaluate_run(copy, output=zeroed)
    assert report.meta["weights"] == "last"
    sources, _ = load_corpus(best.config.data.corpus).references("test")
    expected = [t.target for t in Translator.from_run(copy, "last").translate(sources)]
    assert last.read_text(encoding="utf-8").splitlines() == expected
    assert len(set(zeroed.read_text(encoding="utf-8").split("\n")[:-1])) == 1  # a model of zeros
    assert expected != zeroed.read_text(encoding="utf-8").split("\n")[:-1]
    with pytest.raises(ValueError, match="weights must be 'best' or 'last', got 'first'"):
        load_run(copy, "first")


def test_a_beam_size_given_replaces_the_configs(run: tuple[Path, str], tmp_path: Path) -> None:
    """Greedy (beam 1) asked of a run configured for beam 3: the translations are greedy's,
    and the report says beam 1."""
    run_dir, _ = run
    translator = Translator.from_run(run_dir)
    assert translator.run.config.decode.beam_size == 3
    sources, _ = load_corpus(translator.run.config.data.corpus).references("test")
    greedy = [t.target for t in translator.translate(sources, beam_size=1)]
    assert greedy != [t.target for t in translator.translate(sources)]  # beam 3 differs here
    output = tmp_path / "greedy.txt"
    report = evaluate_run(run_dir, beam_size=1, output=output)
    assert output.read_text(encoding="utf-8").split("\n") == [*greedy, ""]
    assert report.meta["beam_size"] == 1


def test_int8_decodes_with_int8_weights_and_writes_its_own_report(
    run: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    run_dir, _ = run
    copy = tmp_path / "run"
    shutil.copytree(run_dir, copy)
    (copy / "report-test.json").unlink(missing_ok=True)
    sources, _ = load_corpus(load_run(copy).config.data.corpus).references("test")
    int8 = [t.target for t in Translator.from_run(copy, int8=True).translate(sources)]
    assert int8 != [t.target for t in Translator.from_run(copy).translate(sources)]
    output = tmp_path / "int8.txt"
    report = evaluate_run(copy, output=output, int8=True)
    assert output.read_text(encoding="utf-8").split("\n") == [*int8, ""]
    assert report.meta["precision"] == "int8"
    # Beside the float32 report, never in its place.
    path = RunFiles(copy).report("test", int8=True)
    assert path.name == "report-test-int8.json" and not (copy / "report-test.json").exists()
    assert json.loads(path.read_text(encoding="utf-8"))["meta"]["precision"] == "int8"
    assert capsys.readouterr().out.splitlines()[-1] == f"report: {path}"


def test_evaluate_prints_the_scores_and_the_files_it_wrote(
    run: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    run_dir, _ = run
    corpus = load_corpus(load_run(run_dir).config.data.corpus)
    sources, _ = corpus.references("test")
    pairs = len(corpus.split("test"))
    output = tmp_path / "hyps.txt"
    report = evaluate_run(run_dir, beam_size=1, by_length=True, length_unit="words", output=output)
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[:2] == [
        f"wrote {output}: {len(sources)} translations, one per distinct source of the {pairs} "
        f"test pairs (sources in {output}.sources)",
        f"words test: {len(sources)} source sentences, beam 1",
    ]
    assert f"\n{report.corpus.format()}\n" in out and "BLEU = " in report.corpus.format()
    assert "\nBLEU by source length (words):\n" in out
    assert lines[-2:] == [f"translations: {output}", f"report: {RunFiles(run_dir).report('test')}"]
    # No translations file asked for: none named.
    evaluate_run(run_dir, "dev", beam_size=1)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"words dev: {len(corpus.references('dev')[0])} source sentences, beam 1"
    assert not any(line.startswith("translations:") for line in lines)
    assert lines[-1] == f"report: {RunFiles(run_dir).report('dev')}"


def test_lengths_in_characters_and_in_words(run: tuple[Path, str]) -> None:
    run_dir, _ = run
    sources, _ = load_corpus(load_run(run_dir).config.data.corpus).references("test")

    def counts(measure: Callable[[str], int], buckets: tuple[int, ...]) -> list[int]:
        lengths = [measure(source) for source in sources]
        edges = [*buckets, 10**9]
        return [sum(lo <= n < hi for n in lengths) for lo, hi in itertools.pairwise(edges)]

    for unit, measure, other, buckets in (
        ("characters", count_characters, count_words, (0, 8, 16)),
        ("words", count_words, count_characters, (0, 3, 5)),
    ):
        report = evaluate_run(
            run_dir, beam_size=1, by_length=True, buckets=buckets, length_unit=unit
        )
        assert [row.count for row in report.by_length] == counts(measure, buckets), unit
        assert counts(measure, buckets) != counts(other, buckets)  # the units differ here
        assert report.meta["length_unit"] == unit


def test_progress_goes_to_stderr_only_when_asked(
    run: tuple[Path, str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    """A library call (the demo's, an experiment's) is quiet; quiet=False (the command's
    default) reports the translation's progress, here a line a batch."""
    run_dir, _ = run
    original = WorkProgress.__init__

    def every_batch(self: WorkProgress, *args: object, **options: object) -> None:
        original(self, *args, **{**options, "every_s": 0.0})  # type: ignore[arg-type]

    monkeypatch.setattr(WorkProgress, "__init__", every_batch)
    evaluate_run(run_dir, beam_size=1)
    assert capsys.readouterr().err == ""
    evaluate_run(run_dir, beam_size=1, quiet=False)
    out, err = capsys.readouterr()
    sentences = len(load_corpus(load_run(run_dir).config.data.corpus).references("test")[0])
    last = err.splitlines()[-1]
    assert last.startswith(f"translating test: {sentences}/{sentences} (100 %) sentences, "), last
    assert "translating" not in out


def test_exact_matches_compare_in_the_target_tokenizers_script(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run trained on Chinese folded to Simplified, its corpus then imported again keeping
    the Traditional script: a hypothesis (the model writes Simplified) still equals its
    Traditional reference, as the report's exact_match_rule says."""
    table = str.maketrans("abcdefghij", "書這國見們說話門車馬")
    rng = random.Random(0)
    lines = ["src\ttgt\tsplit"]
    for i in range(120):
        words = ["".join(rng.choices("abcdefghij", k=rng.randint(1, 3))) for _ in range(3)]
        split = "train" if i < 100 else "dev" if i < 110 else "test"
        lines.append(f"{' '.join(words)}\t{''.join(words).translate(table)}\t{split}")
    tsv = tmp_path / "zh.tsv"
    tsv.write_text("\n".join(lines) + "\n", encoding="utf-8")
    read = read_tsv(tsv, src_column="src", tgt_column="tgt", split_column="split")
    corpus_dir = tmp_path / "corpus"

    def imported(fold: bool) -> None:
        corpus = build_corpus(read, name="zh", src_lang="en", tgt_lang="zh", fold_chinese=fold)
        import_corpus(corpus, corpus_dir, force=True)

    imported(fold=True)
    overrides = [
        f"--run_dir={tmp_path / 'run'}",
        f"--data.corpus={corpus_dir}",
        "--train.max_steps=2",
        "--train.eval_every=2",
        "--train.dev_bleu_sentences=2",
    ]
    with contextlib.redirect_stdout(io.StringIO()):
        run_dir = train(load_config(CONFIG, overrides))
    imported(fold=False)
    _, references = load_corpus(str(corpus_dir)).references("test")
    written = [to_simplified(refs[0]) for refs in references]  # a perfect model's
    assert all(hypothesis not in refs for hypothesis, refs in zip(written, references, strict=True))

    def translate(self: Translator, sentences: list[str], *args: object, **kwargs: object) -> list:
        return [SimpleNamespace(target=target) for target in written]

    monkeypatch.setattr(Translator, "translate", translate)
    report = evaluate_run(run_dir, by_length=True)
    assert report.corpus.exact_matches == len(references)
    assert sum(row.exact_matches or 0 for row in report.by_length) == len(references)


def test_a_run_is_scored_on_another_corpus_of_its_languages(
    run: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--corpus: the split of another corpus, its name in the report's file and meta; one of
    other languages is refused, naming both."""
    run_dir = shutil.copytree(run[0], tmp_path / "run")  # its reports stay out of the others'
    other = tmp_path / "other.tsv"
    lines = ["src\ttgt\tsplit", *(f"ab cd\tcd ab\t{s}" for s in ("train", "dev", "test", "test"))]
    other.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = evaluate_run(run_dir, corpus=str(other))
    assert report.meta["corpus"] == "other" and report.meta["sentences"] == 1
    assert json.loads((run_dir / "report-test-other.json").read_text())["meta"]["corpus"] == "other"
    with pytest.raises(ValueError, match=r"zh->en, the run src->tgt"):
        evaluate_run(run_dir, corpus="tatoeba-zh-en")


def test_an_outside_test_set_is_scored_as_the_split_it_holds(
    run: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--source and --reference files (or a --tsv file) holding the test split give the split's
    report, written as report-NAME.json; a second reference file is a second reference."""
    run_dir = shutil.copytree(run[0], tmp_path / "run")
    corpus = load_corpus(load_run(run_dir).config.data.corpus)
    sources, references = corpus.references("test")
    split = evaluate_run(run_dir, beam_size=1, by_length=True)
    source, first = tmp_path / "news.src", tmp_path / "news.ref"
    source.write_text("".join(f"{line}\n" for line in sources), encoding="utf-8")
    first.write_text("".join(f"{refs[0]}\n" for refs in references), encoding="utf-8")
    assert all(len(refs) == 1 for refs in references)  # so the one file holds them all
    capsys.readouterr()

    assert main(["evaluate", str(run_dir), "--source", str(source), "--reference", str(first),
                 "--beam", "1", "--by-length"]) == 0  # fmt: skip
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"news ({source} against {first}): {len(sources)} source sentences, beam 1"
    assert lines[-1] == f"report: {run_dir / 'report-news.json'}"
    files = load_report(run_dir / "report-news.json")
    assert files.corpus == split.corpus and files.by_length == split.by_length
    assert files.meta["files"] == {"source": str(source), "references": [str(first)]}

    tsv = tmp_path / "held-out.tsv"  # a split column is not read: every row is scored
    rows = [f"{pair.src}\t{pair.tgt}\tdev" for pair in corpus.split("test")]
    tsv.write_text("\n".join(["src\ttgt\tsplit", *rows]) + "\n")
    from_tsv = evaluate_run(run_dir, beam_size=1, by_length=True, test_set=FileTestSet(tsv=tsv))
    assert from_tsv.corpus == split.corpus and from_tsv.by_length == split.by_length
    assert (run_dir / "report-held-out.json").exists()

    # The translations themselves as a second reference: every one is an exact match.
    hypotheses = tmp_path / "hyps.txt"
    evaluate_run(run_dir, beam_size=1, output=hypotheses)
    both = FileTestSet(source=source, references=(first, hypotheses))
    scored = evaluate_run(run_dir, beam_size=1, test_set=both)
    assert scored.corpus.exact_matches == len(sources) > split.corpus.exact_matches
    assert scored.corpus.bleu == pytest.approx(100) and scored.meta["corpus"] == "news"


def test_an_outside_test_set_whose_files_differ_in_lines_is_one_line(
    run: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_dir = run[0]
    source, first, second = (tmp_path / name for name in ("test.src", "a.ref", "b.ref"))
    source.write_text("ab cd\nef\n")
    first.write_text("cd ab\nef\n")
    second.write_text("cd ab\n")
    given = ["evaluate", str(run_dir), "--source", str(source)]
    assert main([*given, "--reference", str(first), "--reference", str(second)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"attnlab evaluate: error: the files differ in lines: {source} has 2, {first} has 2, "
        f"{second} has 1; give one reference a line for each source line\n"
    )
    for extra, refused in (([], "--source"), (["--split", "dev"], "--split"),
                           (["--corpus", "words"], "--corpus")):  # fmt: skip
        options = [*given, *extra] if extra else given
        assert main(options) == 2
        assert refused in capsys.readouterr().err
    second.write_text("cd ab\n\n")  # a blank line: that file has no reference for line 2
    name = FileTestSet(source=source, references=(first, second))
    assert name.read().references == [["cd ab", "cd ab"], ["ef"]]
    assert name.name == "test.src"  # not "test": report-test.json is the test split's
    first.write_text("cd ab\n\n")
    with pytest.raises(ValueError, match=r"line 2 of .*a.ref, .*b.ref is blank"):
        name.read()


def test_the_report_scores_again_without_references_seen_in_training(
    run: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An outside test set of 10 sources, 4 of them with a reference that is verbatim a
    training target: the report says so and gives BLEU and chrF on the other 6, as those 6
    alone score; `data stats` counts such sources in the run's own splits."""
    run_dir, _ = run
    corpus = load_corpus(load_run(run_dir).config.data.corpus)
    taught = [pair.tgt for pair in corpus.train[:4]]
    novel = corpus.test[:6]
    sources = ["j j a", "b b j", "c j j", "a j b", *(pair.src for pair in novel)]
    references = [*taught, *(pair.tgt for pair in novel)]
    (tmp_path / "outside.src").write_text("\n".join(sources) + "\n", encoding="utf-8")
    (tmp_path / "outside.ref").write_text("\n".join(references) + "\n", encoding="utf-8")
    test_set = FileTestSet(source=tmp_path / "outside.src", references=(tmp_path / "outside.ref",))
    output = tmp_path / "hypotheses.txt"
    report = evaluate_run(run_dir, beam_size=1, test_set=test_set, output=output)
    seen = report.meta["references_seen_in_training"]
    hypotheses = output.read_text(encoding="utf-8").splitlines()
    alone = corpus_scores(hypotheses[4:], [[r] for r in references[4:]], corpus.tgt_lang)
    assert (seen["sources"], seen["without_them"]["sentences"]) == (4, 6)
    assert seen["without_them"]["bleu"] == pytest.approx(alone.bleu)
    assert seen["without_them"]["chrf"] == pytest.approx(alone.chrf)
    assert "without the 4 sources whose reference is a training target (6 left)" in (
        capsys.readouterr().out
    )
    stats = corpus_stats(corpus)["references_seen_in_training"]
    expected = {
        split: sum(
            any(ref in {p.tgt for p in corpus.train} for ref in refs)
            for refs in corpus.references(split).references
        )
        for split in ("dev", "test")
    }
    assert stats == expected
