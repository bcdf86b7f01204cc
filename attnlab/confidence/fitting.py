"""Fitting an estimator (``attnlab.confidence.estimator``) on a split with references: the
model translates the sources as the run decodes; the sentence score learns the translations'
chrF from their signals; each word flag learns from the references with its kind of error
put in (``attnlab.confidence.errors``). ``attnlab experiment quality`` fits the shipped
models' on the dev split and checks them on the test split, with these same functions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from attnlab.confidence import errors
from attnlab.confidence.estimator import (
    Estimator,
    f1,
    fit_flag,
    fit_ridge,
    sentence_features,
    word_features,
)
from attnlab.confidence.signals import SIGNALS, Signals, signals
from attnlab.runs import LoadedRun
from attnlab.word_aligner import WordAligner

RESAMPLES = 1000  # the flags' bootstrap over sentences
# The flag each kind of error fits, and the side its words are on
FLAG_OF = {"replace": "wrong", "insert": "hallucination", "drop": "omission"}


@dataclass
class Words:
    """One sentence's words under one flag: each word's features and whether it should be
    flagged (it holds the error)."""

    rows: list[dict[str, float]]
    labels: list[bool]


def translations(run: LoadedRun, sources: Sequence[str]) -> list[str]:
    """The run's translations of ``sources``, decoded with its settings."""
    from attnlab.translation import Translator

    found = Translator(run).translate(list(sources), need_weights=False)
    return [t.target for t in found]


def sentence_chrf(hypotheses: Sequence[str], references: Sequence[str]) -> list[float]:
    """Each hypothesis's chrF (sacreBLEU's defaults) against its reference."""
    from sacrebleu.metrics import CHRF

    metric = CHRF()
    return [
        metric.sentence_score(h, [r]).score for h, r in zip(hypotheses, references, strict=True)
    ]


def corrupted(
    run: LoadedRun,
    pairs: Sequence[tuple[str, str]],
    pool: Sequence[str],
    aligner: WordAligner,
    seed: int,
) -> dict[str, list[errors.Corrupted]]:
    """Per kind of error, the ``pairs``' references with one error of that kind each (drop:
    where it leaves a source word untranslated); the omitted source words are those
    ``aligner`` links to the dropped words alone."""
    from attnlab.word_aligner import units

    rng = random.Random(seed)
    usable = [(s, r) for s, r in pairs if r.split()]
    tokenizers = run.tokenizers
    links = aligner.align([(units(tokenizers.src, s), units(tokenizers.tgt, r)) for s, r in usable])
    dropped = [errors.drop(s, r, found, rng) for (s, r), found in zip(usable, links, strict=True)]
    return {
        "replace": [errors.replace(s, r, pool, rng) for s, r in usable],
        "insert": [errors.insert(s, r, pool, rng) for s, r in usable],
        "drop": [d for d in dropped if d is not None],
    }


def corrupted_signals(
    run: LoadedRun, kind: str, found: Sequence[errors.Corrupted], seed: int
) -> list[Signals]:
    """The signals of corrupted references that their flag reads: coverage alone for a drop
    (omission flags source words)."""
    include = ("coverage",) if kind == "drop" else SIGNALS
    return signals(run, [(c.source, c.target) for c in found], include=include, seed=seed)


def flagged_words(
    kind: str, found: Sequence[errors.Corrupted], read: Sequence[Signals]
) -> list[Words]:
    """Per corrupted sentence, its words under the flag of ``kind``: its target words (replace,
    insert) or its source words (drop). A sentence whose units are not its whitespace words
    (a target without spaces) is left out."""
    sentences = []
    for sentence, signal in zip(found, read, strict=True):
        if kind == "drop":
            words: Sequence[object] = signal.source_words
            marked = set(sentence.source_words)
        else:
            words = signal.target_words
            marked = set(sentence.target_words)
            if len(words) != len(sentence.target.split()):
                continue
        rows = [word_features(w) for w in words]  # type: ignore[arg-type]
        sentences.append(Words(rows, [k in marked for k in range(len(rows))]))
    return sentences


def flag_scores(sentences: list[Words], raised: list[list[bool]]) -> dict[str, Any]:
    """Precision, recall and F1 of a flag over every word, each with its 95 % bootstrap
    interval over sentences; the share of words that hold an error (the base rate) and the
    F1 of flagging every word."""
    counts = np.array(  # per sentence: hits, raised, true
        [
            [sum(r and t for r, t in zip(up, s.labels, strict=True)), sum(up), sum(s.labels)]
            for s, up in zip(sentences, raised, strict=True)
        ],
        dtype=float,
    ).reshape(-1, 3)
    words = sum(len(s.labels) for s in sentences)

    def scores(total: np.ndarray) -> tuple[float, float, float]:
        hits, up, true = total
        precision = hits / up if up else 0.0
        recall = hits / true if true else 0.0
        return precision, recall, f1(int(hits), int(up), int(true))

    rng = np.random.default_rng(0)
    resampled = np.array(
        [
            scores(counts[rng.integers(0, len(counts), len(counts))].sum(axis=0))
            for _ in range(RESAMPLES)
        ]
    ).reshape(-1, 3)
    precision, recall, f1_score = scores(counts.sum(axis=0))
    base = float(counts[:, 2].sum() / words) if words else 0.0
    low_high = np.percentile(resampled, [2.5, 97.5], axis=0).T.tolist() if len(counts) else []
    return {
        "sentences": len(sentences),
        "words": words,
        "with_error": int(counts[:, 2].sum()),
        "precision": precision,
        "recall": recall,
        "f1": f1_score,
        "precision_95": low_high[0] if low_high else [0.0, 0.0],
        "recall_95": low_high[1] if low_high else [0.0, 0.0],
        "f1_95": low_high[2] if low_high else [0.0, 0.0],
        "base_rate": base,
        "all_flagged_f1": 2 * base / (1 + base),
    }


def fit(
    run: LoadedRun,
    pairs: Sequence[tuple[str, str]],
    pool: Sequence[str],
    aligner: WordAligner,
    *,
    seed: int = 0,
    fitted_on: Mapping[str, object] | None = None,
) -> tuple[Estimator, dict[str, list[Words]]]:
    """The estimator fitted on ``pairs`` (source, reference), with other sentences' words
    from ``pool`` and omissions found by ``aligner`` (``corrupted``), and each flag's words it
    was fitted on. A flag the model's signals do not allow (omission without cross-attention) is
    left out."""
    sources = [s for s, _ in pairs]
    hypotheses = translations(run, sources)
    read = signals(run, list(zip(sources, hypotheses, strict=True)), seed=seed)
    score = fit_ridge(
        [sentence_features(s) for s in read],
        sentence_chrf(hypotheses, [r for _, r in pairs]),
    )
    flags, words = {}, {}
    for kind, found in corrupted(run, pairs, pool, aligner, seed).items():
        name = FLAG_OF[kind]
        sentences = flagged_words(kind, found, corrupted_signals(run, kind, found, seed))
        rows = [row for s in sentences for row in s.rows]
        if not rows or not rows[0]:  # no signal for this side (coverage without attention)
            continue
        flag = fit_flag(rows, [label for s in sentences for label in s.labels])
        scored = flag_scores(sentences, [flag.raised(s.rows) for s in sentences])
        # shown by translate only where, on these words, it beats flagging every word by its
        # interval: the rule the quality experiment checks it by on the test split
        flag.shown = scored["f1_95"][0] > scored["all_flagged_f1"]
        flags[name], words[name] = flag, sentences
    return Estimator(score, flags, dict(fitted_on or {}, sentences=len(pairs))), words
