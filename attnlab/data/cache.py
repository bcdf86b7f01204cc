"""Where downloaded and prepared corpora (and the fonts cut for the explorer's pages) live:
``$ATTNLAB_CACHE``, else ``$XDG_CACHE_HOME/attnlab``, else ``~/.cache/attnlab``; files are
written atomically."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path


def cache_root() -> Path:
    """The user cache directory (not created here)."""
    explicit = os.environ.get("ATTNLAB_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg:
        return Path(xdg).expanduser() / "attnlab"
    return Path.home() / ".cache" / "attnlab"


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
