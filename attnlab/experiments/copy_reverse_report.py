"""The copy-reverse experiment read off its record (attnlab/experiments/copy_reverse.py): the
names and thresholds its verdict and reports share, the figure and the reports (English and
Chinese, from the locale strings report.copy-reverse.*)."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import report_page, sayer
from attnlab.results import verdict_state

NAME = "copy-reverse"  # its strings: report.copy-reverse.* in attnlab/locales/
ALPHABET = 10  # letters a-j: log2(10) = 3.3 bits a letter
FIXED, FIXED_LSTM = "fixed context", "fixed context (LSTM)"
FIXED_CONTEXTS = (FIXED, FIXED_LSTM)  # the models without attention
FALL = 0.2  # a fall: the fixed context loses this share of its short-length accuracy
HOLD = 0.9  # attention holds: it keeps this share of its short-length accuracy
LEARNED = 0.5  # a model learned the task: at least this sequence accuracy on short lengths


def model_label(name: str, lang: str) -> str:
    """A model's label in ``lang``: the models' labels are names, but the fixed contexts' are
    words."""
    words = {FIXED: "fixed", FIXED_LSTM: "fixed_lstm"}
    return locales.translate(lang, f"report.{NAME}.{words[name]}") if name in words else name


COLOURS = {"fixed context": "#d62728", "RNNsearch": "#1f77b4", "Luong": "#2ca02c"}
COLOURS |= {"Transformer": "#9467bd", "fixed context (LSTM)": "#ff7f0e"}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Accuracy by test length: the four models (top), the fixed context by hidden size
    (bottom); sequence accuracy left (band: Wilson 95 %), token accuracy right."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang, "plot")

    figure, axes = plt.subplots(2, 2, figsize=(12, 8), dpi=110, sharex=True)
    style: dict[str, Any] = {"marker": "o", "markersize": 3}
    for label, result in record["models"].items():
        points, colour = result["by_length"], COLOURS[label]
        x = [p["length"] for p in points]
        axes[0, 0].plot(x, [p["sequence_accuracy"] for p in points], color=colour, **style)
        low, high = zip(*(p["sequence_interval"] for p in points), strict=True)
        axes[0, 0].fill_between(x, low, high, color=colour, alpha=0.15)
        name = say(
            "model", model=model_label(label, lang), thousands=f"{result['parameters'] / 1000:.0f}"
        )
        axes[0, 1].plot(x, [p["token_accuracy"] for p in points], color=colour, label=name, **style)
    grid = record["slider"]
    for i, size in enumerate(grid["hidden_sizes"]):
        shade = plt.get_cmap("viridis")(i / max(1, len(grid["hidden_sizes"]) - 1))
        for axis, measure in zip(axes[1], ("sequence_accuracy", "token_accuracy"), strict=True):
            name = say("slider", size=size)
            axis.plot(grid["lengths"], grid[measure][i], color=shade, label=name, **style)
    (first, trained), last = record["train_lengths"], record["test_lengths"][-1]
    titles = [say(panel) for panel in ("a", "b", "c", "d")]
    for i, (axis, title) in enumerate(zip(axes.flat, titles, strict=True)):
        axis.axvspan(trained + 0.5, last + 0.5, color="grey", alpha=0.12)
        axis.set(title=title, ylim=(-0.03, 1.03))
        axis.grid(alpha=0.3)
        if i % 2:
            axis.legend(fontsize=7)
    for axis in axes[1]:
        axis.set_xlabel(say("x", trained=trained))
    title = say(
        "title",
        shortest=record["test_lengths"][0],
        longest=last,
        first=first,
        trained=trained,
        steps=record["steps_per_model"],
    )
    figure.suptitle(title + ("\n" + say("quick") if record["quick"] else ""))
    figure.tight_layout()
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README of the results folder in ``lang``: the claim, the measurement, whether it
    holds."""
    say = sayer(NAME, lang)
    measured = [*_what_was_run(record, say), *_accuracy_tables(record, say, lang)]
    bits, high = math.log2(ALPHABET), record["train_lengths"][1]
    numbers = say(
        "numbers",
        file=f"{NAME}.json",
        alphabet=ALPHABET,
        bits=f"{bits:.1f}",
        bits_l=f"{high * bits:.0f}",
        bits_2l=f"{2 * high * bits:.0f}",
    )
    return report_page(
        NAME, record, lang, measured, _does_it_hold(record, say, lang), numbers=numbers
    )


def _what_was_run(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The run's paragraph: the task, the models, the budget."""
    fixed, train, limit = record["models"][FIXED], record["train"], record["minutes_per_model"]
    low, high = record["train_lengths"]
    return [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            minutes=f"{record['seconds'] / 60:.1f}",
            cpus=record["machine"]["cpus"],
            platform=record["machine"]["platform"],
            last_letter=chr(ord("a") + ALPHABET - 1),
            pairs=f"{record['train_pairs']:,}",
            low=low,
            high=high,
            per_length=fixed["by_length"][0]["count"],
            first=record["test_lengths"][0],
            last=record["test_lengths"][-1],
            config=record["config"],
            hidden=fixed["hidden_dim"],
            lr=f"{train['lr']:g}",
            warmup=train["warmup_steps"],
            steps=f"{record['steps_per_model']:,}",
            tokens=f"{record['data']['max_tokens']:,}",
            budget="" if limit is None else say("time_limit", minutes=limit),
        ),
        "",
    ]


def _lstm(v: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The lecture's question, where an LSTM ran: it eased vanishing gradients, so is attention
    still needed?"""
    if "lstm_fixed_context_falls" not in v:
        return []
    a, kept = v["sequence_accuracy_by_region"], v["share_of_short_accuracy_kept_at_long"]
    return [
        say(
            "lstm",
            answer=say("yes" if v["lstm_fixed_context_falls"] else "no"),
            short_accuracy=f"{a[FIXED_LSTM]['short']:.2f}",
            long_accuracy=f"{a[FIXED_LSTM]['long']:.2f}",
            kept=f"{kept[FIXED_LSTM]:.0%}",
            gru=f"{kept[FIXED]:.0%}",
        )
    ]


def _accuracy_tables(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The models' table, then accuracy by test length: each model, then the slider's sizes."""
    models, grid, high = record["models"], record["slider"], record["train_lengths"][1]
    lines = [say("header"), "|---|---|---:|---:|---:|---:|---:|"]
    for name, r in models.items():
        lines.append(
            f"| {model_label(name, lang)} | `{r['family']}` | {r['hidden_dim']} | "
            f"{r['parameters']:,} | {r['steps']:,} | {r['training_minutes']:.2f} | "
            f"{r['best_dev_bleu']:.1f} |"
        )
    sizes = grid["hidden_sizes"]
    columns = [
        *(model_label(name, lang) for name in models),
        *(say("slider_column", size=n) for n in sizes),
    ]
    lines += [
        "",
        say("by_length"),
        "",
        say("length_header", columns=" | ".join(columns)),
        "|---:|" + "---|" * len(models) + "---:|" * len(sizes),
    ]
    for i, length in enumerate(record["test_lengths"]):
        points = [r["by_length"][i] for r in models.values()]
        cells = [f"{p['sequence_accuracy']:.2f} ({p['token_accuracy']:.2f})" for p in points]
        cells += [f"{row[i]:.2f}" for row in grid["sequence_accuracy"]]
        mark = " (> L)" if length > high else ""
        lines.append(f"| {length}{mark} | " + " | ".join(cells) + " |")
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The verdict, then each of its parts with the numbers it rests on."""
    models, v, sizes = record["models"], record["verdict"], record["slider"]["hidden_sizes"]
    a, spans = v["sequence_accuracy_by_region"], v["regions"]
    short, long, beyond = (f"{spans[n][0]}-{spans[n][1]}" for n in ("short", "long", "beyond"))
    kept = v["share_of_short_accuracy_kept_at_long"]
    separator = locales.translate(lang, "report.list_separator")

    def label(name: str) -> str:
        return model_label(name, lang)

    def answer(yes: bool) -> str:
        return say("yes" if yes else "no")

    def value(x: float | int | None) -> str:  # an accuracy, a length, or no length at all
        if x is None:
            return locales.translate(lang, "report.none")
        return str(x) if isinstance(x, int) else f"{x:.2f}"

    def by_size(values: list[Any]) -> str:
        return separator.join(
            say("by_size", size=n, value=value(x)) for n, x in zip(sizes, values, strict=True)
        )

    attention_kept = separator.join(
        say(
            "kept_one",
            model=label(name),
            kept=f"{kept[name]:.0%}",
            short=f"{a[name]['short']:.2f}",
            long=f"{a[name]['long']:.2f}",
        )
        for name in models
        if name not in FIXED_CONTEXTS
    )
    rises_to = v["slider_rises_up_to_hidden_size"]
    beyond_accuracy = separator.join(
        say("model_value", model=label(name), value=f"{a[name]['beyond']:.2f}") for name in models
    )
    holders = separator.join(map(label, v["models_that_hold_beyond_L"])) or say("no_model")
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    per_length = models[FIXED]["by_length"][0]["count"]
    return [
        say(
            "verdict",
            headline=say(state, fall=FALL, smallest=sizes[0], largest=sizes[-1]),
            per_length=per_length,
        ),
        "",
        say(
            "falls",
            answer=answer(v["fixed_context_falls"]),
            short_accuracy=f"{a[FIXED]['short']:.2f}",
            short=short,
            long_accuracy=f"{a[FIXED]['long']:.2f}",
            long=long,
            kept=f"{kept[FIXED]:.0%}",
            fall=f"{1 - FALL:.0%}",
            learned=f"{LEARNED:.0%}",
        ),
        *_lstm(v, say),
        say(
            "holds_up",
            answer=answer(v["attention_holds"]),
            long=long,
            kept=attention_kept,
            hold=f"{HOLD:.0%}",
        ),
        say(
            "recovers",
            answer=answer(v["fixed_context_recovers_with_hidden_size"]),
            long=long,
            accuracy=by_size(v["slider_long_accuracy_by_hidden_size"]),
            fall=FALL,
            rises_to=rises_to,
            falls_back="" if rises_to == sizes[-1] else say("falls_back"),
            reach=by_size(v["slider_reach_by_hidden_size"]),
        ),
        say("beyond", beyond=beyond, accuracy=beyond_accuracy, holders=holders),
    ]
