"""How sure a BLEU score is: a bootstrap confidence interval over the sentences.

Resample the test sentences with replacement, score each resample, and read the interval off
the scores' percentiles (Koehn 2004, "Statistical Significance Tests for Machine Translation
Evaluation"). Sentence statistics are extracted once; a resample is a weighted sum of them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from sacrebleu.metrics import BLEU

from attnlab.evaluation.bleu import check_corpus, reference_streams, tokenizer_for

RESAMPLES = 1000


def bleu_interval(
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    target_lang: str,
    *,
    confidence: float = 0.95,
    resamples: int = RESAMPLES,
    seed: int = 0,
) -> tuple[float, float]:
    """The ``confidence`` interval (low, high) of corpus BLEU; (nan, nan) for no sentence."""
    check_corpus(hypotheses, references)
    if not hypotheses:
        return float("nan"), float("nan")
    bleu = BLEU(tokenize=tokenizer_for(target_lang))
    # sacreBLEU's own paired bootstrap reads the same per-sentence statistics.
    stats = np.array(
        bleu._extract_corpus_statistics(list(hypotheses), reference_streams(references)),  # type: ignore[arg-type]
        dtype=np.int64,
    )  # (N, K): lengths and n-gram matches of each sentence
    count = len(hypotheses)
    rng = np.random.default_rng(seed)
    weights = rng.multinomial(count, np.full(count, 1 / count), size=resamples)  # (R, N)
    totals = weights @ stats  # (R, K): the statistics of each resample
    scores = [bleu._compute_score_from_stats(list(row)).score for row in totals]
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(scores, [tail, 100 - tail])
    return float(low), float(high)
