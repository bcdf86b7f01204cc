"""``attnlab experiment NAME``: reproduce a claim of the literature."""

from __future__ import annotations

import argparse
from pathlib import Path

from attnlab import locales
from attnlab.cli.language import language, text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    experiment = commands.add_parser(
        "experiment",
        help=text("cli.experiment.help"),
        description=text("cli.experiment.description"),
    )
    experiment.add_argument("name", nargs="?", metavar="NAME", help=text("cli.experiment.name"))
    experiment.add_argument("--list", action="store_true", help=text("cli.experiment.list"))
    experiment.add_argument("--quick", action="store_true", help=text("cli.experiment.quick"))
    experiment.add_argument("--out", default=None, help=text("cli.experiment.out"))
    experiment.add_argument("--redraw", action="store_true", help=text("cli.experiment.redraw"))
    experiment.add_argument(
        "--minutes", type=float, default=None, help=text("cli.experiment.minutes")
    )
    experiment.add_argument(
        "--lang",
        choices=locales.LANGUAGES,
        default=language(),  # the command line's: attnlab --lang, else the locale's
        help=text("cli.experiment.lang"),
    )
    experiment.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.experiments import EXPERIMENTS
    from attnlab.results import report_file

    lang = args.lang or language()
    if args.list or args.name is None:  # in Chinese, each report's title: the summaries are en
        width = max(map(len, EXPERIMENTS))
        for name, experiment in EXPERIMENTS.items():
            said = (
                experiment.summary
                if lang == "en"
                else locales.translate(lang, f"report.{name}.title")
            )
            print(f"{name:<{width}}  {said}")
        return 0
    if args.name not in EXPERIMENTS:
        raise ValueError(
            f"unknown experiment {args.name!r}; `attnlab experiment --list` shows them: "
            f"{', '.join(EXPERIMENTS)}"
        )
    out = Path(args.out) if args.out else Path("results") / args.name
    if args.redraw:
        EXPERIMENTS[args.name].redraw(out)
    else:
        EXPERIMENTS[args.name].run(out, args.quick, args.minutes)
    # The report is written in every language; the one asked for ends the output, from its
    # "Does it hold?" heading on.
    report = out / report_file(lang)
    written = report.read_text(encoding="utf-8") if report.exists() else ""
    heading = f"## {locales.translate(lang, 'report.does_it_hold')}"
    if heading in written:
        print(written[written.index(heading) :].rstrip(), end="\n\n")
    print(text("cli.experiment.results", folder=out, report=report))
    return 0
