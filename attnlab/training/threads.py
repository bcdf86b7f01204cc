"""CPU threads on a shared machine. Torch's threads meet at a barrier after each operation,
so one thread that loses its core to another process stalls them all: on 2 cores beside a
busy process, two threads trained five times slower while one thread lost only half.
``--train.threads=auto`` counts the cores free when training starts; ``ThroughputWatch``
notices when the speed collapses later and says what to do."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass

import torch


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity, which containers narrow)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def load_average() -> float:
    """Processes running or waiting for a core, averaged over the last minute (0 if unknown)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return 0.0


def choose_threads(cores: int, load: float, processes: int = 1) -> int:
    """Threads for each of ``processes`` training processes on a machine whose ``cores`` run
    ``load`` other work: the free cores, rounded to the nearest, shared evenly; at least 1.
    Too few threads cost at most their share of speed; too many stall on a busy core."""
    free = max(cores - load, 0.0)
    return max(1, min(cores // processes, math.floor(free / processes + 0.5)))


def resolve_threads(threads: int | str | None, processes: int = 1) -> int | None:
    """The number of torch threads ``threads`` asks for: ``auto``, the free cores shared by
    ``processes`` processes on this machine; a number, at most the cores (far more crashes
    torch's thread pool); None, torch's default."""
    if threads == "auto":
        return choose_threads(usable_cores(), load_average(), processes)
    if isinstance(threads, int) and threads:
        return min(threads, os.cpu_count() or 1)
    return None


def set_threads(
    threads: int | str | None, processes: int = 1, say: Callable[[str], None] = print
) -> int | None:
    """Apply ``--train.threads`` or an inference verb's ``--threads``: a number of torch threads,
    ``auto`` (chosen from the free cores for each of ``processes`` processes on this machine),
    or None (torch's default); says what ``auto`` chose or a number lowered. Returns the
    threads set (None: torch's default)."""
    chosen = resolve_threads(threads, processes)
    if threads == "auto":
        say(
            f"threads: {chosen} per process ({usable_cores()} cores, load average "
            f"{load_average():.1f}, {processes} process(es) on this machine)"
        )
    elif isinstance(threads, int) and chosen != threads:
        say(f"threads: {threads} asked, this machine has {chosen} cores: using {chosen}")
    if chosen:
        torch.set_num_threads(chosen)
    return chosen


@dataclass
class Slowdown:
    """Training ran at ``now_tokens_per_s`` over the last window, ``best`` at its fastest."""

    best_tokens_per_s: float
    now_tokens_per_s: float
    window_s: float

    def advice(self, threads: int, device: str) -> str:
        """One warning: what happened, the likely cause, and what to do."""
        text = (
            f"warning: training slowed from {self.best_tokens_per_s:,.0f} to "
            f"{self.now_tokens_per_s:,.0f} tokens/s over the last {self.window_s:.0f} s "
            f"({self.best_tokens_per_s / self.now_tokens_per_s:.1f}x slower). Another process "
            "is probably busy on "
        )
        if device != "cpu":
            return text + (
                f"this {device} device or the cores that feed it; look with nvidia-smi and top"
            )
        text += "this machine's cores (look with top): "
        if threads > 1:
            return text + (
                f"with {threads} torch threads every operation waits for the slowest. "
                "Ctrl-C, then continue with --resume --train.threads=1 (or "
                "--train.threads=auto, which counts the free cores), or stop the other work"
            )
        return text + "stop it, or expect this pace while it runs"


class ThroughputWatch:
    """Tokens per second of the training steps (evaluations and checkpoints left out), over
    windows of ``window_s`` seconds of step time; when a window runs below ``fraction`` of
    the fastest so far, it reports a ``Slowdown``, once per run."""

    def __init__(self, window_s: float = 30.0, fraction: float = 0.4) -> None:
        self.window_s, self.fraction = window_s, fraction
        self.best = 0.0
        self.warned = False
        self._tokens, self._seconds = 0, 0.0

    def add(self, tokens: int, seconds: float) -> Slowdown | None:
        """Count one step; a Slowdown when the window it closes collapsed."""
        self._tokens += tokens
        self._seconds += seconds
        if self._seconds < self.window_s:
            return None
        rate = self._tokens / self._seconds
        self._tokens, self._seconds = 0, 0.0
        self.best = max(self.best, rate)
        if self.warned or rate >= self.fraction * self.best:
            return None
        self.warned = True
        return Slowdown(self.best, rate, self.window_s)
