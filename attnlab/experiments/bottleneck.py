"""The bottleneck on real long sentences (Bahdanau, Cho & Bengio 2015, section 5.2.1, Fig. 2).

Four models of one size on bible-es-en (Spanish -> English verses, median ~21 words):
RNNencdec-30/50 (the fixed-context encoder-decoder) and RNNsearch-30/50, each trained on the
pairs whose source has at most 30 or 50 words, all evaluated on the whole test split. BLEU
and chrF by source length in words, each bucket with its size and a bootstrap 95 % interval.
Trainings run two at a time, one thread each, through ``attnlab train``; a stopped experiment
resumes (finished runs are kept, unfinished ones continue) and evaluations are cached. Here:
the claim, the run, the verdict, the figure and the reports; the runs are in bottleneck_runs.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.config import load_config
from attnlab.data import load_corpus
from attnlab.experiments import trainings
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    write_results,
)
from attnlab.experiments.bottleneck_runs import (
    BUCKETS,
    CONFIG,
    NAME,
    STEPS,
    evaluate,
    slice_corpus,
    training,
)
from attnlab.results import state_of, verdict_state

CORPUS = "bible-es-en"
MODELS = {  # name -> (family, longest training source in words); trained in this order
    "RNNencdec-50": ("fixed_context", 50),
    "RNNsearch-50": ("bahdanau", 50),
    "RNNencdec-30": ("fixed_context", 30),
    "RNNsearch-30": ("bahdanau", 30),
}
SMALL_BUCKET = 50  # sentences: fewer, and the report calls the bucket small
CLAIM = (
    "Cho et al. (2014) and Bahdanau et al. (2015) both observed the same thing: without "
    "attention, a seq2seq model's BLEU falls quickly as the source sentence gets longer. With "
    "attention, the quality of long-sentence translation recovers markedly."
)


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train (or resume) the four models, evaluate them by length, write the figure, the JSON
    and the report into ``out``; runs live in ``out/runs`` (quick) or ``runs/bottleneck``."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    work = out / "runs" if quick else Path("runs") / NAME
    corpus = load_corpus(CORPUS)
    corpora = {limit: slice_corpus(corpus, limit, work, quick) for limit in (30, 50)}
    trainings.train_all(
        {
            name: training(name, family, corpora[limit], work / name, minutes, quick)
            for name, (family, limit) in MODELS.items()
        },
        1 if quick else 2,
    )
    results = {
        name: evaluate(
            work / name,
            corpora[limit],
            limit,
            beam=1 if quick else None,
            enough=4 if quick else SMALL_BUCKET,
        )
        for name, (_, limit) in MODELS.items()
    }
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "corpus": CORPUS,
        "test_sentences": results[next(iter(MODELS))]["sentences"],
        "steps_per_model": 30 if quick else STEPS,
        "minutes_per_model": minutes,  # a time cap asked for on the command line, or None
        "model": load_config(
            CONFIG, ["--model.hidden_dim=32"] if quick else []
        ).model.options.__dict__,
        "beam": 1 if quick else load_config(CONFIG).decode.beam_size,
        "buckets_words": list(BUCKETS),
        "models": results,
        "verdict": verdict(results),
        **provenance(started),
    }
    previous = out / "bottleneck.json"
    first = json.loads(previous.read_text(encoding="utf-8")) if previous.exists() else {}
    if first.get("steps_per_model") == record["steps_per_model"]:  # resumed: keep its start
        record["first_started"] = first.get("first_started", first["started"])
        record["first_seconds"] = first.get("first_seconds", first["seconds"])
    return write_results(out, record, draw, report)


def overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Do two buckets' bootstrap intervals overlap?"""
    return bool(a["low_bleu"] <= b["high_bleu"] and b["low_bleu"] <= a["high_bleu"])


def verdict(results: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The comparison the claim is about, RNNencdec-50 against RNNsearch-50, in three parts read
    off the numbers: the fixed context falls with length within its training range (its trend's
    interval below zero, or its first and last well-filled buckets' intervals apart); attention
    holds (its trend shows no fall: the interval reaches zero or above); attention leads in the
    longest bucket with enough sentences, intervals apart. All three: holds; some: partly. The
    trends read are the fits that weigh sentences (``trend_by_sentences``); the fits that weigh
    each bucket alike stay beside them."""
    fixed, search = results["RNNencdec-50"], results["RNNsearch-50"]
    pairs = [
        (f, s)
        for f, s in zip(fixed["by_length"], search["by_length"], strict=True)
        if f["count"]  # an empty bucket has no score; one scored 0 BLEU is the fall itself
    ]
    overlapping = [f["label"] for f, s in pairs if overlap(f, s)]
    enough = [(f, s) for f, s in pairs if f["count"] >= SMALL_BUCKET] or pairs
    (short_f, short_s), (long_f, long_s) = enough[0], enough[-1]
    gap = long_s["bleu"] - long_f["bleu"]
    separated = not overlap(long_f, long_s)
    fixed_trend, search_trend = fixed.get("trend_by_sentences"), search.get("trend_by_sentences")
    trained = [
        p for p in fixed["by_length"] if p["label"] in (fixed_trend or {}).get("buckets", [])
    ]
    ends_apart = len(trained) >= 2 and trained[0]["low_bleu"] > trained[-1]["high_bleu"]
    parts = {
        "fixed_falls": bool(fixed_trend and fixed_trend["high"] < 0) or ends_apart,
        "attention_holds": bool(search_trend and search_trend["high"] >= 0),
        "attention_leads_on_long": gap > 0 and separated,
    }
    return {
        "state": state_of(all(parts.values()), any(parts.values())),
        **parts,
        "trends_by_sentences": {"RNNencdec-50": fixed_trend, "RNNsearch-50": search_trend},
        "trends": {name: results[name].get("trend") for name in ("RNNencdec-50", "RNNsearch-50")},
        "fixed_first_and_last_trained_buckets_apart": ends_apart,
        "longest_overlapping_bucket": overlapping[-1] if overlapping else None,
        "longest_bucket_with_enough_sentences": long_f["label"],
        "sentences_in_it": long_f["count"],
        "gap_there": round(gap, 2),
        "intervals_separate_there": separated,
        # the paper's two models are close on short sentences; far apart, the fixed context is
        # weaker everywhere and length is not the whole story
        "shortest_bucket_with_enough_sentences": short_f["label"],
        "gap_on_short": round(short_s["bleu"] - short_f["bleu"], 2),
        "close_on_short": overlap(short_f, short_s),
    }


STYLES = {  # name -> (colour, line style): the fixed context dashed, as in the paper's figure
    "RNNencdec-30": ("#1f77b4", "--"),
    "RNNencdec-50": ("#d62728", "--"),
    "RNNsearch-30": ("#1f77b4", "-"),
    "RNNsearch-50": ("#d62728", "-"),
}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """BLEU against source length, one line per model, bootstrap 95 % intervals as bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    results, quick = record["models"], record["quick"]

    say = sayer(NAME, lang, "plot")

    figure, axes = plt.subplots(figsize=(7.5, 4.6), dpi=120)
    for offset, (name, result) in enumerate(results.items()):
        points = [p for p in result["by_length"] if p["count"] and p["bleu"] is not None]
        x = [i + (offset - 1.5) * 0.06 for i, p in enumerate(result["by_length"]) if p in points]
        y = [p["bleu"] for p in points]
        below = [p["bleu"] - p["low_bleu"] for p in points]
        above = [p["high_bleu"] - p["bleu"] for p in points]
        colour, style = STYLES[name]
        axes.errorbar(
            x,
            y,
            yerr=[below, above],
            color=colour,
            linestyle=style,
            marker="o",
            markersize=4,
            capsize=3,
            label=say("legend", model=name, bleu=f"{result['bleu']:.1f}"),
        )
    rows = next(iter(results.values()))["by_length"]
    axes.set_xticks(range(len(rows)), [f"{p['label']}\nn={p['count']}" for p in rows])
    axes.set_xlabel(say("x"))
    axes.set_ylabel(say("y"))
    title = say("title", corpus=record["corpus"])
    axes.set_title(title + ("\n" + say("quick") if quick else ""), fontsize=10)
    axes.grid(alpha=0.3)
    axes.legend(fontsize=8)
    figure.tight_layout()
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README of the results folder in ``lang``: the claim, the measurement, whether it
    holds."""
    say = sayer(NAME, lang)
    measured, held = _measurements(record, say), _does_it_hold(record, say, lang)
    return report_page(
        NAME, record, lang, measured, held, after_quick=[say("rule", small=SMALL_BUCKET), ""]
    )


def _measurements(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """What was run, each model's test BLEU, then BLEU by source length."""
    results, model = record["models"], record["model"]
    names = list(results)
    decoding = (
        say("decoding_greedy") if record["beam"] == 1 else say("decoding_beam", beam=record["beam"])
    )
    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            corpus=CORPUS,
            sentences=record["test_sentences"],
            steps=record["steps_per_model"],
            cap=say("cap", minutes=record["minutes_per_model"])
            if record["minutes_per_model"]
            else "",
            cpus=record["machine"]["cpus"],
            platform=record["machine"]["platform"],
            started=record.get("first_started", record["started"]),
            total=f"{record.get('first_seconds', record['seconds']) / 60:.0f}",
            last=f"{record['seconds'] / 60:.1f}",
            cell=model["cell"].upper(),
            hidden=model["hidden_dim"],
            embed=model["embed_dim"],
            decoding=decoding,
        ),
        "",
        say("header"),
        "|---|---:|---:|---|---:|",
    ]
    for name in names:
        r = results[name]
        low, high = r["bleu_interval"]
        lines.append(
            f"| {name} | {r['steps']} | {r['epochs']:.1f} | {r['bleu']:.2f} "
            f"[{low:.2f}, {high:.2f}] | {r['chrf']:.2f} |"
        )
    lines += ["", say("by_length"), ""]
    lines.append(say("length_header", models=" | ".join(names)))
    lines.append("|---|---:|" + "---|" * len(names))
    for i, row in enumerate(results[names[0]]["by_length"]):
        cells = []
        for name in names:
            p = results[name]["by_length"][i]
            cells.append(
                "-"
                if p["bleu"] is None
                else f"{p['bleu']:.2f} [{p['low_bleu']:.1f}, {p['high_bleu']:.1f}]"
            )
        count = say("small", count=row["count"]) if row["count"] < SMALL_BUCKET else row["count"]
        lines.append(f"| {row['label']} | {count} | " + " | ".join(cells) + " |")
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The verdict with its detail, its three parts, how to read it, and the -30 models."""
    results, v = record["models"], record["verdict"]

    def trend(name: str, fits: str = "trends_by_sentences") -> str:
        t = v[fits][name]
        if not t:
            return say("no_trend", small=SMALL_BUCKET)
        slope, low, high = (f"{t[k]:+.2f}" for k in ("slope_per_10_words", "low", "high"))
        buckets = locales.translate(lang, "report.list_separator").join(t["buckets"])
        return say("trend", slope=slope, low=low, high=high, buckets=buckets)

    where = "where_enough" if v["sentences_in_it"] >= SMALL_BUCKET else "where_small"
    detail = say(
        "detail",
        where=say(
            where,
            small=SMALL_BUCKET,
            bucket=v["longest_bucket_with_enough_sentences"],
            sentences=v["sentences_in_it"],
        ),
        gap=f"{v['gap_there']:+.2f}",
        intervals=say("apart" if v["intervals_separate_there"] else "overlap"),
        overlapping=v["longest_overlapping_bucket"] or locales.translate(lang, "report.none"),
        fixed_trend=trend("RNNencdec-50"),
        search_trend=trend("RNNsearch-50"),
        fixed_by_bucket=trend("RNNencdec-50", "trends"),
        search_by_bucket=trend("RNNsearch-50", "trends"),
    )
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    lines = [
        locales.translate(lang, "report.verdict", headline=say(state), detail=detail),
        "",
        say("parts"),
        "",
        *(
            say(f"part.{part}", shown=say("shown" if v[part] else "not_shown"))
            for part in ("fixed_falls", "attention_holds", "attention_leads_on_long")
        ),
        "",
        say(
            "reading",
            bucket=v["shortest_bucket_with_enough_sentences"],
            gap=f"{v['gap_on_short']:+.2f}",
            intervals=say("overlap" if v["close_on_short"] else "apart"),
            short=say("short_close" if v["close_on_short"] else "short_apart"),
        ),
        "",
    ]
    separator = locales.translate(lang, "report.list_separator")
    for name in ("RNNencdec-30", "RNNsearch-30"):
        points = [p for p in results[name]["by_length"] if p["count"] and p["bleu"] is not None]
        trail = separator.join(
            say("trail_point", bleu=f"{p['bleu']:.1f}", bucket=p["label"])
            for p in points
            if p["low"] >= 10
        )
        lines.append(say("trail", model=name, trail=trail))
    return lines


EXPERIMENT = Experiment(
    name=NAME,
    summary="BLEU by sentence length on long real sentences (bible-es-en): the fixed-context "
    "encoder-decoder against RNNsearch, trained on up to 30 / 50 words (Bahdanau et al. 2015)",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["models"]),
    # Cho et al.'s model names as the demo and report write them (RNNsearch-50 and the like),
    # the corpus; the source text's own Latin words, quoted (无 Attention 的 Seq2Seq 模型)
    english=frozenset(
        {"Cho", "bible-es-en", "RNNencdec", "RNNencdec-", "RNNsearch-", "Attention", "Seq"}
    ),
)
