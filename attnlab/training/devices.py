"""Where training runs and in which precision: the device a process trains on, autocast in
bf16 or fp16 (with loss scaling, Micikevicius et al. 2018), and batches copied to a GPU from
page-locked memory without blocking the host."""

from __future__ import annotations

import contextlib
from typing import Any

import torch

from attnlab.data import Batch
from attnlab.training.distributed import World

AUTOCAST_DTYPES = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}


def resolve_device(name: str, world: World | None = None) -> torch.device:
    """The device ``--train.device=name`` means for this process, or a ValueError saying why
    this machine cannot train on it. ``auto`` is CUDA when there is a device, else the CPU;
    under torchrun each process on a machine takes the GPU of its local rank."""
    world = world if world is not None else World()
    if name == "auto":
        name = "cuda" if torch.cuda.is_available() else "cpu"
    device = torch.device(name)
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(
            f"--train.device={name}: this torch build has no CUDA device; use --train.device=cpu"
        )
    if device.type == "cuda" and world.size > 1:
        if device.index is not None:
            raise ValueError(
                f"--train.device={name}: under torchrun each process takes the GPU of its local "
                "rank; give --train.device=cuda (choose GPUs with CUDA_VISIBLE_DEVICES)"
            )
        device = torch.device("cuda", world.local_rank)
    if device.type == "cuda" and (device.index or 0) >= torch.cuda.device_count():
        raise ValueError(
            f"--train.device={device}: there are {torch.cuda.device_count()} CUDA devices, "
            "numbered from 0" + (" (one per process torchrun starts)" if world.size > 1 else "")
        )
    if device.type == "mps" and not torch.backends.mps.is_available():
        raise ValueError(
            f"--train.device={name}: this torch build has no MPS device; use --train.device=cpu"
        )
    return device


class Precision:
    """``--train.precision``: fp32; bf16 autocast (CUDA or CPU; the weights, the optimizer and
    the loss stay fp32); fp16 autocast with a gradient scaler (CUDA only), whose state is part
    of the checkpoint."""

    def __init__(self, name: str, device: torch.device) -> None:
        if name not in AUTOCAST_DTYPES:
            raise ValueError(f"--train.precision={name}: use one of {', '.join(AUTOCAST_DTYPES)}")
        if name != "fp32" and device.type not in ("cuda", "cpu"):
            raise ValueError(f"--train.precision={name} runs on CUDA or the CPU, not {device.type}")
        if name == "fp16" and device.type != "cuda":
            raise ValueError(
                "--train.precision=fp16 needs a CUDA device (loss scaling exists for its "
                "kernels); on the CPU use --train.precision=bf16 or fp32"
            )
        if name == "bf16" and device.type == "cuda" and not torch.cuda.is_bf16_supported():
            raise ValueError(
                f"--train.precision=bf16: {torch.cuda.get_device_name(device)} has no bfloat16; "
                "use --train.precision=fp16"
            )
        self.name, self.device = name, device
        self.dtype = AUTOCAST_DTYPES[name]
        self.scaler = torch.amp.GradScaler("cuda") if name == "fp16" else None

    def autocast(self) -> contextlib.AbstractContextManager[Any]:
        """The context the forward pass and the loss run in."""
        if self.dtype is None:
            return contextlib.nullcontext()
        return torch.autocast(self.device.type, dtype=self.dtype)

    def backward(self, loss: torch.Tensor) -> None:
        """Backpropagate ``loss``, scaled under fp16 so small gradients do not flush to zero."""
        (loss if self.scaler is None else self.scaler.scale(loss)).backward()

    def unscale(self, optimizer: torch.optim.Optimizer) -> None:
        """The true gradients, before clipping reads their norm."""
        if self.scaler is not None:
            self.scaler.unscale_(optimizer)

    def step(self, optimizer: torch.optim.Optimizer) -> None:
        """The optimizer step; under fp16 skipped (and the scale lowered) when a gradient
        overflowed, which is then no divergence."""
        if self.scaler is None:
            optimizer.step()
        else:
            self.scaler.step(optimizer)
            self.scaler.update()

    @property
    def skips_overflow(self) -> bool:
        """Whether a non-finite gradient is an overflow the scaler handles."""
        return self.scaler is not None

    def state_dict(self) -> dict[str, Any]:
        """The scaler's state (empty without one), saved with the progress."""
        return {} if self.scaler is None else dict(self.scaler.state_dict())

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restore the scaler saved by ``state_dict`` (nothing to do without one)."""
        if self.scaler is not None and state:
            self.scaler.load_state_dict(state)


def to_device(batch: Batch, device: torch.device) -> Batch:
    """``batch`` on ``device``; to a GPU from page-locked memory, so the copy runs
    asynchronously and the host goes on to launch the step's kernels."""
    if device.type != "cuda":
        return batch.to(device)
    return batch.pin_memory().to(device, non_blocking=True)
