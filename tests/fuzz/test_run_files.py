"""Run loading with each file of a run directory damaged in turn (cut short, random bytes,
emptied), swapped for another run's, or missing, for translate, evaluate, train --resume and
export: exit 0 or 2 with one line, never a trace, and no file changed but those the command
writes."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import RunCli
from tests.fuzz.harness import check_unchanged, fuzz, invoke, snapshot

FOLDERS = ["tokenizers", "last", "kept", "history"]
FILES = [
    "config.yaml",
    "metrics.csv",
    "model.safetensors",
    "tokenizers/src.model",
    "tokenizers/src.json",
    "tokenizers/tgt.model",
    "tokenizers/tgt.json",
    "last/model.safetensors",
    "last/trainer.safetensors",
    "last/trainer.json",
    "kept/step-0000005.safetensors",
    "kept/step-0000010.safetensors",
    "history/step-00000005.safetensors",
    "history/step-00000010.safetensors",
]
DAMAGES = ["truncated", "random bytes", "emptied", "missing", "swapped"]
VERBS = ["translate", "evaluate", "train --resume", "export"]
# What each verb writes: the only files it may change (a folder: anything in it).
WRITES = {
    "translate": [],
    "evaluate": ["report-test.json"],
    "train --resume": [
        *("last", "kept", "history", "metrics.csv", "model.safetensors", "config.yaml", ".lock")
    ],
    "export": [],
}


def test_the_fuzzed_files_are_every_file_of_a_run(whole_run: Path) -> None:
    """FILES lists what training writes, so no file goes unfuzzed."""
    written = {p.relative_to(whole_run).as_posix() for p in whole_run.rglob("*") if p.is_file()}
    assert written - {".lock"} == set(FILES)


def damage(run: Path, name: str, how: str, other_run: Path, data: st.DataObject) -> None:
    """Damage the file or folder ``name`` of ``run`` as ``how`` says. Swapped: for the same
    path of ``other_run``, or for its model.safetensors where it has no such file (kept/)."""
    path, other = run / name, other_run / name
    folder = path.is_dir()
    if how in ("missing", "swapped") or folder:
        shutil.rmtree(path) if folder else path.unlink()
    if how == "swapped":
        if other.is_dir():
            shutil.copytree(other, path)
        elif not folder:
            shutil.copyfile(other if other.exists() else other_run / "model.safetensors", path)
    elif folder:
        if how != "missing":
            path.mkdir()  # emptied (a folder cannot be cut short)
    elif how == "truncated":
        content = path.read_bytes()
        path.write_bytes(content[: data.draw(st.integers(0, max(len(content) - 1, 0)))])
    elif how == "emptied":
        path.write_bytes(b"")
    elif how == "random bytes":
        path.write_bytes(data.draw(st.binary(max_size=400)))


@pytest.mark.parametrize("name", FILES + FOLDERS)
@fuzz(3, deadline_s=60)  # export writes a page of megabytes: seconds
@given(how=st.sampled_from(DAMAGES), verb=st.sampled_from(VERBS), data=st.data())
def test_a_damaged_run_is_one_line_and_loses_nothing(
    name: str,
    how: str,
    verb: str,
    data: st.DataObject,
    whole_run: Path,
    tiny_run: Path,
    run_cli: RunCli,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A run with the file ``name`` damaged: each verb works or says what is wrong in one
    line, and changes nothing it does not write."""
    with tempfile.TemporaryDirectory() as folder:
        run = shutil.copytree(whole_run, Path(folder) / "run")
        config = shutil.copyfile(run / "config.yaml", Path(folder) / "config.yaml")
        damage(run, name, how, tiny_run, data)
        before = snapshot(Path(folder))
        page = Path(folder) / "page.html"
        args = {
            "translate": ["translate", str(run), "--quiet"],
            "evaluate": ["evaluate", str(run), "--quiet"],
            "train --resume": [
                "train",
                str(config),
                f"--run_dir={run}",
                "--resume",
                "--train.max_steps=12",
            ],
            "export": ["export", str(run), "a b c", "-o", str(page)],
        }[verb]
        target = f"run files: {verb}"
        invoke(target, run_cli, capsys, args, "a b c\n")
        allowed = [run / written for written in WRITES[verb]] + [page]
        check_unchanged(target, before, snapshot(Path(folder)), allowed)


def test_a_trainer_state_from_another_run_is_refused_before_a_step(
    whole_run: Path,
    tiny_run: Path,
    tmp_path: Path,
    run_cli: RunCli,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Found by the fuzz: the optimizer moments of another model once loaded without a word,
    then failed the first step with a trace."""
    run = shutil.copytree(whole_run, tmp_path / "run")
    shutil.copyfile(tiny_run / "last/trainer.safetensors", run / "last/trainer.safetensors")
    before = snapshot(run)
    args = [
        "train",
        str(run / "config.yaml"),
        f"--run_dir={run}",
        "--resume",
        "--train.max_steps=12",
    ]
    status, _, err = invoke("run files: train --resume", run_cli, capsys, args)
    assert status == 2 and "holds a trainer state this run cannot use" in err, err
    assert "has shape" in err
    check_unchanged("run files: train --resume", before, snapshot(run), [run / ".lock"])
