// The playground: your own queries, keys and values, the chapter's 3 x 4 example to start.
// Every edit recomputes the four steps here, in the page, with the same rules as
// attnlab.functional.attention: S = Q Kᵀ / √d, masked entries -inf, softmax by row (a row
// with no visible key weighs 0 and reads 0), output = A V.
import { $, DATA, el, fmt, viridis, inkOn } from "explorer/common.js";
import { num, rowsTable, vectorStrip } from "explorer/steps.js";
import { onLanguageChange, t } from "explorer/i18n.js";
import { math } from "explorer/math.js";

// The chapter's example (第19章): the query for "black" scores 那只, 黑, 猫 as 1.0, 3.0, 0.0
// and weighs them 0.114, 0.844, 0.042; a fourth key is padding. d = 4, so √d = 2.
export const CHAPTER = {
  queries: "2 0 1 0\n0 2 1 2\n6 0 -4 0",
  queryLabels: "black cat that",
  keys: "1 0 0 0\n2 0 2 0\n0 1 0 1\n1 1 1 1",
  keyLabels: "那只 黑 猫 <pad>",
  values: "1 0 0\n0 1 0\n0 0 1\n9 9 9",
  padding: [false, false, false, true],
  causal: false,
  scaled: true,
  note: null,
};
// The chapter's question 2: two keys alike, values unlike (猫's key made equal to 黑's).
const ALIKE = {
  ...CHAPTER,
  keys: "1 0 0 0\n2 0 2 0\n2 0 2 0\n1 1 1 1",
  note: "playground.alike_note",
};

// A page can open on its own example (a notebook's matrices: attnlab.notebook.playground).
const input = { ...CHAPTER, ...DATA.playground, row: 0, dim: 64 };
const EXP_LIMIT = 700; // exp(±700) ≈ 1e±304 still fits a double; exp(710) is ∞

// "1 2 3\n4 5 6" -> [[1, 2, 3], [4, 5, 6]], or an Error naming the line at fault
export function parseMatrix(text, what) {
  const rows = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(/[\s,;]+/).map(Number));
  if (!rows.length) throw new Error(t("playground.error_empty", { what }));
  rows.forEach((row, i) => {
    if (row.some((x) => !Number.isFinite(x)))
      throw new Error(t("playground.error_number", { what, line: i + 1 }));
    if (row.length !== rows[0].length) {
      throw new Error(
        t("playground.error_width", { what, line: i + 1, got: row.length, want: rows[0].length }),
      );
    }
  });
  return rows;
}

// The four steps for every query: scores (before masking), visible, weights, output.
export function attend(queries, keys, values, visible, scale) {
  const scores = queries.map((q) =>
    keys.map((k) => q.reduce((sum, x, i) => sum + x * k[i], 0) * scale),
  );
  const weights = scores.map((row, r) => {
    const shown = row.filter((_, c) => visible[r][c]);
    if (!shown.length) return row.map(() => 0); // no visible key: weights 0, output 0
    const peak = Math.max(...shown);
    const exps = row.map((e, c) => (visible[r][c] ? Math.exp(e - peak) : 0));
    const total = exps.reduce((a, b) => a + b, 0);
    return exps.map((x) => x / total);
  });
  const outputs = weights.map((w) =>
    values[0].map((_, d) => w.reduce((sum, a, j) => sum + a * values[j][d], 0)),
  );
  return { scores, weights, outputs };
}

const labelsOf = (text, count, prefix) => {
  const words = text.split(/\s+/).filter(Boolean);
  return Array.from({ length: count }, (_, i) => words[i] || `${prefix}${i + 1}`);
};

function matrixTable(testid, rows, cols, matrix, { masked, format, colour } = {}) {
  return el(
    "div",
    { class: "scroll-table" },
    el(
      "table",
      { class: "numbers", "data-testid": testid },
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { text: "" }),
          cols.map((c) => el("th", { class: "token", text: c })),
        ),
      ),
      el(
        "tbody",
        {},
        matrix.map((row, r) =>
          el(
            "tr",
            {},
            el("th", { class: "token", text: rows[r] }),
            row.map((v, c) =>
              masked && masked[r][c]
                ? el(
                    "td",
                    {
                      class: "cell masked",
                      "data-value": "-Infinity",
                      title: t("playground.masked_cell"),
                    },
                    "−∞",
                  )
                : el(
                    "td",
                    {
                      class: "cell",
                      "data-value": String(v),
                      style: colour ? `background:${viridis(v)};color:${inkOn(v)}` : "",
                    },
                    (format || ((x) => fmt(x, 3)))(v),
                  ),
            ),
          ),
        ),
      ),
    ),
  );
}

function editor(id, key, value, rows) {
  const area = el("textarea", {
    id,
    rows: String(rows),
    spellcheck: "false",
    class: "matrix-input",
    "data-testid": id,
    oninput: (e) => update({ [key]: e.target.value }),
  });
  area.value = value;
  return area;
}

function labelInput(id, key, value) {
  const field = el("input", {
    type: "text",
    id,
    class: "labels-input",
    "data-testid": id,
    oninput: (e) => update({ [key]: e.target.value }),
  });
  field.value = value;
  return field;
}

let form = null; // the inputs persist across redraws (typing keeps its focus)
onLanguageChange(() => (form = null)); // its words are rebuilt in the new language
const output = el("div", { class: "playground-output", "aria-live": "polite" });

function update(change) {
  Object.assign(input, change);
  compute();
}

function load(preset) {
  Object.assign(input, preset, { row: 0 });
  form = null;
  renderPlayground();
}

function buildForm() {
  const toggle = (key, id) =>
    el("input", {
      type: "checkbox",
      id,
      checked: input[key],
      "data-testid": id,
      onchange: (e) => update({ [key]: e.target.checked }),
    });
  return el(
    "div",
    { class: "playground-form" },
    el("p", { class: "muted", text: t("playground.intro") }),
    el(
      "div",
      { class: "preset-row" },
      el(
        "button",
        { type: "button", "data-testid": "preset-chapter", onclick: () => load(CHAPTER) },
        t("playground.preset_chapter"),
      ),
      el(
        "button",
        { type: "button", "data-testid": "preset-alike", onclick: () => load(ALIKE) },
        t("playground.preset_alike"),
      ),
    ),
    el(
      "div",
      { class: "matrix-inputs" },
      el(
        "label",
        {},
        el("span", { text: t("playground.queries") }),
        editor("pg-queries", "queries", input.queries, 3),
        labelInput("pg-query-labels", "queryLabels", input.queryLabels),
      ),
      el(
        "label",
        {},
        el("span", { text: t("playground.keys") }),
        editor("pg-keys", "keys", input.keys, 4),
        labelInput("pg-key-labels", "keyLabels", input.keyLabels),
      ),
      el(
        "label",
        {},
        el("span", { text: t("playground.values") }),
        editor("pg-values", "values", input.values, 4),
      ),
    ),
    el("p", { class: "check", text: t("playground.format_hint") }),
    el(
      "div",
      { class: "preset-row" },
      el("label", {}, toggle("scaled", "pg-scaled"), " ", t("playground.scaled")),
      el("label", {}, toggle("causal", "pg-causal"), " ", t("playground.causal")),
      el("span", { id: "pg-padding", class: "padding-toggles" }),
    ),
  );
}

function paddingToggles(labels) {
  const box = $("pg-padding");
  box.dataset.labels = labels.join("\n");
  box.replaceChildren(
    t("playground.padding"),
    ...labels.map((label, j) =>
      el(
        "label",
        {},
        el("input", {
          type: "checkbox",
          checked: !!input.padding[j],
          "data-testid": `pg-pad-${j}`,
          onchange: (e) => {
            const padding = labels.map((_, i) => !!input.padding[i]);
            padding[j] = e.target.checked;
            update({ padding });
          },
        }),
        " ",
        label,
      ),
    ),
  );
}

function compute() {
  let queries, keys, values;
  try {
    queries = parseMatrix(input.queries, t("playground.queries"));
    keys = parseMatrix(input.keys, t("playground.keys"));
    values = parseMatrix(input.values, t("playground.values"));
    if (queries[0].length !== keys[0].length) {
      throw new Error(t("playground.error_dims", { q: queries[0].length, k: keys[0].length }));
    }
    if (values.length !== keys.length) {
      throw new Error(t("playground.error_count", { k: keys.length, v: values.length }));
    }
  } catch (error) {
    output.replaceChildren(
      el("p", { class: "error", role: "alert", "data-testid": "pg-error", text: error.message }),
    );
    return;
  }
  const d = keys[0].length;
  const queryLabels = labelsOf(input.queryLabels, queries.length, "q");
  const keyLabels = labelsOf(input.keyLabels, keys.length, "k");
  if ($("pg-padding").dataset.labels !== keyLabels.join("\n")) paddingToggles(keyLabels);
  // True = this query may attend to this key (attnlab.masks): not padding, not later (causal)
  const visible = queries.map((_, r) =>
    keys.map((_, c) => !input.padding[c] && !(input.causal && c > r)),
  );
  const masked = visible.map((row) => row.map((v) => !v));
  const scale = input.scaled ? 1 / Math.sqrt(d) : 1;
  const { scores, weights, outputs } = attend(queries, keys, values, visible, scale);
  const row = Math.min(input.row, queries.length - 1);
  const rowPicker = el(
    "select",
    {
      id: "pg-row",
      "data-testid": "pg-row",
      onchange: (e) => update({ row: Number(e.target.value) }),
    },
    queryLabels.map((label, r) => el("option", { value: r, text: `${r + 1}: ${label}` })),
  );
  rowPicker.value = String(row);
  const scaleText = input.scaled
    ? t("playground.score_scaled", { d, sqrt: fmt(Math.sqrt(d), 4) })
    : t("playground.score_unscaled");
  const e = scores[row],
    shown = e.map((x, j) => (visible[row][j] ? x : -Infinity));
  // exp(e_j) as written while it fits a double; near |e| = 709 it overflows to ∞ (or underflows
  // to 0), so past EXP_LIMIT every score is shifted by the largest: the same weights
  const peak = Math.max(...shown);
  const shift = Number.isFinite(peak) && Math.abs(peak) > EXP_LIMIT ? peak : 0;
  const exps = shown.map((x) => Math.exp(x - shift));
  const total = exps.reduce((a, b) => a + b, 0);
  const expTitle = shift ? "exp(e_j − max e)" : "exp(e_j)";
  const expSum = shift
    ? t("playground.exp_sum_shifted", { peak: fmt(peak, 4), sum: num(total, 6) })
    : math(t("steps.exp_sum", { sum: num(total, 6) }));
  const vdims = values[0].length;
  output.replaceChildren(
    ...[
      input.note
        ? el("p", { class: "notice", "data-testid": "pg-note", text: t(input.note) })
        : null,
      el("h3", { text: t("playground.matrices") }),
      el(
        "div",
        { class: "two-columns" },
        el(
          "div",
          {},
          el("h4", { text: t("playground.scores_matrix", { formula: scaleText }) }),
          matrixTable("pg-scores", queryLabels, keyLabels, scores, {
            masked,
            format: (x) => fmt(x, 3),
          }),
        ),
        el(
          "div",
          {},
          el("h4", { text: t("playground.weights_matrix") }),
          matrixTable("pg-weights", queryLabels, keyLabels, weights, {
            colour: true,
            format: (x) => fmt(x, 3),
          }),
        ),
        el(
          "div",
          {},
          el("h4", { text: t("playground.output_matrix") }),
          matrixTable(
            "pg-output",
            queryLabels,
            Array.from({ length: vdims }, (_, i) => `d${i + 1}`),
            outputs,
          ),
        ),
      ),
      el("h3", {}, t("playground.one_row"), " ", rowPicker),
      el(
        "div",
        { class: "steps-grid" },
        el(
          "section",
          { class: "card wide" },
          el("h3", {}, el("span", { class: "num", text: "1" }), t("steps.query_title")),
          vectorStrip(queries[row], "pg-query-vector", null),
        ),
        el(
          "section",
          { class: "card wide" },
          el("h3", {}, el("span", { class: "num", text: "2" }), t("playground.scores_title")),
          el("p", { class: "formula", text: scaleText }),
          rowsTable(
            "pg-row-scores",
            keyLabels,
            [
              {
                title: "q · k_j",
                values: keys.map((k) => k.reduce((s, x, i) => s + x * queries[row][i], 0)),
                format: (x) => fmt(x, 3),
              },
              { title: "e_j", values: shown, format: (x) => (x === -Infinity ? "−∞" : fmt(x, 4)) },
            ],
            keys,
          ),
        ),
        el(
          "section",
          { class: "card wide" },
          el("h3", {}, el("span", { class: "num", text: "3" }), t("steps.weights_title")),
          el("p", { class: "formula" }, math(t("steps.softmax_formula"))),
          rowsTable(
            "pg-row-softmax",
            keyLabels,
            [
              { title: expTitle, values: exps, format: (x) => num(x, 4) },
              { title: "α_j", values: weights[row], format: (x) => fmt(x, 4) },
            ],
            null,
          ),
          el(
            "p",
            { class: "check", "data-testid": "pg-exp-sum" },
            total > 0 ? expSum : t("playground.no_visible_key"),
          ),
        ),
        el(
          "section",
          { class: "card wide" },
          el("h3", {}, el("span", { class: "num", text: "4" }), t("steps.context_title")),
          el("h4", {}, math(t("steps.values_title"))),
          rowsTable("pg-row-values", keyLabels, [], values),
          el("h4", {}, math(t("steps.contributions_title"))),
          rowsTable(
            "pg-row-contributions",
            keyLabels,
            [{ title: "α_j", values: weights[row], format: (x) => fmt(x, 3) }],
            values.map((v, j) => v.map((x) => weights[row][j] * x)),
            { total: outputs[row], totalLabel: t("steps.context_sum") },
          ),
        ),
      ),
      scaleCard(),
    ].filter(Boolean),
  );
}

// ---- why divide by √d: random q and k of dimension d ----------------------------------------
// A fixed seed: the same vectors every time, each d a prefix of the longest.
function gaussians(count, seed) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0; // mulberry32
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from(
    { length: count },
    () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform()),
  );
}
const MAX_DIM = 1024,
  RANDOM_KEYS = 4;
const RANDOM = Array.from({ length: RANDOM_KEYS + 1 }, (_, i) => gaussians(MAX_DIM, 17 + i));

function scaleCard() {
  const d = input.dim;
  const q = RANDOM[0].slice(0, d),
    keys = RANDOM.slice(1).map((k) => k.slice(0, d));
  const visible = [keys.map(() => true)];
  const raw = attend([q], keys, keys, visible, 1),
    scaled = attend([q], keys, keys, visible, 1 / Math.sqrt(d));
  const slider = el("input", {
    type: "range",
    id: "pg-dim",
    min: "0",
    max: String(Math.log2(MAX_DIM)),
    step: "1",
    value: String(Math.log2(d)),
    "data-testid": "pg-dim",
    "aria-label": "d",
    oninput: (e) => update({ dim: 2 ** Number(e.target.value) }),
  });
  const labels = keys.map((_, j) => `k${j + 1}`);
  return el(
    "section",
    { class: "card wide scale-card", "data-testid": "pg-scale" },
    el("h3", { text: t("playground.scale_title") }),
    el("p", { class: "muted", text: t("playground.scale_intro") }),
    el(
      "label",
      {},
      "d = ",
      el("output", { "data-testid": "pg-dim-value", text: String(d) }),
      " ",
      slider,
    ),
    rowsTable(
      "pg-scale-table",
      labels,
      [
        { title: "q · k_j", values: raw.scores[0], format: (x) => fmt(x, 2) },
        {
          title: t("playground.weight_unscaled"),
          values: raw.weights[0],
          format: (x) => fmt(x, 3),
        },
        { title: "q · k_j / √d", values: scaled.scores[0], format: (x) => fmt(x, 2) },
        {
          title: t("playground.weight_scaled"),
          values: scaled.weights[0],
          format: (x) => fmt(x, 3),
        },
      ],
      null,
    ),
    el("p", {
      class: "check",
      text: t("playground.scale_check", {
        unscaled: fmt(Math.max(...raw.weights[0]), 3),
        scaled: fmt(Math.max(...scaled.weights[0]), 3),
        sqrt: fmt(Math.sqrt(d), 1),
      }),
    }),
  );
}

export function renderPlayground() {
  const body = $("playground-body");
  if (!form || !body.contains(form)) {
    form = buildForm();
    body.replaceChildren(form, output);
  }
  compute();
}
