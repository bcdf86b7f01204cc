"""Is attention an explanation? Attention against attributions and interventions, per family.

For each family (the fixed context as the control, RNNsearch, Luong, the Transformer), the
model that ships with attnlab (``attnlab.pretrained``: trained for hours on Tatoeba zh-en), over
a few hundred test sentences decoded greedily: how far the attention weights agree with three
attributions of each emitted token (Kendall tau, top-1; a content-free diagonal alignment as the
reference), and how much the next-token distribution moves when the weights are permuted,
flattened, or lose their top position (after Jain & Wallace 2019; Wiegreffe & Pinter 2019;
Serrano & Smith 2019). Nothing is trained; each model's measurements are cached under the
work folder, so a stopped experiment resumes.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path
from typing import Any

import torch

from attnlab import pretrained
from attnlab.atomic import write_json
from attnlab.data import load_corpus
from attnlab.experiments.base import Experiment, provenance, write_figures, write_reports
from attnlab.experiments.faithfulness_report import draw, report, verdict
from attnlab.explain import explain, kendall_tau, make_intervention, step_effects
from attnlab.explain.agreement import importance
from attnlab.explain.explanation import METHODS, Explanation, decode
from attnlab.explain.interventions import Intervened
from attnlab.masks import padding_mask
from attnlab.runs import LoadedRun, load_run

NAME = "faithfulness"
# label -> shipped model; the control first. Its first runs (committed before 2026-12-02)
# trained 400-step models, dev BLEU 2-8.5: too weak to explain (issue 30).
FAMILIES = {
    "fixed context (control)": "fixed-context",
    "RNNsearch": "rnnsearch",
    "Luong": "luong",
    "Transformer": "transformer",
}
INTERVENTIONS = ("permute", "uniform", "remove_top", "remove_random")
PERMUTATIONS = 3  # draws per step; the median effect is kept (Jain & Wallace: 100)
SENTENCES = 150  # test sentences, drawn once with a fixed seed
QUICK_SENTENCES = 2
# Integrated gradients' points on the path: None doubles them from 32 until the completeness
# gap is under 1 % (attnlab.explain.attribution); quick mode takes 8, however far off.
PATH_STEPS: int | None = None
QUICK_PATH_STEPS = 8
IG_BASELINE = "the zero embedding"
IG_POINTS = "doubled from 32 until complete within 1 %"
CLAIM = (
    "Attention weights are not explanations: where the model looks is not necessarily what its "
    "output depends on; checking that needs occlusion or intervention."
)


def test_sentences(corpus: str, count: int) -> list[str]:
    """``count`` distinct test sources, drawn with a fixed seed (the same for every family)."""
    sources = sorted(set(load_corpus(corpus).references("test")[0]))
    return random.Random(0).sample(sources, min(count, len(sources)))


def measure(run_dir: Path, sentences: list[str], quick: bool) -> list[dict[str, Any]]:
    """Per sentence: agreement of attention (and of the diagonal, and of the attributions with
    one another) with each attribution, and each intervention's effect at every step."""
    run = load_run(run_dir)
    rows = []
    for sentence in sentences:
        explanation = explain(
            run,
            sentence,
            beam=1,
            path_steps=QUICK_PATH_STEPS if quick else PATH_STEPS,
            measure_faithfulness=False,
        )
        row: dict[str, Any] = {
            "steps": len(explanation.target_ids),
            "source_tokens": len(explanation.source_ids),
            "ig_error": float(explanation.completeness_error.abs().max()),
            "ig_gap": explanation.completeness_gap,
            "ig_points": explanation.ig_path_steps,
            "agreement": {  # against the mean, each layer's mean and the diagonal; no heads
                method: {
                    name: scores
                    for name, scores in explanation.agreement[method].items()
                    if "head" not in name
                }
                for method in METHODS
            },
            "between_attributions": between_attributions(explanation.attributions),
        }
        if explanation.attention:
            row["interventions"] = interventions(run, explanation)
        rows.append(row)
    return rows


def between_attributions(attributions: dict[str, torch.Tensor]) -> dict[str, list[float]]:
    """Kendall tau per step between the attributions' importances: how far they agree."""
    pairs = [("occlusion", "integrated_gradients"), ("occlusion", "grad_x_input")]
    pairs.append(("grad_x_input", "integrated_gradients"))
    return {
        f"{a} ~ {b}": [
            kendall_tau(x, y)
            for x, y in zip(importance(attributions[a]), importance(attributions[b]), strict=True)
        ]
        for a, b in pairs
    }


def interventions(run: LoadedRun, explanation: Explanation) -> dict[str, Any]:
    """Each intervention's per-step TVD and top-token change (the emitted prefix kept; permute:
    the median of PERMUTATIONS draws) and whether the greedy translation changes."""
    src = torch.tensor([explanation.source_ids])  # (1, S)
    src_mask = padding_mask(torch.tensor([src.shape[1]]))  # (1, 1, 1, S)
    tgt_in = torch.tensor([[run.tokenizers.tgt.bos_id, *explanation.target_ids[:-1]]])
    effects: dict[str, Any] = {}
    for name in INTERVENTIONS:
        draws = PERMUTATIONS if name == "permute" else 1
        results = [
            step_effects(run.model, src, src_mask, tgt_in, make_intervention(name, seed))
            for seed in range(draws)
        ]
        distances = torch.stack([r.total_variation[0] for r in results])  # (draws, T)
        changed = torch.stack([r.changed[0] for r in results]).float()  # (draws, T)
        emitted, _ = decode(run, Intervened(run.model, make_intervention(name)), src, src_mask, 1)
        effects[name] = {
            "total_variation": distances.median(dim=0).values.tolist(),
            "changed": changed.median(dim=0).values.tolist(),
            "translation_changed": emitted != explanation.target_ids,
        }
    return effects


def family_result(name: str, work: Path, sentences: list[str], quick: bool) -> dict[str, Any]:
    """One shipped model's measurements, cached in ``work/name``: a stopped experiment
    resumes, and families can be measured apart."""
    cache = work / name / f"{NAME}-{len(sentences)}.json"
    if not cache.exists():
        print(f"{NAME}: measuring {name} on {len(sentences)} sentences", flush=True)
        started = datetime.datetime.now(datetime.timezone.utc)
        rows = measure(pretrained.resolve(name), sentences, quick)
        write_json(cache, {"sentences": rows, **provenance(started)})
    cached = json.loads(cache.read_text(encoding="utf-8"))
    return {
        "family": pretrained.card(name)["family"],
        "shipped": name,
        **pretrained.identity(name),
        "cache": str(cache),
        "measured": {key: cached[key] for key in ("started", "seconds", "command")},
        "sentences": cached["sentences"],
    }


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Measure the four shipped models on the same test sentences and write the figure, the
    JSON and the report into ``out`` (nothing is trained: ``minutes`` is not used). Each
    model's measurements are cached in ``out/runs`` (quick) or ``runs/faithfulness``."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    work = out / "runs" if quick else Path("runs") / NAME
    torch.set_num_threads(1)
    corpus = pretrained.card(next(iter(FAMILIES.values())))["corpus"]
    sentences = test_sentences(corpus, QUICK_SENTENCES if quick else SENTENCES)
    families = {
        label: family_result(name, work, sentences, quick) for label, name in FAMILIES.items()
    }
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "corpus": corpus,
        "test_sentences": len(sentences),
        "models": "shipped",
        "decoding": "greedy",
        "integrated_gradients_points": QUICK_PATH_STEPS if quick else IG_POINTS,
        "integrated_gradients_baseline": IG_BASELINE,
        "permutation_draws": PERMUTATIONS,
        "families": families,
    }
    record["verdict"] = verdict(record)
    record.update(provenance(started))
    # Measurements cached by an earlier call: their time is the experiment's (one thread each)
    earlier = [
        f["measured"]["seconds"]
        for f in families.values()
        if f["measured"]["started"] < record["started"]
    ]
    if earlier:
        record["first_seconds"] = round(record["seconds"] + sum(earlier), 1)
    # Every step's numbers stay in each model's cache (MBs); the JSON keeps the summaries.
    families = {k: {**v, "sentences": len(v["sentences"])} for k, v in families.items()}
    write_json(out / f"{NAME}.json", {**record, "families": families})
    write_figures(out, record, draw)
    write_reports(out, record, report)
    return record


EXPERIMENT = Experiment(
    name=NAME,
    summary="attention against attributions (occlusion, gradients) and interventions on the "
    "weights, for the four shipped models (fixed context, RNNsearch, Luong, Transformer)",
    run=run,
    report=report,
    draw=draw,
)
