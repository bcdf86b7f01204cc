"""A tiny captioner trained here in seconds (a few steps on a few scenes), for the tests of
``attnlab caption``, the experiment and the explorer's Image view."""

from __future__ import annotations

from pathlib import Path

import pytest

from attnlab.captioning import CaptionConfig, load_caption_config, train_captioner
from attnlab.data.idx import FASHION_MNIST_PACKAGE, fashion_mnist_available

CONFIGS = Path(__file__).resolve().parents[2] / "configs"
TINY = [
    "--train.max_steps=3",
    "--train.eval_every=3",
    "--train.max_minutes=null",
    "--train.threads=1",
    "--data.batch_size=4",
    "--data.dev_scenes=4",
    "--data.test_scenes=6",
    "--model.channels=8",
    "--model.hidden_dim=16",
    "--model.attention_dim=8",
    "--model.embed_dim=8",
]

needs_fashion_mnist = pytest.mark.skipif(
    not fashion_mnist_available(),
    reason=f"needs Fashion-MNIST (apt-get install {FASHION_MNIST_PACKAGE})",
)


def tiny_config(run_dir: Path, attention: str = "soft", *overrides: str) -> CaptionConfig:
    """The tiny config; ``overrides`` after TINY's, so they win."""
    return load_caption_config(
        CONFIGS / f"scenes-{attention}.yaml", [f"--run_dir={run_dir}", *TINY, *overrides]
    )


def train_tiny(run_dir: Path, attention: str = "soft") -> Path:
    train_captioner(tiny_config(run_dir, attention))
    return run_dir
