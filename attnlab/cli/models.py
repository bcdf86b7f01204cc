"""``attnlab models``: the trained models that ship with attnlab."""

from __future__ import annotations

import argparse
import json


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    models = commands.add_parser(
        "models",
        help="the trained models that ship with attnlab, by the names every verb takes",
        description="List the shipped models (attnlab/pretrained/): name, family, test BLEU, "
        "training steps and hours, size. Every verb that takes a run takes these names, e.g. "
        "`echo 我喜欢喝茶。 | attnlab translate rnnsearch`; `attnlab explore` with no run opens "
        "them all.",
    )
    models.add_argument("--json", action="store_true", help="print the same as JSON data")
    models.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab import pretrained

    rows = [pretrained.summary(name) for name in pretrained.available()]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        print(pretrained.format_summaries(rows))
    return 0
