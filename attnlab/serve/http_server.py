"""The web server under ``attnlab serve`` and ``attnlab explore``: uvicorn on a socket bound
beforehand, with the deadlines uvicorn lacks.

uvicorn (0.54, h11) times out only an idle kept-alive connection (``timeout_keep_alive``, armed
after an answer and cancelled by any byte received), so a client that sends a byte of its
request every few seconds holds its connection for ever; its ``limit_concurrency`` counts open
connections, slow ones included, and answers past it with a plain-text 503 without
Retry-After. Hence ``BoundedH11Protocol``:

- a request must arrive whole (request line, headers and body) within ``deadline`` seconds of
  the server being ready for it (the connection opened, or the previous answer sent). Before
  its headers are in, the connection is closed; after, the app is running and guard.py's Gate
  answers its read of the body with a JSON 408 (the deadline travels in the ASGI scope);
- an answer the client stops reading for ``deadline`` seconds closes the connection, so a
  client that never reads cannot hold one of the app's in-flight places;
- a malformed request is answered in JSON: 431 for headers over MAX_HEADER_BYTES, else 400.
  (h11's ``max_incomplete_event_size`` bounds only headers that have not yet ended.)

The cap on concurrent work is guard.py's, inside the app, so that its answer is JSON.
"""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import h11
import uvicorn
from starlette.types import ASGIApp
from uvicorn.protocols.http.h11_impl import H11Protocol

from attnlab.serve.limits import REQUEST_DEADLINE

KEEP_ALIVE = 5  # seconds an idle connection stays open after an answer (uvicorn's default)
# Request line and headers. h11 enforces it only on headers still incomplete (a trickle);
# headers that arrive whole in one read are measured by guard.py's Gate.
MAX_HEADER_BYTES = 16 * 1024
HEADERS_TOO_LARGE = f"the request line and headers are over {MAX_HEADER_BYTES // 1024} KiB"
DEADLINE_EXTENSION = "attnlab.request_deadline"  # the scope's "extensions" key


@dataclass(frozen=True)
class RequestDeadline:
    """When the request being read must have arrived whole (``time.monotonic()``)."""

    at: float
    seconds: float


@dataclass(frozen=True)
class Dropped:
    """A connection the server closed or answered before the app saw a whole request."""

    status: int | None  # 400 / 431 answered; None: closed without an answer
    reason: str


def _log_dropped(dropped: Dropped) -> None:
    logging.getLogger("uvicorn.error").warning("%s", dropped.reason)


class _RememberingConnection(h11.Connection):
    """h11's connection, keeping its last protocol error: uvicorn answers every one with a
    plain-text 400 and drops the error, and with it the 431 that headers too long deserve."""

    last_error: h11.RemoteProtocolError | None = None

    def next_event(self) -> Any:
        try:
            return super().next_event()
        except h11.RemoteProtocolError as error:
            self.last_error = error
            raise


class BoundedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with the request and answer deadlines (see the module)."""

    deadline: float = REQUEST_DEADLINE
    report: Callable[[Dropped], None] = staticmethod(_log_dropped)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.conn: _RememberingConnection = _RememberingConnection(h11.SERVER, MAX_HEADER_BYTES)
        self._request_timer: asyncio.TimerHandle | None = None
        self._answer_timer: asyncio.TimerHandle | None = None
        self._request_deadline = RequestDeadline(0.0, self.deadline)
        self._answers = 0  # on this connection: an idle kept-alive one closes quietly
        self._received = 0  # bytes since the server was last ready for a request

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._ready_for_request()

    def connection_lost(self, exc: Exception | None) -> None:
        for timer in (self._request_timer, self._answer_timer):
            if timer is not None:
                timer.cancel()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self._received += len(data)
        super().data_received(data)

    def handle_events(self) -> None:
        cycle = self.cycle
        super().handle_events()
        if self.cycle is not cycle:  # a request's headers came: the app reads its body
            scope: dict[str, Any] = self.cycle.scope  # type: ignore[assignment]
            scope.setdefault("extensions", {})[DEADLINE_EXTENSION] = self._request_deadline

    def on_response_complete(self) -> None:
        self._answers += 1
        self._ready_for_request()  # first: super() may start a pipelined request, timed from now
        super().on_response_complete()

    def _ready_for_request(self) -> None:
        if self._request_timer is not None:
            self._request_timer.cancel()
        self._received = 0
        self._request_deadline = RequestDeadline(time.monotonic() + self.deadline, self.deadline)
        self._request_timer = self.loop.call_later(self.deadline, self._request_overdue)

    def _request_overdue(self) -> None:
        self._request_timer = None
        cycle = self.cycle
        if self.transport.is_closing():
            return
        if cycle is not None and not cycle.response_complete:
            return  # the headers came: the app has the request and answers a late body (408)
        if self._received or not self._answers:  # part of a request, or not a byte of one
            self.report(Dropped(None, f"no complete request in {self.deadline:g} s; closed"))
        self.transport.close()  # else an idle kept-alive connection: closed quietly

    def pause_writing(self) -> None:
        super().pause_writing()
        if self._answer_timer is None:
            self._answer_timer = self.loop.call_later(self.deadline, self._answer_unread)

    def resume_writing(self) -> None:
        super().resume_writing()
        if self._answer_timer is not None:
            self._answer_timer.cancel()
            self._answer_timer = None

    def _answer_unread(self) -> None:
        self._answer_timer = None
        path = self.scope["path"] if self.scope else "-"
        self.report(Dropped(None, f"the answer to {path} was not read for {self.deadline:g} s"))
        self.transport.abort()  # close() would wait for the unread bytes to be sent

    def send_400_response(self, msg: str) -> None:
        """A malformed request, in JSON, with h11's status (431: headers too long)."""
        error = self.conn.last_error
        status = error.error_status_hint if error is not None else 400
        message = HEADERS_TOO_LARGE if status == 431 else f"malformed HTTP request: {error or msg}"
        self.report(Dropped(status, message))
        body = json.dumps({"error": message}).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        for event in (h11.Response(status_code=status, headers=headers), h11.Data(data=body)):
            self.transport.write(self.conn.send(event) or b"")
        self.transport.write(self.conn.send(h11.EndOfMessage()) or b"")
        self.transport.close()


def bounded_protocol(
    deadline: float = REQUEST_DEADLINE, report: Callable[[Dropped], None] | None = None
) -> type[BoundedH11Protocol]:
    """The protocol class for uvicorn's ``http`` setting: uvicorn constructs it itself."""
    attributes: dict[str, Any] = {"deadline": deadline}
    if report is not None:
        attributes["report"] = staticmethod(report)
    return type("BoundedH11Protocol", (BoundedH11Protocol,), attributes)


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to (host, port) before uvicorn starts, so a port in use is one error
    line (uvicorn would log it and exit), and port 0 gets a free port."""
    if not 0 <= port <= 65535:
        raise ValueError(f"port must be 0-65535, not {port}")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family, backlog=2048)
    except OSError as error:
        raise OSError(f"cannot listen on {host}:{port}: {error}") from None


def url(bound: socket.socket) -> str:
    host, port = bound.getsockname()[:2]
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


class HttpServer:
    """An ASGI app on uvicorn, listening from construction on (host, port): port 0 picks a
    free port (see ``url``). ``serve_forever`` runs it until ``shutdown`` or Ctrl-C."""

    def __init__(
        self,
        app: ASGIApp,
        host: str,
        port: int,
        *,
        deadline: float = REQUEST_DEADLINE,
        report: Callable[[Dropped], None] | None = None,
        **uvicorn_options: Any,
    ) -> None:
        self.socket = listen(host, port)
        self.url = url(self.socket)
        config = uvicorn.Config(
            app,
            http=bounded_protocol(deadline, report),
            h11_max_incomplete_event_size=MAX_HEADER_BYTES,
            timeout_keep_alive=KEEP_ALIVE,
            timeout_graceful_shutdown=5,
            **uvicorn_options,
        )
        self.uvicorn = uvicorn.Server(config)
        self._serving = threading.Event()
        self._stopped = threading.Event()

    @property
    def server_address(self) -> tuple[str, int]:
        host, port = self.socket.getsockname()[:2]
        return host, port

    def serve_forever(self) -> None:
        self._serving.set()
        try:
            self.uvicorn.run(sockets=[self.socket])
        finally:
            self._stopped.set()

    def shutdown(self, timeout: float = 30) -> None:
        """Stop serving (answers in progress get a few seconds) and wait for it."""
        self.uvicorn.should_exit = True
        if self._serving.is_set():
            self._stopped.wait(timeout)

    def server_close(self) -> None:
        self.socket.close()
