"""BLEU by source length: bucket edges, empty buckets, length measures, short buckets, exact
matches, the text table."""

import json
import textwrap

import pytest

from attnlab.metrics import (
    BUCKET_RULE,
    bleu_by_length,
    corpus_scores,
    count_characters,
    count_exact_matches,
    count_words,
    format_table,
    length_function,
    to_json,
)
from attnlab.metrics.length_buckets import LengthBucketRow, bucket_ranges, from_json


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
    lines = table.splitlines()[: 2 + len(rows)]  # then the footer: the rule
    assert lines[0].split() == ["length", "sentences", "BLEU", "chrF", "exact"]
    for row, line in zip(rows, lines[2:], strict=True):
        assert line.split()[:2] == [row.label, str(row.count)]
    assert len({len(line) for line in lines}) == 1  # aligned columns
    assert lines[-1].split()[2:] == ["-", "-", "-"]  # the empty 60+ bucket
    assert lines[2].split()[2:] == ["100.00", "100.00", "100.0%"]
    assert " ".join(table.splitlines()[2 + len(rows) :]) == " ".join(BUCKET_RULE.split())


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
        "exact_matches": None,
        "bleu_order": None,
    }
    assert data[0]["exact_matches"] == 1 and data[0]["bleu_order"] == 4
    assert from_json(data) == rows
    # A row written before exact matches were counted still reads.
    old = {
        key: value for key, value in data[0].items() if key not in ("exact_matches", "bleu_order")
    }
    assert from_json([old])[0].exact_matches is None


def test_a_bucket_of_short_exact_translations_scores_100_not_0():
    """28 sentences, all exactly right and all shorter than 4 tokens: plain BLEU, with no
    4-gram to count, says 0; the bucket's BLEU uses the orders they have and says so."""
    hyps = ["Go .", "Hi !", "Run !", "Who ?", "Wow !", "Fire !"] * 4 + ["I see .", "He ran ."] * 2
    refs = [[h] for h in hyps]
    long_source, long_hyp = sentence(12), "the cat sat on the mat today ."
    rows = bleu_by_length(
        [sentence(2)] * len(hyps) + [long_source],
        [*hyps, long_hyp],
        [*refs, ["the cat sat on a mat ."]],
        target_lang="en",
        length_of=count_words,
        buckets=(0, 10),
    )
    short, long = rows
    assert short.count == 28
    assert corpus_scores(hyps, refs, "en").bleu == 0.0  # what the table printed before
    assert short.bleu == pytest.approx(100.0) and short.bleu_order == 3
    assert short.exact_matches == 28 and short.exact_match == pytest.approx(100.0)
    # A bucket with 4-grams gets plain BLEU, the same number as without effective order.
    assert long.bleu_order == 4 and long.exact_matches == 0
    assert long.bleu == pytest.approx(
        corpus_scores([long_hyp], [["the cat sat on a mat ."]], "en").bleu
    )
    table = format_table(rows)
    assert "100.00*" in table.splitlines()[2]
    assert "* 0-9: BLEU over n-grams up to 3" in table


def test_exact_matches_compare_through_the_given_normalization():
    hyps = ["Hello, world.", "no"]
    refs = [["Hello , world."], ["yes", "NO"]]
    assert count_exact_matches(hyps, refs) == 0
    assert count_exact_matches(hyps, refs, lambda text: text.replace(" ,", ",")) == 1
    assert count_exact_matches(hyps, refs, lambda text: text.replace(" ", "").lower()) == 2
    scores = corpus_scores(hyps, refs, "en", normalize=str.lower)
    assert scores.exact_matches == 1 and scores.exact_match == pytest.approx(50.0)
    assert "exact match = 50.0% (1 of 2 equal to a reference)" in scores.format()


@pytest.mark.parametrize("buckets", [(5, 10), (0, 10, 10), (0, 20, 10), ()])
def test_bad_bucket_edges(buckets):
    with pytest.raises(ValueError, match="bucket edges"):
        bucket_ranges(buckets)


def test_sources_must_match_hypotheses():
    with pytest.raises(ValueError, match="2 sources but 1 hypotheses"):
        bleu_by_length(["a", "b"], ["a"], [["a"]], target_lang="en", length_of=count_words)


def test_the_table_exactly_with_a_short_bucket_and_an_empty_one():
    rows = [
        LengthBucketRow("0-9", 0, 10, 3, 25.5, 40.125, 1, 4),
        LengthBucketRow("10-19", 10, 20, 0, None, None),
        LengthBucketRow("20+", 20, None, 12, 8.0, 30.0, 0, 2),
    ]
    lines = format_table(rows).splitlines()
    assert lines[:6] == [
        "length  sentences   BLEU   chrF  exact",
        "------  ---------  -----  -----  -----",
        "0-9             3  25.50  40.12  33.3%",  # labels left, numbers right
        "10-19           0      -      -      -",
        "20+            12  8.00*  30.00   0.0%",
        "* 20+: BLEU over n-grams up to 2, its hypotheses have none longer",
    ]
    assert lines[6:] == textwrap.wrap(BUCKET_RULE, 92) and max(map(len, lines[6:])) > 70


def test_a_bleu_of_one_order_is_short_and_of_none_is_not():
    one = LengthBucketRow("0-9", 0, 10, 2, 50.0, 60.0, 0, 1)
    none = LengthBucketRow("0-9", 0, 10, 2, 0.0, 10.0, 0, 0)  # nothing to score
    assert format_table([one]).splitlines()[2].split()[2] == "50.00*"
    assert format_table([none]).splitlines()[2].split()[2] == "0.00"


def test_each_bucket_is_scored_with_the_given_tokenizer_and_normalization():
    sources = [sentence(3), sentence(30)]
    rows = bleu_by_length(
        sources,
        ["我喜欢喝茶。", "HE RUNS"],
        [["我喜欢喝咖啡。"], ["he runs"]],
        target_lang="zh",
        length_of=count_words,
        buckets=(0, 10, 20),
        normalize=str.lower,
    )
    assert [(r.low, r.high) for r in rows] == [(0, 10), (10, 20), (20, None)]
    assert rows[0].bleu > 20  # by characters, as Chinese is scored: partly right, not 0
    assert rows[2].exact_matches == 1  # "HE RUNS" is "he runs" once lowercased
    spaced = bleu_by_length(
        sources[:1], ["我喜欢喝茶。"], [["我喜欢喝咖啡。"]], target_lang="zh",
        length_of=count_words, buckets=(0, 10, 20), tokenize="none",
    )  # fmt: skip
    assert spaced[0].bleu < rows[0].bleu  # one "word" against another: no match but the full stop
