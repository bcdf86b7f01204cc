"""The Evidence view's loader (evidence.py) on the committed results: a good folder, a
missing one, damaged files; its route on a real server; --results on the command line. The
records' schema itself (the envelope, the demos' fields): tests/results/."""

from __future__ import annotations

import base64
import json
import os
import shutil
import threading
import urllib.request
from pathlib import Path

import pytest
from conftest import start_server

from attnlab.cli import main
from attnlab.experiments import EXPERIMENTS
from attnlab.viz.explorer import Explorer, evidence
from attnlab.viz.explorer.evidence import MAX_REPORT_BYTES, EvidenceSource, results_folder

COMMITTED = Path(__file__).resolve().parents[3] / "results"
DEMOED = ("copy-reverse", "learning-path", "path-length")
SUMMARIES = {name: experiment.summary for name, experiment in EXPERIMENTS.items()}


@pytest.fixture
def results(tmp_path: Path) -> Path:
    """A results folder with the committed results of three experiments that have demos."""
    folder = tmp_path / "results"
    for name in DEMOED:
        shutil.copytree(COMMITTED / name, folder / name)
    return folder


def views(results: Path | None) -> dict[str, dict]:
    view = EvidenceSource(results, SUMMARIES).view()
    json.dumps(view, allow_nan=False)  # what the server sends must be strict JSON
    return {experiment["name"]: experiment for experiment in view["experiments"]}


def test_a_good_folder_gives_every_experiment_and_the_demos(results: Path) -> None:
    shown = views(results)
    assert list(shown) == list(EXPERIMENTS)  # every registered experiment, in order
    record = json.loads((results / "copy-reverse" / "copy-reverse.json").read_text())
    copy = shown["copy-reverse"]
    assert copy["available"] and copy["claim"] == record["claim"]
    assert record["verdict"]["state"] == copy["verdict"] == "partly"  # as it says
    assert copy["headline"].startswith("Partly: ")
    assert copy["title"].startswith("The bottleneck on synthetic sequences")
    assert copy["headline"]  # the bold verdict of its "Does it hold?" section
    assert copy["command"] == "attnlab experiment copy-reverse"
    assert copy["figure"].startswith("data:image/png;base64,")
    assert "## Does it hold?" in copy["report"]
    # in Chinese: the report's own title, claim (the source texts' words) and figure
    zh = copy["translations"]["zh"]
    quoted = [line[2:] for line in zh["report"].split("\n## ")[0].splitlines() if line[:2] == "> "]
    assert quoted and zh["claim"] == "\n".join(quoted)
    zh_png = (results / "copy-reverse" / "copy-reverse.zh.png").read_bytes()
    assert zh["figure"] == "data:image/png;base64," + base64.b64encode(zh_png).decode("ascii")
    assert zh["figure"] != copy["figure"]
    slider = copy["demo"]
    assert slider["kind"] == "slider" and slider["hidden_sizes"] == record["slider"]["hidden_sizes"]
    assert slider["sequence_accuracy"] == record["slider"]["sequence_accuracy"]
    assert slider["train_max"] == record["train_lengths"][1]
    frames = shown["learning-path"]["demo"]
    assert frames["kind"] == "frames" and len(frames["frames"]) >= 2
    rows, columns = frames["target_tokens"], frames["source_tokens"]
    assert [len(row) for row in frames["frames"][0]["map"]] == [len(columns)] * len(rows)
    # The others have no results here: each says so (the file named within the results
    # folder, no path of the disk) and how to make them
    for name in set(EXPERIMENTS) - set(DEMOED):
        assert not shown[name]["available"]
        assert shown[name]["problem"] == {"kind": "missing", "path": f"{name}/{name}.json"}
        assert shown[name]["command"] == f"attnlab experiment {name} --out {results / name}"


def test_no_results_folder_says_how_to_make_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(evidence, "SHIPPED_RESULTS", tmp_path / "none-shipped")
    assert results_folder(None) is None  # no ./results here, nor shipped ones
    for view in views(None).values():
        assert view["problem"]["kind"] == "no_results" and not view["available"]
        assert view["command"] == f"attnlab experiment {view['name']}"
    (tmp_path / "results").mkdir()
    assert results_folder(None) == Path("results")
    with pytest.raises(ValueError, match="--results elsewhere: no such folder"):
        results_folder("elsewhere")


def test_the_shipped_results_are_found_from_any_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`attnlab explore` started outside the clone showed an empty Evidence tab; in a checkout
    the package's results are a link to its results/ (the wheel carries them: test_wheel.py)."""
    monkeypatch.chdir(tmp_path)
    found = results_folder(None)
    assert found == evidence.SHIPPED_RESULTS and found.resolve() == COMMITTED.resolve()
    assert views(found)["bottleneck"]["available"]
    # named by what they are, not by where the package lies: no path of the disk in the page,
    # and the command that makes them again writes ./results, which the explorer then reads
    view = EvidenceSource(found, SUMMARIES).view()
    assert view["results"] is None and view["shipped"] is True
    assert str(found.resolve().parent) not in json.dumps(view)
    for shown in view["experiments"]:  # the command its record names, or the plain one
        assert shown["command"].startswith(f"attnlab experiment {shown['name']}")
        assert "--out /" not in shown["command"], shown["command"]
    (tmp_path / "results").mkdir()  # a results folder here wins
    assert results_folder(None) == Path("results")


def test_damaged_files_are_named_in_their_own_view(results: Path) -> None:
    (results / "copy-reverse" / "copy-reverse.json").write_text('{"claim": "cut off', "utf-8")
    (results / "scores").mkdir()
    (results / "scores" / "scores.json").write_text("[1, 2]", "utf-8")
    path = results / "learning-path" / "learning-path.json"
    record = json.loads(path.read_text())
    record["copy"]["frames"][1]["map"][0][0] = 7.0  # not a weight
    path.write_text(json.dumps(record), "utf-8")
    (results / "learning-path" / "learning-path.png").write_bytes(b"not a png")
    shown = views(results)
    damaged = shown["copy-reverse"]
    assert not damaged["available"] and damaged["problem"]["kind"] == "damaged"
    assert "not valid JSON" in damaged["problem"]["detail"]
    assert damaged["problem"]["reason"] == "not_json"  # which the page words in its language
    assert damaged["problem"]["path"] == "copy-reverse/copy-reverse.json"
    assert "not a JSON object" in shown["scores"]["problem"]["detail"]
    assert shown["scores"]["problem"]["reason"] == "not_object"
    # Demo data of the wrong shape: the rest of the view stays, the demo says what is wrong
    learning = shown["learning-path"]
    assert learning["available"] and "demo" not in learning
    assert learning["demo_problem"]["detail"] == "copy.frames[1].map must hold numbers from 0 to 1"
    assert learning["figure"] is None  # not a PNG: not sent


def test_the_envelope_is_read_through_its_schema(results: Path) -> None:
    path = results / "copy-reverse" / "copy-reverse.json"
    record = json.loads(path.read_text())
    good = views(results)["copy-reverse"]
    assert not good["quick"] and good["first_seconds"] is None
    assert good["seconds"] == record["seconds"]
    assert (good["finished"], good["cpus"]) == (record["finished"], record["machine"]["cpus"])
    record.update(claim=5, quick="yes", seconds="12", finished=7, command=3, first_seconds=60.0)
    record["machine"]["cpus"] = True
    path.write_text(json.dumps(record), "utf-8")
    shown = views(results)["copy-reverse"]  # each field of the wrong type is left out
    assert shown["available"] and shown["claim"] == "" and shown["quick"] is False
    assert (shown["seconds"], shown["finished"], shown["cpus"]) == (None, None, None)
    assert shown["command"] == f"attnlab experiment copy-reverse --out {results / 'copy-reverse'}"
    assert shown["first_seconds"] == 60.0 and shown["verdict"] == "partly"


def test_a_damaged_demo_field_is_a_demo_problem(results: Path) -> None:
    path = results / "copy-reverse" / "copy-reverse.json"
    record = json.loads(path.read_text())
    record["models"]["Luong"]["by_length"][3].update(sequence_accuracy=1.5)
    path.write_text(json.dumps(record), "utf-8")
    shown = views(results)["copy-reverse"]
    assert shown["available"] and "demo" not in shown  # the figure and report still shown
    detail = "models.Luong.by_length[].sequence_accuracy must hold numbers from 0 to 1"
    problem = {"path": "copy-reverse/copy-reverse.json", "detail": detail}
    assert shown["figure"] and shown["demo_problem"] == problem
    # the detail of each field: tests/results/test_demos.py


def test_the_bottleneck_demo_is_its_bleu_by_length(results: Path) -> None:
    shutil.copytree(COMMITTED / "bottleneck", results / "bottleneck")
    record = json.loads((results / "bottleneck" / "bottleneck.json").read_text())
    shown = views(results)["bottleneck"]
    assert shown["first_seconds"] == record["first_seconds"]  # it was resumed
    assert shown["demo"]["kind"] == "bleu"
    assert shown["demo"]["sentences"] == record["test_sentences"]


def views_within(results: Path, seconds: float) -> dict[str, dict]:
    """``views``, failing (not hanging the suite) if it takes longer than ``seconds``."""
    shown: list[dict[str, dict]] = []
    reader = threading.Thread(target=lambda: shown.append(views(results)), daemon=True)
    reader.start()
    reader.join(seconds)
    assert shown, f"reading the results folder did not finish in {seconds} s"
    return shown[0]


def test_only_regular_files_inside_the_results_folder_are_read(
    results: Path, tmp_path: Path
) -> None:
    """Links out of the folder, devices, FIFOs and huge files are skipped with a note."""
    copy, learning = results / "copy-reverse", results / "learning-path"
    (copy / "README.md").unlink()
    (copy / "README.md").symlink_to("/dev/zero")  # endless: would fill the memory
    (copy / "copy-reverse.png").unlink()
    os.mkfifo(copy / "copy-reverse.png")  # no writer: would block every request
    secret = tmp_path / "secret.json"
    secret.write_text(json.dumps({"claim": "a file outside the results folder"}), "utf-8")
    (learning / "learning-path.json").unlink()
    (learning / "learning-path.json").symlink_to(secret)
    (results / "scores").mkdir()
    os.mkfifo(results / "scores" / "scores.json")
    shutil.copytree(COMMITTED / "copy-reverse", results / "bottleneck")
    (results / "bottleneck" / "copy-reverse.json").rename(
        results / "bottleneck" / "bottleneck.json"
    )
    (results / "bottleneck" / "README.md").write_bytes(b"#" * (MAX_REPORT_BYTES + 1))

    shown = views_within(results, 10)
    reverse = shown["copy-reverse"]
    assert reverse["available"] and reverse["report"] is None and reverse["figure"] is None
    assert reverse["demo"]["kind"] == "slider"  # the rest of the view stays
    notes = {note["path"]: (note["reason"], note["detail"]) for note in reverse["skipped"]}
    assert notes == {  # where the link leads is no business of the page's
        "copy-reverse/README.md": ("outside", "a link out of the results folder"),
        "copy-reverse/copy-reverse.png": (
            "not_regular",
            "not a regular file (a FIFO, a device or a folder)",
        ),
    }
    outside = shown["learning-path"]
    assert not outside["available"] and "claim" not in outside
    assert outside["problem"]["kind"] == "damaged" and outside["problem"]["reason"] == "outside"
    assert outside["problem"]["detail"] == "a link out of the results folder"
    assert shown["scores"]["problem"]["detail"].startswith("not a regular file")
    big = shown["bottleneck"]
    assert big["available"] and big["report"] is None
    assert [(note["reason"], note["detail"]) for note in big["skipped"]] == [
        ("too_big", f"over the {MAX_REPORT_BYTES / 2**20:g} MiB limit")
    ]
    # A link that stays inside the folder is followed
    shutil.copy(COMMITTED / "copy-reverse" / "README.md", results / "shared-README.md")
    (copy / "README.md").unlink()
    (copy / "README.md").symlink_to(results / "shared-README.md")
    assert "## Does it hold?" in views(results)["copy-reverse"]["report"]


def test_the_server_sends_the_evidence(results: Path) -> None:
    server, log = start_server(Explorer([], EvidenceSource(results, SUMMARIES)))
    try:
        with urllib.request.urlopen(server.url + "api/evidence", timeout=30) as response:
            answer = json.loads(response.read())
    finally:
        server.shutdown()
        server.server_close()
    assert answer["results"] == str(results)
    assert [e["name"] for e in answer["experiments"]] == list(EXPERIMENTS)
    assert log.lines()[-1].startswith("GET /api/evidence 200")


def test_explore_and_export_refuse_a_missing_results_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "nowhere")
    assert main(["explore", str(tmp_path), "--results", missing]) == 2
    assert f"--results {missing}: no such folder" in capsys.readouterr().err
    out = str(tmp_path / "page.html")
    assert main(["export", str(tmp_path), "a b", "-o", out, "--results", missing]) == 2
    assert f"--results {missing}: no such folder" in capsys.readouterr().err


def test_every_committed_badge_says_what_its_report_says() -> None:
    # the badge is read from the verdict's numbers, the headline from the report's words
    words = {"holds": ("Yes",), "partly": ("Partly",), "does_not_hold": ("No", "Not")}
    shown = views(COMMITTED)
    for name, experiment in shown.items():
        assert experiment["headline"].startswith(words[experiment["verdict"]]), name
    assert shown["copy-reverse"]["verdict"] == "partly"  # committed results of each kind
    assert shown["scenes"]["verdict"] == "partly"
    assert shown["alignment"]["verdict"] == "holds"
