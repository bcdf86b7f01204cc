"""Tiny real runs (trained here in seconds), one explorer over them, and a real server on a
free 127.0.0.1 port. The headless Chromium of the browser tests is in tests/conftest.py."""

from __future__ import annotations

import io
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from explorer_runs import CONFIG, RUNS, TRAIN, write_chinese_corpus

from attnlab.config import load_config
from attnlab.evaluation import evaluate_run
from attnlab.runs import RunFiles
from attnlab.training.trainer import train
from attnlab.viz.explorer import Explorer, make_server
from attnlab.viz.explorer.server import ExplorerServer
from tests.training.test_trainer import tiny


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


# The History view's runs, numbered in this order: RNNsearch and the fixed-context baseline,
# each with five evaluations kept (steps 10 to 50); a copy of the first without its history, as
# a run trained before the history was kept; a copy with the entry of step 20 damaged.
HISTORY_RUNS = ("rnnsearch", "fixed", "before", "damaged")
HISTORY_STEPS = [10, 20, 30, 40, 50]


@pytest.fixture(scope="session")
def history_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("history-runs")
    # max_epochs: three epochs of this corpus end before step 50
    kept = ["--train.max_steps=50", "--train.max_epochs=10", "--train.probe_sentences=2"]
    dirs = {
        "rnnsearch": train(tiny(root / "rnnsearch", *kept)),
        "fixed": train(tiny(root / "fixed", *kept, "--model.family=fixed_context")),
    }
    dirs["before"] = Path(shutil.copytree(dirs["rnnsearch"], root / "before"))
    shutil.rmtree(RunFiles(dirs["before"]).history)
    dirs["damaged"] = Path(shutil.copytree(dirs["rnnsearch"], root / "damaged"))
    (RunFiles(dirs["damaged"]).history / "step-00000020.safetensors").write_bytes(b"\x00" * 40)
    return {name: dirs[name] for name in HISTORY_RUNS}


@pytest.fixture(scope="session")
def history_server(history_runs: dict[str, Path]) -> Iterator[ExplorerServer]:
    explorer = Explorer.from_dirs([str(path) for path in history_runs.values()])
    live, _ = start_server(explorer)
    yield live
    live.shutdown()
    live.server_close()
