"""Hand-written references for the RNN models, one sentence at a time in float64.

They read only the models' parameters (never their forward code) and spell out the papers'
equations, so a test comparing a model with them fails if the model computes something else:
- RNNsearch: Bahdanau, Cho & Bengio 2015, eqs. 4-6 and appendix A (deep output with maxout);
- the fixed-context encoder-decoder: Cho et al. 2014, eqs. 7-8;
- Luong et al. 2015, global attention: eqs. 5-8 and input feeding (section 3.3).
The GRU is PyTorch's (gates r, z, n stacked in that order in ``weight_ih``/``weight_hh``),
written out here rather than called. One layer, GRU cells only.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

Tensor = torch.Tensor


def param(tensor: Tensor) -> Tensor:
    return tensor.detach().double()


def linear(layer: nn.Linear, x: Tensor) -> Tensor:
    """W x + b with the layer's weights, in float64."""
    out = x @ param(layer.weight).T
    return out if layer.bias is None else out + param(layer.bias)


def gru_cell(rnn: nn.GRU, x: Tensor, h: Tensor, suffix: str = "l0") -> Tensor:
    """h' = (1 - z) * n + z * h with r = sig(W_ir x + b_ir + W_hr h + b_hr), z likewise,
    n = tanh(W_in x + b_in + r * (W_hn h + b_hn)). x (I,), h (H,) -> (H,)."""
    w_ir, w_iz, w_in = param(getattr(rnn, f"weight_ih_{suffix}")).chunk(3)
    w_hr, w_hz, w_hn = param(getattr(rnn, f"weight_hh_{suffix}")).chunk(3)
    b_ir, b_iz, b_in = param(getattr(rnn, f"bias_ih_{suffix}")).chunk(3)
    b_hr, b_hz, b_hn = param(getattr(rnn, f"bias_hh_{suffix}")).chunk(3)
    r = torch.sigmoid(w_ir @ x + b_ir + w_hr @ h + b_hr)
    z = torch.sigmoid(w_iz @ x + b_iz + w_hz @ h + b_hz)
    n = torch.tanh(w_in @ x + b_in + r * (w_hn @ h + b_hn))
    return (1 - z) * n + z * h


@dataclass
class Annotations:
    h: Tensor  # h_j = [fwd_j; bwd_j], (S, 2H)
    forward_last: Tensor  # fwd_S, (H,)
    backward_first: Tensor  # bwd_1, (H,)


def encode(model: nn.Module, src: list[int]) -> Annotations:
    """The bidirectional GRU over one unpadded source sentence, from zero states."""
    embedding = param(model.encoder.embedding.weight)
    rnn = model.encoder.rnn
    size = rnn.hidden_size
    x = embedding[src]  # (S, E)
    h = x.new_zeros(size)
    forward = []
    for j in range(len(src)):
        h = gru_cell(rnn, x[j], h, "l0")
        forward.append(h)
    h = x.new_zeros(size)
    backward = []
    for j in reversed(range(len(src))):
        h = gru_cell(rnn, x[j], h, "l0_reverse")
        backward.append(h)
    backward.reverse()
    annotations = torch.stack([torch.cat([f, b]) for f, b in zip(forward, backward, strict=True)])
    return Annotations(annotations, forward[-1], backward[0])


def softmax(scores: Tensor) -> Tensor:
    exp = torch.exp(scores - scores.max())
    return exp / exp.sum()


def deep_output(model: nn.Module, s: Tensor, y_embedded: Tensor, c: Tensor) -> Tensor:
    """t~ = U_o s_t + V_o E y_{t-1} + C_o c_t (+ b), t_k = max(t~_{2k}, t~_{2k+1}), W_o t."""
    t_tilde = linear(model.output.combine, torch.cat([s, y_embedded, c]))  # (2E,)
    t = torch.maximum(t_tilde[0::2], t_tilde[1::2])  # (E,)
    return linear(model.output.proj, t)  # (V,)


def rnnsearch(model: nn.Module, src: list[int], tgt_in: list[int]) -> tuple[Tensor, Tensor]:
    """RNNsearch, teacher-forced: logits (T, V) and alignments alpha (T, S)."""
    enc = encode(model, src)
    embedding = param(model.embedding.weight)
    score = model.score
    w = param(score.query_proj.weight)  # W_a
    u_h = linear(score.key_proj, enc.h)  # U_a h_j (+ b), (S, A)
    v = param(score.v.weight)[0]  # v_a, (A,)
    s = torch.tanh(linear(model.init_proj, enc.backward_first))  # s_0 = tanh(W_s bwd_1)
    logits, alphas = [], []
    for y_prev in tgt_in:
        e = torch.tanh(w @ s + u_h) @ v  # e_tj = v^T tanh(W s_{t-1} + U h_j), (S,)
        alpha = softmax(e)
        c = alpha @ enc.h  # c_t = sum_j alpha_tj h_j, (2H,)
        y_embedded = embedding[y_prev]
        s = gru_cell(model.rnn, torch.cat([y_embedded, c]), s)  # s_t = f(s_{t-1}, y_{t-1}, c_t)
        logits.append(deep_output(model, s, y_embedded, c))
        alphas.append(alpha)
    return torch.stack(logits), torch.stack(alphas)


def fixed_context(model: nn.Module, src: list[int], tgt_in: list[int]) -> Tensor:
    """The fixed-context model, teacher-forced: c = tanh(W_c [fwd_S; bwd_1]) at every step,
    s_0 = tanh(W_0 c), s_t = f(s_{t-1}, y_{t-1}, c) -> logits (T, V)."""
    enc = encode(model, src)
    embedding = param(model.embedding.weight)
    c = torch.tanh(linear(model.context_proj, torch.cat([enc.forward_last, enc.backward_first])))
    s = torch.tanh(linear(model.init_proj, c))
    logits = []
    for y_prev in tgt_in:
        y_embedded = embedding[y_prev]
        s = gru_cell(model.rnn, torch.cat([y_embedded, c]), s)
        logits.append(deep_output(model, s, y_embedded, c))
    return torch.stack(logits)


def luong_score(score: nn.Module, name: str, h_t: Tensor, memory: Tensor) -> Tensor:
    """score(h_t, h̄_s) of Luong et al. eq. 8 for every s: h_t (Hd,), memory (S, Hd) -> (S,)."""
    if name == "dot":
        return memory @ h_t  # h_t . h̄_s
    if name == "general":
        return memory @ param(score.weight.weight).T @ h_t  # h_t^T W_a h̄_s
    if name == "concat":
        w = torch.cat([param(score.query_proj.weight), param(score.key_proj.weight)], dim=1)
        v = param(score.v.weight)[0]  # (A,)
        pairs = torch.stack([torch.cat([h_t, h_bar]) for h_bar in memory])  # [h_t; h̄_s]
        return torch.tanh(pairs @ w.T) @ v
    if name == "location":
        return linear(score.proj, h_t)[: memory.shape[0]]  # W_a h_t, first S entries
    raise ValueError(name)


def luong_global(
    model: nn.Module, name: str, src: list[int], tgt_in: list[int]
) -> tuple[Tensor, Tensor]:
    """Luong global attention, teacher-forced: logits (T, V) and weights a_t (T, S)."""
    enc = encode(model, src)
    embedding = param(model.embedding.weight)
    memory = linear(model.memory_proj, enc.h)  # h̄_s = W_m [fwd_s; bwd_s], (S, Hd)
    h = torch.tanh(linear(model.init_proj, torch.cat([enc.forward_last, enc.backward_first])))
    attentional = h.new_zeros(h.shape)  # h~_0 = 0
    logits, weights = [], []
    for y_prev in tgt_in:
        fed = embedding[y_prev]
        if model.input_feeding:
            fed = torch.cat([fed, attentional])
        h = gru_cell(model.rnn, fed, h)  # h_t, from the current input
        a = softmax(luong_score(model.score.score, name, h, memory))  # eq. 7
        c = a @ memory  # c_t
        attentional = torch.tanh(param(model.combine.weight) @ torch.cat([c, h]))  # eq. 5
        logits.append(linear(model.output, attentional))  # eq. 6 before the softmax
        weights.append(a)
    return torch.stack(logits), torch.stack(weights)
