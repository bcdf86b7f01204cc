"""The scenes experiment's verdict and README, driven both ways with made-up results: the claim
holds when soft attention's most attended region lands in the named item's box above chance.
(Training and evaluating real captioners: tests/vision/test_captioning.py.)"""

from __future__ import annotations

import shutil
from dataclasses import replace
from typing import Any

import pytest
import torch
from safetensors.torch import load_file

from attnlab.captioning import load_caption_config, train_captioner
from attnlab.config import BUNDLED_CONFIGS
from attnlab.experiments.scenes import (
    AIM_TIMES,
    CLAIM,
    HARD_VARIANTS,
    NAME,
    quick_config,
    report,
    verdict,
)
from attnlab.locales import translate
from attnlab.results import verdict_state

CHANCE = 0.1  # a random region's chance of lying in the named item's box


def result(
    lower: float, bleu: float = 50.0, accuracy: float = 0.5, mass: float = 0.3
) -> dict[str, Any]:
    """One captioner's measurements as evaluate() records them: the most attended region's
    Wilson interval starts at ``lower``; item accuracy ``accuracy`` +- 0.05; ``mass`` of the
    attention inside the named item's box (uniform attention: 0.1)."""
    return {
        "config": {"model": {"expected_location": 0.5, "reward": "caption", "samples": 1},
                   "data": {"batch_size": 32}},
        "reinforce_noise": {"caption": 0.12, "to_go": 0.34},
        "training": {"steps": 100, "minutes": 1.0},
        "scenes": 100, "items": 250, "bleu": bleu, "exact_match": 0.2,
        "item_accuracy": accuracy, "item_accuracy_95": [accuracy - 0.05, accuracy + 0.05],
        "name_accuracy": 0.8, "count_accuracy": 0.9,
        "localisation": {"mass_inside": mass, "chance_mass": 0.1, "chance_top_region": CHANCE,
                         "top_region_inside": lower + 0.02,
                         "top_region_inside_95": [lower, lower + 0.05]},
        "spread": {"entropy": 2.0, "same_top_region": 0.1},
    }  # fmt: skip


def readme(
    soft: dict[str, Any], hard: dict[str, Any], **variants: dict[str, Any]
) -> tuple[dict[str, Any], str]:
    """The verdict of the results (soft, hard, and hard's variants by name) and the README
    written from it."""
    models = {"soft": soft, "hard": hard, **{k.replace("_", "-"): v for k, v in variants.items()}}
    record: dict[str, Any] = {
        "claim": CLAIM,
        "quick": False,
        "command": None,
        "seconds": 60.0,
        "models": models,
    }
    record["verdict"] = verdict(models)
    state = verdict_state(record["verdict"])
    for lang in ("en", "zh"):  # each language's report carries the verdict's own headline
        headline = translate(lang, f"report.{NAME}.{state}")
        assert translate(lang, f"report.{NAME}.verdict", headline=headline) in report(record, lang)
    return record["verdict"], report(record)


def test_the_claim_holds_when_both_look_above_chance() -> None:
    found, text = readme(result(0.5), result(0.4))
    assert found["state"] == "holds"
    assert found["attends_to_named_item"] == {"soft": True, "hard": True}
    assert "**Yes: both soft and hard attention look at the named item, above chance.**" in text
    assert "above chance, for: soft, hard." in text


@pytest.mark.parametrize("lower", [CHANCE, 0.05])
def test_the_claim_fails_when_soft_attention_is_not_clearly_above_chance(lower: float) -> None:
    """An interval that starts at chance (or below) is not above it."""
    found, text = readme(result(lower), result(0.5))
    assert found["state"] == "does_not_hold" and found["attends_to_named_item"]["soft"] is False
    assert "**No: soft attention does not look at the named item more often than chance.**" in text
    assert "Not for soft attention: its most attended region is in the named item's box" in text


def test_soft_just_above_chance_and_hard_at_chance_holds_partly() -> None:
    found, text = readme(result(CHANCE + 0.01), result(CHANCE))
    assert found["state"] == "partly"
    assert found["attends_to_named_item"] == {"soft": True, "hard": False}
    assert "**Partly: soft attention looks at the named item, above chance; hard attention" in text
    assert "Not for hard attention:" in text and "Not for soft attention:" not in text


def test_the_report_names_the_better_captioner_and_whether_accuracies_are_apart() -> None:
    found, text = readme(result(0.5, bleu=40.0, accuracy=0.3), result(0.5, bleu=45.5))
    assert found["higher_bleu"] == "hard" and found["bleu_gap"] == 5.5
    assert found["item_accuracy_intervals_apart"] is True
    assert (
        "hard attention has the higher BLEU (by 5.5); the item accuracies' intervals are apart."
        in text
    )
    found, text = readme(result(0.5, bleu=46.0, accuracy=0.45), result(0.5, bleu=45.5))
    assert found["higher_bleu"] == "soft" and found["item_accuracy_intervals_apart"] is False
    assert "intervals are not apart." in text


def test_a_hard_variant_localises_with_three_times_uniform_attention_s_mass_in_the_box() -> None:
    """The aim for hard attention: mass_inside >= 3 x chance_mass (0.1 here), per variant; the
    report's table has a column for each variant tried, with its signal-to-noise."""
    loo = result(0.3, mass=0.31)
    loo["config"] = {"model": {**loo["config"]["model"], "samples": 4}, "data": {"batch_size": 8}}
    found, text = readme(
        result(0.5), result(0.4, mass=0.29), hard_plain=result(0.05, mass=0.29),
        hard_to_go=result(0.05, mass=0.05), hard_loo=loo,
    )  # fmt: skip
    assert found["localises"] == {
        "hard-plain": False, "hard-to-go": False, "hard-loo": True, "hard": False
    }  # fmt: skip
    assert (
        "| | hard, REINFORCE alone | hard, rewards from the step on "
        "| hard, baseline from the other samples | hard |" in text
    )
    assert "| region sequences per image | 1 | 1 | 4 | 1 |" in text
    assert "| images per step | 32 | 32 | 8 | 32 |" in text
    assert "| aim met | no | no | yes | no |" in text
    noise = "| REINFORCE signal-to-noise, words from the step on | 0.34 | 0.34 | 0.34 | 0.34 |"
    assert noise in text
    assert (
        "1 of the 4 hard variants reach the aim (30.0 % of the attention in the box): "
        "hard, baseline from the other samples." in text
    )
    found, text = readme(result(0.5), result(0.4, mass=0.2))
    assert found["localises"] == {"hard": False}
    assert "None of the hard variants reaches the aim (30.0 % of the attention in the box)." in text


def test_the_long_variants_are_the_leave_one_out_to_go_one_for_four_and_eight_times_the_steps():
    hard = load_caption_config(BUNDLED_CONFIGS / "scenes-hard.yaml")
    kinds = ("hard-loo-to-go", "hard-loo-to-go-12k", "hard-loo-to-go-24k")
    short, long, longer = (HARD_VARIANTS[kind](hard) for kind in kinds)
    assert [c.train.max_steps for c in (short, long, longer)] == [3000, 12000, 24000]
    for config in (long, longer):  # the same training, for more steps
        assert config.options == short.options and config.data == short.data
        assert config.train == replace(short.train, max_steps=config.train.max_steps)
    assert (long.options.samples, long.options.reward, long.data.batch_size) == (4, "to_go", 8)
    assert long.options.expected_location == 0.0
    assert short.train.schedule == "constant"  # so 24k may continue 12k's checkpoint


def test_a_variant_with_more_steps_says_so_in_the_report() -> None:
    long = result(0.3, mass=0.35)
    long["training"] = {"steps": 400, "minutes": 4.0}
    found, text = readme(result(0.5), result(0.4, mass=0.2), hard_loo_to_go_12k=long)
    assert found["localises"] == {"hard-loo-to-go-12k": True, "hard": False}
    assert "| steps | 400 | 100 |" in text
    assert "trained 4 times as long; it was chosen before it ran" in text
    assert "| | the same, 4x the steps | hard |" in text
    assert "8 times as long" not in text
    found, text = readme(
        result(0.5), result(0.4, mass=0.2), hard_loo_to_go_12k=long, hard_loo_to_go_24k=long
    )
    assert "| | the same, 4x the steps | the same, 8x the steps | hard |" in text
    assert "trains the same variant 8 times as long" in text
    _, text = readme(result(0.5), result(0.4, mass=0.2), hard_loo=result(0.3))
    assert "| steps |" not in text and "times as long" not in text  # all at the same steps


def test_the_comparisons_at_their_edges() -> None:
    """Equal BLEU, touching or overlapping accuracy intervals, a mass of exactly AIM_TIMES."""
    found, _ = readme(result(0.5, bleu=45.5), result(0.5, bleu=45.5))
    assert found["higher_bleu"] == "hard" and found["bleu_gap"] == 0.0
    soft, hard = result(0.5), result(0.5)
    for soft_95, hard_95 in [([0.5, 0.75], [0.25, 0.5]), ([0.25, 0.5], [0.5, 0.75]),
                             ([0.25, 0.75], [0.5, 0.625])]:  # fmt: skip
        soft["item_accuracy_95"], hard["item_accuracy_95"] = soft_95, hard_95
        assert verdict({"soft": soft, "hard": hard})["item_accuracy_intervals_apart"] is False
    at_aim = result(0.4)
    at_aim["localisation"] |= {"mass_inside": 0.75, "chance_mass": 0.25}
    assert AIM_TIMES * 0.25 == 0.75
    assert verdict({"soft": result(0.5), "hard": at_aim})["localises"] == {"hard": True}


def test_the_longer_variant_continuing_the_long_ones_checkpoint_equals_one_run(tmp_path) -> None:
    """The report's claim for 24k: a run stopped at 4 steps and resumed with max_steps=8 ends
    with the weights of one run of 8 (the quick captioner, the variant's constant rate)."""
    base = quick_config(
        HARD_VARIANTS["hard-loo-to-go-12k"](
            load_caption_config(BUNDLED_CONFIGS / "scenes-hard.yaml")
        )
    )

    def config(name: str, steps: int):
        return replace(
            base,
            run_dir=str(tmp_path / name),
            train=replace(base.train, max_steps=steps, eval_every=2, threads=1),
        )

    train_captioner(config("straight", 8), resume=False)
    train_captioner(config("short", 4), resume=False)
    shutil.copytree(tmp_path / "short", tmp_path / "continued")
    train_captioner(config("continued", 8), resume=True)
    one, two = (
        load_file(tmp_path / n / "last" / "model.safetensors") for n in ("straight", "continued")
    )
    assert one.keys() == two.keys() and all(torch.equal(one[k], two[k]) for k in one)
