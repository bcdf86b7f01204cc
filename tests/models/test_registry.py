"""One family registry: a family registered in a test is trained, translated, compared and
explored with no other change, and its options are its own."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from attnlab.compare import summarize_run
from attnlab.config import ConfigError, load_config
from attnlab.models import FAMILIES, Family, RNNSeq2Seq, get_family, register_family
from attnlab.options import positive
from attnlab.training.trainer import train
from attnlab.viz.explorer.session import Explorer

CONFIG = Path(__file__).parents[2] / "configs" / "tiny-synthetic.yaml"


@dataclass(frozen=True)
class ToyOptions:
    hidden_dim: int = 16
    dropout: float = 0.0
    toy_width: int = 12  # an option no built-in family has

    def __post_init__(self) -> None:
        positive(self, "hidden_dim", "toy_width")


TOY = Family(
    name="toy",
    title="Toy attention",
    options=ToyOptions,
    build=lambda options, src_vocab, tgt_vocab: RNNSeq2Seq(
        src_vocab,
        tgt_vocab,
        use_attention=True,
        hidden_dim=options.hidden_dim,
        attention_dim=options.toy_width,
        dropout=options.dropout,
    ),
    summary=lambda options: f"toy {options.hidden_dim}/{options.toy_width}",
    cross_attention=lambda options: (1, 1),
    formulas={"query": "q", "score": "e", "value": "v", "context": "c"},
)


@pytest.fixture
def toy() -> Iterator[Family]:
    register_family(TOY)
    try:
        yield TOY
    finally:
        del FAMILIES[TOY.name]


def test_a_registered_family_works_end_to_end(toy: Family, tmp_path: Path) -> None:
    overrides = [
        f"--run_dir={tmp_path / 'toy'}",
        "--model.family=toy",
        "--model.toy_width=10",
        "--data.corpus=synthetic:reverse:num_train=60,num_dev=10,num_test=10",
        "--train.max_steps=4",
        "--train.eval_every=4",
        "--train.dev_bleu_sentences=5",
    ]
    config = load_config(CONFIG, overrides)
    assert config.model.options == ToyOptions(hidden_dim=32, toy_width=10)
    run_dir = train(config)

    summary = summarize_run(run_dir)
    assert (summary.family, summary.options) == ("toy", "toy 32/10")
    assert summary.model == {"family": "toy", "hidden_dim": 32, "dropout": 0.0, "toy_width": 10}

    explorer = Explorer.from_dirs([str(run_dir)])
    described = explorer.describe()[0]
    assert described["display_name"] == "Toy attention"
    assert (described["num_layers"], described["num_heads"]) == (1, 1)
    translation = explorer.translate(0, "a b c", 1)
    steps = explorer.steps(0, "a b c", translation["target_tokens"], 0)
    assert steps["family"] == "toy" and steps["names"]["score"] == "e"
    assert abs(sum(steps["weights"]) - 1) < 1e-5


def test_a_family_has_only_its_own_options(toy: Family) -> None:
    with pytest.raises(ConfigError, match=r"model\.cell is not an option of the toy family"):
        load_config(CONFIG, ["--model.family=toy", "--model.cell=gru"])
    with pytest.raises(ConfigError, match=r"model.toy_width is not an option of the bahdanau"):
        load_config(CONFIG, ["--model.toy_width=3"])


def test_unknown_family_names_the_registered_ones(toy: Family) -> None:
    with pytest.raises(ConfigError, match=r"'transformer', 'toy', got 'tyo'; did you mean 'toy'"):
        get_family("tyo")
    with pytest.raises(ValueError, match="already registered"):
        register_family(TOY)
