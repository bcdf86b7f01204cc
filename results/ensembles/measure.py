"""Ensembles: the shipped RNNsearch, Transformer and Luong alone and decoding as one
(``Translator.ensemble``: their log-probabilities averaged at each step), on the Tatoeba test
set at beam 5, one thread. Run from the repository root:

    .venv/bin/python results/ensembles/measure.py

writes ensembles.json here (every number, the commands) and each system's translations
(translations-NAME.txt); README.md quotes the JSON. Each ensemble is set beside its best
member by the paired bootstrap (1,000 resamples of the test sources).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import torch

from attnlab.atomic import write_json
from attnlab.data import load_corpus
from attnlab.data.tatoeba import NAME as CORPUS
from attnlab.evaluation import evaluate_run
from attnlab.metrics.bootstrap import paired_bleu_difference

HERE = Path(__file__).resolve().parent
BEAM = 5
SYSTEMS = (
    ("rnnsearch",),
    ("transformer",),
    ("luong",),
    ("rnnsearch", "transformer"),
    ("rnnsearch", "transformer", "luong"),
)


def name(system: tuple[str, ...]) -> str:
    return "+".join(system)


def translate(system: tuple[str, ...]) -> dict[str, Any]:
    output = HERE / f"translations-{name(system)}.txt"
    report = evaluate_run(system[0], beam_size=BEAM, output=output, ensemble_with=system[1:])
    Path(f"{output}.sources").unlink()  # the test sources, the corpus's own
    return {
        "bleu": round(report.corpus.bleu, 2),
        "chrf": round(report.corpus.chrf, 2),
        "sentences": report.meta["sentences"],
        "command": f"attnlab evaluate {' '.join(system)} --beam {BEAM} --threads 1 "
        f"-o {output.name}",
    }


def paired(first: str, second: str) -> dict[str, Any]:
    """``first`` minus ``second``: BLEU on the same resamples of the test sentences."""
    references = load_corpus(CORPUS).references("test").references
    a, b = (
        (HERE / f"translations-{system}.txt").read_text("utf-8").splitlines()
        for system in (first, second)
    )
    difference = paired_bleu_difference(a, b, references, "en")
    return {
        "first": first,
        "second": second,
        "difference": round(difference.difference, 2),
        "interval": [round(difference.low, 2), round(difference.high, 2)],
        "first_wins": difference.a_wins,
    }


def main() -> None:
    torch.set_num_threads(1)
    os.chdir(tempfile.mkdtemp())  # the reports evaluate writes beside the command: not kept
    systems = {name(system): translate(system) for system in SYSTEMS}
    comparisons = []
    for system in SYSTEMS[3:]:
        best = max(system, key=lambda member: systems[member]["bleu"])
        comparisons.append(paired(name(system), best))
    record = {
        "corpus": CORPUS,
        "split": "test",
        "beam": BEAM,
        "systems": systems,
        "ensemble_minus_best_member": comparisons,
        "command": "python results/ensembles/measure.py",
    }
    write_json(HERE / "ensembles.json", record)


if __name__ == "__main__":
    main()
