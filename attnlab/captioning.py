"""Image captioning on Fashion-MNIST scenes with Show, Attend and Tell: the config, the
captioner's task for the one training loop (``attnlab.training.trainer``; batches are scenes
drawn on the fly, so an epoch is 55,000 of them), and captioning images with greedy or beam
search through the decoder protocol.

    attnlab train configs/scenes-soft.yaml [--resume] [--train.max_minutes=15]
    attnlab caption runs/scenes-soft scene.png [more.png | a folder]
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import numpy as np
import torch
from torch import nn

from attnlab.atomic import write_file
from attnlab.config import (
    DecodeConfig,
    ModelConfig,
    TrainConfig,
    dump_yaml,
    load_sections,
    to_dict,
)
from attnlab.data.scenes import (
    CANVAS,
    DEV_IMAGES_FROM,
    CaptionVocabulary,
    SceneBatch,
    SceneOptions,
    collate_scenes,
    image_tensor,
    make_scenes,
)
from attnlab.data.tokenizer import BOS_ID, EOS_ID, PAD_ID
from attnlab.decoding import beam_search, greedy_search
from attnlab.metrics import CorpusScores, corpus_scores
from attnlab.models import build_model
from attnlab.models.family import CAPTION
from attnlab.models.show_attend_tell import (
    SHOW_ATTEND_TELL,
    ShowAttendTell,
    ShowAttendTellOptions,
    caption_loss,
    region_mask,
    repeat_samples,
)
from attnlab.options import ConfigError, positive
from attnlab.runs import RunFiles, run_task
from attnlab.training.distributed import Step, World
from attnlab.training.tasks import Steps
from attnlab.training.trainer import Trainer
from attnlab.weights import load_weights


@dataclass(frozen=True)
class CaptionData(SceneOptions):
    batch_size: int = 64  # scenes per training step

    def __post_init__(self) -> None:
        super().__post_init__()
        positive(self, "batch_size")


@dataclass(frozen=True)
class CaptionDecode(DecodeConfig):
    # The source is the 36 regions and the longest caption (4 items) has 27 words: the limit
    # is one word per region, plus 4.
    max_len_ratio: float = 1.0
    max_len_offset: int = 4


def _captioner() -> ModelConfig:
    return ModelConfig(SHOW_ATTEND_TELL.name)


@dataclass(frozen=True)
class CaptionConfig:
    """A captioner's config: its model is a family of the caption task (in YAML, ``model:
    {family: show_attend_tell, attention: soft, ...}``), which is what tells it apart."""

    name: str = "scenes"  # names the run and its default directory
    run_dir: str | None = None  # where checkpoints go; None = runs/<name>
    data: CaptionData = field(default_factory=CaptionData)
    model: ModelConfig = field(default_factory=_captioner)
    train: TrainConfig = field(default_factory=TrainConfig)
    decode: CaptionDecode = field(default_factory=CaptionDecode)

    def __post_init__(self) -> None:
        if not self.name or "/" in self.name:
            raise ConfigError(f"name must be non-empty without '/', got {self.name!r}")
        self.model.check_task(CAPTION)

    @property
    def options(self) -> ShowAttendTellOptions:
        """The captioner's options (``model`` less its family), typed."""
        return self.model.options_as(ShowAttendTellOptions)

    @property
    def resolved_run_dir(self) -> Path:
        return Path(self.run_dir) if self.run_dir is not None else Path("runs") / self.name


def load_caption_config(
    path: str | Path | None, overrides: list[str] | tuple[str, ...] = ()
) -> CaptionConfig:
    """A captioning config from YAML and ``--section.key=value`` overrides, checked."""
    return load_sections(CaptionConfig, path, overrides)


def captioner_model(config: CaptionConfig, vocabulary: CaptionVocabulary) -> ShowAttendTell:
    """The model a captioning config describes, built through its family."""
    model = build_model(config.model, 0, vocabulary.size)
    assert isinstance(model, ShowAttendTell)
    return model


@dataclass
class Captioner:
    """A captioning run: its files, config, vocabulary and model."""

    files: RunFiles
    config: CaptionConfig
    vocabulary: CaptionVocabulary
    model: ShowAttendTell


def open_captioner(
    run_dir: str | Path, weights: str = "best", config: CaptionConfig | None = None
) -> Captioner:
    """A trained captioner (best weights, or the last ones), in eval mode on the CPU;
    ``config``: the run's saved config, where the caller has read it already."""
    files = RunFiles(Path(run_dir))
    if config is None:
        if run_task(run_dir) != CAPTION:
            raise FileNotFoundError(
                f"{run_dir} is not a captioning run (no config.yaml with a captioning family); "
                "train one with `attnlab train configs/scenes-soft.yaml`"
            )
        config = load_caption_config(files.config)
    vocabulary = CaptionVocabulary()
    model = captioner_model(config, vocabulary)
    path = files.best_weights if weights == "best" else files.last_weights
    if not path.exists():
        path = files.last_weights
    load_weights(model, path)
    return Captioner(files, config, vocabulary, model.eval())


# ---- training ----------------------------------------------------------------------------


def train_captioner(config: CaptionConfig, resume: bool = False) -> str:
    """Train into the run directory with the one training loop (``attnlab.training``): exact
    resume, Ctrl-C and SIGTERM, precision, divergence. Returns how it stopped; ``resume``
    continues from the checkpoint, and a complete run is left as it is."""
    return fit_captioner(config, resume).stopped


def fit_captioner(config: CaptionConfig, resume: bool = False) -> Trainer:
    """``train_captioner``'s trainer, done: ``stopped`` says how it stopped, ``signal`` which
    signal stopped it, if one did."""
    trainer = Trainer(config, resume, task=CaptionTask(config))
    trainer.fit()
    return trainer


class CaptionTask:
    """Scenes drawn on the fly (an epoch is the 55,000 training images, as scenes), Show,
    Attend and Tell, and BLEU of greedy captions of the dev scenes."""

    fingerprint = None  # a fixed vocabulary, no tokenizers

    def __init__(self, config: CaptionConfig) -> None:
        self.config = config
        self.files = RunFiles(config.resolved_run_dir)
        self.vocabulary = CaptionVocabulary()

    def claim(self, fresh: bool) -> None:
        """Nothing to read or write beside the config: scenes are drawn from the dataset."""

    def prepare(self, device: torch.device, world: World) -> None:
        if world.size > 1:
            raise ConfigError("the captioner trains in one process: start it without torchrun")
        data = self.config.data
        self.device = device
        self.model = captioner_model(self.config, self.vocabulary).to(device)
        self.batches_per_epoch = math.ceil(DEV_IMAGES_FROM / data.batch_size)
        self.dev = collate_scenes(make_scenes("dev", 0, data.dev_scenes, data), self.vocabulary)

    def save_config(self) -> None:
        write_file(self.files.config, dump_yaml(to_dict(self.config), sort_keys=False))

    def read_config(self, path: Path) -> CaptionConfig:
        return load_caption_config(path)

    def opening(self) -> list[str]:
        parameters = sum(p.numel() for p in self.model.parameters())
        return [
            f"training Show, Attend and Tell ({self.config.options.attention} attention), "
            f"{parameters:,} parameters -> {self.files.root}"
        ]

    def epoch_steps(self, epoch: int, world: World) -> Steps:
        return _SceneSteps(self, epoch)

    def batch(self, step: int) -> Step:
        """Step ``step``'s scenes (a function of the step alone, so a resume draws them again)."""
        data = self.config.data
        scenes = make_scenes("train", step * data.batch_size, data.batch_size, data)
        batch = collate_scenes(scenes, self.vocabulary)
        words = int((batch.tgt_out != PAD_ID).sum())
        return Step(batch, own_tgt_tokens=words, loss_weight=1.0, src_tokens=0, tgt_tokens=words)

    def losses(self, model: nn.Module, batch: SceneBatch) -> tuple[torch.Tensor, torch.Tensor]:
        """The captioner's loss (with its attention terms) and, reported, the plain NLL; hard
        attention draws ``model.samples`` region sequences per image while training."""
        options = self.model.options
        samples = options.samples if self.model.hard and model.training else 1
        images, tgt_in, tgt_out = (
            tensor.to(self.device)
            for tensor in repeat_samples(samples, batch.images, batch.tgt_in, batch.tgt_out)
        )
        output = model(images, region_mask(images), tgt_in)
        return caption_loss(self.model, output, tgt_out, PAD_ID, self.config.train.label_smoothing)

    @torch.no_grad()
    def dev_loss(self) -> float:
        dev, device = self.dev, self.device
        self.model.eval()
        output = self.model(
            dev.images.to(device), region_mask(dev.images).to(device), dev.tgt_in.to(device)
        )
        _, nll = caption_loss(self.model, output, dev.tgt_out.to(device), PAD_ID, update=False)
        return float(nll)

    def keep_history(self, directory: Path, step: int, dev_bleu: float) -> None:
        """A captioner keeps no probes' history (its attention is over image regions)."""

    def dev_scores(self) -> CorpusScores:
        dev, decode = self.dev, self.config.decode
        count = self.config.train.dev_bleu_sentences or len(dev.scenes)
        captions = caption_batch(
            self.model,
            dev.images[:count],
            max_len_ratio=decode.max_len_ratio,
            max_len_offset=decode.max_len_offset,
        )
        hypotheses = [" ".join(words) for words, _ in captions]
        references = [[scene.caption] for scene in dev.scenes[:count]]
        return corpus_scores(hypotheses, references, "en", tokenize="none")


@dataclass(frozen=True)
class _SceneSteps:
    """An epoch's steps, each drawn when the loop reaches it."""

    task: CaptionTask
    epoch: int

    def __len__(self) -> int:
        return self.task.batches_per_epoch

    def __getitem__(self, index: int) -> Step:
        return self.task.batch(self.epoch * len(self) + index)


# ---- captioning --------------------------------------------------------------------------


def caption_batch(
    model: ShowAttendTell,
    images: torch.Tensor,
    beam_size: int = 1,
    *,
    length_penalty: float = 1.0,
    max_len_ratio: float = CaptionDecode.max_len_ratio,
    max_len_offset: int = CaptionDecode.max_len_offset,
) -> list[tuple[list[str], np.ndarray]]:
    """Caption images (B, 1, 96, 96): per image its words and alpha (T, L), one row per
    word (the eos row dropped). At most ``max_len_ratio`` * 36 regions + ``max_len_offset``
    words; ``length_penalty`` is the beam's (decode.length_penalty)."""
    vocabulary = CaptionVocabulary()
    device = next(model.parameters()).device
    images = images.to(device)
    mask = region_mask(images)
    model.eval()
    if beam_size == 1:
        hypotheses = greedy_search(
            model,
            images,
            mask,
            bos_id=BOS_ID,
            eos_id=EOS_ID,
            max_len_ratio=max_len_ratio,
            max_len_offset=max_len_offset,
        )
    else:
        hypotheses = beam_search(
            model,
            images,
            mask,
            bos_id=BOS_ID,
            eos_id=EOS_ID,
            beam_size=beam_size,
            length_penalty=length_penalty,
            max_len_ratio=max_len_ratio,
            max_len_offset=max_len_offset,
        )
    results = []
    for hypothesis in hypotheses:
        weights = hypothesis.attention.cross[0][0, 0, : len(hypothesis.tokens)]  # (T, L)
        results.append((vocabulary.decode(hypothesis.tokens), weights.cpu().numpy()))
    return results


def caption_images(
    captioner: Captioner, images: torch.Tensor, beam_size: int | None = None
) -> list[tuple[list[str], np.ndarray]]:
    """``caption_batch`` with the run's decode settings (``beam_size`` overrides its beam)."""
    decode = captioner.config.decode
    return caption_batch(
        captioner.model,
        images,
        decode.beam_size if beam_size is None else beam_size,
        length_penalty=decode.length_penalty,
        max_len_ratio=decode.max_len_ratio,
        max_len_offset=decode.max_len_offset,
    )


MAX_IMAGE_PIXELS = 20_000_000  # an image is shrunk to 96x96; more is a decompression bomb


def load_image(path: str | Path | IO[bytes]) -> np.ndarray:
    """A PNG (or any image Pillow reads) as a 96x96 uint8 canvas with light ink on dark,
    like the scenes: turned grey, resized, and inverted when its border is light. Over
    MAX_IMAGE_PIXELS is a ValueError, told from the header before any pixel is decoded (a
    17 KB PNG can declare 144 megapixels)."""
    from PIL import Image, UnidentifiedImageError

    name = str(path) if isinstance(path, (str, Path)) else "the image data"
    too_big = f"over the {MAX_IMAGE_PIXELS / 1e6:g}-megapixel limit; scale it down first"
    try:
        with Image.open(path) as opened:  # lazy: reads the header only
            width, height = opened.size
            if width * height > MAX_IMAGE_PIXELS:
                megapixels = width * height / 1e6
                raise ValueError(
                    f"{name} is {width}x{height} pixels ({megapixels:.0f} MP), {too_big}"
                )
            picture = opened.convert("L").resize((CANVAS, CANVAS), Image.Resampling.BILINEAR)
    except Image.DecompressionBombError:  # Pillow's own limit, checked as it opens
        raise ValueError(f"{name} is {too_big}") from None
    except (UnidentifiedImageError, OSError) as error:
        raise ValueError(f"cannot read {name} as an image: {error}") from None
    canvas = np.asarray(picture, dtype=np.uint8)
    border = np.concatenate([canvas[0], canvas[-1], canvas[:, 0], canvas[:, -1]])
    return 255 - canvas if border.mean() > 127 else canvas


def image_paths(arguments: list[str]) -> list[Path]:
    """Image files named, and the PNGs of folders named, in order."""
    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            paths += sorted(path.glob("*.png"))
        elif path.exists():
            paths.append(path)
        else:
            raise FileNotFoundError(f"no image or folder {argument}")
    return paths


def caption_files(
    captioner: Captioner, paths: list[Path], batch_size: int = 64
) -> list[tuple[list[str], np.ndarray, np.ndarray]]:
    """Caption image files: per file its words, alpha (T, L) and the canvas (96, 96)."""
    results = []
    for start in range(0, len(paths), batch_size):
        canvases = [load_image(path) for path in paths[start : start + batch_size]]
        captions = caption_images(captioner, image_tensor(canvases))
        results += [
            (words, weights, canvas)
            for (words, weights), canvas in zip(captions, canvases, strict=True)
        ]
    return results
