"""``attnlab evaluate``: sacreBLEU BLEU, chrF and exact matches of a run on a split, or on an
outside test set (--source and --reference files, or --tsv)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from attnlab.cli.common import parse_beam, parse_threads
from attnlab.cli.language import text

if TYPE_CHECKING:
    from attnlab.evaluation import FileTestSet


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    evaluate = commands.add_parser(
        "evaluate",
        help=text("cli.evaluate.help"),
        description=text("cli.evaluate.description"),
    )
    evaluate.add_argument(
        "run_dirs",
        nargs="+",
        metavar="RUN",
        help=text("cli.evaluate.runs", run=text("cli.common.run")),
    )
    evaluate.add_argument(
        "--split", default=None, choices=["dev", "test"], help=text("cli.evaluate.split")
    )
    evaluate.add_argument(
        "--corpus",
        metavar="SPEC",
        default=None,
        help=text("cli.evaluate.corpus"),
    )
    evaluate.add_argument(
        "--source", metavar="FILE", default=None, help=text("cli.evaluate.source")
    )
    evaluate.add_argument(
        "--reference",
        metavar="FILE",
        action="append",
        default=[],
        help=text("cli.evaluate.reference"),
    )
    evaluate.add_argument("--tsv", metavar="FILE", default=None, help=text("cli.evaluate.tsv"))
    evaluate.add_argument("--beam", type=parse_beam, default=None, help=text("cli.common.beam"))
    evaluate.add_argument(
        "--beam-rule",
        choices=["attnlab", "ctranslate2"],
        default=None,
        help=text("cli.common.beam_rule"),
    )
    evaluate.add_argument(
        "--weights",
        default="best",
        choices=["best", "last"],
        help=text("cli.evaluate.weights"),
    )
    evaluate.add_argument(
        "--int8",
        action="store_true",
        help=text("cli.evaluate.int8", int8=text("cli.common.int8")),
    )
    evaluate.add_argument("--by-length", action="store_true", help=text("cli.evaluate.by_length"))
    evaluate.add_argument(
        "--buckets",
        type=_buckets,
        default=None,
        metavar="EDGES",
        help=text("cli.evaluate.buckets"),
    )
    evaluate.add_argument(
        "--length-unit",
        choices=["words", "characters", "tokens"],
        default=None,
        help=text("cli.evaluate.length_unit"),
    )
    evaluate.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        default=None,
        help=text("cli.evaluate.output"),
    )
    evaluate.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    evaluate.add_argument("--quiet", action="store_true", help=text("cli.common.quiet"))
    evaluate.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.evaluation import evaluate_run

    test_set = _test_set(args)
    evaluate_run(
        args.run_dirs[0],
        split=args.split or "test",
        beam_size=args.beam,
        by_length=args.by_length,
        buckets=args.buckets,
        length_unit=args.length_unit,
        output=args.output,
        weights=args.weights,
        quiet=args.quiet,
        int8=args.int8,
        corpus=args.corpus,
        test_set=test_set,
        ensemble_with=args.run_dirs[1:],
        beam_rule=args.beam_rule,
    )
    return 0


def _test_set(args: argparse.Namespace) -> FileTestSet | None:
    """The outside test set of --source and --reference, or --tsv; None for a split."""
    from attnlab.evaluation import FileTestSet

    if args.source is None and args.tsv is None and not args.reference:
        return None
    for option, given in (("--split", args.split), ("--corpus", args.corpus)):
        if given is not None:
            raise ValueError(
                f"{option} chooses a split to score; --source, --reference and --tsv give a "
                f"test set of their own: drop one of the two"
            )
    return FileTestSet(
        source=None if args.source is None else Path(args.source),
        references=tuple(map(Path, args.reference)),
        tsv=None if args.tsv is None else Path(args.tsv),
    )


def _buckets(text: str) -> tuple[int, ...]:
    try:
        edges = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"buckets must be comma-separated integers like 0,10,20,30, got {text!r}"
        ) from None
    if list(edges) != sorted(set(edges)):
        raise argparse.ArgumentTypeError(f"bucket edges must increase, got {text!r}")
    return edges
