"""The four steps of attention with a trained model's real numbers, one function per family.

For a chosen output (a translation), re-run the model teacher-forced and read, at every
decoding step t: the query, every source position's score, the softmax weights, the values
and the context c_t = sum_j alpha_tj v_j. Only public model pieces are used (``encode``,
``init_state``, ``step``, the score modules, the attention layers' projections), so what the
explorer shows is what the model computes. References: Bahdanau et al. 2015 (eqs. 5-6);
Luong et al. 2015 (eqs. 7-10); Vaswani et al. 2017 (eq. 1).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import cast

import torch
from torch import nn

from attnlab.functional import masked_softmax
from attnlab.models.luong import LuongSeq2Seq
from attnlab.models.rnn_seq2seq import RNNSeq2Seq
from attnlab.models.transformer import DecoderLayer, TransformerSeq2Seq


@dataclass(frozen=True)
class FourSteps:
    """Every decoding step of one sentence (B = 1), for one attention layer and head.

    ``queries``/``scores``/``weights`` are None for a model without attention.
    """

    family: str
    layer: int
    head: int
    context: torch.Tensor  # c_t, (T, Dv)
    queries: torch.Tensor | None = None  # (T, Dq)
    scores: torch.Tensor | None = None  # e_tj, (T, S)
    weights: torch.Tensor | None = None  # alpha_tj, (T, S)
    values: torch.Tensor | None = None  # v_j, what the weights mix, (S, Dv)
    names: dict[str, str] = field(default_factory=dict)  # query/score/value/context formulas
    notes: list[str] = field(default_factory=list)

    @property
    def num_steps(self) -> int:
        return self.context.shape[0]

    def contributions(self, step: int) -> torch.Tensor:
        """alpha_tj v_j of every source position j at step t: (S, Dv); their sum is c_t."""
        assert self.weights is not None and self.values is not None
        return self.weights[step][:, None] * self.values  # (S, Dv)


@torch.no_grad()
def four_steps(
    model: nn.Module,
    family: str,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    *,
    layer: int | None = None,
    head: int = 0,
) -> FourSteps:
    """src (1, S), src_mask (1, 1, 1, S), tgt_in (1, T) = [bos, y_1, ..., y_{T-1}] -> the
    four steps at every target step. ``layer``/``head`` pick a Transformer cross-attention
    (default: the last layer, head 0); RNN models have one layer and one head."""
    if src.shape[0] != 1 or tgt_in.shape[0] != 1:
        raise ValueError(f"one sentence at a time, got src {tuple(src.shape)}")
    model.eval()
    if isinstance(model, TransformerSeq2Seq):
        return transformer_steps(model, src, src_mask, tgt_in, layer=layer, head=head)
    if isinstance(model, LuongSeq2Seq):
        return luong_steps(model, src, src_mask, tgt_in)
    if isinstance(model, RNNSeq2Seq):
        if model.use_attention:
            return bahdanau_steps(model, src, src_mask, tgt_in)
        return fixed_context_steps(model, src, src_mask, tgt_in)
    raise ValueError(f"no four-steps view for {type(model).__name__} ({family})")


def bahdanau_steps(
    model: RNNSeq2Seq, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor
) -> FourSteps:
    """RNNsearch: the query is the previous decoder state s_{t-1} (top layer), the keys U h_j
    were projected once in ``init_state``, the values are the annotations h_j."""
    state = model.init_state(model.encode(src, src_mask), src_mask)
    assert state.projected_keys is not None
    queries, scores, weights, contexts = [], [], [], []
    for t in range(tgt_in.shape[1]):
        query = state.hidden[-1]  # s_{t-1}, (1, Hd)
        score = model.score(query[:, None], projected_key=state.projected_keys)  # (1, 1, S)
        weight = masked_softmax(score, src_mask[:, 0])  # (1, 1, S)
        queries.append(query[0])
        scores.append(score[0, 0])
        weights.append(weight[0, 0])
        contexts.append((weight @ state.annotations)[0, 0])  # (2H,)
        state = model.step(tgt_in[:, t], state).state
    return FourSteps(
        family="bahdanau",
        layer=0,
        head=0,
        queries=torch.stack(queries),  # (T, Hd)
        scores=torch.stack(scores),  # (T, S)
        weights=torch.stack(weights),  # (T, S)
        values=state.annotations[0],  # (S, 2H)
        context=torch.stack(contexts),  # (T, 2H)
        names={
            "query": "s_{t−1}: the decoder state before step t (top layer)",
            "score": "e_tj = vᵀ tanh(W s_{t−1} + U h_j)",
            "value": "h_j = [fwd_j; bwd_j]: the annotation of source position j",
            "context": "c_t = Σ_j α_tj h_j",
        },
    )


def luong_steps(
    model: LuongSeq2Seq, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor
) -> FourSteps:
    """Luong: the query is h_t, the decoder state *after* this step's RNN update; the values
    are h̄_s = W_m h_s. Local attention keeps a window around p_t (and, local-p, a Gaussian)."""
    state = model.init_state(model.encode(src, src_mask), src_mask)
    memory = state.memory[:, None]  # (1, 1, S, Hd): one head
    keys = memory if state.projected_keys is None else state.projected_keys[:, None]
    queries, scores, weights, contexts = [], [], [], []
    for t in range(tgt_in.shape[1]):
        position = state.step[:, None, None]  # (1, 1, 1): t, local-m's p_t
        state = model.step(tgt_in[:, t], state).state
        query = state.hidden[-1][:, None, None]  # h_t, (1, 1, 1, Hd)
        score = model.score(query, keys)  # (1, 1, 1, S)
        if model.local_attention is None:
            weight = masked_softmax(score, src_mask)
        else:
            weight = model.local_attention(
                query, keys, memory, src_mask, positions=position
            ).weights
        queries.append(query[0, 0, 0])
        scores.append(score[0, 0, 0])
        weights.append(weight[0, 0, 0])
        contexts.append((weight @ memory)[0, 0, 0])  # (Hd,)
    notes = []
    if model.local_attention is not None:
        window = model.local_attention.half_width
        notes.append(
            f"Local attention: the softmax runs only over the window of ±{window} positions "
            "around p_t"
            + (
                ", then weights are multiplied by a Gaussian"
                if model.local_attention.predictive
                else ""
            )
            + "; positions outside it weigh 0, so softmax(all scores) differs from the weights."
        )
    return FourSteps(
        family="luong",
        layer=0,
        head=0,
        queries=torch.stack(queries),  # (T, Hd)
        scores=torch.stack(scores),  # (T, S)
        weights=torch.stack(weights),  # (T, S)
        values=state.memory[0],  # (S, Hd)
        context=torch.stack(contexts),  # (T, Hd)
        names={
            "query": "h_t: the decoder state after this step's RNN update (top layer)",
            "score": "score(h_t, h̄_s), Luong eq. 8",
            "value": "h̄_s = W_m [fwd_s; bwd_s]: the projected source state",
            "context": "c_t = Σ_s a_t(s) h̄_s",
        },
        notes=notes,
    )


def transformer_steps(
    model: TransformerSeq2Seq,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    tgt_in: torch.Tensor,
    *,
    layer: int | None,
    head: int,
) -> FourSteps:
    """One cross-attention head of one decoder layer: q = W_q x_t (this head's slice),
    k_j and v_j from the encoder output, scores q.k_j / sqrt(Dh)."""
    layers = cast("list[DecoderLayer]", list(model.decoder_layers))
    layer = len(layers) - 1 if layer is None else layer
    heads = layers[0].cross_attention.num_heads
    if not 0 <= layer < len(layers) or not 0 <= head < heads:
        raise ValueError(
            f"layer {layer} head {head} out of range: {len(layers)} layers, {heads} heads"
        )
    attention = layers[layer].cross_attention
    captured: list[torch.Tensor] = []
    hook = attention.query_proj.register_forward_hook(
        lambda _module, _inputs, output: captured.append(output)
    )
    try:
        model(src, src_mask, tgt_in)  # teacher-forced; the hook sees W_q x for all T steps
    finally:
        hook.remove()
    memory = model.encode(src, src_mask, need_weights=False).memory  # (1, S, D)
    cache = attention.project_kv(memory, memory)  # (1, H, S, Dh)
    query = captured[0].view(1, tgt_in.shape[1], heads, attention.head_dim)  # (1, T, H, Dh)
    query = query[0, :, head]  # (T, Dh)
    key, value = cache.key[0, head], cache.value[0, head]  # (S, Dh)
    scores = query @ key.T / math.sqrt(attention.head_dim)  # (T, S)
    weights = masked_softmax(scores, src_mask[0, 0])  # (T, S)
    return FourSteps(
        family="transformer",
        layer=layer,
        head=head,
        queries=query,
        scores=scores,
        weights=weights,
        values=value,  # (S, Dh)
        context=weights @ value,  # (T, Dh)
        names={
            "query": f"q_t = W_q x_t, head {head} of decoder layer {layer}'s cross-attention",
            "score": f"e_tj = q_t · k_j / √{attention.head_dim}",
            "value": "v_j = W_v m_j: this head's value of encoder output j",
            "context": "head output = Σ_j α_tj v_j",
        },
        notes=[
            "The layer concatenates all heads' outputs and applies W_o; this is one head's part."
        ],
    )


def fixed_context_steps(
    model: RNNSeq2Seq, src: torch.Tensor, src_mask: torch.Tensor, tgt_in: torch.Tensor
) -> FourSteps:
    """No attention: every step reads the same c = tanh(W_c [fwd_S; bwd_1])."""
    state = model.init_state(model.encode(src, src_mask), src_mask)
    assert state.context is not None
    context = state.context.expand(tgt_in.shape[1], -1)  # (T, 2H)
    return FourSteps(
        family="fixed_context",
        layer=0,
        head=0,
        context=context,
        names={"context": "c = tanh(W_c [fwd_S; bwd_1]), the same at every step"},
        notes=[
            "This model has no attention: there is no query, no score and no weight. The "
            "encoder squeezes the whole sentence into one vector c, and every decoding step "
            "reads that same c."
        ],
    )
