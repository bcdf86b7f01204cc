"""What the layers promise beyond their numbers on the usual inputs (found by mutation
testing, results/mutation/): the checks and their messages, the defaults, initial weights
of the right scale, every tensor on the input's device, reweighting passed through, the
sinusoids' cache following the module's dtype, and gradients through the key-value cache."""

from __future__ import annotations

import pytest
import torch

from attnlab import scores
from attnlab.layers import (
    KVCache,
    LearnedPositions,
    LocalAttention,
    MultiHeadAttention,
    PositionWiseFeedForward,
    ScaledEmbedding,
    SinusoidalPositions,
    sinusoidal_table,
)

META = torch.device("meta")  # shapes and devices without data: a tensor left on the CPU fails


def local_attention(predictive: bool, dim: int = 4) -> LocalAttention:
    torch.manual_seed(0)
    return LocalAttention(scores.make_score("general", dim, dim), 2, predictive, query_dim=dim)


def half_weights(weights: torch.Tensor, visible: torch.Tensor) -> torch.Tensor:
    return weights * 0.5  # an intervention that any output shows


# ---- checks, messages and defaults --------------------------------------------------------


def test_initial_weights_have_the_scale_of_one_over_root_d() -> None:
    torch.manual_seed(0)
    for table in (
        ScaledEmbedding(4000, 64).weight.detach(),
        LearnedPositions(64, 4000).table.detach(),
    ):
        assert abs(float(table.mean())) < 0.005
        assert float(table.std()) == pytest.approx(64**-0.5, rel=0.02)


def test_sizes_of_one_are_allowed_and_zero_is_refused_with_its_reason() -> None:
    assert LearnedPositions(4, max_len=1)(1).shape == (1, 4)
    assert MultiHeadAttention(4, num_heads=1)(*[torch.zeros(1, 2, 4)] * 3)[0].shape == (1, 2, 4)
    assert PositionWiseFeedForward(1, 1)(torch.zeros(2, 1)).shape == (2, 1)
    with pytest.raises(ValueError, match="max_len must be > 0, got 0"):
        LearnedPositions(4, max_len=0)
    with pytest.raises(ValueError) as error:
        MultiHeadAttention(4, num_heads=0)
    assert str(error.value).endswith("(hidden_dim % num_heads = undefined)")
    for dims in ((0, 3), (3, 0)):
        with pytest.raises(ValueError, match=f"got {dims[0]} and {dims[1]}"):
            PositionWiseFeedForward(*dims)


def test_positions_spans_start_at_zero_and_refuse_negatives() -> None:
    learned, sinusoids = LearnedPositions(4, max_len=8), SinusoidalPositions(4)
    torch.testing.assert_close(learned(3), learned.table[:3])  # offset 0 by default
    for positions in (learned, sinusoids):
        assert positions(0).shape == (0, 4)
        for span in ((-1, 0), (0, -1)):
            with pytest.raises(ValueError, match="length and offset must be >= 0, got length="):
                positions(*span)
    with pytest.raises(ValueError) as error:
        learned(5, offset=4)
    assert str(error.value) == (
        "a sequence of 9 positions exceeds the learned positional table (max_len=8); build the "
        "model with a larger max_len (e.g. TransformerSeq2Seq(..., max_len=...)) or use "
        "sinusoidal positions, which have no limit"
    )


def test_local_attention_names_a_wrong_input_and_takes_unbatched_ones() -> None:
    local = local_attention(predictive=False)
    query, key, value = torch.randn(3, 4), torch.randn(5, 4), torch.randn(5, 2)
    assert local(query, key, value).context.shape == (3, 2)  # (T, D): no batch dimension
    # Over a plain function as its score (which checks nothing), the layer's own checks speak.
    plain = LocalAttention(lambda q, k: q @ k.mT, 2, predictive=False)
    with pytest.raises(ValueError, match=r"^query must have 2 to any dimensions"):
        plain(query[0], key, value)
    with pytest.raises(ValueError, match=r"^key must have 2 to any dimensions"):
        plain(query, key[0], value)
    with pytest.raises(ValueError, match=r"^mask of shape \(4,\) does not broadcast"):
        plain(query, key, value, torch.ones(4, dtype=torch.bool))
    with pytest.raises(
        ValueError, match=r"^local-p needs query_dim to predict the aligned position$"
    ):
        LocalAttention(scores.make_score("dot", 4, 4), 2, predictive=True)
    predicting = local_attention(predictive=True)
    assert predicting.position_hidden.bias is None and predicting.position_out.bias is None


def test_multi_head_attention_names_a_wrong_value_and_has_no_bias_when_asked() -> None:
    attention = MultiHeadAttention(4, 2, bias=False)
    assert all("bias" not in name for name, _ in attention.named_parameters())
    with pytest.raises(ValueError, match="value must be"):
        attention.project_kv(torch.zeros(1, 2, 4), torch.zeros(1, 2, 3))


def test_weights_only_when_asked_for() -> None:
    attention = MultiHeadAttention(4, 2).eval()
    x = torch.randn(1, 3, 4)
    assert attention(x, x, x)[1] is None
    assert attention.attend(x, attention.project_kv(x, x))[1] is None


def test_feed_forward_drops_nothing_by_default() -> None:
    layer = PositionWiseFeedForward(4, 8)
    x = torch.randn(2, 3, 4)
    torch.testing.assert_close(layer.train()(x), layer.eval()(x))


@pytest.mark.parametrize("need_weights", [False, True])
def test_multi_head_attention_drops_weights_in_training_only(need_weights: bool) -> None:
    torch.manual_seed(0)
    attention = MultiHeadAttention(4, 2, dropout=0.5)
    x = torch.randn(1, 6, 4)
    cache = attention.project_kv(x, x)
    trained = attention.train().attend(x, cache, need_weights=need_weights)[0]
    evaluated = attention.eval().attend(x, cache, need_weights=need_weights)[0]
    assert not torch.allclose(trained, evaluated)


# ---- reweighting reaches the weights --------------------------------------------------------


@pytest.mark.parametrize("need_weights", [False, True])
def test_multi_head_attention_passes_reweight_on(need_weights: bool) -> None:
    attention = MultiHeadAttention(4, 2).eval()
    x = torch.randn(1, 3, 4)
    cache = attention.project_kv(x, x)
    plain = attention.attend(x, cache, need_weights=need_weights)[0]
    halved = attention.attend(x, cache, need_weights=need_weights, reweight=half_weights)[0]
    bias = attention.output_proj.bias
    assert bias is not None
    torch.testing.assert_close(halved - bias, (plain - bias) * 0.5)


@pytest.mark.parametrize("predictive", [False, True])
def test_local_attention_passes_reweight_its_weights_and_window(predictive: bool) -> None:
    local = local_attention(predictive)
    query, key, value = torch.randn(2, 3, 4), torch.randn(2, 5, 4), torch.randn(2, 5, 2)
    seen = []

    def record(weights: torch.Tensor, visible: torch.Tensor) -> torch.Tensor:
        seen.append((weights, visible))
        return weights * 0.5

    plain = local(query, key, value)
    halved = local(query, key, value, reweight=record)
    ((weights, visible),) = seen
    torch.testing.assert_close(weights, plain.weights)
    outside = ~visible.expand_as(plain.weights)
    assert visible.dtype == torch.bool and torch.all(plain.weights[outside] == 0)
    torch.testing.assert_close(halved.weights, plain.weights * 0.5)


# ---- devices and dtypes ---------------------------------------------------------------------


@pytest.mark.parametrize("predictive", [False, True])
@pytest.mark.parametrize("masked", [False, True])
def test_local_attention_builds_every_tensor_on_the_inputs_device(
    predictive: bool, masked: bool
) -> None:
    local = local_attention(predictive).to(META)
    query, key, value = (torch.empty(2, 3, 4, device=META) for _ in "qkv")
    mask = torch.ones(2, 1, 3, dtype=torch.bool, device=META) if masked else None
    result = local(query, key, value, mask)
    assert result.weights.device == META and result.context.shape == (2, 3, 4)


def test_sinusoids_on_the_positions_device_and_the_modules_dtype() -> None:
    assert sinusoidal_table(torch.arange(3, device=META), 6).device == META
    positions = SinusoidalPositions(6)
    assert positions(5).dtype == torch.float32
    torch.testing.assert_close(positions(5), sinusoidal_table(torch.arange(5), 6).float())
    assert positions.double()(5).dtype == torch.float64  # the cache follows .double()
    torch.testing.assert_close(positions(5), sinusoidal_table(torch.arange(5), 6))
    assert positions.to(META)(5).device == META
    assert "anchor" not in positions.state_dict()  # checkpoints hold no buffer for it


def test_the_sinusoids_cache_doubles_from_64_rows() -> None:
    positions = SinusoidalPositions(4)
    grown = []
    for end in (1, 64, 65, 128, 129, 300):
        positions(1, offset=end - 1)
        assert positions._table is not None
        grown.append(positions._table.shape[0])
    assert grown == [64, 64, 128, 128, 256, 512]


# ---- gradients through the cache -----------------------------------------------------------


def test_gradients_flow_through_a_cache_read_at_every_step() -> None:
    # Each step's read saves the cache for backward: writing the next step into a shared
    # buffer in place would spoil it, so a cache that is tracked grows by concatenation.
    parts = [torch.randn(1, 2, length, 3, requires_grad=True) for length in (2, 1, 1)]
    cache = KVCache(parts[0], parts[0] * 2)
    loss = cache.key.square().sum()
    for part in parts[1:]:
        cache = cache.append(KVCache(part, part * 2))
        loss = loss + cache.key.square().sum() + cache.value.sum()
    loss.backward()
    reads = [3, 2, 1]  # how many steps read each part
    for part, count in zip(parts, reads, strict=True):
        assert part.grad is not None
        expected = count * 2 * part.detach() + 2 * (count - (part is parts[0]))
        torch.testing.assert_close(part.grad, expected)
