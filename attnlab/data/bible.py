"""Bible Spanish -> English, verse-aligned: long sentences for BLEU-by-length experiments.

Spanish: Reina-Valera 1909 (SWORD module spaRV1909eb, Debian ``sword-text-sparv``). English:
derived from the public-domain eBible.org translation in SWORD module engWEB2015eb (Debian
``sword-text-web``); attnlab alters it (markup removed, verses dropped), so it must not be
called by that translation's trademarked name. Both public domain.

Cleaning, from the pitfalls measured in shared/DATA.md: text after a chapter-end marker is cut
(Rev 22:21 carries a glossary), ``<note>`` is dropped with its content, word tags are removed
without inserting a space, canonical psalm titles are kept (the Spanish has them inline),
verses are paired by KJV key, chapters whose Spanish numbering is offset are dropped, and
pairs whose word counts differ more than 2.5x are dropped.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from attnlab.data.cache import cache_root
from attnlab.data.corpus import (
    Corpus,
    DataError,
    Pair,
    deduplicate,
    is_corpus_directory,
    read_corpus,
    save_corpus,
    split_pairs,
)
from attnlab.data.sword import ModuleConf, SwordBible, find_module
from attnlab.data.text import clean_text, split_key

NAME = "bible-es-en"
SPANISH_MODULE = "spaRV1909eb"
ENGLISH_MODULE = "engWEB2015eb"
INSTALL = "apt-get install sword-text-sparv sword-text-web"
# Split by normalized Spanish verse text, so that repeated verses ("Y habló Jehová á Moisés,
# diciendo:") sit in one split: ~1,000 dev and ~1,500 test pairs. Never filtered afterwards.
DEV_PER_MILLE = 33
TEST_PER_MILLE = 50
SALT = "attnlab/bible-es-en/v1"
PREPARED = "prepared-v1"  # bump when cleaning or splitting changes: old caches are rebuilt
# Spanish numbering differs from the KJV in these chapters without leaving an empty slot.
OFFSET_CHAPTERS = frozenset(("Job", chapter) for chapter in range(38, 42))
MAX_RATIO = 2.5
RATIO_MIN_WORDS = 8

ATTRIBUTION = (
    "Spanish: Reina-Valera 1909, public domain (SWORD module spaRV1909eb, Debian package "
    "sword-text-sparv). English: derived by attnlab from the public-domain eBible.org English "
    "translation in SWORD module engWEB2015eb (Debian package sword-text-web); markup removed "
    "and verses dropped, so this altered text is not that translation and is not to be called "
    "by its name."
)

# Tags whose content is not verse text: footnotes and cross references, Song of Songs speaker
# labels, and editors' (non-canonical) headings.
_DROPPED = re.compile(r"<(note|speaker)\b[^>]*?(?<!/)>.*?</\1\s*>", re.DOTALL)
_NONCANONICAL_TITLE = re.compile(
    r"<title\b(?![^>]*canonical=\"true\")[^>]*?(?<!/)>.*?</title\s*>", re.DOTALL
)
_CHAPTER_END = re.compile(r"<chapter\b[^>]*\beID=")
# Inline tags wrap parts of words (``<w>tha</w>t``): removed without a space. Every other tag
# (lines, paragraphs, titles, milestones) stands between words: replaced by a space.
_INLINE = re.compile(
    r"</?(?:w|transChange|q|name|seg|hi|foreign|divineName|catchWord|rdg|abbr|add|"
    r"inscription|mentioned|reference)\b[^>]*>"
)
_ANY_TAG = re.compile(r"<[^>]*>")
_SFM = re.compile(r"\\\+?[a-z]+\d*\*?")  # stray SFM codes such as the KJV's \nd ... \nd*
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?)\]])")


def clean_osis(markup: str) -> str:
    """Plain verse text from OSIS markup; the result holds no '<', '\\' or tab."""
    end = _CHAPTER_END.search(markup)
    if end:
        markup = markup[: end.start()]
    markup = _DROPPED.sub(" ", markup)  # "God</w><note>..</note><w>created": keep a space
    markup = _NONCANONICAL_TITLE.sub(" ", markup)
    markup = _INLINE.sub("", markup)
    markup = _ANY_TAG.sub(" ", markup)
    markup = _SFM.sub("", markup)
    text = html.unescape(markup)
    text = text.replace("<", " ").replace(">", " ").replace("\\", " ")
    return _SPACE_BEFORE_PUNCT.sub(r"\1", clean_text(text))


_FIRST_WORD = re.compile(r"^\W*([^\W\d_]{2,})")
CLEANING = 2  # raise when cleaning changes, so a cached corpus is rebuilt


def undo_drop_cap(text: str) -> str:
    """'EN el principio' -> 'En el principio': the Spanish module prints each chapter's first
    word in capitals (a drop cap); as a token it would be a word of its own."""
    match = _FIRST_WORD.match(text)
    if match is None or not match.group(1).isupper():
        return text
    return text[: match.start(1)] + match.group(1).capitalize() + text[match.end(1) :]


def align(
    keys: Iterable[tuple[str, int, int]],
    spanish: dict[tuple[str, int, int], str],
    english: dict[tuple[str, int, int], str],
) -> tuple[list[Pair], dict[str, int]]:
    """Pair cleaned verses by KJV key (book, chapter, verse) and apply the alignment filters;
    returns the pairs (ids 'Book.C.V') and the count of pairs dropped per reason."""
    keys = list(keys)
    offset = set(OFFSET_CHAPTERS)
    for book, chapter, verse in keys:
        if not spanish.get((book, chapter, verse)):
            # An empty Spanish slot: its verse moved into the next chapter under Spanish
            # numbering, so this chapter and the next are shifted against the KJV.
            offset.update({(book, chapter), (book, chapter + 1)})
    dropped: Counter[str] = Counter()
    pairs = []
    for key in keys:
        book, chapter, verse = key
        es, en = spanish.get(key, ""), english.get(key, "")
        if (book, chapter) in offset:
            dropped["offset_chapter"] += 1
        elif not en:
            dropped["english_missing"] += 1
        elif not _ratio_ok(es, en):
            dropped["length_ratio"] += 1
        else:
            pairs.append(Pair(es, en, f"{book}.{chapter}.{verse}", f"{book}.{chapter}.{verse}"))
    return pairs, {reason: dropped[reason] for reason in sorted(dropped)}


def _ratio_ok(src: str, tgt: str) -> bool:
    short, long = sorted((len(src.split()), len(tgt.split())))
    return long < RATIO_MIN_WORDS or long <= MAX_RATIO * max(short, 1)


def _modules() -> tuple[ModuleConf, ModuleConf]:
    spanish, english = find_module(SPANISH_MODULE), find_module(ENGLISH_MODULE)
    if spanish is None or english is None:
        missing = [n for n, c in ((SPANISH_MODULE, spanish), (ENGLISH_MODULE, english)) if not c]
        raise DataError(
            f"{NAME} needs the SWORD modules {', '.join(missing)}, from Debian's packages. "
            f"Install them with `{INSTALL}` (as root, or with sudo), then run "
            f"`attnlab data get {NAME}` again. Modules are looked for in $SWORD_PATH, ~/.sword "
            "and /usr/share/sword."
        )
    try:
        import pysword  # noqa: F401  (versification tables)
    except ImportError:
        raise DataError(
            f"{NAME} needs the Python package pysword: pip install 'pysword>=0.2.8'"
        ) from None
    return spanish, english


def read_verses(
    bible: SwordBible, chapters: Iterable[tuple[str, int]]
) -> dict[tuple[str, int, int], str]:
    """Cleaned text of every verse in ``chapters`` that ``bible``'s versification has."""
    verses = {}
    for book, chapter in chapters:
        for number, markup in enumerate(bible.chapter(book, chapter) or [], start=1):
            verses[(book, chapter, number)] = clean_osis(markup)
    return verses


def build_corpus() -> Corpus:
    """Read both installed modules, clean, align, deduplicate and split."""
    spanish_conf, english_conf = _modules()
    spanish, english = SwordBible(spanish_conf), SwordBible(english_conf)
    if spanish_conf.versification != "kjv":
        raise DataError(
            f"expected KJV versification in {SPANISH_MODULE}, found {spanish_conf.versification}"
        )
    chapters = [(book, c) for book, lengths in spanish.books() for c in range(1, len(lengths) + 1)]
    es = read_verses(spanish, chapters)
    es = {key: undo_drop_cap(text) if key[2] == 1 else text for key, text in es.items()}
    en = read_verses(english, chapters)
    keys = [
        (b, c, v)
        for b, lengths in spanish.books()
        for c, n in enumerate(lengths, 1)
        for v in range(1, n + 1)
    ]
    aligned, dropped = align(keys, es, en)
    pairs, duplicates = deduplicate(aligned)
    splits = split_pairs(
        pairs,
        lambda pair: split_key(pair.src),
        salt=SALT,
        dev_per_mille=DEV_PER_MILLE,
        test_per_mille=TEST_PER_MILLE,
    )
    info: dict[str, Any] = {
        "source": f"SWORD modules {SPANISH_MODULE} {spanish_conf.version}, "
        f"{ENGLISH_MODULE} {english_conf.version}",
        "module_versions": [spanish_conf.version, english_conf.version],
        "cleaning": CLEANING,
        "kjv_verse_keys": len(keys),
        "dropped": dropped,
        "duplicate_pairs_dropped": duplicates,
        "split_rule": (
            f"sha256 of the normalized Spanish verse ({SALT!r}): "
            f"test {TEST_PER_MILLE}/1000, dev {DEV_PER_MILLE}/1000"
        ),
    }
    return Corpus(
        name=NAME,
        src_lang="es",
        tgt_lang="en",
        train=splits["train"],
        dev=splits["dev"],
        test=splits["test"],
        attribution=ATTRIBUTION,
        info=info,
    )


def prepared_dir(root: Path | None = None) -> Path:
    return (cache_root() if root is None else root) / NAME / PREPARED


def load(*, root: Path | None = None, force: bool = False) -> Corpus:
    """The prepared corpus, built from the installed modules on first use (a few seconds) and
    again whenever an installed module's version changes, or with ``force``."""
    prepared = prepared_dir(root)
    spanish_conf, english_conf = _modules()
    versions = [spanish_conf.version, english_conf.version]
    if is_corpus_directory(prepared) and not force:
        corpus = read_corpus(prepared)
        if corpus.info.get("module_versions") == versions and (
            corpus.info.get("cleaning") == CLEANING
        ):
            return corpus
    corpus = build_corpus()
    save_corpus(corpus, prepared)
    return corpus
