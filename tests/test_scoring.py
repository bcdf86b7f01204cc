"""Scoring given targets (``attnlab score``): the model's log-probabilities, against the
decoder stepped by hand; the command line's output and its refusals."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from attnlab.masks import padding_mask
from attnlab.scoring import score
from attnlab.translation import Translator
from tests.conftest import RunCli

PAIRS = [("a b c d", "d c b a"), ("c c a", "a c c"), ("e", "e e e e e"), ("b a", "d")]


def stepped_log_probs(translator: Translator, source: str, target_ids: list[int]) -> list[float]:
    """log p of each target id and then eos, stepping the decoder one token at a time."""
    model, tokenizers = translator.run.model, translator.run.tokenizers
    src_ids = tokenizers.src.encode(source)
    src = torch.tensor([src_ids])  # (1, S)
    src_mask = padding_mask(torch.tensor([len(src_ids)]))  # (1, 1, 1, S)
    state = model.init_state(model.encode(src, src_mask), src_mask)
    prev, found = tokenizers.tgt.bos_id, []
    with torch.no_grad():
        for token in [*target_ids, tokenizers.tgt.eos_id]:
            out = model.step(torch.tensor([prev]), state)
            found.append(float(torch.log_softmax(out.logits.double(), dim=-1)[0, token]))
            prev, state = token, out.state
    return found


@pytest.fixture(scope="module")
def translator(tiny_run: Path) -> Translator:
    return Translator.from_run(tiny_run)


def test_scores_are_the_log_probabilities_of_the_stepped_decoder(translator: Translator) -> None:
    target = translator.run.tokenizers.tgt
    for scored, (source, text) in zip(translator.score(PAIRS), PAIRS, strict=True):
        ids = target.encode(text)
        expected = stepped_log_probs(translator, source, ids)
        assert scored.target_tokens == [*target.id_to_pieces(ids), "</s>"]
        assert scored.token_log_probs == pytest.approx(expected, abs=1e-5)
        assert scored.log_prob == pytest.approx(sum(expected), abs=1e-5)
        assert scored.log_prob_per_token == pytest.approx(sum(expected) / len(expected), abs=1e-5)


def test_scores_do_not_depend_on_the_batches(translator: Translator) -> None:
    model, tokenizers = translator.run.model, translator.run.tokenizers
    together = score(model, tokenizers, PAIRS * 3, max_tokens=4096)
    alone = score(model, tokenizers, PAIRS * 3, max_tokens=1)  # one pair a batch
    assert [s.target for s in together] == [t for _, t in PAIRS * 3]
    for a, b in zip(together, alone, strict=True):
        assert a.token_log_probs == pytest.approx(b.token_log_probs, abs=1e-5)


def test_a_translation_scores_what_its_search_said(translator: Translator) -> None:
    """Forced decoding of a beam's output gives the log-probability the search computed."""
    sources = [source for source, _ in PAIRS]
    for translation in translator.translate(sources, beam_size=3, need_weights=False):
        (scored,) = translator.score([(translation.source, translation.target)])
        assert scored.target_tokens == translation.target_tokens  # it ended, tokens round-trip
        assert scored.log_prob == pytest.approx(translation.log_prob, abs=1e-4)


def test_the_command_prints_a_line_per_pair(
    tiny_run: Path,
    translator: Translator,
    tmp_path: Path,
    run_cli: RunCli,
) -> None:
    stdin = "".join(f"{source}\t{target}\n" for source, target in PAIRS)
    status, lines, _ = run_cli(["score", str(tiny_run)], stdin)
    assert status == 0
    for line, scored in zip(lines, translator.score(PAIRS), strict=True):
        log_prob, per_token, tokens = line.split("\t")
        assert float(log_prob) == pytest.approx(scored.log_prob, abs=1e-4)
        assert float(per_token) == pytest.approx(scored.log_prob_per_token, abs=1e-4)
        assert int(tokens) == len(scored.target_tokens)

    status, detailed, _ = run_cli(["score", str(tiny_run), "--per-token"], stdin)
    assert status == 0 and len(detailed) == len(PAIRS)
    for line, plain, scored in zip(detailed, lines, translator.score(PAIRS), strict=True):
        *first, pieces, values = line.split("\t")
        assert "\t".join(first) == plain
        assert pieces.split(" ") == scored.target_tokens
        assert [float(v) for v in values.split(" ")] == pytest.approx(
            scored.token_log_probs, abs=1e-4
        )

    (tmp_path / "src.txt").write_text("".join(f"{s}\n" for s, _ in PAIRS), encoding="utf-8")
    (tmp_path / "tgt.txt").write_text("".join(f"{t}\n" for _, t in PAIRS), encoding="utf-8")
    files = ["--source", str(tmp_path / "src.txt"), "--target", str(tmp_path / "tgt.txt")]
    status, from_files, _ = run_cli(["score", str(tiny_run), *files], "")
    assert status == 0 and from_files == lines


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ("a b\tb a\nc d\n", "input line 2 has no tab"),
        ("a b\tb a\nc\td\te\n", "input line 2 has 2 tabs"),
        ("a b\tb a\nc d\t \n", "input line 2 has an empty target"),
        ("a b\tb a\n\n", "input line 2 has no tab"),
    ],
)
def test_malformed_input_is_named_and_nothing_is_printed(
    stdin: str,
    message: str,
    tiny_run: Path,
    run_cli: RunCli,
) -> None:
    status, out, err = run_cli(["score", str(tiny_run)], stdin)
    assert status == 2 and out == []
    assert len(err) == 1 and message in err[0] and err[0].startswith("attnlab score: error:")


def test_files_must_come_in_pairs_of_equal_length(
    tiny_run: Path, tmp_path: Path, run_cli: RunCli
) -> None:
    source, target = tmp_path / "src.txt", tmp_path / "tgt.txt"
    source.write_text("a b\nc d\n", encoding="utf-8")
    target.write_text("b a\n", encoding="utf-8")
    cases = {
        ("--source", str(source)): "--source and --target go together",
        ("--source", str(source), "--target", str(target)): "has 2 lines but",
    }
    for args, message in cases.items():
        status, out, err = run_cli(["score", str(tiny_run), *args], "")
        assert status == 2 and out == []
        assert len(err) == 1 and message in err[0]
    target.write_text("b a\n\n", encoding="utf-8")
    args = ["score", str(tiny_run), "--source", str(source), "--target", str(target)]
    status, out, err = run_cli(args, "")
    assert status == 2 and out == [] and f"{target} line 2 has an empty target" in err[0]
