"""The README's Python tour runs as written and gives what it says, and its commands exist."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import pytest
import torch

README = Path(__file__).parents[1] / "README.md"


def python_blocks() -> list[str]:
    blocks: list[str] = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert blocks, "the README should show the API"
    return blocks


def run_block(block: str) -> dict[str, Any]:
    """Execute a README block in a fresh namespace and return the variables it leaves."""
    namespace: dict[str, Any] = {}
    exec(compile(block, "README.md", "exec"), namespace)
    return namespace


def test_python_examples_run() -> None:
    for block in python_blocks():
        torch.manual_seed(0)
        run_block(block)


def test_the_attention_example_gives_what_the_readme_says() -> None:
    torch.manual_seed(0)
    tour = run_block(python_blocks()[0])
    query, key, value = tour["query"], tour["key"], tour["value"]
    output, weights = tour["output"], tour["weights"]  # output: the SDPA path, run last
    assert output.shape == (2, 4, 5, 16)
    assert weights.shape == (2, 4, 5, 7)

    # Visible keys, written out: sentence lengths 7 and 3; query t reads keys 0..t.
    lengths = [7, 3]
    visible = torch.tensor(
        [[[s < n and s <= t for s in range(7)] for t in range(5)] for n in lengths]
    )[:, None]  # (B, 1, T, S)
    assert torch.equal(tour["mask"].expand(2, 1, 5, 7), visible)
    assert torch.all(weights >= 0)
    assert torch.all(weights.masked_select(~visible) == 0)  # exactly 0 on hidden keys
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 4, 5))

    # softmax(q k^T / sqrt(Dh)) over the visible keys, in float64.
    scores = query.double() @ key.double().transpose(-2, -1) / math.sqrt(16)  # (B, H, T, S)
    expected = torch.softmax(scores.masked_fill(~visible, -math.inf), dim=-1)
    torch.testing.assert_close(weights.double(), expected, atol=1e-6, rtol=0)
    # "same result through SDPA's fused kernel": the weighted read of the weights path.
    torch.testing.assert_close(output, weights @ value, atol=1e-5, rtol=0)
    torch.testing.assert_close(output.double(), expected @ value.double(), atol=1e-5, rtol=0)

    # The additive score and masked_softmax: (B, T, S), padding of sentence 2 weighs 0.
    s, w = tour["s"].detach().double(), tour["w"].detach().double()
    assert s.shape == w.shape == (2, 5, 7)
    assert torch.all(w[1, :, 3:] == 0)
    expected_w = torch.zeros(2, 5, 7, dtype=torch.float64)
    expected_w[0] = torch.softmax(s[0], dim=-1)
    expected_w[1, :, :3] = torch.softmax(s[1, :, :3], dim=-1)
    torch.testing.assert_close(w, expected_w, atol=1e-6, rtol=0)


def test_commands_named_in_the_readme_exist(capsys: pytest.CaptureFixture[str]) -> None:
    from attnlab.cli import build_parser

    named = set(re.findall(r"^attnlab (\w+)", README.read_text(), re.M))
    assert named
    for name in sorted(named):  # a command's --help exits 0; an unknown command exits 2
        with pytest.raises(SystemExit) as exit_info:
            build_parser().parse_args([name, "--help"])
        assert exit_info.value.code == 0, f"`attnlab {name}` is in the README, not in the CLI"
    capsys.readouterr()


def test_every_test_the_readme_names_exists() -> None:
    named = re.findall(r"(tests/[\w/]+\.py)(?:::(\w+))?", README.read_text())
    assert len(named) >= 10, "the Reliability section names the tests behind its promises"
    for path, function in named:
        source = README.parent / path
        assert source.is_file(), path
        if function:
            assert f"def {function}(" in source.read_text(), f"{path}::{function}"


README_ZH = README.parent / "README.zh.md"


def test_the_chinese_readme_commands_parse_and_its_links_exist(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """README.zh.md is the learner's way in: each of its attnlab commands is one the parser
    takes as written (options included), each file it links to exists, and README.md links
    to it at the top."""
    import shlex

    from attnlab.cli import build_parser

    text = README_ZH.read_text(encoding="utf-8")
    commands = [
        line.split("|")[-1].split("#")[0].strip()
        for block in re.findall(r"```bash\n(.*?)```", text, re.S)
        for line in block.splitlines()
    ]
    commands = [line for line in commands if line.startswith("attnlab ")]
    assert len(commands) >= 8
    for command in commands:
        argv = shlex.split(command)[1:]
        try:
            build_parser().parse_args(argv)
        except SystemExit as stop:  # --help exits 0; a wrong option exits 2
            assert stop.code == 0, command
    capsys.readouterr()
    for link in re.findall(r"\]\(([^)#]+)\)", text):
        assert (README.parent / link).exists(), link
    assert "[中文（给学习者）](README.zh.md)" in README.read_text().split("\n## ")[0]
