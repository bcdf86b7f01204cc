"""Learning-rate schedules as multipliers of the base rate, by optimizer step.

- constant: 1 (after an optional linear warm-up);
- inverse_sqrt: Vaswani et al. 2017, eq. 3, normalized to 1 at the end of warm-up:
  min(step / warmup, sqrt(warmup / step));
- cosine: warm-up, then cosine decay to 0 at ``total_steps``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

SCHEDULES = ("constant", "inverse_sqrt", "cosine")


def make_schedule(name: str, warmup_steps: int, total_steps: int) -> Callable[[int], float]:
    """The multiplier for optimizer step ``step`` (0-based)."""
    if name not in SCHEDULES:
        raise ValueError(f"unknown schedule {name!r}; expected one of {list(SCHEDULES)}")

    def warmup(step: int) -> float:
        return min(1.0, (step + 1) / warmup_steps) if warmup_steps > 0 else 1.0

    if name == "constant":
        return warmup
    if name == "inverse_sqrt":
        return lambda step: min((step + 1) / warmup_steps, math.sqrt(warmup_steps / (step + 1)))

    def cosine(step: int) -> float:
        if step < warmup_steps:
            return warmup(step)
        progress = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        return 0.5 * (1.0 + math.cos(math.pi * min(1.0, progress)))

    return cosine
