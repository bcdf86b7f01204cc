"""``attnlab average``: the mean of a run's last kept weights, as a new run."""

from __future__ import annotations

import argparse

from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    average = commands.add_parser(
        "average", help=text("cli.average.help"), description=text("cli.average.description")
    )
    average.add_argument("run_dir", metavar="RUN", help=text("cli.average.run"))
    average.add_argument("--last", type=int, default=None, help=text("cli.average.last"))
    average.add_argument("-o", "--output", required=True, help=text("cli.average.output"))
    average.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.training.averaging import average_run

    output, steps = average_run(args.run_dir, args.last, args.output)
    said = {"count": len(steps), "run": args.run_dir, "steps": ", ".join(map(str, steps))}
    print(text("cli.average.wrote", output=output, **said))
    return 0
