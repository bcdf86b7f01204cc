"""The decoder's input limits, one home: `attnlab translate` (and every verb that decodes), the
service and the explorer refuse past them, each with one line that says the limit."""

from __future__ import annotations

from attnlab.locales import say

MAX_BEAM = 16  # wider beams score no better on these models and cost their width in time
MAX_CHARACTERS = 1000  # one sentence, before tokenization
MAX_SOURCE_TOKENS = 256  # one sentence's subword pieces: past it, the length limit strains
MAX_PREFIX_TOKENS = 256  # a forced target prefix's pieces


def beam_problem(beam: object) -> str | None:
    """What is wrong with a beam size, or None: a whole number from 1 to MAX_BEAM."""
    if isinstance(beam, bool) or not isinstance(beam, int) or not 1 <= beam <= MAX_BEAM:
        return say("messages.beam", max=MAX_BEAM, beam=repr(beam))
    return None


def sentence_problem(characters: int, tokens: int) -> str | None:
    """What is wrong with a sentence of ``characters`` characters and ``tokens`` source pieces
    (too long for the decoder), or None."""
    if characters > MAX_CHARACTERS:
        return say("messages.too_many_characters", count=characters, max=MAX_CHARACTERS)
    if tokens > MAX_SOURCE_TOKENS:
        return say("messages.too_many_tokens", count=tokens, max=MAX_SOURCE_TOKENS)
    return None
