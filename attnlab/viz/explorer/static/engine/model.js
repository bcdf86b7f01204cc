// One run's two graphs (attnlab/viz/explorer/web/graphs.py) in ONNX Runtime Web. The encoder
// reads one sentence into the decoder's first state; the step advances B rows of it. Graph
// names say what each tensor is: "state:PATH" in, "next:PATH" the state tensors a step
// replaced, "cross.L.FIELD" and "decoder_self.L.weights" what attention layer L computed,
// "encoder_self.L.weights" the encoder's. Every state tensor is batch first, so a beam's
// reorder is the same row gather for each, whatever the family keeps in it.
import * as ort from "../../vendor/ort.wasm.min.mjs";

// wasmBinary: the runtime's WebAssembly, fetched and checked by the caller (files.js).
export function configureRuntime(wasmBinary) {
  ort.env.wasm.numThreads = 1; // threads need a cross-origin isolated page (COOP/COEP headers)
  ort.env.wasm.wasmBinary = wasmBinary;
  ort.env.wasm.wasmPaths = new URL("../../vendor/", import.meta.url).href;
}

const ROW_ARRAYS = { float32: Float32Array, int64: BigInt64Array, bool: Uint8Array };

// The rows `rows` of a batch-first tensor, in that order (repeats allowed).
function gatherRows(tensor, rows) {
  const [batch, ...rest] = tensor.dims;
  const size = rest.reduce((a, b) => a * b, 1);
  const data = new ROW_ARRAYS[tensor.type](rows.length * size);
  rows.forEach((row, i) => {
    if (row < 0 || row >= batch) throw new Error(`row ${row} of a batch of ${batch}`);
    data.set(tensor.data.subarray(row * size, (row + 1) * size), i * size);
  });
  return new ort.Tensor(tensor.type, data, [rows.length, ...rest]);
}

// Row `row`, head by head, of a (B, H, 1, N) record tensor: H arrays of N.
function headsOf(tensor, row) {
  const [, heads, , width] = tensor.dims;
  const start = row * heads * width;
  return Array.from({ length: heads }, (_, h) =>
    tensor.data.subarray(start + h * width, start + (h + 1) * width),
  );
}

const OPTIONS = { executionProviders: ["wasm"], graphOptimizationLevel: "all" };

export class Model {
  static async load(encoderBytes, stepBytes) {
    const model = new Model();
    model.encoder = await ort.InferenceSession.create(encoderBytes, OPTIONS);
    model.stepper = await ort.InferenceSession.create(stepBytes, OPTIONS);
    const named = (prefix, names) => names.filter((n) => n.startsWith(prefix));
    model.records = named("cross.", model.stepper.outputNames);
    model.crossWeights = model.records.filter((n) => n.endsWith(".weights"));
    model.selfWeights = named("decoder_self.", model.stepper.outputNames);
    model.updated = named("next:", model.stepper.outputNames);
    return model;
  }

  // ids: source ids (no bos/eos) -> {state, encoderSelf: per layer a (1, H, S, S) tensor}
  async encode(ids) {
    const src = new ort.Tensor("int64", BigInt64Array.from(ids, BigInt), [1, ids.length]);
    const out = await this.encoder.run({ src });
    const state = {},
      encoderSelf = [];
    for (const name of this.encoder.outputNames) {
      if (name.startsWith("state:")) state[name] = out[name];
      else encoderSelf.push(out[name]); // "encoder_self.L.weights", in layer order
    }
    return { state, encoderSelf };
  }

  reorder(state, rows) {
    return Object.fromEntries(
      Object.entries(state).map(([name, t]) => [name, gatherRows(t, rows)]),
    );
  }

  // prev: B previous tokens; layer: also every field of that cross-attention layer's record
  // (the four steps). -> {logProbs (B x V), vocab, state, maps(row), record}
  async step(prev, state, layer = null) {
    const feeds = {
      prev: new ort.Tensor("int64", BigInt64Array.from(prev, BigInt), [prev.length]),
    };
    for (const name of this.stepper.inputNames) if (name !== "prev") feeds[name] = state[name];
    const wanted =
      layer === null ? [] : this.records.filter((n) => n.startsWith(`cross.${layer}.`));
    const fetches = [
      "log_probs",
      ...this.updated,
      ...this.crossWeights,
      ...this.selfWeights,
      ...wanted,
    ];
    const out = await this.stepper.run(feeds, [...new Set(fetches)]);
    const next = { ...state };
    for (const name of this.updated) next[`state:${name.slice("next:".length)}`] = out[name];
    const logProbs = out.log_probs.data;
    const record = Object.fromEntries(wanted.map((n) => [n.split(".")[2], out[n]]));
    const cross = this.crossWeights.map((n) => out[n]),
      selves = this.selfWeights.map((n) => out[n]);
    return {
      logProbs,
      vocab: out.log_probs.dims[1],
      state: next,
      maps: (row) => ({
        cross: cross.map((tensor) => headsOf(tensor, row)),
        decoder_self: selves.map((tensor) => headsOf(tensor, row)),
      }),
      record,
    };
  }
}
