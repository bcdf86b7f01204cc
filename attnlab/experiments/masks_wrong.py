"""Masks wrong: the same small Transformer trained three ways on letter reversal, with the
right masks, without the source padding mask, and without the decoder's causal mask, and
each failure's symptom made visible.

No padding mask: the model attends to pad positions, in training and in use, so a sentence's
output depends on how much padding its batch gave it. No causal mask: in teacher-forced
training position t also sees the targets after t (tgt_in[t + 1] is tgt_out[t]), so the loss
falls towards zero; in generation those positions do not exist yet, and the output fails.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab.data import BOS_ID, EOS_ID, PAD_ID, Batch, collate, synthetic_corpus
from attnlab.decoding import greedy_search
from attnlab.experiments.base import Experiment, provenance, wilson, write_results
from attnlab.experiments.masks_wrong_report import NAME, draw, report, verdict
from attnlab.experiments.micro import (
    LETTER_OFFSET,
    fit_through,
    letter_examples,
    one_thread,
    sample_batches,
    tiny_model,
)
from attnlab.locales import translate
from attnlab.models.transformer import TransformerSeq2Seq
from attnlab.training.losses import sequence_loss

CLAIM = translate("en", f"report.{NAME}.claim")  # the chapter, translated: as recorded
WAYS = ("correct masks", "no padding mask", "no causal mask")
ALPHABET, LENGTHS = 10, (3, 12)
OPTIONS = {
    "hidden_dim": 64,
    "num_layers": 2,
    "num_heads": 4,
    "ffn_dim": 128,
    "dropout": 0.0,
    "norm": "pre",
}
BATCH, LR = 32, 1e-3
STEPS, QUICK_STEPS = 1500, 30
CHECKPOINTS = 15  # loss curve points
NUM_TRAIN, NUM_TEST, QUICK_TEST = 20000, 300, 20
PADS, QUICK_PADS = (0, 2, 4, 8, 16, 32), (0, 4)  # pad columns appended to every test source
reversals = partial(
    synthetic_corpus, "reverse", alphabet_size=ALPHABET, min_len=LENGTHS[0], num_dev=0
)


class WithoutCausalMask(nn.Module):
    """A Transformer whose teacher-forced decoder self-attention sees the whole target
    (``causal=False``); decoding uses the model itself, where the future is not there."""

    def __init__(self, model: TransformerSeq2Seq) -> None:
        super().__init__()
        self.model = model

    def forward(self, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor) -> Any:
        """src (B, S), src_mask (B, 1, 1, S), tgt_in (B, T) -> logits (B, T, V)."""
        return self.model(src, src_mask, tgt_in, causal=False)


class WithoutPaddingMask(nn.Module):
    """A model that is never told where the padding is: every source position is visible."""

    def __init__(self, model: TransformerSeq2Seq) -> None:
        super().__init__()
        self.model = model

    def forward(self, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor) -> Any:
        """src (B, S), src_mask (B, 1, 1, S) ignored, tgt_in (B, T) -> logits (B, T, V)."""
        return self.model(src, torch.ones_like(src_mask), tgt_in)


def visible(way: str, src_mask: torch.Tensor) -> torch.Tensor:
    """The source mask a model trained ``way`` uses in generation: without a padding mask,
    every position (B, 1, 1, S)."""
    return torch.ones_like(src_mask) if way == "no padding mask" else src_mask


def make_model(way: str, seed: int) -> tuple[TransformerSeq2Seq, nn.Module]:
    """The model, and what training calls: the model itself or a wrapper with a mask missing."""
    torch.manual_seed(seed)
    model = tiny_model("transformer", LETTER_OFFSET + ALPHABET, **OPTIONS)
    assert isinstance(model, TransformerSeq2Seq)
    wrappers = {"no padding mask": WithoutPaddingMask, "no causal mask": WithoutCausalMask}
    return model, wrappers[way](model) if way in wrappers else model


def padded(batch: Batch, pads: int) -> Batch:
    """The batch with ``pads`` pad columns appended to the source, masked as padding."""
    extra = batch.src.new_full((batch.size, pads), PAD_ID)
    mask = batch.src_mask.new_zeros((batch.size, 1, 1, pads))
    src = torch.cat([batch.src, extra], dim=1)  # (B, S + pads)
    return replace(batch, src=src, src_mask=torch.cat([batch.src_mask, mask], dim=-1))


def test_batches(quick: bool) -> list[Batch]:
    """Test sentences (none seen in training) grouped by length: no padding of their own.
    Quick: only the short ones, whose greedy decoding stops soonest."""
    corpus = reversals(
        max_len=5 if quick else LENGTHS[1],
        num_train=0,
        num_test=QUICK_TEST if quick else NUM_TEST,
        seed=1,
    )
    by_length: dict[int, list[Any]] = {}
    for example in letter_examples(corpus.test):
        by_length.setdefault(len(example.src), []).append(example)
    return [collate(group) for _, group in sorted(by_length.items())]


def teacher_forced(trained: nn.Module, batches: list[Batch]) -> tuple[float, float]:
    """What training called (with its own masks) over ``batches``: the loss per target token
    and the share of target tokens predicted right."""
    trained.eval()
    loss = right = 0.0
    with torch.no_grad():
        for b in batches:
            logits = trained(b.src, b.src_mask, b.tgt_in).logits  # (B, T, V)
            loss += float(sequence_loss(logits, b.tgt_out, PAD_ID)[1])
            right += int(((logits.argmax(-1) == b.tgt_out) & (b.tgt_out != PAD_ID)).sum())
    tokens = sum(b.num_tgt_tokens for b in batches)
    return loss / tokens, right / tokens


def generate(model: TransformerSeq2Seq, way: str, batch: Batch) -> list[list[int]]:
    """Greedy outputs (ids without bos/eos) with the masks the model was trained with."""
    mask = visible(way, batch.src_mask)
    hypotheses = greedy_search(
        model, batch.src, mask, bos_id=BOS_ID, eos_id=EOS_ID, need_weights=False
    )
    return [h.tokens for h in hypotheses]


def evaluate(
    model: TransformerSeq2Seq, trained: nn.Module, way: str, batches: list[Batch], quick: bool
) -> dict:
    """Teacher-forced token accuracy and greedy sequence accuracy, and, for each amount of
    padding, how the same sentences fare: greedy accuracy, the share decoded differently
    from unpadded, and the largest change of a teacher-forced logit."""
    model.eval()
    trained.eval()
    with torch.no_grad():
        unpadded = [generate(model, way, b) for b in batches]
        references = [b.tgt_out[:, :-1].tolist() for b in batches]  # one length a batch
        by_padding = []
        for pads in QUICK_PADS if quick else PADS:
            right = changed = 0
            largest = 0.0
            for batch, alone, reference in zip(batches, unpadded, references, strict=True):
                wider = padded(batch, pads)
                outputs = generate(model, way, wider)
                right += sum(o == r for o, r in zip(outputs, reference, strict=True))
                changed += sum(o != a for o, a in zip(outputs, alone, strict=True))
                before = model(batch.src, visible(way, batch.src_mask), batch.tgt_in).logits
                after = model(wider.src, visible(way, wider.src_mask), wider.tgt_in).logits
                largest = max(largest, float((after - before).abs().max()))
            count = sum(b.size for b in batches)
            by_padding.append(
                {
                    "pads": pads,
                    "sequence_accuracy": right / count,
                    "sequence_interval": wilson(right, count),
                    "changed_share": changed / count,
                    "largest_logit_change": largest,
                }
            )
    forced = teacher_forced(trained, batches)[1]
    return {"teacher_forced_token_accuracy": forced, "by_padding": by_padding}


def train(way: str, steps: int, quick: bool, batches: list[Batch]) -> dict[str, Any]:
    """Train one way, the test loss at checkpoints, then evaluate."""
    corpus = reversals(max_len=LENGTHS[1], num_train=400 if quick else NUM_TRAIN, num_test=0)
    held_out = {tuple(row) for b in batches for row in b.src.tolist()}
    examples = [e for e in letter_examples(corpus.train) if tuple(e.src) not in held_out]
    model, trained = make_model(way, seed=0)
    optimizer = torch.optim.Adam(model.parameters(), lr=LR)
    stream: Iterator[Batch] = sample_batches(examples, BATCH, seed=0)
    sampler = random.Random(1)  # a fixed sample of the training data, for its loss
    training_batches = [collate(sampler.sample(examples, BATCH)) for _ in range(4)]
    points = 3 if quick else CHECKPOINTS
    checkpoints = sorted({round(steps * i / points) for i in range(points + 1)})
    curve = fit_through(
        trained,
        optimizer,
        stream,
        checkpoints,
        lambda m, taken: {
            "step": taken,
            "train_loss": teacher_forced(m, training_batches)[0],
            "test_loss": teacher_forced(m, batches)[0],
        },
    )
    return {"curve": curve, **evaluate(model, trained, way, batches, quick)}


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train the three ways, measure each symptom, write the figure, the JSON, the report."""
    if minutes is not None:
        raise ValueError(
            f"the {NAME} experiment trains a fixed {STEPS} steps; --minutes does not apply"
        )
    started = datetime.datetime.now(datetime.timezone.utc)
    steps = QUICK_STEPS if quick else STEPS
    batches = test_batches(quick)
    with one_thread():
        ways = {way: train(way, steps, quick, batches) for way in WAYS}
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "task": f"reverse {LENGTHS[0]}-{LENGTHS[1]} letters of {ALPHABET}",
        "lengths": list(LENGTHS),
        "model": {"family": "transformer", **OPTIONS},
        "training": {"steps": steps, "batch": BATCH, "lr": LR, "seed": 0},
        "test_sentences": sum(b.size for b in batches),
        "ways": ways,
        "verdict": verdict(ways),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


EXPERIMENT = Experiment(
    name=NAME,
    summary="masks wrong: a Transformer trained without the padding mask (output changes with "
    "batch padding) and without the causal mask (low training loss, failed generation)",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["ways"]),
    english=frozenset({"Adam", "Token"}),  # the optimiser; the source text's Token, quoted
)
