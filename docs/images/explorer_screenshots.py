"""Screenshots of the explorer's Chinese interface, as in the README (docs/images/explorer-zh-*).

    python docs/images/explorer_screenshots.py [RUN ...]    # default: the shipped rnnsearch

Serves the runs on a free local port, opens the page in Debian's Chromium with a Chinese browser
language, translates the textbook chapter's sentence (beam 5, the page's default) and saves
four views: Translate, The four steps at the step that writes "black" (the chapter's row
beside the model's), the playground, and the lecture's long sentence with its click-a-word demo;
then, from ./results, the Evidence tab's input-length slider (the lecture's demos 1 and 2) at
length 10, where the fixed context has fallen and the attention models hold, and its path-length
slider (the lecture's RNN / CNN / self-attention table) at L = 32, past the CNN's reach, and
its decay demo (the lecture's "play") paused at t = 24.
"""

from __future__ import annotations

import io
import json
import sys
import threading
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from attnlab.experiments import EXPERIMENTS
from attnlab.viz.explorer import Explorer, make_server
from attnlab.viz.explorer.evidence import EvidenceSource

SENTENCE = "那只黑猫安静地坐在窗边。"  # the chapter's example sentence
OUT = Path(__file__).resolve().parent
RESULTS = Path(__file__).resolve().parents[2] / "results"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main(run_dirs: list[str]) -> None:
    evidence = EvidenceSource(RESULTS, {name: e.summary for name, e in EXPERIMENTS.items()})
    explorer = Explorer.from_dirs(run_dirs, evidence)
    server = make_server(explorer, "127.0.0.1", 0, log=io.StringIO())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_context(
            viewport={"width": 1280, "height": 900}, locale="zh-CN"
        ).new_page()
        page.goto(server.url)
        page.wait_for_selector("#translate-run option", state="attached")
        page.fill("#sentence", SENTENCE)
        page.click("#translate-button")
        page.wait_for_selector("[data-testid=translate-heatmap]")
        page.click("#glossary-button")
        page.wait_for_timeout(500)
        page.screenshot(path=str(OUT / "explorer-zh-translate.png"), full_page=True)
        page.click("#glossary-button")
        page.click("#tab-steps")
        page.wait_for_selector("#steps-body[data-step='0'] [data-testid=chapter-row]")
        if page.locator("[data-testid=chapter-go]").count():  # to the step that writes "black"
            page.click("[data-testid=chapter-go]")
            page.wait_for_selector("[data-testid=chapter-table]")
        else:
            page.keyboard.press("ArrowRight")  # step 2
            page.wait_for_selector("#steps-body[data-step='1']")
        page.evaluate("document.activeElement.blur()")  # no focus ring in the picture
        page.wait_for_timeout(300)
        page.screenshot(path=str(OUT / "explorer-zh-four-steps.png"), full_page=True)
        page.click("#tab-playground")
        page.wait_for_selector("[data-testid=pg-weights]")
        page.wait_for_timeout(300)
        page.screenshot(path=str(OUT / "explorer-zh-playground.png"), full_page=True)
        page.click("#tab-translate")
        page.click("[data-example=lecture]")  # the lecture's click-a-word demo
        page.wait_for_selector("[data-testid=lecture-demo]")
        written = page.locator("[data-testid=lecture-demo] tr[data-written=true] button")
        if written.count():
            written.first.click()
        page.wait_for_timeout(300)
        page.screenshot(path=str(OUT / "explorer-zh-lecture.png"), full_page=True)
        length_slider(page)
        path_slider(page)
        decay_play(page)
        browser.close()
    server.shutdown()


def length_slider(page: Page, length: int = 10) -> None:
    """The Evidence tab's input-length slider of copy-reverse, moved to ``length``: the demo
    alone (its lines, markers and readout), as the README shows it."""
    page.click("#tab-evidence")
    page.click(".evidence-item[data-name=copy-reverse]")
    demo = page.locator("[data-testid=length-demo]")
    demo.wait_for()
    lengths = page.eval_on_selector("[data-testid=length-range]", "r => Number(r.max) + 1")
    first = int(page.get_attribute("[data-testid=length-cursor]", "data-length") or 0)
    index = int(page.eval_on_selector("[data-testid=length-range]", "r => Number(r.value)"))
    target = min(lengths - 1, index + length - first)  # one step a length
    page.eval_on_selector(
        "[data-testid=length-range]",
        "(r, v) => { r.value = String(v); "
        "r.dispatchEvent(new Event('input', { bubbles: true })); }",
        target,
    )
    page.evaluate("document.activeElement.blur()")
    page.wait_for_timeout(300)
    demo.screenshot(path=str(OUT / "explorer-zh-length-slider.png"))


def path_slider(page: Page, distance: int = 32) -> None:
    """The Evidence tab's path-length slider, moved to ``distance``: the demo alone."""
    page.click("#tab-evidence")
    page.click(".evidence-item[data-name=path-length]")
    demo = page.locator("[data-testid=length-demo][data-kind=relative]")
    demo.wait_for()
    record = json.loads((RESULTS / "path-length" / "path-length.json").read_text("utf-8"))
    distances = record["distances"]
    page.eval_on_selector(
        "[data-testid=length-demo][data-kind=relative] [data-testid=length-range]",
        "(r, v) => { r.value = String(v); "
        "r.dispatchEvent(new Event('input', { bubbles: true })); }",
        distances.index(distance),
    )
    page.evaluate("document.activeElement.blur()")
    page.wait_for_timeout(300)
    demo.screenshot(path=str(OUT / "explorer-zh-path-length-slider.png"))


def decay_play(page: Page, step: int = 24) -> None:
    """The Evidence tab's decay demo of path-length, played and then moved to ``step``."""
    page.click("#tab-evidence")
    page.click(".evidence-item[data-name=path-length]")
    demo = page.locator("[data-testid=decay-demo]")
    demo.wait_for()
    page.eval_on_selector(
        "[data-testid=decay-range]",
        "(r, v) => { r.value = String(v); "
        "r.dispatchEvent(new Event('input', { bubbles: true })); }",
        step,
    )
    page.evaluate("document.activeElement.blur()")
    page.wait_for_timeout(300)
    demo.screenshot(path=str(OUT / "explorer-zh-decay-play.png"))


if __name__ == "__main__":
    main(sys.argv[1:] or ["rnnsearch"])
