"""`attnlab walkthrough`: the worked examples, every score function, and the masks, in text and
JSON, with the numbers recomputed independently."""

import json
import math
import os
import subprocess
import sys
from typing import Any

import pytest

from attnlab import cli, scores, walkthrough

SCORES = ["dot", "scaled_dot", "additive", "general", "concat", "location"]
TOLERANCE = 2e-4  # the JSON rounds to 4 digits


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert cli.main(["walkthrough", *args]) == 0
    return capsys.readouterr().out


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    return walkthrough.build()


def softmax(row: list[float]) -> list[float]:
    top = max(row)
    exps = [math.exp(x - top) for x in row]
    return [e / sum(exps) for e in exps]


def test_text_shows_the_worked_examples(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_cli(capsys)
    assert "scores [1.0, 3.0, 0.0] -> weights [0.114, 0.844, 0.042]" in out
    assert "scores [2.0, 1.0, 0.1] -> weights [0.659, 0.242, 0.099]" in out


def test_text_has_a_section_per_score_and_for_each_mask(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_cli(capsys)
    for name in SCORES:
        header = f"== score '{name}': {scores.SCORE_FORMULAS[name]} =="
        assert out.count(header) == 1, header
    assert "== padding mask" in out
    assert "== causal mask" in out
    # The four steps for every target word in all 8 sections (6 scores + 2 masks).
    for step in ("1. query", "2. scores", "3. softmax", "4. context"):
        assert out.count(step) == 8 * len(walkthrough.TARGET_TOKENS), step
    # Masked keys are shown as such: 1 per row with padding, 3 + 2 + 1 under the causal mask.
    scores_part, masks_part = out.split("== padding mask")
    padding_part, causal_part = masks_part.split("== causal mask")
    assert "masked" not in scores_part
    assert padding_part.count(" masked") == 3
    assert causal_part.count(" masked") == 3 + 2 + 1
    assert "(sum 1.000)" in out


def test_text_numbers_of_the_dot_section(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_cli(capsys)
    dot_section = out.split("== score 'dot'")[1].split("== score")[0]
    # First query q = (1, 3, 0) against the four keys: scores 1, 3, 0, 0.5.
    weights = softmax([1.0, 3.0, 0.0, 0.5])
    assert (
        "  ".join(
            f"{tok} {w:.3f}" for tok, w in zip(walkthrough.SOURCE_TOKENS, weights, strict=True)
        )
        in dot_section
    )


def test_json_worked_examples_agree_with_recomputation(data: dict[str, Any]) -> None:
    examples = data["worked_examples"]
    assert [e["scores"] for e in examples] == [[1.0, 3.0, 0.0], [2.0, 1.0, 0.1]]
    for example in examples:
        expected = softmax(example["scores"])
        assert example["weights"] == pytest.approx(expected, abs=5e-4)
    assert examples[0]["weights"] == [0.114, 0.844, 0.042]
    assert examples[1]["weights"] == [0.659, 0.242, 0.099]


def check_run(run: dict[str, Any], data: dict[str, Any]) -> None:
    """Weights are the softmax of the shown scores over the visible keys; context = sum w v."""
    values = data["values"]
    assert len(run["steps"]) == len(walkthrough.TARGET_TOKENS)
    for step in run["steps"]:
        visible = step["visible"]
        seen = [s for s, v in enumerate(visible) if v]
        soft = softmax([step["scores"][s] for s in seen])
        expected = [0.0] * len(visible)
        for s, w in zip(seen, soft, strict=True):
            expected[s] = w
        assert step["weights"] == pytest.approx(expected, abs=TOLERANCE)
        assert sum(step["weights"]) == pytest.approx(1.0, abs=TOLERANCE)
        for s, v in enumerate(visible):
            if not v:
                assert step["weights"][s] == 0
        context = [
            sum(w * value[j] for w, value in zip(step["weights"], values, strict=True))
            for j in range(len(values[0]))
        ]
        assert step["context"] == pytest.approx(context, abs=1e-3)
        for s, row in enumerate(step["contributions"]):
            assert row == pytest.approx([step["weights"][s] * x for x in values[s]], abs=1e-3)


def test_json_runs_agree_with_recomputation(data: dict[str, Any]) -> None:
    assert [run["score"] for run in data["by_score"]] == SCORES
    for run in [*data["by_score"], data["padding_mask"], data["causal_mask"]]:
        check_run(run, data)
    queries, keys = walkthrough.QUERIES, walkthrough.KEYS
    dim = len(keys[0])
    for run in data["by_score"][:2]:
        scale = 1.0 if run["score"] == "dot" else 1 / math.sqrt(dim)
        for t, step in enumerate(run["steps"]):
            expected = [
                scale * sum(a * b for a, b in zip(queries[t], k, strict=True)) for k in keys
            ]
            assert step["scores"] == pytest.approx(expected, abs=1e-4)


def test_json_padding_section_gives_the_padded_key_zero_weight(data: dict[str, Any]) -> None:
    for step in data["padding_mask"]["steps"]:
        assert step["visible"] == [True, True, True, False]
        assert step["weights"][3] == 0


def test_json_causal_section_reads_only_the_past(data: dict[str, Any]) -> None:
    for t, step in enumerate(data["causal_mask"]["steps"]):
        assert step["visible"] == [s <= t for s in range(len(walkthrough.KEYS))]
        assert all(w == 0 for w in step["weights"][t + 1 :])
        assert sum(step["weights"][: t + 1]) == pytest.approx(1.0, abs=TOLERANCE)
    # The first query reads only the first value.
    first = data["causal_mask"]["steps"][0]
    assert first["weights"][0] == 1.0
    assert first["context"] == walkthrough.VALUES[0]


def test_cli_json_equals_the_built_data(
    capsys: pytest.CaptureFixture[str], data: dict[str, Any]
) -> None:
    assert json.loads(run_cli(capsys, "--json")) == data


def test_walkthrough_as_a_real_subprocess() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    result = subprocess.run(
        [sys.executable, "-m", "attnlab.cli", "walkthrough", "--json"],
        capture_output=True,
        check=True,
        env=env,
        timeout=120,
    )
    parsed = json.loads(result.stdout.decode("utf-8"))
    assert parsed["source_tokens"] == walkthrough.SOURCE_TOKENS
    assert parsed["worked_examples"][0]["weights"] == [0.114, 0.844, 0.042]
    assert [run["score"] for run in parsed["by_score"]] == SCORES
    for run in [*parsed["by_score"], parsed["padding_mask"], parsed["causal_mask"]]:
        check_run(run, parsed)
