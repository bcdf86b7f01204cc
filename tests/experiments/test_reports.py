"""Every experiment's committed report, in every language, is what its report function makes of
the committed JSON: byte for byte, so a change to the wording or to the code shows here. Its
figure is drawn from that JSON alone, in every language, and the Chinese report and figure
show no English but names."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from matplotlib.figure import Figure
from matplotlib.text import Text

from attnlab.experiments import EXPERIMENTS
from attnlab.locales import LANGUAGES, translate
from attnlab.results import figure_file, report_file
from tests.chinese import english_in
from tests.experiments.members import check_chinese, check_report
from tests.vision.tiny_captioner import needs_fashion_mnist

RESULTS = Path(__file__).resolve().parents[2] / "results"


def committed(name: str) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((RESULTS / name / f"{name}.json").read_text("utf-8"))
    return record


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", EXPERIMENTS)
def test_the_committed_report_regenerates_from_its_json(name: str, lang: str) -> None:
    check_report(EXPERIMENTS[name], RESULTS / name, lang)


@pytest.mark.parametrize("name", EXPERIMENTS)
def test_the_chinese_report_shows_no_english_but_names(name: str) -> None:
    check_chinese(EXPERIMENTS[name], RESULTS / name)


# scenes draws its test scene again from its recorded options: that needs Fashion-MNIST
FIGURES = [
    pytest.param(name, marks=needs_fashion_mnist) if name == "scenes" else name
    for name in EXPERIMENTS
]


@pytest.mark.parametrize("name", FIGURES)
def test_the_figure_draws_from_the_json_and_in_chinese_shows_no_english_but_names(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []  # every text of every figure saved, as it is saved
    save = Figure.savefig

    def savefig(figure: Figure, *args: Any, **kwargs: Any) -> None:
        drawn.extend(text.get_text() for text in figure.findobj(Text))
        save(figure, *args, **kwargs)

    monkeypatch.setattr(Figure, "savefig", savefig)
    monkeypatch.setattr("attnlab.experiments.base.LANGUAGES", ("zh",))
    (tmp_path / f"{name}.json").write_text(json.dumps(committed(name)), encoding="utf-8")
    EXPERIMENTS[name].redraw(tmp_path)
    assert (tmp_path / figure_file(name, "zh")).read_bytes().startswith(b"\x89PNG")
    assert any(drawn)
    assert english_in("\n".join(drawn), EXPERIMENTS[name].english) == set()


def test_redraw_rewrites_figures_and_reports_from_the_json_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from attnlab.cli import main

    out = tmp_path / "cost"
    out.mkdir()
    (out / "cost.json").write_text(json.dumps(committed("cost")), encoding="utf-8")
    assert main(["experiment", "cost", "--redraw", "--out", str(out), "--lang", "zh"]) == 0
    for lang in LANGUAGES:
        assert (out / figure_file("cost", lang)).read_bytes().startswith(b"\x89PNG")
        written = (out / report_file(lang)).read_text(encoding="utf-8")
        assert written == (RESULTS / "cost" / report_file(lang)).read_text(encoding="utf-8")
    assert translate("zh", "report.does_it_hold") in capsys.readouterr().out
    # no JSON: one line that says how to make it, nothing written
    empty = tmp_path / "empty"
    assert main(["experiment", "cost", "--redraw", "--out", str(empty)]) == 2
    assert "attnlab experiment cost" in capsys.readouterr().err
    assert not empty.exists()
