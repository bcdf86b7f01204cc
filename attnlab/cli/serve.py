"""``attnlab serve``: a translation service over HTTP (FastAPI)."""

from __future__ import annotations

import argparse

from attnlab.cli.common import parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser(
        "serve", help=text("cli.serve.help"), description=text("cli.serve.description")
    )
    serve.add_argument("run_dirs", nargs="+", metavar="RUN", help=text("cli.common.run"))
    serve.add_argument("--host", default="127.0.0.1", help=text("cli.common.host"))
    serve.add_argument("--port", type=int, default=8000, help=text("cli.common.port"))
    serve.add_argument(
        "--allowed-host",
        metavar="NAME",
        action="append",
        default=[],
        help=text("cli.common.allowed_host"),
    )
    serve.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    serve.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.serve import serve

    return serve(
        args.run_dirs, host=args.host, port=args.port, allowed_hosts=tuple(args.allowed_host)
    )
