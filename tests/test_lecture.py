"""The lecture's click-a-word demo, measured: which of its English words a translation wrote
and where each one's attention went (attnlab/lecture.py)."""

from __future__ import annotations

import pytest

from attnlab.lecture import ALIGNMENTS, SENTENCE, is_lecture_sentence, lecture_alignment

# the sentence in pieces the way SentencePiece cuts it (a piece's characters, "▁" first)
SOURCE = ["▁那", "位", "在", "加", "州", "工作", "了", "十年", "、", "后", "来", "搬", "到", "纽",
          "约", "创", "业", "、", "最近", "又", "回", "到", "上", "海", "的", "工", "程", "师",
          "，", "昨天", "终", "于", "发", "布", "了", "自己的", "新", "产", "品", "。"]  # fmt: skip


def row_on(*pieces: str) -> list[float]:
    """Attention spread evenly over the source pieces named (first occurrences)."""
    weights = [0.0] * len(SOURCE)
    for piece in pieces:
        weights[SOURCE.index(piece)] = 1 / len(pieces)
    return weights


def test_the_pieces_are_the_sentence() -> None:
    assert "".join(SOURCE).lstrip("▁") == SENTENCE and is_lecture_sentence(f" {SENTENCE} ")
    assert all(chinese in SENTENCE for _, chinese in ALIGNMENTS)


def test_a_word_written_and_looking_at_its_chinese_and_one_looking_elsewhere() -> None:
    # "▁New ▁Y ork" is New York in three pieces (two words); "▁Cal ifornia" one word in two
    target = ["▁He", "▁left", "▁Cal", "ifornia", "▁for", "▁New", "▁Y", "ork", ".", "</s>"]
    weights = [row_on("▁那")] * len(target)
    weights[2] = row_on("加", "州")  # California: on 加州
    weights[3] = row_on("加")
    for step in (5, 6, 7):  # New York: most of it on 上海, the wrong city
        weights[step] = [
            0.25 * a + 0.75 * b for a, b in zip(row_on("纽"), row_on("上"), strict=True)
        ]
    found = {row["english"]: row for row in lecture_alignment(SOURCE, target, weights)["words"]}
    california = found["California"]
    assert california["written"] and california["steps"] == [2, 3]
    assert california["weight_on_chinese"] == 1.0 and california["looks_there"]
    assert california["most_attended"] == "加"
    new_york = found["New York"]
    assert new_york["steps"] == [5, 6, 7] and new_york["weight_on_chinese"] == 0.25
    assert not new_york["looks_there"] and new_york["most_attended"] == "上"
    assert not found["Shanghai"]["written"] and "weight_on_chinese" not in found["Shanghai"]


def test_other_forms_count_and_the_totals_add_up() -> None:
    target = ["▁It", "▁was", "▁LAUNCHED", "▁yesterday", "</s>"]
    weights = [row_on("发", "布"), row_on("发"), row_on("发", "布"), row_on("十年"), row_on("。")]
    result = lecture_alignment(SOURCE, target, weights)
    words = {row["english"]: row for row in result["words"]}
    assert words["launched"]["written"] and words["launched"]["looks_there"]  # any case
    assert words["yesterday"]["written"] and not words["yesterday"]["looks_there"]
    assert (result["written"], result["looks_there"]) == (2, 1)


@pytest.mark.parametrize("target", [[], ["</s>"]])
def test_an_empty_translation_writes_nothing(target: list[str]) -> None:
    weights = [row_on("。")] * len(target)
    result = lecture_alignment(SOURCE, target, weights)
    assert result["written"] == 0 and not any(row["written"] for row in result["words"])
