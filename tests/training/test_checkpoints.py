"""The checkpoint is one unit, a diverged run keeps its last good one, and metrics.csv always
matches the checkpoint."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path
from typing import Any, cast

import pytest
import torch

from attnlab.cli import main
from attnlab.config import ExperimentConfig
from attnlab.runs import RunFiles
from attnlab.training import checkpoints
from attnlab.training.progress import run_progress
from attnlab.training.trainer import Trainer, train
from tests.training.test_interrupt import assert_same_weights, cli_train, metrics_without_timing
from tests.training.test_trainer import snapshot, tiny


def config(run: Path, *overrides: str) -> ExperimentConfig:
    return cast(ExperimentConfig, tiny(run, "--train.max_steps=24", *overrides))


def poison(trainer: Trainer, what: str, at_step: int) -> None:
    """Make the loss (through NaN weights) or the gradient non-finite at step ``at_step``."""
    parameter = next(trainer.model.parameters())
    if what == "loss":

        def spoil_weights(*_: Any) -> None:
            if trainer.progress.step == at_step - 2:  # during step at_step - 1
                with torch.no_grad():
                    parameter.fill_(math.nan)

        trainer.optimizer.register_step_post_hook(spoil_weights)
    else:
        parameter.register_hook(
            lambda grad: grad * math.inf if trainer.progress.step == at_step - 1 else grad
        )


@pytest.mark.parametrize("what", ["loss", "gradient"])
def test_a_diverged_run_stops_and_keeps_its_last_good_checkpoint(tmp_path: Path, what: str) -> None:
    trainer = Trainer(config(tmp_path / "run"))  # eval_every=10
    poison(trainer, what, at_step=15)
    with pytest.raises(ValueError) as diverged:
        trainer.fit()
    message = str(diverged.value)
    assert message.startswith("training diverged at step 15: ")
    assert f"the {'training loss' if what == 'loss' else 'gradient norm'} is " in message
    for advice in ("checkpoint (step 10) is kept", "--resume", "--train.lr", "--train.clip_norm"):
        assert advice in message
    progress = run_progress(tmp_path / "run")
    assert progress is not None and progress.step == 10

    train(config(tmp_path / "run"), resume=True)
    train(config(tmp_path / "straight"))
    assert_same_weights(tmp_path / "straight", tmp_path / "run")


@pytest.mark.slow
def test_a_learning_rate_of_1e30_is_explained_and_the_run_can_go_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    assert main(cli_train(run, "--train.lr=1e30")[3:]) == 2  # `attnlab train`, in this process
    said = capsys.readouterr().err
    assert "attnlab train: error: training diverged at step " in said
    assert "lr 1e+30" in said and "a lower --train.lr" in said
    assert "Traceback" not in said
    assert not (run / "last").exists()  # nothing broken saved

    assert main(cli_train(run, "--resume", "--train.max_steps=20")[3:]) == 0
    progress = run_progress(run)
    assert progress is not None and progress.step == 20


def test_a_checkpoint_write_that_fails_midway_leaves_the_old_one_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second checkpoint (step 20) fails after its weights are written: last/ still holds
    the first, the resumed run is the uninterrupted one, and metrics.csv has no extra row."""
    write_json, calls = checkpoints.write_json, []

    def fail_the_second(path: Path, data: Any) -> Path:
        calls.append(path)
        if len(calls) == 2:
            raise OSError("No space left on device")
        return write_json(path, data)

    monkeypatch.setattr(checkpoints, "write_json", fail_the_second)
    with pytest.raises(OSError, match="No space left"):
        train(config(tmp_path / "run"))
    monkeypatch.undo()
    progress = run_progress(tmp_path / "run")
    assert progress is not None and progress.step == 10

    train(config(tmp_path / "run"), resume=True)
    train(config(tmp_path / "straight"))
    assert_same_weights(tmp_path / "straight", tmp_path / "run")
    steps = [row["step"] for row in metrics_without_timing(tmp_path / "run")]
    assert steps == ["10", "20", "24"]
    assert metrics_without_timing(tmp_path / "run") == metrics_without_timing(tmp_path / "straight")
    assert sorted(p.name for p in (tmp_path / "run").iterdir() if p.name.startswith(".last")) == []


def test_a_kill_between_the_renames_of_the_swap_keeps_the_new_checkpoint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rename = Path.rename

    def killed_before_publishing(self: Path, target: Any) -> Any:
        if self.name == ".last.new":  # last/ is .last.old by now: there is no last/
            raise KeyboardInterrupt
        return rename(self, target)

    train(config(tmp_path / "run", "--train.max_steps=10"))
    monkeypatch.setattr(Path, "rename", killed_before_publishing)
    with pytest.raises(KeyboardInterrupt):
        train(config(tmp_path / "run"), resume=True)
    monkeypatch.undo()
    assert not (tmp_path / "run" / "last").exists()

    train(config(tmp_path / "run"), resume=True)  # finishes the swap, goes on from step 20
    train(config(tmp_path / "straight"))
    assert_same_weights(tmp_path / "straight", tmp_path / "run")
    assert metrics_without_timing(tmp_path / "run") == metrics_without_timing(tmp_path / "straight")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ({"last": "old", ".last.new": "partial"}, "old"),  # killed while writing the new one
        ({".last.old": "old", ".last.new": "new"}, "new"),  # killed between the two renames
        ({"last": "new", ".last.old": "old"}, "new"),  # killed before removing the old one
        ({"last": "old"}, "old"),
    ],
)
def test_recovery_finishes_or_undoes_an_interrupted_swap(
    tmp_path: Path, before: dict[str, str], after: str
) -> None:
    for name, content in before.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "content").write_text(content)
    checkpoints.recover_checkpoint(RunFiles(tmp_path))
    assert [path.name for path in tmp_path.iterdir()] == ["last"]
    assert (tmp_path / "last" / "content").read_text() == after


def _damage(run: Path, how: str) -> None:
    last = run / "last"
    if how.startswith("remove "):
        (last / how.removeprefix("remove ")).unlink()
    elif how == "string step":
        state = json.loads((last / "trainer.json").read_text())
        state["progress"]["step"] = "twenty"
        (last / "trainer.json").write_text(json.dumps(state))
    elif how == "truncate trainer.safetensors":
        data = (last / "trainer.safetensors").read_bytes()
        (last / "trainer.safetensors").write_bytes(data[: len(data) // 2])
    elif how == "pack without last/":  # as a shipped model is kept
        shutil.rmtree(last)


@pytest.mark.parametrize(
    "how",
    [
        "remove trainer.json",
        "remove trainer.safetensors",
        "remove model.safetensors",
        "string step",
        "truncate trainer.safetensors",
        "pack without last/",
    ],
)
def test_resuming_a_run_whose_checkpoint_is_not_whole_changes_nothing(
    tmp_path: Path, how: str
) -> None:
    run = tmp_path / "run"
    train(config(run, "--train.max_steps=20"))  # evaluations at 10 and 20
    _damage(run, how)
    before = snapshot(run)
    # ValueError or OSError: the CLI's user errors, one line without a trace
    with pytest.raises((ValueError, OSError), match="nothing was changed"):
        train(config(run, "--train.max_steps=30"), resume=True)
    assert snapshot(run) == before  # the weights, tokenizers and metrics are as they were
