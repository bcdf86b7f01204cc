"""Devices and precision: bf16 autocast on the CPU, fp16 refused there, the trainer's warning
when its steps slow down; on a CUDA machine (tests marked gpu), bf16 and fp16 training,
pinned batches and two GPUs under torchrun."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import cast

import pytest
import torch
from safetensors.torch import load_file
from torch import nn

from attnlab.config import ExperimentConfig
from attnlab.data.batching import Example, collate
from attnlab.options import ConfigError
from attnlab.runs import RunFiles
from attnlab.training.devices import Precision, resolve_device, to_device
from attnlab.training.distributed import World
from attnlab.training.progress import run_progress
from attnlab.training.threads import ThroughputWatch
from attnlab.training.trainer import Trainer, train
from attnlab.translation import Translator
from tests.training.test_interrupt import ROOT
from tests.training.test_trainer import tiny


def config(run: Path, *overrides: str) -> ExperimentConfig:
    return cast(
        ExperimentConfig,
        tiny(run, "--data.corpus=synthetic:reverse:num_train=160,num_dev=10", *overrides),
    )


def train_losses(run: Path) -> list[float]:
    with RunFiles(run).metrics.open(newline="") as handle:
        return [float(row["train_loss"]) for row in csv.DictReader(handle)]


def test_fp16_is_refused_off_cuda_with_what_to_use() -> None:
    with pytest.raises(ConfigError, match=r"precision 'fp16' needs a CUDA device.*'bf16'"):
        config(Path("unused"), "--train.precision=fp16")
    with pytest.raises(ValueError, match=r"fp16 needs a CUDA device.*--train.precision=bf16"):
        Precision("fp16", torch.device("cpu"))


def test_auto_is_cuda_when_there_is_one_else_the_cpu() -> None:
    expected = "cuda" if torch.cuda.is_available() else "cpu"
    assert resolve_device("auto").type == expected


def test_bf16_autocast_trains_on_the_cpu_close_to_fp32(tmp_path: Path) -> None:
    precision = Precision("bf16", torch.device("cpu"))
    with precision.autocast():
        assert nn.Linear(4, 4)(torch.ones(1, 4)).dtype == torch.bfloat16
    for name in ("fp32", "bf16"):
        short = ["--train.max_steps=6", "--train.eval_every=3", "--train.dev_bleu_sentences=4"]
        train(config(tmp_path / name, *short, f"--train.precision={name}"))
    fp32, bf16 = train_losses(tmp_path / "fp32"), train_losses(tmp_path / "bf16")
    assert bf16 != fp32  # bf16 did compute in bf16
    assert bf16 == pytest.approx(fp32, rel=0.02)
    assert Translator.from_run(tmp_path / "bf16").translate(["a b"], beam_size=1)


def test_the_trainer_warns_once_when_its_steps_slow_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    trainer = Trainer(config(tmp_path / "run", "--train.max_steps=30", "--train.eval_every=100"))
    trainer.watch = ThroughputWatch(window_s=0.05)  # windows of a few tiny steps

    def busy_neighbour(*_: object) -> None:
        if trainer.progress.step >= 15:
            time.sleep(0.05)  # each step now waits, as for a core another process holds

    trainer.optimizer.register_step_pre_hook(busy_neighbour)
    trainer.fit()
    out = capsys.readouterr().out
    assert out.count("warning: training slowed from") == 1, out
    assert "Another process is probably busy on this machine's cores" in out


# ---- on a CUDA machine ----


@pytest.mark.gpu
def test_batches_reach_the_gpu_from_pinned_memory() -> None:
    batch = collate([Example([3, 4, 5], [6, 7], 0)])
    assert batch.pin_memory().src.is_pinned()
    moved = to_device(batch, torch.device("cuda"))
    torch.cuda.synchronize()
    assert moved.src.is_cuda and torch.equal(moved.src.cpu(), batch.src)


@pytest.mark.gpu
@pytest.mark.parametrize("precision", ["bf16", "fp16"])
def test_mixed_precision_trains_on_cuda_and_resumes_exactly(tmp_path: Path, precision: str) -> None:
    options = ["--train.device=cuda", f"--train.precision={precision}", "--model.dropout=0.2"]
    train(config(tmp_path / "straight", "--train.max_steps=20", *options))
    train(config(tmp_path / "run", "--train.max_steps=10", *options))
    progress = run_progress(tmp_path / "run")
    assert progress is not None
    assert bool(progress.grad_scaler) == (precision == "fp16")  # the scale is checkpointed
    train(config(tmp_path / "run", "--train.max_steps=20", *options), resume=True)
    # Close, not equal: CUDA's atomic additions (embedding gradients) vary the last bits.
    straight, resumed = (
        load_file(str(RunFiles(tmp_path / r).last_weights)) for r in ("straight", "run")
    )
    for name, tensor in resumed.items():
        torch.testing.assert_close(tensor, straight[name], rtol=1e-3, atol=1e-3, msg=name)
    fp32 = tmp_path / "fp32"
    train(config(fp32, "--train.max_steps=20", "--train.device=cuda", "--model.dropout=0.2"))
    assert train_losses(tmp_path / "run") == pytest.approx(train_losses(fp32), rel=0.05)


@pytest.mark.gpu
def test_under_torchrun_each_process_takes_its_local_gpu() -> None:
    world = World(rank=1, size=2, local_rank=1, local_size=2)
    if torch.cuda.device_count() < 2:
        with pytest.raises(ValueError, match="there are 1 CUDA devices"):
            resolve_device("cuda", world)
    else:
        assert resolve_device("cuda", world) == torch.device("cuda", 1)
    with pytest.raises(ValueError, match="takes the GPU of its local rank"):
        resolve_device("cuda:0", world)


@pytest.mark.gpu
@pytest.mark.skipif(torch.cuda.device_count() < 2, reason="needs two CUDA devices")
def test_two_gpus_under_torchrun_train_with_nccl(tmp_path: Path) -> None:
    run = tmp_path / "run"
    command = [
        str(Path(sys.executable).parent / "torchrun"),
        "--nproc_per_node=2",
        "-m",
        "attnlab",
        "train",
        "configs/tiny-synthetic.yaml",
        "--data.corpus=synthetic:reverse:num_train=160,num_dev=10",
        "--train.device=cuda",
        "--train.precision=bf16",
        "--train.max_steps=12",
        "--train.eval_every=6",
        f"--run_dir={run}",
    ]
    done = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=300, env=dict(os.environ)
    )
    assert done.returncode == 0, done.stdout + done.stderr
    progress = run_progress(run)
    assert progress is not None and progress.step == 12
