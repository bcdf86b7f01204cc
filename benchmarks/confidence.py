"""What each confidence signal (``attnlab.confidence.signals``) adds to decoding, on the
shipped models, one thread: seconds for the first N test sources decoded as the model ships
(its beam), then for their signals with nothing optional (probabilities and entropy: one
teacher-forced pass), with each optional signal alone, and with all of them, as
``translate --confidence`` computes them. Medians of several rounds; each cost also as a
ratio to decoding within its round.

    .venv/bin/python benchmarks/confidence.py                 # 200 sources, 5 rounds
    .venv/bin/python benchmarks/confidence.py --sentences 20 --rounds 1   # a smoke run

Writes benchmarks/results/confidence.json. Run it on idle cores: a busy core makes it
meaningless.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import torch

from attnlab.confidence.signals import SIGNALS, signals
from attnlab.data import load_corpus
from attnlab.runs import load_run
from attnlab.translation import Translator

ROOT = Path(__file__).resolve().parents[1]
MODELS = ("rnnsearch", "luong", "transformer", "fixed-context")
PARTS: dict[str, tuple[str, ...]] = {
    "probabilities": (),
    **{name: (name,) for name in SIGNALS},
    "all": SIGNALS,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sentences", type=int, default=200, help="first N test sources")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/confidence.json")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "torch": torch.__version__,
        "threads": 1,
        "sentences": args.sentences,
        "rounds": args.rounds,
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "models": {},
    }
    for name in MODELS:
        run = load_run(name)
        translator = Translator(run)
        sources = load_corpus(run.config.data.corpus).references("test")[0][: args.sentences]
        translator.translate(sources[:10], need_weights=False)  # warm-up
        rounds: dict[str, list[float]] = {"decode": [], **{part: [] for part in PARTS}}
        ratios: dict[str, list[float]] = {part: [] for part in PARTS}
        for _ in range(args.rounds):
            started = time.perf_counter()
            found = translator.translate(sources, need_weights=False)
            rounds["decode"].append(time.perf_counter() - started)
            pairs = [(t.source, t.target) for t in found]
            for part, include in PARTS.items():
                started = time.perf_counter()
                signals(run, pairs, include=include)
                rounds[part].append(time.perf_counter() - started)
                ratios[part].append(rounds[part][-1] / rounds["decode"][-1])
        report["models"][name] = {
            "beam_size": run.config.decode.beam_size,
            "seconds": {part: round(statistics.median(s), 3) for part, s in rounds.items()},
            "times_decoding": {part: round(statistics.median(r), 2) for part, r in ratios.items()},
        }
        print(name, report["models"][name], flush=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
