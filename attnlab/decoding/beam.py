"""Batched beam search with a length penalty (Wu et al. 2016, eq. 14).

Every sentence keeps ``beam_size`` live hypotheses. A candidate among the best
``beam_size`` that emits eos is set aside as finished and its slot goes to the next best
candidate (as in fairseq and CTranslate2), so one ending hypothesis never stops the others. A
sentence is done at its length limit, or once no live hypothesis can still beat the best
finished one (the n-th best, for an n-best list; at once when none is live); under the
"ctranslate2" rule (``BEAM_RULES``), once beam_size hypotheses have ended. It then leaves
the batch, so later steps run only the rows of sentences still searched. The chosen
hypotheses come back with their own attention, found by following back-pointers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import torch

from attnlab.decoding.hypothesis import (
    BEAM_RULES,
    Hypothesis,
    length_limits,
    length_normalizer,
    trim_to_source,
)
from attnlab.decoding.prefix import Prefixes
from attnlab.models.outputs import AttentionMaps
from attnlab.models.protocol import Seq2SeqModel


@dataclass
class _Finished:
    score: float  # log_prob / the rule's length normalizer
    log_prob: float
    step: int  # the step whose token ends the hypothesis
    slot: int  # beam slot (at ``step``) the hypothesis was read from
    ended: bool  # its last token is eos
    first: bool = False  # it was the step's best candidate


@dataclass
class _History:
    """What every step chose, to follow a hypothesis back from its end (each indexed [t])."""

    tokens: list[list[list[int]]] = field(default_factory=list)  # [t][b][k]: slot k's token
    parents: list[list[list[int]]] = field(default_factory=list)  # [t][b][k]: its slot at t-1
    rows: list[dict[int, int]] = field(default_factory=list)  # [t][b]: b's first row at step t
    maps: list[AttentionMaps] = field(default_factory=list)  # [t]: the maps of its rows, if asked


def beam_search(
    model: Seq2SeqModel,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    *,
    bos_id: int,
    eos_id: int,
    beam_size: int = 5,
    length_penalty: float = 1.0,
    beam_rule: str = "attnlab",
    max_len_ratio: float = 2.0,
    max_len_offset: int = 10,
    need_weights: bool = True,
    prefixes: Sequence[Sequence[int]] | None = None,
) -> list[Hypothesis]:
    """Translate src (B, S) with src_mask (B, 1, 1, S); the best hypothesis per sentence, with
    its attention maps if ``need_weights`` (else empty maps, and no model computes them).
    ``prefixes``: per sentence, target ids its output starts with (see ``Prefixes``)."""
    found = beam_search_n_best(
        model,
        src,
        src_mask,
        bos_id=bos_id,
        eos_id=eos_id,
        beam_size=beam_size,
        n_best=1,
        length_penalty=length_penalty,
        beam_rule=beam_rule,
        max_len_ratio=max_len_ratio,
        max_len_offset=max_len_offset,
        need_weights=need_weights,
        prefixes=prefixes,
    )
    return [best for best, *_ in found]


def beam_search_n_best(
    model: Seq2SeqModel,
    src: torch.Tensor,
    src_mask: torch.Tensor,
    *,
    bos_id: int,
    eos_id: int,
    beam_size: int = 5,
    n_best: int = 1,
    length_penalty: float = 1.0,
    beam_rule: str = "attnlab",
    max_len_ratio: float = 2.0,
    max_len_offset: int = 10,
    need_weights: bool = True,
    prefixes: Sequence[Sequence[int]] | None = None,
) -> list[list[Hypothesis]]:
    """``beam_search``, keeping per sentence the ``n_best`` (at most ``beam_size``) best
    finished hypotheses, best first by ``Hypothesis.score(length_penalty, beam_rule)``, each
    with its own attention. The search runs until no live hypothesis can beat the n-th best
    finished one (the "attnlab" rule), so the list is the beam's, not a truncated one; the
    first is ``beam_search``'s answer.
    Fewer come back only where fewer sequences exist."""
    # a with, not a decorator: mutation testing (mutmut 3) skips decorated functions
    with torch.no_grad():
        _check_settings(beam_size, n_best, length_penalty, beam_rule)
        batch, beam, device = src.shape[0], beam_size, src.device
        rule = _Rule(beam_rule, length_penalty)
        forced = Prefixes.of(prefixes, batch, device)
        limits = forced.limits(length_limits(src_mask, max_len_ratio, max_len_offset)).tolist()
        state = model.init_state(model.encode(src, src_mask, need_weights=need_weights), src_mask)
        # B*K rows: each sentence's state once per slot
        state = state.reorder(torch.arange(batch, device=device).repeat_interleave(beam))
        # The sentences still searched, in the order of their rows (beam rows each): a finished
        # sentence leaves the batch, so the steps shrink with it.
        active = list(range(batch))
        scores = torch.full((batch, beam), float("-inf"), device=device)  # (A, K)
        scores[:, 0] = 0.0  # all slots start identical: keep one
        prev = torch.full((batch * beam,), bos_id, dtype=torch.long, device=device)
        history = _History()
        finished: list[list[_Finished]] = [[] for _ in range(batch)]
        done = [False] * batch

        for t in range(max(limits)):
            out = model.step(prev, state, need_weights=need_weights)
            if need_weights:
                history.maps.append(out.attention)
            history.rows.append({b: i * beam for i, b in enumerate(active)})
            sentences = torch.tensor(active, device=device).repeat_interleave(beam)  # (A*K,)
            log_p = torch.log_softmax(out.logits.float(), dim=-1)  # (A*K, V)
            log_p = forced.force(log_p, t, sentences)
            vocab = log_p.shape[-1]
            candidates = (scores[:, :, None] + log_p.view(len(active), beam, vocab)).flatten(1)
            top_scores, top_ids = candidates.topk(min(2 * beam, candidates.shape[1]), dim=1)
            top_scores_list, top_ids_list = top_scores.tolist(), top_ids.tolist()
            live = [[float("-inf")] * beam for _ in range(batch)]  # log-probabilities, (B, K)
            tokens = [[eos_id] * beam for _ in range(batch)]
            parents = [[0] * beam for _ in range(batch)]
            rows = []  # the next step's: each live slot's parent row, sentence by sentence
            for i, b in enumerate(active):
                best = zip(top_scores_list[i], top_ids_list[i], strict=True)
                live[b], tokens[b], parents[b], done[b] = _advance(
                    best, t, vocab, beam, eos_id, limits[b], n_best, rule, finished[b]
                )
                if not done[b]:
                    rows += [i * beam + parent for parent in parents[b]]
            history.tokens.append(tokens)
            history.parents.append(parents)
            active = [b for b in active if not done[b]]
            if not active:
                break
            scores = torch.tensor([live[b] for b in active], device=device)
            state = out.state.reorder(torch.tensor(rows, device=device))
            prev = torch.tensor([token for b in active for token in tokens[b]], device=device)

        source_lengths = src_mask.reshape(batch, -1).sum(dim=1).tolist()
        # A stable sort: of equal scores the first finished comes first, as max() would pick.
        return [
            [
                _backtrack(entry, b, device, history, int(length))
                for entry in sorted(finished[b], key=lambda f: f.score, reverse=True)[:n_best]
            ]
            for b, length in enumerate(source_lengths)
        ]


def _check_settings(beam_size: int, n_best: int, length_penalty: float, beam_rule: str) -> None:
    if beam_size < 1:
        raise ValueError(f"beam_size must be >= 1, got {beam_size}")
    if not 1 <= n_best <= beam_size:
        raise ValueError(
            f"n_best must be between 1 and the beam size ({beam_size}), got {n_best}: a beam "
            f"keeps {beam_size} hypotheses; ask for fewer or use a beam of {n_best} or more"
        )
    # a penalty that falls with length would break the early stop's bound
    if length_penalty < 0:
        raise ValueError(f"length_penalty must be >= 0, got {length_penalty}")
    if beam_rule not in BEAM_RULES:
        raise ValueError(f"beam_rule must be one of {list(BEAM_RULES)}, got {beam_rule!r}")


@dataclass(frozen=True)
class _Rule:
    """How finished hypotheses rank and when a sentence's search stops (``BEAM_RULES``)."""

    name: str
    length_penalty: float

    def normalizer(self, length: int) -> float:
        return length_normalizer(length, self.length_penalty, self.name)

    def done(
        self, finished: list[_Finished], best_live: float, limit: int, beam: int, n_best: int
    ) -> bool:
        """Whether the search may stop, the live hypotheses' best log-probability
        ``best_live`` (-inf when none is live) beside the ``finished`` ones."""
        if self.name == "ctranslate2":  # CTranslate2 4 (decoding.cc), patience 1
            if best_live == float("-inf"):  # nothing left to search
                return True
            if self.length_penalty == 0:  # its early exit: the best candidate has ended
                return any(f.first for f in finished) and len(finished) >= n_best
            return len(finished) >= beam
        # A live log-probability s <= 0 only falls as the hypothesis grows, and with
        # length_penalty >= 0 the normalizer only grows up to normalizer(limit):
        # s / normalizer(limit) bounds every score it can still reach: done once the n-th
        # best finished score is at least that.
        ranked = sorted((f.score for f in finished), reverse=True)
        nth = ranked[n_best - 1] if len(ranked) >= n_best else float("-inf")
        return nth >= best_live / self.normalizer(limit)


def _advance(
    best: Iterable[tuple[float, int]],
    t: int,
    vocab: int,
    beam: int,
    eos_id: int,
    limit: int,
    n_best: int,
    rule: _Rule,
    finished: list[_Finished],
) -> tuple[list[float], list[int], list[int], bool]:
    """One sentence's beam after step t, from its best 2K candidates (score, parent slot * V +
    token), best first: the K live hypotheses' log-probabilities, tokens and parent slots
    (-inf, eos, 0 in slots left empty), the endings added to ``finished``, and whether the
    sentence is done."""
    live, tokens, parents = [float("-inf")] * beam, [eos_id] * beam, [0] * beam
    slot = 0
    # Each slot ends at most once, so the top 2K candidates hold K live ones.
    for rank, (score, flat) in enumerate(best):
        if slot == beam or score == float("-inf"):
            break
        parent, token = divmod(flat, vocab)
        if token != eos_id:
            live[slot], tokens[slot], parents[slot] = score, token, parent
            slot += 1
        elif rank < beam:  # an ending ranked below K others is outside the beam
            penalty = rule.normalizer(t + 1)
            finished.append(_Finished(score / penalty, score, t, parent, True, rank == 0))
    if t + 1 >= limit:  # out of steps: live hypotheses end here too
        penalty = rule.normalizer(t + 1)
        finished.extend(
            _Finished(raw / penalty, raw, t, k, False) for k, raw in enumerate(live[:slot])
        )
        return live, tokens, parents, True
    return live, tokens, parents, rule.done(finished, live[0], limit, beam, n_best)


def _backtrack(
    best: _Finished, b: int, device: torch.device, history: _History, source_length: int
) -> Hypothesis:
    """Follow back-pointers from the final slot to the first step: tokens and attention."""
    tokens, rows = [], []  # tokens without the eos; rows with its step
    if best.ended:  # the eos came from slot ``best.slot`` of step best.step - 1
        rows.append((best.step, best.slot))
        slot, t = best.slot, best.step - 1
    else:
        slot, t = best.slot, best.step
    while t >= 0:
        parent = history.parents[t][b][slot]
        tokens.append(history.tokens[t][b][slot])
        rows.append((t, parent))  # step t ran on the row of its parent slot
        slot, t = parent, t - 1
    tokens.reverse()
    rows.reverse()
    # Each step's maps of the row the hypothesis ran on; none when they were not asked for.
    per_step = [
        history.maps[t].select(torch.tensor([history.rows[t][b] + row], device=device))
        for t, row in rows
        if history.maps
    ]
    attention = AttentionMaps.concat_steps(per_step)
    return Hypothesis(
        tokens=tokens,
        log_prob=best.log_prob,
        ended=best.ended,
        attention=trim_to_source(attention, source_length),
    )
