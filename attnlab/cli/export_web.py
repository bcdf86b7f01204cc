"""``attnlab export-web``: the explorer with its models running in the page, as a static folder."""

from __future__ import annotations

import argparse
import sys

from attnlab.cli.common import evidence_source, parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from attnlab.viz.explorer.web.site import DEFAULT_RUNS

    web = commands.add_parser(
        "export-web",
        help=text("cli.export_web.help"),
        description=text("cli.export_web.description"),
    )
    web.add_argument(
        "run_dirs",
        metavar="RUN",
        nargs="*",
        default=list(DEFAULT_RUNS),
        help=text("cli.export_web.runs"),
    )
    web.add_argument(
        "-o", "--output", required=True, metavar="DIR", help=text("cli.export_web.output")
    )
    web.add_argument("--results", metavar="DIR", default=None, help=text("cli.common.results"))
    web.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    web.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.viz.explorer import RunLoadError
    from attnlab.viz.explorer.web.site import SiteError, export_site, folder_size

    try:
        folder = export_site(
            args.run_dirs,
            args.output,
            evidence_source(args.results),
            progress=lambda line: print(line, file=sys.stderr, flush=True),
        )
    except (RunLoadError, SiteError) as error:
        print(text("cli.error", command="attnlab export-web", message=error), file=sys.stderr)
        return 2
    print(text("cli.export_web.wrote", folder=folder, megabytes=f"{folder_size(folder) / 1e6:.1f}"))
    print(text("cli.export_web.open", folder=folder))
    return 0
