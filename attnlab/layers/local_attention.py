"""Luong's local attention (Luong, Pham & Manning 2015, section 3.2, eqs. 9-10).

A window of half-width D around an aligned position p_t, over any score function:
- local-m (monotonic): p_t = t, clamped to the last source position;
- local-p (predictive): p_t = S_b * sigmoid(v_p^T tanh(W_p h_t)) with S_b the sentence's
  source length, and the in-window softmax weights multiplied by a Gaussian
  exp(-(s - p_t)^2 / (2 sigma^2)), sigma = D / 2. These weights sum to less than 1 (as in the
  paper); outside the window they are exactly 0.
"""

from __future__ import annotations

import torch
from torch import nn

from attnlab.functional import AttentionRecord, Reweight, masked_softmax
from attnlab.shapes import check_mask, check_tensor


class LocalAttention(nn.Module):
    """Local attention over ``score`` (a module or callable (query, key) -> (..., T, S))."""

    def __init__(
        self,
        score: nn.Module,
        half_width: int,
        predictive: bool,
        query_dim: int | None = None,
        hidden_dim: int | None = None,
    ) -> None:
        super().__init__()
        if half_width < 1:
            raise ValueError(f"half_width D must be >= 1, got {half_width}")
        self.score = score
        self.half_width = half_width
        self.predictive = predictive
        if predictive:
            if query_dim is None:
                raise ValueError("local-p needs query_dim to predict the aligned position")
            hidden = hidden_dim or query_dim
            self.position_hidden = nn.Linear(query_dim, hidden, bias=False)  # W_p
            self.position_out = nn.Linear(hidden, 1, bias=False)  # v_p

    def forward(
        self,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        mask: torch.Tensor | None = None,
        positions: torch.Tensor | None = None,
        reweight: Reweight | None = None,
    ) -> AttentionRecord:
        """query (..., T, Dq), key (..., S, Dk), value (..., S, Dv); ``mask`` a key padding mask
        broadcastable to (..., T, S); ``positions`` the target steps t (..., T) for local-m,
        default 0..T-1 (pass the step index when decoding one step at a time) -> the context
        (..., T, Dv), the weights (..., T, S), the centres p_t (..., T) and the raw scores.
        ``reweight``, an intervention, replaces the final weights (window mask given)."""
        check_tensor("query", query, min_dim=2)
        check_tensor("key", key, min_dim=2)
        scores = self.score(query, key)  # (..., T, S)
        check_mask(mask, scores.shape)
        source_len = key.shape[-2]
        if mask is None:
            lengths = torch.full((1,), source_len, device=key.device)
        else:
            lengths = mask.sum(dim=-1).clamp(min=1)  # (..., 1) or (..., T): S_b
        lengths = lengths.to(scores.dtype)

        if self.predictive:
            logit = self.position_out(torch.tanh(self.position_hidden(query))).squeeze(-1)
            centers = lengths * torch.sigmoid(logit)  # (..., T)
            # A saturated sigmoid rounds to 1 (and S_b * sigmoid rounds up to S_b well before
            # that): keep p_t below S_b, in [0, S_b), as the formula promises.
            centers = torch.minimum(centers, torch.nextafter(lengths, torch.zeros_like(lengths)))
        else:
            if positions is None:
                positions = torch.arange(query.shape[-2], device=query.device)
            centers = torch.minimum(positions.to(scores.dtype), lengths - 1)  # (..., T)

        source_positions = torch.arange(source_len, device=key.device, dtype=scores.dtype)
        distance = source_positions - centers.unsqueeze(-1)  # (..., T, S)
        window = distance.abs() <= self.half_width
        visible = window if mask is None else window & mask
        weights = masked_softmax(scores, visible)  # (..., T, S)
        if self.predictive:
            sigma = self.half_width / 2
            weights = weights * torch.exp(-distance.square() / (2 * sigma**2))
        if reweight is not None:
            weights = reweight(weights, visible)  # (..., T, S)
        return AttentionRecord(
            context=weights @ value,  # (..., T, Dv)
            query=query,
            scores=scores,
            weights=weights,
            value=value,
            centers=centers,
            half_width=self.half_width,
            key=key,
        )
