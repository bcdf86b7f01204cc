"""The masks-wrong experiment's --quick run end to end, and the two broken masks: what each
wrapper lets through, checked on an untrained model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab.data import Pair, collate
from attnlab.experiments.masks_wrong import CLAIM, NAME, WAYS, make_model, padded, run, visible
from attnlab.experiments.masks_wrong_report import CHANGED, FAILS, FAR_BELOW, STILL, report, verdict
from attnlab.experiments.micro import letter_examples
from attnlab.locales import translate
from attnlab.results import VERDICT_STATES, report_file


@pytest.fixture(scope="module")
def batch():
    return collate(letter_examples([Pair("a b c d", "d c b a"), Pair("e f g h", "h g f e")]))


@pytest.mark.slow
def test_quick_run_trains_three_ways_and_reports(tmp_path: Path) -> None:
    out = tmp_path / NAME
    returned = run(out, quick=True)
    record = json.loads((out / f"{NAME}.json").read_text())
    assert record == returned and record["quick"] is True
    assert list(record["ways"]) == list(WAYS)
    for result in record["ways"].values():
        assert result["curve"][0]["step"] == 0 and result["curve"][-1]["step"] == 30
        assert 0 <= result["teacher_forced_token_accuracy"] <= 1
        assert result["by_padding"][0]["pads"] == 0
        assert result["by_padding"][0]["changed_share"] == 0  # unpadded equals itself
        for point in result["by_padding"]:
            low, high = point["sequence_interval"]
            assert 0 <= low <= point["sequence_accuracy"] <= high <= 1
    # The symptoms that need no training: with its masks the model ignores padding, without
    # a padding mask it does not
    correct, unmasked = record["ways"]["correct masks"], record["ways"]["no padding mask"]
    assert all(p["largest_logit_change"] < 1e-4 for p in correct["by_padding"])
    assert unmasked["by_padding"][-1]["largest_logit_change"] > 1e-2
    v = record["verdict"]
    assert v["correct_model_ignores_padding"] is True
    assert v["state"] in VERDICT_STATES
    assert (out / f"{NAME}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme and record["claim"] in readme
    chinese = (out / report_file("zh")).read_text(encoding="utf-8")
    assert "## 论断成立吗？" in chinese and "--quick" in chinese


def test_padding_changes_only_the_model_without_a_padding_mask(batch) -> None:
    wider = padded(batch, 5)
    assert wider.src.shape[1] == batch.src.shape[1] + 5 and not wider.src_mask[..., -5:].any()
    for way, moves in (("correct masks", False), ("no padding mask", True)):
        model, _ = make_model(way, seed=0)
        model.eval()
        with torch.no_grad():
            before = model(batch.src, visible(way, batch.src_mask), batch.tgt_in).logits
            after = model(wider.src, visible(way, wider.src_mask), wider.tgt_in).logits
        assert (not torch.allclose(before, after, atol=1e-4)) is moves, way


def test_without_the_causal_mask_training_sees_the_future(batch) -> None:
    """Changing target tokens after t changes the teacher-forced output at t only when the
    causal mask is gone; generation (the model's own steps) never sees them."""
    model, leaky = make_model("no causal mask", seed=0)
    model.eval()
    changed = batch.tgt_in.clone()
    changed[:, 2:] = (changed[:, 2:] + 1) % 10 + 4  # other letters from position 2 on
    with torch.no_grad():
        for forward, leaks in ((model, False), (leaky, True)):
            before = forward(batch.src, batch.src_mask, batch.tgt_in).logits[:, :2]
            after = forward(batch.src, batch.src_mask, changed).logits[:, :2]
            assert (not torch.allclose(before, after, atol=1e-5)) is leaks


def made_up(
    *, correct_moves: float, unmasked_changed: float, leaky_loss: float, leaky_accuracy: float
) -> dict[str, dict[str, Any]]:
    """Measurements of the three ways, as run() records them, with chosen numbers."""

    def way(loss: float, accuracy: float, changed: float, logit_change: float) -> dict[str, Any]:
        padding = [
            {
                "pads": 2 * k,
                "changed_share": changed * k / 2,
                "largest_logit_change": logit_change * k / 2,
                "sequence_accuracy": accuracy,
            }
            for k in range(3)
        ]
        return {
            "curve": [{"train_loss": 3.0}, {"train_loss": loss, "test_loss": 2 * loss}],
            "by_padding": padding,
            "teacher_forced_token_accuracy": 0.9,
        }

    return {
        "correct masks": way(1.0, 0.8, 0.0, correct_moves),
        "no padding mask": way(1.0, 0.7, unmasked_changed, 1.0),
        "no causal mask": way(leaky_loss, leaky_accuracy, 0.0, 0.0),
    }


def headline(ways: dict[str, dict[str, Any]], lang: str) -> str:
    """The verdict of made-up measurements, as the report in ``lang`` states it."""
    record: dict[str, Any] = {
        "experiment": NAME, "claim": CLAIM, "quick": False, "command": None, "seconds": 60.0,
        "task": "reverse", "lengths": [3, 5], "model": {"family": "transformer"},
        "training": {"steps": 2, "batch": 4, "lr": 1e-3}, "test_sentences": 8,
        "ways": ways, "verdict": verdict(ways),
    }  # fmt: skip
    text = report(record, lang)
    for state in ("holds", "does_not_hold"):
        line = translate(
            lang, f"report.{NAME}.verdict", headline=translate(lang, f"report.{NAME}.{state}")
        )
        if line in text.splitlines():
            return state
    raise AssertionError(f"no verdict line in the {lang} report")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_verdict_holds_only_when_every_symptom_shows(lang: str) -> None:
    holding = dict(correct_moves=0.0, unmasked_changed=0.5, leaky_loss=0.1, leaky_accuracy=0.1)
    assert verdict(made_up(**holding))["state"] == "holds"
    assert headline(made_up(**holding), lang) == "holds"
    for part, value in [
        ("correct_moves", 1e-3),  # the correct model moves with padding
        ("unmasked_changed", 0.05),  # no padding mask, yet the output barely changes
        ("leaky_loss", 0.5),  # the leaky loss is not far below the correct one
        ("leaky_accuracy", 0.6),  # the leaky model generates nearly as well
    ]:
        assert verdict(made_up(**{**holding, part: value}))["state"] == "does_not_hold", part
        assert headline(made_up(**{**holding, part: value}), lang) == "does_not_hold", part


def test_the_symptoms_at_their_edges() -> None:
    """Each symptom exactly at its threshold; the leaky loss's threshold is FAR_BELOW x correct."""
    holding = dict(correct_moves=0.0, unmasked_changed=0.5, leaky_loss=0.1, leaky_accuracy=0.1)
    # the largest padding's change is its number times 2 / 2: exactly the number given
    judged = verdict(made_up(**{**holding, "correct_moves": STILL}))
    assert judged["correct_model_ignores_padding"] is False and judged["state"] == "does_not_hold"
    judged = verdict(made_up(**{**holding, "unmasked_changed": CHANGED}))
    assert judged["no_padding_mask_output_changes_with_padding"] is True
    assert judged["state"] == "holds"
    assert FAILS * 0.8 == 0.4  # the correct model's greedy accuracy is 0.8
    judged = verdict(made_up(**{**holding, "leaky_accuracy": 0.4}))
    assert judged["no_causal_mask_generation_fails"] is False and judged["state"] == "does_not_hold"
    ways = made_up(**{**holding, "leaky_loss": 1.0})
    ways["correct masks"]["curve"][-1]["train_loss"] = 3.0
    assert FAR_BELOW * 3.0 == 1.0
    judged = verdict(ways)
    assert judged["no_causal_mask_training_loss_far_below"] is False
    assert judged["state"] == "does_not_hold"
    ways["no causal mask"]["curve"][-1]["train_loss"] = 0.9  # under FAR_BELOW times 3
    assert verdict(ways)["no_causal_mask_training_loss_far_below"] is True
