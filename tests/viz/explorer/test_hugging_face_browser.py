"""A Hugging Face model (a tiny MarianMT built offline, tests/hugging_face_models.py) in the
explorer, in a real headless Chromium: its translation, the four steps with the model's own
numbers for a layer and head, and an intervention through its cross-attention."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server

from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.server import ExplorerServer
from tests.hugging_face_models import SOURCES, marian

SENTENCE = SOURCES[2]


@pytest.fixture(scope="module")
def hf_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ExplorerServer]:
    folder = marian(tmp_path_factory.mktemp("hf") / "opus-mt-tiny")
    live, _ = start_server(Explorer.from_dirs([f"hf:{folder}"]))
    yield live
    live.shutdown()
    live.server_close()


@pytest.mark.slow
def test_a_hugging_face_model_in_the_explorer(
    browser: Any, hf_server: ExplorerServer, screenshots: Path
) -> None:
    explorer = hf_server.explorer
    translation = explorer.translate(0, SENTENCE, 1)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(hf_server.url)
        page.wait_for_selector("#translate-run option", state="attached")
        assert "Hugging Face model" in page.inner_text("#translate-run")
        page.check("input[name=decoding][value=greedy]")
        page.fill("#sentence", SENTENCE)
        page.click("#translate-button")
        page.wait_for_selector("[data-testid=translation-text]")
        assert page.inner_text("[data-testid=translation-text]").strip() == translation["target"]

        page.click("#tab-steps")
        page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
        assert page.locator("#steps-layer option").count() == 2  # the model's two layers
        assert page.locator("#steps-head option").count() == 2  # and two heads
        view = explorer.steps(0, SENTENCE, translation["target_tokens"], 0, layer=0, head=1)
        page.select_option("#steps-layer", value="0")
        page.select_option("#steps-head", value="1")
        first = "document.querySelector('[data-testid=softmax-table] .weight-bar')"
        page.wait_for_function(f"Math.abs({first}.dataset.weight - {view['weights'][0]}) < 1e-6")
        bars = page.locator("[data-testid=softmax-table] .weight-bar")
        shown = [float(w) for w in bars.evaluate_all("bars => bars.map(b => b.dataset.weight)")]
        assert shown == pytest.approx(view["weights"], abs=1e-6)
        assert "decoder layer 1's cross-attention" in page.inner_text("#steps-body")
        page.screenshot(path=str(screenshots / "steps-hugging-face.png"), full_page=True)

        page.click("#tab-explain")
        page.check("input[name=decoding][value=greedy]")
        page.click("#translate-button")
        page.wait_for_selector("[data-testid=explain-summary]")
        page.click("button[data-intervention=uniform]")
        page.wait_for_selector("[data-testid=intervened-translation]")
        effect = explorer.intervene(0, SENTENCE, "uniform", 1)
        chips = page.locator("[data-testid=intervened-translation] .chip").all_inner_texts()
        assert chips == effect["target_tokens"]
    finally:
        context.close()
    assert not errors, errors
