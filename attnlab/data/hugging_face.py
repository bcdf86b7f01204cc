"""A Hugging Face model's own tokenizer behind attnlab's tokenizer interface, in attnlab's ids
(``attnlab.models.hugging_face.IdMap``): what ``hf:PATH`` runs tokenize with.

The source side keeps what the tokenizer adds to a source (Marian's final ``</s>``, which the
model reads and attends to); the target side gives a target's pieces without it, as attnlab's
targets are (decoding and scoring add eos themselves).
"""

from __future__ import annotations

import hashlib
import json
import warnings
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from attnlab.data.tokenizer import BOS_ID, SubwordTokenizer, Tokenizers, text_ids
from attnlab.models.hugging_face import AdapterError, IdMap, _transformers


class HFTokenizer(SubwordTokenizer):
    """One side (``source``: True or False) of a transformers tokenizer, in attnlab's ids.
    A SubwordTokenizer to every caller; the sentencepiece model it would hold is the HF
    tokenizer's business."""

    def __init__(self, tokenizer: Any, ids: IdMap, *, source: bool, lang: str) -> None:
        self.tokenizer, self.ids, self.source = tokenizer, ids, source
        self.lang, self.normalizer, self.info = lang, None, {"hugging_face": True}
        self._to_model = ids.to_model.tolist()
        self._from_model = ids.from_model()
        vocabulary = json.dumps(tokenizer.get_vocab(), sort_keys=True, ensure_ascii=False)
        # what Tokenizers.fingerprint hashes: the vocabulary, and which side
        self.model = hashlib.sha256(f"{source}:{vocabulary}".encode()).digest()

    @property
    def vocab_size(self) -> int:
        return self.ids.vocab_size

    def normalize(self, text: str) -> str:
        return text  # the tokenizer normalizes as it was built to

    def _model_ids(self, text: str) -> list[int]:
        if self.source:
            ids: list[int] = self.tokenizer(text).input_ids
            return ids
        ids = self.tokenizer(text_target=text).input_ids
        return ids[:-1] if ids and ids[-1] == self.ids.eos else ids

    def encode(self, text: str, *, normalize: bool = True) -> list[int]:
        unknown = self._from_model[self.ids.unk]
        return [self._from_model.get(index, unknown) for index in self._model_ids(text)]

    def encode_batch(self, texts: Sequence[str], *, normalize: bool = True) -> list[list[int]]:
        return [self.encode(text) for text in texts]

    def pieces(self, text: str) -> list[str]:
        return self.id_to_pieces(self.encode(text))

    def id_to_piece(self, index: int) -> str:
        if int(index) == BOS_ID:
            return "<s>"  # the decoder's start, whatever id the model gives it
        piece: str = self.tokenizer.convert_ids_to_tokens(self._to_model[int(index)])
        return piece

    def piece_to_id(self, piece: str) -> int | None:
        index = self.tokenizer.convert_tokens_to_ids(piece)
        if index is None or (index == self.ids.unk and piece != self.tokenizer.unk_token):
            return None
        return self._from_model.get(int(index))

    def decode(self, ids: Iterable[int]) -> str:
        """Detokenized text; bos and pad are skipped and decoding stops at the first eos."""
        kept = [self._to_model[index] for index in text_ids(ids)]
        text: str = self.tokenizer.decode(kept, skip_special_tokens=True)
        return text

    def save(self, directory: Path | str, name: str) -> Path:
        raise AdapterError("a Hugging Face tokenizer stays in its folder; attnlab does not save it")


def load_tokenizers(folder: Path, config: dict[str, Any]) -> tuple[Tokenizers, IdMap]:
    """The folder's tokenizer, as attnlab's two sides, and the ids map it shares with the
    model (``config``: the folder's config.json)."""
    transformers = _transformers()
    try:
        with warnings.catch_warnings():  # Marian's "Recommended: pip install sacremoses"
            warnings.filterwarnings("ignore", message=".*sacremoses.*")
            tokenizer = transformers.AutoTokenizer.from_pretrained(str(folder))
    except (ValueError, OSError, KeyError, TypeError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise AdapterError(
            f"hf:{folder} has no tokenizer transformers can load ({first}): save the model's "
            "tokenizer beside it with tokenizer.save_pretrained(PATH)"
        ) from None
    if getattr(tokenizer, "separate_vocabs", False):
        raise AdapterError(
            f"hf:{folder}: a Marian model with separate vocabularies is not read yet"
        )
    start: Any = config.get("decoder_start_token_id")
    missing = [
        name
        for name, value in (
            ("pad_token_id", tokenizer.pad_token_id),
            ("unk_token_id", tokenizer.unk_token_id),
            ("eos_token_id", tokenizer.eos_token_id),
            ("decoder_start_token_id", start),
        )
        if value is None
    ]
    if missing:
        raise AdapterError(f"hf:{folder}: the tokenizer or config.json has no {', '.join(missing)}")
    size = int(config.get("vocab_size") or len(tokenizer))
    if len(tokenizer) > size:
        raise AdapterError(
            f"hf:{folder}: the tokenizer has {len(tokenizer)} ids, the model {size}: give the "
            "tokenizer saved with this model"
        )
    ids = IdMap(
        size=size,
        pad=int(tokenizer.pad_token_id),
        unk=int(tokenizer.unk_token_id),
        eos=int(tokenizer.eos_token_id),
        start=int(start),
    )
    langs = (getattr(tokenizer, "source_lang", None), getattr(tokenizer, "target_lang", None))
    sides = [
        HFTokenizer(tokenizer, ids, source=source, lang=str(lang or ""))
        for source, lang in zip((True, False), langs, strict=True)
    ]
    return Tokenizers(sides[0], sides[1]), ids
