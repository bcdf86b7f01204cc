"""The GPU check: on a machine with CUDA, run the GPU tests, then measure training tokens/s
(fp32 and bf16), attnlab's attention op against PyTorch's SDPA in TFLOP/s, and decoding
speed; write every number, with the machine, to one JSON.

    .venv/bin/python benchmarks/gpu_check.py              # CUDA machine: ~3-5 minutes
    .venv/bin/python benchmarks/gpu_check.py --dry-run    # any machine: tiny sizes on the CPU,
                                                          # checks the plumbing in ~1 minute
    PYTHONPATH=. python3 benchmarks/gpu_check.py --out $OUT/gpu-check.json   # a lent GPU
                                                          # machine whose python3 holds torch

What it measures (medians of timed runs after warm-up, CUDA synchronized around each):
- tests: ``pytest -m gpu`` over the test files that have GPU tests (exit code and summary);
- train: tokens/s (real source + target tokens, as the trainer counts) of forward, loss,
  backward, clipping and an Adam step, for the demo Transformer (D 256, 2 + 2 layers) and a
  base-size one (D 512, 6 + 6 layers), and RNNsearch at the demo size, in fp32 and bf16
  autocast, on random batches of 10-40 tokens per side under a token budget, vocabularies of
  8,000; then one real ``attnlab train`` run in bf16 on a synthetic task (its own tok/s);
- attention: forward TFLOP/s (4 B H N^2 Dh) of ``attention(need_weights=True)`` (the path
  every view of attention uses), of ``attention()`` without weights, and of
  ``F.scaled_dot_product_attention``, B 4, H 8, Dh 64, N 512 to 4096, fp32 and bf16;
- decode: sentences/s of greedy and beam-5 translation of the synthetic test set with the
  model trained above.
Outside the package; uses the public API (and ``attnlab.training.devices.Precision``).
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

import torch
import torch.nn.functional as F

from attnlab.config import AUTO, load_config
from attnlab.data import Batch, load_corpus
from attnlab.data.batching import Example, make_batches
from attnlab.functional import attention
from attnlab.models import build_model
from attnlab.runs import load_run
from attnlab.training.devices import Precision, to_device
from attnlab.training.losses import sequence_loss
from attnlab.training.progress import run_progress
from attnlab.training.trainer import train
from attnlab.translation import translate

ROOT = Path(__file__).resolve().parents[1]
VOCAB = 8000
MODELS = {  # name -> config file and overrides
    "transformer_demo": ("configs/tatoeba-transformer.yaml", []),
    "transformer_base": (
        "configs/tatoeba-transformer.yaml",
        [
            "--model.hidden_dim=512",
            "--model.num_layers=6",
            "--model.num_heads=8",
            "--model.ffn_dim=2048",
            "--model.norm=pre",
        ],
    ),
    "bahdanau_demo": ("configs/tatoeba-bahdanau.yaml", []),
}


@dataclass(frozen=True)
class Sizes:
    """What a full run on a GPU measures; ``dry()``: the tiny version a CPU checks quickly."""

    max_tokens: int = 16384  # token budget per batch
    batches: int = 20  # per training-speed epoch
    repeats: int = 5  # timed runs (the median is reported)
    lengths: tuple[int, ...] = (512, 1024, 2048, 4096)  # attention N
    model_overrides: tuple[str, ...] = ()
    train_pairs: int = 20000  # the trainer run's synthetic corpus
    train_steps: int = 300
    dev_sentences: int = 200
    test_sentences: int = 1000

    @classmethod
    def dry(cls) -> Sizes:
        return cls(512, 2, 1, (64,), ("--model.hidden_dim=32",), 300, 4, 10, 10)


def sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def timed(run: Callable[[], object], device: torch.device, warmup: int, repeats: int) -> float:
    """The median seconds of ``run`` after ``warmup`` untimed calls."""
    for _ in range(warmup):
        run()
    times = []
    for _ in range(repeats):
        sync(device)
        started = time.perf_counter()
        run()
        sync(device)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def machine(device: torch.device) -> dict[str, Any]:
    info: dict[str, Any] = {
        "host": socket.gethostname(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "cpu_threads": torch.get_num_threads(),
    }
    if device.type == "cuda":
        properties = torch.cuda.get_device_properties(device)
        info |= {
            "gpu": properties.name,
            "gpu_memory_gib": round(properties.total_memory / 2**30, 1),
            "capability": f"{properties.major}.{properties.minor}",
            "cuda": torch.version.cuda,
        }
    return info


def gpu_tests() -> dict[str, Any]:
    """``pytest -m gpu`` on the files that hold GPU tests (they skip without CUDA)."""
    files = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "tests").rglob("test_*.py")
        if "mark.gpu" in path.read_text(encoding="utf-8")
    )
    command = [sys.executable, "-m", "pytest", "-q", "-m", "gpu", "-p", "no:cacheprovider", *files]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)
    lines = (done.stdout + done.stderr).strip().splitlines()
    return {"command": " ".join(command), "exit_code": done.returncode, "summary": lines[-1:]}


def random_batches(max_tokens: int, count: int, lengths: tuple[int, int]) -> list[Batch]:
    """``count`` length-bucketed batches of random ids (3 .. VOCAB-1) under ``max_tokens``."""
    generator = torch.Generator().manual_seed(0)
    examples = []
    for index in range(count * max_tokens // sum(lengths)):  # a few more than ``count`` fill
        src_len, tgt_len = torch.randint(*lengths, (2,), generator=generator).tolist()
        ids = torch.randint(3, VOCAB, (src_len + tgt_len,), generator=generator).tolist()
        examples.append(Example(ids[:src_len], ids[src_len:], index))
    return make_batches(examples, max_tokens, seed=0)[:count]


def train_speed(name: str, precision_name: str, device: torch.device, sizes: Sizes) -> float:
    """Training tokens/s of one model at one precision (see the module's text)."""
    path, overrides = MODELS[name]
    config = load_config(ROOT / path, [*overrides, *sizes.model_overrides])
    torch.manual_seed(0)
    model = build_model(config.model, VOCAB, VOCAB).to(device).train()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    precision = Precision(precision_name, device)
    batches = random_batches(sizes.max_tokens, sizes.batches, (10, 40))
    position = [0]

    def step() -> None:
        batch = to_device(batches[position[0] % len(batches)], device)
        position[0] += 1
        with precision.autocast():
            output = model(batch.src, batch.src_mask, batch.tgt_in)
            loss, _, _ = sequence_loss(output.logits, batch.tgt_out, 0, 0.1)
        optimizer.zero_grad(set_to_none=True)
        precision.backward(loss)
        precision.unscale(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        precision.step(optimizer)

    def epoch() -> None:  # every batch once: a real mix of lengths
        for _ in batches:
            step()

    seconds = timed(epoch, device, warmup=1, repeats=sizes.repeats)
    tokens = sum(b.num_src_tokens + b.num_tgt_tokens for b in batches)
    return tokens / seconds


def attention_speed(device: torch.device, sizes: Sizes) -> list[dict[str, Any]]:
    rows = []
    for dtype in (torch.float32, torch.bfloat16):
        for n in sizes.lengths:
            shape = (4, 8, n, 64)  # (B, H, N, Dh)
            generator = torch.Generator(device=device).manual_seed(0)
            query, key, value = (
                torch.randn(shape, generator=generator, device=device, dtype=dtype)
                for _ in range(3)
            )
            flops = 4 * shape[0] * shape[1] * n * n * shape[3]
            paths: dict[str, Callable[[], object]] = {
                "attnlab_weights": partial(attention, query, key, value, need_weights=True),
                "attnlab_no_weights": partial(attention, query, key, value),
                "sdpa": partial(F.scaled_dot_product_attention, query, key, value),
            }
            row: dict[str, Any] = {"dtype": str(dtype).removeprefix("torch."), "n": n}
            with torch.no_grad():
                for path, run in paths.items():
                    seconds = timed(run, device, warmup=3, repeats=sizes.repeats)
                    row[f"{path}_tflops"] = round(flops / seconds / 1e12, 3)
            row["weights_vs_sdpa"] = round(row["attnlab_weights_tflops"] / row["sdpa_tflops"], 3)
            row["no_weights_vs_sdpa"] = round(
                row["attnlab_no_weights_tflops"] / row["sdpa_tflops"], 3
            )
            rows.append(row)
            del query, key, value
    return rows


def trained_run(device: torch.device, sizes: Sizes, folder: Path) -> tuple[Path, dict[str, Any]]:
    """One real `attnlab train` run in bf16 on a synthetic task; its speed and where it is."""
    corpus = f"synthetic:reverse:alphabet_size=26,max_len=30,num_train={sizes.train_pairs}"
    # the file's model at the run's size (its derived sizes follow, as in a config file)
    base = load_config(ROOT / "configs/tatoeba-transformer.yaml", sizes.model_overrides)
    config = replace(
        base,
        run_dir=str(folder / "run"),
        data=replace(
            base.data,
            corpus=f"{corpus},num_dev={sizes.dev_sentences},num_test={sizes.test_sentences}",
            src_vocab_size=AUTO,
            tgt_vocab_size=AUTO,
            max_len=80,
            max_tokens=sizes.max_tokens,
        ),
        train=replace(
            base.train,
            device=device.type,
            precision="bf16",
            max_steps=sizes.train_steps,
            eval_every=sizes.train_steps,
            dev_bleu_sentences=sizes.dev_sentences,
            max_minutes=5.0,
            warmup_steps=50,
        ),
    )
    started = time.perf_counter()
    run = train(config)
    progress = run_progress(run)
    assert progress is not None and progress.history, "the run left no metrics"
    last = progress.history[-1]
    return run, {
        "steps": progress.step,
        "seconds": round(time.perf_counter() - started, 1),
        "trainer_tokens_per_s_with_eval": last["train_tokens_per_s"],  # as metrics.csv has it
        "dev_bleu": last["dev_bleu"],
    }


def decode_speed(run_dir: Path, device: torch.device, sizes: Sizes) -> dict[str, Any]:
    run = load_run(run_dir)
    model = run.model.to(device).eval()
    sentences = [pair.src for pair in load_corpus(run.config.data.corpus).test]
    result: dict[str, Any] = {"sentences": len(sentences)}
    for beam in (1, 5):

        def decode(beam: int = beam) -> None:
            translate(
                model,
                run.tokenizers,
                sentences,
                beam_size=beam,
                max_tokens=sizes.max_tokens,
                device=device,
                need_weights=False,
            )

        seconds = timed(decode, device, warmup=1, repeats=sizes.repeats)
        result[f"beam{beam}_sentences_per_s"] = round(len(sentences) / seconds, 1)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dry-run", action="store_true", help="tiny sizes, on the CPU")
    parser.add_argument("--out", default=None, help="the JSON to write")
    parser.add_argument("--skip-tests", action="store_true", help="measure only")
    args = parser.parse_args()
    if not args.dry_run and not torch.cuda.is_available():
        parser.error("no CUDA device here; --dry-run checks the script on the CPU")
    device = torch.device("cpu" if args.dry_run else "cuda")
    sizes = Sizes.dry() if args.dry_run else Sizes()
    default = (
        Path(tempfile.gettempdir()) / "attnlab-gpu-check-dry.json"
        if args.dry_run
        else ROOT / "benchmarks" / "results" / f"gpu-{socket.gethostname()}.json"
    )
    out = Path(args.out) if args.out else default
    started = time.perf_counter()
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.argv[0]).name, *sys.argv[1:]]),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "dry_run": args.dry_run,
        "machine": machine(device),
    }
    if not args.skip_tests:
        report["tests"] = gpu_tests()
        print("tests:", report["tests"]["exit_code"], *report["tests"]["summary"], flush=True)
    precisions = ["fp32", "bf16"]
    report["train_tokens_per_s"] = {
        name: {p: round(train_speed(name, p, device, sizes)) for p in precisions} for name in MODELS
    }
    print("train tokens/s:", report["train_tokens_per_s"], flush=True)
    report["attention"] = attention_speed(device, sizes)
    for row in report["attention"]:
        print("attention:", row, flush=True)
    with tempfile.TemporaryDirectory() as folder:
        run, report["trainer_run"] = trained_run(device, sizes, Path(folder))
        print("trainer run:", report["trainer_run"], flush=True)
        report["decode"] = decode_speed(run, device, sizes)
        print("decode:", report["decode"], flush=True)
    report["seconds"] = round(time.perf_counter() - started, 1)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out} ({report['seconds']} s)")


if __name__ == "__main__":
    main()
