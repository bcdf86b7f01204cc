"""Does `attnlab explain --input` gain from bigger batches? The same sentences explained on one
thread with the passes of integrated gradients, occlusion and the faithfulness perturbations
cut into batches of 64, 256 (attnlab's MAX_BATCH) and 1,024 rows. Batching across sentences
could only make batches bigger and fewer, so if 1,024 is no faster than 256 it would buy
nothing here.

    .venv/bin/python benchmarks/explain_batches.py                 # rnnsearch and transformer
    .venv/bin/python benchmarks/explain_batches.py --models luong --rounds 3

Each round explains the sentences once per batch size, the sizes interleaved so that drifts of
the machine hit each alike; medians over the rounds. Prints one line per model and size and
writes benchmarks/results/explain-batches.json.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import statistics
import time
from pathlib import Path

import torch

from attnlab import pretrained
from attnlab.explain import explanation
from attnlab.runs import load_run

SIZES = (64, 256, 1024)
SENTENCES = (
    "我喜欢喝茶。",
    "那只黑猫安静地坐在窗边。",
    "他每天早上六点起床。",
    "这本书很有意思，我已经读了两遍。",
    "明天会下雨吗？",
    "你叫什么名字？",
)
OUT = Path(__file__).resolve().parent / "results" / "explain-batches.json"


# The modules that cut passes into batches (by import_module: attnlab.explain exports functions
# of the same names as two of them)
BATCHING = ("attribution", "faithfulness", "occlusion")


def set_batch(size: int) -> None:
    """MAX_BATCH as each module that cuts passes into batches reads it."""
    for name in BATCHING:
        module = importlib.import_module(f"attnlab.explain.{name}")
        assert hasattr(module, "MAX_BATCH"), name
        setattr(module, "MAX_BATCH", size)  # noqa: B010 (a module found by name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=["rnnsearch", "transformer"])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(1)
    results: dict[str, dict[str, float]] = {}
    for name in args.models:
        run = load_run(pretrained.resolve(name))
        explanation.explain(run, SENTENCES[0])  # warm up: first calls build kernels
        seconds: dict[int, list[float]] = {size: [] for size in SIZES}
        for _ in range(args.rounds):
            for size in SIZES:
                set_batch(size)
                started = time.perf_counter()
                for sentence in SENTENCES:
                    explanation.explain(run, sentence)
                seconds[size].append(time.perf_counter() - started)
        results[name] = {str(size): statistics.median(times) for size, times in seconds.items()}
        for size in SIZES:
            print(f"{name}: batches of {size}: {results[name][str(size)]:.2f} s", flush=True)
    set_batch(256)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    record = {
        "sentences": list(SENTENCES),
        "threads": 1,
        "rounds": args.rounds,
        "seconds_median": results,
        "machine": platform.platform(),
        "torch": torch.__version__,
    }
    OUT.write_text(json.dumps(record, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
