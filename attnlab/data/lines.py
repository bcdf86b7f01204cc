"""Reading sentences one a line, from a stream or a file: UTF-8, CRLF and a leading byte order
mark removed, each line bounded, a file read whole bounded too. ``translate``'s input, its
prefix file, ``score``'s and ``explain``'s files and ``evaluate``'s outside test sets."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, cast

from attnlab.locales import say

# A line of input is one sentence: past this, the input is no text of sentences (/dev/zero, a
# binary file), and reading on would only fill memory.
MAX_LINE_BYTES = 1 << 20
# A file read whole (prefixes, sources and targets to score, sentences to explain, test sets)
MAX_FILE_BYTES = 256 << 20


@dataclass(frozen=True)
class BadLine:
    """An input line that cannot be read as text, in its place: its number (from 1) and why."""

    number: int
    problem: str  # "not UTF-8 (byte 0xff at position 3)"

    @property
    def error(self) -> str:
        return say("messages.convert", number=self.number, problem=self.problem)


def marked_input_batches(stream: BinaryIO, max_lines: int = 256) -> Iterator[list[str | BadLine]]:
    """The lines of ``stream`` as they arrive, in batches: what is available now (at most
    ``max_lines``), so a pipe sees translations before its input ends and an interactive user
    after each line. A line that is not UTF-8 comes as a ``BadLine`` in its place, so the lines
    after it keep their numbers; a line longer than MAX_LINE_BYTES ends the input in a
    ValueError naming it."""
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
        lines: list[str | BadLine] = []
        for raw in complete:
            number += 1
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                byte, position = f"{raw[error.start]:#04x}", error.start
                lines.append(
                    BadLine(number, say("messages.not_utf8", byte=byte, position=position))
                )
                continue
            lines.append(line.removeprefix("\ufeff" if number == 1 else "").removesuffix("\r"))
        for start in range(0, len(lines), max_lines):
            yield lines[start : start + max_lines]
        if not chunk:
            return


def input_batches(stream: BinaryIO, max_lines: int = 256) -> Iterator[list[str]]:
    """``marked_input_batches`` where a line that is not UTF-8 is a ValueError naming it,
    after the batch of the lines before it."""
    for batch in marked_input_batches(stream, max_lines):
        bad = next((line for line in batch if isinstance(line, BadLine)), None)
        good = batch if bad is None else batch[: batch.index(bad)]
        if good:
            yield cast(list[str], good)
        if bad is not None:
            raise ValueError(bad.error)


def read_lines(path: str | Path | BinaryIO) -> list[str]:
    """Every line of a file (a path) or a stream, decoded as ``input_batches`` decodes them;
    for a path, its name leads the error of a line that is not UTF-8."""
    if not isinstance(path, str | Path):
        return [line for batch in input_batches(_bounded(path)) for line in batch]
    try:
        with open(path, "rb") as stream:
            return read_lines(stream)
    except FileNotFoundError:
        raise ValueError(say("messages.no_such_file", path=path)) from None
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
