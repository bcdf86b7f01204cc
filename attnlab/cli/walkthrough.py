"""``attnlab walkthrough``: the four steps of attention on the textbook chapter's example."""

from __future__ import annotations

import argparse
import json

from attnlab import locales
from attnlab.cli.common import parse_threads
from attnlab.cli.language import language, text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    walk = commands.add_parser(
        "walkthrough",
        help=text("cli.walkthrough.help"),
        description=text("cli.walkthrough.description"),
    )
    walk.add_argument("--json", action="store_true", help=text("cli.common.json"))
    walk.add_argument("--run", metavar="RUN", default=None, help=text("cli.walkthrough.run"))
    walk.add_argument("--full", action="store_true", help=text("cli.walkthrough.full"))
    walk.add_argument(
        "--lang",
        choices=locales.LANGUAGES,
        default=language(),  # the command line's: attnlab --lang, else the locale's
        help=text("cli.walkthrough.lang"),
    )
    walk.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    walk.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab import walkthrough

    lang = args.lang or locales.default_language()
    data = walkthrough.build()
    row = walkthrough.model_row(args.run) if args.run else None
    if args.json:
        shown = data if row is None else {**data, "model_row": row}
        print(json.dumps(shown, ensure_ascii=False, indent=2))
        return 0
    if row is None:
        print(walkthrough.format_text(data, lang))
        return 0
    print(walkthrough.format_model_row(row, lang))
    if args.full:
        print(f"\n{walkthrough.format_text(data, lang)}")
    return 0
