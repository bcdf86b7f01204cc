"""The experiments' trainings: a quick run's, in the experiment's own process, as `attnlab
train` would run them; Ctrl-C stops the experiment with a checkpoint that the next run resumes."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest
import torch

from attnlab.experiments import trainings
from attnlab.training.progress import run_progress

CONFIG = Path(__file__).parents[2] / "configs" / "tiny-synthetic.yaml"
OVERRIDES = [
    "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20",
    "--train.max_epochs=1000",
]


def test_a_training_in_this_process_logs_and_leaves_threads_and_randomness_as_they_were(
    tmp_path: Path,
) -> None:
    run = tmp_path / "run"
    job = trainings.training(CONFIG, [*OVERRIDES, "--train.max_steps=20"], run)
    assert job is not None and not job.resume
    assert job.command() == [
        sys.executable, "-m", "attnlab.cli", "train", str(CONFIG),
        f"--run_dir={run}", "--train.threads=1", *OVERRIDES, "--train.max_steps=20",
    ]  # fmt: skip
    torch.set_num_threads(1)
    state = torch.random.get_rng_state()
    trainings.train_all({"tiny": job}, parallel=1)
    assert torch.get_num_threads() == 1 and torch.equal(torch.random.get_rng_state(), state)
    progress = run_progress(run)
    assert progress is not None and progress.step == 20
    log = (run / "train.log").read_text()
    assert "stopped (max_steps=20 reached) after 20 steps" in log
    assert trainings.training(CONFIG, [*OVERRIDES, "--train.max_steps=20"], run) is None
    more = trainings.training(CONFIG, [*OVERRIDES, "--train.max_steps=30"], run)
    assert more is not None and more.resume and more.command()[-1] == "--resume"


def test_ctrl_c_stops_the_experiment_after_a_step_and_the_next_run_resumes(
    tmp_path: Path,
) -> None:
    run, steps = tmp_path / "run", ["--train.max_steps=100000", "--train.eval_every=10"]
    job = trainings.training(CONFIG, [*OVERRIDES, *steps], run)
    assert job is not None

    def press_ctrl_c_once_training() -> None:
        log = run / "train.log"
        while not (log.exists() and "training " in log.read_text()):
            time.sleep(0.01)
        time.sleep(0.3)
        os.kill(os.getpid(), signal.SIGINT)

    presser = threading.Thread(target=press_ctrl_c_once_training)
    presser.start()
    with pytest.raises(KeyboardInterrupt):
        trainings.train_all({"tiny": job}, parallel=1)
    presser.join()
    stopped = run_progress(run)
    assert stopped is not None and 0 < stopped.step < 100000
    assert "SIGINT after step" in (run / "train.log").read_text()
    steps = [f"--train.max_steps={stopped.step + 5}", "--train.eval_every=10"]
    again = trainings.training(CONFIG, [*OVERRIDES, *steps], run)
    assert again is not None and again.resume
    trainings.train_all({"tiny": again}, parallel=1)
    progress = run_progress(run)
    assert progress is not None and progress.step == stopped.step + 5
