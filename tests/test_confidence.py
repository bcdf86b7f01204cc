"""Word confidence (attnlab.confidence): the signals are what the model computes (the
probabilities scoring gives, coverage that sums to the source's length, dropout passes that a
seed fixes, a source share between 0 and 1 that batching leaves alone), a model without
attention says what it lacks; the estimator's regressions recover what they are fitted on,
and a damaged estimator file says so; the errors put in are where they say."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import numpy as np
import pytest

from attnlab.confidence import errors
from attnlab.confidence.estimator import (
    Estimator,
    fit_flag,
    fit_ridge,
    load,
    sentence_features,
)
from attnlab.confidence.signals import signals
from attnlab.metrics.correlation import ranks, spearman
from attnlab.runs import LoadedRun, load_run
from attnlab.scoring import score

PAIRS = [
    ("我喜欢喝茶。", "I like drinking tea."),
    ("他昨天去了北京。", "He went to Beijing yesterday."),
]


@pytest.fixture(scope="module")
def rnnsearch() -> LoadedRun:
    return load_run("rnnsearch")


def test_a_words_log_probability_is_its_pieces_as_scoring_gives_them(rnnsearch: LoadedRun) -> None:
    found = signals(rnnsearch, PAIRS, include=())
    for read, scored in zip(
        found, score(rnnsearch.model, rnnsearch.tokenizers, PAIRS), strict=True
    ):
        assert read.log_prob == pytest.approx(scored.log_prob, abs=1e-4)
        words = math.fsum(w.log_prob for w in read.target_words)
        assert words == pytest.approx(scored.log_prob - scored.token_log_probs[-1], abs=1e-4)
        assert [w.text for w in read.target_words] == read.target.split()
        assert all(w.entropy >= 0 and w.dropout_sd is None for w in read.target_words)


def test_coverage_averages_one_over_the_source_pieces(rnnsearch: LoadedRun) -> None:
    """Each written piece's attention sums to 1 over the source: times S / T, the source
    pieces' coverage sums to S (here every unit of the Chinese is one piece)."""
    (read,) = signals(
        rnnsearch, [("那是一张近照吗？", "Is that a recent photo?")], include=("coverage",)
    )
    coverage = [w.coverage for w in read.source_words]
    assert len(coverage) == read.source_pieces
    assert sum(c or 0.0 for c in coverage) == pytest.approx(read.source_pieces, rel=1e-4)
    assert all(0 < (w.peak or 0) <= 1 for w in read.source_words)


def test_dropout_passes_are_fixed_by_their_seed_and_leave_the_model_in_eval(
    rnnsearch: LoadedRun,
) -> None:
    first = signals(rnnsearch, PAIRS, include=("dropout",), seed=3)
    again = signals(rnnsearch, PAIRS, include=("dropout",), seed=3)
    other = signals(rnnsearch, PAIRS, include=("dropout",), seed=4)
    spread = [[w.dropout_sd for w in s.target_words] for s in first]
    assert spread == [[w.dropout_sd for w in s.target_words] for s in again]
    assert spread != [[w.dropout_sd for w in s.target_words] for s in other]
    assert all(0 <= (w.dropout_changed or 0) <= 1 for s in first for w in s.target_words)
    assert not rnnsearch.model.training


def test_the_source_share_is_a_share_and_the_batch_does_not_change_it(rnnsearch: LoadedRun) -> None:
    together = signals(rnnsearch, PAIRS, include=("source_share",))
    alone = signals(rnnsearch, PAIRS[1:], include=("source_share",))
    shares = [w.source_share for w in together[1].target_words]
    assert all(s is not None and 0 < s < 1 for s in shares)
    assert shares == pytest.approx([w.source_share for w in alone[0].target_words], abs=1e-5)


def test_a_model_without_attention_has_the_other_signals_and_says_what_it_lacks() -> None:
    (read,) = signals(load_run("fixed-context"), PAIRS[:1])
    assert set(read.missing) == {"coverage"}
    assert "no cross-attention" in read.missing["coverage"]
    assert all(w.coverage is None for w in read.source_words)
    assert all(w.source_share is not None and w.dropout_sd is not None for w in read.target_words)
    assert "uncovered" not in sentence_features(read)


def test_an_unknown_signal_is_refused_by_name(rnnsearch: LoadedRun) -> None:
    with pytest.raises(ValueError, match="unknown signals \\['attention'\\]"):
        signals(rnnsearch, PAIRS, include=("attention",))


def test_the_ridge_regression_recovers_a_linear_score() -> None:
    rng = np.random.default_rng(0)
    rows = [{"a": float(a), "b": float(b)} for a, b in rng.normal(size=(200, 2))]
    truth = [3 * r["a"] - 2 * r["b"] + 50 for r in rows]
    model = fit_ridge(rows, truth)
    assert model(rows) == pytest.approx(truth, abs=0.2)


def test_a_flag_separates_what_it_is_fitted_on_and_its_threshold_is_the_best_f1() -> None:
    rows = [{"log_prob": -5.0 + 0.1 * k} for k in range(10)] + [
        {"log_prob": -0.5 + 0.01 * k} for k in range(40)
    ]
    labels = [True] * 10 + [False] * 40
    flag = fit_flag(rows, labels)
    assert flag.raised(rows) == labels


def test_an_estimator_reads_back_and_a_damaged_file_says_what_it_is(tmp_path: Path) -> None:
    rows = [{"x": float(k)} for k in range(20)]
    estimator = Estimator(fit_ridge(rows, [k * 2.0 for k in range(20)]), {})
    path = estimator.save(tmp_path / "quality.json")
    assert load(path).to_json() == estimator.to_json()
    path.write_text(json.dumps({"sentence": {"features": []}}), encoding="utf-8")
    with pytest.raises(
        ValueError, match=r"is not a quality estimator .*attnlab experiment quality"
    ):
        load(path)


def test_the_errors_put_in_are_where_they_say() -> None:
    rng, pool = random.Random(0), ["a cat sat on the mat", "dogs run fast"]
    reference = "I like drinking green tea"
    replaced = errors.replace("源", reference, pool, rng)
    changed = [
        k
        for k, (a, b) in enumerate(zip(reference.split(), replaced.target.split(), strict=True))
        if a != b
    ]
    assert changed == replaced.target_words and len(changed) == 1
    inserted = errors.insert("源", reference, pool, rng)
    words = inserted.target.split()
    kept = [w for k, w in enumerate(words) if k not in inserted.target_words]
    assert kept == reference.split() and len(words) == len(kept) + errors.INSERTED
    # source unit 0 links to words 0-1, unit 1 to words 2-4: dropping words 2-3 (a third, at
    # the seed's start) omits unit 1 only if none of its words stays
    links = [(0, 0), (0, 1), (1, 2), (1, 3), (2, 4)]
    for seed in range(20):
        dropped = errors.drop("源", reference, links, random.Random(seed))
        if dropped is None:
            continue
        gone = set(range(5)) - {reference.split().index(w) for w in dropped.target.split()}
        assert dropped.source_words == sorted(
            {s for s, t in links if t in gone} - {s for s, t in links if t not in gone}
        )
    assert errors.drop("源", "too short", [(0, 0)], rng) is None


def test_spearman_is_the_correlation_of_the_ranks_ties_shared() -> None:
    assert ranks([10, 20, 20, 5]).tolist() == [2.0, 3.5, 3.5, 1.0]
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    assert spearman([1, 2, 3, 4], [1, 3, 2, 4]) == pytest.approx(0.8)
    assert spearman([1, 1, 1], [1, 2, 3]) == 0.0


@pytest.mark.parametrize("name", ["rnnsearch", "luong", "transformer", "fixed-context"])
def test_a_shipped_models_estimator_is_the_one_the_experiment_fitted(name: str) -> None:
    from attnlab import pretrained

    results = Path(__file__).resolve().parents[1] / "results" / "quality" / "estimators"
    shipped = load(pretrained.FOLDER / name / "quality.json")
    assert shipped.to_json() == load(results / f"{name}.json").to_json()
    assert shipped.fitted_on["split"] == "dev"  # never the test split


def test_a_flag_not_shown_is_never_raised(rnnsearch: LoadedRun) -> None:
    """translate raises only the flags that beat flagging every word where they were fitted."""
    (read,) = signals(rnnsearch, PAIRS[:1])
    rows = [{"log_prob": -5.0}, {"log_prob": 0.0}] * 5
    everything = fit_flag(rows, [True, False] * 5)
    everything.threshold = 0.0  # raised on every word
    score = fit_ridge([{"x": 0.0}, {"x": 1.0}], [0.0, 1.0])
    score.features, score.mean, score.scale, score.weights = ["entropy"], [0.0], [1.0], [0.0]
    shown = Estimator(score, {"wrong": everything}).assess(read).flags
    assert shown["wrong"] == list(range(len(read.target_words)))
    everything.shown = False
    assert Estimator(score, {"wrong": everything}).assess(read).flags == {}
