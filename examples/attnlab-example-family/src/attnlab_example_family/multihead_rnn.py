"""A GRU encoder-decoder whose decoder reads the source with multi-head attention.

    m_s = W_m [fwd_s; bwd_s]              the encoder's annotations, in the decoder's size
    h_t = GRU(h_{t-1}, E y_{t-1})         the decoder state after step t
    c_t = MultiHead(h_t, m, m)            Vaswani et al. 2017, section 3.2.2
    h~_t = tanh(W_c [c_t; h_t])           Luong et al. 2015, eq. 5
    p(y_t | y_<t, x) = softmax(W_s h~_t)  eq. 6

Luong's global attention with one head per subspace instead of one over the whole state: each
head can align with a different source word. The encoder is attnlab's bidirectional RNN; the
keys and values are projected once per sentence and carried in the decoder state. Nothing in
step t depends on step t-1's attention, so the teacher-forced pass runs the GRU over the whole
target in one call and attends for all steps at once; ``step`` runs the same code on one step.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

import torch
from torch import nn

from attnlab.functional import AttentionRecord, Reweight
from attnlab.layers import KVCache, MultiHeadAttention
from attnlab.models import Family
from attnlab.models.outputs import AttentionRecords
from attnlab.models.protocol import Seq2SeqOutput, StepOutput, check_batch
from attnlab.models.rnn_seq2seq import (
    EncoderOutput,
    RNNEncoder,
    recur,
    reorder_rows,
)
from attnlab.options import ConfigError, fraction, positive
from attnlab.shapes import check_tensor


@dataclass(frozen=True)
class MultiHeadRNNOptions:
    """The family's options (config section ``model``), checked as attnlab checks its own."""

    hidden_dim: int = 256  # GRU state, embedding and attention size Hd
    attention_heads: int = 4  # heads H of the cross-attention; must divide hidden_dim
    num_layers: int = 1  # stacked GRU layers in the encoder and in the decoder
    dropout: float = 0.2  # dropout probability

    def __post_init__(self) -> None:
        positive(self, "hidden_dim", "attention_heads", "num_layers")
        fraction("dropout", self.dropout)
        if self.hidden_dim % self.attention_heads:
            raise ConfigError(
                f"attention_heads ({self.attention_heads}) must divide hidden_dim "
                f"({self.hidden_dim}): each head reads hidden_dim / attention_heads dimensions"
            )


@dataclass(frozen=True)
class MultiHeadRNNState:
    """What a decoder step needs; ``reorder`` keeps it consistent under beam search."""

    hidden: torch.Tensor  # h_{t-1} of every layer, (L, B, Hd)
    memory: KVCache  # each head's keys and values of m_s, (B, H, S, Dh)
    src_mask: torch.Tensor  # (B, 1, 1, S)
    cell: None = None  # a GRU has no memory cell (``recur`` serves GRUs and LSTMs)

    def reorder(self, indices: torch.Tensor) -> MultiHeadRNNState:
        return replace(reorder_rows(self, indices), memory=self.memory.reorder(indices))


class MultiHeadRNN(nn.Module):
    """Luong's global attention from the current GRU state, split into heads."""

    def __init__(
        self,
        src_vocab_size: int,
        tgt_vocab_size: int,
        *,
        hidden_dim: int = 256,
        attention_heads: int = 4,
        num_layers: int = 1,
        dropout: float = 0.2,
    ) -> None:
        super().__init__()
        self.num_layers = num_layers
        self.hidden_dim = hidden_dim
        self.encoder = RNNEncoder(
            src_vocab_size, hidden_dim, hidden_dim, num_layers, "gru", dropout
        )
        self.memory_proj = nn.Linear(2 * hidden_dim, hidden_dim)  # W_m: [fwd_s; bwd_s] -> m_s
        self.init_proj = nn.Linear(2 * hidden_dim, num_layers * hidden_dim)  # h_0 from the ends
        self.embedding = nn.Embedding(tgt_vocab_size, hidden_dim)
        self.dropout = nn.Dropout(dropout)
        self.rnn = nn.GRU(
            hidden_dim,
            hidden_dim,
            num_layers,
            batch_first=True,
            dropout=dropout if num_layers > 1 else 0.0,
        )
        self.attention = MultiHeadAttention(hidden_dim, attention_heads, dropout)
        self.combine = nn.Linear(2 * hidden_dim, hidden_dim, bias=False)  # W_c
        self.output = nn.Linear(hidden_dim, tgt_vocab_size)  # W_s

    # -- the decoder protocol, and its two optional capabilities (attnlab explain) ---------

    @property
    def src_embedding(self) -> nn.Module:
        """The source token embeddings' layer, where attributions are taken (Attributable)."""
        return self.encoder.embedding

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> EncoderOutput:
        """``need_weights`` is the protocol's; the encoder has no attention to skip."""
        check_batch(src, src_mask)
        return self.encoder(src, src_mask)

    def init_state(self, encoded: EncoderOutput, src_mask: torch.Tensor) -> MultiHeadRNNState:
        batch = encoded.annotations.shape[0]
        memory = self.memory_proj(encoded.annotations)  # (B, S, Hd)
        final = torch.cat([encoded.forward_last, encoded.backward_first], dim=-1)  # (B, 2Hd)
        hidden = torch.tanh(self.init_proj(final))  # (B, L * Hd)
        hidden = hidden.view(batch, self.num_layers, self.hidden_dim).transpose(0, 1)  # (L, B, Hd)
        return MultiHeadRNNState(
            hidden.contiguous(), self.attention.project_kv(memory, memory), src_mask
        )

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: MultiHeadRNNState,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput:
        """prev_tokens (B,) -> logits (B, V), the next state and, if ``need_weights``, what
        every head computed (weights (B, H, 1, S)); without it the fused kernel runs and no
        records come back. ``reweight`` replaces every head's weights before the read
        (Intervenable)."""
        check_tensor("prev_tokens", prev_tokens, min_dim=1, max_dim=1)
        logits, read, state = self._decode(prev_tokens[:, None], state, need_weights, reweight)
        return StepOutput(
            logits[:, 0], state, AttentionRecords(cross=[] if read is None else [read])
        )

    def forward(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
        reweight: Reweight | None = None,
    ) -> Seq2SeqOutput:
        """Teacher-forced: src (B, S), src_mask (B, 1, 1, S), tgt_in (B, T) -> logits (B, T, V)
        and, if ``need_weights``, what every head computed at each step; ``reweight``: as in
        ``step``, at every step."""
        check_tensor("tgt_in", tgt_in, min_dim=2, max_dim=2)
        state = self.init_state(self.encode(src, src_mask), src_mask)
        logits, read, _ = self._decode(tgt_in, state, need_weights, reweight)  # (B, T, V)
        return Seq2SeqOutput(logits, AttentionRecords(cross=[] if read is None else [read]))

    def _decode(
        self,
        prev_tokens: torch.Tensor,
        state: MultiHeadRNNState,
        need_weights: bool,
        reweight: Reweight | None = None,
    ) -> tuple[torch.Tensor, AttentionRecord | None, MultiHeadRNNState]:
        """prev_tokens (B, T) -> logits (B, T, V), if ``need_weights`` the heads' record
        (weights (B, H, T, S), each head's context (B, H, T, Dh)), the state after the last
        step."""
        embedded = self.dropout(self.embedding(prev_tokens))  # (B, T, Hd)
        outputs, state = recur(self.rnn, embedded, state)  # h_t, (B, T, Hd)
        context, read = self.attention.attend(
            outputs, state.memory, state.src_mask, need_weights=need_weights, reweight=reweight
        )  # c_t, (B, T, Hd): the heads' outputs mixed by W_o
        attentional = torch.tanh(self.combine(torch.cat([context, outputs], dim=-1)))  # (B, T, Hd)
        return self.output(self.dropout(attentional)), read, state  # (B, T, V)


MULTIHEAD_RNN = Family(
    name="multihead_rnn",
    title="GRU encoder-decoder with multi-head attention",
    options=MultiHeadRNNOptions,
    build=lambda options, src_vocab, tgt_vocab: MultiHeadRNN(
        src_vocab, tgt_vocab, **asdict(options)
    ),
    summary=lambda options: f"GRU {options.hidden_dim}, {options.attention_heads} heads",
    cross_attention=lambda options: (1, options.attention_heads),
    formulas={
        "query": "q_t = W_q h_t, head {head}: the decoder state after step t's GRU update",
        "score": "e_tj = q_t · k_j / √{head_dim}, k_j = W_k m_j",
        "value": "v_j = W_v m_j: this head's value of the source state m_j = W_m [fwd_j; bwd_j]",
        "context": "head output = Σ_j α_tj v_j",
        "note": "The heads' outputs are concatenated and mixed by W_o into c_t; this is one "
        "head's part.",
    },
)
