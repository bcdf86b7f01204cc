"""Show, Attend and Tell: shapes and masks of both attention variants, the decoder protocol
(step unrolled equals forward; greedy and beam search unchanged), the loss terms, and
REINFORCE's gradient estimate against the exact gradient of a categorical policy."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import replace

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from attnlab.data.scenes import CaptionVocabulary, SceneOptions, collate_scenes, make_scenes
from attnlab.decoding import beam_search, greedy_search
from attnlab.experiments.scenes_measures import attention_per_word
from attnlab.models.show_attend_tell import (
    CaptionOutput,
    ShowAttendTell,
    ShowAttendTellOptions,
    caption_loss,
    doubly_stochastic_penalty,
    leave_one_out,
    region_mask,
    reinforce_surrogate,
    repeat_samples,
)
from tests.vision.tiny_captioner import needs_fashion_mnist

VOCAB, B, T, L = 12, 3, 5, 36
KINDS = ("soft", "hard")


def tiny(kind: str) -> ShowAttendTell:
    torch.manual_seed(0)
    options = ShowAttendTellOptions(
        attention=kind, channels=8, embed_dim=8, hidden_dim=16, attention_dim=8, dropout=0.0
    )
    return ShowAttendTell(VOCAB, options)


def batch() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(1)
    images = torch.rand(B, 1, 96, 96, generator=generator)
    tgt_in = torch.randint(4, VOCAB, (B, T), generator=generator)
    return images, region_mask(images), tgt_in


def targets(tgt_in: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """The words each step predicts, (B, T), the first caption's last two padded, and the
    steps that have a word (B, T) True."""
    tgt_out = torch.cat([tgt_in[:, 1:], torch.full((B, 1), 3)], dim=1)
    tgt_out[0, -2:] = 0
    return tgt_out, tgt_out != 0


def hard_loss_by_hand(
    model: ShowAttendTell,
    output: CaptionOutput,
    log_p: torch.Tensor,
    steps: torch.Tensor,
    advantage: Callable[[int, int], torch.Tensor],
) -> torch.Tensor:
    """Hard attention's loss per word, a step at a time: the cross-entropy of ``log_p``
    (B, T, pad zeroed), minus each step's ``advantage(row, t)`` x its choice's log-probability
    (REINFORCE), minus the entropy bonus."""
    assert output.choice_log_probs is not None and output.entropy is not None
    reinforce = torch.tensor(0.0)
    for row in range(log_p.shape[0]):
        for t in range(log_p.shape[1]):
            if steps[row, t]:
                gain = advantage(row, t).detach()
                reinforce = reinforce - gain * output.choice_log_probs[row, t]
    options = model.options
    entropy = (output.entropy * steps).sum()
    expected = -log_p.sum() + options.reinforce_weight * reinforce
    return (expected - options.entropy_weight * entropy) / steps.sum()


@pytest.mark.parametrize("kind", KINDS)
def test_forward_shapes_and_weights_over_the_regions(kind: str) -> None:
    model = tiny(kind).train()
    images, mask, tgt_in = batch()
    assert mask.shape == (B, 1, 1, L) and mask.dtype == torch.bool
    output = model(images, mask, tgt_in, need_weights=True)
    assert output.logits.shape == (B, T, VOCAB)
    weights = output.attention.cross[0]
    assert weights.shape == (B, 1, T, L)
    assert (weights >= 0).all()
    torch.testing.assert_close(weights.sum(-1), torch.ones(B, 1, T))
    record = output.records.cross[0]
    assert record.context.shape == (B, 1, T, 8) and record.query is not None
    if kind == "hard":  # training samples one region per step: the context is that region's
        assert output.choice_log_probs is not None and output.entropy is not None
        assert output.choice_log_probs.shape == (B, T) and (output.choice_log_probs <= 0).all()
        assert output.entropy.shape == (B, T) and (output.entropy >= 0).all()
        annotations = model.encode(images, mask)  # (B, L, C)
        for b in range(B):
            for t in range(T):
                # context = beta * a_s for one region s: parallel to one annotation
                cosine = torch.nn.functional.cosine_similarity(
                    annotations[b], record.context[b, 0, t][None], dim=-1
                )
                assert torch.isclose(cosine.max(), torch.tensor(1.0), atol=1e-5)
    else:
        assert output.choice_log_probs is None


@pytest.mark.parametrize("kind", KINDS)
def test_step_unrolled_equals_forward(kind: str) -> None:
    model = tiny(kind).eval()  # hard attention evaluates with the most probable region
    images, mask, tgt_in = batch()
    with torch.no_grad():
        full = model(images, mask, tgt_in, need_weights=True)
        state = model.init_state(model.encode(images, mask), mask)
        for t in range(T):
            out = model.step(tgt_in[:, t], state)
            torch.testing.assert_close(out.logits, full.logits[:, t])
            torch.testing.assert_close(
                out.attention.cross[0], full.attention.cross[0][:, :, t : t + 1]
            )
            state = out.state


@pytest.mark.parametrize("kind", KINDS)
def test_greedy_and_beam_search_run_unchanged(kind: str) -> None:
    model = tiny(kind).eval()
    images, mask, _ = batch()
    greedy = greedy_search(model, images, mask, bos_id=2, eos_id=3, max_len_ratio=0.1)
    beam = beam_search(
        model, images, mask, bos_id=2, eos_id=3, beam_size=1, length_penalty=0.0, max_len_ratio=0.1
    )
    assert [h.tokens for h in greedy] == [h.tokens for h in beam]
    wide = beam_search(model, images, mask, bos_id=2, eos_id=3, beam_size=3, max_len_ratio=0.1)
    for hypothesis in [*greedy, *wide]:
        maps = hypothesis.attention.cross[0]  # (1, 1, T, L)
        assert maps.shape[-1] == L and maps.shape[2] == len(hypothesis.tokens) + hypothesis.ended


def test_wrong_images_or_mask_are_refused() -> None:
    model = tiny("soft")
    images, mask, tgt_in = batch()
    with pytest.raises(ValueError, match="96"):
        model(images[:, :, :64, :64], mask, tgt_in)
    with pytest.raises(ValueError, match="region_mask"):
        model(images, mask[..., :10], tgt_in)
    with pytest.raises(
        ValueError,
        match=r"^the region mask must be boolean \(3, 1, 1, 36\), got torch.int64 \(3, 1, 1, 36\); "
        r"build it with attnlab\.models\.show_attend_tell\.region_mask$",
    ):
        model(images, mask.long(), tgt_in)


def test_images_and_prev_tokens_of_the_wrong_rank_are_named() -> None:
    model = tiny("soft").eval()
    images, mask, tgt_in = batch()
    for wrong in (images[:, 0], images[None]):  # (B, 96, 96) and (1, B, 1, 96, 96)
        shape = re.escape(str(tuple(wrong.shape)))
        with pytest.raises(
            ValueError, match=rf"^images must have 4 dimensions, got shape {shape}$"
        ):
            model(wrong, mask, tgt_in)
    state = model.init_state(model.encode(images, mask), mask)
    for tokens in (tgt_in[0, 0], tgt_in[:, :1]):  # one token () and a column (B, 1)
        shape = re.escape(str(tuple(tokens.shape)))
        with pytest.raises(
            ValueError, match=rf"^prev_tokens must have 1 dimensions, got shape {shape}$"
        ):
            model.step(tokens, state)


def test_doubly_stochastic_penalty_is_zero_when_every_region_gets_one_in_total() -> None:
    steps = torch.ones(1, 4, dtype=torch.bool)
    covering = torch.eye(4)[None]  # each of 4 regions attended once over 4 steps
    assert doubly_stochastic_penalty(covering, steps).item() == 0.0
    staring = torch.zeros(1, 4, 4)
    staring[..., 0] = 1.0  # all four steps on region 0: (1-4)^2 + 3 * 1
    assert doubly_stochastic_penalty(staring, steps).item() == 12.0
    padded = torch.tensor([[True, True, False, False]])
    assert doubly_stochastic_penalty(covering, padded).item() == 2.0  # two regions unseen
    # one penalty per caption of the batch, (B,)
    batch = torch.cat([covering, staring, covering])
    per_caption = doubly_stochastic_penalty(batch, torch.cat([steps, steps, padded]))
    assert per_caption.tolist() == [0.0, 12.0, 2.0]


@pytest.mark.parametrize("kind", KINDS)
def test_caption_loss_trains_both_variants(kind: str) -> None:
    model = tiny(kind).train()
    images, mask, tgt_in = batch()
    tgt_out, _ = targets(tgt_in)  # padding is left out
    baseline = model.reward_baseline.clone()
    loss, nll = caption_loss(model, model(images, mask, tgt_in), tgt_out, pad_id=0)  # no flag
    loss.backward()
    grads = [p.grad for p in model.encoder.parameters()]
    assert all(g is not None and torch.isfinite(g).all() for g in grads)
    assert torch.isfinite(nll) and nll > 0
    # hard attention moves its baseline toward the log-likelihood per word
    assert (model.reward_baseline != baseline).item() == (kind == "hard")


def test_reinforce_estimates_the_exact_gradient_of_a_categorical_policy() -> None:
    """d/dtheta E_{s ~ softmax(theta)}[f(s)], exactly (autograd through the expectation) and by
    REINFORCE from samples, with and without a baseline: the same in expectation."""
    torch.manual_seed(0)
    theta = torch.tensor([0.3, -0.5, 1.0, 0.1], requires_grad=True)
    reward = torch.tensor([1.0, 4.0, -2.0, 0.5])
    exact = torch.autograd.grad(-(torch.softmax(theta, 0) * reward).sum(), theta)[0]
    samples = 200_000
    for baseline in (0.0, 1.0):
        log_probs = torch.log_softmax(theta, 0)
        choices = torch.multinomial(log_probs.exp().detach(), samples, replacement=True)
        surrogate = reinforce_surrogate(log_probs[choices], reward[choices], baseline) / samples
        estimate = torch.autograd.grad(surrogate, theta)[0]
        torch.testing.assert_close(estimate, exact, atol=0.02, rtol=0.0)
    # the leave-one-out baseline of 4 draws per group depends on the other draws only, so
    # the estimate stays unbiased (a baseline that saw the draw's own reward would not)
    log_probs = torch.log_softmax(theta, 0)
    choices = torch.multinomial(log_probs.exp().detach(), samples, replacement=True)
    baseline = leave_one_out(reward[choices], 4)
    surrogate = reinforce_surrogate(log_probs[choices], reward[choices], baseline) / samples
    estimate = torch.autograd.grad(surrogate, theta)[0]
    torch.testing.assert_close(estimate, exact, atol=0.02, rtol=0.0)
    # the estimator is not trivially right: a wrong sign or a missing advantage shows
    assert (exact.abs() > 0.1).any()


@pytest.mark.parametrize("kind", KINDS)
def test_reweight_intervenes_on_alpha_in_forward_and_step(kind: str) -> None:
    model = tiny(kind).eval()
    images, mask, tgt_in = batch()
    with torch.no_grad():
        plain = model(images, mask, tgt_in)
        unchanged = model(images, mask, tgt_in, reweight=lambda weights, _mask: weights)
        uniform = model(
            images,
            mask,
            tgt_in,
            need_weights=True,
            reweight=lambda weights, _mask: torch.full_like(weights, 1 / L),
        )
        state = model.init_state(model.encode(images, mask), mask)
        stepped = model.step(tgt_in[:, 0], state, reweight=lambda w, _m: torch.full_like(w, 1 / L))
    torch.testing.assert_close(unchanged.logits, plain.logits, rtol=0, atol=0)
    assert torch.equal(uniform.attention.cross[0], torch.full((B, 1, T, L), 1 / L))
    torch.testing.assert_close(stepped.logits, uniform.logits[:, 0])
    if kind == "soft":  # the mean of all regions, not the weighted read: the words change
        assert not torch.allclose(uniform.logits, plain.logits)


def test_the_record_s_key_is_the_projected_key_the_score_reads() -> None:
    model = tiny("soft").eval()
    images, mask, tgt_in = batch()
    with torch.no_grad():
        record = model(images, mask, tgt_in[:, :1], need_weights=True).records.cross[0]
        projected = model.score.project_keys(model.encode(images, mask))  # (B, L, A)
    assert record.key is not None
    torch.testing.assert_close(record.key, projected[:, None])


@pytest.mark.parametrize("kind", KINDS)
def test_caption_loss_is_its_terms_with_their_signs(kind: str) -> None:
    """Known answer: the loss per word is the cross-entropy plus coverage_weight x the doubly
    stochastic penalty (soft), or plus reinforce_weight x the REINFORCE surrogate of the
    log-likelihood minus entropy_weight x the entropy (hard: the bonus rewards spread)."""
    model = tiny(kind).train()
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    torch.manual_seed(3)
    output = model(images, mask, tgt_in, need_weights=True)
    baseline = model.reward_baseline.clone()
    loss, _ = caption_loss(model, output, tgt_out, pad_id=0, update=False)
    log_p = torch.log_softmax(output.logits, dim=-1).gather(2, tgt_out[..., None])[..., 0]
    cross_entropy = -(log_p * steps).sum()
    options = model.options
    if kind == "soft":
        weights = output.attention.cross[0][:, 0]  # (B, T, L)
        coverage = ((1 - (weights * steps[..., None]).sum(dim=1)) ** 2).sum()
        expected = cross_entropy + options.coverage_weight * coverage
    else:
        assert output.choice_log_probs is not None and output.entropy is not None
        log_likelihood = (log_p * steps).sum(dim=1)  # log p(y | a, s), higher is better
        advantage = log_likelihood - baseline * steps.sum(dim=1)
        reinforce = -(advantage.detach() * (output.choice_log_probs * steps).sum(dim=1)).sum()
        entropy = (output.entropy * steps).sum()
        expected = (
            cross_entropy + options.reinforce_weight * reinforce - options.entropy_weight * entropy
        )
    torch.testing.assert_close(loss, expected / steps.sum())


def test_the_reward_to_go_judges_each_choice_by_the_words_from_its_step_on() -> None:
    """Known answer: with reward "to_go" step t's choice is weighted by sum_{t' >= t} log
    p(y_t') minus the baseline per word times the words from t on."""
    model = tiny("hard").train()
    model.options = replace(model.options, reward="to_go")
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    torch.manual_seed(3)
    output = model(images, mask, tgt_in, need_weights=True)
    baseline = model.reward_baseline.clone()
    loss, _ = caption_loss(model, output, tgt_out, pad_id=0, update=False)
    log_p = torch.log_softmax(output.logits, dim=-1).gather(2, tgt_out[..., None])[..., 0]
    log_p = log_p * steps
    assert output.choice_log_probs is not None and output.entropy is not None
    expected = hard_loss_by_hand(
        model,
        output,
        log_p,
        steps,
        lambda row, t: log_p[row, t:].sum() - baseline * steps[row, t:].sum(),
    )
    torch.testing.assert_close(loss, expected)


def test_the_leave_one_out_baseline_is_the_mean_of_the_image_s_other_samples() -> None:
    rewards = torch.tensor([1.0, 2.0, 6.0, -3.0, 0.0, 3.0])  # two images, three samples each
    expected = torch.tensor([4.0, 3.5, 1.5, 1.5, 0.0, -1.5])
    torch.testing.assert_close(leave_one_out(rewards, 3), expected)
    to_go = torch.stack([rewards, 2 * rewards], dim=1)  # (6, 2): per step, the same rule
    torch.testing.assert_close(leave_one_out(to_go, 3), torch.stack([expected, 2 * expected], 1))
    for samples in (1, 4):  # one sample has no others; 6 rows are not groups of 4
        with pytest.raises(ValueError, match=f"got samples={samples} for 6 rows"):
            leave_one_out(rewards, samples)


@pytest.mark.parametrize("reward", ["caption", "to_go"])
def test_samples_judge_each_sequence_against_the_other_samples_of_its_image(reward: str) -> None:
    """Known answer: with ``samples`` = 2 the rows are each image twice, side by side, and
    each row's advantage is its reward minus its twin's (not the moving average)."""
    model = tiny("hard").train()
    model.options = replace(model.options, samples=2, reward=reward)
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    images, mask, tgt_in, tgt_out, steps = repeat_samples(2, images, mask, tgt_in, tgt_out, steps)
    torch.testing.assert_close(tgt_in[0], tgt_in[1])
    torch.manual_seed(3)
    output = model(images, mask, tgt_in, need_weights=True)
    loss, _ = caption_loss(model, output, tgt_out, pad_id=0, update=False)
    log_p = torch.log_softmax(output.logits, dim=-1).gather(2, tgt_out[..., None])[..., 0]
    log_p = log_p * steps
    assert output.choice_log_probs is not None and output.entropy is not None
    twin = torch.arange(2 * B) ^ 1  # 0 <-> 1, 2 <-> 3, ...
    start = {"to_go": lambda t: t, "caption": lambda t: 0}[reward]
    expected = hard_loss_by_hand(
        model,
        output,
        log_p,
        steps,
        lambda row, t: log_p[row, start(t) :].sum() - log_p[twin[row], start(t) :].sum(),
    )
    torch.testing.assert_close(loss, expected)


@pytest.mark.parametrize("share", [0.0, 0.5])
def test_expected_location_reads_the_soft_context_on_its_share_of_the_steps(share: float) -> None:
    """Xu et al.'s remedy: a step that reads the expected context sum_i alpha_i a_i has no
    choice for REINFORCE (log-probability 0) and passes gradient to alpha; the others read
    one region of the annotations."""
    model = tiny("hard").train()
    model.options = replace(model.options, expected_location=share)
    model.gate = None  # the context as read, unscaled
    images, mask, _ = batch()
    state = model.init_state(model.encode(images, mask), mask)
    expected_steps, checked_gradient = 0, False
    for seed in range(20):
        torch.manual_seed(seed)
        read, choice_log_prob = model._attend(state)
        assert read.weights is not None and choice_log_prob is not None
        soft = (read.weights[:, 0, 0, :, None] * state.annotations).sum(dim=1)  # (B, C)
        context = read.context[:, 0, 0]
        for row in range(B):
            if choice_log_prob[row] == 0:
                expected_steps += 1
                torch.testing.assert_close(context[row], soft[row])
            else:
                assert any(torch.equal(context[row], a) for a in state.annotations[row])
        expected = choice_log_prob == 0
        if expected.any() and not expected.all() and not checked_gradient:
            # the expectation carries gradient back to the score, a sampled region none
            probe = torch.randn_like(context)
            score = list(model.score.parameters())
            into_expected = torch.autograd.grad(
                (context * probe)[expected].sum(), score, retain_graph=True
            )
            assert any(g.abs().sum() > 0 for g in into_expected)
            into_sampled = torch.autograd.grad(
                (context * probe)[~expected].sum(), score, allow_unused=True
            )
            assert all(g is None or g.abs().sum() == 0 for g in into_sampled)
            checked_gradient = True
    assert (expected_steps > 0) == (share > 0) and expected_steps < 60
    assert checked_gradient == (share > 0)


@pytest.mark.gpu
def test_hard_attention_reading_the_expectation_trains_on_cuda() -> None:
    """The draws that pick the expected-location steps live on the model's device: a CPU
    mask beside CUDA contexts would be refused on the first forward."""
    model = tiny("hard").train().cuda()
    model.options = replace(model.options, expected_location=0.5)
    images, mask, _ = (tensor.cuda() for tensor in batch())
    state = model.init_state(model.encode(images, mask), mask)
    read, choice_log_prob = model._attend(state)
    assert read.context.device.type == "cuda" and choice_log_prob is not None
    assert choice_log_prob.device.type == "cuda"


def test_the_gate_beta_reads_the_previous_hidden_state_not_the_cell() -> None:
    """beta = sigmoid(f_beta(h_{t-1})) scales z_t (Xu et al. 2015, 4.2.1)."""
    model = tiny("soft").eval()
    assert model.gate is not None
    images, mask, _ = batch()
    with torch.no_grad():
        state = model.init_state(model.encode(images, mask), mask)
        state = replace(state, cell=torch.randn_like(state.cell))  # unlike the hidden state
        gated, _ = model._attend(state)
        gate, model.gate = model.gate, None
        plain, _ = model._attend(state)
        beta = torch.sigmoid(gate(state.hidden))  # (B, 1)
    torch.testing.assert_close(gated.context, plain.context * beta[:, None, None, :])


@needs_fashion_mnist
def test_the_scenes_experiment_reads_each_word_s_alpha_from_the_step_that_writes_it() -> None:
    """Known answer, stepped by hand: word t's alpha comes from the step whose input is
    tgt_in[t] (bos, then word t-1) and whose output is word t, not one step early or late."""
    vocabulary = CaptionVocabulary()
    torch.manual_seed(0)
    options = ShowAttendTellOptions(
        channels=8, embed_dim=8, hidden_dim=16, attention_dim=8, dropout=0.0
    )
    model = ShowAttendTell(vocabulary.size, options).eval()
    batch = collate_scenes(make_scenes("test", 0, 3, SceneOptions()), vocabulary)
    measured = attention_per_word(model, batch)
    mask = region_mask(batch.images)
    with torch.no_grad():
        state = model.init_state(model.encode(batch.images, mask), mask)
        stepped = []
        for t in range(batch.tgt_in.shape[1]):
            out = model.step(batch.tgt_in[:, t], state)
            stepped.append(out.attention.cross[0][:, 0, 0])  # (B, L), writing word t
            state = out.state
    for b, scene in enumerate(batch.scenes):
        expected = torch.stack([stepped[t][b] for t in range(len(scene.words))]).numpy()
        np.testing.assert_allclose(measured[b], expected, atol=1e-6)


def test_label_smoothing_enters_the_loss_and_the_plain_nll_stays_reported() -> None:
    model = tiny("soft").train()
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    output = model(images, mask, tgt_in, need_weights=True)
    loss, nll = caption_loss(model, output, tgt_out, pad_id=0, label_smoothing=0.1)
    logits = output.logits.transpose(1, 2)  # (B, V, T)
    smoothed = (
        F.cross_entropy(logits, tgt_out, reduction="none", label_smoothing=0.1) * steps
    ).sum()
    plain = (F.cross_entropy(logits, tgt_out, reduction="none") * steps).sum()
    weights = output.attention.cross[0][:, 0]  # (B, T, L)
    coverage = model.options.coverage_weight * doubly_stochastic_penalty(weights, steps).sum()
    torch.testing.assert_close(loss, (smoothed + coverage) / steps.sum())
    torch.testing.assert_close(nll, plain / steps.sum())  # per word, unsmoothed
    unsmoothed, _ = caption_loss(model, output, tgt_out, pad_id=0)
    torch.testing.assert_close(unsmoothed, (plain + coverage) / steps.sum())


def test_hard_attention_evaluated_is_scored_by_its_cross_entropy_alone() -> None:
    model = tiny("hard").eval()  # the expected context: no choices, no REINFORCE term
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    with torch.no_grad():
        output = model(images, mask, tgt_in, need_weights=True)
        loss, nll = caption_loss(model, output, tgt_out, pad_id=0)
    logits = output.logits.transpose(1, 2)
    plain = (F.cross_entropy(logits, tgt_out, reduction="none") * steps).sum() / steps.sum()
    torch.testing.assert_close(loss, plain)
    torch.testing.assert_close(nll, plain)


def test_hard_training_moves_the_baseline_toward_the_log_likelihood_per_word() -> None:
    model = tiny("hard").train()
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    model.reward_baseline.fill_(-2.0)
    output = model(images, mask, tgt_in, need_weights=True)
    _, nll = caption_loss(model, output, tgt_out, pad_id=0)
    logits = output.logits.transpose(1, 2)
    token_nll = F.cross_entropy(logits, tgt_out, reduction="none") * steps
    per_word = -token_nll.sum() / steps.sum()  # log p(y | a, s) per word
    decay = model.options.baseline_decay
    torch.testing.assert_close(
        model.reward_baseline, (decay * -2.0 + (1 - decay) * per_word).detach()
    )
    torch.testing.assert_close(nll, -per_word.detach())


def test_the_captioner_names_a_target_of_the_wrong_rank_and_records_when_asked() -> None:
    model = tiny("soft").eval()
    images, mask, tgt_in = batch()
    with pytest.raises(ValueError, match=r"^tgt_in must have 2 dimensions, got shape \(1, 3, 5\)"):
        model(images, mask, tgt_in[None])
    assert model(images, mask, tgt_in).records.cross == []
    assert len(model(images, mask, tgt_in, need_weights=True).records.cross) == 1


def test_regions_the_mask_hides_get_no_weight_teacher_forced() -> None:
    model = tiny("soft").eval()
    images, mask, tgt_in = batch()
    mask = mask.clone()
    mask[..., : L // 2] = False  # the first half of the regions hidden
    weights = model(images, mask, tgt_in, need_weights=True).attention.cross[0]  # (B, 1, T, L)
    assert (weights[..., : L // 2] == 0).all() and (weights[..., L // 2 :] > 0).all()


def test_a_step_records_its_read_only_when_asked() -> None:
    model = tiny("soft").eval()
    images, mask, tgt_in = batch()
    with torch.no_grad():
        state = model.init_state(model.encode(images, mask), mask)
        assert model.step(tgt_in[:, 0], state, need_weights=False).records.cross == []
        recorded = model.step(tgt_in[:, 0], state)
    [read] = recorded.records.cross
    assert read.weights is not None and read.context.shape == (B, 1, 1, 8)
    torch.testing.assert_close(read.weights, recorded.attention.cross[0])


@pytest.mark.parametrize("gate", [True, False])
def test_a_step_is_the_paper_s_lstm_and_deep_output(gate: bool) -> None:
    """Known answer, Xu et al.'s eq. 1-3 and 7 written out from the model's weights:
    z_t = beta_t sum_i alpha_ti a_i (beta_t = 1 without the gate); gates i, f, g, o from
    [E y_{t-1}, z_t] and h_{t-1}; c_t = f c_{t-1} + i g, h_t = o tanh(c_t); logits
    L_o(E y_{t-1} + L_h h_t + L_z z_t)."""
    torch.manual_seed(0)
    options = ShowAttendTellOptions(
        channels=8, embed_dim=8, hidden_dim=16, attention_dim=8, dropout=0.0, gate=gate
    )
    model = ShowAttendTell(VOCAB, options).eval()
    images, mask, tgt_in = batch()
    with torch.no_grad():
        state = model.init_state(model.encode(images, mask), mask)
        out = model.step(tgt_in[:, 0], state)
        alpha = out.attention.cross[0][:, 0, 0]  # (B, L)
        context = (alpha[..., None] * state.annotations).sum(dim=1)  # (B, C)
        if gate:
            assert model.gate is not None
            context = torch.sigmoid(model.gate(state.hidden)) * context
        embedded = model.embedding(tgt_in[:, 0])  # (B, E)
        lstm = model.lstm
        gates = (
            torch.cat([embedded, context], dim=-1) @ lstm.weight_ih.T
            + lstm.bias_ih
            + state.hidden @ lstm.weight_hh.T
            + lstm.bias_hh
        )  # (B, 4 Hd): PyTorch's order i, f, g, o
        i, f, g, o = gates.chunk(4, dim=-1)
        cell = torch.sigmoid(f) * state.cell + torch.sigmoid(i) * torch.tanh(g)
        hidden = torch.sigmoid(o) * torch.tanh(cell)
        logits = model.out_vocab(embedded + model.out_hidden(hidden) + model.out_context(context))
    torch.testing.assert_close(out.state.cell, cell)
    torch.testing.assert_close(out.state.hidden, hidden)
    torch.testing.assert_close(out.logits, logits)


def test_each_region_s_learned_position_is_added_to_its_own_annotation() -> None:
    model = tiny("soft")
    images, mask, _ = batch()
    with torch.no_grad():
        before = model.encode(images, mask)
        model.encoder.positions[5] += 1.0  # region 5: the top row's last
        moved = model.encode(images, mask) - before  # (B, L, C)
    expected = torch.zeros(B, L, 8)
    expected[:, 5] = 1.0
    torch.testing.assert_close(moved, expected)


def test_hard_attention_s_entropy_and_choices_under_an_alpha_known_by_hand() -> None:
    """Trained with alpha uniform over 9 regions, every step's entropy is log 9 and its
    choice's log-probability log(1/9); with all of alpha on region 7 the entropy is 0 (0 log 0
    counted as 0), the choice certain (log 1) and the context region 7's annotation."""
    model = tiny("hard").train()
    model.gate = None  # the context as read, unscaled
    images, mask, tgt_in = batch()

    def nine(weights: torch.Tensor, _mask: torch.Tensor) -> torch.Tensor:
        spread = torch.zeros_like(weights)
        spread[..., :9] = 1 / 9
        return spread

    def seven(weights: torch.Tensor, _mask: torch.Tensor) -> torch.Tensor:
        return F.one_hot(torch.full(weights.shape[:-1], 7), L).to(weights.dtype)

    spread = model(images, mask, tgt_in, reweight=nine, need_weights=True)
    assert spread.entropy is not None and spread.choice_log_probs is not None
    torch.testing.assert_close(spread.entropy, torch.full((B, T), math.log(9)))
    torch.testing.assert_close(spread.choice_log_probs, torch.full((B, T), math.log(1 / 9)))
    certain = model(images, mask, tgt_in, need_weights=True, reweight=seven)
    assert certain.entropy is not None and certain.choice_log_probs is not None
    assert certain.entropy.tolist() == [[0.0] * T] * B
    assert certain.choice_log_probs.tolist() == [[0.0] * T] * B
    annotations = model.encode(images, mask)  # (B, L, C)
    torch.testing.assert_close(
        certain.records.cross[0].context[:, 0], annotations[:, 7:8].expand(B, T, 8)
    )


def test_a_seed_replays_hard_attention_s_draws_one_multinomial_draw_from_alpha_a_step() -> None:
    """Without expected_location a training step draws nothing but its region: under the
    same seed, torch.multinomial on each step's alpha picks the regions that were read."""
    model = tiny("hard").train()
    model.gate = None  # the context is the chosen region's annotation
    images, mask, tgt_in = batch()
    with torch.no_grad():
        torch.manual_seed(5)
        output = model(images, mask, tgt_in, need_weights=True)
        annotations = model.encode(images, mask)  # (B, L, C)
    alpha = output.attention.cross[0][:, 0]  # (B, T, L)
    torch.manual_seed(5)
    for t in range(T):
        chosen = torch.multinomial(alpha[:, t], 1)[:, 0]  # (B,)
        torch.testing.assert_close(
            output.records.cross[0].context[:, 0, t], annotations[torch.arange(B), chosen]
        )


def test_a_hard_model_guessing_uniformly_starts_with_nothing_to_reinforce() -> None:
    """The reward baseline starts at a uniform guess's log-probability per word, -log V: a
    model whose logits are all equal has advantage 0 on its first batch, so its loss is the
    cross-entropy, log V per word, minus the entropy bonus alone."""
    model = tiny("hard").train()
    with torch.no_grad():
        model.out_vocab.weight.zero_()
        model.out_vocab.bias.zero_()
    images, mask, tgt_in = batch()
    tgt_out, steps = targets(tgt_in)
    output = model(images, mask, tgt_in, need_weights=True)
    loss, nll = caption_loss(model, output, tgt_out, pad_id=0, update=False)
    assert output.entropy is not None
    bonus = model.options.entropy_weight * (output.entropy * steps).sum() / steps.sum()
    torch.testing.assert_close(nll, torch.tensor(math.log(VOCAB)))
    torch.testing.assert_close(loss, math.log(VOCAB) - bonus)
