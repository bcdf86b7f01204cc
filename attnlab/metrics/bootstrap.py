"""How sure a BLEU score is: a bootstrap confidence interval over the sentences, the paired
bootstrap of two systems on the same sentences, and the interval of a trend across groups of
sentences (BLEU against length).

Resample the test sentences with replacement, score each resample, and read the interval off
the scores' percentiles (Koehn 2004, "Statistical Significance Tests for Machine Translation
Evaluation"). Sentence statistics are extracted once; a resample is a weighted sum of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sacrebleu.metrics import BLEU

from attnlab.metrics.bleu import check_corpus, reference_streams, tokenizer_for

RESAMPLES = 1000


@dataclass(frozen=True)
class PairedDifference:
    """BLEU(a) - BLEU(b) on the whole set, its bootstrap interval, and the share of resamples in
    which a scores higher than b (Koehn 2004's paired bootstrap: 0.95 or more, a is better
    at p <= 0.05; it speaks of this test set, not of another seed or another corpus)."""

    difference: float
    low: float
    high: float
    a_wins: float


@dataclass(frozen=True)
class Trend:
    """The least-squares slope of corpus BLEU against the groups' positions (BLEU per unit of
    position) and its bootstrap interval: a slope whose interval excludes zero is a rise or a
    fall that these sentences show, not one a few sentences could make."""

    slope: float
    low: float
    high: float


def bleu_interval(
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    target_lang: str,
    *,
    confidence: float = 0.95,
    resamples: int = RESAMPLES,
    seed: int = 0,
    effective_order: bool = False,
) -> tuple[float, float]:
    """The ``confidence`` interval (low, high) of corpus BLEU (of at least one sentence).
    ``effective_order``: over the n-gram orders the sentences have, as a length bucket's BLEU
    is (``BUCKET_RULE``), so that the interval is that score's."""
    check_corpus(hypotheses, references)
    bleu = BLEU(tokenize=tokenizer_for(target_lang), effective_order=effective_order)
    stats = _sentence_statistics(bleu, hypotheses, references)  # (N, K)
    scores = _resampled_scores(bleu, stats, _resample_weights(len(hypotheses), resamples, seed))
    return _percentiles(scores, confidence)


def paired_bleu_difference(
    hypotheses_a: Sequence[str],
    hypotheses_b: Sequence[str],
    references: Sequence[Sequence[str]],
    target_lang: str,
    *,
    confidence: float = 0.95,
    resamples: int = RESAMPLES,
    seed: int = 0,
) -> PairedDifference:
    """How sure "system a has the higher BLEU than system b" is on these sentences: both
    scored on the same resamples of the sentences."""
    check_corpus(hypotheses_a, references)
    check_corpus(hypotheses_b, references)  # refuses no sentence too
    bleu = BLEU(tokenize=tokenizer_for(target_lang))
    stats_a = _sentence_statistics(bleu, hypotheses_a, references)  # (N, K)
    stats_b = _sentence_statistics(bleu, hypotheses_b, references)
    weights = _resample_weights(len(references), resamples, seed)  # (R, N)
    scores_a = _resampled_scores(bleu, stats_a, weights)  # (R,)
    differences = scores_a - _resampled_scores(bleu, stats_b, weights)  # (R,)
    observed = _score(bleu, stats_a.sum(0)) - _score(bleu, stats_b.sum(0))
    low, high = _percentiles(differences, confidence)
    return PairedDifference(observed, low, high, float(np.mean(differences > 0)))


def bleu_trend(
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    target_lang: str,
    groups: Sequence[Sequence[int]],
    positions: Sequence[float],
    *,
    by_sentences: bool = False,
    confidence: float = 0.95,
    resamples: int = RESAMPLES,
    seed: int = 0,
) -> Trend:
    """How BLEU changes across ``groups`` of sentences (indices into the hypotheses) placed at
    ``positions`` (e.g. length buckets at their middle length): the least-squares slope of the
    groups' corpus BLEU, each resample drawing every group's sentences again within the group
    (a stratified bootstrap, so each group keeps its size). ``by_sentences``: each group weighs
    as many sentences as it holds (weighted least squares), not one a group, so a small group
    at the end moves the slope no more than its sentences warrant."""
    check_corpus(hypotheses, references)
    if len(groups) != len(positions) or len(groups) < 2 or not all(groups):
        raise ValueError("a trend needs at least two groups, each with a sentence and a position")
    bleu = BLEU(tokenize=tokenizer_for(target_lang))
    stats = _sentence_statistics(bleu, hypotheses, references)  # (N, K)
    observed, resampled = [], []
    for offset, members in enumerate(groups):
        group = stats[list(members)]  # (n, K)
        observed.append(_score(bleu, group.sum(0)))
        weights = _resample_weights(len(members), resamples, seed + offset)  # (R, n)
        resampled.append(_resampled_scores(bleu, group, weights))  # (R,)
    weights = np.array([len(g) if by_sentences else 1 for g in groups], dtype=float)  # (G,)
    x = np.asarray(positions, dtype=float)
    x = x - weights @ x / weights.sum()  # (G,), centred on the weighted mean

    def slopes(scores: np.ndarray) -> np.ndarray:  # (..., G) -> (...,)
        # weighted least squares; w x sums to 0, so scores need no centring
        return scores @ (weights * x) / (weights * x @ x)

    low, high = _percentiles(slopes(np.stack(resampled, axis=1)), confidence)  # (R, G)
    return Trend(float(slopes(np.asarray(observed))), low, high)


def _sentence_statistics(
    bleu: BLEU, hypotheses: Sequence[str], references: Sequence[Sequence[str]]
) -> np.ndarray:
    # sacreBLEU's own paired bootstrap reads the same per-sentence statistics.
    return np.array(
        bleu._extract_corpus_statistics(list(hypotheses), reference_streams(references)),  # type: ignore[arg-type]
        dtype=np.int64,
    )  # (N, K): lengths and n-gram matches of each sentence


def _resample_weights(count: int, resamples: int, seed: int) -> np.ndarray:
    """(R, N): how often each sentence is drawn into each resample."""
    rng = np.random.default_rng(seed)
    return rng.multinomial(count, np.full(count, 1 / count), size=resamples)


def _resampled_scores(bleu: BLEU, stats: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """(R,) corpus BLEU of each resample: a resample's statistics are a weighted sum."""
    return np.array([_score(bleu, totals) for totals in weights @ stats])  # (R, K) summed


def _score(bleu: BLEU, totals: np.ndarray) -> float:
    """Corpus BLEU from summed sentence statistics (K,)."""
    return float(bleu._compute_score_from_stats(list(totals)).score)


def _percentiles(scores: np.ndarray, confidence: float) -> tuple[float, float]:
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(scores, [tail, 100 - tail])
    return float(low), float(high)
