"""The request bodies of `attnlab serve`'s app, built in this process on shipped models:
random JSON, wrong types, huge arrays, deep nesting, bytes that are not JSON. Every answer is
a 200 or a 4xx with a JSON ``{"error": message}``, never a 500 or a trace."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator

import httpx
import pytest
from fastapi import FastAPI
from hypothesis import example, given
from hypothesis import strategies as st

from attnlab.serve.app import make_app, serve_models
from attnlab.serve.server import load_translators
from tests.fuzz.harness import JSON, SHORT, found, fuzz, request_bodies, tried

ROUTES = ["/v1/translate", "/v1/score", "/v1/translate/stream"]
FIELDS = ["sentences", "sentence", "pairs", "model", "beam_size", "n_best", "alignments"]
FIELDS += ["attention", "source", "target", "beam", "sentencse", ""]
VALUES = st.one_of(
    JSON,
    st.lists(SHORT, min_size=1, max_size=4),  # sentences as they should be
    st.lists(st.fixed_dictionaries({"source": SHORT, "target": SHORT}), min_size=1, max_size=3),
    st.sampled_from(["rnnsearch", "fixed-context", "nope", 0, 1, 5, 16, 17, -1, True, "5"]),
    st.integers(65, 5000).map(lambda n: ["a"] * n),  # a huge array
    st.integers(1, 2000).map(lambda n: json.loads("[" * n + "]" * n)),  # deep nesting
    st.just("x" * 1001),
    st.just("\ud800"),
)
BODIES = request_bodies(FIELDS, VALUES, max_fields=5)


@pytest.fixture(scope="module")
def app() -> Iterator[FastAPI]:
    """The app on the shipped RNNsearch (the default) and the fixed-context baseline, with
    their batchers started (what the app's lifespan does under uvicorn)."""
    models = serve_models(load_translators(["rnnsearch", "fixed-context"]), threading.Lock())
    for served in models:
        served.batcher.start()
    yield make_app(models)
    for served in models:
        served.batcher.close()


def post(app: FastAPI, route: str, body: str | bytes, content_type: str | None) -> httpx.Response:
    """POST ``body`` to ``route`` of ``app`` in this process, as a local client would."""

    async def send() -> httpx.Response:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            headers = {} if content_type is None else {"content-type": content_type}
            return await client.post(route, content=body, headers=headers)

    return asyncio.run(send())


@fuzz(80)
@given(
    route=st.sampled_from(ROUTES),
    body=BODIES,
    content_type=st.sampled_from(["application/json", "application/json", "text/plain", None]),
)
@example(
    route="/v1/translate",
    body='{"sentences": ["我喜欢喝茶。"], "n_best": 2}',
    content_type="application/json",
)
def test_any_body_is_answered_or_refused_with_a_json_message(
    route: str, body: str | bytes, content_type: str | None, app: FastAPI
) -> None:
    """A 200 that answers every sentence or pair asked, or a 4xx whose body is
    {"error": message}; never a 500."""
    target = f"serve: {route}"
    tried(target)
    response = post(app, route, body, content_type)
    if response.status_code >= 500:
        found(target, "traceback", f"{response.status_code}: {response.text[:70]}")
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        answer = response.json()
        assert list(answer) == ["error"] and isinstance(answer["error"], str), answer
        if "\n" in answer["error"]:  # test_an_unknown_field_is_named_on_one_line
            found(target, "other", f"a message of two lines: {answer['error'][:40]!r}")
    elif route == "/v1/translate/stream":
        assert "event: error" not in response.text, response.text
    else:
        key, asked = (
            ("translations", "sentences") if route == "/v1/translate" else ("scores", "pairs")
        )
        assert len(response.json()[key]) == len(json.loads(body)[asked])


def test_an_unknown_field_is_named_on_one_line(app: FastAPI) -> None:
    """The error for an unknown field quotes its name, so the message stays one line."""
    response = post(app, "/v1/translate", '{"\\n": null}', "application/json")
    assert response.status_code == 422
    assert "\n" not in response.json()["error"]
