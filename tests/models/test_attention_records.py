"""Every family reports its own attention: the records ``need_weights=True`` returns, and the
four steps the explorer shows from them, are the numbers the model used.

For each family and attention variant (Luong: every score, global and local-m / local-p,
with and without input feeding), checked against facts outside the records: the weights are
the maps the model returns for heatmaps and decoding; recording changes no logit; the
weights follow from the scores by the paper's rule (softmax, or softmax in the window times a
Gaussian); the scores follow from the query by the score's formula; the context is the
weighted sum of the values; unrolling ``step`` records the same numbers as ``forward``.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
import torch

from attnlab import masks
from attnlab.functional import AttentionRecord
from attnlab.models import families
from attnlab.models.luong import ATTENTIONS, LuongOptions, LuongSeq2Seq
from attnlab.models.outputs import AttentionMaps, AttentionRecords
from attnlab.models.rnn_seq2seq import BahdanauOptions, FixedContextOptions, RNNSeq2Seq
from attnlab.models.transformer import TransformerOptions, TransformerSeq2Seq
from attnlab.scores import score_names
from attnlab.viz.explorer.steps import four_steps
from attnlab.viz.explorer.views import steps_view

SRC_VOCAB, TGT_VOCAB, SRC_LEN, TGT_LEN, BOS = 11, 13, 9, 6, 1
WINDOW = 2

VARIANTS: list[tuple[str, Any]] = [
    ("fixed_context", FixedContextOptions(hidden_dim=8, dropout=0.0)),
    ("bahdanau", BahdanauOptions(hidden_dim=8, attention_dim=6, dropout=0.0)),
    ("transformer", TransformerOptions(hidden_dim=8, num_layers=2, num_heads=2, ffn_dim=16)),
    *[
        (
            "luong",
            LuongOptions(
                hidden_dim=8,
                attention_dim=6,
                dropout=0.0,
                score=score,
                attention=attention,
                window=WINDOW,
                input_feeding=feeding,
            ),
        )
        for score in score_names(luong=True)
        for attention in ATTENTIONS
        for feeding in (True, False)
    ],
]


def variant_id(variant: tuple[str, Any]) -> str:
    family, options = variant
    if family != "luong":
        return family
    feeding = "feeding" if options.input_feeding else "no-feeding"
    return f"luong-{options.score}-{options.attention}-{feeding}"


@pytest.fixture(params=VARIANTS, ids=variant_id)
def case(request: pytest.FixtureRequest) -> tuple[str, Any, torch.nn.Module]:
    family, options = request.param
    torch.manual_seed(0)
    model = families()[family].build(options, SRC_VOCAB, TGT_VOCAB).double().eval()
    return family, options, model


def sentence() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(1)
    src = torch.randint(3, SRC_VOCAB, (1, SRC_LEN), generator=generator)
    tgt_in = torch.randint(3, TGT_VOCAB, (1, TGT_LEN), generator=generator)
    tgt_in[0, 0] = BOS
    return src, masks.padding_mask(torch.tensor([SRC_LEN])), tgt_in


def expected_scores(
    model: torch.nn.Module, query: torch.Tensor, layer: int, head: int, src, src_mask
):
    """Each score by its formula from the query and the model's own weights: (T, S)."""
    if isinstance(model, RNNSeq2Seq):  # Bahdanau: v^T tanh(W s_{t-1} + U h_j + b)
        annotations = model.encode(src, src_mask).annotations[0]  # (S, 2H)
        score = model.score
        hidden = torch.tanh(
            (query @ score.query_proj.weight.T)[:, None]
            + (annotations @ score.key_proj.weight.T + score.key_proj.bias)[None]
        )  # (T, S, A)
        return (hidden @ score.v.weight.T)[..., 0]
    if isinstance(model, LuongSeq2Seq):  # Luong eq. 8 over h̄_s = W_m [fwd_s; bwd_s]
        encoded = model.encode(src, src_mask).annotations[0]
        memory = encoded @ model.memory_proj.weight.T + model.memory_proj.bias  # (S, Hd)
        score = model.score.score
        name = type(score).__name__
        if name == "DotScore":
            return query @ memory.T
        if name == "GeneralScore":
            return query @ (memory @ score.weight.weight.T).T
        if name == "ConcatScore":
            both = torch.cat(
                [query[:, None].expand(-1, SRC_LEN, -1), memory[None].expand(len(query), -1, -1)],
                dim=-1,
            )  # [h_t; h̄_s], (T, S, 2Hd)
            return (torch.tanh(both @ score.concat_weight.T) @ score.v.weight.T)[..., 0]
        assert name == "LocationScore"  # W_a h_t, one output per source position
        return (query @ score.proj.weight.T + score.proj.bias)[:, :SRC_LEN]
    assert isinstance(model, TransformerSeq2Seq)  # q . k_j / sqrt(Dh), k_j = W_k m_j
    memory = model.encode(src, src_mask, need_weights=False).memory[0]  # (S, D)
    attention = model.decoder_layers[layer].cross_attention
    keys = memory @ attention.key_proj.weight.T + attention.key_proj.bias  # (S, D)
    head_keys = keys.view(SRC_LEN, attention.num_heads, attention.head_dim)[:, head]
    return query @ head_keys.T / math.sqrt(attention.head_dim)


def expected_weights(scores: torch.Tensor, options: Any, centers: torch.Tensor | None):
    """Softmax over every source position, or (Luong 3.2) over the window around p_t, times a
    Gaussian of sigma = D / 2 for local-p."""
    if centers is None:
        return torch.softmax(scores, dim=-1)
    distance = torch.arange(SRC_LEN, dtype=scores.dtype)[None] - centers[:, None]  # (T, S)
    inside = distance.abs() <= options.window
    weights = torch.softmax(scores.masked_fill(~inside, -math.inf), dim=-1)
    if options.attention == "local-p":
        weights = weights * torch.exp(-(distance**2) / (2 * (options.window / 2) ** 2))
    return weights


def decoded_maps(model: torch.nn.Module, src, src_mask, tgt_in) -> AttentionMaps:
    """The maps greedy and beam search collect: ``step`` unrolled over tgt_in."""
    state = model.init_state(model.encode(src, src_mask), src_mask)
    maps = []
    for t in range(TGT_LEN):
        out = model.step(tgt_in[:, t], state)
        maps.append(out.attention)
        state = out.state
    return AttentionMaps.concat_steps(maps)


@torch.no_grad()
def test_the_four_steps_are_the_numbers_the_model_used(case) -> None:
    family_name, options, model = case
    family = families()[family_name]
    src, src_mask, tgt_in = sentence()
    recorded = model(src, src_mask, tgt_in, need_weights=True)
    # Recording changes no logit (the Transformer's plain pass runs the fused SDPA kernel).
    torch.testing.assert_close(recorded.logits, model(src, src_mask, tgt_in).logits)
    decoded = decoded_maps(model, src, src_mask, tgt_in)
    layers, heads = family.cross_attention(options)
    assert len(decoded.cross) == len(recorded.attention.cross) == layers
    if layers == 0:  # fixed context: one c, the same at every step
        steps = four_steps(model, family, src, src_mask, tgt_in)
        assert steps.weights is None and steps.queries is None
        state = model.init_state(model.encode(src, src_mask), src_mask)
        torch.testing.assert_close(steps.context, state.context.expand(TGT_LEN, -1))
        assert "no attention" in steps.notes[0]
        return
    for layer in range(layers):
        for head in range(heads):
            steps = four_steps(model, family, src, src_mask, tgt_in, layer=layer, head=head)
            assert steps.weights is not None and steps.values is not None
            assert steps.queries is not None and steps.scores is not None
            # The weights are the maps the model returns to heatmaps and to beam search.
            assert torch.equal(steps.weights, recorded.attention.cross[layer][0, head])
            torch.testing.assert_close(steps.weights, decoded.cross[layer][0, head])
            torch.testing.assert_close(steps.context, steps.weights @ steps.values)
            torch.testing.assert_close(
                steps.weights, expected_weights(steps.scores, options, steps.centers)
            )
            torch.testing.assert_close(
                steps.scores, expected_scores(model, steps.queries, layer, head, src, src_mask)
            )
            assert {"query", "key", "score", "value", "context"} <= set(steps.names)
            assert steps.keys is not None and steps.keys.shape[0] == SRC_LEN
            if isinstance(model, RNNSeq2Seq):  # the key the additive score reads: U h_j + b
                annotations = model.encode(src, src_mask).annotations[0]  # (S, 2H)
                torch.testing.assert_close(steps.keys, model.score.project_keys(annotations))
            if getattr(options, "attention", "global") == "global":
                assert steps.centers is None
            else:
                assert steps.half_width == WINDOW
                assert any(f"±{WINDOW}" in note for note in steps.notes)
                view = steps_view(steps, 1, ["x"] * SRC_LEN, ["y"] * TGT_LEN)
                assert view["window"] == {"center": float(steps.centers[1]), "half_width": 2}
                if options.attention == "local-m":  # p_t = t
                    torch.testing.assert_close(
                        steps.centers, torch.arange(TGT_LEN, dtype=torch.float64)
                    )


@torch.no_grad()
def test_step_records_what_forward_records(case) -> None:
    _, _, model = case
    src, src_mask, tgt_in = sentence()
    forced = model(src, src_mask, tgt_in, need_weights=True).records
    full = forced.cross
    state = model.init_state(model.encode(src, src_mask), src_mask)
    per_step: list[list[AttentionRecord]] = []
    for t in range(TGT_LEN):
        out = model.step(tgt_in[:, t], state, need_weights=True)
        assert model.step(tgt_in[:, t], state, need_weights=False).records.cross == []
        per_step.append(out.records.cross)
        if t == 0:  # the encoder's self-attention comes once, with the first step
            assert len(out.records.encoder_self) == len(forced.encoder_self)
            for ours, theirs in zip(out.records.encoder_self, forced.encoder_self, strict=True):
                for name in ("context", "query", "scores", "weights", "value", "key"):
                    torch.testing.assert_close(getattr(ours, name), getattr(theirs, name))
        else:
            assert out.records.encoder_self == []
        state = out.state
    for layer, whole in enumerate(full):
        joined = AttentionRecord.concat([records[layer] for records in per_step])
        for name in ("context", "query", "scores", "weights", "centers", "value", "key"):
            ours, theirs = getattr(joined, name), getattr(whole, name)
            assert (ours is None) == (theirs is None), name
            if ours is not None:
                torch.testing.assert_close(ours, theirs, msg=name)


@torch.no_grad()
def test_every_family_returns_records_only_when_asked_and_the_same_logits(case) -> None:
    """One flag, honoured alike: without ``need_weights`` forward and step return no records
    (an RNN computes its weights anyway; the Transformer runs the fused kernel), with it a
    record per cross-attention layer, and the logits never change."""
    family_name, options, model = case
    layers = families()[family_name].cross_attention(options)[0]
    src, src_mask, tgt_in = sentence()
    quiet, recorded = (model(src, src_mask, tgt_in, need_weights=ask) for ask in (False, True))
    assert quiet.records == AttentionRecords()
    assert len(recorded.records.cross) == max(layers, 1)  # the fixed context: its c alone
    assert len(recorded.attention.cross) == layers
    torch.testing.assert_close(quiet.logits, recorded.logits)
    state = model.init_state(model.encode(src, src_mask, need_weights=False), src_mask)
    quiet_step = model.step(tgt_in[:, 0], state, need_weights=False)
    assert quiet_step.records == AttentionRecords()
    assert len(model.step(tgt_in[:, 0], state).attention.cross) == layers
