"""A run directory: what training writes and what translation, evaluation and the explorer read.

RUN_DIR/config.yaml             the resolved experiment config
RUN_DIR/tokenizers/             source and target sentencepiece models
RUN_DIR/model.safetensors       best weights so far (by dev BLEU)
RUN_DIR/last/model.safetensors  the latest weights, with trainer.safetensors + trainer.json:
                                the checkpoint --resume continues from, replaced as a unit
RUN_DIR/kept/step-NNNNNNN.safetensors  the weights of the last train.keep_last evaluations
RUN_DIR/metrics.csv             one row per evaluation
RUN_DIR/.lock                   locked by the training that writes the run; holds its pid
RUN_DIR/report-test.json        test scores, written by ``attnlab evaluate``
RUN_DIR/averaged.json           in a run written by ``attnlab average``: what it averaged
RUN_DIR/train.yaml, train.log   in an experiment's run: the config it asked ``attnlab train``
                                for, and what that training said
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from torch import nn

from attnlab import pretrained
from attnlab.config import ExperimentConfig, file_task, load_saved_config
from attnlab.data import Tokenizers
from attnlab.locales import say
from attnlab.models import build_model
from attnlab.weights import load_weights


@dataclass(frozen=True)
class RunFiles:
    root: Path

    @property
    def config(self) -> Path:
        return self.root / "config.yaml"

    @property
    def tokenizers(self) -> Path:
        return self.root / "tokenizers"

    @property
    def best_weights(self) -> Path:
        return self.root / "model.safetensors"

    @property
    def last(self) -> Path:
        return self.root / "last"

    @property
    def last_weights(self) -> Path:
        return self.last / "model.safetensors"

    @property
    def trainer_state(self) -> Path:
        return self.last / "trainer"

    @property
    def kept(self) -> Path:
        return self.root / "kept"  # the weights of recent evaluations (train.keep_last)

    def kept_weights(self, step: int) -> Path:
        return self.kept / f"step-{step:07d}.safetensors"

    @property
    def metrics(self) -> Path:
        return self.root / "metrics.csv"

    @property
    def lock(self) -> Path:
        return self.root / ".lock"

    def report(self, split: str, *, int8: bool = False, corpus: str | None = None) -> Path:
        """report-SPLIT.json; ``corpus``: scored on another corpus than the run's, which
        the name then carries (report-test-tatoeba-zh-en-joined.json)."""
        tail = (f"-{corpus}" if corpus else "") + ("-int8" if int8 else "")
        return self.root / f"report-{split}{tail}.json"


@dataclass
class LoadedRun:
    files: RunFiles
    config: ExperimentConfig
    tokenizers: Tokenizers
    model: nn.Module


def find_run(run: str | Path) -> RunFiles:
    """The files of the run ``run`` names: a run directory, or a shipped model by its name,
    checked against the SHA256SUMS it carries (ManifestError); FileNotFoundError when it is
    neither."""
    files = RunFiles(pretrained.resolve(run))
    if not files.config.exists():
        what = say(
            "messages.no_such_directory" if not files.root.exists() else "messages.no_config"
        )
        raise FileNotFoundError(
            say("messages.run_missing", run=run, what=what, hint=pretrained.hint())
        )
    pretrained.verify_folder(files.root)  # a folder that carries SHA256SUMS, wherever it is
    return files


def run_task(run_dir: str | Path) -> str | None:
    """What the run's model does (attnlab.models.family: TRANSLATION, CAPTION), told by the
    family in its config; None where it has no config."""
    path = RunFiles(Path(run_dir)).config
    return file_task(path) if path.exists() else None


def open_run(run_dir: str | Path) -> LoadedRun:
    """Config, tokenizers and the model the config describes, still with initial weights;
    ``run_dir`` may also name a shipped model."""
    files = find_run(run_dir)
    config = load_saved_config(files.config)
    tokenizers = Tokenizers.load(files.tokenizers)
    model = build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
    return LoadedRun(files, config, tokenizers, model)


def load_run(run_dir: str | Path, weights: str = "best") -> LoadedRun:
    """Config, tokenizers and model (best or last weights) of a run, in eval mode on the CPU."""
    if weights not in ("best", "last"):
        raise ValueError(f"weights must be 'best' or 'last', got {weights!r}")
    run = open_run(run_dir)
    path = run.files.best_weights if weights == "best" else run.files.last_weights
    if weights == "best" and not path.exists():
        path = run.files.last_weights  # no evaluation yet: the latest weights are the best we have
    load_weights(run.model, path, tokenizers=run.tokenizers.fingerprint)
    run.model.eval()
    return run
