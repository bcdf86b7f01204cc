"""A run's model as the two modules that exporter.py writes as ONNX graphs for the page's
engine. Both come from the decoder protocol (attnlab.models.protocol), so every family exports
alike:
- ``encoder``: src (1, S) -> the decoder's first state and the encoder's self-attention
  weights (1, H, S, S) per layer, if it has any;
- ``step``: prev (B,) and the state -> log-probabilities (B, V), the state tensors the step
  changed, and every attention layer's record (attnlab.functional.AttentionRecord): query,
  keys, scores, weights, values and context of the cross-attention, the weights of the decoder
  self-attention.
The state travels as named tensors, each batch first, so that the page's search reorders every
one of them alike (a row gather) without knowing what it holds. A state tensor that reorder
leaves alone (the Transformer's encoder records, kept once per sentence) is not the step's
input: no step after the first reads it, and the encoder graph gives those weights.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, cast

import torch
from torch import nn

from attnlab import masks
from attnlab.models.protocol import Seq2SeqModel

# The sizes the graphs are traced at: distinct from every model dimension, so an axis of one of
# these sizes is the batch, source or target axis (``axes``).
TRACE = {"batch": 3, "source": 11, "target": 7}
RECORD_KINDS = {"cross": None, "decoder_self": ("weights",)}  # kind -> fields (None: all)


def paths(state: Any, prefix: str = "") -> Iterator[tuple[str, torch.Tensor]]:
    """(dotted path, tensor) of every tensor in a decoder state (dataclasses and tuples)."""
    if isinstance(state, torch.Tensor):
        yield prefix, state
    elif dataclasses.is_dataclass(state):
        for item in dataclasses.fields(state):
            if item.compare:  # a KV cache's growable buffers are not part of its value
                yield from paths(getattr(state, item.name), _join(prefix, item.name))
    elif isinstance(state, tuple | list):
        for index, value in enumerate(state):
            yield from paths(value, _join(prefix, str(index)))


def rebuild(template: Any, tensors: dict[str, torch.Tensor], prefix: str = "") -> Any:
    """``template`` with the tensors at the paths in ``tensors`` replaced (others kept)."""
    if isinstance(template, torch.Tensor):
        return tensors.get(prefix, template)
    if dataclasses.is_dataclass(template) and not isinstance(template, type):
        changes = {
            item.name: rebuild(getattr(template, item.name), tensors, _join(prefix, item.name))
            if item.compare
            else None
            for item in dataclasses.fields(template)
        }
        return dataclasses.replace(template, **changes)
    if isinstance(template, tuple | list):
        parts = [rebuild(v, tensors, _join(prefix, str(i))) for i, v in enumerate(template)]
        return type(template)(parts)
    return template


def _join(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


@dataclass(frozen=True)
class StateLayout:
    """The state tensors that follow their rows (path -> the dim reorder selects), in order."""

    batch_dims: dict[str, int]

    @classmethod
    def of(cls, state: Any, batch: int) -> StateLayout:
        """Found by reordering a state of ``batch`` rows to ``batch + 1``: a tensor whose dim
        grows is a row tensor, batch along that dim."""
        grown = dict(paths(state.reorder(torch.arange(batch + 1) % batch)))
        dims = {}
        for path, tensor in paths(state):
            changed = [
                d
                for d, (a, b) in enumerate(zip(tensor.shape, grown[path].shape, strict=True))
                if a != b
            ]
            if changed:
                dims[path] = changed[0]
        return cls(dims)

    def batch_first(self, state: Any) -> list[torch.Tensor]:
        found = dict(paths(state))
        return [found[path].movedim(dim, 0) for path, dim in self.batch_dims.items()]

    def from_batch_first(self, tensors: list[torch.Tensor]) -> dict[str, torch.Tensor]:
        return {
            path: tensor.movedim(0, dim)
            for (path, dim), tensor in zip(self.batch_dims.items(), tensors, strict=True)
        }


def record_outputs(records: Any) -> list[tuple[str, torch.Tensor]]:
    """(name, tensor) of what the page reads of a step's records: "cross.0.weights", ..."""
    found = []
    for kind, wanted in RECORD_KINDS.items():
        for layer, record in enumerate(getattr(records, kind)):
            for item in dataclasses.fields(record):
                value = getattr(record, item.name)
                if isinstance(value, torch.Tensor) and (wanted is None or item.name in wanted):
                    found.append((f"{kind}.{layer}.{item.name}", value))
    return found


class EncoderGraph(nn.Module):
    """src (1, S), one sentence, unpadded -> the first state (batch first) and the encoder's
    self-attention weights."""

    def __init__(self, model: nn.Module, layout: StateLayout) -> None:
        super().__init__()
        self.model, self.layout = model, layout

    def forward(self, src: torch.Tensor) -> tuple[torch.Tensor, ...]:
        src_mask = torch.ones_like(src, dtype=torch.bool)[:, None, None, :]  # (1, 1, 1, S)
        model = cast(Seq2SeqModel, self.model)
        encoded = model.encode(src, src_mask, need_weights=True)
        state = model.init_state(encoded, src_mask)
        weights = [record.weights for record in getattr(encoded, "self_attention", [])]
        return (*self.layout.batch_first(state), *weights)  # weights (1, H, S, S)


class StepGraph(nn.Module):
    """prev (B,) and the row tensors of a state -> log-probabilities (B, V), the row tensors
    the step changed, and the records (``record_outputs``)."""

    def __init__(self, model: nn.Module, layout: StateLayout, template: Any) -> None:
        super().__init__()
        self.model, self.layout, self.template = model, layout, template
        self.updated: list[str] = []  # the paths the step replaces, found by tracing
        self.records: list[str] = []
        self.cross: list[dict[str, Any]] = []  # per cross-attention layer: head_dim, half_width

    def forward(self, prev: torch.Tensor, *tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
        given = self.layout.from_batch_first(list(tensors))
        state = rebuild(self.template, given)
        out = cast(Seq2SeqModel, self.model).step(prev, state, need_weights=True)
        after = dict(paths(out.state))
        self.updated = [path for path in self.layout.batch_dims if after[path] is not given[path]]
        changed = [after[path].movedim(self.layout.batch_dims[path], 0) for path in self.updated]
        records = record_outputs(out.records)
        self.records = [name for name, _ in records]
        self.cross = [
            {"head_dim": int(record.context.shape[-1]), "half_width": record.half_width}
            for record in out.records.cross
        ]
        log_probs = torch.log_softmax(out.logits.float(), dim=-1)  # (B, V)
        return (log_probs, *changed, *(tensor for _, tensor in records))


@dataclass(frozen=True)
class Sample:
    """A batch and a state ``target`` steps into decoding, at given sizes."""

    src: torch.Tensor  # (1, S)
    state: Any  # of ``batch`` rows, after ``target`` steps
    prev: torch.Tensor  # (batch,)


def sample(model: Seq2SeqModel, vocab: int, sizes: dict[str, int], seed: int) -> Sample:
    """Random source ids below ``vocab`` (4 up: no special ids), random previous tokens."""
    generator = torch.Generator().manual_seed(seed)
    src = torch.randint(4, vocab, (1, sizes["source"]), generator=generator)
    src_mask = masks.padding_mask(torch.tensor([sizes["source"]]))
    state = model.init_state(model.encode(src, src_mask, need_weights=True), src_mask)
    state = state.reorder(torch.zeros(sizes["batch"], dtype=torch.long))
    prev = torch.full((sizes["batch"],), 2, dtype=torch.long)  # bos
    for _ in range(sizes["target"]):
        out = model.step(prev, state, need_weights=True)
        state = out.state
        prev = torch.randint(4, out.logits.shape[-1], (sizes["batch"],), generator=generator)
    return Sample(src, state, prev)


def axes(tensor: torch.Tensor, sizes: dict[str, int], batch_first: bool) -> dict[int, str]:
    """The dynamic axes of a graph tensor, by the sizes it was traced at."""
    found = {0: "batch"} if batch_first else {}
    for dim, size in enumerate(tensor.shape):
        if dim in found:
            continue
        if size == sizes["source"]:
            found[dim] = "source"
        elif size == sizes["target"]:
            found[dim] = "target"
    return found
