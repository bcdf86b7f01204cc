// The History view: scrub through a run's training and watch its attention appear. Each
// evaluation kept its probe sentences' translations and cross-attention
// (attnlab/training/history.py); one slider moves over the evaluations, and the heatmap, the
// translation and the charts of dev BLEU and alignment error follow it. A second run beside
// the first moves with it, matched by step. The data: /api/history, /api/history/attention.
import { $, SERVER, el, fillSelect, fmt, shortLabel, withCommands } from "explorer/common.js";
import { Heatmap, legend, rowScaleFor } from "explorer/heatmap.js";
import { api, runById, state } from "explorer/api.js";
import { familyTitle, t } from "explorer/i18n.js";

// what the reader picked; kept when the view redraws (a language change, a tab switch)
const picked = { step: null, secondChosen: false };
const attention = new Map(); // "run|step|probe" -> Promise of /api/history/attention's answer
// the first two of the Data view's colours (Okabe & Ito); the second run's lines are dashed
// too, so that the two are told apart without colour
const STYLES = [
  { colour: "#0072B2", dash: "none" },
  { colour: "#D55E00", dash: "6 3" },
];

const whole = (n) => n.toLocaleString(t("page.html_lang")); // 1,000
// The evaluation a run shows at `step`: its latest at or before it (runs may evaluate apart)
const entryAt = (history, step) => history.entries.filter((e) => e.step <= step).at(-1) || null;

export async function renderHistory() {
  const body = $("history-body");
  const controls = $("panel-history").querySelector(".controls");
  controls.hidden = !SERVER || !state.runs.length;
  if (!SERVER) {
    // the history is read from the run's folder: only the server has it
    body.replaceChildren(el("p", { class: "empty" }, withCommands(t("history.needs_server"))));
    return;
  }
  if (!state.runs.length) {
    body.replaceChildren(el("p", { class: "empty", text: t("history.no_runs") }));
    return;
  }
  const runs = chosenRuns();
  const asked = [$("history-run").value, $("history-second-run").value].join();
  if (!body.childElementCount)
    body.replaceChildren(el("p", { class: "empty", text: t("history.loading") }));
  const histories = await Promise.all(runs.map((run) => api.history(run.id)));
  if ([$("history-run").value, $("history-second-run").value].join() !== asked) return;
  const probe = chooseProbe(histories);
  const steps = [...new Set(histories.flatMap((h) => h.entries.map((e) => e.step)))].sort(
    (a, b) => a - b,
  );
  const sides = runs.map((run, i) => side(run, histories[i], probe, i));
  const grid = el(
    "div",
    { class: "history-grid" },
    sides.map((s) => s.box),
  );
  if (!steps.length) {
    body.replaceChildren(grid); // each side says why it has nothing to show
    return;
  }
  if (picked.step === null || !steps.some((s) => s <= picked.step)) picked.step = steps[0];
  const range = el("input", {
    type: "range",
    id: "history-range",
    min: 0,
    max: steps.length - 1,
    step: 1,
    value: steps.filter((s) => s <= picked.step).length - 1,
    "aria-label": t("history.range_label"),
    "data-testid": "history-range",
  });
  const label = el("output", { for: "history-range", class: "step-label" });
  const charts = el("div", { class: "history-charts" });
  function draw() {
    const step = picked.step;
    const bleus = histories.map((h) => entryAt(h, step)?.dev_bleu);
    label.textContent =
      runs.length === 1
        ? t("history.position", {
            step: whole(step),
            last: whole(steps.at(-1)),
            bleu: fmt(bleus[0], 1),
          })
        : t("history.position_pair", {
            step: whole(step),
            last: whole(steps.at(-1)),
            bleu: fmt(bleus[0], 1),
            run: runs[0].name,
            other_bleu: fmt(bleus[1], 1),
            other: runs[1].name,
          });
    range.setAttribute("aria-valuetext", label.textContent);
    for (const s of sides) s.show(step);
    charts.replaceChildren(
      chart(bleuSeries(runs, histories), steps, step, "bleu"),
      aerChart(runs, histories, probe, steps, step),
    );
  }
  range.addEventListener("input", () => {
    picked.step = steps[Number(range.value)];
    draw();
  });
  body.replaceChildren(
    el(
      "div",
      { class: "step-nav" },
      el("span", { text: t("history.range_label") }),
      range,
      label,
      el("span", { class: "muted hint", text: t("history.keys_hint") }),
    ),
    grid,
    charts,
    key(runs),
  );
  draw();
}

// The run picked, and the one beside it: at first the fixed-context baseline (a run without
// attention) when there is one, the pair the explorer's story is about
function chosenRuns() {
  const first = runById($("history-run").value) || state.runs[0];
  const second = $("history-second-run");
  const others = state.runs.filter((r) => r.id !== first.id);
  fillSelect(
    second,
    [["", t("history.no_second")], ...others.map((r) => [r.id, `${r.name} — ${familyTitle(r)}`])],
    true,
  );
  if (!picked.secondChosen) {
    picked.secondChosen = true;
    const baseline = others.find((r) => !r.has_attention);
    second.value = baseline ? String(baseline.id) : "";
  }
  const other = second.value === "" ? null : runById(second.value); // Number("") is run 0
  return other && other.id !== first.id ? [first, other] : [first];
}

// The probe sentences of the first run that has any, offered by their source; the one picked
// is kept by its words, so that the run beside it shows the same sentence
function chooseProbe(histories) {
  const select = $("history-probe");
  const kept = histories.find((h) => h.entries.length);
  const sources = kept ? kept.entries[0].probes.map((p) => p.source) : [];
  fillSelect(
    select,
    sources.map((s) => [s, shortLabel(s, 48)]),
    true,
  );
  select.disabled = !sources.length;
  return sources.length ? select.value : null;
}

// One run's side: its evaluation at the step, the probe's translation, log-probability and
// alignment error, and its cross-attention (the mean of every layer and head: the map the
// alignment error is measured on)
function side(run, history, probe, i) {
  const box = el("section", {
    class: "history-side",
    "data-testid": "history-panel",
    "data-run": run.id,
    "data-side": i,
  });
  box.append(
    el(
      "h3",
      {},
      el("span", { class: "history-swatch", style: swatchStyle(STYLES[i]) }),
      ` ${run.name} — ${familyTitle(run)}`,
    ),
    ...problems(history),
  );
  if (!history.entries.length) {
    box.append(
      el(
        "p",
        { class: "notice", "data-testid": "history-none" },
        withCommands(t("history.none", { run: run.name })),
      ),
    );
    return { box, show: () => {} };
  }
  const status = el("p", { class: "meta", "data-testid": "history-step" });
  const words = el("div");
  const mapBox = el("div", { class: "map-block", hidden: true });
  const mapTitle = el("h4");
  const mapHead = el("div", { class: "map-head" }, mapTitle, legend(false));
  mapBox.append(mapHead);
  const map = new Heatmap(mapBox, {
    label: t("page.cross_attention_of_run", { run: run.name }),
    testid: "history-heatmap",
    onPick: (kind, j) => map.select(kind === "row" ? j : null, kind === "col" ? j : null),
  });
  const noMap = el("p", { class: "notice", "data-testid": "history-no-attention", hidden: true });
  box.append(status, words, mapBox, noMap);
  let shown = 0; // the latest request: an answer for a step scrubbed past is dropped

  async function show(step) {
    const entry = entryAt(history, step);
    const index = entry ? entry.probes.findIndex((p) => p.source === probe) : -1;
    const asked = ++shown;
    const only = (shownBox) => {
      mapBox.hidden = shownBox !== mapBox;
      noMap.hidden = shownBox !== noMap;
    };
    if (!entry) {
      status.textContent = t("history.not_yet", { run: run.name, step: whole(step) });
      words.replaceChildren();
      only(null);
      return;
    }
    box.dataset.step = String(entry.step);
    status.textContent = t("history.evaluation", {
      step: whole(entry.step),
      bleu: fmt(entry.dev_bleu, 2),
    });
    if (index < 0) {
      words.replaceChildren(el("p", { class: "notice", text: t("history.no_probe") }));
      only(null);
      return;
    }
    words.replaceChildren(...probeWords(entry.probes[index]));
    let answer;
    try {
      answer = await mapAt(run.id, entry.step, index);
    } catch (error) {
      if (asked === shown) {
        words.append(el("p", { class: "error", text: error.message }));
        only(null);
      }
      return;
    }
    if (asked !== shown) return;
    if (!answer.cross.length) {
      noMap.textContent = t("history.no_attention", { run: run.name });
      only(noMap);
      return;
    }
    const layers = answer.cross.length,
      heads = answer.cross[0].length;
    mapTitle.textContent =
      layers * heads > 1
        ? t("history.map_mean", { step: whole(entry.step), layers, heads })
        : t("history.map_title", { step: whole(entry.step) });
    const rowScale = rowScaleFor(answer.source_tokens.length);
    mapHead.lastChild.replaceWith(legend(rowScale));
    only(mapBox);
    mapBox.dataset.step = String(entry.step);
    map.set(meanMap(answer.cross), answer.target_tokens, answer.source_tokens, { rowScale });
  }
  return { box, show };
}

function problems(history) {
  if (!history.problems.length) return [];
  return [
    el(
      "div",
      { class: "notice", "data-testid": "history-problems" },
      el("p", { text: t("history.problems", { count: history.problems.length }) }),
      el(
        "ul",
        {},
        history.problems.map((line) => el("li", { text: line })),
      ),
    ),
  ];
}

function probeWords(probe) {
  return [
    el("p", { class: "muted", text: t("history.source", { source: probe.source }) }),
    el("p", {
      class: "translation",
      "data-testid": "history-translation",
      text: probe.target || t("page.empty_output"),
    }),
    el("p", {
      class: "meta",
      text:
        t("history.log_prob", { log_p: fmt(probe.log_prob ?? NaN, 3) }) +
        (probe.aer
          ? " · " + t("history.aer", { aer: fmt(probe.aer.aer, 2), words: probe.aer.words })
          : ""),
    }),
  ];
}

function mapAt(run, step, probe) {
  const key = `${run}|${step}|${probe}`;
  if (!attention.has(key)) {
    const promise = api.historyAttention(run, step, probe);
    promise.catch(() => attention.delete(key));
    attention.set(key, promise);
  }
  return attention.get(key);
}

// per layer, per head, T x S -> one T x S: the mean of them all
function meanMap(cross) {
  const all = cross.flat();
  return all[0].map((row, r) =>
    row.map((_, c) => all.reduce((sum, map) => sum + map[r][c], 0) / all.length),
  );
}

// ---- the charts: dev BLEU and the probe's alignment error over the training's steps -------
function bleuSeries(runs, histories) {
  return runs.map((run, i) => ({
    run,
    style: STYLES[i],
    points: histories[i].entries.map((e) => [e.step, e.dev_bleu]),
  }));
}

function aerChart(runs, histories, probe, steps, step) {
  const series = runs.map((run, i) => ({
    run,
    style: STYLES[i],
    points: histories[i].entries.flatMap((e) => {
      const found = e.probes.find((p) => p.source === probe);
      return found && found.aer ? [[e.step, found.aer.aer]] : [];
    }),
  }));
  if (!series.some((s) => s.points.length))
    return el(
      "p",
      { class: "muted", "data-testid": "history-no-aer" },
      withCommands(t("history.no_aer")),
    );
  return chart(series, steps, step, "aer");
}

function svg(tag, attrs, text) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

const MEASURES = {
  bleu: {
    title: () => t("history.bleu_chart"),
    digits: 1,
    top: (v) => Math.max(1, Math.ceil(v / 5) * 5),
  },
  aer: { title: () => t("history.aer_chart"), digits: 2, top: () => 1 },
};

// A small line chart of one measure over the steps, one line a run, the step shown marked by a
// dashed line across it and a dot on each line
function chart(series, steps, step, name) {
  const measure = MEASURES[name];
  const width = 360,
    left = 40,
    right = 12,
    top = 12,
    plotH = 120,
    height = top + plotH + 36;
  const first = steps[0],
    last = steps.at(-1);
  const x = (s) =>
    left + (last > first ? (s - first) / (last - first) : 0.5) * (width - left - right);
  const ceiling = measure.top(Math.max(...series.flatMap((s) => s.points.map((p) => p[1]))));
  const y = (v) => top + (1 - v / ceiling) * plotH;
  const at = series.map((s) => s.points.filter((p) => p[0] <= step).at(-1));
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-label":
      measure.title() +
      ". " +
      t("history.chart_at", {
        step: whole(step),
        values: series
          .map((s, i) => `${s.run.name} ${at[i] ? fmt(at[i][1], measure.digits) : "–"}`)
          .join(t("family.term_separator")),
      }),
  });
  for (const v of [0, ceiling / 2, ceiling]) {
    root.append(
      svg("line", { x1: left, x2: width - right, y1: y(v), y2: y(v), stroke: "#ddd" }),
      svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end" }, fmt(v, measure.digits)),
    );
  }
  root.append(
    svg("text", { x: x(first), y: top + plotH + 16, "text-anchor": "start" }, whole(first)),
    svg("text", { x: x(last), y: top + plotH + 16, "text-anchor": "end" }, whole(last)),
    svg(
      "text",
      { x: left + (width - left - right) / 2, y: top + plotH + 30, "text-anchor": "middle" },
      t("history.axis_step"),
    ),
    svg("line", {
      x1: x(step),
      x2: x(step),
      y1: top,
      y2: top + plotH,
      stroke: "#555",
      "stroke-dasharray": "3 3",
      "data-testid": "history-cursor",
      "data-step": step,
    }),
  );
  series.forEach(({ run, style, points }, i) => {
    if (!points.length) return;
    const d = points.map(([s, v], k) => `${k ? "L" : "M"}${x(s).toFixed(1)},${y(v).toFixed(1)}`);
    root.append(
      svg("path", {
        d: d.join(" "),
        fill: "none",
        stroke: style.colour,
        "stroke-width": 2,
        "stroke-dasharray": style.dash,
        "data-run": run.id,
      }),
    );
    if (!at[i]) return;
    const dot = svg("circle", {
      cx: x(at[i][0]),
      cy: y(at[i][1]),
      r: 4,
      fill: style.colour,
      stroke: "#fff",
      "data-testid": "history-marker",
      "data-run": run.id,
      "data-step": at[i][0],
      "data-value": at[i][1],
    });
    dot.append(
      svg("title", {}, `${run.name} · ${whole(at[i][0])} · ${fmt(at[i][1], measure.digits)}`),
    );
    root.append(dot);
  });
  return el(
    "figure",
    { class: "chart history-chart", "data-testid": `history-${name}-chart` },
    el("figcaption", { text: measure.title() }),
    root,
  );
}

const swatchStyle = (style) =>
  `border-top: 2px ${style.dash === "none" ? "solid" : "dashed"} ${style.colour}`;

function key(runs) {
  return el(
    "p",
    { class: "length-key" },
    runs.map((run, i) =>
      el(
        "span",
        {},
        el("span", { class: "history-swatch", style: swatchStyle(STYLES[i]) }),
        " ",
        run.name,
      ),
    ),
  );
}
