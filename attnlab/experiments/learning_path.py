"""The textbook's learning path in five steps, with real numbers: a 3x4 attention matrix by
hand, a padding mask, a causal mask, one head learning to copy (its map drawn as it turns
diagonal), and the shapes of multi-head self-attention traced through a layer.

Steps 1-3 use the worked example of ``attnlab.walkthrough``; step 4 trains the library's
Transformer (one layer, one head) on ``synthetic:copy``; step 5 runs ``MultiHeadAttention``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab import locales, walkthrough
from attnlab.atomic import write_png
from attnlab.data import Batch, Corpus, collate, synthetic_corpus
from attnlab.experiments.base import Experiment, provenance, sayer, write_results
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
from attnlab.results import figure_file, verdict_state

NAME = "learning-path"
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
ALPHABET = 10  # letters of the copy task
FULL_CHECKPOINTS = (0, 10, 20, 40, 80, 160, 320, 640)  # doubling: the map changes early
QUICK_CHECKPOINTS = (0, 10, 20, 40, 80, 160)
SEEDS, QUICK_SEEDS = (0, 1, 2), (0,)
TOLERANCE = 1e-6  # float32 sums
DIAGONAL = 0.5  # the copying head ends with most of its weight on the aligned position
COPY_TASK = f"synthetic:copy, {ALPHABET} letters, 4-8 long"
COPY_MODEL = "transformer, 1 layer, 1 head, D=32, ffn 64, no dropout; Adam 3e-3, batch 32"
# The copy run's descriptions as records hold them -> the key of their words in each language
COPY_WORDS = {COPY_TASK: "copy_task", COPY_MODEL: "copy_model"}


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
    batch, length, model_dim, heads = 2, 5, 12, 3  # distinct sizes, so every axis is legible
    torch.manual_seed(0)
    layer = MultiHeadAttention(model_dim, heads).eval()
    x = torch.randn(batch, length, model_dim)  # (B, T, D)
    mask = padding_mask(torch.tensor([5, 3]))  # (B, 1, 1, S): the second sentence is shorter
    with torch.no_grad():
        cache = layer.project_kv(x, x)  # (B, H, S, Dh) each
        output, record = layer.attend(x, cache, mask, need_weights=True)  # (B, T, D)
        assert record is not None and record.query is not None
        assert record.scores is not None and record.weights is not None
        joined = record.context.transpose(1, 2).reshape(batch, length, model_dim)  # (B, T, D)
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
        "sizes": {"B": batch, "T": length, "S": length, "D": model_dim, "H": heads},
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
    return {"steps": steps, "holds": all(steps.values())}


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


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Top: the three hand-made matrices and the diagonal mass over training; bottom: the
    copying head's map at each checkpoint."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    from attnlab.viz.fonts import font_families

    say = sayer(NAME, lang, "figure")

    hand, copy = record["by_hand"], record["copy"]
    frames, keys, queries = copy["frames"], hand["source_tokens"], hand["target_tokens"]
    with plt.rc_context({"font.family": font_families([*keys, say("causal")])}):
        figure = plt.figure(
            figsize=(max(10.0, 1.6 * len(frames)), 6.4), dpi=110, layout="constrained"
        )
        rows = figure.add_gridspec(2, 1)
        top, bottom = figure.add_subfigure(rows[0]), figure.add_subfigure(rows[1])
        *matrices, curve = top.subplots(1, 4)
        panels = [("matrix", keys), ("padding", keys), ("causal", queries)]
        for ax, (step, columns) in zip(matrices, panels, strict=True):
            weights = np.array(hand[step]["weights"])
            ax.imshow(weights, vmin=0, vmax=1, cmap="viridis")
            for (t, s), w in np.ndenumerate(weights):
                ax.text(s, t, f"{w:.2f}", ha="center", va="center", fontsize=7,
                        color="black" if w > 0.6 else "white")  # fmt: skip
            ax.set_xticks(range(len(columns)), columns, fontsize=8)
            ax.set_yticks(range(len(queries)), queries, fontsize=8)
            ax.set_title(say(step), fontsize=9)
        steps = [f["step"] for f in frames]
        for seed, masses in zip(copy["seeds"], copy["diagonal_mass_by_seed"], strict=True):
            curve.plot(steps, masses, marker="o", markersize=3, label=say("seed", seed=seed))
        curve.set_xscale("symlog", linthresh=10)
        curve.set(ylim=(0, 1), xlabel=say("training_step"))
        curve.set_title(say("diagonal_mass"), fontsize=9)
        curve.legend(fontsize=7)
        curve.grid(alpha=0.3)
        for ax, f in zip(bottom.subplots(1, len(frames)), frames, strict=True):
            ax.imshow(f["map"], vmin=0, vmax=1, cmap="viridis")
            title = say("frame", step=f["step"], diagonal=f"{f['diagonal_mass']:.2f}")
            ax.set_title(title, fontsize=8)
            ax.set_xticks(range(len(copy["source_tokens"])), copy["source_tokens"])
            ax.set_yticks(range(len(copy["target_tokens"])), copy["target_tokens"])
            ax.tick_params(labelsize=6, length=1)
        quick = say("quick") if record["quick"] else ""
        bottom.suptitle(say("copy", quick=quick), fontsize=9)
        write_png(figure, path)
        plt.close(figure)


def _table(rows: list[list[float]], row_names: list[str], columns: list[str]) -> list[str]:
    lines = ["| | " + " | ".join(columns) + " |", "|---|" + "---:|" * len(columns)]
    for name, row in zip(row_names, rows, strict=True):
        lines.append(f"| {name} | " + " | ".join(f"{v:.3f}" for v in row) + " |")
    return [*lines, ""]


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, each step's numbers, whether each check holds.
    Its sections are the five steps, so it opens and ends in its own way, not with
    ``report_opening``'s "What was run" and ``report_closing``'s command."""
    say = sayer(NAME, lang)
    v = record["verdict"]
    command = record["command"] or f"attnlab experiment {NAME}"
    ran = say("ran", command=command, seconds=f"{record['seconds']:.0f}",
              cpus=record["machine"]["cpus"])  # fmt: skip
    headline = say(verdict_state(v) or "does_not_hold")  # always a verdict: holds is a bool
    lines = [
        f"# {say('title')}",
        "",
        f"> {say('claim')}",
        f"> ({say('source')})",
        "",
        ran,
        "",
        *_by_hand(record["by_hand"], say),
        *_copy_run(record["copy"], say),
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        say("frames", file=f"{NAME}.json", field="copy.frames"),
        "",
        *_shapes(record["shapes"], say),
        f"## {locales.translate(lang, 'report.does_it_hold')}",
        "",
        locales.translate(lang, "report.verdict", headline=headline, detail=say("why")),
        "",
    ]
    for i, ok in enumerate(v["steps"].values(), start=1):
        check = say(f"check_{i}", diagonal=f"{DIAGONAL:.0%}")
        lines.append(say("check", check=check, answer=say("yes" if ok else "no")))
    lines.append("")
    if record["quick"]:
        lines += [say("quick"), ""]
    lines += [say("numbers", file=f"{NAME}.json"), ""]
    return "\n".join(lines)


def _by_hand(hand: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Steps one to three: the matrices by hand, then with a padding and a causal mask."""
    keys, queries = hand["source_tokens"], hand["target_tokens"]
    dimensions = [say("dimension", index=i) for i in range(len(hand["matrix"]["output"][0]))]
    return [
        say("matrix_heading"),
        "",
        say("scores"),
        "",
        *_table(hand["matrix"]["scores"], queries, keys),
        say("weights"),
        "",
        *_table(hand["matrix"]["weights"], queries, keys),
        say("outputs"),
        "",
        *_table(hand["matrix"]["output"], queries, dimensions),
        say("row_sum", error=f"{hand['matrix']['max_row_sum_error']:.1e}"),
        "",
        say("padding_heading", padded=keys[-1]),
        "",
        *_table(hand["padding"]["weights"], queries, keys),
        say(
            "padding_check",
            weight=hand["padding"]["masked_weight_max"],
            error=f"{hand['padding']['max_row_sum_error']:.1e}",
        ),
        "",
        say("causal_heading"),
        "",
        *_table(hand["causal"]["weights"], queries, queries),
        say(
            "causal_check",
            weight=hand["causal"]["weight_above_diagonal_max"],
            change=hand["causal"]["output_change_from_future_max"],
        ),
        "",
    ]


def _copy_run(copy: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Step four: attention's mass on the diagonal as a copy model learns, seed by seed."""
    frames, seeds = copy["frames"], copy["seeds"]

    def words(described: str) -> str:
        """A description of the copy run as recorded, in ``lang`` where its words are known."""
        known = described in COPY_WORDS
        return say(COPY_WORDS[described], letters=ALPHABET) if known else described

    lines = [
        say("copy_heading"),
        "",
        say("copy_run", model=words(copy["model"]), task=words(copy["task"]), seeds=len(seeds)),
        "",
        f"| {say('step')} | "
        + " | ".join(say("diagonal_seed", seed=s) for s in seeds)
        + f" | {say('loss_seed', seed=seeds[0])} |",
        "|---:|" + "---:|" * (len(seeds) + 1),
    ]
    for i, f in enumerate(frames):
        masses = " | ".join(f"{m[i]:.3f}" for m in copy["diagonal_mass_by_seed"])
        lines.append(f"| {f['step']} | {masses} | {f['loss']:.3f} |")
    return lines


def _shapes(shape: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Step five: multi-head attention's tensors, layout and shape, as traced."""
    sizes = ", ".join(f"{k}={n}" for k, n in shape["sizes"].items())
    return [
        say("shapes_heading"),
        "",
        say("sizes", sizes=sizes, head_dim=shape["head_dim"]),
        "",
        say("trace_header"),
        "|---|---|---|",
        *(
            f"| {say(f'tensor_{i}')} | {t['layout']} | {tuple(t['shape'])} |"
            for i, t in enumerate(shape["trace"], start=1)
        ),
        "",
        say(
            "recomposition",
            error=f"{shape['recomposition_error']:.1e}",
            weight=shape["padded_key_weight_max"],
        ),
        "",
    ]


EXPERIMENT = Experiment(
    name=NAME,
    summary="The textbook's five-step learning path with real numbers: a 3x4 matrix by hand, "
    "padding and causal masks, one head learning to copy, multi-head shapes",
    run=run,
    report=report,
    draw=draw,
)
