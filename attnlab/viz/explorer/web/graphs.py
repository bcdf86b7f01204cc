"""A run's model as two ONNX graphs for the page's own engine (ONNX Runtime Web).

Both come from the decoder protocol (attnlab.models.protocol), so every family exports alike:
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

import copy
import dataclasses
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import torch
from torch import nn

from attnlab import masks
from attnlab.models.protocol import Seq2SeqModel
from attnlab.runs import LoadedRun

# How each family's graphs are traced. The recurrent encoders pack padded batches by length,
# which torch.export cannot trace, while the TorchScript tracer keeps the unpadded path the page
# needs; the Transformer checks shapes in Python, which only torch.export keeps as numbers.
EXPORTERS = {
    "fixed_context": "torchscript",
    "bahdanau": "torchscript",
    "luong": "torchscript",
    "transformer": "dynamo",
}
OPSET = {"torchscript": 17, "dynamo": 18}
# The sizes the graphs are traced at, and the other sizes they are checked at: distinct from
# every model dimension, so an axis of one of these sizes is the batch, source or target axis.
TRACE = {"batch": 3, "source": 11, "target": 7}
CHECKS = (
    {"batch": 2, "source": 17, "target": 4},
    {"batch": 1, "source": 1, "target": 0},  # the first step, on the shortest source
    {"batch": 5, "source": 3, "target": 20},  # a beam, past a cache's first 16 positions
)
# Longest target the graphs serve: a sinusoidal table is a constant of the traced graph, so it
# is made this long before tracing (2 x the explorer's longest source + 10, rounded up).
MAX_TARGET_POSITIONS = 512
RECORD_KINDS = {"cross": None, "decoder_self": ("weights",)}  # kind -> fields (None: all)
TOLERANCE = 1e-4


class ExportError(Exception):
    """A run the page's engine cannot serve (its family, or graphs that do not match PyTorch)."""


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


def export_run(run: LoadedRun, folder: Path) -> dict[str, Any]:
    """Write ``folder/encoder.onnx`` and ``folder/step.onnx`` for ``run``'s model, check them
    against PyTorch at other sizes (onnxruntime), and return what the page needs to drive them."""
    family = run.config.model.family
    exporter = EXPORTERS.get(family)
    if exporter is None:
        raise ExportError(
            f"the page's engine cannot run family {family!r} (it runs "
            f"{', '.join(EXPORTERS)}); show this run with `attnlab explore` instead"
        )
    # The TorchScript exporter changes the recurrent layers of the module it traces: it traces
    # a copy, and the run's model stays the reference the graphs are checked against.
    model = run.model.eval()
    positions = getattr(model, "positions", None)
    if positions is not None:  # a sinusoidal table is traced as a constant: make it long now
        positions(MAX_TARGET_POSITIONS)
    folder.mkdir(parents=True, exist_ok=True)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the exporters' notes on tracing Python conditions
        vocab = run.tokenizers.src.vocab_size
        traced = sample(cast(Seq2SeqModel, model), vocab, TRACE, seed=0)
        layout = StateLayout.of(traced.state, TRACE["batch"])
        encoder = EncoderGraph(copy.deepcopy(model), layout)
        encoder_outputs = encoder(traced.src)
        state_names = [f"state:{path}" for path in layout.batch_dims]
        encoder_names = state_names + [
            f"encoder_self.{layer}.weights"
            for layer in range(len(encoder_outputs) - len(state_names))
        ]
        _export(
            exporter,
            encoder,
            (traced.src,),
            folder / "encoder.onnx",
            ["src"],
            encoder_names,
            {"src": {1: "source"}},
            {
                name: axes(t, TRACE, False)
                for name, t in zip(encoder_names, encoder_outputs, strict=True)
            },
        )
        step = StepGraph(copy.deepcopy(model), layout, traced.state)
        inputs = (traced.prev, *layout.batch_first(traced.state))
        step_outputs = step(*inputs)
        input_names = ["prev", *state_names]
        output_names = [
            "log_probs",
            *(f"next:{path}" for path in step.updated),
            *step.records,
        ]
        _export(
            exporter,
            step,
            inputs,
            folder / "step.onnx",
            input_names,
            output_names,
            {name: axes(t, TRACE, True) for name, t in zip(input_names, inputs, strict=True)},
            {
                name: axes(t, TRACE, True)
                for name, t in zip(output_names, step_outputs, strict=True)
            },
        )
        for graph in ("encoder.onnx", "step.onnx"):
            store_float16(folder / graph)
        check_graphs(model, vocab, layout, folder)
    return {
        "family": family,
        "state": [
            {"name": path, "dtype": _dtype(t)}
            for path, t in zip(layout.batch_dims, inputs[1:], strict=True)
        ],
        "updated": step.updated,
        "records": step.records,
        "cross": step.cross,
        "encoder_self_layers": len(encoder_names) - len(state_names),
    }


def _export(
    exporter: str,
    module: nn.Module,
    inputs: tuple[torch.Tensor, ...],
    path: Path,
    input_names: list[str],
    output_names: list[str],
    input_axes: dict[str, dict[int, str]],
    output_axes: dict[str, dict[int, str]],
) -> None:
    if exporter == "dynamo":  # the sizes as torch.export's dimensions, one per axis name
        dims = {name: torch.export.Dim(name, min=0) for name in TRACE}
        specs = [{dim: dims[axis] for dim, axis in input_axes[n].items()} for n in input_names]
        # torch.export matches the call's arguments: the step's state is one (*tensors) argument
        shapes = (specs[0], tuple(specs[1:])) if len(specs) > 1 else tuple(specs)
        options: dict[str, Any] = {
            "dynamo": True,
            "dynamic_shapes": shapes,
            "external_data": False,
            "verbose": False,
        }
    else:
        options = {"dynamo": False, "dynamic_axes": {**input_axes, **output_axes}}
    try:
        torch.onnx.export(
            module,
            inputs,
            str(path),
            input_names=input_names,
            output_names=output_names,
            opset_version=OPSET[exporter],
            **options,
        )
    except Exception as error:  # the exporters raise many kinds: what the model did not allow
        reason = str(error).strip().splitlines()[0] if str(error).strip() else ""
        raise ExportError(
            f"torch.onnx could not export its {path.stem} graph ({type(error).__name__}: "
            f"{reason[:300]})"
        ) from None


def _dtype(tensor: torch.Tensor) -> str:
    return {torch.float32: "float32", torch.int64: "int64", torch.bool: "bool"}[tensor.dtype]


def check_graphs(model: nn.Module, vocab: int, layout: StateLayout, folder: Path) -> None:
    """Run both graphs in onnxruntime at other sizes than the traced ones and compare every
    output with PyTorch: an axis traced as a constant, or a branch taken for good, shows here."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    encoder = onnxruntime.InferenceSession(str(folder / "encoder.onnx"), options)
    step = onnxruntime.InferenceSession(str(folder / "step.onnx"), options)
    for seed, sizes in enumerate(CHECKS, start=1):
        _check_at(model, vocab, layout, encoder, step, sizes, seed)


def _check_at(
    model: nn.Module,
    vocab: int,
    layout: StateLayout,
    encoder: Any,
    step: Any,
    sizes: dict[str, int],
    seed: int,
) -> None:
    checked = sample(cast(Seq2SeqModel, model), vocab, sizes, seed)
    first = EncoderGraph(model, layout)(checked.src)
    got = _run(encoder, {"src": checked.src.numpy()}, "encoder", sizes)
    _compare("encoder", [o.name for o in encoder.get_outputs()], got, first)
    inputs = (checked.prev, *layout.batch_first(checked.state))
    expected = StepGraph(model, layout, checked.state)(*inputs)
    names = ["prev", *(f"state:{path}" for path in layout.batch_dims)]
    taken = {i.name for i in step.get_inputs()}  # an input the step never reads is dropped
    feeds = {name: t.numpy() for name, t in zip(names, inputs, strict=True) if name in taken}
    got = _run(step, feeds, "step", sizes)
    _compare("step", [o.name for o in step.get_outputs()], got, expected)


def _run(session: Any, feeds: dict[str, Any], graph: str, sizes: dict[str, int]) -> list[Any]:
    try:
        return list(session.run(None, feeds))
    except Exception as error:  # onnxruntime's own: a size the export fixed, say
        at = ", ".join(f"{name} {size}" for name, size in sizes.items())
        raise ExportError(f"the {graph} graph fails at {at}: {error}") from None


def _compare(graph: str, names: list[str], got: list[Any], expected: tuple[torch.Tensor, ...]):
    for name, value, reference in zip(names, got, expected, strict=True):
        if tuple(value.shape) != tuple(reference.shape):
            raise ExportError(
                f"the {graph} graph's {name} has shape {tuple(value.shape)}, PyTorch's "
                f"{tuple(reference.shape)}: the export kept a traced size"
            )
        difference = torch.from_numpy(value).double() - reference.double()
        error = float(difference.abs().max()) if difference.numel() else 0.0
        if not error <= TOLERANCE:
            raise ExportError(
                f"the {graph} graph's {name} differs from PyTorch by {error:.2e} "
                f"(at most {TOLERANCE:g} allowed)"
            )


def store_float16(path: Path) -> None:
    """Store every float32 weight of the graph at ``path`` whose values are all float16
    numbers (the shipped models' weights are float16) as float16, cast back to float32 where
    the graph reads it: the same values in half the bytes."""
    import numpy as np
    import onnx
    from onnx import helper, numpy_helper

    graph_model = onnx.load(str(path))
    graph = graph_model.graph
    casts, kept = [], []
    for initializer in graph.initializer:
        values = numpy_helper.to_array(initializer)
        halved = values.astype(np.float16)
        if values.dtype != np.float32 or values.size < 2 or not np.array_equal(halved, values):
            kept.append(initializer)
            continue
        stored = f"{initializer.name}.float16"
        kept.append(numpy_helper.from_array(halved, stored))
        casts.append(
            helper.make_node("Cast", [stored], [initializer.name], to=onnx.TensorProto.FLOAT)
        )
    del graph.initializer[:]
    graph.initializer.extend(kept)
    nodes = [*casts, *graph.node]
    del graph.node[:]
    graph.node.extend(nodes)
    onnx.save(graph_model, str(path))
