"""The four steps of attention with a trained model's real numbers.

For a chosen output (a translation) the model runs teacher-forced with ``need_weights=True``
and reports, for every decoding step t, what its attention computed (``AttentionRecord``): the
query, the keys as the score read them, every source position's score, the softmax weights,
the values and the context c_t = sum_j alpha_tj v_j. Nothing is recomputed here, so what the
explorer shows is what the model used; the words for each step come from the family's spec.
References: Bahdanau et al. 2015 (eqs. 5-6); Luong et al. 2015 (eqs. 7-10); Vaswani et al.
2017 (eq. 1).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch import nn

from attnlab.locales import FALLBACK, load
from attnlab.models import Family

# what the four-steps view names in words: the family's formulas and its note
FORMULA_FIELDS = ("query", "key", "score", "value", "context", "note")


def formula_keys(family: str) -> dict[str, str]:
    """field -> the locale key of a built-in family's words for it (the page words them in its
    language); empty for a family without them (a plugin's), whose English names the page shows."""
    keys = {field: f"steps.formula.{family}.{field}" for field in FORMULA_FIELDS}
    return {field: key for field, key in keys.items() if key in load(FALLBACK)}


def english_formulas(family: Family) -> dict[str, str]:
    """field -> the family's words for it in English: a plugin's own ``formulas``, a built-in
    family's from the locale files (their one home)."""
    if family.formulas:
        return dict(family.formulas)
    return {field: load(FALLBACK)[key] for field, key in formula_keys(family.name).items()}


@dataclass(frozen=True)
class FourSteps:
    """Every decoding step of one sentence (B = 1), for one attention layer and head.

    ``queries``/``keys``/``scores``/``weights``/``values`` are None for a model without
    attention; ``centers`` (p_t) and ``half_width`` (D) are set for local attention. ``names``
    and ``notes`` are English; the page words the built-in families in every language
    (attnlab/locales, ``steps.formula.FAMILY.FIELD``).
    """

    family: str
    layer: int
    head: int
    context: torch.Tensor  # c_t, (T, Dv)
    queries: torch.Tensor | None = None  # (T, Dq)
    scores: torch.Tensor | None = None  # e_tj, (T, S)
    weights: torch.Tensor | None = None  # alpha_tj, (T, S)
    values: torch.Tensor | None = None  # v_j, what the weights mix, (S, Dv)
    keys: torch.Tensor | None = None  # k_j as the score read it (Bahdanau: U h_j + b), (S, Dk)
    centers: torch.Tensor | None = None  # local attention's p_t, (T,)
    half_width: int | None = None  # local attention's D
    names: dict[str, str] = field(default_factory=dict)  # query/score/value/context formulas
    notes: list[str] = field(default_factory=list)

    @property
    def num_steps(self) -> int:
        return self.context.shape[0]

    def contributions(self, step: int) -> torch.Tensor:
        """alpha_tj v_j of every source position j at step t: (S, Dv); their sum is c_t."""
        assert self.weights is not None and self.values is not None
        return self.weights[step][:, None] * self.values  # (S, Dv)


LOCAL_NOTE = (
    "Local attention: the softmax runs only over the window of ±{half_width} positions around "
    "p_t (local-p then multiplies the weights by a Gaussian centred on p_t); positions outside "
    "it weigh 0, so softmax(all scores) differs from the weights."
)


def step_words(
    family: Family, layer: int, head: int, head_dim: int, half_width: int | None
) -> tuple[dict[str, str], list[str]]:
    """The family's formulas for ``layer`` and ``head`` (0-based) of ``head_dim`` values, and
    its notes, in English: ``FourSteps.names`` and ``notes``."""
    # layers and heads counted from 1 in words, as the page's selectors and the PNGs count them
    fill = {"{layer}": layer + 1, "{head}": head + 1, "{head_dim}": head_dim}
    names = english_formulas(family)
    for key, text in names.items():  # not str.format: formulas have braces, s_{t−1}
        for field_name, value in fill.items():
            text = text.replace(field_name, str(value))
        names[key] = text
    notes = [names.pop("note")] if "note" in names else []
    if half_width is not None:
        notes.append(LOCAL_NOTE.format(half_width=half_width))
    return names, notes


@torch.no_grad()
def four_steps(
    model: nn.Module,
    family: Family,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    *,
    layer: int | None = None,
    head: int = 0,
) -> FourSteps:
    """src (1, S), src_mask (1, 1, 1, S), tgt_in (1, T) = [bos, y_1, ..., y_{T-1}] -> the
    four steps at every target step, for cross-attention ``layer`` (default: the last) and
    ``head``."""
    if src.shape[0] != 1 or tgt_in.shape[0] != 1:
        raise ValueError(f"one sentence at a time, got src {tuple(src.shape)}")
    model.eval()
    records = model(src, src_mask, tgt_in, need_weights=True).records.cross
    layer = len(records) - 1 if layer is None else layer
    heads = records[0].context.shape[1] if records else 0
    if not 0 <= layer < len(records) or not 0 <= head < heads:
        raise ValueError(
            f"layer {layer} head {head} out of range: {len(records)} layers, {heads} heads"
        )
    record = records[layer]

    def pick(tensor: torch.Tensor | None) -> torch.Tensor | None:
        return None if tensor is None else tensor[0, head]  # drop B = 1, pick the head

    names, notes = step_words(family, layer, head, record.context.shape[-1], record.half_width)
    return FourSteps(
        family=family.name,
        layer=layer,
        head=head,
        context=record.context[0, head],  # (T, Dv)
        queries=pick(record.query),  # (T, Dq)
        scores=pick(record.scores),  # (T, S)
        weights=pick(record.weights),  # (T, S)
        values=pick(record.value),  # (S, Dv)
        keys=pick(record.key),  # (S, Dk)
        centers=pick(record.centers),  # (T,)
        half_width=record.half_width,
        names=names,
        notes=notes,
    )
