"""Language tags: one answer to "is this Chinese?" and "words or characters?"."""

from __future__ import annotations

import pytest

from attnlab.data.languages import (
    count_characters,
    count_words,
    has_large_alphabet,
    is_chinese,
    length_function,
    length_unit,
    primary_subtag,
)

CHINESE = ["zh", "ZH", "zh-CN", "zh_TW", "zh-Hans", "zh-Hant-HK", "zho", "chi", "cmn", "yue"]
OTHERS = ["en", "ja", "jpn", "ko", "de", "chr", "zu", "sym", "src", ""]


def test_the_primary_subtag_drops_script_and_region() -> None:
    assert primary_subtag("zh-Hant_TW") == primary_subtag("ZH") == "zh"
    assert primary_subtag("cmn_Hans") == "cmn"


@pytest.mark.parametrize("lang", CHINESE)
def test_chinese_tags(lang: str) -> None:
    assert is_chinese(lang) and has_large_alphabet(lang)
    assert length_unit(lang) == "characters" and length_function(lang) is count_characters


@pytest.mark.parametrize("lang", OTHERS)
def test_other_tags_are_not_chinese(lang: str) -> None:
    assert not is_chinese(lang)


def test_japanese_is_measured_in_characters_korean_in_words() -> None:
    # Japanese has no spaces between words; Korean does.
    assert length_unit("ja") == "characters" and length_unit("ko") == "words"
    assert has_large_alphabet("ja") and has_large_alphabet("ko_KR")
    assert length_function("en") is count_words and not has_large_alphabet("en")
