"""attention() and masked_softmax: worked examples, invariants, SDPA parity, bad input."""

import contextlib
import math
from collections.abc import Iterator

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import attention, chunked_attention, masked_softmax, masks, scores
from attnlab.functional import AttentionRecord, attention_record

pytestmark = pytest.mark.filterwarnings("ignore:Anomaly Detection has been enabled:UserWarning")

PROPERTY_SETTINGS = settings(max_examples=40, deadline=None)
TOLERANCE = {torch.float32: 1e-5, torch.float64: 1e-10}


def literal_softmax(row: list[float]) -> list[float]:
    """Softmax written out with math.exp, independent of torch."""
    top = max(row)
    exps = [math.exp(x - top) for x in row]
    return [e / sum(exps) for e in exps]


def literal_attention(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None = None,
    scale: float | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """softmax(Q K^T * scale) V written out plainly, in the inputs' dtype."""
    scale = 1.0 / math.sqrt(query.shape[-1]) if scale is None else scale
    score_matrix = (query @ key.transpose(-2, -1)) * scale
    if mask is not None:
        score_matrix = score_matrix.masked_fill(~mask, float("-inf"))
    weights = torch.softmax(score_matrix, dim=-1)
    return weights @ value, weights


# ----------------------------------------------------------------------- worked examples


@pytest.mark.parametrize(
    ("row", "expected"),
    [([1.0, 3.0, 0.0], [0.114, 0.844, 0.042]), ([2.0, 1.0, 0.1], [0.659, 0.242, 0.099])],
)
def test_worked_example_softmax(row: list[float], expected: list[float]) -> None:
    weights = masked_softmax(torch.tensor(row, dtype=torch.float64))
    assert [round(w, 3) for w in weights.tolist()] == expected
    # The same numbers from the literal formula, so the expected values are not just copied.
    assert [round(w, 3) for w in literal_softmax(row)] == expected


# The source material's learning path: 3 queries, 4 keys, 4 values.
QUERY = torch.tensor([[1.0, 3.0, 0.0], [0.0, 2.0, 1.0], [0.5, 0.0, 2.0]], dtype=torch.float64)
KEY = torch.tensor(
    [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [0.5, 0.0, 0.5]], dtype=torch.float64
)
VALUE = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.0, 2.0]], dtype=torch.float64)


def literal_path(scale: float, visible: list[list[bool]] | None = None) -> tuple[list, list]:
    """Scores, weights and outputs of the learning path, element by element with math."""
    weights, outputs = [], []
    for t in range(3):
        row = [
            scale * sum(QUERY[t, i].item() * KEY[s, i].item() for i in range(3)) for s in range(4)
        ]
        seen = [s for s in range(4) if visible is None or visible[t][s]]
        soft = literal_softmax([row[s] for s in seen])
        w = [0.0] * 4
        for s, p in zip(seen, soft, strict=True):
            w[s] = p
        weights.append(w)
        outputs.append([sum(w[s] * VALUE[s, j].item() for s in range(4)) for j in range(2)])
    return weights, outputs


@pytest.mark.parametrize(("score", "scale"), [("dot", 1.0), ("scaled_dot", 1.0 / math.sqrt(3))])
def test_learning_path_score_matrix_and_row_softmax(score: str, scale: float) -> None:
    score_matrix = scores.dot(QUERY, KEY) if score == "dot" else scores.scaled_dot(QUERY, KEY)
    assert score_matrix.shape == (3, 4)
    for t in range(3):
        for s in range(4):
            expected = scale * sum(QUERY[t, i].item() * KEY[s, i].item() for i in range(3))
            assert score_matrix[t, s].item() == pytest.approx(expected)
    weights, outputs = literal_path(scale)
    output, got = attention(QUERY, KEY, VALUE, score=score, need_weights=True)
    assert got is not None
    torch.testing.assert_close(got, torch.tensor(weights, dtype=torch.float64))
    torch.testing.assert_close(output, torch.tensor(outputs, dtype=torch.float64))


@pytest.mark.parametrize("need_weights", [True, False])
def test_learning_path_padding_mask(need_weights: bool) -> None:
    mask = masks.padding_mask(torch.tensor([3]), max_len=4)[0, 0]  # (1, 4): key 3 is padding
    output, _ = attention(QUERY, KEY, VALUE, mask, need_weights=need_weights)
    _, weights = attention(QUERY, KEY, VALUE, mask, need_weights=True)
    assert weights is not None
    assert torch.all(weights[:, 3] == 0)
    torch.testing.assert_close(weights.sum(-1), torch.ones(3, dtype=torch.float64))
    expected_weights, expected_outputs = literal_path(1 / math.sqrt(3), [[True] * 3 + [False]] * 3)
    torch.testing.assert_close(weights, torch.tensor(expected_weights, dtype=torch.float64))
    torch.testing.assert_close(output, torch.tensor(expected_outputs, dtype=torch.float64))


@pytest.mark.parametrize("need_weights", [True, False])
def test_learning_path_causal_mask(need_weights: bool) -> None:
    mask = masks.causal_mask(3, 4)
    output, _ = attention(QUERY, KEY, VALUE, mask, need_weights=need_weights)
    _, weights = attention(QUERY, KEY, VALUE, mask, need_weights=True)
    assert weights is not None
    for t in range(3):
        assert torch.all(weights[t, t + 1 :] == 0)
        assert weights[t, : t + 1].sum().item() == pytest.approx(1.0)
    visible = [[s <= t for s in range(4)] for t in range(3)]
    _, expected_outputs = literal_path(1 / math.sqrt(3), visible)
    torch.testing.assert_close(output, torch.tensor(expected_outputs, dtype=torch.float64))
    # Row t reads only positions <= t: changing later keys and values changes nothing.
    for t in range(3):
        key, value = KEY.clone(), VALUE.clone()
        key[t + 1 :] += 5.0
        value[t + 1 :] -= 7.0
        changed, _ = attention(QUERY, key, value, mask, need_weights=need_weights)
        torch.testing.assert_close(changed[: t + 1], output[: t + 1])


# ------------------------------------------------------------------------ masked_softmax


def test_masked_softmax_fills_with_minus_infinity() -> None:
    # A finite fill such as -1e9 would leak weight onto a masked key whose score is that low
    # relative to the rest; -inf gives exactly 0 and the softmax of the visible subset.
    score_matrix = torch.tensor([[-1e9, -2e9, 5.0, 1e9]], dtype=torch.float64)
    mask = torch.tensor([[True, True, False, False]])
    weights = masked_softmax(score_matrix, mask)
    assert weights[0, 2:].tolist() == [0.0, 0.0]
    expected = literal_softmax([-1e9, -2e9])
    assert weights[0, :2].tolist() == pytest.approx(expected)


def test_masked_softmax_equals_softmax_over_the_visible_keys() -> None:
    generator = torch.Generator().manual_seed(1)
    score_matrix = torch.randn(2, 3, 5, generator=generator, dtype=torch.float64) * 3
    mask = torch.rand(2, 3, 5, generator=generator) > 0.4
    mask[..., 0] = True
    weights = masked_softmax(score_matrix, mask)
    for index in torch.cartesian_prod(torch.arange(2), torch.arange(3)).tolist():
        b, t = index
        seen = mask[b, t].nonzero().flatten().tolist()
        soft = literal_softmax([score_matrix[b, t, s].item() for s in seen])
        assert weights[b, t, seen].tolist() == pytest.approx(soft)
        assert torch.all(weights[b, t, ~mask[b, t]] == 0)


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32, torch.bfloat16, torch.float16])
def test_masked_softmax_fully_masked_row_is_zero_with_finite_gradients(dtype: torch.dtype) -> None:
    score_matrix = torch.randn(2, 3, 4, dtype=dtype).requires_grad_()
    mask = torch.ones(2, 3, 4, dtype=torch.bool)
    mask[0, 1] = False
    mask[1, :, 2:] = False
    # Anomaly mode raises if any step, forward or backward, makes a NaN internally (a NaN that
    # a later masked_fill hides would still be a NaN in the graph).
    with torch.autograd.detect_anomaly():
        weights = masked_softmax(score_matrix, mask)
        assert not weights.isnan().any()
        assert torch.all(weights[0, 1] == 0)
        assert torch.all(weights[~mask] == 0)
        (weights * torch.randn_like(weights)).sum().backward()
    assert score_matrix.grad is not None
    assert score_matrix.grad.isfinite().all()
    # No gradient reaches a masked score.
    assert torch.all(score_matrix.grad[~mask] == 0)


def test_masked_softmax_checks_its_arguments() -> None:
    with pytest.raises(TypeError, match=r"^scores must be a torch\.Tensor, got list$"):
        masked_softmax([1.0, 2.0])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"mask of shape \(3,\) does not broadcast to .* \(2, 4\)"):
        masked_softmax(torch.zeros(2, 4), torch.ones(3, dtype=torch.bool))


def test_masked_softmax_all_rows_masked() -> None:
    score_matrix = torch.randn(3, 4, requires_grad=True)
    weights = masked_softmax(score_matrix, torch.zeros(3, 4, dtype=torch.bool))
    assert torch.equal(weights, torch.zeros(3, 4))
    weights.sum().backward()
    assert score_matrix.grad is not None
    assert torch.equal(score_matrix.grad, torch.zeros(3, 4))


@pytest.mark.parametrize(
    ("dtype", "magnitude"),
    [
        (torch.float64, 1e4),
        (torch.float64, 1e30),
        (torch.float64, 1e300),
        (torch.float32, 1e4),
        (torch.float32, 1e30),
        (torch.bfloat16, 1e4),
        (torch.bfloat16, 1e30),
        (torch.float16, 1e4),
        (torch.float16, 6e4),  # near float16's largest finite value, 65504
    ],
)
@pytest.mark.parametrize("masked", [False, True])
def test_masked_softmax_is_stable_for_huge_scores(
    dtype: torch.dtype, magnitude: float, masked: bool
) -> None:
    generator = torch.Generator().manual_seed(3)
    # Scores spread over [-magnitude, magnitude], plus a near tie, so no row is trivially one-hot.
    base = torch.rand(4, 6, generator=generator, dtype=torch.float64) * 2 - 1
    base[:, 1] = base[:, 0] * (1 - 1e-3)
    score_matrix = (base * magnitude).to(dtype)
    assert score_matrix.isfinite().all()
    mask = torch.rand(4, 6, generator=generator) > 0.3 if masked else None
    if mask is not None:
        mask[:, 0] = True
    weights = masked_softmax(score_matrix, mask)
    assert weights.dtype == dtype
    assert weights.isfinite().all()
    assert torch.all(weights >= 0)
    tolerance = 1e-12 if dtype == torch.float64 else 8 * torch.finfo(dtype).eps
    torch.testing.assert_close(
        weights.double().sum(-1), torch.ones(4, dtype=torch.float64), atol=tolerance, rtol=0
    )
    # Reference: the same (rounded) scores, normalized in float64.
    reference = masked_softmax(score_matrix.double(), mask)
    torch.testing.assert_close(weights.double(), reference, atol=tolerance, rtol=0)


def test_masked_softmax_over_a_non_last_dim_with_a_broadcast_mask() -> None:
    # Softmax over dim=1 (the keys) of scores (B, S, T), mask (S, T) broadcast over B.
    generator = torch.Generator().manual_seed(4)
    score_matrix = torch.randn(2, 5, 3, generator=generator, dtype=torch.float64)
    mask = torch.ones(5, 3, dtype=torch.bool)
    mask[3:, 0] = False
    mask[4, :] = False  # a padded key
    mask[:, 2] = False  # a query that sees nothing
    weights = masked_softmax(score_matrix, mask, dim=1)
    for b in range(2):
        for t in range(2):
            seen = mask[:, t].nonzero().flatten().tolist()
            soft = literal_softmax([score_matrix[b, s, t].item() for s in seen])
            assert weights[b, seen, t].tolist() == pytest.approx(soft)
    assert torch.all(weights[:, ~mask] == 0)
    torch.testing.assert_close(weights[..., :2].sum(1), torch.ones(2, 2, dtype=torch.float64))
    assert torch.all(weights[:, :, 2] == 0)


# ------------------------------------------------------------------------------ properties


@st.composite
def attention_inputs(draw: st.DrawFn, same_length: bool = False) -> dict:
    """Random small (B, H, T, S, D) inputs and a random mask (maybe with fully masked rows)."""
    batch, heads = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    query_len = draw(st.integers(1, 5))
    key_len = query_len if same_length else draw(st.integers(1, 6))
    dim = draw(st.integers(1, 5))
    dtype = draw(st.sampled_from([torch.float32, torch.float64]))
    generator = torch.Generator().manual_seed(draw(st.integers(0, 2**31 - 1)))

    def rand(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=generator, dtype=dtype)

    mask_kind = draw(st.sampled_from(["none", "padding", "random"]))
    mask: torch.Tensor | None = None
    if mask_kind == "padding":
        lengths = torch.randint(0, key_len + 1, (batch,), generator=generator)
        mask = masks.padding_mask(lengths, max_len=key_len)
    elif mask_kind == "random":
        mask = torch.rand(batch, heads, query_len, key_len, generator=generator) > 0.4
    return {
        "query": rand(batch, heads, query_len, dim),
        "key": rand(batch, heads, key_len, dim),
        "value": rand(batch, heads, key_len, dim + 1),
        "mask": mask,
        "dtype": dtype,
    }


def full_mask(inputs: dict) -> torch.Tensor:
    query, key = inputs["query"], inputs["key"]
    shape = (*query.shape[:-1], key.shape[-2])
    mask = inputs["mask"]
    return torch.ones(shape, dtype=torch.bool) if mask is None else mask.expand(shape)


@PROPERTY_SETTINGS
@given(attention_inputs())
def test_property_weights_are_a_distribution_over_unmasked_keys(inputs: dict) -> None:
    output, weights = attention(
        inputs["query"], inputs["key"], inputs["value"], inputs["mask"], need_weights=True
    )
    assert weights is not None
    mask = full_mask(inputs)
    tolerance = TOLERANCE[inputs["dtype"]]
    assert torch.all(weights >= 0)
    assert torch.all(weights[~mask] == 0)
    visible_rows = mask.any(-1)
    sums = weights.sum(-1)
    torch.testing.assert_close(
        sums[visible_rows], torch.ones_like(sums[visible_rows]), atol=tolerance, rtol=0
    )
    assert torch.all(sums[~visible_rows] == 0)
    assert torch.all(output[~visible_rows] == 0)


@PROPERTY_SETTINGS
@given(attention_inputs(), st.floats(-1e3, 1e3, allow_nan=False))
def test_property_adding_a_constant_to_a_row_changes_nothing(inputs: dict, shift: float) -> None:
    query, key, value, mask = inputs["query"], inputs["key"], inputs["value"], inputs["mask"]
    # One constant per query row (a different one for each row).
    offsets = shift * torch.linspace(-1, 1, query.shape[-2], dtype=query.dtype)[:, None]

    def shifted(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
        return scores.scaled_dot(q, k) + offsets  # (..., T, S)

    output, weights = attention(query, key, value, mask, need_weights=True)
    output_shifted, weights_shifted = attention(
        query, key, value, mask, score=shifted, need_weights=True
    )
    assert weights is not None and weights_shifted is not None
    # Shift error grows with |shift| * eps, the rounding of the shifted scores.
    tolerance = TOLERANCE[inputs["dtype"]] + 4 * abs(shift) * torch.finfo(query.dtype).eps
    torch.testing.assert_close(output_shifted, output, atol=tolerance, rtol=0)
    torch.testing.assert_close(weights_shifted, weights, atol=tolerance, rtol=0)
    direct = masked_softmax(scores.scaled_dot(query, key) + offsets, mask)
    torch.testing.assert_close(direct, weights, atol=tolerance, rtol=0)


@PROPERTY_SETTINGS
@given(attention_inputs(), st.randoms(use_true_random=False), st.booleans())
def test_property_permuting_keys_and_values_permutes_weights_only(
    inputs: dict, random: object, need_weights: bool
) -> None:
    query, key, value, mask = inputs["query"], inputs["key"], inputs["value"], inputs["mask"]
    key_len = key.shape[-2]
    order = list(range(key_len))
    random.shuffle(order)  # type: ignore[attr-defined]
    perm = torch.tensor(order)
    permuted_mask = None if mask is None else mask.index_select(-1, perm)
    output, _ = attention(query, key, value, mask, need_weights=need_weights)
    permuted, _ = attention(
        query, key[..., perm, :], value[..., perm, :], permuted_mask, need_weights=need_weights
    )
    tolerance = TOLERANCE[inputs["dtype"]]
    torch.testing.assert_close(permuted, output, atol=tolerance, rtol=tolerance)
    _, weights = attention(query, key, value, mask, need_weights=True)
    _, permuted_weights = attention(
        query, key[..., perm, :], value[..., perm, :], permuted_mask, need_weights=True
    )
    assert weights is not None and permuted_weights is not None
    torch.testing.assert_close(permuted_weights, weights[..., perm], atol=tolerance, rtol=0)


@PROPERTY_SETTINGS
@given(attention_inputs(same_length=True), st.data(), st.booleans())
def test_property_causal_self_attention_ignores_the_future(
    inputs: dict, data: st.DataObject, need_weights: bool
) -> None:
    query, key, value = inputs["query"], inputs["key"], inputs["value"]
    length = query.shape[-2]
    t = data.draw(st.integers(0, length - 1), label="t")
    mask = masks.causal_mask(length)
    output, _ = attention(query, key, value, mask, need_weights=need_weights)
    changed = [x.clone() for x in (query, key, value)]
    for x in changed:
        x[..., t + 1 :, :] = torch.randn_like(x[..., t + 1 :, :]) * 10
    query_changed, key_changed, value_changed = changed
    output_changed, _ = attention(
        query_changed, key_changed, value_changed, mask, need_weights=need_weights
    )
    tolerance = TOLERANCE[inputs["dtype"]]
    torch.testing.assert_close(
        output_changed[..., : t + 1, :], output[..., : t + 1, :], atol=tolerance, rtol=0
    )


# ------------------------------------------------------ explicit path vs SDPA: flash rule


def flash_rule(got: torch.Tensor, same_dtype_reference: torch.Tensor, fp64: torch.Tensor) -> None:
    """Error against fp64 at most 2x the same-dtype reference's error, + a tiny epsilon."""
    error = (got.double() - fp64).abs().max().item()
    reference_error = (same_dtype_reference.double() - fp64).abs().max().item()
    assert error <= 2 * reference_error + 1e-6, (error, reference_error)


MASKS = {
    "none": None,
    "padding": masks.padding_mask(torch.tensor([9, 4]), max_len=9),
    "causal": masks.causal_mask(7, 9),
    "padding+causal": masks.combine(
        masks.padding_mask(torch.tensor([9, 4]), max_len=9), masks.causal_mask(7, 9)
    ),
}


def check_flash_rule(
    dtype: torch.dtype, mask: torch.Tensor | None, seed: int, device: str = "cpu"
) -> None:
    """Both paths of attention(), outputs and gradients, in ``dtype`` against fp64."""
    mask = None if mask is None else mask.to(device)
    generator = torch.Generator().manual_seed(seed)
    q64, k64, v64 = (
        torch.randn(2, 3, length, 16, generator=generator, dtype=torch.float64)
        .to(device)
        .requires_grad_()
        for length in (7, 9, 9)
    )
    grad_out = torch.randn(2, 3, 7, 16, generator=generator, dtype=torch.float64).to(device)
    inputs = tuple(x.detach().to(dtype).requires_grad_() for x in (q64, k64, v64))
    query, key, value = inputs

    fp64, _ = literal_attention(q64, k64, v64, mask)
    literal, _ = literal_attention(query, key, value, mask)
    explicit, weights = attention(query, key, value, mask, need_weights=True)
    sdpa, no_weights = attention(query, key, value, mask, need_weights=False)
    assert weights is not None and no_weights is None
    assert explicit.dtype == sdpa.dtype == dtype
    # The explicit path is the reference for SDPA; the plain formula is the reference for both.
    flash_rule(sdpa, explicit, fp64)
    flash_rule(explicit, literal, fp64)
    flash_rule(sdpa, literal, fp64)

    def grads(out: torch.Tensor) -> tuple[torch.Tensor, ...]:
        return torch.autograd.grad(
            out,
            inputs if out.dtype == dtype else (q64, k64, v64),
            grad_out.to(out.dtype),
            retain_graph=True,
        )

    for g, g_explicit, g_literal, g64 in zip(
        grads(sdpa), grads(explicit), grads(literal), grads(fp64), strict=True
    ):
        flash_rule(g, g_explicit, g64)
        flash_rule(g_explicit, g_literal, g64)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("mask_name", list(MASKS))
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_explicit_and_sdpa_paths_pass_the_flash_rule(
    dtype: torch.dtype, mask_name: str, seed: int
) -> None:
    check_flash_rule(dtype, MASKS[mask_name], seed)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_explicit_and_sdpa_paths_agree_with_a_custom_scale(dtype: torch.dtype) -> None:
    generator = torch.Generator().manual_seed(5)
    query, key, value = (torch.randn(2, 4, 3, generator=generator, dtype=dtype) for _ in range(3))
    mask = masks.causal_mask(4)
    expected, expected_weights = literal_attention(query, key, value, mask, scale=0.3)
    explicit, weights = attention(query, key, value, mask, scale=0.3, need_weights=True)
    sdpa, _ = attention(query, key, value, mask, scale=0.3)
    torch.testing.assert_close(explicit, expected)
    torch.testing.assert_close(sdpa, expected)
    torch.testing.assert_close(weights, expected_weights)


# ------------------------------------------------------------------ fully masked rows


@pytest.mark.parametrize("need_weights", [True, False])
@pytest.mark.parametrize("dtype", [torch.float64, torch.float32, torch.bfloat16])
def test_fully_masked_rows_read_zeros_with_finite_gradients(
    need_weights: bool, dtype: torch.dtype
) -> None:
    generator = torch.Generator().manual_seed(6)
    query, key, value = (
        torch.randn(2, 2, length, 4, generator=generator).to(dtype).requires_grad_()
        for length in (3, 5, 5)
    )
    mask = torch.ones(2, 1, 3, 5, dtype=torch.bool)
    mask[0, 0, 1] = False  # query 1 of batch entry 0 sees nothing
    mask[1] = False  # batch entry 1 sees nothing at all
    with torch.autograd.detect_anomaly():  # no NaN anywhere, forward or backward
        output, weights = attention(query, key, value, mask, need_weights=need_weights)
        output.sum().backward()
    assert output.isfinite().all()
    assert torch.all(output[0, :, 1] == 0)
    assert torch.all(output[1] == 0)
    assert output[0, :, 0].abs().sum() > 0
    if need_weights:
        assert weights is not None
        assert torch.all(weights[0, :, 1] == 0)
        assert torch.all(weights[1] == 0)
    for x in (query, key, value):
        assert x.grad is not None
        assert x.grad.isfinite().all()
    # Nothing reads batch entry 1's keys/values or uses its queries.
    for x in (query, key, value):
        assert x.grad is not None
        assert torch.all(x.grad[1] == 0)


def test_fully_masked_rows_on_the_explicit_path_with_a_learned_score() -> None:
    score = scores.make_score("additive", 4, 6, hidden_dim=5)
    query = torch.randn(2, 3, 4, requires_grad=True)
    key = torch.randn(2, 5, 6, requires_grad=True)
    value = torch.randn(2, 5, 2)
    mask = masks.padding_mask(torch.tensor([0, 2]), max_len=5)[:, 0]  # (B, 1, S)
    output, weights = attention(query, key, value, mask, score=score, need_weights=True)
    assert weights is not None
    assert torch.all(output[0] == 0) and torch.all(weights[0] == 0)
    output.sum().backward()
    assert query.grad is not None and key.grad is not None
    assert query.grad.isfinite().all() and key.grad.isfinite().all()


# ------------------------------------------------------------------------- bad input


def qkv(*shapes: tuple[int, ...]) -> list[torch.Tensor]:
    return [torch.randn(*shape) for shape in shapes]


@pytest.mark.parametrize(
    ("shapes", "match"),
    [
        (((2, 3, 4), (2, 5, 4), (2, 6, 4)), r"key \(2, 5, 4\) and value \(2, 6, 4\)"),
        (((2, 3, 4), (2, 5, 4), (3, 5, 4)), r"key \(2, 5, 4\) and value \(3, 5, 4\)"),
        (((2, 3, 4), (3, 5, 4), (3, 5, 4)), r"query \(2, 3, 4\) and key \(3, 5, 4\).*broadcast$"),
        (((2, 3, 4), (2, 5, 6), (2, 5, 4)), r"same last dim, got query \(2, 3, 4\) and key"),
        (
            ((2, 3, 4), (2, 5, 6), (2, 5, 4)),
            r"use an additive or general score for different sizes$",
        ),
        (((3,), (2, 5, 4), (2, 5, 4)), r"query must have 2 to any dimensions, got shape \(3,\)"),
        (((2, 3, 4), (4,), (2, 5, 4)), r"^key must have 2 to any dimensions, got shape \(4,\)$"),
        (((2, 3, 4), (2, 5, 4), (4,)), r"^value must have 2 to any dimensions, got shape \(4,"),
    ],
)
def test_attention_rejects_mismatched_shapes(shapes: tuple, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        attention(*qkv(*shapes))


def test_attention_rejects_a_mask_that_does_not_broadcast() -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    with pytest.raises(ValueError, match=r"mask of shape \(2, 4\) .* shape \(2, 3, 5\)"):
        attention(query, key, value, torch.ones(2, 4, dtype=torch.bool))
    # A (B, 1, 1, S) key padding mask needs a (B, H, ...) query.
    with pytest.raises(ValueError, match=r"mask of shape \(2, 1, 1, 5\)"):
        attention(query, key, value, masks.padding_mask(torch.tensor([5, 3])))


@pytest.mark.parametrize("dtype", [torch.float32, torch.long, torch.uint8])
def test_attention_rejects_a_non_boolean_mask(dtype: torch.dtype) -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    with pytest.raises(TypeError, match=rf"mask must be boolean.*got dtype {dtype}"):
        attention(query, key, value, torch.ones(3, 5, dtype=dtype))
    with pytest.raises(TypeError, match=r"mask must be a boolean torch\.Tensor or None, got list"):
        attention(query, key, value, [[True] * 5] * 3)  # type: ignore[arg-type]


def test_the_mask_errors_say_how_to_convert_each_kind_of_mask() -> None:
    """Each conversion the messages give, followed, yields our mask; `mask.bool()` on an
    additive 0/-inf mask (the old advice) would invert it."""
    query, key, value = qkv((2, 2, 3, 4), (2, 2, 5, 4), (2, 2, 5, 4))
    padding = masks.padding_mask(torch.tensor([5, 2]))  # (B, 1, 1, S)
    ours = masks.combine(padding, masks.causal_mask(3, 5))  # (B, 1, T, S)
    assert ours is not None
    expected, _ = attention(query, key, value, ours)
    additive = torch.zeros(ours.shape).masked_fill(~ours, -math.inf)  # 0 = attend, -inf = not
    keep = ours.float()  # 1 = attend
    key_padding = ~padding[:, 0, 0, :]  # nn.MultiheadAttention's: (B, S), True = padding
    for wrong, advice in ((additive, "`mask == 0`"), (keep, "`mask.bool()`")):
        with pytest.raises(TypeError) as error:
            attention(query, key, value, wrong)
        assert advice in str(error.value)
    assert torch.equal(additive.bool(), ~ours)  # what `mask.bool()` does to an additive mask
    torch.testing.assert_close(attention(query, key, value, additive == 0)[0], expected)
    torch.testing.assert_close(attention(query, key, value, keep.bool())[0], expected)
    with pytest.raises(ValueError) as error:
        attention(query, key, value, key_padding)
    assert "`~mask[:, None, None, :]`" in str(error.value)
    converted = masks.combine(~key_padding[:, None, None, :], masks.causal_mask(3, 5))
    torch.testing.assert_close(attention(query, key, value, converted)[0], expected)


@pytest.mark.parametrize("need_weights", [False, True])
@pytest.mark.parametrize("with_padding", [False, True])
@pytest.mark.parametrize(("query_len", "key_len"), [(5, 5), (3, 5), (6, 4)])
def test_is_causal_equals_the_causal_mask(
    need_weights: bool, with_padding: bool, query_len: int, key_len: int
) -> None:
    query, key, value = qkv((2, 2, query_len, 4), (2, 2, key_len, 4), (2, 2, key_len, 4))
    padding = masks.padding_mask(torch.tensor([key_len, 2])) if with_padding else None
    causal = masks.causal_mask(query_len, key_len)  # upper-left, like SDPA's is_causal
    expected, expected_weights = attention(
        query, key, value, masks.combine(causal, padding), need_weights=need_weights
    )
    output, weights = attention(
        query, key, value, padding, need_weights=need_weights, is_causal=True
    )
    torch.testing.assert_close(output, expected)
    if need_weights:
        torch.testing.assert_close(weights, expected_weights)
        record = attention_record(query, key, value, padding, is_causal=True)
        torch.testing.assert_close(record.weights, expected_weights)


def test_is_causal_on_three_dim_inputs_builds_the_mask_where_the_query_is() -> None:
    """(B, T, D) inputs, T != D: the causal mask is (T, S), on the query's device, not the
    default one ("meta" stands in for a GPU), on both explicit paths."""
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 2))
    expected = attention(query, key, value, masks.causal_mask(3, 5), need_weights=True)[1]
    with torch.device("meta"):
        _, weights = attention(query, key, value, need_weights=True, is_causal=True)
        record = attention_record(query, key, value, is_causal=True)
    assert weights is not None and record.weights is not None
    assert weights.device == record.weights.device == query.device
    torch.testing.assert_close(weights, expected)
    torch.testing.assert_close(record.weights, expected)


def test_attention_record_takes_what_attention_takes() -> None:
    """No causal mask unless asked, the mask checked, the scale used; the query, key, value
    and scores kept."""
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 2))
    expected = attention(query, key, value, need_weights=True)[1]
    torch.testing.assert_close(attention_record(query, key, value).weights, expected)
    with pytest.raises(ValueError, match=r"mask of shape \(2, 4\) .* shape \(2, 3, 5\)"):
        attention_record(query, key, value, torch.ones(2, 4, dtype=torch.bool))
    record = attention_record(query, key, value, score="scaled_dot", scale=0.3)  # not 1/sqrt(4)
    assert record.query is query and record.key is key and record.value is value
    torch.testing.assert_close(record.scores, scores.dot(query, key) * 0.3)


def test_records_of_single_steps_concatenate_to_the_record_of_all() -> None:
    """Along T, whatever the leading dims: here (B, T, D), where T is dim 1, not 2."""
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 2))
    whole = attention_record(query, key, value)
    joined = AttentionRecord.concat(
        [attention_record(query[:, t, None], key, value) for t in range(3)]
    )
    for name in ("context", "query", "scores", "weights"):
        torch.testing.assert_close(getattr(joined, name), getattr(whole, name), msg=name)


def test_a_reweight_replaces_the_weights_it_is_given_under_the_mask() -> None:
    """An intervention (here: uniform over the visible keys) sees the weights and the mask;
    the values are read with what it returns, and the record keeps that."""
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 2))
    mask = masks.padding_mask(torch.tensor([5, 2]))[:, 0]  # (B, 1, S)
    seen = []

    def uniform(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
        assert mask is not None
        seen.append(weights)
        visible = mask.expand_as(weights).to(weights.dtype)
        return visible / visible.sum(dim=-1, keepdim=True)

    record = attention_record(query, key, value, mask, reweight=uniform)
    torch.testing.assert_close(seen[0], attention(query, key, value, mask, need_weights=True)[1])
    assert record.weights is not None and record.weights[1, :, :2].eq(0.5).all()
    reads = torch.stack([value[0].mean(dim=0), value[1, :2].mean(dim=0)])  # (B, Dv)
    torch.testing.assert_close(record.context, reads[:, None].expand(2, 3, 2))


def test_dropout_on_the_explicit_path_drops_weights_and_rescales_the_rest() -> None:
    """Reading identity values shows the weights read: each is 0 or w / (1 - p); the record
    keeps the weights before dropout."""
    query, key = qkv((2, 3, 4), (2, 5, 4))
    value = torch.eye(5).expand(2, 5, 5)  # (B, S, Dv = S): the context is the read weights
    torch.manual_seed(0)
    record = attention_record(query, key, value, dropout_p=0.3)
    weights = attention(query, key, value, need_weights=True)[1]
    assert weights is not None
    torch.testing.assert_close(record.weights, weights)
    dropped = record.context == 0
    assert dropped.any() and not dropped.all()
    torch.testing.assert_close(record.context[~dropped], weights[~dropped] / 0.7)


def test_attention_reads_with_the_reweight_and_returns_weights_only_when_asked() -> None:
    """With a reweight, attention() reads what attention_record() reads; without need_weights
    no path returns weights."""
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 2))

    def first_key(weights: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
        return torch.zeros_like(weights).index_fill(-1, torch.tensor([0]), 1.0)

    output, weights = attention(query, key, value, reweight=first_key, need_weights=True)
    assert weights is not None and weights[..., 0].eq(1).all()
    torch.testing.assert_close(output, value[:, :1].expand(2, 3, 2))
    for score in ("scaled_dot", "dot"):
        assert attention(query, key, value, score=score, reweight=first_key)[1] is None
        assert attention(query, key, value, score=score)[1] is None


def test_the_fused_path_applies_dropout() -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    torch.manual_seed(0)
    dropped, _ = attention(query, key, value, dropout_p=0.5)
    assert not torch.allclose(dropped, attention(query, key, value)[0])


def test_weights_on_cpu_come_from_the_chunked_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Float32 on CPU without dropout: attnlab.chunked_attention computes the weights (the only
    (..., T, S) tensor it makes), not the explicit path."""
    calls: list[tuple] = []
    chunked = chunked_attention.chunked_attention

    def spy(*args: object) -> tuple:
        calls.append(args)
        return chunked(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(chunked_attention, "chunked_attention", spy)
    attention(*qkv((2, 3, 4), (2, 5, 4), (2, 5, 2)), need_weights=True)
    assert len(calls) == 1


def test_is_causal_without_a_mask_reaches_sdpa_as_is_causal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """So the fused kernels serve causal self-attention: no (T, S) mask is built."""
    calls: list[dict] = []
    sdpa = F.scaled_dot_product_attention

    def spy(*args: object, **kwargs: object) -> torch.Tensor:
        calls.append(kwargs)
        return sdpa(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(F, "scaled_dot_product_attention", spy)
    query, key, value = qkv((2, 2, 5, 4), (2, 2, 5, 4), (2, 2, 5, 4))
    attention(query, key, value, is_causal=True)
    assert calls[-1]["is_causal"] is True and calls[-1]["attn_mask"] is None


def test_attention_rejects_an_unknown_score_name_suggesting_the_nearest() -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    with pytest.raises(ValueError, match=r"unknown score 'scaled_dott'.*did you mean 'scaled_dot'"):
        attention(query, key, value, score="scaled_dott")


@pytest.mark.parametrize("name", ["additive", "general", "concat", "location"])
def test_attention_rejects_a_learned_score_passed_as_a_string(name: str) -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    with pytest.raises(ValueError, match=rf"the '{name}' score has learned weights.*make_score"):
        attention(query, key, value, score=name, need_weights=True)


def test_attention_rejects_a_scale_for_scores_that_do_not_take_one() -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    for score in ("dot", scores.dot):
        with pytest.raises(ValueError, match=r"^scale applies to the 'scaled_dot' score only$"):
            attention(query, key, value, score=score, scale=0.5)


@pytest.mark.parametrize("dropout_p", [-0.1, 1.0])
def test_attention_rejects_dropout_outside_the_unit_interval(dropout_p: float) -> None:
    query, key, value = qkv((2, 3, 4), (2, 5, 4), (2, 5, 4))
    with pytest.raises(ValueError, match=rf"dropout_p must be in \[0, 1\), got {dropout_p}"):
        attention(query, key, value, dropout_p=dropout_p)


# ------------------------------------------------- CUDA kernels (marked gpu: skipped on CPU)

CUDA_BACKENDS = ["default", "FLASH_ATTENTION", "EFFICIENT_ATTENTION", "CUDNN_ATTENTION", "MATH"]


@contextlib.contextmanager
def sdpa_backend(name: str) -> Iterator[None]:
    """Run SDPA with one CUDA kernel; skip where that kernel does not take the input."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    backend = (
        contextlib.nullcontext() if name == "default" else sdpa_kernel(getattr(SDPBackend, name))
    )
    try:
        with backend:
            yield
    except RuntimeError as error:
        if "No available kernel" in str(error):
            pytest.skip(f"SDPA backend {name} does not take this input")
        raise


@pytest.mark.gpu
@pytest.mark.parametrize("backend", CUDA_BACKENDS)
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32])
@pytest.mark.parametrize("mask_name", list(MASKS))
def test_cuda_sdpa_kernels_pass_the_flash_rule(
    backend: str, dtype: torch.dtype, mask_name: str
) -> None:
    with sdpa_backend(backend):
        check_flash_rule(dtype, MASKS[mask_name], seed=0, device="cuda")


@pytest.mark.gpu
@pytest.mark.parametrize("backend", CUDA_BACKENDS)
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32])
def test_cuda_fully_masked_rows_read_zeros_with_finite_gradients(
    backend: str, dtype: torch.dtype
) -> None:
    generator = torch.Generator().manual_seed(6)
    query, key, value = (
        torch.randn(2, 2, length, 16, generator=generator).to("cuda", dtype).requires_grad_()
        for length in (3, 5, 5)
    )
    mask = torch.ones(2, 1, 3, 5, dtype=torch.bool, device="cuda")
    mask[0, 0, 1] = False
    mask[1] = False
    with sdpa_backend(backend):
        output, _ = attention(query, key, value, mask)
        output.sum().backward()
    assert output.isfinite().all()
    assert torch.all(output[0, :, 1] == 0) and torch.all(output[1] == 0)
    for x in (query, key, value):
        assert x.grad is not None
        assert x.grad.isfinite().all()
        assert torch.all(x.grad[1] == 0)
