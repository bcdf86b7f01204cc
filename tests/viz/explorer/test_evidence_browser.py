"""The Evidence tab in a real headless Chromium: served, and from an exported page offline;
its demos redraw when their sliders move; a damaged file is a message in its view."""

from __future__ import annotations

import base64
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from explorer_runs import CONFIG, CORPUS, TRAIN
from test_evidence import COMMITTED, DEMOED, SUMMARIES

from attnlab.config import load_config
from attnlab.training.trainer import train
from attnlab.viz.explorer import Explorer, export_page
from attnlab.viz.explorer.evidence import EvidenceSource

VIEWPORT = {"width": 1280, "height": 900}
# What the heatmap canvas shows, as an image: it changes when the map drawn changes
CANVAS = "document.querySelector('[data-testid=frames-heatmap]').toDataURL()"


@pytest.fixture(scope="module")
def evidence(tmp_path_factory: pytest.TempPathFactory) -> EvidenceSource:
    """The committed results of the two experiments with demos, and one damaged file."""
    folder = tmp_path_factory.mktemp("evidence") / "results"
    # bottleneck: a resumed experiment; uniform-weights: its report in both languages
    for name in (*DEMOED, "bottleneck", "uniform-weights"):
        shutil.copytree(COMMITTED / name, folder / name)
    (folder / "scores").mkdir()
    (folder / "scores" / "scores.json").write_text("{ damaged", "utf-8")
    return EvidenceSource(folder, SUMMARIES)


@pytest.fixture(scope="module")
def one_run(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The page needs a run to start; one tiny one (about a second)."""
    run_dir = tmp_path_factory.mktemp("evidence-run") / "bahdanau"
    train(load_config(CONFIG, [f"--run_dir={run_dir}", f"--data.corpus={CORPUS}", *TRAIN]))
    return str(run_dir)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, errors


def open_evidence(page: Any, name: str) -> None:
    page.click("#tab-evidence")
    page.click(f".evidence-item[data-name={name}]")
    page.wait_for_selector(f"[data-testid=evidence-detail][data-name={name}]")


def slide(page: Any, selector: str, value: int) -> None:
    """Move a range input as a user's drag does: set it, then the input event."""
    page.eval_on_selector(
        selector,
        "(range, value) => { range.value = String(value); "
        "range.dispatchEvent(new Event('input', { bubbles: true })); }",
        value,
    )


def check_length_slider(page: Any) -> None:
    """The input-length slider of copy-reverse's view: a marker at L on every model's line and
    a readout of each one's numbers at L, equal to the record's; L moves with the slider."""
    record = json.loads((COMMITTED / "copy-reverse" / "copy-reverse.json").read_text())
    models = record["models"]
    lengths = [row["length"] for row in models["fixed context"]["by_length"]]
    markers = page.locator("[data-testid=length-demo] [data-testid=length-marker]")

    def shown_at(length: int) -> None:
        i = lengths.index(length)
        assert markers.count() == len(models)
        assert {markers.nth(k).get_attribute("data-length") for k in range(len(models))} == {
            str(length)
        }
        for name, model in models.items():
            row = model["by_length"][i]
            marker = page.locator(f"[data-testid=length-marker][data-model='{name}']")
            assert float(marker.get_attribute("data-value") or "nan") == row["sequence_accuracy"]
            cells = page.locator(f"[data-testid=length-readout] tr[data-model='{name}'] td")
            low, high = row["sequence_interval"]
            assert cells.all_inner_texts()[1:] == [
                f"{row['sequence_accuracy']:.2f}",
                f"[{low:.2f}, {high:.2f}]",
                f"{row['token_accuracy']:.2f}",
                str(row["count"]),
            ]
        assert f"L = {length}" in page.inner_text("[data-testid=length-demo] output")

    train_max = record["train_lengths"][-1]
    shown_at(train_max)  # the longest training length first
    assert "·" not in page.inner_text("[data-testid=length-demo] output")  # not past training
    first = page.get_attribute("[data-testid=length-cursor]", "x1")
    slide(page, "[data-testid=length-range]", lengths.index(16))
    shown_at(16)
    assert page.get_attribute("[data-testid=length-cursor]", "x1") != first
    # past training: the fixed context has fallen to nothing while RNNsearch still holds
    readout = "[data-testid=length-readout] tr[data-model='{}'] td[data-field=sequence_accuracy]"
    assert float(page.inner_text(readout.format("fixed context"))) < 0.05
    assert float(page.inner_text(readout.format("RNNsearch"))) > 0.1
    # the lengths beyond training are shaded: one grey band in the chart
    assert page.locator("[data-testid=length-chart] rect").count() == 1


def check_bleu_slider(page: Any) -> list[str]:
    """bottleneck's view: the same slider over source-length buckets, BLEU equal to the
    record's; its readout's model names as shown."""
    open_evidence(page, "bottleneck")
    record = json.loads((COMMITTED / "bottleneck" / "bottleneck.json").read_text())
    models = record["models"]
    labels = [row["label"] for row in models["RNNsearch-50"]["by_length"]]
    for i in (0, labels.index("40-49")):
        slide(page, "[data-testid=length-range]", i)
        assert page.get_attribute("[data-testid=length-cursor]", "data-length") == labels[i]
        for name, model in models.items():
            row = model["by_length"][i]
            marker = page.locator(f"[data-testid=length-marker][data-model='{name}']")
            assert float(marker.get_attribute("data-value") or "nan") == row["bleu"]
            cells = page.locator(f"[data-testid=length-readout] tr[data-model='{name}'] td")
            assert cells.all_inner_texts()[1:] == [
                f"{row['bleu']:.1f}",
                f"[{row['low_bleu']:.1f}, {row['high_bleu']:.1f}]",
                str(row["count"]),
            ]
    assert page.locator("[data-testid=length-chart] rect").count() == 0  # no training lengths
    names = page.locator("[data-testid=length-readout] tbody td:first-child").all_inner_texts()
    return [name.strip() for name in names]


def check_path_slider(page: Any) -> None:
    """path-length's view: the slider over distances, each model's dependence and accuracy
    equal to the record's, the lecture's path length beside them; past its reach the cnn's
    dependence is exactly 0, drawn on the chart's floor."""
    open_evidence(page, "path-length")
    record = json.loads((COMMITTED / "path-length" / "path-length.json").read_text())
    distances, models = record["distances"], record["models"]
    demo = "[data-testid=length-demo][data-kind=relative]"
    floor = None
    for distance in (distances[0], 16, distances[-1]):
        i = distances.index(distance)
        slide(page, f"{demo} [data-testid=length-range]", i)
        assert page.get_attribute(f"{demo} [data-testid=length-cursor]", "data-length") == str(
            distance
        )
        for name, model in models.items():
            marker = page.locator(f"{demo} [data-testid=length-marker][data-model='{name}']")
            assert (
                float(marker.get_attribute("data-value") or "nan")
                == (model["untrained"][i]["relative"])
            )
            cells = page.locator(f"{demo} tr[data-model='{name}'] td")
            shown = dict(zip(["relative", "interval", "accuracy", "accuracy_interval", "path"],
                             cells.all_inner_texts()[1:], strict=True))  # fmt: skip
            assert shown["path"] == record["lecture_paths"][name]
            trained = model["trained"][i]
            assert shown["accuracy"] == f"{trained['accuracy']:.2f}"
            if name == "cnn" and distance == distances[-1]:
                assert shown["relative"] == "0"  # beyond its receptive field: nothing
                floor = float(marker.get_attribute("cy") or "nan")
    lowest = max(
        float(page.locator(f"{demo} [data-testid=length-marker]").nth(k).get_attribute("cy") or 0)
        for k in range(len(models))
    )
    assert floor == lowest  # the cnn's 0 sits on the floor, below every other model


def check_decay_play(page: Any) -> str:
    """path-length's decay, played: each press of play walks t up from where it stands, every
    layer's number at t is the record's, the chain is lit up to t; moved by hand, it stops.
    Returns the demo's visible text."""
    open_evidence(page, "path-length")
    record = json.loads((COMMITTED / "path-length" / "path-length.json").read_text())
    cells, steps = record["decay"]["cells"], record["decay"]["steps"]
    demo = "[data-testid=decay-demo]"
    label = f"{demo} output"
    slide(page, f"{demo} [data-testid=decay-range]", 1)
    assert page.inner_text(label) == "t = 1"
    page.click(f"{demo} [data-testid=decay-play]")
    page.wait_for_function(f"document.querySelector('{label}').textContent !== 't = 1'")
    page.click(f"{demo} [data-testid=decay-play]")  # pause
    paused = page.inner_text(label)
    page.wait_for_timeout(400)
    assert page.inner_text(label) == paused  # it stopped where it was
    for step in (16, steps):
        slide(page, f"{demo} [data-testid=decay-range]", step)
        assert page.inner_text(label) == f"t = {step}"
        for name, cell in cells.items():
            shown = page.get_attribute(
                f"{demo} tr[data-cell={name}] [data-field=relative]", "data-value"
            )
            assert float(shown or "nan") == cell["relative"][step - 1]
        lit = page.locator(f"{demo} svg rect[data-lit=true]").count()
        assert lit == step * len(cells)
    # played near the end it runs to the last step and stops there
    slide(page, f"{demo} [data-testid=decay-range]", steps - 2)
    page.click(f"{demo} [data-testid=decay-play]")
    page.wait_for_function(f"document.querySelector('{label}').textContent === 't = {steps}'")
    page.wait_for_timeout(400)
    assert page.inner_text(label) == f"t = {steps}"
    text = str(page.inner_text(demo))
    # played from the end it starts again at x_1
    page.click(f"{demo} [data-testid=decay-play]")
    page.wait_for_function(
        f"['t = 1', 't = 2', 't = 3'].includes(document.querySelector('{label}').textContent)"
    )
    page.click(f"{demo} [data-testid=decay-play]")  # pause
    return text


def check_demos(page: Any) -> None:
    open_evidence(page, "copy-reverse")
    check_length_slider(page)
    assert check_bleu_slider(page) == [
        "RNNencdec-50 (fixed context)",
        "RNNsearch-50 (attention)",
        "RNNencdec-30 (fixed context)",
        "RNNsearch-30 (attention)",
    ]
    open_evidence(page, "copy-reverse")
    line = page.locator("[data-testid=slider-line]")
    before = (line.get_attribute("d"), line.get_attribute("data-hidden"))
    assert before[1] == "16"  # the smallest hidden size first
    slide(page, "[data-testid=slider-range]", 3)
    after = (line.get_attribute("d"), line.get_attribute("data-hidden"))
    assert after[1] == "128" and after[0] != before[0]
    assert "d = 128" in page.inner_text("[data-testid=slider-demo] output")
    # its verdict is "Partly": the third badge, beside the report's words
    badge = page.locator("[data-testid=evidence-detail] .evidence-verdict .badge")
    assert "partly" in (badge.get_attribute("class") or "").split()
    assert badge.inner_text() in ("holds in part", "部分成立")
    assert page.locator(".evidence-figure").evaluate("img => img.complete && img.naturalWidth > 0")
    assert page.locator("[data-testid=evidence-report] table").count() >= 2

    open_evidence(page, "learning-path")
    page.wait_for_function(f"{CANVAS}.length > 1000")  # drawn (after a frame)
    first = page.evaluate(CANVAS)
    slide(page, "[data-testid=frames-range]", 7)
    page.wait_for_function(f"{CANVAS} !== {first!r}")
    assert page.get_attribute("[data-testid=frames-demo] .map-block", "data-step") == "640"

    check_path_slider(page)
    assert "Play" in check_decay_play(page)

    open_evidence(page, "scores")  # the damaged file: said in its view, with the command
    problem = page.inner_text("[data-testid=evidence-problem]")
    assert "scores.json" in problem and "not valid JSON" in problem
    assert "attnlab experiment scores" in problem


@pytest.mark.slow
def test_the_served_evidence_tab_redraws_its_demos(
    page: Any, one_run: str, evidence: EvidenceSource, screenshots: Path
) -> None:
    server, _ = start_server(Explorer.from_dirs([one_run], evidence))
    try:
        page.goto(server.url + "#evidence")
        page.wait_for_selector("[data-testid=evidence-detail]")
        check_demos(page)
        page.screenshot(path=str(screenshots / "evidence.png"), full_page=True)
    finally:
        server.shutdown()
        server.server_close()


def test_the_exported_page_carries_the_evidence_offline(
    browser: Any, one_run: str, evidence: EvidenceSource, tmp_path: Path
) -> None:
    path = export_page(one_run, "a b c", tmp_path / "page.html", evidence=evidence)
    context = browser.new_context(viewport=VIEWPORT, offline=True)
    try:
        page = context.new_page()
        page.goto(path.as_uri())
        page.wait_for_selector("#translate-run option", state="attached")
        check_demos(page)
    finally:
        context.close()


def test_the_length_slider_in_chinese(page: Any, one_run: str, evidence: EvidenceSource) -> None:
    """In Chinese, the three sliders (input length, source length, path length): the same
    numbers, the textbook's words, and no English but model names."""
    from test_i18n_browser import text_without_code

    from attnlab.locales import load
    from tests.chinese import LATIN_ALLOWED, latin_words

    zh = load("zh")
    server, _ = start_server(Explorer.from_dirs([one_run], evidence))
    try:
        page.goto(server.url + "#evidence")
        page.wait_for_selector("[data-testid=evidence-detail]")
        page.select_option("#language", "zh")
        open_evidence(page, "copy-reverse")
        demo = "[data-testid=length-demo]"
        assert page.inner_text(f"{demo} h3") == zh["evidence.length_title"]
        check_length_slider(page)
        assert zh["evidence.length_beyond"] in page.inner_text(f"{demo} output")  # 16 > 12
        headers = page.locator("[data-testid=length-readout] th").all_inner_texts()
        assert headers[:2] == ["模型", "序列准确率"]
        names = page.locator("[data-testid=length-readout] tbody td:first-child").all_inner_texts()
        assert [n.strip() for n in names] == [
            "固定上下文（无注意力）",
            "固定上下文，LSTM（无注意力）",  # the lecture's question: an LSTM beside the GRU
            "RNNsearch（注意力）",
            "Luong（注意力）",
            "Transformer（注意力）",
        ]
        assert page.locator(f"{demo} svg text", has_text="输入长度").count() == 1
        english = latin_words(text_without_code(page, demo)) - LATIN_ALLOWED
        assert not english, english
        label = page.get_attribute(f"{demo} svg", "aria-label") or ""
        assert label.startswith("输入长度为 16 时") and not latin_words(label) - LATIN_ALLOWED
        # the real-sentence panel: the same, with the paper's model names
        assert check_bleu_slider(page) == [
            "RNNencdec-50（固定上下文）",
            "RNNsearch-50（注意力）",
            "RNNencdec-30（固定上下文）",
            "RNNsearch-30（注意力）",
        ]
        assert page.inner_text(f"{demo} h3") == zh["evidence.bleu_title"]
        assert page.inner_text(f"{demo} output") == "40-49 个词"
        names = {"RNNencdec", "RNNencdec-", "RNNsearch-"}  # RNNencdec-50 and the like
        english = latin_words(text_without_code(page, demo)) - LATIN_ALLOWED - names
        assert not english, english
        # the decay, played: the same numbers, in Chinese
        text = check_decay_play(page)
        assert zh["evidence.decay_title"] in text and "播放" in text
        english = latin_words(text_without_code(page, "[data-testid=decay-demo]"))
        assert not english - LATIN_ALLOWED, english
        # the path-length slider: the same numbers, the models by their Chinese names
        check_path_slider(page)
        demo = "[data-testid=length-demo][data-kind=relative]"
        assert page.inner_text(f"{demo} h3") == zh["evidence.path_title"]
        names = page.locator(f"{demo} tbody td:first-child").all_inner_texts()
        assert [n.strip() for n in names] == [
            "RNN：固定上下文（双向 GRU）",
            "RNNsearch（注意力）",
            "Transformer（自注意力）",
            "CNN（卷积）",
        ]
        english = latin_words(text_without_code(page, demo)) - LATIN_ALLOWED - {"RNN", "CNN"}
        assert not english, english
    finally:
        server.shutdown()
        server.server_close()


def test_the_nine_questions_lead_to_their_views_and_experiments(
    page: Any, one_run: str, evidence: EvidenceSource
) -> None:
    from attnlab.locales import load
    from attnlab.viz.explorer.evidence import QUESTIONS

    server, _ = start_server(Explorer.from_dirs([one_run], evidence))
    try:
        page.goto(server.url + "#evidence")
        page.wait_for_selector("[data-testid=questions] li")
        items = page.locator("[data-testid=questions] li")
        assert items.count() == len(QUESTIONS) == 9
        zh = load("zh")
        page.select_option("#language", "zh")
        page.wait_for_selector("[data-testid=questions] li")
        shown = page.locator("[data-testid=questions] .question").all_inner_texts()
        # as the source texts ask them, in their Chinese
        assert shown == [zh[f"evidence.question_{q}"] for q, _, _ in QUESTIONS]
        assert shown[0] == "为什么生成译文中的不同词时，使用同一个固定上下文向量不够理想？"
        # an experiment's button opens it below, with its badge
        first = page.locator("[data-question=chapter-1] [data-experiment=copy-reverse]")
        assert "部分成立" in first.inner_text()
        first.click()
        page.wait_for_selector("[data-testid=evidence-detail][data-name=copy-reverse]")
        # a resumed experiment says its first run's time apart from the last run's
        page.click("[data-question=lecture-1] [data-experiment=bottleneck]")
        ran = page.inner_text(
            "[data-testid=evidence-detail][data-name=bottleneck] [data-testid=evidence-ran]"
        )
        record = json.loads((COMMITTED / "bottleneck" / "bottleneck.json").read_text())
        first, last = record["first_seconds"] / 60, record["seconds"] / 60
        assert ran.startswith("在 ")
        assert f"首次运行用时 {first:.1f} 分钟" in ran and f"续跑用时 {last:.1f} 分钟" in ran
        # a report written in both languages is shown in the page's
        page.click("[data-question=lecture-3] [data-experiment=uniform-weights]")
        detail = "[data-testid=evidence-detail][data-name=uniform-weights]"
        assert page.inner_text(f"{detail} h2") == "均匀的注意力权重：又回到了固定上下文"
        assert page.inner_text(f"{detail} .evidence-verdict strong").startswith("成立：")
        assert "配对自助法" in page.inner_text(f"{detail} [data-testid=evidence-report]")
        page.select_option("#language", "en")
        page.wait_for_selector(f"{detail} h2:text('Uniform attention weights')")
        assert page.inner_text(f"{detail} .evidence-verdict strong").startswith("Yes: ")
        page.select_option("#language", "zh")
        # a view's button opens that view
        page.click("[data-question=chapter-2] [data-view=playground]")
        page.wait_for_selector("#panel-playground:not([hidden])")
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed results with every report written again from its JSON, in each language,
    with today's strings (as `attnlab experiment NAME --redraw` writes them; that the committed
    reports are these is tests/experiments/test_reports.py's to say)."""
    from attnlab.experiments import EXPERIMENTS
    from attnlab.experiments.base import write_reports

    folder = tmp_path_factory.mktemp("regenerated") / "results"
    for name in SUMMARIES:
        shutil.copytree(COMMITTED / name, folder / name)
        record = json.loads((folder / name / f"{name}.json").read_text("utf-8"))
        write_reports(folder / name, record, EXPERIMENTS[name].report)
    return folder


# The source texts by their titles (their first lines), as the reports cite them
TITLES = (
    "《注意力：让模型决定该看哪里》",
    "《动手学深度学习——注意力分数》",
    "《Attention 01：为什么需要 Attention》",
)
# A path of the disk: a slash that starts a path, a folder and another slash ("/tmp/...")
ABSOLUTE_PATH = re.compile(r"(?<![\w.:/])/[\w.-]+/")  # not a URL's //host/


def full_text(page: Any, selector: str) -> str:
    return str(page.inner_text(selector))


def test_every_experiment_in_chinese_shows_no_english_but_names(
    page: Any, one_run: str, regenerated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The no-English sweep over the Evidence tab: every experiment in zh, its claim, figure,
    demo, report and the questions, less commands and paths (<code>), the experiments' own
    names (what `attnlab experiment NAME` takes) and the names each one cites. Its reports as
    they are written today, from the results attnlab ships: those name no path of the disk
    (the folder said in words, the commands without it), the machine only in words (its
    cores, not its platform string), the source texts by their titles, not their files, and
    no configuration key in Chinese running text."""
    from test_i18n_browser import CONFIG_KEY, text_without_code

    from attnlab.experiments import EXPERIMENTS
    from attnlab.locales import load
    from attnlab.viz.explorer import evidence
    from tests.chinese import QUESTIONS_QUOTED, english_in

    monkeypatch.setattr(evidence, "SHIPPED_RESULTS", regenerated)  # as the package ships them
    zh = load("zh")
    server, _ = start_server(Explorer.from_dirs([one_run], EvidenceSource(regenerated, SUMMARIES)))
    try:
        page.goto(server.url + "#evidence")
        page.wait_for_selector("[data-testid=evidence-detail]")
        page.select_option("#language", "zh")
        left = {}
        for name in SUMMARIES:
            open_evidence(page, name)
            figure = page.locator(".evidence-figure")
            assert figure.evaluate("img => img.complete && img.naturalWidth > 0"), name
            zh_figure = (COMMITTED / name / f"{name}.zh.png").read_bytes()  # the Chinese one
            assert figure.get_attribute("src") == "data:image/png;base64," + base64.b64encode(
                zh_figure
            ).decode("ascii")
            text = text_without_code(page, "#panel-evidence")
            found = english_in(text, EXPERIMENTS[name].english | QUESTIONS_QUOTED)
            found -= {*SUMMARIES, *(part for other in SUMMARIES for part in other.split("-"))}
            found -= {"attnlab"}  # the tool, whose shipped results these are
            found |= set(CONFIG_KEY.findall(text))
            everything = full_text(page, "#panel-evidence")  # commands and paths included
            record = json.loads((regenerated / name / f"{name}.json").read_text("utf-8"))
            said = {
                "a path of the disk": ABSOLUTE_PATH.findall(everything),
                "the platform": [record["machine"]["platform"]]
                * (record["machine"]["platform"] in everything),
                "a seed file": re.findall(r"seeds/|\b00\d_[0-9a-f]+", everything),
                "an option": re.findall(r"--(?:model|train|data|decode)\.", everything),
            }
            found |= {f"{what}: {shown}" for what, shown in said.items() if shown}
            if not any(title in everything for title in TITLES):
                found.add("no source text by its title")
            if found:
                left[name] = sorted(found)
        assert not left, "; ".join(f"{name}: {words}" for name, words in left.items())
        assert zh["evidence.folder_shipped"] in full_text(page, "#panel-evidence")
        # the machine in words: the cores the numbers were measured on
        for name in ("bottleneck", "copy-reverse"):
            open_evidence(page, name)
            assert "核处理器上测得" in full_text(page, "[data-testid=evidence-report]"), name
    finally:
        server.shutdown()
        server.server_close()


def test_the_scores_report_says_in_chinese_why_a_score_cannot_run(
    page: Any, one_run: str, regenerated: Path
) -> None:
    from tests.chinese import latin_words

    server, _ = start_server(Explorer.from_dirs([one_run], EvidenceSource(regenerated, SUMMARIES)))
    try:
        page.goto(server.url + "#evidence")
        page.wait_for_selector("[data-testid=evidence-detail]")
        page.select_option("#language", "zh")
        open_evidence(page, "scores")
        table = page.locator("[data-testid=evidence-report] table").nth(1)  # the sizes table
        cells = table.locator("tbody td:nth-child(3)").all_inner_texts()
        assert len(cells) == 6
        assert [cell for cell in cells if latin_words(cell) - {"general"}] == []
    finally:
        server.shutdown()
        server.server_close()


def test_a_damaged_file_is_said_in_chinese(
    page: Any, one_run: str, evidence: EvidenceSource
) -> None:
    """The problem of a file the view cannot use, in the page's words: which file (within the
    results folder) and why; the command that writes it again, as code."""
    from test_i18n_browser import text_without_code

    from attnlab.locales import load
    from tests.chinese import latin_words

    zh = load("zh")
    server, _ = start_server(Explorer.from_dirs([one_run], evidence))
    try:
        page.goto(server.url + "#evidence")
        page.wait_for_selector("[data-testid=evidence-detail]")
        page.select_option("#language", "zh")
        open_evidence(page, "scores")
        problem = page.inner_text("[data-testid=evidence-problem]")
        assert "scores/scores.json" in problem and zh["evidence.reason_not_json"] in problem
        said = text_without_code(page, "[data-testid=evidence-problem]")
        assert latin_words(said) == {"JSON"}, said
    finally:
        server.shutdown()
        server.server_close()
