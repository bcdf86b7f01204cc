"""What a model itself says about how sure it is of a target, per target word and per source
word, without a reference: computed teacher-forced on the target (a translation it wrote, or
any text), in batches as ``attnlab.scoring`` scores them.

Per target piece y_t:
- ``log_prob`` and ``entropy``: log p(y_t) and the entropy (nats) of the distribution y_t was
  drawn from, from one pass;
- ``dropout``: Monte Carlo dropout (Gal & Ghahramani 2016; for translation Fomicheva et al.
  2020), SAMPLES passes with the training dropout on: the standard deviation of the word's
  probability over the passes, and the share of passes in which one of its pieces is not the
  most probable piece;
- ``source_share``: how much of log p(y_t) comes from the source rather than the target
  prefix, gradient x input taken at both embeddings, |source| / (|source| + |prefix|) (the
  split ALTI+ makes, Ferrando et al. 2022, by the cheapest of the project's attributions: one
  backward pass over the sentence's steps at once; ALTI+ itself decomposes Transformer layers
  and has no counterpart for an RNN, and integrated gradients cost 32 passes or more).
Per source piece, ``coverage``: the cross-attention it received (the mean of layers and
heads), summed over the written pieces, times S / T (1: the share it would get were attention
spread evenly; Tu et al. 2016's coverage): a word near 0 was likely left out, one far above 1
likely translated twice; ``peak``: the most weight one piece gave it.

Pieces merge into words as alignments count them (``attnlab.alignment.word_indices``): a
word's log-probability is its pieces' sum, the other signals their mean (the source share)
or their joint value (dropout: the word's probability in each pass).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

import torch

from attnlab import alignment
from attnlab.data import Batch, Example, make_batches
from attnlab.models.protocol import MissingCapability, source_embedding, target_embedding
from attnlab.runs import LoadedRun

SIGNALS = ("dropout", "source_share", "coverage")  # beside log_prob and entropy, always there
SAMPLES = 8  # Monte Carlo dropout passes
TOKENS_AT_ONCE = 8192  # target tokens in one pass of the dropout samples or the source share


@dataclass
class TargetWord:
    text: str
    log_prob: float  # its pieces' sum
    entropy: float  # its pieces' mean, nats
    dropout_sd: float | None = None  # sd over the passes of the word's probability
    dropout_changed: float | None = None  # share of passes where a piece is not the argmax
    source_share: float | None = None  # its pieces' mean, 0..1


@dataclass
class SourceWord:
    text: str
    coverage: float | None = None  # attention received x S / T (1: an even share)
    peak: float | None = None  # the most weight one target piece gave it


@dataclass
class Signals:
    source: str
    target: str
    target_words: list[TargetWord]
    source_words: list[SourceWord]
    log_prob: float  # of every target piece, eos included
    target_pieces: int  # eos included
    source_pieces: int
    missing: dict[str, str] = field(default_factory=dict)  # signal -> why it is missing


def missing_signals(run: LoadedRun, wanted: Collection[str]) -> dict[str, str]:
    """The signals of ``wanted`` this run cannot give, each with why."""
    from attnlab.models import get_family

    missing = {}
    model = run.config.model
    if "coverage" in wanted and get_family(model.family).cross_attention(model.options)[0] == 0:
        missing["coverage"] = f"{model.family} has no cross-attention to read coverage from"
    if "dropout" in wanted and not any(
        isinstance(m, torch.nn.Dropout) and m.p > 0 for m in run.model.modules()
    ):
        missing["dropout"] = "the model has no dropout to sample"
    if "source_share" in wanted:
        try:
            source_embedding(run.model), target_embedding(run.model)
        except MissingCapability as error:
            missing["source_share"] = str(error)
    return missing


def signals(
    run: LoadedRun,
    pairs: Sequence[tuple[str, str]],
    *,
    include: Collection[str] = SIGNALS,
    samples: int = SAMPLES,
    seed: int = 0,
) -> list[Signals]:
    """The signals of each (source, target) pair, in input order: log_prob and entropy, and of
    ``include`` (SIGNALS) those the model can give (the others are named in ``missing``).
    ``seed`` fixes the dropout passes' masks."""
    unknown = set(include) - set(SIGNALS)
    if unknown:
        raise ValueError(f"unknown signals {sorted(unknown)}; expected some of {SIGNALS}")
    missing = missing_signals(run, include)
    wanted = set(include) - set(missing)
    model, tokenizers = run.model.eval(), run.tokenizers
    sources = tokenizers.src.encode_batch([source for source, _ in pairs])
    targets = tokenizers.tgt.encode_batch([target for _, target in pairs])
    examples = [Example(s, t, i) for i, (s, t) in enumerate(zip(sources, targets, strict=True))]
    found: list[Signals | None] = [None] * len(pairs)
    generator = torch.Generator().manual_seed(seed)
    for batch in make_batches(examples, run.config.data.max_tokens, shuffle=False):
        with torch.no_grad():
            out = model(batch.src, batch.src_mask, batch.tgt_in, need_weights="coverage" in wanted)
        log_p = torch.log_softmax(out.logits.float(), dim=-1)  # (B, T, V)
        chosen = log_p.gather(2, batch.tgt_out[..., None])[..., 0]  # (B, T)
        entropy = -(log_p.exp() * log_p).sum(dim=-1)  # (B, T)
        cross = out.attention.cross
        attention = (  # (B, T, S): the mean of layers and heads
            torch.stack([m.float().mean(dim=1) for m in cross]).mean(dim=0) if cross else None
        )
        sampled = _dropout_passes(run, batch, samples, generator) if "dropout" in wanted else None
        shares = _source_shares(run, batch) if "source_share" in wanted else None
        rows = zip(
            batch.indices.tolist(),
            batch.tgt_lengths.tolist(),
            batch.src_lengths.tolist(),
            strict=True,
        )
        for row, (i, length, source_length) in enumerate(rows):
            found[i] = _by_words(
                run,
                pairs[i],
                sources[i],
                targets[i],
                chosen[row, :length],
                entropy[row, :length],
                None
                if sampled is None
                else (sampled[0][:, row, :length], sampled[1][:, row, :length]),
                None if shares is None else shares[row, :length],
                None if attention is None else attention[row, :length, :source_length],
                missing,
            )
    return [s for s in found if s is not None]


def _dropout_passes(
    run: LoadedRun, batch: Batch, samples: int, generator: torch.Generator
) -> tuple[torch.Tensor, torch.Tensor]:
    """``samples`` teacher-forced passes with dropout on: per pass, each target piece's
    log-probability and whether it is not the most probable piece -> two (K, B, T). Passes
    run side by side, as copies of the batch, up to TOKENS_AT_ONCE target tokens at once."""
    model = run.model
    rows, length = batch.tgt_in.shape
    at_once = max(1, min(samples, TOKENS_AT_ONCE // (rows * length)))
    log_probs, changed = [], []
    seed = int(torch.randint(0, 2**31 - 1, (1,), generator=generator))
    try:
        model.train()
        with torch.no_grad(), torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            for start in range(0, samples, at_once):
                k = min(at_once, samples - start)
                out = model(
                    batch.src.repeat(k, 1),
                    batch.src_mask.repeat(k, 1, 1, 1),
                    batch.tgt_in.repeat(k, 1),
                ).logits.float()
                log_p = torch.log_softmax(out, dim=-1)  # (k B, T, V)
                target = batch.tgt_out.repeat(k, 1)
                log_probs.append(log_p.gather(2, target[..., None])[..., 0].view(k, rows, length))
                changed.append((log_p.argmax(dim=-1) != target).view(k, rows, length))
    finally:
        model.eval()
    return torch.cat(log_probs), torch.cat(changed)


def _source_shares(run: LoadedRun, batch: Batch) -> torch.Tensor:
    """Each target piece's share of its log-probability that comes from the source: gradient x
    input at the source and the target-prefix embeddings, one copy of its sentence per piece
    (the copy of step t differentiates step t alone; the copies of several sentences go
    through one backward pass, up to TOKENS_AT_ONCE target tokens) -> (B, T), 0 past a
    sentence's end."""
    model = run.model
    layers = list({id(m): m for m in (source_embedding(model), target_embedding(model))}.values())
    rows, length = batch.tgt_in.shape
    copies = [(b, t) for b, n in enumerate(batch.tgt_lengths.tolist()) for t in range(n)]
    shares = torch.zeros(rows, length)
    at_once = max(1, TOKENS_AT_ONCE // length)
    embedded: list[torch.Tensor] = []  # a pass's, in call order: the source, then the target

    def keep(module: torch.nn.Module, inputs: object, output: torch.Tensor) -> torch.Tensor:
        output = output.detach().requires_grad_()
        embedded.append(output)
        return output

    for start in range(0, len(copies), at_once):
        chunk = torch.tensor(copies[start : start + at_once])  # (n, 2): row, step
        row, step = chunk[:, 0], chunk[:, 1]
        embedded.clear()
        handles = [layer.register_forward_hook(keep) for layer in layers]
        try:
            with torch.enable_grad():
                logits = model(batch.src[row], batch.src_mask[row], batch.tgt_in[row]).logits
                at_step = logits[torch.arange(len(row)), step].float()  # (n, V)
                log_p = torch.log_softmax(at_step, dim=-1)
                picked = log_p.gather(1, batch.tgt_out[row, step][:, None])  # (n, 1)
                if len(embedded) != 2:
                    raise RuntimeError(
                        f"{type(model).__name__} embedded {len(embedded)} times in one pass; the "
                        "source share needs its source embedded once, then its target"
                    )
                grads = torch.autograd.grad(picked.sum(), embedded)
        finally:
            for handle in handles:
                handle.remove()
        # (n,) each; padding and later target positions get no gradient (masked, causal)
        source, prefix = (
            (e * g).sum(dim=-1).abs().sum(dim=-1) for e, g in zip(embedded, grads, strict=True)
        )
        shares[row, step] = (source / (source + prefix).clamp_min(1e-12)).detach()
    return shares


def _by_words(
    run: LoadedRun,
    pair: tuple[str, str],
    source_ids: list[int],
    target_ids: list[int],
    log_probs: torch.Tensor,  # (T,), eos last
    entropy: torch.Tensor,  # (T,)
    sampled: tuple[torch.Tensor, torch.Tensor] | None,  # (K, T) each
    share: torch.Tensor | None,  # (T,)
    attention: torch.Tensor | None,  # (T, S)
    missing: dict[str, str],
) -> Signals:
    """One pair's piece signals merged into its words."""
    tokenizers = run.tokenizers
    source_pieces = tokenizers.src.id_to_pieces(source_ids)
    target_pieces = tokenizers.tgt.id_to_pieces(target_ids)
    source_units = _units(source_pieces, pair[0], tokenizers.src.lang)
    target_units = _units(target_pieces, pair[1], tokenizers.tgt.lang)
    written = len(target_pieces)  # the eos, last, is no word
    words = []
    for text, pieces in target_units:
        index = torch.tensor(pieces)
        word = TargetWord(
            text,
            log_prob=float(log_probs[index].sum()),
            entropy=float(entropy[index].mean()),
        )
        if sampled is not None:
            passes, changed = sampled
            word.dropout_sd = float(passes[:, index].sum(dim=1).exp().std(correction=0))
            word.dropout_changed = float(changed[:, index].any(dim=1).float().mean())
        if share is not None:
            word.source_share = float(share[index].mean())
        words.append(word)
    received = peak = None
    if attention is not None and written > 0:
        rows = attention[:written]  # (T - 1, S)
        received = rows.sum(dim=0) * len(source_ids) / written  # (S,)
        peak = rows.max(dim=0).values
    source_words = []
    for text, pieces in source_units:
        index = torch.tensor(pieces)
        unit = SourceWord(text)
        if attention is not None:
            unit.coverage = 0.0 if received is None else float(received[index].mean())
            unit.peak = 0.0 if peak is None else float(peak[index].max())
        source_words.append(unit)
    return Signals(
        source=pair[0],
        target=pair[1],
        target_words=words,
        source_words=source_words,
        log_prob=math.fsum(log_probs.tolist()),
        target_pieces=len(log_probs),
        source_pieces=len(source_ids),
        missing=dict(missing),
    )


def _units(pieces: list[str], text: str, lang: str) -> list[tuple[str, list[int]]]:
    """Each unit's text and its pieces' positions, as alignments count units."""
    by_piece = alignment.by_piece(text, lang)
    texts = alignment.unit_texts(pieces, by_piece=by_piece)
    positions: list[list[int]] = [[] for _ in texts]
    for k, unit in enumerate(alignment.word_indices(pieces, by_piece=by_piece)):
        positions[unit].append(k)
    return list(zip(texts, positions, strict=True))
