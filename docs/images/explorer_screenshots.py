"""Screenshots of the explorer's Chinese interface, as in the README (docs/images/explorer-zh-*).

    python docs/images/explorer_screenshots.py [RUN ...]    # default: the shipped rnnsearch

Serves the runs on a free local port, opens the page in Debian's Chromium with a Chinese browser
language, translates the textbook chapter's sentence (beam 5, the page's default) and saves
four views: Translate, The four steps at the step that writes "black" (the chapter's row
beside the model's), the playground, and the lecture's long sentence with its click-a-word demo.
"""

from __future__ import annotations

import io
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from attnlab.viz.explorer import Explorer, make_server

SENTENCE = "那只黑猫安静地坐在窗边。"  # the chapter's example sentence
OUT = Path(__file__).resolve().parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main(run_dirs: list[str]) -> None:
    server = make_server(Explorer.from_dirs(run_dirs), "127.0.0.1", 0, log=io.StringIO())
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
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1:] or ["rnnsearch"])
