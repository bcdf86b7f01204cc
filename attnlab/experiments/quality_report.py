"""The quality experiment's verdict, report and figure, from its record alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import report_closing, report_opening, sayer
from attnlab.results import figure_file, state_of, verdict_state

NAME = "quality"
MODELS = ("rnnsearch", "luong", "transformer", "fixed-context")  # shipped models' names
SCORES = ("estimator", "log_prob", "log_prob_per_piece")
AGAINST = "log_prob_per_piece"  # the baseline the sentence score must beat
FLAG_NAMES = ("wrong", "hallucination", "omission")
CLAIM = locales.translate("en", f"report.{NAME}.claim")


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The rule, stated before the numbers: the sentence score holds for a model when the paired
    95 % interval of (its rho - the per-piece log-probability's rho) with sentence chrF lies
    above zero; a word flag holds when its F1's 95 % interval lies above the F1 of flagging
    every word. "holds": every condition of every model; "partly": some."""
    sentence = {
        name: m["correlation"]["estimator"][f"minus_{AGAINST}_95"][0] > 0
        for name, m in models.items()
    }
    flags = {
        name: {flag: f["f1_95"][0] > f["all_flagged_f1"] for flag, f in m["flags"].items()}
        for name, m in models.items()
    }
    conditions = [*sentence.values(), *(held for f in flags.values() for held in f.values())]
    return {
        "sentence_beats_log_prob_per_piece": sentence,
        "flags_beat_flagging_every_word": flags,
        "state": state_of(all(conditions), any(conditions)),
    }


def model_name(name: str, lang: str) -> str:
    return locales.translate(lang, f"report.{NAME}.model.{name}") if name in MODELS else name


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: what was run, the correlations, the flags, the verdict."""
    say = sayer(NAME, lang)
    interval = "{:.2f} [{:.2f}, {:.2f}]".format
    models, v = record["models"], record["verdict"]
    lines = report_opening(say("title"), say("claim"), say("source"), lang)
    lines += [
        say(
            "run",
            dev=record["dev_sentences"],
            test=record["test_sentences"],
            corpus=record["corpus"],
            file=record["estimator_file"],
        ),
        "",
        say("sentence_header"),
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, m in models.items():
        c = m["correlation"]
        difference = c["estimator"]
        lines.append(
            f"| {model_name(name, lang)} | {m['mean_chrf']:.1f} | "
            + " | ".join(interval(c[s]["rho"], *c[s]["rho_95"]) for s in SCORES)
            + f" | {interval(difference[f'minus_{AGAINST}'], *difference[f'minus_{AGAINST}_95'])} |"
        )
    lines += ["", f"![{say('figure')}]({figure_file(NAME, lang)})", "", say("flags_intro"), ""]
    lines += [say("flags_header"), "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    for name, m in models.items():
        for flag in FLAG_NAMES:
            f = m["flags"].get(flag)
            if f is None:
                continue
            lines.append(
                f"| {model_name(name, lang)} | {say(f'flag.{flag}')} | {f['words']:,} "
                f"| {f['base_rate']:.1%} | {interval(f['precision'], *f['precision_95'])} "
                f"| {interval(f['recall'], *f['recall_95'])} | {interval(f['f1'], *f['f1_95'])} "
                f"| {f['all_flagged_f1']:.2f} | {say('shown.yes' if f['shown'] else 'shown.no')} |"
            )
    missing = {name: ", ".join(sorted(m["missing"])) for name, m in models.items() if m["missing"]}
    for name, signals in missing.items():
        lines += ["", say("missing", model=model_name(name, lang), signals=f"`{signals}`")]
    example = next(iter(models.values()))["example"]
    if example:
        words = " ".join(f"`{w}`:{p:.2f}" for w, p in example["words"])
        lines += [
            "",
            say(
                "example",
                model=model_name(next(iter(models)), lang),
                source=example["source"],
                translation=f"`{example['translation']}`",
                score=f"{example['score']:.1f}",
                chrf=f"{example['chrf']:.1f}",
                words=words,
            ),
        ]
    sentence = [
        model_name(n, lang) for n, held in v["sentence_beats_log_prob_per_piece"].items() if held
    ]
    flags = [
        f"{model_name(n, lang)} {say(f'flag.{flag}')}"
        for n, held in v["flags_beat_flagging_every_word"].items()
        for flag, yes in held.items()
        if yes
    ]
    separator = locales.translate(lang, "report.list_separator")
    none = locales.translate(lang, "report.none")
    state = verdict_state(v) or "does_not_hold"
    detail = say(
        "why",
        sentence=separator.join(sentence) or none,
        flags=separator.join(flags) or none,
    )
    lines += report_closing(record, NAME, say(state), detail, lang)
    return "\n".join(lines)


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Spearman's rho with sentence chrF per model, for the three scores (bars: 95 %)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)
    figure, axis = plt.subplots(figsize=(7, 4), dpi=110, layout="constrained")
    names = list(record["models"])
    colours = ("#1f77b4", "#bbbbbb", "#7f7f7f")
    for offset, (score, colour) in enumerate(zip(SCORES, colours, strict=True)):
        found = [record["models"][name]["correlation"][score] for name in names]
        x = [i + (offset - 1) * 0.27 for i in range(len(names))]
        rho = [f["rho"] for f in found]
        error = [[r - f["rho_95"][0] for r, f in zip(rho, found, strict=True)],
                 [f["rho_95"][1] - r for r, f in zip(rho, found, strict=True)]]  # fmt: skip
        axis.bar(
            x, rho, width=0.25, color=colour, yerr=error, capsize=3, label=say(f"score.{score}")
        )
    axis.set_xticks(range(len(names)), [model_name(name, lang) for name in names])
    axis.axhline(0, color="black", linewidth=0.6)
    axis.set(
        ylabel=say("figure.rho"), title=say("figure.title", sentences=record["test_sentences"])
    )
    axis.legend(fontsize=8)
    if record["quick"]:
        figure.suptitle(say("figure.quick"), fontsize=9)
    write_png(figure, path)
    plt.close(figure)
