"""What every experiment has: a name, a line for ``--list``, a runner, the record it leaves
(the command, the machine and the time beside every number), and the figure and report drawn
from that record in every language."""

from __future__ import annotations

import datetime
import json
import math
import os
import platform
import shlex
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from attnlab.atomic import write_file, write_json
from attnlab.locales import LANGUAGES, translate
from attnlab.results import figure_file, report_file
from attnlab.results.record import Envelope, Machine


@dataclass(frozen=True)
class Experiment:
    name: str
    summary: str  # one line for `attnlab experiment --list`
    # (output folder, quick, minutes per training or None for the experiment's own budget)
    # -> the JSON record it wrote
    run: Callable[[Path, bool, float | None], dict[str, Any]]
    # (that record, a language) -> the report in it, as results/NAME/README*.md hold it
    report: Callable[[dict[str, Any], str], str]
    # (that record, a PNG's path, a language): draws the figure, worded in that language
    draw: Callable[[dict[str, Any], Path, str], None]
    # (that record) -> its verdict, computed again from the measurements it holds, as run()
    # computed it: so a committed verdict can be checked against its rule
    verdict: Callable[[dict[str, Any]], dict[str, Any]]
    # the words of Latin letters its Chinese report and figure may show: names (people, tools,
    # corpora, models as their papers write them) and the source texts' own, where quoted
    english: frozenset[str] = frozenset()

    def redraw(self, out: Path) -> dict[str, Any]:
        """The figures and reports again from the record in ``out``, running nothing."""
        path = out / f"{self.name}.json"
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ValueError(
                f"{path}: no results to draw from; `attnlab experiment {self.name}` makes them"
            ) from None
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ValueError(f"{path} is not the experiment's JSON ({error})") from None
        write_figures(out, record, self.draw)
        write_reports(out, record, self.report)
        return record


def machine() -> Machine:
    """Where a result was measured."""
    return {
        "host": platform.node(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "cpus": os.cpu_count(),
        "cuda": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
    }


def provenance(started: datetime.datetime) -> Envelope:
    """The command that made a result, the machine, and when: the envelope's last fields."""
    finished = datetime.datetime.now(datetime.timezone.utc)
    # The `attnlab` script or `python -m attnlab.cli`; anything else (pytest) has no command.
    program = Path(sys.argv[0])
    from_cli = program.name == "attnlab" or program.as_posix().endswith("attnlab/cli/__main__.py")
    return {
        "command": shlex.join(["attnlab", *sys.argv[1:]]) if from_cli else None,
        "machine": machine(),
        "started": started.isoformat(timespec="seconds"),
        "finished": finished.isoformat(timespec="seconds"),
        "seconds": round((finished - started).total_seconds(), 1),
    }


def wilson(successes: int, count: int, z: float = 1.96) -> list[float]:
    """The Wilson 95 % interval of a proportion: sound near 0 and 1, where accuracies live."""
    share, spread = successes / count, z * z / count
    centre = (share + spread / 2) / (1 + spread)
    half = z * math.sqrt(share * (1 - share) / count + spread / (4 * count)) / (1 + spread)
    return [max(0.0, centre - half), min(1.0, centre + half)]


def sayer(name: str, lang: str, part: str | None = None) -> Callable[..., str]:
    """``say(key, **params)``: experiment ``name``'s string ``report.NAME[.PART].KEY`` in
    ``lang``, from attnlab/locales/ (``part``: its figure's strings, "plot" or "figure")."""
    prefix = f"report.{name}." + (f"{part}." if part else "")

    def say(key: str, **params: object) -> str:
        return translate(lang, prefix + key, **params)

    return say


def report_opening(title: str, claim: str, source: str, lang: str = "en") -> list[str]:
    """A report's first lines: its title, the claim it tests quoted with where it comes from,
    and the heading of the section that says what was run (in ``lang``)."""
    what = translate(lang, "report.what_was_run")
    return [f"# {title}", "", f"> {claim}", f"> ({source})", "", f"## {what}", ""]


def report_page(
    name: str,
    record: dict[str, Any],
    lang: str,
    measured: list[str],
    held: list[str],
    *,
    before_verdict: Sequence[str] = (),
    notes: Sequence[str] = (),
    after_quick: Sequence[str] = (),
    numbers: str | None = None,
) -> str:
    """Experiment ``name``'s README in ``lang``, in the shape they share: the claim quoted, what was
    measured, the figure, ``before_verdict``, whether the claim holds (``held``), ``notes``,
    the quick run's warning if it was one, ``after_quick``, and where the numbers are
    (``numbers``, or the report's "numbers" string naming NAME.json). ``measured`` and
    ``held`` end without a blank line; the other parts bring their own."""
    say = sayer(name, lang)
    lines = [
        *report_opening(say("title"), say("claim"), say("source"), lang),
        *measured,
        "",
        f"![{say('figure')}]({figure_file(name, lang)})",
        "",
        *before_verdict,
        f"## {translate(lang, 'report.does_it_hold')}",
        "",
        *held,
        "",
        *notes,
    ]
    if record["quick"]:
        lines += [say("quick"), ""]
    lines += [*after_quick, numbers or say("numbers", file=f"{name}.json"), ""]
    return "\n".join(lines)


def report_closing(
    record: dict[str, Any], name: str, headline: str, detail: str, lang: str = "en"
) -> list[str]:
    """A report's last lines: whether the claim holds (``headline``, then ``detail``), the
    quick-run warning if it was one, and the command that made it (in ``lang``)."""
    lines = ["", f"## {translate(lang, 'report.does_it_hold')}", ""]
    lines.append(translate(lang, "report.verdict", headline=headline, detail=detail))
    if record["quick"]:
        lines += ["", translate(lang, "report.quick")]
    command = record.get("command") or f"attnlab experiment {name}"
    return [*lines, "", translate(lang, "report.command", command=command), ""]


def write_results(
    out: Path,
    record: dict[str, Any],
    draw: Callable[[dict[str, Any], Path, str], None],
    report: Callable[..., str],
) -> dict[str, Any]:
    """What every experiment leaves in ``out``: its record as NAME.json (NAME: the record's
    experiment), its figure and its report in every language. Returns the record."""
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / f"{record['experiment']}.json", record)
    write_figures(out, record, draw)
    write_reports(out, record, report)
    return record


def write_figures(
    out: Path, record: dict[str, Any], draw: Callable[[dict[str, Any], Path, str], None]
) -> None:
    """``draw(record, path, lang)`` in every language, into ``out``: NAME.png, NAME.zh.png."""
    import matplotlib

    matplotlib.use("Agg")
    from attnlab.viz.fonts import font_families

    for lang in LANGUAGES:
        # a CJK font beside the Latin one, for Chinese labels (a warning says how to get one)
        families = font_families([translate(lang, "report.does_it_hold")])
        with matplotlib.rc_context({"font.family": families}):
            draw(record, out / figure_file(record["experiment"], lang), lang)


def write_reports(out: Path, record: dict[str, Any], report: Callable[..., str]) -> None:
    """``report(record, lang)`` in every language, into ``out``: one file each."""
    for lang in LANGUAGES:
        write_file(out / report_file(lang), report(record, lang))
