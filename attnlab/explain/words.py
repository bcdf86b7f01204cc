"""Words, not pieces: an explanation's maps merged from subword pieces into words on both
sides, as `attnlab translate --alignments` merges them (``attnlab.alignment``).

Words are the text's whitespace-separated words (a piece starting with ▁ starts one); a
language written without spaces (Chinese, Japanese) keeps its pieces, which are already about
word-sized; the end of sentence is a word of its own. How pieces combine, and why:
- source side, **sum**: a word's attention is the weight its pieces received together, and its
  attribution what its pieces contributed together (every method here is additive over the
  source, integrated gradients exactly: completeness holds for words too);
- target side, attention **mean**: a target word's row is its pieces' rows averaged, so it
  still sums to 1; attributions **sum**: log p(word) is the sum of its pieces' log p, and each
  method is linear in the function attributed.
Agreement is recomputed on the word maps; faithfulness and step scores belong to pieces (they
hid pieces and scored single tokens) and are left out of the word view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import torch

from attnlab.alignment import WORD_START, by_piece, word_indices
from attnlab.explain.agreement import agreement, diagonal
from attnlab.translation import EOS_PIECE

if TYPE_CHECKING:
    from attnlab.explain.explanation import Explanation


def units_of(pieces: list[str], *, keep_pieces: bool) -> list[int]:
    """The word (from 0) of each piece; the end of sentence is a word of its own."""
    marked = [WORD_START + piece if piece == EOS_PIECE else piece for piece in pieces]
    return word_indices(marked, by_piece=keep_pieces)


def labels(pieces: list[str], units: list[int]) -> list[str]:
    """Each word's text: its pieces joined, the word-start mark removed."""
    words = [""] * (max(units) + 1 if units else 0)
    for piece, unit in zip(pieces, units, strict=True):
        words[unit] += piece
    return [word.replace(WORD_START, "") or WORD_START for word in words]


def merge(
    matrix: torch.Tensor, rows: list[int], columns: list[int], row_mean: bool
) -> torch.Tensor:
    """(T, S) per piece -> (Wt, Ws) per word: columns summed, rows summed or averaged."""
    to_columns = torch.nn.functional.one_hot(torch.tensor(columns), max(columns) + 1).to(matrix)
    to_rows = torch.nn.functional.one_hot(torch.tensor(rows), max(rows) + 1).to(matrix)
    merged = to_rows.T @ (matrix @ to_columns)  # (Wt, Ws)
    return merged / to_rows.sum(dim=0)[:, None] if row_mean else merged


def by_words(explanation: Explanation, source_lang: str) -> Explanation:
    """``explanation`` with words for pieces (see the module's rules); ``source_lang``: the
    language of the source text, which says whether it is written without spaces."""
    source = units_of(
        explanation.source_tokens, keep_pieces=by_piece(explanation.source, source_lang)
    )
    target = units_of(explanation.target_tokens, keep_pieces=False)
    attention = {
        name: merge(weights, target, source, row_mean=True)
        for name, weights in explanation.attention.items()
    }
    attributions = {
        name: merge(values, target, source, row_mean=False)
        for name, values in explanation.attributions.items()
    }
    error = merge(explanation.completeness_error[:, None], target, [0], row_mean=False)[:, 0]
    difference = merge(explanation.ig_difference[:, None], target, [0], row_mean=False)[:, 0]
    steps, length = max(target) + 1, max(source) + 1
    references = {**attention, "diagonal": diagonal(steps, length)}
    return replace(
        explanation,
        unit="words",
        source_tokens=labels(explanation.source_tokens, source),
        target_tokens=labels(explanation.target_tokens, target),
        attention=attention,
        attributions=attributions,
        completeness_error=error,
        ig_difference=difference,
        agreement={
            method: {name: agreement(ref, values) for name, ref in references.items()}
            for method, values in attributions.items()
        },
        faithfulness={},
        steps=None,
    )
