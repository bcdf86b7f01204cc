"""Where a training stands (saved with every checkpoint), when it is complete, and
metrics.csv, written whole from the history the progress keeps."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from attnlab.atomic import write_file
from attnlab.config import TrainConfig
from attnlab.runs import RunFiles
from attnlab.training.checkpoints import saved_progress

# The columns of metrics.csv, one row per evaluation (names kept for compatibility):
METRIC_FIELDS = [
    "step",  # optimizer steps taken
    "epoch",  # epochs done, fractional
    "elapsed_s",  # wall-clock seconds of training so far, evaluations included
    "lr",  # the learning rate of the last step
    # The training loss per target token since the previous evaluation, with dropout on:
    # label-smoothed when train.label_smoothing > 0, so not comparable with dev_loss.
    "train_loss",
    "train_tokens_per_s",  # source + target tokens per second since the previous evaluation
    "dev_loss",  # plain NLL per target token on the dev set (no smoothing, no dropout)
    "dev_bleu",  # greedy sacreBLEU on the first train.dev_bleu_sentences dev sources
    "dev_chrf",  # chrF of the same translations
]


@dataclass
class Progress:
    """Where training stands; saved as JSON with every checkpoint."""

    step: int = 0
    epoch: int = 0
    batches_done_in_epoch: int = 0
    elapsed_s: float = 0.0
    best_dev_bleu: float = -1.0
    evals_without_gain: int = 0
    # The training loss since the last evaluation, so a resumed run reports the same row.
    train_loss_sum: float = 0.0
    train_target_tokens: int = 0
    history: list[dict[str, Any]] = field(default_factory=list)  # one row per evaluation


def stop_reason(progress: Progress, train: TrainConfig) -> str:
    """Why a run at ``progress`` is complete under ``train``; empty while it should go on."""
    if progress.epoch >= train.max_epochs:
        return f"max_epochs={train.max_epochs} reached"
    if train.max_steps is not None and progress.step >= train.max_steps:
        return f"max_steps={train.max_steps} reached"
    if progress.evals_without_gain >= train.patience:
        return f"early stopping: no dev BLEU gain in patience={train.patience} evaluations"
    if train.max_minutes is not None and progress.elapsed_s >= train.max_minutes * 60:
        return f"time budget max_minutes={train.max_minutes} used"
    return ""


def run_progress(run_dir: str | Path) -> Progress | None:
    """The progress of a run's checkpoint; None when it has none (yet)."""
    saved = saved_progress(RunFiles(Path(run_dir)))
    return None if saved is None else Progress(**saved)


def write_metrics(path: Path, history: list[dict[str, Any]]) -> None:
    """metrics.csv, whole and atomically: it always matches the progress it comes from."""
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=METRIC_FIELDS)
    writer.writeheader()
    writer.writerows(history)
    write_file(path, text.getvalue())
