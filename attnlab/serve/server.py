"""``attnlab serve``: load the runs, bind the address, run uvicorn until Ctrl-C."""

from __future__ import annotations

import socket
import sys
import threading

import uvicorn

from attnlab.captioning import is_caption_run
from attnlab.runs import find_run
from attnlab.serve.app import make_app, serve_models
from attnlab.serve.guard import is_loopback
from attnlab.translation import Translator


def load_translators(runs: list[str]) -> dict[str, Translator]:
    """Each run (a directory or a shipped model's name) by the name requests give: its
    directory's name, with -2, -3 ... when two share one."""
    named: dict[str, Translator] = {}
    for run in runs:
        root = find_run(run).root
        if is_caption_run(root):
            raise ValueError(f"{run} is a captioning run; `attnlab serve` serves translators")
        name = base = root.resolve().name
        copies = 1
        while name in named:
            copies += 1
            name = f"{base}-{copies}"
        named[name] = Translator.from_run(root)
    if not named:
        raise ValueError("give at least one run to serve")
    return named


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


def serve(runs: list[str], host: str = "127.0.0.1", port: int = 8000) -> int:
    """Serve ``runs`` on (host, port) until Ctrl-C."""
    models = serve_models(load_translators(runs), compute=threading.Lock())
    loopback = is_loopback(host)
    app = make_app(models, loopback_only=loopback)
    bound = listen(host, port)
    if not loopback:
        print(
            f"warning: listening on {host}: anyone who can reach this machine can use the models",
            file=sys.stderr,
        )
    for served in models:
        print(f"model {served.name}: {served.info().description}", file=sys.stderr)
    print(f"attnlab serve: {url(bound)}  (API docs at /docs; Ctrl-C to stop)", file=sys.stderr)
    server = uvicorn.Server(uvicorn.Config(app, log_level="info", timeout_graceful_shutdown=5))
    server.run(sockets=[bound])
    return 0
