"""attnlab: attention made real and visible.

Shape legend, used in every docstring and shape comment of the package:
    B batch, S source/key length, T target/query length, D model dim, H heads,
    Dh head dim, V vocabulary, L layers.

Masks are boolean and True means "this query may attend to this key" (the meaning of
``torch.nn.functional.scaled_dot_product_attention``), broadcastable to (B, H, T, S).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from attnlab import masks, scores
    from attnlab.functional import attention, masked_softmax

__all__ = ["attention", "masked_softmax", "masks", "scores"]
__version__ = "0.1.0"

# Loaded on first use (PEP 562): `import attnlab.cli` does not wait for torch, so the command
# line starts at once and a Ctrl-C during its start is an exit, not a trace.
_LAZY = {
    "attention": "attnlab.functional",
    "masked_softmax": "attnlab.functional",
    "masks": "attnlab.masks",
    "scores": "attnlab.scores",
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'attnlab' has no attribute {name!r}")
    module = importlib.import_module(_LAZY[name])
    return module if module.__name__.endswith(name) else getattr(module, name)
