"""The four steps of attention on the textbook chapter's own worked example, with real numbers.

1. form a query; 2. score every key against it; 3. softmax the scores into weights;
4. read the values as the weighted sum (the context vector). The chapter's example first (the
query for "black" scores 那只, 黑, 猫 as 1.0, 3.0, 0.0, weights 0.114, 0.844, 0.042), then the
same step under every score function, then its learning path: 3 queries, 4 keys and 4 values
with a padding mask (cross-attention over the padded source), and a causal mask on
self-attention over the target. Text in English or Chinese (attnlab/locales/*/walkthrough.json).
"""

from __future__ import annotations

from typing import Any

import torch

from attnlab import locales, masks, scores
from attnlab.functional import attention_record, masked_softmax

SENTENCE = "那只黑猫安静地坐在窗边"  # the chapter's source sentence
PAD = "<pad>"
# The chapter's three source positions, padded to 4 as a batch with a longer source holds them.
SOURCE_TOKENS = ["那只", "黑", "猫", PAD]
TARGET_TOKENS = ["that", "black", "cat"]
NUM_WORDS = 3  # real source positions; the 4th is padding
# One-hot keys: q . k_j is q's j-th entry, so the query for "black" scores 1, 3, 0 as in the
# chapter. The padding position holds whatever the encoder left there.
KEYS = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [0.5, 0.5, 0.5]]  # (S, D)
VALUES = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.0, 0.0]]  # (S, Dv): what is read, not matched
# The decoder's state before it writes each target word, as a query.
QUERIES = [[2.0, 0.0, 0.0], [1.0, 3.0, 0.0], [0.0, 2.0, 3.0]]  # (T, D)
# Self-attention over the target: each word's vector is its own query, key and value (no
# learned projections, so every number can be checked by hand).
TARGET_VECTORS = [[1.0, 0.0], [1.0, 1.0], [0.0, 1.0]]  # (T, D)
# Softmax on its own: the chapter's scores; shifted by 5 (same weights); doubled (sharper);
# the scoring notes' [2.0, 1.0, 0.1], whose softmax they print as 0.63, 0.23, 0.14.
WORKED_SCORES = {
    "chapter": [1.0, 3.0, 0.0],
    "shifted": [6.0, 8.0, 5.0],
    "doubled": [2.0, 6.0, 0.0],
    "notes": [2.0, 1.0, 0.1],
}
SEED = 0  # initializes the learned score functions, which stay untrained
# The chapter's idealised row: the query for "black" over its three source words.
CHAPTER_TARGET = "black"
CHAPTER_SCORES = WORKED_SCORES["chapter"]


def _rounded(tensor: torch.Tensor, digits: int = 4) -> Any:
    """Nested lists of Python floats rounded to ``digits`` (no float32 noise in the JSON)."""
    rounded: Any = tensor.double().round(decimals=digits).tolist()
    return rounded


def _run(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    score_name: str = "dot",
) -> dict[str, Any]:
    """The four steps of every query (T, D) against key (S, D) and value (S, Dv); mask (T, S)."""
    torch.manual_seed(SEED)
    score = scores.make_score(
        score_name, query.shape[-1], key.shape[-1], hidden_dim=4, max_source_len=len(key)
    )
    with torch.no_grad():  # the library's own attention, keeping every intermediate
        record = attention_record(query, key, value, mask, score=score)
    assert record.scores is not None and record.weights is not None
    visible = torch.ones(len(query), len(key), dtype=torch.bool) if mask is None else mask
    exps = record.scores.exp().where(visible, 0.0)  # (T, S): exp(e_j) before normalising
    steps = [
        {
            "query": _rounded(query[t]),
            "scores": _rounded(record.scores[t]),
            "visible": visible[t].tolist(),
            "exp_scores": _rounded(exps[t]),
            "weights": _rounded(record.weights[t]),
            "contributions": _rounded(record.weights[t, :, None] * value),  # (S, Dv)
            "context": _rounded(record.context[t]),
        }
        for t in range(len(query))
    ]
    return {
        "score": score_name,
        "formula": scores.SCORES[score_name].formula,
        "learned": len(list(score.parameters())) > 0,  # random: never trained here
        "values": _rounded(value),
        "steps": steps,
    }


def build() -> dict[str, Any]:
    """Everything the walkthrough shows, as plain data (the same in every language)."""
    query, key, value = torch.tensor(QUERIES), torch.tensor(KEYS), torch.tensor(VALUES)
    words_key, words_value = key[:NUM_WORDS], value[:NUM_WORDS]  # (3, D), (3, Dv)
    padding = masks.padding_mask(torch.tensor([NUM_WORDS]), max_len=len(KEYS))[0, 0]  # (1, S)
    target = torch.tensor(TARGET_VECTORS)
    causal = masks.causal_mask(len(target), len(target))  # (T, T): position t reads 0..t
    unmasked = masked_softmax(target @ target.T)  # (T, T): what the mask prevents
    return {
        "sentence": SENTENCE,
        "source_tokens": SOURCE_TOKENS,
        "target_tokens": TARGET_TOKENS,
        "keys": KEYS,
        "values": VALUES,
        "queries": QUERIES,
        "target_vectors": TARGET_VECTORS,
        "seed": SEED,
        "worked_examples": [
            {"name": name, "scores": s, "weights": _rounded(masked_softmax(torch.tensor(s)), 3)}
            for name, s in WORKED_SCORES.items()
        ],
        # cross-attention: the decoder's queries over the three source words
        "by_score": [
            _run(query, words_key, words_value, None, name)
            for name in scores.score_names(taught=True)
        ],
        # the source padded to 4 positions, read without and with its padding mask
        "without_padding_mask": _run(query, key, value, None),
        "padding_mask": _run(query, key, value, padding.expand(len(query), -1)),
        # self-attention over the target under the causal mask
        "causal_mask": {
            **_run(target, target, target, causal),
            "unmasked_weights": _rounded(unmasked),
            # zeroing the future after the softmax instead: the rows no longer sum to 1
            "zeroed_after_softmax_sums": _rounded((unmasked * causal).sum(-1)),
        },
    }


def is_chapter_sentence(sentence: str) -> bool:
    """Whether ``sentence`` is the chapter's, with or without its full stop."""
    return sentence.strip().rstrip("。.") == SENTENCE


def chapter_comparison(
    source_tokens: list[str], target_tokens: list[str], weights: list[list[float]]
) -> dict[str, Any]:
    """The chapter's row for "black" beside a model's, for the chapter's sentence translated
    by the model: ``source_tokens`` (S pieces), ``target_tokens`` (T pieces), ``weights``
    (T, S) its attention. The model's weights at the step that writes "black" are added up
    over the chapter's words (a piece counts for the word its first character is in; the
    pieces after 猫 are "the rest of the sentence"). ``step`` is None when the translation
    has no "black"."""
    words = SOURCE_TOKENS[:NUM_WORDS]
    chapter = masked_softmax(torch.tensor(CHAPTER_SCORES)).tolist()
    step = next(
        (t for t, piece in enumerate(target_tokens) if _word(piece) == CHAPTER_TARGET), None
    )
    result: dict[str, Any] = {
        "target": CHAPTER_TARGET,
        "words": words,
        "chapter_scores": CHAPTER_SCORES,
        "chapter_weights": [round(w, 3) for w in chapter],
        "step": step,
    }
    if step is None:
        return result
    starts = [sum(map(len, words[:i])) for i in range(len(words) + 1)]  # character offsets
    groups = [0.0] * (len(words) + 1)  # the chapter's words, then the rest of the sentence
    pieces: list[list[str]] = [[] for _ in groups]
    position = 0
    for piece, weight in zip(source_tokens, weights[step], strict=True):
        word = next((i for i in range(len(words)) if position < starts[i + 1]), len(words))
        groups[word] += weight
        pieces[word].append(piece)
        position += len(piece.removeprefix("▁"))
    result.update(
        model_weights=groups, model_pieces=pieces, previous=_previous(target_tokens, step)
    )
    return result


def _word(piece: str) -> str:
    return piece.removeprefix("▁").strip().lower()


def _previous(target_tokens: list[str], step: int) -> str:
    return "<s>" if step == 0 else target_tokens[step - 1]


def model_row(run: str, beam: int = 5) -> dict[str, Any]:
    """The chapter's sentence through a trained run (a directory or a shipped model's name):
    its translation and ``chapter_comparison`` on its cross-attention (the last layer, the
    mean over heads, as the explorer's Translate view shows it)."""
    from attnlab.translation import Translator

    translator = Translator.from_run(run)
    translation = translator.translate([SENTENCE + "。"], beam_size=beam)[0]
    if not translation.attention.cross:
        raise ValueError(f"{run} has no attention to compare with the chapter's row")
    weights = translation.attention.cross[-1][0].mean(dim=0)  # (T, S): the heads' mean
    comparison = chapter_comparison(
        translation.source_tokens, translation.target_tokens, weights.tolist()
    )
    return {"run": str(run), "beam": beam, "translation": translation.target, **comparison}


def _vector(values: list[float], digits: int = 3) -> str:
    return "[" + ", ".join(f"{v:.{digits}f}" for v in values) + "]"


def _row(tokens: list[str], numbers: list[float], visible: list[bool], masked: str) -> str:
    return "  ".join(
        f"{tok} {x:.3f}" if vis else f"{tok} {masked}"
        for tok, x, vis in zip(tokens, numbers, visible, strict=True)
    )


class _Text:
    """Lines of the walkthrough in one language."""

    def __init__(self, lang: str) -> None:
        self.lang = locales.check_language(lang)
        self.lines: list[str] = []

    def say(self, name: str, indent: int = 0, /, **params: object) -> None:
        text = locales.translate(self.lang, f"walkthrough.{name}", **params)
        self.lines.extend(" " * indent + line for line in text.split("\n"))

    def blank(self) -> None:
        self.lines.append("")

    def run(self, run: dict[str, Any], queries: list[str], keys: list[str], label: str) -> None:
        """The four steps of each query of ``run``: query, scores, softmax, context. A masked
        score is shown as -inf, the value the mask adds before the softmax."""
        masked = locales.translate(self.lang, "walkthrough.masked")
        for word, step in zip(queries, run["steps"], strict=True):
            weights, visible = step["weights"], step["visible"]
            shown = [True] * len(weights)
            self.say(label, 2, word=word)
            self.say("step_query", 4, query=_vector(step["query"]))
            self.say("step_scores", 4, scores=_row(keys, step["scores"], visible, masked))
            exps, total = step["exp_scores"], f"{sum(step['exp_scores']):.3f}"
            self.say("step_exp", 4, exps=_row(keys, exps, shown, masked), sum=total)
            weighted = _row(keys, weights, shown, masked)
            self.say("step_weights", 4, weights=weighted, sum=f"{sum(weights):.3f}")
            terms = " + ".join(
                f"{w:.3f}*{_vector(v, 0)}"
                for w, v, vis in zip(weights, run["values"], visible, strict=True)
                if vis
            )
            self.say("step_context", 4, terms=terms, context=_vector(step["context"]))


def format_text(data: dict[str, Any], lang: str = "en") -> str:
    """The walkthrough as text in ``lang`` ("en" or "zh")."""
    text = _Text(lang)
    words = data["source_tokens"][:NUM_WORDS]
    targets = data["target_tokens"]
    text.say("title")
    text.blank()
    text.say(
        "chapter_header", sentence=data["sentence"], target=" ".join(targets), words=" ".join(words)
    )
    text.say("key_value_intro", 2)
    for tok, k, v in zip(data["source_tokens"], data["keys"], data["values"], strict=True):
        if tok != PAD:
            text.say("key_value", 4, token=f"{tok:<3}", k=_vector(k, 1), v=_vector(v, 1))
    dot, *others = data["by_score"]
    text.say("chapter_run", 2, formula=dot["formula"])
    text.run(dot, targets, words, "query_for")
    text.say("chapter_check", 2)
    text.say("model_note", 2)
    text.blank()
    text.say("softmax_header")
    for example in data["worked_examples"]:
        text.say(
            f"softmax_{example['name']}",
            2,
            scores=_vector(example["scores"], 1),
            weights=_vector(example["weights"]),
        )
    for run in others:
        text.blank()
        text.say("score_header", name=run["score"], formula=run["formula"])
        if f"walkthrough.score_note_{run['score']}" in locales.load(text.lang):
            text.say(f"score_note_{run['score']}", 2)
        if run["learned"]:
            text.say("untrained", 2, seed=data["seed"])
        text.run(run, targets, words, "query_for")
    text.blank()
    text.say("padding_header", tokens=" ".join(data["source_tokens"]))
    text.say("without_mask", 2)
    text.run(data["without_padding_mask"], targets, data["source_tokens"], "query_for")
    text.say("with_mask", 2)
    text.run(data["padding_mask"], targets, data["source_tokens"], "query_for")
    text.blank()
    causal = data["causal_mask"]
    text.say("causal_header", tokens=" ".join(targets))
    for word, vector in zip(targets, data["target_vectors"], strict=True):
        text.say("target_vector", 4, token=word, vector=_vector(vector, 1))
    text.run(causal, targets, targets, "query_of")
    first = causal["unmasked_weights"][0]
    text.say("causal_without", 2, word=targets[0], reads=_row(targets, first, [True] * 3, ""))
    text.say(
        "mask_before_softmax",
        2,
        word=targets[1],
        sum=f"{causal['zeroed_after_softmax_sums'][1]:.3f}",
    )
    return "\n".join(text.lines)


def format_model_row(row: dict[str, Any], lang: str = "en") -> str:
    """``model_row``'s result as text in ``lang``: the chapter's row beside the model's."""
    text = _Text(lang)
    text.say(
        "model_header",
        run=row["run"],
        sentence=SENTENCE + "。",
        translation=row["translation"],
        beam=row["beam"],
    )
    if row["step"] is None:
        text.say("model_no_target", 2, target=row["target"])
        return "\n".join(text.lines)
    words, weights = row["words"], row["model_weights"]
    text.say("model_step", 2, target=row["target"], step=row["step"] + 1, previous=row["previous"])
    shown = [True] * len(words)
    text.say("model_chapter_row", 4, row=_row(words, row["chapter_weights"], shown, ""))
    rest = f"{weights[-1]:.3f}"
    text.say("model_model_row", 4, row=_row(words, weights[:-1], shown, ""), rest=rest)
    pieces = " | ".join(" ".join(group) for group in row["model_pieces"] if group)
    text.say("model_pieces", 4, pieces=pieces)
    text.say("chapter_why", 2)
    return "\n".join(text.lines)
