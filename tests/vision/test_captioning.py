"""Training a captioner, its config errors and resume, ``attnlab caption`` on files and a
folder, and the experiment's evaluation and report on tiny runs."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image

from attnlab.captioning import (
    caption_images,
    load_caption_config,
    open_captioner,
    train_captioner,
)
from attnlab.cli import main
from attnlab.config import dump_yaml, read_yaml
from attnlab.data.scenes import image_tensor, make_scene
from attnlab.experiments import scenes as experiment
from attnlab.experiments.scenes_measures import QUICK_NOISE_SAMPLES, evaluate, figure_scene
from attnlab.models.family import CAPTION, TRANSLATION
from attnlab.options import ConfigError
from attnlab.pretrained import resolve
from attnlab.runs import open_run, run_task
from attnlab.serve.server import load_translators
from attnlab.training.progress import run_progress
from attnlab.viz.explorer.evidence import verdict_headline
from attnlab.viz.explorer.session import Explorer
from tests.vision.tiny_captioner import CONFIGS, TINY, needs_fashion_mnist, train_tiny

pytestmark = needs_fashion_mnist


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("captioners")
    return {kind: train_tiny(root / f"scenes-{kind}", kind) for kind in ("soft", "hard")}


def test_config_errors_name_the_key() -> None:
    with pytest.raises(ConfigError, match=r"did you mean 'model.attention'"):
        load_caption_config(CONFIGS / "scenes-soft.yaml", ["--model.atention=hard"])
    with pytest.raises(ConfigError, match="attention must be one of"):
        load_caption_config(CONFIGS / "scenes-soft.yaml", ["--model.attention=firm"])
    for kind in ("soft", "hard"):
        assert load_caption_config(CONFIGS / f"scenes-{kind}.yaml").model.options.attention == kind


def test_each_command_takes_the_runs_of_its_task(runs: dict[str, Path]) -> None:
    saved = read_yaml(runs["soft"] / "config.yaml")
    assert "task" not in saved and saved["model"]["family"] == "show_attend_tell"
    assert run_task(runs["soft"]) == CAPTION
    assert run_task(resolve("rnnsearch")) == TRANSLATION
    assert run_task(runs["soft"] / "nothing") is None
    with pytest.raises(ConfigError, match="for the caption task, not a translator's"):
        open_run(runs["soft"])
    with pytest.raises(ValueError, match="is a caption run; `attnlab serve` serves translators"):
        load_translators([str(runs["soft"])])
    with pytest.raises(FileNotFoundError, match=r"not a captioning run.*`attnlab train configs"):
        open_captioner(resolve("rnnsearch"))


def test_a_run_saved_before_the_captioner_was_a_family_opens_trains_on_and_is_explored(
    runs: dict[str, Path], tmp_path: Path
) -> None:
    """Run directories written until 2026-12 say ``task: caption`` and name no family."""
    old = tmp_path / "old-run"
    shutil.copytree(runs["soft"], old)
    saved = read_yaml(old / "config.yaml")
    del saved["model"]["family"]
    (old / "config.yaml").write_text(dump_yaml({"task": "caption", **saved}, sort_keys=False))
    assert run_task(old) == CAPTION
    assert open_captioner(old).config.model.family == "show_attend_tell"
    config = str(old / "config.yaml")
    assert main(["train", config, f"--run_dir={old}", "--train.max_steps=4", "--resume"]) == 0
    progress = run_progress(old)
    assert progress is not None and progress.step == 4
    assert "task" not in read_yaml(old / "config.yaml")  # saved again, in today's shape
    explorer = Explorer.from_dirs([str(old)])
    assert [run.describe()["attention"] for run in explorer.captioners] == ["soft"]


def test_a_run_is_resumed_not_overwritten(runs: dict[str, Path]) -> None:
    config = load_caption_config(CONFIGS / "scenes-soft.yaml", [f"--run_dir={runs['soft']}", *TINY])
    with pytest.raises(FileExistsError, match="--resume"):
        train_captioner(config)
    assert "max_steps=3" in train_captioner(config, resume=True)  # complete: nothing to do
    progress = run_progress(runs["soft"])
    assert progress is not None and progress.step == 3 and len(progress.history) == 1


def test_caption_command_writes_a_panel_per_word(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "images"
    folder.mkdir()
    scene = make_scene("test", 0, open_captioner(runs["hard"]).config.data)
    Image.fromarray(scene.image).save(folder / "scene.png")
    Image.fromarray(255 - scene.image).resize((200, 200)).save(tmp_path / "light.png")
    status = main(
        [
            "caption",
            str(runs["hard"]),
            str(tmp_path / "light.png"),
            str(folder),
            "-o",
            str(tmp_path / "out"),
        ]
    )
    assert status == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        _, caption, overlay = line.split("\t")
        assert caption and Path(overlay).stat().st_size > 0
    assert main(["caption", str(runs["hard"]), str(tmp_path / "missing.png")]) == 2


def test_experiment_evaluates_and_reports(runs: dict[str, Path], tmp_path: Path) -> None:
    results = {}
    for kind, path in runs.items():
        captioner = open_captioner(path)
        results[kind] = {
            **evaluate(captioner, QUICK_NOISE_SAMPLES),  # as the quick run draws them
            "figure_scene": figure_scene(captioner),
        }
    for result in results.values():
        assert result["scenes"] == 6 and result["items"] >= 12
        located = result["localisation"]
        assert 0 <= located["mass_inside"] <= 1 and located["words"] == result["items"]
        assert 0 < located["chance_mass"] < located["chance_top_region"] + 1
    verdict = experiment.verdict(results)
    assert verdict["higher_bleu"] in ("soft", "hard")
    record = {
        "claim": experiment.CLAIM,
        "quick": True,
        "models": results,
        "verdict": verdict,
        "command": None,
        "seconds": 1.0,
    }
    experiment.draw(record, tmp_path / "scenes.png", "en")  # from the record alone
    assert (tmp_path / "scenes.png").stat().st_size > 0
    text = experiment.report(record)
    assert "| BLEU-4 |" in text and "--quick" in text and np.isfinite(results["soft"]["bleu"])
    headline = verdict_headline(text)  # what the explorer's Evidence tab shows
    assert headline is not None and headline.split(":")[0] in ("Yes", "Partly", "No")
    assert headline.startswith("No") == (verdict["state"] == "does_not_hold")


def located(lower: float) -> dict[str, Any]:
    """A model's result, as far as the verdict reads it: the top region's interval from
    ``lower``, against a random region's chance of 0.1."""
    return {
        "localisation": {
            "top_region_inside_95": [lower, lower + 0.05],
            "chance_top_region": 0.1,
            "mass_inside": lower,
            "chance_mass": 0.1,
        },
        "bleu": 50.0,
        "item_accuracy_95": [0.4, 0.5],
    }


@pytest.mark.parametrize(
    ("soft", "hard", "state"),
    [(0.5, 0.5, "holds"), (0.5, 0.05, "partly"), (0.05, 0.5, "does_not_hold")],
)
def test_the_claim_holds_when_soft_attention_looks_at_the_named_item(
    soft: float, hard: float, state: str
) -> None:
    verdict = experiment.verdict({"soft": located(soft), "hard": located(hard)})
    assert verdict["state"] == state
    assert verdict["attends_to_named_item"] == {"soft": soft > 0.1, "hard": hard > 0.1}


def test_captions_keep_to_the_run_s_length_limit(runs: dict[str, Path]) -> None:
    config = load_caption_config(CONFIGS / "scenes-soft.yaml")
    assert (config.decode.max_len_ratio, config.decode.max_len_offset) == (1.0, 4)
    captioner = open_captioner(runs["soft"])
    images = image_tensor([make_scene("test", i, config.data).image for i in range(3)])
    short = load_caption_config(None, ["--decode.max_len_ratio=0.1", "--decode.max_len_offset=0"])
    captioner.config = replace(captioner.config, decode=short.decode)
    for words, weights in caption_images(captioner, images):  # 0.1 * 36 regions: 3 tokens
        assert len(words) <= 3 and len(weights) == len(words)
