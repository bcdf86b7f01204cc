"""Fashion-MNIST (Xiao, Rasul & Vollgraf 2017; MIT licence) from Debian's ``dataset-fashion-mnist``:
gzipped IDX files (LeCun's format: a magic number naming the element type and the number of
dimensions, the big-endian dimension sizes, then the raw array), checked by sha256.
"""

from __future__ import annotations

import gzip
import hashlib
import struct
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from attnlab.data.corpus import DataError

FASHION_MNIST_DIR = Path("/usr/share/datasets/fashion-mnist")
FASHION_MNIST_PACKAGE = "dataset-fashion-mnist"
# The class names of the dataset's labels 0-9, each one word so that a caption names it in one.
CLASS_NAMES = (
    "tshirt",
    "trouser",
    "pullover",
    "dress",
    "coat",
    "sandal",
    "shirt",
    "sneaker",
    "bag",
    "boot",
)
_SHA256 = {  # of the files of dataset-fashion-mnist 0.0~git20200523.55506a9-1
    "train-images-idx3-ubyte.gz": "b0564c3eedabfbf835052cff8503ea42"
    "2014ce006caf5b757f851416ee8300c7",
    "train-labels-idx1-ubyte.gz": "0ae29f65d86684f32d1b9c85147786c5"
    "47b9c6aebcaf235f0400a0cce308b056",
    "t10k-images-idx3-ubyte.gz": "cc1d090a38ace84dfa1aa66e3ada7c336ef481a96936906477e6dd344da56eaa",
    "t10k-labels-idx1-ubyte.gz": "8d3605d196f4be44669e46906da9733c8131fef761fdbfec72c424d5222f1a05",
}
# IDX element types by the third byte of the magic number.
_DTYPES = {0x08: ">u1", 0x09: ">i1", 0x0B: ">i2", 0x0C: ">i4", 0x0D: ">f4", 0x0E: ">f8"}


def read_idx(data: bytes) -> np.ndarray:
    """An IDX file's array (uncompressed bytes): magic 0x0000TTNN, NN dims of big-endian
    uint32 sizes, then the elements in C order."""
    if len(data) < 4 or data[:2] != b"\0\0" or data[2] not in _DTYPES:
        raise DataError("not an IDX file: the magic number is wrong")
    dims = data[3]
    header = 4 + 4 * dims
    shape = struct.unpack(f">{dims}I", data[4:header])
    dtype = np.dtype(_DTYPES[data[2]])
    expected = header + int(np.prod(shape)) * dtype.itemsize
    if len(data) != expected:
        raise DataError(f"IDX file of shape {shape} should hold {expected} bytes, has {len(data)}")
    return (
        np.frombuffer(data, dtype=dtype, offset=header)
        .reshape(shape)
        .astype(dtype.newbyteorder("="))
    )


@dataclass(frozen=True)
class ImageSet:
    images: np.ndarray  # (N, 28, 28) uint8, ink = high
    labels: np.ndarray  # (N,) int64, indices into CLASS_NAMES


def fashion_mnist_available(root: Path = FASHION_MNIST_DIR) -> bool:
    """Whether the Debian package's files are installed."""
    return all((root / name).exists() for name in _SHA256)


@cache
def load_fashion_mnist(split: str, root: Path = FASHION_MNIST_DIR) -> ImageSet:
    """Fashion-MNIST's ``train`` (60,000) or ``test`` (10,000) images and labels, verified."""
    if split not in ("train", "test"):
        raise ValueError(f"split must be 'train' or 'test', got {split!r}")
    prefix = "train" if split == "train" else "t10k"
    arrays = []
    for kind in ("images-idx3", "labels-idx1"):
        path = root / f"{prefix}-{kind}-ubyte.gz"
        if not path.exists():
            raise DataError(
                f"Fashion-MNIST is not installed ({path} is missing); install it with "
                f"`sudo apt-get install {FASHION_MNIST_PACKAGE}`"
            )
        packed = path.read_bytes()
        if hashlib.sha256(packed).hexdigest() != _SHA256[path.name]:
            raise DataError(
                f"{path} does not have the expected sha256; reinstall it with "
                f"`sudo apt-get install --reinstall {FASHION_MNIST_PACKAGE}`"
            )
        arrays.append(read_idx(gzip.decompress(packed)))
    images, labels = arrays
    if images.shape[1:] != (28, 28) or len(images) != len(labels):
        raise DataError(f"unexpected Fashion-MNIST shapes {images.shape} and {labels.shape}")
    return ImageSet(images, labels.astype(np.int64))
