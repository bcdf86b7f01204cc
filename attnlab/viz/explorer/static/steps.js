// View 2: the four steps of one decoding step with the model's real numbers, each checkable
// by hand: the query and the keys the score read, e_j, exp(e_j), their sum, alpha_j, the raw
// values v_j and alpha_j v_j, whose column sums are the context.
import {
  $,
  DATA,
  STATIC,
  diverging,
  divergingInk,
  el,
  fillSelect,
  fmt,
  fontsFor,
  viridis,
} from "explorer/common.js";
import { api, runById, selection, state, translation } from "explorer/api.js";
import { t } from "explorer/i18n.js";
import { math } from "explorer/math.js";

// ---- view 2: the four steps ------------------------------------------------------------
export const stepState = { step: 0, count: 0 };

// A number as a learner can copy it: fixed digits, or 1.23e+5 when large or tiny.
export function num(x, digits) {
  const size = Math.abs(x);
  return size !== 0 && (size >= 1e5 || size < 10 ** -digits)
    ? x.toExponential(digits - 1)
    : fmt(x, digits);
}

function shownNote(block) {
  return block.shown < block.dim
    ? t("steps.dims_first", { shown: block.shown, dim: block.dim })
    : t("steps.dims_all", { dim: block.dim });
}

export function vectorStrip(values, testid, note) {
  const peak = Math.max(1e-12, ...values.map(Math.abs));
  return el(
    "div",
    {},
    el(
      "div",
      { class: "vector", "data-testid": testid },
      values.map((v, i) =>
        el(
          "span",
          {
            class: "cell",
            title: t("steps.dimension", { i: i + 1, value: v }),
            "data-value": String(v),
            style: `background:${diverging(v / peak)};color:${divergingInk(v / peak)}`,
          },
          fmt(v, 3),
        ),
      ),
    ),
    note ? el("p", { class: "check", text: note }) : null,
  );
}

// One row per source position: the token, then a few labelled numbers, then a vector's dims.
export function rowsTable(testid, tokens, columns, matrix, options) {
  const {
    best = -1,
    total = null,
    totalLabel = "",
    shown = matrix ? matrix[0]?.length || 0 : 0,
  } = options || {};
  const rows = matrix || tokens.map(() => []);
  const peak = Math.max(1e-12, ...rows.flat().map(Math.abs), ...(total || []).map(Math.abs));
  const cell = (v) =>
    el(
      "td",
      {
        class: "cell",
        title: String(v),
        "data-value": String(v),
        style: `background:${diverging(v / peak)};color:${divergingInk(v / peak)}`,
      },
      fmt(v, 3),
    );
  const dims = Array.from({ length: shown }, (_, i) => el("th", { text: `d${i + 1}` }));
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
          el("th", { text: "j" }),
          el("th", { class: "token", text: t("steps.source") }),
          columns.map((c) => el("th", {}, math(c.title))),
          dims,
        ),
      ),
      el(
        "tbody",
        {},
        tokens.map((token, j) =>
          el(
            "tr",
            { class: j === best ? "top-weight" : "" },
            el("td", { text: j + 1 }),
            el("td", { class: "token", text: token }),
            columns.map((c) =>
              c.bar
                ? weightBar(c.values[j], j)
                : el("td", {
                    class: "cell",
                    "data-value": String(c.values[j]),
                    text: c.format(c.values[j]),
                  }),
            ),
            rows[j].map(cell),
          ),
        ),
        total
          ? el(
              "tr",
              { class: "total" },
              el("td", { text: "" }),
              el("td", { class: "token" }, math(totalLabel)),
              columns.map(() => el("td", { text: "" })),
              total.map(cell),
            )
          : null,
      ),
    ),
  );
}

// A weight in [0, 1] as a bar in its own table cell, so it stays on its row.
function weightBar(weight, index) {
  return el(
    "td",
    { class: "bar-cell" },
    el(
      "span",
      {
        class: "weight-bar",
        "data-index": index,
        "data-weight": String(weight),
        "aria-hidden": "true",
      },
      el("span", {
        class: "fill",
        style: `width:${Math.max(0, Math.min(1, weight)) * 100}%;background:${viridis(weight)}`,
      }),
    ),
  );
}

function signedBar(score, peak) {
  const share = (Math.abs(score) / peak) * 50;
  return el(
    "div",
    { class: "signed", "aria-hidden": "true" },
    el("span", { class: "zero" }),
    el("span", {
      class: "fill",
      style:
        score < 0
          ? `right:50%;width:${share}%;background:var(--negative)`
          : `left:50%;width:${share}%;background:var(--positive)`,
    }),
  );
}

function scoresTable(view, best) {
  const peak = Math.max(1e-12, ...view.scores.map(Math.abs));
  return el(
    "div",
    { class: "scroll-table" },
    el(
      "table",
      { class: "numbers", "data-testid": "scores-table" },
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { text: "j" }),
          el("th", { class: "token", text: t("steps.source") }),
          el("th", {}, math(t("steps.score_e"))),
          el("th", { text: "" }),
        ),
      ),
      el(
        "tbody",
        {},
        view.scores.map((score, j) =>
          el(
            "tr",
            { class: j === best ? "top-weight" : "", "data-score": String(score) },
            el("td", { text: j + 1 }),
            el("td", { class: "token", text: view.source_tokens[j] }),
            el("td", { class: "cell", text: fmt(score, 4) }),
            el("td", {}, signedBar(score, peak)),
          ),
        ),
      ),
    ),
  );
}

// The family's words in the page's language (formula_keys); a family without them (a plugin's)
// brings its own English names and notes.
function formula(view, field) {
  const keys = view.formula_keys || {};
  const params = {
    layer: view.layer + 1,
    head: view.head + 1,
    head_dim: view.keys ? view.keys.dim : "d",
  };
  if (keys[field]) return t(keys[field], params);
  if (Object.keys(keys).length) return ""; // worded here: the English notes are not shown
  return field === "note" ? (view.notes || []).join(" ") : (view.names || {})[field] || "";
}

function card(number, title, wide, ...children) {
  return el(
    "section",
    {
      class: `card${wide ? " wide" : ""}`,
      "aria-label": t("steps.card_label", { n: number, title }),
    },
    el("h3", {}, el("span", { class: "num", text: number }), title),
    ...children,
  );
}

function renderStepView(view, body) {
  const note = formula(view, "note");
  const notes = note ? [el("p", { class: "notice" }, math(note))] : [];
  if (view.window) {
    // Local attention: the aligned position p_t of this step and the window it reads.
    const { center, half_width: d } = view.window;
    const last = view.source_tokens.length;
    const low = Math.max(1, Math.ceil(center - d) + 1),
      high = Math.min(last, Math.floor(center + d) + 1);
    notes.push(
      el("p", { class: "notice" }, math(t("steps.local_note", { half_width: d }))),
      el(
        "p",
        { class: "notice", "data-testid": "local-window" },
        math(t("steps.local_window", { center: fmt(center, 2), low, high })),
      ),
    );
  }
  $("step-label").textContent = t("steps.step_label", {
    step: view.step + 1,
    count: view.num_steps,
    target: view.target_token,
    previous: view.previous_token,
  });
  if (!view.has_attention) {
    body.replaceChildren(
      ...notes,
      el(
        "div",
        { class: "card wide" },
        el("h3", {}, el("span", { class: "num", text: "c" }), t("steps.one_context")),
        el("p", { class: "formula" }, math(formula(view, "context"))),
        vectorStrip(view.context.values, "context-vector", shownNote(view.context)),
      ),
    );
    return;
  }
  const tokens = view.source_tokens;
  const total = view.weights.reduce((a, b) => a + b, 0);
  const best = view.weights.indexOf(Math.max(...view.weights));
  const exps = view.scores.map(Math.exp); // exp(e_j) as written: what a learner computes by hand
  const norm = exps.reduce((a, b) => a + b, 0);
  // the check itself shifts by the largest score (the same softmax, no overflow past e^709)
  const peak = Math.max(...view.scores);
  const shifted = view.scores.map((e) => Math.exp(e - peak));
  const shiftedSum = shifted.reduce((a, b) => a + b, 0);
  const softmaxError = Math.max(
    ...view.weights.map((w, j) => Math.abs(w - shifted[j] / shiftedSum)),
  );
  const sameAsSoftmax = softmaxError < 1e-5;
  const keys = view.keys
    ? [
        el("h4", {}, math(t("steps.keys_title"))),
        el("p", { class: "formula" }, math(formula(view, "key") || t("steps.key_generic"))),
        rowsTable("keys-table", tokens, [], view.keys.values, { best }),
        el("p", { class: "check", text: shownNote(view.keys) }),
      ]
    : [];
  const contributions = view.contributions;
  body.replaceChildren(
    ...notes,
    el(
      "div",
      { class: "steps-grid" },
      card(
        "1",
        t("steps.query_title"),
        true,
        el("p", { class: "formula" }, math(formula(view, "query"))),
        el("p", {
          class: "check",
          "data-testid": "query-produces",
          text: t("steps.query_produces", {
            target: view.target_token,
            previous: view.previous_token,
          }),
        }),
        vectorStrip(view.query.values, "query-vector", shownNote(view.query)),
      ),
      card(
        "2",
        t("steps.scores_title"),
        true,
        el("p", { class: "formula" }, math(formula(view, "score"))),
        ...keys,
        scoresTable(view, best),
      ),
      card(
        "3",
        t("steps.weights_title"),
        true,
        el("p", { class: "formula" }, math(t("steps.softmax_formula"))),
        rowsTable(
          "softmax-table",
          tokens,
          [
            { title: "\\(e_j\\)", values: view.scores, format: (v) => fmt(v, 4) },
            { title: "\\(\\exp(e_j)\\)", values: exps, format: (v) => num(v, 4) },
            { title: "\\(\\alpha_j\\)", values: view.weights, format: (v) => fmt(v, 4) },
            { title: "", values: view.weights, bar: true },
          ],
          null,
          { best },
        ),
        el(
          "p",
          { class: "check", "data-testid": "exp-sum" },
          math(t("steps.exp_sum", { sum: num(norm, 6) })),
        ),
        el(
          "p",
          { class: "check" },
          math(
            t("steps.weights_sum", { total: fmt(total, 6) }) +
              " " +
              (sameAsSoftmax
                ? t("steps.softmax_matches", { error: softmaxError.toExponential(1) })
                : t("steps.softmax_differs")),
          ),
        ),
        view.chapter ? chapterBlock(view) : null,
      ),
      card(
        "4",
        t("steps.context_title"),
        true,
        el("p", { class: "formula" }, math(formula(view, "context"))),
        el(
          "p",
          { class: "formula" },
          math(t("steps.value_line", { value: formula(view, "value") })),
        ),
        view.values
          ? [
              el("h4", {}, math(t("steps.values_title"))),
              rowsTable("values-table", tokens, [], view.values.values, { best }),
            ]
          : null,
        el("h4", {}, math(t("steps.contributions_title"))),
        rowsTable(
          "contributions-table",
          tokens,
          [{ title: "\\(\\alpha_j\\)", values: view.weights, format: (v) => fmt(v, 3) }],
          contributions.values,
          { best, total: view.context.values, totalLabel: t("steps.context_sum") },
        ),
        el(
          "p",
          { class: "check" },
          math(
            (contributions.shown < contributions.dim
              ? t("steps.dims_first", { shown: contributions.shown, dim: contributions.dim }) +
                t("steps.separator")
              : "") +
              t(view.contributions_sum_error === 0 ? "steps.sum_exact" : "steps.sum_error", {
                dim: contributions.dim,
                error: view.contributions_sum_error.toExponential(1),
              }),
          ),
        ),
      ),
    ),
  );
}

// The chapter's idealised row for "black" beside the model's, on the chapter's sentence
// (walkthrough.chapter_comparison): the model's weights added up over the chapter's words.
function chapterBlock(view) {
  const chapter = view.chapter;
  const block = el(
    "div",
    { class: "chapter-row", "data-testid": "chapter-row" },
    el("h4", { text: t("steps.chapter_title", { target: chapter.target }) }),
  );
  if (chapter.step === null) {
    block.append(
      el("p", {
        class: "notice",
        text: t("walkthrough.model_no_target", { target: chapter.target }),
      }),
    );
    return block;
  }
  if (chapter.step !== view.step) {
    block.append(
      el(
        "p",
        { class: "muted" },
        t("steps.chapter_elsewhere", { target: chapter.target, step: chapter.step + 1 }),
        " ",
        el("button", {
          type: "button",
          "data-testid": "chapter-go",
          text: t("steps.chapter_go", { step: chapter.step + 1 }),
          onclick: (event) =>
            event.target.dispatchEvent(
              new CustomEvent("step-request", { bubbles: true, detail: chapter.step }),
            ),
        }),
      ),
    );
    return block;
  }
  const labels = [...chapter.words, t("steps.chapter_rest")];
  const rows = labels.map((label, i) =>
    el(
      "tr",
      {},
      el("td", { class: "token", text: label }),
      el("td", {
        class: "cell",
        "data-testid": "chapter-weight",
        text: i < chapter.words.length ? fmt(chapter.chapter_weights[i], 3) : "–",
      }),
      el("td", {
        class: "cell",
        "data-testid": "model-weight",
        "data-value": String(chapter.model_weights[i]),
        text: fmt(chapter.model_weights[i], 3),
      }),
      el("td", { class: "token muted", text: chapter.model_pieces[i].join(" ") }),
    ),
  );
  block.append(
    el(
      "div",
      { class: "scroll-table" },
      el(
        "table",
        { class: "numbers", "data-testid": "chapter-table" },
        el(
          "thead",
          {},
          el(
            "tr",
            {},
            el("th", { class: "token", text: t("steps.chapter_word") }),
            el("th", { text: t("steps.chapter_column") }),
            el("th", { text: t("steps.model_column") }),
            el("th", { class: "token", text: t("steps.pieces_column") }),
          ),
        ),
        el("tbody", {}, rows),
      ),
    ),
    el("p", { class: "notice", "data-testid": "chapter-why", text: t("walkthrough.chapter_why") }),
  );
  return block;
}

export async function renderSteps() {
  const body = $("steps-body");
  const run = runById($("steps-run").value);
  // One layer with one head (an RNN's attention, or none) leaves nothing to choose.
  const choose = run.num_layers > 1 || run.num_heads > 1;
  document.querySelectorAll("#panel-steps .layer-head").forEach((n) => (n.hidden = !choose));
  if (choose) {
    fillSelect(
      $("steps-layer"),
      Array.from({ length: run.num_layers }, (_, i) => [i, t("page.layer_n", { n: i + 1 })]),
      true,
    );
    fillSelect(
      $("steps-head"),
      Array.from({ length: run.num_heads }, (_, i) => [i, t("page.head_n", { n: i + 1 })]),
      true,
    );
    if (!$("steps-layer").dataset.touched) $("steps-layer").value = String(run.num_layers - 1);
  }
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: t("steps.translate_first") }));
    $("step-label").textContent = "";
    return;
  }
  body.setAttribute("aria-busy", "true");
  const current = selection("steps-run");
  const tr = await translation(run.id);
  if (!current()) return;
  stepState.count = tr.target_tokens.length;
  stepState.step = Math.min(stepState.step, stepState.count - 1);
  const range = $("step-range");
  range.max = String(stepState.count - 1);
  range.value = String(stepState.step);
  const layer = choose ? Number($("steps-layer").value) : 0;
  const head = choose ? Number($("steps-head").value) : 0;
  const key = `${run.id}|${state.beam}|${state.sentence}|${layer}|${head}|${stepState.step}`;
  if (!state.steps.has(key)) {
    const promise = api.steps(
      run.id,
      state.sentence,
      tr.target_tokens,
      stepState.step,
      layer,
      head,
    );
    promise.catch(() => state.steps.delete(key));
    state.steps.set(key, promise);
  }
  const view = await state.steps.get(key);
  if (key !== `${run.id}|${state.beam}|${state.sentence}|${layer}|${head}|${stepState.step}`)
    return;
  await fontsFor(view.source_tokens.join(""));
  renderStepView(view, body);
  body.dataset.step = String(view.step);
  body.removeAttribute("aria-busy");
  if (STATIC && DATA.steps_note) {
    body.prepend(
      el("p", { class: "notice", text: t("steps.export_one_head", { layer: run.num_layers }) }),
    );
  }
}
