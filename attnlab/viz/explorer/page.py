"""The explorer page: one HTML file with its CSS and data inlined; its script is ES modules.

The server sends it with ``{"mode": "server"}`` (the page calls the JSON API); ``attnlab
export`` sends every answer the page will need in the data instead, and a font subset with
the Chinese characters the page shows, so the file works offline on any machine.

The script is native ES modules, no bundler. They import each other by bare specifiers
(``explorer/common.js``), which an inline import map resolves, so the sources are the same in
both modes and only the map differs. The server maps them to ``/static/NAME.js``, files it
serves: the browser's developer tools then show real files and lines. An exported page maps
them to ``data:`` URLs, because Chromium refuses module scripts from file:// (a null origin)
but loads ``data:`` modules from any page; base64 keeps every byte of the source as it is
(no ``%``/``#`` escaping), and a ``sourceURL`` comment names each module in stack traces.
Relative specifiers (``./common.js``) would not do: a ``data:`` URL cannot be a base URL.
"""

from __future__ import annotations

import base64
import functools
import io
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from attnlab import lecture, walkthrough
from attnlab.locales import tables
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS
from attnlab.viz.fonts import css_unicode_range

# The page's ES modules (static/NAME), imported as "explorer/NAME"; main.js is the entry.
MODULES = (
    "common.js",
    "i18n.js",
    "heatmap.js",
    "api.js",
    "steps.js",
    "playground.js",
    "views.js",
    "evidence.js",
    "explain.js",
    "image.js",
    "main.js",
)
SPECIFIER = "explorer/"
# The server's limits, for the page's form and messages: declared once, in session.py.
LIMITS = {"max_characters": MAX_CHARACTERS, "max_beam": MAX_BEAM}
# The source texts' sentences, one click away: the chapter's and the lecture's long one
EXAMPLES = {"chapter": walkthrough.SENTENCE + "。", "lecture": lecture.SENTENCE}
# The characters for which the browser should fall back to the bundled font when no system
# font has them: the CJK ranges the PNG heatmaps use too.
CJK_UNICODE_RANGE = css_unicode_range()
FONT_FAMILY = "attnlab CJK"


def static_text(name: str) -> str:
    return (resources.files("attnlab.viz.explorer") / "static" / name).read_text("utf-8")


def module_data_url(name: str) -> str:
    """The module ``name`` as a data: URL, for a page that must work from file://."""
    source = f"{static_text(name)}\n//# sourceURL={SPECIFIER}{name}\n"
    encoded = base64.b64encode(source.encode("utf-8")).decode("ascii")
    return f"data:text/javascript;charset=utf-8;base64,{encoded}"


def import_map(module_url: Callable[[str], str]) -> dict[str, Any]:
    return {"imports": {SPECIFIER + name: module_url(name) for name in MODULES}}


def embed_json(data: Any) -> str:
    """JSON that is safe inside <script type="application/json">: no "<", ">" or "&"."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def font_face(url: str) -> str:
    return (
        f'@font-face {{ font-family: "{FONT_FAMILY}"; src: url("{url}"); '
        f"unicode-range: {CJK_UNICODE_RANGE}; font-display: swap; }}"
    )


def render_page(
    data: dict[str, Any],
    font_url: str | None = None,
    module_url: Callable[[str], str] = module_data_url,
) -> str:
    """The page with ``data`` (and the limits and every language's strings) embedded;
    ``font_url`` (a URL or data: URL) adds a CJK font; ``module_url`` says where each module
    is (a data: URL unless told)."""
    html = static_text("explorer.html")
    css = static_text("explorer.css")
    if font_url is not None:
        css = font_face(font_url) + "\n" + css
    parts = {
        "/*ATTNLAB_CSS*/": css,
        "ATTNLAB_DATA": embed_json(
            {**data, "limits": LIMITS, "examples": EXAMPLES, "locales": tables()}
        ),
        "ATTNLAB_IMPORTS": embed_json(import_map(module_url)),
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
    return font_subset_url(path, characters)


# A notebook makes a page per view, most of them with the same characters (the interface's,
# one sentence's): each subset is cut once, in a second or so.
@functools.lru_cache(maxsize=8)
def font_subset_url(path: Path, characters: str) -> str:
    """A data: URL of the font at ``path`` cut down to ``characters`` (sorted, distinct)."""
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
