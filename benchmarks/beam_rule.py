"""attnlab's beam search against CTranslate2's on the same model, under each beam rule
(decode.beam_rule): how many translations are the same, token for token, and BLEU.

    .venv/bin/python benchmarks/beam_rule.py                  # the shipped Transformer
    .venv/bin/python benchmarks/beam_rule.py RUN --sentences 500 --beam 4

The first --sentences test sources, each translated alone (so that both engines search to the
same length limit: CTranslate2 takes one limit a call), at --beam, one thread; CTranslate2
from a float32 export (written into runs/NAME-ct2/float32 unless --export names one).
Writes benchmarks/results/beam_rule.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch

from attnlab.ct2 import CT2Translator, export
from attnlab.data import load_corpus
from attnlab.decoding.hypothesis import BEAM_RULES
from attnlab.metrics.bleu import corpus_scores
from attnlab.translation import Translator

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("run", nargs="?", default="transformer", help="a Transformer run")
    parser.add_argument("--sentences", type=int, default=300)
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--export", type=Path, default=None, help="its CTranslate2 export")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/beam_rule.json")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    folder = args.export or ROOT / "runs" / f"{Path(args.run).name}-ct2" / "float32"
    if not (folder / "model.bin").exists():
        export(args.run, folder)
    translator = Translator.from_run(args.run)
    sources, references = load_corpus(translator.run.config.data.corpus).references("test")
    sources, references = sources[: args.sentences], references[: args.sentences]
    exported = CT2Translator(args.run, folder, threads=1)
    theirs = [exported.translate([source], args.beam)[0] for source in sources]
    target_lang = translator.run.tokenizers.tgt.lang
    rows = {}
    for rule in BEAM_RULES:
        ours = translator.with_decoding(beam_rule=rule)
        found = [ours.translate([source], args.beam, need_weights=False)[0] for source in sources]
        same = sum(a.target_tokens == b.target_tokens for a, b in zip(found, theirs, strict=True))
        rows[rule] = {
            "same_as_ctranslate2": same,
            "bleu": round(
                corpus_scores([t.target for t in found], references, target_lang).bleu, 2
            ),
        }
        print(f"{rule:>12}: {same} of {len(sources)} as CTranslate2's, BLEU {rows[rule]['bleu']}")
    ct2_bleu = corpus_scores([t.target for t in theirs], references, target_lang).bleu
    report = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "run": args.run,
        "sentences": len(sources),
        "beam": args.beam,
        "length_penalty": translator.run.config.decode.length_penalty,
        "rules": rows,
        "ctranslate2_bleu": round(ct2_bleu, 2),
    }
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"CTranslate2: BLEU {report['ctranslate2_bleu']}; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
