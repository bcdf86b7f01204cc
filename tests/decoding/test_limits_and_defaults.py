"""The searches' edges that mutation testing found unguarded: their defaults, the length
limit (a sentence at its limit leaves the batch; every limit leaves room for one token), the
length penalty's known values, an ending ranked K-th, and tensors built on the source's device."""

from __future__ import annotations

import inspect

import pytest
import torch

from attnlab.config.schema import DecodeConfig
from attnlab.decoding import beam_search, beam_search_n_best, greedy_search, length_normalizer
from attnlab.decoding.hypothesis import Hypothesis
from tests.decoding.scripted_model import BOS, EOS, ScriptedModel
from tests.decoding.test_search import A, B, scripted, search, source


def defaults(function: object) -> dict[str, object]:
    parameters = inspect.signature(function).parameters.values()  # type: ignore[arg-type]
    return {p.name: p.default for p in parameters if p.default is not inspect.Parameter.empty}


def test_the_searches_default_to_the_decode_config() -> None:
    config = DecodeConfig()
    limits = {"max_len_ratio": config.max_len_ratio, "max_len_offset": config.max_len_offset}
    beam = {**limits, "beam_size": config.beam_size, "length_penalty": config.length_penalty}
    assert defaults(greedy_search).items() >= limits.items()
    assert defaults(beam_search).items() >= beam.items()
    assert defaults(beam_search_n_best).items() >= {**beam, "n_best": 1}.items()


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
    """Beam 2; at step 0 EOS ranks third, behind A and B: the empty output (log 0.25 = -1.39)
    is not kept, and A A EOS (log 0.2 = -1.61) wins."""
    rows = {
        (0, BOS): [0, 0.4, 0.35, 0.25],
        (1, A): [0, 0.5, 0.3, 0.2],
        (1, B): [0, 0.5, 0.3, 0.2],
        **{(2, prev): [0, 0, 0, 1.0] for prev in (A, B)},
    }
    (found,) = search(scripted(rows, steps=4), beam=2)
    assert (found.tokens, found.ended) == ([A, A], True)


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
