"""The explorer's local web server: the page, a JSON API, one log line per request.

    GET  /                 the page (HTML with its CSS and data inlined)
    GET  /static/NAME.js   the page's ES modules (page.MODULES, no other file)
    GET  /api/runs         the runs served: [{id, name, family, description, ...}]
    POST /api/translate    {run, sentence, beam?} -> translation, tokens, attention maps
    POST /api/steps        {run, sentence, target_tokens, step, layer?, head?} -> the four
                           steps (query, scores, weights, context) at one decoding step
    POST /api/explain      {run, sentence, beam?} -> attention beside occlusion, gradient x
                           input and integrated gradients of every emitted token
    POST /api/intervene    {run, sentence, intervention, beam?} -> the translation decoded
                           again with permuted / uniform / top-removed attention weights
    GET  /api/report?run=  one run's BLEU by source length, or how to create the report;
                           the Data view asks once per run, to overlay them all
    GET  /api/evidence     every experiment's claim, verdict, figure, report and demo data,
                           read from the results folder (evidence.py)
    GET  /api/captioners   the captioning runs served (the Image view, images.py)
    POST /api/caption      {captioner, scene | image} -> caption and per-word attention
    GET  /font/cjk         a font with Chinese glyphs, for machines without one

The page's import map points at /static/NAME.js rather than inlining the modules as an
exported page must (see page.py): the browser's developer tools then show each module as a
file, with its lines. Every answer, a module included, gets the same headers and Host check.

Python's ThreadingHTTPServer answers requests concurrently; each model has its own lock.
Errors are JSON {"error": message} with a 4xx/5xx status, never a stack trace; a run whose
model lacks what a request needs (a plugin without ``src_embedding`` or ``reweight``, see
attnlab.models.protocol) is 422, naming it.

What the server accepts:

- Methods: GET for the page, its modules, the font and the GET APIs; POST for the POST APIs,
  with a JSON object body (Content-Type: application/json, a Content-Length). Any other
  method or path is 405 (with Allow) or 404.
- Host check: bound to a loopback address, it answers only requests whose Host header names
  localhost or a loopback address (403 otherwise), so a web page cannot reach it through
  DNS rebinding. Bound to another address, it answers anyone (``serve`` warns).
- Body: at most MAX_BODY_BYTES (64 KiB; 413 beyond), UTF-8 JSON, every string in it
  valid Unicode (no lone surrogates such as "\\ud800"), nested no deeper than Python's
  parser allows; anything else is 400 naming the problem. A body no route reads (a GET's)
  is never parsed as the next request: the answer closes the connection.
- Timeouts: a connection silent for CONNECTION_TIMEOUT seconds (30) is closed: a request
  line or headers that never end, a body shorter than its Content-Length (408), an answer
  the client does not read. Each is one log line; a kept-alive connection that idles
  after its answers closes quietly.
- Connections: up to 128 waiting to be accepted (the listen backlog), one thread each.
"""

from __future__ import annotations

import ipaddress
import json
import sys
import threading
import time
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import IO, Any
from urllib.parse import parse_qs, urlsplit

from attnlab.viz.explorer.evidence import EvidenceSource
from attnlab.viz.explorer.page import MODULES, cjk_font_path, render_page, static_text
from attnlab.viz.explorer.session import Explorer, RequestError

MAX_BODY_BYTES = 64 * 1024
CONNECTION_TIMEOUT = 30.0  # seconds of silence before a connection is closed
STATIC_PATH = "/static/"
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")

Route = Callable[["ExplorerHandler", dict[str, Any]], dict[str, Any] | list[Any]]


def _runs(handler: ExplorerHandler, _body: dict[str, Any]) -> list[Any]:
    return handler.server.explorer.describe()


def _translate(handler: ExplorerHandler, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence")
    return handler.server.explorer.translate(body["run"], body["sentence"], body.get("beam"))


def _steps(handler: ExplorerHandler, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence", "target_tokens", "step")
    return handler.server.explorer.steps(
        body["run"],
        body["sentence"],
        body["target_tokens"],
        body["step"],
        body.get("layer"),
        body.get("head"),
    )


def _explain(handler: ExplorerHandler, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence")
    return handler.server.explorer.explain(body["run"], body["sentence"], body.get("beam"))


def _intervene(handler: ExplorerHandler, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run", "sentence", "intervention")
    explorer = handler.server.explorer
    return explorer.intervene(body["run"], body["sentence"], body["intervention"], body.get("beam"))


def _report(handler: ExplorerHandler, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "run")
    try:
        run = int(body["run"])
    except ValueError:
        raise RequestError(400, f"run must be a run number, got {body['run']!r}") from None
    return handler.server.explorer.report(run)


def _captioners(handler: ExplorerHandler, _body: dict[str, Any]) -> list[Any]:
    return handler.server.explorer.describe_captioners()


def _caption(handler: ExplorerHandler, body: dict[str, Any]) -> dict[str, Any]:
    _require(body, "captioner")
    return handler.server.explorer.caption(body["captioner"], body.get("scene"), body.get("image"))


def _evidence(handler: ExplorerHandler, _body: dict[str, Any]) -> dict[str, Any]:
    return handler.server.explorer.evidence()


def _require(body: dict[str, Any], *names: str) -> None:
    missing = [name for name in names if name not in body]
    if missing:
        raise RequestError(400, f"missing field(s): {', '.join(missing)}")


# path -> (method, handler); GET handlers read the query string, POST handlers a JSON object.
API: dict[str, tuple[str, Route]] = {
    "/api/runs": ("GET", _runs),
    "/api/translate": ("POST", _translate),
    "/api/steps": ("POST", _steps),
    "/api/explain": ("POST", _explain),
    "/api/intervene": ("POST", _intervene),
    "/api/report": ("GET", _report),
    "/api/evidence": ("GET", _evidence),
    "/api/captioners": ("GET", _captioners),
    "/api/caption": ("POST", _caption),
}


class ExplorerServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # the listen backlog: socketserver's 5 refuses a burst of clients

    def __init__(
        self,
        address: tuple[str, int],
        explorer: Explorer,
        log: IO[str] | None = None,
        timeout: float = CONNECTION_TIMEOUT,
    ) -> None:
        self.explorer = explorer
        # not BaseServer.timeout, which is how long handle_request() waits for a client
        self.connection_timeout = timeout
        self.log = log if log is not None else sys.stderr
        self.log_lock = threading.Lock()
        self.loopback = _is_loopback(address[0])
        has_font = cjk_font_path() is not None
        self.page = render_page(
            {"mode": "server", "cjk_font": has_font},
            font_url="/font/cjk" if has_font else None,
            module_url=lambda name: STATIC_PATH + name,
        )
        # path -> source: the known modules only, so no request names a file of its own
        self.modules = {STATIC_PATH + name: static_text(name).encode("utf-8") for name in MODULES}
        super().__init__(address, ExplorerHandler)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Whatever escapes a handler (a dropped connection) is one log line, not a trace."""
        error = sys.exc_info()[1]
        self.write_log(f"- - error {type(error).__name__}: {error}")

    def write_log(self, line: str) -> None:
        with self.log_lock:
            self.log.write(line + "\n")
            self.log.flush()

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        if isinstance(host, bytes):
            host = host.decode()
        shown = f"[{host}]" if ":" in str(host) else host
        return f"http://{shown}:{port}/"


class ExplorerHandler(BaseHTTPRequestHandler):
    server: ExplorerServer
    server_version = "attnlab-explorer"
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.server.connection_timeout)  # every read and write
        self._answers = 0  # on this connection, to tell an idle kept-alive one from a stalled one

    # -- one entry per HTTP method --------------------------------------------------------

    def do_GET(self) -> None:
        self._handle("GET")

    def do_POST(self) -> None:
        self._handle("POST")

    def do_HEAD(self) -> None:
        self._handle("HEAD")

    def do_PUT(self) -> None:
        self._handle("PUT")

    def do_DELETE(self) -> None:
        self._handle("DELETE")

    def do_PATCH(self) -> None:
        self._handle("PATCH")

    def do_OPTIONS(self) -> None:
        self._handle("OPTIONS")

    # -- dispatch -------------------------------------------------------------------------

    def _handle(self, method: str) -> None:
        self._begin(method)
        self._in_handle = True
        try:
            self._check_host()
            self._dispatch(method)
        except RequestError as error:
            self._send_error_json(error.status, error.message)
        except (BrokenPipeError, ConnectionResetError):  # the client left; nobody to answer
            self.close_connection = True
        except TimeoutError:  # the body never came, or the client does not read the answer
            self.close_connection = True
            self._note = f" (timed out after {self.server.connection_timeout:g} s)"
            if not self._status:  # nothing sent yet: say why we hang up
                self._send_error_json(408, "the request body did not arrive in time")
        except Exception as error:  # never a stack trace to the client; one line in the log
            self._note = f" ({type(error).__name__}: {error})"
            self._send_error_json(500, f"internal error: {type(error).__name__}: {error}")
        finally:
            self._in_handle = False
            self._log_line()  # only if no answer went out (it logs as it answers)

    def _begin(self, method: str) -> None:
        self._started = time.perf_counter()
        self._method = method
        self._note = ""
        self._status = 0
        self._logged = False
        self._body_read = False

    def _send_error_json(self, status: int, message: str) -> None:
        self._send_json(status, {"error": message})

    def _unread_body(self) -> bool:
        """Whether the request has a body no route read (a GET's, a refused POST's)."""
        headers = getattr(self, "headers", None)  # absent when the request line was malformed
        if self._body_read or headers is None:
            return False
        length = (headers.get("Content-Length") or "0").strip()
        return length != "0" or "Transfer-Encoding" in headers

    def _dispatch(self, method: str) -> None:
        url = urlsplit(self.path)
        path = url.path
        if path in ("/", "/index.html"):
            self._allow(method, "GET")
            self._send(200, self.server.page.encode("utf-8"), "text/html; charset=utf-8")
            return
        if path in self.server.modules:
            self._allow(method, "GET")
            self._send(200, self.server.modules[path], "text/javascript; charset=utf-8")
            return
        if path == "/favicon.ico":
            self._send(204, b"", "text/plain")
            return
        if path == "/font/cjk":
            self._allow(method, "GET")
            self._send_font()
            return
        if path not in API:
            raise RequestError(404, f"no such page or API: {path}")
        allowed, route = API[path]
        self._allow(method, allowed)
        if allowed == "GET":
            body: dict[str, Any] = {k: v[-1] for k, v in parse_qs(url.query).items()}
        else:
            body = self._read_json()
        self._send_json(200, route(self, body))

    def _allow(self, method: str, allowed: str) -> None:
        if method != allowed:
            self._extra_headers = {"Allow": allowed}
            raise RequestError(405, f"{self.path.split('?')[0]} takes {allowed}, not {method}")

    def _check_host(self) -> None:
        """Bound to loopback, answer only requests addressed to it (DNS rebinding)."""
        if not self.server.loopback:
            return
        host = (self.headers.get("Host") or "").strip()
        name = host.rsplit(":", 1)[0] if not host.startswith("[") else host[1:].split("]")[0]
        if name.lower() not in LOOPBACK_NAMES and not _is_loopback(name):
            raise RequestError(
                403, f"this explorer only answers requests for localhost, not {host!r}"
            )

    def _read_json(self) -> dict[str, Any]:
        content_type = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if content_type != "application/json":
            raise RequestError(
                415, "send the request body as JSON (Content-Type: application/json)"
            )
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            raise RequestError(400, "Content-Length must be a number") from None
        if length > MAX_BODY_BYTES:
            raise RequestError(413, f"request body over {MAX_BODY_BYTES // 1024} KiB")
        raw = self.rfile.read(length) if length > 0 else b""
        self._body_read = True
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

    # -- responses ------------------------------------------------------------------------

    def _send_font(self) -> None:
        path = cjk_font_path()
        if path is None:
            raise RequestError(404, "no font with Chinese glyphs is installed on the server")
        data = path.read_bytes()
        self._extra_headers = {"Cache-Control": "max-age=86400"}
        kind = "font/otf" if path.suffix.lower() == ".otf" else "font/ttf"
        self._send(200, data, kind)

    def _send_json(self, status: int, payload: Any) -> None:
        data = json.dumps(payload, ensure_ascii=False, allow_nan=False).encode("utf-8")
        self._send(status, data, "application/json; charset=utf-8")

    def _send(self, status: int, data: bytes, content_type: str) -> None:
        self._status = status
        self._log_line()  # before the answer leaves: whoever reads it can read the log line
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        headers = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}
        headers.update(getattr(self, "_extra_headers", {}))
        self._extra_headers = {}
        if self._unread_body():  # it must not be parsed as the next request: hang up instead
            headers["Connection"] = "close"  # send_header sets close_connection as well
        self._answers += 1
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors raised by http.server itself (malformed request line, headers too long) are
        JSON as well."""
        self.close_connection = True
        if not getattr(self, "_in_handle", False):
            self._begin(getattr(self, "command", None) or "-")
        self._send_json(code, {"error": message or HTTPStatus(code).phrase})

    def log_message(self, format: str, *args: Any) -> None:
        """http.server's own log lines are replaced by ``_log_line``."""

    def log_error(self, format: str, *args: Any) -> None:
        """http.server calls this (our send_error does not) when the connection times out
        before a whole request line and headers came: one line, unless it is a kept-alive
        connection idling after its answers, as browsers keep them."""
        if not self._answers:
            seconds = self.server.connection_timeout
            self.server.write_log(f"- - timeout: no complete request in {seconds:g} s; closed")

    def _log_line(self) -> None:
        """One line per request: method, path (no query), status, milliseconds."""
        if self._logged:
            return
        self._logged = True
        elapsed = (time.perf_counter() - self._started) * 1000
        path = (getattr(self, "path", "") or "-").split("?")[0]
        self.server.write_log(f"{self._method} {path} {self._status} {elapsed:.1f}ms{self._note}")


def _check_text(body: dict[str, Any]) -> None:
    """Refuse strings that are not Unicode text: JSON's "\\ud800" escape decodes to a lone
    surrogate, which UTF-8 cannot encode, so it would fail later, in a tokenizer or the answer.
    A loop, not recursion: the body may be nested as deep as the parser allowed."""
    pending: list[tuple[str, Any]] = [("", body)]
    while pending:
        where, value = pending.pop()
        if isinstance(value, str) and not _is_text(value):
            raise RequestError(400, f"{where} is not valid Unicode text (a lone surrogate?)")
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


def _is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def make_server(
    explorer: Explorer,
    host: str = "127.0.0.1",
    port: int = 8000,
    log: IO[str] | None = None,
    timeout: float = CONNECTION_TIMEOUT,
) -> ExplorerServer:
    """A server bound to (host, port); port 0 picks a free port (see ``server.url``).
    ``timeout``: seconds of silence before a connection is closed."""
    return ExplorerServer((host, port), explorer, log, timeout)


def serve(
    run_dirs: list[str],
    host: str = "127.0.0.1",
    port: int = 8000,
    evidence: EvidenceSource | None = None,
) -> int:
    """Load the runs, print the URL, serve until Ctrl-C; CLI errors are returned as status 2.
    ``evidence``: the experiments and their results folder, for the Evidence view."""
    from attnlab.viz.explorer.session import RunLoadError

    if not 0 <= port <= 65535:  # bind() would raise OverflowError, after loading every run
        print(f"attnlab explore: error: port must be 0-65535, not {port}", file=sys.stderr)
        return 2
    try:
        explorer = Explorer.from_dirs(run_dirs, evidence)
    except RunLoadError as error:
        print(f"attnlab explore: error: {error}", file=sys.stderr)
        return 2
    try:
        server = make_server(explorer, host, port)
    except OSError as error:
        print(f"attnlab explore: error: cannot listen on {host}:{port}: {error}", file=sys.stderr)
        return 2
    if not server.loopback:
        print(
            f"warning: listening on {host}: anyone who can reach this machine can use the models",
            file=sys.stderr,
        )
    for run in explorer.runs:
        print(f"run {run.id}: {run.name} ({run.describe()['description']})", file=sys.stderr)
    results = explorer.evidence_source.results
    shown = f"experiment results from {results}" if results else "no experiment results folder"
    print(f"evidence: {shown} (the Evidence tab)", file=sys.stderr)
    print(f"attnlab explorer: {server.url}  (Ctrl-C to stop)", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
