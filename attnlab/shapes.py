"""Shape checks for public entry points: one helper, messages that show what came in."""

from __future__ import annotations

import torch


def check_tensor(
    name: str, tensor: object, *, min_dim: int = 1, max_dim: int | None = None
) -> None:
    """TypeError/ValueError unless ``tensor`` is a tensor of rank in [min_dim, max_dim]."""
    if not isinstance(tensor, torch.Tensor):
        raise TypeError(f"{name} must be a torch.Tensor, got {type(tensor).__name__}")
    if tensor.dim() < min_dim or (max_dim is not None and tensor.dim() > max_dim):
        expected = f"{min_dim}" if max_dim == min_dim else f"{min_dim} to {max_dim or 'any'}"
        raise ValueError(f"{name} must have {expected} dimensions, got shape {tuple(tensor.shape)}")


def broadcast_shape(*shapes: tuple[int, ...] | torch.Size) -> tuple[int, ...] | None:
    """The shape the given shapes broadcast to, or None if they do not (pure Python: about
    1 us, where ``torch.broadcast_shapes`` takes ~20, more than a small attention call)."""
    if shapes.count(shapes[0]) == len(shapes):  # all alike, the usual case: no loop
        return tuple(shapes[0])
    result: list[int] = []
    rank = max(len(shape) for shape in shapes)
    for sizes in zip(*((1,) * (rank - len(s)) + tuple(s) for s in shapes), strict=True):
        larger = [size for size in sizes if size != 1]  # a list: symbolic sizes do not hash
        if any(size != larger[0] for size in larger[1:]):
            return None
        result.append(larger[0] if larger else 1)
    return tuple(result)


_KEY_PADDING = (
    "nn.MultiheadAttention's key_padding_mask (B, S, True = padding) converts with "
    "`~mask[:, None, None, :]`"
)


def check_mask(mask: torch.Tensor | None, scores_shape: torch.Size | tuple[int, ...]) -> None:
    """A mask must be boolean and broadcast to the scores' shape (..., T, S)."""
    if mask is None:
        return
    if not isinstance(mask, torch.Tensor):
        raise TypeError(f"mask must be a boolean torch.Tensor or None, got {type(mask).__name__}")
    if mask.dtype != torch.bool:
        # `mask.bool()` is right for one kind only: it turns an additive mask's -inf (blocked)
        # into True (may attend). Say how to convert each kind.
        raise TypeError(
            f"mask must be boolean (True = may attend), got dtype {mask.dtype}; build it with "
            "attnlab.masks, or convert by what it holds: an additive mask (0 = attend, -inf = "
            f"blocked): `mask == 0`; a 0/1 keep mask (1 = attend): `mask.bool()`; {_KEY_PADDING}"
        )
    if broadcast_shape(mask.shape, scores_shape) != tuple(scores_shape):
        raise ValueError(
            f"mask of shape {tuple(mask.shape)} does not broadcast to the attention scores' "
            f"shape {tuple(scores_shape)} (..., T, S); a key padding mask is (B, 1, 1, S); "
            f"{_KEY_PADDING}"
        )
