"""The trainer's state beside the weights (``attnlab.weights``), without pickle: optimizer
moments and RNG states in a safetensors file, step counts and progress in JSON.

Every file is written to a temporary name and renamed into place, so an interrupted write
never leaves a broken checkpoint.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file

from attnlab.atomic import replacing, write_json


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
