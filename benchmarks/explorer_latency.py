"""How long the explorer takes to answer a translation, measured from a real browser: the
shipped models served by `attnlab explore --threads 1`, a headless Chromium on its page
sending `/api/translate` (translation, attention maps of every layer and head, the view the
page draws) one request after another, each timed with performance.now() from fetch to the
parsed JSON.

    .venv/bin/python benchmarks/explorer_latency.py                    # 20-token sentences
    .venv/bin/python benchmarks/explorer_latency.py --requests 10 --quick

For each shipped model and beam (5, the page's default, and greedy): the test sources whose
source has exactly --tokens subword pieces, in turn, --requests times after 3 warm-ups;
p50 and p95 in milliseconds. Writes benchmarks/results/explorer_latency.json (--quick: greedy
only, ...-quick.json, not kept). Needs Chromium (apt-get install -y chromium) and the dev
extra (playwright).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
from pathlib import Path
from typing import Any

from serve_load import TARGETS, Service  # benchmarks/ is this script's folder

from attnlab import pretrained
from attnlab.data import load_corpus
from attnlab.models.inference import PACKING_PAYS, read_cpu
from attnlab.translation import Translator

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"]

# In the page: time `count` requests, one after another, cycling through `sentences`.
TIME_REQUESTS = """async ([run, beam, sentences, count]) => {
    const times = [];
    for (let i = 0; i < count; i++) {
        const begun = performance.now();
        const reply = await fetch("/api/translate", {
            method: "POST",
            headers: {"Content-Type": "application/json"},
            body: JSON.stringify({run, beam, sentence: sentences[i % sentences.length]}),
        });
        if (!reply.ok) throw new Error(`${reply.status}: ${await reply.text()}`);
        await reply.json();
        times.push(performance.now() - begun);
    }
    return times;
}"""


def sentences_of_length(name: str, tokens: int) -> list[str]:
    """The test sources of shipped model ``name`` with exactly ``tokens`` source pieces."""
    run = Translator.from_run(name).run
    sources, _ = load_corpus(run.config.data.corpus).references("test")
    return [s for s in sources if len(run.tokenizers.src.encode(s)) == tokens]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tokens", type=int, default=20, help="source pieces per sentence")
    parser.add_argument("--requests", type=int, default=50, help="timed requests per row")
    parser.add_argument("--quick", action="store_true", help="greedy only")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    chromium = os.environ.get("ATTNLAB_CHROMIUM") or shutil.which("chromium")
    if chromium is None:
        raise SystemExit("no Chromium: apt-get install -y chromium (or set $ATTNLAB_CHROMIUM)")
    from playwright.sync_api import sync_playwright  # dev extra

    names = pretrained.available()
    suffix = "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"explorer_latency{suffix}.json"
    cpu = read_cpu()  # what decides attnlab's products (attnlab.models.inference)
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "threads": 1,
        "cpu": {"vendor": cpu.vendor, "avx512": "avx512f" in cpu.flags, "packed": PACKING_PAYS},
        "tokens": args.tokens,
        "requests": args.requests,
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "note": args.note,
        "rows": [],
    }
    with Service(TARGETS["explore"], names, "1") as service, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(service.url)
        runs = page.evaluate("async () => (await (await fetch('/api/runs')).json())")
        for run in runs:
            name = run["name"]
            sentences = sentences_of_length(name, args.tokens)
            for beam in (1,) if args.quick else (5, 1):
                page.evaluate(TIME_REQUESTS, [run["id"], beam, sentences, 3])  # warm-up
                times = page.evaluate(TIME_REQUESTS, [run["id"], beam, sentences, args.requests])
                row = {
                    "model": name,
                    "beam": beam,
                    "sentences": len(sentences),
                    "p50_ms": round(statistics.median(times), 1),
                    "p95_ms": round(percentile(times, 0.95), 1),
                    "max_ms": round(max(times), 1),
                }
                report["rows"].append(row)
                print(
                    f"{name:>13} beam {beam}: p50 {row['p50_ms']:6.1f} ms, "
                    f"p95 {row['p95_ms']:6.1f} ms ({len(sentences)} sentences)",
                    flush=True,
                )
        browser.close()
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
