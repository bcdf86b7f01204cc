"""Interventions on attention: replace a decoder's cross-attention weights, see what changes.

After Jain & Wallace 2019 (section 4: permuted weights; the effect as total variation distance
between output distributions) and Wiegreffe & Pinter 2019 (section 3: uniform weights);
removing the most attended position and renormalizing follows Serrano & Smith 2019. Each
intervention is a ``functional.Reweight``, (weights (..., T, S), mask) -> weights, which the
models apply before the weighted read (``reweight=`` of ``step`` and ``forward``). Every row
(each step, layer and head) is intervened on by itself, over the keys its mask lets it see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

from attnlab.functional import Reweight
from attnlab.models.protocol import Seq2SeqOutput, StepOutput, intervenable

INTERVENTIONS = ("permute", "uniform", "remove_top", "remove_random")
DESCRIPTIONS = {
    "permute": "the weights shuffled over the visible source positions",
    "uniform": "equal weights on every visible source position",
    "remove_top": "the most attended position set to 0, the rest renormalized",
    "remove_random": "a random visible position set to 0, the rest renormalized (a control "
    "for remove_top)",
}


def _visible(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
    """The keys each row may attend to, (..., T, S) boolean."""
    if mask is None:
        return torch.ones_like(weights, dtype=torch.bool)
    return mask.expand(weights.shape)


def uniform(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
    """1 / n on each of a row's n visible positions (a row with none stays 0)."""
    visible = _visible(weights, mask).to(weights.dtype)  # (..., T, S)
    return visible / visible.sum(dim=-1, keepdim=True).clamp(min=1)


def _remove(weights: torch.Tensor, position: torch.Tensor) -> torch.Tensor:
    """Zero ``position`` (..., T, 1) of each row and rescale the rest to the row's old total
    (1 for a softmax; less for local-p). A row left with no mass becomes 0."""
    removed = weights.scatter(-1, position, 0.0)  # (..., T, S)
    total, rest = weights.sum(dim=-1, keepdim=True), removed.sum(dim=-1, keepdim=True)
    return torch.where(rest > 0, removed * total / rest.clamp(min=1e-30), torch.zeros_like(rest))


def remove_top(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
    """Remove each row's most attended position, renormalize the others."""
    return _remove(weights, weights.argmax(dim=-1, keepdim=True))


def _random_keys(
    weights: torch.Tensor, mask: torch.Tensor | None, generator: torch.Generator
) -> torch.Tensor:
    """Uniform noise on the visible positions, 2 (above all noise) on the hidden ones."""
    noise = torch.rand(weights.shape, generator=generator, device=weights.device)
    return noise.masked_fill(~_visible(weights, mask), 2.0)  # (..., T, S)


def permute(generator: torch.Generator) -> Reweight:
    """Shuffle each row's weights among its visible positions (a fresh permutation per row and
    call, drawn from ``generator``); hidden positions keep weight 0."""

    def reweight(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
        destinations = _random_keys(weights, mask, generator).argsort(dim=-1)  # visible first
        positions = torch.arange(weights.shape[-1], device=weights.device).expand(weights.shape)
        visible = _visible(weights, mask)
        sources = torch.where(visible, positions, positions + weights.shape[-1]).argsort(dim=-1)
        # The k-th visible weight (in source order) moves to the k-th random visible position.
        return torch.zeros_like(weights).scatter(-1, destinations, weights.gather(-1, sources))

    return reweight


def remove_random(generator: torch.Generator) -> Reweight:
    """Remove one uniformly drawn visible position of each row, renormalize the others."""

    def reweight(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
        chosen = _random_keys(weights, mask, generator).argmin(dim=-1, keepdim=True)
        return _remove(weights, chosen)

    return reweight


def make_intervention(name: str, seed: int = 0) -> Reweight:
    """The intervention ``name`` (one of INTERVENTIONS); random ones draw from ``seed``."""
    if name == "uniform":
        return uniform
    if name == "remove_top":
        return remove_top
    if name in ("permute", "remove_random"):
        generator = torch.Generator().manual_seed(seed)
        return permute(generator) if name == "permute" else remove_random(generator)
    raise ValueError(f"unknown intervention {name!r}; choose one of {list(INTERVENTIONS)}")


class Intervened(nn.Module):
    """``model`` with ``reweight`` applied to its cross-attention at every step. It speaks the
    decoder protocol, so greedy and beam search (and ``translate``) run it unchanged; a model
    whose step and forward take no ``reweight`` is refused here (MissingCapability)."""

    def __init__(self, model: nn.Module, reweight: Reweight) -> None:
        super().__init__()
        self.model = intervenable(model)
        self.reweight = reweight

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> Any:
        """The model's encoder, untouched."""
        return self.model.encode(src, src_mask, need_weights=need_weights)

    def init_state(self, encoded: Any, src_mask: torch.Tensor) -> Any:
        """The model's first decoder state."""
        return self.model.init_state(encoded, src_mask)

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: Any,
        *,
        need_weights: bool = True,
    ) -> StepOutput:
        """One decoder step with the intervention."""
        return self.model.step(
            prev_tokens, state, need_weights=need_weights, reweight=self.reweight
        )

    def forward(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
    ) -> Seq2SeqOutput:
        """Teacher-forced, the intervention at every step."""
        return self.model(src, src_mask, tgt_in, need_weights=need_weights, reweight=self.reweight)


@dataclass(frozen=True)
class StepEffects:
    """What one intervention did at each target step, the prefix held fixed."""

    total_variation: torch.Tensor  # TVD between the output distributions, (B, T)
    changed: torch.Tensor  # the most probable token differs, (B, T) boolean


@torch.no_grad()
def step_effects(
    model: nn.Module,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    reweight: Reweight,
) -> StepEffects:
    """Intervene at one step at a time: for every t, decode step t from the model's own state
    after the unchanged prefix tgt_in[:, :t] (teacher forcing), once as it is and once with
    ``reweight``, and compare the two next-token distributions. src (B, S), src_mask
    (B, 1, 1, S), tgt_in (B, T) starting with bos -> effects (B, T); rows past a sentence's
    end are meaningless (mask them with its target length). A model whose step takes no
    ``reweight`` is refused before anything runs (MissingCapability)."""
    decoder = intervenable(model)
    model.eval()
    state = decoder.init_state(decoder.encode(src, src_mask, need_weights=False), src_mask)
    distances, changed = [], []
    for t in range(tgt_in.shape[1]):
        clean = decoder.step(tgt_in[:, t], state, need_weights=False)
        altered = decoder.step(tgt_in[:, t], state, need_weights=False, reweight=reweight)
        p = torch.softmax(clean.logits.float(), dim=-1)  # (B, V)
        q = torch.softmax(altered.logits.float(), dim=-1)  # (B, V)
        distances.append(0.5 * (p - q).abs().sum(dim=-1))  # (B,)
        changed.append(p.argmax(dim=-1) != q.argmax(dim=-1))  # (B,)
        state = clean.state
    return StepEffects(torch.stack(distances, dim=1), torch.stack(changed, dim=1))
