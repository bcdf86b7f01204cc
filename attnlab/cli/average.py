"""``attnlab average``: the mean of a run's last kept weights, as a new run."""

from __future__ import annotations

import argparse


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    average = commands.add_parser(
        "average",
        help="average the weights a run kept at its last evaluations, as a new run",
        description="Write a new run directory OUTPUT: RUN's config, tokenizers and metrics, "
        "and as its model the mean of the weights of RUN's last N evaluations (a run keeps "
        "them with --train.keep_last=N). OUTPUT then works with every verb.",
    )
    average.add_argument(
        "run_dir", metavar="RUN", help="a run directory written by `attnlab train`"
    )
    average.add_argument("--last", type=int, default=5, help="how many (default 5)")
    average.add_argument("-o", "--output", required=True, help="the new run directory")
    average.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.training.averaging import average_run

    output = average_run(args.run_dir, args.last, args.output)
    print(f"wrote {output}: the mean of the last {args.last} kept weights of {args.run_dir}")
    return 0
