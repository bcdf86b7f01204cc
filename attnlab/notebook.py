"""The explorer's views inline in a Jupyter notebook: one cell, one view, from the same code
and data as ``attnlab export`` (viz/explorer/export.py) and the same page (static/).

Each function returns a :class:`View` whose ``_repr_html_`` is an ``<iframe srcdoc>`` holding
the exported page opened on one view, without its header and tabs, in one language. The frame
keeps the page's scripts and styles apart from the notebook's; the page carries its script,
styles and a font subset with it, so the cell works offline, in JupyterLab, the classic
Notebook and a notebook exported to HTML alike::

    from attnlab import notebook
    notebook.show("rnnsearch", "那只黑猫安静地坐在窗边。", lang="zh")

A run is a run directory or a shipped model's name (``attnlab models``). Bad input is a
:class:`ViewError`: in a notebook one line, the message the command line prints.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_file
from attnlab.viz.explorer.export import export_data, static_page
from attnlab.viz.explorer.session import Explorer, RequestError, RunLoadError

# view -> (the page's tab, the locale key of its name (the frame's title, for screen readers),
# the frame's height in px until the page has measured itself)
VIEWS = {
    "show": ("translate", "page.tab_translate", 520),
    "steps": ("steps", "page.tab_steps", 900),
    "heads": ("heads", "page.tab_heads", 760),
    "playground": ("playground", "page.tab_playground", 900),
    "compare": ("compare", "page.tab_compare", 560),
    "explain": ("explain", "explain.tab", 820),
}

Matrix = Iterable[Iterable[float]]  # nested lists, or a 2-D tensor or array


class ViewError(ValueError):
    """A view that cannot be shown: a run that does not exist, a model without the attention
    the view draws, a sentence the explorer refuses. IPython shows it as its one line."""

    def __init__(self, function: str, message: str) -> None:
        super().__init__(f"attnlab.notebook.{function}: error: {message}")

    def _render_traceback_(self) -> list[str]:
        """What IPython shows instead of a traceback: the cause is the input, not the code."""
        return [str(self)]


@dataclass(frozen=True)
class View:
    """One view of the explorer page, for a notebook cell; ``page`` is the whole HTML file."""

    name: str  # show, steps, ... (VIEWS)
    page: str
    lang: str

    def title(self) -> str:
        return "attnlab: " + locales.translate(self.lang, VIEWS[self.name][1])

    def __repr__(self) -> str:  # where HTML is not shown (a terminal): not the page itself
        size = len(self.page.encode("utf-8")) // 1024
        return f"<{self.title()} ({self.lang}), a page of {size} KiB: .save(path) writes it>"

    def _repr_html_(self) -> str:
        tab, _, height = VIEWS[self.name]
        # srcdoc: the page inside the attribute, quoted; the frame is same-origin, so the
        # page can size it to its content (main.js)
        return (
            f'<iframe class="attnlab-view" data-view="{tab}" title="{html.escape(self.title())}" '
            f'style="width: 100%; height: {height}px; border: 1px solid #d0d0d6; '
            f'border-radius: 6px" srcdoc="{html.escape(self.page, quote=True)}"></iframe>'
        )

    def save(self, path: str | Path) -> Path:
        """Write the view as a page of its own (opens from file:// in any browser)."""
        return write_file(path, self.page)


def show(run: str | Path, sentence: str, lang: str | None = None, beam: int | None = None) -> View:
    """Translate: ``sentence`` through ``run``, its translation, how sure the model is of each
    word (``attnlab.confidence``) and its cross-attention heatmap."""
    explorer = _explorer("show", [run])
    if explorer.runs[0].shape()[0] == 0:
        name = explorer.runs[0].name
        raise ViewError(
            "show", locales.translate(_language("show", lang), "page.no_attention", run=name)
        )
    return _view("show", explorer, sentence, lang, beam, confidence=True)


def steps(run: str | Path, sentence: str, lang: str | None = None, beam: int | None = None) -> View:
    """The four steps (query, scores, weights, context) at every decoding step of ``run``'s
    translation of ``sentence``; for a model without attention, its one vector c."""
    return _view("steps", _explorer("steps", [run]), sentence, lang, beam, steps=True)


def heads(run: str | Path, sentence: str, lang: str | None = None, beam: int | None = None) -> View:
    """Transformer heads: encoder self-, decoder self- and cross-attention of each layer and
    head."""
    explorer = _explorer("heads", [run])
    found = explorer.runs[0]
    if not found.family.self_attention:
        text = locales.translate(_language("heads", lang), "notebook.no_heads", run=found.name)
        raise ViewError("heads", text)
    return _view("heads", explorer, sentence, lang, beam)


def compare(
    run_a: str | Path,
    run_b: str | Path,
    sentence: str,
    lang: str | None = None,
    beam: int | None = None,
) -> View:
    """Compare: ``sentence`` through two runs side by side, ``run_a`` on the left, both
    decoded with one beam (``beam``: the left run's own unless given), as the page compares."""
    explorer = _explorer("compare", [run_a, run_b])
    return _view("compare", explorer, sentence, lang, beam, pair=[0, 1])


def explain(
    run: str | Path, sentence: str, lang: str | None = None, beam: int | None = None
) -> View:
    """Attention vs attribution: the attention weights beside three attributions of each
    emitted word (attnlab.explain). Interventions decode again: ``attnlab explore`` has them."""
    return _view("explain", _explorer("explain", [run]), sentence, lang, beam, explanations=True)


def playground(
    lang: str | None = None,
    *,
    queries: Matrix | None = None,
    keys: Matrix | None = None,
    values: Matrix | None = None,
    query_labels: Sequence[str] = (),
    key_labels: Sequence[str] = (),
    padding: Sequence[bool] = (),
    causal: bool = False,
    scaled: bool = True,
) -> View:
    """The playground: queries (T, D), keys (S, D) and values (S, Dv) that the page attends
    with, recomputing the four steps at every edit, no model needed. It opens on the given
    ones (nested lists or tensors; ``padding``: which keys are masked as padding; ``scaled``:
    divide the scores by sqrt(D)), else on the chapter's 3 x 4 example."""
    example: dict[str, Any] = {}
    if queries is not None or keys is not None or values is not None:
        if queries is None or keys is None or values is None:
            raise ViewError("playground", "give queries, keys and values, or none of them")
        example = {
            "playground": {
                "queries": _matrix_text(queries),
                "keys": _matrix_text(keys),
                "values": _matrix_text(values),
                "queryLabels": " ".join(query_labels),
                "keyLabels": " ".join(key_labels),
                "padding": [bool(p) for p in padding],
                "causal": causal,
                "scaled": scaled,
            }
        }
    return _view("playground", Explorer([]), "", lang, 1, **example)


def _matrix_text(matrix: Matrix) -> str:
    """Rows as the playground's text fields hold them, "1 0.5 0" a line; each number as
    Python writes it shortest, so the page reads back exactly the same float."""
    return "\n".join(" ".join(str(float(x)).removesuffix(".0") for x in row) for row in matrix)


def _language(function: str, lang: str | None) -> str:
    try:
        return locales.default_language() if lang is None else locales.check_language(lang)
    except locales.LocaleError as error:
        raise ViewError(function, str(error)) from None


def _explorer(function: str, runs: list[str | Path]) -> Explorer:
    try:
        explorer = Explorer.from_dirs([str(run) for run in runs])
    except RunLoadError as error:
        raise ViewError(function, str(error)) from None
    if len(explorer.runs) < len(runs):  # the others are captioning runs (the Image view)
        raise ViewError(function, "give translation runs: a captioning run has no such view")
    return explorer


def _view(
    function: str,
    explorer: Explorer,
    sentence: str,
    lang: str | None,
    beam: int | None,
    *,
    steps: bool = False,
    explanations: bool = False,
    confidence: bool = False,
    **page: Any,
) -> View:
    """The page for ``function``'s view of ``sentence`` through the explorer's runs: its
    answers computed as ``attnlab export`` computes them, and opened on that view alone."""
    language = _language(function, lang)
    try:
        size = Explorer.check_beam(explorer.runs[0], beam) if explorer.runs else 1
        data = export_data(
            explorer,
            sentence,
            size,
            steps=steps,
            explanations=explanations,
            confidence=confidence,
        )
    except RequestError as error:
        raise ViewError(function, error.message) from None
    tab = VIEWS[function][0]
    html_page = static_page({**data, **page, "view": tab, "inline": True, "language": language})
    return View(function, html_page, language)
