"""Image captioning on Fashion-MNIST scenes with Show, Attend and Tell: the config, training
(the translators' run directory, lock, atomic checkpoints, progress, metrics, stopping
rules, Ctrl-C handling and divergence error; batches are scenes drawn on the fly, so an
epoch is 55,000 of them), and captioning
images with greedy or beam search through the decoder protocol.

    attnlab caption-train configs/scenes-soft.yaml [--resume] [--train.max_minutes=15]
    attnlab caption runs/scenes-soft scene.png [more.png | a folder]
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO

import numpy as np
import torch

from attnlab.atomic import write_file
from attnlab.config import DecodeConfig, TrainConfig, dump_yaml, load_sections, read_yaml
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
from attnlab.metrics import corpus_scores
from attnlab.models.show_attend_tell import (
    ShowAttendTell,
    ShowAttendTellOptions,
    caption_loss,
    region_mask,
)
from attnlab.options import ConfigError, positive
from attnlab.runs import RunFiles
from attnlab.schedules import make_schedule
from attnlab.training.checkpoints import (
    load_checkpoint,
    recover_checkpoint,
    save_checkpoint,
    saved_progress,
)
from attnlab.training.devices import resolve_device
from attnlab.training.lock import RunLock
from attnlab.training.progress import (
    Progress,
    StopRequest,
    TrainingDivergedError,
    stop_reason,
    write_metrics,
)
from attnlab.training.threads import set_threads
from attnlab.weights import load_weights, save_weights

TASK = "caption"


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


@dataclass(frozen=True)
class CaptionConfig:
    task: str = TASK  # marks a captioning run directory; always "caption"
    name: str = "scenes"  # names the run and its default directory
    run_dir: str | None = None  # where checkpoints go; None = runs/<name>
    data: CaptionData = field(default_factory=CaptionData)
    model: ShowAttendTellOptions = field(default_factory=ShowAttendTellOptions)
    train: TrainConfig = field(default_factory=TrainConfig)
    decode: CaptionDecode = field(default_factory=CaptionDecode)

    def __post_init__(self) -> None:
        if self.task != TASK:
            raise ConfigError(f"task must be {TASK!r} in a captioning config, got {self.task!r}")
        if not self.name or "/" in self.name:
            raise ConfigError(f"name must be non-empty without '/', got {self.name!r}")
        if self.train.precision != "fp32":
            raise ConfigError("train.precision: the captioner trains in 'fp32' only")

    @property
    def resolved_run_dir(self) -> Path:
        return Path(self.run_dir) if self.run_dir is not None else Path("runs") / self.name


def load_caption_config(
    path: str | Path | None, overrides: list[str] | tuple[str, ...] = ()
) -> CaptionConfig:
    """A captioning config from YAML and ``--section.key=value`` overrides, checked."""
    return load_sections(CaptionConfig, path, overrides)


def is_caption_run(run_dir: str | Path) -> bool:
    """Whether ``run_dir`` holds a captioner (its config says ``task: caption``)."""
    path = RunFiles(Path(run_dir)).config
    if not path.exists():
        return False
    return read_yaml(path).get("task") == TASK


@dataclass
class Captioner:
    """A captioning run: its files, config, vocabulary and model."""

    files: RunFiles
    config: CaptionConfig
    vocabulary: CaptionVocabulary
    model: ShowAttendTell


def open_captioner(run_dir: str | Path, weights: str = "best") -> Captioner:
    """A trained captioner (best weights, or the last ones), in eval mode on the CPU."""
    files = RunFiles(Path(run_dir))
    if not is_caption_run(run_dir):
        raise FileNotFoundError(
            f"{run_dir} is not a captioning run (no config.yaml with task: caption); train one "
            "with `attnlab caption-train configs/scenes-soft.yaml`"
        )
    config = load_caption_config(files.config)
    vocabulary = CaptionVocabulary()
    model = ShowAttendTell(vocabulary.size, config.model)
    path = files.best_weights if weights == "best" else files.last_weights
    if not path.exists():
        path = files.last_weights
    load_weights(model, path)
    return Captioner(files, config, vocabulary, model.eval())


# ---- training ----------------------------------------------------------------------------


def train_captioner(config: CaptionConfig, resume: bool = False) -> str:
    """Train into the run directory (locked for the whole run); returns why it stopped.
    ``resume`` continues from the checkpoint; a complete run returns at once."""
    files = RunFiles(config.resolved_run_dir)
    lock = RunLock(files.lock)
    try:
        recover_checkpoint(files)
        saved = saved_progress(files)
        if not resume and saved is not None:
            raise FileExistsError(
                f"{files.root} already holds a run; continue it with --resume, or train into "
                "another --run_dir"
            )
        return _train(config, files, saved is not None)
    finally:
        lock.release()


def _train(config: CaptionConfig, files: RunFiles, resume: bool) -> str:
    """The loop, with the trainer's promises: Ctrl-C or SIGTERM stop after the current step
    with a checkpoint to resume from, and a diverged loss raises TrainingDivergedError before
    anything broken is saved."""
    train, data = config.train, config.data
    set_threads(train.threads)
    device = resolve_device(train.device)
    torch.manual_seed(train.seed)
    vocabulary = CaptionVocabulary()
    model = ShowAttendTell(vocabulary.size, config.model).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=train.lr)
    batches_per_epoch = math.ceil(DEV_IMAGES_FROM / data.batch_size)
    total_steps = train.max_steps or train.max_epochs * batches_per_epoch
    schedule = make_schedule(train.schedule, train.warmup_steps, total_steps)
    progress = Progress(**load_checkpoint(files, model, optimizer)) if resume else Progress()
    checkpoint_step = progress.step if resume else None  # the step last/ describes
    files.root.mkdir(parents=True, exist_ok=True)
    write_file(files.config, dump_yaml(asdict(config), sort_keys=False))
    dev = collate_scenes(make_scenes("dev", 0, data.dev_scenes, data), vocabulary)
    started, words_seen = time.perf_counter() - progress.elapsed_s, 0

    def diverged(what: str) -> TrainingDivergedError:
        lr = optimizer.param_groups[0]["lr"]
        return TrainingDivergedError.at(progress.step + 1, what, lr, checkpoint_step)

    with StopRequest() as stop:  # before the line that says training has started
        print(
            f"training Show, Attend and Tell ({config.model.attention} attention), "
            f"{sum(p.numel() for p in model.parameters()):,} parameters -> {files.root}"
            + (f", from the checkpoint of step {progress.step:,}" if resume else ""),
            flush=True,
        )
        while not (reason := stop_reason(progress, train)):
            batch = collate_scenes(
                make_scenes("train", progress.step * data.batch_size, data.batch_size, data),
                vocabulary,
            )
            for group in optimizer.param_groups:
                group["lr"] = train.lr * schedule(progress.step)
            model.train()
            images = batch.images.to(device)
            output = model(images, region_mask(batch.images).to(device), batch.tgt_in.to(device))
            loss, nll = caption_loss(
                model, output, batch.tgt_out.to(device), PAD_ID, train.label_smoothing
            )
            if not torch.isfinite(loss):
                raise diverged(f"the training loss is {loss.item()}")
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            norm = torch.nn.utils.clip_grad_norm_(model.parameters(), train.clip_norm)
            if not torch.isfinite(norm):  # checked before the update, which it would spoil
                raise diverged(f"the gradient norm is {norm.item()}")
            optimizer.step()
            words = int((batch.tgt_out != PAD_ID).sum())
            progress.step += 1
            progress.batches_done_in_epoch += 1
            if progress.batches_done_in_epoch == batches_per_epoch:
                progress.epoch, progress.batches_done_in_epoch = progress.epoch + 1, 0
            progress.train_loss_sum += float(nll) * words
            progress.train_target_tokens += words
            words_seen += words
            progress.elapsed_s = time.perf_counter() - started
            due = progress.step % train.eval_every == 0 or bool(stop_reason(progress, train))
            if due:
                dev_loss = _dev_loss(model, dev)
                if not math.isfinite(dev_loss):
                    raise diverged(f"the dev loss is {dev_loss}")
                _evaluate(model, dev, dev_loss, config, progress, files, optimizer, words_seen)
                words_seen = 0
            if due or stop.signal:  # after the best weights and metrics.csv, like the trainer
                save_checkpoint(files, model, optimizer, asdict(progress))
                checkpoint_step = progress.step
            if stop.signal:
                return f"{stop.signal} after step {progress.step}; continue with --resume"
    return reason


def _dev_loss(model: ShowAttendTell, dev: SceneBatch) -> float:
    """The plain NLL per word on the dev scenes."""
    device = next(model.parameters()).device
    model.eval()
    with torch.no_grad():
        output = model(
            dev.images.to(device), region_mask(dev.images).to(device), dev.tgt_in.to(device)
        )
        _, nll = caption_loss(model, output, dev.tgt_out.to(device), PAD_ID, 0.0, update=False)
    return float(nll)


def _evaluate(
    model: ShowAttendTell,
    dev: SceneBatch,
    dev_loss: float,
    config: CaptionConfig,
    progress: Progress,
    files: RunFiles,
    optimizer: torch.optim.Optimizer,
    words_seen: int,
) -> None:
    """Greedy dev BLEU beside ``dev_loss``; keep the best weights; metrics.csv."""
    count = config.train.dev_bleu_sentences or len(dev.scenes)
    captions = caption_batch(
        model,
        dev.images[:count],
        max_len_ratio=config.decode.max_len_ratio,
        max_len_offset=config.decode.max_len_offset,
    )
    hypotheses = [" ".join(words) for words, _ in captions]
    scores = corpus_scores(
        hypotheses, [[scene.caption] for scene in dev.scenes[:count]], "en", tokenize="none"
    )
    interval = progress.history[-1]["elapsed_s"] if progress.history else 0.0
    progress.history.append(
        {
            "step": progress.step,
            "epoch": round(
                progress.epoch
                + progress.batches_done_in_epoch
                / math.ceil(DEV_IMAGES_FROM / config.data.batch_size),
                3,
            ),
            "elapsed_s": round(progress.elapsed_s, 1),
            "lr": optimizer.param_groups[0]["lr"],
            "train_loss": progress.train_loss_sum / max(progress.train_target_tokens, 1),
            "train_tokens_per_s": round(words_seen / max(progress.elapsed_s - interval, 1e-9), 1),
            "dev_loss": dev_loss,
            "dev_bleu": scores.bleu,
            "dev_chrf": scores.chrf,
        }
    )
    progress.train_loss_sum, progress.train_target_tokens = 0.0, 0
    if scores.bleu > progress.best_dev_bleu:
        progress.best_dev_bleu, progress.evals_without_gain = scores.bleu, 0
        save_weights(model, files.best_weights)
    else:
        progress.evals_without_gain += 1
    write_metrics(files.metrics, progress.history)
    print(
        f"step {progress.step}: dev loss {dev_loss:.3f}, dev BLEU {scores.bleu:.1f}, "
        f"{progress.elapsed_s / 60:.1f} min",
        flush=True,
    )


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
