"""Luong local attention: the window, the predicted position, the Gaussian, padding."""

import math

import pytest
import torch

from attnlab import masks, scores
from attnlab.layers import LocalAttention

DIM = 4


def inputs(
    batch: int = 2, tgt_len: int = 6, src_len: int = 7, seed: int = 0
) -> tuple[torch.Tensor, ...]:
    generator = torch.Generator().manual_seed(seed)
    query = torch.randn(batch, tgt_len, DIM, generator=generator, dtype=torch.float64)
    key = torch.randn(batch, src_len, DIM, generator=generator, dtype=torch.float64)
    value = torch.randn(batch, src_len, 3, generator=generator, dtype=torch.float64)
    return query, key, value


def layer(half_width: int, predictive: bool) -> LocalAttention:
    torch.manual_seed(0)
    score = scores.make_score("general", DIM, DIM)
    return LocalAttention(score, half_width, predictive, query_dim=DIM).double()


def key_padding(lengths: list[int], src_len: int) -> torch.Tensor:
    return masks.padding_mask(torch.tensor(lengths), max_len=src_len)[:, 0]  # (B, 1, S)


def distances(centers: torch.Tensor, src_len: int) -> torch.Tensor:
    return torch.arange(src_len, dtype=centers.dtype) - centers.unsqueeze(-1)  # (..., T, S)


@pytest.mark.parametrize("half_width", [1, 2, 3])
def test_local_m_window_weights(half_width: int) -> None:
    local = layer(half_width, predictive=False)
    query, key, value = inputs()
    result = local(query, key, value)
    assert result.weights.shape == (2, 6, 7)
    torch.testing.assert_close(result.centers, torch.arange(6, dtype=torch.float64))
    outside = distances(result.centers, 7).abs() > half_width
    assert torch.all(result.weights[outside.expand_as(result.weights)] == 0)
    torch.testing.assert_close(result.weights.sum(-1), torch.ones(2, 6, dtype=torch.float64))
    # In-window weights are the softmax of the scores over the window, literally.
    score_matrix = local.score(query, key)
    for b in range(2):
        for t in range(6):
            window = [s for s in range(7) if abs(s - t) <= half_width]
            expected = torch.softmax(score_matrix[b, t, window], dim=-1)
            torch.testing.assert_close(result.weights[b, t, window], expected)
    torch.testing.assert_close(result.context, result.weights @ value)


def test_local_m_respects_padding_and_clamps_to_each_sentence() -> None:
    local = layer(1, predictive=False)
    query, key, value = inputs(tgt_len=6, src_len=7)
    lengths = [7, 3]
    result = local(query, key, value, key_padding(lengths, 7))
    # Sentence 1 has 3 source words: steps t >= 3 are clamped to its last word, 2.
    torch.testing.assert_close(
        result.centers,
        torch.tensor([[0, 1, 2, 3, 4, 5], [0, 1, 2, 2, 2, 2]], dtype=torch.float64),
    )
    assert torch.all(result.weights[1, :, 3:] == 0)
    torch.testing.assert_close(result.weights.sum(-1), torch.ones(2, 6, dtype=torch.float64))
    for t in range(3, 6):
        assert result.weights[1, t, 1:3].sum().item() == pytest.approx(1.0)


def test_local_m_clamps_positions_beyond_the_source() -> None:
    local = layer(1, predictive=False)
    query, key, value = inputs(tgt_len=4, src_len=5)
    positions = torch.tensor([0, 4, 9, 50])
    result = local(query, key, value, positions=positions)
    torch.testing.assert_close(
        result.centers, torch.tensor([0.0, 4.0, 4.0, 4.0], dtype=torch.float64)
    )
    # Steps beyond the source read the last words, exactly like the last in-range step.
    torch.testing.assert_close(result.weights[:, 2:, :3], torch.zeros(2, 2, 3, dtype=torch.float64))
    last = local(query[:, 2:3], key, value, positions=torch.tensor([4]))
    torch.testing.assert_close(result.weights[:, 2:3], last.weights)


def test_local_m_decoding_one_step_matches_the_whole_sequence() -> None:
    local = layer(2, predictive=False)
    query, key, value = inputs()
    full = local(query, key, value)
    for t in range(6):
        step = local(query[:, t : t + 1], key, value, positions=torch.tensor([t]))
        torch.testing.assert_close(step.context, full.context[:, t : t + 1])


@pytest.mark.parametrize("half_width", [1, 2])
@pytest.mark.parametrize("weight_scale", [1.0, 1e4])
def test_local_p_position_and_window(half_width: int, weight_scale: float) -> None:
    local = layer(half_width, predictive=True)
    with torch.no_grad():
        # A large v_p saturates the sigmoid at 0 or 1: p_t must still stay in [0, S_b).
        local.position_out.weight.mul_(weight_scale)
    query, key, value = inputs(batch=3, tgt_len=6, src_len=7, seed=1)
    lengths = [7, 3, 1]
    result = local(query, key, value, key_padding(lengths, 7))
    assert result.centers.shape == (3, 6)
    for b, length in enumerate(lengths):
        assert torch.all(result.centers[b] >= 0)
        assert torch.all(result.centers[b] < length), (result.centers[b], length)
    if weight_scale > 1:
        # Both ends are reached (so the bound above was tested where it matters).
        assert (result.centers == 0).any()
        assert any((result.centers[b] > length - 1e-3).any() for b, length in enumerate(lengths))
    outside = distances(result.centers, 7).abs() > half_width
    assert torch.all(result.weights[outside] == 0)
    assert torch.all(result.weights[1, :, 3:] == 0) and torch.all(result.weights[2, :, 1:] == 0)
    assert torch.all(result.weights >= 0)
    assert torch.all(result.weights.sum(-1) <= 1 + 1e-12)
    assert torch.all(result.weights.sum(-1) > 0)


@pytest.mark.parametrize("half_width", [2, 3])  # sigma 1 and 1.5: sigma^2 is neither 1/sigma^2
def test_local_p_weights_are_window_softmax_times_gaussian(half_width: int) -> None:  # nor sigma^3
    local = layer(half_width, predictive=True)
    query, key, value = inputs(seed=2)
    lengths = [7, 4]
    result = local(query, key, value, key_padding(lengths, 7))
    sigma = half_width / 2
    score_matrix = local.score(query, key)
    # p_t = S_b * sigmoid(v_p^T tanh(W_p h_t)), literally.
    w_p, v_p = local.position_hidden.weight, local.position_out.weight[0]
    for b, length in enumerate(lengths):
        for t in range(6):
            p = length * torch.sigmoid(v_p @ torch.tanh(w_p @ query[b, t]))
            assert result.centers[b, t].item() == pytest.approx(p.item())
            window = [s for s in range(length) if abs(s - p.item()) <= half_width]
            soft = torch.softmax(score_matrix[b, t, window], dim=-1)
            gauss = torch.tensor(
                [math.exp(-((s - p.item()) ** 2) / (2 * sigma**2)) for s in window],
                dtype=torch.float64,
            )
            torch.testing.assert_close(result.weights[b, t, window], soft * gauss)
            rest = [s for s in range(7) if s not in window]
            assert torch.all(result.weights[b, t, rest] == 0)
    torch.testing.assert_close(result.context, result.weights @ value)


def test_local_p_position_is_learnable() -> None:
    local = layer(2, predictive=True)
    query, key, value = inputs()
    local(query, key, value).context.sum().backward()
    assert local.position_hidden.weight.grad is not None
    assert local.position_hidden.weight.grad.abs().sum() > 0


@pytest.mark.parametrize("predictive", [False, True])
def test_fully_masked_rows_read_zeros_with_finite_gradients(predictive: bool) -> None:
    local = layer(1, predictive)
    query, key, value = (x.requires_grad_() for x in inputs(batch=2, tgt_len=4, src_len=5))
    result = local(query, key, value, key_padding([0, 5], 5))
    assert result.context.isfinite().all()
    assert torch.all(result.context[0] == 0) and torch.all(result.weights[0] == 0)
    assert result.context[1].abs().sum() > 0
    (result.context.sum() + result.weights.sum()).backward()
    for tensor in (query, key, value, *local.parameters()):
        assert tensor.grad is not None
        assert tensor.grad.isfinite().all()
    assert value.grad is not None and torch.all(value.grad[0] == 0)


@pytest.mark.parametrize("half_width", [0, -1])
def test_half_width_must_be_at_least_one(half_width: int) -> None:
    with pytest.raises(ValueError, match=rf"half_width D must be >= 1, got {half_width}"):
        LocalAttention(scores.DotScore(), half_width, predictive=False)


def test_local_p_needs_query_dim() -> None:
    with pytest.raises(ValueError, match="local-p needs query_dim"):
        LocalAttention(scores.DotScore(), 2, predictive=True)
