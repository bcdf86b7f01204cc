"""`attnlab compare`: every figure in the table and the JSON is what the run's files say."""

from __future__ import annotations

import csv
import json
import re
import shutil
import statistics
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.compare import compare_runs, format_comparison, summarize_run
from attnlab.config import load_config
from attnlab.evaluation import evaluate_run
from attnlab.runs import RunFiles, load_run
from attnlab.training.trainer import train

CONFIG = Path(__file__).parents[1] / "configs" / "tiny-synthetic.yaml"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two tiny runs, Bahdanau (evaluated, with BLEU by length) and fixed-context (not)."""
    root = tmp_path_factory.mktemp("runs")
    common = [
        "--data.corpus=synthetic:reverse:num_train=300,num_test=40",
        "--train.max_steps=20",
        "--train.eval_every=10",
        "--train.dev_bleu_sentences=20",
    ]
    attention, fixed = root / "bahdanau", root / "fixed"
    train(load_config(CONFIG, [f"--run_dir={attention}", *common]))
    train(load_config(CONFIG, [f"--run_dir={fixed}", "--model.family=fixed_context", *common]))
    evaluate_run(attention, by_length=True, buckets=(0, 5, 10))
    return attention, fixed


def metrics(run: Path) -> list[dict[str, str]]:
    with RunFiles(run).metrics.open(newline="") as handle:
        return list(csv.DictReader(handle))


def report(run: Path) -> dict:
    return json.loads(RunFiles(run).report("test").read_text())


def test_summary_equals_the_files(runs: tuple[Path, Path]) -> None:
    attention, fixed = runs
    first, second = compare_runs([attention, fixed])
    rows = metrics(attention)
    assert first.family == "bahdanau" and first.options == "GRU 32, additive"
    assert first.parameters == sum(p.numel() for p in load_run(attention).model.parameters())
    assert first.steps == int(rows[-1]["step"]) == 20
    assert first.training_seconds == float(rows[-1]["elapsed_s"])
    assert first.tokens_per_s == statistics.median(float(r["train_tokens_per_s"]) for r in rows)
    assert first.best_dev_bleu == max(float(r["dev_bleu"]) for r in rows)
    saved = report(attention)
    assert first.test is not None
    assert (first.test.bleu, first.test.chrf) == (saved["corpus"]["bleu"], saved["corpus"]["chrf"])
    assert [row.to_json() for row in first.test.by_length] == saved["by_length"]
    assert first.hint is None

    assert second.family == "fixed_context" and second.options == "GRU 32, no attention"
    assert second.parameters == sum(p.numel() for p in load_run(fixed).model.parameters())
    assert second.test is None
    assert second.hint is not None and f"attnlab evaluate {fixed} --by-length" in second.hint


def test_a_run_stopped_after_its_last_evaluation_counts_its_checkpoints_steps(
    runs: tuple[Path, Path], tmp_path: Path
) -> None:
    attention, _ = runs
    stopped = tmp_path / "stopped"
    shutil.copytree(attention, stopped)
    # As Ctrl-C leaves it: trained on to step 27 after the evaluation at step 20.
    state = RunFiles(stopped).trainer_state.with_suffix(".json")
    saved = json.loads(state.read_text())
    saved["progress"].update(step=27, elapsed_s=123.5)
    state.write_text(json.dumps(saved))
    (summary,) = compare_runs([stopped])
    assert (summary.steps, summary.training_seconds) == (27, 123.5)
    assert int(metrics(stopped)[-1]["step"]) == 20  # the metrics end at the evaluation


def test_table_columns_hold_the_values(runs: tuple[Path, Path]) -> None:
    attention, fixed = runs
    summaries = compare_runs([attention, fixed])
    lines = format_comparison(summaries).splitlines()
    header = re.split(r"\s{2,}", lines[0])
    assert set(lines[1]) == {"-", " "}  # the rule under the header
    cells = [dict(zip(header, re.split(r"\s{2,}", line), strict=True)) for line in lines[2:4]]
    saved = report(attention)
    buckets = [row["label"] for row in saved["by_length"]]
    assert header[-len(buckets) :] == [f"BLEU {label}" for label in buckets]
    first, second = cells
    assert first["run"] == str(attention) and second["run"] == str(fixed)
    assert first["test BLEU"] == f"{saved['corpus']['bleu']:.2f}"
    assert first["test chrF"] == f"{saved['corpus']['chrf']:.2f}"
    for row in saved["by_length"]:
        expected = "-" if row["bleu"] is None else f"{row['bleu']:.2f}"
        assert first[f"BLEU {row['label']}"] == expected
    assert first["best dev BLEU"] == f"{max(float(r['dev_bleu']) for r in metrics(attention)):.2f}"
    assert first["steps"] == "20"
    assert second["test BLEU"] == second["test chrF"] == "-"
    assert all(second[f"BLEU {label}"] == "-" for label in buckets)
    # Aligned: every numeric column ends at the same place on every line.
    ends = {len(line) for line in lines[:4]}
    assert len(ends) == 1, lines[:4]
    assert any(f"attnlab evaluate {fixed} --by-length" in line for line in lines[4:])


def test_cli_json(runs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    attention, fixed = runs
    assert main(["compare", str(attention), str(fixed), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    first, second = data["runs"]
    saved = report(attention)
    assert first["run_dir"] == str(attention) and first["family"] == "bahdanau"
    assert first["test"]["bleu"] == saved["corpus"]["bleu"]
    assert first["test"]["by_length"] == saved["by_length"]
    assert first["parameters"] == summarize_run(attention).parameters
    assert first["steps"] == 20 and first["hint"] is None
    assert second["test"] is None and "attnlab evaluate" in second["hint"]

    assert main(["compare", str(attention)]) == 0
    assert str(attention) in capsys.readouterr().out


def test_missing_or_foreign_directory_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere"
    with pytest.raises(FileNotFoundError, match="is not a run directory \\(no such directory\\)"):
        summarize_run(missing)
    assert main(["compare", str(missing)]) == 2
    assert "is not a run directory (no such directory)" in capsys.readouterr().err

    foreign = tmp_path / "photos"
    foreign.mkdir()
    with pytest.raises(FileNotFoundError, match=r"not a run directory \(no config.yaml\)"):
        summarize_run(foreign)
    assert main(["compare", str(foreign)]) == 2
    assert "not a run directory" in capsys.readouterr().err
