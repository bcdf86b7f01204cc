"""When does alignment appear? The attention families trained from scratch on Tatoeba zh-en,
evaluated often, each keeping its probes' attention at every evaluation (the training's
history, ``attnlab.training.history``). Read off each history: the step at which attention
starts to align, and the step at which dev BLEU passes half its best.

The rules, fixed before any run:
- attention aligns at the first evaluation where the argmax links of its attention (the mean
  of every layer and head) are closer to the dictionary's links than the diagonal's on the
  same probe words: the paired 95 % bootstrap interval over probes of the diagonal's AER minus
  attention's lies above zero (the diagonal, position alone, is what a model knows without
  looking at the words);
- dev BLEU's half-way mark is the first evaluation at which dev BLEU (greedy, the trainer's)
  reaches half the best the run reaches in its budget;
- a training agrees with the claim when attention aligns no later than dev BLEU's half-way
  mark: the alignment is learned with the translation, not after it. A family holds when each
  of its seeds does; the verdict holds when every family does, partly when some do.
Trainings run two at a time, one thread each, through ``attnlab train``; a stopped experiment
resumes (finished runs are kept, unfinished ones continue).
"""

from __future__ import annotations

import datetime
from dataclasses import replace
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.config import AUTO, BUNDLED_CONFIGS, load_config
from attnlab.data import load_corpus
from attnlab.experiments import trainings
from attnlab.experiments.alignment import summarize
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_closing,
    report_opening,
    sayer,
    write_results,
)
from attnlab.results import figure_file, state_of, verdict_state
from attnlab.runs import RunFiles
from attnlab.training.history import probe_counts, read_history

NAME = "alignment-emerges"
CORPUS = "tatoeba-zh-en"
FAMILIES = {  # label -> the config each trains from: the demo's and its siblings'
    "RNNsearch": "tatoeba-bahdanau.yaml",
    "Luong": "tatoeba-luong-global.yaml",
    "Transformer": "tatoeba-transformer.yaml",
}
SEEDS = (1, 2)
STEPS = 1000  # the demo's budget: what `make demo`'s History view shows
EVAL_EVERY = 50
PROBES = 100  # dev sources kept as probes, after the chapter's and the lecture's sentences
DEV_BLEU_SENTENCES = 300
QUICK = {"seeds": (1,), "steps": 30, "eval_every": 10, "probes": 4, "dev_bleu_sentences": 10}
QUICK_MODEL = ["--model.hidden_dim=32"]  # its embedding and attention sizes follow
CLAIM = (
    "Alignment is not a separate module that marks the answers first and hands them to the "
    "translator: the translation objective, the encodings and the attention scores are learned "
    "jointly under one loss."
)


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train (or resume) every family and seed, read their histories, write the record, the
    figure and the reports into ``out``; runs live in ``out/runs`` (quick) or
    ``runs/alignment-emerges``."""
    started = datetime.datetime.now(datetime.timezone.utc)
    settings = budget(quick)
    work = out / "runs" if quick else Path("runs") / NAME
    sliced = trainings.quick_corpus(load_corpus(CORPUS), work / "corpus-quick") if quick else None
    jobs, runs = {}, {}
    for label, config_file in FAMILIES.items():
        for seed in settings["seeds"]:
            base = load_config(BUNDLED_CONFIGS / config_file, QUICK_MODEL if quick else [])
            train = replace(
                base.train,
                seed=seed,
                max_steps=settings["steps"],
                max_minutes=minutes,
                eval_every=settings["eval_every"],
                dev_bleu_sentences=settings["dev_bleu_sentences"],
                probe_sentences=settings["probes"],
                # every evaluation of the budget: no early stop cuts a history short
                patience=settings["steps"] // settings["eval_every"] + 1,
            )
            data = replace(base.data, corpus=CORPUS)  # the dictionary's links are zh-en
            if sliced is not None:
                data = replace(data, corpus=str(sliced), src_vocab_size=AUTO, tgt_vocab_size=AUTO)
            name = f"{base.model.family}-seed{seed}"
            runs[label, seed] = work / name
            config = replace(base, name=name, data=data, train=train)
            jobs[f"{label} seed {seed}"] = trainings.training(config, runs[label, seed])
    trainings.train_all(jobs, 1 if quick else 2)
    families = {
        label: {
            "config": f"configs/{config_file}",
            "seeds": {str(seed): measure(runs[label, seed]) for seed in settings["seeds"]},
        }
        for label, config_file in FAMILIES.items()
    }
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "corpus": CORPUS,
        **{key: list(value) if key == "seeds" else value for key, value in settings.items()},
        "minutes_per_model": minutes,
        "families": families,
        "verdict": verdict(families),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def budget(quick: bool) -> dict[str, Any]:
    if quick:
        return dict(QUICK)
    return {
        "seeds": SEEDS,
        "steps": STEPS,
        "eval_every": EVAL_EVERY,
        "probes": PROBES,
        "dev_bleu_sentences": DEV_BLEU_SENTENCES,
    }


def measure(run_dir: Path) -> dict[str, Any]:
    """One training's history, an evaluation a point: dev BLEU, the probes' AER with its
    interval and its paired difference from the diagonal; then the two steps the rule reads."""
    history = read_history(RunFiles(run_dir).history)
    if history.problems:
        raise ValueError("; ".join(history.problems))
    points = []
    for entry in history.entries:
        found = [
            probe_counts(maps, probe["source_pieces"], probe["target_pieces"])
            for maps, probe in zip(entry.attentions(), entry.probes, strict=True)
        ]
        linked = [f for f in found if f is not None]
        summary = (
            summarize([f.attention for f in linked], {"diagonal": [f.diagonal for f in linked]})
            if linked
            else None
        )
        points.append(
            {
                "step": entry.step,
                "dev_bleu": round(entry.dev_bleu, 2),
                "probes_linked": len(linked),
                "words_linked": sum(f.words for f in linked),
                "aer": summary and summary["aer"],
                "aer_95": summary and summary["aer_95"],
                "diagonal_aer": summary
                and round(summary["aer"] + summary["better_than_diagonal"], 4),
                "better_than_diagonal_95": summary and summary["better_than_diagonal_95"],
            }
        )
    return {"points": points, **steps_of(points)}


def steps_of(points: list[dict[str, Any]]) -> dict[str, Any]:
    """The step at which attention first aligns (the diagonal's AER minus its own, paired
    interval above zero) and the step at which dev BLEU first reaches half its best."""
    aligned = next(
        (
            p["step"]
            for p in points
            if p["better_than_diagonal_95"] and p["better_than_diagonal_95"][0] > 0
        ),
        None,
    )
    best = max((p["dev_bleu"] for p in points), default=0.0)
    half = next((p["step"] for p in points if best > 0 and p["dev_bleu"] >= best / 2), None)
    return {
        "aligned_step": aligned,
        "best_dev_bleu": best,
        "bleu_half_step": half,
        "first_step": points[0]["step"] if points else None,
    }


def verdict(families: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Each training agrees when it aligns no later than dev BLEU's half-way mark; a family
    holds when all its seeds agree; every family: holds, some: partly."""
    agrees = {
        label: {
            seed: bool(
                r["aligned_step"] is not None
                and r["bleu_half_step"] is not None
                and r["aligned_step"] <= r["bleu_half_step"]
            )
            for seed, r in family["seeds"].items()
        }
        for label, family in families.items()
    }
    held = {label: all(seeds.values()) for label, seeds in agrees.items()}
    return {
        "state": state_of(all(held.values()), any(held.values())),
        "families": held,
        "trainings": agrees,
        # aligned at the first evaluation: how much earlier, the run cannot tell
        "aligned_at_first_evaluation": {
            label: [s for s, r in f["seeds"].items() if r["aligned_step"] == r["first_step"]]
            for label, f in families.items()
        },
    }


COLOURS = {"RNNsearch": "#d62728", "Luong": "#2ca02c", "Transformer": "#1f77b4"}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """A column a family: above, the probes' AER by step (each seed, the diagonal dotted);
    below, dev BLEU; the aligning step (solid) and the half-way mark (dashed) marked on both."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang, "figure")
    families = record["families"]
    figure, axes = plt.subplots(
        2, len(families), figsize=(3.6 * len(families), 5.6), dpi=110, sharex=True, squeeze=False
    )
    for column, (label, family) in enumerate(families.items()):
        above, below = axes[0][column], axes[1][column]
        colour = COLOURS.get(label, "#555555")
        for index, (seed, r) in enumerate(family["seeds"].items()):
            style = ("-", "--", ":")[index % 3]
            aer_points = [p for p in r["points"] if p["aer"] is not None]
            steps = [p["step"] for p in aer_points]
            above.plot(
                steps,
                [p["aer"] for p in aer_points],
                style,
                color=colour,
                label=say("seed", seed=seed),
            )
            if index == 0:
                above.plot(
                    steps,
                    [p["diagonal_aer"] for p in aer_points],
                    ":",
                    color="#888888",
                    label=say("diagonal"),
                )
            below.plot(
                [p["step"] for p in r["points"]],
                [p["dev_bleu"] for p in r["points"]],
                style,
                color=colour,
            )
            for axis in (above, below):
                if r["aligned_step"] is not None:
                    axis.axvline(r["aligned_step"], color=colour, alpha=0.5, linewidth=1)
                if r["bleu_half_step"] is not None:
                    axis.axvline(
                        r["bleu_half_step"], color=colour, alpha=0.5, linewidth=1, linestyle="--"
                    )
        above.set_title(label, fontsize=10)
        above.set_ylim(0, 1)
        above.grid(alpha=0.3)
        below.grid(alpha=0.3)
        below.set_xlabel(say("x"))
        if column == 0:
            above.set_ylabel(say("aer"))
            below.set_ylabel(say("bleu"))
            above.legend(fontsize=7)
    title = say("title", steps=f"{record['steps']:,}", every=record["eval_every"])
    figure.suptitle(title + ("\n" + say("quick") if record["quick"] else ""), fontsize=10)
    figure.tight_layout()
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README in ``lang``: what was run, each training's two steps, the verdict."""
    say = sayer(NAME, lang)
    none = locales.translate(lang, "report.none")
    lines = report_opening(say("title"), say("claim"), say("source"), lang)
    lines += [
        say(
            "run",
            corpus=record["corpus"],
            steps=f"{record['steps']:,}",
            every=record["eval_every"],
            probes=record["probes"],
            dev=record["dev_bleu_sentences"],
            seeds=locales.translate(lang, "report.list_separator").join(map(str, record["seeds"])),
        ),
        "",
        say("rule"),
        "",
        say("header"),
        "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for label, family in record["families"].items():
        for seed, r in family["seeds"].items():
            first, last = _first_and_last(r["points"])
            agrees = record["verdict"]["trainings"][label][seed]
            lines.append(
                f"| {label} | {seed} | {_step(r['aligned_step'], none)} | "
                f"{_step(r['bleu_half_step'], none)} | {r['best_dev_bleu']:.2f} | "
                f"{_aer(first)} | {_aer(last)} | {_diagonal(last)} | "
                f"{say('yes' if agrees else 'no')} |"
            )
    lines += ["", f"![{say('figure')}]({figure_file(NAME, lang)})", ""]
    early = {
        label: seeds
        for label, seeds in record["verdict"]["aligned_at_first_evaluation"].items()
        if seeds
    }
    if early:
        names = locales.translate(lang, "report.list_separator").join(early)
        lines += [say("early", families=names, step=record["eval_every"]), ""]
    lines.append(say("history"))
    v = record["verdict"]
    held = [label for label, yes in v["families"].items() if yes]
    detail = say(
        "why",
        families=locales.translate(lang, "report.list_separator").join(held) or none,
    )
    state = verdict_state(v) or "does_not_hold"
    lines += report_closing(record, NAME, say(state), detail, lang)
    return "\n".join(lines)


def _first_and_last(points: list[dict[str, Any]]) -> tuple[dict[str, Any] | None, ...]:
    scored = [p for p in points if p["aer"] is not None]
    return (scored[0], scored[-1]) if scored else (None, None)


def _step(step: int | None, none: str) -> str:
    return f"{step:,}" if step is not None else none


def _aer(point: dict[str, Any] | None) -> str:
    if point is None:
        return "-"
    low, high = point["aer_95"]
    return f"{point['aer']:.3f} [{low:.3f}, {high:.3f}] ({point['step']:,})"


def _diagonal(point: dict[str, Any] | None) -> str:
    return "-" if point is None else f"{point['diagonal_aer']:.3f}"


EXPERIMENT = Experiment(
    name=NAME,
    summary="when attention starts to align during training (AER against the dictionary, "
    "beating the diagonal) against when dev BLEU passes half its best, for RNNsearch, Luong and "
    "the Transformer, two seeds each",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["families"]),
    english=frozenset({"CC-CEDICT", "AER", "tatoeba-zh-en"}),  # the dictionary, the measure
)
