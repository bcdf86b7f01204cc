"""Experiment configuration: a frozen dataclass per component, nested in ``ExperimentConfig``,
loaded from YAML and adjusted by dotted command-line overrides (``--train.lr=3e-4``).

Every key is checked: an unknown key names the nearest valid one, a wrong type names the
expected type, and cross-field rules live in each dataclass's ``__post_init__``.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from attnlab.atomic import write_file


class ConfigError(ValueError):
    """A config file, override or value that cannot be used; the message says how to fix it."""


FAMILIES = ("fixed_context", "bahdanau", "luong", "transformer")
CELLS = ("gru", "lstm")
DEEP_OUTPUTS = ("maxout", "linear")
SCORES = ("dot", "general", "concat", "location")
LUONG_ATTENTIONS = ("global", "local-m", "local-p")
NORMS = ("post", "pre")
POSITIONS = ("sinusoidal", "learned")
SCHEDULES = ("constant", "inverse_sqrt", "cosine")  # see attnlab/training/schedules.py

# __post_init__ messages start with the field name: the loader prefixes the section ("model.").


def _one_of(name: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        close = difflib.get_close_matches(value, allowed, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        choices = ", ".join(map(repr, allowed))
        raise ConfigError(f"{name} must be one of {choices}, got {value!r}{hint}")


def _positive(config: object, *names: str) -> None:
    for name in names:
        value = getattr(config, name)
        if value is not None and not value > 0:  # `not >` also rejects NaN
            raise ConfigError(f"{name} must be positive, got {value!r}")


def _at_least(name: str, value: float, low: float) -> None:
    if not value >= low:
        raise ConfigError(f"{name} must be >= {low}, got {value!r}")


def _fraction(name: str, value: float) -> None:
    if not 0 <= value < 1:
        raise ConfigError(f"{name} must be in [0, 1), got {value!r}")


@dataclass(frozen=True)
class DataConfig:
    corpus: str = "tatoeba-zh-en"  # a registered corpus name ("synthetic:reverse", ...) or a path
    src_vocab_size: int = 4000  # source subword vocabulary size
    tgt_vocab_size: int = 4000  # target subword vocabulary size
    max_len: int = 80  # subword tokens; longer training pairs are dropped, test pairs never
    max_tokens: int = 4096  # token budget per batch

    def __post_init__(self) -> None:
        _positive(self, "src_vocab_size", "tgt_vocab_size", "max_len", "max_tokens")
        if self.max_tokens < self.max_len:
            raise ConfigError(
                f"max_tokens ({self.max_tokens}) must be at least max_len ({self.max_len}) so "
                "the longest pair fits in a batch; raise max_tokens or lower max_len"
            )


@dataclass(frozen=True)
class ModelConfig:
    family: str = "bahdanau"  # one of FAMILIES
    cell: str = "gru"  # recurrent cell: "gru" | "lstm"
    embed_dim: int = 256  # token embedding size
    hidden_dim: int = 256  # recurrent state size; the model dim D for the transformer
    num_layers: int = 1  # stacked layers in the encoder and in the decoder
    dropout: float = 0.2  # dropout probability
    tie_embeddings: bool = False  # share the target embedding and output projection
    attention_dim: int = 256  # hidden size of additive (Bahdanau) attention
    deep_output: str = "maxout"  # Bahdanau output layer: "maxout" | "linear"
    score: str = "general"  # Luong score: "dot" | "general" | "concat" | "location"
    attention: str = "global"  # Luong attention: "global" | "local-m" | "local-p"
    window: int = 10  # Luong local attention half-width D
    input_feeding: bool = True  # Luong: feed the attentional vector to the next step
    num_heads: int = 4  # transformer attention heads H
    ffn_dim: int = 1024  # transformer feed-forward inner size
    norm: str = "post"  # transformer layer norm placement: "post" | "pre"
    positions: str = "sinusoidal"  # transformer positions: "sinusoidal" | "learned"

    def __post_init__(self) -> None:
        _one_of("family", self.family, FAMILIES)
        _one_of("cell", self.cell, CELLS)
        _one_of("deep_output", self.deep_output, DEEP_OUTPUTS)
        _one_of("score", self.score, SCORES)
        _one_of("attention", self.attention, LUONG_ATTENTIONS)
        _one_of("norm", self.norm, NORMS)
        _one_of("positions", self.positions, POSITIONS)
        _positive(self, "embed_dim", "hidden_dim", "num_layers", "attention_dim")
        _positive(self, "window", "num_heads", "ffn_dim")
        _fraction("dropout", self.dropout)
        if self.family == "transformer":
            if self.embed_dim != self.hidden_dim:
                raise ConfigError(
                    f"embed_dim ({self.embed_dim}) must equal hidden_dim ({self.hidden_dim}) "
                    "for the transformer family (the residual stream has one width); "
                    "set both to the same size"
                )
            if self.hidden_dim % self.num_heads:
                raise ConfigError(
                    f"hidden_dim ({self.hidden_dim}) must be divisible by num_heads "
                    f"({self.num_heads}) for the transformer family; pick num_heads that "
                    "divides it"
                )


@dataclass(frozen=True)
class TrainConfig:
    seed: int = 1  # seeds Python, NumPy and torch
    lr: float = 1e-3  # peak learning rate
    max_epochs: int = 20  # stop after this many passes over the training data
    max_steps: int | None = None  # stop after this many optimizer steps; None = no limit
    max_minutes: float | None = None  # wall-clock budget; None = no limit
    clip_norm: float = 1.0  # gradient norm clipping threshold
    label_smoothing: float = 0.1  # probability mass spread over the vocabulary
    schedule: str = "constant"  # learning-rate schedule, one of SCHEDULES
    warmup_steps: int = 0  # linear warmup steps (inverse_sqrt needs > 0)
    eval_every: int = 500  # steps between dev evaluations
    patience: int = 5  # evaluations without dev improvement before early stop
    dev_bleu_sentences: int | None = 500  # dev BLEU on this many sentences (fast); None = all
    threads: int | None = None  # torch threads; None = all cores
    device: str = "cpu"  # "cpu", "cuda", "cuda:1", "mps"

    def __post_init__(self) -> None:
        _one_of("schedule", self.schedule, SCHEDULES)
        _positive(self, "lr", "max_epochs", "max_steps", "max_minutes", "clip_norm", "eval_every")
        _positive(self, "patience", "dev_bleu_sentences", "threads")
        _fraction("label_smoothing", self.label_smoothing)
        _at_least("warmup_steps", self.warmup_steps, 0)
        if self.schedule == "inverse_sqrt" and self.warmup_steps == 0:
            raise ConfigError(
                "warmup_steps must be > 0 with schedule 'inverse_sqrt' (the rate peaks at "
                "step warmup_steps); set it, e.g. warmup_steps=4000"
            )
        if not re.fullmatch(r"(cpu|cuda|mps)(:\d+)?", self.device):
            raise ConfigError(
                f"device must be 'cpu', 'cuda', 'cuda:N' or 'mps', got {self.device!r}"
            )


@dataclass(frozen=True)
class DecodeConfig:
    beam_size: int = 5  # 1 = greedy
    length_penalty: float = 1.0  # alpha: scores are divided by ((5 + length) / 6) ** alpha
    max_len_ratio: float = 2.0  # output length limit = ratio * source length + offset
    max_len_offset: int = 10  # see max_len_ratio

    def __post_init__(self) -> None:
        _positive(self, "beam_size", "max_len_ratio")
        _at_least("length_penalty", self.length_penalty, 0)
        _at_least("max_len_offset", self.max_len_offset, 0)


@dataclass(frozen=True)
class ExperimentConfig:
    name: str = "experiment"  # names the run and its default directory
    run_dir: str | None = None  # where checkpoints and logs go; None = runs/<name>
    data: DataConfig = field(default_factory=DataConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    decode: DecodeConfig = field(default_factory=DecodeConfig)

    def __post_init__(self) -> None:
        if not self.name or "/" in self.name or "\\" in self.name:
            raise ConfigError(
                f"name must be non-empty without '/' or '\\' (it names runs/<name>), "
                f"got {self.name!r}; use run_dir to choose another directory"
            )

    @property
    def resolved_run_dir(self) -> Path:
        """``run_dir``, or ``runs/<name>`` when it is unset."""
        return Path(self.run_dir) if self.run_dir is not None else Path("runs") / self.name


# ---- the generic loader: walks any nesting of dataclasses through their type hints ----


class _Loader(yaml.SafeLoader):
    """Safe YAML that also reads ``3e-4`` as a float (YAML 1.1 wants ``3.0e-4``)."""


_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$"),
    list("-+0123456789"),
)

_TYPE_NAMES = {bool: "a bool", int: "an int", float: "a float", str: "a str"}
_OVERRIDE = re.compile(r"(?:--)?([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)=(.*)", re.DOTALL)


def _join(prefix: str, key: object) -> str:
    return f"{prefix}.{key}" if prefix else str(key)


def _is_section(hint: Any) -> bool:
    return isinstance(hint, type) and dataclasses.is_dataclass(hint)


def _split_optional(hint: Any) -> tuple[Any, bool]:
    """``X | None`` -> (X, True); anything else -> (hint, False)."""
    args = typing.get_args(hint)
    is_union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    if is_union and len(args) == 2 and type(None) in args:
        return next(arg for arg in args if arg is not type(None)), True
    return hint, False


def _leaf_paths(cls: type, prefix: str = "") -> list[str]:
    paths: list[str] = []
    hints = typing.get_type_hints(cls)
    for name in (f.name for f in dataclasses.fields(cls)):
        path, hint = _join(prefix, name), hints[name]
        paths += _leaf_paths(hint, path) if _is_section(hint) else [path]
    return paths


def _unknown_key(root: type, path: str) -> ConfigError:
    *parents, leaf = path.split(".")
    prefix = ".".join(parents)
    section = _hint_at(root, prefix) if prefix else root
    siblings = [f.name for f in dataclasses.fields(section)]
    by_leaf: dict[str, str] = {}
    for candidate in _leaf_paths(root):
        by_leaf.setdefault(candidate.rsplit(".", 1)[-1], candidate)
    # A key in the wrong section (train.beam_size) first, then a typo in the right one.
    if leaf in by_leaf:
        suggestion = by_leaf[leaf]
    elif close := difflib.get_close_matches(leaf, siblings, n=1):
        suggestion = _join(prefix, close[0])
    elif close := difflib.get_close_matches(leaf, list(by_leaf), n=1):
        suggestion = by_leaf[close[0]]
    else:
        where = f" under {prefix!r}" if prefix else ""
        return ConfigError(f"unknown config key {path!r}; valid keys{where}: {', '.join(siblings)}")
    return ConfigError(f"unknown config key {path!r}; did you mean {suggestion!r}?")


def _hint_at(root: type, path: str) -> Any:
    """The type of the field at a dotted path; ConfigError for an unknown key."""
    hint: Any = root
    parts = path.split(".")
    for depth, part in enumerate(parts):
        if not _is_section(hint):
            value_path = ".".join(parts[:depth])
            raise ConfigError(f"{value_path!r} is a value, not a section; it has no key {part!r}")
        if part not in {f.name for f in dataclasses.fields(hint)}:
            raise _unknown_key(root, ".".join(parts[: depth + 1]))
        hint = typing.get_type_hints(hint)[part]
    return hint


def _check_value(path: str, value: Any, hint: Any) -> Any:
    base, optional = _split_optional(hint)
    if value is None and optional:
        return None
    if base not in _TYPE_NAMES:
        raise TypeError(f"config field {path} has unsupported type {hint!r}")
    if base is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, base) and not (base is int and isinstance(value, bool)):
        return value
    expected = _TYPE_NAMES[base] + (" or null" if optional else "")
    raise ConfigError(f"{path} must be {expected}, got {value!r} ({type(value).__name__})")


def _build(cls: type, data: Any, path: str, root: type) -> Any:
    if not isinstance(data, Mapping):
        raise ConfigError(
            f"{path or 'the config'} must be a mapping of {cls.__name__} fields, "
            f"got {data!r} ({type(data).__name__})"
        )
    names = {f.name for f in dataclasses.fields(cls)}
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        key_path = _join(path, key)
        if isinstance(key, str) and "." in key:
            raise ConfigError(
                f"config key {key_path!r}: write nested keys as nested mappings "
                "(a line 'train:', then '  lr: ...' indented below it), not with dots"
            )
        if key not in names:
            raise _unknown_key(root, key_path)
        hint = hints[key]
        if _is_section(hint):  # an empty section ("train:" alone) means its defaults
            kwargs[key] = _build(hint, {} if value is None else value, key_path, root)
        else:
            kwargs[key] = _check_value(key_path, value, hint)
    try:
        return cls(**kwargs)
    except ConfigError as error:
        raise ConfigError(_join(path, error)) from None


def _merge_overrides(root: type, data: dict[str, Any], overrides: Sequence[str]) -> None:
    if isinstance(overrides, str):
        raise TypeError("overrides must be a sequence of strings, not one string")
    for override in overrides:
        match = _OVERRIDE.fullmatch(override)
        if match is None:
            raise ConfigError(
                f"override {override!r} must have the form --section.key=value "
                "(e.g. --train.lr=3e-4), with '=' and no spaces around it"
            )
        path, text = match.groups()
        hint = _hint_at(root, path)
        if _is_section(hint):
            example = dataclasses.fields(hint)[0].name
            raise ConfigError(
                f"{path!r} is a section; override one of its keys, e.g. {path}.{example}=..."
            )
        is_str = _split_optional(hint)[0] is str
        try:
            value = yaml.load(text, Loader=_Loader)
        except yaml.YAMLError:
            if not is_str:
                raise ConfigError(f"cannot parse the value of override {override!r}") from None
            value = text
        if is_str and value is not None:
            value = text  # --name=2024 and --data.corpus=a:b stay the strings typed
        node = data
        *parents, leaf = path.split(".")
        for depth, part in enumerate(parents):
            if node.get(part) is None:
                node[part] = {}
            if not isinstance(node[part], dict):
                section = ".".join(parents[: depth + 1])
                raise ConfigError(f"{section} must be a mapping, got {node[part]!r}")
            node = node[part]
        node[leaf] = value


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"config file not found: {path}") from None
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        context, start = error.context or "", error.context_mark
        if context and start is not None and start is not mark:
            context += f" (from line {start.line + 1})"
        problem = "; ".join(part for part in (context, error.problem) if part)
        raise ConfigError(f"{where}: malformed YAML: {problem}") from None
    except yaml.YAMLError as error:
        raise ConfigError(f"{path}: malformed YAML: {error}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(
            f"{path}: a config file holds a mapping of sections (data, model, train, decode), "
            f"got {type(data).__name__}"
        )
    return data


def config_from_dict(data: Mapping[str, Any]) -> ExperimentConfig:
    """Build and validate a config from a nested plain dict (as ``to_dict`` returns)."""
    config: ExperimentConfig = _build(ExperimentConfig, data, "", ExperimentConfig)
    return config


def to_dict(config: ExperimentConfig) -> dict[str, Any]:
    """The config as nested plain dicts, ready for YAML or JSON."""
    return dataclasses.asdict(config)


def apply_overrides(config: ExperimentConfig, overrides: Sequence[str]) -> ExperimentConfig:
    """A new config with ``--section.key=value`` overrides applied; validated once, at the end."""
    data = to_dict(config)
    _merge_overrides(ExperimentConfig, data, overrides)
    return config_from_dict(data)


def load_config(path: str | Path | None, overrides: Sequence[str] = ()) -> ExperimentConfig:
    """Defaults, updated by the YAML file at ``path`` (if any), then by ``overrides``."""
    data = _read_yaml(Path(path)) if path is not None else {}
    _merge_overrides(ExperimentConfig, data, overrides)
    try:
        return config_from_dict(data)
    except ConfigError as error:
        if path is None:
            raise
        source = f"{path} with overrides" if overrides else str(path)
        raise ConfigError(f"{source}: {error}") from None


def save_config(config: ExperimentConfig, path: str | Path) -> None:
    """Write the config as YAML atomically: never a half-written file."""
    write_file(path, yaml.safe_dump(to_dict(config), sort_keys=False, allow_unicode=True))
