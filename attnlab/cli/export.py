"""``attnlab export``: one sentence through a run, as a self-contained HTML page."""

from __future__ import annotations

import argparse
import sys

from attnlab.cli.common import (
    RESULTS_HELP,
    RUN_HELP,
    THREADS_HELP,
    evidence_source,
    parse_beam,
    parse_threads,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = commands.add_parser(
        "export",
        help="one sentence through a run, as a self-contained HTML page",
        description="Translate SENTENCE with the run and write the explorer page for it, data, "
        "script and styles inlined: it opens offline, without a server.",
    )
    export.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    export.add_argument("sentence", help="the source sentence")
    export.add_argument("-o", "--output", required=True, help="the HTML file to write")
    export.add_argument("--beam", type=parse_beam, default=None, help="beam size (default: config)")
    export.add_argument("--results", metavar="DIR", default=None, help=RESULTS_HELP)
    export.add_argument("--threads", type=parse_threads, default="auto", help=THREADS_HELP)
    export.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.viz.explorer import RequestError, RunLoadError, export_page

    evidence = evidence_source(args.results)
    try:
        path = export_page(args.run_dir, args.sentence, args.output, args.beam, evidence)
    except (RunLoadError, RequestError) as error:
        print(f"attnlab export: error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path} ({path.stat().st_size / 1024:.0f} KiB)")
    return 0
