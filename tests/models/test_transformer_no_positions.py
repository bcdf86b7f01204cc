"""The Transformer with ``positions="none"``: its encoder sees a set, not a sequence.

Self-attention and the feed-forward network treat every position alike, so without positional
encodings permuting the source permutes the encoder's outputs the same way
(permutation-equivariance), and the decoder, which reads them through attention, cannot tell
the orders apart at all. With positions neither holds.
"""

import pytest
import torch

from attnlab import masks
from attnlab.models.transformer import TransformerOptions, TransformerSeq2Seq

SRC_VOCAB, TGT_VOCAB, BOS = 11, 13, 1
LENGTHS = (7, 4, 6)  # the second and third rows are padded
EXACT = 1e-12  # float64 rounding: the sums over keys run in another order


def make_model(positions: str, norm: str = "post") -> TransformerSeq2Seq:
    torch.manual_seed(0)
    model = TransformerSeq2Seq(
        SRC_VOCAB,
        TGT_VOCAB,
        hidden_dim=16,
        num_heads=4,
        ffn_dim=32,
        num_layers=2,
        dropout=0.0,
        norm=norm,
        positions=positions,
        max_len=16,
    )
    return model.double().eval()


def batch_and_permuted() -> tuple[torch.Tensor, ...]:
    """A padded source, its mask, and each row's real tokens shuffled (pads stay at the end):
    src, src_mask (B, 1, 1, S), permuted src, order (B, S) with permuted[b] = src[b, order[b]]."""
    generator = torch.Generator().manual_seed(1)
    src_mask = masks.padding_mask(torch.tensor(LENGTHS))  # (B, 1, 1, S)
    src = torch.randint(3, SRC_VOCAB, src_mask.shape[::3], generator=generator)  # (B, S)
    src = src.masked_fill(~src_mask[:, 0, 0], 0)
    width = src.shape[1]
    order = torch.stack(
        [
            torch.cat([torch.randperm(n, generator=generator), torch.arange(n, width)])
            for n in LENGTHS
        ]
    )  # (B, S)
    return src, src_mask, src.gather(1, order), order


@pytest.mark.parametrize("norm", ["post", "pre"])
def test_without_positions_the_encoder_is_exactly_permutation_equivariant(norm: str) -> None:
    model = make_model("none", norm)
    src, src_mask, permuted, order = batch_and_permuted()
    memory = model.encode(src, src_mask).memory  # (B, S, D)
    memory_of_permuted = model.encode(permuted, src_mask).memory
    index = order[:, :, None].expand_as(memory)
    real = src_mask[:, 0, 0, :, None]  # (B, S, 1): pads' outputs are never read
    difference = ((memory.gather(1, index) - memory_of_permuted) * real).abs().max().item()
    assert difference < EXACT


def test_without_positions_the_decoder_cannot_tell_source_orders_apart() -> None:
    model = make_model("none")
    src, src_mask, permuted, _ = batch_and_permuted()
    tgt_in = torch.randint(3, TGT_VOCAB, (len(LENGTHS), 5), generator=torch.Generator())
    tgt_in[:, 0] = BOS
    logits = model(src, src_mask, tgt_in).logits  # (B, T, V)
    torch.testing.assert_close(model(permuted, src_mask, tgt_in).logits, logits, rtol=0, atol=EXACT)


@pytest.mark.parametrize("positions", ["sinusoidal", "learned"])
def test_with_positions_the_order_changes_the_outputs(positions: str) -> None:
    model = make_model(positions)
    src, src_mask, permuted, order = batch_and_permuted()
    memory = model.encode(src, src_mask).memory
    memory_of_permuted = model.encode(permuted, src_mask).memory
    index = order[:, :, None].expand_as(memory)
    real = src_mask[:, 0, 0, :, None]
    assert ((memory.gather(1, index) - memory_of_permuted) * real).abs().max().item() > 0.01


def test_none_is_a_valid_option_and_a_typo_is_not() -> None:
    assert TransformerOptions(positions="none").positions == "none"
    assert make_model("none").positions is None
    with pytest.raises(ValueError, match="positions"):
        TransformerOptions(positions="nothing")
