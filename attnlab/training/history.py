"""What a training keeps of its attention, to watch alignment appear: at every evaluation, for
a small fixed probe set, the greedy translation, its log-probability, its cross-attention (every
layer and head, float16) and, from Chinese to English, the alignment error of its words against
the dictionary's links (``attnlab.data.dictionary_links``). One file an evaluation,
``history/step-NNNNNNNN.safetensors``: the maps as tensors, the rest as its JSON metadata,
written atomically. A resumed run drops the evaluations after its checkpoint and makes them
again, the same: greedy decoding in eval mode draws no random numbers.

The probe set: the chapter's and the lecture's sentences when the source is Chinese, then the
first ``train.probe_sentences`` distinct dev sources; each probe's translation is cut at
MAX_PIECES, so an evaluation holds at most P x L x H x MAX_PIECES x MAX_PIECES x 2 bytes.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

from attnlab import lecture, walkthrough
from attnlab.atomic import write_file
from attnlab.data import Tokenizers
from attnlab.data.dictionary_links import (
    aer,
    argmax_links,
    counts,
    diagonal_links,
    pieces_links,
    word_rows,
)
from attnlab.translation import translate

MAX_PIECES = 64  # source pieces kept of a probe (the lecture's sentence has ~40), and target
FILE = re.compile(r"^step-(\d{8})\.safetensors$")


def probe_sources(dev_sources: Sequence[str], count: int, src_lang: str) -> list[str]:
    """The probe set: the teaching sentences for a Chinese source, then ``count`` distinct dev
    sources (0: no history is kept)."""
    if count == 0:
        return []
    teaching = [walkthrough.SENTENCE + "。", lecture.SENTENCE] if src_lang == "zh" else []
    distinct = [s for s in dict.fromkeys(dev_sources) if s.strip() and s not in teaching]
    return teaching + distinct[:count]


def history_file(directory: Path, step: int) -> Path:
    return directory / f"step-{step:08d}.safetensors"


@torch.no_grad()
def record(
    directory: Path,
    model: nn.Module,
    tokenizers: Tokenizers,
    sources: list[str],
    step: int,
    dev_bleu: float,
    device: torch.device,
) -> Path:
    """This evaluation's entry: the probes translated greedily with their attention, written
    to ``directory`` as one file. Alignment errors need the dictionary (the alignment extra)
    and a Chinese source with an English target; else they are None."""
    from safetensors.torch import save

    model.eval()
    found = translate(model, tokenizers, sources, device=device)
    dictionary = tokenizers.src.lang == "zh" and tokenizers.tgt.lang == "en" and has_dictionary()
    tensors: dict[str, torch.Tensor] = {}
    probes = []
    for index, translation in enumerate(found):
        source_pieces = translation.source_tokens[:MAX_PIECES]
        target_pieces = translation.target_tokens[:MAX_PIECES]
        for layer, weights in enumerate(translation.attention.cross):  # (1, H, T, S)
            kept = weights[0, :, : len(target_pieces), : len(source_pieces)]
            tensors[f"{index}.{layer}"] = kept.to(torch.float16).contiguous().cpu()
        probes.append(
            {
                "source": translation.source,
                "source_pieces": source_pieces,
                "target": translation.target,
                "target_pieces": target_pieces,
                "log_prob": round(translation.log_prob, 4),
                "aer": probe_aer(translation.attention.cross, source_pieces, target_pieces)
                if dictionary
                else None,
            }
        )
    metadata = {"step": str(step), "dev_bleu": str(dev_bleu), "probes": json.dumps(probes)}
    return write_file(history_file(directory, step), save(tensors, metadata=metadata))


def probe_aer(
    maps: Sequence[torch.Tensor], source_pieces: list[str], target_pieces: list[str]
) -> dict[str, Any] | None:
    """The argmax alignment error of a probe's words (the mean of every layer and head) against
    the dictionary's links, and the words those links cover; None when they cover none."""
    found = probe_counts(maps, source_pieces, target_pieces)
    if found is None:
        return None
    return {
        "aer": round(aer(torch.tensor([found.attention], dtype=torch.float64)), 4),
        "words": found.words,
    }


@dataclass(frozen=True)
class ProbeCounts:
    """[|A|, |S|, |A ∩ S|] of a probe's covered words, from two readings of its links."""

    attention: list[int]  # the argmax of the mean of every layer and head
    diagonal: list[int]  # position alone, on the same words
    words: int  # the words the dictionary's links cover


def probe_counts(
    maps: Sequence[torch.Tensor], source_pieces: list[str], target_pieces: list[str]
) -> ProbeCounts | None:
    """A probe's counts against the dictionary's links (``maps``: a layer's (H, T, S) maps, or
    (1, H, T, S)); None when the links cover no word."""
    written = target_pieces[:-1] if target_pieces[-1:] == ["</s>"] else target_pieces
    words, sure = pieces_links(source_pieces, written)
    if not sure or not maps:
        return None
    weights = torch.cat([m.reshape(-1, *m.shape[-2:]) for m in maps]).float().mean(dim=0)
    rows = word_rows(weights[: len(written), : len(source_pieces)], words, mean=True)
    diagonal = diagonal_links(sure, len(words), len(source_pieces))
    return ProbeCounts(counts(argmax_links(rows, sure), sure), counts(diagonal, sure), len(sure))


def has_dictionary() -> bool:
    from attnlab.data.cedict import glosses

    try:
        glosses()
    except RuntimeError:  # the alignment extra is not installed: no alignment errors
        return False
    return True


def drop_after(directory: Path, step: int) -> None:
    """Resuming from ``step``: the entries a stopped run wrote after its checkpoint go, to be
    made again."""
    for path in directory.glob("step-*.safetensors"):
        match = FILE.match(path.name)
        if match and int(match.group(1)) > step:
            path.unlink()


@dataclass(frozen=True)
class Entry:
    """One evaluation of the history, as read back."""

    step: int
    dev_bleu: float
    probes: list[dict[str, Any]]  # as ``record`` wrote them
    path: Path

    def attention(self, probe: int) -> list[torch.Tensor]:
        """Probe ``probe``'s cross-attention, one (H, T, S) float32 map a layer."""
        return self.attentions()[probe]

    def attentions(self) -> list[list[torch.Tensor]]:
        """Every probe's cross-attention, in probe order, from one read of the file."""
        from safetensors.torch import load_file

        tensors = load_file(self.path)
        layers: list[list[tuple[int, torch.Tensor]]] = [[] for _ in self.probes]
        for key, maps in tensors.items():  # "PROBE.LAYER", as record writes them
            probe, _, layer = key.partition(".")
            if probe.isdigit() and layer.isdigit() and int(probe) < len(layers):
                layers[int(probe)].append((int(layer), maps.float()))
        return [[maps for _, maps in sorted(found, key=lambda pair: pair[0])] for found in layers]


@dataclass(frozen=True)
class History:
    entries: list[Entry]  # by step
    problems: list[str]  # one line for each file that could not be read


def read_history(directory: Path) -> History:
    """Every entry in ``directory`` by step; a damaged file is named in ``problems`` and left
    out, the rest read. A run from before the history has none: no entries, no problems."""
    from safetensors import SafetensorError, safe_open

    entries, problems = [], []
    for path in sorted(directory.glob("step-*.safetensors")):
        if not FILE.match(path.name):
            continue
        try:
            with safe_open(str(path), framework="pt") as handle:
                metadata = handle.metadata() or {}
            probes = json.loads(metadata["probes"])
            entry = Entry(int(metadata["step"]), float(metadata["dev_bleu"]), probes, path)
        except (OSError, SafetensorError, ValueError, KeyError) as error:  # JSONDecodeError too
            problems.append(f"{path}: not a history entry ({error}); the others are shown")
            continue
        if not math.isfinite(entry.dev_bleu) or not isinstance(probes, list):
            problems.append(f"{path}: not a history entry (bad fields); the others are shown")
            continue
        entries.append(entry)
    return History(sorted(entries, key=lambda e: e.step), problems)
