"""``attnlab export-web``: the explorer with its models, as a folder any static web server hosts.

The page is the explorer's own (page.py), in mode "web": the views ask the in-page engine
(static/engine.js, a Web Worker running ONNX Runtime Web) what they ask the server elsewhere.
Nothing is fetched from outside the folder::

    DIR/index.html          the page; its data names every file the engine reads, with its SHA-256
    DIR/static/             the page's modules; static/engine/, the engine's
    DIR/vendor/             ONNX Runtime Web, sentencepiece, OpenCC, SHA-256, KaTeX (its README.md)
    DIR/models/N/           run N: encoder.onnx and step.onnx (graphs.py), src.model, tgt.model
    DIR/fonts/cjk.*         the Chinese font, cut to the characters the page and the models use
    DIR/attnlab-web.json    what wrote the folder: a later export replaces only such a folder
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from attnlab import lecture, walkthrough
from attnlab.atomic import cannot_write
from attnlab.data.cache import sha256_file
from attnlab.data.languages import SCRIPTS, primary_subtag
from attnlab.decoding.limits import MAX_BEAM, MAX_CHARACTERS, MAX_SOURCE_TOKENS
from attnlab.functional import masked_softmax
from attnlab.runs import load_run
from attnlab.viz.explorer.evidence import EvidenceSource, evidence_text
from attnlab.viz.explorer.export import interface_strings
from attnlab.viz.explorer.page import (
    EXAMPLES,
    MODULES,
    cjk_font_path,
    font_face,
    font_subset,
    font_type,
    render_page,
)
from attnlab.viz.explorer.session import Explorer, ExplorerRun
from attnlab.viz.explorer.steps import formula_keys, step_words
from attnlab.viz.explorer.web.exporter import ExportError, export_run
from attnlab.viz.fonts import cjk_characters

MARKER = "attnlab-web.json"
RUNTIME = "vendor/ort-wasm-simd-threaded.wasm"  # the WebAssembly ONNX Runtime Web loads
DEFAULT_RUNS = ("rnnsearch", "fixed-context", "luong", "transformer", "rnnsearch-long")  # shipped
FORMAT = 1


class SiteError(Exception):
    """An output folder that cannot be written (not ours to replace, say)."""


def export_site(
    run_dirs: list[str],
    output: str | Path,
    evidence: EvidenceSource | None = None,
    progress: Callable[[str], None] = lambda line: None,
) -> Path:
    """Write the folder for ``run_dirs`` (run directories or shipped models' names) at
    ``output``, whole or not at all: it is made beside and moved in place. ``progress`` hears a
    line per step. Raises RunLoadError for a run that cannot be loaded, SiteError for an
    ``output`` that exists and is not such a folder."""
    target = Path(output)
    _check_replaceable(target)
    explorer = Explorer.from_dirs(run_dirs, evidence)
    target.parent.mkdir(parents=True, exist_ok=True)
    building = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    building.chmod(0o755)  # a web server reads it, maybe as another user (mkdtemp: 0700)
    try:
        _write(explorer, building, progress)
        _replace(building, target)
    except OSError as error:  # a full disk, say: nothing half-written stays
        shutil.rmtree(building, ignore_errors=True)
        raise cannot_write(target, error) from None  # it needs more than it wrote
    except BaseException:
        shutil.rmtree(building, ignore_errors=True)
        raise
    return target


def _write(explorer: Explorer, folder: Path, progress: Callable[[str], None]) -> None:
    package = resources.files("attnlab.viz.explorer")
    static = folder / "static"
    (static / "engine").mkdir(parents=True)
    for name in MODULES:
        (static / name).write_bytes((package / "static" / name).read_bytes())
    for entry in (package / "static" / "engine").iterdir():
        if entry.name.endswith(".js"):
            (static / "engine" / entry.name).write_bytes(entry.read_bytes())
    vendor = folder / "vendor"
    vendor.mkdir()
    for entry in (package / "vendor").iterdir():
        if entry.is_file() and not entry.name.endswith((".mjs.map", "build.mjs")):
            (vendor / entry.name).write_bytes(entry.read_bytes())
    runs: dict[str, Any] = {}
    for run in explorer.runs:
        progress(f"run {run.id}: {run.name}: exporting its graphs")
        runs[str(run.id)] = _run_files(run, folder / "models" / str(run.id))
        if "unavailable" in runs[str(run.id)]:
            progress(f"run {run.id}: {run.name}: {runs[str(run.id)]['unavailable']}")
    data = {
        "mode": "web",
        "runs": explorer.describe(),
        "reports": {str(run.id): explorer.report(run.id) for run in explorer.runs},
        "evidence": explorer.evidence(),
        "web": {
            "runtime": {"file": RUNTIME, "sha256": sha256_file(folder / RUNTIME)},
            "limits": {
                "max_characters": MAX_CHARACTERS,
                "max_source_tokens": MAX_SOURCE_TOKENS,
                "max_beam": MAX_BEAM,
            },
            "lesson": lesson(),
            "runs": runs,
        },
    }
    fonts = _font(explorer, data, folder)
    page = render_page(
        {**data, "cjk_font": bool(fonts)},
        fonts,
        module_url=lambda name: f"./static/{name}",
        vendor_url=lambda name: f"./vendor/{name}",  # KaTeX's module and style sheet
    )
    (folder / "index.html").write_text(page, encoding="utf-8")
    marker = {"format": FORMAT, "runs": [run.name for run in explorer.runs]}
    (folder / MARKER).write_text(json.dumps(marker, indent=2) + "\n", encoding="utf-8")


def _run_files(run: ExplorerRun, folder: Path) -> dict[str, Any]:
    """Write ``run``'s graphs and tokenizers into ``folder``; what the engine needs of it, or,
    for a run the engine cannot serve, why (the page says so when it is chosen)."""
    loaded = load_run(run.folder)  # the plain model: decoding's layout is a CPU matter
    family = loaded.config.model.family
    try:
        graphs = export_run(loaded, folder)
    except ExportError as error:
        shutil.rmtree(folder, ignore_errors=True)
        return {"unavailable": str(error), "family": family}
    tokenizers = loaded.tokenizers
    for side in ("src", "tgt"):
        (folder / f"{side}.model").write_bytes(getattr(tokenizers, side).model)
    described = run.describe()
    heads = max(described["num_heads"], 1)
    words = {}
    for layer, cross in enumerate(graphs["cross"]):
        for head in range(heads):
            names, notes = step_words(
                run.family, layer, head, cross["head_dim"], cross["half_width"]
            )
            words[f"{layer}|{head}"] = {"names": names, "notes": notes}
    decode = loaded.config.decode
    files = ("encoder.onnx", "step.onnx", "src.model", "tgt.model")
    return {
        "folder": f"models/{run.id}/",
        "files": {name: sha256_file(folder / name) for name in files},
        "family": family,
        "describe": described,
        "decode": {
            "beam_size": decode.beam_size,
            "length_penalty": decode.length_penalty,
            "beam_rule": decode.beam_rule,
            "max_len_ratio": decode.max_len_ratio,
            "max_len_offset": decode.max_len_offset,
        },
        "special": {"bos": tokenizers.tgt.bos_id, "eos": tokenizers.tgt.eos_id},
        "tokenizers": {
            side: {"lang": tok.lang, "normalizer": tok.normalizer}
            for side, tok in (("src", tokenizers.src), ("tgt", tokenizers.tgt))
        },
        "scripts": list(SCRIPTS.get(primary_subtag(tokenizers.src.lang), ())),
        "cross": graphs["cross"],
        "words": words,
        "formula_keys": formula_keys(family),
    }


def lesson() -> dict[str, Any]:
    """The source texts' words and numbers the engine sets beside the model's answers
    (lecture.lecture_alignment, walkthrough.chapter_comparison): one home, in Python."""
    import torch

    scores = walkthrough.CHAPTER_SCORES
    weights = masked_softmax(torch.tensor(scores)).tolist()
    return {
        "lecture": {"sentence": lecture.SENTENCE, "alignments": list(lecture.ALIGNMENTS)},
        "chapter": {
            "sentence": walkthrough.SENTENCE,
            "target": walkthrough.CHAPTER_TARGET,
            "words": walkthrough.SOURCE_TOKENS[: walkthrough.NUM_WORDS],
            "scores": scores,
            "weights": [round(w, 3) for w in weights],
        },
    }


def _font(explorer: Explorer, data: dict[str, Any], folder: Path) -> str:
    """The CJK font cut to what the page can show (its words in every language, the evidence,
    the examples, every character the models' vocabularies hold), as a file: its @font-face."""
    path = cjk_font_path()
    if path is None:
        return ""
    shown = [evidence_text(data["evidence"]), *interface_strings(), *EXAMPLES.values()]
    for run in explorer.runs:
        tokenizers = run.translator.run.tokenizers
        for side in (tokenizers.src, tokenizers.tgt):
            shown += [side.id_to_piece(i) for i in range(side.vocab_size)]
    characters = cjk_characters(" ".join(shown))
    font = font_subset(path, characters)
    name = "fonts/cjk." + ("otf" if font_type(font) == "font/otf" else "ttf")
    (folder / "fonts").mkdir()
    (folder / name).write_bytes(font)
    return font_face(name)


def folder_size(folder: Path) -> int:
    """The bytes of every file under ``folder``."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def _check_replaceable(target: Path) -> None:
    if target.exists() and not target.is_dir():
        raise SiteError(f"{target} is a file; give a folder to write the page into")
    if target.is_dir() and any(target.iterdir()) and not (target / MARKER).is_file():
        raise SiteError(
            f"{target} is a folder that attnlab export-web did not write (it has no {MARKER}); "
            "give a new or empty folder, so that nothing in it is lost"
        )


def _replace(building: Path, target: Path) -> None:
    """Move the finished folder to ``target``; an earlier export there goes only after."""
    if target.exists():
        old = target.with_name(f".{target.name}-old")
        shutil.rmtree(old, ignore_errors=True)
        target.rename(old)
        building.rename(target)
        shutil.rmtree(old, ignore_errors=True)
    else:
        building.rename(target)
