"""Load on `attnlab serve` (or `attnlab explore`): concurrent clients on loopback, each sending
one translation request after another for a fixed time; requests/s, latency percentiles,
errors and resets, and how long a slow-loris client is kept.

    .venv/bin/python benchmarks/serve_load.py RUN                        # 64 clients, 20 s
    .venv/bin/python benchmarks/serve_load.py RUN --clients 1            # no batching possible
    .venv/bin/python benchmarks/serve_load.py RUN --target explore       # the explorer's API
    .venv/bin/python benchmarks/serve_load.py RUN --seconds 5 --quick    # a smoke run

The server runs as `attnlab serve RUN --port 0 --threads T` (or `attnlab explore ...`) in a
process of its own (the clients' asyncio loop would otherwise share its interpreter); the
clients, in this process, are httpx.AsyncClient tasks. Each request is one sentence (the run's
test sources in turn, or --sentences FILE), greedy unless --beam: `/v1/translate`, or the
explorer's `/api/translate`. Latency is from sending to the whole answer read. An error is an
answer other than 200 (503: the server was full), by status; a reset, a connection that failed
or was dropped. For `serve`, /v1/health then says how many decode calls answered the requests:
requests per call is the batching. Meanwhile one more client sends a request's headers one
byte every --loris-interval seconds (10): the JSON says when the server hung up on it.
Writes benchmarks/results/serve_load[-explore].json (--quick: ...-quick.json, not kept).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import select
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from attnlab.config import load_saved_config
from attnlab.data import load_corpus
from attnlab.runs import find_run

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("run", help="a run directory or a shipped model's name")
    parser.add_argument("--clients", type=int, default=64, help="concurrent clients (64)")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long they send (20)")
    parser.add_argument("--beam", type=int, default=1, help="beam size of each request (1)")
    parser.add_argument("--threads", default="1", help="the server's --threads (1)")
    parser.add_argument("--target", choices=TARGETS, default="serve", help="serve (default)")
    parser.add_argument(
        "--loris-interval", type=float, default=10.0, help="seconds between its bytes (10)"
    )
    parser.add_argument("--sentences", type=Path, default=None, help="one source per line")
    parser.add_argument("--quick", action="store_true", help="a smoke run: not a result")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default: results/)")
    parser.add_argument("--note", default="", help="free text stored in the JSON")
    args = parser.parse_args(argv)
    sentences = load_sentences(args.run, args.sentences)
    stem = "serve_load" + ("" if args.target == "serve" else f"-{args.target}")
    stem += "-quick" if args.quick else ""
    out = args.out or ROOT / "benchmarks" / "results" / f"{stem}.json"
    load_at_start = [round(x, 2) for x in os.getloadavg()]
    target = TARGETS[args.target]
    with Service(target, args.run, args.threads) as service:
        loris: dict[str, Any] = {}
        slow = threading.Thread(
            target=lambda: loris.update(slow_loris(service.url, args.loris_interval)),
            daemon=True,
        )
        slow.start()
        load = asyncio.run(run_clients(service.url, target, sentences, args))
        batching = None
        if args.target == "serve":
            with httpx.Client(base_url=service.url) as client:
                health = client.get("/v1/health").json()["models"][0]
            batching = {  # the warm-up request included
                "decode_calls": health["decode_calls"],
                "requests": health["requests"],
                "requests_per_call": round(health["requests"] / max(health["decode_calls"], 1), 2),
                "most_requests_in_a_call": health["most_requests_in_a_call"],
            }
        slow.join(timeout=120)
    latencies = sorted(load["latencies"])
    elapsed = load["seconds"]
    report: dict[str, Any] = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "target": args.target,
        "endpoint": target.path,
        "run": args.run,
        "clients": args.clients,
        "seconds": round(elapsed, 2),
        "beam": args.beam,
        "service_threads": args.threads,
        "requests": len(latencies),
        "requests_per_s": round(len(latencies) / elapsed, 1),
        "latency_ms": {
            "p50": round(percentile(latencies, 50) * 1000, 1),
            "p95": round(percentile(latencies, 95) * 1000, 1),
            "max": round(latencies[-1] * 1000, 1) if latencies else None,
            "mean": round(statistics.fmean(latencies) * 1000, 1) if latencies else None,
        },
        "errors": load["errors"],  # answers other than 200, by status
        "resets": load["resets"],  # connections refused, dropped or timed out, by kind
        "batching": batching,  # serve only: from /v1/health
        "slow_loris": loris,
        "machine": {
            "cpu_count": os.cpu_count(),
            "python": platform.python_version(),
            "load_average_at_start": load_at_start,
            "load_average_at_end": [round(x, 2) for x in os.getloadavg()],
        },
        "note": args.note,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(summary(report))
    print(f"wrote {out}")
    return 0


def load_sentences(run: str, path: Path | None) -> list[str]:
    """--sentences FILE, else the run's test sources."""
    if path is not None:
        lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
        return [line for line in lines if line]
    config = load_saved_config(find_run(run).config)
    sources, _references = load_corpus(config.data.corpus).references("test")
    return sources


@dataclass(frozen=True)
class Target:
    """A command that serves RUN, and its translation request."""

    verb: str  # attnlab serve / attnlab explore
    ready: str  # the start of the line that gives its URL
    path: str
    body: Callable[[str, int], dict[str, Any]]  # (sentence, beam) -> the request's JSON


TARGETS = {
    "serve": Target(
        "serve",
        "attnlab serve: http://",
        "/v1/translate",
        lambda sentence, beam: {"sentences": [sentence], "beam_size": beam},
    ),
    "explore": Target(
        "explore",
        "attnlab explorer: http://",
        "/api/translate",
        lambda sentence, beam: {"run": 0, "sentence": sentence, "beam": beam},
    ),
}


class Service:
    """`attnlab serve RUN --port 0` (or explore RUN...) in a subprocess, up until the block
    ends."""

    def __init__(self, target: Target, run: str | list[str], threads: str) -> None:
        self.target = target
        runs = [run] if isinstance(run, str) else run
        self.command = [sys.executable, "-m", "attnlab", target.verb, *runs, "--port", "0"]
        self.command += ["--threads", threads]
        self.url = ""

    def __enter__(self) -> Service:
        self.process = subprocess.Popen(
            self.command,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,  # uvicorn's access log: one line per request
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stderr is not None
        lines = []
        for line in self.process.stderr:
            lines.append(line)
            if line.startswith(self.target.ready):
                self.url = line.split()[2]
                break
        if not self.url:
            raise SystemExit("the service did not start:\n" + "".join(lines))
        # Keep reading its log, or a full pipe would stall it.
        threading.Thread(target=self.process.stderr.read, daemon=True).start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


async def run_clients(
    url: str, target: Target, sentences: list[str], args: argparse.Namespace
) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=args.clients, max_keepalive_connections=args.clients)
    latencies: list[float] = []
    errors: dict[str, int] = {}
    resets: dict[str, int] = {}
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=60) as client:

        async def translate(sentence: str) -> None:
            sent = time.perf_counter()
            try:
                answer = await client.post(target.path, json=target.body(sentence, args.beam))
            except httpx.TransportError as error:  # refused, reset, timed out
                resets[type(error).__name__] = resets.get(type(error).__name__, 0) + 1
                return
            if answer.status_code == 200:
                latencies.append(time.perf_counter() - sent)
            else:
                errors[str(answer.status_code)] = errors.get(str(answer.status_code), 0) + 1

        await translate(sentences[0])  # warm-up, not counted
        latencies.clear()
        started = time.perf_counter()
        deadline = started + args.seconds

        async def one_client(index: int) -> None:
            turn = index
            while time.perf_counter() < deadline:
                await translate(sentences[turn % len(sentences)])
                turn += args.clients

        await asyncio.gather(*(one_client(i) for i in range(args.clients)))
        seconds = time.perf_counter() - started
    return {"latencies": latencies, "errors": errors, "resets": resets, "seconds": seconds}


def slow_loris(url: str, interval: float, limit: float = 120.0) -> dict[str, Any]:
    """One client that sends a request's headers one byte every ``interval`` seconds: when the
    server hung up on it, and how many bytes it had sent."""
    host, port = url.removeprefix("http://").rstrip("/").rsplit(":", 1)
    request = f"GET / HTTP/1.1\r\nHost: {host}\r\nUser-Agent: slow-loris\r\n\r\n".encode()
    with socket.create_connection((host.strip("[]"), int(port)), timeout=limit) as connection:
        began = time.monotonic()
        sent = 0
        while sent < len(request) and time.monotonic() - began < limit:
            try:
                connection.sendall(request[sent : sent + 1])
            except OSError:  # reset between two bytes
                break
            sent += 1
            if select.select([connection], [], [], interval)[0]:
                break  # readable: the hang-up (or an answer)
        dropped_after = time.monotonic() - began
        try:
            answered = bool(connection.recv(65536))
        except OSError:
            answered = False
    return {
        "interval_s": interval,
        "dropped_after_s": round(dropped_after, 2),
        "bytes_sent": sent,
        "request_bytes": len(request),
        "answered": answered,
    }


def percentile(ordered: list[float], q: float) -> float:
    """The nearest-rank percentile of sorted values (0.0 for none)."""
    if not ordered:
        return 0.0
    rank = max(1, round(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def summary(report: dict[str, Any]) -> str:
    latency, batching, loris = report["latency_ms"], report["batching"], report["slow_loris"]
    text = (
        f"{report['target']} {report['endpoint']}: {report['clients']} clients, "
        f"{report['seconds']} s: {report['requests']} requests, "
        f"{report['requests_per_s']} requests/s; latency p50 {latency['p50']} ms, p95 "
        f"{latency['p95']} ms; errors {report['errors'] or 0}, resets {report['resets'] or 0}"
    )
    if batching:
        text += (
            f"; {batching['requests_per_call']} requests per decode call "
            f"(at most {batching['most_requests_in_a_call']})"
        )
    if loris:
        text += (
            f"; a client sending a byte every {loris['interval_s']:g} s was dropped after "
            f"{loris['dropped_after_s']} s ({loris['bytes_sent']} of {loris['request_bytes']} "
            "bytes sent)"
        )
    return text


if __name__ == "__main__":
    sys.exit(main())
