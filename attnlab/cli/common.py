"""What several verbs share: the --threads option, reading input lines, the Evidence view.
Their shared help texts are the ``cli.common.*`` strings (attnlab/locales, ``language.text``)."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import TYPE_CHECKING, BinaryIO, cast

from attnlab.cli.language import text

if TYPE_CHECKING:
    from attnlab.viz.explorer.evidence import EvidenceSource


def parse_threads(value: str) -> int | str:
    """--threads' type: a number of 1 or more, or ``"auto"`` (``apply_threads`` chooses)."""
    if value == "auto":
        return value
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(text("cli.common.threads_error", value=repr(value)))
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


# A line of input is one sentence: past this, the input is no text of sentences (/dev/zero, a
# binary file), and reading on would only fill memory.
MAX_LINE_BYTES = 1 << 20
# A file read whole (prefixes, sources and targets to score, sentences to explain)
MAX_FILE_BYTES = 256 << 20


def input_batches(stream: BinaryIO, max_lines: int = 256) -> Iterator[list[str]]:
    """The lines of ``stream`` as they arrive, in batches: what is available now (at most
    ``max_lines``), so a pipe sees translations before its input ends and an interactive user
    after each line. CRLF and a leading byte-order mark are removed; a line that is not UTF-8,
    or longer than MAX_LINE_BYTES, is a ValueError naming it."""
    read = getattr(stream, "read1", stream.read)  # read1: what is there, without waiting for more
    pending, number = b"", 0
    while True:
        chunk = read(1 << 16)
        if chunk:
            pending += chunk
            *complete, pending = pending.split(b"\n")
            if len(pending) > MAX_LINE_BYTES:
                raise ValueError(
                    f"input line {number + len(complete) + 1} is longer than "
                    f"{MAX_LINE_BYTES >> 20} MiB without a line break: give text, one sentence "
                    "a line (is it a binary file, or a device such as /dev/zero?)"
                )
        else:  # end of input: a last line without a newline still counts
            complete, pending = ([pending] if pending else []), b""
        lines, bad = [], None
        for raw in complete:
            number += 1
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                bad = ValueError(
                    f"input line {number} is not UTF-8 (byte {raw[error.start]:#04x} at "
                    f"position {error.start}); convert the input first, e.g. "
                    "`iconv -f GBK -t UTF-8`"
                )
                break
            lines.append(text.removeprefix("\ufeff" if number == 1 else "").removesuffix("\r"))
        for start in range(0, len(lines), max_lines):
            yield lines[start : start + max_lines]  # the lines before a bad one are translated
        if bad is not None:
            raise bad
        if not chunk:
            return


def read_lines(path: str | BinaryIO) -> list[str]:
    """Every line of a file (a path) or a stream, decoded as ``input_batches`` decodes them;
    for a path, its name leads the error of a line that is not UTF-8."""
    if not isinstance(path, str):
        return [line for batch in input_batches(_bounded(path)) for line in batch]
    try:
        with open(path, "rb") as stream:
            return read_lines(stream)
    except FileNotFoundError:
        raise ValueError(f"{path}: no such file; check the path") from None
    except IsADirectoryError:
        raise ValueError(f"{path} is a folder; give a file of one line per sentence") from None
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from None


class _Bounded:
    """A stream that ends in a ValueError past MAX_FILE_BYTES: a file read whole stays bounded
    (a device or a pipe has no size to check first)."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream, self.read_so_far = stream, 0

    def read(self, size: int = -1) -> bytes:
        chunk = self.stream.read(size)
        self.read_so_far += len(chunk)
        if self.read_so_far > MAX_FILE_BYTES:
            raise ValueError(
                f"it is larger than {MAX_FILE_BYTES >> 20} MiB; give a smaller file (split it)"
            )
        return chunk


def _bounded(stream: BinaryIO) -> BinaryIO:
    return cast(BinaryIO, _Bounded(stream))


def evidence_source(results: str | None) -> EvidenceSource:
    """The explorer's Evidence view: the registered experiments and their results folder."""
    from attnlab.experiments import EXPERIMENTS
    from attnlab.viz.explorer.evidence import EvidenceSource, results_folder

    summaries = {name: experiment.summary for name, experiment in EXPERIMENTS.items()}
    return EvidenceSource(results_folder(results), summaries)
