"""An experiment is one module: a throwaway one, registered in a copy of the registry, is listed
and run by `attnlab experiment`, redrawn from its JSON, shown by the Evidence view, and passes
the checks every committed experiment passes (tests/experiments/members.py)."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pytest

from attnlab import experiments
from attnlab.atomic import write_png
from attnlab.cli import main
from attnlab.experiments import EXPERIMENTS, Experiment
from attnlab.experiments.base import provenance, report_closing, report_opening, write_results
from attnlab.locales import LANGUAGES
from attnlab.results import figure_file, state_of
from attnlab.viz.explorer.evidence import EvidenceSource
from tests.experiments.members import check_chinese, check_report, check_verdict, record_of

NAME = "coin-count"
WORDS = {  # its own words, in each language (a real experiment's are in attnlab/locales)
    "en": {
        "title": "A fair coin",
        "claim": "A coin tossed lands heads about half the time.",
        "source": "a throwaway experiment of the tests",
        "tossed": "Tossed {tosses} times (Bernoulli): {heads} heads.",
        "holds": "Yes",
        "partly": "Partly",
        "does_not_hold": "No",
        "detail": "heads are {share:.0%} of the tosses.",
    },
    "zh": {
        "title": "一枚公平的硬币",
        "claim": "抛硬币时，大约一半是正面。",
        "source": "测试用的一次性实验",
        "tossed": "抛了 {tosses} 次（Bernoulli）：{heads} 次正面。",
        "holds": "成立",
        "partly": "部分成立",
        "does_not_hold": "不成立",
        "detail": "正面占 {share:.0%}。",
    },
}


def verdict(heads: int, tosses: int) -> dict[str, Any]:
    """Between 40 % and 60 % heads: holds; within 30-70 %: partly."""
    share = heads / tosses
    return {"state": state_of(0.4 <= share <= 0.6, 0.3 <= share <= 0.7), "share": share}


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    started = datetime.datetime.now(datetime.timezone.utc)
    tosses, heads = (10, 6) if quick else (1000, 497)
    record = {
        "experiment": NAME,
        "quick": quick,
        "tosses": tosses,
        "heads": heads,
        "verdict": verdict(heads, tosses),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def report(record: dict[str, Any], lang: str = "en") -> str:
    words = WORDS[lang]
    lines = report_opening(words["title"], words["claim"], words["source"], lang)
    lines += [words["tossed"].format(**record), "", f"![]({figure_file(NAME, lang)})"]
    v = record["verdict"]
    detail = words["detail"].format(share=v["share"])
    return "\n".join(lines + report_closing(record, NAME, words[v["state"]], detail, lang))


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(3, 2))
    axes.bar([0, 1], [record["heads"], record["tosses"] - record["heads"]])
    write_png(figure, path)
    plt.close(figure)


THROWAWAY = Experiment(
    name=NAME,
    summary="a fair coin lands heads about half the time",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["heads"], record["tosses"]),
    english=frozenset({"Bernoulli"}),
)


def test_an_experiment_registered_is_listed_run_redrawn_shown_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    registry = {**EXPERIMENTS, NAME: THROWAWAY}
    monkeypatch.setattr(experiments, "EXPERIMENTS", registry)
    assert main(["experiment", "--list"]) == 0
    assert NAME in capsys.readouterr().out
    out = tmp_path / NAME
    assert main(["experiment", NAME, "--quick", "--out", str(out)]) == 0
    assert "**Yes.** heads are 60% of the tosses." in capsys.readouterr().out
    check_verdict(THROWAWAY, record_of(THROWAWAY, out))
    for lang in LANGUAGES:
        check_report(THROWAWAY, out, lang)
    check_chinese(THROWAWAY, out)
    (out / "README.md").unlink()
    assert main(["experiment", NAME, "--redraw", "--out", str(out)]) == 0
    check_report(THROWAWAY, out, "en")
    # the Evidence view reads the registry: the new experiment is there with its verdict
    shown = EvidenceSource(tmp_path, {n: e.summary for n, e in registry.items()}).view()
    (found,) = [e for e in shown["experiments"] if e["name"] == NAME]
    assert found["verdict"] == "holds"


def test_the_checks_fail_a_member_whose_verdict_or_report_drifted(tmp_path: Path) -> None:
    run(tmp_path, quick=True)
    record = record_of(THROWAWAY, tmp_path)
    drifted = {**record, "heads": 9}  # the same verdict written beside other numbers
    with pytest.raises(AssertionError):
        check_verdict(THROWAWAY, drifted)
    readme = tmp_path / "README.zh.md"
    readme.write_text(readme.read_text(encoding="utf-8") + "\nA sentence in English.\n")
    with pytest.raises(AssertionError):
        check_chinese(THROWAWAY, tmp_path)
    with pytest.raises(AssertionError):
        check_report(THROWAWAY, tmp_path, "zh")
