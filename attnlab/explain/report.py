"""``attnlab explain`` as text: per emitted token, where attention looked and what each
attribution says mattered, then the agreement and the interventions in a few lines."""

from __future__ import annotations

import math
from typing import Any

from attnlab.explain.agreement import shares
from attnlab.explain.explanation import MEAN, METHODS, Explanation, InterventionEffect, plain

LABELS = {
    "occlusion": "occlusion",
    "grad_x_input": "grad x input",
    "integrated_gradients": "integr. grad.",
}


def _mean(values: list[float]) -> float:
    kept = [v for v in values if not math.isnan(v)]
    return sum(kept) / len(kept) if kept else math.nan


def summary(explanation: Explanation, reference: str = MEAN) -> dict[str, dict[str, float]]:
    """Per attribution method: mean Kendall tau and top-1 share against ``reference`` (an
    attention map's name or "diagonal") over the emitted tokens."""
    return {
        method: {
            "kendall_tau": _mean(explanation.agreement[method][reference]["kendall_tau"]),
            "top1": _mean(explanation.agreement[method][reference]["top1"]),
        }
        for method in METHODS
        if reference in explanation.agreement[method]
    }


def as_json(explanation: Explanation, effects: list[InterventionEffect]) -> dict[str, Any]:
    """The explanation, its summary and the interventions, as plain JSON values."""
    record = explanation.to_json()
    record["summary"] = {
        reference: summary(explanation, reference)
        for reference in ([MEAN] if explanation.attention else []) + ["diagonal"]
    }
    record["interventions"] = [effect.to_json() for effect in effects]
    return record


def page_view(explanation: Explanation) -> dict[str, Any]:
    """What the explorer's "Attention vs attribution" view draws: the mean attention (or None),
    each attribution signed and as row shares, and per step the agreement with attention."""
    attention = explanation.attention.get(MEAN)
    return plain(
        {
            "family": explanation.family,
            "source_tokens": explanation.source_tokens,
            "target": explanation.target,
            "target_tokens": explanation.target_tokens,
            "attention": attention,
            "attention_is_mean": len(explanation.attention) > 1,  # of several layers or heads
            "attributions": explanation.attributions,
            "shares": {m: shares(explanation.attributions[m]) for m in METHODS},
            "agreement": {
                m: explanation.agreement[m][MEAN] if attention is not None else None
                for m in METHODS
            },
            "summary": as_json(explanation, [])["summary"],
        }
    )


def format_text(explanation: Explanation, effects: list[InterventionEffect]) -> str:
    """The table and summary ``attnlab explain`` prints."""
    source, target = explanation.source_tokens, explanation.target_tokens
    attention = explanation.attention.get(MEAN)
    lines = [
        f"source: {explanation.source}",
        f"output: {explanation.target}   ({explanation.family})",
        "",
        "the source token each method ranks first, per emitted token"
        + (" (attention: mean of all layers and heads)" if len(explanation.attention) > 1 else ""),
        "",
    ]
    columns = (["attention"] if attention is not None else []) + [LABELS[m] for m in METHODS]
    width = max(len(t) for t in [*target, "output"]) + 2
    cell = max(14, *(len(s) + 8 for s in source))
    lines.append(f"{'output':<{width}}" + "".join(f"{c:<{cell}}" for c in columns))
    for t, token in enumerate(target):
        cells = []
        if attention is not None:
            j = int(attention[t].argmax())
            cells.append(f"{source[j]} {float(attention[t, j]):.2f}")
        for method in METHODS:
            row = explanation.attributions[method][t]
            j = int(row.abs().argmax())
            cells.append(f"{source[j]} {float(row[j]):+.2f}")
        lines.append(f"{token:<{width}}" + "".join(f"{c:<{cell}}" for c in cells))
    lines.append("")
    if attention is None:
        lines.append("this model has no attention: nothing to compare the attributions with")
    else:
        lines.append("agreement with attention over the emitted tokens (diagonal: a content-free")
        lines.append("alignment, for reference): mean Kendall tau, top-1 agreement")
        ours, reference = summary(explanation), summary(explanation, "diagonal")
        for method in METHODS:
            a, d = ours[method], reference[method]
            lines.append(
                f"  {LABELS[method]:<14} attention tau {a['kendall_tau']:+.2f} top-1 "
                f"{a['top1']:.0%}   diagonal tau {d['kendall_tau']:+.2f} top-1 {d['top1']:.0%}"
            )
    error = explanation.completeness_error.abs().max()
    lines.append(f"integrated gradients: largest completeness error {float(error):.3f} nats")
    if effects:
        lines += ["", "interventions on the attention (TVD: total variation distance of the"]
        lines.append("next-token distribution, each step alone; changed: its top token differs)")
        for effect in effects:
            tvd = float(effect.total_variation.mean())
            changed = int(effect.changed.sum())
            lines.append(
                f"  {effect.name:<13} mean TVD {tvd:.2f}, top token changed at {changed}/"
                f"{len(target)} steps; re-decoded: {effect.target}"
            )
    return "\n".join(lines)
