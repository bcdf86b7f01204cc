// The in-page engine (a page written by `attnlab export-web`, mode "web"): the explorer's
// API answered by the models themselves, run by ONNX Runtime Web in a Web Worker
// (engine/worker.js), so the page needs no server and stays responsive while it decodes.
// What only a server can do (attributions need gradients; captions) says so in one line.
import { DATA } from "explorer/common.js";
import { t } from "explorer/i18n.js";

let worker = null;
const pending = new Map(); // request id -> {type, resolve, reject}
let nextId = 0;

const worded = ({ code, params }) => new Error(t(`web.${code}`, params));

// The Stop button shows while the engine works on something.
function showWorking() {
  const stop = document.getElementById("stop-button");
  if (stop) stop.hidden = ![...pending.values()].some((waiting) => waiting.type !== "load");
}

function failAll(error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  showWorking();
}

function engine() {
  if (worker) return worker;
  if (typeof WebAssembly !== "object" || typeof Worker !== "function")
    throw new Error(t("web.no_wasm"));
  worker = new Worker(new URL("static/engine/worker.js", document.baseURI), { type: "module" });
  worker.onmessage = ({ data }) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    showWorking();
    if (data.error) waiting.reject(worded(data.error));
    else waiting.resolve(data.answer);
  };
  worker.onerror = (event) => {
    // a module that does not load or parse: a damaged folder
    event.preventDefault();
    worker = null;
    failAll(worded({ code: "engine_failed", params: { message: event.message || "worker" } }));
  };
  worker.postMessage({
    type: "init",
    config: { ...DATA.web, base: new URL(".", document.baseURI).href },
  });
  return worker;
}

function ask(type, body) {
  return new Promise((resolve, reject) => {
    let running;
    try {
      running = engine();
    } catch (error) {
      reject(error);
      return;
    }
    const id = nextId++;
    pending.set(id, { type, resolve, reject });
    showWorking();
    running.postMessage({ id, type, body });
  });
}

// Every request not answered yet stops at its next decoding step (its promise rejects).
export function cancelAll() {
  if (worker) for (const id of pending.keys()) worker.postMessage({ type: "cancel", id });
}
export const working = () => pending.size > 0;
// Load a run's graphs and tokenizers before the first request needs them.
export const warm = (run) => ask("load", { run }).catch(() => null);

const needsServer = (what) => Promise.reject(new Error(t(`web.needs_server_${what}`)));

export const webApi = {
  runs: async () => DATA.runs,
  // nBest > 1: also the beam's n best, as `attnlab translate --n-best` lists them
  translate: (run, sentence, beam, nBest = 1) =>
    ask("translate", { run, sentence, beam, n_best: nBest }),
  steps: (run, sentence, target_tokens, step, layer, head) =>
    ask("steps", { run, sentence, target_tokens, step, layer, head }),
  report: async (run) => DATA.reports[String(run)],
  evidence: async () => DATA.evidence || Promise.reject(new Error(t("evidence.export_lacks"))),
  explain: () => needsServer("explain"),
};
