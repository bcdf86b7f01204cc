"""`attnlab experiment uniform-weights --quick` on the shipped models, end to end; the verdict
driven both ways from made-up numbers; uniform weights really change what a model writes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from attnlab.cli import main
from attnlab.experiments.uniform_weights import (
    ATTENTION_MODELS,
    NAME,
    QUICK_SENTENCES,
    decode,
    report,
    verdict,
)


@pytest.mark.slow
def test_quick_run_decodes_both_ways_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    assert main(["experiment", NAME, "--quick", "--out", str(out)]) == 0
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record["quick"] is True and record["test_sentences"] == QUICK_SENTENCES
    assert list(record["models"]) == list(ATTENTION_MODELS)
    for model in record["models"].values():
        for kind in ("trained", "uniform"):
            low, high = model[kind]["bleu_95"]
            assert low <= model[kind]["bleu"] <= high
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme


def test_uniform_weights_change_the_translation() -> None:
    sources = ["那只黑猫安静地坐在窗边。", "我喜欢喝茶。", "他昨天去了北京。"]
    assert decode("rnnsearch", sources, True) != decode("rnnsearch", sources, False)


def made_up(drops: dict[str, tuple[float, float]]) -> dict[str, Any]:
    """A record whose models' paired drop intervals are ``drops``."""
    models = {
        name: {
            "trained": {"bleu": 30.0, "bleu_95": [28.0, 32.0]},
            "uniform": {"bleu": 30.0 - (low + high) / 2, "bleu_95": [20.0, 31.0]},
            "drop": (low + high) / 2,
            "drop_95": [low, high],
            "baseline_bleu": 22.0,
            "examples": [{"source": "s", "trained": "a", "uniform": "b"}],
        }
        for name, (low, high) in drops.items()
    }
    return {
        "claim": "c", "quick": False, "corpus": "tatoeba-zh-en", "test_sentences": 500,
        "baseline": {"model": "fixed-context", "bleu": 22.0, "bleu_95": [20.0, 24.0]},
        "models": models, "verdict": verdict(models),
    }  # fmt: skip


def test_the_verdict_follows_the_intervals() -> None:
    holds = made_up({"rnnsearch": (8.0, 12.0), "luong": (6.0, 9.0)})
    assert holds["verdict"]["state"] == "holds"
    assert "**Yes: weights forced to 1/T clearly hurt every attention model" in report(holds)
    partly = made_up({"rnnsearch": (8.0, 12.0), "luong": (-1.0, 3.0)})
    assert partly["verdict"]["state"] == "partly"
    assert "**Partly: the drop is clear for rnnsearch only" in report(partly)
    fails = made_up({"rnnsearch": (-2.0, 1.0), "luong": (-1.0, 3.0)})
    assert fails["verdict"]["state"] == "does_not_hold"
    assert "**No: forcing the weights uniform does not clearly hurt" in report(fails)
    # 30 - 10 = 20 <= 22: at or below the baseline; 30 - 2 = 28 is not
    assert holds["verdict"]["uniform_at_or_below_fixed_context"] == {
        "rnnsearch": True,
        "luong": False,
    }


def test_the_verdict_at_its_edges() -> None:
    """A drop interval from 0 or from 0.5; a uniform BLEU equal to the fixed context's."""
    judged = made_up({"rnnsearch": (0.0, 4.0), "luong": (0.5, 15.5)})["verdict"]
    assert judged["uniform_drops_significantly"] == {"rnnsearch": False, "luong": True}
    assert judged["state"] == "partly"
    # uniform BLEU: 30 - (0 + 4) / 2 = 28 > 22, and 30 - (0.5 + 15.5) / 2 = 22, the baseline
    assert judged["uniform_at_or_below_fixed_context"] == {"rnnsearch": False, "luong": True}
