"""N-best lists and target prefixes through ``Translator`` and ``attnlab translate``: the
search's answers, turned into text and Moses-style lines."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from attnlab.decoding import length_normalizer
from attnlab.translation import Translator
from tests.conftest import RunCli
from tests.test_scoring import stepped_log_probs

SOURCES = ["a b c d", "c c a", "e d", "b a b a b"]


@pytest.fixture(scope="module")
def translator(tiny_run: Path) -> Translator:
    return Translator.from_run(tiny_run)


def test_an_n_best_list_is_the_beam_output_then_what_follows(translator: Translator) -> None:
    length_penalty = translator.run.config.decode.length_penalty
    target = translator.run.tokenizers.tgt
    best = translator.translate(SOURCES, beam_size=5, need_weights=False)
    for found, beam in zip(
        translator.translate_n_best(SOURCES, 5, beam_size=5, need_weights=False), best, strict=True
    ):
        assert len(found) == 5
        assert (found[0].target_tokens, found[0].log_prob) == (beam.target_tokens, beam.log_prob)
        assert [h.score for h in found] == sorted((h.score for h in found), reverse=True)
        assert len({tuple(h.target_tokens) for h in found}) == 5
        for hypothesis in found:
            assert hypothesis.score == pytest.approx(
                hypothesis.log_prob
                / length_normalizer(len(hypothesis.target_tokens), length_penalty)
            )
            ids = target.encode(hypothesis.target)  # the synthetic words round-trip
            ended = hypothesis.target_tokens[-1] == "</s>"
            stepped = stepped_log_probs(translator, hypothesis.source, ids)
            expected = sum(stepped if ended else stepped[:-1])
            assert hypothesis.log_prob == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("beam", [1, 3])
def test_a_prefix_starts_the_output_and_one_of_the_greedy_output_changes_nothing(
    translator: Translator, beam: int
) -> None:
    free = translator.translate(SOURCES, beam_size=beam, need_weights=False)
    prefixes = ["d c", "", "a a a", "b"]
    forced = translator.translate(SOURCES, beam_size=beam, need_weights=False, prefixes=prefixes)
    for translation, prefix, unforced in zip(forced, prefixes, free, strict=True):
        assert translation.target.startswith(prefix)
        if not prefix:
            assert translation.target_tokens == unforced.target_tokens
    greedy = translator.translate(SOURCES, beam_size=1, need_weights=False)
    for k in range(3):
        starts = [" ".join(t.target.split()[:k]) for t in greedy]
        again = translator.translate(SOURCES, beam_size=1, need_weights=False, prefixes=starts)
        assert [t.target_tokens for t in again] == [t.target_tokens for t in greedy]
        assert [t.log_prob for t in again] == pytest.approx([t.log_prob for t in greedy])


def test_one_prefix_per_sentence(translator: Translator) -> None:
    with pytest.raises(ValueError, match="1 prefixes for 4 sentences"):
        translator.translate(SOURCES, prefixes=["a"])


def test_the_n_best_command_prints_moses_lines(
    tiny_run: Path,
    translator: Translator,
    run_cli: RunCli,
) -> None:
    stdin = f"{SOURCES[0]}\n\n{SOURCES[1]}\n"  # a blank line keeps its index, gets no line
    args = ["translate", str(tiny_run), "--beam", "4", "--n-best", "3"]
    status, lines, _ = run_cli(args, stdin)
    assert status == 0 and len(lines) == 6
    expected = translator.translate_n_best([SOURCES[0], SOURCES[1]], 3, 4, need_weights=False)
    for line, (index, hypothesis) in zip(
        lines,
        [(i, h) for i, found in zip([0, 2], expected, strict=True) for h in found],
        strict=True,
    ):
        number, text, normalized, log_prob = line.split(" ||| ")
        assert (int(number), text) == (index, hypothesis.target)
        assert float(normalized) == pytest.approx(hypothesis.score, abs=1e-4)
        assert float(log_prob) == pytest.approx(hypothesis.log_prob, abs=1e-4)
    _, plain, _ = run_cli(["translate", str(tiny_run), "--beam", "4"], stdin)
    assert [plain[0], plain[2]] == [lines[0].split(" ||| ")[1], lines[3].split(" ||| ")[1]]


def test_prefixes_from_the_command_line(tiny_run: Path, tmp_path: Path, run_cli: RunCli) -> None:
    stdin = "".join(f"{source}\n" for source in SOURCES)
    for beam in ("1", "3"):
        args = ["translate", str(tiny_run), "--beam", beam, "--prefix", "d c"]
        status, lines, _ = run_cli(args, stdin)
        assert status == 0 and len(lines) == 4 and all(line.startswith("d c") for line in lines)
    prefixes = tmp_path / "prefixes.txt"
    prefixes.write_text("a\n\nb b\n\n", encoding="utf-8")  # line 2 and 4: free
    args = ["translate", str(tiny_run), "--beam", "3", "--prefix-file", str(prefixes)]
    status, lines, _ = run_cli(args, stdin)
    _, free, _ = run_cli(["translate", str(tiny_run), "--beam", "3"], stdin)
    assert status == 0
    assert lines[0].startswith("a") and lines[2].startswith("b b")
    assert (lines[1], lines[3]) == (free[1], free[3])


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (
            ["--beam", "3", "--n-best", "4"],
            "a b\n",
            "--n-best 4 must be between 1 and the beam size (3)",
        ),
        (["--beam", "3", "--n-best", "0"], "a b\n", "--n-best 0 must be between 1"),
        (
            ["--alignments", "--align-with", "attention", "--ct2", "nowhere"],
            "a b\n",
            "--alignments needs attnlab's own decoding",
        ),
        (["--prefix", "a", "--ct2", "nowhere"], "a b\n", "--prefix needs attnlab's own decoding"),
        (
            ["--beam-rule", "attnlab", "--ct2", "nowhere"],
            "a b\n",
            "--beam-rule attnlab needs attnlab's own decoding",
        ),
        (["--prefix-file", "PREFIXES"], "a b\nb c\nc d\n", "input line 3 has no prefix"),
        (["--prefix-file", "PREFIXES"], "a b\n", "has 2 lines for 1 input lines"),
    ],
)
def test_options_that_cannot_be_used_get_one_line(
    args: list[str],
    stdin: str,
    message: str,
    tiny_run: Path,
    tmp_path: Path,
    run_cli: RunCli,
) -> None:
    (tmp_path / "prefixes.txt").write_text("a\nb\n", encoding="utf-8")
    args = [str(tmp_path / "prefixes.txt") if arg == "PREFIXES" else arg for arg in args]
    status, _, err = run_cli(["translate", str(tiny_run), *args], stdin)
    assert status == 2
    assert len(err) == 1 and message in err[0] and err[0].startswith("attnlab translate: error:")


def test_the_beam_rule_is_chosen_on_the_command_line(
    translator: Translator, tiny_run: Path, run_cli: RunCli, tmp_path: Path, monkeypatch: Any
) -> None:
    """--beam-rule ctranslate2: CTranslate2's normalizer and stop, for translate and evaluate."""
    rule = translator.with_decoding(beam_rule="ctranslate2")
    expected = rule.translate_n_best(SOURCES, 2, 3, need_weights=False)
    args = [
        "translate",
        str(tiny_run),
        "--beam",
        "3",
        "--n-best",
        "2",
        "--beam-rule",
        "ctranslate2",
    ]
    status, out, _ = run_cli([*args, "--quiet"], "\n".join(SOURCES) + "\n")
    assert status == 0
    scores = [float(line.split(" ||| ")[2]) for line in out]
    assert scores == pytest.approx([h.score for found in expected for h in found], abs=1e-4)
    for found in expected:  # the score is log p / T, the length with eos, at penalty 1
        assert all(h.score == pytest.approx(h.log_prob / len(h.target_tokens)) for h in found)
    monkeypatch.chdir(tmp_path)
    copy = tmp_path / "run"
    shutil.copytree(tiny_run, copy, ignore=shutil.ignore_patterns(".lock"))
    assert run_cli(["evaluate", str(copy), "--beam-rule", "ctranslate2", "--quiet"], "")[0] == 0
    assert json.loads((copy / "report-test.json").read_text())["meta"]["beam_rule"] == "ctranslate2"
