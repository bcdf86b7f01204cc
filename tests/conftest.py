"""Tiny sizes, CPU, one thread: tests stay fast and deterministic on a shared machine."""

import io
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import torch

torch.set_num_threads(1)

ROOT = Path(__file__).parents[1]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
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
