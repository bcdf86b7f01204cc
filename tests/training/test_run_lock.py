"""One training per run directory, and a run is never overwritten by a fresh start."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import cast

import pytest

from attnlab.cli import main
from attnlab.config import ExperimentConfig
from attnlab.training.progress import run_progress
from attnlab.training.trainer import Trainer, train
from tests.training.test_interrupt import cli_train, start, wait_for_training
from tests.training.test_trainer import tiny


@pytest.mark.slow
def test_a_second_training_into_a_run_directory_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    first = start(cli_train(run, "--train.max_steps=30"))
    wait_for_training(first)
    os.kill(first.pid, signal.SIGSTOP)  # holds its lock while the second one tries
    try:
        for extra in ([], ["--resume"]):  # the second `attnlab train`, in this process
            assert main(cli_train(run, "--train.max_steps=30", *extra)[3:]) == 2
            said = capsys.readouterr().err
            assert f"{run} is being trained by another process (pid {first.pid})" in said
            assert "Traceback" not in said
    finally:
        os.kill(first.pid, signal.SIGCONT)
    output = first.communicate(timeout=120)[0]
    assert first.returncode == 0, output
    progress = run_progress(run)
    assert progress is not None and [row["step"] for row in progress.history] == [20, 30]


def test_the_lock_of_a_killed_training_does_not_block_the_next(tmp_path: Path) -> None:
    run = tmp_path / "run"
    killed = start(cli_train(run, "--train.eval_every=1000"))  # no checkpoint before the kill
    wait_for_training(killed)
    killed.kill()
    killed.wait()
    assert (run / ".lock").read_text().strip() == str(killed.pid)
    train(tiny(run, "--train.max_steps=5"))  # type: ignore[arg-type]
    progress = run_progress(run)
    assert progress is not None and progress.step == 5


def test_the_lock_is_held_from_construction_until_fit_ends(tmp_path: Path) -> None:
    config = cast(ExperimentConfig, tiny(tmp_path / "run", "--train.max_steps=10"))
    first = Trainer(config)
    with pytest.raises(ValueError, match=f"pid {os.getpid()}"):
        Trainer(config, resume=True)
    first.fit()
    more = cast(ExperimentConfig, tiny(tmp_path / "run", "--train.max_steps=20"))
    Trainer(more, resume=True).fit()
    progress = run_progress(tmp_path / "run")
    assert progress is not None and progress.step == 20


def test_a_fresh_start_never_overwrites_a_run(tmp_path: Path) -> None:
    config = cast(ExperimentConfig, tiny(tmp_path / "run", "--train.max_steps=3"))
    train(config)
    before = {path: path.read_bytes() for path in (tmp_path / "run").rglob("*") if path.is_file()}
    with pytest.raises(FileExistsError) as refused:
        Trainer(config)
    message = str(refused.value)
    for advice in ("--resume", "--name", "--run_dir", f"delete {tmp_path / 'run'}"):
        assert advice in message
    after = {path: path.read_bytes() for path in (tmp_path / "run").rglob("*") if path.is_file()}
    assert after.keys() == before.keys()
    assert all(after[path] == before[path] for path in before if path.name != ".lock")
