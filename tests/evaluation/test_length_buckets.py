"""BLEU by source length: bucket edges, empty buckets, length measures, the text table."""

import json

import pytest

from attnlab.evaluation import (
    bleu_by_length,
    count_characters,
    count_words,
    format_table,
    length_function,
    to_json,
)
from attnlab.evaluation.length_buckets import bucket_ranges, from_json


def sentence(n: int) -> str:
    return " ".join(f"w{i}" for i in range(n))


def test_bucket_edges_are_half_open_and_last_bucket_is_open():
    lengths = [0, 9, 10, 19, 20, 75]
    sources = [sentence(n) for n in lengths]
    hyps = [f"hyp {i} is here ok" for i in range(len(lengths))]
    refs = [[h] for h in hyps]
    rows = bleu_by_length(
        sources, hyps, refs, target_lang="en", length_of=count_words, buckets=(0, 10, 20, 30)
    )
    assert [(r.label, r.low, r.high, r.count) for r in rows] == [
        ("0-9", 0, 10, 2),
        ("10-19", 10, 20, 2),
        ("20-29", 20, 30, 1),
        ("30+", 30, None, 1),
    ]
    assert all(r.bleu == pytest.approx(100.0) for r in rows)


def test_empty_buckets_have_count_zero_and_no_score():
    rows = bleu_by_length(
        [sentence(3), sentence(45)],
        ["a b c d", "e f g h"],
        [["a b c d"], ["e f g x"]],
        target_lang="en",
        length_of=count_words,
    )
    assert [r.label for r in rows] == ["0-9", "10-19", "20-29", "30-39", "40-49", "50-59", "60+"]
    by_label = {r.label: r for r in rows}
    assert by_label["0-9"].count == 1 and by_label["0-9"].bleu == pytest.approx(100.0)
    assert by_label["40-49"].count == 1 and by_label["40-49"].bleu < 100.0
    for label in ("10-19", "20-29", "30-39", "50-59", "60+"):
        assert by_label[label].count == 0
        assert by_label[label].bleu is None and by_label[label].chrf is None


def test_chinese_sources_are_measured_in_characters():
    assert count_characters("那 只 黑 猫 安静 地 坐在 窗边 。") == 12
    assert count_words("那 只 黑 猫 安静 地 坐在 窗边 。") == 9
    assert length_function("zh") is count_characters
    assert length_function("en") is count_words
    source = "那只黑猫安静地坐在窗边。"  # 12 characters, one "word"
    rows = bleu_by_length(
        [source],
        ["the cat sat ."],
        [["the cat sat ."]],
        target_lang="en",
        length_of=length_function("zh"),
        buckets=(0, 10, 20),
    )
    assert [r.count for r in rows] == [0, 1, 0]


def test_table_lists_every_bucket_aligned():
    rows = bleu_by_length(
        [sentence(5), sentence(12)],
        ["a b c d", "e f g h"],
        [["a b c d"], ["e f g x"]],
        target_lang="en",
        length_of=count_words,
    )
    table = format_table(rows)
    lines = table.splitlines()
    assert lines[0].split() == ["length", "sentences", "BLEU", "chrF"]
    assert len(lines) == 2 + len(rows)
    for row, line in zip(rows, lines[2:], strict=True):
        assert line.split()[:2] == [row.label, str(row.count)]
    assert len({len(line) for line in lines}) == 1  # aligned columns
    assert lines[-1].split()[2:] == ["-", "-"]  # the empty 60+ bucket
    assert "100.00" in lines[2]


def test_json_round_trip():
    rows = bleu_by_length(
        [sentence(5)], ["a b c d"], [["a b c d"]], target_lang="en", length_of=count_words
    )
    data = json.loads(json.dumps(to_json(rows)))
    assert data[-1] == {
        "label": "60+",
        "low": 60,
        "high": None,
        "count": 0,
        "bleu": None,
        "chrf": None,
    }
    assert from_json(data) == rows


@pytest.mark.parametrize("buckets", [(5, 10), (0, 10, 10), (0, 20, 10), ()])
def test_bad_bucket_edges(buckets):
    with pytest.raises(ValueError, match="bucket edges"):
        bucket_ranges(buckets)


def test_sources_must_match_hypotheses():
    with pytest.raises(ValueError, match="2 sources but 1 hypotheses"):
        bleu_by_length(["a", "b"], ["a"], [["a"]], target_lang="en", length_of=count_words)
