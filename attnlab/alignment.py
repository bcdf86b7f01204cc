"""Word alignments read from cross-attention, as Marian's ``--alignment`` and fairseq's
``--print-alignment`` read them: subword pieces merged into words, each target word aligned to
the source word it attends to most. Which attention is read is a ``Reading``: a layer or the
mean of the layers, a head or the mean of the heads, at the step that predicts a word or, with
Shift-Att (Chen et al. 2020), at the step where the word is the decoder's input. Printed in
Pharaoh format, ``i-j``: source word i, target word j, both from 0 (Koehn's Moses/Pharaoh
convention)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch

from attnlab.data.languages import length_unit
from attnlab.models.outputs import AttentionMaps

WORD_START = "\u2581"  # sentencepiece's ▁: the piece starts a word (it replaced a space)


def by_piece(text: str, lang: str) -> bool:
    """Whether ``text``'s units are its pieces rather than its words: for a language written
    without spaces (Chinese, Japanese) and a text without any, where a whole sentence would
    be one word. Segmented Chinese ("我 喜欢 茶") keeps its words."""
    return length_unit(lang) == "characters" and not any(char.isspace() for char in text.strip())


def word_indices(pieces: Sequence[str], *, by_piece: bool = False) -> list[int]:
    """The unit (from 0) of each piece: a piece starting with ▁ starts a word, so the units
    are the text's whitespace-separated words. ``by_piece``: every piece is a unit, except
    that a bare ▁ piece joins the one after it."""
    units: list[int] = []
    for k, piece in enumerate(pieces):
        if by_piece:
            starts = k == 0 or pieces[k - 1] != WORD_START
        else:
            starts = k == 0 or piece.startswith(WORD_START)
        units.append(units[-1] + starts if units else 0)
    return units


def unit_texts(pieces: Sequence[str], *, by_piece: bool = False) -> list[str]:
    """The text of each unit ``word_indices`` numbers (what an index of ``align`` points at):
    its pieces joined, without ▁; a unit of ▁ alone keeps it, so none is empty."""
    texts: list[str] = []
    for unit, piece in zip(word_indices(pieces, by_piece=by_piece), pieces, strict=True):
        if unit == len(texts):
            texts.append("")
        texts[unit] += piece.replace(WORD_START, "")
    return [text or WORD_START for text in texts]


@dataclass(frozen=True)
class Reading:
    """Which cross-attention an alignment reads: ``layer`` (0-based, negative from the last;
    None: the mean of every layer and head), ``head`` (0-based; None: the heads' mean; with
    ``layer`` None it must be None), ``shift``: Shift-Att, target piece t read off the step
    where it is the decoder's input (row t + 1) rather than the step that predicts it (row t)."""

    layer: int | None = -1
    head: int | None = None
    shift: bool = False


def attention_matrix(maps: AttentionMaps, layer: int = -1, head: int | None = None) -> torch.Tensor:
    """The cross-attention of batch entry 0 in ``layer`` (0-based; negative counts from the
    last): head ``head``'s (0-based), or the mean of the heads when None -> (T, S)."""
    if not maps.cross:
        raise ValueError(
            "no cross-attention to align with: the model has none (fixed-context), or the "
            "maps were not computed (translate with need_weights=True)"
        )
    layers = len(maps.cross)
    if not -layers <= layer < layers:
        raise ValueError(
            f"layer {layer} is out of range: the model has {layers} (0 to {layers - 1})"
        )
    weights = maps.cross[layer][0]  # (H, T, S)
    if head is None:
        return weights.mean(dim=0)  # (T, S)
    heads = weights.shape[0]
    if not -heads <= head < heads:
        raise ValueError(f"head {head} is out of range: the layer has {heads} (0 to {heads - 1})")
    return weights[head]  # (T, S)


def read(maps: AttentionMaps, reading: Reading) -> torch.Tensor:
    """The rows ``reading`` aligns with, one per target piece -> (T, S). Without a shift the
    rows of every emitted piece; with it, the row after each (the last piece, </s>, has none)."""
    if reading.layer is None:
        if reading.head is not None:
            raise ValueError("a head is read within a layer: give the layer too")
        attention_matrix(maps)  # the same errors when there is nothing to read
        weights = torch.cat([layer[0] for layer in maps.cross]).mean(dim=0)  # (T, S)
    else:
        weights = attention_matrix(maps, reading.layer, reading.head)
    return weights[1:] if reading.shift else weights


def align(
    weights: torch.Tensor, source_units: Sequence[int], target_units: Sequence[int]
) -> list[tuple[int, int]]:
    """(source unit, target unit) pairs, one per target unit, in target order: the source unit
    with the most attention, summed over its pieces and averaged over the target unit's
    pieces. ``weights`` (T, S): a row per target piece, a column per source piece (rows and
    columns past the units', such as the eos row, are left out); ``*_units``: the unit of each
    piece, as ``word_indices`` gives them."""
    if not source_units or not target_units:
        return []
    weights = weights[: len(target_units), : len(source_units)].float()  # (T, S)
    to_source = _one_hot(source_units, weights.device)  # (S, Ws)
    to_target = _one_hot(target_units, weights.device)  # (T, Wt)
    per_source_word = weights @ to_source  # (T, Ws)
    per_word = to_target.T @ per_source_word / to_target.sum(dim=0)[:, None]  # (Wt, Ws)
    best = per_word.argmax(dim=1).tolist()  # ties: the first source word
    return [(source, target) for target, source in enumerate(best)]


def pharaoh(pairs: Sequence[tuple[int, int]]) -> str:
    """Pairs as Pharaoh text: "0-0 1-2 2-1"."""
    return " ".join(f"{source}-{target}" for source, target in pairs)


def _one_hot(units: Sequence[int], device: torch.device) -> torch.Tensor:
    index = torch.tensor(units, device=device)  # (N,)
    return torch.nn.functional.one_hot(index, int(index.max()) + 1).float()  # (N, W)
