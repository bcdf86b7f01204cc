"""``attnlab serve``: a translation service over HTTP (FastAPI)."""

from __future__ import annotations

import argparse

from attnlab.cli.common import ALLOWED_HOST_HELP, RUN_HELP, THREADS_HELP, parse_threads


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser(
        "serve",
        help="a translation service over HTTP (FastAPI): translate, score, stream",
        description="Serve the runs as a JSON API on uvicorn (bound to 127.0.0.1 unless --host "
        "says otherwise): POST /v1/translate, /v1/translate/stream, /v1/score; GET "
        "/v1/models, /v1/health; the API's documentation at /docs.",
    )
    serve.add_argument("run_dirs", nargs="+", metavar="RUN", help=RUN_HELP)
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default local)")
    serve.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    serve.add_argument(
        "--allowed-host", metavar="NAME", action="append", default=[], help=ALLOWED_HOST_HELP
    )
    serve.add_argument("--threads", type=parse_threads, default="auto", help=THREADS_HELP)
    serve.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.serve import serve

    return serve(
        args.run_dirs, host=args.host, port=args.port, allowed_hosts=tuple(args.allowed_host)
    )
