"""PNGs of ``attnlab explain``: attention and the three attributions side by side, on one
scale (each row's share of its total), and the per-head grids of a multi-head model."""

from __future__ import annotations

import os
from pathlib import Path

import matplotlib as mpl
import torch
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from attnlab.atomic import write_png
from attnlab.explain.agreement import shares
from attnlab.explain.explanation import MEAN, METHODS, Explanation
from attnlab.explain.report import LABELS
from attnlab.viz.fonts import font_families
from attnlab.viz.heatmap import COLORMAP, save_head_grid


def side_by_side_figure(explanation: Explanation) -> Figure:
    """One panel per map: the attention (mean of layers and heads) when the model has it, then
    occlusion, gradient x input and integrated gradients as shares of each row."""
    panels = [("attention weights", explanation.attention[MEAN])] if explanation.attention else []
    panels += [(f"{LABELS[m]}: |attribution| share", explanation.attributions[m]) for m in METHODS]
    source, target = explanation.source_tokens, explanation.target_tokens
    size = 9 if max(len(source), len(target)) <= 20 else 6
    with mpl.rc_context({"font.family": font_families([*source, *target])}):
        width = max(2.6, 0.32 * len(source) + 1.0)
        height = max(2.4, 0.3 * len(target) + 1.4)
        figure = Figure(figsize=(width * len(panels), height), layout="constrained")
        FigureCanvasAgg(figure)
        axes = figure.subplots(1, len(panels), squeeze=False)[0]
        image = None
        for ax, (title, scores) in zip(axes, panels, strict=True):
            shown = scores if title == "attention weights" else shares(scores)
            image = ax.imshow(shown.numpy(), cmap=COLORMAP, vmin=0.0, vmax=1.0, aspect="auto")
            ax.set_title(title, fontsize=size + 1)
            ax.xaxis.tick_top()
            ax.set_xticks(range(len(source)), source, fontsize=size, rotation=90)
            ax.set_yticks(range(len(target)), target, fontsize=size)
        assert image is not None
        figure.colorbar(image, ax=list(axes), shrink=0.8, label="weight / share of the row")
        figure.suptitle(f"{explanation.source}  →  {explanation.target}", fontsize=size + 2)
    return figure


def save_explanation(explanation: Explanation, directory: str | os.PathLike[str]) -> list[Path]:
    """Write explain.png (side by side) and, per multi-head layer, layer{l}_heads.png."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    written = [out / "explain.png"]
    figure = side_by_side_figure(explanation)
    write_png(figure, written[0], dpi=120)
    layer = 1  # layers and heads count from 1, as in the explorer
    while f"layer {layer} head 1" in explanation.attention:
        heads = [
            weights
            for name, weights in explanation.attention.items()
            if name.startswith(f"layer {layer} head ")
        ]
        path = out / f"layer{layer}_heads.png"
        title = f"cross-attention, layer {layer}, by head"
        save_head_grid(
            torch.stack(heads), explanation.source_tokens, explanation.target_tokens, path, title
        )
        written.append(path)
        layer += 1
    return written
