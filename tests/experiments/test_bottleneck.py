"""`attnlab experiment bottleneck --quick`: the whole pipeline on a tiny slice of the Bible,
end to end through the command line, and its verdict read off the numbers it reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.data import bible
from attnlab.data.sword import find_module
from attnlab.experiments import EXPERIMENTS
from attnlab.experiments.bottleneck import MODELS, overlap, verdict

installed = all(find_module(name) for name in (bible.SPANISH_MODULE, bible.ENGLISH_MODULE))


def test_the_experiment_is_listed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["experiment", "--list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in listed] == list(EXPERIMENTS)
    assert any(
        line.startswith("bottleneck ") and "BLEU by sentence length" in line for line in listed
    )
    assert main(["experiment", "botleneck"]) == 2
    assert "unknown experiment 'botleneck'" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.skipif(not installed, reason="needs apt-get install sword-text-sparv sword-text-web")
def test_quick_run_trains_evaluates_draws_and_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bottleneck"
    assert main(["experiment", "bottleneck", "--quick", "--out", str(out)]) == 0
    record = json.loads((out / "bottleneck.json").read_text())
    assert set(record["models"]) == set(MODELS) and record["quick"] is True
    for result in record["models"].values():
        assert result["sentences"] == record["test_sentences"] == 120
        assert sum(p["count"] for p in result["by_length"]) == 120
        for point in result["by_length"]:
            if point["count"]:
                assert point["low_bleu"] <= point["bleu"] <= point["high_bleu"]
    assert (out / "bottleneck.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    # Resumable: a second run retrains nothing and reuses the cached translations.
    logs = {name: (out / "runs" / name / "train.log").read_text() for name in MODELS}
    assert main(["experiment", "bottleneck", "--quick", "--out", str(out)]) == 0
    assert logs == {name: (out / "runs" / name / "train.log").read_text() for name in MODELS}


def point(label: str, count: int, bleu: float, low: float, high: float) -> dict:
    return {"label": label, "count": count, "bleu": bleu, "low_bleu": low, "high_bleu": high}


def test_the_verdict_follows_the_numbers() -> None:
    def results(fixed_long: tuple[float, float, float]) -> dict:
        fixed = [point("0-9", 300, 20, 18, 22), point("40-49", 80, *fixed_long)]
        search = [point("0-9", 300, 21, 19, 23), point("40-49", 80, 15, 13, 17)]
        return {
            "RNNencdec-50": {"by_length": fixed},
            "RNNsearch-50": {"by_length": search},
        }

    falls = verdict(results((6, 4, 8)))  # the fixed context collapses on long sentences
    assert falls["holds"] and falls["gap_there"] == 9 and falls["intervals_separate_there"]
    assert falls["longest_overlapping_bucket"] == "0-9"
    holds_up = verdict(results((14, 12, 16)))  # both hold up: intervals overlap
    assert not holds_up["holds"] and holds_up["longest_overlapping_bucket"] == "40-49"
    assert overlap(point("a", 1, 5, 4, 6), point("b", 1, 7, 6, 8))
    assert not overlap(point("a", 1, 5, 4, 5.9), point("b", 1, 7, 6, 8))
