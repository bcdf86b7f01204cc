"""Greedy decoding of one sentence, a step at a time, for token streaming: each target piece is
yielded as soon as it is chosen. It is ``greedy_search`` (attnlab/decoding/greedy.py) for one
sentence, unrolled over the decoder protocol's ``encode``, ``init_state`` and ``step``, so it
writes the same tokens as ``Translator.translate(..., beam_size=1)``."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, cast

import torch

from attnlab.data import Example, make_batches
from attnlab.data.text import is_blank
from attnlab.decoding import length_limits, length_normalizer
from attnlab.models.outputs import AttentionMaps
from attnlab.models.protocol import Seq2SeqModel, StepOutput
from attnlab.translation import EOS_PIECE, Translation, Translator


@dataclass
class Piece:
    """One target piece, as decoded."""

    piece: str  # a subword piece; "▁" marks the start of a word
    log_prob: float


def stream_greedy(
    translator: Translator, sentence: str, compute: threading.Lock
) -> Iterator[Piece | Translation]:
    """The pieces of ``sentence``'s greedy translation one by one, then the whole
    ``Translation`` (without attention maps). Each model call holds ``compute`` (see
    batching.py), only for that call: a slow reader of the stream holds no lock."""
    run = translator.run
    source, target = run.tokenizers.src, run.tokenizers.tgt
    decode = run.config.decode
    if is_blank(sentence):  # as translate: a line that shows nothing translates to nothing
        yield Translation(sentence, [], "", [], log_prob=0.0, score=0.0, attention=AttentionMaps())
        return
    source_ids = source.encode(sentence)
    (batch,) = make_batches([Example(source_ids, [], 0)], max_tokens=1, shuffle=False)
    model = cast(Seq2SeqModel, run.model)
    limit = int(length_limits(batch.src_mask, decode.max_len_ratio, decode.max_len_offset)[0])
    with compute:
        state = _start(model, batch.src, batch.src_mask)
    prev = torch.tensor([target.bos_id])  # (1,)
    tokens: list[int] = []
    log_probs: list[float] = []
    ended = False
    for _ in range(limit):
        with compute:
            out = _step(model, prev, state)
        log_p = torch.log_softmax(out.logits.float(), dim=-1)  # (1, V)
        prev = log_p.argmax(dim=-1)  # (1,)
        token = int(prev[0])
        log_probs.append(float(log_p[0, token]))
        state = out.state
        if token == target.eos_id:
            ended = True
            break
        tokens.append(token)
        yield Piece(target.id_to_piece(token), log_probs[-1])
    log_prob = sum(log_probs)
    yield Translation(
        source=sentence,
        source_tokens=source.id_to_pieces(source_ids),
        target=target.decode(tokens),
        target_tokens=target.id_to_pieces(tokens) + ([EOS_PIECE] if ended else []),
        log_prob=log_prob,
        score=log_prob / length_normalizer(len(log_probs), decode.length_penalty, decode.beam_rule),
        attention=AttentionMaps(),
    )


# Gradient mode is per thread and a generator may resume on another one: each call sets it.
@torch.no_grad()
def _start(model: Seq2SeqModel, src: torch.Tensor, src_mask: torch.Tensor) -> Any:
    return model.init_state(model.encode(src, src_mask, need_weights=False), src_mask)


@torch.no_grad()
def _step(model: Seq2SeqModel, prev: torch.Tensor, state: Any) -> StepOutput:
    return model.step(prev, state, need_weights=False)
