"""Silver word alignments from a dictionary, CC-CEDICT (``attnlab.data.cedict``), for Chinese
to English: an English word of a translation is linked to the source pieces of the shortest
Chinese substrings whose glosses hold it; and links read off a model's word rows (argmax) or
off the diagonal, counted as [|A|, |S|, |A ∩ S|] for the alignment error rate (Och & Ney 2003).
Read by the alignment experiment and by the attention a training keeps of its probes."""

from __future__ import annotations

import re
from dataclasses import dataclass

import torch

from attnlab.data.cedict import MAX_HEADWORD, content_words, forms, glosses
from attnlab.data.tokenizer import Tokenizers

PUNCTUATION = re.compile(r"^\W+$")


@dataclass(frozen=True)
class Sentence:
    """One pair as the models see it: source pieces, reference words, silver links."""

    source: str
    src_ids: list[int]
    tgt_ids: list[int]  # the reference's pieces, no <s> or </s>
    words: list[list[int]]  # target piece indices of each reference word (punctuation apart)
    sure: dict[int, set[int]]  # covered word -> the source pieces the dictionary links


def source_characters(pieces: list[str]) -> list[int]:
    """The source piece of each character of the text the pieces spell (▁ dropped)."""
    owner: list[int] = []
    for index, piece in enumerate(pieces):
        owner += [index] * len(piece.replace("▁", ""))
    return owner


def target_words(pieces: list[str]) -> list[list[int]]:
    """Pieces grouped into words: a word starts at ▁ or after punctuation; a piece of
    punctuation alone is a word of its own (never covered)."""
    words: list[list[int]] = []
    for index, piece in enumerate(pieces):
        alone = bool(PUNCTUATION.match(piece.replace("▁", "")))
        after_punctuation = bool(words) and bool(
            PUNCTUATION.match(pieces[words[-1][-1]].replace("▁", ""))
        )
        if not words or piece.startswith("▁") or alone or after_punctuation:
            words.append([index])
        else:
            words[-1].append(index)
    return words


def silver_links(text: str, owner: list[int], english: list[str]) -> dict[int, set[int]]:
    """English word index -> the source pieces of the shortest substrings of ``text`` whose
    CC-CEDICT glosses hold one of its forms."""
    dictionary = glosses()
    spans: dict[int, list[tuple[int, int]]] = {}
    for start in range(len(text)):
        for end in range(start + 1, min(start + MAX_HEADWORD, len(text)) + 1):
            gloss = dictionary.get(text[start:end])
            if not gloss:
                continue
            for i, word in enumerate(english):
                if content_words(word) and forms(word) & gloss:
                    spans.setdefault(i, []).append((start, end))
    sure: dict[int, set[int]] = {}
    for i, found in spans.items():
        shortest = [
            (a, b)
            for a, b in found
            if not any(a <= c and d <= b and (c, d) != (a, b) for c, d in found)
        ]
        sure[i] = {owner[c] for a, b in shortest for c in range(a, b)}
    return sure


def pieces_links(
    src_pieces: list[str], tgt_pieces: list[str]
) -> tuple[list[list[int]], dict[int, set[int]]]:
    """The target pieces' words (``target_words``) and their silver links to source pieces."""
    words = target_words(tgt_pieces)
    english = ["".join(tgt_pieces[j] for j in word).replace("▁", "").lower() for word in words]
    owner = source_characters(src_pieces)
    text = "".join(piece.replace("▁", "") for piece in src_pieces)
    return words, silver_links(text, owner, english)


def prepare(tokenizers: Tokenizers, source: str, reference: str) -> Sentence | None:
    """The pair as pieces and silver links; None when the dictionary covers no word."""
    src_tok, tgt_tok = tokenizers.src, tokenizers.tgt
    src_ids, tgt_ids = src_tok.encode(source), tgt_tok.encode(reference)
    if not src_ids or not tgt_ids:
        return None
    src_pieces, tgt_pieces = src_tok.id_to_pieces(src_ids), tgt_tok.id_to_pieces(tgt_ids)
    words, sure = pieces_links(src_pieces, tgt_pieces)
    return Sentence(source, src_ids, tgt_ids, words, sure) if sure else None


def word_rows(weights: torch.Tensor, words: list[list[int]], mean: bool) -> torch.Tensor:
    """(T, S) piece rows -> (W, S) word rows: the mean of a word's pieces (attention stays a
    distribution) or their sum (attributions of log p add up)."""
    rows = [weights[word].mean(dim=0) if mean else weights[word].sum(dim=0) for word in words]
    return torch.stack(rows)


def counts(links: dict[int, set[int]], sure: dict[int, set[int]]) -> list[int]:
    """[|A|, |S|, |A ∩ S|] over the covered words of one sentence."""
    predicted = sum(len(links.get(i, set())) for i in sure)
    hits = sum(len(links.get(i, set()) & pieces) for i, pieces in sure.items())
    return [predicted, sum(len(pieces) for pieces in sure.values()), hits]


def argmax_links(rows: torch.Tensor, sure: dict[int, set[int]]) -> dict[int, set[int]]:
    return {i: {int(rows[i].argmax())} for i in sure}


def diagonal_links(sure: dict[int, set[int]], words: int, length: int) -> dict[int, set[int]]:
    """Word i of ``words`` links the source piece at its relative centre among ``length``,
    floor((i + 1/2) S / I), for each covered word."""
    return {i: {int((i + 0.5) * length / words)} for i in sure}


def aer(rows: torch.Tensor) -> float:
    """1 - 2 |A ∩ S| / (|A| + |S|) from summed [|A|, |S|, |A ∩ S|] rows (N, 3)."""
    predicted, sure, hits = rows.sum(dim=0).tolist()
    return 1.0 - 2.0 * hits / (predicted + sure) if predicted + sure else float("nan")
