"""The faithfulness experiment's numbers read off its per-sentence measurements: summaries with
sentence-level bootstrap intervals, the verdict (thresholds fixed before the run), the models'
labels and the reports (English and Chinese, from the locale strings report.faithfulness.*);
the figure is faithfulness_figure.py's."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from attnlab import locales
from attnlab.experiments.base import report_opening, sayer, wilson
from attnlab.results import figure_file, state_of, verdict_state

NAME = "faithfulness"  # its strings: report.faithfulness.* in attnlab/locales/
METHODS = ("occlusion", "grad_x_input", "integrated_gradients")
INTERVENTIONS = ("permute", "uniform", "remove_top", "remove_random")
# The rule, a comparison with a reference rather than a threshold: per model, attention's
# agreement with occlusion (leave-one-out) against how far another attribution built to
# explain, integrated gradients, agrees with it, by Kendall tau and by top-1 (Jain & Wallace
# 2019 read attention's agreement beside the attributions' own). "below": attention's 95 %
# interval under the reference's; "above": over it; "level": they overlap. The output
# "depends on the weights" when removing the top-weighted position changes the top token more
# often than removing a random one, intervals apart. The claim holds for a model when attention
# agrees below the reference on both measures, or its output does not depend on its weights;
# not, when it agrees below on neither and the output depends on them; partly, on one only.
REFERENCE = "occlusion ~ integrated_gradients"
MEASURES = ("kendall_tau", "top1")
RESAMPLES = 1000


def pooled(per_sentence: list[list[float]]) -> dict[str, Any]:
    """The mean over all steps of all sentences (NaN steps left out) and its 95 % interval
    by resampling sentences (steps of one sentence are not independent)."""
    sums = np.array([sum(v for v in row if not math.isnan(v)) for row in per_sentence])
    counts = np.array([sum(1 for v in row if not math.isnan(v)) for row in per_sentence])
    if counts.sum() == 0:
        return {"mean": None, "low": None, "high": None, "steps": 0}
    rng = np.random.default_rng(0)
    picks = rng.integers(0, len(sums), size=(RESAMPLES, len(sums)))
    ratios = sums[picks].sum(axis=1) / np.maximum(counts[picks].sum(axis=1), 1)
    low, high = np.percentile(ratios, [2.5, 97.5])
    mean = sums.sum() / counts.sum()
    return {"mean": float(mean), "low": float(low), "high": float(high), "steps": int(counts.sum())}


def _nan(values: list[float | None]) -> list[float]:
    return [math.nan if v is None else v for v in values]


def summarize(family: dict[str, Any]) -> dict[str, Any]:
    """One family's sentences -> agreement, inter-attribution and intervention summaries."""
    rows = family["sentences"]
    references = list(rows[0]["agreement"][METHODS[0]])
    agreement = {
        method: {
            name: {
                measure: pooled([_nan(r["agreement"][method][name][measure]) for r in rows])
                for measure in ("kendall_tau", "top1")
            }
            for name in references
        }
        for method in METHODS
    }
    between = {
        pair: {
            measure: pooled([_nan(r["between_attributions"][pair][measure]) for r in rows])
            for measure in MEASURES
        }
        for pair in rows[0]["between_attributions"]
    }
    summary: dict[str, Any] = {
        "agreement": agreement,
        "between_attributions": between,
        "ig_error_median": float(np.median([r["ig_error"] for r in rows])),
        "ig_gap_median": float(np.median([r["ig_gap"] for r in rows])),
        "ig_gap_max": float(max(r["ig_gap"] for r in rows)),
        "ig_points_median": float(np.median([r["ig_points"] for r in rows])),
    }
    if "interventions" in rows[0]:
        summary["interventions"] = {}
        for name in INTERVENTIONS:
            effects = [r["interventions"][name] for r in rows]
            distances = [d for e in effects for d in e["total_variation"]]
            translations = sum(bool(e["translation_changed"]) for e in effects)
            summary["interventions"][name] = {
                "total_variation": pooled([e["total_variation"] for e in effects]),
                "total_variation_median": float(np.median(distances)),
                "total_variation_quartiles": [float(q) for q in np.percentile(distances, [25, 75])],
                "top_token_changed": pooled([e["changed"] for e in effects]),
                "translation_changed": translations / len(effects),
                "translation_changed_interval": wilson(translations, len(effects)),
            }
    return summary


def verdict(record: dict[str, Any]) -> dict[str, Any]:
    """The rule above (REFERENCE's comment), per attention model, over each family's seeds
    and over all the models (holds: for every one; partly: for some, or partly)."""
    for model in record["families"].values():
        model["summary"] = summarize(model)
    return verdict_of_summaries(record["families"])


def compare(ours: dict[str, Any], reference: dict[str, Any]) -> str:
    """ "below", "above" or "level": two 95 % intervals apart one way, the other, or not."""
    if ours["high"] < reference["low"]:
        return "below"
    return "above" if ours["low"] > reference["high"] else "level"


def verdict_of_summaries(families: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """``verdict`` from each model's summary (what the committed JSON keeps of it)."""
    findings = {}
    for key, model in families.items():
        summary = model["summary"]
        if "interventions" not in summary:
            continue
        ours = summary["agreement"]["occlusion"]["mean"]
        diagonal = summary["agreement"]["occlusion"]["diagonal"]
        reference = summary["between_attributions"][REFERENCE]
        effects = summary["interventions"]
        top, random_ = (
            effects["remove_top"]["top_token_changed"],
            effects["remove_random"]["top_token_changed"],
        )
        compared = {measure: compare(ours[measure], reference[measure]) for measure in MEASURES}
        depends = top["low"] > random_["high"]
        below = sum(found == "below" for found in compared.values())
        state = state_of(below == len(MEASURES) or not depends, below > 0)
        findings[key] = {
            **compared,
            "beyond_position": ours["top1"]["low"] > diagonal["top1"]["high"],
            "output_depends_on_weights": depends,
            "state": state,
        }
    by_family: dict[str, list[str]] = {}
    for key, found in findings.items():
        by_family.setdefault(families[key]["label"], []).append(found["state"])
    return {
        "state": over([f["state"] for f in findings.values()]),
        "by_model": findings,
        "by_family": {label: {"state": over(states)} for label, states in by_family.items()},
    }


def over(states: list[str]) -> str:
    """The claim over several models: it holds when it holds for every one; partly when it
    holds (or partly holds) for some."""
    return state_of(all(s == "holds" for s in states), any(s != "does_not_hold" for s in states))


# A family's label -> the key of its words (and of them on two lines, for the figure's axis),
# where the label is words; the rest are names
FAMILY_WORDS = {"fixed context (control)": "family.control"}


def say_in(lang: str, key: str, **params: object) -> str:
    """The study's words (report.faithfulness.KEY) in ``lang``."""
    return sayer(NAME, lang)(key, **params)


def family_label(lang: str, label: str, tick: bool = False) -> str:
    """A family's label in ``lang`` (``tick``: as the figure's axis shows it)."""
    if label not in FAMILY_WORDS:
        return label
    return say_in(lang, FAMILY_WORDS[label] + ("_tick" if tick else ""))


def model_label(lang: str, model: dict[str, Any], tick: bool = False) -> str:
    """A model's label in ``lang``: its family's for a shipped one; for one trained here, with
    its seed (``tick``: for the figure's axis, the seed on a line of its own)."""
    family = family_label(lang, model["label"], tick)
    if "shipped" in model:
        return family
    return say_in(
        lang, "figure.seed_tick" if tick else "seed_label", family=family, seed=model["seed"]
    )


def _interval(point: dict[str, Any], percent: bool = False) -> str:
    if point["mean"] is None:
        return "-"
    if percent:
        return f"{point['mean']:.0%} [{point['low']:.0%}, {point['high']:.0%}]"
    return f"{point['mean']:+.2f} [{point['low']:+.2f}, {point['high']:+.2f}]"


# Integrated gradients' settings as records describe them (faithfulness.IG_POINTS and
# IG_BASELINE; records before the baseline was recorded had an all-<pad> source) -> the key
# of their words in each language
IG_WORDS = {
    "doubled from 32 until complete within 1 %": "ig.doubling",
    "the zero embedding": "ig.zero_embedding",
    "an all-<pad> source": "ig.pad_source",
    "<pad>'s embedding": "ig.pad_row",
}


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README in ``lang``: the claim, the measurements, the verdict."""
    say = sayer(NAME, lang)
    lines = [
        *report_opening(say("title"), say("claim"), say("source"), lang),
        *_what_was_run(record, say, lang),
        "",
        f"## {say('agreement')}",
        "",
        *_agreement_tables(record["families"], say, lang),
        "",
        f"## {say('interventions')}",
        "",
        *_intervention_table(record["families"], say, lang),
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        f"## {locales.translate(lang, 'report.does_it_hold')}",
        "",
        *_does_it_hold(record, say, lang),
    ]
    return "\n".join(lines) + "\n"


def _what_was_run(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """What was run, how attributions were made, and each model's training and completeness."""
    families = record["families"]

    def words(described: str) -> str:
        """An integrated-gradients setting as recorded, in ``lang`` where its words are known."""
        return say(IG_WORDS[described]) if described in IG_WORDS else described

    def path_points(points: int | str) -> str:
        """Integrated gradients' path: a number of points, or how they grew."""
        if isinstance(points, int):
            return say("ig.points", points=points)
        return say(IG_WORDS[points]) if points in IG_WORDS else say("ig.points_as", points=points)

    measuring = locales.translate(lang, "report.list_separator").join(
        say(
            "measured",
            family=model_label(lang, family),
            minutes=f"{family['measured']['seconds'] / 60:.0f}",
        )
        for family in families.values()
    )
    lines = [
        say(
            "run",
            command=record["command"] or f"attnlab experiment {NAME}",
            corpus=record["corpus"],
            sentences=record["test_sentences"],
            training=say(
                "training_quick" if record["quick"] else "training",
                seed=record["second_seed"]["seed"],
                steps=f"{record['second_seed']['steps']:,}",
            ),
            measuring=measuring,
            cpus=record["machine"]["cpus"],
        ),
        "",
        say(
            "methods",
            points=path_points(record["integrated_gradients_points"]),
            baseline=words(record.get("integrated_gradients_baseline", "an all-<pad> source")),
            occlusion=words(record.get("occlusion_reference", "<pad>'s embedding")),
            draws=record["permutation_draws"],
        ),
        "",
        say("rule"),
        "",
        say("training_header"),
        "|---|---:|---:|---:|---:|---:|",
    ]
    for family in families.values():
        summary = family["summary"]
        lines.append(
            f"| {model_label(lang, family)} | {family['steps']:,} | {family['test_bleu']:.2f} | "
            f"{summary['ig_points_median']:.0f} | {summary['ig_gap_median']:.2%} "
            f"({summary['ig_gap_max']:.2%}) | {summary['ig_error_median']:.3f} |"
        )
    return lines


def _agreement_tables(families: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """Each attribution against attention and against the diagonal, then against each other."""
    lines = [say("agreement_header"), "|---|---|---|---|---|---|"]
    for family in families.values():
        for method in METHODS:
            agreement = family["summary"]["agreement"][method]
            ours = agreement.get("mean")
            lines.append(
                f"| {model_label(lang, family)} | {say('label.' + method)} | "
                f"{_interval(ours['kendall_tau']) if ours else say('no_attention')} | "
                f"{_interval(agreement['diagonal']['kendall_tau'])} | "
                f"{_interval(ours['top1'], True) if ours else '-'} | "
                f"{_interval(agreement['diagonal']['top1'], True)} |"
            )
    lines += ["", say("between"), ""]
    pairs = list(next(iter(families.values()))["summary"]["between_attributions"])
    named = [" ~ ".join(say(f"attribution.{m}") for m in pair.split(" ~ ")) for pair in pairs]
    lines.append(f"| {say('model')} | " + " | ".join(named) + " |")
    lines.append("|---|" + "---|" * len(pairs))
    for family in families.values():
        between = family["summary"]["between_attributions"]
        cells = " | ".join(
            f"{_interval(between[p]['kendall_tau'])}; {_interval(between[p]['top1'], True)}"
            for p in pairs
        )
        lines.append(f"| {model_label(lang, family)} | {cells} |")
    return lines


def _intervention_table(families: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """What each intervention on the weights did to the next word and the translation."""
    lines = [say("interventions_header"), "|---|---|---|---|---|---|"]
    for family in families.values():
        for intervention, e in family["summary"].get("interventions", {}).items():
            q = e["total_variation_quartiles"]
            lines.append(
                f"| {model_label(lang, family)} | {say('intervention.' + intervention)} | "
                f"{_interval(e['top_token_changed'], True)} | "
                f"{e['total_variation']['mean']:.2f} | {e['total_variation_median']:.2f} "
                f"[{q[0]:.2f}, {q[1]:.2f}] | {e['translation_changed']:.0%} |"
            )
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The numbers the verdict reads, a row per attention model; then the verdict and each
    family's over its seeds."""
    families, v = record["families"], record["verdict"]
    lines = [say("verdict_header"), "|---|---|---|---|---|---|---|---|---|"]
    for name, found in v["by_model"].items():
        summary = families[name]["summary"]
        ours = summary["agreement"]["occlusion"]["mean"]
        reference = summary["between_attributions"][REFERENCE]
        effects = summary["interventions"]
        cells = [
            model_label(lang, families[name]),
            _interval(ours["kendall_tau"]),
            _interval(reference["kendall_tau"]),
            say(f"compared.{found['kendall_tau']}"),
            _interval(ours["top1"], True),
            _interval(reference["top1"], True),
            say(f"compared.{found['top1']}"),
            " / ".join(
                _interval(effects[removed]["top_token_changed"], True)
                for removed in ("remove_top", "remove_random")
            ),
            say(f"model.{found['state']}"),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    state = verdict_state(v) or "does_not_hold"
    lines += ["", say("verdict", headline=say(state)), ""]
    for family, found in v["by_family"].items():
        seeds = [str(m["seed"]) for m in families.values() if m["label"] == family]
        if len(seeds) > 1:  # a verdict over its seeds
            state = verdict_state(found) or "does_not_hold"
            seeds_listed = locales.translate(lang, "report.list_separator").join(seeds)
            lines.append(
                say(
                    "seeds",
                    family=family_label(lang, family),
                    seeds=seeds_listed,
                    state=say(f"seeds.{state}"),
                )
            )
    return lines
