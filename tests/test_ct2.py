"""CTranslate2 export: greedy output identical to attnlab's, token for token; the CLI; refusals."""

from __future__ import annotations

import io
import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file, save_file

from attnlab import cli
from attnlab.config import load_config
from attnlab.data import Tokenizers, load_corpus
from attnlab.models import build_model
from attnlab.translation import Translator

ct2 = pytest.importorskip("attnlab.ct2")
pytest.importorskip("ctranslate2")

CONFIG = Path(__file__).parents[1] / "configs" / "tiny-synthetic.yaml"
# Both norms, every position kind, tied and untied output: each maps to other CT2 weights.
VARIANTS = {
    "post-sinusoidal": ["--model.norm=post", "--model.positions=sinusoidal"],
    "post-none": ["--model.norm=post", "--model.positions=none"],
    "pre-learned-tied": [
        "--model.norm=pre",
        "--model.positions=learned",
        "--model.tie_embeddings=true",
    ],
}


@pytest.fixture(scope="module", params=list(VARIANTS))
def run_dir(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny 2-layer Transformer trained 60 steps on the reverse task: it translates."""
    run = tmp_path_factory.mktemp(request.param) / "run"
    args = [
        "train",
        str(CONFIG),
        "--model.family=transformer",
        "--model.num_layers=2",
        "--model.num_heads=4",
        "--train.max_steps=60",
        "--train.eval_every=1000",
        f"--run_dir={run}",
        *VARIANTS[request.param],
    ]
    assert cli.main(args) == 0
    return run


@pytest.fixture(scope="module")
def sources() -> list[str]:
    config = load_config(CONFIG)
    return [pair.src for pair in load_corpus(config.data.corpus).test[:40]]


def test_float32_greedy_equals_attnlab_greedy_token_for_token(
    run_dir: Path, sources: list[str], tmp_path: Path
) -> None:
    out = ct2.export(run_dir, tmp_path / "ct2")
    ours = Translator.from_run(run_dir).translate(sources, beam_size=1, need_weights=False)
    theirs = ct2.CT2Translator(run_dir, out).translate_pieces(sources, beam_size=1)
    expected = [
        t.target_tokens[:-1] if t.target_tokens[-1:] == ["</s>"] else t.target_tokens for t in ours
    ]
    assert theirs == expected
    # Not a degenerate model: the translations differ and some stop before the length limit.
    assert len({tuple(pieces) for pieces in expected}) > len(sources) // 2
    assert sum(t.target_tokens[-1:] == ["</s>"] for t in ours) > len(sources) // 2
    # ... and some run to their own length limit, below the largest limit of the call: the
    # output CTranslate2 decodes past that limit is cut there, as attnlab's stops there.
    longest = max(len(t.source_tokens) for t in ours)
    assert any(t.target_tokens[-1:] != ["</s>"] and len(t.source_tokens) < longest for t in ours)


@pytest.mark.parametrize("length_penalty", [1.0, 0.6, 0.0])
def test_the_ctranslate2_beam_rule_gives_its_beam_output_token_for_token(
    run_dir: Path, sources: list[str], tmp_path: Path, length_penalty: float
) -> None:
    """decode.beam_rule=ctranslate2: CTranslate2's length normalization and stop, so its
    beam output; each sentence alone, so that both search to the same length limit."""
    out = ct2.export(run_dir, tmp_path / "ct2")
    translator = Translator.from_run(run_dir)
    decode = replace(
        translator.run.config.decode, beam_rule="ctranslate2", length_penalty=length_penalty
    )
    translator.run = replace(translator.run, config=replace(translator.run.config, decode=decode))
    exported = ct2.CT2Translator(run_dir, out)
    exported.decode = decode
    same = 0
    for source in sources[:25]:
        ours = translator.translate_n_best([source], 3, 4, need_weights=False)[0]
        theirs = exported.translate_n_best([source], 3, 4)[0]
        if [t.target_tokens for t in ours] != [t.target_tokens for t in theirs]:
            continue  # a near tie that CTranslate2's own softmax breaks the other way
        same += 1
        for mine, other in zip(ours, theirs, strict=True):
            if other.target_tokens[-1] == "</s>":  # scored: not cut at the limit
                tokens = len(other.target_tokens)  # CTranslate2's softmax: 0.01 a token
                assert mine.log_prob == pytest.approx(other.log_prob, abs=0.01 * tokens)
                assert mine.score == pytest.approx(other.score, abs=0.01 * tokens)
    assert same >= 22  # of 25 (the shipped Transformer: 300 of 300, docs/decoding.md)


def test_cli_exports_int8_and_translates_stdin(
    run_dir: Path,
    sources: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = tmp_path / "int8"
    assert cli.main(["export-ct2", str(run_dir), str(out), "--quantization", "int8"]) == 0
    assert json.loads((out / ct2.MARKER).read_text())["quantization"] == "int8"
    capsys.readouterr()
    lines = [*sources[:5], "", sources[5]]  # a blank line stays a blank line
    stdin = io.TextIOWrapper(io.BytesIO("\n".join(lines).encode() + b"\n"), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    assert cli.main(["translate", str(run_dir), "--ct2", str(out), "--beam", "3"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == len(lines) and printed[5] == ""
    assert all(printed[i] for i in (0, 1, 2, 3, 4, 6))
    # An n-best list: K lines a sentence, CTranslate2's score log p / T ** length_penalty
    stdin = io.TextIOWrapper(io.BytesIO(sources[0].encode() + b"\n"), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    args = ["translate", str(run_dir), "--ct2", str(out), "--beam", "3", "--n-best", "2"]
    assert cli.main(args) == 0
    n_best = [line.split(" ||| ") for line in capsys.readouterr().out.splitlines()]
    assert [fields[0] for fields in n_best] == ["0", "0"]
    (pieces,) = ct2.CT2Translator(run_dir, out).translate_n_best([sources[0]], 2, 3)
    for fields, translation in zip(n_best, pieces, strict=True):
        assert fields[1] == translation.target
        if translation.target_tokens[-1] == "</s>":  # else cut at its limit: nan
            assert float(fields[2]) == pytest.approx(
                float(fields[3]) / len(translation.target_tokens), abs=1e-4
            )
    # Exporting again into an earlier export replaces it, and only it: a note stays.
    (out / "NOTES.md").write_text("int8 was 4x faster")
    assert cli.main(["export-ct2", str(run_dir), str(out)]) == 0
    assert json.loads((out / ct2.MARKER).read_text())["quantization"] == "float32"
    assert (out / "NOTES.md").read_text() == "int8 was 4x faster"
    assert not list(tmp_path.glob(".*ct2-new"))
    # Another run's weights with the same tokenizers do not run this export.
    other = tmp_path / "other"
    shutil.copytree(run_dir, other, ignore=shutil.ignore_patterns(".lock"))
    weights = load_file(str(other / "model.safetensors"))
    save_file(
        {name: tensor + 0.01 for name, tensor in weights.items()}, str(other / "model.safetensors")
    )
    with pytest.raises(ValueError, match="exported from other weights"):
        ct2.CT2Translator(other, out)


def test_export_refuses_another_family_and_a_foreign_directory(tmp_path: Path) -> None:
    config = load_config(CONFIG)
    corpus = load_corpus(config.data.corpus)
    tokenizers = Tokenizers.train(corpus, config.data.src_vocab_size, config.data.tgt_vocab_size)
    torch.manual_seed(0)
    bahdanau = build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
    with pytest.raises(ValueError, match="only the transformer family") as refused:
        ct2.model_spec(bahdanau, tokenizers)
    assert "it has no recurrent one" in str(refused.value) and "--int8" in str(refused.value)
    with pytest.raises(ValueError, match=r"rnnsearch is a bahdanau run: CTranslate2's"):
        ct2.export("rnnsearch", tmp_path / "out")  # the shipped model, by its name
    foreign = tmp_path / "notes"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("mine")
    with pytest.raises(ValueError, match="not an earlier CTranslate2 export"):
        ct2.export(tmp_path / "no-run", foreign)
    assert (foreign / "keep.txt").read_text() == "mine"
    with pytest.raises(ValueError, match="quantization must be one of"):
        ct2.export(tmp_path / "no-run", tmp_path / "out", quantization="int4")
