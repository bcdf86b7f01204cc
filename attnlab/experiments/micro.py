"""Micro-experiments: tiny models on synthetic letter sequences, trained in seconds.

What the experiments that check a claim on toy data share:

- data: letters as token ids (:func:`letter_examples`), endless random batches
  (:func:`sample_batches`), a corpus trained on some lengths and tested on each of others
  (:func:`length_split_corpus`, read back with :func:`read_pairs`);
- training in-process, without the Trainer's configs, run folders and checkpoints: a family
  at a tiny size (:func:`tiny_model`), teacher-forced steps (:func:`fit`), the same while
  looking at the model at checkpoints (:func:`fit_through`), on one thread (:func:`one_thread`);
  or through the Trainer for an exact number of steps (:func:`trainer_budget`);
- looking inside: the teacher-forced loss and one head's weights (:func:`probe`), as JSON
  without float32 noise (:func:`rounded`);
- evaluation by length: sequence and token accuracy with Wilson intervals
  (:func:`accuracy_by_length`, :func:`mean_in_span`), and a trained run's greedy translations
  of a test split scored that way (:func:`evaluate_run_by_length`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import torch
from torch import nn

from attnlab.config import TrainConfig
from attnlab.data import PAD_ID, Batch, Example, Pair, collate, load_corpus, synthetic_corpus
from attnlab.data.corpus import save_corpus
from attnlab.experiments.base import wilson
from attnlab.models import get_family
from attnlab.training.losses import sequence_loss
from attnlab.training.progress import run_progress
from attnlab.training.update import update
from attnlab.translation import Translator

LETTER_OFFSET = 4  # ids 0-3 are pad, unk, bos, eos (attnlab.data.tokenizer)
Observation = TypeVar("Observation")
# (hypothesis tokens, reference tokens) of one test sentence
Scored = tuple[Sequence[str], Sequence[str]]

# -- data ------------------------------------------------------------------------------------


def letter_examples(pairs: Sequence[Pair]) -> list[Example]:
    """Synthetic pairs ("c a f") as ids, one per letter: a tokenizer would learn exactly this."""

    def ids(text: str) -> list[int]:
        return [LETTER_OFFSET + ord(letter) - ord("a") for letter in text.split()]

    return [Example(ids(pair.src), ids(pair.tgt), i) for i, pair in enumerate(pairs)]


def sample_batches(examples: Sequence[Example], size: int, seed: int) -> Iterator[Batch]:
    """Endless batches of ``size`` examples drawn at random, masks built by the data layer."""
    rng = random.Random(seed)
    while True:
        yield collate(rng.sample(list(examples), size))


def length_split_corpus(
    task: str,
    name: str,
    directory: Path,
    *,
    alphabet_size: int,
    train_lengths: tuple[int, int],
    test_lengths: Sequence[int],
    num_train: int,
    num_dev: int,
    per_length: int,
) -> Path:
    """A ``synthetic:TASK`` corpus named ``name``, saved in ``directory`` (returned): training
    and dev pairs of ``train_lengths`` (lowest, highest) letters; the test split: ``per_length``
    sources of each of ``test_lengths``, none of them a training source. Deterministic: the
    same arguments write the same files."""
    low, high = train_lengths
    strings = partial(synthetic_corpus, task, alphabet_size=alphabet_size, num_train=0, num_dev=0)
    base = strings(min_len=low, max_len=high, num_train=num_train, num_dev=num_dev, num_test=0)
    test = [  # a seed of its own for each length
        pair
        for n in test_lengths
        for pair in strings(min_len=n, max_len=n, num_test=per_length, seed=n).test
    ]
    held_out = {pair.src for pair in test}
    train = [pair for pair in base.train if pair.src not in held_out]
    dev = [pair for pair in base.dev if pair.src not in held_out]
    return save_corpus(replace(base, name=name, train=train, dev=dev, test=test), directory)


def read_pairs(corpus: Path, split: str) -> list[tuple[str, str]]:
    """(source, target) pairs of a saved corpus split ("train", "dev" or "test")."""
    return [(pair.src, pair.tgt) for pair in load_corpus(str(corpus)).split(split)]


# -- training --------------------------------------------------------------------------------


@contextmanager
def one_thread() -> Iterator[None]:
    """Tiny models train as fast on one thread, and their timings then compare."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def tiny_model(family: str, vocab_size: int, **options: Any) -> nn.Module:
    """A model of a registered family (``attnlab.models``) with ``options`` (hidden_dim,
    num_layers, ...), one vocabulary of ``vocab_size`` on both sides. Seed torch first for
    weights that repeat."""
    spec = get_family(family)
    return spec.build(spec.options(**options), vocab_size, vocab_size)


def deadline_after(minutes: float | None) -> float | None:
    """The ``time.monotonic()`` at which a training of at most ``minutes`` stops (None: never)."""
    return time.monotonic() + 60 * minutes if minutes else None


def fit(
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    batches: Iterator[Batch],
    steps: int,
    deadline: float | None = None,
) -> int:
    """``steps`` steps of teacher-forced cross-entropy (fewer if ``time.monotonic()`` passes
    ``deadline``) -> the steps taken, each the Trainer's update (without clipping). A
    two-second training needs none of the Trainer's configs, run folders and checkpoints, and
    these experiments look inside between steps."""
    model.train()
    for taken in range(steps):
        if deadline is not None and time.monotonic() > deadline:
            return taken
        batch = next(batches)
        output = model(batch.src, batch.src_mask, batch.tgt_in)
        loss, _, _ = sequence_loss(output.logits, batch.tgt_out, PAD_ID)
        update(optimizer, loss, model.parameters())
    return steps


def trainer_budget(train: TrainConfig, steps: int, minutes: float | None = None) -> TrainConfig:
    """``train`` made to take exactly ``steps`` steps through the library's Trainer, or to stop
    after ``minutes``: no early stopping, an epoch limit never reached, and one thread (a tiny
    model gains little from a second, and two threads that share a busy core spin against each
    other: measured 50x slower steps)."""
    return replace(
        train, max_steps=steps, max_minutes=minutes, max_epochs=1000, patience=1000, threads=1
    )


def fit_through(
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    batches: Iterator[Batch],
    checkpoints: Sequence[int],
    observe: Callable[[nn.Module, int], Observation],
    deadline: float | None = None,
) -> list[Observation]:
    """:func:`fit` up to each of ``checkpoints`` (ascending step counts, 0 for the untrained
    model) and ``observe(model, steps taken)`` there. Past ``deadline`` no more steps are
    taken: the later checkpoints observe the last step again."""
    observations, done = [], 0
    for checkpoint in checkpoints:
        done += fit(model, optimizer, batches, checkpoint - done, deadline)
        observations.append(observe(model, done))
    return observations


# -- looking inside --------------------------------------------------------------------------


def probe(
    model: nn.Module, batch: Batch, layer: int = 0, head: int = 0
) -> tuple[float, torch.Tensor]:
    """The model (in eval mode, no gradients) on ``batch``, teacher-forced: its loss, and the
    cross-attention weights of ``head`` in ``layer``, (B, T, S)."""
    model.eval()
    with torch.no_grad():
        output = model(batch.src, batch.src_mask, batch.tgt_in, need_weights=True)
        loss, _, _ = sequence_loss(output.logits, batch.tgt_out, PAD_ID)
    return float(loss), output.attention.cross[layer][:, head]


def rounded(tensor: torch.Tensor, digits: int = 4) -> Any:
    """Nested lists of floats without float32 noise in the JSON."""
    return tensor.double().round(decimals=digits).tolist()


# -- evaluation ------------------------------------------------------------------------------


def accuracy_by_length(scored: Mapping[int, Sequence[Scored]]) -> list[dict[str, Any]]:
    """Per length (each with at least one sentence): the share of sentences entirely right
    with its Wilson 95 % interval, and the token accuracy (the share of reference positions
    whose token the hypothesis has in the same place, averaged over sentences)."""
    points = []
    for length, pairs in scored.items():
        right = sum(list(hypothesis) == list(reference) for hypothesis, reference in pairs)
        tokens = sum(
            sum(a == b for a, b in zip(hypothesis, reference, strict=False)) / len(reference)
            for hypothesis, reference in pairs
        )
        points.append(
            {
                "length": length,
                "count": len(pairs),
                "sequence_accuracy": right / len(pairs),
                "sequence_interval": wilson(right, len(pairs)),
                "token_accuracy": tokens / len(pairs),
            }
        )
    return points


def mean_in_span(lengths: Sequence[int], values: Sequence[float], span: tuple[int, int]) -> float:
    """The mean of ``values`` (one per length of ``lengths``) over the lengths in ``span``
    (lowest, highest, both included)."""
    picked = [v for n, v in zip(lengths, values, strict=True) if span[0] <= n <= span[1]]
    return sum(picked) / len(picked)


def evaluate_run_by_length(
    run_dir: Path, pairs: Sequence[tuple[str, str]], lengths: Sequence[int]
) -> dict[str, Any]:
    """A trained run (``attnlab train``'s folder) on test ``pairs`` (source, target) whose
    source lengths (in tokens) are ``lengths``: its size and training, and under "by_length"
    :func:`accuracy_by_length` of its greedy translations."""
    translator = Translator.from_run(run_dir)
    translations = translator.translate([src for src, _ in pairs], beam_size=1, need_weights=False)
    scored: dict[int, list[Scored]] = {n: [] for n in lengths}
    for (src, tgt), translation in zip(pairs, translations, strict=True):
        scored[len(src.split())].append((translation.target.split(), tgt.split()))
    progress = run_progress(run_dir)
    options = translator.run.config.model.options
    return {
        "family": translator.run.config.model.family,
        "options": asdict(options),
        "hidden_dim": getattr(options, "hidden_dim", None),  # a plugin's may have none
        "parameters": sum(p.numel() for p in translator.run.model.parameters()),
        "steps": progress.step if progress else 0,
        "training_minutes": round(progress.elapsed_s / 60, 2) if progress else 0.0,
        "best_dev_bleu": progress.best_dev_bleu if progress else None,
        "by_length": accuracy_by_length(scored),
    }
