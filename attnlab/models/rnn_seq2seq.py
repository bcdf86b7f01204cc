"""RNN encoder-decoders: the fixed-context baseline and RNNsearch, side by side.

Both read the source with a bidirectional RNN and differ only in the context c_t a step sees:
- fixed context (Cho et al. 2014, eqs. 7-8; Sutskever et al. 2014): one vector
  c = tanh(W_c [fwd_S; bwd_1]) at every step; the decoder runs over the target in one call;
- RNNsearch (Bahdanau, Cho & Bengio 2015, eqs. 4-6, appendix A): annotations h_j = [fwd_j; bwd_j],
  e_tj = v^T tanh(W s_{t-1} + U h_j) from the *previous* state, c_t = sum_j alpha_tj h_j,
  s_t = f(s_{t-1}, y_{t-1}, c_t). U h_j is computed once per sentence and carried in the state.
Both predict p(y_t) = g(s_t, y_{t-1}, c_t) through a deep output layer (maxout, appendix A.2.2).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Protocol, TypeVar

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from attnlab.functional import AttentionRecord, Reweight, attention_record
from attnlab.models.family import Family
from attnlab.models.outputs import cross_records
from attnlab.models.protocol import Seq2SeqOutput, StepOutput, check_batch
from attnlab.options import fraction, one_of, positive
from attnlab.scores import AdditiveScore
from attnlab.shapes import check_tensor

RNN_CELLS: dict[str, type[nn.GRU] | type[nn.LSTM]] = {"gru": nn.GRU, "lstm": nn.LSTM}
DEEP_OUTPUTS = ("maxout", "linear")
INITS = ("default", "uniform")


def initialize(module: nn.Module, init: str) -> None:
    """ "default": PyTorch's own initialisation, kept; "uniform": every weight U(-0.1, 0.1), as
    Luong et al. (section 4.1). PyTorch draws embeddings from N(0, 1), ten times wider."""
    if init not in INITS:
        raise ValueError(f"init must be one of {list(INITS)}, got {init!r}")
    if init == "uniform":
        for parameter in module.parameters():
            nn.init.uniform_(parameter, -0.1, 0.1)


@dataclass(frozen=True)
class RecurrentOptions:
    """The options every RNN encoder-decoder has (config section ``model``)."""

    cell: str = "gru"  # recurrent cell: "gru" | "lstm"
    embed_dim: int | None = None  # token embedding size; None: hidden_dim
    hidden_dim: int = 256  # recurrent state size
    num_layers: int = 1  # stacked layers in the encoder and in the decoder
    dropout: float = 0.2  # dropout probability
    tie_embeddings: bool = False  # share the target embedding and output projection
    init: str = "default"  # "default": PyTorch's; "uniform": every weight U(-0.1, 0.1)

    def __post_init__(self) -> None:
        one_of("cell", self.cell, RNN_CELLS)
        one_of("init", self.init, INITS)
        positive(self, "embed_dim", "hidden_dim", "num_layers")
        fraction("dropout", self.dropout)
        if self.embed_dim is None:  # the saved config says what was built
            object.__setattr__(self, "embed_dim", self.hidden_dim)


@dataclass(frozen=True)
class FixedContextOptions(RecurrentOptions):
    deep_output: str = "maxout"  # output layer: "maxout" | "linear"

    def __post_init__(self) -> None:
        super().__post_init__()
        one_of("deep_output", self.deep_output, DEEP_OUTPUTS)


@dataclass(frozen=True)
class BahdanauOptions(FixedContextOptions):
    attention_dim: int | None = None  # hidden size A of the additive score; None: hidden_dim

    def __post_init__(self) -> None:
        super().__post_init__()
        positive(self, "attention_dim")
        if self.attention_dim is None:
            object.__setattr__(self, "attention_dim", self.hidden_dim)


class RecurrentState(Protocol):
    """A decoder state holding an RNN's hidden (and, for an LSTM, cell) state, each (L, B, H)."""

    @property
    def hidden(self) -> torch.Tensor: ...

    @property
    def cell(self) -> torch.Tensor | None: ...


StateT = TypeVar("StateT", bound=RecurrentState)


def recur(rnn: nn.Module, inputs: torch.Tensor, state: StateT) -> tuple[torch.Tensor, StateT]:
    """One GRU/LSTM call over inputs (B, T, I) from ``state`` -> top-layer outputs (B, T, H)
    and the state with the new hidden (and cell) state."""
    if state.cell is not None:  # LSTM
        outputs, (hidden, cell) = rnn(inputs, (state.hidden, state.cell))
        return outputs, replace(state, hidden=hidden, cell=cell)  # type: ignore[type-var]
    outputs, hidden = rnn(inputs, state.hidden)
    return outputs, replace(state, hidden=hidden)  # type: ignore[type-var]


def reorder_rows(state: StateT, indices: torch.Tensor) -> StateT:
    """Pick batch rows of every tensor in a decoder state (beam search): hidden and cell are
    (L, B, H), so rows are dim 1 there, dim 0 everywhere else; None fields stay None."""
    picked = {}
    for name, value in vars(state).items():
        if isinstance(value, torch.Tensor):
            picked[name] = value.index_select(1 if name in ("hidden", "cell") else 0, indices)
    return replace(state, **picked)  # type: ignore[type-var]


@dataclass(frozen=True)
class EncoderOutput:
    """What the bidirectional encoder hands a decoder (``RNNEncoder``'s output)."""

    annotations: torch.Tensor  # h_j = [fwd_j; bwd_j], (B, S, 2H)
    forward_last: torch.Tensor  # fwd after the last real token, (B, H)
    backward_first: torch.Tensor  # bwd after reading back to the first token, (B, H)


class RNNEncoder(nn.Module):
    """Embeddings and a bidirectional GRU/LSTM over the unpadded source."""

    def __init__(
        self,
        vocab_size: int,
        embed_dim: int,
        hidden_dim: int,
        num_layers: int,
        cell: str,
        dropout: float,
    ) -> None:
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        self.dropout = nn.Dropout(dropout)
        self.rnn = RNN_CELLS[cell](
            embed_dim,
            hidden_dim,
            num_layers,
            batch_first=True,
            bidirectional=True,
            dropout=dropout if num_layers > 1 else 0.0,
        )

    def forward(self, src: torch.Tensor, src_mask: torch.Tensor) -> EncoderOutput:
        lengths = src_mask.reshape(src.shape[0], -1).sum(dim=1).clamp(min=1).cpu()  # (B,)
        embedded = self.dropout(self.embedding(src))  # (B, S, E)
        if bool((lengths == src.shape[1]).all()):  # no padding (one sentence, say): no packing
            # the same values; it is also the path an ONNX export traces (packing bakes lengths)
            output, final = self.rnn(embedded)  # (B, S, 2H)
            hidden = final[0] if isinstance(final, tuple) else final  # (2L, B, H)
            return EncoderOutput(output, hidden[-2], hidden[-1])
        packed = pack_padded_sequence(embedded, lengths, batch_first=True, enforce_sorted=False)
        output, final = self.rnn(packed)
        annotations, _ = pad_packed_sequence(output, batch_first=True, total_length=src.shape[1])
        hidden = final[0] if isinstance(final, tuple) else final  # (2L, B, H), LSTM: (h, c)
        return EncoderOutput(annotations, hidden[-2], hidden[-1])  # (B, S, 2H), (B, H), (B, H)


@dataclass(frozen=True)
class RNNState:
    """What a decoder step needs; ``reorder`` keeps it consistent under beam search."""

    hidden: torch.Tensor  # s_{t-1}, (L, B, Hd)
    cell: torch.Tensor | None  # LSTM memory cell, (L, B, Hd)
    annotations: torch.Tensor  # (B, S, 2H)
    projected_keys: torch.Tensor | None  # U h_j, (B, S, A); None for the fixed context
    context: torch.Tensor | None  # fixed c, (B, 2H); None for attention
    src_mask: torch.Tensor  # (B, 1, 1, S)

    def reorder(self, indices: torch.Tensor) -> RNNState:
        return reorder_rows(self, indices)


class DeepOutput(nn.Module):
    """g(s_t, y_{t-1}, c_t): U_o s_t + V_o E y_{t-1} + C_o c_t, maxout over pairs, then W_o.

    "linear" drops the maxout (a documented simplification). The pre-softmax layer has the
    embedding size, so W_o can share the target embedding matrix.
    """

    def __init__(self, input_dim: int, embed_dim: int, vocab_size: int, maxout: bool) -> None:
        """``input_dim``: the width of the inputs concatenated (state, embedding, context)."""
        super().__init__()
        self.maxout = maxout
        pieces = 2 if maxout else 1
        self.combine = nn.Linear(input_dim, pieces * embed_dim)
        self.proj = nn.Linear(embed_dim, vocab_size)

    def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
        """inputs (B, T, *) whose widths sum to input_dim -> logits (B, T, V)."""
        combined = self.combine(torch.cat(inputs, dim=-1))  # (B, T, pE)
        if self.maxout:
            combined = combined.unflatten(-1, (-1, 2)).amax(dim=-1)  # (B, T, E)
        return self.proj(combined)  # (B, T, V)


class RNNSeq2Seq(nn.Module):
    """The fixed-context encoder-decoder (``use_attention=False``) or RNNsearch (True).
    ``embed_dim`` and ``attention_dim`` default to ``hidden_dim``."""

    def __init__(
        self,
        src_vocab_size: int,
        tgt_vocab_size: int,
        *,
        use_attention: bool,
        embed_dim: int | None = None,
        hidden_dim: int = 256,
        attention_dim: int | None = None,
        num_layers: int = 1,
        cell: str = "gru",
        dropout: float = 0.2,
        deep_output: str = "maxout",
        tie_embeddings: bool = False,
        init: str = "default",
    ) -> None:
        super().__init__()
        if cell not in RNN_CELLS:
            raise ValueError(f"cell must be one of {list(RNN_CELLS)}, got {cell!r}")
        if deep_output not in DEEP_OUTPUTS:
            raise ValueError(
                f"deep_output must be one of {list(DEEP_OUTPUTS)}, got {deep_output!r}"
            )
        embed_dim = embed_dim or hidden_dim
        self.use_attention = use_attention
        self.is_lstm = cell == "lstm"
        self.num_layers = num_layers
        self.hidden_dim = hidden_dim
        context_dim = 2 * hidden_dim
        self.encoder = RNNEncoder(src_vocab_size, embed_dim, hidden_dim, num_layers, cell, dropout)
        self.embedding = nn.Embedding(tgt_vocab_size, embed_dim)
        self.dropout = nn.Dropout(dropout)
        if use_attention:
            self.score = AdditiveScore(hidden_dim, context_dim, attention_dim or hidden_dim)
            self.init_proj = nn.Linear(hidden_dim, num_layers * hidden_dim)  # s_0 from bwd_1
        else:
            self.context_proj = nn.Linear(context_dim, context_dim)  # c from [fwd_S; bwd_1]
            self.init_proj = nn.Linear(context_dim, num_layers * hidden_dim)  # s_0 from c
        self.rnn = RNN_CELLS[cell](
            embed_dim + context_dim,
            hidden_dim,
            num_layers,
            batch_first=True,
            dropout=dropout if num_layers > 1 else 0.0,
        )
        self.output = DeepOutput(
            hidden_dim + embed_dim + context_dim, embed_dim, tgt_vocab_size, deep_output == "maxout"
        )
        if tie_embeddings:
            self.output.proj.weight = self.embedding.weight
        initialize(self, init)

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
        return self.encoder(src, src_mask)

    def init_state(self, encoded: EncoderOutput, src_mask: torch.Tensor) -> RNNState:
        batch = encoded.annotations.shape[0]
        if self.use_attention:
            context, projected = None, self.score.project_keys(encoded.annotations)  # (B, S, A)
            start = encoded.backward_first  # (B, H)
        else:
            final = torch.cat([encoded.forward_last, encoded.backward_first], dim=-1)
            context, projected = torch.tanh(self.context_proj(final)), None  # (B, 2H)
            start = context
        hidden = torch.tanh(self.init_proj(start))  # (B, L * Hd)
        hidden = hidden.view(batch, self.num_layers, self.hidden_dim).transpose(0, 1)
        cell = torch.zeros_like(hidden) if self.is_lstm else None
        return RNNState(
            hidden.contiguous(), cell, encoded.annotations, projected, context, src_mask
        )

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: RNNState,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput:
        """prev_tokens (B,) -> logits (B, V), the next state and, if ``need_weights``, what
        the decoder read (cross-attention weights (B, 1, 1, S); the fixed context: c alone).
        ``reweight`` intervenes on the attention weights (``functional.attention``); the
        fixed context has none to intervene on."""
        check_tensor("prev_tokens", prev_tokens, min_dim=1, max_dim=1)
        embedded = self.dropout(self.embedding(prev_tokens[:, None]))  # (B, 1, E)
        states, read, state = self._decode(embedded, state, reweight)
        logits = self.output(self.dropout(states), embedded, read.context[:, 0])  # (B, 1, V)
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
        and, if ``need_weights``, what the decoder read at each step, one record;
        ``reweight``: as in ``step``, at every step."""
        check_tensor("tgt_in", tgt_in, min_dim=2, max_dim=2)
        state = self.init_state(self.encode(src, src_mask), src_mask)
        embedded = self.dropout(self.embedding(tgt_in))  # (B, T, E)
        states, read, _ = self._decode(embedded, state, reweight)
        logits = self.output(self.dropout(states), embedded, read.context[:, 0])  # (B, T, V)
        return Seq2SeqOutput(logits, cross_records(read, need_weights))

    # -- the recurrence -------------------------------------------------------------------

    def _decode(
        self, embedded: torch.Tensor, state: RNNState, reweight: Reweight | None = None
    ) -> tuple[torch.Tensor, AttentionRecord, RNNState]:
        """Run the decoder over embedded inputs (B, T, E) -> states s_t (B, T, Hd), what each
        step read from the source (context c_t (B, 1, T, 2H); with attention, its query,
        scores and weights too) and the state after the last step."""
        if state.context is not None:  # fixed context: one RNN call over all steps
            if reweight is not None:
                raise ValueError("the fixed-context model has no attention weights to intervene on")
            contexts = state.context[:, None].expand(-1, embedded.shape[1], -1)  # (B, T, 2H)
            states, state = recur(self.rnn, torch.cat([embedded, contexts], dim=-1), state)
            return states, AttentionRecord(context=contexts[:, None]), state
        step_states, reads = [], []
        for t in range(embedded.shape[1]):
            read = self._attend(state, reweight)  # context (B, 1, 1, 2H)
            rnn_out, state = recur(
                self.rnn, torch.cat([embedded[:, t : t + 1], read.context[:, 0]], -1), state
            )
            step_states.append(rnn_out)
            reads.append(read)
        return torch.cat(step_states, dim=1), AttentionRecord.concat(reads), state  # (B, T, Hd)

    def _attend(self, state: RNNState, reweight: Reweight | None = None) -> AttentionRecord:
        """Alignment from s_{t-1} (top layer), one head: query (B, 1, 1, Hd), scores and
        weights (B, 1, 1, S), context (B, 1, 1, 2H)."""
        assert state.projected_keys is not None
        query = state.hidden[-1][:, None, None, :]  # (B, 1, 1, Hd)
        memory = state.annotations[:, None]  # (B, 1, S, 2H): one head
        projected = state.projected_keys[:, None]  # (B, 1, S, A)
        return attention_record(  # the key is U h_j + b, as the score reads it
            query,
            projected,
            memory,
            state.src_mask,
            score=lambda q, k: self.score(q, projected_key=k),
            reweight=reweight,
        )


def _rnn_summary(options: RecurrentOptions, attention: str) -> str:
    init = ", uniform init" if options.init == "uniform" else ""
    return f"{options.cell.upper()} {options.hidden_dim}, {attention}{init}"


FIXED_CONTEXT = Family(
    name="fixed_context",
    title="fixed-context encoder-decoder (no attention)",
    options=FixedContextOptions,
    build=lambda options, src_vocab, tgt_vocab: RNNSeq2Seq(
        src_vocab, tgt_vocab, use_attention=False, **asdict(options)
    ),
    summary=lambda options: _rnn_summary(options, "no attention"),
    cross_attention=lambda options: (0, 0),
)

BAHDANAU = Family(
    name="bahdanau",
    title="RNNsearch (Bahdanau attention)",
    options=BahdanauOptions,
    build=lambda options, src_vocab, tgt_vocab: RNNSeq2Seq(
        src_vocab, tgt_vocab, use_attention=True, **asdict(options)
    ),
    summary=lambda options: _rnn_summary(options, "additive"),
    cross_attention=lambda options: (1, 1),
)
