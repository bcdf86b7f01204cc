"""The "Attention vs attribution" view: its API (the numbers are attnlab.explain's), and the
page in a real headless Chromium: two heatmaps side by side, a target word's two
distributions, intervention buttons that decode again and say what changed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from explorer_runs import RUN_IDS

from attnlab.explain import contrast, explain, intervene
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.server import ExplorerServer
from attnlab.viz.explorer.session import RequestError

SENTENCE = "a b c d e"
VIEWPORT = {"width": 1280, "height": 1000}


def test_the_api_serves_attnlab_explain(explorer: Explorer) -> None:
    run = explorer.runs[RUN_IDS["bahdanau"]]
    view = explorer.explain(run.id, SENTENCE, 1)
    direct = explain(run.translator.run, SENTENCE, beam=1)
    assert view["target_tokens"] == direct.target_tokens
    for row, expected in zip(view["attention"], direct.attention["mean"].tolist(), strict=True):
        assert row == pytest.approx(expected, abs=1e-6)
    for shares in view["shares"]["occlusion"]:
        assert sum(shares) == pytest.approx(1.0, abs=1e-5)
    effect = explorer.intervene(run.id, SENTENCE, "uniform", 1)
    again = intervene(run.translator.run, SENTENCE, "uniform", beam=1)
    assert effect["target_tokens"] == again.target_tokens
    assert effect["original_tokens"] == view["target_tokens"]
    assert len(effect["total_variation"]) == len(view["target_tokens"])


def test_the_api_refuses_what_it_cannot_do(explorer: Explorer) -> None:
    fixed = RUN_IDS["fixed_context"]
    assert explorer.explain(fixed, SENTENCE, 1)["attention"] is None  # attributions only
    with pytest.raises(RequestError, match="no attention weights to intervene on"):
        explorer.intervene(fixed, SENTENCE, "uniform", 1)
    with pytest.raises(RequestError, match="intervention must be one of permute"):
        explorer.intervene(RUN_IDS["bahdanau"], SENTENCE, "shuffle", 1)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, errors


def open_view(page: Any, server: ExplorerServer, run: str) -> None:
    page.goto(server.url + "#explain")
    page.wait_for_selector("#explain-run option", state="attached")
    page.select_option("#explain-run", value=str(RUN_IDS[run]))
    page.check("input[name=decoding][value=greedy]")  # the page's default is beam 5
    page.fill("#sentence", SENTENCE)
    page.click("#translate-button")
    page.wait_for_selector("[data-testid=explain-summary]")


def bar_weights(page: Any, testid: str) -> list[float]:
    rows = page.locator(f"[data-testid={testid}] .bar-row")
    return [float(w) for w in rows.evaluate_all("rows => rows.map(r => r.dataset.weight)")]


def test_attention_beside_attribution_and_a_live_intervention(
    page: Any, server: ExplorerServer, explorer: Explorer, screenshots: Path
) -> None:
    open_view(page, server, "bahdanau")
    view = explorer.explain(RUN_IDS["bahdanau"], SENTENCE, 1)
    assert page.locator("[data-testid=explain-attention]").is_visible()
    assert page.locator("[data-testid=explain-attribution]").is_visible()
    assert "Kendall tau" in page.inner_text("[data-testid=explain-summary]")
    assert "null" not in page.inner_text("#explain-body")
    # A target word: its attention row and its attribution shares, side by side.
    page.locator("#explain-body .chip[data-kind=target]").nth(1).click()
    page.wait_for_selector("[data-testid=explain-attribution-bars]")
    assert bar_weights(page, "explain-attention-bars") == pytest.approx(view["attention"][1])
    shares = bar_weights(page, "explain-attribution-bars")
    assert shares == pytest.approx(view["shares"]["occlusion"][1], abs=1e-6)
    assert "step 2" in page.inner_text("[data-testid=explain-inspector] h3")
    # Another attribution method redraws the right map with its own numbers.
    page.select_option("#explain-method", value="integrated_gradients")
    page.wait_for_selector("h2:has-text('integrated gradients')")
    page.locator("#explain-body .chip[data-kind=target]").nth(1).click()
    page.wait_for_selector("[data-testid=explain-attribution-bars]")
    assert bar_weights(page, "explain-attribution-bars") == pytest.approx(
        view["shares"]["integrated_gradients"][1], abs=1e-6
    )
    # An intervention decodes again, live, and says what changed.
    page.click("button[data-intervention=remove_top]")
    page.wait_for_selector("[data-testid=intervened-translation]")
    effect = explorer.intervene(RUN_IDS["bahdanau"], SENTENCE, "remove_top", 1)
    shown = page.locator("[data-testid=intervened-translation] .chip").all_inner_texts()
    assert shown == effect["target_tokens"]
    verdict = page.inner_text("[data-testid=intervention-verdict]")
    same = effect["target_tokens"] == effect["original_tokens"]
    assert verdict == ("The translation did not change." if same else "The translation changed.")
    assert bar_weights(page, "intervention-tvd") == pytest.approx(effect["total_variation"])
    page.screenshot(path=str(screenshots / "explain-bahdanau.png"), full_page=True)


def test_the_control_has_attributions_only_and_the_view_speaks_chinese(
    page: Any, server: ExplorerServer
) -> None:
    open_view(page, server, "fixed_context")
    assert page.locator("[data-testid=explain-no-attention]").is_visible()
    assert page.locator("[data-testid=explain-attention]").count() == 0
    assert page.locator("button[data-intervention]").count() == 0
    page.select_option("#language", value="zh")
    page.wait_for_selector("#tab-explain:has-text('注意力与归因')")
    page.wait_for_selector("[data-testid=explain-no-attention]:has-text('固定的上下文向量')")


def test_the_api_contrasts_an_emitted_word_with_an_alternative(explorer: Explorer) -> None:
    run = explorer.runs[RUN_IDS["bahdanau"]]
    view = explorer.explain(run.id, SENTENCE, 1)
    emitted = view["target_tokens"][1]
    alternative = next(p for p, _ in view["steps"]["top"][1] if p != emitted)
    found = explorer.contrast(run.id, SENTENCE, 1, alternative, 1)
    direct = contrast(run.translator.run, SENTENCE, 1, alternative, beam=1)
    assert (found["emitted"], found["alternative"]) == (emitted, alternative)
    assert found["attributions"]["occlusion"] == pytest.approx(
        direct.attributions["occlusion"].tolist(), abs=1e-6
    )
    for bad, said in ((emitted, "the emitted token itself"), ("", "alternative must be a word")):
        with pytest.raises(RequestError, match=said):
            explorer.contrast(run.id, SENTENCE, 1, bad, 1)
    with pytest.raises(RequestError, match="step must be from 0"):
        explorer.contrast(run.id, SENTENCE, 99, alternative, 1)


def test_why_this_word_and_not_another_in_the_page(
    page: Any, server: ExplorerServer, explorer: Explorer
) -> None:
    open_view(page, server, "bahdanau")
    view = explorer.explain(RUN_IDS["bahdanau"], SENTENCE, 1)
    page.locator("#explain-body .chip[data-kind=target]").nth(1).click()
    scores = page.inner_text("[data-testid=explain-step-scores]")
    assert f"{view['steps']['probability'][1]:.3f}" in scores
    # One of the step's other likely words, as a button: the contrast comes back, drawn.
    choice = page.locator("[data-testid=contrast] button[data-alternative]").first
    alternative = choice.get_attribute("data-alternative")
    choice.click()
    page.wait_for_selector("[data-testid=contrast-bars]")
    found = explorer.contrast(RUN_IDS["bahdanau"], SENTENCE, 1, alternative, 1)
    verdict = page.inner_text("[data-testid=contrast-verdict]")
    assert found["emitted"] in verdict and alternative in verdict
    total = sum(abs(x) for x in found["attributions"]["occlusion"]) or 1.0
    expected = [abs(x) / total for x in found["attributions"]["occlusion"]]
    assert bar_weights(page, "contrast-bars") == pytest.approx(expected, abs=1e-6)
    # A typed word that is the emitted one is refused, in words, not a crash.
    page.fill("[data-testid=contrast-input]", found["emitted"])
    page.click("[data-testid=contrast-ask]")
    page.wait_for_selector("[data-testid=contrast-result] .error:has-text('emitted token itself')")
