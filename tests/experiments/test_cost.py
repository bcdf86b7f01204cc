"""The cost experiment's --quick run end to end, its exponent fit and memory probe, the
verdict driven both ways into the report, and the committed reports regenerated."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
import torch

from attnlab.experiments.cost import (
    METHODS,
    NAME,
    QUICK_LENGTHS,
    WALL_SECONDS,
    attention_call,
    exponent,
    peak_extra_bytes,
    report,
    run,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import VERDICT_STATES, report_file, verdict_state

COMMITTED = Path(__file__).resolve().parents[2] / "results" / NAME


def test_quick_run_times_measures_draws_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert set(record["methods"]) == set(METHODS)
    for result in record["methods"].values():
        points = result["points"]
        assert [p["length"] for p in points] == list(QUICK_LENGTHS)
        for point in points:
            assert point["seconds"] > 0 and len(point["seconds_all"]) == 2
            assert min(point["seconds_all"]) <= point["seconds"] <= max(point["seconds_all"])
            assert point["peak_bytes"] is None or point["peak_bytes"] >= 0
    assert set(record["code"]) == {"attnlab/functional.py", "attnlab/chunked_attention.py"}
    for version in record["code"].values():
        assert len(version["sha256"]) == 64 and isinstance(version["uncommitted_changes"], bool)
    assert "`attnlab/chunked_attention.py` last commit" in (out / "README.md").read_text()
    v = record["verdict"]
    for key in ("time_at_least_quadratic_on_every_path", "fused_memory_is_linear"):
        assert isinstance(v[key], bool)
    assert v["state"] in VERDICT_STATES
    assert set(v["time_exponent"]) == set(METHODS)
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and record["claim"] in readme
    chinese = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in chinese and "--quick" in chinese


def test_minutes_do_not_apply(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="--minutes does not apply"):
        run(tmp_path, quick=True, minutes=1.0)


def test_the_exponent_of_a_power_law_is_its_power() -> None:
    points = [{"length": n, "seconds": 3e-9 * n**2} for n in (256, 512, 1024, 2048)]
    assert exponent(points, "seconds", fit_from=512) == pytest.approx(2, abs=1e-3)
    assert exponent(points, "seconds", fit_from=2048) is None  # one point fits no line
    assert exponent(points, "seconds", fit_from=1024) == pytest.approx(2, abs=1e-3)  # two do


def test_every_path_computes_the_same_attention() -> None:
    """The paths differ in cost, not in what they compute (the additive score aside)."""
    weights = attention_call("weights", 16)()  # (1, 1, T, T)
    assert torch.allclose(weights.sum(-1), torch.ones(1, 1, 16))
    assert attention_call("fused", 16)().shape == attention_call("additive", 16)().shape


@pytest.mark.skipif(not Path("/proc/self/clear_refs").exists(), reason="Linux only")
def test_the_memory_probe_sees_a_large_allocation() -> None:
    size = 64 * 2**20
    seen = peak_extra_bytes(lambda: torch.ones(size // 4))  # 64 MiB of float32
    assert seen is not None and math.isclose(seen, size, rel_tol=0.25)


def made_up(
    time_power: float, memory_power: float, fused_power: float = 1.0
) -> dict[str, list[dict[str, float]]]:
    """Every path's seconds ~ T^time_power; additive's and weights' peak memory ~
    T^memory_power, the fused kernel's ~ T^fused_power."""
    lengths = [256, 512, 1024, 2048]
    return {
        method: [
            {
                "length": t,
                "seconds": 1e-8 * t**time_power,
                "peak_bytes": t ** (fused_power if method == "fused" else memory_power),
            }
            for t in lengths
        ]
        for method in METHODS
    }


def test_the_verdict_holds_only_for_quadratic_time_and_memory() -> None:
    assert verdict(made_up(2.0, 2.0), fit_from=256)["state"] == "holds"
    assert verdict(made_up(2.6, 2.0), fit_from=256)["state"] == "holds"  # above: still at least
    assert verdict(made_up(1.2, 2.0), fit_from=256)["state"] == "does_not_hold"  # time near linear
    assert verdict(made_up(2.0, 1.0), fit_from=256)["state"] == "does_not_hold"  # memory linear
    assert verdict(made_up(2.0, 3.0), fit_from=256)["state"] == "does_not_hold"  # memory cubic


def test_the_verdict_decides_at_its_edges() -> None:
    """An exponent exactly at a bound (1.7, 2.3, 1.3) counts as inside it."""
    assert exponent(made_up(1.7, 1.7)["weights"], "seconds", fit_from=256) == 1.7  # exactly
    found = verdict(made_up(1.7, 1.7), fit_from=256)
    assert found["time_at_least_quadratic_on_every_path"] is True
    assert found["memory_is_quadratic_where_weights_are_formed"] is True
    assert found["state"] == "holds"
    found = verdict(made_up(2.3, 2.3, fused_power=1.3), fit_from=256)
    assert found["memory_is_quadratic_where_weights_are_formed"] is True
    assert found["state"] == "holds"
    assert found["time_above_quadratic"] == []
    assert found["fused_memory_is_linear"] is True
    assert verdict(made_up(2.6, 2.0), fit_from=256)["time_above_quadratic"] == list(METHODS)
    quadratic = verdict(made_up(2.0, 2.0, fused_power=2.0), fit_from=256)
    assert quadratic["fused_memory_is_linear"] is False


def test_the_wall_is_the_longest_length_done_within_a_second() -> None:
    """A call of exactly WALL_SECONDS is within it; a path never that fast has no length."""
    measured = made_up(2.0, 2.0)  # lengths 256, 512, 1024, 2048
    assert WALL_SECONDS == 1.0
    for method, seconds in (("additive", (0.25, 1.0, 4.0, 16.0)), ("weights", (2, 8, 32, 128))):
        for point, s in zip(measured[method], seconds, strict=True):
            point["seconds"] = s
    found = verdict(measured, fit_from=256)
    assert found["longest_length_within_wall_seconds"] == {
        "additive": 512, "weights": None, "fused": 2048
    }  # fmt: skip
    assert found["seconds_at_longest"]["weights"] == 128


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(
    ("time_power", "memory_power", "state", "headline"),
    [
        (2.0, 2.0, "holds", "holds_fused_linear"),  # the fused kernel's memory is linear
        (1.2, 2.0, "does_not_hold", "does_not_hold"),
    ],
)
def test_the_report_says_the_verdict_both_ways(
    lang: str, time_power: float, memory_power: float, state: str, headline: str
) -> None:
    record = json.loads((COMMITTED / f"{NAME}.json").read_text(encoding="utf-8"))
    record["verdict"] = verdict(made_up(time_power, memory_power), fit_from=256)
    assert verdict_state(record["verdict"]) == state
    said = translate(
        lang, "report.verdict", headline=translate(lang, f"report.{NAME}.{headline}"), detail=""
    )
    assert said.strip() in report(record, lang)
