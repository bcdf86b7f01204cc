"""Every experiment's committed report, in every language, is what its report function makes of
the committed JSON: byte for byte, so a change to the wording or to the code shows here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from attnlab.experiments import EXPERIMENTS
from attnlab.locales import LANGUAGES, translate
from attnlab.results import report_file

RESULTS = Path(__file__).resolve().parents[2] / "results"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", EXPERIMENTS)
def test_the_committed_report_regenerates_from_its_json(name: str, lang: str) -> None:
    folder = RESULTS / name
    record = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    written = (folder / report_file(lang)).read_text(encoding="utf-8")
    assert EXPERIMENTS[name].report(record, lang) == written
    assert f"## {translate(lang, 'report.does_it_hold')}" in written
