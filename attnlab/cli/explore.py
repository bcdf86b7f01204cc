"""``attnlab explore``: the explorer, a local web page over runs."""

from __future__ import annotations

import argparse

from attnlab.cli.common import (
    ALLOWED_HOST_HELP,
    RESULTS_HELP,
    THREADS_HELP,
    evidence_source,
    parse_threads,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    explore = commands.add_parser(
        "explore",
        help="a local web page to explore runs: translations, attention, the four steps",
        description="Serve the explorer for one or more runs on a local web server (bound to "
        "127.0.0.1 unless --host says otherwise) and print its URL.",
    )
    explore.add_argument(
        "run_dirs",
        nargs="*",
        metavar="RUN",
        help="runs (directories or shipped models' names): translators, and captioners (their "
        "Image view) beside them; default: every shipped model",
    )
    explore.add_argument("--host", default="127.0.0.1", help="address to bind (default local)")
    explore.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    explore.add_argument(
        "--allowed-host", metavar="NAME", action="append", default=[], help=ALLOWED_HOST_HELP
    )
    explore.add_argument("--results", metavar="DIR", default=None, help=RESULTS_HELP)
    explore.add_argument(
        "--explanations",
        metavar="FILE",
        action="append",
        default=None,
        help="saved explanations (`attnlab explain RUN --input SENTENCES -o FILE`) to show in "
        "Attention vs attribution as they were computed; repeatable",
    )
    explore.add_argument("--threads", type=parse_threads, default="auto", help=THREADS_HELP)
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
