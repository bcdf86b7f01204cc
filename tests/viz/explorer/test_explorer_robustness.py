"""The explorer server under bad and concurrent clients, and an export that writes atomically.

Every request goes to 127.0.0.1, to a port the test's own server bound; each loop is bounded
in count and time."""

from __future__ import annotations

import http.client
import json
import os
import re
import socket
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from conftest import LogLines, start_server
from test_explorer_api import call, raw_exchange

from attnlab.viz.explorer import Explorer, export_page, make_server
from attnlab.viz.explorer.server import ExplorerServer, serve

HOST = b"Host: 127.0.0.1\r\n"


@pytest.fixture
def impatient_server(explorer: Explorer) -> Iterator[tuple[ExplorerServer, LogLines]]:
    """A server of its own that hangs up on a client silent for one second."""
    live, log = start_server(explorer, deadline=1.0)
    yield live, log
    live.shutdown()
    live.server_close()


def connect(server: ExplorerServer, timeout: float = 10) -> socket.socket:
    host, port = server.server_address[:2]
    return socket.create_connection((str(host), port), timeout=timeout)


def test_64_clients_at_once_are_queued_and_all_answered(explorer: Explorer) -> None:
    server = make_server(explorer, "127.0.0.1", 0, log=LogLines())
    host, port = server.server_address[:2]
    clients = [http.client.HTTPConnection(str(host), port, timeout=30) for _ in range(64)]
    serving = threading.Thread(target=server.serve_forever, daemon=True)
    try:
        # a burst while nobody accepts (the server busy): the kernel's queue must hold them all
        for client in clients:
            client.sock = socket.create_connection((str(host), port), timeout=5)
        serving.start()

        def get_runs(client: http.client.HTTPConnection) -> int:
            client.request("GET", "/api/runs")
            response = client.getresponse()
            assert isinstance(json.loads(response.read()), list)
            return response.status

        with ThreadPoolExecutor(max_workers=len(clients)) as pool:
            assert list(pool.map(get_runs, clients, timeout=30)) == [200] * len(clients)
    finally:
        for client in clients:
            client.close()
        if serving.is_alive():
            server.shutdown()
        server.server_close()


@pytest.mark.parametrize(
    "stalled",
    [
        b"GET /api/ru",  # half a request line
        b"GET /api/runs HTTP/1.1\r\n" + HOST,  # the headers never end
        b"",  # connects and says nothing
    ],
)
def test_a_stalled_client_is_disconnected_and_others_are_served(
    impatient_server: tuple[ExplorerServer, LogLines], stalled: bytes
) -> None:
    server, log = impatient_server
    with connect(server) as connection:
        connection.sendall(stalled)
        assert call(server, "GET", "/api/runs")[0] == 200  # the stalled thread blocks no one
        began = time.monotonic()
        assert connection.recv(65536) == b""  # the server hung up
        assert time.monotonic() - began < 5
    lines = log.lines()
    assert len(lines) == 2 and "Traceback" not in log.getvalue(), lines
    assert lines[0].startswith("GET /api/runs 200 ")
    assert lines[1].startswith("- - timeout") and "1 s" in lines[1]


def test_a_body_shorter_than_its_length_times_out_with_408(
    impatient_server: tuple[ExplorerServer, LogLines],
) -> None:
    server, log = impatient_server
    head = b"POST /api/translate HTTP/1.1\r\n" + HOST
    head += b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n"
    with connect(server) as connection:
        connection.sendall(head + b'{"run": 0,')
        chunks = []
        while chunk := connection.recv(65536):  # ends when the server hangs up
            chunks.append(chunk)
    reply = b"".join(chunks).decode("utf-8")
    status_line, _, body = reply.partition("\r\n\r\n")
    assert status_line.startswith("HTTP/1.1 408 ") and "connection: close" in status_line.lower()
    message = "the request body did not arrive in time: 1 s for a whole request"
    assert json.loads(body) == {"error": message}
    lines = log.lines()
    assert len(lines) == 1 and lines[0].startswith("POST /api/translate 408 "), lines
    assert lines[0].endswith(f"ms ({message})")


def test_an_idle_kept_alive_connection_closes_quietly(
    impatient_server: tuple[ExplorerServer, LogLines],
) -> None:
    server, log = impatient_server
    with connect(server) as connection:
        connection.sendall(b"GET /api/runs HTTP/1.1\r\n" + HOST + b"\r\n")
        reply = b""
        while not reply.endswith(b"]"):  # the answer, then nothing more: a browser's idle socket
            reply += connection.recv(65536)
        assert connection.recv(65536) == b""
    assert [line.split()[:3] for line in log.lines()] == [["GET", "/api/runs", "200"]]


def statuses(reply: str) -> list[str]:
    return re.findall(r"HTTP/1\.1 (\d{3}) ", reply)  # an answer's body may end without a newline


LAST = b"GET /api/report?run=0 HTTP/1.1\r\n" + HOST + b"Connection: close\r\n\r\n"


def test_a_get_body_is_never_read_as_the_next_request(fresh_server: Any) -> None:
    server, log = fresh_server
    smuggled = b"GET /api/nothing HTTP/1.1\r\n" + HOST + b"\r\n"
    first = b"GET /api/runs HTTP/1.1\r\n" + HOST
    first += b"Content-Length: %d\r\n\r\n" % len(smuggled) + smuggled
    reply = raw_exchange(server, first + LAST)
    # the unread body is skipped by its length, never parsed: the runs, then the report
    assert statuses(reply) == ["200", "200"]
    assert [line.split()[:3] for line in log.lines()] == [
        ["GET", "/api/runs", "200"],
        ["GET", "/api/report", "200"],
    ]


def test_a_chunked_body_nobody_reads_is_skipped(fresh_server: Any) -> None:
    server, log = fresh_server
    chunk = b"GET /api/nothing HTTP/1.1\r\n" + HOST + b"\r\n"
    request = b"GET /api/runs HTTP/1.1\r\n" + HOST + b"Transfer-Encoding: chunked\r\n\r\n"
    request += b"%x\r\n" % len(chunk) + chunk + b"\r\n0\r\n\r\n"
    assert statuses(raw_exchange(server, request + LAST)) == ["200", "200"]
    assert "/api/nothing" not in log.getvalue()


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        (b"[" * 50_000, "nested too deeply"),
        (b'{"run": 0, "sentence": "' + b"[" * 50_000 + b'"}', "at most"),  # a long string
        (b'{"run": ' + b"9" * 5000 + b', "sentence": "a"}', "4300 digits"),  # int() refuses
        (b'{"run": 0, "sentence": "a \\ud800 b"}', "sentence"),
        (b'{"run": 0, "sentence": "a", "\\udfff": 1}', "field name"),
        (b'{"run": 2, "sentence": "a", "target_tokens": ["a", "\\ud800"], "step": 0}', "[1]"),
        (b'{"run": 0, "sentence": "caf\xe9"}', "UTF-8"),  # Latin-1, not UTF-8
        (b'{"run": 0, "sentence": "\xed\xa0\x80"}', "UTF-8"),  # an encoded surrogate
    ],
)
def test_hostile_json_gets_400_with_a_message(
    server: ExplorerServer, raw: bytes, fragment: str
) -> None:
    path = "/api/steps" if b"target_tokens" in raw else "/api/translate"
    status, answer, _ = call(server, "POST", path, raw=raw)
    assert status == 400, answer
    assert isinstance(answer, dict) and fragment in answer["error"]


def test_nesting_over_the_body_limit_is_413(server: ExplorerServer) -> None:
    status, answer, _ = call(server, "POST", "/api/translate", raw=b"[" * 100_000)
    assert status == 413 and "KiB" in answer["error"]


@pytest.mark.parametrize("port", [99999, -1])
def test_serve_on_an_impossible_port_is_a_one_line_error(
    run_dirs: dict[str, Path], capsys: pytest.CaptureFixture[str], port: int
) -> None:
    assert serve([str(run_dirs["bahdanau"])], port=port) == 2
    error = capsys.readouterr().err
    assert error == f"attnlab explore: error: port must be 0-65535, not {port}\n"


def test_export_replaces_the_page_atomically(
    run_dirs: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "page.html"
    out.write_text("the old page", encoding="utf-8")
    seen_while_writing = []

    def disk_full(descriptor: int) -> None:
        seen_while_writing.append(out.read_text(encoding="utf-8"))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="no space left in"):
        export_page(str(run_dirs["bahdanau"]), "a b c", out)
    # the new page went to a temporary file: readers saw the old page (at the page's flush,
    # and at the font cache's, where the cut was new), and still do
    assert seen_while_writing and set(seen_while_writing) == {"the old page"}
    assert out.read_text(encoding="utf-8") == "the old page"
    assert sorted(tmp_path.iterdir()) == [out]  # no temporary file left behind
    monkeypatch.undo()
    export_page(str(run_dirs["bahdanau"]), "a b c", out)
    assert out.read_text(encoding="utf-8").startswith("<!doctype html>")
    assert sorted(tmp_path.iterdir()) == [out]
