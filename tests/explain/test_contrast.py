"""Why this word and not that one: the contrastive attributions against identities they must
satisfy (occlusion of a difference is the difference of occlusions; integrated gradients are
complete), the step scores against the model's own distribution, and the command."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
import torch

from attnlab.cli import main
from attnlab.config import load_config
from attnlab.explain import contrast, explain
from attnlab.explain.attribution import emitted_log_probs
from attnlab.explain.contrast import alternative_id, attribute_contrast, step_scores
from attnlab.explain.explanation import Explanation, find_step
from attnlab.explain.occlusion import occlusion
from attnlab.runs import load_run
from attnlab.training.trainer import train
from tests.explain.test_explain_cli import (
    CONFIG,
    SENTENCE,
    run_dir,  # noqa: F401  (the tiny run, a fixture)
)


def test_a_contrast_is_the_difference_of_two_attributions(run_dir: str) -> None:  # noqa: F811
    run = load_run(run_dir)
    explanation = explain(run, SENTENCE, beam=1, path_steps=8, measure_faithfulness=False)
    step = 1
    emitted = explanation.target_ids
    words = [run.tokenizers.tgt.decode([i]) for i in range(4, 20)]
    word = next(w for w in words if w and alternative_id(run, w) != emitted[step])
    alternative = alternative_id(run, word)
    found = contrast(run, SENTENCE, step, word, beam=1, path_steps=256)
    src = torch.tensor([explanation.source_ids])
    mask = torch.ones(1, 1, 1, src.shape[1], dtype=torch.bool)
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *emitted[:-1]]])
    own = emitted_log_probs(run.model, mask, tgt_in, torch.tensor([emitted]))
    other = emitted_log_probs(run.model, mask, tgt_in, torch.tensor([[alternative] * len(emitted)]))
    expected = occlusion(own, src, len(emitted))[step] - occlusion(other, src, len(emitted))[step]
    torch.testing.assert_close(found.attributions["occlusion"], expected, atol=1e-4, rtol=0)
    with torch.no_grad():
        gap = float(own(src)[0, step] - other(src)[0, step])
    odds = math.log(found.probability / found.alternative_probability)
    assert odds == pytest.approx(gap, abs=1e-4)
    assert abs(found.completeness_error) < 0.01 * max(1.0, abs(gap))  # 256 points: complete
    assert found.emitted == explanation.target_tokens[step]
    assert found.alternative == run.tokenizers.tgt.id_to_piece(alternative)
    assert json.loads(json.dumps(found.to_json()))["step"] == step


def test_step_scores_are_the_models_distribution(run_dir: str) -> None:  # noqa: F811
    run = load_run(run_dir)
    explanation = explain(run, SENTENCE, beam=1, path_steps=8, measure_faithfulness=False)
    steps = explanation.steps
    assert steps is not None and len(steps.probability) == len(explanation.target_ids)
    vocab = run.model.output_proj.out_features if hasattr(run.model, "output_proj") else 10**6
    for t, token in enumerate(explanation.target_tokens):
        assert steps.top[t][0][0] == token  # greedy: the emitted token is the most probable
        assert steps.top[t][0][1] == pytest.approx(float(steps.probability[t]), abs=1e-5)
        assert 0 <= float(steps.entropy[t]) <= math.log(vocab) + 1e-6
    again = Explanation.from_json(explanation.to_json())
    assert again.steps is not None and again.steps.top == [
        [(piece, round(p, 6)) for piece, p in step] for step in steps.top
    ]


def test_the_step_is_named_by_number_or_word() -> None:
    pieces = ["\u2581That", "\u2581black", "\u2581cat", "</s>"]
    assert find_step(pieces, 2) == 2
    assert find_step(pieces, "black") == 1
    assert find_step(pieces, "\u2581black") == 1 and find_step(pieces, "\u2581cat") == 2
    with pytest.raises(ValueError, match="is not among the emitted tokens"):
        find_step(pieces, "dog")
    with pytest.raises(ValueError, match="step must be from 0 to 3"):
        find_step(pieces, 4)


def test_the_contrast_command(run_dir: str, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    assert main(["explain", run_dir, SENTENCE, "--beam", "1", "--contrast", "1:b"]) in (0, 2)
    out, err = capsys.readouterr()
    if err:  # the tiny model may have written "b" first: then it is the same token
        assert "the alternative is the emitted token itself" in err
        assert main(["explain", run_dir, SENTENCE, "--beam", "1", "--contrast", "1:c"]) == 0
        out = capsys.readouterr().out
    assert out.startswith("why ") and "integr. grad." in out
    for bad, said in (("nocolon", "WORD:ALTERNATIVE"), ("0:dog", "steps count from 1")):
        with pytest.raises(SystemExit):
            main(["explain", run_dir, SENTENCE, "--contrast", bad])
        assert said in capsys.readouterr().err


def test_a_contrast_shows_the_steps_attention_row_and_takes_its_points(run_dir: str) -> None:  # noqa: F811
    """The contrast decodes as asked (beam), shows the emitted step's row of the mean
    attention, the same as explain's, and integrates over the points it is given."""
    run = load_run(run_dir)
    explanation = explain(run, SENTENCE, beam=1, path_steps=8, measure_faithfulness=False)
    found = contrast(run, SENTENCE, 1, "b", beam=1, path_steps=8)
    assert found.ig_path_steps == 8 and found.emitted == explanation.target_tokens[1]
    assert found.attention is not None
    torch.testing.assert_close(found.attention, explanation.attention["mean"][1])


def test_a_contrast_on_a_model_without_attention_shows_no_row(tmp_path: Path) -> None:
    """The fixed context has no attention to show beside the attributions: None, not a row
    of an empty map."""
    overrides = [f"--run_dir={tmp_path / 'fixed'}", "--model.family=fixed_context"]
    overrides += ["--train.max_steps=2", "--train.eval_every=2", "--train.dev_bleu_sentences=2"]
    overrides += ["--data.corpus=synthetic:reverse:num_train=50"]
    run = load_run(train(load_config(CONFIG, overrides)))
    found = contrast(run, SENTENCE, 0, "b", beam=1, path_steps=4)
    assert found.attention is None and found.ig_path_steps == 4


def test_step_scores_give_each_steps_probability_entropy_and_five_most_probable(
    run_dir: str,  # noqa: F811
) -> None:
    """Logits set by hand over the tiny run's target pieces, two steps (fewer than the five
    tokens shown a step): the first can emit only </s> (p 3/4) or ▁b (1/4), the second's
    logit of piece k is k / 10."""
    run = load_run(run_dir)
    target = run.tokenizers.tgt
    vocab, b = target.vocab_size, target.piece_to_id("\u2581b")
    assert b is not None
    first = torch.full((vocab,), -math.inf)
    first[target.eos_id], first[b] = math.log(3.0), 0.0
    second = torch.arange(vocab) / 10
    found = step_scores(
        run, torch.stack([first, second])[None], torch.tensor([[target.eos_id, vocab - 1]])
    )
    weights = [math.exp(k / 10) for k in range(vocab)]
    p = [w / sum(weights) for w in weights]
    torch.testing.assert_close(found.probability, torch.tensor([0.75, p[-1]]))
    entropy = [-(0.75 * math.log(0.75) + 0.25 * math.log(0.25)), -sum(q * math.log(q) for q in p)]
    torch.testing.assert_close(found.entropy, torch.tensor(entropy))  # 0 log 0 counted as 0
    assert [len(top) for top in found.top] == [5, 5]
    assert found.top[0][:2] == [("</s>", pytest.approx(0.75)), ("\u2581b", pytest.approx(0.25))]
    assert [q for _, q in found.top[0][2:]] == [0.0, 0.0, 0.0]  # impossible, but shown
    assert [piece for piece, _ in found.top[1]] == target.id_to_pieces(
        range(vocab - 1, vocab - 6, -1)
    )
    assert [q for _, q in found.top[1]] == pytest.approx(p[:-6:-1], abs=1e-6)
    record = found.to_json()  # six decimals
    assert record["probability"] == [0.75, 0.103673] and record["entropy"][0] == 0.562335
    assert record["entropy"][1] == pytest.approx(entropy[1], abs=1e-6)


def test_an_alternative_names_a_piece_or_a_words_first_piece(run_dir: str) -> None:  # noqa: F811
    run = load_run(run_dir)
    target = run.tokenizers.tgt
    # the tiny run's pieces: "▁b" starts a word, "b" continues one; "bc" is no piece
    start, inside = target.piece_to_id("\u2581b"), target.piece_to_id("b")
    assert start is not None and inside is not None and target.piece_to_id("bc") is None
    assert alternative_id(run, " \u2581b ") == start
    assert alternative_id(run, "b") == inside  # a piece of the vocabulary is itself
    assert alternative_id(run, "bc") == start  # a word: the piece it starts with
    assert alternative_id(run, "</s>") == target.eos_id
    with pytest.raises(
        ValueError, match=r"^the alternative ' ' has no target pieces; give a word$"
    ):
        alternative_id(run, " ")
    # "z" is no character of the tiny run's targets: "zz" would be written "▁", then <unk>
    assert target.encode("zz")[1:] == [target.unk_id]
    unwritable = (
        r"^the alternative 'zz' starts with a character the target vocabulary does not have; "
        r"give a word the model can write$"
    )
    with pytest.raises(ValueError, match=unwritable):
        alternative_id(run, "zz")
    # only the first character counts: "zb" cannot be begun, "bz" can (its "▁b")
    assert target.encode("zb")[1:] == [target.unk_id, inside]
    with pytest.raises(ValueError, match=unwritable.replace("zz", "zb")):
        alternative_id(run, "zb")
    assert target.encode("bz") == [start, target.unk_id] and alternative_id(run, "bz") == start


def test_a_contrast_at_the_last_step_is_teacher_forced_on_the_whole_output(
    run_dir: str,  # noqa: F811
) -> None:
    """The probabilities of the emitted token and of the alternative at the last step, as
    explain's step scores and the log-probabilities of that alternative at every step give
    them."""
    run = load_run(run_dir)
    explanation = explain(run, SENTENCE, beam=1, path_steps=8, measure_faithfulness=False)
    emitted, last = explanation.target_ids, len(explanation.target_ids) - 1
    assert last >= 2 and explanation.steps is not None
    alternative = next(i for i in range(4, run.tokenizers.tgt.vocab_size) if i != emitted[last])
    piece = run.tokenizers.tgt.id_to_piece(alternative)
    found = contrast(run, SENTENCE, last, piece, beam=1, path_steps=4)
    assert found.step == last and found.alternative == piece
    assert found.probability == pytest.approx(float(explanation.steps.probability[last]), abs=1e-6)
    src = torch.tensor([explanation.source_ids])
    mask = torch.ones(1, 1, 1, src.shape[1], dtype=torch.bool)
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *emitted[:-1]]])
    other = emitted_log_probs(run.model, mask, tgt_in, torch.tensor([[alternative] * len(emitted)]))
    with torch.no_grad():
        expected = math.exp(float(other(src)[0, last]))
    assert found.alternative_probability == pytest.approx(expected, abs=1e-6)


def test_a_contrast_names_a_step_out_of_range_and_an_alternative_that_was_emitted(
    run_dir: str,  # noqa: F811
) -> None:
    run = load_run(run_dir)
    explanation = explain(run, SENTENCE, beam=1, path_steps=8, measure_faithfulness=False)
    emitted, steps = explanation.target_ids, len(explanation.target_ids)
    src = torch.tensor([explanation.source_ids])
    mask = torch.ones(1, 1, 1, src.shape[1], dtype=torch.bool)
    with pytest.raises(ValueError, match=rf"^step must be from 0 to {steps - 1}, got {steps}$"):
        attribute_contrast(run, src, mask, emitted, steps, 4)
    with pytest.raises(
        ValueError, match=r"^the alternative is the emitted token itself: pick another$"
    ):
        contrast(run, SENTENCE, 1, explanation.target_tokens[1], beam=1)


def test_a_contrast_is_of_the_translation_of_the_beam_asked_for() -> None:
    """The shipped Transformer begins the walkthrough's sentence "That ..." greedily and
    "The ..." with its configured beam of 5: step 0 is the word the asked-for search emitted."""
    from attnlab.walkthrough import SENTENCE

    run = load_run("transformer")
    greedy = contrast(run, SENTENCE, 0, "A", beam=1, path_steps=8)
    configured = contrast(run, SENTENCE, 0, "A", path_steps=8)
    assert (greedy.emitted, configured.emitted) == ("\u2581That", "\u2581The")
