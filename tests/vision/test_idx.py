"""The IDX reader on hand-made files, and Fashion-MNIST's files when installed."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import pytest

from attnlab.data.corpus import DataError
from attnlab.data.idx import load_fashion_mnist, read_idx
from tests.vision.tiny_captioner import needs_fashion_mnist


def idx_bytes(array: np.ndarray, type_code: int, dtype: str) -> bytes:
    header = bytes([0, 0, type_code, array.ndim]) + struct.pack(f">{array.ndim}I", *array.shape)
    return header + array.astype(dtype).tobytes()


def test_reads_unsigned_bytes_and_big_endian_ints() -> None:
    images = np.arange(2 * 3 * 4, dtype=np.uint8).reshape(2, 3, 4)
    np.testing.assert_array_equal(read_idx(idx_bytes(images, 0x08, ">u1")), images)
    values = np.array([1, -2, 70000], dtype=np.int32)
    read = read_idx(idx_bytes(values, 0x0C, ">i4"))
    np.testing.assert_array_equal(read, values)
    assert read.dtype.byteorder in ("=", "|", "<")  # native order, ready for arithmetic


def test_refuses_a_wrong_magic_or_a_short_file() -> None:
    good = idx_bytes(np.zeros((2, 2), dtype=np.uint8), 0x08, ">u1")
    with pytest.raises(DataError, match="magic"):
        read_idx(b"\x01" + good[1:])
    with pytest.raises(DataError, match="should hold"):
        read_idx(good[:-1])


def test_missing_files_name_the_package(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="apt-get install dataset-fashion-mnist"):
        load_fashion_mnist("test", tmp_path)


@needs_fashion_mnist
def test_fashion_mnist_has_its_published_shapes() -> None:
    train, test = load_fashion_mnist("train"), load_fashion_mnist("test")
    assert train.images.shape == (60_000, 28, 28) and test.images.shape == (10_000, 28, 28)
    assert np.bincount(test.labels).tolist() == [1000] * 10
