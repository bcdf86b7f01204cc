"""An image's size is read from its header before any pixel is decoded: a few-KB PNG that
declares 144 megapixels is refused by ``attnlab caption`` (exit 2, one line) and by the
explorer's Image view (HTTP 400 with a JSON message), never decoded."""

from __future__ import annotations

import base64
import io
import json
import struct
import threading
import urllib.error
import urllib.request
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from attnlab.captioning import MAX_IMAGE_PIXELS, load_image
from attnlab.cli import main
from attnlab.viz.explorer import Explorer, make_server
from attnlab.viz.explorer.server import ExplorerServer
from tests.vision.tiny_captioner import needs_fashion_mnist, train_tiny

# Pillow warns of the sizes between its own limit and twice it, before load_image refuses them
pytestmark = pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
LIMIT = f"over the {MAX_IMAGE_PIXELS / 1e6:g}-megapixel limit"


def declared_png(width: int, height: int, pixels: bool = True) -> bytes:
    """A black 1-bit PNG of width x height: a few KB whatever its size, for its rows of zeros
    compress about 1000:1. Without ``pixels``, the header alone (no image data at all)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data)
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)  # 1 bit grey, no interlace
    row = bytes(1 + (width + 7) // 8)  # the filter byte, then 8 pixels a byte
    packer = zlib.compressobj(9)
    data = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    body = chunk(b"IDAT", data) if pixels else b""
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + body + chunk(b"IEND", b"")


def test_the_size_is_judged_from_the_header_alone() -> None:
    """No image data at all, so decoding it would fail otherwise: the limit is told first."""
    with pytest.raises(ValueError, match=f"12000x12000 pixels \\(144 MP\\), {LIMIT}"):
        load_image(io.BytesIO(declared_png(12_000, 12_000, pixels=False)))
    small = load_image(io.BytesIO(declared_png(200, 100)))  # under the limit: read as before
    assert small.shape == (96, 96) and not small.any()


@needs_fashion_mnist
def test_caption_refuses_a_144_megapixel_png_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(declared_png(12_000, 12_000))
    assert bomb.stat().st_size < 20_000
    run = train_tiny(tmp_path / "captioner")
    capsys.readouterr()
    assert main(["caption", str(run), str(bomb), "--no-maps"]) == 2
    err = capsys.readouterr().err
    assert err == f"attnlab caption: error: {bomb} is 12000x12000 pixels (144 MP), {LIMIT}; " + (
        "scale it down first\n"
    )


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ExplorerServer]:
    captioner = train_tiny(tmp_path_factory.mktemp("captioner") / "scenes-soft")
    live = make_server(Explorer.from_dirs([str(captioner)]), "127.0.0.1", 0, log=io.StringIO())
    threading.Thread(target=live.serve_forever, daemon=True).start()
    yield live
    live.shutdown()
    live.server_close()


@needs_fashion_mnist
@pytest.mark.parametrize("side", [12_000, 15_000])  # 15,000: over Pillow's own limit too
def test_the_image_view_refuses_an_upload_of_too_many_pixels(
    server: ExplorerServer, side: int
) -> None:
    upload = "data:image/png;base64," + base64.b64encode(declared_png(side, side)).decode()
    request = urllib.request.Request(
        server.url + "api/caption",
        data=json.dumps({"captioner": 0, "image": upload}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 400
    assert LIMIT in json.loads(refused.value.read())["error"]
