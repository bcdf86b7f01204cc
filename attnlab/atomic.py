"""Atomic file writes: a reader sees the old file or the new one, never half of one, and an
interrupted write leaves no partial file behind. Every file attnlab writes goes through here."""

from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

# The write failures a user can fix by choosing another place or making room, worded as such
NO_SPACE = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
NOT_WRITABLE = {errno.EACCES, errno.EPERM, errno.EROFS}


class WriteError(OSError):
    """A file that could not be written, in one line naming its folder and what to do; what
    was there before is as it was, and no temporary file is left behind."""


def cannot_write(target: Path, error: OSError, size: int | None = None) -> OSError:
    """``error`` (met writing ``target``, ``size`` bytes if known) as a WriteError that says
    what to do, or ``error`` itself when it is no matter of space or permission."""
    folder = target.parent
    if error.errno in NO_SPACE:
        try:
            free = f"{shutil.disk_usage(folder).free / 1e6:.1f} MB free"
        except OSError:
            free = "its free space unknown"
        needed = f"{size / 1e6:.1f} MB" if size is not None else "more space"
        worded = WriteError(
            f"cannot write {target.name}: no space left in {folder} (it needs {needed}; "
            f"{free}); make room or choose another folder"
        )
    elif error.errno in NOT_WRITABLE:
        worded = WriteError(
            f"cannot write {target.name}: {folder} is not writable by this user "
            f"({os.strerror(error.errno or 0).lower()}); choose a folder you can write to"
        )
    else:
        return error
    worded.errno = error.errno  # one line (no "[Errno 28]" before it), the number kept
    return worded


@contextmanager
def replacing(path: str | os.PathLike[str], size: int | None = None) -> Iterator[Path]:
    """Yield a temporary path beside ``path``; when the block succeeds, rename it over ``path``.
    A full disk or a folder this user cannot write is a WriteError (``size``: the bytes it
    was to write, for its message), with ``path`` as it was and no temporary file left."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as error:
        raise cannot_write(target, error, size) from None
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
        os.chmod(temporary, 0o644)  # mkstemp makes it owner-only; these are ordinary files
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)  # first: the free space said is without it
        raise cannot_write(target, error, size) from None
    finally:
        temporary.unlink(missing_ok=True)


def write_file(path: str | os.PathLike[str], data: bytes | str) -> Path:
    """Write bytes, or text as UTF-8, to ``path`` atomically (flushed to disk first)."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    with replacing(path, len(payload)) as temporary, open(temporary, "wb") as handle:
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
