"""attnlab against JoeyNMT 2.3.0, side by side on this machine in one run: same Tatoeba zh-en
split, same subword pieces, same model sizes, one torch thread each.

    bash benchmarks/peers/setup.sh                    # JoeyNMT in benchmarks/peers/.venv, once
    .venv/bin/python benchmarks/peers/race.py rnn      # GRU encoder-decoder, additive attention
    .venv/bin/python benchmarks/peers/race.py transformer
    .venv/bin/python benchmarks/peers/race.py rnn --marks 0.5,1 --test-sentences 50   # smoke
    .venv/bin/python benchmarks/peers/race.py rnn --decode-again   # the last weights, decoded

How it is fair:
- data: attnlab's tatoeba-zh-en split and one pair of sentencepiece models (4,000 pieces a side,
  trained on the train split: the very models `attnlab train` makes, checked byte for byte).
  JoeyNMT reads the text already cut into those pieces (``level: word``, the same vocabulary);
  training pairs over 80 pieces a side are left out by both.
- batches: JoeyNMT counts padding in its token batches and does not sort by length; its
  ``batch_size`` is chosen so that its batches hold as many real target tokens on average as
  attnlab's (``data.max_tokens`` 4,096), so both take the same-sized optimizer steps.
- the race: both start together; at each mark (minutes of each one's own running time, startup
  and dev evaluations included) each is stopped with Ctrl-C, which both answer by saving and
  exiting; each one's latest weights then translate the test set with beam 5 (the two decode side
  by side), and both resume from their checkpoints.
- counted the same way: training tokens/s = real target tokens (eos included) of the steps taken
  / running time (a resumption counts from its first training step: one run pays its startup
  once); beam-5 sentences/s and output pieces/s = test sentences, or the pieces of the output,
  / generation time (model loaded); BLEU = sacreBLEU of the detokenized output against every
  reference, as `attnlab evaluate` scores it.
The JSON goes to benchmarks/results/race-FAMILY.json; the work files to runs/race-FAMILY/.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import sentencepiece as spm
import yaml

from attnlab.config import load_config
from attnlab.data import load_corpus
from attnlab.data.batching import encode_pairs
from attnlab.data.tokenizer import Tokenizers
from attnlab.metrics.bleu import collapse_spaces, corpus_scores
from attnlab.training import distributed

ROOT = Path(__file__).resolve().parents[2]
JOEY_PYTHON = ROOT / "benchmarks" / "peers" / ".venv" / "bin" / "python"
ATTNLAB = ROOT / ".venv" / "bin" / "attnlab"
CONFIGS = {
    "rnn": "configs/tatoeba-bahdanau.yaml",
    "transformer": "configs/tatoeba-transformer.yaml",
}
DEV_SENTENCES = 500  # both validate on this many dev sentences (attnlab's dev_bleu_sentences)
ONE_THREAD = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def joey_model(config: Any) -> dict[str, Any]:
    """JoeyNMT's model section for attnlab's model options, at the same sizes."""
    options = config.model.options
    if config.model.family == "bahdanau":
        rnn = {"type": "recurrent", "rnn_type": options.cell, "num_layers": options.num_layers}
        return {
            "encoder": {
                **rnn,
                "hidden_size": options.hidden_dim,
                "embeddings": {"embedding_dim": options.embed_dim},
                "bidirectional": True,
                "dropout": options.dropout,
            },
            "decoder": {
                **rnn,
                "hidden_size": options.hidden_dim,
                "embeddings": {"embedding_dim": options.embed_dim},
                "attention": "bahdanau",
                "dropout": options.dropout,
                "hidden_dropout": options.dropout,
                "input_feeding": True,
                "init_hidden": "bridge",
            },
            "tied_softmax": options.tie_embeddings,
        }
    if config.model.family == "transformer":
        layers = {
            "type": "transformer",
            "num_layers": options.num_layers,
            "num_heads": options.num_heads,
            "hidden_size": options.hidden_dim,
            "ff_size": options.ffn_dim,
            "dropout": options.dropout,
            "embeddings": {"embedding_dim": options.hidden_dim, "scale": True},
            "layer_norm": options.norm,
        }
        return {
            "encoder": dict(layers),
            "decoder": dict(layers),
            "tied_softmax": options.tie_embeddings,
        }
    raise SystemExit(f"no JoeyNMT counterpart for the {config.model.family} family")


def joey_training(config: Any, batch_size: int) -> dict[str, Any]:
    train = config.train
    # A constant rate: JoeyNMT insists on a scheduler, so one that multiplies by 1 each epoch
    schedule: dict[str, Any] = {"scheduling": "exponential", "decrease_factor": 1.0}
    if train.schedule == "inverse_sqrt":
        schedule = {
            "scheduling": "warmupinversesquareroot",
            "learning_rate_peak": train.lr,
            "learning_rate_warmup": train.warmup_steps,
        }
    elif train.schedule != "constant" or train.warmup_steps:
        raise SystemExit(f"no JoeyNMT counterpart for schedule {train.schedule!r} with warm-up")
    return {
        "random_seed": train.seed,
        "optimizer": "adam",
        "learning_rate": train.lr,
        "learning_rate_min": 1e-9,  # JoeyNMT stops below it; attnlab has no such rule
        **schedule,
        "label_smoothing": train.label_smoothing,
        "clip_grad_norm": train.clip_norm,
        "batch_size": batch_size,
        "batch_type": "token",
        "normalization": "tokens",  # the loss per target token, as attnlab's
        "epochs": 1000,
        "validation_freq": train.eval_every,
        "logging_freq": 100,
        "eval_metrics": ["bleu"],
        "early_stopping_metric": "bleu",
        "shuffle": True,
        "use_cuda": False,
        "keep_best_ckpts": 1,
        "print_valid_sents": [],
        "num_workers": 0,
    }


def mean_real_tgt_tokens_joey(lengths: list[tuple[int, int]], batch_size: int, seed: int) -> float:
    """Real target tokens (eos included) per batch of JoeyNMT's TokenBatchSampler: shuffled,
    a batch closes once max(src + 1, tgt + 1) * sentences reaches batch_size."""
    order = list(range(len(lengths)))
    random.Random(seed).shuffle(order)
    batches, real, longest, size = 0, 0, 0, 0
    for index in order:
        src, tgt = lengths[index]
        longest = max(longest, src + 1, tgt + 1)
        size += 1
        real += tgt + 1
        if longest * size >= batch_size:
            batches, longest, size = batches + 1, 0, 0
    return real / (batches + (size > 0))


def joey_config(
    config: Any, work: Path, batch_size: int, model_dir: Path, load: Path | None
) -> dict[str, Any]:
    data = work / "data"
    side = {"level": "word", "lowercase": False, "max_length": config.data.max_len}
    return {
        "name": model_dir.parent.name,
        "joeynmt_version": "2.3.0",
        "data": {
            "train": str(data / "train"),
            "dev": str(data / "dev"),
            "dataset_type": "plain",
            "src": {**side, "lang": "zh", "voc_file": str(data / "vocab.zh")},
            "trg": {**side, "lang": "en", "voc_file": str(data / "vocab.en")},
        },
        "training": {
            **joey_training(config, batch_size),
            "model_dir": str(model_dir),
            **({"load_model": str(load)} if load else {}),
        },
        "testing": {
            "beam_size": config.decode.beam_size,
            # JoeyNMT's alpha: ((5 + len) / 6) ** length_penalty, as attnlab's
            "beam_alpha": config.decode.length_penalty,
            "batch_size": config.data.max_tokens,
            "batch_type": "token",
            "eval_metrics": ["bleu"],
        },
        "model": {"initializer": "xavier_uniform", **joey_model(config)},
    }


def prepare_data(corpus: Any, tokenizers: Tokenizers, work: Path) -> None:
    """Train and dev cut into the tokenizers' pieces for JoeyNMT, and its vocabularies."""
    data = work / "data"
    if (data / "vocab.en").exists():
        return
    data.mkdir(parents=True, exist_ok=True)
    splits = {"train": corpus.train, "dev": corpus.dev[:DEV_SENTENCES]}
    for name, pairs in splits.items():
        for lang, tokenizer, side in (("zh", tokenizers.src, "src"), ("en", tokenizers.tgt, "tgt")):
            lines = (" ".join(tokenizer.pieces(getattr(pair, side))) + "\n" for pair in pairs)
            (data / f"{name}.{lang}").write_text("".join(lines), encoding="utf-8")
    for lang, tokenizer in (("zh", tokenizers.src), ("en", tokenizers.tgt)):
        specials = {tokenizer.pad_id, tokenizer.unk_id, tokenizer.bos_id, tokenizer.eos_id}
        pieces = [
            tokenizer.id_to_piece(i) for i in range(tokenizer.vocab_size) if i not in specials
        ]
        (data / f"vocab.{lang}").write_text("".join(p + "\n" for p in pieces), encoding="utf-8")


def joey_batch_size(examples: Any, target: float, seed: int) -> int:
    """The JoeyNMT batch_size (its tokens, padding counted) whose batches hold ``target`` real
    target tokens on average."""
    lengths = [(len(e.src), len(e.tgt)) for e in examples]
    low, high = 256, 65536
    while high - low > 16:
        middle = (low + high) // 2
        if mean_real_tgt_tokens_joey(lengths, middle, seed) < target:
            low = middle
        else:
            high = middle
    return high


class Contender:
    """One toolkit in the race: trains in segments (stopped by SIGINT), decodes the test set."""

    name = ""
    training_starts = ""  # a log line printed as the training loop starts

    def __init__(self, work: Path) -> None:
        self.work = work
        self.log = work / f"{self.name}.log"
        self.running_s = 0.0

    def train_command(self, segment: int) -> list[str]:
        raise NotImplementedError

    def log_since(self, offset: int) -> str:
        with self.log.open("rb") as log:
            log.seek(offset)
            return log.read().decode(errors="replace")

    def progress(self, segment: int) -> tuple[int, int]:
        """(steps taken, real target tokens trained on) at the end of ``segment``."""
        raise NotImplementedError

    def decode(self, segment: int, sources: list[str]) -> tuple[list[str], float]:
        """Detokenized beam-5 translations of ``sources`` and the generation seconds."""
        raise NotImplementedError

    def train(self, segment: int, until_s: float) -> None:
        """Start or resume; Ctrl-C once this contender has run ``until_s`` seconds in all.
        The first start counts from launch; a resumption from its first training step (the
        ``training_starts`` line in the log), as one uninterrupted run pays its startup once."""
        logged = self.log.stat().st_size if self.log.exists() else 0
        started = time.perf_counter()
        with self.log.open("a") as out:
            process = subprocess.Popen(
                self.train_command(segment),
                stdout=out,
                stderr=subprocess.STDOUT,
                env=ONE_THREAD,
                cwd=ROOT,
            )
            while segment and not re.search(self.training_starts, self.log_since(logged)):
                if process.poll() is not None:
                    raise RuntimeError(f"{self.name} failed to resume; see {self.log}")
                time.sleep(0.1)
            started = time.perf_counter() if segment else started
            try:
                process.wait(timeout=max(1.0, until_s - self.running_s))
                raise RuntimeError(
                    f"{self.name} ended before its mark (exit {process.returncode}); see {self.log}"
                )
            except subprocess.TimeoutExpired:
                self.running_s += time.perf_counter() - started
                process.send_signal(signal.SIGINT)
                process.wait(timeout=600)


class Attnlab(Contender):
    name = "attnlab"
    training_starts = r"stops at the first of"

    def __init__(self, work: Path, config_path: str, config: Any) -> None:
        super().__init__(work)
        self.config_path, self.config = config_path, config
        self.run_dir = work / "attnlab"

    def train_command(self, segment: int) -> list[str]:
        resume = ["--resume"] if segment else []
        return [
            str(ATTNLAB),
            "train",
            self.config_path,
            f"--run_dir={self.run_dir}",
            "--train.threads=1",
            "--train.max_minutes=null",  # the race stops it
            *resume,
        ]

    def progress(self, segment: int) -> tuple[int, int]:
        saved = json.loads((self.run_dir / "last" / "trainer.json").read_text())["progress"]
        tokenizers = Tokenizers.load(self.run_dir / "tokenizers")
        corpus = load_corpus(self.config.data.corpus)
        examples = encode_pairs(corpus.train, tokenizers, self.config.data.max_len)
        tokens = 0
        for epoch in range(saved["epoch"] + 1):
            steps = distributed.epoch_steps(
                examples,
                self.config.data.max_tokens,
                self.config.train.seed,
                epoch,
                distributed.World(),
            )
            done = saved["batches_done_in_epoch"] if epoch == saved["epoch"] else len(steps)
            tokens += sum(step.tgt_tokens for step in steps[:done])
        return saved["step"], tokens

    def decode(self, segment: int, sources: list[str]) -> tuple[list[str], float]:
        out = self.work / f"attnlab-test-{segment}.json"
        sources_file = self.work / "test-sources.txt"
        sources_file.write_text("".join(s + "\n" for s in sources), encoding="utf-8")
        command = [
            sys.executable,
            str(Path(__file__).with_name("attnlab_decode.py")),
            str(self.run_dir),
            str(sources_file),
            str(out),
        ]
        subprocess.run(command, check=True, env=ONE_THREAD, cwd=ROOT)
        result = json.loads(out.read_text())
        return result["hypotheses"], result["seconds"]


class JoeyNMT(Contender):
    name = "joeynmt"
    training_starts = r"EPOCH \d+"

    def __init__(self, work: Path, config: Any, batch_size: int) -> None:
        super().__init__(work)
        self.config, self.batch_size = config, batch_size
        self.tokenizers = Tokenizers.load(work / "tokenizers")
        self.target = spm.SentencePieceProcessor(model_proto=self.tokenizers.tgt.model)

    def model_dir(self, segment: int) -> Path:
        return self.work / "joeynmt" / f"segment-{segment}"

    def write_config(self, segment: int, load: Path | None) -> Path:
        path = self.work / f"joeynmt-{segment}.yaml"
        config = joey_config(self.config, self.work, self.batch_size, self.model_dir(segment), load)
        path.write_text(yaml.safe_dump(config, sort_keys=False))
        return path

    def train_command(self, segment: int) -> list[str]:
        load = self.model_dir(segment - 1) / "latest.ckpt" if segment else None
        return [
            str(JOEY_PYTHON),
            "-m",
            "joeynmt",
            "train",
            str(self.write_config(segment, load)),
            "--skip-test",
        ]

    def progress(self, segment: int) -> tuple[int, int]:
        read = (
            "import json, sys, torch; c = torch.load(sys.argv[1], weights_only=False); "
            "s = c['stats_state']; print(json.dumps([s['steps'], s['total_tokens']]))"
        )
        ckpt = self.model_dir(segment) / "latest.ckpt"
        steps, tokens = json.loads(
            subprocess.run(
                [str(JOEY_PYTHON), "-c", read, str(ckpt)],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )
        return int(steps), int(tokens)

    def decode(self, segment: int, sources: list[str]) -> tuple[list[str], float]:
        config = joey_config(self.config, self.work, self.batch_size, self.model_dir(segment), None)
        test = self.work / "joeynmt-test-sources"  # JoeyNMT reads test.zh, no references
        pieces = (" ".join(self.tokenizers.src.pieces(source)) + "\n" for source in sources)
        Path(f"{test}.zh").write_text("".join(pieces), encoding="utf-8")
        config["data"]["test"] = str(test)
        config["data"].pop("dev")  # decode the test set alone
        config["testing"]["load_model"] = str(self.model_dir(segment) / "latest.ckpt")
        path = self.work / f"joeynmt-test-{segment}.yaml"
        path.write_text(yaml.safe_dump(config, sort_keys=False))
        output = self.work / f"joeynmt-hyp-{segment}"
        done = subprocess.run(
            [str(JOEY_PYTHON), "-m", "joeynmt", "test", str(path), "-o", str(output)],
            check=True,
            env=ONE_THREAD,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        seconds = float(
            re.findall(r"Generation took ([0-9.]+)\[sec\]", done.stdout + done.stderr)[-1]
        )
        lines = Path(f"{output}.test").read_text(encoding="utf-8").splitlines()
        return [self.target.decode_pieces(line.split()) for line in lines], seconds


def run_race(args: argparse.Namespace) -> dict[str, Any]:
    config_path = args.config or CONFIGS[args.family]
    config = load_config(config_path)
    work = ROOT / "runs" / f"race-{args.family}"
    work.mkdir(parents=True, exist_ok=True)
    corpus = load_corpus(config.data.corpus)
    if not (work / "tokenizers" / "tgt.model").exists():
        Tokenizers.train(corpus, *config.data.vocab_sizes()).save(work / "tokenizers")
    tokenizers = Tokenizers.load(work / "tokenizers")
    prepare_data(corpus, tokenizers, work)
    examples = encode_pairs(corpus.train, tokenizers, config.data.max_len)
    plan = distributed.epoch_steps(
        examples, config.data.max_tokens, config.train.seed, 0, distributed.World()
    )
    attnlab_batch = sum(step.tgt_tokens for step in plan) / len(plan)
    batch_size = joey_batch_size(examples, attnlab_batch, config.train.seed)
    sources, references = corpus.references("test")
    if args.test_sentences:
        sources, references = sources[: args.test_sentences], references[: args.test_sentences]

    def same_text(text: str) -> str:
        return collapse_spaces(tokenizers.tgt.normalize(text))

    contenders = [Attnlab(work, config_path, config), JoeyNMT(work, config, batch_size)]
    marks = [float(m) for m in args.marks.split(",")]
    rows: dict[str, list[dict[str, Any]]] = {c.name: [] for c in contenders}
    together = threading.Barrier(len(contenders))
    errors: list[BaseException] = []

    def translation(contender: Contender, segment: int) -> dict[str, Any]:
        """The test set decoded with the segment's last weights: scores and speed."""
        hypotheses, seconds = contender.decode(segment, sources)
        scores = corpus_scores(hypotheses, references, corpus.tgt_lang, normalize=same_text)
        pieces = sum(len(tokenizers.tgt.pieces(h)) for h in hypotheses)
        return {
            "bleu": round(scores.bleu, 2),
            "chrf": round(scores.chrf, 2),
            "beam5_sentences_per_s": round(len(sources) / seconds, 2),
            # output lengths differ between the models: the rate per output piece
            "output_pieces": pieces,
            "beam5_output_pieces_per_s": round(pieces / seconds, 1),
        }

    def race(contender: Contender) -> None:
        try:
            for segment, mark in enumerate(marks):
                if args.decode_again:
                    if segment == len(marks) - 1:
                        rows[contender.name].append(
                            {"mark_minutes": mark, **translation(contender, segment)}
                        )
                    continue
                together.wait()  # train side by side
                contender.train(segment, mark * 60)
                together.wait()  # decode side by side
                row = translation(contender, segment)
                steps, tokens = contender.progress(segment)
                rows[contender.name].append(
                    {
                        "mark_minutes": mark,
                        "running_s": round(contender.running_s, 1),
                        "steps": steps,
                        "train_tgt_tokens": tokens,
                        "train_tokens_per_s": round(tokens / contender.running_s, 1),
                        **row,
                    }
                )
                print(contender.name, rows[contender.name][-1], flush=True)
        except BaseException as error:
            errors.append(error)
            together.abort()

    threads = [threading.Thread(target=race, args=(c,)) for c in contenders]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    if args.decode_again:
        return {
            "command": " ".join(["python", "benchmarks/peers/race.py", *sys.argv[1:]]),
            "when": time.strftime("%Y-%m-%d %H:%M"),
            "test_sentences": len(sources),
            "results": rows,
        }
    same = all(
        (work / "tokenizers" / f"{side}.model").read_bytes()
        == (work / "attnlab" / "tokenizers" / f"{side}.model").read_bytes()
        for side in ("src", "tgt")
    )
    logs = {c.name: c.log.read_text(errors="replace") for c in contenders}
    return {
        "family": args.family,
        "config": config_path,
        "command": " ".join(["python", "benchmarks/peers/race.py", *sys.argv[1:]]),
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "machine": f"{os.cpu_count()} cores, {platform.processor() or platform.machine()}",
        "marks_minutes": marks,
        "test_sentences": len(sources),
        "same_sentencepiece_models": same,
        "attnlab_mean_real_tgt_tokens_per_batch": round(attnlab_batch, 1),
        "joeynmt_batch_size": batch_size,
        "joeynmt_mean_real_tgt_tokens_per_batch": round(
            mean_real_tgt_tokens_joey(
                [(len(e.src), len(e.tgt)) for e in examples], batch_size, config.train.seed
            ),
            1,
        ),
        "params": {
            "attnlab": int(
                re.findall(r"([\d,]+) parameters ->", logs["attnlab"])[0].replace(",", "")
            ),
            "joeynmt": int(re.findall(r"Total params: (\d+)", logs["joeynmt"])[0]),
        },
        "results": rows,
    }


def table(result: dict[str, Any]) -> str:
    """The race as a Markdown table: one row per mark, attnlab / JoeyNMT side by side."""
    measures = {
        "test BLEU": "bleu",
        "training tok/s": "train_tokens_per_s",
        "beam-5 sent/s": "beam5_sentences_per_s",
        "beam-5 output pieces/s": "beam5_output_pieces_per_s",
    }
    lines = [
        "| minutes | "
        + " | ".join(f"{name}: attnlab / JoeyNMT (ratio)" for name in measures)
        + " |",
        "|---:|" + "---:|" * len(measures),
    ]
    rows = zip(result["results"]["attnlab"], result["results"]["joeynmt"], strict=True)
    for ours, theirs in rows:
        cells = []
        for key in measures.values():
            a, b = ours[key], theirs[key]
            ratio = f" ({a / b:.1f}x)" if key != "bleu" and b else ""
            cells.append(f"{a:,.2f} / {b:,.2f}" if key == "bleu" else f"{a:,.0f} / {b:,.0f}{ratio}")
        lines.append(f"| {ours['mark_minutes']:g} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("family", choices=sorted(CONFIGS))
    parser.add_argument("--config", help="attnlab config (default: the family's tatoeba config)")
    parser.add_argument("--marks", default="5,10,20", help="minutes of training, comma-separated")
    parser.add_argument("--test-sentences", type=int, default=None, help="first N test sources")
    parser.add_argument(
        "--decode-again",
        action="store_true",
        help="no training: decode the test set again, side by side, with the weights a race "
        "left at its last mark (writes race-FAMILY-decode.json)",
    )
    parser.add_argument("--out", type=Path, default=None, help="JSON path")
    args = parser.parse_args(argv)
    # Started in the background, a shell ignores SIGINT for this process, and so would its
    # children: JoeyNMT would never see the Ctrl-C that ends a segment.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if not JOEY_PYTHON.exists():
        raise SystemExit("JoeyNMT is not installed: run `bash benchmarks/peers/setup.sh` first")
    result = run_race(args)
    name = f"race-{args.family}" + ("-decode" if args.decode_again else "")
    out = args.out or ROOT / "benchmarks" / "results" / f"{name}.json"
    out.write_text(json.dumps(result, indent=1) + "\n")
    if not args.decode_again:
        print(table(result))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
