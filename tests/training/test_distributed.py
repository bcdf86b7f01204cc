"""Data-parallel training on CPU processes (gloo): N processes take the steps of one, resume
exactly (with the same or another number of processes), stop together on a signal to any of
them, and end with a clear error when one dies. Processes are forked from the test (they
start in milliseconds) and join through the environment torchrun would set; one test goes
through torchrun itself."""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest
import torch
from safetensors.torch import load_file

from attnlab.config import ExperimentConfig
from attnlab.data import Tokenizers, encode_pairs, load_corpus
from attnlab.runs import RunFiles
from attnlab.training.distributed import (
    PeerLostError,
    World,
    distributed_session,
    epoch_steps,
    split_evenly,
)
from attnlab.training.progress import run_progress
from attnlab.training.trainer import Trainer, train
from attnlab.translation import Translator
from tests.training.test_interrupt import ROOT, metrics_without_timing
from tests.training.test_trainer import tiny

Hook = Callable[[Trainer], None]
# One process sums a batch's gradient in one pass, two processes in two halves then average:
# the same numbers up to float32 rounding, which 8 Adam steps keep well below this.
TOLERANCE = {"rtol": 1e-4, "atol": 1e-5}


def config(run: Path, *overrides: str) -> ExperimentConfig:
    return cast(
        ExperimentConfig,
        tiny(
            run,
            "--data.corpus=synthetic:reverse:num_train=160,num_dev=10,num_test=10",
            "--data.max_tokens=256",
            "--train.eval_every=4",
            "--train.dev_bleu_sentences=5",
            "--model.dropout=0.0",
            *overrides,
        ),
    )


def _rank_main(
    rank: int, size: int, port: int, cfg: ExperimentConfig, resume: bool, hook: Hook | None
) -> None:
    """One forked process: torchrun's environment, then what ``train`` does (with a hook)."""
    log = cfg.resolved_run_dir.parent / f"{cfg.resolved_run_dir.name}.rank{rank}"
    os.environ.update(
        MASTER_ADDR="127.0.0.1",
        MASTER_PORT=str(port),
        RANK=str(rank),
        WORLD_SIZE=str(size),
        LOCAL_RANK=str(rank),
        LOCAL_WORLD_SIZE=str(size),
    )
    log.parent.mkdir(parents=True, exist_ok=True)
    sys.stdout = open(f"{log}.out", "w")  # noqa: SIM115 - the process ends with it
    code = 0
    try:
        with distributed_session(cfg.train.dist_timeout_minutes, torch.device("cpu")) as world:
            trainer = Trainer(cfg, resume, world)
            if hook is not None:
                hook(trainer)
            trainer.fit()
    except BaseException as error:
        Path(f"{log}.err").write_text(f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
        code = 1
    sys.stdout.flush()
    os._exit(code)  # not pytest's exit handlers: they belong to the parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_ranks(
    cfg: ExperimentConfig, size: int = 2, resume: bool = False, hooks: dict[int, Hook] | None = None
) -> list[multiprocessing.process.BaseProcess]:
    """Train ``cfg`` in ``size`` forked processes, started."""
    context = multiprocessing.get_context("fork")
    port, hooks = free_port(), hooks or {}
    processes = [
        context.Process(target=_rank_main, args=(rank, size, port, cfg, resume, hooks.get(rank)))
        for rank in range(size)
    ]
    for process in processes:
        process.start()
    return processes


def run_ranks(
    cfg: ExperimentConfig, size: int = 2, resume: bool = False, hooks: dict[int, Hook] | None = None
) -> list[int]:
    """Train ``cfg`` in ``size`` forked processes; their exit codes."""
    processes = start_ranks(cfg, size, resume, hooks)
    for process in processes:
        process.join(timeout=60)
    assert not any(process.is_alive() for process in processes), "a process hangs"
    return [cast(int, process.exitcode) for process in processes]


def rank_file(run: Path, rank: int, kind: str) -> str:
    path = run.parent / f"{run.name}.rank{rank}.{kind}"
    return path.read_text() if path.exists() else ""


def weights(run: Path) -> dict[str, torch.Tensor]:
    return load_file(str(RunFiles(run).last_weights))


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """8 steps in one process, and in two; 4 steps in two (to resume in one)."""
    root = tmp_path_factory.mktemp("distributed")
    train(config(root / "one", "--train.max_steps=8"))
    assert run_ranks(config(root / "two", "--train.max_steps=8")) == [0, 0]
    assert run_ranks(config(root / "half", "--train.max_steps=4")) == [0, 0]
    return root


def test_two_processes_take_the_steps_of_one_process_to_the_same_weights(runs: Path) -> None:
    one, two = weights(runs / "one"), weights(runs / "two")
    assert one.keys() == two.keys()
    for name in one:
        torch.testing.assert_close(two[name], one[name], **TOLERANCE, msg=name)
    steps = [[row["step"] for row in metrics_without_timing(runs / run)] for run in ("one", "two")]
    assert steps == [["4", "8"], ["4", "8"]]
    # The training loss is summed over both halves of each batch: the one-process loss.
    one_loss, two_loss = (
        [float(row["train_loss"]) for row in metrics_without_timing(runs / run)]
        for run in ("one", "two")
    )
    assert two_loss == pytest.approx(one_loss, abs=2e-4)


def test_only_rank_0_writes_and_speaks_and_its_run_translates_in_one_process(runs: Path) -> None:
    out = rank_file(runs / "two", 0, "out")
    assert "training bahdanau" in out and "2 processes" in out and "stopped (max_steps=8" in out
    assert rank_file(runs / "two", 1, "out") == ""
    assert not rank_file(runs / "two", 0, "err") and not rank_file(runs / "two", 1, "err")
    assert {p.name for p in (runs / "two").iterdir()} == {p.name for p in (runs / "one").iterdir()}
    translator = Translator.from_run(runs / "two")
    translations = translator.translate(["a b c", "d e"], beam_size=2)
    assert len(translations) == 2 and all(isinstance(t.target, str) for t in translations)


def test_a_run_of_two_processes_resumes_in_one(runs: Path, tmp_path: Path) -> None:
    """The batches do not depend on the number of processes: a checkpoint of two resumes in
    one (or more) and continues the same optimization, up to float rounding."""
    shutil.copytree(runs / "half", tmp_path / "run")
    train(config(tmp_path / "run", "--train.max_steps=8"), resume=True)
    one = weights(runs / "one")
    for name, tensor in weights(tmp_path / "run").items():
        torch.testing.assert_close(tensor, one[name], **TOLERANCE, msg=name)


def test_a_signal_to_one_process_stops_all_after_the_step_and_resume_is_exact(
    tmp_path: Path,
) -> None:
    """SIGINT to rank 1 alone during step 3: both finish the step, rank 0 saves it, both exit
    cleanly; resumed, the run ends with exactly the weights of one that never stopped, its
    dropout masks (different on each process) included."""
    dropout = "--model.dropout=0.2"
    assert run_ranks(config(tmp_path / "straight", "--train.max_steps=8", dropout)) == [0, 0]

    def interrupt_at_step_3(trainer: Trainer) -> None:
        def press_ctrl_c(*_: object) -> None:
            if trainer.progress.step == 2:  # during step 3, mid-update
                os.kill(os.getpid(), signal.SIGINT)

        trainer.optimizer.register_step_pre_hook(press_ctrl_c)

    run = tmp_path / "run"
    codes = run_ranks(config(run, "--train.max_steps=8", dropout), hooks={1: interrupt_at_step_3})
    assert codes == [0, 0], rank_file(run, 0, "err") + rank_file(run, 1, "err")
    progress = run_progress(run)
    assert progress is not None and progress.step == 3
    assert "stopped (a signal to another process after step 3" in rank_file(run, 0, "out")

    assert run_ranks(config(run, "--train.max_steps=8", dropout), resume=True) == [0, 0]
    straight = weights(tmp_path / "straight")
    for name, tensor in weights(run).items():
        assert torch.equal(tensor, straight[name]), name
    assert metrics_without_timing(run) == metrics_without_timing(tmp_path / "straight")


def test_a_process_that_dies_ends_the_others_with_a_clear_error(tmp_path: Path) -> None:
    def die_at_step_3(trainer: Trainer) -> None:
        def die(*_: object) -> None:
            if trainer.progress.step == 2:
                os._exit(3)

        trainer.optimizer.register_step_pre_hook(die)

    run = tmp_path / "run"
    started = time.monotonic()
    cfg = config(run, "--train.max_steps=8", "--train.eval_every=2")
    codes = run_ranks(cfg, hooks={1: die_at_step_3})
    assert codes == [1, 3]
    assert time.monotonic() - started < 30
    error = rank_file(run, 0, "err")
    assert error.startswith(f"{PeerLostError.__name__}: another process of this training")
    assert "continue with --resume" in error
    progress = run_progress(run)
    assert progress is not None and progress.step == 2  # the checkpoint before, whole


def test_a_process_that_hangs_ends_the_others_after_the_timeout(tmp_path: Path) -> None:
    def hang_at_step_3(trainer: Trainer) -> None:
        def hang(*_: object) -> None:
            if trainer.progress.step == 2:
                os.kill(os.getpid(), signal.SIGSTOP)

        trainer.optimizer.register_step_pre_hook(hang)

    run = tmp_path / "run"
    cfg = config(run, "--train.max_steps=8", "--train.dist_timeout_minutes=0.05")  # 3 s
    main, hung = start_ranks(cfg, hooks={1: hang_at_step_3})
    try:
        main.join(timeout=30)
        assert main.exitcode == 1, "rank 0 should end by itself"
        assert rank_file(run, 0, "err").startswith(f"{PeerLostError.__name__}: another process")
    finally:
        hung.kill()
        hung.join()


@pytest.mark.slow
def test_torchrun_trains_and_ctrl_c_stops_every_process_with_a_checkpoint(tmp_path: Path) -> None:
    """The real launcher: `torchrun --nproc_per_node=2 -m attnlab train`, then Ctrl-C (a
    SIGINT to torchrun, which passes it to every process)."""
    run = tmp_path / "run"
    command = [
        str(Path(sys.executable).parent / "torchrun"),
        "--nproc_per_node=2",
        "-m",
        "attnlab",
        "train",
        "configs/tiny-synthetic.yaml",
        "--data.corpus=synthetic:reverse:num_train=160,num_dev=10,num_test=10",
        "--train.max_steps=100000",
        "--train.max_epochs=100000",
        "--train.eval_every=100000",
        "--train.max_minutes=5",
        f"--run_dir={run}",
    ]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
    )
    assert process.stdout is not None
    lines = []
    for line in process.stdout:
        lines.append(line)
        if line.startswith("training "):
            break
    time.sleep(1.0)  # into the steps, on both processes
    process.send_signal(signal.SIGINT)
    output = "".join(lines) + process.communicate(timeout=60)[0]
    assert output.count("training bahdanau") == 1, output
    assert "stopped (SIGINT after step" in output, output
    assert output.count("run: ") == 1, output
    progress = run_progress(run)
    assert progress is not None and progress.step > 0, output
    assert Translator.from_run(run).translate(["a b"], beam_size=1)[0].target is not None


def test_every_process_gets_an_even_share_of_every_batch(tmp_path: Path) -> None:
    cfg = config(tmp_path / "unused")
    corpus = load_corpus(cfg.data.corpus)
    tokenizers = Tokenizers.train(corpus, 32, 32)
    data = encode_pairs(corpus.train, tokenizers, cfg.data.max_len)
    one = epoch_steps(data, 256, seed=1, epoch=2, world=World())
    for size in (2, 3):
        shares = [epoch_steps(data, 256, 1, 2, World(rank, size)) for rank in range(size)]
        assert all(len(steps) == len(one) for steps in shares), "the same number of steps"
        for index, whole in enumerate(one):
            parts = [steps[index] for steps in shares]
            rows = torch.cat([part.batch.indices for part in parts if part.own_tgt_tokens])
            assert sorted(rows.tolist()) == sorted(whole.batch.indices.tolist())
            assert sum(part.own_tgt_tokens for part in parts) == whole.tgt_tokens
            assert sum(part.loss_weight for part in parts) == pytest.approx(size)
            assert max(p.batch.size for p in parts) - min(p.batch.size for p in parts) <= 1
    assert split_evenly([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4, 5]]
    assert split_evenly([1], 3) == [[], [], [1]]


def test_a_batch_smaller_than_the_world_leaves_stand_ins_that_change_nothing(
    tmp_path: Path,
) -> None:
    """Batches of 1 to 3 pairs over 3 processes: a process without a share trains on a
    stand-in example with weight 0, and the run still takes the steps of one process."""
    tight = ["--train.max_steps=8", "--data.max_tokens=60"]
    train(config(tmp_path / "one", *tight))
    assert run_ranks(config(tmp_path / "three", *tight), size=3) == [0, 0, 0]
    one = weights(tmp_path / "one")
    for name, tensor in weights(tmp_path / "three").items():
        torch.testing.assert_close(tensor, one[name], **TOLERANCE, msg=name)

    cfg = config(tmp_path / "unused", *tight)
    corpus = load_corpus(cfg.data.corpus)
    data = encode_pairs(corpus.train, Tokenizers.load(tmp_path / "one" / "tokenizers"), 12)
    shares = [epoch_steps(data, 60, cfg.train.seed, 0, World(rank, 3))[:8] for rank in range(3)]
    stand_ins = [step for steps in shares for step in steps if step.own_tgt_tokens == 0]
    assert stand_ins and all(step.loss_weight == 0 for step in stand_ins)
