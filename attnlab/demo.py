"""``make demo``: fetch Tatoeba zh-en, train RNNsearch and the fixed-context baseline side by
side (one process and one CPU thread each, the same number of steps), score both on the test
set by sentence length, translate the demo sentences and draw their attention.

Steps, not minutes: a training is a function of its seed and its steps, so the demo's BLEU does
not depend on what else the machine runs, only on the CPU's float rounding."""

from __future__ import annotations

import multiprocessing
import os
import traceback
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from attnlab import locales, pretrained
from attnlab.compare import compare_runs, format_comparison
from attnlab.config import ExperimentConfig, load_config
from attnlab.data import load_corpus
from attnlab.evaluation import evaluate_run
from attnlab.metrics.report import EvaluationReport
from attnlab.runs import RunFiles
from attnlab.training.progress import run_progress, stop_reason
from attnlab.training.trainer import train
from attnlab.translation import Translator
from attnlab.viz.heatmap import save_maps

DEMO_SENTENCES = [
    "那只黑猫安静地坐在窗边。",
    "我喜欢喝茶。",
    "他昨天去了北京。",
    "那位在加州工作了十年、后来搬到纽约创业、最近又回到上海的工程师，昨天终于发布了自己的新产品。",
]
DEFAULT_CONFIG = Path("configs/tatoeba-bahdanau.yaml")
BASELINE_CONFIG = Path("configs/tatoeba-fixed-context.yaml")
# 1,000 steps (about 3.8 epochs): within 15 minutes on this project's idle 2-core machine, all in
# (1,200 took 16.6 minutes there).
DEMO_STEPS = 1000
# An evaluation every 100 steps: ten entries of the history (the History view's slider) where
# the configs' 500 would leave two; the weights kept are still those of the best dev BLEU.
DEMO_EVAL_EVERY = 100
BUDGET = [
    f"--train.max_steps={DEMO_STEPS}",
    "--train.max_minutes=null",
    f"--train.eval_every={DEMO_EVAL_EVERY}",
]
# Two trainings at once on a 2-core machine: one thread each, so neither slows the other.
SIDE_BY_SIDE = ["--train.threads=1"]
BASELINE_LOG = "demo.log"  # the baseline's output, in its run directory


def train_or_reuse(config: ExperimentConfig) -> RunFiles:
    """Train the run, resume one that stopped before it was complete (Ctrl-C, a kill), or
    reuse a complete one as it is."""
    files = RunFiles(config.resolved_run_dir)
    progress = run_progress(files.root)
    complete = stop_reason(progress, config.train) if progress is not None else ""
    if complete:
        print(f"{files.root} holds a complete run ({complete}): reusing it (delete it to retrain)")
    else:
        train(config, resume=files.config.exists())
    return files


def train_and_score(config: ExperimentConfig) -> EvaluationReport:
    """Train (or resume, or reuse) ``config``'s run, then score it on the test set, also by
    source length. A training stopped early (Ctrl-C) is not scored: the demo resumes it."""
    files = train_or_reuse(config)
    progress = run_progress(files.root)
    if progress is None or not stop_reason(progress, config.train):
        raise KeyboardInterrupt
    return evaluate_run(files.root, split="test", by_length=True)


def _score_in_background(config: ExperimentConfig, log: Path) -> None:
    """A child process's ``train_and_score``, everything it prints going to ``log``. In a
    session of its own, so that Ctrl-C reaches the parent only, which stops it once."""
    os.setsid()
    # line-buffered: `tail -f` on the log follows the training line by line
    with (
        log.open("a", encoding="utf-8", buffering=1) as out,
        redirect_stdout(out),
        redirect_stderr(out),
    ):
        try:
            train_and_score(config)
        except KeyboardInterrupt:
            raise SystemExit(130) from None
        except BaseException:
            traceback.print_exc()
            raise SystemExit(1) from None


def start_baseline(config: ExperimentConfig) -> tuple[multiprocessing.process.BaseProcess, Path]:
    """``train_and_score(config)`` in a child process (spawned: no copy of this process's
    threads); returns the process and the log it writes."""
    root = config.resolved_run_dir
    root.mkdir(parents=True, exist_ok=True)
    log = root / BASELINE_LOG
    process = multiprocessing.get_context("spawn").Process(
        target=_score_in_background, args=(config, log), name="demo-baseline"
    )
    process.start()
    return process, log


def run_demo(
    config_path: Path = DEFAULT_CONFIG,
    overrides: list[str] | None = None,
    baseline_path: Path | None = BASELINE_CONFIG,
) -> Path:
    """Train, score, translate and draw ``config_path``'s model; with ``baseline_path``, train
    and score that model at the same time in another process (``overrides`` apply to both,
    after one thread each). Returns the attention run's directory."""
    together = SIDE_BY_SIDE if baseline_path is not None else []
    config = load_config(config_path, [*BUDGET, *together, *(overrides or [])])
    baseline = None
    if baseline_path is not None:
        baseline = load_config(baseline_path, [*BUDGET, *together, *(overrides or [])])
        if baseline.resolved_run_dir.resolve() == config.resolved_run_dir.resolve():
            raise ValueError(
                f"{config_path} and {baseline_path} train into the same directory "
                f"{config.resolved_run_dir}; give the baseline another name"
            )
    corpus = load_corpus(config.data.corpus)  # fetches and caches on first use, once
    print(f"corpus {corpus.name}: {corpus.sizes()}\n{corpus.attribution}\n")
    process = log = None
    if baseline is not None:
        process, log = start_baseline(baseline)
        print(
            f"training side by side, one CPU thread each: {config.model.family} here and the "
            f"{baseline.model.family} baseline in the background (its output: {log})\n"
        )
    try:
        report = train_and_score(config)
        root = show_translations(config, report)
        if process is None or baseline is None:
            return root
        if process.is_alive():
            print(f"\nwaiting for the baseline to finish its test set (its output: {log})")
        process.join()
    except BaseException:
        if process is not None and process.is_alive():
            process.terminate()  # SIGTERM: it stops after its current step, with a checkpoint
            process.join()
        raise
    if process.exitcode != 0:
        raise ChildProcessError(
            f"the baseline {baseline.resolved_run_dir} stopped (exit code {process.exitcode}); "
            f"see {log}. `make demo` again resumes it"
        )
    runs = [str(baseline.resolved_run_dir), str(root)]
    print(f"\n{format_comparison(compare_runs(runs))}")
    print(explore_hint(runs))
    return root


def explore_hint(runs: list[str]) -> str:
    """The explorer command for the demo's runs beside the shipped models."""
    shipped = pretrained.available()
    also = (
        f"; beside the models that ship with attnlab ({', '.join(shipped)}), to see what "
        "longer training gives"
        if shipped
        else ""
    )
    return (
        f"\nIn the browser, both on the same sentences{also}:\n"
        f"  attnlab explore {' '.join([*runs, *shipped])}\n"
        "(Compare: one sentence through two models; Data: BLEU by sentence length, one curve "
        "each)"
    )


def show_translations(config: ExperimentConfig, report: EvaluationReport) -> Path:
    """Translate the demo sentences with ``config``'s run, draw their attention and print
    where everything is; returns the run directory."""
    files = RunFiles(config.resolved_run_dir)
    heatmaps = files.root / "heatmaps"
    print("\nDemo translations (beam search):")
    translator = Translator.from_run(files.root)
    for index, translation in enumerate(translator.translate(DEMO_SENTENCES)):
        print(f"  {translation.source}\n  -> {translation.target}")
        save_maps(
            translation.attention,
            0,
            translation.source_tokens,
            translation.target_tokens,
            heatmaps,
            prefix=f"demo-{index + 1}",
            lang=locales.default_language(),
        )
    print(
        f"\nrun:      {files.root}\nheatmaps: {heatmaps}\nreport:   {files.report('test')}\n"
        f"test BLEU {report.corpus.bleu:.2f}, chrF {report.corpus.chrf:.2f}"
    )
    return files.root
