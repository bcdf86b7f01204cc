"""What the one training loop (``attnlab.training.trainer``) asks of a task, and translation,
its first task. A task owns its data, its model and its scores; the loop owns everything
else: the optimizer and schedule, precision, divergence, the signals, checkpoints and exact
resume, evaluation at intervals, the best and kept weights, metrics.csv.

The order of the calls: ``claim`` (rank 0, before the others start; a fresh run writes what
its directory needs beside the config), ``prepare`` (every process, just after torch is
seeded, so a model's initial weights depend on ``train.seed`` alone), then the loop's
``epoch_steps``, ``losses`` and, on rank 0 at each evaluation, ``dev_loss`` and
``dev_scores``.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Protocol

import torch
from torch import nn

from attnlab.config import ExperimentConfig, load_saved_config, save_config
from attnlab.data import Corpus, DataError, Tokenizers, encode_pairs, load_corpus, make_batches
from attnlab.locales import say
from attnlab.metrics import CorpusScores, corpus_scores
from attnlab.models import build_model
from attnlab.runs import RunFiles, find_run
from attnlab.training import distributed, history
from attnlab.training.devices import to_device
from attnlab.training.distributed import Step, World
from attnlab.training.losses import sequence_loss
from attnlab.translation import translate_texts


class Steps(Protocol):
    """An epoch's steps: a list, or steps made when the loop reaches them."""

    def __len__(self) -> int: ...

    def __getitem__(self, index: int) -> Step: ...


class Task(Protocol):
    @property
    def config(self) -> Any:
        """The run's config: its train section drives the loop."""

    @property
    def model(self) -> nn.Module:
        """The model, built by prepare()."""

    @property
    def batches_per_epoch(self) -> int:
        """Known after prepare()."""

    @property
    def fingerprint(self) -> str | None:
        """Of the tokenizers the weights belong to (None: no tokenizers), after prepare()."""

    def claim(self, fresh: bool) -> None:
        """Rank 0: read the data; for a ``fresh`` run, write what the run needs (tokenizers)."""

    def prepare(self, device: torch.device, world: World) -> None:
        """Every process: its data, and its model on ``device``."""

    def save_config(self) -> None:
        """Write ``config`` as the run's config.yaml."""

    def read_config(self, path: Path) -> Any:
        """A config a run saved (its config.yaml: the one it was last trained under)."""

    def opening(self) -> list[str]:
        """The lines that say what is trained on what; the first starts with ``training ``."""

    def epoch_steps(self, epoch: int, world: World) -> Steps:
        """The steps of ``epoch`` for this process."""

    def losses(self, model: nn.Module, batch: Any) -> tuple[torch.Tensor, torch.Tensor]:
        """(the loss minimized, the loss reported) on one batch, each a mean per target token."""

    def dev_loss(self) -> float:
        """The plain negative log-likelihood per target token on the dev split."""

    def dev_scores(self) -> CorpusScores:
        """BLEU and chrF of greedy outputs on (the first ``train.dev_bleu_sentences`` of) dev."""

    def keep_history(self, directory: Path, step: int, dev_bleu: float) -> None:
        """What the run keeps of this evaluation beside its metrics, in ``directory``
        (translation: its probes' attention, ``attnlab.training.history``)."""


class TranslationTask:
    """Pairs of a corpus, SentencePiece tokenizers trained on it, a registered family."""

    def __init__(self, config: ExperimentConfig) -> None:
        self.config = config
        self.files = RunFiles(config.resolved_run_dir)
        self.fingerprint: str | None = None

    def claim(self, fresh: bool) -> None:
        config, files = self.config, self.files
        self.corpus: Corpus = load_corpus(config.data.corpus)
        if not fresh:
            return
        if config.train.init_from:  # its weights need its tokenizers
            source = find_run(config.train.init_from).tokenizers
            shutil.copytree(source, files.tokenizers, dirs_exist_ok=True)
        else:
            Tokenizers.train(self.corpus, *config.data.vocab_sizes()).save(files.tokenizers)

    def prepare(self, device: torch.device, world: World) -> None:
        config = self.config
        if not world.is_main:
            self.corpus = load_corpus(config.data.corpus)
        self.device = device
        self.tokenizers = Tokenizers.load(self.files.tokenizers)
        self.fingerprint = self.tokenizers.fingerprint
        self.train_data = encode_pairs(self.corpus.train, self.tokenizers, config.data.max_len)
        if not self.train_data:
            raise DataError(
                f"every one of the {self.train_data.dropped:,} training pairs is longer than "
                f"data.max_len={config.data.max_len} tokens: nothing is left to train on; "
                "raise --data.max_len"
            )
        self.dev_data = encode_pairs(self.corpus.dev, self.tokenizers, max_len=None)
        self.model = build_model(
            config.model, self.tokenizers.src.vocab_size, self.tokenizers.tgt.vocab_size
        ).to(device)
        self.batches_per_epoch = distributed.batches_per_epoch(
            self.train_data, config.data.max_tokens, config.train.seed
        )

    def save_config(self) -> None:
        save_config(self.config, self.files.config)

    def read_config(self, path: Path) -> ExperimentConfig:
        return load_saved_config(path)

    def opening(self) -> list[str]:
        data, tokenizers = self.config.data, self.tokenizers
        parameters = sum(p.numel() for p in self.model.parameters())
        return [
            say(
                "train.opening",
                family=self.config.model.family,
                corpus=self.corpus.name,
                pairs=len(self.train_data),
                dropped=self.train_data.dropped,
                batches=self.batches_per_epoch,
                parameters=f"{parameters:,}",
                root=self.files.root,
            ),
            say(
                "train.vocabulary",
                src=f"{tokenizers.src.vocab_size:,}",
                src_asked=data.src_vocab_size,
                tgt=f"{tokenizers.tgt.vocab_size:,}",
                tgt_asked=data.tgt_vocab_size,
            ),
        ]

    def epoch_steps(self, epoch: int, world: World) -> list[Step]:
        data, train = self.config.data, self.config.train
        return distributed.epoch_steps(self.train_data, data.max_tokens, train.seed, epoch, world)

    def losses(self, model: nn.Module, batch: Any) -> tuple[torch.Tensor, torch.Tensor]:
        batch = to_device(batch, self.device)
        output = model(batch.src, batch.src_mask, batch.tgt_in)
        loss, _, _ = sequence_loss(
            output.logits,
            batch.tgt_out,
            self.tokenizers.tgt.pad_id,
            self.config.train.label_smoothing,
        )
        return loss, loss  # reported as minimized (label-smoothed when smoothing is on)

    @torch.no_grad()
    def dev_loss(self) -> float:
        self.model.eval()
        pad_id = self.tokenizers.tgt.pad_id
        nll, tokens = 0.0, 0
        for batch in make_batches(self.dev_data, self.config.data.max_tokens, shuffle=False):
            batch = batch.to(self.device)
            output = self.model(batch.src, batch.src_mask, batch.tgt_in)
            _, batch_nll, batch_tokens = sequence_loss(output.logits, batch.tgt_out, pad_id)
            nll, tokens = nll + float(batch_nll), tokens + batch_tokens
        return nll / max(tokens, 1)

    def keep_history(self, directory: Path, step: int, dev_bleu: float) -> None:
        sources = history.probe_sources(
            self.corpus.references("dev")[0],
            self.config.train.probe_sentences,
            self.tokenizers.src.lang,
        )
        if sources:
            history.record(
                directory, self.model, self.tokenizers, sources, step, dev_bleu, self.device
            )

    def dev_scores(self) -> CorpusScores:
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
