"""The decoder's limits (attnlab.decoding.limits) on the command line, the service and the
explorer alike, and bounded reads of what a user names: each refusal is one line that says the
limit, exit status 2, never a trace, a hang or a growing process."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.data import lines as input_lines
from attnlab.decoding import limits
from attnlab.serve import schemas
from attnlab.viz.explorer import session

ROOT = Path(__file__).parents[1]
CONFIG = ROOT / "configs" / "tiny-synthetic.yaml"


def one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    errors = [line for line in lines if "error:" in line]
    assert len(errors) == 1 and "Traceback" not in "\n".join(lines), lines
    return errors[0]


def test_the_service_and_the_explorer_take_the_decoders_limits() -> None:
    assert schemas.MAX_BEAM is limits.MAX_BEAM and session.MAX_BEAM is limits.MAX_BEAM
    assert schemas.MAX_CHARACTERS == session.MAX_CHARACTERS == limits.MAX_CHARACTERS
    assert session.MAX_SOURCE_TOKENS == limits.MAX_SOURCE_TOKENS


@pytest.mark.parametrize("verb", ["translate", "evaluate", "explain", "export"])
@pytest.mark.parametrize("beam", ["0", "-2", "17", "1000000", "five"])
def test_every_verb_refuses_a_beam_past_the_limit_before_it_loads_anything(
    verb: str, beam: str, capsys: pytest.CaptureFixture[str]
) -> None:
    extra = {"export": ["sentence", "-o", "x.html"]}.get(verb, [])
    with pytest.raises(SystemExit) as exited:
        main([verb, "no-such-run", *extra, "--beam", beam])
    assert exited.value.code == 2
    assert "the beam size must be a whole number from 1 to 16" in one_error_line(capsys)


def translate(
    tiny_run: Path,
    stdin: bytes,
    monkeypatch: pytest.MonkeyPatch,
    *options: str,
) -> int:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    return main(["translate", str(tiny_run), "--beam", "1", *options])


def test_a_line_past_the_limits_is_refused_by_number(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    too_long = "a" * (limits.MAX_CHARACTERS + 1)
    assert translate(tiny_run, f"a b\n{too_long}\n".encode(), monkeypatch) == 2
    line = one_error_line(capsys)
    assert "input line 2: it has 1001 characters; at most 1000" in line
    many = " ".join(["a"] * (limits.MAX_SOURCE_TOKENS + 1))  # a token a letter
    assert len(many) <= limits.MAX_CHARACTERS
    assert translate(tiny_run, f"{many}\n".encode(), monkeypatch) == 2
    assert "input line 1: it has 257 source tokens; at most 256" in one_error_line(capsys)
    prefix = " ".join(["b"] * (limits.MAX_PREFIX_TOKENS + 1))
    assert translate(tiny_run, b"a b\n", monkeypatch, "--prefix", prefix) == 2
    assert "the prefix of input line 1 has 257 target tokens; at most 256" in one_error_line(capsys)
    assert translate(tiny_run, b"a b\n", monkeypatch, "--prefix", "b") == 0  # within: translated


def test_dev_zero_as_input_or_prefixes_is_refused_at_once(tiny_run: Path) -> None:
    """`--prefix-file /dev/zero` read for minutes and grew past 460 MB; now the first line that
    is longer than a MiB ends it, in well under the time limit."""
    for options, stdin in (
        (["--prefix-file", "/dev/zero"], subprocess.DEVNULL),
        ([], open("/dev/zero", "rb")),  # noqa: SIM115 - closed by the child's exit
    ):
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-m", "attnlab.cli", "translate", str(tiny_run), *options],
            stdin=stdin,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 2, done.stderr
        assert "longer than 1 MiB without a line break" in done.stderr
        assert "Traceback" not in done.stderr and time.monotonic() - started < 60


def test_a_file_read_whole_is_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(input_lines, "MAX_FILE_BYTES", 1000)
    big = tmp_path / "sources.txt"
    big.write_text("a b c\n" * 200)  # 1,200 bytes
    with pytest.raises(ValueError, match=r"sources.txt: it is larger than 0 MiB"):
        input_lines.read_lines(str(big))
    small = tmp_path / "small.txt"
    small.write_text("a b c\n" * 10)
    assert input_lines.read_lines(str(small)) == ["a b c"] * 10


def test_a_seed_past_what_torch_takes_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    for seed in (str(2**64), "-1"):
        assert main(["train", str(CONFIG), f"--train.seed={seed}", "--run_dir=/nonexistent"]) == 2
        assert f"train.seed must be from 0 to 2**63 - 1, got {seed}" in one_error_line(capsys)


def test_a_damaged_ctranslate2_export_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("ctranslate2")
    run = tmp_path / "run"
    trained = main(
        [
            "train",
            str(CONFIG),
            "--model.family=transformer",
            "--model.num_layers=1",
            "--model.num_heads=2",
            "--train.max_steps=2",
            "--train.eval_every=1000",
            f"--run_dir={run}",
        ]
    )
    assert trained == 0
    exported = tmp_path / "ct2"
    assert main(["export-ct2", str(run), str(exported)]) == 0
    capsys.readouterr()
    model = exported / "model.bin"
    model.write_bytes(model.read_bytes()[: model.stat().st_size // 2])
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"a b\n")))
    assert main(["translate", str(run), "--ct2", str(exported)]) == 2
    line = one_error_line(capsys)
    assert "cannot be loaded by CTranslate2" in line and "export it again" in line


def test_a_config_is_read_within_bounds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`attnlab config show /dev/zero` read for ever; a config of megabytes is no config."""
    big = tmp_path / "big.yaml"
    big.write_text("#" * (2 << 20))
    for path, said in (
        ("/dev/zero", "/dev/zero is not a regular file (a device or a pipe?)"),
        (str(big), "big.yaml is larger than 1 MiB"),
    ):
        started = time.monotonic()
        assert main(["config", "show", path]) == 2
        assert said in one_error_line(capsys) and time.monotonic() - started < 10
