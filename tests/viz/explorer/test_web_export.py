"""attnlab export-web's Python side: the graphs (web/graphs.py) and the folder (web/site.py).
What the page does with them is tested in a real browser: test_web_engine.py."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import onnxruntime
import pytest
import torch
from onnx import helper, numpy_helper

from attnlab.cli import main
from attnlab.runs import LoadedRun, load_run
from attnlab.viz.explorer.session import RunLoadError
from attnlab.viz.explorer.web import exporter, graphs
from attnlab.viz.explorer.web.exporter import ExportError, export_run, store_float16
from attnlab.viz.explorer.web.graphs import StateLayout
from attnlab.viz.explorer.web.site import MARKER, SiteError, export_site


@pytest.fixture(scope="module")
def loaded(run_dirs: dict[str, Path]) -> dict[str, LoadedRun]:
    return {name: load_run(path) for name, path in run_dirs.items()}


@pytest.mark.parametrize("family", ["bahdanau", "fixed_context", "luong", "transformer"])
def test_every_family_exports_graphs_that_pytorch_checked(
    family: str, loaded: dict[str, LoadedRun], tmp_path: Path
) -> None:
    found = export_run(loaded[family], tmp_path)  # raises ExportError unless the check passed
    step = onnxruntime.InferenceSession(str(tmp_path / "step.onnx"))
    outputs = [o.name for o in step.get_outputs()]
    assert outputs[0] == "log_probs"
    assert [f"next:{path}" for path in found["updated"]] == outputs[1 : 1 + len(found["updated"])]
    cross = [name for name in outputs if name.startswith("cross.")]
    if family == "fixed_context":  # no weights: its one record is the fixed context
        assert cross == ["cross.0.context"]
    else:
        expected = {"query", "scores", "weights", "context", "value", "key"}
        assert {name.split(".")[2] for name in cross} == expected
    assert len(found["cross"]) == (2 if family == "transformer" else 1)
    assert found["encoder_self_layers"] == (2 if family == "transformer" else 0)


def test_the_state_travels_batch_first_and_what_reorder_keeps_stays_behind(
    loaded: dict[str, LoadedRun],
) -> None:
    for name, batch_dim in (("bahdanau", 1), ("transformer", None)):
        model = loaded[name].model
        sampled = graphs.sample(model, loaded[name].tokenizers.src.vocab_size, graphs.TRACE, 0)
        layout = StateLayout.of(sampled.state, graphs.TRACE["batch"])
        if batch_dim is not None:  # an RNN's hidden state is (L, B, H)
            assert layout.batch_dims["hidden"] == batch_dim
            assert layout.batch_dims["annotations"] == 0
        else:  # the encoder's records are kept once per sentence, never reordered
            assert not any(path.startswith("encoder_self") for path in layout.batch_dims)
            assert layout.batch_dims["self_caches.0.key"] == 0
        for tensor in layout.batch_first(sampled.state):
            assert tensor.shape[0] == graphs.TRACE["batch"]
        rebuilt = layout.from_batch_first(layout.batch_first(sampled.state))
        original = dict(graphs.paths(sampled.state))
        assert all(torch.equal(rebuilt[path], original[path]) for path in rebuilt)


def test_a_graph_that_keeps_a_traced_size_is_refused(
    loaded: dict[str, LoadedRun], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The KV cache's growable buffers, traced, fix a capacity of 16 positions: the check at
    20 positions catches it (the cache concatenates while a graph is exported, so it passes)."""
    monkeypatch.setattr("attnlab.layers.multi_head.is_exporting", lambda: False)
    with pytest.raises(ExportError, match="step graph fails at batch 5, source 3, target 20"):
        export_run(loaded["transformer"], tmp_path)


def test_a_family_without_an_exporter_is_refused_by_name(
    loaded: dict[str, LoadedRun], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delitem(exporter.EXPORTERS, "bahdanau")  # as a plugin's family is
    with pytest.raises(ExportError, match=r"cannot run family 'bahdanau'.*attnlab explore"):
        export_run(loaded["bahdanau"], tmp_path)
    assert not (tmp_path / "step.onnx").exists()


def test_float16_exact_weights_are_stored_in_half_the_bytes_with_the_same_values(
    tmp_path: Path,
) -> None:
    exact = np.array([[0.5, -1.25], [3.0, 0.0009765625]], dtype=np.float32)  # float16 numbers
    inexact = np.array([[0.1, 0.2], [0.3, 0.4]], dtype=np.float32)  # not: kept as float32
    nodes = [
        helper.make_node("MatMul", ["x", "exact"], ["y"]),
        helper.make_node("MatMul", ["y", "inexact"], ["z"]),
    ]
    model = helper.make_model(
        helper.make_graph(
            nodes,
            "g",
            [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1, 2])],
            [helper.make_tensor_value_info("z", onnx.TensorProto.FLOAT, [1, 2])],
            [numpy_helper.from_array(exact, "exact"), numpy_helper.from_array(inexact, "inexact")],
        ),
        opset_imports=[helper.make_opsetid("", 17)],
    )
    path = tmp_path / "g.onnx"
    onnx.save(model, str(path))
    x = np.array([[1.5, -2.0]], dtype=np.float32)
    before = onnxruntime.InferenceSession(str(path)).run(None, {"x": x})[0]
    store_float16(path)
    stored = {i.name: i.data_type for i in onnx.load(str(path)).graph.initializer}
    assert stored == {"exact.float16": onnx.TensorProto.FLOAT16, "inexact": onnx.TensorProto.FLOAT}
    after = onnxruntime.InferenceSession(str(path)).run(None, {"x": x})[0]
    assert np.array_equal(before, after)


@pytest.fixture(scope="module")
def site(run_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "explorer"
    return export_site([str(run_dirs["bahdanau"]), str(run_dirs["fixed_context"])], folder)


def page_data(folder: Path) -> dict:
    html = (folder / "index.html").read_text(encoding="utf-8")
    start = html.index('id="attnlab-data"')
    text = html[html.index(">", start) + 1 : html.index("</script>", start)]
    return json.loads(text)


def test_the_folder_holds_every_file_the_page_names_with_its_checksum(site: Path) -> None:
    from attnlab.data.cache import sha256_bytes

    data = page_data(site)
    assert data["mode"] == "web"
    web = data["web"]
    assert sha256_bytes((site / web["runtime"]["file"]).read_bytes()) == web["runtime"]["sha256"]
    for run in web["runs"].values():
        for name, digest in run["files"].items():
            assert sha256_bytes((site / run["folder"] / name).read_bytes()) == digest
    for module in ("static/engine.js", "static/engine/worker.js", "vendor/ort.wasm.min.mjs"):
        assert (site / module).is_file()
    assert json.loads((site / MARKER).read_text())["runs"] == ["bahdanau", "fixed_context"]
    assert oct(site.stat().st_mode & 0o777) == "0o755"  # a web server may read it as anyone


def test_a_folder_it_did_not_write_is_refused_and_kept(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(SiteError, match="did not write"):
        export_site(["rnnsearch"], tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_an_export_replaces_its_own_folder_whole_or_not_at_all(
    run_dirs: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "explorer"
    export_site([str(run_dirs["bahdanau"])], folder)
    before = {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}

    def broken(*args: object) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr("attnlab.viz.explorer.web.site.export_run", broken)
    with pytest.raises(RuntimeError, match="disk full"):
        export_site([str(run_dirs["bahdanau"])], folder)
    after = {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    assert after == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["explorer"]  # nothing left behind
    with pytest.raises(RunLoadError):
        export_site([str(tmp_path / "no-such-run")], folder)
    assert (folder / MARKER).is_file()


def test_the_command_says_what_it_wrote_and_refuses_in_one_line(
    run_dirs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "out"
    assert main(["export-web", str(run_dirs["bahdanau"]), "-o", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"wrote {folder}/" in out and "python -m http.server" in out
    assert main(["export-web", str(tmp_path / "missing"), "-o", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("attnlab export-web: error:")
