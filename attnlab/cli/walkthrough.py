"""``attnlab walkthrough``: the four steps of attention on the textbook chapter's example."""

from __future__ import annotations

import argparse
import json

from attnlab import locales


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    walk = commands.add_parser(
        "walkthrough",
        help="the four steps of attention on the textbook chapter's example",
        description="Print the query, scores, softmax weights and context vector of the "
        "textbook chapter's worked example (the query for 'black' over 那只, 黑, 猫), for every "
        "score function, then with a padding mask (cross-attention over the source) and a "
        "causal mask (self-attention over the target).",
    )
    walk.add_argument("--json", action="store_true", help="print the same as JSON data")
    walk.add_argument(
        "--run",
        metavar="RUN",
        default=None,
        help="a trained model's own row for 'black' beside the chapter's (a run directory or "
        "a shipped model, e.g. rnnsearch): the chapter's sentence translated with beam 5; "
        "add --full for the whole walkthrough after it",
    )
    walk.add_argument(
        "--full",
        action="store_true",
        help="with --run: the whole walkthrough after the model's row (without --run it is "
        "always printed)",
    )
    walk.add_argument(
        "--lang",
        choices=locales.LANGUAGES,
        default=None,
        help="language of the text: en or zh (中文); default from the locale (LC_ALL, "
        "LC_MESSAGES, LANG), else en",
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
