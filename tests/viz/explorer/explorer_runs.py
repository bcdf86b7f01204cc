"""The tiny runs the explorer tests train, numbered in the order the explorer serves them."""

from __future__ import annotations

import random
from pathlib import Path

CONFIG = Path(__file__).resolve().parents[3] / "configs" / "tiny-synthetic.yaml"
CORPUS = "synthetic:reverse:num_train=300,num_dev=30,num_test=30"
TRAIN = ["--train.max_steps=30", "--train.eval_every=30", "--train.dev_bleu_sentences=20"]
# name -> overrides; the order is the run numbering the explorer assigns
RUNS = {
    "bahdanau": [f"--data.corpus={CORPUS}"],
    "fixed_context": [f"--data.corpus={CORPUS}", "--model.family=fixed_context"],
    "transformer": [
        f"--data.corpus={CORPUS}",
        "--model.family=transformer",
        "--model.num_layers=2",
        "--model.num_heads=4",
        "--model.ffn_dim=64",
    ],
    # beam search by CTranslate2's rule: the page's engine must follow a run's decode.beam_rule
    "luong": [f"--data.corpus={CORPUS}", "--model.family=luong", "--decode.beam_rule=ctranslate2"],
    "zh-bahdanau": [],  # source: Chinese characters, from write_chinese_corpus
}
RUN_IDS = {name: index for index, name in enumerate(RUNS)}
HANZI = "猫狗鸟鱼马牛羊鸡龙虎"


def write_chinese_corpus(path: Path) -> Path:
    """Reverse a string of Chinese characters into Latin letters: a TSV with a split column."""
    rng = random.Random(0)
    lines = ["src\ttgt\tsplit"]
    for i in range(360):
        picks = [rng.randrange(len(HANZI)) for _ in range(rng.randint(3, 10))]
        split = "train" if i < 300 else "dev" if i < 330 else "test"
        source = "".join(HANZI[k] for k in picks)
        target = " ".join("abcdefghij"[k] for k in reversed(picks))
        lines.append(f"{source}\t{target}\t{split}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
