"""``attnlab demo``: the main job, RNNsearch and the fixed-context baseline side by side."""

from __future__ import annotations

import argparse
from pathlib import Path

from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    demo = commands.add_parser(
        "demo", help=text("cli.demo.help"), description=text("cli.demo.description")
    )
    demo.add_argument("config", nargs="?", default="configs/tatoeba-bahdanau.yaml")
    demo.add_argument(
        "--baseline",
        default="configs/tatoeba-fixed-context.yaml",
        metavar="CONFIG",
        help=text("cli.demo.baseline"),
    )
    demo.add_argument("--no-baseline", action="store_true", help=text("cli.demo.no_baseline"))
    demo.set_defaults(handler=handle, overrides=[])


def handle(args: argparse.Namespace) -> int:
    from attnlab.demo import run_demo

    baseline = None if args.no_baseline else Path(args.baseline)
    run_demo(Path(args.config), args.overrides, baseline)
    return 0
