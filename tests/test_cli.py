"""The command line end to end, as a user runs it: train and resume as real processes; translate,
evaluate and bad input through the same main(), in this process."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import RunCli

ROOT = Path(__file__).parents[1]
TINY = [
    "configs/tiny-synthetic.yaml",
    "--data.corpus=synthetic:reverse:num_train=400",
    "--train.eval_every=20",
    "--train.dev_bleu_sentences=20",
]


def attnlab(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "attnlab.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )


@pytest.mark.slow
def test_train_translate_evaluate_and_resume(tmp_path: Path, run_cli: RunCli) -> None:
    run = tmp_path / "run"
    trained = attnlab("train", *TINY, f"--run_dir={run}", "--train.max_steps=20")
    assert trained.returncode == 0, trained.stderr
    assert f"run: {run}" in trained.stdout
    for name in ("config.yaml", "model.safetensors", "metrics.csv", "last/model.safetensors"):
        assert (run / name).exists(), name

    resumed = attnlab("train", *TINY, f"--run_dir={run}", "--train.max_steps=40", "--resume")
    assert resumed.returncode == 0, resumed.stderr
    steps = [line.split(",")[0] for line in (run / "metrics.csv").read_text().splitlines()[1:]]
    assert steps == ["20", "40"]

    pictures = tmp_path / "png"  # translate and evaluate: the same main(), in this process
    status, out, err = run_cli(
        ["translate", str(run), "--beam", "3", "--attention-png", str(pictures)], "a b c d\nc c a\n"
    )
    assert status == 0 and len(out) == 2, err
    assert len(list(pictures.glob("*.png"))) == 2

    status, out, err = run_cli(["evaluate", str(run), "--by-length", "--buckets", "0,5,10"], "")
    assert status == 0, err
    assert "BLEU = " in "\n".join(out) and "nrefs:" in "\n".join(out)
    report = json.loads((run / "report-test.json").read_text())
    assert report["meta"]["split"] == "test" and len(report["by_length"]) == 3


def test_bad_input_gets_a_message_not_a_trace(
    tmp_path: Path, run_cli: RunCli, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run_cli(["train", *TINY, f"--run_dir={tmp_path}/x", "--train.lrr=1"], "")
    assert status == 2 and "did you mean 'train.lr'" in "\n".join(err)
    assert not any("Traceback" in line for line in err)

    status, _, err = run_cli(["translate", str(tmp_path)], "hello\n")
    assert status == 2 and "is not a run directory" in "\n".join(err)

    with pytest.raises(SystemExit) as exit_info:  # argparse's own exit, as for a typo
        run_cli(["evaluate", str(tmp_path), "--by-length", "--buckets", "0,x"], "")
    assert exit_info.value.code == 2
    assert "comma-separated integers" in capsys.readouterr().err


@pytest.mark.parametrize(
    "command", ["walkthrough", "train", "translate", "score", "evaluate", "data", "demo"]
)
def test_every_command_has_complete_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    from attnlab.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    shown = capsys.readouterr().out
    assert f"usage: attnlab {command}" in shown
    assert len(shown.splitlines()) > 5  # a description and every option, not a bare usage


# The verbs that decode with a model; the others read reports, write files or train (a
# training's threads are the config's train.threads).
DECODING_VERBS = (
    "translate", "score", "evaluate", "explain", "export", "explore", "serve", "walkthrough",
    "export-web", "caption",
)  # fmt: skip


def test_every_verb_that_decodes_takes_threads_and_the_readme_names_them() -> None:
    from attnlab.cli import build_parser

    commands = next(action for action in build_parser()._actions if action.dest == "command")
    choices = getattr(commands, "choices", {})
    for verb in DECODING_VERBS:
        assert "--threads" in choices[verb].format_help(), verb
    readme = (Path(__file__).parents[1] / "README.md").read_text()
    said = readme.split("- **Threads**: every verb that decodes")[1].split(")")[0]
    assert re.findall(r"`([\w-]+)`", said) == list(DECODING_VERBS)
