"""Find and register a font with Chinese glyphs, so matplotlib draws characters, not boxes.

Search order: $ATTNLAB_CJK_FONT, the font of the pip package ``pylopdf-fonts-zh-cn``
(Noto Sans SC, SIL OFL 1.1), common system paths, then any font matplotlib knows that covers
Chinese. Without one, Chinese labels trigger a single warning that says how to install one.
"""

from __future__ import annotations

import functools
import os
import re
import warnings
from collections.abc import Iterable
from pathlib import Path

from fontTools.ttLib import TTFont, TTLibError
from matplotlib import font_manager

ENV_VAR = "ATTNLAB_CJK_FONT"
# Characters a usable font must have: common hanzi and the ideographic full stop.
PROBE = "中文汉字的是我你那只黑猫坐在窗边。"
# The Latin font matplotlib ships; CJK glyphs fall back to the CJK font per character.
BASE_FAMILY = "DejaVu Sans"

SYSTEM_FONT_PATHS = (
    # Debian/Ubuntu: fonts-noto-cjk, fonts-wqy-zenhei, fonts-wqy-microhei, fonts-arphic-*
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/truetype/arphic/uming.ttc",
    # Fedora / Arch
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    # macOS
    "/System/Library/Fonts/PingFang.ttc",
    "/System/Library/Fonts/STHeiti Light.ttc",
    "/System/Library/Fonts/Hiragino Sans GB.ttc",
    "/Library/Fonts/Arial Unicode.ttf",
    # Windows
    "C:/Windows/Fonts/msyh.ttc",
    "C:/Windows/Fonts/simhei.ttf",
    "C:/Windows/Fonts/simsun.ttc",
)
# The characters a CJK font is needed for, the one table of them: here for matplotlib's
# fallback, in the explorer page as the CSS unicode-range of its bundled font.
CJK_RANGES = (
    (0x2E80, 0x9FFF),  # radicals, punctuation, kana, ideographs
    (0xAC00, 0xD7AF),  # hangul
    (0xF900, 0xFAFF),  # compatibility ideographs
    (0xFF00, 0xFFEF),  # full-width forms
    (0x20000, 0x3134F),  # extension B and later
)
# Family-name hints that make a font worth opening when scanning matplotlib's font list.
NAME_HINTS = ("cjk", " sc", " tc", "hei", "song", "ming", "kai", "wenquanyi", "han", "fallback")

INSTALL_HINT = (
    "Chinese labels would be drawn as empty boxes: no font with Chinese glyphs was found. "
    "Install one with `pip install pylopdf-fonts-zh-cn` (Noto Sans SC), or "
    "`apt-get install fonts-noto-cjk` (or fonts-wqy-zenhei), or set "
    f"{ENV_VAR}=/path/to/a/font.ttf."
)


class MissingCJKFontWarning(UserWarning):
    """No installed font covers Chinese characters."""


def font_covers(path: str | os.PathLike[str], text: str = PROBE) -> bool:
    """True when the font at ``path`` (first face of a collection) has a real glyph for every
    character of ``text``."""
    try:
        font = TTFont(os.fspath(path), fontNumber=0, lazy=True)
        try:
            cmap = font.getBestCmap() or {}
        finally:
            font.close()
    except (OSError, TTLibError, AssertionError, KeyError):
        return False
    chars = {ch for ch in text if not ch.isspace()}
    if not all(ord(ch) in cmap for ch in chars):
        return False
    # Distinct characters need distinct glyphs: a "last resort" font (matplotlib ships one)
    # maps every code point of a block to one placeholder box.
    return len({cmap[ord(ch)] for ch in chars}) == len(chars)


def _packaged_fonts() -> list[Path]:
    try:
        import pylopdf_fonts_zh_cn
    except ImportError:
        return []
    return [Path(pylopdf_fonts_zh_cn.sans_path())]


def _matplotlib_fonts() -> list[Path]:
    entries = font_manager.fontManager.ttflist
    hinted = [e for e in entries if any(h in f" {e.name.lower()}" for h in NAME_HINTS)]
    rest = [e for e in entries if e not in hinted]
    return [Path(e.fname) for e in [*hinted, *rest]]


def candidate_fonts() -> Iterable[Path]:
    """Font files to try, best first (lazily: later sources are only listed if needed)."""
    if os.environ.get(ENV_VAR):
        yield Path(os.environ[ENV_VAR])
    yield from _packaged_fonts()
    yield from (Path(p) for p in SYSTEM_FONT_PATHS)
    yield from _matplotlib_fonts()


@functools.cache
def find_cjk_font() -> Path | None:
    """The first font file that has glyphs for common Chinese characters, or None."""
    seen: set[Path] = set()
    for path in candidate_fonts():
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        if font_covers(path):
            return path
    return None


@functools.cache
def register_font(path: Path) -> str:
    """Add the font file to matplotlib's font manager (once); return its family name."""
    font_manager.fontManager.addfont(os.fspath(path))
    return font_manager.FontProperties(fname=os.fspath(path)).get_name()


# One character in CJK_RANGES: a page's text is scanned in one pass, not a character at a time.
CJK_CHARACTER = re.compile("[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in CJK_RANGES) + "]")


def needs_cjk(texts: Iterable[str]) -> bool:
    """True when any text has CJK ideographs, kana, hangul or full-width punctuation."""
    return any(CJK_CHARACTER.search(text) for text in texts)


def cjk_characters(text: str) -> str:
    """The distinct characters of ``text`` in CJK_RANGES, sorted."""
    return "".join(sorted(set(CJK_CHARACTER.findall(text))))


def css_unicode_range(ranges: Iterable[tuple[int, int]] = CJK_RANGES) -> str:
    """Code point ranges (low, high), ``CJK_RANGES`` unless given, as a CSS ``unicode-range``:
    'U+2E80-9FFF, U+AC00-D7AF, ...'; a range of one code point as 'U+4E2D'."""
    return ", ".join(f"U+{low:X}" if low == high else f"U+{low:X}-{high:X}" for low, high in ranges)


_warned = False


def font_families(texts: Iterable[str] = ()) -> list[str]:
    """The ``font.family`` list to draw ``texts`` with: Latin first, a CJK font as fallback.

    Warns once per process when ``texts`` have CJK characters and no CJK font exists.
    """
    global _warned
    path = find_cjk_font()
    if path is not None:
        return [BASE_FAMILY, register_font(path)]
    if needs_cjk(texts) and not _warned:
        _warned = True
        warnings.warn(INSTALL_HINT, MissingCJKFontWarning, stacklevel=3)
    return [BASE_FAMILY]
