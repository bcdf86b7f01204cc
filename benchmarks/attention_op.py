"""Speed and peak memory of the attention op, against plain PyTorch, in one run, one thread.

    .venv/bin/python benchmarks/attention_op.py            # N = 128 ... 8192: ~6 minutes idle
    .venv/bin/python benchmarks/attention_op.py --quick    # N = 128, 256: seconds

B 1, H 8, Dh 64, T = S = N, float32. Two paths of ``attnlab.attention``:
- with weights (``need_weights=True``, what every view of attention uses) against a plain
  ``softmax(q k^T / sqrt(d)) v`` (no mask, no safety for fully masked rows) and against the
  generic safe path, ``masked_softmax(scaled_dot(q, k), mask) @ v`` (what attnlab ran before);
- without weights against ``F.scaled_dot_product_attention``;
each without a mask and with a key padding mask (the last eighth of the keys hidden); and
the plain version's two matrix products alone (plain / products: where the scores stay in the
cache, the most any exact path could gain on plain).
Time: variants take turns within every repeat (load from other processes lands on all; the
order rotates from one repeat to the next; below N = 512 a turn is several calls in a row), the
median of the repeats, and the minimum (on a loaded machine, the run least disturbed by
other processes); ratios are taken within this run. Memory (no mask): every (variant, N)
runs once in a fresh subprocess, its inputs made, its peak resident set (Linux VmHWM) reset;
the peak is how far the resident set rose above that during the call: what the call allocates
at once.
Uses the public API only.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
import torch.nn.functional as F

from attnlab import attention, masked_softmax, masks, scores

ROOT = Path(__file__).resolve().parents[1]
BATCH, HEADS, HEAD_DIM = 1, 8, 64
Inputs = tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor | None]


def plain(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, mask: Any) -> Any:
    """softmax(q k^T / sqrt(d)) v as written in a tutorial; a mask filled with -inf."""
    score_matrix = query @ key.transpose(-2, -1) / math.sqrt(query.shape[-1])
    if mask is not None:
        score_matrix = score_matrix.masked_fill(~mask, float("-inf"))
    weights = torch.softmax(score_matrix, dim=-1)
    return weights @ value, weights


def generic(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, mask: Any) -> Any:
    """attnlab's generic safe path (any score function): scores, masked_softmax, read."""
    weights = masked_softmax(scores.scaled_dot(query, key), mask)
    return weights @ value, weights


def products(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, mask: Any) -> Any:
    """The plain version's two matrix products alone, (q k^T) v, unscaled: what any exact path
    computes. Where the scores stay in the cache (small N), plain / this bounds the speed-up
    any path can have over plain."""
    return (query @ key.transpose(-2, -1)) @ value, None


VARIANTS: dict[str, Callable[..., Any]] = {
    "plain": plain,
    "products": products,
    "generic": generic,
    "attention_weights": lambda q, k, v, m: attention(q, k, v, m, need_weights=True),
    "sdpa": lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
    "attention_no_weights": lambda q, k, v, m: attention(q, k, v, m),
}
# (numerator, denominator, name): speed-ups, > 1 means the attnlab path is faster.
RATIOS = [
    ("plain", "attention_weights", "weights_vs_plain"),
    ("generic", "attention_weights", "weights_vs_generic"),
    ("sdpa", "attention_no_weights", "no_weights_vs_sdpa"),
    ("plain", "products", "plain_vs_products"),
]


def make_inputs(size: int, masked: bool) -> Inputs:
    generator = torch.Generator().manual_seed(size)
    query, key, value = (
        torch.randn(BATCH, HEADS, size, HEAD_DIM, generator=generator) for _ in range(3)
    )
    lengths = torch.full((BATCH,), size - size // 8)
    mask = masks.padding_mask(lengths, max_len=size) if masked else None  # (B, 1, 1, S)
    return query, key, value, mask


def repeats_for(size: int, repeats: int) -> int:
    """More repeats where a call takes milliseconds (a burst of load elsewhere then moves the
    median less), at most 3 where one takes seconds."""
    if size <= 512:
        return 5 * repeats
    return repeats if size < 4096 else min(repeats, 3)


def calls_for(size: int) -> int:
    """Calls in a row per timed turn: a turn of about a millisecond or more (16 calls at
    N = 128, 4 at 256), where one call of a fraction of one is moved by any interruption."""
    return max(1, (512 // size) ** 2)


def time_size(size: int, masked: bool, repeats: int) -> dict[str, dict[str, Any]]:
    """Seconds a call of every variant at this size, variants taking turns, after one warm-up."""
    inputs = make_inputs(size, masked)
    runs: dict[str, list[float]] = {name: [] for name in VARIANTS}
    names = list(VARIANTS)
    calls = calls_for(size)
    for repeat in range(repeats + 1):
        # Each round starts one variant later: a call right after a large one (its memory just
        # freed, the cache flushed) runs slower, and that turn goes round.
        for name in names[repeat % len(names) :] + names[: repeat % len(names)]:
            started = time.perf_counter()
            for _ in range(calls):
                VARIANTS[name](*inputs)
            if repeat:  # the first round warms up
                runs[name].append((time.perf_counter() - started) / calls)
    return {
        name: {
            "median_s": statistics.median(values),
            "min_s": min(values),
            "runs": [round(v, 6) for v in values],
        }
        for name, values in runs.items()
    }


def resident_bytes(field: str) -> int:
    """VmRSS (now) or VmHWM (the peak since the last reset) of this process, in bytes."""
    status = Path("/proc/self/status").read_text()
    return int(re.search(rf"{field}:\s+(\d+) kB", status).group(1)) * 1024  # type: ignore[union-attr]


def measure_peak(variant: str, size: int) -> int:
    """In this (fresh) process: the growth of the resident set at its peak during one call."""
    VARIANTS[variant](*make_inputs(16, False))  # load the kernels first
    inputs = make_inputs(size, masked=False)
    Path("/proc/self/clear_refs").write_text("5")  # Linux: resets VmHWM to the current RSS
    before = resident_bytes("VmRSS")
    VARIANTS[variant](*inputs)
    return resident_bytes("VmHWM") - before


def peak_bytes(variant: str, size: int) -> int:
    """``measure_peak`` in a fresh subprocess: in this one, memory freed by earlier calls would
    be reused without growing the resident set."""
    code = (
        "import sys, torch; torch.set_num_threads(1); sys.path.insert(0, sys.argv[1]);"
        "import attention_op; print(attention_op.measure_peak(sys.argv[2], int(sys.argv[3])))"
    )
    arguments = [str(Path(__file__).parent), variant, str(size)]
    done = subprocess.run(
        [sys.executable, "-c", code, *arguments], capture_output=True, text=True, check=True
    )
    return int(done.stdout.split()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="N = 128, 256, 2 repeats")
    parser.add_argument("--sizes", default="128,256,512,1024,2048,4096,8192", help="N values")
    parser.add_argument(
        "--repeats",
        type=int,
        default=5,
        help="timed runs per variant (x5 to N = 512, <= 3 from 4096)",
    )
    parser.add_argument("--no-memory", action="store_true", help="skip the subprocess peaks")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    sizes = [128, 256] if args.quick else [int(n) for n in args.sizes.split(",")]
    repeats = 2 if args.quick else args.repeats
    torch.set_num_threads(1)
    started = time.perf_counter()
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "torch": torch.__version__,
        "shape": {"batch": BATCH, "heads": HEADS, "head_dim": HEAD_DIM, "dtype": "float32"},
        "threads": 1,
        "repeats": {n: repeats_for(n, repeats) for n in sizes},
        "calls_per_turn": {n: calls_for(n) for n in sizes},
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "note": args.note,
        "rows": [],
    }
    for masked in (False, True):
        for size in sizes:
            times = time_size(size, masked, repeats_for(size, repeats))
            row: dict[str, Any] = {"n": size, "mask": "padding" if masked else "none"}
            row["seconds"] = times
            row["ratios"], row["ratios_of_minima"] = (
                {name: times[a][stat] / times[b][stat] for a, b, name in RATIOS}
                for stat in ("median_s", "min_s")
            )
            if not (args.no_memory or masked):
                row["peak_mib"] = {name: peak_bytes(name, size) / 2**20 for name in VARIANTS}
            report["rows"].append(row)
            print(format_row(row), flush=True)
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report["total_s"] = round(time.perf_counter() - started, 1)
    suffix = "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"attention_op{suffix}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out} ({report['total_s']} s); peak resident set growth per call in MiB")
    return 0


def format_row(row: dict[str, Any]) -> str:
    """One line: N, mask, median ms per variant, the ratios, the peaks."""
    times = " ".join(f"{k} {v['median_s'] * 1e3:.1f}ms" for k, v in row["seconds"].items())
    ratios = " ".join(
        f"{k} {v:.2f}x (min {row['ratios_of_minima'][k]:.2f}x)" for k, v in row["ratios"].items()
    )
    peaks = " ".join(f"{k} {v:.0f}" for k, v in row.get("peak_mib", {}).items())
    return f"N={row['n']} mask={row['mask']}: {times} | {ratios} | MiB {peaks}"


if __name__ == "__main__":
    sys.exit(main())
