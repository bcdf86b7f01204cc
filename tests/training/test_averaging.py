"""Checkpoint averaging: known means, a new run every verb takes, errors that lose nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file, save_file

from attnlab.cli import main
from attnlab.runs import load_run
from attnlab.training.averaging import average_run, average_weights
from attnlab.training.trainer import Trainer
from attnlab.weights import TOKENIZERS_KEY, weights_metadata
from tests.training.test_trainer import tiny


def write(path: Path, **tensors: torch.Tensor) -> Path:
    save_file(tensors, str(path))
    return path


def test_the_average_of_two_identical_files_is_unchanged(tmp_path: Path) -> None:
    weights = {"w": torch.randn(4, 3), "b": torch.randn(3).half()}
    paths = [write(tmp_path / f"{i}.safetensors", **weights) for i in range(2)]
    average_weights(paths, tmp_path / "mean.safetensors")
    mean = load_file(str(tmp_path / "mean.safetensors"))
    assert mean["b"].dtype == torch.float16
    assert all(torch.equal(mean[name], weights[name]) for name in weights)


def test_the_average_is_the_elementwise_mean(tmp_path: Path) -> None:
    paths = [
        write(tmp_path / "a.safetensors", w=torch.tensor([1.0, 2.0])),
        write(tmp_path / "b.safetensors", w=torch.tensor([2.0, 4.0])),
        write(tmp_path / "c.safetensors", w=torch.tensor([6.0, 0.0])),
    ]
    average_weights(paths, tmp_path / "mean.safetensors")
    assert load_file(str(tmp_path / "mean.safetensors"))["w"].tolist() == [3.0, 2.0]


def test_files_of_different_models_are_refused(tmp_path: Path) -> None:
    paths = [
        write(tmp_path / "a.safetensors", w=torch.zeros(2)),
        write(tmp_path / "b.safetensors", w=torch.zeros(3)),
    ]
    with pytest.raises(ValueError, match="does not hold the same tensors"):
        average_weights(paths, tmp_path / "mean.safetensors")
    assert not (tmp_path / "mean.safetensors").exists()


def test_average_writes_a_run_that_translates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    Trainer(tiny(run, "--train.max_steps=30", "--train.keep_last=3")).fit()  # type: ignore[arg-type]
    assert main(["average", str(run), "--last", "2", "-o", str(tmp_path / "avg")]) == 0
    assert json.loads((tmp_path / "avg" / "averaged.json").read_text())["steps"] == [20, 30]
    kept = [load_file(str(run / "kept" / f"step-00000{s}.safetensors")) for s in (20, 30)]
    mean = load_file(str(tmp_path / "avg" / "model.safetensors"))
    for name, tensor in mean.items():
        torch.testing.assert_close(tensor, (kept[0][name] + kept[1][name]) / 2)
    averaged = load_run(tmp_path / "avg")
    assert averaged.config == load_run(run).config
    capsys.readouterr()

    # What cannot be done says so, in one line, and writes nothing.
    assert main(["average", str(run), "--last", "4", "-o", str(tmp_path / "more")]) == 2
    assert "kept the weights of 3 evaluations" in capsys.readouterr().err
    assert main(["average", str(run), "-o", str(tmp_path / "avg"), "--last", "1"]) == 2
    assert "exists" in capsys.readouterr().err
    with pytest.raises(ValueError, match="kept no weights"):
        average_run(tmp_path / "avg", 1, tmp_path / "again")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["avg", "run"]

    # Without --last, every kept evaluation: train.keep_last's, the two defaults agree.
    assert main(["average", str(run), "-o", str(tmp_path / "all")]) == 0
    assert "last 3 kept weights" in capsys.readouterr().out
    assert json.loads((tmp_path / "all" / "averaged.json").read_text())["steps"] == [10, 20, 30]


def test_weights_of_other_tokenizers_are_not_averaged_together(tmp_path: Path) -> None:
    tensors = {"w": torch.zeros(2)}
    first, second = tmp_path / "a.safetensors", tmp_path / "b.safetensors"
    save_file(tensors, str(first), metadata={TOKENIZERS_KEY: "0123"})
    save_file(tensors, str(second), metadata={TOKENIZERS_KEY: "4567"})
    with pytest.raises(ValueError, match="same tensors \\(or tokenizers\\)"):
        average_weights([first, second], tmp_path / "mean.safetensors")
    average_weights([first, first], tmp_path / "mean.safetensors")  # the fingerprint is kept
    assert weights_metadata(tmp_path / "mean.safetensors") == {TOKENIZERS_KEY: "0123"}
