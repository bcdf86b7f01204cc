"""Chinese script handling: Traditional -> Simplified folding (OpenCC's tables, through the
pure-Python ``opencc-python-reimplemented``) and a per-sentence script label for statistics."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

# The name a corpus or tokenizer records when its Chinese text is folded to Simplified script.
SIMPLIFIED = "zh-hans"


@lru_cache(maxsize=2)
def _converter(config: str) -> Any:
    try:
        from opencc import OpenCC
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise ImportError(
            "Chinese script folding needs the package opencc-python-reimplemented: "
            "pip install 'opencc-python-reimplemented>=0.1.7'"
        ) from error
    return OpenCC(config)


def to_simplified(text: str) -> str:
    """Traditional characters and phrases -> Simplified (OpenCC ``t2s``); Simplified text and
    non-Chinese text pass through unchanged."""
    return str(_converter("t2s").convert(text))


def script_of(text: str) -> str:
    """'traditional', 'simplified', 'neutral' (the same in both scripts) or 'mixed'."""
    simplified = to_simplified(text) != text
    traditional = str(_converter("s2t").convert(text)) != text
    if simplified and not traditional:
        return "traditional"
    if traditional and not simplified:
        return "simplified"
    return "mixed" if simplified else "neutral"


def script_mix(sentences: Iterable[str]) -> dict[str, int]:
    """Counts of :func:`script_of` labels, in a fixed order."""
    counts = Counter(script_of(sentence) for sentence in sentences)
    return {label: counts[label] for label in ("simplified", "traditional", "neutral", "mixed")}
