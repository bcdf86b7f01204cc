"""The experiment config's schema: a frozen dataclass per component (data, model, train,
decode), nested in ``ExperimentConfig``. Each field's comment says what it means; cross-field
rules live in each dataclass's ``__post_init__``, whose messages start with the field name
(the loader prefixes the section: "model.")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Literal, Protocol

from attnlab.decoding.hypothesis import BEAM_RULES
from attnlab.models.family import TRANSLATION, OptionsT
from attnlab.models.registry import get_family
from attnlab.options import ConfigError, at_least, fraction, one_of, positive, shown
from attnlab.schedules import SCHEDULES

AUTO: Literal["auto"] = "auto"


@dataclass(frozen=True)
class DataConfig:
    corpus: str = "tatoeba-zh-en"  # a registered corpus name ("synthetic:reverse", ...) or a path
    # Subword vocabulary sizes; "auto": sized to the training data when training starts.
    src_vocab_size: int | Literal["auto"] = 4000
    tgt_vocab_size: int | Literal["auto"] = 4000
    max_len: int = 80  # subword tokens; longer training pairs are dropped, test pairs never
    max_tokens: int = 4096  # token budget per batch

    def __post_init__(self) -> None:
        for name in ("src_vocab_size", "tgt_vocab_size"):
            size = getattr(self, name)
            if size != AUTO and (isinstance(size, bool) or not isinstance(size, int) or size < 1):
                raise ConfigError(f"{name} must be a positive int or 'auto', got {shown(size)}")
        positive(self, "max_len", "max_tokens")
        if self.max_tokens < self.max_len:
            raise ConfigError(
                f"max_tokens ({self.max_tokens}) must be at least max_len ({self.max_len}) so "
                "the longest pair fits in a batch; raise max_tokens or lower max_len"
            )

    def vocab_sizes(self) -> tuple[int | None, int | None]:
        """The (src, tgt) sizes to train tokenizers with; None for "auto" (sized to the data)."""
        src, tgt = (
            size if isinstance(size, int) else None
            for size in (self.src_vocab_size, self.tgt_vocab_size)
        )
        return src, tgt


class FamilyOptions(Protocol):
    """A family's options: an instance of the frozen dataclass its ``Family`` names."""

    __dataclass_fields__: ClassVar[dict[str, Any]]


@dataclass(frozen=True)
class ModelConfig:
    """The model: a registered family (attnlab/models/registry.py) and its options.

    In YAML the options sit beside ``family`` (``model: {family: luong, score: dot}``); each
    family declares its own, with defaults, in its model file. An option the family does not
    have is an error that names the family and its options.
    """

    family: str = "bahdanau"
    # the family's options dataclass (read a family's own with ``options_as``); None: its
    # defaults
    options: FamilyOptions = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        family = get_family(self.family)
        if self.options is None:
            object.__setattr__(self, "options", family.options())
        elif not isinstance(self.options, family.options):
            raise ConfigError(
                f"options must be {family.options.__name__} for the {family.name} family, "
                f"got {type(self.options).__name__}"
            )

    def options_as(self, kind: type[OptionsT]) -> OptionsT:
        """The options, typed as the family's ``kind`` (ShowAttendTellOptions, ...); a
        TypeError if the family's options are of another kind (code asked for the wrong one)."""
        if not isinstance(self.options, kind):
            raise TypeError(
                f"the {self.family} family's options are {type(self.options).__name__}, not "
                f"{kind.__name__}"
            )
        return self.options

    @property
    def task(self) -> str:
        """What the family's models do (attnlab.models.family: TRANSLATION, CAPTION)."""
        return get_family(self.family).task

    def check_task(self, task: str) -> None:
        """A config for ``task`` names a family of that task; ConfigError naming them if not."""
        try:
            get_family(self.family, task)
        except ConfigError as error:
            raise ConfigError(f"model.{error}") from None


@dataclass(frozen=True)
class TrainConfig:
    seed: int = 1  # seeds Python, NumPy and torch
    lr: float = 1e-3  # peak learning rate
    max_epochs: int = 20  # stop after this many passes over the training data
    max_steps: int | None = None  # stop after this many optimizer steps; None = no limit
    max_minutes: float | None = None  # wall-clock budget; None = no limit
    clip_norm: float = 1.0  # gradient norm clipping threshold
    label_smoothing: float = 0.1  # probability mass spread over the vocabulary
    schedule: str = "constant"  # learning-rate schedule, one of SCHEDULES
    warmup_steps: int = 0  # linear warmup steps (inverse_sqrt needs > 0)
    eval_every: int = 500  # steps between dev evaluations
    patience: int = 5  # evaluations without dev improvement before early stop
    dev_bleu_sentences: int | None = 500  # dev BLEU on this many sentences (fast); None = all
    keep_last: int = 0  # weights of the last N evaluations kept in kept/, for `attnlab average`
    # dev sources (after the lesson's sentences, for a Chinese source) whose translation and
    # attention each evaluation keeps in history/, to watch alignment appear; 0 = none
    probe_sentences: int = 8
    # Start from the best weights and the tokenizers of this run directory or shipped model
    # (fine-tuning, or a new schedule for a trained model); its model options must match
    init_from: str | None = None
    # torch threads; None = all cores; "auto" = the cores free when training starts, shared
    # among the processes torchrun starts on this machine
    threads: int | Literal["auto"] | None = None
    device: str = "cpu"  # "cpu", "cuda", "cuda:1", "mps"; "auto": cuda if there is one
    precision: str = "fp32"  # "fp32"; "bf16" (autocast, CUDA or CPU); "fp16" (CUDA, loss scaling)
    # How long a process waits for the others (rank 0's evaluations included) under torchrun
    # before the run ends with an error
    dist_timeout_minutes: float = 30.0

    def __post_init__(self) -> None:
        if isinstance(self.seed, int) and not 0 <= self.seed < 2**63:  # what torch can take
            raise ConfigError(f"seed must be from 0 to 2**63 - 1, got {self.seed}")
        one_of("schedule", self.schedule, SCHEDULES)
        one_of("precision", self.precision, ("fp32", "bf16", "fp16"))
        positive(self, "lr", "max_epochs", "max_steps", "max_minutes", "clip_norm", "eval_every")
        positive(self, "patience", "dev_bleu_sentences", "dist_timeout_minutes")
        if self.threads != AUTO:
            positive(self, "threads")
        fraction("label_smoothing", self.label_smoothing)
        at_least("warmup_steps", self.warmup_steps, 0)
        at_least("keep_last", self.keep_last, 0)
        at_least("probe_sentences", self.probe_sentences, 0)
        if self.schedule == "inverse_sqrt" and self.warmup_steps == 0:
            raise ConfigError(
                "warmup_steps must be > 0 with schedule 'inverse_sqrt' (the rate peaks at "
                "step warmup_steps); set it, e.g. warmup_steps=4000"
            )
        if not re.fullmatch(r"(cpu|cuda|mps)(:\d+)?|auto", self.device):
            raise ConfigError(
                f"device must be 'cpu', 'cuda', 'cuda:N', 'mps' or 'auto', got {self.device!r}"
            )
        if self.precision == "fp16" and not self.device.startswith(("cuda", AUTO)):
            raise ConfigError(
                f"precision 'fp16' needs a CUDA device (device is {self.device!r}); use "
                "precision 'bf16' or 'fp32' there"
            )


@dataclass(frozen=True)
class DecodeConfig:
    beam_size: int = 5  # 1 = greedy
    length_penalty: float = 1.0  # scores are divided by ((5 + length) / 6) ** length_penalty
    # attnlab: that normalizer, searched until no hypothesis can still win; ctranslate2: by
    # length ** length_penalty, until beam_size hypotheses have ended (a CTranslate2 export's
    # beam output, but for near ties its own softmax breaks the other way)
    beam_rule: str = "attnlab"
    max_len_ratio: float = 2.0  # output length limit = ratio * source length + offset
    max_len_offset: int = 10  # see max_len_ratio

    def __post_init__(self) -> None:
        positive(self, "beam_size", "max_len_ratio")
        at_least("length_penalty", self.length_penalty, 0)
        at_least("max_len_offset", self.max_len_offset, 0)
        one_of("beam_rule", self.beam_rule, BEAM_RULES)


@dataclass(frozen=True)
class ExperimentConfig:
    name: str = "experiment"  # names the run and its default directory
    run_dir: str | None = None  # where checkpoints and logs go; None = runs/<name>
    data: DataConfig = field(default_factory=DataConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    decode: DecodeConfig = field(default_factory=DecodeConfig)

    def __post_init__(self) -> None:
        if not self.name or "/" in self.name or "\\" in self.name:
            raise ConfigError(
                f"name must be non-empty without '/' or '\\' (it names runs/<name>), "
                f"got {self.name!r}; use run_dir to choose another directory"
            )
        self.model.check_task(TRANSLATION)

    @property
    def resolved_run_dir(self) -> Path:
        """``run_dir``, or ``runs/<name>`` when it is unset."""
        return Path(self.run_dir) if self.run_dir is not None else Path("runs") / self.name
