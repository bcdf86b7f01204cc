"""Saved explanations in the explorer (`attnlab explore RUN --explanations FILE`): the lines
`attnlab explain --input` wrote are served as written, not computed again; a file that does not
fit the runs stops the explorer with one line saying why; the page offers them and says so."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from explorer_runs import RUN_IDS

from attnlab.cli import main
from attnlab.viz.explorer import Explorer, RunLoadError
from attnlab.viz.explorer.server import ExplorerServer

SENTENCES = ["a b c d e", "c b a"]


@pytest.fixture(scope="module")
def saved_file(run_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("saved")
    (folder / "in.txt").write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    out = folder / "explained.jsonl"
    run = str(run_dirs["bahdanau"])
    command = ["explain", run, "--input", str(folder / "in.txt"), "-o", str(out)]
    assert main([*command, "--beam", "1", "--quiet", "--threads", "1"]) == 0
    return out


@pytest.fixture(scope="module")
def saved_explorer(run_dirs: dict[str, Path], saved_file: Path) -> Explorer:
    dirs = [str(path) for path in run_dirs.values()]
    return Explorer.from_dirs(dirs, explanations=[str(saved_file)])


def test_a_saved_line_is_served_as_written(
    saved_explorer: Explorer, saved_file: Path, run_dirs: dict[str, Path], tmp_path: Path
) -> None:
    run = RUN_IDS["bahdanau"]
    written = [json.loads(line) for line in saved_file.read_text(encoding="utf-8").splitlines()]
    assert [line["run"] for line in written] == [str(saved_explorer.runs[run].given_path)] * 2
    view = saved_explorer.explain(run, SENTENCES[0], 1)
    assert view["saved"] == str(saved_file)
    assert view["target_tokens"] == written[0]["target_tokens"]
    # A line altered on disk shows that the view comes from the file: its numbers are the file's.
    altered = tmp_path / "altered.jsonl"
    first = written[0]
    first["attributions"]["occlusion"][0] = [0.125] * len(first["source_tokens"])
    altered.write_text(json.dumps(first) + "\n", encoding="utf-8")
    other = Explorer.from_dirs([str(run_dirs["bahdanau"])], explanations=[str(altered)])
    assert other.explain(0, SENTENCES[0], 1)["attributions"]["occlusion"][0] == pytest.approx(
        [0.125] * len(first["source_tokens"])
    )
    # the same run, beam and sentence twice: the later line wins
    later = json.loads(json.dumps(first))
    later["attributions"]["occlusion"][0] = [0.25] * len(first["source_tokens"])
    altered.write_text(json.dumps(first) + "\n" + json.dumps(later) + "\n", encoding="utf-8")
    twice = Explorer.from_dirs([str(run_dirs["bahdanau"])], explanations=[str(altered)])
    assert twice.explain(0, SENTENCES[0], 1)["attributions"]["occlusion"][0] == pytest.approx(
        [0.25] * len(first["source_tokens"])
    )
    listed = saved_explorer.describe()[run]["saved"]
    assert listed == [{"sentence": s, "beam": 1} for s in SENTENCES]
    # Another beam, sentence or run is computed live.
    assert saved_explorer.explain(run, SENTENCES[0], 2)["saved"] is None
    assert saved_explorer.explain(run, "e d c", 1)["saved"] is None
    assert saved_explorer.explain(RUN_IDS["fixed_context"], SENTENCES[0], 1)["saved"] is None
    assert saved_explorer.describe()[RUN_IDS["fixed_context"]]["saved"] == []


def test_a_file_the_runs_do_not_fit_stops_the_explorer_with_a_reason(
    run_dirs: dict[str, Path], saved_file: Path, tmp_path: Path
) -> None:
    lines = saved_file.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    other_run = [str(run_dirs["fixed_context"])]
    with pytest.raises(RunLoadError, match=r"line 1: made with run .*which this explorer does not"):
        Explorer.from_dirs(other_run, explanations=[str(saved_file)])
    cases = {
        "not JSON": "{oops",
        "no run or beam \\(written by an older attnlab explain\\)": json.dumps(
            {k: v for k, v in first.items() if k != "run"}
        ),
        "not an explanation as `attnlab explain --input` writes them": json.dumps(
            {"run": first["run"], "beam": 1}
        ),
        "not a JSON object": "[1, 2]",
    }
    for said, line in cases.items():
        bad = tmp_path / "bad.jsonl"
        bad.write_text(lines[0] + "\n" + line + "\n", encoding="utf-8")
        with pytest.raises(RunLoadError, match=rf"bad\.jsonl, line 2: {said}"):
            Explorer.from_dirs([str(run_dirs["bahdanau"])], explanations=[str(bad)])
    with pytest.raises(RunLoadError, match=r"--explanations .*nothing\.jsonl: no such file"):
        Explorer.from_dirs(
            [str(run_dirs["bahdanau"])], explanations=[str(tmp_path / "nothing.jsonl")]
        )


def test_explore_with_a_bad_file_is_one_line_and_status_2(
    run_dirs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n", encoding="utf-8")
    code = main(["explore", str(run_dirs["bahdanau"]), "--explanations", str(bad), "--port", "0"])
    error = capsys.readouterr().err.strip()
    assert code == 2 and error.count("\n") == 0
    assert error.startswith("attnlab explore: error: ") and "line 1: not JSON" in error


@pytest.fixture(scope="module")
def saved_server(saved_explorer: Explorer) -> Iterator[ExplorerServer]:
    live, _ = start_server(saved_explorer)
    yield live
    live.shutdown()
    live.server_close()


def test_the_page_offers_the_saved_sentences_and_says_where_they_come_from(
    browser: Any, saved_server: ExplorerServer, saved_file: Path
) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(saved_server.url + "#explain")
    page.wait_for_selector("#explain-run option", state="attached")
    page.select_option("#explain-run", value=str(RUN_IDS["fixed_context"]))
    assert page.locator("#explain-saved-label").is_hidden()  # this run has none saved
    page.select_option("#explain-run", value=str(RUN_IDS["bahdanau"]))
    page.wait_for_selector("#explain-saved-label", state="visible")
    options = page.locator("#explain-saved option").all_inner_texts()
    assert options[1:] == [f"{s} (greedy)" for s in SENTENCES]
    page.select_option("#explain-saved", index=2)
    page.wait_for_selector("[data-testid=explain-saved-note]")
    assert str(saved_file) in page.inner_text("[data-testid=explain-saved-note]")
    assert page.input_value("#sentence") == SENTENCES[1]
    page.select_option("#language", value="zh")
    page.wait_for_selector("[data-testid=explain-saved-note]:has-text('没有重新计算')")
    page.close()
    assert not errors, errors
