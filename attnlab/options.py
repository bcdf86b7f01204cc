"""Checked option dataclasses: the error every config section raises, and its checks.

Every component declares its options where it is implemented, as a frozen dataclass whose
``__post_init__`` calls these checks; ``attnlab.config`` loads them from YAML and prefixes
the section to the message ("model.cell must be ...").
"""

from __future__ import annotations

import difflib
import reprlib
from collections.abc import Iterable


class ConfigError(ValueError):
    """A config file, override or value that cannot be used; the message says how to fix it."""


_SHORT = reprlib.Repr()  # keyword arguments only from Python 3.12
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict, _SHORT.maxstring = 2, 4, 4, 60


def shown(value: object) -> str:
    """``repr(value)`` cut short: an error quotes what it got, never megabytes of it (a
    YAML alias bomb expands to a billion items)."""
    return _SHORT.repr(value)


def did_you_mean(value: str, choices: Iterable[str]) -> str:
    """'; did you mean X?' for the closest of ``choices``, or ''."""
    close = difflib.get_close_matches(value, list(choices), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def one_of(name: str, value: str, allowed: Iterable[str]) -> None:
    """``value`` is one of ``allowed``, else a ConfigError suggesting the closest."""
    allowed = tuple(allowed)
    if value not in allowed:
        choices = ", ".join(map(repr, allowed))
        raise ConfigError(
            f"{name} must be one of {choices}, got {value!r}{did_you_mean(value, allowed)}"
        )


def positive(options: object, *names: str) -> None:
    """Each of ``names`` on ``options`` is > 0 (or None), else a ConfigError naming it."""
    for name in names:
        value = getattr(options, name)
        if value is not None and not value > 0:  # `not >` also rejects NaN
            raise ConfigError(f"{name} must be positive, got {shown(value)}")


def at_least(name: str, value: float, low: float) -> None:
    """``value`` >= ``low``, else a ConfigError naming ``name``."""
    if not value >= low:
        raise ConfigError(f"{name} must be >= {low}, got {shown(value)}")


def fraction(name: str, value: float) -> None:
    """``value`` in [0, 1) (a probability such as dropout), else a ConfigError."""
    if not 0 <= value < 1:
        raise ConfigError(f"{name} must be in [0, 1), got {shown(value)}")
