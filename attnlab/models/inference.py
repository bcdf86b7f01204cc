"""A trained model made ready for decoding on a CPU: its linear weights laid out for few rows,
or int8 weights.

Decoding multiplies a handful of rows (one per sentence or hypothesis) by every weight matrix
at every step, so it is bound by reading the weights. ``nn.Linear`` keeps W as (out, in) and
computes x W^T; for few rows the CPU BLAS reads W^T faster when it is stored contiguously,
(in, out): ``lay_out_for_decoding`` stores it so (the same values, the same parameters; only
their strides change), about twice as fast at one row (benchmarks/README.md).

``quantize_int8``: weights stored as int8 (per tensor, symmetric), activations quantized on
the fly at each call, so nothing needs calibrating. Attention is still computed in float32
(its maps come back as usual), but the quantized layers have no gradients, so attributions
want the float model.
"""

from __future__ import annotations

import warnings

import torch
from torch import nn

QUANTIZED_LAYERS = (nn.Linear, nn.GRU, nn.LSTM, nn.GRUCell, nn.LSTMCell)


def lay_out_for_decoding(model: nn.Module) -> nn.Module:
    """Store every linear layer's weight (out, in) with column-major strides, in place: a
    weight shared with an embedding (tied) is moved once and stays shared. Training works on
    it as before; a checkpoint written from it stores the same values."""
    with torch.no_grad():
        for module in model.modules():
            if isinstance(module, nn.Linear) and module.weight.stride(0) != 1:
                module.weight.data = module.weight.data.t().contiguous().t()
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
