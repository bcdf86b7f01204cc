"""No positions: a Transformer without positional encodings, on a task that needs the order
of its input (reverse) and on one that does not (sort).

Without positions, self-attention and the feed-forward network treat every position alike:
permuting the source permutes the encoder's outputs the same way, and the decoder, which
reads them through attention, sees a set. Reversal must then fail, sorting need not.
Sources are distinct letters, so that sorting needs no counting: the next output is the
smallest source letter after the previous one. The same sources serve both tasks.
"""

from __future__ import annotations

import datetime
import math
import random
import string
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.data import BOS_ID, EOS_ID, Batch, Pair, collate
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
    Scored,
    accuracy_by_length,
    fit,
    letter_examples,
    one_thread,
    sample_batches,
    tiny_model,
)
from attnlab.results import verdict_state

NAME = "no-positions"
CLAIM = (
    "Self-attention by itself sees a set of vectors and does not naturally know their order. "
    "Without a position representation or a relative-position mechanism, swapping two tokens "
    "creates a structural ambiguity. [...] Without suitable position information, "
    "self-attention has difficulty telling order apart."
)
TASKS = {"reverse": "order-dependent", "sort": "order-free"}
POSITIONS = ("sinusoidal", "none")
ALPHABET, LENGTHS = 12, (3, 8)  # distinct letters per source
OPTIONS = {
    "hidden_dim": 64,
    "num_layers": 2,
    "num_heads": 4,
    "ffn_dim": 128,
    "dropout": 0.0,
    "norm": "pre",
}
BATCH, LR = 32, 1e-3
STEPS, QUICK_STEPS = 1200, 20
NUM_TRAIN, NUM_TEST, QUICK_TEST = 20000, 400, 24
LEARNED = 0.5  # a model learned its task: at least this greedy sequence accuracy
FAILS = 0.5  # fails: under this share of the same task's accuracy with positions
KEEPS = 0.9  # keeps: at least this share of it
EXACT = 1e-4  # float32: the encoder's outputs match, permuted, within this


def sources(count: int, seed: int) -> list[list[str]]:
    """``count`` distinct strings of distinct letters, LENGTHS long."""
    rng = random.Random(f"no-positions/{seed}")
    seen: set[tuple[str, ...]] = set()
    letters = string.ascii_lowercase[:ALPHABET]
    while len(seen) < count:
        seen.add(tuple(rng.sample(letters, rng.randint(*LENGTHS))))
    return [list(s) for s in sorted(seen, key=lambda s: (len(s), s))]


def pairs(task: str, strings: list[list[str]]) -> list[Pair]:
    """Source letters -> reversed or sorted letters."""
    target = (lambda s: s[::-1]) if task == "reverse" else sorted
    return [Pair(" ".join(s), " ".join(target(s))) for s in strings]


def test_batches(task: str, test: list[list[str]]) -> list[Batch]:
    """The test strings grouped by length (no padding), as letter ids."""
    examples = letter_examples(pairs(task, test))
    by_length: dict[int, list[Any]] = {}
    for example in examples:
        by_length.setdefault(len(example.src), []).append(example)
    return [collate(group) for _, group in sorted(by_length.items())]


def shuffled(batch: Batch, generator: torch.Generator) -> tuple[Batch, torch.Tensor]:
    """The batch with each source's letters permuted; order (B, S), shuffled = src[order]."""
    order = torch.stack(
        [torch.randperm(batch.src.shape[1], generator=generator) for _ in range(batch.size)]
    )
    return replace(batch, src=batch.src.gather(1, order)), order


def evaluate(model: Any, batches: list[Batch]) -> dict[str, Any]:
    """Greedy accuracy by length; what shuffling each source does to the encoder's outputs
    (compared position by position after undoing the shuffle) and to the greedy outputs."""
    model.eval()
    generator = torch.Generator().manual_seed(0)
    scored: dict[int, list[Scored]] = {}
    largest, unchanged, count = 0.0, 0, 0
    with torch.no_grad():
        for batch in batches:
            mask = batch.src_mask
            outputs = [
                h.tokens
                for h in greedy_search(
                    model, batch.src, mask, bos_id=BOS_ID, eos_id=EOS_ID, need_weights=False
                )
            ]
            references = [[str(i) for i in row] for row in batch.tgt_out[:, :-1].tolist()]
            # equal lengths, eos last; ids as strings, what accuracy_by_length compares
            hypotheses = [[str(i) for i in tokens] for tokens in outputs]
            scored[batch.src.shape[1]] = list(zip(hypotheses, references, strict=True))
            other, order = shuffled(batch, generator)
            memory = model.encode(batch.src, mask, need_weights=False).memory  # (B, S, D)
            permuted = model.encode(other.src, mask, need_weights=False).memory
            index = order[:, :, None].expand_as(memory)
            largest = max(largest, float((memory.gather(1, index) - permuted).abs().max()))
            again = greedy_search(
                model, other.src, mask, bos_id=BOS_ID, eos_id=EOS_ID, need_weights=False
            )
            unchanged += sum(h.tokens == o for h, o in zip(again, outputs, strict=True))
            count += batch.size
    by_length = accuracy_by_length(scored)
    right = sum(p["sequence_accuracy"] * p["count"] for p in by_length)
    tokens = sum(p["token_accuracy"] * p["count"] for p in by_length)
    return {
        "sequence_accuracy": right / count,
        "token_accuracy": tokens / count,
        "by_length": by_length,
        "encoder_largest_change_under_shuffle": largest,
        "outputs_unchanged_under_shuffle": unchanged / count,
    }


def train(task: str, positions: str, steps: int, train: list[list[str]], test: list[list[str]]):
    """One model trained on ``task`` with ``positions``, then evaluated."""
    torch.manual_seed(0)
    model = tiny_model("transformer", LETTER_OFFSET + ALPHABET, positions=positions, **OPTIONS)
    optimizer = torch.optim.Adam(model.parameters(), lr=LR)
    examples = letter_examples(pairs(task, train))
    fit(model, optimizer, sample_batches(examples, BATCH, seed=0), steps)
    return evaluate(model, test_batches(task, test))


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train every (task, positions), evaluate, write the figure, the JSON and the report."""
    if minutes is not None:
        raise ValueError(
            f"the {NAME} experiment trains a fixed {STEPS} steps; --minutes does not apply"
        )
    started = datetime.datetime.now(datetime.timezone.utc)
    steps = QUICK_STEPS if quick else STEPS
    strings = sources((400 if quick else NUM_TRAIN) + (QUICK_TEST if quick else NUM_TEST), 0)
    random.Random(1).shuffle(strings)
    test = strings[: QUICK_TEST if quick else NUM_TEST]
    train_strings = strings[len(test) :]
    with one_thread():
        results = {
            task: {p: train(task, p, steps, train_strings, test) for p in POSITIONS}
            for task in TASKS
        }
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "tasks": TASKS,
        "data": {
            "alphabet": ALPHABET,
            "lengths": list(LENGTHS),
            "distinct_letters": True,
            "train": len(train_strings),
            "test": len(test),
        },
        "model": {"family": "transformer", **OPTIONS},
        "training": {"steps": steps, "batch": BATCH, "lr": LR, "seed": 0},
        # guessing an order: a permutation of k letters is right once in k!
        "chance_sequence_accuracy": sum(1 / math.factorial(len(s)) for s in test) / len(test),
        "results": results,
        "verdict": verdict(results),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def verdict(results: dict[str, dict[str, dict[str, Any]]]) -> dict[str, Any]:
    """Reversal fails without positions, sorting keeps its accuracy, the encoder is exactly
    equivariant without positions and its outputs blind to the source order."""
    accuracy = {t: {p: r["sequence_accuracy"] for p, r in by.items()} for t, by in results.items()}
    reverse, sort = accuracy["reverse"], accuracy["sort"]
    learned = reverse["sinusoidal"] >= LEARNED and sort["sinusoidal"] >= LEARNED
    reverse_fails = reverse["none"] < FAILS * reverse["sinusoidal"]
    sort_keeps = sort["none"] >= KEEPS * sort["sinusoidal"]
    blind = [results[t]["none"] for t in TASKS]
    equivariant = all(r["encoder_largest_change_under_shuffle"] < EXACT for r in blind)
    order_blind = all(r["outputs_unchanged_under_shuffle"] == 1.0 for r in blind)
    every = learned and reverse_fails and sort_keeps and equivariant and order_blind
    return {
        "sequence_accuracy": accuracy,
        "with_positions_both_learned": learned,
        "order_dependent_fails_without_positions": reverse_fails,
        "order_free_keeps_accuracy_without_positions": sort_keeps,
        "encoder_equivariant_without_positions": equivariant,
        "outputs_blind_to_source_order_without_positions": order_blind,
        "state": "holds" if every else "does_not_hold",
    }


COLOURS = {"sinusoidal": "#1f77b4", "none": "#d62728"}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Sequence accuracy by length for each task, with and without positions."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    figure, axes = plt.subplots(1, 2, figsize=(12, 4.5), dpi=110, layout="constrained", sharey=True)
    for axis, (task, by) in zip(axes, record["results"].items(), strict=True):
        for positions, result in by.items():
            points = result["by_length"]
            x = [p["length"] for p in points]
            y = [p["sequence_accuracy"] for p in points]
            low = [p["sequence_accuracy"] - p["sequence_interval"][0] for p in points]
            high = [p["sequence_interval"][1] - p["sequence_accuracy"] for p in points]
            axis.errorbar(
                x,
                y,
                [low, high],
                marker="o",
                capsize=3,
                color=COLOURS[positions],
                label=say(
                    "figure.positions",
                    positions=say(f"positions.{positions}"),
                    overall=f"{result['sequence_accuracy']:.2f}",
                ),
            )
        lengths = sorted({p["length"] for r in by.values() for p in r["by_length"]})
        axis.plot(
            lengths,
            [1 / math.factorial(n) for n in lengths],
            "k:",
            linewidth=1,
            label=say("figure.guessing"),
        )
        axis.set(
            xlabel=say("figure.length"),
            ylim=(-0.02, 1.05),
            title=say(
                "figure.task", task=say(f"task.{task}"), kind=say(f"kind.{record['tasks'][task]}")
            ),
        )
        axis.grid(alpha=0.3)
        axis.legend(fontsize=7)
    axes[0].set_ylabel(say("figure.accuracy"))
    quick = say("figure.quick") if record["quick"] else ""
    figure.suptitle(
        say("figure.title", steps=record["training"]["steps"], quick=quick), fontsize=10
    )
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, the accuracies, the equivariance, whether it
    holds."""
    say = sayer(NAME, lang)
    chance = say("chance", chance=f"{record['chance_sequence_accuracy']:.3f}")
    measured = [*_measurements(record, say, lang), "", chance]
    held = _does_it_hold(record["verdict"], say)
    return report_page(NAME, record, lang, measured, held, notes=[say("decoder"), ""])


def _measurements(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """What was run, then each task's accuracy and shuffle test with and without positions."""
    training, data = record["training"], record["data"]
    # the model's options are its configuration keys: code in every language
    options = locales.translate(lang, "report.list_separator").join(
        f"`{k} {x}`" for k, x in record["model"].items() if k != "family"
    )
    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            seconds=f"{record['seconds']:.0f}",
            shortest=data["lengths"][0],
            longest=data["lengths"][1],
            alphabet=data["alphabet"],
            train=f"{data['train']:,}",
            test=data["test"],
            options=options,
            lr=training["lr"],
            batch=training["batch"],
            steps=training["steps"],
        ),
        "",
        say("header"),
        "|---|---|---:|---:|---:|---:|",
    ]
    for task, by in record["results"].items():
        for positions, r in by.items():
            lines.append(
                f"| {say(f'task.{task}')} | {say(f'positions.{positions}')} | "
                f"{r['sequence_accuracy']:.3f} | "
                f"{r['token_accuracy']:.3f} | {r['encoder_largest_change_under_shuffle']:.2g} | "
                f"{r['outputs_unchanged_under_shuffle']:.0%} |"
            )
    return lines


def _does_it_hold(v: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The verdict, then each of its parts with the accuracies it rests on."""
    accuracy = v["sequence_accuracy"]
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict

    def answer(found: bool) -> str:
        return say("yes" if found else "no")

    return [
        say("headline", headline=say(state)),
        "",
        say(
            "learned",
            answer=answer(v["with_positions_both_learned"]),
            reverse=f"{accuracy['reverse']['sinusoidal']:.2f}",
            sort=f"{accuracy['sort']['sinusoidal']:.2f}",
            learned=LEARNED,
        ),
        say(
            "reverse_fails",
            answer=answer(v["order_dependent_fails_without_positions"]),
            reverse=f"{accuracy['reverse']['none']:.2f}",
            fails=f"{FAILS:.0%}",
        ),
        say(
            "sort_keeps",
            answer=answer(v["order_free_keeps_accuracy_without_positions"]),
            sort=f"{accuracy['sort']['none']:.2f}",
            keeps=f"{KEEPS:.0%}",
        ),
        say(
            "equivariant",
            answer=answer(v["encoder_equivariant_without_positions"]),
            exact=f"{EXACT:g}",
            blind=answer(v["outputs_blind_to_source_order_without_positions"]),
        ),
    ]


EXPERIMENT = Experiment(
    name=NAME,
    summary="no positions: a Transformer without positional encodings on reverse "
    "(order-dependent) and sort (order-free); its encoder is permutation-equivariant",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["results"]),
    english=frozenset({"Adam", "Token"}),  # the optimiser; the source text's Token, quoted
)
