"""`attnlab translate` on a batch with bad lines: --on-error skip leaves an empty line in each
bad line's place (not UTF-8, past a length limit) and names it on stderr; --max-source-chars
and --too-long refuse or crop a long line, at the decoder's limits (attnlab.decoding.limits)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.data.lines import BadLine, marked_input_batches
from attnlab.decoding import limits


def translate(
    tiny_run: Path,
    data: bytes,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    *options: str,
) -> tuple[int, list[str], list[str]]:
    """(exit status, stdout lines, stderr lines) of `attnlab translate` of ``data``."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status = main(["translate", str(tiny_run), "--beam", "1", "--quiet", *options])
    out, err = capsys.readouterr()
    return status, out.split("\n")[:-1], err.splitlines()


def alone(tiny_run: Path, line: str, mp: pytest.MonkeyPatch, cs: pytest.CaptureFixture) -> str:
    """The translation of ``line`` given by itself."""
    status, lines, err = translate(tiny_run, f"{line}\n".encode(), mp, cs)
    assert status == 0 and len(lines) == 1 and lines[0], err
    return lines[0]


TOO_LONG = "a b " * 300  # 1,200 characters: past limits.MAX_CHARACTERS


def test_marked_batches_put_a_bad_line_in_its_place_and_go_on() -> None:
    stream = io.BytesIO(b"one\nt\xffwo\n\xef\xbb\xbfthree\r\n")
    assert list(marked_input_batches(stream)) == [
        ["one", BadLine(2, "not UTF-8 (byte 0xff at position 1)"), "\ufeffthree"]
    ]  # a byte order mark is dropped from the first line only, as input_batches drops it


def test_skip_keeps_the_lines_aligned_and_names_each_bad_line(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert len(TOO_LONG) > limits.MAX_CHARACTERS
    data = b"a b c\nd \xff e\n" + TOO_LONG.encode() + b"\n\nf g\n"
    status, lines, err = translate(tiny_run, data, monkeypatch, capsys, "--on-error", "skip")
    assert status == 0, err
    first, last = (alone(tiny_run, line, monkeypatch, capsys) for line in ("a b c", "f g"))
    assert lines == [first, "", "", "", last]  # line 4 was blank: blank, and no stderr line
    assert err == [
        "attnlab translate: line 2 skipped, an empty line in its place: not UTF-8 (byte 0xff "
        "at position 2)",
        "attnlab translate: line 3 skipped, an empty line in its place: it has 1200 "
        "characters; at most 1000 are taken (--max-source-chars)",
    ]


def test_stop_is_the_default_and_translates_the_lines_before_the_bad_one(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = f"a b c\n{TOO_LONG}\nf g\n".encode()
    status, lines, err = translate(tiny_run, data, monkeypatch, capsys)
    assert status == 2 and lines == [alone(tiny_run, "a b c", monkeypatch, capsys)]
    assert len(err) == 1 and err[0].startswith(
        "attnlab translate: error: input line 2: it has 1200 characters; at most 1000 are taken"
    )
    assert "--too-long crop" in err[0] and "--on-error skip" in err[0]
    status, lines, err = translate(tiny_run, b"a\n\xfe\n", monkeypatch, capsys)
    assert status == 2 and len(lines) == 1
    assert err[0].startswith("attnlab translate: error: input line 2 is not UTF-8 (byte 0xfe")
    assert "--on-error skip" in err[0]


def test_a_lower_cap_refuses_or_crops_once_per_line(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = b"a b c d e f\nb c\na b c d\n"
    cap = ("--max-source-chars", "5")
    status, lines, err = translate(tiny_run, data, monkeypatch, capsys, *cap, "--on-error", "skip")
    assert status == 0 and lines[0] == lines[2] == "" and lines[1]
    assert [line.split(":")[0] for line in err] == ["attnlab translate"] * 2
    assert "line 1 skipped" in err[0] and "it has 11 characters; at most 5" in err[0]

    status, lines, err = translate(tiny_run, data, monkeypatch, capsys, *cap, "--too-long", "crop")
    assert status == 0, err
    cropped = [alone(tiny_run, line, monkeypatch, capsys) for line in ("a b c", "b c", "a b c")]
    assert lines == cropped  # the first 5 characters of lines 1 and 3, translated
    assert err == [
        f"attnlab translate: line {n} cropped: its first 5 of {c} characters translated "
        "(--max-source-chars; --too-long crop)"
        for n, c in ((1, 11), (3, 7))
    ]


def test_crop_keeps_a_line_within_the_source_tokens_too(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    many = " ".join(["a"] * (limits.MAX_SOURCE_TOKENS + 40))  # a token a letter
    assert len(many) <= limits.MAX_CHARACTERS
    status, lines, err = translate(tiny_run, f"{many}\n".encode(), monkeypatch, capsys)
    assert status == 2 and "it has 296 source tokens; at most 256" in err[0]
    status, lines, err = translate(
        tiny_run, f"{many}\n".encode(), monkeypatch, capsys, "--too-long", "crop"
    )
    assert status == 0 and len(lines) == 1 and len(err) == 1, err
    kept = int(err[0].split("its first ")[1].split(" of ")[0])
    assert many[:kept].split() == ["a"] * limits.MAX_SOURCE_TOKENS  # the longest start that fits
    assert "(256 source tokens at most; --too-long crop)" in err[0]
    assert lines == [alone(tiny_run, many[:kept], monkeypatch, capsys)]


def test_skip_keeps_the_n_best_indices_and_the_prefix_limit(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    options = ("--on-error", "skip", "--n-best", "1")
    status, lines, err = translate(tiny_run, b"a b\n\xff\nc d\n", monkeypatch, capsys, *options)
    assert status == 0 and [line.split(" ||| ")[0] for line in lines] == ["0", "2"]
    prefix = " ".join(["b"] * (limits.MAX_PREFIX_TOKENS + 1))
    status, lines, err = translate(
        tiny_run, b"a b\n", monkeypatch, capsys, "--on-error", "skip", "--prefix", prefix
    )
    assert status == 0 and lines == [""]
    assert err == [
        "attnlab translate: line 1 skipped, an empty line in its place: its prefix has 257 "
        "target tokens; at most 256 are taken"
    ]


@pytest.mark.parametrize("value", ["0", "1001", "many"])
def test_the_cap_is_one_to_the_decoders_limit(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["translate", "no-such-run", "--max-source-chars", value])
    assert exited.value.code == 2
    assert "--max-source-chars takes a whole number from 1 to 1000" in capsys.readouterr().err
