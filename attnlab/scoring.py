"""Forced decoding: the log-probability a model gives a given target, computed teacher-forced
as training computes its loss, per pair and per token, the eos included (Marian's ``scorer``,
fairseq's ``--score-reference``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

import torch
from torch import nn

from attnlab.data import Example, Tokenizers, make_batches
from attnlab.models.protocol import Seq2SeqModel


@dataclass
class Score:
    source: str
    target: str
    target_tokens: list[str]  # the target's subword pieces, then "</s>"
    token_log_probs: list[float]  # log p of each target token given the source and those before

    @property
    def log_prob(self) -> float:
        return math.fsum(self.token_log_probs)

    @property
    def log_prob_per_token(self) -> float:
        return self.log_prob / len(self.token_log_probs)


@torch.no_grad()
def score(
    model: nn.Module,
    tokenizers: Tokenizers,
    pairs: Sequence[tuple[str, str]],
    *,
    max_tokens: int = 4096,
    device: torch.device | str = "cpu",
) -> list[Score]:
    """The score of each (source, target) pair, in input order, batched as training batches
    (``max_tokens`` bounds the padded B * (S + T)). An empty target scores its eos alone."""
    model.eval()
    decoder = cast(Seq2SeqModel, model)
    source, target = tokenizers.src, tokenizers.tgt
    sources = source.encode_batch([src for src, _ in pairs])
    targets = target.encode_batch([tgt for _, tgt in pairs])
    examples = [
        Example(src, tgt, i) for i, (src, tgt) in enumerate(zip(sources, targets, strict=True))
    ]
    eos_piece = target.id_to_piece(target.eos_id)
    results: list[Score | None] = [None] * len(pairs)
    for batch in make_batches(examples, max_tokens, shuffle=False):
        batch = batch.to(device)
        logits = decoder(batch.src, batch.src_mask, batch.tgt_in).logits  # (B, T, V)
        log_p = torch.log_softmax(logits.float(), dim=-1)  # (B, T, V)
        chosen = log_p.gather(2, batch.tgt_out[..., None])[..., 0].tolist()  # (B, T)
        # Each row's first tgt_lengths tokens are its target and eos; the rest is padding.
        rows = zip(batch.indices.tolist(), batch.tgt_lengths.tolist(), strict=True)
        for row, (i, length) in enumerate(rows):
            results[i] = Score(
                source=pairs[i][0],
                target=pairs[i][1],
                target_tokens=[*target.id_to_pieces(targets[i]), eos_piece],
                token_log_probs=chosen[row][:length],
            )
    return [r for r in results if r is not None]
