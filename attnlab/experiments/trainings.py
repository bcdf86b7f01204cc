"""Experiments' trainings through ``attnlab train``, a process each (one thread), so that two
run side by side on two cores; a finished run is kept and an unfinished one resumes, so a
stopped experiment picks up where it was."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

from attnlab.config import load_config
from attnlab.data import Corpus
from attnlab.data.corpus import save_corpus
from attnlab.training.progress import run_progress, stop_reason

QUICK_TRAIN, QUICK_DEV, QUICK_TEST = 600, 30, 40  # pairs of each split in a quick run


def quick_corpus(corpus: Corpus, directory: Path) -> Path:
    """The first pairs of each split of ``corpus``, saved in ``directory``: what a quick run
    trains and tests on, in seconds."""
    sliced = dataclasses.replace(
        corpus,
        name=f"{corpus.name}-quick",
        train=corpus.train[:QUICK_TRAIN],
        dev=corpus.dev[:QUICK_DEV],
        test=corpus.test[:QUICK_TEST],
    )
    return save_corpus(sliced, directory)


def train_command(config: Path, overrides: list[str], run_dir: Path) -> list[str] | None:
    """The `attnlab train` command that trains ``config`` with ``overrides`` into ``run_dir``
    (resuming what is there), or None if that run is complete."""
    overrides = [f"--run_dir={run_dir}", "--train.threads=1", *overrides]
    progress = run_progress(run_dir)
    if progress is not None:
        if stop_reason(progress, load_config(config, overrides).train):
            return None
        overrides.append("--resume")
    return [sys.executable, "-m", "attnlab.cli", "train", str(config), *overrides]


def train_all(commands: dict[str, tuple[Path, list[str] | None]], parallel: int) -> None:
    """Run the training commands (name -> (run directory, command or None: complete)),
    ``parallel`` at a time; each logs to its run's train.log."""
    waiting = [(name, run_dir, cmd) for name, (run_dir, cmd) in commands.items() if cmd]
    running: list[tuple[str, subprocess.Popen[bytes]]] = []
    while waiting or running:
        while waiting and len(running) < parallel:
            name, run_dir, command = waiting.pop(0)
            run_dir.mkdir(parents=True, exist_ok=True)
            with (run_dir / "train.log").open("ab") as log:
                running.append((name, subprocess.Popen(command, stdout=log, stderr=log)))
            print(f"training {name} (log: {run_dir / 'train.log'})", flush=True)
        name, process = running.pop(0)
        if process.wait() != 0:
            raise RuntimeError(f"training {name} failed; see its train.log")
