"""Boolean attention masks; the one place mask polarity is defined.

True = this query may attend to this key. Every mask broadcasts to (B, H, T, S), the
meaning and layout of ``torch.nn.functional.scaled_dot_product_attention``'s boolean mask.
``torch.nn.MultiheadAttention`` uses the opposite meaning: convert with ``to_torch_mha``.
"""

from __future__ import annotations

import torch

from attnlab.shapes import check_tensor


def padding_mask(lengths: torch.Tensor, max_len: int | None = None) -> torch.Tensor:
    """Key padding mask from sequence lengths (B,) -> (B, 1, 1, S); S = max_len or max(lengths)."""
    check_tensor("lengths", lengths, min_dim=1, max_dim=1)
    if lengths.dtype.is_floating_point or lengths.dtype == torch.bool:
        raise TypeError(f"lengths must be an integer tensor, got dtype {lengths.dtype}")
    if (lengths < 0).any():
        raise ValueError(f"lengths must be >= 0, got {lengths.tolist()}")
    longest = int(lengths.max()) if lengths.numel() else 0
    size = longest if max_len is None else max_len
    if size < longest:
        raise ValueError(f"max_len={max_len} is shorter than the longest sequence ({longest})")
    positions = torch.arange(size, device=lengths.device)
    return (positions[None, :] < lengths[:, None])[:, None, None, :]  # (B, 1, 1, S)


def padding_mask_from_ids(ids: torch.Tensor, pad_id: int) -> torch.Tensor:
    """Key padding mask from token ids (B, S) and the pad id -> (B, 1, 1, S)."""
    check_tensor("ids", ids, min_dim=2, max_dim=2)
    return (ids != pad_id)[:, None, None, :]  # (B, 1, 1, S)


def causal_mask(
    query_len: int, key_len: int | None = None, device: torch.device | str | None = None
) -> torch.Tensor:
    """Query t may attend to keys 0..t -> (T, S), aligned upper-left like SDPA's ``is_causal``."""
    key_len = query_len if key_len is None else key_len
    if query_len < 0 or key_len < 0:
        raise ValueError(f"lengths must be >= 0, got query_len={query_len}, key_len={key_len}")
    return torch.ones(query_len, key_len, dtype=torch.bool, device=device).tril()


def combine(*masks: torch.Tensor | None) -> torch.Tensor | None:
    """Logical AND of broadcastable masks; None entries mean "no restriction"."""
    present = [m for m in masks if m is not None]
    for m in present:
        if m.dtype != torch.bool:
            raise TypeError(f"masks must be boolean, got dtype {m.dtype}")
    if not present:
        return None
    combined = present[0]
    for m in present[1:]:
        combined = combined & m
    return combined


def to_torch_mha(mask: torch.Tensor) -> torch.Tensor:
    """Our mask (True = may attend) as ``nn.MultiheadAttention``'s boolean mask (True = blocked)."""
    return ~mask
