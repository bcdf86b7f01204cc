"""KVCache: preallocated buffers grown geometrically, with the semantics of concatenation."""

from __future__ import annotations

import torch

from attnlab.layers import KVCache
from attnlab.models.transformer import TransformerSeq2Seq

HEADS = 2


def positions(batch: int, length: int, seed: int) -> KVCache:
    generator = torch.Generator().manual_seed(seed)
    key = torch.randn(batch, HEADS, length, 4, generator=generator)
    return KVCache(key, torch.randn(batch, HEADS, length, 5, generator=generator))


def grown(steps: int, batch: int = 3) -> tuple[KVCache, list[KVCache]]:
    """A cache built one position at a time from empty, and every cache along the way."""
    empty = positions(batch, 0, 0)
    caches = [empty]
    for step in range(steps):
        caches.append(caches[-1].append(positions(batch, 1, step + 1)))
    return caches[-1], caches


def test_appending_step_by_step_equals_concatenation() -> None:
    cache, _ = grown(40)  # past the first capacity (16) twice
    expected = [positions(3, 1, step + 1) for step in range(40)]
    assert cache.length == 40
    assert torch.equal(cache.key, torch.cat([e.key for e in expected], dim=2))
    assert torch.equal(cache.value, torch.cat([e.value for e in expected], dim=2))


def test_a_step_writes_in_place_and_capacity_grows_geometrically() -> None:
    _, caches = grown(100)
    storages = [cache.key.untyped_storage().data_ptr() for cache in caches[1:]]
    # A new buffer at lengths 1, 17, 33, 65 (capacities 16, 32, 64, 128): log-many, not 100.
    moves = [length for length in range(1, 100) if storages[length] != storages[length - 1]]
    assert moves == [16, 32, 64]


def test_earlier_caches_keep_their_contents_and_a_branch_copies() -> None:
    _, caches = grown(5)
    before = caches[3].key.clone()
    branch = caches[3].append(positions(3, 1, 99))  # caches[4] already extended caches[3]
    assert torch.equal(caches[3].key, before)
    assert torch.equal(branch.key[:, :, 3], positions(3, 1, 99).key[:, :, 0])
    assert torch.equal(caches[4].key[:, :, 3], positions(3, 1, 4).key[:, :, 0])


def test_reorder_keeps_capacity_and_the_selected_rows() -> None:
    cache, _ = grown(5)
    order = torch.tensor([2, 0, 0, 1])
    picked = cache.reorder(order)
    assert torch.equal(picked.key, cache.key[order]) and torch.equal(
        picked.value, cache.value[order]
    )
    grown_picked = picked.append(positions(4, 1, 7))  # in place: no copy of the prefix
    assert grown_picked.key.untyped_storage().data_ptr() == picked.key.untyped_storage().data_ptr()
    assert torch.equal(grown_picked.key[:, :, :5], cache.key[order])


def test_appends_autograd_tracks_concatenate_and_pass_gradients() -> None:
    first = positions(2, 3, 1)
    first.key.requires_grad_()
    joined = first.append(positions(2, 1, 2))
    joined.key.sum().backward()
    assert first.key.grad is not None and torch.equal(first.key.grad, torch.ones(2, HEADS, 3, 4))


def test_decoding_with_reorders_equals_the_teacher_forced_forward() -> None:
    torch.manual_seed(0)
    model = TransformerSeq2Seq(12, 12, hidden_dim=16, num_heads=2, ffn_dim=32, dropout=0.0).eval()
    src = torch.randint(4, 12, (2, 6))
    src_mask = torch.ones(2, 1, 1, 6, dtype=torch.bool)
    tokens = torch.randint(4, 12, (2, 20))  # 20 steps: the caches grow past 16
    with torch.no_grad():
        full = model(src, src_mask, tokens).logits  # (B, T, V)
        state = model.init_state(model.encode(src, src_mask), src_mask)
        rows = torch.tensor([0, 1])  # the sentence each row of the state holds
        for t in range(20):
            step = model.step(tokens[rows, t], state, need_weights=False)
            torch.testing.assert_close(step.logits, full[rows, t])
            swap = torch.tensor([1, 0])  # as beam search reorders its hypotheses
            state, rows = step.state.reorder(swap), rows[swap]
