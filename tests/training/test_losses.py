"""sequence_loss against the formula written out: label smoothing over the real tokens only,
the unsmoothed NLL summed, the real tokens counted, half precision scored in float32."""

from __future__ import annotations

import pytest
import torch

from attnlab.training.losses import sequence_loss

PAD = 0


def by_hand(logits: torch.Tensor, tgt: torch.Tensor, smoothing: float) -> tuple[float, float, int]:
    log_p = logits.double().log_softmax(dim=-1)  # (B, T, V)
    real = tgt != PAD
    picked = -log_p.gather(-1, tgt[..., None])[..., 0]  # (B, T): -log p(y)
    uniform = -log_p.mean(dim=-1)  # (B, T): the smoothing's share, over every class
    smoothed = (1 - smoothing) * picked + smoothing * uniform
    return float(smoothed[real].mean()), float(picked[real].sum()), int(real.sum())


@pytest.mark.parametrize("smoothing", [0.0, 0.1, 0.3])
def test_the_loss_is_the_smoothed_mean_and_the_nll_the_plain_sum_over_real_tokens(
    smoothing: float,
) -> None:
    torch.manual_seed(0)
    logits = torch.randn(2, 4, 6) * 3
    tgt = torch.tensor([[3, 1, 5, PAD], [2, 4, PAD, PAD]])  # 5 real tokens, 3 padding
    loss, nll, tokens = sequence_loss(logits, tgt, PAD, smoothing)
    want_loss, want_nll, want_tokens = by_hand(logits, tgt, smoothing)
    assert tokens == want_tokens == 5
    assert float(loss) == pytest.approx(want_loss, rel=1e-5)
    assert float(nll) == pytest.approx(want_nll, rel=1e-5)
    logits.requires_grad_(True)
    loss, nll, _ = sequence_loss(logits, tgt, PAD, smoothing)
    assert loss.requires_grad and not nll.requires_grad  # the NLL only reports


def test_padding_never_counts_whatever_its_logits() -> None:
    torch.manual_seed(1)
    logits = torch.randn(1, 3, 5)
    tgt = torch.tensor([[4, 2, PAD]])
    changed = logits.clone()
    changed[0, 2] = torch.tensor([50.0, -50.0, 3.0, 9.0, -7.0])  # the padded position only
    for smoothing in (0.0, 0.2):
        assert torch.equal(
            torch.stack(sequence_loss(logits, tgt, PAD, smoothing)[:2]),
            torch.stack(sequence_loss(changed, tgt, PAD, smoothing)[:2]),
        )


def test_half_precision_logits_are_scored_in_float32() -> None:
    torch.manual_seed(2)
    logits = (torch.randn(2, 3, 7) * 4).to(torch.bfloat16)
    tgt = torch.tensor([[1, 2, 3], [4, 5, PAD]])
    loss, nll, _ = sequence_loss(logits, tgt, PAD, 0.1)
    assert loss.dtype == nll.dtype == torch.float32
    want_loss, want_nll, _ = by_hand(logits.float(), tgt, 0.1)
    assert float(loss) == pytest.approx(want_loss, rel=1e-6)
    assert float(nll) == pytest.approx(want_nll, rel=1e-6)


def test_no_smoothing_unless_asked() -> None:
    torch.manual_seed(3)
    logits, tgt = torch.randn(1, 3, 5), torch.tensor([[1, 2, 3]])
    assert torch.equal(sequence_loss(logits, tgt, PAD)[0], sequence_loss(logits, tgt, PAD, 0.0)[0])
