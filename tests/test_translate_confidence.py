"""`attnlab translate --json` and `--confidence`: one JSON line per input line with what the
text output says (n-best, scores, alignments), each translation's confidence from the same
signals as the Python API, the shipped model's estimator read from its quality.json, and what
cannot be given refused with what to do."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from attnlab import pretrained
from attnlab.confidence.view import confidence
from attnlab.translation import Translator
from tests.conftest import RunCli


@pytest.fixture(scope="module")
def translator(tiny_run: Path) -> Translator:
    return Translator.from_run(tiny_run)


def test_json_lines_say_what_the_n_best_list_says(
    tiny_run: Path, translator: Translator, run_cli: RunCli
) -> None:
    args = ["translate", str(tiny_run), "--beam", "3"]
    status, text, _ = run_cli([*args, "--n-best", "2"], "a b c d\n\nc c a e\n")
    status_json, lines, _ = run_cli([*args, "--n-best", "2", "--json"], "a b c d\n\nc c a e\n")
    assert status == status_json == 0 and len(lines) == 3
    found = [json.loads(line) for line in lines]
    assert [f["line"] for f in found] == [0, 1, 2] and found[1]["translations"] == []
    listed = [
        f"{f['line']} ||| {t['text']} ||| {t['score']:.4f} ||| {t['log_prob']:.4f}"
        for f in found
        for t in f["translations"]
    ]
    assert listed == text


def test_confidence_without_an_estimator_gives_the_signals_and_says_why_no_score(
    tiny_run: Path, translator: Translator, run_cli: RunCli
) -> None:
    status, lines, err = run_cli(["translate", str(tiny_run), "--confidence"], "a b c d\n")
    assert status == 0
    (translation,) = json.loads(lines[0])["translations"]
    (expected,) = translator.translate(["a b c d"], need_weights=False)
    (want,) = confidence(translator.run, None, [("a b c d", expected.target)])
    assert translation["confidence"] == want and want["score"] is None
    assert any("has no quality.json" in line for line in err)


def test_a_shipped_model_scores_its_translations_and_flags_words(run_cli: RunCli) -> None:
    status, lines, _ = run_cli(["translate", "rnnsearch", "--confidence"], "我喜欢喝茶。\n")
    assert status == 0
    (translation,) = json.loads(lines[0])["translations"]
    sure = translation["confidence"]
    assert 0 <= sure["score"] <= 100
    assert [w["text"] for w in sure["words"]] == translation["text"].split()
    assert all(set(w["flags"]) <= {"wrong", "hallucination"} for w in sure["words"])
    assert all(set(w["flags"]) <= {"omission"} for w in sure["source_words"])


def test_a_source_that_shows_nothing_has_no_words_to_be_sure_of(translator: Translator) -> None:
    found = translator.translate(["\u200b", "a b"], need_weights=False)  # the first: not decoded
    nothing, something = confidence(translator.run, None, [(t.source, t.target) for t in found])
    assert nothing["words"] == nothing["source_words"] == [] and something["words"]


def test_a_damaged_estimator_is_named(tmp_path: Path, run_cli: RunCli) -> None:
    copy = tmp_path / "rnnsearch"
    shutil.copytree(pretrained.FOLDER / "rnnsearch", copy)
    (copy / pretrained.MANIFEST).unlink()  # changed on purpose
    (copy / "quality.json").write_text("{not json", encoding="utf-8")
    status, _, err = run_cli(["translate", str(copy), "--confidence"], "我喜欢喝茶。\n")
    assert status != 0 and f"{copy / 'quality.json'} is not a quality estimator" in err[-1]


@pytest.mark.parametrize(
    ("runs", "options", "said"),
    [
        (["rnnsearch"], ["--ct2", "nowhere"], "drop --ct2"),
        (["rnnsearch"], ["--int8"], "drop --int8"),
        (["rnnsearch", "rnnsearch"], [], "give one RUN"),
    ],
)
def test_confidence_refuses_what_cannot_give_it(
    runs: list[str], options: list[str], said: str, run_cli: RunCli
) -> None:
    status, _, err = run_cli(["translate", *runs, "--confidence", *options], "我\n")
    assert status != 0 and said in err[-1]
