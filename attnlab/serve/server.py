"""``attnlab serve``: load the runs, bind the address, serve them (http_server.py) until
Ctrl-C."""

from __future__ import annotations

import sys
import threading

from attnlab.models.family import TRANSLATION
from attnlab.runs import find_run, run_task
from attnlab.serve.app import make_app, serve_models
from attnlab.serve.guard import is_loopback
from attnlab.serve.http_server import HttpServer
from attnlab.translation import Translator


def load_translators(runs: list[str]) -> dict[str, Translator]:
    """Each run (a directory or a shipped model's name) by the name requests give: its
    directory's name, with -2, -3 ... when two share one."""
    named: dict[str, Translator] = {}
    for run in runs:
        root = find_run(run).root
        task = run_task(root)
        if task != TRANSLATION:
            raise ValueError(f"{run} is a {task} run; `attnlab serve` serves translators")
        name = base = root.resolve().name
        copies = 1
        while name in named:
            copies += 1
            name = f"{base}-{copies}"
        named[name] = Translator.from_run(root)
    if not named:
        raise ValueError("give at least one run to serve")
    return named


def serve(
    runs: list[str],
    host: str = "127.0.0.1",
    port: int = 8000,
    allowed_hosts: tuple[str, ...] = (),
) -> int:
    """Serve ``runs`` on (host, port) until Ctrl-C; ``allowed_hosts``: Host names answered
    besides localhost and the machine's own (guard.Policy)."""
    models = serve_models(load_translators(runs), compute=threading.Lock())
    loopback = is_loopback(host)
    app = make_app(models, loopback_only=loopback, allowed_hosts=allowed_hosts)
    server = HttpServer(app, host, port, log_level="info")
    if not loopback:
        print(
            f"warning: listening on {host}: anyone who can reach this machine can use the models",
            file=sys.stderr,
        )
    for served in models:
        print(f"model {served.name}: {served.info().description}", file=sys.stderr)
    print(f"attnlab serve: {server.url}  (API docs at /docs; Ctrl-C to stop)", file=sys.stderr)
    server.serve_forever()
    return 0
