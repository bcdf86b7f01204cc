// View 2: the four steps of one decoding step with the model's real numbers.
import { $, DATA, STATIC, diverging, divergingInk, el, fillSelect, fmt, fontsFor } from "explorer/common.js";
import { bars } from "explorer/heatmap.js";
import { api, runById, state, translation } from "explorer/api.js";

// ---- view 2: the four steps ------------------------------------------------------------
export const stepState = { step: 0, count: 0 };

function vectorStrip(vector, testid) {
  const peak = Math.max(1e-12, ...vector.values.map(Math.abs));
  return el("div", {},
    el("div", { class: "vector", "data-testid": testid },
      vector.values.map((v, i) => el("span", {
        class: "cell", title: `dimension ${i + 1}: ${v}`,
        style: `background:${diverging(v / peak)};color:${divergingInk(v / peak)}`,
      }, fmt(v, 3)))),
    el("p", { class: "check" }, vector.shown < vector.dim
      ? `first ${vector.shown} of ${vector.dim} dimensions shown`
      : `all ${vector.dim} dimensions`));
}

function scoresTable(view) {
  const peak = Math.max(1e-12, ...view.scores.map(Math.abs));
  const best = view.weights.indexOf(Math.max(...view.weights));
  return el("div", { class: "scroll-table" }, el("table", { class: "numbers", "data-testid": "scores-table" },
    el("thead", {}, el("tr", {}, el("th", { text: "j" }), el("th", { class: "token", text: "source" }),
      el("th", { text: "score e" }), el("th", { text: "" }))),
    el("tbody", {}, view.scores.map((score, j) => {
      const share = (Math.abs(score) / peak) * 50;
      return el("tr", { class: j === best ? "top-weight" : "", "data-score": String(score) },
        el("td", { text: j + 1 }), el("td", { class: "token", text: view.source_tokens[j] }),
        el("td", { class: "cell", text: fmt(score, 4) }),
        el("td", {}, el("div", { class: "signed", "aria-hidden": "true" },
          el("span", { class: "zero" }),
          el("span", { class: "fill", style: score < 0
            ? `right:50%;width:${share}%;background:var(--negative)`
            : `left:50%;width:${share}%;background:var(--positive)` }))));
    }))));
}

function contributionsTable(view) {
  const rows = view.contributions.values, context = view.context.values;
  const peak = Math.max(1e-12, ...context.map(Math.abs), ...rows.flat().map(Math.abs));
  const cell = (v) => el("td", { class: "cell", title: String(v),
    style: `background:${diverging(v / peak)};color:${divergingInk(v / peak)}` }, fmt(v, 3));
  const best = view.weights.indexOf(Math.max(...view.weights));
  const dims = Array.from({ length: view.contributions.shown }, (_, i) => el("th", { text: `d${i + 1}` }));
  return el("div", { class: "scroll-table" }, el("table", { class: "numbers", "data-testid": "contributions-table" },
    el("thead", {}, el("tr", {}, el("th", { class: "token", text: "α_j · v_j" }), el("th", { text: "α_j" }), dims)),
    el("tbody", {},
      rows.map((row, j) => el("tr", { class: j === best ? "top-weight" : "" },
        el("td", { class: "token", text: view.source_tokens[j] }),
        el("td", { class: "cell", text: fmt(view.weights[j], 3) }), row.map(cell))),
      el("tr", { class: "total" }, el("td", { class: "token", text: "context = Σ" }), el("td", { text: "" }),
        context.map(cell)))));
}

function renderStepView(view, body) {
  const names = view.names || {};
  const notes = (view.notes || []).map((n) => el("p", { class: "notice", text: n }));
  if (view.window) {
    // Local attention: the aligned position p_t of this step and the window it reads.
    const { center, half_width: d } = view.window;
    const last = view.source_tokens.length;
    const low = Math.max(1, Math.ceil(center - d) + 1), high = Math.min(last, Math.floor(center + d) + 1);
    notes.push(el("p", { class: "notice", "data-testid": "local-window" },
      `This step: p_t = ${fmt(center, 2)}; the window covers source positions ${low} to ${high}.`));
  }
  $("step-label").textContent =
    `Step ${view.step + 1} of ${view.num_steps}: writes “${view.target_token}” after “${view.previous_token}”`;
  if (!view.has_attention) {
    body.replaceChildren(...notes, el("div", { class: "card wide" },
      el("h3", {}, el("span", { class: "num", text: "c" }), "The one context vector"),
      el("p", { class: "formula", text: names.context || "" }), vectorStrip(view.context, "context-vector")));
    return;
  }
  const total = view.weights.reduce((a, b) => a + b, 0);
  const peak = Math.max(...view.scores);
  const exps = view.scores.map((s) => Math.exp(s - peak));
  const norm = exps.reduce((a, b) => a + b, 0);
  const softmaxError = Math.max(...view.weights.map((w, j) => Math.abs(w - exps[j] / norm)));
  const sameAsSoftmax = softmaxError < 1e-5;
  body.replaceChildren(...notes, el("div", { class: "steps-grid" },
    el("section", { class: "card wide", "aria-label": "step 1, the query" },
      el("h3", {}, el("span", { class: "num", text: "1" }), "The query"),
      el("p", { class: "formula", text: names.query || "" }), vectorStrip(view.query, "query-vector")),
    el("section", { class: "card", "aria-label": "step 2, the scores" },
      el("h3", {}, el("span", { class: "num", text: "2" }), "A score for every source position"),
      el("p", { class: "formula", text: names.score || "" }), scoresTable(view)),
    el("section", { class: "card", "aria-label": "step 3, the weights" },
      el("h3", {}, el("span", { class: "num", text: "3" }), "Softmax turns scores into weights"),
      el("p", { class: "formula", text: "α_tj = exp(e_tj) / Σ_k exp(e_tk)" }),
      bars(view.source_tokens, view.weights, "step-weights"),
      el("p", { class: "check" }, `Σ α = ${fmt(total, 6)}; ` + (sameAsSoftmax
        ? `softmax(scores) matches the weights (max difference ${softmaxError.toExponential(1)})`
        : "the weights are not a plain softmax of all scores (see the note above)"))),
    el("section", { class: "card wide", "aria-label": "step 4, the context" },
      el("h3", {}, el("span", { class: "num", text: "4" }), "The context: the weighted sum of the values"),
      el("p", { class: "formula", text: `${names.context || ""}; v_j: ${names.value || ""}` }),
      contributionsTable(view),
      el("p", { class: "check" },
        (view.contributions.shown < view.contributions.dim
          ? `first ${view.contributions.shown} of ${view.contributions.dim} dimensions shown; `
          : "") + `over all ${view.contributions.dim} dimensions, |Σ_j α_j v_j − context| ` +
        (view.contributions_sum_error === 0 ? "= 0" : `≤ ${view.contributions_sum_error.toExponential(1)}`)))));
}

export async function renderSteps() {
  const body = $("steps-body");
  const run = runById($("steps-run").value);
  // One layer with one head (an RNN's attention, or none) leaves nothing to choose.
  const choose = run.num_layers > 1 || run.num_heads > 1;
  document.querySelectorAll("#panel-steps .layer-head").forEach((n) => (n.hidden = !choose));
  if (choose) {
    fillSelect($("steps-layer"), Array.from({ length: run.num_layers }, (_, i) => [i, `layer ${i + 1}`]), true);
    fillSelect($("steps-head"), Array.from({ length: run.num_heads }, (_, i) => [i, `head ${i + 1}`]), true);
    if (!$("steps-layer").dataset.touched) $("steps-layer").value = String(run.num_layers - 1);
  }
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: "Translate a sentence first: the four steps are shown for its decoding steps." }));
    $("step-label").textContent = "";
    return;
  }
  body.setAttribute("aria-busy", "true");
  const tr = await translation(run.id);
  stepState.count = tr.target_tokens.length;
  stepState.step = Math.min(stepState.step, stepState.count - 1);
  const range = $("step-range");
  range.max = String(stepState.count - 1);
  range.value = String(stepState.step);
  const layer = choose ? Number($("steps-layer").value) : 0;
  const head = choose ? Number($("steps-head").value) : 0;
  const key = `${run.id}|${state.beam}|${state.sentence}|${layer}|${head}|${stepState.step}`;
  if (!state.steps.has(key)) {
    const promise = api.steps(run.id, state.sentence, tr.target_tokens, stepState.step, layer, head);
    promise.catch(() => state.steps.delete(key));
    state.steps.set(key, promise);
  }
  const view = await state.steps.get(key);
  if (key !== `${run.id}|${state.beam}|${state.sentence}|${layer}|${head}|${stepState.step}`) return;
  await fontsFor(view.source_tokens.join(""));
  renderStepView(view, body);
  body.dataset.step = String(view.step);
  body.removeAttribute("aria-busy");
  if (STATIC && DATA.steps_note) body.prepend(el("p", { class: "notice", text: DATA.steps_note }));
}
