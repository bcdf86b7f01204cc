// The JSON API, or the answers embedded in an exported page; translations cached by key.
import { DATA, STATIC } from "explorer/common.js";

// ---- the API, or the answers embedded in an exported page -----------------------------
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
    throw new Error("the explorer server does not answer (is `attnlab explore` still running?)");
  }
  const data = await response.json().catch(() => null); // a proxy's HTML error page, say
  if (!response.ok) throw new Error((data && data.error) || `HTTP ${response.status}`);
  return data;
}
function embedded(table, key, what) {
  const found = DATA[table] && DATA[table][key];
  if (found === undefined) {
    throw new Error(`this exported page does not hold ${what}; run \`attnlab explore\` for it`);
  }
  return found;
}
export const api = STATIC
  ? {
      runs: async () => DATA.runs,
      translate: async (run, sentence, beam) =>
        embedded("translations", `${run}|${beam}`, `a translation with beam ${beam}`),
      steps: async (run, sentence, tokens, step, layer, head) =>
        embedded("steps", `${run}|${layer}|${head}|${step}`, `layer ${layer}, head ${head}`),
      report: async (run) => embedded("reports", String(run), "this run's report"),
    }
  : {
      runs: () => request("GET", "/api/runs"),
      translate: (run, sentence, beam) => request("POST", "/api/translate", { run, sentence, beam }),
      steps: (run, sentence, target_tokens, step, layer, head) =>
        request("POST", "/api/steps", { run, sentence, target_tokens, step, layer, head }),
      report: (run) => request("GET", `/api/report?run=${encodeURIComponent(run)}`),
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

