"""Text hygiene shared by every corpus: invisible characters, whitespace, control characters,
and the normalized key that decides a sentence's split."""

from __future__ import annotations

import hashlib
import re
import unicodedata

# Invisible format characters seen in real data (Tatoeba has soft hyphens and zero-width
# spaces); removing them changes no visible text. ZWJ/ZWNJ are kept: some scripts need them.
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u2060\ufeff"))
_WHITESPACE = re.compile(r"\s+")


def clean_text(text: str) -> str:
    """Drop invisible format characters and collapse every run of whitespace (tabs and
    newlines included) to one space; a cleaned sentence fits in one TSV field."""
    return _WHITESPACE.sub(" ", text.translate(_INVISIBLE)).strip()


_NOTHING_VISIBLE = {"Cc", "Cf", "Zs", "Zl", "Zp"}  # controls, format characters, spaces


def is_blank(text: str) -> bool:
    """True when ``text`` shows nothing: only whitespace, control and zero-width or other
    format characters. Such a line has no sentence to translate."""
    return all(unicodedata.category(char) in _NOTHING_VISIBLE for char in text)


def find_control_character(text: str) -> int | None:
    """Index of the first control character (Unicode category Cc) other than tab, or None."""
    for index, char in enumerate(text):
        if char != "\t" and unicodedata.category(char) == "Cc":
            return index
    return None


def split_key(text: str) -> str:
    """The key a split is decided on: NFKC, case-folded, letters and digits only, so that
    sentences differing in punctuation, width or case land in the same split. Fold the script
    (e.g. Traditional -> Simplified Chinese) before calling this."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    key = "".join(char for char in folded if char.isalnum())
    return key or folded.strip()


def split_bucket(key: str, salt: str) -> int:
    """A stable bucket in [0, 1000) from a key: the first 8 bytes of sha256(salt NUL key)."""
    digest = hashlib.sha256(f"{salt}\0{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 1000


def assign_split(key: str, *, salt: str, dev_per_mille: int, test_per_mille: int) -> str:
    """'test' for buckets [0, test), 'dev' for [test, test + dev), else 'train'."""
    bucket = split_bucket(key, salt)
    if bucket < test_per_mille:
        return "test"
    if bucket < test_per_mille + dev_per_mille:
        return "dev"
    return "train"
