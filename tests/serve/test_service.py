"""The service over HTTP, against the Python API it stands on: the same translations, scores,
alignments and attention as ``Translator`` gives; streaming; batching of concurrent requests."""

from __future__ import annotations

import asyncio
import json
from typing import get_args

import httpx
import pytest
import torch

from attnlab.aligners import METHODS, attribution_links, default_method
from attnlab.alignment import attention_matrix
from attnlab.serve.schemas import AlignMethod
from tests.serve.conftest import Service

SENTENCES = ["h j e b h b h b c f h e", "h i e i", "f f d f", "b i g i h", "c e f e i c f"]


def post(service: Service, path: str, body: object, **options: object) -> httpx.Response:
    with service.client() as client:
        return client.post(path, json=body, **options)  # type: ignore[arg-type]


def best(answer: httpx.Response) -> list[dict[str, object]]:
    assert answer.status_code == 200, answer.text
    return [sentence["hypotheses"][0] for sentence in answer.json()["translations"]]


@pytest.mark.parametrize("beam_size", [None, 1, 4])
def test_translations_are_the_translators(service: Service, beam_size: int | None) -> None:
    body: dict[str, object] = {"sentences": SENTENCES}
    if beam_size is not None:
        body["beam_size"] = beam_size
    answer = post(service, "/v1/translate", body)
    expected = service.translator.translate(SENTENCES, beam_size, need_weights=False)
    assert answer.json()["beam_size"] == service.translator.beam_size(beam_size)
    assert answer.json()["model"] == "tiny"
    for got, want in zip(best(answer), expected, strict=True):
        assert got["text"] == want.target
        assert got["tokens"] == want.target_tokens
        assert got["log_prob"] == pytest.approx(want.log_prob, abs=1e-5)
        assert got["score"] == pytest.approx(want.score, abs=1e-5)
        assert "alignment" not in got and "attention" not in got  # only when asked for
    sources = [sentence["source_tokens"] for sentence in answer.json()["translations"]]
    assert sources == [t.source_tokens for t in expected]


def test_n_best_comes_sorted_best_first_as_the_beam_found_it(service: Service) -> None:
    answer = post(service, "/v1/translate", {"sentences": SENTENCES, "beam_size": 4, "n_best": 3})
    expected = service.translator.translate_n_best(SENTENCES, 3, 4, need_weights=False)
    for sentence, want in zip(answer.json()["translations"], expected, strict=True):
        hypotheses = sentence["hypotheses"]
        assert [h["text"] for h in hypotheses] == [t.target for t in want]
        scores = [h["score"] for h in hypotheses]
        assert len(scores) == 3 and scores == sorted(scores, reverse=True)
    beam = service.translator.translate(SENTENCES, 4, need_weights=False)
    assert [s["hypotheses"][0]["text"] for s in answer.json()["translations"]] == [
        t.target for t in beam
    ]


def test_alignments_and_attention_are_the_translators(service: Service) -> None:
    body = {"sentences": SENTENCES, "beam_size": 1, "alignments": True, "attention": True,
            "align_with": "attention"}  # fmt: skip
    answer = post(service, "/v1/translate", body)
    expected = service.translator.translate(SENTENCES, 1)
    for sentence, got, want in zip(
        answer.json()["translations"], best(answer), expected, strict=True
    ):
        assert [tuple(pair) for pair in got["alignment"]] == service.translator.align(want)
        weights = torch.tensor(got["attention"])  # (T, S)
        assert weights.shape == (len(got["tokens"]), len(sentence["source_tokens"]))
        torch.testing.assert_close(weights, attention_matrix(want.attention))
        torch.testing.assert_close(weights.sum(dim=1), torch.ones(len(got["tokens"])))


def test_alignments_link_by_the_models_method_or_the_one_asked_for(service: Service) -> None:
    with service.client() as client:
        (tiny, baseline) = client.get("/v1/models").json()
    assert tiny["alignment_method"] == default_method(service.translator.run) == "aligner"
    assert baseline["alignment_method"] == "aligner"  # no attention: the word aligner still links
    body = {"sentences": SENTENCES, "beam_size": 1, "alignments": True}
    for model in ("tiny", "baseline"):
        for got in best(post(service, "/v1/translate", {**body, "model": model})):
            targets = [target for _, target in got["alignment"]]
            assert len(set(targets)) == len(targets)  # eflomal samples: at most one link a word
    answer = post(service, "/v1/translate", {**body, "align_with": "occlusion"})
    expected = service.translator.translate(SENTENCES, 1)
    run = service.translator.run
    assert [[tuple(pair) for pair in got["alignment"]] for got in best(answer)] == [
        attribution_links(run, translation, "occlusion") for translation in expected
    ]


def test_the_schema_offers_every_alignment_method() -> None:
    assert get_args(AlignMethod) == METHODS


def test_a_blank_sentence_translates_to_nothing(service: Service) -> None:
    body = {"sentences": ["h i e i", "  "], "alignments": True, "attention": True}
    blank = best(post(service, "/v1/translate", body))[1]
    assert blank == {
        "text": "",
        "tokens": [],
        "log_prob": 0.0,
        "score": 0.0,
        "alignment": [],
        "attention": [],
    }


def test_scores_are_the_translators(service: Service) -> None:
    pairs = [("h i e i", "i e i h"), ("f f d f", "f d f f"), ("b i g i h", "h")]
    body = {"pairs": [{"source": s, "target": t} for s, t in pairs]}
    answer = post(service, "/v1/score", body)
    assert answer.status_code == 200, answer.text
    for got, want in zip(answer.json()["scores"], service.translator.score(pairs), strict=True):
        assert (got["source"], got["target"]) == (want.source, want.target)
        assert got["target_tokens"] == want.target_tokens
        assert got["token_log_probs"] == pytest.approx(want.token_log_probs, abs=1e-5)
        assert got["log_prob"] == pytest.approx(want.log_prob, abs=1e-5)
        assert got["log_prob_per_token"] == pytest.approx(want.log_prob_per_token, abs=1e-5)


def events(service: Service, body: object) -> list[tuple[str, dict[str, object]]]:
    """The stream's (event, data) pairs, in order."""
    found = []
    with service.client() as client, client.stream("POST", "/v1/translate/stream", json=body) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        name = None
        for line in r.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                found.append((name or "message", json.loads(line.removeprefix("data: "))))
    return found


@pytest.mark.parametrize("sentence", SENTENCES)
def test_streamed_pieces_are_the_greedy_translation(service: Service, sentence: str) -> None:
    (greedy,) = service.translator.translate([sentence], 1, need_weights=False)
    found = events(service, {"sentence": sentence})
    *pieces, (last, done) = found
    assert {name for name, _ in pieces} <= {"piece"} and last == "done"
    written = [data["piece"] for _, data in pieces]
    assert written == [piece for piece in greedy.target_tokens if piece != "</s>"]
    assert "".join(written).replace("\u2581", " ").strip() == greedy.target
    assert done["text"] == greedy.target and done["tokens"] == greedy.target_tokens
    assert done["log_prob"] == pytest.approx(greedy.log_prob, abs=1e-5)
    assert done["score"] == pytest.approx(greedy.score, abs=1e-5)


def test_a_blank_sentence_streams_nothing_but_done(service: Service) -> None:
    assert events(service, {"sentence": " "}) == [
        ("done", {"text": "", "tokens": [], "log_prob": 0.0, "score": 0.0})
    ]


def test_models_and_health(service: Service) -> None:
    with service.client() as client:
        models = client.get("/v1/models").json()
        health = client.get("/v1/health").json()
    assert [m["name"] for m in models] == ["tiny", "baseline"]
    assert models[0] == {
        "name": "tiny",
        "family": "bahdanau",
        "description": models[0]["description"],
        "source_language": service.translator.run.tokenizers.src.lang,
        "target_language": service.translator.run.tokenizers.tgt.lang,
        "default_beam_size": service.translator.run.config.decode.beam_size,
        "has_attention": True,
        "alignment_method": "aligner",
        "engine": "attnlab float32",
    }
    assert health["status"] == "ok"
    assert health["limits"] == {
        "max_sentences": 64,
        "max_source_tokens": 256,
        "max_body_bytes": 1024 * 1024,
        "max_in_flight": 128,
    }
    assert (models[1]["family"], models[1]["has_attention"]) == ("fixed_context", False)
    assert [m["name"] for m in health["models"]] == ["tiny", "baseline"]


def test_the_model_is_chosen_by_name(service: Service) -> None:
    baseline = service.models[1].translator
    body = {"sentences": SENTENCES, "model": "baseline"}
    answer = post(service, "/v1/translate", body)
    assert answer.json()["model"] == "baseline"
    assert [h["text"] for h in best(answer)] == [
        t.target for t in baseline.translate(SENTENCES, need_weights=False)
    ]
    pairs = {"pairs": [{"source": "h i", "target": "i h"}], "model": "baseline"}
    (score,) = post(service, "/v1/score", pairs).json()["scores"]
    assert score["log_prob"] == pytest.approx(
        baseline.score([("h i", "i h")])[0].log_prob, abs=1e-5
    )


@pytest.mark.parametrize(
    ("asked", "message"),
    [
        ({"attention": True}, "drop attention"),
        (
            {"alignments": True, "align_with": "attention"},
            'drop alignments from the attention, or align with "aligner" or "occlusion"',
        ),
    ],
)
def test_a_model_without_attention_says_so(
    service: Service, asked: dict[str, object], message: str
) -> None:
    answer = post(service, "/v1/translate", {"sentences": ["h"], "model": "baseline", **asked})
    assert answer.status_code == 422
    assert answer.json()["error"] == (
        f"baseline has no cross-attention (a fixed-context model): {message}"
    )


REFUSED = [
    ({"sentences": "h i"}, 422, "sentences: Input should be a valid list"),
    ({"sentences": []}, 422, "sentences is empty; give at least one"),
    ({"sentences": ["h"] * 65}, 422, "sentences: at most 64 a request (65 given); split the batch"),
    ({"sentences": ["h" * 1001]}, 422, "sentences.0 is over 1000 characters; shorten or split it"),
    ({"sentences": [3]}, 422, "sentences.0: Input should be a valid string (got 3)"),
    ({}, 422, "sentences is missing"),
    (
        {"sentences": ["h"], "model": "nope"},
        404,
        "unknown model 'nope'; this service serves: tiny, baseline",
    ),
    (
        {"sentences": ["h"], "beam_size": 0},
        422,
        "beam_size: Input should be greater than or equal to 1 (got 0)",
    ),
    (
        {"sentences": ["h"], "beam_size": 17},
        422,
        "beam_size: Input should be less than or equal to 16 (got 17)",
    ),
    (
        {"sentences": ["h"], "beam_size": "3"},
        422,
        'beam_size: Input should be a valid integer (got "3")',
    ),
    ({"sentences": ["h"], "beam_size": 2.5}, 422, "beam_size: Input should be a valid integer"),
    ({"sentences": ["h"], "n_best": 4}, 422, "n_best 4 is more than the beam (3)"),
    ({"sentences": ["h"], "alignments": "yes"}, 422, "alignments: Input should be a valid boolean"),
    (
        {"sentences": ["h"], "alignments": True, "align_with": "fast_align"},
        422,
        "align_with: Input should be 'attention', 'aligner', 'occlusion'",
    ),
    ({"sentences": ["h"], "beam": 3}, 422, "beam is not a field; did you mean 'beam_size'?"),
    (
        {"sentence": "h"},
        422,
        "sentence is not a field; did you mean 'sentences'?",
    ),
    (
        {"sentences": ["h"], "nbest": 3, "x": 1},
        422,
        "nbest is not a field; did you mean 'n_best'?; x is not a field (fields: sentences, "
        "model, beam_size, n_best, alignments, align_with, attention, confidence)",
    ),
    (["h"], 422, "the body: Input should be a valid dictionary"),
    ({"sentences": ["h " * 300]}, 422, "sentence 0 has 300 source tokens; tiny takes at most 256"),
]


@pytest.mark.parametrize(("body", "status", "message"), REFUSED)
def test_a_refused_translation_says_what_and_how_to_fix_it(
    service: Service, body: object, status: int, message: str
) -> None:
    answer = post(service, "/v1/translate", body)
    assert answer.status_code == status
    assert answer.headers["content-type"] == "application/json"
    assert answer.json()["error"].startswith(message), answer.json()


@pytest.mark.parametrize(
    ("path", "body", "status", "message"),
    [
        (
            "/v1/score",
            {"pairs": [{"source": "a", "tgt": "b"}]},
            422,
            "pairs.0.tgt is not a field; did you mean 'target'?",
        ),
        (
            "/v1/score",
            {"pairs": [{"source": "a", "target": " "}]},
            422,
            "pairs.0: give a source and its translation",
        ),
        ("/v1/score", {"pairs": []}, 422, "pairs is empty; give at least one"),
        ("/v1/translate/stream", {"sentence": "h", "model": "nope"}, 404, "unknown model 'nope'"),
        (
            "/v1/translate/stream",
            {"sentence": "h", "beam_size": 3},
            422,
            "beam_size is not a field",
        ),
        (
            "/v1/translate/stream",
            {"sentences": ["h"]},
            422,
            "sentences is not a field; did you mean 'sentence'?",
        ),
    ],
)
def test_the_other_routes_refuse_the_same_way(
    service: Service, path: str, body: object, status: int, message: str
) -> None:
    answer = post(service, path, body)
    assert (answer.status_code, answer.json()["error"][: len(message)]) == (status, message)


@pytest.mark.parametrize(
    ("content", "headers", "status", "message"),
    [
        (b'{"sentences": ["\\ud800"]}', {}, 422, "sentences.0 is not valid Unicode text"),
        (b'{"sentences": [', {}, 400, "the request body is not valid JSON"),
        (b"[" * 100_000, {}, 400, "the request body could not be read as JSON"),
        (
            b'{"sentences": ["h"]}',
            {"content-type": "text/plain"},
            415,
            "send the request body as JSON",
        ),
        (b"x" * (1024 * 1024 + 1), {}, 413, "the request body is over 1024 KiB"),
    ],
)
def test_a_body_that_is_not_the_json_asked_for_is_a_4xx(
    service: Service, content: bytes, headers: dict[str, str], status: int, message: str
) -> None:
    with service.client() as client:
        sent = {"content-type": "application/json", **headers}
        answer = client.post("/v1/translate", content=content, headers=sent)
    assert (answer.status_code, answer.json()["error"][: len(message)]) == (status, message)


def test_a_chunked_body_is_cut_off_at_the_limit(service: Service) -> None:
    def chunks() -> object:
        for _ in range(20):
            yield b" " * 65536  # 1.25 MiB in all, without a Content-Length

    with service.client() as client:
        answer = client.post(
            "/v1/translate", content=chunks(), headers={"content-type": "application/json"}
        )  # type: ignore[arg-type]
    assert answer.status_code == 413
    assert answer.json()["error"].startswith("the request body is over 1024 KiB")


def test_unknown_paths_and_methods_are_json_errors(service: Service) -> None:
    with service.client() as client:
        missing = client.get("/v2/translate")
        wrong = client.get("/v1/translate")
    assert (missing.status_code, missing.json()["error"]) == (
        404,
        "no such page or API: /v2/translate; see /docs for the ones there are",
    )
    assert (wrong.status_code, wrong.json()["error"]) == (405, "/v1/translate takes POST, not GET")
    assert wrong.headers["allow"] == "POST"


@pytest.mark.parametrize(
    "host",
    [
        "evil.example",
        "evil.example:8000",
        "10.0.0.1",
        "",
        "127.0.0.1:80@evil.example",  # its port and userinfo end in another host
        "127.0.0.1 evil.example",
        "127.0.0.1:80:80",
    ],
)
def test_a_request_for_another_host_is_refused(service: Service, host: str) -> None:
    """DNS rebinding: a page on evil.example that resolves to 127.0.0.1 still names itself."""
    with service.client() as client:
        answer = client.get("/v1/health", headers={"host": host})
    assert answer.status_code == 403
    assert (
        answer.json()["error"] == f"this service only answers requests for localhost, not {host!r}"
    )


@pytest.mark.parametrize(
    "host", ["localhost", "localhost:8000", "127.0.0.1:1", "[::1]:8000", "127.9.9.9"]
)
def test_a_request_for_loopback_is_answered(service: Service, host: str) -> None:
    with service.client() as client:
        assert client.get("/v1/health", headers={"host": host}).status_code == 200


@pytest.mark.parametrize(
    ("origin", "status"),
    [
        ("http://evil.example", 403),  # another site's page: a browser's cross-site POST
        ("http://127.0.0.1:1", 403),  # another local server's page
        ("null", 403),  # a sandboxed or file:// page
        ("OWN", 200),  # the server's own origin: its page
        (None, 200),  # not a browser: curl, the tests, another program
    ],
)
def test_a_request_that_computes_checks_the_page_it_came_from(
    service: Service, origin: str | None, status: int
) -> None:
    origin = service.url.rstrip("/") if origin == "OWN" else origin
    headers = {"origin": origin} if origin else {}
    with service.client() as client:
        answer = client.post("/v1/translate", json={"sentences": ["a b"]}, headers=headers)
        read = client.get("/v1/health", headers=headers)  # reading a page: no check
    assert answer.status_code == status, answer.text
    assert read.status_code == 200
    if status == 403:
        assert answer.json()["error"] == (
            f"requests from pages of {origin!r} are refused: only this server's own page may "
            "send them"
        )


def test_the_openapi_document_describes_the_routes(service: Service) -> None:
    with service.client() as client:
        document = client.get("/openapi.json").json()
        page = client.get("/docs")
    assert page.status_code == 200 and "swagger" in page.text.lower()
    # offline: the page's script and styles are the service's own, not a CDN's
    assert "http://" not in page.text and "https://" not in page.text
    for asset in (
        "/static-offline-docs/swagger-ui-bundle.js",
        "/static-offline-docs/swagger-ui.css",
    ):
        assert asset in page.text
        with service.client() as client:
            answer = client.get(asset)
        assert answer.status_code == 200 and len(answer.content) > 100_000
    assert {
        "/v1/translate",
        "/v1/translate/stream",
        "/v1/score",
        "/v1/models",
        "/v1/health",
        "/metrics",
    } <= set(document["paths"])
    translate = document["components"]["schemas"]["TranslateRequest"]["properties"]
    assert "max_sentences (GET /v1/health)" in translate["sentences"]["description"]
    assert translate["beam_size"]["anyOf"][0]["maximum"] == 16


def test_concurrent_requests_are_decoded_together(service: Service) -> None:
    """16 clients at once while the model is busy: one decode call answers them all, each its
    own translation."""
    tiny = service.models[0].batcher
    calls_before = tiny.stats.decode_calls

    async def clients() -> list[httpx.Response]:
        async with httpx.AsyncClient(base_url=service.url, timeout=60) as client:
            with service.compute:  # the model is busy
                sent = [
                    asyncio.ensure_future(
                        client.post(
                            "/v1/translate", json={"sentences": [SENTENCES[i % 5]], "beam_size": 1}
                        )
                    )
                    for i in range(16)
                ]
                while (await client.get("/v1/health")).json()["models"][0]["waiting"] < 16:
                    await asyncio.sleep(0.01)
            return await asyncio.gather(*sent)

    answers = asyncio.run(clients())
    expected = service.translator.translate(SENTENCES, 1, need_weights=False)
    for i, answer in enumerate(answers):
        assert best(answer)[0]["text"] == expected[i % 5].target
    assert tiny.stats.decode_calls == calls_before + 1
    assert tiny.stats.most_requests_in_a_call == 16


def test_who_a_server_answers_by_the_host_it_was_asked_for() -> None:
    """Loopback-bound: localhost forms and the names given with --allowed-host. Bound to
    another address: any address literal too (DNS rebinding always presents a name) and the
    machine's own names; another name still refused."""
    import socket

    from attnlab.serve.guard import Policy, host_name

    local = Policy("service", True, 1024, 4, allowed_hosts=("Translate.Lab",))
    lan = Policy("service", False, 1024, 4)
    for header, by_local, by_lan in [
        ("localhost:8000", True, True),
        ("[::1]:8000", True, True),
        ("translate.lab:8000", True, False),
        ("192.168.1.20:8000", False, True),
        ("[fe80::1]", False, True),
        (f"{socket.gethostname()}:8000", False, True),
        ("evil.example", False, False),
        ("127.0.0.1:80@evil.example", False, False),
    ]:
        name = host_name(header)
        assert (local.answers(name), lan.answers(name)) == (by_local, by_lan), header
    assert local.refused_host("evil.example") == (
        "this service only answers requests for localhost, Translate.Lab, not 'evil.example'"
    )


def test_an_allowed_host_is_answered_by_the_app(service: Service) -> None:
    from attnlab.serve.app import make_app

    app = make_app(service.models, allowed_hosts=("translate.lab",))

    async def statuses() -> list[int]:  # no lifespan: the session's service runs the batchers
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://x") as client:
            hosts = ("translate.lab", "other.lab")
            return [
                (await client.get("/v1/health", headers={"host": h})).status_code for h in hosts
            ]

    assert asyncio.run(statuses()) == [200, 403]


def test_confidence_is_what_translate_confidence_says(service: Service) -> None:
    from attnlab.confidence.view import confidence

    answer = post(service, "/v1/translate", {"sentences": SENTENCES[:2], "confidence": True})
    expected = service.translator.translate(SENTENCES[:2], need_weights=False)
    run = service.translator.run
    want = confidence(run, None, [(t.source, t.target) for t in expected])  # no quality.json
    for got, wanted in zip(best(answer), want, strict=True):
        sure = got["confidence"]
        assert "score" not in sure and sure["missing"] == wanted["missing"]
        assert set(sure["missing"]) == {"dropout"}  # the tiny run trains without dropout
        assert [w["text"] for w in sure["words"]] == [w["text"] for w in wanted["words"]]
        for field in ("log_prob", "entropy", "source_share"):
            assert [w[field] for w in sure["words"]] == [w[field] for w in wanted["words"]]
        assert [w["coverage"] for w in sure["source_words"]] == [
            w["coverage"] for w in wanted["source_words"]
        ]
    plain = best(post(service, "/v1/translate", {"sentences": SENTENCES[:1]}))
    assert "confidence" not in plain[0]
