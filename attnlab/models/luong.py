"""Luong attention (Luong, Pham & Manning 2015): attend from the *current* decoder state.

    h_t = RNN(h_{t-1}, [E y_{t-1}; h~_{t-1}])       input feeding (section 3.3), or E y_{t-1} alone
    a_t = align(h_t, h̄_s), c_t = sum_s a_t(s) h̄_s  global (eqs. 7-8) or local-m / local-p (9-10)
    h~_t = tanh(W_c [c_t; h_t])                      the attentional hidden state (eq. 5)
    p(y_t | y_<t, x) = softmax(W_s h~_t)             (eq. 6), or with deep_output a maxout
                                                     g(h~_t, E y_{t-1}) as RNNsearch's

Luong et al. read the source with a unidirectional stacked LSTM whose top states h̄_s have the
decoder's size. We reuse the bidirectional ``RNNEncoder`` of RNNsearch and project its
annotations once per sentence, h̄_s = W_m [fwd_s; bwd_s] (2H -> Hd), so that every score (dot
needs Dq == Dk) and the context c_t live in the decoder's size, as in the paper. The decoder
starts from s_0 = tanh(W_0 [fwd_S; bwd_1]), the encoder's final states.

Without input feeding nothing in step t depends on step t-1's attention, so the teacher-forced
pass runs the decoder RNN over the whole target in one call and attends for all steps in one
batched matmul; with it, a step loop. ``step`` runs the same code on a single step.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

import torch
from torch import nn

from attnlab.functional import AttentionRecord, Reweight, attention_record
from attnlab.layers import LocalAttention
from attnlab.models.family import Family
from attnlab.models.outputs import cross_records
from attnlab.models.protocol import Seq2SeqOutput, StepOutput, check_batch
from attnlab.models.rnn_seq2seq import (
    DEEP_OUTPUTS,
    RNN_CELLS,
    DeepOutput,
    EncoderOutput,
    RecurrentOptions,
    RNNEncoder,
    initialize,
    recur,
    reorder_rows,
)
from attnlab.options import one_of, positive
from attnlab.scores import ConcatScore, GeneralScore, make_score, score_names
from attnlab.shapes import check_tensor

ATTENTIONS = ("global", "local-m", "local-p")
OUTPUTS = ("none", *DEEP_OUTPUTS)

# The location score learns one output per source position. 256 covers every training pair
# (data.max_len defaults to 80 subwords) with room for long test sentences; a longer source is
# an error at encode time that names this limit.
DEFAULT_MAX_SOURCE_LEN = 256


@dataclass(frozen=True)
class LuongOptions(RecurrentOptions):
    score: str = "general"  # "dot" | "general" | "concat" | "location"
    attention: str = "global"  # "global" | "local-m" | "local-p"
    window: int = 10  # local attention's half-width D
    input_feeding: bool = True  # feed h~_t to the next step (section 3.3)
    attention_dim: int | None = None  # hidden size of the concat score; None: hidden_dim
    # "none": softmax(W_s h~_t) (eq. 6); "maxout" | "linear": a deep output that also reads the
    # previous word, g(h~_t, E y_{t-1}), as RNNsearch's (Bahdanau et al., appendix A.2.2)
    deep_output: str = "none"

    def __post_init__(self) -> None:
        super().__post_init__()
        one_of("score", self.score, score_names(luong=True))  # the paper's four
        one_of("attention", self.attention, ATTENTIONS)
        one_of("deep_output", self.deep_output, OUTPUTS)
        positive(self, "window", "attention_dim")
        if self.attention_dim is None:
            object.__setattr__(self, "attention_dim", self.hidden_dim)


class LuongScore(nn.Module):
    """A Luong score from ``make_score`` whose key-side weights run once per sentence.

    general q^T (W_a h̄_s) and concat v^T tanh(W_q q + W_k h̄_s) carry W_a h̄_s or W_k h̄_s in
    the decoder state (as RNNsearch carries U h_j), so a decoding step costs O(S Hd), not
    O(S Hd^2). dot and location read the memory itself: ``project_keys`` gives None.
    """

    def __init__(self, name: str, dim: int, attention_dim: int, max_source_len: int) -> None:
        super().__init__()
        self.score = make_score(
            name, dim, dim, hidden_dim=attention_dim, max_source_len=max_source_len
        )

    def project_keys(self, memory: torch.Tensor) -> torch.Tensor | None:
        """The key side of the score: (B, S, Hd) -> (B, S, K), or None if there is none."""
        if isinstance(self.score, GeneralScore):
            return self.score.weight(memory)  # W_a h̄_s, (B, S, Hd)
        if isinstance(self.score, ConcatScore):
            return self.score.project_keys(memory)  # W_k h̄_s, (B, S, A)
        return None

    def forward(self, query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
        """query (..., T, Hd), key = project_keys(memory) or the memory -> scores (..., T, S)."""
        if isinstance(self.score, GeneralScore):
            return query @ key.transpose(-2, -1)  # (..., T, S)
        if isinstance(self.score, ConcatScore):
            return self.score(query, projected_key=key)  # (..., T, S)
        return self.score(query, key)  # (..., T, S)


@dataclass(frozen=True)
class LuongState:
    """What a decoder step needs; ``reorder`` keeps every tensor consistent under beam search."""

    hidden: torch.Tensor  # h_{t-1} of every layer, (L, B, Hd)
    cell: torch.Tensor | None  # LSTM memory cell, (L, B, Hd); None for a GRU
    memory: torch.Tensor  # h̄_s = W_m [fwd_s; bwd_s], (B, S, Hd): the values
    projected_keys: torch.Tensor | None  # the score's key side, (B, S, K); None: memory
    src_mask: torch.Tensor  # (B, 1, 1, S)
    attentional: torch.Tensor | None  # h~_{t-1} to feed, (B, Hd); None without input feeding
    step: torch.Tensor  # t, the index of the next target step, (B,) long; local-m's p_t

    def reorder(self, indices: torch.Tensor) -> LuongState:
        return reorder_rows(self, indices)


class LuongSeq2Seq(nn.Module):
    """Luong's attentional encoder-decoder: global or local attention over one of four scores."""

    def __init__(
        self,
        src_vocab_size: int,
        tgt_vocab_size: int,
        *,
        embed_dim: int | None = None,
        hidden_dim: int = 256,
        num_layers: int = 1,
        cell: str = "gru",
        dropout: float = 0.2,
        score: str = "general",
        attention: str = "global",
        window: int = 10,
        input_feeding: bool = True,
        attention_dim: int | None = None,
        deep_output: str = "none",
        init: str = "default",
        tie_embeddings: bool = False,
        max_source_len: int = DEFAULT_MAX_SOURCE_LEN,
    ) -> None:
        """``embed_dim`` and ``attention_dim`` default to ``hidden_dim``."""
        super().__init__()
        embed_dim = embed_dim or hidden_dim
        if cell not in RNN_CELLS:
            raise ValueError(f"cell must be one of {list(RNN_CELLS)}, got {cell!r}")
        if score not in score_names(luong=True):
            raise ValueError(f"score must be one of {list(score_names(luong=True))}, got {score!r}")
        if attention not in ATTENTIONS:
            raise ValueError(f"attention must be one of {list(ATTENTIONS)}, got {attention!r}")
        if deep_output not in OUTPUTS:
            raise ValueError(f"deep_output must be one of {list(OUTPUTS)}, got {deep_output!r}")
        if tie_embeddings and deep_output == "none" and embed_dim != hidden_dim:
            raise ValueError(
                f"tie_embeddings needs embed_dim == hidden_dim (W_s reads h~_t, hidden_dim "
                f"wide), got embed_dim={embed_dim} and hidden_dim={hidden_dim}; or use a "
                "deep_output, whose last layer is embed_dim wide"
            )
        self.is_lstm = cell == "lstm"
        self.num_layers = num_layers
        self.hidden_dim = hidden_dim
        self.input_feeding = input_feeding
        self.uses_location = score == "location"
        self.max_source_len = max_source_len
        self.encoder = RNNEncoder(src_vocab_size, embed_dim, hidden_dim, num_layers, cell, dropout)
        self.memory_proj = nn.Linear(2 * hidden_dim, hidden_dim)  # W_m: h_s -> h̄_s
        self.init_proj = nn.Linear(2 * hidden_dim, num_layers * hidden_dim)  # W_0
        self.embedding = nn.Embedding(tgt_vocab_size, embed_dim)
        self.dropout = nn.Dropout(dropout)
        self.rnn = RNN_CELLS[cell](
            embed_dim + (hidden_dim if input_feeding else 0),
            hidden_dim,
            num_layers,
            batch_first=True,
            dropout=dropout if num_layers > 1 else 0.0,
        )
        self.score = LuongScore(score, hidden_dim, attention_dim or hidden_dim, max_source_len)
        self.local_attention = (
            None
            if attention == "global"
            else LocalAttention(
                self.score, window, predictive=attention == "local-p", query_dim=hidden_dim
            )
        )
        self.combine = nn.Linear(2 * hidden_dim, hidden_dim, bias=False)  # W_c
        # The output layer: W_s h~_t, or a deep output (whose last layer is embed_dim wide)
        self.output: nn.Linear | None = None
        self.deep_output: DeepOutput | None = None
        if deep_output == "none":
            self.output = last = nn.Linear(hidden_dim, tgt_vocab_size)
        else:
            maxout = deep_output == "maxout"
            self.deep_output = DeepOutput(hidden_dim + embed_dim, embed_dim, tgt_vocab_size, maxout)
            last = self.deep_output.proj
        if tie_embeddings:
            last.weight = self.embedding.weight
        initialize(self, init)  # U(-0.1, 0.1) in the paper (section 4.1)

    # -- the decoder protocol -------------------------------------------------------------

    @property
    def src_embedding(self) -> nn.Module:
        """The source token embeddings' layer (``protocol.Attributable``)."""
        return self.encoder.embedding

    @property
    def tgt_embedding(self) -> nn.Module:
        """The target token embeddings' layer (``protocol.Attributable``)."""
        return self.embedding

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> EncoderOutput:
        """``need_weights`` is the protocol's; the encoder has no attention to skip."""
        check_batch(src, src_mask)
        if self.uses_location and src.shape[1] > self.max_source_len:
            raise ValueError(
                f"the location score was built for sources of at most {self.max_source_len} "
                f"tokens, got a batch padded to {src.shape[1]}; build the model with a larger "
                "max_source_len or drop longer sentences"
            )
        return self.encoder(src, src_mask)

    def init_state(self, encoded: EncoderOutput, src_mask: torch.Tensor) -> LuongState:
        batch = encoded.annotations.shape[0]
        memory = self.memory_proj(encoded.annotations)  # (B, S, Hd)
        final = torch.cat([encoded.forward_last, encoded.backward_first], dim=-1)  # (B, 2H)
        hidden = torch.tanh(self.init_proj(final))  # (B, L * Hd)
        hidden = hidden.view(batch, self.num_layers, self.hidden_dim).transpose(0, 1)
        return LuongState(
            hidden=hidden.contiguous(),  # (L, B, Hd)
            cell=torch.zeros_like(hidden) if self.is_lstm else None,
            memory=memory,
            projected_keys=self.score.project_keys(memory),  # (B, S, K) or None
            src_mask=src_mask,
            attentional=memory.new_zeros(batch, self.hidden_dim) if self.input_feeding else None,
            step=torch.zeros(batch, dtype=torch.long, device=memory.device),
        )

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: LuongState,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput:
        """prev_tokens (B,) -> logits (B, V), the next state and, if ``need_weights``, what
        attention computed (weights (B, 1, 1, S)). ``reweight`` intervenes on the attention
        weights (``functional.attention``)."""
        check_tensor("prev_tokens", prev_tokens, min_dim=1, max_dim=1)
        embedded = self.dropout(self.embedding(prev_tokens[:, None]))  # (B, 1, E)
        attentional, read, state = self._decode(embedded, state, reweight)
        logits = self._predict(attentional, embedded)  # (B, 1, V)
        return StepOutput(logits[:, 0], state, cross_records(read, need_weights))

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
        and, if ``need_weights``, what attention computed at each step, one record;
        ``reweight``: as in ``step``, at every step."""
        check_tensor("tgt_in", tgt_in, min_dim=2, max_dim=2)
        state = self.init_state(self.encode(src, src_mask), src_mask)
        embedded = self.dropout(self.embedding(tgt_in))  # (B, T, E)
        attentional, read, _ = self._decode(embedded, state, reweight)
        logits = self._predict(attentional, embedded)  # (B, T, V): once over all steps
        return Seq2SeqOutput(logits, cross_records(read, need_weights))

    def _predict(self, attentional: torch.Tensor, embedded: torch.Tensor) -> torch.Tensor:
        """h~_t (B, T, Hd) and E y_{t-1} (B, T, E) -> logits (B, T, V)."""
        if self.deep_output is None:
            assert self.output is not None
            return self.output(attentional)
        return self.deep_output(attentional, embedded)

    # -- the recurrence -------------------------------------------------------------------

    def _decode(
        self, embedded: torch.Tensor, state: LuongState, reweight: Reweight | None = None
    ) -> tuple[torch.Tensor, AttentionRecord, LuongState]:
        """Run the decoder over embedded inputs (B, T, E) -> attentional states h~_t (B, T, Hd)
        (after dropout), what attention computed (weights (B, 1, T, S)) and the state after
        the last step."""
        steps = embedded.shape[1]
        if not self.input_feeding:  # one RNN call and one batched attention over all steps
            outputs, state = recur(self.rnn, embedded, state)  # (B, T, Hd)
            positions = state.step[:, None] + torch.arange(steps, device=embedded.device)
            attentional, read = self._attend(outputs, state, positions, reweight)  # (B, T, Hd)
            return attentional, read, replace(state, step=state.step + steps)
        step_attentional, reads = [], []
        for t in range(steps):
            assert state.attentional is not None
            fed = torch.cat([embedded[:, t : t + 1], state.attentional[:, None]], dim=-1)
            output, state = recur(self.rnn, fed, state)  # (B, 1, Hd)
            attentional, read = self._attend(output, state, state.step[:, None], reweight)
            state = replace(state, attentional=attentional[:, 0], step=state.step + 1)
            step_attentional.append(attentional)
            reads.append(read)
        return torch.cat(step_attentional, dim=1), AttentionRecord.concat(reads), state

    def _attend(
        self,
        outputs: torch.Tensor,
        state: LuongState,
        positions: torch.Tensor,
        reweight: Reweight | None = None,
    ) -> tuple[torch.Tensor, AttentionRecord]:
        """Attend from h_t (B, T, Hd) at target steps ``positions`` (B, T) -> h~_t (B, T, Hd)
        after dropout, and the record of one head: weights (B, 1, T, S), context
        (B, 1, T, Hd)."""
        query = outputs[:, None]  # (B, 1, T, Hd): one head
        memory = state.memory[:, None]  # (B, 1, S, Hd)
        keys = memory if state.projected_keys is None else state.projected_keys[:, None]
        if self.local_attention is None:
            read = attention_record(
                query, keys, memory, state.src_mask, score=self.score, reweight=reweight
            )
        else:
            read = self.local_attention(
                query, keys, memory, state.src_mask, positions=positions[:, None], reweight=reweight
            )
        combined = torch.cat([read.context[:, 0], outputs], dim=-1)  # [c_t; h_t], (B, T, 2Hd)
        return self.dropout(torch.tanh(self.combine(combined))), read


def _summary(options: LuongOptions) -> str:
    local = f" D={options.window}" if options.attention != "global" else ""
    extras = [
        "input feeding" if options.input_feeding else "",
        f"{options.deep_output} deep output" if options.deep_output != "none" else "",
        "uniform init" if options.init == "uniform" else "",
    ]
    return ", ".join(
        [f"{options.cell.upper()} {options.hidden_dim}", options.score, options.attention + local]
        + [extra for extra in extras if extra]
    )


LUONG = Family(
    name="luong",
    title="Luong attention",
    options=LuongOptions,
    build=lambda options, src_vocab, tgt_vocab: LuongSeq2Seq(
        src_vocab, tgt_vocab, **asdict(options)
    ),
    summary=_summary,
    cross_attention=lambda options: (1, 1),
)
