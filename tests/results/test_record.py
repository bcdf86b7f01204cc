"""The envelope of an experiment's record (attnlab/results/record.py): what the experiments
write (base.provenance) is what read_envelope reads back, every committed record passes it,
and a field of the wrong type is left out while the rest stays."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

import pytest

from attnlab.experiments import EXPERIMENTS
from attnlab.experiments.base import machine, provenance
from attnlab.results import VERDICT_STATES, verdict_state
from attnlab.results.record import Envelope, Machine, read_envelope

COMMITTED = Path(__file__).resolve().parents[2] / "results"


def committed(name: str) -> dict[str, Any]:
    return json.loads((COMMITTED / name / f"{name}.json").read_text(encoding="utf-8"))


def test_the_writers_fields_are_the_schemas_and_read_back_unchanged() -> None:
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    started = now - datetime.timedelta(seconds=90)
    written = json.loads(json.dumps(provenance(started)))  # as NAME.json holds it
    assert list(written) == ["command", "machine", "started", "finished", "seconds"]
    assert set(written) <= set(Envelope.__annotations__)
    assert set(machine()) == set(Machine.__annotations__)
    read = read_envelope(written)
    # a None (no command under pytest, no GPU) is read as absent
    assert read.pop("machine") == {k: v for k, v in written["machine"].items() if v is not None}
    assert read == {k: v for k, v in written.items() if k != "machine" and v is not None}
    assert read["started"] == started.isoformat() and read["seconds"] >= 90


@pytest.mark.parametrize("name", list(EXPERIMENTS))
def test_every_committed_envelope_is_read_whole(name: str) -> None:
    record = committed(name)
    envelope = read_envelope(record)
    assert envelope["experiment"] == name and envelope["claim"]
    assert verdict_state(envelope["verdict"]) in VERDICT_STATES
    assert envelope["machine"]["cpus"] == record["machine"]["cpus"] > 0
    assert envelope.pop("machine") == {k: v for k, v in record["machine"].items() if v is not None}
    fields = {key: record[key] for key in Envelope.__annotations__ if key in record}
    assert envelope == {key: value for key, value in fields.items() if key != "machine"}


@pytest.mark.parametrize(
    ("field", "wrong"),
    [
        ("experiment", ["copy-reverse"]),
        ("claim", 5),
        ("quick", "yes"),
        ("quick", 1),
        ("verdict", [True]),
        ("command", 3),
        ("machine", "a laptop"),
        ("started", None),
        ("finished", 20260102),
        ("seconds", "12.5"),
        ("seconds", True),
        ("seconds", float("nan")),
        ("first_started", {}),
        ("first_seconds", float("inf")),
    ],
)
def test_a_field_of_the_wrong_type_is_left_out_and_the_rest_stays(field: str, wrong: Any) -> None:
    record = committed("bottleneck")  # resumed: it has every field
    assert field in read_envelope(record)
    record[field] = wrong
    envelope = read_envelope(record)
    assert field not in envelope
    assert set(envelope) == set(Envelope.__annotations__) - {field}


GOOD_MACHINE = {
    "host": "lab",
    "platform": "Linux-6.1-x86_64",
    "python": "3.11.7",
    "torch": "2.5.1",
    "cpus": 16,
    "cuda": "NVIDIA H100",
}


@pytest.mark.parametrize(
    ("field", "wrong"), [("host", 1), ("cpus", 2.5), ("cpus", True), ("cuda", ["H100"])]
)
def test_a_machine_field_of_the_wrong_type_is_left_out(field: str, wrong: Any) -> None:
    assert read_envelope({"machine": GOOD_MACHINE}) == {"machine": GOOD_MACHINE}
    damaged = read_envelope({"machine": {**GOOD_MACHINE, field: wrong}})
    assert damaged == {"machine": {k: v for k, v in GOOD_MACHINE.items() if k != field}}
