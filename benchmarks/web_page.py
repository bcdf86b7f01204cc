"""The page `attnlab export-web` writes, measured in a real browser (issue 58.5): the folder's
size, how long the first translation takes after the page is opened, how long each later one
takes, and each shipped model's in-page speed against the server engine's in the same run.

    .venv/bin/python benchmarks/web_page.py            # full run, about 3 minutes on 2 cores
    .venv/bin/python benchmarks/web_page.py --quick    # a smoke run (3 sentences, 1 context)

The folders are written with `export_site` into a temporary folder and served by Python's
http.server (in a thread of this process); headless Chromium (explorer_latency.CHROMIUM_ARGS)
reaches nothing else: every other host goes to a proxy at a closed port, and every request
that does not go to the folder's server is listed in the JSON (none is expected).

1. Size of `export_site(["rnnsearch"], DIR)`: total and parts (model graphs, tokenizers,
   runtime = vendor/, fonts, index.html, the rest), limit 40 MB.
2. First translation (limit 5 s): a fresh browser context each time (an empty HTTP cache),
   `page.goto`, then as a student would: the sentence typed into #sentence, greedy decoding
   picked, the Translate button clicked as soon as the page has filled its run list; timed
   from the call of `page.goto` until the frame showing the translation is painted (a
   MutationObserver sees the text, then the task after the next animation frame) and until
   the engine's worker posts its answer; median and max of --contexts contexts. Then the page
   opened again in the same context (a second visit, the HTTP cache warm), once per context.
   Where the time goes: each request's time from page.goto (the server's log), and the
   engine's loading steps redone once on the page's main thread.
3. Later translations (limit 1 s): in that opened page, the --sentences sentences one after
   another through `webApi.translate`, greedy and beam 5 taking turns; p50 and p95.
4. The four shipped models exported into one folder: each one's models/N size, the page's
   p50 per sentence (greedy, beam 5) against the server engine's on the same sentences:
   `Explorer.from_dirs(names).translate(run, sentence, beam)` in this process with
   `torch.set_num_threads(1)` (what `attnlab explore --threads 1` runs for /api/translate,
   less the HTTP and the JSON encoding, timed apart), the two engines taking turns per repeat.

Sentences: Tatoeba zh-en sources of exactly --characters characters (20), the test split's
first (it holds only 9 of 20 characters), then the dev split's. The JSON keeps every time
(benchmarks/results/web_page.json; --quick: web_page-quick.json, git-ignored). Needs
Chromium (apt-get install -y chromium) and the dev extra (playwright).
"""

from __future__ import annotations

import argparse
import datetime
import functools
import gzip
import http.server
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import torch
from explorer_latency import CHROMIUM_ARGS, percentile  # benchmarks/ is this script's folder

from attnlab.cli.common import evidence_source
from attnlab.data import load_corpus
from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.web.site import DEFAULT_RUNS, export_site, folder_size

ROOT = Path(__file__).resolve().parents[1]
CORPUS = "tatoeba-zh-en"  # the four shipped models' corpus
SIZE_LIMIT_MB = 40
FIRST_LIMIT_MS = 5000
LATER_LIMIT_MS = 1000
BEAMS = (1, 5)
# Every host but the folder's server goes here: a closed port, so the request fails at once.
REFUSING_PROXY = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}

# Before the page's own scripts: note when the translation text first is in the page, when
# the frame that shows it is painted (the task after the next animation frame), and when the
# engine's worker posts its first answer (a second listener on the page's Worker; it reads).
WATCH = """(() => {
    const marks = window.__bench = {shown: null, painted: null, answered: null};
    new MutationObserver(() => {
        if (marks.shown !== null) return;
        const text = document.querySelector('[data-testid=translation-text]');
        if (!text || !text.textContent) return;
        marks.shown = performance.now();
        requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => { marks.painted = performance.now(); };
            channel.port2.postMessage(0);
        });
    }).observe(document, {childList: true, subtree: true, characterData: true});
    const Plain = window.Worker;
    window.Worker = class extends Plain {
        constructor(...args) {
            super(...args);
            this.addEventListener('message', ({data}) => {
                if (marks.answered === null && data && data.answer
                    && typeof data.answer.target === 'string') {
                    marks.answered = performance.now();
                }
            });
        }
    };
})();"""

# `sentences` one after another through the in-page engine, each timed in the page.
TIME_TRANSLATIONS = """async ([run, beam, sentences]) => {
    const {webApi} = await import('explorer/engine.js');
    const out = [];
    for (const sentence of sentences) {
        const begun = performance.now();
        const answer = await webApi.translate(run, sentence, beam);
        out.push({ms: performance.now() - begun, target: answer.target,
                  tokens: answer.target_tokens.length});
    }
    return out;
}"""

# Where the first translation's time goes, redone on the page's main thread: the run's
# files fetched (past the HTTP cache), their SHA-256 checked (files.js), ONNX Runtime Web
# started and the two graphs loaded (model.js), the tokenizers loaded (tokenize.js).
PHASES = """async (run) => {
    const {DATA} = await import('explorer/common.js');
    const web = DATA.web, files = web.runs[String(run)];
    const base = new URL('.', document.baseURI);
    const names = [web.runtime.file, ...['encoder.onnx', 'step.onnx', 'src.model', 'tgt.model']
        .map((name) => files.folder + name)];
    const marks = [performance.now()];
    const get = async (name) =>
        (await fetch(new URL(name, base), {cache: 'no-store'})).arrayBuffer();
    const bytes = (await Promise.all(names.map(get))).map((b) => new Uint8Array(b));
    marks.push(performance.now());
    const {sha256} = await import(new URL('vendor/noble-hashes.mjs', base).href);
    for (const b of bytes) sha256(b);
    marks.push(performance.now());
    const ort = await import(new URL('vendor/ort.wasm.min.mjs', base).href);
    ort.env.wasm.numThreads = 1;
    ort.env.wasm.wasmBinary = bytes[0];
    ort.env.wasm.wasmPaths = new URL('vendor/', base).href;
    const options = {executionProviders: ['wasm'], graphOptimizationLevel: 'all'};
    await ort.InferenceSession.create(bytes[1], options);
    marks.push(performance.now());
    await ort.InferenceSession.create(bytes[2], options);
    marks.push(performance.now());
    const {loadTokenizer} = await import(new URL('static/engine/tokenize.js', base).href);
    await loadTokenizer(bytes[3], files.tokenizers.src.normalizer);
    await loadTokenizer(bytes[4], files.tokenizers.tgt.normalizer);
    marks.push(performance.now());
    const took = marks.slice(1).map((m, i) => Math.round((m - marks[i]) * 10) / 10);
    return {fetch_ms: took[0], sha256_ms: took[1], runtime_and_encoder_ms: took[2],
            step_graph_ms: took[3], tokenizers_ms: took[4],
            bytes: bytes.reduce((a, b) => a + b.length, 0)};
}"""

# How long `count` chained `await setTimeout(0)` take in a worker (the engine yields so
# between decoding steps, worker.js stillWanted), against a MessageChannel round trip.
YIELD_PROBE = """async (count) => {
    const code = `onmessage = async () => {
        const t0 = performance.now();
        for (let i = 0; i < ${count}; i++) await new Promise((r) => setTimeout(r, 0));
        const t1 = performance.now();
        const channel = new MessageChannel();
        for (let i = 0; i < ${count}; i++) {
            await new Promise((r) => {
                channel.port1.onmessage = r;
                channel.port2.postMessage(0);
            });
        }
        postMessage({timeout_ms: t1 - t0, channel_ms: performance.now() - t1});
    };`;
    const url = URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
    const worker = new Worker(url);
    const result = await new Promise((resolve) => {
        worker.onmessage = ({data}) => resolve(data);
        worker.postMessage(0);
    });
    worker.terminate();
    return result;
}"""


# ---- the folder, served ----------------------------------------------------------------


class Served:
    """``folder`` over http on 127.0.0.1 (http.server in a thread), each request logged."""

    def __init__(self, folder: Path) -> None:
        self.log: list[tuple[str, int, float]] = []  # (path, status, perf_counter when sent)
        log = self.log

        class Handler(http.server.SimpleHTTPRequestHandler):
            status = 0

            def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
                self.status = int(code) if str(code).isdigit() else 0

            def do_GET(self) -> None:
                super().do_GET()
                log.append((self.path, self.status, time.perf_counter()))

            def log_message(self, format: str, *args: Any) -> None:
                pass

        handler = functools.partial(Handler, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Served:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


def size_parts(folder: Path) -> dict[str, int]:
    """Bytes of the folder by part."""
    parts = dict.fromkeys(
        ("model_graphs", "tokenizers", "runtime", "fonts", "index_html", "rest"), 0
    )
    for path in folder.rglob("*"):
        if not path.is_file():
            continue
        relative = path.relative_to(folder).parts
        if relative[0] == "models":
            part = "model_graphs" if path.suffix == ".onnx" else "tokenizers"
        elif relative[0] == "vendor":
            part = "runtime"
        elif relative[0] == "fonts":
            part = "fonts"
        elif relative == ("index.html",):
            part = "index_html"
        else:
            part = "rest"
        parts[part] += path.stat().st_size
    return parts


def gzip_size(folder: Path) -> int:
    """The folder's bytes, each file gzip-compressed (what a host that compresses sends)."""
    return sum(
        len(gzip.compress(path.read_bytes(), compresslevel=6))
        for path in folder.rglob("*")
        if path.is_file()
    )


# ---- the sentences ---------------------------------------------------------------------


def sentences_of(characters: int, count: int) -> list[tuple[str, str]]:
    """``count`` different sources of exactly ``characters`` characters, as (split, source):
    the test split's first, then the dev split's."""
    corpus = load_corpus(CORPUS)
    chosen: list[tuple[str, str]] = []
    for split in ("test", "dev"):
        sources, _ = corpus.references(split)
        for source in sources:
            if len(source) == characters and source not in {s for _, s in chosen}:
                chosen.append((split, source))
    if len(chosen) < count:
        raise SystemExit(f"only {len(chosen)} sources of {characters} characters")
    return chosen[:count]


# ---- the browser -----------------------------------------------------------------------


def first_translation(
    browser: Any, served: Served, sentence: str, visits: tuple[str, ...] = ("fresh", "second")
) -> Any:
    """One fresh context: the page opened, ``sentence`` translated greedily through the form;
    then (visits "second") the page opened again in that context. Returns (the figures, the
    context and its last page, left open)."""
    context = browser.new_context()
    outside: list[str] = []
    context.on("request", lambda r: outside.append(r.url) if not _ours(r.url, served) else None)
    figures: dict[str, Any] = {}
    for visit in visits:
        page = context.new_page()
        page.add_init_script(WATCH)
        begun_log = len(served.log)
        epoch = time.time() * 1000
        started = time.perf_counter()
        page.goto(served.url)
        page.wait_for_function("document.getElementById('translate-run').value !== ''")
        ready = page.evaluate("performance.now()")
        page.fill("#sentence", sentence)
        page.check("input[name=decoding][value=greedy]")
        page.click("#translate-button")
        text = page.locator("[data-testid=translation-text]")
        text.wait_for(timeout=60_000)
        wall_ms = (time.perf_counter() - started) * 1000
        page.wait_for_function("window.__bench.painted !== null")
        marks = page.evaluate(
            "() => ({...window.__bench, origin: performance.timeOrigin,"
            " load: performance.getEntriesByType('navigation')[0].loadEventEnd})"
        )
        requests = served.log[begun_log:]
        paths = [path for path, code, _ in requests if code != 404]
        offset = marks["origin"] - epoch  # page.goto's call to the navigation's start
        figures[visit] = {
            "goto_to_painted_ms": round(offset + marks["painted"], 1),  # the figure
            "goto_to_answered_ms": round(offset + marks["answered"], 1),
            "goto_to_navigation_start_ms": round(offset, 1),
            # page.goto until Playwright saw the text: its polling (every 500 ms after the
            # first second of a wait) adds up to half a second
            "goto_to_seen_by_playwright_ms": round(wall_ms, 1),
            # the rest: the page's clock, from the navigation's start
            "shown_ms": round(marks["shown"], 1),
            "painted_ms": round(marks["painted"], 1),
            "answered_ms": round(marks["answered"], 1),
            "load_event_ms": round(marks["load"], 1),
            "form_ready_ms": round(ready, 1),
            "last_file_sent_from_goto_ms": round((requests[-1][2] - started) * 1000, 1),
            "target": text.text_content(),
            "requests": len(requests),
            "statuses": {
                str(code): sum(1 for _, c, _ in requests if c == code)
                for code in sorted({c for _, c, _ in requests})
            },
            "not_found": [path for path, code, _ in requests if code == 404],
            "fetched_twice": sorted({p for p in paths if paths.count(p) > 1}),
            "timeline": [  # each request: path, status, ms from page.goto to its last byte sent
                [path, code, round((sent - started) * 1000, 1)] for path, code, sent in requests
            ],
        }
        if visit != visits[-1]:
            page.close()
    figures["outside_requests"] = outside
    return figures, context, page


def _ours(url: str, served: Served) -> bool:
    return url.startswith((served.url, "data:", "blob:"))


def in_page(page: Any, run: int, beam: int, sentences: list[str]) -> list[dict[str, Any]]:
    return page.evaluate(TIME_TRANSLATIONS, [run, beam, sentences])


def open_page(browser: Any, served: Served) -> tuple[Any, Any, list[str]]:
    context = browser.new_context()
    outside: list[str] = []
    context.on("request", lambda r: outside.append(r.url) if not _ours(r.url, served) else None)
    page = context.new_page()
    page.goto(served.url)
    page.wait_for_function("document.getElementById('translate-run').value !== ''")
    return context, page, outside


# ---- the server engine -----------------------------------------------------------------


def on_server(explorer: Explorer, run: int, beam: int, sentences: list[str]) -> list[Any]:
    out = []
    for sentence in sentences:
        begun = time.perf_counter()
        answer = explorer.translate(run, sentence, beam)
        ms = (time.perf_counter() - begun) * 1000
        begun = time.perf_counter()
        json.dumps(answer)
        json_ms = (time.perf_counter() - begun) * 1000
        out.append({"ms": ms, "json_ms": json_ms, "target": answer["target"]})
    return out


# ---- the report ------------------------------------------------------------------------


def other_processes(seconds: float = 1.0) -> list[dict[str, Any]]:
    """The processes (not this one) that used at least 5 % of a core over ``seconds``."""

    def ticks() -> dict[int, tuple[str, int]]:
        found = {}
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) == os.getpid():
                continue
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            name = stat[stat.index("(") + 1 : stat.rindex(")")]
            fields = stat[stat.rindex(")") + 2 :].split()
            found[int(entry.name)] = (name, int(fields[11]) + int(fields[12]))
        return found

    before = ticks()
    time.sleep(seconds)
    after = ticks()
    hertz = os.sysconf("SC_CLK_TCK")
    busy = []
    for pid, (name, used) in after.items():
        share = (used - before.get(pid, (name, used))[1]) / hertz / seconds
        if share >= 0.05:
            busy.append({"pid": pid, "name": name, "cpu_share": round(share, 2)})
    return sorted(busy, key=lambda p: -p["cpu_share"])


def describe_machine() -> dict[str, Any]:
    cpu = "unknown"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    return {
        "cpu_model": cpu,
        "logical_cpus": os.cpu_count(),
        "usable_cpus": len(os.sched_getaffinity(0)),
        "torch": torch.__version__,
        "python": platform.python_version(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "other_processes_at_start": other_processes(),
    }


def summary(times: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(times), 1),
        "p95_ms": round(percentile(times, 0.95), 1),
        "max_ms": round(max(times), 1),
    }


def render(rows: list[list[str]]) -> str:
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    return "\n".join(
        "  ".join(
            [row[0].ljust(widths[0])]
            + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
        )
        for row in rows
    )


def mb(size: int) -> str:
    return f"{size / 1e6:.2f}"


def measure_first(
    browser: Any, folder: Path, cli: Path, sentences: list[str], contexts: int
) -> dict[str, Any]:
    """2. and 3.: the first translation in ``contexts`` fresh contexts, then the later ones in
    the last context's page, greedy and beam 5 taking turns sentence by sentence; then the
    first translation again in ``contexts`` contexts on ``cli``, the folder with the evidence."""
    report: dict[str, Any] = {}
    with Served(folder) as served:
        runs: list[dict[str, Any]] = []
        context = None
        for i in range(contexts):
            if context is not None:
                context.close()  # the last one stays open for the later translations
            figures, context, page = first_translation(browser, served, sentences[0])
            runs.append(figures)
            fresh, second = figures["fresh"], figures["second"]
            print(
                f"context {i + 1}: the translation painted {fresh['goto_to_painted_ms']:.0f} ms "
                f"after page.goto (the engine's answer {fresh['goto_to_answered_ms']:.0f} ms); "
                f"second visit {second['goto_to_painted_ms']:.0f} ms",
                flush=True,
            )
        report["first"] = {"runs": runs}
        later: dict[str, list[dict[str, Any]]] = {str(beam): [] for beam in BEAMS}
        for i, sentence in enumerate(sentences):
            for beam in BEAMS if i % 2 == 0 else BEAMS[::-1]:
                later[str(beam)] += in_page(page, 0, beam, [sentence])
        report["later"] = {
            beam: {**summary([t["ms"] for t in times]), "runs": times}
            for beam, times in later.items()
        }
        report["first_phases"] = page.evaluate(PHASES, 0)
        report["yield_probe_30"] = page.evaluate(YIELD_PROBE, 30)
        outside = {u for r in runs for u in r.pop("outside_requests")}
        context.close()
    with Served(cli) as served:
        runs = []
        for i in range(contexts):
            figures, context, _ = first_translation(browser, served, sentences[0], ("fresh",))
            context.close()
            outside.update(figures.pop("outside_requests"))
            runs.append(figures)
            print(
                f"with the evidence, context {i + 1}: the translation painted "
                f"{figures['fresh']['goto_to_painted_ms']:.0f} ms after page.goto",
                flush=True,
            )
        report["first_with_evidence"] = {"runs": runs}
    report["outside_requests"] = sorted(outside)
    return report


def measure_models(
    browser: Any, folder: Path, names: list[str], sentences: list[str], repeats: int
) -> tuple[list[dict[str, Any]], list[str]]:
    """4.: each run of ``folder`` in the page against the server engine, in turns."""
    explorer = Explorer.from_dirs(names)
    with Served(folder) as served:
        context, page, outside = open_page(browser, served)
        models: list[dict[str, Any]] = []
        for run in explorer.runs:
            size = folder_size(folder / "models" / str(run.id))
            row: dict[str, Any] = {"model": run.name, "run": run.id, "models_bytes": size}
            for beam in BEAMS:  # warm-up: the graphs loaded, each engine's first call made
                in_page(page, run.id, beam, sentences[:1])
                on_server(explorer, run.id, beam, sentences[:1])
                row[f"beam{beam}"] = {"page": [], "server": []}
            models.append(row)
        for repeat in range(repeats):
            for index, (row, beam) in enumerate((r, b) for r in models for b in BEAMS):
                first = "page" if (repeat + index) % 2 == 0 else "server"  # each cell in turns
                for engine in (first, "server" if first == "page" else "page"):
                    times = (
                        in_page(page, row["run"], beam, sentences)
                        if engine == "page"
                        else on_server(explorer, row["run"], beam, sentences)
                    )
                    row[f"beam{beam}"][engine].append(times)
            print(f"models: repeat {repeat + 1} of {repeats} done", flush=True)
        context.close()
    for row in models:
        for beam in BEAMS:
            cell = row[f"beam{beam}"]
            page_ms = [t["ms"] for rep in cell["page"] for t in rep]
            server_ms = [t["ms"] for rep in cell["server"] for t in rep]
            pairs = [
                (p, s)
                for rp, rs in zip(cell["page"], cell["server"], strict=True)
                for p, s in zip(rp, rs, strict=True)
            ]
            per_repeat = [
                statistics.median(t["ms"] for t in rp) / statistics.median(t["ms"] for t in rs)
                for rp, rs in zip(cell["page"], cell["server"], strict=True)
            ]
            cell.update(
                page_p50_ms=round(statistics.median(page_ms), 1),
                page_p95_ms=round(percentile(page_ms, 0.95), 1),
                server_p50_ms=round(statistics.median(server_ms), 1),
                server_p95_ms=round(percentile(server_ms, 0.95), 1),
                server_json_p50_ms=round(statistics.median(s["json_ms"] for _, s in pairs), 2),
                ratio=round(statistics.median(page_ms) / statistics.median(server_ms), 2),
                ratio_per_repeat=[round(r, 2) for r in per_repeat],
                mean_target_tokens=round(statistics.mean(p["tokens"] for p, _ in pairs), 1),
                same_translation=sum(p["target"] == s["target"] for p, s in pairs),
                translations=len(pairs),
            )
    return models, outside


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 sentences, 1 context, 1 repeat")
    parser.add_argument("--characters", type=int, default=20, help="characters per sentence")
    parser.add_argument("--sentences", type=int, default=None, help="default 20 (--quick: 3)")
    parser.add_argument("--contexts", type=int, default=None, help="default 5 (--quick: 1)")
    parser.add_argument("--repeats", type=int, default=None, help="default 5 (--quick: 1)")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    count = args.sentences or (3 if args.quick else 20)
    contexts = args.contexts or (1 if args.quick else 5)
    repeats = args.repeats or (1 if args.quick else 5)
    chromium = os.environ.get("ATTNLAB_CHROMIUM") or shutil.which("chromium")
    if chromium is None:
        raise SystemExit("no Chromium: apt-get install -y chromium (or set $ATTNLAB_CHROMIUM)")
    from playwright.sync_api import sync_playwright  # dev extra

    torch.set_num_threads(1)  # the server engine as `attnlab explore --threads 1` runs it
    began = time.perf_counter()
    suffix = "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"web_page{suffix}.json"
    chosen = sentences_of(args.characters, count)
    sentences = [s for _, s in chosen]
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "machine": describe_machine(),
        "note": args.note,
        "settings": {
            "characters": args.characters,
            "sentences": [{"split": split, "source": s} for split, s in chosen],
            "first_sentence": sentences[0],
            "contexts": contexts,
            "repeats": repeats,
            "beams": list(BEAMS),
            "server_threads": 1,
            "chromium": chromium,
            "chromium_args": CHROMIUM_ARGS,
            "proxy": REFUSING_PROXY,
        },
        "limits": {
            "size_mb": SIZE_LIMIT_MB,
            "first_ms": FIRST_LIMIT_MS,
            "later_ms": LATER_LIMIT_MS,
        },
    }
    with tempfile.TemporaryDirectory(prefix="web_page-") as scratch, sync_playwright() as pw:
        alone, four = Path(scratch) / "rnnsearch", Path(scratch) / "four"
        cli = Path(scratch) / "rnnsearch-evidence"
        export_site(["rnnsearch"], alone)  # 1. the size
        evidence = evidence_source(None)  # what `attnlab export-web` adds: ./results, if here
        export_site(["rnnsearch"], cli, evidence)
        export_site(list(DEFAULT_RUNS), four)
        report["size"] = {
            "total_bytes": folder_size(alone),
            "parts_bytes": size_parts(alone),
            "runtime_wasm_bytes": (alone / "vendor" / "ort-wasm-simd-threaded.wasm").stat().st_size,
            "gzip_total_bytes": gzip_size(alone),
            "four_models_total_bytes": folder_size(four),
            "with_evidence": {  # `attnlab export-web rnnsearch -o DIR` run here
                "results": str(evidence.results) if evidence.results else None,
                "total_bytes": folder_size(cli),
                "index_html_bytes": (cli / "index.html").stat().st_size,
            },
        }
        browser = pw.chromium.launch(
            executable_path=chromium, args=CHROMIUM_ARGS, proxy=REFUSING_PROXY
        )
        report["settings"]["chromium_version"] = browser.version
        report.update(measure_first(browser, alone, cli, sentences, contexts))
        models, outside = measure_models(browser, four, list(DEFAULT_RUNS), sentences, repeats)
        report["models"] = models
        report["outside_requests"] = sorted({*report["outside_requests"], *outside})
        browser.close()
    report["machine"]["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report["machine"]["other_processes_at_end"] = other_processes()
    report["seconds"] = round(time.perf_counter() - began, 1)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print()
    print(format_report(report))
    print(f"\nwrote {out}")
    return 0


def verdict(ok: bool) -> str:
    return "within" if ok else "OVER"


def format_report(report: dict[str, Any]) -> str:
    machine, limits = report["machine"], report["limits"]
    others = ", ".join(
        f"{p['name']} ({p['cpu_share']:.0%})"
        for p in machine["other_processes_at_start"] + machine["other_processes_at_end"]
    )
    lines = [
        f"{machine['cpu_model']}, {machine['usable_cpus']} CPUs, {machine['date']}; load "
        f"average {machine['load_average_at_start'][0]} at the start, "
        f"{machine['load_average_at_end'][0]} at the end; other processes busy at the start "
        f"or the end: {others or 'none'}",
        "",
    ]
    size = report["size"]
    labels = {
        "model_graphs": "model graphs (models/0/*.onnx)",
        "tokenizers": "tokenizers (models/0/*.model)",
        "runtime": "runtime (vendor/)",
        "fonts": "fonts/",
        "index_html": "index.html",
        "rest": "the rest (static/, attnlab-web.json)",
    }
    total = size["total_bytes"]
    rows = [["export_site(['rnnsearch'])", "MB"]]
    rows += [[labels[k], mb(v)] for k, v in size["parts_bytes"].items()]
    cli = size["with_evidence"]
    rows += [
        [f"total ({verdict(total <= limits['size_mb'] * 1e6)} {limits['size_mb']} MB)", mb(total)],
        ["total, each file gzip -6", mb(size["gzip_total_bytes"])],
        [f"total with the evidence of {cli['results']}/ (the CLI here)", mb(cli["total_bytes"])],
        ["  of which index.html", mb(cli["index_html_bytes"])],
    ]
    lines += [render(rows), ""]
    fresh = [r["fresh"] for r in report["first"]["runs"]]
    second = [r["second"] for r in report["first"]["runs"]]
    worst = max(v["goto_to_painted_ms"] for v in fresh)
    rows = [
        [
            f"first translation, greedy, {len(fresh)} fresh contexts, ms "
            f"({verdict(worst <= limits['first_ms'])} {limits['first_ms']} ms)",
            "median",
            "max",
        ]
    ]
    for label, visits, key in (
        ("page.goto to the translation painted", fresh, "goto_to_painted_ms"),
        ("page.goto to the engine's answer", fresh, "goto_to_answered_ms"),
        ("  page.goto to the navigation's start", fresh, "goto_to_navigation_start_ms"),
        ("  navigation start to the translation in the page", fresh, "shown_ms"),
        ("  navigation start to that frame painted", fresh, "painted_ms"),
        ("  navigation start to the engine's answer", fresh, "answered_ms"),
        ("  navigation start to the load event", fresh, "load_event_ms"),
        ("  navigation start to the form ready", fresh, "form_ready_ms"),
        ("  page.goto to the last file sent", fresh, "last_file_sent_from_goto_ms"),
        (
            "  page.goto to the translation seen by Playwright",
            fresh,
            "goto_to_seen_by_playwright_ms",
        ),
        ("second visit, same context: page.goto to painted", second, "goto_to_painted_ms"),
        (
            "with the evidence (the CLI here): page.goto to painted",
            [r["fresh"] for r in report["first_with_evidence"]["runs"]],
            "goto_to_painted_ms",
        ),
    ):
        values = [v[key] for v in visits]
        rows.append([label, f"{statistics.median(values):.0f}", f"{max(values):.0f}"])
    twice = sorted({p for v in fresh for p in v["fetched_twice"]})
    revalidated = [v["statuses"].get("304", 0) for v in second]
    lines += [
        render(rows),
        f"HTTP cache: the fresh visits fetched {', '.join(twice) or 'no file'} twice; the "
        f"second visits sent {'/'.join(str(v['requests']) for v in second)} requests "
        f"({'/'.join(map(str, revalidated))} answered 304), against "
        f"{'/'.join(str(v['requests']) for v in fresh)} for the fresh ones",
        "",
    ]
    phases = report["first_phases"]
    lines += [
        "the engine's loading, redone on the page's main thread (ms): "
        + ", ".join(f"{k.removesuffix('_ms')} {v:.0f}" for k, v in phases.items() if k != "bytes"),
        "",
    ]
    rows = [
        [
            f"later translations, rnnsearch, {len(report['later']['1']['runs'])} sentences",
            "p50 ms",
            "p95 ms",
            "max ms",
        ]
    ]
    for beam, cell in report["later"].items():
        label = "greedy" if beam == "1" else f"beam {beam}"
        mark = verdict(cell["max_ms"] <= limits["later_ms"])
        rows.append(
            [
                f"{label} ({mark} {limits['later_ms']} ms)",
                f"{cell['p50_ms']:.0f}",
                f"{cell['p95_ms']:.0f}",
                f"{cell['max_ms']:.0f}",
            ]
        )
    lines += [render(rows), ""]
    header = ["model", "models/N MB", "decoding", "page p50 ms", "server p50 ms", "page/server"]
    rows = [[*header, "same output"]]
    for row in report["models"]:
        for beam in BEAMS:
            cell = row[f"beam{beam}"]
            rows.append(
                [
                    row["model"],
                    mb(row["models_bytes"]),
                    "greedy" if beam == 1 else f"beam {beam}",
                    f"{cell['page_p50_ms']:.1f}",
                    f"{cell['server_p50_ms']:.1f}",
                    f"{cell['ratio']:.2f}x",
                    f"{cell['same_translation']} of {cell['translations']}",
                ]
            )
    lines.append(render(rows))
    probe = report["yield_probe_30"]
    lines.append(
        f"\n30 chained setTimeout(0) in a worker: {probe['timeout_ms']:.1f} ms; "
        f"30 MessageChannel round trips: {probe['channel_ms']:.1f} ms"
    )
    lines.append(f"requests outside the folder's server: {len(report['outside_requests'])}")
    lines.append(f"{report['seconds']:.0f} s in all")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
