"""What several verbs share: the --threads and --beam options, the Evidence view (input lines
are read by attnlab.data.lines). Their shared help texts are the ``cli.common.*`` strings
(attnlab/locales, ``language.text``)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from attnlab.cli.language import text

if TYPE_CHECKING:
    from attnlab.viz.explorer.evidence import EvidenceSource


def parse_threads(value: str) -> int | str:
    """--threads' type: a number of 1 or more, or ``"auto"`` (``apply_threads`` chooses)."""
    return value if value == "auto" else _one_or_more(value, "cli.common.threads_error")


def parse_count(value: str) -> int:
    """A count flag's type: a whole number of 1 or more."""
    return _one_or_more(value, "cli.common.count_error")


def _one_or_more(value: str, error: str) -> int:
    """``value`` as a whole number of 1 or more, else argparse's error with the text ``error``."""
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(text(error, value=repr(value)))
    return number


def parse_beam(value: str) -> int:
    """--beam's type: a whole number from 1 to the decoder's limit (attnlab.decoding.limits)."""
    from attnlab.decoding.limits import beam_problem

    try:
        number: object = int(value)
    except ValueError:
        number = value
    problem = beam_problem(number)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return int(value)


def apply_threads(args: argparse.Namespace) -> None:
    """A verb's --threads, applied before it loads anything; args.threads becomes the number."""
    from attnlab.training.threads import set_threads

    args.threads = set_threads(args.threads, say=lambda line: None) or 1


def evidence_source(results: str | None) -> EvidenceSource:
    """The explorer's Evidence view: the registered experiments and their results folder."""
    from attnlab.experiments import EXPERIMENTS
    from attnlab.viz.explorer.evidence import EvidenceSource, results_folder

    summaries = {name: experiment.summary for name, experiment in EXPERIMENTS.items()}
    return EvidenceSource(results_folder(results), summaries)
