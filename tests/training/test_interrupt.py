"""Ctrl-C, SIGTERM and SIGKILL at any moment, then --resume: the same weights and metrics as
a run that never stopped."""

from __future__ import annotations

import csv
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, cast

import pytest
import torch
from safetensors.torch import load_file

from attnlab.cli import main
from attnlab.config import ExperimentConfig
from attnlab.runs import RunFiles
from attnlab.training.progress import run_progress
from attnlab.training.trainer import Trainer, train
from tests.training.test_trainer import tiny

ROOT = Path(__file__).parents[2]
TIMING = ("elapsed_s", "train_tokens_per_s")


def assert_same_weights(expected: Path, actual: Path) -> None:
    for weights in (RunFiles(expected).best_weights, RunFiles(expected).last_weights):
        want = load_file(str(weights))
        got = load_file(str(actual / weights.relative_to(expected)))
        assert want.keys() == got.keys()
        for name in want:
            assert torch.equal(want[name], got[name]), f"{weights.name}: {name} differs"


def metrics_without_timing(run: Path) -> list[dict[str, Any]]:
    with RunFiles(run).metrics.open(newline="") as handle:
        return [{k: v for k, v in row.items() if k not in TIMING} for row in csv.DictReader(handle)]


def test_a_signal_during_the_optimizer_step_is_acted_on_after_it(tmp_path: Path) -> None:
    """Ctrl-C inside optimizer.step(): the step completes (its dropout masks drawn, its update
    whole), the checkpoint is taken after it, and the resumed run is the uninterrupted one."""
    train(tiny(tmp_path / "straight", "--train.max_steps=24"))  # type: ignore[arg-type]
    trainer = Trainer(cast(ExperimentConfig, tiny(tmp_path / "run", "--train.max_steps=24")))

    def press_ctrl_c(*_: object) -> None:
        if trainer.progress.step == 12:
            os.kill(os.getpid(), signal.SIGINT)  # handled at the next bytecode: mid-step

    trainer.optimizer.register_step_pre_hook(press_ctrl_c)
    trainer.fit()
    progress = run_progress(tmp_path / "run")
    assert progress is not None and progress.step == 13, "stops after the step it interrupted"

    train(tiny(tmp_path / "run", "--train.max_steps=24"), resume=True)  # type: ignore[arg-type]
    assert_same_weights(tmp_path / "straight", tmp_path / "run")
    assert metrics_without_timing(tmp_path / "run") == metrics_without_timing(tmp_path / "straight")


STEPS = 60  # of a cli_train run, with a checkpoint every 20: a SIGKILL loses the steps since one


def cli_train(run: Path, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "attnlab.cli",
        "train",
        "configs/tiny-synthetic.yaml",
        "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20",
        "--model.dropout=0.3",
        "--train.max_epochs=100",
        f"--train.max_steps={STEPS}",
        "--train.max_minutes=30",
        "--train.eval_every=20",
        "--train.dev_bleu_sentences=10",
        f"--run_dir={run}",
        *extra,
    ]


def start(command: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},  # each line as it is printed
    )


def wait_for_training(process: subprocess.Popen[str]) -> None:
    """Until the trainer says it starts its loop (or the process ends)."""
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("training "):
            return


@pytest.mark.slow
def test_runs_killed_at_random_moments_resume_to_the_same_weights(tmp_path: Path) -> None:
    """SIGINT and SIGTERM stop between steps; SIGKILL loses the steps since the last
    checkpoint (an evaluation). Either way, resuming until done gives the uninterrupted run."""
    started = time.monotonic()  # the run never stopped: the same command, in this process
    assert main(cli_train(tmp_path / "straight")[3:]) == 0
    training_s = time.monotonic() - started  # about its steps' time: its start is done here

    seed = random.randrange(2**32)
    rng = random.Random(seed)
    kinds = [signal.SIGINT, signal.SIGTERM, signal.SIGKILL]  # 4 starts, ~12 s; at random
    # moments each suite run, so the runs together cover the start, steps, checkpoints, end
    rng.shuffle(kinds)
    run, log, startup_s = tmp_path / "run", [], None
    for kind in [*kinds, None]:  # None: the last one runs to the end
        progress = run_progress(run)
        steps_left = STEPS - (progress.step if progress else 0)
        resume = ["--resume"] if (run / "config.yaml").exists() else []
        started = time.monotonic()
        process, delay = start(cli_train(run, *resume)), 0.0
        if kind is not None:
            if startup_s is not None and rng.random() < 0.25:  # while it starts: importing,
                delay = rng.uniform(0, startup_s)  # loading, tokenizers (as long as the first)
            else:  # within the steps still to do: a step, an evaluation, a checkpoint, the end
                wait_for_training(process)
                startup_s = startup_s or time.monotonic() - started
                delay = rng.uniform(0, 0.8 * training_s * steps_left / STEPS)
            time.sleep(delay)
            process.send_signal(kind)
        output = process.communicate(timeout=120)[0]
        progress = run_progress(run)
        step = progress.step if progress else None
        log.append((kind and kind.name, round(delay, 2), process.returncode, step))
    context = f"seed {seed}, (signal, delay, exit code, step): {log}\n{output}"
    assert log[-1][2] == 0, context
    progress = run_progress(run)
    assert progress is not None and progress.step == STEPS, context
    assert_same_weights(tmp_path / "straight", run)
    assert metrics_without_timing(run) == metrics_without_timing(tmp_path / "straight"), context


@pytest.mark.parametrize(("kind", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_training_a_signal_stopped_exits_as_a_shell_expects(
    tmp_path: Path, kind: signal.Signals, status: int
) -> None:
    """The checkpoint saved, `attnlab train` exits 128 + the signal's number, as the README's
    exit statuses say (130 for Ctrl-C); it exited 0, as if the run were done."""
    command = cli_train(tmp_path / "run")
    command[command.index(f"--train.max_steps={STEPS}")] = "--train.max_steps=100000"
    process = start(command)
    wait_for_training(process)
    time.sleep(0.5)  # into the steps
    process.send_signal(kind)
    output = process.communicate(timeout=120)[0]
    assert process.returncode == status, output
    assert f"stopped ({kind.name} after step" in output
    progress = run_progress(tmp_path / "run")
    assert progress is not None and progress.step > 0  # its checkpoint, to resume from
