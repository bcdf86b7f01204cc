"""The long-sentence model against its committed measurement (results/long-sentences/): the
pages quote the reports the shipped folders carry, the model ships by the rule stated in
measure.py, and the shipped rnnsearch-long translates the lecture's sentence as the JSON says,
word by word, with the same attention."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from attnlab import pretrained
from attnlab.lecture import SENTENCE, lecture_alignment
from attnlab.metrics import load_report
from attnlab.translation import Translator

FOLDER = Path(__file__).resolve().parents[1] / "results" / "long-sentences"
RECORD = json.loads((FOLDER / "long-sentences.json").read_text(encoding="utf-8"))
ORDINARY, JOINED = "tatoeba-zh-en", "tatoeba-zh-en-joined"


def reports(name: str) -> dict[str, Any]:
    """A shipped model's two test reports, by corpus."""
    folder = pretrained.FOLDER / name
    return {
        ORDINARY: load_report(folder / "report-test.json"),
        JOINED: load_report(folder / f"report-test-{JOINED}.json"),
    }


def table_rows(page: str, first_header: str) -> dict[str, list[str]]:
    """The rows of the page's table whose header starts with ``first_header``: model -> cells."""
    table = page.split(f"| {first_header}", 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in table.splitlines()[2:]:
        cells = [cell.strip(" *`") for cell in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    return rows


def test_the_record_is_the_shipped_reports() -> None:
    for name, found in RECORD["models"].items():
        for corpus, report in reports(name).items():
            assert found[corpus]["bleu"] == round(report.corpus.bleu, 2), (name, corpus)
            assert found[corpus]["sentences"] == report.meta["sentences"]
        # the ordinary report ships with the default buckets (60+), the long one with measure's
        assert found[JOINED]["by_length"] == [
            {"bucket": row.label, "sentences": row.count, "bleu": round(row.bleu, 2)}
            for row in reports(name)[JOINED].by_length
            if row.bleu is not None
        ]
    assert RECORD["models"]["rnnsearch"][JOINED]["sentences"] == 300


@pytest.mark.parametrize("page", ["README.md", "README.zh.md"])
def test_both_pages_quote_every_models_reports(page: str) -> None:
    text = (FOLDER / page).read_text(encoding="utf-8")
    scores = table_rows(text, "model" if page == "README.md" else "模型")
    assert set(scores) == set(pretrained.available())
    for name, cells in scores.items():
        found = reports(name)
        expected = [
            f"{score:.2f}"
            for corpus in (ORDINARY, JOINED)
            for score in (found[corpus].corpus.bleu, found[corpus].corpus.chrf)
        ]
        assert cells == expected, name
    length_table = re.search(r"\n(\|[^\n]*20-29[^\n]*\n\|[-:| ]+\n(?:\|[^\n]*\n)+)", text)
    assert length_table is not None
    for line in length_table.group(1).splitlines()[2:]:
        name, *cells = [cell.strip(" `") for cell in line.strip("|").split("|")]
        rows = [row for row in reports(name)[JOINED].by_length if row.count]
        assert cells == [f"{row.bleu:.2f}" for row in rows], name
    paired = RECORD["paired"]
    for corpus in (ORDINARY, JOINED):
        low, high = paired[corpus]["interval"]
        assert f"+{paired[corpus]['difference']:.2f} [{low:.2f}, {high:.2f}]" in text


def test_it_ships_by_the_rule_stated_before() -> None:
    paired = RECORD["paired"]
    assert paired["ships"] == (paired[ORDINARY]["interval"][1] >= 0)
    assert ("rnnsearch-long" in pretrained.available()) == paired["ships"]
    card = pretrained.card("rnnsearch-long")
    assert card["continued_from"]["name"] == "rnnsearch" and card["corpus"] == "tatoeba-zh-en-long"


@pytest.mark.slow
def test_the_shipped_model_translates_the_lectures_sentence_as_recorded() -> None:
    recorded = RECORD["models"]["rnnsearch-long"]["lecture"]
    (translation,) = Translator.from_run("rnnsearch-long").translate([SENTENCE], beam_size=5)
    weights = translation.attention.cross[-1][0].mean(dim=0).tolist()
    found = lecture_alignment(translation.source_tokens, translation.target_tokens, weights)
    assert translation.target == recorded["translation"]
    assert found == {key: value for key, value in recorded.items() if key != "translation"}
    assert (found["written"], found["looks_there"]) == (4, 3)
