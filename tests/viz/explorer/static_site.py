"""A folder served over http on 127.0.0.1, and browser pages that may ask nothing of any other
site: every request outside the served origin is refused, recorded, and fails the test."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file server with the types a module page needs, and no log on stderr."""

    extensions_map = {  # noqa: RUF012 - the base class's attribute, replaced
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A page closed while a file was on its way is no error of the server's."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextmanager
def served(root: Path) -> Iterator[str]:
    """``root`` at http://127.0.0.1:PORT (no trailing slash) while the block runs."""
    handler = functools.partial(QuietHandler, directory=str(root))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class OfflinePage:
    """A page in a browser context of its own where only ``site`` answers."""

    site: str
    context: Any
    page: Any
    elsewhere: list[str] = field(default_factory=list)  # every refused request's URL
    errors: list[str] = field(default_factory=list)  # page errors and console errors


@contextmanager
def offline_page(
    browser: Any, site: str, init_script: str | None = None, **options: Any
) -> Iterator[OfflinePage]:
    """A new context (``options``: Playwright's new_context keywords) and a page in it, not yet
    navigated; ``init_script`` runs before the page's own scripts. On leaving the block, any
    request outside ``site`` (the page's, a worker's) or any page or console error fails."""
    context = browser.new_context(**options)
    opened = OfflinePage(site, context, None)

    def only_the_site(route: Any) -> None:
        if route.request.url.startswith(site + "/"):
            route.continue_()
        else:
            opened.elsewhere.append(route.request.url)
            route.abort()

    context.route("**/*", only_the_site)
    if init_script is not None:
        context.add_init_script(init_script)
    opened.page = context.new_page()
    opened.page.on("pageerror", lambda error: opened.errors.append(str(error)))
    opened.page.on(
        "console", lambda message: message.type == "error" and opened.errors.append(message.text)
    )
    try:
        yield opened
    finally:
        context.close()
    check_and_forget(opened)


def check_and_forget(*pages: OfflinePage) -> None:
    """Fail if any of ``pages`` asked another site or had an error since the last check; a
    page that outlives a test starts the next one clean."""
    elsewhere = [url for opened in pages for url in opened.elsewhere]
    errors = [error for opened in pages for error in opened.errors]
    for opened in pages:
        opened.elsewhere.clear()
        opened.errors.clear()
    assert not elsewhere, f"requests outside the served folder: {elsewhere}"
    assert not errors, errors
