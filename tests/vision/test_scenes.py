"""The scene builder: boxes, the caption grammar, determinism, and splits that share no image."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from attnlab.data.idx import CLASS_NAMES
from attnlab.data.scenes import (
    CANVAS,
    CELL,
    DEV_IMAGES_FROM,
    CaptionVocabulary,
    Item,
    SceneOptions,
    collate_scenes,
    describe,
    image_pool,
    make_scene,
    make_scenes,
)
from attnlab.options import ConfigError
from tests.vision.tiny_captioner import needs_fashion_mnist

OPTIONS = SceneOptions()


def item(label: int, row: int, column: int) -> Item:
    x, y = column * CELL, row * CELL
    return Item(label, row, column, (x, y, x + 28, y + 28), source=0)


def test_grammar_names_each_item_and_where_it_is_from_the_one_before() -> None:
    items = [item(7, 0, 0), item(8, 0, 2), item(6, 1, 1), item(0, 2, 1), item(9, 2, 2)]
    words, item_words = describe(items)
    assert " ".join(words) == (
        "a sneaker in the top left , a bag right of the sneaker , "
        "a shirt below left of the bag , a tshirt below the shirt , "
        "a boot right of the tshirt"
    )
    assert [words[i] for i in item_words] == [CLASS_NAMES[i.label] for i in items]
    below_right = describe([item(1, 0, 0), item(2, 2, 1)])[0]
    assert " ".join(below_right).endswith("a pullover below right of the trouser")


@needs_fashion_mnist
def test_scenes_keep_boxes_inside_their_cells_without_overlap() -> None:
    for scene in make_scenes("train", 0, 40, OPTIONS):
        assert OPTIONS.min_items <= len(scene.items) <= OPTIONS.max_items
        assert scene.image.shape == (CANVAS, CANVAS) and scene.image.dtype == np.uint8
        cells = [(i.row, i.column) for i in scene.items]
        assert cells == sorted(cells) and len(set(cells)) == len(cells)  # reading order
        ink = np.zeros_like(scene.image, dtype=bool)
        for it in scene.items:
            x0, y0, x1, y1 = it.box
            assert it.column * CELL <= x0 < x1 <= (it.column + 1) * CELL
            assert it.row * CELL <= y0 < y1 <= (it.row + 1) * CELL
            assert not ink[y0:y1, x0:x1].any()  # boxes never overlap
            ink[y0:y1, x0:x1] = True
            assert scene.image[y0:y1, x0:x1].any()  # the box holds the item's ink
        assert not scene.image[~ink].any()  # and all the ink is in a box
        assert [scene.words[i] for i in scene.item_words] == [
            CLASS_NAMES[it.label] for it in scene.items
        ]


@needs_fashion_mnist
def test_a_scene_is_a_function_of_seed_split_and_index() -> None:
    first, again = make_scene("dev", 3, OPTIONS), make_scene("dev", 3, OPTIONS)
    assert first.caption == again.caption and np.array_equal(first.image, again.image)
    other = make_scene("dev", 3, SceneOptions(seed=2))
    assert other.caption != first.caption or not np.array_equal(other.image, first.image)


@needs_fashion_mnist
def test_train_dev_and_test_scenes_share_no_image() -> None:
    def digest(picture: np.ndarray) -> str:
        return hashlib.sha1(picture.tobytes()).hexdigest()

    pools = {}
    for split in ("train", "dev", "test"):
        images, indices = image_pool(split)
        pools[split] = {digest(images.images[i]) for i in indices}
    assert not pools["train"] & pools["dev"] and not pools["train"] & pools["test"]
    assert not pools["dev"] & pools["test"]
    for split in ("train", "dev", "test"):
        images, _ = image_pool(split)
        for scene in make_scenes(split, 0, 30, OPTIONS):
            for it in scene.items:
                # the pixels in the scene are that image's, and it belongs to this split only
                assert digest(images.images[it.source]) in pools[split]
                if split == "dev":
                    assert it.source >= DEV_IMAGES_FROM


@needs_fashion_mnist
def test_collate_teacher_forces_bos_caption_eos() -> None:
    vocabulary = CaptionVocabulary()
    scenes = make_scenes("test", 0, 3, OPTIONS)
    batch = collate_scenes(scenes, vocabulary)
    assert batch.images.shape == (3, 1, CANVAS, CANVAS) and float(batch.images.max()) <= 1.0
    for row, scene in enumerate(scenes):
        length = len(scene.words)
        assert vocabulary.decode(batch.tgt_in[row, 1 : length + 1].tolist()) == list(scene.words)
        assert batch.tgt_out[row, length].item() == 3  # eos
        assert (batch.tgt_out[row, length + 1 :] == 0).all()  # pad


def test_options_are_checked() -> None:
    with pytest.raises(ConfigError, match="max_items"):
        SceneOptions(min_items=3, max_items=2)
    with pytest.raises(ConfigError, match="max_items"):
        SceneOptions(max_items=10)
