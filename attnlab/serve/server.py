"""``attnlab serve``: load the runs and their engines, bind the address, serve them
(http_server.py) until Ctrl-C."""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from attnlab.config import config_task, read_yaml, saved_config_of
from attnlab.models.family import TRANSLATION
from attnlab.runs import RunFiles
from attnlab.serve.app import make_app, serve_models
from attnlab.serve.engines import Engine, ct2_engine, match_exports
from attnlab.serve.guard import is_loopback
from attnlab.serve.http_server import HttpServer
from attnlab.serve.limits import DEFAULT_LIMITS, REQUEST_DEADLINE, Limits
from attnlab.serve.observe import AccessLog
from attnlab.translation import Translator


def load_translators(runs: Sequence[str], *, int8: bool = False) -> dict[str, Translator]:
    """Each run (a directory or a shipped model's name) by the name requests give: its
    directory's name, with -2, -3 ... when two share one. ``int8``: decode with int8 weights
    (``Translator.from_run``)."""
    named: dict[str, Translator] = {}
    for run in runs:
        files = RunFiles(Path(run))
        config = None  # a shipped model's name, a Hugging Face folder: loading finds and reads it
        if files.config.exists():  # a run directory: its config read once, its task, its model
            data = read_yaml(files.config)
            task = config_task(data)
            if task != TRANSLATION:
                raise ValueError(f"{run} is a {task} run; `attnlab serve` serves translators")
            config = saved_config_of(data, files.config)
        translator = Translator.from_run(run, int8=int8, config=config)
        name = base = translator.run.files.root.resolve().name
        copies = 1
        while name in named:
            copies += 1
            name = f"{base}-{copies}"
        named[name] = translator
    if not named:
        raise ValueError("give at least one run to serve")
    return named


def load_engines(
    runs: Sequence[str], names: Sequence[str], exports: Sequence[str], threads: int
) -> dict[str, Engine]:
    """The CTranslate2 engine of each run an export in ``exports`` was made from, by the
    run's served name (``names``, in the order of ``runs``)."""
    from attnlab.ct2 import CT2Translator

    return {
        names[index]: ct2_engine(CT2Translator(runs[index], export, threads=threads))
        for index, export in match_exports(runs, exports).items()
    }


def serve(
    runs: list[str],
    host: str = "127.0.0.1",
    port: int = 8000,
    allowed_hosts: tuple[str, ...] = (),
    *,
    int8: bool = False,
    ct2: Sequence[str] = (),
    threads: int = 1,
    limits: Limits = DEFAULT_LIMITS,
    deadline: float = REQUEST_DEADLINE,
    access_log: str | None = None,
) -> int:
    """Serve ``runs`` on (host, port) until Ctrl-C; ``allowed_hosts``: Host names answered
    besides localhost and the machine's own (guard.Policy); ``int8``: attnlab's decoder with
    int8 weights; ``ct2``: CTranslate2 exports, each decoding for the run it was exported from
    on ``threads`` threads; ``limits``: what a request may ask; ``deadline``: seconds for a
    whole request to arrive; ``access_log``: a file to append a JSON line a request to ("-":
    standard error)."""
    if int8 and ct2:
        raise ValueError(
            "--int8 quantizes attnlab's own decoder; a CTranslate2 export has its own "
            "(`attnlab export-ct2 RUN DIR --quantization int8`): drop one of the two"
        )
    named = load_translators(runs, int8=int8)
    engines = load_engines(runs, list(named), ct2, threads) if ct2 else {}
    log = AccessLog(access_log) if access_log is not None else None
    models = serve_models(named, threading.Lock(), limits, engines)
    loopback = is_loopback(host)
    app = make_app(
        models, loopback_only=loopback, limits=limits, allowed_hosts=allowed_hosts, access_log=log
    )
    server = HttpServer(app, host, port, deadline=deadline, log_level="info")
    if not loopback:
        print(
            f"warning: listening on {host}: anyone who can reach this machine can use the models",
            file=sys.stderr,
        )
    for served in models:
        print(
            f"model {served.name}: {served.info().description} ({served.engine.name}; "
            f"alignments: {served.alignment_method})",
            file=sys.stderr,
        )
    if log is not None and log.path != "-":
        print(f"access log: {Path(log.path).resolve()}", file=sys.stderr)
    print(f"attnlab serve: {server.url}  (API docs at /docs; Ctrl-C to stop)", file=sys.stderr)
    try:
        server.serve_forever()
    finally:
        if log is not None:
            log.close()
    return 0
