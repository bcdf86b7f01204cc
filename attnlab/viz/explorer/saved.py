"""Saved explanations in the explorer (``attnlab explore RUN... --explanations FILE``): the
JSON lines `attnlab explain RUN --input FILE -o FILE` wrote, each shown in the Attention vs
attribution view as it was computed, not computed again.

Each line names its run (as given to `attnlab explain`) and its beam; a line is served for a
request on that run, beam and sentence. A file that does not load, or that names a run the
explorer does not serve, stops the explorer before it starts, with the file, the line and
what to do.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from attnlab.explain import Explanation
from attnlab.runs import find_run

MAX_FILE_BYTES = 256 * 1024 * 1024


class SavedExplanationError(ValueError):
    """A saved-explanations file the explorer cannot serve; the message says why."""


@dataclass(frozen=True)
class SavedExplanation:
    file: str  # as given on the command line
    explanation: Explanation


Key = tuple[Path, int, str]  # (the run's folder, beam, sentence)


def load_saved(paths: list[str], run_folders: list[Path]) -> dict[Key, SavedExplanation]:
    """Every line of every file, keyed by (run folder, beam, sentence), for runs among
    ``run_folders`` (resolved paths); a later line for the same key wins."""
    served = {folder.resolve() for folder in run_folders}
    found: dict[Key, SavedExplanation] = {}
    for path in paths:
        for number, record in _records(path):
            where = f"{path}, line {number}"
            run, beam = record.get("run"), record.get("beam")
            if not isinstance(run, str) or isinstance(beam, bool) or not isinstance(beam, int):
                raise SavedExplanationError(
                    f"{where}: no run or beam (written by an older attnlab explain); make the "
                    "file again with `attnlab explain RUN --input SENTENCES -o FILE`"
                )
            try:
                folder = find_run(run).root.resolve()
            except (FileNotFoundError, ValueError) as error:
                raise SavedExplanationError(f"{where}: its run {run!r}: {error}") from None
            if folder not in served:
                raise SavedExplanationError(
                    f"{where}: made with run {run!r}, which this explorer does not serve; "
                    f"add it: attnlab explore {run} --explanations {path}"
                )
            try:
                explanation = Explanation.from_json(record)
            except (KeyError, TypeError, ValueError) as error:
                raise SavedExplanationError(
                    f"{where}: not an explanation as `attnlab explain --input` writes them "
                    f"({type(error).__name__}: {error})"
                ) from None
            key = (folder, beam, explanation.source.strip())  # as the page sends it: trimmed
            found[key] = SavedExplanation(path, explanation)
    return found


def _records(path: str) -> list[tuple[int, dict[str, Any]]]:
    file = Path(path)
    if not file.is_file():
        raise SavedExplanationError(f"--explanations {path}: no such file")
    if file.stat().st_size > MAX_FILE_BYTES:
        raise SavedExplanationError(
            f"--explanations {path}: over {MAX_FILE_BYTES // 2**20} MiB; split it"
        )
    records = []
    text = file.read_text(encoding="utf-8", errors="replace")
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise SavedExplanationError(f"{path}, line {number}: not JSON ({error})") from None
        if not isinstance(record, dict):
            raise SavedExplanationError(f"{path}, line {number}: not a JSON object")
        records.append((number, record))
    if not records:
        raise SavedExplanationError(f"--explanations {path}: no explanations in it")
    return records
