"""Pictures of attention: PNG heatmaps drawn from AttentionMaps, with Chinese glyphs."""

from attnlab.viz.fonts import MissingCJKFontWarning, find_cjk_font, font_covers
from attnlab.viz.heatmap import (
    attention_figure,
    head_grid_figure,
    heatmap_size_inches,
    save_attention_heatmap,
    save_head_grid,
    save_maps,
)

__all__ = [
    "MissingCJKFontWarning",
    "attention_figure",
    "find_cjk_font",
    "font_covers",
    "head_grid_figure",
    "heatmap_size_inches",
    "save_attention_heatmap",
    "save_head_grid",
    "save_maps",
]
