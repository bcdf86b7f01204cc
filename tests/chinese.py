"""What the Chinese page, reports and figures may show in Latin letters, in one place: names of
models, runs, people, corpora and tools; the models' own output (tokens); formulas and their
symbols; measures, keys and commands (those in `code` are left out before looking)."""

from __future__ import annotations

import re

from attnlab.data.scenes import WORDS as SCENE_WORDS

LATIN_ALLOWED = {
    "BLEU", "chrF", "softmax", "exp", "tanh", "fwd", "bwd", "Home", "End", "GRU", "LSTM",
    "RNN", "CNN", "Transformer", "RNNsearch", "Bahdanau", "Luong", "concat", "dot", "general",
    "pad", "annotation", "Key", "Query", "Value", "SentencePiece", "Tab", "Enter", "Shift",
    "log",  # log p
    "Kendall", "tau", "unk",  # Kendall τ; the <unk> token
    "black", "cat", "that",  # the chapter's example words (the playground's preset)
}  # fmt: skip

# Each experiment's own names, beside LATIN_ALLOWED: the people it cites, its corpora and
# tools, its models' names as the papers write them; and the words the source texts' own Chinese
# writes in Latin letters where a report quotes them word for word (QUOTED).
QUOTED = {
    "bottleneck": {"Attention", "Seq"},  # 无 Attention 的 Seq2Seq 模型
    "copy-reverse": {"Attention", "Encoder", "Decoder", "Encoder-Decoder"},
    "masks-wrong": {"Token"},
    "no-positions": {"Token"},
    "path-length": {"Attention", "Jacobian"},
    "scaling": {"sqrt"},  # 除以 sqrt(d_k)
    "scores": {"query", "key", "GPU"},
    "uniform-weights": {"Attention"},  # 如果 Attention 权重 α_tj 退化成均匀分布
}
# The lecture's questions (试着想一想), quoted word for word on the Evidence tab's panel
QUESTIONS_QUOTED = {"Attention"}
EXPERIMENT_NAMES: dict[str, set[str]] = {
    "alignment": {  # the measure's authors, its dictionary, licence, registry, tool, corpus
        "Och",
        "Ney",
        "AER",
        "CC-CEDICT",
        "MDBG",
        "BY-SA",
        "PyPI",
        "attnlab",
        "tatoeba-zh-en",
        # the word aligner, the method compared (Shift-Att) and the papers that compare them
        "eflomal",
        "IBM",
        "Shift-Att",
        "Chen",
        "Garg",
        "Zenkel",
        "Tiedemann",
        "stling",  # Östling: the Latin word test cuts at Ö
    },
    # Cho et al.'s model names as the demo and report write them (RNNsearch-50 and the like)
    "bottleneck": {"Cho", "bible-es-en", "RNNencdec", "RNNencdec-", "RNNsearch-"},
    "copy-reverse": {"Adam", "Wilson"},
    "cost": {"SDPA", "Linux", "MiB", "GiB"},  # PyTorch's fused kernel, the system, units
    "distractors": set(),
    "faithfulness": {  # the papers' authors, the attribution library, the tool, the corpus
        "Jain",
        "Wallace",
        "Wiegreffe",
        "Pinter",
        "Serrano",
        "Smith",
        "Captum",
        "attnlab",
        "tatoeba-zh-en",
    },
    "alignment-emerges": {"CC-CEDICT", "AER", "tatoeba-zh-en"},  # the dictionary, the measure
    "learning-path": {"Adam"},  # the optimiser
    "masks-wrong": {"Adam"},  # the optimiser
    "no-positions": {"Adam"},  # the optimiser
    "path-length": {"Adam", "Gehring", "ConvS"},
    # the papers' authors, the measure's campaign, the technique's name, the tool, the corpus
    "quality": {"Fomicheva", "WMT", "dropout", "attnlab", "tatoeba-zh-en"},
    "scaling": {"Adam"},  # the optimiser
    # the paper's title, its first author; the captions' words are the scenes' own language;
    # Williams's name for the estimator; Kool et al., the leave-one-out baseline's authors
    "scenes": {
        "Show",
        "Attend",
        "and",
        "Tell",
        "Xu",
        "Fashion-MNIST",
        "Wilson",
        "BLEU-",
        "REINFORCE",
        "Kool",
    }
    | set(SCENE_WORDS),
    "scores": {"Adam"},  # the optimiser
    "uniform-weights": {"attnlab", "sacreBLEU", "tatoeba-zh-en"},  # tool, scorer, corpus
}
for _name, _words in QUOTED.items():
    EXPERIMENT_NAMES[_name] |= _words


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
