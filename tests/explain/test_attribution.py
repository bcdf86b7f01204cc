"""Attributions against known answers: a model that reads one source position only gets all
of every method's attribution there; integrated gradients are complete (a step's
attributions sum to f(x) - f(baseline)) on every family; occlusion is f(x) minus f with the
token hidden, computed here by hand."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
import torch
from torch import nn

from attnlab.data.tokenizer import PAD_ID
from attnlab.explain import attribute, emitted_log_probs, occlusion, source_embedding
from attnlab.explain.attribution import integrated_gradients
from attnlab.models.protocol import MissingCapability
from tests.explain.models import ATTENTIVE, TGT_VOCAB, batch, build

WATCHED = 2  # the one source position the known-answer model reads


@dataclass
class Output:
    logits: torch.Tensor


class OnePositionModel(nn.Module):
    """logits_t = W tanh(e_WATCHED) + U y_{t-1}: the output depends on one source token."""

    def __init__(self) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.src_embedding = nn.Embedding(11, 6)
        self.read = nn.Linear(6, TGT_VOCAB)
        self.previous = nn.Embedding(TGT_VOCAB, TGT_VOCAB)

    def forward(self, src, src_mask, tgt_in, **_: object) -> Output:
        watched = torch.tanh(self.src_embedding(src)[:, WATCHED])  # (B, 6)
        return Output(self.read(watched)[:, None] + self.previous(tgt_in))  # (B, T, V)


def one_sentence(seed: int = 1) -> tuple[torch.Tensor, ...]:
    src, src_mask, tgt_in = batch(lengths=(6,), target_length=4, seed=seed)
    target = torch.roll(tgt_in, -1, dims=1)
    return src, src_mask, tgt_in, target


def test_a_model_reading_one_position_gets_every_attribution_there() -> None:
    model = OnePositionModel().eval()
    src, src_mask, tgt_in, target = one_sentence()
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    found = attribute(model, src, src_mask, tgt_in, target, path_steps=64)
    found["occlusion"] = occlusion(scores, src, target.shape[1])
    for method in ("occlusion", "grad_x_input", "integrated_gradients"):
        values = found[method]  # (T, S)
        assert values.shape == (4, 6)
        others = torch.cat([values[:, :WATCHED], values[:, WATCHED + 1 :]], dim=1)
        assert others.abs().max() == 0, method
        assert (values[:, WATCHED].abs() > 1e-4).all(), method


def test_occlusion_is_the_fall_in_log_probability_with_the_token_hidden() -> None:
    model = build(*ATTENTIVE["bahdanau"])
    src, src_mask, tgt_in, target = one_sentence()
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    found = occlusion(scores, src, target.shape[1])  # (T, S)
    with torch.no_grad():
        full = scores(src)[0]  # (T,)
        for j in range(src.shape[1]):
            hidden = src.clone()
            hidden[0, j] = PAD_ID
            torch.testing.assert_close(found[:, j], (full - scores(hidden)[0]).float())


# Local-p is left out: its window moves with the source, so f jumps and no path integral
# can be complete. Bahdanau's maxout is swapped for the linear output: both are piecewise
# smooth, but kinks slow the quadrature to 1/n; the Transformer keeps its ReLUs, and a
# looser bound.
@pytest.mark.parametrize(("variant", "bound"), [("bahdanau", 1e-3), ("luong", 1e-3),
                                                ("transformer", 5e-3)])  # fmt: skip
def test_integrated_gradients_are_complete(variant: str, bound: float) -> None:
    family, options = ATTENTIVE[variant]
    if family == "bahdanau":
        options = replace(options, deep_output="linear")
    model = build(family, options)
    src, src_mask, tgt_in, target = one_sentence()
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    with torch.no_grad():
        gap = scores(src)[0] - scores(torch.full_like(src, PAD_ID))[0]  # f(x) - f(baseline)
    errors = []
    for points in (8, 128):
        found, error = integrated_gradients(
            scores, src, source_embedding(model), target.shape[1], path_steps=points
        )
        torch.testing.assert_close(error, found.sum(dim=1) - gap, atol=1e-9, rtol=0)
        errors.append(float(error.abs().max()))
    assert errors[1] <= bound * float(gap.abs().max()) and errors[1] < errors[0]
    # Gradient x input is another method (not complete): it must at least differ from IG.
    gradients = attribute(model, src, src_mask, tgt_in, target, path_steps=8)
    assert not torch.allclose(gradients["grad_x_input"], found)


def test_a_model_without_a_source_embedding_is_named() -> None:
    with pytest.raises(MissingCapability, match="Linear has no src_embedding"):
        source_embedding(nn.Linear(2, 2))
