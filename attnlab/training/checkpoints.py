"""Checkpoints without pickle: tensors in safetensors files, everything else in JSON.

Every file is written to a temporary name and renamed into place, so an interrupted write
never leaves a broken checkpoint.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file
from torch import nn

from attnlab.atomic import replacing, write_json


def _tied_aliases(model: nn.Module) -> set[str]:
    """Second names of parameters reached twice (tied embeddings): stored once, under the first."""
    seen: set[int] = set()
    aliases = set()
    for name, parameter in model.named_parameters(remove_duplicate=False):
        if id(parameter) in seen:
            aliases.add(name)
        seen.add(id(parameter))
    return aliases


def save_weights(model: nn.Module, path: Path) -> None:
    """The model's parameters and buffers as a safetensors file."""
    aliases = _tied_aliases(model)
    state = {
        name: tensor.detach().cpu().contiguous()
        for name, tensor in model.state_dict().items()
        if name not in aliases
    }
    with replacing(path) as temporary:
        save_file(state, str(temporary))


def load_weights(model: nn.Module, path: Path) -> None:
    """Load weights saved by ``save_weights``; errors name missing or unexpected tensors."""
    if not path.exists():
        raise FileNotFoundError(f"no weights at {path}; is this a finished or resumable run?")
    try:
        result = model.load_state_dict(load_file(str(path)), strict=False)
    except RuntimeError as error:  # shape mismatches
        raise ValueError(
            f"weights in {path} do not fit this model; was the run's config changed?\n{error}"
        ) from None
    missing = set(result.missing_keys) - _tied_aliases(model)
    if missing or result.unexpected_keys:
        raise ValueError(
            f"weights in {path} do not fit this model: missing {sorted(missing)}, "
            f"unexpected {sorted(result.unexpected_keys)}; was the run's config changed?"
        )


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
