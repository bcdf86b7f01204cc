"""The learning-path notebooks (examples/notebooks/): committed as make_notebooks.py writes
them, outputs cleared; executed by a real kernel (nbclient, quick mode) with every claim an
assert; their inline views offline and in the notebook's language; and the executed notebook,
as HTML, drawing its views in Chromium."""

from __future__ import annotations

import html
import importlib.util
import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbclient  # the dev extra's, with nbformat and ipykernel (the "python3" kernel)
import nbformat
import pytest
import torch

from attnlab import locales, masks, notebook, walkthrough
from attnlab.cli import main
from attnlab.functional import masked_softmax

ROOT = Path(__file__).parents[1]
FOLDER = ROOT / "examples" / "notebooks"
spec = importlib.util.spec_from_file_location("make_notebooks", FOLDER / "make_notebooks.py")
assert spec is not None and spec.loader is not None
make_notebooks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_notebooks)

# Every view of attnlab.notebook, as the page names its tab; each notebook shows them all.
VIEWS = {"playground", "translate", "steps", "heads", "compare", "explain"}
FRAME = re.compile(r'<iframe class="attnlab-view" data-view="(\w+)"[^>]* srcdoc="([^"]*)"')
# What would reach the network: a script, style, font or image from an http(s) URL.
REMOTE = re.compile(r"""(?:src|href)\s*=\s*["']?\s*https?:|url\(\s*["']?\s*https?:|@import""")
SECONDS = 180  # per notebook; about 30 s each on 2 busy cores


@pytest.fixture(scope="module")
def executed() -> Iterator[dict[str, Any]]:
    """Each notebook executed in a fresh kernel, with its seconds."""
    saved = dict(os.environ)
    # the test suite's short training; the kernel imports this checkout's attnlab
    os.environ["ATTNLAB_NOTEBOOK_QUICK"] = "1"
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), saved.get("PYTHONPATH", "")])
    found: dict[str, Any] = {}
    try:
        for lang, path in make_notebooks.NOTEBOOKS.items():
            notebook = nbformat.read(path, as_version=4)
            started = time.monotonic()
            client = nbclient.NotebookClient(
                notebook,
                timeout=SECONDS,
                kernel_name="python3",
                resources={"metadata": {"path": str(ROOT)}},
            )
            client.execute()
            found[lang] = {"notebook": notebook, "seconds": time.monotonic() - started}
    finally:
        os.environ.clear()
        os.environ.update(saved)
    yield found


def code_cells(notebook: Any) -> list[Any]:
    return [cell for cell in notebook.cells if cell.cell_type == "code"]


def views_of(notebook: Any) -> dict[str, tuple[str, dict[str, Any]]]:
    """view -> (its page, the data embedded in it), from the notebook's HTML outputs."""
    views = {}
    for cell in code_cells(notebook):
        for output in cell.outputs:
            for view, srcdoc in FRAME.findall(output.get("data", {}).get("text/html", "")):
                page = html.unescape(srcdoc)
                data = re.search(
                    r'<script type="application/json" id="attnlab-data">(.*?)</script>', page, re.S
                )
                assert data is not None
                views[view] = (page, json.loads(data.group(1)))
    return views


@pytest.mark.parametrize("lang", sorted(make_notebooks.NOTEBOOKS))
def test_committed_notebooks_are_the_generated_ones_with_outputs_cleared(lang: str) -> None:
    committed = nbformat.read(make_notebooks.NOTEBOOKS[lang], as_version=4)
    assert nbformat.writes(committed) == nbformat.writes(make_notebooks.build(lang))
    for cell in code_cells(committed):
        assert cell.outputs == [] and cell.execution_count is None


@pytest.mark.slow
def test_notebooks_run_in_seconds_and_every_claim_is_an_assert(executed: dict[str, Any]) -> None:
    for lang, run in executed.items():
        assert run["seconds"] < SECONDS, (lang, run["seconds"])
        for cell in code_cells(run["notebook"]):
            errors = [o for o in cell.outputs if o.output_type == "error"]
            if "raises-exception" in cell.metadata.get("tags", []):
                # bad input: one line, the library's words in the notebook's language
                message = locales.translate(lang, "page.no_attention", run="fixed-context")
                assert [e.traceback for e in errors] == [
                    [f"attnlab.notebook.show: error: {message}"]
                ]
                continue
            assert not errors, cell.source
            source = cell.source
            shows = source.startswith("notebook.") or source.endswith(("plt.show()", ", LANG)"))
            assert "assert " in source or shows or "LANG = " in source, source


def test_inline_views_are_offline_and_in_the_notebooks_language(executed: dict[str, Any]) -> None:
    for lang, run in executed.items():
        views = views_of(run["notebook"])
        assert set(views) == VIEWS
        for view, (page, data) in views.items():
            assert data["inline"] is True and data["view"] == view and data["language"] == lang
            assert not REMOTE.findall(page), (view, REMOTE.findall(page)[:3])
            imports = re.search(r'<script type="importmap">(.*?)</script>', page, re.S)
            assert imports is not None
            assert all(
                url.startswith("data:") for url in json.loads(imports.group(1))["imports"].values()
            )
            assert "<script src" not in page and "<link" not in page
        # each page holds what its view draws, computed as `attnlab export` computes it
        runs = {view: [r["name"] for r in data["runs"]] for view, (_, data) in views.items()}
        assert runs["compare"] == ["fixed-context", "rnnsearch"] and views["compare"][1][
            "pair"
        ] == [0, 1]
        assert runs["heads"] == ["transformer"] and runs["playground"] == []
        steps, translate = views["steps"][1], views["translate"][1]
        target = translate["translations"]["0|5"]["target_tokens"]
        assert len(steps["steps"]) == len(target) and translate["steps"] == {}
        assert views["explain"][1]["explanations"]["0|5"]["target_tokens"] == target


def notebook_page(notebook: Any) -> str:
    """The executed notebook as one HTML page: its cells' sources and outputs, as Jupyter's
    HTML export lays them out (HTML outputs as they are)."""
    parts = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            parts.append(f'<div class="cell markdown"><pre>{html.escape(cell.source)}</pre></div>')
            continue
        outputs = []
        for output in cell.outputs:
            data = output.get("data", {})
            if "text/html" in data:
                outputs.append(data["text/html"])
            elif "image/png" in data:
                outputs.append(f'<img src="data:image/png;base64,{data["image/png"]}">')
            elif output.output_type == "stream":
                outputs.append(f"<pre>{html.escape(output.text)}</pre>")
            elif output.output_type == "error":
                outputs.append(
                    f'<pre class="error">{html.escape(chr(10).join(output.traceback))}</pre>'
                )
        parts.append(
            f'<div class="cell code"><pre class="input">{html.escape(cell.source)}</pre>'
            f'<div class="output">{"".join(outputs)}</div></div>'
        )
    style = (
        "body { font-family: sans-serif; max-width: 1100px; margin: 1rem auto; }"
        ".cell { margin: 0.8rem 0; } .input { background: #f5f5f5; padding: 0.5rem; }"
        ".error { background: #fdd; padding: 0.4rem; }"
    )
    return (
        f'<!doctype html><meta charset="utf-8"><style>{style}</style><body>{"".join(parts)}</body>'
    )


def padded_weights() -> torch.Tensor:
    """Step 2 of the notebooks: the chapter's queries over its keys, the 4th masked."""
    query, key = torch.tensor(walkthrough.QUERIES), torch.tensor(walkthrough.KEYS)
    visible = masks.padding_mask(torch.tensor([walkthrough.NUM_WORDS]), max_len=len(key))[0, 0]
    return masked_softmax(query @ key.T, visible)  # (T, S)


# what each view draws, to wait for inside its frame
DRAWN = {
    "translate": "[data-testid=translate-heatmap][data-cell]",
    "steps": "#steps-body[data-step='0'] [data-testid=scores-table]",
    "heads": "[data-testid=heads-cross][data-cell]",
    "compare": "[data-testid=compare-right-heatmap][data-cell]",
    "playground": "[data-testid=pg-exp-sum]",
    "explain": "[data-testid=explain-attribution][data-cell]",
}


def test_executed_notebook_as_html_draws_its_views_offline(
    browser: Any, executed: dict[str, Any], tmp_path: Path, screenshots: Path
) -> None:
    notebook = executed["zh"]["notebook"]
    path = tmp_path / "learning-path-zh.html"
    path.write_text(notebook_page(notebook), encoding="utf-8")
    translation = views_of(notebook)["translate"][1]["translations"]["0|5"]
    context = browser.new_context(viewport={"width": 1100, "height": 900}, offline=True)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        page.goto(path.as_uri())
        frames = page.locator("iframe.attnlab-view")
        assert frames.count() == len(VIEWS)
        for index in range(frames.count()):
            element = frames.nth(index)
            view = element.get_attribute("data-view")
            frame = element.element_handle().content_frame()
            assert frame is not None and view is not None
            frame.wait_for_selector(DRAWN[view])
            assert frame.evaluate("document.documentElement.lang") == "zh-CN"
            assert (
                frame.evaluate("getComputedStyle(document.querySelector('.tabs')).display")
                == "none"
            )
            visible = frame.evaluate(
                "[...document.querySelectorAll('.panel')].filter((p) => !p.hidden).map((p) => p.id)"
            )
            assert visible == [f"panel-{view}"]
            # the frame fits its view, shorter or taller than the height it opened at (the page
            # sizes it: same origin)
            inner = frame.evaluate("Math.ceil(document.body.getBoundingClientRect().height)")
            assert abs(element.evaluate("(frame) => frame.clientHeight") - inner) <= 2, view
        translate = page.locator("iframe[data-view=translate]")
        frame = translate.element_handle().content_frame()
        assert frame is not None
        assert frame.inner_text("[data-testid=translation-text]") == translation["target"]
        # how sure the model is of each word, embedded in the page as the explorer computes it
        sure = views_of(notebook)["translate"][1]["confidences"]["0|5"]
        words = frame.locator("[data-testid=confidence-target]")
        assert words.all_inner_texts() == [w["text"] for w in sure["words"]]
        assert f"{sure['score']:.1f}" in frame.inner_text("[data-testid=confidence-score]")
        # one cell per source and target token, the first step's weights as its bars
        canvas = frame.locator("[data-testid=translate-heatmap]")
        cell, left, top = (
            float(canvas.get_attribute(f"data-{k}") or 0) for k in ("cell", "left", "top")
        )
        box = canvas.bounding_box()
        assert box is not None
        assert box["width"] == pytest.approx(
            left + len(translation["source_tokens"]) * cell + 2, abs=1
        )
        assert box["height"] == pytest.approx(
            top + len(translation["target_tokens"]) * cell + 2, abs=1
        )
        bars = frame.locator("[data-testid=target-bars] [data-weight]")
        weights = [
            float(bars.nth(i).get_attribute("data-weight") or "nan") for i in range(bars.count())
        ]
        assert weights == pytest.approx(translation["attention"]["cross"][0][0][0], abs=1e-6)
        # the playground holds step 2's matrices and computes, in the page, torch's weights
        playground = page.locator("iframe[data-view=playground]").element_handle().content_frame()
        assert playground is not None
        cells = playground.locator("[data-testid=pg-weights] td")
        shown = [
            float(cells.nth(i).get_attribute("data-value") or "nan") for i in range(cells.count())
        ]
        assert shown == pytest.approx(padded_weights().flatten().tolist(), abs=1e-6)
        compare = page.locator("iframe[data-view=compare]").element_handle().content_frame()
        assert (
            compare is not None
            and compare.locator("#compare-left [data-testid=no-attention]").count() == 1
        )
        page.wait_for_function("document.fonts.status === 'loaded'")
        cell_box = translate.locator("xpath=ancestor::div[contains(@class, 'cell')]")
        cell_box.screenshot(path=str(screenshots / "notebook-inline-view.png"))
    finally:
        context.close()
    assert all(url.startswith(("file:", "data:", "about:")) for url in requests), requests
    assert not errors, errors


def test_a_view_is_its_page_in_a_frame() -> None:
    view = notebook.playground("en")
    [(tab, srcdoc)] = FRAME.findall(view._repr_html_())
    assert tab == "playground" and html.unescape(srcdoc) == view.page  # quoted, not altered
    assert 'title="attnlab: Playground"' in view._repr_html_()
    # where HTML is not shown (a terminal, text/plain): a line, not the page
    size = len(view.page.encode()) // 1024
    assert repr(view) == f"<attnlab: Playground (en), a page of {size} KiB: .save(path) writes it>"


def test_bad_input_is_the_command_lines_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "no-such-run")
    assert main(["export", missing, "我", "-o", str(tmp_path / "page.html")]) == 2
    said = capsys.readouterr().err.strip().removeprefix("attnlab export: error: ")
    with pytest.raises(notebook.ViewError) as error:
        notebook.show(missing, "我")
    assert error.value._render_traceback_() == [f"attnlab.notebook.show: error: {said}"]
    with pytest.raises(notebook.ViewError, match="unknown language 'fr'"):
        notebook.playground("fr")


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_views_refuse_a_model_without_the_attention_they_draw(lang: str) -> None:
    with pytest.raises(notebook.ViewError) as error:
        notebook.show("fixed-context", "我喜欢喝茶。", lang=lang)
    message = locales.translate(lang, "page.no_attention", run="fixed-context")
    assert error.value._render_traceback_() == [f"attnlab.notebook.show: error: {message}"]
    with pytest.raises(notebook.ViewError) as error:
        notebook.heads("rnnsearch", "我喜欢喝茶。", lang=lang)
    message = locales.translate(lang, "notebook.no_heads", run="rnnsearch")
    assert str(error.value) == f"attnlab.notebook.heads: error: {message}"


def test_the_chinese_notebook_prints_and_draws_in_chinese(executed: dict[str, Any]) -> None:
    """What the zh notebook prints shows no English but names, symbols and the model's own
    English translation; its figures' words come from the zh locale, drawn in a CJK font."""
    notebook = executed["zh"]["notebook"]
    printed = "".join(
        output.text
        for cell in code_cells(notebook)
        for output in cell.outputs
        if output.output_type == "stream" and output.name == "stdout"
    )
    translation = next(line for line in printed.splitlines() if line.startswith("That "))
    names = {"fixed-context", "rnnsearch", "BLEU", "tensor", "True", "False", "softmax"}
    names |= {"transpose", "reshape"}  # PyTorch's functions, as the chapter names them
    symbols = re.compile(r"[A-Za-z](_[a-z])?|Dh")  # B, H, T, S, D, x, q, k, W_q ...
    words = set(re.findall(r"[A-Za-z][A-Za-z_\-]*", printed.replace(translation, "")))
    assert {w for w in words if w not in names and not symbols.fullmatch(w)} == set()
    assert "第" in printed and "句长" in printed and "积分梯度" in printed
    source = "\n".join(cell.source for cell in code_cells(notebook))
    assert "set_title(title" in source and 'ylabel=say("bleu_axis")' in source
    assert 'plt.rcParams["font.family"] = font_families' in source
    assert all(locales.translate("zh", key) for key in locales.load("zh") if ".cell_" in key)
