"""The scenes experiment's measurements of a trained captioner: its captions and where each
word looked on the test scenes (caption metrics, localisation in the named item's box, the
spread of attention), the noise of its REINFORCE gradient, and the scene the figure shows (see
scenes for the experiment)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
import torch

from attnlab.captioning import Captioner, caption_images
from attnlab.config import to_dict
from attnlab.data.scenes import (
    CANVAS,
    CaptionVocabulary,
    Scene,
    SceneBatch,
    collate_scenes,
    make_scene,
    make_scenes,
)
from attnlab.data.tokenizer import PAD_ID
from attnlab.experiments.base import wilson
from attnlab.metrics.captions import caption_metrics, localisation
from attnlab.models.show_attend_tell import REWARDS, ShowAttendTell, caption_loss, region_mask
from attnlab.training.progress import run_progress

FIGURE_SCENE = 0  # the test scene the figure shows
NOISE_SAMPLES = 32  # REINFORCE gradients drawn per reward on one batch (reinforce_noise)
NOISE_SCENES = 32  # that batch's scenes, the same for every model
QUICK_NOISE_SAMPLES = 4  # enough to run the estimate, not to trust it


def test_scenes(captioner: Captioner) -> list[Scene]:
    data = captioner.config.data
    return make_scenes("test", 0, data.test_scenes, data)


def attention_per_word(model: ShowAttendTell, batch: SceneBatch) -> list[np.ndarray]:
    """alpha over the regions while each reference word is written, a (words, L) array per
    scene: under teacher forcing step t reads tgt_in[t] (bos, then word t-1) and writes word
    t, so row t belongs to word t."""
    with torch.no_grad():
        output = model(batch.images, region_mask(batch.images), batch.tgt_in, need_weights=True)
    alpha = output.attention.cross[0][:, 0].numpy()  # (B, T, L)
    return [row[: len(scene.words)] for row, scene in zip(alpha, batch.scenes, strict=True)]


def evaluate(
    captioner: Captioner, noise_samples: int = NOISE_SAMPLES, batch_size: int = 100
) -> dict[str, Any]:
    """Caption metrics (the config's beam) and localisation (alpha over the reference
    caption) on the run's test scenes, with the run's training record (and a hard model's
    REINFORCE signal-to-noise from ``noise_samples`` draws)."""
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
    data = captioner.config.data
    noise = (
        {
            "reinforce_noise": reinforce_noise(
                model, make_scenes("train", 0, NOISE_SCENES, data), noise_samples
            )
        }
        if model.hard
        else {}
    )
    return {
        "run_dir": str(captioner.files.root),
        "attention": captioner.config.options.attention,
        "config": to_dict(captioner.config),
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
        **noise,
    }


def reinforce_noise(
    model: ShowAttendTell, scenes: list[Scene], samples: int = NOISE_SAMPLES
) -> dict[str, float]:
    """How much signal REINFORCE's gradient carries, for each reward: its estimate of the
    gradient of the attention's score f_att, drawn ``samples`` times on the same batch (a new
    region sampled at every step each time, no expected context, no entropy bonus):
    ||E g|| / sqrt(E ||g - E g||^2), both estimated without bias. Below 1, one batch's
    gradient is mostly noise. Only REINFORCE reaches f_att here: a sampled region's context
    carries no gradient back to alpha."""
    batch = collate_scenes(scenes, CaptionVocabulary())
    mask = region_mask(batch.images)
    trained_with, was_training = model.options, model.training
    parameters = list(model.score.parameters())
    noise = {}
    model.train()
    try:
        torch.manual_seed(0)
        for reward in REWARDS:
            model.options = replace(  # the moving-average baseline, one sequence per scene
                trained_with, reward=reward, expected_location=0.0, entropy_weight=0.0, samples=1
            )
            draws = []
            for _ in range(samples):
                output = model(batch.images, mask, batch.tgt_in)
                loss, _ = caption_loss(model, output, batch.tgt_out, PAD_ID, update=False)
                gradients = torch.autograd.grad(loss, parameters)
                draws.append(torch.cat([g.flatten() for g in gradients]))
            stacked = torch.stack(draws)  # (samples, parameters)
            variance = stacked.var(dim=0).sum()  # E ||g - E g||^2
            # ||mean||^2 overstates ||E g||^2 by the mean's own variance, variance / samples
            signal = (stacked.mean(dim=0).pow(2).sum() - variance / samples).clamp_min(0)
            noise[reward] = round(float((signal / variance).sqrt()), 4)
    finally:
        model.options = trained_with
        model.train(was_training)
    return noise


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

    progress = run_progress(captioner.files.root)
    if progress is None:
        return {"step": 0, "elapsed_s": 0.0, "best_dev_bleu": None}
    return {
        "step": progress.step,
        "elapsed_s": progress.elapsed_s,
        "best_dev_bleu": progress.best_dev_bleu,
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
