"""The History view's answers: a run's evaluations as its training kept them
(``attnlab.training.history``), the probes' translations and scores at every step, and one
probe's cross-attention at one step, asked for when the reader scrubs to it.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

from safetensors import SafetensorError

from attnlab.runs import RunFiles
from attnlab.serve.guard import RequestError
from attnlab.training.history import Entry, History, history_file, read_history
from attnlab.viz.explorer.views import round_map

STEPS_LISTED = 10  # a message names at most this many steps (a long training has hundreds)


def history_view(run_root: Path) -> dict[str, Any]:
    """Every evaluation's step, dev BLEU and probes (no maps: the list stays small). A run
    with no history answers no entries, and the page says why there may be none."""
    history = read(run_root)
    return {
        "entries": [
            {
                "step": entry.step,
                "dev_bleu": entry.dev_bleu,
                "probes": [
                    {
                        "source": probe["source"],
                        "target": probe["target"],
                        "log_prob": finite(probe["log_prob"]),
                        "aer": probe["aer"],
                    }
                    for probe in entry.probes
                ],
            }
            for entry in history.entries
        ],
        "problems": history.problems,
    }


def attention_view(run_root: Path, step: int, probe: int) -> dict[str, Any]:
    """Probe ``probe``'s tokens and cross-attention at evaluation ``step``: per layer, per head,
    a T x S list of weights (none for a model without cross-attention). A step or probe the
    history lacks is a 404 that says which there are."""
    history = read(run_root)
    entry = find_entry(history, step, run_root)
    if not 0 <= probe < len(entry.probes):
        raise RequestError(
            404, f"no probe {probe} at step {step}: it has probes 0 to {len(entry.probes) - 1}"
        )
    try:
        maps = entry.attention(probe)  # one (H, T, S) map a layer
    except (OSError, SafetensorError) as error:  # damaged since it was listed, say
        raise RequestError(422, f"the entry of step {step} cannot be read ({error})") from None
    kept = entry.probes[probe]
    return {
        "step": entry.step,
        "probe": probe,
        "source_tokens": kept["source_pieces"],
        "target_tokens": kept["target_pieces"],
        "cross": [round_map(layer) for layer in maps],
    }


def read(run_root: Path) -> History:
    """The run's history, its problems naming files inside the run (the page never sees a
    run's path)."""
    history = read_history(RunFiles(run_root).history)
    prefix = f"{run_root}{os.sep}"
    return History(history.entries, [line.replace(prefix, "") for line in history.problems])


def find_entry(history: History, step: int, run_root: Path) -> Entry:
    for entry in history.entries:
        if entry.step == step:
            return entry
    steps = [entry.step for entry in history.entries]
    if not steps:
        raise RequestError(404, "this run has no history: no evaluation kept its attention")
    damaged = history_file(RunFiles(run_root).history, step).exists()
    why = "its entry cannot be read" if damaged else "no evaluation there"
    kept = listed(steps)
    raise RequestError(404, f"no history at step {step} ({why}); the run kept steps {kept}")


def listed(steps: list[int]) -> str:
    """``10, 20, 30``, or the first and last few of a long list with how many there are."""
    if len(steps) <= STEPS_LISTED:
        return ", ".join(map(str, steps))
    half = STEPS_LISTED // 2
    shown = [*map(str, steps[:half]), "…", *map(str, steps[-half:])]
    return f"{', '.join(shown)} ({len(steps)} evaluations)"


def finite(value: float) -> float | None:
    """JSON has no infinity: a log-probability of -inf is sent as null."""
    return value if math.isfinite(value) else None
