"""``attnlab explore`` as a user starts it: a real process on a free port, and clear errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from attnlab.cli import main


def test_explore_serves_until_stopped(run_dirs: dict[str, Path]) -> None:
    command = [
        sys.executable, "-m", "attnlab.cli", "explore",
        str(run_dirs["bahdanau"]), str(run_dirs["transformer"]), "--port", "0",
    ]  # fmt: skip
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert process.stderr is not None
        url = None
        for line in process.stderr:
            if line.startswith("attnlab explorer: http://127.0.0.1:"):
                url = line.split()[2]
                break
        assert url is not None, "the explorer printed no URL"
        with urllib.request.urlopen(url + "api/runs", timeout=30) as response:
            runs = json.loads(response.read())
        assert [run["family"] for run in runs] == ["bahdanau", "transformer"]
    finally:
        process.terminate()
        process.wait(timeout=30)


@pytest.mark.parametrize("make_bad", ["missing", "not_a_run"])
def test_explore_with_a_bad_run_directory_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make_bad: str
) -> None:
    bad = tmp_path / make_bad
    if make_bad == "not_a_run":
        bad.mkdir()
    assert main(["explore", str(bad)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("attnlab explore: error: ") and str(bad) in error
    assert "Traceback" not in error
