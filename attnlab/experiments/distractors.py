"""Distractors: key-value retrieval when other keys resemble the right one.

Analytic, no training: constructed vectors read by ``attnlab.functional.attention`` (scaled
dot product, the fixed scale 1/sqrt(d), no learned projections). Each trial has a right key
k with its value, and N distractor keys s k + sqrt(1 - s^2) n (cosine similarity about s to
k, n fresh noise), each with a value of its own; the query is k, exactly or with noise (a
slightly wrong query). Components are N(0, 1) in d = 64 dimensions; values are independent.
Measured as N and s grow: the weight on the right key, the entropy of the weights, whether
the largest weight is on the right key, and whether the read is nearest the right value.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    wilson,
    write_results,
)
from attnlab.functional import attention
from attnlab.results import verdict_state

NAME = "distractors"
CLAIM = (
    "When several candidates are very similar, the weights may spread out or land on the "
    "wrong one. [...] A high weight does not guarantee that the content read is true, "
    "sufficient or suited to the task. Question 2: if two positions have very similar keys "
    "but completely different values, what happens to attention?"
)
DIM = 64
COUNTS = (1, 2, 4, 8, 16, 32, 64)  # N, distractors beside the right key
SIMILARITIES = (0.0, 0.5, 0.8, 0.9, 0.95, 0.99)  # s, each distractor's cosine to the right key
NOISES = (0.0, 0.5)  # the query: k + noise * N(0, I); 0.5 is an error of half the key's norm
TRIALS, QUICK_TRIALS = 4000, 200
ALIKE = 0.99  # the textbook's question: one distractor this alike, the query exact
SPREAD = 0.5  # spread out: the right key gets under half of the weight on average
MISPLACED = 0.2  # misplaced: accuracy this much below that among dissimilar keys (s = 0)
BLEND = 0.9  # a blend: the read's cosine to the right value under this
CONFIDENT = 0.5  # a confidently wrong pick: the largest weight, on a wrong key, is over this


def trial_batch(
    count: int, similarity: float, noise: float, trials: int, generator: torch.Generator
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """query (B, 1, d), key (B, 1 + N, d), value (B, 1 + N, d); the right key is key 0
    (attention is blind to the keys' order, so its place does not matter)."""
    right = torch.randn(trials, 1, DIM, generator=generator)  # (B, 1, d)
    fresh = torch.randn(trials, count, DIM, generator=generator)  # (B, N, d)
    distractors = similarity * right + math.sqrt(1 - similarity**2) * fresh  # (B, N, d)
    key = torch.cat([right, distractors], dim=1)  # (B, 1 + N, d)
    value = torch.randn(trials, 1 + count, DIM, generator=generator)  # (B, 1 + N, d)
    query = right + noise * torch.randn(trials, 1, DIM, generator=generator)  # (B, 1, d)
    return query, key, value


def measure(
    count: int, similarity: float, noise: float, trials: int, generator: torch.Generator
) -> dict[str, Any]:
    """One cell of the grid: every measure over ``trials`` random instances."""
    query, key, value = trial_batch(count, similarity, noise, trials, generator)
    read, weights = attention(query, key, value, need_weights=True)  # (B, 1, d), (B, 1, 1+N)
    assert weights is not None
    weights = weights[:, 0]  # (B, 1 + N)
    read = read[:, 0]  # (B, d)
    nearest = (value - read[:, None]).norm(dim=-1).argmin(dim=-1)  # (B,)
    largest, picked = weights.max(dim=-1)  # (B,), (B,)
    read_right = int((nearest == 0).sum())
    pick_right = int((picked == 0).sum())
    cosine = torch.cosine_similarity(read, value[:, 0], dim=-1)  # (B,)
    return {
        "count": count,
        "similarity": similarity,
        "noise": noise,
        "measured_similarity": float(torch.cosine_similarity(key[:, 1:], key[:, :1], dim=-1).mean())
        if count
        else None,
        "weight_on_right": float(weights[:, 0].mean()),
        "entropy": float(torch.special.entr(weights).sum(dim=-1).mean()),
        "max_entropy": math.log(1 + count),
        "read_accuracy": read_right / trials,  # the read is nearest the right value
        "read_interval": wilson(read_right, trials),
        "pick_accuracy": pick_right / trials,  # the largest weight is on the right key
        "pick_interval": wilson(pick_right, trials),
        "read_cosine_to_right_value": float(cosine.mean()),
        "confidently_wrong": float(((picked != 0) & (largest > CONFIDENT)).float().mean()),
    }


def blended_read(generator: torch.Generator) -> dict[str, Any]:
    """The textbook's question, once: two keys at cosine ALIKE, different values, the exact
    query of the first; the weights, both values and the read."""
    query, key, value = trial_batch(1, ALIKE, 0.0, 1, generator)
    read, weights = attention(query, key, value, need_weights=True)
    assert weights is not None
    return {
        "key_cosine": float(torch.cosine_similarity(key[0, 0], key[0, 1], dim=0)),
        "weights": weights[0, 0].tolist(),
        "right_value": value[0, 0].tolist(),
        "alike_value": value[0, 1].tolist(),
        "read": read[0, 0].tolist(),
        "read_cosine_to_right_value": float(
            torch.cosine_similarity(read[0, 0], value[0, 0], dim=0)
        ),
        "read_cosine_to_alike_value": float(
            torch.cosine_similarity(read[0, 0], value[0, 1], dim=0)
        ),
    }


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Measure the grid, write the figure, the JSON and the report into ``out``."""
    if minutes is not None:
        raise ValueError(f"the {NAME} experiment trains nothing; --minutes does not apply")
    started = datetime.datetime.now(datetime.timezone.utc)
    trials = QUICK_TRIALS if quick else TRIALS
    generator = torch.Generator().manual_seed(0)
    with torch.no_grad():
        grid = [
            measure(n, s, noise, trials, generator)
            for noise in NOISES
            for s in SIMILARITIES
            for n in COUNTS
        ]
        example = blended_read(torch.Generator().manual_seed(1))
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "method": "constructed keys, values and queries read by scaled dot-product attention; "
        "no learned parameters",
        "dim": DIM,
        "trials_per_cell": trials,
        "grid": grid,
        "blended_read": example,
        "verdict": verdict(grid),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def cell(grid: list[dict[str, Any]], count: int, similarity: float, noise: float) -> dict:
    return next(
        c for c in grid if (c["count"], c["similarity"], c["noise"]) == (count, similarity, noise)
    )


def verdict(grid: list[dict[str, Any]]) -> dict[str, Any]:
    """Spread, misplaced, blended (the textbook's question), and where it does not happen."""
    most, alike, noisy = COUNTS[-1], SIMILARITIES[-1], NOISES[-1]
    weight = {  # the right key's mean weight among the most distractors, by similarity
        str(s): round(cell(grid, most, s, noisy)["weight_on_right"], 4) for s in SIMILARITIES
    }
    spread = weight[str(alike)] < SPREAD
    accuracy = {str(s): round(cell(grid, most, s, noisy)["read_accuracy"], 4) for s in SIMILARITIES}
    misplaced = accuracy[str(alike)] <= accuracy[str(SIMILARITIES[0])] - MISPLACED
    pair = cell(grid, 1, ALIKE, 0.0)
    blends = SPREAD - 0.2 <= pair["weight_on_right"] <= SPREAD + 0.2 and (
        pair["read_cosine_to_right_value"] < BLEND
    )
    dissimilar = [c["read_accuracy"] for c in grid if c["similarity"] == 0.0]
    return {
        "weight_on_right_at_most_distractors_noisy_query": weight,
        "read_accuracy_at_most_distractors_noisy_query": accuracy,
        "weights_spread_among_alike_keys": spread,
        "retrieval_misplaced_among_alike_keys": misplaced,
        "two_alike_keys_weight_on_right": round(pair["weight_on_right"], 4),
        "two_alike_keys_read_cosine_to_right_value": round(pair["read_cosine_to_right_value"], 4),
        "two_alike_keys_blend_the_values": blends,
        "lowest_read_accuracy_among_dissimilar_keys": round(min(dissimilar), 4),
        "count_alone_harms_dissimilar_keys": min(dissimilar) < 1 - MISPLACED,
        "most_confidently_wrong": round(max(c["confidently_wrong"] for c in grid), 4),
        "state": "holds" if spread and misplaced and blends else "does_not_hold",
    }


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """(a) weight on the right key, (b) entropy, (c) read accuracy, against N, one line per s
    (noisy query solid, exact query dotted in (c)); (d) the blended read of two alike keys."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang, "plot")

    grid, noisy = record["grid"], NOISES[-1]
    figure, axes = plt.subplots(2, 2, figsize=(12, 8.5), dpi=110, layout="constrained")
    (weight, entropy), (accuracy, blend) = axes
    for i, s in enumerate(SIMILARITIES):
        colour = plt.get_cmap("plasma")(i / len(SIMILARITIES))
        cells = [cell(grid, n, s, noisy) for n in COUNTS]
        style = {"color": colour, "marker": "o", "markersize": 3, "label": f"s = {s}"}
        weight.plot(COUNTS, [c["weight_on_right"] for c in cells], **style)
        entropy.plot(COUNTS, [c["entropy"] for c in cells], **style)
        accuracy.plot(COUNTS, [c["read_accuracy"] for c in cells], **style)
        exact = [cell(grid, n, s, 0.0)["read_accuracy"] for n in COUNTS]
        accuracy.plot(COUNTS, exact, color=colour, linestyle=":", linewidth=1)
    entropy.plot(
        COUNTS, [math.log(1 + n) for n in COUNTS], "k--", linewidth=0.8, label=say("uniform")
    )
    weight.set(ylabel=say("weight_y"), ylim=(0, 1.02))
    weight.set_title(say("weight_title", noise=noisy), fontsize=10)
    entropy.set(ylabel=say("entropy_y"))
    entropy.set_title(say("entropy_title"), fontsize=10)
    accuracy.set(ylabel=say("accuracy_y"), ylim=(0, 1.02))
    accuracy.set_title(say("accuracy_title"), fontsize=10)
    for axis in (weight, entropy, accuracy):
        axis.set(xscale="log", xlabel=say("x"))
        axis.set_xticks(COUNTS, [str(n) for n in COUNTS])
        axis.xaxis.set_minor_locator(matplotlib.ticker.NullLocator())
        axis.grid(alpha=0.3)
        axis.legend(fontsize=7, title=say("legend"), title_fontsize=7)
    example = record["blended_read"]
    shown = 24  # value dimensions drawn
    rows = [example["right_value"], example["alike_value"], example["read"]]
    image = blend.imshow(
        [r[:shown] for r in rows], cmap="coolwarm", vmin=-2.5, vmax=2.5, aspect="auto"
    )
    a, b = example["weights"]
    blend.set_yticks(
        range(3),
        [
            say("value", number=1, weight=f"{a:.2f}"),
            say("value", number=2, weight=f"{b:.2f}"),
            say("read", a=f"{a:.2f}", b=f"{b:.2f}"),
        ],
    )
    blend.set_xlabel(say("dimension", shown=shown, dim=DIM))
    blend.set_title(
        say(
            "blend_title",
            cosine=f"{example['key_cosine']:.2f}",
            to_right=f"{example['read_cosine_to_right_value']:.2f}",
            to_alike=f"{example['read_cosine_to_alike_value']:.2f}",
        ),
        fontsize=9,
    )
    figure.colorbar(image, ax=blend, shrink=0.8)
    if record["quick"]:
        figure.suptitle(say("quick"), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, the grid, whether it holds and under which
    conditions."""
    say = sayer(NAME, lang)
    return report_page(
        NAME, record, lang, _measurements(record, say), _does_it_hold(record, say, lang)
    )


def _measurements(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """What was run, then the grid with a noisy query and with the exact one."""
    grid = record["grid"]
    corner = "| s \\ N | " + " | ".join(str(n) for n in COUNTS) + " |"
    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            seconds=f"{record['seconds']:.0f}",
            method=say("method"),
            dim=DIM,
            noise=NOISES[-1],
            trials=f"{record['trials_per_cell']:,}",
        ),
        "",
        say("noisy_table"),
        "",
        corner,
        "|---|" + "---|" * len(COUNTS),
    ]
    for s in SIMILARITIES:
        cells = [cell(grid, n, s, NOISES[-1]) for n in COUNTS]
        lines.append(
            f"| {s} | "
            + " | ".join(
                f"{c['weight_on_right']:.2f} / {c['entropy']:.2f} / {c['read_accuracy']:.2f}"
                for c in cells
            )
            + " |"
        )
    lines += ["", say("exact_table"), "", corner, "|---|" + "---|" * len(COUNTS)]
    for s in SIMILARITIES:
        cells = [cell(grid, n, s, 0.0) for n in COUNTS]
        lines.append(
            f"| {s} | "
            + " | ".join(f"{c['read_accuracy']:.2f} ({c['pick_accuracy']:.2f})" for c in cells)
            + " |"
        )
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The verdict, then its three parts and the conditions under which it holds."""
    v, example = record["verdict"], record["blended_read"]

    def answer(found: bool) -> str:
        return say("yes" if found else "no")

    def by_similarity(found: dict[str, float]) -> str:
        separator = locales.translate(lang, "report.list_separator")
        return separator.join(f"{s}: {x:.2f}" for s, x in found.items())

    a, b = example["weights"]
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    blends = v["two_alike_keys_blend_the_values"]
    return [
        say("headline", headline=say(state)),
        "",
        say(
            "spread",
            answer=answer(v["weights_spread_among_alike_keys"]),
            most=COUNTS[-1],
            weights=by_similarity(v["weight_on_right_at_most_distractors_noisy_query"]),
            spread=SPREAD,
            alike=SIMILARITIES[-1],
        ),
        say(
            "misplaced",
            answer=answer(v["retrieval_misplaced_among_alike_keys"]),
            accuracies=by_similarity(v["read_accuracy_at_most_distractors_noisy_query"]),
            misplaced=MISPLACED,
            share=f"{v['most_confidently_wrong']:.0%}",
            confident=CONFIDENT,
        ),
        say(
            "blend",
            answer=answer(blends),
            alike=ALIKE,
            weight=f"{v['two_alike_keys_weight_on_right']:.2f}",
            cosine=f"{v['two_alike_keys_read_cosine_to_right_value']:.2f}",
            between=say("between") if blends else "",
            a=f"{a:.2f}",
            b=f"{b:.2f}",
            to_right=f"{example['read_cosine_to_right_value']:.2f}",
            to_alike=f"{example['read_cosine_to_alike_value']:.2f}",
        ),
        "",
        say(
            "conditions",
            most=COUNTS[-1],
            lowest=f"{v['lowest_read_accuracy_among_dissimilar_keys']:.2f}",
            answer=answer(v["count_alone_harms_dissimilar_keys"]),
            dim=DIM,
        ),
    ]


EXPERIMENT = Experiment(
    name=NAME,
    summary="distractors: retrieval among near-duplicate keys (weight on the right key, "
    "entropy, accuracy as their number and similarity grow); two alike keys blend their values",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["grid"]),
)
