"""The checkpoint's promises at the level of its functions (found by mutation testing,
results/mutation/): a stale staging folder replaced, a swap cut short with only the retired
checkpoint left undone, the tokenizers' fingerprint written and checked, damaged counts and
moments refused with messages that say what is wrong and what to do."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
import torch
from torch import nn

from attnlab.runs import RunFiles
from attnlab.training import checkpoints
from attnlab.training.checkpoints import CheckpointError

HINT = (
    "restore {last} from a copy of the run to continue it exactly; nothing was changed. (To "
    "start over instead, train into a new directory with --name=NAME)"
)
PROGRESS = {"step": 3, "epoch": 0, "batches_done_in_epoch": 3, "history": []}


def trained(seed: int = 0, sizes: tuple[int, ...] = (3, 2)) -> tuple[nn.Module, torch.optim.Adam]:
    torch.manual_seed(seed)
    model = nn.Sequential(*(nn.Linear(a, b) for a, b in itertools.pairwise(sizes)))
    optimizer = torch.optim.Adam(model.parameters())
    model(torch.randn(4, sizes[0])).sum().backward()
    optimizer.step()
    return model, optimizer


def saved(tmp_path: Path, tokenizers: str | None = "abc") -> RunFiles:
    files = RunFiles(tmp_path / "run")
    files.root.mkdir()
    model, optimizer = trained()
    checkpoints.save_checkpoint(files, model, optimizer, PROGRESS, tokenizers=tokenizers)
    return files


def test_a_stale_staging_folder_is_replaced_by_the_next_checkpoint(tmp_path: Path) -> None:
    files = saved(tmp_path)
    stale = files.root / ".last.new"
    stale.mkdir()
    (stale / "half-written").write_text("a kill while writing")
    model, optimizer = trained(seed=1)
    checkpoints.save_checkpoint(files, model, optimizer, PROGRESS, tokenizers="abc")
    assert sorted(path.name for path in files.root.iterdir()) == ["last"]
    assert not (files.last / "half-written").exists()


def test_a_swap_left_with_only_the_retired_checkpoint_is_undone(tmp_path: Path) -> None:
    retired = tmp_path / ".last.old"
    retired.mkdir()
    (retired / "content").write_text("old")
    checkpoints.recover_checkpoint(RunFiles(tmp_path))
    assert [path.name for path in tmp_path.iterdir()] == ["last"]
    assert (tmp_path / "last" / "content").read_text() == "old"


def test_the_checkpoint_keeps_the_tokenizers_fingerprint_and_checks_it(tmp_path: Path) -> None:
    files = saved(tmp_path, tokenizers="abc")
    model, optimizer = trained(seed=2)
    assert checkpoints.load_checkpoint(files, model, optimizer, tokenizers="abc") == PROGRESS
    with pytest.raises(ValueError, match="tokenizer"):
        checkpoints.load_checkpoint(files, model, optimizer, tokenizers="xyz")


@pytest.mark.parametrize(
    "count, value", [("step", -1), ("epoch", 1.5), ("batches_done_in_epoch", "3")]
)
def test_counts_that_are_not_whole_numbers_are_damage(
    tmp_path: Path, count: str, value: object
) -> None:
    files = saved(tmp_path)
    state = files.trainer_state.with_suffix(".json")
    meta = json.loads(state.read_text())
    meta["progress"][count] = value
    state.write_text(json.dumps(meta))
    with pytest.raises(CheckpointError) as error:
        checkpoints.saved_progress(files)
    assert str(error.value) == (
        f"{state} is damaged (counts that are not whole numbers); " + HINT.format(last=files.last)
    )


def test_a_missing_part_is_named(tmp_path: Path) -> None:
    files = saved(tmp_path)
    files.last_weights.unlink()
    files.trainer_state.with_suffix(".json").unlink()
    with pytest.raises(CheckpointError) as error:
        checkpoints.saved_progress(files)
    assert str(error.value) == (
        f"{files.last} is not a whole checkpoint (model.safetensors, trainer.json missing); "
        + HINT.format(last=files.last)
    )


@pytest.mark.parametrize(
    "sizes, wrong",
    [
        ((3, 2), "optimizer.2.exp_avg has shape (2, 2), which no parameter 2 of this model has"),
        ((4, 2), "optimizer.0.exp_avg has shape (2, 3), which no parameter 0 of this model has"),
    ],
)
def test_moments_of_another_model_are_refused_by_name(
    tmp_path: Path, sizes: tuple[int, ...], wrong: str
) -> None:
    files = RunFiles(tmp_path / "run")
    files.root.mkdir()
    model, optimizer = trained(sizes=(3, 2, 2))  # four parameters: two layers
    checkpoints.save_checkpoint(files, model, optimizer, PROGRESS)
    _, other = trained(sizes=sizes)  # fewer parameters, or the first of another shape
    with pytest.raises(CheckpointError) as error:
        checkpoints.load_training_state(files.trainer_state, other)
    assert str(error.value) == (
        f"{files.last} holds a trainer state this run cannot use (ValueError: {wrong}); was it "
        "copied from another run, or cut short? Restore it from a copy of the run to continue "
        "exactly; nothing was changed"
    )
