"""Importing read pairs: Chinese script folding, duplicates counted, splits that are never
empty, and a destination that never loses the user's files."""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import pytest

from attnlab.data import Corpus, DataError, Pair, Tokenizers, importing, load_corpus
from attnlab.data.corpus import SPLITS, seen_in_training
from attnlab.data.importing import build_corpus, check_output, describe, import_corpus
from attnlab.data.user_data import ReadReport, read_tsv


def report_of(pairs: list[Pair], file: str = "in.tsv") -> ReadReport:
    return ReadReport(
        pairs=pairs,
        splits=[None] * len(pairs),
        origins=[f"{file}:{n}" for n in range(1, len(pairs) + 1)],
        lines=len(pairs),
    )


def corpus_of(pairs: list[Pair], **options: Any) -> Corpus:
    return build_corpus(report_of(pairs), name="t", src_lang="zh", tgt_lang="en", **options)


MANY = [Pair(f"句子{i}", f"sentence {i}") for i in range(400)]


def test_imported_corpus_loads_by_name_and_by_path(tmp_path: Path, cache: Path) -> None:
    path = tmp_path / "zh.tsv"
    path.write_text("".join(f"源{i}\tsource {i}\n" for i in range(400)))
    corpus = build_corpus(
        read_tsv(path), name="mine", src_lang="zh", tgt_lang="en", attribution="me"
    )
    saved = import_corpus(corpus, inputs=[path])
    assert saved == cache / "imported" / "mine"
    by_name, by_path = load_corpus("mine"), load_corpus(str(saved))
    assert by_name == by_path == corpus
    assert 0 < len(corpus.test) < 50 and 0 < len(corpus.dev) < 50
    assert sum(corpus.sizes().values()) == 400


def test_import_split_keeps_script_twins_together() -> None:
    twins = [Pair("我們試試看！", f"Let's try {i}.") for i in range(20)]
    twins += [Pair("我们试试看!", f"Let's try {i}!") for i in range(20)]
    for fold in (True, False):  # the split key is folded even when the text is kept
        corpus = corpus_of(twins + MANY, test_per_mille=500, fold_chinese=fold)
        homes = {
            name
            for name in ("train", "dev", "test")
            for p in corpus.split(name)
            if p.src in {"我們試試看！", "我们试试看!", "我们试试看！"}
        }
        assert len(homes) == 1


# --- Chinese script -----------------------------------------------------------------------


def test_a_chinese_side_is_folded_to_simplified_and_says_so() -> None:
    mixed = [Pair("我們試試看！", "Let's try."), Pair("我们走吧。", "Let's go."), *MANY]
    corpus = corpus_of(mixed)
    texts = {p.src for name in ("train", "dev", "test") for p in corpus.split(name)}
    assert "我们试试看！" in texts and "我們試試看！" not in texts
    assert corpus.src_normalizer == "zh-hans" and corpus.tgt_normalizer is None
    script = corpus.info["chinese_script"]
    assert script == {
        "src": {"traditional_characters": 3, "sentences": 1, "folded_to_simplified": True}
    }
    lines = describe(report_of(mixed), corpus)
    assert (
        "src side (zh): folded 3 Traditional characters (in 1 sentences) to Simplified "
        "(OpenCC t2s); --no-fold-chinese keeps them" in lines
    )


def test_folding_can_be_turned_off_and_is_recorded() -> None:
    corpus = corpus_of([Pair("我們試試看！", "Let's try."), *MANY], fold_chinese=False)
    texts = {p.src for name in ("train", "dev", "test") for p in corpus.split(name)}
    assert "我們試試看！" in texts and corpus.src_normalizer is None
    assert corpus.info["chinese_script"]["src"]["folded_to_simplified"] is False
    assert any("kept 3 Traditional" in line for line in describe(report_of([]), corpus))


def test_a_chinese_target_is_folded_and_a_latin_side_is_not() -> None:
    pairs = [Pair(f"sentence {i}", f"這是句子{i}") for i in range(400)]
    corpus = build_corpus(report_of(pairs), name="t", src_lang="en", tgt_lang="zh-TW")
    assert corpus.tgt_normalizer == "zh-hans" and corpus.src_normalizer is None
    assert corpus.train[0].tgt.startswith("这是") and set(corpus.info["chinese_script"]) == {"tgt"}


def test_imported_chinese_trains_tokenizers_that_fold_and_cover_cjk(tmp_path: Path) -> None:
    pairs = [
        Pair(f"這是第{i}個句子。" if i % 2 else f"这是第{i}个句子。", f"Sentence {i}.")
        for i in range(300)
    ]
    corpus = corpus_of(pairs)
    tokenizers = Tokenizers.train(corpus, 120, 120)
    src, tgt = tokenizers.src, tokenizers.tgt
    assert (src.info["character_coverage"], tgt.info["character_coverage"]) == (0.9995, 1.0)
    # ...and it is what sentencepiece trained with: the model's TrainerSpec field 10 (float).
    assert struct.pack("<Bf", 0x55, 0.9995) in src.model
    assert struct.pack("<Bf", 0x55, 1.0) in tgt.model
    assert src.normalizer == "zh-hans" and tgt.normalizer is None
    assert src.encode("這是第一個句子。") == src.encode("这是第一个句子。")


# --- duplicates ---------------------------------------------------------------------------


def test_duplicates_are_counted_kept_and_dropped_with_filter() -> None:
    repeats = [Pair("你好。", "Hello."), Pair("你好。", "Hello."), Pair("你好。", "Hi.")]
    repeats += [Pair("你們好。", "Hello, all."), Pair("你们好。", "Hello, all.")]  # twins
    pairs = repeats + MANY
    kept = corpus_of(pairs)
    assert sum(kept.sizes().values()) == 405
    assert kept.info["duplicate_pairs_kept"] == 2
    assert kept.info["first_duplicate"] == "in.tsv:2 repeats in.tsv:1"
    [line] = [line for line in describe(report_of(pairs), kept) if "duplicate" in line]
    assert line.startswith("2 duplicate pair(s), exact repeats of an earlier pair")
    assert line.endswith("kept them; --filter drops them")
    dropped = corpus_of(pairs, drop_duplicates=True)
    assert sum(dropped.sizes().values()) == 403 and dropped.info["duplicate_pairs_dropped"] == 2
    assert not corpus_of(MANY).info["duplicate_pairs_kept"]


def test_the_split_depends_on_the_texts_alone(tmp_path: Path) -> None:
    report = report_of(MANY)
    mine, renamed = (
        build_corpus(report, name=name, src_lang="zh", tgt_lang="en") for name in ("a", "b")
    )
    assert (mine.train, mine.dev, mine.test) == (renamed.train, renamed.dev, renamed.test)
    reseeded = build_corpus(report, name="a", src_lang="zh", tgt_lang="en", split_seed=1)
    assert reseeded.test != mine.test
    assert sorted(reseeded.train + reseeded.dev + reseeded.test, key=str) == sorted(MANY, key=str)
    info = json.loads((import_corpus(mine, tmp_path / "out") / "meta.json").read_text())["info"]
    assert info["split_seed"] == 0
    assert info["split_rule"] == (
        "sha256 of the smallest normalized source sentence of the pair's group (pairs sharing a "
        "normalized source or target, directly or through others, share a split: no test "
        "reference is a training target), salted 'attnlab/imported/seed-0' (--split-seed 0; "
        "the corpus name plays no part): test 50/1000, dev 50/1000 of the groups"
    )
    assert f"split: {info['split_rule']}" in describe(report, mine)


def test_two_sources_of_one_target_share_a_split() -> None:
    """Another sentence translated the same way goes where its twin goes: the import's
    test set holds no reference that is a training target."""
    twins = [Pair(f"{pair.src}又一句", pair.tgt) for pair in MANY[:60]]  # a second source each
    corpus = corpus_of(MANY + twins)
    split_of = {p.src: name for name in SPLITS for p in corpus.split(name)}
    for pair in MANY[:60]:
        assert split_of[f"{pair.src}又一句"] == split_of[pair.src]
    assert {split_of[pair.src] for pair in MANY[:60]} > {"train"}  # not all in train
    assert seen_in_training(corpus.references("test"), corpus.train) == []


# --- split sizes --------------------------------------------------------------------------


@pytest.mark.parametrize(("dev", "test"), [(-100, 50), (50, -1), (500, 500), (5000, 50)])
def test_split_shares_out_of_range_are_an_error(dev: int, test: int) -> None:
    with pytest.raises(DataError, match=r"must each be >= 0 and together under 1000"):
        corpus_of(MANY, dev_per_mille=dev, test_per_mille=test)


def test_an_import_that_leaves_a_split_empty_is_an_error(tmp_path: Path) -> None:
    corpus = corpus_of(MANY[:10], dev_per_mille=1, test_per_mille=1)
    assert corpus.sizes() == {"train": 10, "dev": 0, "test": 0}  # 10 sources, 1 of 1000 each
    with pytest.raises(DataError) as caught:
        import_corpus(corpus, tmp_path / "out")
    message = str(caught.value)
    assert "would leave dev and test empty (train 10, dev 0, test 0 pairs)" in message
    assert "raise --dev-per-mille (now 1) and raise --test-per-mille (now 1)" in message
    assert "--filter cannot help" in message
    assert not (tmp_path / "out").exists()
    pairs = [Pair(f"s{i}", f"t{i}") for i in range(6)]
    splits: list[str | None] = ["train", "train", "train", "train", "train", "test"]
    by_column = ReadReport(pairs=pairs, splits=splits, origins=[f"f:{n}" for n in range(6)])
    with pytest.raises(DataError, match=r"mark some lines dev in the split column"):
        import_corpus(build_corpus(by_column, name="c", src_lang="a", tgt_lang="b"), tmp_path)


# --- where it writes ----------------------------------------------------------------------


def test_an_existing_corpus_is_replaced_only_with_force(tmp_path: Path, cache: Path) -> None:
    first = import_corpus(corpus_of(MANY, attribution="first"))
    second = corpus_of(MANY[:300], attribution="second")
    with pytest.raises(DataError) as caught:
        import_corpus(second)
    message = str(caught.value)
    assert message.startswith(f"{first}: a corpus already exists here (t: train ")
    assert "--force to replace it" in message and "--name" in message
    assert load_corpus("t").attribution == "first"
    import_corpus(second, force=True)
    assert load_corpus("t").attribution == "second"


def test_the_output_never_is_or_holds_an_input_even_with_force(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    tsv = data / "train.tsv"
    tsv.write_text("".join(f"源{i}\tsource {i}\n" for i in range(400)))
    before = tsv.read_bytes()
    corpus = build_corpus(read_tsv(tsv), name="x", src_lang="zh", tgt_lang="en")
    for output, verb in ((tsv, "is"), (data, "contains"), (tmp_path, "contains")):
        for force in (False, True):
            with pytest.raises(DataError, match=rf"the output {verb} the input file .*train\.tsv"):
                import_corpus(corpus, output, inputs=[tsv], force=force)
    assert tsv.read_bytes() == before and sorted(data.iterdir()) == [tsv]


def test_a_directory_of_other_files_is_never_written_into(tmp_path: Path) -> None:
    mine = tmp_path / "notes"
    mine.mkdir()
    (mine / "todo.txt").write_text("keep me")
    for force in (False, True):
        with pytest.raises(DataError, match=r"notes: is a directory holding files that are not"):
            check_output(mine, force=force)
    (tmp_path / "file").write_text("keep me too")
    with pytest.raises(DataError, match=r"file: exists and is not a directory"):
        check_output(tmp_path / "file", force=True)
    check_output(tmp_path / "new")  # absent or empty: fine
    (tmp_path / "empty").mkdir()
    check_output(tmp_path / "empty")


def test_an_interrupted_replacement_leaves_the_earlier_corpus_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = import_corpus(corpus_of(MANY), tmp_path / "out")
    before = load_corpus(str(out))

    def crash(corpus: object, directory: Path) -> Path:
        directory.mkdir(parents=True)
        (directory / "train.tsv").write_text("half written")
        raise KeyboardInterrupt

    monkeypatch.setattr(importing, "save_corpus", crash)
    with pytest.raises(KeyboardInterrupt):
        import_corpus(corpus_of(MANY[:300]), out, force=True)
    assert load_corpus(str(out)).sizes() == before.sizes()  # written beside, never moved in
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # nothing left beside


def test_the_metadata_records_folding_and_duplicates(tmp_path: Path) -> None:
    out = import_corpus(corpus_of(MANY), tmp_path / "out")
    meta = json.loads((out / "meta.json").read_text())
    assert meta["src_normalizer"] == "zh-hans"
    assert meta["info"]["chinese_script"]["src"]["folded_to_simplified"] is True
    assert meta["info"]["duplicate_pairs_kept"] == 0
