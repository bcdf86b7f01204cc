"""What a language tag says about its text: Chinese or not, a large alphabet or not, lengths in
words or characters. Every place that asks (tokenizer, script folding, corpus statistics,
BLEU's tokenizer, scores by length) asks here.

Tags are BCP 47 or ISO 639 codes, in any case, with '-' or '_': 'zh', 'zh-Hant', 'zh_TW', 'cmn'.
"""

from __future__ import annotations

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
