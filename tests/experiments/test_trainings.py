"""The experiments' trainings: a quick run's, in the experiment's own process, as `attnlab
train` would run them; Ctrl-C stops the experiment with a checkpoint that the next run resumes."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
import torch

from attnlab.config import ExperimentConfig, load_config
from attnlab.experiments import trainings
from attnlab.runs import load_run
from attnlab.training.progress import run_progress

CONFIG = Path(__file__).parents[2] / "configs" / "tiny-synthetic.yaml"
DATA = ["--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20"]


def tiny(**train: int) -> ExperimentConfig:
    """The tiny config on a small corpus, for 1000 epochs, with ``train``'s changes."""
    config = load_config(CONFIG, DATA)
    return replace(config, train=replace(config.train, max_epochs=1000, **train))


def test_a_training_in_this_process_logs_and_leaves_threads_and_randomness_as_they_were(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Trained as the config says (its 3 epochs: the config file's own stop, not a default's),
    into a run directory whose folders are made, then complete; a longer budget resumes it."""
    run = tmp_path / "runs" / "experiment" / "tiny"
    config = load_config(CONFIG, [*DATA, "--train.threads=2"])  # an experiment's: one thread
    job = trainings.training(config, run)
    assert job is not None and not job.resume
    assert job.config == replace(config, run_dir=str(run), train=replace(config.train, threads=1))
    assert job.command() == [sys.executable, "-m", "attnlab.cli", "train", str(run / "train.yaml")]
    torch.set_num_threads(1)
    state = torch.random.get_rng_state()
    trainings.train_all({"tiny": job}, parallel=1)
    assert torch.get_num_threads() == 1 and torch.equal(torch.random.get_rng_state(), state)
    assert load_run(run).config == job.config
    assert capsys.readouterr().out == f"training tiny (log: {run / 'train.log'})\n"
    assert "stopped (max_epochs=3 reached)" in (run / "train.log").read_text()
    assert trainings.training(config, run) is None
    more = trainings.training(replace(config, train=replace(config.train, max_epochs=4)), run)
    assert more is not None and more.resume and more.command()[-1] == "--resume"


def test_ctrl_c_stops_the_experiment_after_a_step_and_the_next_run_resumes(
    tmp_path: Path,
) -> None:
    run = tmp_path / "run"
    job = trainings.training(tiny(max_steps=100000, eval_every=10), run)
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
    again = trainings.training(tiny(max_steps=stopped.step + 5, eval_every=10), run)
    assert again is not None and again.resume
    trainings.train_all({"tiny": again}, parallel=1)
    progress = run_progress(run)
    assert progress is not None and progress.step == stopped.step + 5


def test_two_at_a_time_each_in_its_own_process_and_a_failure_names_its_log(
    tmp_path: Path,
) -> None:
    """A full run's way: `attnlab train` processes side by side, each reading the config it
    was asked for from its run's train.yaml and logging to its train.log; one that fails stops
    the experiment, naming it."""
    good = trainings.training(tiny(max_steps=5), tmp_path / "good")
    missing = replace(tiny(), data=replace(tiny().data, corpus=str(tmp_path / "no-corpus")))
    bad = trainings.training(missing, tmp_path / "bad")
    assert good is not None and bad is not None
    with pytest.raises(RuntimeError, match=r"^training bad failed; see its train\.log$"):
        trainings.train_all({"good": good, "bad": bad}, parallel=2)
    assert load_config(tmp_path / "good" / "train.yaml") == good.config
    progress = run_progress(tmp_path / "good")
    assert progress is not None and progress.step == 5
    assert "stopped (max_steps=5 reached)" in (tmp_path / "good" / "train.log").read_text()
    assert "no-corpus" in (tmp_path / "bad" / "train.log").read_text()


def test_a_quick_corpus_is_the_first_pairs_of_each_split(tmp_path: Path) -> None:
    from attnlab.data import load_corpus

    corpus = load_corpus("synthetic:reverse:num_train=700,num_dev=50,num_test=50")
    quick = load_corpus(str(trainings.quick_corpus(corpus, tmp_path / "quick")))
    assert quick.name == f"{corpus.name}-quick"
    assert (quick.src_lang, quick.tgt_lang) == (corpus.src_lang, corpus.tgt_lang)
    assert quick.train == corpus.train[: trainings.QUICK_TRAIN] and len(quick.train) == 600
    assert quick.dev == corpus.dev[: trainings.QUICK_DEV] and len(quick.dev) == 30
    assert quick.test == corpus.test[: trainings.QUICK_TEST] and len(quick.test) == 40
