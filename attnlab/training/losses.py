"""Token-level cross-entropy over a padded target, with label smoothing (Szegedy et al. 2016)."""

from __future__ import annotations

import torch
import torch.nn.functional as F


def sequence_loss(
    logits: torch.Tensor, tgt_out: torch.Tensor, pad_id: int, label_smoothing: float = 0.0
) -> tuple[torch.Tensor, torch.Tensor, int]:
    """logits (B, T, V), tgt_out (B, T) -> (mean smoothed loss, summed NLL, real tokens).

    The loss trains; the NLL (no smoothing) is what perplexity and dev loss report.
    """
    flat_logits = logits.reshape(-1, logits.shape[-1]).float()  # (B*T, V)
    flat_targets = tgt_out.reshape(-1)  # (B*T,)
    loss = F.cross_entropy(
        flat_logits, flat_targets, ignore_index=pad_id, label_smoothing=label_smoothing
    )
    with torch.no_grad():
        nll = F.cross_entropy(flat_logits, flat_targets, ignore_index=pad_id, reduction="sum")
    return loss, nll, int((flat_targets != pad_id).sum())
