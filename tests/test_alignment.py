"""Word alignments from cross-attention: pieces merged to words, known pairs from hand-set
attention and from the scripted model's search, the command line's Pharaoh output."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from attnlab.aligners import attribution_links
from attnlab.alignment import (
    Reading,
    align,
    attention_matrix,
    by_piece,
    pharaoh,
    read,
    unit_texts,
    word_indices,
)
from attnlab.models.outputs import AttentionMaps
from attnlab.translation import Translator
from tests.conftest import RunCli
from tests.decoding.scripted_model import BOS
from tests.decoding.test_search import A, B, scripted, search


def test_pieces_merge_into_words_or_stay_units() -> None:
    assert word_indices(["▁I", "▁lo", "ve", "▁tea", "."]) == [0, 1, 1, 2, 2]
    assert word_indices(["lo", "ve", "▁it"]) == [0, 0, 1]  # no ▁ first: still word 0
    assert word_indices(["▁", "我", "喜欢", "茶"], by_piece=True) == [0, 0, 1, 2]
    assert word_indices([]) == []
    assert by_piece("我喜欢茶。", "zh") and not by_piece("我 喜欢 茶 。", "zh")
    assert not by_piece("Ilovetea", "en")


def test_attention_is_summed_over_source_pieces_and_averaged_over_target_pieces() -> None:
    source_units = [0, 1, 1, 2]  # words: s0 | s1a s1b | s2
    target_units = [0, 1, 1]  # words: t0 | t1a t1b
    weights = torch.tensor(
        [
            [0.4, 0.3, 0.3, 0.0],  # t0: s0 has the largest piece, s1 the largest sum (0.6)
            [0.1, 0.0, 0.0, 0.9],  # t1a: s2
            [0.0, 0.3, 0.3, 0.4],  # t1b: s1 (0.6); averaged with t1a, s2 wins (0.65 > 0.3)
            [1.0, 0.0, 0.0, 0.0],  # the eos row: no word, left out
        ]
    )
    assert align(weights, source_units, target_units) == [(1, 0), (2, 1)]
    assert pharaoh(align(weights, source_units, target_units)) == "1-0 2-1"
    assert align(weights, [], target_units) == [] and align(weights, source_units, []) == []


def test_a_layer_and_a_head_or_the_heads_mean() -> None:
    first = torch.tensor([[[[1.0, 0.0]], [[0.0, 1.0]]]])  # (1, H=2, T=1, S=2)
    last = torch.tensor([[[[0.2, 0.8]], [[0.6, 0.4]]]])
    maps = AttentionMaps(cross=[first, last])
    torch.testing.assert_close(attention_matrix(maps), torch.tensor([[0.4, 0.6]]))
    torch.testing.assert_close(attention_matrix(maps, layer=0, head=1), torch.tensor([[0.0, 1.0]]))
    torch.testing.assert_close(attention_matrix(maps, layer=-1, head=0), torch.tensor([[0.2, 0.8]]))
    with pytest.raises(ValueError, match="layer 2 is out of range: the model has 2"):
        attention_matrix(maps, layer=2)
    with pytest.raises(ValueError, match="head 2 is out of range: the layer has 2"):
        attention_matrix(maps, head=2)
    with pytest.raises(ValueError, match="no cross-attention to align with"):
        attention_matrix(AttentionMaps())


def test_a_reading_of_every_layer_or_one_shifted_a_step() -> None:
    first = torch.tensor([[[[1.0, 0.0], [0.5, 0.5]]]])  # (1, H=1, T=2, S=2)
    last = torch.tensor([[[[0.0, 1.0], [0.3, 0.7]]]])
    maps = AttentionMaps(cross=[first, last])
    torch.testing.assert_close(read(maps, Reading()), last[0, 0])  # the last layer's, as before
    everything = torch.tensor([[0.5, 0.5], [0.4, 0.6]])
    torch.testing.assert_close(read(maps, Reading(layer=None)), everything)
    # Shift-Att: piece t's row is the next step's, where t is the decoder's input
    torch.testing.assert_close(read(maps, Reading(layer=0, shift=True)), first[0, 0, 1:])
    with pytest.raises(ValueError, match="a head is read within a layer"):
        read(maps, Reading(layer=None, head=0))
    with pytest.raises(ValueError, match="no cross-attention to align with"):
        read(AttentionMaps(), Reading(layer=None))


@pytest.mark.parametrize("beam", [0, 2])
def test_the_scripted_search_gives_the_expected_pairs(beam: int) -> None:
    """The scripted model attends, at each step, to the source position of the previous
    token: it writes B B A A eos, so its rows point at positions 0, B, B, A = 0, 2, 2, 1."""
    rows = {
        (0, BOS): [0, 0, 1, 0],
        (1, B): [0, 0, 1, 0],
        (2, B): [0, 1, 0, 0],
        (3, A): [0, 1, 0, 0],
        (4, A): [0, 0, 0, 1],
    }
    model = scripted(rows, steps=6)
    (hypothesis,) = search(model, beam, limit=6)
    assert (hypothesis.tokens, hypothesis.ended) == ([B, B, A, A], True)
    source_units = word_indices(["▁a", "b", "▁c", "▁d", "▁e"])  # positions 0, 1 -> word 0; 2 -> 1
    target_units = word_indices(["▁w", "▁x", "y", "▁z"])  # B | B A | A
    pairs = align(attention_matrix(hypothesis.attention), source_units, target_units)
    assert pharaoh(pairs) == "0-0 1-1 0-2"  # w: position 0; x y: 2, 2; z: 1 (eos row left out)


@pytest.fixture(scope="module")
def translator(tiny_run: Path) -> Translator:
    return Translator.from_run(tiny_run)


def test_a_translation_has_one_pair_per_target_word(translator: Translator) -> None:
    for translation in translator.translate(["a b c d", "c c a e"], beam_size=3):
        pairs = translator.align(translation)
        assert [target for _, target in pairs] == list(range(len(translation.target.split())))
        expected = attention_matrix(translation.attention)[: len(pairs)].argmax(dim=1).tolist()
        assert [source for source, _ in pairs] == expected  # one piece per synthetic word


def test_the_command_appends_pharaoh_alignments(
    tiny_run: Path,
    translator: Translator,
    run_cli: RunCli,
) -> None:
    sources = ["a b c d", "c c a e"]
    stdin = f"{sources[0]}\n\n{sources[1]}\n"
    args = ["translate", str(tiny_run), "--beam", "3", "--alignments", "--align-layer", "1"]
    status, lines, _ = run_cli(args, stdin)
    assert status == 0 and lines[1] == ""  # a blank line stays blank
    for line, translation in zip(
        [lines[0], lines[2]], translator.translate(sources, beam_size=3), strict=True
    ):
        assert line == f"{translation.target} ||| {pharaoh(translator.align(translation))}"
    args = ["translate", str(tiny_run), "--alignments", "--align-shift"]
    status, lines, _ = run_cli(args, f"{sources[0]}\n")
    (translation,) = translator.translate(sources[:1])
    shifted = pharaoh(translator.align(translation, Reading(shift=True)))
    assert status == 0 and lines == [f"{translation.target} ||| {shifted}"]
    args = ["translate", str(tiny_run), "--beam", "3", "--n-best", "2", "--alignments",
            "--align-with", "attention"]  # fmt: skip
    status, lines, _ = run_cli(args, stdin)
    found = translator.translate_n_best(sources, 2, 3)
    assert status == 0
    assert [line.split(" ||| ")[-1] for line in lines] == [
        pharaoh(translator.align(h)) for hypotheses in found for h in hypotheses
    ]


def test_alignments_from_the_word_aligner_index_the_same_units(
    tiny_run: Path,
    translator: Translator,
    run_cli: RunCli,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    pytest.importorskip("eflomal")
    monkeypatch.setenv("ATTNLAB_CACHE", str(tmp_path))
    args = ["translate", str(tiny_run), "--alignments", "--align-with", "aligner",
            "--alignment-units"]  # fmt: skip
    status, lines, _ = run_cli(args, "a b c d\n\nc c a e\n")
    assert status == 0 and lines[1] == ""
    for line in (lines[0], lines[2]):
        _, links, source_units, target_units = line.split(" ||| ")
        pairs = [tuple(int(i) for i in link.split("-")) for link in links.split()]
        assert all(s < len(source_units.split()) for s, _ in pairs)
        assert all(t < len(target_units.split()) for _, t in pairs)
        assert len({t for _, t in pairs}) == len(pairs)  # a target unit links once at most
    assert any(tmp_path.glob("aligner/*/priors.txt"))  # trained once, cached
    status, lines, _ = run_cli(["translate", str(tiny_run), "--alignments"], "a b c d\n")
    assert status == 0 and " ||| " in lines[0]  # a Bahdanau model's default: the aligner
    assert len(list(tmp_path.glob("aligner/*/priors.txt"))) == 1  # the same priors


def test_alignments_from_occlusion_are_its_largest_attribution(
    tiny_run: Path, translator: Translator, run_cli: RunCli
) -> None:
    args = ["translate", str(tiny_run), "--alignments", "--align-with", "occlusion"]
    status, lines, _ = run_cli(args, "a b c d\n")
    (translation,) = translator.translate(["a b c d"])
    links = attribution_links(translator.run, translation, "occlusion")
    assert status == 0 and lines == [f"{translation.target} ||| {pharaoh(links)}"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--alignments", "--align-layer", "2"],
            "--align-layer 2: choose 1 to 1, this model's layers",
        ),
        (["--alignments", "--align-head", "2"], "--align-head 2: choose 1 to 1, a layer's heads"),
        (["--align-layer", "1"], "add --alignments"),
        (["--align-shift"], "add --alignments"),
        (["--align-with", "aligner"], "add --alignments"),
        (["--alignments", "--align-with", "aligner", "--align-head", "1"], "reads none: drop"),
        (["--alignments", "--align-with", "occlusion", "--align-shift"], "reads none: drop"),
        (
            ["--alignments", "--align-with", "attention", "--ct2", "nowhere"],
            "--alignments needs attnlab's own decoding",
        ),
    ],
)
def test_alignment_options_that_cannot_be_used_get_one_line(
    args: list[str],
    message: str,
    tiny_run: Path,
    run_cli: RunCli,
) -> None:
    status, out, err = run_cli(["translate", str(tiny_run), *args], "a b\n")
    assert status == 2 and out == []
    assert len(err) == 1 and message in err[0]


def test_each_unit_is_the_text_its_index_points_at() -> None:
    pieces = ["▁我喜欢", "喝", "茶", "。"]
    assert unit_texts(pieces, by_piece=True) == ["我喜欢", "喝", "茶", "。"]
    assert unit_texts(["▁I", "▁li", "ke", "▁tea", "."]) == ["I", "like", "tea."]
    assert unit_texts(["▁", "我", "们"], by_piece=True) == ["我", "们"]  # a bare ▁ joins the next
    assert unit_texts(["▁a", "▁"]) == ["a", "▁"]  # never an empty unit


def test_the_command_prints_the_units_the_indices_count(
    tiny_run: Path, translator: Translator, run_cli: RunCli
) -> None:
    sources = ["a b c d", "c c a e"]
    args = ["translate", str(tiny_run), "--alignments", "--align-with", "attention",
            "--alignment-units"]  # fmt: skip
    status, lines, _ = run_cli(args, "\n".join(sources) + "\n")
    assert status == 0
    for line, translation in zip(lines, translator.translate(sources), strict=True):
        _, pairs, source_units, target_units = line.split(" ||| ")
        assert (source_units.split(), target_units.split()) == translator.units(translation)
        indices = [tuple(map(int, pair.split("-"))) for pair in pairs.split()]
        assert all(i < len(source_units.split()) for i, _ in indices)
        assert [j for _, j in indices] == list(range(len(target_units.split())))
    status, _, err = run_cli(["translate", str(tiny_run), "--alignment-units"], "a b\n")
    assert status == 2 and "add --alignments" in err[-1]
