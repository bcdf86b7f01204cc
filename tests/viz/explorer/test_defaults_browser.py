"""What the page opens on, and three bugs a learner met: a reply drawn for a run no longer
selected, the softmax bars one row off their table, the arrow keys of The four steps moving
to the next tab. A real server (one that delays some replies) and a headless Chromium."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from explorer_runs import RUN_IDS

from attnlab.viz.explorer import Explorer

SENTENCE = "a b c d e"
VIEWPORT = {"width": 1280, "height": 1000}
DELAY = 1.5  # seconds the slow run's replies take


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, errors


def serve(explorer: Explorer) -> Iterator[str]:
    live, _ = start_server(explorer)
    yield live.url
    live.shutdown()
    live.server_close()


@pytest.fixture
def baseline_first(run_dirs: dict[str, Path]) -> Iterator[str]:
    """The order `make demo` prints: the baseline, then RNNsearch, then the Transformer."""
    names = ("fixed_context", "bahdanau", "transformer")
    yield from serve(Explorer.from_dirs([str(run_dirs[name]) for name in names]))


class SlowExplorer(Explorer):
    """Answers for run 0 (RNNsearch) arrive DELAY seconds late: a slow model, a busy server."""

    def explain(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        if run_id == 0:
            time.sleep(DELAY)
        return super().explain(run_id, sentence, beam)

    def translate(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        if run_id == 0:
            time.sleep(DELAY)
        return super().translate(run_id, sentence, beam)


@pytest.fixture
def slow(run_dirs: dict[str, Path]) -> Iterator[str]:
    names = ("bahdanau", "fixed_context")  # run 0 attends; run 1 has no attention
    explorer = SlowExplorer.from_dirs([str(run_dirs[name]) for name in names])
    yield from serve(explorer)


def test_the_views_open_on_an_attention_model_with_beam_search(
    page: Any, baseline_first: str
) -> None:
    page.goto(baseline_first)
    page.wait_for_selector("#translate-run option", state="attached")
    rnn = "1"  # RNNsearch: attention with one head, before the Transformer's many
    for select in ("#translate-run", "#steps-run", "#explain-run"):
        assert page.input_value(select) == rnn, select
    assert page.input_value("#compare-left-run") == "0"  # Compare: the baseline beside it
    assert page.is_checked("input[name=decoding][value=beam]")
    assert page.input_value("#beam-size") == "5"
    page.fill("#sentence", SENTENCE)
    page.click("#translate-button")
    page.wait_for_selector("[data-testid=translate-heatmap]")
    assert "beam 5" in page.inner_text("#translate-body .meta")
    page.check("input[name=decoding][value=greedy]")  # greedy is one click away
    page.click("#translate-button")
    page.wait_for_function(
        "document.querySelector('#translate-body .meta').textContent.includes('greedy')"
    )


def test_the_only_model_is_shown_even_without_attention(
    page: Any, run_dirs: dict[str, Path]
) -> None:
    for url in serve(Explorer.from_dirs([str(run_dirs["fixed_context"])])):
        page.goto(url)
        page.wait_for_selector("#translate-run option", state="attached")
        assert page.input_value("#translate-run") == "0"
        page.click("#tab-heads")
        notice = page.inner_text("[data-testid=no-heads]")
        assert "attnlab explore transformer" in notice  # what to load: the shipped one


def test_a_late_reply_for_a_run_no_longer_selected_is_not_drawn(page: Any, slow: str) -> None:
    page.goto(slow)
    page.wait_for_selector("#translate-run option", state="attached")
    page.select_option("#translate-run", "1")  # the translation itself comes at once
    page.click("#tab-explain")
    page.select_option("#explain-run", "0")
    page.fill("#sentence", SENTENCE)
    page.click("#translate-button")  # Attention vs attribution asks for run 0: a slow answer
    time.sleep(0.3)
    page.select_option("#explain-run", "1")  # the learner picks another model meanwhile
    page.wait_for_selector("[data-testid=explain-no-attention]")  # run 1's answer
    time.sleep(DELAY + 0.5)  # run 0's answer has arrived since
    assert page.is_visible("[data-testid=explain-no-attention]")
    assert page.locator("[data-testid=explain-attention]").count() == 0

    page.click("#tab-translate")  # the same rule in the Translate view
    page.wait_for_selector("[data-testid=no-attention]")  # run 1, translated at once
    page.select_option("#translate-run", "0")  # asks for run 0's translation: slow
    time.sleep(0.3)
    page.select_option("#translate-run", "1")
    page.wait_for_selector("[data-testid=no-attention]")
    time.sleep(DELAY + 0.5)
    assert page.is_visible("[data-testid=no-attention]")
    assert page.locator("[data-testid=translate-heatmap]").count() == 0


def translate_with_rnnsearch(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.select_option("#translate-run", str(RUN_IDS["bahdanau"]))
    page.fill("#sentence", SENTENCE)
    page.click("#translate-button")
    page.wait_for_selector("[data-testid=translation-text]")


def test_the_softmax_bars_sit_on_their_rows(page: Any, server: Any) -> None:
    translate_with_rnnsearch(page, server.url)
    page.click("#tab-steps")
    page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
    rows = page.locator("[data-testid=softmax-table] tbody tr")
    assert rows.count() >= 3
    for index in range(rows.count()):
        row = rows.nth(index)
        bar = row.locator(".weight-bar")
        assert bar.get_attribute("data-index") == str(index)
        alpha = row.locator("td.cell").nth(2).inner_text()  # e_j, exp(e_j), alpha_j
        assert float(bar.get_attribute("data-weight")) == pytest.approx(float(alpha), abs=5e-5)
        box, bar_box = row.bounding_box(), bar.bounding_box()
        middle = bar_box["y"] + bar_box["height"] / 2
        assert box["y"] <= middle <= box["y"] + box["height"]


def test_the_arrow_keys_step_as_soon_as_the_four_steps_are_open(page: Any, server: Any) -> None:
    translate_with_rnnsearch(page, server.url)
    page.click("#tab-steps")
    page.wait_for_selector("#steps-body[data-step='0']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#steps-body[data-step='1']")
    assert page.get_attribute("#tab-steps", "aria-selected") == "true"  # still this view
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("#steps-body[data-step='0']")
    produces = page.inner_text("[data-testid=query-produces]")
    first = page.inner_text("#step-label")
    assert "“<s>”" in produces and "“<s>”" in first  # the query of step 1 follows <s>
    page.focus("#tab-steps")  # on the tab itself, the arrows still move between tabs
    page.keyboard.press("ArrowRight")
    assert page.get_attribute("#tab-playground", "aria-selected") == "true"
