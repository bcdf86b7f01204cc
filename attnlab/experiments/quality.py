"""How sure is a translation, checked: a light quality estimator from the model's own signals
(``attnlab.confidence``) against references it never saw.

For each shipped model: the estimator is fitted on the first DEV_SENTENCES dev sources
(``confidence.fitting.fit``: its translations' sentence chrF for the sentence score, the dev
references with errors put in for the word flags). On the first TEST_SENTENCES test sources
the model translates as it ships (its beam), and three scores are set against each
translation's sentence chrF by Spearman's rho, with bootstrap intervals over sentences: the
estimator's score, the log-probability alone and the log-probability per piece (length-
normalised). The word flags are checked on the test references with their own kind of error
put in (another seed): precision, recall and F1 over the words, with bootstrap intervals over
sentences, beside flagging every word (WMT's all-BAD baseline for word-level estimation).
Each estimator is written beside the record (estimators/NAME.json); the shipped models carry
it as their ``quality.json``.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import numpy as np

from attnlab import pretrained
from attnlab.confidence.estimator import FILE, Estimator, sentence_features
from attnlab.confidence.fitting import (
    FLAG_OF,
    corrupted,
    corrupted_signals,
    fit,
    flag_scores,
    flagged_words,
    sentence_chrf,
    translations,
)
from attnlab.confidence.signals import signals
from attnlab.data import load_corpus
from attnlab.experiments.base import Experiment, provenance, write_results
from attnlab.experiments.quality_report import CLAIM, MODELS, NAME, draw, report, verdict
from attnlab.metrics.correlation import spearman_intervals
from attnlab.runs import LoadedRun, load_run

CORPUS = "tatoeba-zh-en"
DEV_SENTENCES, QUICK_DEV = 400, 8  # the first dev sources, the estimator's fitting set
TEST_SENTENCES, QUICK_TEST = 600, 8  # the first test sources
QUICK_TRAINING = 400  # training pairs the quick run's aligner and word pool come from
BOOTSTRAP = 1000
FIT_SEED, TEST_SEED = 0, 1  # the errors put in and the dropout passes, dev and test


def estimator_path(out: Path, name: str) -> Path:
    return out / "estimators" / f"{name}.json"


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Fit each shipped model's estimator on dev, check it on test, write the estimators, the
    JSON, the figure and the reports into ``out`` (no training; ``minutes`` is not used)."""
    from attnlab.word_aligner import trained_aligner

    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    corpus = load_corpus(CORPUS)
    dev = [(p.src, p.tgt) for p in corpus.dev[: QUICK_DEV if quick else DEV_SENTENCES]]
    test = [(p.src, p.tgt) for p in corpus.test[: QUICK_TEST if quick else TEST_SENTENCES]]
    training = corpus.train[:QUICK_TRAINING] if quick else corpus.train
    pool = [pair.tgt for pair in training]
    models: dict[str, dict[str, Any]] = {}
    shipped: dict[str, dict[str, Any]] = {}
    for name in MODELS:
        loaded = load_run(name)
        aligner = trained_aligner(loaded.tokenizers, corpus.name, training)
        shipped[name] = pretrained.identity(name)
        fitted_on = {"corpus": CORPUS, "split": "dev", "model": name}
        estimator, _ = fit(loaded, dev, pool, aligner, seed=FIT_SEED, fitted_on=fitted_on)
        estimator.save(estimator_path(out, name))
        models[name] = measure(loaded, estimator, test, pool, aligner)
        print(f"{NAME}: {name} done", flush=True)
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "corpus": CORPUS,
        "dev_sentences": len(dev),
        "test_sentences": len(test),
        "pool_sentences": len(pool),
        "shipped_models": shipped,
        "estimator_file": FILE,
        "models": models,
    }
    record["verdict"] = verdict(models)
    record.update(provenance(started))
    return write_results(out, record, draw, report)


def measure(
    run_: LoadedRun,
    estimator: Estimator,
    test: list[tuple[str, str]],
    pool: list[str],
    aligner: Any,
) -> dict[str, Any]:
    """One model on the test pairs: the three scores' rho with sentence chrF, and each flag's
    precision, recall and F1 on the references with its error put in."""
    sources, references = [s for s, _ in test], [r for _, r in test]
    hypotheses = translations(run_, sources)
    read = signals(run_, list(zip(sources, hypotheses, strict=True)), seed=TEST_SEED)
    chrf = sentence_chrf(hypotheses, references)
    scores = {
        "estimator": [estimator.assess(s).score for s in read],
        "log_prob": [s.log_prob for s in read],
        "log_prob_per_piece": [s.log_prob / s.target_pieces for s in read],
    }
    found: dict[str, Any] = {
        "features": list(sentence_features(read[0])) if read else [],
        "missing": read[0].missing if read else {},
        "mean_chrf": float(np.mean(chrf)) if chrf else 0.0,
        "correlation": spearman_intervals(
            scores, chrf, against="log_prob_per_piece", resamples=BOOTSTRAP
        ),
        "flags": {},
    }
    for kind, broken in corrupted(run_, test, pool, aligner, TEST_SEED).items():
        name = FLAG_OF[kind]
        if name not in estimator.flags:
            continue
        sentences = flagged_words(kind, broken, corrupted_signals(run_, kind, broken, TEST_SEED))
        flag = estimator.flags[name]
        raised = [flag.raised(s.rows) for s in sentences]
        found["flags"][name] = {**flag_scores(sentences, raised), "shown": flag.shown}
    found["example"] = example(read[0], estimator, hypotheses[0], references[0]) if read else None
    return found


def example(read: Any, estimator: Estimator, hypothesis: str, reference: str) -> dict[str, Any]:
    """The first test sentence as the estimator sees it."""
    assessed = estimator.assess(read)
    return {
        "source": read.source,
        "translation": hypothesis,
        "reference": reference,
        "score": assessed.score,
        "chrf": sentence_chrf([hypothesis], [reference])[0],
        "words": [[w.text, round(float(np.exp(w.log_prob)), 3)] for w in read.target_words],
        "flags": assessed.flags,
    }


EXPERIMENT = Experiment(
    name=NAME,
    summary="word confidence and a sentence score from the model's own signals, checked on test",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["models"]),
    # the papers' authors, the measure's campaign, the technique's name, the tool, the corpus
    english=frozenset({"Fomicheva", "WMT", "dropout", "attnlab", "tatoeba-zh-en"}),
)
