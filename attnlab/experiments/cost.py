"""The quadratic cost of attention: time and peak memory of one self-attention call as the
length T grows, on three paths of ``attnlab.functional.attention``: the additive score (a
(T, T, A) tensor), scaled dot with its weights returned (a (T, T) matrix) and the fused
kernel (``F.scaled_dot_product_attention``, which never forms the matrix on this build).

One thread, inference (no autograd), the median of several repeats; the growth exponent is a
least-squares line through log time (log memory) against log T over the longer lengths.
"""

from __future__ import annotations

import contextlib
import ctypes
import datetime
import gc
import hashlib
import math
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_page,
    sayer,
    write_results,
)
from attnlab.functional import attention
from attnlab.results import verdict_state
from attnlab.scores import AdditiveScore

NAME = "cost"
CLAIM = (
    "Parallel does not mean the computation is free. Standard self-attention forms the "
    "matrix of pairwise scores between positions of a length-T sequence, whose number of "
    "elements grows as T^2. When sequences are long, both computation and memory become the "
    "bottleneck."
)
METHODS = {  # name -> (label, longest length: the additive score's (T, T, A) tensor is 1 GiB)
    "additive": ("additive score v^T tanh(W q + U k)", 2048),
    "weights": ("scaled dot, weights returned", 8192),
    "fused": ("scaled dot, fused kernel (SDPA)", 8192),
}
LENGTHS, QUICK_LENGTHS = (128, 256, 512, 1024, 2048, 4096, 8192), (32, 64, 128)
DIM = 64  # one head: query, key and value of dimension D; the additive score's A = D
REPEATS, QUICK_REPEATS = 5, 2  # timed calls per point, after one warm-up call
FIT_FROM = 512  # the exponent is fitted on lengths from here (shorter: fixed overheads)
QUADRATIC = (1.7, 2.3)  # an exponent in this range is quadratic; time: at least the lower end
LINEAR = 1.3  # a memory exponent at most this is (near) linear
WALL_SECONDS = 1.0  # the longest length one call handles within this time
# the measured code: attention() in functional.py; its weights path runs in chunked_attention.py
MEASURED_CODE = ("functional.py", "chunked_attention.py")


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Time and measure every path at every length; write the figure, the JSON, the report."""
    if minutes is not None:
        raise ValueError(f"the {NAME} experiment times fixed lengths; --minutes does not apply")
    started = datetime.datetime.now(datetime.timezone.utc)
    lengths, repeats = (QUICK_LENGTHS, QUICK_REPEATS) if quick else (LENGTHS, REPEATS)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # the cost of one core; other work shares the machine
    try:
        measured = {
            method: [measure(method, n, repeats) for n in lengths if n <= longest]
            for method, (_, longest) in METHODS.items()
        }
    finally:
        torch.set_num_threads(threads)
    fit_from = lengths[0] if quick else FIT_FROM
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "setup": {
            "batch": 1,
            "heads": 1,
            "dim": DIM,
            "additive_hidden": DIM,
            "dtype": "float32",
            "threads": 1,
            "repeats": repeats,
            "autograd": False,
        },
        "code": {f"attnlab/{name}": code_version(name) for name in MEASURED_CODE},
        "methods": {
            m: {"label": label, "points": measured[m]} for m, (label, _) in METHODS.items()
        },
        "fit_from_length": fit_from,
        "verdict": verdict(measured, fit_from),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def attention_call(method: str, length: int) -> Callable[[], torch.Tensor | None]:
    """One self-attention call over ``length`` positions by ``method``, inputs made once."""
    generator = torch.Generator().manual_seed(length)
    # (B, H, T, D) as in the models: SDPA's CPU flash kernel takes 4-d inputs only
    query, key, value = torch.randn(3, 1, 1, length, DIM, generator=generator)
    if method == "additive":
        torch.manual_seed(0)
        score = AdditiveScore(DIM, DIM, DIM)
        return lambda: attention(query, key, value, score=score)[0]
    if method == "weights":
        return lambda: attention(query, key, value, need_weights=True)[1]  # (1, T, T)
    return lambda: attention(query, key, value)[0]  # (1, T, D)


def measure(method: str, length: int, repeats: int) -> dict[str, Any]:
    """The median seconds of ``repeats`` calls (after a warm-up) and the peak memory of one."""
    call = attention_call(method, length)
    with torch.no_grad():
        call()  # warm-up: first-call allocations and kernel selection
        seconds = []
        for _ in range(repeats):
            begin = time.perf_counter()
            call()
            seconds.append(time.perf_counter() - begin)
        peak = peak_extra_bytes(call)
    seconds.sort()
    return {
        "length": length,
        "seconds": seconds[len(seconds) // 2],
        "seconds_all": seconds,
        "peak_bytes": peak,
        "score_matrix_bytes": 4 * length * length,  # one float32 (T, T) matrix, for scale
    }


def peak_extra_bytes(call: Callable[[], object]) -> int | None:
    """The growth of the process's peak resident memory during ``call()``, or None off Linux.
    Linux's peak (VmHWM) is reset by writing 5 to /proc/self/clear_refs; freed heap memory is
    first handed back to the system so the baseline is what is really live."""
    try:
        reset = open("/proc/self/clear_refs", "w")  # noqa: SIM115 (closed below)
    except OSError:
        return None
    gc.collect()
    with contextlib.suppress(OSError):  # not glibc: the baseline may hold freed memory
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    before = status_kib("VmRSS")
    with reset:
        reset.write("5")
    result = call()
    peak = status_kib("VmHWM")
    del result
    return max(0, peak - before) * 1024


def status_kib(field: str) -> int:
    """A memory field of /proc/self/status, in KiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    raise RuntimeError(f"/proc/self/status has no {field}")


def code_version(name: str) -> dict[str, Any]:
    """Which attnlab/``name`` was measured: its last commit, whether the working tree changes
    it, and a hash of the file as it was."""
    path = Path(__file__).parents[1] / name

    def git(*args: str) -> str:
        try:
            done = subprocess.run(
                ["git", *args], cwd=path.parent, capture_output=True, text=True, timeout=10
            )
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return done.stdout.strip()

    last = git("log", "-1", "--format=%H %cI", "--", path.name).split()
    return {
        "last_commit": last[0] if last else None,
        "last_commit_date": last[1] if last else None,
        "uncommitted_changes": bool(git("status", "--porcelain", "--", path.name)),
        "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
    }


def exponent(points: list[dict[str, Any]], field: str, fit_from: int) -> float | None:
    """The slope of log field against log T over lengths >= fit_from (None: under 2 points)."""
    pairs = [
        (math.log(p["length"]), math.log(p[field]))
        for p in points
        if p["length"] >= fit_from and p[field]
    ]
    if len(pairs) < 2:
        return None
    mean_x = sum(x for x, _ in pairs) / len(pairs)
    mean_y = sum(y for _, y in pairs) / len(pairs)
    spread = sum((x - mean_x) ** 2 for x, _ in pairs)
    return round(sum((x - mean_x) * (y - mean_y) for x, y in pairs) / spread, 3)


def verdict(measured: dict[str, list[dict[str, Any]]], fit_from: int) -> dict[str, Any]:
    """Time: at least quadratic on every path (more when a matrix outgrows the caches)?
    Memory: quadratic where the weights are formed, and linear in the fused kernel (the
    condition under which the memory wall is avoided)."""
    low, high = QUADRATIC
    time_exponents = {m: exponent(p, "seconds", fit_from) for m, p in measured.items()}
    memory_exponents = {m: exponent(p, "peak_bytes", fit_from) for m, p in measured.items()}
    time_quadratic = all(e is not None and e >= low for e in time_exponents.values())
    explicit = [memory_exponents[m] for m in ("additive", "weights")]
    memory_quadratic = all(e is not None and low <= e <= high for e in explicit)
    fused_memory = memory_exponents["fused"]
    fused_linear = fused_memory is not None and fused_memory <= LINEAR
    wall = {
        m: max((p["length"] for p in points if p["seconds"] <= WALL_SECONDS), default=None)
        for m, points in measured.items()
    }
    longest = {m: points[-1] for m, points in measured.items()}
    return {
        "time_exponent": time_exponents,
        "memory_exponent": memory_exponents,
        "time_at_least_quadratic_on_every_path": time_quadratic,
        "time_above_quadratic": [m for m, e in time_exponents.items() if e and e > high],
        "memory_is_quadratic_where_weights_are_formed": memory_quadratic,
        "fused_memory_is_linear": fused_linear,
        "longest_length_within_wall_seconds": wall,
        "seconds_at_longest": {m: p["seconds"] for m, p in longest.items()},
        "state": "holds" if time_quadratic and memory_quadratic else "does_not_hold",
    }


COLOURS = {"additive": "#d62728", "weights": "#1f77b4", "fused": "#2ca02c"}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Time and peak memory against T, log-log, with a T^2 guide through each path's last point."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    figure, (timing, memory) = plt.subplots(1, 2, figsize=(12, 4.6), dpi=110, layout="constrained")
    v = record["verdict"]
    for method, result in record["methods"].items():
        points, colour = result["points"], COLOURS[method]
        x = [p["length"] for p in points]
        for axis, field, fitted in (
            (timing, "seconds", v["time_exponent"][method]),
            (memory, "peak_bytes", v["memory_exponent"][method]),
        ):
            y = [p[field] / (1 if field == "seconds" else 2**20) for p in points]
            kept = [(a, b) for a, b in zip(x, y, strict=True) if b > 0]  # log scale: no zeros
            if not kept:
                continue
            label = say(f"method.{method}")  # the record's label, in ``lang``
            if fitted is not None:
                label = say("plot.slope", method=label, slope=fitted)
            axis.plot(*zip(*kept, strict=True), "o-", color=colour, label=label)
            last_x, last_y = kept[-1]
            guide = [last_y * (n / last_x) ** 2 for n in x]
            axis.plot(x, guide, ":", color=colour, linewidth=0.8)
    timing.axhline(WALL_SECONDS, color="grey", linewidth=0.8, linestyle="--")
    timing.set(ylabel=say("plot.time_y"), title=say("plot.time_title"))
    memory.set(ylabel=say("plot.memory_y"), title=say("plot.memory_title"))
    for axis in (timing, memory):
        axis.set(xscale="log", yscale="log", xlabel=say("plot.x"))
        axis.grid(alpha=0.3, which="both")
        axis.legend(fontsize=7, title=say("plot.guide"), title_fontsize=7)
    title = say("plot.title", dim=DIM, fit_from=record["fit_from_length"])
    figure.suptitle(title + ("\n" + say("plot.quick") if record["quick"] else ""), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, the table of measurements, whether it holds and
    where."""
    say = sayer(NAME, lang)
    measured, held = _measurements(record, say), _does_it_hold(record, say, lang)
    return report_page(NAME, record, lang, measured, held, notes=[say("noise"), ""])


def _measurements(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """What was run on which code, then each path's time and memory by length."""

    def answer(found: bool) -> str:
        return say("yes" if found else "no")

    lengths = sorted({p["length"] for r in record["methods"].values() for p in r["points"]})
    code = say("code_separator").join(
        say(
            "code",
            path=path,
            commit=version["last_commit"],
            date=version["last_commit_date"],
            changes=answer(version["uncommitted_changes"]),
            sha256=version["sha256"][:16],
        )
        for path, version in record["code"].items()
    )
    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            seconds=f"{record['seconds']:.0f}",
            platform=record["machine"]["platform"],
            torch=record["machine"]["torch"],
            dim=DIM,
            repeats=record["setup"]["repeats"],
            hidden=record["setup"]["additive_hidden"],
            additive_longest=METHODS["additive"][1],
            code=code,
        ),
        "",
        "| T | "
        + " | ".join(say("cell_header", method=m) for m in record["methods"])
        + f" | {say('matrix_header')} |",
        "|---:|" + "---|" * len(record["methods"]) + "---:|",
    ]
    for n in lengths:
        cells = []
        for result in record["methods"].values():
            point = next((p for p in result["points"] if p["length"] == n), None)
            cells.append(
                "-"
                if point is None
                else f"{1000 * point['seconds']:.3g} / "
                + ("?" if point["peak_bytes"] is None else f"{point['peak_bytes'] / 2**20:.3g}")
            )
        lines.append(f"| {n} | " + " | ".join(cells) + f" | {4 * n * n / 2**20:.3g} |")
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The verdict, each path's exponents, then its time and memory halves."""
    v = record["verdict"]

    def answer(found: bool) -> str:
        return say("yes" if found else "no")

    time_exp, memory_exp = v["time_exponent"], v["memory_exponent"]
    wall = v["longest_length_within_wall_seconds"]
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict
    if state == "holds" and v["fused_memory_is_linear"]:
        state = "holds_fused_linear"  # the memory half holds only where the matrix is formed
    detail = say("fit", fit_from=record["fit_from_length"], low=QUADRATIC[0], high=QUADRATIC[1])
    lines = [
        locales.translate(lang, "report.verdict", headline=say(state), detail=detail),
        "",
        say("exponents_header", wall=f"{WALL_SECONDS:g}"),
        "|---|---:|---:|---:|---:|",
    ]
    for method in record["methods"]:
        lines.append(
            f"| {say('method.' + method)} | {time_exp[method]} | {memory_exp[method]} | "
            f"{wall[method]} | {v['seconds_at_longest'][method]:.3g} |"
        )
    above = v["time_above_quadratic"]
    separator = locales.translate(lang, "report.list_separator")
    faster = separator.join(f"`{m}`" for m in above)  # the paths' keys, as in the table
    lines += [
        "",
        say(
            "time",
            answer=answer(v["time_at_least_quadratic_on_every_path"]),
            above=say("time_above", methods=faster) if above else "",
            fused=time_exp["fused"],
            weights=time_exp["weights"],
            length=record["methods"]["fused"]["points"][-1]["length"],
            ratio=f"{v['seconds_at_longest']['weights'] / v['seconds_at_longest']['fused']:.2g}",
        ),
        say("memory", answer=answer(v["memory_is_quadratic_where_weights_are_formed"])),
        say(
            "fused_memory",
            linear=LINEAR,
            answer=answer(v["fused_memory_is_linear"]),
            exponent=memory_exp["fused"],
            why=say("fused_linear" if v["fused_memory_is_linear"] else "fused_not_linear"),
        ),
    ]
    return lines


EXPERIMENT = Experiment(
    name=NAME,
    summary="the quadratic wall: time and peak memory of one attention call against length "
    "(additive, weights returned, fused SDPA kernel), with fitted exponents",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(
        {method: m["points"] for method, m in record["methods"].items()},
        record["fit_from_length"],
    ),
    english=frozenset({"SDPA", "Linux", "MiB", "GiB"}),  # PyTorch's fused kernel, the system, units
)
