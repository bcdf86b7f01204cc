// Greedy and beam search for one sentence, with the rules of attnlab.decoding (greedy.py,
// beam.py, hypothesis.py): the same length limit, length penalty (Wu et al. 2016, eq. 14),
// finished-hypothesis handling, early stop and n-best, so that the page writes what attnlab
// writes. `model` is a Model (model.js): encode(ids), step(prev, state), reorder(state, rows).
// Scores are float32 sums, as in PyTorch: every addition is rounded with Math.fround.

export class Cancelled extends Error {}

// What a hypothesis of `length` tokens divides its log-probability by (decoding/hypothesis.py):
// Wu et al.'s ((5 + length) / 6) ** alpha under the "attnlab" rule, length ** alpha under
// "ctranslate2"; 0 ranks by raw log-probability.
export const lengthNormalizer = (length, alpha, rule = "attnlab") =>
  rule === "ctranslate2" ? length ** alpha : ((5 + length) / 6) ** alpha;

// Most target tokens (eos included) for a source of `length` tokens: ratio * S + offset, >= 1.
export function lengthLimit(length, ratio, offset) {
  return Math.max(1, Math.trunc(Math.fround(Math.fround(length) * Math.fround(ratio))) + offset);
}

// The index of the largest value of row `row` (V wide) of `values`: the first of equals,
// as torch.argmax.
function argmax(values, row, vocab) {
  let best = row * vocab;
  for (let i = best + 1; i < (row + 1) * vocab; i++) if (values[i] > values[best]) best = i;
  return best - row * vocab;
}

// The `count` largest candidates scores[k] + logProbs[k * V + v], best first (of equals, the
// lower flat index first): [score, k * V + v] pairs.
function topCandidates(scores, logProbs, vocab, count) {
  const best = []; // sorted, best first
  for (let k = 0; k < scores.length; k++) {
    for (let v = 0; v < vocab; v++) {
      const score = Math.fround(scores[k] + logProbs[k * vocab + v]);
      if (best.length === count && !(score > best[count - 1][0])) continue;
      let at = best.length;
      while (at > 0 && score > best[at - 1][0]) at--;
      best.splice(at, 0, [score, k * vocab + v]);
      if (best.length > count) best.pop();
    }
  }
  return best;
}

// settings: {beam, nBest, lengthPenalty, beamRule, maxLenRatio, maxLenOffset, bos, eos};
// onStep(t) is awaited after every step (it throws Cancelled to stop).
// -> the nBest best hypotheses: {tokens (no eos), ended, logProb, steps: [per step, its maps]}
export async function search(model, encoded, sourceLength, settings, onStep) {
  const limit = lengthLimit(sourceLength, settings.maxLenRatio, settings.maxLenOffset);
  return settings.beam === 1 && settings.nBest === 1
    ? [await greedy(model, encoded, limit, settings, onStep)]
    : beamSearch(model, encoded, limit, settings, onStep);
}

async function greedy(model, encoded, limit, settings, onStep) {
  let state = encoded.state;
  let prev = settings.bos;
  const tokens = [],
    steps = [];
  let logProb = Math.fround(0);
  for (let t = 0; t < limit; t++) {
    const out = await model.step([prev], state);
    prev = argmax(out.logProbs, 0, out.vocab);
    logProb = Math.fround(logProb + out.logProbs[prev]);
    steps.push(out.maps(0));
    state = out.state;
    await onStep(t);
    if (prev === settings.eos) return { tokens, ended: true, logProb, steps };
    tokens.push(prev);
  }
  return { tokens, ended: false, logProb, steps };
}

async function beamSearch(model, encoded, limit, settings, onStep) {
  const { beam, nBest, eos } = settings;
  const rule = { name: settings.beamRule ?? "attnlab", lengthPenalty: settings.lengthPenalty };
  if (!(nBest >= 1 && nBest <= beam))
    throw new Error(`n_best must be between 1 and the beam size (${beam})`);
  let state = model.reorder(encoded.state, new Array(beam).fill(0));
  let scores = Array.from({ length: beam }, (_, k) => (k === 0 ? 0 : -Infinity)); // one live slot
  let prev = new Array(beam).fill(settings.bos);
  const history = { tokens: [], parents: [], maps: [] }; // [t][k], [t][k], [t] (a step's rows)
  const finished = []; // {score, logProb, step, slot, ended, first}
  for (let t = 0; t < limit; t++) {
    const out = await model.step(prev, state);
    history.maps.push(out.maps); // the step's attention, not its state
    const best = topCandidates(
      scores,
      out.logProbs,
      out.vocab,
      Math.min(2 * beam, beam * out.vocab),
    );
    const next = advance(best, t, out.vocab, beam, eos, limit, nBest, rule, finished);
    history.tokens.push(next.tokens);
    history.parents.push(next.parents);
    await onStep(t);
    if (next.done) break;
    scores = next.live;
    state = model.reorder(out.state, next.parents);
    prev = next.tokens;
  }
  // A stable sort: of equal scores the first finished comes first.
  return finished
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.score - a.entry.score || a.order - b.order)
    .slice(0, nBest)
    .map(({ entry }) => backtrack(entry, history));
}

// One step of the beam from its best 2K candidates (beam.py's _advance).
function advance(best, t, vocab, beam, eos, limit, nBest, rule, finished) {
  const live = new Array(beam).fill(-Infinity),
    tokens = new Array(beam).fill(eos);
  const parents = new Array(beam).fill(0);
  const normalizer = (length) => lengthNormalizer(length, rule.lengthPenalty, rule.name);
  let slot = 0;
  for (let rank = 0; rank < best.length; rank++) {
    const [score, flat] = best[rank];
    if (slot === beam || score === -Infinity) break;
    const parent = Math.floor(flat / vocab),
      token = flat % vocab;
    if (token !== eos) {
      live[slot] = score;
      tokens[slot] = token;
      parents[slot] = parent;
      slot++;
    } else if (rank < beam) {
      // an ending ranked below K others is outside the beam
      const penalty = normalizer(t + 1);
      const first = rank === 0; // the step's best candidate
      finished.push({
        score: score / penalty,
        logProb: score,
        step: t,
        slot: parent,
        ended: true,
        first,
      });
    }
  }
  if (t + 1 >= limit) {
    // out of steps: live hypotheses end here too
    const penalty = normalizer(t + 1);
    for (let k = 0; k < slot; k++) {
      finished.push({ score: live[k] / penalty, logProb: live[k], step: t, slot: k, ended: false });
    }
    return { live, tokens, parents, done: true };
  }
  const done = searchDone(rule, finished, live[0], limit, beam, nBest, normalizer);
  return { live, tokens, parents, done };
}

// Whether a sentence's search may stop (beam.py's _Rule.done).
function searchDone(rule, finished, bestLive, limit, beam, nBest, normalizer) {
  if (rule.name === "ctranslate2") {
    // CTranslate2 4, patience 1
    if (bestLive === -Infinity) return true; // nothing left to search
    if (rule.lengthPenalty === 0) return finished.some((f) => f.first) && finished.length >= nBest;
    return finished.length >= beam;
  }
  // no live hypothesis can beat the n-th best finished one any more
  const ranked = finished.map((f) => f.score).sort((a, b) => b - a);
  const nth = ranked.length >= nBest ? ranked[nBest - 1] : -Infinity;
  return nth >= bestLive / normalizer(limit);
}

// Follow back-pointers from a finished hypothesis to the first step: its tokens and, per
// step, the maps of the row it ran on.
function backtrack(best, history) {
  const tokens = [],
    rows = []; // rows: [step, row it ran on]
  let slot = best.slot,
    t = best.step;
  if (best.ended) {
    // the eos came from slot `best.slot` of step best.step - 1
    rows.push([best.step, best.slot]);
    t = best.step - 1;
  }
  while (t >= 0) {
    const parent = history.parents[t][slot];
    tokens.push(history.tokens[t][slot]);
    rows.push([t, parent]); // step t ran on the row of its parent slot
    slot = parent;
    t--;
  }
  tokens.reverse();
  rows.reverse();
  const steps = rows.map(([step, row]) => history.maps[step](row));
  return { tokens, ended: best.ended, logProb: best.logProb, steps };
}
