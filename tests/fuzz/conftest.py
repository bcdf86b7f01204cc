"""Fixtures of the fuzz suite, and its tally at the end of a run: the inputs each target tried
and the distinct tracebacks and data-loss cases found."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fuzz.harness import FINDINGS, KINDS, TRIED

ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="session")
def whole_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A run with every file a run can have: a tiny Transformer trained 10 steps on the copy
    task, evaluated twice, keeping both evaluations' weights (kept/). ``tiny_run`` (a Bahdanau
    model on the reverse task, the same vocabulary sizes) is the run its files are swapped
    with. Tests that change it work on a copy."""
    from attnlab.config import load_config
    from attnlab.training.trainer import train

    directory = tmp_path_factory.mktemp("whole-run") / "run"
    overrides = [
        f"--run_dir={directory}",
        "--model.family=transformer",
        "--data.corpus=synthetic:copy:num_train=200,num_dev=20,num_test=20",
        "--train.max_steps=10",
        "--train.eval_every=5",
        "--train.keep_last=2",
        "--train.dev_bleu_sentences=5",
    ]
    return train(load_config(ROOT / "configs" / "tiny-synthetic.yaml", overrides))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not TRIED:
        return
    write = terminalreporter.write_line
    write(f"fuzz: {'target':<24} {'inputs':>6}  distinct findings: " + ", ".join(KINDS))
    for target in sorted(TRIED):
        counts = " ".join(f"{len(FINDINGS[target][kind]):>4}" for kind in KINDS)
        write(f"      {target:<24} {TRIED[target]:>6}  {counts}")
        for kind in KINDS:
            for what in sorted(FINDINGS[target][kind]):
                write(f"          {kind}: {what}")
