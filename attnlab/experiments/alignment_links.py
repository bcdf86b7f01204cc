"""The alignment experiment's word aligner: eflomal trained on the training pairs, its links
counted as the silver ones are (``attnlab.data.dictionary_links``)."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

from attnlab.data.dictionary_links import Sentence, target_words
from attnlab.runs import LoadedRun
from attnlab.word_aligner import eflomal_line, parse_links


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
