"""Which decoding layout pays on this CPU: a shipped model as loaded, with column-major linear
weights only, and with oneDNN's packed products on top (``lay_out_for_decoding``), one thread.

    .venv/bin/python benchmarks/decode_layout.py                 # transformer and rnnsearch
    .venv/bin/python benchmarks/decode_layout.py --models luong --sentences 100

The first --sentences test sources in one call, greedy and beam 5, after a warm-up; the
layouts take turns round after round; medians of --rounds. Prints each layout's time and its
speed against the plain model. The default layout packs only on AMD CPUs with AVX-512
(``PACKING_PAYS``).
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace

import torch

from attnlab import pretrained
from attnlab.data import load_corpus
from attnlab.models.inference import PACKING_PAYS, lay_out_for_decoding, read_cpu
from attnlab.runs import load_run
from attnlab.translation import Translator


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=["transformer", "rnnsearch"])
    parser.add_argument("--sentences", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    torch.set_num_threads(1)
    cpu = read_cpu()
    avx512 = "avx512f" in cpu.flags
    print(f"CPU vendor: {cpu.vendor}, AVX-512: {avx512}, packed by default: {PACKING_PAYS}")
    for name in args.models:
        path = pretrained.resolve(name)
        sources = load_corpus("tatoeba-zh-en").references("test")[0][: args.sentences]
        layouts = {}
        for label, packed in (("plain", None), ("column-major", False), ("packed", True)):
            run = load_run(path)
            model = run.model if packed is None else lay_out_for_decoding(run.model, packed=packed)
            layouts[label] = Translator(replace(run, model=model))
            layouts[label].translate(sources[:5], beam_size=5)  # warm up
        times: dict[tuple[str, int], list[float]] = {(k, b): [] for k in layouts for b in (1, 5)}
        for _ in range(args.rounds):
            for label, translator in layouts.items():
                for beam in (1, 5):
                    started = time.perf_counter()
                    translator.translate(sources, beam_size=beam)
                    times[(label, beam)].append(time.perf_counter() - started)
        for beam in (1, 5):
            base = statistics.median(times[("plain", beam)])
            cells = [
                f"{label} {statistics.median(times[(label, beam)]):.3f} s "
                f"({base / statistics.median(times[(label, beam)]):.2f}x)"
                for label in layouts
            ]
            print(f"{name}, beam {beam}: " + ", ".join(cells), flush=True)


if __name__ == "__main__":
    main()
