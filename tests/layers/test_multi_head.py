"""MultiHeadAttention against torch.nn.MultiheadAttention, the KV cache, and bad input."""

import pytest
import torch

from attnlab import masks
from attnlab.layers import KVCache, MultiHeadAttention

DIM, HEADS = 8, 2


def twins(bias: bool = True) -> tuple[MultiHeadAttention, torch.nn.MultiheadAttention]:
    """Our layer and torch's, with the same weights, in float64."""
    torch.manual_seed(0)
    theirs = torch.nn.MultiheadAttention(DIM, HEADS, bias=bias, batch_first=True).double()
    ours = MultiHeadAttention(DIM, HEADS, bias=bias).double()
    with torch.no_grad():
        if bias:
            # torch initializes in-projection biases to zero; make them count.
            theirs.in_proj_bias.normal_()
            theirs.out_proj.bias.normal_()
        w_q, w_k, w_v = theirs.in_proj_weight.chunk(3)
        ours.query_proj.weight.copy_(w_q)
        ours.key_proj.weight.copy_(w_k)
        ours.value_proj.weight.copy_(w_v)
        ours.output_proj.weight.copy_(theirs.out_proj.weight)
        if bias:
            b_q, b_k, b_v = theirs.in_proj_bias.chunk(3)
            ours.query_proj.bias.copy_(b_q)
            ours.key_proj.bias.copy_(b_k)
            ours.value_proj.bias.copy_(b_v)
            ours.output_proj.bias.copy_(theirs.out_proj.bias)
    return ours, theirs


def grad_of(tensor: torch.Tensor) -> torch.Tensor:
    assert tensor.grad is not None
    return tensor.grad


def our_grads(ours: MultiHeadAttention) -> dict[str, torch.Tensor]:
    """Our gradients under nn.MultiheadAttention's parameter names."""
    projections = (ours.query_proj, ours.key_proj, ours.value_proj)
    grads = {
        "in_proj_weight": torch.cat([grad_of(p.weight) for p in projections]),
        "out_proj.weight": grad_of(ours.output_proj.weight),
    }
    if ours.output_proj.bias is not None:
        grads["in_proj_bias"] = torch.cat([grad_of(p.bias) for p in projections])
        grads["out_proj.bias"] = grad_of(ours.output_proj.bias)
    return grads


CASES = ["self", "self-padding", "self-causal", "self-padding-causal", "cross", "cross-padding"]


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("need_weights", [True, False])
@pytest.mark.parametrize("bias", [True, False])
def test_matches_torch_multihead_attention(case: str, need_weights: bool, bias: bool) -> None:
    ours, theirs = twins(bias)
    generator = torch.Generator().manual_seed(len(case))
    batch, tgt_len = 3, 4
    src_len = tgt_len if case.startswith("self") else 6

    def rand(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=generator, dtype=torch.float64)

    # Two copies of each input, one per implementation, so gradients can be compared.
    if case.startswith("self"):
        x = rand(batch, tgt_len, DIM)
        inputs = [[x.clone().requires_grad_()] * 3 for _ in range(2)]
    else:
        q, kv_in, v = (
            rand(batch, tgt_len, DIM),
            rand(batch, src_len, DIM),
            rand(batch, src_len, DIM),
        )
        inputs = [[t.clone().requires_grad_() for t in (q, kv_in, v)] for _ in range(2)]

    padding = causal = None
    if "padding" in case:
        # Lengths >= 1, so that under a causal mask every query still sees key 0
        # (nn.MultiheadAttention gives NaN for a fully masked row).
        padding = masks.padding_mask(torch.tensor([src_len, 1, src_len - 2]), max_len=src_len)
    if "causal" in case:
        causal = masks.causal_mask(tgt_len, src_len)
    mask = masks.combine(padding, causal)

    output, weights = ours(*inputs[0], mask, need_weights=need_weights)
    expected, expected_weights = theirs(
        *inputs[1],
        key_padding_mask=None if padding is None else masks.to_torch_key_padding_mask(padding),
        attn_mask=None if causal is None else masks.to_torch_attn_mask(causal, HEADS),
        need_weights=True,
        average_attn_weights=False,
    )
    assert output.shape == (batch, tgt_len, DIM)
    torch.testing.assert_close(output, expected)
    if need_weights:
        assert weights is not None
        assert weights.shape == (batch, HEADS, tgt_len, src_len)
        torch.testing.assert_close(weights, expected_weights)
    else:
        assert weights is None

    grad_out = rand(batch, tgt_len, DIM)
    (output * grad_out).sum().backward()
    (expected * grad_out).sum().backward()
    for mine, theirs_input in zip(inputs[0], inputs[1], strict=True):
        torch.testing.assert_close(mine.grad, theirs_input.grad)
    expected_grads = dict(theirs.named_parameters())
    for name, grad in our_grads(ours).items():
        torch.testing.assert_close(grad, expected_grads[name].grad, msg=name)


@pytest.mark.parametrize("need_weights", [True, False])
def test_kv_cache_step_by_step_equals_full_causal_self_attention(need_weights: bool) -> None:
    ours, _ = twins()
    x = torch.randn(2, 5, DIM, dtype=torch.float64)
    full, full_weights = ours(x, x, x, masks.causal_mask(5), need_weights=True)
    assert full_weights is not None
    cache: KVCache | None = None
    steps = []
    for t in range(5):
        token = x[:, t : t + 1]  # (B, 1, D)
        new = ours.project_kv(token, token)
        cache = new if cache is None else cache.append(new)
        assert cache.key.shape == (2, HEADS, t + 1, DIM // HEADS)
        out, record = ours.attend(token, cache, need_weights=need_weights)
        steps.append(out)
        if need_weights:
            assert record is not None and record.weights is not None
            torch.testing.assert_close(record.weights[:, :, 0], full_weights[:, :, t, : t + 1])
    torch.testing.assert_close(torch.cat(steps, dim=1), full)


def test_kv_cache_append_concatenates_along_the_source_axis() -> None:
    first = KVCache(torch.randn(2, HEADS, 3, 4), torch.randn(2, HEADS, 3, 5))
    second = KVCache(torch.randn(2, HEADS, 1, 4), torch.randn(2, HEADS, 1, 5))
    joined = first.append(second)
    assert joined.key.shape == (2, HEADS, 4, 4) and joined.value.shape == (2, HEADS, 4, 5)
    assert torch.equal(joined.key[:, :, :3], first.key)
    assert torch.equal(joined.key[:, :, 3:], second.key)
    assert torch.equal(joined.value[:, :, 3:], second.value)


def test_kv_cache_reorder_selects_batch_rows() -> None:
    key, value = torch.randn(3, HEADS, 4, 2), torch.randn(3, HEADS, 4, 2)
    order = torch.tensor([2, 0, 0, 1])
    picked = KVCache(key, value).reorder(order)
    assert picked.key.shape == (4, HEADS, 4, 2)
    for row, source in enumerate(order.tolist()):
        assert torch.equal(picked.key[row], key[source])
        assert torch.equal(picked.value[row], value[source])


def test_reordered_cache_gives_the_reordered_outputs() -> None:
    ours, _ = twins()
    x = torch.randn(3, 4, DIM, dtype=torch.float64)
    query = torch.randn(3, 1, DIM, dtype=torch.float64)
    order = torch.tensor([1, 1, 2, 0])
    out, _ = ours.attend(query, ours.project_kv(x, x))
    reordered, _ = ours.attend(query[order], ours.project_kv(x, x).reorder(order))
    torch.testing.assert_close(reordered, out[order])


@pytest.mark.parametrize("need_weights", [True, False])
@pytest.mark.parametrize("bias", [True, False])
def test_fully_masked_rows_read_zeros_with_finite_gradients(need_weights: bool, bias: bool) -> None:
    ours, _ = twins(bias)
    query = torch.randn(2, 3, DIM, dtype=torch.float64, requires_grad=True)
    key = torch.randn(2, 4, DIM, dtype=torch.float64, requires_grad=True)
    mask = masks.combine(masks.padding_mask(torch.tensor([0, 4])), masks.causal_mask(3, 4))
    assert mask is not None
    mask = mask.clone()
    mask[1, 0, 2] = False  # one more fully masked query row, in batch entry 1
    output, weights = ours(query, key, key, mask, need_weights=need_weights)
    # The attention read is zero, so the output is the output projection's bias alone.
    bias_only = ours.output_proj(torch.zeros(DIM, dtype=torch.float64))
    if not bias:
        assert torch.all(bias_only == 0)
    torch.testing.assert_close(output[0], bias_only.expand(3, DIM), rtol=0, atol=0)
    torch.testing.assert_close(output[1, 2], bias_only, rtol=0, atol=0)
    assert not torch.equal(output[1, 1], bias_only)
    if need_weights:
        assert weights is not None
        assert torch.all(weights[0] == 0) and torch.all(weights[1, :, 2] == 0)
    output.sum().backward()
    for tensor in (query, key, *ours.parameters()):
        assert tensor.grad is not None
        assert tensor.grad.isfinite().all()
    assert query.grad is not None and torch.all(query.grad[0] == 0)


@pytest.mark.parametrize(("hidden_dim", "num_heads"), [(10, 3), (8, 0), (8, -2)])
def test_heads_must_divide_hidden_dim(hidden_dim: int, num_heads: int) -> None:
    with pytest.raises(
        ValueError,
        match=rf"hidden_dim={hidden_dim}, num_heads={num_heads} \(hidden_dim % num_heads",
    ):
        MultiHeadAttention(hidden_dim, num_heads)


def test_heads_must_divide_hidden_dim_shows_the_remainder() -> None:
    with pytest.raises(ValueError, match=r"hidden_dim % num_heads = 1\)"):
        MultiHeadAttention(10, 3)


def test_rejects_inputs_of_the_wrong_size() -> None:
    layer = MultiHeadAttention(DIM, HEADS)
    x = torch.randn(2, 3, DIM)
    with pytest.raises(ValueError, match=rf"query must be \(B, L, {DIM}\), got shape \(2, 3, 6\)"):
        layer(torch.randn(2, 3, 6), x, x)
    with pytest.raises(ValueError, match=r"key must have 3 dimensions, got shape \(3, 8\)"):
        layer(x, torch.randn(3, DIM), x)
    with pytest.raises(ValueError, match=r"same B and S, got \(2, 3, 8\) and \(2, 4, 8\)"):
        layer(x, x, torch.randn(2, 4, DIM))


@pytest.mark.parametrize("need_weights", [False, True])
def test_attend_row_is_attend_for_one_query_a_row(need_weights: bool) -> None:
    """Decoding's row path: attend's output and, only when asked, its record, bit for bit."""
    torch.manual_seed(0)
    layer = MultiHeadAttention(8, 2).eval()
    query, memory = torch.randn(3, 8), torch.randn(3, 5, 8)
    mask = masks.padding_mask(torch.tensor([5, 3, 1]))  # (B, 1, 1, S)
    cache = layer.project_kv(memory, memory)
    with torch.no_grad():
        row, row_record = layer.attend_row(query, cache, mask, need_weights)
        full, record = layer.attend(query[:, None], cache, mask, need_weights)
    torch.testing.assert_close(row, full[:, 0])
    if not need_weights:
        assert row_record is None and record is None
        return
    assert row_record is not None and record is not None
    for name in ("context", "query", "scores", "weights", "value", "key"):
        torch.testing.assert_close(getattr(row_record, name), getattr(record, name), msg=name)
