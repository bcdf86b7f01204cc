"""What the Transformer promises beyond decoding consistently (found by mutation testing,
results/mutation/): its options' checks and messages, the paper's defaults, the residual
connection of each norm, dropout reaching every sublayer, embeddings plus positions, weights
and records only when asked for, reweighting reaching every layer, the state on the
input's device."""

from __future__ import annotations

import pytest
import torch

from attnlab.layers import sinusoidal_table
from attnlab.layers.transformer_layers import Residual
from attnlab.models.transformer import TransformerOptions, TransformerSeq2Seq
from attnlab.options import ConfigError
from tests.models.test_transformer import make_batch, make_model

META = torch.device("meta")


@pytest.mark.parametrize(
    "change, message",
    [
        ({"norm": "mid"}, "norm must be one of"),
        ({"positions": "rotary"}, "positions must be one of"),
        ({"hidden_dim": 0}, "hidden_dim must be positive, got 0"),
        ({"num_layers": 0}, "num_layers must be positive, got 0"),
        ({"num_heads": 0}, "num_heads must be positive, got 0"),
        ({"ffn_dim": 0}, "ffn_dim must be positive, got 0"),
        ({"dropout": 1.5}, "dropout must be in"),
        (
            {"hidden_dim": 10, "num_heads": 4},
            "hidden_dim (10) must be divisible by num_heads (4) for the transformer family; "
            "pick num_heads that divides it",
        ),
    ],
    # plain ids: mutmut runs tests by their ids, and a message's brackets break one
    ids=[
        "norm",
        "positions",
        "hidden_dim",
        "num_layers",
        "num_heads",
        "ffn_dim",
        "dropout",
        "divisible",
    ],
)
def test_options_name_what_is_wrong(change: dict, message: str) -> None:
    with pytest.raises(ConfigError) as error:
        TransformerOptions(**change)
    assert str(error.value).startswith(message), str(error.value)


@pytest.mark.parametrize(
    "change, message",
    [
        ({"positions": "rotary"}, "positions must be one of ['sinusoidal', "),
        ({"num_layers": 0}, "num_layers must be >= 1, got 0"),
        (
            {"share_source_embedding": True},
            "share_source_embedding needs one vocabulary for source and target, got sizes 5 and 6",
        ),
    ],
    ids=["positions", "num_layers", "share_source_embedding"],
)
def test_the_model_names_what_is_wrong(change: dict, message: str) -> None:
    with pytest.raises(ValueError) as error:
        TransformerSeq2Seq(5, 6, **change)
    assert str(error.value).startswith(message), str(error.value)


def test_the_defaults_are_the_documented_sizes() -> None:
    model = TransformerSeq2Seq(5, 6)
    layer = model.encoder_layers[0]
    assert (model.hidden_dim, len(model.encoder_layers), len(model.decoder_layers)) == (256, 2, 2)
    assert layer.self_attention.num_heads == 4
    assert layer.feed_forward.inner.out_features == 1024
    assert model.output_proj.bias is None
    assert model.src_embedding is not model.tgt_embedding  # not shared unless asked
    assert isinstance(model.encoder_norm, torch.nn.Identity)  # post-norm: no final norms
    assert isinstance(model.decoder_norm, torch.nn.Identity)
    learned = TransformerSeq2Seq(5, 6, positions="learned")
    assert learned.positions is not None and learned.positions.max_len == 1024


@pytest.mark.parametrize("pre_norm", [False, True])
def test_the_residual_connection_of_each_norm(pre_norm: bool) -> None:
    torch.manual_seed(0)
    residual = Residual(4, dropout=0.5, pre_norm=pre_norm)
    with torch.no_grad():
        residual.norm.weight.uniform_(0.5, 2)
    x, y = torch.randn(3, 4), torch.randn(3, 4)
    residual.eval()
    if pre_norm:  # x + Sublayer(LayerNorm(x))
        torch.testing.assert_close(residual.sublayer_input(x), residual.norm(x))
        torch.testing.assert_close(residual.add(x, y), x + y)
    else:  # LayerNorm(x + Sublayer(x))
        torch.testing.assert_close(residual.sublayer_input(x), x)
        torch.testing.assert_close(residual.add(x, y), residual.norm(x + y))
    dropped = residual.train().add(x, y)
    assert not torch.allclose(dropped, residual.eval().add(x, y))  # dropout in training only


@pytest.mark.parametrize("norm", ["post", "pre"])
def test_every_sublayer_gets_the_models_dropout_and_norm(norm: str) -> None:
    model = TransformerSeq2Seq(5, 6, hidden_dim=8, num_heads=2, ffn_dim=16, dropout=0.3, norm=norm)
    for layer in [*model.encoder_layers, *model.decoder_layers]:
        attentions = [layer.self_attention, getattr(layer, "cross_attention", None)]
        assert all(a.dropout == 0.3 for a in attentions if a is not None)
        assert layer.feed_forward.dropout.p == 0.3
        residuals = [m for m in layer.modules() if isinstance(m, Residual)]
        assert len(residuals) == (2 if layer in model.encoder_layers else 3)
        assert all(r.pre_norm == (norm == "pre") for r in residuals)


@pytest.mark.parametrize("offset", [0, 3])
def test_a_token_enters_as_its_scaled_embedding_plus_its_position(offset: int) -> None:
    model = make_model()
    tokens = torch.tensor([[4, 5], [6, 7]])
    expected = model.tgt_embedding(tokens) + sinusoidal_table(torch.arange(offset, offset + 2), 16)
    torch.testing.assert_close(model._embed(model.tgt_embedding, tokens, offset), expected)


def test_inputs_of_the_wrong_rank_are_named() -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    with pytest.raises(ValueError, match=r"^tgt_in must have 2 dimensions, got shape \(5,\)"):
        model(src, src_mask, tgt_in[0])
    with pytest.raises(ValueError, match=r"^tgt_in must have 2 dimensions, got shape \(1, 3, 5\)"):
        model(src, src_mask, tgt_in[None])
    state = model.init_state(model.encode(src, src_mask), src_mask)
    with pytest.raises(
        ValueError, match=r"^prev_tokens must have 1 dimensions, got shape \(3, 1\)"
    ):
        model.step(tgt_in[:, :1], state)
    with pytest.raises(ValueError, match=r"^prev_tokens must have 1 dimensions, got shape \(\)"):
        model.step(tgt_in[0, 0], state)
    with pytest.raises(ValueError) as error:
        model.step(tgt_in[:2, 0], state)
    assert str(error.value) == (
        "prev_tokens has 2 rows but the state has 3; reorder the state to match"
    )


def test_weights_and_records_only_when_asked_for() -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    assert model(src, src_mask, tgt_in).records.cross == []
    state = model.init_state(model.encode(src, src_mask), src_mask)
    quiet = model.step(tgt_in[:, 0], state, need_weights=False)
    assert quiet.attention.cross == [] and quiet.records.cross == []


def halved(weights: torch.Tensor, visible: torch.Tensor) -> torch.Tensor:
    return weights * 0.5


def test_reweighting_reaches_every_layers_cross_attention() -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    plain = model(src, src_mask, tgt_in, need_weights=True)
    changed = model(src, src_mask, tgt_in, need_weights=True, reweight=halved)
    first, *_ = plain.records.cross
    assert first.weights is not None and changed.records.cross[0].weights is not None
    torch.testing.assert_close(changed.records.cross[0].weights, first.weights * 0.5)
    for record in changed.records.cross:  # every layer's rows now sum to one half
        assert record.weights is not None
        torch.testing.assert_close(
            record.weights.sum(-1), torch.full_like(record.weights[..., 0], 0.5)
        )
    state = model.init_state(model.encode(src, src_mask), src_mask)
    step = model.step(tgt_in[:, 0], state, need_weights=True, reweight=halved)
    torch.testing.assert_close(step.logits, changed.logits[:, 0])


def test_the_state_is_built_on_the_inputs_device() -> None:
    model = make_model().to(META)
    src, src_mask, _ = make_batch()
    src, src_mask = src.to(META), src_mask.to(META)
    state = model.init_state(model.encode(src, src_mask), src_mask)
    assert state.memory.device == META
    assert all(t.device == META for t in vars(state).values() if isinstance(t, torch.Tensor))
