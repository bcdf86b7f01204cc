"""``attnlab compare``: runs side by side."""

from __future__ import annotations

import argparse
import json

from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    compare = commands.add_parser(
        "compare", help=text("cli.compare.help"), description=text("cli.compare.description")
    )
    compare.add_argument(
        "run_dirs",
        nargs="+",
        metavar="RUN",
        help=text("cli.compare.runs", run=text("cli.common.run")),
    )
    compare.add_argument("--json", action="store_true", help=text("cli.common.json"))
    compare.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.compare import compare_runs, comparison_json, format_comparison

    summaries = compare_runs(args.run_dirs)
    if args.json:
        print(json.dumps(comparison_json(summaries), ensure_ascii=False, indent=2))
    else:
        print(format_comparison(summaries))
    return 0
