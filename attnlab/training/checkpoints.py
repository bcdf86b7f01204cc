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
from safetensors.torch import load_file, save_file
from torch import nn

from attnlab.atomic import fsync_path, replacing, write_json
from attnlab.runs import RunFiles
from attnlab.weights import load_weights, save_weights


def _staging(files: RunFiles) -> Path:
    return files.root / ".last.new"  # the next checkpoint while it is written


def _retired(files: RunFiles) -> Path:
    return files.root / ".last.old"  # the previous checkpoint during the swap


def save_checkpoint(
    files: RunFiles, model: nn.Module, optimizer: torch.optim.Optimizer, progress: dict[str, Any]
) -> None:
    """Replace ``last/`` with the model, optimizer, RNG and progress of this moment, as a unit."""
    staging, retired = _staging(files), _retired(files)
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    save_weights(model, staging / files.last_weights.name)
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


def saved_progress(files: RunFiles) -> dict[str, Any] | None:
    """The progress recorded in ``last/`` (None without a checkpoint); reads nothing else."""
    try:
        meta = json.loads(files.trainer_state.with_suffix(".json").read_text())
    except FileNotFoundError:
        return None
    progress: dict[str, Any] = meta["progress"]
    return progress


def load_checkpoint(
    files: RunFiles, model: nn.Module, optimizer: torch.optim.Optimizer
) -> dict[str, Any]:
    """Restore the model, optimizer and RNG of ``last/``; returns the progress."""
    load_weights(model, files.last_weights)
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
    with replacing(path.with_suffix(".safetensors")) as temporary:
        save_file(tensors, str(temporary))
    write_json(path.with_suffix(".json"), meta)


def load_training_state(path: Path, optimizer: torch.optim.Optimizer) -> dict[str, Any]:
    """Restore the optimizer and RNG saved by ``save_training_state``; returns the progress."""
    tensors = load_file(str(path.with_suffix(".safetensors")))
    meta = json.loads(path.with_suffix(".json").read_text())
    entries: dict[int, dict[str, torch.Tensor]] = {}
    for name, tensor in tensors.items():
        if name.startswith("optimizer."):
            _, index, key = name.split(".", 2)
            entries.setdefault(int(index), {})[key] = tensor
    optimizer.load_state_dict({"state": entries, "param_groups": meta["param_groups"]})
    torch.set_rng_state(tensors["rng.torch"])
    cuda_states = [
        tensors[f"rng.cuda.{i}"] for i in range(len(tensors)) if f"rng.cuda.{i}" in tensors
    ]
    if cuda_states and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(cuda_states)
    progress: dict[str, Any] = meta["progress"]
    return progress
