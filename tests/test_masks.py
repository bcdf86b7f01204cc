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


def test_padding_mask_of_an_empty_batch_is_empty() -> None:
    """No sequences: no keys, unless max_len asks for them (none of them visible)."""
    empty = torch.tensor([], dtype=torch.long)
    assert masks.padding_mask(empty).shape == (0, 1, 1, 0)
    assert masks.padding_mask(empty, max_len=3).shape == (0, 1, 1, 3)


def test_masks_are_built_on_the_device_of_their_input() -> None:
    """The mask follows the lengths' device (or the one asked for), not the default device
    ("meta" stands in for a GPU: it has a device and no data)."""
    lengths = torch.tensor([2, 3])
    with torch.device("meta"):
        assert masks.padding_mask(lengths).device == lengths.device
    assert masks.causal_mask(2, 3, device="meta").device.type == "meta"


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
    with pytest.raises(ValueError, match=r"query_len=2, key_len=-1"):
        masks.causal_mask(2, -1)


def test_causal_mask_takes_empty_queries_or_keys() -> None:
    assert masks.causal_mask(0, 3).shape == (0, 3)
    assert masks.causal_mask(2, 0).shape == (2, 0)
    assert masks.causal_mask(0).shape == (0, 0)


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


def test_torch_masks_flip_polarity_and_take_the_shapes_torch_wants() -> None:
    padding = masks.padding_mask(torch.tensor([1, 3]))  # (2, 1, 1, 3)
    causal = masks.causal_mask(3)
    key_padding = masks.to_torch_key_padding_mask(padding)
    assert key_padding.dtype == torch.bool
    assert torch.equal(key_padding, ~padding[:, 0, 0, :])  # (B, S), True = padding
    assert torch.equal(masks.to_torch_attn_mask(causal, num_heads=2), ~causal)  # (T, S)
    assert torch.equal(masks.to_torch_attn_mask(causal[None, None], num_heads=2), ~causal)
    combined = masks.combine(padding, causal)  # (2, 1, 3, 3)
    assert combined is not None
    per_head = masks.to_torch_attn_mask(combined, num_heads=2)
    assert per_head.shape == (4, 3, 3)  # (B * H, T, S), batch-major
    assert torch.equal(per_head, (~combined).repeat_interleave(2, dim=0)[:, 0])
    with pytest.raises(ValueError, match=r"\(B, 1, 1, S\), got shape \(3, 3\)"):
        masks.to_torch_key_padding_mask(causal)
    with pytest.raises(ValueError, match=r"\(2, 1, 3, 3\); convert other masks with to_torch_attn"):
        masks.to_torch_key_padding_mask(combined)  # 4-D, but not a key padding mask
    with pytest.raises(ValueError, match=r"\(T, S\) or \(B, 1 or 2, T, S\)"):
        masks.to_torch_attn_mask(padding[:, 0], num_heads=2)


@pytest.mark.parametrize("kind", ["padding", "causal", "padding-causal"])
def test_torch_masks_give_nn_multihead_attention_our_attention(kind: str) -> None:
    """nn.MultiheadAttention, given the converted masks as they are, computes what our
    attention() computes with ours: the same weights (exactly 0 where ours is False) and
    outputs."""
    torch.manual_seed(0)
    dim, heads, batch, length = 4, 2, 2, 3
    mha = torch.nn.MultiheadAttention(dim, heads, batch_first=True, bias=False).double()
    with torch.no_grad():
        mha.in_proj_weight.copy_(torch.eye(dim).repeat(3, 1))
        mha.out_proj.weight.copy_(torch.eye(dim))
    x = torch.randn(batch, length, dim, dtype=torch.float64)
    padding = masks.padding_mask(torch.tensor([2, 3])) if "padding" in kind else None
    causal = masks.causal_mask(length) if "causal" in kind else None
    torch_masks = {
        "key_padding_mask": None if padding is None else masks.to_torch_key_padding_mask(padding),
        "attn_mask": None if causal is None else masks.to_torch_attn_mask(causal, heads),
    }
    expected, torch_weights = mha(
        x, x, x, need_weights=True, average_attn_weights=False, **torch_masks
    )
    mask = masks.combine(padding, causal)
    assert mask is not None
    heads_x = x.view(batch, length, heads, dim // heads).transpose(1, 2)  # (B, H, T, Dh)
    output, weights = attention(heads_x, heads_x, heads_x, mask, need_weights=True)
    assert weights is not None
    torch.testing.assert_close(torch_weights, weights)
    assert torch.all(torch_weights[~mask.expand_as(weights)] == 0)
    torch.testing.assert_close(expected, output.transpose(1, 2).reshape(batch, length, dim))
    if causal is not None:  # the combined mask (B, 1, T, S) as one attn_mask (B * H, T, S)
        same, _ = mha(x, x, x, attn_mask=masks.to_torch_attn_mask(mask, heads), need_weights=False)
        torch.testing.assert_close(same, expected)
