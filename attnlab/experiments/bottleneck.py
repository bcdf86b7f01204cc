"""The bottleneck on real long sentences (Bahdanau, Cho & Bengio 2015, section 5.2.1, Fig. 2).

Four models of one size on bible-es-en (Spanish -> English verses, median ~21 words):
RNNencdec-30/50 (the fixed-context encoder-decoder) and RNNsearch-30/50, each trained on the
pairs whose source has at most 30 or 50 words, all evaluated on the whole test split. BLEU
and chrF by source length in words, each bucket with its size and a bootstrap 95 % interval.
Trainings run two at a time, one thread each, through ``attnlab train``; a stopped experiment
resumes (finished runs are kept, unfinished ones continue) and evaluations are cached.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_json, write_png
from attnlab.config import BUNDLED_CONFIGS, load_config
from attnlab.data import Corpus, load_corpus
from attnlab.data.corpus import save_corpus
from attnlab.data.languages import count_words
from attnlab.experiments import trainings
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    write_results,
)
from attnlab.metrics import bleu_by_length, corpus_scores
from attnlab.metrics.bootstrap import bleu_interval, bleu_trend
from attnlab.metrics.report import EvaluationReport, save_report
from attnlab.results import verdict_state
from attnlab.runs import RunFiles
from attnlab.training.progress import run_progress
from attnlab.translation import Translator

NAME = "bottleneck"
CORPUS = "bible-es-en"
CONFIG = BUNDLED_CONFIGS / "bible-bottleneck.yaml"
MODELS = {  # name -> (family, longest training source in words); trained in this order
    "RNNencdec-50": ("fixed_context", 50),
    "RNNsearch-50": ("bahdanau", 50),
    "RNNencdec-30": ("fixed_context", 30),
    "RNNsearch-30": ("bahdanau", 30),
}
BUCKETS = (0, 10, 20, 30, 40, 50, 60)  # source words
STEPS = 5000  # training budget per model, the same for the four (a result not set by the load)
SMALL_BUCKET = 50  # sentences: fewer, and the report calls the bucket small
CLAIM = (
    "Cho et al. (2014) and Bahdanau et al. (2015) both observed the same thing: without "
    "attention, a seq2seq model's BLEU falls quickly as the source sentence gets longer. With "
    "attention, the quality of long-sentence translation recovers markedly."
)


@dataclass(frozen=True)
class Point:
    """One model's score in one length bucket."""

    label: str
    low: int
    count: int
    bleu: float | None
    low_bleu: float | None  # the bootstrap 95 % interval
    high_bleu: float | None
    chrf: float | None


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


def slice_corpus(corpus: Corpus, limit: int, work: Path, quick: bool) -> Path:
    """The corpus with training (and dev) pairs of at most ``limit`` source words; the test
    split whole. Quick: a small slice of each split."""
    train = [p for p in corpus.train if count_words(p.src) <= limit]
    dev = [p for p in corpus.dev if count_words(p.src) <= limit]
    sliced = Corpus(
        name=f"{corpus.name}-max{limit}",
        src_lang=corpus.src_lang,
        tgt_lang=corpus.tgt_lang,
        train=train,
        dev=dev,
        test=corpus.test,
        attribution=corpus.attribution,
        info={"from": corpus.name, "train_source_words_at_most": limit},
    )
    if quick:
        return trainings.quick_corpus(sliced, work / f"corpus-max{limit}")
    return save_corpus(sliced, work / f"corpus-max{limit}")


def training(
    name: str, family: str, corpus: Path, run_dir: Path, minutes: float | None, quick: bool
) -> trainings.Training | None:
    """The training of one model, or None if its run is complete."""
    overrides = [
        f"--name={name}",
        f"--data.corpus={corpus}",
        f"--model.family={family}",
        f"--train.max_steps={30 if quick else STEPS}",
    ]
    if minutes is not None:
        overrides.append(f"--train.max_minutes={minutes}")
    if quick:
        overrides += ["--model.hidden_dim=32", "--data.src_vocab_size=300"]
        overrides += ["--data.tgt_vocab_size=300", "--data.max_tokens=1024"]  # 0.04 s a step
        overrides += ["--train.eval_every=30", "--train.dev_bleu_sentences=10"]
    return trainings.training(CONFIG, overrides, run_dir)


def evaluate(
    run_dir: Path, corpus: Path, limit: int, beam: int | None, enough: int
) -> dict[str, Any]:
    """Translate the test split once (cached in the run directory) and score it by length,
    with the trend of BLEU over the buckets of at least ``enough`` sentences within the
    training range (up to ``limit`` words)."""
    test = load_corpus(str(corpus))
    sources, references = test.references("test")
    progress = run_progress(run_dir)
    steps = progress.step if progress else None
    hypotheses = _translations(run_dir, sources, beam, steps)
    rows = bleu_by_length(
        sources,
        hypotheses,
        references,
        target_lang=test.tgt_lang,
        length_of=count_words,
        buckets=BUCKETS,
    )
    points, trained_on = [], []
    for row in rows:
        members = [
            i
            for i, source in enumerate(sources)
            if row.low <= count_words(source)
            and (row.high is None or count_words(source) < row.high)
        ]
        if row.high is not None and row.high <= limit and len(members) >= enough:
            trained_on.append((row.label, (row.low + row.high) / 2 / 10, members))  # tens of words
        low, high = (
            bleu_interval(
                [hypotheses[i] for i in members],
                [references[i] for i in members],
                test.tgt_lang,
                effective_order=True,  # as the bucket's BLEU is
            )
            if members
            else (None, None)
        )
        points.append(Point(row.label, row.low, row.count, row.bleu, low, high, row.chrf))
    overall = corpus_scores(hypotheses, references, test.tgt_lang)
    trend = (
        bleu_trend(
            hypotheses,
            references,
            test.tgt_lang,
            [members for _, _, members in trained_on],
            [middle for _, middle, _ in trained_on],
        )
        if len(trained_on) >= 2
        else None
    )
    # The run's own report too, so `attnlab compare` and the explorer's Data view show it.
    meta = {
        "run_dir": str(run_dir),
        "corpus": test.name,
        "split": "test",
        "sentences": len(sources),
        "beam_size": beam or load_config(CONFIG).decode.beam_size,
        "experiment": NAME,
    }
    save_report(EvaluationReport(overall, rows, meta), RunFiles(run_dir).report("test"))
    return {
        "bleu": overall.bleu,
        "chrf": overall.chrf,
        "bleu_interval": bleu_interval(hypotheses, references, test.tgt_lang),
        "sentences": len(sources),
        "steps": steps,
        "epochs": progress.history[-1]["epoch"] if progress and progress.history else None,
        "training_minutes": round(progress.elapsed_s / 60, 1) if progress else None,
        "by_length": [asdict(point) for point in points],
        # BLEU per ten more source words, over the well-filled buckets within the training range
        "trend": {
            "buckets": [label for label, _, _ in trained_on],
            "slope_per_10_words": round(trend.slope, 3),
            "low": round(trend.low, 3),
            "high": round(trend.high, 3),
        }
        if trend
        else None,
    }


def _translations(
    run_dir: Path, sources: list[str], beam: int | None, steps: int | None
) -> list[str]:
    """The run's translations of ``sources``, cached in the run directory for its steps."""
    cache = run_dir / "bottleneck-eval.json"
    cached = json.loads(cache.read_text(encoding="utf-8")) if cache.exists() else {}
    if cached.get("steps") == steps and cached.get("beam") == beam:
        hypotheses: list[str] = cached["hypotheses"]
        return hypotheses
    # never translated, or trained further since (a larger STEPS)
    translator = Translator.from_run(run_dir)
    translations = translator.translate(list(sources), beam_size=beam, need_weights=False)
    hypotheses = [t.target for t in translations]
    write_json(cache, {"beam": beam, "steps": steps, "hypotheses": hypotheses})
    return hypotheses


def overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Do two buckets' bootstrap intervals overlap?"""
    return bool(a["low_bleu"] <= b["high_bleu"] and b["low_bleu"] <= a["high_bleu"])


def verdict(results: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The comparison the claim is about, RNNencdec-50 against RNNsearch-50, in three parts read
    off the numbers: the fixed context falls with length within its training range (its trend's
    interval below zero, or its first and last well-filled buckets' intervals apart); attention
    holds (its trend shows no fall: the interval reaches zero or above); attention leads in the
    longest bucket with enough sentences, intervals apart. All three: holds; some: partly."""
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
    fixed_trend, search_trend = fixed.get("trend"), search.get("trend")
    trained = [
        p for p in fixed["by_length"] if p["label"] in (fixed_trend or {}).get("buckets", [])
    ]
    ends_apart = len(trained) >= 2 and trained[0]["low_bleu"] > trained[-1]["high_bleu"]
    parts = {
        "fixed_falls": bool(fixed_trend and fixed_trend["high"] < 0) or ends_apart,
        "attention_holds": bool(search_trend and search_trend["high"] >= 0),
        "attention_leads_on_long": gap > 0 and separated,
    }
    holds = all(parts.values())
    return {
        **parts,
        "trends": {"RNNencdec-50": fixed_trend, "RNNsearch-50": search_trend},
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
        "holds": holds,
        "partly": not holds and any(parts.values()),
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

    def trend(name: str) -> str:
        t = v["trends"][name]
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
    )
    state = verdict_state(v) or "does_not_hold"  # always a verdict: its holds is a bool
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
)
