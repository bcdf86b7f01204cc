"""The captioner keeps the translator's promises (``tests/training/test_interrupt.py``):
Ctrl-C or SIGTERM stop after the current step with a checkpoint that resumes exactly, and a
diverged run is a one-line error (exit 2) that saves nothing broken."""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook

from attnlab.captioning import CaptionTask, train_captioner
from attnlab.cli import main
from attnlab.experiments import scenes as experiment
from attnlab.runs import RunFiles
from attnlab.training.distributed import World
from attnlab.training.progress import run_progress
from tests.training.test_interrupt import ROOT, assert_same_weights, metrics_without_timing
from tests.vision.tiny_captioner import CONFIGS, TINY, needs_fashion_mnist, tiny_config

pytestmark = needs_fashion_mnist

STEPS = ["--train.max_steps=8", "--train.eval_every=5"]  # a checkpoint at 5 and at 8


class CtrlC:
    """Sends this process SIGINT inside the ``at``-th optimizer.step() from now (on any
    optimizer), while armed."""

    def __init__(self) -> None:
        self.steps_left = 0

    def arm(self, at: int) -> None:
        self.steps_left = at

    def __call__(self, *_: object) -> None:
        if self.steps_left:
            self.steps_left -= 1
            if not self.steps_left:
                os.kill(os.getpid(), signal.SIGINT)  # handled at the next bytecode: mid-step


@pytest.fixture
def ctrl_c() -> Iterator[CtrlC]:
    press = CtrlC()
    handle = register_optimizer_step_pre_hook(press)
    yield press
    handle.remove()


@pytest.mark.parametrize("attention", ["soft", "hard"])  # hard: REINFORCE samples regions
def test_ctrl_c_stops_after_the_step_and_the_resumed_run_is_the_uninterrupted_one(
    tmp_path: Path, ctrl_c: CtrlC, attention: str
) -> None:
    train_captioner(tiny_config(tmp_path / "straight", attention, *STEPS))
    ctrl_c.arm(3)
    try:
        reason = train_captioner(tiny_config(tmp_path / "run", attention, *STEPS))
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C stopped training at once, losing the steps since the checkpoint")
    assert reason == "SIGINT after step 3; continue with --resume"
    progress = run_progress(tmp_path / "run")
    assert progress is not None and progress.step == 3, "no step since the start is lost"

    assert train_captioner(tiny_config(tmp_path / "run", attention, *STEPS), resume=True) == (
        "max_steps=8 reached"
    )
    assert_same_weights(tmp_path / "straight", tmp_path / "run")
    assert metrics_without_timing(tmp_path / "run") == metrics_without_timing(tmp_path / "straight")


def test_ctrl_c_during_the_experiment_stops_it_without_a_report(
    tmp_path: Path, ctrl_c: CtrlC
) -> None:
    ctrl_c.arm(3)
    with pytest.raises(KeyboardInterrupt):  # the command line's exit 130
        experiment.run(tmp_path, quick=True)
    assert not (tmp_path / "scenes.json").exists()
    progress = run_progress(tmp_path / "runs" / "scenes-soft")
    assert progress is not None and progress.step == 3  # resumed by the next run
    experiment.run(tmp_path, quick=True)
    assert (tmp_path / "scenes.json").exists()


def test_sigterm_to_a_captioners_training_saves_a_checkpoint_to_resume_from(tmp_path: Path) -> None:
    run = tmp_path / "run"
    # Steps enough for minutes; the time budget ends it should the signal be lost.
    long = ["--train.max_steps=1000000", "--train.eval_every=1000000", "--train.max_minutes=0.5"]
    command = [sys.executable, "-m", "attnlab.cli", "train", "configs/scenes-soft.yaml"]
    process = subprocess.Popen(
        [*command, f"--run_dir={run}", *TINY, *long],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("training "):  # from here on a signal only asks it to stop
            process.send_signal(signal.SIGTERM)
            break
    output = process.communicate(timeout=120)[0]
    assert process.returncode == 128 + signal.SIGTERM, output  # stopped by it, as a shell says
    progress = run_progress(run)
    assert progress is not None and progress.step >= 1, output
    assert f"SIGTERM after step {progress.step}; continue with --resume" in output


def test_a_learning_rate_of_1e30_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    config = str(CONFIGS / "scenes-soft.yaml")
    assert main(["train", config, f"--run_dir={run}", *TINY, "--train.lr=1e30"]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith("attnlab train: error: training diverged at step 2: ")
    assert captured.err.count("\n") == 1
    for advice in ("lr 1e+30", "a lower --train.lr", "nothing was saved"):
        assert advice in captured.err
    files = RunFiles(run)
    assert not files.last.exists() and not files.best_weights.exists()  # nothing broken saved

    assert main(["train", config, f"--run_dir={run}", *TINY, "--resume"]) == 0
    progress = run_progress(run)
    assert progress is not None and progress.step == 3


def test_the_captioner_trains_in_bfloat16(tmp_path: Path) -> None:
    run = tmp_path / "run"
    reason = train_captioner(tiny_config(run, "hard", "--train.precision=bf16"))
    assert reason == "max_steps=3 reached"
    progress = run_progress(run)
    assert progress is not None and progress.step == 3
    assert math.isfinite(progress.history[-1]["train_loss"])
    assert RunFiles(run).best_weights.exists()


def test_hard_attention_with_samples_trains_on_each_image_that_many_times(tmp_path: Path) -> None:
    """``model.samples`` = 3: each training batch's 4 images reach the model as 12 rows, each
    image's side by side; the dev loss reads each image once."""
    config = tiny_config(tmp_path / "run", "hard", "--model.samples=3", "--train.max_steps=2")
    task = CaptionTask(config)
    task.prepare(torch.device("cpu"), World())
    seen: list[torch.Tensor] = []
    task.model.encoder.register_forward_hook(lambda _m, inputs, _o: seen.append(inputs[0]))
    task.model.train()
    loss, _ = task.losses(task.model, task.batch(0).batch)
    images = task.batch(0).batch.images
    assert len(seen) == 1 and seen[0].shape[0] == 3 * len(images) == 12
    torch.testing.assert_close(seen[0][3:6], images[1:2].expand(3, -1, -1, -1))
    assert torch.isfinite(loss)
    task.dev_loss()
    assert seen[1].shape[0] == len(task.dev.images)
