"""Score functions: the shared contract, and each formula computed literally, pair by pair."""

import math

import pytest
import torch

from attnlab import attention, scores

B, T, S = 2, 3, 5


def make(name: str, query_dim: int = 4, key_dim: int = 4) -> torch.nn.Module:
    torch.manual_seed(0)
    return scores.make_score(name, query_dim, key_dim, hidden_dim=6, max_source_len=7).double()


def pair(query_dim: int = 4, key_dim: int = 4, lead: tuple[int, ...] = (B,)) -> tuple:
    generator = torch.Generator().manual_seed(sum(lead) + query_dim * 7 + key_dim)
    query = torch.randn(*lead, T, query_dim, generator=generator, dtype=torch.float64)
    key = torch.randn(*lead, S, key_dim, generator=generator, dtype=torch.float64)
    return query, key


@pytest.mark.parametrize("name", scores.score_names())
def test_every_score_follows_the_contract(name: str) -> None:
    follows_the_contract(make(name))


def follows_the_contract(score: torch.nn.Module) -> None:
    """What every score of the table does, whatever its formula."""
    query, key = pair()
    out = score(query, key)
    assert out.shape == (B, T, S)
    # Extra leading dims (B, H, ...): each head scores on its own.
    heads = 3
    query4, key4 = pair(lead=(B, heads))
    out4 = score(query4, key4)
    assert out4.shape == (B, heads, T, S)
    for h in range(heads):
        torch.testing.assert_close(out4[:, h], score(query4[:, h], key4[:, h]))
    # ... and each query row on its own (no mixing between queries).
    for t in range(T):
        torch.testing.assert_close(out[:, t : t + 1], score(query[:, t : t + 1], key))


@pytest.mark.parametrize("name", ["additive", "general", "concat", "bahdanau", "bilinear"])
def test_learned_scores_take_different_query_and_key_sizes(name: str) -> None:
    score = make(name, query_dim=3, key_dim=5)
    query, key = pair(3, 5)
    assert score(query, key).shape == (B, T, S)


def test_dot_is_q_transpose_k() -> None:
    query, key = pair()
    out = scores.dot(query, key)
    for b in range(B):
        for t in range(T):
            for s in range(S):
                assert out[b, t, s].item() == pytest.approx(
                    torch.dot(query[b, t], key[b, s]).item()
                )


@pytest.mark.parametrize("dim", [1, 4, 9])
def test_scaled_dot_divides_by_sqrt_d_or_uses_the_given_scale(dim: int) -> None:
    query, key = pair(dim, dim)
    dot = scores.dot(query, key)
    torch.testing.assert_close(scores.scaled_dot(query, key), dot / math.sqrt(dim))
    torch.testing.assert_close(scores.scaled_dot(query, key, scale=0.25), dot * 0.25)
    module = scores.make_score("scaled_dot", dim, dim)
    torch.testing.assert_close(module(query, key), dot / math.sqrt(dim))
    torch.testing.assert_close(scores.make_score("dot", dim, dim)(query, key), dot)


def test_additive_is_the_bahdanau_formula_with_different_sizes() -> None:
    score = make("additive", query_dim=3, key_dim=5)
    assert isinstance(score, scores.AdditiveScore)
    query, key = pair(3, 5)
    out = score(query, key)
    w_q, w_k = score.query_proj.weight, score.key_proj.weight  # (A, Dq), (A, Dk)
    bias, v = score.key_proj.bias, score.v.weight[0]  # (A,), (A,)
    assert bias is not None
    for b in range(B):
        for t in range(T):
            for s in range(S):
                literal = v @ torch.tanh(w_q @ query[b, t] + w_k @ key[b, s] + bias)
                assert out[b, t, s].item() == pytest.approx(literal.item())


def test_additive_with_projected_keys_passed_back_equals_computing_from_keys() -> None:
    score = make("additive", query_dim=3, key_dim=5)
    assert isinstance(score, scores.AdditiveScore)
    query, key = pair(3, 5)
    projected = score.project_keys(key)
    assert projected.shape == (B, S, 6)
    expected = score(query, key)
    # A decoder scores one query at a time against the keys it projected once.
    for t in range(T):
        step = score(query[:, t : t + 1], projected_key=projected)
        torch.testing.assert_close(step, expected[:, t : t + 1])
    torch.testing.assert_close(score(query, projected_key=projected), expected)
    with pytest.raises(ValueError, match=r"^AdditiveScore needs key or projected_key$"):
        score(query)


def test_concat_is_the_literal_luong_formula_with_concat_weight() -> None:
    score = make("concat", query_dim=3, key_dim=5)
    assert isinstance(score, scores.ConcatScore)
    weight = score.concat_weight
    assert weight.shape == (6, 3 + 5)
    assert score.key_proj.bias is None  # Luong's concat has no bias
    v = score.v.weight[0]
    query, key = pair(3, 5)
    out = score(query, key)
    for b in range(B):
        for t in range(T):
            for s in range(S):
                literal = v @ torch.tanh(weight @ torch.cat([query[b, t], key[b, s]]))
                assert out[b, t, s].item() == pytest.approx(literal.item())


def test_general_is_q_transpose_w_k() -> None:
    score = make("general", query_dim=3, key_dim=5)
    assert isinstance(score, scores.GeneralScore)
    weight = score.weight.weight  # W: (Dq, Dk)
    assert weight.shape == (3, 5)
    query, key = pair(3, 5)
    out = score(query, key)
    for b in range(B):
        for t in range(T):
            for s in range(S):
                literal = query[b, t] @ weight @ key[b, s]
                assert out[b, t, s].item() == pytest.approx(literal.item())


def test_location_scores_from_the_query_alone() -> None:
    score = make("location")
    assert isinstance(score, scores.LocationScore)
    query, key = pair()
    out = score(query, key)
    other_key = torch.randn_like(key) * 100
    torch.testing.assert_close(score(query, other_key), out)
    # W_a q, truncated to the S source positions.
    literal = query @ score.proj.weight.T + score.proj.bias
    torch.testing.assert_close(out, literal[..., :S])
    # Fewer source positions: the same scores for the positions that remain.
    torch.testing.assert_close(score(query, key[:, :2]), out[..., :2])


def test_location_rejects_a_source_longer_than_it_was_built_for() -> None:
    score = make("location")  # max_source_len=7
    query = torch.randn(B, T, 4, dtype=torch.float64)
    with pytest.raises(ValueError, match=r"at most 7 source positions, got 8"):
        score(query, torch.randn(B, 8, 4, dtype=torch.float64))
    assert score(query, torch.randn(B, 7, 4, dtype=torch.float64)).shape == (B, T, 7)  # at most
    with pytest.raises(ValueError, match=r"^the 'location' score needs max_source_len$"):
        scores.make_score("location", 4, 4)


@pytest.mark.parametrize(
    ("name", "suggestion"),
    [("adittive", "additive"), ("scaled-dot", "scaled_dot"), ("genral", "general")],
)
def test_make_score_unknown_name_suggests_the_nearest(name: str, suggestion: str) -> None:
    with pytest.raises(ValueError, match=rf"unknown score '{name}'.*did you mean '{suggestion}'"):
        scores.make_score(name, 4, 4)


def test_make_score_unknown_name_lists_the_valid_names() -> None:
    """... and suggests nothing when no name is close."""
    with pytest.raises(
        ValueError, match=r"expected one of \['dot', 'scaled_dot', 'additive'.*'\]$"
    ):
        scores.make_score("zzzz", 4, 4)


def test_scores_name_a_query_or_key_with_too_few_dims() -> None:
    """Each needs (..., T, D): a vector is one query or key without its T axis."""
    query, key = pair()
    with pytest.raises(
        ValueError, match=r"^query must have 2 to any dimensions, got shape \(4,\)$"
    ):
        scores.dot(query[0, 0], key)
    with pytest.raises(ValueError, match=r"^key must have 2 to any dimensions, got shape \(4,\)$"):
        scores.dot(query, key[0, 0])


def test_dot_score_module_is_unscaled_unless_asked() -> None:
    query, key = pair()
    torch.testing.assert_close(scores.DotScore()(query, key), scores.dot(query, key))
    scaled = scores.DotScore(scaled=True, scale=0.25)(query, key)
    torch.testing.assert_close(scaled, scores.dot(query, key) * 0.25)


@pytest.mark.parametrize(
    ("alias", "canonical", "kind"),
    [("bahdanau", "additive", scores.AdditiveScore), ("bilinear", "general", scores.GeneralScore)],
)
def test_aliases_build_the_canonical_score(alias: str, canonical: str, kind: type) -> None:
    built = make(alias, 3, 5)
    assert type(built) is kind
    query, key = pair(3, 5)
    torch.testing.assert_close(built(query, key), make(canonical, 3, 5)(query, key))


@pytest.mark.parametrize("name", ["dot", "scaled_dot"])
def test_dot_scores_need_equal_sizes(name: str) -> None:
    with pytest.raises(ValueError, match=r"key_dim, got 3 and 5; use 'general' or 'additive' for"):
        scores.make_score(name, 3, 5)
    query, key = pair(3, 5)
    with pytest.raises(ValueError, match=r"same last dim, got \(2, 3, 3\) and \(2, 5, 5\)"):
        scores.dot(query, key)


@pytest.mark.parametrize("name", ["additive", "general", "concat", "location"])
def test_learned_score_modules_plug_into_attention(name: str) -> None:
    score = make(name)
    query, key = pair()
    value = torch.randn(B, S, 2, dtype=torch.float64)
    output, weights = attention(query, key, value, score=score, need_weights=True)
    assert weights is not None
    expected = torch.softmax(score(query, key), dim=-1)
    torch.testing.assert_close(weights, expected)
    torch.testing.assert_close(output, expected @ value)


class CosineScore(torch.nn.Module):
    """A score the table does not have: cos(q, k), for the test below."""

    def forward(self, query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
        query, key = (torch.nn.functional.normalize(x, dim=-1) for x in (query, key))
        return query @ key.transpose(-2, -1)


def test_a_new_score_is_a_module_and_a_row_of_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    from attnlab import walkthrough
    from attnlab.models.luong import LuongOptions

    taught = walkthrough.build()["by_score"]
    row = scores.Score("q^T k / (|q| |k|)", lambda _: CosineScore(), same_sizes=True)
    monkeypatch.setitem(scores.SCORES, "cosine", row)
    assert "cosine" in scores.score_names() and "cosine" not in scores.score_names(taught=True)
    follows_the_contract(make("cosine").double())
    with pytest.raises(ValueError, match="query_dim == key_dim"):
        make("cosine", query_dim=3, key_dim=5)
    # not taught unless its row says so: the walkthrough (and the scores experiment) unchanged
    assert walkthrough.build()["by_score"] == taught
    with pytest.raises(ValueError, match="score"):  # nor a Luong score unless it says so
        LuongOptions(score="cosine")
