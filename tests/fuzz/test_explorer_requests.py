"""The request bodies of `attnlab explore`'s API, its app built in this process on shipped
models: random JSON, wrong types, run numbers out of range, huge and nested values, bytes
that are not JSON. Every answer is a 200 or a 4xx with a JSON ``{"error": message}`` of one
line, never a 500 or a trace."""

from __future__ import annotations

import asyncio
import json
from urllib.parse import urlencode

import httpx
import pytest
from fastapi import FastAPI
from hypothesis import example, given
from hypothesis import strategies as st

from attnlab.viz.explorer.server import API, make_app
from attnlab.viz.explorer.session import Explorer
from tests.fuzz.harness import JSON, found, fuzz, request_bodies, tried

POSTS = [path for path, (method, _) in API.items() if method == "POST"]
GETS = [path for path, (method, _) in API.items() if method == "GET"]
FIELDS = ["run", "sentence", "beam", "target_tokens", "step", "layer", "head", "intervention"]
FIELDS += ["captioner", "scene", "image"]
VALUES = st.one_of(
    JSON,
    st.sampled_from([0, 1, 2, -1, 3, "0", 1.5, True, 5, 17, 10**20]),  # runs, steps, beams
    st.sampled_from(["我喜欢喝茶。", "那只黑猫安静地坐在窗边。", "I like tea.", "\u200b", ""]),
    st.lists(st.sampled_from(["▁I", "▁like", "▁tea", ".", "</s>", ""]), max_size=6),
    st.integers(1, 500).map(lambda n: json.loads("[" * n + "]" * n)),  # deep nesting
    st.just("茶" * 5000),  # a sentence far over the limit
    st.just("\ud800"),
)
BODIES = request_bodies(FIELDS, VALUES, max_fields=6)


@pytest.fixture(scope="module")
def app() -> FastAPI:
    """The explorer on the shipped RNNsearch (run 0) and the baseline without attention
    (run 1), as `attnlab explore rnnsearch fixed-context` serves them."""
    return make_app(Explorer.from_dirs(["rnnsearch", "fixed-context"]))


def call(app: FastAPI, method: str, path: str, body: str | bytes) -> httpx.Response:
    """``body`` sent to ``path`` of ``app`` in this process: as JSON for a POST, as the
    query string (its JSON object's fields, where it is one) for a GET."""

    async def send() -> httpx.Response:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            if method == "POST":
                headers = {"content-type": "application/json"}
                return await client.post(path, content=body, headers=headers)
            try:
                fields = json.loads(body)
            except (ValueError, RecursionError):  # not JSON, or nested past the parser
                fields = None
            # a lone surrogate goes as the bytes a hostile client would send (not UTF-8)
            query = (
                urlencode(fields, doseq=True, errors="surrogatepass")
                if isinstance(fields, dict)
                else ""
            )
            query = query[:8000]  # httpx refuses longer URLs itself (cut escapes included)
            return await client.get(f"{path}?{query}" if query else path)

    return asyncio.run(send())


@fuzz(60, deadline_s=60)  # an explanation of a real sentence takes seconds on a busy machine
@given(
    route=st.sampled_from([("POST", p) for p in POSTS] + [("GET", p) for p in GETS]), body=BODIES
)
@example(route=("POST", "/api/translate"), body='{"run": 0, "sentence": "我喜欢喝茶。"}')
@example(route=("POST", "/api/translate"), body='{"run": 0, "sentence": "\\u200b\\u0007"}')
@example(route=("GET", "/api/report"), body='{"run": "x"}')
@example(route=("POST", "/api/translate"), body='{"\\n": "\\ud800"}')  # a key with a newline
def test_any_body_is_answered_or_refused_with_a_json_message(
    route: tuple[str, str], body: str | bytes, app: FastAPI
) -> None:
    """A 200 with a JSON answer, or a 4xx whose body is {"error": message} on one line."""
    method, path = route
    target = f"explore: {path}"
    tried(target)
    response = call(app, method, path, body)
    if response.status_code >= 500:
        found(target, "traceback", f"{response.status_code}: {response.text[:70]}")
    assert response.status_code < 500, response.text
    answer = response.json()
    if response.status_code >= 400:
        assert list(answer) == ["error"] and isinstance(answer["error"], str), answer
        if "\n" in answer["error"]:
            found(target, "other", f"a message of two lines: {answer['error'][:40]!r}")
        assert "\n" not in answer["error"], answer["error"]
