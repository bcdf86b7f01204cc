"""Why this word and not that one? Contrastive attribution of one emitted token (Yin & Neubig
2022, "Interpreting Language Models with Contrastive Explanations"), and the scores of every
decoding step.

For the emitted token y_t and an alternative a at the same step (the target prefix held
fixed), every method attributes f = log p(y_t | y_<t, x) - log p(a | y_<t, x) to the source
tokens: a positive attribution is a source token that speaks for y_t against a. Occlusion,
gradient x input and integrated gradients (its completeness error is that of f), as
``attnlab.explain`` computes them for f = log p(y_t).

``step_scores``: per emitted token, its probability, the entropy of the distribution it was
drawn from, and the model's most probable tokens there (the alternatives worth asking about).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from attnlab.alignment import WORD_START
from attnlab.explain.attribution import (
    TokenScores,
    forced_logits,
    gradient_x_input,
    integrated_gradients,
)
from attnlab.explain.occlusion import occlusion
from attnlab.models.protocol import source_embedding
from attnlab.runs import LoadedRun
from attnlab.translation import EOS_PIECE

TOP_ALTERNATIVES = 5  # the most probable tokens shown per step


@dataclass(frozen=True)
class StepScores:
    """Per emitted token (T of them): what the model thought at that step."""

    probability: torch.Tensor  # p(y_t), (T,)
    entropy: torch.Tensor  # of p(. | y_<t, x), in nats, (T,)
    top: list[list[tuple[str, float]]]  # per step the TOP_ALTERNATIVES most probable pieces

    def to_json(self) -> dict[str, Any]:
        return {
            "probability": [round(float(p), 6) for p in self.probability],
            "entropy": [round(float(h), 6) for h in self.entropy],
            "top": [[[piece, round(p, 6)] for piece, p in step] for step in self.top],
        }


def step_scores(run: LoadedRun, logits: torch.Tensor, target: torch.Tensor) -> StepScores:
    """Teacher-forced logits (1, T, V) and the emitted ids (1, T) -> their StepScores."""
    log_p = torch.log_softmax(logits[0].float(), dim=-1)  # (T, V)
    probs = log_p.exp()
    top_p, top_ids = probs.topk(min(TOP_ALTERNATIVES, probs.shape[-1]), dim=-1)
    return StepScores(
        probability=probs.gather(1, target[0][:, None])[:, 0].detach(),
        entropy=-(probs * log_p).nan_to_num().sum(dim=-1).detach(),
        top=[
            [(piece_name(run, int(i)), float(p)) for p, i in zip(ps, ids, strict=True)]
            for ps, ids in zip(top_p, top_ids, strict=True)
        ],
    )


def piece_name(run: LoadedRun, index: int) -> str:
    """A target piece as the explanation shows it: eos as "</s>"."""
    target = run.tokenizers.tgt
    return EOS_PIECE if index == target.eos_id else target.id_to_piece(index)


@dataclass(frozen=True)
class Contrast:
    """One emitted token against an alternative: the attributions of the difference."""

    step: int  # which emitted token, from 0
    emitted: str  # its piece
    alternative: str  # the alternative's piece
    source_tokens: list[str]
    probability: float  # p(emitted)
    alternative_probability: float  # p(alternative), at the same step and prefix
    attention: torch.Tensor | None  # the mean attention row at the step, (S,); None without
    attributions: dict[str, torch.Tensor]  # method -> (S,), signed: + speaks for the emitted
    completeness_error: float  # integrated gradients' sum minus f(x) - f(baseline)
    completeness_gap: float  # |completeness_error| / |f(x) - f(baseline)|
    ig_path_steps: int  # the points of integrated gradients' path

    def to_json(self) -> dict[str, Any]:
        from attnlab.explain.explanation import plain

        return plain(vars(self))


def alternative_id(run: LoadedRun, alternative: str) -> int:
    """The target piece an alternative names: itself if it is a piece of the vocabulary
    ("▁dog", "ly", "</s>"), else a word's first piece, as the model would start to write it
    ("dog" -> "▁dog"). ValueError when it has none."""
    target, text = run.tokenizers.tgt, alternative.strip()
    if text == EOS_PIECE:
        return target.eos_id
    piece = target.piece_to_id(text) if text else None
    if piece is not None:
        return piece
    ids = target.encode(text) if text else []
    if not ids:
        raise ValueError(f"the alternative {alternative!r} has no target pieces; give a word")
    # The piece of the word's first character: after a bare word start "▁", the next one. If
    # it is <unk>, the model cannot write the word, and its first piece "▁" is not the word.
    first = ids[1:2] if target.id_to_piece(ids[0]) == WORD_START else ids[:1]
    if first == [target.unk_id]:
        raise ValueError(
            f"the alternative {alternative!r} starts with a character the target vocabulary "
            "does not have; give a word the model can write"
        )
    return ids[0]


def contrastive_scores(
    model: torch.nn.Module,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    step: int,
    emitted: int,
    alternative: int,
) -> TokenScores:
    """f(src) = log p(emitted) - log p(alternative) at ``step``, teacher-forced on tgt_in
    (1, T): src ids (N, S) -> (N, 1)."""

    def scores(src: torch.Tensor) -> torch.Tensor:
        logits = forced_logits(model, src, src_mask, tgt_in)  # <pad>: hidden, as zeros
        log_p = torch.log_softmax(logits[:, step].float(), dim=-1)  # (N, V)
        return (log_p[:, emitted] - log_p[:, alternative])[:, None]  # (N, 1)

    return scores


def attribute_contrast(
    run: LoadedRun,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    emitted_ids: list[int],
    step: int,
    alternative: int,
    *,
    attention: torch.Tensor | None = None,
    path_steps: int | None = None,
) -> Contrast:
    """Why ``emitted_ids[step]`` and not ``alternative`` (a target id) for the sentence src
    (1, S); ``attention``: the mean attention map (T, S) to show the step's row of."""
    if not 0 <= step < len(emitted_ids):
        raise ValueError(f"step must be from 0 to {len(emitted_ids) - 1}, got {step}")
    if alternative == emitted_ids[step]:
        raise ValueError("the alternative is the emitted token itself: pick another")
    model = run.model
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *emitted_ids[:-1]]])  # (1, T)
    scores = contrastive_scores(model, src_mask, tgt_in, step, emitted_ids[step], alternative)
    layer = source_embedding(model)
    ig = integrated_gradients(scores, src, layer, 1, path_steps=path_steps)
    with torch.no_grad():
        logits = model(src, src_mask, tgt_in).logits[0, step].float()
    probs = torch.softmax(logits, dim=-1)
    return Contrast(
        step=step,
        emitted=piece_name(run, emitted_ids[step]),
        alternative=piece_name(run, alternative),
        source_tokens=run.tokenizers.src.id_to_pieces(src[0].tolist()),
        probability=float(probs[emitted_ids[step]]),
        alternative_probability=float(probs[alternative]),
        attention=attention[step] if attention is not None else None,
        attributions={
            "occlusion": occlusion(scores, src, 1)[0],
            "grad_x_input": gradient_x_input(scores, src, layer, 1)[0].detach(),
            "integrated_gradients": ig.attributions[0],
        },
        completeness_error=float(ig.error[0]),
        completeness_gap=ig.gap,
        ig_path_steps=ig.path_steps,
    )
