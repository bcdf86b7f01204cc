"""The committed third-party files of the page (attnlab/viz/explorer/vendor) are what
`make web-vendor` makes from the pinned npm packages and the venv's OpenCC tables, byte for
byte: build.mjs run again, into a copy of the repository's layout, gives the same files."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
VENDOR = ROOT / "attnlab" / "viz" / "explorer" / "vendor"


def test_the_vendored_files_are_what_the_pins_build(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "esbuild").is_dir():
        pytest.skip("needs Node.js and the pinned node_modules (`npm ci`, as make test runs)")
    copy = tmp_path / "attnlab" / "viz" / "explorer" / "vendor"
    copy.mkdir(parents=True)
    shutil.copy(VENDOR / "build.mjs", copy)
    shutil.copy(ROOT / "package.json", tmp_path)
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    done = subprocess.run(
        [node, str(copy / "build.mjs")],
        cwd=tmp_path,  # as make web-vendor runs it, from the root: esbuild names paths from there
        env={"PATH": "/usr/bin:/bin", "PYTHON": sys.executable},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    made = {path.name: path.read_bytes() for path in copy.iterdir()}
    committed = {path.name: path.read_bytes() for path in VENDOR.iterdir() if path.is_file()}
    assert sorted(made) == sorted(committed)
    assert [name for name in made if made[name] != committed[name]] == []
