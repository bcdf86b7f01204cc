"""`attnlab walkthrough`: the textbook chapter's worked example with its numbers on the chapter's
tokens, every score function, the padding mask over the source and the causal mask over the
target, in English and Chinese, as text and JSON; every number recomputed independently."""

import json
import math
import os
import subprocess
import sys
from typing import Any

import pytest

from attnlab import cli, locales, walkthrough

SCORES = ["dot", "scaled_dot", "additive", "general", "concat", "location"]
LEARNED = {"additive", "general", "concat", "location"}
TOLERANCE = 2e-4  # the JSON rounds to 4 digits
# The chapter (section "一个翻译步骤怎样分配权重"): generating "black", three source positions.
CHAPTER_TOKENS = ["那只", "黑", "猫"]
CHAPTER_SCORES = [1.0, 3.0, 0.0]
CHAPTER_WEIGHTS = [0.114, 0.844, 0.042]
CHAPTER_TERMS = ["查询", "键", "值", "注意力分数", "注意力权重", "上下文向量", "掩码"]


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert cli.main(["walkthrough", *args]) == 0
    return capsys.readouterr().out


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    return walkthrough.build()


@pytest.fixture(scope="module")
def texts(data: dict[str, Any]) -> dict[str, str]:
    return {lang: walkthrough.format_text(data, lang) for lang in locales.LANGUAGES}


def softmax(row: list[float]) -> list[float]:
    top = max(row)
    exps = [math.exp(x - top) for x in row]
    return [e / sum(exps) for e in exps]


def weights_row(tokens: list[str], weights: list[float]) -> str:
    return "  ".join(f"{tok} {w:.3f}" for tok, w in zip(tokens, weights, strict=True))


def test_the_chapter_numbers_land_on_the_chapter_tokens(data: dict[str, Any]) -> None:
    assert data["source_tokens"][:3] == CHAPTER_TOKENS
    dot = data["by_score"][0]
    black = dot["steps"][data["target_tokens"].index("black")]
    assert black["scores"] == CHAPTER_SCORES
    assert [round(w, 3) for w in black["weights"]] == CHAPTER_WEIGHTS
    by_token = dict(zip(CHAPTER_TOKENS, black["weights"], strict=True))
    assert max(by_token, key=by_token.__getitem__) == "黑"
    # The next query has changed: 猫 rises to the top, 黑 stays as support (second).
    cat = dot["steps"][data["target_tokens"].index("cat")]
    ranked = sorted(CHAPTER_TOKENS, key=lambda tok: -cat["weights"][CHAPTER_TOKENS.index(tok)])
    assert ranked[:2] == ["猫", "黑"]


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_the_text_prints_the_chapter_numbers_on_the_chapter_tokens(
    texts: dict[str, str], lang: str
) -> None:
    header = locales.translate(lang, "walkthrough.softmax_header")
    chapter = texts[lang].split(header)[0]  # the chapter's section comes first
    assert weights_row(CHAPTER_TOKENS, CHAPTER_WEIGHTS) in chapter
    assert "那只 1.000  黑 3.000  猫 0.000" in chapter
    assert "scores [1.0, 3.0, 0.0] -> weights [0.114, 0.844, 0.042]" in texts["en"]


def test_the_chinese_text_uses_the_chapter_terms(texts: dict[str, str]) -> None:
    for term in CHAPTER_TERMS:
        assert term in texts["zh"], term
    for english in ("query for", "context  c", "padding mask", "causal mask", "from the query"):
        assert english not in texts["zh"], english
    assert "location 打分只看查询" in texts["zh"]  # its formula's words, in the text's language


def test_both_languages_have_every_walkthrough_string() -> None:
    for lang in locales.LANGUAGES:
        keys = {key for key in locales.load(lang) if key.startswith("walkthrough.")}
        assert keys == {k for k in locales.load("en") if k.startswith("walkthrough.")}
    assert not [p for p in locales.problems() if "walkthrough." in p]


def test_worked_examples_agree_with_recomputation(data: dict[str, Any]) -> None:
    examples = {e["name"]: e for e in data["worked_examples"]}
    for example in examples.values():
        assert example["weights"] == pytest.approx(softmax(example["scores"]), abs=5e-4)
    assert examples["chapter"]["weights"] == CHAPTER_WEIGHTS
    assert examples["shifted"]["weights"] == CHAPTER_WEIGHTS  # softmax ignores a shift
    assert max(examples["doubled"]["weights"]) > max(CHAPTER_WEIGHTS)  # larger gaps: sharper
    assert examples["notes"]["weights"] == [0.659, 0.242, 0.099]


def check_run(run: dict[str, Any]) -> None:
    """Weights are the softmax of the shown scores over the visible keys; context = sum w v."""
    values = run["values"]
    for step in run["steps"]:
        visible = step["visible"]
        seen = [s for s, v in enumerate(visible) if v]
        expected = [0.0] * len(visible)
        for s, w in zip(seen, softmax([step["scores"][s] for s in seen]), strict=True):
            expected[s] = w
        assert step["weights"] == pytest.approx(expected, abs=TOLERANCE)
        assert sum(step["weights"]) == pytest.approx(1.0, abs=TOLERANCE)
        assert all(step["weights"][s] == 0 for s, v in enumerate(visible) if not v)
        exps = [math.exp(e) if v else 0.0 for e, v in zip(step["scores"], visible, strict=True)]
        assert step["exp_scores"] == pytest.approx(exps, abs=1e-3)
        context = [
            sum(w * value[j] for w, value in zip(step["weights"], values, strict=True))
            for j in range(len(values[0]))
        ]
        assert step["context"] == pytest.approx(context, abs=1e-3)
        for s, row in enumerate(step["contributions"]):
            assert row == pytest.approx([step["weights"][s] * x for x in values[s]], abs=1e-3)


def test_every_run_agrees_with_recomputation(data: dict[str, Any]) -> None:
    assert [run["score"] for run in data["by_score"]] == SCORES
    for run in [*data["by_score"], data["without_padding_mask"], data["padding_mask"]]:
        check_run(run)
    check_run(data["causal_mask"])
    keys = data["keys"][:3]
    for run in data["by_score"][:2]:
        scale = 1.0 if run["score"] == "dot" else 1 / math.sqrt(len(keys[0]))
        for query, step in zip(data["queries"], run["steps"], strict=True):
            expected = [scale * sum(a * b for a, b in zip(query, k, strict=True)) for k in keys]
            assert step["scores"] == pytest.approx(expected, abs=1e-4)


def test_learned_scores_are_said_to_be_random(data: dict[str, Any], texts: dict[str, str]) -> None:
    assert {run["score"] for run in data["by_score"] if run["learned"]} == LEARNED
    notice = {lang: locales.translate(lang, "walkthrough.untrained", seed=0) for lang in texts}
    for lang, text in texts.items():
        sections = text.split("== ")
        for name in SCORES[1:]:
            (section,) = [s for s in sections if s.startswith(("score", "打分函数")) and name in s]
            assert (notice[lang] in section) == (name in LEARNED), (lang, name)


def test_the_padding_mask_gives_the_chapter_weights_back(data: dict[str, Any]) -> None:
    pad = data["source_tokens"].index(walkthrough.PAD)
    for without, masked, words in zip(
        data["without_padding_mask"]["steps"],
        data["padding_mask"]["steps"],
        data["by_score"][0]["steps"],
        strict=True,
    ):
        assert without["weights"][pad] > 0.1  # unmasked, the padding takes a real share
        assert masked["visible"] == [True, True, True, False]
        assert masked["weights"][pad] == 0
        assert masked["weights"][:pad] == pytest.approx(words["weights"], abs=1e-4)


def test_the_causal_mask_is_on_self_attention_over_the_target(data: dict[str, Any]) -> None:
    causal = data["causal_mask"]
    target = data["target_vectors"]
    assert causal["values"] == target  # queries, keys and values all from the target
    size = len(data["target_tokens"])
    for t, step in enumerate(causal["steps"]):
        assert step["query"] == target[t]
        assert step["visible"] == [s <= t for s in range(size)]
        assert all(w == 0 for w in step["weights"][t + 1 :])
    assert causal["steps"][0]["weights"][0] == 1.0
    # Without the mask the first word reads words not yet written; zeroing them after the
    # softmax instead of masking before leaves rows that do not sum to 1.
    assert sum(causal["unmasked_weights"][0][1:]) > 0.1
    sums = causal["zeroed_after_softmax_sums"]
    assert sums[0] < 1 and sums[1] < 1 and sums[-1] == pytest.approx(1.0)


def test_text_sections_and_masks(texts: dict[str, str]) -> None:
    text = texts["en"].split("\n", 1)[1]  # after the title
    _, masks_part = text.split("== padding mask")
    padding_part, causal_part = masks_part.split("== causal mask")
    assert "-inf (masked)" not in text.split("== padding mask")[0]
    assert padding_part.count("<pad> -inf (masked)") == 3
    assert causal_part.count("-inf (masked)") == 2 + 1
    assert "query of 'black'" in causal_part and "query for" not in causal_part
    for step in ("1. query", "2. scores", "3. softmax", "4. context"):
        # 3 target words in 6 score sections, 2 padding runs and the causal run
        assert text.count(step) == 3 * (6 + 2 + 1), step


def test_cli_text_and_json(capsys: pytest.CaptureFixture[str], data: dict[str, Any]) -> None:
    assert run_cli(capsys, "--lang", "zh").strip() == walkthrough.format_text(data, "zh")
    assert json.loads(run_cli(capsys, "--json")) == data


def test_the_language_follows_the_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LC_ALL", "C")
    assert run_cli(capsys).startswith("Attention in four steps")
    monkeypatch.setenv("LC_ALL", "zh_CN.UTF-8")
    assert run_cli(capsys).startswith("注意力的四步")
    assert run_cli(capsys, "--lang", "en").startswith("Attention in four steps")


def test_walkthrough_as_a_real_subprocess_in_a_chinese_locale() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LC_ALL": "zh_CN.UTF-8"}
    result = subprocess.run(
        [sys.executable, "-m", "attnlab.cli", "walkthrough"],
        capture_output=True,
        check=True,
        env=env,
        timeout=120,
    )
    out = result.stdout.decode("utf-8")
    assert out.startswith("注意力的四步")
    assert weights_row(CHAPTER_TOKENS, CHAPTER_WEIGHTS) in out


# ---- the chapter's row beside a trained model's ------------------------------------------

PIECES = ["▁那", "只", "黑", "猫", "安", "静", "地", "坐在", "窗", "边", "。"]


def test_the_model_row_is_added_up_over_the_chapter_words() -> None:
    target = ["▁The", "▁black", "▁cat", "</s>"]
    weights = [[0.0] * len(PIECES) for _ in target]
    weights[1] = [0.1, 0.2, 0.3, 0.15, 0.05, 0.0, 0.0, 0.1, 0.05, 0.05, 0.0]
    row = walkthrough.chapter_comparison(PIECES, target, weights)
    assert row["step"] == 1 and row["previous"] == "▁The"
    assert row["chapter_weights"] == CHAPTER_WEIGHTS
    assert row["model_weights"] == pytest.approx([0.3, 0.3, 0.15, 0.25])
    assert row["model_pieces"][0] == ["▁那", "只"] and row["model_pieces"][3][0] == "安"


def test_a_translation_without_black_has_no_row() -> None:
    target = ["▁The", "▁cat", "</s>"]
    row = walkthrough.chapter_comparison(PIECES, target, [[1 / len(PIECES)] * len(PIECES)] * 3)
    assert row["step"] is None and "model_weights" not in row


def test_the_chapter_sentence_is_known_with_or_without_its_stop() -> None:
    assert walkthrough.is_chapter_sentence("那只黑猫安静地坐在窗边。")
    assert walkthrough.is_chapter_sentence(" 那只黑猫安静地坐在窗边 ")
    assert not walkthrough.is_chapter_sentence("那只白猫安静地坐在窗边。")


def test_the_text_points_to_a_trained_model_and_explains_the_difference(
    texts: dict[str, str],
) -> None:
    assert "attnlab walkthrough --run rnnsearch" in texts["en"]
    assert "attnlab walkthrough --run rnnsearch" in texts["zh"]
    row = {
        "run": "rnnsearch", "beam": 5, "translation": "The black cat sat.", "target": "black",
        "words": CHAPTER_TOKENS, "chapter_weights": CHAPTER_WEIGHTS, "step": 1,
        "previous": "▁The", "model_weights": [0.3, 0.3, 0.15, 0.25],
        "model_pieces": [["▁那", "只"], ["黑"], ["猫"], ["安"]],
    }  # fmt: skip
    text = walkthrough.format_model_row(row, "zh")
    assert "那只 0.114  黑 0.844  猫 0.042" in text
    assert "那只 0.300  黑 0.300  猫 0.150" in text and "0.250" in text
    assert "子词片段" in text and "s_{t−1}" in text


def test_a_models_row_comes_first_and_the_walkthrough_only_with_full(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The student asked for the model's row: it leads, the 200-line walkthrough follows only
    when asked for."""
    alone = run_cli(capsys, "--lang", "zh")
    row = run_cli(capsys, "--run", "rnnsearch", "--lang", "zh")
    full = run_cli(capsys, "--run", "rnnsearch", "--lang", "zh", "--full")
    assert row.startswith("== 训练过的模型中的同一行：rnnsearch")
    assert "黑 0.844" in row and alone.strip() not in row
    assert full.startswith(row.rstrip("\n")) and full.rstrip().endswith(alone.strip())
