"""The real service (uvicorn on a free loopback port, in a thread) on the tiny trained run."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from attnlab.serve.app import ServedModel, make_app, serve_models
from attnlab.serve.http_server import HttpServer
from attnlab.serve.limits import REQUEST_DEADLINE
from attnlab.translation import Translator

ROOT = Path(__file__).parents[2]


@dataclass
class Service:
    url: str
    models: list[ServedModel]
    compute: threading.Lock  # hold it to keep the decoders busy
    translator: Translator

    def client(self, **options: object) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=60, **options)  # type: ignore[arg-type]


def start(models: list[ServedModel], **options: Any) -> HttpServer:
    """The service as `attnlab serve` runs it (its protocol, deadlines and cap), in a thread;
    ``options``: make_app's (limits, access_log) and HttpServer's (deadline)."""
    deadline = options.pop("deadline", REQUEST_DEADLINE)
    app = make_app(models, loopback_only=True, **options)
    server = HttpServer(app, "127.0.0.1", 0, deadline=deadline, log_level="warning")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    started = time.monotonic() + 30
    while not server.uvicorn.started:
        assert time.monotonic() < started, "the service did not start"
        time.sleep(0.01)
    return server


@pytest.fixture(scope="session")
def baseline_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny fixed-context model (no attention), trained as ``tiny_run`` is."""
    from attnlab.config import load_config
    from attnlab.training.trainer import train

    directory = tmp_path_factory.mktemp("baseline-run") / "run"
    overrides = [
        f"--run_dir={directory}",
        "--model.family=fixed_context",
        "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20",
        "--train.max_steps=2",
        "--train.eval_every=2",
        "--train.dev_bleu_sentences=5",
    ]
    return train(load_config(ROOT / "configs" / "tiny-synthetic.yaml", overrides))


@pytest.fixture(scope="session")
def service(tiny_run: Path, baseline_run: Path) -> Iterator[Service]:
    """One service, two models: "tiny" (RNNsearch, the default) and "baseline" (fixed-context)."""
    translator = Translator.from_run(tiny_run)
    compute = threading.Lock()
    named = {"tiny": translator, "baseline": Translator.from_run(baseline_run)}
    models = serve_models(named, compute)
    server = start(models)
    yield Service(server.url, models, compute, translator)
    server.shutdown()
    server.server_close()
