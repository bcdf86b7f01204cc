"""A decoding queue in front of one model: requests that arrive while it is busy are decoded
together, in one ``translate_n_best`` call per set of decoding options.

Why batch: torch on the CPU decodes a batch of sentences in little more time than one (a step
costs about as much for 1 row as for 32: per-call overhead dominates small models), so 16
requests answered by one call are answered sooner than one after another. Why one decode at a
time: two decodes side by side would each start ``--threads`` torch threads, and small ops
waiting on each other across threads are slower than one decode on all of them (TOOLING.md,
"Threads when decoding"). One ``compute`` lock, shared by every model's queue and the
streaming route, keeps it to one.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from itertools import groupby

from attnlab.translation import Translation


@dataclass(frozen=True)
class DecodeOptions:
    """What one ``translate_n_best`` call fixes for all of its sentences."""

    beam_size: int
    n_best: int
    need_weights: bool


# (sentences, options) -> per sentence its n_best hypotheses, best first
Decode = Callable[[list[str], DecodeOptions], list[list[Translation]]]


@dataclass
class Job:
    """One request: its sentences, decoded together with whatever else is waiting."""

    sentences: list[str]
    options: DecodeOptions
    tokens: int  # its source tokens: what counts against the round's budget
    future: Future[list[list[Translation]]] = field(default_factory=Future)


@dataclass
class BatchStats:
    """What the queue has done so far (``/v1/health`` shows it)."""

    decode_calls: int = 0
    requests: int = 0
    sentences: int = 0
    most_requests_in_a_call: int = 0


class Batcher:
    """One worker thread per model. It waits for a request, then for the ``compute`` lock;
    holding it, it takes every request waiting by then, up to ``budget`` source tokens (the
    first always, however long), and decodes them, one call per set of options."""

    def __init__(self, decode: Decode, budget: int, compute: threading.Lock, name: str) -> None:
        self.decode = decode
        self.budget = budget
        self.compute = compute
        self.stats = BatchStats()
        self._waiting: deque[Job] = deque()
        self._ready = threading.Condition()
        self._closed = False
        self._worker = threading.Thread(target=self._work, name=f"decode-{name}", daemon=True)

    def start(self) -> None:
        self._worker.start()

    def close(self) -> None:
        """Stop the worker once the requests already waiting are answered."""
        with self._ready:
            self._closed = True
            self._ready.notify()
        if self._worker.is_alive():
            self._worker.join()

    def submit(self, sentences: list[str], options: DecodeOptions, tokens: int) -> Job:
        """Queue a request; its ``future`` gets the translations, or the decode's exception."""
        job = Job(sentences, options, tokens)
        with self._ready:
            if self._closed:
                raise RuntimeError("the decoding queue is closed: the server is stopping")
            self._waiting.append(job)
            self._ready.notify()
        return job

    @property
    def waiting(self) -> int:
        with self._ready:
            return len(self._waiting)

    def _work(self) -> None:
        while self._wait_for_work():
            with self.compute:  # requests keep queueing while another decode runs
                self._run(self._take())

    def _wait_for_work(self) -> bool:
        with self._ready:
            while not self._waiting and not self._closed:
                self._ready.wait()
            return bool(self._waiting)

    def _take(self) -> list[Job]:
        """The first request, and those behind it while they fit in the budget, in order;
        a request whose client gave up (its future cancelled) is dropped."""
        jobs: list[Job] = []
        tokens = 0
        with self._ready:
            while self._waiting and (not jobs or tokens + self._waiting[0].tokens <= self.budget):
                job = self._waiting.popleft()
                if job.future.set_running_or_notify_cancel():  # from now on it cannot be cancelled
                    jobs.append(job)
                    tokens += job.tokens
        return jobs

    def _run(self, jobs: list[Job]) -> None:
        ordered = sorted(jobs, key=_options_key)  # stable: arrival order within a group
        for options, grouped in groupby(ordered, key=lambda job: job.options):
            group = list(grouped)
            sentences = [sentence for job in group for sentence in job.sentences]
            try:
                found = self.decode(sentences, options)
            except Exception as error:  # every request of the call gets it; the worker goes on
                for job in group:
                    job.future.set_exception(error)
                continue
            self._count(group)
            start = 0
            for job in group:
                job.future.set_result(found[start : start + len(job.sentences)])
                start += len(job.sentences)

    def _count(self, group: list[Job]) -> None:
        stats = self.stats
        stats.decode_calls += 1
        stats.requests += len(group)
        stats.sentences += sum(len(job.sentences) for job in group)
        stats.most_requests_in_a_call = max(stats.most_requests_in_a_call, len(group))


def _options_key(job: Job) -> tuple[int, int, bool]:
    options = job.options
    return (options.beam_size, options.n_best, options.need_weights)
