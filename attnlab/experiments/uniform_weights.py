"""The lecture's third question (试着想一想): if the attention weights became uniform,
α_tj = 1/T, what would happen; would it still mean anything?

With uniform weights every step reads the same context, the mean of the source states: a
fixed context again, one the model was never trained on. Measured on the shipped models:
each attention model decodes the test sentences as trained and again with every
cross-attention row forced to 1/S over the real source positions (``explain.Intervened`` with
the ``uniform`` intervention), greedy, both scored with sacreBLEU against every reference;
the paired bootstrap says how sure the drop is; the fixed-context baseline stands beside.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.data import load_corpus
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_closing,
    report_opening,
    sayer,
    write_results,
)
from attnlab.explain.interventions import Intervened, uniform
from attnlab.metrics.bleu import corpus_scores
from attnlab.metrics.bootstrap import bleu_interval, paired_bleu_difference
from attnlab.results import figure_file, state_of, verdict_state
from attnlab.runs import load_run
from attnlab.translation import translate

NAME = "uniform-weights"
CORPUS = "tatoeba-zh-en"
ATTENTION_MODELS = ("rnnsearch", "luong", "transformer")  # shipped models' names
BASELINE = "fixed-context"
SENTENCES, QUICK_SENTENCES = 500, 12  # the first test sources
# The lecture's question with its English; the Chinese report asks it in Chinese alone
CLAIM = locales.translate("en", f"report.{NAME}.claim")


def decode(run_dir: str, sources: list[str], uniform_weights: bool) -> list[str]:
    """Greedy translations of ``sources`` by the shipped model ``run_dir``, its cross-attention
    forced uniform if asked (weights recorded: the models' fast paths skip a reweight)."""
    run = load_run(run_dir)
    model = Intervened(run.model, uniform) if uniform_weights else run.model
    return [t.target for t in translate(model, run.tokenizers, sources, beam_size=1)]


def scored(hypotheses: list[str], references: list[list[str]], lang: str) -> dict[str, Any]:
    low, high = bleu_interval(hypotheses, references, lang)
    bleu = corpus_scores(hypotheses, references, lang).bleu
    return {"bleu": round(bleu, 2), "bleu_95": [round(low, 2), round(high, 2)]}


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Uniform weights lose what attention gave when, for every attention model, the paired
    interval of (as trained − uniform) lies above zero; "partly" when it does for some."""
    drops = {name: m["drop_95"][0] > 0 for name, m in models.items()}
    below_baseline = {
        name: m["uniform"]["bleu"] <= m["baseline_bleu"] for name, m in models.items()
    }
    every, some = all(drops.values()), any(drops.values())
    return {
        "uniform_drops_significantly": drops,
        "uniform_at_or_below_fixed_context": below_baseline,
        "state": state_of(every, some),
    }


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Decode, score, write the JSON and the report into ``out`` (no training: the shipped
    models; ``minutes`` is not used)."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    corpus = load_corpus(CORPUS)
    sources, references = corpus.references("test")
    count = QUICK_SENTENCES if quick else SENTENCES
    sources, references = sources[:count], references[:count]
    lang = corpus.tgt_lang
    baseline = scored(decode(BASELINE, sources, False), references, lang)
    models: dict[str, dict[str, Any]] = {}
    for name in ATTENTION_MODELS:
        trained, flat = decode(name, sources, False), decode(name, sources, True)
        difference = paired_bleu_difference(trained, flat, references, lang)
        models[name] = {
            "trained": scored(trained, references, lang),
            "uniform": scored(flat, references, lang),
            "drop": round(difference.difference, 2),
            "drop_95": [round(difference.low, 2), round(difference.high, 2)],
            "baseline_bleu": baseline["bleu"],
            "examples": [
                {"source": s, "trained": a, "uniform": b}
                for s, a, b in list(zip(sources, trained, flat, strict=True))[:3]
            ],
        }
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "corpus": CORPUS,
        "test_sentences": len(sources),
        "decoding": "greedy",
        "baseline": {"model": BASELINE, **baseline},
        "models": models,
        "verdict": verdict(models),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """BLEU as trained and with uniform weights per model (bars: 95 % intervals), the
    fixed-context baseline as a line."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    figure, axis = plt.subplots(figsize=(7, 4), dpi=110, layout="constrained")
    names = list(record["models"])
    for offset, (kind, colour) in enumerate((("trained", "#1f77b4"), ("uniform", "#d62728"))):
        points = [record["models"][name][kind] for name in names]
        x = [i + (offset - 0.5) * 0.36 for i in range(len(names))]
        bleu = [p["bleu"] for p in points]
        error = [[b - p["bleu_95"][0] for b, p in zip(bleu, points, strict=True)],
                 [p["bleu_95"][1] - b for b, p in zip(bleu, points, strict=True)]]  # fmt: skip
        label = say(f"figure.{kind}")
        axis.bar(x, bleu, width=0.34, color=colour, yerr=error, capsize=3, label=label)
    baseline = record["baseline"]
    label = say("baseline", model=model_name(baseline["model"], lang))
    axis.axhline(baseline["bleu"], color="grey", linestyle="--", label=label)
    axis.set_xticks(range(len(names)), [model_name(name, lang) for name in names])
    axis.set(
        ylabel=say("figure.bleu"), title=say("figure.title", sentences=record["test_sentences"])
    )
    axis.legend(fontsize=8)
    if record["quick"]:
        figure.suptitle(say("figure.quick"), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def model_name(name: str, lang: str) -> str:
    """A shipped model's name in ``lang`` (the key of its words); other names as they are."""
    if name in (*ATTENTION_MODELS, BASELINE):
        return locales.translate(lang, f"report.{NAME}.model.{name}")
    return name


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: what was run, the table, whether it holds."""
    v, models = record["verdict"], record["models"]

    say = sayer(NAME, lang)

    def names(found: dict[str, bool]) -> str:
        chosen = [model_name(name, lang) for name, yes in found.items() if yes]
        return locales.translate(lang, "report.list_separator").join(chosen)

    interval = "{:.2f} [{:.2f}, {:.2f}]".format
    lines = report_opening(say("title"), say("claim"), say("source"), lang)
    lines += [
        say("run", sentences=record["test_sentences"], corpus=record["corpus"]),
        "",
        say("header"),
        "|---|---:|---:|---:|",
    ]
    for name, m in models.items():
        t, u = m["trained"], m["uniform"]
        lines.append(
            f"| {model_name(name, lang)} | {interval(t['bleu'], *t['bleu_95'])} "
            f"| {interval(u['bleu'], *u['bleu_95'])} | {interval(m['drop'], *m['drop_95'])} |"
        )
    b = record["baseline"]
    baseline = say("baseline", model=model_name(b["model"], lang))
    lines += [
        f"| {baseline} | {interval(b['bleu'], *b['bleu_95'])} | | |",
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        say("examples"),
        "",
    ]
    for name, m in models.items():
        example = m["examples"][0]
        # the models' own English: `code` in every language
        trained, flat = f"`{example['trained']!r}`", f"`{example['uniform']!r}`"
        lines.append(say("example", model=model_name(name, lang), trained=trained, uniform=flat))
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    headline = say(state, models=names(v["uniform_drops_significantly"]))
    below = names(v["uniform_at_or_below_fixed_context"]) or locales.translate(lang, "report.none")
    lines += report_closing(record, NAME, headline, say("why", below=below), lang)
    return "\n".join(lines)


EXPERIMENT = Experiment(
    name=NAME,
    summary="the lecture's question 3: attention weights forced to 1/T on the shipped models",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["models"]),
    # the tool, the scorer, the corpus; the source text's own Latin word, quoted
    english=frozenset({"attnlab", "sacreBLEU", "tatoeba-zh-en", "Attention"}),
)
