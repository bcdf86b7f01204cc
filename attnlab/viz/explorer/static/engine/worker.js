// The in-page engine, in a module Web Worker (the page stays responsive while it decodes):
// the explorer's translate and four-steps requests answered by the runs' ONNX graphs, with
// the server's checks, limits and answers (attnlab/viz/explorer/session.py).
//
// page -> worker: {type: "init", config} once,
//                 then {id, type: "load" | "translate" | "steps", body}
//                 and {type: "cancel", id} (the request's answer is no longer wanted)
// worker -> page: {id, answer} or {id, error: {code, params}}; codes are worded by the page
//                 (locales: web.CODE)
import { FileError, fetchChecked } from "./files.js";
import {
  chapterComparison,
  isChapterSentence,
  isLectureSentence,
  lectureAlignment,
} from "./lesson.js";
import { configureRuntime, Model } from "./model.js";
import { headRows, inputWarnings, meanLastLayer, stepsView, translationView } from "./answers.js";
import { Cancelled, lengthNormalizer, search } from "./search.js";
import { loadTokenizer } from "./tokenize.js";

const EOS_PIECE = "</s>";
let config = null; // the page's data.web (site.py): folder, runs, runtime, limits, lesson
let runtime = null; // a Promise, once
const loaded = new Map(); // run id -> Promise of {model, src, tgt, pieceIds}
const cancelled = new Set(); // request ids
let queue = Promise.resolve(); // one request at a time: a session runs one call at a time
let lastSteps = null; // {key, four}: the teacher-forced numbers every step of a view reads

class RequestError extends Error {
  constructor(code, params = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
}

function loadRuntime() {
  runtime ??= fetchChecked(config.base, config.runtime.file, config.runtime.sha256).then(
    configureRuntime,
  );
  return runtime;
}

function loadRun(id) {
  if (!loaded.has(id)) {
    const promise = (async () => {
      const run = config.runs[id];
      if (run.unavailable) throw new RequestError("family", { family: run.family });
      const get = (name) => fetchChecked(config.base, run.folder + name, run.files[name]);
      const [, encoder, step, src, tgt] = await Promise.all(
        // the runtime and the files at once
        [loadRuntime(), ...["encoder.onnx", "step.onnx", "src.model", "tgt.model"].map(get)],
      );
      const source = await loadTokenizer(src, run.tokenizers.src.normalizer);
      const target = await loadTokenizer(tgt, run.tokenizers.tgt.normalizer);
      const pieceIds = new Map();
      for (let i = 0; i < target.vocabSize; i++) pieceIds.set(target.pieces([i])[0], i);
      return { run, model: await Model.load(encoder, step), source, target, pieceIds };
    })();
    promise.catch(() => loaded.delete(id)); // a failed load is tried again next time
    loaded.set(id, promise);
  }
  return loaded.get(id);
}

// ---- the server's checks (session.py), with its limits -------------------------------
const isBlank = (text) => /^[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}]*$/u.test(text);

function checkRun(id) {
  if (!Number.isInteger(id) || !config.runs[id])
    throw new RequestError("unknown_run", { run: String(id) });
  return id;
}

function sourceIds(entry, sentence) {
  const { max_characters: maxCharacters, max_source_tokens: maxTokens } = config.limits;
  if (typeof sentence !== "string" || isBlank(sentence)) throw new RequestError("empty");
  const characters = [...sentence].length;
  if (characters > maxCharacters)
    throw new RequestError("too_many_characters", { characters, max: maxCharacters });
  const ids = entry.source.encode(sentence);
  if (ids.length > maxTokens)
    throw new RequestError("too_many_tokens", { tokens: ids.length, max: maxTokens });
  if (!ids.length) throw new RequestError("no_tokens");
  return ids;
}

function checkBeam(entry, beam) {
  if (beam === null || beam === undefined) return entry.run.decode.beam_size;
  if (!Number.isInteger(beam) || beam < 1 || beam > config.limits.max_beam) {
    throw new RequestError("beam", { max: config.limits.max_beam });
  }
  return beam;
}

function inRange(name, value, size) {
  if (!Number.isInteger(value) || value < 0 || value >= size)
    throw new RequestError("range", { name, max: size - 1 });
  return value;
}

// ---- the requests --------------------------------------------------------------------
async function translate(id, { run, sentence, beam, n_best: nBest = 1 }) {
  const entry = await loadRun(checkRun(run));
  const ids = sourceIds(entry, sentence);
  const size = checkBeam(entry, beam);
  const decode = entry.run.decode;
  const settings = {
    beam: size,
    nBest,
    lengthPenalty: decode.length_penalty,
    beamRule: decode.beam_rule,
    maxLenRatio: decode.max_len_ratio,
    maxLenOffset: decode.max_len_offset,
    bos: entry.run.special.bos,
    eos: entry.run.special.eos,
  };
  const encoded = await entry.model.encode(ids);
  const found = await search(entry.model, encoded, ids.length, settings, () => stillWanted(id));
  const sourceTokens = entry.source.pieces(ids);
  const written = found.map((hypothesis) => ({
    hypothesis,
    target: entry.target.decode(hypothesis.tokens),
    targetTokens: [
      ...entry.target.pieces(hypothesis.tokens),
      ...(hypothesis.ended ? [EOS_PIECE] : []),
    ],
  }));
  const best = written[0];
  const view = translationView(best.hypothesis, {
    run,
    sentence,
    beam: size,
    sourceTokens,
    target: best.target,
    targetTokens: best.targetTokens,
    encoderSelf: encoded.encoderSelf,
  });
  view.warnings = inputWarnings(sentence, entry.run.tokenizers.src.lang, entry.run.scripts);
  if (isLectureSentence(config.lesson, sentence) && view.attention.cross.length) {
    view.lecture = lectureAlignment(
      config.lesson,
      sourceTokens,
      best.targetTokens,
      meanLastLayer(best.hypothesis),
    );
  }
  if (nBest > 1) {
    view.n_best = written.map(({ hypothesis, target, targetTokens }) => ({
      target,
      target_tokens: targetTokens,
      log_prob: hypothesis.logProb,
      score:
        hypothesis.logProb /
        lengthNormalizer(
          hypothesis.tokens.length + (hypothesis.ended ? 1 : 0),
          decode.length_penalty,
          decode.beam_rule,
        ),
    }));
  }
  return view;
}

// One head's row of a per-step record tensor, (1, H, 1, N) or (1, H, 1): N numbers.
function headRow(tensor, head) {
  const size = tensor.dims.slice(2).reduce((a, b) => a * b, 1);
  return tensor.data.subarray(head * size, (head + 1) * size);
}

// Teacher-force tgtIn through the graphs, keeping cross-attention `layer`'s record, one head.
async function fourSteps(id, entry, ids, tgtIn, layer, head) {
  let { state } = await entry.model.encode(ids);
  const steps = [];
  let values = null,
    keys = null;
  for (const prev of tgtIn) {
    const out = await entry.model.step([prev], state, layer);
    const record = out.record;
    const at = {};
    for (const field of ["context", "query", "scores", "weights", "centers"]) {
      if (record[field]) at[field] = headRow(record[field], head);
    }
    steps.push(at);
    if (record.value) values = headRows(record.value, head);
    if (record.key) keys = headRows(record.key, head);
    state = out.state;
    await stillWanted(id);
  }
  const words = entry.run.words[`${layer}|${head}`];
  return {
    family: entry.run.family,
    layer,
    head,
    steps,
    values,
    keys,
    halfWidth: entry.run.cross[layer].half_width,
    names: words.names,
    notes: words.notes,
    formulaKeys: entry.run.formula_keys,
  };
}

async function steps(id, { run, sentence, target_tokens: tokens, step, layer, head }) {
  const entry = await loadRun(checkRun(run));
  const ids = sourceIds(entry, sentence);
  const limit = 2 * config.limits.max_source_tokens + 100;
  if (!Array.isArray(tokens) || !tokens.length || !tokens.every((x) => typeof x === "string")) {
    throw new RequestError("target_tokens");
  }
  if (tokens.length > limit) throw new RequestError("too_many_target_tokens", { max: limit });
  const chosenStep = inRange("step", step, tokens.length);
  const described = entry.run.describe;
  const chosenLayer =
    layer === null || layer === undefined
      ? entry.run.cross.length - 1
      : inRange("layer", layer, Math.max(described.num_layers, 1));
  const chosenHead =
    head === null || head === undefined
      ? 0
      : inRange("head", head, Math.max(described.num_heads, 1));
  const targetIds = tokens.map((piece) => {
    if (piece === EOS_PIECE) return entry.run.special.eos;
    if (!entry.pieceIds.has(piece)) throw new RequestError("not_a_token", { piece });
    return entry.pieceIds.get(piece);
  });
  const key = JSON.stringify([run, sentence, tokens, chosenLayer, chosenHead]);
  if (!lastSteps || lastSteps.key !== key) {
    const tgtIn = [entry.run.special.bos, ...targetIds.slice(0, -1)];
    lastSteps = { key, four: await fourSteps(id, entry, ids, tgtIn, chosenLayer, chosenHead) };
  }
  const four = lastSteps.four;
  const sourceTokens = entry.source.pieces(ids);
  const view = stepsView(four, chosenStep, sourceTokens, tokens);
  Object.assign(view, { run, num_layers: described.num_layers, num_heads: described.num_heads });
  if (isChapterSentence(config.lesson, sentence) && four.steps[0].weights !== undefined) {
    const weights = four.steps.map((at) => Array.from(at.weights));
    view.chapter = chapterComparison(config.lesson, sourceTokens, tokens, weights);
  }
  return view;
}

// One turn of the event loop, so that a "cancel" message can come in: a message on a channel
// of its own (setTimeout(0) would wait 4 ms from its fifth nesting on: most of a translation).
const turns = new MessageChannel();
const nextTurn = () =>
  new Promise((resolve) => {
    turns.port1.onmessage = resolve;
    turns.port2.postMessage(null);
  });

// Awaited between decoding steps: a cancelled request stops there.
async function stillWanted(id) {
  await nextTurn();
  if (cancelled.has(id)) throw new Cancelled();
}

async function load(id, { run }) {
  await loadRun(checkRun(run));
  return {};
}

const HANDLERS = { load, translate, steps };

function errorOf(error) {
  if (error instanceof RequestError || error instanceof FileError)
    return { code: error.code, params: error.params };
  if (error instanceof Cancelled) return { code: "cancelled", params: {} };
  return {
    code: "engine_failed",
    params: { message: String(error && error.message ? error.message : error) },
  };
}

self.onmessage = ({ data }) => {
  if (data.type === "init") {
    config = data.config;
    return;
  }
  if (data.type === "cancel") {
    cancelled.add(data.id);
    return;
  }
  const handler = HANDLERS[data.type];
  queue = queue.then(async () => {
    try {
      if (!handler) throw new Error(`no request ${data.type}`);
      if (cancelled.has(data.id)) throw new Cancelled();
      self.postMessage({ id: data.id, answer: await handler(data.id, data.body) });
    } catch (error) {
      self.postMessage({ id: data.id, error: errorOf(error) });
    } finally {
      cancelled.delete(data.id);
    }
  });
};
