"""The explorer's local web server: the page, a JSON API, one log line per request.

    GET  /                 the page (HTML with its CSS and data inlined)
    GET  /static/NAME.js   the page's ES modules (page.MODULES, no other file)
    GET  /api/runs         the runs served: [{id, name, family, description, ...}]
    POST /api/translate    {run, sentence, beam?} -> translation, tokens, attention maps
    POST /api/confidence   {run, sentence, beam?} -> how sure the translation is: each word's
                           signals and flags, an estimated sentence chrF (attnlab.confidence)
    POST /api/alignment    {run, sentence, beam?, method?} -> the translation's words linked
                           to the source's (attnlab.aligners; default: the family's choice)
    POST /api/steps        {run, sentence, target_tokens, step, layer?, head?} -> the four
                           steps (query, scores, weights, context) at one decoding step
    POST /api/explain      {run, sentence, beam?} -> attention beside occlusion, gradient x
                           input and integrated gradients of every emitted token
    POST /api/intervene    {run, sentence, intervention, beam?} -> the translation decoded
                           again with permuted / uniform / top-removed attention weights
    GET  /api/report?run=  one run's BLEU by source length, or how to create the report;
                           the Data view asks once per run, to overlay them all
    GET  /api/history?run= one run's evaluations as its training kept them: each step's dev
                           BLEU and probe sentences' translations (history.py)
    GET  /api/history/attention?run=&step=&probe=  one probe's cross-attention at one step
    GET  /api/evidence     every experiment's claim, verdict, figure, report and demo data,
                           read from the results folder (evidence.py)
    GET  /api/captioners   the captioning runs served (the Image view, images.py)
    POST /api/caption      {captioner, scene | image} -> caption and per-word attention
    GET  /font/cjk         a font with Chinese glyphs, for machines without one
    GET  /font/cjk-page    that font cut down to the page's own characters (page.py)

The page's import map points at /static/NAME.js rather than inlining the modules as an
exported page must (see page.py): the browser's developer tools then show each module as a
file, with its lines.

It is a FastAPI app on uvicorn, the stack of ``attnlab serve``, and shares its rules: what is
refused and how is attnlab/serve/guard.py's (the Host check against DNS rebinding, a body of
at most MAX_BODY_BYTES, at most MAX_IN_FLIGHT requests at once, JSON errors without a stack
trace), how long a client may take is attnlab/serve/http_server.py's (a whole request within
REQUEST_DEADLINE seconds, an answer read within as long). The routes are thin: each hands
its JSON object to session.py's ``Explorer``, in a worker thread; each model has its own lock.

The explorer's own rules: POST bodies are a JSON object sent as Content-Type: application/json
(415 otherwise, which also keeps other sites' forms out: their POSTs cannot send that type
without a CORS preflight, which is never granted), UTF-8, every string valid Unicode (no lone
surrogates such as "\\ud800"); anything else is 400 naming the problem. A run whose model lacks
what a request needs (a plugin without ``src_embedding`` or ``reweight``, see
attnlab.models.protocol) is 422, naming it; a run busy with a long explanation answers another
one 503 with Retry-After after EXPLAIN_LOCK_WAIT seconds (session.py).
"""

from __future__ import annotations

import functools
import json
import sys
import time
from collections.abc import Callable
from typing import IO, Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from attnlab import locales
from attnlab.serve import guard
from attnlab.serve.guard import RequestError
from attnlab.serve.http_server import Dropped, HttpServer
from attnlab.serve.limits import REQUEST_DEADLINE
from attnlab.viz.explorer.evidence import EvidenceSource
from attnlab.viz.explorer.history import attention_view, history_view
from attnlab.viz.explorer.page import (
    MODULES,
    WHOLE_FONT_FAMILY,
    cjk_font_path,
    font_face,
    font_subset,
    font_type,
    render_page,
    static_text,
)
from attnlab.viz.explorer.session import Explorer
from attnlab.viz.fonts import cjk_characters

MAX_BODY_BYTES = 64 * 1024
# Requests inside the explorer at once: each waits in a worker thread (starlette's pool has
# 40) for its run's lock. 64, so that a burst of 64 clients is all answered; past it, 503.
MAX_IN_FLIGHT = 64
STATIC_PATH = "/static/"
COMMON_HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}

Route = Callable[[Explorer, dict[str, Any]], dict[str, Any] | list[Any]]


def _runs(explorer: Explorer, _body: dict[str, Any]) -> list[Any]:
    return explorer.describe()


def _translate(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence")
    return explorer.translate(body["run"], body["sentence"], body.get("beam"))


def _confidence(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence")
    return explorer.confidence(body["run"], body["sentence"], body.get("beam"))


def _alignment(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence")
    return explorer.alignment(body["run"], body["sentence"], body.get("beam"), body.get("method"))


def _steps(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence", "target_tokens", "step")
    return explorer.steps(
        body["run"],
        body["sentence"],
        body["target_tokens"],
        body["step"],
        body.get("layer"),
        body.get("head"),
    )


def _explain(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence")
    return explorer.explain(body["run"], body["sentence"], body.get("beam"))


def _contrast(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence", "step", "alternative")
    return explorer.contrast(
        body["run"], body["sentence"], body["step"], body["alternative"], body.get("beam")
    )


def _intervene(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence", "intervention")
    return explorer.intervene(body["run"], body["sentence"], body["intervention"], body.get("beam"))


def _report(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run")
    return explorer.report(_number(body, "run", "a run number"))


def _history(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run")
    run = explorer.run(_number(body, "run", "a run number"))
    return {"run": run.id, **history_view(run.root)}


def _history_attention(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "step", "probe")
    run = explorer.run(_number(body, "run", "a run number"))
    step = _number(body, "step", "a whole number (a training step)")
    probe = _number(body, "probe", "a whole number (a probe sentence's index)")
    return {"run": run.id, **attention_view(run.root, step, probe)}


def _captioners(explorer: Explorer, _body: dict[str, Any]) -> list[Any]:
    return explorer.describe_captioners()


def _caption(explorer: Explorer, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "captioner")
    return explorer.caption(body["captioner"], body.get("scene"), body.get("image"))


def _evidence(explorer: Explorer, _body: dict[str, Any]) -> dict[str, Any]:
    return explorer.evidence()


def _number(body: dict[str, Any], name: str, what: str) -> int:
    """A query parameter as a whole number (the query string sends text)."""
    try:
        return int(body[name])
    except ValueError:
        raise RequestError(400, f"{name} must be {what}, got {body[name]!r}") from None


def _require(body: dict[str, Any], *names: str) -> None:
    missing = [name for name in names if name not in body]
    if missing:
        raise RequestError(400, f"missing field(s): {', '.join(missing)}")


# path -> (method, handler); GET handlers read the query string, POST handlers a JSON object.
API: dict[str, tuple[str, Route]] = {
    "/api/runs": ("GET", _runs),
    "/api/translate": ("POST", _translate),
    "/api/confidence": ("POST", _confidence),
    "/api/alignment": ("POST", _alignment),
    "/api/steps": ("POST", _steps),
    "/api/explain": ("POST", _explain),
    "/api/contrast": ("POST", _contrast),
    "/api/intervene": ("POST", _intervene),
    "/api/report": ("GET", _report),
    "/api/history": ("GET", _history),
    "/api/history/attention": ("GET", _history_attention),
    "/api/evidence": ("GET", _evidence),
    "/api/captioners": ("GET", _captioners),
    "/api/caption": ("POST", _caption),
}


def make_app(
    explorer: Explorer,
    *,
    loopback_only: bool = True,
    max_in_flight: int = MAX_IN_FLIGHT,
    allowed_hosts: tuple[str, ...] = (),
) -> FastAPI:
    """The explorer's page, modules, font and API over ``explorer``; who is answered:
    guard.Policy's ``loopback_only`` and ``allowed_hosts``."""
    app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)  # the page is the interface
    policy = guard.Policy(
        name="explorer",
        loopback_only=loopback_only,
        max_body_bytes=MAX_BODY_BYTES,
        max_in_flight=max_in_flight,
        allowed_hosts=allowed_hosts,
    )
    guard.install(app, policy)
    font_path = cjk_font_path()
    data = {"mode": "server", "cjk_font": font_path is not None}
    page = render_page(data, module_url=lambda name: STATIC_PATH + name)
    own = cjk_characters(page)  # every language's interface words and examples
    if font_path is not None:  # the page's own characters from a small face, others on demand
        fonts = font_face("/font/cjk-page", own) + font_face("/font/cjk", family=WHOLE_FONT_FAMILY)
        page = render_page(data, fonts, module_url=lambda name: STATIC_PATH + name)
    # name -> source: the known modules only, so that no request names a file of its own
    modules = {name: static_text(name) for name in MODULES}

    @app.get("/")
    @app.get("/index.html")
    async def the_page() -> HTMLResponse:
        return HTMLResponse(page)

    @app.get(STATIC_PATH + "{name}")
    async def module(name: str) -> Response:
        if name not in modules:
            raise RequestError(404, f"no such page or API: {STATIC_PATH}{name}")
        return Response(modules[name], media_type="text/javascript")

    @app.get("/favicon.ico")
    async def no_icon() -> Response:
        return Response(status_code=204)

    def font_answer(whole: bool) -> Response:
        if font_path is None:
            raise RequestError(404, "no font with Chinese glyphs is installed on the server")
        font = font_path.read_bytes() if whole else font_subset(font_path, own)
        headers = {"Cache-Control": "max-age=86400"}
        return Response(font, media_type=font_type(font), headers=headers)

    @app.get("/font/cjk")
    def font() -> Response:
        return font_answer(whole=True)

    @app.get("/font/cjk-page")
    def page_font() -> Response:
        return font_answer(whole=False)

    for path, (method, route) in API.items():
        app.add_api_route(path, _endpoint(explorer, route, method), methods=[method])
    return app


def _endpoint(explorer: Explorer, route: Route, method: str) -> Callable[..., Any]:
    """The route as an endpoint: its arguments from the query (GET) or the body (POST), its
    work in a worker thread, its answer JSON."""

    async def endpoint(request: Request) -> JSONResponse:
        if method == "GET":
            body: dict[str, Any] = dict(request.query_params)
        else:
            body = await read_json_object(request)
        answer = await run_in_threadpool(route, explorer, body)
        return JSONResponse(answer)

    return endpoint


async def read_json_object(request: Request) -> dict[str, Any]:
    """The request body as a JSON object, or a RequestError (400, 415) naming what is wrong."""
    if not guard.is_json(request.headers):
        raise RequestError(415, guard.NOT_JSON)
    try:
        raw = await request.body()
    except ClientDisconnect:  # nobody to answer: the reply is dropped
        raise RequestError(400, "the client left before its request body came") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RequestError(400, f"the request body is not UTF-8 text ({error})") from None
    try:
        body = json.loads(text)
    except ValueError as error:  # JSONDecodeError, or an integer of over 4300 digits
        raise RequestError(400, f"the request body is not valid JSON ({error})") from None
    except RecursionError:  # the parser recurses per level: [[[[...
        raise RequestError(400, "the request body is nested too deeply") from None
    if not isinstance(body, dict):
        raise RequestError(400, "the request body must be a JSON object")
    _check_text(body)
    return body


def _check_text(body: dict[str, Any]) -> None:
    """Refuse strings that are not Unicode text: JSON's "\\ud800" escape decodes to a lone
    surrogate, which UTF-8 cannot encode, so it would fail later, in a tokenizer or the answer.
    A loop, not recursion: the body may be nested as deep as the parser allowed."""
    pending: list[tuple[str, Any]] = [("", body)]
    while pending:
        where, value = pending.pop()
        if isinstance(value, str) and not _is_text(value):
            shown = guard.printable(where)
            raise RequestError(400, f"{shown} is not valid Unicode text (a lone surrogate?)")
        if isinstance(value, dict):
            for key, item in value.items():
                if not _is_text(key):
                    place = where or "the body"
                    raise RequestError(400, f"a field name in {place} is not Unicode text")
                pending.append((f"{where}.{key}" if where else key, item))
        elif isinstance(value, list):
            pending += [(f"{where}[{index}]", item) for index, item in enumerate(value)]


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class Answers:
    """ASGI middleware around the whole app: every answer gets COMMON_HEADERS (where the route
    set none of its own) and one log line, written before the answer leaves so that whoever
    reads the answer can read the line: method, path (no query), status, milliseconds, and
    for a refusal its message. An exception after a 500 went out is not raised again: the
    line says it, uvicorn would only add its stack trace."""

    def __init__(self, app: ASGIApp, write_log: Callable[[str], None]) -> None:
        self.app = app
        self.write_log = write_log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        held: Message | None = None  # the response's start, until its first body part
        answered = False

        async def answer(message: Message) -> None:
            nonlocal held, answered
            if message["type"] == "http.response.start":
                held = message
                return
            if held is not None:
                status = held["status"]
                note = f" ({_error_of(message.get('body', b''))})" if status >= 400 else ""
                elapsed = (time.perf_counter() - started) * 1000
                self.write_log(f"{scope['method']} {scope['path']} {status} {elapsed:.1f}ms{note}")
                start, held, answered = _with_common_headers(held), None, True
                await send(start)
            await send(message)

        try:
            await self.app(scope, receive, answer)
        except Exception:
            if not answered:
                raise


def _with_common_headers(start: Message) -> Message:
    headers = list(start.get("headers", []))
    present = {name.lower() for name, _ in headers}
    for name, value in COMMON_HEADERS.items():
        if name.lower().encode() not in present:
            headers.append((name.lower().encode(), value.encode()))
    return {**start, "headers": headers}


def _error_of(body: bytes) -> str:
    try:
        return str(json.loads(body)["error"])
    except (ValueError, KeyError, TypeError):
        return "no message"


class ExplorerServer(HttpServer):
    """The explorer on (host, port), bound at once; ``serve_forever`` serves it. Port 0 picks
    a free port (see ``url``); ``deadline``: seconds a client has to send a whole request, or
    to read an answer; ``max_in_flight``: requests answered at once (503 past it);
    ``allowed_hosts``: Host names answered besides localhost (guard.Policy)."""

    def __init__(
        self,
        explorer: Explorer,
        host: str = "127.0.0.1",
        port: int = 8000,
        log: IO[str] | None = None,
        deadline: float = REQUEST_DEADLINE,
        max_in_flight: int = MAX_IN_FLIGHT,
        allowed_hosts: tuple[str, ...] = (),
    ) -> None:
        self.explorer = explorer
        self.log = log if log is not None else sys.stderr
        self.loopback = guard.is_loopback(host)
        routes = make_app(
            explorer,
            loopback_only=self.loopback,
            max_in_flight=max_in_flight,
            allowed_hosts=allowed_hosts,
        )
        app = Answers(routes, self.write_log)
        # uvicorn's own log: errors only (every request has its line here already)
        options = {"log_config": None, "log_level": "error", "access_log": False}
        super().__init__(app, host, port, deadline=deadline, report=self._dropped, **options)

    def _dropped(self, dropped: Dropped) -> None:
        """A connection closed or answered before the app had a whole request (no method or
        path to log: "-")."""
        if dropped.status is None:
            self.write_log(f"- - timeout: {dropped.reason}")
        else:
            self.write_log(f"- - {dropped.status} ({dropped.reason})")

    def write_log(self, line: str) -> None:
        # one event loop writes every line: they cannot interleave
        self.log.write(line + "\n")
        self.log.flush()


make_server = ExplorerServer  # the name the explorer's callers have always used


def serve(
    run_dirs: list[str],
    host: str = "127.0.0.1",
    port: int = 8000,
    evidence: EvidenceSource | None = None,
    explanations: list[str] | None = None,
    allowed_hosts: tuple[str, ...] = (),
    text: Callable[..., str] | None = None,
) -> int:
    """Load the runs, print the URL, serve until Ctrl-C; CLI errors are returned as status 2.
    ``evidence``: the experiments and their results folder, for the Evidence view;
    ``explanations``: files of saved explanations to show as they are; ``text``: the words it
    prints, ``text(key, **values)`` of attnlab/locales' cli.explore.* strings (the command line
    passes its own, in its language; default: the locale's)."""
    from attnlab.viz.explorer.session import RunLoadError

    if text is None:
        text = functools.partial(locales.translate, locales.default_language())

    def error(message: object) -> int:
        print(text("cli.error", command="attnlab explore", message=message), file=sys.stderr)
        return 2

    if not 0 <= port <= 65535:  # checked before loading every run
        return error(text("cli.explore.port_error", port=port))
    try:
        explorer = Explorer.from_dirs(run_dirs, evidence, explanations)
    except RunLoadError as failure:
        return error(failure)
    try:
        server = make_server(explorer, host, port, allowed_hosts=allowed_hosts)
    except OSError as failure:
        return error(failure)
    if not server.loopback:
        print(text("cli.explore.public", host=host), file=sys.stderr)
    for run in explorer.runs:
        about = run.describe()  # its family's title in the language, where the locales have it
        title = text(about["title_key"]) if about["title_key"] else about["description"]
        said = text("cli.explore.run", id=run.id, name=run.name, about=title)
        print(said, file=sys.stderr)
    results = explorer.evidence_source.results
    if results:
        print(text("cli.explore.evidence", folder=results), file=sys.stderr)
    else:
        print(text("cli.explore.no_evidence"), file=sys.stderr)
    if explorer.saved:
        print(text("cli.explore.saved", count=len(explorer.saved)), file=sys.stderr)
    print(text("cli.explore.url", url=server.url), file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:  # uvicorn stops gracefully, then raises Ctrl-C again
        pass
    finally:
        server.server_close()
    return 0
