"""The one optimizer update (``attnlab.training.update``): the same step as written out by
hand, clipping and the loss weight, and a non-finite loss or norm refused before the weights
are touched."""

from __future__ import annotations

import math

import pytest
import torch
from torch import nn

from attnlab.training.update import NonFiniteError, update


def model_and_optimizer() -> tuple[nn.Linear, torch.optim.Adam]:
    torch.manual_seed(0)
    model = nn.Linear(3, 2)
    return model, torch.optim.Adam(model.parameters(), lr=0.1)


def loss_of(model: nn.Module, scale: float = 1.0) -> torch.Tensor:
    return scale * model(torch.arange(6.0).view(2, 3)).pow(2).sum()


@pytest.mark.parametrize("clip_norm", [None, 0.5])
def test_an_update_is_zero_backward_clip_step(clip_norm: float | None) -> None:
    mine, my_optimizer = model_and_optimizer()
    theirs, their_optimizer = model_and_optimizer()
    for _ in range(3):  # gradients from the last step are zeroed, not added to
        update(my_optimizer, loss_of(mine), mine.parameters(), clip_norm=clip_norm, weight=0.5)
        their_optimizer.zero_grad()
        (0.5 * loss_of(theirs)).backward()
        if clip_norm is not None:
            norm = nn.utils.clip_grad_norm_(theirs.parameters(), clip_norm)
            assert norm > clip_norm  # so the clipping is seen
        their_optimizer.step()
    for mine_p, theirs_p in zip(mine.parameters(), theirs.parameters(), strict=True):
        torch.testing.assert_close(mine_p, theirs_p, rtol=0, atol=0)


def test_the_clip_and_the_weight_change_the_step() -> None:
    """SGD shows the gradient itself: weight 0.5 halves it; clip_norm bounds its norm."""
    weights = {}
    for name, clip, weight in (("plain", None, 1.0), ("half", None, 0.5), ("clip", 1e-3, 1.0)):
        torch.manual_seed(0)
        model = nn.Linear(3, 2)
        before = [p.detach().clone() for p in model.parameters()]
        update(
            torch.optim.SGD(model.parameters(), lr=1.0),
            loss_of(model),
            model.parameters(),
            clip_norm=clip,
            weight=weight,
        )
        steps = [b - p.detach() for b, p in zip(before, model.parameters(), strict=True)]
        weights[name] = torch.cat([s.flatten() for s in steps])
    torch.testing.assert_close(weights["half"], weights["plain"] / 2)
    assert math.isclose(float(weights["clip"].norm()), 1e-3, rel_tol=1e-4)


@pytest.mark.parametrize(
    ("scale", "clip_norm", "message"),
    [
        (math.nan, None, "the training loss is nan"),
        (math.inf, 1.0, "the training loss is inf"),
        (1e38, 1.0, "the gradient norm is inf"),  # a finite loss of overflowing gradients
    ],
)
def test_a_non_finite_loss_or_norm_leaves_the_weights_and_the_optimizer_as_they_were(
    scale: float, clip_norm: float | None, message: str
) -> None:
    model, optimizer = model_and_optimizer()
    update(optimizer, loss_of(model), model.parameters())  # an optimizer state to keep
    before = [p.detach().clone() for p in model.parameters()]
    state = [s["exp_avg"].clone() for s in optimizer.state.values()]
    with pytest.raises(NonFiniteError, match=f"^{message}$"):
        update(optimizer, loss_of(model, scale), model.parameters(), clip_norm=clip_norm)
    for was, parameter in zip(before, model.parameters(), strict=True):
        torch.testing.assert_close(parameter.detach(), was, rtol=0, atol=0)
    for was, now in zip(state, optimizer.state.values(), strict=True):
        torch.testing.assert_close(now["exp_avg"], was, rtol=0, atol=0)
