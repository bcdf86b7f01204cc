"""The explorer's Image view in a real headless Chromium: a captioning run served beside a
translation run; pick a test scene, see the caption, click and step through the words, and
upload a picture. Also its API's refusals."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import start_server
from test_explorer_browser import api, console_error

from attnlab.viz.explorer import Explorer
from attnlab.viz.explorer.server import ExplorerServer
from tests.vision.tiny_captioner import needs_fashion_mnist, train_tiny

pytestmark = needs_fashion_mnist


@pytest.fixture(scope="module")
def image_server(
    run_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ExplorerServer]:
    captioner = train_tiny(tmp_path_factory.mktemp("captioner") / "scenes-soft")
    explorer = Explorer.from_dirs([str(run_dirs["bahdanau"]), str(captioner)])
    assert len(explorer.runs) == 1 and len(explorer.captioners) == 1
    live, _ = start_server(explorer)
    yield live
    live.shutdown()
    live.server_close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.on("console", lambda message: errors.append(console_error(message) or ""))
    yield opened
    context.close()
    assert not [error for error in errors if error]


def overlay_pixels(page: Any) -> str:
    """The canvas's pixels, to tell one word's overlay from another's."""
    return str(page.evaluate("document.getElementById('image-canvas').toDataURL()"))


def test_pick_a_scene_click_and_step_through_the_words(
    page: Any, image_server: ExplorerServer, screenshots: Path
) -> None:
    page.goto(image_server.url + "#image")
    page.wait_for_selector(".image-word")
    words = page.locator(".image-word")
    count = words.count()
    assert count >= 1
    assert page.inner_text("#image-reference").startswith("Reference: a ")
    assert page.get_attribute(".image-word[data-index='0']", "aria-pressed") == "true"
    first = overlay_pixels(page)
    last = count - 1
    words.nth(last).click()
    assert page.get_attribute(f".image-word[data-index='{last}']", "aria-pressed") == "true"
    assert f"Word {count} of {count}" in page.inner_text("#image-position")
    page.click("#image-prev")
    assert f"Word {max(count - 1, 1)} of {count}" in page.inner_text("#image-position")
    words.first.click()
    assert overlay_pixels(page) == first  # the same word draws the same overlay
    page.keyboard.press("ArrowRight")  # the arrow keys step through the words
    expected = min(1, last)
    assert page.get_attribute(f".image-word[data-index='{expected}']", "aria-pressed") == "true"
    page.keyboard.press("ArrowLeft")
    assert page.get_attribute(".image-word[data-index='0']", "aria-pressed") == "true"
    page.fill("#image-scene", "2")
    page.click("#image-show")
    page.wait_for_selector(".image-result[data-scene='2'] #image-reference")
    assert page.inner_text("#status") == ""
    page.screenshot(path=str(screenshots / "image-view.png"))


def test_upload_a_picture(page: Any, image_server: ExplorerServer, tmp_path: Path) -> None:
    from PIL import Image

    picture = tmp_path / "light.png"
    Image.new("L", (150, 120), 255).save(picture)
    page.goto(image_server.url + "#image")
    page.wait_for_selector(".image-word")
    page.set_input_files("#image-upload", str(picture))
    page.wait_for_selector(".image-result[data-scene='upload']")
    assert page.locator("#image-reference").count() == 0  # an upload has no reference
    assert page.locator(".image-word").count() >= 1


def test_caption_api_refuses_bad_requests(image_server: ExplorerServer) -> None:
    import urllib.error

    for body, message in (
        ({"captioner": 5, "scene": 0}, "unknown captioner"),
        ({"captioner": 0, "scene": 10_000}, "scene must be"),
        ({"captioner": 0, "image": "data:text/plain,hi"}, "data:image"),
        ({"captioner": 0, "image": "data:image/png;base64,AAAA"}, "cannot read"),
    ):
        with pytest.raises(urllib.error.HTTPError) as caught:
            api(image_server, "/api/caption", body)
        assert message in caught.value.read().decode()
    answer = api(image_server, "/api/caption", {"captioner": 0, "scene": 1})
    assert len(answer["weights"]) == len(answer["words"]) and answer["side"] == 6
    assert all(abs(sum(row) - 1) < 1e-3 for row in answer["weights"])
    assert len(answer["boxes"]) >= 2 and answer["image"].startswith("data:image/png;base64,")


def test_the_image_view_in_chinese_shows_no_english_but_the_captions(
    browser: Any, image_server: ExplorerServer
) -> None:
    """The no-English sweep over the Image view: the page's words in Chinese; Latin letters
    only in the scene's caption language (the model's output and the reference) and names."""
    from test_i18n_browser import text_without_code

    from attnlab.data.scenes import WORDS
    from tests.chinese import LATIN_ALLOWED, latin_words

    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
    try:
        page = context.new_page()
        page.goto(image_server.url + "#image")
        page.wait_for_selector(".image-word")
        assert page.inner_text("#image-reference").startswith("参考描述")
        text = text_without_code(page, "#panel-image")
        names = {"scenes-soft", "Show", "Attend", "and", "Tell"}  # the run, the paper
        left = latin_words(text) - LATIN_ALLOWED - set(WORDS) - names
        assert not left, left
    finally:
        context.close()
