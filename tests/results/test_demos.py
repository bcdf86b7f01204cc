"""The demos' readers (attnlab/results/demos.py) on the committed records: each passes and
gives the page the record's numbers; a damaged field raises a DemoError naming it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from attnlab.results.demos import DEMOS, MAX_SIDE, DemoError

COMMITTED = Path(__file__).resolve().parents[2] / "results"


def committed(name: str) -> dict[str, Any]:
    """Experiment ``name``'s committed record, a fresh copy to damage."""
    return json.loads((COMMITTED / name / f"{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", list(DEMOS))
def test_every_committed_record_with_a_demo_passes_its_reader(name: str) -> None:
    demo = DEMOS[name](committed(name))
    assert demo["kind"] in ("slider", "bleu", "path", "frames")
    json.dumps(demo, allow_nan=False)  # what the server sends must be strict JSON


@pytest.mark.parametrize(
    ("name", "damage", "detail"),
    [
        ("copy-reverse", lambda r: r.pop("slider"), "slider must be a JSON object"),
        (
            "copy-reverse",
            lambda r: r["slider"]["token_accuracy"][1].pop(),
            "slider.token_accuracy must have 22 columns in every row",
        ),
        ("copy-reverse", lambda r: r.pop("models"), "models must be a JSON object"),
        (
            "copy-reverse",
            lambda r: r["models"].update(Luong=[1, 2]),
            "models.Luong must be an object with a by_length list",
        ),
        (
            "copy-reverse",
            lambda r: r["models"]["Luong"]["by_length"][3].update(sequence_accuracy=1.5),
            "models.Luong.by_length[].sequence_accuracy must hold numbers from 0 to 1",
        ),
        (
            "copy-reverse",
            lambda r: r["models"]["Transformer"]["by_length"][0].update(sequence_interval=[0.9]),
            "models.Transformer.by_length[].sequence_interval must have 2 columns in every row",
        ),
        (
            "copy-reverse",
            lambda r: r["models"]["RNNsearch"]["by_length"].pop(),
            "models.RNNsearch.by_length[].length must be the first model's lengths",
        ),
        (
            "copy-reverse",
            lambda r: r["models"]["fixed context"]["by_length"].reverse(),
            "models.fixed context.by_length[].length must increase",
        ),
        (
            "copy-reverse",
            lambda r: r["models"]["Luong"]["by_length"][0].update(count=None),
            f"models.Luong.by_length[].count must be 1 to {MAX_SIDE} finite numbers",
        ),
        ("bottleneck", lambda r: r.update(models=[]), "models must be a JSON object"),
        (
            "bottleneck",
            lambda r: r["models"]["RNNsearch-50"]["by_length"][2].update(bleu=101),
            "models.RNNsearch-50.by_length[] must hold BLEU, low_bleu and high_bleu from 0 to 100",
        ),
        (
            "bottleneck",
            lambda r: r["models"]["RNNencdec-30"]["by_length"][0].update(label="0-4"),
            "models.RNNencdec-30.by_length[].label must be the first model's buckets",
        ),
        (
            "bottleneck",
            lambda r: r["models"]["RNNsearch-30"]["by_length"].append("60+"),
            "models.RNNsearch-30.by_length must hold one object per bucket",
        ),
        (
            "path-length",
            lambda r: r["models"]["cnn"]["trained"].pop(),
            "models.cnn.untrained and .trained must hold one row per distance",
        ),
        ("path-length", lambda r: r.pop("distances"), "distances must be a JSON list"),
        (
            "path-length",
            lambda r: r["decay"]["cells"]["gru"]["relative"].pop(),  # one layer a step short
            "decay.cells.gru.relative must be as long as the other layers'",
        ),
        (
            "path-length",
            lambda r: r["decay"]["cells"]["gru"].update(relative=["much"]),
            f"decay.cells.gru.relative must be 1 to {MAX_SIDE} finite numbers",
        ),
        (
            "learning-path",
            lambda r: r["copy"]["frames"][1]["map"][0].__setitem__(0, 7.0),  # not a weight
            "copy.frames[1].map must hold numbers from 0 to 1",
        ),
        (
            "learning-path",
            lambda r: r["copy"]["frames"][0].pop("loss"),
            f"copy.frames[0].loss must be 1 to {MAX_SIDE} finite numbers",
        ),
    ],
)
def test_a_damaged_field_is_named(
    name: str, damage: Callable[[dict[str, Any]], object], detail: str
) -> None:
    record = committed(name)
    DEMOS[name](record)  # whole, it passes
    damage(record)
    with pytest.raises(DemoError) as raised:
        DEMOS[name](record)
    assert str(raised.value) == detail


def test_the_slider_is_the_records_grid() -> None:
    record = committed("copy-reverse")
    slider = DEMOS["copy-reverse"](record)
    for key in ("hidden_sizes", "lengths", "sequence_accuracy", "token_accuracy"):
        assert slider[key] == record["slider"][key], key
    assert slider["train_max"] == slider["by_length"]["train_max"] == record["train_lengths"][-1]


def test_the_length_slider_gets_every_models_numbers_by_length() -> None:
    record = committed("copy-reverse")
    by_length = DEMOS["copy-reverse"](record)["by_length"]
    assert by_length["lengths"] == [
        row["length"] for row in record["models"]["RNNsearch"]["by_length"]
    ]
    assert [m["name"] for m in by_length["models"]] == list(record["models"])
    # only the fixed contexts (GRU, LSTM) read no attention
    attending = [m["attention"] for m in by_length["models"]]
    assert attending == [
        record["models"][name]["family"] != "fixed_context" for name in record["models"]
    ]
    assert attending.count(False) == len(attending) - 3  # RNNsearch, Luong, the Transformer
    for model in by_length["models"]:
        rows = record["models"][model["name"]]["by_length"]
        fields = {"name", "attention", "cell", "count", *(k for k in rows[0] if k != "length")}
        assert set(model) == fields
        assert model["cell"] == record["models"][model["name"]]["options"].get("cell")
        for key in ("count", "sequence_accuracy", "sequence_interval", "token_accuracy"):
            assert model[key] == [row[key] for row in rows], key


def test_the_path_slider_gets_every_models_dependence_and_accuracy_by_distance() -> None:
    record = committed("path-length")
    demo = DEMOS["path-length"](record)
    assert demo["kind"] == "path" and demo["lengths"] == record["distances"]
    assert (demo["layers"], demo["kernel"]) == (8, 5)  # the intro's words for the cnn
    assert [(m["name"], m["attention"], m["path"]) for m in demo["models"]] == [
        ("fixed_context", False, "O(n)"),
        ("bahdanau", True, "O(1)"),
        ("transformer", True, "O(1)"),
        ("cnn", False, "O(n/k)"),
    ]
    for model in demo["models"]:
        measured = record["models"][model["name"]]
        assert model["relative"] == [p["relative"] for p in measured["untrained"]]
        assert model["accuracy"] == [p["accuracy"] for p in measured["trained"]]
        assert model["accuracy_interval"] == [p["interval"] for p in measured["trained"]]
        for (low, high), relative in zip(
            model["relative_interval"], model["relative"], strict=True
        ):
            assert 0 <= low <= relative <= high
    cnn = demo["models"][-1]["relative"]  # past its receptive field: exactly nothing
    assert cnn[record["distances"].index(16)] > 0 and cnn[record["distances"].index(32)] == 0


def test_the_decay_demo_is_the_records_and_optional() -> None:
    record = committed("path-length")
    decay = DEMOS["path-length"](record)["decay"]
    assert decay["hidden"] == record["decay"]["hidden"]
    assert [(c["name"], c["relative"]) for c in decay["cells"]] == [
        (name, cell["relative"]) for name, cell in record["decay"]["cells"].items()
    ]
    del record["decay"]  # records before the decay was measured lack it
    assert "decay" not in DEMOS["path-length"](record)


def test_the_bleu_slider_gets_every_models_bleu_by_source_length() -> None:
    record = committed("bottleneck")
    demo = DEMOS["bottleneck"](record)
    assert demo["kind"] == "bleu" and demo["sentences"] == record["test_sentences"]
    assert demo["labels"] == [row["label"] for row in record["models"]["RNNsearch-50"]["by_length"]]
    assert [(m["name"], m["attention"]) for m in demo["models"]] == [
        ("RNNencdec-50", False),
        ("RNNsearch-50", True),
        ("RNNencdec-30", False),
        ("RNNsearch-30", True),
    ]
    for model in demo["models"]:
        rows = record["models"][model["name"]]["by_length"]
        assert model["bleu"] == [row["bleu"] for row in rows]
        assert model["bleu_interval"] == [[row["low_bleu"], row["high_bleu"]] for row in rows]
        assert model["count"] == [row["count"] for row in rows]


def test_an_empty_bucket_is_left_out_of_the_bleu_slider() -> None:
    record = committed("bottleneck")
    for model in record["models"].values():
        model["by_length"][-1].update(count=0, bleu=None, low_bleu=None, high_bleu=None)
    demo = DEMOS["bottleneck"](record)
    assert demo["labels"] == ["0-9", "10-19", "20-29", "30-39", "40-49", "50-59"]
    assert all(len(m["bleu"]) == len(m["count"]) == 6 for m in demo["models"])


def test_the_frames_are_the_records_maps_by_step() -> None:
    record = committed("learning-path")
    copy, demo = record["copy"], DEMOS["learning-path"](record)
    assert demo["source_tokens"] == copy["source_tokens"]
    assert demo["target_tokens"] == copy["target_tokens"]
    keys = ("step", "loss", "diagonal_mass", "map")
    assert demo["frames"] == [{key: frame[key] for key in keys} for frame in copy["frames"]]
    assert len(demo["frames"]) >= 2
