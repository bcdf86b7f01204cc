"""The decoder protocol every model speaks, so greedy and beam search are written once.

    encoded = model.encode(src, src_mask)           # src (B, S), src_mask (B, 1, 1, S)
    state = model.init_state(encoded, src_mask)     # everything a step needs, encoder side too
    out = model.step(prev_tokens, state)            # prev_tokens (B,) -> logits (B, V)
    state = out.state.reorder(indices)              # beam search: pick and repeat batch rows

``forward`` is the teacher-forced pass over a whole target; unrolling ``step`` equals it.
Both take ``record=True`` to return what each cross-attention layer computed (query, scores,
weights, values, context) as ``AttentionRecord`` values: the numbers the model used.

``encode`` and ``step`` take ``need_weights`` (default True): with False a model may skip its
attention maps (the Transformer then runs the fused SDPA kernel and returns empty maps); an
RNN model ignores it, its weights being what its context is made of.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import torch

from attnlab.functional import AttentionRecord
from attnlab.models.outputs import AttentionMaps

StateT = TypeVar("StateT", bound="DecoderState")


class DecoderState(Protocol):
    def reorder(self: StateT, indices: torch.Tensor) -> StateT:
        """Keep batch rows ``indices`` (with repeats): (B, ...) -> (len(indices), ...)."""
        ...


@dataclass
class StepOutput:
    logits: torch.Tensor  # (B, V), unnormalized
    state: Any  # the model's DecoderState after this step
    attention: AttentionMaps  # each map (B, H, 1, S); may be empty without need_weights
    records: list[AttentionRecord] = field(default_factory=list)  # per layer, if recorded


@dataclass
class Seq2SeqOutput:
    logits: torch.Tensor  # (B, T, V)
    attention: AttentionMaps  # each map (B, H, T, S)
    records: list[AttentionRecord] = field(default_factory=list)  # per layer, if recorded


class Seq2SeqModel(Protocol):
    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> Any: ...

    def init_state(self, encoded: Any, src_mask: torch.Tensor) -> Any: ...

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: Any,
        *,
        need_weights: bool = True,
        record: bool = False,
    ) -> StepOutput: ...

    def __call__(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        record: bool = False,
    ) -> Seq2SeqOutput: ...
