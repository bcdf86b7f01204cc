"""The scores experiment's --quick run end to end: every score present and sized, the
different-sizes trial as the score functions define it, and the files it leaves."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from attnlab import locales
from attnlab.experiments.scores import CLAIM, NAME, build, report, run, sizes_differ, verdict
from attnlab.results import report_file
from attnlab.scores import score_names


def test_only_the_dot_scores_refuse_different_sizes() -> None:
    trials = sizes_differ()
    assert set(trials) == set(score_names(taught=True))
    refused = {name for name, trial in trials.items() if not trial["runs"]}
    assert refused == {"dot", "scaled_dot"}
    assert all("query_dim == key_dim" in trials[name]["error"] for name in refused)
    assert all(
        trials[name]["scores_shape"] == [2, 3, 5]
        for name in set(score_names(taught=True)) - refused
    )


def test_models_differ_only_in_their_score() -> None:
    dot, additive = build("dot", 0), build("additive", 0)
    shared = {k: v for k, v in dot.state_dict().items() if not k.startswith("score.")}
    for key, value in shared.items():
        assert additive.state_dict()[key].equal(value), key


@pytest.mark.slow
def test_quick_run_trains_every_score_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    results = record["scores"]
    assert list(results) == list(score_names(taught=True))
    for name, result in results.items():
        learned = name not in ("dot", "scaled_dot")
        assert (result["score_parameters"] > 0) is learned
        assert result["model_parameters"] > result["score_parameters"]
        assert result["steps_per_s"] > 0 and result["calls_per_s"] > 0
        for seed in result["seeds"]:
            assert 0 <= seed["accuracy"] <= 1 and 0 <= seed["aligned_mass"] <= 1
            assert seed["steps"] == record["training"]["steps"]
    verdict = record["verdict"]
    every = all(verdict["parts"].values())
    assert verdict["state"] == ("holds" if every else "does_not_hold")
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    # why dot and scaled dot cannot run, worded (the error itself stays in the JSON)
    sizes = {key: record["sizes_differ"][key] for key in ("query_dim", "key_dim")}
    assert locales.translate("en", "report.scores.sizes_error", **sizes) in readme
    assert "query_dim == key_dim" not in readme
    chinese = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in chinese and "--quick" in chinese


def made_up(aligned: dict[str, list[float]], dot_speed: float, sizes_ok: bool = True):
    results = {
        name: {
            "aligned_mass": sum(seeds) / len(seeds),
            "accuracy": 0.9,
            "calls_per_s": dot_speed if name == "dot" else 1.0,
            "seeds": [{"aligned_mass": m, "accuracy": 0.9} for m in seeds],
        }
        for name, seeds in aligned.items()
    }
    trials = {name: {"runs": (name == "additive") == sizes_ok} for name in aligned}
    return results, trials


def test_the_verdict_holds_only_when_every_part_does() -> None:
    apart = {"additive": [0.8, 0.9], "dot": [0.5, 0.6], "scaled_dot": [0.2, 0.3]}
    assert verdict(*made_up(apart, dot_speed=2.0))["state"] == "holds"
    assert verdict(*made_up(apart, dot_speed=0.5))["state"] == "does_not_hold"  # dot is slower
    assert verdict(*made_up(apart, 2.0, sizes_ok=False))["state"] == "does_not_hold"
    overlapping = {"additive": [0.2, 0.9], "dot": [0.5, 0.6], "scaled_dot": [0.3, 0.4]}
    overlap = verdict(*made_up(overlapping, dot_speed=2.0))  # the seeds overlap
    assert overlap["state"] == "does_not_hold"


def test_the_verdicts_parts_at_their_edges() -> None:
    """Touching seeds, equal speeds, and which scores must refuse different sizes."""
    touching = {"additive": [0.6, 0.9], "dot": [0.5, 0.7], "scaled_dot": [0.2, 0.6]}
    judged = verdict(*made_up(touching, dot_speed=2.0))
    assert (judged["most_aligned"], judged["least_aligned"]) == ("additive", "scaled_dot")
    assert list(judged["parts"].values()) == [True, True, False]
    assert judged["state"] == "does_not_hold"
    apart = {"additive": [0.8, 0.9], "dot": [0.5, 0.6], "scaled_dot": [0.2, 0.3]}
    judged = verdict(*made_up(apart, dot_speed=1.0))
    assert list(judged["parts"].values()) == [True, False, True]
    assert judged["state"] == "does_not_hold"
    results, _ = made_up(apart, dot_speed=2.0)
    for additive, dot, scaled_dot in [(False, False, False), (True, True, False),
                                      (True, False, True)]:  # fmt: skip
        runs = {"additive": additive, "dot": dot, "scaled_dot": scaled_dot}
        trials = {name: {"runs": ran} for name, ran in runs.items()}
        assert list(verdict(results, trials)["parts"].values()) == [False, True, True], runs


def committed() -> dict[str, Any]:
    folder = Path(__file__).resolve().parents[2] / "results" / NAME
    return json.loads((folder / f"{NAME}.json").read_text(encoding="utf-8"))


def test_the_report_follows_the_verdict_in_both_languages() -> None:
    record = committed()
    assert locales.translate("en", f"report.{NAME}.claim") == CLAIM
    assert "**Yes.**" in report(record, "en") and "**成立。**" in report(record, "zh")
    assert "their seeds overlap" in report(record, "en") and "有重叠" in report(record, "zh")
    parts = {part: False for part in record["verdict"]["parts"]}  # every part fails
    failed = {
        **record,
        "verdict": {**record["verdict"], "parts": parts, "state": "does_not_hold",
                    "accuracy_seeds_apart": True},
    }  # fmt: skip
    english, chinese = report(failed, "en"), report(failed, "zh")
    assert "**Not entirely.**" in english and "**不完全成立。**" in chinese
    assert all(f"- {part}: NO" in english for part in parts)
    assert chinese.count("：否\n") == len(parts)
    assert "their seeds do not overlap" in english and "不重叠" in chinese
