"""Length-bucketed batches under a token budget, and the ``Batch`` the models consume, with
its masks built here (models never see pad ids).

Budget: ``max_tokens`` bounds the padded size of a batch, B * (S + T): padded source tokens
plus padded target tokens, where S is the longest source and T the longest target plus one
(``tgt_in`` = [bos] + y and ``tgt_out`` = y + [eos] are each T long). That is the memory the
embeddings and the attention see. A batch goes over budget only when one example alone does.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, overload

import torch

from attnlab.data.corpus import Pair
from attnlab.data.tokenizer import BOS_ID, EOS_ID, PAD_ID, Tokenizers
from attnlab.masks import padding_mask


@dataclass(frozen=True)
class Example:
    """One encoded pair: subword ids without bos/eos, and its position in the pair list."""

    src: list[int]
    tgt: list[int]
    index: int


class EncodedPairs(Sequence[Example]):
    """Encoded pairs (a sequence of :class:`Example`) and what ``max_len`` did to them."""

    def __init__(
        self, examples: list[Example], *, dropped: int, truncated: int, max_len: int | None
    ):
        self.examples = examples
        self.dropped = dropped  # pairs over max_len left out (training data only)
        self.truncated = truncated  # pairs over max_len cut to it
        self.max_len = max_len

    def __len__(self) -> int:
        return len(self.examples)

    @overload
    def __getitem__(self, index: int) -> Example: ...
    @overload
    def __getitem__(self, index: slice) -> list[Example]: ...
    def __getitem__(self, index: int | slice) -> Example | list[Example]:
        return self.examples[index]

    def __repr__(self) -> str:
        return (
            f"EncodedPairs({len(self)} examples, dropped={self.dropped}, "
            f"truncated={self.truncated}, max_len={self.max_len})"
        )


def encode_pairs(
    pairs: Sequence[Pair],
    tokenizers: Tokenizers,
    max_len: int | None = None,
    *,
    overlong: str = "drop",
    normalized: bool = True,
) -> EncodedPairs:
    """Encode pairs; ``max_len`` (subwords per side, bos/eos not counted) drops or truncates
    longer pairs, and the result counts them. Only training data may be cut: encode dev and
    test with ``max_len=None``. ``normalized``: the text is corpus text, already normalized
    as the tokenizers expect (script folding), so encoding skips that step."""
    if overlong not in ("drop", "truncate"):
        raise ValueError(f"overlong must be 'drop' or 'truncate', got {overlong!r}")
    src_ids = tokenizers.src.encode_batch([p.src for p in pairs], normalize=not normalized)
    tgt_ids = tokenizers.tgt.encode_batch([p.tgt for p in pairs], normalize=not normalized)
    examples, dropped, truncated = [], 0, 0
    for index, (src, tgt) in enumerate(zip(src_ids, tgt_ids, strict=True)):
        if max_len is not None and (len(src) > max_len or len(tgt) > max_len):
            if overlong == "drop":
                dropped += 1
                continue
            src, tgt = src[:max_len], tgt[:max_len]
            truncated += 1
        examples.append(Example(src, tgt, index))
    return EncodedPairs(examples, dropped=dropped, truncated=truncated, max_len=max_len)


@dataclass(frozen=True)
class Batch:
    """A padded batch. Pad id is 0 in ``src``, ``tgt_in`` and ``tgt_out`` (use it as the
    loss's ``ignore_index``); ``src_mask`` is True where a query may attend (real tokens)."""

    src: torch.Tensor  # (B, S) long
    src_lengths: torch.Tensor  # (B,) long
    src_mask: torch.Tensor  # (B, 1, 1, S) bool
    tgt_in: torch.Tensor  # (B, T) long: [bos] + y, padded
    tgt_out: torch.Tensor  # (B, T) long: y + [eos], padded
    tgt_lengths: torch.Tensor  # (B,) long: len(y) + 1
    indices: torch.Tensor  # (B,) long: each row's Example.index (to restore corpus order)
    num_src_tokens: int  # real source tokens
    num_tgt_tokens: int  # real target tokens (eos included): the loss's normalizer

    @property
    def size(self) -> int:
        return int(self.src.shape[0])

    @property
    def padded_tokens(self) -> int:
        """B * (S + T), the quantity ``max_tokens`` bounds."""
        return int(self.src.numel() + self.tgt_in.numel())

    def to(self, device: torch.device | str, non_blocking: bool = False) -> Batch:
        moved: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            is_tensor = isinstance(value, torch.Tensor)
            moved[f.name] = value.to(device, non_blocking=non_blocking) if is_tensor else value
        return Batch(**moved)

    def pin_memory(self) -> Batch:
        """A copy in page-locked memory, from which ``to(cuda, non_blocking=True)`` is async."""
        pinned: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            pinned[f.name] = value.pin_memory() if isinstance(value, torch.Tensor) else value
        return Batch(**pinned)


def collate(examples: Sequence[Example]) -> Batch:
    if not examples:
        raise ValueError("cannot make a batch of no examples")
    # An empty source still gets one (padded, masked) column: attention needs a key to mask.
    src_len = max(1, *(len(e.src) for e in examples))
    tgt_len = max(len(e.tgt) for e in examples) + 1
    src = [e.src + [PAD_ID] * (src_len - len(e.src)) for e in examples]
    tgt_in = [[BOS_ID, *e.tgt] + [PAD_ID] * (tgt_len - 1 - len(e.tgt)) for e in examples]
    tgt_out = [[*e.tgt, EOS_ID] + [PAD_ID] * (tgt_len - 1 - len(e.tgt)) for e in examples]
    src_lengths = torch.tensor([len(e.src) for e in examples], dtype=torch.long)
    tgt_lengths = torch.tensor([len(e.tgt) + 1 for e in examples], dtype=torch.long)
    return Batch(
        src=torch.tensor(src, dtype=torch.long).reshape(len(examples), src_len),  # (B, S)
        src_lengths=src_lengths,
        src_mask=padding_mask(src_lengths, src_len),  # (B, 1, 1, S)
        tgt_in=torch.tensor(tgt_in, dtype=torch.long),  # (B, T)
        tgt_out=torch.tensor(tgt_out, dtype=torch.long),  # (B, T)
        tgt_lengths=tgt_lengths,
        indices=torch.tensor([e.index for e in examples], dtype=torch.long),
        num_src_tokens=int(src_lengths.sum()),
        num_tgt_tokens=int(tgt_lengths.sum()),
    )


def plan_batches(
    src_lengths: Sequence[int],
    tgt_lengths: Sequence[int],
    *,
    max_tokens: int,
    shuffle: bool = True,
    seed: int = 0,
    epoch: int = 0,
    max_sentences: int | None = None,
) -> list[list[int]]:
    """Group positions into batches of similar lengths whose padded size B * (S + T) stays
    within ``max_tokens`` (T = target length + 1). With ``shuffle``, ties in length are broken
    and the batch order drawn by ``(seed, epoch)``: the same pair gives the same plan, another
    epoch another plan. Without it, batches come in length order (for evaluation)."""
    if max_tokens < 1:
        raise ValueError(f"max_tokens must be positive, got {max_tokens}")
    src_lengths = [max(1, n) for n in src_lengths]  # as collate pads an empty source
    order = list(range(len(src_lengths)))
    rng = random.Random(f"attnlab/batches/{seed}/{epoch}")
    if shuffle:
        rng.shuffle(order)
    # Sort by the longer side first: a batch then bounds both S and T, which pads less than
    # sorting by source then target (Tatoeba at 4096 tokens: 3.5 % padding against 5.6 %).
    order.sort(key=lambda i: (max(src_lengths[i], tgt_lengths[i]), src_lengths[i], tgt_lengths[i]))
    batches: list[list[int]] = []
    current: list[int] = []
    longest_src = longest_tgt = 0
    for i in order:
        src, tgt = max(longest_src, src_lengths[i]), max(longest_tgt, tgt_lengths[i] + 1)
        full = max_sentences is not None and len(current) >= max_sentences
        if current and (full or (len(current) + 1) * (src + tgt) > max_tokens):
            batches.append(current)
            current, src, tgt = [], src_lengths[i], tgt_lengths[i] + 1
        current.append(i)
        longest_src, longest_tgt = src, tgt
    if current:
        batches.append(current)
    if shuffle:
        rng.shuffle(batches)
    return batches


def make_batches(
    examples: Sequence[Example],
    max_tokens: int,
    *,
    shuffle: bool = True,
    seed: int = 0,
    epoch: int = 0,
    max_sentences: int | None = None,
) -> list[Batch]:
    """Every example exactly once, in length-bucketed batches (see :func:`plan_batches`)."""
    plan = plan_batches(
        [len(e.src) for e in examples],
        [len(e.tgt) for e in examples],
        max_tokens=max_tokens,
        shuffle=shuffle,
        seed=seed,
        epoch=epoch,
        max_sentences=max_sentences,
    )
    return [collate([examples[i] for i in positions]) for positions in plan]


def padding_fraction(batches: Sequence[Batch]) -> float:
    """Share of the padded tokens B * (S + T) that are padding, over ``batches``."""
    padded = sum(b.padded_tokens for b in batches)
    real = sum(b.num_src_tokens + b.num_tgt_tokens for b in batches)
    return 1.0 - real / padded if padded else 0.0
