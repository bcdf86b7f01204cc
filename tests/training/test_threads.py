"""Threads on a busy machine: how many to start with, and the warning when speed collapses."""

from __future__ import annotations

import os
from pathlib import Path
from typing import cast

import pytest
import torch

from attnlab import cli
from attnlab.config import ExperimentConfig
from attnlab.training.threads import (
    ThroughputWatch,
    choose_threads,
    resolve_threads,
    usable_cores,
)
from attnlab.training.trainer import Trainer
from tests.training.test_trainer import tiny


@pytest.mark.parametrize(
    ("cores", "load", "processes", "expected"),
    [
        (2, 0.0, 1, 2),  # an idle machine: every core
        (2, 0.2, 1, 2),  # background noise is not a busy process
        (2, 1.0, 1, 1),  # one busy process beside us: the core it leaves
        (2, 2.5, 1, 1),  # nothing free: one thread still (it loses only its share)
        (16, 3.0, 1, 13),
        (16, 0.0, 4, 4),  # torchrun's 4 processes share the cores
        (16, 8.0, 4, 2),
        (8, 0.0, 16, 1),  # more processes than cores
    ],
)
def test_threads_are_the_free_cores_shared_by_the_processes(
    cores: int, load: float, processes: int, expected: int
) -> None:
    assert choose_threads(cores, load, processes) == expected


def test_usable_cores_counts_this_process_s_cores() -> None:
    assert usable_cores() >= 1


def feed(watch: ThroughputWatch, tokens_per_s: float, seconds: float) -> list[str]:
    """One-second steps at ``tokens_per_s`` for ``seconds``; the warnings they raise."""
    slowdowns = [watch.add(round(tokens_per_s), 1.0) for _ in range(round(seconds))]
    return [s.advice(threads=2, device="cpu") for s in slowdowns if s is not None]


def test_a_collapse_is_reported_once_with_its_cause_and_fix() -> None:
    watch = ThroughputWatch(window_s=10, fraction=0.4)
    assert feed(watch, 1000, 60) == []
    warnings = feed(watch, 200, 60)  # another process took a core: five times slower
    assert len(warnings) == 1
    assert "slowed from 1,000 to 200 tokens/s" in warnings[0]
    assert "(5.0x slower)" in warnings[0]
    assert "Another process is probably busy" in warnings[0]
    assert "--resume --train.threads=1" in warnings[0]
    assert feed(watch, 100, 60) == []  # once per run


def test_noise_a_slow_start_and_mild_slowdowns_are_not_reported() -> None:
    watch = ThroughputWatch(window_s=10, fraction=0.4)
    assert feed(watch, 300, 10) == []  # warming up: the best so far is what counts
    for rate in [1000, 700, 1300, 900, 600, 1100] * 5:  # length buckets vary the rate
        assert feed(watch, rate, 10) == []
    assert feed(watch, 600, 30) == []  # half speed: one thread beside a busy process


def test_the_advice_fits_the_thread_count_and_the_device() -> None:
    watch = ThroughputWatch(window_s=1, fraction=0.5)
    watch.add(1000, 1.0)
    slowdown = watch.add(100, 1.0)
    assert slowdown is not None
    assert "--train.threads" not in slowdown.advice(threads=1, device="cpu")
    assert "nvidia-smi" in slowdown.advice(threads=8, device="cuda")


def test_auto_threads_are_chosen_and_said_when_training_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = cast(ExperimentConfig, tiny(tmp_path / "run", "--train.threads=auto"))
    before = torch.get_num_threads()
    try:
        Trainer(config)  # holds the run lock until it is collected; the run is never trained
        chosen = torch.get_num_threads()
    finally:
        torch.set_num_threads(before)  # a process-wide setting: leave it as the suite had it
    expected = choose_threads(usable_cores(), os.getloadavg()[0])
    assert abs(chosen - expected) <= 1  # the load average may move in between
    out = capsys.readouterr().out
    assert f"threads: {chosen} per process ({usable_cores()} cores, load average " in out


@pytest.mark.parametrize("verb", ["translate", "evaluate", "explain", "score", "export"])
def test_every_decoding_verb_takes_threads_and_defaults_to_auto(
    verb: str, tiny_run: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = {"explain": ["a b"], "export": ["a b", "-o", "x.html"]}.get(verb, [])
    parser = cli.build_parser()
    assert parser.parse_args([verb, str(tiny_run), *words, "--threads", "1"]).threads == 1
    with pytest.raises(SystemExit):  # argparse's usage error, exit status 2
        parser.parse_args([verb, str(tiny_run), *words, "--threads", "0"])
    args = parser.parse_args([verb, str(tiny_run), *words])
    assert args.threads == "auto"

    # main() applies it before the verb runs, and the verb sees the number chosen.
    applied: list[int] = []
    monkeypatch.setattr("attnlab.training.threads.torch.set_num_threads", applied.append)
    monkeypatch.setattr("attnlab.training.threads.load_average", lambda: 0.0)  # idle
    seen: list[object] = []
    args.handler = lambda parsed: seen.append(parsed.threads) or 0
    monkeypatch.setattr(cli.argparse.ArgumentParser, "parse_known_args", lambda *_: (args, []))
    assert cli.main([]) == 0
    assert applied == seen == [usable_cores()]  # idle: every core


def test_more_threads_than_cores_are_lowered_to_the_cores() -> None:
    assert resolve_threads(10_000) == os.cpu_count()
    assert resolve_threads(1) == 1 and resolve_threads(None) is None
