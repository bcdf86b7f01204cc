"""``attnlab demo``: the main job, RNNsearch and the fixed-context baseline side by side."""

from __future__ import annotations

import argparse
from pathlib import Path


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    demo = commands.add_parser(
        "demo",
        help="fetch Tatoeba zh-en, train RNNsearch and the fixed-context baseline side by "
        "side, score them, translate and draw (make demo)",
        description="The main job: fetch the default corpus; train the Bahdanau model of "
        "CONFIG (default configs/tatoeba-bahdanau.yaml) and, at the same time in another "
        "process, the baseline without attention (--baseline), one CPU thread each for the "
        "same 1,000 steps (--train.max_steps changes both; a finished run is reused, a "
        "stopped one resumed); report test BLEU and "
        "chrF, also by sentence length, translate the demo sentences and write their heatmaps. "
        "Accepts config overrides like `attnlab train`; they apply to both models.",
    )
    demo.add_argument("config", nargs="?", default="configs/tatoeba-bahdanau.yaml")
    demo.add_argument(
        "--baseline",
        default="configs/tatoeba-fixed-context.yaml",
        metavar="CONFIG",
        help="the model to compare with (default configs/tatoeba-fixed-context.yaml)",
    )
    demo.add_argument(
        "--no-baseline",
        action="store_true",
        help="train CONFIG alone (on all cores unless --train.threads says otherwise)",
    )
    demo.set_defaults(handler=handle, overrides=[])


def handle(args: argparse.Namespace) -> int:
    from attnlab.demo import run_demo

    baseline = None if args.no_baseline else Path(args.baseline)
    run_demo(Path(args.config), args.overrides, baseline)
    return 0
