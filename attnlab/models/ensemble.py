"""Several translators decoding as one, as Marian and fairseq decode an ensemble: at each step
every member scores the next token and the ensemble's logits are the members' mean
log-probabilities. Decoding normalizes them again (log-softmax), so the ensemble's distribution
is the members' renormalized geometric mean; the decoder protocol is the members', so greedy,
beam search, n-best, prefixes and forced scoring work unchanged.

The members must read and write the same vocabularies (``Translator.ensemble`` checks the
tokenizers); they may be of different families. Attention comes from the first member alone
(its maps are the ensemble's alignments and heatmaps), and only it computes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

from attnlab.models.protocol import Seq2SeqModel, Seq2SeqOutput, StepOutput


@dataclass(frozen=True)
class EnsembleState:
    """Each member's decoder state, in member order."""

    members: tuple[Any, ...]

    def reorder(self, indices: torch.Tensor) -> EnsembleState:
        return EnsembleState(tuple(state.reorder(indices) for state in self.members))


def mean_log_probs(logits: Sequence[torch.Tensor]) -> torch.Tensor:
    """(..., V) logits of each member -> their mean log-probabilities (..., V), in float32."""
    return torch.stack([torch.log_softmax(x.float(), dim=-1) for x in logits]).mean(dim=0)


class Ensemble(nn.Module):
    """``members`` (two or more Seq2SeqModels over one pair of vocabularies) as one model."""

    def __init__(self, members: Sequence[nn.Module]) -> None:
        super().__init__()
        if len(members) < 2:
            raise ValueError(f"an ensemble needs two members or more, got {len(members)}")
        self.members = nn.ModuleList(members)

    def _decoders(self) -> list[Seq2SeqModel]:
        return list(self.members)  # type: ignore[arg-type]

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> tuple[Any, ...]:
        return tuple(
            member.encode(src, src_mask, need_weights=need_weights and first)
            for first, member in _first(self._decoders())
        )

    def init_state(self, encoded: tuple[Any, ...], src_mask: torch.Tensor) -> EnsembleState:
        return EnsembleState(
            tuple(
                member.init_state(own, src_mask)
                for member, own in zip(self._decoders(), encoded, strict=True)
            )
        )

    def step(
        self, prev_tokens: torch.Tensor, state: EnsembleState, *, need_weights: bool = True
    ) -> StepOutput:
        outputs = [
            member.step(prev_tokens, own, need_weights=need_weights and first)
            for (first, member), own in zip(_first(self._decoders()), state.members, strict=True)
        ]
        return StepOutput(
            logits=mean_log_probs([out.logits for out in outputs]),
            state=EnsembleState(tuple(out.state for out in outputs)),
            records=outputs[0].records,
        )

    def forward(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
    ) -> Seq2SeqOutput:
        outputs = [
            member(src, src_mask, tgt_in, need_weights=need_weights and first)
            for first, member in _first(self._decoders())
        ]
        return Seq2SeqOutput(
            logits=mean_log_probs([out.logits for out in outputs]), records=outputs[0].records
        )


def _first(members: list[Seq2SeqModel]) -> list[tuple[bool, Seq2SeqModel]]:
    """Each member with whether it is the first (the one whose attention is kept)."""
    return [(index == 0, member) for index, member in enumerate(members)]
