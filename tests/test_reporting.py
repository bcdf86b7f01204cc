"""Progress of long work: lines on stderr at their interval, with the rate and time left,
nothing when quiet, and never a byte on stdout."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from attnlab import reporting
from attnlab.cli import main
from attnlab.reporting import WorkProgress


def test_a_line_every_interval_with_rate_and_time_left(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter([0.0, 10.0, 40.0, 50.0])
    monkeypatch.setattr(reporting.time, "perf_counter", lambda: next(clock))
    stream = io.StringIO()
    with WorkProgress("translating test", 100, "sentences", stream=stream, every_s=30) as bar:
        bar.advance(10)  # at 10 s: too soon for a line
        bar.advance(30)  # at 40 s: 40 done, 1 a second, 60 left
        bar.advance(10)  # at 50 s: too soon again
    assert stream.getvalue() == (
        "translating test: 40/100 (40 %) sentences, 0.7 min, 1.0 sentences/s, about 1.0 min left\n"
    )


def test_quiet_says_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    stream = io.StringIO()
    with WorkProgress("translating", None, "lines", stream=stream, every_s=0, quiet=True) as bar:
        bar.advance(5)
    assert stream.getvalue() == ""


def test_evaluate_and_translate_report_on_stderr_only(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    original = WorkProgress.__init__

    def every_batch(self: WorkProgress, *args: object, **options: object) -> None:  # a line a batch
        original(self, *args, **{**options, "every_s": 0.0})  # type: ignore[arg-type]

    monkeypatch.setattr(WorkProgress, "__init__", every_batch)
    assert main(["evaluate", str(tiny_run), "--split", "test", "--beam", "1"]) == 0
    out, err = capsys.readouterr()
    assert "translating test: 20/20 (100 %) sentences" in err and "translating" not in out
    assert main(["evaluate", str(tiny_run), "--split", "test", "--beam", "1", "--quiet"]) == 0
    assert "translating" not in capsys.readouterr().err

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"a b\nc d\n")))
    assert main(["translate", str(tiny_run), "--beam", "1"]) == 0
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 2 and "translating: 2 lines" in err
