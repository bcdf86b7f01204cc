"""AttentionRecords, what a model's attention computed, and the AttentionMaps derived from
them: batch entries picked and placed back, per-step maps joined."""

from __future__ import annotations

import pytest
import torch

from attnlab.functional import AttentionRecord, attention_record
from attnlab.models.outputs import AttentionMaps, AttentionRecords, cross_records

KINDS = ("cross", "encoder_self", "decoder_self")


def every_kind(batch: int, layers: int = 2) -> AttentionMaps:
    """Each kind with ``layers`` maps (B, H=2, T=1, S=3) of distinct numbers."""
    generator = torch.Generator().manual_seed(0)
    return AttentionMaps(
        *([torch.rand(batch, 2, 1, 3, generator=generator) for _ in range(layers)] for _ in KINDS)
    )


def test_placing_selected_rows_back_inverts_select_for_every_kind() -> None:
    """Entries 0 and 2 of four, picked and placed back: theirs again, zeros for 1 and 3."""
    full, rows = every_kind(4), torch.tensor([0, 2])
    placed = full.select(rows).scatter_rows(rows, 4)
    for kind in KINDS:
        for got, want in zip(getattr(placed, kind), getattr(full, kind), strict=True):
            assert torch.equal(got[rows], want[rows]), kind
            assert not got[torch.tensor([1, 3])].any(), kind


def test_steps_with_different_numbers_of_layers_are_refused() -> None:
    """Joining steps layer by layer: a step with a layer fewer is an error, not a silent
    truncation to the shortest."""
    with pytest.raises(ValueError):
        AttentionMaps.concat_steps([every_kind(1, layers=2), every_kind(1, layers=1)])


def a_record(batch: int, heads: int, queries: int, keys: int) -> AttentionRecord:
    """Self-contained attention of random numbers: query (B, H, T, 5), keys = values."""
    generator = torch.Generator().manual_seed(0)
    query = torch.rand(batch, heads, queries, 5, generator=generator)
    key = torch.rand(batch, heads, keys, 5, generator=generator)
    return attention_record(query, key, key)


def test_the_maps_are_the_weights_of_the_records_that_have_them() -> None:
    """A fixed-context decoder records its context alone: it adds no map."""
    read = a_record(2, 1, 4, 3)
    fixed = AttentionRecord(context=torch.rand(2, 1, 4, 5))
    maps = AttentionRecords(cross=[read, fixed], decoder_self=[read]).maps()
    assert maps.cross == [read.weights] and maps.decoder_self == [read.weights]
    assert maps.encoder_self == []
    assert cross_records(read, need_weights=False) == AttentionRecords()
    assert cross_records(read, need_weights=True).maps().cross == [read.weights]


def test_selecting_rows_of_a_record_selects_every_tensor() -> None:
    read = a_record(3, 2, 4, 6)
    rows = torch.tensor([2, 0, 0])
    picked = read.select(rows)
    for name in ("context", "query", "scores", "weights", "value", "key"):
        assert torch.equal(getattr(picked, name), getattr(read, name)[rows]), name
    assert picked.centers is None and picked.half_width is None
