"""The browser explorer: a local web server in front of trained runs, and static exports.

``attnlab explore RUN_DIR ...`` serves the page and its JSON API (server.py);
``attnlab export RUN_DIR "sentence" -o page.html`` writes one self-contained page
(export.py). The page itself (static/) is plain HTML, CSS and JS with no build step.
"""

from attnlab.viz.explorer.export import export_page
from attnlab.viz.explorer.server import make_server, serve
from attnlab.viz.explorer.session import Explorer, RequestError, RunLoadError
from attnlab.viz.explorer.steps import FourSteps, four_steps

__all__ = [
    "Explorer",
    "FourSteps",
    "RequestError",
    "RunLoadError",
    "export_page",
    "four_steps",
    "make_server",
    "serve",
]
