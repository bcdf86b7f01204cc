"""The training loop of every task (translation, captioning: ``attnlab.training.tasks``):
Adam, clipping, a schedule, dev loss and BLEU at intervals, early stopping, the best
checkpoint kept, and exact resume; in one process or in several under torchrun
(``attnlab.training.distributed``), in fp32, bf16 or fp16.

Resume is exact: batches are a function of (seed, epoch), dropout masks of (seed, step, rank),
and a checkpoint describes one whole step (weights, optimizer, data position, progress and
metrics, all after the same step), so a resumed run ends with the same weights as one that
never stopped. Signals are acted on only between steps; a diverged loss stops training
without saving the broken state.
"""

from __future__ import annotations

import math
import shutil
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

import torch
from tqdm import tqdm

from attnlab.atomic import WriteError
from attnlab.config import ConfigError, ExperimentConfig, differences
from attnlab.locales import say
from attnlab.runs import RunFiles, find_run
from attnlab.schedules import make_schedule
from attnlab.training import distributed
from attnlab.training.checkpoints import (
    load_checkpoint,
    recover_checkpoint,
    save_checkpoint,
    saved_progress,
)
from attnlab.training.devices import Precision, resolve_device
from attnlab.training.distributed import Step, World, distributed_session, seed_step
from attnlab.training.history import drop_after
from attnlab.training.lock import RunLock
from attnlab.training.progress import (
    PROGRESS_EVERY,
    Progress,
    StopRequest,
    TrainingDivergedError,
    progress_line,
    stop_plan,
    stop_reason,
    write_metrics,
)
from attnlab.training.resume import changed_model, complete
from attnlab.training.tasks import Steps, Task, TranslationTask
from attnlab.training.threads import ThroughputWatch, set_threads
from attnlab.training.update import NonFiniteError, update
from attnlab.weights import load_weights, save_weights


class _Speed:
    """Source + target tokens per second since the last evaluation (or the resume)."""

    def __init__(self) -> None:
        self.tokens, self.started = 0, time.perf_counter()

    def tokens_per_s(self) -> float:
        return self.tokens / max(time.perf_counter() - self.started, 1e-9)


class Trainer:
    """One training of one run directory, whose lock it holds from construction until fit()
    ends. ``resume`` continues from the checkpoint, or from step 0 if the run has none yet.
    ``world``: this process among those torchrun started (default: the only one); rank 0
    holds the lock and alone writes the run directory. ``task``: what is trained on what
    (default: translation, as ``config`` describes it)."""

    def __init__(
        self,
        config: Any,
        resume: bool = False,
        world: World | None = None,
        task: Task | None = None,
    ) -> None:
        self.config = config
        self.task = task if task is not None else TranslationTask(config)
        self.world = world if world is not None else World()
        self.files = RunFiles(config.resolved_run_dir)
        self.device = resolve_device(config.train.device, self.world)
        self.precision = Precision(config.train.precision, self.device)
        if resume and not self.files.config.exists():
            raise FileNotFoundError(
                f"no checkpoint to resume in {self.files.root}; start without --resume"
            )
        self._lock: RunLock | None = None
        self.stopped = ""  # why fit() stopped, once it has
        self.signal = ""  # the signal that stopped it ("SIGINT", "SIGTERM"), if one did
        self.created = created = not self.files.root.exists()
        try:
            self.world.main_first(lambda: self._claim(resume))
            self._prepare(resume)
        except BaseException:
            self._release()
            if created and self.world.is_main:  # a run that never started leaves no folder
                shutil.rmtree(self.files.root, ignore_errors=True)
            raise

    def _claim(self, resume: bool) -> None:
        """Rank 0's part: the lock, a whole checkpoint, and for a new run its tokenizers and
        config, which the other processes then read."""
        files = self.files
        self._lock = RunLock(files.lock)
        recover_checkpoint(files)
        saved = saved_progress(files) if resume else None
        if resume and saved is None:
            rows = len(files.metrics.read_text().splitlines()) - 1 if files.metrics.exists() else 0
            if files.best_weights.exists() and rows != 1:
                # Weights and no last/: a run packed or copied without its checkpoint, unless
                # one evaluation ran, then a kill came before the first checkpoint.
                raise FileExistsError(
                    f"{files.root} holds trained weights but no checkpoint (last/) to resume "
                    "from: a run packed without last/ cannot continue exactly; nothing was "
                    "changed. Train a new run with --name=NAME"
                )
            print(say("train.no_checkpoint", root=files.root))
        if not resume and any(path.exists() for path in (files.last, files.best_weights)):
            raise FileExistsError(
                f"{files.root} already holds a run; continue it with --resume, train into "
                f"another directory with --name=NAME or --run_dir=PATH, or delete {files.root} "
                "to start over"
            )
        self.task.claim(fresh=saved is None)
        if saved is None:
            self.task.save_config()

    def _prepare(self, resume: bool) -> None:
        config, train, files = self.config, self.config.train, self.files
        set_threads(train.threads, self.world.local_size, self._say)
        torch.manual_seed(train.seed)
        if not self.world.is_main and not files.config.exists():
            raise FileNotFoundError(
                f"rank {self.world.rank} cannot see {files.root}, which rank 0 prepared: "
                "the run directory must be on a filesystem every machine shares"
            )
        self.task.prepare(self.device, self.world)
        self.model, self.fingerprint = self.task.model, self.task.fingerprint
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=train.lr)
        self.batches_per_epoch = self.task.batches_per_epoch
        self.schedule = make_schedule(
            train.schedule, train.warmup_steps, train.max_epochs * self.batches_per_epoch
        )
        self.progress = Progress()
        self.checkpoint_step: int | None = None  # the step last/ describes
        if resume and saved_progress(files) is not None:
            try:
                state = load_checkpoint(
                    files, self.model, self.optimizer, tokenizers=self.fingerprint
                )
            except ValueError:  # weights of another shape: say which options changed
                changed = changed_model(files.root, self.task.read_config(files.config), config)
                if not changed:
                    raise
                raise ConfigError(changed) from None
            self.progress = Progress(**state)
            self.precision.load_state_dict(self.progress.grad_scaler)
            self.checkpoint_step = self.progress.step
            if self.world.is_main:  # entries a kill left after the checkpoint are made again
                drop_after(files.history, self.checkpoint_step)
        elif train.init_from:
            self._start_from(train.init_from)
        self.trained_model = self.world.wrap(self.model)  # what the steps run (DDP or not)
        self.watch = ThroughputWatch()  # warns once if the steps slow down several-fold

    def _start_from(self, run: str) -> None:
        """train.init_from: the best weights of ``run``, whose tokenizers (if any) this run
        copied."""
        source = find_run(run)
        try:
            load_weights(self.model, source.best_weights, tokenizers=self.fingerprint)
        except ValueError as error:
            saved = self.task.read_config(source.config)
            changed = {
                key: values
                for key, values in differences(saved, self.config).items()
                if key.startswith("model.") and key != "model.dropout"
            }
            shown = "; ".join(
                f"{key} {was} in it, {now} now" for key, (was, now) in changed.items()
            )
            raise ConfigError(
                f"train.init_from={run}: its weights do not fit the model this config describes "
                f"({shown or error}); give the model options of {source.config}"
            ) from None
        self._say(say("train.starting_from", root=source.root))

    def _say(self, text: str) -> None:
        if self.world.is_main:  # one voice for all the processes
            tqdm.write(text, file=sys.stdout)
            sys.stdout.flush()  # piped to a file or a log: each line when it is said

    def _release(self) -> None:
        if self._lock is not None:
            self._lock.release()

    def fit(self) -> Path:
        """Train until max_epochs, max_steps, early stopping or the time budget; Ctrl-C or
        SIGTERM (to any process) stop after the current step with a checkpoint to resume from.
        A run already complete is left as it is. Returns the run directory; ``stopped`` says
        why it stopped (or that it was complete)."""
        try:
            progress, root = self.progress, self.files.root
            if stop_reason(progress, self.config.train):
                saved = self.task.read_config(self.files.config)
                self.stopped = complete(root, progress, saved, self.config)
                self._say(self.stopped)
                return root
            if self.checkpoint_step is not None and self.world.is_main:  # resumed
                self.task.save_config()  # the overrides it continues under
                write_metrics(self.files.metrics, progress.history)  # should a kill have run ahead
            with StopRequest() as stop:  # before the line that says training has started
                first, *more = self.task.opening()
                many = self.world.size > 1
                processes = say("train.processes", count=self.world.size) if many else ""
                self._say(first + processes)
                for line in more:
                    self._say(line)
                if self.checkpoint_step is not None:
                    self._say(say("train.continuing", step=f"{self.checkpoint_step:,}"))
                self._say(stop_plan(self.config.train, self.batches_per_epoch))
                reason = self.stopped = self._loop(stop)
                self.signal = stop.signal
            self._say(
                say(
                    "train.stopped",
                    reason=reason,
                    steps=progress.step,
                    minutes=f"{progress.elapsed_s / 60:.1f}",
                    bleu=f"{progress.best_dev_bleu:.2f}",
                )
            )
            self.world.barrier()  # the others wait for rank 0's last checkpoint
            return root
        except RuntimeError as error:  # DDP exchanges the gradients during backward
            if distributed.is_lost_peer(error):
                raise distributed.lost_peer(error) from error
            raise
        except WriteError:  # a full disk: a new run that saved nothing yet leaves nothing
            if self.created and self.world.is_main and not self.files.last.exists():
                self._release()
                shutil.rmtree(self.files.root, ignore_errors=True)
            raise
        finally:
            self._release()

    def _loop(self, stop: StopRequest) -> str:
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
            disable=None if self.world.is_main else True,  # no bar off a terminal
        )
        first_step, first_elapsed = progress.step, progress.elapsed_s  # where this process began
        steps: Steps = []
        try:
            while True:
                if not steps or progress.batches_done_in_epoch == 0:
                    steps = self.task.epoch_steps(progress.epoch, self.world)
                    bar.set_description(f"epoch {progress.epoch + 1}/{train.max_epochs}")
                step = steps[progress.batches_done_in_epoch]
                step_started = time.perf_counter()
                loss_sum, stopping, progress.elapsed_s = self.world.agree(
                    self._train_step(step), bool(stop.signal), time.perf_counter() - started
                )
                tokens = step.src_tokens + step.tgt_tokens
                slowdown = self.watch.add(tokens, time.perf_counter() - step_started)
                if slowdown is not None:
                    self._say(slowdown.advice(torch.get_num_threads(), self.device.type))
                progress.step += 1
                progress.batches_done_in_epoch += 1
                progress.train_loss_sum += loss_sum
                progress.train_target_tokens += step.tgt_tokens
                speed.tokens += tokens
                bar.update(1)
                loss = loss_sum / step.tgt_tokens
                bar.set_postfix(
                    {"loss": f"{loss:.3f}", "tok/s": f"{speed.tokens_per_s():,.0f}"}, refresh=False
                )
                if bar.disable and progress.step % PROGRESS_EVERY == 0:  # no bar: a line
                    self._say(
                        progress_line(progress, train, int(bar.total), first_step, first_elapsed)
                    )
                if progress.batches_done_in_epoch == len(steps):
                    progress.epoch += 1
                    progress.batches_done_in_epoch = 0
                    self._say(
                        say(
                            "train.epoch_done",
                            epoch=progress.epoch,
                            step=progress.step,
                            minutes=f"{progress.elapsed_s / 60:.1f}",
                            speed=f"{speed.tokens_per_s():,.0f}",
                        )
                    )
                due = progress.step % train.eval_every == 0
                reason = stop_reason(progress, train)
                if due or (reason and progress.train_target_tokens):
                    if self.world.is_main:
                        self._evaluate(speed)
                    progress.evals_without_gain = self.world.from_main(progress.evals_without_gain)
                    progress.train_loss_sum, progress.train_target_tokens = 0.0, 0
                    speed = _Speed()
                    reason = stop_reason(progress, train)  # early stopping
                if due or reason or stopping:
                    self._save_checkpoint()
                if reason:
                    return reason
                if stopping:
                    asked = stop.signal or "a signal to another process"
                    return f"{asked} after step {progress.step}; continue with --resume"
        finally:
            bar.close()

    def _train_step(self, step: Step) -> float:
        """One optimizer step on this process's share; its summed loss (over its tokens)."""
        train = self.config.train
        self.trained_model.train()
        seed_step(train.seed, self.progress.step, self.world.rank)
        for group in self.optimizer.param_groups:
            group["lr"] = train.lr * self.schedule(self.progress.step)
        with self.precision.autocast():
            loss, reported = self.task.losses(self.trained_model, step.batch)
        try:
            update(
                self.optimizer,
                loss,
                self.model.parameters(),
                clip_norm=train.clip_norm,
                precision=self.precision,
                weight=step.loss_weight,
            )
        except NonFiniteError as error:
            raise self._diverged(str(error)) from None
        return reported.item() * step.own_tgt_tokens

    def _diverged(self, what: str) -> TrainingDivergedError:
        lr = self.optimizer.param_groups[0]["lr"]
        return TrainingDivergedError.at(self.progress.step + 1, what, lr, self.checkpoint_step)

    @torch.no_grad()
    def _evaluate(self, speed: _Speed) -> None:
        """Dev loss and dev BLEU as a row of the history and metrics.csv; keep the best weights."""
        self.model.eval()
        dev_loss = self.task.dev_loss()
        if not math.isfinite(dev_loss):
            raise self._diverged(f"the dev loss is {dev_loss}")
        scores = self.task.dev_scores()
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
        if scores.bleu > progress.best_dev_bleu:
            progress.best_dev_bleu = scores.bleu
            progress.evals_without_gain = 0
            save_weights(self.model, self.files.best_weights, tokenizers=self.fingerprint)
        else:
            progress.evals_without_gain += 1
        self._keep_weights()
        write_metrics(self.files.metrics, progress.history)
        self.task.keep_history(self.files.history, progress.step, row["dev_bleu"])
        # train_loss is what training minimizes (label-smoothed when smoothing is on), dev_loss
        # the plain NLL: name each for what it is.
        smoothing = self.config.train.label_smoothing
        name, note = (
            (say("train.name_loss"), say("train.label_smoothed", smoothing=f"{smoothing:g}"))
            if smoothing
            else (say("train.name_nll"), "")
        )
        line = say(
            "train.evaluation",
            step=row["step"],
            name=name,
            loss=f"{row['train_loss']:.3f}",
            note=note,
            dev_loss=f"{row['dev_loss']:.3f}",
            bleu=f"{row['dev_bleu']:.2f}",
            chrf=f"{row['dev_chrf']:.1f}",
            speed=f"{row['train_tokens_per_s']:,}",
        )
        tqdm.write(line)

    def _keep_weights(self) -> None:
        """This evaluation's weights in kept/, beside those of the last keep_last - 1 (older
        ones deleted): what `attnlab average` averages."""
        keep = self.config.train.keep_last
        if not keep:
            return
        save_weights(
            self.model,
            self.files.kept_weights(self.progress.step),
            tokenizers=self.fingerprint,
        )
        for old in sorted(self.files.kept.glob("step-*.safetensors"))[:-keep]:
            old.unlink()

    def _save_checkpoint(self) -> None:
        """The latest weights, optimizer and progress: what --resume continues from (written
        by rank 0). Written after the best weights and metrics.csv, so a kill in between leaves
        those ahead of the checkpoint, and the resumed run writes them again, the same."""
        if self.world.is_main:
            self.progress.grad_scaler = self.precision.state_dict()
            save_checkpoint(
                self.files,
                self.model,
                self.optimizer,
                asdict(self.progress),
                tokenizers=self.fingerprint,
            )
        self.checkpoint_step = self.progress.step


def train(config: ExperimentConfig, resume: bool = False) -> Path:
    """Train ``config``'s run directory (see ``Trainer``) and return it: in this process, or,
    started by torchrun, as one of its processes."""
    return train_until_stopped(config, resume)[0]


def train_until_stopped(config: ExperimentConfig, resume: bool = False) -> tuple[Path, str]:
    """``train``, and the name of the signal that stopped it after its checkpoint ("SIGINT",
    "SIGTERM"), "" when it stopped by its own rules: `attnlab train` exits 128 + its number."""
    device = resolve_device(config.train.device, World.from_env())
    with distributed_session(config.train.dist_timeout_minutes, device) as world:
        trainer = Trainer(config, resume, world)
        return trainer.fit(), trainer.signal
