"""PNG heatmaps of attention weights: source tokens across the top, target tokens down the side.

Reads ``AttentionMaps`` only, so every model is drawn the same way. Drawn with matplotlib's
Agg canvas directly (no pyplot), so it neither needs a display nor changes the caller's backend.
Worded in the language asked for (``lang``: the command line passes its own), with the CJK
font of attnlab.viz.fonts beside the Latin one. Chinese labels stay upright: turned, 十 reads
as × and 二 as a slash, so a label too wide for its cell is written downwards instead, one
character a line; only Latin labels are turned. Reference: Bahdanau et al. (2015), Figure 3.
"""

from __future__ import annotations

import math
import os
import textwrap
import unicodedata
from collections.abc import Sequence
from pathlib import Path

import matplotlib as mpl
import numpy as np
import torch
from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.image import AxesImage

from attnlab.atomic import write_png
from attnlab.locales import load, translate
from attnlab.models.outputs import AttentionMaps
from attnlab.viz.fonts import font_families, needs_cjk

COLORMAP = "viridis"  # perceptually uniform and readable with colour-vision deficiency
DPI = 150
ANNOTATE_MAX_TOKENS = 24  # print weights in cells only when both sides are this short
ANNOTATE_MIN_WEIGHT = 0.005  # "0.00" in a cell is clutter


def _as_array(weights: torch.Tensor | np.ndarray) -> np.ndarray:
    if isinstance(weights, torch.Tensor):
        weights = weights.detach().to(device="cpu", dtype=torch.float64).numpy()
    return np.asarray(weights, dtype=np.float64)


def _cell_inches(num_tokens: int) -> float:
    if num_tokens <= 15:
        return 0.42
    if num_tokens <= 30:
        return 0.3
    return 0.22


def _label_points(num_tokens: int) -> float:
    if num_tokens <= 15:
        return 10.0
    if num_tokens <= 30:
        return 8.0
    return 6.5


def _text_width(text: str, size: float) -> float:
    """Rough printed width in points: wide (CJK) characters take 1 em, others about 0.6 em."""
    ems = sum(1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.6 for ch in text)
    return ems * size


def _panel_inches(
    source_tokens: Sequence[str], target_tokens: Sequence[str]
) -> tuple[float, float]:
    """Size of one heatmap with its tick labels: near-square cells plus the label margins."""
    num = max(len(source_tokens), len(target_tokens))
    cell, size = _cell_inches(num), _label_points(num)
    widest_target = max((_text_width(t, size) for t in target_tokens), default=0.0)
    label_height = _labels_height(_source_labels(source_tokens, size, cell), size)
    width = len(source_tokens) * cell + widest_target / 72 + 0.15
    height = len(target_tokens) * cell + label_height / 72 + 0.15
    return width, height


def heatmap_size_inches(
    source_tokens: Sequence[str], target_tokens: Sequence[str], title: str | None = None
) -> tuple[float, float]:
    """Figure size of ``save_attention_heatmap``: the panel plus axis titles and colour bar."""
    width, height = _panel_inches(source_tokens, target_tokens)
    width += 1.45  # "target" axis title, colour bar with its ticks and label
    height += 0.55 + (0.45 if title else 0.0)  # "source" axis title, figure title
    return round(max(width, 3.5), 2), round(max(height, 2.5), 2)


def _fits(text: str, size: float, cell: float) -> bool:
    return _text_width(text, size) <= cell * 72 * 0.95


def _rotation(tokens: Sequence[str], size: float, cell: float, count: int | None = None) -> float:
    """Degrees to turn Latin source labels: none when each fits its cell, steeper when crowded
    (``count`` labels in all, default: these)."""
    if all(_fits(t, size, cell) for t in tokens):
        return 0.0
    return 90.0 if (len(tokens) if count is None else count) > 30 else 45.0


def upright(text: str) -> str:
    """A Chinese label as it is written upright in a narrow place: downwards, a character a
    line ("坐在" -> "坐\n在"); any other text as it is."""
    return "\n".join(text) if needs_cjk([text]) else text


def _source_labels(tokens: Sequence[str], size: float, cell: float) -> list[tuple[str, float]]:
    """Each source label as drawn, with its angle: a Chinese label upright, written downwards
    where it is wider than its cell; Latin labels turned together when one does not fit."""
    latin = [t for t in tokens if not needs_cjk([t])]
    angle = _rotation(latin, size, cell, count=len(tokens))
    return [
        (t, angle) if not needs_cjk([t]) else (t if _fits(t, size, cell) else upright(t), 0.0)
        for t in tokens
    ]


def _labels_height(labels: Sequence[tuple[str, float]], size: float) -> float:
    """Points the source labels take above the map: a line each, a line per character where
    written downwards, a turned label its width times sin(angle)."""
    heights = [size * 1.4]
    for text, angle in labels:
        if angle:
            heights.append(_text_width(text, size) * math.sin(math.radians(angle)))
        else:
            heights.append(size * (1.25 * text.count("\n") + 1.4))
    return max(heights)


def _draw(
    ax: Axes,
    weights: np.ndarray,
    source_tokens: Sequence[str],
    target_tokens: Sequence[str],
    vmax: float,
    annotate: bool,
    axis_titles: tuple[str | None, str | None],  # (x: the keys, y: the queries); None: none
) -> AxesImage:
    T, S = weights.shape
    num = max(S, T)
    cell, size = _cell_inches(num), _label_points(num)
    image = ax.imshow(
        weights, cmap=COLORMAP, vmin=0.0, vmax=vmax, aspect="auto", interpolation="nearest"
    )
    ax.xaxis.tick_top()
    ax.xaxis.set_label_position("top")
    ax.set_xticks(range(S))
    ax.set_yticks(range(T))
    labels = _source_labels(source_tokens, size, cell)
    ax.set_xticklabels([text for text, _ in labels], fontsize=size)
    for tick, (_, angle) in zip(ax.get_xticklabels(), labels, strict=True):
        tick.set_rotation(angle)
        tick.set_horizontalalignment("left" if angle == 45.0 else "center")
        tick.set_rotation_mode("anchor" if angle == 45.0 else "default")
    ax.set_yticklabels(target_tokens, fontsize=size)
    if axis_titles[0]:
        ax.set_xlabel(axis_titles[0], fontsize=size + 1)
    if axis_titles[1]:
        _side_title(ax.yaxis, axis_titles[1], size + 1)
    ax.tick_params(length=2, pad=2)
    if annotate:
        text_size = min(7.0, cell * 72 * 0.27)
        for t in range(T):
            for s in range(S):
                w = weights[t, s]
                if w < ANNOTATE_MIN_WEIGHT:
                    continue
                # viridis is dark at the bottom of the scale, light at the top.
                colour = "black" if w / vmax > 0.6 else "white"
                ax.text(
                    s, t, f"{w:.2f}", ha="center", va="center", fontsize=text_size, color=colour
                )
    return image


def _side_title(axis: Axis, title: str, size: float) -> None:
    """A title beside a vertical axis: turned if Latin, upright and downwards if Chinese."""
    if needs_cjk([title]):
        # away from the tick labels: a title on the left ends at them, one on the right starts
        side = "right" if axis.get_label_position() == "left" else "left"
        axis.set_label_text(upright(title), fontsize=size, rotation=0, va="center", ha=side)
    else:
        axis.set_label_text(title, fontsize=size)


def _axis_titles(axes: tuple[str, str], lang: str) -> tuple[str, str]:
    """("source", "target") -> the axis titles (x, y) in ``lang``."""
    x, y = axes
    return translate(lang, f"heatmap.{x}"), translate(lang, f"heatmap.{y}")


def _words(lang: str) -> list[str]:
    """Every word a figure may write in ``lang`` (its fonts must cover them)."""
    return [text for key, text in load(lang).items() if key.startswith("heatmap.")]


def _check(weights: np.ndarray, source_tokens: Sequence[str], target_tokens: Sequence[str]) -> None:
    if weights.ndim != 2:
        raise ValueError(f"weights must be (T, S); got shape {weights.shape}")
    if weights.size == 0:
        raise ValueError(f"nothing to draw: weights have shape {weights.shape}")
    if weights.shape != (len(target_tokens), len(source_tokens)):
        raise ValueError(
            f"weights are (T, S) = {weights.shape} but there are {len(target_tokens)} target "
            f"and {len(source_tokens)} source tokens"
        )


def _wrap_title(title: str, width_inches: float, size: float) -> str:
    chars = max(int(width_inches * 72 / _text_width("n", size)), 10)
    return textwrap.fill(title, width=chars)


def _save(fig: Figure, path: str | os.PathLike[str], dpi: int, title: str | None) -> Path:
    # The title also goes into the PNG's metadata, where file browsers and tests can read it.
    return write_png(fig, path, dpi=dpi, metadata={"Title": title} if title else None)


def attention_figure(
    weights: torch.Tensor | np.ndarray,
    source_tokens: Sequence[str],
    target_tokens: Sequence[str],
    title: str | None = None,
    *,
    vmax: float | None = None,
    axes: tuple[str, str] = ("source", "target"),
    lang: str = "en",
) -> Figure:
    """One (T, S) attention matrix as a figure (Agg canvas) with a colour bar.

    The colour scale runs from 0 to ``vmax`` (default: the largest weight); weights are
    printed in the cells when both sides have at most 24 tokens. ``axes``: which tokens the
    columns and rows are; they and the colour bar are worded in ``lang``.
    """
    array = _as_array(weights)  # (T, S)
    _check(array, source_tokens, target_tokens)
    top = float(vmax) if vmax is not None else max(float(array.max(initial=0.0)), 1e-6)
    # Text objects keep the font families in force when they are made.
    with mpl.rc_context(
        {"font.family": font_families([*source_tokens, *target_tokens, title or "", *_words(lang)])}
    ):
        width, height = heatmap_size_inches(source_tokens, target_tokens, title)
        fig = Figure(figsize=(width, height), layout="constrained")
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        annotate = max(array.shape) <= ANNOTATE_MAX_TOKENS
        titles = _axis_titles(axes, lang)
        image = _draw(ax, array, source_tokens, target_tokens, top, annotate, titles)
        bar = fig.colorbar(image, ax=ax, shrink=min(1.0, 4.0 / height + 0.3))
        _side_title(bar.ax.yaxis, translate(lang, "heatmap.weight"), 10)
        if title:
            fig.suptitle(_wrap_title(title, width, 11), fontsize=11)
    return fig


def head_grid_figure(
    weights: torch.Tensor | np.ndarray,
    source_tokens: Sequence[str],
    target_tokens: Sequence[str],
    title: str | None = None,
    *,
    axes: tuple[str, str] = ("source", "target"),
    lang: str = "en",
) -> Figure:
    """(H, T, S) attention as a grid of per-head heatmaps on one shared colour scale (``axes``
    and ``lang`` as in ``attention_figure``)."""
    array = _as_array(weights)  # (H, T, S)
    if array.ndim != 3:
        raise ValueError(f"weights must be (H, T, S); got shape {array.shape}")
    _check(array[0], source_tokens, target_tokens)
    H = array.shape[0]
    cols = min(H, 4)
    rows = math.ceil(H / cols)
    top = max(float(array.max(initial=0.0)), 1e-6)
    with mpl.rc_context(
        {"font.family": font_families([*source_tokens, *target_tokens, title or "", *_words(lang)])}
    ):
        panel_width, panel_height = _panel_inches(source_tokens, target_tokens)
        panel_height += 0.3  # "head h"
        fig_width = cols * panel_width + 1.3  # "target" on the first column, one colour bar
        fig_height = rows * panel_height + 0.45 + (0.45 if title else 0.0)
        fig = Figure(figsize=(fig_width, fig_height), layout="constrained")
        FigureCanvasAgg(fig)
        panels = fig.subplots(rows, cols, squeeze=False)
        image = None
        x_title, y_title = _axis_titles(axes, lang)
        for h, ax in enumerate(panels.flat):
            if h >= H:
                ax.set_axis_off()
                continue
            # Axis titles once: "source" over the first row, "target" beside the first column.
            first_row, first_col = h < cols, h % cols == 0
            titles = (x_title if first_row else None, y_title if first_col else None)
            image = _draw(ax, array[h], source_tokens, target_tokens, top, False, titles)
            # heads from 1, as the explorer counts
            ax.set_title(translate(lang, "heatmap.head", head=h + 1), fontsize=10)
        assert image is not None
        bar = fig.colorbar(image, ax=list(panels.flat), shrink=0.6)
        _side_title(bar.ax.yaxis, translate(lang, "heatmap.weight"), 10)
        if title:
            fig.suptitle(_wrap_title(title, fig_width, 12), fontsize=12)
    return fig


def save_attention_heatmap(
    weights: torch.Tensor | np.ndarray,
    source_tokens: Sequence[str],
    target_tokens: Sequence[str],
    path: str | os.PathLike[str],
    title: str | None = None,
    *,
    vmax: float | None = None,
    axes: tuple[str, str] = ("source", "target"),
    lang: str = "en",
    dpi: int = DPI,
) -> Path:
    """Write one (T, S) attention matrix as a PNG (see ``attention_figure``); return its path."""
    fig = attention_figure(
        weights, source_tokens, target_tokens, title, vmax=vmax, axes=axes, lang=lang
    )
    return _save(fig, path, dpi, title)


def save_head_grid(
    weights: torch.Tensor | np.ndarray,
    source_tokens: Sequence[str],
    target_tokens: Sequence[str],
    path: str | os.PathLike[str],
    title: str | None = None,
    *,
    axes: tuple[str, str] = ("source", "target"),
    lang: str = "en",
    dpi: int = DPI,
) -> Path:
    """Write (H, T, S) attention as a PNG grid of per-head heatmaps; return its path."""
    fig = head_grid_figure(weights, source_tokens, target_tokens, title, axes=axes, lang=lang)
    return _save(fig, path, dpi, title)


# Which tokens label the query (rows) and key (columns) axes of each kind of map.
_AXES = {
    "cross": ("target", "source"),
    "encoder_self": ("source", "source"),
    "decoder_self": ("target", "target"),
}


def save_maps(
    maps: AttentionMaps,
    index: int,
    source_tokens: Sequence[str],
    target_tokens: Sequence[str],
    out_dir: str | os.PathLike[str],
    prefix: str,
    *,
    kinds: Sequence[str] = ("cross",),
    lang: str = "en",
    dpi: int = DPI,
) -> list[Path]:
    """Write PNGs for batch entry ``index``: per layer, the head average, plus a per-head grid
    when the layer has more than one head, worded in ``lang``. Returns the paths written.

    Files are ``{prefix}_{kind}_layer{l}.png`` and ``{prefix}_{kind}_layer{l}_heads.png``,
    layers (and heads, in titles) counted from 1 as the explorer counts them.
    Maps are cropped to the given tokens, which drops batch padding (T and S of a batch are
    the longest sentence's). A model without attention of a kind writes nothing for it.
    """
    tokens = {"source": list(source_tokens), "target": list(target_tokens)}
    written: list[Path] = []
    for kind in kinds:
        if kind not in _AXES:
            raise ValueError(f"unknown kind {kind!r}; choose from {sorted(_AXES)}")
        query_tokens, key_tokens = (tokens[side] for side in _AXES[kind])
        layer_maps = getattr(maps, kind)
        for layer, layer_map in enumerate(layer_maps, start=1):
            B, H, T, S = layer_map.shape
            if not -B <= index < B:
                raise IndexError(f"index {index} is out of range for a batch of {B}")
            if len(query_tokens) > T or len(key_tokens) > S:
                raise ValueError(
                    f"{kind} layer {layer} is (T, S) = ({T}, {S}) but got "
                    f"{len(query_tokens)} query and {len(key_tokens)} key tokens"
                )
            heads = layer_map[index, :, : len(query_tokens), : len(key_tokens)]  # (H, T, S)
            name = f"{prefix}_{kind}_layer{layer}"
            kind_words = translate(lang, f"heatmap.kind_{kind}")
            title = translate(
                lang, "heatmap.layer_title", kind=kind_words, layer=layer, layers=len(layer_maps)
            )
            axes = (_AXES[kind][1], _AXES[kind][0])  # (columns: keys, rows: queries)
            mean = translate(lang, "heatmap.mean_of_heads", heads=H) if H > 1 else ""
            written.append(
                save_attention_heatmap(
                    heads.mean(dim=0),  # (T, S)
                    key_tokens,
                    query_tokens,
                    Path(out_dir) / f"{name}.png",
                    title=title + mean,
                    axes=axes,
                    lang=lang,
                    dpi=dpi,
                )
            )
            if H > 1:
                written.append(
                    save_head_grid(
                        heads,
                        key_tokens,
                        query_tokens,
                        Path(out_dir) / f"{name}_heads.png",
                        title=title + translate(lang, "heatmap.by_head"),
                        axes=axes,
                        lang=lang,
                        dpi=dpi,
                    )
                )
    return written
