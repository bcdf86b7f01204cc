"""`attnlab explain RUN "sentence"`: the table, --json with every number, --png heatmaps, and
a clear error for input it cannot explain. One tiny run, trained here in about a second."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.config import load_config
from attnlab.training.trainer import train

CONFIG = Path(__file__).resolve().parents[2] / "configs" / "tiny-synthetic.yaml"
SENTENCE = "a b c d"


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    root = tmp_path_factory.mktemp("explain-run")
    overrides = [f"--run_dir={root / 'bahdanau'}", "--train.max_steps=10", "--train.eval_every=10"]
    overrides += ["--train.dev_bleu_sentences=5", "--data.corpus=synthetic:reverse:num_train=200"]
    return str(train(load_config(CONFIG, overrides)))


def test_the_table_and_the_interventions(run_dir: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", run_dir, SENTENCE, "--beam", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"source: {SENTENCE}\noutput: ")
    for words in ("attention", "occlusion", "integr. grad.", "Kendall tau", "remove_top"):
        assert words in out


def test_json_and_png(run_dir: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["explain", run_dir, SENTENCE, "--beam", "1", "--json", "--png", str(tmp_path)]) == 0
    )
    record = json.loads(capsys.readouterr().out)
    steps, length = len(record["target_tokens"]), len(record["source_tokens"])
    assert length == 4
    for method in ("occlusion", "grad_x_input", "integrated_gradients"):
        assert len(record["attributions"][method]) == steps
        assert all(len(row) == length for row in record["attributions"][method])
        assert len(record["agreement"][method]["mean"]["kendall_tau"]) == steps
    assert [e["name"] for e in record["interventions"]] == ["permute", "uniform", "remove_top"]
    assert (tmp_path / "explain.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_what_cannot_be_explained_is_said(run_dir: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", run_dir, "   "]) == 2
    assert "nothing to explain" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:  # refused by the parser, before loading anything
        main(["explain", run_dir, SENTENCE, "--beam", "0"])
    assert exited.value.code == 2
    assert "the beam size must be a whole number from 1 to 16" in capsys.readouterr().err
