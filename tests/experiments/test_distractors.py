"""The distractors experiment's --quick run end to end, its constructed keys, the verdict
driven both ways into the report, and the committed reports regenerated."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
import torch

from attnlab.experiments.distractors import (
    ALIKE,
    BLEND,
    COUNTS,
    MISPLACED,
    NAME,
    NOISES,
    SIMILARITIES,
    SPREAD,
    measure,
    report,
    run,
    trial_batch,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import VERDICT_STATES, report_file, verdict_state

COMMITTED = Path(__file__).resolve().parents[2] / "results" / NAME


def test_quick_run_measures_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert len(record["grid"]) == len(COUNTS) * len(SIMILARITIES) * len(NOISES)
    for cell in record["grid"]:
        assert 0 <= cell["weight_on_right"] <= 1
        assert 0 <= cell["entropy"] <= cell["max_entropy"] + 1e-6
        for name in ("read", "pick"):
            low, high = cell[f"{name}_interval"]
            assert 0 <= low <= cell[f"{name}_accuracy"] <= high <= 1
    example = record["blended_read"]
    assert sum(example["weights"]) == pytest.approx(1, abs=1e-6)
    read = [
        a * example["weights"][0] + b * example["weights"][1]
        for a, b in zip(example["right_value"], example["alike_value"], strict=True)
    ]
    assert read == pytest.approx(example["read"], abs=1e-5)  # the read is the blend
    v = record["verdict"]
    for key in ("weights_spread_among_alike_keys", "two_alike_keys_blend_the_values"):
        assert isinstance(v[key], bool)
    assert v["state"] in VERDICT_STATES
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and "no training" in readme
    chinese = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in chinese and "--quick" in chinese and "不经训练" in chinese


def test_distractors_have_the_similarity_asked_for() -> None:
    _, key, _ = trial_batch(8, 0.9, 0.0, 500, torch.Generator().manual_seed(0))
    cosine = torch.cosine_similarity(key[:, 1:], key[:, :1], dim=-1)  # (B, N)
    assert cosine.mean().item() == pytest.approx(0.9, abs=0.02)


def test_alike_keys_spread_the_weight_and_distinct_ones_do_not() -> None:
    generator = torch.Generator().manual_seed(0)
    distinct = measure(8, 0.0, 0.0, 500, generator)
    alike = measure(8, 0.99, 0.0, 500, generator)
    assert distinct["weight_on_right"] > 0.9 and distinct["read_accuracy"] > 0.95
    assert alike["weight_on_right"] < 0.5 < alike["entropy"] / math.log(9)
    assert alike["read_accuracy"] < distinct["read_accuracy"] - 0.3


def test_minutes_do_not_apply(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="--minutes does not apply"):
        run(tmp_path, quick=True, minutes=1.0)


def made_up(*, alike_weight: float, alike_accuracy: float, pair_weight: float, pair_cosine: float):
    """A grid as run() records it: every cell the same, but the alike keys' (at the most
    distractors, noisy query) and the two exact alike keys' cells."""
    grid = []
    for count in COUNTS:
        for similarity in SIMILARITIES:
            for noise in NOISES:
                grid.append(
                    {
                        "count": count,
                        "similarity": similarity,
                        "noise": noise,
                        "weight_on_right": 0.9,
                        "read_accuracy": 1.0,
                        "read_cosine_to_right_value": 1.0,
                        "confidently_wrong": 0.0,
                    }
                )
    for c in grid:
        if (c["count"], c["similarity"], c["noise"]) == (COUNTS[-1], SIMILARITIES[-1], NOISES[-1]):
            c.update(weight_on_right=alike_weight, read_accuracy=alike_accuracy)
        if (c["count"], c["similarity"], c["noise"]) == (1, ALIKE, 0.0):
            c.update(weight_on_right=pair_weight, read_cosine_to_right_value=pair_cosine)
    return grid


def test_the_verdict_holds_only_when_every_part_does() -> None:
    holding = dict(alike_weight=0.1, alike_accuracy=0.3, pair_weight=0.5, pair_cosine=0.7)
    assert verdict(made_up(**holding))["state"] == "holds"
    for part, value in [
        ("alike_weight", 0.8),  # the weight is not spread among alike keys
        ("alike_accuracy", 0.95),  # retrieval is not misplaced
        ("pair_weight", 0.95),  # two alike keys: the right one takes it all
        ("pair_cosine", 0.99),  # the read is the right value, not a blend
    ]:
        assert verdict(made_up(**{**holding, part: value}))["state"] == "does_not_hold", part


def set_cell(grid: list[dict], count: int, similarity: float, noise: float, **values: float):
    for c in grid:
        if (c["count"], c["similarity"], c["noise"]) == (count, similarity, noise):
            c.update(values)


def test_the_verdicts_figures_are_read_off_the_numbers() -> None:
    """Each figure of the verdict from its own cell: the most distractors with a noisy query
    by similarity, the exact pair of alike keys, the dissimilar keys' worst, the most
    confidently wrong anywhere."""
    grid = made_up(alike_weight=0.1, alike_accuracy=0.3, pair_weight=0.45, pair_cosine=0.7)
    most, noisy = COUNTS[-1], NOISES[-1]
    for i, similarity in enumerate(SIMILARITIES[:-1]):
        set_cell(grid, most, similarity, noisy, weight_on_right=0.9 - 0.1 * i,
                 read_accuracy=1.0 - 0.05 * i)  # fmt: skip
    set_cell(grid, 8, 0.0, 0.0, read_accuracy=0.85, confidently_wrong=0.25)
    set_cell(grid, 2, 0.5, 0.5, confidently_wrong=0.4)
    judged = verdict(grid)
    assert judged == {
        "weight_on_right_at_most_distractors_noisy_query": dict(
            zip(map(str, SIMILARITIES), [0.9, 0.8, 0.7, 0.6, 0.5, 0.1], strict=True)
        ),
        "read_accuracy_at_most_distractors_noisy_query": dict(
            zip(map(str, SIMILARITIES), [1.0, 0.95, 0.9, 0.85, 0.8, 0.3], strict=True)
        ),
        "weights_spread_among_alike_keys": True,
        "retrieval_misplaced_among_alike_keys": True,
        "two_alike_keys_weight_on_right": 0.45,
        "two_alike_keys_read_cosine_to_right_value": 0.7,
        "two_alike_keys_blend_the_values": True,
        "lowest_read_accuracy_among_dissimilar_keys": 0.85,
        "count_alone_harms_dissimilar_keys": False,
        "most_confidently_wrong": 0.4,
        "state": "holds",
    }


def test_the_verdicts_parts_at_their_edges() -> None:
    """Exactly at a threshold: a weight of SPREAD is not spread; an accuracy exactly
    MISPLACED below the dissimilar keys' is misplaced; a pair's weight at either end of
    SPREAD +- 0.2 still blends, a read whose cosine is exactly BLEND does not; dissimilar keys
    at exactly 1 - MISPLACED are not harmed."""
    holding = dict(alike_weight=0.1, alike_accuracy=0.3, pair_weight=0.5, pair_cosine=0.7)
    most, alike, noisy = COUNTS[-1], SIMILARITIES[-1], NOISES[-1]
    part = "weights_spread_among_alike_keys"
    assert verdict(made_up(**{**holding, "alike_weight": SPREAD}))[part] is False
    grid = made_up(**holding)
    set_cell(grid, most, SIMILARITIES[0], noisy, read_accuracy=0.75)
    set_cell(grid, most, alike, noisy, read_accuracy=0.75 - MISPLACED)
    assert verdict(grid)["retrieval_misplaced_among_alike_keys"] is True
    set_cell(grid, most, alike, noisy, read_accuracy=0.76 - MISPLACED)
    assert verdict(grid)["retrieval_misplaced_among_alike_keys"] is False
    part = "two_alike_keys_blend_the_values"
    for weight in (SPREAD - 0.2, SPREAD + 0.2):
        assert verdict(made_up(**{**holding, "pair_weight": weight}))[part] is True, weight
    for weight in (SPREAD - 0.21, SPREAD + 0.21):
        assert verdict(made_up(**{**holding, "pair_weight": weight}))[part] is False, weight
    assert verdict(made_up(**{**holding, "pair_cosine": BLEND}))[part] is False
    grid = made_up(**holding)
    set_cell(grid, 4, 0.0, 0.5, read_accuracy=1 - MISPLACED)
    assert verdict(grid)["count_alone_harms_dissimilar_keys"] is False
    set_cell(grid, 4, 0.0, 0.5, read_accuracy=0.79)
    assert verdict(grid)["count_alone_harms_dissimilar_keys"] is True


def test_the_verdicts_lowest_and_highest_figures_keep_four_digits() -> None:
    """The dissimilar keys' lowest accuracy and the most confidently wrong share keep 4 digits."""
    grid = made_up(alike_weight=0.1, alike_accuracy=0.3, pair_weight=0.5, pair_cosine=0.7)
    set_cell(grid, 8, 0.0, 0.0, read_accuracy=0.876543, confidently_wrong=0.123456)
    judged = verdict(grid)
    assert judged["lowest_read_accuracy_among_dissimilar_keys"] == 0.8765
    assert judged["most_confidently_wrong"] == 0.1235


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("pair_cosine", "state"), [(0.7, "holds"), (0.99, "does_not_hold")])
def test_the_report_says_the_verdict_both_ways(lang: str, pair_cosine: float, state: str) -> None:
    record = json.loads((COMMITTED / f"{NAME}.json").read_text(encoding="utf-8"))
    parts = dict(alike_weight=0.1, alike_accuracy=0.3, pair_weight=0.5, pair_cosine=pair_cosine)
    record["verdict"] = verdict(made_up(**parts))
    assert verdict_state(record["verdict"]) == state
    headline = translate(lang, f"report.{NAME}.{state}")
    written = report(record, lang)
    assert translate(lang, f"report.{NAME}.headline", headline=headline) in written
    between = translate(lang, f"report.{NAME}.between")  # said only of a blend
    assert (between in written) is (state == "holds")
