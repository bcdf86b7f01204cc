"""Experiments' trainings as ``attnlab train`` runs them: two at a time, a process each (one
thread), so that they run side by side on two cores; one at a time (a quick run), in this
process, which saves each the seconds a new interpreter takes to import torch. A finished run
is kept and an unfinished one resumes, so a stopped experiment picks up where it was."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import torch

from attnlab.config import ExperimentConfig, save_config
from attnlab.data import Corpus
from attnlab.data.corpus import save_corpus
from attnlab.training.progress import run_progress, stop_reason
from attnlab.training.trainer import train

QUICK_TRAIN, QUICK_DEV, QUICK_TEST = 600, 30, 40  # pairs of each split in a quick run


def quick_corpus(corpus: Corpus, directory: Path) -> Path:
    """The first pairs of each split of ``corpus``, saved in ``directory``: what a quick run
    trains and tests on, in seconds."""
    sliced = replace(
        corpus,
        name=f"{corpus.name}-quick",
        train=corpus.train[:QUICK_TRAIN],
        dev=corpus.dev[:QUICK_DEV],
        test=corpus.test[:QUICK_TEST],
    )
    return save_corpus(sliced, directory)


@dataclass(frozen=True)
class Training:
    """``attnlab train`` of ``config`` into its run directory (``resume``: continue it)."""

    config: ExperimentConfig
    resume: bool

    @property
    def run_dir(self) -> Path:
        return self.config.resolved_run_dir

    @property
    def request(self) -> Path:
        """The config asked for, as ``attnlab train`` reads it in a process of its own."""
        return self.run_dir / "train.yaml"

    def command(self) -> list[str]:
        resume = ["--resume"] if self.resume else []
        return [sys.executable, "-m", "attnlab.cli", "train", str(self.request), *resume]

    @property
    def log(self) -> Path:
        return self.run_dir / "train.log"

    def run_here(self) -> None:
        """Train in this process, saying what ``attnlab train`` would in its log; torch's
        threads and random state are left as they were. Ctrl-C stops the training after its
        step (with a checkpoint to resume from) and then the caller, as KeyboardInterrupt."""
        threads = torch.get_num_threads()
        with (
            self.log.open("a", encoding="utf-8") as file,
            contextlib.redirect_stdout(file),
            contextlib.redirect_stderr(file),
            torch.random.fork_rng(devices=[]),
        ):
            try:
                train(self.config, resume=self.resume)
            finally:
                torch.set_num_threads(threads)
        progress = run_progress(self.run_dir)
        if progress is None or not stop_reason(progress, self.config.train):
            raise KeyboardInterrupt


def training(config: ExperimentConfig, run_dir: Path) -> Training | None:
    """The training of ``config`` into ``run_dir``, one thread (resuming what is there), or
    None if that run is complete."""
    config = replace(config, run_dir=str(run_dir), train=replace(config.train, threads=1))
    progress = run_progress(run_dir)
    if progress is not None and stop_reason(progress, config.train):
        return None
    return Training(config, resume=progress is not None)


def train_all(trainings: dict[str, Training | None], parallel: int) -> None:
    """Run the trainings (name -> training, or None: complete), ``parallel`` at a time; each
    logs to its run's train.log."""
    waiting = [(name, job) for name, job in trainings.items() if job is not None]
    running: list[tuple[str, subprocess.Popen[bytes]]] = []
    while waiting or running:
        while waiting and len(running) < parallel:
            name, job = waiting.pop(0)
            job.run_dir.mkdir(parents=True, exist_ok=True)
            print(f"training {name} (log: {job.log})", flush=True)
            if parallel == 1:
                job.run_here()
                continue
            save_config(job.config, job.request)
            with job.log.open("ab") as file:
                running.append((name, subprocess.Popen(job.command(), stdout=file, stderr=file)))
        if running:
            name, process = running.pop(0)
            if process.wait() != 0:
                raise RuntimeError(f"training {name} failed; see its train.log")
