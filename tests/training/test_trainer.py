"""Training on a tiny synthetic corpus: learning, exact resume, checkpoints, schedules."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from attnlab import masks
from attnlab.cli import main
from attnlab.config import ConfigError, ExperimentConfig, load_config
from attnlab.data import Tokenizers
from attnlab.models import build_model
from attnlab.runs import RunFiles, load_run
from attnlab.schedules import make_schedule
from attnlab.training import trainer as trainer_module
from attnlab.training.progress import Progress, progress_line, stop_reason
from attnlab.training.trainer import Trainer, train
from attnlab.weights import load_weights, save_weights

CONFIG = Path(__file__).parents[2] / "configs" / "tiny-synthetic.yaml"


def tiny(run_dir: Path, *overrides: str) -> ExperimentConfig:
    return load_config(
        CONFIG,
        [
            f"--run_dir={run_dir}",
            "--data.corpus=synthetic:reverse:num_train=300",
            "--train.eval_every=10",
            "--train.dev_bleu_sentences=20",
            "--model.dropout=0.2",  # dropout draws random numbers: resume must restore them
            *overrides,
        ],
    )


# The run directory as attnlab/runs.py documents it, after training (no report yet).
RUN_FILES = {
    "config.yaml",
    "tokenizers/src.model",
    "tokenizers/src.json",
    "tokenizers/tgt.model",
    "tokenizers/tgt.json",
    "model.safetensors",
    "last/model.safetensors",
    "last/trainer.safetensors",
    "last/trainer.json",
    "metrics.csv",
    ".lock",
}  # and history/step-NNNNNNNN.safetensors, an entry per evaluation (evaluated_steps)
METRICS_HEADER = "step,epoch,elapsed_s,lr,train_loss,train_tokens_per_s,dev_loss,dev_bleu,dev_chrf"


def files_under(root: Path) -> set[str]:
    """The run's files, its history's entries apart: those are one an evaluation."""
    found = {str(path.relative_to(root)) for path in root.rglob("*") if path.is_file()}
    history = {name for name in found if name.startswith("history/")}
    steps = [int(row.split(",")[0]) for row in (root / "metrics.csv").read_text().splitlines()[1:]]
    assert history == {f"history/step-{step:08d}.safetensors" for step in steps}
    return found - history


def test_a_run_directory_holds_the_documented_files_and_reloads(tmp_path: Path) -> None:
    config = tiny(tmp_path / "run", "--train.max_steps=25")
    trainer = Trainer(config)  # eval_every=10
    assert trainer.batches_per_epoch * 3 > 25  # max_steps, not max_epochs, ends this run
    trainer.fit()
    root = tmp_path / "run"
    assert files_under(root) == RUN_FILES
    assert load_config(root / "config.yaml") == config

    # One row per evaluation: every eval_every steps, and once more for the last 5 steps.
    lines = (root / "metrics.csv").read_text().splitlines()
    assert lines[0] == METRICS_HEADER
    rows = [
        dict(zip(METRICS_HEADER.split(","), line.split(","), strict=True)) for line in lines[1:]
    ]
    assert [int(row["step"]) for row in rows] == [10, 20, 25]
    assert json.loads((root / "last" / "trainer.json").read_text())["progress"]["step"] == 25

    # The saved weights, loaded into a freshly initialized model, give the trained outputs.
    tokenizers = Tokenizers.load(root / "tokenizers")
    torch.manual_seed(123)
    fresh = build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
    fresh.eval()
    trained = trainer.model.eval()
    generator = torch.Generator().manual_seed(0)
    src = torch.randint(3, tokenizers.src.vocab_size, (3, 6), generator=generator)
    src_mask = masks.padding_mask(torch.tensor([6, 4, 2]))
    tgt_in = torch.randint(3, tokenizers.tgt.vocab_size, (3, 5), generator=generator)
    with torch.no_grad():
        expected = trained(src, src_mask, tgt_in).logits
        assert not torch.allclose(fresh(src, src_mask, tgt_in).logits, expected)
        fresh.load_state_dict(load_file(str(root / "last" / "model.safetensors")))
        torch.testing.assert_close(fresh(src, src_mask, tgt_in).logits, expected, rtol=0, atol=0)

    # model.safetensors holds the weights of the first evaluation with the highest dev BLEU:
    # the last weights only if that evaluation is the last one.
    bleu = [float(row["dev_bleu"]) for row in rows]
    best_is_last = bleu.index(max(bleu)) == len(bleu) - 1
    best = load_file(str(root / "model.safetensors"))
    last = load_file(str(root / "last" / "model.safetensors"))
    assert best.keys() == last.keys()
    assert all(torch.equal(best[name], last[name]) for name in best) == best_is_last


def test_resumed_run_ends_with_the_same_weights(tmp_path: Path) -> None:
    train(tiny(tmp_path / "straight", "--train.max_steps=24"))
    train(tiny(tmp_path / "resumed", "--train.max_steps=12"))
    train(tiny(tmp_path / "resumed", "--train.max_steps=24"), resume=True)
    straight = load_file(str(RunFiles(tmp_path / "straight").last_weights))
    resumed = load_file(str(RunFiles(tmp_path / "resumed").last_weights))
    assert straight.keys() == resumed.keys()
    for name in straight:
        torch.testing.assert_close(straight[name], resumed[name], rtol=0, atol=0)


def test_a_run_refuses_to_overwrite_and_to_resume_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no checkpoint to resume"):
        Trainer(tiny(tmp_path / "run"), resume=True)
    train(tiny(tmp_path / "run", "--train.max_steps=3"))
    with pytest.raises(FileExistsError, match="--resume"):
        Trainer(tiny(tmp_path / "run"))


@pytest.mark.slow
def test_training_learns_and_keeps_the_best_checkpoint(tmp_path: Path) -> None:
    config = tiny(
        tmp_path / "run",
        "--data.corpus=synthetic:reverse",
        "--train.eval_every=50",
        "--train.max_epochs=3",
        "--model.dropout=0.0",
    )
    train(config)
    files = RunFiles(tmp_path / "run")
    lines = files.metrics.read_text().splitlines()
    header, rows = lines[0].split(","), [line.split(",") for line in lines[1:]]
    bleu = [float(row[header.index("dev_bleu")]) for row in rows]
    assert max(bleu) > 50, bleu
    assert float(rows[-1][header.index("dev_loss")]) < float(rows[0][header.index("dev_loss")])
    assert files_under(files.root) == RUN_FILES
    run = load_run(files.root)
    assert run.config.model.family == "bahdanau"


def test_weights_round_trip_through_safetensors_with_tied_embeddings(tmp_path: Path) -> None:
    from attnlab.models.rnn_seq2seq import RNNSeq2Seq

    torch.manual_seed(0)
    model = RNNSeq2Seq(
        9, 11, use_attention=True, embed_dim=8, hidden_dim=8, attention_dim=8, tie_embeddings=True
    )
    save_weights(model, tmp_path / "w.safetensors")
    torch.manual_seed(1)
    other = RNNSeq2Seq(
        9, 11, use_attention=True, embed_dim=8, hidden_dim=8, attention_dim=8, tie_embeddings=True
    )
    load_weights(other, tmp_path / "w.safetensors")
    for (name, a), (_, b) in zip(
        model.state_dict().items(), other.state_dict().items(), strict=True
    ):
        assert torch.equal(a, b), name
    assert other.output.proj.weight is other.embedding.weight
    assert not list(tmp_path.glob(".*.tmp")), "temporary files must not be left behind"


def test_loading_weights_into_the_wrong_model_is_explained(tmp_path: Path) -> None:
    from attnlab.models.rnn_seq2seq import RNNSeq2Seq

    small = RNNSeq2Seq(9, 11, use_attention=True, embed_dim=8, hidden_dim=8, attention_dim=8)
    save_weights(small, tmp_path / "w.safetensors")
    fixed = RNNSeq2Seq(9, 11, use_attention=False, embed_dim=8, hidden_dim=8, attention_dim=8)
    with pytest.raises(ValueError, match="do not fit this model"):
        load_weights(fixed, tmp_path / "w.safetensors")
    wider = RNNSeq2Seq(9, 11, use_attention=True, embed_dim=8, hidden_dim=12, attention_dim=8)
    with pytest.raises(ValueError) as caught:
        load_weights(wider, tmp_path / "w.safetensors")
    assert "\n" not in str(caught.value)  # one line, not a line per tensor
    assert "tensor(s) of another shape, e.g. encoder.rnn.weight_ih_l0 (24, 8) where the" in str(
        caught.value
    )


def test_schedules() -> None:
    inverse_sqrt = make_schedule("inverse_sqrt", warmup_steps=100, total_steps=1000)
    assert inverse_sqrt(99) == pytest.approx(1.0)
    assert inverse_sqrt(49) == pytest.approx(0.5)
    assert inverse_sqrt(399) == pytest.approx(0.5)
    cosine = make_schedule("cosine", warmup_steps=10, total_steps=110)
    assert cosine(9) == pytest.approx(1.0)
    assert cosine(60) == pytest.approx(0.5)
    assert cosine(110) == pytest.approx(0.0)
    assert make_schedule("constant", 0, 10)(5) == 1.0
    with pytest.raises(ValueError, match="unknown schedule"):
        make_schedule("plateau", 0, 10)


def snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    """Every file's bytes and modification time, but the lock (it records who holds it)."""
    return {
        str(path.relative_to(root)): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in root.rglob("*")
        if path.is_file() and path.name != ".lock"
    }


def test_resuming_a_complete_run_changes_nothing_unless_the_budget_grows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    train(tiny(run, "--train.max_steps=20"))
    before = snapshot(run)
    train(tiny(run, "--train.max_steps=20"), resume=True)
    assert f"{run} is complete (max_steps=20 reached) at step 20" in capsys.readouterr().out
    assert snapshot(run) == before

    train(tiny(run, "--train.max_steps=30"), resume=True)
    assert "continuing from the checkpoint of step 20\n" in capsys.readouterr().out
    saved = json.loads((run / "last" / "trainer.json").read_text())["progress"]
    assert saved["step"] == 30
    assert [row["step"] for row in saved["history"]] == [10, 20, 30]


def test_resuming_without_the_runs_budget_names_it_and_the_override(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    train(tiny(run, "--train.max_steps=20"))
    capsys.readouterr()
    # as a torchrun launch repeated without its overrides: the budget given is already used
    train(tiny(run, "--train.max_steps=10"), resume=True)
    line = capsys.readouterr().out.strip()
    assert line == (
        f"{run} is complete (max_steps=10 reached) at step 20; the run was trained with "
        "train.max_steps=20 (its config.yaml); nothing changed. To train on, --resume with "
        "--train.max_steps=40"
    )
    train(tiny(run, "--train.max_steps=20"), resume=True)
    assert capsys.readouterr().out.strip().endswith("--resume with --train.max_steps=40")


def test_resuming_with_another_model_names_the_options_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    train(tiny(run, "--train.max_steps=10"))
    before = snapshot(run)
    capsys.readouterr()
    resumed = ["train", str(CONFIG), "--resume", f"--run_dir={run}", "--train.max_steps=20"]
    resumed += ["--data.corpus=synthetic:reverse:num_train=300", "--model.dropout=0.2"]
    assert main([*resumed, "--model.hidden_dim=24", "--model.attention_dim=8"]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith(f"attnlab train: error: {run} was trained with another model")
    # embed_dim follows hidden_dim; every option that differs is named, with its way back
    assert "model.hidden_dim 32 in it, 24 now; model.attention_dim 32 in it, 8 now" in line
    back = "--model.embed_dim=32 --model.hidden_dim=32 --model.attention_dim=32"
    assert f"Resume with {back} (or without" in line
    assert snapshot(run) == before
    # and a dropout change, which the weights fit, resumes
    assert main([*resumed, "--model.dropout=0.1"]) == 0


def test_a_run_is_complete_for_each_of_its_budgets() -> None:
    config = tiny(Path("unused"))
    budget = replace(config.train, max_epochs=3, max_steps=100, patience=2, max_minutes=1.0)
    assert stop_reason(Progress(step=99, epoch=2, elapsed_s=59.0), budget) == ""
    assert stop_reason(Progress(epoch=3), budget) == "max_epochs=3 reached"
    assert stop_reason(Progress(step=100), budget) == "max_steps=100 reached"
    assert stop_reason(Progress(evals_without_gain=2), budget).startswith("early stopping")
    assert stop_reason(Progress(elapsed_s=60.0), budget).startswith("time budget")
    assert stop_reason(Progress(step=100), replace(budget, max_steps=200)) == ""


def test_a_progress_line_estimates_the_time_left_from_this_session_steps() -> None:
    config = tiny(Path("unused"))
    steps = replace(config.train, max_minutes=None)
    # resumed at step 100 after 50 s; 200 steps later 150 s: 0.5 s a step, 700 steps to go
    progress = Progress(step=300, elapsed_s=150.0, train_loss_sum=30.0, train_target_tokens=10)
    line = progress_line(progress, steps, 1000, first_step=100, first_elapsed=50.0)
    assert line.startswith("step 300/1,000 (30 %): train loss 3.000")
    assert "2.5 min so far, about 5.8 min left" in line
    minutes = replace(steps, max_minutes=3.0)  # the clock ends it first: 30 s left
    assert "about 0.5 min left" in progress_line(progress, minutes, 1000, 100, 50.0)


def test_a_training_off_a_terminal_says_where_it_stands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(trainer_module, "PROGRESS_EVERY", 4)
    train(tiny(tmp_path / "run", "--train.max_steps=8"))
    out = capsys.readouterr().out  # captured: not a terminal, so no bar
    assert re.search(r"step 4/8 \(50 %\): train loss [\d.]+ .* min left", out)
    assert "step 8/8 (100 %)" in out


@pytest.mark.parametrize(
    ("device", "backend"), [("cuda", "CUDA"), ("cuda:1", "CUDA"), ("mps", "MPS")]
)
def test_a_device_the_machine_lacks_is_one_clear_error_before_any_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, device: str, backend: str
) -> None:
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: False)
    expected = f"--train.device={device}: this torch build has no {backend} device; use "
    with pytest.raises(ValueError, match=re.escape(expected + "--train.device=cpu")):
        Trainer(tiny(tmp_path / "run", f"--train.device={device}"))
    assert not (tmp_path / "run").exists()


def test_keep_last_keeps_the_weights_of_the_last_evaluations(tmp_path: Path) -> None:
    config = tiny(tmp_path / "run", "--train.max_steps=30", "--train.keep_last=2")
    Trainer(config).fit()  # evaluations at steps 10, 20, 30
    kept = tmp_path / "run" / "kept"
    assert sorted(path.name for path in kept.iterdir()) == [
        "step-0000020.safetensors",
        "step-0000030.safetensors",
    ]
    # The last evaluation's are the weights training ended with.
    last = load_file(str(tmp_path / "run" / "last" / "model.safetensors"))
    newest = load_file(str(kept / "step-0000030.safetensors"))
    assert newest.keys() == last.keys()
    assert all(torch.equal(newest[name], last[name]) for name in last)


def test_init_from_starts_from_another_runs_weights_and_tokenizers(tmp_path: Path) -> None:
    source = tmp_path / "source"
    train(tiny(source, "--train.max_steps=10"))
    trainer = Trainer(tiny(tmp_path / "tuned", f"--train.init_from={source}"))
    try:
        trained = load_file(str(RunFiles(source).best_weights))
        for name, tensor in trainer.model.state_dict().items():
            torch.testing.assert_close(tensor, trained[name], rtol=0, atol=0)
        for name in ("src.model", "tgt.model"):
            copied = (tmp_path / "tuned" / "tokenizers" / name).read_bytes()
            assert copied == (source / "tokenizers" / name).read_bytes()
    finally:
        trainer._release()


def test_a_run_started_from_another_resumes_from_its_own_checkpoint(tmp_path: Path) -> None:
    source = tmp_path / "source"
    train(tiny(source, "--train.max_steps=10"))
    start = f"--train.init_from={source}"
    train(tiny(tmp_path / "straight", start, "--train.max_steps=16"))
    train(tiny(tmp_path / "resumed", start, "--train.max_steps=8"))
    train(tiny(tmp_path / "resumed", start, "--train.max_steps=16"), resume=True)
    straight = load_file(str(RunFiles(tmp_path / "straight").last_weights))
    resumed = load_file(str(RunFiles(tmp_path / "resumed").last_weights))
    for name in straight:
        torch.testing.assert_close(straight[name], resumed[name], rtol=0, atol=0)


def test_init_from_a_run_of_another_model_names_the_options_and_leaves_nothing(
    tmp_path: Path,
) -> None:
    source = tmp_path / "source"
    train(tiny(source, "--train.max_steps=3"))
    config = tiny(tmp_path / "tuned", f"--train.init_from={source}", "--model.hidden_dim=24")
    with pytest.raises(ConfigError, match=r"model.hidden_dim 32 in it, 24 now.*model options of"):
        Trainer(config)
    assert not (tmp_path / "tuned").exists()
    with pytest.raises(FileNotFoundError, match="not a run directory"):
        Trainer(tiny(tmp_path / "other", f"--train.init_from={tmp_path / 'nothing'}"))
    assert not (tmp_path / "other").exists()
