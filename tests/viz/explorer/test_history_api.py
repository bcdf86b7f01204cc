"""The History view's API against a real server over tiny runs that kept their history: every
evaluation's probes without maps, one probe's attention at one step as the file holds it, a
model without attention, a run without history, a damaged entry named and the rest served,
and bad steps and probes answered with what exists."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch
from conftest import HISTORY_RUNS, HISTORY_STEPS
from test_explorer_api import call

from attnlab.runs import RunFiles
from attnlab.training.history import read_history
from attnlab.viz.explorer.history import listed
from attnlab.viz.explorer.server import ExplorerServer

ID = {name: index for index, name in enumerate(HISTORY_RUNS)}


def get(server: ExplorerServer, path: str) -> Any:
    status, body, _ = call(server, "GET", path)
    assert status == 200, body
    return body


def test_every_evaluation_with_its_probes_and_no_maps(
    history_server: ExplorerServer, history_runs: dict[str, Path]
) -> None:
    answer = get(history_server, f"/api/history?run={ID['rnnsearch']}")
    kept = read_history(RunFiles(history_runs["rnnsearch"]).history).entries
    assert answer["run"] == ID["rnnsearch"] and answer["problems"] == []
    assert [entry["step"] for entry in answer["entries"]] == HISTORY_STEPS
    for entry, read in zip(answer["entries"], kept, strict=True):
        assert entry["dev_bleu"] == read.dev_bleu
        assert entry["probes"] == [
            {key: probe[key] for key in ("source", "target", "log_prob", "aer")}
            for probe in read.probes
        ]
    assert len(answer["entries"][0]["probes"]) == 2  # train.probe_sentences=2
    assert answer["entries"][-1]["dev_bleu"] > answer["entries"][0]["dev_bleu"]  # it learned


def test_one_probes_attention_at_one_step(
    history_server: ExplorerServer, history_runs: dict[str, Path]
) -> None:
    entries = read_history(RunFiles(history_runs["rnnsearch"]).history).entries
    run = ID["rnnsearch"]
    shown = []
    for entry in (entries[0], entries[-1]):
        answer = get(history_server, f"/api/history/attention?run={run}&step={entry.step}&probe=1")
        probe = entry.probes[1]
        assert (answer["run"], answer["step"], answer["probe"]) == (run, entry.step, 1)
        assert answer["source_tokens"] == probe["source_pieces"]
        assert answer["target_tokens"] == probe["target_pieces"]
        (layer,) = answer["cross"]  # RNNsearch: one layer of one head, T x S
        weights = torch.tensor(layer, dtype=torch.float64)
        assert weights.shape == (1, len(probe["target_pieces"]), len(probe["source_pieces"]))
        (kept,) = entry.attention(1)
        # 6 decimals: off by at most half the last, and a float's rounding of a half-way value
        torch.testing.assert_close(weights, kept.double(), atol=5e-7 + 1e-12, rtol=0)
        ones = torch.ones(weights.shape[:2], dtype=torch.float64)
        torch.testing.assert_close(weights.sum(-1), ones, atol=2e-3, rtol=0)  # float16 kept
        shown.append(weights)
    # training moved the attention (the page's slider shows it changing)
    assert shown[0].shape != shown[1].shape or not torch.equal(shown[0], shown[1])


def test_a_model_without_attention_has_translations_and_no_maps(
    history_server: ExplorerServer,
) -> None:
    run = ID["fixed"]
    answer = get(history_server, f"/api/history?run={run}")
    assert [entry["step"] for entry in answer["entries"]] == HISTORY_STEPS
    assert all(probe["target"] is not None for probe in answer["entries"][0]["probes"])
    maps = get(history_server, f"/api/history/attention?run={run}&step=30&probe=0")
    assert maps["cross"] == [] and maps["source_tokens"] and maps["target_tokens"]


def test_a_run_from_before_the_history_has_no_entries(history_server: ExplorerServer) -> None:
    run = ID["before"]
    assert get(history_server, f"/api/history?run={run}") == {
        "run": run,
        "entries": [],
        "problems": [],
    }
    status, body, _ = call(
        history_server, "GET", f"/api/history/attention?run={run}&step=10&probe=0"
    )
    assert status == 404 and "has no history" in body["error"]


def test_a_damaged_entry_is_named_and_the_rest_served(
    history_server: ExplorerServer, history_runs: dict[str, Path]
) -> None:
    run = ID["damaged"]
    answer = get(history_server, f"/api/history?run={run}")
    assert [entry["step"] for entry in answer["entries"]] == [10, 30, 40, 50]
    (problem,) = answer["problems"]
    assert problem.startswith("history/step-00000020.safetensors: not a history entry")
    assert str(history_runs["damaged"]) not in problem  # the page never sees a run's path
    assert get(history_server, f"/api/history/attention?run={run}&step=30&probe=0")["cross"]
    status, body, _ = call(
        history_server, "GET", f"/api/history/attention?run={run}&step=20&probe=0"
    )
    assert status == 404
    assert body["error"] == (
        "no history at step 20 (its entry cannot be read); the run kept steps 10, 30, 40, 50"
    )


@pytest.mark.parametrize(
    ("query", "status", "message"),
    [
        ("", 400, "missing field(s): run"),
        ("?run=x", 400, "run must be a run number, got 'x'"),
        ("?run=9", 404, "unknown run 9"),
        ("/attention?run=0&step=10", 400, "missing field(s): probe"),
        ("/attention?run=0&step=ten&probe=0", 400, "step must be a whole number"),
        ("/attention?run=0&step=10&probe=1.5", 400, "probe must be a whole number"),
        (
            "/attention?run=0&step=15&probe=0",
            404,
            "no history at step 15 (no evaluation there); the run kept steps 10, 20, 30, 40, 50",
        ),
        ("/attention?run=0&step=10&probe=2", 404, "no probe 2 at step 10: it has probes 0 to 1"),
        ("/attention?run=0&step=10&probe=-1", 404, "no probe -1 at step 10"),
    ],
)
def test_bad_requests_say_what_exists(
    history_server: ExplorerServer, query: str, status: int, message: str
) -> None:
    got, body, _ = call(history_server, "GET", f"/api/history{query}")
    assert got == status and message in body["error"], body


def test_a_long_history_is_listed_by_its_ends() -> None:
    assert listed([10, 20, 30]) == "10, 20, 30"
    steps = list(range(10, 1010, 10))
    assert listed(steps) == "10, 20, 30, 40, 50, …, 960, 970, 980, 990, 1000 (100 evaluations)"
