"""The explorer's Evidence view: every registered experiment (``attnlab.experiments``) with
what its results folder holds: the claim, the verdict, the figure, the report, the command
that reproduces it, and the data of the lecture's interactive demos.

The explorer is given the registry's names and summaries (an :class:`EvidenceSource`, made by
the command line) rather than importing it: the experiments draw with ``attnlab.viz``, and
the two parts must not import each other.

Each experiment writes ``RESULTS/NAME/NAME.json``, ``NAME.png`` and ``README.md``. The JSON
is read through the schema the experiments write to, in ``attnlab.results``: ``record`` (the
fields every record has) and ``demos`` (the fields the demos draw). The files are read afresh
on every request and checked before anything is sent: a missing folder, a damaged or oversized
file, or demo data of the wrong shape becomes a ``problem`` the page shows in that
experiment's view (in the page's language: each has a ``reason`` the locale files word),
never an error of the whole page. Only regular files inside the results folder are read
(``read_inside``): a link out of it, a FIFO or a device is refused, and the view says which
file it skipped and why. Files are named relative to the results folder, and the results
attnlab ships by what they are, not by where the package lies on the disk.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shlex
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from attnlab.locales import FALLBACK, LANGUAGES, load
from attnlab.results import figure_file, report_file, verdict_state
from attnlab.results.demos import DEMOS, DemoError
from attnlab.results.record import read_envelope

DEFAULT_RESULTS = Path("results")
# The committed results, found from any folder, so the Evidence tab is not empty because the
# explorer was started elsewhere: package data (in a checkout, a link to its results/).
SHIPPED_RESULTS = Path(__file__).resolve().parents[2] / "results" / "shipped"
SHIPPED_MARK = "bottleneck/bottleneck.json"  # an experiment record: attnlab's results folder
MAX_RECORD_BYTES = 8 * 1024 * 1024  # an experiment's JSON (the largest today: 56 KB)
MAX_FIGURE_BYTES = 4 * 1024 * 1024  # its PNG (the largest today: 230 KB)
MAX_REPORT_BYTES = 1024 * 1024  # its README.md (the largest today: 12 KB)
MAX_REPORT_CHARACTERS = 200_000  # of which the page shows this many
MAX_CLAIM_CHARACTERS = 4_000


class RefusedFile(ValueError):
    """A results file not read: not a regular file, outside the results folder, or too big.
    ``reason``: which, one of REASONS."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class DamagedRecord(ValueError):
    """An experiment's JSON that cannot be used; ``reason``: why, one of REASONS."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


# why a file is refused or unusable: the page words each (evidence.reason_REASON), the
# English message beside it is for the logs and the tests
REASONS = ("outside", "unopenable", "not_regular", "too_big", "not_json", "not_object")


def read_inside(root: Path, path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes whose real
    path (links followed) lies inside ``root``; FileNotFoundError if there is none, else
    RefusedFile saying why. Results folders are copied and shared: a link in one to
    /dev/zero or /etc/passwd, or a FIFO, must not fill the memory, be shown, or hang every
    request."""
    real = path.resolve()
    if not real.is_relative_to(root.resolve()):
        raise RefusedFile("outside", "a link out of the results folder")
    try:
        # O_NONBLOCK: opening a FIFO does not wait for a writer; O_NOFOLLOW: the path just
        # resolved has not been made a link since.
        descriptor = os.open(real, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise RefusedFile("unopenable", f"cannot be opened ({error.strerror})") from None
    with open(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise RefusedFile("not_regular", "not a regular file (a FIFO, a device or a folder)")
        data = handle.read(limit + 1)  # never more, even from a file that grows meanwhile
    if len(data) > limit:
        raise RefusedFile("too_big", f"over the {limit / 2**20:g} MiB limit")
    return data


def results_folder(given: str | None) -> Path | None:
    """The results folder the explorer reads: ``given`` (``--results DIR``), which must be a
    folder, or else ``./results`` when it exists, or else the results attnlab ships
    (SHIPPED_RESULTS), or None."""
    if given is not None:
        folder = Path(given)
        if not folder.is_dir():
            raise ValueError(
                f"--results {given}: no such folder; give the folder that `attnlab experiment` "
                "wrote into (by default ./results, one subfolder per experiment)"
            )
        return folder
    if DEFAULT_RESULTS.is_dir():
        return DEFAULT_RESULTS
    return SHIPPED_RESULTS if (SHIPPED_RESULTS / SHIPPED_MARK).is_file() else None


# The source texts' nine questions (the chapter's 思考问题, the lecture's 试着想一想), each
# with the views and the experiments that answer it; their words: locales/*/evidence.json,
# evidence.question_ID (as the source text asks it) and evidence.answer_ID.
QUESTIONS = (
    ("chapter-1", ("compare", "data"), ("bottleneck", "copy-reverse")),
    ("chapter-2", ("playground",), ("distractors",)),
    ("chapter-3", ("playground",), ("masks-wrong",)),
    ("chapter-4", ("explain",), ("faithfulness",)),
    ("lecture-1", ("data",), ("bottleneck", "copy-reverse")),
    ("lecture-2", ("translate", "history"), ("learning-path", "alignment-emerges")),
    ("lecture-3", ("playground",), ("uniform-weights",)),
    ("lecture-4", (), ("path-length", "cost")),
    ("lecture-5", (), ("copy-reverse", "path-length")),
)


@dataclass(frozen=True)
class EvidenceSource:
    """What the Evidence view shows: the experiments, name -> one-line summary in the
    registry's order, and the results folder they wrote into (None: there is none)."""

    results: Path | None = None
    experiments: Mapping[str, str] = field(default_factory=dict)

    def view(self) -> dict[str, Any]:
        """Every experiment's view, read from the results folder now. ``results``: the folder
        as it was given (None: none, or the results attnlab ships, which ``shipped`` says)."""
        shipped = self.results is not None and is_shipped(self.results)
        return {
            "results": None if self.results is None or shipped else str(self.results),
            "shipped": shipped,
            "experiments": [
                experiment_view(name, summary, self.results)
                for name, summary in self.experiments.items()
            ],
            "questions": [
                {
                    "id": question,
                    "views": list(views),
                    "experiments": [name for name in names if name in self.experiments],
                }
                for question, views, names in QUESTIONS
            ],
        }


def evidence_text(view: dict[str, Any]) -> str:
    """Every text the Evidence view shows (for an exported page's font subset)."""
    parts = []
    for experiment in view["experiments"]:
        for texts in (experiment, *experiment.get("translations", {}).values()):
            parts += [texts.get(key) or "" for key in ("title", "claim", "headline", "report")]
        demo = experiment.get("demo") or {}
        parts += [*demo.get("source_tokens", []), *demo.get("target_tokens", [])]
    return " ".join(parts)


def is_shipped(results: Path) -> bool:
    """Whether ``results`` is the results folder attnlab ships (inside the installed package)."""
    return results.resolve() == SHIPPED_RESULTS.resolve()


def run_command(name: str, results: Path | None) -> str:
    """The command that writes experiment ``name``'s results where the explorer reads them:
    ./results for the results attnlab ships (the package's folder is not the student's)."""
    folder = (results or DEFAULT_RESULTS) / name
    if folder == DEFAULT_RESULTS / name or (results is not None and is_shipped(results)):
        return f"attnlab experiment {name}"
    return f"attnlab experiment {name} --out {shlex.quote(str(folder))}"


def shown_path(results: Path, path: Path) -> str:
    """``path`` as the page names it: relative to the results folder."""
    return path.relative_to(results).as_posix()


def experiment_view(name: str, summary: str, results: Path | None) -> dict[str, Any]:
    """One experiment: always its name, summary and command; with readable results also its
    title, claim, verdict, figure, report and demo; else a ``problem``:
    ``{"kind": "no_results" | "missing" | "damaged", "path": ..., "detail": ...}``."""
    view: dict[str, Any] = {
        "name": name,
        "summary": summary,
        "command": run_command(name, results),
        "available": False,
    }
    if results is None:
        return {**view, "problem": {"kind": "no_results", "path": str(DEFAULT_RESULTS)}}
    folder = results / name
    record_path = folder / f"{name}.json"
    shown = shown_path(results, record_path)
    try:
        record = read_record(results, record_path)
    except FileNotFoundError:
        return {**view, "problem": {"kind": "missing", "path": shown}}
    except (RefusedFile, DamagedRecord) as error:
        problem = {"kind": "damaged", "path": shown, "detail": str(error), "reason": error.reason}
        return {**view, "problem": problem}
    skipped: list[dict[str, str]] = []  # files refused, for the page to say so
    report = read_report(results, folder / report_file(FALLBACK), skipped)
    # the report in the page's other languages, where the experiment writes them
    translations = {}
    for lang in LANGUAGES:
        if lang != FALLBACK and (text := read_report(results, folder / report_file(lang), skipped)):
            translations[lang] = {
                "title": report_title(text) or name,
                "headline": verdict_headline(text),
                "claim": report_claim(text),
                "report": text,
                "figure": figure_url(results, folder / figure_file(name, lang), skipped),
            }
    envelope = read_envelope(record)
    view.update(
        available=True,
        title=report_title(report) or name,
        claim=envelope.get("claim", "")[:MAX_CLAIM_CHARACTERS],
        verdict=verdict_state(envelope.get("verdict")),  # the badge: holds, partly, ... or None
        headline=verdict_headline(report),
        quick=envelope.get("quick", False),
        seconds=envelope.get("seconds"),
        first_seconds=envelope.get("first_seconds"),  # resumed: the first run's time
        finished=envelope.get("finished") or None,
        cpus=envelope.get("machine", {}).get("cpus"),
        report=report,
        translations=translations,
        figure=figure_url(results, folder / f"{name}.png", skipped),
        skipped=skipped,
    )
    if (command := envelope.get("command")) is not None:  # what made them, --quick and all
        view["command"] = command
    if name in DEMOS:
        try:
            view["demo"] = DEMOS[name](record)
        except DemoError as error:
            view["demo_problem"] = {"path": shown, "detail": str(error)}
    return view


def read_record(results: Path, path: Path) -> dict[str, Any]:
    """An experiment's JSON object, or a RefusedFile or DamagedRecord saying why it cannot be
    used (FileNotFoundError when there is none)."""
    try:
        record = json.loads(read_inside(results, path, MAX_RECORD_BYTES).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise DamagedRecord("not_json", f"not valid JSON ({error})") from None
    if not isinstance(record, dict):
        raise DamagedRecord("not_object", "not a JSON object of the experiment's numbers")
    return record


def _optional(results: Path, path: Path, limit: int, skipped: list[dict[str, str]]) -> bytes:
    """A file the view can do without: empty when absent; when refused, also a note."""
    try:
        return read_inside(results, path, limit)
    except FileNotFoundError:
        return b""
    except RefusedFile as error:
        shown = shown_path(results, path)
        skipped.append({"path": shown, "detail": str(error), "reason": error.reason})
        return b""


def read_report(results: Path, path: Path, skipped: list[dict[str, str]]) -> str | None:
    """The README.md (markdown) beside the numbers, cut at MAX_REPORT_CHARACTERS, or None."""
    data = _optional(results, path, MAX_REPORT_BYTES, skipped)
    return data.decode("utf-8", errors="replace")[:MAX_REPORT_CHARACTERS] or None


def report_title(report: str | None) -> str | None:
    """The report's first "# " heading."""
    found = re.search(r"^# (.+)$", report or "", re.MULTILINE)
    return found.group(1).strip() if found else None


def report_claim(report: str | None) -> str | None:
    """The claim the report quotes under its title (its first quoted lines), with where it
    comes from, in the report's language."""
    found = re.search(r"^# .+\n+((?:> .*\n?)+)", report or "", re.MULTILINE)
    if not found:
        return None
    lines = [line[2:] for line in found.group(1).splitlines()]
    return "\n".join(lines)[:MAX_CLAIM_CHARACTERS]


def verdict_headline(report: str | None) -> str | None:
    """The first bold phrase of the report's "Does it hold?" section (in any language): the
    verdict in words ("Yes", "Partly: ..."), as the experiment wrote it."""
    headings = "|".join(re.escape(load(lang)["report.does_it_hold"]) for lang in LANGUAGES)
    section = re.search(rf"^## (?:{headings})\s*$(.*?)(?=^## |\Z)", report or "", re.M | re.S)
    bold = re.search(r"\*\*(.+?)\*\*", section.group(1), re.S) if section else None
    return bold.group(1).strip() if bold else None


def figure_url(results: Path, path: Path, skipped: list[dict[str, str]]) -> str | None:
    """The PNG as a data: URL (the exported page carries it), or None if absent or refused."""
    data = _optional(results, path, MAX_FIGURE_BYTES, skipped)
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return None
    return "data:image/png;base64," + base64.b64encode(data).decode("ascii")
