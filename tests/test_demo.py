"""`make demo` trains a run, resumes one that was interrupted and reuses a complete one, and
trains the baseline beside it, both scored by length (on a tiny synthetic corpus: the demo's
own corpus is fetched from the internet)."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import pytest

from attnlab import pretrained
from attnlab.config import load_config
from attnlab.demo import BASELINE_LOG, DEMO_EVAL_EVERY, DEMO_SENTENCES, run_demo, train_or_reuse
from attnlab.metrics.report import load_report
from attnlab.runs import RunFiles
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


def test_the_demo_trains_the_baseline_beside_attention_and_scores_both_by_length(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline_config = tmp_path / "baseline.yaml"
    baseline_config.write_text(
        CONFIG.read_text()
        .replace("name: tiny-synthetic", "name: tiny-fixed-context")
        .replace("family: bahdanau", "family: fixed_context")
    )
    monkeypatch.chdir(tmp_path)  # runs/<name> lands here
    overrides = [
        "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20",
        "--train.max_steps=10",
        "--train.dev_bleu_sentences=10",
    ]
    root = run_demo(CONFIG, overrides, baseline_config)
    out = capsys.readouterr().out
    baseline = tmp_path / "runs" / "tiny-fixed-context"
    assert root == Path("runs/tiny-synthetic")
    for run in (baseline, tmp_path / root):
        report = load_report(RunFiles(run).report("test"))
        assert report.by_length and report.meta["sentences"] == 20
        saved = load_config(run / "config.yaml", []).train
        assert saved.threads == 1  # one thread each
        assert (saved.max_steps, saved.max_minutes) == (10, None)  # steps, never minutes
        assert saved.eval_every == DEMO_EVAL_EVERY  # the History view's entries
    assert "training fixed_context" in (baseline / BASELINE_LOG).read_text()
    explore = f"attnlab explore runs/tiny-fixed-context {root}"
    assert f"{explore} {' '.join(pretrained.available())}".rstrip() in out  # beside the shipped
    assert "fixed_context" in out and "BLEU 0-9" in out  # the two runs' comparison table
    assert len(list((tmp_path / root / "heatmaps").glob("demo-*.png"))) == len(DEMO_SENTENCES)
