"""``attnlab train``: train the model a YAML config describes, a translator or a captioner
(the config's model family says which)."""

from __future__ import annotations

import argparse
import os
import signal


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    train = commands.add_parser(
        "train",
        help="train a translator or a captioner from a YAML config",
        description="Train the model a YAML config describes (see configs/): a translator, or "
        "a captioner where model.family (in the file, or overridden) is show_attend_tell. Any "
        "config key can be overridden with --section.key=value, e.g. --train.lr=3e-4 "
        "--model.family=bahdanau. "
        "The run directory (runs/<name> unless --run_dir=...) receives the resolved config, "
        "the tokenizers, the best and last checkpoints and metrics.csv. On several GPUs or "
        "machines: torchrun --nproc_per_node=N -m attnlab train CONFIG ... (see the README).",
    )
    train.add_argument("config", help="YAML experiment config, e.g. configs/tatoeba-bahdanau.yaml")
    train.add_argument(
        "--resume", action="store_true", help="continue the run in the run directory exactly"
    )
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
        print(f"run: {run_dir}")
    return _status(stopped_by)


def _train_captioner(args: argparse.Namespace) -> int:
    from attnlab.captioning import fit_captioner, load_caption_config

    config = load_caption_config(args.config, args.overrides)
    trainer = fit_captioner(config, resume=args.resume)
    print(f"run: {config.resolved_run_dir} ({trainer.stopped})")
    return _status(trainer.signal)


def _status(stopped_by: str) -> int:
    """0, or for a training a signal stopped (its checkpoint saved) the status a shell
    expects: 128 + the signal's number, 130 for Ctrl-C."""
    return 128 + signal.Signals[stopped_by].value if stopped_by else 0
