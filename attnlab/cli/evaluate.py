"""``attnlab evaluate``: sacreBLEU BLEU, chrF and exact matches of a run on a split."""

from __future__ import annotations

import argparse

from attnlab.cli.common import (
    INT8_HELP,
    QUIET_HELP,
    RUN_HELP,
    THREADS_HELP,
    parse_beam,
    parse_threads,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    evaluate = commands.add_parser(
        "evaluate",
        help="sacreBLEU BLEU, chrF and exact matches of a run on a split",
        description="Translate a split of the run's corpus and score it with sacreBLEU (BLEU and "
        "chrF, all references) and by exact match (a translation equal to a reference). Prints "
        "the signatures and writes RUN_DIR/report-SPLIT.json (report-test.json by default, the "
        "one `attnlab compare` reads).",
    )
    evaluate.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    evaluate.add_argument("--split", default="test", choices=["dev", "test"], help="default test")
    evaluate.add_argument(
        "--corpus",
        metavar="SPEC",
        default=None,
        help="score the split of this corpus instead of the run's own (a name or path as "
        "data.corpus takes, of the run's languages), e.g. tatoeba-zh-en-long; the report is "
        "report-SPLIT-NAME.json, NAME the corpus's name",
    )
    evaluate.add_argument(
        "--beam", type=parse_beam, default=None, help="beam size (default: config)"
    )
    evaluate.add_argument(
        "--weights",
        default="best",
        choices=["best", "last"],
        help="best: those of the best dev BLEU (default); last: the latest checkpoint's, e.g. "
        "of a run stopped with Ctrl-C after its last evaluation",
    )
    evaluate.add_argument(
        "--int8", action="store_true", help=INT8_HELP + "; the report is report-SPLIT-int8.json"
    )
    evaluate.add_argument(
        "--by-length", action="store_true", help="also BLEU by source length, as a table"
    )
    evaluate.add_argument(
        "--buckets",
        type=_buckets,
        default=None,
        metavar="EDGES",
        help="source-length bucket edges for --by-length, e.g. 0,10,20,30,40,50,60",
    )
    evaluate.add_argument(
        "--length-unit",
        choices=["words", "characters", "tokens"],
        default=None,
        help="what --by-length counts in a source: words, characters or tokens (the subword "
        "pieces of the run's source tokenizer); default characters for Chinese and Japanese "
        "sources, words otherwise",
    )
    evaluate.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        default=None,
        help="also write the translations to FILE, one a line for each distinct source of the "
        "split, in the order of their first pair (a source with several references is "
        "translated once); FILE.sources gets the sources, aligned",
    )
    evaluate.add_argument("--threads", type=parse_threads, default="auto", help=THREADS_HELP)
    evaluate.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    evaluate.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.evaluation import evaluate_run

    evaluate_run(
        args.run_dir,
        split=args.split,
        beam_size=args.beam,
        by_length=args.by_length,
        buckets=args.buckets,
        length_unit=args.length_unit,
        output=args.output,
        weights=args.weights,
        quiet=args.quiet,
        int8=args.int8,
        corpus=args.corpus,
    )
    return 0


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
