"""``attnlab export``: one sentence through a run, as a self-contained HTML page."""

from __future__ import annotations

import argparse
import sys

from attnlab.cli.common import evidence_source, parse_beam, parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = commands.add_parser(
        "export", help=text("cli.export.help"), description=text("cli.export.description")
    )
    export.add_argument("run_dir", metavar="RUN", help=text("cli.common.run"))
    export.add_argument("sentence", help=text("cli.export.sentence"))
    export.add_argument("-o", "--output", required=True, help=text("cli.export.output"))
    export.add_argument("--beam", type=parse_beam, default=None, help=text("cli.common.beam"))
    export.add_argument("--results", metavar="DIR", default=None, help=text("cli.common.results"))
    export.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    export.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.viz.explorer import RequestError, RunLoadError, export_page

    evidence = evidence_source(args.results)
    try:
        path = export_page(args.run_dir, args.sentence, args.output, args.beam, evidence)
    except (RunLoadError, RequestError) as error:
        print(text("cli.error", command="attnlab export", message=error), file=sys.stderr)
        return 2
    print(f"wrote {path} ({path.stat().st_size / 1024:.0f} KiB)")
    return 0
