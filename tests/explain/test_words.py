"""Words, not pieces: the merge rules (sums where quantities add, means where rows must stay
distributions) checked against the pieces they came from, on the shipped RNNsearch."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
import torch

from attnlab.cli import main
from attnlab.explain import by_words, explain
from attnlab.explain.contrast import StepScores
from attnlab.explain.explanation import MEAN, Explanation
from attnlab.explain.faithfulness import Faithfulness
from attnlab.explain.words import labels, merge, units_of
from attnlab.runs import load_run
from attnlab.walkthrough import SENTENCE


def test_pieces_become_words_and_the_end_stays_one() -> None:
    pieces = ["\u2581quiet", "ly", "\u2581sit", "s", ".", "</s>"]
    units = units_of(pieces, keep_pieces=False)
    assert units == [0, 0, 1, 1, 1, 2]
    assert labels(pieces, units) == ["quietly", "sits.", "</s>"]
    assert labels([], []) == []  # no pieces, no words
    assert units_of(["\u2581", "那", "只"], keep_pieces=True) == [0, 0, 1]  # ▁ joins the next
    matrix = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    assert merge(matrix, [0, 0], [0, 1, 1], row_mean=True).tolist() == [[2.5, 8.0]]
    assert merge(matrix, [0, 0], [0, 1, 1], row_mean=False).tolist() == [[5.0, 16.0]]


def test_a_word_explanation_keeps_what_adds_up() -> None:
    run = load_run("rnnsearch")
    pieces = explain(run, SENTENCE, beam=1, path_steps=8, measure_faithfulness=False)
    words = by_words(pieces, run.tokenizers.src.lang)
    assert words.unit == "words" and pieces.unit == "pieces"
    assert len(words.target_tokens) < len(pieces.target_tokens)  # "quiet" + "ly", at least
    assert "".join(words.source_tokens) == "".join(pieces.source_tokens).replace("\u2581", "")
    for name, weights in words.attention.items():  # rows are still distributions
        torch.testing.assert_close(weights.sum(dim=1), torch.ones(len(weights)), msg=name)
    for method, values in words.attributions.items():  # a sentence's total is unchanged
        assert float(values.sum()) == pytest.approx(
            float(pieces.attributions[method].sum()), abs=1e-4
        )
    assert float(words.completeness_error.sum()) == pytest.approx(
        float(pieces.completeness_error.sum()), abs=1e-5
    )
    assert set(words.agreement) == set(pieces.agreement) and not words.faithfulness


def test_explain_words_in_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "rnnsearch", SENTENCE, "--words", "--json", "--threads", "1"]) == 0
    record = json.loads(capsys.readouterr().out)
    # a final stop is a piece of its own and joins the word before it ("window.")
    assert record["unit"] == "words" and any(
        token[-1:] in ".?!" and len(token) > 1 for token in record["target_tokens"]
    ), record["target_tokens"]


def pieces_explained() -> Explanation:
    """4 source pieces (the, ca+t, sat) and 4 emitted (le, ch+at, </s>), every figure set by
    hand; its faithfulness and step scores are about pieces."""
    return Explanation(
        family="bahdanau",
        source="the cat sat",
        source_ids=[4, 5, 6, 7],
        source_tokens=["\u2581the", "\u2581ca", "t", "\u2581sat"],
        target="le chat",
        target_ids=[4, 5, 6, 3],
        target_tokens=["\u2581le", "\u2581ch", "at", "</s>"],
        attention={
            MEAN: torch.tensor(
                [
                    [0.7, 0.1, 0.1, 0.1],
                    [0.1, 0.4, 0.4, 0.1],
                    [0.3, 0.2, 0.2, 0.3],
                    [0.2, 0.2, 0.1, 0.5],
                ]
            )
        },
        attributions={
            "occlusion": torch.tensor(
                [
                    [1.0, 2.0, 3.0, 4.0],
                    [0.0, 1.0, -1.0, 2.0],
                    [1.0, 0.0, 2.0, -3.0],
                    [0.5, 0.25, 0.0, 0.0],
                ]
            )
        },
        completeness_error=torch.tensor([0.01, 0.02, -0.03, 0.04]),
        ig_difference=torch.tensor([1.0, 2.0, 3.0, -1.0]),
        ig_path_steps=32,
        faithfulness={"occlusion": Faithfulness(torch.ones(4), torch.zeros(4))},
        steps=StepScores(torch.full((4,), 0.5), torch.ones(4), [[("\u2581le", 0.5)]] * 4),
    )


def test_a_word_explanation_merges_every_map_and_recomputes_agreement() -> None:
    words = by_words(pieces_explained(), "en")
    assert words.unit == "words"
    assert words.source_tokens == ["the", "cat", "sat"]
    assert words.target_tokens == ["le", "chat", "</s>"]
    # attention: a word's columns summed; "chat"'s row the mean of ch's and at's
    expected_attention = [[0.7, 0.2, 0.1], [0.2, 0.6, 0.2], [0.2, 0.3, 0.5]]
    torch.testing.assert_close(words.attention[MEAN], torch.tensor(expected_attention))
    # attributions, completeness error and f(x) - f(baseline): sums on both sides
    expected_occlusion = [[1.0, 5.0, 4.0], [1.0, 2.0, -1.0], [0.5, 0.25, 0.0]]
    torch.testing.assert_close(words.attributions["occlusion"], torch.tensor(expected_occlusion))
    torch.testing.assert_close(words.completeness_error, torch.tensor([0.01, -0.01, 0.04]))
    torch.testing.assert_close(words.ig_difference, torch.tensor([1.0, 5.0, -1.0]))
    # agreement on the word maps, counted pair by pair: against the attention, |occlusion|
    # row 1 [1, 5, 4] orders two pairs of three the other way, row 2 [1, 2, 1] ties as the
    # attention does, row 3 reverses it; the 3 x 3 diagonal orders these rows as the attention
    expected = {"kendall_tau": [-1 / 3, 1.0, -1.0], "top1": [0.0, 1.0, 0.0]}
    assert words.agreement == {"occlusion": {MEAN: expected, "diagonal": expected}}
    assert words.faithfulness == {} and words.steps is None  # both about pieces


def test_a_chinese_source_without_spaces_keeps_its_pieces() -> None:
    chinese = replace(
        pieces_explained(), source="我喜欢茶猫", source_tokens=["\u2581我", "喜欢", "茶", "猫"]
    )
    words = by_words(chinese, "zh")
    assert words.source_tokens == ["我", "喜欢", "茶", "猫"]
    assert words.attention[MEAN].shape == (3, 4)  # the target's words, the source's pieces
