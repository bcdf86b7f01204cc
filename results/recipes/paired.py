"""Which differences in the same-budget comparison are more than the test set's sampling noise:
the paired bootstrap (Koehn 2004) of every two families on the same resampled test sentences,
from the translations compare.sh copied into its results folder (FAMILY-test.txt).

    .venv/bin/python results/recipes/paired.py [FOLDER]   # default results/recipes/compare-30min

Prints a table and writes FOLDER/paired.json. It speaks of this test set only: another seed
of the same family would move its BLEU too, and by how much is not known.
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

from attnlab.data.registry import load_corpus
from attnlab.metrics.bootstrap import RESAMPLES, paired_bleu_difference

ROOT = Path(__file__).resolve().parents[2]
FAMILIES = {  # run name -> label
    "fixed-context": "fixed context",
    "bahdanau": "RNNsearch",
    "luong-global": "Luong global",
    "transformer": "Transformer",
}


def main(argv: list[str]) -> None:
    folder = Path(argv[0]) if argv else ROOT / "results" / "recipes" / "compare-30min"
    corpus = load_corpus("tatoeba-zh-en")
    _, references = corpus.references("test")
    translations = {}
    for run in FAMILIES:
        path = folder / f"{run}-test.txt"
        lines = path.read_text(encoding="utf-8").splitlines()
        if len(lines) != len(references):
            raise SystemExit(f"{path}: {len(lines)} lines for {len(references)} test sentences")
        translations[run] = lines
    rows = []
    print(f"| a | b | BLEU a - b | 95 % interval | a ahead in ({RESAMPLES} resamples) |")
    print("|---|---|---:|---|---:|")
    for a, b in itertools.combinations(FAMILIES, 2):
        result = paired_bleu_difference(translations[a], translations[b], references, "en")
        rows.append({"a": a, "b": b, **vars(result)})
        print(
            f"| {FAMILIES[a]} | {FAMILIES[b]} | {result.difference:+.2f} | "
            f"{result.low:+.2f} ... {result.high:+.2f} | {result.a_wins:.1%} |"
        )
    out = folder / "paired.json"
    out.write_text(json.dumps({"resamples": RESAMPLES, "seed": 0, "pairs": rows}, indent=2) + "\n")
    print(f"\n{out}")


if __name__ == "__main__":
    main(sys.argv[1:])
