"""``make demo``: fetch Tatoeba zh-en, train RNNsearch, score the test set, translate the
demo sentences and draw their attention."""

from __future__ import annotations

from pathlib import Path

from attnlab.config import ExperimentConfig, load_config
from attnlab.data import load_corpus
from attnlab.evaluate import evaluate_run
from attnlab.runs import RunFiles
from attnlab.training.progress import run_progress, stop_reason
from attnlab.training.trainer import train
from attnlab.translation import Translator
from attnlab.viz import save_maps

DEMO_SENTENCES = [
    "那只黑猫安静地坐在窗边。",
    "我喜欢喝茶。",
    "他昨天去了北京。",
    "那位在加州工作了十年、后来搬到纽约创业、最近又回到上海的工程师，昨天终于发布了自己的新产品。",
]
DEFAULT_CONFIG = Path("configs/tatoeba-bahdanau.yaml")


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


def run_demo(config_path: Path = DEFAULT_CONFIG, overrides: list[str] | None = None) -> Path:
    config = load_config(config_path, overrides or [])
    corpus = load_corpus(config.data.corpus)  # fetches and caches on first use
    print(f"corpus {corpus.name}: {corpus.sizes()}\n{corpus.attribution}\n")
    files = train_or_reuse(config)
    report = evaluate_run(files.root, split="test", by_length=True)
    translator = Translator.from_run(files.root)
    heatmaps = files.root / "heatmaps"
    print("\nDemo translations (beam search):")
    for index, translation in enumerate(translator.translate(DEMO_SENTENCES)):
        print(f"  {translation.source}\n  -> {translation.target}")
        save_maps(
            translation.attention,
            0,
            translation.source_tokens,
            translation.target_tokens,
            heatmaps,
            prefix=f"demo-{index + 1}",
        )
    print(
        f"\nrun:      {files.root}\nheatmaps: {heatmaps}\nreport:   {files.report('test')}\n"
        f"test BLEU {report.corpus.bleu:.2f}, chrF {report.corpus.chrf:.2f}"
    )
    return files.root
