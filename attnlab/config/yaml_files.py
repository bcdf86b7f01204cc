"""Config files as YAML: the one reader (safe tags only, aliases bounded, every problem a
ConfigError naming the file and line), the writer whose text reads back as it was, and the
configs attnlab ships, found by name from any folder."""

from __future__ import annotations

import re
from collections.abc import Hashable
from pathlib import Path
from typing import Any

import yaml

from attnlab.options import ConfigError, shown


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """Safe YAML read by YAML 1.2's core schema (below), refusing a key written twice in one
    mapping (plain YAML keeps the last one without a word). Parsed by libyaml where PyYAML has
    it (eight times faster: every run's config is read this way)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":  # "<<: *anchor" merges, by design
                continue
            key = self.construct_object(key_node, deep=True)
            line = key_node.start_mark.line + 1
            if isinstance(key, Hashable) and key in seen:
                raise yaml.constructor.ConstructorError(
                    None,
                    None,
                    f"key {shown(key)} appears twice in one mapping (first on line {seen[key]}); "
                    "keep one",
                    key_node.start_mark,
                )
            if isinstance(key, Hashable):
                seen[key] = line
        return super().construct_mapping(node, deep=deep)


class _Dumper(yaml.SafeDumper):
    """Safe YAML that quotes a string ``_Loader`` would read as a float (``name: '1e5'``)."""


# A plain scalar means what YAML 1.2's core schema says, not PyYAML's YAML 1.1: 017 is 17, not
# octal 15; 1:30 and 190:20:30.15 are text, not sexagesimal 90 and 685230.15; yes, no, on and
# off are text, not booleans; 3e-4 is a float. Hexadecimal and 0o octal are left as text, so
# that a number where the schema wants one is written in decimal (a ConfigError says so).
CORE_SCHEMA = (
    ("tag:yaml.org,2002:null", r"~|null|Null|NULL|", "~nN"),
    ("tag:yaml.org,2002:bool", r"true|True|TRUE|false|False|FALSE", "tTfF"),
    ("tag:yaml.org,2002:int", r"[-+]?[0-9]+", "-+0123456789"),
    (
        "tag:yaml.org,2002:float",
        r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)",
        "-+.0123456789",
    ),
    ("tag:yaml.org,2002:merge", r"<<", "<"),  # "<<: *anchor"
)
_Loader.yaml_implicit_resolvers = {}
for _tag, _pattern, _first in CORE_SCHEMA:
    _Loader.add_implicit_resolver(_tag, re.compile(f"^(?:{_pattern})$"), [*_first, ""][:-1])
_Loader.add_implicit_resolver("tag:yaml.org,2002:null", re.compile("^$"), [""])


def _decimal_int(loader: _Loader, node: yaml.ScalarNode) -> int:
    """A whole number in decimal, leading zeros and all (PyYAML's reads 017 as octal)."""
    text = str(loader.construct_scalar(node))
    try:
        return int(text, 10)
    except ValueError:
        raise yaml.constructor.ConstructorError(
            None, None, f"{text!r} is not a whole number in decimal", node.start_mark
        ) from None


_Loader.add_constructor("tag:yaml.org,2002:int", _decimal_int)
# The writer keeps PyYAML's 1.1 rules and adds 3e-4 as a float: it quotes every string either
# schema would read as another type ('yes', '1:30', '1e5'), so its text reads back as it was.
_Dumper.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$"),
    list("-+0123456789"),
)


def _represent_str(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    # NEL, LS and PS are line breaks to YAML: unescaped in a quoted string, they fold to a space
    style = '"' if any(char in text for char in "\x85\u2028\u2029") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _represent_str)


def dump_yaml(data: Any, **options: Any) -> str:
    """``data`` as YAML that ``read_yaml`` reads back as it was (``yaml.safe_dump``'s options)."""
    return yaml.dump(data, Dumper=_Dumper, allow_unicode=True, **options)


def parse_yaml(text: str) -> Any:
    """One YAML value (an override's) read as ``read_yaml`` reads a file."""
    return yaml.load(text, Loader=_Loader)


MAX_CONFIG_BYTES = 1 << 20  # a config is a few hundred bytes: past this, it is another file

# The configs attnlab ships, as package data, so that an installed attnlab has them too; in
# a checkout configs/ is a link to this folder.
BUNDLED_CONFIGS = Path(__file__).parents[1] / "configs"


def config_path(path: str | Path) -> Path:
    """``path``; where it does not exist, the bundled config it names, from any folder:
    ``tatoeba-bahdanau``, ``tatoeba-bahdanau.yaml`` or ``configs/tatoeba-bahdanau.yaml``."""
    path = Path(path)
    if path.exists() or path.parent not in (Path("."), Path("configs")):
        return path
    bundled = BUNDLED_CONFIGS / (path.name if path.suffix == ".yaml" else f"{path.name}.yaml")
    return bundled if bundled.exists() else path


def read_yaml(path: Path) -> dict[str, Any]:
    """A YAML file of sections: the one reader of config files (safe tags only, aliases
    bounded); every problem a ConfigError naming the file, and the line where there is one.
    A bundled config may be given by its name (``config_path``)."""
    path = config_path(path)
    if path.exists() and not (path.is_file() or path.is_dir()):  # /dev/zero would never end
        raise ConfigError(f"{path} is not a regular file (a device or a pipe?); give a config file")
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_CONFIG_BYTES + 1)
        if len(raw) > MAX_CONFIG_BYTES:
            raise ConfigError(
                f"{path} is larger than {MAX_CONFIG_BYTES >> 20} MiB: no config is; give the "
                "config file"
            )
        text = raw.decode("utf-8")
    except FileNotFoundError:
        names = ", ".join(sorted(p.stem for p in BUNDLED_CONFIGS.glob("*.yaml")))
        raise ConfigError(
            f"config file not found: {path} (attnlab's own, by name from any folder: {names})"
        ) from None
    except IsADirectoryError:
        raise ConfigError(f"{path} is a folder; give a config file (configs/*.yaml)") from None
    except UnicodeDecodeError as error:
        raise ConfigError(
            f"{path} is not UTF-8 (byte {error.object[error.start]:#04x} at position "
            f"{error.start}); convert it, e.g. `iconv -f GBK -t UTF-8`"
        ) from None
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        if "nesting depth" in (error.problem or ""):  # libyaml's limit; Python's is below
            raise ConfigError(f"{path}: nested too deeply to be a config") from None
        mark = error.problem_mark or error.context_mark
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        context, start = error.context or "", error.context_mark
        if context and start is not None and start is not mark:
            context += f" (from line {start.line + 1})"
        problem = "; ".join(part for part in (context, error.problem) if part)
        raise ConfigError(f"{where}: malformed YAML: {problem}") from None
    except yaml.reader.ReaderError as error:  # a character YAML forbids: no mark, a position
        line = text.count("\n", 0, error.position) + 1
        code = error.character if isinstance(error.character, int) else ord(error.character)
        raise ConfigError(
            f"{path}:{line}: malformed YAML: the unprintable character U+{code:04X} cannot be "
            "in a YAML file; remove it"
        ) from None
    except yaml.YAMLError as error:
        raise ConfigError(f"{path}: malformed YAML: {' '.join(str(error).split())}") from None
    except RecursionError:
        raise ConfigError(f"{path}: nested too deeply to be a config") from None
    if data is None:  # a cut-short file, or the wrong one: it would run on every default
        raise ConfigError(
            f"{path} holds no settings (it is empty, or only comments); a config names at "
            "least its data (`data: {corpus: tatoeba-zh-en}`): start from one of attnlab's, "
            "e.g. `attnlab config show tatoeba-bahdanau`"
        )
    if not isinstance(data, dict):
        raise ConfigError(
            f"{path}: a config file holds a mapping of sections (data, model, train, decode), "
            f"got {type(data).__name__}"
        )
    return data
