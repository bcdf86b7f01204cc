"""The copy-reverse experiment's --quick run end to end (train, resume, score, draw, report),
and its verdict and interval read off the numbers they are given."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from attnlab.data import load_corpus
from attnlab.experiments.copy_reverse import (
    CLAIM,
    FALL,
    FIXED,
    FIXED_LSTM,
    HOLD,
    MODELS,
    NAME,
    TEST_LENGTHS,
    TRAIN_LENGTHS,
    report,
    run,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import VERDICT_STATES, report_file


@pytest.mark.slow
def test_quick_run_trains_scores_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert set(record["models"]) == set(MODELS)
    assert record["test_lengths"] == list(TEST_LENGTHS)
    for result in record["models"].values():
        assert [p["length"] for p in result["by_length"]] == list(TEST_LENGTHS)
        assert result["steps"] == 20 and result["parameters"] > 0
        for point in result["by_length"]:
            assert point["count"] == 8
            low, high = point["sequence_interval"]
            assert 0 <= low <= point["sequence_accuracy"] <= high <= 1
            # a reversal right as a whole is right token by token
            assert point["sequence_accuracy"] <= point["token_accuracy"] <= 1
    grid = record["slider"]
    assert grid["lengths"] == list(TEST_LENGTHS)
    for measure in ("sequence_accuracy", "token_accuracy"):
        assert len(grid[measure]) == len(grid["hidden_sizes"])
        assert all(len(row) == len(TEST_LENGTHS) for row in grid[measure])
        assert all(0 <= a <= 1 for row in grid[measure] for a in row)
    # The slider's run at the comparison's hidden size is the comparison's fixed context
    fixed = record["models"][FIXED]
    row = grid["token_accuracy"][grid["hidden_sizes"].index(fixed["hidden_dim"])]
    assert row == [p["token_accuracy"] for p in fixed["by_length"]]
    v = record["verdict"]
    for key in ("fixed_context_falls", "attention_holds"):
        assert isinstance(v[key], bool)
    assert v["state"] in VERDICT_STATES
    assert set(v["sequence_accuracy_by_region"]) == set(MODELS)
    assert len(v["slider_reach_by_hidden_size"]) == len(grid["hidden_sizes"])
    assert record["seconds"] >= 0 and record["machine"]["cpus"]
    # No test source was trained on, and training stops at L
    corpus = load_corpus(str(out / "runs" / "corpus"))
    assert not {p.src for p in corpus.train} & {p.src for p in corpus.test}
    assert max(len(p.src.split()) for p in corpus.train) == TRAIN_LENGTHS[1]
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and record["claim"] in readme
    readme_zh = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in readme_zh and "--quick" in readme_zh
    # Resumable: a second run retrains nothing and scores the same weights the same
    again = run(out, quick=True)
    assert again["models"] == record["models"]


def accuracies(short: float, long: float, beyond: float) -> list[float]:
    """Per-length sequence accuracy: `short` up to 6, `long` from 7 to L, `beyond` past L."""
    high = TRAIN_LENGTHS[1]
    return [short if n <= 6 else long if n <= high else beyond for n in TEST_LENGTHS]


def models(fixed_long: float) -> dict:
    def result(values: list[float]) -> dict:
        return {
            "by_length": [
                {"length": n, "sequence_accuracy": a}
                for n, a in zip(TEST_LENGTHS, values, strict=True)
            ]
        }

    results = {label: result(accuracies(1.0, 0.95, 0.1)) for label in MODELS}
    results[FIXED] = result(accuracies(1.0, fixed_long, 0.0))
    return results


def test_the_verdict_follows_the_numbers() -> None:
    recovering = {
        "hidden_sizes": [16, 64],
        "sequence_accuracy": [accuracies(0.9, 0.1, 0.0), accuracies(1.0, 0.9, 0.2)],
    }
    falls = verdict(models(fixed_long=0.3), recovering)
    assert falls["fixed_context_falls"] and falls["attention_holds"]
    assert falls["fixed_context_recovers_with_hidden_size"] and falls["state"] == "holds"
    assert falls["share_of_short_accuracy_kept_at_long"][FIXED] == pytest.approx(0.3)
    assert falls["slider_reach_by_hidden_size"] == [6, TRAIN_LENGTHS[1]]
    assert falls["models_that_hold_beyond_L"] == []
    assert falls["slider_rises_up_to_hidden_size"] == 64
    holds_up = verdict(models(fixed_long=0.9), recovering)  # the fixed context keeps 90 %
    assert not holds_up["fixed_context_falls"] and holds_up["state"] == "does_not_hold"
    # A larger hidden size that helps only up to a point does not count as recovering
    peaked = {
        "hidden_sizes": [16, 64, 128],
        "sequence_accuracy": [accuracies(1.0, v, 0.0) for v in (0.1, 0.5, 0.2)],
    }
    result = verdict(models(fixed_long=0.3), peaked)
    assert not result["fixed_context_recovers_with_hidden_size"]
    assert result["state"] == "partly"  # it falls, attention holds, size does not lift it
    assert result["slider_rises_up_to_hidden_size"] == 64


def made_up(
    *,
    fixed_short: float = 1.0,
    fixed_long: float = 0.3,
    attention_short: float = 1.0,
    attention_long: float = 0.95,
    slider_rise: float = 0.8,
    beyond: float = 0.1,
) -> tuple[dict, dict]:
    """Models and slider as run() records them: each model's sequence accuracy on the short
    and long training lengths (``beyond`` past L); the fixed context's long accuracy rising by
    ``slider_rise`` from hidden size 16 to 128."""

    def result(family: str, short: float, long: float) -> dict:
        by_length = [
            {"length": n, "count": 100, "sequence_accuracy": a, "token_accuracy": a}
            for n, a in zip(TEST_LENGTHS, accuracies(short, long, beyond), strict=True)
        ]
        return {"family": family, "hidden_dim": 64, "parameters": 1000, "steps": 2000,
                "training_minutes": 1.0, "best_dev_bleu": 50.0, "by_length": by_length}  # fmt: skip

    models = {label: result(model(64).family, attention_short, attention_long)
              for label, model in MODELS.items()}  # fmt: skip
    models[FIXED] = result("fixed_context", fixed_short, fixed_long)
    sizes = [16, 32, 64, 128]
    rows = [accuracies(1.0, 0.1 + slider_rise * k / 3, 0.0) for k in range(4)]
    return models, {"hidden_sizes": sizes, "sequence_accuracy": rows}


def readme(models: dict, grid: dict, lang: str = "en") -> tuple[dict, str]:
    """The verdict of the made-up numbers and the README written from it in ``lang``."""
    record: dict[str, Any] = {
        "claim": "the claim", "quick": False, "command": None, "seconds": 60.0,
        "machine": {"cpus": 2, "platform": "Linux"}, "train_lengths": list(TRAIN_LENGTHS),
        "test_lengths": list(TEST_LENGTHS), "minutes_per_model": None, "train_pairs": 30000,
        "config": "tiny-synthetic.yaml", "train": {"lr": 1e-3, "warmup_steps": 100},
        "steps_per_model": 2000, "data": {"max_tokens": 4096}, "models": models,
        "slider": grid, "verdict": verdict(models, grid),
    }  # fmt: skip
    return record["verdict"], report(record, lang)


def test_the_claim_holds_when_only_the_fixed_context_falls_and_size_lifts_it() -> None:
    """The fixed context keeps 30 % of its short accuracy at long lengths, attention 95 %, and
    hidden size 128 reverses long strings 0.8 better than 16."""
    found, text = readme(*made_up())
    assert found["state"] == "holds"
    assert "**Yes** (on the training lengths" in text
    assert "- The fixed context falls with length: yes." in text and "it keeps 30%" in text
    assert "- Attention holds: yes." in text
    assert "- The fixed context recovers with hidden size: yes." in text
    _, text = readme(*made_up(), "zh")
    assert "**成立**（只看训练长度" in text
    assert "- 固定上下文模型会随长度下滑吗？是。" in text and "保留了 30%" in text
    assert "- 注意力模型保持住了吗？是。" in text
    assert "- 固定上下文模型会随隐藏层加大而恢复吗？是。" in text


@pytest.mark.parametrize(
    ("part", "holding", "failing"),
    [
        ("fixed_long", 0.79, 0.81),  # a fall: keeping at most 80 %
        ("fixed_short", 0.5, 0.49),  # the fixed context must learn short strings first
        ("attention_long", 0.91, 0.89),  # attention holds: keeping at least 90 %
    ],
)
def test_each_part_decides_at_its_threshold(part: str, holding: float, failing: float) -> None:
    changes = {part: holding, "fixed_long": 0.1} if part == "fixed_short" else {part: holding}
    found, text = readme(*made_up(**changes))
    assert found["state"] == "holds" and "**Yes**" in text, part
    changes[part] = failing
    found, text = readme(*made_up(**changes))
    assert found["state"] == "does_not_hold" and "**Not at this budget**" in text, part
    assert "**在这个训练预算下不成立**" in readme(*made_up(**changes), "zh")[1], part


def test_an_attention_model_that_never_learned_does_not_hold() -> None:
    """Keeping all of a poor short-length accuracy (0.4 everywhere) is not holding."""
    found, text = readme(*made_up(attention_short=0.4, attention_long=0.4))
    assert found["attention_models_that_hold"] == [] and found["state"] == "does_not_hold"
    assert "- Attention holds: no." in text and "**Not at this budget**" in text
    _, text = readme(*made_up(attention_short=0.4, attention_long=0.4), "zh")
    assert "- 注意力模型保持住了吗？否。" in text and "**在这个训练预算下不成立**" in text


def test_without_recovery_by_hidden_size_the_claim_holds_only_partly() -> None:
    """A rise under 0.2 from hidden size 16 to 128 does not count."""
    found, text = readme(*made_up(slider_rise=0.21))
    assert found["fixed_context_recovers_with_hidden_size"] is True and found["state"] == "holds"
    found, text = readme(*made_up(slider_rise=0.19))
    assert found["fixed_context_recovers_with_hidden_size"] is False and found["state"] == "partly"
    assert "**Partly: the fixed context falls with length while attention holds, but its " in text
    assert "hidden size lifts it by less than 0.2 from 16 to 128**" in text
    assert "- The fixed context recovers with hidden size: no." in text
    _, text = readme(*made_up(slider_rise=0.19), "zh")
    assert (
        "**部分成立：固定上下文模型随长度下滑，注意力模型保持住了，但把隐藏层从 16 加大到 " in text
    )
    assert "128，固定上下文模型的提升不到 0.2**" in text
    assert "- 固定上下文模型会随隐藏层加大而恢复吗？否。" in text


def test_the_verdict_decides_at_its_edges() -> None:
    """Each threshold counts its edge: keeping exactly 1 - FALL is a fall, exactly HOLD holds,
    a rise of exactly FALL recovers, half the short accuracy beyond L and 0.5 reach."""
    # 0.5 / 0.625 and 0.5625 / 0.625 are the floats 0.8 and 0.9; every mean here is exact
    models, _ = made_up(
        fixed_short=0.625, fixed_long=0.5, attention_short=0.625, attention_long=0.5625,
        beyond=0.3125,
    )  # fmt: skip
    models[FIXED_LSTM] = models[FIXED]
    assert (1 - FALL, HOLD, FALL) == (0.5 / 0.625, 0.5625 / 0.625, 0.45 - 0.25)
    grid = {  # the long accuracy 0.25, 0.45, 0.45, 0.45: a plateau, not a fall
        "hidden_sizes": [16, 32, 64, 128],
        "sequence_accuracy": [
            accuracies(1.0, 0.25, 0.0),
            accuracies(1.0, 0.45, 0.0),
            accuracies(1.0, 0.45, 0.5),  # exactly half right past L: reaches 2L
            accuracies(0.4, 0.45, 0.0),  # never half right: no reach
        ],
    }
    found = verdict(models, grid)
    kept = found["share_of_short_accuracy_kept_at_long"]
    assert kept[FIXED] == kept[FIXED_LSTM] == 1 - FALL and kept["Luong"] == HOLD
    assert found["fixed_context_falls"] is True and found["lstm_fixed_context_falls"] is True
    attention = [label for label in MODELS if label not in (FIXED, FIXED_LSTM)]
    assert found["attention_models_that_hold"] == attention and found["attention_holds"]
    assert found["fixed_context_recovers_with_hidden_size"] is True and found["state"] == "holds"
    assert found["slider_reach_by_hidden_size"] == [6, 6, TEST_LENGTHS[-1], None]
    assert found["slider_rises_up_to_hidden_size"] == 128
    assert found["models_that_hold_beyond_L"] == list(MODELS)


def test_the_verdicts_figures_are_read_off_the_numbers() -> None:
    """The LSTM's fall, a model's share kept when it got nothing short right, and a slider
    that falls from its first size are each read off their own numbers."""
    models, grid = made_up()  # the LSTM keeps 95 %, as the attention models do
    assert verdict(models, grid)["lstm_fixed_context_falls"] is False
    # An LSTM that keeps only 25 % of a short accuracy it never learned did not fall
    models[FIXED_LSTM]["by_length"] = [
        {"length": n, "sequence_accuracy": a}
        for n, a in zip(TEST_LENGTHS, accuracies(0.4, 0.1, 0.0), strict=True)
    ]
    found = verdict(models, grid)
    assert found["lstm_fixed_context_falls"] is False
    assert found["share_of_short_accuracy_kept_at_long"][FIXED_LSTM] == 0.25
    # Nothing right on short strings keeps nothing (not all, and no division by zero)
    found = verdict(*made_up(attention_short=0.0, attention_long=0.0))
    assert found["share_of_short_accuracy_kept_at_long"]["Luong"] == 0.0
    assert found["models_that_learned"] == [FIXED]
    falling = {
        "hidden_sizes": [16, 32, 64],
        "sequence_accuracy": [accuracies(1.0, v, 0.0) for v in (0.5, 0.3, 0.4)],
    }
    assert verdict(models, falling)["slider_rises_up_to_hidden_size"] == 16


def test_a_slider_whose_sizes_and_rows_disagree_is_refused() -> None:
    """Four hidden sizes but three rows of accuracy: an error, not a slider cut short."""
    models, grid = made_up()
    grid["sequence_accuracy"] = grid["sequence_accuracy"][:3]
    with pytest.raises(ValueError):
        verdict(models, grid)


def test_the_english_claim_is_the_records() -> None:
    """The report quotes the claim from the locale: in English, the one run() records."""
    assert translate("en", f"report.{NAME}.claim") == CLAIM
