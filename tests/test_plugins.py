"""A model family from another package, as a user installs it: the example plugin
(examples/attnlab-example-family, installed by `make setup`) is trained, translated,
evaluated and compared by the `attnlab` command and explored, with no change to attnlab."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab import masks
from attnlab.config import ConfigError, load_config
from attnlab.models import get_family
from attnlab.viz.explorer import Explorer, make_server
from attnlab.viz.explorer.server import ExplorerServer
from tests.conftest import RunCli

ROOT = Path(__file__).parents[1]
EXAMPLE = ROOT / "examples" / "attnlab-example-family"
CONFIG = EXAMPLE / "config.yaml"
SENTENCE = "a b c d"

if not entry_points(group="attnlab.families", name="multihead_rnn"):
    pytest.skip(
        "the example family is not installed: pip install --no-deps -e "
        "examples/attnlab-example-family (make setup does)",
        allow_module_level=True,
    )


def attnlab(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "attnlab.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    run = tmp_path_factory.mktemp("plugin") / "multihead"
    trained = attnlab(
        "train",
        str(CONFIG),
        f"--run_dir={run}",
        "--data.corpus=synthetic:reverse:num_train=60,num_dev=10,num_test=10",
        "--train.max_steps=4",
        "--train.eval_every=4",
        "--train.dev_bleu_sentences=5",
    )
    assert trained.returncode == 0, trained.stderr
    assert "FamilyPluginWarning" not in trained.stderr
    assert "family: multihead_rnn" in (run / "config.yaml").read_text()
    return run


@pytest.mark.slow
def test_the_cli_translates_evaluates_and_compares_a_plugin_run(
    run_dir: Path, run_cli: RunCli
) -> None:
    status, out, err = run_cli(["translate", str(run_dir), "--beam", "2"], f"{SENTENCE}\nc a\n")
    assert status == 0 and len(out) == 2, err

    status, out, err = run_cli(["evaluate", str(run_dir), "--by-length", "--buckets", "0,5,10"], "")
    assert status == 0 and "BLEU = " in "\n".join(out), err

    status, out, err = run_cli(["compare", str(run_dir)], "")
    assert status == 0, err
    header, _, row, *_ = out
    assert "BLEU 0-4" in header  # the evaluation by length is in
    assert row.split()[1:4] == ["multihead_rnn", "GRU", "32,"]  # family and summary
    assert "GRU 32, 4 heads" in row


@pytest.fixture(scope="module")
def server(run_dir: Path) -> Iterator[ExplorerServer]:
    live = make_server(Explorer.from_dirs([str(run_dir)]), "127.0.0.1", 0, log=io.StringIO())
    threading.Thread(target=live.serve_forever, daemon=True).start()
    yield live
    live.shutdown()
    live.server_close()


def call(server: ExplorerServer, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.url.rstrip("/") + path, data=data)
    request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


@pytest.mark.slow
def test_the_explorer_shows_each_head_of_a_plugin_run(server: ExplorerServer) -> None:
    [run] = call(server, "/api/runs")
    assert (run["family"], run["num_layers"], run["num_heads"]) == ("multihead_rnn", 1, 4)
    assert run["description"] == "GRU encoder-decoder with multi-head attention; GRU 32, 4 heads"
    target = call(server, "/api/translate", {"run": 0, "sentence": SENTENCE, "beam": 1})
    request = {"run": 0, "sentence": SENTENCE, "target_tokens": target["target_tokens"], "step": 0}
    heads = [call(server, "/api/steps", {**request, "head": head}) for head in (0, 3)]
    for head, steps in zip((0, 3), heads, strict=True):
        assert (steps["family"], steps["head"], steps["num_heads"]) == ("multihead_rnn", head, 4)
        assert f"head {head + 1}:" in steps["names"]["query"]  # counted from 1, as shown
        assert "√8" in steps["names"]["score"]
        assert {"query", "scores", "weights", "contributions"} <= set(steps)
        assert abs(sum(steps["weights"]) - 1) < 1e-5
        assert steps["contributions_sum_error"] < 1e-5
    assert heads[0]["weights"] != heads[1]["weights"]  # each head reads the source its own way


@pytest.mark.slow
def test_attnlab_explain_attributes_and_intervenes_on_a_plugin_run(
    run_dir: Path, run_cli: RunCli
) -> None:
    def explain(*extra: str) -> dict[str, Any]:
        status, out, err = run_cli(
            ["explain", str(run_dir), SENTENCE, "--beam", "1", *extra, "--json"], ""
        )
        assert status == 0, err
        return json.loads("\n".join(out))

    record = explain()
    assert record["family"] == "multihead_rnn"
    steps = len(record["target_tokens"])
    assert {"layer 1 head 1", "layer 1 head 4", "mean"} <= set(record["attention"])
    for method in ("occlusion", "grad_x_input", "integrated_gradients"):
        assert len(record["attributions"][method]) == steps
    assert max(map(abs, record["ig_completeness_error"])) < 0.05  # src_embedding is the input
    effects = {effect["name"]: effect for effect in record["interventions"]}
    assert list(effects) == ["permute", "uniform", "remove_top"]
    # reweight reaches the heads: uniform weights are what the re-decoded maps show
    for row in effects["uniform"]["attention"]:
        assert row == pytest.approx([0.25] * 4, abs=1e-6)
    # faithfulness, step scores, a contrast and words: through the protocol alone
    assert {"mean", "occlusion", "random"} <= set(record["faithfulness"])
    emitted = record["target_tokens"][0]
    other = next(piece for piece, _ in record["steps"]["top"][0] if piece != emitted)
    assert explain("--contrast", f"1:{other}")["alternative"] == other
    assert explain("--words")["unit"] == "words"


def post(server: ExplorerServer, path: str, body: Any) -> tuple[int, Any]:
    """(status, JSON answer), an error status included."""
    try:
        return 200, call(server, path, body)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.mark.slow
def test_the_explain_and_intervene_apis_serve_a_plugin_run(server: ExplorerServer) -> None:
    request = {"run": 0, "sentence": SENTENCE, "beam": 1}
    status, view = post(server, "/api/explain", request)
    assert status == 200, view
    assert view["family"] == "multihead_rnn" and view["attention_is_mean"]  # of 4 heads
    for shares in view["shares"]["integrated_gradients"]:
        assert sum(map(abs, shares)) == pytest.approx(1.0, abs=1e-5)
    status, effect = post(server, "/api/intervene", {**request, "intervention": "remove_top"})
    assert status == 200, effect
    assert effect["original_tokens"] == view["target_tokens"]
    assert len(effect["total_variation"]) == len(view["target_tokens"])
    assert max(effect["total_variation"]) > 0  # the intervention reached the model


class WithoutCapabilities(torch.nn.Module):
    """A plugin model that speaks the decoder protocol and nothing more: no src_embedding,
    no reweight."""

    def __init__(self, model: torch.nn.Module) -> None:
        super().__init__()
        self.inner = model

    def encode(self, src: Any, src_mask: Any, *, need_weights: bool = True) -> Any:
        return self.inner.encode(src, src_mask, need_weights=need_weights)

    def init_state(self, encoded: Any, src_mask: Any) -> Any:
        return self.inner.init_state(encoded, src_mask)

    def step(self, prev: Any, state: Any, *, need_weights: bool = True) -> Any:
        return self.inner.step(prev, state, need_weights=need_weights)

    def forward(self, src: Any, src_mask: Any, tgt_in: Any, *, need_weights: bool = False) -> Any:
        return self.inner(src, src_mask, tgt_in, need_weights=need_weights)


@pytest.mark.slow
def test_a_plugin_without_the_optional_capabilities_is_told_what_it_lacks(run_dir: Path) -> None:
    explorer = Explorer.from_dirs([str(run_dir)])
    loaded = explorer.runs[0].translator.run
    loaded.model = WithoutCapabilities(loaded.model)
    live = make_server(explorer, "127.0.0.1", 0, log=io.StringIO())
    threading.Thread(target=live.serve_forever, daemon=True).start()
    try:
        request = {"run": 0, "sentence": SENTENCE, "beam": 1}
        status, answer = post(live, "/api/explain", request)
        assert status == 422, answer
        assert "WithoutCapabilities has no src_embedding" in answer["error"]
        status, answer = post(live, "/api/intervene", {**request, "intervention": "uniform"})
        assert status == 422, answer
        assert "WithoutCapabilities has no reweight= hook" in answer["error"]
        status, answer = post(live, "/api/translate", request)  # the rest works unchanged
        assert status == 200, answer
    finally:
        live.shutdown()
        live.server_close()


# ---- the example model itself, in process ----


def test_its_options_are_checked_like_attnlabs_own() -> None:
    with pytest.raises(ConfigError, match=r"model\.attention_heads \(5\) must divide hidden_dim"):
        load_config(CONFIG, ["--model.attention_heads=5"])
    with pytest.raises(ConfigError, match=r"model\.cell is not an option of the multihead_rnn"):
        load_config(CONFIG, ["--model.cell=lstm"])


@torch.no_grad()
def test_step_unrolled_equals_forward_and_beams_reorder() -> None:
    family = get_family("multihead_rnn")
    options = family.options(hidden_dim=12, attention_heads=3, num_layers=2, dropout=0.0)
    torch.manual_seed(0)
    model = family.build(options, 11, 13).double().eval()
    src = torch.randint(3, 11, (2, 7))
    src_mask = masks.padding_mask(torch.tensor([7, 4]))  # (2, 1, 1, 7): row 1 padded
    tgt_in = torch.randint(3, 13, (2, 5))
    taught = model(src, src_mask, tgt_in, need_weights=True)
    [weights] = taught.attention.cross
    assert weights.shape == (2, 3, 5, 7)  # (B, H, T, S)
    assert torch.all(weights[1, :, :, 4:] == 0)  # padding weighs exactly 0
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 3, 5, dtype=torch.float64))
    torch.testing.assert_close(taught.records.cross[0].weights, weights)

    state = model.init_state(model.encode(src, src_mask), src_mask)
    for t in range(5):
        out = model.step(tgt_in[:, t], state)
        torch.testing.assert_close(out.logits, taught.logits[:, t])
        torch.testing.assert_close(out.attention.cross[0][:, :, 0], weights[:, :, t])
        state = out.state

    # Beam search keeps rows [1, 1, 0]: each picked row steps as its source row did.
    picked = state.reorder(torch.tensor([1, 1, 0]))
    stepped = model.step(tgt_in[:, 0], state).logits
    torch.testing.assert_close(model.step(tgt_in[[1, 1, 0], 0], picked).logits, stepped[[1, 1, 0]])
    # Without the weights (the fused kernel) the same logits, and no maps.
    fused = model.step(tgt_in[:, 0], state, need_weights=False)
    torch.testing.assert_close(fused.logits, stepped)
    assert fused.attention.cross == [] and fused.records.cross == []
    plain = model(src, src_mask, tgt_in)  # forward's default: no records, the same logits
    assert plain.records.cross == []
    torch.testing.assert_close(plain.logits, taught.logits)
