"""The page itself, without runs: its modules, their import map, and the data it embeds."""

from __future__ import annotations

import base64
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from attnlab import lecture, walkthrough
from attnlab.locales import tables
from attnlab.viz.explorer import page
from attnlab.viz.explorer.page import (
    KATEX_SPECIFIER,
    MODULES,
    NO_KATEX,
    SPECIFIER,
    cjk_font_path,
    render_page,
    static_text,
    unicode_range,
    vendor_file,
)
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS
from attnlab.viz.fonts import font_covers

# an import statement, on one line or wrapped over several (Prettier wraps long ones)
IMPORT = re.compile(r'^import [^;]*? from "([^"]+)";$', re.M)


def embedded(html: str, kind: str, id_: str = "") -> Any:
    attributes = f'type="{kind}"' + (f' id="{id_}"' if id_ else "")
    found = re.search(rf"<script {attributes}>(.*?)</script>", html, re.S)
    assert found is not None, attributes
    return json.loads(found.group(1))


def test_the_page_embeds_the_limits_and_maps_every_module() -> None:
    html = render_page({"mode": "server"}, module_url=lambda name: f"/static/{name}")
    data = embedded(html, "application/json", "attnlab-data")
    assert data == {
        "mode": "server",
        "limits": {"max_characters": MAX_CHARACTERS, "max_beam": MAX_BEAM},
        # the source texts' sentences for the example buttons
        "examples": {"chapter": walkthrough.SENTENCE + "。", "lecture": lecture.SENTENCE},
        "example_runs": {"lecture": "rnnsearch-long"},  # the lecture's by the long-sentence model
        "locales": tables(),  # every language's strings: the page switches without a server
    }
    imports = embedded(html, "importmap")["imports"]
    katex = imports.pop(KATEX_SPECIFIER)  # KaTeX, inlined: the server serves only the modules
    assert imports == {SPECIFIER + name: f"/static/{name}" for name in MODULES}
    assert f'<script type="module">import "{SPECIFIER}main.js";</script>' in html
    prefix = "data:text/javascript;charset=utf-8;base64,"
    assert base64.b64decode(katex.removeprefix(prefix)) == vendor_file("katex.mjs")


KATEX_FONTS = sorted(
    set(re.findall(r"url\((KaTeX_[\w-]+\.woff2)\)", vendor_file("katex.css").decode()))
)


def test_katex_comes_with_every_page_that_shows_a_formula() -> None:
    """The four steps' and the glossary's formulas are typeset by the vendored KaTeX: a page
    with a folder (export-web) names its files, any other carries them, fonts and all (no
    CDN); a notebook's inline view that shows no formula carries none."""
    assert len(KATEX_FONTS) == 20  # KaTeX's every face
    folder = render_page({"mode": "web"}, module_url=lambda n: f"./static/{n}",
                         vendor_url=lambda n: f"./vendor/{n}")  # fmt: skip
    assert embedded(folder, "importmap")["imports"][KATEX_SPECIFIER] == "./vendor/katex.mjs"
    style = folder.split("<style>\n", 1)[1]
    assert style.startswith('@import url("./vendor/katex.css");')  # first, as CSS requires
    inlined = render_page({"mode": "static"})
    for font in KATEX_FONTS:
        data = base64.b64encode(vendor_file(font)).decode("ascii")
        assert f"url(data:font/woff2;base64,{data})" in inlined, font
    style = re.sub(r"data:[^)]*", "", inlined.split("<style>", 1)[1].split("</style>", 1)[0])
    assert re.findall(r"url\([^)]*\)", style) == ["url()"] * style.count("url(")  # no file, no CDN
    views = (("steps", True), ("playground", True), ("translate", False), ("heads", False))
    for view, has_katex in views:
        inline = render_page({"mode": "static", "inline": True, "view": view})
        katex = embedded(inline, "importmap")["imports"][KATEX_SPECIFIER]
        assert (katex != NO_KATEX) == has_katex == ("KaTeX_Main" in inline), view


def test_an_exported_page_carries_its_modules_as_data_urls() -> None:
    imports = embedded(render_page({"mode": "static"}), "importmap")["imports"]
    prefix = "data:text/javascript;charset=utf-8;base64,"
    for name in MODULES:
        url = imports[SPECIFIER + name]
        assert url.startswith(prefix)
        source = base64.b64decode(url[len(prefix) :]).decode("utf-8")
        assert source.startswith(static_text(name))  # byte for byte, then its sourceURL


def test_modules_import_only_mapped_modules() -> None:
    for name in MODULES:
        for specifier in IMPORT.findall(static_text(name)):
            if specifier == KATEX_SPECIFIER:  # the vendored KaTeX, which math.js alone imports
                assert name == "math.js"
                continue
            assert specifier.removeprefix(SPECIFIER) in MODULES, (name, specifier)


def test_the_script_holds_no_limit_and_no_model_family() -> None:
    """Limits come from session.py through the page's data; behaviour from the runs' numbers."""
    html = static_text("explorer.html")
    assert not re.search(r'<textarea id="sentence"[^>]*maxlength=', html)
    assert not re.search(r'<input id="beam-size"[^>]*\bmax=', html)
    for name in MODULES:
        source = static_text(name)
        assert ".family" not in source, name
        assert str(MAX_CHARACTERS) not in source and f"to {MAX_BEAM}" not in source, name


def test_unicode_range_joins_runs_of_code_points() -> None:
    assert unicode_range("中文猫") == "U+4E2D, U+6587, U+732B"
    assert unicode_range("baca\u4e00\u4e01\u4e02") == "U+61-63, U+4E00-4E02"


@pytest.mark.skipif(cjk_font_path() is None, reason="no CJK font installed")
def test_a_cut_font_is_kept_in_the_cache_folder_and_cut_again_for_another_font(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installed = cjk_font_path()
    assert installed is not None
    monkeypatch.setenv("ATTNLAB_CACHE", str(tmp_path / "cache"))
    font = tmp_path / f"font{installed.suffix}"
    font.write_bytes(installed.read_bytes())
    page.font_subset.cache_clear()
    cut = page.font_subset(font, "中文猫")
    (kept,) = (tmp_path / "cache" / "fonts").iterdir()
    assert kept.read_bytes() == cut and len(cut) < font.stat().st_size / 100
    assert font_covers(kept, "中文猫")

    def no_cut(*_: object) -> bytes:
        raise AssertionError("cut again")

    page.font_subset.cache_clear()  # a new process: read from the folder, not cut
    monkeypatch.setattr(page, "_cut", no_cut)
    assert page.font_subset(font, "中文猫") == cut
    os.utime(font, ns=(0, 0))  # another font file under the same name: cut for it
    page.font_subset.cache_clear()
    with pytest.raises(AssertionError, match="cut again"):
        page.font_subset(font, "中文猫")
    page.font_subset.cache_clear()


@pytest.mark.skipif(cjk_font_path() is None, reason="no CJK font installed")
def test_a_cache_folder_that_cannot_be_written_still_gives_the_cut(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installed = cjk_font_path()
    assert installed is not None
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setenv("ATTNLAB_CACHE", str(blocked))
    page.font_subset.cache_clear()
    try:
        cut = page.font_subset(installed, "猫")
    finally:
        page.font_subset.cache_clear()
    assert cut.startswith((b"OTTO", b"\x00\x01\x00\x00")) and blocked.is_file()
