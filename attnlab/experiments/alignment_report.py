"""The alignment experiment's verdict, figure and reports (English and Chinese, from the locale
strings report.alignment.*), read off its record; the measurements are alignment.py's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.data.cedict import ATTRIBUTION
from attnlab.experiments.base import report_closing, report_opening, sayer
from attnlab.explain import METHODS
from attnlab.results import figure_file, state_of, verdict_state

NAME = "alignment"
ATTENTION_MODELS = ("rnnsearch", "luong", "transformer")  # shipped models' names
CONTROL = "fixed-context"  # no attention: its attributions only
# The dictionary as records describe it (cedict.ATTRIBUTION) -> the key of its words
DICTIONARY_WORDS = {ATTRIBUTION: "dictionary.cedict"}


def is_reading(method: str) -> bool:
    """An attention reading's method (argmax), as ``attention_readings`` names them."""
    return method == "attention_argmax" or method.startswith(("mean_", "layer_", "head_"))


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The rule, fixed before the aligner's numbers were seen: the caveat holds for a reading of
    a model's attention (``mean`` over layers and heads, each layer's ``layer_K``) when the
    paired 95 % interval of its AER minus the word aligner's lies above zero (attention agrees
    with the dictionary less than a tool built for alignment does); it holds when it does for
    every reading of every model, partly for some, not for none. An aligner trained on the same
    pairs is the reference a person would reach for (Zenkel et al. 2019, Garg et al. 2019
    compare attention so). Beside it, whether attention's argmax (the mean) beats the
    diagonal, its paired interval above zero."""
    worse = {
        name: {
            reading: found["better_than_aligner_95"][1] < 0
            for reading, found in readings(m).items()
        }
        for name, m in models.items()
        if "attention_argmax" in m
    }
    beats = {
        name: m["attention_argmax"]["better_than_diagonal_95"][0] > 0
        for name, m in models.items()
        if "attention_argmax" in m
    }
    every = [found for by_reading in worse.values() for found in by_reading.values()]
    return {
        "state": state_of(all(every), any(every)),
        "attention_worse_than_the_aligner": worse,
        "attention_beats_the_diagonal": beats,
    }


def readings(methods: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A model's readings of its attention as links, argmax: ``mean`` (over layers and
    heads) and, where it has several layers, each one's (``layer_K``)."""
    found = {"mean": methods["attention_argmax"]}
    layers = [key for key in methods if key.startswith("layer_") and not key.endswith("_shift")]
    return found | {key: methods[key] for key in layers}


METHOD_ORDER = ("attention_argmax", "attention_threshold", *METHODS)


def method_keys(methods: dict[str, Any], chosen: str | None = None) -> list[str]:
    """The methods a model's rows show, in order: attention's argmax and thresholded, Shift-Att,
    each layer, the reading chosen on dev (``chosen``), the attributions. The other readings
    (each head, shifted or not) are measured and kept in the JSON."""
    layers = [k for k in methods if k.startswith("layer_") and not k.endswith("_shift")]
    keys = [*METHOD_ORDER[:2], "mean_shift", *layers, chosen or "", *METHOD_ORDER[2:]]
    return [key for key in dict.fromkeys(keys) if key in methods]


def method_label(say: Callable[..., str], method: str) -> str:
    """A method's words: an attention reading (``layer_K``, ``head_K_H``, ``..._shift``) or
    the key of its words."""
    if not is_reading(method) or method == "attention_argmax":
        return say("method." + method)
    parts, shifted = method.removesuffix("_shift").split("_"), method.endswith("_shift")
    read = {
        "mean": lambda: say("reading.mean_heads"),
        "layer": lambda: say("reading.layer", layer=parts[1]),
        "head": lambda: say("reading.head", layer=parts[1], head=parts[2]),
    }[parts[0]]()
    return say("method.shift" if shifted else "method.argmax", reading=read)


def reading_label(say: Callable[..., str], reading: str) -> str:
    """A reading's words (``mean``, ``layer_K``)."""
    return say("reading.mean") if reading == "mean" else method_label(say, reading)


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Left: AER of every model and method (bars: 95 % intervals), the diagonal as a line;
    right: attention's argmax AER by source length, beside the diagonal's."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4), dpi=110, layout="constrained")
    names = list(record["models"])
    width = 0.8 / len(METHOD_ORDER)
    for k, method in enumerate(METHOD_ORDER):
        x, y, low, high = [], [], [], []
        for i, name in enumerate(names):
            found = record["models"][name].get(method)
            if found is None:
                continue
            x.append(i + (k - len(METHOD_ORDER) / 2 + 0.5) * width)
            y.append(found["aer"])
            low.append(found["aer"] - found["aer_95"][0])
            high.append(found["aer_95"][1] - found["aer"])
        label = say("method." + method)
        left.bar(x, y, width=width * 0.95, yerr=[low, high], capsize=2, label=label)
    left.axhline(
        record["diagonal"]["aer"], color="grey", linestyle="--", label=say("figure.diagonal")
    )
    left.axhline(
        record["aligner"]["aer"], color="black", linestyle=":", label=say("figure.aligner")
    )
    left.set_xticks(range(len(names)), [model_name(name, lang) for name in names])
    left.set(ylabel=say("figure.aer_lower"), ylim=(0, 1))
    left.legend(fontsize=7)
    labels = list(record["diagonal"]["by_length"])
    for name in names:
        if "attention_argmax" in record["models"][name]:
            rows = record["models"][name]["attention_argmax"]["by_length"]
            left_out = [
                rows[b]["aer"] if rows[b]["aer"] is not None else float("nan") for b in labels
            ]
            label = say("figure.attention_argmax", model=model_name(name, lang))
            right.plot(labels, left_out, marker="o", label=label)
    for reference, style, marker in (("aligner", "k:", "^"), ("diagonal", "k--", "s")):
        rows = record[reference]["by_length"]
        aers = [rows[b]["aer"] if rows[b]["aer"] is not None else float("nan") for b in labels]
        right.plot(labels, aers, style, marker=marker, label=say(f"figure.{reference}"))
    right.set(xlabel=say("figure.length"), ylabel=say("figure.aer"), ylim=(0, 1))
    right.legend(fontsize=7)
    title = say(
        "figure.title",
        words=f"{record['covered_words']:,}",
        sentences=f"{record['sentences_with_links']:,}",
    )
    figure.suptitle(title + (say("figure.quick") if record["quick"] else ""), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def model_name(name: str, lang: str) -> str:
    """A shipped model's name in ``lang`` (the key of its words); other names as they are."""
    if name in (*ATTENTION_MODELS, CONTROL):
        return locales.translate(lang, f"report.{NAME}.model.{name}")
    return name


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: what was run, the AERs, by length, whether the caveat holds."""
    v = record["verdict"]

    say = sayer(NAME, lang)

    def listed(chosen: list[str]) -> str:
        return locales.translate(lang, "report.list_separator").join(chosen) or (
            locales.translate(lang, "report.none")
        )

    def names(found: dict[str, bool]) -> str:
        return listed([model_name(name, lang) for name, yes in found.items() if yes])

    def worse(
        yes: bool,
    ) -> str:  # "model (reading)" for the readings worse than the aligner, or not
        return listed(
            [
                f"{model_name(name, lang)} ({reading_label(say, reading)})"
                for name, by_reading in v["attention_worse_than_the_aligner"].items()
                for reading, found in by_reading.items()
                if found is yes
            ]
        )

    def interval(found: dict[str, Any], key: str) -> str:
        low, high = found[f"{key}_95"]
        return f"{found[key]:.3f} [{low:.3f}, {high:.3f}]"

    def share(value: float | None) -> str:
        return f"{value:.1%}" if value is not None else "-"

    known = DICTIONARY_WORDS.get(record["dictionary"])  # else the words as recorded
    lines = report_opening(say("title"), say("claim"), say("source"), lang)
    lines += [
        say(
            "run",
            sources=record["test_sources"],
            sentences=record["sentences_with_links"],
            covered=record["covered_words"],
            words=record["reference_words"],
            attributed=record["attributed_sentences"],
            threshold=record["threshold"],
            corpus=record["corpus"],
            dictionary=say(known) if known else record["dictionary"],
        ),
        "",
        say("rule", aligner=record["aligner"]["name"]),
        "",
        say("header"),
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for name, methods in record["models"].items():
        for method in method_keys(methods, record["chosen_on_dev"][name]["reading"]):
            m = methods[method]
            lines.append(
                f"| {model_name(name, lang)} | {method_label(say, method)} "
                f"| {interval(m, 'aer')} "
                f"| {share(m['precision'])} | {share(m['recall'])} "
                f"| {interval(m, 'better_than_aligner')} "
                f"| {interval(m, 'better_than_diagonal')} |"
            )
    a, d = record["aligner"], record["diagonal"]
    deployed = record["deployed_aligner"]
    lines += [
        f"| {say('aligner', name=a['name'])} | | {interval(a, 'aer')} | {share(a['precision'])} "
        f"| {share(a['recall'])} | | {interval(a, 'better_than_diagonal')} |",
        f"| {say('deployed_aligner', name=deployed['name'])} | | {interval(deployed, 'aer')} "
        f"| {share(deployed['precision'])} | {share(deployed['recall'])} "
        f"| {interval(deployed, 'better_than_aligner')} "
        f"| {interval(deployed, 'better_than_diagonal')} |",
        f"| {say('diagonal')} | | {interval(d, 'aer')} | {share(d['precision'])} "
        f"| {share(d['recall'])} | | |",
        "",
        say(
            "aligner_run",
            pairs=f"{a['training_pairs']:,}",
            reruns=", ".join(f"{x:.3f}" for x in a["reruns_aer"]),
        ),
        "",
        say(
            "deployed_run",
            pairs=f"{a['training_pairs']:,}",
            aer=interval(deployed, "aer"),
            gap=interval(deployed, "better_than_aligner"),
            reruns=", ".join(f"{x:.3f}" for x in deployed["reruns_aer"]),
        ),
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        *_by_length(record, say, lang),
        "",
        *_chosen_on_dev(record, say, lang),
    ]
    state = verdict_state(v) or "does_not_hold"
    headline = say(state, worse=worse(True), level=worse(False))
    detail = say("why", beats=names(v["attention_beats_the_diagonal"]), aligner=interval(a, "aer"))
    lines += report_closing(record, NAME, headline, detail, lang)
    return "\n".join(lines)


def _chosen_on_dev(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """Each model's attention reading chosen on dev, with its test AER, and the method with the
    lowest AER on the first dev sentences, where every method was measured."""
    attributed = record["dev_attributed_sentences"]
    lines = [
        f"## {say('chosen')}",
        "",
        say(
            "chosen_run",
            sources=record["dev_sources"],
            sentences=record["dev_sentences_with_links"],
            attributed=attributed,
        ),
        "",
        say("chosen_header", attributed=attributed),
        "|---|---|---:|---:|---|",
    ]

    def label(method: str) -> str:
        if method == "aligner":  # the aligner as translate runs it
            return say("deployed_aligner", name=record["deployed_aligner"]["name"])
        return method_label(say, method)

    for name, found in record["chosen_on_dev"].items():
        reading = found["reading"]
        lowest = found["lowest"]
        cells = [model_name(name, lang), "-", "-", "-"]
        if reading is not None:
            test = record["models"][name][reading]
            low, high = test["aer_95"]
            cells[1:] = [
                label(reading),
                f"{found['readings_aer'][reading]:.3f}",
                f"{test['aer']:.3f} [{low:.3f}, {high:.3f}]",
            ]
        cells.append(f"{label(lowest)} ({found['first_sentences_aer'][lowest]:.3f})")
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _by_length(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """Attention's AER (argmax) and the diagonal's by sentence length, then an example."""
    d = record["diagonal"]
    lines = [
        say("by_length"),
        "",
        "| | " + " | ".join(d["by_length"]) + " |",
        "|---|" + "---:|" * len(d["by_length"]),
    ]

    def length_row(label: str, rows: dict[str, dict[str, Any]]) -> str:
        cells = [
            f"{r['aer']:.3f} ({r['sentences']})" if r["aer"] is not None else "-"
            for r in rows.values()
        ]
        return f"| {label} | " + " | ".join(cells) + " |"

    for name, methods in record["models"].items():
        if "attention_argmax" in methods:
            lines.append(
                length_row(model_name(name, lang), methods["attention_argmax"]["by_length"])
            )
    lines.append(
        length_row(say("aligner", name=record["aligner"]["name"]), record["aligner"]["by_length"])
    )
    lines.append(length_row(say("diagonal"), d["by_length"]))
    if record["example"]:
        links = "; ".join(
            # the reference's words are data: `code` in every language
            f"`{word}` → {' '.join(pieces)}"
            for word, pieces in record["example"]["links"].items()
        )
        lines += ["", say("example", source=record["example"]["source"], links=links)]
    return lines
