"""Checkpoint averaging: the mean of the weights a run kept at its last evaluations
(``train.keep_last``), written as a new run that every verb takes like any other.

Averaging the last few checkpoints of a run that has settled smooths the noise of single
steps and usually gains a little BLEU for nothing at decoding time (Vaswani et al., 2017
average the last 5 or 20; fairseq's and Marian's averaging do the same).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import torch
from safetensors import SafetensorError
from safetensors.torch import load_file, save

from attnlab.atomic import cannot_write, write_file, write_json
from attnlab.runs import RunFiles, find_run
from attnlab.weights import weights_metadata

_STEP = re.compile(r"step-(\d+)\.safetensors")


def kept_steps(files: RunFiles) -> list[int]:
    """The steps whose weights the run kept, oldest first."""
    found = (_STEP.fullmatch(path.name) for path in files.kept.glob("step-*.safetensors"))
    return sorted(int(match.group(1)) for match in found if match)


def average_weights(paths: list[Path], output: Path) -> None:
    """The element-wise mean of safetensors weight files (summed in float64, stored in each
    tensor's own dtype) written to ``output``; the files must hold the same tensors."""
    total: dict[str, torch.Tensor] = {}
    dtypes: dict[str, torch.dtype] = {}
    metadata: dict[str, str] = {}  # the tokenizers' fingerprint, kept in the average
    for path in paths:
        try:
            tensors = load_file(str(path))
        except SafetensorError as error:
            raise ValueError(
                f"{path} is damaged: not a readable safetensors file ({error})"
            ) from None
        same = tensors.keys() == total.keys() and all(
            tensors[name].shape == total[name].shape for name in total
        )
        if total and not (same and weights_metadata(path) == metadata):
            raise ValueError(
                f"{path} does not hold the same tensors (or tokenizers) as {paths[0]}: were "
                "they written by different models?"
            )
        metadata = weights_metadata(path)
        for name, tensor in tensors.items():
            dtypes.setdefault(name, tensor.dtype)
            wide = tensor.to(torch.float64)
            total[name] = total[name] + wide if name in total else wide
    mean = {
        name: (tensor / len(paths)).to(dtypes[name]).contiguous() for name, tensor in total.items()
    }
    write_file(output, save(mean, metadata=metadata or None))  # a full disk: a WriteError


def average_run(run: str | Path, last: int | None, output: str | Path) -> tuple[Path, list[int]]:
    """A new run directory ``output``: ``run``'s config, tokenizers and metrics, with the mean
    of the weights of its last ``last`` kept evaluations as its model (None: every one kept,
    the last ``train.keep_last``). Returns ``output`` and the steps averaged."""
    files = find_run(run)
    if last is not None and last < 1:
        raise ValueError(f"--last must be at least 1, got {last}")
    steps = kept_steps(files)
    if not steps:
        raise ValueError(
            f"{files.root} kept no weights to average: train it with --train.keep_last=N "
            "(a finished run continues with --resume and a larger --train.max_steps)"
        )
    last = len(steps) if last is None else last
    if last > len(steps):
        raise ValueError(
            f"{files.root} kept the weights of {len(steps)} evaluations (steps "
            f"{', '.join(map(str, steps))}), fewer than the {last} asked: use --last {len(steps)}"
        )
    target = RunFiles(Path(output))
    if target.root.exists():
        raise FileExistsError(
            f"{target.root} exists: averaging writes a new run; name another --output"
        )
    chosen = steps[-last:]
    staging = target.root.with_name(f".{target.root.name}.new")  # the run appears whole
    shutil.rmtree(staging, ignore_errors=True)
    try:
        staging.mkdir(parents=True)
        staged = RunFiles(staging)
        shutil.copy2(files.config, staged.config)
        staged.tokenizers.mkdir()
        for part in files.tokenizers.iterdir():  # one by one: a full disk is one OSError
            shutil.copy2(part, staged.tokenizers / part.name)
        if files.metrics.exists():
            shutil.copy2(files.metrics, staged.metrics)
        average_weights([files.kept_weights(step) for step in chosen], staged.best_weights)
        write_json(staging / "averaged.json", {"run": str(files.root), "steps": chosen})
        staging.rename(target.root)
    except OSError as error:  # a full disk, say: no half-written run is left behind
        shutil.rmtree(staging, ignore_errors=True)
        raise cannot_write(target.root, error) from None
    return target.root, chosen
