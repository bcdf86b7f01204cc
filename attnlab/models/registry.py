"""The model families by name: the one place a family name is looked up.

The built-in families are listed here. A family from another package is a plugin: the
package declares an entry point in the group ``attnlab.families`` whose name is the family's
name and whose object is its ``Family`` spec::

    [project.entry-points."attnlab.families"]
    multihead_rnn = "attnlab_example_family.model:MULTIHEAD_RNN"

Plugins load on the first lookup, not at import: a plugin imports attnlab itself. A plugin
that cannot be used warns once and leaves every other family usable; asking for it by name
is an error that says why (see examples/attnlab-example-family).
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Mapping
from importlib.metadata import EntryPoint, entry_points
from types import MappingProxyType
from typing import Any, Protocol

import torch
from torch import nn
from torch.overrides import TorchFunctionMode

from attnlab.models.family import TRANSLATION, Family
from attnlab.models.luong import LUONG
from attnlab.models.rnn_seq2seq import BAHDANAU, FIXED_CONTEXT
from attnlab.models.show_attend_tell import SHOW_ATTEND_TELL
from attnlab.models.transformer import TRANSFORMER
from attnlab.options import ConfigError, did_you_mean

ENTRY_POINT_GROUP = "attnlab.families"
BUILT_IN = (FIXED_CONTEXT, BAHDANAU, LUONG, TRANSFORMER, SHOW_ATTEND_TELL)


class FamilyPluginWarning(UserWarning):
    """An installed model family plugin that cannot be used (the message says how to fix it)."""


_families: dict[str, Family] = {family.name: family for family in BUILT_IN}
_unavailable: dict[str, str] = {}  # a plugin's name -> why it cannot be used
_plugins_loaded = False
_lock = threading.RLock()  # the explorer looks families up from several threads


def families() -> Mapping[str, Family]:
    """Every family by name, read-only: the built-ins, then the plugins (loaded once)."""
    global _plugins_loaded
    with _lock:
        if not _plugins_loaded:
            _plugins_loaded = True  # first, so a plugin that looks a family up does not recurse
            _load_plugins()
    return MappingProxyType(_families)


def register_family(family: Family) -> None:
    """Make ``family`` available to configs by its name (a name may be registered once).
    For a family defined in a script or test; a package declares an entry point instead."""
    if family.name in families():
        raise ValueError(f"a model family named {family.name!r} is already registered")
    _families[family.name] = family


def get_family(name: str, task: str | None = None) -> Family:
    """The family of that name, of ``task`` if given (a translator's config names a
    translator); ConfigError naming the known ones (of that task) otherwise."""
    known = families()
    fitting = {key: f for key, f in known.items() if task is None or f.task == task}
    if name in fitting:
        return fitting[name]
    if name in known:
        raise ConfigError(
            f"family {name!r} is a {known[name].task} family; a {task} config needs one of "
            f"{', '.join(map(repr, fitting))}"
        )
    if name in _unavailable:
        raise ConfigError(f"family {name!r} cannot be used: {_unavailable[name]}")
    raise ConfigError(
        f"family must be one of {', '.join(map(repr, fitting))}, got {name!r}"
        f"{did_you_mean(name, fitting)}"
    )


def _load_plugins() -> None:
    by_name: dict[str, list[EntryPoint]] = {}
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        by_name.setdefault(entry.name, []).append(entry)
    for name, entries in by_name.items():
        try:
            _families[name] = _plugin(name, entries)
        except _PluginError as error:
            if name not in _families:  # a built-in keeps its name whatever a plugin does
                _unavailable[name] = str(error)
            warnings.warn(
                f"the attnlab model family plugin {name!r} is not used: {error}",
                FamilyPluginWarning,
                stacklevel=3,
            )


class _PluginError(Exception):
    pass


def _plugin(name: str, entries: list[EntryPoint]) -> Family:
    """The Family an entry point names, or _PluginError saying what is wrong and how to fix it."""
    origins = "; ".join(map(_origin, entries))
    if name in _families:
        raise _PluginError(
            f"a built-in family has that name ({origins}); rename the entry point and its "
            "family, or uninstall the package"
        )
    if len(entries) > 1:
        raise _PluginError(f"{len(entries)} packages declare it ({origins}); uninstall all but one")
    entry = entries[0]
    fix = f"fix or uninstall that package ({_uninstall(entry)})"
    try:
        family: Any = entry.load()
    except Exception as error:  # anything a broken module raises on import
        raise _PluginError(
            f"{_origin(entry)} does not load ({type(error).__name__}: {error}); {fix}"
        ) from None
    if not isinstance(family, Family):
        raise _PluginError(
            f"{_origin(entry)} is a {type(family).__name__}, not an attnlab.models.Family; {fix}"
        )
    if family.task != TRANSLATION:
        raise _PluginError(
            f"{_origin(entry)} is a {family.task} family; a plugin adds a translator (task "
            f"{TRANSLATION!r}): the captioning pipeline is Show, Attend and Tell's own; {fix}"
        )
    if family.name != name:
        raise _PluginError(
            f"{_origin(entry)} is the family {family.name!r}: an entry point's name must be "
            f"its family's name; {fix}"
        )
    return family


def _origin(entry: EntryPoint) -> str:
    """'entry point NAME = "module:object" of package DIST VERSION'."""
    dist = entry.dist
    package = f"package {dist.name} {dist.version}" if dist is not None else "an unknown package"
    return f'entry point {entry.name} = "{entry.value}" of {package}'


def _uninstall(entry: EntryPoint) -> str:
    name = entry.dist.name if entry.dist is not None else "<its package>"
    return f"pip uninstall {name}"


class ModelChoice(Protocol):
    """A family name and its options, as ``attnlab.config.ModelConfig`` holds them."""

    @property
    def family(self) -> str: ...

    @property
    def options(self) -> Any: ...


def build_model(choice: ModelChoice, src_vocab_size: int, tgt_vocab_size: int) -> nn.Module:
    """The model a config's ``model`` section describes. Sized on the meta device first (no
    memory), so a model that cannot fit is a ConfigError saying so, not an allocator crash."""
    family = get_family(choice.family)
    try:
        with torch.device("meta"), _NoRandomFillOnMeta():
            sizing = family.build(choice.options, src_vocab_size, tgt_vocab_size)
    except RuntimeError as error:  # a tensor too large to describe, or a plugin meta cannot build
        if "overflow" in str(error):
            raise _too_large(choice, "more than any memory holds") from None
    else:
        # keep_vars: the parameters themselves, so a tied weight (listed under each of its
        # names) counts once, as in the parameter count below
        held = {id(t): t for t in sizing.state_dict(keep_vars=True).values()}
        size = sum(t.numel() * t.element_size() for t in held.values())
        free = _available_memory()
        if free is not None and size > free:
            count = sum(parameter.numel() for parameter in sizing.parameters())
            raise _too_large(
                choice,
                f"{count:,} parameters ({size / 2**30:.1f} GiB), more than this machine's "
                f"{free / 2**30:.1f} GiB of free memory",
            )
    return family.build(choice.options, src_vocab_size, tgt_vocab_size)


class _NoRandomFillOnMeta(TorchFunctionMode):
    """Skips the random fills of initialization (``init.normal_``, ``Tensor.uniform_``, ...) on
    meta tensors, which hold no values: PyTorch runs them through decompositions that import
    torch._dynamo, 1.5 s of a command's start (translate, evaluate, serve) for nothing."""

    FILLS = frozenset(
        ("normal_", "uniform_", "trunc_normal_", "bernoulli_", "exponential_", "random_")
    )

    def __torch_function__(
        self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None
    ) -> Any:
        kwargs = kwargs or {}
        tensor = args[0] if args else kwargs.get("tensor")  # init.* pass theirs by keyword
        fill = getattr(func, "__name__", "") in self.FILLS
        if fill and isinstance(tensor, torch.Tensor) and tensor.is_meta:
            return tensor
        return func(*args, **kwargs)


def _too_large(choice: ModelChoice, detail: str) -> ConfigError:
    return ConfigError(
        f"the {choice.family} model of this config is too large: {detail}; make it smaller "
        "(e.g. a lower --model.hidden_dim or vocabulary size)"
    )


def _available_memory() -> int | None:
    """Bytes of memory free for new allocations (Linux's MemAvailable); None elsewhere."""
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None
