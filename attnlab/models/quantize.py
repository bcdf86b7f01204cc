"""Int8 weights for CPU decoding: dynamic quantization of the linear and recurrent layers.

Weights are stored as int8 (per tensor, symmetric); activations are quantized on the fly at
each call, so nothing needs calibrating. Only for decoding: attention is still computed in
float32 (its maps come back as usual), but the quantized layers have no gradients, so
attributions want the float model.
"""

from __future__ import annotations

import warnings

import torch
from torch import nn

QUANTIZED_LAYERS = (nn.Linear, nn.GRU, nn.LSTM, nn.GRUCell, nn.LSTMCell)


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
