"""The envelope of an experiment's record (results/NAME/NAME.json): the fields every
experiment writes beside its own numbers, typed once here for the writers
(attnlab.experiments: each run, and base.provenance) and the one reader of them
(read_envelope, for the explorer's Evidence view)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, TypedDict, TypeGuard


class Machine(TypedDict, total=False):
    """Where the numbers were measured."""

    host: str
    platform: str
    python: str
    torch: str
    cpus: int | None  # os.cpu_count(); None where it cannot tell
    cuda: str | None  # the GPU's name; None without one


class Envelope(TypedDict, total=False):
    """In the order a record holds them: each experiment writes experiment, claim and quick,
    then its own numbers and its verdict, then base.provenance() (command to seconds); a run
    that resumed an earlier one adds first_started and first_seconds."""

    experiment: str  # NAME, as the registry names it
    claim: str  # the claim tested, in English
    quick: bool  # --quick: the test suite's short run, not evidence
    verdict: dict[str, Any]  # {"state": one of VERDICT_STATES, ...}: see verdict_state
    command: str | None  # the `attnlab ...` command line; None when run otherwise (pytest)
    machine: Machine
    started: str  # ISO 8601, UTC, to the second
    finished: str
    seconds: float  # from started to finished
    first_started: str  # resumed: when the first run started
    first_seconds: float  # resumed: the first run's time, or the runs' (the report says which)


def read_envelope(record: Mapping[str, Any]) -> Envelope:
    """The envelope's fields that ``record`` holds with the right type; a field absent or of
    another type is left out, so a record of an older version, or edited by hand, still shows
    the rest."""
    envelope: Envelope = {}
    for text in ("experiment", "claim", "command", "started", "finished", "first_started"):
        if isinstance(value := record.get(text), str):
            envelope[text] = value
    for number in ("seconds", "first_seconds"):
        if is_finite_number(value := record.get(number)):
            envelope[number] = value
    if isinstance(quick := record.get("quick"), bool):
        envelope["quick"] = quick
    if isinstance(verdict := record.get("verdict"), dict):
        envelope["verdict"] = verdict
    if isinstance(machine := record.get("machine"), dict):
        envelope["machine"] = read_machine(machine)
    return envelope


def read_machine(machine: Mapping[str, Any]) -> Machine:
    """The fields of ``machine`` with the right type, as read_envelope reads the record's."""
    checked: Machine = {}
    for text in ("host", "platform", "python", "torch", "cuda"):
        if isinstance(value := machine.get(text), str):
            checked[text] = value
    if isinstance(cpus := machine.get("cpus"), int) and not isinstance(cpus, bool):
        checked["cpus"] = cpus
    return checked


def is_finite_number(value: Any) -> TypeGuard[int | float]:
    """A JSON number that is one: not a bool, not NaN or infinite."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
