"""A sentence score and word flags from the signals (``attnlab.confidence.signals``), fitted on
a dev split with its references, never on test data.

- The sentence score: a ridge regression of sentence chrF on the sentence's features
  (``sentence_features``), each standardized on the dev split; it reads as an estimate of the
  chrF the translation would get against a reference.
- Three word flags, each a logistic regression on standardized features with the threshold of
  the best F1 on dev, fitted on dev references with errors put in (``errors``):
  ``wrong`` (a target word replaced), ``hallucination`` (target words inserted, which no
  source word asks for), both over a target word's signals; ``omission`` (a source word whose
  translation was dropped), over a source word's coverage.

An estimator is saved as JSON beside the model (``quality.json`` in the run directory).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch

from attnlab.confidence.signals import Signals, SourceWord, TargetWord

FILE = "quality.json"
RIDGE = 1.0  # the sentence score's L2 penalty, on standardized features
LOGISTIC_L2 = 1e-3  # the flags' L2 penalty per example
LOW, HIGH = 0.5, 2.0  # coverage under this: barely attended; over that: attended twice over
TARGET_FEATURES = ("log_prob", "entropy", "dropout_sd", "dropout_changed", "source_share")
SOURCE_FEATURES = ("coverage", "peak")
FLAGS = ("wrong", "hallucination", "omission")  # omission flags source words


def sentence_features(signals: Signals) -> dict[str, float]:
    """One sentence's features for the score; a signal the model lacks gives none."""
    words = signals.target_words
    found = {
        "log_prob_per_piece": signals.log_prob / signals.target_pieces,
        "min_word_log_prob": min((w.log_prob for w in words), default=0.0),
        "entropy": _mean(w.entropy for w in words),
        "length_ratio": math.log(signals.target_pieces / max(1, signals.source_pieces)),
    }
    if "dropout" not in signals.missing:
        found["dropout_sd"] = _mean(w.dropout_sd or 0.0 for w in words)
        found["dropout_changed"] = _mean(w.dropout_changed or 0.0 for w in words)
    if "source_share" not in signals.missing:
        found["source_share"] = _mean(w.source_share or 0.0 for w in words)
        found["min_source_share"] = min((w.source_share or 0.0 for w in words), default=0.0)
    if "coverage" not in signals.missing:
        coverage = [w.coverage or 0.0 for w in signals.source_words]
        found["uncovered"] = _mean(float(c < LOW) for c in coverage)
        found["covered_twice"] = _mean(float(c > HIGH) for c in coverage)
    return found


def word_features(word: TargetWord | SourceWord) -> dict[str, float]:
    """A word's features for its flags: the signals it has."""
    names = TARGET_FEATURES if isinstance(word, TargetWord) else SOURCE_FEATURES
    values = {name: getattr(word, name) for name in names}
    return {name: float(value) for name, value in values.items() if value is not None}


def _mean(values: Any) -> float:
    found = list(values)
    return math.fsum(found) / len(found) if found else 0.0


@dataclass
class Linear:
    """w . (x - mean) / scale + bias over named features."""

    features: list[str]
    mean: list[float]
    scale: list[float]
    weights: list[float]
    bias: float

    def __call__(self, rows: Sequence[dict[str, float]]) -> np.ndarray:
        x = _matrix(rows, self.features)
        return ((x - self.mean) / self.scale) @ np.asarray(self.weights) + self.bias

    @staticmethod
    def standardizing(rows: Sequence[dict[str, float]], features: Sequence[str]) -> Linear:
        x = _matrix(rows, features)
        scale = x.std(axis=0)
        scale[scale == 0] = 1.0
        return Linear(list(features), x.mean(axis=0).tolist(), scale.tolist(), [], 0.0)

    def standardized(self, rows: Sequence[dict[str, float]]) -> np.ndarray:
        return (_matrix(rows, self.features) - self.mean) / self.scale


def _matrix(rows: Sequence[dict[str, float]], features: Sequence[str]) -> np.ndarray:
    return np.array([[row[name] for name in features] for row in rows], dtype=float).reshape(
        len(rows), len(features)
    )


def fit_ridge(rows: Sequence[dict[str, float]], targets: Sequence[float]) -> Linear:
    """The ridge regression of ``targets`` on the features every row has."""
    model = Linear.standardizing(rows, _shared(rows))
    x, y = model.standardized(rows), np.asarray(targets, dtype=float)
    bias = float(y.mean())
    gram = x.T @ x + RIDGE * np.eye(x.shape[1])
    model.weights = np.linalg.solve(gram, x.T @ (y - bias)).tolist()
    model.bias = bias
    return model


def fit_logistic(rows: Sequence[dict[str, float]], labels: Sequence[bool]) -> Linear:
    """The L2-penalized logistic regression of ``labels`` (True: the flag should be raised)
    on the features every row has; its output is the logit."""
    model = Linear.standardizing(rows, _shared(rows))
    x = torch.tensor(model.standardized(rows), dtype=torch.float64)
    y = torch.tensor(labels, dtype=torch.float64)
    w = torch.zeros(x.shape[1], dtype=torch.float64, requires_grad=True)
    b = torch.zeros((), dtype=torch.float64, requires_grad=True)
    optimizer = torch.optim.LBFGS([w, b], max_iter=200, line_search_fn="strong_wolfe")

    def loss() -> torch.Tensor:
        optimizer.zero_grad()
        value = torch.nn.functional.binary_cross_entropy_with_logits(x @ w + b, y)
        value = value + LOGISTIC_L2 * (w * w).sum()
        value.backward()
        return value

    optimizer.step(loss)
    model.weights, model.bias = w.detach().tolist(), float(b.detach())
    return model


def _shared(rows: Sequence[dict[str, float]]) -> list[str]:
    if not rows:
        raise ValueError("nothing to fit on: no rows")
    names = set(rows[0]).intersection(*rows[1:])
    return [name for name in rows[0] if name in names]


@dataclass
class Flag:
    """A logistic regression and the threshold on its probability that raises the flag;
    ``shown``: whether it is raised for users (it beat flagging every word where it was
    fitted: ``fitting.fit``)."""

    model: Linear
    threshold: float
    shown: bool = True

    def probabilities(self, rows: Sequence[dict[str, float]]) -> np.ndarray:
        return np.asarray(1.0 / (1.0 + np.exp(-self.model(rows))))

    def raised(self, rows: Sequence[dict[str, float]]) -> list[bool]:
        return [bool(p >= self.threshold) for p in self.probabilities(rows)]


def fit_flag(rows: Sequence[dict[str, float]], labels: Sequence[bool]) -> Flag:
    """A flag fitted on ``rows``, its threshold the one of the best F1 on them."""
    model = fit_logistic(rows, labels)
    flag = Flag(model, 0.5)
    probabilities = flag.probabilities(rows)
    truth = np.asarray(labels, dtype=bool)
    best, threshold = -1.0, 0.5
    for candidate in np.unique(probabilities):
        raised = probabilities >= candidate
        found = f1(int((raised & truth).sum()), int(raised.sum()), int(truth.sum()))
        if found > best:
            best, threshold = found, float(candidate)
    flag.threshold = threshold
    return flag


def f1(hits: int, raised: int, true: int) -> float:
    """F1 of a flag raised ``raised`` times, ``hits`` of them where it should, ``true`` cases."""
    return 2 * hits / (raised + true) if raised + true else 0.0


@dataclass
class Assessment:
    """What the estimator says of one translation."""

    score: float  # the estimated sentence chrF, 0-100
    flags: dict[str, list[int]]  # flag -> the words (target or source) it is raised on


@dataclass
class Estimator:
    sentence: Linear
    flags: dict[str, Flag]  # of FLAGS, those the model's signals allow
    fitted_on: dict[str, Any] = field(default_factory=dict)  # corpus, split, sentences

    def assess(self, signals: Signals) -> Assessment:
        score = float(self.sentence([sentence_features(signals)])[0])
        flags = {}
        for name, flag in self.flags.items():
            if not flag.shown:
                continue
            words = signals.source_words if name == "omission" else signals.target_words
            if words and all(f in word_features(words[0]) for f in flag.model.features):
                raised = flag.raised([word_features(w) for w in words])
                flags[name] = [k for k, up in enumerate(raised) if up]
        return Assessment(min(100.0, max(0.0, score)), flags)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> Estimator:
        return Estimator(
            Linear(**data["sentence"]),
            {
                name: Flag(Linear(**flag["model"]), float(flag["threshold"]), bool(flag["shown"]))
                for name, flag in data["flags"].items()
            },
            dict(data.get("fitted_on", {})),
        )

    def save(self, path: str | Path) -> Path:
        from attnlab.atomic import write_json

        return write_json(path, self.to_json())


def load(path: str | Path) -> Estimator:
    """The estimator saved in ``path``; a ValueError that says what is wrong otherwise."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return Estimator.from_json(data)
    except FileNotFoundError:
        raise
    except (UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError) as error:
        raise ValueError(
            f"{path} is not a quality estimator ({type(error).__name__}: {error}); fit it again "
            "with `attnlab experiment quality` (shipped models) or delete it"
        ) from None
