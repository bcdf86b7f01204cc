"""How docs/images/web-four-steps-black.png is made: the folder `attnlab export-web rnnsearch
fixed-context` writes, served on 127.0.0.1 with every other request refused, the chapter's
sentence translated in the page (beam 5), then the network switched off and the four steps
opened at "black", in Chinese.

    .venv/bin/python docs/images/web_screenshot.py
"""

from __future__ import annotations

import functools
import http.server
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from attnlab.viz.explorer.web.site import export_site

OUT = Path(__file__).with_name("web-four-steps-black.png")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main() -> None:
    folder = export_site(["rnnsearch", "fixed-context"], Path(tempfile.mkdtemp()) / "explorer")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
        context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(url) else r.abort())
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("#translate-run option", state="attached")
        page.click("[data-example=chapter]")
        page.wait_for_selector("[data-testid=translation-text]")
        context.set_offline(True)  # everything the steps need is in the page now
        page.click("#tab-steps")
        page.wait_for_selector("#steps-body[data-step='0'] [data-testid=softmax-table]")
        page.focus("#panel-steps")
        page.keyboard.press("ArrowRight")  # step 2 writes "black"
        page.wait_for_selector("#steps-body[data-step='1'] [data-testid=softmax-table]")
        page.screenshot(path=str(OUT), full_page=True)
        browser.close()
    server.shutdown()
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
