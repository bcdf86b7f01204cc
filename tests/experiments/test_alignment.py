"""`attnlab experiment alignment`: the silver links on sentences worked by hand, the AER on
counts worked by hand, the verdict driven both ways, the quick run end to end on the shipped
models, and the committed reports regenerating from their JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab.cli import main
from attnlab.data import cedict
from attnlab.experiments import alignment_links
from attnlab.experiments.alignment import ATTENTION_MODELS, CONTROL, NAME, aer, report, verdict
from attnlab.experiments.alignment_links import (
    Sentence,
    counts,
    diagonal_links,
    silver_links,
    source_characters,
    target_words,
)
from attnlab.results import report_file, verdict_state


def test_pieces_become_characters_and_words() -> None:
    assert source_characters(["▁那", "只", "黑", "猫", "坐在"]) == [0, 1, 2, 3, 4, 4]
    pieces = ["▁The", "▁black", "▁cat", "▁sat", "▁quiet", "ly", "▁by", "▁the", "▁window", "."]
    assert target_words(pieces) == [[0], [1], [2], [3], [4, 5], [6], [7], [8], [9]]
    assert target_words(["▁It", "'", "s", "▁fine", "."]) == [[0], [1], [2], [3], [4]]


def test_the_dictionary_links_the_chapters_sentence() -> None:
    pieces = ["▁那", "只", "黑", "猫", "安", "静", "地", "坐在", "窗", "边", "。"]
    english = ["the", "black", "cat", "sat", "quietly", "by", "the", "window", "."]
    sure = silver_links("".join(p.strip("▁") for p in pieces), source_characters(pieces), english)
    assert sure[1] == {2} and sure[2] == {3} and sure[7] == {8}  # black 黑, cat 猫, window 窗
    assert sure[4] <= {4, 5} and sure[4]  # quietly: 安 / 静 / 安静
    assert 0 not in sure and 5 not in sure and 8 not in sure  # the, by, "." are not linked
    assert 3 not in sure  # "sat": an irregular form the glosses ("sit") do not meet


def test_a_longer_entry_does_not_add_links_a_shorter_one_already_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 黑猫 "black cat" holds both words, but 黑 and 猫 are shorter entries that hold each
    dictionary = {
        "黑": frozenset({"black"}),
        "猫": frozenset({"cat"}),
        "黑猫": frozenset({"black", "cat"}),
        "工程师": frozenset({"engineer"}),
    }
    monkeypatch.setattr(alignment_links, "glosses", lambda: dictionary)
    assert silver_links("黑猫", [0, 1], ["black", "cat"]) == {0: {0}, 1: {1}}
    # with no shorter entry the longer one links all its characters' pieces
    assert silver_links("工程师", [0, 0, 1], ["engineer"]) == {0: {0, 1}}


def test_forms_meet_the_base_form_of_a_gloss() -> None:
    for word, base in [("cats", "cat"), ("likes", "like"), ("sitting", "sit"),
                       ("walked", "walk"), ("quietly", "quiet"), ("cities", "city")]:  # fmt: skip
        assert base in cedict.forms(word), word
    assert "sit" not in cedict.forms("sat")


def test_aer_on_counts_worked_by_hand() -> None:
    # word 0: predicted {1}, sure {1, 2}; word 1: predicted {0}, sure {3}
    links, sure = {0: {1}, 1: {0}}, {0: {1, 2}, 1: {3}}
    assert counts(links, sure) == [2, 3, 1]
    assert aer(torch.tensor([[2, 3, 1]], dtype=torch.float64)) == pytest.approx(1 - 2 / 5)
    assert aer(torch.tensor([[1, 1, 1], [1, 1, 0]], dtype=torch.float64)) == pytest.approx(0.5)


def test_the_diagonal_links_the_piece_at_each_words_relative_centre() -> None:
    sentence = Sentence("x", [5] * 8, [7] * 4, [[0], [1], [2], [3]], {0: {0}, 3: {7}})
    assert diagonal_links(sentence) == {0: {1}, 3: {7}}  # centres 1.0 and 7.0 of 8 pieces


def made_up(intervals: dict[str, tuple[float, float]]) -> dict[str, Any]:
    """A record whose models' attention-argmax AER intervals are ``intervals``."""

    def found(low: float, high: float) -> dict[str, Any]:
        return {
            "aer": (low + high) / 2, "aer_95": [low, high], "precision": 0.5, "recall": 0.5,
            "better_than_diagonal": 0.2, "better_than_diagonal_95": [0.1, 0.3],
            "sentences": 100,
            "by_length": {"0-9": {"aer": 0.4, "sentences": 50}, "10+": {"aer": None,
                                                                      "sentences": 0}},
        }  # fmt: skip

    models = {name: {"attention_argmax": found(*bounds)} for name, bounds in intervals.items()}
    diagonal = {**found(0.7, 0.8), "by_length": {"0-9": {"aer": 0.7, "sentences": 50},
                                                 "10+": {"aer": None, "sentences": 0}}}  # fmt: skip
    return {
        "claim": "c", "quick": False, "corpus": "tatoeba-zh-en", "dictionary": "CC-CEDICT",
        "test_sources": 100, "sentences_with_links": 100, "attributed_sentences": 10,
        "reference_words": 900, "covered_words": 300, "threshold": 0.3, "caveat_aer": 0.2,
        "diagonal": diagonal, "models": models, "example": None, "verdict": verdict(models),
    }  # fmt: skip


def test_the_verdict_follows_the_intervals() -> None:
    holds = made_up({"rnnsearch": (0.3, 0.4), "luong": (0.2, 0.5)})
    assert verdict_state(holds["verdict"]) == "holds"
    assert "**Yes: the attention of every model (rnnsearch, luong) misses" in report(holds)
    partly = made_up({"rnnsearch": (0.3, 0.4), "luong": (0.1, 0.3)})
    assert verdict_state(partly["verdict"]) == "partly"
    assert "**Partly: the attention of rnnsearch misses" in report(partly)
    fails = made_up({"rnnsearch": (0.05, 0.15), "luong": (0.19, 0.3)})
    assert verdict_state(fails["verdict"]) == "does_not_hold"
    assert "**No: no model's attention is shown to miss" in report(fails)
    assert "**不成立：" in report(fails, "zh")


def test_attention_beats_the_diagonal_only_with_its_whole_interval_above_zero() -> None:
    record = made_up({"rnnsearch": (0.3, 0.4), "luong": (0.3, 0.4), "transformer": (0.3, 0.4)})
    gains = {"rnnsearch": [0.1, 0.3], "luong": [0.0, 0.3], "transformer": [-0.1, 0.3]}
    for name, interval in gains.items():
        record["models"][name]["attention_argmax"]["better_than_diagonal_95"] = interval
    assert verdict(record["models"])["attention_beats_the_diagonal"] == {
        "rnnsearch": True, "luong": False, "transformer": False
    }  # fmt: skip


@pytest.mark.slow
def test_quick_run_links_scores_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    assert main(["experiment", NAME, "--quick", "--out", str(out)]) == 0
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record["quick"] is True and record["covered_words"] > 0
    assert list(record["models"]) == [*ATTENTION_MODELS, CONTROL]
    assert "attention_argmax" not in record["models"][CONTROL]  # no attention to align
    for methods in record["models"].values():
        for found in methods.values():
            low, high = found["aer_95"]
            assert 0 <= low <= found["aer"] <= high <= 1
    assert set(record["shipped_models"]) == {*ATTENTION_MODELS, CONTROL}
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    for lang in ("en", "zh"):
        assert (out / report_file(lang)).read_text(encoding="utf-8") == report(record, lang)


def test_without_the_dictionary_the_error_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def missing(package: str) -> Any:
        raise ModuleNotFoundError(f"No module named {package!r}")

    monkeypatch.setattr(cedict.importlib.resources, "files", missing)
    with pytest.raises(RuntimeError, match=r"pip install 'attnlab\[alignment\]'"):
        cedict.glosses.__wrapped__()
