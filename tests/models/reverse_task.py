"""A tiny reverse-copy batch every model must be able to overfit."""

from __future__ import annotations

import torch

from attnlab import masks

PAD, BOS, EOS = 0, 1, 2
VOCAB = 12


def reverse_batch(
    batch: int = 8, length: int = 5, seed: int = 0
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """src (B, S), src_mask (B, 1, 1, S), tgt_in = [bos] + reversed, tgt_out = reversed + [eos]."""
    generator = torch.Generator().manual_seed(seed)
    src = torch.randint(3, VOCAB, (batch, length), generator=generator)
    reversed_src = src.flip(1)
    tgt_in = torch.cat([torch.full((batch, 1), BOS), reversed_src], dim=1)
    tgt_out = torch.cat([reversed_src, torch.full((batch, 1), EOS)], dim=1)
    src_mask = masks.padding_mask(torch.full((batch,), length))
    return src, src_mask, tgt_in, tgt_out
