"""The decoding queue, with a stand-in decode: what waits is decoded together, within the
budget, one call per set of options, each request answered with its own sentences."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from attnlab.models.outputs import AttentionMaps
from attnlab.serve.batching import Batcher, DecodeOptions, Job
from attnlab.translation import Translation

GREEDY = DecodeOptions(beam_size=1, n_best=1, need_weights=False)
BEAM = DecodeOptions(beam_size=4, n_best=2, need_weights=False)


class Recorder:
    """A decode that answers "<sentence> (beam B)" and records each call's sentences."""

    def __init__(self, fail_on: str | None = None) -> None:
        self.calls: list[tuple[list[str], DecodeOptions]] = []
        self.fail_on = fail_on

    def __call__(self, sentences: list[str], options: DecodeOptions) -> list[list[Translation]]:
        self.calls.append((list(sentences), options))
        if self.fail_on in sentences:
            raise RuntimeError(f"cannot decode {self.fail_on}")
        return [
            [
                Translation(s, [], f"{s} (beam {options.beam_size})", [], 0.0, 0.0, AttentionMaps())
                for _ in range(options.n_best)
            ]
            for s in sentences
        ]


@pytest.fixture
def compute() -> threading.Lock:
    return threading.Lock()


@contextmanager
def started(decode: Recorder, compute: threading.Lock, budget: int = 100) -> Iterator[Batcher]:
    batcher = Batcher(decode, budget, compute, "test")
    batcher.start()
    yield batcher
    batcher.close()


def texts(job: Job) -> list[str]:
    return [hypotheses[0].target for hypotheses in job.future.result(timeout=10)]


def test_requests_waiting_for_the_model_are_decoded_in_one_call(compute: threading.Lock) -> None:
    decode = Recorder()
    with started(decode, compute) as batcher:
        with compute:  # the model is busy: everything submitted now waits
            jobs = [batcher.submit([f"s{i}a", f"s{i}b"], GREEDY, tokens=4) for i in range(8)]
        answers = [texts(job) for job in jobs]
    assert [sentences for sentences, _ in decode.calls] == [
        [f"s{i}{part}" for i in range(8) for part in "ab"]
    ]
    assert answers == [[f"s{i}a (beam 1)", f"s{i}b (beam 1)"] for i in range(8)]
    assert batcher.stats.decode_calls == 1
    assert batcher.stats.requests == 8
    assert batcher.stats.sentences == 16
    assert batcher.stats.most_requests_in_a_call == 8


def test_the_budget_splits_a_round_and_never_refuses_a_long_request(
    compute: threading.Lock,
) -> None:
    decode = Recorder()
    with started(decode, compute, budget=10) as batcher:
        with compute:
            long = batcher.submit(["long"], GREEDY, tokens=25)  # alone over the budget
            jobs = [batcher.submit([f"s{i}"], GREEDY, tokens=4) for i in range(5)]
        assert texts(long) == ["long (beam 1)"]
        assert [texts(job) for job in jobs] == [[f"s{i} (beam 1)"] for i in range(5)]
    # the long one alone, then 4 + 4 tokens (a third would pass 10), then the last
    assert [sentences for sentences, _ in decode.calls] == [
        ["long"],
        ["s0", "s1"],
        ["s2", "s3"],
        ["s4"],
    ]


def test_one_call_per_set_of_options_each_answered_its_own(compute: threading.Lock) -> None:
    decode = Recorder()
    with started(decode, compute) as batcher:
        with compute:
            jobs = [
                batcher.submit(["a"], GREEDY, tokens=2),
                batcher.submit(["b"], BEAM, tokens=2),
                batcher.submit(["c"], GREEDY, tokens=2),
                batcher.submit(["d"], BEAM, tokens=2),
            ]
        found = [job.future.result(timeout=10) for job in jobs]
    assert decode.calls == [(["a", "c"], GREEDY), (["b", "d"], BEAM)]
    assert [[h.target for h in hypotheses] for (hypotheses,) in found] == [
        ["a (beam 1)"],
        ["b (beam 4)"] * 2,
        ["c (beam 1)"],
        ["d (beam 4)"] * 2,
    ]


def test_a_failed_call_fails_its_requests_and_the_worker_goes_on(compute: threading.Lock) -> None:
    decode = Recorder(fail_on="bad")
    with started(decode, compute) as batcher:
        with compute:
            bad = batcher.submit(["bad"], GREEDY, tokens=2)
            also = batcher.submit(["fine"], GREEDY, tokens=2)  # in the same call
        with pytest.raises(RuntimeError, match="cannot decode bad"):
            bad.future.result(timeout=10)
        with pytest.raises(RuntimeError, match="cannot decode bad"):
            also.future.result(timeout=10)
        assert texts(batcher.submit(["later"], GREEDY, tokens=2)) == ["later (beam 1)"]


def test_a_request_given_up_on_is_not_decoded(compute: threading.Lock) -> None:
    decode = Recorder()
    with started(decode, compute) as batcher:
        with compute:
            first = batcher.submit(["first"], GREEDY, tokens=2)
            gone = batcher.submit(["gone"], GREEDY, tokens=2)
            kept = batcher.submit(["kept"], GREEDY, tokens=2)
            assert gone.future.cancel()  # what asyncio does when the client disconnects
        assert texts(first) == ["first (beam 1)"]
        assert texts(kept) == ["kept (beam 1)"]
    assert [sentences for sentences, _ in decode.calls] == [["first", "kept"]]


def test_a_closed_queue_answers_what_waits_then_refuses(compute: threading.Lock) -> None:
    decode = Recorder()
    batcher = Batcher(decode, 100, compute, "test")
    batcher.start()
    with compute:
        job = batcher.submit(["last"], GREEDY, tokens=2)
        closing = threading.Thread(target=batcher.close)
        closing.start()
    closing.join(timeout=10)
    assert texts(job) == ["last (beam 1)"]
    with pytest.raises(RuntimeError, match="closed"):
        batcher.submit(["late"], GREEDY, tokens=2)
