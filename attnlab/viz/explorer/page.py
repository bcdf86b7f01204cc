"""The explorer page: one HTML file with its CSS, JS and data inlined.

The server sends it with ``{"mode": "server"}`` (the page calls the JSON API); ``attnlab
export`` sends every answer the page will need in the data instead, and a font subset with
the Chinese characters the page shows, so the file works offline on any machine.
"""

from __future__ import annotations

import base64
import functools
import io
import json
from importlib import resources
from pathlib import Path
from typing import Any

# The page's script, in order: one IIFE made of these parts (plain JS, no build step).
SCRIPTS = ("common.js", "heatmap.js", "api.js", "steps.js", "views.js", "main.js")
# Ideographs, CJK punctuation, kana, hangul and full-width forms: the characters for which the
# browser should fall back to the bundled font when no system font has them.
CJK_UNICODE_RANGE = "U+2E80-9FFF, U+AC00-D7AF, U+F900-FAFF, U+FF00-FFEF, U+20000-3134F"
FONT_FAMILY = "attnlab CJK"


def static_text(name: str) -> str:
    return (resources.files("attnlab.viz.explorer") / "static" / name).read_text("utf-8")


def script() -> str:
    """The page's JS: the parts in order, in one function scope, started last (main.js)."""
    parts = "\n".join(static_text(name) for name in SCRIPTS)
    return (
        "/* attnlab explorer: in server mode the page calls the JSON API; in static mode (attnlab\n"
        " * export) every answer is embedded in its data. Heatmaps are drawn on <canvas>. */\n"
        f'(function () {{\n  "use strict";\n{parts}}})();'
    )


def embed_json(data: Any) -> str:
    """JSON that is safe inside <script type="application/json">: no "<", ">" or "&"."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def font_face(url: str) -> str:
    return (
        f'@font-face {{ font-family: "{FONT_FAMILY}"; src: url("{url}"); '
        f"unicode-range: {CJK_UNICODE_RANGE}; font-display: swap; }}"
    )


def render_page(data: dict[str, Any], font_url: str | None = None) -> str:
    """The page with ``data`` embedded; ``font_url`` (a URL or data: URL) adds a CJK font."""
    html = static_text("explorer.html")
    css = static_text("explorer.css")
    if font_url is not None:
        css = font_face(font_url) + "\n" + css
    parts = {
        "/*ATTNLAB_CSS*/": css,
        "/*ATTNLAB_JS*/": script(),
        "ATTNLAB_DATA": embed_json(data),
    }
    for marker, text in parts.items():
        if html.count(marker) != 1:
            raise RuntimeError(f"explorer.html must contain {marker} exactly once")
        html = html.replace(marker, text)
    return html


@functools.cache
def cjk_font_path() -> Path | None:
    """The font file the PNG heatmaps use for Chinese (see attnlab.viz.fonts), or None."""
    from attnlab.viz.fonts import find_cjk_font

    return find_cjk_font()


def subset_font_url(text: str) -> str | None:
    """A data: URL of the CJK font cut down to the CJK characters of ``text`` (a few KB), or
    None when ``text`` has none or no font is installed."""
    from attnlab.viz.fonts import needs_cjk

    characters = "".join(sorted({ch for ch in text if needs_cjk([ch])}))
    path = cjk_font_path()
    if not characters or path is None:
        return None
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options()
    options.notdef_outline = True
    options.name_IDs = ["*"]
    font = TTFont(str(path), fontNumber=0, lazy=True)
    try:
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=characters)
        subsetter.subset(font)
        buffer = io.BytesIO()
        font.save(buffer)
    finally:
        font.close()
    kind = "font/otf" if buffer.getvalue()[:4] == b"OTTO" else "font/ttf"
    return f"data:{kind};base64,{base64.b64encode(buffer.getvalue()).decode('ascii')}"
