// The page's strings: t(key, params) in the current language (tables from attnlab/locales,
// carried in the page's data). The language is the page's own (DATA.language: a notebook's
// inline view), else the one remembered in localStorage, else the browser's.
import { DATA } from "explorer/common.js";

const TABLES = DATA.locales;
const FALLBACK = "en";
const STORAGE_KEY = "attnlab.language";
export const LANGUAGES = Object.keys(TABLES);

function stored() {
  try {
    return localStorage.getItem(STORAGE_KEY); // throws where storage is off
  } catch {
    return null;
  }
}
function fromBrowser() {
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const code = tag.toLowerCase().split("-")[0];
    if (TABLES[code]) return code;
  }
  return FALLBACK;
}
export let language = TABLES[DATA.language]
  ? DATA.language
  : TABLES[stored()]
    ? stored()
    : fromBrowser();

// {name} placeholders are filled from params; other braces (formulas: s_{t−1}) stay as written.
export function t(key, params) {
  const text = TABLES[language][key] ?? TABLES[FALLBACK][key];
  if (text === undefined) {
    console.error(`attnlab: no string "${key}"`);
    return key;
  }
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) =>
    params && params[name] !== undefined ? String(params[name]) : whole,
  );
}

export const hasString = (key) => key in TABLES[FALLBACK];

// A run's family in the page's language: a built-in family's title (its title_key) and each
// term of its summary from family.json ("GRU 384, additive": a number in a term is {n}); a
// family without them (a plugin's) in the English it brings.
export const familyTitle = (run) => (run.title_key ? t(run.title_key) : run.display_name);

export function runDescription(run) {
  const terms = (run.summary ? run.summary.split(", ") : []).map((term) => {
    const key = `family.term.${term.replace(/\d+/, "{n}")}`;
    return hasString(key) ? t(key, { n: term.match(/\d+/)?.[0] }) : term;
  });
  if (!terms.length) return familyTitle(run);
  return t("family.description", {
    title: familyTitle(run),
    summary: terms.join(t("family.term_separator")),
  });
}

// Static markup names its strings: data-i18n="key" sets the text, data-i18n-ATTR="key" an
// attribute (data-i18n-placeholder, data-i18n-aria-label, data-i18n-title).
export function translateStatic(root) {
  document.documentElement.lang = t("page.html_lang");
  for (const node of (root || document).querySelectorAll("*")) {
    for (const { name, value } of [...node.attributes]) {
      if (name === "data-i18n") node.textContent = t(value);
      else if (name.startsWith("data-i18n-")) node.setAttribute(name.slice(10), t(value));
    }
  }
}

const listeners = [];
export function onLanguageChange(listener) {
  listeners.push(listener);
}
export function setLanguage(next) {
  if (!TABLES[next] || next === language) return;
  language = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    /* not remembered: the page still switches */
  }
  translateStatic();
  listeners.forEach((listener) => listener(next));
}
export const languageName = (code) => TABLES[code]["page.language_name"];
