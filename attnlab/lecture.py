"""The lecture's long sentence (../shared/seeds, "一个具体场景：翻译为什么会难") and its demo,
"点击英文词，看它应该关注哪些中文词", measured on a real model: for each English word the
lecture names, did the model write it, and where did its attention go when it did?

The lecture's point is that a fixed context cannot say "for this word, look at that part of
the input" (California, New York, released); attention can. A trained model may still fail:
this says plainly where, word by word.
"""

from __future__ import annotations

from typing import Any

SENTENCE = (
    "那位在加州工作了十年、后来搬到纽约创业、最近又回到上海的工程师，昨天终于发布了自己的新产品。"
)
# The English words ("|" between the forms a translation may use) -> the Chinese each should
# attend to; a translation's words match in any case
ALIGNMENTS = (
    ("California", "加州"),
    ("ten", "十年"),
    ("New York", "纽约"),
    ("Shanghai", "上海"),
    ("engineer", "工程师"),
    ("yesterday", "昨天"),
    ("finally|eventually", "终于"),
    ("released|launched|published", "发布"),
    ("product|products", "新产品"),
)


# The shipped model taught long sentences (results/long-sentences/): the explorer translates the
# lecture's sentence with it when it is open, as no other shipped model has read one that long
MODEL = "rnnsearch-long"


def is_lecture_sentence(sentence: str) -> bool:
    return sentence.strip() == SENTENCE


def _words(pieces: list[str]) -> list[tuple[str, list[int]]]:
    """SentencePiece pieces -> (lower-case word, the steps that wrote it): a piece starting
    with "▁" starts a word; punctuation and "</s>" are words of their own."""
    words: list[tuple[str, list[int]]] = []
    for step, piece in enumerate(pieces):
        text = piece.lstrip("▁")
        if (
            piece.startswith("▁")
            or not words
            or not text.isalnum()
            or not words[-1][0][-1:].isalnum()
        ):
            words.append((text.lower(), [step]))
        else:
            word, steps = words[-1]
            words[-1] = (word + text.lower(), [*steps, step])
    return [(word, steps) for word, steps in words if word]


def _span_pieces(source_tokens: list[str], span: str) -> set[int]:
    """The positions of the source pieces that overlap ``span`` in the sentence."""
    start = SENTENCE.index(span)
    end = start + len(span)
    found, position = set(), 0
    for j, piece in enumerate(source_tokens):
        text = piece.lstrip("▁")
        if text and position < end and position + len(text) > start:
            found.add(j)
        position += len(text)
    return found


def lecture_alignment(
    source_tokens: list[str], target_tokens: list[str], weights: list[list[float]]
) -> dict[str, Any]:
    """Each of the lecture's English words against a model's translation of its sentence:
    ``weights`` (T, S) the attention that wrote ``target_tokens``. A word the model wrote gets
    the attention on the Chinese it should look at (summed over the word's pieces' steps,
    averaged) and the source piece it looked at most; a word it did not write says so."""
    words = _words(target_tokens)
    rows = []
    for forms, chinese in ALIGNMENTS:
        found, parts = None, []
        for form in forms.split("|"):
            parts = form.split()
            found = next(
                (
                    i
                    for i in range(len(words) - len(parts) + 1)
                    if [w for w, _ in words[i : i + len(parts)]] == [p.lower() for p in parts]
                ),
                None,
            )
            if found is not None:
                break
        english = " ".join(parts) if found is not None else forms.split("|")[0]
        row: dict[str, Any] = {"english": english, "chinese": chinese, "written": found is not None}
        if found is not None:
            steps = [s for _, word_steps in words[found : found + len(parts)] for s in word_steps]
            mean = [  # (S,): the word's steps averaged
                sum(weights[s][j] for s in steps) / len(steps) for j in range(len(source_tokens))
            ]
            there = _span_pieces(source_tokens, chinese)
            top = max(range(len(source_tokens)), key=lambda j: mean[j])
            row.update(
                steps=steps,
                weight_on_chinese=round(sum(mean[j] for j in there), 3),
                most_attended=source_tokens[top],
                most_attended_weight=round(mean[top], 3),
                looks_there=top in there,  # the most attended piece is in that Chinese
            )
        rows.append(row)
    written = [r for r in rows if r["written"]]
    return {
        "sentence": SENTENCE,
        "words": rows,
        "written": len(written),
        "looks_there": sum(1 for r in written if r["looks_there"]),
    }
