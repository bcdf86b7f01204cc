"""Target prefixes: greedy and beam search forced through given tokens, then free."""

from __future__ import annotations

import pytest
import torch

from attnlab.decoding import length_normalizer
from attnlab.decoding.prefix import Prefixes
from tests.decoding.scripted_model import EOS, ScriptedModel
from tests.decoding.test_search import EXACT, LIMIT, search

PREFIXES = [[1], [2, 2], [0, 1, 2], []]  # one per sentence; the last decodes freely


@pytest.mark.parametrize("beam", [0, 1, 3])
@pytest.mark.parametrize("seed", range(3))
def test_the_output_starts_with_the_prefix_and_scores_it(beam: int, seed: int) -> None:
    model = ScriptedModel(batch=4, seed=seed)
    free = search(ScriptedModel(batch=4, seed=seed), beam)
    for row, (forced, prefix) in enumerate(
        zip(search(model, beam, prefixes=PREFIXES), PREFIXES, strict=True)
    ):
        assert forced.tokens[: len(prefix)] == prefix
        written = forced.tokens + [EOS] * forced.ended
        assert forced.log_prob == pytest.approx(model.log_prob(row, written), abs=1e-5)
        if not prefix:
            assert (forced.tokens, forced.log_prob) == (free[row].tokens, free[row].log_prob)


@pytest.mark.parametrize("seed", range(5))
def test_a_prefix_of_the_greedy_output_changes_nothing(seed: int) -> None:
    greedy = search(ScriptedModel(batch=4, seed=seed), beam=0)
    for k in range(LIMIT + 1):
        prefixes = [h.tokens[:k] for h in greedy]
        forced = search(ScriptedModel(batch=4, seed=seed), beam=0, prefixes=prefixes)
        for expected, found in zip(greedy, forced, strict=True):
            assert (found.tokens, found.ended) == (expected.tokens, expected.ended)
            assert found.log_prob == pytest.approx(expected.log_prob, abs=1e-6)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("length_penalty", [0.0, 1.0])
def test_a_wide_forced_beam_finds_the_best_sequence_starting_so(
    seed: int, length_penalty: float
) -> None:
    """With a slot for every candidate, forced beam search is exact search over the sequences
    that start with the prefix."""
    model = ScriptedModel(batch=4, seed=seed)
    for row, (found, prefix) in enumerate(
        zip(
            search(model, EXACT, length_penalty=length_penalty, prefixes=PREFIXES),
            PREFIXES,
            strict=True,
        )
    ):
        candidates = [
            (
                model.log_prob(row, tokens) / length_normalizer(len(tokens), length_penalty),
                tokens,
                ended,
            )
            for tokens, ended in model.all_hypotheses(LIMIT)
            if tokens[: len(prefix)] == prefix and (not ended or len(tokens) > len(prefix))
        ]
        _, tokens, ended = max(candidates, key=lambda item: item[0])
        assert (found.tokens, found.ended) == (tokens[:-1] if ended else tokens, ended)


@pytest.mark.parametrize("beam", [0, 3])
@pytest.mark.parametrize("prefix", [[1, 2, 1, 2, 1], [0, 1, 0, 1, 0]])  # id 0 counts too
def test_a_prefix_longer_than_the_limit_raises_it(beam: int, prefix: list[int]) -> None:
    # LIMIT is 4 tokens, eos included
    found = search(ScriptedModel(batch=4), beam, prefixes=[prefix] * 4)
    for hypothesis in found:
        assert (hypothesis.tokens, hypothesis.ended) == (prefix, False)


def test_one_prefix_per_sentence() -> None:
    with pytest.raises(ValueError, match="3 prefixes for 4 sentences"):
        search(ScriptedModel(batch=4), 0, prefixes=[[1]] * 3)


@pytest.mark.parametrize(("prefixes", "batch", "shape"), [([], 0, (0, 0)), (None, 2, (2, 0))])
def test_no_prefixes_are_an_empty_table_of_ids(
    prefixes: list[list[int]] | None, batch: int, shape: tuple[int, int]
) -> None:
    tokens = Prefixes.of(prefixes, batch, torch.device("cpu")).tokens
    assert (tokens.shape, tokens.dtype) == (shape, torch.long)
