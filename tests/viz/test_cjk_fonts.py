"""Chinese labels must render as glyphs: a CJK font is found, covers the text, and matplotlib
reports no missing glyph. A negative control shows the check catches boxes."""

import logging
import warnings
from pathlib import Path

import matplotlib as mpl
import numpy as np
import pytest
import torch
from fontTools.ttLib import TTFont

from attnlab.viz import fonts
from attnlab.viz.fonts import MissingCJKFontWarning, find_cjk_font, font_covers
from attnlab.viz.heatmap import attention_figure

SOURCE = ["那", "只", "黑", "猫", "安静", "地", "坐在", "窗边", "。"]
TARGET = ["the", "black", "cat", "sat", "quietly", "by", "the", "window", "."]


def warnings_and_logs(draw, caplog) -> list[str]:
    """Every warning and log message emitted while ``draw`` runs."""
    caplog.clear()
    with warnings.catch_warnings(record=True) as caught, caplog.at_level(logging.DEBUG):
        warnings.simplefilter("always")
        draw()
    return [str(w.message) for w in caught] + [r.getMessage() for r in caplog.records]


def glyph_problems(messages: list[str]) -> list[str]:
    """matplotlib's messages for glyphs it drew as boxes ("Glyph 29483 ... missing from font")."""
    return [m for m in messages if "missing from" in m or "Glyph" in m]


def render(tmp_path: Path) -> None:
    fig = attention_figure(np.eye(9), SOURCE, TARGET, title="注意力：那只黑猫")
    fig.savefig(tmp_path / "zh.png")


def test_a_cjk_font_is_found_and_covers_the_text():
    path = find_cjk_font()
    assert path is not None, fonts.INSTALL_HINT
    font = TTFont(str(path), fontNumber=0, lazy=True)
    cmap = font.getBestCmap()
    missing = [ch for ch in "".join(SOURCE) + "注意力：" if ord(ch) not in cmap]
    assert missing == []
    assert font_covers(path, "".join(SOURCE))


def test_chinese_labels_render_without_missing_glyphs(tmp_path, caplog):
    messages = warnings_and_logs(lambda: render(tmp_path), caplog)
    assert glyph_problems(messages) == []
    assert not [m for m in messages if "No font with Chinese glyphs" in m]


def test_without_a_cjk_font_boxes_are_reported_and_the_hint_warns_once(
    tmp_path, caplog, monkeypatch
):
    monkeypatch.setattr(fonts, "find_cjk_font", lambda: None)
    monkeypatch.setattr(fonts, "_warned", False)
    messages = warnings_and_logs(lambda: render(tmp_path), caplog)
    assert glyph_problems(messages), "the check must catch boxes, or the test above proves nothing"
    hints = [m for m in messages if "pip install pylopdf-fonts-zh-cn" in m]
    assert len(hints) == 1
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        attention_figure(np.eye(9), SOURCE, TARGET)
    assert not [w for w in caught if issubclass(w.category, MissingCJKFontWarning)]
    # Latin-only labels need no CJK font, so they never warn.
    monkeypatch.setattr(fonts, "_warned", False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        attention_figure(np.eye(9), TARGET, TARGET)
    assert not [w for w in caught if issubclass(w.category, MissingCJKFontWarning)]


def test_environment_variable_is_tried_first_and_skipped_without_cjk(monkeypatch):
    latin = Path(mpl.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf"
    assert not font_covers(latin)
    monkeypatch.setenv(fonts.ENV_VAR, str(latin))
    assert next(iter(fonts.candidate_fonts())) == latin
    find_cjk_font.cache_clear()
    try:
        found = find_cjk_font()
        assert found is not None and found != latin
    finally:
        find_cjk_font.cache_clear()


def test_placeholder_fonts_do_not_count():
    # matplotlib ships Last Resort, whose cmap covers everything with one box per block.
    last_resort = Path(mpl.get_data_path()) / "fonts" / "ttf" / "LastResortHE-Regular.ttf"
    if not last_resort.is_file():
        pytest.skip("this matplotlib ships no Last Resort font")
    assert not font_covers(last_resort)


def test_font_covers_rejects_non_fonts(tmp_path):
    junk = tmp_path / "junk.ttf"
    junk.write_bytes(b"not a font")
    assert not font_covers(junk)
    assert not font_covers(tmp_path / "absent.ttf")


def test_heatmaps_for_a_chinese_reader_are_worded_in_chinese(tmp_path, caplog):
    from PIL import Image

    from attnlab.models.outputs import AttentionMaps
    from attnlab.viz.heatmap import save_maps

    weights = torch.softmax(torch.randn(1, 2, 9, 9), dim=-1)  # (B, H, T, S)
    maps = AttentionMaps(cross=[weights], encoder_self=[weights])
    written: list[Path] = []
    kinds = ("cross", "encoder_self")

    def draw() -> None:
        written.extend(save_maps(maps, 0, SOURCE, TARGET, tmp_path, "zh", kinds=kinds, lang="zh"))

    messages = warnings_and_logs(draw, caplog)
    assert glyph_problems(messages) == []
    titles = []
    for path in written:
        with Image.open(path) as image:
            titles.append(image.info["Title"])
    assert titles == [
        "交叉注意力，第 1 层（共 1 层），2 个头的平均",
        "交叉注意力，第 1 层（共 1 层），逐头",
        "编码器自注意力，第 1 层（共 1 层），2 个头的平均",
        "编码器自注意力，第 1 层（共 1 层），逐头",
    ]
    # the axes say which tokens they are: source by target, source by source for self-attention
    figure = attention_figure(np.eye(9), SOURCE, SOURCE, axes=("source", "source"), lang="zh")
    panel = figure.axes[0]
    # beside the map upright, a character a line (turned, Chinese characters read sideways)
    assert (panel.get_xlabel(), panel.get_ylabel()) == ("源句", "源\n句")
    assert figure.axes[1].get_ylabel() == "注\n意\n力\n权\n重"  # the colour bar


def test_cjk_characters_are_those_inside_the_ranges_edges_included():
    inside = "".join(chr(code) for bounds in fonts.CJK_RANGES for code in bounds)  # both edges
    outside = "".join(chr(code) for low, high in fonts.CJK_RANGES for code in (low - 1, high + 1))
    assert fonts.cjk_characters(outside + "abc") == ""
    assert fonts.cjk_characters(f"黑猫 {inside} 黑") == "".join(sorted(set(inside + "黑猫")))
    assert fonts.needs_cjk(["abc", "", outside]) is False
    assert fonts.needs_cjk(["abc", "x" + inside[-1]]) is True
