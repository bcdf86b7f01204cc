"""Every writer against a real full filesystem (a 2 MB tmpfs, mounted for the test): one line
naming the folder and the space, what was there before as it was, and no temporary file, lock
or half-written run left behind (issue 65.3). Needs root to mount; skipped, saying so, without.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from attnlab.cli import main

ROOT = Path(__file__).parents[1]
CONFIG = ROOT / "configs" / "tiny-synthetic.yaml"
# a model of ~9.5 MB of weights: more than the filesystem holds
BIG = ["--model.hidden_dim=256", "--train.eval_every=10", "--train.max_steps=20"]


def mounted(point: Path, options: str) -> Iterator[Path]:
    """A tmpfs mounted at ``point`` with ``options`` while the fixture lives; a skip, saying
    why, where this machine cannot mount one."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a tiny tmpfs needs root (CI runs as root)")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(point)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs ({options}) here: {done.stderr.decode().strip()}")
    yield point
    subprocess.run(["umount", str(point)], check=False)


@pytest.fixture(scope="module")
def full(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield from mounted(tmp_path_factory.mktemp("full"), "size=2m")


@pytest.fixture(scope="module")
def big_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    run = tmp_path_factory.mktemp("big") / "run"
    assert main(["train", str(CONFIG), f"--run_dir={run}", *BIG, "--train.keep_last=2"]) == 0
    return run


FREE = 8 * 1024  # what the filler leaves: a config fits, a report, weights or a page do not


@pytest.fixture
def folder(full: Path) -> Iterator[Path]:
    """The full filesystem with a file of the user's in it that must stay as it was, and a
    filler (hidden, so tests list what they left) that leaves FREE bytes."""
    for entry in full.iterdir():
        shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    (full / "mine.txt").write_text("the user's")
    free = shutil.disk_usage(full).free
    (full / ".filler").write_bytes(b"\0" * max(0, free - FREE))
    yield full
    assert (full / "mine.txt").read_text() == "the user's"


def says_no_space(capsys: pytest.CaptureFixture[str], folder: Path) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in err[0], err
    assert f"no space left in {folder}" in err[0] and "make room or choose another" in err[0]
    return err[0]


def left(folder: Path) -> list[str]:
    return sorted(entry.name for entry in folder.iterdir() if entry.name != ".filler")


def test_a_new_training_leaves_nothing(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = folder / "run"
    assert main(["train", str(CONFIG), f"--run_dir={run}", *BIG]) == 2
    says_no_space(capsys, run if (run / "config.yaml").exists() else folder)
    assert left(folder) == ["mine.txt"]  # no config, tokenizers or lock of a run never saved


def test_average_leaves_no_staging_folder(
    folder: Path, big_run: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["average", str(big_run), "--last", "2", "-o", str(folder / "avg")]) == 2
    says_no_space(capsys, folder)
    assert left(folder) == ["mine.txt"]


@pytest.mark.parametrize("verb", ["export", "export-web"])
def test_the_explorers_pages_leave_nothing(
    folder: Path, big_run: Path, verb: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = folder / ("page.html" if verb == "export" else "web")
    args = [verb, str(big_run), *(["a b c"] if verb == "export" else []), "-o", str(out)]
    assert main(args) == 2
    says_no_space(capsys, folder)
    assert left(folder) == ["mine.txt"]


@pytest.mark.parametrize(
    ("name", "command"),
    [
        ("page.html", ["export", "RUN", "a b c", "-o", "OUT"]),
        ("report.json", ["evaluate", "RUN", "--beam", "1", "--output", "OUT"]),
    ],
)
def test_an_earlier_file_stays_whole(
    folder: Path, big_run: Path, name: str, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    earlier = folder / name
    earlier.write_text("the earlier one")
    args = [{"RUN": str(big_run), "OUT": str(earlier)}.get(arg, arg) for arg in command]
    assert main(args) == 2
    says_no_space(capsys, folder)
    assert earlier.read_text() == "the earlier one" and left(folder) == ["mine.txt", name]


def test_export_ct2_leaves_its_staging_folder_nowhere(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("ctranslate2")
    run = tmp_path / "transformer"
    args = ["train", str(CONFIG), f"--run_dir={run}", "--model.family=transformer", *BIG]
    assert main([*args, "--model.num_layers=2"]) == 0
    capsys.readouterr()
    assert main(["export-ct2", str(run), str(folder / "ct2")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(folder) in err[0], err
    assert left(folder) == ["mine.txt"]


def test_data_import_leaves_no_half_corpus(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tsv = tmp_path / "pairs.tsv"
    tsv.write_text("".join(f"source {i} words\ttarget {i} words\n" for i in range(4000)))
    args = ["data", "import", "--tsv", str(tsv), "--name", "mine", "--src-lang", "en"]
    assert main([*args, "--tgt-lang", "de", "--output", str(folder / "corpus")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no space left in" in err[0], err
    assert left(folder) == ["mine.txt"]


def test_a_notebook_view_saves_whole_or_not_at_all(folder: Path, big_run: Path) -> None:
    from attnlab import notebook
    from attnlab.atomic import WriteError

    view = notebook.show(big_run, "a b c", lang="en")
    with pytest.raises(WriteError, match=f"cannot write view.html: no space left in {folder}"):
        view.save(folder / "view.html")
    assert left(folder) == ["mine.txt"]


@pytest.fixture(scope="module")
def read_only(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A read-only filesystem (root writes anywhere else: permissions would not stop it)."""
    yield from mounted(tmp_path_factory.mktemp("read-only"), "size=1m,ro")


def test_a_folder_that_cannot_be_written_is_named(
    read_only: Path, big_run: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for args in (
        ["train", str(CONFIG), f"--run_dir={read_only / 'run'}", *BIG],
        ["export", str(big_run), "a b c", "-o", str(read_only / "page.html")],
        ["evaluate", str(big_run), "--beam", "1", "--output", str(read_only / "report.json")],
    ):
        assert main(args) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and str(read_only) in err[0], err
        assert "not writable" in err[0] or "Read-only file system" in err[0], err
    assert list(read_only.iterdir()) == []
