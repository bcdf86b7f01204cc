"""A trained model made ready for decoding on a CPU: its linear weights laid out for few rows,
or int8 weights.

Decoding multiplies a handful of rows (one per sentence or hypothesis) by every weight matrix
at every step. ``lay_out_for_decoding`` readies every linear layer for both cases it meets
(the same values, the same parameters; benchmarks/README.md has the figures):
- one row, bound by reading the weights: ``nn.Linear`` keeps W as (out, in) and computes
  x W^T, and the CPU BLAS reads W^T faster when it is stored contiguously, (in, out), about
  twice as fast; the weights are stored so (only their strides change);
- two rows or more (a beam, a batch), on an AMD CPU with AVX-512: oneDNN's product on a copy
  of W packed in its own blocked layout, 1.5-3x as fast as the BLAS (MKL) at 2-160 rows on
  the AMD EPYC of 2026-12-02, with values equal to rounding (``DecodingLinear``). Where both
  run at one speed packing only adds its cost: on an Intel Xeon with AVX-512 (0.84-0.92x,
  greedy and beam 5) and on an AMD EPYC with AVX2 only (Zen 3, 2026-12-04: 0.86-0.92x), so
  those keep the BLAS (``PACKING_PAYS``; benchmarks/decode_layout.py). The reading that fits
  all three: MKL, PyTorch's BLAS on x86, picks its kernels by the CPU's vendor and runs its
  AVX2 ones on AMD, while oneDNN runs AVX-512 wherever the CPU has it.
  oneDNN compiles its kernel for each number of rows it meets (about 0.35 ms each, then
  cached), and decoding meets dozens (rows drop as sentences end; an encoder batch has
  B x S), so the rows are padded with zeros up to a few sizes (``padded_rows``). Without
  gradients only: training and attributions keep ``F.linear``.

``quantize_int8``: weights stored as int8 (per tensor, symmetric), activations quantized on
the fly at each call, so nothing needs calibrating. Attention is still computed in float32
(its maps come back as usual), but the quantized layers have no gradients, so attributions
want the float model.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

QUANTIZED_LAYERS = (nn.Linear, nn.GRU, nn.LSTM, nn.RNNCell, nn.GRUCell, nn.LSTMCell)


# Below this many rows the BLAS on column-major weights is the faster (a packed product has
# a fixed cost of about 10 microseconds a call).
PACKED_MIN_ROWS = 2
# oneDNN's packed linear: a PyTorch operator (the one its compiler emits for CPU linears),
# present where PyTorch is built with oneDNN, as the pinned torch's CPU builds are.
PACKING = torch.backends.mkldnn.is_available() and hasattr(torch.ops.mkldnn, "_linear_pointwise")


@dataclass(frozen=True)
class Cpu:
    """What decides a CPU's fastest products: its vendor as Linux names it ("AuthenticAMD",
    "GenuineIntel"; None where unknown) and its instruction-set flags ("avx2", "avx512f")."""

    vendor: str | None
    flags: frozenset[str]

    @property
    def packing_pays(self) -> bool:
        """Whether oneDNN's packed products beat MKL here: on AMD with AVX-512 (see above)."""
        return self.vendor == "AuthenticAMD" and "avx512f" in self.flags


def read_cpu(cpuinfo_path: str = "/proc/cpuinfo") -> Cpu:
    """The first CPU's vendor and flags from Linux's cpuinfo; nothing known elsewhere."""
    fields: dict[str, str] = {}
    try:
        with open(cpuinfo_path, encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if not line.strip():
                    break  # the first processor's block ends: the others repeat it
                name, _, value = line.partition(":")
                fields[name.strip()] = value.strip()
    except OSError:
        pass
    return Cpu(fields.get("vendor_id"), frozenset(fields.get("flags", "").split()))


# Where packing is worth its cost (see above).
PACKING_PAYS = PACKING and read_cpu().packing_pays


def padded_rows(rows: int) -> int:
    """The rows a packed product computes for ``rows``: the next power of two up to 64, then
    the next multiple of 64 (at most 63 rows of zeros), so that few kernels are ever built."""
    return 1 << (rows - 1).bit_length() if rows <= 64 else -(-rows // 64) * 64


class DecodingLinear(nn.Linear):
    """``nn.Linear`` that, without gradients, multiplies two rows or more on the CPU by a
    packed copy of its weight (oneDNN); one row, or with gradients, as ``nn.Linear``. The
    copy is made at the first such call and again whenever the weight changes (its storage or
    its version: an optimizer step, a load)."""

    _packed: torch.Tensor | None = None
    _packed_from: tuple[int, int] | None = None  # the weight's (data_ptr, _version) packed

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weight = self.weight
        if (
            torch.is_grad_enabled()
            or x.numel() < PACKED_MIN_ROWS * self.in_features
            or x.device.type != "cpu"
            or x.dtype != torch.float32
            or weight.dtype != torch.float32
        ):
            return F.linear(x, weight, self.bias)
        identity = (weight.data_ptr(), weight._version)
        if self._packed is None or self._packed_from != identity:
            # the batch size is oneDNN's hint for the blocking; any number of rows works
            self._packed = torch.ops.mkldnn._reorder_linear_weight(weight.detach(), 32)
            self._packed_from = identity
        rows = x.numel() // self.in_features
        flat = x.reshape(rows, self.in_features)
        padding = padded_rows(rows) - rows
        if padding:
            flat = torch.cat([flat, flat.new_zeros(padding, self.in_features)])
        product = torch.ops.mkldnn._linear_pointwise(flat, self._packed, self.bias, "none", [], "")
        return product[:rows].view(*x.shape[:-1], self.out_features)


def lay_out_for_decoding(model: nn.Module, *, packed: bool = PACKING_PAYS) -> nn.Module:
    """In place: store every linear layer's weight (out, in) with column-major strides (a
    weight shared with an embedding, tied, is moved once and stays shared) and, if ``packed``
    (by default where it pays), make it a ``DecodingLinear`` (same parameters, same state
    dict). Training works on it as before; a checkpoint written from it stores the same
    values."""
    with torch.no_grad():
        for module in model.modules():
            if type(module) is not nn.Linear:
                continue
            if module.weight.stride(0) != 1:
                module.weight.data = module.weight.data.t().contiguous().t()
            if packed and PACKING:
                module.__class__ = DecodingLinear  # only forward differs: nothing to copy
    return model


def quantize_int8(model: nn.Module) -> nn.Module:
    """A copy of ``model`` (in eval mode) whose linear and recurrent layers compute in int8;
    the embeddings, layer norms and everything else stay float32."""
    from torch.ao.quantization import quantize_dynamic

    with warnings.catch_warnings():
        # torch.ao.quantization says it will move to torchao; in torch 2.13 (pinned) its
        # dynamic quantization is the one that runs on any CPU without a compiler.
        warnings.filterwarnings("ignore", message=".*(deprecated|will be removed).*")
        quantized = quantize_dynamic(model, set(QUANTIZED_LAYERS), dtype=torch.qint8)
    return quantized.eval()
