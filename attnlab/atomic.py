"""Atomic file writes: a reader sees the old file or the new one, never half of one, and an
interrupted write leaves no partial file behind. Every file attnlab writes goes through here."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


@contextmanager
def replacing(path: str | os.PathLike[str]) -> Iterator[Path]:
    """Yield a temporary path beside ``path``; when the block succeeds, rename it over ``path``."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
        os.chmod(temporary, 0o644)  # mkstemp makes it owner-only; these are ordinary files
        os.replace(temporary, target)
    finally:
        temporary.unlink(missing_ok=True)


def write_file(path: str | os.PathLike[str], data: bytes | str) -> Path:
    """Write bytes, or text as UTF-8, to ``path`` atomically (flushed to disk first)."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    with replacing(path) as temporary, open(temporary, "wb") as handle:
        handle.write(payload)
        handle.flush()
        os.fsync(handle.fileno())
    return Path(path)


def write_json(path: str | os.PathLike[str], data: Any) -> Path:
    """``data`` as indented UTF-8 JSON; serialized first, so a bad value leaves nothing behind."""
    return write_file(path, json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n")


def write_png(figure: Any, path: str | os.PathLike[str], **options: Any) -> Path:
    """A matplotlib figure saved as PNG at ``path`` atomically (``options`` go to savefig)."""
    with replacing(path) as temporary:
        figure.savefig(temporary, format="png", **options)
    return Path(path)


def fsync_path(path: str | os.PathLike[str]) -> None:
    """Flush a file's data, or a directory's entries (what a rename changed), to disk."""
    handle = os.open(path, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)
