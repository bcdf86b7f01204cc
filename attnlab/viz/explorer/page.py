"""The explorer page: one HTML file with its CSS and data inlined; its script is ES modules.

The server sends it with ``{"mode": "server"}`` (the page calls the JSON API) and a CJK font
in two families: FONT_FAMILY, the font cut down to the page's own characters (every
language's interface words and examples, 0.2 MB), and WHOLE_FONT_FAMILY after it, the whole
font (8 MB), which the browser fetches only for a character outside them (a sentence typed
in). ``attnlab export`` sends every answer the page will need in the data instead, and
a font subset with the Chinese characters the page shows, so the file works offline on any
machine.

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
import contextlib
import functools
import io
import json
import re
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from attnlab import lecture, walkthrough
from attnlab.atomic import write_file
from attnlab.data.cache import cache_root, sha256_bytes
from attnlab.locales import tables
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS
from attnlab.viz.fonts import cjk_characters, css_unicode_range

# The page's ES modules (static/NAME), imported as "explorer/NAME"; main.js is the entry.
MODULES = (
    "common.js",
    "i18n.js",
    "math.js",
    "heatmap.js",
    "engine.js",
    "api.js",
    "steps.js",
    "playground.js",
    "alignment.js",
    "views.js",
    "evidence.js",
    "explain.js",
    "image.js",
    "history.js",
    "main.js",
)
SPECIFIER = "explorer/"
# The server's limits, for the page's form and messages: declared once, in session.py.
LIMITS = {"max_characters": MAX_CHARACTERS, "max_beam": MAX_BEAM}
# The source texts' sentences, one click away: the chapter's and the lecture's long one
EXAMPLES = {"chapter": walkthrough.SENTENCE + "。", "lecture": lecture.SENTENCE}
EXAMPLE_RUNS = {"lecture": lecture.MODEL}  # the run an example is translated with, when open
# The characters for which the browser should fall back to the bundled font when no system
# font has them: the CJK ranges the PNG heatmaps use too.
CJK_UNICODE_RANGE = css_unicode_range()
FONT_FAMILY = "attnlab CJK"
WHOLE_FONT_FAMILY = "attnlab CJK all"  # explorer.css's font lists name both, in this order


def static_text(name: str) -> str:
    return (resources.files("attnlab.viz.explorer") / "static" / name).read_text("utf-8")


def module_data_url(name: str) -> str:
    """The module ``name`` as a data: URL, for a page that must work from file://."""
    source = f"{static_text(name)}\n//# sourceURL={SPECIFIER}{name}\n"
    encoded = base64.b64encode(source.encode("utf-8")).decode("ascii")
    return f"data:text/javascript;charset=utf-8;base64,{encoded}"


def import_map(module_url: Callable[[str], str], katex_url: str) -> dict[str, Any]:
    imports = {SPECIFIER + name: module_url(name) for name in MODULES}
    return {"imports": {**imports, KATEX_SPECIFIER: katex_url}}


# KaTeX (vendor/, built by its build.mjs): the module static/math.js imports as "katex", and its
# style sheet, whose fonts lie beside it. A page with a folder (export-web) names the files; any
# other page carries them inlined (the module as a data: URL, the fonts as data: URLs in the
# CSS), so formulas are typeset offline and from file:// too. A notebook's inline view that
# shows no formula gets a module that says so (math.js writes a formula's source then), not
# 0.7 MB of KaTeX.
KATEX_SPECIFIER = "katex"
KATEX_MODULE = "katex.mjs"
KATEX_CSS = "katex.css"
NO_KATEX = "data:text/javascript;charset=utf-8,export%20default%20null%3B"
KATEX_FONT_URL = re.compile(r"url\((KaTeX_[A-Za-z0-9_-]+\.woff2)\)")


def vendor_file(name: str) -> bytes:
    return (resources.files("attnlab.viz.explorer") / "vendor" / name).read_bytes()


@functools.cache
def katex_inlined() -> tuple[str, str]:
    """KaTeX's module as a data: URL, and its style sheet with every font as a data: URL."""

    def inlined(font: re.Match[str]) -> str:
        return (
            f"url(data:font/woff2;base64,{base64.b64encode(vendor_file(font.group(1))).decode()})"
        )

    css = KATEX_FONT_URL.sub(inlined, vendor_file(KATEX_CSS).decode("utf-8"))
    module = base64.b64encode(vendor_file(KATEX_MODULE)).decode("ascii")
    return f"data:text/javascript;charset=utf-8;base64,{module}", css


# The views that write formulas (math.js): the four steps, and the playground with their words
FORMULA_VIEWS = ("steps", "playground")


def shows_formulas(data: dict[str, Any]) -> bool:
    """Whether the page can show a formula: any page but a notebook's inline view of another
    view than FORMULA_VIEWS (the glossary is in the header, which an inline view hides)."""
    return not (data.get("inline") is True and data.get("view") not in FORMULA_VIEWS)


def embed_json(data: Any) -> str:
    """JSON that is safe inside <script type="application/json">: no "<", ">" or "&"."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def font_face(url: str, characters: str | None = None, family: str = FONT_FAMILY) -> str:
    """The font at ``url`` as ``family``, for the CJK ranges or only for ``characters``."""
    covered = CJK_UNICODE_RANGE if characters is None else unicode_range(characters)
    return (
        f'@font-face {{ font-family: "{family}"; src: url("{url}"); '
        f"unicode-range: {covered}; font-display: swap; }}"
    )


def unicode_range(characters: str) -> str:
    """Characters as a CSS ``unicode-range``, runs of consecutive code points as one range:
    '中文猫' -> 'U+4E2D, U+6587, U+732B'."""
    runs: list[tuple[int, int]] = []
    for code in sorted({ord(ch) for ch in characters}):
        if runs and runs[-1][1] == code - 1:
            runs[-1] = (runs[-1][0], code)
        else:
            runs.append((code, code))
    return css_unicode_range(runs)


def render_page(
    data: dict[str, Any],
    fonts: str = "",
    module_url: Callable[[str], str] = module_data_url,
    vendor_url: Callable[[str], str] | None = None,
) -> str:
    """The page with ``data`` (and the limits and every language's strings) embedded;
    ``fonts``: ``font_face`` rules for a CJK font; ``module_url`` says where each module is (a
    data: URL unless told); ``vendor_url``, where each file of vendor/ is (None: KaTeX's
    files are inlined)."""
    html = static_text("explorer.html")
    css = static_text("explorer.css")
    if fonts:
        css = fonts + "\n" + css
    if not shows_formulas(data):
        katex = NO_KATEX
    elif vendor_url is not None:
        katex = vendor_url(KATEX_MODULE)
        css = f'@import url("{vendor_url(KATEX_CSS)}");\n' + css  # an @import comes first
    else:
        katex, katex_css = katex_inlined()
        css = katex_css + "\n" + css
    parts = {
        "/*ATTNLAB_CSS*/": css,
        "ATTNLAB_DATA": embed_json(
            {
                **data,
                "limits": LIMITS,
                "examples": EXAMPLES,
                "example_runs": EXAMPLE_RUNS,
                "locales": tables(),
            }
        ),
        "ATTNLAB_IMPORTS": embed_json(import_map(module_url, katex)),
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
    characters = cjk_characters(text)
    path = cjk_font_path()
    if not characters or path is None:
        return None
    subset = font_subset(path, characters)
    return f"data:{font_type(subset)};base64,{base64.b64encode(subset).decode('ascii')}"


# A notebook makes a page per view, most of them with the same characters (the interface's,
# one sentence's), and a server's page is the same for every client and every start: a cut
# takes a second or so, so each is made once and kept, in memory and in the cache folder.
@functools.lru_cache(maxsize=8)
def font_subset(path: Path, characters: str) -> bytes:
    """The font at ``path`` cut down to ``characters`` (sorted, distinct), kept in the cache
    folder (``attnlab.data.cache``) under the font file's name, size and time and the
    characters: cut once per machine."""
    stat = path.stat()
    key = f"{path.resolve()}\0{stat.st_size}\0{stat.st_mtime_ns}\0{characters}"
    kept = cache_root() / "fonts" / f"{sha256_bytes(key.encode('utf-8'))[:32]}.font"
    with contextlib.suppress(OSError):
        return kept.read_bytes()
    font = _cut(path, characters)
    with contextlib.suppress(OSError):  # a cache that cannot be written: cut next time too
        kept.parent.mkdir(parents=True, exist_ok=True)
        write_file(kept, font)
    return font


def _cut(path: Path, characters: str) -> bytes:
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
    return buffer.getvalue()


def font_type(font: bytes) -> str:
    """The media type of a font file's bytes: CFF outlines (OpenType's "OTTO") or TrueType."""
    return "font/otf" if font[:4] == b"OTTO" else "font/ttf"
