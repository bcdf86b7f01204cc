"""`make demo` trains a run, resumes one that was interrupted and reuses a complete one (on a
tiny synthetic corpus: the demo's own corpus is fetched from the internet)."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import pytest

from attnlab.config import load_config
from attnlab.demo import train_or_reuse
from attnlab.training.progress import run_progress
from attnlab.training.trainer import Trainer
from tests.training.test_trainer import CONFIG, snapshot


def test_the_demo_resumes_an_interrupted_run_and_reuses_a_complete_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def config(max_steps: int) -> Any:
        return load_config(
            CONFIG,
            [
                f"--run_dir={tmp_path / 'run'}",
                "--data.corpus=synthetic:reverse:num_train=200,num_dev=20",
                "--train.eval_every=10",
                "--train.dev_bleu_sentences=10",
                f"--train.max_steps={max_steps}",
            ],
        )

    files = train_or_reuse(config(10))
    progress = run_progress(files.root)
    assert progress is not None and progress.step == 10
    before = snapshot(files.root)
    capsys.readouterr()
    train_or_reuse(config(10))
    assert "holds a complete run (max_steps=10 reached): reusing it" in capsys.readouterr().out
    assert snapshot(files.root) == before

    trainer = Trainer(config(20), resume=True)  # Ctrl-C during step 13

    def press_ctrl_c(*_: object) -> None:
        if trainer.progress.step == 12:
            os.kill(os.getpid(), signal.SIGINT)

    trainer.optimizer.register_step_pre_hook(press_ctrl_c)
    trainer.fit()
    progress = run_progress(files.root)
    assert progress is not None and progress.step == 13
    train_or_reuse(config(20))
    progress = run_progress(files.root)
    assert progress is not None and progress.step == 20
