"""The bottleneck experiment's runs: the corpus sliced at a longest training source, the four
trainings (``attnlab train``, resumed where they stopped), and each model's test split
translated once (cached) and scored by length with bootstrap intervals and the trend of BLEU
over the buckets within its training range (see bottleneck for the experiment)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from attnlab.atomic import write_json
from attnlab.config import BUNDLED_CONFIGS, load_config
from attnlab.data import Corpus, load_corpus
from attnlab.data.corpus import save_corpus
from attnlab.data.languages import count_words
from attnlab.experiments import trainings
from attnlab.metrics import bleu_by_length, corpus_scores
from attnlab.metrics.bootstrap import bleu_interval, bleu_trend
from attnlab.metrics.report import EvaluationReport, save_report
from attnlab.runs import RunFiles
from attnlab.training.progress import run_progress
from attnlab.translation import Translator

NAME = "bottleneck"
CONFIG = BUNDLED_CONFIGS / "bible-bottleneck.yaml"
BUCKETS = (0, 10, 20, 30, 40, 50, 60)  # source words
STEPS = 5000  # training budget per model, the same for the four (a result not set by the load)


@dataclass(frozen=True)
class Point:
    """One model's score in one length bucket."""

    label: str
    low: int
    count: int
    bleu: float | None
    low_bleu: float | None  # the bootstrap 95 % interval
    high_bleu: float | None
    chrf: float | None


def slice_corpus(corpus: Corpus, limit: int, work: Path, quick: bool) -> Path:
    """The corpus with training (and dev) pairs of at most ``limit`` source words; the test
    split whole. Quick: a small slice of each split."""
    train = [p for p in corpus.train if count_words(p.src) <= limit]
    dev = [p for p in corpus.dev if count_words(p.src) <= limit]
    sliced = Corpus(
        name=f"{corpus.name}-max{limit}",
        src_lang=corpus.src_lang,
        tgt_lang=corpus.tgt_lang,
        train=train,
        dev=dev,
        test=corpus.test,
        attribution=corpus.attribution,
        info={"from": corpus.name, "train_source_words_at_most": limit},
    )
    if quick:
        return trainings.quick_corpus(sliced, work / f"corpus-max{limit}")
    return save_corpus(sliced, work / f"corpus-max{limit}")


def training(
    name: str, family: str, corpus: Path, run_dir: Path, minutes: float | None, quick: bool
) -> trainings.Training | None:
    """The training of one model, or None if its run is complete."""
    # The file's model as ``family``: the loader keeps the file's keys and derives the rest
    # (embedding and attention sizes follow the hidden size) as for any config file.
    model = [f"--model.family={family}", *(["--model.hidden_dim=32"] if quick else [])]
    base = load_config(CONFIG, model)
    data = replace(base.data, corpus=str(corpus))
    train = replace(base.train, max_steps=30 if quick else STEPS)
    if minutes is not None:
        train = replace(train, max_minutes=minutes)
    if quick:
        data = replace(data, src_vocab_size=300, tgt_vocab_size=300, max_tokens=1024)  # 0.04 s
        train = replace(train, eval_every=30, dev_bleu_sentences=10)
    return trainings.training(replace(base, name=name, data=data, train=train), run_dir)


def evaluate(
    run_dir: Path, corpus: Path, limit: int, beam: int | None, enough: int
) -> dict[str, Any]:
    """Translate the test split once (cached in the run directory) and score it by length,
    with the trend of BLEU over the buckets of at least ``enough`` sentences within the
    training range (up to ``limit`` words)."""
    test = load_corpus(str(corpus))
    sources, references = test.references("test")
    progress = run_progress(run_dir)
    steps = progress.step if progress else None
    hypotheses = _translations(run_dir, sources, beam, steps)
    rows = bleu_by_length(
        sources,
        hypotheses,
        references,
        target_lang=test.tgt_lang,
        length_of=count_words,
        buckets=BUCKETS,
    )
    points, trained_on = [], []
    lengths = [count_words(source) for source in sources]
    for row in rows:
        members = [
            i
            for i, length in enumerate(lengths)
            if row.low <= length and (row.high is None or length < row.high)
        ]
        if row.high is not None and row.high <= limit and len(members) >= enough:
            trained_on.append((row.label, (row.low + row.high) / 2 / 10, members))  # tens of words
        hyps, refs = [hypotheses[i] for i in members], [references[i] for i in members]
        low, high = (  # of the bucket's BLEU, which has effective order
            bleu_interval(hyps, refs, test.tgt_lang, effective_order=True)
            if members
            else (None, None)
        )
        points.append(Point(row.label, row.low, row.count, row.bleu, low, high, row.chrf))
    overall = corpus_scores(hypotheses, references, test.tgt_lang)
    groups, middles = [m for _, _, m in trained_on], [middle for _, middle, _ in trained_on]
    trends = {  # one weight a bucket, and a bucket weighing as many sentences as it holds
        key: bleu_trend(hypotheses, references, test.tgt_lang, groups, middles, by_sentences=by)
        if len(trained_on) >= 2
        else None
        for key, by in (("trend", False), ("trend_by_sentences", True))
    }
    # The run's own report too, so `attnlab compare` and the explorer's Data view show it.
    meta = {
        "run_dir": str(run_dir),
        "corpus": test.name,
        "split": "test",
        "sentences": len(sources),
        "beam_size": beam or load_config(CONFIG).decode.beam_size,
        "experiment": NAME,
    }
    save_report(EvaluationReport(overall, rows, meta), RunFiles(run_dir).report("test"))
    return {
        "bleu": overall.bleu,
        "chrf": overall.chrf,
        "bleu_interval": bleu_interval(hypotheses, references, test.tgt_lang),
        "sentences": len(sources),
        "steps": steps,
        "epochs": progress.history[-1]["epoch"] if progress and progress.history else None,
        "training_minutes": round(progress.elapsed_s / 60, 1) if progress else None,
        "by_length": [asdict(point) for point in points],
        # BLEU per ten more source words, over the well-filled buckets within the training range
        **{
            key: {
                "buckets": [label for label, _, _ in trained_on],
                "slope_per_10_words": round(trend.slope, 3),
                "low": round(trend.low, 3),
                "high": round(trend.high, 3),
            }
            if trend
            else None
            for key, trend in trends.items()
        },
    }


def _translations(
    run_dir: Path, sources: list[str], beam: int | None, steps: int | None
) -> list[str]:
    """The run's translations of ``sources``, cached in the run directory for its steps."""
    cache = run_dir / "bottleneck-eval.json"
    cached = json.loads(cache.read_text(encoding="utf-8")) if cache.exists() else {}
    if cached.get("steps") == steps and cached.get("beam") == beam:
        hypotheses: list[str] = cached["hypotheses"]
        return hypotheses
    # never translated, or trained further since (a larger STEPS)
    translator = Translator.from_run(run_dir)
    translations = translator.translate(list(sources), beam_size=beam, need_weights=False)
    hypotheses = [t.target for t in translations]
    write_json(cache, {"beam": beam, "steps": steps, "hypotheses": hypotheses})
    return hypotheses
