"""The second reliability probe's traceback classes (issue 33.6), each closed where it starts:
a config nested too deeply or tagged, a damaged tokenizer file, a max_len that drops every
pair, a model larger than memory, absurd thread counts. Each is exit 2 and one line, and a
training that never started leaves no folder behind."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from attnlab.cli import main

ROOT = Path(__file__).parents[1]
TINY = str(ROOT / "configs" / "tiny-synthetic.yaml")
SMALL_DATA = "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20"


def one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_a_config_nested_50000_deep_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deep = tmp_path / "deep.yaml"
    deep.write_text("data: " + "[" * 50_000 + "]" * 50_000 + "\n")
    assert main(["config", "show", str(deep)]) == 2
    assert "nested too deeply" in one_error_line(capsys)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("model: !!python/object:os.system [ls]\n", "could not determine a constructor"),
        ("a: [1\n", "malformed YAML"),
    ],
)
def test_a_damaged_run_config_is_named_by_every_verb(
    tiny_run: Path, tmp_path: Path, text: str, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    shutil.copytree(tiny_run, run, ignore=shutil.ignore_patterns(".lock"))
    (run / "config.yaml").write_text(text)
    for verb in (
        ["export", str(run), "a b", "-o", str(tmp_path / "x.html")],
        ["explain", str(run), "a b"],
        ["evaluate", str(run)],
    ):
        assert main(verb) == 2, verb
        assert fragment in one_error_line(capsys)


def test_a_tokenizer_file_whose_language_is_not_a_string_is_named(
    tiny_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    shutil.copytree(tiny_run, run, ignore=shutil.ignore_patterns(".lock"))
    meta = json.loads((run / "tokenizers" / "src.json").read_text())
    (run / "tokenizers" / "src.json").write_text(json.dumps({**meta, "lang": 7}))
    assert main(["evaluate", str(run)]) == 2
    assert "src.json is damaged: lang must be a language code" in one_error_line(capsys)


@pytest.mark.parametrize(
    ("override", "fragment"),
    [
        ("--data.max_len=1", "nothing is left to train on; raise --data.max_len"),
        ("--model.hidden_dim=1000000000", "too large: more than any memory holds"),
        ("--model.hidden_dim=200000", "more than this machine's"),
    ],
)
def test_a_training_that_cannot_start_says_why_and_leaves_no_folder(
    tmp_path: Path, override: str, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    assert main(["train", TINY, f"--run_dir={run}", SMALL_DATA, override]) == 2
    assert fragment in one_error_line(capsys)
    assert not run.exists()


def test_more_threads_than_cores_are_the_cores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    args = ["train", TINY, f"--run_dir={run}", SMALL_DATA, "--train.max_steps=2"]
    assert main([*args, "--train.threads=100000"]) == 0  # once a segmentation fault
    assert "threads: 100000 asked, this machine has" in capsys.readouterr().out


def test_a_folder_or_a_missing_file_where_a_file_is_wanted_says_so(
    tiny_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not the OS's "[Errno 21] Is a directory": what is wrong and what to give instead."""
    assert main(["config", "show", str(tmp_path)]) == 2
    assert "is a folder; give a config file" in one_error_line(capsys)
    for prefixes, fragment in ((tmp_path, "is a folder"), (tmp_path / "nope", "no such file")):
        assert main(["translate", str(tiny_run), "--prefix-file", str(prefixes)]) == 2
        assert fragment in one_error_line(capsys)
