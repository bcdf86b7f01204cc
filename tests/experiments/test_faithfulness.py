"""`attnlab experiment faithfulness --quick`: the four shipped models and a second seed
trained here measured and reported end to end through the command line; the verdict read off
the numbers it reports, per model and over a family's seeds."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from attnlab import pretrained
from attnlab.cli import main
from attnlab.experiments.faithfulness import (
    FAMILIES,
    IG_BASELINE,
    IG_POINTS,
    NAME,
    OCCLUSION_REFERENCE,
    QUICK_SECOND_SEED_STEPS,
    QUICK_SENTENCES,
    SECOND_SEED,
)
from attnlab.experiments.faithfulness_report import (
    IG_WORDS,
    REFERENCE,
    compare,
    over,
    pooled,
    report,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import report_file, verdict_state
from attnlab.runs import RunFiles


@pytest.mark.slow
def test_quick_run_trains_a_second_seed_measures_every_model_draws_and_reports(
    tmp_path: Path,
) -> None:
    out = tmp_path / "faithfulness"
    assert main(["experiment", "faithfulness", "--quick", "--out", str(out)]) == 0
    record = json.loads((out / "faithfulness.json").read_text())
    second = f"RNNsearch, seed {SECOND_SEED}"  # quick: the first attention family's only
    assert record["quick"] is True and list(record["families"]) == [*FAMILIES, second]
    trained = record["families"][second]
    run_dir = out / "runs" / f"seed-{SECOND_SEED}" / "rnnsearch"
    assert trained["seed"] == SECOND_SEED and trained["steps"] == QUICK_SECOND_SEED_STEPS
    assert trained["config"] == "configs/tatoeba-bahdanau.yaml" and "shipped" not in trained
    weights = RunFiles(run_dir).best_weights
    digest = hashlib.sha256(weights.read_bytes()).hexdigest()
    assert trained["weights_sha256"] == digest
    test_report = json.loads((run_dir / "report-test.json").read_text())
    assert trained["test_bleu"] == test_report["corpus"]["bleu"]
    assert record["verdict"]["by_family"]["RNNsearch"]["state"] == over(
        [record["verdict"]["by_model"][key]["state"] for key in ("RNNsearch", second)]
    )
    assert record["occlusion_reference"] == OCCLUSION_REFERENCE
    for key, family in record["families"].items():
        if key != second:
            shipped = FAMILIES[key][0]
            assert family["shipped"] == shipped and family["seed"] == 1
            assert family["weights_sha256"] == pretrained.identity(shipped)["weights_sha256"]
        assert family["sentences"] == record["test_sentences"] == QUICK_SENTENCES
        assert set(family["summary"]["agreement"]) == {"occlusion", "grad_x_input",
                                                       "integrated_gradients"}  # fmt: skip
        assert family["summary"]["ig_points_median"] == 8  # quick: 8 points, however far off
        rows = json.loads(Path(family["cache"]).read_text())["sentences"]  # every step's numbers
        attentive = family["family"] != "fixed_context"
        assert ("interventions" in rows[0]) == attentive
        assert ("mean" in rows[0]["agreement"]["occlusion"]) == attentive, key
        for row in rows:
            taus = row["agreement"]["occlusion"]["diagonal"]["kendall_tau"]
            assert len(taus) == row["steps"]
            assert all(tau is None or -1 <= tau <= 1 for tau in taus)
    assert (out / "faithfulness.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    readme = (out / "README.md").read_text()
    assert "## Does it hold?" in readme and "--quick" in readme
    assert f"| RNNsearch, seed {SECOND_SEED} | {QUICK_SECOND_SEED_STEPS} |" in readme
    assert f"- RNNsearch, over seeds 1, {SECOND_SEED}: " in readme
    assert "## 论断成立吗？" in (out / report_file("zh")).read_text(encoding="utf-8")
    # Resumable: a second run trains and measures nothing again.
    watched = [*(out / "runs").glob(f"**/faithfulness-{QUICK_SENTENCES}.json")]
    cached = {p: p.stat().st_mtime for p in [*watched, weights]}
    assert len(cached) == 6  # four shipped models' measurements, the second seed's, its weights
    assert main(["experiment", "faithfulness", "--quick", "--out", str(out)]) == 0
    assert cached == {p: p.stat().st_mtime for p in cached}
    # ... and says how long the measuring it reused took (the Evidence tab shows it)
    again = json.loads((out / "faithfulness.json").read_text())
    measured = sum(f["measured"]["seconds"] for f in again["families"].values())
    assert "first_seconds" not in record and again["first_seconds"] >= measured > 0


def test_pooled_means_leave_out_nan_steps_and_resample_sentences() -> None:
    found = pooled([[1.0, float("nan")], [0.0, 0.0, 1.0]])
    assert found["mean"] == pytest.approx(0.5) and found["steps"] == 4
    assert 0.0 <= found["low"] <= found["mean"] <= found["high"] <= 1.0
    assert pooled([[float("nan")]])["mean"] is None


def family(
    top1: float,
    diagonal_top1: float,
    tau: float,
    changed: dict[str, float],
    label: str = "A",
    seed: int = 1,
    reference: tuple[float, float] = (0.4, 0.6),
) -> dict:
    """A model's per-sentence rows whose pooled numbers are the ones given (20 sentences, the
    same in each, so every interval is its point); of family ``label``, shipped (seed 1) or
    trained here with ``seed``; ``reference``: IG's agreement with occlusion, tau and top-1."""

    def steps(value: float) -> list[float]:
        return [value] * 5

    agreement = {
        method: {
            "mean": {"kendall_tau": steps(tau), "top1": steps(top1)},
            "diagonal": {"kendall_tau": steps(0.0), "top1": steps(diagonal_top1)},
        }
        for method in ("occlusion", "grad_x_input", "integrated_gradients")
    }
    interventions = {
        name: {"total_variation": steps(0.1), "changed": steps(share), "translation_changed": False}
        for name, share in changed.items()
    }
    between = {"kendall_tau": steps(reference[0]), "top1": steps(reference[1])}
    row = {
        "steps": 5,
        "ig_error": 0.0,
        "ig_gap": 0.005,
        "ig_points": 64,
        "agreement": agreement,
        "between_attributions": {REFERENCE: between},
        "interventions": interventions,
    }
    trained: dict[str, Any] = {"shipped": "a"} if seed == 1 else {"config": "configs/a.yaml"}
    return {"label": label, "seed": seed, **trained, "sentences": [row] * 20}


DEPENDS = {"permute": 0.5, "uniform": 0.4, "remove_top": 0.6, "remove_random": 0.1}
LOOSE = {"permute": 0.05, "uniform": 0.05, "remove_top": 0.1, "remove_random": 0.1}


@pytest.mark.parametrize(
    ("top1", "tau", "changed", "expected"),
    [
        (0.5, 0.3, DEPENDS, ("below", "below", "holds")),  # under IG's agreement on both
        (0.7, 0.5, DEPENDS, ("above", "above", "does_not_hold")),  # over it on both
        (0.6, 0.4, DEPENDS, ("level", "level", "does_not_hold")),  # as IG's: no shortfall
        (0.7, 0.3, DEPENDS, ("below", "above", "partly")),  # under on one measure only
        (0.7, 0.5, LOOSE, ("above", "above", "holds")),  # the output ignores the weights
    ],
)
def test_the_verdict_compares_attention_with_another_attribution(
    top1: float, tau: float, changed: dict[str, float], expected: tuple[str, str, str]
) -> None:
    found = verdict({"families": {"A": family(top1, 0.2, tau, changed)}})
    model = found["by_model"]["A"]
    assert (model["kendall_tau"], model["top1"], model["state"]) == expected
    assert model["output_depends_on_weights"] is (changed is DEPENDS)
    assert verdict_state(found) == expected[2]


def test_intervals_that_overlap_are_level_and_apart_are_below_or_above() -> None:
    reference = {"mean": 0.4, "low": 0.35, "high": 0.45}
    assert compare({"mean": 0.3, "low": 0.25, "high": 0.34}, reference) == "below"
    assert compare({"mean": 0.3, "low": 0.25, "high": 0.35}, reference) == "level"
    assert compare({"mean": 0.5, "low": 0.46, "high": 0.55}, reference) == "above"
    assert compare({"mean": 0.5, "low": 0.45, "high": 0.55}, reference) == "level"


def test_a_family_whose_seeds_disagree_holds_partly() -> None:
    record: dict[str, Any] = {
        "families": {
            "A": family(0.7, 0.2, 0.5, DEPENDS),
            "A, seed 2": family(0.5, 0.3, 0.3, DEPENDS, seed=2),
            "B": family(0.5, 0.3, 0.3, DEPENDS, "B"),
            "B, seed 2": family(0.7, 0.3, 0.5, LOOSE, "B", seed=2),
        }
    }
    found = verdict(record)
    assert [f["state"] for f in found["by_model"].values()] == [
        "does_not_hold", "holds", "holds", "holds"
    ]  # fmt: skip
    assert {k: verdict_state(f) for k, f in found["by_family"].items()} == {
        "A": "partly", "B": "holds"
    }  # fmt: skip
    assert verdict_state(found) == "partly"
    assert over(["holds", "holds"]) == "holds" and over(["partly", "holds"]) == "partly"
    assert over(["does_not_hold", "does_not_hold"]) == "does_not_hold"
    # The report labels a second seed by its seed and says each family's state over its seeds
    for model in record["families"].values():
        model |= {"measured": {"seconds": 60.0}, "test_bleu": 20.0, "steps": 2000}
    record |= {"claim": "the claim", "command": None, "corpus": "tatoeba-zh-en", "quick": False,
               "test_sentences": 20, "machine": {"cpus": 2}, "integrated_gradients_points": 16,
               "permutation_draws": 5, "second_seed": {"seed": 2, "steps": 2000},
               "verdict": found}  # fmt: skip
    text = report(record)
    assert "| A, seed 2 | 2,000 | 20.00 |" in text and "seed 2 of each attention family" in text
    assert "- A, over seeds 1, 2: the claim holds only in part: not alike for every seed" in text
    assert "- B, over seeds 1, 2: the claim holds for every seed." in text
    chinese = report(record, "zh")
    assert "| A，种子 2 | 2,000 |" in chinese and "- A，综合种子 1、2：论断只部分成立" in chinese


def readme(top1: float, tau: float, changed: dict[str, float]) -> tuple[dict, str]:
    """The verdict and README of one attention family measured as given."""
    measured = family(top1, 0.2, tau, changed)
    measured |= {"measured": {"seconds": 60.0}, "test_bleu": 30.0, "steps": 18000}
    record: dict[str, Any] = {
        "claim": "the claim", "command": None, "corpus": "tatoeba-zh-en", "quick": True,
        "test_sentences": 20, "machine": {"cpus": 2}, "integrated_gradients_points": 16,
        "permutation_draws": 5, "families": {"A": measured},
        "second_seed": {"seed": 2, "steps": 2000}, "occlusion_reference": OCCLUSION_REFERENCE,
    }  # fmt: skip
    record["verdict"] = verdict(record)
    state = verdict_state(record["verdict"])
    for lang in ("en", "zh"):  # each language's report opens its verdict with the state's word
        word = translate(lang, f"report.{NAME}.{state}")
        assert f"**{word}**" in report(record, lang).split("## ")[-1]
    return record["verdict"], report(record)


def test_the_report_leads_its_verdict_with_the_numbers_it_reads() -> None:
    found, text = readme(0.7, 0.5, DEPENDS)
    assert verdict_state(found) == "does_not_hold"
    verdict_section = text.split("## Does it hold?")[1]
    row = (
        "| A | +0.50 [+0.50, +0.50] | +0.40 [+0.40, +0.40] | above | 70% [70%, 70%] "
        "| 60% [60%, 60%] | above | 60% [60%, 60%] / 10% [10%, 10%] | does not hold |"
    )
    assert verdict_section.index(row) < verdict_section.index("**No**, by the rule stated above")
    assert "The rule, stated before the numbers" in text.split("## Does it hold?")[0]
    assert "occlusion (the token's embedding replaced by the zero embedding" in text
    found, text = readme(0.5, 0.3, DEPENDS)
    assert "| below |" in text and "**Yes**, by the rule stated above" in text
    assert "| A | 18,000 | 30.00 | 64 | 0.50% (0.50%) | 0.000 |" in text


def test_the_integrated_gradients_settings_a_run_records_read_in_every_language() -> None:
    assert IG_POINTS in IG_WORDS and IG_BASELINE in IG_WORDS and OCCLUSION_REFERENCE in IG_WORDS
