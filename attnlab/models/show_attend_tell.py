"""Show, Attend and Tell (Xu et al. 2015): a CNN turns an image into a grid of annotation
vectors a_i (L = H' x W' regions), and an LSTM writes the caption, each step attending over the
regions from its previous state.

- soft attention (section 4.2): z_t = beta_t * sum_i alpha_ti a_i, the gating scalar
  beta_t = sigmoid(f_beta(h_{t-1})) (4.2.1), trained by backpropagation with the doubly
  stochastic penalty lambda * sum_i (1 - sum_t alpha_ti)^2 (eq. 14);
- hard attention (section 4.1): z_t = beta_t * a_{s_t}, one region s_t ~ Multinoulli(alpha_t)
  while training (the most probable one in evaluation), trained with REINFORCE (eq. 12): a
  moving-average baseline and an entropy bonus; optionally the expected context on a share
  of the steps (section 4.1's remedy, ``expected_location``), each choice rewarded with
  the words from its step on (``reward="to_go"``), and several region sequences drawn per
  image, each judged against the others' mean reward (``samples``: a leave-one-out baseline,
  Kool et al. 2019, "Buy 4 REINFORCE samples, get a baseline for free").

e_ti = f_att(a_i, h_{t-1}) is the additive score (eq. 4-5), h_0 and c_0 come from the mean
annotation (4.3), and p(y_t) = softmax(L_o(E y_{t-1} + L_h h_t + L_z z_t)) (eq. 7). The grid's
regions carry a learned position embedding: here, unlike in natural images, where an item lies
is half of what the caption says. Images (B, 1, 96, 96) in [0, 1] give a 6 x 6 grid.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, fields, replace

import torch
import torch.nn.functional as F
from torch import nn

from attnlab.functional import AttentionRecord, Reweight, attention_record
from attnlab.models.family import CAPTION, Family
from attnlab.models.outputs import cross_records
from attnlab.models.protocol import Seq2SeqOutput, StepOutput
from attnlab.options import fraction, one_of, positive
from attnlab.scores import AdditiveScore
from attnlab.shapes import check_tensor

ATTENTION_KINDS = ("soft", "hard")
REWARDS = ("caption", "to_go")
IMAGE_SIZE = 96
DOWNSAMPLING = 16  # four 2x2 poolings: a region is 16 x 16 pixels


@dataclass(frozen=True)
class ShowAttendTellOptions:
    """The captioner (config section ``model``)."""

    attention: str = "soft"  # "soft" (weighted average) | "hard" (one sampled region)
    channels: int = 64  # annotation size C (the last convolution's channels)
    embed_dim: int = 64  # word embedding size
    hidden_dim: int = 256  # LSTM state size
    attention_dim: int = 128  # hidden size of the additive score
    dropout: float = 0.1  # on the LSTM output before the deep output layer
    gate: bool = True  # the gating scalar beta_t (section 4.2.1)
    coverage_weight: float = 1.0  # soft: lambda of the doubly stochastic penalty (eq. 14)
    reinforce_weight: float = 1.0  # hard: lambda_r, weight of the REINFORCE term (eq. 12)
    entropy_weight: float = 0.01  # hard: lambda_e, weight of the entropy bonus (eq. 12)
    baseline_decay: float = 0.9  # hard: b_k = decay * b_{k-1} + (1 - decay) * log p(y)
    # hard: the share of training steps that read the expected context sum_i alpha_i a_i
    # instead of a sampled region (section 4.1: 0.5), trained by backpropagation like soft
    expected_location: float = 0.0
    # hard: what REINFORCE rewards a step's choice with, "caption": log p(y) of the whole
    # caption (eq. 12); "to_go": the log-likelihood of the words from that step on (a choice
    # cannot change the words before it, so leaving them out only removes noise)
    reward: str = "caption"
    # hard: region sequences drawn per image while training (the batch's rows repeated, side
    # by side). Above 1 each sequence's baseline is the mean reward of the image's others,
    # which removes what the image alone decides (an easy scene scores well whatever is
    # looked at), instead of the moving average over all images
    samples: int = 1

    def __post_init__(self) -> None:
        one_of("attention", self.attention, ATTENTION_KINDS)
        positive(self, "channels", "embed_dim", "hidden_dim", "attention_dim", "samples")
        fraction("dropout", self.dropout)
        fraction("baseline_decay", self.baseline_decay)
        fraction("expected_location", self.expected_location)
        one_of("reward", self.reward, REWARDS)
        for name in ("coverage_weight", "reinforce_weight", "entropy_weight"):
            if not getattr(self, name) >= 0:
                raise ValueError(f"{name} must be >= 0, got {getattr(self, name)}")


def region_mask(images: torch.Tensor) -> torch.Tensor:
    """Every region of every image may be attended: (B, 1, 1, L), all True."""
    batch, _, height, width = images.shape
    regions = (height // DOWNSAMPLING) * (width // DOWNSAMPLING)
    return torch.ones(batch, 1, 1, regions, dtype=torch.bool, device=images.device)


class ConvEncoder(nn.Module):
    """Four 3x3 convolutions, each followed by ReLU and 2x2 max pooling, trained from scratch:
    (B, 1, 96, 96) -> annotations (B, L, C), L = 36, plus a learned embedding per region."""

    def __init__(self, channels: int) -> None:
        super().__init__()
        widths = (1, 16, 32, 64, channels)
        blocks: list[nn.Module] = []
        for width_in, width_out in itertools.pairwise(widths):
            blocks += [nn.Conv2d(width_in, width_out, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2)]
        self.blocks = nn.Sequential(*blocks)
        side = IMAGE_SIZE // DOWNSAMPLING
        self.positions = nn.Parameter(torch.zeros(side * side, channels))

    def forward(self, images: torch.Tensor) -> torch.Tensor:
        grid = self.blocks(images)  # (B, C, 6, 6)
        return grid.flatten(2).transpose(1, 2) + self.positions  # (B, L, C)


@dataclass(frozen=True)
class CaptionState:
    """What a decoder step needs; ``reorder`` keeps it consistent under beam search."""

    hidden: torch.Tensor  # h_{t-1}, (B, Hd)
    cell: torch.Tensor  # c_{t-1}, (B, Hd)
    annotations: torch.Tensor  # a_i, (B, L, C)
    projected_keys: torch.Tensor  # W_a a_i + b, (B, L, A), computed once per image
    mask: torch.Tensor  # (B, 1, 1, L)

    def reorder(self, indices: torch.Tensor) -> CaptionState:
        return replace(
            self, **{f.name: getattr(self, f.name).index_select(0, indices) for f in fields(self)}
        )


@dataclass
class CaptionOutput(Seq2SeqOutput):
    """Teacher-forced output with what the loss reads whatever ``need_weights``: alpha
    (B, T, L), for the doubly stochastic penalty; hard attention while training adds its
    choices' log-probabilities and the entropy of each step's alpha_t, both (B, T), for
    REINFORCE."""

    alpha: torch.Tensor | None = None
    choice_log_probs: torch.Tensor | None = None
    entropy: torch.Tensor | None = None


class ShowAttendTell(nn.Module):
    """The captioner behind the decoder protocol: ``src`` is a batch of images (B, 1, 96, 96),
    ``src_mask`` the regions' mask from ``region_mask``."""

    reward_baseline: torch.Tensor

    def __init__(self, vocab_size: int, options: ShowAttendTellOptions) -> None:
        super().__init__()
        self.options = options
        self.hard = options.attention == "hard"
        channels, hidden = options.channels, options.hidden_dim
        self.encoder = ConvEncoder(channels)
        self.init_hidden = nn.Linear(channels, hidden)  # f_init,h
        self.init_cell = nn.Linear(channels, hidden)  # f_init,c
        self.score = AdditiveScore(hidden, channels, options.attention_dim)  # f_att
        self.gate = nn.Linear(hidden, 1) if options.gate else None  # f_beta
        self.embedding = nn.Embedding(vocab_size, options.embed_dim)
        self.lstm = nn.LSTMCell(options.embed_dim + channels, hidden)
        self.dropout = nn.Dropout(options.dropout)
        self.out_hidden = nn.Linear(hidden, options.embed_dim)  # L_h
        self.out_context = nn.Linear(channels, options.embed_dim)  # L_z
        self.out_vocab = nn.Linear(options.embed_dim, vocab_size)  # L_o
        # REINFORCE's moving-average baseline of log p(y | a, s) per word: a buffer, so a
        # checkpoint keeps it and a resumed run continues with the same one.
        # It starts at a uniform guess's log-probability.
        self.register_buffer("reward_baseline", torch.tensor(-math.log(vocab_size)))

    # -- the decoder protocol -------------------------------------------------------------

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor, *, need_weights: bool = True
    ) -> torch.Tensor:
        """Images (B, 1, 96, 96) -> annotations (B, L, C); the encoder has no attention."""
        check_images(src, src_mask)
        return self.encoder(src)

    def init_state(self, encoded: torch.Tensor, src_mask: torch.Tensor) -> CaptionState:
        mean = encoded.mean(dim=1)  # (B, C)
        return CaptionState(
            torch.tanh(self.init_hidden(mean)),
            torch.tanh(self.init_cell(mean)),
            encoded,
            self.score.project_keys(encoded),  # (B, L, A)
            src_mask,
        )

    def step(
        self,
        prev_tokens: torch.Tensor,
        state: CaptionState,
        *,
        need_weights: bool = True,
        reweight: Reweight | None = None,
    ) -> StepOutput:
        """prev_tokens (B,) -> logits (B, V), the next state and, if ``need_weights``, what
        attention computed (alpha_t as (B, 1, 1, L)). ``reweight`` intervenes on alpha_t
        (``functional.attention``); hard attention then picks its region from the new
        weights."""
        check_tensor("prev_tokens", prev_tokens, min_dim=1, max_dim=1)
        logits, read, state, _ = self._step(self.embedding(prev_tokens), state, reweight)
        return StepOutput(logits, state, cross_records(read, need_weights))

    def forward(
        self,
        src: torch.Tensor,
        src_mask: torch.Tensor,
        tgt_in: torch.Tensor,
        *,
        need_weights: bool = False,
        reweight: Reweight | None = None,
    ) -> CaptionOutput:
        """Teacher-forced: images (B, 1, 96, 96), tgt_in (B, T) -> logits (B, T, V) and, if
        ``need_weights``, what attention computed (alpha (B, 1, T, L)); hard attention samples
        a region per step while training. ``reweight``: as in ``step``, at every step."""
        check_tensor("tgt_in", tgt_in, min_dim=2, max_dim=2)
        state = self.init_state(self.encode(src, src_mask), src_mask)
        embedded = self.embedding(tgt_in)  # (B, T, E)
        logits, reads, choices = [], [], []
        for t in range(tgt_in.shape[1]):
            step_logits, read, state, choice = self._step(embedded[:, t], state, reweight)
            logits.append(step_logits)
            reads.append(read)
            choices.append(choice)
        joined = AttentionRecord.concat(reads)  # weights (B, 1, T, L)
        assert joined.weights is not None
        weights = joined.weights[:, 0]  # (B, T, L)
        output = CaptionOutput(
            torch.stack(logits, dim=1), cross_records(joined, need_weights), alpha=weights
        )
        if self.hard and self.training:  # evaluation picks the most probable region instead
            output.choice_log_probs = torch.stack(choices, dim=1)  # type: ignore[arg-type]
            output.entropy = -(weights * weights.clamp_min(1e-12).log()).sum(dim=-1)  # (B, T)
        return output

    # -- one step -------------------------------------------------------------------------

    def _step(
        self, embedded: torch.Tensor, state: CaptionState, reweight: Reweight | None = None
    ) -> tuple[torch.Tensor, AttentionRecord, CaptionState, torch.Tensor | None]:
        """embedded y_{t-1} (B, E) -> logits (B, V), what was read, the next state and, for
        hard attention while training, log alpha of the sampled region (B,)."""
        read, choice_log_prob = self._attend(state, reweight)
        context = read.context[:, 0, 0]  # z_t, (B, C)
        hidden, cell = self.lstm(torch.cat([embedded, context], dim=-1), (state.hidden, state.cell))
        out = embedded + self.out_hidden(self.dropout(hidden)) + self.out_context(context)
        logits = self.out_vocab(out)  # (B, V), eq. 7 (without its nonlinearity)
        return logits, read, replace(state, hidden=hidden, cell=cell), choice_log_prob

    def _attend(
        self, state: CaptionState, reweight: Reweight | None = None
    ) -> tuple[AttentionRecord, torch.Tensor | None]:
        """alpha_t from h_{t-1}: query (B, 1, 1, Hd), weights (B, 1, 1, L), context z_t
        (B, 1, 1, C), gated; hard attention's context is one region's annotation."""
        query = state.hidden[:, None, None, :]  # (B, 1, 1, Hd)
        memory = state.annotations[:, None]  # (B, 1, L, C): one head
        projected = state.projected_keys[:, None]  # (B, 1, L, A)
        read = attention_record(  # the key is W_a a_i + b, as the score reads it
            query,
            projected,
            memory,
            state.mask,
            score=lambda q, k: self.score(q, projected_key=k),
            reweight=reweight,
        )
        choice_log_prob = None
        assert read.weights is not None
        if self.hard:
            weights = read.weights[:, 0, 0]  # (B, L)
            if self.training:
                choice = torch.multinomial(weights.detach(), 1)[:, 0]  # s_t, (B,)
                choice_log_prob = weights.gather(1, choice[:, None])[:, 0].clamp_min(1e-12).log()
            else:
                choice = weights.argmax(dim=-1)
            picked = state.annotations[torch.arange(len(choice)), choice]  # (B, C)
            if self.training and self.options.expected_location > 0:
                draws = torch.rand(len(choice), device=weights.device)  # on the model's device
                expected = draws < self.options.expected_location  # (B,)
                picked = torch.where(expected[:, None], read.context[:, 0, 0], picked)
                # A step that read the expectation chose nothing for REINFORCE to judge
                assert choice_log_prob is not None
                choice_log_prob = choice_log_prob.masked_fill(expected, 0.0)
            read = replace(read, context=picked[:, None, None, :])
        if self.gate is not None:
            beta = torch.sigmoid(self.gate(state.hidden))  # (B, 1)
            read = replace(read, context=read.context * beta[:, None, None, :])
        return read, choice_log_prob


def repeat_samples(samples: int, *tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
    """Each row ``samples`` times, side by side, (B, ...) -> (B x samples, ...): the batch
    that hard attention's ``samples`` region sequences per image are drawn on."""
    return tuple(tensor.repeat_interleave(samples, dim=0) for tensor in tensors)


def check_images(images: torch.Tensor, mask: torch.Tensor) -> None:
    """images (B, 1, 96, 96) float and mask (B, 1, 1, L) boolean from ``region_mask``."""
    check_tensor("images", images, min_dim=4, max_dim=4)
    if images.shape[1:] != (1, IMAGE_SIZE, IMAGE_SIZE) or not images.is_floating_point():
        raise ValueError(
            f"images must be float (B, 1, {IMAGE_SIZE}, {IMAGE_SIZE}) in [0, 1], got "
            f"{images.dtype} {tuple(images.shape)}; attnlab.data.scenes.image_tensor makes them"
        )
    expected = tuple(region_mask(images).shape)
    if tuple(mask.shape) != expected or mask.dtype != torch.bool:
        raise ValueError(
            f"the region mask must be boolean {expected}, got {mask.dtype} {tuple(mask.shape)}; "
            "build it with attnlab.models.show_attend_tell.region_mask"
        )


def doubly_stochastic_penalty(weights: torch.Tensor, steps: torch.Tensor) -> torch.Tensor:
    """sum_i (1 - sum_t alpha_ti)^2 per caption (eq. 14): alpha (B, T, L), steps (B, T) True
    where the caption has a word -> (B,)."""
    attended = (weights * steps[..., None]).sum(dim=1)  # (B, L)
    return ((1.0 - attended) ** 2).sum(dim=-1)


def reinforce_surrogate(
    choice_log_probs: torch.Tensor, rewards: torch.Tensor, baseline: torch.Tensor | float
) -> torch.Tensor:
    """A loss whose gradient is the REINFORCE estimate of -grad E[reward] (eq. 12):
    -(reward - b) * log p(choice); rewards and the baseline carry no gradient."""
    advantage = (rewards - baseline).detach()
    return -(advantage * choice_log_probs).sum()


def leave_one_out(rewards: torch.Tensor, samples: int) -> torch.Tensor:
    """Each row's baseline from the other ``samples - 1`` rows of its image: rewards (B, ...)
    with each image's rows side by side (B = images x samples) -> the mean of the others, same
    shape. Independent of the row's own draws, so REINFORCE stays unbiased."""
    if samples < 2 or rewards.shape[0] % samples:
        raise ValueError(
            f"a leave-one-out baseline needs at least 2 samples per image and rows in groups "
            f"of them, got samples={samples} for {rewards.shape[0]} rows"
        )
    grouped = rewards.unflatten(0, (-1, samples))  # (images, samples, ...)
    others = (grouped.sum(dim=1, keepdim=True) - grouped) / (samples - 1)
    return others.flatten(0, 1)


def caption_loss(
    model: ShowAttendTell,
    output: CaptionOutput,
    tgt_out: torch.Tensor,
    pad_id: int,
    label_smoothing: float = 0.0,
    *,
    update: bool = True,
) -> tuple[torch.Tensor, torch.Tensor]:
    """The training loss per word and the plain NLL per word (targets (B, T), pad excluded):
    cross-entropy plus the doubly stochastic penalty (soft), or plus the REINFORCE term and
    the entropy bonus (hard). Hard attention moves the model's reward baseline if ``update``;
    with ``samples`` above 1 the rows are each image's samples side by side
    (``repeat_samples``), and each is judged against the others' mean (``leave_one_out``)."""
    steps = tgt_out != pad_id  # (B, T)
    words = steps.sum()
    logits = output.logits.transpose(1, 2)  # (B, V, T)
    token_nll = F.cross_entropy(logits, tgt_out, reduction="none") * steps  # (B, T)
    loss = token_nll.sum()
    if label_smoothing > 0:
        smoothed = F.cross_entropy(
            logits, tgt_out, reduction="none", label_smoothing=label_smoothing
        )
        loss = (smoothed * steps).sum()
    options = model.options
    if not model.hard:
        assert output.alpha is not None  # (B, T, L)
        loss = loss + options.coverage_weight * doubly_stochastic_penalty(output.alpha, steps).sum()
        return loss / words, token_nll.sum().detach() / words
    if output.choice_log_probs is None or output.entropy is None:  # hard, evaluated
        return loss / words, token_nll.sum().detach() / words
    log_likelihood = -token_nll.sum(dim=1)  # log p(y | a, s) per caption, (B,)
    choice_log_probs = output.choice_log_probs * steps  # (B, T)
    # The baseline is per word, so captions of 2 and of 4 items are judged alike.
    if options.reward == "to_go":  # step t: the words t, t+1, ... (B, T)
        rewards = (-token_nll).flip(1).cumsum(1).flip(1)
        baseline = model.reward_baseline * steps.flip(1).cumsum(1).flip(1)
    else:  # every step: the whole caption, (B,)
        rewards, choice_log_probs = log_likelihood, choice_log_probs.sum(dim=1)
        baseline = model.reward_baseline * steps.sum(dim=1)
    if options.samples > 1:
        baseline = leave_one_out(rewards, options.samples)
    reinforce = reinforce_surrogate(choice_log_probs, rewards, baseline)
    entropy = (output.entropy * steps).sum()
    if update:
        with torch.no_grad():
            decay = options.baseline_decay
            model.reward_baseline.mul_(decay).add_((1 - decay) * log_likelihood.sum() / words)
    loss = loss + options.reinforce_weight * reinforce - options.entropy_weight * entropy
    return loss / words, token_nll.sum().detach() / words


SHOW_ATTEND_TELL = Family(
    name="show_attend_tell",
    title="Show, Attend and Tell (image captioning)",
    options=ShowAttendTellOptions,
    build=lambda options, src_vocab, tgt_vocab: ShowAttendTell(tgt_vocab, options),
    summary=lambda options: (
        f"CNN {options.channels}, LSTM {options.hidden_dim}, {options.attention} attention"
    ),
    cross_attention=lambda options: (1, 1),
    task=CAPTION,
)
