"""Text in, text out: tokenize, batch by length, decode (greedy or beam), detokenize.

Every caller that turns sentences into translations (the trainer's dev BLEU, ``attnlab
translate``, ``attnlab evaluate``, the explorer) goes through ``translate``, or
``translate_n_best`` for several hypotheses per sentence. ``Translator`` holds a run and adds
what the run knows: its decoding settings, scoring given targets, word alignments.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import cast

import torch
from torch import nn

from attnlab import alignment, scoring
from attnlab.config import ExperimentConfig
from attnlab.data import Batch, Example, Tokenizers, make_batches
from attnlab.data.text import is_blank
from attnlab.decoding import Hypothesis, beam_search_n_best, greedy_search
from attnlab.models.ensemble import Ensemble
from attnlab.models.inference import lay_out_for_decoding, quantize_int8
from attnlab.models.outputs import AttentionMaps
from attnlab.models.protocol import Seq2SeqModel
from attnlab.models.registry import get_family
from attnlab.runs import LoadedRun, load_run

EOS_PIECE = "</s>"


@dataclass
class Translation:
    source: str
    source_tokens: list[str]  # subword pieces the model read, S_b of them
    target: str  # detokenized
    target_tokens: list[str]  # subword pieces written, then "</s>" if it ended: T of them
    log_prob: float  # of every target token, eos included
    score: float  # log_prob / length_normalizer(T): what beam search ranks hypotheses by
    attention: AttentionMaps  # each map (1, H, T, S_b); empty unless need_weights


def translate(
    model: nn.Module,
    tokenizers: Tokenizers,
    sentences: list[str],
    *,
    beam_size: int = 1,
    length_penalty: float = 1.0,
    beam_rule: str = "attnlab",
    max_len_ratio: float = 2.0,
    max_len_offset: int = 10,
    max_tokens: int = 4096,
    device: torch.device | str = "cpu",
    need_weights: bool = True,
    prefixes: Sequence[str] | None = None,
    on_batch: Callable[[int], None] | None = None,
) -> list[Translation]:
    """Translate ``sentences``; results come back in input order, each with its attention maps
    if ``need_weights`` (pass False when nobody will look at them: decoding then runs the
    models' fast paths and the maps are empty). ``prefixes``: one target text per sentence
    ("" for none) that its translation is forced to start with, then continues freely
    (CTranslate2's ``target_prefix``); the translation includes it. A prefix is tokenized as
    a text of its own, so one ending inside a word forces the pieces of that shorter word.
    ``on_batch``: called with the number of sentences each batch finished (progress).

    Batches are the data layer's, planned as training plans them (``attnlab.data.batching``):
    length-sorted, with ``max_tokens`` bounding the padded size B * (S + T). Before decoding
    the target is only the bos every hypothesis starts from (T = 1), so a batch holds
    B * (S + 1) <= max_tokens tokens, or one sentence that alone is longer; beam search runs
    beam_size rows a sentence, so its batches hold B * (S + 1) <= max_tokens / beam_size.
    """
    found = translate_n_best(
        model,
        tokenizers,
        sentences,
        n_best=1,
        beam_size=beam_size,
        length_penalty=length_penalty,
        beam_rule=beam_rule,
        max_len_ratio=max_len_ratio,
        max_len_offset=max_len_offset,
        max_tokens=max_tokens,
        device=device,
        need_weights=need_weights,
        prefixes=prefixes,
        on_batch=on_batch,
    )
    return [best for best, *_ in found]


def translate_n_best(
    model: nn.Module,
    tokenizers: Tokenizers,
    sentences: list[str],
    *,
    n_best: int,
    beam_size: int = 1,
    length_penalty: float = 1.0,
    beam_rule: str = "attnlab",
    max_len_ratio: float = 2.0,
    max_len_offset: int = 10,
    max_tokens: int = 4096,
    device: torch.device | str = "cpu",
    need_weights: bool = True,
    prefixes: Sequence[str] | None = None,
    on_batch: Callable[[int], None] | None = None,
) -> list[list[Translation]]:
    """``translate``, with per sentence the ``n_best`` (at most ``beam_size``) best
    hypotheses the beam finished, best first by ``score``; the first is ``translate``'s."""
    if prefixes is not None and len(prefixes) != len(sentences):
        raise ValueError(f"{len(prefixes)} prefixes for {len(sentences)} sentences; give one each")
    model.eval()
    source, target = tokenizers.src, tokenizers.tgt
    encoded = source.encode_batch(sentences)
    forced = target.encode_batch(prefixes) if prefixes is not None else None
    # A line that shows nothing (zero-width or control characters only) translates to nothing.
    examples = [
        Example(ids, [], index)
        for index, ids in enumerate(encoded)
        if not is_blank(sentences[index])
    ]
    results: list[list[Translation]] = [[] for _ in sentences]
    # A beam decodes beam_size rows a sentence: plan its batches for max_tokens / beam_size, so
    # the rows decoded at once stay within max_tokens (26 % faster at beam 5 than a full one).
    budget = max(1, max_tokens // beam_size)
    for batch in make_batches(examples, budget, shuffle=False):
        indices = batch.indices.tolist()
        found = _decode(
            model,
            batch.to(device),
            target.bos_id,
            target.eos_id,
            beam_size,
            n_best,
            length_penalty,
            beam_rule,
            max_len_ratio,
            max_len_offset,
            need_weights,
            None if forced is None else [forced[i] for i in indices],
        )
        for i, hypotheses in zip(indices, found, strict=True):
            results[i] = [
                Translation(
                    source=sentences[i],
                    source_tokens=source.id_to_pieces(encoded[i]),
                    target=target.decode(hypothesis.tokens),
                    target_tokens=target.id_to_pieces(hypothesis.tokens)
                    + ([EOS_PIECE] if hypothesis.ended else []),
                    log_prob=hypothesis.log_prob,
                    score=hypothesis.score(length_penalty, beam_rule),
                    attention=hypothesis.attention,
                )
                for hypothesis in hypotheses
            ]
        if on_batch is not None:
            on_batch(len(indices))
    return [
        found or [_nothing(sentence)] for sentence, found in zip(sentences, results, strict=True)
    ]


def _nothing(sentence: str) -> Translation:
    """The translation of a line that shows nothing: nothing, without decoding."""
    return Translation(sentence, [], "", [], log_prob=0.0, score=0.0, attention=AttentionMaps())


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
    n_best: int,
    length_penalty: float,
    beam_rule: str,
    max_len_ratio: float,
    max_len_offset: int,
    need_weights: bool,
    prefixes: list[list[int]] | None,
) -> list[list[Hypothesis]]:
    decoder = cast(Seq2SeqModel, model)
    if beam_size == 1 and n_best == 1:
        hypotheses = greedy_search(
            decoder,
            batch.src,
            batch.src_mask,
            bos_id=bos_id,
            eos_id=eos_id,
            max_len_ratio=max_len_ratio,
            max_len_offset=max_len_offset,
            need_weights=need_weights,
            prefixes=prefixes,
        )
        return [[hypothesis] for hypothesis in hypotheses]
    return beam_search_n_best(  # it says when n_best does not fit the beam
        decoder,
        batch.src,
        batch.src_mask,
        bos_id=bos_id,
        eos_id=eos_id,
        beam_size=beam_size,
        n_best=n_best,
        length_penalty=length_penalty,
        beam_rule=beam_rule,
        max_len_ratio=max_len_ratio,
        max_len_offset=max_len_offset,
        need_weights=need_weights,
        prefixes=prefixes,
    )


class Translator:
    """A trained run, ready to translate."""

    def __init__(self, run: LoadedRun, precision: str = "float32") -> None:
        self.run = run
        self.precision = precision  # of the linear and recurrent weights: "float32", "int8"

    @classmethod
    def from_run(
        cls,
        run_dir: str | Path,
        weights: str = "best",
        *,
        int8: bool = False,
        config: ExperimentConfig | None = None,
    ) -> Translator:
        """``weights``: "best" (of the best dev BLEU) or "last" (the latest checkpoint's);
        ``int8``: decode with int8 linear and recurrent layers (``quantize_int8``: faster on a
        CPU, translations close to float32's but not identical; attention maps as usual, but no
        gradients, so no attributions); ``config``: the run's saved config, where the caller
        has read it already."""
        run = load_run(run_dir, weights, config)
        model = quantize_int8(run.model) if int8 else lay_out_for_decoding(run.model)
        return cls(replace(run, model=model), "int8" if int8 else "float32")

    @classmethod
    def ensemble(
        cls, run_dirs: Sequence[str | Path], weights: str = "best", *, int8: bool = False
    ) -> Translator:
        """The runs decoding as one (``attnlab.models.ensemble``): the translator of the first
        run (its decoding settings, its attention) over the members' mean log-probabilities;
        one run is that run's translator. The runs must share their tokenizers."""
        members = [cls.from_run(run_dir, weights, int8=int8) for run_dir in run_dirs]
        if len(members) == 1:
            return members[0]
        first = members[0].run
        for run_dir, member in zip(run_dirs[1:], members[1:], strict=True):
            if member.run.tokenizers.fingerprint != first.tokenizers.fingerprint:
                raise ValueError(
                    f"{run_dir} has other tokenizers than {run_dirs[0]}: an ensemble averages "
                    "the members' probabilities of each target piece, so every member must "
                    "read and write the same pieces; ensemble runs trained on one corpus's "
                    "tokenizers"
                )
        ensemble = Ensemble([member.run.model for member in members])
        return cls(replace(first, model=ensemble), members[0].precision)

    def with_decoding(self, **changes: object) -> Translator:
        """This translator with some of the run's decoding settings (``DecodeConfig``'s fields)
        changed: ``translator.with_decoding(beam_rule="ctranslate2")``."""
        config = self.run.config
        decode = replace(config.decode, **changes)  # type: ignore[arg-type]
        return Translator(replace(self.run, config=replace(config, decode=decode)), self.precision)

    def beam_size(self, beam_size: int | None = None) -> int:
        """``beam_size``, or the run's when None."""
        return self.run.config.decode.beam_size if beam_size is None else beam_size

    def translate(
        self,
        sentences: list[str],
        beam_size: int | None = None,
        *,
        need_weights: bool = True,
        prefixes: Sequence[str] | None = None,
        on_batch: Callable[[int], None] | None = None,
    ) -> list[Translation]:
        """``translate`` with the run's decoding settings; ``need_weights``, ``prefixes`` and
        ``on_batch`` as there."""
        found = self.translate_n_best(
            sentences,
            1,
            beam_size,
            need_weights=need_weights,
            prefixes=prefixes,
            on_batch=on_batch,
        )
        return [best for best, *_ in found]

    def translate_n_best(
        self,
        sentences: list[str],
        n_best: int,
        beam_size: int | None = None,
        *,
        need_weights: bool = True,
        prefixes: Sequence[str] | None = None,
        on_batch: Callable[[int], None] | None = None,
    ) -> list[list[Translation]]:
        """Per sentence the ``n_best`` best hypotheses of the beam (``n_best`` at most the
        beam size), best first: ``translate_n_best`` with the run's decoding settings."""
        decode = self.run.config.decode
        return translate_n_best(
            self.run.model,
            self.run.tokenizers,
            sentences,
            n_best=n_best,
            beam_size=self.beam_size(beam_size),
            length_penalty=decode.length_penalty,
            beam_rule=decode.beam_rule,
            max_len_ratio=decode.max_len_ratio,
            max_len_offset=decode.max_len_offset,
            max_tokens=self.run.config.data.max_tokens,
            need_weights=need_weights,
            prefixes=prefixes,
            on_batch=on_batch,
        )

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[scoring.Score]:
        """The model's log-probability of each (source, target) pair's target, per token too:
        ``attnlab.scoring.score`` under the run's token budget."""
        return scoring.score(
            self.run.model, self.run.tokenizers, pairs, max_tokens=self.run.config.data.max_tokens
        )

    @property
    def cross_attention(self) -> tuple[int, int]:
        """(layers, heads) of the model's cross-attention; (0, 0) for a model without."""
        model = self.run.config.model
        return get_family(model.family).cross_attention(model.options)

    def align(
        self, translation: Translation, reading: alignment.Reading | None = None
    ) -> list[tuple[int, int]]:
        """(source word, target word) pairs of a translation made with its attention maps,
        read as ``reading`` says (default: the last layer, the heads' mean; see
        ``attnlab.alignment``). The units are words; for a source or target language written
        without spaces and a text without any, its pieces (``units`` gives the text of each)."""
        weights = alignment.read(translation.attention, reading or alignment.Reading())
        return align_rows(self.run.tokenizers, translation, weights)

    def units(self, translation: Translation) -> tuple[list[str], list[str]]:
        """The text of each source and target unit ``align``'s indices count (``units``)."""
        return units(self.run.tokenizers, translation)


def align_rows(
    tokenizers: Tokenizers, translation: Translation, weights: torch.Tensor
) -> list[tuple[int, int]]:
    """(source unit, target unit) pairs of ``translation`` from ``weights`` (T, S), a row of
    source weights per target piece (attention, or an attribution's magnitude): per target
    unit, the source unit with the most weight (``alignment.align``)."""
    (source, source_by_piece), (target, target_by_piece) = _sides(tokenizers, translation)
    return alignment.align(
        weights,
        alignment.word_indices(source, by_piece=source_by_piece),
        alignment.word_indices(target, by_piece=target_by_piece),
    )


def units(tokenizers: Tokenizers, translation: Translation) -> tuple[list[str], list[str]]:
    """The text of each source and target unit an alignment of ``translation`` indexes: its
    words, or its pieces where it aligns piece by piece (Chinese without spaces)."""
    (source, source_by_piece), (target, target_by_piece) = _sides(tokenizers, translation)
    return (
        alignment.unit_texts(source, by_piece=source_by_piece),
        alignment.unit_texts(target, by_piece=target_by_piece),
    )


def _sides(
    tokenizers: Tokenizers, translation: Translation
) -> tuple[tuple[list[str], bool], tuple[list[str], bool]]:
    """(pieces, whether its units are pieces) of the source and of the target, eos left out
    (it is no word)."""
    pieces = translation.target_tokens
    written = pieces[:-1] if pieces[-1:] == [EOS_PIECE] else pieces
    return (
        (translation.source_tokens, alignment.by_piece(translation.source, tokenizers.src.lang)),
        (written, alignment.by_piece(translation.target, tokenizers.tgt.lang)),
    )
