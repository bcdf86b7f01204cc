"""``attnlab data get | stats | import`` through argparse, as the CLI runs them."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from attnlab.data import load_corpus
from attnlab.data.commands import add_data_commands


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="attnlab")
    add_data_commands(parser.add_subparsers(dest="command", required=True))
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
        == 1
    )
    assert f"{tsv}:6: the source side is empty" in capsys.readouterr().err
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
    assert "script mix, src side" in out and "src (zh, characters)" in out


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
    assert code == 1 and "a.txt has 3 lines but" in err and "b.txt has 2" in err
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
