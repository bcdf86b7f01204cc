"""One training per run directory: an exclusive ``flock`` on ``RUN_DIR/.lock``, held for the
whole training. The kernel drops it when the process ends, however it ends, so a killed
training never blocks the next one; the file keeps the holder's pid for the message."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path


class RunInUseError(ValueError):
    """Another process is training into the run directory."""


class RunLock:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file = open(path, "a+")  # noqa: SIM115 - held open until release()
        try:
            fcntl.flock(self._file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self._file.seek(0)
            holder = self._file.read().strip() or "unknown"
            self._file.close()
            raise RunInUseError(
                f"{path.parent} is being trained by another process (pid {holder}); wait for "
                "it to finish or stop it, or train into another --run_dir"
            ) from None
        self._file.truncate(0)
        self._file.write(f"{os.getpid()}\n")
        self._file.flush()

    def release(self) -> None:
        self._file.close()  # closing drops the lock
