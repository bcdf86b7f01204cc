"""The fuzz suite's shared pieces: its Hypothesis profile, the check every target makes on an
outcome (exit status 0 or 2, one line of error, never a trace), file snapshots, and the tally
of inputs tried and findings that ``conftest.py`` prints at the end of a run."""

from __future__ import annotations

import hashlib
import json
import os
import re
import traceback
from collections import Counter, defaultdict
from collections.abc import Collection
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import torch
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

if TYPE_CHECKING:
    from tests.conftest import RunCli

# Derandomized (the seed comes from each test's name) and without an example database, so CI
# tries the same inputs on every run; a few examples per target keep the suite to seconds.
# ATTNLAB_FUZZ_SCALE=20 multiplies every target's examples for a deeper search by hand.
settings.register_profile(
    "fuzz",
    derandomize=True,
    database=None,
    deadline=timedelta(seconds=10),  # generous on a shared machine; an input that hangs fails
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,  # run_cli and capsys are reset by each example
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)
SCALE = int(os.environ.get("ATTNLAB_FUZZ_SCALE", "1"))


def fuzz(examples: int, deadline_s: float | None = None) -> settings:
    """The profile with ``examples`` inputs (times ATTNLAB_FUZZ_SCALE) for one target, and
    another deadline for a target whose inputs take seconds."""
    profile = settings.get_profile("fuzz")
    deadline = profile.deadline if deadline_s is None else timedelta(seconds=deadline_s)
    return settings(profile, max_examples=examples * SCALE, deadline=deadline)


# target -> inputs tried; target -> kind -> distinct findings ("ValueError at cli.py:12")
KINDS = ("traceback", "data loss", "other")  # other: an error of two lines, a run unreadable
TRIED: Counter[str] = Counter()
FINDINGS: defaultdict[str, defaultdict[str, set[str]]] = defaultdict(lambda: defaultdict(set))


def tried(target: str) -> None:
    TRIED[target] += 1


def found(target: str, kind: str, what: str) -> None:
    """Tally a finding; folders, numbers and characters left out, so one class counts once."""
    what = re.sub(r"#x[0-9A-Fa-f]+|U\+[0-9A-F]+|\d+", "N", re.sub(r"\S*/", "", what))
    FINDINGS[target][kind].add(what)


def record_traceback(target: str, error: BaseException) -> None:
    """Tally an exception that escaped to the user as a trace, by its type and where in
    attnlab it was raised."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "/attnlab/" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    FINDINGS[target]["traceback"].add(f"{type(error).__name__} at {where}")


def check_outcome(target: str, status: int, err: str) -> None:
    """Exit status 0, or 2 with one line on stderr saying what was wrong; never a trace.
    (argparse's usage lines may come before its error line.)"""
    lines = err.splitlines()
    if "Traceback" in err or status not in (0, 2):
        found(target, "traceback", f"exit {status}: {lines[-1:]}")
    assert "Traceback" not in err, err
    assert status in (0, 2), (status, err)
    if status == 2:
        errors = [line for line in lines if ": error: " in line]
        if not (len(errors) == 1 and lines[-1] == errors[0]):
            found(target, "other", f"not one line: {errors[:1] or lines[:1]}")
        assert len(errors) == 1 and lines[-1] == errors[0], err


def snapshot(*roots: Path) -> dict[Path, str]:
    """sha256 of every file under ``roots``."""
    files = sorted(p for root in roots for p in [root, *root.rglob("*")] if p.is_file())
    return {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in files}


def check_unchanged(
    target: str, before: dict[Path, str], after: dict[Path, str], allowed: Collection[Path] = ()
) -> None:
    """Every file of ``before`` is still there with the same bytes, but those the command may
    write (``allowed``, files or folders)."""

    def may_write(path: Path) -> bool:
        return any(path == a or a in path.parents for a in allowed)

    lost = [p for p, digest in before.items() if after.get(p) != digest and not may_write(p)]
    for path in lost:
        found(target, "data loss", f"{'changed' if path in after else 'deleted'} {path.name}")
    assert not lost, f"changed or deleted: {lost}"


def invoke(
    target: str,
    run_cli: RunCli,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    stdin: str = "",
) -> tuple[int, list[str], str]:
    """``attnlab ARGS`` in this process, checked by ``check_outcome``: (status, stdout lines,
    stderr). argparse's exit (an error, --help) is a status like the real command's."""
    tried(target)
    try:
        status, out, err_lines = run_cli(args, stdin)
        err = "\n".join(err_lines)
    except SystemExit as exit:
        captured = capsys.readouterr()
        status = exit.code if isinstance(exit.code, int) else 1
        out, err = captured.out.splitlines(), captured.err
    except Exception as error:
        record_traceback(target, error)
        raise
    finally:
        torch.set_num_threads(1)  # --threads sets them for the process: back to the suite's
    check_outcome(target, status, err)
    return status, out, err


# Request bodies for the servers' fuzz targets: JSON of any shape, a JSON object of ``fields``
# (and other names) with ``values``, bytes nested past any parser, bytes that are not JSON.
SHORT = st.text(max_size=12)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**65), 2**65) | st.floats() | SHORT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(SHORT, inner, max_size=4),
    max_leaves=10,
)


def request_bodies(
    fields: list[str], values: st.SearchStrategy[Any], max_fields: int
) -> st.SearchStrategy[str | bytes]:
    return st.one_of(
        st.dictionaries(st.sampled_from(fields) | SHORT, values, max_size=max_fields).map(
            json.dumps
        ),
        JSON.map(json.dumps),
        st.integers(1, 100_000).map(lambda n: "[" * n + "]" * n),  # nested past any parser
        st.binary(max_size=40),
    )
