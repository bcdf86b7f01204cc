"""One sentence explained: its translation, the attention that produced it, three attributions
of every emitted token to the source tokens, how far they agree, and interventions on the
attention with what they changed.

    run = load_run("runs/tatoeba-bahdanau")
    explanation = explain(run, "我们明天去公园。")          # attention, attributions, agreement
    effect = intervene(run, "我们明天去公园。", "uniform")  # re-decoded, and per-step effects
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from attnlab.data.text import is_blank
from attnlab.decoding import beam_search, greedy_search
from attnlab.explain.agreement import agreement, diagonal
from attnlab.explain.attribution import attribute, completeness_gap, emitted_log_probs
from attnlab.explain.contrast import (
    Contrast,
    StepScores,
    alternative_id,
    attribute_contrast,
    piece_name,
    step_scores,
)
from attnlab.explain.faithfulness import Faithfulness, faithfulness_of
from attnlab.explain.interventions import (
    DESCRIPTIONS,
    INTERVENTIONS,
    Intervened,
    make_intervention,
    step_effects,
)
from attnlab.explain.occlusion import occlusion
from attnlab.masks import padding_mask
from attnlab.models import get_family
from attnlab.models.protocol import intervenable
from attnlab.runs import LoadedRun

METHODS = ("occlusion", "grad_x_input", "integrated_gradients")
MEAN = "mean"  # the attention map averaged over every layer and head
MAX_SOURCE_TOKENS = 200  # as the explorer's; 300 tokens took 37 s on one thread


@dataclass
class Explanation:
    """Everything ``explain`` found for one sentence; tensors are (T, S) unless noted."""

    family: str
    source: str
    source_ids: list[int]
    source_tokens: list[str]
    target: str
    target_ids: list[int]  # emitted, eos included when the hypothesis ended: T of them
    target_tokens: list[str]
    attention: dict[str, torch.Tensor]  # "layer l head h", "layer l" (head mean), MEAN; from 1
    attributions: dict[str, torch.Tensor]  # METHODS -> signed (T, S)
    completeness_error: torch.Tensor  # integrated gradients: sum minus f(x) - f(baseline), (T,)
    ig_difference: torch.Tensor  # integrated gradients' f(x) - f(baseline), (T,)
    ig_path_steps: int  # the points of integrated gradients' path
    # method -> attention name (and "diagonal") -> {"kendall_tau": [T], "top1": [T]}
    agreement: dict[str, dict[str, dict[str, list[float]]]] = field(default_factory=dict)
    # MEAN (the attention, if any), each of METHODS and RANDOM -> AOPC scores per step
    faithfulness: dict[str, Faithfulness] = field(default_factory=dict)
    steps: StepScores | None = None  # each emitted token's probability, entropy, top tokens
    unit: str = "pieces"  # what a token is: subword "pieces", or "words" (``by_words``)
    beam: int | None = None  # the beam the target was decoded with (1: greedy; None: unknown)

    @property
    def completeness_gap(self) -> float:
        """The share of f(x) - f(baseline) integrated gradients leave unexplained, over every
        step (``attribution.completeness_gap``)."""
        return completeness_gap(self.completeness_error, self.ig_difference)

    def to_json(self) -> dict[str, Any]:
        """Plain lists and numbers (NaN as None), ready for ``json.dumps``."""
        return plain(
            {
                "family": self.family,
                "unit": self.unit,
                "beam": self.beam,
                "source": self.source,
                "source_ids": self.source_ids,
                "source_tokens": self.source_tokens,
                "target": self.target,
                "target_ids": self.target_ids,
                "target_tokens": self.target_tokens,
                "attention": self.attention,
                "attributions": self.attributions,
                "ig_completeness_error": self.completeness_error,
                "ig_difference": self.ig_difference,
                "ig_path_steps": self.ig_path_steps,
                "agreement": self.agreement,
                "faithfulness": {
                    # the mean of the values as written, so that a file read back says the same
                    name: {**vars(scores), "mean": as_written(scores).summary()}
                    for name, scores in self.faithfulness.items()
                },
                "steps": self.steps.to_json() if self.steps is not None else None,
            }
        )

    @classmethod
    def from_json(cls, record: dict[str, Any]) -> Explanation:
        """The explanation ``to_json`` wrote (values as rounded there; None back to NaN)."""

        return cls(
            family=record["family"],
            source=record["source"],
            source_ids=record["source_ids"],
            source_tokens=record["source_tokens"],
            target=record["target"],
            target_ids=record["target_ids"],
            target_tokens=record["target_tokens"],
            attention={name: written_tensor(m) for name, m in record["attention"].items()},
            attributions={name: written_tensor(m) for name, m in record["attributions"].items()},
            completeness_error=written_tensor(record["ig_completeness_error"]),
            # files from before the zero baseline: 32 points from <pad>, the gap unknown (NaN)
            ig_difference=written_tensor(
                record.get("ig_difference", [None] * len(record["target_ids"]))
            ),
            ig_path_steps=record.get("ig_path_steps", 32),
            agreement=nan_for_none(record["agreement"]),
            faithfulness={
                name: Faithfulness(
                    written_tensor(f["comprehensiveness"]), written_tensor(f["sufficiency"])
                )
                for name, f in record.get("faithfulness", {}).items()
            },
            steps=StepScores(
                written_tensor(record["steps"]["probability"]),
                written_tensor(record["steps"]["entropy"]),
                [[(piece, p) for piece, p in step] for step in record["steps"]["top"]],
            )
            if record.get("steps")
            else None,
            unit=record.get("unit", "pieces"),
            beam=record.get("beam"),
        )


def written_tensor(values: Any) -> torch.Tensor:
    """What ``plain`` wrote of a tensor, as a tensor again (None back to NaN)."""
    return torch.tensor(nan_for_none(values), dtype=torch.float32)


def as_written(scores: Faithfulness) -> Faithfulness:
    """``scores`` as a file holds them: rounded by ``plain``, read back."""
    return Faithfulness(
        written_tensor(plain(scores.comprehensiveness)), written_tensor(plain(scores.sufficiency))
    )


def nan_for_none(value: Any) -> Any:
    """``plain``'s None (a NaN) back to NaN, through lists and dicts."""
    if value is None:
        return math.nan
    if isinstance(value, dict):
        return {key: nan_for_none(item) for key, item in value.items()}
    if isinstance(value, list):
        return [nan_for_none(item) for item in value]
    return value


@dataclass
class InterventionEffect:
    """One intervention on one explained sentence."""

    name: str
    description: str
    source_tokens: list[str]
    original_tokens: list[str]  # the translation without the intervention: T of them
    target: str  # re-decoded with the intervention at every step
    target_tokens: list[str]  # T' of them
    attention: torch.Tensor  # the intervened weights, head and layer mean, (T', S)
    total_variation: torch.Tensor  # at each original step alone, the prefix kept, (T,)
    changed: torch.Tensor  # the most probable next token differs there, (T,) boolean

    def to_json(self) -> dict[str, Any]:
        """Plain lists and numbers, ready for ``json.dumps``."""
        return plain(vars(self))


def plain(value: Any) -> Any:
    """Tensors, dicts and sequences as JSON values: lists, numbers rounded, NaN as None."""
    if isinstance(value, torch.Tensor):
        return plain(value.tolist())
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, float):
        return None if value != value else round(value, 6)  # NaN -> None
    return value


def _sentence(run: LoadedRun, sentence: str) -> tuple[list[int], torch.Tensor, torch.Tensor]:
    ids = [] if is_blank(sentence) else run.tokenizers.src.encode(sentence)
    if not ids:
        raise ValueError(f"nothing to explain: {sentence!r} has no source tokens")
    if len(ids) > MAX_SOURCE_TOKENS:  # occlusion alone decodes once per source token
        raise ValueError(
            f"the sentence has {len(ids)} source tokens; explain takes at most "
            f"{MAX_SOURCE_TOKENS} (its cost grows with the length squared). Explain one "
            "sentence at a time"
        )
    src = torch.tensor([ids])  # (1, S)
    return ids, src, padding_mask(torch.tensor([len(ids)]))  # (1, 1, 1, S)


def decode(
    run: LoadedRun, model: Any, src: torch.Tensor, src_mask: torch.Tensor, beam: int | None
) -> tuple[list[int], torch.Tensor]:
    """The emitted ids (eos included if it ended) and the head and layer mean of their cross
    attention (T, S), empty (0, S) without attention."""
    options, target = run.config.decode, run.tokenizers.tgt
    size = options.beam_size if beam is None else beam
    if size < 1:
        raise ValueError(f"--beam must be at least 1, got {beam}")
    with torch.no_grad():
        if size == 1:
            (hypothesis,) = greedy_search(
                model,
                src,
                src_mask,
                bos_id=target.bos_id,
                eos_id=target.eos_id,
                max_len_ratio=options.max_len_ratio,
                max_len_offset=options.max_len_offset,
            )
        else:
            (hypothesis,) = beam_search(
                model,
                src,
                src_mask,
                bos_id=target.bos_id,
                eos_id=target.eos_id,
                beam_size=size,
                length_penalty=options.length_penalty,
                beam_rule=options.beam_rule,
                max_len_ratio=options.max_len_ratio,
                max_len_offset=options.max_len_offset,
            )
    emitted = hypothesis.tokens + ([target.eos_id] if hypothesis.ended else [])
    maps = hypothesis.attention.cross
    mean = torch.cat(maps, dim=1).mean(dim=1)[0] if maps else torch.zeros(0, src.shape[1])  # (T, S)
    return emitted, mean


def _attention_maps(maps: list[torch.Tensor]) -> dict[str, torch.Tensor]:
    """Cross-attention maps (1, H, T, S) per layer -> named (T, S) maps."""
    named: dict[str, torch.Tensor] = {}
    if not maps:
        return named
    several_heads = len(maps) > 1 or maps[0].shape[1] > 1
    for layer, weights in enumerate(maps, start=1):  # from 1, as the explorer counts
        if several_heads:
            for head in range(weights.shape[1]):
                named[f"layer {layer} head {head + 1}"] = weights[0, head]
            named[f"layer {layer}"] = weights[0].mean(dim=0)
    named[MEAN] = torch.cat(maps, dim=1)[0].mean(dim=0)  # (T, S)
    return named


def explain(
    run: LoadedRun,
    sentence: str,
    *,
    beam: int | None = None,
    path_steps: int | None = None,
    measure_faithfulness: bool = True,
) -> Explanation:
    """Translate ``sentence`` (beam ``beam``, default the run's), then, under teacher forcing on
    what was emitted: the cross-attention of every layer and head, occlusion, gradient x input
    and integrated gradients (``path_steps`` points; None: until complete within 1 %, see
    ``attribution.integrated_gradients``), their agreement with attention, and
    (``measure_faithfulness``) the comprehensiveness and sufficiency of the mean attention, of
    each attribution and of a random ranking (``attnlab.explain.faithfulness``)."""
    model = run.model
    model.eval()
    source_ids, src, src_mask = _sentence(run, sentence)
    size = run.config.decode.beam_size if beam is None else beam
    emitted, _ = decode(run, model, src, src_mask, size)
    bos = run.tokenizers.tgt.bos_id
    target = torch.tensor([emitted])  # (1, T)
    tgt_in = torch.tensor([[bos, *emitted[:-1]]])  # (1, T)
    with torch.no_grad():
        forced = model(src, src_mask, tgt_in, need_weights=True)
    attention = _attention_maps(forced.attention.cross)
    scores = emitted_log_probs(model, src_mask, tgt_in, target)
    grad_x_input, ig = attribute(model, src, src_mask, tgt_in, target, path_steps=path_steps)
    attributions = {
        "occlusion": occlusion(scores, src, len(emitted)),
        "grad_x_input": grad_x_input,
        "integrated_gradients": ig.attributions,
    }
    references = {**attention, "diagonal": diagonal(len(emitted), len(source_ids))}
    faithful: dict[str, Faithfulness] = {}
    if measure_faithfulness:
        maps = {MEAN: attention[MEAN]} if attention else {}
        faithful = faithfulness_of(scores, src, {**maps, **attributions})
    return Explanation(
        family=run.config.model.family,
        source=sentence,
        source_ids=source_ids,
        source_tokens=run.tokenizers.src.id_to_pieces(source_ids),
        target=run.tokenizers.tgt.decode(emitted),
        target_ids=emitted,
        target_tokens=_pieces(run, emitted),
        attention=attention,
        attributions=attributions,
        completeness_error=ig.error,
        ig_difference=ig.difference,
        ig_path_steps=ig.path_steps,
        agreement={
            method: {
                name: agreement(reference, attributions[method])
                for name, reference in references.items()
            }
            for method in METHODS
        },
        faithfulness=faithful,
        steps=step_scores(run, forced.logits, target),
        beam=size,
    )


def contrast(
    run: LoadedRun,
    sentence: str,
    step: int | str,
    alternative: str,
    *,
    beam: int | None = None,
    path_steps: int | None = None,
) -> Contrast:
    """Translate ``sentence``, then ask why its emitted token ``step`` (an index from 0, or
    the emitted word itself: its first occurrence) and not ``alternative`` (a word: its first
    target piece): attributions of log p(emitted) - log p(alternative) (``attnlab.explain.
    contrast``)."""
    _, src, src_mask = _sentence(run, sentence)
    emitted, attention = decode(run, run.model, src, src_mask, beam)
    index = find_step(_pieces(run, emitted), step)
    return attribute_contrast(
        run,
        src,
        src_mask,
        emitted,
        index,
        alternative_id(run, alternative),
        attention=attention if attention.numel() else None,
        path_steps=path_steps,
    )


def find_step(pieces: list[str], step: int | str) -> int:
    """The emitted token ``step`` names: an index from 0, or a word written there (its piece
    without the word-start mark ▁; the first occurrence)."""
    if isinstance(step, int):
        if not 0 <= step < len(pieces):
            raise ValueError(f"step must be from 0 to {len(pieces) - 1}, got {step}")
        return step
    words = [piece.removeprefix("▁") for piece in pieces]
    if step.removeprefix("▁") not in words:
        raise ValueError(
            f"{step!r} is not among the emitted tokens {pieces}; name one of them or its number"
        )
    return words.index(step.removeprefix("▁"))


def intervene(
    run: LoadedRun,
    sentence: str,
    name: str,
    *,
    beam: int | None = None,
    seed: int = 0,
) -> InterventionEffect:
    """Intervention ``name`` (see ``interventions.INTERVENTIONS``) on the translation of
    ``sentence``: its effect at each step alone (the emitted prefix kept), and the translation
    decoded again with the intervention at every step."""
    if name not in INTERVENTIONS:
        raise ValueError(f"unknown intervention {name!r}; choose one of {list(INTERVENTIONS)}")
    model = run.config.model
    if get_family(model.family).cross_attention(model.options)[0] == 0:
        raise ValueError(f"the {model.family} model has no attention weights to intervene on")
    intervenable(run.model)  # refused before the first decode, not after
    source_ids, src, src_mask = _sentence(run, sentence)
    emitted, _ = decode(run, run.model, src, src_mask, beam)
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *emitted[:-1]]])  # (1, T)
    effects = step_effects(run.model, src, src_mask, tgt_in, make_intervention(name, seed))
    altered = Intervened(run.model, make_intervention(name, seed))
    changed_ids, attention = decode(run, altered, src, src_mask, beam)
    return InterventionEffect(
        name=name,
        description=DESCRIPTIONS[name],
        source_tokens=run.tokenizers.src.id_to_pieces(source_ids),
        original_tokens=_pieces(run, emitted),
        target=run.tokenizers.tgt.decode(changed_ids),
        target_tokens=_pieces(run, changed_ids),
        attention=attention,
        total_variation=effects.total_variation[0],
        changed=effects.changed[0],
    )


def _pieces(run: LoadedRun, ids: list[int]) -> list[str]:
    """Target pieces, eos shown as "</s>"."""
    return [piece_name(run, i) for i in ids]


def load_explanations(path: str | Path) -> list[Explanation]:
    """The explanations `attnlab explain RUN --input FILE` wrote, one JSON object a line."""
    found = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            found.append(Explanation.from_json(json.loads(line)))
        except (json.JSONDecodeError, KeyError, TypeError) as error:
            raise ValueError(
                f"{path}, line {number}: not an explanation as `attnlab explain --input` writes "
                f"them ({error})"
            ) from None
    return found
