"""Every committed verdict is what its experiment's ``verdict`` computes from the committed
measurements, exactly: so a change to a verdict's rule (a threshold, a rounding, the cell it
reads) shows here, and a committed result cannot drift from the code that judges it."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from attnlab.experiments import EXPERIMENTS, alignment, faithfulness_report
from attnlab.results import VERDICT_STATES
from tests.experiments.members import check_verdict

RESULTS = Path(__file__).resolve().parents[2] / "results"


def committed(name: str) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((RESULTS / name / f"{name}.json").read_text("utf-8"))
    return record


@pytest.mark.parametrize("name", sorted(EXPERIMENTS))
def test_the_committed_verdict_is_what_its_rule_computes(name: str) -> None:
    check_verdict(EXPERIMENTS[name], committed(name))


def experiment_of(path: Path) -> Any:
    record = json.loads(path.read_text("utf-8"))
    return record.get("experiment") if isinstance(record, dict) else None


# Every committed results/*/*.json that a registered experiment wrote (results/ holds others)
RECORDS = sorted(
    path.relative_to(RESULTS).as_posix()
    for path in RESULTS.glob("*/*.json")
    if experiment_of(path) in EXPERIMENTS
)


def test_every_experiment_has_a_committed_record() -> None:
    assert {experiment_of(RESULTS / path) for path in RECORDS} == set(EXPERIMENTS)


@pytest.mark.parametrize("path", RECORDS)
def test_the_committed_verdict_says_its_state_in_one_field(path: str) -> None:
    record = json.loads((RESULTS / path).read_text("utf-8"))
    assert record["verdict"]["state"] in VERDICT_STATES
    assert not {"holds", "partly"} & set(record["verdict"])


# Verdicts that can fail, shown failing on the committed numbers: the same measurements judged
# against a weaker reference (position alone) than the rule's give the other answer.


def test_the_alignment_caveat_fails_against_the_diagonal_on_the_committed_numbers() -> None:
    models = copy.deepcopy(committed("alignment")["models"])
    for methods in models.values():
        for found in methods.values():  # attention's paired gain over the diagonal instead
            found["better_than_aligner_95"] = found["better_than_diagonal_95"]
    worse = alignment.verdict(models)["attention_worse_than_the_aligner"]
    assert alignment.verdict(models)["state"] == "does_not_hold"
    assert not any(found for readings in worse.values() for found in readings.values())


def test_the_faithfulness_claim_fails_against_the_diagonal_on_the_committed_numbers() -> None:
    families = copy.deepcopy(committed("faithfulness")["families"])
    for family in families.values():
        summary = family["summary"]
        if "interventions" in summary:  # the diagonal's agreement with occlusion instead of IG's
            diagonal = summary["agreement"]["occlusion"]["diagonal"]
            summary["between_attributions"][faithfulness_report.REFERENCE] = diagonal
    judged = faithfulness_report.verdict_of_summaries(families)
    assert {found["state"] for found in judged["by_model"].values()} == {"does_not_hold"}
    assert judged["state"] == "does_not_hold"
