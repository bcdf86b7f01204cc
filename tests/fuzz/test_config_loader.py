"""The config loader on arbitrary YAML and overrides: a config, or one ConfigError saying what
is wrong; what loads survives being saved and read back; ``attnlab config show`` is exit 0
or 2 with one line, never a trace."""

from __future__ import annotations

import dataclasses
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import example, given
from hypothesis import strategies as st

from attnlab.config import (
    ExperimentConfig,
    load_config,
    load_saved_config,
    save_config,
    to_dict,
)
from attnlab.models.registry import families
from attnlab.options import ConfigError
from tests.conftest import ROOT, RunCli
from tests.fuzz.harness import found, fuzz, invoke, tried

TINY = ROOT / "configs" / "tiny-synthetic.yaml"
SECTIONS = {key: value for key, value in to_dict(ExperimentConfig()).items()}
OPTIONS = sorted(
    {f.name for family in families().values() for f in dataclasses.fields(family.options)}
)
KEYS = {
    **{name: sorted(value) for name, value in SECTIONS.items() if isinstance(value, dict)},
    "model": ["family", *OPTIONS],
}
LEAVES = [f"{section}.{key}" for section, keys in KEYS.items() for key in keys]
LEAVES += ["name", "run_dir", "task", "train", "model.hidden_dim.x", "trian.lr", "_x"]

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["auto", "cpu", "cuda:1", "bahdanau", "transformer", "luong", "3e-4", "1e5"]),
    st.sampled_from(["lstm", "gru", "dot", "inverse_sqrt", "fp16", "bf16", "synthetic:reverse"]),
    st.text(max_size=10),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


@st.composite
def structured(draw: st.DrawFn) -> str:
    """A config of the right shape, mostly: known sections and keys, any values."""
    data: dict[object, object] = {}
    for section in draw(st.lists(st.sampled_from([*KEYS, "name", "run_dir", "extra"]), max_size=5)):
        if section in KEYS:
            keys = st.sampled_from(KEYS[section]) | st.text(max_size=6)
            data[section] = draw(st.dictionaries(keys, SCALARS | VALUES, max_size=4))
        else:
            data[section] = draw(VALUES)
    return yaml.safe_dump(data, allow_unicode=draw(st.booleans()))


# Tags, anchors and aliases (a recursive one, an alias bomb), merges, deep nesting, documents.
SNIPPETS = [
    "model: !!python/object:os.system [ls]\n",
    "train: !!python/name:os.system\n",
    "data: !custom {corpus: x}\n",
    "data: {corpus: !!binary aGVsbG8=}\n",
    "train: {seed: !!timestamp 2001-12-14}\n",
    "model: !!set {a, b}\n",
    "base: &b {lr: 0.1}\ntrain: {<<: *b, seed: 2}\n",
    "base: &b {lr: 0.1}\ntrain: {<<: *b, lr: 0.2}\n",
    "train: &t [*t]\n",
    "data: &d {corpus: *d}\n",
    "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c]\n"
    "data: {corpus: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d, *d, *d]}\n",
    "train: {lr: 1e-3, lr: 2e-3}\n",
    "? [a, b]\n: 1\n",
    "? {a: 1}\n: 2\n",
    "train:\n  ? [lr]\n  : 1\n",
    "---\nname: a\n---\nname: b\n",
    "name: *missing\n",
    "data: " + "[" * 600 + "]" * 600 + "\n",
    "data: " + "{a: " * 300 + "1" + "}" * 300 + "\n",
    "model: {family: transformer, num_heads: 3, hidden_dim: 32}\n",
    "train: {threads: 0}\n",
    "\ufeffname: bom\n",
    'name: "\\ud800"\n',
    "\t name: tab\n",
]
YAML_TEXT = st.one_of(
    structured(),
    st.sampled_from(SNIPPETS),
    st.lists(st.sampled_from(SNIPPETS), min_size=2, max_size=3).map("".join),
    st.text(alphabet=st.sampled_from(list("{}[]:,-&*!|>'\"#%@`? \n\ta1.")), max_size=40),
    st.text(max_size=40),
    st.binary(max_size=40).map(lambda raw: raw.decode("utf-8", "surrogateescape")),  # any bytes
)
OVERRIDE_VALUES = st.one_of(
    SCALARS.map(lambda value: yaml.safe_dump(value).removesuffix("\n...\n").strip()),
    st.text(max_size=12),
    st.sampled_from(["[", "{a: 1}", "!!python/object:os.system", "&a [*a]", "1000000000", "-1"]),
)
OVERRIDES = st.lists(
    st.one_of(
        st.builds(lambda key, value: f"--{key}={value}", st.sampled_from(LEAVES), OVERRIDE_VALUES),
        st.text(max_size=15),
    ),
    max_size=4,
)


@fuzz(150)
@given(text=YAML_TEXT, overrides=OVERRIDES)
@example(text="name: \udcff\n", overrides=[])  # byte 0xff: once a message without the file
def test_a_config_loads_or_is_one_config_error(text: str, overrides: list[str]) -> None:
    """load_config on any YAML and overrides: a config, or a ConfigError (which the command
    line shows as one line, the file named)."""
    tried("config: load_config")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "config.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        try:
            load_config(path, overrides)
        except ConfigError:
            pass
        except ValueError as error:  # the CLI shows it in one line, but without the file's name
            found("config: load_config", "other", f"not a ConfigError: {type(error).__name__}")
            raise


# Strings that YAML reads as something else unless quoted: floats, ints, dates, nulls, bools.
TRICKY = st.sampled_from(["1e5", "3e-4", "-2E+3", "1_000", "0x1f", "0o17", ".inf", "2001-12-14"])
TRICKY |= st.sampled_from(["null", "~", "yes", "off", "", " ", "'", '"', "#", "a: b", "- a", "*a"])


@fuzz(60)
@given(
    key=st.sampled_from(["name", "run_dir", "data.corpus"]),
    value=TRICKY | st.text(max_size=8),
    more=st.lists(TRICKY, max_size=2).map(" ".join),
)
@example(key="name", value="1e5", more="")  # once saved as name: 1e5, read back as a float
@example(key="name", value="0\x85", more="")  # once saved with a raw NEL, read back as "0 "
def test_a_saved_config_is_read_back_as_it_was(key: str, value: str, more: str) -> None:
    """A config with any string in a string field, saved as a run saves it, reads back equal:
    a run stays readable whatever its name."""
    tried("config: saved and read back")
    with tempfile.TemporaryDirectory() as folder:
        try:
            config = load_config(TINY, [f"--{key}={value}{more}"])
        except ConfigError:
            return
        save_config(config, Path(folder) / "config.yaml")
        try:
            again = load_saved_config(Path(folder) / "config.yaml")
        except ConfigError as error:
            found("config: saved and read back", "other", f"unreadable: {str(error)[-50:]}")
            raise
        if again != config:
            found("config: saved and read back", "other", f"read back changed: {key}")
        assert again == config


@fuzz(40)
@given(text=YAML_TEXT, overrides=OVERRIDES)
@example(text="name: a\n\x1f", overrides=[])  # once two lines: the YAML reader's own message
def test_config_show_is_exit_0_or_2_with_one_line(
    text: str, overrides: list[str], run_cli: RunCli, capsys: pytest.CaptureFixture[str]
) -> None:
    """`attnlab config show FILE OVERRIDES`: exit 0 or 2 with one line, never a trace."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "config.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        invoke("cli: config show", run_cli, capsys, ["config", "show", str(path), *overrides])
