"""The alignment experiment's word aligners, their links counted as the silver ones are
(``attnlab.data.dictionary_links``): eflomal trained on the training pairs with the test pairs
after them, the reference the verdict compares attention with; and eflomal as ``translate
--align-with aligner`` runs it (``attnlab.word_aligner``: priors from the training pairs, each
new pair aligned with them), the one the dev split can choose for ``--alignments``."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

from attnlab import alignment
from attnlab.data import Pair
from attnlab.data.dictionary_links import Sentence, target_words
from attnlab.runs import LoadedRun
from attnlab.word_aligner import eflomal_line, parse_links, trained_aligner


def aligner_links(
    run: LoadedRun, sentences: Sequence[Sentence], train: Sequence[tuple[str, str]]
) -> list[dict[int, set[int]]]:
    """Each sentence's covered word -> the source piece eflomal links it to (none: the word
    is left unlinked), eflomal trained on the ``train`` pairs (source, target) with the test
    sentences after them, as an unsupervised aligner is run: it reads the pairs, never a link.
    Source side: the model's pieces; target side: the reference words (``target_words``), so
    its links index what the silver ones index. The forward direction: at most one source
    piece a word, as attention's argmax. eflomal samples, seeded from /dev/urandom (it has no
    seed option), so a rerun moves its error a little."""
    import eflomal

    src_tok, tgt_tok = run.tokenizers.src, run.tokenizers.tgt

    def words_of(pieces: list[str]) -> list[str]:
        return ["".join(pieces[j] for j in word).replace("▁", "") for word in target_words(pieces)]

    sources = [src_tok.id_to_pieces(src_tok.encode(s)) for s, _ in train]
    targets = [words_of(tgt_tok.id_to_pieces(tgt_tok.encode(t))) for _, t in train]
    pairs = [(s, t) for s, t in zip(sources, targets, strict=True) if s and t]
    trained = len(pairs)
    pairs += [(src_tok.id_to_pieces(s.src_ids), words_of(tgt_tok.id_to_pieces(s.tgt_ids)))
              for s in sentences]  # fmt: skip
    with tempfile.TemporaryDirectory() as work:
        forward = Path(work) / "forward.links"
        eflomal.Aligner().align(
            [eflomal_line(source) for source, _ in pairs],
            [eflomal_line(target) for _, target in pairs],
            links_filename_fwd=str(forward),
        )
        lines = forward.read_text(encoding="utf-8").splitlines()[trained:]
    found = []
    for sentence, line, (source, target) in zip(sentences, lines, pairs[trained:], strict=True):
        links = dict((word, {piece}) for piece, word in parse_links(line, len(source), len(target)))
        found.append({i: links[i] for i in sentence.sure if i in links})
    return found


def deployed_links(
    run: LoadedRun, sentences: Sequence[Sentence], corpus: str, train: Sequence[Pair]
) -> list[dict[int, set[int]]]:
    """Each sentence's covered word -> the source pieces of the unit ``translate --alignments
    --align-with aligner`` links its word to, for the pair (source, first reference): the word
    aligner with priors from ``train``, the training pairs of ``corpus`` (for the run's own
    corpus, the aligner ``word_aligner(run)`` gives ``translate``, cached once), over the units
    ``Translator.align`` numbers (words; pieces for Chinese without spaces). A covered word sits
    in one unit (a unit of ``translate`` may hold several: "cat." is one, two words here)."""
    src_tok, tgt_tok = run.tokenizers.src, run.tokenizers.tgt
    cut = []  # per sentence: (unit of each source piece, unit of each target piece)
    pairs = []
    for sentence in sentences:
        src_pieces = src_tok.id_to_pieces(sentence.src_ids)
        tgt_pieces = tgt_tok.id_to_pieces(sentence.tgt_ids)
        src_by_piece = alignment.by_piece(sentence.source, src_tok.lang)
        cut.append(
            (
                alignment.word_indices(src_pieces, by_piece=src_by_piece),
                alignment.word_indices(tgt_pieces),
            )
        )
        pairs.append(
            (
                alignment.unit_texts(src_pieces, by_piece=src_by_piece),
                alignment.unit_texts(tgt_pieces),
            )
        )
    found = []
    for sentence, (src_units, tgt_units), links in zip(
        sentences, cut, trained_aligner(run.tokenizers, corpus, train).align(pairs), strict=True
    ):
        source_of = {target: source for source, target in links}  # target unit -> source unit
        covered = {}
        for i in sentence.sure:
            unit = source_of.get(tgt_units[sentence.words[i][0]])
            if unit is not None:
                covered[i] = {k for k, u in enumerate(src_units) if u == unit}
        found.append(covered)
    return found
