"""``attnlab config show``: a config (a translator's or a captioner's) as training will use it,
each value with its source."""

from __future__ import annotations

import argparse

from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    config = commands.add_parser(
        "config", help=text("cli.config.help"), description=text("cli.config.description")
    )
    config_actions = config.add_subparsers(dest="config_command", required=True, metavar="ACTION")
    show = config_actions.add_parser(
        "show",
        help=text("cli.config.show.help"),
        description=text("cli.config.show.description"),
    )
    show.add_argument("config", metavar="CONFIG", help=text("cli.config.show.config"))
    show.set_defaults(handler=handle_show, overrides=[])


def handle_show(args: argparse.Namespace) -> int:
    from attnlab.config import ExperimentConfig, file_task, show_config
    from attnlab.models.family import CAPTION

    root: type = ExperimentConfig
    if file_task(args.config, args.overrides) == CAPTION:
        from attnlab.captioning import CaptionConfig

        root = CaptionConfig
    print(show_config(args.config, args.overrides, root), end="")
    return 0
