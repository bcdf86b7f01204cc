"""The no-positions experiment's --quick run end to end, its data (distinct letters, the
same sources for both tasks), the verdict driven both ways into the report, and the committed
reports regenerated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from attnlab.experiments.no_positions import (
    EXACT,
    FAILS,
    KEEPS,
    LEARNED,
    LENGTHS,
    NAME,
    POSITIONS,
    TASKS,
    pairs,
    report,
    run,
    sources,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import VERDICT_STATES, report_file, verdict_state

COMMITTED = Path(__file__).resolve().parents[2] / "results" / NAME


@pytest.mark.slow
def test_quick_run_trains_both_tasks_with_and_without_positions(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert set(record["results"]) == set(TASKS)
    for by in record["results"].values():
        assert set(by) == set(POSITIONS)
        for result in by.values():
            assert 0 <= result["sequence_accuracy"] <= result["token_accuracy"] <= 1
            assert sum(p["count"] for p in result["by_length"]) == record["data"]["test"]
        # Without positions the encoder is equivariant and the outputs ignore the order,
        # trained or not; with them the encoder sees the order
        assert by["none"]["encoder_largest_change_under_shuffle"] < 1e-4
        assert by["none"]["outputs_unchanged_under_shuffle"] == 1.0
        assert by["sinusoidal"]["encoder_largest_change_under_shuffle"] > 1e-2
    v = record["verdict"]
    assert v["encoder_equivariant_without_positions"] is True
    assert v["state"] in VERDICT_STATES
    assert 0 < record["chance_sequence_accuracy"] < 1
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and record["claim"] in readme
    chinese = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in chinese and "--quick" in chinese


def test_sources_are_distinct_letters_and_the_tasks_share_them() -> None:
    strings = sources(200, seed=0)
    assert len({tuple(s) for s in strings}) == 200
    assert all(len(set(s)) == len(s) and LENGTHS[0] <= len(s) <= LENGTHS[1] for s in strings)
    reverse, sort = pairs("reverse", strings[:1]), pairs("sort", strings[:1])
    assert reverse[0].src == sort[0].src
    assert reverse[0].tgt.split() == strings[0][::-1]
    assert sort[0].tgt.split() == sorted(strings[0])


def made_up(**changes: float) -> dict[str, dict[str, dict[str, object]]]:
    """Results as run() records them; ``changes`` set one number: reverse_none, sort_none,
    reverse_sinusoidal, encoder_change or outputs_unchanged."""
    numbers = {
        "reverse_sinusoidal": 0.95,
        "sort_sinusoidal": 0.95,
        "reverse_none": 0.05,
        "sort_none": 0.94,
        "encoder_change": 1e-6,
        "outputs_unchanged": 1.0,
        **changes,
    }
    return {
        task: {
            positions: {
                "sequence_accuracy": numbers[f"{task}_{positions}"],
                "encoder_largest_change_under_shuffle": numbers["encoder_change"],
                "outputs_unchanged_under_shuffle": numbers["outputs_unchanged"],
            }
            for positions in POSITIONS
        }
        for task in TASKS
    }


def test_the_verdict_holds_only_when_every_part_does() -> None:
    assert verdict(made_up())["state"] == "holds"
    for change in [
        {"reverse_sinusoidal": 0.2},  # with positions, reversal was not learned
        {"reverse_none": 0.9},  # reversal does not fail without positions
        {"sort_none": 0.5},  # sorting loses its accuracy without positions
        {"encoder_change": 0.1},  # the encoder is not equivariant
        {"outputs_unchanged": 0.9},  # the outputs see the source order
    ]:
        assert verdict(made_up(**change))["state"] == "does_not_hold", change


def test_the_verdicts_parts_at_their_edges() -> None:
    """Each part exactly at LEARNED, FAILS, KEEPS or EXACT: the >= parts met, the < ones not."""
    for task in ("reverse", "sort"):
        judged = verdict(made_up(**{f"{task}_sinusoidal": LEARNED}))
        assert judged["with_positions_both_learned"] is True and judged["state"] == "holds", task
    assert FAILS * 1.0 == 0.5 and KEEPS * 1.0 == 0.9
    judged = verdict(made_up(reverse_sinusoidal=1.0, reverse_none=0.5))
    assert judged["order_dependent_fails_without_positions"] is False
    assert judged["state"] == "does_not_hold"
    judged = verdict(made_up(sort_sinusoidal=1.0, sort_none=0.9))
    assert judged["order_free_keeps_accuracy_without_positions"] is True
    assert judged["state"] == "holds"
    judged = verdict(made_up(encoder_change=EXACT))
    assert judged["encoder_equivariant_without_positions"] is False
    assert judged["state"] == "does_not_hold"


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(
    ("change", "state"), [({}, "holds"), ({"reverse_none": 0.9}, "does_not_hold")]
)
def test_the_report_says_the_verdict_both_ways(
    lang: str, change: dict[str, float], state: str
) -> None:
    record = json.loads((COMMITTED / f"{NAME}.json").read_text(encoding="utf-8"))
    record["verdict"] = verdict(made_up(**change))
    assert verdict_state(record["verdict"]) == state
    headline = translate(lang, f"report.{NAME}.{state}")
    written = report(record, lang)
    assert translate(lang, f"report.{NAME}.headline", headline=headline) in written
    answer = translate(lang, f"report.{NAME}." + ("yes" if state == "holds" else "no"))
    line = translate(lang, f"report.{NAME}.reverse_fails", answer=answer)
    assert line[: line.index("{reverse}")] in written  # reversal's line says yes or no
