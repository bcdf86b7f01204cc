"""`attnlab experiment bottleneck --quick`: the whole pipeline on a tiny slice of the Bible,
end to end through the command line, and its verdict read off the numbers it reports."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from attnlab.cli import main
from attnlab.data import bible
from attnlab.data.sword import find_module
from attnlab.experiments import EXPERIMENTS
from attnlab.experiments.bottleneck import (
    CLAIM,
    MODELS,
    NAME,
    SMALL_BUCKET,
    overlap,
    report,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import report_file

installed = all(find_module(name) for name in (bible.SPANISH_MODULE, bible.ENGLISH_MODULE))


def test_the_experiment_is_listed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["experiment", "--list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in listed] == list(EXPERIMENTS)
    assert any(
        line.startswith("bottleneck ") and "BLEU by sentence length" in line for line in listed
    )
    assert main(["experiment", "--list", "--lang", "zh"]) == 0  # each report's title in Chinese
    chinese = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in chinese] == list(EXPERIMENTS)
    assert "瓶颈：按句长看 BLEU，固定上下文对比注意力" in chinese[0]
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
        assert result["sentences"] == record["test_sentences"] == 40
        assert sum(p["count"] for p in result["by_length"]) == 40
        for point in result["by_length"]:
            if point["count"]:
                assert point["low_bleu"] <= point["bleu"] <= point["high_bleu"]
    assert (out / "bottleneck.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    readme_zh = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in readme_zh and "--quick" in readme_zh
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


def made_up(
    *,
    fixed_short: float = 20.0,
    fixed_long: float = 6.0,
    search_short: float = 21.0,
    search_long: float = 15.0,
    long_count: int = 80,
) -> dict:
    """Every model's result as run() records it: BLEU (interval +-2) in two buckets, 0-9 words
    (300 sentences) and 40-49 (``long_count``); the 30-word models are the 50-word ones."""

    def model(short: float, long: float) -> dict:
        by_length = [
            {**point("0-9", 300, short, short - 2, short + 2), "low": 0},
            {**point("40-49", long_count, long, long - 2, long + 2), "low": 40},
        ]
        return {"steps": 100, "epochs": 1.0, "bleu": short, "bleu_interval": [short - 1, short + 1],
                "chrf": 40.0, "by_length": by_length}  # fmt: skip

    fixed, search = model(fixed_short, fixed_long), model(search_short, search_long)
    return {"RNNencdec-50": fixed, "RNNsearch-50": search,
            "RNNencdec-30": fixed, "RNNsearch-30": search}  # fmt: skip


def readme(results: dict, lang: str = "en") -> tuple[dict, str]:
    """The verdict of ``results`` and the README written from it in ``lang``."""
    record: dict[str, Any] = {
        "claim": "the claim", "quick": False, "command": None, "test_sentences": 380,
        "minutes_per_model": 30.0, "machine": {"cpus": 2, "platform": "Linux"},
        "started": "2026-01-01T00:00:00", "seconds": 60.0, "beam": 5, "models": results,
        "model": {"cell": "gru", "hidden_dim": 256, "embed_dim": 128},
        "verdict": verdict(results),
    }  # fmt: skip
    return record["verdict"], report(record, lang)


def test_the_claim_holds_when_attention_keeps_its_bleu_on_long_sentences() -> None:
    """The fixed context falls from 20 to 6 BLEU, attention from 21 to 15, intervals apart."""
    found, text = readme(made_up())
    assert found["holds"] is True and found["gap_there"] == 9
    assert found["longest_bucket_with_enough_sentences"] == "40-49"
    assert "**Yes.** In the longest bucket with at least 50 sentences" in text
    assert "leads RNNencdec-50 by +9.00 BLEU, and their intervals do not overlap" in text
    _, text = readme(made_up(), "zh")
    assert "**成立。**在句数不少于 50 的最长一段（40-49 个词" in text
    assert "RNNsearch-50 比 RNNencdec-50 高 +9.00 BLEU，两者的区间不重叠" in text


@pytest.mark.parametrize(
    "change",
    [
        {"fixed_long": 13.0},  # intervals overlap in the long bucket
        # attention behind there, though the fixed context keeps less of its best
        {"fixed_short": 40.0, "fixed_long": 15.0, "search_short": 10.0, "search_long": 6.0},
        # attention ahead, intervals apart, but the fixed context keeps more of its best
        {"fixed_short": 8.0, "fixed_long": 6.0, "search_short": 40.0, "search_long": 15.0},
    ],
)
def test_the_claim_fails_when_any_part_does(change: dict) -> None:
    found, text = readme(made_up(**change))
    assert found["holds"] is False
    assert "**Not at this budget.**" in text and "**Yes.**" not in text
    _, text = readme(made_up(**change), "zh")
    assert "**在这个训练预算下不成立。**" in text and "**成立。**" not in text


def test_a_small_long_bucket_leaves_the_verdict_to_the_last_well_filled_one() -> None:
    """At 49 sentences the 40-49 bucket is small: the verdict reads 0-9, where the models'
    intervals overlap, and the claim is not shown."""
    assert SMALL_BUCKET == 50
    found, text = readme(made_up(long_count=SMALL_BUCKET - 1))
    assert found["longest_bucket_with_enough_sentences"] == "0-9" and found["holds"] is False
    assert "**Not at this budget.** In the longest bucket with at least 50" in text
    assert "| 40-49 | 49 (small) |" in text
    assert "| 40-49 | 49（偏少） |" in readme(made_up(long_count=SMALL_BUCKET - 1), "zh")[1]
    found, text = readme(made_up(long_count=SMALL_BUCKET))
    assert found["longest_bucket_with_enough_sentences"] == "40-49" and found["holds"] is True
    assert "| 40-49 | 50 |" in text


def test_the_english_claim_is_the_records() -> None:
    """The report quotes the claim from the locale: in English, the one run() records."""
    assert translate("en", f"report.{NAME}.claim") == CLAIM
