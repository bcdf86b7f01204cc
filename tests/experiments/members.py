"""What every registered experiment passes, on the results folder it wrote: its verdict is the
one its rule computes from the record, in one state; each report regenerates from the record
byte for byte, with the verdict's heading and its own figure; the Chinese one shows no English
but the experiment's names. The committed results are checked with these (test_reports,
test_committed_verdicts), and so is a new experiment (test_registry)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from attnlab.experiments import Experiment
from attnlab.locales import translate
from attnlab.results import VERDICT_STATES, figure_file, report_file
from tests.chinese import english_in


def record_of(experiment: Experiment, folder: Path) -> dict[str, Any]:
    path = folder / f"{experiment.name}.json"
    record: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return record


def check_verdict(experiment: Experiment, record: dict[str, Any]) -> None:
    judged = json.loads(json.dumps(experiment.verdict(record)))  # as the JSON holds it
    assert judged == record["verdict"]
    assert record["verdict"]["state"] in VERDICT_STATES
    assert not {"holds", "partly"} & set(record["verdict"])  # one field says it


def check_report(experiment: Experiment, folder: Path, lang: str) -> None:
    written = (folder / report_file(lang)).read_text(encoding="utf-8")
    assert experiment.report(record_of(experiment, folder), lang) == written
    assert f"## {translate(lang, 'report.does_it_hold')}" in written
    assert f"]({figure_file(experiment.name, lang)})" in written  # its figure, same language
    assert (folder / figure_file(experiment.name, lang)).is_file()


def check_chinese(experiment: Experiment, folder: Path) -> None:
    written = (folder / report_file("zh")).read_text(encoding="utf-8")
    assert english_in(written, experiment.english) == set()
