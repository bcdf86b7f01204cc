"""Text in, text out: tokenize, batch by length, decode (greedy or beam), detokenize.

Every caller that turns sentences into translations (the trainer's dev BLEU, ``attnlab
translate``, ``attnlab evaluate``, the explorer) goes through ``translate``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import cast

import torch
from torch import nn

from attnlab.data import Batch, Example, Tokenizers, make_batches
from attnlab.data.text import is_blank
from attnlab.decoding import Hypothesis, beam_search, greedy_search
from attnlab.models.outputs import AttentionMaps
from attnlab.models.protocol import Seq2SeqModel
from attnlab.runs import LoadedRun, load_run

EOS_PIECE = "</s>"


@dataclass
class Translation:
    source: str
    source_tokens: list[str]  # subword pieces the model read, S_b of them
    target: str  # detokenized
    target_tokens: list[str]  # subword pieces written, then "</s>" if it ended: T of them
    log_prob: float
    attention: AttentionMaps  # each map (1, H, T, S_b); empty unless need_weights


def translate(
    model: nn.Module,
    tokenizers: Tokenizers,
    sentences: list[str],
    *,
    beam_size: int = 1,
    length_penalty: float = 1.0,
    max_len_ratio: float = 2.0,
    max_len_offset: int = 10,
    max_tokens: int = 4096,
    device: torch.device | str = "cpu",
    need_weights: bool = True,
) -> list[Translation]:
    """Translate ``sentences``; results come back in input order, each with its attention maps
    if ``need_weights`` (pass False when nobody will look at them: decoding then runs the
    models' fast paths and the maps are empty).

    Batches are the data layer's, planned as training plans them (``attnlab.data.batching``):
    length-sorted, with ``max_tokens`` bounding the padded size B * (S + T). Before decoding
    the target is only the bos every hypothesis starts from (T = 1), so a batch holds
    B * (S + 1) <= max_tokens tokens, or one sentence that alone is longer.
    """
    model.eval()
    source, target = tokenizers.src, tokenizers.tgt
    encoded = source.encode_batch(sentences)
    # A line that shows nothing (zero-width or control characters only) translates to nothing.
    examples = [
        Example(ids, [], index)
        for index, ids in enumerate(encoded)
        if not is_blank(sentences[index])
    ]
    results: list[Translation | None] = [None] * len(sentences)
    for batch in make_batches(examples, max_tokens, shuffle=False):
        hypotheses = _decode(
            model,
            batch.to(device),
            target.bos_id,
            target.eos_id,
            beam_size,
            length_penalty,
            max_len_ratio,
            max_len_offset,
            need_weights,
        )
        for i, hypothesis in zip(batch.indices.tolist(), hypotheses, strict=True):
            pieces = target.id_to_pieces(hypothesis.tokens)
            results[i] = Translation(
                source=sentences[i],
                source_tokens=source.id_to_pieces(encoded[i]),
                target=target.decode(hypothesis.tokens),
                target_tokens=pieces + ([EOS_PIECE] if hypothesis.ended else []),
                log_prob=hypothesis.log_prob,
                attention=hypothesis.attention,
            )
    return [
        result or Translation(sentence, [], "", [], 0.0, AttentionMaps())
        for sentence, result in zip(sentences, results, strict=True)
    ]


def translate_texts(
    model: nn.Module, tokenizers: Tokenizers, sentences: list[str], **options: object
) -> list[str]:
    """Only the detokenized translations: no attention maps are computed."""
    translations = translate(model, tokenizers, sentences, **options, need_weights=False)  # type: ignore[arg-type]
    return [t.target for t in translations]


@torch.no_grad()
def _decode(
    model: nn.Module,
    batch: Batch,
    bos_id: int,
    eos_id: int,
    beam_size: int,
    length_penalty: float,
    max_len_ratio: float,
    max_len_offset: int,
    need_weights: bool,
) -> list[Hypothesis]:
    decoder = cast(Seq2SeqModel, model)
    if beam_size == 1:
        return greedy_search(
            decoder,
            batch.src,
            batch.src_mask,
            bos_id=bos_id,
            eos_id=eos_id,
            max_len_ratio=max_len_ratio,
            max_len_offset=max_len_offset,
            need_weights=need_weights,
        )
    return beam_search(
        decoder,
        batch.src,
        batch.src_mask,
        bos_id=bos_id,
        eos_id=eos_id,
        beam_size=beam_size,
        alpha=length_penalty,
        max_len_ratio=max_len_ratio,
        max_len_offset=max_len_offset,
        need_weights=need_weights,
    )


class Translator:
    """A trained run, ready to translate."""

    def __init__(self, run: LoadedRun) -> None:
        self.run = run

    @classmethod
    def from_run(cls, run_dir: str | Path, weights: str = "best") -> Translator:
        """``weights``: "best" (of the best dev BLEU) or "last" (the latest checkpoint's)."""
        return cls(load_run(run_dir, weights))

    def translate(
        self, sentences: list[str], beam_size: int | None = None, *, need_weights: bool = True
    ) -> list[Translation]:
        """``translate`` with the run's decoding settings; ``need_weights`` as there."""
        decode = self.run.config.decode
        return translate(
            self.run.model,
            self.run.tokenizers,
            sentences,
            beam_size=decode.beam_size if beam_size is None else beam_size,
            length_penalty=decode.length_penalty,
            max_len_ratio=decode.max_len_ratio,
            max_len_offset=decode.max_len_offset,
            max_tokens=self.run.config.data.max_tokens,
            need_weights=need_weights,
        )
