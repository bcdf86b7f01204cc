"""Data-parallel training under torchrun (DistributedDataParallel): which process this is,
its share of each batch, and the few messages that keep every process on the same step.

Every process plans the same batches from (seed, epoch), as one process would, and trains on
its share of each: the batch's examples, in length order, cut into one contiguous piece per
process. So every process takes the same number of steps, a step of N processes is the step
of one process (the loss is weighted by each share's target tokens, so the averaged gradient
is the one-process gradient), and a run can resume with another number of processes.
Rank 0 alone writes the run directory; the others read it (all machines must see it).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypeVar

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel

from attnlab.data.batching import Example, collate, plan_batches

T = TypeVar("T")


class PeerLostError(ConnectionError):
    """Another process of a torchrun training failed, died or stopped answering."""


@dataclass(frozen=True)
class World:
    """This process among those torchrun started: its rank among all of them (``size``) and
    among those on its machine (``local_size``). The defaults are a training of one process."""

    rank: int = 0
    size: int = 1
    local_rank: int = 0
    local_size: int = 1
    collective_device: str = "cpu"  # where the tensors of messages live: cuda under NCCL

    @property
    def is_main(self) -> bool:
        """Rank 0: the process that evaluates, prints and writes the run directory."""
        return self.rank == 0

    @classmethod
    def from_env(cls) -> World:
        """The world torchrun describes in the environment; one process without torchrun."""
        env = os.environ
        return cls(
            rank=int(env.get("RANK", 0)),
            size=int(env.get("WORLD_SIZE", 1)),
            local_rank=int(env.get("LOCAL_RANK", 0)),
            local_size=int(env.get("LOCAL_WORLD_SIZE", 1)),
        )

    def main_first(self, work: Callable[[], None]) -> None:
        """Rank 0 does ``work`` (claiming and preparing the run directory) while the others
        wait; should it fail, they stop too, pointing at its error."""
        if self.size == 1:
            work()
            return
        failure = [""]
        if self.is_main:
            try:
                work()
            except BaseException as error:
                failure[0] = f"{type(error).__name__}: {error}"
                _guard(lambda: dist.broadcast_object_list(failure, src=0))
                raise
        _guard(lambda: dist.broadcast_object_list(failure, src=0))
        if failure[0] and not self.is_main:
            raise PeerLostError(f"rank 0 could not start the run ({failure[0]})")

    def agree(self, loss_sum: float, stop: bool, elapsed_s: float) -> tuple[float, bool, float]:
        """After a step, one message for all processes: the step's summed training loss, whether
        any process was asked to stop (Ctrl-C, SIGTERM), and rank 0's clock, so that every
        process reaches the same decisions on the same step."""
        if self.size == 1:
            return loss_sum, stop, elapsed_s
        mine = [loss_sum, float(stop), elapsed_s if self.is_main else 0.0]
        message = torch.tensor(mine, dtype=torch.float64, device=self.collective_device)
        _guard(lambda: dist.all_reduce(message))
        total, stops, clock = message.tolist()
        return total, stops > 0, clock

    def from_main(self, value: int) -> int:
        """Rank 0's ``value`` on every process (what rank 0's evaluation decided)."""
        if self.size == 1:
            return value
        message = torch.tensor([value], dtype=torch.int64, device=self.collective_device)
        _guard(lambda: dist.broadcast(message, src=0))
        return int(message.item())

    def wrap(self, model: nn.Module) -> nn.Module:
        """The module to train with: ``model`` itself, or wrapped in DistributedDataParallel,
        which averages the gradients over the processes during backward."""
        if self.size == 1:
            return model
        device = torch.device(self.collective_device)
        return DistributedDataParallel(
            model,
            device_ids=[device] if device.type == "cuda" else None,
            forward_sync_buffers=False,  # buffers never change in training (no running stats)
        )

    def barrier(self) -> None:
        """Wait until every process gets here."""
        if self.size > 1:
            _guard(dist.barrier)


def _guard(call: Callable[[], object]) -> None:
    try:
        call()
    except RuntimeError as error:
        if is_lost_peer(error):
            raise lost_peer(error) from error
        raise


def is_lost_peer(error: BaseException) -> bool:
    """Whether ``error`` is a failed exchange with another process: NCCL raises a DistError,
    gloo a RuntimeError from its transport."""
    return isinstance(error, dist.DistError) or (
        isinstance(error, RuntimeError) and "gloo" in str(error)
    )


def lost_peer(error: BaseException) -> PeerLostError:
    """The error a process ends with when another one is gone: what happened and what to do."""
    return PeerLostError(
        "another process of this training failed, was killed or stopped answering (its own "
        "error, if any, is printed by it or by torchrun); the run keeps its last checkpoint: "
        f"continue with --resume. Detail: {str(error).strip().splitlines()[0]}"
    )


@contextmanager
def distributed_session(timeout_minutes: float, device: torch.device) -> Iterator[World]:
    """The world of this process, its process group set up for the duration under torchrun
    (NCCL between GPUs, gloo between CPU processes); a collective waits ``timeout_minutes``."""
    world = World.from_env()
    if world.size == 1:
        yield world
        return
    if not dist.is_available():
        raise ValueError("this torch build has no torch.distributed: train with one process")
    backend = "gloo"
    if device.type == "cuda":
        torch.cuda.set_device(device)
        backend = "nccl"
        world = World(world.rank, world.size, world.local_rank, world.local_size, str(device))
    dist.init_process_group(
        backend,
        timeout=timedelta(minutes=timeout_minutes),
        device_id=device if device.type == "cuda" else None,  # NCCL: connect now, to this GPU
    )
    try:
        yield world
    finally:
        dist.destroy_process_group()


@dataclass(frozen=True)
class Step:
    """One optimizer step as this process sees it: its share of the step's batch, and the
    token counts of the whole batch, all processes together."""

    batch: Any  # this process's share: a task's batch (a translation Batch, a SceneBatch)
    own_tgt_tokens: int  # the share's target tokens in the step's loss (0 for a stand-in)
    loss_weight: float  # own_tgt_tokens / tgt_tokens x processes (DDP averages the gradients)
    src_tokens: int  # real source tokens of the whole batch
    tgt_tokens: int  # real target tokens of the whole batch (eos included): the normalizer


def split_evenly(items: Sequence[T], parts: int) -> list[list[T]]:
    """``items`` cut into ``parts`` contiguous pieces whose sizes differ by at most one."""
    n = len(items)
    return [list(items[i * n // parts : (i + 1) * n // parts]) for i in range(parts)]


def batches_per_epoch(examples: Sequence[Example], max_tokens: int, seed: int) -> int:
    """How many steps an epoch takes, whatever the number of processes."""
    return len(_plan(examples, max_tokens, seed, epoch=0))


def epoch_steps(
    examples: Sequence[Example], max_tokens: int, seed: int, epoch: int, world: World
) -> list[Step]:
    """The steps of an epoch for this process: the batches one process would train on, under
    the ``max_tokens`` budget, each cut into one share per process (see the module's text).
    A batch of fewer examples than processes leaves some without a share: they train on a
    stand-in example with weight 0, so that they still take part in the gradient average."""
    steps = []
    for positions in _plan(examples, max_tokens, seed, epoch):
        batch_examples = [examples[i] for i in positions]
        share = split_evenly(batch_examples, world.size)[world.rank]
        tgt_tokens = sum(len(e.tgt) + 1 for e in batch_examples)  # y + [eos]
        batch = collate(share or batch_examples[:1])
        own = batch.num_tgt_tokens if share else 0
        steps.append(
            Step(
                batch=batch,
                own_tgt_tokens=own,
                loss_weight=own * world.size / tgt_tokens,
                src_tokens=sum(len(e.src) for e in batch_examples),
                tgt_tokens=tgt_tokens,
            )
        )
    return steps


def _plan(examples: Sequence[Example], max_tokens: int, seed: int, epoch: int) -> list[list[int]]:
    return plan_batches(
        [len(e.src) for e in examples],
        [len(e.tgt) for e in examples],
        max_tokens=max_tokens,
        shuffle=True,
        seed=seed,
        epoch=epoch,
    )


def seed_step(seed: int, step: int, rank: int) -> None:
    """Seed torch for one step of one process: its dropout masks depend on (seed, step, rank)
    alone, so a resumed run draws the ones it would have drawn, whatever stopped it."""
    torch.manual_seed(random.Random(f"attnlab/step/{seed}/{step}/{rank}").getrandbits(63))
