"""Token embeddings scaled by sqrt(D) (Vaswani et al. 2017, section 3.4)."""

from __future__ import annotations

import math

import torch
from torch import nn


class ScaledEmbedding(nn.Embedding):
    """Token ids (B, L) -> embeddings (B, L, D) multiplied by sqrt(D).

    Initialized N(0, D^-1/2) (as fairseq does), so the scaled embeddings have unit variance
    and, when this matrix doubles as the output projection, logits start near unit scale.
    """

    def __init__(self, vocab_size: int, hidden_dim: int) -> None:
        super().__init__(vocab_size, hidden_dim)
        self.scale = math.sqrt(hidden_dim)

    def reset_parameters(self) -> None:
        nn.init.normal_(self.weight, mean=0.0, std=self.embedding_dim**-0.5)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return super().forward(input) * self.scale  # (B, L, D)
