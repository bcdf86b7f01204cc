"""``attnlab export-web``: the explorer with its models running in the page, as a static folder."""

from __future__ import annotations

import argparse
import sys

from attnlab.cli.common import RESULTS_HELP, evidence_source


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from attnlab.viz.explorer.web.site import DEFAULT_RUNS

    web = commands.add_parser(
        "export-web",
        help="the explorer with its models running in the page, as a folder to host anywhere",
        description="Write the explorer page and the runs' models (ONNX graphs run in the "
        "browser by ONNX Runtime Web) into a folder any static web server hosts: a course "
        "page, `python -m http.server`. It works offline and asks nothing of any other site.",
    )
    web.add_argument(
        "run_dirs",
        metavar="RUN",
        nargs="*",
        default=list(DEFAULT_RUNS),
        help="run directories or shipped models' names (default: the four shipped models)",
    )
    web.add_argument("-o", "--output", required=True, metavar="DIR", help="the folder to write")
    web.add_argument("--results", metavar="DIR", default=None, help=RESULTS_HELP)
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
        print(f"attnlab export-web: error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {folder}/ ({folder_size(folder) / 1e6:.1f} MB)")
    print(f"open it: python -m http.server --directory {folder} 8000, then http://127.0.0.1:8000/")
    return 0
