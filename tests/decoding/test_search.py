"""Greedy and beam search against brute force, and against each other."""

from __future__ import annotations

import pytest
import torch

from attnlab import masks
from attnlab.decoding import beam_search, greedy_search
from attnlab.decoding.beam import length_penalty
from tests.decoding.scripted_model import BOS, EOS, ScriptedModel

LIMIT = 4  # max target tokens: ratio 0 * source length + offset 4


def source(batch: int) -> tuple[torch.Tensor, torch.Tensor]:
    lengths = torch.tensor([5, 3, 2, 4][:batch])
    return torch.ones(batch, 5, dtype=torch.long), masks.padding_mask(lengths, 5)


def search(model: ScriptedModel, beam: int, alpha: float = 0.0) -> list:
    src, src_mask = source(4)
    options = {"bos_id": BOS, "eos_id": EOS, "max_len_ratio": 0.0, "max_len_offset": LIMIT}
    if beam == 0:
        return greedy_search(model, src, src_mask, **options)  # type: ignore[arg-type]
    return beam_search(model, src, src_mask, beam_size=beam, alpha=alpha, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("alpha", [0.0, 1.0])
def test_a_wide_beam_finds_the_best_hypothesis(seed: int, alpha: float) -> None:
    """With more slots than live prefixes, beam search is exact search."""
    model = ScriptedModel(batch=4, seed=seed)
    found = search(model, beam=27, alpha=alpha)
    for row, hypothesis in enumerate(found):
        scored = [
            (model.log_prob(row, tokens) / length_penalty(len(tokens), alpha), tokens, ended)
            for tokens, ended in model.all_hypotheses(LIMIT)
        ]
        _, best_tokens, best_ended = max(scored, key=lambda item: item[0])
        assert hypothesis.tokens == (best_tokens[:-1] if best_ended else best_tokens)
        assert hypothesis.ended == best_ended
        assert hypothesis.log_prob == pytest.approx(model.log_prob(row, best_tokens), abs=1e-5)


@pytest.mark.parametrize("seed", range(5))
def test_beam_size_one_equals_greedy(seed: int) -> None:
    model = ScriptedModel(batch=4, seed=seed)
    for greedy, beam in zip(search(model, beam=0), search(model, beam=1), strict=True):
        assert greedy.tokens == beam.tokens
        assert greedy.ended == beam.ended
        assert greedy.log_prob == pytest.approx(beam.log_prob, abs=1e-5)
        torch.testing.assert_close(greedy.attention.cross[0], beam.attention.cross[0])


def test_sentences_end_independently() -> None:
    """Some sentences end early, others run to the limit, in one batch."""
    lengths = {
        len(h.tokens) + h.ended for seed in range(5) for h in search(ScriptedModel(4, seed=seed), 3)
    }
    assert len(lengths) > 1


@pytest.mark.parametrize("beam", [0, 1, 3])
def test_attention_belongs_to_the_chosen_hypothesis(beam: int) -> None:
    """The scripted attention marks the previous token: row t must point at token t-1."""
    model = ScriptedModel(batch=4, seed=3)
    _, src_mask = source(4)
    source_lengths = src_mask.sum(-1).flatten().tolist()
    for row, hypothesis in enumerate(search(model, beam)):
        cross = hypothesis.attention.cross[0]  # (1, 1, T, S_b)
        written = hypothesis.tokens + ([EOS] if hypothesis.ended else [])
        assert cross.shape == (1, 1, len(written), source_lengths[row])
        previous = [BOS, *written[:-1]]
        expected = [token % 5 for token in previous]  # the scripted model's src_len is 5
        got = [
            int(cross[0, 0, t].argmax()) if cross[0, 0, t].sum() > 0 else None
            for t in range(len(written))
        ]
        assert got == [e if e < source_lengths[row] else None for e in expected]


def test_bad_beam_size() -> None:
    src, src_mask = source(4)
    with pytest.raises(ValueError, match="beam_size must be >= 1, got 0"):
        beam_search(ScriptedModel(4), src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=0)  # type: ignore[arg-type]
