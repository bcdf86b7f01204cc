"""``attnlab config show``: a config (a translator's or a captioner's) as training will use it,
each value with its source."""

from __future__ import annotations

import argparse


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    config = commands.add_parser(
        "config",
        help="show a config as training will use it, each value with where it comes from",
        description="Inspect experiment configs.",
    )
    config_actions = config.add_subparsers(dest="config_command", required=True, metavar="ACTION")
    show = config_actions.add_parser(
        "show",
        help="print the resolved config as YAML, each value with where it comes from",
        description="Print CONFIG as `attnlab train CONFIG --section.key=value ...` would use "
        "it, as YAML; a comment after each value says where it comes from: the file, an "
        "override, its default, or derived from other keys (e.g. model.embed_dim from "
        "model.hidden_dim). Accepts the same overrides as `attnlab train`.",
    )
    show.add_argument(
        "config", metavar="CONFIG", help="YAML experiment config, e.g. configs/custom-data.yaml"
    )
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
