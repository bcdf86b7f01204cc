"""The ``attnlab`` command line: one module per verb (its parser and its handler together),
added to the parser in the order ``attnlab --help`` lists them; ``main`` runs one and turns its
errors into exit statuses. Importing this package imports no verb's dependencies (torch among
them): each verb imports them when its parser is built or its handler runs."""

from __future__ import annotations

import argparse
import errno
import os
import signal
import sys
import threading
from pathlib import Path

from attnlab import locales
from attnlab.cli import (
    average,
    caption,
    compare,
    config,
    data,
    demo,
    evaluate,
    experiment,
    explain,
    explore,
    export,
    export_ct2,
    export_web,
    models,
    score,
    serve,
    train,
    translate,
    walkthrough,
)
from attnlab.cli.common import apply_threads
from attnlab.cli.language import Parser, chosen_language, speaking, text

__all__ = ["build_parser", "main"]

# Each adds its verbs with add_parser(commands); this is the order of `attnlab --help`.
VERBS = (
    walkthrough,
    data,
    caption,
    train,
    config,
    translate,
    score,
    export_ct2,
    evaluate,
    compare,
    demo,
    experiment,
    average,
    models,
    explore,
    serve,
    export,
    export_web,
    explain,
)


def build_parser() -> argparse.ArgumentParser:
    """The ``attnlab`` parser, its strings in the command line's language (``language``)."""
    parser = Parser(
        prog="attnlab",
        description=text("cli.description"),
        epilog=text("cli.exit_status"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # --lang is read before parsing (chosen_language), as written
    )
    parser.add_argument("--lang", choices=locales.LANGUAGES, default=None, help=text("cli.lang"))
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for verb in VERBS:
        verb.add_parser(commands)
    return parser


class _CtrlCWatch:
    """A SIGINT handler that raises KeyboardInterrupt as Python's does, and remembers it: some
    libraries' C start swallows it (torch, inside its import of NumPy, which the next
    ``import numpy`` then refuses: "cannot load module more than once per process") or turns
    it into another error (SentencePiece: ImportError "initialization failed")."""

    def __init__(self) -> None:
        self.seen = False

    def __call__(self, signum: int, frame: object) -> None:
        self.seen = True
        raise KeyboardInterrupt


def _worded(error: Exception) -> str:
    """A full disk or a read-only filesystem met outside attnlab's own writer (a folder made,
    a lock taken) in the writer's words: the file, its folder and what to do."""
    from attnlab.atomic import NO_SPACE, cannot_write

    if isinstance(error, OSError) and error.filename and error.errno in {*NO_SPACE, errno.EROFS}:
        return str(cannot_write(Path(error.filename), error))
    return str(error)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    with speaking(chosen_language(argv)):
        return _run(argv)


def _run(argv: list[str]) -> int:
    command = "attnlab"  # until the arguments are parsed (which imports torch: seconds)
    ctrl_c = _CtrlCWatch()
    watched = threading.current_thread() is threading.main_thread() and (
        signal.getsignal(signal.SIGINT) is signal.default_int_handler
    )
    previous = signal.signal(signal.SIGINT, ctrl_c) if watched else None
    try:
        args, extra = build_parser().parse_known_args(argv)
        if ctrl_c.seen:  # during the imports, and swallowed there
            raise KeyboardInterrupt
        command = f"attnlab {args.command}"
        if hasattr(args, "overrides"):  # the verbs that take --section.key=value overrides
            args.overrides = extra
        elif extra:
            build_parser().error(text("cli.argparse.unrecognized") % " ".join(extra))
        if hasattr(args, "threads"):
            apply_threads(args)
        return int(args.handler(args))
    except BrokenPipeError:  # `attnlab ... | head`
        return 0
    except KeyboardInterrupt:
        print(text("cli.interrupted", command=command), file=sys.stderr)
        return 130
    except (ValueError, OSError, ImportError) as error:
        if ctrl_c.seen:  # a library's error for the interrupt
            print(text("cli.interrupted", command=command), file=sys.stderr)
            return 130
        # Bad input (config, data, run directory, missing dependency): say what and how to
        # fix it, without a stack trace. ATTNLAB_DEBUG=1 shows the trace.
        if os.environ.get("ATTNLAB_DEBUG"):
            raise
        print(text("cli.error", command=command, message=_worded(error)), file=sys.stderr)
        return 2
    finally:
        if watched:
            signal.signal(signal.SIGINT, previous)
