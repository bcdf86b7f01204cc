"""``attnlab export``: one sentence through one run, as a self-contained HTML page.

The page is the explorer's, with every answer it will ask for computed now and embedded:
the translation with its attention maps, the four steps at every decoding step, the BLEU
by length report. It needs no server and no network. A notebook's inline views
(attnlab.notebook) are such pages too, made by ``export_data`` and ``static_page``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from attnlab.atomic import write_file
from attnlab.locales import tables
from attnlab.viz.explorer.evidence import EvidenceSource, evidence_text
from attnlab.viz.explorer.page import font_face, render_page, subset_font_url
from attnlab.viz.explorer.session import Explorer, ExplorerRun
from attnlab.viz.explorer.views import steps_view

# Four-steps numbers for every layer and head only while they stay this many in total;
# beyond it, the last layer's head 0 only (the page says so).
ALL_HEADS_BUDGET = 2_000_000


def steps_data(
    explorer: Explorer, run: ExplorerRun, sentence: str, translation: dict[str, Any]
) -> tuple[dict[str, Any], str]:
    """The four steps of ``run`` at every decoding step of ``translation`` (keyed as the page
    asks for them), and the page's note when they are for one head only."""
    source_tokens: list[str] = translation["source_tokens"]
    target_tokens: list[str] = translation["target_tokens"]
    layers, heads = run.shape()
    per_head = len(target_tokens) * len(source_tokens) * 20
    if layers * heads * per_head <= ALL_HEADS_BUDGET:
        choices = [(layer, head) for layer in range(layers) for head in range(heads)]
        note = ""
    else:
        choices = [(layers - 1, 0)]
        note = (
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
    return steps, note


def export_data(
    explorer: Explorer,
    sentence: str,
    beam: int,
    *,
    steps: bool = True,
    explanations: bool = False,
    confidence: bool = False,
) -> dict[str, Any]:
    """The data of an exported page: the answers to every request the page can make about
    ``sentence`` through each of the explorer's runs; the four steps unless ``steps`` is
    False, the Attention vs attribution view's answers if ``explanations``, how sure each
    run is of its translation if ``confidence``."""
    data: dict[str, Any] = {
        "mode": "static",
        "runs": explorer.describe(),
        "sentence": sentence,
        "beam": beam,
        "translations": {},
        "steps": {},
        "steps_note": "",
        "reports": {},
        "evidence": explorer.evidence(),
    }
    for run in explorer.runs:
        translation = explorer.translate(run.id, sentence, beam)
        data["translations"][f"{run.id}|{beam}"] = translation
        data["reports"][str(run.id)] = explorer.report(run.id)
        if steps:
            found, note = steps_data(explorer, run, sentence, translation)
            data["steps"].update(found)
            data["steps_note"] = data["steps_note"] or note
        if explanations:
            data.setdefault("explanations", {})[f"{run.id}|{beam}"] = explorer.explain(
                run.id, sentence, beam
            )
        if confidence:
            data.setdefault("confidences", {})[f"{run.id}|{beam}"] = explorer.confidence(
                run.id, sentence, beam
            )
    return data


def interface_strings() -> list[str]:
    """Every string of every language, for the font subset: the page can switch language."""
    return [text for table in tables().values() for text in table.values()]


def static_page(data: dict[str, Any]) -> str:
    """The page with ``data`` (from ``export_data``) embedded, and a font subset holding every
    Chinese character it can show: the sentence, the translations, the interface's words."""
    shown = [data["sentence"], evidence_text(data["evidence"]), *interface_strings()]
    for translation in data["translations"].values():
        shown += [translation["target"], *translation["source_tokens"]]
        shown += translation["target_tokens"]
    font_url = subset_font_url(" ".join(shown))
    fonts = "" if font_url is None else font_face(font_url)
    return render_page({**data, "cjk_font": font_url is not None}, fonts)


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
    size = Explorer.check_beam(explorer.runs[0], beam)
    html = static_page(export_data(explorer, sentence, size))
    return write_file(output, html)  # atomic: a reader sees the old page or the new one
