"""Your own data end to end: an imported corpus trained from configs/custom-data.yaml, with
vocabularies sized to the data, and a start message that says which limit ends the run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest
import yaml

from attnlab.config import TrainConfig, load_config
from attnlab.data import Pair
from attnlab.data.importing import build_corpus, import_corpus
from attnlab.data.tokenizer import suggest_vocab_size
from attnlab.data.user_data import ReadReport
from attnlab.training.tasks import TranslationTask
from attnlab.training.trainer import Trainer, stop_plan

TEMPLATE = Path(__file__).resolve().parents[2] / "configs" / "custom-data.yaml"
WORDS = ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"]
ENGLISH = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def import_tiny(name: str) -> None:
    pairs = [
        Pair(f"{WORDS[i % 10]} y {WORDS[i // 10]}", f"{ENGLISH[i % 10]} and {ENGLISH[i // 10]}")
        for i in range(100)
    ]
    report = ReadReport(pairs, [None] * len(pairs), [f"f:{n}" for n in range(len(pairs))])
    import_corpus(build_corpus(report, name=name, src_lang="es", tgt_lang="en"))


@pytest.mark.slow
def test_the_template_trains_on_an_imported_corpus_with_auto_vocabularies(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import_tiny("tiny-es-en")
    config = load_config(
        TEMPLATE,
        [
            "--data.corpus=tiny-es-en",
            f"--run_dir={tmp_path / 'run'}",
            "--model.hidden_dim=16",
            "--train.max_steps=2",
            "--train.dev_bleu_sentences=4",
            "--train.threads=1",
        ],
    )
    assert (config.data.src_vocab_size, config.data.tgt_vocab_size) == ("auto", "auto")
    trainer = Trainer(config)
    root = trainer.fit()
    out = capsys.readouterr().out
    tokenizers = root / "tokenizers"
    for side in ("src", "tgt"):
        meta = json.loads((tokenizers / f"{side}.json").read_text())
        assert meta["sized_to_data"] is True
        sentences = [getattr(p, side) for p in cast(TranslationTask, trainer.task).corpus.train]
        assert meta["requested_vocab_size"] == suggest_vocab_size(sentences)
        assert f"{side} {meta['vocab_size']:,} pieces (asked: auto)" in out
    epoch_steps = 20 * trainer.batches_per_epoch
    assert (
        f"stops at the first of: max_epochs=20 (~{epoch_steps:,} steps), max_steps=2, "
        "max_minutes=30, early stopping (patience=5); max_steps comes before max_epochs; "
        "max_minutes may end it sooner, depending on the time per step"
    ) in out
    saved = yaml.safe_load((root / "config.yaml").read_text())  # as written: sizes are above
    assert saved["data"]["src_vocab_size"] == saved["data"]["tgt_vocab_size"] == "auto"


@pytest.mark.parametrize(
    ("overrides", "expected"),
    [
        ({}, "stops at the first of: max_epochs=20 (~1,000 steps), early stopping (patience=5)"),
        (
            {"max_steps": 400, "max_minutes": 2.5},
            "stops at the first of: max_epochs=20 (~1,000 steps), max_steps=400, max_minutes=2.5, "
            "early stopping (patience=5); max_steps comes before max_epochs; max_minutes may "
            "end it sooner, depending on the time per step",
        ),
        (
            {"max_epochs": 2, "max_steps": 5000},
            "stops at the first of: max_epochs=2 (~100 steps), max_steps=5,000, early stopping "
            "(patience=5); max_epochs comes before max_steps",
        ),
    ],
)
def test_the_start_message_says_which_limit_ends_the_run(
    overrides: dict[str, Any], expected: str
) -> None:
    assert stop_plan(TrainConfig(**overrides), batches_per_epoch=50) == expected
