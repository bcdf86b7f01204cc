"""Deployment with CTranslate2 (OpenNMT's inference engine for Transformers): export a trained
attnlab Transformer through its Python model-spec API, and translate with the export.

attnlab's Transformer maps onto ``ctranslate2.specs.TransformerSpec`` one weight for one weight:
token embeddings scaled by sqrt(D), position tables added (the sinusoids exported as a table,
since CTranslate2's built-in ones order sin and cos differently; zeros for a model without
positions), post- or pre-norm residuals (pre-norm with a final layer norm on each stack), ReLU
feed-forward, attention scaled by 1/sqrt(Dh), an output projection without bias (tied or not),
layer-norm epsilon 1e-5. Tokens pass as the run's sentencepiece pieces, so tokenization is the
run's own. Other families have no CTranslate2 equivalent and are refused.
"""

from __future__ import annotations

import json
import math
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np
import torch
from torch import nn

from attnlab.atomic import cannot_write, write_json
from attnlab.data import Tokenizers
from attnlab.data.cache import sha256_file
from attnlab.data.text import is_blank
from attnlab.data.tokenizer import BOS_ID, EOS_ID, UNK_ID
from attnlab.decoding.hypothesis import length_limits_from_lengths
from attnlab.layers.multi_head import MultiHeadAttention
from attnlab.layers.positions import LearnedPositions, sinusoidal_table
from attnlab.layers.transformer_layers import DecoderLayer, EncoderLayer
from attnlab.models.outputs import AttentionMaps
from attnlab.models.transformer import TransformerSeq2Seq
from attnlab.runs import RunFiles, load_run
from attnlab.translation import EOS_PIECE, Translation

if TYPE_CHECKING:
    import ctranslate2

MARKER = "attnlab-ct2.json"  # written beside the CTranslate2 files: where the export came from
QUANTIZATIONS = ("float32", "int8", "int8_float32", "int16")  # CPU weight types
SINUSOID_POSITIONS = 1024  # rows of the exported sinusoid table: the longest sentence + 1
INSTALL_HINT = "CTranslate2 is not installed: pip install 'ctranslate2>=4.5,<5' (or make setup)"


def _ctranslate2() -> Any:
    try:
        import ctranslate2
    except ImportError as error:
        raise ImportError(INSTALL_HINT) from error
    return ctranslate2


def _only_transformers(what: str) -> str:
    return (
        f"only the transformer family exports to CTranslate2, and {what}: CTranslate2's "
        "encoder-decoders are Transformers, it has no recurrent one (a GRU with Bahdanau's or "
        "Luong's attention, or the fixed-context baseline). Translate it with attnlab itself: "
        "`attnlab translate RUN` (--int8 for int8 on the CPU)"
    )


def model_spec(model: nn.Module, tokenizers: Tokenizers) -> Any:
    """The ``ctranslate2.specs.TransformerSpec`` holding ``model``'s weights and vocabularies;
    a ValueError says what cannot be converted."""
    if not isinstance(model, TransformerSeq2Seq):
        raise ValueError(_only_transformers(f"this model is a {type(model).__name__}"))
    ct2 = _ctranslate2()
    encoder_layers = [layer for layer in model.encoder_layers if isinstance(layer, EncoderLayer)]
    decoder_layers = [layer for layer in model.decoder_layers if isinstance(layer, DecoderLayer)]
    attention = encoder_layers[0].self_attention
    pre_norm = encoder_layers[0].self_residual.pre_norm
    spec = ct2.specs.TransformerSpec.from_config(
        (len(encoder_layers), len(decoder_layers)),
        attention.num_heads,
        pre_norm=pre_norm,
        activation=ct2.specs.Activation.RELU,
    )
    spec.config.layer_norm_epsilon = encoder_layers[0].self_residual.norm.eps
    special = {"unk_token": UNK_ID, "bos_token": BOS_ID, "eos_token": EOS_ID}
    for name, piece_id in {**special, "decoder_start_token": BOS_ID}.items():
        setattr(spec.config, name, tokenizers.tgt.id_to_piece(piece_id))
    positions = _position_table(model)
    encoder, decoder = spec.encoder, spec.decoder
    encoder.embeddings[0].weight = _array(model.src_embedding.weight)
    encoder.position_encodings.encodings = positions
    for layer_spec, layer in zip(encoder.layer, encoder_layers, strict=True):
        _attention(layer_spec.self_attention, layer.self_attention, self_attention=True)
        _layer_norm(layer_spec.self_attention.layer_norm, layer.self_residual.norm)
        _feed_forward(layer_spec.ffn, layer)
    decoder.embeddings.weight = _array(model.tgt_embedding.weight)
    decoder.position_encodings.encodings = positions
    decoder.projection.weight = _array(model.output_proj.weight)
    for layer_spec, decoder_layer in zip(decoder.layer, decoder_layers, strict=True):
        _attention(layer_spec.self_attention, decoder_layer.self_attention, self_attention=True)
        _layer_norm(layer_spec.self_attention.layer_norm, decoder_layer.self_residual.norm)
        _attention(layer_spec.attention, decoder_layer.cross_attention, self_attention=False)
        _layer_norm(layer_spec.attention.layer_norm, decoder_layer.cross_residual.norm)
        _feed_forward(layer_spec.ffn, decoder_layer)
    if pre_norm:
        _layer_norm(encoder.layer_norm, cast(nn.Module, model.encoder_norm))
        _layer_norm(decoder.layer_norm, cast(nn.Module, model.decoder_norm))
    spec.register_source_vocabulary(_vocabulary(tokenizers, "src"))
    spec.register_target_vocabulary(_vocabulary(tokenizers, "tgt"))
    return spec


def _array(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().to(torch.float32).cpu().numpy()


def _position_table(model: TransformerSeq2Seq) -> np.ndarray:
    """(positions, D): the learned table, the sinusoids of positions 0 .. 1023, or zeros
    when the model has no positions (CTranslate2 always adds a table)."""
    if isinstance(model.positions, LearnedPositions):
        return _array(model.positions.table)
    if model.positions is None:
        return np.zeros((SINUSOID_POSITIONS, model.hidden_dim), dtype=np.float32)
    return _array(sinusoidal_table(torch.arange(SINUSOID_POSITIONS), model.hidden_dim))


def _linear(spec: Any, layers: Sequence[nn.Linear]) -> None:
    """Several linear maps of one input fused into one (rows stacked, as CTranslate2 wants)."""
    spec.weight = np.concatenate([_array(layer.weight) for layer in layers])
    if layers[0].bias is not None:
        spec.bias = np.concatenate([_array(layer.bias) for layer in layers])


def _attention(spec: Any, attention: MultiHeadAttention, self_attention: bool) -> None:
    query, key, value = attention.query_proj, attention.key_proj, attention.value_proj
    if self_attention:  # one fused q, k, v projection
        _linear(spec.linear[0], [query, key, value])
    else:  # the query, then fused k, v of the memory
        _linear(spec.linear[0], [query])
        _linear(spec.linear[1], [key, value])
    _linear(spec.linear[-1], [attention.output_proj])


def _layer_norm(spec: Any, norm: nn.Module) -> None:
    if not isinstance(norm, nn.LayerNorm) or norm.weight is None or norm.bias is None:
        raise ValueError(f"expected a LayerNorm with weight and bias, got {norm}")
    spec.gamma, spec.beta = _array(norm.weight), _array(norm.bias)


def _feed_forward(spec: Any, layer: EncoderLayer | DecoderLayer) -> None:
    _layer_norm(spec.layer_norm, layer.ffn_residual.norm)
    _linear(spec.linear_0, [layer.feed_forward.inner])
    _linear(spec.linear_1, [layer.feed_forward.outer])


def _vocabulary(tokenizers: Tokenizers, side: str) -> list[str]:
    tokenizer = tokenizers.src if side == "src" else tokenizers.tgt
    pieces = tokenizer.id_to_pieces(range(tokenizer.vocab_size))
    if len(set(pieces)) != len(pieces):
        raise ValueError(f"the {side} vocabulary repeats pieces; CTranslate2 maps tokens by name")
    return pieces


def _exported_vocabulary(model_dir: Path, side: str) -> list[str] | None:
    """The vocabulary CTranslate2 saved for ``side`` ("source" or "target"), if it did."""
    for name in (f"{side}_vocabulary.json", "shared_vocabulary.json"):
        if (model_dir / name).exists():
            return list(json.loads((model_dir / name).read_text()))
    return None


def weights_sha256(files: RunFiles) -> str:
    """The identity of the weights ``load_run`` reads: what an export must come from."""
    path = files.best_weights if files.best_weights.exists() else files.last_weights
    return sha256_file(path)


def export(run_dir: str | Path, out_dir: str | Path, quantization: str = "float32") -> Path:
    """Write the run's best weights as a CTranslate2 model into ``out_dir`` (created; an
    earlier export there is replaced, file by file: anything else in the folder is kept),
    weights stored as ``quantization``. Returns ``out_dir``."""
    if quantization not in QUANTIZATIONS:
        raise ValueError(f"quantization must be one of {list(QUANTIZATIONS)}, got {quantization!r}")
    out = Path(out_dir)
    earlier = out / MARKER
    if out.exists() and any(out.iterdir()) and not earlier.exists():
        raise ValueError(
            f"{out} exists and is not an earlier CTranslate2 export; give a new directory"
        )
    run = load_run(run_dir)
    if run.config.model.family != "transformer":
        raise ValueError(_only_transformers(f"{run_dir} is a {run.config.model.family} run"))
    spec = model_spec(run.model, run.tokenizers)

    class _Converter(_ctranslate2().converters.Converter):  # type: ignore[misc]
        def _load(self) -> Any:
            return spec

    # CTranslate2's converter empties the folder it writes (force=True): it writes a staging
    # folder of its own, whose files then replace the earlier export's one by one.
    staging = out.parent / f".{out.name}.ct2-new"
    shutil.rmtree(staging, ignore_errors=True)
    try:
        _Converter().convert(str(staging), quantization=quantization, force=True)
    except (OSError, RuntimeError) as error:  # a full disk: CTranslate2 raises RuntimeError
        shutil.rmtree(staging, ignore_errors=True)  # the earlier export stays as it was
        if isinstance(error, OSError):
            raise cannot_write(out, error) from None
        raise ValueError(f"cannot write the export into {out.parent}: {error}") from None
    written = sorted(path.name for path in staging.iterdir())
    stale = json.loads(earlier.read_text()).get("files", []) if earlier.exists() else []
    out.mkdir(parents=True, exist_ok=True)
    for name in written:
        (staging / name).replace(out / name)
    for name in set(stale) - set(written):  # the earlier export's, now out of date
        (out / name).unlink(missing_ok=True)
    staging.rmdir()
    marker = {
        "run_dir": str(Path(run.files.root).resolve()),
        "weights_sha256": weights_sha256(run.files),
        "quantization": quantization,
        "files": written,
    }
    write_json(earlier, marker)
    return out


class CT2Translator:
    """A CTranslate2 export translating with its run's tokenizers and length limits, on CPU."""

    def __init__(self, run_dir: str | Path, model_dir: str | Path, threads: int = 1) -> None:
        """``run_dir``: the run exported (its tokenizers and decoding settings); ``model_dir``:
        what ``export`` wrote; ``threads``: CTranslate2's threads per translation."""
        if not (Path(model_dir) / "model.bin").exists():
            raise FileNotFoundError(
                f"{model_dir} is not a CTranslate2 model (no model.bin); write one with "
                "`attnlab export-ct2 RUN_DIR OUT`"
            )
        self.run = load_run(run_dir)
        self.tokenizers, self.decode = self.run.tokenizers, self.run.config.decode
        marker = Path(model_dir) / MARKER
        self.exported_from = json.loads(marker.read_text()) if marker.exists() else {}
        exported_from = self.exported_from
        own = weights_sha256(self.run.files)
        if exported_from.get("weights_sha256", own) != own:  # older exports did not say
            raise ValueError(
                f"{model_dir} was exported from other weights than {run_dir}'s (from "
                f"{exported_from.get('run_dir')}); export this run: attnlab export-ct2 "
                f"{run_dir} {model_dir}"
            )
        try:
            self.translator: ctranslate2.Translator = _ctranslate2().Translator(
                str(model_dir), device="cpu", intra_threads=threads
            )
        except RuntimeError as error:  # a truncated or damaged model.bin, say
            raise ValueError(
                f"{model_dir} cannot be loaded by CTranslate2 ({error}); the export is damaged "
                f"or incomplete: export it again with `attnlab export-ct2 {run_dir} {model_dir}`"
            ) from None
        pieces = _vocabulary(self.tokenizers, "tgt")
        self.target_ids = {piece: index for index, piece in enumerate(pieces)}
        if _exported_vocabulary(Path(model_dir), "target") not in (None, pieces):
            raise ValueError(
                f"{model_dir} was exported with another target vocabulary than {run_dir}'s; "
                f"export this run again: attnlab export-ct2 {run_dir} {model_dir}"
            )

    @property
    def quantization(self) -> str:
        """The weight type the export was written with ("float32", "int8", ...)."""
        return str(self.exported_from.get("quantization", "float32"))

    def translate(
        self, sentences: Sequence[str], beam_size: int | None = None, *, need_weights: bool = False
    ) -> list[Translation]:
        """``Translator.translate`` for the export: translations in input order, without
        attention maps (CTranslate2 does not return them here)."""
        if need_weights:
            raise ValueError(
                "a CTranslate2 export returns no attention maps: use the run itself for them"
            )
        return [best for best, *_ in self.translate_n_best(sentences, 1, beam_size)]

    def translate_n_best(
        self, sentences: Sequence[str], n_best: int, beam_size: int | None = None
    ) -> list[list[Translation]]:
        """Per sentence the ``n_best`` best hypotheses of CTranslate2's beam, best first, as
        ``Translator.translate_n_best`` gives them but for the scores: ``score`` is
        CTranslate2's, log_prob / T ** length_penalty (T the tokens with eos), and
        ``log_prob`` is recovered from it; both NaN for a hypothesis cut at its length limit
        below the batch's longest (see ``_hypotheses``). A blank line translates to nothing,
        as attnlab's does."""
        beam = self.decode.beam_size if beam_size is None else beam_size
        if not 1 <= n_best <= beam:
            raise ValueError(f"n_best must be between 1 and the beam size ({beam}), got {n_best}")
        source, target = self.tokenizers.src, self.tokenizers.tgt
        shown = [index for index, sentence in enumerate(sentences) if not is_blank(sentence)]
        found: list[list[Translation]] = [
            [Translation(sentence, [], "", [], 0.0, 0.0, AttentionMaps())] for sentence in sentences
        ]
        decoded = self._hypotheses([sentences[index] for index in shown], n_best, beam)
        for index, hypotheses in zip(shown, decoded, strict=True):
            found[index] = [
                Translation(
                    source=sentences[index],
                    source_tokens=source.pieces(sentences[index]),
                    target=target.decode([self.target_ids[piece] for piece in pieces]),
                    target_tokens=pieces + ([EOS_PIECE] if ended else []),
                    log_prob=score * (len(pieces) + ended) ** self.decode.length_penalty,
                    score=score,
                    attention=AttentionMaps(),
                )
                for pieces, score, ended in hypotheses
            ]
        return found

    def translate_pieces(
        self, sentences: Sequence[str], beam_size: int | None = None
    ) -> list[list[str]]:
        """The target pieces of each translation, eos left out, in input order, in one
        call (what benchmarks/ct2_speed.py times: no detokenizing)."""
        beam = self.decode.beam_size if beam_size is None else beam_size
        return [hypotheses[0][0] for hypotheses in self._hypotheses(sentences, 1, beam)]

    def _hypotheses(
        self, sentences: Sequence[str], n_best: int, beam_size: int
    ) -> list[list[tuple[list[str], float, bool]]]:
        """Per sentence its ``n_best`` hypotheses as (pieces without eos, CTranslate2's
        score, whether it ended with eos), in one call. Greedy (``beam_size`` 1) is attnlab's
        greedy search, with attnlab's length limit per sentence (ratio * source length +
        offset): CTranslate2 takes one limit per call, the largest, and each output is cut at
        its own (greedy's first tokens do not depend on the limit; the score of one cut below
        the longest limit is NaN: CTranslate2 gives no score for a part of a hypothesis).
        Beam search ranks and stops by CTranslate2's rule (attnlab's decode.beam_rule
        "ctranslate2" searches the same way), and its hypotheses are cut alike."""
        encoded = self.tokenizers.src.encode_batch(list(sentences))
        if not encoded:
            return []
        lengths = torch.tensor([len(ids) for ids in encoded])  # (B,)
        limits = length_limits_from_lengths(
            lengths, self.decode.max_len_ratio, self.decode.max_len_offset
        ).tolist()
        longest = max(limits)
        outputs = self.translator.translate_batch(
            [self.tokenizers.src.id_to_pieces(ids) for ids in encoded],
            beam_size=beam_size,
            num_hypotheses=n_best,
            length_penalty=self.decode.length_penalty,
            max_decoding_length=longest,
            max_input_length=0,  # no truncation
            return_scores=True,
        )
        found = []
        for output, limit in zip(outputs, limits, strict=True):
            hypotheses = []
            for pieces, score in zip(output.hypotheses, output.scores, strict=True):
                # attnlab's limit counts eos, CTranslate2's does not: fewer pieces than the
                # limit ended with eos; as many, they were cut. CTranslate2's score is of what
                # it decoded, so it is this hypothesis' when it ended, or was cut at `longest`.
                ended = len(pieces) < limit
                exact = ended or len(pieces) == limit == longest
                hypotheses.append((list(pieces)[:limit], score if exact else math.nan, ended))
            found.append(hypotheses)
        return found
