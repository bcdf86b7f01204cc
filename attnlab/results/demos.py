"""The schema of the experiments' own fields that the lecture's interactive demos draw (the
explorer's Evidence view, evidence.js): for each experiment in DEMOS, a reader of its record
that checks those fields and keeps only what the page draws. A record of the wrong shape
raises a DemoError naming the field; the view shows it as that experiment's problem."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

from attnlab.results.record import is_finite_number

MAX_SIDE = 200  # a demo's grid or map: at most this many rows and columns
MAX_FRAMES = 200
MAX_MODELS = 12  # models side by side in one demo
# copy-reverse's "slider": a grid of each, (hidden size, length), beside hidden_sizes and lengths
SLIDER_MEASURES = ("sequence_accuracy", "token_accuracy")


class DemoError(ValueError):
    """Demo data of the wrong shape; the message says which field and what was wrong."""


def slider_demo(record: dict[str, Any]) -> dict[str, Any]:
    """copy-reverse's bottleneck slider: the fixed context's accuracy by test length for each
    hidden size, (hidden size, length) grids; lengths over the training ones are marked."""
    grid = _field(record, "slider", dict)
    sizes = _numbers(_field(grid, "hidden_sizes", list), "slider.hidden_sizes")
    lengths = _numbers(_field(grid, "lengths", list), "slider.lengths")
    demo: dict[str, Any] = {"kind": "slider", "hidden_sizes": sizes, "lengths": lengths}
    for measure in SLIDER_MEASURES:
        where = f"slider.{measure}"
        demo[measure] = _matrix(_field(grid, measure, list), where, len(sizes), len(lengths))
    trained = record.get("train_lengths")
    demo["train_max"] = _numbers(trained, "train_lengths")[-1] if trained else None
    demo["by_length"] = {"train_max": demo["train_max"], **length_demo(record)}
    return demo


def length_demo(record: dict[str, Any]) -> dict[str, Any]:
    """copy-reverse's models side by side (the lecture's input-length slider): each model's
    sequence accuracy with its Wilson 95 % interval, and its token accuracy, at each test
    length; every model is measured at the same lengths, in increasing order."""
    lengths: list[float] | None = None
    checked = []
    for name, model, rows, where in _models_by_length(record, "length"):
        found = _numbers([row.get("length") for row in rows], f"{where}[].length")
        if lengths is None:
            lengths = found
            if any(a >= b for a, b in itertools.pairwise(found)):
                raise DemoError(f"{where}[].length must increase")
        elif found != lengths:
            raise DemoError(f"{where}[].length must be the first model's lengths")
        intervals = [row.get("sequence_interval") for row in rows]
        options = model.get("options")
        cell = options.get("cell") if isinstance(options, dict) else None  # gru or lstm
        checked.append(
            {
                "name": name[:40],
                "attention": model.get("family") != "fixed_context",
                "cell": cell[:12] if isinstance(cell, str) else None,
                "count": _numbers([row.get("count") for row in rows], f"{where}[].count"),
                "sequence_accuracy": _column(rows, "sequence_accuracy", where),
                "sequence_interval": _matrix(
                    intervals, f"{where}[].sequence_interval", len(rows), 2
                ),
                "token_accuracy": _column(rows, "token_accuracy", where),
            }
        )
    return {"lengths": lengths, "models": checked}


def bleu_demo(record: dict[str, Any]) -> dict[str, Any]:
    """bottleneck's models on real sentences, the length slider's second panel: each model's
    corpus BLEU with its bootstrap 95 % interval, and its sentences, in each source-length
    bucket; every model is scored on the same buckets."""
    labels: list[str] | None = None
    checked: list[dict[str, Any]] = []
    for name, _, rows, where in _models_by_length(record, "bucket"):
        found = _tokens([row.get("label") for row in rows], f"{where}[].label")
        if labels is None:
            labels = found
        elif found != labels:
            raise DemoError(f"{where}[].label must be the first model's buckets")
        scores = [[row.get(key) for key in ("bleu", "low_bleu", "high_bleu")] for row in rows]
        # an empty bucket has no scores (None): left out below, for every model
        if not all(v is None or (is_finite_number(v) and 0 <= v <= 100) for r in scores for v in r):
            raise DemoError(f"{where}[] must hold BLEU, low_bleu and high_bleu from 0 to 100")
        checked.append(
            {
                "name": name[:40],
                # the paper's names: RNNencdec (Cho et al.) is the fixed context
                "attention": not name.startswith("RNNencdec"),
                "count": _numbers([row.get("count") for row in rows], f"{where}[].count"),
                "bleu": [bleu for bleu, _, _ in scores],
                "bleu_interval": [[low, high] for _, low, high in scores],
            }
        )
    assert labels is not None
    scored = [
        i
        for i in range(len(labels))
        if all(v is not None for m in checked for v in (m["bleu"][i], *m["bleu_interval"][i]))
    ]
    if not scored:
        raise DemoError("models.*.by_length must hold at least one bucket with sentences")
    for m in checked:
        for key in ("count", "bleu", "bleu_interval"):
            m[key] = [m[key][i] for i in scored]
    return {
        "kind": "bleu",
        "labels": [labels[i] for i in scored],
        "models": checked,
        "sentences": sum(checked[0]["count"]),  # the test sentences, in buckets
    }


def path_demo(record: dict[str, Any]) -> dict[str, Any]:
    """path-length's models by distance (the lecture's path-length slider): each model's
    untrained dependence on the key relative to its own at the shortest distance, with about
    two standard errors, its accuracy after training with its Wilson 95 % interval, and the
    lecture's path length for it; every model is measured at the record's distances."""
    lengths = _numbers(_field(record, "distances", list), "distances")
    paths = _field(record, "lecture_paths", dict)
    models = _field(record, "models", dict)
    if not 1 <= len(models) <= MAX_MODELS:
        raise DemoError(f"models must hold 1 to {MAX_MODELS} models, not {len(models)}")
    checked = []
    for name, model in models.items():
        where = f"models.{name[:40]}"
        if not isinstance(model, dict):
            raise DemoError(f"{where} must be an object")
        untrained = _field(model, "untrained", list)
        trained = _field(model, "trained", list)
        if len(untrained) != len(lengths) or len(trained) != len(lengths):
            raise DemoError(f"{where}.untrained and .trained must hold one row per distance")
        shortest = _numbers([untrained[0].get("gradient")], f"{where}.untrained[0].gradient")[0]
        relative = _numbers([row.get("relative") for row in untrained], f"{where}.untrained[]")
        spread = _numbers([row.get("gradient_se") for row in untrained], f"{where}.untrained[]")
        half = [2 * se / shortest if shortest > 0 else 0.0 for se in spread]
        checked.append(
            {
                "name": name[:40],
                "attention": paths.get(name) == "O(1)",
                "path": str(paths.get(name, "?"))[:12],
                "relative": relative,
                "relative_interval": [
                    [max(0.0, r - h), r + h] for r, h in zip(relative, half, strict=True)
                ],
                "accuracy": _column(trained, "accuracy", f"{where}.trained"),
                "accuracy_interval": _matrix(
                    [row.get("interval") for row in trained],
                    f"{where}.trained[].interval",
                    len(lengths),
                    2,
                ),
            }
        )
    options = record.get("options")
    cnn = options.get("cnn") if isinstance(options, dict) else None  # for the intro's words
    cnn = cnn if isinstance(cnn, dict) else {}
    shape = {
        key: cnn.get(key) if is_finite_number(cnn.get(key)) else "?" for key in ("layers", "kernel")
    }
    demo = {"kind": "path", "lengths": lengths, "models": checked, **shape}
    if "decay" in record:  # records before the step-by-step decay was measured lack it
        demo["decay"] = decay_demo(record)
    return demo


def decay_demo(record: dict[str, Any]) -> dict[str, Any]:
    """path-length's decay step by step (the lecture's "play"): each untrained layer's
    dependence of h_t on x_1, relative to t = 1, for t = 1 .. steps."""
    decay = _field(record, "decay", dict)
    cells = _field(decay, "cells", dict)
    if not 1 <= len(cells) <= MAX_MODELS:
        raise DemoError(f"decay.cells must hold 1 to {MAX_MODELS} layers, not {len(cells)}")
    checked: list[dict[str, Any]] = []
    for name, cell in cells.items():
        where = f"decay.cells.{name[:40]}"
        if not isinstance(cell, dict):
            raise DemoError(f"{where} must be an object")
        relative = _numbers(cell.get("relative"), f"{where}.relative")
        if checked and len(relative) != len(checked[0]["relative"]):
            raise DemoError(f"{where}.relative must be as long as the other layers'")
        checked.append({"name": name[:40], "relative": relative})
    hidden = decay.get("hidden")
    return {"hidden": hidden if is_finite_number(hidden) else "?", "cells": checked}


def frames_demo(record: dict[str, Any]) -> dict[str, Any]:
    """learning-path's copying head: its attention map of one sentence at each checkpoint of
    training, with the step, the loss and the mass on the diagonal."""
    copy = _field(record, "copy", dict)
    sources = _tokens(_field(copy, "source_tokens", list), "copy.source_tokens")
    targets = _tokens(_field(copy, "target_tokens", list), "copy.target_tokens")
    frames = _field(copy, "frames", list)
    if not 1 <= len(frames) <= MAX_FRAMES:
        raise DemoError(f"copy.frames must hold 1 to {MAX_FRAMES} frames, not {len(frames)}")
    checked = []
    for i, frame in enumerate(frames):
        where = f"copy.frames[{i}]"
        if not isinstance(frame, dict):
            raise DemoError(f"{where} must be an object")
        checked.append(
            {
                "step": _numbers([frame.get("step")], f"{where}.step")[0],
                "loss": _numbers([frame.get("loss")], f"{where}.loss")[0],
                "diagonal_mass": _numbers([frame.get("diagonal_mass")], f"{where}.diagonal_mass")[
                    0
                ],
                "map": _matrix(frame.get("map"), f"{where}.map", len(targets), len(sources)),
            }
        )
    return {"kind": "frames", "source_tokens": sources, "target_tokens": targets, "frames": checked}


DEMOS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "bottleneck": bleu_demo,
    "copy-reverse": slider_demo,
    "learning-path": frames_demo,
    "path-length": path_demo,
}


def _models_by_length(
    record: dict[str, Any], unit: str
) -> Iterator[tuple[str, dict[str, Any], list[dict[str, Any]], str]]:
    """Each of the record's models (at most MAX_MODELS) with its by_length rows, one object per
    ``unit``, and where they are in the JSON, for the errors."""
    models = _field(record, "models", dict)
    if not 1 <= len(models) <= MAX_MODELS:
        raise DemoError(f"models must hold 1 to {MAX_MODELS} models, not {len(models)}")
    for name, model in models.items():
        where = f"models.{name[:40]}"
        if not isinstance(model, dict) or not isinstance(model.get("by_length"), list):
            raise DemoError(f"{where} must be an object with a by_length list")
        rows = model["by_length"]
        if not all(isinstance(row, dict) for row in rows):
            raise DemoError(f"{where}.by_length must hold one object per {unit}")
        yield name, model, rows, f"{where}.by_length"


def _field(parent: dict[str, Any], key: str, kind: type) -> Any:
    value = parent.get(key)
    if not isinstance(value, kind):
        raise DemoError(f"{key} must be a JSON {'object' if kind is dict else 'list'}")
    return value


def _numbers(values: Any, where: str) -> list[float]:
    if (
        not isinstance(values, list)
        or not 1 <= len(values) <= MAX_SIDE
        or not all(is_finite_number(v) for v in values)
    ):
        raise DemoError(f"{where} must be 1 to {MAX_SIDE} finite numbers")
    return values


def _matrix(rows: Any, where: str, height: int, width: int) -> list[list[float]]:
    """A height x width list of lists of weights or accuracies, each in [0, 1]."""
    if not isinstance(rows, list) or len(rows) != height:
        raise DemoError(f"{where} must have {height} rows")
    for row in rows:
        if not isinstance(row, list) or len(row) != width:
            raise DemoError(f"{where} must have {width} columns in every row")
        if not all(is_finite_number(v) and 0 <= v <= 1 for v in row):
            raise DemoError(f"{where} must hold numbers from 0 to 1")
    return rows


def _column(rows: list[dict[str, Any]], key: str, where: str) -> list[float]:
    """One measure of every row (``where[].key``), each in [0, 1]."""
    return _matrix([[row.get(key) for row in rows]], f"{where}[].{key}", 1, len(rows))[0]


def _tokens(values: list[Any], where: str) -> list[str]:
    if not 1 <= len(values) <= MAX_SIDE or not all(isinstance(v, str) for v in values):
        raise DemoError(f"{where} must be 1 to {MAX_SIDE} strings")
    return [v[:40] for v in values]
