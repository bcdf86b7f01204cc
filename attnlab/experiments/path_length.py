"""Path length: how strongly an output depends on an input L recurrent steps away, without
attention (fixed_context), with it (bahdanau) and in the Transformer, and through a stack of
convolutions (cnn); and whether a brief training learns a task that needs that input.

The source is L filler tokens, one key token, L filler tokens; the target is the key. The
encoders are bidirectional, so the key is L steps from either end, where the fixed context
is read. Dependence: the norm of the gradient of the first decoder step's logits (projected
on a random direction) with respect to the key's embedding, averaged over random sources.
The cnn is the lecture's third row (path length O(n/k) for kernels of k): a convolutional
encoder read at both ends like the fixed context, whose end sees only the positions within
its receptive field, so its dependence is exactly zero beyond that.
The decay, step by step (the lecture's "play"): how much the state h_t of an untrained
recurrent layer (tanh RNN, GRU, LSTM) depends on the first input x_1, for every t.
References: Bengio et al. 1994 (vanishing gradients); Vaswani et al. 2017, Table 1.
Here: the claim, the run, the verdict, the figure and the reports; the task, the encoders and
the probes are in path_length_probes.
"""

from __future__ import annotations

import datetime
import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    write_results,
)
from attnlab.experiments.micro import one_thread
from attnlab.experiments.path_length_probes import (
    BATCH,
    CNN,
    CNN_LAYERS,
    CNN_REACH,
    DECAY_CELLS,
    DECAY_STEPS,
    DISTANCES,
    FILLERS,
    HIDDEN,
    KERNEL,
    KEYS,
    LR,
    MODELS,
    OPTIONS,
    PROBES,
    QUICK_DECAY_STEPS,
    QUICK_DISTANCES,
    QUICK_PROBES,
    QUICK_STEPS,
    QUICK_TEST,
    STEPS,
    TEST,
    decay,
    measure,
)
from attnlab.results import verdict_state

NAME = "path-length"
CLAIM = (
    "For step t of an RNN to use the information of step 1, the state must be passed on t - 1 "
    "times; the gradient is a product of the Jacobians dh_k/dh_(k-1), and when their spectral "
    "norm is below 1 the product decays exponentially, and in training the model cannot "
    "learn long-range dependencies at all (the telephone game: through two or three people a "
    "message survives, through twenty or thirty it rarely does). LSTM and GRU gates relieve "
    "the vanishing gradient greatly. Attention lets every position see every other position "
    "directly: the interaction path between any two positions always has length O(1)."
)
RECALLED = 0.9  # a trained model "recalls the key" at a distance with this accuracy
# The lecture's table: the path between two positions n apart, by encoder (k: the kernel)
LECTURE_PATHS = {"fixed_context": "O(n)", "bahdanau": "O(1)", "transformer": "O(1)", CNN: "O(n/k)"}

# The claim's two parts, as the verdict lists them: their words are report.path-length.part.*
PARTS = ("decays", "reaches")


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The two parts of the claim (PARTS), read off the numbers; the cnn, the lecture's third
    row, is measured beside them (where its dependence ends), not part of the claim."""
    fixed = models["fixed_context"]["untrained"]
    attending = [name for name in models if name not in ("fixed_context", CNN)]
    decays = fixed[-1]["relative"] < min(
        0.01, *(models[name]["untrained"][-1]["relative"] for name in attending)
    )
    # The share of dependence kept per step of distance, between neighbouring distances: a
    # constant share is an exponential decay (float32 gradients underflow to 0: skipped).
    kept = [p for p in fixed if p["relative"] > 0]
    per_step = [
        round((b["relative"] / a["relative"]) ** (1 / (b["distance"] - a["distance"])), 3)
        for a, b in itertools.pairwise(kept)
    ]
    # Untrained attention spreads its weight over all 2L + 1 positions: dependence ~ 1/(2L+1).
    shortest = 2 * fixed[0]["distance"] + 1
    dilution = {
        name: [
            round(p["relative"] * (2 * p["distance"] + 1) / shortest, 2)
            for p in models[name]["untrained"]
        ]
        for name in attending
    }
    fixed_high = models["fixed_context"]["trained"][-1]["interval"][1]
    reaches = all(models[name]["trained"][-1]["interval"][0] > fixed_high for name in attending)
    # The cnn's reach: the furthest distance with any dependence, the first with none at all,
    # and after training the furthest it recalls the key at
    cnn = models.get(CNN, {"untrained": [], "trained": []})
    reached = [p["distance"] for p in cnn["untrained"] if p["gradient"] > 0]
    untouched = [p["distance"] for p in cnn["untrained"] if p["gradient"] == 0]
    recalled = [
        p["distance"]
        for p, after in zip(cnn["untrained"], cnn["trained"], strict=True)
        if after["accuracy"] >= RECALLED
    ]
    return {
        "cnn_reach": {
            "measured": max(reached, default=None),
            "first_zero": min(untouched, default=None),
            "receptive_field": CNN_REACH,
            "recalled": max(recalled, default=None),  # trained: accuracy >= RECALLED
        },
        "parts": {
            "untrained, the fixed context's dependence on the key falls over 100-fold with "
            "distance, and below both attention models'": decays,
            "trained briefly, both attention models recall the key at the longest distance "
            "better than the fixed context (95 % intervals apart)": reaches,
        },
        "fixed_context_kept_per_step": per_step,
        "attention_relative_times_length": dilution,
        "trained_longest_over_shortest": {
            name: float(f"{m['trained'][-1]['gradient'] / m['trained'][0]['gradient']:.3g}")
            for name, m in models.items()
            if name != CNN
        },
        "state": "holds" if decays and reaches else "does_not_hold",
    }


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Probe and train the three models at every distance; write the figure, the JSON and the
    report into ``out``. ``minutes`` caps each training."""
    started = datetime.datetime.now(datetime.timezone.utc)
    distances = QUICK_DISTANCES if quick else DISTANCES
    with one_thread():
        models = {family: measure(family, distances, quick, minutes) for family in MODELS}
        steps = QUICK_DECAY_STEPS if quick else DECAY_STEPS
        chains = {
            cell: decay(cell, steps, QUICK_PROBES if quick else PROBES) for cell in DECAY_CELLS
        }
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "task": locales.translate("en", f"report.{NAME}.task", fillers=FILLERS, keys=KEYS),
        "options": {**OPTIONS, CNN: {"hidden_dim": HIDDEN, "kernel": KERNEL, "layers": CNN_LAYERS}},
        "training": {"steps": QUICK_STEPS if quick else STEPS, "batch": BATCH, "lr": LR},
        "probes": QUICK_PROBES if quick else PROBES,
        "test_sources": QUICK_TEST if quick else TEST,
        "distances": list(distances),
        "lecture_paths": LECTURE_PATHS,
        "models": models,
        "decay": {"steps": steps, "hidden": HIDDEN, "cells": chains},
        "verdict": verdict(models),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


COLOURS = {
    "fixed_context": "#d62728",
    "bahdanau": "#1f77b4",
    "transformer": "#2ca02c",
    CNN: "#9467bd",
}
# (colour, line): LSTM dashed, as its curve lies on the GRU's
DECAY_STYLES = {"rnn": ("#8c564b", "-"), "gru": ("#d62728", "-"), "lstm": ("#ff7f0e", "--")}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Dependence against distance, untrained and trained; accuracy after training; and the
    decay step by step, where the record has it."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang, "figure")

    distances = record["distances"]
    figure, grid = plt.subplots(2, 2, figsize=(13, 8.4), dpi=110, layout="constrained")
    (untrained, trained), (accuracy, chain) = grid
    for family, result in record["models"].items():
        label = locales.translate(lang, f"evidence.path_model.{family}")
        style = {"color": COLOURS[family], "marker": "o", "markersize": 4, "label": label}
        for ax, kind, value in (
            (untrained, "untrained", "relative"),
            (trained, "trained", "gradient"),
        ):
            points = [p for p in result[kind] if p[value] > 0]  # log scale: no zeros
            ax.plot([p["distance"] for p in points], [p[value] for p in points], **style)
        rows = result["trained"]
        low = [r["accuracy"] - r["interval"][0] for r in rows]
        high = [r["interval"][1] - r["accuracy"] for r in rows]
        accuracy.errorbar(distances, [r["accuracy"] for r in rows], [low, high], capsize=3, **style)
    shortest = 2 * distances[0] + 1
    untrained.plot(
        distances, [shortest / (2 * d + 1) for d in distances], "k--", linewidth=0.8,
        label=say("dilution"),
    )  # fmt: skip
    if CNN in record["models"]:
        reach = record["verdict"]["cnn_reach"]["receptive_field"]
        untrained.axvline(reach, color=COLOURS[CNN], linestyle=":", linewidth=1,
                          label=say("reach", reach=reach))  # fmt: skip
    untrained.set(yscale="log", ylabel=say("untrained_axis", shortest=distances[0]))
    untrained.set_title(say("untrained_title"), fontsize=10)
    trained.set(yscale="log", ylabel=say("trained_axis"))
    trained.set_title(say("trained_title", steps=record["training"]["steps"]), fontsize=10)
    accuracy.axhline(1 / KEYS, color="grey", linestyle=":", label=say("chance"))
    accuracy.set(ylim=(0, 1.05), ylabel=say("accuracy_axis"))
    accuracy.set_title(say("accuracy_title"), fontsize=10)
    for ax in (untrained, trained, accuracy):
        ax.set(xscale="log", xlabel=say("distance_axis"))
        ax.set_xticks(distances, [str(d) for d in distances])
        ax.xaxis.set_minor_locator(matplotlib.ticker.NullLocator())
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    if "decay" in record:  # records before the step-by-step decay was measured lack it
        for cell, measured in record["decay"]["cells"].items():
            points = [(t, v) for t, v in enumerate(measured["relative"], start=1) if v > 0]
            colour, line = DECAY_STYLES[cell]
            chain.plot(*zip(*points, strict=True), color=colour, linestyle=line, linewidth=1.5,
                       label=say(f"cell.{cell}"))  # fmt: skip
        chain.set(yscale="log", xlabel=say("decay_x"), ylabel=say("decay_y"))
        chain.set_title(say("decay_title", hidden=record["decay"]["hidden"]), fontsize=10)
        chain.grid(alpha=0.3)
        chain.legend(fontsize=7)
    else:
        chain.set_visible(False)
    if record["quick"]:
        figure.suptitle(say("quick"), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README in ``lang``: the claim, the measurements, whether it holds and what it does
    not show."""
    say = sayer(NAME, lang)
    # the telephone game, step by step, where it ran
    decay = [*decay_lines(record, say), ""] if "decay" in record else []
    measured, held = _measurements(record, say, lang), _does_it_hold(record, say, lang)
    return report_page(NAME, record, lang, measured, held, notes=[*decay, say("caveats"), ""])


def _named(model: str, lang: str) -> str:
    """A model as the Evidence tab names it."""
    return locales.translate(lang, f"evidence.path_model.{model}")


def _measurements(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """What was run, then each model's gradient and recall by distance."""
    models, training = record["models"], record["training"]
    names = list(models)

    def named(model: str) -> str:
        return _named(model, lang)

    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            seconds=f"{record['seconds']:.0f}",
            cpus=record["machine"]["cpus"],
            task=say("task", fillers=FILLERS, keys=KEYS),
            models=say("separator").join(
                say("model", model=named(n), parameters=f"{models[n]['parameters']:,}")
                for n in names
            ),
            probes=record["probes"],
            shortest=record["distances"][0],
            steps=training["steps"],
            batch=training["batch"],
            lr=training["lr"],
            test=record["test_sources"],
            chance=f"{1 / KEYS:.1%}",
        ),
        "",
        say("cells"),
        "",
        "| L | " + " | ".join(map(named, names)) + " |",
        "|---:|" + "---|" * len(names),
    ]
    for i, distance in enumerate(record["distances"]):
        cells = []
        for name in names:
            before, after = models[name]["untrained"][i], models[name]["trained"][i]
            low, high = after["interval"]
            cells.append(
                f"{before['relative']:.2g} / {after['gradient']:.2g}; "
                f"{after['accuracy']:.0%} [{low:.0%}, {high:.0%}]"
            )
        lines.append(f"| {distance} | " + " | ".join(cells) + " |")
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The verdict, its parts, how to read them and the lecture's table of path lengths."""
    models, v, shortest = record["models"], record["verdict"], record["distances"][0]
    separator = locales.translate(lang, "report.list_separator")

    def named(model: str) -> str:
        return _named(model, lang)

    shares = separator.join(f"{x:.2f}" for x in v["fixed_context_kept_per_step"])
    dilution = say("separator").join(
        f"{named(n)} {min(x):.2f}-{max(x):.2f}"
        for n, x in v["attention_relative_times_length"].items()
    )
    ratios = separator.join(
        f"{named(n)} {x:.2g}" for n, x in v["trained_longest_over_shortest"].items()
    )
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    # The parts are the verdict's keys, in English, in the order verdict() writes them
    parts = [
        say("part", part=say(f"part.{key}"), answer=say("yes" if ok else "no"))
        for key, ok in zip(PARTS, v["parts"].values(), strict=True)
    ]
    lines = [
        say("headline", headline=say(state)),
        "",
        *parts,
        "",
        say(
            "reading",
            shares=shares,
            denominator=2 * shortest + 1,
            dilution=dilution,
            ratios=ratios,
        ),
    ]
    if CNN in models:  # the lecture's table of path lengths beside what was measured
        reach = v["cnn_reach"]
        longest = record["distances"][-1]
        fixed_last = models["fixed_context"]["untrained"][-1]["relative"]
        lines += [
            "",
            say("lecture_table"),
            "",
            say("lecture_header"),
            "|---|---|---|",
            say("lecture_rnn", longest=longest, relative=f"{fixed_last:.2g}"),
            say(
                "lecture_cnn" if reach["first_zero"] is not None else "lecture_cnn_within",
                layers=CNN_LAYERS,
                kernel=KERNEL,
                reach=reach["receptive_field"],
                measured=reach["measured"],
                first_zero=reach["first_zero"],
                recalled=reach["recalled"] if reach["recalled"] is not None else "-",
                share=f"{RECALLED:.0%}",
            ),
            say("lecture_attention", dilution=dilution),
        ]
    return lines


def decay_lines(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The decay step by step: a table at t = 1, 2, 4, ... and each layer's share per step."""
    decayed = record["decay"]
    cells, steps = decayed["cells"], decayed["steps"]
    shown = [t for t in (2**k for k in range(steps.bit_length())) if t <= steps]
    lines = [
        say("decay", hidden=decayed["hidden"], probes=record["probes"]),
        "",
        "| t | " + " | ".join(say(f"figure.cell.{cell}") for cell in cells) + " |",
        "|---:|" + "---:|" * len(cells),
    ]
    for t in shown:
        lines.append(
            f"| {t} | " + " | ".join(f"{c['relative'][t - 1]:.2g}" for c in cells.values()) + " |"
        )
    shares = say("separator").join(
        f"{say(f'figure.cell.{cell}')} {c['relative'][-1] ** (1 / (steps - 1)):.2f}"
        for cell, c in cells.items()
        if c["relative"][-1] > 0
    )
    return [*lines, "", say("decay_reading", steps=steps, shares=shares)]


EXPERIMENT = Experiment(
    name=NAME,
    summary="Path length: gradient of the output w.r.t. an input L steps away, and recall of "
    "that input after brief training, without attention, with it, and in the Transformer",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["models"]),
    # the optimiser, ConvS2S and its first author; the source text's own Latin words, quoted
    english=frozenset({"Adam", "Gehring", "ConvS", "Attention", "Jacobian"}),
)
