"""Does a heatmap explain the output? Comprehensiveness and sufficiency of a ranking of the
source positions (DeYoung et al. 2020, ERASER, section 4), per emitted token, as an area over
the perturbation curve (AOPC: the mean over k = 1 .. K of the top-k positions).

For emitted token t with f_t = log p(y_t | y_<t, x) (teacher-forced, the target prefix held
fixed) and R_t(k) the k source positions an importance map ranks highest at step t:
- comprehensiveness_t = mean_k [f_t(x) - f_t(x with R_t(k) hidden)]: large when hiding what
  the map points at takes the output away;
- sufficiency_t = mean_k [f_t(x) - f_t(x with all but R_t(k) hidden)]: small (or negative)
  when what the map points at is enough on its own.
A hidden position holds <pad>, which the scores embed as the zero vector, as occlusion hides
it (``attnlab.explain.occlusion``), so the sentence keeps its length and every other token its
position. K is min(``max_k``, S); a map
is ranked by its values (an attribution's signed values: positive raised f_t), ties by position.
A random ranking (the mean of ``random_orders`` seeded permutations) is the floor to beat.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from attnlab.data.tokenizer import PAD_ID
from attnlab.explain.attribution import MAX_BATCH, TokenScores

MAX_K = 5  # sentences here are short: five positions is half of a ten-token one
RANDOM = "random"  # the name of the random ranking among the maps scored


@dataclass(frozen=True)
class Faithfulness:
    """One importance map's AOPC scores, per emitted token (T,) and over them (the mean)."""

    comprehensiveness: torch.Tensor  # (T,) higher: the top positions carry the output
    sufficiency: torch.Tensor  # (T,) lower: the top positions alone are enough

    def summary(self) -> dict[str, float]:
        return {
            "comprehensiveness": float(self.comprehensiveness.mean()),
            "sufficiency": float(self.sufficiency.mean()),
        }


def rankings(importance: torch.Tensor) -> torch.Tensor:
    """(T, S) importance -> (T, S) source positions, most important first (ties: earlier)."""
    return torch.argsort(-importance.float(), dim=1, stable=True)  # (T, S)


def _perturbed(src: torch.Tensor, order: torch.Tensor, ks: list[int], keep: bool) -> torch.Tensor:
    """src (1, S), order (T, S) -> (T * K, S): for each step t and k, the sentence with its top
    k positions at t hidden (``keep=False``) or with all but them hidden (``keep=True``)."""
    steps, length = order.shape
    rows = []
    for t in range(steps):
        for k in ks:
            top = torch.zeros(length, dtype=torch.bool, device=src.device)
            top[order[t, :k]] = True
            hidden = ~top if keep else top
            rows.append(src[0].masked_fill(hidden, PAD_ID))
    return torch.stack(rows)  # (T * K, S)


def _scores_at_steps(
    scores: TokenScores, sources: torch.Tensor, steps: int, per: int
) -> torch.Tensor:
    """f over (T * K, S) perturbed sources, row t * K + i read at step t -> (T, K)."""
    with torch.no_grad():
        found = torch.cat([scores(chunk) for chunk in sources.split(MAX_BATCH)])  # (T * K, T)
    rows = torch.arange(steps * per, device=found.device)
    return found[rows, rows // per].view(steps, per)  # (T, K)


def faithfulness(
    scores: TokenScores, src: torch.Tensor, importance: torch.Tensor, *, max_k: int = MAX_K
) -> Faithfulness:
    """AOPC comprehensiveness and sufficiency of ``importance`` (T, S) for the sentence src
    (1, S), with ``scores`` the emitted tokens' f (``emitted_log_probs``)."""
    _check_shapes(src, importance)
    return _aopc(scores, src, importance, _unperturbed(scores, src), max_k)


def random_faithfulness(
    scores: TokenScores, src: torch.Tensor, steps: int, *, orders: int = 3, max_k: int = MAX_K
) -> Faithfulness:
    """The floor: the mean of ``orders`` random rankings' scores (seeds 0 .. orders - 1)."""
    return _random(scores, src, _unperturbed(scores, src), steps, orders, max_k)


def faithfulness_of(
    scores: TokenScores, src: torch.Tensor, maps: dict[str, torch.Tensor], *, orders: int = 3
) -> dict[str, Faithfulness]:
    """``faithfulness`` of every (T, S) map in ``maps``, and RANDOM (``random_faithfulness``),
    the unperturbed sentence scored once for all of them."""
    full = _unperturbed(scores, src)
    found = {name: _aopc(scores, src, importance, full, MAX_K) for name, importance in maps.items()}
    found[RANDOM] = _random(scores, src, full, len(full), orders, MAX_K)
    return found


def random_importance(steps: int, length: int, seed: int) -> torch.Tensor:
    """A (T, S) map whose ranking at each step is a seeded random permutation."""
    generator = torch.Generator().manual_seed(seed)
    return torch.rand(steps, length, generator=generator)


def _check_shapes(src: torch.Tensor, importance: torch.Tensor) -> None:
    length = importance.shape[1]
    if src.shape != (1, length):
        raise ValueError(
            f"src must be (1, {length}) for a (T, {length}) map, got {tuple(src.shape)}"
        )


def _unperturbed(scores: TokenScores, src: torch.Tensor) -> torch.Tensor:
    """f_t(x) of the sentence itself, (T,)."""
    with torch.no_grad():
        return scores(src)[0]


def _aopc(
    scores: TokenScores, src: torch.Tensor, importance: torch.Tensor, full: torch.Tensor, max_k: int
) -> Faithfulness:
    """``faithfulness``, given f_t(x) (T,) of the sentence itself."""
    _check_shapes(src, importance)
    steps, length = importance.shape
    ks = list(range(1, min(max_k, length) + 1))
    order = rankings(importance)
    hidden = _scores_at_steps(scores, _perturbed(src, order, ks, keep=False), steps, len(ks))
    kept = _scores_at_steps(scores, _perturbed(src, order, ks, keep=True), steps, len(ks))
    return Faithfulness(
        comprehensiveness=(full[:, None] - hidden).mean(dim=1).detach(),
        sufficiency=(full[:, None] - kept).mean(dim=1).detach(),
    )


def _random(
    scores: TokenScores, src: torch.Tensor, full: torch.Tensor, steps: int, orders: int, max_k: int
) -> Faithfulness:
    found = [
        _aopc(scores, src, random_importance(steps, src.shape[1], seed), full, max_k)
        for seed in range(orders)
    ]
    return Faithfulness(
        comprehensiveness=torch.stack([f.comprehensiveness for f in found]).mean(dim=0),
        sufficiency=torch.stack([f.sufficiency for f in found]).mean(dim=0),
    )
