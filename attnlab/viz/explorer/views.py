"""What the explorer page receives: translations, four-steps and reports as JSON-ready dicts.

Attention maps are rounded to 6 decimals (a 200 x 200 map stays a few hundred KB);
scores, weights and contributions of the four-steps view keep full float32 precision.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch

from attnlab.data.joined import JOINED
from attnlab.locales import FALLBACK, load
from attnlab.metrics import load_report, to_json
from attnlab.models.outputs import AttentionMaps
from attnlab.runs import RunFiles
from attnlab.translation import Translation
from attnlab.viz.explorer.steps import FourSteps, formula_keys

MAP_DECIMALS = 6
VECTOR_DIMS_SHOWN = 16  # vectors longer than this are shown truncated (and say so)
REPORT_SPLITS = ("test", "dev")
# what the Data view shows of a report and compares between runs (the same test set? unit?)
REPORT_META = ("corpus", "sentences", "beam_size", "length_unit")


def round_map(tensor: torch.Tensor) -> list[Any]:
    """A tensor as nested lists of floats rounded to MAP_DECIMALS."""
    rounded: list[Any] = torch.round(tensor.double(), decimals=MAP_DECIMALS).tolist()
    return rounded


def maps_view(maps: AttentionMaps) -> dict[str, list[Any]]:
    """Each kind: per layer, per head, a T x S (or S x S, T x T) list of weights (B = 1)."""
    return {
        kind: [round_map(layer_map[0]) for layer_map in getattr(maps, kind)]  # (H, T, S)
        for kind in ("cross", "encoder_self", "decoder_self")
    }


def translation_view(translation: Translation, run_id: int, beam: int) -> dict[str, Any]:
    return {
        "run": run_id,
        "sentence": translation.source,
        "beam": beam,
        "source_tokens": translation.source_tokens,
        "target_tokens": translation.target_tokens,
        "target": translation.target,
        "log_prob": float(translation.log_prob),
        "attention": maps_view(translation.attention),
    }


def vector_view(vector: torch.Tensor, name: str) -> dict[str, Any]:
    """The first VECTOR_DIMS_SHOWN entries of a (D,) vector, with its true size."""
    return {
        "name": name,
        "dim": int(vector.shape[-1]),
        "shown": min(VECTOR_DIMS_SHOWN, int(vector.shape[-1])),
        "values": vector[..., :VECTOR_DIMS_SHOWN].tolist(),
    }


def rows_view(matrix: torch.Tensor) -> dict[str, Any]:
    """The first VECTOR_DIMS_SHOWN columns of an (S, D) matrix, with its true width."""
    return {
        "dim": int(matrix.shape[-1]),
        "shown": min(VECTOR_DIMS_SHOWN, int(matrix.shape[-1])),
        "values": matrix[:, :VECTOR_DIMS_SHOWN].tolist(),  # (S, <=16)
    }


def title_key(family: str) -> str | None:
    """The locale key of a built-in family's title (the page words it in its language); None
    for a family without one (a plugin's), whose own title the page shows."""
    key = f"family.{family}.title"
    return key if key in load(FALLBACK) else None


def steps_view(
    steps: FourSteps, step: int, source_tokens: list[str], target_tokens: list[str]
) -> dict[str, Any]:
    """The four steps at decoding step ``step`` (0-based): the step that wrote
    target_tokens[step] after reading target_tokens[step - 1] (or <s>)."""
    view: dict[str, Any] = {
        "family": steps.family,
        "has_attention": steps.weights is not None,
        "step": step,
        "num_steps": steps.num_steps,
        "layer": steps.layer,
        "head": steps.head,
        "source_tokens": source_tokens,
        "target_token": target_tokens[step],
        "previous_token": "<s>" if step == 0 else target_tokens[step - 1],
        "names": steps.names,
        "notes": steps.notes,
        "formula_keys": formula_keys(steps.family),
        "context": vector_view(steps.context[step], "context"),
    }
    if steps.queries is not None and steps.scores is not None and steps.weights is not None:
        contributions = steps.contributions(step)  # (S, Dv)
        view.update(
            query=vector_view(steps.queries[step], "query"),
            scores=steps.scores[step].tolist(),
            weights=steps.weights[step].tolist(),
            contributions=rows_view(contributions),
            # The full-size check the page cannot do with truncated vectors.
            contributions_sum_error=float(
                (contributions.sum(dim=0) - steps.context[step]).abs().max()
            ),
        )
    if steps.values is not None:
        view["values"] = rows_view(steps.values)  # v_j as read, beside alpha_j v_j
    if steps.keys is not None:
        view["keys"] = rows_view(steps.keys)  # k_j as the score read it
    if steps.centers is not None:  # local attention: the window this step read
        view["window"] = {"center": float(steps.centers[step]), "half_width": steps.half_width}
    return view


def long_test_view(run_root: Path) -> dict[str, Any] | None:
    """The run's scores on the long test (tatoeba-zh-en-joined: Tatoeba's test pairs joined
    into 25-113-character sources, results/long-sentences/), where it has that report: every
    shipped model does. None without one, or with one unreadable (the main report says more)."""
    path = RunFiles(run_root).report("test", corpus=JOINED)
    try:
        report = load_report(path)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return {
        "corpus": report.corpus.to_json(),
        "by_length": to_json(report.by_length),
        "meta": {key: report.meta.get(key) for key in REPORT_META},
    }


def report_view(run_root: Path, run_dir_as_given: str) -> dict[str, Any]:
    """The run's BLEU-by-length table (test split, else dev), or how to make one."""
    how = f"attnlab evaluate {run_dir_as_given} --by-length"
    for split in REPORT_SPLITS:
        path = RunFiles(run_root).report(split)
        if not path.exists():
            continue
        try:
            report = load_report(path)
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            return {
                "available": False,
                "reason": "unreadable",  # the page words each reason in its language
                "file": path.name,
                "error": str(error),
                "message": f"{path.name} is unreadable ({error}); re-create it with: {how}",
                "command": how,
            }
        view: dict[str, Any] = {
            "available": bool(report.by_length),
            "split": split,
            "corpus": report.corpus.to_json(),
            "by_length": to_json(report.by_length),
            "meta": {key: report.meta.get(key) for key in REPORT_META},
        }
        if long := long_test_view(run_root):
            view["long"] = long
        if not view["available"]:
            view["reason"], view["file"] = "no_by_length", path.name
            view["message"] = f"{path.name} has no scores by length; create them with: {how}"
            view["command"] = how
        return view
    return {
        "available": False,
        "reason": "missing",
        "message": f"This run has no evaluation report yet. Create it with: {how}",
        "command": how,
    }
