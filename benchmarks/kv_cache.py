"""A Transformer decoding step's time as the prefix grows: the growing KV cache against
``torch.cat`` on every step (the cache before), in one run, one thread.

    .venv/bin/python benchmarks/kv_cache.py             # prefixes to 512, batch 1 and 32: minutes
    .venv/bin/python benchmarks/kv_cache.py --quick     # prefixes to 64, batch 4: seconds

The model is the demo Transformer (configs/tatoeba-transformer.yaml: D 256, 4 heads, FFN 1024,
2 + 2 layers, 4,000-subword vocabularies), untrained; sources are 20 random tokens. A run
decodes ``max_prefix`` steps in a row (greedy, the weights not asked for, as translation does)
and times every step; the step at prefix t is the one whose cache holds t positions before it.
Reported per prefix: the median over a window of 8 steps from t and over the repeats; the two
caches take turns within every repeat. The cache before is reproduced with a ``KVCache``
subclass whose ``append`` concatenates. Also timed, apart from the model: one append of one
position to one layer's cache (the cache's own cost, without the attention that reads it), and
this machine's read rate from memory (one thread), which gives the least time a step's
attention can take to read the cache it holds.
Uses the public API only.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch

from attnlab.config import load_config
from attnlab.layers import KVCache
from attnlab.models import build_model
from attnlab.models.transformer import TransformerSeq2Seq

ROOT = Path(__file__).resolve().parents[1]
SOURCE_LENGTH, WINDOW = 20, 8


class ConcatenatingCache(KVCache):
    """The cache as it was: every append copies the whole prefix with ``torch.cat``."""

    def append(self, other: KVCache) -> KVCache:
        return ConcatenatingCache(
            torch.cat([self.key, other.key], dim=2), torch.cat([self.value, other.value], dim=2)
        )


def step_times(model: TransformerSeq2Seq, batch: int, steps: int, concatenate: bool) -> list[float]:
    """Seconds of each of ``steps`` decoding steps from an empty prefix."""
    generator = torch.Generator().manual_seed(batch)
    src = torch.randint(4, 4000, (batch, SOURCE_LENGTH), generator=generator)
    src_mask = torch.ones(batch, 1, 1, SOURCE_LENGTH, dtype=torch.bool)
    state = model.init_state(model.encode(src, src_mask, need_weights=False), src_mask)
    if concatenate:
        empty = state.self_caches[0].key
        state = replace(
            state, self_caches=tuple(ConcatenatingCache(empty, empty) for _ in range(2))
        )
    tokens = torch.full((batch,), 1)
    times = []
    for _ in range(steps):
        started = time.perf_counter()
        output = model.step(tokens, state, need_weights=False)
        times.append(time.perf_counter() - started)
        state, tokens = output.state, output.logits.argmax(-1)
    return times


def append_times(batch: int, steps: int, concatenate: bool) -> list[float]:
    """Seconds of each of ``steps`` appends of one position to one layer's cache from empty:
    the cache's own cost, without the attention that reads it (the demo's shapes: 4 heads of
    64)."""
    empty = torch.zeros(batch, 4, 0, 64)
    cache: KVCache = ConcatenatingCache(empty, empty) if concatenate else KVCache(empty, empty)
    times = []
    for _ in range(steps):
        new = KVCache(torch.randn(batch, 4, 1, 64), torch.randn(batch, 4, 1, 64))
        started = time.perf_counter()
        cache = cache.append(new)
        times.append(time.perf_counter() - started)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="prefixes to 64, batch 4")
    parser.add_argument("--repeats", type=int, default=3, help="decodings per cache and batch")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    torch.manual_seed(0)
    prefixes = [8, 16, 32, 64] if args.quick else [8, 16, 32, 64, 128, 256, 512]
    batches = [4] if args.quick else [1, 32]
    repeats = 1 if args.quick else args.repeats
    config = load_config(ROOT / "configs" / "tatoeba-transformer.yaml")
    model = build_model(config.model, 4000, 4000)
    assert isinstance(model, TransformerSeq2Seq)
    model.eval()
    started = time.perf_counter()
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "torch": torch.__version__,
        "threads": 1,
        "repeats": repeats,
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "note": args.note,
        "rows": [],
    }
    steps = prefixes[-1] + WINDOW
    rate = read_rate()
    report["read_gb_per_s"] = round(rate / 1e9, 2)
    layers, hidden_dim = config.model.options.num_layers, config.model.options.hidden_dim
    with torch.inference_mode():
        for batch in batches:
            runs: dict[str, list[list[float]]] = {"growing": [], "concatenating": []}
            appends: dict[str, list[list[float]]] = {"growing": [], "concatenating": []}
            for _ in range(repeats + 1):  # the first round warms up
                for name in runs:
                    runs[name].append(step_times(model, batch, steps, name == "concatenating"))
                    appends[name].append(append_times(batch, steps, name == "concatenating"))
            for prefix in prefixes:
                row: dict[str, Any] = {"batch": batch, "prefix": prefix}
                for name in runs:
                    row[f"{name}_ms"] = window_median(runs[name], prefix) * 1e3
                    row[f"{name}_append_us"] = window_median(appends[name], prefix) * 1e6
                # The least time reading the cache can take at this rate.
                row["cache_read_floor_ms"] = (
                    cache_bytes(batch, prefix, layers, hidden_dim) / rate * 1e3
                )
                report["rows"].append(row)
            first = report["rows"][-len(prefixes)]
            for row in report["rows"][-len(prefixes) :]:
                for name in runs:
                    row[f"{name}_vs_prefix_{prefixes[0]}"] = row[f"{name}_ms"] / first[f"{name}_ms"]
                print(format_row(row), flush=True)
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report["total_s"] = round(time.perf_counter() - started, 1)
    suffix = "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"kv_cache{suffix}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out} ({report['total_s']} s)")
    return 0


def read_rate() -> float:
    """Bytes a second one thread reads from memory here: the median of 7 sums over 256 MiB
    (after one warm-up), far more than any cache holds."""
    data = torch.ones(64 * 2**20)  # 256 MiB of float32
    times = []
    for _ in range(8):
        started = time.perf_counter()
        data.sum()
        times.append(time.perf_counter() - started)
    return data.numel() * data.element_size() / statistics.median(times[1:])


def cache_bytes(batch: int, prefix: int, layers: int, hidden_dim: int) -> int:
    """Bytes of cached keys and values a step's self-attention reads: every layer's t keys and
    t values of ``hidden_dim`` float32 numbers per sentence."""
    return layers * 2 * batch * prefix * hidden_dim * 4


def window_median(decodings: list[list[float]], prefix: int) -> float:
    """The median of the WINDOW steps from ``prefix`` over every decoding but the warm-up."""
    return statistics.median(t for times in decodings[1:] for t in times[prefix : prefix + WINDOW])


def format_row(row: dict[str, Any]) -> str:
    """One line: batch, prefix, step ms of both caches, each against its shortest prefix."""
    return (
        f"batch {row['batch']:>2} prefix {row['prefix']:>3}: growing {row['growing_ms']:.2f} ms "
        f"({row['growing_vs_prefix_8']:.2f}x), concatenating {row['concatenating_ms']:.2f} ms "
        f"({row['concatenating_vs_prefix_8']:.2f}x); one append alone: growing "
        f"{row['growing_append_us']:.1f} us, concatenating "
        f"{row['concatenating_append_us']:.1f} us; reading the cache takes at least "
        f"{row['cache_read_floor_ms']:.2f} ms"
    )


if __name__ == "__main__":
    sys.exit(main())
