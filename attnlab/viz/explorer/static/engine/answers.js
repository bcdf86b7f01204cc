// The engine's answers in the shape the server gives them (attnlab/viz/explorer/views.py:
// translation_view, steps_view; session.py: input_warnings), so that every view of the page
// reads one shape whichever engine answered.

const MAP_DECIMALS = 1e6; // maps rounded to 6 decimals, as views.round_map
const VECTOR_DIMS_SHOWN = 16;

const round = (x) => Math.round(x * MAP_DECIMALS) / MAP_DECIMALS;

// Per-step maps (search.js: per step, per layer, per head, one row) -> per layer, per head,
// a T x N list, rows zero-padded to the widest (decoder self-attention grows by one a step).
function stack(steps, kind) {
  if (!steps.length) return [];
  return steps[0][kind].map((heads, layer) =>
    heads.map((_, head) => {
      const rows = steps.map((step) => step[kind][layer][head]);
      const width = Math.max(...rows.map((row) => row.length));
      return rows.map((row) =>
        Array.from({ length: width }, (_, j) => (j < row.length ? round(row[j]) : 0)),
      );
    }),
  );
}

// A (1, H, S, S) tensor -> per head an S x S list.
function squareMaps(tensor) {
  const [, heads, size] = tensor.dims;
  return Array.from({ length: heads }, (_, h) =>
    Array.from({ length: size }, (_, i) =>
      Array.from(tensor.data.subarray((h * size + i) * size, (h * size + i + 1) * size), round),
    ),
  );
}

export function translationView(
  hypothesis,
  { run, sentence, beam, sourceTokens, target, targetTokens, encoderSelf },
) {
  return {
    run,
    sentence,
    beam,
    source_tokens: sourceTokens,
    target_tokens: targetTokens,
    target,
    log_prob: hypothesis.logProb,
    attention: {
      cross: stack(hypothesis.steps, "cross"),
      encoder_self: encoderSelf.map(squareMaps),
      decoder_self: stack(hypothesis.steps, "decoder_self"),
    },
  };
}

// The last layer's cross-attention averaged over its heads, unrounded: (T, S), as the server
// reads it for the lecture's words (session.py).
export function meanLastLayer(hypothesis) {
  return hypothesis.steps.map((step) => {
    const heads = step.cross[step.cross.length - 1];
    return Array.from(
      heads[0],
      (_, j) => heads.reduce((sum, row) => sum + row[j], 0) / heads.length,
    );
  });
}

const vectorView = (values, name) => ({
  name,
  dim: values.length,
  shown: Math.min(VECTOR_DIMS_SHOWN, values.length),
  values: Array.from(values.subarray(0, VECTOR_DIMS_SHOWN)),
});
const rowsView = (rows) => ({
  dim: rows[0] ? rows[0].length : 0,
  shown: Math.min(VECTOR_DIMS_SHOWN, rows[0] ? rows[0].length : 0),
  values: rows.map((row) => Array.from(row.subarray(0, VECTOR_DIMS_SHOWN))),
});

// One head of a (1, H, N, D) record tensor as N rows of D.
export function headRows(tensor, head) {
  const [, , count, width] = tensor.dims;
  const start = head * count * width;
  return Array.from({ length: count }, (_, i) =>
    tensor.data.subarray(start + i * width, start + (i + 1) * width),
  );
}

// four: {family, layer, head, steps: per step {context, query, scores, weights, centers} (each
// one head's row), values, keys (rows), halfWidth, names, notes, formulaKeys}
export function stepsView(four, step, sourceTokens, targetTokens) {
  const at = four.steps[step];
  const view = {
    family: four.family,
    has_attention: at.weights !== undefined,
    step,
    num_steps: four.steps.length,
    layer: four.layer,
    head: four.head,
    source_tokens: sourceTokens,
    target_token: targetTokens[step],
    previous_token: step === 0 ? "<s>" : targetTokens[step - 1],
    names: four.names,
    notes: four.notes,
    formula_keys: four.formulaKeys,
    context: vectorView(at.context, "context"),
  };
  if (at.query !== undefined && at.scores !== undefined && at.weights !== undefined) {
    const contributions = four.values.map((value, j) =>
      value.map((v) => Math.fround(at.weights[j] * v)),
    );
    let error = 0;
    for (let d = 0; d < at.context.length; d++) {
      let sum = 0;
      for (const row of contributions) sum = Math.fround(sum + row[d]);
      error = Math.max(error, Math.abs(Math.fround(sum - at.context[d])));
    }
    Object.assign(view, {
      query: vectorView(at.query, "query"),
      scores: Array.from(at.scores),
      weights: Array.from(at.weights),
      contributions: rowsView(contributions),
      contributions_sum_error: error,
    });
  }
  if (four.values) view.values = rowsView(four.values);
  if (four.keys) view.keys = rowsView(four.keys);
  if (at.centers !== undefined) view.window = { center: at.centers[0], half_width: four.halfWidth };
  return view;
}

// ---- what is odd about the input (attnlab.data.languages.wrong_script) --------------------
const CHARACTER_SCRIPTS = new Set(["Han", "Hiragana", "Katakana"]);
const KNOWN_SCRIPTS = [
  "Latin",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Cyrillic",
  "Greek",
  "Arabic",
  "Hebrew",
  "Thai",
  "Devanagari",
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")]);

function letterScript(char) {
  if (!/\p{L}/u.test(char)) return null;
  const found = KNOWN_SCRIPTS.find(([, pattern]) => pattern.test(char));
  return found ? found[0] : "Other";
}

// expected: the scripts of the source language (graphs' manifest), [] when unknown.
export function inputWarnings(sentence, lang, expected) {
  const units = new Map();
  let previous = null;
  for (const char of sentence) {
    const script = letterScript(char);
    if (script !== null && (CHARACTER_SCRIPTS.has(script) || script !== previous)) {
      units.set(script, (units.get(script) || 0) + 1);
    }
    previous = script;
  }
  const total = [...units.values()].reduce((a, b) => a + b, 0);
  const inExpected = expected.reduce((sum, script) => sum + (units.get(script) || 0), 0);
  if (!expected.length || !total || 2 * inExpected >= total) return [];
  const others = [...units].filter(([script]) => !expected.includes(script));
  const found = others.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  return [{ code: "wrong_script", lang, expected: expected[0], found }];
}
