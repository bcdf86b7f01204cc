"""Corpus BLEU/chrF: exact matches, multiple references, Chinese tokenization (every Chinese
language tag), input checks."""

from dataclasses import replace

import pytest
from sacrebleu.metrics import BLEU

from attnlab.data import Corpus, Pair, Tokenizers
from attnlab.data.stats import corpus_stats
from attnlab.metrics import (
    collapse_spaces,
    corpus_scores,
    count_characters,
    count_exact_matches,
    length_function,
    reference_streams,
    tokenizer_for,
)

HYPS = ["the black cat sat quietly by the window .", "a dog barked at the moon all night ."]


def test_exact_match_scores_100_with_signatures():
    scores = corpus_scores(HYPS, [[h] for h in HYPS], "en")
    assert scores.bleu == pytest.approx(100.0)
    assert scores.chrf == pytest.approx(100.0)
    assert "tok:13a" in scores.bleu_signature and "nrefs:1" in scores.bleu_signature
    assert "nrefs:1" in scores.chrf_signature
    assert scores.num_sentences == 2
    text = scores.format()
    assert "BLEU = 100.00" in text and scores.bleu_signature in text and "chrF = 100.00" in text


def test_hypothesis_matching_its_second_reference_scores_100():
    references = [
        ["a cat sat by the window quietly .", HYPS[0]],
        [HYPS[1]],  # one reference only: the streams are ragged
    ]
    scores = corpus_scores(HYPS, references, "en")
    assert scores.bleu == pytest.approx(100.0)
    assert scores.chrf == pytest.approx(100.0)
    assert "nrefs:var" in scores.bleu_signature


def test_missing_references_are_padded_with_none_not_empty_strings():
    assert reference_streams([["a", "b", "c"], ["d"]]) == [["a", "d"], ["b", None], ["c", None]]
    # Duplicating a reference changes nothing in BLEU, so ragged references must score as if
    # the short sentence repeated its reference. An empty-string pad would shrink the
    # reference length and drop the brevity penalty.
    hyps = ["the black cat sat quietly by the window .", "a dog"]
    ragged = [[HYPS[0], "the cat sat by the window ."], ["a dog barked at the moon ."]]
    full = [ragged[0], [ragged[1][0], ragged[1][0]]]
    got = corpus_scores(hyps, ragged, "en")
    assert got.bleu == pytest.approx(corpus_scores(hyps, full, "en").bleu)
    padded_with_empty = BLEU(tokenize="13a").corpus_score(
        hyps, [[ragged[0][0], ragged[1][0]], [ragged[0][1], ""]]
    )
    assert got.bleu < padded_with_empty.score


def test_zh_tokenization_differs_from_13a_on_chinese():
    hyps = ["那只黑猫安静地坐在窗边。"]
    refs = [["那只黑猫静静地坐在窗边。"]]
    zh = corpus_scores(hyps, refs, "zh")
    en = corpus_scores(hyps, refs, "en")
    assert "tok:zh" in zh.bleu_signature and "tok:13a" in en.bleu_signature
    # 13a sees one unsegmented "word" that differs: no match at all. zh splits characters.
    assert en.bleu == pytest.approx(0.0)
    assert zh.bleu > 30.0
    assert zh.chrf == pytest.approx(en.chrf)  # chrF works on characters either way


@pytest.mark.parametrize(
    "lang", ["zh", "ZH", "zh-CN", "zh_Hans", "zh-Hant-TW", "cmn", "zho", "yue"]
)
def test_chinese_language_codes_pick_zh(lang):
    assert tokenizer_for(lang) == "zh"


@pytest.mark.parametrize("lang", ["en", "ja", "ko", "chr", "sym"])
def test_other_language_codes_pick_13a(lang):
    assert tokenizer_for(lang) == "13a"


def test_a_cmn_corpus_is_tokenized_and_scored_as_chinese():
    """Tatoeba's own tag for Mandarin is 'cmn': it must be Chinese everywhere, not only in
    the tokenizer (it used to be scored with 13a, one "word" per sentence)."""
    sentences = ["那只黑猫安静地坐在窗边。", "我喜欢喝茶。", "他昨天去了北京。"] * 10
    pairs = [Pair(f"sentence {i}", z) for i, z in enumerate(sentences)]
    corpus = Corpus("t", "en", "cmn", train=pairs, dev=[], test=[])
    tgt = Tokenizers.train(corpus, 40, 40).tgt
    assert tgt.info["character_coverage"] == 0.9995  # a small alphabet gets 1.0 otherwise
    assert corpus_stats(corpus)["lengths"]["tgt"]["unit"] == "characters"
    assert length_function(corpus.tgt_lang) is count_characters
    scores = corpus_scores(["那只黑猫静静地坐在窗边。"], [[sentences[0]]], corpus.tgt_lang)
    assert "tok:zh" in scores.bleu_signature and scores.bleu > 30.0


def test_tokenize_override():
    scores = corpus_scores(HYPS, [[h] for h in HYPS], "ja", tokenize="char")
    assert "tok:char" in scores.bleu_signature


@pytest.mark.parametrize(
    ("hyps", "refs", "message"),
    [
        (
            HYPS,
            [[HYPS[0]]],
            "got 2 hypotheses but 1 reference lists: give one list of references per hypothesis",
        ),
        (HYPS, [[HYPS[0]], []], "hypothesis 1 has no reference: give at least one per sentence"),
        (
            HYPS,
            [[HYPS[0]], [""]],
            "references[1][0] is '': each reference must be a non-empty "
            "string (drop it; sentences may have different numbers of references)",
        ),
        (
            HYPS,
            [[HYPS[0]], HYPS[1]],
            f"references[1] is a string; wrap it in a list: references[1] = [{HYPS[1]!r}]",
        ),
        ([], [], "the corpus is empty: give at least one hypothesis"),
        (HYPS[0], [HYPS], "hypotheses and references must be lists of strings, not one string"),
        (HYPS, HYPS[0], "hypotheses and references must be lists of strings, not one string"),
        (
            [HYPS[0], 7],
            [[HYPS[0]], [HYPS[1]]],
            "hypotheses[1] is 7: each hypothesis must be a string",
        ),
    ],
    # plain ids: mutmut runs tests by their ids, and a message's brackets break one
    ids=[
        "counts",
        "no-reference",
        "empty-reference",
        "not-a-list",
        "empty-corpus",
        "one-hypothesis-string",
        "one-reference-string",
        "not-a-string",
    ],
)
def test_bad_inputs_say_what_to_fix(hyps, refs, message):
    """The whole message: what is wrong, and how to fix it."""
    with pytest.raises(ValueError) as raised:
        corpus_scores(hyps, refs, "en")
    assert str(raised.value) == message


@pytest.mark.parametrize(
    ("hyps", "refs"),
    [
        (["the cat sat on the mat"], [["the cat sat on a mat"]]),
        (["tea"], [["tea"]]),  # a one-token reference: the length ratio is 1, not 1/2
        (["a b c d e", "f"], [["a b c"], ["f g h i"]]),
    ],
)
def test_the_printed_lines_are_sacrebleus_own(hyps: list[str], refs: list[list[str]]) -> None:
    """BLEU's line reads exactly as sacreBLEU prints its score (precisions, brevity penalty,
    length ratio, lengths); chrF's line and the exact matches follow, one line each."""
    scores = corpus_scores(hyps, refs, "en")
    streams = reference_streams(refs)
    expected = BLEU(tokenize="13a").corpus_score(hyps, streams).format()
    lines = scores.format().split("\n")
    assert lines[0] == f"{expected}  {scores.bleu_signature}"
    assert lines[1] == f"chrF = {scores.chrf:.2f}  {scores.chrf_signature}"
    matches = scores.exact_matches
    assert lines[2] == (
        f"exact match = {100 * matches / len(hyps):.1f}% ({matches} of {len(hyps)} equal to a "
        "reference)"
    )
    assert len(lines) == 3


def test_exact_match_is_a_percentage_of_the_sentences_or_unknown() -> None:
    """One sentence of one, exactly right: 100 %; an old report without the count, or no
    sentences at all: no percentage (None), and then no line for it."""
    one = corpus_scores(["tea ."], [["tea ."]], "en")
    assert one.exact_matches == 1 and one.exact_match == 100.0
    old = replace(one, exact_matches=None)
    assert old.exact_match is None and "exact match" not in old.format()
    assert replace(one, num_sentences=0).exact_match is None
    assert collapse_spaces("  a \t b\n") == "a b"
    # Averaged n-gram orders: all four unless asked for effective order (here 1- and 2-grams)
    assert one.bleu_order == 4
    assert corpus_scores(["tea ."], [["tea ."]], "en", effective_order=True).bleu_order == 2
    with pytest.raises(ValueError):  # one list of references per hypothesis, not fewer
        count_exact_matches(["a", "b"], [["a"]])
