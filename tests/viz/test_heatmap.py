"""PNG heatmaps: valid files of the planned size, readable labels, one file per layer and grid;
in Chinese, Chinese words in the CJK font, and Chinese labels upright."""

import itertools
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch
from matplotlib import font_manager
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.text import Text
from PIL import Image

from attnlab.locales import load
from attnlab.models.outputs import AttentionMaps
from attnlab.viz import heatmap
from attnlab.viz.fonts import find_cjk_font, needs_cjk, register_font
from attnlab.viz.heatmap import (
    attention_figure,
    head_grid_figure,
    heatmap_size_inches,
    save_attention_heatmap,
    save_maps,
)
from tests.chinese import latin_words

SOURCE = ["那", "只", "黑", "猫", "安静", "地", "坐在", "窗边", "。"]
TARGET = ["the", "black", "cat", "sat", "quietly", "by", "the", "window", "."]


def diagonal(T: int, S: int) -> np.ndarray:
    rows = np.arange(T)[:, None] * S / T
    weights = np.exp(-0.5 * (rows - np.arange(S)[None]) ** 2)
    return weights / weights.sum(axis=1, keepdims=True)  # (T, S)


def test_png_is_valid_and_of_the_planned_size(tmp_path):
    path = save_attention_heatmap(
        torch.tensor(diagonal(9, 9), requires_grad=True),
        SOURCE,
        TARGET,
        tmp_path / "a" / "map.png",
        title="zh→en",
        dpi=100,
    )
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(path) as image:
        image.verify()
    with Image.open(path) as image:
        width, height = image.size
        pixels = np.asarray(image.convert("RGB"))
    w_in, h_in = heatmap_size_inches(SOURCE, TARGET, "zh→en")
    assert (width, height) == (round(w_in * 100), round(h_in * 100))
    assert len(np.unique(pixels.reshape(-1, 3), axis=0)) > 50  # a colour map, not a blank


def text_boxes(labels, renderer):
    return [label.get_window_extent(renderer) for label in labels if label.get_text()]


def assert_apart(labels, renderer):
    """Neighbouring labels do not overlap. Turned labels are checked across their baselines:
    the anchor spacing times sin(angle) must exceed the line height."""
    labels = [label for label in labels if label.get_text()]
    angle = labels[0].get_rotation() if labels else 0.0
    boxes = text_boxes(labels, renderer)
    if angle == 0.0:
        for first, second in itertools.pairwise(boxes):
            assert not first.overlaps(second), "neighbouring labels overlap"
        return
    anchors = [label.get_transform().transform(label.get_position())[0] for label in labels]
    step = min(b - a for a, b in itertools.pairwise(anchors))
    line_height = labels[0].get_fontsize() * labels[0].figure.dpi / 72
    assert step * np.sin(np.radians(angle)) >= line_height, "turned labels overlap"


@pytest.mark.parametrize("num_tokens", [9, 30, 60])
def test_labels_do_not_overlap_and_stay_inside(num_tokens):
    source = [f"source{i}" for i in range(num_tokens)]
    target = [f"目标词{i}" for i in range(num_tokens)]
    fig = attention_figure(diagonal(num_tokens, num_tokens), source, target, title="t " * 80)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    ax = fig.axes[0]
    fig_box = fig.bbox
    for labels in (ax.get_xticklabels(), ax.get_yticklabels(), [fig._suptitle]):
        for box in text_boxes(labels, renderer):
            assert fig_box.x0 - 1 <= box.x0 and box.x1 <= fig_box.x1 + 1, "label clipped"
            assert fig_box.y0 - 1 <= box.y0 and box.y1 <= fig_box.y1 + 1, "label clipped"
    assert_apart(ax.get_xticklabels(), renderer)
    assert_apart(ax.get_yticklabels(), renderer)
    width, height = heatmap_size_inches(source, target)
    assert width < 20 and height < 20


def test_cell_values_are_printed_only_for_small_maps():
    small = attention_figure(diagonal(9, 9), SOURCE, TARGET)
    printed = [t.get_text() for t in small.axes[0].texts]
    assert "1.00" not in printed and any(t.startswith("0.") for t in printed)
    big = attention_figure(
        diagonal(40, 40), [str(i) for i in range(40)], [str(i) for i in range(40)]
    )
    assert len(big.axes[0].texts) == 0


def test_shape_mismatch_is_an_error(tmp_path):
    with pytest.raises(ValueError, match="9 target and 8 source tokens"):
        save_attention_heatmap(diagonal(9, 9), SOURCE[:8], TARGET, tmp_path / "x.png")
    with pytest.raises(ValueError, match=r"must be \(T, S\)"):
        save_attention_heatmap(np.ones((1, 9, 9)), SOURCE, TARGET, tmp_path / "x.png")
    with pytest.raises(ValueError, match="nothing to draw"):
        save_attention_heatmap(np.ones((0, 0)), [], [], tmp_path / "x.png")


def softmax_maps(B: int, H: int, T: int, S: int) -> torch.Tensor:
    return torch.softmax(torch.randn(B, H, T, S, generator=torch.Generator().manual_seed(0)), -1)


def test_save_maps_writes_mean_and_head_grid_per_layer(tmp_path):
    # Batch padding: the map is longer than this sentence's tokens on both sides.
    maps = AttentionMaps(
        cross=[softmax_maps(2, 4, 12, 11), softmax_maps(2, 1, 12, 11)],
        encoder_self=[softmax_maps(2, 2, 11, 11)],
    )
    paths = save_maps(
        maps, 1, SOURCE, TARGET, tmp_path, "ex", kinds=("cross", "encoder_self"), dpi=40
    )
    # Layers count from 1, as the explorer counts them, in the file names and the titles.
    assert [p.name for p in paths] == [
        "ex_cross_layer1.png",
        "ex_cross_layer1_heads.png",
        "ex_cross_layer2.png",
        "ex_encoder_self_layer1.png",
        "ex_encoder_self_layer1_heads.png",
    ]
    titles = []
    for path in paths:
        with Image.open(path) as image:
            titles.append(image.info["Title"])
            image.verify()
    assert titles == [
        "cross attention, layer 1 of 2, mean of 4 heads",
        "cross attention, layer 1 of 2, by head",
        "cross attention, layer 2 of 2",
        "encoder self attention, layer 1 of 1, mean of 2 heads",
        "encoder self attention, layer 1 of 1, by head",
    ]
    with Image.open(paths[1]) as grid, Image.open(paths[0]) as mean:
        assert grid.size[0] > 2 * mean.size[0]  # four panels side by side


def test_save_maps_checks_index_and_tokens(tmp_path):
    maps = AttentionMaps(cross=[softmax_maps(2, 1, 5, 5)])
    with pytest.raises(IndexError, match="index 2"):
        save_maps(maps, 2, ["a"], ["b"], tmp_path, "x")
    with pytest.raises(ValueError, match=r"query and .* key tokens"):
        save_maps(maps, 0, SOURCE, TARGET, tmp_path, "x")
    with pytest.raises(ValueError, match="unknown kind"):
        save_maps(maps, 0, ["a"], ["b"], tmp_path, "x", kinds=("crosss",))
    assert save_maps(AttentionMaps(), 0, ["a"], ["b"], tmp_path, "x") == []


def test_head_grid_panels_count_heads_from_1():
    fig = head_grid_figure(softmax_maps(1, 3, 3, 4)[0], SOURCE[:4], TARGET[:3])
    titles = [ax.get_title() for ax in fig.axes if ax.get_title()]
    assert titles == ["head 1", "head 2", "head 3"]


# A sentence the shipped models get wrong (a name, a number past 十), as `attnlab translate
# --attention-png` draws it: its tokens, and a translation's
NAME_SOURCE = ["▁李明", "今年", "二十", "三", "岁", "了", "。"]
NAME_TARGET = ["▁Li", "bration", "▁is", "▁25", "▁years", "▁old", ".", "</s>"]


def drawn_figures(monkeypatch: pytest.MonkeyPatch) -> list[Figure]:
    """The figures save_maps writes, kept as they are saved."""
    figures: list[Figure] = []
    save = heatmap._save

    def keep(fig: Figure, *args: Any) -> Path:
        figures.append(fig)
        return save(fig, *args)

    monkeypatch.setattr(heatmap, "_save", keep)
    return figures


def cjk_family() -> str:
    path = find_cjk_font()
    if path is None:
        pytest.skip("no font with Chinese glyphs here (attnlab.viz.fonts finds none)")
    return register_font(path)


def test_a_chinese_heatmap_is_worded_in_chinese_in_the_cjk_font(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    family, zh = cjk_family(), load("zh")
    figures = drawn_figures(monkeypatch)
    maps = AttentionMaps(cross=[softmax_maps(1, 1, len(NAME_TARGET), len(NAME_SOURCE))])
    [path] = save_maps(maps, 0, NAME_SOURCE, NAME_TARGET, tmp_path, "0000", lang="zh", dpi=40)
    [fig] = figures
    title = "交叉注意力，第 1 层（共 1 层）"  # "cross attention, layer 1 of 1"
    kind = zh["heatmap.kind_cross"]
    assert title == zh["heatmap.layer_title"].format(kind=kind, layer=1, layers=1)
    with Image.open(path) as image:
        assert image.info["Title"] == title
    ax, bar = fig.axes
    assert fig.get_suptitle() == title
    assert ax.get_xlabel() == "源句"  # the source sentence
    assert ax.get_ylabel() == "译\n文"  # the translation, upright: a character a line
    assert bar.get_ylabel() == "\n".join("注意力权重")
    texts = [text for text in fig.findobj(Text) if text.get_text()]
    words = "\n".join(t.get_text() for t in texts if t.get_text() not in NAME_SOURCE + NAME_TARGET)
    assert latin_words(words) == set(), words  # no English but the model's own tokens
    # every text in the CJK font attnlab.viz.fonts found, beside the Latin one; and that name
    # is the font's file to matplotlib: no fallback to a font without the glyphs
    for text in texts:
        assert family in text.get_fontfamily(), text.get_text()
    found = font_manager.findfont(FontProperties(family=family), fallback_to_default=False)
    assert Path(found) == find_cjk_font()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "Glyph ... missing from font(s)" would be raised
        fig.canvas.draw()


def test_chinese_labels_stay_upright_and_only_long_latin_ones_turn() -> None:
    """Turned 45 degrees, 十 reads as × and 二 as a slash: a Chinese label is never turned; one
    wider than its cell is written downwards. Latin labels turn only when one does not fit."""
    cjk_family()
    source = ["▁我们", "坐在窗边", "的", "那只黑猫", "。"]
    fig = attention_figure(diagonal(len(NAME_TARGET), 5), source, NAME_TARGET, lang="zh")
    labels = {label.get_text(): label.get_rotation() for label in fig.axes[0].get_xticklabels()}
    downwards = {"坐\n在\n窗\n边": 0.0, "那\n只\n黑\n猫": 0.0}  # wider than their cells
    assert labels == {"▁我们": 0.0, "的": 0.0, "。": 0.0, **downwards}
    fig.canvas.draw()
    assert_apart(fig.axes[0].get_xticklabels(), fig.canvas.get_renderer())
    # a crowded source with long Latin words among Chinese ones: those turn, the Chinese do not
    mixed = [f"▁international{i}" if i % 3 == 0 else "二十" for i in range(40)]
    fig = attention_figure(diagonal(40, 40), mixed, [str(i) for i in range(40)], lang="zh")
    for label in fig.axes[0].get_xticklabels():
        expected = 0.0 if needs_cjk([label.get_text()]) else 90.0
        assert label.get_rotation() == expected, label.get_text()
    short = attention_figure(diagonal(3, 3), ["a", "b", "c"], ["x", "y", "z"])  # Latin that fits
    assert {label.get_rotation() for label in short.axes[0].get_xticklabels()} == {0.0}
