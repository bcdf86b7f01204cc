// Tabs, controls and start-up: which view renders when. The page's entry module.
import {
  $,
  DATA,
  INLINE,
  STATIC,
  WEB,
  el,
  fillSelect,
  hideTooltip,
  setStatus,
} from "explorer/common.js";
import { cancelAll, warm } from "explorer/engine.js";
import { Heatmap } from "explorer/heatmap.js";
import { api, state, translation } from "explorer/api.js";
import { renderSteps, stepState } from "explorer/steps.js";
import {
  renderCompare,
  renderData,
  renderGlossary,
  renderHeads,
  renderTranslate,
} from "explorer/views.js";
import { renderPlayground } from "explorer/playground.js";
import { renderEvidence } from "explorer/evidence.js";
import { renderExplain } from "explorer/explain.js";
import { renderImage } from "explorer/image.js";
import { renderHistory } from "explorer/history.js";
import {
  LANGUAGES,
  familyTitle,
  language,
  languageName,
  onLanguageChange,
  setLanguage,
  t,
  translateStatic,
} from "explorer/i18n.js";

// The limits are the server's (session.py), sent in the page's data: declared once, in Python.
const { max_characters: MAX_CHARACTERS, max_beam: MAX_BEAM } = DATA.limits;
$("sentence").maxLength = MAX_CHARACTERS;
$("beam-size").max = String(MAX_BEAM);

// ---- tabs, refresh, wiring --------------------------------------------------------------
const VIEWS = {
  translate: renderTranslate,
  steps: renderSteps,
  playground: renderPlayground,
  heads: renderHeads,
  compare: renderCompare,
  data: renderData,
  history: renderHistory,
  explain: renderExplain,
  evidence: renderEvidence,
  image: renderImage,
};
const tabs = Object.keys(VIEWS).map((name) => $(`tab-${name}`));

async function refresh(name) {
  if (name !== state.active) {
    state.dirty.add(name);
    return;
  }
  state.dirty.delete(name);
  try {
    await VIEWS[name]();
  } catch (error) {
    const body = $(`panel-${name}`).querySelector(".panel-body, .compare-grid");
    if (body) body.replaceChildren(el("p", { class: "error", role: "alert", text: error.message }));
    setStatus(error.message, true);
  }
}
function refreshAll() {
  for (const name of Object.keys(VIEWS)) refresh(name);
}

function activate(name, focus) {
  state.active = name;
  for (const tab of tabs) {
    const selected = tab.id === `tab-${name}`;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    $(tab.getAttribute("aria-controls")).hidden = !selected;
    if (selected && focus) tab.focus();
  }
  hideTooltip();
  if (state.dirty.has(name)) refresh(name);
  else for (const map of Heatmap.all) if (map.scroll.isConnected) map.draw();
  if (!INLINE && location.hash !== `#${name}`) history.replaceState(null, "", `#${name}`);
}
tabs.forEach((tab, i) => {
  // A click opens the view with the keyboard in it: The four steps' arrows step at once.
  tab.addEventListener("click", () => {
    activate(tab.id.slice(4), false);
    $(tab.getAttribute("aria-controls")).focus();
  });
  tab.addEventListener("keydown", (event) => {
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next = null;
    if (move) next = (i + move + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    activate(tabs[next].id.slice(4), true);
  });
});

function goToStep(step) {
  if (!stepState.count) return;
  const next = Math.max(0, Math.min(stepState.count - 1, step));
  if (next === stepState.step && $("steps-body").dataset.step === String(next)) return;
  stepState.step = next;
  refresh("steps");
}

$("panel-steps").addEventListener("keydown", (event) => {
  const target = event.target;
  if (target.matches("select, textarea, input[type=number], input[type=range]")) return;
  const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  if (moves[event.key]) goToStep(stepState.step + moves[event.key]);
  else if (event.key === "Home") goToStep(0);
  else if (event.key === "End") goToStep(stepState.count - 1);
  else return;
  event.preventDefault();
});
$("panel-steps").addEventListener("step-request", (event) => goToStep(event.detail));
$("step-prev").addEventListener("click", () => goToStep(stepState.step - 1));
$("step-next").addEventListener("click", () => goToStep(stepState.step + 1));
$("step-range").addEventListener("input", (e) => goToStep(Number(e.target.value)));
$("steps-layer").addEventListener("change", (e) => {
  e.target.dataset.touched = "1";
  refresh("steps");
});
$("steps-head").addEventListener("change", () => refresh("steps"));
$("heads-layer").addEventListener("change", () => refresh("heads"));
$("heads-head").addEventListener("change", () => refresh("heads"));
const selectViews = {
  "translate-run": ["translate"],
  "steps-run": ["steps"],
  "heads-run": ["heads"],
  "compare-left-run": ["compare"],
  "compare-right-run": ["compare"],
  "data-run": ["data"],
  "explain-run": ["explain"],
  "explain-method": ["explain"],
  "history-run": ["history"],
  "history-second-run": ["history"],
  "history-probe": ["history"],
};
for (const [id, views] of Object.entries(selectViews)) {
  $(id).addEventListener("change", () => {
    if (id === "steps-run") {
      stepState.step = 0;
      delete $("steps-layer").dataset.touched;
    }
    views.forEach(refresh);
  });
}
// The steps view follows the translate view's run until the user picks its own.
$("translate-run").addEventListener("change", (e) => {
  if (!$("steps-run").dataset.touched) {
    $("steps-run").value = e.target.value;
    stepState.step = 0;
    refresh("steps");
  }
});
$("steps-run").addEventListener("change", (e) => (e.target.dataset.touched = "1"));

function readDecoding() {
  const beam = document.querySelector("input[name=decoding]:checked").value === "beam";
  const size = Math.round(Number($("beam-size").value));
  if (beam && !(size >= 2 && size <= MAX_BEAM)) {
    throw new Error(t("page.beam_size_error", { max: MAX_BEAM }));
  }
  return beam ? size : 1;
}

$("sentence-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  if (STATIC) return;
  const sentence = $("sentence").value.trim();
  if (!sentence) {
    setStatus(t("page.type_first"), true);
    $("sentence").focus();
    return;
  }
  let beam;
  try {
    beam = readDecoding();
  } catch (error) {
    setStatus(error.message, true);
    return;
  }
  const previous = [state.sentence, state.beam];
  if (WEB) cancelAll(); // the page's engine stops decoding what nobody waits for any more
  state.sentence = sentence;
  state.beam = beam;
  setStatus(t("page.translating"));
  try {
    await translation($("translate-run").value);
  } catch (error) {
    if (state.sentence !== sentence || state.beam !== beam) return; // a newer one took over
    // Keep showing the last good result; the status line says what went wrong.
    [state.sentence, state.beam] = previous;
    setStatus(error.message, true);
    return;
  }
  setStatus("");
  stepState.step = 0;
  refreshAll();
});
// The source texts' sentences (DATA.examples), translated at once; the lecture's long one by the
// model taught long sentences when it is open (DATA.example_runs: attnlab/lecture.py's MODEL)
for (const button of document.querySelectorAll("[data-example]")) {
  button.addEventListener("click", () => {
    const run = state.runs.find(
      (r) => r.name === (DATA.example_runs || {})[button.dataset.example],
    );
    if (run) {
      $("translate-run").value = String(run.id);
      if (!$("steps-run").dataset.touched) $("steps-run").value = String(run.id);
    }
    $("sentence").value = DATA.examples[button.dataset.example];
    $("sentence-form").requestSubmit();
  });
}
$("sentence").addEventListener("keydown", (event) => {
  if (event.key === "Enter" && !event.shiftKey) {
    event.preventDefault();
    $("sentence-form").requestSubmit();
  }
});

// The run Translate, The four steps, History and Attention vs attribution open on: one with
// attention, an RNN's single head first (the source texts' model), the baseline only if alone.
function defaultAttentionRun() {
  const attention = state.runs.filter((r) => r.has_attention);
  return (attention.find((r) => !r.has_self_attention) || attention[0] || state.runs[0]).id;
}

// Compare a model without attention with one that attends like an RNN (cross-attention only):
// the pair the explorer's story is about.
function defaultPair() {
  const attention = state.runs.filter((r) => r.has_attention);
  const left = state.runs.find((r) => !r.has_attention) || state.runs[0];
  const right =
    attention.find((r) => r.id !== left.id && !r.has_self_attention) ||
    state.runs.find((r) => r.id !== left.id) ||
    left;
  return [left.id, right.id];
}

// ---- language and glossary --------------------------------------------------------------
function modeNote() {
  $("mode-note").textContent = STATIC
    ? t("page.exported_note")
    : WEB
      ? t("web.note", { count: state.runs.length })
      : t(state.runs.length === 1 ? "page.runs_loaded_one" : "page.runs_loaded_many", {
          count: state.runs.length,
        });
}
// Load the bundled Chinese font (the face of the page's own characters, page.py) before any
// Chinese text is drawn: Chromium keeps the boxes that a text field, or bold text, drew while
// a web font was still loading, even after it arrives. So the header is worded in start(),
// once the font is here. Other characters (a sentence typed in) fetch the whole font.
const font =
  DATA.cjk_font && document.fonts
    ? document.fonts.load('16px "attnlab CJK"', "中").catch(() => null)
    : null;
fillSelect(
  $("language"),
  LANGUAGES.map((code) => [code, languageName(code)]),
  false,
);
$("language").value = language;
$("language").addEventListener("change", (e) => setLanguage(e.target.value));
renderGlossary();
// Every run list, each run with its family's title in the page's language
function fillRunSelects() {
  const options = state.runs.map((r) => [r.id, `${r.name} — ${familyTitle(r)}`]);
  for (const select of document.querySelectorAll(".run-select")) fillSelect(select, options, true);
}

onLanguageChange(() => {
  $("language").value = language;
  fillRunSelects();
  setStatus("");
  if (state.runs.length) modeNote();
  renderGlossary();
  // every view is built with t(): redraw the visible one now, the others when shown
  for (const name of Object.keys(VIEWS)) state.dirty.add(name);
  refresh(state.active);
});
$("stop-button").addEventListener("click", cancelAll);
$("glossary-button").addEventListener("click", () => {
  const open = $("glossary").hidden;
  $("glossary").hidden = !open;
  $("glossary-button").setAttribute("aria-expanded", String(open));
});

async function start() {
  await font;
  translateStatic();
  try {
    state.runs = await api.runs();
  } catch (error) {
    setStatus(error.message, true);
    return;
  }
  fillRunSelects();
  const withHeads = state.runs.filter((r) => r.has_self_attention);
  if (withHeads.length)
    fillSelect(
      $("heads-run"),
      withHeads.map((r) => [r.id, r.name]),
      false,
    );
  else $("heads-run").disabled = true;
  if (state.runs.length) {
    // none when only captioning runs are served (the Image view)
    const shown = String(defaultAttentionRun());
    for (const id of ["translate-run", "steps-run", "explain-run", "history-run"])
      $(id).value = shown;
    if (WEB) warm(Number(shown)); // its graphs load while the student reads the page
    const [left, right] = DATA.pair || defaultPair();
    $("compare-left-run").value = String(left);
    $("compare-right-run").value = String(right);
  }
  if (STATIC) {
    $("sentence").value = DATA.sentence;
    $("sentence").readOnly = true;
    $("decoding").disabled = true;
    $("translate-button").disabled = true;
    $("examples").hidden = true; // an exported page holds its one sentence
    document.querySelector(
      `input[name=decoding][value=${DATA.beam === 1 ? "greedy" : "beam"}]`,
    ).checked = true;
    if (DATA.beam > 1) $("beam-size").value = String(DATA.beam);
    state.sentence = DATA.sentence;
    state.beam = DATA.beam;
  }
  modeNote();
  const wanted = INLINE ? DATA.view : location.hash.slice(1) || DATA.view;
  for (const name of Object.keys(VIEWS)) state.dirty.add(name);
  activate(VIEWS[wanted] ? wanted : state.runs.length ? "translate" : "image", false);
}

// Inline in a notebook (attnlab.notebook): one view, no header or tabs, in an iframe that
// fits it. The frame is reachable only from a same-origin parent (an iframe srcdoc).
if (INLINE) {
  document.body.classList.add("inline");
  const frame = window.frameElement;
  if (frame) {
    // a hidden frame (a notebook in a background tab) measures 0 wide: it keeps its height,
    // and fits again when shown (the page's width changes). The body's own height, not the
    // document's scrollHeight, which is never less than the frame: the frame could only grow.
    const fit = () => {
      if (window.innerWidth)
        frame.style.height = `${Math.ceil(document.body.getBoundingClientRect().height)}px`;
    };
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
  }
}
start();
