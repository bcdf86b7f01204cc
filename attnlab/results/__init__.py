"""What an experiment's results folder holds, in the terms both sides use: the experiments
that write it (attnlab.experiments) and the Evidence view that reads it (viz/explorer).
Here: a verdict's three states, and the files of its report and figure in each language;
``record``: the fields every record (NAME.json) has, and their reader; ``demos``: the fields
of four experiments' records that the lecture's demos draw, and their checked readers."""

from __future__ import annotations

from typing import Any

from attnlab.locales import FALLBACK

VERDICT_STATES = ("holds", "partly", "does_not_hold")


def state_of(every: bool, some: bool) -> str:
    """The verdict's state from its conditions (or models): "holds" when every one is met,
    "partly" when some are, else "does_not_hold"."""
    return "holds" if every else "partly" if some else "does_not_hold"


def verdict_state(verdict: Any) -> str | None:
    """A record's verdict in one of VERDICT_STATES, read from its ``state`` (None: no
    verdict). Records written before the state field said it with ``holds`` and ``partly``."""
    if not isinstance(verdict, dict):
        return None
    if verdict.get("state") in VERDICT_STATES:
        return str(verdict["state"])
    if not isinstance(verdict.get("holds"), bool):
        return None
    if verdict.get("partly") is True:
        return "partly"
    return "holds" if verdict["holds"] else "does_not_hold"


def report_file(lang: str) -> str:
    """The report's file name in ``lang``: README.md (English, what GitHub shows), else
    README.<lang>.md."""
    return "README.md" if lang == FALLBACK else f"README.{lang}.md"


def figure_file(name: str, lang: str) -> str:
    """Experiment ``name``'s figure in ``lang``: NAME.png (English), else NAME.<lang>.png."""
    return f"{name}.png" if lang == FALLBACK else f"{name}.{lang}.png"
