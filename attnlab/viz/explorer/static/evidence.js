// The Evidence view: every experiment's claim, verdict, figure, report and command, and the
// lecture's interactive demos drawn in the page: the input-length slider and the bottleneck
// slider (copy-reverse), the same length slider on real sentences (bottleneck), the
// path-length slider (path-length) and a head learning to copy (learning-path). The data:
// /api/evidence (evidence.py, demos.py).
import { $, el, fmt } from "explorer/common.js";
import { Heatmap, legend } from "explorer/heatmap.js";
import { api } from "explorer/api.js";
import { hasString, language, t } from "explorer/i18n.js";

let evidence = null; // the answer of /api/evidence, asked once per page (a failure asks again)
// what the reader picked; kept when the view redraws (a language change, a tab switch)
const picked = {
  name: null,
  length: null,
  bucket: null,
  distance: null,
  hidden: 0,
  measure: "sequence_accuracy",
  frame: 0,
  decayStep: 1,
  questionsOpen: true,
};

export async function renderEvidence() {
  const body = $("evidence-body");
  if (!evidence) {
    body.replaceChildren(el("p", { class: "empty", text: t("evidence.loading") }));
    evidence = api.evidence();
    evidence.catch(() => (evidence = null));
  }
  const { results, shipped, experiments, questions } = await evidence;
  if (!experiments.length) {
    body.replaceChildren(el("p", { class: "notice", text: t("evidence.none") }));
    return;
  }
  if (!experiments.some((e) => e.name === picked.name)) {
    picked.name = (experiments.find((e) => e.available) || experiments[0]).name;
  }
  const chosen = experiments.find((e) => e.name === picked.name);
  const list = el(
    "ul",
    { class: "evidence-list" },
    experiments.map((e) =>
      el(
        "li",
        {},
        el(
          "button",
          {
            type: "button",
            class: "evidence-item",
            "data-name": e.name,
            "aria-pressed": String(e === chosen),
            onclick: () => pick(e.name),
          },
          el("span", { class: "evidence-name", text: e.name }),
          badge(e),
        ),
      ),
    ),
  );
  body.replaceChildren(
    questionsPanel(questions || [], experiments),
    el("p", { class: "meta" }, folderLine(results, shipped)),
    el(
      "div",
      { class: "evidence-grid" },
      el("nav", { "aria-label": t("evidence.list_label") }, list),
      detail(chosen),
    ),
  );
}

// The source texts' nine questions (evidence.py QUESTIONS), each with the views to open and the
// experiments (their badges) that answer it; a click opens the view, or the experiment below.
function questionsPanel(questions, experiments) {
  const byName = new Map(experiments.map((e) => [e.name, e]));
  const item = (q) => {
    const [source, n] = q.id.split("-");
    return el(
      "li",
      { "data-question": q.id },
      el("p", { class: "meta", text: t(`evidence.source_${source}`, { n }) }),
      el("p", { class: "question", text: t(`evidence.question_${q.id}`) }),
      el("p", { text: t(`evidence.answer_${q.id}`) }),
      el(
        "p",
        { class: "question-links" },
        q.views.map((view) =>
          el("button", {
            type: "button",
            "data-view": view,
            text: t("evidence.open_view", { view: $(`tab-${view}`).textContent }),
            onclick: () => $(`tab-${view}`).click(),
          }),
        ),
        q.experiments.map((name) =>
          el(
            "button",
            { type: "button", "data-experiment": name, onclick: () => pick(name) },
            withCode("evidence.open_experiment", { name }),
            " ",
            badge(byName.get(name)),
          ),
        ),
      ),
    );
  };
  return el(
    "details",
    { class: "questions", "data-testid": "questions", open: picked.questionsOpen },
    el("summary", {
      text: t("evidence.questions_title"),
      onclick: (event) => (picked.questionsOpen = !event.currentTarget.parentElement.open),
    }),
    el("p", { class: "muted", text: t("evidence.questions_intro") }),
    el("ol", { class: "question-list" }, questions.map(item)),
  );
}

// A translated line whose placeholders ``params`` are shown as code (paths, names and options,
// as typed), the ``words`` as text.
function withCode(key, params, words) {
  const names = Object.keys(params),
    marks = Object.fromEntries(names.map((k, i) => [k, `\uE000${i}\uE000`]));
  return t(key, { ...words, ...marks })
    .split(/\uE000(\d+)\uE000/)
    .map((part, i) => (i % 2 ? el("code", { text: String(params[names[Number(part)]]) }) : part));
}

// Where the results come from: the folder as given, or the results attnlab ships (the package's
// folder, which is no business of the page's)
function folderLine(results, shipped) {
  if (shipped) return t("evidence.folder_shipped");
  if (results) return withCode("evidence.folder", { folder: results });
  return withCode("evidence.no_folder", { option: "--results DIR", folder: "./results" });
}

// Why a file was refused or cannot be used (evidence.py REASONS), in the page's words
const reason = (file) =>
  file.reason && hasString(`evidence.reason_${file.reason}`)
    ? t(`evidence.reason_${file.reason}`)
    : file.detail;
// The options and flags the problems name, as code
const OPTIONS = { option: "--results DIR", flag: "--quick" };

async function pick(name) {
  picked.name = name;
  await renderEvidence();
  $("evidence-body").querySelector(`.evidence-item[data-name="${name}"]`)?.focus();
}

const BADGES = {
  holds: "evidence.badge_holds",
  partly: "evidence.badge_partly",
  does_not_hold: "evidence.badge_fails",
};

function badge(e) {
  const [kind, key] = !e.available
    ? ["missing", "evidence.badge_missing"]
    : BADGES[e.verdict]
      ? [e.verdict, BADGES[e.verdict]]
      : ["unknown", "evidence.badge_unknown"];
  return el("span", {
    class: `badge ${kind}`,
    text: t(key) + (e.quick ? ` · ${t("evidence.badge_quick")}` : ""),
  });
}

function command(e) {
  return el(
    "p",
    { class: "evidence-command" },
    t("evidence.reproduce"),
    " ",
    el("code", { "data-testid": "evidence-command", text: e.command }),
  );
}

const PROBLEMS = {
  no_results: "evidence.problem_no_results",
  missing: "evidence.problem_missing",
  damaged: "evidence.problem_damaged",
};

function detail(e) {
  const attrs = { class: "evidence-detail", "data-testid": "evidence-detail", "data-name": e.name };
  // the report in the page's language if written
  const local = (e.translations || {})[language] || e;
  // the one-line summary is English: a translated report's title says it in its language
  const head = [
    el("h2", { text: local.title || e.name }),
    local === e ? el("p", { class: "meta", text: e.summary }) : null,
  ];
  if (!e.available) {
    return el(
      "article",
      attrs,
      head,
      el(
        "div",
        { class: "notice", "data-testid": "evidence-problem" },
        el(
          "p",
          {},
          withCode(
            PROBLEMS[e.problem.kind],
            { path: e.problem.path, ...OPTIONS },
            { detail: reason(e.problem) },
          ),
        ),
        command(e),
      ),
    );
  }
  const demo = e.demo_problem
    ? el("p", { class: "notice", text: t("evidence.demo_damaged", e.demo_problem) })
    : e.demo && DEMOS[e.demo.kind]
      ? DEMOS[e.demo.kind](e.demo)
      : null;
  return el(
    "article",
    attrs,
    head,
    el(
      "p",
      { class: "evidence-verdict" },
      badge(e),
      " ",
      el("strong", { text: local.headline || "" }),
    ),
    e.quick
      ? el("p", { class: "notice" }, withCode("evidence.quick_note", { flag: OPTIONS.flag }))
      : null,
    (e.skipped || []).map((file) =>
      el(
        "p",
        { class: "notice", "data-testid": "evidence-skipped" },
        withCode("evidence.file_skipped", { path: file.path }, { detail: reason(file) }),
      ),
    ),
    el("blockquote", { class: "claim" }, el("p", {}, inline(local.claim || e.claim || ""))),
    demo,
    local.figure || e.figure
      ? el(
          "figure",
          {},
          el("img", {
            class: "evidence-figure",
            src: local.figure || e.figure,
            alt: t("evidence.figure_alt", { title: local.title }),
          }),
        )
      : el("p", { class: "muted", text: t("evidence.no_figure", { name: e.name }) }),
    command(e),
    e.seconds === null
      ? null
      : el("p", { class: "meta", "data-testid": "evidence-ran", text: ranLine(e) }),
    el(
      "details",
      { class: "evidence-report", open: true },
      el("summary", { text: t("evidence.report") }),
      local.report
        ? markdown(local.report)
        : el("p", { class: "muted", text: t("evidence.no_report") }),
    ),
  );
}

// How long it took: a resumed experiment (first_seconds) says its first run's time apart from
// the last one's, which only reused what the first computed.
function ranLine(e) {
  const params = {
    minutes: fmt(e.seconds / 60, 1),
    cpus: e.cpus ?? "?",
    finished: (e.finished ?? "?").replace("T", " ").slice(0, 16),
  };
  if (e.first_seconds === null) return t("evidence.ran", params);
  return t("evidence.ran_resumed", { ...params, first: fmt(e.first_seconds / 60, 1) });
}

// ---- demo 1: the bottleneck slider --------------------------------------------------------
function svg(tag, attrs, text) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// Accuracy by length for every hidden size: the picked one drawn strong, the others faint.
function accuracyChart(demo, index, measure) {
  const width = 640,
    left = 48,
    right = 12,
    top = 12,
    plotH = 220,
    height = top + plotH + 44;
  const lengths = demo.lengths,
    low = lengths[0],
    high = lengths[lengths.length - 1];
  const x = (n) => left + ((n - low) / Math.max(1, high - low)) * (width - left - right);
  const y = (a) => top + (1 - a) * plotH;
  const path = (row) =>
    row.map((a, i) => `${i ? "L" : "M"}${x(lengths[i]).toFixed(1)},${y(a).toFixed(1)}`).join(" ");
  const size = demo.hidden_sizes[index];
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-label":
      t("evidence.slider_aria", { size }) +
      " " +
      lengths.map((n, i) => `${n}: ${fmt(demo[measure][index][i], 2)}`).join(", "),
  });
  if (demo.train_max !== null && demo.train_max < high) {
    root.append(
      svg("rect", {
        x: x(demo.train_max + 0.5),
        y: top,
        width: x(high) - x(demo.train_max + 0.5),
        height: plotH,
        fill: "#eee",
      }),
    );
  }
  for (let v = 0; v <= 1.0001; v += 0.25) {
    root.append(
      svg("line", { x1: left, x2: width - right, y1: y(v), y2: y(v), stroke: "#ddd" }),
      svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end" }, fmt(v, 2)),
    );
  }
  for (const n of lengths.filter((n) => (n - low) % 3 === 0)) {
    root.append(svg("text", { x: x(n), y: top + plotH + 16, "text-anchor": "middle" }, String(n)));
  }
  root.append(
    svg(
      "text",
      { x: left + (width - left) / 2, y: top + plotH + 36, "text-anchor": "middle" },
      t("evidence.axis_length"),
    ),
  );
  demo[measure].forEach((row, i) => {
    if (i !== index)
      root.append(
        svg("path", {
          d: path(row),
          fill: "none",
          stroke: "#9aa7b4",
          "stroke-width": 1,
          opacity: 0.6,
        }),
      );
  });
  const line = svg("path", {
    d: path(demo[measure][index]),
    fill: "none",
    stroke: "#d62728",
    "stroke-width": 2.5,
    "data-testid": "slider-line",
    "data-hidden": size,
  });
  root.append(line);
  demo[measure][index].forEach((a, i) => {
    const dot = svg("circle", { cx: x(lengths[i]), cy: y(a), r: 3, fill: "#d62728" });
    dot.append(
      svg("title", {}, t("evidence.slider_point", { size, length: lengths[i], value: fmt(a, 2) })),
    );
    root.append(dot);
  });
  return root;
}

function sliderDemo(demo) {
  const sizes = demo.hidden_sizes;
  picked.hidden = Math.min(picked.hidden, sizes.length - 1);
  const range = el("input", {
    type: "range",
    id: "evidence-hidden",
    min: 0,
    max: sizes.length - 1,
    step: 1,
    value: picked.hidden,
    "aria-label": t("evidence.slider_label"),
    "data-testid": "slider-range",
  });
  const label = el("output", { for: "evidence-hidden", class: "step-label" });
  const reach = el("p", { class: "meta" });
  const chart = el("div", { class: "chart", "data-testid": "slider-chart" });
  const measures = el(
    "span",
    { class: "evidence-measures" },
    ["sequence_accuracy", "token_accuracy"].map((m) =>
      el(
        "label",
        {},
        el("input", {
          type: "radio",
          name: "evidence-measure",
          value: m,
          checked: m === picked.measure,
          onchange: () => {
            picked.measure = m;
            draw();
          },
        }),
        " ",
        t(`evidence.measure_${m}`),
      ),
    ),
  );
  function draw() {
    const i = picked.hidden,
      size = sizes[i],
      row = demo[picked.measure][i];
    label.textContent = t("evidence.hidden_size", { size });
    range.setAttribute("aria-valuetext", label.textContent);
    const longest = demo.lengths.filter((n, j) => demo.sequence_accuracy[i][j] >= 0.5).pop();
    reach.textContent =
      longest === undefined
        ? t("evidence.slider_reach_none")
        : t("evidence.slider_reach", { length: longest });
    chart.replaceChildren(accuracyChart(demo, i, picked.measure));
    chart.dataset.hidden = String(size);
    chart.dataset.mean = String(row.reduce((s, a) => s + a, 0) / row.length);
  }
  range.addEventListener("input", () => {
    picked.hidden = Number(range.value);
    draw();
  });
  draw();
  return el(
    "section",
    { class: "demo", "data-testid": "slider-demo" },
    el("h3", { text: t("evidence.slider_title") }),
    el("p", { text: t("evidence.slider_intro") }),
    el(
      "div",
      { class: "step-nav" },
      el("span", { text: t("evidence.slider_label") }),
      range,
      label,
      measures,
    ),
    chart,
    reach,
  );
}

// ---- demo 1a: the input-length slider: every model's measure at the length picked ----------
// The lecture's "BLEU vs sentence length", twice: copy-reverse's sequence accuracy by input
// length (synthetic), and bottleneck's BLEU by source-length bucket (real sentences). The fixed
// contexts in warm colours, the attention models in cool ones; a marker with its interval on
// every line at the length picked, and a readout of each model's numbers there.
const LENGTH_KINDS = {
  accuracy: {
    pick: "length",
    prefix: "evidence.length_",
    fixedName: "evidence.length_fixed_model",
    ticks: (demo) => demo.lengths.map(String),
    beyond: (demo, i) => demo.train_max !== null && demo.lengths[i] > demo.train_max,
    start: (demo) => Math.max(0, demo.lengths.indexOf(demo.train_max)), // the longest trained
    value: "sequence_accuracy",
    interval: "sequence_interval",
    digits: 2,
    top: () => 1,
    grid: 0.25,
    every: 3,
    columns: [
      ["sequence_accuracy", "length_col_sequence"],
      ["sequence_interval", "length_col_interval"],
      ["token_accuracy", "length_col_token"],
      ["count", "length_col_count"],
    ],
  },
  bleu: {
    pick: "bucket",
    prefix: "evidence.bleu_",
    fixedName: "evidence.bleu_fixed_model",
    ticks: (demo) => demo.labels,
    beyond: () => false,
    start: () => 0,
    value: "bleu",
    interval: "bleu_interval",
    digits: 1,
    grid: 10,
    every: 1,
    top: (demo) =>
      Math.max(
        10,
        Math.ceil(Math.max(...demo.models.flatMap((m) => m.bleu_interval.map((r) => r[1]))) / 10) *
          10,
      ),
    columns: [
      ["bleu", "bleu_col_bleu"],
      ["bleu_interval", "length_col_interval"],
      ["count", "bleu_col_count"],
    ],
  },
  // path-length: untrained dependence on the key L steps away (log scale: it spans 12 decades,
  // and a convolution's is exactly 0 past its reach), with the accuracy after training
  dependence: {
    pick: "distance",
    prefix: "evidence.path_",
    fixedName: "evidence.path_plain_model",
    log: true,
    named: true,
    ticks: (demo) => demo.lengths.map(String),
    beyond: () => false,
    start: () => 0,
    value: "relative",
    interval: "relative_interval",
    digits: 2,
    every: 1,
    top: (demo) =>
      10 **
      Math.ceil(
        Math.log10(Math.max(...demo.models.flatMap((m) => m.relative_interval.map((r) => r[1])))),
      ),
    format: (v) => (v === 0 ? "0" : v >= 0.01 ? fmt(v, 2) : v.toExponential(1)),
    columns: [
      ["relative", "path_col_relative"],
      ["relative_interval", "path_col_interval"],
      ["accuracy", "path_col_accuracy"],
      ["accuracy_interval", "length_col_interval"],
      ["path", "path_col_lecture"],
    ],
  },
};
const FIXED_COLOURS = ["#d62728", "#ff7f0e"];
const ATTENTION_COLOURS = ["#1f77b4", "#2ca02c", "#9467bd", "#17becf", "#8c564b"];

function modelStyles(models) {
  let fixed = 0,
    attention = 0;
  return models.map((m) =>
    m.attention
      ? {
          colour: ATTENTION_COLOURS[attention % ATTENTION_COLOURS.length],
          width: 2,
          dash: attention++ % 2 ? "6 3" : null,
        }
      : {
          colour: FIXED_COLOURS[fixed % FIXED_COLOURS.length],
          width: 3,
          dash: fixed++ % 2 ? "6 3" : null,
        },
  );
}

// a model's name as the page says it: path-length's are family ids, named in the locale files
// (a fixed context with another cell than the GRU says which: the lecture's LSTM question)
const modelName = (m, kind) =>
  kind.named && hasString(`${kind.prefix}model.${m.name}`)
    ? t(`${kind.prefix}model.${m.name}`)
    : !m.attention && m.cell && m.cell !== "gru"
      ? t("evidence.length_fixed_cell_model", { cell: m.cell.toUpperCase() })
      : t(m.attention ? "evidence.length_attention_model" : kind.fixedName, { name: m.name });
const number = (v, kind) => (kind.format ? kind.format(v) : fmt(v, kind.digits));
const cell = (value, field, kind) =>
  field === "count" || typeof value === "string"
    ? String(value)
    : Array.isArray(value)
      ? `[${number(value[0], kind)}, ${number(value[1], kind)}]`
      : number(value, kind);
// a model's measure at tick i, or the same for every tick (a string: the lecture's path length)
const valueAt = (m, field, i) => (Array.isArray(m[field]) ? m[field][i] : m[field]);

function lengthChart(demo, kind, index, styles) {
  const width = 640,
    left = 48,
    right = 12,
    top = 12,
    plotH = 220,
    height = top + plotH + 44;
  const ticks = kind.ticks(demo),
    last = ticks.length - 1,
    yTop = kind.top(demo);
  const x = (i) => left + (i / Math.max(1, last)) * (width - left - right);
  // log: decades from the smallest positive value down to the top; 0 sits on the floor
  const floor = kind.log
    ? 10 **
      Math.floor(
        Math.log10(Math.min(...demo.models.flatMap((m) => m[kind.value].filter((v) => v > 0)))),
      )
    : 0;
  const y = kind.log
    ? (v) =>
        top +
        ((Math.log10(yTop) - Math.log10(Math.max(v, floor))) /
          (Math.log10(yTop) - Math.log10(floor))) *
          plotH
    : (v) => top + (1 - v / yTop) * plotH;
  const grid = kind.log
    ? Array.from({ length: Math.round(Math.log10(yTop / floor)) + 1 }, (_, k) => yTop / 10 ** k)
    : Array.from({ length: Math.floor(yTop / kind.grid + 1e-4) + 1 }, (_, k) => k * kind.grid);
  const path = (row) =>
    row.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const at = ticks[index];
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-label":
      t(`${kind.prefix}aria`, { length: at }) +
      " " +
      demo.models
        .map((m) => `${modelName(m, kind)}: ${number(m[kind.value][index], kind)}`)
        .join(", "),
  });
  const beyond = ticks.findIndex((_, i) => kind.beyond(demo, i));
  if (beyond > 0) {
    root.append(
      svg("rect", {
        x: x(beyond - 0.5),
        y: top,
        width: x(last) - x(beyond - 0.5),
        height: plotH,
        fill: "#eee",
      }),
    );
  }
  const every = kind.log ? Math.ceil(grid.length / 7) : 1; // at most 7 labels
  grid.forEach((v, k) => {
    root.append(svg("line", { x1: left, x2: width - right, y1: y(v), y2: y(v), stroke: "#ddd" }));
    if (k % every === 0) {
      root.append(
        svg(
          "text",
          { x: left - 6, y: y(v) + 4, "text-anchor": "end" },
          kind.log
            ? v >= 1
              ? String(v)
              : `1e${Math.round(Math.log10(v))}`
            : fmt(v, kind.grid < 1 ? 2 : 0),
        ),
      );
    }
  });
  ticks.forEach((label, i) => {
    if (i % kind.every === 0)
      root.append(svg("text", { x: x(i), y: top + plotH + 16, "text-anchor": "middle" }, label));
  });
  root.append(
    svg(
      "text",
      { x: left + (width - left) / 2, y: top + plotH + 36, "text-anchor": "middle" },
      t(`${kind.prefix}axis`),
    ),
  );
  root.append(
    svg("line", {
      x1: x(index),
      x2: x(index),
      y1: top,
      y2: top + plotH,
      stroke: "#555",
      "stroke-dasharray": "3 3",
      "data-testid": "length-cursor",
      "data-length": at,
    }),
  );
  demo.models.forEach((m, i) => {
    root.append(
      svg("path", {
        d: path(m[kind.value]),
        fill: "none",
        stroke: styles[i].colour,
        "stroke-width": styles[i].width,
        "stroke-dasharray": styles[i].dash || "none",
        "data-model": m.name,
      }),
    );
  });
  demo.models.forEach((m, i) => {
    // the markers on top of every line: the interval, then the point
    const [lo, hi] = m[kind.interval][index],
      v = m[kind.value][index];
    root.append(
      svg("line", {
        x1: x(index),
        x2: x(index),
        y1: y(lo),
        y2: y(hi),
        stroke: styles[i].colour,
        "stroke-width": 2,
        opacity: 0.5,
      }),
    );
    const dot = svg("circle", {
      cx: x(index),
      cy: y(v),
      r: 5,
      fill: styles[i].colour,
      stroke: "#fff",
      "data-testid": "length-marker",
      "data-model": m.name,
      "data-length": at,
      "data-value": v,
    });
    dot.append(
      svg(
        "title",
        {},
        t("evidence.length_point", {
          name: modelName(m, kind),
          length: at,
          value: number(v, kind),
        }),
      ),
    );
    root.append(dot);
  });
  return root;
}

function lengthDemo(demo, kind) {
  const ticks = kind.ticks(demo),
    styles = modelStyles(demo.models),
    name = kind.pick;
  if (picked[name] === null || picked[name] >= ticks.length) picked[name] = kind.start(demo);
  const range = el("input", {
    type: "range",
    id: `evidence-${name}`,
    min: 0,
    max: ticks.length - 1,
    step: 1,
    value: picked[name],
    "aria-label": t(`${kind.prefix}label`),
    "data-testid": "length-range",
  });
  const label = el("output", { for: `evidence-${name}`, class: "step-label" });
  const chart = el("div", { class: "chart", "data-testid": "length-chart" });
  const swatch = (style) =>
    el("span", {
      class: "length-swatch",
      style: `border-top: ${style.width}px ${style.dash ? "dashed" : "solid"} ${style.colour}`,
    });
  const key = el(
    "p",
    { class: "length-key" },
    demo.models.map((m, i) => el("span", {}, swatch(styles[i]), " ", modelName(m, kind))),
  );
  const body = el("tbody");
  const readout = el(
    "table",
    { class: "report length-readout", "data-testid": "length-readout" },
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        el("th", { text: t("evidence.length_col_model") }),
        kind.columns.map(([, k]) => el("th", { class: "num", text: t(`evidence.${k}`) })),
      ),
    ),
    body,
  );
  function draw() {
    const i = picked[name],
      at = ticks[i];
    label.textContent =
      t(`${kind.prefix}value`, { length: at }) +
      (kind.beyond(demo, i) ? ` · ${t("evidence.length_beyond")}` : "");
    range.setAttribute("aria-valuetext", label.textContent);
    chart.replaceChildren(lengthChart(demo, kind, i, styles));
    chart.dataset.length = at;
    body.replaceChildren(
      ...demo.models.map((m, k) =>
        el(
          "tr",
          { "data-model": m.name },
          el("td", {}, swatch(styles[k]), " ", modelName(m, kind)),
          kind.columns.map(([field]) =>
            el("td", {
              class: "num",
              "data-field": field,
              text: cell(valueAt(m, field, i), field, kind),
            }),
          ),
        ),
      ),
    );
  }
  range.addEventListener("input", () => {
    picked[name] = Number(range.value);
    draw();
  });
  draw();
  return el(
    "section",
    { class: "demo", "data-testid": "length-demo", "data-kind": kind.value },
    el("h3", { text: t(`${kind.prefix}title`) }),
    el("p", { text: t(`${kind.prefix}intro`, demo) }),
    el("div", { class: "step-nav" }, el("span", { text: t(`${kind.prefix}label`) }), range, label),
    chart,
    key,
    el("div", { class: "scroll-table" }, readout),
  );
}

// ---- demo 2: one head learning to copy ------------------------------------------------------
function framesDemo(demo) {
  const frames = demo.frames;
  picked.frame = Math.min(picked.frame, frames.length - 1);
  const range = el("input", {
    type: "range",
    id: "evidence-frame",
    min: 0,
    max: frames.length - 1,
    step: 1,
    value: picked.frame,
    "aria-label": t("evidence.frames_label"),
    "data-testid": "frames-range",
  });
  const label = el("output", { for: "evidence-frame", class: "step-label" });
  const box = el("div", { class: "map-block" });
  const map = new Heatmap(box, {
    label: t("evidence.frames_map"),
    rowTitle: t("evidence.target"),
    colTitle: t("evidence.source"),
    testid: "frames-heatmap",
    onPick: (kind, i) => map.select(kind === "row" ? i : null, kind === "col" ? i : null),
  });
  function draw() {
    const frame = frames[picked.frame];
    label.textContent = t("evidence.frame_state", {
      step: frame.step,
      loss: fmt(frame.loss, 3),
      mass: fmt(frame.diagonal_mass, 2),
    });
    range.setAttribute("aria-valuetext", label.textContent);
    box.dataset.step = String(frame.step);
    map.set(frame.map, demo.target_tokens, demo.source_tokens);
  }
  range.addEventListener("input", () => {
    picked.frame = Number(range.value);
    draw();
  });
  requestAnimationFrame(draw); // the heatmap draws once it is in the page
  return el(
    "section",
    { class: "demo", "data-testid": "frames-demo" },
    el("h3", { text: t("evidence.frames_title") }),
    el("p", { text: t("evidence.frames_intro") }),
    el(
      "div",
      { class: "step-nav" },
      el("span", { text: t("evidence.frames_label") }),
      range,
      label,
      legend(false),
    ),
    box,
  );
}

// ---- demo 3: the RNN's information decay, played step by step -------------------------------
const DECAY_DECADES = 12; // a cell's shade: 1 at h_1's own dependence, none at 1e-12 of it
const shade = (v) => (v > 0 ? Math.max(0, 1 + Math.log10(v) / DECAY_DECADES) : 0);
const scientific = (v) => (v === 0 ? "0" : v >= 0.01 ? fmt(v, 3) : v.toExponential(1));
const cellName = (name) =>
  hasString(`report.path-length.figure.cell.${name}`)
    ? t(`report.path-length.figure.cell.${name}`)
    : name;

// One row per layer: x_1, then h_1 .. h_T, each h_k shaded by how much it still depends on x_1,
// lit up to the step played so far.
function decayChart(decay, step) {
  const steps = decay.cells[0].relative.length,
    left = 130,
    cell = Math.max(6, Math.floor(560 / steps));
  const rowH = 26,
    width = left + 22 + steps * cell,
    height = 18 + decay.cells.length * rowH;
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    role: "img",
    class: "decay-chart",
    "aria-label":
      t("evidence.decay_aria", { step }) +
      " " +
      decay.cells.map((c) => `${cellName(c.name)}: ${scientific(c.relative[step - 1])}`).join(", "),
  });
  root.append(svg("text", { x: left + 8, y: 12, "text-anchor": "middle" }, "x₁"));
  root.append(
    svg(
      "text",
      {
        x: left + 22 + (step - 0.5) * cell,
        y: 12,
        "text-anchor": "middle",
        "data-testid": "decay-marker",
      },
      `h${step}`,
    ),
  );
  decay.cells.forEach((c, row) => {
    const y = 18 + row * rowH;
    root.append(
      svg("text", { x: left - 6, y: y + rowH / 2 + 4, "text-anchor": "end" }, cellName(c.name)),
    );
    root.append(svg("rect", { x: left, y: y + 4, width: 16, height: rowH - 8, fill: "#d62728" }));
    c.relative.forEach((v, k) => {
      const lit = k < step;
      const box = svg("rect", {
        "data-lit": String(lit),
        x: left + 22 + k * cell,
        y: y + 4,
        width: cell - 1,
        height: rowH - 8,
        fill: "#d62728",
        "fill-opacity": lit ? shade(v).toFixed(3) : 0,
        stroke: "#bbb",
        "stroke-width": 0.5,
      });
      box.append(
        svg(
          "title",
          {},
          t("evidence.decay_point", { name: cellName(c.name), step: k + 1, value: scientific(v) }),
        ),
      );
      root.append(box);
    });
  });
  return root;
}

function decayDemo(decay) {
  const steps = decay.cells[0].relative.length;
  picked.decayStep = Math.min(Math.max(1, picked.decayStep), steps);
  const range = el("input", {
    type: "range",
    id: "evidence-decay",
    min: 1,
    max: steps,
    step: 1,
    value: picked.decayStep,
    "aria-label": t("evidence.decay_label"),
    "data-testid": "decay-range",
  });
  const label = el("output", { for: "evidence-decay", class: "step-label" });
  const play = el("button", { type: "button", "data-testid": "decay-play" });
  const chart = el("div", { class: "decay-block" });
  const body = el("tbody");
  const table = el(
    "table",
    { class: "numbers length-readout" },
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        ["decay_col_cell", "decay_col_relative", "decay_col_per_step"].map((k) =>
          el("th", { text: t(`evidence.${k}`) }),
        ),
      ),
    ),
    body,
  );
  let timer = null;
  function draw() {
    const step = picked.decayStep;
    label.textContent = t("evidence.decay_value", { step });
    range.value = String(step);
    range.setAttribute("aria-valuetext", label.textContent);
    chart.replaceChildren(decayChart(decay, step));
    body.replaceChildren(
      ...decay.cells.map((c) =>
        el(
          "tr",
          { "data-cell": c.name },
          el("td", { text: cellName(c.name) }),
          el("td", {
            class: "num",
            "data-field": "relative",
            "data-value": c.relative[step - 1],
            text: scientific(c.relative[step - 1]),
          }),
          // the share kept per step so far (geometric mean): steady means exponential
          el("td", {
            class: "num",
            "data-field": "per_step",
            text:
              step > 1 && c.relative[step - 1] > 0
                ? fmt(c.relative[step - 1] ** (1 / (step - 1)), 2)
                : "-",
          }),
        ),
      ),
    );
    play.textContent = t(timer ? "evidence.decay_pause" : "evidence.decay_play");
  }
  function stop() {
    clearInterval(timer);
    timer = null;
    draw();
  }
  play.addEventListener("click", () => {
    if (timer) return stop();
    if (picked.decayStep >= steps) picked.decayStep = 1; // played to the end: again from x_1
    timer = setInterval(() => {
      if (!section.isConnected) return stop(); // the view was drawn again: this one is gone
      picked.decayStep += 1;
      if (picked.decayStep >= steps) stop();
      else draw();
    }, 150);
    draw();
  });
  range.addEventListener("input", () => {
    clearInterval(timer);
    timer = null;
    picked.decayStep = Number(range.value);
    draw();
  });
  const section = el(
    "section",
    { class: "demo", "data-testid": "decay-demo" },
    el("h3", { text: t("evidence.decay_title") }),
    el("p", { text: t("evidence.decay_intro", decay) }),
    el(
      "div",
      { class: "step-nav" },
      play,
      el("span", { text: t("evidence.decay_label") }),
      range,
      label,
    ),
    chart,
    table,
    el("p", { class: "muted", text: t("evidence.decay_attention") }),
  );
  draw();
  return section;
}

// copy-reverse: the models by input length, then the fixed context by its hidden size
const DEMOS = {
  slider: (demo) => [lengthDemo(demo.by_length, LENGTH_KINDS.accuracy), sliderDemo(demo)],
  bleu: (demo) => lengthDemo(demo, LENGTH_KINDS.bleu),
  path: (demo) => [
    demo.decay ? decayDemo(demo.decay) : null,
    lengthDemo(demo, LENGTH_KINDS.dependence),
  ],
  frames: framesDemo,
};

// ---- the report: its markdown, simply --------------------------------------------------------
// From its first "## " section (the title, the claim and the command are shown above): headings,
// paragraphs, quotes, lists, tables, `code` and **bold**; the figure line is left out.
function inline(text) {
  return text
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("`") && part.length > 1
        ? el("code", { text: part.slice(1, -1) })
        : part.startsWith("**") && part.length > 3
          ? el("strong", { text: part.slice(2, -2) })
          : part,
    );
}

function table(lines) {
  const cells = (line) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
  const right =
    lines.length > 1 && /^[\s|:-]+$/.test(lines[1])
      ? cells(lines[1]).map((c) => c.endsWith(":"))
      : [];
  const body = lines.slice(right.length ? 2 : 1);
  const row = (line, tag) =>
    el(
      "tr",
      {},
      cells(line).map((c, i) => el(tag, { class: right[i] ? "num" : null }, inline(c))),
    );
  return el(
    "div",
    { class: "scroll-table" },
    el(
      "table",
      { class: "report md" },
      el("thead", {}, row(lines[0], "th")),
      el(
        "tbody",
        {},
        body.map((line) => row(line, "td")),
      ),
    ),
  );
}

function markdown(text) {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("## "));
  const out = el("div", { class: "markdown", "data-testid": "evidence-report" });
  let i = Math.max(0, start);
  const run = (test) => {
    const block = [];
    while (i < lines.length && test(lines[i])) block.push(lines[i++]);
    return block;
  };
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,4}) (.*)$/.exec(line);
    if (!line.trim() || line.startsWith("![")) i++;
    else if (heading) {
      out.append(el(`h${Math.min(6, heading[1].length + 2)}`, {}, inline(heading[2])));
      i++;
    } else if (line.startsWith(">")) {
      out.append(
        el(
          "blockquote",
          {},
          run((l) => l.startsWith(">")).map((l) => el("p", {}, inline(l.replace(/^> ?/, "")))),
        ),
      );
    } else if (line.startsWith("|")) out.append(table(run((l) => l.startsWith("|"))));
    else if (/^- /.test(line))
      out.append(
        el(
          "ul",
          {},
          run((l) => /^- /.test(l)).map((l) => el("li", {}, inline(l.slice(2)))),
        ),
      );
    else {
      const block = [lines[i++], ...run((l) => l.trim() && !/^(#{1,4} |>|\||- |!\[)/.test(l))];
      out.append(el("p", {}, inline(block.join(" "))));
    }
  }
  return out;
}
