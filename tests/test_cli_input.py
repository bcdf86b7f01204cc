"""What users feed the command line: translate's input as it comes (CRLF, blank lines, a byte
order mark, bytes that are not UTF-8, a pipe that stays open) and run files that are damaged.
Every user error is one line on stderr and exit status 2, never a trace."""

from __future__ import annotations

import io
import select
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.config import load_config
from attnlab.data.lines import input_batches
from attnlab.explain import explain
from attnlab.runs import load_run
from attnlab.training.trainer import train

ROOT = Path(__file__).parents[1]


def translate(
    tiny_run: Path, data: bytes, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, list[str], str]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status = main(["translate", str(tiny_run), "--beam", "1"])
    out, err = capsys.readouterr()
    return status, out.split("\n")[:-1], err


def test_lines_stay_aligned_and_line_endings_do_not_matter(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, plain, _ = translate(tiny_run, b"a b c\nd e f\n", monkeypatch, capsys)
    assert status == 0 and len(plain) == 2 and all(plain)
    status, lines, err = translate(
        tiny_run, b"\xef\xbb\xbfa b c\r\n\n   \r\nd e f", monkeypatch, capsys
    )  # BOM, CRLF, a blank and a blank-looking line, no final newline
    assert status == 0, err
    assert lines == [plain[0], "", "", plain[1]]
    # Lines that show nothing (zero-width spaces, a BOM, control characters) are blank too.
    status, lines, err = translate(
        tiny_run, "a b c\n\u200b\u200b\n\u2060\ufeff \x07\nd e f\n".encode(), monkeypatch, capsys
    )
    assert status == 0, err
    assert lines == [plain[0], "", "", plain[1]]


def test_a_line_that_shows_nothing_has_nothing_to_explain(tiny_run: Path) -> None:
    loaded = load_run(tiny_run)
    with pytest.raises(ValueError, match="nothing to explain"):
        explain(loaded, "\u200b\x01")
    with pytest.raises(ValueError, match="explain takes at most 200"):
        explain(loaded, " ".join(["a"] * 201))


def test_input_that_is_not_utf8_is_named_after_the_lines_before_it(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, lines, err = translate(tiny_run, b"a b c\nd \xff e\nf g\n", monkeypatch, capsys)
    assert status == 2
    assert len(lines) == 1 and lines[0]  # line 1 was translated before the bad line 2
    assert err.startswith("attnlab translate: error: input line 2 is not UTF-8 (byte 0xff")
    assert "iconv" in err and "Traceback" not in err


def test_input_batches_are_what_has_arrived() -> None:
    class Trickle(io.RawIOBase):
        """A pipe that delivers one chunk per read, as a slow producer does."""

        def __init__(self, chunks: list[bytes]) -> None:
            self.chunks = chunks

        def read1(self, size: int = -1) -> bytes:
            return self.chunks.pop(0) if self.chunks else b""

    batches = list(input_batches(Trickle([b"one\ntw", b"o\nthree\n", b"four"]), max_lines=256))
    assert batches == [["one"], ["two", "three"], ["four"]]
    many = b"".join(b"%d\n" % i for i in range(600))
    assert [len(b) for b in input_batches(Trickle([many]), max_lines=256)] == [256, 256, 88]


@pytest.mark.slow
def test_a_pipe_sees_translations_before_its_input_ends(tiny_run: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "attnlab.cli", "translate", str(tiny_run), "--beam", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(b"a b c\n")
        process.stdin.flush()  # and keep the pipe open
        ready, _, _ = select.select([process.stdout], [], [], 60)
        assert ready, "no translation while the input is still open"
        first = process.stdout.readline()
        assert first.strip()
        process.stdin.write(b"d e\n")
        process.stdin.close()
        assert process.wait(timeout=60) == 0
        assert len(process.stdout.read().splitlines()) == 1
    finally:
        process.kill()


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda path: path.write_bytes(path.read_bytes()[:100]), "is damaged: not a readable"),
        (lambda path: path.write_bytes(b""), "is damaged: not a readable"),
        (lambda path: path.write_bytes(b"\xff" * 64), "is damaged: not a readable"),
    ],
    ids=["truncated", "empty", "bad-header"],
)
@pytest.mark.parametrize("command", ["translate", "evaluate"])
def test_damaged_weights_are_named_with_the_fix(
    tiny_run: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    damage,
    message: str,
    command: str,
) -> None:
    copy = shutil.copytree(tiny_run, tmp_path / "run")
    damage(copy / "model.safetensors")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"a b\n")))
    assert main([command, str(copy)]) == 2
    err = capsys.readouterr().err
    assert f"{copy / 'model.safetensors'} {message}" in err
    assert "Restore it" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("name", "damage", "message"),
    [
        ("src.model", b"\x00garbage", "src.model is not a sentencepiece model"),
        ("tgt.json", b'{"version"', "unreadable tokenizer file tgt.json"),
        ("tgt.json", b"\xff\xfe", "unreadable tokenizer file tgt.json"),
    ],
)
def test_damaged_tokenizers_are_named_with_the_fix(
    tiny_run: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    damage: bytes,
    message: str,
) -> None:
    copy = shutil.copytree(tiny_run, tmp_path / "run")
    (copy / "tokenizers" / name).write_bytes(damage)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"a b\n")))
    assert main(["translate", str(copy)]) == 2
    err = capsys.readouterr().err
    assert message in err and "retrain the run or restore the file" in err


def test_ctrl_c_is_exit_status_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("attnlab.cli.walkthrough.handle", interrupted)
    assert main(["walkthrough"]) == 130


def test_a_bug_shows_its_trace_and_a_user_error_does_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("ATTNLAB_DEBUG", raising=False)
    assert main(["translate", str(tmp_path)]) == 2  # a user error: one line, exit 2
    assert "Traceback" not in capsys.readouterr().err
    monkeypatch.setenv("ATTNLAB_DEBUG", "1")  # raised as a bug is: Python shows it, exit 1
    with pytest.raises(FileNotFoundError, match="is not a run directory"):
        main(["translate", str(tmp_path)])


def test_tokenizers_from_another_run_are_named_not_used(
    tiny_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other"
    overrides = [
        f"--run_dir={other}",
        "--data.corpus=synthetic:copy:num_train=200,num_dev=20,num_test=20",  # same sizes
        "--train.max_steps=1",
        "--train.eval_every=10",
    ]
    train(load_config(ROOT / "configs" / "tiny-synthetic.yaml", overrides))
    mixed = tmp_path / "mixed"
    shutil.copytree(tiny_run, mixed, ignore=shutil.ignore_patterns(".lock"))
    shutil.rmtree(mixed / "tokenizers")
    shutil.copytree(other / "tokenizers", mixed / "tokenizers")
    assert main(["evaluate", str(mixed), "--split", "test"]) == 2
    error = capsys.readouterr().err
    assert "trained with other tokenizers" in error and "Traceback" not in error
    with pytest.raises(ValueError, match="trained with other tokenizers"):
        train(
            load_config(mixed / "config.yaml", [f"--run_dir={mixed}", "--train.max_steps=20"]),
            resume=True,
        )


def test_a_ctrl_c_a_library_turns_into_another_error_is_still_an_interrupt(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # What SentencePiece's start does with an interrupt (CI, torch's: "cannot load module more
    # than once per process"): exit 130 for both, not 2 with the library's message.
    import attnlab.evaluation

    def load_interrupted(*args: object, **kwargs: object) -> None:
        try:
            signal.pthread_kill(threading.get_ident(), signal.SIGINT)
            time.sleep(5)
        except KeyboardInterrupt:
            raise ImportError("initialization failed") from None

    monkeypatch.setattr(attnlab.evaluation, "evaluate_run", load_interrupted)
    # Python's own handler, as in a command (a pytest-xdist worker may run with another)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        assert main(["evaluate", str(tiny_run), "--split", "test"]) == 130
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # given back
    finally:
        signal.signal(signal.SIGINT, before)
    assert capsys.readouterr().err == "attnlab evaluate: interrupted\n"


def _wait_until_loaded(pid: int, library: str, timeout_s: float = 60) -> None:
    """Until the process has mapped a shared library whose path contains ``library``."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if library in Path(f"/proc/{pid}/maps").read_text():
            return
        time.sleep(0.002)
    raise AssertionError(f"{library} not loaded in {timeout_s} s")


# Each stage of a command's start by what it has loaded (not by a delay, which a busy machine
# moves): torch's C library, NumPy's (which torch's C start imports), SentencePiece (the run).
@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("stage", ["libtorch_cpu", "_multiarray_umath", "sentencepiece"])
def test_ctrl_c_while_a_command_starts_is_an_exit_not_a_trace(tiny_run: Path, stage: str) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "attnlab", "evaluate", str(tiny_run), "--split", "test"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    _wait_until_loaded(process.pid, stage)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert "Traceback" not in err, err
    # 130 or death by SIGINT (the shell shows both as 130); 0: it had finished already
    assert process.returncode in (130, -signal.SIGINT, 0), err
