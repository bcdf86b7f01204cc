"""What decodes a served model's /v1/translate requests: attnlab's own decoder (float32, or
int8 with ``--int8``) or a CTranslate2 export of the run (``--ct2 DIR``), the same engines as
``attnlab translate``, behind the one call the model's queue makes (batching.py). Scoring and
streaming run on attnlab's decoder in every case (CTranslate2 here returns neither token
scores nor attention).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from attnlab.ct2 import MARKER, CT2Translator, weights_sha256
from attnlab.runs import find_run
from attnlab.serve.batching import Decode, DecodeOptions
from attnlab.translation import Translation, Translator


@dataclass(frozen=True)
class Engine:
    name: str  # what GET /v1/models says: "attnlab float32", "ctranslate2 int8"
    decode: Decode
    attention: bool  # whether it gives attention maps (alignments, heatmaps)


def attnlab_engine(translator: Translator) -> Engine:
    return Engine(f"attnlab {translator.precision}", partial(_attnlab, translator), True)


def ct2_engine(ct2: CT2Translator) -> Engine:
    return Engine(f"ctranslate2 {ct2.quantization}", partial(_ct2, ct2), False)


def _attnlab(
    translator: Translator, sentences: list[str], options: DecodeOptions
) -> list[list[Translation]]:
    return translator.translate_n_best(
        sentences, options.n_best, options.beam_size, need_weights=options.need_weights
    )


def _ct2(
    ct2: CT2Translator, sentences: list[str], options: DecodeOptions
) -> list[list[Translation]]:
    return ct2.translate_n_best(sentences, options.n_best, options.beam_size)


def match_exports(runs: Sequence[str | Path], exports: Sequence[str | Path]) -> dict[int, Path]:
    """Which run each CTranslate2 export was made from (by the weights its marker names):
    {index in ``runs``: export folder}. An export of none of them, or of a run given twice,
    is a ValueError saying which."""
    weights = [weights_sha256(find_run(run)) for run in runs]
    matched: dict[int, Path] = {}
    for export in map(Path, exports):
        try:
            exported_from = json.loads((export / MARKER).read_text(encoding="utf-8"))
            exported = exported_from["weights_sha256"]
        except (OSError, ValueError, KeyError, TypeError):  # none, damaged, or from before
            raise ValueError(
                f"--ct2 {export}: no readable {MARKER} naming the weights it was exported from; "
                "export the run again with `attnlab export-ct2 RUN DIR`"
            ) from None
        if exported not in weights:
            raise ValueError(
                f"--ct2 {export} was exported from weights of none of the runs served "
                f"({exported_from.get('run_dir')}): give that run too, or export one of these "
                "with `attnlab export-ct2 RUN DIR`"
            )
        index = weights.index(exported)
        if index in matched:
            raise ValueError(
                f"--ct2 {matched[index]} and {export} are both exports of {runs[index]}: give one"
            )
        matched[index] = export
    return matched
