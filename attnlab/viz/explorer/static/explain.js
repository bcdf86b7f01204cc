// The "Attention vs attribution" view: a sentence's attention weights beside an attribution
// of each emitted word to the source words (attnlab.explain), the two distributions of one
// target word side by side, and interventions on the weights that decode again, live.
import { $, SERVER, el, fmt } from "explorer/common.js";
import { Heatmap, bars, chips, legend, press, shade } from "explorer/heatmap.js";
import { api, runById, selection, state } from "explorer/api.js";
import { t } from "explorer/i18n.js";

const METHODS = ["occlusion", "grad_x_input", "integrated_gradients"];
const INTERVENTIONS = ["permute", "uniform", "remove_top"];
const explanations = new Map(); // "run|beam|sentence" -> Promise of /api/explain's answer

function explanation(runId) {
  const key = `${runId}|${state.beam}|${state.sentence}`;
  if (!explanations.has(key)) {
    const promise = api.explain(Number(runId), state.sentence, state.beam);
    promise.catch(() => explanations.delete(key));
    explanations.set(key, promise);
  }
  return explanations.get(key);
}

const percent = (x) => (x === null || x === undefined ? "–" : `${Math.round(100 * x)}%`);
const signed = (x) => (x === null || x === undefined ? "–" : (x >= 0 ? "+" : "") + fmt(x, 2));
const methodName = (method) => t(`explain.method_${method}`);

// The run's saved explanations (`attnlab explore --explanations FILE`): picking one puts its
// sentence and beam in the form and submits it; the server then answers from the file.
function offerSaved(run) {
  const savedLabel = (entry) => {
    const decoding =
      entry.beam === 1 ? t("explain.saved_greedy") : t("explain.saved_beam", { beam: entry.beam });
    return `${entry.sentence} (${decoding})`;
  };
  const select = $("explain-saved");
  const saved = run.saved || [];
  $("explain-saved-label").hidden = saved.length === 0;
  select.replaceChildren(
    el("option", { value: "", text: t("explain.saved_pick", { count: saved.length }) }),
    ...saved.map((entry, i) => el("option", { value: String(i), text: savedLabel(entry) })),
  );
  select.onchange = () => {
    const entry = saved[Number(select.value)];
    if (!select.value || !entry) return;
    $("sentence").value = entry.sentence;
    document.querySelector(
      `input[name=decoding][value=${entry.beam === 1 ? "greedy" : "beam"}]`,
    ).checked = true;
    if (entry.beam > 1) $("beam-size").value = String(entry.beam);
    $("sentence-form").requestSubmit();
  };
}

export async function renderExplain() {
  const body = $("explain-body");
  const select = $("explain-method");
  if (!select.options.length) {
    for (const method of METHODS)
      select.append(el("option", { value: method, text: methodName(method) }));
  }
  [...select.options].forEach((option) => (option.textContent = methodName(option.value)));
  const run = runById($("explain-run").value);
  if (SERVER) offerSaved(run);
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: t("page.type_above") }));
    return;
  }
  body.replaceChildren(el("p", { class: "empty", text: t("explain.computing") }));
  const current = selection("explain-run");
  const found = await explanation(run.id);
  if (!current()) return;
  const method = select.value;
  const shares = found.shares[method];
  const hasAttention = found.attention !== null;
  const sourceChips = chips(found.source_tokens, "source", () => {});
  const targetChips = chips(found.target_tokens, "target", (step) => pick(step));
  const inspector = el(
    "div",
    { class: "inspector", "data-testid": "explain-inspector", "aria-live": "polite" },
    el("p", { class: "muted", text: t("explain.pick_target") }),
  );
  const maps = [];
  const grid = el("div", { class: "compare-grid" });
  const addMap = (title, matrix, label, testid) => {
    const box = el("div", { class: "map-block" });
    box.append(el("div", { class: "map-head" }, el("h2", { text: title }), legend(false)));
    const map = new Heatmap(box, {
      label,
      testid,
      onPick: (kind, i) => (kind === "row" ? pick(i) : null),
    });
    grid.append(box);
    maps.push([map, matrix]);
  };
  const attentionTitle = found.attention_is_mean
    ? t("explain.attention_title_mean")
    : t("explain.attention_title");
  if (hasAttention)
    addMap(attentionTitle, found.attention, t("explain.attention_heatmap"), "explain-attention");
  addMap(
    t("explain.attribution_title", { method: methodName(method) }),
    shares,
    t("explain.attribution_heatmap"),
    "explain-attribution",
  );
  const summary = found.summary[hasAttention ? "mean" : "diagonal"][method];
  const diagonal = found.summary.diagonal[method];
  const numbers = {
    method: methodName(method),
    tau: signed(summary.kendall_tau),
    top1: percent(summary.top1),
    diagonal_tau: signed(diagonal.kendall_tau),
    diagonal_top1: percent(diagonal.top1),
  };
  body.replaceChildren(
    ...[
      el("p", { class: "muted", text: t("explain.intro") }),
      el("p", { class: "translation", "data-testid": "explain-translation", text: found.target }),
      found.saved
        ? el("p", {
            class: "notice",
            "data-testid": "explain-saved-note",
            text: t("explain.saved_note", { file: found.saved }),
          })
        : null,
      el("p", {
        class: "meta",
        "data-testid": "explain-summary",
        text: t(hasAttention ? "explain.summary" : "explain.summary_control", numbers),
      }),
      hasAttention
        ? null
        : el("p", {
            class: "notice",
            "data-testid": "explain-no-attention",
            text: t("explain.no_attention"),
          }),
      el(
        "div",
        { class: "token-row" },
        el("span", { class: "row-title", text: t("page.source") }),
        sourceChips,
      ),
      el(
        "div",
        { class: "token-row" },
        el("span", { class: "row-title", text: t("page.target") }),
        targetChips,
      ),
      grid,
      inspector,
      // interventions decode again with the weights changed: only the server's models can
      hasAttention && SERVER ? interventionsBlock(run) : null,
    ].filter(Boolean),
  );
  for (const [map, matrix] of maps)
    map.set(matrix, found.target_tokens, found.source_tokens, { rowScale: false });

  function pick(step) {
    for (const [map] of maps) map.select(step, null);
    press(targetChips, step);
    shade(sourceChips, shares[step]);
    const word = found.target_tokens[step];
    const columns = el("div", { class: "compare-grid" });
    if (hasAttention) {
      columns.append(
        el(
          "div",
          {},
          el("h3", { text: t("explain.attention_bars") }),
          bars(found.source_tokens, found.attention[step], "explain-attention-bars"),
        ),
      );
    }
    columns.append(
      el(
        "div",
        {},
        el("h3", { text: t("explain.attribution_bars", { method: methodName(method) }) }),
        bars(found.source_tokens, shares[step], "explain-attribution-bars"),
      ),
    );
    const agreement = hasAttention ? found.agreement[method] : null;
    const scores = found.steps; // each emitted token's probability, entropy and top tokens
    inspector.replaceChildren(
      ...[
        el("h3", { text: t("explain.compare_title", { word, step: step + 1 }) }),
        scores
          ? el("p", {
              class: "meta",
              "data-testid": "explain-step-scores",
              text: t("explain.step_scores", {
                p: fmt(scores.probability[step], 3),
                entropy: fmt(scores.entropy[step], 2),
              }),
            })
          : null,
        agreement
          ? el("p", {
              class: "meta",
              "data-testid": "explain-step-agreement",
              text: t("explain.step_agreement", {
                tau: signed(agreement.kendall_tau[step]),
                agree: t(agreement.top1[step] ? "explain.agree_yes" : "explain.agree_no"),
              }),
            })
          : null,
        columns,
        // a contrast takes gradients: only the server computes one
        scores && SERVER ? contrastBlock(run, step, word, scores.top[step], method) : null,
      ].filter(Boolean),
    );
  }
}

// "Why this word and not that one?": the step's most probable other tokens, or a typed word;
// the answer is the chosen method's attribution of log p(word) - log p(alternative).
function contrastBlock(run, step, word, top, method) {
  const result = el("div", {
    class: "contrast-result",
    "data-testid": "contrast-result",
    "aria-live": "polite",
  });
  const ask = (alternative) => whyNot(run, step, word, alternative, method, result);
  const choices = top
    .filter(([piece]) => piece !== word)
    .map(([piece, p]) =>
      el("button", {
        type: "button",
        class: "chip",
        "data-alternative": piece,
        text: `${piece} ${fmt(p, 3)}`,
        onclick: () => ask(piece),
      }),
    );
  const typed = el("input", {
    type: "text",
    "data-testid": "contrast-input",
    "aria-label": t("explain.contrast_input"),
    placeholder: t("explain.contrast_input"),
  });
  const go = el("button", {
    type: "button",
    "data-testid": "contrast-ask",
    text: t("explain.contrast_ask"),
    onclick: () => typed.value.trim() && ask(typed.value.trim()),
  });
  return el(
    "section",
    { class: "contrast", "data-testid": "contrast" },
    el("h3", { text: t("explain.contrast_title", { word }) }),
    el("p", { class: "muted", text: t("explain.contrast_intro") }),
    el("div", { class: "controls" }, ...choices),
    el("div", { class: "controls" }, typed, go),
    result,
  );
}

async function whyNot(run, step, word, alternative, method, result) {
  result.replaceChildren(el("p", { class: "empty", text: t("explain.computing") }));
  let found;
  try {
    found = await api.contrast(run.id, state.sentence, state.beam, step, alternative);
  } catch (error) {
    result.replaceChildren(el("p", { class: "error", role: "alert", text: error.message }));
    return;
  }
  const values = found.attributions[method];
  const total = values.reduce((sum, x) => sum + Math.abs(x), 0) || 1;
  const ranked = values
    .map((x, i) => [x, i])
    .sort((a, b) => Math.abs(b[0]) - Math.abs(a[0]))
    .slice(0, 3);
  result.replaceChildren(
    el("p", {
      "data-testid": "contrast-verdict",
      text: t("explain.contrast_odds", {
        word: found.emitted,
        alternative: found.alternative,
        p: fmt(found.probability, 3),
        q: fmt(found.alternative_probability, 3),
      }),
    }),
    el("p", {
      class: "meta",
      "data-testid": "contrast-top",
      text: t("explain.contrast_top", {
        method: methodName(method),
        tokens: ranked.map(([x, i]) => `${found.source_tokens[i]} ${signed(x)}`).join(", "),
      }),
    }),
    bars(
      found.source_tokens,
      values.map((x) => Math.abs(x) / total),
      "contrast-bars",
    ),
  );
}

function interventionsBlock(run) {
  const result = el("div", {
    class: "intervention-result",
    "data-testid": "intervention-result",
    "aria-live": "polite",
  });
  const buttons = INTERVENTIONS.map((name) =>
    el("button", {
      type: "button",
      "data-intervention": name,
      text: t(`explain.intervention_${name}`),
      onclick: () => intervene(run, name, result, buttons),
    }),
  );
  return el(
    "section",
    { class: "interventions" },
    el("h2", { text: t("explain.interventions_title") }),
    el("p", { class: "muted", text: t("explain.interventions_intro") }),
    el("div", { class: "controls" }, buttons),
    result,
  );
}

async function intervene(run, name, result, buttons) {
  const label = t(`explain.intervention_${name}`);
  buttons.forEach((button) =>
    button.setAttribute("aria-pressed", String(button.dataset.intervention === name)),
  );
  result.replaceChildren(
    el("p", { class: "empty", text: t("explain.intervening", { name: label }) }),
  );
  let effect;
  try {
    effect = await api.intervene(run.id, state.sentence, state.beam, name);
  } catch (error) {
    result.replaceChildren(el("p", { class: "error", role: "alert", text: error.message }));
    return;
  }
  const same = effect.target_tokens.join(" ") === effect.original_tokens.join(" ");
  // The intervened translation, each token marked where it differs from the original's.
  const tokens = effect.target_tokens.map((token, i) =>
    el("span", {
      class: `chip${token === effect.original_tokens[i] ? "" : " changed-token"}`,
      style: token === effect.original_tokens[i] ? "" : "outline:2px solid #d62728",
      text: token,
    }),
  );
  const changed = effect.changed.filter(Boolean).length;
  const meanTvd =
    effect.total_variation.reduce((a, b) => a + b, 0) / Math.max(1, effect.total_variation.length);
  result.replaceChildren(
    el("p", {}, el("b", { text: `${t("explain.original")}: ` }), effect.original_tokens.join(" ")),
    el(
      "p",
      { "data-testid": "intervened-translation" },
      el("b", { text: `${t("explain.intervened", { name: label })}: ` }),
      el("span", { class: "chips" }, tokens),
    ),
    el("p", {
      class: same ? "meta" : "notice",
      "data-testid": "intervention-verdict",
      text: t(same ? "explain.unchanged" : "explain.changed"),
    }),
    el("p", {
      class: "meta",
      text: t("explain.effects", { changed, steps: effect.changed.length, tvd: fmt(meanTvd, 3) }),
    }),
    el("h3", { text: t("explain.tvd_title") }),
    bars(effect.original_tokens, effect.total_variation, "intervention-tvd"),
  );
}
