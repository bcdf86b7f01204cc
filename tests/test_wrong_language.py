"""Input in the wrong language (English into a Chinese-English model) is translated, with a
warning: from the script of its letters against the script of the run's source language."""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest

from attnlab import cli
from attnlab.config import load_config
from attnlab.data.importing import build_corpus, import_corpus
from attnlab.data.languages import letter_script, script_units, wrong_script
from attnlab.data.user_data import read_tsv
from attnlab.training.trainer import train
from attnlab.viz.explorer import Explorer

CONFIG = Path(__file__).parents[1] / "configs" / "tiny-synthetic.yaml"
HANZI = "猫狗鸟鱼马牛羊鸡龙虎"


@pytest.mark.parametrize(
    ("char", "script"),
    [("a", "Latin"), ("é", "Latin"), ("ｂ", "Latin"), ("猫", "Han"), ("の", "Hiragana"),
     ("한", "Hangul"), ("я", "Cyrillic"), ("7", None), ("。", None), (" ", None)],
)  # fmt: skip
def test_letter_script(char: str, script: str | None) -> None:
    assert letter_script(char) == script


def test_script_units_count_han_characters_and_alphabet_words() -> None:
    assert script_units("我喜欢iPhone 15。") == {"Han": 3, "Latin": 1}
    assert script_units("Tom, Mary!") == {"Latin": 2}
    assert script_units("123 ...") == {}


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("I like tea.", "zh", ("Han", "Latin")),
        ("This is the 北京 office", "zh", ("Han", "Latin")),
        ("我喜欢喝茶。", "en", ("Latin", "Han")),
        ("Привет, мир", "en", ("Latin", "Cyrillic")),
        ("我喜欢喝茶。", "zh", None),
        ("我喜欢iPhone。", "zh-Hant", None),  # a name in Latin letters is fine
        ("Tom很高兴。", "cmn", None),
        ("¿Dónde está?", "es", None),
        ("2024 !!", "zh", None),  # no letters: nothing to say
        ("I like tea.", "src", None),  # a language whose script is unknown is not checked
    ],
)
def test_wrong_script(text: str, lang: str, expected: tuple[str, str] | None) -> None:
    assert wrong_script(text, lang) == expected


@pytest.fixture(scope="module")
def zh_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny run whose source language is Chinese ("zh"), trained for a few steps."""
    root = tmp_path_factory.mktemp("zh-run")
    rng = random.Random(0)
    lines = ["src\ttgt\tsplit"]
    for i in range(120):
        picks = [rng.randrange(len(HANZI)) for _ in range(rng.randint(3, 8))]
        split = "train" if i < 100 else "dev" if i < 110 else "test"
        target = " ".join("abcdefghij"[k] for k in reversed(picks))
        lines.append(f"{''.join(HANZI[k] for k in picks)}\t{target}\t{split}")
    (root / "toy.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = read_tsv(root / "toy.tsv", src_column="src", tgt_column="tgt", split_column="split")
    corpus = build_corpus(report, name="zh-toy", src_lang="zh", tgt_lang="en")
    directory = import_corpus(corpus, root / "zh-toy")
    config = load_config(
        CONFIG,
        [
            f"--run_dir={root / 'run'}",
            f"--data.corpus={directory}",
            "--train.max_steps=2",
            "--train.eval_every=2",
            "--train.dev_bleu_sentences=5",
        ],
    )
    return train(config)


def test_translate_warns_on_stderr_and_still_translates(
    zh_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO("猫狗鸟\nI like tea\n\n".encode()), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    assert cli.main(["translate", str(zh_run), "--beam", "1"]) == 0
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 3 and out.splitlines()[1]  # every line, translated
    warnings = [line for line in err.splitlines() if "warning" in line]
    assert warnings == [
        "attnlab translate: warning: line 2 is mostly in Latin script, but this model "
        "translates from zh (Han script); translated anyway"
    ]


def test_the_explorer_translate_route_returns_the_warning(zh_run: Path) -> None:
    explorer = Explorer.from_dirs([str(zh_run)])
    english = explorer.translate(0, "I like tea", 1)
    assert english["warnings"] == [
        {"code": "wrong_script", "lang": "zh", "expected": "Han", "found": "Latin"}
    ]
    assert english["target_tokens"]  # translated all the same
    assert explorer.translate(0, "猫狗鸟", 1)["warnings"] == []
