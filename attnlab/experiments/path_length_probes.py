"""The path-length experiment's task, encoders and probes: the source is L filler tokens, one
key token, L filler tokens, and the target is the key; the dependence of the first output on
the key (the gradient's norm), the decay of an untrained recurrent layer's dependence on its
first input, and the recall of a briefly trained model (see path_length for the claim)."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from typing import Any

import torch
from torch import nn

from attnlab.data import Batch, Example, collate
from attnlab.experiments.base import wilson
from attnlab.experiments.micro import LETTER_OFFSET, fit
from attnlab.models import get_family
from attnlab.models.protocol import Seq2SeqOutput

FILLERS, KEYS = 8, 8  # two disjoint sets of tokens: chance is 1 / KEYS
VOCAB = LETTER_OFFSET + FILLERS + KEYS
HIDDEN = 32
OPTIONS = {  # family -> options, each the smallest usual shape at HIDDEN, no dropout
    "fixed_context": {"hidden_dim": HIDDEN, "dropout": 0.0},
    "bahdanau": {"hidden_dim": HIDDEN, "dropout": 0.0},
    "transformer": {"hidden_dim": HIDDEN, "num_layers": 1, "num_heads": 2, "ffn_dim": 64,
                    "dropout": 0.0},
}  # fmt: skip
# The convolutional encoder: CNN_LAYERS convolutions of KERNEL positions, so an end sees
# CNN_LAYERS * (KERNEL - 1) / 2 = 16 positions in: reaching L takes 2L / (KERNEL - 1) layers.
KERNEL, CNN_LAYERS = 5, 8
CNN_REACH = CNN_LAYERS * (KERNEL - 1) // 2
CNN = "cnn"
EMBEDDING = {  # family -> its source embedding module
    "fixed_context": "encoder.embedding",
    "bahdanau": "encoder.embedding",
    "transformer": "src_embedding",
    CNN: "embedding",
}
MODELS = (*OPTIONS, CNN)
DISTANCES, QUICK_DISTANCES = (1, 2, 4, 8, 16, 32, 64), (1, 4)
# The decay step by step: one-direction layers of HIDDEN units, PyTorch's own initialisation
DECAY_CELLS = {"rnn": nn.RNN, "gru": nn.GRU, "lstm": nn.LSTM}
DECAY_STEPS, QUICK_DECAY_STEPS = 64, 8
STEPS, QUICK_STEPS = 400, 30
BATCH, LR = 32, 3e-3
PROBES, QUICK_PROBES = 256, 32  # random sources the gradient is averaged over
TEST, QUICK_TEST = 500, 64


def example(rng: random.Random, distance: int, index: int) -> Example:
    """L fillers, a key, L fillers -> the key."""
    key = LETTER_OFFSET + FILLERS + rng.randrange(KEYS)

    def fillers() -> list[int]:
        return [LETTER_OFFSET + rng.randrange(FILLERS) for _ in range(distance)]

    return Example([*fillers(), key, *fillers()], [key], index)


def task_batch(distance: int, size: int, rng: random.Random) -> Batch:
    return collate([example(rng, distance, i) for i in range(size)])


def batches(distance: int, seed: int) -> Iterator[Batch]:
    rng = random.Random(f"path-length/train/{distance}/{seed}")
    while True:
        yield task_batch(distance, BATCH, rng)


class ConvolutionalReader(nn.Module):
    """A convolutional encoder read at both ends, as the fixed context reads its GRU: src (B, S)
    -> embeddings -> CNN_LAYERS x (x + ReLU(Conv1d(x)), KERNEL wide, zero-padded to S) -> the
    first and last positions' outputs, concatenated (B, 2 HIDDEN). Each target position's
    logits come from that and the previous target token through one ReLU layer (the task's
    target is the key, then </s>). Layer l at position s sees the inputs within
    l (KERNEL - 1) / 2 of s: no path at all to an input further away."""

    def __init__(self) -> None:
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, HIDDEN)
        self.convolutions = nn.ModuleList(
            nn.Conv1d(HIDDEN, HIDDEN, KERNEL, padding=KERNEL // 2) for _ in range(CNN_LAYERS)
        )
        self.tgt_embedding = nn.Embedding(VOCAB, HIDDEN)
        self.hidden = nn.Linear(3 * HIDDEN, HIDDEN)
        self.output = nn.Linear(HIDDEN, VOCAB)

    def forward(
        self, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor
    ) -> Seq2SeqOutput:
        """src (B, S), every row S long (the task has no padding); tgt_in (B, T) -> logits
        (B, T, V)."""
        x = self.embedding(src).transpose(1, 2)  # (B, E, S)
        for convolution in self.convolutions:
            x = x + torch.relu(convolution(x))
        ends = torch.cat([x[:, :, 0], x[:, :, -1]], dim=-1)  # (B, 2E)
        previous = self.tgt_embedding(tgt_in)  # (B, T, E)
        read = ends[:, None].expand(-1, tgt_in.shape[1], -1)  # (B, T, 2E)
        hidden = torch.relu(self.hidden(torch.cat([read, previous], dim=-1)))
        return Seq2SeqOutput(self.output(hidden))  # no attention: no records


def build(family: str, seed: int) -> nn.Module:
    torch.manual_seed(seed)
    if family == CNN:
        return ConvolutionalReader()
    spec = get_family(family)
    return spec.build(spec.options(**OPTIONS[family]), VOCAB, VOCAB)


def dependence(model: nn.Module, family: str, distance: int, probes: int) -> dict[str, float]:
    """The norm of the gradient of the first step's logits, projected on a random direction,
    with respect to the key's embedding: mean and standard error over random sources."""
    batch = task_batch(distance, probes, random.Random(f"path-length/probe/{distance}"))
    embedded: list[torch.Tensor] = []
    hook = model.get_submodule(EMBEDDING[family]).register_forward_hook(
        lambda _module, _input, output: embedded.append(output)  # (B, S, E)
    )
    model.eval()
    try:
        logits = model(batch.src, batch.src_mask, batch.tgt_in[:, :1]).logits[:, 0]  # (B, V)
    finally:
        hook.remove()
    direction = torch.randn(logits.shape, generator=torch.Generator().manual_seed(0))
    (gradient,) = torch.autograd.grad((logits * direction).sum(), embedded[0])  # (B, S, E)
    norms = gradient[:, distance].norm(dim=-1)  # (B,): the key sits at position L
    return {
        "distance": distance,
        "gradient": float(norms.mean()),
        "gradient_se": float(norms.std() / math.sqrt(probes)),
    }


def decay(cell: str, steps: int, probes: int) -> dict[str, list[float]]:
    """The telephone game, one step at a time: the norm of the gradient of h_t (projected on a
    random direction) with respect to the embedding of x_1, for t = 1 .. ``steps``, in an
    untrained one-direction ``cell`` layer; mean over random sources, and relative to t = 1."""
    torch.manual_seed(0)
    embedding = nn.Embedding(VOCAB, HIDDEN)
    layer = DECAY_CELLS[cell](HIDDEN, HIDDEN, batch_first=True)
    rng = random.Random("path-length/decay")
    src = torch.tensor(
        [
            [LETTER_OFFSET + rng.randrange(FILLERS + KEYS) for _ in range(steps)]
            for _ in range(probes)
        ]
    )
    embedded = embedding(src)  # (B, T, E)
    states, _ = layer(embedded)  # (B, T, H): h_1 .. h_T
    directions = torch.randn(states.shape, generator=torch.Generator().manual_seed(0))
    gradients = []
    for t in range(steps):
        projected = (states[:, t] * directions[:, t]).sum()
        (gradient,) = torch.autograd.grad(projected, embedded, retain_graph=True)  # (B, T, E)
        gradients.append(float(gradient[:, 0].norm(dim=-1).mean()))
    return {"gradient": gradients, "relative": [g / gradients[0] for g in gradients]}


def recall(model: nn.Module, distance: int, size: int) -> dict[str, Any]:
    """Accuracy of the first decoded token (the whole answer) on fresh sources."""
    test = task_batch(distance, size, random.Random(f"path-length/test/{distance}"))
    model.eval()
    with torch.no_grad():
        logits = model(test.src, test.src_mask, test.tgt_in[:, :1]).logits[:, 0]  # (B, V)
    correct = int((logits.argmax(-1) == test.tgt_out[:, 0]).sum())
    return {"accuracy": correct / size, "interval": [round(x, 4) for x in wilson(correct, size)]}


def measure(family: str, distances: tuple[int, ...], quick: bool, minutes: float | None) -> dict:
    """The untrained model probed at every distance; one model trained per distance."""
    probes, steps = (QUICK_PROBES, QUICK_STEPS) if quick else (PROBES, STEPS)
    untrained = build(family, 0)
    trained = []
    for distance in distances:
        model = build(family, 0)
        optimizer = torch.optim.Adam(model.parameters(), lr=LR)
        deadline = time.monotonic() + 60 * minutes if minutes else None
        started = time.perf_counter()
        taken = fit(model, optimizer, batches(distance, 0), steps, deadline)
        trained.append(
            {
                **dependence(model, family, distance, probes),
                **recall(model, distance, QUICK_TEST if quick else TEST),
                "steps": taken,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    points = [dependence(untrained, family, d, probes) for d in distances]
    return {
        "parameters": sum(p.numel() for p in untrained.parameters()),
        "untrained": [{**p, "relative": p["gradient"] / points[0]["gradient"]} for p in points],
        "trained": trained,
    }
