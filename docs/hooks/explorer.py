"""mkdocs hook: the built site holds the explorer with RNNsearch and the fixed-context baseline
running in the page (``attnlab export-web``), at ``explorer/``: whoever hosts the docs hosts it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

RUNS = ["rnnsearch", "fixed-context"]


def on_post_build(config: Any) -> None:
    from attnlab.cli.common import evidence_source
    from attnlab.viz.explorer.web.site import export_site

    export_site(RUNS, Path(config["site_dir"]) / "explorer", evidence_source(None))
