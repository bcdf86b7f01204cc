"""Greedy and beam search against brute force, and against each other."""

from __future__ import annotations

import pytest
import torch

from attnlab import masks
from attnlab.decoding import beam_search, greedy_search
from attnlab.decoding.beam import length_normalizer
from attnlab.decoding.hypothesis import Hypothesis
from attnlab.models.outputs import AttentionMaps
from tests.decoding.scripted_model import BOS, EOS, VOCAB, ScriptedModel

LIMIT = 4  # max target tokens: ratio 0 * source length + offset 4
EXACT = VOCAB**LIMIT  # more slots than candidates at any step: beam search is exact search
A, B = 1, 2  # ordinary tokens of the hand-written models (they give token 0 no probability)


def source(batch: int) -> tuple[torch.Tensor, torch.Tensor]:
    lengths = torch.tensor([5, 3, 2, 4][:batch])
    return torch.ones(batch, 5, dtype=torch.long), masks.padding_mask(lengths, 5)


def search(
    model: ScriptedModel, beam: int, length_penalty: float = 0.0, limit: int = LIMIT, **more: object
) -> list:
    src, src_mask = source(model.table.shape[0])
    options = {"bos_id": BOS, "eos_id": EOS, "max_len_ratio": 0.0, "max_len_offset": limit}
    options.update(more)
    if beam == 0:
        return greedy_search(model, src, src_mask, **options)  # type: ignore[arg-type]
    return beam_search(
        model, src, src_mask, beam_size=beam, length_penalty=length_penalty, **options
    )  # type: ignore[arg-type]


def scripted(rows: dict[tuple[int, int], list[float]], steps: int) -> ScriptedModel:
    """One sentence: probabilities over (0, A, B, EOS) at (step, previous token) as in rows,
    uniform at the (unreachable) rest."""
    probs = torch.full((1, steps, VOCAB, VOCAB), 1.0 / VOCAB)
    for (t, prev), row in rows.items():
        probs[0, t, prev] = torch.tensor(row)
    return ScriptedModel.from_probs(probs)


def assert_exhaustive_best(
    model: ScriptedModel, row: int, found: Hypothesis, length_penalty: float, limit: int = LIMIT
) -> None:
    """found is the best of every sequence up to limit, scored as beam search scores them."""
    scored = [
        (
            model.log_prob(row, tokens) / length_normalizer(len(tokens), length_penalty),
            tokens,
            ended,
        )
        for tokens, ended in model.all_hypotheses(limit)
    ]
    _, best_tokens, best_ended = max(scored, key=lambda item: item[0])
    assert found.tokens == (best_tokens[:-1] if best_ended else best_tokens)
    assert found.ended == best_ended
    assert found.log_prob == pytest.approx(model.log_prob(row, best_tokens), abs=1e-5)


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("length_penalty", [0.0, 1.0])
def test_a_wide_beam_finds_the_best_hypothesis(seed: int, length_penalty: float) -> None:
    """With a slot for every candidate, beam search is exact search."""
    model = ScriptedModel(batch=4, seed=seed)
    for row, hypothesis in enumerate(search(model, beam=EXACT, length_penalty=length_penalty)):
        assert_exhaustive_best(model, row, hypothesis, length_penalty)


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("length_penalty", [0.0, 1.0, 2.0])
def test_the_early_stop_keeps_the_best_hypothesis(seed: int, length_penalty: float) -> None:
    """Likely endings stop every sentence before its limit, and search stays exact."""
    model = ScriptedModel(batch=4, seed=seed, eos_bias=3.0)
    found = search(model, beam=EXACT, length_penalty=length_penalty)
    assert model.calls < LIMIT
    for row, hypothesis in enumerate(found):
        assert_exhaustive_best(model, row, hypothesis, length_penalty)


def test_candidates_ranked_below_endings_keep_their_slots() -> None:
    """At step 1, A EOS and B EOS outrank A A; A A keeps a slot and grows into the best
    hypothesis under the length penalty, A A A A EOS (log 0.21 / penalty(5) = -0.93 against
    log 0.275 / penalty(2) = -1.11), which a live score's raw or current-length bound misses."""
    rows = {
        (0, BOS): [0, 0.5, 0.4, 0.1],
        (1, A): [0, 0.45, 0, 0.55],  # A EOS 0.275, A A 0.225
        (1, B): [0, 0, 0.4, 0.6],  # B EOS 0.24, B B 0.16
        (2, A): [0, 0.98, 0, 0.02],
        (3, A): [0, 0.98, 0, 0.02],
        (4, A): [0, 0.02, 0, 0.98],
        (5, A): [0, 0.5, 0, 0.5],
        **{(t, B): [0, 0, 0.4, 0.6] for t in range(2, 6)},
    }
    model = scripted(rows, steps=6)
    (found,) = search(model, beam=2, length_penalty=1.0, limit=6)
    assert found.tokens == [A, A, A, A]
    assert_exhaustive_best(model, 0, found, length_penalty=1.0, limit=6)
    assert model.calls == 5  # stopped once A A A A EOS finished: nothing live can beat it


@pytest.mark.parametrize("beam", [1, 2, 3])
def test_a_sentence_with_every_hypothesis_finished_stops(beam: int) -> None:
    """Every hypothesis ends at step 1: nothing is left to decode before the limit."""
    ends = [0.0, 0.0, 0.0, 1.0]
    model = scripted({(0, BOS): [0, 0.6, 0.4, 0], (1, A): ends, (1, B): ends}, steps=LIMIT)
    (found,) = search(model, beam, length_penalty=1.0)
    assert (found.tokens, found.ended) == ([A], True)
    assert model.calls == 2


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


@pytest.mark.parametrize(("beam", "rows"), [(0, [2, 2, 1, 1]), (3, [6, 6, 3, 3])])
def test_a_finished_sentence_leaves_the_batch(beam: int, rows: list[int]) -> None:
    """Sentence 0 ends at step 1 whatever it does; sentence 1 runs to the limit: its rows alone
    (one for greedy, ``beam`` slots) are decoded after that, and both results (tokens,
    log-probabilities, attention) are those of searching each sentence alone."""
    probs = torch.full((2, LIMIT, VOCAB, VOCAB), 1.0 / VOCAB)
    probs[0, 0, BOS] = torch.tensor([0.0, 0.5, 0.5, 0.0])  # sentence 0: a word,
    probs[0, 1] = torch.tensor([0.0, 0.0, 0.0, 1.0])  # then every hypothesis ends
    probs[1, :, :, EOS] = 0.0  # sentence 1 never ends
    probs[1] /= probs[1].sum(-1, keepdim=True)
    together = ScriptedModel.from_probs(probs)
    found = search(together, beam=beam)
    assert together.rows == rows  # both sentences' rows, then sentence 1's alone
    assert [h.ended for h in found] == [True, False]
    src, src_mask = source(2)
    options = {"bos_id": BOS, "eos_id": EOS, "max_len_ratio": 0.0, "max_len_offset": LIMIT}
    for row, hypothesis in enumerate(found):
        alone = ScriptedModel.from_probs(probs[row : row + 1])
        one = (alone, src[row : row + 1], src_mask[row : row + 1])
        (expected,) = (
            greedy_search(*one, **options)  # type: ignore[arg-type]
            if beam == 0
            else beam_search(*one, beam_size=beam, length_penalty=0.0, **options)  # type: ignore[arg-type]
        )
        assert (hypothesis.tokens, hypothesis.ended) == (expected.tokens, expected.ended)
        assert hypothesis.log_prob == pytest.approx(expected.log_prob, abs=1e-6)
        torch.testing.assert_close(hypothesis.attention.cross[0], expected.attention.cross[0])


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


@pytest.mark.parametrize("beam", [0, 1, 3])
def test_without_weights_the_model_is_not_asked_and_nothing_else_changes(beam: int) -> None:
    asked, not_asked = ScriptedModel(batch=4, seed=2), ScriptedModel(batch=4, seed=2)
    with_maps = search(asked, beam)
    without = search(not_asked, beam, need_weights=False)
    assert asked.asked == {True} and not_asked.asked == {False}
    for full, bare in zip(with_maps, without, strict=True):
        assert (bare.tokens, bare.ended, bare.log_prob) == (full.tokens, full.ended, full.log_prob)
        assert full.attention.cross and bare.attention == AttentionMaps()


def test_bad_beam_size_and_length_penalty() -> None:
    src, src_mask = source(4)
    with pytest.raises(ValueError, match="beam_size must be >= 1, got 0"):
        beam_search(ScriptedModel(4), src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="length_penalty must be >= 0, got -1"):
        beam_search(ScriptedModel(4), src, src_mask, bos_id=BOS, eos_id=EOS, length_penalty=-1)  # type: ignore[arg-type]
