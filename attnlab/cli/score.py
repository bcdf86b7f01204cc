"""``attnlab score``: the log-probability a run gives each target of source-target pairs."""

from __future__ import annotations

import argparse
import sys

from attnlab.cli.common import parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    score = commands.add_parser(
        "score", help=text("cli.score.help"), description=text("cli.score.description")
    )
    score.add_argument("run_dir", metavar="RUN", help=text("cli.common.run"))
    score.add_argument("--source", metavar="FILE", default=None, help=text("cli.score.source"))
    score.add_argument("--target", metavar="FILE", default=None, help=text("cli.score.target"))
    score.add_argument("--per-token", action="store_true", help=text("cli.score.per_token"))
    score.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    score.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.translation import Translator

    pairs = _scored_pairs(args)  # all of them, checked, before anything is printed
    for scored in Translator.from_run(args.run_dir).score(pairs):
        fields = [
            f"{scored.log_prob:.4f}",
            f"{scored.log_prob_per_token:.4f}",
            str(len(scored.token_log_probs)),
        ]
        if args.per_token:
            fields.append(" ".join(scored.target_tokens))
            fields.append(" ".join(f"{value:.4f}" for value in scored.token_log_probs))
        print("\t".join(fields))
    return 0


def _scored_pairs(args: argparse.Namespace) -> list[tuple[str, str]]:
    """(source, target) pairs from --source and --target, or from TAB-separated stdin; a
    ValueError names the first line that cannot be scored and what to fix."""
    from attnlab.data.lines import read_lines

    if (args.source is None) != (args.target is None):
        raise ValueError(
            "--source and --target go together: give both files, or no file and "
            "`source<TAB>target` lines on stdin"
        )
    if args.source is not None:
        sources, targets = read_lines(args.source), read_lines(args.target)
        if len(sources) != len(targets):
            raise ValueError(
                f"{args.source} has {len(sources)} lines but {args.target} has {len(targets)}: "
                "line i of the target file is the translation of line i of the source file"
            )
        pairs, where = list(zip(sources, targets, strict=True)), f"{args.target} line"
    else:
        pairs, where = [], "input line"
        for number, line in enumerate(read_lines(sys.stdin.buffer), 1):
            fields = line.split("\t")
            if len(fields) != 2:
                found = "no tab" if len(fields) == 1 else f"{len(fields) - 1} tabs"
                raise ValueError(
                    f"input line {number} has {found}; give one `source<TAB>target` pair a "
                    "line (or --source FILE --target FILE)"
                )
            pairs.append((fields[0], fields[1]))
    for number, (_, target) in enumerate(pairs, 1):
        if not target.strip():
            raise ValueError(
                f"{where} {number} has an empty target; give every source the translation to score"
            )
    return pairs
