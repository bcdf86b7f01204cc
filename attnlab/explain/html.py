"""Explanations of many sentences as one self-contained HTML page (``attnlab explain --input
FILE --html PAGE``): the set's faithfulness, then per sentence its attention and each
attribution as a shaded table (a row per target token, a column per source token). No script,
no external file: it opens anywhere, and prints."""

from __future__ import annotations

from html import escape
from pathlib import Path

import torch

from attnlab.atomic import write_file
from attnlab.explain.agreement import shares
from attnlab.explain.explanation import MEAN, METHODS, Explanation
from attnlab.explain.report import FAITHFULNESS_LABELS, faithfulness_summary

STYLE = """
body { font-family: system-ui, "Noto Sans SC", sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 0.9em; }
td, th { border: 1px solid #ddd; padding: 0.2em 0.45em; text-align: center; }
th { font-weight: normal; background: #f6f6f6; }
.maps { display: flex; flex-wrap: wrap; gap: 1.5em; }
section { border-top: 1px solid #ccc; margin-top: 1.5em; }
"""


def _shade(value: float) -> str:
    """A cell's background for a share in [0, 1]: white to blue."""
    level = max(0.0, min(1.0, value))
    red_green = round(255 - 200 * level)
    ink = "#fff" if level > 0.6 else "#222"
    return f"background: rgb({red_green}, {red_green}, 255); color: {ink}"


def _map_table(title: str, rows: torch.Tensor, source: list[str], target: list[str]) -> str:
    """One (T, S) map of shares in [0, 1] as a table with shaded cells."""
    head = "".join(f"<th>{escape(token)}</th>" for token in source)
    body = []
    for token, row in zip(target, rows.tolist(), strict=True):
        cells = "".join(
            f'<td style="{_shade(value)}" title="{value:.4f}">{value:.2f}</td>' for value in row
        )
        body.append(f"<tr><th>{escape(token)}</th>{cells}</tr>")
    return (
        f"<div><h4>{escape(title)}</h4><table><tr><th></th>{head}</tr>{''.join(body)}</table></div>"
    )


def _sentence(number: int, explanation: Explanation) -> str:
    source, target = explanation.source_tokens, explanation.target_tokens
    maps = []
    if MEAN in explanation.attention:
        maps.append(_map_table("attention", explanation.attention[MEAN], source, target))
    for method in METHODS:
        share = shares(explanation.attributions[method])  # |attribution|, a row's share
        maps.append(_map_table(f"{FAITHFULNESS_LABELS[method]} (share)", share, source, target))
    return (
        f"<section><h3>{number}. {escape(explanation.source)}</h3>"
        f"<p>{escape(explanation.target)} <small>({escape(explanation.family)})</small></p>"
        f'<div class="maps">{"".join(maps)}</div></section>'
    )


def report_page(explanations: list[Explanation], title: str) -> str:
    """The whole page for ``explanations`` (each with its faithfulness, as ``explain`` gives)."""
    summary = faithfulness_summary(explanations)
    rows = "".join(
        f"<tr><th>{escape(FAITHFULNESS_LABELS[name])}</th>"
        f"<td>{scores['comprehensiveness']:+.3f}</td><td>{scores['sufficiency']:+.3f}</td></tr>"
        for name, scores in summary.items()
    )
    faithfulness = (
        "<h2>Faithfulness over the set</h2><p>AOPC over the top 1-5 source positions of every "
        "emitted token, in nats: comprehensiveness, the log-probability lost when they are "
        "hidden (higher: they carry the output); sufficiency, lost when only they are kept "
        "(lower: they are enough).</p><table><tr><th>map</th><th>comprehensiveness</th>"
        f"<th>sufficiency</th></tr>{rows}</table>"
        if summary
        else ""
    )
    sentences = "".join(_sentence(n, e) for n, e in enumerate(explanations, start=1))
    return (
        f'<!doctype html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{STYLE}</style></head><body><h1>{escape(title)}</h1>"
        f"<p>{len(explanations)} sentences.</p>{faithfulness}{sentences}</body></html>\n"
    )


def write_report(explanations: list[Explanation], path: str | Path, title: str) -> Path:
    """``report_page`` written to ``path`` (atomically: a stopped run leaves no half page)."""
    return write_file(path, report_page(explanations, title))
