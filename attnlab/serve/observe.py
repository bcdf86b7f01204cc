"""What the service tells its operator: an access log (``--access-log FILE``, one JSON line a
request) and metrics in the Prometheus text format at GET /metrics, from prometheus_client
(the Prometheus project's own Python client: its exposition format and metric types, kept
right by the people who define them).

One ASGI middleware, outside every other (guard.py's refusals are counted too), times each
request and reads its status; a route that serves a model says which, and how many sentences
and source tokens, with ``note``. The log line:

    {"time": "2026-12-07T13:05:37.512Z", "method": "POST", "route": "/v1/translate",
     "status": 200, "latency_ms": 41.2, "model": "transformer", "sentences": 2, "tokens": 17}
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

if TYPE_CHECKING:
    from attnlab.serve.app import ServedModel

NOTE = "attnlab.observed"  # the scope's key a route's note goes under (the middleware's dict)
# seconds: a one-sentence greedy answer takes milliseconds; a full batch at beam 16, seconds
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


def note(request: Request, model: str, sentences: int, tokens: int) -> None:
    """What a request asked of which model: the log line's and the counters' figures."""
    request.scope.setdefault(NOTE, {}).update(model=model, sentences=sentences, tokens=tokens)


class AccessLog:
    """JSON lines appended to a file (or written to stderr for "-"), one a request, each
    flushed as written, so that a crash loses none."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = threading.Lock()
        if path == "-":
            self._file: TextIO = sys.stderr
            return
        try:
            self._file = Path(path).open("a", encoding="utf-8")  # noqa: SIM115 (kept open)
        except OSError as error:
            raise ValueError(
                f"cannot open the access log {path}: {error.strerror}; give a file in a "
                "folder you can write, or - for standard error"
            ) from None

    def write(self, entry: dict[str, Any]) -> None:
        line = json.dumps(entry, ensure_ascii=False)
        with self._lock:
            self._file.write(line + "\n")
            self._file.flush()

    def close(self) -> None:
        if self._file is not sys.stderr:
            self._file.close()


class Metrics:
    """The service's metrics, in a registry of its own (two apps in one process, as in the
    tests, do not share counters)."""

    def __init__(self, models: list[ServedModel]) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "attnlab_requests",
            "Requests answered, by route, model and status.",
            ["route", "model", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "attnlab_request_seconds",
            "Time from a request's arrival to the end of its answer, by route.",
            ["route"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.sentences = Counter(
            "attnlab_sentences",
            "Sentences (or pairs scored) in answered requests, by model.",
            ["model"],
            registry=self.registry,
        )
        self.tokens = Counter(
            "attnlab_source_tokens",
            "Source tokens in answered requests, by model.",
            ["model"],
            registry=self.registry,
        )
        self.registry.register(_QueueCollector(models))

    def observe(self, route: str, status: int, seconds: float, noted: dict[str, Any]) -> None:
        model = noted.get("model", "")
        self.requests.labels(route, model, str(status)).inc()
        self.latency.labels(route).observe(seconds)
        if model and status < 400:
            self.sentences.labels(model).inc(noted["sentences"])
            self.tokens.labels(model).inc(noted["tokens"])


class _QueueCollector(Collector):
    """Each model's decoding queue, read when scraped (what /v1/health shows)."""

    def __init__(self, models: list[ServedModel]) -> None:
        self.models = models

    def collect(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        waiting = GaugeMetricFamily(
            "attnlab_queue_waiting", "Requests waiting for a decode call.", labels=["model"]
        )
        calls = CounterMetricFamily(
            "attnlab_decode_calls", "Decode calls the queue has made.", labels=["model"]
        )
        for served in self.models:
            waiting.add_metric([served.name], served.batcher.waiting)
            calls.add_metric([served.name], served.batcher.stats.decode_calls)
        yield waiting
        yield calls


class Observer:
    """ASGI middleware: each HTTP request timed, its status read, and both logged (if there is
    a log) and counted. A request that fails inside the app counts as a 500."""

    def __init__(
        self, app: ASGIApp, metrics: Metrics, log: AccessLog | None, routes: frozenset[str]
    ) -> None:
        self.app = app
        self.metrics = metrics
        self.log = log
        self.routes = routes  # the paths counted by name; any other counts as "other"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500
        scope[NOTE] = {}

        async def sent(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, sent)
        finally:
            self._record(scope, status, time.perf_counter() - started)

    def _record(self, scope: Scope, status: int, seconds: float) -> None:
        noted = scope.get(NOTE, {})
        path = str(scope.get("path", ""))
        # a label per path anyone can invent would grow the metrics without bound
        self.metrics.observe(path if path in self.routes else "other", status, seconds, noted)
        if self.log is not None:
            moment = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
            entry = {
                "time": moment.replace("+00:00", "Z"),
                "method": scope.get("method", ""),
                "route": path[:200],
                "status": status,
                "latency_ms": round(seconds * 1000, 1),
                **noted,
            }
            self.log.write(entry)
