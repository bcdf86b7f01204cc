"""Boolean attention masks; the one place mask polarity is defined.

True = this query may attend to this key. Every mask broadcasts to (B, H, T, S), the
meaning and layout of ``torch.nn.functional.scaled_dot_product_attention``'s boolean mask.
``torch.nn.MultiheadAttention`` uses the opposite meaning and other shapes: convert with
``to_torch_key_padding_mask`` and ``to_torch_attn_mask``.
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


def to_torch_key_padding_mask(mask: torch.Tensor) -> torch.Tensor:
    """A key padding mask (B, 1, 1, S) as ``nn.MultiheadAttention``'s ``key_padding_mask``
    (B, S), True = padding (blocked)."""
    if mask.dim() != 4 or mask.shape[1:3] != (1, 1):
        raise ValueError(
            f"a key padding mask is (B, 1, 1, S), got shape {tuple(mask.shape)}; convert other "
            "masks with to_torch_attn_mask"
        )
    return ~mask[:, 0, 0, :]  # (B, S)


def to_torch_attn_mask(mask: torch.Tensor, num_heads: int) -> torch.Tensor:
    """A mask (T, S) or (B, 1 or H, T, S) as ``nn.MultiheadAttention``'s boolean ``attn_mask``,
    True = blocked: (T, S) when it is the same for every batch row and head (causal, say), else
    (B * H, T, S), the batch-major layout that module reads. A key padding mask (B, 1, 1, S)
    goes to its ``key_padding_mask``: see ``to_torch_key_padding_mask``."""
    if mask.dim() == 2:
        return ~mask  # (T, S)
    if mask.dim() != 4 or mask.shape[1] not in (1, num_heads):
        raise ValueError(
            f"expected a mask of shape (T, S) or (B, 1 or {num_heads}, T, S), got "
            f"{tuple(mask.shape)}"
        )
    if mask.shape[:2] == (1, 1):
        return ~mask[0, 0]  # (T, S)
    batch, _, query_len, key_len = mask.shape
    blocked = ~mask.expand(batch, num_heads, query_len, key_len)  # (B, H, T, S)
    return blocked.reshape(batch * num_heads, query_len, key_len)  # (B*H, T, S)
