"""Attributions against known answers: a model that reads one source position only gets all
of every method's attribution there; integrated gradients are complete (a step's
attributions sum to f(x) - f(baseline), the baseline the zero embedding) on every family,
with as many path points as that takes; occlusion is f(x) minus f with the token hidden,
computed here by hand, a hidden token's embedding the zero vector (IG's baseline)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
import torch
from torch import nn

from attnlab.data.tokenizer import PAD_ID
from attnlab.explain import attribute, emitted_log_probs, occlusion, source_embedding
from attnlab.explain.attribution import (
    COMPLETENESS_TOLERANCE,
    FIRST_PATH_STEPS,
    completeness_gap,
    integrated_gradients,
)
from attnlab.explain.explanation import explain
from attnlab.models.protocol import MissingCapability
from attnlab.runs import load_run
from attnlab.translation import Translator
from attnlab.walkthrough import SENTENCE
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
    grad_x_input, ig = attribute(model, src, src_mask, tgt_in, target, path_steps=64)
    found = {
        "occlusion": occlusion(scores, src, target.shape[1]),
        "grad_x_input": grad_x_input,
        "integrated_gradients": ig.attributions,
    }
    for method in ("occlusion", "grad_x_input", "integrated_gradients"):
        values = found[method]  # (T, S)
        assert values.shape == (4, 6)
        others = torch.cat([values[:, :WATCHED], values[:, WATCHED + 1 :]], dim=1)
        assert others.abs().max() == 0, method
        assert (values[:, WATCHED].abs() > 1e-4).all(), method


# 17 tokens x 16 steps: more occlusions than one batch of MAX_BATCH (256) sentences holds
@pytest.mark.parametrize(("length", "steps"), [(6, 4), (17, 16)])
def test_occlusion_is_the_fall_in_log_probability_with_the_token_hidden(
    length: int, steps: int
) -> None:
    model = build(*ATTENTIVE["bahdanau"])
    src, src_mask, tgt_in = batch(lengths=(length,), target_length=steps)
    target = torch.roll(tgt_in, -1, dims=1)
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    found = occlusion(scores, src, target.shape[1])  # (T, S)
    full = by_hand(model, src, src_mask, tgt_in, target)[0]  # (T,)
    for j in range(src.shape[1]):  # hidden: the token's embedding is the zero vector
        hidden = src.clone()
        hidden[0, j] = PAD_ID
        hand = by_hand(model, hidden, src_mask, tgt_in, target)[0]
        torch.testing.assert_close(found[:, j], full - hand)
    # and <pad>'s own row is not zero: hidden differs from <pad> as the model embeds it
    assert source_embedding(model)(torch.tensor([PAD_ID])).abs().max() > 0


def by_hand(
    model: nn.Module,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    target: torch.Tensor,
) -> torch.Tensor:
    """f(src) (N, S) -> (N, T) without emitted_log_probs: <pad>'s row of the source embedding
    set to zero, the model run as it is, the row put back."""
    weight = source_embedding(model).weight
    kept = weight[PAD_ID].clone()
    with torch.no_grad():
        weight[PAD_ID] = 0.0
        n = src.shape[0]
        logits = model(src, src_mask.expand(n, -1, -1, -1), tgt_in.expand(n, -1)).logits
        weight[PAD_ID] = kept
    return torch.log_softmax(logits.float(), -1).gather(-1, target.expand(n, -1)[..., None])[..., 0]


def scores_from_zero_embedding(model: nn.Module, *sentence: torch.Tensor) -> torch.Tensor:
    """f(baseline) by hand: an all-<pad> source, <pad> embedded as zeros."""
    src, src_mask, tgt_in, target = sentence
    return by_hand(model, torch.full_like(src, PAD_ID), src_mask, tgt_in, target)[0]


# Local-p is left out: its window moves with the source, so f jumps and no path integral
# can be complete. Bahdanau's maxout is swapped for the linear output: both are piecewise
# smooth, but kinks slow the quadrature to 1/n; the Transformer keeps its ReLUs, and a
# looser bound.
@pytest.mark.parametrize(("variant", "bound"), [("bahdanau", 1e-3), ("luong", 1e-3),
                                                ("transformer", 5e-3)])  # fmt: skip
def test_integrated_gradients_are_complete_from_the_zero_embedding(
    variant: str, bound: float
) -> None:
    family, options = ATTENTIVE[variant]
    if family == "bahdanau":
        options = replace(options, deep_output="linear")
    model = build(family, options)
    src, src_mask, tgt_in, target = one_sentence()
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    with torch.no_grad():
        baseline = scores_from_zero_embedding(model, src, src_mask, tgt_in, target)
        difference = scores(src)[0] - baseline
    errors = []
    for points in (8, 128):
        found = integrated_gradients(
            scores, src, source_embedding(model), target.shape[1], path_steps=points
        )
        assert found.path_steps == points
        torch.testing.assert_close(found.difference, difference, atol=1e-6, rtol=0)
        torch.testing.assert_close(
            found.error, found.attributions.sum(dim=1) - difference, atol=1e-6, rtol=0
        )
        errors.append(float(found.error.abs().max()))
    assert errors[1] <= bound * float(difference.abs().max()) and errors[1] < errors[0]
    assert found.gap == pytest.approx(float(found.error.abs().sum() / difference.abs().sum()))
    # Gradient x input is another method (not complete): it must at least differ from IG.
    grad_x_input, _ = attribute(model, src, src_mask, tgt_in, target, path_steps=8)
    assert not torch.allclose(grad_x_input, found.attributions)
    # The zero baseline lasts only while attributing: <pad> embeds as before.
    assert source_embedding(model)(torch.tensor([PAD_ID])).abs().max() > 0


def test_without_path_steps_the_points_double_until_the_gap_is_under_one_percent() -> None:
    model = build(*ATTENTIVE["transformer"])  # ReLUs: 32 points leave a gap over 1 % here
    src, src_mask, tgt_in, target = one_sentence()
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    layer = source_embedding(model)
    first = integrated_gradients(scores, src, layer, 4, path_steps=FIRST_PATH_STEPS)
    assert first.gap > COMPLETENESS_TOLERANCE
    found = integrated_gradients(scores, src, layer, 4)
    assert found.gap < COMPLETENESS_TOLERANCE
    assert found.path_steps in (64, 128, 256, 512, 1024)
    smaller = integrated_gradients(scores, src, layer, 4, path_steps=found.path_steps // 2)
    assert smaller.gap >= COMPLETENESS_TOLERANCE  # it stopped at the first that was enough
    torch.testing.assert_close(
        found.attributions,
        integrated_gradients(scores, src, layer, 4, path_steps=found.path_steps).attributions,
    )


def test_a_model_without_a_source_embedding_is_named() -> None:
    """The whole message: what is missing, what needs it, how to add it, where to read."""
    with pytest.raises(MissingCapability) as raised:
        source_embedding(nn.Linear(2, 2))
    assert str(raised.value) == (
        "Linear has no src_embedding, which the gradient attributions need: give the model a "
        "src_embedding property returning its source embedding layer (see "
        "attnlab.models.protocol, and Plug in your own model in the docs)"
    )
    assert raised.value.capability == "src_embedding"


def test_the_completeness_gap_is_the_error_over_the_change() -> None:
    error, difference = torch.tensor([0.01, -0.03]), torch.tensor([1.0, -3.0])
    assert completeness_gap(error, difference) == pytest.approx(0.04 / 4.0)
    # nothing changed between the baseline and the sentence: no gap to speak of, not 0 / 0
    assert completeness_gap(torch.tensor([0.2]), torch.tensor([0.0])) == 0.0


class UnnamedEmbeddingModel(OnePositionModel):
    """The same model, its source embedding under another name: no src_embedding."""

    def __init__(self) -> None:
        super().__init__()
        self.words = self.src_embedding
        del self.src_embedding

    def forward(self, src, src_mask, tgt_in, **_: object) -> Output:
        watched = torch.tanh(self.words(src)[:, WATCHED])  # (B, 6)
        return Output(self.read(watched)[:, None] + self.previous(tgt_in))  # (B, T, V)


def test_attribute_takes_the_given_layer_and_number_of_points() -> None:
    src, src_mask, tgt_in, target = one_sentence()
    reference, expected = attribute(OnePositionModel().eval(), src, src_mask, tgt_in, target)
    model = UnnamedEmbeddingModel().eval()
    with pytest.raises(MissingCapability):
        attribute(model, src, src_mask, tgt_in, target)
    found, ig = attribute(model, src, src_mask, tgt_in, target, embedding=model.words, path_steps=8)
    torch.testing.assert_close(found, reference)
    assert ig.path_steps == 8 and expected.path_steps != 8


def test_the_points_stop_doubling_at_their_cap() -> None:
    """A step too sharp for any quadrature of 1,024 points: the gap stays over 1 % and the
    search stops there, rather than doubling on."""
    torch.manual_seed(0)
    embedding = nn.Embedding(6, 3)

    def scores(src: torch.Tensor) -> torch.Tensor:  # (N, S) -> (N, 1)
        total = embedding(src).sum(dim=(1, 2))
        return torch.sigmoid(1e6 * (total - 0.5 * total.detach()))[:, None]

    src = torch.tensor([[4, 5]])
    found = integrated_gradients(scores, src, embedding, 1)
    assert found.gap > COMPLETENESS_TOLERANCE
    assert found.path_steps == 1024


def test_a_bfloat16_models_log_probabilities_are_taken_in_float32() -> None:
    """Logits in bfloat16 (8 bits of mantissa) would round log p to about 1e-2: they are
    normalized in float32, as the float32 logits would be."""
    model = OnePositionModel().to(torch.bfloat16).eval()
    src, src_mask, tgt_in, target = one_sentence()
    found = emitted_log_probs(model, src_mask, tgt_in, target)(src)
    with torch.no_grad():
        logits = model(src, src_mask, tgt_in).logits.float()  # (1, T, V)
    expected = torch.log_softmax(logits, dim=-1).gather(-1, target[..., None])[..., 0]
    assert found.dtype == torch.float32
    torch.testing.assert_close(found.detach(), expected, atol=1e-6, rtol=0)


def test_explain_attributes_the_translation_of_the_beam_asked_for() -> None:
    """beam=1 explains the greedy translation; no beam, the run's own (5 here, which
    translates the sentence differently); beam 0 is refused. The explanation says which."""
    run = load_run("transformer")
    options = run.config.decode
    greedy = explain(run, SENTENCE, beam=1, path_steps=4, measure_faithfulness=False)
    default = explain(run, SENTENCE, path_steps=4, measure_faithfulness=False)
    assert (greedy.beam, default.beam) == (1, options.beam_size) and options.beam_size > 1
    translator = Translator(run)  # the run's decoding options
    by_beam = {
        beam: translator.translate([SENTENCE], beam)[0].target_tokens
        for beam in (1, options.beam_size)
    }
    assert greedy.target_tokens == by_beam[1] != by_beam[options.beam_size]
    assert default.target_tokens == by_beam[options.beam_size]
    assert greedy.attributions["occlusion"].shape[0] == len(by_beam[1])
    with pytest.raises(ValueError, match="--beam must be at least 1"):
        explain(run, SENTENCE, beam=0, path_steps=4, measure_faithfulness=False)
