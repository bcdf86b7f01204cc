"""The explorer's Evidence view: every registered experiment (``attnlab.experiments``) with
what its results folder holds: the claim, the verdict, the figure, the report, the command
that reproduces it, and the data of the lecture's interactive demos.

The explorer is given the registry's names and summaries (an :class:`EvidenceSource`, made by
the command line) rather than importing it: the experiments draw with ``attnlab.viz``, and
the two parts must not import each other.

Each experiment writes ``RESULTS/NAME/NAME.json``, ``NAME.png`` and ``README.md``. Those files
are read afresh on every request and checked before anything is sent: a missing folder, a
damaged or oversized file, or demo data of the wrong shape becomes a ``problem`` the page
shows in that experiment's view (in the page's language), never an error of the whole page.
Only regular files inside the results folder are read (``read_inside``): a link out of it, a
FIFO or a device is refused, and the view says which file it skipped and why.
"""

from __future__ import annotations

import base64
import itertools
import json
import math
import os
import re
import shlex
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from attnlab.locales import FALLBACK, LANGUAGES, load
from attnlab.results import report_file, verdict_state

DEFAULT_RESULTS = Path("results")
MAX_RECORD_BYTES = 8 * 1024 * 1024  # an experiment's JSON (the largest today: 56 KB)
MAX_FIGURE_BYTES = 4 * 1024 * 1024  # its PNG (the largest today: 230 KB)
MAX_REPORT_BYTES = 1024 * 1024  # its README.md (the largest today: 12 KB)
MAX_REPORT_CHARACTERS = 200_000  # of which the page shows this many
MAX_CLAIM_CHARACTERS = 4_000
MAX_SIDE = 200  # a demo's grid or map: at most this many rows and columns
MAX_FRAMES = 200
MAX_MODELS = 12  # models side by side in one demo


class DemoError(ValueError):
    """Demo data of the wrong shape; the message says which field and what was wrong."""


class RefusedFile(ValueError):
    """A results file not read: not a regular file, outside the results folder, or too big."""


def read_inside(root: Path, path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes whose real
    path (links followed) lies inside ``root``; FileNotFoundError if there is none, else
    RefusedFile saying why. Results folders are copied and shared: a link in one to
    /dev/zero or /etc/passwd, or a FIFO, must not fill the memory, be shown, or hang every
    request."""
    real = path.resolve()
    if not real.is_relative_to(root.resolve()):
        raise RefusedFile(f"a link out of the results folder (to {real})")
    try:
        # O_NONBLOCK: opening a FIFO does not wait for a writer; O_NOFOLLOW: the path just
        # resolved has not been made a link since.
        descriptor = os.open(real, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise RefusedFile(f"cannot be opened ({error.strerror})") from None
    with open(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise RefusedFile("not a regular file (a FIFO, a device or a folder)")
        data = handle.read(limit + 1)  # never more, even from a file that grows meanwhile
    if len(data) > limit:
        raise RefusedFile(f"over the {limit / 2**20:g} MiB limit")
    return data


def results_folder(given: str | None) -> Path | None:
    """The results folder the explorer reads: ``given`` (``--results DIR``), which must be a
    folder, or else ``./results`` when it exists, or None."""
    if given is not None:
        folder = Path(given)
        if not folder.is_dir():
            raise ValueError(
                f"--results {given}: no such folder; give the folder that `attnlab experiment` "
                "wrote into (by default ./results, one subfolder per experiment)"
            )
        return folder
    return DEFAULT_RESULTS if DEFAULT_RESULTS.is_dir() else None


# The source texts' nine questions (the chapter's 思考问题, the lecture's 试着想一想), each
# with the views and the experiments that answer it; their words: locales/*/evidence.json,
# evidence.question_ID (as the source text asks it) and evidence.answer_ID.
QUESTIONS = (
    ("chapter-1", ("compare", "data"), ("bottleneck", "copy-reverse")),
    ("chapter-2", ("playground",), ("distractors",)),
    ("chapter-3", ("playground",), ("masks-wrong",)),
    ("chapter-4", ("explain",), ("faithfulness",)),
    ("lecture-1", ("data",), ("bottleneck", "copy-reverse")),
    ("lecture-2", ("translate",), ("learning-path",)),
    ("lecture-3", ("playground",), ("uniform-weights",)),
    ("lecture-4", (), ("path-length", "cost")),
    ("lecture-5", (), ("path-length",)),
)


@dataclass(frozen=True)
class EvidenceSource:
    """What the Evidence view shows: the experiments, name -> one-line summary in the
    registry's order, and the results folder they wrote into (None: there is none)."""

    results: Path | None = None
    experiments: Mapping[str, str] = field(default_factory=dict)

    def view(self) -> dict[str, Any]:
        """Every experiment's view, read from the results folder now."""
        return {
            "results": None if self.results is None else str(self.results),
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


def run_command(name: str, results: Path | None) -> str:
    """The command that writes experiment ``name``'s results where the explorer reads them."""
    folder = (results or DEFAULT_RESULTS) / name
    out = "" if folder == DEFAULT_RESULTS / name else f" --out {shlex.quote(str(folder))}"
    return f"attnlab experiment {name}{out}"


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
    try:
        record = read_record(results, record_path)
    except FileNotFoundError:
        return {**view, "problem": {"kind": "missing", "path": str(record_path)}}
    except ValueError as error:
        return {
            **view,
            "problem": {"kind": "damaged", "path": str(record_path), "detail": str(error)},
        }
    skipped: list[dict[str, str]] = []  # files refused, for the page to say so
    report = read_report(results, folder / report_file(FALLBACK), skipped)
    # the report in the page's other languages, where the experiment writes them
    translations = {}
    for lang in LANGUAGES:
        if lang != FALLBACK and (text := read_report(results, folder / report_file(lang), skipped)):
            translations[lang] = {
                "title": report_title(text) or name,
                "headline": verdict_headline(text),
                "report": text,
            }
    verdict, machine = record.get("verdict"), record.get("machine")
    view.update(
        available=True,
        title=report_title(report) or name,
        claim=_text(record.get("claim"))[:MAX_CLAIM_CHARACTERS],
        verdict=verdict_state(verdict),  # the badge: holds, partly, does_not_hold or None
        headline=verdict_headline(report),
        quick=record.get("quick") is True,
        seconds=_number(record.get("seconds")),
        first_seconds=_number(record.get("first_seconds")),  # resumed: the first run's time
        finished=_text(record.get("finished")) or None,
        cpus=_number(machine.get("cpus")) if isinstance(machine, dict) else None,
        report=report,
        translations=translations,
        figure=figure_url(results, folder / f"{name}.png", skipped),
        skipped=skipped,
    )
    if isinstance(record.get("command"), str):  # what made these numbers, --quick and all
        view["command"] = record["command"]
    if name in DEMOS:
        try:
            view["demo"] = DEMOS[name](record)
        except DemoError as error:
            view["demo_problem"] = {"path": str(record_path), "detail": str(error)}
    return view


def read_record(results: Path, path: Path) -> dict[str, Any]:
    """An experiment's JSON object, or a ValueError saying why it cannot be used
    (FileNotFoundError when there is none)."""
    try:
        record = json.loads(read_inside(results, path, MAX_RECORD_BYTES).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise ValueError(f"not valid JSON ({error})") from None
    if not isinstance(record, dict):
        raise ValueError("not a JSON object of the experiment's numbers")
    return record


def _optional(results: Path, path: Path, limit: int, skipped: list[dict[str, str]]) -> bytes:
    """A file the view can do without: empty when absent; when refused, also a note."""
    try:
        return read_inside(results, path, limit)
    except FileNotFoundError:
        return b""
    except RefusedFile as error:
        skipped.append({"path": str(path), "detail": str(error)})
        return b""


def read_report(results: Path, path: Path, skipped: list[dict[str, str]]) -> str | None:
    """The README.md (markdown) beside the numbers, cut at MAX_REPORT_CHARACTERS, or None."""
    data = _optional(results, path, MAX_REPORT_BYTES, skipped)
    return data.decode("utf-8", errors="replace")[:MAX_REPORT_CHARACTERS] or None


def report_title(report: str | None) -> str | None:
    """The report's first "# " heading."""
    found = re.search(r"^# (.+)$", report or "", re.MULTILINE)
    return found.group(1).strip() if found else None


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


# -- the lecture's interactive demos: checked, and only what the page draws ------------------


def slider_demo(record: dict[str, Any]) -> dict[str, Any]:
    """copy-reverse's bottleneck slider: the fixed context's accuracy by test length for each
    hidden size, (hidden size, length) grids; lengths over the training ones are marked."""
    grid = _field(record, "slider", dict)
    sizes = _numbers(_field(grid, "hidden_sizes", list), "slider.hidden_sizes")
    lengths = _numbers(_field(grid, "lengths", list), "slider.lengths")
    demo: dict[str, Any] = {"kind": "slider", "hidden_sizes": sizes, "lengths": lengths}
    for measure in ("sequence_accuracy", "token_accuracy"):
        where = f"slider.{measure}"
        demo[measure] = _matrix(_field(grid, measure, list), where, len(sizes), len(lengths))
    trained = record.get("train_lengths")
    demo["train_max"] = _numbers(trained, "train_lengths")[-1] if trained else None
    demo["by_length"] = {"train_max": demo["train_max"], **length_demo(record)}
    return demo


def length_demo(record: dict[str, Any]) -> dict[str, Any]:
    """copy-reverse's models side by side (the lecture's input-length slider): each model's
    sequence accuracy with its Wilson 95 % interval, and its token accuracy, at each test
    length; every model is measured at the same lengths, in increasing order."""
    models = _field(record, "models", dict)
    if not 1 <= len(models) <= MAX_MODELS:
        raise DemoError(f"models must hold 1 to {MAX_MODELS} models, not {len(models)}")
    lengths: list[float] | None = None
    checked = []
    for name, model in models.items():
        where = f"models.{name[:40]}"
        if not isinstance(model, dict) or not isinstance(model.get("by_length"), list):
            raise DemoError(f"{where} must be an object with a by_length list")
        rows = model["by_length"]
        if not all(isinstance(row, dict) for row in rows):
            raise DemoError(f"{where}.by_length must hold one object per length")
        where += ".by_length"
        found = _numbers([row.get("length") for row in rows], f"{where}[].length")
        if lengths is None:
            lengths = found
            if any(a >= b for a, b in itertools.pairwise(found)):
                raise DemoError(f"{where}[].length must increase")
        elif found != lengths:
            raise DemoError(f"{where}[].length must be the first model's lengths")
        intervals = [row.get("sequence_interval") for row in rows]
        checked.append(
            {
                "name": name[:40],
                "attention": model.get("family") != "fixed_context",
                "count": _numbers([row.get("count") for row in rows], f"{where}[].count"),
                "sequence_accuracy": _column(rows, "sequence_accuracy", where),
                "sequence_interval": _matrix(
                    intervals, f"{where}[].sequence_interval", len(rows), 2
                ),
                "token_accuracy": _column(rows, "token_accuracy", where),
            }
        )
    return {"lengths": lengths, "models": checked}


def bleu_demo(record: dict[str, Any]) -> dict[str, Any]:
    """bottleneck's models on real sentences, the length slider's second panel: each model's
    corpus BLEU with its bootstrap 95 % interval, and its sentences, in each source-length
    bucket; every model is scored on the same buckets."""
    models = _field(record, "models", dict)
    if not 1 <= len(models) <= MAX_MODELS:
        raise DemoError(f"models must hold 1 to {MAX_MODELS} models, not {len(models)}")
    labels: list[str] | None = None
    checked = []
    for name, model in models.items():
        where = f"models.{name[:40]}"
        if not isinstance(model, dict) or not isinstance(model.get("by_length"), list):
            raise DemoError(f"{where} must be an object with a by_length list")
        rows = model["by_length"]
        if not all(isinstance(row, dict) for row in rows):
            raise DemoError(f"{where}.by_length must hold one object per bucket")
        where += ".by_length"
        found = _tokens([row.get("label") for row in rows], f"{where}[].label")
        if labels is None:
            labels = found
        elif found != labels:
            raise DemoError(f"{where}[].label must be the first model's buckets")
        scores = [[row.get(key) for key in ("bleu", "low_bleu", "high_bleu")] for row in rows]
        # an empty bucket has no scores (None): left out below, for every model
        if not all(v is None or (_is_number(v) and 0 <= v <= 100) for r in scores for v in r):
            raise DemoError(f"{where}[] must hold BLEU, low_bleu and high_bleu from 0 to 100")
        checked.append(
            {
                "name": name[:40],
                # the paper's names: RNNencdec (Cho et al.) is the fixed context
                "attention": not name.startswith("RNNencdec"),
                "count": _numbers([row.get("count") for row in rows], f"{where}[].count"),
                "bleu": [bleu for bleu, _, _ in scores],
                "bleu_interval": [[low, high] for _, low, high in scores],
            }
        )
    assert labels is not None
    scored = [
        i
        for i in range(len(labels))
        if all(v is not None for m in checked for v in (m["bleu"][i], *m["bleu_interval"][i]))
    ]
    if not scored:
        raise DemoError("models.*.by_length must hold at least one bucket with sentences")
    for m in checked:
        for key in ("count", "bleu", "bleu_interval"):
            m[key] = [m[key][i] for i in scored]
    return {
        "kind": "bleu",
        "labels": [labels[i] for i in scored],
        "models": checked,
        "sentences": sum(checked[0]["count"]),  # the test sentences, in buckets
    }


def frames_demo(record: dict[str, Any]) -> dict[str, Any]:
    """learning-path's copying head: its attention map of one sentence at each checkpoint of
    training, with the step, the loss and the mass on the diagonal."""
    copy = _field(record, "copy", dict)
    sources = _tokens(_field(copy, "source_tokens", list), "copy.source_tokens")
    targets = _tokens(_field(copy, "target_tokens", list), "copy.target_tokens")
    frames = _field(copy, "frames", list)
    if not 1 <= len(frames) <= MAX_FRAMES:
        raise DemoError(f"copy.frames must hold 1 to {MAX_FRAMES} frames, not {len(frames)}")
    checked = []
    for i, frame in enumerate(frames):
        where = f"copy.frames[{i}]"
        if not isinstance(frame, dict):
            raise DemoError(f"{where} must be an object")
        checked.append(
            {
                "step": _numbers([frame.get("step")], f"{where}.step")[0],
                "loss": _numbers([frame.get("loss")], f"{where}.loss")[0],
                "diagonal_mass": _numbers([frame.get("diagonal_mass")], f"{where}.diagonal_mass")[
                    0
                ],
                "map": _matrix(frame.get("map"), f"{where}.map", len(targets), len(sources)),
            }
        )
    return {"kind": "frames", "source_tokens": sources, "target_tokens": targets, "frames": checked}


DEMOS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "bottleneck": bleu_demo,
    "copy-reverse": slider_demo,
    "learning-path": frames_demo,
}


def _field(parent: dict[str, Any], key: str, kind: type) -> Any:
    value = parent.get(key)
    if not isinstance(value, kind):
        raise DemoError(f"{key} must be a JSON {'object' if kind is dict else 'list'}")
    return value


def _numbers(values: Any, where: str) -> list[float]:
    if (
        not isinstance(values, list)
        or not 1 <= len(values) <= MAX_SIDE
        or not all(_is_number(v) for v in values)
    ):
        raise DemoError(f"{where} must be 1 to {MAX_SIDE} finite numbers")
    return values


def _matrix(rows: Any, where: str, height: int, width: int) -> list[list[float]]:
    """A height x width list of lists of weights or accuracies, each in [0, 1]."""
    if not isinstance(rows, list) or len(rows) != height:
        raise DemoError(f"{where} must have {height} rows")
    for row in rows:
        if not isinstance(row, list) or len(row) != width:
            raise DemoError(f"{where} must have {width} columns in every row")
        if not all(_is_number(v) and 0 <= v <= 1 for v in row):
            raise DemoError(f"{where} must hold numbers from 0 to 1")
    return rows


def _column(rows: list[dict[str, Any]], key: str, where: str) -> list[float]:
    """One measure of every row (``where[].key``), each in [0, 1]."""
    return _matrix([[row.get(key) for row in rows]], f"{where}[].{key}", 1, len(rows))[0]


def _tokens(values: list[Any], where: str) -> list[str]:
    if not 1 <= len(values) <= MAX_SIDE or not all(isinstance(v, str) for v in values):
        raise DemoError(f"{where} must be 1 to {MAX_SIDE} strings")
    return [v[:40] for v in values]


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _number(value: Any) -> float | None:
    return value if _is_number(value) else None


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""
