"""The shipped models: found by name from every verb, checked against their manifest, never
written to; and each real one still translates its committed sample as its card says."""

from __future__ import annotations

import io
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab import pretrained
from attnlab.cli import main
from attnlab.config import load_config
from attnlab.metrics import corpus_scores
from attnlab.runs import RunFiles, find_run
from attnlab.training.trainer import train
from attnlab.translation import Translator
from attnlab.walkthrough import SENTENCE

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "configs" / "tiny-synthetic.yaml"
SHIPPED = ("rnnsearch", "transformer", "fixed-context")
ATTENTION = ("rnnsearch", "transformer")


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("tiny") / "run"
    config = load_config(
        CONFIG,
        [
            "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20",
            "--train.max_steps=20",
            "--train.eval_every=20",
            "--train.dev_bleu_sentences=10",
            f"--run_dir={root}",
        ],
    )
    train(config)
    return root


@pytest.fixture
def shelf(tiny_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder of shipped models holding one, "rnnsearch", packed from a tiny run as
    results/pretrained/ship.py packs them: no last/, a manifest."""
    folder = tmp_path / "pretrained"
    model = folder / "rnnsearch"
    shutil.copytree(tiny_run, model, ignore=shutil.ignore_patterns("last", ".lock"))
    (model / pretrained.CARD).write_text('{"title": "tiny"}', encoding="utf-8")
    pretrained.write_manifest(model)
    monkeypatch.setattr(pretrained, "FOLDER", folder)
    return model


def run_cli(args: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        code = main(args)
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def test_a_name_opens_the_shipped_model_and_a_directory_of_that_name_wins(
    shelf: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert pretrained.available() == ["rnnsearch"]
    assert pretrained.resolve("rnnsearch") == shelf
    assert Translator.from_run("rnnsearch").run.files.root == shelf
    code, out, _ = run_cli(["translate", "rnnsearch", "--beam", "1"], "a b c\n")
    assert code == 0 and out.strip()
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rnnsearch").mkdir()  # a directory of the same name is what the user means
    assert pretrained.resolve("rnnsearch") == Path("rnnsearch")
    code, _, err = run_cli(["translate", "rnnsearch"], "a b\n")
    assert code == 2 and "rnnsearch is not a run directory (no config.yaml)" in err


def test_an_unknown_name_lists_the_shipped_models(shelf: Path) -> None:
    code, _, err = run_cli(["translate", "rnnsearh"], "a\n")
    assert code == 2
    assert "rnnsearh is not a run directory (no such directory)" in err
    assert "shipped model (rnnsearch; `attnlab models` lists them)" in err


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (
            lambda m: (m / "model.safetensors").write_bytes(b"\0" * 64),
            "model.safetensors is damaged",
        ),
        (lambda m: (m / "tokenizers" / "src.model").unlink(), "tokenizers/src.model is missing"),
        (lambda m: (m / pretrained.MANIFEST).unlink(), "shipped model 'rnnsearch' is missing"),
    ],
)
def test_a_damaged_or_missing_file_is_one_line_naming_it_and_how_to_restore(
    shelf: Path, damage: Any, said: str
) -> None:
    damage(shelf)
    for verb in (
        ["translate", "rnnsearch"],
        ["explain", "rnnsearch", "a b"],
        ["compare", "rnnsearch"],
        ["export", "rnnsearch", "a b", "-o", str(shelf.parent / "page.html")],
    ):
        code, _, err = run_cli(verb, "a b\n")
        assert code == 2, verb
        assert said in err and "git checkout -- attnlab/pretrained/rnnsearch" in err
        assert len(err.strip().splitlines()) == 1  # no traceback


def test_a_changed_byte_is_caught(shelf: Path) -> None:
    weights = shelf / "model.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 1  # still a readable safetensors file: only the checksum sees it
    weights.write_bytes(bytes(data))
    with pytest.raises(pretrained.ShippedModelError, match=r"model\.safetensors is damaged"):
        find_run("rnnsearch")  # what every verb opens a run with


def test_evaluate_writes_its_report_beside_the_user_never_into_the_model(
    shelf: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    before = pretrained.manifest(shelf)
    code, out, _ = run_cli(["evaluate", "rnnsearch", "--beam", "1"])
    assert code == 0
    assert (tmp_path / "rnnsearch-report-test.json").exists()
    assert "report: rnnsearch-report-test.json" in out
    assert pretrained.manifest(shelf) == before and not (shelf / "report-test.json").exists()


def test_explore_without_runs_serves_the_shipped_models(shelf: Path) -> None:
    from attnlab.cli.explore import shipped_runs
    from attnlab.viz.explorer.session import Explorer

    explorer = Explorer.from_dirs(shipped_runs())
    assert [run["name"] for run in explorer.describe()] == ["rnnsearch"]


def test_explore_without_runs_or_shipped_models_says_what_to_give(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pretrained, "FOLDER", tmp_path)
    code, _, err = run_cli(["explore"])
    assert code == 2 and "give run directories" in err


# ---- the real shipped models -------------------------------------------------------------


def test_the_shipped_models_are_all_there_whole_and_without_checkpoints() -> None:
    assert set(SHIPPED) <= set(pretrained.available())
    for name in pretrained.available():
        pretrained.verify(name)
        folder = pretrained.FOLDER / name
        assert not (folder / "last").exists()
        listed = {
            line.split("  ", 1)[1] for line in (folder / "SHA256SUMS").read_text().splitlines()
        }
        assert listed == set(pretrained.manifest(folder))  # every file is covered
    assert sum(map(pretrained.size_bytes, pretrained.available())) < 70e6  # README: 66.4 MB


@pytest.mark.slow
@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_model_translates_its_committed_sample_again(name: str) -> None:
    card = pretrained.card(name)
    sample = card["sample"]
    report = RunFiles(pretrained.FOLDER / name).report("test").read_text("utf-8")
    assert f'"bleu": {card["test"]["bleu"]}' in report  # the card's figure is the report's
    translator = Translator.from_run(name)
    outputs = [
        t.target
        for t in translator.translate(sample["sources"], sample["beam"], need_weights=False)
    ]
    same = sum(a == b for a, b in zip(outputs, sample["translations"], strict=True))
    # Float rounding may differ on another CPU and flip a near-tie of the beam: a few at most.
    assert same >= 0.97 * len(outputs)
    bleu = corpus_scores(outputs, sample["references"], "en").bleu
    assert bleu == pytest.approx(sample["bleu"], abs=1.0)


@pytest.mark.parametrize("name", ATTENTION)
def test_a_shipped_attention_model_records_its_attention(name: str) -> None:
    translation = Translator.from_run(name).translate([SENTENCE + "。"], beam_size=5)[0]
    T, S = len(translation.target_tokens), len(translation.source_tokens)
    assert translation.attention.cross
    for weights in translation.attention.cross:
        assert weights.shape[0] == 1 and weights.shape[2:] == (T, S)
        assert torch.allclose(weights.sum(-1), torch.ones(()), atol=1e-5)
        assert (weights >= 0).all()


def test_attnlab_models_lists_every_shipped_model_with_its_bleu() -> None:
    code, out, _ = run_cli(["models"])
    assert code == 0
    for name in pretrained.available():
        row = next(line for line in out.splitlines() if line.startswith(name + " "))
        assert f"{pretrained.card(name)['test']['bleu']:.2f}" in row
