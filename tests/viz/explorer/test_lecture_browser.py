"""The lecture's long sentence, one click away, on a shipped model in a real Chromium: its
click-a-word demo says which of the lecture's English words the model wrote, where their
attention went, and plainly which it did not write; a click on a written word picks its step."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from conftest import start_server

from attnlab.lecture import ALIGNMENTS, SENTENCE
from attnlab.viz.explorer import Explorer


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    live, _ = start_server(Explorer.from_dirs(["luong"]))
    yield live.url
    live.shutdown()
    live.server_close()


@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_the_lecture_sentence_on_a_shipped_model(browser: Any, url: str, locale: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale=locale)
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("#translate-run option", state="attached")
        page.click("[data-example=lecture]")
        assert page.input_value("#sentence") == SENTENCE
        demo = page.wait_for_selector("[data-testid=lecture-demo]", timeout=60_000)
        rows = page.locator("[data-testid=lecture-demo] tbody tr")
        assert rows.count() == len(ALIGNMENTS)
        answer = page.evaluate(
            "s => fetch('/api/translate', {method: 'POST', headers: {'Content-Type': "
            "'application/json'}, body: JSON.stringify({run: 0, sentence: s})})"
            ".then(r => r.json())",
            SENTENCE,
        )
        lecture = answer["lecture"]
        written = [w for w in lecture["words"] if w["written"]]
        missing = [w["english"] for w in lecture["words"] if not w["written"]]
        assert written and missing  # this model writes some of them, and not others
        shown = page.locator("[data-testid=lecture-demo] tr[data-written=true]")
        assert shown.evaluate_all("rs => rs.map(r => r.dataset.english)") == [
            w["english"] for w in written
        ]
        note = page.inner_text("[data-testid=lecture-missing]")
        assert all(word in note for word in missing)
        assert ("没有写出" if locale == "zh-CN" else "Not written") in note
        intro = demo.inner_text()
        assert f"{len(written)}" in intro and f"{lecture['looks_there']}" in intro
        # a click on a written word picks its (first) step in the heatmap: row and chip
        first = written[0]
        page.click(f"[data-testid=lecture-demo] tr[data-english='{first['english']}'] button")
        step = first["steps"][0]
        pressed = page.locator(".chip[data-kind=target][aria-pressed=true]")
        assert pressed.evaluate_all("cs => cs.map(c => Number(c.dataset.index))") == [step]
        word = "▁" + first["english"].split()[0].lower()
        assert word in page.inner_text("#inspector").lower()  # its row of weights
    finally:
        context.close()


def test_the_lecture_sentence_goes_to_the_model_taught_long_sentences(browser: Any) -> None:
    """With rnnsearch-long open, the lecture's button translates with it (the page opens on
    rnnsearch); the demo and the Data view say what was measured on the long test, from the
    reports the shipped folders carry."""
    from attnlab import pretrained
    from attnlab.metrics import load_report

    long_bleu = {
        name: load_report(pretrained.FOLDER / name / "report-test-tatoeba-zh-en-joined.json")
        for name in ("rnnsearch", "rnnsearch-long")
    }
    live, _ = start_server(Explorer.from_dirs(["rnnsearch", "rnnsearch-long"]))
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="en-US")
    try:
        page = context.new_page()
        page.goto(live.url)
        page.wait_for_selector("#translate-run option", state="attached")
        assert page.input_value("#translate-run") == "0"  # rnnsearch
        page.click("[data-example=lecture]")
        measured = page.wait_for_selector("[data-testid=lecture-measured]", timeout=60_000)
        assert page.input_value("#translate-run") == "1"
        page.wait_for_function(
            "() => document.querySelector('[data-testid=lecture-measured]').textContent"
        )
        said = measured.inner_text()
        assert "rnnsearch-long" in said and f"{long_bleu['rnnsearch-long'].corpus.bleu:.2f}" in said
        written = page.locator("[data-testid=lecture-demo] tr[data-written=true]").count()
        assert written == 4  # results/long-sentences/README.md
        page.click("#tab-data")
        note = page.wait_for_selector("[data-testid=long-test-note]").inner_text()
        for name, report in long_bleu.items():
            assert f"{name} {report.corpus.bleu:.2f}" in note
        assert page.locator("[data-testid=long-test-chart] svg").count() == 1
    finally:
        context.close()
        live.shutdown()
        live.server_close()
