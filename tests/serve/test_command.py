"""`attnlab serve` as a user runs it: a process that prints its URL, answers, and stops on
Ctrl-C; a run that cannot be served is one line and exit status 2."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).parents[2]


def attnlab(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "attnlab", *args],
        cwd=ROOT,  # this checkout's package
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_the_command_serves_until_ctrl_c(tiny_run: Path) -> None:
    server = attnlab("serve", str(tiny_run), "--port", "0", "--threads", "1")
    try:
        assert server.stderr is not None
        deadline = time.monotonic() + 60
        lines = []
        while not lines or not lines[-1].startswith("attnlab serve: http://"):
            assert time.monotonic() < deadline and server.poll() is None, lines
            lines.append(server.stderr.readline())
        url = lines[-1].split()[2]
        assert url.startswith("http://127.0.0.1:")
        assert (  # after the word aligner's first training, if it was not cached
            f"model {tiny_run.name}: RNNsearch (Bahdanau attention); GRU 32, additive "
            "(attnlab float32; alignments: aligner)\n"
        ) in lines
        answer = httpx.post(f"{url}v1/translate", json={"sentences": ["h i e i"]}, timeout=30)
        assert answer.status_code == 200 and answer.json()["model"] == tiny_run.name
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
    assert server.returncode in (0, 130, -signal.SIGINT)


def test_a_run_that_is_not_there_is_one_line_and_status_2(tmp_path: Path) -> None:
    missing = attnlab("serve", str(tmp_path / "nothing"))
    _, stderr = missing.communicate(timeout=60)
    assert missing.returncode == 2
    assert stderr.startswith(f"attnlab serve: error: {tmp_path / 'nothing'} is not a run directory")
    assert len(stderr.strip().splitlines()) == 1
