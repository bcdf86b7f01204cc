"""``attnlab explore``: the explorer, a local web page over runs."""

from __future__ import annotations

import argparse

from attnlab.cli.common import evidence_source, parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    explore = commands.add_parser(
        "explore", help=text("cli.explore.help"), description=text("cli.explore.description")
    )
    explore.add_argument("run_dirs", nargs="*", metavar="RUN", help=text("cli.explore.runs"))
    explore.add_argument("--host", default="127.0.0.1", help=text("cli.common.host"))
    explore.add_argument("--port", type=int, default=8000, help=text("cli.common.port"))
    explore.add_argument(
        "--allowed-host",
        metavar="NAME",
        action="append",
        default=[],
        help=text("cli.common.allowed_host"),
    )
    explore.add_argument("--results", metavar="DIR", default=None, help=text("cli.common.results"))
    explore.add_argument(
        "--explanations",
        metavar="FILE",
        action="append",
        default=None,
        help=text("cli.explore.explanations"),
    )
    explore.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    explore.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.viz.explorer import serve

    evidence = evidence_source(args.results)
    runs = args.run_dirs or shipped_runs()
    return serve(
        runs,
        host=args.host,
        port=args.port,
        evidence=evidence,
        explanations=args.explanations,
        allowed_hosts=tuple(args.allowed_host),
        text=text,
    )


def shipped_runs() -> list[str]:
    from attnlab import pretrained

    names = pretrained.available()
    if not names:
        raise FileNotFoundError(
            "no run given and no shipped model found (attnlab/pretrained/ is empty); give run "
            "directories, e.g. `attnlab explore runs/tatoeba-bahdanau`"
        )
    return names
