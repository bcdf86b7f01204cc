"""``attnlab serve``: a translation service over HTTP (FastAPI)."""

from __future__ import annotations

import argparse

from attnlab.cli.common import parse_count, parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from attnlab.serve.limits import DEFAULT_LIMITS, REQUEST_DEADLINE

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
    serve.add_argument("--int8", action="store_true", help=text("cli.common.int8"))
    serve.add_argument(
        "--ct2", metavar="DIR", action="append", default=[], help=text("cli.serve.ct2")
    )
    serve.add_argument(
        "--access-log", metavar="FILE", default=None, help=text("cli.serve.access_log")
    )
    limits = serve.add_argument_group(text("cli.serve.limits"))
    for flag, default, key in (
        ("--max-sentences", DEFAULT_LIMITS.max_sentences, "cli.serve.max_sentences"),
        ("--max-source-tokens", DEFAULT_LIMITS.max_source_tokens, "cli.serve.max_source_tokens"),
        ("--max-body-kib", DEFAULT_LIMITS.max_body_bytes // 1024, "cli.serve.max_body_kib"),
        ("--max-in-flight", DEFAULT_LIMITS.max_in_flight, "cli.serve.max_in_flight"),
        ("--batch-tokens", None, "cli.serve.batch_tokens"),
    ):
        limits.add_argument(
            flag, type=parse_count, default=default, metavar="N", help=text(key, default=default)
        )
    limits.add_argument(
        "--request-deadline",
        type=float,
        default=REQUEST_DEADLINE,
        metavar="SECONDS",
        help=text("cli.serve.request_deadline", default=f"{REQUEST_DEADLINE:g}"),
    )
    serve.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.serve.limits import Limits
    from attnlab.serve.server import serve

    limits = Limits(
        max_sentences=args.max_sentences,
        max_source_tokens=args.max_source_tokens,
        max_body_bytes=args.max_body_kib * 1024,
        max_in_flight=args.max_in_flight,
        batch_tokens=args.batch_tokens,
    )
    return serve(
        args.run_dirs,
        host=args.host,
        port=args.port,
        allowed_hosts=tuple(args.allowed_host),
        int8=args.int8,
        ct2=args.ct2,
        threads=args.threads,
        limits=limits,
        deadline=args.request_deadline,
        access_log=args.access_log,
    )
