"""The README's Python tour runs as written, and its commands exist."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).parents[1] / "README.md"


def test_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert blocks, "the README should show the API"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_commands_named_in_the_readme_exist() -> None:
    from attnlab.cli import build_parser

    named = set(re.findall(r"^attnlab (\w+)", README.read_text(), re.M))
    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert named and named <= set(commands), named - set(commands)
