"""The Evidence view's loader (evidence.py) on the committed results: a good folder, a
missing one, damaged files; its route on a real server; --results on the command line."""

from __future__ import annotations

import base64
import json
import os
import shutil
import threading
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import start_server

from attnlab.cli import main
from attnlab.experiments import EXPERIMENTS
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.demos import MAX_SIDE
from attnlab.viz.explorer.evidence import MAX_REPORT_BYTES, EvidenceSource, results_folder

COMMITTED = Path(__file__).resolve().parents[3] / "results"
DEMOED = ("copy-reverse", "learning-path", "path-length")
SUMMARIES = {name: experiment.summary for name, experiment in EXPERIMENTS.items()}


@pytest.fixture
def results(tmp_path: Path) -> Path:
    """A results folder with the committed results of the two experiments that have demos."""
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
    assert record["verdict"]["holds"] is False and copy["verdict"] == "partly"  # as it says
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
    # The others have no results here: each says so and how to make them
    for name in set(EXPERIMENTS) - set(DEMOED):
        assert not shown[name]["available"]
        assert shown[name]["problem"] == {
            "kind": "missing",
            "path": str(results / name / f"{name}.json"),
        }
        assert shown[name]["command"] == f"attnlab experiment {name} --out {results / name}"


def test_no_results_folder_says_how_to_make_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert results_folder(None) is None  # no ./results here
    for view in views(None).values():
        assert view["problem"]["kind"] == "no_results" and not view["available"]
        assert view["command"] == f"attnlab experiment {view['name']}"
    (tmp_path / "results").mkdir()
    assert results_folder(None) == Path("results")
    with pytest.raises(ValueError, match="--results elsewhere: no such folder"):
        results_folder("elsewhere")


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
    assert damaged["problem"]["path"].endswith("copy-reverse.json")
    assert "not a JSON object" in shown["scores"]["problem"]["detail"]
    # Demo data of the wrong shape: the rest of the view stays, the demo says what is wrong
    learning = shown["learning-path"]
    assert learning["available"] and "demo" not in learning
    assert learning["demo_problem"]["detail"] == "copy.frames[1].map must hold numbers from 0 to 1"
    assert learning["figure"] is None  # not a PNG: not sent


def test_the_length_slider_gets_every_models_numbers_by_length(results: Path) -> None:
    record = json.loads((results / "copy-reverse" / "copy-reverse.json").read_text())
    by_length = views(results)["copy-reverse"]["demo"]["by_length"]
    assert by_length["train_max"] == record["train_lengths"][-1]
    assert by_length["lengths"] == [
        row["length"] for row in record["models"]["RNNsearch"]["by_length"]
    ]
    assert [m["name"] for m in by_length["models"]] == list(record["models"])
    # only the fixed contexts (GRU, LSTM) read no attention
    attending = [m["attention"] for m in by_length["models"]]
    assert attending == [
        record["models"][name]["family"] != "fixed_context" for name in record["models"]
    ]
    assert attending.count(False) == len(attending) - 3  # RNNsearch, Luong, the Transformer
    for model in by_length["models"]:
        rows = record["models"][model["name"]]["by_length"]
        fields = {"name", "attention", "cell", "count", *(k for k in rows[0] if k != "length")}
        assert set(model) == fields
        assert model["cell"] == record["models"][model["name"]]["options"].get("cell")
        for key in ("count", "sequence_accuracy", "sequence_interval", "token_accuracy"):
            assert model[key] == [row[key] for row in rows], key


@pytest.mark.parametrize(
    ("damage", "detail"),
    [
        (lambda r: r.pop("models"), "models must be a JSON object"),
        (
            lambda r: r["models"].update(Luong=[1, 2]),
            "models.Luong must be an object with a by_length list",
        ),
        (
            lambda r: r["models"]["Luong"]["by_length"][3].update(sequence_accuracy=1.5),
            "models.Luong.by_length[].sequence_accuracy must hold numbers from 0 to 1",
        ),
        (
            lambda r: r["models"]["Transformer"]["by_length"][0].update(sequence_interval=[0.9]),
            "models.Transformer.by_length[].sequence_interval must have 2 columns in every row",
        ),
        (
            lambda r: r["models"]["RNNsearch"]["by_length"].pop(),
            "models.RNNsearch.by_length[].length must be the first model's lengths",
        ),
        (
            lambda r: r["models"]["fixed context"]["by_length"].reverse(),
            "models.fixed context.by_length[].length must increase",
        ),
        (
            lambda r: r["models"]["Luong"]["by_length"][0].update(count=None),
            f"models.Luong.by_length[].count must be 1 to {MAX_SIDE} finite numbers",
        ),
    ],
)
def test_a_damaged_models_block_is_a_demo_problem(
    results: Path, damage: Callable[[dict], object], detail: str
) -> None:
    path = results / "copy-reverse" / "copy-reverse.json"
    record = json.loads(path.read_text())
    damage(record)
    path.write_text(json.dumps(record), "utf-8")
    shown = views(results)["copy-reverse"]
    assert shown["available"] and "demo" not in shown  # the figure and report still shown
    assert shown["figure"] and shown["demo_problem"] == {"path": str(path), "detail": detail}


def bottleneck(results: Path, damage: Callable[[dict], object] | None = None) -> dict:
    """The bottleneck experiment's view, from its committed record, damaged by ``damage``."""
    shutil.copytree(COMMITTED / "bottleneck", results / "bottleneck")
    path = results / "bottleneck" / "bottleneck.json"
    if damage is not None:
        record = json.loads(path.read_text())
        damage(record)
        path.write_text(json.dumps(record), "utf-8")
    return views(results)["bottleneck"]


def test_the_path_slider_gets_every_models_dependence_and_accuracy_by_distance(
    results: Path,
) -> None:
    record = json.loads((results / "path-length" / "path-length.json").read_text())
    demo = views(results)["path-length"]["demo"]
    assert demo["kind"] == "path" and demo["lengths"] == record["distances"]
    assert (demo["layers"], demo["kernel"]) == (8, 5)  # the intro's words for the cnn
    assert [(m["name"], m["attention"], m["path"]) for m in demo["models"]] == [
        ("fixed_context", False, "O(n)"),
        ("bahdanau", True, "O(1)"),
        ("transformer", True, "O(1)"),
        ("cnn", False, "O(n/k)"),
    ]
    for model in demo["models"]:
        measured = record["models"][model["name"]]
        assert model["relative"] == [p["relative"] for p in measured["untrained"]]
        assert model["accuracy"] == [p["accuracy"] for p in measured["trained"]]
        assert model["accuracy_interval"] == [p["interval"] for p in measured["trained"]]
        for (low, high), relative in zip(
            model["relative_interval"], model["relative"], strict=True
        ):
            assert 0 <= low <= relative <= high
    cnn = demo["models"][-1]["relative"]  # past its receptive field: exactly nothing
    assert cnn[record["distances"].index(16)] > 0 and cnn[record["distances"].index(32)] == 0


def test_a_damaged_path_length_record_is_a_demo_problem(results: Path) -> None:
    path = results / "path-length" / "path-length.json"
    record = json.loads(path.read_text())
    record["models"]["cnn"]["trained"].pop()
    path.write_text(json.dumps(record), "utf-8")
    shown = views(results)["path-length"]
    assert shown["available"] and "demo" not in shown
    assert shown["demo_problem"]["detail"] == (
        "models.cnn.untrained and .trained must hold one row per distance"
    )


def test_the_decay_demo_is_the_records_and_a_damaged_one_a_demo_problem(results: Path) -> None:
    path = results / "path-length" / "path-length.json"
    record = json.loads(path.read_text())
    decay = views(results)["path-length"]["demo"]["decay"]
    assert decay["hidden"] == record["decay"]["hidden"]
    assert [(c["name"], c["relative"]) for c in decay["cells"]] == [
        (name, cell["relative"]) for name, cell in record["decay"]["cells"].items()
    ]
    record["decay"]["cells"]["gru"]["relative"].pop()  # one layer a step short
    path.write_text(json.dumps(record), "utf-8")
    shown = views(results)["path-length"]
    assert shown["available"] and "demo" not in shown
    assert shown["demo_problem"]["detail"] == (
        "decay.cells.gru.relative must be as long as the other layers'"
    )
    record["decay"]["cells"]["gru"]["relative"] = ["much"]
    path.write_text(json.dumps(record), "utf-8")
    assert views(results)["path-length"]["demo_problem"]["detail"] == (
        f"decay.cells.gru.relative must be 1 to {MAX_SIDE} finite numbers"
    )


def test_the_bleu_slider_gets_every_models_bleu_by_source_length(results: Path) -> None:
    record = json.loads((COMMITTED / "bottleneck" / "bottleneck.json").read_text())
    demo = bottleneck(results)["demo"]
    assert demo["kind"] == "bleu" and demo["sentences"] == record["test_sentences"]
    assert demo["labels"] == [row["label"] for row in record["models"]["RNNsearch-50"]["by_length"]]
    assert [(m["name"], m["attention"]) for m in demo["models"]] == [
        ("RNNencdec-50", False),
        ("RNNsearch-50", True),
        ("RNNencdec-30", False),
        ("RNNsearch-30", True),
    ]
    for model in demo["models"]:
        rows = record["models"][model["name"]]["by_length"]
        assert model["bleu"] == [row["bleu"] for row in rows]
        assert model["bleu_interval"] == [[row["low_bleu"], row["high_bleu"]] for row in rows]
        assert model["count"] == [row["count"] for row in rows]


def test_an_empty_bucket_is_left_out_of_the_bleu_slider(results: Path) -> None:
    def empty_last(record: dict) -> None:
        for model in record["models"].values():
            model["by_length"][-1].update(count=0, bleu=None, low_bleu=None, high_bleu=None)

    demo = bottleneck(results, empty_last)["demo"]
    assert demo["labels"] == ["0-9", "10-19", "20-29", "30-39", "40-49", "50-59"]
    assert all(len(m["bleu"]) == len(m["count"]) == 6 for m in demo["models"])


@pytest.mark.parametrize(
    ("damage", "detail"),
    [
        (lambda r: r.update(models=[]), "models must be a JSON object"),
        (
            lambda r: r["models"]["RNNsearch-50"]["by_length"][2].update(bleu=101),
            "models.RNNsearch-50.by_length[] must hold BLEU, low_bleu and high_bleu from 0 to 100",
        ),
        (
            lambda r: r["models"]["RNNencdec-30"]["by_length"][0].update(label="0-4"),
            "models.RNNencdec-30.by_length[].label must be the first model's buckets",
        ),
        (
            lambda r: r["models"]["RNNsearch-30"]["by_length"].append("60+"),
            "models.RNNsearch-30.by_length must hold one object per bucket",
        ),
    ],
)
def test_a_damaged_bottleneck_record_is_a_demo_problem(
    results: Path, damage: Callable[[dict], object], detail: str
) -> None:
    shown = bottleneck(results, damage)
    assert shown["available"] and "demo" not in shown and shown["figure"]
    assert shown["demo_problem"]["detail"] == detail


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
    notes = {Path(note["path"]).name: note["detail"] for note in reverse["skipped"]}
    assert notes == {
        "README.md": "a link out of the results folder (to /dev/zero)",
        "copy-reverse.png": "not a regular file (a FIFO, a device or a folder)",
    }
    outside = shown["learning-path"]
    assert not outside["available"] and "claim" not in outside
    assert outside["problem"]["kind"] == "damaged"
    assert outside["problem"]["detail"] == f"a link out of the results folder (to {secret})"
    assert shown["scores"]["problem"]["detail"].startswith("not a regular file")
    big = shown["bottleneck"]
    assert big["available"] and big["report"] is None
    assert [note["detail"] for note in big["skipped"]] == [
        f"over the {MAX_REPORT_BYTES / 2**20:g} MiB limit"
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
