"""What ``translate --confidence`` and the service's ``confidence`` field say of a translation,
as plain data: each target and source word with its signals and the flags raised on it, the
sentence score where the run has an estimator (``quality.json`` in its folder), and the
signals the model cannot give, each with why."""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from attnlab.confidence.estimator import FILE, Estimator, load
from attnlab.confidence.signals import Signals, signals
from attnlab.data.text import is_blank
from attnlab.runs import LoadedRun

NO_ESTIMATOR = (
    "{run} has no {file}: the words' signals come without a sentence score and flags; "
    "`attnlab experiment quality` fits the shipped models' on their dev split"
)


def estimator_of(run: LoadedRun, *, say: bool = True) -> Estimator | None:
    """The run's estimator, or None (said on stderr when ``say``) where it has none. A damaged
    file is a ValueError that names it."""
    path = run.files.root / FILE
    if not path.is_file():
        if say:
            print(NO_ESTIMATOR.format(run=run.files.root, file=FILE), file=sys.stderr)
        return None
    return load(path)


def confidence(
    run: LoadedRun, estimator: Estimator | None, pairs: Sequence[tuple[str, str]]
) -> list[dict[str, Any]]:
    """Per (source, translation) pair, what is known of how sure the translation is; a source
    that shows nothing (translated to nothing, without decoding) has no words to be sure of."""
    shown = [pair for pair in pairs if not is_blank(pair[0])]
    described = iter(describe(read, estimator) for read in signals(run, shown))
    return [_nothing() if is_blank(source) else next(described) for source, _ in pairs]


def _nothing() -> dict[str, Any]:
    return {"score": None, "words": [], "source_words": [], "log_prob": 0.0, "missing": {}}


def describe(read: Signals, estimator: Estimator | None) -> dict[str, Any]:
    """One translation's signals as plain data, with the estimator's score and shown flags."""
    assessed = estimator.assess(read) if estimator is not None else None
    flags = assessed.flags if assessed is not None else {}

    def words(found: Sequence[Any], side: str) -> list[dict[str, Any]]:
        shown = []
        for k, word in enumerate(found):
            entry = {name: _rounded(value) for name, value in asdict(word).items()}
            entry = {name: value for name, value in entry.items() if value is not None}
            if "log_prob" in entry:
                entry["probability"] = round(math.exp(word.log_prob), 4)
            raised = [
                name
                for name, on in flags.items()
                if k in on and (name == "omission") == (side == "source")
            ]
            shown.append({**entry, "flags": raised})
        return shown

    return {
        "score": None if assessed is None else round(assessed.score, 2),
        "words": words(read.target_words, "target"),
        "source_words": words(read.source_words, "source"),
        "log_prob": round(read.log_prob, 4),
        "missing": read.missing,
    }


def _rounded(value: Any) -> Any:
    return round(value, 4) if isinstance(value, float) else value
