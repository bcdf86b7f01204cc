"""The folder `attnlab export-web` writes, served over http to a headless Chromium that may ask
nothing of any other site: the page's engine (ONNX Runtime Web in a Web Worker) answers what
the server answers for every family, the page works through its form in mode "web", bad
input and a damaged folder are one line in the page's language, and a long decode freezes
nothing and stops."""

from __future__ import annotations

import os
import random
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
from explorer_runs import RUN_IDS
from static_site import OfflinePage, check_and_forget, offline_page, served
from test_evidence import COMMITTED, SUMMARIES

from attnlab import lecture, walkthrough
from attnlab.config import load_config
from attnlab.data import load_corpus
from attnlab.locales import load, translate
from attnlab.training.trainer import train
from attnlab.translation import Translation
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.evidence import EvidenceSource
from attnlab.viz.explorer.session import MAX_CHARACTERS, MAX_SOURCE_TOKENS, ExplorerRun
from attnlab.viz.explorer.web.site import export_site

PLUGIN_CONFIG = (
    Path(__file__).resolve().parents[3] / "examples" / "attnlab-example-family" / "config.yaml"
)
HAS_PLUGIN = bool(entry_points(group="attnlab.families", name="multihead_rnn"))
PLUGIN_ID = len(RUN_IDS)  # the site's run after the tiny runs, when the plugin is installed
TOLERANCE = 1e-4
SENTENCES = 8  # of each run's test split
CHAPTER = walkthrough.SENTENCE + "。"  # "那只黑猫安静地坐在窗边。", the chapter's sentence
EVIDENCE = "uniform-weights"  # a committed experiment, its report in both languages
VIEWPORT = {"width": 1280, "height": 900}

# Calls of the page's engine, one after the other as the page makes them, started without
# waiting for them (Python works out its own answers meanwhile): each an answer or the message
# it rejected with. ANSWERS waits for them.
START = """(calls) => {
  window.webAnswers = (async () => {
    const { webApi } = await import("explorer/engine.js");
    const answers = [];
    for (const [kind, args] of calls) {
      try {
        answers.push({ answer: await webApi[kind](...args) });
      } catch (error) {
        answers.push({ error: String(error && error.message) });
      }
    }
    return answers;
  })();
}"""
ANSWERS = "() => window.webAnswers"


# ---- the folder, served ---------------------------------------------------------------
@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory: pytest.TempPathFactory) -> Path | None:
    """A tiny run of the example plugin family (a multi-head GRU the export has no graphs
    for), or None where the example package is not installed."""
    if not HAS_PLUGIN:
        return None
    overrides = [
        f"--run_dir={tmp_path_factory.mktemp('plugin') / 'multihead'}",
        "--data.corpus=synthetic:reverse:num_train=60,num_dev=10,num_test=10",
        "--train.max_steps=4",
        "--train.eval_every=4",
        "--train.dev_bleu_sentences=5",
    ]
    return train(load_config(PLUGIN_CONFIG, overrides))


@pytest.fixture(scope="module")
def folder(
    run_dirs: dict[str, Path], plugin_run: Path | None, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """Every tiny run (numbered as RUN_IDS) and the plugin run exported into one folder, with
    one committed experiment for the Evidence view."""
    results = tmp_path_factory.mktemp("web-evidence") / "results"
    shutil.copytree(COMMITTED / EVIDENCE, results / EVIDENCE)
    runs = [str(run_dirs[name]) for name in RUN_IDS]
    if plugin_run is not None:
        runs.append(str(plugin_run))
    output = tmp_path_factory.mktemp("web-site") / "site"
    return export_site(runs, output, EvidenceSource(results, SUMMARIES))


@pytest.fixture(scope="module")
def site(folder: Path) -> Iterator[str]:
    with served(folder) as url:
        yield url


@contextmanager
def opened_site(browser: Any, site: str, **options: Any) -> Iterator[OfflinePage]:
    """The site's page, started (its runs listed); nothing outside ``site`` may be asked."""
    with offline_page(browser, site, viewport=VIEWPORT, **options) as opened:
        opened.page.goto(site + "/")
        opened.page.wait_for_selector("#translate-run option", state="attached")
        yield opened


@pytest.fixture(scope="module")
def shared(browser: Any, site: str) -> Iterator[OfflinePage]:
    """One page for the comparisons: its worker keeps the runs it loaded."""
    with opened_site(browser, site) as opened:
        yield opened


@pytest.fixture
def engine(shared: OfflinePage) -> Iterator[Any]:
    """The shared page; a request outside the site or an error during the test fails it."""
    yield shared.page
    check_and_forget(shared)


class Asked:
    """Calls of the page's engine, started: ``answers()`` waits for them."""

    def __init__(self, page: Any, calls: list[tuple[str, list[Any]]]) -> None:
        self.page, self.calls = page, calls
        page.evaluate(START, [[kind, args] for kind, args in calls])

    def answers(self) -> list[Any]:
        found = self.page.evaluate(ANSWERS)
        pairs = zip(self.calls, found, strict=True)
        refused = [(call, one["error"]) for call, one in pairs if "error" in one]
        assert not refused, refused[:3]
        return [one["answer"] for one in found]


def ask(page: Any, calls: list[tuple[str, list[Any]]]) -> list[Any]:
    """The engine's answers to ``calls`` (kind, args)."""
    return Asked(page, calls).answers()


# ---- comparing answers ----------------------------------------------------------------
def assert_close(got: Any, expected: Any, where: str = "") -> float:
    """``got`` is ``expected``: the same keys and lengths, strings, ints, booleans and None
    equal, floats within TOLERANCE. Returns the largest difference of a float."""
    if isinstance(expected, dict):
        assert isinstance(got, dict), f"{where}: {got!r} is not a dict"
        assert got.keys() == expected.keys(), f"{where}: keys {got.keys() ^ expected.keys()}"
        return max((assert_close(got[k], expected[k], f"{where}.{k}") for k in expected), default=0)
    if isinstance(expected, list):
        assert isinstance(got, list), f"{where}: {got!r} is not a list"
        assert len(got) == len(expected), f"{where}: {len(got)} items, {len(expected)} expected"
        pairs = zip(got, expected, strict=True)
        return max(
            (assert_close(a, b, f"{where}[{i}]") for i, (a, b) in enumerate(pairs)), default=0
        )
    if isinstance(expected, float):
        assert isinstance(got, (int, float)) and not isinstance(got, bool), f"{where}: {got!r}"
        if expected != expected or abs(expected) == float("inf"):
            assert got == expected or (got != got and expected != expected), f"{where}: {got!r}"
            return 0.0
        difference = abs(got - expected)
        assert difference <= TOLERANCE, f"{where}: {got!r}, expected {expected!r}"
        return difference
    if isinstance(expected, bool) or expected is None:
        assert got is expected, f"{where}: {got!r}, expected {expected!r}"
        return 0.0
    assert type(got) is type(expected), f"{where}: {got!r}, expected {expected!r}"
    assert got == expected, f"{where}: {got!r}, expected {expected!r}"
    return 0.0


def test_assert_close_fails_where_it_should() -> None:
    assert assert_close({"a": [1.0, "x", 2]}, {"a": [1.00005, "x", 2]}) == pytest.approx(5e-5)
    for got, expected in [
        ([0.5], [0.5 + 2 * TOLERANCE]),
        ({"a": 1}, {"a": 1, "b": 2}),
        ([1, 2], [1, 2, 3]),
        ("x", "y"),
        (3, 4),
        (None, 0.0),
        (1, True),
    ]:
        with pytest.raises(AssertionError):
            assert_close(got, expected)


def test_the_guard_records_requests_elsewhere(browser: Any, site: str) -> None:
    """What the other tests rest on: a request to another site, from the page or from a
    worker, is refused and recorded (so it would fail them)."""
    probe = """async () => {
      const url = "http://127.0.0.2:9/elsewhere";
      const fromPage = await fetch(url + "-page").then(() => "answered", () => "refused");
      const source = `fetch("${url}-worker")
        .then(() => postMessage("answered"), () => postMessage("refused"))`;
      const blob = new Blob([source], { type: "text/javascript" });
      const worker = new Worker(URL.createObjectURL(blob));
      const fromWorker = await new Promise((done) => (worker.onmessage = (e) => done(e.data)));
      return [fromPage, fromWorker];
    }"""
    refused = pytest.raises(AssertionError, match="requests outside the served folder")
    with refused, offline_page(browser, site) as opened:
        opened.page.goto(site + "/attnlab-web.json")  # a document of the site, no engine
        assert opened.page.evaluate(probe) == ["refused", "refused"]
        opened.errors.clear()  # the refused fetches' console lines: not what this tests
        recorded = set(opened.elsewhere)
    assert recorded == {"http://127.0.0.2:9/elsewhere-page", "http://127.0.0.2:9/elsewhere-worker"}


# ---- the engine against attnlab -------------------------------------------------------
def sources_of(run: ExplorerRun) -> list[str]:
    """The first SENTENCES sources of the run's test split."""
    corpus = load_corpus(run.translator.run.config.data.corpus)
    return [pair.src for pair in corpus.test[:SENTENCES]]


def n_best_view(hypotheses: list[Translation]) -> list[dict[str, Any]]:
    """Translator.translate_n_best's hypotheses of one sentence as the page lists them."""
    return [
        {
            "target": t.target,
            "target_tokens": t.target_tokens,
            "log_prob": float(t.log_prob),
            "score": float(t.score),
        }
        for t in hypotheses
    ]


@pytest.mark.parametrize("name", list(RUN_IDS))
def test_translations_equal_attnlabs(engine: Any, explorer: Explorer, name: str) -> None:
    """Greedy, beam 3 and the 3 best of beam 4 over the run's test sentences: the server's
    answer (text, tokens, every attention map, log-probability, warnings) within 1e-4, and
    the n best as Translator.translate_n_best lists them."""
    run = explorer.runs[RUN_IDS[name]]
    sources = sources_of(run)
    settings = [(1, 1), (3, 1), (4, 3)]  # (beam, n best)
    calls = [("translate", [run.id, s, beam, n]) for beam, n in settings for s in sources]
    asked = Asked(engine, calls)
    expected = []
    for _, (run_id, sentence, beam, n) in calls:
        answer = explorer.translate(run_id, sentence, beam)
        if n > 1:
            answer["n_best"] = n_best_view(run.translator.translate_n_best([sentence], n, beam)[0])
        expected.append(answer)
    worst = 0.0
    for (_, args), got, answer in zip(calls, asked.answers(), expected, strict=True):
        worst = max(worst, assert_close(got, answer, f"{args[1]} beam {args[2]} n {args[3]}"))
    print(f"{name}: {len(calls)} translations, largest difference {worst:.1e}")


def every_head(run: ExplorerRun) -> list[tuple[int | None, int | None]]:
    """(layer, head) of each cross-attention head; (None, None) for a run without one."""
    layers, heads = run.shape()
    if not layers:
        return [(None, None)]
    return [(layer, head) for layer in range(layers) for head in range(heads)]


@pytest.mark.parametrize("name", list(RUN_IDS))
def test_four_steps_equal_attnlabs(engine: Any, explorer: Explorer, name: str) -> None:
    """One translation's four steps at every step, layer and head (none for the run without
    attention): Explorer.steps's keys, numbers within 1e-4, strings and ints equal."""
    run = explorer.runs[RUN_IDS[name]]
    translations = [explorer.translate(run.id, s, 3) for s in sources_of(run)]
    longest = max(translations, key=lambda answer: len(answer["target_tokens"]))
    sentence, tokens = longest["sentence"], longest["target_tokens"]
    calls = [
        ("steps", [run.id, sentence, tokens, step, layer, head])
        for layer, head in every_head(run)
        for step in range(len(tokens))
    ]
    asked = Asked(engine, calls)
    expected = [explorer.steps(*args) for _, args in calls]
    worst = 0.0
    for (_, args), got, answer in zip(calls, asked.answers(), expected, strict=True):
        worst = max(worst, assert_close(got, answer, f"steps {args[3:]}"))
    layers, heads = run.shape()
    assert len(calls) == len(tokens) * max(layers, 1) * max(heads, 1)
    print(f"{name}: {len(calls)} steps views, largest difference {worst:.1e}")


def test_the_lessons_sentences(engine: Any, explorer: Explorer) -> None:
    """The chapter's and the lecture's sentences through the Chinese-source run: the lecture
    block of translate and the chapter block of the four steps are the server's."""
    run_id = RUN_IDS["zh-bahdanau"]
    asked = [(sentence, beam) for sentence in (CHAPTER, lecture.SENTENCE) for beam in (1, 3)]
    # around it, what Python's strip() takes (\x1c, \x85, U+3000) and what it keeps (U+FEFF)
    asked += [(edge + lecture.SENTENCE + edge, 1) for edge in ("\x1c", "\x85", "\u3000", "\ufeff")]
    answers = ask(engine, [("translate", [run_id, s, beam]) for s, beam in asked])
    for (sentence, beam), got in zip(asked, answers, strict=True):
        expected = explorer.translate(run_id, sentence, beam)
        assert ("lecture" in expected) == (sentence.strip() == lecture.SENTENCE)
        assert_close(got, expected, f"{sentence[:6]} beam {beam}")
    tokens = explorer.translate(run_id, CHAPTER, 3)["target_tokens"]
    calls = [("steps", [run_id, CHAPTER, tokens, step, 0, 0]) for step in range(len(tokens))]
    for (_, args), got in zip(calls, ask(engine, calls), strict=True):
        expected = explorer.steps(*args)
        assert "chapter" in expected
        assert_close(got, expected, f"chapter step {args[3]}")


# ---- the page through its form --------------------------------------------------------
def translate_with_form(page: Any, run: int, sentence: str, beam: int = 1) -> None:
    """Pick the run, type the sentence (set as a paste past the field's limit would be), choose
    the decoding and press Translate."""
    page.select_option("#translate-run", value=str(run))
    page.eval_on_selector("#sentence", "(field, text) => { field.value = text; }", sentence)
    if beam == 1:
        page.check("input[name=decoding][value=greedy]")
    else:
        page.check("input[name=decoding][value=beam]")
        page.fill("#beam-size", str(beam))
    page.click("#translate-button")


def wait_text(page: Any, selector: str, text: str) -> None:
    """Until the text of ``selector`` is ``text`` (a view drawn again may show an older one)."""
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector)?.textContent === text",
        arg=[selector, text],
    )


def wait_translation(page: Any, expected: dict[str, Any]) -> None:
    """Until the Translate view shows ``expected`` (Explorer.translate's answer)."""
    page.wait_for_function(
        """([tokens, target]) => {
          const chips = document.querySelectorAll("#translate-body .chip[data-kind=source]");
          const text = document.querySelector("[data-testid=translation-text]");
          return JSON.stringify([...chips].map((c) => c.textContent)) === JSON.stringify(tokens)
            && text?.textContent === target;
        }""",
        arg=[expected["source_tokens"], expected["target"] or load("en")["page.empty_output"]],
    )


def status_error(page: Any) -> str:
    page.wait_for_selector("#status.error")
    text: str = page.text_content("#status")
    assert "\n" not in text  # one message, one line
    return text


def test_the_page_in_mode_web(browser: Any, site: str, explorer: Explorer) -> None:
    """Translate with the form; the four steps draw their softmax table; Compare, Data and
    Evidence render; the two views that need the server say so, in English and in Chinese."""
    sentence = "a b c d e f"
    expected = explorer.translate(RUN_IDS["bahdanau"], sentence, 1)
    with opened_site(browser, site) as opened:
        page = opened.page
        assert page.text_content("#mode-note") == translate(
            "en", "web.note", count=len(RUN_IDS) + HAS_PLUGIN
        )
        translate_with_form(page, RUN_IDS["bahdanau"], sentence)
        page.wait_for_selector("[data-testid=translation-text]")
        assert page.text_content("[data-testid=translation-text]") == expected["target"]
        assert page.text_content("#status") == ""

        page.click("#tab-steps")
        page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
        bars = page.locator("[data-testid=softmax-table] .weight-bar")
        drawn = [float(w) for w in bars.evaluate_all("bars => bars.map(b => b.dataset.weight)")]
        assert drawn == pytest.approx(expected["attention"]["cross"][0][0][0], abs=1e-5)
        # its formulas typeset by the folder's KaTeX: vendor/katex.mjs, katex.css, its fonts
        assert page.locator("#panel-steps .katex").count() > 3
        assert page.locator("#panel-steps .katex-error").count() == 0
        page.wait_for_function(
            "[...document.fonts].some((f) => f.family === 'KaTeX_Main' && f.status === 'loaded')"
        )

        page.click("#tab-compare")  # the run without attention beside Bahdanau's
        page.wait_for_selector("#compare-left [data-testid=no-attention]")
        page.wait_for_selector("[data-testid=compare-right-heatmap][data-cell]")
        texts = page.locator(".compare-side [data-testid=translation-text]").all_inner_texts()
        assert texts[1] == expected["target"]

        page.click("#tab-data")  # the two runs evaluated by length, from the page's data
        page.wait_for_selector("[data-testid=bleu-chart] g.series")
        series = page.locator("[data-testid=bleu-chart] g.series")
        ids = series.evaluate_all("gs => gs.map(g => Number(g.dataset.run))")
        assert ids == [RUN_IDS["bahdanau"], RUN_IDS["fixed_context"]]

        page.click("#tab-evidence")
        page.click(f".evidence-item[data-name={EVIDENCE}]")
        verdict = f"[data-testid=evidence-detail][data-name={EVIDENCE}] .evidence-verdict strong"
        for lang, says in (("en", "Yes: "), ("zh", "成立：")):
            table = load(lang)
            if lang == "zh":
                page.select_option("#language", "zh")
                page.wait_for_function("document.documentElement.lang === 'zh-CN'")
                assert page.text_content("#tab-translate") == table["page.tab_translate"]
                note = translate("zh", "web.note", count=len(RUN_IDS) + HAS_PLUGIN)
                assert page.text_content("#mode-note") == note
                page.click("#tab-evidence")
            page.wait_for_function(
                "([selector, start]) => document.querySelector(selector)"
                "?.textContent.startsWith(start)",
                arg=[verdict, says],
            )
            page.click("#tab-explain")
            wait_text(page, "#explain-body", table["web.needs_server_explain"])
            page.click("#tab-image")
            # its command as code: the text without the backticks around it
            wait_text(page, "#image-body", table["web.needs_server_caption"].replace("`", ""))
        page.click("#tab-translate")
        assert page.text_content("[data-testid=translation-text]") == expected["target"]


# ---- what the page refuses, in its language -------------------------------------------
def test_sentences_past_the_limits(engine: Any, explorer: Explorer) -> None:
    """More than 200 source tokens, more than 1000 characters: the status line says so, in
    English and in Chinese, with the counts the server would give."""
    run = explorer.runs[RUN_IDS["bahdanau"]]
    tokens = " ".join(["a"] * (MAX_SOURCE_TOKENS + 1))  # 401 characters
    characters = "a" * (MAX_CHARACTERS + 1)
    count = len(run.translator.run.tokenizers.src.encode(tokens))
    assert count == MAX_SOURCE_TOKENS + 1 and len(tokens) < MAX_CHARACTERS
    try:
        for lang in ("en", "zh"):
            engine.select_option("#language", lang)
            refusals = [
                (
                    tokens,
                    translate(lang, "web.too_many_tokens", tokens=count, max=MAX_SOURCE_TOKENS),
                ),
                (
                    characters,
                    translate(
                        lang,
                        "web.too_many_characters",
                        characters=MAX_CHARACTERS + 1,
                        max=MAX_CHARACTERS,
                    ),
                ),
            ]
            for sentence, message in refusals:
                translate_with_form(engine, run.id, sentence)
                wait_text(engine, "#status", message)
                assert status_error(engine) == message
    finally:
        engine.select_option("#language", "en")


def test_a_damaged_file_is_named(
    browser: Any, folder: Path, tmp_path: Path, explorer: Explorer
) -> None:
    """One byte of models/0/step.onnx flipped in a copy of the folder: that run's status names
    the file (in the page's language); another run of the folder still translates."""
    damaged = shutil.copytree(folder, tmp_path / "site", copy_function=os.link)
    graph = damaged / "models" / str(RUN_IDS["bahdanau"]) / "step.onnx"
    data = bytearray(graph.read_bytes())
    data[len(data) // 2] ^= 0x01
    graph.unlink()  # a link to the shared folder's file: that one stays whole
    graph.write_bytes(bytes(data))
    assert (folder / graph.relative_to(damaged)).read_bytes() != graph.read_bytes()
    with served(damaged) as url, opened_site(browser, url, locale="zh-CN") as opened:
        page = opened.page
        translate_with_form(page, RUN_IDS["bahdanau"], "a b c")
        assert status_error(page) == translate("zh", "web.damaged", file="models/0/step.onnx")
        translate_with_form(page, RUN_IDS["luong"], "a b c")
        wait_translation(page, explorer.translate(RUN_IDS["luong"], "a b c", 1))
        assert page.text_content("#status") == ""


def test_a_browser_without_webassembly(browser: Any, site: str) -> None:
    init = "delete globalThis.WebAssembly"
    with opened_site(browser, site, init_script=init) as opened:
        assert opened.page.evaluate("typeof WebAssembly") == "undefined"
        translate_with_form(opened.page, RUN_IDS["bahdanau"], "a b c")
        assert status_error(opened.page) == load("en")["web.no_wasm"]


@pytest.mark.skipif(not HAS_PLUGIN, reason="the example plugin family is not installed")
def test_a_family_the_export_cannot_serve(engine: Any, folder: Path, explorer: Explorer) -> None:
    """The plugin run is in the page's lists, without graphs; choosing it says why; the other
    runs still translate."""
    assert not (folder / "models" / str(PLUGIN_ID)).exists()
    translate_with_form(engine, PLUGIN_ID, "a b c")
    assert status_error(engine) == translate("en", "web.family", family="multihead_rnn")
    translate_with_form(engine, RUN_IDS["luong"], "a b c")
    wait_translation(engine, explorer.translate(RUN_IDS["luong"], "a b c", 1))


# ---- a long decode --------------------------------------------------------------------
def test_a_long_decode_freezes_nothing_and_stops(engine: Any, explorer: Explorer) -> None:
    """Beam 16 over 200 tokens on the transformer (seconds in the worker): meanwhile the page
    answers and its tabs switch at once; Stop stops it; the next translation works."""
    rng = random.Random(0)
    long = " ".join(rng.choice("abcdefghij") for _ in range(MAX_SOURCE_TOKENS))
    run = RUN_IDS["transformer"]
    page = engine
    translate_with_form(page, run, "a b", beam=2)  # the run's graphs loaded first
    wait_translation(page, explorer.translate(run, "a b", 2))
    translate_with_form(page, run, long, beam=16)
    page.wait_for_selector("#stop-button", state="visible")
    started = time.perf_counter()
    assert page.evaluate("1 + 1") == 2
    answered = time.perf_counter() - started
    page.click("#tab-data")
    assert page.get_attribute("#tab-data", "aria-selected") == "true"
    page.click("#tab-translate")
    switched = time.perf_counter() - started
    assert page.is_visible("#stop-button")  # still decoding all the while
    assert answered < 0.5 and switched < 1.5, (answered, switched)
    page.click("#stop-button")
    assert status_error(page) == load("en")["web.cancelled"]
    page.wait_for_selector("#stop-button", state="hidden")

    translate_with_form(page, run, "a b c d", beam=3)
    wait_translation(page, explorer.translate(run, "a b c d", 3))
    assert page.text_content("#status") == ""
