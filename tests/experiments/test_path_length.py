"""The path-length experiment's --quick run end to end, and its probe: the gradient of the
output with respect to one input's embedding; the convolutional encoder's known reach."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

import pytest

from attnlab.experiments.path_length import CLAIM, NAME, PARTS, report, run, verdict
from attnlab.experiments.path_length_probes import (
    CNN,
    CNN_REACH,
    FILLERS,
    KEYS,
    MODELS,
    OPTIONS,
    QUICK_DISTANCES,
    build,
    dependence,
    example,
)
from attnlab.locales import translate
from attnlab.results import report_file


def test_the_key_sits_in_the_middle() -> None:
    pair = example(random.Random(0), 3, 0)
    assert len(pair.src) == 7 and pair.tgt == [pair.src[3]]
    assert pair.src[3] not in pair.src[:3] + pair.src[4:]  # keys and fillers are disjoint


def test_the_probe_gives_a_finite_gradient_and_leaves_the_weights_alone() -> None:
    model = build("fixed_context", 0)
    point = dependence(model, "fixed_context", 2, probes=8)
    assert math.isfinite(point["gradient"]) and point["gradient"] > 0
    assert all(p.grad is None for p in model.parameters())


def test_the_convolutional_encoder_reaches_its_receptive_field_and_no_further() -> None:
    """8 convolutions of 5 positions: an end sees 16 positions in, so the key at L = 16 still
    moves the output and at L = 17 it cannot (a gradient of exactly zero, not a small one)."""
    model = build(CNN, 0)
    assert CNN_REACH == 16
    within = dependence(model, CNN, CNN_REACH, probes=8)["gradient"]
    beyond = dependence(model, CNN, CNN_REACH + 1, probes=8)["gradient"]
    assert within > 0 and beyond == 0.0
    assert all(p.grad is None for p in model.parameters())


def test_quick_run_probes_trains_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert list(record["models"]) == list(MODELS) == [*OPTIONS, CNN]
    for result in record["models"].values():
        assert result["parameters"] > 0
        assert [p["distance"] for p in result["untrained"]] == list(QUICK_DISTANCES)
        assert result["untrained"][0]["relative"] == 1.0
        for point in result["untrained"] + result["trained"]:
            assert math.isfinite(point["gradient"]) and point["gradient"] >= 0
            assert point["gradient_se"] >= 0
        for point in result["trained"]:
            low, high = point["interval"]
            assert 0 <= low <= point["accuracy"] <= high <= 1
    # Untrained, the fixed context already loses the key faster than attention does.
    untrained = {name: r["untrained"][-1]["relative"] for name, r in record["models"].items()}
    assert untrained["fixed_context"] < min(untrained["bahdanau"], untrained["transformer"])
    verdict = record["verdict"]
    every = all(verdict["parts"].values())
    assert verdict["state"] == ("holds" if every else "does_not_hold")
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    readme_zh = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in readme_zh and "--quick" in readme_zh


def made_up(*, fixed_untrained_end: float, attention_untrained_end: float, gap: float):
    """Models as run() records them: the untrained relative dependence at the longest
    distance, and the trained recall intervals (attention's ``gap`` above the fixed one)."""

    def model(untrained_end: float, trained_low: float) -> dict[str, object]:
        untrained = [
            {"distance": d, "relative": r, "gradient": r}
            for d, r in [(1, 1.0), (4, (1.0 + untrained_end) / 2), (16, untrained_end)]
        ]
        trained = [
            {"gradient": 1.0, "interval": [trained_low, trained_low + 0.1], "accuracy": a}
            for a in (1.0, 1.0, trained_low)  # recalled at the two shorter distances
        ]
        return {"untrained": untrained, "trained": trained}

    models = {"fixed_context": model(fixed_untrained_end, 0.3)}
    for name in OPTIONS:
        if name != "fixed_context":
            models[name] = model(attention_untrained_end, 0.4 + gap)
    models[CNN] = model(0.0, 0.0)  # beside the claim: no dependence at L = 16, chance after
    return models


def test_the_verdict_holds_only_when_both_parts_do() -> None:
    holding = dict(fixed_untrained_end=1e-4, attention_untrained_end=0.05, gap=0.2)
    assert verdict(made_up(**holding))["state"] == "holds"
    for part, value in [
        ("fixed_untrained_end", 0.5),  # the fixed context's dependence does not fall 100-fold
        ("attention_untrained_end", 1e-5),  # it falls below attention's
        ("gap", -0.05),  # trained, the intervals overlap
    ]:
        assert verdict(made_up(**{**holding, part: value}))["state"] == "does_not_hold", part


def readme(models: dict, lang: str) -> str:
    """The README of made-up models (three distances)."""
    for m in models.values():
        m["parameters"] = 1000
    record: dict[str, Any] = {
        "quick": False, "command": None, "seconds": 60.0, "machine": {"cpus": 2},
        "distances": [1, 4, 16], "probes": 8, "test_sources": 64, "models": models,
        "training": {"steps": 400, "batch": 32, "lr": 3e-3}, "verdict": verdict(models),
    }  # fmt: skip
    return report(record, lang)


@pytest.mark.parametrize(
    ("lang", "holds", "fails", "part_fails"),
    [
        ("en", "**Yes.**", "**Not entirely.**", "(95 % intervals apart): NO"),
        ("zh", "**成立。**", "**不完全成立。**", "（95 % 区间分开）：否"),
    ],
)
def test_the_report_says_what_the_verdict_says(
    lang: str, holds: str, fails: str, part_fails: str
) -> None:
    holding = dict(fixed_untrained_end=1e-4, attention_untrained_end=0.05, gap=0.2)
    text = readme(made_up(**holding), lang)
    assert holds in text and fails not in text and part_fails not in text
    text = readme(made_up(**{**holding, "gap": -0.05}), lang)
    assert fails in text and holds not in text and part_fails in text


def test_the_lecture_table_says_where_the_cnn_stops() -> None:
    holding = dict(fixed_untrained_end=1e-4, attention_untrained_end=0.05, gap=0.2)
    models = made_up(**holding)
    assert verdict(models)["cnn_reach"] == {
        "measured": 4, "first_zero": 16, "receptive_field": 16, "recalled": 4
    }  # fmt: skip
    assert verdict(models)["state"] == "holds"  # the cnn is measured beside the claim
    text = readme(models, "en")
    assert "| O(n/k) layers | some dependence up to L = 4, exactly 0 from L = 16:" in text
    assert "it recalls the key (accuracy >= 90%) up to L = 4 |" in text
    assert "| O(n) sequential steps |" in text and "| O(1) |" in text
    assert "| O(n/k) 层 | 直到 L = 4 还有依赖，从 L = 16 起恰好为 0" in readme(
        made_up(**holding), "zh"
    )


def test_the_english_strings_are_the_records() -> None:
    """The report words the claim, the task and the verdict's parts from the locale: in
    English, exactly as run() and verdict() record them."""
    assert translate("en", f"report.{NAME}.claim") == CLAIM
    task = translate("en", f"report.{NAME}.task", fillers=FILLERS, keys=KEYS)
    folder = Path(__file__).resolve().parents[2] / "results" / NAME
    assert json.loads((folder / f"{NAME}.json").read_text(encoding="utf-8"))["task"] == task
    parts = verdict(made_up(fixed_untrained_end=1e-4, attention_untrained_end=0.05, gap=0.2))
    assert list(parts["parts"]) == [translate("en", f"report.{NAME}.part.{p}") for p in PARTS]


def probe(distance: int, relative: float, gradient: float | None = None) -> dict[str, float]:
    return {"distance": distance, "relative": relative, "gradient": relative if gradient is None
            else gradient}  # fmt: skip


def recall(low: float, gradient: float, accuracy: float) -> dict[str, object]:
    return {"interval": [low, low + 0.15], "gradient": gradient, "accuracy": accuracy}


def known_models() -> dict[str, dict[str, list]]:
    """Four distances with numbers whose derived figures are exact: the fixed context keeps
    half its dependence per step (and underflows to 0 at L = 8), untrained attention's
    dependence times 2L + 1 stays about level, the cnn's ends after L = 4."""
    untrained_attention = [probe(1, 1.0), probe(4, 1 / 3), probe(8, 0.2), probe(16, 0.1)]
    trained_attention = [recall(0.9, 1.0, 1.0), *[recall(0.5, 0.5, 0.6)] * 3]
    cnn_accuracies = (1.0, 0.9, 0.89, 0.1)  # recalled (>= 0.9) up to L = 4
    return {
        "fixed_context": {
            "untrained": [probe(1, 1.0), probe(4, 0.125), probe(8, 0.0), probe(16, 0.125 / 2**12)],
            "trained": [recall(0.9, 2.0, 1.0), *[recall(0.2, 0.02, 0.3)] * 3],
        },
        "bahdanau": {"untrained": untrained_attention, "trained": trained_attention},
        "transformer": {"untrained": untrained_attention, "trained": trained_attention},
        CNN: {
            "untrained": [probe(d, 0.0, g) for d, g in ((1, 1.0), (4, 0.3), (8, 0.0), (16, 0.0))],
            "trained": [recall(0.0, 1.0, accuracy) for accuracy in cnn_accuracies],
        },
    }


def test_the_verdicts_figures_are_read_off_the_numbers() -> None:
    """Every figure the verdict derives, on numbers where each is known by hand."""
    judged = verdict(known_models())
    assert judged["fixed_context_kept_per_step"] == [0.5, 0.5]  # 1 -> 4, then 4 -> 16 (8: 0)
    assert judged["attention_relative_times_length"] == {
        "bahdanau": [1.0, 1.0, 1.13, 1.1], "transformer": [1.0, 1.0, 1.13, 1.1]
    }  # fmt: skip
    assert judged["trained_longest_over_shortest"] == {
        "fixed_context": 0.01, "bahdanau": 0.5, "transformer": 0.5
    }  # fmt: skip
    assert judged["cnn_reach"] == {
        "measured": 4, "first_zero": 8, "receptive_field": CNN_REACH, "recalled": 4
    }  # fmt: skip
    assert list(judged["parts"].values()) == [True, True] and judged["state"] == "holds"


def test_the_verdicts_parts_are_strict_at_their_edges() -> None:
    """At its threshold a part is not shown: the fixed context's dependence at exactly 0.01
    (or exactly attention's) does not fall below it; intervals that touch are not apart."""
    for attention_end in (0.1, 0.001):  # the 100-fold line first, then attention's own
        models = known_models()
        fixed_end = min(0.01, attention_end)
        models["fixed_context"]["untrained"][-1] = probe(16, fixed_end)
        for name in ("bahdanau", "transformer"):
            models[name]["untrained"] = [*models[name]["untrained"][:-1], probe(16, attention_end)]
        assert list(verdict(models)["parts"].values()) == [False, True], fixed_end
        models["fixed_context"]["untrained"][-1] = probe(16, fixed_end * 0.99)
        assert list(verdict(models)["parts"].values()) == [True, True], fixed_end
    models = known_models()
    touching = {**recall(0.3, 0.02, 0.3), "interval": [0.3, 0.5]}  # attention's low end: 0.5
    models["fixed_context"]["trained"][-1] = touching
    assert list(verdict(models)["parts"].values()) == [True, False]
    assert verdict(models)["state"] == "does_not_hold"


def test_the_verdict_reads_the_longest_distance_and_the_shortest_one() -> None:
    """Recall is read at the longest distance; dilution is relative to the shortest's 2L + 1."""
    models = known_models()
    for name in ("bahdanau", "transformer"):  # the last distance alone clears the fixed 0.35
        models[name]["trained"] = [recall(0.9, 1.0, 1.0), *[recall(0.1, 0.5, 0.6)] * 2,
                                   recall(0.5, 0.5, 0.6)]  # fmt: skip
    assert list(verdict(models)["parts"].values()) == [True, True]
    models["bahdanau"]["trained"][-1] = recall(0.1, 0.5, 0.6)
    assert list(verdict(models)["parts"].values()) == [True, False]
    models = known_models()
    for name in ("bahdanau", "transformer"):  # 1 x 5 / 5, 0.5 x 9 / 5, 0.25 x 17 / 5
        models[name]["untrained"] = [probe(2, 1.0), probe(4, 0.5), probe(8, 0.25)]
    models["fixed_context"]["untrained"] = [probe(2, 1.0), probe(4, 0.125), probe(8, 0.125 / 16)]
    dilution = verdict(models)["attention_relative_times_length"]
    assert dilution == {"bahdanau": [1.0, 0.9, 0.85], "transformer": [1.0, 0.9, 0.85]}


def test_a_cnn_record_whose_lists_disagree_in_length_is_refused() -> None:
    """The cnn trained at fewer distances than it was probed at: an error, not a truncation."""
    models = known_models()
    models[CNN]["trained"] = models[CNN]["trained"][:-1]
    with pytest.raises(ValueError):
        verdict(models)


def test_without_a_cnn_the_verdict_says_its_reach_was_not_measured() -> None:
    models = known_models()
    del models[CNN]
    judged = verdict(models)
    assert judged["cnn_reach"] == {
        "measured": None, "first_zero": None, "receptive_field": CNN_REACH, "recalled": None
    }  # fmt: skip
    assert judged["state"] == "holds"
