"""The race against JoeyNMT (benchmarks/peers/race.py): its fairness rests on JoeyNMT getting
the same-sized batches and the same model sizes; both are checked here without JoeyNMT."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

import pytest

from attnlab.config import load_config

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def race() -> ModuleType:
    spec = importlib.util.spec_from_file_location("race", ROOT / "benchmarks/peers/race.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_joey_batches_close_once_padded_size_reaches_the_budget(race: ModuleType) -> None:
    # Six alike pairs (3 source, 2 target pieces) count max(3 + 1, 2 + 1) = 4 tokens each:
    # a batch of 10 closes at 3 sentences (12 >= 10), holding 3 x (2 + 1) real target tokens.
    assert race.mean_real_tgt_tokens_joey([(3, 2)] * 6, 10, seed=0) == 9
    assert race.mean_real_tgt_tokens_joey([(3, 2)] * 7, 10, seed=0) == 21 / 3  # 3, 3, then 1
    assert race.mean_real_tgt_tokens_joey([(3, 1), (1, 3), (4, 4)], 1, seed=0) == 11 / 3


class _Example:
    def __init__(self, src: int, tgt: int) -> None:
        self.src, self.tgt = [0] * src, [0] * tgt


def test_the_joey_batch_size_holds_the_target_real_tokens(race: ModuleType) -> None:
    generator = random.Random(1)
    examples = [_Example(generator.randint(1, 30), generator.randint(1, 30)) for _ in range(3000)]
    size = race.joey_batch_size(examples, target=800.0, seed=1)
    lengths = [(len(e.src), len(e.tgt)) for e in examples]
    assert race.mean_real_tgt_tokens_joey(lengths, size, 1) == pytest.approx(800, rel=0.05)
    assert size > 800  # padding is counted: more than the real tokens


@pytest.mark.parametrize("config", ["tatoeba-bahdanau", "tatoeba-transformer"])
def test_joeynmt_gets_attnlabs_sizes_and_training(race: ModuleType, config: str) -> None:
    attnlab = load_config(ROOT / "configs" / f"{config}.yaml")
    options = attnlab.model.options
    joey = race.joey_config(attnlab, Path("work"), 5000, Path("work/joey/segment-0"), None)
    for side in ("encoder", "decoder"):
        assert joey["model"][side]["hidden_size"] == options.hidden_dim
        assert joey["model"][side]["num_layers"] == options.num_layers
        assert joey["model"][side]["dropout"] == options.dropout
    training = joey["training"]
    assert training["learning_rate"] == attnlab.train.lr
    assert training["label_smoothing"] == attnlab.train.label_smoothing
    assert training["clip_grad_norm"] == attnlab.train.clip_norm
    assert training["validation_freq"] == attnlab.train.eval_every
    assert joey["testing"]["beam_size"] == attnlab.decode.beam_size
    assert joey["data"]["src"]["max_length"] == attnlab.data.max_len
    if attnlab.train.schedule == "inverse_sqrt":
        assert training["scheduling"] == "warmupinversesquareroot"
        assert training["learning_rate_warmup"] == attnlab.train.warmup_steps
    else:
        assert training["decrease_factor"] == 1.0  # constant
