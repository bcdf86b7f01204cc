"""How far attention and an attribution agree on which source tokens matter, one target step
at a time: Kendall's rank correlation and whether their top source token is the same
(Jain & Wallace 2019, section 3, compare attention with gradients and leave-one-out this way).

Attributions are signed; their magnitude is the importance compared with attention (a token
matters when hiding or moving it changes the output, in either direction). A content-free
reference, the diagonal, says how much agreement position alone buys.
"""

from __future__ import annotations

import math

import torch


def kendall_tau(a: torch.Tensor, b: torch.Tensor) -> float:
    """Kendall's tau-b of two score vectors (S,): +1 same order, -1 reversed, ties counted as
    Kendall's tau-b counts them. NaN when either vector is constant (no order to compare),
    so a single source token gives NaN. Exact, O(S^2): sentences are short."""
    if a.shape != b.shape or a.dim() != 1:
        raise ValueError(f"kendall_tau needs two vectors of one length, got {a.shape}, {b.shape}")
    da = torch.sign(a[:, None] - a[None, :]).double()  # (S, S)
    db = torch.sign(b[:, None] - b[None, :]).double()
    upper = torch.triu(torch.ones_like(da, dtype=torch.bool), diagonal=1)
    concordance = (da * db)[upper].sum()
    untied_a, untied_b = (da[upper] != 0).sum(), (db[upper] != 0).sum()
    if untied_a == 0 or untied_b == 0:
        return math.nan
    return float(concordance / torch.sqrt(untied_a.double() * untied_b.double()))


def top_agrees(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Do the two score vectors (S,) put the same source position first?"""
    return int(a.argmax()) == int(b.argmax())


def importance(attribution: torch.Tensor) -> torch.Tensor:
    """An attribution's importance: its magnitude, (T, S)."""
    return attribution.abs()


def shares(attribution: torch.Tensor) -> torch.Tensor:
    """Each row's importance as shares of the row's total (T, S): drawn on attention's scale."""
    magnitude = importance(attribution).float()
    return magnitude / magnitude.sum(dim=-1, keepdim=True).clamp(min=1e-12)


def diagonal(steps: int, length: int) -> torch.Tensor:
    """The content-free alignment (T, S): step t's score falls with the distance of source
    position j from the diagonal point (t + 1/2) S / T, as a monotone translation would have."""
    centre = (torch.arange(steps, dtype=torch.float64) + 0.5) * length / steps  # (T,)
    position = torch.arange(length, dtype=torch.float64) + 0.5  # (S,)
    return -(position[None, :] - centre[:, None]).abs()  # (T, S)


def agreement(attention: torch.Tensor, attribution: torch.Tensor) -> dict[str, list[float]]:
    """Per target step, Kendall's tau and top-1 agreement (1.0 / 0.0) between attention
    (T, S) and an attribution's importance (T, S); tau is NaN where either row is constant."""
    if attention.shape != attribution.shape:
        raise ValueError(
            f"attention {tuple(attention.shape)} and attribution {tuple(attribution.shape)} "
            "must both be (T, S)"
        )
    scores = importance(attribution)
    return {
        "kendall_tau": [kendall_tau(a, s) for a, s in zip(attention, scores, strict=True)],
        "top1": [float(top_agrees(a, s)) for a, s in zip(attention, scores, strict=True)],
    }
