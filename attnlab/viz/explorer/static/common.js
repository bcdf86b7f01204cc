// Shared by every part of the page: its data, colours, DOM helpers and the tooltip.
export const DATA = JSON.parse(document.getElementById("attnlab-data").textContent);
export const STATIC = DATA.mode === "static"; // attnlab export: one sentence's answers embedded
export const WEB = DATA.mode === "web"; // attnlab export-web: the models run in the page
export const SERVER = DATA.mode === "server"; // attnlab explore: everything, gradients too
export const INLINE = STATIC && DATA.inline === true; // one view in a notebook cell (main.js)
export const $ = (id) => document.getElementById(id);

// ---- colours ------------------------------------------------------------------------
// viridis at 17 evenly spaced points (matplotlib), interpolated linearly
const VIRIDIS = [
  "#440154",
  "#48186a",
  "#472d7b",
  "#424086",
  "#3b528b",
  "#33638d",
  "#2c728e",
  "#26828e",
  "#21918c",
  "#1fa088",
  "#28ae80",
  "#3fbc73",
  "#5ec962",
  "#84d44b",
  "#addc30",
  "#d8e219",
  "#fde725",
].map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
function mix(a, b, t) {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t));
}
function viridisRgb(x) {
  const v = Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(v));
  return mix(VIRIDIS[i], VIRIDIS[i + 1], v - i);
}
const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;
export const viridis = (x) => rgb(viridisRgb(x));
export const inkOn = (x) => (x > 0.6 ? "#000" : "#fff"); // readable text on a viridis background
// purple - white - orange (PuOr ends): readable for the common colour-vision deficiencies
const NEG = [94, 60, 153],
  MID = [247, 247, 247],
  POS = [230, 97, 1];
export function diverging(x) {
  const t = Math.max(-1, Math.min(1, x || 0));
  return rgb(t < 0 ? mix(MID, NEG, -t) : mix(MID, POS, t));
}
export const divergingInk = (x) => (Math.abs(x) > 0.6 ? "#fff" : "#000");

// ---- small helpers ------------------------------------------------------------------
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "style") node.style.cssText = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}
export function fmt(x, digits) {
  if (!Number.isFinite(x)) return "–";
  const text = x.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text; // no "-0.000"
}
export const shortLabel = (s, n) => (s.length > n ? s.slice(0, n - 1) + "…" : s);
// A string of the locale files with its `commands` and `paths` set as code
export const withCommands = (text) =>
  String(text)
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 ? el("code", { text: part }) : part))
    .filter((part) => part !== "");
export const FONT =
  getComputedStyle(document.documentElement).getPropertyValue("--font").trim() || "sans-serif";

export function setStatus(message, isError) {
  const status = $("status");
  status.textContent = message || "";
  status.classList.toggle("error", !!isError);
}

export async function fontsFor(text) {
  // Canvas text only uses a web font once it is loaded: ask for the glyphs first.
  if (!document.fonts || !text) return;
  try {
    await document.fonts.load(`13px ${FONT}`, text);
  } catch {
    /* drawing with fallback glyphs is still better than not drawing */
  }
}

// ---- tooltip ----------------------------------------------------------------------------
const tooltip = $("tooltip");
export function showTooltip(content, x, y) {
  tooltip.replaceChildren(...content);
  tooltip.hidden = false;
  const box = tooltip.getBoundingClientRect();
  const left = Math.min(window.innerWidth - box.width - 8, x + 14);
  const top = y + 16 + box.height > window.innerHeight ? y - box.height - 10 : y + 16;
  tooltip.style.left = `${Math.max(4, left)}px`;
  tooltip.style.top = `${Math.max(4, top)}px`;
}
export function hideTooltip() {
  tooltip.hidden = true;
}

export function fillSelect(select, options, keep) {
  const previous = keep ? select.value : null;
  select.replaceChildren(...options.map(([value, label]) => el("option", { value, text: label })));
  if (previous !== null && options.some(([v]) => String(v) === previous)) select.value = previous;
}
