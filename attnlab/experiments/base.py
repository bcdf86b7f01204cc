"""What every experiment has: a name, a line for ``--list``, a runner, and the record it
leaves (the command, the machine and the time beside every number)."""

from __future__ import annotations

import datetime
import os
import platform
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch


@dataclass(frozen=True)
class Experiment:
    name: str
    summary: str  # one line for `attnlab experiment --list`
    # (output folder, quick, minutes per training or None for the experiment's own budget)
    # -> the JSON record it wrote
    run: Callable[[Path, bool, float | None], dict[str, Any]]


def machine() -> dict[str, Any]:
    """Where a result was measured."""
    return {
        "host": platform.node(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "cpus": os.cpu_count(),
        "cuda": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
    }


def provenance(started: datetime.datetime) -> dict[str, Any]:
    """The command that made a result, the machine, and when."""
    finished = datetime.datetime.now(datetime.timezone.utc)
    return {
        "command": shlex.join(["attnlab", *sys.argv[1:]])
        if Path(sys.argv[0]).name in ("attnlab", "cli.py", "__main__.py")
        else None,
        "machine": machine(),
        "started": started.isoformat(timespec="seconds"),
        "finished": finished.isoformat(timespec="seconds"),
        "seconds": round((finished - started).total_seconds(), 1),
    }
