"""Models readied for decoding: linear weights laid out column-major, on AMD with AVX-512 also
packed for oneDNN (the same values to rounding, the same translations), and int8 (every
shipped family quantizes, leaves its float model alone, and translates close to it: the share
of identical translations, not equality, since int8 rounds every weight)."""

from __future__ import annotations

import re
import warnings
from dataclasses import replace
from pathlib import Path

import pytest
import torch
from torch import nn

from attnlab.cli import main
from attnlab.data import load_corpus
from attnlab.models.inference import (
    PACKING,
    PACKING_PAYS,
    Cpu,
    DecodingLinear,
    lay_out_for_decoding,
    padded_rows,
    quantize_int8,
    read_cpu,
)
from attnlab.models.transformer import TransformerSeq2Seq
from attnlab.runs import load_run
from attnlab.translation import Translator
from attnlab.weights import load_weights, save_weights

SHIPPED = ("rnnsearch", "luong", "transformer", "fixed-context")


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_model_in_int8_translates_most_sentences_as_in_float32(name: str) -> None:
    float32 = Translator.from_run(name)
    int8 = Translator.from_run(name, int8=True)
    quantized = [m for m in int8.run.model.modules() if type(m).__module__.startswith("torch.ao")]
    assert quantized and not any(type(m) is nn.Linear for m in int8.run.model.modules())
    assert any(isinstance(m, nn.Linear) for m in float32.run.model.modules())  # left as it was
    sources, _ = load_corpus(float32.run.config.data.corpus).references("test")
    sources = sources[:40]
    plain = [t.target for t in float32.translate(sources, 1, need_weights=False)]
    rounded = int8.translate(sources, 1)  # attention is still computed, in float32
    assert all(t.attention.cross for t in rounded) or name == "fixed-context"
    same = sum(a == b.target for a, b in zip(plain, rounded, strict=True)) / len(sources)
    assert same >= 0.6, f"{name}: only {same:.0%} of int8 translations equal float32's"


def test_the_decoding_layout_keeps_values_ties_and_outputs(tmp_path: Path) -> None:
    torch.manual_seed(0)
    model = TransformerSeq2Seq(9, 9, hidden_dim=8, num_heads=2, ffn_dim=16, tie_embeddings=True)
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
    fresh = TransformerSeq2Seq(9, 9, hidden_dim=8, num_heads=2, ffn_dim=16, tie_embeddings=True)
    load_weights(fresh, tmp_path / "laid-out.safetensors")
    for name, value in fresh.state_dict().items():
        assert torch.equal(value, before[name]), name


# every shipped model as a Translator lays it out on this CPU; the Transformer also packed
LAYOUTS = [(name, None) for name in SHIPPED] + [("transformer", True)]


@pytest.mark.parametrize(("name", "packed"), LAYOUTS)
def test_a_shipped_model_laid_out_for_decoding_translates_as_the_plain_model(
    name: str, packed: bool | None
) -> None:
    """The fast path (column-major weights; where it pays or asked, oneDNN's packed products
    from two rows on) gives the plain model's tokens, greedy and beam 5, one sentence and a
    batch at a time."""
    if packed and PACKING_PAYS:
        pytest.skip("the shipped transformer's default here: packing pays on this CPU")
    plain = Translator(load_run(name))  # as loaded
    if packed is None:
        fast = Translator.from_run(name)
    else:
        run = load_run(name)
        fast = Translator(replace(run, model=lay_out_for_decoding(run.model, packed=packed)))
    uses_packing = PACKING_PAYS if packed is None else packed and PACKING
    assert any(type(m) is DecodingLinear for m in fast.run.model.modules()) == uses_packing
    assert not any(type(m) is DecodingLinear for m in plain.run.model.modules())
    sources = load_corpus(plain.run.config.data.corpus).references("test")[0][:24]
    for beam in (1, 5):
        expected = [t.target_tokens for t in plain.translate(sources, beam, need_weights=False)]
        one_by_one = [fast.translate([s], beam, need_weights=False)[0] for s in sources]
        batched = fast.translate(sources, beam, need_weights=False)
        assert [t.target_tokens for t in one_by_one] == expected, (name, beam)
        assert [t.target_tokens for t in batched] == expected, (name, beam)


@pytest.mark.skipif(not PACKING, reason="this PyTorch has no oneDNN")
def test_the_packed_product_is_the_linear_one_and_follows_its_weight() -> None:
    torch.manual_seed(0)
    plain = nn.Linear(24, 40)
    fast = lay_out_for_decoding(nn.Sequential(nn.Linear(24, 40)), packed=True)[0]
    fast.load_state_dict(plain.state_dict())
    assert type(fast) is DecodingLinear
    for shape in ((1, 24), (2, 24), (7, 24), (33, 1, 24), (3, 5, 24)):
        x = torch.randn(shape)
        with torch.no_grad():
            torch.testing.assert_close(fast(x), plain(x), rtol=1e-5, atol=1e-5)
            assert (fast._packed is None) == (x.numel() < 2 * 24)  # one row: the BLAS
    with torch.no_grad():
        fast.weight.mul_(2.0)  # an in-place change (its version moves): packed again
        plain.weight.mul_(2.0)
        x = torch.randn(5, 24)
        torch.testing.assert_close(fast(x), plain(x), rtol=1e-5, atol=1e-5)
        fresh = torch.randn(40, 24)  # new storage (a load that replaces .data): packed again
        fast.weight.data, plain.weight.data = fresh.clone(), fresh.clone()
        torch.testing.assert_close(fast(x), plain(x), rtol=1e-5, atol=1e-5)
    x = torch.randn(5, 24, requires_grad=True)  # with gradients: nn.Linear's own product
    fast(x).sum().backward()
    assert x.grad is not None and fast.weight.grad is not None
    torch.testing.assert_close(x.grad, plain.weight.sum(dim=0).expand(5, -1))


@pytest.mark.skipif(not PACKING, reason="this PyTorch has no oneDNN")
def test_the_packed_copy_is_made_once_and_rows_are_padded_to_few_sizes() -> None:
    """oneDNN builds a kernel per number of rows: 5 rows are computed as 8, 65 as 128 (zeros
    below, cut off after); the weight is packed at the first call only, while it is unchanged."""
    torch.manual_seed(0)
    plain = nn.Linear(24, 40)
    fast = lay_out_for_decoding(nn.Sequential(nn.Linear(24, 40)), packed=True)[0]
    fast.load_state_dict(plain.state_dict())
    with torch.no_grad():
        first = torch.randn(3, 24)
        torch.testing.assert_close(fast(first), plain(first), rtol=1e-5, atol=1e-5)
        for rows, computed in ((5, 8), (2, 2), (65, 128)):
            x = torch.randn(rows, 24)
            with torch.profiler.profile(record_shapes=True) as profile:
                y = fast(x)
            calls = [(e.name, e.input_shapes[0]) for e in profile.events() if "mkldnn" in e.name]
            assert calls == [("mkldnn::_linear_pointwise", [computed, 24])], rows  # no repacking
            torch.testing.assert_close(y, plain(x), rtol=1e-5, atol=1e-5)


@pytest.mark.skipif(not PACKING, reason="this PyTorch has no oneDNN")
def test_a_packed_layer_refuses_another_dtype_with_nn_linears_error() -> None:
    fast = lay_out_for_decoding(nn.Sequential(nn.Linear(24, 40)), packed=True)[0]
    x = torch.randn(4, 24, dtype=torch.float64)  # float32 weights
    with torch.no_grad(), pytest.raises(RuntimeError) as raised:
        fast(x)
    assert str(raised.value) == "mat1 and mat2 must have the same dtype, but got Double and Float"


def test_rows_are_padded_to_a_power_of_two_up_to_64_then_to_a_multiple_of_64() -> None:
    table = {1: 1, 2: 2, 3: 4, 5: 8, 33: 64, 64: 64, 65: 128, 100: 128, 128: 128, 129: 192}
    assert {rows: padded_rows(rows) for rows in table} == table
    assert all(type(padded_rows(rows)) is int for rows in table)


def test_without_packing_every_linear_stays_nn_linear_and_turns_column_major() -> None:
    model = nn.Sequential(nn.Linear(4, 2), nn.Linear(2, 3))  # weights (2, 4) and (3, 2)
    assert [m.weight.stride() for m in model] == [(4, 1), (2, 1)]
    lay_out_for_decoding(model, packed=False)
    assert [type(m) for m in model] == [nn.Linear, nn.Linear]
    assert [m.weight.stride() for m in model] == [(1, 2), (1, 3)]


def test_quantize_int8_silences_only_torchs_deprecation_notices() -> None:
    """torch.ao.quantization's notices that it is deprecated are hidden; torch's other
    warnings (here: dropout on a one-layer GRU, which does nothing) still reach the user."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # any warning that escapes fails the test
        quantize_int8(nn.Sequential(nn.Linear(4, 4), nn.GRU(4, 4)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the float GRU says it too, when built
        dropout_gru = nn.Sequential(nn.GRU(4, 4, dropout=0.5))
    message = (
        "dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
        "expects num_layers greater than 1, but got dropout=0.5 and num_layers=1"
    )
    with pytest.warns(UserWarning, match=f"^{re.escape(message)}$"):
        quantize_int8(dropout_gru)


def test_quantize_int8_returns_a_copy_in_eval_mode() -> None:
    model = nn.Sequential(nn.Linear(4, 4), nn.GRU(4, 4)).train()
    quantized = quantize_int8(model)
    assert not quantized.training and model.training and type(model[0]) is nn.Linear


def test_quantize_int8_turns_every_linear_and_recurrent_layer_to_int8() -> None:
    """Each layer PyTorch quantizes dynamically (a plugin's recurrent cell too); an
    embedding stays float32."""
    from torch.ao.nn.quantized import dynamic

    layers = [nn.Linear(4, 4), nn.GRU(4, 4), nn.LSTM(4, 4)]
    layers += [nn.RNNCell(4, 4), nn.GRUCell(4, 4), nn.LSTMCell(4, 4), nn.Embedding(5, 4)]
    quantized = quantize_int8(nn.Sequential(*layers))
    kinds = [dynamic.Linear, dynamic.GRU, dynamic.LSTM, dynamic.RNNCell, dynamic.GRUCell]
    kinds += [dynamic.LSTMCell, nn.Embedding]
    assert [type(layer) for layer in quantized] == kinds


def test_evaluate_int8_writes_its_own_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # a shipped model's report is written to the current folder
    command = ["evaluate", "fixed-context", "--int8", "--split", "dev", "--beam", "1", "--quiet"]
    assert main(command) == 0  # greedy: the report is the point, not the beam
    assert "report: fixed-context-report-dev-int8.json" in capsys.readouterr().out
    assert '"precision": "int8"' in (tmp_path / "fixed-context-report-dev-int8.json").read_text()


def test_int8_and_a_ct2_export_together_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["translate", "transformer", "--int8", "--ct2", "nowhere"]) != 0
    assert "--int8 quantizes attnlab's own decoder" in capsys.readouterr().err


def test_packing_is_the_default_on_amd_with_avx512_only() -> None:
    """MKL runs its AVX2 kernels on AMD, oneDNN AVX-512 where there is one: pack only there."""
    assert PACKING_PAYS is (PACKING and read_cpu().packing_pays)
    model = lay_out_for_decoding(nn.Sequential(nn.Linear(4, 3)))
    assert (type(model[0]) is DecodingLinear) == PACKING_PAYS
    assert model[0].weight.stride() == (1, 3)  # column-major everywhere: (out, in) = (3, 4)


@pytest.mark.parametrize(
    ("vendor", "flags", "pays"),
    [
        ("AuthenticAMD", "fpu sse2 avx2 avx512f avx512bw", True),  # Zen 4
        ("AuthenticAMD", "fpu sse2 avx2", False),  # Zen 3
        ("GenuineIntel", "fpu sse2 avx2 avx512f", False),  # MKL's own kernels are as fast
    ],
)
def test_packing_pays_on_amd_with_avx512(
    tmp_path: Path, vendor: str, flags: str, pays: bool
) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    second = "processor\t: 1\nvendor_id\t: AuthenticAMD\nflags\t\t: avx512f\n"
    cpuinfo.write_text(
        f"processor\t: 0\nvendor_id\t: {vendor}\ncpu family\t: 25\nflags\t\t: {flags}\n\n"
        + second  # only the first processor's block is read
    )
    cpu = read_cpu(str(cpuinfo))
    assert cpu == Cpu(vendor, frozenset(flags.split()))
    assert cpu.packing_pays is pays


def test_a_cpu_without_cpuinfo_fields_packs_nothing(tmp_path: Path) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\n")  # no vendor line (an ARM machine)
    assert read_cpu(str(cpuinfo)) == Cpu(None, frozenset())
    assert read_cpu(str(tmp_path / "absent")) == Cpu(None, frozenset())  # not Linux
    assert not read_cpu(str(tmp_path / "absent")).packing_pays
