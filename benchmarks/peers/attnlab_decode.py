"""Translate a file of sources with an attnlab run's latest weights, beam 5, one thread, and write
the translations and the generation seconds as JSON (the race's attnlab side, in its own process
as JoeyNMT's test is in its own).

    .venv/bin/python benchmarks/peers/attnlab_decode.py RUN_DIR SOURCES.txt OUT.json
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import torch

from attnlab.runs import load_run
from attnlab.translation import translate_texts


def main(run_dir: str, sources_file: str, out: str) -> None:
    torch.set_num_threads(1)
    run = load_run(run_dir, weights="last")
    decode = run.config.decode
    sources = Path(sources_file).read_text(encoding="utf-8").splitlines()
    started = time.perf_counter()
    hypotheses = translate_texts(
        run.model,
        run.tokenizers,
        sources,
        beam_size=decode.beam_size,
        length_penalty=decode.length_penalty,
        max_len_ratio=decode.max_len_ratio,
        max_len_offset=decode.max_len_offset,
        max_tokens=run.config.data.max_tokens,
    )
    seconds = time.perf_counter() - started
    Path(out).write_text(json.dumps({"hypotheses": hypotheses, "seconds": seconds}))


if __name__ == "__main__":
    main(*sys.argv[1:])
