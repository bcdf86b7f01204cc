"""The searches' edges that mutation testing found unguarded: their defaults, the length
limit (a sentence at its limit leaves the batch; every limit leaves room for one token), the
length penalty's known values, an ending ranked K-th, and tensors built on the source's device."""

from __future__ import annotations

import pytest
import torch

from attnlab.config.schema import DecodeConfig
from attnlab.decoding import beam_search, beam_search_n_best, greedy_search, length_normalizer
from attnlab.decoding.hypothesis import Hypothesis
from tests.decoding.scripted_model import BOS, EOS, ScriptedModel
from tests.decoding.test_search import A, B, scripted, search, source


def test_the_searches_default_to_the_decode_config_limits_and_beam() -> None:
    """Called without options, every search stops a never-ending sentence at DecodeConfig's
    limit, 2 * source length + 10 tokens, and beam search runs DecodeConfig's 5 slots and
    returns one hypothesis. (By behaviour, not by signature: mutmut's wrappers keep it.)"""
    config = DecodeConfig()
    lengths = [5, 3]
    limits = [int(config.max_len_ratio * n) + config.max_len_offset for n in lengths]
    assert limits == [20, 16]
    src, src_mask = source(2)
    for search_with in (greedy_search, beam_search, beam_search_n_best):
        model = ScriptedModel(batch=2, steps=26, eos_bias=float("-inf"))
        found = search_with(model, src, src_mask, bos_id=BOS, eos_id=EOS)  # type: ignore[operator]
        if search_with is not greedy_search:
            assert model.rows[0] == 2 * config.beam_size
        if search_with is beam_search_n_best:
            assert [len(n_best) for n_best in found] == [1, 1]
            found = [best for best, *_ in found]
        assert [len(h.tokens) for h in found] == limits


def test_beam_search_defaults_to_the_decode_config_length_penalty() -> None:
    """A (0.55) EOS against B B B EOS (0.45): under length_penalty 1 (DecodeConfig's) the short
    one wins, -0.598 / (7/6) = -0.513 against -0.799 / (9/6) = -0.533; under 2 the long one."""
    assert DecodeConfig().length_penalty == 1.0
    ends, again = [0, 0, 0, 1.0], [0, 0, 1.0, 0]
    rows = {(0, BOS): [0, 0.55, 0.45, 0], (1, A): ends, (1, B): again, (2, B): again, (3, B): ends}
    src, src_mask = source(1)
    options = {"bos_id": BOS, "eos_id": EOS, "max_len_ratio": 0.0, "max_len_offset": 5}
    for search_with in (beam_search, beam_search_n_best):
        default = search_with(scripted(rows, 5), src, src_mask, beam_size=2, **options)
        squared = search_with(
            scripted(rows, 5), src, src_mask, beam_size=2, length_penalty=2.0, **options
        )
        best = [found if isinstance(found, Hypothesis) else found[0] for found in default]
        longest = [found if isinstance(found, Hypothesis) else found[0] for found in squared]
        assert [h.tokens for h in best] == [[A]]
        assert [h.tokens for h in longest] == [[B, B, B]]


@pytest.mark.parametrize(
    ("length", "penalty", "expected"),
    [(1, 0.0, 1.0), (1, 2.0, 1.0), (7, 1.0, 2.0), (19, 0.5, 2.0), (19, 0.0, 1.0), (13, 2.0, 9.0)],
)
def test_length_normalizer_known_values(length: int, penalty: float, expected: float) -> None:
    assert length_normalizer(length, penalty) == pytest.approx(expected)


@pytest.mark.parametrize("beam", [0, 2])
def test_every_limit_leaves_room_for_one_token(beam: int) -> None:
    """A limit of ratio 0 * length + offset 0 is raised to 1: one step, one token each."""
    model = ScriptedModel(batch=2)
    found = search(model, beam, limit=0)
    assert model.calls == 1
    assert all(len(h.tokens) + h.ended == 1 for h in found)


@pytest.mark.parametrize(("beam", "rows"), [(0, [2, 2, 2, 1, 1]), (2, [4, 4, 4, 2, 2])])
def test_a_sentence_at_its_length_limit_leaves_the_batch(beam: int, rows: list[int]) -> None:
    """Limits 1 * source length: 5 and 3 tokens. Neither sentence ends, so the second leaves
    the batch at its limit, after step 3, and the first runs its 5 steps alone."""
    model = ScriptedModel(batch=2, eos_bias=float("-inf"))
    found = search(model, beam, limit=0, max_len_ratio=1.0)
    assert model.rows == rows
    assert [(len(h.tokens), h.ended) for h in found] == [(5, False), (3, False)]


def test_an_ending_ranked_kth_is_outside_the_beam() -> None:
    """Beam 2, n-best 2, at step 1: A EOS 0.33 (finished), A A 0.22 (slot 0), B EOS 0.2025
    (ranked third, behind two others: not kept), B B 0.135 (slot 1). The second best is
    then B B EOS (0.135), not B EOS, which a beam keeping the third would return."""
    rows = {
        (0, BOS): [0, 0.55, 0.45, 0],
        (1, A): [0, 0.4, 0, 0.6],
        (1, B): [0.25, 0, 0.3, 0.45],
        (2, A): [0, 0.5, 0, 0.5],
        (2, B): [0, 0, 0, 1.0],
        (3, A): [0, 0, 0, 1.0],
    }
    src, src_mask = source(1)
    options = {"max_len_ratio": 0.0, "max_len_offset": 4, "length_penalty": 0.0}
    (found,) = beam_search_n_best(
        scripted(rows, 4), src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=2, n_best=2, **options
    )
    assert [h.tokens for h in found] == [[A], [B, B]]


def test_n_best_stops_once_its_n_hypotheses_cannot_be_beaten() -> None:
    """n_best 2: A EOS (0.54) and B EOS (0.36) finish at step 1; the live A A (0.06) and B B
    (0.04) cannot beat the second, so the search stops there."""
    rows = {
        (0, BOS): [0, 0.6, 0.4, 0],
        (1, A): [0, 0.1, 0, 0.9],
        (1, B): [0, 0, 0.1, 0.9],
    }
    model = scripted(rows, steps=4)
    src, src_mask = source(1)
    options = {"max_len_ratio": 0.0, "max_len_offset": 4, "length_penalty": 0.0}
    (found,) = beam_search_n_best(
        model, src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=2, n_best=2, **options
    )
    assert [h.tokens for h in found] == [[A], [B]]
    assert model.calls == 2


@pytest.mark.parametrize("beam", [0, 3])
def test_the_searches_build_their_tensors_on_the_source_device(beam: int) -> None:
    """Under a meta default device, a tensor made without the source's device is a meta
    tensor, and reading it fails: the results must be those made without the default."""
    model = ScriptedModel(batch=2)
    src, src_mask = source(2)
    options = {"bos_id": BOS, "eos_id": EOS, "max_len_ratio": 0.0, "max_len_offset": 4}
    options["prefixes"] = [[A], []]  # type: ignore[assignment]
    if beam:
        options.update(beam_size=beam, n_best=2)

    def decode() -> list[Hypothesis]:
        if beam == 0:
            return greedy_search(model, src, src_mask, **options)  # type: ignore[arg-type]
        lists = beam_search_n_best(model, src, src_mask, **options)  # type: ignore[arg-type]
        return [h for found in lists for h in found]

    expected = decode()
    with torch.device("meta"):
        found = decode()
    for one, other in zip(found, expected, strict=True):
        assert (one.tokens, one.ended, one.log_prob) == (other.tokens, other.ended, other.log_prob)
        torch.testing.assert_close(one.attention.cross[0], other.attention.cross[0])
