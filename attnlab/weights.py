"""Model weights on disk without pickle: one safetensors file, tied parameters stored once.

A file is written to a temporary name and renamed into place, so an interrupted write never
leaves broken weights. A translator's weights record the fingerprint of the tokenizers they
were trained with (safetensors metadata, ``TOKENIZERS_KEY``), and loading checks it: the
tokenizers of another run, with the same vocabulary sizes, would otherwise translate garbage.
"""

from __future__ import annotations

from pathlib import Path

from safetensors import SafetensorError, safe_open
from safetensors.torch import load_file, save
from torch import nn

from attnlab.atomic import write_file


def _tied_aliases(model: nn.Module) -> set[str]:
    """Second names of parameters reached twice (tied embeddings): stored once, under the first."""
    seen: set[int] = set()
    aliases = set()
    for name, parameter in model.named_parameters(remove_duplicate=False):
        if id(parameter) in seen:
            aliases.add(name)
        seen.add(id(parameter))
    return aliases


TOKENIZERS_KEY = "attnlab.tokenizers"  # metadata: the fingerprint of the weights' tokenizers


def save_weights(model: nn.Module, path: Path, *, tokenizers: str | None = None) -> None:
    """The model's parameters and buffers as a safetensors file; ``tokenizers``: the
    fingerprint of the tokenizers it was trained with (``Tokenizers.fingerprint``)."""
    aliases = _tied_aliases(model)
    state = {
        name: tensor.detach().cpu().contiguous()
        for name, tensor in model.state_dict().items()
        if name not in aliases
    }
    metadata = {TOKENIZERS_KEY: tokenizers} if tokenizers else None
    # serialized first, then written as any file: a full disk is an OSError attnlab words,
    # not a SafetensorError
    write_file(path, save(state, metadata=metadata))


def weights_metadata(path: Path) -> dict[str, str]:
    """The metadata a weights file holds (empty for files written before it had any)."""
    with safe_open(str(path), framework="pt") as weights:
        return dict(weights.metadata() or {})


def load_weights(model: nn.Module, path: Path, *, tokenizers: str | None = None) -> None:
    """Load weights saved by ``save_weights``; errors name missing or unexpected tensors and,
    given the run's ``tokenizers`` fingerprint, weights trained with other tokenizers."""
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
    broken = next(
        (name for name, t in tensors.items() if t.is_floating_point() and not t.isfinite().all()),
        None,
    )
    if broken is not None:  # it would translate to empty lines and score BLEU 0, silently
        count = int((~tensors[broken].isfinite()).sum())
        raise ValueError(
            f"{path} is broken: its tensor {broken} holds {count} values that are NaN or "
            "infinite (a training that diverged, or a damaged copy); restore the weights from "
            "a copy, or train again (a lower train.lr, train.clip_norm)"
        )
    trained_with = weights_metadata(path).get(TOKENIZERS_KEY)
    if tokenizers and trained_with and trained_with != tokenizers:
        raise ValueError(
            f"{path} was trained with other tokenizers than the run's tokenizers/ (fingerprint "
            f"{trained_with}, found {tokenizers}): were they copied from another run? Put "
            "back the run's own tokenizers/ (or weights trained with these)"
        )
    own = model.state_dict()
    reshaped = [
        name for name, t in own.items() if name in tensors and tensors[name].shape != t.shape
    ]
    if reshaped:  # one line, not load_state_dict's line per tensor
        first = reshaped[0]
        raise ValueError(
            f"weights in {path} do not fit this model: {len(reshaped)} tensor(s) of another "
            f"shape, e.g. {first} {tuple(tensors[first].shape)} where the model has "
            f"{tuple(own[first].shape)}; was the run's config changed?"
        )
    result = model.load_state_dict(tensors, strict=False)
    missing = set(result.missing_keys) - _tied_aliases(model)
    if missing or result.unexpected_keys:
        raise ValueError(
            f"weights in {path} do not fit this model: missing {sorted(missing)}, "
            f"unexpected {sorted(result.unexpected_keys)}; was the run's config changed?"
        )
