"""One optimizer update from a loss: the step every training in attnlab takes, the Trainer's
and the small loops of the experiments and benchmarks alike."""

from __future__ import annotations

import math
from collections.abc import Iterable

import torch
from torch import nn

from attnlab.training.devices import Precision

FLOAT32 = Precision("fp32", torch.device("cpu"))  # no autocast, no scaler: on any device


class NonFiniteError(ArithmeticError):
    """The loss or the gradients' norm is not finite: the update was not applied."""


def update(
    optimizer: torch.optim.Optimizer,
    loss: torch.Tensor,
    parameters: Iterable[nn.Parameter],
    *,
    clip_norm: float | None = None,
    precision: Precision | None = None,
    weight: float = 1.0,
) -> None:
    """Zero the gradients, backpropagate ``loss`` x ``weight``, clip the gradients of
    ``parameters`` to ``clip_norm`` (None: no clipping) and step. ``loss`` is computed under
    ``precision.autocast()`` (None: float32). Raises NonFiniteError, before the weights are
    touched, when the loss or the norm is not finite (under fp16 an overflowed gradient is
    the scaler's to skip, no error)."""
    precision = precision or FLOAT32
    optimizer.zero_grad(set_to_none=True)
    precision.backward(loss * weight)
    # Checked after backward, which every process must join (it exchanges the gradients).
    if not math.isfinite(loss.item()):
        raise NonFiniteError(f"the training loss is {loss.item()}")
    if clip_norm is not None:
        precision.unscale(optimizer)
        norm = nn.utils.clip_grad_norm_(parameters, clip_norm)
        # Checked before the update, which it would spoil.
        if not math.isfinite(norm.item()) and not precision.skips_overflow:
            raise NonFiniteError(f"the gradient norm is {norm.item()}")
    precision.step(optimizer)
