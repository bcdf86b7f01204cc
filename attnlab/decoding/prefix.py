"""Target prefixes: a search forced through given tokens, then free (CTranslate2's
``target_prefix``). Greedy and beam search force them alike, through ``Prefixes.force``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class Prefixes:
    tokens: torch.Tensor  # (B, P) the ids each output starts with; -1 past a prefix's end

    @classmethod
    def of(
        cls, prefixes: Sequence[Sequence[int]] | None, batch: int, device: torch.device
    ) -> Prefixes:
        """One id list per sentence (an empty one: free decoding), or None: no prefixes."""
        if prefixes is None:
            prefixes = [[]] * batch
        if len(prefixes) != batch:
            raise ValueError(f"{len(prefixes)} prefixes for {batch} sentences; give one each")
        width = max((len(prefix) for prefix in prefixes), default=0)
        rows = [[*prefix, *[-1] * (width - len(prefix))] for prefix in prefixes]
        return cls(torch.tensor(rows, dtype=torch.long, device=device).reshape(batch, width))

    def limits(self, limits: torch.Tensor) -> torch.Tensor:
        """Length limits (B,) raised where a prefix is longer: the whole prefix is written,
        and a prefix that fills the limit ends the output unended, as a free one would."""
        return torch.maximum(limits, (self.tokens >= 0).sum(dim=1))

    def force(self, log_p: torch.Tensor, t: int, sentences: torch.Tensor) -> torch.Tensor:
        """At step t, rows of log_p (N, V) whose sentence (``sentences`` (N,)) is still in its
        prefix keep only the forced token's log-probability (the hypothesis's score counts
        it); every other token gets -inf."""
        if t >= self.tokens.shape[1]:
            return log_p
        forced = self.tokens[sentences, t]  # (N,)
        allowed = torch.zeros_like(log_p, dtype=torch.bool)  # (N, V)
        allowed.scatter_(1, forced.clamp(min=0)[:, None], True)
        allowed |= (forced < 0)[:, None]  # past the prefix: every token
        return log_p.masked_fill(~allowed, float("-inf"))
