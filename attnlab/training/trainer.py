"""The training loop: Adam, clipping, label smoothing, a schedule, dev loss and BLEU at
intervals, early stopping, the best checkpoint kept, and exact resume.

Resume is exact: batches are a function of (seed, epoch), the loop records how many batches
of the epoch it has done, and the RNG state is saved with the optimizer, so a resumed run
ends with the same weights as one that never stopped.
"""

from __future__ import annotations

import csv
import math
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import torch
from torch import nn
from tqdm import tqdm

from attnlab.config import ExperimentConfig, save_config
from attnlab.data import Batch, Corpus, Tokenizers, encode_pairs, load_corpus, make_batches
from attnlab.evaluation import corpus_scores
from attnlab.models import build_model
from attnlab.runs import RunFiles
from attnlab.schedules import make_schedule
from attnlab.training.checkpoints import load_training_state, save_training_state
from attnlab.training.losses import sequence_loss
from attnlab.translation import translate_texts
from attnlab.weights import load_weights, save_weights

METRIC_FIELDS = [
    "step",
    "epoch",
    "elapsed_s",
    "lr",
    "train_loss",
    "train_tokens_per_s",
    "dev_loss",
    "dev_bleu",
    "dev_chrf",
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
    history: list[dict[str, Any]] = field(default_factory=list)


class _Window:
    """Training loss and speed since the last evaluation."""

    def __init__(self) -> None:
        self.loss_sum, self.target_tokens, self.tokens = 0.0, 0, 0
        self.started = time.perf_counter()

    def add(self, mean_loss: float, target_tokens: int, tokens: int) -> None:
        self.loss_sum += mean_loss * target_tokens
        self.target_tokens += target_tokens
        self.tokens += tokens

    def mean_loss(self) -> float:
        return self.loss_sum / max(self.target_tokens, 1)

    def tokens_per_s(self) -> float:
        """Source + target tokens per second."""
        return self.tokens / max(time.perf_counter() - self.started, 1e-9)


class Trainer:
    def __init__(self, config: ExperimentConfig, resume: bool = False) -> None:
        self.config = config
        self.files = RunFiles(config.resolved_run_dir)
        train = config.train
        if train.threads:
            torch.set_num_threads(train.threads)
        torch.manual_seed(train.seed)
        self.device = torch.device(train.device)
        if resume and not self.files.last_weights.exists():
            raise FileNotFoundError(
                f"no checkpoint to resume in {self.files.root}; start without --resume"
            )
        if not resume and self.files.last_weights.exists():
            raise FileExistsError(
                f"{self.files.root} already holds a run; resume it with --resume, or choose "
                "another directory with --run_dir=PATH (or --name=NAME)"
            )
        self.corpus: Corpus = load_corpus(config.data.corpus)
        if resume:
            self.tokenizers = Tokenizers.load(self.files.tokenizers)
        else:
            self.tokenizers = Tokenizers.train(
                self.corpus, config.data.src_vocab_size, config.data.tgt_vocab_size
            )
            self.tokenizers.save(self.files.tokenizers)
            save_config(config, self.files.config)
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
        if resume:
            load_weights(self.model, self.files.last_weights)
            saved = load_training_state(self.files.trainer_state, self.optimizer)
            self.progress = Progress(**saved)
            save_config(config, self.files.config)  # the overrides this run continues under

    def _epoch_batches(self, epoch: int) -> list[Batch]:
        return make_batches(
            self.train_data,
            max_tokens=self.config.data.max_tokens,
            shuffle=True,
            seed=self.config.train.seed,
            epoch=epoch,
        )

    def fit(self) -> Path:
        """Train until max_epochs, max_steps, the time budget, early stopping or Ctrl-C (which
        saves a checkpoint to resume from); returns the run directory."""
        print(
            f"training {self.config.model.family} on {self.corpus.name}: "
            f"{len(self.train_data)} pairs ({self.train_data.dropped} over max_len left out), "
            f"{self.batches_per_epoch} batches/epoch, "
            f"{sum(p.numel() for p in self.model.parameters()):,} parameters -> {self.files.root}"
        )
        try:
            stop_reason = self._loop()
        except KeyboardInterrupt:
            self._save_checkpoint()
            stop_reason = "interrupted; continue with --resume"
        progress = self.progress
        print(
            f"stopped ({stop_reason}) after {progress.step} steps, {progress.elapsed_s / 60:.1f} "
            f"min; best dev BLEU {progress.best_dev_bleu:.2f}"
        )
        return self.files.root

    def _loop(self) -> str:
        train, progress = self.config.train, self.progress
        started = time.perf_counter() - progress.elapsed_s
        budget_s = train.max_minutes * 60 if train.max_minutes else math.inf
        window = _Window()
        stop_reason = ""
        while not stop_reason:
            if progress.epoch >= train.max_epochs:
                stop_reason = "max_epochs"
                break
            batches = self._epoch_batches(progress.epoch)
            bar = tqdm(
                total=len(batches),
                initial=progress.batches_done_in_epoch,
                desc=f"epoch {progress.epoch + 1}/{train.max_epochs}",
                unit="batch",
                dynamic_ncols=True,
                leave=False,
                mininterval=1.0,
                disable=None,  # no bar when the output is not a terminal
            )
            for batch in batches[progress.batches_done_in_epoch :]:
                loss, target_tokens = self._train_step(batch)
                progress.step += 1
                progress.batches_done_in_epoch += 1
                progress.elapsed_s = time.perf_counter() - started
                window.add(loss, target_tokens, batch.num_src_tokens + batch.num_tgt_tokens)
                bar.update(1)
                postfix = {"loss": f"{loss:.3f}", "tok/s": f"{window.tokens_per_s():,.0f}"}
                if budget_s < math.inf:
                    postfix["left"] = f"{max(0.0, budget_s - progress.elapsed_s) / 60:.1f}min"
                bar.set_postfix(postfix, refresh=False)
                if progress.step % train.eval_every == 0:
                    self._evaluate(window)
                    window = _Window()
                    if progress.evals_without_gain >= train.patience:
                        stop_reason = "early stopping"
                if train.max_steps is not None and progress.step >= train.max_steps:
                    stop_reason = "max_steps"
                if progress.elapsed_s >= budget_s:
                    stop_reason = "time budget"
                if stop_reason:
                    break
            bar.close()
            if progress.batches_done_in_epoch == len(batches):
                progress.epoch += 1
                progress.batches_done_in_epoch = 0
                tqdm.write(
                    f"epoch {progress.epoch} done: step {progress.step}, "
                    f"{progress.elapsed_s / 60:.1f} min, train loss {window.mean_loss():.3f}, "
                    f"{window.tokens_per_s():,.0f} tok/s"
                )
        if window.target_tokens:
            self._evaluate(window)
        return stop_reason

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
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        nn.utils.clip_grad_norm_(self.model.parameters(), self.config.train.clip_norm)
        self.optimizer.step()
        return loss.item(), tokens

    @torch.no_grad()
    def _evaluate(self, window: _Window) -> None:
        """Dev loss and dev BLEU; keep the best weights; save the resumable checkpoint."""
        self.model.eval()
        pad_id = self.tokenizers.tgt.pad_id
        nll, tokens = 0.0, 0
        for batch in make_batches(self.dev_data, self.config.data.max_tokens, shuffle=False):
            batch = batch.to(self.device)
            output = self.model(batch.src, batch.src_mask, batch.tgt_in)
            _, batch_nll, batch_tokens = sequence_loss(output.logits, batch.tgt_out, pad_id)
            nll, tokens = nll + float(batch_nll), tokens + batch_tokens
        scores = self._dev_bleu()
        progress = self.progress
        row = {
            "step": progress.step,
            "epoch": progress.epoch + progress.batches_done_in_epoch / self.batches_per_epoch,
            "elapsed_s": round(progress.elapsed_s, 1),
            "lr": self.optimizer.param_groups[0]["lr"],
            "train_loss": round(window.mean_loss(), 4),
            "train_tokens_per_s": round(window.tokens_per_s()),
            "dev_loss": round(nll / max(tokens, 1), 4),
            "dev_bleu": round(scores.bleu, 2),
            "dev_chrf": round(scores.chrf, 2),
        }
        progress.history.append(row)
        self._append_metrics(row)
        if scores.bleu > progress.best_dev_bleu:
            progress.best_dev_bleu = scores.bleu
            progress.evals_without_gain = 0
            save_weights(self.model, self.files.best_weights)
        else:
            progress.evals_without_gain += 1
        self._save_checkpoint()
        tqdm.write(
            f"step {row['step']}: train loss {row['train_loss']:.3f}, dev loss "
            f"{row['dev_loss']:.3f}, dev BLEU {row['dev_bleu']:.2f}, chrF {row['dev_chrf']:.1f}, "
            f"{row['train_tokens_per_s']:,} tok/s"
        )

    def _save_checkpoint(self) -> None:
        """The latest weights, optimizer, RNG and progress: what --resume continues from."""
        save_weights(self.model, self.files.last_weights)
        save_training_state(self.files.trainer_state, self.optimizer, asdict(self.progress))

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

    def _append_metrics(self, row: dict[str, Any]) -> None:
        new = not self.files.metrics.exists()
        with self.files.metrics.open("a", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=METRIC_FIELDS)
            if new:
                writer.writeheader()
            writer.writerow(row)


def train(config: ExperimentConfig, resume: bool = False) -> Path:
    return Trainer(config, resume).fit()
