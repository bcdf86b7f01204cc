"""A Hugging Face encoder-decoder (``transformers``' MarianMT, BART, mBART, Pegasus, M2M100 and
the like: an ``AutoModelForSeq2SeqLM`` whose attention runs through transformers' attention
interface) behind attnlab's decoder protocol, so attnlab's decoder, explorer, attribution and
interventions work on it.

The model's attention is attnlab's: the adapter registers ``attention`` below with
transformers' ``AttentionInterface`` (and a boolean mask function beside it) and loads the model
with ``attn_implementation="attnlab"``, so every attention call the model makes computes with
``attnlab.functional``. The records are the numbers the model used (query, keys, scores,
weights, values, context per layer and head), and ``reweight`` reaches its cross-attention the
way it reaches attnlab's families. The weights equal the model's own eager attention
(``output_attentions``) to float rounding, and greedy decoding gives ``generate``'s tokens
(tests/adapters/test_hugging_face.py).

Ids: attnlab's special ids are fixed (pad 0, unk 1, bos 2, eos 3; attnlab.data.tokenizer);
a model's are its own (Marian: eos 0, unk 1, pad 65000, decoder start = pad). ``IdMap`` puts
the model's vocabulary behind attnlab's ids: 0 -> its pad, 1 -> its unk, 2 -> its decoder
start, 3 -> its eos, 4... -> every other id in order; the logits come back in attnlab's ids,
pad and the decoder start never predicted (Marian's generate forbids pad too).

``transformers`` is an optional dependency (``pip install 'attnlab[hf]'``), imported when a
model is loaded.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab.functional import AttentionRecord, Reweight, attention, attention_record
from attnlab.models.family import Family
from attnlab.models.outputs import AttentionRecords
from attnlab.models.protocol import Seq2SeqOutput, StepOutput

INSTALL_HINT = (
    "Hugging Face models need transformers: pip install 'attnlab[hf]' (or pip install "
    "'transformers==5.25.0')"
)
IMPLEMENTATION = "attnlab"  # the name attnlab's attention is registered under in transformers
PAD, UNK, BOS, EOS = 0, 1, 2, 3  # attnlab's special ids (attnlab.data.tokenizer)


class AdapterError(ValueError):
    """A folder the adapter cannot open; the message names what is missing."""


def _transformers() -> Any:
    try:
        import transformers
    except ImportError as error:
        raise ImportError(INSTALL_HINT) from error
    return transformers


# -- ids ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class IdMap:
    """attnlab's ids over a model's vocabulary of ``size`` ids and its special ids."""

    size: int  # the model's vocabulary
    pad: int
    unk: int
    eos: int
    start: int  # the decoder's first input (Marian, T5: pad; BART: eos)
    to_model: torch.Tensor = field(init=False, repr=False)  # (V,) attnlab id -> model id

    def __post_init__(self) -> None:
        specials = [self.pad, self.unk, self.start, self.eos]
        others = [index for index in range(self.size) if index not in specials]
        object.__setattr__(self, "to_model", torch.tensor(specials + others, dtype=torch.long))

    @property
    def vocab_size(self) -> int:
        """attnlab's vocabulary: 4 specials and the model's other ids."""
        return len(self.to_model)

    def from_model(self) -> dict[int, int]:
        """model id -> attnlab id (the pad, unk and eos a tokenizer writes come back as 0, 1, 3)."""
        found = {int(model): index for index, model in enumerate(self.to_model.tolist())}
        found.update({self.pad: PAD, self.unk: UNK, self.eos: EOS})
        return found

    def logits(self, logits: torch.Tensor) -> torch.Tensor:
        """The model's logits (..., size) in attnlab's ids (..., vocab_size); pad and bos at
        -inf (never predicted)."""
        mapped = logits.index_select(-1, self.to_model.to(logits.device))
        mapped[..., PAD] = float("-inf")
        mapped[..., BOS] = float("-inf")
        return mapped


# -- the attention the model runs ----------------------------------------------------------


@dataclass
class _Recording:
    """What one adapter call asks of the attention: records, and the cross-attention's
    reweight; the records it made, by kind, in call order (layer order)."""

    need_weights: bool
    reweight: Reweight | None = None
    records: dict[str, list[AttentionRecord]] = field(
        default_factory=lambda: {"cross": [], "encoder_self": [], "decoder_self": []}
    )


_active = threading.local()  # the explorer serves requests from several threads


@contextmanager
def _recording(need_weights: bool, reweight: Reweight | None = None) -> Iterator[_Recording]:
    before = getattr(_active, "recording", None)
    _active.recording = recording = _Recording(need_weights, reweight)
    try:
        yield recording
    finally:
        _active.recording = before


KIND = "_attnlab_kind"  # the attribute the adapter marks each attention module with


def hf_attention(
    module: nn.Module,
    query: torch.Tensor,  # (B, H, T, Dh)
    key: torch.Tensor,  # (B, H, S, Dh)
    value: torch.Tensor,  # (B, H, S, Dh)
    attention_mask: torch.Tensor | None,  # bool, True where a query may attend (B, 1, T, S)
    scaling: float | None = None,
    dropout: float = 0.0,
    **kwargs: Any,
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """transformers' attention function signature, computed by attnlab.functional: the
    context (B, T, H, Dh) as transformers wants it, and the weights when recorded."""
    recording: _Recording | None = getattr(_active, "recording", None)
    kind = getattr(module, KIND, None)
    dropout_p = dropout if module.training else 0.0
    reweight = recording.reweight if recording is not None and kind == "cross" else None
    if recording is not None and recording.need_weights and kind is not None:
        record = attention_record(
            query, key, value, attention_mask, scale=scaling, dropout_p=dropout_p, reweight=reweight
        )
        recording.records[kind].append(record)
        context, weights = record.context, record.weights
    else:
        context, weights = attention(
            query, key, value, attention_mask, scale=scaling, dropout_p=dropout_p, reweight=reweight
        )
    return context.transpose(1, 2).contiguous(), weights


def _boolean_mask(*args: Any, **kwargs: Any) -> Any:
    """transformers' SDPA mask, never skipped for causal attention: a boolean (B, 1, T, S),
    True where a query may attend, as attnlab's masks are."""
    from transformers.masking_utils import sdpa_mask

    return sdpa_mask(*args, **{**kwargs, "allow_is_causal_skip": False})


_registered = False


def register_attention() -> None:
    """Make ``attn_implementation="attnlab"`` known to transformers (once per process)."""
    global _registered
    if not _registered:
        transformers = _transformers()
        from transformers.masking_utils import AttentionMaskInterface

        transformers.AttentionInterface.register(IMPLEMENTATION, hf_attention)
        AttentionMaskInterface.register(IMPLEMENTATION, _boolean_mask)
        _registered = True


def _mark_attention_modules(model: Any) -> int:
    """Mark each attention module of the encoder and the decoder with its kind; the number
    of cross-attention layers. A module is an attention module when it holds q, k and v
    projections (q_proj, ...: Marian, BART and their kin)."""
    cross = 0
    for part, name in ((model.get_encoder(), "encoder"), (model.get_decoder(), "decoder")):
        for path, module in part.named_modules():
            if not all(hasattr(module, proj) for proj in ("q_proj", "k_proj", "v_proj")):
                continue
            is_cross = path.endswith(("encoder_attn", "cross_attn", "crossattention"))
            kind = "cross" if is_cross else f"{name}_self"
            setattr(module, KIND, kind)
            cross += is_cross
    return cross


# -- the protocol ----------------------------------------------------------------------------


@dataclass(frozen=True)
class HFEncoding:
    memory: torch.Tensor  # (B, S, D) the encoder's last hidden states
    records: list[AttentionRecord]  # the encoder's self-attention, per layer


@dataclass(frozen=True)
class HFState:
    memory: torch.Tensor  # (B, S, D)
    src_mask: torch.Tensor  # (B, 1, 1, S) bool
    cache: Any  # transformers' EncoderDecoderCache, None before the first step
    encoder_records: list[AttentionRecord]  # given with the first step's records

    def reorder(self, indices: torch.Tensor) -> HFState:
        """Rows ``indices`` of everything: a new cache (the old one stays as it was)."""
        return HFState(
            self.memory.index_select(0, indices),
            self.src_mask.index_select(0, indices),
            self.copied_cache(lambda tensor: tensor.index_select(0, indices)),
            [record.select(indices) for record in self.encoder_records],
        )

    def copied_cache(self, rows: Callable[[torch.Tensor], torch.Tensor] = lambda t: t) -> Any:
        """A new cache over ``rows`` of each layer's keys and values (all rows: the same
        tensors, no copy), or None before the first step. transformers' cache grows in place
        (each step re-binds a layer's keys), so a step works on a new one: the state it was
        given stays a value."""
        if self.cache is None:
            return None
        mine, cross = self.cache.self_attention_cache, self.cache.cross_attention_cache
        layers = [
            tuple(rows(tensor) for tensor in (own.keys, own.values, read.keys, read.values))
            for own, read in zip(mine.layers, cross.layers, strict=True)
        ]
        return type(self.cache)(layers)


class HFSeq2Seq(nn.Module):
    """An ``AutoModelForSeq2SeqLM`` (loaded with attnlab's attention) in attnlab's ids."""

    def __init__(self, model: nn.Module, ids: IdMap) -> None:
        super().__init__()
        self.model: Any = model  # a transformers PreTrainedModel
        self.ids = ids
        if _mark_attention_modules(model) == 0:
            raise AdapterError(
                f"{type(model).__name__}: no cross-attention module with q_proj, k_proj and "
                "v_proj found; the adapter reads Marian-, BART- and Pegasus-style attention"
            )

    @property
    def src_embedding(self) -> nn.Module:
        embedding: nn.Module = self.model.get_encoder().embed_tokens
        return embedding

    @property
    def tgt_embedding(self) -> nn.Module:
        embedding: nn.Module = self.model.get_decoder().embed_tokens
        return embedding

    def _model_ids(self, ids: torch.Tensor) -> torch.Tensor:
        return self.ids.to_model.to(ids.device)[ids]

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> HFEncoding:
        with _recording(need_weights) as recording:
            out = self.model.get_encoder()(
                input_ids=self._model_ids(src), attention_mask=_padding(src_mask)
            )
        return HFEncoding(out.last_hidden_state, recording.records["encoder_self"])

    def init_state(self, encoded: HFEncoding, src_mask: torch.Tensor) -> HFState:
        return HFState(encoded.memory, src_mask, None, encoded.records)

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: HFState,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput:
        transformers = _transformers()
        from transformers.cache_utils import DynamicCache, EncoderDecoderCache

        cache = state.copied_cache() or EncoderDecoderCache(DynamicCache(), DynamicCache())
        with _recording(need_weights, reweight) as recording:
            out = self.model(
                encoder_outputs=transformers.modeling_outputs.BaseModelOutput(
                    last_hidden_state=state.memory
                ),
                attention_mask=_padding(state.src_mask),
                decoder_input_ids=self._model_ids(prev_tokens)[:, None],
                cache=cache,
                use_cache=True,
            )
        records = AttentionRecords(
            cross=recording.records["cross"],
            encoder_self=state.encoder_records if state.cache is None else [],
            decoder_self=recording.records["decoder_self"],
        )
        if not need_weights:
            records = AttentionRecords()
        next_state = replace(state, cache=out.cache)
        return StepOutput(self.ids.logits(out.logits[:, -1]), next_state, records)

    def forward(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
        reweight: Reweight | None = None,
    ) -> Seq2SeqOutput:
        with _recording(need_weights, reweight) as recording:
            out = self.model(
                input_ids=self._model_ids(src),
                attention_mask=_padding(src_mask),
                decoder_input_ids=self._model_ids(tgt_in),
                use_cache=False,
            )
        records = AttentionRecords(**recording.records) if need_weights else AttentionRecords()
        return Seq2SeqOutput(self.ids.logits(out.logits), records)


def _padding(src_mask: torch.Tensor) -> torch.Tensor:
    """attnlab's (B, 1, 1, S) source mask as transformers' (B, S) attention_mask."""
    return src_mask[:, 0, 0, :].long()


# -- loading -----------------------------------------------------------------------------------


def read_model_config(folder: Path) -> dict[str, Any]:
    """The folder's config.json, or an AdapterError saying what the folder lacks."""
    path = folder / "config.json"
    if not folder.is_dir():
        raise AdapterError(f"hf:{folder}: no such folder; give a folder saved by save_pretrained")
    if not path.is_file():
        raise AdapterError(
            f"hf:{folder} has no config.json: give a folder saved by the model's save_pretrained"
        )
    try:
        config: dict[str, Any] = json.loads(path.read_text("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise AdapterError(f"hf:{folder}: config.json is not JSON ({error})") from None
    if not config.get("is_encoder_decoder", False):
        architecture = ", ".join(config.get("architectures") or [config.get("model_type", "?")])
        raise AdapterError(
            f"hf:{folder} is a decoder-only model ({architecture}): attnlab's views need an "
            "encoder-decoder whose decoder attends to a source (MarianMT, BART, Pegasus, ...)"
        )
    return config


def load_model(folder: Path, ids: IdMap) -> HFSeq2Seq:
    """The folder's model, with attnlab's attention, in eval mode on the CPU."""
    read_model_config(folder)
    transformers = _transformers()
    register_attention()
    progress = transformers.utils.logging.is_progress_bar_enabled()
    transformers.utils.logging.disable_progress_bar()  # stderr is for attnlab's own lines
    try:
        model = transformers.AutoModelForSeq2SeqLM.from_pretrained(
            str(folder), attn_implementation=IMPLEMENTATION
        )
    except (ValueError, OSError, KeyError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise AdapterError(
            f"hf:{folder}: transformers cannot load it as a seq2seq model: {first}"
        ) from None
    finally:
        if progress:
            transformers.utils.logging.enable_progress_bar()
    vocab = int(model.get_output_embeddings().weight.shape[0])
    if vocab != ids.size:
        raise AdapterError(f"hf:{folder}: config.json says {ids.size} ids, the model has {vocab}")
    return HFSeq2Seq(model.eval(), ids)


@dataclass(frozen=True)
class HFOptions:
    """The family's one option: the folder (``attnlab ... hf:PATH``)."""

    path: str = ""


def _shape(options: HFOptions) -> tuple[int, int]:
    """(cross-attention layers, heads) from the folder's config.json."""
    config = read_model_config(Path(options.path))
    layers = config.get("decoder_layers", config.get("num_decoder_layers", 0))
    heads = config.get("decoder_attention_heads", config.get("num_heads", 0))
    return int(layers), int(heads)


def _summary(options: HFOptions) -> str:
    config = read_model_config(Path(options.path))
    layers, heads = _shape(options)
    return f"{config.get('model_type', '?')}, {layers} layers, {heads} heads"


def _unbuildable(options: HFOptions, src_vocab: int, tgt_vocab: int) -> nn.Module:
    raise AdapterError("a Hugging Face model is opened as hf:PATH, not built from a config")


HF = Family(
    name="hf",
    title="Hugging Face model",
    options=HFOptions,
    build=_unbuildable,
    summary=_summary,
    cross_attention=_shape,
    self_attention=True,
    formulas={
        "query": "q_t = W_q s_t: head {head} of decoder layer {layer}'s cross-attention, from "
        "the decoder state s_t",
        "score": "e_tj = q_t · k_j / √{head_dim}, k_j = W_k h_j (h_j: the encoder's output)",
        "value": "v_j = W_v h_j: this head's value of source token j",
        "context": "head output = Σ_j α_tj v_j",
        "note": "The model's own attention, computed by attnlab's function inside it; the heads' "
        "outputs are concatenated and mixed by its output projection.",
    },
)
