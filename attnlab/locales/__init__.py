"""Every interface string, one place per language: ``locales/<lang>/<file>.json``.

Each file is a flat JSON object ``key -> string`` whose keys start with the file's name
(``page.json`` holds ``page.translate_tab``, ...), with ``{name}`` placeholders. A language's
files are merged into one table; every language must have exactly the keys and placeholders of
the others (``problems()``, checked by the tests). The explorer page receives all tables
(``tables()``) and picks one in the browser; the command line takes ``default_language()``.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Mapping
from importlib import resources

LANGUAGES = ("en", "zh")
FALLBACK = "en"
# {name} is a placeholder; other braces (formulas such as s_{t−1}) are left alone
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class LocaleError(ValueError):
    """A locale file that cannot be used, or a language that does not exist."""


def check_language(lang: str) -> str:
    """``lang`` if it is one of LANGUAGES, else a LocaleError naming the choices."""
    if lang not in LANGUAGES:
        raise LocaleError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return lang


@functools.cache
def load(lang: str) -> dict[str, str]:
    """Every string of ``lang``: its files merged into one ``key -> string`` table."""
    table: dict[str, str] = {}
    folder = resources.files(__name__) / check_language(lang)
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json"):
            continue
        prefix = entry.name.removesuffix(".json") + "."
        where = f"attnlab/locales/{lang}/{entry.name}"
        try:
            strings = json.loads(entry.read_text("utf-8"))
        except json.JSONDecodeError as error:
            raise LocaleError(f"{where} is not valid JSON: {error}") from error
        if not isinstance(strings, dict):
            raise LocaleError(f"{where} must hold one JSON object of key -> string")
        for key, text in strings.items():
            if not key.startswith(prefix) or not isinstance(text, str):
                raise LocaleError(f"{where}: {key!r} must start with {prefix!r}, map to a string")
            table[key] = text
    return table


def tables() -> dict[str, dict[str, str]]:
    """Every language's table, for the explorer page: ``{lang: {key: string}}``."""
    return {lang: load(lang) for lang in LANGUAGES}


def placeholders(text: str) -> set[str]:
    """The ``{name}`` placeholders of one string."""
    return set(PLACEHOLDER.findall(text))


def problems() -> list[str]:
    """What keeps the languages apart: a key one of them lacks, or a string whose
    placeholders differ from the fallback language's. Empty when all agree."""
    found = []
    reference = load(FALLBACK)
    for lang in LANGUAGES:
        table = load(lang)
        for key in sorted(reference.keys() - table.keys()):
            found.append(f"{lang} lacks {key!r}")
        for key in sorted(table.keys() - reference.keys()):
            found.append(f"{lang} has {key!r}, which {FALLBACK} lacks")
        for key in sorted(table.keys() & reference.keys()):
            if placeholders(table[key]) != placeholders(reference[key]):
                found.append(
                    f"{lang} {key!r} has placeholders {sorted(placeholders(table[key]))}, "
                    f"{FALLBACK} {sorted(placeholders(reference[key]))}"
                )
    return found


def translate(lang: str, key: str, /, **params: object) -> str:
    """The string ``key`` in ``lang`` with its ``{name}`` placeholders filled from ``params``
    (a placeholder without a value stays as written). Unknown keys are a LocaleError."""
    table = load(lang)
    if key not in table:
        raise LocaleError(f"no string {key!r} in attnlab/locales/{lang}/")
    text = table[key]
    return PLACEHOLDER.sub(
        lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), text
    )


_chosen: str | None = None  # the language the command line chose (``choose``), while it runs


def choose(lang: str | None) -> str | None:
    """Speak ``lang`` from now on (None: the locale's again); returns the one chosen before.
    The command line chooses (``attnlab --lang zh``); the library's lines follow (``say``)."""
    global _chosen
    before, _chosen = _chosen, None if lang is None else check_language(lang)
    return before


def language() -> str:
    """The language this process speaks: the one chosen, else the locale's."""
    return _chosen or default_language()


def say(key: str, /, **params: object) -> str:
    """``translate`` in the language this process speaks."""
    return translate(language(), key, **params)


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """The command line's language from the locale: LC_ALL, then LC_MESSAGES, then LANG (the
    first that is set, as POSIX orders them); ``zh_CN.UTF-8`` and the like give "zh"."""
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            code = re.split(r"[_.@-]", value, maxsplit=1)[0].lower()
            return code if code in LANGUAGES else FALLBACK
    return FALLBACK
