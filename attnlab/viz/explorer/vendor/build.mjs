// Regenerates this folder (the third-party files the in-browser translator fetches) from
// node_modules, after `npm ci` (`make web-vendor` runs both), and the t2s tables from the
// Python package opencc-python-reimplemented ($PYTHON, default .venv/bin/python):
//   PYTHON=.venv/bin/python node attnlab/viz/explorer/vendor/build.mjs
// Byte-identical on every run: files are copied or bundled without timestamps or paths.
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..", "..", "..");
const MODULES = join(ROOT, "node_modules");
const KEPT = new Set(["build.mjs"]); // everything else here is written by this script

const PINNED = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).dependencies;

function installed(name) {
  const found = JSON.parse(readFileSync(join(MODULES, name, "package.json"), "utf8")).version;
  if (found !== PINNED[name]) {
    throw new Error(
      `node_modules has ${name} ${found}, package.json pins ${PINNED[name]}: run npm ci`,
    );
  }
  return found;
}

// onnxruntime-web ships no LICENSE file: this is microsoft/onnxruntime's LICENSE (MIT).
const ONNXRUNTIME_LICENSE = `MIT License

Copyright (c) 2018 - present Microsoft Corporation

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

// ONNX Runtime Web, wasm only: the ES module entry and the two files it fetches.
function onnxruntime() {
  const version = installed("onnxruntime-web");
  const dist = join(MODULES, "onnxruntime-web", "dist");
  const files = ["ort.wasm.min.mjs", "ort-wasm-simd-threaded.mjs", "ort-wasm-simd-threaded.wasm"];
  for (const file of files) copyFileSync(join(dist, file), join(HERE, file));
  writeFileSync(join(HERE, "LICENSE.onnxruntime-web"), ONNXRUNTIME_LICENSE);
  return { package: `onnxruntime-web ${version}`, files: [...files, "LICENSE.onnxruntime-web"] };
}

// The rollup build of @agnai/sentencepiece-js is CommonJS for node: it reads the .model with
// fs.readFileSync(path) and finds its own URL through require("url") and __filename. In the
// bundle, fs.readFileSync hands back the bytes it is given (load(bytes) instead of a path), and
// the URL is "": it only serves to find a wasm file, and the wasm stays inlined (base64), as
// the package ships it. (import.meta.url would make esbuild read the file as an ES module.)
const SCRIPT_URL =
  "(typeof document === 'undefined' ? new (require('u' + 'rl').URL)('file:' + __filename).href" +
  " : (document.currentScript && document.currentScript.src || new URL('index.js', " +
  "document.baseURI).href))";

const nodeStandIns = {
  name: "node-stand-ins",
  setup(build) {
    build.onResolve({ filter: /^(fs|module)$/ }, (args) => ({
      path: args.path,
      namespace: "stand-in",
    }));
    build.onLoad({ filter: /.*/, namespace: "stand-in" }, (args) => ({
      contents:
        args.path === "fs"
          ? "export function readFileSync(bytes) {\n" +
            "  if (bytes instanceof Uint8Array) return bytes;\n" +
            '  throw new TypeError("no file system here: pass the model bytes (a Uint8Array)");\n' +
            "}\n"
          : "export {};\n", // require("module"): only on emscripten's node path
      loader: "js",
    }));
    build.onLoad({ filter: /sentencepiece-js[\\/]dist[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const patched = source.split(SCRIPT_URL).join('""');
      const count = source.split(SCRIPT_URL).length - 1;
      if (count !== 3)
        throw new Error(`expected 3 script-URL expressions in ${args.path}, found ${count}`);
      return { contents: patched, loader: "js" };
    });
  },
};

async function sentencepiece() {
  const name = "@agnai/sentencepiece-js";
  const version = installed(name);
  await esbuild.build({
    stdin: {
      contents: `export { SentencePieceProcessor } from "${name}";\n`,
      resolveDir: ROOT,
      sourcefile: "sentencepiece-entry.js",
    },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    plugins: [nodeStandIns],
    banner: { js: `// ${name} ${version} (Apache-2.0), bundled by build.mjs for the browser.` },
    legalComments: "inline",
    preserveSymlinks: true, // paths as under the root, even where node_modules is a link
    logLevel: "warning",
    outfile: join(HERE, "sentencepiece.mjs"),
  });
  copyFileSync(join(MODULES, name, "LICENSE"), join(HERE, "LICENSE.sentencepiece-js"));
  return {
    package: `${name} ${version}`,
    files: ["sentencepiece.mjs", "LICENSE.sentencepiece-js"],
  };
}

// SHA-256, for the page's checks of the files it fetches (crypto.subtle exists only in
// secure contexts: a course page may be served over plain http).
async function nobleHashes() {
  const name = "@noble/hashes";
  const version = installed(name);
  await esbuild.build({
    stdin: {
      contents: `export { sha256 } from "${name}/sha2.js";\n`,
      resolveDir: ROOT,
      sourcefile: "noble-hashes-entry.js",
    },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    banner: { js: `// ${name} ${version} (MIT), bundled by build.mjs for the browser.` },
    legalComments: "inline",
    preserveSymlinks: true, // paths as under the root, even where node_modules is a link
    logLevel: "warning",
    outfile: join(HERE, "noble-hashes.mjs"),
  });
  copyFileSync(join(MODULES, name, "LICENSE"), join(HERE, "LICENSE.noble-hashes"));
  return { package: `${name} ${version}`, files: ["noble-hashes.mjs", "LICENSE.noble-hashes"] };
}

// KaTeX, which typesets the formulas of the four steps and the glossary: its ES module bundled
// and minified, its stylesheet with each font's sources cut to the woff2 file (every browser
// that runs the page's modules reads woff2) and the fonts beside it in this flat folder, so the
// page fetches nothing from elsewhere (page.py inlines them where the page has no folder).
const KATEX_FONT = new RegExp(
  String.raw`url\(fonts/(KaTeX_[A-Za-z0-9_-]+)\.woff2\) format\("woff2"\)` +
    String.raw`(?:,url\(fonts/\1\.(?:woff|ttf)\) format\("(?:woff|truetype)"\))*`,
  "g",
);

async function katex() {
  const name = "katex";
  const version = installed(name);
  const dist = join(MODULES, name, "dist");
  await esbuild.build({
    entryPoints: [join(dist, "katex.mjs")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    banner: { js: `// ${name} ${version} (MIT), bundled by build.mjs for the browser.` },
    legalComments: "inline",
    preserveSymlinks: true, // paths as under the root, even where node_modules is a link
    logLevel: "warning",
    outfile: join(HERE, "katex.mjs"),
  });
  const fonts = [];
  const css = readFileSync(join(dist, "katex.min.css"), "utf8").replace(KATEX_FONT, (_, font) => {
    fonts.push(`${font}.woff2`);
    return `url(${font}.woff2) format("woff2")`;
  });
  if (!fonts.length || css.includes("url(fonts/")) {
    throw new Error(`unexpected font sources in ${name}'s katex.min.css`);
  }
  const what = "katex.min.css, woff2 fonts only, written by build.mjs";
  const note = `/* ${name} ${version} (MIT): ${what} */`;
  writeFileSync(join(HERE, "katex.css"), `${note}\n${css}`);
  for (const font of fonts) copyFileSync(join(dist, "fonts", font), join(HERE, font));
  copyFileSync(join(MODULES, name, "LICENSE"), join(HERE, "LICENSE.katex"));
  return {
    package: `${name} ${version}`,
    files: ["katex.mjs", "katex.css", "LICENSE.katex"],
    groups: [{ name: "KaTeX_*.woff2", files: fonts }],
  };
}

// OpenCC t2s as attnlab's Python side applies it (attnlab.data.chinese.to_simplified, through
// opencc-python-reimplemented): its dictionaries as that package parses them, and its sentence
// separators with Python's \s spelled out. tokenize.js runs the same matching on them.
const DUMP_T2S = String.raw`
import json, re, sys
from importlib.metadata import distribution
from pathlib import Path
import opencc
package = distribution("opencc-python-reimplemented")
cc = opencc.OpenCC("t2s")
cc._init_dict()
chain = [
    [{"maxLength": longest, "minLength": shortest,
      "entries": dict(sorted((key, value.split(" ")[0]) for key, value in table.items()))}
     for longest, shortest, table in group]
    for group in cc._dict_chain_data
]
spaces = "".join(chr(c) for c in range(0x110000) if re.match(r"\s", chr(c)))
pattern = cc.split_chars_re.pattern
assert pattern.startswith(r"(\s+|") and pattern.count(r"\s") == 1, pattern
json.dump({
    "version": package.version,
    "spaces": spaces,
    "pattern": pattern,
    "chain": chain,
    "license": package.read_text("LICENSE.txt"),
    "notice": (Path(opencc.__file__).parent / "NOTICE.txt").read_text(encoding="utf-8"),
}, sys.stdout, ensure_ascii=False)
`;

function escapeClass(text) {
  return Array.from(text, (ch) => `\\u{${ch.codePointAt(0).toString(16)}}`).join("");
}

function openccT2s() {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const dump = JSON.parse(
    execFileSync(python, ["-c", DUMP_T2S], { encoding: "utf8", maxBuffer: 64 << 20 }),
  );
  // Python's pattern, its one \s+ replaced by the same characters as an explicit class; the
  // other alternatives are literal characters or backslash-escaped ASCII, the same in JS.
  const separators = dump.pattern.replace(String.raw`\s+`, `[${escapeClass(dump.spaces)}]+`);
  new RegExp(separators, "u"); // throws here, not in the page, if it is not valid JS
  const module =
    `// OpenCC t2s from opencc-python-reimplemented ${dump.version} ` +
    "(Apache-2.0; dictionaries from\n" +
    "// OpenCC), as attnlab.data.chinese.to_simplified applies it. " +
    "Written by build.mjs; do not edit.\n" +
    `export const version = ${JSON.stringify(dump.version)};\n` +
    `export const separators = new RegExp(${JSON.stringify(separators)}, "u");\n` +
    "// groups of dictionaries, applied in turn; lengths in code points\n" +
    `export const chain = JSON.parse(${JSON.stringify(JSON.stringify(dump.chain))});\n`;
  writeFileSync(join(HERE, "opencc-t2s.mjs"), module);
  writeFileSync(
    join(HERE, "LICENSE.opencc-python-reimplemented"),
    `${dump.license.trimEnd()}\n\n---- NOTICE.txt ----\n${dump.notice.trimEnd()}\n`,
  );
  return {
    package: `opencc-python-reimplemented ${dump.version} (PyPI)`,
    files: ["opencc-t2s.mjs", "LICENSE.opencc-python-reimplemented"],
  };
}

function readme(sources) {
  const bytes = (files) => files.reduce((sum, file) => sum + statSync(join(HERE, file)).size, 0);
  const megabytes = (files) => (bytes(files) / 1e6).toFixed(2);
  // a package's many small files of one kind (KaTeX's fonts) on one row
  const rows = sources.flatMap((source) => [
    ...source.files.map((file) => `| \`${file}\` | ${megabytes([file])} | ${source.package} |`),
    ...(source.groups || []).map(
      ({ name, files }) =>
        `| \`${name}\` (${files.length} files) | ${megabytes(files)} | ${source.package} |`,
    ),
  ]);
  return `# Third-party files of the in-browser translator and the formulas

What the static page loads besides its own code, committed so that an installed attnlab writes
the page offline (no npm, no CDN, nothing fetched from outside its folder). Written by
\`build.mjs\`; do not edit. The page's folder keeps \`static/\` and \`vendor/\` side by side:
\`static/engine/tokenize.js\` imports \`../../vendor/sentencepiece.mjs\` and
\`../../vendor/opencc-t2s.mjs\` (against its own URL), \`static/engine/files.js\`
\`noble-hashes.mjs\`, and the worker imports \`ort.wasm.min.mjs\` with
\`ort.env.wasm.wasmPaths\` set to this folder (it fetches \`ort-wasm-simd-threaded.mjs\` and
\`.wasm\`). \`static/math.js\` imports \`katex\`, which the page's import map names (page.py):
\`vendor/katex.mjs\` in a page with a folder, else the same file inlined, as \`katex.css\` and its
fonts are.

| file | MB | from |
|---|---|---|
${rows.join("\n")}

- npm packages: the versions pinned in the repository's package.json and package-lock.json,
  copied from \`node_modules\`. onnxruntime-web ships no LICENSE file: its license is
  microsoft/onnxruntime's (MIT).
- \`sentencepiece.mjs\`: the package's CommonJS build bundled with esbuild as an ES module
  (wasm inlined), \`fs\` replaced so that \`load(bytes)\` takes the model's bytes.
- \`opencc-t2s.mjs\`: the Traditional -> Simplified tables and sentence separators of the
  Python package attnlab folds Chinese with (read from the environment of \`$PYTHON\`), so that
  \`static/engine/tokenize.js\` folds exactly as \`attnlab.data.chinese.to_simplified\` does. npm's
  opencc-js (\`{from: "t", to: "cn"}\`) has newer OpenCC tables and matches leftmost-first, not
  longest-first: it differs on 4 of Tatoeba's 50,779 Chinese sentences (舖, 逕庭).
- \`katex.mjs\`: KaTeX's ES module, minified with esbuild; \`katex.css\`: its \`katex.min.css\` with
  each font's sources cut to the woff2 file, found beside it (\`KaTeX_*.woff2\`).

Regenerate (byte-identical when nothing changed), from the repository root:

    make web-vendor     # npm ci, then
                        # PYTHON=.venv/bin/python node attnlab/viz/explorer/vendor/build.mjs
`;
}

for (const file of readdirSync(HERE)) if (!KEPT.has(file)) rmSync(join(HERE, file));
const sources = [
  onnxruntime(),
  await sentencepiece(),
  await nobleHashes(),
  await katex(),
  openccT2s(),
];
writeFileSync(join(HERE, "README.md"), readme(sources));
