"""The explorer's JSON API against a real server on 127.0.0.1, in front of real tiny runs."""

from __future__ import annotations

import json
import re
import socket
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from email.message import Message
from pathlib import Path
from typing import Any

import pytest
import torch
from conftest import start_server
from explorer_runs import RUN_IDS

from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.page import KATEX_SPECIFIER, MODULES, cjk_font_path, static_text
from attnlab.viz.explorer.server import ExplorerServer
from attnlab.viz.explorer.session import MAX_BEAM, MAX_CHARACTERS, MAX_SOURCE_TOKENS

SENTENCE = "a b c d e f"
LOG_LINE = re.compile(r"^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS|-) /\S* \d{3} \d+\.\d+ms")


def call(
    server: ExplorerServer,
    method: str,
    path: str,
    body: Any = None,
    *,
    raw: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, Any] | list[Any], Message]:
    """One HTTP request -> (status, decoded JSON body, headers by any case); errors included."""
    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.url.rstrip("/") + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read()), response.headers
    except urllib.error.HTTPError as error:
        text = error.read().decode("utf-8")
        assert "Traceback" not in text
        return error.code, json.loads(text), error.headers


def translate(server: ExplorerServer, run: str, sentence: str = SENTENCE, beam: int = 1) -> Any:
    status, body, _ = call(
        server, "POST", "/api/translate", {"run": RUN_IDS[run], "sentence": sentence, "beam": beam}
    )
    assert status == 200, body
    return body


def test_runs_are_numbered_and_described(server: ExplorerServer) -> None:
    status, runs, headers = call(server, "GET", "/api/runs")
    assert status == 200 and headers["Content-Type"].startswith("application/json")
    assert [run["id"] for run in runs] == list(range(len(RUN_IDS)))
    by_name = {run["name"]: run for run in runs}
    assert by_name["transformer"]["num_layers"] == 2 and by_name["transformer"]["num_heads"] == 4
    assert by_name["bahdanau"]["num_layers"] == 1 and by_name["bahdanau"]["has_attention"]
    assert not by_name["fixed_context"]["has_attention"]
    assert by_name["fixed_context"]["num_layers"] == by_name["fixed_context"]["num_heads"] == 0
    # the page decides from these numbers and flags, never from the family's name
    self_attention = [run["name"] for run in runs if run["has_self_attention"]]
    assert self_attention == ["transformer"]
    assert by_name["transformer"]["display_name"] == "Transformer"
    assert "/" not in json.dumps([run["name"] for run in runs])  # no paths


def test_opening_runs_reads_each_runs_config_once(
    run_dirs: dict[str, Path], config_reads: list[Path]
) -> None:
    """The config that tells a run's task is the one its model is built from."""
    explorer = Explorer.from_dirs([str(path) for path in run_dirs.values()])
    assert len(explorer.runs) == len(run_dirs)
    expected = sorted((path / "config.yaml").resolve() for path in run_dirs.values())
    assert sorted(config_reads) == expected


@pytest.mark.parametrize("beam", [1, 3])
def test_translate_matches_the_translator(
    server: ExplorerServer, explorer: Explorer, beam: int
) -> None:
    answer = translate(server, "transformer", beam=beam)
    run = explorer.runs[RUN_IDS["transformer"]]
    expected = run.translator.translate([SENTENCE], beam_size=beam)[0]
    assert answer["target"] == expected.target
    assert answer["target_tokens"] == expected.target_tokens
    assert answer["source_tokens"] == expected.source_tokens
    assert answer["beam"] == beam
    T, S = len(expected.target_tokens), len(expected.source_tokens)
    for kind, rows, cols in (("cross", T, S), ("encoder_self", S, S), ("decoder_self", T, T)):
        maps = answer["attention"][kind]
        assert len(maps) == 2 and len(maps[0]) == 4  # layers, heads
        got = torch.tensor(maps[1], dtype=torch.float64)  # (H, rows, cols)
        assert got.shape == (4, rows, cols)
        reference = getattr(expected.attention, kind)[1][0]
        torch.testing.assert_close(got, reference.double(), atol=1e-6, rtol=0)
    # the decoder self-attention is causal: nothing above the diagonal
    decoder = torch.tensor(answer["attention"]["decoder_self"][0])
    assert decoder.triu(diagonal=1).abs().max() == 0


@pytest.mark.parametrize("run", ["transformer", "fixed_context"])
def test_confidence_is_what_translate_confidence_says(
    server: ExplorerServer, explorer: Explorer, run: str
) -> None:
    from attnlab.confidence.view import confidence

    body = {"run": RUN_IDS[run], "sentence": SENTENCE, "beam": 1}
    status, answer, _ = call(server, "POST", "/api/confidence", body)
    assert status == 200, answer
    translator = explorer.runs[RUN_IDS[run]].translator
    target = translator.translate([SENTENCE], beam_size=1)[0].target
    (expected,) = confidence(translator.run, None, [(SENTENCE, target)])
    assert answer == {"run": RUN_IDS[run], "beam": 1, "target": target, **expected}
    assert ("coverage" in answer["missing"]) == (run == "fixed_context")
    status, refused, _ = call(server, "POST", "/api/confidence", {"run": RUN_IDS[run]})
    assert status == 400 and "sentence" in refused["error"]


@pytest.mark.parametrize("run", ["bahdanau", "fixed_context"])
def test_the_word_alignment_is_what_translate_alignments_links(
    server: ExplorerServer, explorer: Explorer, run: str
) -> None:
    from attnlab.aligners import aligning, default_method

    body = {"run": RUN_IDS[run], "sentence": SENTENCE, "beam": 1}
    status, answer, _ = call(server, "POST", "/api/alignment", body)
    assert status == 200, answer
    translator = explorer.runs[RUN_IDS[run]].translator
    (translation,) = translator.translate([SENTENCE], beam_size=1)
    sources, targets = translator.units(translation)
    assert (answer["source_units"], answer["target_units"]) == (sources, targets)
    # the family's choice on the dev split: the word aligner, which samples (no seed to set)
    assert answer["method"] == default_method(translator.run) == "aligner"
    assert answer["links"] and all(
        0 <= s < len(sources) and 0 <= j < len(targets) for s, j in answer["links"]
    )
    assert ("attention" in answer["methods"]) == (run == "bahdanau")
    for method in ("attention", "occlusion") if run == "bahdanau" else ("occlusion",):
        status, found, _ = call(server, "POST", "/api/alignment", {**body, "method": method})
        assert status == 200 and found["method"] == method
        expected = aligning(translator.run, method)([translation])[0]
        assert found["links"] == [list(link) for link in expected]
    if run == "fixed_context":  # nothing to read attention off: the methods it has are named
        status, refused, _ = call(server, "POST", "/api/alignment", {**body, "method": "attention"})
        assert status == 400 and "occlusion" in refused["error"]
    status, refused, _ = call(server, "POST", "/api/alignment", {**body, "method": "guess"})
    assert status == 400 and "guess" in refused["error"]


def test_while_an_aligner_is_made_the_run_still_translates(
    run_dirs: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The word aligner's priors take half a minute the first time: they are made outside the
    run's lock, so the run answers other requests meanwhile."""
    from attnlab.viz.explorer import session

    making, release = threading.Event(), threading.Event()
    real = session.aligning

    def slow(*args: Any, **kwargs: Any) -> Any:
        making.set()
        assert release.wait(30)
        return real(*args, **kwargs)

    monkeypatch.setattr(session, "aligning", slow)
    live, _ = start_server(Explorer.from_dirs([str(run_dirs["bahdanau"])]))
    body = {"run": 0, "sentence": SENTENCE, "beam": 1}
    try:
        with ThreadPoolExecutor(max_workers=1) as pool:
            linking = pool.submit(
                call, live, "POST", "/api/alignment", {**body, "method": "occlusion"}
            )
            assert making.wait(30)
            status, answer, _ = call(live, "POST", "/api/translate", body)
            assert status == 200, answer
            release.set()
            status, linked, _ = linking.result(timeout=60)
            assert status == 200 and linked["method"] == "occlusion"
    finally:
        release.set()
        live.shutdown()
        live.server_close()


def steps(server: ExplorerServer, run: str, answer: Any, step: int, **extra: Any) -> Any:
    body = {
        "run": RUN_IDS[run],
        "sentence": answer["sentence"],
        "target_tokens": answer["target_tokens"],
        "step": step,
        **extra,
    }
    status, view, _ = call(server, "POST", "/api/steps", body)
    assert status == 200, view
    return view


@pytest.mark.parametrize("run", ["bahdanau", "luong", "transformer", "zh-bahdanau"])
def test_four_steps_weights_are_the_translation_attention(
    server: ExplorerServer, explorer: Explorer, run: str
) -> None:
    sentence = "猫狗鸟鱼马牛" if run.startswith("zh") else SENTENCE
    answer = translate(server, run, sentence, beam=3)
    cross = answer["attention"]["cross"]
    layers, heads = len(cross), len(cross[0])
    for layer in range(layers):
        for head in range(heads):
            for step in range(len(answer["target_tokens"])):
                view = steps(server, run, answer, step, layer=layer, head=head)
                weights = torch.tensor(view["weights"], dtype=torch.float64)
                scores = torch.tensor(view["scores"], dtype=torch.float64)
                reference = torch.tensor(cross[layer][head][step], dtype=torch.float64)
                torch.testing.assert_close(weights, reference, atol=1e-5, rtol=0)
                torch.testing.assert_close(torch.softmax(scores, -1), weights, atol=1e-6, rtol=0)
                assert view["target_token"] == answer["target_tokens"][step]
                assert view["source_tokens"] == answer["source_tokens"]
                # contributions alpha_j v_j add up to the context (all dims checked server-side)
                shown = torch.tensor(view["contributions"]["values"], dtype=torch.float64)
                context = torch.tensor(view["context"]["values"], dtype=torch.float64)
                torch.testing.assert_close(shown.sum(0), context, atol=1e-5, rtol=0)
                assert view["contributions_sum_error"] < 1e-5
                assert view["query"]["shown"] == min(16, view["query"]["dim"])
                assert len(view["query"]["values"]) == view["query"]["shown"]


def test_four_steps_of_the_fixed_context_model_say_there_is_no_attention(
    server: ExplorerServer,
) -> None:
    answer = translate(server, "fixed_context")
    assert answer["attention"]["cross"] == []
    first = steps(server, "fixed_context", answer, 0)
    last = steps(server, "fixed_context", answer, len(answer["target_tokens"]) - 1)
    assert not first["has_attention"] and "weights" not in first
    assert "no attention" in " ".join(first["notes"])
    assert first["context"]["values"] == last["context"]["values"]  # the same c every step
    assert first["context"]["dim"] == 64 and first["context"]["shown"] == 16


def test_report_or_how_to_make_it(server: ExplorerServer) -> None:
    status, report, _ = call(server, "GET", f"/api/report?run={RUN_IDS['bahdanau']}")
    assert status == 200 and report["available"]
    assert [row["label"] for row in report["by_length"]] == ["0-4", "5-9", "10+"]
    assert sum(row["count"] for row in report["by_length"]) == 30
    assert report["meta"]["length_unit"] == "words"  # the Data view compares units across runs
    status, missing, _ = call(server, "GET", f"/api/report?run={RUN_IDS['transformer']}")
    assert status == 200 and not missing["available"]
    assert "--by-length" in missing["message"] and missing["command"].startswith(
        "attnlab evaluate "
    )


@pytest.mark.parametrize(
    ("method", "path", "body", "status", "fragment"),
    [
        ("POST", "/api/translate", {"sentence": "a b"}, 400, "missing field(s): run"),
        ("POST", "/api/translate", {"run": 0}, 400, "missing field(s): sentence"),
        ("POST", "/api/translate", {"run": 99, "sentence": "a"}, 404, "unknown run 99"),
        ("POST", "/api/translate", {"run": "../etc", "sentence": "a"}, 400, "run number"),
        ("POST", "/api/translate", {"run": 0, "sentence": "  "}, 400, "type a sentence"),
        ("POST", "/api/translate", {"run": 0, "sentence": "\u200b\x07"}, 400, "type a sentence"),
        ("POST", "/api/translate", {"run": 0, "sentence": "a", "beam": 0}, 400, "beam"),
        ("POST", "/api/translate", {"run": 0, "sentence": "a", "beam": 99}, 400, "beam"),
        ("POST", "/api/translate", [1, 2], 400, "JSON object"),
        ("GET", "/api/translate", None, 405, "takes POST"),
        ("POST", "/api/runs", {}, 405, "takes GET"),
        ("DELETE", "/api/runs", None, 405, "takes GET"),
        ("GET", "/api/nothing", None, 404, "no such page"),
        ("GET", "/api/report", None, 400, "missing field(s): run"),
        ("GET", "/api/report?run=x", None, 400, "run number"),
        ("GET", "/api/report?run=7", None, 404, "unknown run"),
        ("POST", "/api/steps", {"run": 0, "sentence": "a b"}, 400, "target_tokens, step"),
        (
            "POST",
            "/api/steps",
            {"run": 0, "sentence": "a b", "target_tokens": ["▁a", "</s>"], "step": 2},
            400,
            "step must be a whole number from 0 to 1",
        ),
        (
            "POST",
            "/api/steps",
            {"run": 0, "sentence": "a b", "target_tokens": ["no-such-piece"], "step": 0},
            400,
            "not a target token",
        ),
        (
            "POST",
            "/api/steps",
            {"run": 2, "sentence": "a b", "target_tokens": ["</s>"], "step": 0, "head": 4},
            400,
            "head must be a whole number from 0 to 3",
        ),
    ],
)
def test_bad_requests_get_json_errors(
    server: ExplorerServer, method: str, path: str, body: Any, status: int, fragment: str
) -> None:
    got, answer, headers = call(server, method, path, body)
    assert got == status, answer
    assert isinstance(answer, dict) and set(answer) == {"error"}
    assert fragment in answer["error"]
    if status == 405:
        assert headers["Allow"] in ("GET", "POST")


def test_over_long_input_is_refused_with_the_limit(server: ExplorerServer) -> None:
    too_many_characters = "a" * (MAX_CHARACTERS + 1)
    status, answer, _ = call(
        server, "POST", "/api/translate", {"run": 0, "sentence": too_many_characters}
    )
    assert status == 400 and f"at most {MAX_CHARACTERS}" in answer["error"]
    too_many_tokens = " ".join("abcdefghij"[i % 10] for i in range(MAX_SOURCE_TOKENS + 5))
    assert len(too_many_tokens) <= MAX_CHARACTERS
    status, answer, _ = call(
        server, "POST", "/api/translate", {"run": 0, "sentence": too_many_tokens}
    )
    assert status == 400 and f"has {MAX_SOURCE_TOKENS + 5} source tokens" in answer["error"]
    assert f"takes at most {MAX_SOURCE_TOKENS}" in answer["error"]
    status, answer, _ = call(
        server, "POST", "/api/translate", raw=b'{"run": 0, "sentence": "' + b"a" * 70_000 + b'"}'
    )
    assert status == 413 and "KiB" in answer["error"]


def test_a_200_token_sentence_is_served(server: ExplorerServer) -> None:
    sentence = " ".join("abcdefghij"[i % 10] for i in range(MAX_SOURCE_TOKENS))
    answer = translate(server, "bahdanau", sentence)
    assert len(answer["source_tokens"]) == MAX_SOURCE_TOKENS
    assert len(answer["attention"]["cross"][0][0][0]) == MAX_SOURCE_TOKENS


def test_invalid_json_wrong_type_and_foreign_host(server: ExplorerServer) -> None:
    status, answer, _ = call(server, "POST", "/api/translate", raw=b'{"run": 0,')
    assert status == 400 and "not valid JSON" in answer["error"]
    status, answer, _ = call(
        server,
        "POST",
        "/api/translate",
        raw=b'{"run": 0, "sentence": "a"}',
        headers={"Content-Type": "text/plain"},
    )
    assert status == 415 and "application/json" in answer["error"]
    status, answer, _ = call(server, "GET", "/api/runs", headers={"Host": "attacker.example"})
    assert status == 403 and "localhost" in answer["error"]


def raw_exchange(server: ExplorerServer, request: bytes) -> str:
    host, port = server.server_address[:2]
    with socket.create_connection((str(host), port), timeout=10) as connection:
        connection.sendall(request)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks).decode("utf-8", "replace")


def test_malformed_http_gets_a_json_error(server: ExplorerServer) -> None:
    headers = "".join(f"X-{i}: {'x' * 100}\r\n" for i in range(200))  # 20 KiB: over 16
    reply = raw_exchange(server, f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n{headers}\r\n".encode())
    head, _, body = reply.partition("\r\n\r\n")
    assert head.splitlines()[0].startswith("HTTP/1.1 431 ")
    assert "application/json" in head and "connection: close" in head.lower()
    assert json.loads(body) == {"error": "the request line and headers are over 16 KiB"}
    # a request line of 20 KiB, arriving whole: counted too
    reply = raw_exchange(
        server, f"GET /?q={'x' * 20_000} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    )
    assert reply.startswith("HTTP/1.1 431 ")
    # refused before its body is read: the connection closes (raw_exchange reads to the end)
    request = (
        "POST /api/translate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    )
    reply = raw_exchange(server, f"{request}Content-Length: 10000000000\r\n\r\n{{".encode())
    assert reply.startswith("HTTP/1.1 413 ") and "connection: close" in reply.lower()
    # An HTTP/0.9-style request line: a 400, in JSON too
    head, _, body = raw_exchange(server, b"NONSENSE\r\n\r\n").partition("\r\n\r\n")
    assert head.startswith("HTTP/1.1 400 ")
    assert json.loads(body)["error"].startswith("malformed HTTP request: ")


def test_internal_errors_are_json_without_a_stack_trace(
    fresh_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    server, log = fresh_server

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(server.explorer, "translate", broken)
    status, answer, _ = call(server, "POST", "/api/translate", {"run": 0, "sentence": "a"})
    assert status == 500 and answer == {"error": "internal error: RuntimeError: boom"}
    assert log.lines()[-1].startswith("POST /api/translate 500 ")


def test_concurrent_requests_are_all_answered(server: ExplorerServer, explorer: Explorer) -> None:
    names = ["bahdanau", "transformer", "luong", "fixed_context"]
    expected = {
        name: explorer.runs[RUN_IDS[name]].translator.translate([SENTENCE], beam_size=2)[0].target
        for name in names
    }

    def worker(index: int) -> list[tuple[str, str]]:
        done = []
        for repeat in range(3):
            name = names[(index + repeat) % len(names)]
            answer = translate(server, name, beam=2)
            if repeat == 1 and name != "fixed_context":
                steps(server, name, answer, 0)
            done.append((name, answer["target"]))
        return done

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = [pair for batch in pool.map(worker, range(8)) for pair in batch]
    assert len(results) == 24
    assert all(target == expected[name] for name, target in results)


def test_one_log_line_per_request(fresh_server: Any) -> None:
    server, log = fresh_server
    requests = [
        ("GET", "/api/runs", None),
        ("POST", "/api/translate", {"run": 0, "sentence": "a b"}),
        ("GET", "/api/translate", None),
        ("GET", "/", None),
        ("GET", "/api/report?run=0", None),
    ]
    for method, path, body in requests:
        if path == "/":
            urllib.request.urlopen(server.url, timeout=10).read()
        else:
            call(server, method, path, body)
    lines = log.lines()  # written before each answer leaves: complete and in order
    assert len(lines) == len(requests), lines
    assert all(LOG_LINE.match(line) for line in lines), lines
    assert [line.split()[:3] for line in lines] == [
        ["GET", "/api/runs", "200"],
        ["POST", "/api/translate", "200"],
        ["GET", "/api/translate", "405"],
        ["GET", "/", "200"],
        ["GET", "/api/report", "200"],
    ]


def test_the_page_is_utf8_html_with_its_modules_on_this_server(server: ExplorerServer) -> None:
    with urllib.request.urlopen(server.url, timeout=10) as response:
        assert response.headers["Content-Type"] == "text/html; charset=utf-8"
        page = response.read().decode("utf-8")
    assert '<meta charset="utf-8">' in page
    assert "<script src" not in page and "<link" not in page
    assert not re.search(r"(src|href|url)\(?=?[\"']?https?:", page)  # nothing from the network
    assert "Noto Sans CJK SC" in page and "WenQuanYi Zen Hei" in page
    found = re.search(r'<script type="importmap">(.*?)</script>', page, re.S)
    assert found is not None
    imports = json.loads(found.group(1))["imports"]
    # KaTeX inlined (the server serves the page's modules and nothing else), the modules served
    assert imports.pop(KATEX_SPECIFIER).startswith("data:text/javascript;")
    assert sorted(imports.values()) == sorted(f"/static/{name}" for name in MODULES)
    limits = {"max_characters": MAX_CHARACTERS, "max_beam": MAX_BEAM}
    assert f'"limits":{json.dumps(limits, separators=(",", ":"))}' in page


def test_the_modules_are_served_and_nothing_else(server: ExplorerServer) -> None:
    for name in MODULES:
        with urllib.request.urlopen(f"{server.url}static/{name}", timeout=10) as response:
            assert response.headers["Content-Type"] == "text/javascript; charset=utf-8"
            assert response.headers["X-Content-Type-Options"] == "nosniff"
            assert response.read().decode("utf-8") == static_text(name)
    for path in ("explorer.html", "explorer.css", "nothing.js", "..%2fsession.py", "../page.py"):
        status, answer, _ = call(server, "GET", f"/static/{path}")
        assert status == 404 and "no such page" in answer["error"], path
    status, answer, _ = call(server, "POST", "/static/main.js", {})
    assert status == 405
    status, answer, _ = call(server, "GET", "/static/main.js", headers={"Host": "evil.example"})
    assert status == 403 and "localhost" in answer["error"]


def font_faces(page: str) -> list[tuple[str, str]]:
    """(family, url) of each @font-face rule of the page, in order."""
    return re.findall(r'@font-face \{ font-family: "([^"]+)"; src: url\("([^"]+)"\)', page)


def fetch(server: ExplorerServer, path: str) -> tuple[bytes, Message]:
    with urllib.request.urlopen(server.url.rstrip("/") + path, timeout=30) as response:
        return response.read(), response.headers


@pytest.mark.skipif(cjk_font_path() is None, reason="no CJK font installed: the page names none")
def test_the_page_s_own_characters_come_from_a_cut_of_the_font(server: ExplorerServer) -> None:
    page = fetch(server, "/")[0].decode("utf-8")
    assert font_faces(page) == [("attnlab CJK", "/font/cjk-page"), ("attnlab CJK all", "/font/cjk")]
    cut, headers = fetch(server, "/font/cjk-page")
    whole = fetch(server, "/font/cjk")[0]
    assert headers["Content-Type"].startswith("font/") and len(cut) < len(whole) / 20
    assert cut.startswith((b"OTTO", b"\x00\x01\x00\x00"))  # an OpenType font file


def test_a_server_without_a_cjk_font_names_none_and_says_so(
    explorer: Explorer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("attnlab.viz.explorer.server.cjk_font_path", lambda: None)
    live, _ = start_server(explorer)
    try:
        assert font_faces(fetch(live, "/")[0].decode("utf-8")) == []
        for path in ("/font/cjk-page", "/font/cjk"):
            status, body, _ = call(live, "GET", path)
            assert status == 404 and "no font with Chinese glyphs" in str(body), path
    finally:
        live.shutdown()
        live.server_close()
