"""Loading a config: YAML files and dotted command-line overrides (``--train.lr=3e-4``) walked
through the schema's type hints, for any nesting of dataclasses. Every key is checked: an
unknown key names the nearest valid one, a wrong type names the expected type; a model's
options are its family's own dataclass."""

from __future__ import annotations

import dataclasses
import difflib
import math
import re
import types
import typing
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

import yaml

from attnlab.atomic import write_file
from attnlab.config.schema import ExperimentConfig, ModelConfig
from attnlab.config.yaml_files import dump_yaml, parse_yaml, read_yaml
from attnlab.models.family import TRANSLATION, Family
from attnlab.models.registry import families, get_family
from attnlab.options import ConfigError, shown

_TYPE_NAMES = {bool: "a bool", int: "an int", float: "a float", str: "a str"}
_OVERRIDE = re.compile(r"(?:--)?([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)=(.*)", re.DOTALL)


def join_key(prefix: str, key: object) -> str:
    """The dotted key of ``key`` under ``prefix`` ("train" + "lr" -> "train.lr")."""
    key = key if isinstance(key, str) else shown(key)  # a YAML key may be a list or a mapping
    return f"{prefix}.{key}" if prefix else key


def _is_section(hint: Any) -> bool:
    return isinstance(hint, type) and dataclasses.is_dataclass(hint)


def _split_optional(hint: Any) -> tuple[Any, bool]:
    """``X | None`` -> (X, True); anything else -> (hint, False)."""
    args = typing.get_args(hint)
    is_union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    if is_union and type(None) in args:
        rest = tuple(arg for arg in args if arg is not type(None))
        return (rest[0] if len(rest) == 1 else typing.Union[rest]), True  # noqa: UP007
    return hint, False


def _split_literals(hint: Any) -> tuple[Any, tuple[object, ...]]:
    """``int | Literal["auto"]`` -> (int, ("auto",)); anything else -> (hint, ())."""
    if typing.get_origin(hint) not in (typing.Union, types.UnionType):
        return hint, ()
    literals = [arg for arg in typing.get_args(hint) if typing.get_origin(arg) is Literal]
    others = [arg for arg in typing.get_args(hint) if arg not in literals]
    if not literals or len(others) != 1:
        return hint, ()
    return others[0], tuple(value for arg in literals for value in typing.get_args(arg))


def _fields(cls: type, root: type) -> dict[str, Any]:
    """A section's keys and their types in a ``root`` config. The model section's keys are
    ``family`` and the options of every family of the root's task (a translator's config:
    the translators'); which of them apply is checked when it is built."""
    if cls is ModelConfig:
        keys: dict[str, Any] = {"family": str}
        for family in _task_families(root).values():
            keys.update(typing.get_type_hints(family.options))
        return keys
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def _leaf_paths(cls: type, root: type, prefix: str = "") -> list[str]:
    paths: list[str] = []
    for name, hint in _fields(cls, root).items():
        path = join_key(prefix, name)
        paths += _leaf_paths(hint, root, path) if _is_section(hint) else [path]
    return paths


def _unknown_key(root: type, path: str) -> ConfigError:
    *parents, leaf = path.split(".")
    prefix = ".".join(parents)
    section = _hint_at(root, prefix) if prefix else root
    siblings = list(_fields(section, root))
    by_leaf: dict[str, str] = {}
    for candidate in _leaf_paths(root, root):
        by_leaf.setdefault(candidate.rsplit(".", 1)[-1], candidate)
    # A key in the wrong section (train.beam_size) first, then a typo in the right one.
    if leaf in by_leaf:
        suggestion = by_leaf[leaf]
    elif close := difflib.get_close_matches(leaf, siblings, n=1):
        suggestion = join_key(prefix, close[0])
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
        if part not in _fields(hint, root):
            raise _unknown_key(root, ".".join(parts[: depth + 1]))
        hint = _fields(hint, root)[part]
    return hint


def _check_value(path: str, value: Any, hint: Any) -> Any:
    base, optional = _split_optional(hint)
    if value is None and optional:
        return None
    base, literals = _split_literals(base)
    if isinstance(value, str) and value in literals:
        return value
    if base not in _TYPE_NAMES:
        raise TypeError(f"config field {path} has unsupported type {hint!r}")
    if base is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if base is float and isinstance(value, float) and not math.isfinite(value):
        raise ConfigError(f"{path} must be a finite number, got {value}")
    if isinstance(value, base) and not (base is int and isinstance(value, bool)):
        return value
    expected = _TYPE_NAMES[base] + "".join(f" or {value!r}" for value in literals)
    expected += " or null" if optional else ""
    raise ConfigError(f"{path} must be {expected}, got {shown(value)} ({type(value).__name__})")


def _build(cls: type, data: Any, path: str, root: type) -> Any:
    if not isinstance(data, Mapping):
        raise ConfigError(
            f"{path or 'the config'} must be a mapping of {cls.__name__} fields, "
            f"got {shown(data)} ({type(data).__name__})"
        )
    if cls is ModelConfig:
        return _build_model(data, path, root)
    hints = _fields(cls, root)
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        key_path = join_key(path, key)
        if isinstance(key, str) and "." in key:
            raise ConfigError(
                f"config key {key_path!r}: write nested keys as nested mappings "
                "(a line 'train:', then '  lr: ...' indented below it), not with dots"
            )
        if key not in hints:
            raise _unknown_key(root, key_path)
        hint = hints[key]
        if _is_section(hint):  # an empty section ("train:" alone) means its defaults
            kwargs[key] = _build(hint, {} if value is None else value, key_path, root)
        else:
            kwargs[key] = _check_value(key_path, value, hint)
    try:
        return cls(**kwargs)
    except ConfigError as error:
        raise ConfigError(join_key(path, str(error))) from None


def _build_model(data: Mapping[Any, Any], path: str, root: type) -> ModelConfig:
    """The model section: its family (the root config's own when it names none), then that
    family's options."""
    name = _check_value(join_key(path, "family"), data.get("family", _default_family(root)), str)
    try:
        family = get_family(name, _root_task(root))
    except ConfigError as error:
        raise ConfigError(join_key(path, str(error))) from None
    options = {key: value for key, value in data.items() if key != "family"}
    own = typing.get_type_hints(family.options)
    for key in options:
        if key in own:
            continue
        owners = [
            other.name
            for other in _task_families(root).values()
            if key in typing.get_type_hints(other.options)
        ]
        if not owners:
            raise _unknown_key(root, join_key(path, key))
        raise ConfigError(
            f"{join_key(path, key)} is not an option of the {family.name} family (it belongs to "
            f"{', '.join(owners)}); remove it, or choose that family. The {family.name} "
            f"family's options: {', '.join(own)}"
        )
    return ModelConfig(family.name, _build(family.options, options, path, root))


def _root_task(root: type) -> str:
    """The task of a ``root`` config: its default family's (a captioner's config: CAPTION)."""
    return get_family(_default_family(root)).task


def _task_families(root: type) -> dict[str, Family]:
    """The families a ``root`` config may name: those of its task."""
    return {name: f for name, f in families().items() if f.task == _root_task(root)}


def _default_family(root: type) -> str:
    """The family of a default ``root`` config (a translator's: ModelConfig's; a captioner's:
    its own)."""
    model = {field.name: field for field in dataclasses.fields(root)}.get("model")
    factory = model.default_factory if model is not None else dataclasses.MISSING
    return factory().family if callable(factory) else ModelConfig.family


def merge_overrides(root: type, data: dict[str, Any], overrides: Sequence[str]) -> None:
    """Write each ``key.path=value`` override into the nested ``data``, its key checked
    against ``root``'s schema and its value parsed as YAML."""
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
            example = next(iter(_fields(hint, root)))
            raise ConfigError(
                f"{path!r} is a section; override one of its keys, e.g. {path}.{example}=..."
            )
        is_str = _split_optional(hint)[0] is str
        try:
            value = parse_yaml(text)
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
                raise ConfigError(f"{section} must be a mapping, got {shown(node[part])}")
            node = node[part]
        node[leaf] = value


def config_from_dict(data: Mapping[str, Any]) -> ExperimentConfig:
    """Build and validate a config from a nested plain dict (as ``to_dict`` returns)."""
    config: ExperimentConfig = _build(ExperimentConfig, data, "", ExperimentConfig)
    return config


def to_dict(config: Any) -> dict[str, Any]:
    """The config (a translator's or a captioner's) as nested plain dicts, ready for YAML or
    JSON; the model's options sit beside its family, as in the YAML files."""
    data = dataclasses.asdict(config)
    if isinstance(config.model, ModelConfig):
        options = dataclasses.asdict(config.model.options)
        data["model"] = {"family": config.model.family, **options}
    return data


def apply_overrides(config: ExperimentConfig, overrides: Sequence[str]) -> ExperimentConfig:
    """A new config with ``--section.key=value`` overrides applied; validated once, at the end."""
    data = to_dict(config)
    merge_overrides(ExperimentConfig, data, overrides)
    return config_from_dict(data)


# Configs saved before the captioner was a registered family said ``task: caption`` and
# named no family.
_FAMILY_OF_OLD_TASK = {"caption": "show_attend_tell"}


def _migrate_task(data: dict[str, Any]) -> None:
    """An old config's ``task`` key, turned into the family that now says it."""
    if "task" not in data:
        return
    task = data.pop("task")
    if not isinstance(task, str) or task not in _FAMILY_OF_OLD_TASK:
        raise ConfigError(
            f"unknown config key 'task' ({shown(task)}); the model's family says what a "
            "config is for: remove the key"
        )
    if data.get("model") is None:
        data["model"] = {}
    model = data["model"]
    if isinstance(model, dict):
        family = model.setdefault("family", _FAMILY_OF_OLD_TASK[task])
        named = families().get(family) if isinstance(family, str) else None
        if named is not None and named.task != task:
            raise ConfigError(
                f"task is {task!r} but model.family {family!r} is a {named.task} family; "
                "remove the task key (the family says what a config is for)"
            )


def config_task(data: dict[str, Any]) -> str:
    """What a config's models do (attnlab.models.family: TRANSLATION, CAPTION), told by its
    family; TRANSLATION where the family is missing or unknown (the translator's loader then
    says what is wrong). An old config's ``task`` key is migrated in ``data``."""
    _migrate_task(data)
    model = data.get("model")
    name = model.get("family", ModelConfig.family) if isinstance(model, dict) else None
    known = families()
    return known[name].task if isinstance(name, str) and name in known else TRANSLATION


def file_task(path: str | Path, overrides: Sequence[str] = ()) -> str:
    """``config_task`` of a config file, with a ``--model.family=NAME`` among ``overrides``
    (the last one) in place of the file's family."""
    data = read_yaml(Path(path))
    _migrate_task(data)
    for override in overrides:
        match = _OVERRIDE.fullmatch(override)
        if match is not None and match.group(1) == "model.family":
            model = data.get("model")
            data["model"] = {**(model if isinstance(model, dict) else {}), "family": match[2]}
    return config_task(data)


def _refuse_other_tasks(data: dict[str, Any], path: str | Path) -> None:
    """A captioner's config is not a translator's: name the commands that take it."""
    task = config_task(data)
    if task != TRANSLATION:
        raise ConfigError(
            f"{path} is a config for the {task} task, not a translator's: train it with "
            "`attnlab train`; a trained captioner captions with `attnlab caption RUN "
            "IMAGE.png` and shows its attention in `attnlab explore RUN`"
        )


def load_config(path: str | Path | None, overrides: Sequence[str] = ()) -> ExperimentConfig:
    """Defaults, updated by the YAML file at ``path`` (if any), then by ``overrides``."""
    data = read_yaml(Path(path)) if path is not None else {}
    if path is not None:
        _refuse_other_tasks(data, path)
    merge_overrides(ExperimentConfig, data, overrides)
    try:
        return config_from_dict(data)
    except ConfigError as error:
        if path is None:
            raise
        source = f"{path} with overrides" if overrides else str(path)
        raise ConfigError(f"{source}: {error}") from None


SectionsT = typing.TypeVar("SectionsT")


def load_sections(
    cls: type[SectionsT], path: str | Path | None, overrides: Sequence[str] = ()
) -> SectionsT:
    """Another config of nested sections (the captioner's, ...) loaded and checked like
    ``load_config``: defaults, then the YAML file at ``path``, then ``overrides``."""
    data = read_yaml(Path(path)) if path is not None else {}
    return sections_of(cls, data, path, overrides)


def sections_of(
    cls: type[SectionsT],
    data: dict[str, Any],
    path: str | Path | None = None,
    overrides: Sequence[str] = (),
) -> SectionsT:
    """``load_sections`` of a config file's contents, ``data``, read from ``path``."""
    _migrate_task(data)
    merge_overrides(cls, data, overrides)
    try:
        config: SectionsT = _build(cls, data, "", cls)
    except ConfigError as error:
        if path is None:
            raise
        raise ConfigError(f"{path}: {error}") from None
    return config


def load_saved_config(path: str | Path) -> ExperimentConfig:
    """The config a run saved beside its weights. Runs saved before options belonged to their
    family list every family's options; those the run's family does not have never reached
    its model, and are dropped."""
    return saved_config_of(read_yaml(Path(path)), path)


def saved_config_of(data: dict[str, Any], path: str | Path) -> ExperimentConfig:
    """``load_saved_config`` of the file's contents, ``data``, read from ``path``."""
    _refuse_other_tasks(data, path)
    model = data.get("model")
    if isinstance(model, dict) and model.get("family", ModelConfig.family) in families():
        family = families()[model.get("family", ModelConfig.family)]
        own = {"family", *typing.get_type_hints(family.options)}
        data["model"] = {key: value for key, value in model.items() if key in own}
    try:
        return config_from_dict(data)
    except ConfigError as error:
        raise ConfigError(f"{path}: {error}") from None


def save_config(config: ExperimentConfig, path: str | Path) -> None:
    """Write the config as YAML atomically: never a half-written file."""
    write_file(path, dump_yaml(to_dict(config), sort_keys=False))


def differences(old: Any, new: Any) -> dict[str, tuple[Any, Any]]:
    """Dotted key -> (old value, new value) of every key whose value differs, in the config's
    order; a key only one of them has (another family's option) is None in the other."""
    before, after = leaves_by_key(to_dict(old)), leaves_by_key(to_dict(new))
    keys = [*before, *(key for key in after if key not in before)]
    return {k: (before.get(k), after.get(k)) for k in keys if before.get(k) != after.get(k)}


def leaves_by_key(data: Mapping[Any, Any], prefix: str = "") -> dict[str, Any]:
    """A nested mapping's values by dotted path."""
    leaves: dict[str, Any] = {}
    for key, value in data.items():
        path = join_key(prefix, key)
        leaves.update(leaves_by_key(value, path) if isinstance(value, Mapping) else {path: value})
    return leaves
