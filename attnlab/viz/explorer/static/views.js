// Views 1, 3, 4 and 5: translate, Transformer heads, compare, BLEU by length.
import { $, el, fillSelect, fmt } from "explorer/common.js";
import { Heatmap, bars, chips, legend, press, rowScaleFor, shade } from "explorer/heatmap.js";
import { alignmentBlock } from "explorer/alignment.js";
import { api, runById, selection, state, translation } from "explorer/api.js";
import { familyTitle, hasString, runDescription, t } from "explorer/i18n.js";
import { math } from "explorer/math.js";

// Helpers that turn maps (per layer: H x T x S) into one T x S matrix
function headAverage(layerMap) {
  const heads = layerMap.length;
  return layerMap[0].map((row, t) =>
    row.map((_, s) => {
      let sum = 0;
      for (let h = 0; h < heads; h++) sum += layerMap[h][t][s];
      return sum / heads;
    }),
  );
}
function pickMap(layerMap, head) {
  return head === "avg" ? headAverage(layerMap) : layerMap[Number(head)];
}

// A name from the data (a split, a length unit, a script) in the page's language, as written
// if the page has no word for it
const worded = (prefix, value) => (hasString(`${prefix}${value}`) ? t(`${prefix}${value}`) : value);
const splitName = (split) => worded("page.split_", split);
const unitName = (unit) => worded("page.unit_", unit);

// The cross-attention one view shows: the last layer, averaged over heads (one head for RNNs)
function crossMatrix(tr) {
  const cross = tr.attention.cross;
  if (!cross.length) return null;
  return headAverage(cross[cross.length - 1]);
}

function summary(tr, run) {
  const s = tr.source_tokens.length,
    n = tr.target_tokens.length;
  return [
    el("p", {
      class: "translation",
      "data-testid": "translation-text",
      text: tr.target || t("page.empty_output"),
    }),
    el(
      "p",
      { class: "meta" },
      t("page.summary", { log_p: fmt(tr.log_prob, 3), source: s, target: n }) +
        " · " +
        (tr.beam === 1 ? t("page.greedy") : t("page.beam_n", { n: tr.beam })) +
        ` · ${run.name}` +
        (tr.source_tokens.concat(tr.target_tokens).some((x) => x.includes("▁"))
          ? " · " + t("page.subword_mark")
          : ""),
    ),
    ...(tr.warnings || []).map((warning) =>
      el("p", {
        class: "notice",
        "data-testid": "translation-warning",
        "data-code": warning.code,
        text: t(`warning.${warning.code}`, {
          ...warning,
          expected: worded("warning.script_", warning.expected),
          found: worded("warning.script_", warning.found),
        }),
      }),
    ),
  ];
}

function noAttention(run, inCompare) {
  return el(
    "p",
    { class: "notice", "data-testid": "no-attention" },
    t("page.no_attention", { run: run.name }) +
      (inCompare ? "" : " " + t("page.no_attention_compare")),
  );
}

// ---- view 1: translate -----------------------------------------------------------------
// Where the shipped models fail, beside the sentence box: said for a run trained on Tatoeba
function limitsNote(run) {
  const note = $("translate-limits");
  note.hidden = !String(run?.corpus || "").startsWith("tatoeba");
  if (!note.hidden)
    note.replaceChildren(el("strong", { text: t("page.limits_title") }), t("page.limits"));
}

export async function renderTranslate() {
  const body = $("translate-body");
  const run = runById($("translate-run").value);
  $("translate-run-description").textContent = run ? runDescription(run) : "";
  limitsNote(run);
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: t("page.type_above") }));
    return;
  }
  body.replaceChildren(el("p", { class: "empty", text: t("page.translating") }));
  const current = selection("translate-run");
  const tr = await translation(run.id);
  if (!current()) return;
  const matrix = crossMatrix(tr);
  const sourceChips = chips(tr.source_tokens, "source", (j) => pickSource(j));
  const targetChips = chips(tr.target_tokens, "target", (t) => pickTarget(t));
  const inspector = el("div", { class: "inspector", id: "inspector", "aria-live": "polite" });
  const parts = [
    ...summary(tr, run),
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
  ];
  // The word alignment and how sure the model is: only a server computes them (the word
  // aligner, dropout passes, gradients). They come last: they load after the rest, and
  // content that arrives late must not move what is above.
  const loadedLater = [
    ...(api.alignment ? [alignmentBlock(run, current)] : []),
    ...(api.confidence ? [confidenceBlock(run, current)] : []),
  ];
  if (!matrix) {
    body.replaceChildren(...parts, noAttention(run), ...loadedLater);
    return;
  }
  const rowScale = el("input", {
    type: "checkbox",
    id: "row-scale",
    checked: rowScaleFor(tr.source_tokens.length),
  });
  const mapBox = el("div", { class: "map-block" });
  const layers = tr.attention.cross.length,
    heads = tr.attention.cross[0].length;
  const title =
    layers > 1 || heads > 1
      ? t("page.cross_attention_of", { layer: layers, heads })
      : t("page.cross_attention");
  mapBox.append(
    el(
      "div",
      { class: "map-head" },
      el("h2", { text: title }),
      legend(rowScale.checked),
      el("label", {}, rowScale, " ", t("page.row_scale")),
    ),
  );
  const heatmap = new Heatmap(mapBox, {
    label: t("page.cross_attention_heatmap"),
    testid: "translate-heatmap",
    onPick: (kind, i) => (kind === "row" ? pickTarget(i) : pickSource(i)),
  });
  rowScale.addEventListener("change", () => {
    heatmap.extra.rowScale = rowScale.checked;
    mapBox.querySelector(".legend").replaceWith(legend(rowScale.checked));
    heatmap.draw();
    repick(); // the chips follow the scale
  });
  let repick = () => {};
  body.replaceChildren(
    ...parts,
    el(
      "div",
      { class: "translate-grid" },
      mapBox,
      el("div", {}, el("h2", { text: t("page.weights") }), inspector),
    ),
    ...(tr.lecture ? [lectureBlock(tr.lecture, run, (step) => pickTarget(step))] : []),
    ...loadedLater,
  ); // not a "null" text
  heatmap.set(matrix, tr.target_tokens, tr.source_tokens, { rowScale: rowScale.checked });

  function pickTarget(step) {
    repick = () => pickTarget(step);
    heatmap.select(step, null);
    press(targetChips, step);
    press(sourceChips, -1);
    shade(targetChips, null);
    shade(sourceChips, matrix[step], rowScale.checked ? Math.max(1e-12, ...matrix[step]) : 1);
    inspector.replaceChildren(
      el(
        "h3",
        {},
        t("page.target_reads_before"),
        el("q", { text: tr.target_tokens[step] }),
        t("page.target_reads_after", { step: step + 1 }),
      ),
      bars(tr.source_tokens, matrix[step], "target-bars"),
    );
  }
  function pickSource(j) {
    repick = () => pickSource(j);
    heatmap.select(null, j);
    const column = matrix.map((row) => row[j]);
    press(sourceChips, j);
    press(targetChips, -1);
    shade(sourceChips, null);
    shade(targetChips, column, rowScale.checked ? Math.max(1e-12, ...column) : 1);
    inspector.replaceChildren(
      el(
        "h3",
        {},
        t("page.source_read_before"),
        el("q", { text: tr.source_tokens[j] }),
        t("page.source_read_after"),
      ),
      bars(tr.target_tokens, column, "source-bars"),
    );
  }
  pickTarget(0);
}

// How sure the model is of its translation, loaded after it: each target word tinted by how
// unlikely the model found it (1 - p), its signals on hover; flagged words outlined.
function confidenceBlock(run, current) {
  const box = el(
    "div",
    { class: "confidence", "data-testid": "confidence" },
    el("p", { class: "empty", text: t("page.confidence_loading") }),
  );
  api
    .confidence(run.id, state.sentence, state.beam)
    .then((found) => current() && box.replaceChildren(...confidenceParts(found)))
    .catch((error) => box.replaceChildren(el("p", { class: "notice", text: error.message })));
  return box;
}

function signalsText(word) {
  const shown = [
    ["probability", 2],
    ["entropy", 2],
    ["dropout_sd", 2],
    ["dropout_changed", 2],
    ["source_share", 2],
    ["coverage", 2],
    ["peak", 2],
  ].filter(([name]) => word[name] !== undefined);
  const lines = shown.map(
    ([name, digits]) => `${t(`page.signal_${name}`)}: ${fmt(word[name], digits)}`,
  );
  return [...lines, ...word.flags.map((flag) => t(`page.flag_${flag}`))].join("\n");
}

function confidenceWords(words, kind, tint) {
  return el(
    "div",
    { class: "token-row" },
    el("span", { class: "row-title", text: t(kind === "target" ? "page.target" : "page.source") }),
    el(
      "div",
      { class: "chips" },
      words.map((word) =>
        el("span", {
          class: "chip" + (word.flags.length ? " flagged" : ""),
          "data-testid": `confidence-${kind}`,
          "data-flags": word.flags.join(" "),
          style: tint(word),
          title: signalsText(word),
          text: word.text,
        }),
      ),
    ),
  );
}

function confidenceParts(found) {
  const score =
    found.score === null || found.score === undefined
      ? t("page.confidence_no_score")
      : t("page.confidence_score", { score: fmt(found.score, 1) });
  const missing = Object.keys(found.missing || {});
  const unlikely = (word) => `background: rgba(214, 39, 40, ${fmt(1 - word.probability, 2)})`;
  return [
    el("h2", { text: t("page.confidence_title") }),
    el("p", { class: "meta", "data-testid": "confidence-score", text: score }),
    confidenceWords(found.words, "target", unlikely),
    confidenceWords(found.source_words, "source", () => ""),
    el("p", { class: "meta", text: t("page.confidence_key") }),
    missing.length
      ? el("p", {
          class: "notice",
          text: t("page.confidence_missing", {
            signals: missing
              .map((name) => t(`page.missing_${name}`))
              .join(t("report.list_separator")),
          }),
        })
      : null,
  ];
}

// ---- view 3: Transformer heads ---------------------------------------------------------
export async function renderHeads() {
  const body = $("heads-body");
  // No run with heads: say so, and show no empty selectors
  const anyHeads = state.runs.some((r) => r.has_self_attention);
  $("panel-heads").querySelector(".controls").hidden = !anyHeads;
  if (!anyHeads) {
    body.replaceChildren(
      el("p", { class: "notice", "data-testid": "no-heads", text: t("page.no_heads") }),
    );
    return;
  }
  const run = runById($("heads-run").value);
  fillSelect(
    $("heads-layer"),
    Array.from({ length: run.num_layers }, (_, i) => [i, t("page.layer_n", { n: i + 1 })]),
    true,
  );
  if ($("heads-layer").dataset.run !== String(run.id)) {
    $("heads-layer").dataset.run = String(run.id); // a new run starts at its last layer
    $("heads-layer").value = String(run.num_layers - 1);
  }
  fillSelect(
    $("heads-head"),
    [
      ["avg", t("page.head_average")],
      ...Array.from({ length: run.num_heads }, (_, i) => [i, t("page.head_n", { n: i + 1 })]),
    ],
    true,
  );
  if (!state.sentence) {
    body.replaceChildren(el("p", { class: "empty", text: t("page.translate_first") }));
    return;
  }
  const current = selection("heads-run");
  const tr = await translation(run.id);
  if (!current()) return;
  const layer = Number($("heads-layer").value),
    head = $("heads-head").value;
  const which = head === "avg" ? t("page.head_average") : t("page.head_n", { n: Number(head) + 1 });
  const [query, key, target, source] = [
    "page.query",
    "page.key",
    "page.target_word",
    "page.source_word",
  ].map((k) => t(k));
  const blocks = [
    [t("page.encoder_self"), "encoder_self", tr.source_tokens, tr.source_tokens, query, key, null],
    [
      t("page.decoder_self"),
      "decoder_self",
      tr.target_tokens,
      tr.target_tokens,
      query,
      key,
      (r, c) => c > r,
    ],
    [t("page.cross_attention"), "cross", tr.target_tokens, tr.source_tokens, target, source, null],
  ];
  body.replaceChildren(
    ...summary(tr, run),
    el(
      "div",
      { class: "map-head" },
      el("h2", { text: t("page.layer_of", { layer: layer + 1, layers: run.num_layers, which }) }),
      legend(rowScaleFor(tr.source_tokens.length)),
    ),
    el(
      "div",
      { class: "heads-grid" },
      blocks.map(([title, kind, rows, cols, rowTitle, colTitle, masked]) => {
        const box = el("div", { class: "map-block", "data-kind": kind });
        box.append(el("h3", { text: title }));
        const maps = tr.attention[kind];
        if (!maps.length) {
          box.append(el("p", { class: "empty", text: t("page.not_recorded") }));
          return box;
        }
        const map = new Heatmap(box, {
          label: title,
          rowTitle,
          colTitle,
          testid: `heads-${kind}`,
          onPick: (k, i) => map.select(k === "row" ? i : null, k === "col" ? i : null),
        });
        requestAnimationFrame(() => map.set(pickMap(maps[layer], head), rows, cols, { masked }));
        return box;
      }),
    ),
  );
}

// The lecture's click-a-word demo on its long sentence (attnlab/lecture.py): each English word
// it names, whether this model wrote it and where its attention went; a click on a written
// word picks its step in the heatmap above. Below, what was measured of this model on long
// sentences (its long-test report: results/long-sentences), when it has one.
function lectureBlock(lecture, run, pickStep) {
  const missing = lecture.words.filter((w) => !w.written).map((w) => w.english);
  const row = (w) =>
    el(
      "tr",
      {
        "data-english": w.english,
        "data-written": String(w.written),
        class: w.written ? "pickable" : "muted",
        onclick: w.written ? () => pickStep(w.steps[0]) : null,
      },
      el(
        "td",
        {},
        w.written ? el("button", { type: "button", class: "link", text: w.english }) : w.english,
      ),
      el("td", { text: w.chinese }),
      el("td", { text: t(w.written ? "page.lecture_yes" : "page.lecture_no") }),
      el("td", { class: "cell", text: w.written ? fmt(w.weight_on_chinese, 3) : "—" }),
      el("td", {
        text: w.written
          ? `${w.most_attended} ${fmt(w.most_attended_weight, 3)} · ${t(
              w.looks_there ? "page.lecture_there" : "page.lecture_elsewhere",
            )}`
          : "—",
      }),
    );
  return el(
    "section",
    { class: "lecture", "data-testid": "lecture-demo" },
    el("h2", { text: t("page.lecture_title") }),
    el("p", {
      text: t("page.lecture_intro", {
        written: lecture.written,
        total: lecture.words.length,
        looks: lecture.looks_there,
      }),
    }),
    missing.length
      ? el("p", {
          class: "notice",
          "data-testid": "lecture-missing",
          text: t("page.lecture_missing", { words: missing.join(t("family.term_separator")) }),
        })
      : null,
    el(
      "table",
      { class: "report" },
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          ...["english", "chinese", "written", "weight", "top"].map((k) =>
            el("th", { text: t(`page.lecture_${k}`) }),
          ),
        ),
      ),
      el("tbody", {}, ...lecture.words.map(row)),
    ),
    measuredOnLongSentences(run),
  );
}

function measuredOnLongSentences(run) {
  const note = el("p", { class: "check", "data-testid": "lecture-measured" });
  api
    .report(run.id)
    .then((report) => {
      const long = report.available && report.long;
      note.textContent = long
        ? t("page.lecture_measured", {
            run: run.name,
            bleu: fmt(long.corpus.bleu, 2),
            sentences: long.meta.sentences,
            ordinary: fmt(report.corpus.bleu, 2),
          })
        : t("page.lecture_unmeasured", { run: run.name });
    })
    .catch(() => note.remove());
  return note;
}

// ---- view 4: compare -------------------------------------------------------------------
async function renderCompareSide(side) {
  const box = $(`compare-${side}`).querySelector(".compare-result");
  const run = runById($(`compare-${side}-run`).value);
  if (!state.sentence) {
    box.replaceChildren(el("p", { class: "empty", text: t("page.translate_first") }));
    return;
  }
  box.replaceChildren(el("p", { class: "empty", text: t("page.translating") }));
  const current = selection(`compare-${side}-run`);
  let tr;
  try {
    tr = await translation(run.id);
  } catch (error) {
    if (current()) box.replaceChildren(el("p", { class: "error", text: error.message }));
    return;
  }
  if (!current()) return;
  const matrix = crossMatrix(tr);
  box.replaceChildren(el("p", { class: "muted", text: runDescription(run) }), ...summary(tr, run));
  if (!matrix) {
    box.append(noAttention(run, true));
    return;
  }
  box.append(
    el(
      "div",
      { class: "map-head" },
      el("h3", { text: t("page.cross_attention") }),
      legend(rowScaleFor(tr.source_tokens.length)),
    ),
  );
  const map = new Heatmap(box, {
    label: t("page.cross_attention_of_run", { run: run.name }),
    testid: `compare-${side}-heatmap`,
    onPick: (k, i) => map.select(k === "row" ? i : null, k === "col" ? i : null),
  });
  requestAnimationFrame(() => map.set(matrix, tr.target_tokens, tr.source_tokens));
}
export async function renderCompare() {
  if (state.runs.length < 2) {
    $("compare-body").replaceChildren(
      el("p", {
        class: "notice",
        "data-testid": "compare-needs-two",
        text: t("page.compare_needs_two"),
      }),
    );
    return;
  }
  await Promise.all([renderCompareSide("left"), renderCompareSide("right")]);
}

// ---- view 5: data ----------------------------------------------------------------------
// Okabe & Ito's palette, told apart with the common colour-vision deficiencies; yellow last,
// as it is faint on white. A run keeps its colour (by its place in the run list) when others hide.
const RUN_COLOURS = [
  "#0072B2",
  "#D55E00",
  "#009E73",
  "#CC79A7",
  "#E69F00",
  "#56B4E9",
  "#000000",
  "#F0E442",
];
const hiddenRuns = new Set(); // run ids unticked in the Data view; kept when it redraws

function svg(tag, attrs, text) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// Every bucket of any run, by lower edge, then upper (an open bucket last): runs that bucket
// differently still share one axis, each point at its own bucket's label.
function allBuckets(lines) {
  const byLabel = new Map(lines.flatMap((line) => [...line.rows]));
  const upper = (row) => (row.high === null ? Infinity : row.high);
  return [...byLabel.values()].sort((a, b) => a.low - b.low || upper(a) - upper(b));
}

// A bucket with fewer test sentences has a BLEU too noisy to read a trend from: marked
const FEW_SENTENCES = 50;

// BLEU by length, one line per run with a report: the shape of Bahdanau et al.'s Figure 2
function lineChart(lines) {
  const buckets = allBuckets(lines);
  const units = [...new Set(lines.map((l) => l.report.meta.length_unit).filter(Boolean))].map(
    unitName,
  );
  const width = 640,
    left = 48,
    right = 12,
    top = 16,
    plotH = 220,
    axisH = 64,
    rowH = 18;
  const height = top + plotH + axisH + lines.length * rowH;
  const scores = lines.flatMap((l) => l.report.by_length.map((r) => r.bleu || 0));
  const ceiling = Math.ceil(Math.max(10, ...scores) / 10) * 10; // all runs: no jump on hiding
  const slot = (width - left - right) / Math.max(1, buckets.length);
  const x = (i) => left + slot * (i + 0.5),
    y = (bleu) => top + plotH - (bleu / ceiling) * plotH;
  const shown = lines.filter((l) => !hiddenRuns.has(l.run.id));
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-label":
      t("page.bleu_by_length") +
      ". " +
      shown
        .map(
          (l) =>
            `${l.run.name}: ` +
            l.report.by_length
              .map((r) => `${r.label} ${r.bleu === null ? t("page.empty_bucket") : fmt(r.bleu, 1)}`)
              .join(", "),
        )
        .join("; "),
  });
  for (let v = 0; v <= ceiling; v += ceiling / 5) {
    root.append(
      svg("line", { x1: left, x2: width - right, y1: y(v), y2: y(v), stroke: "#ddd" }),
      svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end" }, fmt(v, 0)),
    );
  }
  buckets.forEach((bucket, i) => {
    // n per bucket: one number when the runs share a test set, else their range
    const counts = lines.map((l) => l.rows.get(bucket.label)?.count).filter((n) => n !== undefined);
    const [low, high] = [Math.min(...counts), Math.max(...counts)];
    const count = svg(
      "text",
      {
        x: x(i),
        y: top + plotH + 34,
        "text-anchor": "middle",
        class: low < FEW_SENTENCES ? "count few" : "count",
        "data-n": low,
      },
      low === high ? `n=${low}` : `n=${low}–${high}`,
    );
    if (low < FEW_SENTENCES)
      count.append(svg("title", {}, t("page.few_sentences", { n: FEW_SENTENCES })));
    root.append(
      svg(
        "text",
        { x: x(i), y: top + plotH + 18, "text-anchor": "middle", class: "bucket" },
        bucket.label,
      ),
      count,
    );
  });
  root.append(
    svg(
      "text",
      { x: left + (width - left) / 2, y: top + plotH + 54, "text-anchor": "middle" },
      t("page.source_length") + (units.length ? ` (${units.join(" / ")})` : ""),
    ),
    svg(
      "text",
      {
        x: 12,
        y: top + plotH / 2,
        transform: `rotate(-90 12 ${top + plotH / 2})`,
        "text-anchor": "middle",
      },
      "BLEU",
    ),
  );
  for (const { run, colour, rows } of shown) {
    const points = [];
    let path = "",
      pen = "M"; // an empty bucket breaks the line; a bucket the run lacks does not
    buckets.forEach((bucket, i) => {
      const row = rows.get(bucket.label);
      if (!row) return;
      if (row.bleu === null) {
        pen = "M";
        return;
      }
      path += `${pen}${x(i).toFixed(1)},${y(row.bleu).toFixed(1)} `;
      pen = "L";
      const few = row.count < FEW_SENTENCES; // hollow
      const point = svg("circle", {
        cx: x(i),
        cy: y(row.bleu),
        r: 4,
        fill: few ? "#fff" : colour,
        stroke: colour,
        "stroke-width": 2,
        "data-bucket": row.label,
        "data-bleu": row.bleu,
        "data-few": String(few),
      });
      point.append(
        svg("title", {}, `${run.name} · ${row.label} · BLEU ${fmt(row.bleu, 2)} · n=${row.count}`),
      );
      points.push(point);
    });
    const series = svg("g", { class: "series", "data-run": run.id });
    series.append(
      svg("path", { d: path.trim(), fill: "none", stroke: colour, "stroke-width": 2 }),
      ...points,
    );
    root.append(series);
  }
  lines.forEach(({ run, report, colour }, i) => {
    const hidden = hiddenRuns.has(run.id),
      rowY = top + plotH + axisH + i * rowH + 8;
    const entry = svg("g", {
      class: "legend-entry",
      "data-run": run.id,
      opacity: hidden ? 0.4 : 1,
    });
    entry.append(
      svg("line", {
        x1: left,
        x2: left + 24,
        y1: rowY,
        y2: rowY,
        stroke: colour,
        "stroke-width": 2,
      }),
      svg("circle", { cx: left + 12, cy: rowY, r: 4, fill: colour }),
      svg(
        "text",
        { x: left + 32, y: rowY + 4 },
        t("page.legend_entry", { run: run.name, bleu: fmt(report.corpus.bleu, 2) }) +
          (hidden ? " " + t("page.hidden") : ""),
      ),
    );
    root.append(entry);
  });
  const few = lines.some((l) => l.report.by_length.some((r) => r.count < FEW_SENTENCES));
  return el(
    "div",
    { class: "chart", "data-testid": "bleu-chart" },
    root,
    few
      ? el("p", {
          class: "muted",
          "data-testid": "few-sentences",
          text: t("page.few_sentences", { n: FEW_SENTENCES }),
        })
      : null,
  );
}

// Lines that do not measure the same thing: say so, naming the runs on each side
function mismatchNotes(lines) {
  const differ = (what, key) => {
    const groups = new Map();
    for (const line of lines)
      groups.set(key(line), [...(groups.get(key(line)) || []), line.run.name]);
    if (groups.size < 2) return null;
    const said = [...groups].map(([value, names]) =>
      t("page.mismatch_group", { runs: names.join(t("family.term_separator")), value }),
    );
    return t("page.mismatch", { what, groups: said.join(t("page.group_separator")) });
  };
  return [
    differ(t("page.different_test_sets"), ({ report: r }) =>
      t("page.test_set", {
        corpus: r.meta.corpus ?? t("page.unknown_corpus"),
        split: splitName(r.split),
        sentences: t("page.n_sentences", { n: r.meta.sentences ?? r.corpus.num_sentences }),
      }),
    ),
    differ(
      t("page.different_buckets"),
      ({ report: r }) =>
        r.by_length.map((row) => row.label).join(" · ") +
        (r.meta.length_unit ? ` ${unitName(r.meta.length_unit)}` : ""),
    ),
  ].filter(Boolean);
}

// `text` with `code` in it set as code
function withCode(text, code) {
  const at = code ? text.indexOf(code) : -1;
  return at < 0
    ? [text]
    : [text.slice(0, at), el("code", { text: code }), text.slice(at + code.length)];
}

function runToggles(lines, missing, redraw) {
  const toggle = (id) => (event) => {
    if (event.target.checked) hiddenRuns.delete(id);
    else hiddenRuns.add(id);
    redraw();
  };
  return el(
    "fieldset",
    { class: "run-toggles", "data-testid": "run-toggles" },
    el("legend", { text: t("page.runs") }),
    lines.map(({ run, report, colour }) =>
      el(
        "label",
        {},
        el("input", {
          type: "checkbox",
          checked: !hiddenRuns.has(run.id),
          "data-run": run.id,
          onchange: toggle(run.id),
        }),
        el("span", { class: "swatch", style: `background: ${colour}` }),
        t("page.run_toggle", {
          run: run.name,
          display: familyTitle(run),
          bleu: fmt(report.corpus.bleu, 2),
          split: splitName(report.split),
        }),
      ),
    ),
    missing.map(({ run, report }) =>
      el(
        "p",
        { class: "missing", "data-testid": "run-without-report", "data-run": run.id },
        el("strong", { text: run.name }),
        ": ",
        ...withCode(reportMessage(report), report.command),
      ),
    ),
  );
}

// Why a run has no table, in the page's language (the server's English message otherwise)
function reportMessage(report) {
  return report.reason ? t(`page.report_${report.reason}`, report) : report.message;
}

function reportTable(run, report) {
  if (!report.available) {
    return el(
      "div",
      { class: "notice", "data-testid": "report-missing" },
      el("p", { text: `${run.name}: ${reportMessage(report)}` }),
      report.command ? el("p", {}, el("code", { text: report.command })) : null,
    );
  }
  const c = report.corpus,
    meta = report.meta;
  return el(
    "section",
    {},
    el("h3", { text: t("page.run_on_split", { run: run.name, split: splitName(report.split) }) }),
    el(
      "p",
      { class: "meta" },
      t("page.report_meta", { bleu: fmt(c.bleu, 2), chrf: fmt(c.chrf, 2) }) +
        " · " +
        t("page.n_sentences", { n: meta.sentences ?? c.num_sentences }) +
        (meta.beam_size ? " · " + t("page.beam_n", { n: meta.beam_size }) : "") +
        (meta.corpus ? ` · ${meta.corpus}` : ""),
    ),
    el(
      "table",
      { class: "report", "data-testid": "report-table" },
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          [t("page.length"), t("page.sentences"), "BLEU", "chrF"].map((h) => el("th", { text: h })),
        ),
      ),
      el(
        "tbody",
        {},
        report.by_length.map((r) =>
          el(
            "tr",
            {},
            el("td", { text: r.label }),
            el("td", { text: r.count }),
            el("td", { text: r.bleu === null ? "–" : fmt(r.bleu, 2) }),
            el("td", { text: r.chrf === null ? "–" : fmt(r.chrf, 2) }),
          ),
        ),
      ),
    ),
    signature(c.bleu_signature),
  );
}

// sacreBLEU's signature (nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0) said in words;
// the signature itself, what a paper quotes beside its BLEU, in the line's tooltip
const SIGNATURE_WORDS = {
  nrefs: (v) => (v === "var" ? t("page.signature_nrefs_var") : t("page.signature_nrefs", { n: v })),
  case: (v) => worded("page.signature_case_", v),
  tok: (v) =>
    hasString(`page.signature_tok_${v}`)
      ? t(`page.signature_tok_${v}`)
      : t("page.signature_tok", { tok: v }),
  smooth: (v) =>
    hasString(`page.signature_smooth_${v}`)
      ? t(`page.signature_smooth_${v}`)
      : t("page.signature_smooth", { smooth: v }),
  eff: (v) => (v === "yes" ? t("page.signature_eff") : null), // "no", the default, goes unsaid
};
function signature(text) {
  const fields = Object.fromEntries(
    String(text || "")
      .split("|")
      .map((part) => part.split(":")),
  );
  const parts = Object.entries(SIGNATURE_WORDS)
    .filter(([name]) => fields[name] !== undefined)
    .map(([name, say]) => say(fields[name]))
    .filter(Boolean);
  const title = t("page.signature_title", { signature: text });
  if (!fields.version || !parts.length) {
    // not a signature this page knows: as sacreBLEU wrote it
    return el(
      "p",
      { class: "check", "data-testid": "bleu-signature", title },
      "BLEU: ",
      el("code", { text }),
    );
  }
  return el(
    "p",
    { class: "check", "data-testid": "bleu-signature", title },
    t("page.signature", { version: fields.version, parts: parts.join(t("family.term_separator")) }),
  );
}

export async function renderData() {
  const body = $("data-body");
  if (!body.childElementCount)
    body.replaceChildren(el("p", { class: "empty", text: t("page.loading") }));
  // One /api/report per run (an exported page holds its one run's): a few small answers.
  // A refused one is listed as that run's problem, not the whole view's.
  const reports = await Promise.all(
    state.runs.map((run) =>
      api.report(run.id).catch((error) => ({ available: false, message: error.message })),
    ),
  );
  const lines = [],
    missing = [];
  state.runs.forEach((run, i) => {
    const report = reports[i];
    if (!report.available) missing.push({ run, report });
    else
      lines.push({
        run,
        report,
        colour: RUN_COLOURS[i % RUN_COLOURS.length],
        rows: new Map(report.by_length.map((row) => [row.label, row])),
      });
  });
  // the long test (tatoeba-zh-en-joined: results/long-sentences), for the runs that have it
  const long = lines
    .filter((l) => l.report.long)
    .map((l) => ({
      ...l,
      report: { ...l.report, ...l.report.long },
      rows: new Map(l.report.long.by_length.map((row) => [row.label, row])),
    }));
  const chart = el("div", {}),
    longChart = el("div", { "data-testid": "long-test-chart" });
  const draw = () => {
    chart.replaceChildren(lineChart(lines));
    if (long.length) longChart.replaceChildren(lineChart(long));
  };
  const picked = runById($("data-run").value);
  body.replaceChildren(
    el("h2", { text: t("page.bleu_by_length") }),
    ...mismatchNotes(lines).map((text) =>
      el("p", { class: "notice", "data-testid": "report-mismatch", text }),
    ),
    lines.length ? chart : el("p", { class: "empty", text: t("page.no_report_yet") }),
    runToggles(lines, missing, draw),
    ...(long.length
      ? [
          el("h2", { text: t("page.bleu_by_length_long") }),
          el("p", {
            class: "check",
            "data-testid": "long-test-note",
            text: t("page.long_test_note", {
              sentences: long[0].report.meta.sentences,
              runs: long
                .map((l) => `${l.run.name} ${fmt(l.report.corpus.bleu, 2)}`)
                .join(t("family.term_separator")),
            }),
          }),
          longChart,
        ]
      : []),
    reportTable(picked, reports[state.runs.indexOf(picked)]),
  );
  if (lines.length) draw();
}

// ---- the glossary: what the pages show --------------------------------------------------
const GLOSSARY = ["log_p", "subword", "bos", "eos", "annotation", "top_layer", "layer_head", "v_a"];
export function renderGlossary() {
  $("glossary").replaceChildren(
    el("h2", { text: t("glossary.title") }),
    el(
      "dl",
      {},
      GLOSSARY.flatMap((name) => [
        el("dt", {}, math(t(`glossary.${name}_term`))),
        el("dd", {}, math(t(`glossary.${name}`))),
      ]),
    ),
  );
}
