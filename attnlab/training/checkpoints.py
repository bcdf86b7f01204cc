"""The resumable checkpoint, ``RUN_DIR/last/``, as one unit: the weights (``attnlab.weights``),
optimizer moments and RNG states in safetensors, step counts and progress in JSON; no pickle.

A checkpoint is written whole into ``.last.new/`` beside ``last/`` and swapped in by renames, so
a kill at any moment leaves a complete ``last/``: the old one or the new one (``recover_checkpoint``
finishes a swap a kill cut in two).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import torch
from safetensors import SafetensorError
from safetensors.torch import load_file, save
from torch import nn

from attnlab.atomic import fsync_path, write_file, write_json
from attnlab.runs import RunFiles
from attnlab.weights import load_weights, save_weights


def _staging(files: RunFiles) -> Path:
    return files.root / ".last.new"  # the next checkpoint while it is written


def _retired(files: RunFiles) -> Path:
    return files.root / ".last.old"  # the previous checkpoint during the swap


def save_checkpoint(
    files: RunFiles,
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    progress: dict[str, Any],
    *,
    tokenizers: str | None = None,
) -> None:
    """Replace ``last/`` with the model, optimizer, RNG and progress of this moment, as a unit;
    ``tokenizers``: the fingerprint the weights record (``attnlab.weights``)."""
    staging, retired = _staging(files), _retired(files)
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    save_weights(model, staging / files.last_weights.name, tokenizers=tokenizers)
    save_training_state(staging / files.trainer_state.name, optimizer, progress)
    for path in [*staging.iterdir(), staging]:  # on disk before the renames publish them
        fsync_path(path)
    if files.last.exists():
        files.last.rename(retired)
    staging.rename(files.last)  # from here on, recover_checkpoint keeps the new checkpoint
    fsync_path(files.root)
    shutil.rmtree(retired, ignore_errors=True)  # the previous checkpoint, if there was one


def recover_checkpoint(files: RunFiles) -> None:
    """Finish or undo a swap that a kill interrupted; call with the run's lock held."""
    staging, retired = _staging(files), _retired(files)
    if retired.exists():
        if not files.last.exists():  # killed between the two renames: the new one is whole
            (staging if staging.exists() else retired).rename(files.last)
        shutil.rmtree(retired, ignore_errors=True)
    shutil.rmtree(staging, ignore_errors=True)  # killed while writing it: maybe partial


class CheckpointError(ValueError):
    """``last/`` is there but is not a whole, readable checkpoint: resuming would lose work."""


def _restore_hint(files: RunFiles) -> str:
    return (
        f"restore {files.last} from a copy of the run to continue it exactly; nothing was "
        "changed. (To start over instead, train into a new directory with --name=NAME)"
    )


def saved_progress(files: RunFiles) -> dict[str, Any] | None:
    """The progress recorded in ``last/``; None when the run has no ``last/``. A ``last/``
    missing a part or holding an unreadable one raises CheckpointError: never "no checkpoint",
    which would start the run over its own weights."""
    if not files.last.exists():
        return None
    state = files.trainer_state
    parts = (files.last_weights, state.with_suffix(".safetensors"), state.with_suffix(".json"))
    missing = [path.name for path in parts if not path.exists()]
    if missing:
        raise CheckpointError(
            f"{files.last} is not a whole checkpoint ({', '.join(missing)} missing); "
            + _restore_hint(files)
        )
    try:
        progress = json.loads(state.with_suffix(".json").read_text())["progress"]
        counts = [progress[key] for key in ("step", "epoch", "batches_done_in_epoch")]
        whole = all(isinstance(count, int) and count >= 0 for count in counts)
        if not whole or not isinstance(progress["history"], list):
            raise TypeError("counts that are not whole numbers")
    except (ValueError, KeyError, TypeError) as error:  # JSONDecodeError is a ValueError
        raise CheckpointError(
            f"{state.with_suffix('.json')} is damaged ({error}); " + _restore_hint(files)
        ) from None
    return dict(progress)


def load_checkpoint(
    files: RunFiles,
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    *,
    tokenizers: str | None = None,
) -> dict[str, Any]:
    """Restore the model, optimizer and RNG of ``last/`` (its weights checked against the
    ``tokenizers`` fingerprint); returns the progress."""
    load_weights(model, files.last_weights, tokenizers=tokenizers)
    return load_training_state(files.trainer_state, optimizer)


def save_training_state(
    path: Path, optimizer: torch.optim.Optimizer, progress: dict[str, Any]
) -> None:
    """Optimizer moments and the RNG state as tensors; step counts and progress as JSON."""
    tensors: dict[str, torch.Tensor] = {"rng.torch": torch.get_rng_state()}
    if torch.cuda.is_available():  # dropout on a GPU draws from the CUDA generators
        for index, cuda_state in enumerate(torch.cuda.get_rng_state_all()):
            tensors[f"rng.cuda.{index}"] = cuda_state
    state = optimizer.state_dict()
    for index, entries in state["state"].items():
        for key, value in entries.items():
            tensors[f"optimizer.{index}.{key}"] = torch.as_tensor(value).detach().cpu()
    meta = {"param_groups": state["param_groups"], "progress": progress}
    write_file(path.with_suffix(".safetensors"), save(tensors))  # a full disk: a WriteError
    write_json(path.with_suffix(".json"), meta)


def _check_moments(
    entries: dict[int, dict[str, torch.Tensor]], optimizer: torch.optim.Optimizer
) -> None:
    """Each saved moment has its parameter's shape (load_state_dict does not check: the other
    run's moments would fail the first optimizer step)."""
    params = [param for group in optimizer.param_groups for param in group["params"]]
    for index, entry in entries.items():
        for key, tensor in entry.items():
            if key != "step" and (index >= len(params) or tensor.shape != params[index].shape):
                raise ValueError(
                    f"optimizer.{index}.{key} has shape {tuple(tensor.shape)}, which no "
                    f"parameter {index} of this model has"
                )


def load_training_state(path: Path, optimizer: torch.optim.Optimizer) -> dict[str, Any]:
    """Restore the optimizer and RNG saved by ``save_training_state``; returns the progress."""
    try:
        tensors = load_file(str(path.with_suffix(".safetensors")))
        meta = json.loads(path.with_suffix(".json").read_text())
        entries: dict[int, dict[str, torch.Tensor]] = {}
        for name, tensor in tensors.items():
            if name.startswith("optimizer."):
                _, index, key = name.split(".", 2)
                entries.setdefault(int(index), {})[key] = tensor
        _check_moments(entries, optimizer)
        optimizer.load_state_dict({"state": entries, "param_groups": meta["param_groups"]})
        torch.set_rng_state(tensors["rng.torch"])
    except (SafetensorError, ValueError, KeyError, TypeError, RuntimeError) as error:
        raise CheckpointError(
            f"{path.parent} holds a trainer state this run cannot use ({type(error).__name__}: "
            f"{error}); was it copied from another run, or cut short? Restore it from a copy "
            "of the run to continue exactly; nothing was changed"
        ) from None
    cuda_states = [
        tensors[f"rng.cuda.{i}"] for i in range(len(tensors)) if f"rng.cuda.{i}" in tensors
    ]
    if cuda_states and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(cuda_states)
    progress: dict[str, Any] = meta["progress"]
    return progress
