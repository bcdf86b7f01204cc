"""What the service and the explorer accept, and how they refuse the rest: one set of rules for
both FastAPI apps (attnlab/serve/app.py, attnlab/viz/explorer/server.py), each with its
``Policy``. How long a client may take to send a request is http_server.py's.

- Headers: at most MAX_HEADER_BYTES (431), counted here when they came whole in one read.
- Host check: bound to a loopback address, an app answers only requests whose Host header names
  localhost or a loopback address (403 otherwise), so a web page cannot reach it through DNS
  rebinding. Bound to another address, it answers anyone (both commands warn). A request that
  computes or changes something is refused (403) when a browser says it comes from a page of
  another origin than the server's own (the Origin header).
- Body: at most ``Policy.max_body_bytes`` (413 beyond): refused at once for a declared
  Content-Length, else (a chunked body) as soon as the bytes received pass it.
- Work: at most ``Policy.max_in_flight`` requests inside the app at once; past it, 503 with
  Retry-After at once, rather than a queue that only makes every answer later.
- Errors: JSON ``{"error": message}`` saying what was wrong and how to fix it, with a 4xx
  status (400 malformed, 403 another host, 404 unknown path, 405 wrong method with Allow, 408
  a body that came too late, 413 too large, 415 not JSON, 422 a field refused, 431 headers
  too long), 503 busy with Retry-After; an unexpected failure is a 500 with one line, never a
  stack trace.
"""

from __future__ import annotations

import asyncio
import functools
import ipaddress
import json
import re
import socket
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from attnlab.serve.http_server import (
    DEADLINE_EXTENSION,
    HEADERS_TOO_LARGE,
    MAX_HEADER_BYTES,
    RequestDeadline,
)

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
RETRY_AFTER_SECONDS = 1  # what a busy answer tells the client to wait


@dataclass(frozen=True)
class Policy:
    """What one app accepts; the service and the explorer differ only in these."""

    name: str  # who refuses, in the messages: "service", "explorer"
    loopback_only: bool  # the Host check (bound to a loopback address)
    max_body_bytes: int
    max_in_flight: int  # requests inside the app at once
    too_large_hint: str = ""  # what to do instead of a big body: "; send fewer sentences"
    not_found_hint: str = ""  # where the paths are listed: "; see /docs for the ones there are"
    allowed_hosts: tuple[str, ...] = ()  # Host names answered besides localhost (--allowed-host)

    def answers(self, name: str) -> bool:
        """Whether a request whose Host header names ``name`` is answered: localhost and the
        loopback addresses always, the names given in ``allowed_hosts``; bound to another
        address than loopback, any address literal too (DNS rebinding needs a name that
        resolves to this machine, never an address) and this machine's own names."""
        name = name.lower()
        if not name:
            return False
        if is_loopback(name) or name in {host.lower() for host in self.allowed_hosts}:
            return True
        if self.loopback_only:
            return False
        return _is_address(name) or name in _own_names()

    def refused_host(self, host: str) -> str:
        extra = "".join(f", {name}" for name in self.allowed_hosts)
        what = f"localhost{extra}" if self.loopback_only else f"this machine's addresses{extra}"
        return f"this {self.name} only answers requests for {what}, not {host!r}"

    @property
    def too_large(self) -> str:
        return f"the request body is over {self.max_body_bytes // 1024} KiB{self.too_large_hint}"


class RequestError(Exception):
    """A request refused: ``status`` is the HTTP status to answer with, ``headers`` any it
    needs (Retry-After for a 503)."""

    def __init__(self, status: int, message: str, headers: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = dict(headers or {})


def busy(message: str, retry_after: int = RETRY_AFTER_SECONDS) -> RequestError:
    """A 503 that says when to try again (``retry_after`` seconds)."""
    return RequestError(503, message, {"Retry-After": str(retry_after)})


def error_response(
    status: int, message: str, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    # A message may quote the request, lone surrogates and all: escape what UTF-8 cannot hold.
    text = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return JSONResponse({"error": text}, status_code=status, headers=headers)


def is_loopback(host: str) -> bool:
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


# A Host header as RFC 9110 has it: a name, an IPv4 address or a bracketed IPv6 one, and an
# optional port; nothing else ("127.0.0.1:80@evil.com" names no host: refused, not loopback)
_HOST = re.compile(
    r"(?:\[(?P<ipv6>[0-9A-Fa-f:.]+)\]|(?P<name>[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?))"
    r"(?::[0-9]{1,5})?"
)


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


@functools.cache
def _own_names() -> frozenset[str]:
    """This machine's host name and its fully qualified one, lower-case."""
    return frozenset(name.lower() for name in (socket.gethostname(), socket.getfqdn()) if name)


def host_name(header: str) -> str:
    """The name in a Host header, without its port: "[::1]:8000" -> "::1"; "" when the
    header is no host and port."""
    found = _HOST.fullmatch(header.strip())
    if found is None:
        return ""
    return found["ipv6"] or found["name"]


def origin_refusal(headers: Headers, method: str) -> str | None:
    """Why a request that computes or changes something (not GET, HEAD or OPTIONS) is refused
    for its Origin, or None: a browser names the page that sent it, and only a page of this
    server's own origin may (another site's page, or one reached by DNS rebinding, may not)."""
    origin = headers.get("origin")
    if origin is None or method in ("GET", "HEAD", "OPTIONS"):
        return None  # not sent by a browser's page, or reads nothing but a page
    host = headers.get("host") or ""
    if origin.split("://", 1)[-1].rstrip("/").lower() == host.strip().lower():
        return None
    return (
        f"requests from pages of {origin!r} are refused: only this server's own page may send them"
    )


class Gate:
    """ASGI middleware, before any route: the Host check, the body limit, the in-flight cap."""

    def __init__(self, app: ASGIApp, policy: Policy) -> None:
        self.app = app
        self.policy = policy
        self.in_flight = 0  # one event loop: no lock needed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refusal = self.refusal(scope)
        if refusal is not None:
            await refusal(scope, receive, send)
            return
        limit = self.policy.max_body_bytes
        deadline = scope.get("extensions", {}).get(DEADLINE_EXTENSION)
        received = 0

        async def counted() -> Message:
            nonlocal received, deadline
            message = await _before(deadline, receive)
            if not message.get("more_body", False):
                deadline = None  # the body is in; later reads wait for a disconnect (a stream)
            received += len(message.get("body", b""))
            if received > limit:  # the route reading the body answers 413
                raise HTTPException(413)
            return message

        self.in_flight += 1
        try:
            await self.app(scope, counted, send)
        finally:
            self.in_flight -= 1

    def refusal(self, scope: Scope) -> JSONResponse | None:
        """The answer to a request refused before its body is read, or None. One with a body
        closes the connection: otherwise the server would go on reading a body nobody uses; so
        does a head over the limit (a broken or hostile client: keeping it helps nobody)."""
        policy = self.policy
        headers = Headers(scope=scope)
        has_body = (headers.get("content-length") or "0") != "0" or ("transfer-encoding" in headers)
        close = {"Connection": "close"} if has_body else {}
        # the request line (path and query) and the headers: h11 bounds only a trickle of them
        head = len(scope.get("raw_path") or b"") + len(scope.get("query_string") or b"")
        head += sum(len(name) + len(value) + 4 for name, value in scope["headers"])
        if head > MAX_HEADER_BYTES:
            return error_response(431, HEADERS_TOO_LARGE, {"Connection": "close"})
        host = headers.get("host") or ""
        if not policy.answers(host_name(host)):
            return error_response(403, policy.refused_host(host), close)
        refused = origin_refusal(headers, scope.get("method", "GET"))
        if refused is not None:
            return error_response(403, refused, close)
        length = headers.get("content-length") or "0"
        if length.isdigit() and int(length) > policy.max_body_bytes:
            return error_response(413, policy.too_large, close)
        if self.in_flight >= policy.max_in_flight:
            error = busy(
                f"this {policy.name} is busy: {policy.max_in_flight} requests in progress; "
                f"retry in {RETRY_AFTER_SECONDS} s"
            )
            return error_response(error.status, error.message, {**error.headers, **close})
        return None


async def _before(deadline: RequestDeadline | None, receive: Receive) -> Message:
    """The next part of the body, or a 408 (closing the connection) once the whole request is
    overdue: the deadline runs from before its headers (http_server.py)."""
    if deadline is None:
        return await receive()
    # at least a moment: wait_for(..., 0) gives up even on a body that is already here
    timeout = max(deadline.at - time.monotonic(), 0.05)
    try:
        return await asyncio.wait_for(receive(), timeout)
    except asyncio.TimeoutError:
        raise HTTPException(
            408,
            f"the request body did not arrive in time: {deadline.seconds:g} s for a whole request",
            headers={"Connection": "close"},
        ) from None


def install(app: FastAPI, policy: Policy) -> None:
    """The Gate and the JSON error answers."""
    app.add_middleware(Gate, policy=policy)
    app.add_exception_handler(RequestError, _request_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error(policy))
    app.add_exception_handler(Exception, _unexpected_error)


async def _request_error(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestError)
    return error_response(error.status, error.message, error.headers)


def _http_error(policy: Policy) -> Any:
    async def answer(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, HTTPException)
        path = request.url.path
        allowed = (error.headers or {}).get("Allow", "")
        messages = {
            404: f"no such page or API: {path}{policy.not_found_hint}",
            405: f"{path} takes {allowed}, not {request.method}",
            400: "the request body could not be read as JSON (nested too deeply?)",
            413: policy.too_large,
        }
        message = messages.get(error.status_code, str(error.detail))
        return error_response(error.status_code, message, headers=error.headers)

    return answer


async def _unexpected_error(_request: Request, error: Exception) -> JSONResponse:
    return error_response(500, f"internal error: {type(error).__name__}: {error}")


async def _validation_error(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestValidationError)
    if not is_json(request.headers):
        return error_response(415, NOT_JSON)
    problems = list(error.errors())
    if any(problem["type"] == "json_invalid" for problem in problems):
        return error_response(400, f"the request body is not valid JSON: {_reason(problems)}")
    return error_response(422, "; ".join(describe(problem) for problem in problems))


NOT_JSON = "send the request body as JSON (Content-Type: application/json)"


def is_json(headers: Headers) -> bool:
    kind = headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/json" or kind.endswith("+json")


def printable(name: str) -> str:
    """A field's name as a one-line message can show it: quoted and escaped if it holds a
    newline or another unprintable character (a JSON key may be any string)."""
    return name if name.isprintable() else ascii(name)


def describe(problem: Any) -> str:
    """One pydantic problem as a sentence: where, what, and how to fix it where that is not
    plain from what."""
    where = (
        printable(".".join(str(part) for part in problem["loc"] if part != "body")) or "the body"
    )
    kind = problem["type"]
    context = problem.get("ctx") or {}
    if kind == "missing":
        return f"{where} is missing"
    if kind == "unknown_field":  # the message names the field: "beam is not a field; ..."
        return problem["msg"] if where == "the body" else f"{where}.{problem['msg']}"
    if kind == "too_short" and where in ("sentences", "pairs"):
        return f"{where} is empty; give at least one"
    if kind == "string_unicode":
        return f"{where} is not valid Unicode text (a lone surrogate such as \\ud800?)"
    if kind == "string_too_long":
        return f"{where} is over {context['max_length']} characters; shorten or split it"
    return f"{where}: {problem['msg']} (got {_shown(problem.get('input'))})"


def _reason(problems: list[Any]) -> str:
    return "; ".join(str((p.get("ctx") or {}).get("error", p["msg"])) for p in problems)


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."
