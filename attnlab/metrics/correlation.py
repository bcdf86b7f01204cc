"""Spearman's rank correlation, with bootstrap intervals over the items (sentences): how well
a score orders translations as a metric against references does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

RESAMPLES = 1000


def ranks(values: Sequence[float] | np.ndarray) -> np.ndarray:
    """Ranks from 1, ties given their mean rank."""
    x = np.asarray(values, dtype=float)
    order = np.argsort(x, kind="stable")
    ranked = np.empty(len(x))
    ranked[order] = np.arange(1, len(x) + 1)
    for value in np.unique(x):  # ties: the mean of their ranks
        tied = x == value
        if tied.sum() > 1:
            ranked[tied] = ranked[tied].mean()
    return ranked


def spearman(a: Sequence[float] | np.ndarray, b: Sequence[float] | np.ndarray) -> float:
    """Spearman's rho: the Pearson correlation of the ranks (0 where one side is constant)."""
    ra, rb = ranks(a), ranks(b)
    ra, rb = ra - ra.mean(), rb - rb.mean()
    spread = float(np.sqrt((ra * ra).sum() * (rb * rb).sum()))
    return float((ra * rb).sum()) / spread if spread else 0.0


def spearman_intervals(
    scores: Mapping[str, Sequence[float]],
    truth: Sequence[float],
    *,
    against: str,
    resamples: int = RESAMPLES,
    seed: int = 0,
) -> dict[str, dict[str, float | list[float]]]:
    """Per named score: rho with ``truth``, its 95 % percentile interval over ``resamples``
    resamples of the items, and (for the scores other than ``against``) the paired
    difference from ``against``'s rho in the same resamples, with its interval."""
    rng = np.random.default_rng(seed)
    y = np.asarray(truth, dtype=float)
    samples = [rng.integers(0, len(y), len(y)) for _ in range(resamples)]
    found: dict[str, dict[str, float | list[float]]] = {}
    resampled = {
        name: np.array([spearman(np.asarray(s)[k], y[k]) for k in samples])
        for name, s in scores.items()
    }
    for name, s in scores.items():
        rho = resampled[name]
        entry: dict[str, float | list[float]] = {
            "rho": spearman(s, y),
            "rho_95": np.percentile(rho, [2.5, 97.5]).tolist(),
        }
        if name != against:
            difference = rho - resampled[against]
            entry["minus_" + against] = entry["rho"] - spearman(scores[against], y)  # type: ignore[operator]
            entry["minus_" + against + "_95"] = np.percentile(difference, [2.5, 97.5]).tolist()
        found[name] = entry
    return found
