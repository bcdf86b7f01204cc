"""What the Chinese page, reports and figures may show in Latin letters: names of models, runs,
people, corpora and tools; the models' own output (tokens); formulas and their symbols;
measures, keys and commands (those in `code` are left out before looking). The names shared by
every report are here; each experiment's own are its ``english`` (attnlab.experiments)."""

from __future__ import annotations

import re

LATIN_ALLOWED = {
    "BLEU", "chrF", "softmax", "exp", "tanh", "fwd", "bwd", "Home", "End", "GRU", "LSTM",
    "RNN", "CNN", "Transformer", "RNNsearch", "Bahdanau", "Luong", "concat", "dot", "general",
    "pad", "annotation", "Key", "Query", "Value", "SentencePiece", "Tab", "Enter", "Shift",
    "log",  # log p
    "Kendall", "tau", "unk",  # Kendall τ; the <unk> token
    "black", "cat", "that",  # the chapter's example words (the playground's preset)
}  # fmt: skip

# The lecture's questions (试着想一想), quoted word for word on the Evidence tab's panel
QUESTIONS_QUOTED = {"Attention"}


def latin_words(text: str) -> set[str]:
    """Words of three or more Latin letters (with ' and -), the way English shows."""
    return set(re.findall(r"[A-Za-z][A-Za-z'-]{2,}", text))


def english_in(text: str, names: set[str] = frozenset()) -> set[str]:
    """The Latin words of ``text`` that are neither allowed nor among ``names``, once `code`
    spans, markdown links' targets and $math$ are taken out."""
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)  # ![alt](file.png): the file is a name
    text = re.sub(r"\$[^$]*\$", " ", text)  # matplotlib's mathtext: tick labels, formulas
    return latin_words(text) - LATIN_ALLOWED - names
