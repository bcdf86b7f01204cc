"""The command line on random combinations of verbs, flags and values, through the real entry
point (``attnlab.cli.main``) in this process: exit 0 or 2 with one line, never a trace, and no
file changed but those the command was told to write."""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from tests.conftest import ROOT, RunCli
from tests.fuzz.harness import check_outcome, check_unchanged, fuzz, invoke, snapshot, tried

RUN = st.sampled_from(["run", "run", "run", "missing", "file.txt", "dir"])
FILE = st.sampled_from(["file.txt", "pairs.tsv", "missing", "dir", "junk.yaml", "run/config.yaml"])
OUT = st.sampled_from(["out", "dir", "file.txt", "run", "new/deeper/out"])
CONFIG = st.sampled_from(["missing.yaml", "dir", "junk.yaml", "file.txt"])  # none trains
NUMBER = st.one_of(
    st.integers(-2, 12).map(str), st.sampled_from(["", "x", "1e3", "1000", "99999999999"])
)
TEXT = st.text(max_size=12)
THREADS = st.sampled_from(["auto", "1", "0", "-1", "x", "100000"])
# verb -> (what it requires: positionals and (flag, value)), [(flag, value or None)]): each
# verb's real options and arguments, with values right and wrong
Part = st.SearchStrategy[str] | tuple[str, st.SearchStrategy[str]]
GRAMMAR: dict[str, tuple[list[Part], list[tuple[str, object]]]] = {
    "walkthrough": (
        [],
        [("--json", None), ("--run", RUN), ("--lang", st.sampled_from(["en", "zh", "xx"]))],
    ),
    "models": ([], [("--json", None)]),
    "config show": ([CONFIG], [("--train.lr", NUMBER), ("--model.hidden_dim", NUMBER)]),
    "translate": (
        [RUN],
        [
            ("--beam", NUMBER),
            ("--n-best", NUMBER),
            ("--alignments", None),
            ("--align-layer", NUMBER),
            ("--align-head", NUMBER),
            ("--prefix", TEXT),
            ("--prefix-file", FILE),
            ("--attention-png", OUT),
            ("--ct2", OUT),
            ("--threads", THREADS),
            ("--quiet", None),
        ],
    ),
    "score": ([RUN], [("--source", FILE), ("--target", FILE), ("--per-token", None)]),
    "evaluate": (
        [RUN],
        [
            ("--split", st.sampled_from(["dev", "test", "train"])),
            ("--beam", NUMBER),
            ("--weights", st.sampled_from(["best", "last", "x"])),
            ("--by-length", None),
            ("--buckets", st.sampled_from(["0,5,10", "5,0", "a", "", "0,1,2,3,4,5,6,7,8,9,10"])),
            ("--length-unit", st.sampled_from(["words", "characters", "tokens", "x"])),
            ("-o", OUT),
            ("--quiet", None),
        ],
    ),
    "compare": ([RUN, RUN], [("--json", None)]),
    "export": ([RUN, TEXT, ("-o", OUT)], [("--beam", NUMBER)]),
    "explain": ([RUN, TEXT], [("--beam", NUMBER), ("--json", None), ("--png", OUT)]),
    "average": ([RUN, ("-o", OUT)], [("--last", NUMBER)]),
    "export-ct2": ([RUN, OUT], [("--quantization", st.sampled_from(["int8", "float32", "x"]))]),
    "data stats": (
        [st.sampled_from(["pairs.tsv", "run", "dir", "missing", "file.txt"])],
        [("--json", None)],
    ),
    "data import": (
        [("--name", TEXT), ("--src-lang", TEXT), ("--tgt-lang", TEXT)],
        [
            *[("--tsv", FILE), ("--src-file", FILE), ("--tgt-file", FILE), ("--output", OUT)],
            *[("--force", None), ("--filter", None), ("--max-chars", NUMBER)],
        ],
    ),
    "train": ([CONFIG], [("--resume", None), ("--run_dir", RUN), ("--train.max_steps", NUMBER)]),
    "experiment": ([st.sampled_from(["nope", "--list", ""])], [("--out", OUT), ("--quick", None)]),
}
# Flags after which the command writes a path (evaluate -o also writes PATH.sources).
WRITING = {"-o", "--output", "--png", "--attention-png"}


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A verb, what it requires (now and then not all of it), some of its flags in any
    order, now and then a word of junk."""
    verb = draw(st.sampled_from(sorted(GRAMMAR)))
    required, flags = GRAMMAR[verb]
    if draw(st.integers(0, 7)) == 0:
        required = required[: draw(st.integers(0, len(required)))]
    args = verb.split()
    for part in required:
        args += [part[0], draw(part[1])] if isinstance(part, tuple) else [draw(part)]
    for flag, value in draw(st.lists(st.sampled_from(flags), max_size=4)):
        assert value is None or isinstance(value, st.SearchStrategy)
        if value is None:
            args.append(flag)
        elif flag.startswith("--") and draw(st.booleans()):
            args.append(f"{flag}={draw(value)}")
        else:
            args += [flag, draw(value)]
    if draw(st.integers(0, 9)) == 0:
        junk = draw(st.sampled_from(["--", "-x", "--help", "junk"]))
        args.insert(draw(st.integers(1, len(args))), junk)
    return args


@pytest.fixture
def workplace(tmp_path: Path, tiny_run: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder to run commands in: a copy of the tiny run, text files, a folder, a bad YAML."""
    shutil.copytree(tiny_run, tmp_path / "run", ignore=shutil.ignore_patterns(".lock"))
    (tmp_path / "file.txt").write_text("a b c\nd e\n")
    (tmp_path / "pairs.tsv").write_text("a b\tb a\nc d\td c\n")
    (tmp_path / "junk.yaml").write_text("a: [\n")
    (tmp_path / "dir").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ATTNLAB_CACHE", str(tmp_path / "cache"))
    shipped = snapshot(ROOT / "attnlab" / "pretrained", ROOT / "configs")
    yield tmp_path
    assert snapshot(ROOT / "attnlab" / "pretrained", ROOT / "configs") == shipped


def outputs(args: list[str], workplace: Path) -> list[Path]:
    """What ``args`` tell the command to write, and the run's reports (evaluate's)."""
    named = [value for flag, value in itertools.pairwise(args) if flag in WRITING]
    for arg in args:
        flag, equals, value = arg.partition("=")
        if equals and flag in WRITING:
            named.append(value)
    named += [f"{path}.sources" for path in named]
    if args[0] == "export-ct2" and len(args) > 2:
        named.append(args[2])
    return [workplace / path for path in named] + [
        workplace / "run" / f"report-{split}.json" for split in ("dev", "test")
    ]


STDIN = st.sampled_from(["a b c\n", "", "a\tb\n", "\ufeffx\r\n", "a\tb\tc\n"])


@fuzz(80)
@given(args=command_lines(), stdin=STDIN)
def test_any_command_line_is_exit_0_or_2_and_writes_only_its_outputs(
    args: list[str],
    stdin: str,
    workplace: Path,
    run_cli: RunCli,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Any combination of a verb's flags and values: exit 0 or 2 with one line; the files
    there before are unchanged, but the outputs it was asked for and the run's reports."""
    before = snapshot(workplace)
    invoke("cli: arguments", run_cli, capsys, args, stdin)
    check_unchanged("cli: arguments", before, snapshot(workplace), outputs(args, workplace))


@fuzz(3, deadline_s=120)  # each starts Python and imports torch
@given(args=command_lines(), stdin=STDIN)
def test_the_command_a_user_runs_is_exit_0_or_2_without_a_trace(
    args: list[str], stdin: str, workplace: Path
) -> None:
    """`python -m attnlab ARGS` in its own process: the real exit status, what stderr shows
    and the files, as the in-process test checks them."""
    assume("\0" not in "".join(args))  # no command line can hold one
    tried("cli: subprocess")
    before = snapshot(workplace)
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1"}
    environment.pop("ATTNLAB_DEBUG", None)
    done = subprocess.run(
        [sys.executable, "-m", "attnlab", *args],
        input=stdin.encode(),
        capture_output=True,
        cwd=workplace,
        env=environment,
        timeout=120,
    )
    check_outcome("cli: subprocess", done.returncode, done.stderr.decode(errors="replace"))
    check_unchanged("cli: subprocess", before, snapshot(workplace), outputs(args, workplace))
