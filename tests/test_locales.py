"""Every language has every string, with the same placeholders; the page asks only for
strings that exist."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest
import yaml

from attnlab.locales import (
    LANGUAGES,
    LocaleError,
    default_language,
    load,
    placeholders,
    problems,
    translate,
)

STATIC = resources.files("attnlab.viz.explorer") / "static"
# t("key") or t('key') or t(`key`) without ${...}: the keys the page's scripts name literally
T_CALL = re.compile(r"""\bt\(\s*(["'`])([A-Za-z0-9_.]+)\1""")
# data-i18n="key" and data-i18n-ATTR="key" in the markup
MARKUP_KEY = re.compile(r"""data-i18n(?:-[a-z-]+)?="([^"]+)\"""")


def test_every_language_has_the_same_keys_and_placeholders() -> None:
    assert problems() == []


def test_every_key_is_prefixed_by_its_file_and_every_string_is_non_empty() -> None:
    for lang in LANGUAGES:
        table = load(lang)
        assert table, lang
        for key, text in table.items():
            assert text.strip(), f"{lang} {key} is empty"


def page_keys() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for entry in STATIC.iterdir():
        if entry.name.endswith(".js"):
            keys = {m.group(2) for m in T_CALL.finditer(entry.read_text("utf-8"))}
        elif entry.name.endswith(".html"):
            keys = set(MARKUP_KEY.findall(entry.read_text("utf-8")))
        else:
            continue
        for key in keys:
            found.setdefault(key, set()).add(entry.name)
    return found


def test_every_key_the_page_names_exists() -> None:
    keys = page_keys()
    assert len(keys) > 20  # the scan finds the page's strings at all
    missing = {key: sorted(files) for key, files in keys.items() if key not in load("en")}
    assert missing == {}


def test_translate_fills_placeholders_and_leaves_formula_braces() -> None:
    assert placeholders("step {step} of {count}: s_{t−1}") == {"step", "count"}
    en = load("en")
    key = next(k for k, text in en.items() if placeholders(text))
    names = placeholders(en[key])
    for lang in LANGUAGES:
        text = translate(lang, key, **{name: "⟨X⟩" for name in names})
        assert "⟨X⟩" in text and not placeholders(text) & names
    with pytest.raises(LocaleError, match="no string"):
        translate("en", "page.no_such_key")
    with pytest.raises(LocaleError, match="choose one of"):
        load("fr")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"}, "zh"),
        ({"LC_ALL": "", "LC_MESSAGES": "en_GB", "LANG": "zh_CN"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_default_language_follows_the_locale(environ: dict[str, str], expected: str) -> None:
    assert default_language(environ) == expected


ROOT = Path(__file__).resolve().parents[1]
CONFIG = re.compile(r"configs/[\w.-]+\.yaml")
RUN = re.compile(r"runs/([\w-]+)")


def test_commands_in_the_strings_name_configs_and_runs_that_exist() -> None:
    """A notice that says `attnlab explore runs/X` names a run a shipped config trains."""
    run_names = {
        yaml.safe_load(path.read_text("utf-8"))["name"]
        for path in (ROOT / "configs").glob("*.yaml")
    }
    for lang in LANGUAGES:
        for key, text in load(lang).items():
            for config in CONFIG.findall(text):
                assert (ROOT / config).is_file(), (lang, key, config)
            for run in RUN.findall(text):
                assert run in run_names, (lang, key, run)
