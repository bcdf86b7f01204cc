"""The ``attnlab`` command line."""

from __future__ import annotations

import argparse
import json
import sys

from attnlab import walkthrough


def _walkthrough(args: argparse.Namespace) -> int:
    data = walkthrough.build()
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(walkthrough.format_text(data))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="attnlab", description="Attention made real and visible.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    walk = commands.add_parser(
        "walkthrough",
        help="the four steps of attention on a worked example, for every score function",
        description="Print the query, scores, softmax weights and context vector of a small "
        "worked example for every score function, then with a padding and a causal mask.",
    )
    walk.add_argument("--json", action="store_true", help="print the same as JSON data")
    walk.set_defaults(handler=_walkthrough)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.handler(args))


if __name__ == "__main__":
    sys.exit(main())
