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

from attnlab.atomic import replacing, write_file, write_json
from attnlab.data import BOS_ID, EOS_ID, PAD_ID, Batch, collate, synthetic_corpus
from attnlab.decoding import greedy_search
from attnlab.experiments.base import Experiment, provenance, wilson
from attnlab.experiments.micro import (
    LETTER_OFFSET,
    build_model,
    fit_through,
    letter_examples,
    one_thread,
    sample_batches,
)
from attnlab.models.outputs import AttentionMaps
from attnlab.models.protocol import Seq2SeqOutput
from attnlab.models.transformer import TransformerSeq2Seq
from attnlab.training.losses import sequence_loss

NAME = "masks-wrong"
CLAIM = (
    "A wrong mask lets the model read padding or leaks the future answer. [...] The padding "
    "mask excludes the empty positions added to align lengths in a batch; the causal mask "
    "excludes the future tokens after the current position, so that training on the next "
    "token does not peek at the answer."
)
CLAIM_SOURCE = (
    "chapter 19, 'It solved the bottleneck, and brought new ways to fail' and 'Scaled dot "
    "product and masks' (../shared/seeds/000_c128c261a65523d0.txt), translated"
)
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
FAR_BELOW = 1 / 3  # the leaky training loss is under this share of the correct one
FAILS = 0.5  # its generation gets under this share of the correct model's accuracy
CHANGED = 0.1  # output changed: this share of sentences decoded differently than unpadded
STILL = 1e-4  # the correct model's logits move less than this with padding


class WithoutCausalMask(nn.Module):
    """A Transformer whose teacher-forced decoder self-attention sees the whole target. It
    reaches into the model's decoder stack (``_decode``) to drop the causal mask that the
    model always applies; decoding uses the model itself, where the future is not there."""

    def __init__(self, model: TransformerSeq2Seq) -> None:
        super().__init__()
        self.model = model

    def forward(self, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor) -> Any:
        """src (B, S), src_mask (B, 1, 1, S), tgt_in (B, T) -> logits (B, T, V)."""
        encoded = self.model.encode(src, src_mask, need_weights=False)
        state = self.model.init_state(encoded, src_mask)
        logits, _, _, _ = self.model._decode(tgt_in, state, None, False, is_causal=False)
        return Seq2SeqOutput(logits, AttentionMaps())


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
    model = build_model("transformer", LETTER_OFFSET + ALPHABET, **OPTIONS)
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
        "model": {"family": "transformer", **OPTIONS},
        "training": {"steps": steps, "batch": BATCH, "lr": LR, "seed": 0},
        "test_sentences": sum(b.size for b in batches),
        "ways": ways,
        "verdict": verdict(ways),
        **provenance(started),
    }
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / f"{NAME}.json", record)
    draw(record, out / f"{NAME}.png")
    write_file(out / "README.md", report(record))
    return record


def verdict(ways: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Each symptom, read off the numbers."""
    correct = ways["correct masks"]
    final = {w: ways[w]["curve"][-1]["train_loss"] for w in WAYS}
    greedy = {w: ways[w]["by_padding"][0]["sequence_accuracy"] for w in WAYS}
    most = {w: ways[w]["by_padding"][-1] for w in WAYS}
    correct_still = all(
        p["changed_share"] == 0 and p["largest_logit_change"] < STILL for p in correct["by_padding"]
    )
    padding_moves = most["no padding mask"]["changed_share"] >= CHANGED
    leak_low = final["no causal mask"] < FAR_BELOW * final["correct masks"]
    leak_fails = greedy["no causal mask"] < FAILS * greedy["correct masks"]
    return {
        "final_train_loss": final,
        "greedy_sequence_accuracy_unpadded": greedy,
        "teacher_forced_token_accuracy": {
            w: ways[w]["teacher_forced_token_accuracy"] for w in WAYS
        },
        "correct_model_ignores_padding": correct_still,
        "no_padding_mask_output_changes_with_padding": padding_moves,
        "changed_share_at_most_padding": {w: most[w]["changed_share"] for w in WAYS},
        "accuracy_at_most_padding": {w: most[w]["sequence_accuracy"] for w in WAYS},
        "no_causal_mask_training_loss_far_below": leak_low,
        "no_causal_mask_generation_fails": leak_fails,
        "holds": correct_still and padding_moves and leak_low and leak_fails,
    }


COLOURS = {"correct masks": "#2ca02c", "no padding mask": "#ff7f0e", "no causal mask": "#d62728"}


def draw(record: dict[str, Any], path: Path) -> None:
    """(a) loss curves, (b) accuracy teacher-forced and generated, (c) accuracy against
    padding, (d) the share of outputs that change with padding."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(2, 2, figsize=(12, 8), dpi=110, layout="constrained")
    (losses, bars), (accuracy, changed) = axes
    for i, (way, result) in enumerate(record["ways"].items()):
        colour, curve = COLOURS[way], result["curve"]
        steps = [p["step"] for p in curve]
        losses.plot(steps, [p["train_loss"] for p in curve], color=colour, label=f"{way}: train")
        test = [p["test_loss"] for p in curve]
        losses.plot(steps, test, color=colour, linestyle="--", label=f"{way}: test")
        forced = result["teacher_forced_token_accuracy"]
        generated = result["by_padding"][0]["sequence_accuracy"]
        bars.bar([i - 0.2, i + 0.2], [forced, generated], 0.38, color=colour, hatch=["", "//"])
        pads = [p["pads"] for p in result["by_padding"]]
        for axis, field in ((accuracy, "sequence_accuracy"), (changed, "changed_share")):
            values = [p[field] for p in result["by_padding"]]
            axis.plot(pads, values, "o-", color=colour, label=way)
    losses.set(yscale="log", xlabel="training step", ylabel="cross-entropy (nats per token)")
    losses.set_title("(a) teacher-forced loss, each with its own masks", fontsize=10)
    bars.set_xticks(range(len(record["ways"])), list(record["ways"]))
    bars.set(ylim=(0, 1.05), ylabel="accuracy")
    bars.set_title(
        "(b) teacher-forced token accuracy (plain), greedy sequence accuracy (hatched)",
        fontsize=10,
    )
    accuracy.set(ylabel="greedy sequence accuracy")
    accuracy.set_title("(c) the same sentences, more padding in the batch", fontsize=10)
    changed.set(ylabel="share decoded differently than unpadded")
    changed.set_title("(d) outputs that change with the padding", fontsize=10)
    for axis in (accuracy, changed):
        axis.set(xlabel="pad columns added to every source", ylim=(-0.02, 1.02))
    for axis in axes.flat:
        axis.grid(alpha=0.3)
    for axis in (losses, accuracy, changed):
        axis.legend(fontsize=7)
    if record["quick"]:
        figure.suptitle("--quick: a few steps, not a result", fontsize=9)
    with replacing(path) as temporary:
        figure.savefig(temporary, format="png")
    plt.close(figure)


def report(record: dict[str, Any]) -> str:
    """The README: the claim, the measurements, whether each symptom shows."""
    v, ways, training = record["verdict"], record["ways"], record["training"]
    yes = {True: "yes", False: "no"}
    pads = [p["pads"] for p in ways[WAYS[0]]["by_padding"]]
    seen = LENGTHS[1] - LENGTHS[0]  # the most pads a training sentence had
    unmasked = ways["no padding mask"]["by_padding"]
    within = max((p for p in unmasked if p["pads"] <= seen), key=lambda p: p["pads"])
    beyond = unmasked[-1]
    best = max(unmasked, key=lambda p: p["sequence_accuracy"])
    lines = [
        "# Masks wrong: reading padding, leaking the future",
        "",
        f"> {record['claim']}",
        f"> ({CLAIM_SOURCE})",
        "",
        "## What was run",
        "",
        f"`{record['command'] or 'attnlab experiment ' + NAME}` in {record['seconds']:.0f} s, "
        f"one thread. Task: {record['task']}. The library's Transformer "
        f"({', '.join(f'{k} {v_}' for k, v_ in record['model'].items() if k != 'family')}) "
        f"trained three ways from the same seed on the same batches: Adam lr {training['lr']}, "
        f"batch {training['batch']}, {training['steps']} steps. *No padding mask*: every "
        "source position visible, in training and in generation. *No causal mask*: the "
        "teacher-forced decoder self-attention sees the whole target (generation is the "
        f"model's own step by step). Tested on {record['test_sentences']} new sentences, "
        "batched by length so that a sentence has no padding unless added; then the same "
        "sentences with pad columns appended to every source.",
        "",
        "| way | final train loss | teacher-forced token accuracy | greedy sequence accuracy "
        f"(unpadded) | greedy, {pads[-1]} pads | decoded differently with {pads[-1]} pads | "
        "largest logit change |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for way, result in ways.items():
        alone, most = result["by_padding"][0], result["by_padding"][-1]
        change = max(p["largest_logit_change"] for p in result["by_padding"])
        lines.append(
            f"| {way} | {result['curve'][-1]['train_loss']:.4f} | "
            f"{result['teacher_forced_token_accuracy']:.3f} | {alone['sequence_accuracy']:.3f} | "
            f"{most['sequence_accuracy']:.3f} | {most['changed_share']:.0%} | {change:.2g} |"
        )
    lines += [
        "",
        "Greedy sequence accuracy by pad columns added (share decoded differently than "
        "unpadded in brackets):",
        "",
        "| way | " + " | ".join(str(p) for p in pads) + " |",
        "|---|" + "---|" * len(pads),
    ]
    for way, result in ways.items():
        lines.append(
            f"| {way} | "
            + " | ".join(
                f"{p['sequence_accuracy']:.2f} ({p['changed_share']:.0%})"
                for p in result["by_padding"]
            )
            + " |"
        )
    final = v["final_train_loss"]
    lines += [
        "",
        f"![loss, accuracy and padding]({NAME}.png)",
        "",
        "## Does it hold?",
        "",
        f"**{'Yes' if v['holds'] else 'Not entirely'}.**",
        "",
        f"- With the right masks padding changes nothing: "
        f"{yes[v['correct_model_ignores_padding']]} (every output the same, every logit "
        f"within {STILL:g}).",
        "- Without the padding mask the output changes with the amount of padding: "
        f"{yes[v['no_padding_mask_output_changes_with_padding']]}. With {pads[-1]} pad "
        f"columns {v['changed_share_at_most_padding']['no padding mask']:.0%} of the sentences "
        f"decode differently (required: at least {CHANGED:.0%}); its accuracy goes from "
        f"{v['greedy_sequence_accuracy_unpadded']['no padding mask']:.2f} to "
        f"{v['accuracy_at_most_padding']['no padding mask']:.2f}.",
        "- Without the causal mask the training loss falls far below the correct model's: "
        f"{yes[v['no_causal_mask_training_loss_far_below']]} ({final['no causal mask']:.4f} "
        f"against {final['correct masks']:.4f}; far: under {FAR_BELOW:.2g} of it), while "
        f"generation fails: {yes[v['no_causal_mask_generation_fails']]} (greedy sequence "
        f"accuracy {v['greedy_sequence_accuracy_unpadded']['no causal mask']:.2f} against "
        f"{v['greedy_sequence_accuracy_unpadded']['correct masks']:.2f}; fails: under "
        f"{FAILS:.0%} of it). Its teacher-forced token accuracy is "
        f"{v['teacher_forced_token_accuracy']['no causal mask']:.2f} (the correct model's "
        f"{v['teacher_forced_token_accuracy']['correct masks']:.2f}): with the future in "
        "view, the answer at t is the input at t + 1.",
        "",
        f"Training batches mixed lengths {LENGTHS[0]}-{LENGTHS[1]}, so the model without a "
        f"padding mask saw up to {seen} pads a sentence in training: with {within['pads']} "
        f"added, {within['changed_share']:.0%} of the sentences decode differently (accuracy "
        f"{within['sequence_accuracy']:.2f}); with {pads[-1]}, more than it ever saw, "
        f"{beyond['changed_share']:.0%} (accuracy {beyond['sequence_accuracy']:.2f}). Its best "
        f"accuracy, {best['sequence_accuracy']:.2f}, comes with {best['pads']} pads added, "
        f"against {unmasked[0]['sequence_accuracy']:.2f} with none: it learned to read "
        "the padding its training batches had.",
        "",
        f"The model without a causal mask has a teacher-forced test loss of "
        f"{ways['no causal mask']['curve'][-1]['test_loss']:.2f} against a training loss of "
        f"{final['no causal mask']:.4f}: the test batches hold one length each, so no target "
        "padding follows the last token, a cue for the end that it likely learned to read "
        "too. One seed, one small model: the sizes are those of this run.",
        "",
    ]
    if record["quick"]:
        lines += ["This was a `--quick` run of a few steps: it checks the pipeline.", ""]
    lines += [f"Numbers: `{NAME}.json` (loss curves, every padding, the command, the machine).", ""]
    return "\n".join(lines)


EXPERIMENT = Experiment(
    name=NAME,
    summary="masks wrong: a Transformer trained without the padding mask (output changes with "
    "batch padding) and without the causal mask (low training loss, failed generation)",
    run=run,
)
