"""Corpus BLEU and chrF through sacreBLEU, with the signatures that make the numbers comparable,
and exact matches: the sentences a model got exactly right.

References: Post (2018), "A Call for Clarity in Reporting BLEU Scores"; Popović (2015), chrF.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from sacrebleu.metrics import BLEU, CHRF

from attnlab.data.languages import is_chinese
from attnlab.locales import say

MAX_ORDER = 4  # BLEU's n-gram orders, 1 to 4


@dataclass(frozen=True)
class CorpusScores:
    """BLEU and chrF of one corpus, each with its sacreBLEU signature."""

    bleu: float
    chrf: float
    bleu_signature: str
    chrf_signature: str
    num_sentences: int
    # n-gram precisions, brevity penalty and lengths, as sacreBLEU prints them.
    bleu_details: str
    # Hypotheses equal to one of their references (see ``count_exact_matches``); None in
    # reports written before it was counted.
    exact_matches: int | None = None
    # The n-gram orders BLEU averaged: 4, or fewer under effective order (see corpus_scores).
    bleu_order: int = MAX_ORDER

    @property
    def exact_match(self) -> float | None:
        """Exact matches as a percentage of the sentences."""
        return _percent(self.exact_matches, self.num_sentences)

    def format(self) -> str:
        """Print-ready lines: ``BLEU = 27.31 <details>  <signature>``, chrF alike, exact match."""
        lines = [
            f"BLEU = {self.bleu:.2f} {self.bleu_details}  {self.bleu_signature}",
            f"chrF = {self.chrf:.2f}  {self.chrf_signature}",
        ]
        if self.exact_matches is not None:
            percent = f"{self.exact_match:.1f}"
            lines.append(
                say(
                    "messages.exact_match",
                    percent=percent,
                    matches=self.exact_matches,
                    sentences=self.num_sentences,
                )
            )
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CorpusScores:
        return cls(**data)


def _percent(count: int | None, total: int) -> float | None:
    return None if count is None or total == 0 else 100.0 * count / total


def collapse_spaces(text: str) -> str:
    """'  a  b ' -> 'a b': the comparison ``count_exact_matches`` makes by default."""
    return " ".join(text.split())


def count_exact_matches(
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    normalize: Callable[[str], str] = collapse_spaces,
) -> int:
    """How many hypotheses equal one of their references once both went through
    ``normalize``. Give it the normalization the hypotheses are written in (the target
    tokenizer's), so a reference is not missed for its spacing or script."""
    return sum(
        normalize(hyp) in {normalize(ref) for ref in refs}
        for hyp, refs in zip(hypotheses, references, strict=True)
    )


def tokenizer_for(target_lang: str) -> str:
    """sacreBLEU's tokenizer for a target language: 'zh' for Chinese (any tag ``is_chinese``
    accepts, 'cmn' included), '13a' otherwise."""
    return "zh" if is_chinese(target_lang) else "13a"


def reference_streams(references: Sequence[Sequence[str]]) -> list[list[str | None]]:
    """Transpose references per hypothesis into sacreBLEU's reference streams.

    Sentence i with fewer references than the most any sentence has is padded with None,
    which sacreBLEU drops; an empty string would count as a real, empty reference and change
    the brevity penalty.
    """
    width = max(len(refs) for refs in references)
    return [[refs[k] if k < len(refs) else None for refs in references] for k in range(width)]


def check_corpus(hypotheses: Sequence[str], references: Sequence[Sequence[str]]) -> None:
    """Raise ValueError, saying what to fix, unless every hypothesis has >= 1 non-empty ref."""
    if isinstance(hypotheses, str) or isinstance(references, str):
        raise ValueError("hypotheses and references must be lists of strings, not one string")
    if len(hypotheses) != len(references):
        raise ValueError(
            f"got {len(hypotheses)} hypotheses but {len(references)} reference lists: "
            "give one list of references per hypothesis"
        )
    if not hypotheses:
        raise ValueError("the corpus is empty: give at least one hypothesis")
    for i, refs in enumerate(references):
        if isinstance(refs, str):
            raise ValueError(
                f"references[{i}] is a string; wrap it in a list: references[{i}] = [{refs!r}]"
            )
        if len(refs) == 0:
            raise ValueError(f"hypothesis {i} has no reference: give at least one per sentence")
        for k, ref in enumerate(refs):
            if not isinstance(ref, str) or not ref.strip():
                raise ValueError(
                    f"references[{i}][{k}] is {ref!r}: each reference must be a non-empty "
                    "string (drop it; sentences may have different numbers of references)"
                )
    for i, hyp in enumerate(hypotheses):
        if not isinstance(hyp, str):
            raise ValueError(f"hypotheses[{i}] is {hyp!r}: each hypothesis must be a string")


def corpus_scores(
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    target_lang: str,
    tokenize: str | None = None,
    *,
    normalize: Callable[[str], str] = collapse_spaces,
    effective_order: bool = False,
) -> CorpusScores:
    """Corpus BLEU and chrF of ``hypotheses`` against one or more references each, and how
    many equal a reference (compared through ``normalize``, see ``count_exact_matches``).

    references[i] lists the references of hypotheses[i]; their number may vary by sentence.
    BLEU tokenizes with ``tokenizer_for(target_lang)`` unless ``tokenize`` names another
    sacreBLEU tokenizer (for example 'ja-mecab', 'spm' or 'none'). ``effective_order``
    (sacreBLEU's): when no hypothesis has an n-gram of some order (all shorter than 4 tokens),
    average the orders they have instead of scoring 0; the same as plain BLEU otherwise.
    """
    check_corpus(hypotheses, references)
    hyps = list(hypotheses)
    streams = reference_streams(references)
    # sacreBLEU's types say list[list[str]]; None entries are its documented padding.
    bleu = BLEU(tokenize=tokenize or tokenizer_for(target_lang), effective_order=effective_order)
    chrf = CHRF()
    bleu_score = bleu.corpus_score(hyps, streams)  # type: ignore[arg-type]
    chrf_score = chrf.corpus_score(hyps, streams)  # type: ignore[arg-type]
    precisions = "/".join(f"{p:.1f}" for p in bleu_score.precisions)
    ratio = bleu_score.sys_len / max(bleu_score.ref_len, 1)
    details = (
        f"{precisions} (BP = {bleu_score.bp:.3f} ratio = {ratio:.3f} "
        f"hyp_len = {bleu_score.sys_len} ref_len = {bleu_score.ref_len})"
    )
    return CorpusScores(
        bleu=float(bleu_score.score),
        chrf=float(chrf_score.score),
        bleu_signature=str(bleu.get_signature()),
        chrf_signature=str(chrf.get_signature()),
        num_sentences=len(hyps),
        bleu_details=details,
        exact_matches=count_exact_matches(hyps, references, normalize),
        # sacreBLEU stops at the first order no hypothesis has; totals only fall with n.
        bleu_order=sum(total > 0 for total in bleu_score.totals) if effective_order else MAX_ORDER,
    )
