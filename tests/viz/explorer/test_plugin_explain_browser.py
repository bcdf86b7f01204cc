"""The "Attention vs attribution" view on a plugin family's run (the example package's
multi-head GRU), in a real headless Chromium: both maps, a target word's two distributions,
and an intervention that decodes again."""

from __future__ import annotations

from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server

from attnlab.config import load_config
from attnlab.training.trainer import train
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.server import ExplorerServer

CONFIG = Path(__file__).resolve().parents[3] / "examples" / "attnlab-example-family" / "config.yaml"
SENTENCE = "a b c d e"

if not entry_points(group="attnlab.families", name="multihead_rnn"):
    pytest.skip(
        "the example family is not installed: pip install --no-deps -e "
        "examples/attnlab-example-family (make setup does)",
        allow_module_level=True,
    )


@pytest.fixture(scope="module")
def plugin_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ExplorerServer]:
    overrides = [
        f"--run_dir={tmp_path_factory.mktemp('plugin') / 'multihead'}",
        "--data.corpus=synthetic:reverse:num_train=60,num_dev=10,num_test=10",
        "--train.max_steps=4",
        "--train.eval_every=4",
        "--train.dev_bleu_sentences=5",
    ]
    live, _ = start_server(Explorer.from_dirs([str(train(load_config(CONFIG, overrides)))]))
    yield live
    live.shutdown()
    live.server_close()


def bar_weights(page: Any, testid: str) -> list[float]:
    rows = page.locator(f"[data-testid={testid}] .bar-row")
    return [float(w) for w in rows.evaluate_all("rows => rows.map(r => r.dataset.weight)")]


@pytest.mark.slow
def test_attention_beside_attribution_on_a_plugin_run(
    browser: Any, plugin_server: ExplorerServer, screenshots: Path
) -> None:
    explorer = plugin_server.explorer
    view = explorer.explain(0, SENTENCE, 1)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(plugin_server.url + "#explain")
        page.wait_for_selector("#explain-run option", state="attached")
        page.check("input[name=decoding][value=greedy]")
        page.fill("#sentence", SENTENCE)
        page.click("#translate-button")
        page.wait_for_selector("[data-testid=explain-summary]")
        assert page.locator("[data-testid=explain-attention]").is_visible()
        assert page.locator("[data-testid=explain-attribution]").is_visible()
        assert "null" not in page.inner_text("#explain-body")
        # A target word: the mean of the four heads beside its attribution shares.
        page.locator("#explain-body .chip[data-kind=target]").nth(1).click()
        page.wait_for_selector("[data-testid=explain-attribution-bars]")
        assert bar_weights(page, "explain-attention-bars") == pytest.approx(view["attention"][1])
        assert bar_weights(page, "explain-attribution-bars") == pytest.approx(
            view["shares"]["occlusion"][1], abs=1e-6
        )
        # An intervention through the plugin's reweight= hook decodes again, live.
        page.click("button[data-intervention=uniform]")
        page.wait_for_selector("[data-testid=intervened-translation]")
        effect = explorer.intervene(0, SENTENCE, "uniform", 1)
        shown = page.locator("[data-testid=intervened-translation] .chip").all_inner_texts()
        assert shown == effect["target_tokens"]
        assert bar_weights(page, "intervention-tvd") == pytest.approx(effect["total_variation"])
        page.screenshot(path=str(screenshots / "explain-plugin.png"), full_page=True)
    finally:
        context.close()
    assert not errors, errors
