// The JSON API, the in-page engine (engine.js) or the answers embedded in an exported page;
// translations cached by key.
import { $, DATA, STATIC, WEB } from "explorer/common.js";
import { webApi } from "explorer/engine.js";
import { t } from "explorer/i18n.js";

// ---- the API, the in-page engine, or the answers embedded in an exported page --------
async function request(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch {
    throw new Error(t("page.server_gone"));
  }
  const data = await response.json().catch(() => null); // a proxy's HTML error page, say
  if (!response.ok) throw new Error((data && data.error) || `HTTP ${response.status}`);
  return data;
}
function embedded(table, key, what) {
  const found = DATA[table] && DATA[table][key];
  if (found === undefined) {
    throw new Error(t("page.export_lacks", { what: what() }));
  }
  return found;
}
export const api = WEB
  ? webApi
  : STATIC
    ? {
        runs: async () => DATA.runs,
        translate: async (run, sentence, beam) =>
          embedded("translations", `${run}|${beam}`, () => t("page.export_lacks_beam", { beam })),
        steps: async (run, sentence, tokens, step, layer, head) =>
          embedded("steps", `${run}|${layer}|${head}|${step}`, () =>
            t("page.export_lacks_head", { layer: layer + 1, head: head + 1 }),
          ),
        report: async (run) =>
          embedded("reports", String(run), () => t("page.export_lacks_report")),
        evidence: async () =>
          DATA.evidence || Promise.reject(new Error(t("evidence.export_lacks"))),
        explain: async (run, sentence, beam) => {
          const found = DATA.explanations && DATA.explanations[`${run}|${beam}`];
          if (found === undefined) throw new Error(t("explain.export_lacks"));
          return found;
        },
        // where the page was written with them (a notebook's show): how sure each run is
        ...(DATA.confidences && {
          confidence: async (run, sentence, beam) =>
            embedded("confidences", `${run}|${beam}`, () => t("page.export_lacks_beam", { beam })),
        }),
      }
    : {
        runs: () => request("GET", "/api/runs"),
        translate: (run, sentence, beam) =>
          request("POST", "/api/translate", { run, sentence, beam }),
        steps: (run, sentence, target_tokens, step, layer, head) =>
          request("POST", "/api/steps", { run, sentence, target_tokens, step, layer, head }),
        report: (run) => request("GET", `/api/report?run=${encodeURIComponent(run)}`),
        evidence: () => request("GET", "/api/evidence"),
        explain: (run, sentence, beam) => request("POST", "/api/explain", { run, sentence, beam }),
        // gradients, the word aligner and captions: only a server computes them, so their
        // views ask only there
        confidence: (run, sentence, beam) =>
          request("POST", "/api/confidence", { run, sentence, beam }),
        alignment: (run, sentence, beam, method) =>
          request("POST", "/api/alignment", { run, sentence, beam, method }),
        contrast: (run, sentence, beam, step, alternative) =>
          request("POST", "/api/contrast", { run, sentence, beam, step, alternative }),
        intervene: (run, sentence, beam, intervention) =>
          request("POST", "/api/intervene", { run, sentence, beam, intervention }),
        captioners: () => request("GET", "/api/captioners"),
        // a run's training history: read from its folder, which only the server has
        history: (run) => request("GET", `/api/history?run=${encodeURIComponent(run)}`),
        historyAttention: (run, step, probe) =>
          request("GET", `/api/history/attention?${new URLSearchParams({ run, step, probe })}`),
        // picture: { scene } (a test scene's index) or { image } (a data: URL)
        caption: (captioner, picture) => request("POST", "/api/caption", { captioner, ...picture }),
      };

// ---- shared state ---------------------------------------------------------------------
export const state = {
  runs: [],
  sentence: "",
  beam: 1,
  translations: new Map(), // "run|beam|sentence" -> Promise of a translation
  steps: new Map(),
  active: "translate",
  dirty: new Set(),
};
export const runById = (id) => state.runs.find((r) => r.id === Number(id));

export function translation(runId) {
  const key = `${runId}|${state.beam}|${state.sentence}`;
  if (!state.translations.has(key)) {
    const promise = api.translate(Number(runId), state.sentence, state.beam);
    promise.catch(() => state.translations.delete(key));
    state.translations.set(key, promise);
  }
  return state.translations.get(key);
}

// What a view asked for, checked when the answer arrives: a reply that comes after the
// run, sentence or decoding has changed is dropped (the view is drawn again for the new one).
export function selection(selectId) {
  const asked = { run: $(selectId).value, sentence: state.sentence, beam: state.beam };
  return () =>
    $(selectId).value === asked.run &&
    state.sentence === asked.sentence &&
    state.beam === asked.beam;
}
