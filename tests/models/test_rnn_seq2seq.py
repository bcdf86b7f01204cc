"""The fixed-context and Bahdanau models: the papers' equations recomputed by hand, protocol
equivalence, learning, bad input."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from attnlab import masks
from attnlab.decoding import greedy_search
from attnlab.models.rnn_seq2seq import RNNSeq2Seq
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
        out = model(src, src_mask, tgt_in)
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
        out = model(src, src_mask, tgt_in)
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
    full = model(src, src_mask, tgt_in)
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


def test_attention_respects_padding_and_sums_to_one() -> None:
    model = make_model(True).eval()
    src, src_mask, tgt_in = padded_batch()
    weights = model(src, src_mask, tgt_in).attention.cross[0]  # (B, 1, T, S)
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
    model(src, src_mask, tgt_in)
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


def test_bad_input_is_explained() -> None:
    model = make_model(True)
    src, src_mask, tgt_in = padded_batch()
    with pytest.raises(ValueError, match=r"src_mask must have 4 dimensions, got shape \(3, 1, 6\)"):
        model(src, src_mask[:, 0], tgt_in)
    with pytest.raises(ValueError, match=r"src_mask must be boolean \(B, 1, 1, S\)"):
        model(src, src_mask.long(), tgt_in)
    with pytest.raises(ValueError, match="cell must be one of"):
        RNNSeq2Seq(5, 5, use_attention=True, cell="rnn")
    with pytest.raises(ValueError, match=r"init must be one of \['default', 'uniform'\], got 'x'"):
        RNNSeq2Seq(5, 5, use_attention=True, init="x")
