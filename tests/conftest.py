"""Tiny sizes, CPU, one thread: tests stay fast and deterministic on a shared machine."""

import io
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import torch

torch.set_num_threads(1)
# ... and so is every process a test starts (a command, a notebook's kernel, an experiment's
# trainings): torch's default, a thread a core, beside the other workers' tests, makes its
# threads wait for each other (explain on RNNsearch: 5 s on one thread, 69 s on two when both
# cores are busy).
os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).parents[1]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Files with a slow test first (each file's own order kept): pytest-xdist hands out whole
    # files in this order, so the long ones start early and short ones fill the workers' ends.
    slow_files = {item.path for item in items if "slow" in item.keywords}
    items.sort(key=lambda item: item.path not in slow_files)
    if torch.cuda.is_available():
        return
    skip = pytest.mark.skip(reason="needs CUDA; none on this machine")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A run directory: the tiny Bahdanau model of configs/tiny-synthetic.yaml trained 10 steps
    on the reverse task (about a second). Tests that change it work on a copy."""
    from attnlab.config import load_config
    from attnlab.training.trainer import train

    directory = tmp_path_factory.mktemp("tiny-run") / "run"
    overrides = [
        f"--run_dir={directory}",
        "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20",
        "--train.max_steps=10",
        "--train.eval_every=10",
        "--train.dev_bleu_sentences=5",
    ]
    return train(load_config(ROOT / "configs" / "tiny-synthetic.yaml", overrides))


RunCli = Callable[[list[str], str], tuple[int, list[str], list[str]]]


@pytest.fixture
def run_cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> RunCli:
    """`attnlab ARGS` in this process with STDIN as its input: (exit status, stdout lines,
    stderr lines)."""
    from attnlab.cli import main

    def run(args: list[str], stdin: str) -> tuple[int, list[str], list[str]]:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8"))))
        status = main(args)
        out, err = capsys.readouterr()
        return status, out.splitlines(), err.splitlines()

    return run


# ---- a headless Chromium for the browser tests (the explorer's, the notebooks' views) ----
CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def find_chromium() -> str | None:
    configured = os.environ.get("ATTNLAB_CHROMIUM")
    if configured:
        return configured
    for name in CHROMIUM_CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Chromium for one test module. Not for the session: Playwright's sync API
    keeps an event loop running in the main thread while it is open, and every later
    `asyncio.run` (the service's tests) would fail with "cannot be called from a running
    event loop"."""
    executable = find_chromium()
    if executable is None:
        pytest.skip(
            "no Chromium found (looked for chromium, chromium-browser, google-chrome and "
            "$ATTNLAB_CHROMIUM); on Debian: apt-get install -y chromium"
        )
    from playwright.sync_api import sync_playwright  # dev extra: playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where browser tests leave screenshots ($ATTNLAB_SCREENSHOTS to keep them)."""
    kept = os.environ.get("ATTNLAB_SCREENSHOTS")
    if kept:
        Path(kept).mkdir(parents=True, exist_ok=True)
        return Path(kept)
    return tmp_path_factory.mktemp("screenshots")


@pytest.fixture
def config_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every config.yaml opened from now on in this test, resolved, in order."""
    opened: list[Path] = []
    real_open = Path.open

    def spy(path: Path, *args: Any, **kwargs: Any) -> Any:
        if path.name == "config.yaml":
            opened.append(path.resolve())
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(Path, "open", spy)
    return opened
