"""The explorer's image view: captioning runs served beside the translators, a test scene or
an uploaded image captioned, and per word where the model looked.

    GET  /api/captioners   [{id, name, attention, description, test_scenes}]
    POST /api/caption      {captioner, scene} or {captioner, image: "data:image/png;base64,..."}
                           -> the canvas (PNG data URL), words, alpha (T, L) on a side x side
                           grid; for a scene also its reference caption and item boxes;
                           an image over MAX_IMAGE_BYTES, or over MAX_IMAGE_PIXELS by its
                           header (``load_image``), is a 400 with the limit
"""

from __future__ import annotations

import base64
import binascii
import io
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from attnlab.captioning import (
    CaptionConfig,
    Captioner,
    caption_batch,
    load_image,
    open_captioner,
)
from attnlab.data.scenes import CANVAS, make_scene
from attnlab.data.scenes import image_tensor as to_tensor

MAX_IMAGE_BYTES = 48 * 1024  # the page sends a 96x96 PNG; the body limit is 64 KiB


class ImageRequestError(ValueError):
    """A caption request the explorer refuses (HTTP 400), with a message for a person."""


@dataclass
class CaptionerRun:
    id: int
    name: str
    captioner: Captioner
    lock: threading.Lock = field(default_factory=threading.Lock)

    def describe(self) -> dict[str, Any]:
        config = self.captioner.config
        options = config.options
        return {
            "id": self.id,
            "name": self.name,
            "attention": options.attention,
            "channels": options.channels,
            "hidden_dim": options.hidden_dim,
            # in English; the page words it from the three fields above (image.captioner_*)
            "description": f"Show, Attend and Tell, {options.attention} attention; CNN "
            f"{options.channels} channels, LSTM {options.hidden_dim}",
            "test_scenes": config.data.test_scenes,
        }


def load_captioners(run_dirs: list[str], configs: list[CaptionConfig]) -> list[CaptionerRun]:
    """Captioning runs, numbered in the order given (their own numbering), each with the
    saved config read already (``configs``, one a run)."""
    runs: list[CaptionerRun] = []
    for index, (run_dir, config) in enumerate(zip(run_dirs, configs, strict=True)):
        name = Path(run_dir).resolve().name or f"captioner{index}"
        if any(run.name == name for run in runs):
            name = f"{name} ({index})"
        runs.append(CaptionerRun(index, name, open_captioner(run_dir, config=config)))
    return runs


def png_data_url(canvas: np.ndarray) -> str:
    """A grey uint8 canvas as a PNG data URL."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.fromarray(canvas).save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def decode_upload(data_url: object) -> np.ndarray:
    """An uploaded image (a data URL) as a 96x96 canvas, like ``attnlab caption`` reads files."""
    if not isinstance(data_url, str) or not data_url.startswith("data:image/"):
        raise ImageRequestError("image must be a data:image/... URL")
    _, _, payload = data_url.partition("base64,")
    if len(payload) * 3 // 4 > MAX_IMAGE_BYTES:
        raise ImageRequestError(
            f"the image is over {MAX_IMAGE_BYTES // 1024} KiB; send a smaller one"
        )
    try:
        raw = base64.b64decode(payload, validate=True)
    except binascii.Error as error:
        raise ImageRequestError(f"cannot read the image: {error}") from None
    try:
        return load_image(io.BytesIO(raw))
    except ValueError as error:  # not an image, or too many pixels: load_image says which
        raise ImageRequestError(str(error)) from None


def caption_view(run: CaptionerRun, scene: object = None, image: object = None) -> dict[str, Any]:
    """Caption test scene ``scene`` (an index) or an uploaded ``image``: the JSON the view draws."""
    view: dict[str, Any] = {"captioner": run.id, "reference": None, "boxes": [], "scene": None}
    if image is not None:
        canvas = decode_upload(image)
    else:
        count = run.captioner.config.data.test_scenes
        if isinstance(scene, bool) or not isinstance(scene, int) or not 0 <= scene < count:
            raise ImageRequestError(f"scene must be a whole number from 0 to {count - 1}")
        made = make_scene("test", scene, run.captioner.config.data)
        canvas = made.image
        view.update(
            scene=scene, reference=made.caption, boxes=[list(item.box) for item in made.items]
        )
    with run.lock:
        words, weights = caption_batch(run.captioner.model, to_tensor([canvas]), 1)[0]
    side = round(weights.shape[-1] ** 0.5) if len(words) else 0
    view.update(
        image=png_data_url(canvas),
        size=CANVAS,
        side=side,
        words=words,
        weights=np.round(weights, 4).tolist(),  # (T, L)
    )
    return view
