"""Seeing a captioner's attention: per word, alpha over the regions upsampled over the image
(one panel per word, PNG)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from attnlab.atomic import write_png


def upsample(weights: np.ndarray, size: int) -> np.ndarray:
    """alpha over a square grid of regions (L,) -> a (size, size) map, each region's weight
    spread over its pixels (nearest-neighbour: what a region covers, no smoothing)."""
    side = round(len(weights) ** 0.5)
    if side * side != len(weights):
        raise ValueError(f"{len(weights)} regions do not form a square grid")
    grid = weights.reshape(side, side)
    return np.kron(grid, np.ones((size // side, size // side)))  # (size, size)


@dataclass(frozen=True)
class CaptionRow:
    """One captioned image to draw: a label, the canvas (H, H) uint8, the words, alpha (T, L)
    and the boxes (x0, y0, x1, y1) to outline."""

    label: str
    canvas: np.ndarray
    words: list[str]
    weights: np.ndarray
    boxes: list[tuple[int, int, int, int]] = field(default_factory=list)


def overlay_tiles(canvas: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """The image, then per word the image with alpha upsampled over it (each word's map
    scaled to its own maximum): (1 + T, H, H, 3) RGB in [0, 1]."""
    from matplotlib import colormaps

    grey = np.repeat(canvas[..., None] / 255.0, 3, axis=-1)  # (H, H, 3)
    tiles = [grey]
    for row in weights:
        heat = upsample(row, canvas.shape[0])
        colour = colormaps["inferno"](heat / max(float(heat.max()), 1e-9))[..., :3]
        tiles.append(0.45 * grey + 0.55 * colour)
    return np.stack(tiles)


def draw_captions(
    rows: list[CaptionRow], path: str | Path, *, title: str = "", columns: int = 10
) -> Path:
    """Each row's image and one panel per word, ``columns`` panels to a line, as one mosaic
    (one image drawn, so a 40-word caption costs no more than a short one). Atomic PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    size, gap = rows[0].canvas.shape[0], 16  # gap: room for the word above each panel
    step = size + gap
    lines = [-(-(1 + len(row.words)) // columns) for row in rows]
    mosaic = np.ones((sum(lines) * step, columns * step, 3))
    figure = plt.figure(figsize=(columns * 1.1, sum(lines) * 1.25 + 0.3))
    axis = figure.add_axes((0, 0, 1, 0.97 if title else 1))
    axis.axis("off")
    top = 0
    for row, count in zip(rows, lines, strict=True):
        labels = [row.label, *row.words]
        for index, tile in enumerate(overlay_tiles(row.canvas, row.weights)):
            y, x = top + (index // columns) * step, (index % columns) * step
            mosaic[y + gap : y + step, x : x + size] = tile
            axis.text(
                x + size / 2, y + gap - 1, labels[index], ha="center", va="bottom", fontsize=7
            )
            for x0, y0, x1, y1 in row.boxes:
                axis.add_patch(
                    Rectangle(
                        (x + x0 - 0.5, y + gap + y0 - 0.5),
                        x1 - x0,
                        y1 - y0,
                        fill=False,
                        lw=0.5,
                        ec="cyan",
                    )
                )
        top += count * step
    axis.imshow(mosaic, interpolation="nearest")
    if title:
        figure.suptitle(title, fontsize=8, y=0.995)
    write_png(figure, path, dpi=110)
    plt.close(figure)
    return Path(path)
