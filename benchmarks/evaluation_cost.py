"""What one evaluation of a training costs, as the trainer makes it (``TranslationTask``): the
dev loss over the whole dev split, dev BLEU of greedy outputs on the first
``train.dev_bleu_sentences`` dev sources, and the probes' history entry; one thread, medians of
several rounds, on trained runs (their best weights). So that evaluating more often is priced:
k more evaluations add k times the total.

    .venv/bin/python benchmarks/evaluation_cost.py runs/tatoeba-bahdanau runs/tatoeba-fixed-context

Writes benchmarks/results/evaluation_cost.json. Run it on an idle core.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch

from attnlab.config import load_saved_config
from attnlab.data import load_corpus
from attnlab.runs import RunFiles
from attnlab.training.distributed import World
from attnlab.training.tasks import TranslationTask
from attnlab.weights import load_weights

ROOT = Path(__file__).resolve().parents[1]


def seconds(work: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return round(statistics.median(times), 3)


def measure(run_dir: Path, rounds: int) -> dict[str, Any]:
    files = RunFiles(run_dir)
    config = load_saved_config(files.config)
    task = TranslationTask(replace(config, run_dir=str(run_dir)))
    task.corpus = load_corpus(config.data.corpus)
    task.prepare(torch.device("cpu"), World())
    load_weights(task.model, files.best_weights)
    task.model.eval()
    with tempfile.TemporaryDirectory() as scratch, torch.no_grad():
        parts = {
            "dev_loss": seconds(task.dev_loss, rounds),
            "dev_bleu": seconds(task.dev_scores, rounds),
            "history": seconds(lambda: task.keep_history(Path(scratch), 0, 0.0), rounds),
        }
    return {
        "family": config.model.family,
        "dev_pairs": len(task.corpus.dev),
        "dev_bleu_sentences": config.train.dev_bleu_sentences,
        "probe_sentences": config.train.probe_sentences,
        "seconds": {**parts, "total": round(sum(parts.values()), 3)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--out", type=Path, default=ROOT / "benchmarks/results/evaluation_cost.json"
    )
    args = parser.parse_args()
    torch.set_num_threads(1)
    found = {
        "command": " ".join(["python", *sys.argv]),
        "machine": {"processor": platform.processor() or platform.machine(), "threads": 1},
        "rounds": args.rounds,
        "runs": {run.name: measure(run, args.rounds) for run in args.runs},
    }
    args.out.write_text(json.dumps(found, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(found["runs"], indent=2))


if __name__ == "__main__":
    main()
