"""N-best lists: the beam's finished hypotheses, best first, against brute force."""

from __future__ import annotations

import pytest
import torch

from attnlab.decoding import beam_search_n_best, length_normalizer
from tests.decoding.scripted_model import BOS, EOS, ScriptedModel
from tests.decoding.test_search import EXACT, LIMIT, search, source


def n_best(model: ScriptedModel, beam: int, n: int, length_penalty: float) -> list:
    src, src_mask = source(model.table.shape[0])
    return beam_search_n_best(
        model,  # type: ignore[arg-type]
        src,
        src_mask,
        bos_id=BOS,
        eos_id=EOS,
        beam_size=beam,
        n_best=n,
        length_penalty=length_penalty,
        max_len_ratio=0.0,
        max_len_offset=LIMIT,
    )


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("length_penalty", [0.0, 1.0])
@pytest.mark.parametrize("eos_bias", [0.0, 3.0])  # 3: endings likely, the early stop matters
def test_a_wide_beam_gives_the_exhaustive_top_n(
    seed: int, length_penalty: float, eos_bias: float
) -> None:
    """With a slot for every candidate, the n-best list is the n best of every sequence."""
    model = ScriptedModel(batch=4, seed=seed, eos_bias=eos_bias)
    for row, found in enumerate(n_best(model, EXACT, 5, length_penalty)):
        scored = sorted(
            (
                (
                    model.log_prob(row, tokens) / length_normalizer(len(tokens), length_penalty),
                    tokens,
                    ended,
                )
                for tokens, ended in model.all_hypotheses(LIMIT)
            ),
            key=lambda item: -item[0],
        )[:5]
        assert [(h.tokens, h.ended) for h in found] == [
            (tokens[:-1] if ended else tokens, ended) for _, tokens, ended in scored
        ]
        assert [h.score(length_penalty) for h in found] == pytest.approx(
            [s for s, _, _ in scored], abs=1e-5
        )


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("n", [1, 3, 5])
def test_the_list_is_sorted_and_starts_with_the_beam_output(seed: int, n: int) -> None:
    model = ScriptedModel(batch=4, seed=seed)
    best = search(ScriptedModel(batch=4, seed=seed), beam=5, length_penalty=1.0)
    for row, (found, beam) in enumerate(zip(n_best(model, 5, n, 1.0), best, strict=True)):
        assert len(found) == n
        first = found[0]
        assert (first.tokens, first.ended, first.log_prob) == (
            beam.tokens,
            beam.ended,
            beam.log_prob,
        )
        torch.testing.assert_close(first.attention.cross[0], beam.attention.cross[0])
        scores = [h.score(1.0) for h in found]
        assert scores == sorted(scores, reverse=True)
        written = [h.tokens + [EOS] * h.ended for h in found]
        assert len({tuple(w) for w in written}) == n  # distinct sequences
        for hypothesis, tokens in zip(found, written, strict=True):
            # Each entry's score is its own sequence's, by the table; so is its attention,
            # which the scripted model points at the previous token.
            assert hypothesis.log_prob == pytest.approx(model.log_prob(row, tokens), abs=1e-5)
            cross = hypothesis.attention.cross[0][0, 0]  # (T, S_b)
            assert cross.shape[0] == len(tokens)
            for t, prev in enumerate([BOS, *tokens[:-1]]):
                if prev % 5 < cross.shape[1]:
                    assert int(cross[t].argmax()) == prev % 5


@pytest.mark.parametrize("n", [0, 4])
def test_n_best_must_fit_the_beam(n: int) -> None:
    with pytest.raises(
        ValueError, match=rf"n_best must be between 1 and the beam size \(3\), got {n}"
    ):
        n_best(ScriptedModel(batch=4), beam=3, n=n, length_penalty=1.0)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("length_penalty", [0.0, 1.0])
def test_the_ctranslate2_rule_ranks_by_length_and_stops_once_the_beam_has_ended(
    seed: int, length_penalty: float
) -> None:
    """decode.beam_rule=ctranslate2: scores are log p / T ** penalty; with a slot for every
    candidate the search still ends (its stop: beam_size endings, or nothing left live)."""
    model = ScriptedModel(batch=4, seed=seed, eos_bias=1.0)
    src, src_mask = source(4)
    options = {"max_len_ratio": 0.0, "max_len_offset": LIMIT, "bos_id": BOS, "eos_id": EOS}
    for beam in (3, EXACT):
        found = beam_search_n_best(
            model,  # type: ignore[arg-type]
            src,
            src_mask,
            beam_size=beam,
            n_best=3,
            length_penalty=length_penalty,
            beam_rule="ctranslate2",
            **options,  # type: ignore[arg-type]
        )
        for hypotheses in found:
            scores = [h.score(length_penalty, "ctranslate2") for h in hypotheses]
            assert scores == sorted(scores, reverse=True)
            for h in hypotheses:
                length = len(h.tokens) + h.ended
                assert h.score(length_penalty, "ctranslate2") == pytest.approx(
                    h.log_prob / length**length_penalty
                )
    with pytest.raises(ValueError, match="beam_rule must be one of"):
        beam_search_n_best(model, src, src_mask, beam_rule="marian", **options)  # type: ignore[arg-type]
