"""Where a training stands (saved with every checkpoint), when it is complete, asked to stop
or diverged, and metrics.csv, written whole from the history the progress keeps. Shared by
the translator's trainer and the captioner."""

from __future__ import annotations

import csv
import io
import signal
import threading
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

from attnlab.atomic import write_file
from attnlab.config import TrainConfig
from attnlab.locales import say
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
    grad_scaler: dict[str, Any] = field(default_factory=dict)  # fp16 loss scaling's state


PROGRESS_EVERY = 200  # steps between progress lines when there is no bar (not a terminal)


def progress_line(
    progress: Progress,
    train: TrainConfig,
    total_steps: int,
    first_step: int,
    first_elapsed: float,
) -> str:
    """Where a training without a progress bar stands, and an estimate of the time left: the
    time per step since this process started (evaluations included) times the steps left,
    or what max_minutes leaves if that is less. ``total_steps``: where max_steps or
    max_epochs end it; ``first_step``/``first_elapsed``: the progress this process started
    from (0 unless resumed)."""
    done = progress.step - first_step
    per_step = (progress.elapsed_s - first_elapsed) / max(done, 1)
    left = max(total_steps - progress.step, 0) * per_step
    if train.max_minutes is not None:
        left = min(left, max(train.max_minutes * 60 - progress.elapsed_s, 0.0))
    percent = f"{100 * progress.step / total_steps:.0f}" if total_steps else ""
    share = say("train.share", percent=percent) if total_steps else ""
    loss = progress.train_loss_sum / max(progress.train_target_tokens, 1)
    return say(
        "train.progress",
        step=f"{progress.step:,}",
        total=f"{total_steps:,}",
        share=share,
        loss=f"{loss:.3f}",
        minutes=f"{progress.elapsed_s / 60:.1f}",
        left=f"{left / 60:.1f}",
    )


def ended_budget(progress: Progress, train: TrainConfig) -> str:
    """The ``train`` option whose budget a run at ``progress`` has used up (max_epochs,
    max_steps, patience or max_minutes); empty while it should go on."""
    if progress.epoch >= train.max_epochs:
        return "max_epochs"
    if train.max_steps is not None and progress.step >= train.max_steps:
        return "max_steps"
    if progress.evals_without_gain >= train.patience:
        return "patience"
    if train.max_minutes is not None and progress.elapsed_s >= train.max_minutes * 60:
        return "max_minutes"
    return ""


def stop_reason(progress: Progress, train: TrainConfig) -> str:
    """Why a run at ``progress`` is complete under ``train``; empty while it should go on."""
    budget = ended_budget(progress, train)
    if budget == "patience":
        return say("train.reason_patience", patience=train.patience)
    if budget == "max_minutes":
        return say("train.reason_minutes", minutes=train.max_minutes)
    return say("train.reason_budget", budget=budget, value=getattr(train, budget)) if budget else ""


def stop_plan(train: TrainConfig, batches_per_epoch: int) -> str:
    """Which limit will end the run, as far as it is known before the first step: step counts
    follow from the batches per epoch (which vary a little between epochs), the time per step
    only from the steps themselves."""
    epoch_steps = train.max_epochs * batches_per_epoch
    limits = [say("train.plan_epochs", epochs=train.max_epochs, steps=f"{epoch_steps:,}")]
    if train.max_steps is not None:
        limits.append(f"max_steps={train.max_steps:,}")
    if train.max_minutes is not None:
        limits.append(f"max_minutes={train.max_minutes:g}")
    joined = say("family.term_separator").join(limits)
    plan = say("train.plan", limits=joined, patience=train.patience)
    if train.max_steps is not None:
        first, then = ("max_steps", "max_epochs")
        if epoch_steps < train.max_steps:
            first, then = then, first
        plan += say("train.plan_first", first=first, then=then)
    if train.max_minutes is not None:
        plan += say("train.plan_minutes")
    return plan


class StopRequest:
    """SIGINT (Ctrl-C) and SIGTERM only ask the loop to stop; it does so between steps, so the
    checkpoint it saves describes one whole step. A second signal stops at once, saving
    nothing: the last checkpoint stays whole."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.signal = ""  # the name of the signal received, once one is
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> StopRequest:
        if threading.current_thread() is threading.main_thread():  # handlers live there only
            self._previous = {
                number: signal.signal(number, self._handle) for number in self.SIGNALS
            }
        return self

    def __exit__(self, *exc_info: object) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)

    def _handle(self, number: int, frame: FrameType | None) -> None:
        if self.signal:
            raise KeyboardInterrupt
        self.signal = signal.Signals(number).name


class TrainingDivergedError(ValueError):
    """The loss or the gradient norm is no longer a finite number."""

    @classmethod
    def at(
        cls, step: int, what: str, lr: float, checkpoint_step: int | None
    ) -> TrainingDivergedError:
        """Step ``step`` went wrong (``what``: "the training loss is nan"), with what to change
        and what is kept: ``checkpoint_step``, the step of the last checkpoint, or None."""
        if checkpoint_step is None:
            kept = "nothing was saved: start again with the change"
        else:
            kept = (
                f"the last good checkpoint (step {checkpoint_step}) is kept: continue "
                "from it with --resume and the change"
            )
        return cls(
            f"training diverged at step {step}: {what} (lr {lr:.3g}). Try a lower --train.lr, "
            f"a smaller --train.clip_norm or a warmup (--train.warmup_steps=N); {kept}"
        )


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
