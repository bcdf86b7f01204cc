"""What the service accepts, and how it refuses the rest: the promises of the explorer's server
(attnlab/viz/explorer/server.py) kept on FastAPI.

- Host check: bound to a loopback address, it answers only requests whose Host header names
  localhost or a loopback address (403 otherwise), so a web page cannot reach it through DNS
  rebinding. Bound to another address, it answers anyone (``attnlab serve`` warns).
- Body: at most MAX_BODY_BYTES (413 beyond), JSON that the route's schema accepts.
- Errors: JSON ``{"error": message}`` saying what was wrong and how to fix it, with a 4xx
  status (400 malformed JSON, 404 unknown path or model, 405 wrong method, 413 too large, 415
  not JSON, 422 a field the schema refuses); an unexpected failure is a 500 with one line,
  never a stack trace.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY_BYTES = 1024 * 1024
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


class RequestError(Exception):
    """A request the service refuses: ``status`` is the HTTP status to answer with."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


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


def host_name(header: str) -> str:
    """The name in a Host header, without its port: "[::1]:8000" -> "::1"."""
    header = header.strip()
    if header.startswith("["):
        return header[1:].split("]")[0]
    return header.rsplit(":", 1)[0]


class Gate:
    """ASGI middleware, before any route: 403 for a request whose Host header names anything
    but loopback (when ``loopback_only``); 413 for a body over MAX_BODY_BYTES, at once for a
    declared Content-Length, else (a chunked body) as soon as the bytes received pass it."""

    def __init__(self, app: ASGIApp, loopback_only: bool) -> None:
        self.app = app
        self.loopback_only = loopback_only

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refusal = self.refusal(Headers(scope=scope))
        if refusal is not None:
            await refusal(scope, receive, send)
            return
        received = 0

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > MAX_BODY_BYTES:  # the route reading the body answers 413
                raise HTTPException(413)
            return message

        await self.app(scope, counted, send)

    def refusal(self, headers: Headers) -> JSONResponse | None:
        host = headers.get("host") or ""
        if self.loopback_only and not is_loopback(host_name(host)):
            return error_response(
                403, f"this service only answers requests for localhost, not {host!r}"
            )
        length = headers.get("content-length") or "0"
        if length.isdigit() and int(length) > MAX_BODY_BYTES:
            return error_response(413, TOO_LARGE)
        return None


TOO_LARGE = f"the request body is over {MAX_BODY_BYTES // 1024} KiB; send fewer sentences"


def install(app: FastAPI, *, loopback_only: bool) -> None:
    """The Host check (when ``loopback_only``) and the JSON error answers."""
    app.add_middleware(Gate, loopback_only=loopback_only)
    app.add_exception_handler(RequestError, _request_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected_error)


async def _request_error(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestError)
    return error_response(error.status, error.message)


async def _http_error(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, HTTPException)
    messages = {
        404: f"no such API: {request.url.path}; see /docs for the ones there are",
        405: f"{request.url.path} does not take {request.method}",
        400: "the request body could not be read as JSON (nested too deeply?)",
        413: TOO_LARGE,
    }
    message = messages.get(error.status_code, str(error.detail))
    return error_response(error.status_code, message, headers=error.headers)


async def _unexpected_error(_request: Request, error: Exception) -> JSONResponse:
    return error_response(500, f"internal error: {type(error).__name__}: {error}")


async def _validation_error(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestValidationError)
    if not _is_json(request):
        return error_response(415, "send the request body as JSON (Content-Type: application/json)")
    problems = list(error.errors())
    if any(problem["type"] == "json_invalid" for problem in problems):
        return error_response(400, f"the request body is not valid JSON: {_reason(problems)}")
    return error_response(422, "; ".join(describe(problem) for problem in problems))


def describe(problem: Any) -> str:
    """One pydantic problem as a sentence: where, what, and how to fix it where that is not
    plain from what."""
    where = ".".join(str(part) for part in problem["loc"] if part != "body") or "the body"
    kind = problem["type"]
    context = problem.get("ctx") or {}
    if kind == "missing":
        return f"{where} is missing"
    if kind == "unknown_field":  # the message names the field: "beam is not a field; ..."
        return problem["msg"] if where == "the body" else f"{where}.{problem['msg']}"
    if kind == "too_long" and where in ("sentences", "pairs"):
        return f"{where}: at most {context['max_length']} a request; split the batch"
    if kind == "too_short" and where in ("sentences", "pairs"):
        return f"{where} is empty; give at least one"
    if kind == "string_unicode":
        return f"{where} is not valid Unicode text (a lone surrogate such as \\ud800?)"
    if kind == "string_too_long":
        return f"{where} is over {context['max_length']} characters; shorten or split it"
    return f"{where}: {problem['msg']} (got {_shown(problem.get('input'))})"


def _is_json(request: Request) -> bool:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/json" or kind.endswith("+json")


def _reason(problems: list[Any]) -> str:
    return "; ".join(str((p.get("ctx") or {}).get("error", p["msg"])) for p in problems)


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."
