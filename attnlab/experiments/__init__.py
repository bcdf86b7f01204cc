"""Experiments that reproduce the literature's claims, one module each, behind one verb:
``attnlab experiment NAME [--quick]``. Each writes to its output folder a figure (PNG), a JSON
of every number (with the command, the machine and the time taken) and a README.md that
quotes the claim, shows the measurement and says plainly whether it holds.
"""

from __future__ import annotations

from attnlab.experiments import (
    alignment,
    alignment_emerges,
    bottleneck,
    copy_reverse,
    cost,
    distractors,
    faithfulness,
    learning_path,
    masks_wrong,
    no_positions,
    path_length,
    quality,
    scaling,
    scenes,
    scores,
    uniform_weights,
)
from attnlab.experiments.base import Experiment

EXPERIMENTS: dict[str, Experiment] = {
    experiment.name: experiment
    for experiment in (
        bottleneck.EXPERIMENT,
        copy_reverse.EXPERIMENT,
        learning_path.EXPERIMENT,
        scores.EXPERIMENT,
        scaling.EXPERIMENT,
        path_length.EXPERIMENT,
        cost.EXPERIMENT,
        distractors.EXPERIMENT,
        masks_wrong.EXPERIMENT,
        no_positions.EXPERIMENT,
        scenes.EXPERIMENT,
        faithfulness.EXPERIMENT,
        uniform_weights.EXPERIMENT,
        alignment.EXPERIMENT,
        alignment_emerges.EXPERIMENT,
        quality.EXPERIMENT,
    )
}

__all__ = ["EXPERIMENTS", "Experiment"]
