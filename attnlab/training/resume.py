"""What a resume that cannot go on says, in one line: the model differs from the run's, or the
budget it was given is already used. Both compare with the run's config.yaml, which holds the
config (overrides included) the run was last trained under: a translator's or a captioner's."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path
from typing import Any

from attnlab.config import differences
from attnlab.training.progress import Progress, ended_budget, stop_reason


def changed_model(root: Path, saved: Any, given: Any) -> str:
    """Why the checkpoint does not fit the model ``given`` asks for: the model options that
    differ from ``saved`` (the run's), and the overrides that put them back; empty when none
    differs (the weights do not fit for another reason)."""
    changed = {k: v for k, v in differences(saved, given).items() if k.startswith("model.")}
    if not changed:
        return ""
    shown = "; ".join(f"{key} {old} in it, {new} now" for key, (old, new) in changed.items())
    back = " ".join(f"--{key}={old}" for key, (old, _) in changed.items() if old is not None)
    return (
        f"{root} was trained with another model than this config describes ({shown}; see its "
        f"config.yaml): its checkpoint cannot continue as another model. Resume with {back} "
        "(or without the overrides that changed it), or train this model as a new run with "
        "--name=NAME"
    )


def complete(root: Path, progress: Progress, saved: Any, given: Any) -> str:
    """A run already complete under ``given``'s budget: which budget ended it, whether the
    run itself was trained with another (an override not repeated), and the override that
    extends it."""
    budget = ended_budget(progress, given.train)
    line = f"{root} is complete ({stop_reason(progress, given.train)}) at step {progress.step}"
    own = getattr(saved.train, budget)
    if own != getattr(given.train, budget):
        line += f"; the run was trained with train.{budget}={own} (its config.yaml)"
    if own is not None and ended_budget(progress, replace(given.train, **{budget: own})) != budget:
        bigger = own  # the run's own budget, not yet used: the override left out
    else:
        bigger = {
            "max_epochs": 2 * progress.epoch,
            "max_steps": 2 * progress.step,
            "patience": progress.evals_without_gain + given.train.patience,
            "max_minutes": math.ceil(progress.elapsed_s / 30),  # twice the minutes trained
        }[budget]
    return f"{line}; nothing changed. To train on, --resume with --train.{budget}={bigger}"
