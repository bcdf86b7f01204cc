"""User data: every problem names its file and line; --filter skips and counts per reason;
misaligned files are always an error; a header is found even when columns are numbers."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from attnlab.data import DataError, Pair
from attnlab.data.importing import build_corpus
from attnlab.data.user_data import read_parallel, read_tsv


def write(path: Path, data: str | bytes) -> Path:
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)
    return path


# --- TSV ----------------------------------------------------------------------------------


def test_tsv_by_index_and_by_header_name(tmp_path: Path) -> None:
    plain = write(tmp_path / "a.tsv", "x\t你好\tHello.\n\t再见\tBye.\r\n\n\n")
    report = read_tsv(plain, src_column=1, tgt_column=2)
    assert report.pairs == [Pair("你好", "Hello."), Pair("再见", "Bye.")]
    assert report.lines == 2  # trailing blank lines are not lines
    named = write(tmp_path / "b.tsv", "\ufeffid\ten\tzh\n1\tHello.\t你好\n")
    report = read_tsv(named, src_column="zh", tgt_column="en")
    assert report.pairs == [Pair("你好", "Hello.")]


def test_unknown_column_name_lists_the_header(tmp_path: Path) -> None:
    path = write(tmp_path / "b.tsv", "id\ten\tzh\n1\tHello.\t你好\n")
    with pytest.raises(DataError, match=r"b.tsv:1: no column named 'fr'.*'id', 'en', 'zh'"):
        read_tsv(path, src_column="fr", tgt_column="en")


def test_split_column_keeps_the_users_split(tmp_path: Path) -> None:
    rows = "src\ttgt\tsplit\n" + "".join(
        f"s{i}\tt{i}\t{['train', 'dev', 'test'][i % 3]}\n" for i in range(9)
    )
    report = read_tsv(
        write(tmp_path / "s.tsv", rows), src_column="src", tgt_column="tgt", split_column="split"
    )
    corpus = build_corpus(report, name="s", src_lang="a", tgt_lang="b")
    assert [p.src for p in corpus.test] == ["s2", "s5", "s8"]
    bad = write(tmp_path / "bad.tsv", "src\ttgt\tsplit\na\tb\tvalid\n")
    with pytest.raises(DataError, match=r"bad.tsv:2: split column holds 'valid'"):
        read_tsv(bad, src_column="src", tgt_column="tgt", split_column="split")


# Each case: file content (line 3 is the bad one), reason, words the message must contain.
BAD_LINES = [
    (b"a\tb\nc\td\ne\xff\xfe\tf\n", "invalid_utf8", "invalid UTF-8 at byte 2"),
    (b"a\tb\nc\td\ne\x07\tf\n", "control_character", "control character U+0007"),
    (b"a\tb\nc\td\ne\t  \n", "empty_side", "the target side is empty"),
    (b"a\tb\nc\td\n" + b"e" * 50 + b"\tf\n", "too_long", "50 characters long"),
    (b"a\tb\nc\td\ne f\n", "field_count", "found 1 tab-separated field(s) where most lines"),
    (b"a\tb\nc\td\ne\tx\tf\n", "field_count", "a tab inside a sentence shifts every column"),
]


@pytest.mark.parametrize(("content", "reason", "words"), BAD_LINES)
def test_each_tsv_problem_names_file_and_line(
    tmp_path: Path, content: bytes, reason: str, words: str
) -> None:
    path = write(tmp_path / "data.tsv", content)
    with pytest.raises(DataError) as caught:
        read_tsv(path, max_chars=40)
    message = str(caught.value)
    assert message.startswith(f"{path}:3: ")
    assert words in message
    assert "--filter" in message  # says how to get past it
    assert (caught.value.path, caught.value.line) == (path, 3)


@pytest.mark.parametrize(("content", "reason", "words"), BAD_LINES)
def test_filter_skips_and_counts_each_reason(
    tmp_path: Path, content: bytes, reason: str, words: str
) -> None:
    path = write(tmp_path / "data.tsv", content)
    report = read_tsv(path, max_chars=40, filter=True)
    assert report.pairs == [Pair("a", "b"), Pair("c", "d")]
    assert report.skipped == {reason: 1}
    assert report.first_skipped == {reason: f"{path}:3"}


def test_filter_counts_several_reasons_at_once(tmp_path: Path) -> None:
    content = b"".join(line for line, _, _ in BAD_LINES).replace(b"a\tb\nc\td\n", b"")
    path = write(tmp_path / "mixed.tsv", b"ok\tfine\n" + content + b"ok2\tfine2\n")
    report = read_tsv(path, max_chars=40, filter=True)
    assert [p.src for p in report.pairs] == ["ok", "ok2"]
    assert report.skipped == {"field_count": 2} | {reason: 1 for _, reason, _ in BAD_LINES[:4]}
    assert "skipped 6" in report.summary() and "too_long: 1 (first at" in report.summary()
    assert report.origins == [f"{path}:1", f"{path}:8"]


def test_an_empty_line_is_called_empty_not_a_missing_tab(tmp_path: Path) -> None:
    path = write(tmp_path / "data.tsv", b"a\tb\n  \nc\td\n")
    with pytest.raises(DataError) as caught:
        read_tsv(path)
    assert str(caught.value) == (
        f"{path}:2: the line is empty. Remove it or pass --filter to skip such lines"
    )
    report = read_tsv(path, filter=True)
    assert report.pairs == [Pair("a", "b"), Pair("c", "d")]
    assert report.skipped == {"empty_line": 1}


# --- the layout of a TSV: header and field counts -----------------------------------------


@pytest.mark.parametrize(
    ("first", "languages"),
    [
        ("src\ttgt", ()),
        ("Source\tTarget", ()),
        ("zh\ten", ()),
        ("cmn\teng", ()),
        ("xx\tyy", ("xx", "yy")),
    ],
)
def test_a_header_is_found_when_columns_are_numbers(
    tmp_path: Path, first: str, languages: tuple[str, ...]
) -> None:
    path = write(tmp_path / "h.tsv", f"{first}\n你好\tHello.\n再见\tBye.\n")
    report = read_tsv(path, languages=languages)
    assert report.pairs == [Pair("你好", "Hello."), Pair("再见", "Bye.")]
    assert report.lines == 2 and report.origins[0] == f"{path}:2"
    [note] = report.notes
    assert note.startswith(f"{path}:1 looks like a header") and "--no-header" in note
    kept = read_tsv(path, header=False, languages=languages)  # the user's word wins
    assert kept.pairs[0] == Pair(*first.split("\t")) and not kept.notes
    said = read_tsv(path, header=True)
    assert said.pairs == report.pairs and not said.notes


def test_a_sentence_pair_on_the_first_line_is_data(tmp_path: Path) -> None:
    path = write(tmp_path / "d.tsv", "Source code.\tQuellcode.\nen\tzh\n")
    report = read_tsv(path)
    assert report.pairs == [Pair("Source code.", "Quellcode."), Pair("en", "zh")]
    assert not report.notes


def test_field_count_follows_the_header(tmp_path: Path) -> None:
    path = write(tmp_path / "h.tsv", "id\tsrc\ttgt\n1\ta\tb\n2\tc\td\textra\n")
    with pytest.raises(DataError) as caught:
        read_tsv(path, src_column="src", tgt_column="tgt")
    message = str(caught.value)
    assert message.startswith(f"{path}:3: found 4 tab-separated field(s) where the header has 3")
    assert "--filter to skip such lines" in message
    report = read_tsv(path, src_column="src", tgt_column="tgt", filter=True)
    assert report.pairs == [Pair("a", "b")] and report.skipped == {"field_count": 1}


def test_field_count_follows_most_lines_not_a_bad_first_line(tmp_path: Path) -> None:
    # An extra tab on line 1 must not make every other line look wrong.
    path = write(tmp_path / "f.tsv", "a\tb b\tc\nd\te\nf\tg\n")
    with pytest.raises(DataError, match=r"f\.tsv:1: found 3 tab-separated field\(s\) where most"):
        read_tsv(path)
    assert read_tsv(path, filter=True).pairs == [Pair("d", "e"), Pair("f", "g")]


def test_columns_beyond_the_files_layout_are_one_clear_error(tmp_path: Path) -> None:
    path = write(tmp_path / "c.csv", "a,b\nc,d\n")
    for filtering in (False, True):  # not a line problem: filtering would drop everything
        with pytest.raises(DataError, match=r"c\.csv: most lines have 1 .*need 2.*--filter cannot"):
            read_tsv(path, filter=filtering)


# --- two aligned files --------------------------------------------------------------------


def test_aligned_files(tmp_path: Path) -> None:
    src = write(tmp_path / "src.txt", "\ufeff你好\n再见\n")
    tgt = write(tmp_path / "tgt.txt", "Hello.\r\nBye.\r\n\r\n")
    assert read_parallel(src, tgt).pairs == [Pair("你好", "Hello."), Pair("再见", "Bye.")]


def test_mismatched_line_counts_are_an_error_even_with_filter(tmp_path: Path) -> None:
    src = write(tmp_path / "src.txt", "one\ntwo\nthree\n")
    tgt = write(tmp_path / "tgt.txt", "uno\ndos\n")
    for filtering in (False, True):
        with pytest.raises(DataError) as caught:
            read_parallel(src, tgt, filter=filtering)
        message = str(caught.value)
        assert message.startswith(f"{src}:3: ")
        assert "has 3 lines but" in message and "has 2" in message
        assert "line-aligned" in message and "filtering cannot repair" in message


@pytest.mark.parametrize("side", ["src", "tgt"])
def test_problems_in_either_file_name_that_file(tmp_path: Path, side: str) -> None:
    good, bad = "a\nb\nc\n", "a\nb\n\x1b[0m\n"
    src = write(tmp_path / "src.txt", bad if side == "src" else good)
    tgt = write(tmp_path / "tgt.txt", bad if side == "tgt" else good)
    with pytest.raises(DataError, match=r"control character U\+001B") as caught:
        read_parallel(src, tgt)
    assert str(caught.value).startswith(f"{tmp_path / (side + '.txt')}:3: ")
    report = read_parallel(src, tgt, filter=True)
    assert report.pairs == [Pair("a", "a"), Pair("b", "b")]  # the pair goes, alignment stays


def test_empty_side_and_invalid_utf8_in_plain_files(tmp_path: Path) -> None:
    src = write(tmp_path / "src.txt", b"a\n\nc\xc3\n")
    tgt = write(tmp_path / "tgt.txt", b"x\ny\nz\n")
    with pytest.raises(DataError, match=r"src.txt:2: the source side is empty"):
        read_parallel(src, tgt)
    report = read_parallel(src, tgt, filter=True)
    assert report.pairs == [Pair("a", "x")]
    assert report.skipped == {"empty_side": 1, "invalid_utf8": 1}


def test_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"nope.txt: no such file"):
        read_parallel(tmp_path / "nope.txt", tmp_path / "nope.txt")


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (
            "我喜欢茶\tI like tea\n".encode("utf-16"),
            "is UTF-16, not UTF-8; convert it: `iconv -f UTF-16",
        ),
        ("a b\tx y\n".encode("utf-16-le"), "is UTF-16"),  # no byte order mark
        (b"a b\tx y\rc d\tz w\r", "lone CR (old Mac line ends); convert them: `tr"),
    ],
)
def test_an_encoding_or_line_end_that_is_not_ours_is_named_with_its_fix(
    tmp_path: Path, data: bytes, fragment: str
) -> None:
    with pytest.raises(DataError, match=re.escape(fragment)):
        read_tsv(write(tmp_path / "pairs.tsv", data))


def test_a_device_or_a_pipe_is_refused_before_it_is_read(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="is not a regular file"):
        read_tsv(Path("/dev/zero"))  # would read until memory ran out
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(DataError, match="is not a regular file"):
        read_tsv(fifo)  # would wait for a writer forever
