"""The page itself, without runs: its modules, their import map, and the data it embeds."""

from __future__ import annotations

import base64
import json
import re
from typing import Any

from attnlab import lecture, walkthrough
from attnlab.locales import tables
from attnlab.viz.explorer.page import MODULES, SPECIFIER, render_page, static_text
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS

IMPORT = re.compile(r'^import .* from "([^"]+)";$', re.M)


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
        "locales": tables(),  # every language's strings: the page switches without a server
    }
    imports = embedded(html, "importmap")["imports"]
    assert imports == {SPECIFIER + name: f"/static/{name}" for name in MODULES}
    assert f'<script type="module">import "{SPECIFIER}main.js";</script>' in html


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
