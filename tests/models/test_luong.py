"""Luong attention model: scores and global attention against the paper's formulas, step()
equals forward(), one RNN call without input feeding, local windows through the model, the
decoder state under reordering, learning, beam vs greedy."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pytest
import torch
import torch.nn.functional as F

from attnlab import masks
from attnlab.config import ConfigError, ModelConfig
from attnlab.decoding import beam_search, greedy_search
from attnlab.explain.interventions import uniform
from attnlab.models import build_model
from attnlab.models.luong import (
    ATTENTIONS,
    LuongOptions,
    LuongScore,
    LuongSeq2Seq,
    LuongState,
)
from attnlab.scores import score_names
from tests.models import reference_rnn

PAD, BOS, EOS = 0, 1, 2
SCORES = score_names(luong=True)
SRC_VOCAB, TGT_VOCAB = 13, 11
LENGTHS = [5, 3, 4]
TGT_LEN = 7  # longer than every source: local-m clamps p_t to the last source word
WINDOW = 1  # D, narrower than the sources so that windows cut

CELLS_AND_LAYERS = [("gru", 1), ("lstm", 2)]
CONFIGS = [
    {"score": s, "attention": a, "input_feeding": f, "cell": c, "num_layers": n}
    for s, a, f, (c, n) in itertools.product(SCORES, ATTENTIONS, [True, False], CELLS_AND_LAYERS)
]


def config_id(config: dict[str, Any]) -> str:
    feeding = "feed" if config["input_feeding"] else "nofeed"
    return (
        f"{config['score']}-{config['attention']}-{feeding}-{config['cell']}{config['num_layers']}"
    )


def make_model(**overrides: Any) -> LuongSeq2Seq:
    torch.manual_seed(0)
    settings: dict[str, Any] = {
        "embed_dim": 8,
        "hidden_dim": 8,
        "attention_dim": 6,
        "dropout": 0.0,
        "window": WINDOW,
        "max_source_len": 8,
    }
    settings.update(overrides)
    return LuongSeq2Seq(SRC_VOCAB, TGT_VOCAB, **settings).eval()


def make_batch(
    lengths: list[int] = LENGTHS, tgt_len: int = TGT_LEN, seed: int = 0
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    src_mask = masks.padding_mask(torch.tensor(lengths))  # (B, 1, 1, S)
    src = torch.randint(3, SRC_VOCAB, (len(lengths), max(lengths)), generator=generator)
    src = src.masked_fill(~src_mask[:, 0, 0], PAD)
    tgt_in = torch.randint(3, TGT_VOCAB, (len(lengths), tgt_len), generator=generator)
    tgt_in[:, 0] = BOS
    return src, src_mask, tgt_in


def unroll(
    model: LuongSeq2Seq, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor, LuongState]:
    """Decode tgt_in one step at a time: logits (B, T, V), cross-attention (B, 1, T, S)."""
    state = model.init_state(model.encode(src, src_mask), src_mask)
    logits, weights = [], []
    for t in range(tgt_in.shape[1]):
        out = model.step(tgt_in[:, t], state)
        assert out.attention.cross[0].shape == (src.shape[0], 1, 1, src.shape[1])
        logits.append(out.logits)
        weights.append(out.attention.cross[0])
        state = out.state
    return torch.stack(logits, dim=1), torch.cat(weights, dim=2), state


def window_distances(centers: torch.Tensor, src_len: int) -> torch.Tensor:
    """|s - p_t| for centers (B, T) -> (B, 1, T, S)."""
    return (torch.arange(src_len) - centers[..., None]).abs()[:, None]


# -- equivalences ---------------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_step_unrolled_equals_forward(config: dict[str, Any]) -> None:
    model = make_model(**config)
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        out = model(src, src_mask, tgt_in, need_weights=True)
        logits, weights, state = unroll(model, src, src_mask, tgt_in)
    assert out.logits.shape == (3, TGT_LEN, TGT_VOCAB)
    assert len(out.attention.cross) == 1
    assert out.attention.encoder_self == out.attention.decoder_self == []
    assert out.attention.cross[0].shape == (3, 1, TGT_LEN, max(LENGTHS))
    torch.testing.assert_close(logits, out.logits, atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(weights, out.attention.cross[0], atol=1e-5, rtol=1e-4)
    assert state.step.tolist() == [TGT_LEN] * 3


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_forward_runs_the_decoder_rnn_once_without_input_feeding(config: dict[str, Any]) -> None:
    model = make_model(**config)
    calls = []
    model.rnn.register_forward_hook(lambda module, inputs, output: calls.append(inputs[0].shape))
    model(*make_batch())
    if config["input_feeding"]:
        assert len(calls) == TGT_LEN  # h~_{t-1} is an input: one call per step
    else:
        assert calls == [torch.Size([3, TGT_LEN, 8])]  # the whole target in one call


def score_by_formula(
    score: LuongScore, name: str, query: torch.Tensor, memory: torch.Tensor
) -> torch.Tensor:
    """Luong et al. eq. 8 entry by entry: query (B, T, Hd), memory (B, S, Hd) -> (B, T, S)."""
    module = score.score
    batch, steps, sources = query.shape[0], query.shape[1], memory.shape[1]
    expected = torch.empty(batch, steps, sources, dtype=query.dtype)
    for b, t, s in itertools.product(range(batch), range(steps), range(sources)):
        h_t, h_bar = query[b, t], memory[b, s]
        if name == "dot":  # h_t . h̄_s
            expected[b, t, s] = torch.dot(h_t, h_bar)
        elif name == "general":  # h_t^T W_a h̄_s
            expected[b, t, s] = h_t @ module.weight.weight @ h_bar
        elif name == "concat":  # v_a^T tanh(W_a [h_t; h̄_s])
            w_a = torch.cat([module.query_proj.weight, module.key_proj.weight], dim=1)
            expected[b, t, s] = module.v.weight[0] @ torch.tanh(w_a @ torch.cat([h_t, h_bar]))
        else:  # location: a_t = softmax(W_a h_t), W_a's outputs truncated to the S positions
            expected[b, t, s] = (module.proj.weight @ h_t + module.proj.bias)[s]
    return expected


@pytest.mark.parametrize("name", SCORES)
def test_luong_scores_follow_their_formulas(name: str) -> None:
    torch.manual_seed(0)
    score = LuongScore(name, 8, 6, max_source_len=8).double()
    query = torch.randn(2, 3, 8, dtype=torch.float64)
    memory = torch.randn(2, 5, 8, dtype=torch.float64)
    keys = score.project_keys(memory)
    assert (keys is None) == (name in ("dot", "location"))
    with torch.no_grad():
        expected = score_by_formula(score, name, query, memory)
        fast = score(query, memory if keys is None else keys)  # what the model calls
        plain = score.score(query, memory)  # the make_score module
    torch.testing.assert_close(fast, expected)
    torch.testing.assert_close(plain, expected)


@pytest.mark.parametrize("input_feeding", [True, False])
@pytest.mark.parametrize("score", SCORES)
def test_global_attention_follows_the_equations_of_the_paper(
    score: str, input_feeding: bool
) -> None:
    """Logits and weights of ``forward`` against a hand-written Luong decoder (reference_rnn:
    GRU cells, h_t first, score, softmax over the real source, h~_t = tanh(W_c [c_t; h_t]))."""
    model = make_model(score=score, input_feeding=input_feeding)
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        out = model(src, src_mask, tgt_in, need_weights=True)
    weights = out.attention.cross[0]  # (B, 1, T, S)
    for b, length in enumerate(LENGTHS):
        logits, expected = reference_rnn.luong_global(
            model, score, src[b, :length].tolist(), tgt_in[b].tolist()
        )
        torch.testing.assert_close(out.logits[b].double(), logits, atol=1e-5, rtol=0)
        torch.testing.assert_close(weights[b, 0, :, :length].double(), expected, atol=1e-5, rtol=0)
        assert torch.all(weights[b, 0, :, length:] == 0)


# -- attention weights through the model ----------------------------------------------------


@pytest.mark.parametrize("score", SCORES)
def test_global_weights_cover_the_real_source_and_skip_padding(score: str) -> None:
    model = make_model(score=score)
    src, src_mask, tgt_in = make_batch()
    weights = model(src, src_mask, tgt_in, need_weights=True).attention.cross[0]  # (B, 1, T, S)
    assert torch.all(weights >= 0)
    assert torch.all(weights.masked_select(~src_mask) == 0)
    torch.testing.assert_close(weights.sum(-1), torch.ones(3, 1, TGT_LEN))


def capture_local(model: LuongSeq2Seq) -> list[Any]:
    assert model.local_attention is not None
    captured: list[Any] = []  # what LocalAttention returns; has .centers (..., T)
    model.local_attention.register_forward_hook(
        lambda module, inputs, output: captured.append(output)
    )
    return captured


@pytest.mark.parametrize("saturate", [False, True])
@pytest.mark.parametrize("input_feeding", [True, False])
def test_local_p_centers_lie_in_the_sentence_and_weights_vanish_outside_the_window(
    input_feeding: bool, saturate: bool
) -> None:
    model = make_model(attention="local-p", input_feeding=input_feeding)
    assert model.local_attention is not None
    if saturate:  # sigmoid rounds to 0 or 1: p_t must still stay in [0, S_b)
        with torch.no_grad():
            model.local_attention.position_out.weight.mul_(1e4)
    captured = capture_local(model)
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        weights = model(src, src_mask, tgt_in, need_weights=True).attention.cross[0]  # (B, 1, T, S)
    centers = torch.cat([c.centers[:, 0] for c in captured], dim=-1)  # (B, T)
    lengths = torch.tensor(LENGTHS, dtype=centers.dtype)[:, None]
    assert torch.all(centers >= 0) and torch.all(centers < lengths)
    outside = window_distances(centers, max(LENGTHS)) > WINDOW
    assert torch.all(weights[outside] == 0)
    assert torch.all(weights.masked_select(~src_mask) == 0)
    assert torch.all(weights.sum(-1) <= 1 + 1e-6)  # the Gaussian takes mass away


@pytest.mark.parametrize("input_feeding", [True, False])
def test_local_m_weights_vanish_outside_the_window_around_step_t(input_feeding: bool) -> None:
    model = make_model(attention="local-m", input_feeding=input_feeding)
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        forward_weights = model(src, src_mask, tgt_in, need_weights=True).attention.cross[0]
        _, step_weights, _ = unroll(model, src, src_mask, tgt_in)  # p_t from the step counter
    steps = torch.arange(TGT_LEN)
    for weights in (forward_weights, step_weights):
        for b, length in enumerate(LENGTHS):
            row = weights[b, 0]  # (T, S)
            for t in range(TGT_LEN):
                center = min(t, length - 1)  # past the source, p_t stays on its last word
                far = (torch.arange(max(LENGTHS)) - center).abs() > WINDOW
                assert torch.all(row[t, far] == 0)
                assert torch.all(row[t, length:] == 0)
                assert row[t].sum().item() == pytest.approx(1.0)
            # Within the sentence this is the literal rule |s - t| <= D.
            literal = (torch.arange(max(LENGTHS))[None] - steps[:length, None]).abs() > WINDOW
            assert torch.all(row[:length][literal] == 0)


# -- the decoder state ----------------------------------------------------------------------


def test_reorder_selects_rows_of_every_tensor_in_the_state() -> None:
    model = make_model(cell="lstm", num_layers=2, score="concat", attention="local-m")
    src, src_mask, tgt_in = make_batch()
    _, _, state = unroll(model, src, src_mask, tgt_in[:, :2])
    indices = torch.tensor([2, 0, 0, 1])
    reordered = state.reorder(indices)
    for field in dataclasses.fields(LuongState):
        before, after = getattr(state, field.name), getattr(reordered, field.name)
        assert isinstance(before, torch.Tensor), f"{field.name} is unset in this config"
        batch_dim = 1 if field.name in ("hidden", "cell") else 0
        torch.testing.assert_close(after, before.index_select(batch_dim, indices))
    assert reordered.step.tolist() == [2, 2, 2, 2]


@pytest.mark.parametrize("attention", ATTENTIONS)
def test_a_reordered_state_decodes_like_the_rows_it_came_from(attention: str) -> None:
    model = make_model(attention=attention, score="general", cell="lstm")
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        _, _, state = unroll(model, src, src_mask, tgt_in[:, :3])
        indices = torch.tensor([1, 1, 2, 0])
        whole = model.step(tgt_in[:, 3], state)
        picked = model.step(tgt_in[indices, 3], state.reorder(indices))
    torch.testing.assert_close(picked.logits, whole.logits[indices])
    torch.testing.assert_close(picked.attention.cross[0], whole.attention.cross[0][indices])


# -- construction ---------------------------------------------------------------------------


def test_location_score_rejects_sources_beyond_max_source_len() -> None:
    model = make_model(score="location", max_source_len=4)
    src, src_mask, tgt_in = make_batch(lengths=[5, 3])
    with pytest.raises(ValueError, match=r"at most 4 tokens.*max_source_len"):
        model(src, src_mask, tgt_in, need_weights=True)
    model(*make_batch(lengths=[4, 3]))  # up to the limit is fine


def test_tied_embeddings_share_the_output_matrix_and_need_equal_sizes() -> None:
    model = make_model(tie_embeddings=True)
    assert model.output.weight is model.embedding.weight
    with pytest.raises(ValueError, match="embed_dim == hidden_dim"):
        make_model(tie_embeddings=True, embed_dim=6)


@pytest.mark.parametrize("deep_output", ["maxout", "linear"])
@pytest.mark.parametrize("input_feeding", [True, False])
def test_a_deep_output_reads_h_tilde_and_the_previous_word(
    deep_output: str, input_feeding: bool
) -> None:
    model = make_model(deep_output=deep_output, input_feeding=input_feeding)
    src, src_mask, tgt_in = make_batch()
    combined: list[torch.Tensor] = []  # W_c [c_t; h_t], one tensor per call
    model.combine.register_forward_hook(lambda _module, _args, output: combined.append(output))
    with torch.no_grad():
        out = model(src, src_mask, tgt_in, need_weights=True)
        attentional = torch.tanh(torch.cat(combined, dim=1))  # h~_t, (B, T, Hd); dropout is 0
        pieces = F.linear(
            torch.cat([attentional, model.embedding(tgt_in)], dim=-1),
            model.deep_output.combine.weight,
            model.deep_output.combine.bias,
        )
        if deep_output == "maxout":
            pieces = pieces.unflatten(-1, (-1, 2)).amax(dim=-1)
        expected = pieces @ model.deep_output.proj.weight.T + model.deep_output.proj.bias
        torch.testing.assert_close(out.logits, expected, atol=1e-5, rtol=1e-4)
        logits, _, _ = unroll(model, src, src_mask, tgt_in)
    torch.testing.assert_close(logits, out.logits, atol=1e-5, rtol=1e-4)


def test_a_deep_output_ties_its_last_layer_to_any_embedding_size() -> None:
    model = make_model(deep_output="maxout", tie_embeddings=True, embed_dim=6)
    assert model.output is None
    assert model.deep_output is not None
    assert model.deep_output.proj.weight is model.embedding.weight


def test_uniform_init_draws_every_weight_from_plus_minus_a_tenth() -> None:
    model = make_model(init="uniform", hidden_dim=32, embed_dim=32)
    values = torch.cat([parameter.detach().flatten() for parameter in model.parameters()])
    assert values.abs().max() <= 0.1
    assert values.abs().max() > 0.099 and values.std() > 0.05  # spread over the whole range
    assert make_model(hidden_dim=32, embed_dim=32).embedding.weight.abs().max() > 1  # N(0, 1)


def test_build_model_makes_the_luong_family_from_the_config() -> None:
    options = LuongOptions(
        cell="lstm",
        embed_dim=8,
        hidden_dim=8,
        num_layers=2,
        attention_dim=6,
        score="concat",
        attention="local-p",
        window=2,
        input_feeding=False,
    )
    model = build_model(ModelConfig("luong", options), SRC_VOCAB, TGT_VOCAB)
    assert isinstance(model, LuongSeq2Seq)
    assert model.local_attention is not None and model.local_attention.predictive
    assert model.local_attention.half_width == 2
    assert isinstance(model.rnn, torch.nn.LSTM) and model.rnn.num_layers == 2
    assert model.rnn.input_size == 8  # no input feeding: the embedding alone
    assert model.score.score.key_proj.weight.shape == (6, 8)  # the concat score: attention_dim
    model.eval()
    logits = model(*make_batch()).logits
    assert logits.shape == (3, TGT_LEN, TGT_VOCAB)


# -- learning and decoding ------------------------------------------------------------------

REVERSE_VOCAB = 10


def reverse_batch() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """16 random sentences of 4-7 tokens and their reversals: src, src_mask, tgt_in, tgt_out."""
    generator = torch.Generator().manual_seed(1)
    lengths = torch.randint(4, 8, (16,), generator=generator)
    src_mask = masks.padding_mask(lengths)
    src = torch.randint(3, REVERSE_VOCAB, (16, int(lengths.max())), generator=generator)
    src = src.masked_fill(~src_mask[:, 0, 0], PAD)
    tgt_in = torch.full((16, src.shape[1] + 1), PAD)
    tgt_out = torch.full_like(tgt_in, PAD)
    for b, length in enumerate(lengths.tolist()):
        reversed_tokens = src[b, :length].flip(0)
        tgt_in[b, 0], tgt_in[b, 1 : length + 1] = BOS, reversed_tokens
        tgt_out[b, :length], tgt_out[b, length] = reversed_tokens, EOS
    return src, src_mask, tgt_in, tgt_out


@pytest.fixture(scope="module", params=["global", "local-p"])
def trained(request: pytest.FixtureRequest) -> LuongSeq2Seq:
    torch.manual_seed(0)
    model = LuongSeq2Seq(
        REVERSE_VOCAB,
        REVERSE_VOCAB,
        embed_dim=32,
        hidden_dim=32,
        attention_dim=32,
        dropout=0.0,
        score="general",
        attention=request.param,
        window=2,
    )
    src, src_mask, tgt_in, tgt_out = reverse_batch()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    for _ in range(300):
        logits = model(src, src_mask, tgt_in).logits
        loss = F.cross_entropy(logits.flatten(0, 1), tgt_out.flatten(), ignore_index=PAD)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if loss.item() < 0.02:
            break
    return model.eval()


def expected_reversals(src: torch.Tensor, src_mask: torch.Tensor) -> list[list[int]]:
    lengths = src_mask.reshape(src.shape[0], -1).sum(-1).tolist()
    return [src[b, :length].flip(0).tolist() for b, length in enumerate(lengths)]


@pytest.mark.slow
def test_overfits_a_reverse_batch_and_greedy_reproduces_it(trained: LuongSeq2Seq) -> None:
    src, src_mask, _, _ = reverse_batch()
    hypotheses = greedy_search(trained, src, src_mask, bos_id=BOS, eos_id=EOS)
    assert [h.tokens for h in hypotheses] == expected_reversals(src, src_mask)
    assert all(h.ended for h in hypotheses)


@pytest.mark.slow
def test_beam_of_three_reproduces_the_reversal_on_mixed_lengths(trained: LuongSeq2Seq) -> None:
    src, src_mask, _, _ = reverse_batch()
    hypotheses = beam_search(trained, src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=3)
    assert [h.tokens for h in hypotheses] == expected_reversals(src, src_mask)
    for h, length in zip(hypotheses, src_mask.reshape(16, -1).sum(-1).tolist(), strict=True):
        assert h.attention.cross[0].shape == (1, 1, len(h.tokens) + 1, length)


@pytest.mark.parametrize("input_feeding", [True, False])
@pytest.mark.parametrize("attention", ATTENTIONS)
def test_beam_of_one_equals_greedy(attention: str, input_feeding: bool) -> None:
    model = make_model(attention=attention, input_feeding=input_feeding, cell="lstm")
    src, src_mask, _ = make_batch()
    greedy = greedy_search(model, src, src_mask, bos_id=BOS, eos_id=EOS, max_len_offset=3)
    beam = beam_search(model, src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=1, max_len_offset=3)
    for g, b in zip(greedy, beam, strict=True):
        assert b.tokens == g.tokens and b.ended == g.ended
        assert b.log_prob == pytest.approx(g.log_prob, abs=1e-5)
        torch.testing.assert_close(b.attention.cross[0], g.attention.cross[0])


@pytest.mark.parametrize("attention", ATTENTIONS)
def test_beam_of_three_runs_on_sources_of_different_lengths(attention: str) -> None:
    model = make_model(attention=attention, score="concat")
    src, src_mask, _ = make_batch(lengths=[5, 2, 4])
    hypotheses = beam_search(model, src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=3)
    assert len(hypotheses) == 3
    for h, length in zip(hypotheses, [5, 2, 4], strict=True):
        steps = len(h.tokens) + int(h.ended)
        assert 0 < steps <= 2 * length + 10
        weights = h.attention.cross[0]
        assert weights.shape == (1, 1, steps, length)
        assert torch.all(weights >= 0) and torch.all(weights.sum(-1) <= 1 + 1e-5)


def test_a_target_of_the_wrong_rank_is_named_and_records_come_when_asked() -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    with pytest.raises(ValueError, match=r"^tgt_in must have 2 dimensions, got shape \(7,\)"):
        model(src, src_mask, tgt_in[0])
    with pytest.raises(ValueError, match=r"^tgt_in must have 2 dimensions, got shape \(1, 3, 7\)"):
        model(src, src_mask, tgt_in[None])
    assert model(src, src_mask, tgt_in).records.cross == []
    assert len(model(src, src_mask, tgt_in, need_weights=True).records.cross) == 1


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        ({"cell": "tanh"}, "cell must be one of ['gru', 'lstm'], got 'tanh'"),
        ({"score": "cosine"}, f"score must be one of {list(SCORES)}, got 'cosine'"),
        ({"attention": "hard"}, f"attention must be one of {list(ATTENTIONS)}, got 'hard'"),
        (
            {"deep_output": "relu"},
            "deep_output must be one of ['none', 'maxout', 'linear'], got 'relu'",
        ),
        (
            {"tie_embeddings": True, "embed_dim": 6},
            "tie_embeddings needs embed_dim == hidden_dim (W_s reads h~_t, hidden_dim wide), got "
            "embed_dim=6 and hidden_dim=8; or use a deep_output, whose last layer is embed_dim "
            "wide",
        ),
    ],
    ids=["cell", "score", "attention", "deep-output", "tie"],  # plain ids for mutmut
)
def test_the_model_names_a_setting_it_cannot_take(setting: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError) as raised:
        make_model(**setting)
    assert str(raised.value) == message


def test_the_options_name_the_field_that_is_wrong_and_size_the_concat_score() -> None:
    """Each choice and size checked by its own name; the concat score as wide as the
    decoder unless given its own size."""
    for field, value in [("score", "cosine"), ("attention", "hard"), ("deep_output", "relu")]:
        with pytest.raises(ConfigError, match=f"^{field} must be one of "):
            LuongOptions(**{field: value})
    for field in ("window", "attention_dim"):
        with pytest.raises(ConfigError, match=f"^{field} must be positive, got 0"):
            LuongOptions(**{field: 0})
    assert LuongOptions(hidden_dim=12).attention_dim == 12
    assert LuongOptions(hidden_dim=12, attention_dim=5).attention_dim == 5


def test_a_step_names_previous_tokens_of_the_wrong_rank() -> None:
    model = make_model().eval()
    src, src_mask, _ = make_batch()
    state = model.init_state(model.encode(src, src_mask), src_mask)
    with pytest.raises(ValueError, match=r"^prev_tokens must have 1 dimension"):
        model.step(torch.ones(3, 1, dtype=torch.long), state)


@pytest.mark.parametrize("input_feeding", [True, False])
def test_a_reweighting_reaches_the_attention_of_forward_and_step(input_feeding: bool) -> None:
    """reweight= (the interventions' hook) replaces the weights read: uniform weights give
    other logits than the model's own, in forward and in step alike, on either path (without
    input feeding the whole target runs through the RNN at once)."""
    model = make_model(input_feeding=input_feeding).eval()
    src, src_mask, tgt_in = make_batch()
    own = model(src, src_mask, tgt_in).logits
    assert not torch.allclose(model(src, src_mask, tgt_in, reweight=uniform).logits, own)
    state = model.init_state(model.encode(src, src_mask), src_mask)
    plain = model.step(tgt_in[:, 0], state).logits
    assert not torch.allclose(model.step(tgt_in[:, 0], state, reweight=uniform).logits, plain)
