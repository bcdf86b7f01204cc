"""The Transformer: step() equals forward(), causality, the KV cache, beam = greedy, learning."""

import math

import pytest
import torch
import torch.nn.functional as F

from attnlab import chunked_attention, functional, masks
from attnlab.decoding import beam_search, greedy_search
from attnlab.layers import LearnedPositions, SinusoidalPositions, sinusoidal_table
from attnlab.models.outputs import AttentionMaps
from attnlab.models.transformer import TransformerSeq2Seq, TransformerState

SRC_VOCAB, TGT_VOCAB, DIM, HEADS, LAYERS = 11, 13, 16, 4, 2
BOS, EOS = 1, 2
VARIANTS = [(n, p) for n in ("post", "pre") for p in ("sinusoidal", "learned")]


def make_model(norm: str = "post", positions: str = "sinusoidal", **kwargs: object):
    torch.manual_seed(0)
    options: dict = dict(
        hidden_dim=DIM, num_heads=HEADS, ffn_dim=32, num_layers=LAYERS, dropout=0.1, norm=norm
    )
    options.update(positions=positions, max_len=16, **kwargs)
    return TransformerSeq2Seq(SRC_VOCAB, TGT_VOCAB, **options).double().eval()


def make_batch(lengths=(6, 3, 5), tgt_len: int = 5):
    torch.manual_seed(1)
    src_mask = masks.padding_mask(torch.tensor(lengths))  # (B, 1, 1, S)
    src = torch.randint(3, SRC_VOCAB, src_mask.shape[::3]).masked_fill(~src_mask[:, 0, 0], 0)
    tgt_in = torch.randint(3, TGT_VOCAB, (len(lengths), tgt_len))
    tgt_in[:, 0] = BOS
    return src, src_mask, tgt_in


def unroll(model: TransformerSeq2Seq, src, src_mask, tgt_in):
    """Teacher-forced decoding one step at a time: logits (B, T, V), maps, final state."""
    state = model.init_state(model.encode(src, src_mask), src_mask)
    logits, maps = [], []
    for t in range(tgt_in.shape[1]):
        out = model.step(tgt_in[:, t], state)
        logits.append(out.logits)
        maps.append(out.attention)
        state = out.state
    return torch.stack(logits, dim=1), AttentionMaps.concat_steps(maps), state


def assert_maps_close(a: AttentionMaps, b: AttentionMaps) -> None:
    for kind in ("cross", "encoder_self", "decoder_self"):
        ours, theirs = getattr(a, kind), getattr(b, kind)
        assert len(ours) == len(theirs) == LAYERS, kind
        for x, y in zip(ours, theirs, strict=True):
            torch.testing.assert_close(x, y, msg=kind)


@pytest.mark.parametrize(("norm", "positions"), VARIANTS)
def test_step_unrolled_equals_forward(norm: str, positions: str) -> None:
    model = make_model(norm, positions)
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        forced = model(src, src_mask, tgt_in, need_weights=True)
        fused = model(src, src_mask, tgt_in)  # SDPA path, no maps
        logits, maps, _ = unroll(model, src, src_mask, tgt_in)
    batch, steps = tgt_in.shape
    assert forced.logits.shape == (batch, steps, TGT_VOCAB)
    assert fused.attention == AttentionMaps()
    torch.testing.assert_close(fused.logits, forced.logits)
    torch.testing.assert_close(logits, forced.logits)
    assert_maps_close(maps, forced.attention)
    source_len = src.shape[1]
    assert forced.attention.cross[0].shape == (batch, HEADS, steps, source_len)
    assert forced.attention.encoder_self[0].shape == (batch, HEADS, source_len, source_len)
    assert forced.attention.decoder_self[0].shape == (batch, HEADS, steps, steps)


@pytest.mark.parametrize(("norm", "positions"), [*VARIANTS, ("pre", "none")])
@pytest.mark.parametrize("need_weights", [False, True])
def test_the_evaluation_step_computes_exactly_what_the_full_step_does(
    norm: str, positions: str, need_weights: bool
) -> None:
    """Decoding's step (DecoderLayer.step on rows) runs the operations of the full one
    (_decode, what training and interventions use): equal logits, records and caches in
    float32, bit for bit, so decoding gives the tokens it always gave."""
    model = make_model(norm, positions, tie_embeddings=True).float()
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        state = model.init_state(model.encode(src, src_mask), src_mask)
        full = state
        for t in range(tgt_in.shape[1]):
            out = model.step(tgt_in[:, t], state, need_weights=need_weights)
            logits, full, self_reads, cross_reads = model._decode(
                tgt_in[:, t : t + 1], full, None, need_weights
            )
            assert torch.equal(out.logits, logits[:, 0]), t
            for ours, theirs in zip(out.state.self_caches, full.self_caches, strict=True):
                assert torch.equal(ours.key, theirs.key) and torch.equal(ours.value, theirs.value)
            records = out.records
            assert len(records.cross) == len(cross_reads) == (LAYERS if need_weights else 0)
            for ours, read in (
                *zip(records.cross, cross_reads, strict=True),
                *zip(records.decoder_self, self_reads, strict=True),
            ):
                for name in ("context", "query", "scores", "weights", "value", "key"):
                    assert torch.equal(getattr(ours, name), getattr(read, name)), name
            state = out.state


def test_the_full_step_gives_what_the_evaluation_step_gives() -> None:
    """An intervention that changes nothing takes the full step (_decode): the same logits,
    caches and records, step after step, as decoding's row path."""
    model = make_model("pre").eval()
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        fast = full = model.init_state(model.encode(src, src_mask), src_mask)
        for t in range(tgt_in.shape[1]):
            ours = model.step(tgt_in[:, t], full, reweight=lambda weights, _mask: weights)
            theirs = model.step(tgt_in[:, t], fast)
            torch.testing.assert_close(ours.logits, theirs.logits)
            for a, b in zip(caches(ours.state), caches(theirs.state), strict=True):
                torch.testing.assert_close(a, b)
            for kind in ("cross", "encoder_self", "decoder_self"):
                mine, wanted = getattr(ours.records, kind), getattr(theirs.records, kind)
                assert (
                    len(mine) == len(wanted) == (LAYERS if kind != "encoder_self" or t == 0 else 0)
                )
                for a, b in zip(mine, wanted, strict=True):
                    torch.testing.assert_close(a.weights, b.weights)
                    torch.testing.assert_close(a.context, b.context)
            full, fast = ours.state, theirs.state


def test_training_and_interventions_take_the_full_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    state = model.init_state(model.encode(src, src_mask), src_mask)
    halved = model.step(tgt_in[:, 0], state, reweight=lambda weights, _mask: weights / 2)
    plain = model.step(tgt_in[:, 0], state)
    assert not torch.allclose(halved.logits, plain.logits)  # the intervention reached the step
    calls: list[bool] = []
    full_step = TransformerSeq2Seq._decode
    monkeypatch.setattr(
        TransformerSeq2Seq, "_decode", lambda *a, **k: calls.append(True) or full_step(*a, **k)
    )
    model.step(tgt_in[:, 0], state)
    assert calls == []
    model.train()
    model.step(tgt_in[:, 0], state)
    assert calls == [True]  # dropout applies in training: the full step


@pytest.mark.parametrize("norm", ["post", "pre"])
@pytest.mark.parametrize("need_weights", [False, True])
def test_changing_later_targets_leaves_earlier_logits(norm: str, need_weights: bool) -> None:
    model = make_model(norm)
    src, src_mask, tgt_in = make_batch(tgt_len=6)
    with torch.no_grad():
        before = model(src, src_mask, tgt_in, need_weights=need_weights).logits
        for t in range(tgt_in.shape[1] - 1):
            changed = tgt_in.clone()
            changed[:, t + 1 :] = (changed[:, t + 1 :] + 1 - 3) % (TGT_VOCAB - 3) + 3
            after = model(src, src_mask, changed, need_weights=need_weights).logits
            torch.testing.assert_close(after[:, : t + 1], before[:, : t + 1])
            assert not torch.allclose(after[:, t + 1 :], before[:, t + 1 :])


@pytest.mark.parametrize("need_weights", [False, True])
def test_causal_false_lets_a_position_see_the_next_target(need_weights: bool) -> None:
    """Changing only target t + 1 changes the logits at t without the causal mask, not with."""
    model = make_model()
    src, src_mask, tgt_in = make_batch(tgt_len=6)
    changed = tgt_in.clone()
    changed[:, 3] = (changed[:, 3] + 1 - 3) % (TGT_VOCAB - 3) + 3
    with torch.no_grad():
        for causal in (True, False):
            before = model(src, src_mask, tgt_in, need_weights=need_weights, causal=causal)
            after = model(src, src_mask, changed, need_weights=need_weights, causal=causal)
            sees_next = not torch.allclose(after.logits[:, 2], before.logits[:, 2])
            assert sees_next is not causal, causal
    default = model(src, src_mask, tgt_in).logits
    torch.testing.assert_close(default, model(src, src_mask, tgt_in, causal=True).logits)


def test_decoder_self_attention_is_causal_and_normalized() -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        maps = model(src, src_mask, tgt_in, need_weights=True).attention
    future = ~masks.causal_mask(tgt_in.shape[1])
    for weights in maps.decoder_self:
        assert (weights[..., future] == 0).all()
        torch.testing.assert_close(weights.sum(-1), torch.ones_like(weights[..., 0]))
    for weights in maps.cross:
        assert (weights.masked_select(~src_mask) == 0).all()


@pytest.mark.parametrize("norm", ["post", "pre"])
def test_step_without_weights_runs_the_fused_path_with_the_same_logits(
    norm: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = make_model(norm)
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        expected, _, _ = unroll(model, src, src_mask, tgt_in)
        monkeypatch.setattr(functional, "masked_softmax", _no_weights)
        monkeypatch.setattr(chunked_attention, "chunked_attention", _no_weights)
        state = model.init_state(model.encode(src, src_mask, need_weights=False), src_mask)
        for t in range(tgt_in.shape[1]):
            out = model.step(tgt_in[:, t], state, need_weights=False)
            assert out.attention == AttentionMaps()
            torch.testing.assert_close(out.logits, expected[:, t])
            state = out.state


def test_teacher_forced_self_attention_passes_is_causal_to_sdpa(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No materialized causal mask: SDPA's fused kernels serve the causal self-attention; a
    target padding mask still goes in as a mask, with the causal one added."""
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    calls: list[dict] = []
    sdpa = F.scaled_dot_product_attention

    def spy(*args: object, **kwargs: object) -> torch.Tensor:
        calls.append(kwargs)
        return sdpa(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(F, "scaled_dot_product_attention", spy)
    with torch.no_grad():
        plain = model(src, src_mask, tgt_in).logits
        causal = [c for c in calls if c["is_causal"]]
        assert len(causal) == LAYERS and all(c["attn_mask"] is None for c in causal)
        calls.clear()
        all_visible = torch.ones(3, 1, 1, tgt_in.shape[1], dtype=torch.bool)
        padded = model(src, src_mask, tgt_in, tgt_mask=all_visible).logits
        assert not any(c["is_causal"] for c in calls)
    torch.testing.assert_close(padded, plain)


def test_cache_grows_one_position_per_step_with_one_query() -> None:
    model = make_model()
    src, src_mask, tgt_in = make_batch()
    queries: list[int] = []  # query positions projected per call
    hooks = [
        layer.self_attention.query_proj.register_forward_hook(
            lambda _m, args, _out: queries.append(args[0].numel() // (3 * DIM))
        )
        for layer in model.decoder_layers
    ]
    state = model.init_state(model.encode(src, src_mask), src_mask)
    source_len = src.shape[1]
    with torch.no_grad():
        for t in range(tgt_in.shape[1]):
            out = model.step(tgt_in[:, t], state)
            state = out.state
            assert state.length == t + 1
            for cache in state.self_caches:
                assert cache.key.shape == cache.value.shape == (3, HEADS, t + 1, DIM // HEADS)
            for cache in state.cross_caches:  # projected once, never grows
                assert cache.key.shape[2] == source_len
            assert all(m.shape == (3, HEADS, 1, t + 1) for m in out.attention.decoder_self)
            assert all(m.shape == (3, HEADS, 1, source_len) for m in out.attention.cross)
    for hook in hooks:
        hook.remove()
    assert queries == [1] * (LAYERS * tgt_in.shape[1])


def caches(state: TransformerState) -> list[torch.Tensor]:
    tensors = [state.memory, state.src_mask]
    tensors += [t for read in state.encoder_records() for t in (read.weights, read.value)]
    for cache in (*state.self_caches, *state.cross_caches):
        tensors += [cache.key, cache.value]
    return tensors


@pytest.mark.parametrize("order", [[2, 0, 1], [1, 1, 0, 2, 2]])
def test_reorder_keeps_each_hypothesis_cache(order: list[int]) -> None:
    model = make_model("pre")
    src, src_mask, tgt_in = make_batch()
    rows = torch.tensor(order)
    with torch.no_grad():
        _, _, state = unroll(model, src, src_mask, tgt_in[:, :3])
        plain = model.step(tgt_in[:, 3], state)
        moved = model.step(tgt_in[rows, 3], state.reorder(rows))
    torch.testing.assert_close(moved.logits, plain.logits[rows])
    for kind in ("cross", "decoder_self"):  # the encoder's came with the first step
        for ours, theirs in zip(
            getattr(moved.attention, kind), getattr(plain.attention.select(rows), kind), strict=True
        ):
            torch.testing.assert_close(ours, theirs)
    assert moved.records.encoder_self == []
    for ours, theirs in zip(
        moved.state.encoder_records(), plain.state.encoder_records(), strict=True
    ):  # each row reads its own sentence's encoder records
        torch.testing.assert_close(ours.weights, theirs.weights[rows])
    for ours, theirs in zip(caches(moved.state), caches(plain.state.reorder(rows)), strict=True):
        torch.testing.assert_close(ours, theirs)


def test_a_reorder_within_each_source_copies_only_the_self_caches() -> None:
    """Beam search's reorders keep every row on its own sentence: the memory and the cross
    caches are then left where they are; one that moves rows across sentences copies them."""
    model = make_model("pre")
    src, src_mask, tgt_in = make_batch()
    with torch.no_grad():
        _, _, state = unroll(model, src, src_mask, tgt_in[:, :2])
        beams = state.reorder(torch.tensor([0, 0, 1, 1, 2, 2]))  # two rows per sentence
        # a different token on each row, so that rows of one sentence differ
        beams = model.step(torch.arange(3, 9), beams).state
        within = beams.reorder(torch.tensor([1, 1, 2, 3, 5, 4]))
        across = beams.reorder(torch.tensor([2, 0, 1, 3, 5, 4]))
    assert within.cross_caches is beams.cross_caches and within.memory is beams.memory
    assert across.cross_caches is not beams.cross_caches
    for reordered, rows in ((within, [1, 1, 2, 3, 5, 4]), (across, [2, 0, 1, 3, 5, 4])):
        copied = TransformerState(
            *(getattr(beams, name) for name in ("memory", "src_mask", "cross_caches")),
            self_caches=beams.self_caches,
            encoder_self=tuple(read.select(beams.sources) for read in beams.encoder_self),
            sources=torch.arange(6),  # every row its own source: nothing is skipped
        ).reorder(torch.tensor(rows))
        for ours, theirs in zip(caches(reordered), caches(copied), strict=True):
            torch.testing.assert_close(ours, theirs, rtol=0, atol=0)


@pytest.mark.parametrize(("norm", "positions"), [("post", "sinusoidal"), ("pre", "learned")])
def test_beam_of_one_equals_greedy(norm: str, positions: str) -> None:
    model = make_model(norm, positions)
    src, src_mask, _ = make_batch()
    limits = dict(max_len_ratio=1.0, max_len_offset=2)  # learned positions: max_len 16
    greedy = greedy_search(model, src, src_mask, bos_id=BOS, eos_id=EOS, **limits)
    beam = beam_search(
        model, src, src_mask, bos_id=BOS, eos_id=EOS, beam_size=1, length_penalty=0.0, **limits
    )
    for g, b in zip(greedy, beam, strict=True):
        assert g.tokens == b.tokens
        assert g.ended == b.ended
        assert math.isclose(g.log_prob, b.log_prob, rel_tol=1e-6)  # searches sum in float32
        assert_maps_close(g.attention, b.attention)


def test_fully_padded_source_row_gives_no_nan() -> None:
    model = make_model("pre").train()
    src, src_mask, tgt_in = make_batch()
    src_mask[1] = False
    out = model(src, src_mask, tgt_in)
    out.logits.sum().backward()
    assert torch.isfinite(out.logits).all()
    assert all(torch.isfinite(p.grad).all() for p in model.parameters() if p.grad is not None)
    model.eval()
    with torch.no_grad():
        forced = model(src, src_mask, tgt_in, need_weights=True)
        logits, maps, _ = unroll(model, src, src_mask, tgt_in)
    assert torch.isfinite(forced.logits).all()
    torch.testing.assert_close(logits, forced.logits)
    for weights in (*forced.attention.cross, *forced.attention.encoder_self, *maps.cross):
        assert torch.isfinite(weights).all()
        assert (weights[1] == 0).all()


@pytest.mark.parametrize("norm", ["post", "pre"])
def test_output_projection_reads_a_layer_normed_stream(norm: str) -> None:
    """Post-norm ends each layer with a norm; pre-norm needs a final one on each stack."""
    model = make_model(norm)
    src, src_mask, tgt_in = make_batch()
    seen: list[torch.Tensor] = []
    model.output_proj.register_forward_hook(lambda _m, args, _out: seen.append(args[0]))
    with torch.no_grad():
        memory = model.encode(src, src_mask).memory
        model(src, src_mask, tgt_in)
    for x in (memory, seen[0]):  # (B, L, D)
        torch.testing.assert_close(x.mean(-1), torch.zeros_like(x[..., 0]))
        torch.testing.assert_close(
            x.var(-1, unbiased=False), torch.ones_like(x[..., 0]), atol=1e-3, rtol=0
        )  # eps


def test_sinusoidal_encodings_follow_the_formula() -> None:
    table = sinusoidal_table(torch.arange(50), 6)  # (T, D)
    pos, i = 37, 1
    assert math.isclose(table[pos, 2 * i], math.sin(pos / 10000 ** (2 * i / 6)), abs_tol=1e-12)
    assert math.isclose(table[pos, 2 * i + 1], math.cos(pos / 10000 ** (2 * i / 6)), abs_tol=1e-12)
    positions = SinusoidalPositions(5)  # odd D
    torch.testing.assert_close(positions(3, offset=4), positions(7)[4:])
    # Rows are kept and grown on demand: past the first table, and in a new dtype, the same.
    far = positions(2, offset=300)
    torch.testing.assert_close(far, sinusoidal_table(torch.arange(300, 302), 5).float())
    assert torch.equal(positions.double()(3, offset=4), sinusoidal_table(torch.arange(4, 7), 5))
    assert LearnedPositions(4, max_len=8)(2, offset=6).shape == (2, 4)


def test_embeddings_are_scaled_and_can_be_shared() -> None:
    tied = TransformerSeq2Seq(
        TGT_VOCAB, TGT_VOCAB, hidden_dim=DIM, num_heads=HEADS, ffn_dim=32, num_layers=1,
        tie_embeddings=True, share_source_embedding=True,
    )  # fmt: skip
    assert tied.output_proj.weight is tied.tgt_embedding.weight
    assert tied.src_embedding is tied.tgt_embedding
    tokens = torch.tensor([[3, 4]])
    expected = tied.tgt_embedding.weight[tokens] * math.sqrt(DIM)
    torch.testing.assert_close(tied.tgt_embedding(tokens), expected)
    untied = make_model()
    assert untied.output_proj.weight is not untied.tgt_embedding.weight
    with pytest.raises(ValueError, match="one vocabulary"):
        TransformerSeq2Seq(SRC_VOCAB, TGT_VOCAB, hidden_dim=DIM, share_source_embedding=True)


def test_bad_input_gives_clear_errors() -> None:
    with pytest.raises(ValueError, match="num_heads must divide hidden_dim"):
        TransformerSeq2Seq(SRC_VOCAB, TGT_VOCAB, hidden_dim=10, num_heads=4)
    with pytest.raises(ValueError, match="norm must be one of"):
        TransformerSeq2Seq(SRC_VOCAB, TGT_VOCAB, hidden_dim=DIM, norm="sandwich")
    model = make_model(positions="learned")  # max_len 16
    src, src_mask, tgt_in = make_batch(lengths=(17, 2))
    with pytest.raises(ValueError, match=r"17 positions exceeds .*max_len=16.*larger max_len"):
        model.encode(src, src_mask)
    src, src_mask, _ = make_batch(lengths=(4, 2))
    with pytest.raises(ValueError, match=r"max_len=16"):
        model(src, src_mask, torch.ones(2, 17, dtype=torch.long))
    state = model.init_state(model.encode(src, src_mask), src_mask)
    with torch.no_grad():
        for _ in range(16):
            state = model.step(torch.ones(2, dtype=torch.long), state).state
        with pytest.raises(ValueError, match="max_len=16"):
            model.step(torch.ones(2, dtype=torch.long), state)
    with pytest.raises(ValueError, match="src_mask must be boolean"):
        model(src, src_mask.long(), tgt_in[:2])


def reverse_batch(size: int = 8, length: int = 5, vocab: int = 12):
    """Sequences over tokens 3..vocab-1 and their reversals, with bos/eos on the target."""
    torch.manual_seed(2)
    src = torch.randint(3, vocab, (size, length))
    target = src.flip(1)
    tgt_in = torch.cat([torch.full((size, 1), BOS), target], dim=1)
    tgt_out = torch.cat([target, torch.full((size, 1), EOS)], dim=1)
    return src, masks.padding_mask(torch.full((size,), length)), tgt_in, tgt_out


@pytest.mark.slow
@pytest.mark.parametrize("norm", ["post", "pre"])
def test_overfits_a_tiny_reverse_batch(norm: str) -> None:
    src, src_mask, tgt_in, tgt_out = reverse_batch()
    torch.manual_seed(0)
    model = TransformerSeq2Seq(
        12, 12, hidden_dim=32, num_heads=4, ffn_dim=64, num_layers=2, dropout=0.0, norm=norm
    )
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    for _ in range(80):  # the loss is ~0.01 by step 50 on this seed
        logits = model(src, src_mask, tgt_in).logits  # (B, T, V)
        loss = torch.nn.functional.cross_entropy(logits.flatten(0, 1), tgt_out.flatten())
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    assert loss.item() < 0.05
    model.eval()
    hypotheses = greedy_search(model, src, src_mask, bos_id=BOS, eos_id=EOS)
    assert [h.tokens for h in hypotheses] == src.flip(1).tolist()
    assert all(h.ended for h in hypotheses)


def _no_weights(*args: object, **kwargs: object) -> None:
    raise AssertionError("attention weights were computed, but nobody asked for them")
