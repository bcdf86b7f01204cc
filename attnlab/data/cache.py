"""Where downloaded and prepared corpora live: ``$ATTNLAB_CACHE``, else
``$XDG_CACHE_HOME/attnlab``, else ``~/.cache/attnlab``; files are written atomically."""

from __future__ import annotations

import hashlib
import os
import tempfile
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


def write_atomic(path: Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename, so that a reader
    never sees half a file and an interrupted run leaves no corrupt cache entry."""
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; a cache entry is ordinary readable data
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
