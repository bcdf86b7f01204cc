"""The History view in a real headless Chromium: RNNsearch beside the fixed-context baseline,
scrubbed through five evaluations with the keyboard; the heatmap, the translation and the
charts' marker follow the slider; a run without history says why; in Chinese the view shows no
English but names. $ATTNLAB_SCREENSHOTS keeps its screenshots."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import HISTORY_RUNS, HISTORY_STEPS
from test_i18n_browser import console_errors, text_without_code

from attnlab.locales import load
from attnlab.viz.explorer import export_page
from attnlab.viz.explorer.server import ExplorerServer
from tests.chinese import LATIN_ALLOWED, latin_words

VIEWPORT = {"width": 1280, "height": 900}
ID = {name: index for index, name in enumerate(HISTORY_RUNS)}
FIRST = f"[data-testid=history-panel][data-run='{ID['rnnsearch']}']"
SECOND = f"[data-testid=history-panel][data-run='{ID['fixed']}']"
# What the first panel's heatmap shows, as an image: it changes when the map drawn changes
CANVAS = f'document.querySelector("{FIRST} [data-testid=history-heatmap]").toDataURL()'
CURSOR = "[data-testid=history-bleu-chart] [data-testid=history-cursor]"
MARKER = (
    f"[data-testid=history-bleu-chart] [data-testid=history-marker][data-run='{ID['rnnsearch']}']"
)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT, locale="en-US")
    opened = context.new_page()
    errors = console_errors(opened)
    yield opened
    context.close()
    assert not errors, errors


def history(server: ExplorerServer, run: str) -> Any:
    url = f"{server.url.rstrip('/')}/api/history?run={ID[run]}"
    with urllib.request.urlopen(url, timeout=30) as response:
        return json.loads(response.read())


def open_history(page: Any, server: ExplorerServer) -> None:
    page.goto(server.url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.click("#tab-history")
    page.wait_for_selector(f"{FIRST} [data-testid=history-heatmap]")


def shown_at(page: Any, step: int) -> None:
    """Wait until the first panel's map is the one of ``step`` (its answer is asked for)."""
    page.wait_for_selector(f"{FIRST} .map-block[data-step='{step}']:not([hidden])")


def test_scrubbing_moves_the_map_the_translation_and_the_marker(
    page: Any, history_server: ExplorerServer, screenshots: Path
) -> None:
    open_history(page, history_server)
    # the baseline beside RNNsearch, at first: the pair the explorer's story is about
    assert page.input_value("#history-run") == str(ID["rnnsearch"])
    assert page.input_value("#history-second-run") == str(ID["fixed"])
    kept = history(history_server, "rnnsearch")["entries"]
    baseline = history(history_server, "fixed")["entries"]
    probe = page.input_value("#history-probe")
    index = [p["source"] for p in kept[0]["probes"]].index(probe)
    page.focus("[data-testid=history-range]")
    page.keyboard.press("Home")
    images, cursors, markers = [], [], []
    for i, step in enumerate(HISTORY_STEPS):
        if i:
            page.keyboard.press("ArrowRight")  # one evaluation further
        shown_at(page, step)
        said = page.get_attribute("[data-testid=history-range]", "aria-valuetext")
        assert said == (
            f"step {step} of {HISTORY_STEPS[-1]}, dev BLEU {kept[i]['dev_bleu']:.1f} (rnnsearch)"
            f" and {baseline[i]['dev_bleu']:.1f} (fixed)"
        )
        expected = kept[i]["probes"][index]["target"]
        assert page.inner_text(f"{FIRST} [data-testid=history-translation]") == expected
        assert (
            page.inner_text(f"{SECOND} [data-testid=history-translation]")
            == (baseline[i]["probes"][index]["target"])
        )
        images.append(page.evaluate(CANVAS))
        cursors.append(float(page.get_attribute(CURSOR, "x1") or "nan"))
        markers.append(float(page.get_attribute(MARKER, "cx") or "nan"))
        assert page.get_attribute(MARKER, "data-step") == str(step)
        if step == 30:
            page.screenshot(path=str(screenshots / "history.png"), full_page=True)
    assert page.evaluate("document.activeElement.id") == "history-range"  # the keys stay there
    assert cursors == sorted(cursors) and len(set(cursors)) == len(HISTORY_STEPS)
    assert markers == cursors  # the dot sits on the line, at the step
    assert len(set(images)) > 1 and images[0] != images[-1]  # the attention changed
    # the baseline's panel: its translation, and no map
    assert page.is_visible(f"{SECOND} [data-testid=history-no-attention]")
    assert page.locator(f"{SECOND} [data-testid=history-heatmap]").is_hidden()
    # the synthetic task has no dictionary links: the view says why there is no AER chart
    assert page.is_visible("[data-testid=history-no-aer]")


def test_runs_without_history_and_with_a_damaged_entry_say_so(
    page: Any, history_server: ExplorerServer
) -> None:
    open_history(page, history_server)
    page.select_option("#history-second-run", "")
    page.wait_for_function("document.querySelectorAll('[data-testid=history-panel]').length === 1")
    page.select_option("#history-run", str(ID["before"]))
    note = page.locator("[data-testid=history-none]")
    note.wait_for()
    assert "trained before the history was kept" in note.inner_text()
    assert note.locator("code").inner_text() == "train.probe_sentences=0"
    assert page.locator("[data-testid=history-range]").count() == 0
    page.select_option("#history-run", str(ID["damaged"]))
    problems = page.locator("[data-testid=history-problems]")
    problems.wait_for()
    assert "history/step-00000020.safetensors" in problems.inner_text()
    page.focus("[data-testid=history-range]")
    page.keyboard.press("End")
    shown_damaged = f"[data-testid=history-panel][data-run='{ID['damaged']}']"
    page.wait_for_selector(f"{shown_damaged} .map-block[data-step='50']:not([hidden])")
    assert page.get_attribute("[data-testid=history-range]", "max") == "3"  # 10, 30, 40, 50


def test_the_view_in_chinese(
    page: Any, history_server: ExplorerServer, history_runs: dict[str, Path], screenshots: Path
) -> None:
    zh = load("zh")
    open_history(page, history_server)
    page.select_option("#language", "zh")
    page.wait_for_selector(f"#tab-history:text-is('{zh['history.tab']}')")
    shown_at(page, HISTORY_STEPS[0])
    panel = text_without_code(page, "#panel-history")
    for key in ("history.range_label", "history.second_run", "history.bleu_chart"):
        assert zh[key] in panel, key
    assert zh["history.no_attention"].format(run="fixed") in panel
    said = page.get_attribute("[data-testid=history-range]", "aria-valuetext") or ""
    assert said.startswith(f"第 {HISTORY_STEPS[0]} 步（共 {HISTORY_STEPS[-1]} 步）")
    labels = page.locator("[data-testid=history-bleu-chart] svg").get_attribute("aria-label")
    # names: the runs', their families', the keys; the probes and their translations are data
    names = set(history_runs) | {"AER", "Home", "End"} | LATIN_ALLOWED
    data = " ".join(
        probe[field]
        for run in ("rnnsearch", "fixed")
        for entry in history(history_server, run)["entries"]
        for probe in entry["probes"]
        for field in ("source", "target")
    )
    left = latin_words(panel + " " + (labels or "")) - names - latin_words(data)
    assert not left, left
    page.screenshot(path=str(screenshots / "zh-history.png"), full_page=True)


def test_the_chinese_strings_have_no_english_but_names() -> None:
    names = {"BLEU", "AER", "Home", "End", "log"}
    for key, text in load("zh").items():
        if key.startswith("history."):
            words = latin_words(re.sub(r"`[^`]*`|\{\w+\}", " ", text)) - names
            assert not words, (key, words)


def test_an_exported_page_says_the_history_needs_the_server(
    page: Any, history_runs: dict[str, Path], tmp_path: Path
) -> None:
    path = export_page(str(history_runs["rnnsearch"]), "a b c", tmp_path / "page.html")
    page.goto(path.as_uri())
    page.wait_for_selector("#translate-run option", state="attached")
    page.click("#tab-history")
    said = page.locator("#history-body .empty")
    said.wait_for()
    assert "needs the explorer's server" in said.inner_text()
    assert page.locator("#panel-history .controls").is_hidden()
