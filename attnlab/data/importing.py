"""From pairs read out of the user's files to a saved corpus: Chinese script folding (as the
built-in Tatoeba corpus does), duplicate pairs counted, the train/dev/test split, and a write
that never replaces an input file, nor an earlier corpus unless asked to."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Sequence
from pathlib import Path

from attnlab.atomic import cannot_write
from attnlab.data.cache import cache_root
from attnlab.data.chinese import SIMPLIFIED, to_simplified
from attnlab.data.corpus import (
    SPLITS,
    Corpus,
    DataError,
    Pair,
    connected_key,
    save_corpus,
    split_pairs,
)
from attnlab.data.languages import is_chinese
from attnlab.data.text import split_key
from attnlab.data.user_data import ReadReport

DEV_PER_MILLE = 50
TEST_PER_MILLE = 50
DEFAULT_SPLIT_SEED = 0
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
# What save_corpus writes, and the temporary files an interrupted atomic write leaves.
_CORPUS_FILE = re.compile(r"\.?(meta\.json|train\.tsv|dev\.tsv|test\.tsv)(\..*\.tmp)?")


def imported_root(root: Path | None = None) -> Path:
    return (cache_root() if root is None else root) / "imported"


def check_name(name: str) -> str:
    if not _NAME.fullmatch(name):
        raise DataError(
            f"invalid corpus name {name!r}: use letters, digits, '.', '_' and '-', starting "
            "with a letter or digit"
        )
    return name


def corpus_directory(name: str, directory: Path | None = None, root: Path | None = None) -> Path:
    """Where an import saves: ``directory`` if given, else ``<cache>/imported/NAME``."""
    check_name(name)
    return directory if directory is not None else imported_root(root) / name


def _fold(texts: list[str]) -> tuple[list[str], int, int]:
    """``texts`` folded to Simplified script, with the number of characters and of sentences
    that changed (t2s can map a phrase to one of another length: count that difference too)."""
    folded = [to_simplified(text) for text in texts]
    characters = sentences = 0
    for before, after in zip(texts, folded, strict=True):
        if before != after:
            sentences += 1
            characters += sum(a != b for a, b in zip(before, after, strict=False))
            characters += abs(len(before) - len(after))
    return folded, characters, sentences


def build_corpus(
    report: ReadReport,
    *,
    name: str,
    src_lang: str,
    tgt_lang: str,
    attribution: str = "",
    source: str = "",
    dev_per_mille: int = DEV_PER_MILLE,
    test_per_mille: int = TEST_PER_MILLE,
    split_seed: int = DEFAULT_SPLIT_SEED,
    fold_chinese: bool = True,
    drop_duplicates: bool = False,
) -> Corpus:
    """Fold a Chinese side to Simplified script (OpenCC t2s, recorded as that side's
    normalizer so tokenizers fold new input too; ``fold_chinese=False`` keeps the text), count
    exact duplicate pairs (dropped with ``drop_duplicates``), then split: by the file's split
    column where it has one, else by a hash of the normalized source sentence, script-folded
    for the key even when the text is kept, so script twins share a split. The hash is salted
    with ``split_seed`` and never with ``name``: the same file splits the same under any name,
    so a re-import cannot move training sentences into test."""
    if not report.pairs:
        raise DataError(f"no pairs to import from {source or 'the input'}")
    if min(dev_per_mille, test_per_mille) < 0 or dev_per_mille + test_per_mille >= 1000:
        raise DataError(
            f"--dev-per-mille {dev_per_mille} and --test-per-mille {test_per_mille} must each "
            "be >= 0 and together under 1000, to leave sources for train (default "
            f"{DEV_PER_MILLE} and {TEST_PER_MILLE})"
        )
    info: dict[str, object] = {
        "source": source,
        "lines": report.lines,
        "skipped": dict(report.skipped),
    }

    sides = {"src": [p.src for p in report.pairs], "tgt": [p.tgt for p in report.pairs]}
    normalizers, scripts = _fold_chinese(sides, {"src": src_lang, "tgt": tgt_lang}, fold_chinese)
    if scripts:
        info["chinese_script"] = scripts
    kept, duplicates, first_duplicate = _kept_pairs(report, sides, drop_duplicates)
    info["duplicate_pairs_dropped" if drop_duplicates else "duplicate_pairs_kept"] = duplicates
    if duplicates:
        info["first_duplicate"] = first_duplicate

    if any(split is not None for _, split in kept):
        splits: dict[str, list[Pair]] = {split: [] for split in SPLITS}
        for pair, split in kept:
            splits[split or "train"].append(pair)
        info["split_rule"] = "the file's split column"
    else:
        fold = to_simplified if is_chinese(src_lang) and "src" not in normalizers else str
        salt = f"attnlab/imported/seed-{split_seed}"
        pairs = [pair for pair, _ in kept]
        splits = split_pairs(
            pairs,
            connected_key(pairs, lambda text: split_key(fold(text))),
            salt=salt,
            dev_per_mille=dev_per_mille,
            test_per_mille=test_per_mille,
        )
        info["split_rule"] = (
            "sha256 of the smallest normalized source sentence of the pair's group (pairs "
            "sharing a normalized source or target, directly or through others, share a "
            f"split: no test reference is a training target), salted {salt!r} (--split-seed "
            f"{split_seed}; the corpus name plays no part): test {test_per_mille}/1000, dev "
            f"{dev_per_mille}/1000 of the groups"
        )
        info["split_seed"] = split_seed
        info["dev_per_mille"], info["test_per_mille"] = dev_per_mille, test_per_mille
    return Corpus(
        name=name,
        src_lang=src_lang,
        tgt_lang=tgt_lang,
        train=splits["train"],
        dev=splits["dev"],
        test=splits["test"],
        attribution=attribution,
        src_normalizer=normalizers.get("src"),
        tgt_normalizer=normalizers.get("tgt"),
        info=info,
    )


def _fold_chinese(
    sides: dict[str, list[str]], langs: dict[str, str], fold: bool
) -> tuple[dict[str, str], dict[str, dict[str, object]]]:
    """Each Chinese side's Traditional characters counted and, if ``fold``, folded in place
    to Simplified: the normalizer of each folded side, and what was found per side."""
    normalizers: dict[str, str] = {}
    scripts: dict[str, dict[str, object]] = {}
    for side, lang in langs.items():
        if not is_chinese(lang):
            continue
        folded, characters, sentences = _fold(sides[side])
        scripts[side] = {
            "traditional_characters": characters,
            "sentences": sentences,
            "folded_to_simplified": fold,
        }
        if fold:
            sides[side] = folded
            normalizers[side] = SIMPLIFIED
    return normalizers, scripts


def _kept_pairs(
    report: ReadReport, sides: dict[str, list[str]], drop_duplicates: bool
) -> tuple[list[tuple[Pair, str | None]], int, str]:
    """The pairs (as folded) with their split column, exact repeats of (src, tgt) kept unless
    asked (the file may mean them as weights); how many repeats, and the first of them."""
    seen: dict[tuple[str, str], str] = {}
    kept: list[tuple[Pair, str | None]] = []
    duplicates, first_duplicate = 0, ""
    rows = zip(report.pairs, sides["src"], sides["tgt"], report.splits, report.origins, strict=True)
    for pair, src, tgt, split, origin in rows:
        if (src, tgt) in seen:
            duplicates += 1
            first_duplicate = first_duplicate or f"{origin} repeats {seen[src, tgt]}"
            if drop_duplicates:
                continue
        else:
            seen[src, tgt] = origin
        kept.append((Pair(src, tgt, pair.src_id, pair.tgt_id), split))
    return kept, duplicates, first_duplicate


def describe(report: ReadReport, corpus: Corpus) -> list[str]:
    """What an import saw and decided, one line each, for the user."""
    lines = [report.summary(), *report.notes]
    info = corpus.info
    dropped = "duplicate_pairs_dropped" in info
    duplicates = info.get("duplicate_pairs_dropped", info.get("duplicate_pairs_kept", 0))
    if duplicates:
        what = "dropped them (--filter)" if dropped else "kept them; --filter drops them"
        lines.append(
            f"{duplicates:,} duplicate pair(s), exact repeats of an earlier pair (first: "
            f"{info['first_duplicate']}): {what}"
        )
    for side, script in info.get("chinese_script", {}).items():
        count, sentences = script["traditional_characters"], script["sentences"]
        lang = getattr(corpus, f"{side}_lang")
        if not count:
            lines.append(f"{side} side ({lang}): no Traditional characters, nothing to fold")
        elif script["folded_to_simplified"]:
            lines.append(
                f"{side} side ({lang}): folded {count:,} Traditional characters (in "
                f"{sentences:,} sentences) to Simplified (OpenCC t2s); --no-fold-chinese keeps them"
            )
        else:
            lines.append(
                f"{side} side ({lang}): kept {count:,} Traditional characters (in {sentences:,} "
                "sentences) as given (--no-fold-chinese); without it they fold to Simplified"
            )
    lines.append(f"split: {info['split_rule']}")
    return lines


def check_splits(corpus: Corpus) -> None:
    """Training evaluates on dev and test, and trains on train: an empty one would stop a run
    at its first evaluation, so it stops the import instead."""
    sizes = corpus.sizes()
    empty = [name for name, size in sizes.items() if size == 0]
    if not empty:
        return
    listed = ", ".join(f"{name} {size:,}" for name, size in sizes.items())
    if "dev_per_mille" not in corpus.info:
        advice = (
            f"mark some lines {' and '.join(empty)} in the split column, or leave out "
            "--split-column to split by a hash of the source"
        )
    elif empty == ["train"]:
        advice = "lower --dev-per-mille and --test-per-mille"
    else:
        advice = " and ".join(
            f"raise --{name}-per-mille (now {corpus.info[f'{name}_per_mille']})"
            for name in empty
            if name != "train"
        )
        advice += " or import more pairs (splits go by distinct source sentence)"
    raise DataError(
        f"the import would leave {' and '.join(empty)} empty ({listed} pairs), and training "
        f"needs all three: {advice}. --filter cannot help: it only removes pairs"
    )


def check_output(directory: Path, *, inputs: Sequence[Path] = (), force: bool = False) -> None:
    """Refuse a destination that would lose data: one that is or holds an input file (even
    with ``force``), an existing corpus (unless ``force``), or anything else already there
    that is not an empty directory."""
    target = directory.resolve()
    for path in inputs:
        source = path.resolve()
        if source == target or target in source.parents:
            raise DataError(
                f"the output {'is' if source == target else 'contains'} the input file {path}; "
                "importing would overwrite your data. Choose another --output (--force never "
                "writes over an input)",
                path=target,  # resolved: "." would say little
            )
    if not directory.exists():
        return
    if not directory.is_dir():
        raise DataError(
            "exists and is not a directory; a corpus is a directory. Choose another --output",
            path=directory,
        )
    extra = sorted(p.name for p in directory.iterdir() if not _CORPUS_FILE.fullmatch(p.name))
    if extra:
        raise DataError(
            f"is a directory holding files that are not a corpus's ({', '.join(extra[:5])}"
            f"{', ...' if len(extra) > 5 else ''}); importing would mix the corpus with them. "
            "Choose a new or empty directory (--force replaces only an earlier corpus)",
            path=directory,
        )
    if any(directory.iterdir()) and not force:
        raise DataError(
            f"a corpus already exists here{_describe_existing(directory)}; runs trained on it "
            "would no longer match it. Pass --force to replace it, or choose another --name "
            "(or --output)",
            path=directory,
        )


def _describe_existing(directory: Path) -> str:
    try:
        meta = json.loads((directory / "meta.json").read_text(encoding="utf-8"))
        sizes = ", ".join(f"{name} {n:,}" for name, n in meta["sizes"].items())
        return f" ({meta['name']}: {sizes} pairs, from {meta['info']['source'] or '?'})"
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return " (incomplete)"


def import_corpus(
    corpus: Corpus,
    directory: Path | None = None,
    *,
    root: Path | None = None,
    inputs: Sequence[Path] = (),
    force: bool = False,
) -> Path:
    """Save an imported corpus under ``<cache>/imported/NAME`` (or ``directory``), after
    :func:`check_splits` and :func:`check_output`; it is then loadable by name or by path with
    :func:`attnlab.data.load_corpus`. ``inputs``: the files it was read from."""
    check_splits(corpus)
    target = corpus_directory(corpus.name, directory, root)
    check_output(target, inputs=inputs, force=force)
    # Written beside first, whole, then moved in: a full disk leaves the folder as it was.
    staging = target.with_name(f".{target.name}.new")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        save_corpus(corpus, staging)
    except BaseException as error:  # a full disk, Ctrl-C: no half corpus is left beside
        shutil.rmtree(staging, ignore_errors=True)
        if isinstance(error, OSError):
            raise cannot_write(target, error) from None
        raise
    target.mkdir(parents=True, exist_ok=True)
    # meta.json marks a complete corpus: it goes first and comes back last, so an interrupted
    # replacement reads as incomplete, never as a mix of old and new splits.
    (target / "meta.json").unlink(missing_ok=True)
    for name in sorted(path.name for path in staging.iterdir() if path.name != "meta.json"):
        os.replace(staging / name, target / name)
    os.replace(staging / "meta.json", target / "meta.json")
    staging.rmdir()
    return target
