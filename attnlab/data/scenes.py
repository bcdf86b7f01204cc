"""Fashion-MNIST scenes for image captioning: 2-4 items on a 96x96 canvas, one per cell of a
3x3 grid (jittered, never overlapping), and a caption from a small grammar that names each
item in reading order, the first by its place and every other by its place relative to the
one named before it::

    a sneaker in the top left , a bag right of the sneaker , a shirt below left of the bag

Naming an item needs a look at it, and the relation a look at where it is. Each item keeps its
box (the tight box of its ink): the ground truth for where attention should look. Train and dev
scenes draw from disjoint parts of Fashion-MNIST's train images, test scenes from its test
images; a scene is a function of (seed, split, index).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import torch

from attnlab.data.idx import CLASS_NAMES, ImageSet, load_fashion_mnist
from attnlab.data.tokenizer import BOS_ID, EOS_ID, PAD_ID, UNK_ID
from attnlab.options import ConfigError, positive

CANVAS = 96  # pixels per side
GRID = 3  # cells per side
CELL = CANVAS // GRID  # 32 pixels; an item is 28, so it moves by up to 4 inside its cell
ITEM = 28
ROWS = ("top", "middle", "bottom")
COLUMNS = ("left", "centre", "right")
# Fashion-MNIST's train images: the first 55,000 make train scenes, the last 5,000 dev scenes.
DEV_IMAGES_FROM = 55_000
SPLITS = {"train": 0, "dev": 1, "test": 2}  # seeds each split's scenes apart

# The caption grammar's words; the ids follow the tokenizer's specials.
WORDS = (
    *CLASS_NAMES,
    *ROWS,
    *COLUMNS,
    *("a", "the", "in", "of", "right", "below", ","),
)


@dataclass(frozen=True)
class SceneOptions:
    """How scenes are drawn (config section ``data``)."""

    min_items: int = 2  # items per scene, at least
    max_items: int = 4  # items per scene, at most (9 cells)
    dev_scenes: int = 500  # fixed dev scenes, evaluated during training
    test_scenes: int = 1000  # fixed test scenes
    seed: int = 1  # scenes are a function of (seed, split, index)

    def __post_init__(self) -> None:
        positive(self, "min_items", "max_items", "dev_scenes", "test_scenes")
        if not self.min_items <= self.max_items <= GRID * GRID:
            raise ConfigError(
                f"min_items ({self.min_items}) <= max_items ({self.max_items}) <= "
                f"{GRID * GRID} must hold: one item per cell of the {GRID}x{GRID} grid"
            )


@dataclass(frozen=True)
class Item:
    label: int  # index into CLASS_NAMES
    row: int  # grid cell, 0..2 from the top
    column: int  # grid cell, 0..2 from the left
    box: tuple[int, int, int, int]  # the ink's (x0, y0, x1, y1) on the canvas, x1 and y1 excluded
    source: int  # index of the Fashion-MNIST image in its file


@dataclass(frozen=True)
class Scene:
    image: np.ndarray  # (96, 96) uint8, ink high
    items: tuple[Item, ...]  # in reading order, the caption's order
    words: tuple[str, ...]  # the caption
    item_words: tuple[int, ...]  # index in ``words`` of the word that introduces each item

    @property
    def caption(self) -> str:
        return " ".join(self.words)


def relation(previous: Item, item: Item) -> tuple[str, ...]:
    """Where ``item`` lies from ``previous`` (later in reading order): right of, below,
    below left of, below right of."""
    if item.row == previous.row:
        return ("right", "of")
    if item.column == previous.column:
        return ("below",)
    return ("below", "left" if item.column < previous.column else "right", "of")


def describe(items: Sequence[Item]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The caption's words for items in reading order, and where each item is named."""
    words: list[str] = []
    item_words = []
    for index, item in enumerate(items):
        if index:
            words.append(",")
        words.append("a")
        item_words.append(len(words))
        words.append(CLASS_NAMES[item.label])
        if index == 0:
            words += ["in", "the", ROWS[item.row], COLUMNS[item.column]]
        else:
            previous = items[index - 1]
            words += [*relation(previous, item), "the", CLASS_NAMES[previous.label]]
    return tuple(words), tuple(item_words)


def image_pool(split: str) -> tuple[ImageSet, np.ndarray]:
    """The Fashion-MNIST images a split's scenes draw from: the set and the usable indices."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {list(SPLITS)}, got {split!r}")
    if split == "test":
        images = load_fashion_mnist("test")
        return images, np.arange(len(images.labels))
    images = load_fashion_mnist("train")
    indices = np.arange(len(images.labels))
    return images, indices[DEV_IMAGES_FROM:] if split == "dev" else indices[:DEV_IMAGES_FROM]


def ink_box(image: np.ndarray, x: int, y: int) -> tuple[int, int, int, int]:
    """The tight box of an item's nonzero pixels pasted at (x, y); the paste box if blank."""
    rows, columns = np.nonzero(image)
    if len(rows) == 0:
        return (x, y, x + ITEM, y + ITEM)
    return (
        x + int(columns.min()),
        y + int(rows.min()),
        x + int(columns.max()) + 1,
        y + int(rows.max()) + 1,
    )


def make_scene(split: str, index: int, options: SceneOptions) -> Scene:
    """Scene ``index`` of ``split``: the same for the same (options.seed, split, index)."""
    images, pool = image_pool(split)
    rng = np.random.default_rng([options.seed, SPLITS[split], index])
    count = int(rng.integers(options.min_items, options.max_items + 1))
    cells = np.sort(rng.choice(GRID * GRID, size=count, replace=False))  # reading order
    sources = rng.choice(pool, size=count, replace=False)
    canvas = np.zeros((CANVAS, CANVAS), dtype=np.uint8)
    items = []
    for cell, source in zip(cells.tolist(), sources.tolist(), strict=True):
        row, column = divmod(cell, GRID)
        x, y = np.array([column * CELL, row * CELL]) + rng.integers(0, CELL - ITEM + 1, size=2)
        picture = images.images[source]
        canvas[y : y + ITEM, x : x + ITEM] = picture
        box = ink_box(picture, int(x), int(y))
        items.append(Item(int(images.labels[source]), row, column, box, int(source)))
    words, item_words = describe(items)
    return Scene(canvas, tuple(items), words, item_words)


def make_scenes(split: str, start: int, count: int, options: SceneOptions) -> list[Scene]:
    """Scenes ``start .. start + count - 1`` of ``split``."""
    return [make_scene(split, index, options) for index in range(start, start + count)]


class CaptionVocabulary:
    """The grammar's words with the tokenizer's special ids (pad, unk, bos, eos) first."""

    specials = ("<pad>", "<unk>", "<s>", "</s>")

    def __init__(self) -> None:
        assert (PAD_ID, UNK_ID, BOS_ID, EOS_ID) == (0, 1, 2, 3)
        self.words = (*self.specials, *WORDS)
        self.ids = {word: index for index, word in enumerate(self.words)}

    @property
    def size(self) -> int:
        return len(self.words)

    def encode(self, words: Sequence[str]) -> list[int]:
        return [self.ids.get(word, UNK_ID) for word in words]

    def decode(self, ids: Sequence[int]) -> list[str]:
        """Words of ``ids``; a special a model emits mid-caption is shown as such ("<pad>")."""
        return [self.words[i] for i in ids]


@dataclass(frozen=True)
class SceneBatch:
    images: torch.Tensor  # (B, 1, 96, 96) float in [0, 1]
    tgt_in: torch.Tensor  # (B, T): bos + caption
    tgt_out: torch.Tensor  # (B, T): caption + eos, padded with PAD_ID
    scenes: list[Scene]


def image_tensor(images: Sequence[np.ndarray]) -> torch.Tensor:
    """uint8 (H, W) canvases -> (B, 1, H, W) float in [0, 1]."""
    return torch.from_numpy(np.stack(images)).float().div_(255.0)[:, None]


def collate_scenes(scenes: list[Scene], vocabulary: CaptionVocabulary) -> SceneBatch:
    """Images and teacher-forcing targets of scenes."""
    ids = [vocabulary.encode(scene.words) for scene in scenes]
    length = max(len(row) for row in ids) + 1
    tgt_in = torch.full((len(ids), length), PAD_ID, dtype=torch.long)
    tgt_out = torch.full((len(ids), length), PAD_ID, dtype=torch.long)
    for row, caption in enumerate(ids):
        tgt_in[row, : len(caption) + 1] = torch.tensor([BOS_ID, *caption])
        tgt_out[row, : len(caption) + 1] = torch.tensor([*caption, EOS_ID])
    return SceneBatch(image_tensor([scene.image for scene in scenes]), tgt_in, tgt_out, scenes)
