"""A model is checked when it is opened, wherever it is: weights that are NaN or infinite are
refused by the tensor's name (they translated to empty lines and scored BLEU 0 without a word),
and a run folder that carries SHA256SUMS is checked against it, not only a shipped model
opened by its name."""

from __future__ import annotations

import io
import shutil
import sys
from pathlib import Path

import pytest
from safetensors import safe_open
from safetensors.torch import load_file, save_file

from attnlab import pretrained
from attnlab.cli import main
from attnlab.viz.explorer import Explorer, RunLoadError


def copy_run(tiny_run: Path, tmp_path: Path) -> Path:
    copied = tmp_path / "copy"
    shutil.copytree(tiny_run, copied)
    return copied


def poison(weights: Path, value: float) -> str:
    """Set one tensor's first entry to ``value``; its name."""
    metadata = safe_open(str(weights), "pt").metadata()
    tensors = load_file(str(weights))
    name = sorted(tensors)[2]
    tensors[name].view(-1)[0] = value
    save_file(tensors, str(weights), metadata=metadata)
    return name


def translate(run: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"a b c\n")))
    return main(["translate", str(run), "--beam", "1"])


@pytest.mark.parametrize("value", [float("nan"), float("inf"), float("-inf")])
def test_non_finite_weights_are_refused_by_the_tensors_name(
    tiny_run: Path,
    tmp_path: Path,
    value: float,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    run = copy_run(tiny_run, tmp_path)
    name = poison(run / "model.safetensors", value)
    assert translate(run, monkeypatch) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert f"its tensor {name} holds 1 values that are NaN or infinite" in err[0]
    with pytest.raises(RunLoadError, match=name):
        Explorer.from_dirs([str(run)])


def test_a_run_folder_with_sha256sums_is_checked_wherever_it_is(
    tiny_run: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    run = copy_run(tiny_run, tmp_path)
    pretrained.write_manifest(run)
    assert translate(run, monkeypatch) == 0
    capsys.readouterr()
    # a report written into the folder later is not the model: it opens
    (run / "report-test.json").write_text("{}")
    assert translate(run, monkeypatch) == 0
    capsys.readouterr()
    weights = run / "model.safetensors"
    tensors = load_file(str(weights))
    tensors[sorted(tensors)[0]] += 1.0  # a finite change the manifest sees
    save_file(tensors, str(weights), metadata=safe_open(str(weights), "pt").metadata())
    assert translate(run, monkeypatch) == 2
    err = capsys.readouterr().err
    assert f"{run}: model.safetensors is damaged (its sha256 is not the one in SHA256SUMS)" in err
    assert "delete the folder's SHA256SUMS" in err
    with pytest.raises(RunLoadError, match=r"model\.safetensors is damaged"):
        Explorer.from_dirs([str(run)])
    (run / "SHA256SUMS").unlink()  # changed on purpose: it opens
    assert translate(run, monkeypatch) == 0


def test_a_shipped_model_opened_by_its_path_is_checked_too(tmp_path: Path) -> None:
    """The shipped model's own folder, named by its path rather than its name."""
    folder = pretrained.FOLDER / "rnnsearch"
    pretrained.verify_folder(folder)  # as shipped: passes
    copied = tmp_path / "rnnsearch"
    shutil.copytree(folder, copied)
    (copied / "metrics.csv").write_text("changed")  # not the model: a copy still opens
    pretrained.verify_folder(copied)
    (copied / "tokenizers" / "src.json").write_text("{}")
    with pytest.raises(pretrained.ManifestError, match=r"tokenizers/src\.json is damaged"):
        pretrained.verify_folder(copied)
