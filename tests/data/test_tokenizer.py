"""Subword tokenizers: fixed special ids, exact round trips on Chinese and English, files,
determinism, script folding, and training on the training split only."""

from __future__ import annotations

import itertools
import json
import time
from pathlib import Path

import pytest

from attnlab.data import (
    BOS_ID,
    EOS_ID,
    PAD_ID,
    UNK_ID,
    Corpus,
    DataError,
    Pair,
    SubwordTokenizer,
    Tokenizers,
)

SUBJECTS = ["我", "你", "他们", "老师", "我的朋友"]
VERBS = ["喜欢", "不喜欢", "想要", "看见了"]
OBJECTS = ["这本书。", "那只猫！", "中国菜。", "学校里的花？"]
ZH = ["".join(words) for words in itertools.product(SUBJECTS, VERBS, OBJECTS)]
EN = [
    f"{s} {v} {o}"
    for s, v, o in itertools.product(
        ["I", "You", "They", "The teacher", "My friend"],
        ["like", "don't like", "want", "saw"],
        ["this book.", "that cat!", "Chinese food.", "the flowers at school?"],
    )
]


@pytest.fixture(scope="module")
def zh() -> SubwordTokenizer:
    return SubwordTokenizer.train(ZH, vocab_size=120, lang="zh", normalizer="zh-hans")


@pytest.fixture(scope="module")
def en() -> SubwordTokenizer:
    return SubwordTokenizer.train(EN, vocab_size=120, lang="en")


def test_special_ids_are_fixed(zh: SubwordTokenizer) -> None:
    assert (zh.pad_id, zh.unk_id, zh.bos_id, zh.eos_id) == (PAD_ID, UNK_ID, BOS_ID, EOS_ID)
    assert (PAD_ID, UNK_ID, BOS_ID, EOS_ID) == (0, 1, 2, 3)
    assert [zh.id_to_piece(i) for i in range(4)] == ["<pad>", "<unk>", "<s>", "</s>"]


def test_round_trip_chinese_and_english(zh: SubwordTokenizer, en: SubwordTokenizer) -> None:
    for text in [*ZH, "我的朋友看见了老师。"]:  # the last one is not in the training text
        ids = zh.encode(text)
        assert UNK_ID not in ids
        assert zh.decode(ids) == text
    for text in [*EN, "My friend saw the teacher."]:
        assert en.decode(en.encode(text)) == text


def test_chinese_needs_no_spaces_and_learns_multi_character_pieces(zh: SubwordTokenizer) -> None:
    pieces = zh.pieces("我的朋友喜欢中国菜。")
    assert 1 < len(pieces) < len("我的朋友喜欢中国菜。")
    assert any(len(piece.lstrip("▁")) > 1 for piece in pieces)
    assert zh.info["character_coverage"] == 0.9995


def test_traditional_input_is_folded_to_simplified(zh: SubwordTokenizer) -> None:
    assert zh.encode("我的朋友看見了這本書。") == zh.encode("我的朋友看见了这本书。")
    assert zh.encode("這本書", normalize=False) != zh.encode("這本書")


def test_decode_skips_bos_and_pad_and_stops_at_eos(en: SubwordTokenizer) -> None:
    ids = en.encode("I like this book.")
    assert en.decode([BOS_ID, *ids, EOS_ID, *en.encode("garbage"), PAD_ID]) == "I like this book."
    assert en.decode([BOS_ID, *ids, PAD_ID, PAD_ID]) == "I like this book."


def test_unseen_characters_become_unk_in_a_small_vocabulary(en: SubwordTokenizer) -> None:
    assert UNK_ID in en.encode("Ωmega")  # no byte fallback below 1,000 pieces


def test_save_and_load(tmp_path: Path, zh: SubwordTokenizer) -> None:
    zh.save(tmp_path, "src")
    meta = json.loads((tmp_path / "src.json").read_text())
    assert meta["special_ids"] == {"pad": 0, "unk": 1, "bos": 2, "eos": 3}
    loaded = SubwordTokenizer.load(tmp_path, "src")
    assert loaded.normalizer == "zh-hans" and loaded.vocab_size == zh.vocab_size
    for text in [*ZH[:10], "我們"]:
        assert loaded.encode(text) == zh.encode(text)


def test_a_vocabulary_too_small_for_the_alphabet_is_a_clear_error() -> None:
    sentences = [chr(0x4E00 + i) * 3 for i in range(300)]  # 300 distinct characters
    with pytest.raises(DataError, match=r"could not train a 100-piece.*suggests: 316"):
        SubwordTokenizer.train(sentences, vocab_size=100, character_coverage=1.0)


def test_training_is_deterministic() -> None:
    first = SubwordTokenizer.train(EN, vocab_size=100, lang="en")
    second = SubwordTokenizer.train(EN, vocab_size=100, lang="en")
    assert first.model == second.model
    assert first.vocab_size == 100


def test_tokenizers_train_on_the_training_split_only(tmp_path: Path) -> None:
    corpus = Corpus(
        "t",
        "zh",
        "en",
        train=[Pair(z, e) for z, e in zip(ZH, EN, strict=True)],
        dev=[Pair("鑫鑫鑫", "Xylophone")] * 50,
        test=[Pair("龘龘龘", "Zyzzyva")] * 50,
    )
    tokenizers = Tokenizers.train(corpus, 90, 110)
    assert (tokenizers.src.vocab_size, tokenizers.tgt.vocab_size) == (90, 110)
    src_pieces = {tokenizers.src.id_to_piece(i) for i in range(tokenizers.src.vocab_size)}
    tgt_pieces = {tokenizers.tgt.id_to_piece(i) for i in range(tokenizers.tgt.vocab_size)}
    assert not any("龘" in p or "鑫" in p for p in src_pieces)
    assert not any("Z" in p or "X" in p for p in tgt_pieces)
    tokenizers.save(tmp_path / "tok")
    assert sorted(p.name for p in (tmp_path / "tok").iterdir()) == [
        "src.json",
        "src.model",
        "tgt.json",
        "tgt.model",
    ]
    again = Tokenizers.load(tmp_path / "tok")
    assert again.src.model == tokenizers.src.model and again.tgt.model == tokenizers.tgt.model


@pytest.mark.slow
def test_real_tatoeba_tokenizers(tatoeba_corpus: Corpus) -> None:
    started = time.perf_counter()
    tokenizers = Tokenizers.train(tatoeba_corpus)  # sizes chosen from the data
    seconds = time.perf_counter() - started
    # measured here: ~1-3 s for both sides (machine shared), vocabularies 5,200 zh / 3,700 en
    assert seconds < 30
    assert 4000 <= tokenizers.src.vocab_size <= 8000
    assert 2000 <= tokenizers.tgt.vocab_size <= 8000
    for pair in tatoeba_corpus.test:
        src_ids, tgt_ids = tokenizers.src.encode(pair.src), tokenizers.tgt.encode(pair.tgt)
        assert UNK_ID not in src_ids and UNK_ID not in tgt_ids  # byte fallback
        assert tokenizers.src.decode(src_ids) == pair.src
        assert tokenizers.tgt.decode(tgt_ids) == pair.tgt
