"""``attnlab explain``: attention against attributions and interventions, for a sentence or
a file."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from attnlab.cli.common import parse_beam, parse_threads
from attnlab.cli.language import text

if TYPE_CHECKING:
    from attnlab.runs import LoadedRun


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    explain = commands.add_parser(
        "explain", help=text("cli.explain.help"), description=text("cli.explain.description")
    )
    explain.add_argument("run_dir", metavar="RUN", help=text("cli.common.run"))
    explain.add_argument("sentence", nargs="?", default=None, help=text("cli.explain.sentence"))
    explain.add_argument("--input", metavar="FILE", default=None, help=text("cli.explain.input"))
    explain.add_argument(
        "-o", "--output", metavar="FILE", default=None, help=text("cli.explain.output")
    )
    explain.add_argument("--html", metavar="PAGE", default=None, help=text("cli.explain.html"))
    explain.add_argument(
        "--contrast",
        type=_contrast,
        metavar="WORD:ALTERNATIVE",
        default=None,
        help=text("cli.explain.contrast"),
    )
    explain.add_argument("--quiet", action="store_true", help=text("cli.explain.quiet"))
    explain.add_argument("--words", action="store_true", help=text("cli.explain.words"))
    explain.add_argument("--beam", type=parse_beam, default=None, help=text("cli.common.beam"))
    explain.add_argument("--json", action="store_true", help=text("cli.explain.json"))
    explain.add_argument("--png", metavar="DIR", default=None, help=text("cli.explain.png"))
    explain.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    explain.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.explain import explain, intervene
    from attnlab.explain.report import as_json, format_text
    from attnlab.runs import load_run

    if (args.sentence is None) == (args.input is None):
        raise ValueError("give one sentence, or --input FILE with one sentence a line")
    if args.input is None and (args.output or args.html):
        raise ValueError("-o and --html go with --input FILE; for one sentence use --json or --png")
    run = load_run(args.run_dir)
    if args.input is not None:
        return _explain_file(args, run)
    if args.contrast is not None:
        from attnlab.explain import contrast
        from attnlab.explain.report import format_contrast

        step, alternative = args.contrast
        found = contrast(run, args.sentence, step, alternative, beam=args.beam)
        if args.json:
            print(json.dumps(found.to_json(), ensure_ascii=False))
        else:
            print(format_contrast(found))
        return 0
    explanation = explain(run, args.sentence, beam=args.beam)
    if args.words:
        from attnlab.explain import by_words

        explanation = by_words(explanation, run.tokenizers.src.lang)
    shown = ("permute", "uniform", "remove_top") if explanation.attention else ()
    effects = [intervene(run, args.sentence, name, beam=args.beam) for name in shown]
    if args.png:
        from attnlab.viz.explanation import save_explanation

        for path in save_explanation(explanation, args.png):
            print(f"wrote {path}", file=sys.stderr)
    if args.json:
        print(json.dumps(as_json(explanation, effects), ensure_ascii=False))
    else:
        print(format_text(explanation, effects))
    return 0


def _explain_file(args: argparse.Namespace, run: LoadedRun) -> int:
    """``explain --input FILE``: one JSON line per sentence (``Explanation.to_json``; reload
    them with ``load_explanations``) on stdout or into --output, and the faithfulness of the
    whole set on stderr."""
    from attnlab.data.lines import read_lines
    from attnlab.data.text import is_blank
    from attnlab.explain import by_words, explain
    from attnlab.explain.report import faithfulness_lines, faithfulness_summary
    from attnlab.reporting import WorkProgress

    sentences = [line for line in read_lines(args.input) if not is_blank(line)]
    if not sentences:
        raise ValueError(f"{args.input} has no sentences: give one a line")
    out = open(args.output, "w", encoding="utf-8") if args.output else sys.stdout  # noqa: SIM115
    explanations, written = [], []  # by pieces (their faithfulness), and as written
    try:
        with WorkProgress("explaining", len(sentences), "sentences", quiet=args.quiet) as bar:
            for sentence in sentences:
                found = explain(run, sentence, beam=args.beam)
                explanations.append(found)
                if args.words:  # faithfulness belongs to the pieces: the summary keeps them
                    found = by_words(found, run.tokenizers.src.lang)
                written.append(found)
                line = {"run": args.run_dir, **found.to_json()}  # `explore --explanations`
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
                out.flush()
                bar.advance(1)
    finally:
        if out is not sys.stdout:
            out.close()
    summary = faithfulness_summary(explanations)
    if args.html:
        from attnlab.explain.html import write_report

        path = write_report(
            written, args.html, f"attnlab explain {args.run_dir} --input {args.input}"
        )
        print(f"wrote {path}", file=sys.stderr)
    print(f"{len(sentences)} sentences explained", file=sys.stderr)
    print("\n".join(faithfulness_lines(summary)), file=sys.stderr)
    if args.output:
        print(f"wrote {args.output}", file=sys.stderr)
    return 0


def _contrast(given: str) -> tuple[int | str, str]:
    """WORD:ALTERNATIVE -> (the step: its index from 0 for a number from 1, else the word)."""
    word, colon, alternative = given.rpartition(":")
    if not colon or not word or not alternative:
        raise argparse.ArgumentTypeError(text("cli.explain.contrast_form", value=repr(given)))
    if word.isdigit():
        if int(word) < 1:
            raise argparse.ArgumentTypeError(text("cli.explain.contrast_step", step=word))
        return int(word) - 1, alternative
    return word, alternative
