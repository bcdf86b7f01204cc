"""The learning-path experiment's --quick run end to end: each step's invariants read back
from its JSON, the copying head's frames, and the files it leaves."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab import locales
from attnlab.cli import main
from attnlab.experiments.learning_path import (
    CLAIM,
    DIAGONAL,
    NAME,
    QUICK_CHECKPOINTS,
    by_hand,
    report,
    verdict,
)
from attnlab.results import report_file


def test_the_hand_made_steps_keep_their_invariants() -> None:
    hand = by_hand()
    for step in ("matrix", "padding", "causal"):
        weights = torch.tensor(hand[step]["weights"])
        assert (weights >= 0).all()
        assert weights.sum(-1) == pytest.approx(torch.ones(3), abs=1e-3)  # rounded to 4 digits
        assert hand[step]["holds"]
    assert all(row[3] == 0.0 for row in hand["padding"]["weights"])  # the padded key
    assert torch.tensor(hand["causal"]["weights"]).triu(1).eq(0).all()
    assert hand["causal"]["output_change_from_future_max"] == 0.0
    assert len(hand["matrix"]["scores"]) == 3 and len(hand["matrix"]["scores"][0]) == 4


@pytest.mark.slow
def test_quick_run_trains_one_head_draws_and_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / NAME
    assert main(["experiment", NAME, "--quick", "--out", str(out), "--lang", "zh"]) == 0
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record["quick"] is True
    # the command ends with the verdict of the report in the language asked for
    shown = capsys.readouterr().out
    assert "## 论断成立吗？" in shown and shown.rstrip().endswith(f"{report_file('zh')})")
    frames = record["copy"]["frames"]
    assert [f["step"] for f in frames] == list(QUICK_CHECKPOINTS)
    for f in frames:
        weights = torch.tensor(f["map"])  # (len + eos, len): one test sentence
        assert weights.shape == (
            len(record["copy"]["target_tokens"]),
            len(record["copy"]["source_tokens"]),
        )
        assert weights.sum(-1) == pytest.approx(torch.ones(len(weights)), abs=1e-2)
    # 160 steps turn the head diagonal in every seed tried (0.17 -> 0.73 for seed 0).
    masses = record["copy"]["diagonal_mass_by_seed"][0]
    assert masses[-1] > masses[0] + 0.2 and frames[-1]["loss"] < frames[0]["loss"]
    trace = {t["tensor"]: t["shape"] for t in record["shapes"]["trace"]}
    sizes = record["shapes"]["sizes"]
    b, h, t, d = sizes["B"], sizes["H"], sizes["T"], sizes["D"]
    assert trace["input x"] == [b, t, d]
    assert trace["scores q k^T / sqrt(Dh)"] == [b, h, t, t]
    assert trace["each head's output weights @ values"] == [b, h, t, d // h]
    assert record["shapes"]["recomposition_error"] < 1e-6
    every = all(record["verdict"]["steps"].values())
    assert record["verdict"]["state"] == ("holds" if every else "does_not_hold")
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and "(2, 3, 5, 5)" in readme
    chinese = (out / report_file("zh")).read_text()
    assert "## 论断成立吗？" in chinese and "--quick" in chinese and "(2, 3, 5, 5)" in chinese


def test_the_verdict_holds_only_when_every_step_does() -> None:
    hand = {part: {"holds": True} for part in ("matrix", "padding", "causal")}
    learned = {"diagonal_mass_by_seed": [[0.1, 0.9], [0.2, 0.8]], "loss_by_seed": [[3, 1], [3, 1]]}
    assert verdict(hand, learned, {"holds": True})["state"] == "holds"
    assert verdict(hand, learned, {"holds": False})["state"] == "does_not_hold"
    assert (
        verdict({**hand, "causal": {"holds": False}}, learned, {"holds": True})["state"]
        == "does_not_hold"
    )
    weak = {**learned, "diagonal_mass_by_seed": [[0.1, 0.9], [0.2, 0.4]]}  # one seed under 0.5
    assert verdict(hand, weak, {"holds": True})["state"] == "does_not_hold"
    rising = {**learned, "loss_by_seed": [[3, 1], [1, 3]]}  # one seed's loss rose
    assert verdict(hand, rising, {"holds": True})["state"] == "does_not_hold"


def test_each_step_is_checked_on_its_own_and_step_4_at_its_edges() -> None:
    """A step fails alone, in its own place; step 4 reads each seed's first and last
    checkpoint (not those between), and fails at equality: a last diagonal mass of exactly
    DIAGONAL or of its first, a last loss equal to its first."""
    hand = {part: {"holds": True} for part in ("matrix", "padding", "causal")}
    masses = [[0.1, 0.95, 0.6], [0.2, 0.3, 0.8]]  # the middle checkpoint is not the end
    learned = {"diagonal_mass_by_seed": masses, "loss_by_seed": [[3, 0.5, 2], [3, 4, 1]]}
    judged = verdict(hand, learned, {"holds": True})
    assert list(judged["steps"].values()) == [True] * 5 and judged["state"] == "holds"
    for place, part in enumerate(("matrix", "padding", "causal")):
        broken = verdict({**hand, part: {"holds": False}}, learned, {"holds": True})
        assert list(broken["steps"].values()) == [step != place for step in range(5)], part
        assert broken["state"] == "does_not_hold"
    broken = verdict(hand, learned, {"holds": False})
    assert list(broken["steps"].values()) == [True] * 4 + [False]
    for seed_masses, seed_losses in [
        ([0.1, 0.7, DIAGONAL], [3, 2, 1]),  # ends at exactly DIAGONAL
        ([0.7, 0.6, 0.7], [3, 2, 1]),  # ends where it began, above DIAGONAL
        ([0.1, 0.7, 0.9], [3, 2, 3]),  # the loss ends where it began
    ]:
        edge = {"diagonal_mass_by_seed": [masses[0], seed_masses],
                "loss_by_seed": [[3, 2, 1], seed_losses]}  # fmt: skip
        steps = list(verdict(hand, edge, {"holds": True})["steps"].values())
        assert steps == [True, True, True, False, True], (seed_masses, seed_losses)


def test_a_copy_record_whose_seeds_disagree_in_number_is_refused() -> None:
    """Diagonal masses for two seeds but losses for one: an error, not the first seed alone."""
    hand = {part: {"holds": True} for part in ("matrix", "padding", "causal")}
    uneven = {"diagonal_mass_by_seed": [[0.1, 0.9], [0.2, 0.8]], "loss_by_seed": [[3, 1]]}
    with pytest.raises(ValueError):
        verdict(hand, uneven, {"holds": True})


def committed() -> dict[str, Any]:
    folder = Path(__file__).resolve().parents[2] / "results" / NAME
    return json.loads((folder / f"{NAME}.json").read_text(encoding="utf-8"))


def test_the_report_follows_the_verdict_in_both_languages() -> None:
    record = committed()
    steps = dict(record["verdict"]["steps"])
    assert report(record, "en").count(": yes\n") == len(steps)
    assert "**Yes.** Each step's check" in report(record, "en")
    assert "**成立。**" in report(record, "zh")
    steps[next(iter(steps))] = False  # step 1's check fails: the claim no longer holds
    failed = {**record, "verdict": {"steps": steps, "state": "does_not_hold"}}
    assert "**No.** Each step's check" in report(failed, "en")
    assert "- 1. every row of weights sums to 1: NO" in report(failed, "en")
    assert "**不成立。**" in report(failed, "zh") and "为 1：否" in report(failed, "zh")


def test_the_english_report_names_the_checks_the_verdict_names() -> None:
    assert locales.translate("en", f"report.{NAME}.claim") == CLAIM
    names = list(committed()["verdict"]["steps"])
    written = report(committed(), "en")
    assert all(f"- {name}: yes" in written for name in names)
