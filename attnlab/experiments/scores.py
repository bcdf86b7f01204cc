"""Every score function on one task at one size and one budget: accuracy, parameters, speed,
and which scores can compare a query and a key of different sizes.

The model is Luong's (GRU, global attention, no input feeding) on ``synthetic:reverse``; only
its score changes. References: additive, Bahdanau et al. 2015; dot, general, concat and
location, Luong et al. 2015 (eq. 8); scaled dot, Vaswani et al. 2017 (eq. 1).
"""

from __future__ import annotations

import datetime
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from attnlab.atomic import write_png
from attnlab.data import BOS_ID, EOS_ID, PAD_ID, Batch, collate, synthetic_corpus
from attnlab.decoding import greedy_search
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    write_results,
)
from attnlab.experiments.micro import (
    LETTER_OFFSET,
    fit,
    letter_examples,
    one_thread,
    sample_batches,
)
from attnlab.models.luong import LuongScore, LuongSeq2Seq
from attnlab.results import verdict_state
from attnlab.scores import SCORES, make_score, score_names

NAME = "scores"
CLAIM = (
    "The score function is the judge of attention: designed differently, attention behaves "
    "differently. Additive attention first projects the query and the key into one hidden "
    "space, so it can compare them even when their original sizes differ. Dot-product "
    "attention takes the inner product directly: simpler and computationally more efficient, "
    "which suits large parallel matrix computation (hence the Transformer's preference for it)."
)
ALPHABET, MIN_LEN, MAX_LEN = 10, 4, 12  # the reverse task
HIDDEN = 32  # decoder state, memory and the learned scores' hidden size alike
BATCH, LR = 64, 3e-3
STEPS, QUICK_STEPS = 800, 30
SEEDS, QUICK_SEEDS = (0, 1, 2), (0,)
QUERY_DIM, KEY_DIM = 16, 24  # for the different-sizes trial
BENCH = {"batch": 32, "length": 32, "dim": 128}  # the isolated speed trial: B, T = S, D = A
TASK = (
    f"synthetic:reverse, {ALPHABET} letters, {MIN_LEN}-{MAX_LEN} long, 4000 training pairs, "
    "200 test pairs"
)
MODEL = (
    f"luong, GRU {HIDDEN}, global attention, no input feeding, no dropout; learned scores' "
    f"hidden size {HIDDEN}; location over at most {MAX_LEN} positions"
)
# Descriptions as records hold them -> the key of their words in each language (records
# before the location formula lost its words wrote them beside it)
RECORDED_WORDS = {TASK: "task", MODEL: "model", "W_a q (from the query alone)": "location_formula"}


def build(name: str, seed: int) -> LuongSeq2Seq:
    """A Luong model whose score is ``name``. The family offers dot, general, concat and
    location; its ``LuongScore`` builds any ``make_score`` name, so every score sits in the
    same model the same way, and the other weights start equal for a given seed."""
    torch.manual_seed(seed)
    vocab = LETTER_OFFSET + ALPHABET
    model = LuongSeq2Seq(
        vocab, vocab, hidden_dim=HIDDEN, score="dot", input_feeding=False, dropout=0.0
    )
    model.score = LuongScore(name, HIDDEN, HIDDEN, max_source_len=MAX_LEN)
    return model


def evaluate(model: LuongSeq2Seq, test: Batch) -> dict[str, float]:
    """Exact-match accuracy of greedy decoding, and the attention's mean weight on the aligned
    source position (reverse: target step t reads source position len - 1 - t)."""
    model.eval()
    hypotheses = greedy_search(
        model, test.src, test.src_mask, bos_id=BOS_ID, eos_id=EOS_ID, need_weights=False
    )
    references = [[t for t in row if t not in (PAD_ID, EOS_ID)] for row in test.tgt_out.tolist()]
    correct = sum(h.tokens == r for h, r in zip(hypotheses, references, strict=True))
    with torch.no_grad():
        output = model(test.src, test.src_mask, test.tgt_in, need_weights=True)
        weights = output.attention.cross[0][:, 0]  # (B, T, S)
    lengths = test.src_lengths[:, None]  # (B, 1)
    steps = torch.arange(weights.shape[1])[None]  # (1, T)
    real = steps < lengths  # target steps with an aligned source position (not eos)
    aligned = (lengths - 1 - steps).clamp(min=0)  # (B, T)
    mass = weights.gather(2, aligned[..., None])[..., 0]  # (B, T)
    return {
        "accuracy": correct / len(references),
        "aligned_mass": round(float(mass[real].mean()), 4),
    }


def train(name: str, seed: int, steps: int, deadline: float | None) -> dict[str, Any]:
    corpus = synthetic_corpus(
        "reverse", alphabet_size=ALPHABET, min_len=MIN_LEN, max_len=MAX_LEN, num_train=4000
    )
    model = build(name, seed)
    optimizer = torch.optim.Adam(model.parameters(), lr=LR)
    batches = sample_batches(letter_examples(corpus.train), BATCH, seed)
    started = time.perf_counter()
    taken = fit(model, optimizer, batches, steps, deadline)
    seconds = time.perf_counter() - started
    return {
        "seed": seed,
        "steps": taken,
        "steps_per_s": round(taken / seconds, 1),
        **evaluate(model, collate(letter_examples(corpus.test))),
    }


def measure(
    name: str, steps: int, seeds: tuple[int, ...], quick: bool, minutes: float | None
) -> dict[str, Any]:
    """One score: trained once per seed, its size, and its speed alone."""
    runs = []
    for seed in seeds:
        deadline = time.monotonic() + 60 * minutes if minutes else None
        runs.append(train(name, seed, steps, deadline))
    model = build(name, 0)
    return {
        "formula": SCORES[name].formula,
        "score_parameters": sum(p.numel() for p in model.score.parameters()),
        "model_parameters": sum(p.numel() for p in model.parameters()),
        "accuracy": round(statistics.mean(r["accuracy"] for r in runs), 4),
        "aligned_mass": round(statistics.mean(r["aligned_mass"] for r in runs), 4),
        "steps_per_s": statistics.median(r["steps_per_s"] for r in runs),
        "calls_per_s": bench(name, 5 if quick else 50),
        "seeds": runs,
    }


def bench(name: str, repeats: int) -> float:
    """Forward and backward passes of the score alone per second (the median of 5 trials)."""
    size = BENCH
    torch.manual_seed(0)
    score = make_score(name, size["dim"], size["dim"], size["dim"], max_source_len=size["length"])
    query = torch.randn(size["batch"], size["length"], size["dim"], requires_grad=True)
    key = torch.randn(size["batch"], size["length"], size["dim"], requires_grad=True)
    rates = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(repeats):
            score(query, key).sum().backward()  # (B, T, S)
        rates.append(repeats / (time.perf_counter() - started))
    return round(statistics.median(rates), 1)


def sizes_differ() -> dict[str, dict[str, Any]]:
    """Can each score compare queries of one size with keys of another? Its output or error."""
    query, key = torch.randn(2, 3, QUERY_DIM), torch.randn(2, 5, KEY_DIM)  # (B, T, Dq), (B, S, Dk)
    trials = {}
    for name in score_names(taught=True):
        try:
            score = make_score(name, QUERY_DIM, KEY_DIM, hidden_dim=16, max_source_len=8)
            trials[name] = {"runs": True, "scores_shape": list(score(query, key).shape)}
        except ValueError as error:
            trials[name] = {"runs": False, "error": str(error)}
    return trials


def verdict(results: dict[str, dict[str, Any]], trials: dict[str, dict[str, Any]]) -> dict:
    """The three parts of the claim, read off the numbers; "behave" is where attention looks
    (the aligned mass), accuracy is reported beside it."""

    def apart(measure: str) -> tuple[str, str, bool]:
        """The best and the worst score by ``measure``, and whether every seed of the best
        beats every seed of the worst."""
        best = max(results, key=lambda name: results[name][measure])
        worst = min(results, key=lambda name: results[name][measure])
        low = min(s[measure] for s in results[best]["seeds"])
        return best, worst, low > max(s[measure] for s in results[worst]["seeds"])

    speedup = results["dot"]["calls_per_s"] / results["additive"]["calls_per_s"]
    sizes = trials["additive"]["runs"] and not (
        trials["dot"]["runs"] or trials["scaled_dot"]["runs"]
    )
    sharpest, bluntest, looks_apart = apart("aligned_mass")
    best, worst, accuracy_apart = apart("accuracy")
    parts = {
        "additive compares different sizes, dot and scaled dot cannot": sizes,
        "the dot score alone is faster than the additive score": speedup > 1,
        "the scores make attention look in different places: every seed of the most aligned "
        "score puts more weight on the aligned position than every seed of the least": looks_apart,
    }
    return {
        "parts": parts,
        "most_aligned": sharpest,
        "least_aligned": bluntest,
        "most_accurate": best,
        "least_accurate": worst,
        "accuracy_seeds_apart": accuracy_apart,
        "dot_over_additive_speed": round(speedup, 2),
        "state": "holds" if all(parts.values()) else "does_not_hold",
    }


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train one model per score and seed, time the scores alone, try different sizes; write
    the figure, the JSON and the report into ``out``. ``minutes`` caps each training."""
    started = datetime.datetime.now(datetime.timezone.utc)
    steps, seeds = (QUICK_STEPS, QUICK_SEEDS) if quick else (STEPS, SEEDS)
    with one_thread():
        results = {
            name: measure(name, steps, seeds, quick, minutes) for name in score_names(taught=True)
        }
    trials = sizes_differ()
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "task": TASK,
        "model": MODEL,
        "training": {"steps": steps, "batch": BATCH, "lr": LR, "seeds": list(seeds)},
        "bench": BENCH,
        "sizes_differ": {"query_dim": QUERY_DIM, "key_dim": KEY_DIM, "trials": trials},
        "scores": results,
        "verdict": verdict(results, trials),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Accuracy and aligned mass (bars: mean, dots: seeds), speed relative to dot, the
    score's parameters."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    results, trials = record["scores"], record["sizes_differ"]["trials"]
    names = list(results)
    x = range(len(names))
    words = [say(f"score.{n}") for n in names]
    labels = [
        w if trials[n]["runs"] else say("figure.same_sizes", score=w)
        for n, w in zip(names, words, strict=True)
    ]
    figure, (accuracy, speed, size) = plt.subplots(
        1, 3, figsize=(13, 4.2), dpi=110, layout="constrained"
    )
    width = 0.38
    measures = (("accuracy", -1), ("aligned_mass", 1))
    for measure, side in measures:
        offsets = [i + side * width / 2 for i in x]
        label = say(f"figure.{measure}")
        accuracy.bar(offsets, [results[n][measure] for n in names], width, label=label)
        for offset, name in zip(offsets, names, strict=True):
            dots = [s[measure] for s in results[name]["seeds"]]
            accuracy.plot([offset] * len(dots), dots, "o", color="black", markersize=2.5)
    accuracy.set(ylim=(0, 1.05), ylabel=say("figure.test_set"))
    accuracy.set_title(say("figure.budget"), fontsize=10)
    accuracy.legend(fontsize=7, loc="lower left")
    dot = results["dot"]
    speed.bar(
        [i - width / 2 for i in x],
        [results[n]["steps_per_s"] / dot["steps_per_s"] for n in names],
        width,
        label=say("figure.steps", rate=f"{dot['steps_per_s']:.0f}"),
    )
    speed.bar(
        [i + width / 2 for i in x],
        [results[n]["calls_per_s"] / dot["calls_per_s"] for n in names],
        width,
        label=say("figure.calls", rate=f"{dot['calls_per_s']:.0f}"),
    )
    speed.axhline(1.0, color="grey", linewidth=0.8)
    speed.set(yscale="log", ylabel=say("figure.relative"))
    speed.set_title(say("figure.speed"), fontsize=10)
    speed.legend(fontsize=7)
    size.bar(x, [results[n]["score_parameters"] for n in names], color="#a1d99b")
    size.set(ylabel=say("figure.parameters"))
    size.set_title(say("figure.size", parameters=f"{dot['model_parameters']:,}"), fontsize=10)
    for ax in (accuracy, speed, size):
        ax.set_xticks(x, labels, fontsize=7, rotation=30)
        ax.grid(axis="y", alpha=0.3)
    if record["quick"]:
        figure.suptitle(say("figure.quick"), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, the table, the different-sizes trial, whether it
    holds."""
    say = sayer(NAME, lang)
    sizes = [*_sizes_differ(record["sizes_differ"], say), "", say("location"), ""]
    measured, held = _measurements(record, say), _does_it_hold(record, say)
    return report_page(NAME, record, lang, measured, held, before_verdict=sizes)


def _measurements(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """What was run, then each score's accuracy, alignment and speed."""
    training = record["training"]

    def words(described: str) -> str:
        """A description as recorded, in ``lang`` where its words are known."""
        if described not in RECORDED_WORDS:
            return described
        return say(RECORDED_WORDS[described], letters=ALPHABET, shortest=MIN_LEN,
                   longest=MAX_LEN, hidden=HIDDEN)  # fmt: skip

    def formula(written: str) -> str:
        """A score's formula as code, with its words, where it has any, in ``lang``."""
        return words(written) if written in RECORDED_WORDS else f"`{written}`"

    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            seconds=f"{record['seconds']:.0f}",
            cpus=record["machine"]["cpus"],
            task=words(record["task"]),
            model=words(record["model"]),
            steps=training["steps"],
            batch=training["batch"],
            lr=training["lr"],
            seeds=training["seeds"],
            bench_batch=record["bench"]["batch"],
            bench_length=record["bench"]["length"],
            bench_dim=record["bench"]["dim"],
        ),
        "",
        say("header"),
        "|---|---|---:|---|---:|---:|---:|",
    ]
    for name, r in record["scores"].items():
        seeds = ", ".join(f"{s['accuracy']:.3f}" for s in r["seeds"])
        lines.append(
            f"| {say(f'score.{name}')} | {formula(r['formula'])} | {r['score_parameters']:,} | "
            f"{r['accuracy']:.3f} "
            f"({seeds}) | {r['aligned_mass']:.3f} | {r['steps_per_s']:.1f} | "
            f"{r['calls_per_s']:.0f} |"
        )
    return lines


def _sizes_differ(differ: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Which scores run when the query and the keys differ in size."""
    lines = [
        say("sizes_heading", query_dim=differ["query_dim"], key_dim=differ["key_dim"]),
        "",
        say("sizes_header"),
        "|---|---|---|",
    ]
    sizes = {"query_dim": differ["query_dim"], "key_dim": differ["key_dim"]}
    for name, trial in differ["trials"].items():
        # why a score cannot run, in the report's language (the error itself is in the JSON)
        said = f"{tuple(trial['scores_shape'])}" if trial["runs"] else say("sizes_error", **sizes)
        answer = say("yes" if trial["runs"] else "no")
        lines.append(f"| {say(f'score.{name}')} | {answer} | {said} |")
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The verdict, its parts, and which score was most aligned and most accurate."""
    results, v = record["scores"], record["verdict"]

    def score(name: str) -> str:
        return say(f"score.{name}")

    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    return [
        f"**{say(state)}**",
        "",
        *(
            say("part", part=say(f"part_{i}"), answer=say("part_yes" if ok else "part_no"))
            for i, ok in enumerate(v["parts"].values(), start=1)
        ),
        "",
        say(
            "summary_apart" if v["accuracy_seeds_apart"] else "summary_overlap",
            most_aligned=score(v["most_aligned"]),
            most_mass=f"{results[v['most_aligned']]['aligned_mass']:.2f}",
            least_aligned=score(v["least_aligned"]),
            least_mass=f"{results[v['least_aligned']]['aligned_mass']:.2f}",
            most_accurate=score(v["most_accurate"]),
            most_accuracy=f"{results[v['most_accurate']]['accuracy']:.3f}",
            least_accurate=score(v["least_accurate"]),
            least_accuracy=f"{results[v['least_accurate']]['accuracy']:.3f}",
            speedup=v["dot_over_additive_speed"],
        ),
    ]


EXPERIMENT = Experiment(
    name=NAME,
    summary="Every score function (additive, dot, scaled dot, general, concat, location) in "
    "one Luong model on the reverse task: accuracy, parameters, speed, different sizes",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["scores"], record["sizes_differ"]["trials"]),
    # the optimiser; the source text's own Latin words, quoted
    english=frozenset({"Adam", "query", "key", "GPU"}),
)
