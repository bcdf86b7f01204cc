"""The textbook's learning path in five steps, with real numbers: a 3x4 attention matrix by
hand, a padding mask, a causal mask, one head learning to copy (its map drawn as it turns
diagonal), and the shapes of multi-head self-attention traced through a layer.

Steps 1-3 use the worked example of ``attnlab.walkthrough``; step 4 trains the library's
Transformer (one layer, one head) on ``synthetic:copy``; step 5 runs ``MultiHeadAttention``.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab import walkthrough
from attnlab.data import Batch, Corpus, collate, synthetic_corpus
from attnlab.experiments.base import Experiment, provenance, write_results
from attnlab.experiments.learning_path_report import (
    ALPHABET,
    COPY_MODEL,
    COPY_TASK,
    DIAGONAL,
    NAME,
    draw,
    report,
)
from attnlab.experiments.micro import (
    LETTER_OFFSET,
    deadline_after,
    fit_through,
    letter_examples,
    one_thread,
    probe,
    rounded,
    sample_batches,
    tiny_model,
)
from attnlab.functional import attention_record
from attnlab.layers import MultiHeadAttention
from attnlab.masks import padding_mask

CLAIM = (
    "Learning path: first reproduce one attention matrix. 1. Prepare 3 queries, 4 keys and 4 "
    "values by hand; compute the score matrix and the softmax of each row. 2. Add a padding "
    "mask; check that the masked column weighs 0 and the remaining weights sum to 1. 3. Add a "
    "causal mask; check that row t reads only positions no later than t. 4. Train single-head "
    "attention on a tiny copy task and watch the loss and the weights change. 5. Then trace "
    "the batch, head, sequence and feature dimensions through multi-head self-attention. This "
    "path verifies the data flow and the invariants first, instead of taking 'the output "
    "looks like a sentence' as the only evidence that the implementation is right."
)
FULL_CHECKPOINTS = (0, 10, 20, 40, 80, 160, 320, 640)  # doubling: the map changes early
QUICK_CHECKPOINTS = (0, 10, 20, 40, 80, 160)
SEEDS, QUICK_SEEDS = (0, 1, 2), (0,)
TOLERANCE = 1e-6  # float32 sums


# -- the five steps --------------------------------------------------------------------------


def row_sum_error(weights: torch.Tensor) -> float:
    return float((weights.sum(-1) - 1).abs().max())


def by_hand() -> dict[str, Any]:
    """Steps 1-3 on the walkthrough's 3 queries, 4 keys and 4 values, dot-product scores;
    each step with its check."""
    query, key, value = (
        torch.tensor(data) for data in (walkthrough.QUERIES, walkthrough.KEYS, walkthrough.VALUES)
    )
    plain = attention_record(query, key, value, score="dot")  # scores, weights (T, S)
    padding = padding_mask(torch.tensor([3]), max_len=4)[0, 0]  # (1, S): the 4th key is padding
    padded = attention_record(query, key, value, padding, score="dot")
    # Step 3 is self-attention over the target: its 3 positions are queries, keys and values.
    target = query  # (T, D)
    causal = attention_record(target, target, target, score="dot", is_causal=True)
    assert plain.weights is not None and padded.weights is not None
    assert plain.scores is not None and causal.weights is not None
    # Causality as behaviour: changing the positions after t leaves the outputs up to t alone.
    change = 0.0
    for t in range(len(target) - 1):
        changed = target.clone()
        noise = torch.randn(*changed[t + 1 :].shape, generator=torch.Generator().manual_seed(t))
        changed[t + 1 :] += noise
        after = attention_record(changed, changed, changed, score="dot", is_causal=True)
        change = max(change, float((after.context[: t + 1] - causal.context[: t + 1]).abs().max()))
    masked = float(padded.weights[:, ~padding[0]].max())
    above = float(causal.weights[torch.ones(3, 3, dtype=torch.bool).triu(1)].max())
    return {
        "source_tokens": walkthrough.SOURCE_TOKENS,
        "target_tokens": walkthrough.TARGET_TOKENS,
        "query": walkthrough.QUERIES,
        "key": walkthrough.KEYS,
        "value": walkthrough.VALUES,
        "matrix": {
            "scores": rounded(plain.scores),
            "weights": rounded(plain.weights),
            "output": rounded(plain.context),
            "max_row_sum_error": row_sum_error(plain.weights),
            "holds": row_sum_error(plain.weights) < TOLERANCE,
        },
        "padding": {
            "visible": padding[0].tolist(),
            "weights": rounded(padded.weights),
            "output": rounded(padded.context),
            "masked_weight_max": masked,
            "max_row_sum_error": row_sum_error(padded.weights),
            "holds": masked == 0.0 and row_sum_error(padded.weights) < TOLERANCE,
        },
        "causal": {
            "weights": rounded(causal.weights),
            "output": rounded(causal.context),
            "weight_above_diagonal_max": above,
            "max_row_sum_error": row_sum_error(causal.weights),
            "output_change_from_future_max": change,
            "holds": above == 0.0 and change == 0.0,
        },
    }


def frame(model: nn.Module, step: int, probe_batch: Batch) -> dict[str, Any]:
    """The head's map of the first probe sentence, its diagonal mass and the loss at ``step``."""
    loss, weights = probe(model, probe_batch)  # (B, T, S): layer 0, head 0
    n = min(weights.shape[1:])
    on_diagonal = weights[:, range(n), range(n)]  # (B, n): target t reading source t
    real = torch.arange(n) < probe_batch.src_lengths[:, None]  # copy: target t < len has source t
    length = int(probe_batch.src_lengths[0])
    return {
        "step": step,
        "loss": round(loss, 4),
        "diagonal_mass": round(float(on_diagonal[real].mean()), 4),
        "map": rounded(weights[0, : length + 1, :length], 3),  # (len + eos, len)
    }


def copy_corpus() -> Corpus:
    return synthetic_corpus("copy", alphabet_size=ALPHABET, min_len=4, max_len=8, seed=0)


def copy_training(seed: int, checkpoints: Sequence[int], deadline: float | None) -> list[dict]:
    """Train one head to copy, one frame per checkpoint."""
    corpus = copy_corpus()
    probe_batch = collate(letter_examples(corpus.test[:64]))
    torch.manual_seed(seed)
    model = tiny_model(
        "transformer", LETTER_OFFSET + ALPHABET,
        hidden_dim=32, num_layers=1, num_heads=1, ffn_dim=64, dropout=0.0,
    )  # fmt: skip
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    batches = sample_batches(letter_examples(corpus.train), 32, seed)
    observe = partial(frame, probe_batch=probe_batch)
    return fit_through(model, optimizer, batches, checkpoints, observe, deadline)


def shapes() -> dict[str, Any]:
    """Step 5: one multi-head self-attention layer, every intermediate's shape, and the check
    that the traced pieces recompose the layer's output exactly."""
    batch, length, hidden_dim, heads = 2, 5, 12, 3  # distinct sizes, so every axis is legible
    torch.manual_seed(0)
    layer = MultiHeadAttention(hidden_dim, heads).eval()
    x = torch.randn(batch, length, hidden_dim)  # (B, T, D)
    mask = padding_mask(torch.tensor([5, 3]))  # (B, 1, 1, S): the second sentence is shorter
    with torch.no_grad():
        cache = layer.project_kv(x, x)  # (B, H, S, Dh) each
        output, record = layer.attend(x, cache, mask, need_weights=True)  # (B, T, D)
        assert record is not None and record.query is not None
        assert record.scores is not None and record.weights is not None
        joined = record.context.transpose(1, 2).reshape(batch, length, hidden_dim)  # (B, T, D)
        error = float((layer.output_proj(joined) - output).abs().max())
        padded = float(record.weights[1, :, :, 3:].max())  # the second sentence's padding
    trace = [
        ("input x", "(B, T, D)", x),
        ("padding mask", "(B, 1, 1, S)", mask),
        ("queries W_q x, split into heads", "(B, H, T, Dh)", record.query),
        ("keys W_k x, split into heads", "(B, H, S, Dh)", cache.key),
        ("values W_v x, split into heads", "(B, H, S, Dh)", cache.value),
        ("scores q k^T / sqrt(Dh)", "(B, H, T, S)", record.scores),
        ("weights softmax(scores)", "(B, H, T, S)", record.weights),
        ("each head's output weights @ values", "(B, H, T, Dh)", record.context),
        ("heads joined (transpose, reshape)", "(B, T, D)", joined),
        ("output W_o joined", "(B, T, D)", output),
    ]
    return {
        "sizes": {"B": batch, "T": length, "S": length, "D": hidden_dim, "H": heads},
        "head_dim": layer.head_dim,
        "trace": [
            {"tensor": name, "layout": layout, "shape": list(tensor.shape)}
            for name, layout, tensor in trace
        ],
        "recomposition_error": error,
        "padded_key_weight_max": padded,
        "holds": error < TOLERANCE and padded == 0.0,
    }


# -- the record ------------------------------------------------------------------------------


def verdict(hand: dict[str, Any], copy: dict[str, Any], shape: dict[str, Any]) -> dict[str, Any]:
    """Each step's check, read off the numbers."""
    masses, losses = copy["diagonal_mass_by_seed"], copy["loss_by_seed"]
    learns = all(
        mass[-1] > max(mass[0], DIAGONAL) and loss[-1] < loss[0]
        for mass, loss in zip(masses, losses, strict=True)
    )
    steps = {
        "1. every row of weights sums to 1": hand["matrix"]["holds"],
        "2. the padded key weighs exactly 0, the rows still sum to 1": hand["padding"]["holds"],
        "3. nothing above the diagonal; the future never changes the past": hand["causal"]["holds"],
        f"4. in every seed the loss falls and the diagonal ends with over {DIAGONAL:.0%} of "
        "the weight": learns,
        "5. the traced pieces recompose the layer's output; padded keys weigh 0": shape["holds"],
    }
    return {"steps": steps, "state": "holds" if all(steps.values()) else "does_not_hold"}


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """All five steps; write the figure, the JSON and the report into ``out``. ``minutes``
    caps each copy training (the checkpoints after it repeat the last step)."""
    started = datetime.datetime.now(datetime.timezone.utc)
    checkpoints = QUICK_CHECKPOINTS if quick else FULL_CHECKPOINTS
    trainings = []
    with one_thread():
        for seed in QUICK_SEEDS if quick else SEEDS:
            trainings.append(copy_training(seed, checkpoints, deadline_after(minutes)))
    sentence = copy_corpus().test[0]
    copy = {
        "task": COPY_TASK,
        "model": COPY_MODEL,
        "seeds": list(QUICK_SEEDS if quick else SEEDS),
        "source_tokens": sentence.src.split(),  # the sentence the frames' maps show
        "target_tokens": [*sentence.tgt.split(), "</s>"],
        "frames": trainings[0],  # the first seed's, maps included: a slider over steps
        "diagonal_mass_by_seed": [[f["diagonal_mass"] for f in t] for t in trainings],
        "loss_by_seed": [[f["loss"] for f in t] for t in trainings],
    }
    hand, shape = by_hand(), shapes()
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "by_hand": hand,
        "copy": copy,
        "shapes": shape,
        "verdict": verdict(hand, copy, shape),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


EXPERIMENT = Experiment(
    name=NAME,
    summary="The textbook's five-step learning path with real numbers: a 3x4 matrix by hand, "
    "padding and causal masks, one head learning to copy, multi-head shapes",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["by_hand"], record["copy"], record["shapes"]),
    english=frozenset({"Adam"}),  # the optimiser
)
