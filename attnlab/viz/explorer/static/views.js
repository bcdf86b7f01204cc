// Views 1, 3, 4 and 5: translate, Transformer heads, compare, BLEU by length.
import { $, el, fillSelect, fmt } from "explorer/common.js";
import { Heatmap, bars, chips, legend, press, shade } from "explorer/heatmap.js";
import { api, runById, state, translation } from "explorer/api.js";

// Helpers that turn maps (per layer: H x T x S) into one T x S matrix
function headAverage(layerMap) {
  const heads = layerMap.length;
  return layerMap[0].map((row, t) => row.map((_, s) => {
    let sum = 0;
    for (let h = 0; h < heads; h++) sum += layerMap[h][t][s];
    return sum / heads;
  }));
}
function pickMap(layerMap, head) {
  return head === "avg" ? headAverage(layerMap) : layerMap[Number(head)];
}

// The cross-attention one view shows: the last layer, averaged over heads (one head for RNNs)
function crossMatrix(tr) {
  const cross = tr.attention.cross;
  if (!cross.length) return null;
  return headAverage(cross[cross.length - 1]);
}

function summary(tr, run) {
  const s = tr.source_tokens.length, t = tr.target_tokens.length;
  return [
    el("p", { class: "translation", "data-testid": "translation-text", text: tr.target || "(empty)" }),
    el("p", { class: "meta" },
      `log p = ${fmt(tr.log_prob, 3)} · ${s} source tokens → ${t} target tokens · ` +
      `${tr.beam === 1 ? "greedy" : `beam ${tr.beam}`} · ${run.name}` +
      (tr.source_tokens.concat(tr.target_tokens).some((x) => x.includes("▁"))
        ? " · ▁ marks a word start (subword pieces)" : "")),
  ];
}

function noAttention(run, inCompare) {
  return el("p", { class: "notice", "data-testid": "no-attention" },
    `${run.name} has no attention: the encoder compresses the whole sentence into one ` +
    "vector c, and every target word is produced from that same c. There is no heatmap " +
    "to draw" + (inCompare ? "." : "; see it beside an attention run in the Compare view."));
}

// ---- view 1: translate -----------------------------------------------------------------
export async function renderTranslate() {
  const body = $("translate-body");
  const run = runById($("translate-run").value);
  $("translate-run-description").textContent = run ? run.description : "";
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: "Type a sentence above and press Translate." }));
    return;
  }
  body.replaceChildren(el("p", { class: "empty", text: "Translating…" }));
  const tr = await translation(run.id);
  const matrix = crossMatrix(tr);
  const sourceChips = chips(tr.source_tokens, "source", (j) => pickSource(j));
  const targetChips = chips(tr.target_tokens, "target", (t) => pickTarget(t));
  const inspector = el("div", { class: "inspector", id: "inspector", "aria-live": "polite" });
  const parts = [
    ...summary(tr, run),
    el("div", { class: "token-row" }, el("span", { class: "row-title", text: "Source" }), sourceChips),
    el("div", { class: "token-row" }, el("span", { class: "row-title", text: "Target" }), targetChips),
  ];
  if (!matrix) {
    body.replaceChildren(...parts, noAttention(run));
    return;
  }
  const rowScale = el("input", { type: "checkbox", id: "row-scale" });
  const mapBox = el("div", { class: "map-block" });
  const layers = tr.attention.cross.length, heads = tr.attention.cross[0].length;
  const title = layers > 1 || heads > 1
    ? `Cross-attention (layer ${layers}, average of ${heads} heads)`
    : "Cross-attention";
  mapBox.append(el("div", { class: "map-head" },
    el("h2", { text: title }), legend(false),
    el("label", {}, rowScale, " colour each row to its maximum")));
  const heatmap = new Heatmap(mapBox, {
    label: "Cross-attention heatmap",
    testid: "translate-heatmap",
    onPick: (kind, i) => (kind === "row" ? pickTarget(i) : pickSource(i)),
  });
  rowScale.addEventListener("change", () => {
    heatmap.extra.rowScale = rowScale.checked;
    mapBox.querySelector(".legend").replaceWith(legend(rowScale.checked));
    heatmap.draw();
  });
  body.replaceChildren(...parts,
    el("div", { class: "translate-grid" }, mapBox,
      el("div", {}, el("h2", { text: "Weights" }), inspector)));
  heatmap.set(matrix, tr.target_tokens, tr.source_tokens);

  function pickTarget(t) {
    heatmap.select(t, null);
    press(targetChips, t);
    press(sourceChips, -1);
    shade(targetChips, null);
    shade(sourceChips, matrix[t]);
    inspector.replaceChildren(
      el("h3", {}, "Target ", el("q", { text: tr.target_tokens[t] }), ` (step ${t + 1}) reads the source with weights`),
      bars(tr.source_tokens, matrix[t], "target-bars"));
  }
  function pickSource(j) {
    heatmap.select(null, j);
    const column = matrix.map((row) => row[j]);
    press(sourceChips, j);
    press(targetChips, -1);
    shade(sourceChips, null);
    shade(targetChips, column);
    inspector.replaceChildren(
      el("h3", {}, "Source ", el("q", { text: tr.source_tokens[j] }), " is read by each target step with weight"),
      bars(tr.target_tokens, column, "source-bars"));
  }
  pickTarget(0);
}

// ---- view 3: Transformer heads ---------------------------------------------------------
export async function renderHeads() {
  const body = $("heads-body");
  if (!state.runs.some((r) => r.has_self_attention)) {
    body.replaceChildren(el("p", { class: "notice", text:
      "None of the runs has self-attention. Start the explorer with a Transformer, e.g. " +
      "`attnlab explore runs/transformer`, to see its layers and heads." }));
    return;
  }
  const run = runById($("heads-run").value);
  fillSelect($("heads-layer"), Array.from({ length: run.num_layers }, (_, i) => [i, `layer ${i + 1}`]), true);
  if ($("heads-layer").dataset.run !== String(run.id)) {
    $("heads-layer").dataset.run = String(run.id); // a new run starts at its last layer
    $("heads-layer").value = String(run.num_layers - 1);
  }
  fillSelect($("heads-head"), [["avg", "average of heads"],
    ...Array.from({ length: run.num_heads }, (_, i) => [i, `head ${i + 1}`])], true);
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: "Translate a sentence first." }));
    return;
  }
  const tr = await translation(run.id);
  const layer = Number($("heads-layer").value), head = $("heads-head").value;
  const which = head === "avg" ? "average of heads" : `head ${Number(head) + 1}`;
  const blocks = [
    ["Encoder self-attention", "encoder_self", tr.source_tokens, tr.source_tokens, "query", "key", null],
    ["Decoder self-attention (causal)", "decoder_self", tr.target_tokens, tr.target_tokens, "query", "key", (r, c) => c > r],
    ["Cross-attention", "cross", tr.target_tokens, tr.source_tokens, "target", "source", null],
  ];
  body.replaceChildren(...summary(tr, run),
    el("div", { class: "map-head" }, el("h2", { text: `Layer ${layer + 1} of ${run.num_layers}, ${which}` }), legend(false)),
    el("div", { class: "heads-grid" }, blocks.map(
    ([title, kind, rows, cols, rowTitle, colTitle, masked]) => {
      const box = el("div", { class: "map-block", "data-kind": kind });
      box.append(el("h3", { text: title }));
      const maps = tr.attention[kind];
      if (!maps.length) {
        box.append(el("p", { class: "empty", text: "not recorded for this translation" }));
        return box;
      }
      const map = new Heatmap(box, { label: title, rowTitle, colTitle, testid: `heads-${kind}`,
        onPick: (k, i) => map.select(k === "row" ? i : null, k === "col" ? i : null) });
      requestAnimationFrame(() => map.set(pickMap(maps[layer], head), rows, cols, { masked }));
      return box;
    })));
}

// ---- view 4: compare -------------------------------------------------------------------
async function renderCompareSide(side) {
  const box = $(`compare-${side}`).querySelector(".compare-result");
  const run = runById($(`compare-${side}-run`).value);
  if (!state.sentence) {
    box.replaceChildren(el("p", { class: "empty", text: "Translate a sentence first." }));
    return;
  }
  box.replaceChildren(el("p", { class: "empty", text: "Translating…" }));
  let tr;
  try {
    tr = await translation(run.id);
  } catch (error) {
    box.replaceChildren(el("p", { class: "error", text: error.message }));
    return;
  }
  const matrix = crossMatrix(tr);
  box.replaceChildren(el("p", { class: "muted", text: run.description }), ...summary(tr, run));
  if (!matrix) {
    box.append(noAttention(run, true));
    return;
  }
  box.append(el("div", { class: "map-head" }, el("h3", { text: "Cross-attention" }), legend(false)));
  const map = new Heatmap(box, { label: `Cross-attention of ${run.name}`, testid: `compare-${side}-heatmap`,
    onPick: (k, i) => map.select(k === "row" ? i : null, k === "col" ? i : null) });
  requestAnimationFrame(() => map.set(matrix, tr.target_tokens, tr.source_tokens));
}
export async function renderCompare() {
  if (state.runs.length < 2) {
    $("compare-body").replaceChildren(el("p", { class: "notice", text:
      "Compare needs two runs: start the explorer with both, e.g. " +
      "`attnlab explore runs/fixed-context runs/rnnsearch`." }));
    return;
  }
  await Promise.all([renderCompareSide("left"), renderCompareSide("right")]);
}

// ---- view 5: data ----------------------------------------------------------------------
function barChart(rows) {
  const width = 640, height = 300, left = 48, bottom = 56, top = 16;
  const max = Math.max(10, ...rows.map((r) => r.bleu || 0));
  const ceiling = Math.ceil(max / 10) * 10;
  const plotH = height - top - bottom, slot = (width - left - 10) / Math.max(1, rows.length);
  const ns = "http://www.w3.org/2000/svg";
  const svg = (tag, attrs, text) => {
    const node = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img",
    "aria-label": "BLEU by source length: " + rows.map((r) => `${r.label}: ${r.bleu === null ? "empty" : fmt(r.bleu, 1)}`).join(", ") });
  for (let v = 0; v <= ceiling; v += ceiling / 5) {
    const y = top + plotH - (v / ceiling) * plotH;
    root.append(svg("line", { x1: left, x2: width - 10, y1: y, y2: y, stroke: "#ddd" }));
    root.append(svg("text", { x: left - 6, y: y + 4, "text-anchor": "end" }, fmt(v, 0)));
  }
  rows.forEach((row, i) => {
    const x = left + i * slot + slot * 0.15, w = slot * 0.7;
    const value = row.bleu === null ? 0 : row.bleu;
    const h = (value / ceiling) * plotH;
    const bar = svg("rect", { x, y: top + plotH - h, width: w, height: Math.max(0, h), fill: "#31688e", "data-bleu": String(row.bleu) });
    bar.append(svg("title", {}, `${row.label}: BLEU ${row.bleu === null ? "–" : fmt(row.bleu, 2)}, ${row.count} sentences`));
    root.append(bar);
    root.append(svg("text", { x: x + w / 2, y: top + plotH - h - 4, "text-anchor": "middle" }, row.bleu === null ? "empty" : fmt(row.bleu, 1)));
    root.append(svg("text", { x: x + w / 2, y: height - bottom + 18, "text-anchor": "middle" }, row.label));
    root.append(svg("text", { x: x + w / 2, y: height - bottom + 34, "text-anchor": "middle", fill: "#5a5a60" }, `n=${row.count}`));
  });
  root.append(svg("text", { x: left + (width - left) / 2, y: height - 6, "text-anchor": "middle" }, "source length"));
  root.append(svg("text", { x: 12, y: top + plotH / 2, transform: `rotate(-90 12 ${top + plotH / 2})`, "text-anchor": "middle" }, "BLEU"));
  return el("div", { class: "chart", "data-testid": "bleu-chart" }, root);
}

export async function renderData() {
  const body = $("data-body");
  const run = runById($("data-run").value);
  body.replaceChildren(el("p", { class: "empty", text: "Loading…" }));
  const report = await api.report(run.id);
  if (!report.available) {
    body.replaceChildren(el("div", { class: "notice", "data-testid": "report-missing" },
      el("p", { text: report.message }), report.command ? el("p", {}, el("code", { text: report.command })) : null));
    return;
  }
  const c = report.corpus, meta = report.meta || {};
  body.replaceChildren(
    el("h2", { text: `BLEU by source length, ${run.name} on ${report.split}` }),
    el("p", { class: "meta" },
      `corpus BLEU ${fmt(c.bleu, 2)} · chrF ${fmt(c.chrf, 2)} · ${meta.sentences ?? c.num_sentences} sentences` +
      (meta.beam_size ? ` · beam ${meta.beam_size}` : "") + (meta.corpus ? ` · ${meta.corpus}` : "")),
    barChart(report.by_length),
    el("table", { class: "report", "data-testid": "report-table" },
      el("thead", {}, el("tr", {}, ["length", "sentences", "BLEU", "chrF"].map((h) => el("th", { text: h })))),
      el("tbody", {}, report.by_length.map((r) => el("tr", {},
        el("td", { text: r.label }), el("td", { text: r.count }),
        el("td", { text: r.bleu === null ? "–" : fmt(r.bleu, 2) }), el("td", { text: r.chrf === null ? "–" : fmt(r.chrf, 2) }))))),
    el("p", { class: "check", text: `BLEU: ${c.bleu_signature}` }));
}
