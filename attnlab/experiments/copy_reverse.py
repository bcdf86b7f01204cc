"""The bottleneck on synthetic sequences: reverse a string of letters, trained on lengths up
to L, tested on lengths up to 2L (after Bahdanau et al. 2015, section 5.2.1, on toy data).

The fixed-context encoder-decoder (a GRU, and an LSTM beside it: the lecture asks why attention
is still needed once LSTMs eased vanishing gradients), RNNsearch (Bahdanau), Luong and the
Transformer, all of hidden size HIDDEN, each trained for the same steps through the library's
trainer; then sequence and token accuracy by test length, greedy decoding. The lecture's "bottleneck
slider": the fixed context's accuracy by length for several hidden sizes, saved as a grid.
A stopped run resumes: finished trainings are kept, unfinished ones continue.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from attnlab.config import BUNDLED_CONFIGS, ExperimentConfig, ModelConfig, load_config
from attnlab.experiments.base import Experiment, provenance, write_results
from attnlab.experiments.copy_reverse_report import (
    ALPHABET,
    FALL,
    FIXED,
    FIXED_CONTEXTS,
    FIXED_LSTM,
    HOLD,
    LEARNED,
    NAME,
    draw,
    report,
)
from attnlab.experiments.micro import (
    evaluate_run_by_length,
    length_split_corpus,
    mean_in_span,
    read_pairs,
    trainer_budget,
)
from attnlab.models.luong import LuongOptions
from attnlab.models.rnn_seq2seq import BahdanauOptions, FixedContextOptions
from attnlab.models.transformer import TransformerOptions
from attnlab.results import state_of
from attnlab.results.demos import SLIDER_MEASURES
from attnlab.runs import RunFiles
from attnlab.training.trainer import train

TASK = "reverse"
CONFIG = BUNDLED_CONFIGS / "tiny-synthetic.yaml"
TRAIN_LENGTHS = (3, 12)  # L = 12: training and dev sources have 3 to 12 letters
TEST_LENGTHS = tuple(range(3, 2 * TRAIN_LENGTHS[1] + 1))  # 3 .. 2L
REGIONS = {  # the length spans the verdict compares: short, long (up to L), beyond L
    "short": (3, 6),
    "long": (TRAIN_LENGTHS[1] - 2, TRAIN_LENGTHS[1]),
    "beyond": (TRAIN_LENGTHS[1] + 1, TEST_LENGTHS[-1]),
}
HIDDEN = 64
# label -> its model at a hidden size (HIDDEN; quick: smaller), no dropout; embedding and
# attention sizes follow the hidden size, as the families' defaults have them
MODELS: dict[str, Callable[[int], ModelConfig]] = {
    FIXED: lambda hidden: ModelConfig(
        "fixed_context", FixedContextOptions(hidden_dim=hidden, dropout=0.0)
    ),
    FIXED_LSTM: lambda hidden: ModelConfig(
        "fixed_context", FixedContextOptions(hidden_dim=hidden, dropout=0.0, cell="lstm")
    ),
    "RNNsearch": lambda hidden: ModelConfig(
        "bahdanau", BahdanauOptions(hidden_dim=hidden, dropout=0.0)
    ),
    # the family's defaults: global, general score, input feeding
    "Luong": lambda hidden: ModelConfig("luong", LuongOptions(hidden_dim=hidden, dropout=0.0)),
    # Two layers and a 2x feed-forward of HIDDEN: about the RNNs' parameter count
    "Transformer": lambda hidden: ModelConfig(
        "transformer",
        TransformerOptions(hidden_dim=hidden, dropout=0.0, num_layers=2, ffn_dim=2 * HIDDEN),
    ),
}
SLIDER = (16, 32, 64, 128)  # the fixed context's hidden sizes
# The budget: the same steps for every training, so every model sees the same batches (and
# a busy machine changes the time taken, not the result). 8 trainings (the slider's 64 is the
# comparison's fixed context): ~5 minutes on one core.
STEPS = 2000
NUM_TRAIN, NUM_DEV, PER_LENGTH = 30000, 200, 100  # quick: 400, 20, 8
CLAIM = (
    "Whether T = 5 or T = 500, the dimension d of c stays the same: this is the bottleneck "
    "in the information-theoretic sense. [...] The capacity of the fixed vector c does not "
    "grow with the input length: for short sentences it suffices, for long ones information "
    "is inevitably lost. Attention, by letting the decoder look back directly at every "
    "encoder position at each step, bypasses this bottleneck at its root."
)


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train (or resume) every model, score it by test length, write the figure, the JSON and
    the report into ``out``; runs live in ``out/runs`` (quick) or ``runs/copy-reverse``."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    work = out / "runs" if quick else Path("runs") / NAME
    num_train, num_dev, per_length = (400, 20, 8) if quick else (NUM_TRAIN, NUM_DEV, PER_LENGTH)
    corpus = length_split_corpus(  # none of the test sources is a training source
        TASK, f"{NAME}-{TASK}", work / "corpus", alphabet_size=ALPHABET,
        train_lengths=TRAIN_LENGTHS, test_lengths=TEST_LENGTHS,
        num_train=num_train, num_dev=num_dev, per_length=per_length,
    )  # fmt: skip
    test = read_pairs(corpus, "test")
    hidden, slider = (16, (8, 16)) if quick else (HIDDEN, SLIDER)
    steps = 20 if quick else STEPS
    plans = {label: model(hidden) for label, model in MODELS.items()}
    plans |= {f"{FIXED} {size}": MODELS[FIXED](size) for size in slider}
    results: dict[str, dict[str, Any]] = {}
    configs = {}
    for label, model in plans.items():
        config = configs[label] = make_config(model, corpus, work, steps, minutes, quick)
        key = config.name  # the slider's run of size `hidden` is the comparison's fixed context
        if key not in results:
            print(f"{NAME}: {label} ({config.resolved_run_dir})", flush=True)
            train(config, resume=RunFiles(config.resolved_run_dir).config.exists())
            results[key] = evaluate_run_by_length(config.resolved_run_dir, test, TEST_LENGTHS)
        results[label] = results[key]
    models = {label: results[label] for label in MODELS}
    rows = [results[f"{FIXED} {size}"]["by_length"] for size in slider]
    grid: dict[str, Any] = {"hidden_sizes": list(slider), "lengths": list(TEST_LENGTHS)}
    for measure in SLIDER_MEASURES:  # (hidden size, length)
        grid[measure] = [[p[measure] for p in row] for row in rows]
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "task": TASK,
        "train_lengths": list(TRAIN_LENGTHS),
        "test_lengths": list(TEST_LENGTHS),
        "train_pairs": len(read_pairs(corpus, "train")),
        "steps_per_model": steps,
        "minutes_per_model": minutes,  # a time limit on top of the steps, if one was given
        "config": CONFIG.name,
        "data": asdict(configs[FIXED].data),
        "train": asdict(configs[FIXED].train),
        "models": models,
        "slider": grid,
        "verdict": verdict(models, grid),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def make_config(
    model: ModelConfig, corpus: Path, work: Path, steps: int, minutes: float | None, quick: bool
) -> ExperimentConfig:
    """configs/tiny-synthetic.yaml for one model: the same data, budget and optimizer for all.
    Every model trains for the whole budget (dev BLEU picks its weights)."""
    options = asdict(model.options)
    name = f"{model.family}-{options['hidden_dim']}" + (
        "-lstm" if options.get("cell") == "lstm" else ""
    )
    base = load_config(CONFIG)
    return replace(
        base,
        name=name,
        run_dir=str(work / name),
        data=replace(base.data, corpus=str(corpus), max_len=TRAIN_LENGTHS[1], max_tokens=1024),
        model=model,
        train=replace(
            trainer_budget(base.train, steps, minutes),
            warmup_steps=100,  # the post-norm Transformer needs it; harmless elsewhere
            eval_every=20 if quick else 200,
            dev_bleu_sentences=10 if quick else 100,
        ),
    )


def verdict(models: dict[str, dict[str, Any]], grid: dict[str, Any]) -> dict[str, Any]:
    """The claim read off the numbers: on the training lengths, does the fixed context fall
    from short to long while the attention models hold, and does a larger hidden size hold
    longer sequences? Beyond L every model extrapolates: reported apart."""
    accuracy = {
        label: {
            name: mean_in_span(TEST_LENGTHS, [p["sequence_accuracy"] for p in r["by_length"]], span)
            for name, span in REGIONS.items()
        }
        for label, r in models.items()
    }
    kept = {  # the share of its short-length accuracy a model keeps at the long lengths
        label: a["long"] / a["short"] if a["short"] else 0.0 for label, a in accuracy.items()
    }
    learned = [label for label, a in accuracy.items() if a["short"] >= LEARNED]
    attention = [label for label in models if label not in FIXED_CONTEXTS]
    holding = [label for label in attention if label in learned and kept[label] >= HOLD]
    fixed_falls = FIXED in learned and kept[FIXED] <= 1 - FALL
    slider_long = [
        mean_in_span(TEST_LENGTHS, row, REGIONS["long"]) for row in grid["sequence_accuracy"]
    ]
    # The slider's reach: the longest test length still reversed right at least half the time
    reach = [
        max((n for n, a in zip(TEST_LENGTHS, row, strict=True) if a >= 0.5), default=None)
        for row in grid["sequence_accuracy"]
    ]
    recovers = slider_long[-1] - slider_long[0] >= FALL
    sizes = grid["hidden_sizes"]
    rises_to = sizes[0]  # the size up to which the long accuracy keeps rising
    for size, before, after in zip(sizes[1:], slider_long[:-1], slider_long[1:], strict=True):
        if after < before:
            break
        rises_to = size
    shows = fixed_falls and len(holding) == len(attention)
    beyond = [
        label for label in learned if accuracy[label]["beyond"] >= 0.5 * accuracy[label]["short"]
    ]
    found: dict[str, Any] = {}
    if FIXED_LSTM in models:  # records before the LSTM was measured beside the GRU lack it
        found["lstm_fixed_context_falls"] = FIXED_LSTM in learned and kept[FIXED_LSTM] <= 1 - FALL
    return {
        **found,
        "regions": {name: list(span) for name, span in REGIONS.items()},
        "sequence_accuracy_by_region": {
            label: {name: round(value, 4) for name, value in a.items()}
            for label, a in accuracy.items()
        },
        "share_of_short_accuracy_kept_at_long": {k: round(v, 4) for k, v in kept.items()},
        "models_that_learned": learned,
        "fixed_context_falls": fixed_falls,
        "attention_models_that_hold": holding,
        "attention_holds": len(holding) == len(attention),
        "slider_long_accuracy_by_hidden_size": [round(a, 4) for a in slider_long],
        "slider_reach_by_hidden_size": reach,
        "fixed_context_recovers_with_hidden_size": recovers,
        "slider_rises_up_to_hidden_size": rises_to,
        "models_that_hold_beyond_L": beyond,
        # partly: the bottleneck shows, but a larger hidden size does not lift it
        "state": state_of(shows and recovers, shows),
    }


EXPERIMENT = Experiment(
    name=NAME,
    summary="the bottleneck on synthetic sequences: reversal accuracy by length up to 2L for "
    "the fixed context, RNNsearch, Luong and the Transformer; the fixed context by hidden size",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["models"], record["slider"]),
    # the optimiser, the interval's author; the source text's own Latin words, quoted
    english=frozenset({"Adam", "Wilson", "Attention", "Encoder", "Decoder", "Encoder-Decoder"}),
)
