"""Every way ``--alignments`` can link a translation's words, by name, and the one each family
takes by default: the method with the lowest error on the dev split of the alignment
experiment (``results/alignment``: AER against dictionary links on the shipped models).

- ``attention``: the cross-attention, read as an ``alignment.Reading`` says;
- ``aligner``: the word aligner, eflomal, with priors from the run's training pairs
  (``word_aligner``); it reads the two texts, not the model;
- ``occlusion``, ``grad_x_input``, ``integrated_gradients``: the attribution of each emitted
  piece to the source pieces (``attnlab.explain``), teacher-forced on the translation, its
  largest magnitude taken as attention's largest weight is.

Each gives (source unit, target unit) pairs over the units ``Translator.align`` numbers:
words, or pieces for Chinese and Japanese without spaces (``translation.units``)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the command line reads METHODS without loading torch
    from attnlab.alignment import Reading
    from attnlab.runs import LoadedRun
    from attnlab.translation import Translation

ATTRIBUTIONS = ("occlusion", "grad_x_input", "integrated_gradients")
METHODS = ("attention", "aligner", *ATTRIBUTIONS)
# family -> its method chosen on the dev split (results/alignment/alignment.json, each
# shipped model's chosen_on_dev.lowest); tests/test_aligners.py checks they agree.
CHOSEN_ON_DEV = {
    "bahdanau": "aligner",
    "luong": "aligner",
    "transformer": "occlusion",
    "fixed_context": "aligner",
}
Links = list[tuple[int, int]]  # (source unit, target unit), in target order


def default_method(run: LoadedRun) -> str:
    """The method ``--alignments`` takes for ``run`` when none is named: its family's choice
    on the dev split; for a family the experiment did not measure, attention where the model
    has it, else the word aligner. The word aligner needs the alignment extra: without it,
    attention (or occlusion, for a model without attention), said on stderr."""
    from attnlab.models import get_family

    model = run.config.model
    has_attention = get_family(model.family).cross_attention(model.options)[0] > 0
    method = CHOSEN_ON_DEV.get(model.family, "attention" if has_attention else "aligner")
    if method == "aligner" and not has_eflomal():
        method = "attention" if has_attention else "occlusion"
        print(
            f"alignments: {model.family}'s choice, the word aligner, needs eflomal (pip install "
            f"'attnlab[alignment]'); aligning with {method} instead",
            file=sys.stderr,
        )
    return method


def aligning(
    run: LoadedRun, method: str, reading: Reading | None = None
) -> Callable[[Sequence[Translation]], list[Links]]:
    """A function from translations to their links by ``method`` (one of METHODS); attention's
    translations must carry their maps (translated with ``need_weights``), read as
    ``reading`` says (default: ``alignment.Reading()``)."""
    from attnlab.alignment import Reading
    from attnlab.translation import units

    if method not in METHODS:
        raise ValueError(f"unknown alignment method {method!r}; expected one of {METHODS}")
    if method == "aligner":
        from attnlab.word_aligner import word_aligner

        aligner = word_aligner(run)
        return lambda found: aligner.align([units(run.tokenizers, t) for t in found])
    if method == "attention":
        chosen = reading or Reading()
        return lambda found: [attention_links(run, t, chosen) for t in found]
    return lambda found: [attribution_links(run, t, method) for t in found]


def attention_links(run: LoadedRun, translation: Translation, reading: Reading) -> Links:
    from attnlab.alignment import read
    from attnlab.translation import align_rows

    return align_rows(run.tokenizers, translation, read(translation.attention, reading))


def attribution_links(run: LoadedRun, translation: Translation, method: str) -> Links:
    """Links from the attribution ``method`` (one of ATTRIBUTIONS) of each emitted piece to
    the source pieces, teacher-forced on ``translation``: per target unit the source unit of
    largest |attribution|, summed over the source unit's pieces."""
    import torch

    from attnlab.explain import attribute, emitted_log_probs, occlusion
    from attnlab.masks import padding_mask
    from attnlab.translation import align_rows

    src_tok, tgt_tok = run.tokenizers.src, run.tokenizers.tgt
    source = [src_tok.piece_to_id(piece) for piece in translation.source_tokens]
    emitted = [tgt_tok.piece_to_id(piece) for piece in translation.target_tokens]
    if not source or not emitted:
        return []
    src = torch.tensor([source])  # (1, S)
    src_mask = padding_mask(torch.tensor([len(source)]))  # (1, 1, 1, S)
    target = torch.tensor([emitted])  # (1, T)
    tgt_in = torch.tensor([[tgt_tok.bos_id, *emitted[:-1]]])  # (1, T)
    model = run.model.eval()
    if method == "occlusion":
        with torch.no_grad():
            scores = emitted_log_probs(model, src_mask, tgt_in, target)
            weights = occlusion(scores, src, target.shape[1])  # (T, S)
    else:
        grad_x_input, ig = attribute(model, src, src_mask, tgt_in, target)
        weights = grad_x_input if method == "grad_x_input" else ig.attributions
    return align_rows(run.tokenizers, translation, weights.abs())


def has_eflomal() -> bool:
    return importlib.util.find_spec("eflomal") is not None
