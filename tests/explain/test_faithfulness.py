"""Comprehensiveness and sufficiency against known answers: a model whose log-probability is a
sum of per-position weights (each AOPC is a sum of the weights a ranking picks), occlusion on a
real model (at k = 1 its own ranking finds its largest drop), and a random ranking as the floor."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
import torch

from attnlab.cli import main
from attnlab.data.tokenizer import PAD_ID
from attnlab.explain import explain, faithfulness, load_explanations, random_faithfulness
from attnlab.explain.attribution import emitted_log_probs
from attnlab.explain.explanation import MEAN, Explanation
from attnlab.explain.faithfulness import RANDOM, faithfulness_of, random_importance, rankings
from attnlab.explain.occlusion import occlusion
from attnlab.runs import load_run
from attnlab.walkthrough import SENTENCE
from tests.explain.test_explain_cli import SENTENCE as TINY_SENTENCE
from tests.explain.test_explain_cli import run_dir  # noqa: F401  (the tiny run, a fixture)

WEIGHTS = torch.tensor([[0.5, 3.0, 1.0, 0.0, 2.0], [4.0, 0.1, 0.2, 0.3, 1.0]])  # (T, S)


def additive(weights: torch.Tensor = WEIGHTS):
    """f_t(src) = sum_j weights[t, j] over the positions not hidden: (N, S) -> (N, T)."""
    return lambda src: (src != PAD_ID).float() @ weights.T


def test_an_exact_ranking_scores_the_weights_it_picks() -> None:
    src = torch.tensor([[5, 6, 7, 8, 9]])
    found = faithfulness(additive(), src, WEIGHTS, max_k=3)
    for t, row in enumerate(WEIGHTS):
        ranked = row.sort(descending=True).values
        kept = [float(ranked[:k].sum()) for k in (1, 2, 3)]  # the top k, hidden or kept
        total = float(row.sum())
        assert found.comprehensiveness[t] == pytest.approx(sum(kept) / 3)
        assert found.sufficiency[t] == pytest.approx(sum(total - k for k in kept) / 3)
    backwards = faithfulness(additive(), src, -WEIGHTS, max_k=3)
    floor = random_faithfulness(additive(), src, 2, orders=20, max_k=3)
    assert (found.comprehensiveness > floor.comprehensiveness).all()
    assert (floor.comprehensiveness > backwards.comprehensiveness).all()
    assert (found.sufficiency < floor.sufficiency).all()
    assert (floor.sufficiency < backwards.sufficiency).all()


def test_the_random_floor_is_the_mean_of_three_seeded_orders_by_default() -> None:
    src = torch.tensor([[5, 6, 7, 8, 9]])
    floor = random_faithfulness(additive(), src, 2, max_k=3)
    orders = [
        faithfulness(additive(), src, random_importance(2, 5, seed), max_k=3) for seed in (0, 1, 2)
    ]
    expected = torch.stack([f.comprehensiveness for f in orders]).mean(dim=0)
    torch.testing.assert_close(floor.comprehensiveness, expected)
    assert not torch.allclose(
        random_faithfulness(additive(), src, 2, orders=4, max_k=3).comprehensiveness, expected
    )


def test_the_floor_of_several_maps_is_the_same_three_orders() -> None:
    src = torch.tensor([[5, 6, 7, 8, 9]])
    found = faithfulness_of(additive(), src, {"weights": WEIGHTS})
    floor = random_faithfulness(additive(), src, 2)
    torch.testing.assert_close(found[RANDOM].comprehensiveness, floor.comprehensiveness)
    torch.testing.assert_close(
        found["weights"].sufficiency, faithfulness(additive(), src, WEIGHTS).sufficiency
    )


def test_a_random_ranking_is_its_seeds_alone() -> None:
    torch.manual_seed(0)
    first = random_importance(3, 7, seed=5)
    torch.manual_seed(1)
    torch.testing.assert_close(random_importance(3, 7, seed=5), first)
    assert not torch.equal(random_importance(3, 7, seed=6), first)


def test_rankings_break_ties_by_position() -> None:
    importance = torch.zeros(3, 200)  # enough ties that an unstable sort reorders them
    importance[:, 150] = 1.0
    expected = torch.tensor([150, *range(150), *range(151, 200)])
    assert (rankings(importance) == expected).all()


def test_k_stops_at_the_sentence_and_shapes_are_checked() -> None:
    src = torch.tensor([[5, 6]])
    found = faithfulness(additive(WEIGHTS[:, :2]), src, WEIGHTS[:, :2], max_k=5)  # K = S = 2
    row = WEIGHTS[0, :2]
    assert found.comprehensiveness[0] == pytest.approx((3.0 + float(row.sum())) / 2)
    with pytest.raises(ValueError, match=r"src must be \(1, 5\)"):
        faithfulness(additive(), src, WEIGHTS)


def test_on_a_shipped_model_occlusion_at_k_1_is_its_own_largest_drop() -> None:
    run = load_run("rnnsearch")
    explanation = explain(run, SENTENCE, beam=1, path_steps=8)
    ids = torch.tensor([explanation.source_ids])
    target = torch.tensor([explanation.target_ids])
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *explanation.target_ids[:-1]]])
    mask = torch.ones(1, 1, 1, ids.shape[1], dtype=torch.bool)
    scores = emitted_log_probs(run.model, mask, tgt_in, target)
    drops = occlusion(scores, ids, target.shape[1])  # (T, S)
    top = faithfulness(scores, ids, drops, max_k=1)
    torch.testing.assert_close(top.comprehensiveness, drops.max(dim=1).values, atol=1e-4, rtol=0)
    assert set(explanation.faithfulness) == {MEAN, *explanation.attributions, RANDOM}
    mean = {name: f.summary() for name, f in explanation.faithfulness.items()}
    assert mean["occlusion"]["comprehensiveness"] > mean[RANDOM]["comprehensiveness"]


def test_explain_a_file_writes_json_lines_that_load_back(
    run_dir: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    sentences = tmp_path / "in.txt"
    sentences.write_text(f"{TINY_SENTENCE}\n\nb c a\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    page = tmp_path / "report.html"
    argv = ["explain", run_dir, "--input", str(sentences), "-o", str(out), "--beam", "1"]
    assert main([*argv, "--quiet", "--html", str(page)]) == 0
    err = capsys.readouterr().err
    assert "2 sentences explained" in err and "comprehensiveness" in err and "random" in err
    loaded = load_explanations(out)
    assert [e.source for e in loaded] == [TINY_SENTENCE, "b c a"]
    first = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert first.pop("run") == run_dir and first["beam"] == 1  # what `explore` matches on
    again = Explanation.from_json(first).to_json()
    assert again == first  # what was written reads back to the same record
    assert all(math.isfinite(e.faithfulness[RANDOM].summary()["sufficiency"]) for e in loaded)
    html = page.read_text(encoding="utf-8")  # self-contained: nothing fetched from elsewhere
    assert html.count("<section>") == 2 and "Faithfulness over the set" in html
    assert "src=" not in html and "href=" not in html and "<script" not in html


def test_explain_takes_a_sentence_or_a_file_and_says_what_is_wrong(
    run_dir: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["explain", run_dir]) == 2
    assert "give one sentence, or --input FILE" in capsys.readouterr().err
    assert main(["explain", run_dir, "a", "--input", str(tmp_path)]) == 2
    capsys.readouterr()
    assert main(["explain", run_dir, "a", "--html", str(tmp_path / "x.html")]) == 2
    assert "go with --input FILE" in capsys.readouterr().err
    assert main(["explain", run_dir, "--input", str(tmp_path / "none.txt")]) == 2
    assert "no such file" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"family": 1}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="line 1: not an explanation"):
        load_explanations(bad)


def test_a_written_explanation_reads_back_to_the_same_means(run_dir: str) -> None:  # noqa: F811
    """The mean written beside the per-step scores is theirs as written (rounded to 6
    places), so a file read back and written again says the same: here the unrounded mean,
    5.7e-7, would round to 1e-6 and the rounded steps' to 3.3e-7, to 0."""
    from dataclasses import replace

    from attnlab.explain.faithfulness import Faithfulness

    explanation = explain(load_run(run_dir), TINY_SENTENCE, beam=1, path_steps=4)
    steps = torch.tensor([4e-7, 4e-7, 9e-7])
    odd = replace(explanation, faithfulness={MEAN: Faithfulness(steps, steps)})
    written = odd.to_json()
    assert written["faithfulness"][MEAN]["mean"] == {"comprehensiveness": 0.0, "sufficiency": 0.0}
    assert Explanation.from_json(json.loads(json.dumps(written))).to_json() == written


def test_a_file_from_before_the_later_fields_reads_with_their_defaults(
    run_dir: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    """A line written before the zero baseline, faithfulness, step scores and units:
    32 path points, the gap unknown (NaN), no faithfulness, no step scores, pieces; a blank
    line between two explanations is skipped, not the end; whole numbers read as floats."""
    written = explain(load_run(run_dir), TINY_SENTENCE, beam=1, path_steps=4).to_json()
    later = ("ig_difference", "ig_path_steps", "faithfulness", "steps", "unit")
    old = {key: value for key, value in written.items() if key not in later}
    old["ig_completeness_error"] = [0] * len(old["target_ids"])  # as an older writer rounded
    path = tmp_path / "old.jsonl"
    written["unit"] = "words"  # as `--words` writes it
    path.write_text(f"{json.dumps(old)}\n\n{json.dumps(written)}\n", encoding="utf-8")
    first, second = load_explanations(path)
    assert first.target_ids == written["target_ids"] and first.ig_path_steps == 32
    assert first.ig_difference.shape == (len(written["target_ids"]),)
    assert first.ig_difference.isnan().all() and first.completeness_error.dtype == torch.float32
    assert first.faithfulness == {} and first.steps is None and first.unit == "pieces"
    assert second.to_json() == written and second.ig_path_steps == 4 and second.unit == "words"


def test_the_mean_attention_is_ranked_wherever_the_model_has_attention() -> None:
    """A transformer's explanation holds each layer's and head's cross-attention, and their
    mean is ranked for faithfulness beside the attributions; the fixed-context model has no
    attention, so the attributions and the random floor alone."""
    sentence = "黑猫"  # three source pieces: faithfulness hides k of them, k up to 3
    run = load_run("transformer")
    explanation = explain(run, sentence, beam=1, path_steps=4)
    options = run.config.model.options
    layers = range(1, options.num_layers + 1)
    heads = [f"layer {n} head {h}" for n in layers for h in range(1, options.num_heads + 1)]
    assert set(explanation.attention) == {*heads, *(f"layer {n}" for n in layers), MEAN}
    shape = (len(explanation.target_ids), len(explanation.source_ids))
    assert explanation.attention[MEAN].shape == shape
    torch.testing.assert_close(
        explanation.attention[MEAN], torch.stack([explanation.attention[h] for h in heads]).mean(0)
    )
    torch.testing.assert_close(explanation.attention[MEAN].sum(-1), torch.ones(shape[0]))
    assert set(explanation.faithfulness) == {MEAN, *explanation.attributions, RANDOM}
    fixed = explain(load_run("fixed-context"), sentence, beam=1, path_steps=4)
    assert fixed.attention == {}
    assert set(fixed.faithfulness) == {*fixed.attributions, RANDOM}
