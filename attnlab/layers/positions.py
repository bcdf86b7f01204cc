"""Positional encodings (Vaswani et al. 2017, section 3.5): sinusoidal or learned.

Both map (length, offset) to the encodings of positions offset .. offset + length - 1, shape
(T, D), so a decoder step at position t asks for (1, t). Sinusoidal encodings have no limit;
a learned table has ``max_len`` rows.
"""

from __future__ import annotations

import math

import torch
from torch import nn


def sinusoidal_table(positions: torch.Tensor, hidden_dim: int) -> torch.Tensor:
    """Positions (T,) -> (T, D): PE(pos, 2i) = sin(pos / 10000^(2i/D)), PE(pos, 2i+1) = cos(.)."""
    inverse_freq = torch.exp(
        torch.arange(0, hidden_dim, 2, dtype=torch.float64, device=positions.device)
        * (-math.log(10000.0) / hidden_dim)
    )  # (ceil(D/2),)
    angles = positions.to(torch.float64)[:, None] * inverse_freq  # (T, ceil(D/2))
    table = torch.empty(len(positions), hidden_dim, dtype=torch.float64, device=positions.device)
    table[:, 0::2] = torch.sin(angles)
    table[:, 1::2] = torch.cos(angles[:, : hidden_dim // 2])
    return table  # (T, D)


def _check_span(length: int, offset: int) -> None:
    if length < 0 or offset < 0:
        raise ValueError(f"length and offset must be >= 0, got length={length}, offset={offset}")


class SinusoidalPositions(nn.Module):
    """Fixed sinusoids, computed for the positions asked for (no length limit, no weights)."""

    anchor: torch.Tensor

    def __init__(self, hidden_dim: int) -> None:
        super().__init__()
        self.hidden_dim = hidden_dim
        # Carries the device and dtype (follows .to() / .double()); not saved in checkpoints.
        self.register_buffer("anchor", torch.zeros(()), persistent=False)
        # The rows computed so far (a decoder asks for one position a step): grown by doubling.
        self._table: torch.Tensor | None = None

    def forward(self, length: int, offset: int = 0) -> torch.Tensor:
        """Encodings of positions offset .. offset + length - 1 -> (T, D)."""
        _check_span(length, offset)
        end, table = offset + length, self._table
        if (
            table is None
            or table.shape[0] < end
            or (table.dtype, table.device) != (self.anchor.dtype, self.anchor.device)
        ):
            rows = max(end, 2 * (0 if table is None else table.shape[0]), 64)
            positions = torch.arange(rows, device=self.anchor.device)  # (rows,)
            # Angles in float64: pos / 10000^(2i/D) loses digits in float32 at large positions.
            table = sinusoidal_table(positions, self.hidden_dim).to(self.anchor.dtype)
            self._table = table
        return table[offset:end]  # (T, D)


class LearnedPositions(nn.Module):
    """One learned vector per position, for positions 0 .. max_len - 1."""

    def __init__(self, hidden_dim: int, max_len: int) -> None:
        super().__init__()
        if max_len <= 0:
            raise ValueError(f"max_len must be > 0, got {max_len}")
        self.max_len = max_len
        self.table = nn.Parameter(torch.empty(max_len, hidden_dim))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        nn.init.normal_(self.table, mean=0.0, std=self.table.shape[1] ** -0.5)

    def forward(self, length: int, offset: int = 0) -> torch.Tensor:
        """Encodings of positions offset .. offset + length - 1 -> (T, D)."""
        _check_span(length, offset)
        if offset + length > self.max_len:
            raise ValueError(
                f"a sequence of {offset + length} positions exceeds the learned positional "
                f"table (max_len={self.max_len}); build the model with a larger max_len "
                "(e.g. TransformerSeq2Seq(..., max_len=...)) or use sinusoidal positions, "
                "which have no limit"
            )
        return self.table[offset : offset + length]  # (T, D)
