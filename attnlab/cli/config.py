"""``attnlab config show``: a config (a translator's or a captioner's) as training will use it,
each value with its source; ``attnlab config init``: a starting config, written where you are."""

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
    init = config_actions.add_parser(
        "init",
        help=text("cli.config.init.help"),
        description=text("cli.config.init.description"),
    )
    init.add_argument("--family", default="bahdanau", help=text("cli.config.init.family"))
    init.add_argument(
        "-o", "--output", metavar="FILE", default=None, help=text("cli.config.init.output")
    )
    init.add_argument("--force", action="store_true", help=text("cli.config.init.force"))
    init.set_defaults(handler=handle_init)


def handle_show(args: argparse.Namespace) -> int:
    from attnlab.config import ExperimentConfig, file_task, show_config
    from attnlab.models.family import CAPTION

    root: type = ExperimentConfig
    if file_task(args.config, args.overrides) == CAPTION:
        from attnlab.captioning import CaptionConfig

        root = CaptionConfig
    print(show_config(args.config, args.overrides, root), end="")
    return 0


def handle_init(args: argparse.Namespace) -> int:
    from pathlib import Path

    from attnlab.atomic import write_file
    from attnlab.config.starting import starting_config

    config = starting_config(args.family)
    if args.output is None:
        print(config, end="")
        return 0
    output = Path(args.output)
    if output.exists() and not args.force:
        raise FileExistsError(f"{output} exists: name another file, or give --force to replace it")
    write_file(output, config)
    print(text("cli.config.init.wrote", path=output, family=args.family))
    return 0
