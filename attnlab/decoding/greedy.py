"""Greedy decoding: the most probable token at every step, a whole batch at once."""

from __future__ import annotations

from collections.abc import Sequence

import torch

from attnlab.decoding.hypothesis import Hypothesis, length_limits, trim_to_source
from attnlab.decoding.prefix import Prefixes
from attnlab.models.outputs import AttentionMaps
from attnlab.models.protocol import Seq2SeqModel


def greedy_search(
    model: Seq2SeqModel,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    *,
    bos_id: int,
    eos_id: int,
    max_len_ratio: float = 2.0,
    max_len_offset: int = 10,
    need_weights: bool = True,
    prefixes: Sequence[Sequence[int]] | None = None,
) -> list[Hypothesis]:
    """Translate src (B, S) with src_mask (B, 1, 1, S); one hypothesis per sentence, with its
    attention maps if ``need_weights`` (else empty maps, and no model computes them).
    ``prefixes``: per sentence, target ids its output starts with (see ``Prefixes``)."""
    # a with, not a decorator: mutation testing (mutmut 3) skips decorated functions
    with torch.no_grad():
        batch = src.shape[0]
        forced = Prefixes.of(prefixes, batch, src.device)
        limits = forced.limits(length_limits(src_mask, max_len_ratio, max_len_offset))  # (B,)
        steps = int(limits.max())
        encoded = model.encode(src, src_mask, need_weights=need_weights)
        state = model.init_state(encoded, src_mask)
        # The sentences still decoded, in the order of their rows: a sentence that has ended (or
        # reached its limit) leaves the batch, so later steps run only the rows still decoding.
        rows = torch.arange(batch, device=src.device)  # (R,)
        prev = torch.full((batch,), bos_id, dtype=torch.long, device=src.device)
        tokens = torch.full((batch, steps), eos_id, dtype=torch.long, device=src.device)  # (B, T)
        log_probs = torch.zeros(batch, steps, device=src.device)  # (B, T)
        maps = []
        for t in range(steps):
            out = model.step(prev, state, need_weights=need_weights)
            log_p = forced.force(torch.log_softmax(out.logits.float(), dim=-1), t, rows)  # (R, V)
            prev = log_p.argmax(dim=-1)  # (R,)
            tokens[rows, t] = prev
            log_probs[rows, t] = log_p.gather(1, prev[:, None])[:, 0]
            if need_weights:
                maps.append(out.attention.scatter_rows(rows, batch))
            going = (prev != eos_id) & (t + 1 < limits[rows])  # (R,)
            if not going.any():
                break
            if not going.all():
                kept = going.nonzero()[:, 0]
                rows, prev, state = rows[kept], prev[kept], out.state.reorder(kept)
            else:
                state = out.state
        steps_taken = tokens[:, : t + 1].tolist()  # (B, T); every limit is at least 1
        attention = AttentionMaps.concat_steps(maps)
        source_lengths = src_mask.reshape(batch, -1).sum(dim=1).tolist()
        hypotheses = []
        for b in range(batch):
            row = steps_taken[b][: int(limits[b])]
            ended = eos_id in row
            length = row.index(eos_id) + 1 if ended else len(row)
            picked = attention.select(torch.tensor([b], device=src.device))
            picked = AttentionMaps(
                cross=[m[:, :, :length] for m in picked.cross],
                encoder_self=picked.encoder_self,
                decoder_self=[m[:, :, :length, :length] for m in picked.decoder_self],
            )
            hypotheses.append(
                Hypothesis(
                    tokens=row[: length - 1] if ended else row[:length],
                    log_prob=float(log_probs[b, :length].sum()),
                    ended=ended,
                    attention=trim_to_source(picked, int(source_lengths[b])),
                )
            )
        return hypotheses
