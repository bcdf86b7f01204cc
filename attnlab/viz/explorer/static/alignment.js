// The Translate view's word alignment: the translation's words linked to the source's, as
// `attnlab translate --alignments` links them (attnlab.aligners), by the method the run's
// family chose on the dev split or another picked here. Drawn as lines between two rows of
// words; a word focused or hovered lights its links; the links also as text, i-j (Pharaoh).
import { api, state } from "explorer/api.js";
import { el, withCommands } from "explorer/common.js";
import { t } from "explorer/i18n.js";

const SVG = "http://www.w3.org/2000/svg";

export function alignmentBlock(run, current) {
  const methods = run.alignment_methods || [];
  const select = el(
    "select",
    { id: "alignment-method", "data-testid": "alignment-method" },
    methods.map((method) =>
      el("option", {
        value: method,
        selected: method === run.alignment_method,
        text:
          t(`page.align_${method}`) +
          (method === run.alignment_method ? t("page.align_chosen_on_dev") : ""),
      }),
    ),
  );
  const drawing = el("div", { class: "alignment-drawing" });
  const load = () => {
    // the word aligner learns its priors from the training pairs the first time it is asked
    const wait = select.value === "aligner" ? "page.alignment_training" : "page.alignment_loading";
    drawing.replaceChildren(el("p", { class: "empty", text: t(wait) }));
    api
      .alignment(run.id, state.sentence, state.beam, select.value)
      .then((found) => current() && drawWords(drawing, found))
      .catch((error) => drawing.replaceChildren(el("p", { class: "notice", text: error.message })));
  };
  select.addEventListener("change", load);
  load();
  return el(
    "div",
    { class: "word-alignment", "data-testid": "word-alignment" },
    el(
      "div",
      { class: "map-head" },
      el("h2", { text: t("page.alignment_title") }),
      el("label", { for: "alignment-method" }, t("page.alignment_method"), " "),
      select,
    ),
    drawing,
    el("p", { class: "meta" }, withCommands(t("page.alignment_key"))),
  );
}

function wordRow(units, kind, title) {
  return el(
    "div",
    { class: "token-row" },
    el("span", { class: "row-title", text: title }),
    el(
      "div",
      { class: "chips" },
      units.map((text, i) =>
        el("button", {
          type: "button",
          class: "chip",
          "data-testid": `aligned-${kind}`,
          "data-index": i,
          text,
        }),
      ),
    ),
  );
}

function drawWords(drawing, found) {
  const sources = wordRow(found.source_units, "source", t("page.source"));
  const targets = wordRow(found.target_units, "target", t("page.target"));
  const lines = document.createElementNS(SVG, "svg");
  lines.setAttribute("class", "alignment-lines");
  lines.setAttribute("aria-hidden", "true"); // the text below says the same
  const pairs = found.links.map(([s, j]) => `${s}-${j}`).join(" ");
  const words = found.links.map(([s, j]) => `${found.target_units[j]} ← ${found.source_units[s]}`);
  const figure = el("div", { class: "alignment-words" }, sources, lines, targets);
  drawing.replaceChildren(
    figure,
    el("p", {
      class: "meta",
      "data-testid": "alignment-links",
      text: words.length
        ? t("page.alignment_links", { links: words.join(t("report.list_separator")) })
        : t("page.alignment_none"),
    }),
    el(
      "p",
      { class: "meta" },
      withCommands(t("page.alignment_pharaoh")),
      " ",
      el("code", { text: pairs }),
    ),
  );
  const chip = (kind, i) =>
    figure.querySelector(`[data-testid=aligned-${kind}][data-index="${i}"]`);
  const draw = () => {
    const box = figure.getBoundingClientRect();
    lines.setAttribute("width", box.width);
    lines.setAttribute("height", box.height);
    lines.replaceChildren(
      ...found.links.map(([s, j]) => {
        const from = chip("source", s).getBoundingClientRect();
        const to = chip("target", j).getBoundingClientRect();
        const line = document.createElementNS(SVG, "line");
        line.setAttribute("x1", from.left + from.width / 2 - box.left);
        line.setAttribute("y1", from.bottom - box.top);
        line.setAttribute("x2", to.left + to.width / 2 - box.left);
        line.setAttribute("y2", to.top - box.top);
        line.dataset.link = `${s}-${j}`;
        return line;
      }),
    );
  };
  // a word lights its links and the words at their other ends
  const light = (kind, i) => {
    const mine = found.links.filter(([s, j]) => (kind === "source" ? s : j) === i);
    const lit = new Set(mine.map(([s, j]) => `${s}-${j}`));
    for (const line of lines.children) line.classList.toggle("lit", lit.has(line.dataset.link));
    for (const node of figure.querySelectorAll(".chip")) node.classList.remove("lit");
    for (const [s, j] of mine) {
      chip("source", s).classList.add("lit");
      chip("target", j).classList.add("lit");
    }
  };
  for (const kind of ["source", "target"]) {
    for (const node of figure.querySelectorAll(`[data-testid=aligned-${kind}]`)) {
      const i = Number(node.dataset.index);
      node.addEventListener("mouseenter", () => light(kind, i));
      node.addEventListener("focus", () => light(kind, i));
    }
  }
  new ResizeObserver(draw).observe(figure); // once laid out, and again when it reflows
}
