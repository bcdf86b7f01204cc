"""The four shipped models exported with `attnlab export-web`, in headless Chromium with every
request outside the served folder refused: the page's engine translates the 100 sentences of
each model card as attnlab does (greedy every one, beam 5 nearly every one: float32 sums in
another order may swap two near-equal beams), and the chapter's sentence gives the four steps
and the chapter's row that `attnlab walkthrough --run NAME` prints."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from static_site import OfflinePage, check_and_forget, served
from test_web_engine import CHAPTER, Asked, assert_close, every_head, opened_site

from attnlab import lecture, walkthrough
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.web.site import DEFAULT_RUNS, export_site

pytestmark = pytest.mark.slow

PRETRAINED = Path(__file__).resolve().parents[3] / "attnlab" / "pretrained"
BEAM = 5
SAME_BEAM_TEXT = 98  # of 100: beam 5's translations the page writes as attnlab does


def card_sources(name: str) -> list[str]:
    card = json.loads((PRETRAINED / name / "model-card.json").read_text(encoding="utf-8"))
    sources: list[str] = card["sample"]["sources"]
    assert len(sources) == 100
    return sources


@pytest.fixture(scope="module")
def shipped() -> Explorer:
    """The shipped models, numbered in DEFAULT_RUNS's order as the page numbers them."""
    return Explorer.from_dirs(list(DEFAULT_RUNS))


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = export_site(list(DEFAULT_RUNS), tmp_path_factory.mktemp("web-shipped") / "site")
    with served(folder) as url:
        yield url


@pytest.fixture(scope="module")
def shared(browser: Any, site: str) -> Iterator[list[OfflinePage]]:
    """Two pages of the site, each its own engine: two workers decode side by side (the
    card's sentences are shared out between them)."""
    with opened_site(browser, site) as first, opened_site(browser, site) as second:
        yield [first, second]


@pytest.fixture
def engines(shared: list[OfflinePage]) -> Iterator[list[Any]]:
    """The two pages; a request outside the site or an error during the test fails it."""
    yield [opened.page for opened in shared]
    check_and_forget(*shared)


@pytest.mark.parametrize("name", DEFAULT_RUNS)
def test_the_model_cards_sentences(engines: list[Any], shipped: Explorer, name: str) -> None:
    """Greedy: all 100 as Explorer.translate answers (text, tokens, every weight, log-prob
    within 1e-4). Beam 5: the same text on at least 98, and where the tokens are the same the
    weights and log-prob within 1e-4."""
    run_id = DEFAULT_RUNS.index(name)
    sources = card_sources(name)
    calls = [("translate", [run_id, s, beam]) for beam in (1, BEAM) for s in sources]
    halves = [Asked(page, calls[i :: len(engines)]) for i, page in enumerate(engines)]
    greedy = [shipped.translate(run_id, s, 1) for s in sources]
    beam = [shipped.translate(run_id, s, BEAM) for s in sources]
    answers: list[Any] = [None] * len(calls)
    for i, half in enumerate(halves):
        answers[i :: len(engines)] = half.answers()
    worst = 0.0
    for sentence, got, expected in zip(sources, answers[: len(sources)], greedy, strict=True):
        worst = max(worst, assert_close(got, expected, sentence))
    same, beam_worst, differ = 0, 0.0, []
    for sentence, got, expected in zip(sources, answers[len(sources) :], beam, strict=True):
        if got["target"] == expected["target"]:
            same += 1
        else:
            differ.append((sentence, got["target"], expected["target"]))
        if got["target_tokens"] == expected["target_tokens"]:
            beam_worst = max(beam_worst, assert_close(got, expected, f"{sentence} beam {BEAM}"))
    print(
        f"{name}: greedy {len(sources)}/{len(sources)}, largest difference {worst:.1e}; "
        f"beam {BEAM} {same}/{len(sources)} the same text, largest difference {beam_worst:.1e}"
    )
    for sentence, page, attnlab in differ:
        print(f"  {sentence} | page: {page} | attnlab: {attnlab}")
    assert same >= SAME_BEAM_TEXT, differ


@pytest.mark.parametrize("name", DEFAULT_RUNS)
def test_the_chapters_sentence(engines: list[Any], shipped: Explorer, name: str) -> None:
    """Its beam-5 translation's four steps at every step, layer and head as Explorer.steps
    answers; their chapter block (the heads' mean of the last layer where there are several)
    as walkthrough.model_row, what `attnlab walkthrough --run NAME` prints; the lecture's
    sentence with its lecture block as Explorer.translate."""
    run_id = DEFAULT_RUNS.index(name)
    run = shipped.runs[run_id]
    sentences = (CHAPTER, lecture.SENTENCE)
    engine = engines[0]
    asked = Asked(engine, [("translate", [run_id, s, BEAM]) for s in sentences])
    expected = [shipped.translate(run_id, s, BEAM) for s in sentences]
    translation, lectured = asked.answers()
    assert_close(translation, expected[0], "chapter")
    assert_close(lectured, expected[1], "lecture")
    tokens = translation["target_tokens"]
    calls = [
        ("steps", [run_id, CHAPTER, tokens, step, layer, head])
        for layer, head in every_head(run)
        for step in range(len(tokens))
    ]
    asked = Asked(engine, calls)
    views = [shipped.steps(*args) for _, args in calls]
    worst = 0.0
    chapters: dict[tuple[Any, Any], Any] = {}
    for (_, args), got, view in zip(calls, asked.answers(), views, strict=True):
        worst = max(worst, assert_close(got, view, f"steps {args[3:]}"))
        chapters[(args[4], args[5])] = got.get("chapter")
    print(f"{name}: {len(calls)} steps views, largest difference {worst:.1e}")
    layers, heads = run.shape()
    if not layers:
        assert set(chapters.values()) == {None}  # no attention: no chapter row
        with pytest.raises(ValueError, match="no attention"):
            walkthrough.model_row(name, beam=BEAM)
        return
    assert "lecture" in lectured
    row = walkthrough.model_row(name, beam=BEAM)
    assert row["translation"] == translation["target"]
    printed = {
        key: value for key, value in row.items() if key not in ("run", "beam", "translation")
    }
    last = [chapters[(layers - 1, head)] for head in range(heads)]
    assert printed["step"] is not None  # the model wrote "black"
    mean = [sum(group) / heads for group in zip(*(c["model_weights"] for c in last), strict=True)]
    assert_close({**last[0], "model_weights": mean}, printed, "chapter")
    print(f"{name}: the chapter's row {[round(w, 3) for w in mean]}")
