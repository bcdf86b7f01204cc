"""The faithfulness study's figure, drawn from its record alone (attnlab/experiments/
faithfulness.py measures, faithfulness_report.py reads it off): attention's agreement with
each attribution, and what each intervention on the weights changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from attnlab.atomic import write_png
from attnlab.experiments.faithfulness_report import (
    INTERVENTIONS,
    METHODS,
    REFERENCE,
    model_label,
    say_in,
)

COLOURS = {"occlusion": "#1f77b4", "grad_x_input": "#ff7f0e", "integrated_gradients": "#2ca02c"}


def _errorbar(ax: Any, x: float, point: dict[str, Any], **style: Any) -> None:
    low, high = point["mean"] - point["low"], point["high"] - point["mean"]
    ax.errorbar(x, point["mean"], yerr=[[low], [high]], capsize=3, **style)


def _agreement_panel(ax: Any, families: dict[str, Any], measure: str, lang: str) -> None:
    """Per family, per attribution: attention (dots) and the diagonal (crosses); the
    occlusion-IG agreement as a dashed line: how far two attributions agree."""

    def versus(a: str, b: str) -> str:
        return say_in(lang, "figure.versus", a=a, b=b)

    attention, diagonal = say_in(lang, "figure.attention"), say_in(lang, "figure.diagonal")
    for f, family in enumerate(families.values()):
        summary = family["summary"]
        for m, method in enumerate(METHODS):
            agreement, x, first = summary["agreement"][method], f + (m - 1) * 0.25, f == 0
            if "mean" in agreement:
                label = versus(attention, say_in(lang, "label." + method)) if f == 1 else None
                _errorbar(ax, x, agreement["mean"][measure], fmt="o", color=COLOURS[method],
                          label=label)  # fmt: skip
            label = versus(diagonal, say_in(lang, "label." + method)) if first else None
            _errorbar(ax, x, agreement["diagonal"][measure], fmt="x", color=COLOURS[method],
                      alpha=0.6, label=label)  # fmt: skip
        # the verdict's reference: how far two attributions agree
        value = summary["between_attributions"][REFERENCE][measure]["mean"]
        pair = [say_in(lang, f"label.{m}") for m in REFERENCE.split(" ~ ")]
        label = versus(*pair) if f == 0 else None
        ax.plot([f - 0.4, f + 0.4], [value, value], "k--", lw=1, label=label)
    ticks = [model_label(lang, model, tick=True) for model in families.values()]
    ax.set_xticks(range(len(families)), ticks, fontsize=8)
    ax.set_title(say_in(lang, f"figure.{measure}"), fontsize=10)
    ax.axhline(0, color="grey", lw=0.5)
    ax.grid(alpha=0.3)


def _intervention_panels(
    changed_ax: Any, spread_ax: Any, families: dict[str, Any], lang: str
) -> None:
    """Per attention family and intervention: the share of steps whose top token changes
    (bars, 95 % intervals) and the spread of the TVD over steps (boxes: quartiles, median)."""
    attentive = {k: v for k, v in families.items() if "interventions" in v["summary"]}
    width = 0.8 / len(INTERVENTIONS)
    for i, name in enumerate(INTERVENTIONS):
        offsets = np.arange(len(attentive)) + (i - 1.5) * width
        changed = [
            f["summary"]["interventions"][name]["top_token_changed"] for f in attentive.values()
        ]
        low = [c["mean"] - c["low"] for c in changed]
        high = [c["high"] - c["mean"] for c in changed]
        means = [c["mean"] for c in changed]
        label = say_in(lang, "intervention." + name)
        changed_ax.bar(offsets, means, width, yerr=[low, high], capsize=2, label=label)
        # from the record's summary (its JSON keeps no steps): the quartiles and the median
        stats = []
        for f in attentive.values():
            effect = f["summary"]["interventions"][name]
            low_q, high_q = effect["total_variation_quartiles"]
            median = effect["total_variation_median"]
            stats.append({"med": median, "q1": low_q, "q3": high_q, "whislo": low_q,
                          "whishi": high_q})  # fmt: skip
        boxes = {"facecolor": f"C{i}", "alpha": 0.6}
        spread_ax.bxp(stats, positions=offsets, widths=width * 0.9, showfliers=False,
                      showcaps=False, patch_artist=True, boxprops=boxes,
                      medianprops={"color": "black"})  # fmt: skip
    for ax, title in ((changed_ax, "figure.changed"), (spread_ax, "figure.total_variation")):
        ticks = [model_label(lang, model, tick=True) for model in attentive.values()]
        ax.set_xticks(range(len(attentive)), ticks, fontsize=8)
        ax.set_title(say_in(lang, title), fontsize=10)
        ax.set_ylim(0, 1)
        ax.grid(alpha=0.3)
    changed_ax.legend(fontsize=7)


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """2 x 2: tau and top-1 agreement with each attribution, the share of steps an
    intervention changes, and the spread of its total variation distance."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    families = record["families"]
    figure, axes = plt.subplots(2, 2, figsize=(13, 8.5), dpi=110)
    _agreement_panel(axes[0, 0], families, "kendall_tau", lang)
    _agreement_panel(axes[0, 1], families, "top1", lang)
    axes[0, 0].legend(fontsize=7, ncol=2)
    _intervention_panels(axes[1, 0], axes[1, 1], families, lang)
    quick = say_in(lang, "figure.quick") if record["quick"] else ""
    title = say_in(
        lang, "figure.title", corpus=record["corpus"], sentences=record["test_sentences"]
    )
    figure.suptitle(title + quick, fontsize=10)
    figure.tight_layout()
    write_png(figure, path)
    plt.close(figure)
