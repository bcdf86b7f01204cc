"""Mask builders: polarity (True = may attend), layout (B, 1, 1, S) / (T, S), and SDPA parity."""

import pytest
import torch
import torch.nn.functional as F

from attnlab import attention, masks


def test_padding_mask_from_lengths_marks_positions_below_each_length() -> None:
    lengths = torch.tensor([3, 1, 0, 4])
    mask = masks.padding_mask(lengths)
    assert mask.shape == (4, 1, 1, 4)
    assert mask.dtype == torch.bool
    expected = [[j < n for j in range(4)] for n in lengths.tolist()]
    assert mask[:, 0, 0, :].tolist() == expected


def test_padding_mask_max_len_pads_beyond_the_longest_sequence() -> None:
    mask = masks.padding_mask(torch.tensor([2, 3]), max_len=5)
    assert mask.shape == (2, 1, 1, 5)
    assert mask[:, 0, 0, :].tolist() == [
        [True, True, False, False, False],
        [True, True, True, False, False],
    ]


def test_padding_mask_from_ids_masks_exactly_the_pad_ids() -> None:
    ids = torch.tensor([[5, 7, 0, 0], [0, 3, 4, 9]])
    mask = masks.padding_mask_from_ids(ids, pad_id=0)
    assert mask.shape == (2, 1, 1, 4)
    assert mask[:, 0, 0, :].tolist() == [[True, True, False, False], [False, True, True, True]]


def test_padding_mask_from_ids_needs_a_2d_tensor() -> None:
    with pytest.raises(ValueError, match=r"ids must have 2 dimensions, got shape \(4,\)"):
        masks.padding_mask_from_ids(torch.tensor([1, 2, 0, 0]), pad_id=0)


@pytest.mark.parametrize(
    ("lengths", "max_len", "error", "match"),
    [
        (torch.tensor([2.0, 3.0]), None, TypeError, r"integer tensor, got dtype torch\.float32"),
        (torch.tensor([True, False]), None, TypeError, r"got dtype torch\.bool"),
        (torch.tensor([2, -1]), None, ValueError, r">= 0, got \[2, -1\]"),
        (torch.tensor([2, 5]), 4, ValueError, r"max_len=4 is shorter than the longest.*\(5\)"),
        (torch.tensor([[2, 3]]), None, ValueError, r"lengths must have 1 dimensions.*\(1, 2\)"),
        ([2, 3], None, TypeError, r"lengths must be a torch\.Tensor, got list"),
    ],
)
def test_padding_mask_rejects_bad_lengths(
    lengths: object, max_len: int | None, error: type[Exception], match: str
) -> None:
    with pytest.raises(error, match=match):
        masks.padding_mask(lengths, max_len=max_len)  # type: ignore[arg-type]


def test_causal_mask_is_upper_left_aligned() -> None:
    mask = masks.causal_mask(3, 4)
    assert mask.shape == (3, 4)
    assert mask.dtype == torch.bool
    assert mask.tolist() == [[s <= t for s in range(4)] for t in range(3)]
    assert masks.causal_mask(3).shape == (3, 3)


def test_causal_mask_rejects_negative_lengths() -> None:
    with pytest.raises(ValueError, match=r"query_len=-1, key_len=2"):
        masks.causal_mask(-1, 2)


@pytest.mark.parametrize(("query_len", "key_len"), [(4, 4), (3, 5), (5, 3), (1, 4), (4, 1)])
def test_causal_mask_matches_sdpa_is_causal(query_len: int, key_len: int) -> None:
    generator = torch.Generator().manual_seed(query_len * 10 + key_len)
    query = torch.randn(2, 2, query_len, 4, generator=generator, dtype=torch.float64)
    key = torch.randn(2, 2, key_len, 4, generator=generator, dtype=torch.float64)
    value = torch.randn(2, 2, key_len, 3, generator=generator, dtype=torch.float64)
    reference = F.scaled_dot_product_attention(query, key, value, is_causal=True)
    mask = masks.causal_mask(query_len, key_len)
    with_mask = F.scaled_dot_product_attention(query, key, value, attn_mask=mask)
    torch.testing.assert_close(with_mask, reference)
    # ... and our explicit path agrees with SDPA's is_causal too.
    explicit, _ = attention(query, key, value, mask, need_weights=True)
    torch.testing.assert_close(explicit, reference)


def test_combine_is_a_logical_and_that_broadcasts() -> None:
    padding = masks.padding_mask(torch.tensor([2, 3]), max_len=3)  # (2, 1, 1, 3)
    causal = masks.causal_mask(3, 3)  # (3, 3)
    combined = masks.combine(padding, causal)
    assert combined is not None
    assert combined.shape == (2, 1, 3, 3)
    for b in range(2):
        for t in range(3):
            for s in range(3):
                assert bool(combined[b, 0, t, s]) == (
                    bool(padding[b, 0, 0, s]) and bool(causal[t, s])
                )


def test_combine_treats_none_as_no_restriction() -> None:
    causal = masks.causal_mask(3)
    assert masks.combine() is None
    assert masks.combine(None, None) is None
    assert torch.equal(masks.combine(None, causal, None), causal)  # type: ignore[arg-type]


def test_combine_rejects_non_boolean_masks() -> None:
    with pytest.raises(TypeError, match=r"boolean, got dtype torch\.int64"):
        masks.combine(masks.causal_mask(2), torch.ones(2, 2, dtype=torch.long))


def test_to_torch_mha_flips_polarity() -> None:
    mask = masks.combine(masks.padding_mask(torch.tensor([1, 3])), masks.causal_mask(3))
    assert mask is not None
    converted = masks.to_torch_mha(mask)
    assert converted.dtype == torch.bool
    assert torch.equal(converted, ~mask)


def test_to_torch_mha_blocks_what_our_mask_blocks_in_torch_attention() -> None:
    # Behavioural check of the polarity: nn.MultiheadAttention given the converted masks gives
    # exactly-zero weights where our mask is False, and the same weights as our attention().
    torch.manual_seed(0)
    dim, length = 4, 3
    mha = torch.nn.MultiheadAttention(dim, 1, batch_first=True, bias=False).double()
    with torch.no_grad():
        mha.in_proj_weight.copy_(torch.eye(dim).repeat(3, 1))
    x = torch.randn(2, length, dim, dtype=torch.float64)
    padding = masks.padding_mask(torch.tensor([2, 3]))  # (2, 1, 1, 3)
    causal = masks.causal_mask(length)
    _, torch_weights = mha(
        x,
        x,
        x,
        key_padding_mask=masks.to_torch_mha(padding)[:, 0, 0, :],
        attn_mask=masks.to_torch_mha(causal),
        need_weights=True,
    )
    ours = masks.combine(padding, causal)
    assert ours is not None
    assert torch.all(torch_weights[~ours[:, 0]] == 0)
    _, weights = attention(x, x, x, ours[:, 0], need_weights=True)
    assert weights is not None
    torch.testing.assert_close(torch_weights, weights)
