"""A trained Transformer translated by attnlab (float32 and int8) and by its CTranslate2
exports (float32, int8): BLEU, sentences/s and agreement with attnlab's float32 output, in one
run, one thread, at several batch sizes.

    .venv/bin/python benchmarks/ct2_speed.py transformer    # the shipped one, the whole test set
    .venv/bin/python benchmarks/ct2_speed.py RUN --sentences 200 --quick    # a smoke run
    .venv/bin/python benchmarks/ct2_speed.py RUN --batches 1,32,all --repeats 3

RUN is a run directory or a shipped model's name. The exports (``attnlab export-ct2``) are
written into ``--exports`` (default runs/NAME-ct2/float32 and .../int8), not into the run's
folder, so a shipped model's is not written. Every engine translates the run's test sources
with greedy search and with beam 5, after a warm-up on 32 sentences. A batch size B hands
each engine the sources B at a time, in the test set's order (``all``: the whole set in one
call, which attnlab cuts into length-sorted batches of ``max_tokens`` and CTranslate2 takes
as one batch); engines take turns, each timed over the whole set (tokenization, batching
and detokenization included), the median of ``--repeats``. BLEU and chrF as ``attnlab
evaluate`` scores them. Uses the public API only.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import torch

from attnlab.ct2 import CT2Translator, export
from attnlab.data import load_corpus
from attnlab.metrics.bleu import collapse_spaces, corpus_scores
from attnlab.models.inference import PACKING_PAYS, read_cpu
from attnlab.translation import Translator

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("run_dir", help="a trained Transformer run, or a shipped model's name")
    parser.add_argument(
        "--exports", type=Path, default=None, help="where to export (default runs/NAME-ct2)"
    )
    parser.add_argument("--sentences", type=int, default=None, help="first N test sources")
    parser.add_argument("--quick", action="store_true", help="greedy only")
    parser.add_argument(
        "--batches", default="all", help="batch sizes, comma-separated: numbers or all"
    )
    parser.add_argument("--repeats", type=int, default=1, help="timings per row (median)")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    suffix = "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"ct2{suffix}.json"
    started = time.perf_counter()

    attnlab = Translator.from_run(args.run_dir)
    folder = args.exports or ROOT / "runs" / f"{Path(args.run_dir).name}-ct2"
    exports = {q: folder / q for q in ("float32", "int8")}
    engines: dict[str, Any] = {
        "attnlab": attnlab,
        "attnlab_int8": Translator.from_run(args.run_dir, int8=True),
    }
    for quantization, directory in exports.items():
        export(args.run_dir, directory, quantization)
        engines[f"ct2_{quantization}"] = CT2Translator(args.run_dir, directory, threads=1)
    corpus = load_corpus(attnlab.run.config.data.corpus)
    sources, references = corpus.references("test")
    if args.sentences is not None:
        sources, references = sources[: args.sentences], references[: args.sentences]
    target = attnlab.run.tokenizers.tgt

    def same_text(text: str) -> str:
        return collapse_spaces(target.normalize(text))

    cpu = read_cpu()  # what decides attnlab's products (attnlab.models.inference)
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "run_dir": str(args.run_dir),
        "torch": torch.__version__,
        "ctranslate2": __import__("ctranslate2").__version__,
        "threads": 1,
        "cpu": {"vendor": cpu.vendor, "avx512": "avx512f" in cpu.flags, "packed": PACKING_PAYS},
        "sentences": len(sources),
        "repeats": args.repeats,
        "model_bytes": {q: (d / "model.bin").stat().st_size for q, d in exports.items()},
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "note": args.note,
        "rows": [],
    }
    batches = [None if b == "all" else int(b) for b in args.batches.split(",")]
    for beam in (1,) if args.quick else (1, 5):
        for batch in batches:
            chunks = (
                [sources]
                if batch is None
                else [sources[i : i + batch] for i in range(0, len(sources), batch)]
            )
            outputs: dict[str, list[str]] = {}
            for name, engine in engines.items():
                engine.translate(sources[:32], beam_size=beam, need_weights=False)  # warm-up
                timings = []
                for _ in range(args.repeats):
                    begun = time.perf_counter()
                    translations = [
                        t
                        for chunk in chunks
                        for t in engine.translate(chunk, beam_size=beam, need_weights=False)
                    ]
                    timings.append(time.perf_counter() - begun)
                seconds = statistics.median(timings)
                outputs[name] = [t.target for t in translations]
                scores = corpus_scores(
                    outputs[name], references, corpus.tgt_lang, normalize=same_text
                )
                row = {
                    "engine": name,
                    "beam": beam,
                    "batch": batch or "all",
                    "seconds": seconds,
                    "sentences_per_s": len(sources) / seconds,
                    "bleu": scores.bleu,
                    "chrf": scores.chrf,
                    "same_as_attnlab": sum(
                        a == b for a, b in zip(outputs[name], outputs["attnlab"], strict=True)
                    )
                    / len(sources),
                }
                report["rows"].append(row)
                print(format_row(row), flush=True)
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report["total_s"] = round(time.perf_counter() - started, 1)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out} ({report['total_s']} s)")
    return 0


def format_row(row: dict[str, Any]) -> str:
    """One line per engine and beam."""
    return (
        f"beam {row['beam']} batch {row['batch']:>3} {row['engine']:>13}: "
        f"{row['sentences_per_s']:7.1f} sentences/s, "
        f"BLEU {row['bleu']:5.2f}, chrF {row['chrf']:5.2f}, "
        f"same text as attnlab {row['same_as_attnlab']:.1%}"
    )


if __name__ == "__main__":
    sys.exit(main())
