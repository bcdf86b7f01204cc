"""Model weights on disk without pickle: one safetensors file, tied parameters stored once.

A file is written to a temporary name and renamed into place, so an interrupted write never
leaves broken weights.
"""

from __future__ import annotations

from pathlib import Path

from safetensors import SafetensorError
from safetensors.torch import load_file, save_file
from torch import nn

from attnlab.atomic import replacing


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
        tensors = load_file(str(path))
    except SafetensorError as error:  # truncated, empty or not a safetensors file at all
        raise ValueError(
            f"{path} is damaged: not a readable safetensors file ({error}), perhaps cut short "
            "by a full disk or an unfinished copy. Restore it from a copy (a run directory "
            "keeps its best weights in model.safetensors, its latest in last/model.safetensors)"
        ) from None
    try:
        result = model.load_state_dict(tensors, strict=False)
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
