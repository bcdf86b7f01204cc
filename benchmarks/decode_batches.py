"""attnlab's decoding speed by family, beam and batch size, one thread; with --against, the
same measured side by side for another checkout of attnlab (say, the commit before a change).
Target tokens written per second (eos included) put the families side by side per token, and
the encoder's share of the time says what the rest is: the decoder's steps.

    .venv/bin/python benchmarks/decode_batches.py                       # every shipped model
    .venv/bin/python benchmarks/decode_batches.py --against /tmp/old-checkout --repeats 3

Each row: the first --sentences test sources of a shipped model, handed to
``Translator.translate`` B at a time in the test set's order (``all``: in one call, which
attnlab cuts into length-sorted batches of ``max_tokens``), greedy and beam 5, after a warm-up;
sentences/s and target tokens/s are medians of --repeats timings, and the translations are
kept to compare. With
--against, the two checkouts take turns in fresh processes, round after round, so a change in
the machine's load falls on both; the JSON gives both figures, their ratio and the share of
identical translations. Writes benchmarks/results/decode_batches.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MODELS = ("transformer", "rnnsearch", "luong", "fixed-context")


def time_encoder(model: Any) -> list[float]:
    """A counter, [seconds], that the model's encoder adds its time to from now on (its
    ``encode`` wrapped as an instance attribute: the class's method is untouched)."""
    encoding = [0.0]
    encode = model.encode

    def timed(*args: Any, **kwargs: Any) -> Any:
        begun = time.perf_counter()
        encoded = encode(*args, **kwargs)
        encoding[0] += time.perf_counter() - begun
        return encoded

    model.encode = timed
    return encoding


def measure(models: list[str], sentences: int, batches: list[str]) -> dict[str, Any]:
    """One round in this process, with the attnlab it imports: {row key: (sentences/s,
    outputs, tokens/s, the encoder's share of the time)}."""
    import torch

    from attnlab.data import load_corpus
    from attnlab.translation import Translator

    torch.set_num_threads(1)
    rows: dict[str, Any] = {}
    for name in models:
        translator = Translator.from_run(name)
        encoding = time_encoder(translator.run.model)
        sources, _ = load_corpus(translator.run.config.data.corpus).references("test")
        sources = sources[:sentences]
        for beam in (1, 5):
            translator.translate(sources[:16], beam, need_weights=False)  # warm-up
            for batch in batches:
                size = len(sources) if batch == "all" else int(batch)
                chunks = [sources[i : i + size] for i in range(0, len(sources), size)]
                begun, encoding[0] = time.perf_counter(), 0.0
                found = [
                    t
                    for chunk in chunks
                    for t in translator.translate(chunk, beam, need_weights=False)
                ]
                seconds = time.perf_counter() - begun
                tokens = sum(len(t.target_tokens) for t in found)  # written, eos included
                rows[f"{name} beam {beam} batch {batch}"] = [
                    len(sources) / seconds,
                    [t.target for t in found],
                    tokens / seconds,
                    encoding[0] / seconds,
                ]
    return rows


def one_round(checkout: Path, args: argparse.Namespace) -> dict[str, Any]:
    """A round of ``measure`` in a fresh process importing attnlab from ``checkout``."""
    command = [sys.executable, __file__, "--round", "--models", ",".join(args.models)]
    command += ["--sentences", str(args.sentences), "--batches", ",".join(args.batches)]
    env = {**os.environ, "PYTHONPATH": str(checkout), "OMP_NUM_THREADS": "1"}
    done = subprocess.run(command, env=env, cwd=checkout, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"a round in {checkout} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", type=lambda s: s.split(","), default=list(MODELS))
    parser.add_argument("--sentences", type=int, default=300)
    parser.add_argument("--batches", type=lambda s: s.split(","), default=["1", "32", "all"])
    parser.add_argument("--repeats", type=int, default=3, help="rounds (median)")
    parser.add_argument("--against", type=Path, default=None, help="another attnlab checkout")
    parser.add_argument("--round", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/decode_batches.json")
    parser.add_argument("--note", default="")
    args = parser.parse_args(argv)
    if args.round:  # a child: one round, as JSON on stdout
        print(json.dumps(measure(args.models, args.sentences, args.batches)))
        return 0
    checkouts = {"this": ROOT} | ({"against": args.against.resolve()} if args.against else {})
    rounds: dict[str, list[dict[str, Any]]] = {name: [] for name in checkouts}
    load_at_start = [round(x, 2) for x in os.getloadavg()]
    for _ in range(args.repeats):
        for name, checkout in checkouts.items():
            rounds[name].append(one_round(checkout, args))
    rows = []
    for key in rounds["this"][0]:
        row: dict[str, Any] = {"row": key}
        for name in checkouts:
            row[f"{name}_sentences_per_s"] = statistics.median(r[key][0] for r in rounds[name])
            row[f"{name}_tokens_per_s"] = statistics.median(r[key][2] for r in rounds[name])
            row[f"{name}_encoder_share"] = statistics.median(r[key][3] for r in rounds[name])
        if args.against:
            row["speed_up"] = row["this_sentences_per_s"] / row["against_sentences_per_s"]
            same = zip(rounds["this"][0][key][1], rounds["against"][0][key][1], strict=True)
            row["same_translations"] = statistics.mean(a == b for a, b in same)
        rows.append(row)
        print(
            f"{key:>36}: "
            + ", ".join(f"{row[f'{n}_sentences_per_s']:7.1f}" for n in checkouts)
            + (
                f" sentences/s, {row['speed_up']:.2f}x, same {row['same_translations']:.1%}"
                if args.against
                else f" sentences/s, {row['this_tokens_per_s']:7.1f} tokens/s, encoder "
                f"{row['this_encoder_share']:.0%}"
            ),
            flush=True,
        )
    report = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "against": str(args.against) if args.against else None,
        "threads": 1,
        "sentences": args.sentences,
        "repeats": args.repeats,
        "load_average_at_start": load_at_start,
        "load_average_at_end": [round(x, 2) for x in os.getloadavg()],
        "note": args.note,
        "rows": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
