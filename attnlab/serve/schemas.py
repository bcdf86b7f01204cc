"""The service's requests and answers as pydantic models: FastAPI validates every request
against them (and /docs shows them). Requests are strict: a number where a number belongs
(no "5" for 5), no field the model does not define (a misspelt one is named)."""

from __future__ import annotations

import difflib
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from attnlab.decoding.limits import MAX_BEAM, MAX_CHARACTERS


def _nearest(name: str, known: list[str]) -> str:
    close = difflib.get_close_matches(name, known, n=1)
    return f"; did you mean {close[0]!r}?" if close else f" (fields: {', '.join(known)})"


Text = Annotated[str, Field(max_length=MAX_CHARACTERS)]
# attnlab.aligners.METHODS (tests/serve check they agree)
AlignMethod = Literal["attention", "aligner", "occlusion", "grad_x_input", "integrated_gradients"]
ModelName = Annotated[
    str | None,
    Field(description="a model GET /v1/models lists; default: the first one served"),
]


def _field_name(name: str) -> str:
    """A field name as a message shows it: plain, or quoted with escapes when it holds a line
    break or another unprintable character (the message stays one line), cut when long."""
    shown = name if name.isprintable() else repr(name)
    return shown if len(shown) <= 40 else shown[:37] + "..."


class StrictRequest(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _known_fields(cls, data: Any) -> Any:
        """An unknown field is an error naming the nearest known one (a misspelling)."""
        if not isinstance(data, dict):
            return data  # pydantic says what the body should be
        known = list(cls.model_fields)
        unknown = [
            f"{_field_name(str(name))} is not a field{_nearest(str(name), known)}"
            for name in data
            if name not in known
        ]
        if unknown:
            raise PydanticCustomError("unknown_field", "; ".join(unknown))
        return data


class TranslateRequest(StrictRequest):
    sentences: list[Text] = Field(
        min_length=1,
        description="sentences to translate, at most the service's max_sentences "
        "(GET /v1/health); a blank one translates to nothing",
        examples=[["我喜欢喝茶。"]],
    )
    model: ModelName = None
    beam_size: int | None = Field(
        default=None, ge=1, le=MAX_BEAM, description="1 is greedy; default: the model's"
    )
    n_best: int = Field(
        default=1, ge=1, le=MAX_BEAM, description="hypotheses per sentence, at most beam_size"
    )
    alignments: bool = Field(default=False, description="word alignments, linked by align_with")
    align_with: AlignMethod | None = Field(
        default=None,
        description="how alignments link words (as `attnlab translate --align-with`): the "
        "attention, the word aligner or an attribution; default: the model's "
        "alignment_method (GET /v1/models)",
    )
    attention: bool = Field(default=False, description="the cross-attention matrix")
    confidence: bool = Field(
        default=False,
        description="how sure each hypothesis is, as `attnlab translate --confidence` says "
        "(results/quality): its words' signals, an estimated sentence chrF and flagged words",
    )


class StreamRequest(StrictRequest):
    sentence: Text = Field(examples=["我喜欢喝茶。"])
    model: ModelName = None


class Pair(StrictRequest):
    source: Text
    target: Text


class ScoreRequest(StrictRequest):
    pairs: list[Pair] = Field(
        min_length=1, description="at most the service's max_sentences (GET /v1/health)"
    )
    model: ModelName = None


class Hypothesis(BaseModel):
    text: str = Field(description="the translation, detokenized")
    tokens: list[str] = Field(description='its subword pieces, then "</s>" if it ended')
    log_prob: float | None = Field(
        default=None,
        description="natural-log probability of every token, eos included; absent where the "
        "engine cannot say (a CTranslate2 hypothesis cut at its length limit)",
    )
    score: float | None = Field(
        default=None,
        description="what the beam ranks by: log_prob / ((5 + T) / 6) ** length_penalty "
        "(attnlab), log_prob / T ** length_penalty (CTranslate2); absent as log_prob",
    )
    alignment: list[tuple[int, int]] | None = Field(
        default=None,
        description="Pharaoh pairs (source word i, target word j), from 0, one per target word",
    )
    attention: list[list[float]] | None = Field(
        default=None,
        description="the last layer's cross-attention, mean of its heads: a row per target "
        "token (tokens), a column per source token (source_tokens)",
    )
    confidence: Confidence | None = None


class WordConfidence(BaseModel):
    text: str
    flags: list[str] = Field(description='raised on the word: "wrong", "hallucination" '
                             '(target words), "omission" (source words)')  # fmt: skip
    log_prob: float | None = Field(default=None, description="a target word's, its pieces' sum")
    probability: float | None = None
    entropy: float | None = Field(default=None, description="its pieces' mean, nats")
    dropout_sd: float | None = Field(
        default=None, description="the sd of its probability over Monte Carlo dropout passes"
    )
    dropout_changed: float | None = Field(
        default=None, description="the share of those passes where it is not the most probable"
    )
    source_share: float | None = Field(
        default=None, description="the share of its log-probability that comes from the source"
    )
    coverage: float | None = Field(
        default=None, description="a source word's attention received x S / T (1: even)"
    )
    peak: float | None = Field(default=None, description="the most one target piece gave it")


class Confidence(BaseModel):
    score: float | None = Field(
        default=None,
        description="the estimated sentence chrF, 0-100; absent where the model has no "
        "quality.json",
    )
    words: list[WordConfidence] = Field(description="the target words")
    source_words: list[WordConfidence]
    log_prob: float
    missing: dict[str, str] = Field(description="signals the model cannot give, and why")


class StreamedPiece(BaseModel):
    piece: str = Field(description='a target subword piece; "▁" starts a word')
    log_prob: float


class SentenceTranslation(BaseModel):
    source: str
    source_tokens: list[str]
    hypotheses: list[Hypothesis] = Field(description="n_best of them, best first")


class TranslateResponse(BaseModel):
    model: str
    beam_size: int
    translations: list[SentenceTranslation]


class PairScore(BaseModel):
    source: str
    target: str
    target_tokens: list[str]
    token_log_probs: list[float]
    log_prob: float = Field(description="sum of token_log_probs: log p(target | source)")
    log_prob_per_token: float


class ScoreResponse(BaseModel):
    model: str
    scores: list[PairScore]


class ModelInfo(BaseModel):
    name: str
    family: str
    description: str
    source_language: str
    target_language: str
    default_beam_size: int
    has_attention: bool = Field(description="cross-attention: attention, alignments from it")
    alignment_method: str = Field(
        description="how alignments link words when a request names no align_with: the "
        "method with the lowest error on the dev split for the model's family"
    )
    engine: str = Field(
        description='what decodes its translations: "attnlab float32", "attnlab int8" or '
        '"ctranslate2 QUANTIZATION" (scoring and streaming always run on attnlab)'
    )


class ModelStats(BaseModel):
    name: str
    waiting: int = Field(description="requests queued now")
    decode_calls: int
    requests: int = Field(description="requests answered by those calls")
    sentences: int
    most_requests_in_a_call: int


class ServiceLimits(BaseModel):
    max_sentences: int = Field(description="sentences (or pairs) in one request")
    max_source_tokens: int = Field(description="source tokens of one sentence")
    max_body_bytes: int
    max_in_flight: int = Field(description="requests inside the service at once; then 503")


class Health(BaseModel):
    status: str
    limits: ServiceLimits
    models: list[ModelStats]


class Error(BaseModel):
    error: str = Field(description="what was wrong and how to fix it")
