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
from attnlab.experiments.bottleneck_runs import evaluate
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
    trends = [result["trend"] for result in record["models"].values()]
    assert all(t and t["low"] <= t["slope_per_10_words"] <= t["high"] for t in trends)
    assert record["steps_per_model"] == 30
    assert all(result["steps"] == 30 for result in record["models"].values())
    assert (out / "bottleneck.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    readme_zh = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in readme_zh and "--quick" in readme_zh
    # Resumable: a second run retrains nothing and reuses the cached translations.
    logs = {name: (out / "runs" / name / "train.log").read_text() for name in MODELS}
    assert main(["experiment", "bottleneck", "--quick", "--out", str(out)]) == 0
    assert logs == {name: (out / "runs" / name / "train.log").read_text() for name in MODELS}
    # A cache from other weights (a run trained further since) is translated again.
    run = out / "runs" / "RNNsearch-50"
    cache = run / "bottleneck-eval.json"
    cached = json.loads(cache.read_text())
    assert cached["steps"] == 30
    cache.write_text(json.dumps({**cached, "steps": 20, "hypotheses": ["stale"] * 40}))
    again = evaluate(run, out / "runs" / "corpus-max50", 50, beam=1, enough=4)
    assert json.loads(cache.read_text()) == cached
    assert json.loads(json.dumps(again)) == record["models"]["RNNsearch-50"]


def point(label: str, count: int, bleu: float, low: float, high: float) -> dict:
    return {"label": label, "count": count, "bleu": bleu, "low_bleu": low, "high_bleu": high}


def trend(slope: float, low: float, high: float, buckets: tuple[str, ...] = ("0-9", "40-49")):
    return {"buckets": list(buckets), "slope_per_10_words": slope, "low": low, "high": high}


FALLS, LEVEL, FALLS_TOO = trend(-3.5, -4.5, -2.5), trend(-0.5, -1.5, 0.5), trend(-1.5, -2.5, -0.5)
PARTS = ("fixed_falls", "attention_holds", "attention_leads_on_long")


def made_up(
    *,
    fixed_short: float = 20.0,
    fixed_long: float = 6.0,
    search_short: float = 21.0,
    search_long: float = 15.0,
    long_count: int = 80,
    fixed_trend: dict | None = FALLS,
    search_trend: dict | None = LEVEL,
) -> dict:
    """Every model's result as run() records it: BLEU (interval +-2) in two buckets, 0-9 words
    (300 sentences) and 40-49 (``long_count``), and the trend within the training range (the
    same for both fits); the 30-word models are the 50-word ones."""

    def model(short: float, long: float, slope: dict | None) -> dict:
        by_length = [
            {**point("0-9", 300, short, short - 2, short + 2), "low": 0},
            {**point("40-49", long_count, long, long - 2, long + 2), "low": 40},
        ]
        return {"steps": 100, "epochs": 1.0, "bleu": short, "bleu_interval": [short - 1, short + 1],
                "chrf": 40.0, "by_length": by_length, "trend": slope,
                "trend_by_sentences": slope}  # fmt: skip

    fixed = model(fixed_short, fixed_long, fixed_trend)
    search = model(search_short, search_long, search_trend)
    return {"RNNencdec-50": fixed, "RNNsearch-50": search,
            "RNNencdec-30": fixed, "RNNsearch-30": search}  # fmt: skip


def readme(results: dict, lang: str = "en") -> tuple[dict, str]:
    """The verdict of ``results`` and the README written from it in ``lang``."""
    record: dict[str, Any] = {
        "claim": "the claim", "quick": False, "command": None, "test_sentences": 380,
        "steps_per_model": 3000, "minutes_per_model": None,
        "machine": {"cpus": 2, "platform": "Linux"},
        "started": "2026-01-01T00:00:00", "seconds": 60.0, "beam": 5, "models": results,
        "model": {"cell": "gru", "hidden_dim": 256, "embed_dim": 128},
        "verdict": verdict(results),
    }  # fmt: skip
    return record["verdict"], report(record, lang)


def test_the_claim_holds_when_the_fixed_context_falls_and_attention_holds_and_leads() -> None:
    """The fixed context falls from 20 to 6 BLEU (trend -3.5 [-4.5, -2.5] per ten words),
    attention from 21 to 15 with a trend that reaches zero, intervals apart on long sentences."""
    found, text = readme(made_up())
    assert found["state"] == "holds" and found["gap_there"] == 9
    assert found["fixed_falls"] and found["attention_holds"] and found["attention_leads_on_long"]
    assert found["longest_bucket_with_enough_sentences"] == "40-49"
    assert found["close_on_short"] and found["gap_on_short"] == 1
    assert "**Yes.** In the longest bucket with at least 50 sentences" in text
    assert "leads RNNencdec-50 by +9.00 BLEU, and their intervals do not overlap" in text
    assert "-3.50 [-4.50, -2.50] (buckets 0-9, 40-49) for RNNencdec-50" in text
    assert text.count(": shown") == 3 and "not shown" not in text
    assert "the intervals overlap: as in the paper, the two are close" in text
    _, text = readme(made_up(), "zh")
    assert "**成立。**在句数不少于 50 的最长一段（40-49 个词" in text
    assert "RNNsearch-50 比 RNNencdec-50 高 +9.00 BLEU，两者的区间不重叠" in text
    assert text.count("：得到证实") == 3 and "未得到证实" not in text


@pytest.mark.parametrize(
    ("change", "failed"),
    [
        # the fixed context's trend reaches zero and its two buckets' intervals overlap
        ({"fixed_short": 9.0, "fixed_long": 7.0, "fixed_trend": LEVEL}, "fixed_falls"),
        ({"search_trend": FALLS_TOO}, "attention_holds"),  # attention falls significantly too
        ({"search_trend": None}, "attention_holds"),  # no trend measured: not shown
        ({"fixed_long": 13.0}, "attention_leads_on_long"),  # intervals overlap on long ones
        # attention behind on long sentences
        ({"fixed_short": 40.0, "fixed_long": 15.0, "search_long": 6.0}, "attention_leads_on_long"),
    ],
)
def test_the_claim_holds_only_partly_when_a_part_is_not_shown(change: dict, failed: str) -> None:
    found, text = readme(made_up(**change))
    assert found["state"] == "partly"
    assert [part for part in PARTS if not found[part]] == [failed]
    assert "**Partly.**" in text and "**Yes.**" not in text
    assert text.count(": not shown") == 1
    _, text = readme(made_up(**change), "zh")
    assert "**部分成立。**" in text and text.count("：未得到证实") == 1


def test_the_claim_does_not_hold_when_no_part_is_shown() -> None:
    """The fixed context rises (9 -> 14, trend above zero), attention falls and trails."""
    nothing = {"fixed_short": 9.0, "fixed_long": 14.0, "search_long": 13.0,
               "fixed_trend": trend(1, -1, 3), "search_trend": FALLS_TOO}  # fmt: skip
    found, text = readme(made_up(**nothing))
    assert found["state"] == "does_not_hold"
    assert not any(found[part] for part in PARTS)
    assert "**Not at this budget.**" in text and text.count(": not shown") == 3
    assert "**在这个训练预算下不成立。**" in readme(made_up(**nothing), "zh")[1]


def test_the_fixed_contexts_fall_is_shown_by_its_trend_or_by_its_ends_apart() -> None:
    # a trend that reaches zero, but the first and last buckets' intervals apart (20 / 6)
    found = verdict(made_up(fixed_trend=LEVEL))
    assert found["fixed_falls"] and found["fixed_first_and_last_trained_buckets_apart"]
    # buckets that overlap (9 / 7), but a trend below zero
    found = verdict(made_up(fixed_short=9.0, fixed_long=7.0, search_long=15.0))
    assert found["fixed_falls"] and not found["fixed_first_and_last_trained_buckets_apart"]
    # neither
    assert not verdict(made_up(fixed_short=9.0, fixed_long=7.0, fixed_trend=None))["fixed_falls"]


def test_far_apart_on_short_sentences_the_report_says_length_is_not_the_whole_story() -> None:
    found, text = readme(made_up(fixed_short=10.0))
    assert found["state"] == "holds" and not found["close_on_short"] and found["gap_on_short"] == 11
    assert "leads by +11.00 BLEU and the intervals do not overlap: in the paper" in text
    assert "so the gap is not only about length" in text
    assert "所以差距不只来自句长" in readme(made_up(fixed_short=10.0), "zh")[1]


def test_overlap_is_of_the_intervals() -> None:
    assert overlap(point("a", 1, 5, 4, 6), point("b", 1, 7, 6, 8))
    assert not overlap(point("a", 1, 5, 4, 5.9), point("b", 1, 7, 6, 8))
    # intervals that touch overlap, from either side
    assert overlap(point("a", 1, 5, 4, 6), point("b", 1, 7, 6, 8))
    assert overlap(point("b", 1, 7, 6, 8), point("a", 1, 5, 4, 6))


def test_a_small_long_bucket_leaves_the_verdict_to_the_last_well_filled_one() -> None:
    """At 49 sentences the 40-49 bucket is small: the comparison on long sentences reads 0-9,
    where the models' intervals overlap, and that part is not shown."""
    assert SMALL_BUCKET == 50
    found, text = readme(made_up(long_count=SMALL_BUCKET - 1))
    assert found["longest_bucket_with_enough_sentences"] == "0-9"
    assert not found["attention_leads_on_long"] and found["state"] == "partly"
    assert "**Partly.** In the longest bucket with at least 50" in text
    assert "| 40-49 | 49 (small) |" in text
    assert "| 40-49 | 49（偏少） |" in readme(made_up(long_count=SMALL_BUCKET - 1), "zh")[1]
    found, text = readme(made_up(long_count=SMALL_BUCKET))
    assert found["longest_bucket_with_enough_sentences"] == "40-49" and found["state"] == "holds"
    assert "| 40-49 | 50 |" in text


def test_a_model_without_a_trend_says_it_was_not_measured() -> None:
    _, text = readme(made_up(search_trend=None))
    assert "not measured (fewer than two buckets of at least 50 sentences) for RNNsearch-50" in text
    assert "未测（句数不少于 50 的长度段不足两个）" in readme(made_up(search_trend=None), "zh")[1]


def test_the_verdict_decides_at_its_edges() -> None:
    """A trend whose interval ends at zero is no fall and no fall of attention, touching end
    buckets are not apart, and any lead with intervals apart counts, but no tie."""
    edge = trend(-1.0, -2.0, 0.0)
    assert verdict(made_up(search_trend=edge))["attention_holds"] is True
    # the fixed context's buckets overlap (9 / 7): only its trend could show the fall
    found = verdict(made_up(fixed_short=9.0, fixed_long=7.0, fixed_trend=edge))
    assert found["fixed_falls"] is False
    # 10 - 2 = 6 + 2: the first bucket's interval ends where the last one's begins
    found = verdict(made_up(fixed_short=10.0, fixed_long=6.0, fixed_trend=LEVEL))
    assert found["fixed_first_and_last_trained_buckets_apart"] is False
    assert found["fixed_falls"] is False
    results = made_up()
    fixed, search = results["RNNencdec-50"], results["RNNsearch-50"]
    long_f, long_s = fixed["by_length"][1], search["by_length"][1]  # the 40-49 bucket
    long_f.update(bleu=6.0, low_bleu=5.9, high_bleu=6.1)
    long_s.update(bleu=6.5, low_bleu=6.4, high_bleu=6.6)  # half a point ahead, intervals apart
    found = verdict(results)
    assert found["gap_there"] == 0.5 and found["attention_leads_on_long"] is True
    # A percentile bootstrap interval need not hold its estimate: a tie whose intervals are
    # apart is still no lead
    long_s.update(bleu=6.0)
    found = verdict(results)
    assert found["gap_there"] == 0 and found["intervals_separate_there"] is True
    assert found["attention_leads_on_long"] is False


def test_the_longest_overlapping_bucket_is_read_off_the_intervals() -> None:
    """The last bucket whose two intervals overlap, or none."""
    assert verdict(made_up())["longest_overlapping_bucket"] == "0-9"  # 20 / 21, apart at 40-49
    assert verdict(made_up(fixed_long=13.0))["longest_overlapping_bucket"] == "40-49"
    assert verdict(made_up(fixed_short=10.0))["longest_overlapping_bucket"] is None


def test_a_bucket_scored_0_bleu_is_read_and_an_empty_one_is_not() -> None:
    """The fixed context at 0 BLEU on long sentences is where attention leads most; a bucket
    without sentences has no score, and the comparison is made in the last scored one."""
    results = made_up()
    results["RNNencdec-50"]["by_length"][1].update(bleu=0.0, low_bleu=0.0, high_bleu=0.0)
    found = verdict(results)
    assert found["longest_bucket_with_enough_sentences"] == "40-49"
    assert found["gap_there"] == 15.0 and found["attention_leads_on_long"] is True
    for model in results.values():  # no sentences: no score, and no trend through it
        model["by_length"][1].update(count=0, bleu=None, low_bleu=None, high_bleu=None)
        model["trend"] = model["trend_by_sentences"] = None
    assert verdict(results)["longest_bucket_with_enough_sentences"] == "0-9"


def test_models_scored_on_different_buckets_are_refused() -> None:
    """A record whose two models have different buckets is an error, not cut to the shorter."""
    results = made_up()
    results["RNNsearch-50"]["by_length"] = results["RNNsearch-50"]["by_length"][:1]
    with pytest.raises(ValueError):
        verdict(results)


def test_the_english_claim_is_the_records() -> None:
    """The report quotes the claim from the locale: in English, the one run() records."""
    assert translate("en", f"report.{NAME}.claim") == CLAIM
