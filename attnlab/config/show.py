"""`attnlab config show`: the resolved config, each value with where it comes from."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attnlab.config.loading import (
    join_key,
    leaves_by_key,
    load_config,
    load_sections,
    merge_overrides,
    to_dict,
)
from attnlab.config.schema import ExperimentConfig
from attnlab.config.yaml_files import dump_yaml, read_yaml


def _declared_defaults(section: Any, prefix: str = "") -> dict[str, Any]:
    """Every key's declared default, before ``__post_init__`` fills any in (embed_dim None)."""
    defaults: dict[str, Any] = {}
    for item in dataclasses.fields(section):
        value = getattr(section, item.name)
        if dataclasses.is_dataclass(value):  # the model's options sit beside its family
            path = prefix if item.name == "options" else join_key(prefix, item.name)
            defaults.update(_declared_defaults(value, path))
        else:
            defaults[join_key(prefix, item.name)] = item.default
    return defaults


def _scalar(value: Any) -> str:
    """One YAML scalar on one line (double-quoted when it holds a newline or the like)."""
    style = '"' if isinstance(value, str) and not value.isprintable() else None
    text = dump_yaml(value, default_style=style, width=math.inf)
    return text.removesuffix("...\n").strip()


def show_config(
    path: str | Path | None, overrides: Sequence[str] = (), root: type = ExperimentConfig
) -> str:
    """The resolved config as YAML, each value commented with where it comes from: the file,
    an override, its default, or derived from other keys (embed_dim from hidden_dim).
    ``root``: the config's type (a captioner's: attnlab.captioning.CaptionConfig)."""
    if root is ExperimentConfig:
        config: Any = load_config(path, overrides)
    else:
        config = load_sections(root, path, overrides)
    from_file = leaves_by_key(read_yaml(Path(path))) if path is not None else {}
    given: dict[str, Any] = {}
    merge_overrides(root, given, overrides)
    from_overrides, defaults = leaves_by_key(given), _declared_defaults(config)

    rows: list[tuple[str, str]] = []  # (YAML line, where its value comes from)
    section = ""
    for key, value in leaves_by_key(to_dict(config)).items():
        *parents, name = key.split(".")
        if parents and parents[0] != section:
            section = parents[0]
            rows.append((f"{section}:", ""))
        if key in from_overrides:
            source, stated = "override", from_overrides[key]
            if key in from_file:
                source += f" (the file says {_scalar(from_file[key])})"
        elif key in from_file:
            source, stated = "file", from_file[key]
        else:
            source, stated = "default", defaults[key]
        if stated != value:  # __post_init__ filled it in
            source = f"derived from other keys ({source} {_scalar(stated)})"
        rows.append((f"{'  ' * len(parents)}{name}: {_scalar(value)}", source))
    width = max(len(line) for line, _ in rows)
    header = [
        f"# {'the defaults' if path is None else path}, resolved. After each value, where it",
        "# comes from: the file, an override, its default, or derived from other keys.",
    ]
    body = [f"{line:<{width}}  # {source}" if source else line for line, source in rows]
    return "\n".join(header + body) + "\n"
