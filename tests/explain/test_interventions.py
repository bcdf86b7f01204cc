"""Interventions on attention: each one's definition, row by row; the models' ``reweight``
hook reaching the weights they read with; and known answers: an intervention that keeps each
row's total changes nothing when every value is the same."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from attnlab.decoding import greedy_search
from attnlab.explain import INTERVENTIONS, Intervened, intervene, make_intervention, step_effects
from attnlab.explain.interventions import DESCRIPTIONS, remove_top, uniform
from attnlab.functional import attention_record
from attnlab.masks import padding_mask
from attnlab.models.outputs import AttentionRecords
from attnlab.models.protocol import MissingCapability
from attnlab.runs import LoadedRun, load_run
from attnlab.translation import Translation, Translator
from attnlab.walkthrough import SENTENCE
from tests.explain.models import ATTENTIVE, BOS, FIXED, batch, build


def weights_and_mask() -> tuple[torch.Tensor, torch.Tensor]:
    """Softmax weights (2, 3, 4, 6) over keys hidden past each row's length."""
    generator = torch.Generator().manual_seed(0)
    lengths = torch.tensor([[6], [3]])  # per batch row
    mask = (torch.arange(6) < lengths)[:, None, None, :]  # (2, 1, 1, 6)
    scores = torch.randn(2, 3, 4, 6, generator=generator, dtype=torch.float64)
    return torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1), mask


@pytest.mark.parametrize("name", INTERVENTIONS)
def test_every_intervention_keeps_rows_distributions_over_visible_keys(name: str) -> None:
    weights, mask = weights_and_mask()
    changed = make_intervention(name, seed=3)(weights, mask)
    assert changed.shape == weights.shape and (changed >= 0).all()
    assert (changed.masked_select(~mask.expand_as(changed)) == 0).all()
    torch.testing.assert_close(changed.sum(-1), torch.ones(2, 3, 4, dtype=torch.float64))
    assert not torch.allclose(changed, weights)


def test_permute_moves_the_same_weights_to_other_visible_positions() -> None:
    weights, mask = weights_and_mask()
    shuffled = make_intervention("permute", seed=1)(weights, mask)
    torch.testing.assert_close(shuffled.sort(-1).values, weights.sort(-1).values)
    moved = (shuffled.argmax(-1) != weights.argmax(-1)).float().mean()
    assert moved > 0.3  # a fresh permutation per row, not one shared order


def test_uniform_and_remove_top_by_their_definitions() -> None:
    weights, mask = weights_and_mask()
    flat = uniform(weights, mask)
    assert torch.allclose(flat[0], torch.full_like(flat[0], 1 / 6))
    assert torch.allclose(flat[1, ..., :3], torch.full_like(flat[1, ..., :3], 1 / 3))
    removed = remove_top(weights, mask)
    top = weights.argmax(-1, keepdim=True)
    assert (removed.gather(-1, top) == 0).all()
    rest = weights.scatter(-1, top, 0.0)
    torch.testing.assert_close(removed, rest / rest.sum(-1, keepdim=True))
    # A row with one visible key has nothing left: it reads zeros.
    single = torch.tensor([[1.0, 0.0, 0.0]])
    assert (remove_top(single, torch.tensor([[True, False, False]])) == 0).all()


def test_permute_keeps_hidden_positions_at_zero_wherever_they_are() -> None:
    weights, _ = weights_and_mask()
    # hidden at the front and in the middle, as a local window or a causal mask hides them
    mask = torch.tensor([False, True, True, False, True, True])
    weights = torch.softmax(weights.masked_fill(~mask, float("-inf")), dim=-1)
    for seed in range(5):
        shuffled = make_intervention("permute", seed=seed)(weights, mask)
        assert (shuffled[..., ~mask] == 0).all()
        torch.testing.assert_close(shuffled.sort(-1).values, weights.sort(-1).values)


@pytest.mark.parametrize("name", INTERVENTIONS)
def test_without_a_mask_every_position_is_visible(name: str) -> None:
    weights, _ = weights_and_mask()
    weights = weights[:1]  # the row with every key visible
    changed = make_intervention(name, seed=2)(weights, None)
    torch.testing.assert_close(changed, make_intervention(name, seed=2)(weights, torch.ones(6) > 0))


def test_uniform_gives_a_lone_visible_key_all_the_weight() -> None:
    weights = torch.tensor([[0.0, 1.0, 0.0]])
    assert uniform(weights, torch.tensor([False, True, False])).tolist() == [[0.0, 1.0, 0.0]]


def test_removing_keeps_each_rows_total_when_it_is_not_one() -> None:
    weights = torch.tensor([[0.1, 0.3, 0.1], [0.05, 0.05, 0.4]])  # local-p: rows sum to 0.5
    removed = remove_top(weights, None)
    torch.testing.assert_close(removed, torch.tensor([[0.25, 0.0, 0.25], [0.25, 0.25, 0.0]]))


def test_remove_random_removes_one_visible_position_of_every_row() -> None:
    weights, mask = weights_and_mask()
    visible = mask.expand_as(weights)
    for seed in range(5):
        removed = make_intervention("remove_random", seed=seed)(weights, mask)
        # a hidden position drawn would remove nothing: exactly one visible weight is zeroed
        zeroed = (removed == 0) & visible
        assert (zeroed.sum(-1) == 1).all()


@pytest.mark.parametrize("name", ["permute", "remove_random"])
def test_the_random_interventions_draw_from_their_seed_alone(name: str) -> None:
    weights, mask = weights_and_mask()
    torch.manual_seed(0)
    first = make_intervention(name, seed=4)(weights, mask)
    torch.manual_seed(1)  # the global generator moved: the seed still decides
    torch.testing.assert_close(make_intervention(name, seed=4)(weights, mask), first)
    assert not torch.equal(make_intervention(name, seed=5)(weights, mask), first)
    torch.testing.assert_close(  # the seed by default: 0
        make_intervention(name)(weights, mask), make_intervention(name, seed=0)(weights, mask)
    )


@pytest.mark.parametrize("name", INTERVENTIONS)
def test_equal_values_make_every_intervention_harmless(name: str) -> None:
    generator = torch.Generator().manual_seed(0)
    query, key = (
        torch.randn(2, 3, 5, generator=generator),
        torch.randn(2, 7, 5, generator=generator),
    )
    value = torch.randn(2, 1, 4, generator=generator).expand(2, 7, 4)  # the same at every key
    mask = torch.tensor([[True] * 7, [True] * 4 + [False] * 3])[:, None, :]  # (2, 1, 7)
    plain = attention_record(query, key, value, mask)
    changed = attention_record(query, key, value, mask, reweight=make_intervention(name))
    assert not torch.allclose(plain.weights, changed.weights)  # the record shows what was read
    torch.testing.assert_close(changed.context, plain.context)


@pytest.mark.parametrize("variant", ATTENTIVE, ids=str)
def test_the_hook_sets_the_weights_each_family_reads(variant: str) -> None:
    model = build(*ATTENTIVE[variant])
    src, src_mask, tgt_in = batch()
    plain = model(src, src_mask, tgt_in, need_weights=True)
    flat = model(src, src_mask, tgt_in, need_weights=True, reweight=uniform)
    for record in flat.records.cross:
        visible = record.weights > 0
        expected = visible / visible.sum(-1, keepdim=True)
        torch.testing.assert_close(record.weights, expected.to(record.weights.dtype))
    assert not torch.allclose(plain.logits, flat.logits)
    # step() takes the hook too: unrolled, it equals the teacher-forced pass.
    state = model.init_state(model.encode(src, src_mask), src_mask)
    for t in range(tgt_in.shape[1]):
        out = model.step(tgt_in[:, t], state, reweight=uniform)
        torch.testing.assert_close(out.logits, flat.logits[:, t])
        state = out.state


def test_a_transformer_with_equal_values_ignores_interventions() -> None:
    model = build(*ATTENTIVE["transformer"])
    with torch.no_grad():
        for layer in model.decoder_layers:
            layer.cross_attention.value_proj.weight.zero_()  # every source position: the bias
            layer.cross_attention.value_proj.bias.normal_()
    src, src_mask, tgt_in = batch()
    for name in INTERVENTIONS:
        effects = step_effects(model, src, src_mask, tgt_in, make_intervention(name))
        assert effects.total_variation.max() < 1e-9 and not effects.changed.any()


def test_step_effects_and_the_intervened_decoder_see_a_real_change() -> None:
    model = build(*ATTENTIVE["bahdanau"])
    src, src_mask, tgt_in = batch()
    effects = step_effects(model, src, src_mask, tgt_in, remove_top)
    assert effects.total_variation.shape == tgt_in.shape
    assert (effects.total_variation > 1e-4).all() and (effects.total_variation <= 1).all()
    kept = step_effects(model, src, src_mask, tgt_in, lambda weights, mask: weights)
    assert kept.total_variation.max() < 1e-12
    # Through the decoder protocol: an identity intervention decodes what the model decodes.
    options = {"bos_id": BOS, "eos_id": 3, "need_weights": False}
    same = Intervened(model, lambda weights, mask: weights)
    assert [h.tokens for h in greedy_search(same, src, src_mask, **options)] == [
        h.tokens for h in greedy_search(model, src, src_mask, **options)
    ]


@pytest.mark.parametrize("variant", ATTENTIVE, ids=str)
def test_the_intervened_model_teacher_forced_is_the_model_with_the_hook(variant: str) -> None:
    model = build(*ATTENTIVE[variant])
    src, src_mask, tgt_in = batch()
    expected = model(src, src_mask, tgt_in, need_weights=True, reweight=remove_top)
    found = Intervened(model, remove_top)(src, src_mask, tgt_in, need_weights=True)
    torch.testing.assert_close(found.logits, expected.logits)
    assert len(found.records.cross) == len(expected.records.cross) > 0
    for record, reference in zip(found.records.cross, expected.records.cross, strict=True):
        torch.testing.assert_close(record.weights, reference.weights)
    assert not Intervened(model, remove_top)(src, src_mask, tgt_in).records.cross  # only if asked


@pytest.mark.parametrize("variant", ATTENTIVE, ids=str)
def test_the_intervened_decoder_steps_as_the_model_with_the_hook(variant: str) -> None:
    model = build(*ATTENTIVE[variant])
    src, src_mask, tgt_in = batch()  # lengths 7 and 4: the second row's padding stays hidden
    intervened = Intervened(model, remove_top)
    state = intervened.init_state(intervened.encode(src, src_mask), src_mask)
    expected = model.init_state(model.encode(src, src_mask), src_mask)
    for t in range(tgt_in.shape[1]):
        plain = model.step(tgt_in[:, t], expected)
        found = intervened.step(tgt_in[:, t], state)
        reference = model.step(tgt_in[:, t], expected, reweight=remove_top)
        torch.testing.assert_close(found.logits, reference.logits)
        assert not torch.allclose(found.logits, plain.logits)  # the hook was applied
        assert found.attention.cross  # weights by default, as the model gives them
        for weights, wanted in zip(found.attention.cross, reference.attention.cross, strict=True):
            torch.testing.assert_close(weights, wanted)
        assert len(found.records.cross) == len(reference.attention.cross)
        quiet = intervened.step(tgt_in[:, t], state, need_weights=False)
        assert quiet.records == AttentionRecords()  # records only when asked for
        torch.testing.assert_close(quiet.logits, found.logits)
        state, expected = found.state, reference.state


def test_the_intervened_transformer_encodes_with_its_maps_unless_asked_not_to() -> None:
    model = build(*ATTENTIVE["transformer"])
    src, src_mask, _ = batch()
    intervened = Intervened(model, remove_top)
    assert (
        len(intervened.encode(src, src_mask).self_attention)
        == len(model.encode(src, src_mask).self_attention)
        > 0
    )
    assert not intervened.encode(src, src_mask, need_weights=False).self_attention


def test_the_fixed_context_has_nothing_to_intervene_on() -> None:
    model = build(*FIXED)
    src, src_mask, tgt_in = batch()
    with pytest.raises(ValueError, match="no attention weights to intervene on"):
        model(src, src_mask, tgt_in, reweight=uniform)
    with pytest.raises(ValueError, match="unknown intervention 'shuffle'"):
        make_intervention("shuffle")


@pytest.mark.parametrize("family", list(ATTENTIVE))
def test_step_effects_intervene_on_one_step_after_the_unchanged_prefix(family: str) -> None:
    """Known answer, computed the long way: for each t, the model's clean distribution at t is
    its teacher-forced forward pass; the intervened one is one reweighted step from the state
    the clean prefix tgt_in[:, :t] left (never from an intervened state)."""
    model = build(*ATTENTIVE[family])
    src, src_mask, tgt_in = batch()
    effects = step_effects(model, src, src_mask, tgt_in, remove_top)
    with torch.no_grad():
        clean = torch.softmax(model(src, src_mask, tgt_in).logits.double(), dim=-1)  # (B, T, V)
        expected = []
        for t in range(tgt_in.shape[1]):
            state = model.init_state(model.encode(src, src_mask), src_mask)
            for before in range(t):
                state = model.step(tgt_in[:, before], state, need_weights=False).state
            altered = model.step(tgt_in[:, t], state, need_weights=False, reweight=remove_top)
            q = torch.softmax(altered.logits.double(), dim=-1)  # (B, V)
            expected.append(0.5 * (clean[:, t] - q).abs().sum(dim=-1))
    torch.testing.assert_close(
        effects.total_variation.double(), torch.stack(expected, dim=1), atol=1e-5, rtol=0
    )


class WithoutReweight(torch.nn.Module):
    """Speaks the decoder protocol's names, but its step and forward take no ``reweight``."""

    def step(self, prev_tokens: torch.Tensor, state: object) -> None: ...

    def forward(self, src: torch.Tensor) -> None: ...


def test_a_model_without_the_reweight_hook_is_refused_before_anything_runs() -> None:
    src = torch.zeros(1, 3, dtype=torch.long)
    mask = torch.ones(1, 1, 1, 3, dtype=torch.bool)
    with pytest.raises(MissingCapability) as raised:
        Intervened(WithoutReweight(), uniform)
    assert str(raised.value) == (
        "WithoutReweight has no reweight= hook, which interventions on attention need: let step "
        "and forward take reweight=None and pass it to the attention (see "
        "attnlab.models.protocol, and Plug in your own model in the docs)"
    )
    assert raised.value.capability == "reweight= hook"
    with pytest.raises(MissingCapability, match="WithoutReweight has no reweight= hook"):
        step_effects(WithoutReweight(), src, mask, src, uniform)


def translated(run: LoadedRun, model: torch.nn.Module, sentence: str, beam: int) -> Translation:
    """``sentence`` translated by ``model`` with the run's decoding options."""
    (translation,) = Translator(dataclasses.replace(run, model=model)).translate([sentence], beam)
    return translation


def test_intervene_on_a_shipped_transformer_with_the_beam_and_seed_asked_for() -> None:
    """Greedy (the run's own beam is 5, which translates differently): the original
    translation, the intervention's effect at each of its steps alone (the clean prefix kept),
    and the translation decoded again with seed 3's permutations at every step."""
    run = load_run("transformer")
    assert run.config.decode.beam_size > 1
    effect = intervene(run, SENTENCE, "permute", beam=1, seed=3)
    ids = run.tokenizers.src.encode(SENTENCE)
    src, src_mask = torch.tensor([ids]), padding_mask(torch.tensor([len(ids)]))
    original = translated(run, run.model, SENTENCE, beam=1)
    assert original.target_tokens != translated(run, run.model, SENTENCE, beam=5).target_tokens
    assert effect.name == "permute" and effect.description == DESCRIPTIONS["permute"]
    assert effect.source_tokens == original.source_tokens == run.tokenizers.src.id_to_pieces(ids)
    assert effect.original_tokens == original.target_tokens

    emitted = [run.tokenizers.tgt.piece_to_id(piece) for piece in original.target_tokens[:-1]]
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *emitted]])  # (1, T)
    expected = step_effects(run.model, src, src_mask, tgt_in, make_intervention("permute", 3))
    assert effect.total_variation.shape == effect.changed.shape == (len(original.target_tokens),)
    torch.testing.assert_close(effect.total_variation, expected.total_variation[0])
    assert effect.changed.tolist() == expected.changed[0].tolist()
    assert effect.changed.any() and effect.total_variation.max() > 0.5  # a real change

    altered = translated(run, Intervened(run.model, make_intervention("permute", 3)), SENTENCE, 1)
    assert altered.target_tokens != original.target_tokens
    assert (effect.target, effect.target_tokens) == (altered.target, altered.target_tokens)
    torch.testing.assert_close(  # the head and layer mean, (T', S)
        effect.attention, torch.cat(altered.attention.cross, dim=1).mean(dim=1)[0]
    )


def test_intervene_draws_its_random_interventions_from_the_seed_zero_by_default() -> None:
    run = load_run("transformer")
    first = intervene(run, SENTENCE, "permute", beam=1)
    again = intervene(run, SENTENCE, "permute", beam=1, seed=0)
    other = intervene(run, SENTENCE, "permute", beam=1, seed=3)
    assert first.target_tokens == again.target_tokens != other.target_tokens
    torch.testing.assert_close(first.total_variation, again.total_variation)
    assert not torch.allclose(first.total_variation, other.total_variation)


def test_intervene_refuses_an_unknown_intervention_and_a_model_without_attention() -> None:
    run = load_run("rnnsearch")
    with pytest.raises(ValueError, match="unknown intervention 'shuffle'; choose one of") as raised:
        intervene(run, SENTENCE, "shuffle")
    assert str(list(INTERVENTIONS)) in str(raised.value)
    with pytest.raises(ValueError, match="the fixed_context model has no attention weights"):
        intervene(load_run("fixed-context"), SENTENCE, "uniform")
