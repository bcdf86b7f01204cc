"""Show, Attend and Tell on Fashion-MNIST scenes: soft against hard attention, trained for the
same number of steps, scored on test scenes (built from Fashion-MNIST's test images only) for
the caption and for where each step looked: ``attnlab experiment scenes``.
"""

from __future__ import annotations

import datetime
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

import numpy as np
import torch

from attnlab import locales
from attnlab.atomic import write_json
from attnlab.captioning import (
    Captioner,
    caption_images,
    load_caption_config,
    open_captioner,
    train_captioner,
)
from attnlab.data.scenes import (
    CANVAS,
    CaptionVocabulary,
    Scene,
    SceneBatch,
    SceneOptions,
    collate_scenes,
    make_scene,
    make_scenes,
)
from attnlab.evaluation.captions import caption_metrics, localisation
from attnlab.experiments.base import (
    Experiment,
    provenance,
    wilson,
    write_figures,
    write_reports,
)
from attnlab.models.show_attend_tell import ShowAttendTell, region_mask
from attnlab.results import figure_file, verdict_state
from attnlab.training.progress import run_progress, stop_reason
from attnlab.viz.captions import CaptionRow, draw_captions

NAME = "scenes"
KINDS = ("soft", "hard")
FIGURE_SCENE = 0  # the test scene the figure shows
CLAIM = locales.translate("en", "report.scenes.claim")  # the English quote, as recorded
QUICK = [
    "--train.max_steps=4",
    "--train.eval_every=2",
    "--train.max_minutes=null",
    "--data.batch_size=8",
    "--data.dev_scenes=8",
    "--data.test_scenes=16",
    "--model.channels=16",
    "--model.hidden_dim=32",
    "--model.attention_dim=16",
]


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Train (or resume) both captioners, evaluate them on the test scenes, write the table,
    the figure and the report into ``out``; runs live in ``out/runs`` (quick) or ``runs/``."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    work = out / "runs" if quick else Path("runs")
    models = {}
    for kind in KINDS:
        overrides = [f"--run_dir={work / f'scenes-{kind}'}", *(QUICK if quick else [])]
        if minutes is not None:
            overrides.append(f"--train.max_minutes={minutes}")
        config = load_caption_config(Path("configs") / f"scenes-{kind}.yaml", overrides)
        train_captioner(config, resume=True)
        progress = run_progress(config.resolved_run_dir)
        if progress is None or not stop_reason(progress, config.train):
            # Ctrl-C or SIGTERM stopped it with a checkpoint: no report from half a run; the
            # next `attnlab experiment scenes` resumes it.
            raise KeyboardInterrupt
        captioner = open_captioner(config.resolved_run_dir)
        models[kind] = {**evaluate(captioner), "figure_scene": figure_scene(captioner)}
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "models": models,
        "verdict": verdict(models),
        **provenance(started),
    }
    write_json(out / "scenes.json", record)
    write_figures(out, record, draw)
    write_reports(out, record, report)
    return record


def test_scenes(captioner: Captioner) -> list[Scene]:
    data = captioner.config.data
    return make_scenes("test", 0, data.test_scenes, data)


def attention_per_word(model: ShowAttendTell, batch: SceneBatch) -> list[np.ndarray]:
    """alpha over the regions while each reference word is written, a (words, L) array per
    scene: under teacher forcing step t reads tgt_in[t] (bos, then word t-1) and writes word
    t, so row t belongs to word t."""
    with torch.no_grad():
        output = model(batch.images, region_mask(batch.images), batch.tgt_in)
    alpha = output.attention.cross[0][:, 0].numpy()  # (B, T, L)
    return [row[: len(scene.words)] for row, scene in zip(alpha, batch.scenes, strict=True)]


def evaluate(captioner: Captioner, batch_size: int = 100) -> dict[str, Any]:
    """Caption metrics (the config's beam) and localisation (alpha over the reference
    caption) on the run's test scenes, with the run's training record."""
    scenes = test_scenes(captioner)
    vocabulary = CaptionVocabulary()
    hypotheses, weights = [], []
    model = captioner.model
    for start in range(0, len(scenes), batch_size):
        batch = collate_scenes(scenes[start : start + batch_size], vocabulary)
        captions = caption_images(captioner, batch.images)
        hypotheses += [words for words, _ in captions]
        weights += attention_per_word(model, batch)
    metrics = caption_metrics(hypotheses, [scene.words for scene in scenes])
    located = localisation(
        weights,
        [scene.item_words for scene in scenes],
        [[item.box for item in scene.items] for scene in scenes],
        CANVAS,
    )
    history = _history(captioner)
    hits = round(located.top_region_inside * located.words)
    return {
        "run_dir": str(captioner.files.root),
        "attention": captioner.config.model.attention,
        "config": asdict(captioner.config),
        "training": {
            "steps": history["step"],
            "minutes": round(history["elapsed_s"] / 60, 1),
            "scenes_seen": history["step"] * captioner.config.data.batch_size,
            "best_dev_bleu": history["best_dev_bleu"],
        },
        "beam": captioner.config.decode.beam_size,
        **vars(metrics),
        "item_accuracy_95": wilson(round(metrics.item_accuracy * metrics.items), metrics.items),
        "localisation": {
            **vars(located),
            "top_region_inside_95": wilson(hits, located.words),
        },
        "spread": spread(weights),
        "examples": [
            {"reference": scene.caption, "hypothesis": " ".join(words)}
            for scene, words in zip(scenes[:5], hypotheses[:5], strict=True)
        ],
    }


def spread(weights: list[np.ndarray]) -> dict[str, float]:
    """How focused alpha is over every word of the reference captions: its mean entropy (nats;
    uniform over L regions is log L) and the share of words whose most attended region is the
    model's most common one (near 1: it looks at the same place whatever the image)."""
    rows = np.concatenate(weights)  # (words, L)
    entropy = -(rows * np.log(np.clip(rows, 1e-12, None))).sum(axis=-1)
    tops = np.bincount(rows.argmax(axis=-1), minlength=rows.shape[-1])
    return {
        "entropy": float(entropy.mean()),
        "uniform_entropy": float(np.log(rows.shape[-1])),
        "same_top_region": float(tops.max() / tops.sum()),
    }


def _history(captioner: Captioner) -> dict[str, Any]:
    from attnlab.training.progress import run_progress

    progress = run_progress(captioner.files.root)
    if progress is None:
        return {"step": 0, "elapsed_s": 0.0, "best_dev_bleu": None}
    return {
        "step": progress.step,
        "elapsed_s": progress.elapsed_s,
        "best_dev_bleu": progress.best_dev_bleu,
    }


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Does attention look at the item being named (above chance, intervals apart)? Which
    variant captions better in the same time? The claim holds when soft attention, the variant
    that trains end to end by backpropagation, looks at the named item."""
    looks = {}
    for kind, result in models.items():
        located = result["localisation"]
        # The most attended region's Wilson interval has to clear a random region's chance.
        looks[kind] = located["top_region_inside_95"][0] > located["chance_top_region"]
    soft, hard = models["soft"], models["hard"]
    better = "soft" if soft["bleu"] > hard["bleu"] else "hard"
    return {
        "holds": looks["soft"],
        "partly": looks["soft"] and not looks["hard"],  # hard attention: not in the same time
        "attends_to_named_item": looks,
        "higher_bleu": better,
        "bleu_gap": round(abs(soft["bleu"] - hard["bleu"]), 2),
        "item_accuracy_intervals_apart": (
            soft["item_accuracy_95"][0] > hard["item_accuracy_95"][1]
            or hard["item_accuracy_95"][0] > soft["item_accuracy_95"][1]
        ),
    }


def figure_scene(captioner: Captioner) -> dict[str, Any]:
    """What the figure needs of test scene FIGURE_SCENE: the greedy caption and alpha over the
    regions for each of its words (T, L), so that the figure is drawn from the record (and
    the dataset, which makes the scene again)."""
    scene = make_scene("test", FIGURE_SCENE, captioner.config.data)
    images = collate_scenes([scene], CaptionVocabulary()).images
    words, weights = caption_images(captioner, images, beam_size=1)[0]
    return {
        "scene": FIGURE_SCENE,
        "words": list(words),
        "weights": np.round(np.asarray(weights, dtype=np.float64), 4).tolist(),
    }


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """The figure's test scene captioned by both models: a row each, a panel per word. The
    scene is made again from the data options recorded (scenes are a function of them)."""

    def say(key: str, **params: object) -> str:
        return locales.translate(lang, f"report.{NAME}.{key}", **params)

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
    models, verdict_ = record["models"], record["verdict"]

    def say(key: str, **params: object) -> str:
        return locales.translate(lang, f"report.{NAME}.{key}", **params)

    command = record["command"] or f"attnlab experiment {NAME}"
    lines = [
        f"# {say('title')}",
        "",
        *(f"> {line}" for line in say("claim").split("\n")),
        "",
        say("command", command=command, minutes=f"{record['seconds'] / 60:.1f}"),
        "",
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
    looks = verdict_["attends_to_named_item"]
    holds = [kind for kind in KINDS if looks[kind]]
    state = verdict_state(verdict_) or "does_not_hold"  # always a verdict: its holds is a bool
    separator = locales.translate(lang, "report.list_separator")
    apart = "apart" if verdict_["item_accuracy_intervals_apart"] else "not_apart"
    lines += [
        "",
        say("notes"),
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        f"## {locales.translate(lang, 'report.does_it_hold')}",
        "",
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
        "",
        say("caveat"),
    ]
    if record["quick"]:
        lines += ["", say("quick")]
    return "\n".join(lines) + "\n"


EXPERIMENT = Experiment(
    name=NAME,
    summary="Show, Attend and Tell on Fashion-MNIST scenes: soft vs hard attention, localisation",
    run=run,
    report=report,
    draw=draw,
)
