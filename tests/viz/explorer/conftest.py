"""Tiny real runs (trained here in seconds), one explorer over them, and a real server on a
free 127.0.0.1 port. The headless Chromium of the browser tests is in tests/conftest.py."""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from explorer_runs import CONFIG, RUNS, TRAIN, write_chinese_corpus

from attnlab.config import load_config
from attnlab.evaluation import evaluate_run
from attnlab.training.trainer import train
from attnlab.viz.explorer import Explorer, make_server
from attnlab.viz.explorer.server import ExplorerServer


@pytest.fixture(scope="session")
def run_dirs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("explorer-runs")
    corpus = write_chinese_corpus(root / "zh-reverse.tsv")
    dirs = {}
    for name, overrides in RUNS.items():
        data = overrides or [f"--data.corpus={corpus}"]
        config = load_config(CONFIG, [f"--run_dir={root / name}", *data, *TRAIN])
        dirs[name] = train(config)
    # Two runs with BLEU by length, for the Data view's overlay (a second or so each)
    for name in ("bahdanau", "fixed_context"):
        evaluate_run(dirs[name], by_length=True, buckets=(0, 5, 10))
    return dirs


@pytest.fixture(scope="session")
def explorer(run_dirs: dict[str, Path]) -> Explorer:
    return Explorer.from_dirs([str(path) for path in run_dirs.values()])


class LogLines(io.StringIO):
    def lines(self) -> list[str]:
        return self.getvalue().splitlines()


def start_server(explorer: Explorer, **options: Any) -> tuple[ExplorerServer, LogLines]:
    log = LogLines()
    server = make_server(explorer, "127.0.0.1", 0, log=log, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, log


@pytest.fixture(scope="session")
def server(explorer: Explorer) -> Iterator[ExplorerServer]:
    live, _ = start_server(explorer)
    yield live
    live.shutdown()
    live.server_close()


@pytest.fixture
def fresh_server(explorer: Explorer) -> Iterator[tuple[ExplorerServer, LogLines]]:
    """A server of its own, with its own log."""
    live, log = start_server(explorer)
    yield live, log
    live.shutdown()
    live.server_close()
