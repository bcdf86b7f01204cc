"""The explorer's limits on slow, numerous and waiting clients, on a real server and real
loopback sockets: a request trickled a byte at a time is dropped at its whole-request
deadline, an answer nobody reads is dropped as well, past its cap on requests in flight the
explorer answers 503 with Retry-After at once, and an explanation waits only briefly for its
run's lock."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from conftest import LogLines, start_server
from explorer_runs import RUN_IDS
from test_explorer_api import SENTENCE, call

from attnlab.viz.explorer import Explorer, session
from attnlab.viz.explorer.page import cjk_font_path
from attnlab.viz.explorer.server import ExplorerServer
from tests.serve.slow_clients import drain, never_read, trickle

DEADLINE = 1.0
CAP = 3
HOST = b"Host: 127.0.0.1\r\n"


@pytest.fixture
def strict(explorer: Explorer) -> Iterator[tuple[ExplorerServer, LogLines]]:
    """A server of its own: 1 s for a whole request, room for 3 at once."""
    live, log = start_server(explorer, deadline=DEADLINE, max_in_flight=CAP)
    yield live, log
    live.shutdown()
    live.server_close()


def test_a_request_trickled_a_byte_at_a_time_is_dropped_at_the_deadline(
    strict: tuple[ExplorerServer, LogLines],
) -> None:
    server, log = strict
    request = b"GET /api/runs HTTP/1.1\r\n" + HOST + b"\r\n"
    dropped = trickle(server.server_address, request, interval=0.2, limit=10)
    assert dropped.reply == b"" and DEADLINE <= dropped.seconds < DEADLINE + 3.0
    assert log.lines() == ["- - timeout: no complete request in 1 s; closed"]


def admitted(server: ExplorerServer, path: str, body: dict[str, Any]) -> int:
    """The status of a request retried while the explorer answers 503, as a client honouring
    Retry-After would (sooner): the test's own polls may take the last place for a moment."""
    deadline = time.monotonic() + 30
    while (status := call(server, "POST", path, body)[0]) == 503:
        assert time.monotonic() < deadline, "never admitted"
        time.sleep(0.05)
    return status


def test_past_the_cap_the_explorer_answers_503_at_once(
    strict: tuple[ExplorerServer, LogLines], explorer: Explorer
) -> None:
    server, _ = strict
    run = RUN_IDS["bahdanau"]
    body = {"run": run, "sentence": SENTENCE, "beam": 1}
    with ThreadPoolExecutor(CAP) as pool:
        with explorer.runs[run].lock:  # the model is busy: CAP translations wait for it
            waiting = [pool.submit(admitted, server, "/api/translate", body) for _ in range(CAP)]
            deadline = time.monotonic() + 10
            # one poll at a time: a 503 means CAP translations are inside
            while (refused := call(server, "GET", "/api/runs"))[0] == 200:
                assert time.monotonic() < deadline, "the translations never filled the explorer"
                time.sleep(0.01)
        answered = [future.result() for future in waiting]
    status, answer, headers = refused
    assert status == 503 and headers["Retry-After"] == "1"
    assert answer == {"error": "this explorer is busy: 3 requests in progress; retry in 1 s"}
    assert answered == [200] * CAP
    assert call(server, "GET", "/api/runs")[0] == 200  # the places are given back


@pytest.mark.parametrize(
    ("path", "wait"), [("/api/explain", "EXPLAIN_LOCK_WAIT"), ("/api/translate", "LOCK_WAIT")]
)
def test_a_request_waits_a_bounded_time_for_a_busy_run(
    server: ExplorerServer,
    explorer: Explorer,
    monkeypatch: pytest.MonkeyPatch,
    path: str,
    wait: str,
) -> None:
    """Behind another request on the same run, a bounded wait, then 503 with Retry-After: no
    worker thread is held for ever (40 held ones would stall every run of the explorer)."""
    monkeypatch.setattr(session, wait, 0.5)
    run = explorer.runs[RUN_IDS["bahdanau"]]
    body = {"run": run.id, "sentence": SENTENCE, "beam": 1}
    with run.lock:  # another request holds the run
        began = time.monotonic()
        status, answer, headers = call(server, "POST", path, body)
        waited = time.monotonic() - began
    assert status == 503 and headers["Retry-After"] == str(session.BUSY_RETRY_SECONDS)
    assert answer == {"error": f"{run.name} is busy with another request; try again in a moment"}
    assert 0.5 <= waited < 5  # bounded (a held lock would never answer), slack for load
    assert call(server, "POST", path, body)[0] == 200  # free again: answered


@pytest.mark.skipif(cjk_font_path() is None, reason="no CJK font: no large answer to leave unread")
def test_an_answer_nobody_reads_is_dropped(strict: tuple[ExplorerServer, LogLines]) -> None:
    server, log = strict
    font = cjk_font_path()
    assert font is not None
    size = font.stat().st_size  # megabytes: more than the socket buffers hold
    connection = never_read(server.server_address, b"GET /font/cjk HTTP/1.1\r\n" + HOST + b"\r\n")
    try:
        time.sleep(DEADLINE + 1.0)
        received, closed = drain(connection, within=5)
    finally:
        connection.close()
    assert closed and received < size
    assert log.lines()[-1] == "- - timeout: the answer to /font/cjk was not read for 1 s"
    assert call(server, "GET", "/api/runs")[0] == 200
