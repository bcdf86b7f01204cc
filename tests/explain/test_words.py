"""Words, not pieces: the merge rules (sums where quantities add, means where rows must stay
distributions) checked against the pieces they came from, on the shipped RNNsearch."""

from __future__ import annotations

import json

import pytest
import torch

from attnlab.cli import main
from attnlab.explain import by_words, explain
from attnlab.explain.words import labels, merge, units_of
from attnlab.runs import load_run
from attnlab.walkthrough import SENTENCE


def test_pieces_become_words_and_the_end_stays_one() -> None:
    pieces = ["\u2581quiet", "ly", "\u2581sit", "s", ".", "</s>"]
    units = units_of(pieces, keep_pieces=False)
    assert units == [0, 0, 1, 1, 1, 2]
    assert labels(pieces, units) == ["quietly", "sits.", "</s>"]
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
