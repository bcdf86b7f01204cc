"""The command line's language, en or zh: its strings from attnlab/locales (``text``), argparse's
own words (usage:, options, its errors) from the same tables, and help wrapped by terminal
columns, where a Chinese character takes two."""

from __future__ import annotations

import argparse
import gettext
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from attnlab import locales

language = locales.language  # the command line's: main's choice (``speaking``), else the locale's
text = locales.say  # an interface string (attnlab/locales/<lang>/cli.json) in that language


def chosen_language(argv: Sequence[str]) -> str:
    """The ``--lang`` given before the verb (``attnlab --lang zh translate --help``), else the
    locale's. The parser's strings are made as it is built, so main reads this first."""
    for index, word in enumerate(argv):
        value = word.removeprefix("--lang=") if word.startswith("--lang=") else None
        if word == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        if value is not None:  # one that is no language: the parser's error says so
            return value if value in locales.LANGUAGES else locales.default_language()
        if not word.startswith("-"):  # the verb: what follows is its own
            break
    return locales.default_language()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """The command line in ``lang`` inside: ``text`` and argparse's own words."""
    hooks = _argparse_hooks()
    before = locales.choose(lang)
    translate_argparse(lang)
    try:
        yield
    finally:
        locales.choose(before)
        _set_argparse_hooks(*hooks)


# argparse's msgids (its gettext message ids) -> the keys of their strings in cli.json; the
# messages a user can meet, not those of a parser built wrong. An ngettext pair is its singular.
ARGPARSE_KEYS = {
    "usage: ": "cli.argparse.usage",
    "positional arguments": "cli.argparse.positionals",
    "options": "cli.argparse.options",
    "show this help message and exit": "cli.argparse.help",
    "%(prog)s: error: %(message)s\n": "cli.argparse.error",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "the following arguments are required: %s": "cli.argparse.required",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "expected %s argument": "cli.argparse.expected_n",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "ignored explicit argument %r": "cli.argparse.ignored_explicit",
    "unexpected option string: %s": "cli.argparse.unexpected_option",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "cli.argparse.unknown_parser",
}


def translate_argparse(lang: str) -> None:
    """argparse's own words in ``lang``: usage, help headings and its error messages."""
    # argparse words them through gettext, by the module-level names argparse._ and
    # argparse.ngettext that it looks up at each call; attnlab keeps its translations in the
    # locale tables, not in .mo catalogues, so under zh those two names read the tables.
    if lang == locales.FALLBACK:  # argparse's own English, as gettext gives it
        _set_argparse_hooks(gettext.gettext, gettext.ngettext)
        return

    def worded(message: str) -> str:
        key = ARGPARSE_KEYS.get(message)
        return gettext.gettext(message) if key is None else locales.translate(lang, key)

    def worded_n(singular: str, plural: str, count: int) -> str:
        key = ARGPARSE_KEYS.get(singular)
        if key is None:
            return gettext.ngettext(singular, plural, count)
        return locales.translate(lang, key)

    _set_argparse_hooks(worded, worded_n)


def _argparse_hooks() -> tuple[Callable[[str], str], Callable[[str, str, int], str]]:
    return getattr(argparse, "_"), getattr(argparse, "ngettext")  # noqa: B009 (private names)


def _set_argparse_hooks(
    worded: Callable[[str], str], worded_n: Callable[[str, str, int], str]
) -> None:
    setattr(argparse, "_", worded)  # noqa: B010 (private names)
    setattr(argparse, "ngettext", worded_n)  # noqa: B010


# ---- help wrapped by terminal columns ----------------------------------------------------

# Punctuation that never starts a line, and that never ends one
_NOT_FIRST = frozenset("，。、；：！？）」』》”’…,.;:!?)]}")
_NOT_LAST = frozenset("（「『《“‘([{")


def _wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in "WF"


def columns(text: str) -> int:
    """The terminal columns ``text`` takes: two for a wide character (汉字, fullwidth)."""
    return sum(2 if _wide(char) else 1 for char in text)


def _units(text: str) -> list[str]:
    """``text`` cut where a line may break: at spaces and between two wide characters (Chinese
    puts no space between words), never before closing or after opening punctuation."""
    units: list[str] = []
    for char in text:
        last = units[-1][-1] if units else ""
        if last and (
            (char in _NOT_FIRST and not last.isspace())
            or last in _NOT_LAST
            or (char.isspace() == last.isspace() and not _wide(char) and not _wide(last))
        ):
            units[-1] += char
        else:
            units.append(char)
    return units


def wrap(text: str, width: int) -> list[str]:
    """``text``'s lines of at most ``width`` terminal columns (a unit wider than that alone on
    its line), its whitespace runs as one space."""
    lines: list[str] = []
    line = ""
    for unit in _units(" ".join(text.split())):
        if unit.isspace():
            line += unit if line else ""
        elif not line or columns(line + unit) <= width:
            line += unit
        else:
            lines.append(line.rstrip())
            line = unit
    if line.strip():
        lines.append(line.rstrip())
    return lines


class ColumnsFormatter(argparse.HelpFormatter):
    """argparse's formatter, but text holding wide characters is wrapped by terminal columns:
    argparse counts characters and breaks at spaces, and a line of Chinese has none."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if not any(map(_wide, text)):
            return super()._split_lines(text, width)
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if not any(map(_wide, text)):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _format_usage(self, *args: Any) -> str:
        # argparse indents the usage's next lines by the characters of "usage: prog"; a wide
        # prefix (用法：) takes more columns than it has characters
        first, *rest = super()._format_usage(*args).split("\n")
        head = first[: max(first.find(self._prog), 0)]
        extra = " " * (columns(head) - len(head))
        return "\n".join([first, *(extra + line if line[:1] == " " else line for line in rest)])


class RawColumnsFormatter(argparse.RawDescriptionHelpFormatter, ColumnsFormatter):
    """ColumnsFormatter with the description and epilog kept as written."""


# argparse's formatters -> the same wrapping by terminal columns
_IN_COLUMNS: dict[type[argparse.HelpFormatter], type[argparse.HelpFormatter]] = {
    argparse.HelpFormatter: ColumnsFormatter,
    argparse.RawDescriptionHelpFormatter: RawColumnsFormatter,
}


class Parser(argparse.ArgumentParser):
    """attnlab's parsers (a verb's too: add_subparsers makes them of its parser's class), their
    help wrapped by terminal columns whichever of argparse's formatters they ask for."""

    def __init__(self, **options: Any) -> None:
        asked = options.get("formatter_class", argparse.HelpFormatter)
        super().__init__(**{**options, "formatter_class": _IN_COLUMNS.get(asked, asked)})
