"""Speed of every model family at the demo size, on real Tatoeba zh-en data, on this CPU.

    .venv/bin/python benchmarks/speed.py                # the full run: several minutes
    .venv/bin/python benchmarks/speed.py --quick        # a smoke run: under a minute
    .venv/bin/python benchmarks/speed.py --out PATH.json --families bahdanau,transformer

Measures, per family (models built from the configs/tatoeba-*.yaml files):
- training tokens/s: source + target real tokens through forward, backward, clipping and an
  Adam step, over real batches from ``make_batches`` (max_tokens 4096);
- translation sentences/s (and generated tokens/s), greedy and beam 5, on Tatoeba test sources;
each with 1 thread and with all threads, the median of several timed runs after a warm-up.
Families take turns within every repeat, so drift in the machine's load hits all of them alike:
compare families as ratios within one run. Then the Transformer's decoding time per token as
the prefix grows, with its KV cache against a cache-free forward over the whole prefix.

The models are untrained (and change as the training runs update them), so where they would
emit eos is arbitrary: decoding masks eos and every sentence runs to a length limit set from
the test set's mean target/source subword ratio, so every family does the same, realistic
amount of work (see benchmarks/README.md).
Uses the public API only. See benchmarks/README.md for how to read the JSON it writes.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import socket
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab import masks
from attnlab.config import ExperimentConfig, ModelConfig, load_config
from attnlab.data import PAD_ID, Batch, Tokenizers, encode_pairs, load_corpus, make_batches
from attnlab.models import build_model
from attnlab.models.luong import LuongOptions
from attnlab.models.protocol import StepOutput
from attnlab.models.transformer import TransformerSeq2Seq
from attnlab.training.devices import Precision
from attnlab.training.losses import sequence_loss
from attnlab.training.update import update
from attnlab.translation import translate

ROOT = Path(__file__).resolve().parents[1]
CORPUS = "tatoeba-zh-en"

# name -> (config file, Luong's input feeding; None: as the file has it): the demo size of
# every family. The Luong variants differ from luong_general in one thing each: input
# feeding, or local-p attention.
FAMILIES: dict[str, tuple[str, bool | None]] = {
    "fixed_context": ("configs/tatoeba-fixed-context.yaml", None),
    "bahdanau": ("configs/tatoeba-bahdanau.yaml", None),
    "luong_general": ("configs/tatoeba-luong-global.yaml", False),
    "luong_general_feed": ("configs/tatoeba-luong-global.yaml", True),
    "luong_local_p": ("configs/tatoeba-luong-local-p.yaml", False),
    "transformer": ("configs/tatoeba-transformer.yaml", None),
}


def family_config(name: str) -> ExperimentConfig:
    """The config FAMILIES names."""
    path, feeding = FAMILIES[name]
    config = load_config(ROOT / path)
    if feeding is None:
        return config
    options = replace(config.model.options_as(LuongOptions), input_feeding=feeding)
    return replace(config, model=ModelConfig(config.model.family, options))


@dataclass(frozen=True)
class Settings:
    thread_counts: list[int]
    warmup: int  # untimed runs before the timed ones, per thread count
    repeats: int  # timed runs; the median is reported
    train_batches: int  # batches per training run, spread over the length-sorted epoch
    sentences: int  # test sources per translation run
    beam_size: int
    prefixes: list[int]  # Transformer per-token timing
    step_batches: list[int]
    step_repeats: int


def settings_for(quick: bool, threads: list[int] | None) -> Settings:
    if quick:
        return Settings(threads or [1], 1, 1, 1, 16, 5, [8, 32], [1], 5)
    if threads is None:
        all_threads = len(os.sched_getaffinity(0))
        threads = [1] if all_threads == 1 else [1, all_threads]
    return Settings(threads, 1, 5, 4, 100, 5, [8, 16, 32, 64, 128, 256], [1, 32], 30)


def median_of(values: list[float]) -> dict[str, Any]:
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "runs": [round(v, 6) for v in values],
    }


# ---- the machine ----


def describe_machine() -> dict[str, Any]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor() or "unknown"
    return {
        "host": socket.gethostname(),
        "cpu_model": cpu,
        "logical_cpus": os.cpu_count(),
        "usable_cpus": len(os.sched_getaffinity(0)),
        "torch": torch.__version__,
        "torch_default_threads": torch.get_num_threads(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
    }


# ---- measurements ----


def timed(function: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    result = function()
    return time.perf_counter() - started, result


def spread_batches(batches: list[Batch], count: int) -> list[Batch]:
    """``count`` batches at evenly spaced quantiles of a length-sorted epoch: its length mix."""
    return [batches[int((i + 0.5) * len(batches) / count)] for i in range(count)]


def train_run(
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    batches: list[Batch],
    config: ExperimentConfig,
) -> float:
    """Training tokens/s over ``batches``: the trainer's step (its precision, loss and
    update), timed."""
    model.train()
    tokens = sum(b.num_src_tokens + b.num_tgt_tokens for b in batches)
    train = config.train
    precision = Precision(train.precision, torch.device("cpu"))

    def run() -> None:
        for batch in batches:
            with precision.autocast():
                output = model(batch.src, batch.src_mask, batch.tgt_in)
                loss, _, _ = sequence_loss(
                    output.logits, batch.tgt_out, PAD_ID, train.label_smoothing
                )
            update(
                optimizer,
                loss,
                model.parameters(),
                clip_norm=train.clip_norm,
                precision=precision,
            )

    seconds, _ = timed(run)
    return tokens / seconds


class WithoutEos(nn.Module):
    """Decodes as ``model`` does but never ends a sentence: with untrained weights eos comes at
    arbitrary steps, so every hypothesis is made to run to its length limit instead."""

    def __init__(self, model: nn.Module, eos_id: int) -> None:
        super().__init__()
        self.model = model
        self.eos_id = eos_id

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> Any:
        return self.model.encode(src, src_mask, need_weights=need_weights)

    def init_state(self, encoded: Any, src_mask: torch.Tensor) -> Any:
        return self.model.init_state(encoded, src_mask)

    def step(
        self, prev_tokens: torch.Tensor, state: Any, *, need_weights: bool = True
    ) -> StepOutput:
        out: StepOutput = self.model.step(prev_tokens, state, need_weights=need_weights)
        out.logits[:, self.eos_id] = float("-inf")  # (B, V)
        return out


def translate_run(
    model: nn.Module,
    tokenizers: Tokenizers,
    sentences: list[str],
    beam_size: int,
    ratio: float,
) -> tuple[float, float]:
    """(sentences/s, generated tokens/s) translating ``sentences`` to their length limits."""
    seconds, translations = timed(
        lambda: translate(
            WithoutEos(model, tokenizers.tgt.eos_id),
            tokenizers,
            sentences,
            beam_size=beam_size,
            max_len_ratio=ratio,
            max_len_offset=1,
            max_tokens=4096,
        )
    )
    generated = sum(len(t.target_tokens) for t in translations)
    return len(sentences) / seconds, generated / seconds


def median_ms(function: Callable[[], Any], repeats: int, warmup: int = 3) -> float:
    """Median milliseconds of ``repeats`` calls after ``warmup`` untimed ones."""
    for _ in range(warmup):
        function()
    return 1e3 * statistics.median(timed(function)[0] for _ in range(repeats))


@torch.no_grad()
def transformer_steps(
    model: TransformerSeq2Seq, sources: list[list[int]], settings: Settings
) -> list[dict[str, Any]]:
    """Milliseconds for one decoding step after a cached prefix of t tokens, and for the
    cache-free alternative: a teacher-forced forward over the t + 1 tokens (encoder included;
    ``encode_ms`` is that part)."""
    model.eval()
    rows = []
    generator = torch.Generator().manual_seed(0)
    longest = max(settings.prefixes)
    repeats = settings.step_repeats
    for batch_size in settings.step_batches:
        chosen = sources[:batch_size]
        lengths = torch.tensor([len(s) for s in chosen])
        src = torch.full((batch_size, int(lengths.max())), PAD_ID, dtype=torch.long)  # (B, S)
        for row, ids in enumerate(chosen):
            src[row, : len(ids)] = torch.tensor(ids)
        src_mask = masks.padding_mask(lengths, src.shape[1])  # (B, 1, 1, S)
        vocab = model.output_proj.out_features
        tokens = torch.randint(4, vocab, (batch_size, longest + 1), generator=generator)
        state = model.init_state(model.encode(src, src_mask), src_mask)
        for t in range(longest + 1):
            if t in settings.prefixes:  # the cache holds t positions
                step = partial(model.step, tokens[:, t], state)
                forward = partial(model, src, src_mask, tokens[:, : t + 1])
                encode = partial(model.encode, src, src_mask, need_weights=False)
                rows.append(
                    {
                        "batch": batch_size,
                        "prefix": t,
                        "cached_step_ms": median_ms(step, repeats),
                        "no_cache_forward_ms": median_ms(forward, repeats),
                        "encode_ms": median_ms(encode, repeats),
                    }
                )
            if t < longest:
                state = model.step(tokens[:, t], state).state
    return rows


# ---- the run ----


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run (< 1 minute)")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument(
        "--families", default=",".join(FAMILIES), help=f"comma-separated, of {list(FAMILIES)}"
    )
    parser.add_argument(
        "--threads",
        default=None,
        help="comma-separated thread counts (default: 1 and all cores; --quick: 1)",
    )
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    try:
        threads = [int(n) for n in args.threads.split(",")] if args.threads else None
    except ValueError:
        parser.error(f"--threads takes comma-separated integers like 1,2, got {args.threads!r}")
    names = [name for name in args.families.split(",") if name]
    unknown = [name for name in names if name not in FAMILIES]
    if unknown:
        parser.error(f"unknown families {unknown}; choose from {list(FAMILIES)}")
    settings = settings_for(args.quick, threads)
    started = time.perf_counter()
    machine = describe_machine()
    suffix = "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"speed-{machine['host']}{suffix}.json"

    configs = {name: family_config(name) for name in names}
    data = next(iter(configs.values())).data
    sizes = {(c.data.src_vocab_size, c.data.tgt_vocab_size) for c in configs.values()}
    if len(sizes) > 1:
        raise SystemExit("the configs disagree on vocabulary sizes; one tokenizer pair is shared")

    torch.manual_seed(0)
    corpus = load_corpus(CORPUS)
    tokenizers = Tokenizers.train(corpus, data.src_vocab_size, data.tgt_vocab_size)
    train_data = encode_pairs(corpus.train, tokenizers, data.max_len)
    epoch = make_batches(train_data, data.max_tokens, shuffle=False)
    batches = spread_batches(epoch, settings.train_batches)
    sources, _ = corpus.references("test")
    sample = random.Random(0).sample(sources, settings.sentences)
    test = encode_pairs(corpus.test, tokenizers)
    # Outputs run to ratio * S + 1 tokens: on average the reference length plus eos.
    ratio = sum(len(e.tgt) for e in test) / sum(len(e.src) for e in test)
    print(
        f"{machine['cpu_model']}, {machine['usable_cpus']} CPUs, torch {machine['torch']}; "
        f"vocab {tokenizers.src.vocab_size}/{tokenizers.tgt.vocab_size}; "
        f"{len(batches)} training batches of {len(epoch)}, {len(sample)} test sentences",
        flush=True,
    )

    models = {
        name: build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
        for name, config in configs.items()
    }
    optimizers = {name: torch.optim.Adam(m.parameters(), lr=1e-4) for name, m in models.items()}
    results: dict[str, dict[str, Any]] = {
        name: {
            "config": FAMILIES[name][0],
            "input_feeding": FAMILIES[name][1],
            "model": {"family": config.model.family, **asdict(config.model.options)},
            "parameters": sum(p.numel() for p in models[name].parameters()),
            "train_tokens_per_s": {},
            "greedy_sentences_per_s": {},
            "greedy_tokens_per_s": {},
            f"beam{settings.beam_size}_sentences_per_s": {},
            f"beam{settings.beam_size}_tokens_per_s": {},
        }
        for name, config in configs.items()
    }

    beam_label = f"beam{settings.beam_size}"
    for threads in settings.thread_counts:
        torch.set_num_threads(threads)
        samples: dict[tuple[str, str], list[float]] = {}
        for repeat in range(settings.warmup + settings.repeats):
            for name in names:  # families take turns: load drift hits them alike
                model, config = models[name], configs[name]
                speed = train_run(model, optimizers[name], batches, config)
                measured = {"train_tokens_per_s": speed}
                for beam, label in ((1, "greedy"), (settings.beam_size, beam_label)):
                    sents, toks = translate_run(model, tokenizers, sample, beam, ratio)
                    measured[f"{label}_sentences_per_s"] = sents
                    measured[f"{label}_tokens_per_s"] = toks
                if repeat >= settings.warmup:
                    for key, value in measured.items():
                        samples.setdefault((name, key), []).append(value)
            total = settings.warmup + settings.repeats
            elapsed = time.perf_counter() - started
            print(f"threads {threads}: run {repeat + 1}/{total} ({elapsed:.0f} s)", flush=True)
        for (name, key), values in samples.items():
            results[name][key][str(threads)] = median_of(values)

    steps: list[dict[str, Any]] = []
    transformer = models.get("transformer")
    if isinstance(transformer, TransformerSeq2Seq):
        torch.set_num_threads(1)
        encoded = [tokenizers.src.encode(sentence) for sentence in sample]
        steps = transformer_steps(transformer, encoded, settings)

    machine["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report = {
        "benchmark": "attnlab benchmarks/speed.py",
        "version": 1,
        "mode": "quick" if args.quick else "full",
        "machine": machine,
        "note": args.note
        or "Shared machine: other processes used these cores during the run (see the load "
        "averages), so absolute figures are noisy; compare families as ratios within this file.",
        "settings": {
            **settings.__dict__,
            "corpus": CORPUS,
            "max_tokens": data.max_tokens,
            "train_tokens_per_batch": [b.num_src_tokens + b.num_tgt_tokens for b in batches],
            "train_batch_shapes": [[*b.src.shape, b.tgt_in.shape[1]] for b in batches],
            "test_sentences": len(sample),
            "decode_max_len_ratio": round(ratio, 4),
            "decode_max_len_offset": 1,
            "decode_note": "untrained models, eos masked: every output runs to its limit, "
            "int(ratio * source subwords) + 1 tokens, ratio = mean target / mean source subwords "
            "on the test set: about the reference length plus eos, for every family alike",
            "seconds": round(time.perf_counter() - started, 1),
        },
        "families": results,
        "transformer_step": steps,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(format_report(report))
    print(f"wrote {out}")
    return 0


def format_report(report: dict[str, Any]) -> str:
    """The medians as aligned text tables."""
    threads = [str(t) for t in report["settings"]["thread_counts"]]
    beam = f"beam{report['settings']['beam_size']}"
    columns = ["train_tokens_per_s", "greedy_sentences_per_s", f"{beam}_sentences_per_s"]
    shorts = ("train tok/s", "greedy sent/s", f"{beam} sent/s")
    header = ["family", "params"] + [f"{short} {t}t" for short in shorts for t in threads]
    rows = [header]
    for name, result in report["families"].items():
        cells = [name, f"{result['parameters'] / 1e6:.1f}M"]
        for column in columns:
            cells += [f"{result[column][t]['median']:,.0f}" for t in threads]
        rows.append(cells)
    lines = [_render(rows)]
    if report["transformer_step"]:
        step_rows = [["batch", "prefix", "cached step ms", "no-cache fwd ms", "encode ms"]]
        for row in report["transformer_step"]:
            times = [row[k] for k in ("cached_step_ms", "no_cache_forward_ms", "encode_ms")]
            step_rows.append([str(row["batch"]), str(row["prefix"])] + [f"{x:.2f}" for x in times])
        lines += ["", "Transformer decoding, one thread:", _render(step_rows)]
    return "\n".join(lines)


def _render(rows: list[list[str]]) -> str:
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    return "\n".join(
        "  ".join(
            [row[0].ljust(widths[0])]
            + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
        )
        for row in rows
    )


if __name__ == "__main__":
    sys.exit(main())
