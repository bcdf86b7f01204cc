"""The corpus types every data source returns: sentence pairs in train/dev/test splits,
multi-reference grouping for evaluation, and the on-disk form of a prepared corpus."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from attnlab.atomic import write_file
from attnlab.data.text import assign_split, clean_text

SPLITS = ("train", "dev", "test")
FORMAT = "attnlab-corpus"
FORMAT_VERSION = 1
_HEADER = ("src_id", "src", "tgt_id", "tgt")


class DataError(ValueError):
    """Data that cannot be used as it is. The message names the file and line where one is
    known, says what is wrong and how to fix it."""

    def __init__(self, message: str, *, path: Path | str | None = None, line: int | None = None):
        where = ""
        if path is not None:
            where = f"{path}:{line}: " if line is not None else f"{path}: "
        super().__init__(where + message)
        self.path = None if path is None else Path(path)
        self.line = line


@dataclass(frozen=True, slots=True)
class Pair:
    """One translation pair; ids are the upstream sentence ids (Tatoeba ids, verse keys)."""

    src: str
    tgt: str
    src_id: str | None = None
    tgt_id: str | None = None


class ReferenceSet(NamedTuple):
    """A split grouped by source sentence: ``references[i]`` holds every target of
    ``sources[i]`` in corpus order, for multi-reference BLEU. Unpacks as
    ``sources, references = corpus.references("test")``."""

    sources: list[str]
    references: list[list[str]]

    def streams(self) -> list[list[str | None]]:
        """References transposed into sacreBLEU's layout: stream k holds the k-th reference of
        every source, None where a source has fewer (``sacrebleu.corpus_bleu(hyps, streams)``)."""
        width = max((len(refs) for refs in self.references), default=0)
        return [
            [refs[k] if k < len(refs) else None for refs in self.references] for k in range(width)
        ]


def seen_in_training(references: ReferenceSet, train: Iterable[Pair]) -> list[int]:
    """Which sources of ``references`` (their indices) have a reference that is verbatim a
    training target: another source the model was taught to translate the same way (Tatoeba
    holds many such pairs). Their BLEU measures memory as much as translation."""
    targets = {pair.tgt for pair in train}
    return [
        index
        for index, refs in enumerate(references.references)
        if any(ref in targets for ref in refs)
    ]


def group_references(pairs: Iterable[Pair]) -> ReferenceSet:
    """Group pairs by exact source text, keeping first-seen order of sources and targets
    (a target repeated for one source is kept once)."""
    by_source: dict[str, list[str]] = {}
    for pair in pairs:
        targets = by_source.setdefault(pair.src, [])
        if pair.tgt not in targets:
            targets.append(pair.tgt)
    return ReferenceSet(list(by_source), list(by_source.values()))


@dataclass(frozen=True)
class Corpus:
    """A parallel corpus in three splits. ``src_normalizer``/``tgt_normalizer`` name a script
    folding already applied to that side (``"zh-hans"``: Chinese folded to Simplified), which a
    tokenizer must also apply to new input. ``info`` records provenance and cleaning counts."""

    name: str
    src_lang: str
    tgt_lang: str
    train: list[Pair] = field(repr=False)
    dev: list[Pair] = field(repr=False)
    test: list[Pair] = field(repr=False)
    attribution: str = ""
    src_normalizer: str | None = None
    tgt_normalizer: str | None = None
    info: dict[str, Any] = field(default_factory=dict, repr=False)

    def split(self, name: str) -> list[Pair]:
        if name not in SPLITS:
            raise ValueError(f"unknown split {name!r}; expected one of {', '.join(SPLITS)}")
        pairs: list[Pair] = getattr(self, name)
        return pairs

    def references(self, split: str = "test") -> ReferenceSet:
        """The split grouped by source sentence, every reference of each source together."""
        return group_references(self.split(split))

    def sizes(self) -> dict[str, int]:
        return {name: len(self.split(name)) for name in SPLITS}


def split_pairs(
    pairs: Iterable[Pair],
    key: Callable[[Pair], str],
    *,
    salt: str,
    dev_per_mille: int,
    test_per_mille: int,
) -> dict[str, list[Pair]]:
    """Deterministic split by a key (never by row): pairs sharing a key share a split."""
    splits: dict[str, list[Pair]] = {name: [] for name in SPLITS}
    for pair in pairs:
        name = assign_split(
            key(pair), salt=salt, dev_per_mille=dev_per_mille, test_per_mille=test_per_mille
        )
        splits[name].append(pair)
    return splits


def connected_key(pairs: Sequence[Pair], key: Callable[[str], str]) -> Callable[[Pair], str]:
    """A split key that keeps connected pairs together: two pairs are connected when they
    share a source or a target (each side compared by ``key``), and a pair's key is the
    smallest source key of every pair it is connected to, directly or through others, so a
    target never sits in two splits and the order of the pairs plays no part (union-find)."""
    parent: dict[tuple[str, str], tuple[str, str]] = {}

    def root(node: tuple[str, str]) -> tuple[str, str]:
        while parent.setdefault(node, node) != node:
            parent[node] = parent[parent[node]]  # path halving
            node = parent[node]
        return node

    for pair in pairs:
        a, b = root(("src", key(pair.src))), root(("tgt", key(pair.tgt)))
        if a != b:
            parent[max(a, b)] = min(a, b)  # the smaller root stays: ("src", ...) sorts first
    smallest: dict[tuple[str, str], str] = {}
    for pair in pairs:
        group, source = root(("src", key(pair.src))), key(pair.src)
        smallest[group] = min(smallest.get(group, source), source)
    return lambda pair: smallest[root(("src", key(pair.src)))]


def deduplicate(pairs: Iterable[Pair]) -> tuple[list[Pair], int]:
    """Drop exact repeats of (src, tgt), keeping the first; returns the pairs and the count
    dropped (a repeated pair would count twice in a score and teach nothing new)."""
    seen: set[tuple[str, str]] = set()
    kept: list[Pair] = []
    dropped = 0
    for pair in pairs:
        if (pair.src, pair.tgt) in seen:
            dropped += 1
            continue
        seen.add((pair.src, pair.tgt))
        kept.append(pair)
    return kept, dropped


def _field(value: str | None) -> str:
    return "" if value is None else clean_text(value)


def save_corpus(corpus: Corpus, directory: Path) -> Path:
    """Write ``meta.json`` and ``train.tsv``/``dev.tsv``/``test.tsv`` (header
    ``src_id src tgt_id tgt``) under ``directory``; :func:`read_corpus` reads them back."""
    for name in SPLITS:
        lines = ["\t".join(_HEADER)]
        lines += [
            "\t".join((_field(p.src_id), _field(p.src), _field(p.tgt_id), _field(p.tgt)))
            for p in corpus.split(name)
        ]
        write_file(directory / f"{name}.tsv", "\n".join(lines) + "\n")
    meta = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "name": corpus.name,
        "src_lang": corpus.src_lang,
        "tgt_lang": corpus.tgt_lang,
        "attribution": corpus.attribution,
        "src_normalizer": corpus.src_normalizer,
        "tgt_normalizer": corpus.tgt_normalizer,
        "sizes": corpus.sizes(),
        "info": corpus.info,
    }
    # meta.json last: its presence marks a complete corpus directory.
    write_file(directory / "meta.json", json.dumps(meta, ensure_ascii=False, indent=2) + "\n")
    return directory


def is_corpus_directory(path: Path) -> bool:
    return (path / "meta.json").is_file()


def read_corpus(directory: Path) -> Corpus:
    """Read a corpus directory written by :func:`save_corpus`."""
    meta_path = directory / "meta.json"
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(
            "not a prepared corpus (no meta.json); prepare one with `attnlab data import`",
            path=directory,
        ) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise DataError(
            f"unreadable meta.json ({error}); delete the directory and prepare it again",
            path=meta_path,
        ) from None
    if meta.get("format") != FORMAT or meta.get("version") != FORMAT_VERSION:
        raise DataError(
            f"expected format {FORMAT} version {FORMAT_VERSION}, found "
            f"{meta.get('format')} version {meta.get('version')}; prepare it again",
            path=meta_path,
        )
    splits = {name: _read_split(directory / f"{name}.tsv") for name in SPLITS}
    for name, expected in meta.get("sizes", {}).items():
        if name in splits and len(splits[name]) != expected:
            raise DataError(
                f"{name}.tsv holds {len(splits[name])} pairs, meta.json says {expected}: the "
                "directory is incomplete or was edited; prepare it again",
                path=directory,
            )
    return Corpus(
        name=meta["name"],
        src_lang=meta["src_lang"],
        tgt_lang=meta["tgt_lang"],
        train=splits["train"],
        dev=splits["dev"],
        test=splits["test"],
        attribution=meta.get("attribution", ""),
        src_normalizer=meta.get("src_normalizer"),
        tgt_normalizer=meta.get("tgt_normalizer"),
        info=meta.get("info", {}),
    )


def _read_split(path: Path) -> list[Pair]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise DataError("missing split file; prepare the corpus again", path=path) from None
    if not lines or tuple(lines[0].split("\t")) != _HEADER:
        raise DataError(f"expected the header {' '.join(_HEADER)!r}", path=path, line=1)
    pairs = []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split("\t")
        if len(fields) != 4:
            raise DataError(
                f"expected 4 tab-separated fields, found {len(fields)}", path=path, line=number
            )
        src_id, src, tgt_id, tgt = fields
        pairs.append(Pair(src, tgt, src_id or None, tgt_id or None))
    return pairs
