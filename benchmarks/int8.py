"""attnlab's int8 decoding (``--int8``) against float32 on every shipped model: test BLEU,
sentences/s and the share of identical translations, greedy and beam 5, one thread.

    .venv/bin/python benchmarks/int8.py                     # the whole test set
    .venv/bin/python benchmarks/int8.py --sentences 100     # a smoke run

Each model translates the test sources as `attnlab evaluate` does (length-sorted batches of
``max_tokens``), float32 then int8, after a warm-up; BLEU as `attnlab evaluate` scores it.
Writes benchmarks/results/int8.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

import torch

from attnlab import pretrained
from attnlab.data import SubwordTokenizer, load_corpus
from attnlab.metrics.bleu import collapse_spaces, corpus_scores
from attnlab.translation import Translator

ROOT = Path(__file__).resolve().parents[1]


def same_text(tokenizer: SubwordTokenizer, text: str) -> str:
    """A text as `attnlab evaluate` compares it: the target normalization, single spaces."""
    return collapse_spaces(tokenizer.normalize(text))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sentences", type=int, default=None, help="first N test sources")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/int8.json")
    parser.add_argument("--note", default="")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "torch": torch.__version__,
        "threads": 1,
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "note": args.note,
        "rows": [],
    }
    for name in pretrained.available():
        engines = {
            "float32": Translator.from_run(name),
            "int8": Translator.from_run(name, int8=True),
        }
        run = engines["float32"].run
        corpus = load_corpus(run.config.data.corpus)
        sources, references = corpus.references("test")
        sources, references = sources[: args.sentences], references[: args.sentences]

        for beam in (1, 5):
            outputs: dict[str, list[str]] = {}
            for precision, translator in engines.items():
                translator.translate(sources[:32], beam, need_weights=False)  # warm-up
                begun = time.perf_counter()
                translations = translator.translate(sources, beam, need_weights=False)
                seconds = time.perf_counter() - begun
                outputs[precision] = [t.target for t in translations]
                scores = corpus_scores(
                    outputs[precision],
                    references,
                    corpus.tgt_lang,
                    normalize=partial(same_text, run.tokenizers.tgt),
                )
                same = zip(outputs[precision], outputs["float32"], strict=True)
                row = {
                    "model": name,
                    "precision": precision,
                    "beam": beam,
                    "sentences": len(sources),
                    "sentences_per_s": len(sources) / seconds,
                    "bleu": scores.bleu,
                    "same_as_float32": sum(a == b for a, b in same) / len(sources),
                }
                report["rows"].append(row)
                print(
                    f"{name:>13} beam {beam} {precision:>7}: {row['sentences_per_s']:6.1f} "
                    f"sentences/s, BLEU {row['bleu']:5.2f}, same as float32 "
                    f"{row['same_as_float32']:.1%}",
                    flush=True,
                )
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
