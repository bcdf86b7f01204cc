"""Configs are read by YAML 1.2's core schema: every number means what it says. PyYAML's YAML
1.1 read max_steps: 017 as 15, 1:30 as 90, lr: 190:20:30.15 as 685230.15 and 0x10 as 16.0,
without a word (issue 65.5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from attnlab.config import ConfigError, load_config
from attnlab.config.yaml_files import dump_yaml, parse_yaml

ROOT = Path(__file__).parents[1]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("017", 17),  # decimal, not octal 15
        ("+5", 5),
        ("1:30", "1:30"),  # text, not sexagesimal 90
        ("190:20:30.15", "190:20:30.15"),
        ("0x10", "0x10"),  # text: a number where the schema wants one is decimal
        ("0o17", "0o17"),
        ("1_000", "1_000"),
        ("yes", "yes"),  # text, not True
        ("off", "off"),
        ("true", True),
        ("False", False),
        ("3e-4", 3e-4),
        ("1.", 1.0),
        (".5", 0.5),
        ("-.inf", float("-inf")),
        ("~", None),
        ("null", None),
    ],
)
def test_a_plain_scalar_means_what_yaml_1_2_says(text: str, value: object) -> None:
    assert parse_yaml(text) == value and type(parse_yaml(text)) is type(value)


def test_the_writer_quotes_what_either_schema_would_read_otherwise() -> None:
    data = {"a": "yes", "b": "1:30", "c": "017", "d": "1e5", "e": 3e-4, "f": None, "g": True}
    assert parse_yaml(dump_yaml(data)) == data


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("  max_steps: 1:30", "train.max_steps must be an int or null, got '1:30'"),
        ("  lr: 190:20:30.15", "train.lr must be a float, got '190:20:30.15'"),
        ("  lr: 0x10", "train.lr must be a float, got '0x10'"),
        ("  max_steps: !!int 0x10", "'0x10' is not a whole number in decimal"),
    ],
)
def test_a_number_that_would_have_meant_something_else_is_refused(
    tmp_path: Path, line: str, said: str
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(f"data:\n  corpus: synthetic:copy\ntrain:\n{line}\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=said.replace("(", r"\(").replace("*", r"\*")):
        load_config(config)


def test_leading_zeros_are_decimal_in_a_file(tmp_path: Path) -> None:
    config = tmp_path / "config.yaml"
    config.write_text("data:\n  corpus: synthetic:copy\ntrain:\n  max_steps: 017\n")
    assert load_config(config).train.max_steps == 17


def test_every_config_attnlab_ships_reads_as_before() -> None:
    """None of them leaned on YAML 1.1: the same data as the reader before, PyYAML's YAML 1.1
    with 3e-4 read as a float."""
    import re

    import yaml

    class Before(yaml.SafeLoader):
        pass

    exponent = re.compile(r"[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$")
    Before.add_implicit_resolver("tag:yaml.org,2002:float", exponent, list("-+0123456789"))
    for path in sorted((ROOT / "attnlab" / "configs").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert parse_yaml(text) == yaml.load(text, Loader=Before), path.name
