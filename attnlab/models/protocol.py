"""The decoder protocol every model speaks, so greedy and beam search are written once.

    encoded = model.encode(src, src_mask)           # src (B, S), src_mask (B, 1, 1, S)
    state = model.init_state(encoded, src_mask)     # everything a step needs, encoder side too
    out = model.step(prev_tokens, state)            # prev_tokens (B,) -> logits (B, V)
    state = out.state.reorder(indices)              # beam search: pick and repeat batch rows

``forward`` is the teacher-forced pass over a whole target; unrolling ``step`` equals it.

Attention comes back one way: ``out.records`` (``AttentionRecords``), what every attention
layer computed (query, scores, weights, values, context: the numbers the model used), and
``out.attention``, the maps derived from them (the weights alone). ``encode``, ``step`` and
``forward`` fill them when ``need_weights`` is True (the default of ``encode`` and ``step``,
which decoding passes explicitly; ``forward``, a training pass, defaults to False); with False
the records are empty and a model may skip the work (the Transformer runs the fused SDPA
kernel; an RNN model's weights are what its context is made of, computed either way).

Two optional capabilities, which ``attnlab.explain`` (``attnlab explain``, the explorer's
"Attention vs attribution" view) asks for and a model without them is refused by name
(``MissingCapability``), every other verb and view working unchanged:

    model.src_embedding                    # Attributable: the layer whose output (B, S, E)
                                           # the gradient attributions are taken at
    model.tgt_embedding                    # and the target's (B, T, E), for the share of a
                                           # prediction the source makes (attnlab.confidence)
    model.step(prev, state, reweight=f)    # Intervenable: f(weights, mask) -> weights, applied
    model(src, src_mask, tgt_in, reweight=f)  # to every cross-attention map before its read
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, cast

import torch
from torch import nn

from attnlab.functional import Reweight
from attnlab.models.outputs import AttentionMaps, AttentionRecords
from attnlab.shapes import check_tensor

StateT = TypeVar("StateT", bound="DecoderState")


class DecoderState(Protocol):
    def reorder(self: StateT, indices: torch.Tensor) -> StateT:
        """Keep batch rows ``indices`` (with repeats): (B, ...) -> (len(indices), ...)."""
        ...


@dataclass
class StepOutput:
    logits: torch.Tensor  # (B, V), unnormalized
    state: Any  # the model's DecoderState after this step
    records: AttentionRecords = field(default_factory=AttentionRecords)  # T = 1; need_weights

    @property
    def attention(self) -> AttentionMaps:
        """The records' weights: each map (B, H, 1, S); empty without need_weights."""
        return self.records.maps()


@dataclass
class Seq2SeqOutput:
    logits: torch.Tensor  # (B, T, V)
    records: AttentionRecords = field(default_factory=AttentionRecords)  # if need_weights

    @property
    def attention(self) -> AttentionMaps:
        """The records' weights: each map (B, H, T, S); empty without need_weights."""
        return self.records.maps()


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
    ) -> StepOutput: ...

    def __call__(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
    ) -> Seq2SeqOutput: ...


def check_batch(src: torch.Tensor, src_mask: torch.Tensor) -> None:
    """The inputs of ``encode`` and ``forward``: src (B, S) token ids and src_mask (B, 1, 1, S)
    boolean; a ValueError that says how to build the mask otherwise."""
    check_tensor("src", src, min_dim=2, max_dim=2)
    check_tensor("src_mask", src_mask, min_dim=4, max_dim=4)
    batch, length = src.shape
    if src_mask.shape != (batch, 1, 1, length) or src_mask.dtype != torch.bool:
        raise ValueError(
            f"src_mask must be boolean (B, 1, 1, S) = {(batch, 1, 1, length)}, got "
            f"{src_mask.dtype} {tuple(src_mask.shape)}; build it with attnlab.masks.padding_mask"
        )


# -- optional capabilities ----------------------------------------------------------------


class Attributable(Protocol):
    """A model whose output can be attributed to its source tokens (``attnlab.explain``)."""

    @property
    def src_embedding(self) -> nn.Module:
        """The layer that maps src (B, S) to the source token embeddings (B, S, E) everything
        downstream reads: integrated gradients interpolate its output, from <pad>'s. A model
        that embeds in its encoder returns that layer (``return self.encoder.embedding``)."""
        ...

    @property
    def tgt_embedding(self) -> nn.Module:
        """The layer that maps tgt_in (B, T) to the target token embeddings (B, T, E); it may
        be ``src_embedding`` itself (shared embeddings): the source is embedded first."""
        ...


class Intervenable(Seq2SeqModel, Protocol):
    """A model whose cross-attention weights can be replaced (``attnlab.explain``'s
    interventions): ``step`` and ``forward`` take ``reweight``, a ``functional.Reweight``
    (weights (..., T, S), mask) -> weights, and apply it to every cross-attention map before
    the weighted read of the values; passing it down to ``functional.attention`` or
    ``MultiHeadAttention.attend`` does exactly that. ``None`` leaves the model unchanged."""

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: Any,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput: ...

    def __call__(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
        reweight: Reweight | None = None,
    ) -> Seq2SeqOutput: ...


class MissingCapability(ValueError):
    """A model lacks the optional capability a procedure needs; the message names it and how
    to add it. ``capability`` is "src_embedding" or "reweight"."""

    def __init__(self, model: nn.Module, capability: str, needed_for: str, how: str) -> None:
        super().__init__(
            f"{type(model).__name__} has no {capability}, which {needed_for} need: {how} "
            "(see attnlab.models.protocol, and Plug in your own model in the docs)"
        )
        self.capability = capability


def source_embedding(model: nn.Module) -> nn.Module:
    """``model.src_embedding`` (see ``Attributable``), or MissingCapability."""
    return _embedding(model, "src_embedding", "the gradient attributions", "source")


def target_embedding(model: nn.Module) -> nn.Module:
    """``model.tgt_embedding`` (see ``Attributable``), or MissingCapability."""
    return _embedding(model, "tgt_embedding", "the source's share of a prediction", "target")


def _embedding(model: nn.Module, name: str, needed_for: str, side: str) -> nn.Module:
    layer = getattr(model, name, None)
    if not isinstance(layer, nn.Module):
        how = f"give the model a {name} property returning its {side} embedding layer"
        raise MissingCapability(model, name, needed_for, how)
    return layer


def intervenable(model: nn.Module) -> Intervenable:
    """``model`` as an ``Intervenable``, or MissingCapability unless ``step`` and ``forward``
    both take ``reweight``: read from their signatures, before anything runs."""
    for method in ("step", "forward"):
        parameters = inspect.signature(getattr(model, method)).parameters.values()
        if not any(p.name == "reweight" or p.kind is p.VAR_KEYWORD for p in parameters):
            raise MissingCapability(
                model,
                "reweight= hook",
                "interventions on attention",
                "let step and forward take reweight=None and pass it to the attention",
            )
    return cast(Intervenable, model)
