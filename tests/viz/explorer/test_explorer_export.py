"""``attnlab export``: one self-contained HTML file that works from file:// with no network."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from explorer_runs import HANZI

from attnlab.cli import main
from attnlab.translation import Translator
from attnlab.viz.explorer import export_page
from attnlab.viz.explorer.page import MODULES
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS


def load_data(path: Path) -> dict[str, Any]:
    html = path.read_text(encoding="utf-8")
    found = re.search(
        r'<script type="application/json" id="attnlab-data">(.*?)</script>', html, re.S
    )
    assert found is not None
    return json.loads(found.group(1))


def test_export_holds_every_answer_the_page_needs(
    run_dirs: dict[str, Path], tmp_path: Path
) -> None:
    path = export_page(str(run_dirs["transformer"]), "a b c d", tmp_path / "t.html", beam=2)
    html = path.read_text(encoding="utf-8")
    assert '<meta charset="utf-8">' in html and "<script src" not in html and "<link" not in html
    found = re.search(r'<script type="importmap">(.*?)</script>', html, re.S)
    assert found is not None
    modules = json.loads(found.group(1))["imports"]
    assert len(modules) == len(MODULES) + 1  # and KaTeX, which typesets the formulas
    assert all(url.startswith("data:text/javascript;") for url in modules.values())
    data = load_data(path)
    assert data["mode"] == "static" and data["beam"] == 2
    assert data["limits"] == {"max_characters": MAX_CHARACTERS, "max_beam": MAX_BEAM}
    translation = data["translations"]["0|2"]
    expected = Translator.from_run(run_dirs["transformer"]).translate(["a b c d"], beam_size=2)[0]
    assert translation["target"] == expected.target
    steps = len(translation["target_tokens"])
    assert len(data["steps"]) == 2 * 4 * steps  # every layer, head and step
    assert data["reports"]["0"]["available"] is False  # and says how to make one


def test_exported_page_works_offline_with_chinese(
    browser: Any, run_dirs: dict[str, Path], tmp_path: Path, screenshots: Path
) -> None:
    sentence = HANZI[2:8]
    out = tmp_path / "page.html"
    assert main(["export", str(run_dirs["zh-bahdanau"]), sentence, "-o", str(out)]) == 0
    assert "font/otf;base64," in out.read_text(encoding="utf-8")  # the glyphs travel along
    expected = Translator.from_run(run_dirs["zh-bahdanau"]).translate([sentence])[0]
    context = browser.new_context(viewport={"width": 1280, "height": 900}, offline=True)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    errors: list[str] = []  # a module that does not load is a console error, not a page error
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        page.goto(out.as_uri())
        page.wait_for_selector("[data-testid=translation-text]")
        assert page.inner_text("[data-testid=translation-text]") == (expected.target or "(empty)")
        assert page.input_value("#sentence") == sentence
        assert page.is_disabled("#translate-button")
        assert page.get_attribute("#sentence", "maxlength") == str(MAX_CHARACTERS)
        page.wait_for_selector("[data-testid=translate-heatmap][data-cell]")
        page.wait_for_function("document.fonts.status === 'loaded'")
        distinct_glyphs = """(text) => {
              const font = getComputedStyle(document.documentElement).getPropertyValue("--font");
              const canvas = document.createElement("canvas");
              canvas.width = 40; canvas.height = 40;
              const ctx = canvas.getContext("2d");
              return new Set(Array.from(text).map((ch) => {
                ctx.clearRect(0, 0, 40, 40); ctx.font = "28px " + font; ctx.fillText(ch, 4, 32);
                return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(",");
              })).size;
            }"""
        glyphs = page.evaluate(distinct_glyphs, sentence)
        assert glyphs == len(sentence)  # real glyphs, not the same box six times
        interface = "注意力四步上下文向量"  # the Chinese interface's glyphs travel along too
        assert page.evaluate(distinct_glyphs, interface) == len(interface)
        page.screenshot(path=str(screenshots / "export.png"), full_page=True)
        page.click("#tab-steps")
        page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
        assert not page.is_visible("#steps-layer")  # an RNN: one layer, one head
        page.focus("#panel-steps")
        page.keyboard.press("End")
        last = len(expected.target_tokens) - 1
        page.wait_for_selector(f"#steps-body[data-step='{last}']")
        # formulas typeset by the KaTeX the file carries, its fonts too (offline, from file://)
        assert page.locator("#panel-steps .katex").count() > 3
        assert page.locator("#panel-steps .katex-error").count() == 0
        page.wait_for_function(
            "[...document.fonts].some((f) => f.family === 'KaTeX_Main' && f.status === 'loaded')"
        )
        page.click("#tab-data")
        page.wait_for_selector("[data-testid=report-missing]")
    finally:
        context.close()
    assert all(url.startswith(("file:", "data:")) for url in requests), requests
    assert not errors, errors


def test_exported_page_draws_its_runs_bleu_by_length(
    browser: Any, run_dirs: dict[str, Path], tmp_path: Path
) -> None:
    path = export_page(str(run_dirs["bahdanau"]), "a b c", tmp_path / "b.html")
    context = browser.new_context(offline=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(path.as_uri() + "#data")
        page.wait_for_selector("[data-testid=bleu-chart] g.series circle")
        assert page.locator("[data-testid=bleu-chart] g.series").count() == 1
        assert page.locator("[data-testid=report-table] tbody tr").count() == 3
        assert page.locator("[data-testid=run-without-report]").count() == 0
    finally:
        context.close()
    assert not errors, errors


def test_export_refuses_bad_input_clearly(
    run_dirs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.html"
    assert main(["export", str(tmp_path / "missing"), "a b", "-o", str(out)]) == 2
    assert "no such directory" in capsys.readouterr().err
    too_long = "a" * (MAX_CHARACTERS + 1)
    assert main(["export", str(run_dirs["bahdanau"]), too_long, "-o", str(out)]) == 2
    assert f"at most {MAX_CHARACTERS}" in capsys.readouterr().err
    assert not out.exists()
