"""Bible Spanish-English: OSIS cleaning and verse alignment on inline markup; the real corpus
when the Debian packages sword-text-sparv and sword-text-web are installed."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from attnlab.data import Corpus, DataError, bible, load_corpus
from attnlab.data.sword import find_module

# --- cleaning (no packages needed) --------------------------------------------------------


def test_word_tags_are_removed_without_inserting_a_space() -> None:
    kjv = '<w lemma="strong:H0853">tha</w>t <w lemma="strong:H1">is</w> <w>good</w>.'
    assert bible.clean_osis(kjv) == "that is good."


def test_notes_are_dropped_with_their_content() -> None:
    web = (
        '<w lemma="strong:H0430">God</w><note placement="foot"><reference type="annotateRef">'
        "1:1 </reference>The Hebrew word rendered “God” is “אֱלֹהִ֑ים” (Elohim).</note>"
        '<w lemma="strong:H1254">created</w> the earth<note type="crossReference">'
        "<reference>Exodus 30:12</reference></note>."
    )
    assert bible.clean_osis(web) == "God created the earth."


def test_text_after_the_chapter_end_is_cut() -> None:
    last_verse = (
        "The grace of the Lord Jesus Christ be with all the saints. Amen.  "
        '<chapter eID="Rev.22"/><div eID="gen1" type="x-p"/> <div sID="g" type="glossary"/>'
        '<title level="1" type="main">Glossary</title> Abaddon is Hebrew for destruction.'
    )
    assert bible.clean_osis(last_verse) == (
        "The grace of the Lord Jesus Christ be with all the saints. Amen."
    )


def test_canonical_titles_are_kept_and_editorial_headings_dropped() -> None:
    psalm = (
        '<div type="x-milestone" subType="x-preverse" sID="pv1"/><title canonical="true" '
        'type="psalm">A Psalm by David.</title><lg sID="g1"/><l level="1" sID="g2"/>Yahweh, '
        'how my adversaries have increased!<l eID="g2" level="1"/><l sID="g3" type="selah"/>'
        'Selah.<l eID="g3" type="selah"/>'
    )
    assert bible.clean_osis(psalm) == (
        "A Psalm by David. Yahweh, how my adversaries have increased! Selah."
    )
    heading = '<title type="section">The Creation</title>In the beginning'
    assert bible.clean_osis(heading) == "In the beginning"
    speaker = "<speaker>Beloved</speaker> <l sID='x'/>Let him kiss me"
    assert bible.clean_osis(speaker) == "Let him kiss me"


def test_markup_codes_and_entities_leave_no_trace() -> None:
    text = 'the \\nd LORD\\nd* said,<q who="Jesus">“Go &amp; see &lt;this&gt;”</q>\tnow'
    cleaned = bible.clean_osis(text)
    assert cleaned == "the LORD said,“Go & see this ” now"
    assert not re.search(r"[<\\\t]", cleaned)


@pytest.mark.parametrize(
    ("verse", "expected"),
    [
        ("EN el principio crió Dios", "En el principio crió Dios"),
        ("¡AY de la nación pecadora", "¡Ay de la nación pecadora"),
        ("PABLO, siervo de Jesucristo", "Pablo, siervo de Jesucristo"),
        ("Y dijo Dios", "Y dijo Dios"),  # one letter: a word, not a drop cap
        ("Entonces respondió", "Entonces respondió"),
    ],
)
def test_drop_caps_are_undone(verse: str, expected: str) -> None:
    assert bible.undo_drop_cap(verse) == expected


def test_alignment_drops_offset_chapters_missing_verses_and_ratio_outliers() -> None:
    keys = [
        (b, c, v) for b, c in [("Num", 12), ("Num", 13), ("Num", 14), ("Job", 38)] for v in (1, 2)
    ]
    spanish = {k: "uno dos tres" for k in keys}
    english = {k: "one two three" for k in keys}
    spanish[("Num", 12, 2)] = ""  # an empty Spanish slot: Num 12 and Num 13 are offset
    english[("Num", 14, 1)] = ""  # a verse the English leaves out
    spanish[("Job", 38, 1)] = "x"  # Job 38-41 are offset without an empty slot
    pairs, dropped = bible.align(keys, spanish, english)
    assert [p.src_id for p in pairs] == ["Num.14.2"]
    assert dropped == {"english_missing": 1, "offset_chapter": 6}
    ratio_keys = [("Gen", 1, 1), ("Gen", 1, 2), ("Gen", 1, 3)]
    pairs, dropped = bible.align(
        ratio_keys,
        {k: "a b c" for k in ratio_keys},
        {("Gen", 1, 1): "a b c d e f g h", ("Gen", 1, 2): "a b c d e f g", ("Gen", 1, 3): "x y"},
    )
    # 8 words against 3 (> 2.5x, >= 8 words) goes; 7 against 3 is too short to judge
    assert [p.src_id for p in pairs] == ["Gen.1.2", "Gen.1.3"]
    assert dropped == {"length_ratio": 1}


def test_missing_packages_give_the_install_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(bible, "find_module", lambda name: None)
    with pytest.raises(DataError) as caught:
        bible.load(root=tmp_path)
    assert "apt-get install sword-text-sparv sword-text-web" in str(caught.value)


# --- the real corpus ----------------------------------------------------------------------

installed = all(find_module(name) for name in (bible.SPANISH_MODULE, bible.ENGLISH_MODULE))
needs_packages = pytest.mark.skipif(
    not installed or importlib.util.find_spec("pysword") is None,
    reason="needs the Debian packages (apt-get install sword-text-sparv sword-text-web) "
    "and the Python package pysword",
)


@pytest.fixture(scope="module")
def bible_corpus(data_cache_root: Path) -> Corpus:
    return load_corpus(bible.NAME, root=data_cache_root)


@needs_packages
@pytest.mark.slow
def test_real_bible_is_clean_aligned_and_split(bible_corpus: Corpus) -> None:
    corpus = bible_corpus
    every = corpus.train + corpus.dev + corpus.test
    assert 29_500 < len(every) < 31_000
    assert 1_000 <= len(corpus.test) <= 2_000 and 800 <= len(corpus.dev) <= 2_000
    assert not [p for p in every if re.search(r"[<>\\\t]", p.src + p.tgt)]
    by_id = {p.src_id: p for p in every}
    assert by_id["Gen.1.1"].src == "En el principio crió Dios los cielos y la tierra."
    drop_caps = [p for p in every if re.match(r"\W*[^\W\d_]{2,}\b", p.src.split(" ")[0])]
    assert not [p for p in drop_caps if p.src_id.endswith(".1") and p.src.split()[0].isupper()]
    assert by_id["Gen.1.1"].tgt == "In the beginning, God created the heavens and the earth."
    assert by_id["Rev.22.21"].tgt.endswith("saints. Amen.")  # no glossary
    assert by_id["Ps.3.1"].tgt.startswith("A Psalm by David")  # canonical title kept
    assert "Job.39.1" not in by_id and "Num.13.1" not in by_id  # offset chapters
    assert corpus.info["dropped"]["length_ratio"] < 40
    long = [p for p in every if len(p.src.split()) >= 50]
    assert len(long) > 300  # the point of this corpus: long sentences
    assert "World English Bible" not in corpus.attribution  # altered text: not its name
