"""What a model's attention computed, in one type: ``AttentionRecords``, every layer's
``functional.AttentionRecord`` by kind (the numbers the model used), and the maps derived from
them (``AttentionMaps``: the weights alone, which decoding, visualization and analysis share)."""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from attnlab.functional import AttentionRecord


@dataclass
class AttentionRecords:
    """One record per attention layer, by kind: what each computed (query, scores, weights,
    values, context). A model fills them when asked (``need_weights``); an RNN model has one
    cross-attention layer with one head, and a fixed-context decoder, which has none, records
    the one thing it reads from the source: its context c, in one record without weights."""

    cross: list[AttentionRecord] = field(default_factory=list)  # weights (B, H, T, S)
    encoder_self: list[AttentionRecord] = field(default_factory=list)  # (B, H, S, S)
    decoder_self: list[AttentionRecord] = field(default_factory=list)  # (B, H, T, t + T)

    def maps(self) -> AttentionMaps:
        """The weights of every record that has them."""

        def weights(records: list[AttentionRecord]) -> list[torch.Tensor]:
            return [record.weights for record in records if record.weights is not None]

        return AttentionMaps(
            weights(self.cross), weights(self.encoder_self), weights(self.decoder_self)
        )


def cross_records(read: AttentionRecord, need_weights: bool) -> AttentionRecords:
    """A one-layer decoder's cross-attention record if asked for (an RNN's weights are what
    its context is made of: computed either way)."""
    return AttentionRecords(cross=[read] if need_weights else [])


@dataclass
class AttentionMaps:
    """Attention weights by kind, one (B, H, T, S) tensor per layer: ``AttentionRecords.maps``
    of a model's output, or what decoding kept of them for a hypothesis.

    An RNN model has one cross-attention layer with one head; a fixed-context model has none.
    """

    cross: list[torch.Tensor] = field(default_factory=list)
    encoder_self: list[torch.Tensor] = field(default_factory=list)
    decoder_self: list[torch.Tensor] = field(default_factory=list)

    def select(self, indices: torch.Tensor) -> AttentionMaps:
        """Keep batch entries ``indices`` of every map."""

        def pick(maps: list[torch.Tensor]) -> list[torch.Tensor]:
            return [m.index_select(0, indices.to(m.device)) for m in maps]

        return AttentionMaps(pick(self.cross), pick(self.encoder_self), pick(self.decoder_self))

    def scatter_rows(self, rows: torch.Tensor, batch: int) -> AttentionMaps:
        """Maps of some batch entries (row i is entry ``rows[i]``) placed into maps of all
        ``batch`` entries, zero where an entry has no row: the inverse of ``select``."""
        if len(rows) == batch:  # every entry, in order: decoding drops rows but never reorders
            return self

        def place(maps: list[torch.Tensor]) -> list[torch.Tensor]:
            return [m.new_zeros(batch, *m.shape[1:]).index_copy_(0, rows, m) for m in maps]

        return AttentionMaps(place(self.cross), place(self.encoder_self), place(self.decoder_self))

    @staticmethod
    def concat_steps(steps: list[AttentionMaps]) -> AttentionMaps:
        """Join per-step maps (each with T = 1) along T into (B, H, T, S)."""
        if not steps:
            return AttentionMaps()

        def join(kind: str) -> list[torch.Tensor]:
            per_layer = zip(*(getattr(step, kind) for step in steps), strict=True)
            return [_cat_ragged(list(layer)) for layer in per_layer]

        # Encoder self-attention does not change between steps: keep the first.
        return AttentionMaps(join("cross"), steps[0].encoder_self, join("decoder_self"))


def _cat_ragged(maps: list[torch.Tensor]) -> torch.Tensor:
    """Concatenate (B, H, 1, S_i) along T, zero-padding S (decoder self-attention grows)."""
    width = max(m.shape[-1] for m in maps)
    padded = [torch.nn.functional.pad(m, (0, width - m.shape[-1])) for m in maps]
    return torch.cat(padded, dim=2)  # (B, H, T, S)
