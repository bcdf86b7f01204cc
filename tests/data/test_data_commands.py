"""``attnlab data get | stats | import`` through argparse, as the CLI runs them: user errors
exit 2 with one line ``attnlab data ACTION: error: ...``, like every attnlab command."""

from __future__ import annotations

import argparse
import json
import shlex
from pathlib import Path

import pytest

from attnlab import cli
from attnlab.cli.data import add_parser
from attnlab.data import Corpus, load_corpus
from attnlab.data.corpus import SPLITS


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="attnlab")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.handler(args))


@pytest.mark.parametrize("action", ["get", "stats", "import"])
def test_every_action_has_help(action: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        run("data", action, "--help")
    assert exited.value.code == 0
    text = capsys.readouterr().out
    assert f"attnlab data {action}" in text and len(text) > 400


def test_data_help_lists_the_actions(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run("data", "--help")
    text = capsys.readouterr().out
    assert all(action in text for action in ("get", "stats", "import"))


def test_stats_of_a_bad_tsv_suggests_options_that_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = tmp_path / "pairs.tsv"
    tsv.write_text("src\ttgt\tsplit\na\tb\ttrain\nc d\ttrain\n", encoding="utf-8")
    assert run("data", "stats", str(tsv)) == 2
    error = capsys.readouterr().err
    assert f"{tsv}:3: found 2 tab-separated field(s) where the header has 3" in error
    assert "pass --filter" not in error  # stats has no --filter
    suggested = shlex.split(error.split("`")[1])  # the import command it suggests
    assert suggested[:3] == ["attnlab", "data", "import"] and "--filter" in suggested
    parser = argparse.ArgumentParser(prog="attnlab")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(suggested[1:])  # SystemExit if an option does not exist
    assert (args.tsv, args.split_column, args.filter) == (tsv, "split", True)


def test_get_and_stats_of_a_synthetic_task(cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("data", "get", "synthetic:copy") == 0
    assert "train 2,000" in capsys.readouterr().out
    assert run("data", "stats", "synthetic:reverse", "--json") == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["splits"]["test"]["pairs"] == 200
    assert stats["lengths"]["src"]["min"] == 3 and stats["lengths"]["src"]["max"] == 12


def test_import_then_use_by_name(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = tmp_path / "pairs.tsv"
    lines = ["id\tzh\ten"] + [f"{i}\t你好{i}\tHello {i}" for i in range(300)]
    lines.insert(5, "x\t\tempty source")  # file line 6
    tsv.write_text("\n".join(lines) + "\n")
    assert (
        run(
            "data",
            "import",
            "--tsv",
            str(tsv),
            "--src-column",
            "zh",
            "--tgt-column",
            "en",
            "--name",
            "hello",
            "--src-lang",
            "zh",
            "--tgt-lang",
            "en",
        )
        == 2
    )
    assert capsys.readouterr().err == (
        f"attnlab data import: error: {tsv}:6: the source side is empty. Every line needs "
        "text on both sides; remove the line or pass --filter to skip such lines\n"
    )
    assert (
        run(
            "data",
            "import",
            "--tsv",
            str(tsv),
            "--src-column",
            "zh",
            "--tgt-column",
            "en",
            "--name",
            "hello",
            "--src-lang",
            "zh",
            "--tgt-lang",
            "en",
            "--filter",
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "300 pairs kept of 301 lines; skipped 1: empty_side: 1" in out
    assert str(cache / "imported" / "hello") in out
    corpus = load_corpus("hello")
    assert sum(corpus.sizes().values()) == 300 and corpus.src_lang == "zh"
    assert run("data", "stats", "hello") == 0
    out = capsys.readouterr().out
    assert "script, src side: all folded to zh-hans" in out and "src (zh, characters)" in out


def test_import_of_misaligned_files_fails_with_both_names(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.txt").write_text("1\n2\n3\n")
    (tmp_path / "b.txt").write_text("1\n2\n")
    code = run(
        "data",
        "import",
        "--src-file",
        str(tmp_path / "a.txt"),
        "--tgt-file",
        str(tmp_path / "b.txt"),
        "--name",
        "x",
        "--src-lang",
        "a",
        "--tgt-lang",
        "b",
        "--filter",
    )
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("attnlab data import: error: ")
    assert "a.txt has 3 lines but" in err and "b.txt has 2" in err
    assert not (cache / "imported" / "x").exists()


def test_get_and_stats_of_tatoeba(
    tatoeba_root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ATTNLAB_CACHE", str(tatoeba_root))
    assert run("data", "get", "tatoeba-zh-en") == 0
    out = capsys.readouterr().out
    assert str(tatoeba_root / "tatoeba-zh-en") in out and "CC BY 2.0 FR" in out
    assert run("data", "stats", "tatoeba-zh-en") == 0
    out = capsys.readouterr().out
    assert "src (zh, characters)" in out and "before folding to Simplified" in out
    assert "p90" in out and "test" in out


def test_data_errors_exit_2_through_the_cli(
    cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["data", "stats", "nope"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("attnlab data stats: error: unknown corpus 'nope'")
    assert len(err.splitlines()) == 1


# --- import: what it sees, and never losing the user's data --------------------------------


def write_pairs(path: Path, rows: list[str]) -> Path:
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def import_tsv(tsv: Path, *options: str, name: str = "mine") -> int:
    return run(
        "data", "import", "--tsv", str(tsv), "--name", name, "--src-lang", "zh", "--tgt-lang", "en",
        *options,
    )  # fmt: skip


def sources(corpus: Corpus) -> set[str]:
    return {p.src for p in corpus.train + corpus.dev + corpus.test}


def zh_rows(count: int = 400) -> list[str]:
    return [f"第{i}個句子。\tSentence {i}." for i in range(count)]


def test_import_refuses_to_replace_a_corpus_without_force(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = write_pairs(tmp_path / "pairs.tsv", zh_rows())
    assert import_tsv(tsv, "--attribution", "first") == 0
    capsys.readouterr()
    assert import_tsv(tsv, "--attribution", "second") == 2
    err = capsys.readouterr().err
    assert err.startswith(f"attnlab data import: error: {cache / 'imported' / 'mine'}: a corpus")
    assert "already exists here (mine: train " in err and "Pass --force to replace it" in err
    assert load_corpus("mine").attribution == "first"
    assert import_tsv(tsv, "--attribution", "second", "--force") == 0
    assert load_corpus("mine").attribution == "second"


def test_the_same_file_splits_the_same_under_any_name(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = write_pairs(tmp_path / "pairs.tsv", zh_rows())
    assert import_tsv(tsv, name="first") == 0 and import_tsv(tsv, name="second") == 0
    assert import_tsv(tsv, "--split-seed", "7", name="reseeded") == 0
    first, second, reseeded = map(load_corpus, ("first", "second", "reseeded"))
    assert [first.split(s) for s in SPLITS] == [second.split(s) for s in SPLITS]
    assert first.test != reseeded.test and sources(first) == sources(reseeded)
    assert "--split-seed 7" in reseeded.info["split_rule"]
    said = capsys.readouterr().out
    assert "split: sha256 of the smallest normalized source sentence of the pair's group" in said
    with pytest.raises(SystemExit):
        run("data", "import", "--help")
    assert "never on NAME" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("output", ["pairs.tsv", "."])
def test_import_never_writes_over_its_input(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str], output: str
) -> None:
    tsv = write_pairs(tmp_path / "pairs.tsv", zh_rows())
    before = tsv.read_bytes()
    for force in ([], ["--force"]):
        assert import_tsv(tsv, "--output", str(tmp_path / output), *force) == 2
        err = capsys.readouterr().err
        assert "the input file" in err and "--force never writes over an input" in err
    assert tsv.read_bytes() == before and list(tmp_path.iterdir()) == [tsv]  # nothing written


@pytest.mark.parametrize("value", ["-100", "0", "1000", "5000", "five"])
def test_split_shares_are_checked_by_argparse(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    tsv = write_pairs(tmp_path / "pairs.tsv", zh_rows(10))
    with pytest.raises(SystemExit) as exited:
        import_tsv(tsv, "--dev-per-mille", value)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "attnlab data import: error: argument --dev-per-mille:" in err
    assert "from 1 to 999" in err or "expected a whole number" in err


def test_split_shares_that_leave_no_train_are_an_error(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = write_pairs(tmp_path / "pairs.tsv", zh_rows())
    assert import_tsv(tsv, "--dev-per-mille", "600", "--test-per-mille", "600") == 2
    assert "together under 1000" in capsys.readouterr().err


def test_an_import_with_an_empty_split_stops_and_says_the_sizes(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = write_pairs(tmp_path / "pairs.tsv", zh_rows(12))
    assert import_tsv(tsv) == 2
    err = capsys.readouterr().err
    assert "would leave test empty (train 10, dev 2, test 0 pairs)" in err
    assert "raise --test-per-mille (now 50) or import more pairs" in err
    assert not (cache / "imported" / "mine").exists()


def test_import_reports_header_duplicates_and_folding(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = ["zh\ten", *zh_rows(), "第1個句子。\tSentence 1.", "第2个句子。\tSentence 2."]
    tsv = write_pairs(tmp_path / "pairs.tsv", rows)
    assert import_tsv(tsv) == 0
    out = capsys.readouterr().out
    assert "402 pairs kept of 402 lines, none skipped" in out
    assert f"{tsv}:1 looks like a header" in out and "--no-header" in out
    assert (
        f"2 duplicate pair(s), exact repeats of an earlier pair (first: {tsv}:402 repeats {tsv}:3)"
        in out
    )
    assert "kept them; --filter drops them" in out
    assert (
        "src side (zh): folded 401 Traditional characters (in 401 sentences) to Simplified" in out
    )
    assert "--no-fold-chinese keeps them" in out
    corpus = load_corpus("mine")
    assert corpus.src_normalizer == "zh-hans" and sum(corpus.sizes().values()) == 402
    assert "zh" not in sources(corpus)

    assert import_tsv(tsv, "--filter", "--no-fold-chinese", "--no-header", "--force") == 0
    out = capsys.readouterr().out
    assert "1 duplicate pair(s)" in out and "dropped them (--filter)" in out
    assert "kept 401 Traditional characters" in out and "looks like a header" not in out
    corpus = load_corpus("mine")
    assert corpus.src_normalizer is None and sum(corpus.sizes().values()) == 402
    assert corpus.info["chinese_script"]["src"]["folded_to_simplified"] is False
    assert "zh" in sources(corpus)  # --no-header: the first line is data


def test_import_stops_at_an_extra_tab(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = zh_rows()
    rows[7] = "第7個\t句子。\tSentence 7."
    tsv = write_pairs(tmp_path / "pairs.tsv", rows)
    assert import_tsv(tsv) == 2
    assert f"{tsv}:8: found 3 tab-separated field(s) where most lines have 2" in (
        capsys.readouterr().err
    )
    assert import_tsv(tsv, "--filter") == 0
    assert "skipped 1: field_count: 1" in capsys.readouterr().out
