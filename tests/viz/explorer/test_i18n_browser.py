"""The explorer in Chinese and English, in a real Chromium: the switch changes every visible
string and shows no raw key; the browser's language is the default, the choice is remembered;
layers and heads count from 1; the Heads and Compare views say plainly what they need; in
Chinese no view shows English but names, formulas are typeset (KaTeX), the BLEU signature is
said in words, the Translate view says where the models fail, and at 820 px the run lists
show whole labels. $ATTNLAB_SCREENSHOTS keeps the Chinese screenshots (docs/images/ holds a set)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from explorer_runs import CORPUS, HANZI, RUN_IDS

from attnlab.locales import load, placeholders
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.server import ExplorerServer
from tests.chinese import latin_words

VIEWPORT = {"width": 1280, "height": 900}
RAW_KEY = re.compile(r"\b(?:page|steps|playground|glossary|warning)\.[a-z_.]+\b")


def console_errors(page: Any) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return errors


@pytest.fixture
def open_page(browser: Any) -> Iterator[Any]:
    """open_page(url, locale) -> a page in a browser context of that language."""
    contexts, errors = [], []

    def opener(url: str, locale: str = "en-US") -> Any:
        context = browser.new_context(viewport=VIEWPORT, locale=locale)
        contexts.append(context)
        page = context.new_page()
        errors.append(console_errors(page))
        page.goto(url)
        page.wait_for_selector("#translate-run option", state="attached")
        return page

    yield opener
    for context in contexts:
        context.close()
    assert not [e for page_errors in errors for e in page_errors]


def translate(page: Any, run: str, sentence: str) -> None:
    page.select_option("#translate-run", str(RUN_IDS[run]))
    page.check("input[name=decoding][value=greedy]")  # the page's default is beam 5
    page.fill("#sentence", sentence)
    page.click("#translate-button")
    page.wait_for_selector("[data-testid=translation-text]")


def visible_text(page: Any) -> str:
    return str(page.inner_text("body"))


# English strings that Chinese must replace: whole strings without placeholders, not shared
EN, ZH = load("en"), load("zh")
MINE = ("page.", "steps.", "playground.", "glossary.", "warning.")  # other views test their own
ENGLISH_ONLY = {
    text
    for key, text in EN.items()
    if key.startswith(MINE) and text != ZH[key] and not placeholders(text) and len(text) > 3
} - {EN["page.language_name"]}  # the switch names each language in its own


def english_left(text: str) -> set[str]:
    """The English-only strings in ``text`` as whole words: "Sentence" is not in
    "SentencePiece", nor "length" in a command's "--by-length"."""
    return {e for e in ENGLISH_ONLY if re.search(rf"(?<![\w-]){re.escape(e)}(?![\w-])", text)}


@pytest.mark.slow
def test_the_switch_changes_every_visible_string(
    open_page: Any, server: ExplorerServer, screenshots: Path
) -> None:
    page = open_page(server.url)
    assert page.get_attribute("html", "lang") == "en"
    translate(page, "zh-bahdanau", HANZI[:5])
    views = ("translate", "steps", "playground", "heads", "compare", "data")
    english: dict[str, str] = {}
    for view in views:
        page.click(f"#tab-{view}")
        page.wait_for_timeout(150)
        english[view] = visible_text(page)
    shown = set().union(*(english_left(text) for text in english.values()))
    assert len(shown) > 40, shown  # the English page shows many of the table's strings
    page.select_option("#language", "zh")
    assert page.get_attribute("html", "lang") == "zh-CN"
    page.click("#glossary-button")
    for view in views:
        page.click(f"#tab-{view}")
        page.wait_for_selector(f"#panel-{view}:not([hidden])")
        page.wait_for_timeout(150)
        text = visible_text(page)
        assert english_left(text) == set(), view
        assert RAW_KEY.findall(text) == [], view
        assert ZH[f"page.tab_{view}"] in text
    page.click("#tab-translate")
    page.wait_for_selector(f"text={ZH['page.weights']}")
    page.screenshot(path=str(screenshots / "zh-translate.png"))
    glossary = page.inner_text("[data-testid=glossary]")
    for term in ("log p", "▁", "<s>", "</s>", "注释向量", "最上层"):
        assert term in glossary
    # Chosen once, remembered: a reload comes back in Chinese
    page.reload()
    page.wait_for_selector("#translate-run option", state="attached")
    assert page.input_value("#language") == "zh"
    assert page.inner_text("#tab-steps") == ZH["page.tab_steps"]


def test_the_browser_language_is_the_default(open_page: Any, server: ExplorerServer) -> None:
    chinese = open_page(server.url, locale="zh-CN")
    assert chinese.input_value("#language") == "zh"
    assert chinese.inner_text("#tab-playground") == ZH["page.tab_playground"]
    assert chinese.get_attribute("#sentence", "placeholder") == ZH["page.sentence_placeholder"]
    english = open_page(server.url, locale="fr-FR")  # no French: English
    assert english.inner_text("#tab-playground") == EN["page.tab_playground"]


def formulas(page: Any, selector: str = "body") -> list[str]:
    """The TeX of every formula KaTeX typeset in ``selector`` (its MathML keeps the source)."""
    tex: list[str] = page.locator(f"{selector} .katex annotation").all_text_contents()
    return tex


def test_four_steps_in_chinese_with_every_number(
    open_page: Any, server: ExplorerServer, screenshots: Path
) -> None:
    page = open_page(server.url, locale="zh-CN")
    translate(page, "zh-bahdanau", HANZI[:6])
    page.click("#tab-steps")
    page.wait_for_selector("[data-testid=softmax-table]")
    text = visible_text(page)
    for term in (
        "查询",
        "键",
        "注意力分数",
        "注意力权重",
        "上下文向量",
        "注释向量",
        "前向",
        "后向",
    ):
        assert term in text, term
    # the formulas typeset, as the chapter writes them: h_j = [→h_j; ←h_j], U_a h_j, v_a
    tex = formulas(page, "#panel-steps")
    for formula in (r"s_{t-1}", r"k_j = U_a h_j + b_a", r"v_a^\top", r"\dfrac{\exp(e_j)}"):
        assert any(formula in t for t in tex), formula
    assert r"h_j = [\overrightarrow h_j; \overleftarrow h_j]" in tex
    assert page.locator("#panel-steps .katex-error").count() == 0
    assert "\\(" not in text and not re.search(r"\b(?:fwd|bwd)_", text)  # no TeX left as text
    # exp(e_j) / Σ exp(e_k) is the weight the model used: checkable from the page's numbers
    rows = page.locator("[data-testid=softmax-table] tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.querySelectorAll('td[data-value]')]"
        ".map(c => Number(c.dataset.value)))"
    )
    exps = [row[1] for row in rows]
    for score, exp, weight in rows:
        assert exp == pytest.approx(2.718281828459045**score, rel=1e-12)
        assert weight == pytest.approx(exp / sum(exps), abs=1e-6)
    values = page.locator("[data-testid=values-table] tbody tr").count()
    assert values == len(rows) == page.locator("[data-testid=keys-table] tbody tr").count()
    page.screenshot(path=str(screenshots / "zh-four-steps.png"), full_page=True)


def test_layers_and_heads_count_from_one(open_page: Any, server: ExplorerServer) -> None:
    page = open_page(server.url)
    translate(page, "transformer", "a b c d")
    page.click("#tab-steps")
    page.select_option("#steps-run", str(RUN_IDS["transformer"]))
    page.wait_for_selector("[data-testid=scores-table]")
    assert page.locator("#steps-layer option").all_inner_texts() == ["layer 1", "layer 2"]
    assert page.locator("#steps-layer option:checked").inner_text() == "layer 2"  # the last
    assert "head 1 of decoder layer 2's cross-attention" in visible_text(page)
    page.click("#tab-heads")
    page.wait_for_selector("#heads-body h2")
    assert page.inner_text("#heads-body h2").startswith("Layer 2 of 2")


def test_heads_and_compare_say_what_they_need(
    open_page: Any, run_dirs: dict[str, Path], screenshots: Path
) -> None:
    explorer = Explorer.from_dirs([str(run_dirs["bahdanau"])])
    live, _ = start_server(explorer)
    try:
        page = open_page(live.url)
        page.click("#tab-heads")
        notice = page.locator("[data-testid=no-heads]")
        assert "configs/tatoeba-transformer.yaml" in notice.inner_text()
        assert not page.is_visible("#heads-layer") and not page.is_visible("#heads-head")
        page.click("#tab-compare")
        assert "runs/tatoeba-fixed-context" in page.inner_text("[data-testid=compare-needs-two]")
        page.select_option("#language", "zh")
        page.click("#tab-heads")
        assert page.inner_text("[data-testid=no-heads]") == ZH["page.no_heads"]
        # Closed before the server stops: a request still in flight (under load) would meet a
        # closed port, and the fixture would count its refusal as the page's error.
        page.context.close()
    finally:
        live.shutdown()
        live.server_close()


def test_input_warnings_are_worded_in_the_pages_language(
    open_page: Any, server: ExplorerServer
) -> None:
    """The server's warnings (session.input_warnings: code + params) in the page's words. The
    tiny runs' source language has no known script, so the answer gets one warning added."""
    warning = {"code": "wrong_script", "lang": "zh", "expected": "Han", "found": "Latin"}

    def add_warning(route: Any) -> None:
        answer = route.fetch().json()
        route.fulfill(json={**answer, "warnings": [warning]})

    page = open_page(server.url, locale="zh-CN")
    page.route("**/api/translate", add_warning)
    translate(page, "zh-bahdanau", "hello world")
    shown = page.inner_text("[data-testid=translation-warning]")
    scripts = {"expected": "汉字", "found": "拉丁字母"}  # the scripts named in Chinese too
    assert shown == ZH["warning.wrong_script"].format(**{**warning, **scripts})
    page.select_option("#language", "en")
    shown = page.inner_text("[data-testid=translation-warning]")
    assert shown == EN["warning.wrong_script"].format(**warning)


def test_long_sentences_colour_each_row_to_its_maximum(
    open_page: Any, server: ExplorerServer
) -> None:
    """Past ROW_SCALE_FROM source tokens a fixed 0-1 scale is nearly black: per-row is the
    default there (the legend says "row max"), a short sentence keeps the 0-1 scale."""
    page = open_page(server.url)
    translate(page, "bahdanau", "a b c d")
    assert not page.is_checked("#row-scale")
    translate(page, "bahdanau", " ".join("abcdefghij"[i % 10] for i in range(40)))
    page.wait_for_selector("p.meta:has-text('40 source tokens')")
    assert page.is_checked("#row-scale")
    assert "row max" in page.inner_text("#translate-body .legend")


def test_runs_are_described_in_the_pages_language(open_page: Any, server: ExplorerServer) -> None:
    # the families' titles and the terms of their summaries, from family.json; numbers kept
    page = open_page(server.url, "zh-CN")
    options = page.locator("#translate-run option").all_inner_texts()
    assert options[RUN_IDS["fixed_context"]].endswith("固定上下文编码器-解码器（无注意力）")
    assert options[RUN_IDS["bahdanau"]].endswith("RNNsearch（Bahdanau 注意力）")
    page.select_option("#translate-run", str(RUN_IDS["bahdanau"]))
    described = page.inner_text("#translate-run-description")
    assert described.startswith("RNNsearch（Bahdanau 注意力）；GRU ") and described.endswith(
        "，加性打分"
    )
    page.select_option("#translate-run", str(RUN_IDS["transformer"]))
    described = page.inner_text("#translate-run-description")
    assert "2 层，D=" in described and "4 个头" in described and "层归一化" in described
    page.click("#tab-data")  # the report's split and length unit too
    page.wait_for_selector("[data-testid=bleu-chart] g.series")
    data = page.inner_text("#panel-data")
    assert "测试集" in data and "源句长度 (词)" in data
    assert not re.search(r"\b(?:test|words|characters)\b", data), data
    page.select_option("#language", "en")  # the switch rewords the run lists too
    page.click("#tab-translate")
    page.select_option("#translate-run", str(RUN_IDS["fixed_context"]))
    assert page.inner_text("#translate-run-description").startswith(
        "fixed-context encoder-decoder (no attention); GRU "
    )
    assert (
        page.locator("#compare-left-run option")
        .all_inner_texts()[0]
        .endswith("RNNsearch (Bahdanau attention)")
    )


def test_family_words_in_english_are_the_familys_own() -> None:
    # the built-in families' titles live in the Family and in family.json: the same words
    from attnlab.models.registry import get_family

    for name in ("fixed_context", "bahdanau", "luong", "transformer"):
        assert EN[f"family.{name}.title"] == get_family(name).title


def text_without_code(page: Any, selector: str) -> str:
    """The visible text, less commands and paths (<code>), which are quoted as they run, and
    formulas (KaTeX's .katex), which are symbols: ``formulas`` reads those."""
    return str(
        page.eval_on_selector(
            selector,
            "panel => { const copy = panel.cloneNode(true); "
            "copy.querySelectorAll('code, .katex').forEach((c) => c.remove()); "
            "document.body.append(copy); const text = copy.innerText; copy.remove(); "
            "return text; }",
        )
    )


# The Latin words the Chinese page may show, from names: the papers' models and their
# authors, the recurrent and convolutional cells, the tools (the word aligner, eflomal, among
# them) and the data, the keys of the keyboard, the functions a formula or the softmax line
# names in words (Luong's "score" function among them), Luong's score names as his paper gives
# them, the special tokens the page quotes (<pad>, <unk>), Kendall's tau, and what the model
# writes for 李明 in the Translate view's note on where the models fail. The runs', their
# corpus's and the models' output are added where they are known; anything else is English to
# translate.
NAMES = {
    "RNNsearch", "Bahdanau", "Luong", "Transformer", "GRU", "LSTM", "RNN", "CNN",
    "SentencePiece", "sacreBLEU", "Tatoeba", "attnlab", "BLEU", "chrF", "WMT", "Unicode", "eflomal",
    "Home", "End", "Enter", "Tab", "Shift",
    "softmax", "exp", "tanh", "log", "score", "general", "concat", "dot",
    "pad", "unk", "Kendall", "tau",
    "Libration",
}  # fmt: skip
# The TeX commands a formula is made of (\alpha, \overrightarrow): not words of the page
TEX_COMMAND = re.compile(r"\\[A-Za-z]+")
# What the page quotes of the data: sacreBLEU's signature, a config key
SIGNATURE = re.compile(r"nrefs:|tok:|smooth:|version:")
CONFIG_KEY = re.compile(r"(?<![\w/.-])(?:train|model|data|decode)\.[a-z_]+")


def tatoeba_runs(route: Any) -> None:
    """/api/runs as if every run were trained on Tatoeba, as the shipped models are."""
    runs = route.fetch().json()
    route.fulfill(json=[{**run, "corpus": "tatoeba-zh-en"} for run in runs])


def test_every_view_in_chinese_shows_no_english_but_names_and_output(
    open_page: Any, server: ExplorerServer, run_dirs: dict[str, Path]
) -> None:
    page = open_page(server.url, "zh-CN")
    page.route("**/api/runs", tatoeba_runs)  # the note on where the models fail shows too
    page.reload()
    page.wait_for_selector("#translate-run option", state="attached")
    translate(page, "zh-bahdanau", HANZI[:5])
    assert page.is_visible("[data-testid=model-limits]")
    output = latin_words(page.inner_text("[data-testid=translation-text]"))
    names = {part for name in run_dirs for part in re.split(r"[_-]", name)} | set(run_dirs)
    names |= latin_words(CORPUS) | NAMES  # the runs' corpus, by its name
    page.click("#glossary-button")  # open above every view
    left: dict[str, set[str]] = {}
    for view in ("translate", "steps", "playground", "heads", "compare", "data", "explain"):
        page.click(f"#tab-{view}")
        page.wait_for_selector(f"#panel-{view}:not([hidden])")
        if view == "explain":  # drawn once its answer is in (seconds)
            page.wait_for_selector("[data-testid=explain-summary]", timeout=60_000)
        page.wait_for_timeout(300)
        text = text_without_code(page, f"#panel-{view}") + text_without_code(page, "#glossary")
        shown = set(page.locator("#panel-playground .labels-input").evaluate_all(
            "inputs => inputs.flatMap((i) => i.value.split(/\\s+/))"))  # fmt: skip
        # "annotation" at most once: beside 注释向量, where the glossary defines it
        once = {"annotation"} if text.count("annotation") <= 1 else set()
        found = latin_words(text) - output - names - shown - once
        for tex in formulas(page, f"#panel-{view}") + formulas(page, "#glossary"):
            found |= latin_words(TEX_COMMAND.sub(" ", tex)) - names
        found |= set(SIGNATURE.findall(text)) | set(CONFIG_KEY.findall(text))
        if found:
            left[view] = found
    assert not left, "; ".join(f"{view}: {sorted(words)}" for view, words in left.items())


def test_the_bleu_signature_is_said_in_words(open_page: Any, server: ExplorerServer) -> None:
    """sacreBLEU's signature in the Data view: what it says (references, case, tokenizer,
    version) in the page's words; the signature itself only in the line's tooltip."""
    page = open_page(server.url, "zh-CN")
    page.click("#tab-data")
    page.select_option("#data-run", str(RUN_IDS["bahdanau"]))
    line = page.locator("[data-testid=bleu-signature]")
    line.wait_for()
    raw = line.get_attribute("title") or ""
    signature = raw.rsplit("：", 1)[1]
    fields = dict(part.split(":") for part in signature.split("|"))
    assert set(fields) >= {"nrefs", "case", "tok", "version"}
    said = line.inner_text()
    parts = [ZH[f"page.signature_case_{fields['case']}"], ZH[f"page.signature_tok_{fields['tok']}"]]
    assert said.startswith(f"BLEU 由 sacreBLEU {fields['version']} 计算：")
    assert all(part in said for part in parts) and not SIGNATURE.search(said), said
    page.select_option("#language", "en")
    said = page.locator("[data-testid=bleu-signature]", has_text="BLEU computed by").inner_text()
    assert EN[f"page.signature_tok_{fields['tok']}"] in said and not SIGNATURE.search(said)


def test_the_translate_view_says_where_the_models_fail(
    open_page: Any, server: ExplorerServer
) -> None:
    """Beside the sentence box, for a run trained on Tatoeba (the shipped models): names,
    numbers past 十, long sentences, why, and what the attention shows; a run trained on other
    data does not say it."""
    page = open_page(server.url, "zh-CN")
    assert not page.is_visible("[data-testid=model-limits]")  # the tiny runs: synthetic data
    page.route("**/api/runs", tatoeba_runs)
    page.reload()
    page.wait_for_selector("#translate-run option", state="attached")
    translate(page, "zh-bahdanau", HANZI[:5])
    note = page.inner_text("[data-testid=model-limits]")
    assert note == ZH["page.limits_title"] + ZH["page.limits"]
    for said in ("人名", "李明", "大于十的数字", "长", "Tatoeba", "日常", "片段", "分散"):
        assert said in note, said
    assert latin_words(note) <= {"Tatoeba", "Libration"}
    page.select_option("#language", "en")
    note = page.inner_text("[data-testid=model-limits]")
    assert note == EN["page.limits_title"].strip() + " " + EN["page.limits"]
    for said in ("names", "numbers past 十", "long", "Tatoeba", "one by one", "spread"):
        assert said in note, said


def test_run_lists_show_whole_labels_in_a_narrow_window(
    browser: Any, server: ExplorerServer, screenshots: Path
) -> None:
    """At 820 px the run selectors are as wide as their longest label (no label cut off:
    "rnnsearch — RNNsearch（Bahdanau 注意力" was), and inside the window."""
    context = browser.new_context(viewport={"width": 820, "height": 900}, locale="zh-CN")
    try:
        page = context.new_page()
        page.goto(server.url)
        page.wait_for_selector("#translate-run option", state="attached")
        for view in ("translate", "steps", "compare", "data", "explain"):
            page.click(f"#tab-{view}")
            widths = page.eval_on_selector_all(
                f"#panel-{view} select.run-select",
                "selects => selects.map((s) => { const shown = s.getBoundingClientRect();"
                " s.style.maxWidth = 'none'; const whole = s.getBoundingClientRect().width;"
                " s.style.maxWidth = ''; return [s.id, shown.width, whole, shown.right]; })",
            )
            assert widths, view
            for name, shown, whole, right in widths:
                assert shown >= whole - 0.5 and right <= 820, (view, name, shown, whole)
        labels = page.locator("#translate-run option").all_inner_texts()
        assert any(label.endswith("RNNsearch（Bahdanau 注意力）") for label in labels)
        page.screenshot(path=str(screenshots / "zh-820.png"))
    finally:
        context.close()


def test_the_image_tab_in_chinese_shows_no_english_but_names(
    open_page: Any, server: ExplorerServer
) -> None:
    page = open_page(server.url, "zh-CN")
    page.click("#tab-image")
    page.wait_for_selector("#panel-image:not([hidden]) .empty")
    assert latin_words(text_without_code(page, "#panel-image")) - NAMES == set()
