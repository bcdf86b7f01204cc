"""Turn a trained run into a shipped model (attnlab/pretrained/NAME): a run directory without
last/, the weights in half precision when that changes (almost) no output, its test report, a
model card and a sha256 manifest. Run from the repository root:

    .venv/bin/python results/pretrained/ship.py runs/shipped-bahdanau rnnsearch \\
        --command "attnlab train configs/tatoeba-bahdanau.yaml ..."

Half precision is kept only if greedy and beam outputs on the test set stay identical to
float32 on at least HALF_PRECISION_RULE of the sentences (both measured and written in the
card). The card's sample (the first SAMPLE_SIZE test sentences, beam 5, with their
references) is what tests/test_pretrained.py decodes again.

    .venv/bin/python results/pretrained/ship.py rnnsearch --rescore

scores a shipped model's test split again, in place of its report, when `attnlab evaluate`
reports more than it did (the weights untouched).
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import platform
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

import torch

from attnlab import pretrained
from attnlab.atomic import write_json
from attnlab.config import load_saved_config
from attnlab.data import load_corpus
from attnlab.evaluation import evaluate_run
from attnlab.metrics import EvaluationReport, corpus_scores, save_report
from attnlab.models import get_family
from attnlab.runs import RunFiles
from attnlab.training.averaging import average_run
from attnlab.training.checkpoints import saved_progress
from attnlab.translation import Translator
from attnlab.weights import save_weights

RESULTS = Path(__file__).resolve().parent
HALF_PRECISION_RULE = 0.99
SAMPLE_SIZE = 100
BEAM = 5


def same_share(first: list[str], second: list[str]) -> float:
    return sum(a == b for a, b in zip(first, second, strict=True)) / len(first)


def half_precision_check(translator: Translator, sources: list[str]) -> dict[str, float]:
    """Decode ``sources`` greedy and with beam 5 in float32, then with every weight rounded to
    float16 (the model still computes in float32); the share of identical outputs. Leaves
    the model's weights rounded."""

    def decode(beam: int) -> list[str]:
        return [t.target for t in translator.translate(sources, beam, need_weights=False)]

    full = {beam: decode(beam) for beam in (1, BEAM)}
    with torch.no_grad():
        for tensor in translator.run.model.state_dict().values():
            if tensor.is_floating_point():
                tensor.copy_(tensor.half().float())
    half = {beam: decode(beam) for beam in (1, BEAM)}
    return {
        "greedy_identical": same_share(full[1], half[1]),
        "beam_identical": same_share(full[BEAM], half[BEAM]),
        "sentences": len(sources),
    }


def cpu_model() -> str:
    """The CPU's name (Linux: /proc/cpuinfo; platform.processor() is often empty there)."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown"


def best_step(metrics: Path) -> int:
    """The step of the best dev BLEU: the weights model.safetensors holds (the first best,
    as the trainer keeps it)."""
    with metrics.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    best = max(float(row["dev_bleu"]) for row in rows)
    return next(int(row["step"]) for row in rows if float(row["dev_bleu"]) == best)


def choose_weights(run_dir: Path, name: str, last: int) -> tuple[Path, dict[str, object]]:
    """The run whose weights ship: the trained run (its best dev BLEU) or the mean of its
    last ``last`` kept evaluations (``attnlab average``), whichever has the higher BLEU on
    the whole dev set with beam 5. Chosen on dev, never on test."""
    averaged = Path("runs") / f"{name}-average{last}"
    shutil.rmtree(averaged, ignore_errors=True)
    average_run(run_dir, last, averaged)
    dev = {
        str(run): evaluate_run(run, split="dev", beam_size=BEAM).corpus.bleu
        for run in (run_dir, averaged)
    }
    chosen = averaged if dev[str(averaged)] > dev[str(run_dir)] else run_dir
    steps = json.loads((averaged / "averaged.json").read_text())["steps"]
    choice = {
        "dev_bleu_best_checkpoint": dev[str(run_dir)],
        "dev_bleu_average": dev[str(averaged)],
        "averaged_steps": steps,
        "shipped": "average" if chosen == averaged else "best checkpoint",
    }
    print(
        f"{name}: dev BLEU best checkpoint {dev[str(run_dir)]:.2f}, average of steps "
        f"{steps} {dev[str(averaged)]:.2f} -> {choice['shipped']}"
    )
    return chosen, choice


def continued_from(run_dir: Path) -> dict[str, Any] | None:
    """A run started from a shipped model (``train.init_from``): that model's card, so that
    this card counts its steps and hours too and names the weights it began with."""
    start = load_saved_config(RunFiles(run_dir).config).train.init_from
    if start is None:
        return None
    if start not in pretrained.NAMES:
        raise SystemExit(f"{run_dir} started from {start}, not from a shipped model: pack that")
    before = pretrained.card(start)
    return {
        "name": start,
        "steps": before["steps"],
        "train_hours": before["train_hours"],
        "command": before["command"],
        "test_bleu": before["test"]["bleu"],
        "weights_sha256": pretrained.identity(start)["weights_sha256"],
    }


def ship(
    run_dir: Path, name: str, command: str, stage: Path, average: int | None, into: Path
) -> Path:
    progress = saved_progress(RunFiles(run_dir))
    if progress is None:
        raise SystemExit(f"{run_dir} has no checkpoint: is it a finished training?")
    before = continued_from(run_dir)
    trained_steps = best_step(RunFiles(run_dir).metrics)
    choice: dict[str, object] = {"shipped": "best checkpoint"}
    if average is not None:
        run_dir, choice = choose_weights(run_dir, name, average)
    files = RunFiles(run_dir)
    translator = Translator.from_run(run_dir)
    config = translator.run.config
    corpus = load_corpus(config.data.corpus)
    sources, references = corpus.references("test")
    started = time.perf_counter()
    check = half_precision_check(translator, sources)
    half = min(check["greedy_identical"], check["beam_identical"]) >= HALF_PRECISION_RULE
    print(f"{name}: half precision {check} -> {'float16' if half else 'float32'}")

    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copy(files.config, stage / "config.yaml")
    shutil.copytree(files.tokenizers, stage / "tokenizers")
    shutil.copy(files.metrics, stage / "metrics.csv")
    model = translator.run.model
    if half:
        model.half()  # the rounded weights stored in float16; loading casts them back
    else:
        model.load_state_dict(Translator.from_run(run_dir).run.model.state_dict())
    save_weights(
        model, stage / "model.safetensors", tokenizers=translator.run.tokenizers.fingerprint
    )
    report = evaluate_run(stage, split="test", beam_size=BEAM, by_length=True)
    report.meta["run_dir"] = f"attnlab/pretrained/{name} (trained as {run_dir})"
    save_report(report, RunFiles(stage).report("test"))

    shipped = Translator.from_run(stage)  # exactly what users will load
    sample_sources = sources[:SAMPLE_SIZE]
    sample_refs = references[:SAMPLE_SIZE]
    outputs = [t.target for t in shipped.translate(sample_sources, BEAM, need_weights=False)]
    sample_bleu = corpus_scores(outputs, sample_refs, corpus.tgt_lang).bleu
    family = get_family(config.model.family)
    card = {
        "name": name,
        "title": family.title,
        "family": config.model.family,
        "summary": family.summary(config.model.options),
        "corpus": corpus.name,
        "attribution": corpus.attribution,
        "command": command,
        # all the steps and hours that made it, those of a model it continued included
        "steps": progress["step"] + (before["steps"] if before else 0),
        "weights_step": (
            trained_steps + (before["steps"] if before else 0)
            if choice["shipped"] == "best checkpoint"
            else None
        ),
        "weights": choice,
        "train_hours": round(
            progress["elapsed_s"] / 3600 + (before["train_hours"] if before else 0),
            2,
        ),
        "continued_from": before,
        "trained_on": {
            "machine": platform.machine(),
            "processor": cpu_model(),
            "cores": os.cpu_count(),
            "threads": config.train.threads,
            "device": config.train.device,
            "torch": torch.__version__,
        },
        "parameters": sum(p.numel() for p in model.parameters()),
        "precision": "float16" if half else "float32",
        "half_precision_check": {**check, "rule": HALF_PRECISION_RULE},
        "test": test_scores(report),
        "sample": {
            "split": "test",
            "first": SAMPLE_SIZE,
            "beam": BEAM,
            "bleu": sample_bleu,
            "sources": sample_sources,
            "references": sample_refs,
            "translations": outputs,
        },
        "packed_seconds": round(time.perf_counter() - started, 1),
    }
    write_json(stage / pretrained.CARD, card)
    pretrained.write_manifest(stage)
    print(json.dumps({k: card[k] for k in ("steps", "train_hours", "precision", "test")}))
    target = into / name
    shutil.rmtree(target, ignore_errors=True)
    shutil.move(stage, target)
    if into != pretrained.FOLDER:  # packed to ship later: `git mv` it into attnlab/pretrained
        print(f"packed, not shipped: {target}")
        return target
    pretrained.verify(name)
    for kept, copy in (("metrics.csv", "metrics.csv"), ("report-test.json", "report.json")):
        shutil.copy(target / kept, RESULTS / f"{name}-{copy}")  # results/ keeps their figures
    print(f"shipped: {target} ({pretrained.size_bytes(name) / 1e6:.1f} MB)")
    return target


def test_scores(report: EvaluationReport) -> dict[str, Any]:
    """A card's test figures from its test report: BLEU and chrF on the whole split, and
    without the sources whose reference is a training target, where there are any."""
    scores: dict[str, Any] = {
        "bleu": report.corpus.bleu,
        "chrf": report.corpus.chrf,
        "beam": report.meta["beam_size"],
        "sentences": report.meta["sentences"],
    }
    seen = report.meta.get("references_seen_in_training")
    if seen is not None:
        scores["without_references_seen_in_training"] = {
            "sources_left_out": seen["sources"],
            **seen["without_them"],
        }
    return scores


def rescore(name: str) -> None:
    """Score shipped model ``name``'s test split again, so that its report and card carry what
    `attnlab evaluate` reports now; the weights, and so the whole split's figures, stay as
    they were (checked), and its manifest is written again."""
    folder = pretrained.FOLDER / name
    old = json.loads((folder / "report-test.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix=f"attnlab-rescore-{name}-") as tmp:
        stage = Path(tmp) / name  # a copy: a shipped model's folder is never written by evaluate
        shutil.copytree(folder, stage)
        report = evaluate_run(stage, split="test", beam_size=BEAM, by_length=True)
    if abs(report.corpus.bleu - old["corpus"]["bleu"]) > 1e-9:
        raise SystemExit(f"{name}: test BLEU {report.corpus.bleu} is not the shipped report's")
    report.meta["run_dir"] = old["meta"]["run_dir"]
    save_report(report, folder / "report-test.json")
    card = pretrained.card(name)
    card["test"] = test_scores(report)
    write_json(folder / pretrained.CARD, card)
    pretrained.write_manifest(folder)
    pretrained.verify(name)
    shutil.copy(folder / "report-test.json", RESULTS / f"{name}-report.json")
    print(f"{name}: {json.dumps(card['test'])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_dir", type=Path, nargs="?")
    parser.add_argument("name", choices=pretrained.NAMES)
    parser.add_argument("--command", help="the training command, for the card")
    parser.add_argument(
        "--rescore",
        action="store_true",
        help="score the shipped model NAME's test split again (no RUN_DIR): its report and "
        "card gain what evaluate reports now",
    )
    parser.add_argument(
        "--average",
        type=int,
        default=None,
        metavar="N",
        help="also try the mean of the last N kept weights; ship whichever is better on dev",
    )
    parser.add_argument(
        "--into",
        type=Path,
        default=pretrained.FOLDER,
        help="pack into INTO/NAME instead of shipping it (default: attnlab/pretrained)",
    )
    args = parser.parse_args()
    torch.set_num_threads(1)
    if args.rescore:
        rescore(args.name)
        return
    if args.run_dir is None or args.command is None:
        parser.error("give RUN_DIR NAME --command ... (or NAME --rescore)")
    stage = Path("runs") / f"ship-{args.name}"
    ship(args.run_dir, args.name, args.command, stage, args.average, args.into.resolve())


if __name__ == "__main__":
    main()
