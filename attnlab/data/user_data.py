"""Your own parallel data: a TSV file (columns by header name or 0-based index) or two
line-aligned plain-text files, validated line by line, then imported as a prepared corpus.

Every problem is a :class:`DataError` naming the file and line, unless filtering is asked for:
then the offending pairs are skipped and counted per reason. Files of different line counts
are always an error: nothing here can re-align them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from attnlab.data.cache import cache_root
from attnlab.data.chinese import to_simplified
from attnlab.data.corpus import SPLITS, Corpus, DataError, Pair, save_corpus, split_pairs
from attnlab.data.languages import is_chinese
from attnlab.data.text import clean_text, find_control_character, split_key

DEFAULT_MAX_CHARS = 2000
DEV_PER_MILLE = 50
TEST_PER_MILLE = 50
REASONS = ("invalid_utf8", "missing_column", "control_character", "empty_side", "too_long")
_FILTER_HINT = "or pass --filter to skip such lines"
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


@dataclass
class ReadReport:
    """The pairs read, their split where the file names one, and what was skipped."""

    pairs: list[Pair] = field(default_factory=list)
    splits: list[str | None] = field(default_factory=list)
    lines: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    first_skipped: dict[str, str] = field(default_factory=dict)  # reason -> "file:line"

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


def _lines(path: Path) -> list[bytes]:
    """Raw lines without their line ending; a leading BOM and trailing blank lines dropped."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise DataError("no such file", path=path) from None
    except IsADirectoryError:
        raise DataError("is a directory, expected a text file", path=path) from None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
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
            f"to UTF-8 (e.g. `iconv -f GB18030 -t UTF-8 {path.name}`) {_FILTER_HINT}",
            path,
            line,
        ) from None


def _check_side(text: str, side: str, path: Path, line: int, max_chars: int) -> str:
    index = find_control_character(text)
    if index is not None:
        raise _LineProblem(
            "control_character",
            f"control character U+{ord(text[index]):04X} in the {side} side at character "
            f"{index + 1}. Remove control characters (e.g. `tr -d '\\000-\\010\\013-\\037'`) "
            f"{_FILTER_HINT}",
            path,
            line,
        )
    cleaned = clean_text(text)
    if not cleaned:
        raise _LineProblem(
            "empty_side",
            f"the {side} side is empty. Every line needs text on both sides; remove the line "
            f"{_FILTER_HINT}",
            path,
            line,
        )
    if len(cleaned) > max_chars:
        raise _LineProblem(
            "too_long",
            f"the {side} side is {len(cleaned):,} characters long, over the limit of "
            f"{max_chars:,}; such a line is usually several sentences or a lost line break. "
            f"Raise the limit (--max-chars) {_FILTER_HINT}",
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


def read_tsv(
    path: Path | str,
    *,
    src_column: int | str = 0,
    tgt_column: int | str = 1,
    split_column: int | str | None = None,
    header: bool | None = None,
    max_chars: int = DEFAULT_MAX_CHARS,
    filter: bool = False,
) -> ReadReport:
    """Pairs from a tab-separated file. Columns are 0-based indices or header names;
    ``header=None`` means "a header line exists exactly when a column is given by name".
    A split column, if named, must hold train, dev or test on every line."""
    path = Path(path)
    columns = [src_column, tgt_column] + ([] if split_column is None else [split_column])
    has_header = any(isinstance(c, str) for c in columns) if header is None else header
    lines = _lines(path)
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
    report = ReadReport()
    for number, raw in enumerate(lines[first - 1 :], start=first):
        report.lines += 1
        try:
            fields = _decode(raw, path, number).split("\t")
            if len(fields) < needed:
                raise _LineProblem(
                    "missing_column",
                    f"found {len(fields)} tab-separated field(s), need at least {needed}. Is "
                    f"the file tab-separated (not commas or spaces)? Fix the line {_FILTER_HINT}",
                    path,
                    number,
                )
            src = _check_side(fields[src_index], "source", path, number, max_chars)
            tgt = _check_side(fields[tgt_index], "target", path, number, max_chars)
        except _LineProblem as problem:
            if not filter:
                raise
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
        report.pairs.append(Pair(src, tgt))
        report.splits.append(split)
    return report


def read_parallel(
    src_path: Path | str,
    tgt_path: Path | str,
    *,
    max_chars: int = DEFAULT_MAX_CHARS,
    filter: bool = False,
) -> ReadReport:
    """Pairs from two plain-text files, line i of one translating line i of the other."""
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
                raise
            report.skip(problem)
            continue
        report.pairs.append(Pair(src, tgt))
        report.splits.append(None)
    return report


def imported_root(root: Path | None = None) -> Path:
    return (cache_root() if root is None else root) / "imported"


def check_name(name: str) -> str:
    if not _NAME.fullmatch(name):
        raise DataError(
            f"invalid corpus name {name!r}: use letters, digits, '.', '_' and '-', starting "
            "with a letter or digit"
        )
    return name


def build_corpus(
    report: ReadReport,
    *,
    name: str,
    src_lang: str,
    tgt_lang: str,
    attribution: str = "",
    source: str = "",
    dev_per_mille: int = DEV_PER_MILLE,
    test_per_mille: int = TEST_PER_MILLE,
) -> Corpus:
    """Split read pairs: by the file's split column where it has one, else by a hash of the
    normalized source sentence (Chinese script-folded for the key only; the text is kept)."""
    if not report.pairs:
        raise DataError(f"no pairs to import from {source or 'the input'}")
    if any(split is not None for split in report.splits):
        splits: dict[str, list[Pair]] = {split: [] for split in SPLITS}
        for pair, split in zip(report.pairs, report.splits, strict=True):
            splits[split or "train"].append(pair)
    else:
        fold = to_simplified if is_chinese(src_lang) else str
        splits = split_pairs(
            report.pairs,
            lambda pair: split_key(fold(pair.src)),
            salt=f"attnlab/imported/{name}",
            dev_per_mille=dev_per_mille,
            test_per_mille=test_per_mille,
        )
    info = {
        "source": source,
        "lines": report.lines,
        "skipped": dict(report.skipped),
        "split_rule": "the file's split column"
        if any(report.splits)
        else f"hash of the normalized source: test {test_per_mille}/1000, dev {dev_per_mille}/1000",
    }
    return Corpus(
        name=name,
        src_lang=src_lang,
        tgt_lang=tgt_lang,
        train=splits["train"],
        dev=splits["dev"],
        test=splits["test"],
        attribution=attribution,
        info=info,
    )


def import_corpus(
    corpus: Corpus, directory: Path | None = None, *, root: Path | None = None
) -> Path:
    """Save an imported corpus under ``<cache>/imported/NAME`` (or ``directory``); it is then
    loadable by name or by path with :func:`attnlab.data.load_corpus`."""
    target = directory if directory is not None else imported_root(root) / check_name(corpus.name)
    return save_corpus(corpus, target)
