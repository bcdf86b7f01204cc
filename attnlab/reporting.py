"""Progress of long work that is not training (evaluate, translate of a file): on stderr, so
a pipe reading stdout never sees it. A bar on a terminal; otherwise a line every
``every_s`` seconds with the rate and, when the total is known, the time left; nothing when
quiet. Training reports its own steps (``attnlab.training.progress``)."""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import TextIO

from tqdm import tqdm

LINE_EVERY_S = 30.0  # seconds between progress lines off a terminal


class WorkProgress:
    """``done`` of ``total`` ``unit`` (total None: not known ahead, as for a pipe)."""

    def __init__(
        self,
        what: str,
        total: int | None,
        unit: str,
        *,
        quiet: bool = False,
        stream: TextIO | None = None,
        every_s: float = LINE_EVERY_S,
    ) -> None:
        self.what, self.total, self.unit, self.every_s = what, total, unit, every_s
        self.stream = sys.stderr if stream is None else stream
        self.quiet = quiet
        self.done = 0
        self.started = self.last_line = time.perf_counter()
        terminal = self.stream.isatty()
        self.bar = (
            tqdm(total=total, unit=f" {unit}", desc=what, file=self.stream, leave=False)
            if terminal and not quiet
            else None
        )

    def advance(self, count: int) -> None:
        """``count`` more done; a line if the last one is ``every_s`` old."""
        self.done += count
        if self.bar is not None:
            self.bar.update(count)
            return
        now = time.perf_counter()
        if not self.quiet and now - self.last_line >= self.every_s:
            self.last_line = now
            print(self.line(now - self.started), file=self.stream, flush=True)

    def line(self, elapsed_s: float) -> str:
        rate = self.done / max(elapsed_s, 1e-9)
        share = (
            f"/{self.total:,} ({100 * self.done / max(self.total, 1):.0f} %)" if self.total else ""
        )
        text = f"{self.what}: {self.done:,}{share} {self.unit}, {elapsed_s / 60:.1f} min, "
        text += f"{rate:,.1f} {self.unit}/s"
        if self.total and rate > 0:
            text += f", about {(self.total - self.done) / rate / 60:.1f} min left"
        return text

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()

    def __enter__(self) -> WorkProgress:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
