"""``export_run``: a run's model written as the ONNX graphs of graphs.py, each checked in
onnxruntime against PyTorch before the page may run it."""

from __future__ import annotations

import copy
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import torch
from torch import nn

from attnlab.models.protocol import Seq2SeqModel
from attnlab.runs import LoadedRun
from attnlab.viz.explorer.web.graphs import (
    TRACE,
    EncoderGraph,
    StateLayout,
    StepGraph,
    axes,
    sample,
)

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
# Other sizes than the traced ones (graphs.TRACE), where the graphs must equal PyTorch
CHECKS = (
    {"batch": 2, "source": 17, "target": 4},
    {"batch": 1, "source": 1, "target": 0},  # the first step, on the shortest source
    {"batch": 5, "source": 3, "target": 20},  # a beam, past a cache's first 16 positions
)
# Longest target the graphs serve: a sinusoidal table is a constant of the traced graph, so it
# is made this long before tracing (2 x the explorer's longest source + 10, rounded up).
MAX_TARGET_POSITIONS = 512
TOLERANCE = 1e-4


class ExportError(Exception):
    """A run the page's engine cannot serve (its family, or graphs that do not match PyTorch)."""


@dataclass(frozen=True)
class Graph:
    """A module to export, its example inputs and what it gave for them, and the names of its
    inputs and outputs."""

    module: nn.Module
    inputs: tuple[torch.Tensor, ...]
    outputs: tuple[torch.Tensor, ...]
    input_names: list[str]
    output_names: list[str]
    batch_first: bool  # dim 0 of every tensor is the batch (the step's; the encoder reads one)


def export_run(run: LoadedRun, folder: Path) -> dict[str, Any]:
    """Write ``folder/encoder.onnx`` and ``folder/step.onnx`` for ``run``'s model, check them
    against PyTorch at other sizes (``CHECKS``), and return what the page needs beside them:
    the step's record names and, per cross-attention layer, its head size and local window."""
    family = run.config.model.family
    exporter = EXPORTERS.get(family)
    if exporter is None:
        raise ExportError(
            f"the page's engine cannot run family {family!r} (it runs "
            f"{', '.join(EXPORTERS)}); show this run with `attnlab explore` instead"
        )
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
        state_names = [f"state:{path}" for path in layout.batch_dims]
        # The TorchScript exporter changes the recurrent layers of the module it traces: each
        # graph traces a copy, and the run's model stays the reference they are checked against.
        encoder = EncoderGraph(copy.deepcopy(model), layout)
        encoded = encoder(traced.src)
        weights = len(encoded) - len(state_names)  # the encoder's self-attention
        encoder_names = [*state_names, *(f"encoder_self.{i}.weights" for i in range(weights))]
        encoder_graph = Graph(
            encoder, (traced.src,), encoded, ["src"], encoder_names, batch_first=False
        )
        _export(encoder_graph, exporter, folder / "encoder.onnx")
        step = StepGraph(copy.deepcopy(model), layout, traced.state)
        inputs = (traced.prev, *layout.batch_first(traced.state))
        stepped = step(*inputs)  # and names what it changes and records
        updated = [f"next:{path}" for path in step.updated]
        step_names = ["log_probs", *updated, *step.records]
        step_graph = Graph(
            step, inputs, stepped, ["prev", *state_names], step_names, batch_first=True
        )
        _export(step_graph, exporter, folder / "step.onnx")
        for name in ("encoder.onnx", "step.onnx"):
            store_float16(folder / name)
        check_graphs(model, vocab, layout, folder)
    return {
        "updated": step.updated,
        "records": step.records,
        "cross": step.cross,
        "encoder_self_layers": weights,
    }


def _export(graph: Graph, exporter: str, path: Path) -> None:
    """``torch.onnx.export`` with every axis of a traced size dynamic (graphs.axes)."""
    named = [*zip(graph.input_names, graph.inputs, strict=True)]
    named += zip(graph.output_names, graph.outputs, strict=True)
    dynamic = {name: axes(tensor, TRACE, graph.batch_first) for name, tensor in named}
    if exporter == "dynamo":  # the sizes as torch.export's dimensions, one per axis name
        dims = {name: torch.export.Dim(name, min=0) for name in TRACE}
        specs = [{d: dims[axis] for d, axis in dynamic[n].items()} for n in graph.input_names]
        # torch.export matches the call's arguments: the step's state is one (*tensors) argument
        shapes = (specs[0], tuple(specs[1:])) if len(specs) > 1 else tuple(specs)
        options: dict[str, Any] = {
            "dynamo": True,
            "dynamic_shapes": shapes,
            "external_data": False,
            "verbose": False,
        }
    else:
        options = {"dynamo": False, "dynamic_axes": dynamic}
    try:
        torch.onnx.export(
            graph.module,
            graph.inputs,
            str(path),
            input_names=graph.input_names,
            output_names=graph.output_names,
            opset_version=OPSET[exporter],
            **options,
        )
    except Exception as error:  # the exporters raise many kinds: what the model did not allow
        reason = str(error).strip().splitlines()[0] if str(error).strip() else ""
        raise ExportError(
            f"torch.onnx could not export its {path.stem} graph ({type(error).__name__}: "
            f"{reason[:300]})"
        ) from None


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
