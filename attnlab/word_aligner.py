"""Word alignments from eflomal (Östling & Tiedemann 2016, "Efficient Word Alignment with
Markov Chain Monte Carlo", PBML 106), over the units ``Translator.align`` numbers: a Bayesian
HMM aligner with fertility, given Dirichlet priors estimated once from the run's training pairs
(how eflomal aligns text it was not trained on). Links in Pharaoh's order, (source, target)."""

from __future__ import annotations

import hashlib
import importlib.metadata
import io
import json
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from attnlab import alignment
from attnlab.atomic import write_file
from attnlab.data import DataError, Pair, SubwordTokenizer, Tokenizers, load_corpus
from attnlab.data.cache import cache_root
from attnlab.runs import LoadedRun

INSTALL_HINT = (
    "the word aligner needs eflomal: pip install 'attnlab[alignment]' (pip builds eflomal from "
    "source, so it needs a C compiler)"
)
# How units are cut and written for eflomal; a change makes the cached priors another key's.
UNITS_VERSION = 1

UnitPair = tuple[Sequence[str], Sequence[str]]  # (source units, target units)


class WordAligner:
    """eflomal with the priors in ``priors`` (its LEX/HMMF/HMMR/FERF/FERR text file).

    eflomal samples, seeded from /dev/urandom (it has no seed option): aligning the same pairs
    twice can move a few links."""

    def __init__(self, priors: Path) -> None:
        self.priors = priors

    def align(self, pairs: Sequence[UnitPair]) -> list[list[tuple[int, int]]]:
        """Per (source units, target units) pair: (source unit, target unit) links, eflomal's
        forward direction: each target unit linked to at most one source unit (a unit eflomal
        leaves unaligned gets none), in target order. Indices from 0, within the pair's units."""
        if not pairs:
            return []
        eflomal = _eflomal()
        sources = [eflomal_line(source) for source, _ in pairs]
        targets = [eflomal_line(target) for _, target in pairs]
        with (
            tempfile.TemporaryDirectory() as work,
            self.priors.open(encoding="utf-8") as priors,
        ):
            forward = Path(work) / "forward.links"
            eflomal.Aligner().align(
                sources, targets, links_filename_fwd=str(forward), priors_input=priors
            )
            lines = forward.read_text(encoding="utf-8").splitlines()
        if len(lines) != len(pairs):
            raise RuntimeError(f"eflomal wrote {len(lines)} lines of links for {len(pairs)} pairs")
        return [
            parse_links(line, len(source), len(target))
            for line, (source, target) in zip(lines, pairs, strict=True)
        ]


def word_aligner(run: LoadedRun) -> WordAligner:
    """The aligner for ``run``: eflomal priors estimated once from the run's training pairs
    (``run.config.data.corpus``'s train split, each side cut into the units ``Translator.align``
    uses), cached in ``cache_root() / "aligner" / KEY`` (KEY: a hash of the tokenizers'
    fingerprint, the corpus's name and size, eflomal's version and ``UNITS_VERSION``); later calls,
    and later processes, reuse them. Training on Tatoeba's 53k pairs takes about half a minute
    (measured on two busy cores: 4 s cutting units, 25 s of eflomal)."""
    _eflomal()  # missing: said before a corpus is loaded
    spec = run.config.data.corpus
    try:
        corpus = load_corpus(spec)
    except (DataError, OSError) as error:
        raise DataError(
            f"cannot load {spec!r}, the corpus {run.files.root} was trained on ({error}); the "
            "word aligner needs the run's training corpus: make it loadable again (for a "
            "corpus imported with `attnlab data import`, import it again under that name)"
        ) from None
    return trained_aligner(run.tokenizers, corpus.name, corpus.train)


def trained_aligner(tokenizers: Tokenizers, corpus: str, pairs: Sequence[Pair]) -> WordAligner:
    """The aligner with priors from ``pairs`` (the training pairs of the corpus named
    ``corpus``) cut as ``tokenizers`` cut them, trained once and cached."""
    path = cache_root() / "aligner" / priors_key(tokenizers, corpus, len(pairs)) / "priors.txt"
    if not path.is_file():
        print(
            f"training the word aligner on {len(pairs):,} pairs (once, cached in {path.parent})",
            file=sys.stderr,
            flush=True,
        )
        write_file(path, train_priors(training_units(pairs, tokenizers)))
    return WordAligner(path)


def priors_key(tokenizers: Tokenizers, corpus: str, pairs: int) -> str:
    """Who the priors are of: 16 hex digits."""
    about = {
        "tokenizers": tokenizers.fingerprint,
        "corpus": corpus,
        "pairs": pairs,
        "eflomal": importlib.metadata.version("eflomal"),
        "units": UNITS_VERSION,
    }
    return hashlib.sha256(json.dumps(about, sort_keys=True).encode("utf-8")).hexdigest()[:16]


def training_units(pairs: Sequence[Pair], tokenizers: Tokenizers) -> list[UnitPair]:
    """Each pair's (source units, target units) as ``Translator.units`` cuts a translation:
    the tokenizers' pieces grouped into words, or kept as pieces for a text without spaces in
    a language written without them."""
    return [(units(tokenizers.src, pair.src), units(tokenizers.tgt, pair.tgt)) for pair in pairs]


def units(tokenizer: SubwordTokenizer, text: str) -> list[str]:
    pieces = tokenizer.pieces(text)
    return alignment.unit_texts(pieces, by_piece=alignment.by_piece(text, tokenizer.lang))


def train_priors(pairs: Sequence[UnitPair]) -> str:
    """eflomal's priors file (text), counted from the links it finds on ``pairs`` in both
    directions: what ``eflomal-align`` then ``eflomal-makepriors`` write."""
    eflomal = _eflomal()
    sources = [eflomal_line(source) for source, _ in pairs]
    targets = [eflomal_line(target) for _, target in pairs]
    with tempfile.TemporaryDirectory() as work:
        forward, reverse = Path(work) / "forward.links", Path(work) / "reverse.links"
        eflomal.Aligner().align(
            sources, targets, links_filename_fwd=str(forward), links_filename_rev=str(reverse)
        )
        priors = eflomal.calculate_priors(
            sources,
            targets,
            forward.read_text(encoding="utf-8").splitlines(),
            reverse.read_text(encoding="utf-8").splitlines(),
        )
    text = io.StringIO()
    eflomal.write_priors(text, *priors)
    return text.getvalue()


def eflomal_line(units: Sequence[str]) -> str:
    """Units as the one line of tokens eflomal reads: it splits on any whitespace (str.split:
    no-break spaces, \\x1c too) and its priors file on tabs and newlines, so whitespace inside
    a unit becomes ▁, as does an empty unit; one token a unit."""
    tokens = (
        "".join(alignment.WORD_START if char.isspace() else char for char in unit)
        or alignment.WORD_START
        for unit in units
    )
    return " ".join(tokens)


def parse_links(line: str, sources: int, targets: int) -> list[tuple[int, int]]:
    """Pharaoh links ("0-1 2-0") as (source, target) pairs in target order, each checked to
    lie within ``sources`` x ``targets`` units, and no target unit linked twice."""
    links: dict[int, int] = {}  # target unit -> its source unit
    for link in line.split():
        source, target = (int(index) for index in link.split("-"))
        if not (0 <= source < sources and 0 <= target < targets) or target in links:
            raise RuntimeError(
                f"eflomal's forward links {line!r} do not fit a pair of {sources} source and "
                f"{targets} target units (each target unit linked at most once)"
            )
        links[target] = source
    return [(links[target], target) for target in sorted(links)]


def _eflomal() -> ModuleType:
    try:
        import eflomal
    except ImportError as error:
        raise ImportError(INSTALL_HINT) from error
    return eflomal
