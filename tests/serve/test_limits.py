"""The service's limits on slow and numerous clients, on a real server and real loopback
sockets: a request trickled a byte at a time is dropped once its whole-request deadline
passes (not a deadline per read), and past its cap on requests in flight the service answers
503 with Retry-After at once instead of queueing."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from attnlab.serve.app import serve_models
from attnlab.serve.batching import Batcher
from attnlab.serve.http_server import HttpServer
from attnlab.serve.limits import Limits
from attnlab.translation import Translator
from tests.serve.conftest import start
from tests.serve.slow_clients import trickle

DEADLINE = 1.0  # seconds for a whole request
CAP = 4  # requests in flight
HOST = b"Host: 127.0.0.1\r\n"


@dataclass
class Strict:
    server: HttpServer
    compute: threading.Lock  # hold it to keep the decoder busy
    batcher: Batcher


@pytest.fixture
def strict(tiny_run: Path) -> Iterator[Strict]:
    """A service of its own with a 1 s deadline and room for 4 requests."""
    compute = threading.Lock()
    models = serve_models({"tiny": Translator.from_run(tiny_run)}, compute)
    server = start(models, deadline=DEADLINE, limits=Limits(max_in_flight=CAP))
    yield Strict(server, compute, models[0].batcher)
    server.shutdown()
    server.server_close()


def test_headers_sent_a_byte_at_a_time_are_dropped_at_the_deadline(strict: Strict) -> None:
    request = b"GET /v1/health HTTP/1.1\r\n" + HOST + b"\r\n"
    # a byte every 0.2 s: no single read waits long, the whole request takes 5.6 s
    dropped = trickle(strict.server.server_address, request, interval=0.2, limit=10)
    assert dropped.reply == b""  # closed without an answer: the headers never ended
    assert DEADLINE <= dropped.seconds < DEADLINE + 3.0  # slack for a loaded machine
    assert dropped.bytes_sent < len(request)


def test_a_body_sent_a_byte_at_a_time_is_answered_408(strict: Strict) -> None:
    body = json.dumps({"sentences": ["h i e i"]}).encode()
    head = b"POST /v1/translate HTTP/1.1\r\n" + HOST + b"Content-Type: application/json\r\n"
    head += b"Content-Length: %d\r\n\r\n" % len(body)
    timed_out = trickle(strict.server.server_address, body, interval=0.2, limit=10, head=head)
    status_line, _, rest = timed_out.reply.partition(b"\r\n")
    assert status_line.startswith(b"HTTP/1.1 408 ")
    assert b"connection: close" in rest.lower()
    answer = json.loads(rest.partition(b"\r\n\r\n")[2])
    assert answer == {"error": "the request body did not arrive in time: 1 s for a whole request"}
    assert DEADLINE <= timed_out.seconds < DEADLINE + 3.0


def test_a_request_sent_in_time_is_answered(strict: Strict) -> None:
    request = b"GET /v1/health HTTP/1.1\r\n" + HOST + b"Connection: close\r\n\r\n"
    # 63 bytes, 2 ms apart: about 0.15 s of the 1 s deadline, room for a loaded machine
    answered = trickle(strict.server.server_address, request, interval=0.002, limit=10)
    assert answered.reply.startswith(b"HTTP/1.1 200 ")


def test_past_the_cap_the_service_answers_503_at_once(strict: Strict) -> None:
    body = {"sentences": ["h i e i"], "beam_size": 1}
    url = strict.server.url
    with httpx.Client(base_url=url, timeout=30) as client, ThreadPoolExecutor(CAP) as pool:
        with strict.compute:  # the decoder is busy: CAP requests wait inside the service
            waiting = [
                pool.submit(httpx.post, url + "v1/translate", json=body, timeout=30)
                for _ in range(CAP)
            ]
            deadline = time.monotonic() + 10
            while strict.batcher.waiting < CAP:
                assert time.monotonic() < deadline, "the requests did not reach the queue"
                time.sleep(0.01)
            began = time.monotonic()
            refused = client.post("/v1/translate", json=body)
            health = client.get("/v1/health")  # any request: the cap counts them all
            refused_in = time.monotonic() - began
        answered = [future.result() for future in waiting]
        after = client.post("/v1/translate", json=body)
    for answer in (refused, health):
        assert answer.status_code == 503
        assert answer.headers["retry-after"] == "1"
        assert answer.json() == {
            "error": "this service is busy: 4 requests in progress; retry in 1 s"
        }
    assert refused_in < 5  # at once, not after the busy decoder
    assert [answer.status_code for answer in answered] == [200] * CAP
    assert after.status_code == 200  # the places are given back
