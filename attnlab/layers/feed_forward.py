"""Position-wise feed-forward network (Vaswani et al. 2017, section 3.3, eq. 2).

FFN(x) = max(0, x W_1 + b_1) W_2 + b_2, the same two linear maps at every position.
"""

from __future__ import annotations

import torch
from torch import nn


class PositionWiseFeedForward(nn.Module):
    """(B, T, D) -> (B, T, D) through a ReLU layer of ``ffn_dim`` units.

    Dropout on the hidden activations ("relu dropout", tensor2tensor and the Annotated
    Transformer) is an addition to the paper, which drops only sublayer outputs.
    """

    def __init__(self, hidden_dim: int, ffn_dim: int, dropout: float = 0.0) -> None:
        super().__init__()
        if hidden_dim <= 0 or ffn_dim <= 0:
            raise ValueError(f"hidden_dim and ffn_dim must be > 0, got {hidden_dim} and {ffn_dim}")
        self.inner = nn.Linear(hidden_dim, ffn_dim)  # W_1, b_1
        self.outer = nn.Linear(ffn_dim, hidden_dim)  # W_2, b_2
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.dropout(torch.relu(self.inner(x)))  # (B, T, ffn_dim)
        return self.outer(hidden)  # (B, T, D)
