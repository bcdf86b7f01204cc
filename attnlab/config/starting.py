"""``attnlab config init``: a commented starting config for your own data, written where you
are (the bundled configs live inside the package, out of sight of an installed attnlab).

The text is configs/custom-data.yaml (an RNNsearch); for another family its ``model``,
``train`` and ``decode`` sections come from that family's Tatoeba recipe, comments and all,
so the starting point is a setting that trained well, not the family's bare defaults."""

from __future__ import annotations

import re

from attnlab.config.loading import config_from_dict
from attnlab.config.yaml_files import BUNDLED_CONFIGS, parse_yaml

# The family each bundled recipe trains; custom-data.yaml itself is bahdanau's.
RECIPES = {
    "bahdanau": "custom-data",
    "luong": "tatoeba-luong-global",
    "transformer": "tatoeba-transformer",
    "fixed_context": "tatoeba-fixed-context",
}
_FROM_RECIPE = ("model", "train", "decode")


def starting_config(family: str = "bahdanau") -> str:
    """The text of a starting config for ``family``, checked to load as a config."""
    if family not in RECIPES:
        raise ValueError(
            f"no starting config for the {family!r} family; there is one for "
            f"{', '.join(sorted(RECIPES))} (write another family's model section by hand: "
            "`attnlab config show` then lists its options)"
        )
    text = (BUNDLED_CONFIGS / "custom-data.yaml").read_text(encoding="utf-8")
    if RECIPES[family] != "custom-data":
        recipe = _sections((BUNDLED_CONFIGS / f"{RECIPES[family]}.yaml").read_text("utf-8"))
        own = _sections(text)
        kept = "".join(part for key, part in own.items() if key not in _FROM_RECIPE)
        taken = "".join(recipe[key] for key in _FROM_RECIPE if key in recipe)
        text = (
            f"{kept}# model, train and decode as configs/{RECIPES[family]}.yaml has them:\n{taken}"
        )
    config_from_dict(parse_yaml(text))  # a bundled config that no longer loads is our bug
    return text


def _sections(text: str) -> dict[str, str]:
    """The text of each top-level key, in order (its indented lines after it); the comments
    before the first key under ""."""
    parts: dict[str, str] = {"": ""}
    key = ""
    for line in text.splitlines(keepends=True):
        top = re.match(r"([A-Za-z_]\w*):", line)
        if top is not None:
            key = top.group(1)
            parts[key] = ""
        parts[key] += line
    return parts
