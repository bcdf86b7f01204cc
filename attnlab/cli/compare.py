"""``attnlab compare``: runs side by side."""

from __future__ import annotations

import argparse
import json

from attnlab.cli.common import RUN_HELP


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    compare = commands.add_parser(
        "compare",
        help="runs side by side: model, size, training time and speed, dev and test BLEU",
        description="Put runs side by side: family and key options, parameters, training time, "
        "median tokens/s and best dev BLEU (RUN_DIR/metrics.csv, written by `attnlab train`; "
        "steps and time from its last checkpoint if that is later), "
        "test BLEU and chrF and BLEU by source length (RUN_DIR/report-test.json, written by "
        "`attnlab evaluate RUN_DIR --by-length`; a report of another split, such as "
        "report-dev.json, is not shown).",
    )
    compare.add_argument("run_dirs", nargs="+", metavar="RUN", help="runs: " + RUN_HELP)
    compare.add_argument("--json", action="store_true", help="print the same as JSON data")
    compare.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.compare import compare_runs, comparison_json, format_comparison

    summaries = compare_runs(args.run_dirs)
    if args.json:
        print(json.dumps(comparison_json(summaries), ensure_ascii=False, indent=2))
    else:
        print(format_comparison(summaries))
    return 0
