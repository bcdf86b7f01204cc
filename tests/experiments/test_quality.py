"""`attnlab experiment quality --quick` end to end on two shipped models (one without
attention); the verdict driven every way from made-up numbers; the flags' scores counted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from attnlab.cli import main
from attnlab.confidence.estimator import load
from attnlab.confidence.fitting import Words, flag_scores
from attnlab.experiments import quality
from attnlab.experiments.quality import QUICK_TEST, estimator_path
from attnlab.experiments.quality_report import NAME, verdict


@pytest.mark.slow
def test_quick_run_fits_checks_draws_and_reports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(quality, "MODELS", ("rnnsearch", "fixed-context"))
    out = tmp_path / NAME
    assert main(["experiment", NAME, "--quick", "--out", str(out)]) == 0
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record["quick"] is True and record["test_sentences"] == QUICK_TEST
    assert list(record["models"]) == ["rnnsearch", "fixed-context"]
    attention, baseline = record["models"]["rnnsearch"], record["models"]["fixed-context"]
    assert set(attention["flags"]) == {"wrong", "hallucination", "omission"}
    assert set(baseline["flags"]) == {"wrong", "hallucination"}  # no coverage, no omission
    assert set(baseline["missing"]) == {"coverage"}
    for model in record["models"].values():
        for score in ("estimator", "log_prob", "log_prob_per_piece"):
            found = model["correlation"][score]
            assert found["rho_95"][0] <= found["rho"] <= found["rho_95"][1]
    fitted = load(estimator_path(out, "rnnsearch"))
    assert fitted.fitted_on == {
        "corpus": "tatoeba-zh-en",
        "split": "dev",
        "model": "rnnsearch",
        "sentences": 8,
    }
    assert "omission" not in load(estimator_path(out, "fixed-context")).flags
    for name, flag in fitted.flags.items():  # measured on test whether shown or not
        assert attention["flags"][name]["shown"] == flag.shown
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    assert "fixed-context lacks `coverage`" in readme


def made_up(sentence_low: float, f1_low: float, all_flagged: float) -> dict[str, Any]:
    """Models whose estimator-minus-per-piece interval starts at ``sentence_low`` and whose
    flags' F1 intervals start at ``f1_low`` against ``all_flagged``."""
    flag = {"f1_95": [f1_low, f1_low + 0.2], "all_flagged_f1": all_flagged}
    correlation = {"estimator": {"minus_log_prob_per_piece_95": [sentence_low, sentence_low + 0.1]}}
    return {
        "rnnsearch": {"correlation": correlation, "flags": {"wrong": flag, "omission": flag}},
        "fixed-context": {"correlation": correlation, "flags": {"wrong": flag}},
    }


@pytest.mark.parametrize(
    ("sentence_low", "f1_low", "state"),
    [
        (0.05, 0.5, "holds"),
        (-0.05, 0.5, "partly"),
        (0.05, 0.2, "partly"),
        (-0.05, 0.2, "does_not_hold"),
    ],
)
def test_the_verdict_holds_only_where_every_score_beats_its_baseline(
    sentence_low: float, f1_low: float, state: str
) -> None:
    assert verdict(made_up(sentence_low, f1_low, all_flagged=0.3))["state"] == state


def test_the_flags_scores_count_words_and_the_baseline_is_flagging_every_word() -> None:
    sentences = [
        Words([{}] * 4, [True, False, False, False]),
        Words([{}] * 4, [False] * 3 + [True]),
    ]
    found = flag_scores(sentences, [[True, True, False, False], [False, False, False, True]])
    assert (found["precision"], found["recall"]) == (pytest.approx(2 / 3), 1.0)
    assert found["f1"] == pytest.approx(0.8) and found["words"] == 8
    assert found["base_rate"] == 0.25 and found["all_flagged_f1"] == pytest.approx(0.4)
    assert found["f1_95"][0] <= found["f1"] <= found["f1_95"][1]
