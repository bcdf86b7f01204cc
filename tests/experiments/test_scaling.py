"""The scaling experiment's --quick run end to end, checked against the theory it tests
(var(q.k) = d), and the pieces of its lookup task."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab import locales
from attnlab.experiments.scaling import (
    CLAIM,
    DIMS,
    NAME,
    NUM_KEYS,
    PAIRS,
    SCORES,
    TRAIN_DIMS,
    Lookup,
    lookup_batch,
    report,
    run,
    verdict,
)
from attnlab.results import VERDICT_STATES, report_file


@pytest.mark.slow
def test_quick_run_measures_trains_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert [p["dim"] for p in record["points"]] == list(DIMS)
    for point in record["points"]:
        dim, unscaled, scaled = point["dim"], point["dot"], point["scaled_dot"]
        # 64 queries x 32 keys: the variance is within 25 % of theory, d and 1
        assert unscaled["variance"] == pytest.approx(dim, rel=0.25)
        assert scaled["variance"] == pytest.approx(1, rel=0.25)
        assert scaled["variance"] == pytest.approx(unscaled["variance"] / dim, rel=1e-4)
        for score in SCORES:
            s = point[score]
            low, high = s["variance_interval"]
            assert low <= s["variance"] <= high
            assert 1 / NUM_KEYS <= s["max_weight"] <= 1 and 0 <= s["saturated_share"] <= 1
            assert 0 <= s["entropy"] <= math.log(NUM_KEYS) + 1e-6
            assert s["score_gradient_mean"] >= 0 and s["query_gradient_median"] >= 0
    first, last = record["points"][0], record["points"][-1]
    assert last["dot"]["max_weight"] > first["dot"]["max_weight"]  # unscaled: more peaked
    lookup = record["lookup"]
    assert set(lookup["runs"]) == {str(d) for d in TRAIN_DIMS}
    for by_score in lookup["runs"].values():
        assert set(by_score) == set(SCORES)
        for runs in by_score.values():
            assert len(runs) == lookup["seeds"]
            for result in runs:
                assert len(result["curve_steps"]) == len(result["curve_loss"])
                assert result["curve_steps"][-1] == lookup["steps"]
                assert all(math.isfinite(loss) for loss in result["curve_loss"])
                assert 0 <= result["accuracy"] <= 1
    v = record["verdict"]
    for key in ("variance_grows_as_d", "unscaled_gradient_vanishes"):
        assert isinstance(v[key], bool)
    assert v["state"] in VERDICT_STATES
    assert v["variance_growth_exponent"] == pytest.approx(1, abs=0.1)
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and record["claim"] in readme
    chinese = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in chinese and "--quick" in chinese


def test_minutes_do_not_apply(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="--minutes does not apply"):
        run(tmp_path, quick=True, minutes=1.0)


def test_lookup_batch_asks_for_the_value_of_one_of_its_keys() -> None:
    keys, values, query, target = lookup_batch(64, torch.Generator().manual_seed(0))
    assert keys.shape == values.shape == (64, PAIRS) and target.shape == (64, 1)
    for row in range(64):
        assert len(set(keys[row].tolist())) == PAIRS  # distinct keys: one right answer
        (position,) = (keys[row] == query[row]).nonzero()[0].tolist()
        assert values[row, position] == target[row, 0]


def test_the_lookup_starts_with_score_variance_d() -> None:
    """The claim's premise holds at initialization: q.k has variance about d."""
    torch.manual_seed(0)
    dim = 256
    model = Lookup(dim, "dot")
    keys, _, query, _ = lookup_batch(512, torch.Generator().manual_seed(0))
    with torch.no_grad():
        q = model.query(model.keys(query))[:, None]  # (B, 1, d)
        scores = q @ model.keys(keys).transpose(1, 2)  # (B, 1, P)
    assert scores.var().item() == pytest.approx(dim, rel=0.3)
    assert model(keys, torch.zeros_like(keys), query).shape == (512, 1, 16)


def made_up(
    *, variance_ratio: float, unscaled_peak: float, gradient_share: float, scaled_loss: float
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Measurements as run() records them, with chosen numbers, at d = 16 and 512."""
    points = []
    for dim in (16, 512):
        variance = variance_ratio * dim
        dot = {
            "variance": variance,
            "variance_interval": [0.9 * variance, 1.1 * variance],
            "max_weight": unscaled_peak if dim == 512 else 0.3,
            "score_gradient_median": gradient_share,
            "score_gradient_mean": gradient_share,
        }
        scaled = {"max_weight": 0.3, "score_gradient_median": 1.0, "score_gradient_mean": 1.0}
        points.append({"dim": dim, "dot": dot, "scaled_dot": scaled})
    runs = {"dot": [{"final_loss": 1.0}], "scaled_dot": [{"final_loss": scaled_loss}]}
    return points, {"512": runs}


def test_the_verdict_holds_only_when_every_part_does() -> None:
    holding = dict(variance_ratio=1.0, unscaled_peak=0.95, gradient_share=0.01, scaled_loss=0.5)
    assert verdict(*made_up(**holding))["state"] == "holds"
    for part, value in [
        ("variance_ratio", 1.5),  # var(q.k) is not d
        ("unscaled_peak", 0.5),  # the unscaled softmax does not saturate
        ("gradient_share", 0.5),  # its gradient does not vanish
        ("scaled_loss", 1.5),  # scaling does not train better
    ]:
        assert verdict(*made_up(**{**holding, part: value}))["state"] == "does_not_hold", part


def known_points() -> list[dict[str, Any]]:
    """Three dimensions, each measure chosen: var(q.k)/d 1.0, 1.05, 0.95, the last interval
    missing d; the unscaled softmax peaked at the largest d, its gradient 1/25 of the scaled
    one's by the median and 0.12 by the mean."""
    rows = [  # dim, var(q.k)/d, interval's half-width (share), max weight, gradients
        (16, 1.0, 0.1, 0.4, 0.31, 0.4, 0.45),
        (64, 1.05, 0.1, 0.7, 0.30, 0.1, 0.2),
        (512, 0.95, 0.01, 0.97, 0.32, 0.02, 0.06),
    ]
    points = []
    for dim, ratio, half, peak, scaled_peak, median, mean in rows:
        variance = ratio * dim
        dot = {"variance": variance, "variance_interval": [(1 - half) * variance, (1 + half) *
               variance], "max_weight": peak, "score_gradient_median": median,
               "score_gradient_mean": mean}  # fmt: skip
        scaled = {"max_weight": scaled_peak, "score_gradient_median": 0.5,
                  "score_gradient_mean": 0.5}  # fmt: skip
        points.append({"dim": dim, "dot": dot, "scaled_dot": scaled})
    return points


KNOWN_TRAINING = {"512": {"dot": [{"final_loss": 1.2}, {"final_loss": 1.0}],
                          "scaled_dot": [{"final_loss": 0.5}, {"final_loss": 0.7}]}}  # fmt: skip


def test_the_verdicts_figures_are_read_off_the_numbers() -> None:
    """Every figure the verdict derives, on numbers where each is known; the growth exponent
    against numpy's least-squares line."""
    import numpy as np

    points = known_points()
    judged = verdict(points, KNOWN_TRAINING)
    dims = [p["dim"] for p in points]
    variances = [p["dot"]["variance"] for p in points]
    exponent = float(np.polyfit(np.log(dims), np.log(variances), 1)[0])
    assert judged == {
        "variance_over_d": [1.0, 1.05, 0.95],
        "variance_growth_exponent": round(exponent, 4),
        "dims_whose_interval_holds_d": 2,
        "variance_grows_as_d": True,
        "unscaled_max_weight_at_largest_d": 0.97,
        "scaled_max_weight_range": [0.3, 0.32],
        "unscaled_saturates_scaled_does_not": True,
        "median_score_gradient_share_at_largest_d": 0.04,
        "mean_score_gradient_share_at_largest_d": 0.12,
        "unscaled_gradient_vanishes": True,
        "final_loss_at_largest_trained_d": {"dot": [1.2, 1.0], "scaled_dot": [0.5, 0.7]},
        "scaled_trains_better_at_largest_d": True,
        "state": "holds",
    }
    assert 0.97 < exponent < 0.99  # the last dimension's low variance bends the line


def test_the_verdicts_thresholds_are_met_at_their_edges() -> None:
    """A peak of exactly SATURATED saturates, scaled peaks exactly TOLERANCE apart are level,
    a gradient share of exactly VANISHED vanishes; equal losses are not training better."""
    points = known_points()
    points[-1]["dot"]["max_weight"] = 0.9  # SATURATED
    for point, peak in zip(points, (0.0, 0.1, 0.05), strict=True):  # 0.1 - 0.0 is exactly 0.1
        point["scaled_dot"]["max_weight"] = peak
    points[-1]["dot"]["score_gradient_median"] = 0.05  # 0.05 / 0.5 == VANISHED
    judged = verdict(points, KNOWN_TRAINING)
    assert judged["unscaled_saturates_scaled_does_not"] is True
    assert judged["unscaled_gradient_vanishes"] is True and judged["state"] == "holds"
    equal = {"512": {"dot": [{"final_loss": 0.7}], "scaled_dot": [{"final_loss": 0.7}]}}
    judged = verdict(points, equal)
    assert judged["scaled_trains_better_at_largest_d"] is False
    assert judged["state"] == "does_not_hold"


def test_an_interval_with_d_at_either_end_holds_it() -> None:
    """An interval holds d when d is its lower end or its upper end (the ends are included)."""
    points = known_points()
    points[0]["dot"]["variance_interval"] = [16.0, 20.0]  # d = 16 at the lower end
    points[1]["dot"]["variance_interval"] = [60.0, 64.0]  # d = 64 at the upper end
    assert verdict(points, KNOWN_TRAINING)["dims_whose_interval_holds_d"] == 2  # not d = 512


def committed() -> dict[str, Any]:
    folder = Path(__file__).resolve().parents[2] / "results" / NAME
    return json.loads((folder / f"{NAME}.json").read_text(encoding="utf-8"))


def test_the_report_follows_the_verdict_in_both_languages() -> None:
    record = committed()
    assert locales.translate("en", f"report.{NAME}.claim") == CLAIM
    assert "**Yes.**" in report(record, "en") and "**成立。**" in report(record, "zh")
    parts = ("variance_grows_as_d", "unscaled_saturates_scaled_does_not",
             "unscaled_gradient_vanishes", "scaled_trains_better_at_largest_d")  # fmt: skip
    failed = {**record, "verdict": {**record["verdict"], **dict.fromkeys(parts, False)}}
    failed["verdict"]["state"] = "does_not_hold"
    english, chinese = report(failed, "en"), report(failed, "zh")
    assert "**Not entirely.**" in english and "**不完全成立。**" in chinese
    assert "undoes it: no." in english and "scaled does not: no." in english
    assert "becomes small: no." in english and "at d = 512: no (required" in english
    assert chinese.count("：否。") == 3 and "：否（要求" in chinese  # (a)-(c), then (d)
