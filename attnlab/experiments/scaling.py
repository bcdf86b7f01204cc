"""Why scaled dot-product attention divides by sqrt(d) (Vaswani et al. 2017, section 3.2.1 and
its footnote 4: for q, k of independent unit-variance components, q.k has variance d).

Query and key components of unit variance, NUM_KEYS keys per query, d from 4 to 1024:
(a) the variance of q.k against d (theory: d; scaled: 1), with a bootstrap 95 % interval;
(b) how peaked softmax gets, unscaled and scaled (mean largest weight, mean entropy);
(c) the gradient that reaches the scores (the softmax input) and the query through softmax;
(d) a small attention lookup trained both ways at a small and a large d, several seeds.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab.atomic import write_png
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    write_results,
)
from attnlab.functional import attention, attention_record
from attnlab.results import verdict_state
from attnlab.training.losses import sequence_loss
from attnlab.training.update import update

NAME = "scaling"
DIMS = (4, 8, 16, 32, 64, 128, 256, 512, 1024)
SCORES = ("dot", "scaled_dot")  # attnlab.functional's names: q.k and q.k / sqrt(d)
NUM_KEYS = 32  # S, keys per query in (a)-(c): a uniform softmax has entropy log 32 = 3.47
VALUE_DIM = 16  # Dv in (a)-(c), fixed so the gradients compare across d
QUERIES = 512  # queries per d in (a)-(c) (quick: 64)
BOOTSTRAP = 200  # resamples of the queries for the variance's interval
# (d): the lookup task and its training
TRAIN_DIMS = (16, 512)
KEY_VOCAB, VALUE_VOCAB, PAIRS = 32, 16, 8  # distinct keys per example, each with a value
BATCH, LR, STEPS, SEEDS = 128, 1e-3, 800, 3  # quick: 40 steps, one seed
CURVE_POINTS = 40  # loss curve: the mean loss over this many equal spans of the steps
TOLERANCE = 0.1  # (a): measured variance within 10 % of theory; (b): scaled max weight spread
SATURATED = 0.9  # (b): a mean largest weight above this is a saturated softmax
SATURATED_ROW = 0.99  # (b): one query's softmax is saturated when its largest weight is over
VANISHED = 0.1  # (c): the typical unscaled score gradient under this share of the scaled one
CLAIM = (
    "If the components of the vectors have similar scales, the larger the dimension, the "
    "larger the fluctuations of the dot product tend to be. Overly large positive and "
    "negative scores quickly saturate softmax, and the gradient becomes small. Dividing by "
    "sqrt(d_k) keeps the scale of the scores under control."
)


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Measure (a)-(c) at every d, train (d), write the figure, the JSON and the report."""
    if minutes is not None:
        raise ValueError(
            f"the {NAME} experiment trains a fixed number of steps ({STEPS}); --minutes does "
            "not apply to it"
        )
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    generator = torch.Generator().manual_seed(0)
    queries, steps, seeds = (64, 40, 1) if quick else (QUERIES, STEPS, SEEDS)
    # One thread: these small tensors gain little from a second, and two threads that share
    # a busy core spin against each other (the copy-reverse trainings ran 50x slower)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        points = [measure(dim, queries, generator) for dim in DIMS]
        training = {
            str(dim): {
                score: [train_lookup(dim, score, seed, steps) for seed in range(seeds)]
                for score in SCORES
            }
            for dim in TRAIN_DIMS
        }
    finally:
        torch.set_num_threads(threads)
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "keys_per_query": NUM_KEYS,
        "value_dim": VALUE_DIM,
        "queries_per_dim": queries,
        "points": points,
        "lookup": {
            "task": {"key_vocab": KEY_VOCAB, "value_vocab": VALUE_VOCAB, "pairs": PAIRS},
            "batch": BATCH,
            "lr": LR,
            "steps": steps,
            "seeds": seeds,
            "runs": training,
        },
        "verdict": verdict(points, training),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def measure(dim: int, queries: int, generator: torch.Generator) -> dict[str, Any]:
    """(a)-(c) at one d, both scores on the same q, k, v and upstream gradient."""
    query = torch.randn(queries, 1, dim, generator=generator)  # (N, 1, d)
    key = torch.randn(queries, NUM_KEYS, dim, generator=generator)  # (N, S, d)
    value = torch.randn(queries, NUM_KEYS, VALUE_DIM, generator=generator)  # (N, S, Dv)
    upstream = torch.randn(queries, 1, VALUE_DIM, generator=generator)  # dL/d output
    point: dict[str, Any] = {"dim": dim}
    for score in SCORES:
        leaf = query.clone().requires_grad_(True)
        record = attention_record(leaf, key, value, score=score)
        assert record.scores is not None and record.weights is not None
        record.scores.retain_grad()
        # loss = <g, output>: a fixed upstream gradient g, so what reaches the scores is
        # softmax's Jacobian applied to g.v_j, nothing else
        (record.context * upstream).sum().backward()
        assert record.scores.grad is not None and leaf.grad is not None
        scores, weights = record.scores.detach()[:, 0], record.weights.detach()[:, 0]  # (N, S)
        largest = weights.max(dim=-1).values  # (N,)
        score_gradient = record.scores.grad[:, 0].norm(dim=-1)  # (N,)
        query_gradient = leaf.grad[:, 0].norm(dim=-1)  # (N,)
        # Mean and median both: a few queries whose top scores nearly tie carry large
        # gradients while the rest carry almost none, so the mean alone hides the typical one
        point[score] = {
            "variance": scores.var().item(),
            "variance_interval": bootstrap_variance(scores, generator),
            "max_weight": largest.mean().item(),
            "saturated_share": (largest > SATURATED_ROW).float().mean().item(),
            "entropy": torch.special.entr(weights).sum(dim=-1).mean().item(),
            "score_gradient_mean": score_gradient.mean().item(),
            "score_gradient_median": score_gradient.median().item(),
            "query_gradient_mean": query_gradient.mean().item(),
            "query_gradient_median": query_gradient.median().item(),
        }
    return point


def bootstrap_variance(scores: torch.Tensor, generator: torch.Generator) -> list[float]:
    """The 95 % interval of the variance of scores (N, S), resampling whole queries (the
    scores of one query share it, so they are not independent)."""
    rows = torch.randint(0, scores.shape[0], (BOOTSTRAP, scores.shape[0]), generator=generator)
    variances = scores[rows].flatten(1).var(dim=1)  # (BOOTSTRAP,)
    low, high = torch.quantile(variances, torch.tensor([0.025, 0.975])).tolist()
    return [low, high]


class Lookup(nn.Module):
    """One attention read: the query token's embedding, projected, scores PAIRS key
    embeddings; the read of their values names the value. The query projection starts with
    unit-variance components, so q.k starts with variance d: the claim's premise."""

    def __init__(self, dim: int, score: str) -> None:
        super().__init__()
        self.score = score
        self.keys = nn.Embedding(KEY_VOCAB, dim)  # N(0, 1) components
        self.query = nn.Linear(dim, dim, bias=False)
        nn.init.normal_(self.query.weight, std=dim**-0.5)
        self.values = nn.Embedding(VALUE_VOCAB, VALUE_DIM)
        self.output = nn.Linear(VALUE_DIM, VALUE_VOCAB)

    def forward(
        self, keys: torch.Tensor, values: torch.Tensor, query: torch.Tensor
    ) -> torch.Tensor:
        """keys, values (B, P) and query (B,) token ids -> logits (B, 1, V)."""
        query_vector = self.query(self.keys(query))[:, None]  # (B, 1, d)
        read, _ = attention(query_vector, self.keys(keys), self.values(values), score=self.score)
        return self.output(read)  # (B, 1, V)


def lookup_batch(
    size: int, generator: torch.Generator
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """PAIRS distinct keys with random values, and one of the keys as the query: (keys (B, P),
    values (B, P), query (B,), target (B, 1))."""
    keys = torch.rand(size, KEY_VOCAB, generator=generator).argsort(dim=-1)[:, :PAIRS]
    values = torch.randint(0, VALUE_VOCAB, (size, PAIRS), generator=generator)
    picked = torch.randint(0, PAIRS, (size,), generator=generator)
    rows = torch.arange(size)
    return keys, values, keys[rows, picked], values[rows, picked][:, None]


def train_lookup(dim: int, score: str, seed: int, steps: int) -> dict[str, Any]:
    """Adam on fresh batches for ``steps`` steps: the loss curve and the held-out accuracy.
    A loop of its own, not the Trainer: the model reads tensors, not a corpus of sentences,
    and a fresh batch each step leaves nothing to evaluate on a dev split."""
    torch.manual_seed(seed)
    generator = torch.Generator().manual_seed(1000 + seed)
    model = Lookup(dim, score)
    optimizer = torch.optim.Adam(model.parameters(), lr=LR)
    losses = []
    for _ in range(steps):
        keys, values, query, target = lookup_batch(BATCH, generator)
        loss, _, _ = sequence_loss(model(keys, values, query), target, pad_id=-100)  # no pads
        update(optimizer, loss, model.parameters())
        losses.append(loss.item())
    span = max(1, steps // CURVE_POINTS)
    spans = [losses[i : i + span] for i in range(0, steps, span)]
    with torch.no_grad():
        keys, values, query, target = lookup_batch(2048, generator)
        accuracy = (model(keys, values, query).argmax(dim=-1) == target).float().mean().item()
    return {
        "seed": seed,
        "curve_steps": [min(i + span, steps) for i in range(0, steps, span)],
        "curve_loss": [sum(s) / len(s) for s in spans],
        "final_loss": sum(losses[-span:]) / len(losses[-span:]),
        "accuracy": accuracy,
    }


def verdict(points: list[dict[str, Any]], training: dict[str, Any]) -> dict[str, Any]:
    """Each part of the claim read off the numbers, and the whole."""
    dims = [p["dim"] for p in points]
    unscaled = [p["dot"] for p in points]
    scaled = [p["scaled_dot"] for p in points]
    ratios = [u["variance"] / dim for u, dim in zip(unscaled, dims, strict=True)]
    # The growth exponent of var(q.k) in d: a least-squares line in log-log (theory: 1)
    xs, ys = [math.log(d) for d in dims], [math.log(u["variance"]) for u in unscaled]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / sum(
        (x - mean_x) ** 2 for x in xs
    )
    within = [
        u["variance_interval"][0] <= dim <= u["variance_interval"][1]
        for u, dim in zip(unscaled, dims, strict=True)
    ]
    variance_holds = all(abs(r - 1) <= TOLERANCE for r in ratios)
    scaled_max = [s["max_weight"] for s in scaled]
    peaked = (
        unscaled[-1]["max_weight"] >= SATURATED and max(scaled_max) - min(scaled_max) <= TOLERANCE
    )
    gradient_share = unscaled[-1]["score_gradient_median"] / scaled[-1]["score_gradient_median"]
    mean_share = unscaled[-1]["score_gradient_mean"] / scaled[-1]["score_gradient_mean"]
    largest = training[str(max(TRAIN_DIMS))]
    final = {score: [r["final_loss"] for r in runs] for score, runs in largest.items()}
    trains_better = max(final["scaled_dot"]) < min(final["dot"])
    every = variance_holds and peaked and gradient_share <= VANISHED and trains_better
    return {
        "variance_over_d": [round(r, 4) for r in ratios],
        "variance_growth_exponent": round(slope, 4),
        "dims_whose_interval_holds_d": sum(within),
        "variance_grows_as_d": variance_holds,
        "unscaled_max_weight_at_largest_d": round(unscaled[-1]["max_weight"], 4),
        "scaled_max_weight_range": [round(min(scaled_max), 4), round(max(scaled_max), 4)],
        "unscaled_saturates_scaled_does_not": peaked,
        "median_score_gradient_share_at_largest_d": gradient_share,
        "mean_score_gradient_share_at_largest_d": mean_share,
        "unscaled_gradient_vanishes": gradient_share <= VANISHED,
        "final_loss_at_largest_trained_d": final,
        "scaled_trains_better_at_largest_d": trains_better,
        "state": "holds" if every else "does_not_hold",
    }


COLOURS = {"dot": "#d62728", "scaled_dot": "#1f77b4"}  # each score's words: report.*.figure.*


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Four panels: (a) variance, (b) peakedness, (c) gradient, (d) loss curves."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang, "figure")

    points = record["points"]
    dims = [p["dim"] for p in points]
    figure, axes = plt.subplots(2, 2, figsize=(11, 8), dpi=110)
    (variance, peak), (gradient, curves) = axes
    variance.plot(dims, dims, color="grey", linestyle=":", label=say("theory"))
    for score, colour in COLOURS.items():
        label = say(score)
        low = [p[score]["variance_interval"][0] for p in points]
        high = [p[score]["variance_interval"][1] for p in points]
        variance.plot(dims, [p[score]["variance"] for p in points], "o-", color=colour, label=label)
        variance.fill_between(dims, low, high, color=colour, alpha=0.2)
        peak.plot(dims, [p[score]["max_weight"] for p in points], "o-", color=colour, label=label)
        entropy = [p[score]["entropy"] / math.log(NUM_KEYS) for p in points]
        peak.plot(dims, entropy, "s--", color=colour, label=say("entropy", score=label))
        median = [p[score]["score_gradient_median"] for p in points]
        mean = [p[score]["score_gradient_mean"] for p in points]
        gradient.plot(dims, median, "o-", color=colour, label=say("median", score=label))
        gradient.plot(dims, mean, "s--", color=colour, label=say("mean", score=label))
    variance.set(title=say("variance"), ylabel=say("variance_axis"), yscale="log")
    peak.set(title=say("peak", keys=NUM_KEYS))
    gradient.set(title=say("gradient"), yscale="log")
    for axis in (variance, peak, gradient):
        axis.set_xscale("log", base=2)
        axis.set_xlabel(say("dim"))
    for dim, width in zip(TRAIN_DIMS, (0.8, 2.0), strict=True):  # the large d drawn heavier
        for score, runs in record["lookup"]["runs"][str(dim)].items():
            for i, result in enumerate(runs):
                name = say("run", dim=dim, score=say(score)) if i == 0 else None
                x, y = result["curve_steps"], result["curve_loss"]
                curves.plot(x, y, color=COLOURS[score], linewidth=width, alpha=0.8, label=name)
    curves.set(title=say("lookup"), xlabel=say("step"), ylabel=say("loss"))
    for axis in axes.flat:
        axis.grid(alpha=0.3)
        axis.legend(fontsize=7)
    if record["quick"]:
        figure.suptitle(say("quick"))
    figure.tight_layout()
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, the measurement, whether it holds."""
    say = sayer(NAME, lang)
    measured, held = _measurements(record, say), _does_it_hold(record, say)
    return report_page(NAME, record, lang, measured, held, after_quick=[say("query_gradient"), ""])


def _measurements(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """What was run, then the scores' variance, the softmax's saturation and the lookup."""
    lookup = record["lookup"]
    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            seconds=f"{record['seconds']:.0f}",
            platform=record["machine"]["platform"],
            queries=record["queries_per_dim"],
            keys=NUM_KEYS,
            value_dim=VALUE_DIM,
        ),
        "",
        say("variance_header"),
        "|---:|---|---:|",
    ]
    for p in record["points"]:
        u = p["dot"]
        low, high = u["variance_interval"]
        lines.append(
            f"| {p['dim']} | {u['variance']:.1f} [{low:.1f}, {high:.1f}] | "
            f"{u['variance'] / p['dim']:.3f} |"
        )
    lines += [
        "",
        say(
            "softmax",
            keys=NUM_KEYS,
            saturated_row=SATURATED_ROW,
            uniform_weight=f"{1 / NUM_KEYS:.3f}",
            uniform_entropy=f"{math.log(NUM_KEYS):.2f}",
        ),
        "",
        say("softmax_header"),
        "|---:|---|---|---|---|---|",
    ]
    for p in record["points"]:
        u, s = p["dot"], p["scaled_dot"]
        lines.append(
            f"| {p['dim']} | {u['max_weight']:.3f} / {s['max_weight']:.3f} | "
            f"{u['saturated_share']:.0%} / {s['saturated_share']:.0%} | {u['entropy']:.3f} / "
            f"{s['entropy']:.3f} | {u['score_gradient_median']:.2e} / "
            f"{s['score_gradient_median']:.2e} | {u['score_gradient_mean']:.2e} / "
            f"{s['score_gradient_mean']:.2e} |"
        )
    lines += [
        "",
        say(
            "lookup",
            pairs=PAIRS,
            key_vocab=KEY_VOCAB,
            value_vocab=VALUE_VOCAB,
            lr=f"{lookup['lr']:g}",
            batch=lookup["batch"],
            steps=lookup["steps"],
            seeds=lookup["seeds"],
            last=max(1, lookup["steps"] // CURVE_POINTS),
            chance=f"{math.log(VALUE_VOCAB):.2f}",
        ),
        "",
        say("lookup_header"),
        "|---:|---|---|---|",
    ]
    for dim, by_score in lookup["runs"].items():
        for score, runs in by_score.items():
            losses = ", ".join(f"{r['final_loss']:.3f}" for r in runs)
            accuracies = ", ".join(f"{r['accuracy']:.2f}" for r in runs)
            lines.append(f"| {dim} | {say(f'score.{score}')} | {losses} | {accuracies} |")
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The verdict, then each of its four parts with the numbers it rests on."""
    v = record["verdict"]
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict

    def yes(holds: bool) -> str:
        return say("yes" if holds else "no")

    return [
        f"**{say(state)}**",
        "",
        say(
            "part_a",
            answer=yes(v["variance_grows_as_d"]),
            low=f"{min(v['variance_over_d']):.3f}",
            high=f"{max(v['variance_over_d']):.3f}",
            tolerance=f"{TOLERANCE:.0%}",
            exponent=f"{v['variance_growth_exponent']:.3f}",
            covered=v["dims_whose_interval_holds_d"],
            dims=len(record["points"]),
        ),
        say(
            "part_b",
            answer=yes(v["unscaled_saturates_scaled_does_not"]),
            dim=DIMS[-1],
            unscaled=f"{v['unscaled_max_weight_at_largest_d']:.3f}",
            saturated=SATURATED,
            low=f"{v['scaled_max_weight_range'][0]:.3f}",
            high=f"{v['scaled_max_weight_range'][1]:.3f}",
            tolerance=TOLERANCE,
        ),
        say(
            "part_c",
            answer=yes(v["unscaled_gradient_vanishes"]),
            dim=DIMS[-1],
            median=f"{v['median_score_gradient_share_at_largest_d']:.2e}",
            vanished=VANISHED,
            mean=f"{v['mean_score_gradient_share_at_largest_d']:.2e}",
        ),
        say("part_d", answer=yes(v["scaled_trains_better_at_largest_d"]), dim=max(TRAIN_DIMS)),
    ]


EXPERIMENT = Experiment(
    name=NAME,
    summary="why scaled dot product divides by sqrt(d): variance of q.k, softmax saturation "
    "and its gradient against d, and a lookup trained with and without the scale",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["points"], record["lookup"]["runs"]),
    english=frozenset({"Adam", "sqrt"}),  # the optimiser; the source text's 除以 sqrt(d_k)
)
