"""The explorer page in a real headless Chromium against a real server: translate, hover,
click, step with the keyboard, switch views; screenshots land in a tmp dir
($ATTNLAB_SCREENSHOTS keeps them)."""

from __future__ import annotations

import json
import math
import re
import shutil
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from explorer_runs import HANZI, RUN_IDS

from attnlab.evaluation import evaluate_run
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.page import MODULES, cjk_font_path
from attnlab.viz.explorer.server import ExplorerServer
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS, MAX_SOURCE_TOKENS
from attnlab.viz.fonts import cjk_characters

SENTENCE = "a b c d e f"
VIEWPORT = {"width": 1280, "height": 900}

# Does the page draw real, distinct glyphs for these characters (not the same empty box)?
DISTINCT_GLYPHS = """(text) => {
  const font = getComputedStyle(document.documentElement).getPropertyValue("--font");
  const canvas = document.createElement("canvas");
  canvas.width = 40; canvas.height = 40;
  const ctx = canvas.getContext("2d");
  const draw = (ch) => {
    ctx.clearRect(0, 0, 40, 40);
    ctx.font = "28px " + font;
    ctx.fillText(ch, 4, 32);
    return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(",");
  };
  return new Set(Array.from(text).map(draw)).size;
}"""


def api(server: ExplorerServer, path: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(
        server.url.rstrip("/") + path,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def console_error(message: Any) -> str | None:
    """A console error, unless it is an API refusal: those the page shows in its status line."""
    if message.type != "error" or "/api/" in message.location.get("url", ""):
        return None
    return f"{message.text} ({message.location.get('url')})"


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.on("console", lambda message: errors.append(console_error(message) or ""))
    yield opened
    context.close()
    errors = [error for error in errors if error]
    assert not errors, errors


def translate_in_page(page: Any, server: ExplorerServer, run: str, sentence: str) -> None:
    page.goto(server.url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.select_option("#translate-run", value=str(RUN_IDS[run]))
    page.check("input[name=decoding][value=greedy]")  # the page's default is beam 5
    page.fill("#sentence", sentence)
    page.click("#translate-button")
    page.wait_for_selector("[data-testid=translation-text]")


def cell_center(page: Any, selector: str, row: int, col: int) -> tuple[float, float]:
    canvas = page.locator(selector)
    box = canvas.bounding_box()
    left, top, cell = (float(canvas.get_attribute(f"data-{k}")) for k in ("left", "top", "cell"))
    return box["x"] + left + (col + 0.5) * cell, box["y"] + top + (row + 0.5) * cell


def inspector_heading(page: Any, step: int) -> Any:
    return page.locator("#inspector h3", has_text=re.compile(rf"\(step {step}\)"))


def bar_weights(page: Any, testid: str) -> list[float]:
    rows = page.locator(f"[data-testid={testid}] .bar-row")
    return [float(w) for w in rows.evaluate_all("rows => rows.map(r => r.dataset.weight)")]


def softmax_bars(page: Any) -> list[float]:
    """The weights the bars of The four steps' softmax table draw, row by row."""
    bars = page.locator("[data-testid=softmax-table] .weight-bar")
    return [float(w) for w in bars.evaluate_all("bars => bars.map(b => b.dataset.weight)")]


def test_the_page_loads_its_modules_and_the_limits(page: Any, server: ExplorerServer) -> None:
    loaded: dict[str, int] = {}
    page.on("response", lambda r: loaded.update({r.url.removeprefix(server.url): r.status}))
    page.goto(server.url)
    page.wait_for_selector("#translate-run option", state="attached")  # main.js ran
    modules = {url: status for url, status in loaded.items() if url.startswith("static/")}
    assert modules == {f"static/{name}": 200 for name in MODULES}
    assert page.get_attribute("#sentence", "maxlength") == str(MAX_CHARACTERS)
    assert page.get_attribute("#beam-size", "max") == str(MAX_BEAM)
    transformer = f"#translate-run option[value='{RUN_IDS['transformer']}']"
    assert page.inner_text(transformer) == "transformer — Transformer"  # its display name
    assert page.locator("#heads-run option").all_inner_texts() == ["transformer"]
    page.fill("#sentence", SENTENCE)
    page.check("input[name=decoding][value=beam]")
    page.fill("#beam-size", str(MAX_BEAM + 1))
    assert page.evaluate("document.getElementById('beam-size').validity.rangeOverflow")
    page.dispatch_event("#sentence-form", "submit")  # past the browser's own check, to the page's
    page.wait_for_selector("#status.error")
    assert f"from 2 to {MAX_BEAM}" in page.inner_text("#status")


def test_layer_and_head_selectors_only_where_there_is_a_choice(
    page: Any, server: ExplorerServer
) -> None:
    translate_in_page(page, server, "transformer", SENTENCE)
    page.click("#tab-steps")
    page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
    assert page.is_visible("#steps-layer") and page.is_visible("#steps-head")
    assert page.locator("#steps-layer option").count() == 2
    assert page.locator("#steps-head option").count() == 4
    assert page.input_value("#steps-layer") == "1"  # the last layer first
    for rnn in ("bahdanau", "fixed_context"):  # one layer and one head, or no attention
        page.select_option("#steps-run", value=str(RUN_IDS[rnn]))
        page.wait_for_selector("#steps-layer", state="hidden")
        page.wait_for_selector("#steps-body[data-step='0']")
        assert not page.is_visible("#steps-head")
    page.select_option("#steps-run", value=str(RUN_IDS["transformer"]))
    page.wait_for_selector("#steps-layer", state="visible")


def test_translate_hover_and_click(page: Any, server: ExplorerServer, screenshots: Path) -> None:
    expected = api(server, "/api/translate", {"run": 0, "sentence": SENTENCE, "beam": 1})
    weights = expected["attention"]["cross"][0][0]  # (T, S): one layer, one head
    translate_in_page(page, server, "bahdanau", SENTENCE)
    assert page.inner_text("[data-testid=translation-text]") == expected["target"]
    chips = page.locator(".chip[data-kind=source]")
    assert chips.all_inner_texts() == expected["source_tokens"]

    # hover a cell: the tooltip names both tokens and gives the weight
    x, y = cell_center(page, "[data-testid=translate-heatmap]", 1, 2)
    page.mouse.move(x, y)
    tooltip = page.locator("#tooltip")
    tooltip.wait_for(state="visible")
    assert expected["target_tokens"][1] in tooltip.inner_text()
    assert expected["source_tokens"][2] in tooltip.inner_text()
    assert float(page.inner_text("#tooltip .tooltip-value")) == pytest.approx(
        weights[1][2], abs=5e-5
    )

    # click a target word: bars over the source equal the API's weights; chips are shaded
    last = len(expected["target_tokens"]) - 1
    page.click(f".chip[data-kind=target][data-index='{last}']")
    inspector_heading(page, last + 1).wait_for()
    assert bar_weights(page, "target-bars") == pytest.approx(weights[last], abs=1e-9)
    shaded = chips.evaluate_all("cs => cs.map(c => Number(c.dataset.weight))")
    assert shaded == pytest.approx(weights[last], abs=1e-9)

    # click a source word: the reverse view, its weight at each target step
    page.click(".chip[data-kind=source][data-index='3']")
    page.wait_for_selector("[data-testid=source-bars]")
    assert bar_weights(page, "source-bars") == pytest.approx([row[3] for row in weights], abs=1e-9)
    page.screenshot(path=str(screenshots / "translate.png"), full_page=True)

    # keyboard: one tab stop per token row, arrows move along it, Enter picks
    page.focus(".chip[data-kind=target][data-index='0']")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    inspector_heading(page, 2).wait_for()
    assert page.evaluate("document.activeElement.dataset.index") == "1"
    tab_stops = page.locator(".chip[data-kind=source][tabindex='0']").count()
    assert tab_stops == 1

    # keyboard: focus the heatmap, move down one row, Enter picks that target word
    page.focus("[data-testid=translate-heatmap]")
    page.keyboard.press("ArrowUp")  # from the picked row 2 to row 1
    page.keyboard.press("Enter")
    inspector_heading(page, 1).wait_for()
    assert page.locator("#tooltip").is_visible()


def test_the_words_linked_to_the_source_beside_the_translation(
    page: Any, server: ExplorerServer
) -> None:
    translate_in_page(page, server, "bahdanau", SENTENCE)
    block = page.locator("[data-testid=word-alignment]")
    block.locator("[data-testid=alignment-links]").wait_for()
    # the family's choice on the dev split is the one asked for, and says so
    assert page.input_value("#alignment-method") == "aligner"
    assert "(chosen on dev)" in block.locator("option[value=aligner]").inner_text()
    page.select_option("#alignment-method", "attention")
    body = {"run": 0, "sentence": SENTENCE, "beam": 1, "method": "attention"}
    expected = api(server, "/api/alignment", body)
    pairs = [f"{s}-{j}" for s, j in expected["links"]]
    block.locator("code", has_text=" ".join(pairs)).wait_for()  # the links as Pharaoh pairs
    lines = block.locator("svg.alignment-lines line")
    assert sorted(lines.evaluate_all("ls => ls.map(l => l.dataset.link)")) == sorted(pairs)
    # each line runs from its source word down to its target word
    geometry = lines.first.evaluate("l => [l.x1, l.y1, l.x2, l.y2].map(a => a.baseVal.value)")
    assert geometry[3] > geometry[1]
    words = [
        f"{expected['target_units'][j]} ← {expected['source_units'][s]}"
        for s, j in expected["links"]
    ]
    assert ", ".join(words) in block.locator("[data-testid=alignment-links]").inner_text()
    # a target word hovered lights its links and the source words at their other ends
    target = block.locator("[data-testid=aligned-target][data-index='0']")
    target.hover()
    lit = lines.evaluate_all("ls => ls.filter(l => l.classList.contains('lit'))")
    mine = [(s, j) for s, j in expected["links"] if j == 0]
    assert len(lit) == len(mine)
    for s, _ in mine:
        assert "lit" in block.locator(
            f"[data-testid=aligned-source][data-index='{s}']"
        ).get_attribute("class")
    # the keyboard reaches the words too: focus lights them as hover does
    block.locator("[data-testid=aligned-target][data-index='1']").focus()
    lit = lines.evaluate_all("ls => ls.filter(l => l.classList.contains('lit')).length")
    assert lit == len([1 for _, j in expected["links"] if j == 1])


def test_how_sure_the_model_is_beside_the_translation(page: Any, server: ExplorerServer) -> None:
    expected = api(server, "/api/confidence", {"run": 0, "sentence": SENTENCE, "beam": 1})
    translate_in_page(page, server, "bahdanau", SENTENCE)
    assert page.inner_text("[data-testid=translation-text]") == expected["target"]
    words = page.locator("[data-testid=confidence-target]")
    words.first.wait_for()
    assert words.all_inner_texts() == [w["text"] for w in expected["words"]]
    # each word tinted by 1 - p, its signals on hover
    tints = words.evaluate_all("ws => ws.map(w => getComputedStyle(w).backgroundColor)")
    alphas = [float(re.findall(r"[\d.]+", tint)[-1]) if "rgba" in tint else 1.0 for tint in tints]
    assert alphas == pytest.approx([1 - w["probability"] for w in expected["words"]], abs=0.006)
    assert f"probability: {expected['words'][0]['probability']:.2f}" in words.first.get_attribute(
        "title"
    )
    sources = page.locator("[data-testid=confidence-source]")
    assert sources.all_inner_texts() == [w["text"] for w in expected["source_words"]]
    assert "no quality.json" in page.inner_text("[data-testid=confidence-score]")  # a tiny run
    # a model without attention: its other signals, and what it cannot give
    translate_in_page(page, server, "fixed_context", SENTENCE)
    page.locator(
        "[data-testid=confidence] .notice", has_text="cannot give: attention coverage"
    ).wait_for()


def test_four_steps_with_arrow_keys(page: Any, server: ExplorerServer, screenshots: Path) -> None:
    translation = api(server, "/api/translate", {"run": 0, "sentence": SENTENCE, "beam": 1})
    translate_in_page(page, server, "bahdanau", SENTENCE)
    page.click("#tab-steps")
    page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
    assert softmax_bars(page) == pytest.approx(translation["attention"]["cross"][0][0][0], abs=1e-5)
    page.focus("#panel-steps")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#steps-body[data-step='1']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#steps-body[data-step='2']")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("#steps-body[data-step='1']")
    view = api(
        server,
        "/api/steps",
        {
            "run": 0,
            "sentence": SENTENCE,
            "target_tokens": translation["target_tokens"],
            "step": 1,
        },
    )
    assert softmax_bars(page) == pytest.approx(view["weights"], abs=1e-12)
    scores = page.locator("[data-testid=scores-table] tbody tr").evaluate_all(
        "rows => rows.map(r => Number(r.dataset.score))"
    )
    assert scores == pytest.approx(view["scores"], abs=1e-12)
    assert f"Step 2 of {len(translation['target_tokens'])}" in page.inner_text("#step-label")
    assert "first 16 of 64 dimensions" in page.inner_text("#steps-body")
    page.screenshot(path=str(screenshots / "steps.png"), full_page=True)
    page.keyboard.press("End")
    page.wait_for_selector(f"#steps-body[data-step='{len(translation['target_tokens']) - 1}']")


def test_transformer_heads_view(page: Any, server: ExplorerServer, screenshots: Path) -> None:
    translate_in_page(page, server, "transformer", SENTENCE)
    page.click("#tab-heads")
    for kind in ("encoder_self", "decoder_self", "cross"):
        page.wait_for_selector(f"[data-testid=heads-{kind}][data-cell]")
    assert page.input_value("#heads-layer") == "1"  # the last of two layers
    page.select_option("#heads-head", value="2")
    page.wait_for_selector("h2:has-text('head 3')")
    page.wait_for_selector("[data-testid=heads-decoder_self][data-cell]")
    # above the diagonal of the decoder self-attention: masked, said so in the tooltip
    x, y = cell_center(page, "[data-testid=heads-decoder_self]", 0, 3)
    page.mouse.move(x, y)
    page.locator("#tooltip").wait_for(state="visible")
    assert "masked" in page.inner_text("#tooltip")
    page.screenshot(path=str(screenshots / "heads.png"), full_page=True)


def test_compare_view(page: Any, server: ExplorerServer, screenshots: Path) -> None:
    translate_in_page(page, server, "bahdanau", SENTENCE)
    page.click("#tab-compare")
    assert page.input_value("#compare-left-run") == str(RUN_IDS["fixed_context"])
    assert page.input_value("#compare-right-run") == str(RUN_IDS["bahdanau"])
    page.wait_for_selector("#compare-left [data-testid=no-attention]")
    page.wait_for_selector("[data-testid=compare-right-heatmap][data-cell]")
    texts = page.locator(".compare-side [data-testid=translation-text]").all_inner_texts()
    for side, name in zip(texts, ("fixed_context", "bahdanau"), strict=True):
        body = {"run": RUN_IDS[name], "sentence": SENTENCE, "beam": 1}
        answer = api(server, "/api/translate", body)
        assert side == (answer["target"] or "(empty)")
    page.screenshot(path=str(screenshots / "compare.png"), full_page=True)


def test_data_view_overlays_the_runs(page: Any, server: ExplorerServer, screenshots: Path) -> None:
    evaluated = [RUN_IDS["bahdanau"], RUN_IDS["fixed_context"]]
    chart = "[data-testid=bleu-chart]"
    page.goto(server.url + "#data")
    page.wait_for_selector(f"{chart} g.series")
    series = page.locator(f"{chart} g.series")
    assert series.evaluate_all("gs => gs.map(g => Number(g.dataset.run))") == evaluated
    legend = page.locator(f"{chart} .legend-entry").all_text_contents()
    for run, entry, drawn in zip(evaluated, legend, series.all(), strict=True):
        report = server.explorer.report(run)
        scored = [row for row in report["by_length"] if row["bleu"] is not None]
        assert drawn.locator("circle").count() == len(scored)
        path = drawn.locator("path").get_attribute("d") or ""
        assert len(re.findall("[ML]", path)) == len(scored)  # one vertex per point
        titles = drawn.locator("circle title").all_text_contents()
        name = server.explorer.runs[run].name
        first = scored[0]
        assert (
            titles[0]
            == f"{name} · {first['label']} · BLEU {first['bleu']:.2f} · n={first['count']}"
        )
        assert entry == f"{name}: corpus BLEU {report['corpus']['bleu']:.2f}"
    ticks = page.locator(f"{chart} text.bucket").all_text_contents()
    assert ticks == ["0-4", "5-9", "10+"]
    # the tiny test set: every bucket under 50 sentences, its n marked and its points hollow
    few = page.locator(f"{chart} text.count.few").evaluate_all("ts => ts.map(t => t.dataset.n)")
    assert len(few) == 3 and all(int(n) < 50 for n in few)
    assert set(
        page.locator(f"{chart} g.series circle").evaluate_all(
            "cs => cs.map(c => c.dataset.few + c.getAttribute('fill'))"
        )
    ) == {"true#fff"}
    assert "fewer than 50 test sentences" in page.inner_text("[data-testid=few-sentences]")
    assert page.locator("[data-testid=report-mismatch]").count() == 0  # same test set, buckets
    without = page.locator("[data-testid=run-without-report]")
    others = [i for i in RUN_IDS.values() if i not in evaluated]
    assert without.evaluate_all("ps => ps.map(p => Number(p.dataset.run))") == others
    assert all(
        code.startswith("attnlab evaluate ") and code.endswith(" --by-length")
        for code in without.locator("code").all_text_contents()
    )
    assert page.locator("[data-testid=report-table] tbody tr").count() == 3  # the picked run's
    page.screenshot(path=str(screenshots / "data.png"), full_page=True)

    toggle = page.locator(f"[data-testid=run-toggles] input[data-run='{evaluated[1]}']")
    toggle.uncheck()
    page.wait_for_selector(f"{chart} g.series[data-run='{evaluated[1]}']", state="detached")
    assert series.count() == 1
    assert page.locator(f"{chart} .legend-entry").nth(1).text_content().endswith("(hidden)")
    toggle.check()
    page.wait_for_selector(f"{chart} g.series[data-run='{evaluated[1]}']")
    assert series.count() == 2

    page.select_option("#data-run", value=str(RUN_IDS["transformer"]))
    page.wait_for_selector("[data-testid=report-missing]")
    assert "attnlab evaluate" in page.inner_text("[data-testid=report-missing]")
    assert series.count() == 2  # the chart stays


def test_data_view_says_when_runs_do_not_compare(
    page: Any, run_dirs: dict[str, Path], tmp_path: Path, screenshots: Path
) -> None:
    """A run scored on another test set, in other buckets: a note, and each point at its own
    bucket on one axis ordered by lower edge."""
    other = shutil.copytree(run_dirs["zh-bahdanau"], tmp_path / "zh-other")
    evaluate_run(other, by_length=True, buckets=(0, 8), length_unit="characters")
    live, _ = start_server(Explorer.from_dirs([str(run_dirs["bahdanau"]), str(other)]))
    try:
        page.goto(live.url + "#data")
        page.wait_for_selector("[data-testid=bleu-chart] g.series")
        notes = page.locator("[data-testid=report-mismatch]").all_inner_texts()
        assert len(notes) == 2
        assert "different test sets" in notes[0] and "zh-reverse (test" in notes[0]
        assert "0-4 · 5-9 · 10+ words" in notes[1] and "0-7 · 8+ characters" in notes[1]
        ticks = page.locator("[data-testid=bleu-chart] text.bucket").all_text_contents()
        assert ticks == ["0-4", "0-7", "5-9", "8+", "10+"]
        buckets = page.locator("g.series[data-run='1'] circle").evaluate_all(
            "cs => cs.map(c => c.dataset.bucket)"
        )
        assert buckets == ["0-7", "8+"]
        page.screenshot(path=str(screenshots / "data-mismatch.png"), full_page=True)
        # in Chinese: the split and the units named in Chinese, Chinese punctuation
        page.select_option("#language", "zh")
        page.wait_for_selector("[data-testid=report-mismatch]:has-text('测试集')")
        notes = page.locator("[data-testid=report-mismatch]").all_inner_texts()
        assert "zh-reverse（测试集，" in notes[0] and notes[0].endswith("。")
        assert "0-7 · 8+ 字" in notes[1] and not re.search(
            r"\b(?:test|words|characters)\b", notes[1]
        )
    finally:
        live.shutdown()
        live.server_close()


def test_tabs_with_the_keyboard(page: Any, server: ExplorerServer) -> None:
    page.goto(server.url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.focus("#tab-translate")
    page.keyboard.press("ArrowRight")
    assert page.get_attribute("#tab-steps", "aria-selected") == "true"
    assert page.evaluate("document.activeElement.id") == "tab-steps"
    page.keyboard.press("End")  # the last tab, whichever view that is
    last = page.eval_on_selector_all("[role=tab]", "tabs => tabs.at(-1).id")
    assert page.evaluate("document.activeElement.id") == last
    shown = page.eval_on_selector_all(
        "[role=tabpanel]", "panels => panels.filter((p) => !p.hidden).map((p) => p.id)"
    )
    assert shown == [last.replace("tab-", "panel-")]


def test_chinese_and_a_200_token_sentence(
    page: Any, server: ExplorerServer, screenshots: Path
) -> None:
    sentence = HANZI[:7]
    translate_in_page(page, server, "zh-bahdanau", sentence)
    page.wait_for_function("document.fonts.status === 'loaded'")
    chips = "".join(page.locator(".chip[data-kind=source]").all_inner_texts())
    assert chips.replace("▁", "") == sentence
    assert page.evaluate(DISTINCT_GLYPHS, sentence) == len(sentence)  # no tofu boxes
    page.screenshot(path=str(screenshots / "chinese.png"), full_page=True)

    long = " ".join("abcdefghij"[(i * 7) % 10] for i in range(200))
    page.select_option("#translate-run", value=str(RUN_IDS["bahdanau"]))
    page.fill("#sentence", long)
    page.click("#translate-button")
    page.wait_for_selector("p.meta:has-text('200 source tokens')")
    heatmap = page.locator("[data-testid=translate-heatmap]")
    heatmap.wait_for()
    cell = float(heatmap.get_attribute("data-cell"))
    width = heatmap.bounding_box()["width"]
    assert cell >= 8 and width >= 200 * cell  # every column drawn, the box scrolls
    scroller_width = page.locator(".heatmap-scroll").first.bounding_box()["width"]
    assert scroller_width <= VIEWPORT["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    page.screenshot(path=str(screenshots / "long.png"))
    assert math.isfinite(cell)


@pytest.mark.skipif(cjk_font_path() is None, reason="no CJK font installed: the page serves none")
def test_the_page_fetches_its_own_characters_and_the_whole_font_only_for_others(
    page: Any, server: ExplorerServer
) -> None:
    fonts: list[str] = []
    page.on("request", lambda request: fonts.append(urllib.parse.urlsplit(request.url).path))
    page.goto(server.url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.wait_for_load_state("load")
    page.select_option("#language", "zh")  # every string of the interface in Chinese
    page.wait_for_function("document.fonts.status === 'loaded'")
    assert [path for path in fonts if path.startswith("/font/")] == ["/font/cjk-page"]
    assert loaded_faces(page) == ["attnlab CJK"]
    own = cjk_characters(page.content())
    assert page.evaluate(DISTINCT_GLYPHS, own[:40]) == 40  # drawn by it, not boxes

    rare = "鑫淼犇骉"  # in no string of the page: the whole font, fetched as they are typed
    assert not set(rare) & set(own)
    page.type("#sentence", rare)
    page.wait_for_function("document.fonts.status === 'loaded'")
    assert [path for path in fonts if path.startswith("/font/")] == ["/font/cjk-page", "/font/cjk"]
    assert loaded_faces(page) == ["attnlab CJK", "attnlab CJK all"]
    assert page.evaluate(DISTINCT_GLYPHS, rare) == len(rare)
    typed = page.locator("#sentence").screenshot()
    page.fill("#sentence", rare[::-1])  # boxes would all look alike: reversed, the same image
    assert page.locator("#sentence").screenshot() != typed
    page.fill("#sentence", rare)  # drawn again with the font loaded: no box left from before
    assert page.locator("#sentence").screenshot() == typed


def loaded_faces(page: Any) -> list[str]:
    """The families of the page's own font faces that the browser has loaded."""
    return sorted(
        page.evaluate(
            """[...document.fonts].filter((face) => face.status === "loaded")
                .map((face) => face.family.replaceAll('"', ""))"""
        )
    )


def test_refusals_are_shown_to_the_user(page: Any, server: ExplorerServer) -> None:
    page.goto(server.url)
    page.wait_for_selector("#translate-run option", state="attached")
    page.fill("#sentence", "a " * (MAX_SOURCE_TOKENS + 50))
    page.click("#translate-button")
    page.wait_for_selector("#status.error")
    assert f"{MAX_SOURCE_TOKENS + 50} source tokens" in page.inner_text("#status")
    assert f"at most {MAX_SOURCE_TOKENS}" in page.inner_text("#status")
    page.fill("#sentence", SENTENCE)
    page.keyboard.press("Enter")  # Enter in the sentence box translates
    page.wait_for_selector("[data-testid=translation-text]")
    assert page.inner_text("#status") == ""
