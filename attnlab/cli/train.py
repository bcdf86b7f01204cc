"""``attnlab train``: train the model a YAML config describes, a translator or a captioner
(the config's model family says which)."""

from __future__ import annotations

import argparse
import os
import signal

from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    train = commands.add_parser(
        "train", help=text("cli.train.help"), description=text("cli.train.description")
    )
    train.add_argument("config", help=text("cli.train.config"))
    train.add_argument("--resume", action="store_true", help=text("cli.train.resume"))
    train.set_defaults(handler=handle, overrides=[])


def handle(args: argparse.Namespace) -> int:
    from attnlab.config import file_task
    from attnlab.models.family import CAPTION

    if file_task(args.config, args.overrides) == CAPTION:
        return _train_captioner(args)
    return _train_translator(args)


def _train_translator(args: argparse.Namespace) -> int:
    from attnlab.config import load_config
    from attnlab.training.trainer import train_until_stopped

    config = load_config(args.config, args.overrides)
    run_dir, stopped_by = train_until_stopped(config, resume=args.resume)
    if os.environ.get("RANK", "0") == "0":  # under torchrun: rank 0 speaks for all
        print(text("cli.train.run", run=run_dir))
    return _status(stopped_by)


def _train_captioner(args: argparse.Namespace) -> int:
    from attnlab.captioning import fit_captioner, load_caption_config

    config = load_caption_config(args.config, args.overrides)
    trainer = fit_captioner(config, resume=args.resume)
    print(text("cli.train.run", run=f"{config.resolved_run_dir} ({trainer.stopped})"))
    return _status(trainer.signal)


def _status(stopped_by: str) -> int:
    """0, or for a training a signal stopped (its checkpoint saved) the status a shell
    expects: 128 + the signal's number, 130 for Ctrl-C."""
    return 128 + signal.Signals[stopped_by].value if stopped_by else 0
