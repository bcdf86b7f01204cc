"""Which differences in the same-budget comparison are more than the test set's sampling noise:
the paired bootstrap (Koehn 2004) of every two families on the same resampled test sentences,
from the translations compare.sh wrote (runs/recipe-compare-FAMILY-test.txt).

    .venv/bin/python results/recipes/paired.py      # after bash results/recipes/compare.sh

Prints a table and writes results/recipes/compare/paired.json. It speaks of this test set
only: another seed of the same family would move its BLEU too, and by how much is not known.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from attnlab.data.registry import load_corpus
from attnlab.evaluation.bootstrap import RESAMPLES, paired_bleu_difference

ROOT = Path(__file__).resolve().parents[2]
FAMILIES = {  # run name -> label
    "fixed-context": "fixed context",
    "bahdanau": "RNNsearch",
    "luong-global": "Luong global",
    "transformer": "Transformer",
}


def main() -> None:
    corpus = load_corpus("tatoeba-zh-en")
    _, references = corpus.references("test")
    translations = {}
    for run in FAMILIES:
        path = ROOT / "runs" / f"recipe-compare-{run}-test.txt"
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
    out = ROOT / "results" / "recipes" / "compare" / "paired.json"
    out.write_text(json.dumps({"resamples": RESAMPLES, "seed": 0, "pairs": rows}, indent=2) + "\n")
    print(f"\n{out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
