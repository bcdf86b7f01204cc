"""The fixed-context and Bahdanau models: the papers' equations recomputed by hand, protocol
equivalence, learning, bad input."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from attnlab import masks
from attnlab.decoding import greedy_search
from attnlab.models.rnn_seq2seq import BahdanauOptions, FixedContextOptions, RNNSeq2Seq
from attnlab.options import ConfigError
from tests.models import reference_rnn
from tests.models.reverse_task import BOS, EOS, PAD, VOCAB, reverse_batch


def make_model(use_attention: bool, **options: object) -> RNNSeq2Seq:
    torch.manual_seed(0)
    sizes = {"embed_dim": 16, "hidden_dim": 16, "attention_dim": 12, "dropout": 0.1}
    sizes.update(options)
    return RNNSeq2Seq(VOCAB, VOCAB + 3, use_attention=use_attention, **sizes)  # type: ignore[arg-type]


def padded_batch() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    torch.manual_seed(1)
    src = torch.randint(3, VOCAB, (3, 6))
    lengths = torch.tensor([6, 3, 1])
    src = src.masked_fill(~masks.padding_mask(lengths)[:, 0, 0], PAD)
    return src, masks.padding_mask(lengths), torch.randint(3, VOCAB, (3, 5))


def test_rnnsearch_forward_follows_the_equations_of_the_paper() -> None:
    """Logits and alignments of ``forward`` against a hand-written RNNsearch (reference_rnn:
    GRU cells, e_tj = v^T tanh(W s_{t-1} + U h_j), softmax, c_t, maxout) in float64."""
    model = make_model(True).eval()
    src, src_mask, tgt_in = padded_batch()
    with torch.no_grad():
        out = model(src, src_mask, tgt_in, need_weights=True)
    weights = out.attention.cross[0]  # (B, 1, T, S)
    for b, length in enumerate(src_mask.reshape(3, -1).sum(-1).tolist()):
        logits, alphas = reference_rnn.rnnsearch(
            model, src[b, :length].tolist(), tgt_in[b].tolist()
        )
        torch.testing.assert_close(out.logits[b].double(), logits, atol=1e-5, rtol=0)
        torch.testing.assert_close(weights[b, 0, :, :length].double(), alphas, atol=1e-5, rtol=0)
        assert torch.all(weights[b, 0, :, length:] == 0)


def test_fixed_context_forward_follows_the_equations_of_the_paper() -> None:
    """Logits of ``forward`` against a hand-written fixed-context decoder: one c for all steps."""
    model = make_model(False).eval()
    src, src_mask, tgt_in = padded_batch()
    with torch.no_grad():
        out = model(src, src_mask, tgt_in, need_weights=True)
    assert out.attention.cross == []
    for b, length in enumerate(src_mask.reshape(3, -1).sum(-1).tolist()):
        logits = reference_rnn.fixed_context(model, src[b, :length].tolist(), tgt_in[b].tolist())
        torch.testing.assert_close(out.logits[b].double(), logits, atol=1e-5, rtol=0)


@pytest.mark.parametrize("use_attention", [True, False])
@pytest.mark.parametrize("cell", ["gru", "lstm"])
@pytest.mark.parametrize("num_layers", [1, 2])
@pytest.mark.parametrize("deep_output", ["maxout", "linear"])
def test_step_unrolled_equals_forward(
    use_attention: bool, cell: str, num_layers: int, deep_output: str
) -> None:
    """step() threads its state like forward() (forward itself is checked against the
    hand-written equations above, for the GRU)."""
    model = make_model(use_attention, cell=cell, num_layers=num_layers, deep_output=deep_output)
    model.eval()
    src, src_mask, tgt_in = padded_batch()
    full = model(src, src_mask, tgt_in, need_weights=True)
    state = model.init_state(model.encode(src, src_mask), src_mask)
    logits, weights = [], []
    for t in range(tgt_in.shape[1]):
        out = model.step(tgt_in[:, t], state)
        state = out.state
        logits.append(out.logits)
        weights.extend(out.attention.cross)
    torch.testing.assert_close(torch.stack(logits, dim=1), full.logits)
    if use_attention:
        torch.testing.assert_close(torch.cat(weights, dim=2), full.attention.cross[0])
    else:
        assert full.attention.cross == [] and weights == []


def stacked_annotations(rnn: nn.GRU, num_layers: int, embedded: torch.Tensor) -> torch.Tensor:
    """A stacked bidirectional GRU written out (reference_rnn's cells, float64): each layer
    reads [fwd_j; bwd_j] of the layer below. embedded (S, E) -> annotations (S, 2H)."""
    x = embedded.double()
    forward, backward = list(range(len(x))), list(reversed(range(len(x))))
    for layer in range(num_layers):
        directions = []
        for suffix, order in ((f"l{layer}", forward), (f"l{layer}_reverse", backward)):
            h, states = x.new_zeros(rnn.hidden_size), {}
            for j in order:
                h = states[j] = reference_rnn.gru_cell(rnn, x[j], h, suffix)
            directions.append(torch.stack([states[j] for j in forward]))
        x = torch.cat(directions, dim=-1)  # (S, 2H)
    return x


def test_a_stacked_encoder_reads_the_layer_below() -> None:
    model = make_model(True, num_layers=2).eval()
    src, src_mask, _ = padded_batch()
    with torch.no_grad():
        annotations = model.encode(src, src_mask).annotations  # (B, S, 2H)
    for b, length in enumerate([6, 3, 1]):
        embedded = model.encoder.embedding(src[b, :length]).detach()
        expected = stacked_annotations(model.encoder.rnn, 2, embedded)
        torch.testing.assert_close(annotations[b, :length].double(), expected, atol=1e-5, rtol=0)


@pytest.mark.parametrize("cell", ["gru", "lstm"])
def test_the_final_states_are_the_top_annotations_at_the_ends_of_each_sentence(cell: str) -> None:
    """fwd_S is the top layer's forward state after the last real token and bwd_1 its backward
    state at the first: an LSTM's hidden state h, not its memory cell c."""
    model = make_model(True, cell=cell, num_layers=2).eval()
    src, src_mask, _ = padded_batch()
    with torch.no_grad():
        encoded = model.encode(src, src_mask)
    for b, length in enumerate([6, 3, 1]):
        torch.testing.assert_close(encoded.forward_last[b], encoded.annotations[b, length - 1, :16])
        torch.testing.assert_close(encoded.backward_first[b], encoded.annotations[b, 0, 16:])
        assert torch.all(encoded.annotations[b, length:] == 0)


def test_a_source_padded_past_its_longest_sentence_reads_the_same() -> None:
    """Pad columns that no sentence reaches keep the annotations (B, S, 2H) as long as the
    mask: the logits are those of the trimmed batch and the extra columns get no weight."""
    model = make_model(True).eval()
    src, src_mask, tgt_in = padded_batch()  # rows 1, 2: lengths 3 and 1 of 6 columns
    padded = model(src[1:], src_mask[1:], tgt_in[1:], need_weights=True)
    trimmed = model(src[1:, :3], src_mask[1:, ..., :3], tgt_in[1:], need_weights=True)
    assert model.encode(src[1:], src_mask[1:]).annotations.shape == (2, 6, 32)
    torch.testing.assert_close(padded.logits, trimmed.logits)
    weights = padded.attention.cross[0]  # (2, 1, T, 6)
    torch.testing.assert_close(weights[..., :3], trimmed.attention.cross[0])
    assert torch.all(weights[..., 3:] == 0)


@pytest.mark.parametrize("cell", ["gru", "lstm"])
def test_an_unpadded_batch_skips_packing_and_reads_the_same(cell: str) -> None:
    """A batch without padding runs the RNN unpacked (the path the ONNX export traces): the
    annotations and final states of packing it by its lengths, bit for bit."""
    model = make_model(True, cell=cell).eval()
    src = torch.randint(4, VOCAB, (3, 5))
    lengths = torch.full((3,), 5)
    encoded = model.encoder(src, masks.padding_mask(lengths))
    embedded = model.encoder.embedding(src)
    packed = nn.utils.rnn.pack_padded_sequence(embedded, lengths, batch_first=True)
    output, final = model.encoder.rnn(packed)
    annotations, _ = nn.utils.rnn.pad_packed_sequence(output, batch_first=True)
    hidden = final[0] if cell == "lstm" else final
    assert torch.equal(encoded.annotations, annotations)
    assert torch.equal(encoded.forward_last, hidden[-2])
    assert torch.equal(encoded.backward_first, hidden[-1])


@pytest.mark.parametrize("use_attention", [True, False])
def test_a_reordered_lstm_state_continues_like_the_reordered_batch(use_attention: bool) -> None:
    """Beam search reorders a state: its hidden and memory cell (L, B, H) pick rows along B,
    so the next step matches teacher forcing over the batch in the new order."""
    model = make_model(use_attention, cell="lstm", num_layers=2).eval()
    src, src_mask, tgt_in = padded_batch()
    rows = torch.tensor([2, 0, 0])
    with torch.no_grad():
        state = model.init_state(model.encode(src, src_mask), src_mask)
        state = model.step(tgt_in[:, 0], state).state.reorder(rows)
        second = model.step(tgt_in[rows, 1], state).logits
        expected = model(src[rows], src_mask[rows], tgt_in[rows]).logits[:, 1]
    torch.testing.assert_close(second, expected)


def test_forward_records_what_the_decoder_read_only_when_asked() -> None:
    model = make_model(True).eval()
    src, src_mask, tgt_in = padded_batch()
    assert model(src, src_mask, tgt_in).records.cross == []
    recorded = model(src, src_mask, tgt_in, need_weights=True)
    assert len(recorded.records.cross) == 1
    assert torch.equal(recorded.records.cross[0].weights, recorded.attention.cross[0])


@pytest.mark.parametrize("use_attention", [True, False])
def test_one_layer_with_dropout_builds_without_pytorchs_warning(use_attention: bool) -> None:
    """PyTorch warns when a one-layer RNN is given dropout, which it only applies between
    layers; the model passes it the RNNs only when stacked."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        make_model(use_attention, num_layers=1, dropout=0.5)


@pytest.mark.parametrize("num_layers", [1, 2])
def test_stacked_rnns_drop_out_between_layers_in_training(num_layers: int) -> None:
    """With the embeddings' and outputs' dropout off, two training passes differ only if the
    encoder's and the decoder's RNNs drop out between their layers: stacked, they do."""
    model = make_model(True, num_layers=num_layers, dropout=0.5).train()
    model.encoder.dropout.p = model.dropout.p = 0.0
    src, src_mask, tgt_in = padded_batch()
    with torch.no_grad():
        annotations = [model.encode(src, src_mask).annotations for _ in range(2)]
        model.encoder.eval()  # the decoder alone draws
        logits = [model(src, src_mask, tgt_in).logits for _ in range(2)]
    assert torch.equal(*annotations) == (num_layers == 1)
    assert torch.equal(*logits) == (num_layers == 1)


def test_attention_respects_padding_and_sums_to_one() -> None:
    model = make_model(True).eval()
    src, src_mask, tgt_in = padded_batch()
    weights = model(src, src_mask, tgt_in, need_weights=True).attention.cross[0]  # (B, 1, T, S)
    assert weights.shape == (3, 1, 5, 6)
    assert torch.all(weights.masked_select(~src_mask.expand_as(weights)) == 0)
    torch.testing.assert_close(weights.sum(-1), torch.ones(3, 1, 5))


def test_padding_does_not_change_a_sentence() -> None:
    """A sentence gives the same logits alone and padded inside a batch."""
    model = make_model(True).eval()
    src, src_mask, tgt_in = padded_batch()
    batched = model(src, src_mask, tgt_in).logits[1]
    alone = model(src[1:2, :3], masks.padding_mask(torch.tensor([3])), tgt_in[1:2]).logits[0]
    torch.testing.assert_close(batched, alone)


def test_fixed_context_state_carries_one_vector_and_no_keys() -> None:
    model = make_model(False).eval()
    src, src_mask, _ = padded_batch()
    state = model.init_state(model.encode(src, src_mask), src_mask)
    assert state.context is not None and state.context.shape == (3, 32)
    assert state.projected_keys is None


def test_keys_are_projected_once_per_sentence() -> None:
    model = make_model(True).eval()
    calls = []
    model.score.key_proj.register_forward_hook(lambda *_: calls.append(1))
    src, src_mask, tgt_in = padded_batch()
    model(src, src_mask, tgt_in, need_weights=True)
    assert len(calls) == 1


def test_tied_embeddings_share_the_matrix() -> None:
    model = make_model(True, tie_embeddings=True)
    assert model.output.proj.weight is model.embedding.weight


@pytest.mark.parametrize("use_attention", [True, False])
def test_uniform_init_draws_every_weight_from_plus_minus_a_tenth(use_attention: bool) -> None:
    model = make_model(use_attention, init="uniform", tie_embeddings=True)
    values = torch.cat([parameter.detach().flatten() for parameter in model.parameters()])
    assert values.abs().max() <= 0.1
    assert values.abs().max() > 0.099 and values.std() > 0.05  # spread over the whole range
    assert model.output.proj.weight is model.embedding.weight  # still tied
    assert make_model(use_attention).embedding.weight.abs().max() > 1  # PyTorch's N(0, 1)


@pytest.mark.slow
@pytest.mark.parametrize("use_attention", [True, False])
def test_overfits_a_tiny_reverse_batch(use_attention: bool) -> None:
    model = make_model(use_attention, embed_dim=32, hidden_dim=48, attention_dim=32, dropout=0.0)
    src, src_mask, tgt_in, tgt_out = reverse_batch()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    for _ in range(250):
        logits = model(src, src_mask, tgt_in).logits
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), tgt_out.reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    assert loss.item() < 0.05
    model.eval()
    hypotheses = greedy_search(model, src, src_mask, bos_id=BOS, eos_id=EOS)
    assert [h.tokens for h in hypotheses] == src.flip(1).tolist()
    assert all(h.ended for h in hypotheses)


def prev_tokens_step(model: RNNSeq2Seq, prev_tokens: torch.Tensor, **options: object) -> object:
    """One decoder step from the padded batch's first state."""
    src, src_mask, _ = padded_batch()
    state = model.init_state(model.encode(src, src_mask), src_mask)
    return model.step(prev_tokens, state, **options)  # type: ignore[arg-type]


def keep(weights: torch.Tensor, _scores: torch.Tensor | None) -> torch.Tensor:
    return weights


Batch = tuple[torch.Tensor, torch.Tensor, torch.Tensor]
BAD_CALLS: list[tuple[str, bool, Callable[[RNNSeq2Seq, Batch], object], str]] = [
    ("src_mask_3d", True, lambda m, b: m(b[0], b[1][:, 0], b[2]),
     "src_mask must have 4 dimensions, got shape (3, 1, 6)"),
    ("src_mask_long", True, lambda m, b: m(b[0], b[1].long(), b[2]),
     "src_mask must be boolean (B, 1, 1, S) = (3, 1, 1, 6), got torch.int64 (3, 1, 1, 6); "
     "build it with attnlab.masks.padding_mask"),
    ("src_mask_short", True, lambda m, b: m(b[0], b[1][..., :4], b[2]),
     "src_mask must be boolean (B, 1, 1, S) = (3, 1, 1, 6), got torch.bool (3, 1, 1, 4); "
     "build it with attnlab.masks.padding_mask"),
    ("src_1d", True, lambda m, b: m(b[0][0], b[1], b[2]),
     "src must have 2 dimensions, got shape (6,)"),
    ("src_3d", True, lambda m, b: m(b[0][..., None], b[1], b[2]),
     "src must have 2 dimensions, got shape (3, 6, 1)"),
    ("tgt_in_1d", True, lambda m, b: m(b[0], b[1], b[2][0]),
     "tgt_in must have 2 dimensions, got shape (5,)"),
    ("tgt_in_3d", False, lambda m, b: m(b[0], b[1], b[2][..., None]),
     "tgt_in must have 2 dimensions, got shape (3, 5, 1)"),
    ("prev_tokens_0d", True, lambda m, b: prev_tokens_step(m, b[2][0, 0]),
     "prev_tokens must have 1 dimensions, got shape ()"),
    ("prev_tokens_2d", False, lambda m, b: prev_tokens_step(m, b[2][:, :1]),
     "prev_tokens must have 1 dimensions, got shape (3, 1)"),
    ("reweight_forward", False, lambda m, b: m(*b, reweight=keep),
     "the fixed-context model has no attention weights to intervene on"),
    ("reweight_step", False, lambda m, b: prev_tokens_step(m, b[2][:, 0], reweight=keep),
     "the fixed-context model has no attention weights to intervene on"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("use_attention", "call", "message"),
    [pytest.param(*case[1:], id=case[0]) for case in BAD_CALLS],
)
def test_bad_input_is_explained(
    use_attention: bool, call: Callable[[RNNSeq2Seq, Batch], object], message: str
) -> None:
    """Each entry point names the argument that is wrong and what it should be, in full."""
    model = make_model(use_attention).eval()
    with pytest.raises(ValueError) as raised:
        call(model, padded_batch())
    assert str(raised.value) == message


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        ({"cell": "rnn"}, "cell must be one of ['gru', 'lstm'], got 'rnn'"),
        ({"deep_output": "relu"}, "deep_output must be one of ['maxout', 'linear'], got 'relu'"),
        ({"init": "x"}, "init must be one of ['default', 'uniform'], got 'x'"),
    ],
)
def test_the_model_names_a_setting_it_cannot_take(setting: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError) as raised:
        RNNSeq2Seq(5, 5, use_attention=True, hidden_dim=4, **setting)
    assert str(raised.value) == message


def test_the_options_name_the_field_that_is_wrong_and_default_the_sizes_to_hidden_dim() -> None:
    """Each choice, size and probability checked under its own name (the config prefixes
    the section); the embedding and the additive score as wide as the state unless sized."""
    sizes = ("embed_dim", "hidden_dim", "num_layers", "attention_dim")
    wrong = [
        ({"cell": "rnn"}, "cell must be one of 'gru', 'lstm', got 'rnn'"),
        ({"init": "xavier"}, "init must be one of 'default', 'uniform', got 'xavier'"),
        ({"deep_output": "relu"}, "deep_output must be one of 'maxout', 'linear', got 'relu'"),
        ({"dropout": 1.0}, "dropout must be in [0, 1), got 1.0"),
    ] + [({field: 0}, f"{field} must be positive, got 0") for field in sizes]
    for setting, message in wrong:
        with pytest.raises(ConfigError) as raised:
            BahdanauOptions(**setting)  # type: ignore[arg-type]
        assert str(raised.value) == message
    with pytest.raises(ConfigError, match=r"^deep_output must be one of "):
        FixedContextOptions(deep_output="relu")
    sized_by_hidden = BahdanauOptions(hidden_dim=12)
    assert (sized_by_hidden.embed_dim, sized_by_hidden.attention_dim) == (12, 12)
    assert FixedContextOptions(hidden_dim=12).embed_dim == 12
    sized = BahdanauOptions(hidden_dim=12, embed_dim=7, attention_dim=5)
    assert (sized.embed_dim, sized.attention_dim) == (7, 5)
