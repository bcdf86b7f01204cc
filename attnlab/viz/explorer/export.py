"""``attnlab export``: one sentence through one run, as a self-contained HTML page.

The page is the explorer's, with every answer it will ask for computed now and embedded:
the translation with its attention maps, the four steps at every decoding step, the BLEU
by length report. It needs no server and no network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from attnlab.atomic import write_file
from attnlab.locales import tables
from attnlab.viz.explorer.evidence import EvidenceSource, evidence_text
from attnlab.viz.explorer.page import render_page, subset_font_url
from attnlab.viz.explorer.session import Explorer, ExplorerRun
from attnlab.viz.explorer.views import steps_view

# Four-steps numbers for every layer and head only while they stay this many in total;
# beyond it, the last layer's head 0 only (the page says so).
ALL_HEADS_BUDGET = 2_000_000


def export_data(explorer: Explorer, run: ExplorerRun, sentence: str, beam: int) -> dict[str, Any]:
    """The data of an exported page: the answers to every request the page can make."""
    translation = explorer.translate(run.id, sentence, beam)
    target_tokens: list[str] = translation["target_tokens"]
    source_tokens: list[str] = translation["source_tokens"]
    layers, heads = run.shape()
    per_head = len(target_tokens) * len(source_tokens) * 20
    if layers * heads * per_head <= ALL_HEADS_BUDGET:
        choices = [(layer, head) for layer in range(layers) for head in range(heads)]
        steps_note = ""
    else:
        choices = [(layers - 1, 0)]
        steps_note = (
            f"This page holds the four steps for layer {layers}, head 1 only (the sentence "
            "is long); `attnlab explore` computes any layer and head."
        )
    steps: dict[str, Any] = {}
    for layer, head in choices or [(0, 0)]:
        four = explorer.four_steps(run, sentence, target_tokens, layer, head)
        for step in range(four.num_steps):
            view = steps_view(four, step, source_tokens, target_tokens)
            view.update(run=run.id, num_layers=layers, num_heads=heads)
            steps[f"{run.id}|{layer}|{head}|{step}"] = view
    return {
        "mode": "static",
        "runs": explorer.describe(),
        "sentence": sentence,
        "beam": beam,
        "translations": {f"{run.id}|{beam}": translation},
        "steps": steps,
        "steps_note": steps_note,
        "reports": {str(run.id): explorer.report(run.id)},
        "evidence": explorer.evidence(),
    }


def interface_strings() -> list[str]:
    """Every string of every language, for the font subset: the page can switch language."""
    return [text for table in tables().values() for text in table.values()]


def export_page(
    run_dir: str,
    sentence: str,
    output: str | Path,
    beam: int | None = None,
    evidence: EvidenceSource | None = None,
) -> Path:
    """Translate ``sentence`` with the run in ``run_dir`` and write the page to ``output``,
    with the Evidence view of the experiments in ``evidence`` (None: none).

    Raises RunLoadError for a bad run directory and RequestError for a sentence the explorer
    refuses (too long, empty)."""
    explorer = Explorer.from_dirs([run_dir], evidence)
    run = explorer.runs[0]
    size = Explorer.check_beam(run, beam)
    data = export_data(explorer, run, sentence, size)
    translation = data["translations"][f"{run.id}|{size}"]
    shown = " ".join(
        [
            sentence,
            translation["target"],
            *translation["source_tokens"],
            *translation["target_tokens"],
            evidence_text(data["evidence"]),
            *interface_strings(),  # the page's words in every language: a switch away
        ]
    )
    font_url = subset_font_url(shown)
    html = render_page({**data, "cjk_font": font_url is not None}, font_url=font_url)
    return write_file(output, html)  # atomic: a reader sees the old page or the new one
