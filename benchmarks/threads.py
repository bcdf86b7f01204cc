"""Decoding threads: `attnlab translate --threads auto` beside 1 and 2 threads, on an idle
machine and beside a process that holds one core.

    .venv/bin/python benchmarks/threads.py                    # rnnsearch, 300 sentences, 5 runs
    .venv/bin/python benchmarks/threads.py --quick            # a smoke run: not a result

Each measurement is one `attnlab translate RUN --threads T --quiet` process over the first N
test sources (greedy unless --beam), timed from start to exit (the model load included, as a
user meets it), and its output hashed: every setting must translate identically. "Under load"
runs one busy Python loop beside it (as a training on the other core would) and waits until the
one-minute load average shows it, since that is what `auto` reads. Medians of --repeats runs,
the settings interleaved so that drifts of the machine hit each alike; on the idle machine each
`auto` run first waits for the load average to fall under 0.5. Writes
benchmarks/results/threads.json (--quick: threads-quick.json, not kept).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from attnlab.config import load_saved_config
from attnlab.data import load_corpus
from attnlab.runs import find_run

ROOT = Path(__file__).resolve().parents[1]
SETTINGS = ("auto", "1", "2")
Result = TypeVar("Result")
BUSY_LOOP = "while True: pass"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("run", nargs="?", default="rnnsearch", help="run or shipped model")
    parser.add_argument("--sentences", type=int, default=300, help="test sources (300)")
    parser.add_argument("--beam", type=int, default=1, help="beam size (1)")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each setting (5)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: not a result")
    args = parser.parse_args(argv)
    if args.quick:
        args.sentences, args.repeats = 20, 1
    config = load_saved_config(find_run(args.run).config)
    sources, _references = load_corpus(config.data.corpus).references("test")
    with tempfile.TemporaryDirectory() as folder:
        source_file = Path(folder) / "sources.txt"
        source_file.write_text("\n".join(sources[: args.sentences]) + "\n", encoding="utf-8")
        conditions = {
            "idle": measure(args, source_file, settle_below=0.5),
            "one core busy": under_load(lambda: measure(args, source_file, settle_below=None)),
        }
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "run": args.run,
        "sentences": args.sentences,
        "beam": args.beam,
        "repeats": args.repeats,
        "seconds": conditions,
        "machine": {
            "cpu_count": os.cpu_count(),
            "usable_cores": len(os.sched_getaffinity(0)),
            "python": platform.python_version(),
        },
    }
    out = ROOT / "benchmarks" / "results" / ("threads-quick.json" if args.quick else "threads.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    for condition, by_setting in conditions.items():
        cells = ", ".join(f"{t}: {v['median']:.2f} s" for t, v in by_setting.items())
        print(f"{condition}: {cells}")
    print(f"wrote {out}")
    return 0


def measure(
    args: argparse.Namespace, source_file: Path, settle_below: float | None
) -> dict[str, dict[str, Any]]:
    """Seconds of each setting, {setting: {median, runs, load_average}}, checking that they
    translate alike. ``settle_below``: before each `auto` run, wait until the load average
    falls under it (the runs before it raise the average that `auto` reads)."""
    runs: dict[str, list[float]] = {setting: [] for setting in SETTINGS}
    loads: dict[str, list[float]] = {setting: [] for setting in SETTINGS}
    outputs: set[str] = set()
    for _ in range(args.repeats):
        for setting in SETTINGS:
            if setting == "auto" and settle_below is not None:
                wait_for_load(lambda load: load < settle_below)
            loads[setting].append(round(os.getloadavg()[0], 2))
            seconds, output = translate_once(args, source_file, setting)
            runs[setting].append(round(seconds, 3))
            outputs.add(output)
    if len(outputs) != 1:
        raise SystemExit("the thread settings translated differently: a bug, not a speed")
    return {
        t: {"median": statistics.median(v), "runs": v, "load_average": loads[t]}
        for t, v in runs.items()
    }


def wait_for_load(ready: Callable[[float], bool], limit_s: float = 180) -> None:
    """Sleep until ``ready(load average)`` or ``limit_s`` has passed."""
    deadline = time.monotonic() + limit_s
    while not ready(os.getloadavg()[0]) and time.monotonic() < deadline:
        time.sleep(2)


def translate_once(args: argparse.Namespace, source_file: Path, threads: str) -> tuple[float, str]:
    """One `attnlab translate` process: its wall seconds and the sha256 of what it printed."""
    command = [sys.executable, "-m", "attnlab", "translate", args.run, "--threads", threads]
    command += ["--beam", str(args.beam), "--quiet"]
    # OMP_NUM_THREADS would override --threads: the flag is what is measured.
    env = {key: value for key, value in os.environ.items() if key != "OMP_NUM_THREADS"}
    with source_file.open("rb") as stdin:
        start = time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, env=env, stdin=stdin, capture_output=True)
        seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr.decode()}")
    return seconds, hashlib.sha256(done.stdout).hexdigest()


def under_load(work: Callable[[], Result]) -> Result:
    """``work()`` beside a busy loop on one core, once the load average has seen it."""
    busy = subprocess.Popen([sys.executable, "-c", BUSY_LOOP])
    try:
        wait_for_load(lambda load: load >= 0.9)
        return work()
    finally:
        busy.kill()
        busy.wait()


if __name__ == "__main__":
    sys.exit(main())
