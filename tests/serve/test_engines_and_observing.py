"""The service on every engine `attnlab translate` has (attnlab float32 and int8, a
CTranslate2 export), its access log, its Prometheus metrics and its configurable limits, each
on a real server."""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from attnlab import cli
from attnlab.serve.app import ServedModel, serve_models
from attnlab.serve.limits import Limits
from attnlab.serve.observe import AccessLog
from attnlab.serve.server import load_engines, load_translators
from attnlab.translation import Translator
from tests.serve.conftest import start

ROOT = Path(__file__).parents[2]
SENTENCES = ["a b c d", "c c a", "e d e b"]


@pytest.fixture(scope="module")
def transformer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny Transformer trained 60 steps on the reverse task, and its CTranslate2 export
    (in ``ct2/`` beside it)."""
    pytest.importorskip("ctranslate2")
    root = tmp_path_factory.mktemp("engines")
    run = root / "run"
    args = [
        "train",
        str(ROOT / "configs" / "tiny-synthetic.yaml"),
        "--model.family=transformer",
        "--model.num_layers=2",
        "--model.num_heads=4",
        "--train.max_steps=60",
        "--train.eval_every=1000",
        f"--run_dir={run}",
    ]
    assert cli.main(args) == 0
    assert cli.main(["export-ct2", str(run), str(root / "ct2")]) == 0
    return run


def post(url: str, path: str, body: dict[str, object]) -> httpx.Response:
    return httpx.post(f"{url}{path.lstrip('/')}", json=body, timeout=60)


def serving(models: list[ServedModel], **options: object) -> Iterator[str]:
    server = start(models, **options)
    yield server.url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def engines(transformer: Path) -> Iterator[str]:
    """One service, one run twice: "ct2" on its CTranslate2 export, "float" on attnlab's."""
    runs = [str(transformer), str(transformer)]
    named = load_translators(runs)  # run, run-2
    exported = load_engines(runs[:1], ["run"], [str(transformer.parent / "ct2")], threads=1)
    models = serve_models(named, threading.Lock(), engines=exported)
    yield from serving(models)


def test_serving_runs_reads_each_runs_config_once(
    tiny_run: Path, baseline_run: Path, config_reads: list[Path]
) -> None:
    """The config that tells a run's task is the one its model is built from."""
    named = load_translators([str(tiny_run), str(baseline_run)])
    assert len(named) == 2
    assert config_reads == [(run / "config.yaml").resolve() for run in (tiny_run, baseline_run)]


def test_models_say_which_engine_decodes(engines: str) -> None:
    models = httpx.get(f"{engines}v1/models").json()
    assert [(m["name"], m["engine"]) for m in models] == [
        ("run", "ctranslate2 float32"),
        ("run-2", "attnlab float32"),
    ]


@pytest.mark.parametrize("beam", [1, 4])
def test_the_export_translates_as_attnlab_does(engines: str, beam: int) -> None:
    n_best = 2 if beam > 1 else 1
    answers = [
        post(engines, "/v1/translate", {**body, "sentences": SENTENCES, "beam_size": beam})
        for body in ({"model": "run", "n_best": n_best}, {"model": "run-2", "n_best": n_best})
    ]
    exported, own = ([s["hypotheses"] for s in a.json()["translations"]] for a in answers)
    for theirs, ours in zip(exported, own, strict=True):
        assert len(theirs) == n_best
        if beam == 1:  # greedy: the same pieces
            assert theirs[0]["tokens"] == ours[0]["tokens"]
        for hypothesis in theirs:
            if hypothesis["tokens"][-1:] != ["</s>"]:  # cut at its limit: CT2 gives no score
                assert "log_prob" not in hypothesis and "score" not in hypothesis
                continue
            # CTranslate2's score: log_prob / T ** length_penalty, T with eos
            assert hypothesis["score"] == pytest.approx(
                hypothesis["log_prob"] / len(hypothesis["tokens"]), rel=1e-4
            )
            if beam == 1:  # CTranslate2 computes its own softmax: within 0.01 a token
                tokens = len(hypothesis["tokens"])
                assert hypothesis["log_prob"] == pytest.approx(
                    ours[0]["log_prob"], abs=0.01 * tokens
                )


def test_the_export_gives_no_attention_and_says_so(engines: str) -> None:
    body = {"sentences": ["a b"], "alignments": True, "align_with": "attention"}
    answer = post(engines, "/v1/translate", body)
    assert answer.status_code == 422
    assert answer.json()["error"] == (
        "run decodes with ctranslate2 float32, which gives no attention here: drop alignments "
        "from the attention, or serve the run without --ct2"
    )
    # the model's own method, the word aligner, reads the texts alone
    answer = post(engines, "/v1/translate", {"sentences": ["a b"], "alignments": True})
    assert (
        answer.status_code == 200
        and "alignment" in answer.json()["translations"][0]["hypotheses"][0]
    )
    # scoring runs on attnlab's decoder whatever the engine
    answer = post(engines, "/v1/score", {"pairs": [{"source": "a b", "target": "b a"}]})
    assert answer.status_code == 200 and math.isfinite(answer.json()["scores"][0]["log_prob"])


def test_an_export_of_another_run_is_refused_by_name(transformer: Path, tiny_run: Path) -> None:
    export = transformer.parent / "ct2"
    with pytest.raises(ValueError, match=r"exported from weights of none of the runs served"):
        load_engines([str(tiny_run)], ["tiny"], [str(export)], threads=1)
    with pytest.raises(ValueError, match=r"both exports of"):
        load_engines([str(transformer)], ["run"], [str(export), str(export)], threads=1)
    with pytest.raises(ValueError, match=r"no readable attnlab-ct2.json"):
        load_engines([str(transformer)], ["run"], [str(transformer)], threads=1)


def test_int8_is_an_engine_too(tiny_run: Path) -> None:
    models = serve_models(load_translators([str(tiny_run)], int8=True), threading.Lock())
    assert models[0].info().engine == "attnlab int8"
    expected = Translator.from_run(tiny_run, int8=True).translate(SENTENCES, need_weights=False)
    for url in serving(models):
        answer = post(url, "/v1/translate", {"sentences": SENTENCES})
        texts = [s["hypotheses"][0]["text"] for s in answer.json()["translations"]]
        assert texts == [t.target for t in expected]


def test_the_command_refuses_int8_beside_an_export(tiny_run: Path, capsys: object) -> None:
    status = cli.main(["serve", str(tiny_run), "--int8", "--ct2", str(tiny_run), "--port", "0"])
    assert status == 2


@pytest.fixture(scope="module")
def observed(
    tiny_run: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[str, Path]]:
    """A service with an access log and small limits: 2 sentences, 6 source tokens each."""
    log_path = tmp_path_factory.mktemp("log") / "access.jsonl"
    limits = Limits(max_sentences=2, max_source_tokens=6)
    models = serve_models({"tiny": Translator.from_run(tiny_run)}, threading.Lock(), limits)
    log = AccessLog(str(log_path))
    for url in serving(models, limits=limits, access_log=log):
        yield url, log_path
    log.close()


def test_each_request_is_a_json_line_in_the_log(observed: tuple[str, Path]) -> None:
    url, log_path = observed
    before = len(log_path.read_text().splitlines()) if log_path.exists() else 0
    assert post(url, "/v1/translate", {"sentences": ["a b c", "d"]}).status_code == 200
    assert httpx.get(f"{url}no/such/page").status_code == 404
    entries = [json.loads(line) for line in log_path.read_text().splitlines()[before:]]
    translated, missing = entries
    assert translated["time"].endswith("Z") and translated["latency_ms"] > 0
    assert {key: translated[key] for key in translated if key not in ("time", "latency_ms")} == {
        "method": "POST",
        "route": "/v1/translate",
        "status": 200,
        "model": "tiny",
        "sentences": 2,
        "tokens": 4,
    }
    assert (missing["route"], missing["status"], "model" in missing) == (
        "/no/such/page",
        404,
        False,
    )


def test_metrics_count_requests_sentences_and_tokens(observed: tuple[str, Path]) -> None:
    url, _ = observed

    def sample(name: str, **labels: str) -> float:
        text = httpx.get(f"{url}metrics").text
        for family in text_string_to_metric_families(text):
            for found in family.samples:
                if found.name == name and all(found.labels.get(k) == v for k, v in labels.items()):
                    return found.value
        return 0.0

    answered = sample("attnlab_requests_total", route="/v1/translate", model="tiny", status="200")
    sentences, tokens = sample("attnlab_sentences_total"), sample("attnlab_source_tokens_total")
    assert post(url, "/v1/translate", {"sentences": ["a b c", "d e"]}).status_code == 200
    httpx.get(f"{url}made/up/{'x' * 20}")
    assert (
        sample("attnlab_requests_total", route="/v1/translate", model="tiny", status="200")
        == answered + 1
    )
    assert sample("attnlab_sentences_total", model="tiny") == sentences + 2
    assert sample("attnlab_source_tokens_total", model="tiny") == tokens + 5
    assert sample("attnlab_requests_total", route="other", status="404") >= 1
    # refused by the guard before any route ran (another Host): counted as well
    assert httpx.get(f"{url}v1/health", headers={"Host": "evil.example"}).status_code == 403
    assert sample("attnlab_requests_total", route="/v1/health", status="403") >= 1
    assert sample("attnlab_queue_waiting", model="tiny") == 0
    assert sample("attnlab_decode_calls_total", model="tiny") >= 1
    assert sample("attnlab_request_seconds_count", route="/v1/translate") >= 1


def test_the_limits_are_the_services_own(observed: tuple[str, Path]) -> None:
    url, _ = observed
    answer = post(url, "/v1/translate", {"sentences": ["a", "b", "c"]})
    assert (answer.status_code, answer.json()["error"]) == (
        422,
        "sentences: at most 2 a request (3 given); split the batch",
    )
    answer = post(url, "/v1/translate", {"sentences": ["a b c d e f g"]})
    assert answer.status_code == 422
    assert answer.json()["error"] == (
        "sentence 0 has 7 source tokens; tiny takes at most 6: split it into sentences"
    )
    health = httpx.get(f"{url}v1/health").json()["limits"]
    assert (health["max_sentences"], health["max_source_tokens"]) == (2, 6)


def test_a_limit_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError, match=r"--max-source-tokens\) must be 1 to the decoder's"):
        Limits(max_source_tokens=300)
    with pytest.raises(ValueError, match="max_in_flight must be 1 or more"):
        Limits(max_in_flight=0)
    with pytest.raises(SystemExit):
        cli.main(["serve", "rnnsearch", "--max-sentences", "0"])
    with pytest.raises(ValueError, match="cannot open the access log"):
        AccessLog("/no/such/folder/access.jsonl")


def test_an_access_log_of_dash_is_standard_error(capsys: pytest.CaptureFixture[str]) -> None:
    log = AccessLog("-")
    log.write({"route": "/v1/health", "status": 200})
    log.close()  # standard error stays open
    assert json.loads(capsys.readouterr().err) == {"route": "/v1/health", "status": 200}
