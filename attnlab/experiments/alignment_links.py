"""The alignment experiment's word aligner: eflomal trained on the training pairs, its links
counted as the silver ones are (``attnlab.data.dictionary_links``)."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

from attnlab.data.dictionary_links import Sentence, target_words
from attnlab.runs import LoadedRun


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

    def words_of(pieces: list[str]) -> str:
        return " ".join(
            "".join(pieces[j] for j in w).replace("▁", "") or "▁" for w in target_words(pieces)
        )

    sources = [" ".join(src_tok.id_to_pieces(src_tok.encode(s))) for s, _ in train]
    targets = [words_of(tgt_tok.id_to_pieces(tgt_tok.encode(t))) for _, t in train]
    kept = [i for i, (s, t) in enumerate(zip(sources, targets, strict=True)) if s and t]
    sources, targets = [sources[i] for i in kept], [targets[i] for i in kept]
    sources += [" ".join(src_tok.id_to_pieces(s.src_ids)) for s in sentences]
    targets += [words_of(tgt_tok.id_to_pieces(s.tgt_ids)) for s in sentences]
    with tempfile.TemporaryDirectory() as work:
        forward = Path(work) / "forward.links"
        eflomal.Aligner().align(sources, targets, links_filename_fwd=str(forward))
        lines = forward.read_text(encoding="utf-8").splitlines()
    found = []
    for sentence, line in zip(sentences, lines[len(kept) :], strict=True):
        links: dict[int, set[int]] = {}
        for pair in line.split():  # Pharaoh: source-target
            piece, word = (int(k) for k in pair.split("-"))
            links.setdefault(word, set()).add(piece)
        found.append({i: links[i] for i in sentence.sure if i in links})
    return found
