"""What a language tag says about its text: Chinese or not, a large alphabet or not, lengths in
words or characters, the script it should be written in. Every place that asks (tokenizer,
script folding, corpus statistics, BLEU's tokenizer, scores by length, the wrong-language
warning of translate) asks here.

Tags are BCP 47 or ISO 639 codes, in any case, with '-' or '_': 'zh', 'zh-Hant', 'zh_TW', 'cmn'.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable

# ISO 639: the Chinese macrolanguage (zh, zho, chi) and its members usually written in Han
# characters (Tatoeba tags Mandarin 'cmn', Cantonese 'yue', Wu 'wuu', Literary Chinese 'lzh').
CHINESE = frozenset({"zh", "zho", "chi", "cmn", "yue", "wuu", "gan", "hsn", "lzh"})
JAPANESE = frozenset({"ja", "jpn"})
KOREAN = frozenset({"ko", "kor"})


def primary_subtag(lang: str) -> str:
    """'zh-Hant_TW' -> 'zh': the language itself, lowercased, without script or region."""
    return lang.lower().replace("_", "-").split("-")[0]


def is_chinese(lang: str) -> bool:
    """True for 'zh', 'zh-TW', 'zh_Hans', 'zho', 'cmn', 'yue', ... (see ``CHINESE``)."""
    return primary_subtag(lang) in CHINESE


def is_japanese(lang: str) -> bool:
    return primary_subtag(lang) in JAPANESE


def has_large_alphabet(lang: str) -> bool:
    """Chinese, Japanese or Korean: thousands of distinct characters or syllable blocks."""
    return is_chinese(lang) or is_japanese(lang) or primary_subtag(lang) in KOREAN


def count_words(text: str) -> int:
    """Length in whitespace-separated words (English, German, segmented text)."""
    return len(text.split())


def count_characters(text: str) -> int:
    """Length in non-space characters (unsegmented Chinese; spaces of segmented text skipped)."""
    return sum(1 for ch in text if not ch.isspace())


def length_unit(lang: str) -> str:
    """'characters' for languages written without spaces between words (Chinese, Japanese),
    where a whitespace word is a whole sentence; 'words' otherwise."""
    return "characters" if is_chinese(lang) or is_japanese(lang) else "words"


def length_function(lang: str) -> Callable[[str], int]:
    """The sentence-length measure ``length_unit(lang)`` names."""
    return count_characters if length_unit(lang) == "characters" else count_words


# ---- the script a text is written in, against the one its language is written in -----------

# The scripts each language is written in (the first names it in messages), for the languages
# a corpus may tag; an unknown tag ("src", "sym") is not checked.
# fmt: off
_LATIN = (
    "en", "eng", "es", "spa", "fr", "fra", "fre", "de", "deu", "ger", "it", "ita", "pt", "por",
    "nl", "nld", "dut", "sv", "swe", "da", "dan", "no", "nor", "nb", "nob", "nn", "nno", "fi",
    "fin", "pl", "pol", "cs", "ces", "cze", "sk", "slk", "slo", "ro", "ron", "rum", "hu", "hun",
    "tr", "tur", "id", "ind", "ms", "msa", "may", "vi", "vie", "ca", "cat", "la", "lat", "eo",
    "epo", "et", "est", "lv", "lav", "lt", "lit", "sl", "slv", "hr", "hrv", "is", "isl", "ga",
    "gle", "cy", "cym", "eu", "eus", "af", "afr", "sw", "swa", "tl", "tgl",
)
_CYRILLIC = ("ru", "rus", "uk", "ukr", "bg", "bul", "be", "bel", "mk", "mkd", "mac")
# fmt: on
SCRIPTS: dict[str, tuple[str, ...]] = {
    **{lang: ("Latin",) for lang in _LATIN},
    **{lang: ("Cyrillic",) for lang in _CYRILLIC},
    **{lang: ("Han",) for lang in CHINESE},
    **{lang: ("Han", "Hiragana", "Katakana") for lang in JAPANESE},
    **{lang: ("Hangul", "Han") for lang in KOREAN},
    **{lang: ("Greek",) for lang in ("el", "ell", "gre")},
    **{lang: ("Arabic",) for lang in ("ar", "ara", "fa", "fas", "per")},
    **{lang: ("Hebrew",) for lang in ("he", "heb")},
}
# Scripts of one character a word (or a syllable): each letter counts as a unit of text.
_CHARACTER_SCRIPTS = frozenset({"Han", "Hiragana", "Katakana"})


def letter_script(char: str) -> str | None:
    """The script of a letter, from its Unicode name: 'a' -> 'Latin', '猫' -> 'Han',
    'ｂ' (fullwidth) -> 'Latin'; None for digits, punctuation, spaces and symbols."""
    if not char.isalpha():
        return None
    words = unicodedata.name(char, "").split()
    words = [w for w in words if w not in ("FULLWIDTH", "HALFWIDTH")]
    if not words:
        return None
    return "Han" if words[0] == "CJK" else words[0].capitalize()


def script_units(text: str) -> Counter[str]:
    """How much of ``text`` each script writes, in comparable units: a character of Han or
    kana, a word (a run of letters) of an alphabet, so '我喜欢iPhone' is 3 Han to 1 Latin."""
    units: Counter[str] = Counter()
    previous = None
    for char in text:
        script = letter_script(char)
        if script is not None and (script in _CHARACTER_SCRIPTS or script != previous):
            units[script] += 1
        previous = script
    return units


def wrong_script(text: str, lang: str) -> tuple[str, str] | None:
    """``(expected, found)`` scripts when most of ``text`` is not written in the script of
    ``lang`` (English typed into a Chinese-English model: ('Han', 'Latin')); None when it is,
    when ``text`` has no letters, or when the language is not one whose script is known."""
    expected = SCRIPTS.get(primary_subtag(lang))
    units = script_units(text)
    if expected is None or not units:
        return None
    if 2 * sum(units[script] for script in expected) >= sum(units.values()):
        return None
    found = max((s for s in units if s not in expected), key=units.__getitem__)
    return expected[0], found
