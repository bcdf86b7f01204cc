"""The chunked weights path of attention(): the generic path's numbers, its guarantees for fully
masked rows, exact gradients (gradcheck), and every chunk layout."""

from __future__ import annotations

import math

import pytest
import torch

from attnlab import attention, chunked_attention, masked_softmax, masks, scores
from attnlab.functional import attention_record

pytestmark = pytest.mark.filterwarnings("ignore:Anomaly Detection has been enabled:UserWarning")

# Chunk sizes (bytes) that force each layout on these inputs (T 5, S 6, H 3, B 2; float32, in
# float64 half the rows): 1-2 query rows of one head, 1-2 whole heads of one batch entry, one
# whole entry (float64: whole heads), everything in one chunk (no slicing at all).
CHUNKS = {"rows": 48, "heads": 300, "entries": 400, "one chunk": 1 << 20}
SHAPES = {  # query, key (value: key's with Dv = 3), mask
    "padding": ((2, 3, 5, 4), (2, 3, 6, 4), (2, 1, 1, 6)),
    "no lead dims": ((5, 4), (6, 4), None),
    "shared keys, causal": ((2, 3, 5, 4), (2, 1, 6, 4), (5, 6)),
    "one lead dim": ((3, 5, 4), (3, 6, 4), (3, 5, 6)),
}


def make(shapes: tuple, dtype: torch.dtype, seed: int = 0) -> tuple[torch.Tensor, ...]:
    _, key_shape, mask_shape = shapes
    generator = torch.Generator().manual_seed(seed)
    query, key = (torch.randn(s, generator=generator, dtype=dtype) for s in shapes[:2])
    value = torch.randn(*key_shape[:-1], 3, generator=generator, dtype=dtype)
    mask = None
    if mask_shape is not None:
        mask = torch.rand(mask_shape, generator=generator) > 0.4
        mask[..., 0] = True
        mask[..., -1, :] = False  # the last query sees nothing
    return query, key, value, mask


def generic(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, mask: object) -> tuple:
    weights = masked_softmax(scores.scaled_dot(query, key), mask)  # type: ignore[arg-type]
    return weights @ value, weights


@pytest.fixture(params=list(CHUNKS))
def chunk_layout(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(chunked_attention, "CHUNK_BYTES", CHUNKS[request.param])
    return str(request.param)


@pytest.mark.parametrize("shape", list(SHAPES))
def test_equals_the_generic_path_in_every_chunk_layout(chunk_layout: str, shape: str) -> None:
    query, key, value, mask = make(SHAPES[shape], torch.float32)
    if shape == "padding":  # the layout asked for is the one that runs
        per_chunk = chunked_attention.CHUNK_BYTES // (6 * 4)
        if chunk_layout == "one chunk":
            assert per_chunk >= 2 * 3 * 5
        else:
            first = next(chunked_attention._chunks(2, 3, 5, per_chunk))
            assert len(first) == {"entries": 1, "heads": 2, "rows": 3}[chunk_layout]
            assert per_chunk < 2 * 3 * 5
    output, weights = attention(query, key, value, mask, need_weights=True)
    expected_output, expected_weights = generic(query, key, value, mask)
    assert weights is not None
    torch.testing.assert_close(weights, expected_weights)
    torch.testing.assert_close(output, expected_output)
    record = attention_record(query, key, value, mask)
    assert record.scores is not None and record.weights is not None
    torch.testing.assert_close(record.scores, scores.scaled_dot(query, key))  # unmasked
    torch.testing.assert_close(record.weights, expected_weights)
    if mask is not None:  # the fully masked last query: exact zeros
        assert torch.all(weights[..., -1, :] == 0) and torch.all(output[..., -1, :] == 0)


def with_scores(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, mask: object) -> tuple:
    """The custom backward itself (``_ChunkedAttention``): context, weights and scores."""
    return chunked_attention.chunked_attention(query, key, value, mask, 0.7, keep_scores=True)


@pytest.mark.parametrize("shape", list(SHAPES))
def test_gradients_of_context_weights_and_scores_equal_autograds(
    chunk_layout: str, shape: str
) -> None:
    """Every gradient branch of the custom backward, in every layout and shape, against
    autograd through the explicit path (attention_record): vector-Jacobian products with
    random cotangents (a plain sum would hide the weights' branch: each row sums to 1)."""
    inputs = [x.requires_grad_() for x in make(SHAPES[shape], torch.float64)[:3]]
    mask = make(SHAPES[shape], torch.float64)[3]
    record = attention_record(*inputs, mask, scale=0.7)
    assert record.scores is not None and record.weights is not None
    explicit = (record.context, record.weights, record.scores)  # the scores unmasked
    generator = torch.Generator().manual_seed(1)
    cotangents = [torch.randn(t.shape, generator=generator, dtype=t.dtype) for t in explicit]
    chunked = with_scores(*inputs, mask)
    context, weights = attention(*inputs, mask, scale=0.7, need_weights=True)  # as models call it
    assert weights is not None
    # the branches alone and together; then attention() itself
    for outputs, kept in [(chunked, k) for k in ([0, 1, 2], [0], [1], [2], [0, 1])] + [
        ((context, weights), [0, 1])
    ]:
        mine, theirs = (
            torch.autograd.grad(
                [tensors[i] for i in kept],
                inputs,
                [cotangents[i] for i in kept],
                retain_graph=True,
                allow_unused=True,  # the values, when the context is not asked for
                materialize_grads=True,
            )
            for tensors in (outputs, explicit)
        )
        for got, want in zip(mine, theirs, strict=True):
            torch.testing.assert_close(got, want)


def test_gradcheck_of_the_custom_backward_in_every_layout(chunk_layout: str) -> None:
    """The full numerical Jacobian (fast_mode off) of context, weights and scores at once, and
    of the weights alone (no context gradient), on the smallest shape: float64 gradcheck is
    quadratic in the size, so the shapes above are checked against autograd instead."""
    inputs = [x.requires_grad_() for x in make(SHAPES["one lead dim"], torch.float64)[:3]]
    mask = make(SHAPES["one lead dim"], torch.float64)[3]

    def weights_only(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
        return chunked_attention.chunked_attention(query, key, value, mask, 0.7)[1]

    assert torch.autograd.gradcheck(lambda *x: with_scores(*x, mask), inputs, fast_mode=False)
    assert torch.autograd.gradcheck(weights_only, inputs, fast_mode=False)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_fully_masked_rows_have_finite_gradients_under_anomaly_mode(dtype: torch.dtype) -> None:
    query, key, value = (torch.randn(2, 2, 4, 3, dtype=dtype, requires_grad=True) for _ in "qkv")
    mask = torch.ones(2, 1, 4, 4, dtype=torch.bool)
    mask[0, 0, 1] = False  # one row sees nothing
    mask[1] = False  # a whole sentence sees nothing
    with torch.autograd.detect_anomaly():
        output, weights = attention(query, key, value, mask, need_weights=True)
        assert weights is not None
        (output.sum() + (weights * torch.randn_like(weights)).sum()).backward()
    assert torch.all(weights[0, :, 1] == 0) and torch.all(weights[1] == 0)
    for tensor in (query, key, value):
        assert tensor.grad is not None and tensor.grad.isfinite().all()
    assert torch.all(query.grad[1] == 0)  # type: ignore[index]


def test_the_dot_score_and_a_given_scale() -> None:
    query, key, value, mask = make(SHAPES["padding"], torch.float64)
    _, weights = attention(query, key, value, mask, score="dot", need_weights=True)
    torch.testing.assert_close(weights, masked_softmax(query @ key.mT, mask))
    _, weights = attention(query, key, value, mask, scale=0.3, need_weights=True)
    torch.testing.assert_close(weights, masked_softmax(query @ key.mT * 0.3, mask))


def test_other_cases_take_the_generic_path() -> None:
    query, key, value, _ = make(SHAPES["padding"], torch.float32)
    assert chunked_attention.applies(query, key, value, 0.0)
    assert not chunked_attention.applies(query, key, value, 0.1)  # dropout
    half = [x.to(torch.bfloat16) for x in (query, key, value)]
    assert not chunked_attention.applies(*half, 0.0)  # normalized in float32 by masked_softmax
    five_dims = [x[None] for x in (query, key, value)]
    assert not chunked_attention.applies(*five_dims, 0.0)
    output, _ = attention(*five_dims, need_weights=True)  # still right: the generic path
    expected, _ = generic(*five_dims, None)
    torch.testing.assert_close(output, expected)


def test_a_causal_decoder_reads_the_same_in_one_call_and_step_by_step() -> None:
    query, key, value = (torch.randn(2, 4, 7, 8) for _ in "qkv")
    output, weights = attention(query, key, value, masks.causal_mask(7), need_weights=True)
    assert weights is not None
    for t in range(7):
        step, step_weights = attention(
            query[:, :, t : t + 1], key[:, :, : t + 1], value[:, :, : t + 1], need_weights=True
        )
        assert step_weights is not None
        torch.testing.assert_close(step, output[:, :, t : t + 1])
        torch.testing.assert_close(step_weights[:, :, 0], weights[:, :, t, : t + 1])
    assert math.isclose(float(weights.sum()), 2 * 4 * 7, rel_tol=1e-5)


@pytest.mark.parametrize(
    "query_shape, key_shape",
    [
        ((5, 4), (3, 6, 4)),  # the keys' heads broadcast over one query
        ((5, 4), (1, 3, 6, 4)),
        ((5, 4), (1, 1, 6, 4)),
        ((3, 5, 4), (2, 3, 6, 4)),
        ((1, 5, 4), (3, 6, 4)),
        ((2, 1, 5, 4), (2, 3, 6, 4)),  # one query head against three key heads
        ((2, 1, 5, 4), (2, 6, 4)),  # the keys' lead dim against the query's second
        ((2, 2, 4), (2, 2, 6, 4)),
        ((1, 1), (6, 1)),  # one query of one dim
    ],
)
def test_keys_with_more_lead_dims_than_the_query(
    chunk_layout: str, query_shape: tuple, key_shape: tuple
) -> None:
    query, key, value, _ = make((query_shape, key_shape, None), torch.float64)
    context, weights, kept = chunked_attention.chunked_attention(query, key, value, None, 0.5)
    expected_weights = torch.softmax(query @ key.mT * 0.5, -1)
    assert kept is None  # scores are kept only when asked for
    assert weights.shape == expected_weights.shape
    torch.testing.assert_close(weights, expected_weights)
    torch.testing.assert_close(context, expected_weights @ value)


@pytest.mark.parametrize("grad", [False, True])
def test_scores_are_returned_only_when_kept(grad: bool) -> None:
    query, key, value, mask = make(SHAPES["padding"], torch.float64)
    query.requires_grad_(grad)
    run = chunked_attention.chunked_attention
    assert run(query, key, value, mask, 0.5)[2] is None
    assert run(query, key, value, mask, 0.5, keep_scores=False)[2] is None
    kept = run(query, key, value, mask, 0.5, keep_scores=True)[2]
    assert kept is not None
    torch.testing.assert_close(kept, query @ key.mT * 0.5)  # unmasked


def test_what_the_chunked_path_takes() -> None:
    def tensors(*shapes: tuple) -> list[torch.Tensor]:
        return [torch.zeros(shape) for shape in shapes]

    applies = chunked_attention.applies
    four, five = (1, 1, 2, 3), (1, 1, 1, 2, 3)
    assert applies(*tensors(four, four, four), 0.0)
    assert applies(*tensors((1, 1), (1, 1), (1, 1)), 0.0)  # one element each
    for which in range(3):  # five dims or nothing in any one of the three
        shapes = [four, four, four]
        shapes[which] = five
        assert not applies(*tensors(*shapes), 0.0), shapes
        shapes[which] = (0, 3)
        assert not applies(*tensors(*shapes), 0.0), shapes


@pytest.mark.parametrize(
    "heads, per_chunk, blocks",  # 2 entries of 3 rows a head
    [
        (2, 6, [(slice(0, 1),), (slice(1, 2),)]),  # exactly one entry
        (2, 13, [(slice(0, 2),)]),  # both entries
        (2, 3, [(0, slice(0, 1)), (0, slice(1, 2)), (1, slice(0, 1)), (1, slice(1, 2))]),
        (2, 5, [(0, slice(0, 1)), (0, slice(1, 2)), (1, slice(0, 1)), (1, slice(1, 2))]),
        (4, 6, [(b, slice(h, h + 2)) for b in range(2) for h in (0, 2)]),  # two heads
        (2, 2, [(b, h, slice(r, r + 2)) for b in range(2) for h in range(2) for r in (0, 2)]),
    ],
)
def test_chunks_cover_each_row_once_in_the_largest_blocks(
    heads: int, per_chunk: int, blocks: list
) -> None:
    assert list(chunked_attention._chunks(2, heads, 3, per_chunk)) == blocks
    covered = torch.zeros(2, heads, 3)
    for index in blocks:
        covered[index] += 1
    assert torch.all(covered == 1)
