// Formulas typeset with KaTeX. In a string of the locale files each \( ... \) is a formula (TeX),
// the rest is text: math(text) gives the nodes to put in an element. "katex" is the vendored
// module the page's import map names (page.py); a page that shows no formula (a notebook's
// inline view) maps it to null, and a formula is then written as its TeX.
import katex from "katex";

const FORMULA = /\\\((.+?)\\\)/s; // split() keeps the group: every odd part is a formula's TeX

function typeset(tex) {
  const span = document.createElement("span");
  span.className = "math";
  if (!katex) {
    span.textContent = tex;
    return span;
  }
  // a formula KaTeX cannot read is shown as its source in red (.katex-error), never thrown
  katex.render(tex, span, { throwOnError: false, strict: "ignore", output: "htmlAndMathml" });
  return span;
}

export function math(text) {
  const parts = String(text).split(FORMULA);
  return parts.map((part, i) => (i % 2 ? typeset(part) : part)).filter((part) => part !== "");
}

// The same text for an attribute (a title, an aria-label): formulas as their TeX, undelimited.
export const mathText = (text) => String(text).split(FORMULA).join("");
