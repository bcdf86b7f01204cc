"""Models readied for decoding: linear weights laid out column-major (the same values, the same
translations), and int8 (every shipped family quantizes, leaves its float model alone, and
translates close to it: the share of identical translations, not equality, since int8 rounds
every weight)."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from torch import nn

from attnlab.cli import main
from attnlab.data import load_corpus
from attnlab.models.inference import lay_out_for_decoding, quantize_int8
from attnlab.models.transformer import TransformerSeq2Seq
from attnlab.translation import Translator
from attnlab.weights import load_weights, save_weights

SHIPPED = ("rnnsearch", "luong", "transformer", "fixed-context")


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_model_in_int8_translates_most_sentences_as_in_float32(name: str) -> None:
    float32 = Translator.from_run(name)
    int8 = Translator.from_run(name, int8=True)
    quantized = [m for m in int8.run.model.modules() if type(m).__module__.startswith("torch.ao")]
    assert quantized and not any(type(m) is nn.Linear for m in int8.run.model.modules())
    assert any(type(m) is nn.Linear for m in float32.run.model.modules())  # left as it was
    sources, _ = load_corpus(float32.run.config.data.corpus).references("test")
    sources = sources[:40]
    plain = [t.target for t in float32.translate(sources, 1, need_weights=False)]
    rounded = int8.translate(sources, 1)  # attention is still computed, in float32
    assert all(t.attention.cross for t in rounded) or name == "fixed-context"
    same = sum(a == b.target for a, b in zip(plain, rounded, strict=True)) / len(sources)
    assert same >= 0.6, f"{name}: only {same:.0%} of int8 translations equal float32's"


def test_the_decoding_layout_keeps_values_ties_and_outputs(tmp_path: Path) -> None:
    torch.manual_seed(0)
    model = TransformerSeq2Seq(9, 9, model_dim=8, num_heads=2, ffn_dim=16, tie_embeddings=True)
    model.eval()
    src, tgt = torch.randint(3, 9, (2, 5)), torch.randint(3, 9, (2, 4))
    src_mask = torch.ones(2, 1, 1, 5, dtype=torch.bool)
    before = {name: value.clone() for name, value in model.state_dict().items()}
    expected = model(src, src_mask, tgt).logits
    assert lay_out_for_decoding(model) is model
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    assert all(m.weight.stride(0) == 1 for m in linears)  # W (out, in) stored as W^T
    assert model.output_proj.weight is model.tgt_embedding.weight  # still tied
    for name, value in model.state_dict().items():
        assert torch.equal(value, before[name]), name
    torch.testing.assert_close(model(src, src_mask, tgt).logits, expected)
    save_weights(model, tmp_path / "laid-out.safetensors")  # a checkpoint of it: same values
    fresh = TransformerSeq2Seq(9, 9, model_dim=8, num_heads=2, ffn_dim=16, tie_embeddings=True)
    load_weights(fresh, tmp_path / "laid-out.safetensors")
    for name, value in fresh.state_dict().items():
        assert torch.equal(value, before[name]), name


def test_quantize_int8_returns_a_copy_in_eval_mode() -> None:
    model = nn.Sequential(nn.Linear(4, 4), nn.GRU(4, 4)).train()
    quantized = quantize_int8(model)
    assert not quantized.training and model.training and type(model[0]) is nn.Linear


def test_evaluate_int8_writes_its_own_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # a shipped model's report is written to the current folder
    assert main(["evaluate", "fixed-context", "--int8", "--split", "dev", "--quiet"]) == 0
    assert "report: fixed-context-report-dev-int8.json" in capsys.readouterr().out
    assert '"precision": "int8"' in (tmp_path / "fixed-context-report-dev-int8.json").read_text()


def test_int8_and_a_ct2_export_together_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["translate", "transformer", "--int8", "--ct2", "nowhere"]) != 0
    assert "--int8 quantizes attnlab's own decoder" in capsys.readouterr().err
