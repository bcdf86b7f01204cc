"""The README's promises about files: loading a run never executes code from it (no pickle,
no YAML object tags), and every write is atomic (a reader sees the old file or the new one)."""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from matplotlib.figure import Figure

from attnlab.atomic import write_file, write_json
from attnlab.config import ConfigError, load_config
from attnlab.runs import load_run
from attnlab.training.trainer import train
from attnlab.viz.heatmap import save_attention_heatmap

ROOT = Path(__file__).parents[1]


class Payload:
    """Unpickling this creates a file: proof that code from a file ran."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    overrides = [
        f"--run_dir={tmp_path_factory.mktemp('safe') / 'run'}",
        "--data.corpus=synthetic:reverse:num_train=100,num_dev=10,num_test=10",
        "--train.max_steps=4",
        "--train.eval_every=4",
        "--train.dev_bleu_sentences=5",
    ]
    return train(load_config(ROOT / "configs" / "tiny-synthetic.yaml", overrides))


@pytest.mark.parametrize("name", ["model.safetensors", "last/model.safetensors"])
def test_a_pickle_in_place_of_weights_is_refused_unopened(
    run: Path, tmp_path: Path, name: str
) -> None:
    copy = shutil.copytree(run, tmp_path / "run")
    marker = tmp_path / "code-ran"
    (copy / name).write_bytes(pickle.dumps(Payload(marker)))
    with pytest.raises(ValueError, match="is damaged: not a readable safetensors file"):
        load_run(copy, weights="best" if name == "model.safetensors" else "last")
    assert not marker.exists()


def test_a_yaml_object_tag_in_a_run_config_is_refused(run: Path, tmp_path: Path) -> None:
    copy = shutil.copytree(run, tmp_path / "run")
    marker = tmp_path / "code-ran"
    config = copy / "config.yaml"
    config.write_text(f'name: !!python/object/apply:os.system ["touch {marker}"]\n')
    with pytest.raises(ConfigError, match="malformed YAML"):
        load_run(copy)
    assert not marker.exists()


def test_an_interrupted_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_file(tmp_path / "report.json", "old")

    def disk_full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match=r"cannot write report.json: no space left in"):
        write_file(path, "new")
    with pytest.raises(ValueError):  # a value JSON cannot hold: nothing is written at all
        write_json(path, {"bleu": float("nan")})
    assert path.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.json"]


def test_a_heatmap_whose_drawing_fails_midway_leaves_the_old_png(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    weights = np.eye(2)
    path = save_attention_heatmap(weights, ["a", "b"], ["x", "y"], tmp_path / "map.png")
    before = path.read_bytes()

    def half_then_full(self: Figure, target: Any, **options: Any) -> None:
        Path(target).write_bytes(b"\x89PNG half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Figure, "savefig", half_then_full)
    with pytest.raises(OSError, match=r"cannot write map.png: no space left in"):
        save_attention_heatmap(weights * 0.5, ["a", "b"], ["x", "y"], path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.png"]


def test_every_figure_is_saved_through_the_atomic_writer() -> None:
    saving = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "attnlab").rglob("*.py"))
        if ".savefig(" in path.read_text(encoding="utf-8") and path.name != "atomic.py"
    ]
    assert saving == [], "save figures with attnlab.atomic.write_png"
