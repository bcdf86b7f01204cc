"""Runs side by side: the model, its size, training time and speed, dev and test scores.

Reads only what training and ``attnlab evaluate`` wrote (see attnlab/runs.py): config.yaml,
the tokenizers (for the vocabulary sizes the parameter count needs), metrics.csv, the
progress of the last checkpoint (last/trainer.json) and report-test.json. The model is built
to count its parameters; no weights are loaded.
"""

from __future__ import annotations

import csv
import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from attnlab.config import ModelConfig
from attnlab.metrics.length_buckets import LengthBucketRow
from attnlab.metrics.report import load_report
from attnlab.models import get_family
from attnlab.runs import find_run, open_run
from attnlab.training.checkpoints import saved_progress

SPLIT = "test"


@dataclass(frozen=True)
class TestScores:
    bleu: float
    chrf: float
    beam_size: int | None  # as the report's meta records it
    by_length: list[LengthBucketRow] = field(default_factory=list)  # empty: not asked for


@dataclass(frozen=True)
class RunSummary:
    run_dir: str  # as given
    name: str  # the config's name
    family: str
    options: str  # the family's key options, e.g. "general, global, input feeding"
    model: dict[str, Any]  # the model config fields that set the options
    parameters: int
    steps: int | None  # the last evaluation's, or the last checkpoint's if later; None: neither
    training_seconds: float | None  # at that step
    tokens_per_s: float | None  # median of train_tokens_per_s over the metrics rows
    best_dev_bleu: float | None
    test: TestScores | None  # None: no report-test.json

    @property
    def hint(self) -> str | None:
        """What to run to fill the missing columns, if any are missing."""
        command = f"run `attnlab evaluate {self.run_dir} --by-length`"
        if self.test is None:
            return f"no {SPLIT} scores yet; {command}"
        if not self.test.by_length:
            return f"no {SPLIT} BLEU by length yet; {command}"
        return None

    def to_json(self) -> dict[str, Any]:
        return asdict(self) | {"hint": self.hint}


def model_options(model: ModelConfig) -> tuple[str, dict[str, Any]]:
    """A family's key options as short text, and every option of the model."""
    summary = get_family(model.family).summary(model.options)
    return summary, {"family": model.family, **asdict(model.options)}


def read_metrics(path: Path) -> list[dict[str, str]]:
    """The rows of metrics.csv; ValueError naming the file if a needed column is missing."""
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        rows = list(reader)
        needed = {"step", "elapsed_s", "train_tokens_per_s", "dev_bleu"}
        missing = needed - set(reader.fieldnames or [])
    if missing:
        raise ValueError(f"{path} lacks the columns {sorted(missing)}; is it a metrics file?")
    return rows


def _floats(rows: list[dict[str, str]], column: str) -> list[float]:
    return [float(row[column]) for row in rows if row.get(column) not in (None, "")]


def summarize_run(run_dir: str | Path) -> RunSummary:
    """One run's row; FileNotFoundError if ``run_dir`` is missing or not a run directory."""
    files = find_run(run_dir)  # a run directory, or a shipped model's name
    run = open_run(files.root)  # counts parameters; no weights are loaded
    config, model = run.config, run.model
    options, model_fields = model_options(config.model)
    steps = seconds = speed = best = None
    if files.metrics.exists():
        rows = read_metrics(files.metrics)
        if rows:
            steps = int(rows[-1]["step"])
            seconds = float(rows[-1]["elapsed_s"])
            speeds, bleus = _floats(rows, "train_tokens_per_s"), _floats(rows, "dev_bleu")
            speed = statistics.median(speeds) if speeds else None
            best = max(bleus) if bleus else None
    progress = saved_progress(files)
    if progress is not None and (steps is None or progress["step"] > steps):
        # Stopped (Ctrl-C, a time limit) after its last evaluation: it trained on to here.
        steps, seconds = int(progress["step"]), float(progress["elapsed_s"])
    test = None
    if files.report(SPLIT).exists():
        report = load_report(files.report(SPLIT))
        beam = report.meta.get("beam_size")
        test = TestScores(report.corpus.bleu, report.corpus.chrf, beam, report.by_length)
    return RunSummary(
        run_dir=str(run_dir),
        name=config.name,
        family=config.model.family,
        options=options,
        model=model_fields,
        parameters=sum(p.numel() for p in model.parameters()),
        steps=steps,
        training_seconds=seconds,
        tokens_per_s=speed,
        best_dev_bleu=best,
        test=test,
    )


def compare_runs(run_dirs: Sequence[str | Path]) -> list[RunSummary]:
    return [summarize_run(run_dir) for run_dir in run_dirs]


def comparison_json(summaries: Sequence[RunSummary]) -> dict[str, Any]:
    return {"split": SPLIT, "runs": [summary.to_json() for summary in summaries]}


# ---- the text table ----


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.1f} min"
    return f"{seconds / 3600:.1f} h"


def _number(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def _parameters(count: int) -> str:
    return f"{count / 1e6:.1f}M" if count >= 1e6 else f"{count / 1e3:.1f}k"


def _bucket_labels(summaries: Sequence[RunSummary]) -> list[str]:
    """Every length bucket any run has, in order of their lower edges."""
    seen: dict[str, tuple[int, int]] = {}
    for summary in summaries:
        for row in summary.test.by_length if summary.test else []:
            seen.setdefault(row.label, (row.low, row.high if row.high is not None else 1 << 30))
    return sorted(seen, key=lambda label: seen[label])


def format_comparison(summaries: Sequence[RunSummary]) -> str:
    """An aligned table, one line per run, then what to run for missing test scores."""
    buckets = _bucket_labels(summaries)
    header = ["run", "family", "options", "params", "steps", "train time", "tok/s"]
    header += ["best dev BLEU", f"{SPLIT} BLEU", f"{SPLIT} chrF"]
    header += [f"BLEU {label}" for label in buckets]
    lines = [header]
    for s in summaries:
        by_length = {row.label: row.bleu for row in s.test.by_length} if s.test else {}
        lines.append(
            [
                s.run_dir,
                s.family,
                s.options,
                _parameters(s.parameters),
                _number(s.steps, ","),
                _duration(s.training_seconds),
                _number(s.tokens_per_s, ",.0f"),
                _number(s.best_dev_bleu, ".2f"),
                _number(s.test.bleu if s.test else None, ".2f"),
                _number(s.test.chrf if s.test else None, ".2f"),
            ]
            + [_number(by_length.get(label), ".2f") for label in buckets]
        )
    widths = [max(len(line[c]) for line in lines) for c in range(len(header))]
    left = 3  # run, family and options are text; the rest numbers

    def render(line: list[str]) -> str:
        pairs = enumerate(zip(line, widths, strict=True))
        cells = [cell.ljust(w) if c < left else cell.rjust(w) for c, (cell, w) in pairs]
        return "  ".join(cells).rstrip()

    table = [render(lines[0]), "  ".join("-" * w for w in widths), *map(render, lines[1:])]
    hints = [f"{s.run_dir}: {s.hint}" for s in summaries if s.hint]
    if buckets:
        table.append("BLEU by source length bucket (characters for Chinese, else words).")
    return "\n".join(table + hints)
