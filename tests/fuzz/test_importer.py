"""The importer on arbitrary bytes: every file either reads or is one DataError naming it,
and ``attnlab data import`` is exit 0 or 2 with one line, never a trace, never a changed
input file."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from attnlab.data.corpus import DataError
from attnlab.data.user_data import ReadReport, read_parallel, read_tsv
from tests.conftest import RunCli
from tests.fuzz.harness import check_unchanged, fuzz, invoke, snapshot, tried

# What real files hold besides plain text: byte order marks, NUL, lone CRs, UTF-16, control
# and zero-width characters, tabs, a huge line, bytes that are not UTF-8.
PIECES = st.one_of(
    st.sampled_from(
        [
            b"\xef\xbb\xbf",
            b"\xff\xfe",
            b"\xfe\xff",
            b"\0",
            b"\r",
            b"\r\n",
            b"\n",
            b"\t",
            b"\x07\x1b",
            "\u200b\u2060\ufeff\u00a0".encode(),
            b"src\ttgt\n",
            "我喜欢喝茶。\tI like tea.\n".encode(),
            b"a\tb\tc\n",
            b"x" * 3000,  # a huge line
            "你好".encode("utf-16"),
            "你好".encode("gb18030"),
        ]
    ),
    st.text(max_size=20).map(str.encode),
    st.binary(max_size=20),
)
CONTENT = st.lists(PIECES, max_size=30).map(b"".join)
COLUMN = st.one_of(st.integers(-1, 3), st.sampled_from(["src", "tgt", "split", "", "0"]))


def check_report(report: ReadReport, max_chars: int) -> None:
    """Every line is kept or skipped, and what is kept is clean text within the limit."""
    assert len(report.pairs) + sum(report.skipped.values()) == report.lines
    for pair in report.pairs:
        for side in (pair.src, pair.tgt):
            assert side and side == side.strip() and len(side) <= max_chars
            assert not any(ord(c) < 32 for c in side), side


@fuzz(60)
@given(
    content=CONTENT,
    src_column=COLUMN,
    tgt_column=COLUMN,
    header=st.sampled_from([None, True, False]),
    filter=st.booleans(),
    max_chars=st.integers(1, 3000),
)
@example(
    content=b"a\tb\n\xff\xfe", src_column=0, tgt_column=1, header=None, filter=True, max_chars=100
)
def test_a_tsv_reads_or_is_one_data_error(
    content: bytes, src_column, tgt_column, header, filter: bool, max_chars: int
) -> None:
    """read_tsv on any bytes and columns: a report whose pairs are clean, or a DataError."""
    tried("importer: read_tsv")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pairs.tsv"
        path.write_bytes(content)
        try:
            report = read_tsv(
                path,
                src_column=src_column,
                tgt_column=tgt_column,
                header=header,
                filter=filter,
                max_chars=max_chars,
            )
        except DataError as error:
            assert str(error).startswith(str(path)) and "\n" not in str(error), error
            return
        check_report(report, max_chars)


@fuzz(40)
@given(src=CONTENT, tgt=CONTENT, filter=st.booleans())
def test_two_files_read_or_are_one_data_error(src: bytes, tgt: bytes, filter: bool) -> None:
    """read_parallel on any two files: a report whose pairs are clean, or a DataError."""
    tried("importer: read_parallel")
    with tempfile.TemporaryDirectory() as folder:
        paths = Path(folder) / "src.txt", Path(folder) / "tgt.txt"
        paths[0].write_bytes(src)
        paths[1].write_bytes(tgt)
        try:
            report = read_parallel(*paths, filter=filter)
        except DataError as error:
            assert "\n" not in str(error), error
            return
        check_report(report, 2000)


@fuzz(25)
@given(
    content=CONTENT,
    options=st.lists(
        st.sampled_from(
            [
                ["--filter"],
                ["--header"],
                ["--no-header"],
                ["--max-chars", "5"],
                ["--src-column", "src"],
                ["--tgt-column", "2"],
                ["--split-column", "2"],
                ["--no-fold-chinese"],
            ]
        ),
        max_size=3,
    ),
    languages=st.sampled_from([("zh", "en"), ("en", "es"), ("xx", "yy")]),
)
def test_data_import_is_exit_0_or_2_and_keeps_its_input(
    content: bytes,
    options: list[list[str]],
    languages: tuple[str, str],
    run_cli: RunCli,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`attnlab data import --tsv FILE`: exit 0 with the corpus written, or 2 with one line
    and nothing written; the input file is never changed."""
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("ATTNLAB_CACHE", str(Path(folder) / "cache"))
        tsv, out = Path(folder) / "pairs.tsv", Path(folder) / "corpus"
        tsv.write_bytes(content)
        before = snapshot(Path(folder))
        args = ["data", "import", "--tsv", str(tsv), "--name", "fuzzed", "--output", str(out)]
        args += ["--src-lang", languages[0], "--tgt-lang", languages[1]]
        status, _, _ = invoke(
            "cli: data import",
            run_cli,
            capsys,
            [*args, *(word for option in options for word in option)],
        )
        check_unchanged("cli: data import", before, snapshot(Path(folder)))
        assert (status == 0) == out.exists()
