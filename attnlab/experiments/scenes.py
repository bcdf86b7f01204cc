"""Show, Attend and Tell on Fashion-MNIST scenes: soft against hard attention, trained for the
same number of steps, scored on test scenes (built from Fashion-MNIST's test images only) for
the caption and for where each step looked: ``attnlab experiment scenes``. Here: the claim,
the run, the verdict, the figure and the reports; the measurements are in scenes_measures.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import fields, replace
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from attnlab import locales
from attnlab.captioning import CaptionConfig, load_caption_config, open_captioner, train_captioner
from attnlab.config import BUNDLED_CONFIGS, ModelConfig
from attnlab.data.scenes import WORDS as SCENE_WORDS
from attnlab.data.scenes import SceneOptions, make_scene
from attnlab.experiments.base import Experiment, provenance, sayer, write_results
from attnlab.experiments.scenes_measures import (
    NOISE_SAMPLES,
    NOISE_SCENES,
    QUICK_NOISE_SAMPLES,
    evaluate,
    figure_scene,
)
from attnlab.models.show_attend_tell import REWARDS
from attnlab.results import figure_file, state_of, verdict_state
from attnlab.training.progress import run_progress, stop_reason
from attnlab.viz.captions import CaptionRow, draw_captions

NAME = "scenes"
KINDS = ("soft", "hard")  # the comparison: soft, and hard as Xu et al. train it
# What was tried to find out why hard attention did not learn where to look, in the report's
# order: each variant changes configs/scenes-hard.yaml (HARD_VARIANTS)
TRIED = (
    "hard-plain",
    "hard-to-go",
    "hard-loo",
    "hard-loo-to-go",
    "hard-loo-to-go-12k",
    "hard-loo-to-go-24k",
    "hard",
)
AIM_TIMES = 3  # hard attention localises with 3x uniform attention's mass in the box
# The best variant at 3,000 steps in this experiment's previous run, trained 4x as long: does
# hard attention learn where to look with more of the budget this machine allows? (chosen
# before it ran)
LONG_TIMES = 4
# The same, twice as long again: added when 4x fell short of the aim (13.9 % in the box against
# 16.7 %), one more point on the same curve, chosen before it ran. Its rate is constant, so the
# run may continue the 4x run's checkpoint and equal one run of as many steps.
LONGER_TIMES = 8


def hard_variant(
    config: CaptionConfig, samples: int = 1, reward: str = "caption", times: int = 1
) -> CaptionConfig:
    """configs/scenes-hard.yaml with REINFORCE alone (no expected context), ``reward``,
    ``samples`` region sequences per image, each judged against the others (with 4, a quarter
    of the images per step, so that a step computes as many rows, 32, as the others'), for
    ``times`` its steps."""
    options = replace(config.options, expected_location=0.0, samples=samples, reward=reward)
    data = replace(config.data, batch_size=config.data.batch_size // samples)
    train = config.train
    if times > 1:
        if train.max_steps is None:
            raise ValueError("a variant trained for times the steps needs train.max_steps")
        train = replace(train, max_steps=train.max_steps * times)
    model = ModelConfig(config.model.family, options)
    return replace(config, data=data, model=model, train=train)


HARD_VARIANTS: dict[str, Callable[[CaptionConfig], CaptionConfig]] = {
    "hard-plain": hard_variant,  # REINFORCE (eq. 12) alone
    "hard-to-go": partial(hard_variant, reward="to_go"),
    "hard-loo": partial(hard_variant, samples=4),
    "hard-loo-to-go": partial(hard_variant, samples=4, reward="to_go"),
    "hard-loo-to-go-12k": partial(hard_variant, samples=4, reward="to_go", times=LONG_TIMES),
    "hard-loo-to-go-24k": partial(hard_variant, samples=4, reward="to_go", times=LONGER_TIMES),
}
CLAIM = locales.translate("en", "report.scenes.claim")  # the English quote, as recorded


def quick_config(config: CaptionConfig) -> CaptionConfig:
    """A few steps of a tiny captioner on a few scenes: seconds."""
    options = replace(config.options, channels=16, hidden_dim=32, attention_dim=16)
    return replace(
        config,
        data=replace(config.data, batch_size=8, dev_scenes=8, test_scenes=16),
        model=ModelConfig(config.model.family, options),
        train=replace(config.train, max_steps=4, eval_every=2, max_minutes=None),
    )


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train (or resume) both captioners, evaluate them on the test scenes, write the table,
    the figure and the report into ``out``; runs live in ``out/runs`` (quick) or ``runs/``."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    work = out / "runs" if quick else Path("runs")
    models = {}
    samples = QUICK_NOISE_SAMPLES if quick else NOISE_SAMPLES
    for kind in (*KINDS, *HARD_VARIANTS):
        config = load_caption_config(BUNDLED_CONFIGS / f"scenes-{kind.split('-')[0]}.yaml")
        config = replace(config, run_dir=str(work / f"scenes-{kind}"))
        if kind in HARD_VARIANTS:
            config = HARD_VARIANTS[kind](config)
        if quick:
            config = quick_config(config)
        if minutes is not None:
            config = replace(config, train=replace(config.train, max_minutes=minutes))
        resume = run_progress(config.resolved_run_dir) is not None  # a stopped run goes on
        train_captioner(config, resume=resume)
        progress = run_progress(config.resolved_run_dir)
        if progress is None or not stop_reason(progress, config.train):
            # Ctrl-C or SIGTERM stopped it with a checkpoint: no report from half a run; the
            # next `attnlab experiment scenes` resumes it.
            raise KeyboardInterrupt
        captioner = open_captioner(config.resolved_run_dir)
        models[kind] = {**evaluate(captioner, samples), "figure_scene": figure_scene(captioner)}
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "noise_samples": samples,
        "noise_scenes": NOISE_SCENES,
        "models": models,
        "verdict": verdict(models),
        **provenance(started),
    }
    return write_results(out, record, draw, report)


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Does attention look at the item being named (above chance, intervals apart)? Which
    variant captions better in the same time? The claim holds when soft attention, the variant
    that trains end to end by backpropagation, looks at the named item: "holds" when hard
    attention does too, "partly" when it does not."""
    looks = {}
    for kind, result in models.items():
        located = result["localisation"]
        # The most attended region's Wilson interval has to clear a random region's chance.
        looks[kind] = located["top_region_inside_95"][0] > located["chance_top_region"]
    soft, hard = models["soft"], models["hard"]
    better = "soft" if soft["bleu"] > hard["bleu"] else "hard"
    return {
        # "partly" needs soft attention to look: the claim is about it
        "state": state_of(looks["soft"] and looks["hard"], looks["soft"]),
        "attends_to_named_item": looks,
        # the aim for hard attention: AIM_TIMES uniform attention's share inside the box
        "localises": {
            kind: located["mass_inside"] >= AIM_TIMES * located["chance_mass"]
            for kind, located in ((k, models[k]["localisation"]) for k in TRIED if k in models)
        },
        "higher_bleu": better,
        "bleu_gap": round(abs(soft["bleu"] - hard["bleu"]), 2),
        "item_accuracy_intervals_apart": (
            soft["item_accuracy_95"][0] > hard["item_accuracy_95"][1]
            or hard["item_accuracy_95"][0] > soft["item_accuracy_95"][1]
        ),
    }


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """The figure's test scene captioned by both models: a row each, a panel per word. The
    scene is made again from the data options recorded (scenes are a function of them)."""

    say = sayer(NAME, lang)

    rows = []
    for kind in KINDS:
        model = record["models"][kind]
        data = model["config"]["data"]
        options = SceneOptions(**{f.name: data[f.name] for f in fields(SceneOptions)})
        shown = model["figure_scene"]
        scene = make_scene("test", shown["scene"], options)
        boxes = [item.box for item in scene.items]
        label = say("figure_row", kind=say(f"kind.{kind}"))
        weights = np.asarray(shown["weights"], dtype=np.float32)
        rows.append(CaptionRow(label, scene.image, shown["words"], weights, boxes))
    title = say("figure_title", caption=scene.caption)
    if record["quick"]:
        title += say("figure_quick")
    draw_captions(rows, path, title=title, columns=14)


def _percent(value: float) -> str:
    return f"{100 * value:.1f}"


def _interval(share: float, interval: list[float]) -> str:
    return f"{_percent(share)} [{_percent(interval[0])}, {_percent(interval[1])}]"


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README in ``lang``: the claim, the table, whether it holds and what it does not
    show. The claim is quoted line by line (in Chinese: the chapter's own sentences, then
    where they are)."""
    say = sayer(NAME, lang)
    command = record["command"] or f"attnlab experiment {NAME}"
    lines = [
        f"# {say('title')}",
        "",
        *(f"> {line}" for line in say("claim").split("\n")),
        "",
        say("command", command=command, minutes=f"{record['seconds'] / 60:.1f}"),
        "",
        *_table(record["models"], say),
        "",
        say("notes"),
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        f"## {locales.translate(lang, 'report.does_it_hold')}",
        "",
        *_does_it_hold(record, say, lang),
        "",
        *tried(record, lang),
        say("caveat"),
    ]
    if record["quick"]:
        lines += ["", say("quick")]
    return "\n".join(lines) + "\n"


def _table(models: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Each kind of attention in a column, a measure a row."""
    lines = [
        "| | " + " | ".join(say(f"kind.{kind}") for kind in KINDS) + " |",
        "|---|" + "---|" * len(KINDS),
    ]

    def row(label: str, value: Any) -> None:
        cells = " | ".join(value(models[kind]) for kind in KINDS)
        lines.append(f"| {say(f'row.{label}')} | {cells} |")

    row("steps", lambda m: f"{m['training']['steps']} ({m['training']['minutes']})")
    row("scenes", lambda m: f"{m['scenes']} ({m['items']})")
    row("bleu", lambda m: f"{m['bleu']:.1f}")
    row("exact_match", lambda m: _percent(m["exact_match"]))
    row("item_accuracy", lambda m: _interval(m["item_accuracy"], m["item_accuracy_95"]))
    row("name_accuracy", lambda m: _percent(m["name_accuracy"]))
    row("count_accuracy", lambda m: _percent(m["count_accuracy"]))
    row("mass_inside", lambda m: _percent(m["localisation"]["mass_inside"]))
    row("chance_mass", lambda m: _percent(m["localisation"]["chance_mass"]))
    row(
        "top_region_inside",
        lambda m: _interval(
            m["localisation"]["top_region_inside"], m["localisation"]["top_region_inside_95"]
        ),
    )
    row("chance_top_region", lambda m: _percent(m["localisation"]["chance_top_region"]))
    row("entropy", lambda m: f"{m['spread']['entropy']:.2f}")
    row("same_top_region", lambda m: _percent(m["spread"]["same_top_region"]))
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The verdict, the rule, which kinds look at the named item and which captions better."""
    models, verdict_ = record["models"], record["verdict"]
    looks = verdict_["attends_to_named_item"]
    holds = [kind for kind in KINDS if looks[kind]]
    state = verdict_state(verdict_) or "does_not_hold"  # every record has a verdict
    separator = locales.translate(lang, "report.list_separator")
    apart = "apart" if verdict_["item_accuracy_intervals_apart"] else "not_apart"
    return [
        say("verdict", headline=say(state)),
        "",
        say("rule"),
        "",
        (
            say("looks", kinds=separator.join(say(f"kind.{kind}") for kind in holds))
            if holds
            else say("looks_for_none")
        ),
        *(
            say(
                "not_for",
                kind=say(f"kind.{kind}"),
                inside=_percent(models[kind]["localisation"]["top_region_inside"]),
                chance=_percent(models[kind]["localisation"]["chance_top_region"]),
                same=_percent(models[kind]["spread"]["same_top_region"]),
            )
            for kind in KINDS
            if not looks[kind]
        ),
        say(
            "bleu",
            better=say(f"kind.{verdict_['higher_bleu']}"),
            gap=verdict_["bleu_gap"],
            apart=say(apart),
        ),
    ]


def tried(record: dict[str, Any], lang: str) -> list[str]:
    """The report's section on hard attention's variants: a column each, then which reach
    the aim."""
    models, localises = record["models"], record["verdict"]["localises"]
    kinds = [kind for kind in TRIED if kind in models]

    say = sayer(NAME, lang)

    yes, no = say("tried.yes"), say("tried.no")
    lines = [
        f"## {say('tried_title')}",
        "",
        say("tried_intro", aim=AIM_TIMES),
        "",
        *([say("tried_long", times=LONG_TIMES), ""] if "hard-loo-to-go-12k" in models else []),
        *([say("tried_longer", times=LONGER_TIMES), ""] if "hard-loo-to-go-24k" in models else []),
        "| | " + " | ".join(say(f"kind.{kind}") for kind in kinds) + " |",
        "|---|" + "---|" * len(kinds),
    ]

    def row(label: str, value: Any) -> None:
        lines.append(f"| {say(f'tried.{label}')} | {' | '.join(value(k) for k in kinds)} |")

    row("expected", lambda k: _percent(models[k]["config"]["model"]["expected_location"]))
    row("reward", lambda k: say(f"reward.{models[k]['config']['model']['reward']}"))
    row("samples", lambda k: str(models[k]["config"]["model"]["samples"]))
    row("images", lambda k: str(models[k]["config"]["data"]["batch_size"]))
    if len({models[k]["training"]["steps"] for k in kinds}) > 1:
        row("steps", lambda k: f"{models[k]['training']['steps']:,}")
    row("bleu", lambda k: f"{models[k]['bleu']:.1f}")
    row("mass_inside", lambda k: _percent(models[k]["localisation"]["mass_inside"]))
    row(
        "top_region_inside",
        lambda k: _interval(
            models[k]["localisation"]["top_region_inside"],
            models[k]["localisation"]["top_region_inside_95"],
        ),
    )
    row("same_top_region", lambda k: _percent(models[k]["spread"]["same_top_region"]))
    for reward in REWARDS:
        row(f"noise.{reward}", lambda k, r=reward: f"{models[k]['reinforce_noise'][r]:.2f}")
    row("aim", lambda k: yes if localises[k] else no)
    met = [say(f"kind.{kind}") for kind in kinds if localises[kind]]
    chance = _percent(AIM_TIMES * models["hard"]["localisation"]["chance_mass"])
    separator = locales.translate(lang, "report.list_separator")
    highest = max(value for kind in kinds for value in models[kind]["reinforce_noise"].values())
    lines += [
        "",
        say(
            "tried_noise",
            samples=record.get("noise_samples", NOISE_SAMPLES),  # older records: always 32
            batch=record.get("noise_scenes", NOISE_SCENES),
        ),
        "",
        *([say("tried_noise_low", highest=f"{highest:.2f}"), ""] if highest < 1 else []),
        (
            say("tried_met", met=len(met), count=len(kinds), aim=chance, kinds=separator.join(met))
            if met
            else say("tried_none", aim=chance)
        ),
        "",
    ]
    return lines


EXPERIMENT = Experiment(
    name=NAME,
    summary="Show, Attend and Tell on Fashion-MNIST scenes: soft vs hard attention, localisation",
    run=run,
    report=report,
    draw=draw,
    verdict=lambda record: verdict(record["models"]),
    # the paper's title, its first author; the captions' words are the scenes' own language;
    # Wilson's interval, Williams's name for the estimator; Kool et al., the leave-one-out
    # baseline's authors
    english=frozenset(
        {
            "Show",
            "Attend",
            "and",
            "Tell",
            "Xu",
            "Fashion-MNIST",
            "Wilson",
            "BLEU-",
            "REINFORCE",
            "Kool",
            *SCENE_WORDS,
        }
    ),
)
