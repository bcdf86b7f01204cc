"""attnlab: attention made real and visible.

Shape legend, used in every docstring and shape comment of the package:
    B batch, S source/key length, T target/query length, D model dim, H heads,
    Dh head dim, V vocabulary, L layers.

Masks are boolean and True means "this query may attend to this key" (the meaning of
``torch.nn.functional.scaled_dot_product_attention``), broadcastable to (B, H, T, S).
"""

from attnlab import masks, scores
from attnlab.functional import attention, masked_softmax

__all__ = ["attention", "masked_softmax", "masks", "scores"]
__version__ = "0.1.0"
