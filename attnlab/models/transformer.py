"""The Transformer encoder-decoder (Vaswani et al. 2017, "Attention Is All You Need", section 3).

Scaled embeddings plus positions (3.4-3.5); L encoder layers of self-attention and a
feed-forward network; L decoder layers of causal self-attention, cross-attention and a
feed-forward network (3.1-3.3; the layers are ``attnlab.layers.transformer_layers``); residual
connections with layer norm after the sum (the paper's "post" norm) or before the sublayer
("pre" norm, with a final layer norm on each stack).

Attention weights cost memory and rule out the fused SDPA kernel, so they are computed only
when asked for. ``forward`` (teacher forcing, what training calls) takes a keyword-only
``need_weights=False``: training pays nothing, analysis passes True. ``encode`` and ``step``
default to ``need_weights=True`` (heatmaps want the maps of every hypothesis); greedy and beam
search pass False when nobody will look at them, as dev BLEU and ``attnlab evaluate`` do.
Teacher-forced self-attention passes ``is_causal`` rather than a causal mask, so SDPA's fused
kernels serve it when no target padding mask is given.

Decoding is incremental: the state holds, per decoder layer, a self-attention KVCache that
grows by one position a step and a cross-attention KVCache projected once from the encoder
output, so a step computes one new position and attends over the prefix in linear time. In
evaluation (no interventions) ``step`` runs ``DecoderLayer.step``: the same operations on
rows (B, D), without the checks and reshapes of the full path.

Initialization: Xavier-uniform weights and zero biases for every linear map (attention
projections, feed-forward, untied output), N(0, D^-1/2) for token embeddings and learned
positions, ones/zeros for layer norms.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

import torch
from torch import nn

from attnlab.functional import AttentionRecord, Reweight
from attnlab.layers.embeddings import ScaledEmbedding
from attnlab.layers.multi_head import KVCache
from attnlab.layers.positions import LearnedPositions, SinusoidalPositions
from attnlab.layers.transformer_layers import DecoderLayer, EncoderLayer
from attnlab.models.family import Family
from attnlab.models.outputs import AttentionRecords
from attnlab.models.protocol import Seq2SeqOutput, StepOutput, check_batch
from attnlab.options import ConfigError, fraction, one_of, positive
from attnlab.shapes import check_tensor

NORMS = ("post", "pre")
POSITIONS = ("sinusoidal", "learned", "none")  # none: order is invisible to the encoder


@dataclass(frozen=True)
class TransformerOptions:
    """The Transformer's options (config section ``model``)."""

    hidden_dim: int = 256  # the model dim D, the residual stream's width
    num_layers: int = 1  # encoder layers, and as many decoder layers
    num_heads: int = 4  # attention heads H; must divide hidden_dim
    ffn_dim: int = 1024  # feed-forward inner size
    dropout: float = 0.2  # dropout probability
    norm: str = "post"  # layer norm placement: "post" | "pre"
    positions: str = "sinusoidal"  # "sinusoidal" | "learned" | "none"
    tie_embeddings: bool = False  # share the target embedding and output projection

    def __post_init__(self) -> None:
        one_of("norm", self.norm, NORMS)
        one_of("positions", self.positions, POSITIONS)
        positive(self, "hidden_dim", "num_layers", "num_heads", "ffn_dim")
        fraction("dropout", self.dropout)
        if self.hidden_dim % self.num_heads:
            raise ConfigError(
                f"hidden_dim ({self.hidden_dim}) must be divisible by num_heads "
                f"({self.num_heads}) for the transformer family; pick num_heads that divides it"
            )


@dataclass(frozen=True)
class TransformerEncoding:
    memory: torch.Tensor  # encoder output, (B, S, D)
    self_attention: list[AttentionRecord]  # per layer, weights (B, H, S, S); if asked for


@dataclass(frozen=True)
class TransformerState:
    """What a decoder step needs; ``reorder`` keeps every cache with its hypothesis."""

    memory: torch.Tensor  # encoder output, (B, S, D)
    src_mask: torch.Tensor  # (B, 1, 1, S)
    cross_caches: tuple[KVCache, ...]  # per layer, projected once from memory, (B, H, S, Dh)
    self_caches: tuple[KVCache, ...]  # per layer, one position per step taken, (B, H, t, Dh)
    # per layer, weights (B0, H, S, S), if asked for: one per source sentence, never reordered
    encoder_self: tuple[AttentionRecord, ...]
    sources: torch.Tensor  # (B,) the source sentence each row decodes, as init_state numbered

    @property
    def length(self) -> int:
        """Target positions decoded so far (t): the self-attention cache length."""
        return self.self_caches[0].key.shape[2]

    def reorder(self, indices: torch.Tensor) -> TransformerState:
        self_caches = tuple(c.reorder(indices) for c in self.self_caches)
        sources = self.sources.index_select(0, indices)
        if torch.equal(sources, self.sources):
            # Every row keeps its source (beam search within its sentences): what was computed
            # from the source alone is already in place; copying it was a seventh of a beam.
            return replace(self, self_caches=self_caches)
        return TransformerState(
            memory=self.memory.index_select(0, indices),
            src_mask=self.src_mask.index_select(0, indices),
            cross_caches=tuple(c.reorder(indices) for c in self.cross_caches),
            self_caches=self_caches,
            encoder_self=self.encoder_self,
            sources=sources,
        )

    def encoder_records(self) -> list[AttentionRecord]:
        """The encoder's self-attention records of each row's sentence (weights (B, H, S, S))."""
        if torch.equal(self.sources, torch.arange(len(self.sources), device=self.sources.device)):
            return list(self.encoder_self)
        return [record.select(self.sources) for record in self.encoder_self]


class TransformerSeq2Seq(nn.Module):
    """Encoder-decoder Transformer speaking the decoder protocol (models/protocol.py)."""

    def __init__(
        self,
        src_vocab_size: int,
        tgt_vocab_size: int,
        *,
        hidden_dim: int = 256,
        num_heads: int = 4,
        ffn_dim: int = 1024,
        num_layers: int = 2,
        dropout: float = 0.1,
        norm: str = "post",
        positions: str = "sinusoidal",
        max_len: int = 1024,
        tie_embeddings: bool = False,
        share_source_embedding: bool = False,
    ) -> None:
        """``max_len`` bounds learned positions only; ``tie_embeddings`` shares the target
        embedding with the output projection (section 3.4); ``share_source_embedding`` also
        shares it with the source (needs one vocabulary for both sides)."""
        super().__init__()
        if norm not in NORMS:
            raise ValueError(f"norm must be one of {list(NORMS)}, got {norm!r}")
        if positions not in POSITIONS:
            raise ValueError(f"positions must be one of {list(POSITIONS)}, got {positions!r}")
        if num_layers < 1:
            raise ValueError(f"num_layers must be >= 1, got {num_layers}")
        if share_source_embedding and src_vocab_size != tgt_vocab_size:
            raise ValueError(
                "share_source_embedding needs one vocabulary for source and target, got sizes "
                f"{src_vocab_size} and {tgt_vocab_size}"
            )
        pre_norm = norm == "pre"
        self.hidden_dim = hidden_dim
        self.tgt_embedding = ScaledEmbedding(tgt_vocab_size, hidden_dim)
        self.src_embedding = (
            self.tgt_embedding
            if share_source_embedding
            else ScaledEmbedding(src_vocab_size, hidden_dim)
        )
        self.positions: SinusoidalPositions | LearnedPositions | None = (
            SinusoidalPositions(hidden_dim)
            if positions == "sinusoidal"
            else LearnedPositions(hidden_dim, max_len)
            if positions == "learned"
            else None
        )
        self.dropout = nn.Dropout(dropout)
        layer_args = (hidden_dim, num_heads, ffn_dim, dropout, pre_norm)
        self.encoder_layers = nn.ModuleList(EncoderLayer(*layer_args) for _ in range(num_layers))
        self.decoder_layers = nn.ModuleList(DecoderLayer(*layer_args) for _ in range(num_layers))
        # Pre-norm leaves the residual stream unnormalized: each stack ends with a layer norm.
        self.encoder_norm = nn.LayerNorm(hidden_dim) if pre_norm else nn.Identity()
        self.decoder_norm = nn.LayerNorm(hidden_dim) if pre_norm else nn.Identity()
        self.output_proj = nn.Linear(hidden_dim, tgt_vocab_size, bias=False)
        self._reset_parameters()
        if tie_embeddings:
            self.output_proj.weight = self.tgt_embedding.weight

    def _reset_parameters(self) -> None:
        for module in self.modules():
            if isinstance(module, nn.Linear):
                nn.init.xavier_uniform_(module.weight)
                if module.bias is not None:
                    nn.init.zeros_(module.bias)

    def _embed(self, embedding: nn.Module, tokens: torch.Tensor, offset: int) -> torch.Tensor:
        """Token ids (B, T) at positions offset.. -> (B, T, D): scaled embedding + position."""
        if self.positions is None:
            return self.dropout(embedding(tokens))  # (B, T, D)
        positions = self.positions(tokens.shape[1], offset)  # (T, D)
        return self.dropout(embedding(tokens) + positions)  # (B, T, D)

    # -- the decoder protocol -------------------------------------------------------------

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> TransformerEncoding:
        """src (B, S), src_mask (B, 1, 1, S) -> memory (B, S, D) and, if asked, the encoder
        self-attention records (decoding asks when someone will look at them, for heatmaps;
        ``forward`` asks only with its own ``need_weights``)."""
        check_batch(src, src_mask)
        x = self._embed(self.src_embedding, src, 0)  # (B, S, D)
        records = []
        for layer in self.encoder_layers:
            x, record = layer(x, src_mask, need_weights)  # (B, S, D), weights (B, H, S, S)
            if record is not None:
                records.append(record)
        return TransformerEncoding(self.encoder_norm(x), records)

    def init_state(self, encoded: TransformerEncoding, src_mask: torch.Tensor) -> TransformerState:
        """Project the memory once per decoder layer; start empty self-attention caches."""
        memory = encoded.memory
        layers = cast("list[DecoderLayer]", list(self.decoder_layers))
        cross = tuple(layer.cross_attention.project_kv(memory, memory) for layer in layers)
        empty = cross[0].key[:, :, :0]  # (B, H, 0, Dh)
        self_caches = tuple(KVCache(empty, empty) for _ in self.decoder_layers)
        sources = torch.arange(memory.shape[0], device=memory.device)
        return TransformerState(
            memory, src_mask, cross, self_caches, tuple(encoded.self_attention), sources
        )

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: TransformerState,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput:
        """prev_tokens (B,) -> logits (B, V), the state one position longer, and this step's
        records per layer (none without ``need_weights``: the fused kernel runs): cross
        (weights (B, H, 1, S)) and decoder self ((B, H, 1, t + 1)); the first step (t = 0)
        also brings the encoder's self-attention ((B, H, S, S)), computed once by ``encode``
        (``AttentionMaps.concat_steps`` keeps the first step's). ``reweight``: an
        intervention on every layer's cross-attention weights."""
        check_tensor("prev_tokens", prev_tokens, min_dim=1, max_dim=1)
        if prev_tokens.shape[0] != state.memory.shape[0]:
            raise ValueError(
                f"prev_tokens has {prev_tokens.shape[0]} rows but the state has "
                f"{state.memory.shape[0]}; reorder the state to match"
            )
        if not (self.training or reweight is not None):
            return self._evaluation_step(prev_tokens, state, need_weights)
        # One query sees the whole cached prefix: no mask needed.
        logits, after, self_reads, cross_reads = self._decode(
            prev_tokens[:, None], state, None, need_weights, reweight=reweight
        )
        return StepOutput(
            logits[:, 0], after, _records(need_weights, cross_reads, state, self_reads)
        )

    def _evaluation_step(
        self, prev_tokens: torch.Tensor, state: TransformerState, need_weights: bool
    ) -> StepOutput:
        """``step`` as decoding calls it (evaluation mode, no interventions) on rows (B, D)
        through each layer's ``DecoderLayer.step``: the values and records of ``_decode``."""
        x = self.tgt_embedding(prev_tokens)  # (B, D)
        if self.positions is not None:
            x = x + self.positions(1, state.length)[0]
        self_caches, self_reads, cross_reads = [], [], []
        layers = cast("list[DecoderLayer]", list(self.decoder_layers))
        for layer, self_cache, cross_cache in zip(
            layers, state.self_caches, state.cross_caches, strict=True
        ):
            x, self_cache, self_read, cross_read = layer.step(
                x, self_cache, cross_cache, state.src_mask, need_weights
            )
            self_caches.append(self_cache)
            if self_read is not None and cross_read is not None:
                self_reads.append(self_read)  # weights (B, H, 1, t + 1)
                cross_reads.append(cross_read)  # weights (B, H, 1, S)
        logits = self.output_proj(self.decoder_norm(x))  # (B, V)
        records = _records(need_weights, cross_reads, state, self_reads)
        return StepOutput(logits, replace(state, self_caches=tuple(self_caches)), records)

    def forward(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
        tgt_mask: torch.Tensor | None = None,
        reweight: Reweight | None = None,
        causal: bool = True,
    ) -> Seq2SeqOutput:
        """Teacher-forced: src (B, S), src_mask (B, 1, 1, S), tgt_in (B, T) -> logits (B, T, V)
        and, with ``need_weights``, every layer's records (weights (B, H, T, S) cross,
        (B, H, T, T) decoder self, (B, H, S, S) encoder self). ``tgt_mask`` (B, 1, 1, T),
        optional, hides target keys; right-padded targets need none, since causality already
        hides the padding from real positions. ``reweight``: as in ``step``, at every
        position. ``causal=False`` lets every position see the whole target, future included
        (a deliberate mistake, for the masks-wrong experiment)."""
        check_tensor("tgt_in", tgt_in, min_dim=2, max_dim=2)
        encoded = self.encode(src, src_mask, need_weights=need_weights)
        state = self.init_state(encoded, src_mask)
        # Causal self-attention: SDPA's is_causal, a mask only with target padding.
        logits, _, self_reads, cross_reads = self._decode(
            tgt_in, state, tgt_mask, need_weights, is_causal=causal, reweight=reweight
        )
        return Seq2SeqOutput(logits, _records(need_weights, cross_reads, state, self_reads))

    # -- the decoder stack ----------------------------------------------------------------

    def _decode(
        self,
        tokens: torch.Tensor,
        state: TransformerState,
        self_mask: torch.Tensor | None,
        need_weights: bool,
        is_causal: bool = False,
        reweight: Reweight | None = None,
    ) -> tuple[torch.Tensor, TransformerState, list[AttentionRecord], list[AttentionRecord]]:
        """Target ids (B, T) at positions t .. t + T - 1 after the cached prefix -> logits
        (B, T, V), the state with grown caches, self- and cross-attention records per layer
        (empty unless ``need_weights``). ``is_causal``: see ``DecoderLayer.forward``."""
        x = self._embed(self.tgt_embedding, tokens, state.length)  # (B, T, D)
        self_caches, self_reads, cross_reads = [], [], []
        for layer, self_cache, cross_cache in zip(
            self.decoder_layers, state.self_caches, state.cross_caches, strict=True
        ):
            x, self_cache, self_read, cross_read = layer(
                x,
                self_cache,
                cross_cache,
                self_mask,
                state.src_mask,
                need_weights,
                is_causal,
                reweight,
            )
            self_caches.append(self_cache)
            if self_read is not None and cross_read is not None:
                self_reads.append(self_read)  # weights (B, H, T, t + T)
                cross_reads.append(cross_read)  # weights (B, H, T, S)
        logits = self.output_proj(self.decoder_norm(x))  # (B, T, V)
        return logits, replace(state, self_caches=tuple(self_caches)), self_reads, cross_reads


def _records(
    need_weights: bool,
    cross: list[AttentionRecord],
    before: TransformerState,
    decoder_self: list[AttentionRecord],
) -> AttentionRecords:
    """Every layer's records of positions decoded from state ``before``, none where nobody
    asked for them (the fused kernel ran); from position 0, the encoder's too."""
    if not need_weights:
        return AttentionRecords()
    encoder_self = before.encoder_records() if before.length == 0 else []
    return AttentionRecords(cross, encoder_self, decoder_self)


TRANSFORMER = Family(
    name="transformer",
    title="Transformer",
    options=TransformerOptions,
    build=lambda options, src_vocab, tgt_vocab: TransformerSeq2Seq(
        src_vocab,
        tgt_vocab,
        hidden_dim=options.hidden_dim,
        num_heads=options.num_heads,
        ffn_dim=options.ffn_dim,
        num_layers=options.num_layers,
        dropout=options.dropout,
        norm=options.norm,
        positions=options.positions,
        tie_embeddings=options.tie_embeddings,
    ),
    summary=lambda options: (
        f"{options.num_layers}L, D={options.hidden_dim}, {options.num_heads} heads, "
        f"{options.norm}-norm"
    ),
    cross_attention=lambda options: (options.num_layers, options.num_heads),
    self_attention=True,
)
