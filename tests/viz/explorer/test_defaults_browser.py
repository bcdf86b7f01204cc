"""What the page opens on, and three bugs a learner met: a reply drawn for a run no longer
selected, the softmax bars one row off their table, the arrow keys of The four steps moving
to the next tab. A real server (one that delays some replies) and a headless Chromium."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from explorer_runs import RUN_IDS

from attnlab.viz.explorer import Explorer

SENTENCE = "a b c d e"
VIEWPORT = {"width": 1280, "height": 1000}


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


class HeldExplorer(Explorer):
    """Answers for run 0 (RNNsearch) wait until the test lets them go: a slow model, a busy
    server."""

    release: threading.Event  # set: run 0 may answer; the fixture gives each server its own

    def explain(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        self._hold(run_id)
        return super().explain(run_id, sentence, beam)

    def translate(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        self._hold(run_id)
        return super().translate(run_id, sentence, beam)

    def _hold(self, run_id: object) -> None:
        if run_id == 0 and not self.release.wait(timeout=60):
            raise TimeoutError("the test never let run 0 answer")


@pytest.fixture
def held(run_dirs: dict[str, Path]) -> Iterator[tuple[str, threading.Event]]:
    """The page's address and the switch that lets run 0's answers go."""
    names = ("bahdanau", "fixed_context")  # run 0 attends; run 1 has no attention
    explorer = HeldExplorer.from_dirs([str(run_dirs[name]) for name in names])
    explorer.release = threading.Event()
    for url in serve(explorer):
        yield url, explorer.release
        explorer.release.set()  # nothing left waiting when the server stops


def asks_run_0(request: Any) -> bool:
    return request.method == "POST" and (request.post_data_json or {}).get("run") == 0


def let_run_0_answer(page: Any, release: threading.Event) -> None:
    """Let run 0's held answers go, and give the page time to (wrongly) draw them."""
    with page.expect_event("requestfinished", predicate=asks_run_0):
        release.set()
    page.wait_for_timeout(500)


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


def test_a_late_reply_for_a_run_no_longer_selected_is_not_drawn(
    page: Any, held: tuple[str, threading.Event]
) -> None:
    url, release = held
    page.goto(url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.select_option("#translate-run", "1")  # the translation itself comes at once
    page.click("#tab-explain")
    page.select_option("#explain-run", "0")
    page.fill("#sentence", SENTENCE)
    with page.expect_request(asks_run_0):  # Attention vs attribution asks for run 0: held
        page.click("#translate-button")
    page.select_option("#explain-run", "1")  # the learner picks another model meanwhile
    page.wait_for_selector("[data-testid=explain-no-attention]")  # run 1's answer
    let_run_0_answer(page, release)
    assert page.is_visible("[data-testid=explain-no-attention]")
    assert page.locator("[data-testid=explain-attention]").count() == 0

    release.clear()
    page.click("#tab-translate")  # the same rule in the Translate view
    page.wait_for_selector("[data-testid=no-attention]")  # run 1, translated at once
    with page.expect_request(asks_run_0):  # asks for run 0's translation: held
        page.select_option("#translate-run", "0")
    page.select_option("#translate-run", "1")
    page.wait_for_selector("[data-testid=no-attention]")
    let_run_0_answer(page, release)
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
