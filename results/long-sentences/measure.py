"""Long sentences (issue 59.2): a model trained with long examples joined from consecutive pairs
(attnlab/data/joined.py) beside the shipped RNNsearch, on the ordinary Tatoeba test set, on the
long test joined the same way from test pairs only, by source length, and on the lecture's own
sentence (the nine English words its click-a-word demo names). Run from the repository root:

    .venv/bin/python results/long-sentences/measure.py rnnsearch-long rnnsearch

writes long-sentences.json here (every number, the commands) and, into NAME/, each model's
translations of both test sets (a run directory gets the reports of `attnlab evaluate`, a
shipped model's folder carries them: report-test.json, report-test-tatoeba-zh-en-joined.json).
README.md and README.zh.md quote the JSON, and
tests/test_long_sentences.py checks them against it.

The rule, stated before the long model's numbers were seen: it ships if it is no worse on the
ordinary test set, that is unless the paired bootstrap (1,000 resamples of the test sources)
puts the whole 95 % interval of its BLEU minus the shipped RNNsearch's below zero.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from pathlib import Path
from typing import Any

from attnlab.atomic import write_json
from attnlab.data import load_corpus
from attnlab.data.joined import JOINED
from attnlab.data.tatoeba import NAME as ORDINARY
from attnlab.evaluation import evaluate_run
from attnlab.lecture import SENTENCE, lecture_alignment
from attnlab.metrics.bootstrap import paired_bleu_difference
from attnlab.translation import Translator

HERE = Path(__file__).resolve().parent
BEAM = 5
BUCKETS = (0, 10, 20, 30, 40, 50, 60, 80)


def lecture(run: str) -> dict[str, Any]:
    """The lecture's sentence, beam 5, against its nine words, on the attention the explorer
    shows (the last layer, heads averaged)."""
    (translation,) = Translator.from_run(run).translate([SENTENCE], beam_size=BEAM)
    weights = translation.attention.cross[-1][0].mean(dim=0).tolist()  # (T, S)
    found = lecture_alignment(translation.source_tokens, translation.target_tokens, weights)
    return {"translation": translation.target, **found}


def measure(name: str) -> dict[str, Any]:
    """``name``: a shipped model's name, or a run directory (its folder's name names it)."""
    run = str(Path(name).resolve()) if Path(name).is_dir() else name
    files = HERE / Path(name).name
    files.mkdir(exist_ok=True)
    os.chdir(files)  # a shipped model's reports go where the command runs
    found: dict[str, Any] = {}
    for corpus in (ORDINARY, JOINED):
        output = files / f"translations-{corpus}.txt"
        report = evaluate_run(
            run, corpus=corpus, beam_size=BEAM, by_length=True, buckets=BUCKETS, output=output
        )
        found[corpus] = {
            "bleu": round(report.corpus.bleu, 2),
            "chrf": round(report.corpus.chrf, 2),
            "sentences": report.meta["sentences"],
            "by_length": [
                {"bucket": row.label, "sentences": row.count, "bleu": round(row.bleu, 2)}
                for row in report.by_length
                if row.bleu is not None
            ],
            "command": f"attnlab evaluate {name} --corpus {corpus} --beam {BEAM} --by-length "
            f"--buckets {','.join(map(str, BUCKETS))} -o {output.name}",
        }
    found["lecture"] = lecture(run)
    for copy in files.glob("*-report-*.json"):  # a shipped model's: its folder has them
        copy.unlink()
    return found


def paired(first: str, second: str) -> dict[str, Any]:
    """``first`` minus ``second``, BLEU on the same sentences, on each test set."""
    found: dict[str, Any] = {}
    for corpus in (ORDINARY, JOINED):
        references = load_corpus(corpus).references("test").references
        a, b = (
            (HERE / name / f"translations-{corpus}.txt").read_text("utf-8").splitlines()
            for name in (first, second)
        )
        difference = paired_bleu_difference(a, b, references, "en")
        found[corpus] = {
            "difference": round(difference.difference, 2),
            "interval": [round(difference.low, 2), round(difference.high, 2)],
            "first_wins": difference.a_wins,
        }
    found["ships"] = found[ORDINARY]["interval"][1] >= 0
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", help="the long-sentence model: a run directory or shipped name")
    parser.add_argument("baseline", help="the model it is measured beside, e.g. rnnsearch")
    args = parser.parse_args()
    started = time.time()
    first, second = Path(args.model).name, Path(args.baseline).name
    record = {
        "joining": "attnlab/data/joined.py",
        "beam": BEAM,
        "buckets": list(BUCKETS),
        "models": {first: measure(args.model), second: measure(args.baseline)},
        "paired": paired(first, second),
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores",
        "seconds": round(time.time() - started),
        "command": f"python results/long-sentences/measure.py {args.model} {args.baseline}",
    }
    write_json(HERE / "long-sentences.json", record)


if __name__ == "__main__":
    main()
