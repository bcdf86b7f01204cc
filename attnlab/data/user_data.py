"""Your own parallel data: a TSV file (columns by header name or 0-based index) or two
line-aligned plain-text files, validated line by line (:mod:`attnlab.data.importing` turns
the pairs into a saved corpus).

Every problem is a :class:`DataError` naming the file and line, unless filtering is asked for:
then the offending pairs are skipped and counted per reason. Files of different line counts
are always an error: nothing here can re-align them. A TSV line with more or fewer fields than
the header (or, without one, than most lines) is such a problem: an extra tab shifts columns.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from attnlab.data.corpus import SPLITS, DataError, Pair
from attnlab.data.text import clean_text, find_control_character

DEFAULT_MAX_CHARS = 2000
REASONS = (
    "invalid_utf8",
    "empty_line",
    "field_count",
    "control_character",
    "empty_side",
    "too_long",
)
# How to get past a bad line, said at the end of its message: `attnlab data import`'s; a
# caller without --filter passes its own (registry.py, for a TSV given as a corpus).
FILTER_HINT = "or pass --filter to skip such lines"
# Column names seen in parallel TSVs. A first line whose source and target fields are such
# names (or the import's language codes) is a header, whichever way the columns are given.
_ROLES = {"src", "tgt", "trg", "source", "target", "sentence", "text", "translation", "original"}
_LANGUAGES = {"en", "eng", "english", "zh", "cmn", "chinese", "es", "spa", "spanish", "de", "fr"}
HEADER_NAMES = frozenset(_ROLES | _LANGUAGES)


@dataclass
class ReadReport:
    """The pairs read, their split where the file names one, and what was skipped."""

    pairs: list[Pair] = field(default_factory=list)
    splits: list[str | None] = field(default_factory=list)
    origins: list[str] = field(default_factory=list)  # "file:line" of each pair
    lines: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    first_skipped: dict[str, str] = field(default_factory=dict)  # reason -> "file:line"
    notes: list[str] = field(default_factory=list)  # what was decided on the user's behalf

    def keep(self, pair: Pair, split: str | None, path: Path, line: int) -> None:
        self.pairs.append(pair)
        self.splits.append(split)
        self.origins.append(f"{path}:{line}")

    def skip(self, error: _LineProblem) -> None:
        self.skipped[error.reason] = self.skipped.get(error.reason, 0) + 1
        self.first_skipped.setdefault(error.reason, f"{error.path}:{error.line}")

    def summary(self) -> str:
        kept = f"{len(self.pairs)} pairs kept of {self.lines} lines"
        if not self.skipped:
            return kept + ", none skipped"
        parts = [
            f"{reason}: {self.skipped[reason]} (first at {self.first_skipped[reason]})"
            for reason in REASONS
            if reason in self.skipped
        ]
        return f"{kept}; skipped {sum(self.skipped.values())}: " + "; ".join(parts)


class _LineProblem(DataError):
    def __init__(self, reason: str, message: str, path: Path, line: int):
        super().__init__(message, path=path, line=line)
        self.reason = reason
        self.message = message

    def stopping(self, skip_hint: str) -> DataError:
        """The error that stops the read: the problem, then how to skip such lines."""
        return DataError(f"{self.message} {skip_hint}", path=self.path, line=self.line)


def _lines(path: Path) -> list[bytes]:
    """Raw lines without their line ending; a leading BOM and trailing blank lines dropped."""
    if path.is_dir():
        raise DataError("is a directory, expected a text file", path=path)
    if path.exists() and not path.is_file():  # /dev/zero, a pipe: they may never end
        raise DataError("is not a regular file (a device or a pipe); save it to a file", path=path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise DataError("no such file", path=path) from None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    # Encodings and line ends that would otherwise be reported as bad bytes on line 1.
    start = data[:1000]  # UTF-16 text without a byte order mark is full of NUL bytes
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) or start.count(b"\0") * 10 > len(start):
        raise DataError(
            f"is UTF-16, not UTF-8; convert it: `iconv -f UTF-16 -t UTF-8 {path.name} > "
            f"{path.stem}.utf8{path.suffix}`",
            path=path,
        )
    if b"\r" in data and b"\n" not in data:
        raise DataError(
            "has lines that end in a lone CR (old Mac line ends); convert them: "
            f"`tr '\\r' '\\n' < {path.name} > {path.stem}.unix{path.suffix}`",
            path=path,
        )
    lines = [line[:-1] if line.endswith(b"\r") else line for line in data.split(b"\n")]
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _decode(raw: bytes, path: Path, line: int) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        bad = raw[error.start : error.start + 4]
        raise _LineProblem(
            "invalid_utf8",
            f"invalid UTF-8 at byte {error.start + 1} of the line ({bad!r}). Convert the file "
            f"to UTF-8 (e.g. `iconv -f GB18030 -t UTF-8 {path.name}`)",
            path,
            line,
        ) from None


def _check_side(text: str, side: str, path: Path, line: int, max_chars: int) -> str:
    index = find_control_character(text)
    if index is not None:
        raise _LineProblem(
            "control_character",
            f"control character U+{ord(text[index]):04X} in the {side} side at character "
            f"{index + 1}. Remove control characters (e.g. `tr -d '\\000-\\010\\013-\\037'`)",
            path,
            line,
        )
    cleaned = clean_text(text)
    if not cleaned:
        raise _LineProblem(
            "empty_side",
            f"the {side} side is empty. Every line needs text on both sides; remove the line",
            path,
            line,
        )
    if len(cleaned) > max_chars:
        raise _LineProblem(
            "too_long",
            f"the {side} side is {len(cleaned):,} characters long, over the limit of "
            f"{max_chars:,}; such a line is usually several sentences or a lost line break. "
            "Shorten it, raise the limit (data import's --max-chars)",
            path,
            line,
        )
    return cleaned


def _column_index(column: int | str, header: list[str] | None, path: Path) -> int:
    if isinstance(column, int):
        if column < 0:
            raise DataError(f"column indices are 0-based and >= 0, got {column}", path=path)
        return column
    if header is None:
        raise DataError(
            f"column {column!r} is given by name but the file has no header line; give a "
            "0-based column index instead, or add a header",
            path=path,
            line=1,
        )
    if column not in header:
        raise DataError(
            f"no column named {column!r} in the header; the columns are: "
            + ", ".join(repr(name) for name in header),
            path=path,
            line=1,
        )
    return header.index(column)


def _header_like(line: bytes, indices: Iterable[int], languages: Iterable[str]) -> bool:
    """Whether the fields of ``line`` at ``indices`` are all column names, not sentences."""
    try:
        fields = [name.strip().casefold() for name in line.decode("utf-8").split("\t")]
    except UnicodeDecodeError:
        return False
    names = HEADER_NAMES | {lang.casefold() for lang in languages}
    return all(index < len(fields) and fields[index] in names for index in indices)


def read_tsv(
    path: Path | str,
    *,
    src_column: int | str = 0,
    tgt_column: int | str = 1,
    split_column: int | str | None = None,
    header: bool | None = None,
    languages: Sequence[str] = (),
    max_chars: int = DEFAULT_MAX_CHARS,
    filter: bool = False,
    skip_hint: str = FILTER_HINT,
) -> ReadReport:
    """Pairs from a tab-separated file. Columns are 0-based indices or header names.
    ``header=None``: the first line is a header when a column is given by name, or when its
    source and target fields are common column names (``HEADER_NAMES``) or ``languages``
    (then a note in the report says it was skipped). A split column, if named, must hold
    train, dev or test on every line. Every line must have as many fields as the header or,
    without one, as most lines. A bad line stops the read unless ``filter``; the error then
    ends with ``skip_hint``."""
    path = Path(path)
    columns = [src_column, tgt_column] + ([] if split_column is None else [split_column])
    lines = _lines(path)
    report = ReadReport()
    has_header = header
    if has_header is None:
        has_header = _has_header(path, lines, columns, languages, report)
    names: list[str] | None = None
    first = 1
    if has_header:
        if not lines:
            raise DataError("empty file, expected a header line", path=path)
        names = [name.strip() for name in _decode(lines[0], path, 1).split("\t")]
        first = 2
    src_index, tgt_index = (_column_index(c, names, path) for c in (src_column, tgt_column))
    split_index = None if split_column is None else _column_index(split_column, names, path)
    needed = max(src_index, tgt_index, split_index or 0) + 1
    data = lines[first - 1 :]
    # The layout every line must have: the header's, else the most common (a tab is one byte
    # in UTF-8, so fields are counted before decoding).
    if names is not None:
        expected, reference = len(names), "the header has"
    else:
        counts = Counter(raw.count(b"\t") + 1 for raw in data)
        expected, reference = counts.most_common(1)[0][0] if counts else needed, "most lines have"
    if expected < needed:
        raise DataError(
            f"{reference} {expected} tab-separated field(s), but the columns asked for need "
            f"{needed} (column indices are 0-based). Is the file tab-separated (not commas or "
            "spaces)? Check --src-column and --tgt-column (--filter cannot help: this is the "
            "layout of the whole file, not of one line)",
            path=path,
            line=1 if names is not None else None,
        )
    for number, raw in enumerate(data, start=first):
        report.lines += 1
        try:
            if not raw.strip():  # one field, but not a merged pair: say what it is
                raise _LineProblem("empty_line", "the line is empty. Remove it", path, number)
            fields = _fields(raw, expected, reference, path, number)
            src = _check_side(fields[src_index], "source", path, number, max_chars)
            tgt = _check_side(fields[tgt_index], "target", path, number, max_chars)
        except _LineProblem as problem:
            if not filter:
                raise problem.stopping(skip_hint) from None
            report.skip(problem)
            continue
        split = None
        if split_index is not None:
            split = fields[split_index].strip()
            if split not in SPLITS:
                raise DataError(
                    f"split column holds {split!r}; expected one of {', '.join(SPLITS)}",
                    path=path,
                    line=number,
                )
        report.keep(Pair(src, tgt), split, path, number)
    return report


def _has_header(
    path: Path,
    lines: list[bytes],
    columns: list[int | str],
    languages: Sequence[str],
    report: ReadReport,
) -> bool:
    """Whether the first line is a header, when not said: yes if a column is given by name,
    else if its source and target fields look like column names (noted in ``report``)."""
    if any(isinstance(c, str) for c in columns):
        return True
    indices = [_column_index(c, None, path) for c in columns[:2]]
    if not (lines and _header_like(lines[0], indices, languages)):
        return False
    report.notes.append(
        f"{path}:1 looks like a header, not a sentence pair "
        f"({_decode(lines[0], path, 1).strip()!r}): skipped it. Pass --no-header to "
        "import it as data, or --header to say it is one"
    )
    return True


def _fields(raw: bytes, expected: int, reference: str, path: Path, number: int) -> list[str]:
    """A TSV line's fields; a ``_LineProblem`` naming the likely cause if not ``expected``."""
    fields = _decode(raw, path, number).split("\t")
    if len(fields) != expected:
        cause = (
            "a tab inside a sentence shifts every column after it"
            if len(fields) > expected
            else "a missing tab (spaces instead of one?) merges two columns"
        )
        raise _LineProblem(
            "field_count",
            f"found {len(fields)} tab-separated field(s) where {reference} {expected}: "
            f"{cause}. Fix the line",
            path,
            number,
        )
    return fields


def read_parallel(
    src_path: Path | str,
    tgt_path: Path | str,
    *,
    max_chars: int = DEFAULT_MAX_CHARS,
    filter: bool = False,
    skip_hint: str = FILTER_HINT,
) -> ReadReport:
    """Pairs from two plain-text files, line i of one translating line i of the other;
    ``filter`` and ``skip_hint`` as in ``read_tsv``."""
    src_path, tgt_path = Path(src_path), Path(tgt_path)
    src_lines, tgt_lines = _lines(src_path), _lines(tgt_path)
    if len(src_lines) != len(tgt_lines):
        longer, shorter = (
            (src_path, tgt_path) if len(src_lines) > len(tgt_lines) else (tgt_path, src_path)
        )
        short_count = min(len(src_lines), len(tgt_lines))
        raise DataError(
            f"{src_path} has {len(src_lines)} lines but {tgt_path} has {len(tgt_lines)}: the "
            f"files must be line-aligned. {shorter} ends after line {short_count}; {longer} "
            f"goes on at line {short_count + 1}. Find the missing or extra line (a sentence "
            "split in two, a stray blank line) and fix it; filtering cannot repair alignment",
            path=longer,
            line=short_count + 1,
        )
    report = ReadReport()
    for number, (src_raw, tgt_raw) in enumerate(zip(src_lines, tgt_lines, strict=True), start=1):
        report.lines += 1
        try:
            src = _check_side(
                _decode(src_raw, src_path, number), "source", src_path, number, max_chars
            )
            tgt = _check_side(
                _decode(tgt_raw, tgt_path, number), "target", tgt_path, number, max_chars
            )
        except _LineProblem as problem:
            if not filter:
                raise problem.stopping(skip_hint) from None
            report.skip(problem)
            continue
        report.keep(Pair(src, tgt), None, src_path, number)
    return report
