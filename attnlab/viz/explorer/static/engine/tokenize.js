// attnlab's SubwordTokenizer in the browser: a sentencepiece .model (the emscripten build,
// vendored) and, for a Chinese side folded to Simplified, OpenCC t2s exactly as
// attnlab.data.chinese.to_simplified applies it. Runs in a page and in a module Web Worker.
//
// The vendored modules are found next to this file's folder: DIR/static/engine/tokenize.js imports
// DIR/vendor/sentencepiece.mjs and DIR/vendor/opencc-t2s.mjs (resolved against
// import.meta.url, loaded on first use), so the page's folder keeps static/ and vendor/ side
// by side.

const PAD_ID = 0;
const UNK_ID = 1;
const BOS_ID = 2;
const EOS_ID = 3;
const SIMPLIFIED = "zh-hans"; // attnlab.data.chinese.SIMPLIFIED
const NORMALIZERS = [null, SIMPLIFIED];

const vendored = (file) => new URL(`../../vendor/${file}`, import.meta.url).href;
let sentencepieceModule = null;
let simplifier = null;

// ---- the .model file: piece strings and types (the wasm build exposes no IdToPiece) ----

// sentencepiece_model.proto: ModelProto.pieces = 1 (repeated), SentencePiece.piece = 1,
// SentencePiece.type = 3 (1 normal, 2 unknown, 3 control, 4 user defined, 5 unused, 6 byte).
const UNKNOWN = 2;
const CONTROL = 3;

function readVarint(bytes, at) {
  let value = 0;
  let scale = 1;
  for (;;) {
    if (at.pos >= bytes.length) throw new Error("truncated sentencepiece model");
    const byte = bytes[at.pos++];
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return value;
    scale *= 128;
  }
}

// Calls visit(field, wireType, value) for each field of the message in bytes[start, end):
// value is a number for varints, [from, to) offsets for length-delimited fields.
function readFields(bytes, start, end, visit) {
  const at = { pos: start };
  while (at.pos < end) {
    const key = readVarint(bytes, at);
    const field = Math.floor(key / 8);
    const wireType = key % 8;
    if (wireType === 0) visit(field, wireType, readVarint(bytes, at));
    else if (wireType === 1) at.pos += 8;
    else if (wireType === 5) at.pos += 4;
    else if (wireType === 2) {
      const length = readVarint(bytes, at);
      visit(field, wireType, [at.pos, at.pos + length]);
      at.pos += length;
    } else throw new Error(`unreadable sentencepiece model (wire type ${wireType})`);
  }
  if (at.pos !== end) throw new Error("truncated sentencepiece model");
}

function readPieces(bytes) {
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const pieces = [];
  const types = [];
  readFields(bytes, 0, bytes.length, (field, wireType, span) => {
    if (field !== 1 || wireType !== 2) return;
    let piece = "";
    let type = 1; // NORMAL, the proto's default
    readFields(bytes, span[0], span[1], (inner, innerType, value) => {
      if (inner === 1 && innerType === 2) piece = utf8.decode(bytes.subarray(value[0], value[1]));
      if (inner === 3 && innerType === 0) type = value;
    });
    pieces.push(piece);
    types.push(type);
  });
  return { pieces, types };
}

// ---- OpenCC t2s, as opencc-python-reimplemented runs it ----

// The longest dictionary key in codePoints (the leftmost of equal length), as Python's
// OpenCC._findMatch: [start, length, value], or null. Lengths count code points.
function findMatch(codePoints, dictionary, hint) {
  let length = Math.min(codePoints.length, dictionary.maxLength);
  if (hint) length = Math.min(length, hint);
  for (; length >= dictionary.minLength; length--) {
    for (let start = 0; start + length <= codePoints.length; start++) {
      const key = codePoints.slice(start, start + length).join("");
      const value = dictionary.entries.get(key);
      if (value !== undefined) return [start, length, value];
    }
  }
  return null;
}

// One group of dictionaries over one stretch of text (Python's StringTree.create_parse_tree):
// each dictionary in turn replaces its longest matches in what no earlier one matched.
function convertGroup(text, group) {
  let segments = [{ codePoints: Array.from(text), done: false }];
  for (const dictionary of group) {
    const next = [];
    for (const segment of segments) {
      if (segment.done) {
        next.push(segment);
        continue;
      }
      // in order: the part left of a match, the match, the part right of it
      const stack = [{ codePoints: segment.codePoints, hint: null }];
      while (stack.length) {
        const item = stack.pop();
        if (item.done) {
          next.push(item);
          continue;
        }
        const match = findMatch(item.codePoints, dictionary, item.hint);
        if (!match) {
          next.push({ codePoints: item.codePoints, done: false });
          continue;
        }
        const [start, length, value] = match;
        const right = item.codePoints.slice(start + length);
        const left = item.codePoints.slice(0, start);
        if (right.length) stack.push({ codePoints: right, hint: length });
        stack.push({ text: value, done: true });
        if (left.length) stack.push({ codePoints: left, hint: length });
      }
    }
    segments = next;
  }
  return segments
    .map((segment) => (segment.done ? segment.text : segment.codePoints.join("")))
    .join("");
}

// Python splits the text at sentence separators (whitespace, ，。「」 ...) and converts the
// pieces between them; no dictionary key holds a separator, but the split is kept to stay
// the same computation.
function makeSimplifier({ separators, chain }) {
  const groups = chain.map((group) =>
    group.map((dictionary) => ({
      ...dictionary,
      entries: new Map(Object.entries(dictionary.entries)),
    })),
  );
  return (text) =>
    String(text)
      .split(separators) // separators (the odd items) pass through unchanged
      .map((part, index) => (index % 2 ? part : groups.reduce(convertGroup, part)))
      .join("");
}

// A function text -> text that equals attnlab.data.chinese.to_simplified (OpenCC t2s).
export async function loadSimplifier() {
  simplifier ??= import(vendored("opencc-t2s.mjs")).then(makeSimplifier);
  return simplifier;
}

// ---- the tokenizer ----

// modelBytes: a Uint8Array (or ArrayBuffer) of a sentencepiece .model file; normalizer: null
// or "zh-hans" (the tokenizer's NAME.json says which). The methods mirror
// attnlab.data.tokenizer.SubwordTokenizer; ids in are any iterable of integers (numbers or
// BigInts, as an int64 tensor's data), ids out are numbers.
export async function loadTokenizer(modelBytes, normalizer = null) {
  if (!NORMALIZERS.includes(normalizer)) {
    throw new Error(
      `unknown normalizer ${JSON.stringify(normalizer)}; expected null or "${SIMPLIFIED}"`,
    );
  }
  const bytes = modelBytes instanceof Uint8Array ? modelBytes : new Uint8Array(modelBytes);
  const { pieces: vocabulary, types } = readPieces(bytes);
  const expected = [CONTROL, UNKNOWN, CONTROL, CONTROL]; // pad, unk, bos, eos
  if (!expected.every((type, id) => types[id] === type)) {
    throw new Error("tokenizer's special ids are not pad 0, unk 1, bos 2, eos 3");
  }
  sentencepieceModule ??= import(vendored("sentencepiece.mjs"));
  const { SentencePieceProcessor } = await sentencepieceModule;
  const processor = new SentencePieceProcessor();
  await processor.load(bytes); // the vendored build's fs stand-in takes the bytes themselves
  const fold = normalizer === SIMPLIFIED ? await loadSimplifier() : (text) => text;
  const checkId = (id) => {
    if (!Number.isInteger(id) || id < 0 || id >= vocabulary.length) {
      throw new RangeError(`piece id ${id} is out of range (vocabulary of ${vocabulary.length})`);
    }
    return id;
  };

  return {
    vocabSize: vocabulary.length,
    padId: PAD_ID,
    unkId: UNK_ID,
    bosId: BOS_ID,
    eosId: EOS_ID,
    // the normalization the training text had (Traditional -> Simplified for "zh-hans")
    normalize: (text) => fold(String(text)),
    // subword ids without bos/eos
    encode: (text) => processor.encodeIds(fold(String(text))),
    // id -> piece string ("▁dog", "<0xE4>", "<unk>")
    pieces: (ids) => Array.from(ids, (id) => vocabulary[checkId(Number(id))]),
    // detokenized text: pad and bos skipped, stops at the first eos
    decode(ids) {
      const kept = [];
      for (const value of ids) {
        const id = checkId(Number(value));
        if (id === EOS_ID) break;
        if (id !== PAD_ID && id !== BOS_ID) kept.push(id);
      }
      return processor.decodeIds(kept);
    },
  };
}
