"""Read verses from installed SWORD Bible modules (zText driver: zlib blocks plus two index
files), with the versification tables of the pure-Python package ``pysword``.

Each compressed block is inflated once; reading a whole Bible takes about a second (pysword's
own reader inflates a whole book for every verse).
"""

from __future__ import annotations

import os
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from attnlab.data.corpus import DataError


def sword_search_paths() -> list[Path]:
    """Where SWORD modules are looked for: $SWORD_PATH, ~/.sword, then the system folders."""
    paths = [Path(p) for p in os.environ.get("SWORD_PATH", "").split(os.pathsep) if p]
    return [
        *paths,
        Path.home() / ".sword",
        Path("/usr/share/sword"),
        Path("/usr/local/share/sword"),
    ]


@dataclass(frozen=True)
class ModuleConf:
    """The fields of a module's ``mods.d/*.conf`` this reader needs."""

    name: str
    data_path: Path
    driver: str
    compression: str
    block_type: str
    versification: str
    encoding: str
    version: str


def find_module(name: str, search_paths: list[Path] | None = None) -> ModuleConf | None:
    """The configuration of module ``name`` (e.g. 'spaRV1909eb'), or None if not installed."""
    for root in sword_search_paths() if search_paths is None else search_paths:
        for conf in sorted((root / "mods.d").glob("*.conf")):
            fields = _parse_conf(conf)
            if fields.get("") != name:
                continue
            return ModuleConf(
                name=name,
                data_path=(root / fields.get("DataPath", "")).resolve(),
                driver=fields.get("ModDrv", ""),
                compression=fields.get("CompressType", "ZIP").upper(),
                block_type=fields.get("BlockType", "CHAPTER").upper(),
                versification=fields.get("Versification", "KJV").lower(),
                encoding=fields.get("Encoding", "UTF-8"),
                version=fields.get("Version", "unknown"),
            )
    return None


def _parse_conf(path: Path) -> dict[str, str]:
    """Key=value lines of a module conf; the ``[ModuleName]`` header is stored under ''."""
    fields: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]") and "" not in fields:
            fields[""] = line[1:-1]
        elif "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            fields.setdefault(key.strip(), value.strip())
    return fields


class SwordBible:
    """Raw (marked-up) verse text by book OSIS id, chapter and verse in the module's own
    versification; ``verse`` returns None for a key that versification does not have."""

    def __init__(self, conf: ModuleConf):
        if conf.driver.lower() != "ztext" or conf.compression != "ZIP":
            raise DataError(
                f"module {conf.name}: only zText modules with ZIP compression are supported, "
                f"found ModDrv={conf.driver} CompressType={conf.compression}"
            )
        from pysword.books import BibleStructure

        letter = {"BOOK": "b", "CHAPTER": "c", "VERSE": "v"}[conf.block_type]
        self.conf = conf
        self._files: dict[str, tuple[bytes, bytes, bytes]] = {}
        for testament in ("ot", "nt"):
            stem = conf.data_path / f"{testament}.{letter}z"
            if (stem.parent / (stem.name + "v")).is_file():
                self._files[testament] = tuple(  # type: ignore[assignment]
                    (stem.parent / (stem.name + suffix)).read_bytes() for suffix in "vsz"
                )
        if not self._files:
            raise DataError(f"module {conf.name}: no ot/nt data files", path=conf.data_path)
        self._structure: Any = BibleStructure(conf.versification, list(self._files))
        self._blocks: dict[tuple[str, int], bytes] = {}

    def books(self) -> list[tuple[str, list[int]]]:
        """(OSIS book id, verses per chapter) in canon order."""
        return [
            (book.osis_name, list(book.chapter_lengths))
            for testament in self._files
            for book in self._structure.get_books()[testament]
        ]

    def chapter(self, book: str, chapter: int) -> list[str] | None:
        """The raw text of every verse of a chapter (index 0 = verse 1), or None if this
        versification has no such chapter."""
        try:
            located = self._structure.ref_to_indicies(books=[book], chapters=[chapter])
        except ValueError:
            return None
        ((testament, indices),) = located.items()
        return [self._text(testament, index) for index in indices]

    def _text(self, testament: str, index: int) -> str:
        verses, _, _ = self._files[testament]
        record = verses[10 * index : 10 * index + 10]
        if len(record) < 10:
            return ""
        block, start, length = struct.unpack("<IIH", record)
        data = self._block(testament, block)
        return data[start : start + length].decode(self.conf.encoding, errors="replace")

    def _block(self, testament: str, number: int) -> bytes:
        key = (testament, number)
        if key not in self._blocks:
            _, blocks, compressed = self._files[testament]
            entry = blocks[12 * number : 12 * number + 12]
            if len(entry) < 12:
                self._blocks[key] = b""
            else:
                offset, size, _ = struct.unpack("<III", entry)
                self._blocks[key] = zlib.decompress(compressed[offset : offset + size])
        return self._blocks[key]
