"""The training loop: Adam, clipping, label smoothing, a schedule, dev loss and BLEU at
intervals, early stopping, the best checkpoint kept, and exact resume.

Resume is exact: batches are a function of (seed, epoch), and a checkpoint describes one whole
step (weights, optimizer, RNG, data position, progress and metrics, all after the same step),
so a resumed run ends with the same weights as one that never stopped. Signals are acted on
only between steps; a diverged loss stops training without saving the broken state.
"""

from __future__ import annotations

import math
import signal
import threading
import time
from dataclasses import asdict
from pathlib import Path
from types import FrameType
from typing import Any

import torch
from torch import nn
from tqdm import tqdm

from attnlab.config import ExperimentConfig, TrainConfig, save_config
from attnlab.data import Batch, Corpus, Tokenizers, encode_pairs, load_corpus, make_batches
from attnlab.evaluation import corpus_scores
from attnlab.models import build_model
from attnlab.runs import RunFiles
from attnlab.schedules import make_schedule
from attnlab.training.checkpoints import (
    load_checkpoint,
    recover_checkpoint,
    save_checkpoint,
    saved_progress,
)
from attnlab.training.lock import RunLock
from attnlab.training.losses import sequence_loss
from attnlab.training.progress import Progress, stop_reason, write_metrics
from attnlab.translation import translate_texts
from attnlab.weights import save_weights


class TrainingDivergedError(ValueError):
    """The loss or the gradient norm is no longer a finite number."""


def check_device(name: str) -> torch.device:
    """The device, or a ValueError saying why this machine cannot train on it."""
    device = torch.device(name)
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(
            f"--train.device={name}: this torch build has no CUDA device; use --train.device=cpu"
        )
    if device.type == "cuda" and (device.index or 0) >= torch.cuda.device_count():
        raise ValueError(
            f"--train.device={name}: there are {torch.cuda.device_count()} CUDA devices, "
            "numbered from 0"
        )
    if device.type == "mps" and not torch.backends.mps.is_available():
        raise ValueError(
            f"--train.device={name}: this torch build has no MPS device; use --train.device=cpu"
        )
    return device


class _StopRequest:
    """SIGINT (Ctrl-C) and SIGTERM only ask the loop to stop; it does so between steps, so the
    checkpoint it saves describes one whole step. A second signal stops at once, saving
    nothing: the last checkpoint stays whole."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.signal = ""  # the name of the signal received, once one is
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> _StopRequest:
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


class _Speed:
    """Source + target tokens per second since the last evaluation (or the resume)."""

    def __init__(self) -> None:
        self.tokens, self.started = 0, time.perf_counter()

    def tokens_per_s(self) -> float:
        return self.tokens / max(time.perf_counter() - self.started, 1e-9)


def stop_plan(train: TrainConfig, batches_per_epoch: int) -> str:
    """Which limit will end the run, as far as it is known before the first step: step counts
    follow from the batches per epoch (which vary a little between epochs), the time per step
    only from the steps themselves."""
    epoch_steps = train.max_epochs * batches_per_epoch
    limits = [f"max_epochs={train.max_epochs} (~{epoch_steps:,} steps)"]
    if train.max_steps is not None:
        limits.append(f"max_steps={train.max_steps:,}")
    if train.max_minutes is not None:
        limits.append(f"max_minutes={train.max_minutes:g}")
    plan = f"stops at the first of: {', '.join(limits)}, early stopping (patience={train.patience})"
    if train.max_steps is not None:
        first, then = ("max_steps", "max_epochs")
        if epoch_steps < train.max_steps:
            first, then = then, first
        plan += f"; {first} comes before {then}"
    if train.max_minutes is not None:
        plan += "; max_minutes may end it sooner, depending on the time per step"
    return plan


class Trainer:
    """One training of one run directory, whose lock it holds from construction until fit()
    ends. ``resume`` continues from the checkpoint, or from step 0 if the run has none yet."""

    def __init__(self, config: ExperimentConfig, resume: bool = False) -> None:
        self.config = config
        self.files = RunFiles(config.resolved_run_dir)
        train = config.train
        self.device = check_device(train.device)
        if resume and not self.files.config.exists():
            raise FileNotFoundError(
                f"no checkpoint to resume in {self.files.root}; start without --resume"
            )
        self._lock = RunLock(self.files.lock)
        try:
            recover_checkpoint(self.files)
            self._prepare(resume)
        except BaseException:
            self._lock.release()
            raise

    def _prepare(self, resume: bool) -> None:
        config, train, files = self.config, self.config.train, self.files
        saved = saved_progress(files) if resume else None
        if resume and saved is None:
            print(f"{files.root} has no checkpoint yet: starting from step 0")
        if not resume and any(path.exists() for path in (files.last, files.best_weights)):
            raise FileExistsError(
                f"{files.root} already holds a run; continue it with --resume, train into "
                f"another directory with --name=NAME or --run_dir=PATH, or delete {files.root} "
                "to start over"
            )
        if train.threads:
            torch.set_num_threads(train.threads)
        torch.manual_seed(train.seed)
        self.corpus: Corpus = load_corpus(config.data.corpus)
        if saved is not None:
            self.tokenizers = Tokenizers.load(files.tokenizers)
        else:
            self.tokenizers = Tokenizers.train(self.corpus, *config.data.vocab_sizes())
            self.tokenizers.save(files.tokenizers)
            save_config(config, files.config)
        self.train_data = encode_pairs(self.corpus.train, self.tokenizers, config.data.max_len)
        self.dev_data = encode_pairs(self.corpus.dev, self.tokenizers, max_len=None)
        self.model = build_model(
            config.model, self.tokenizers.src.vocab_size, self.tokenizers.tgt.vocab_size
        ).to(self.device)
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=train.lr)
        self.batches_per_epoch = len(self._epoch_batches(0))
        self.schedule = make_schedule(
            train.schedule, train.warmup_steps, train.max_epochs * self.batches_per_epoch
        )
        self.progress = Progress()
        self.checkpoint_step: int | None = None  # the step last/ describes
        if saved is not None:
            self.progress = Progress(**load_checkpoint(files, self.model, self.optimizer))
            self.checkpoint_step = self.progress.step

    def _epoch_batches(self, epoch: int) -> list[Batch]:
        return make_batches(
            self.train_data,
            max_tokens=self.config.data.max_tokens,
            shuffle=True,
            seed=self.config.train.seed,
            epoch=epoch,
        )

    def fit(self) -> Path:
        """Train until max_epochs, max_steps, early stopping or the time budget; Ctrl-C or
        SIGTERM stop after the current step with a checkpoint to resume from. A run already
        complete is left as it is. Returns the run directory."""
        try:
            progress, root = self.progress, self.files.root
            complete = stop_reason(progress, self.config.train)
            if complete:
                print(
                    f"{root} is complete ({complete}) at step {progress.step}; nothing changed. "
                    "To train on, --resume with a larger --train.max_steps, --train.max_epochs, "
                    "--train.patience or --train.max_minutes"
                )
                return root
            if self.checkpoint_step is not None:  # resumed
                save_config(self.config, self.files.config)  # the overrides it continues under
                write_metrics(self.files.metrics, progress.history)  # should a kill have run ahead
            print(
                f"training {self.config.model.family} on {self.corpus.name}: "
                f"{len(self.train_data)} pairs ({self.train_data.dropped} over max_len left "
                f"out), {self.batches_per_epoch} batches/epoch, "
                f"{sum(p.numel() for p in self.model.parameters()):,} parameters -> {root}"
            )
            data, tokenizers = self.config.data, self.tokenizers
            print(
                f"vocabulary: src {tokenizers.src.vocab_size:,} pieces (asked: "
                f"{data.src_vocab_size}), tgt {tokenizers.tgt.vocab_size:,} pieces (asked: "
                f"{data.tgt_vocab_size})"
            )
            print(stop_plan(self.config.train, self.batches_per_epoch))
            with _StopRequest() as stop:
                reason = self._loop(stop)
            print(
                f"stopped ({reason}) after {progress.step} steps, "
                f"{progress.elapsed_s / 60:.1f} min; best dev BLEU {progress.best_dev_bleu:.2f}"
            )
            return root
        finally:
            self._lock.release()

    def _loop(self, stop: _StopRequest) -> str:
        train, progress = self.config.train, self.progress
        started = time.perf_counter() - progress.elapsed_s
        speed = _Speed()
        bar = tqdm(
            total=min(train.max_steps or math.inf, train.max_epochs * self.batches_per_epoch),
            initial=progress.step,
            unit="step",
            dynamic_ncols=True,
            leave=False,
            mininterval=1.0,
            disable=None,  # no bar when the output is not a terminal
        )
        batches: list[Batch] = []
        try:
            while True:
                if not batches or progress.batches_done_in_epoch == 0:
                    batches = self._epoch_batches(progress.epoch)
                    bar.set_description(f"epoch {progress.epoch + 1}/{train.max_epochs}")
                batch = batches[progress.batches_done_in_epoch]
                loss, target_tokens = self._train_step(batch)
                progress.step += 1
                progress.batches_done_in_epoch += 1
                progress.elapsed_s = time.perf_counter() - started
                progress.train_loss_sum += loss * target_tokens
                progress.train_target_tokens += target_tokens
                speed.tokens += batch.num_src_tokens + batch.num_tgt_tokens
                bar.update(1)
                bar.set_postfix(
                    {"loss": f"{loss:.3f}", "tok/s": f"{speed.tokens_per_s():,.0f}"},
                    refresh=False,
                )
                if progress.batches_done_in_epoch == len(batches):
                    progress.epoch += 1
                    progress.batches_done_in_epoch = 0
                    tqdm.write(
                        f"epoch {progress.epoch} done: step {progress.step}, "
                        f"{progress.elapsed_s / 60:.1f} min, {speed.tokens_per_s():,.0f} tok/s"
                    )
                due = progress.step % train.eval_every == 0
                reason = stop_reason(progress, train)
                if due or (reason and progress.train_target_tokens):
                    self._evaluate(speed)
                    speed = _Speed()
                    reason = stop_reason(progress, train)  # early stopping
                if due or reason or stop.signal:
                    self._save_checkpoint()
                if reason:
                    return reason
                if stop.signal:
                    return f"{stop.signal} after step {progress.step}; continue with --resume"
        finally:
            bar.close()

    def _train_step(self, batch: Batch) -> tuple[float, int]:
        self.model.train()
        batch = batch.to(self.device)
        for group in self.optimizer.param_groups:
            group["lr"] = self.config.train.lr * self.schedule(self.progress.step)
        output = self.model(batch.src, batch.src_mask, batch.tgt_in)
        loss, _, tokens = sequence_loss(
            output.logits,
            batch.tgt_out,
            self.tokenizers.tgt.pad_id,
            self.config.train.label_smoothing,
        )
        if not math.isfinite(loss.item()):
            raise self._diverged(f"the training loss is {loss.item()}")
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        norm = nn.utils.clip_grad_norm_(self.model.parameters(), self.config.train.clip_norm)
        if not math.isfinite(norm.item()):  # checked before the update, which it would spoil
            raise self._diverged(f"the gradient norm is {norm.item()}")
        self.optimizer.step()
        return loss.item(), tokens

    def _diverged(self, what: str) -> TrainingDivergedError:
        if self.checkpoint_step is None:
            kept = "nothing was saved: start again with the change"
        else:
            kept = (
                f"the last good checkpoint (step {self.checkpoint_step}) is kept: continue "
                "from it with --resume and the change"
            )
        return TrainingDivergedError(
            f"training diverged at step {self.progress.step + 1}: {what} (lr "
            f"{self.optimizer.param_groups[0]['lr']:.3g}). Try a lower --train.lr, a smaller "
            f"--train.clip_norm or a warmup (--train.warmup_steps=N); {kept}"
        )

    @torch.no_grad()
    def _evaluate(self, speed: _Speed) -> None:
        """Dev loss and dev BLEU as a row of the history and metrics.csv; keep the best weights."""
        self.model.eval()
        pad_id = self.tokenizers.tgt.pad_id
        nll, tokens = 0.0, 0
        for batch in make_batches(self.dev_data, self.config.data.max_tokens, shuffle=False):
            batch = batch.to(self.device)
            output = self.model(batch.src, batch.src_mask, batch.tgt_in)
            _, batch_nll, batch_tokens = sequence_loss(output.logits, batch.tgt_out, pad_id)
            nll, tokens = nll + float(batch_nll), tokens + batch_tokens
        dev_loss = nll / max(tokens, 1)
        if not math.isfinite(dev_loss):
            raise self._diverged(f"the dev loss is {dev_loss}")
        scores = self._dev_bleu()
        progress = self.progress
        row = {
            "step": progress.step,
            "epoch": progress.epoch + progress.batches_done_in_epoch / self.batches_per_epoch,
            "elapsed_s": round(progress.elapsed_s, 1),
            "lr": self.optimizer.param_groups[0]["lr"],
            "train_loss": round(progress.train_loss_sum / max(progress.train_target_tokens, 1), 4),
            "train_tokens_per_s": round(speed.tokens_per_s()),
            "dev_loss": round(dev_loss, 4),
            "dev_bleu": round(scores.bleu, 2),
            "dev_chrf": round(scores.chrf, 2),
        }
        progress.history.append(row)
        progress.train_loss_sum, progress.train_target_tokens = 0.0, 0
        if scores.bleu > progress.best_dev_bleu:
            progress.best_dev_bleu = scores.bleu
            progress.evals_without_gain = 0
            save_weights(self.model, self.files.best_weights)
        else:
            progress.evals_without_gain += 1
        write_metrics(self.files.metrics, progress.history)
        # train_loss is what training minimizes (label-smoothed when smoothing is on), dev_loss
        # the plain NLL: name each for what it is.
        smoothing = self.config.train.label_smoothing
        name, note = ("loss", f"label-smoothed {smoothing:g}, ") if smoothing else ("NLL", "")
        tqdm.write(
            f"step {row['step']}: train {name} {row['train_loss']:.3f} ({note}mean since the "
            f"last evaluation), dev NLL {row['dev_loss']:.3f}, dev BLEU {row['dev_bleu']:.2f}, "
            f"chrF {row['dev_chrf']:.1f}, {row['train_tokens_per_s']:,} tok/s"
        )

    def _save_checkpoint(self) -> None:
        """The latest weights, optimizer, RNG and progress: what --resume continues from.
        Written after the best weights and metrics.csv, so a kill in between leaves those
        ahead of the checkpoint, and the resumed run writes them again, the same."""
        save_checkpoint(self.files, self.model, self.optimizer, asdict(self.progress))
        self.checkpoint_step = self.progress.step

    def _dev_bleu(self) -> Any:
        """Greedy dev BLEU against all references, on the first ``dev_bleu_sentences`` sources."""
        sources, references = self.corpus.references("dev")
        limit = self.config.train.dev_bleu_sentences
        if limit is not None:
            sources, references = sources[:limit], references[:limit]
        hypotheses = translate_texts(
            self.model,
            self.tokenizers,
            sources,
            beam_size=1,
            max_tokens=self.config.data.max_tokens,
            device=self.device,
        )
        return corpus_scores(hypotheses, references, self.corpus.tgt_lang)


def train(config: ExperimentConfig, resume: bool = False) -> Path:
    return Trainer(config, resume).fit()
