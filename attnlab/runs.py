"""A run directory: what training writes and what translation, evaluation and the explorer read.

RUN_DIR/config.yaml             the resolved experiment config
RUN_DIR/tokenizers/             source and target sentencepiece models
RUN_DIR/model.safetensors       best weights so far (by dev BLEU)
RUN_DIR/last/model.safetensors  the latest weights, with trainer.safetensors + trainer.json:
                                the checkpoint --resume continues from, replaced as a unit
RUN_DIR/kept/step-NNNNNNN.safetensors  the weights of the last train.keep_last evaluations
RUN_DIR/metrics.csv             one row per evaluation
RUN_DIR/history/step-NNNNNNNN.safetensors  per evaluation, the probes' translations and
                                attention (train.probe_sentences; attnlab.training.history)
RUN_DIR/.lock                   locked by the training that writes the run; holds its pid
RUN_DIR/report-test.json        test scores, written by ``attnlab evaluate``
RUN_DIR/averaged.json           in a run written by ``attnlab average``: what it averaged
RUN_DIR/train.yaml, train.log   in an experiment's run: the config it asked ``attnlab train``
                                for, and what that training said

A Hugging Face model folder (saved by ``save_pretrained``: config.json, weights, tokenizer)
opens like a run when named ``hf:PATH`` (attnlab.models.hugging_face); once found, its folder
is recognized by its config.json without attnlab's config.yaml.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from torch import nn

from attnlab import pretrained
from attnlab.config import ExperimentConfig, ModelConfig, file_task, load_saved_config
from attnlab.data import Tokenizers
from attnlab.locales import say
from attnlab.models import build_model
from attnlab.models.family import TRANSLATION
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

    @property
    def history(self) -> Path:
        return self.root / "history"  # the probes' attention at each evaluation

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


HF_PREFIX = "hf:"  # attnlab translate hf:PATH: a Hugging Face model folder


def is_hugging_face(files: RunFiles) -> bool:
    """A model folder saved by transformers, not a run attnlab trained."""
    return (files.root / "config.json").is_file() and not files.config.exists()


def find_run(run: str | Path) -> RunFiles:
    """The files of the run ``run`` names: a run directory, a shipped model by its name,
    checked against the SHA256SUMS it carries (ManifestError), or ``hf:PATH``, a Hugging Face
    model folder (AdapterError when it cannot be one); FileNotFoundError when it is none."""
    if str(run).startswith(HF_PREFIX) or is_hugging_face(RunFiles(Path(run))):
        from attnlab.models.hugging_face import read_model_config

        folder = Path(str(run).removeprefix(HF_PREFIX))
        read_model_config(folder)  # a folder that is no encoder-decoder: said now, in one line
        return RunFiles(folder)
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
    files = RunFiles(Path(str(run_dir).removeprefix(HF_PREFIX)))
    if is_hugging_face(files):
        return TRANSLATION
    return file_task(files.config) if files.config.exists() else None


def open_run(run_dir: str | Path, config: ExperimentConfig | None = None) -> LoadedRun:
    """Config, tokenizers and the model the config describes, still with initial weights;
    ``run_dir`` may also name a shipped model. ``config``: the run's saved config, where the
    caller has read it already."""
    files = find_run(run_dir)
    if is_hugging_face(files):
        return _open_hugging_face(files)
    if config is None:
        config = load_saved_config(files.config)
    tokenizers = Tokenizers.load(files.tokenizers)
    model = build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
    return LoadedRun(files, config, tokenizers, model)


def load_run(
    run_dir: str | Path, weights: str = "best", config: ExperimentConfig | None = None
) -> LoadedRun:
    """Config, tokenizers and model (best or last weights) of a run, in eval mode on the CPU;
    ``config`` as ``open_run``'s."""
    if weights not in ("best", "last"):
        raise ValueError(f"weights must be 'best' or 'last', got {weights!r}")
    run = open_run(run_dir, config)
    if is_hugging_face(run.files):
        return run  # its own weights, loaded with it
    path = run.files.best_weights if weights == "best" else run.files.last_weights
    if weights == "best" and not path.exists():
        path = run.files.last_weights  # no evaluation yet: the latest weights are the best we have
    load_weights(run.model, path, tokenizers=run.tokenizers.fingerprint)
    run.model.eval()
    return run


def _open_hugging_face(files: RunFiles) -> LoadedRun:
    """A Hugging Face model folder as a run: its tokenizer and model in attnlab's ids, and a
    config that names the ``hf`` family and the folder (attnlab.models.hugging_face)."""
    from attnlab.data.hugging_face import load_tokenizers
    from attnlab.models import families, register_family
    from attnlab.models.hugging_face import HF, HFOptions, load_model, read_model_config

    tokenizers, ids = load_tokenizers(files.root, read_model_config(files.root))
    model = load_model(files.root, ids)
    if HF.name not in families():
        register_family(HF)
    folder = str(files.root)
    config = ExperimentConfig(
        name=files.root.resolve().name or "hf",
        model=ModelConfig(family=HF.name, options=HFOptions(folder)),
    )
    return LoadedRun(files, config, tokenizers, model)
