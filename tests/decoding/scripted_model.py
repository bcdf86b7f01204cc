"""A model whose next-token distribution is a fixed table over (step, previous token), random
or written by hand: small enough to enumerate every hypothesis, and speaking the decoder
protocol. It counts its steps, so a test can tell when a search stopped, and notes whether it
was asked for attention weights."""

from __future__ import annotations

from dataclasses import dataclass

import torch

from attnlab.functional import AttentionRecord
from attnlab.models.outputs import AttentionRecords
from attnlab.models.protocol import StepOutput

EOS = 3
VOCAB = 4
BOS = 0


@dataclass(frozen=True)
class ScriptedState:
    step: torch.Tensor  # (B,)
    row: torch.Tensor  # which table each batch row reads, (B,)
    src_len: int

    def reorder(self, indices: torch.Tensor) -> ScriptedState:
        return ScriptedState(self.step[indices], self.row[indices], self.src_len)


class ScriptedModel:
    def __init__(self, batch: int, steps: int = 6, seed: int = 0, eos_bias: float = 0.0) -> None:
        generator = torch.Generator().manual_seed(seed)
        self.table = torch.randn(batch, steps, VOCAB, VOCAB, generator=generator) * 1.5
        self.table[..., EOS] += eos_bias  # (B, steps, prev token, next token)
        self.calls = 0  # how many times step() ran
        self.rows: list[int] = []  # the batch rows each step() call decoded
        self.asked: set[bool] = set()  # the need_weights values encode() and step() were given

    @classmethod
    def from_probs(cls, probs: torch.Tensor) -> ScriptedModel:
        """A model with the given next-token probabilities (B, steps, prev token, next token)."""
        model = cls(batch=probs.shape[0], steps=probs.shape[1])
        model.table = probs.log()  # a zero probability becomes a -inf logit
        return model

    def encode(self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool) -> int:
        self.asked.add(need_weights)
        return src.shape[1]

    def init_state(self, encoded: int, src_mask: torch.Tensor) -> ScriptedState:
        batch = src_mask.shape[0]
        device = src_mask.device  # the model makes its tensors there, as models must
        step = torch.zeros(batch, dtype=torch.long, device=device)
        return ScriptedState(step, torch.arange(batch, device=device), encoded)

    def step(
        self, prev_tokens: torch.Tensor, state: ScriptedState, *, need_weights: bool
    ) -> StepOutput:
        self.calls += 1
        self.rows.append(len(prev_tokens))
        self.asked.add(need_weights)
        logits = self.table[state.row, state.step, prev_tokens]  # (B, V)
        # A recognizable attention row per (step, previous token).
        rows = torch.arange(len(prev_tokens), device=prev_tokens.device)
        weights = torch.zeros(len(prev_tokens), 1, 1, state.src_len, device=prev_tokens.device)
        weights[rows, 0, 0, prev_tokens % state.src_len] = 1.0
        next_state = ScriptedState(state.step + 1, state.row, state.src_len)
        read = AttentionRecord(context=weights, weights=weights)  # the source read one-hot
        return StepOutput(logits, next_state, AttentionRecords(cross=[read]))

    def log_prob(self, row: int, tokens: list[int]) -> float:
        """Score of a whole sequence, by the table."""
        total, prev = 0.0, BOS
        for t, token in enumerate(tokens):
            total += float(torch.log_softmax(self.table[row, t, prev], dim=-1)[token])
            prev = token
        return total

    def all_hypotheses(self, limit: int) -> list[tuple[list[int], bool]]:
        """Every sequence of length <= limit: ended by eos, or cut at the limit."""
        complete: list[tuple[list[int], bool]] = []
        frontier: list[list[int]] = [[]]
        for t in range(limit):
            grown = []
            for prefix in frontier:
                complete.append(([*prefix, EOS], True))
                grown.extend([*prefix, token] for token in range(VOCAB) if token != EOS)
            frontier = grown
            if t + 1 == limit:
                complete.extend((prefix, False) for prefix in frontier)
        return complete
