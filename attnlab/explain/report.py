"""``attnlab explain`` as text: per emitted token, where attention looked and what each
attribution says mattered, then the agreement and the interventions in a few lines."""

from __future__ import annotations

import math
import unicodedata
from typing import Any

import torch

from attnlab.explain.agreement import shares
from attnlab.explain.contrast import Contrast
from attnlab.explain.explanation import MEAN, METHODS, Explanation, InterventionEffect, plain
from attnlab.explain.faithfulness import MAX_K, RANDOM

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


FAITHFULNESS_LABELS = {MEAN: "attention", **LABELS, RANDOM: "random"}


def faithfulness_summary(explanations: list[Explanation]) -> dict[str, dict[str, float]]:
    """Per map (attention, each method, random): comprehensiveness and sufficiency averaged
    over every emitted token of ``explanations`` (one sentence, or a set)."""
    names = [n for n in FAITHFULNESS_LABELS if any(n in e.faithfulness for e in explanations)]
    found = {}
    for name in names:
        steps = [e.faithfulness[name] for e in explanations if name in e.faithfulness]
        found[name] = {
            "comprehensiveness": float(torch.cat([f.comprehensiveness for f in steps]).mean()),
            "sufficiency": float(torch.cat([f.sufficiency for f in steps]).mean()),
            "tokens": sum(len(f.sufficiency) for f in steps),
        }
    return found


def faithfulness_lines(summary: dict[str, dict[str, float]]) -> list[str]:
    """The faithfulness table: a row per map."""
    lines = [
        f"faithfulness (AOPC over the top 1-{MAX_K} source positions of each emitted token;",
        "hidden = the zero embedding):",
        "comprehensiveness: log p lost when they are hidden (higher: they carry the output);",
        "sufficiency: log p lost when only they are kept (lower: they are enough)",
    ]
    for name, scores in summary.items():
        comprehensive, sufficient = scores["comprehensiveness"], scores["sufficiency"]
        lines.append(
            f"  {FAITHFULNESS_LABELS[name]:<14} comprehensiveness {comprehensive:+.2f}"
            f"   sufficiency {sufficient:+.2f}"
        )
    return lines


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
            "steps": explanation.steps.to_json() if explanation.steps is not None else None,
        }
    )


def format_contrast(found: Contrast) -> str:
    """``attnlab explain --contrast``: why the emitted token and not the alternative."""
    source = found.source_tokens
    lines = [
        f"why {found.emitted!r} and not {found.alternative!r} at step {found.step + 1}: "
        f"p {found.probability:.3f} against {found.alternative_probability:.3f}",
        "attributions of log p(emitted) - log p(alternative) (+: speaks for the emitted token)",
    ]
    if found.attention is not None:
        top = int(found.attention.argmax())
        lines.append(
            f"  {'attention':<14} looks most at {source[top]} ({float(found.attention[top]):.2f})"
        )
    for method in METHODS:
        row = found.attributions[method]
        ranked = row.abs().argsort(descending=True)[:3].tolist()
        shown = ", ".join(f"{source[j]} {float(row[j]):+.2f}" for j in ranked)
        lines.append(f"  {LABELS[method]:<14} {shown}")
    lines.append(
        f"integrated gradients ({found.ig_path_steps} points from the zero embedding): "
        f"completeness error {abs(found.completeness_error):.3f} nats "
        f"({found.completeness_gap:.1%} of the change)"
    )
    return "\n".join(lines)


def _columns(text: str) -> int:
    """The terminal columns ``text`` takes: two for a wide character (汉字, fullwidth)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, columns: int) -> str:
    """``text`` padded with spaces to ``columns`` terminal columns, so that columns of Chinese
    tokens line up as those of English ones do."""
    return text + " " * (columns - _columns(text))


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
    width = max(_columns(t) for t in [*target, "output"]) + 2
    cell = max(14, *(_columns(s) + 8 for s in source))
    steps = explanation.steps  # each emitted token's probability p and entropy H (nats)
    header = _pad("output", width) + ("   p    H  " if steps is not None else "")
    lines.append(header + "".join(_pad(c, cell) for c in columns))
    for t, token in enumerate(target):
        lead = _pad(token, width)
        if steps is not None:
            lead += f"{float(steps.probability[t]):.2f} {float(steps.entropy[t]):4.1f}  "
        cells = []
        if attention is not None:
            j = int(attention[t].argmax())
            cells.append(f"{source[j]} {float(attention[t, j]):.2f}")
        for method in METHODS:
            row = explanation.attributions[method][t]
            j = int(row.abs().argmax())
            cells.append(f"{source[j]} {float(row[j]):+.2f}")
        lines.append(lead + "".join(_pad(c, cell) for c in cells))
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
    lines.append(
        f"integrated gradients ({explanation.ig_path_steps} points from the zero embedding): "
        f"completeness gap {explanation.completeness_gap:.1%} of f(x) - f(baseline), largest "
        f"error {float(error):.3f} nats"
    )
    if explanation.faithfulness:
        lines += ["", *faithfulness_lines(faithfulness_summary([explanation]))]
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
