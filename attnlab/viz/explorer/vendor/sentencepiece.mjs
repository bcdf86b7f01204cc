// @agnai/sentencepiece-js 1.1.1 (Apache-2.0), bundled by build.mjs for the browser.
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// stand-in:fs
var fs_exports = {};
__export(fs_exports, {
  readFileSync: () => readFileSync
});
function readFileSync(bytes) {
  if (bytes instanceof Uint8Array) return bytes;
  throw new TypeError("no file system here: pass the model bytes (a Uint8Array)");
}
var init_fs = __esm({
  "stand-in:fs"() {
  }
});

// stand-in:module
var module_exports = {};
var init_module = __esm({
  "stand-in:module"() {
  }
});

// node_modules/@agnai/sentencepiece-js/dist/index.js
var require_dist = __commonJS({
  "node_modules/@agnai/sentencepiece-js/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs = (init_fs(), __toCommonJS(fs_exports));
    function _interopNamespace(e) {
      if (e && e.__esModule) return e;
      var n = /* @__PURE__ */ Object.create(null);
      if (e) {
        Object.keys(e).forEach(function(k) {
          if (k !== "default") {
            var d = Object.getOwnPropertyDescriptor(e, k);
            Object.defineProperty(n, k, d.get ? d : {
              enumerable: true,
              get: function() {
                return e[k];
              }
            });
          }
        });
      }
      n["default"] = e;
      return Object.freeze(n);
    }
    var fs__namespace = /* @__PURE__ */ _interopNamespace(fs);
    function __awaiter(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    }
    function __generator(thisArg, body) {
      var _ = { label: 0, sent: function() {
        if (t[0] & 1) throw t[1];
        return t[1];
      }, trys: [], ops: [] }, f, y, t, g;
      return g = { next: verb(0), "throw": verb(1), "return": verb(2) }, typeof Symbol === "function" && (g[Symbol.iterator] = function() {
        return this;
      }), g;
      function verb(n) {
        return function(v) {
          return step([n, v]);
        };
      }
      function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
          if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
          if (y = 0, t) op = [op[0] & 2, t.value];
          switch (op[0]) {
            case 0:
            case 1:
              t = op;
              break;
            case 4:
              _.label++;
              return { value: op[1], done: false };
            case 5:
              _.label++;
              y = op[1];
              op = [0];
              continue;
            case 7:
              op = _.ops.pop();
              _.trys.pop();
              continue;
            default:
              if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) {
                _ = 0;
                continue;
              }
              if (op[0] === 3 && (!t || op[1] > t[0] && op[1] < t[3])) {
                _.label = op[1];
                break;
              }
              if (op[0] === 6 && _.label < t[1]) {
                _.label = t[1];
                t = op;
                break;
              }
              if (t && _.label < t[2]) {
                _.label = t[2];
                _.ops.push(op);
                break;
              }
              if (t[2]) _.ops.pop();
              _.trys.pop();
              continue;
          }
          op = body.call(thisArg, _);
        } catch (e) {
          op = [6, e];
          y = 0;
        } finally {
          f = t = 0;
        }
        if (op[0] & 5) throw op[1];
        return { value: op[0] ? op[1] : void 0, done: true };
      }
    }
    function __values(o) {
      var s = typeof Symbol === "function" && Symbol.iterator, m = s && o[s], i = 0;
      if (m) return m.call(o);
      if (o && typeof o.length === "number") return {
        next: function() {
          if (o && i >= o.length) o = void 0;
          return { value: o && o[i++], done: !o };
        }
      };
      throw new TypeError(s ? "Object is not iterable." : "Symbol.iterator is not defined.");
    }
    var Module = /* @__PURE__ */ (() => {
      var _scriptDir = "";
      return (async function(moduleArg = {}) {
        var Module2 = moduleArg;
        var readyPromiseResolve, readyPromiseReject;
        Module2["ready"] = new Promise((resolve, reject) => {
          readyPromiseResolve = resolve;
          readyPromiseReject = reject;
        });
        var moduleOverrides = Object.assign({}, Module2);
        var thisProgram = "./this.program";
        var quit_ = (status, toThrow) => {
          throw toThrow;
        };
        var ENVIRONMENT_IS_WEB = typeof window == "object";
        var ENVIRONMENT_IS_WORKER = typeof importScripts == "function";
        var ENVIRONMENT_IS_NODE = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string";
        var scriptDirectory = "";
        function locateFile(path) {
          if (Module2["locateFile"]) {
            return Module2["locateFile"](path, scriptDirectory);
          }
          return scriptDirectory + path;
        }
        var read_, readAsync, readBinary;
        if (ENVIRONMENT_IS_NODE) {
          const { createRequire } = await Promise.resolve().then(function() {
            return /* @__PURE__ */ _interopNamespace((init_module(), __toCommonJS(module_exports)));
          });
          var require$1 = createRequire("");
          var fs2 = require$1("fs");
          var nodePath = require$1("path");
          if (ENVIRONMENT_IS_WORKER) {
            scriptDirectory = nodePath.dirname(scriptDirectory) + "/";
          } else {
            scriptDirectory = require$1("url").fileURLToPath(new URL("./", ""));
          }
          read_ = (filename, binary) => {
            filename = isFileURI(filename) ? new URL(filename) : nodePath.normalize(filename);
            return fs2.readFileSync(filename, binary ? void 0 : "utf8");
          };
          readBinary = (filename) => {
            var ret = read_(filename, true);
            if (!ret.buffer) {
              ret = new Uint8Array(ret);
            }
            return ret;
          };
          readAsync = (filename, onload, onerror, binary = true) => {
            filename = isFileURI(filename) ? new URL(filename) : nodePath.normalize(filename);
            fs2.readFile(filename, binary ? void 0 : "utf8", (err2, data) => {
              if (err2) onerror(err2);
              else onload(binary ? data.buffer : data);
            });
          };
          if (!Module2["thisProgram"] && process.argv.length > 1) {
            thisProgram = process.argv[1].replace(/\\/g, "/");
          }
          process.argv.slice(2);
          quit_ = (status, toThrow) => {
            process.exitCode = status;
            throw toThrow;
          };
          Module2["inspect"] = () => "[Emscripten Module object]";
        } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
          if (ENVIRONMENT_IS_WORKER) {
            scriptDirectory = self.location.href;
          } else if (typeof document != "undefined" && document.currentScript) {
            scriptDirectory = document.currentScript.src;
          }
          if (_scriptDir) {
            scriptDirectory = _scriptDir;
          }
          if (scriptDirectory.indexOf("blob:") !== 0) {
            scriptDirectory = scriptDirectory.substr(0, scriptDirectory.replace(/[?#].*/, "").lastIndexOf("/") + 1);
          } else {
            scriptDirectory = "";
          }
          {
            read_ = (url) => {
              var xhr = new XMLHttpRequest();
              xhr.open("GET", url, false);
              xhr.send(null);
              return xhr.responseText;
            };
            if (ENVIRONMENT_IS_WORKER) {
              readBinary = (url) => {
                var xhr = new XMLHttpRequest();
                xhr.open("GET", url, false);
                xhr.responseType = "arraybuffer";
                xhr.send(null);
                return new Uint8Array(xhr.response);
              };
            }
            readAsync = (url, onload, onerror) => {
              var xhr = new XMLHttpRequest();
              xhr.open("GET", url, true);
              xhr.responseType = "arraybuffer";
              xhr.onload = () => {
                if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                  onload(xhr.response);
                  return;
                }
                onerror();
              };
              xhr.onerror = onerror;
              xhr.send(null);
            };
          }
        } else ;
        var out = Module2["print"] || console.log.bind(console);
        var err = Module2["printErr"] || console.error.bind(console);
        Object.assign(Module2, moduleOverrides);
        moduleOverrides = null;
        if (Module2["arguments"]) Module2["arguments"];
        if (Module2["thisProgram"]) thisProgram = Module2["thisProgram"];
        if (Module2["quit"]) quit_ = Module2["quit"];
        var wasmBinary;
        if (Module2["wasmBinary"]) wasmBinary = Module2["wasmBinary"];
        var noExitRuntime = Module2["noExitRuntime"] || true;
        if (typeof WebAssembly != "object") {
          abort("no native wasm support detected");
        }
        var wasmMemory;
        var wasmExports;
        var ABORT = false;
        function assert(condition, text) {
          if (!condition) {
            abort(text);
          }
        }
        var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
        function updateMemoryViews() {
          var b = wasmMemory.buffer;
          Module2["HEAP8"] = HEAP8 = new Int8Array(b);
          Module2["HEAP16"] = HEAP16 = new Int16Array(b);
          Module2["HEAP32"] = HEAP32 = new Int32Array(b);
          Module2["HEAPU8"] = HEAPU8 = new Uint8Array(b);
          Module2["HEAPU16"] = HEAPU16 = new Uint16Array(b);
          Module2["HEAPU32"] = HEAPU32 = new Uint32Array(b);
          Module2["HEAPF32"] = HEAPF32 = new Float32Array(b);
          Module2["HEAPF64"] = HEAPF64 = new Float64Array(b);
        }
        var wasmTable;
        var __ATPRERUN__ = [];
        var __ATINIT__ = [];
        var __ATPOSTRUN__ = [];
        var runtimeKeepaliveCounter = 0;
        function keepRuntimeAlive() {
          return noExitRuntime || runtimeKeepaliveCounter > 0;
        }
        function preRun() {
          if (Module2["preRun"]) {
            if (typeof Module2["preRun"] == "function") Module2["preRun"] = [Module2["preRun"]];
            while (Module2["preRun"].length) {
              addOnPreRun(Module2["preRun"].shift());
            }
          }
          callRuntimeCallbacks(__ATPRERUN__);
        }
        function initRuntime() {
          if (!Module2["noFSInit"] && !FS.init.initialized) FS.init();
          FS.ignorePermissions = false;
          callRuntimeCallbacks(__ATINIT__);
        }
        function postRun() {
          if (Module2["postRun"]) {
            if (typeof Module2["postRun"] == "function") Module2["postRun"] = [Module2["postRun"]];
            while (Module2["postRun"].length) {
              addOnPostRun(Module2["postRun"].shift());
            }
          }
          callRuntimeCallbacks(__ATPOSTRUN__);
        }
        function addOnPreRun(cb) {
          __ATPRERUN__.unshift(cb);
        }
        function addOnInit(cb) {
          __ATINIT__.unshift(cb);
        }
        function addOnPostRun(cb) {
          __ATPOSTRUN__.unshift(cb);
        }
        var runDependencies = 0;
        var dependenciesFulfilled = null;
        function getUniqueRunDependency(id) {
          return id;
        }
        function addRunDependency(id) {
          runDependencies++;
          if (Module2["monitorRunDependencies"]) {
            Module2["monitorRunDependencies"](runDependencies);
          }
        }
        function removeRunDependency(id) {
          runDependencies--;
          if (Module2["monitorRunDependencies"]) {
            Module2["monitorRunDependencies"](runDependencies);
          }
          if (runDependencies == 0) {
            if (dependenciesFulfilled) {
              var callback = dependenciesFulfilled;
              dependenciesFulfilled = null;
              callback();
            }
          }
        }
        function abort(what) {
          if (Module2["onAbort"]) {
            Module2["onAbort"](what);
          }
          what = "Aborted(" + what + ")";
          err(what);
          ABORT = true;
          what += ". Build with -sASSERTIONS for more info.";
          var e = new WebAssembly.RuntimeError(what);
          readyPromiseReject(e);
          throw e;
        }
        var dataURIPrefix = "data:application/octet-stream;base64,";
        function isDataURI(filename) {
          return filename.startsWith(dataURIPrefix);
        }
        function isFileURI(filename) {
          return filename.startsWith("file://");
        }
        var wasmBinaryFile;
        wasmBinaryFile = "data:application/octet-stream;base64,AGFzbQEAAAAB4QRJYAF/AX9gAX8AYAJ/fwBgAn9/AX9gA39/fwF/YAN/f38AYAR/f39/AGADf39+AGAEf39/fwF/YAV/f39/fwF/YAZ/f39/f38Bf2AFf39/f38AYAAAYAh/f39/f39/fwF/YAZ/f39/f38AYAd/f39/f39/AX9gCH9/f399f39/AGAGf39/f31/AGAHf39/f39/fwBgAAF/YAV/fn5+fgBgA39+fwF+YAV/f39/fQBgBX9/fn9/AGAFf39/f34Bf2AEf39/fQBgAn9/AX1gBH9/f38BfmAFf39/f3wBf2ADf399AX1gB39/f399f38AYAR/fn5/AGABfQF9YAp/f39/f39/f39/AX9gBX9/f31/AGAHf39/f39+fgF/YAZ/f39/fn4Bf2AHf39/fX9/fwBgA39/fwF8YAN/f30AYAh/f39/f39/fwBgA39+fwF/YAV/f39+fwBgDH9/f39/f39/f39/fwF/YAF8AXxgBn9/f39+fwBgD39/f39/f39/f39/f39/fwBgCn9/f39/f39/f38AYAt/f39/f39/f39/fwF/YAZ/fH9/f38Bf2AJf39/f39/f39/AGANf39/f39/f39/f39/fwBgDH9/f39/f39/f39/fwBgAn9+AGACf3wAYAN/fn8AYAZ/fn9/f38Bf2AEfn5+fgF/YAJ+fwF/YAJ+fgF8YAF/AXxgA39/fwF9YAJ/fQF/YAF/AX5gAn5+AX1gA35+fgF/YAJ8fwF8YAR/f39+AX5gAn9/AX5gBX9/f3x/AGAEf39+fgBgBH5/f38Bf2AJf39/f39/f39/AX8C6wEnAWEBYQAyAWEBYgAFAWEBYwABAWEBZAAGAWEBZQALAWEBZgAFAWEBZwAOAWEBaAAzAWEBaQADAWEBagAMAWEBawAFAWEBbAADAWEBbQAEAWEBbgAIAWEBbwAAAWEBcAACAWEBcQAFAWEBcgABAWEBcwABAWEBdAAmAWEBdQAAAWEBdgA0AWEBdwAJAWEBeAASAWEBeQADAWEBegAJAWEBQQADAWEBQgADAWEBQwAEAWEBRAAIAWEBRQASAWEBRgAAAWEBRwAIAWEBSAAFAWEBSQACAWEBSgABAWEBSwALAWEBTAACAWEBTQAIA+YI5AgBBAADAQEABAMADAMEAAIAAAIMAgMBBQMDAwAADAMCAgQTFAAAAQUEAAEAAgIMBQAFAwEAAAQABAQEFAUDCQYCHwsDAgMKAAgDBQABAwUUAwQAAgkDAAgDAgACCAUFAgEAAAMCAAEANQIDCAICCQkIAAUCNgEAAAMNDQoBBQADBQU3AgIABgAACCAAAQgCBQICAwACBAU4HzkAAAEDAwAFIQAhAAICADoDBAICAgESAQICAAAAAAAABQUCCQUDBQMFAAsAAAQTJwIFBAAFAgICKAAAAAISBBIPDwgCAAMAAAAAAAMCKQIDCAAgACoBCwIEAAIBAAwDAAAAAwAAAQEAAgILAgUEBQEDAwIEKwsEASsLAAACAgsFAAABAAgBAAECAQEBADsUAwQGPAAELAACACoJCAULBhYBAC0OAgUDBAICAgUBAAMAAAACAAQBAAACAQ4GAwUFAgIFCwUbBAQADAkNDQAJDQABCAMAAQIABAQuLwQELi8AAAIwAgAABQIwAgIOCw4OBgsODgQABAUSEgoEBiY9GwgKCBsIBQgBAwMEBwMDAQADAQUFCAAAAwMCBQEBBQIAAAA+AwEBAAMABAEAAAYXBAUAPwQCKQMEQBRBAwIGAA8JCUIAQ0QGFB8JFAMgLAgMCwQDEwQDCwNFDCItBgIEAw4AAicEAgYABgEDAQYCAwkBBgECAAAEAgAOBgEBAgEFAAEAAQMCAAAADAICAAIEAQIABAQCAAQEAQIEBAQCAAAEBAEBAgIAAQIABAQBAgAEBAVGAAMGAgsoBQRHAxsBAAUCBQAABQIFAwEEBAAACQ0NAQUACQAJDQ0BCQkECAQDBAMBCQQIBAMEAwgICAQBAQEMDg4KIwojDw8PDw8PDQoKCgoKDQoKCgoKCSQcGAkYCQkCCSQcGAkYCQkKCgoKCgoKCgoKCgoKCgoKAQoKBAYJAQQGCQQDBAIDAAACAwQCAwAAAgEVAQABAAEAAQAGAQIABhcEAwMAARcDAwAABAAEAQEBAAABBAAEAQQABAIxFQQAAxMMAAEBAAMBAQAIBAUABgEFBQIBAAgEBQEABgUFAgEABAQIBAQBAAEDEwABAAMCAAEAAAEAAxMBAAIDAAMCAgAAAwICAAMBAQEBAQEFAQEEHSUZBgUBAwABAAEBAAEBAAUFBR4GFgUFBQUeBhYFHQUFBR4eFhYGBgUFAAAAAAMDAwMaAwMABgYGIhARCwYQEBERCwsGBgYGBgYCBQIFAQUFBQUCBQEBAQABAAICBAULAQADAwEDAgEAGQUAAwUCAAEEAAMDAwMDGgADHSUGBQIABhkDAAMAAAMAAAMAAwAAAwACAAIABAQBAgIBAQICAQECAgABAQICAQICAQwMDAwMDAMAAwADAAIAAgAEBAECAAIBAgIBAQwMDAEBASFIDxIJAAAAAA4ODgsLCwQGBgYEBAwBAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAgICAgICAAABAQQHAXABvga+BgUHAQGAAoCAAgYNAn8BQaDlBwt/AUEACwdDDgFOAgABTwCHAwFQAQABUQCyBgFSAEoBUwC0BgFUALMGAVUAJwFWANcIAVcA0wgBWADSCAFZANEIAVoA0AgBXwDPCAmqDAEAQQELvQaiAY8F8QTEBIMI5gfjB4ABlALfApQC3wKUAt8ClALKBsEGpAbvBYABPN8HjwWiAc4IzQjMCOkFywjKCMkI9gLICMUIuQi4CMcI8gHQBcYI7ATbAe4E7QRWnQHECMEItwi2CKQCwgjDCOcE2wHpBOgExQHACLoItQi0COUEuwi8CL0I2wG/CL4IswiyCLEIsAivCK4I9QKtCKsIkwiSCOAE8gGsCN0EkQjfBN4EowKqCKgIkAiPCPQC8gGpCPIC2wHaBPMC8AKnCKMIjgiNCKYIpAGkCKUIjAjZBNgE7wKiCJ8IiwiKCKEI8gGgCNMEiQjVBNQE7gKeCJsIiAiHCJ0I8gGcCM8E2wHRBNAE2gGaCJQIhgiFCM0ElQiWCJcI2wGZCJgIgAHsAusCgQjGBMUEgAj/B4QI/gf9B6QBVlZW5Af8B/sH+gf5B/gH9wf2B/UH9AfzB4II8geAATzxB/AHogE87wfuB+0H7ALrAuwH6wdWVuoH6QfoB+cH5QebAsEE5Ai+BOIH3gfdB+EH4AfcB9sHPNoH0AfBAdkHmALYB7ME1wfWB9UH1AfSB9MHzgfRB88HzQfMB8sHygfJB8gHxwfGB8UHxAfDB8IHwQfAB7sHvwe+B70HvAe6B7kHuAerB6oHqQeoB6cHpgelB6QHoweiB6EHoAefB54HnQecB5sHmgeZB5gHlweWB5UHlAeTB5IHtwe2B7UHtAeyB7MHsQewB68HrgetB6wHkQeQB48HsQY8jgeNB4wHPLEBigefBIcHhgeFB4QHgweCB6QBpAGkAaQBiAeBB4sHgAeJB/8G7ALrAv4G/Qb8BvsG1wL6BpIC+QaAATz4BvcGPIABPPYG9QaiATz0BvMG8gY88QbwBqIBPO8G7gbtBuwG6wbqBukG1QLoBsME5wbmBuUGlQTkBuMG4gaVBOEG4AbfBt4G3QbcBtsG2gbZBtgG1wbWBpME1QaTBNQGkgSSBNMG0gbRBtAG1QKRBM8GzgbNBswGywaQBMkGjwTIBscGxgbFBtUCkQTEBsMGwgbABr8GkAS+Bo8EvQa8BpcEuwa6BrkGuAY8twa2BrUGPI0EsAavBq4GrQasBqsGPKoGqQbLAjaoBosC7QPsA+sDVlanBuoDpgaKAqUGigKJAskC6QPoA4gCyALkA+MDhwLGAqMGoQaiBqAGxQKfBosC7QPsA+sDVlaeBuoDnQaKApwGigKJAskC6QPoA4gCyALkA+MDhgKNBpcGjAaaBpkGmAbCApYGjgaSBpEGkAaPBpUGlAaTBu8DygLvA8oChQLBAosGigaJBogGwALaA4cGhga/AtkDhQaEBjTKAlaDBqIBggbPA4EGgAb/Bf4FzwP9Bc0D/AX7BcwD+gX5BfgF9wXMA/YFzQP1BfQF8wUnogGtBY8D/wj9CPsI+Qj3CPUI8wjxCO8I7QjrCOkI5wjlCJIDrgWsBY4DoAWfBZ4FnQWcBfQDmwWaBZkFlQOXBZYFlQWUBZMFVpIFkQWLBYoJiAmHCYYJhAmCCYoFiQnFBJsGhQmDCYEJgAE8PKsFqgWpBagFpwWmBaUFpAX0A6MFogWhBTyNA40D4gGkAaQBmAWkATyKA4kD4gFWVogD+AE8igOJA+IBVlaIA/gBPI4FjQXiAVZWjAX4ATyOBY0F4gFWVowF+AGAATzyBfEF8AWAATzuBe0F7AU86wXqBegF5wW/A78D5gXlBeQF4wXiBTzhBeAF3wXeBbgDuAPdBdwF2wXaBdkFPNgF1wXWBdUF1AXTBdIF0QU8zwXOBc0FzAXLBcoFyQXIBYABPLMDxwXGBcUFxAXDBcIFgAn8CPgI7AjoCPQI8AiAATyzA8EFwAW/Bb4FvQW8Bf4I+gj2COoI5gjyCO4IhgOHBbsFhgOHBboFPPoB+gF/f3+pA1aqAaoBPPoB+gF/f3+pA1aqAaoBPPkB+QF/f3+oA1aqAaoBPPkB+QF/f3+oA1aqAaoBPLkFuAU8twW2BTy1BbQFPLMFsgU8lgOxBYsCPJYDsAWLAsEEgAE8ogGiAeMIPOII2AjbCOEIPNkI3AjgCDzaCN0I3wg83gg81Qg81Ag81gj4AsYE+AL4AgwCxQEKqYEa5Aj1CwEHfwJAIABFDQAgAEEIayICIABBBGsoAgAiAUF4cSIAaiEFAkAgAUEBcQ0AIAFBA3FFDQEgAiACKAIAIgFrIgJBwLgDKAIASQ0BIAAgAWohAAJAAkBBxLgDKAIAIAJHBEAgAUH/AU0EQCABQQN2IQQgAigCDCIBIAIoAggiA0YEQEGwuANBsLgDKAIAQX4gBHdxNgIADAULIAMgATYCDCABIAM2AggMBAsgAigCGCEGIAIgAigCDCIBRwRAIAIoAggiAyABNgIMIAEgAzYCCAwDCyACQRRqIgQoAgAiA0UEQCACKAIQIgNFDQIgAkEQaiEECwNAIAQhByADIgFBFGoiBCgCACIDDQAgAUEQaiEEIAEoAhAiAw0ACyAHQQA2AgAMAgsgBSgCBCIBQQNxQQNHDQJBuLgDIAA2AgAgBSABQX5xNgIEIAIgAEEBcjYCBCAFIAA2AgAPC0EAIQELIAZFDQACQCACKAIcIgNBAnRB4LoDaiIEKAIAIAJGBEAgBCABNgIAIAENAUG0uANBtLgDKAIAQX4gA3dxNgIADAILIAZBEEEUIAYoAhAgAkYbaiABNgIAIAFFDQELIAEgBjYCGCACKAIQIgMEQCABIAM2AhAgAyABNgIYCyACKAIUIgNFDQAgASADNgIUIAMgATYCGAsgAiAFTw0AIAUoAgQiAUEBcUUNAAJAAkACQAJAIAFBAnFFBEBByLgDKAIAIAVGBEBByLgDIAI2AgBBvLgDQby4AygCACAAaiIANgIAIAIgAEEBcjYCBCACQcS4AygCAEcNBkG4uANBADYCAEHEuANBADYCAA8LQcS4AygCACAFRgRAQcS4AyACNgIAQbi4A0G4uAMoAgAgAGoiADYCACACIABBAXI2AgQgACACaiAANgIADwsgAUF4cSAAaiEAIAFB/wFNBEAgAUEDdiEEIAUoAgwiASAFKAIIIgNGBEBBsLgDQbC4AygCAEF+IAR3cTYCAAwFCyADIAE2AgwgASADNgIIDAQLIAUoAhghBiAFIAUoAgwiAUcEQEHAuAMoAgAaIAUoAggiAyABNgIMIAEgAzYCCAwDCyAFQRRqIgQoAgAiA0UEQCAFKAIQIgNFDQIgBUEQaiEECwNAIAQhByADIgFBFGoiBCgCACIDDQAgAUEQaiEEIAEoAhAiAw0ACyAHQQA2AgAMAgsgBSABQX5xNgIEIAIgAEEBcjYCBCAAIAJqIAA2AgAMAwtBACEBCyAGRQ0AAkAgBSgCHCIDQQJ0QeC6A2oiBCgCACAFRgRAIAQgATYCACABDQFBtLgDQbS4AygCAEF+IAN3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogATYCACABRQ0BCyABIAY2AhggBSgCECIDBEAgASADNgIQIAMgATYCGAsgBSgCFCIDRQ0AIAEgAzYCFCADIAE2AhgLIAIgAEEBcjYCBCAAIAJqIAA2AgAgAkHEuAMoAgBHDQBBuLgDIAA2AgAPCyAAQf8BTQRAIABBeHFB2LgDaiEBAn9BsLgDKAIAIgNBASAAQQN2dCIAcUUEQEGwuAMgACADcjYCACABDAELIAEoAggLIQAgASACNgIIIAAgAjYCDCACIAE2AgwgAiAANgIIDwtBHyEDIABB////B00EQCAAQSYgAEEIdmciAWt2QQFxIAFBAXRrQT5qIQMLIAIgAzYCHCACQgA3AhAgA0ECdEHgugNqIQECQAJAAkBBtLgDKAIAIgRBASADdCIHcUUEQEG0uAMgBCAHcjYCACABIAI2AgAgAiABNgIYDAELIABBGSADQQF2a0EAIANBH0cbdCEDIAEoAgAhAQNAIAEiBCgCBEF4cSAARg0CIANBHXYhASADQQF0IQMgBCABQQRxaiIHQRBqKAIAIgENAAsgByACNgIQIAIgBDYCGAsgAiACNgIMIAIgAjYCCAwBCyAEKAIIIgAgAjYCDCAEIAI2AgggAkEANgIYIAIgBDYCDCACIAA2AggLQdC4A0HQuAMoAgBBAWsiAEF/IAAbNgIACwv7AQEIfyMAQRBrIgUkAAJAIAVBBGogABBzIgYtAABFDQAgASACaiIHIAEgACAAKAIAQQxrKAIAaiICKAIEQbABcUEgRhshCCACKAIYIQkgAigCTCIDQX9GBEAgBUEMaiIEIAIoAhwiAzYCACADIAMoAgRBAWo2AgQgBEHc1gMQOyIDQSAgAygCACgCHBEDACEDIAQoAgAiBCAEKAIEQQFrIgo2AgQgCkF/RgRAIAQgBCgCACgCCBEBAAsgAiADNgJMCyAJIAEgCCAHIAIgA8AQbA0AIAAgACgCAEEMaygCAGoiASABKAIQQQVyEIoBCyAGEHIgBUEQaiQAIAALNgEBf0EBIAAgAEEBTRshAAJAA0AgABBKIgENAUGY5QMoAgAiAQRAIAERDAAMAQsLEAkACyABCw8AIABBDGogARCQARogAAsUACAALAAXQQBIBEAgACgCDBAnCwu4AQECfwJAIAAoAgBBA0cEf0GgsAP+EAIAQQBKDQEgACgCAAVBAwsgACgCBCAAKAIIIABBDGpB0JYDKAIAEQYACyAAKAIAQQNGBEACf0EYEHwhASAAKAIEIQIgASAAKAIINgIIIAEgAjYCBCABQeiWAzYCACABQQxqIQIgACwAF0EATgRAIAIgACkCDDcCACACIAAoAhQ2AgggAQwBCyACIAAoAgwgACgCEBBVIAELQdSWA0EEEAUACwsvAQF/IAAoAgAhASAAQQA2AgAgAQRAIAEsAA9BAEgEQCABKAIEECcLIAEQJwsgAAuBAQECfwJAAkAgAkEETwRAIAAgAXJBA3ENAQNAIAAoAgAgASgCAEcNAiABQQRqIQEgAEEEaiEAIAJBBGsiAkEDSw0ACwsgAkUNAQsDQCAALQAAIgMgAS0AACIERgRAIAFBAWohASAAQQFqIQAgAkEBayICDQEMAgsLIAMgBGsPC0EAC8sBAQJ/IwBBIGsiAiQAA0ACQCAALQAsBEAgAEEIaiEBDAELAkAgASAAKAIAayIDQQBOBEAgA0EQTQ0BIAJBCGoiAUIANwIMIAFBvgY2AgggAUHTNzYCBCABQQM2AgAgAUEANgIUIAFBgt0AECoQLCABECsMAQsgAkEIaiIBQgA3AgwgAUG9BjYCCCABQdM3NgIEIAFBAzYCACABQQA2AhQgAUGX5wAQKhAsIAEQKwsgABDcBCADaiIBIAAoAgBPDQELCyACQSBqJAAgAQslACAALQALQQd2BEAgACAAKAIAIAAoAghB/////wdxEOcBCyAACwkAQYcjEOEEAAv2AQEFfyMAQRBrIgMkACADQQhqIAAQcxoCQCADLQAIRQ0AIAAgACgCAEEMaygCAGoiAigCBBogA0EEaiIEIAIoAhwiAjYCACACIAIoAgRBAWo2AgQgBBDrASEGIAQoAgAiAiACKAIEQQFrIgU2AgQgBUF/RgRAIAIgAigCACgCCBEBAAsgAyAAIAAoAgBBDGsoAgBqKAIYNgIAIAAgACgCAEEMaygCAGoiAhDqASEFIAMgBiADKAIAIAIgBSABIAYoAgAoAhARCQA2AgQgBCgCAA0AIAAgACgCAEEMaygCAGpBBRCBAQsgA0EIahByIANBEGokACAAC8YBAQR/IwBBEGsiAyQAQRAQKSIEQgA3AgQgBEEANgIMIAAgBDYCACAEIAE2AgAgAigCBCIBQfD///8HSQRAIARBBGohBCACKAIAIQUCQCABQQpNBEAgAyABOgAPIANBBGohAgwBCyABQQ9yQQFqIgYQKSECIAMgBkGAgICAeHI2AgwgAyACNgIEIAMgATYCCAsgAiAFIAH8CgAAIAEgAmpBADoAACAEIAMoAgw2AgggBCADKQIENwIAIANBEGokACAADwsQQwALjAEBAn8gAEHYtQI2AgAgACgCKCEBA0AgAQRAQQAgACABQQFrIgFBAnQiAiAAKAIkaigCACAAKAIgIAJqKAIAEQUADAELCyAAKAIcIgEgASgCBEEBayICNgIEIAJBf0YEQCABIAEoAgAoAggRAQALIAAoAiAQJyAAKAIkECcgACgCMBAnIAAoAjwQJyAACwkAIAAgARD2AQs4AQJ/IABB2KUCNgIAIAAoAgQiASABKAIEQQFrIgI2AgQgAkF/RgRAIAEgASgCACgCCBEBAAsgAAsqACAAQdilAjYCACAAQQRqEK4CIABCADcCGCAAQgA3AhAgAEIANwIIIAALPwAgAEEANgIUIAAgATYCGCAAQQA2AgwgAEKCoICA4AA3AgQgACABRTYCECAAQSBqQQBBKBCjASAAQRxqEK4CCy4BAX9BBBB8IgBBjJQDNgIAIABB5JMDNgIAIABB+JMDNgIAIABB6JQDQQgQBQALkAEBAn8jAEEQayICJAACQCABKAIwIgNBEHEEQCABKAIYIAEoAixLBEAgASABKAIYNgIsCyAAIAEoAhQgASgCLCACQQ9qEMMCGgwBCyADQQhxBEAgACABKAIIIAEoAhAgAkEOahDDAhoMAQsjAEEQayIBJAAgAEIANwIAIABBADYCCCABQRBqJAALIAJBEGokAAsnACAAKAIAIgAgARBLIgEQkQNFBEAQVAALIAAoAgggAUECdGooAgALBgAgABAnC+cCAgF+AX8gAq0gASwAAiICrUL/AYNCDoZ8QoCAAX0hAwJAAkACfyABQQJqIAJBAE4NABogASwAAyICrUL/AYNCFYYgA3xCgICAAX0hAyABQQNqIAJBAE4NABogASwABCICrUL/AYNCHIYgA3xCgICAgAF9IQMgAUEEaiACQQBODQAaIAEsAAUiAq1C/wGDQiOGIAN8QoCAgICAAX0hAyABQQVqIAJBAE4NABogASwABiICrUL/AYNCKoYgA3xCgICAgICAAX0hAyABQQZqIAJBAE4NABogASwAByICrUL/AYNCMYYgA3xCgICAgICAgAF9IQMgAUEHaiACQQBODQAaIAEsAAgiAq1COIYgA3xCgICAgICAgIABfSEDIAFBCGogAkEATg0AGkEAIQIgASwACSIEQQBIDQEgBK1Cf4VCP4YgA3whAyABQQlqC0EBaiECDAELQgAhAwsgACADNwMIIAAgAjYCAAupAQECfyMAQSBrIgMkACABQQBIBEAgA0EIaiICQgA3AgwgAkGpDTYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkGP/QAQKhAsIAIQKwsgASAAKAIETgRAIANBCGoiAkIANwIMIAJBqg02AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBmu4AECoQLCACECsLIAAoAgwgAUECdGooAgQhACADQSBqJAAgAAvBAQECfwJAAkAgACkDEEGICCkDAFEEQEGQCCgCACECDAELIAD+EAIEIgJFDQEgAigCBEGACEcNAQsgAkEQEMQBIQAgAigCHCIDIAIoAiBGBEAgAiAAIAEQkAUgAA8LIAMgATYCBCADIAA2AgAgAiADQQhqNgIcIAAPCwJ/IAAQpQQiAEEQEMQBIQIgACgCHCIDIAAoAiBGBEAgACACIAEQkAUgAgwBCyADIAE2AgQgAyACNgIAIAAgA0EIajYCHCACCwsQACAAENQDIAEQ1ANzQQFzC9QBAgN/An4CQCAAKQNwIgRCAFIgBCAAKQN4IAAoAgQiASAAKAIsIgJrrHwiBVdxRQRAIAAQ0gIiA0EATg0BIAAoAiwhAiAAKAIEIQELIABCfzcDcCAAIAE2AmggACAFIAIgAWusfDcDeEF/DwsgBUIBfCEFIAAoAgQhASAAKAIIIQICQCAAKQNwIgRQDQAgBCAFfSIEIAIgAWusWQ0AIAEgBKdqIQILIAAgAjYCaCAAIAUgACgCLCIAIAFrrHw3A3ggACABTwRAIAFBAWsgAzoAAAsgAwt6AQN/AkACQCAAIgFBA3FFDQAgAC0AAEUEQEEADwsDQCABQQFqIgFBA3FFDQEgAS0AAA0ACwwBCwNAIAEiAkEEaiEBIAIoAgAiA0F/cyADQYGChAhrcUGAgYKEeHFFDQALA0AgAiIBQQFqIQIgAS0AAA0ACwsgASAAawsJAEH+LhDhBAALEAAgABDTAyABENMDc0EBcwu4AQEDfwJAIAEQ/QQiAiAALQALQQd2BH8gACgCCEH/////B3FBAWsFQQELIgNNBEACfyAALQALQQd2BEAgACgCAAwBCyAACyIDIAEgAkECdCIEEOwBGiMAQRBrIgEkACAAIAIQqQEgAUEANgIMIAMgBGogASgCDDYCACABQRBqJAAMAQsgACADIAIgA2sCfyAALQALQQd2BEAgACgCBAwBCyAALQALQf8AcQsiAEEAIAAgAiABEPYECwsMACAAIAEgARBCEHALwQEBA38jAEEQayIFJAACQCACIAAtAAtBB3YEfyAAKAIIQf////8HcUEBawVBCgsiBAJ/IAAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxCyIDa00EQCACRQ0BAn8gAC0AC0EHdgRAIAAoAgAMAQsgAAsiBCADaiABIAIQdCAAIAIgA2oiARCpASAFQQA6AA8gASAEaiAFLQAPOgAADAELIAAgBCACIARrIANqIAMgA0EAIAIgARD3AQsgBUEQaiQAIAALzwIBA39BtNYDLQAABEBBsNYDKAIADwsjAEEgayIBJAACQAJAA0AgAUEIaiAAQQJ0aiAAQa08Qf2AAUEBIAB0Qf////8HcRsQxwMiAjYCACACQX9GDQEgAEEBaiIAQQZHDQALQbi9AiEAIAFBCGpBuL0CQRgQLkUNAUHQvQIhACABQQhqQdC9AkEYEC5FDQFBACEAQYjVAy0AAEUEQANAIABBAnRB2NQDaiAAQf2AARDHAzYCACAAQQFqIgBBBkcNAAtBiNUDQQE6AABB8NQDQdjUAygCADYCAAtB2NQDIQAgAUEIakHY1ANBGBAuRQ0BQfDUAyEAIAFBCGpB8NQDQRgQLkUNAUEYEEoiAEUNACAAIAEpAgg3AgAgACABKQIYNwIQIAAgASkCEDcCCAwBC0EAIQALIAFBIGokAEG01gNBAToAAEGw1gMgADYCACAAC8UKAgV/D34jAEHgAGsiBSQAIARC////////P4MhDCACIASFQoCAgICAgICAgH+DIQogAkL///////8/gyINQiCIIQ4gBEIwiKdB//8BcSEHAkACQCACQjCIp0H//wFxIglB//8Ba0GCgH5PBEAgB0H//wFrQYGAfksNAQsgAVAgAkL///////////8AgyILQoCAgICAgMD//wBUIAtCgICAgICAwP//AFEbRQRAIAJCgICAgICAIIQhCgwCCyADUCAEQv///////////wCDIgJCgICAgICAwP//AFQgAkKAgICAgIDA//8AURtFBEAgBEKAgICAgIAghCEKIAMhAQwCCyABIAtCgICAgICAwP//AIWEUARAIAIgA4RQBEBCgICAgICA4P//ACEKQgAhAQwDCyAKQoCAgICAgMD//wCEIQpCACEBDAILIAMgAkKAgICAgIDA//8AhYRQBEAgASALhCECQgAhASACUARAQoCAgICAgOD//wAhCgwDCyAKQoCAgICAgMD//wCEIQoMAgsgASALhFAEQEIAIQEMAgsgAiADhFAEQEIAIQEMAgsgC0L///////8/WARAIAVB0ABqIAEgDSABIA0gDVAiBht5IAZBBnStfKciBkEPaxBnQRAgBmshBiAFKQNYIg1CIIghDiAFKQNQIQELIAJC////////P1YNACAFQUBrIAMgDCADIAwgDFAiCBt5IAhBBnStfKciCEEPaxBnIAYgCGtBEGohBiAFKQNIIQwgBSkDQCEDCyADQg+GIgtCgID+/w+DIgIgAUIgiCIEfiIQIAtCIIgiEyABQv////8PgyIBfnwiD0IghiIRIAEgAn58IgsgEVStIAIgDUL/////D4MiDX4iFSAEIBN+fCIRIAxCD4YiEiADQjGIhEL/////D4MiAyABfnwiFCAPIBBUrUIghiAPQiCIhHwiDyACIA5CgIAEhCIMfiIWIA0gE358Ig4gEkIgiEKAgICACIQiAiABfnwiECADIAR+fCISQiCGfCIXfCEBIAcgCWogBmpB//8AayEGAkAgAiAEfiIYIAwgE358IgQgGFStIAQgBCADIA1+fCIEVq18IAIgDH58IAQgBCARIBVUrSARIBRWrXx8IgRWrXwgAyAMfiIDIAIgDX58IgIgA1StQiCGIAJCIIiEfCAEIAJCIIZ8IgIgBFStfCACIAIgECASVq0gDiAWVK0gDiAQVq18fEIghiASQiCIhHwiAlatfCACIAIgDyAUVK0gDyAXVq18fCICVq18IgRCgICAgICAwACDQgBSBEAgBkEBaiEGDAELIAtCP4ghAyAEQgGGIAJCP4iEIQQgAkIBhiABQj+IhCECIAtCAYYhCyADIAFCAYaEIQELIAZB//8BTgRAIApCgICAgICAwP//AIQhCkIAIQEMAQsCfiAGQQBMBEBBASAGayIHQf8ATQRAIAVBMGogCyABIAZB/wBqIgYQZyAFQSBqIAIgBCAGEGcgBUEQaiALIAEgBxC+ASAFIAIgBCAHEL4BIAUpAzAgBSkDOIRCAFKtIAUpAyAgBSkDEISEIQsgBSkDKCAFKQMYhCEBIAUpAwAhAiAFKQMIDAILQgAhAQwCCyAEQv///////z+DIAatQjCGhAsgCoQhCiALUCABQgBZIAFCgICAgICAgICAf1EbRQRAIAogAkIBfCIBUK18IQoMAQsgCyABQoCAgICAgICAgH+FhEIAUgRAIAIhAQwBCyAKIAIgAkIBg3wiASACVK18IQoLIAAgATcDACAAIAo3AwggBUHgAGokAAvOKAELfyMAQRBrIgokAAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEH0AU0EQEGwuAMoAgAiBkEQIABBC2pBeHEgAEELSRsiBUEDdiIAdiIBQQNxBEACQCABQX9zQQFxIABqIgJBA3QiAUHYuANqIgAgAUHguANqKAIAIgEoAggiBEYEQEGwuAMgBkF+IAJ3cTYCAAwBCyAEIAA2AgwgACAENgIICyABQQhqIQAgASACQQN0IgJBA3I2AgQgASACaiIBIAEoAgRBAXI2AgQMDwsgBUG4uAMoAgAiB00NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgFBA3QiAEHYuANqIgIgAEHguANqKAIAIgAoAggiBEYEQEGwuAMgBkF+IAF3cSIGNgIADAELIAQgAjYCDCACIAQ2AggLIAAgBUEDcjYCBCAAIAVqIgggAUEDdCIBIAVrIgRBAXI2AgQgACABaiAENgIAIAcEQCAHQXhxQdi4A2ohAUHEuAMoAgAhAgJ/IAZBASAHQQN2dCIDcUUEQEGwuAMgAyAGcjYCACABDAELIAEoAggLIQMgASACNgIIIAMgAjYCDCACIAE2AgwgAiADNgIICyAAQQhqIQBBxLgDIAg2AgBBuLgDIAQ2AgAMDwtBtLgDKAIAIgtFDQEgC2hBAnRB4LoDaigCACICKAIEQXhxIAVrIQMgAiEBA0ACQCABKAIQIgBFBEAgASgCFCIARQ0BCyAAKAIEQXhxIAVrIgEgAyABIANJIgEbIQMgACACIAEbIQIgACEBDAELCyACKAIYIQkgAiACKAIMIgRHBEBBwLgDKAIAGiACKAIIIgAgBDYCDCAEIAA2AggMDgsgAkEUaiIBKAIAIgBFBEAgAigCECIARQ0DIAJBEGohAQsDQCABIQggACIEQRRqIgEoAgAiAA0AIARBEGohASAEKAIQIgANAAsgCEEANgIADA0LQX8hBSAAQb9/Sw0AIABBC2oiAEF4cSEFQbS4AygCACIIRQ0AQQAgBWshAwJAAkACQAJ/QQAgBUGAAkkNABpBHyAFQf///wdLDQAaIAVBJiAAQQh2ZyIAa3ZBAXEgAEEBdGtBPmoLIgdBAnRB4LoDaigCACIBRQRAQQAhAAwBC0EAIQAgBUEZIAdBAXZrQQAgB0EfRxt0IQIDQAJAIAEoAgRBeHEgBWsiBiADTw0AIAEhBCAGIgMNAEEAIQMgASEADAMLIAAgASgCFCIGIAYgASACQR12QQRxaigCECIBRhsgACAGGyEAIAJBAXQhAiABDQALCyAAIARyRQRAQQAhBEECIAd0IgBBACAAa3IgCHEiAEUNAyAAaEECdEHgugNqKAIAIQALIABFDQELA0AgACgCBEF4cSAFayICIANJIQEgAiADIAEbIQMgACAEIAEbIQQgACgCECIBBH8gAQUgACgCFAsiAA0ACwsgBEUNACADQbi4AygCACAFa08NACAEKAIYIQcgBCAEKAIMIgJHBEBBwLgDKAIAGiAEKAIIIgAgAjYCDCACIAA2AggMDAsgBEEUaiIBKAIAIgBFBEAgBCgCECIARQ0DIARBEGohAQsDQCABIQYgACICQRRqIgEoAgAiAA0AIAJBEGohASACKAIQIgANAAsgBkEANgIADAsLIAVBuLgDKAIAIgRNBEBBxLgDKAIAIQACQCAEIAVrIgFBEE8EQCAAIAVqIgIgAUEBcjYCBCAAIARqIAE2AgAgACAFQQNyNgIEDAELIAAgBEEDcjYCBCAAIARqIgEgASgCBEEBcjYCBEEAIQJBACEBC0G4uAMgATYCAEHEuAMgAjYCACAAQQhqIQAMDQsgBUG8uAMoAgAiAkkEQEG8uAMgAiAFayIBNgIAQci4A0HIuAMoAgAiACAFaiICNgIAIAIgAUEBcjYCBCAAIAVBA3I2AgQgAEEIaiEADA0LQQAhACAFQS9qIgMCf0GIvAMoAgAEQEGQvAMoAgAMAQtBlLwDQn83AgBBjLwDQoCggICAgAQ3AgBBiLwDIApBDGpBcHFB2KrVqgVzNgIAQZy8A0EANgIAQey7A0EANgIAQYAgCyIBaiIGQQAgAWsiCHEiASAFTQ0MQei7AygCACIEBEBB4LsDKAIAIgcgAWoiCSAHTQ0NIAQgCUkNDQsCQEHsuwMtAABBBHFFBEACQAJAAkACQEHIuAMoAgAiBARAQfC7AyEAA0AgBCAAKAIAIgdPBEAgByAAKAIEaiAESw0DCyAAKAIIIgANAAsLQQAQzQEiAkF/Rg0DIAEhBkGMvAMoAgAiAEEBayIEIAJxBEAgASACayACIARqQQAgAGtxaiEGCyAFIAZPDQNB6LsDKAIAIgAEQEHguwMoAgAiBCAGaiIIIARNDQQgACAISQ0ECyAGEM0BIgAgAkcNAQwFCyAGIAJrIAhxIgYQzQEiAiAAKAIAIAAoAgRqRg0BIAIhAAsgAEF/Rg0BIAVBMGogBk0EQCAAIQIMBAtBkLwDKAIAIgIgAyAGa2pBACACa3EiAhDNAUF/Rg0BIAIgBmohBiAAIQIMAwsgAkF/Rw0CC0HsuwNB7LsDKAIAQQRyNgIACyABEM0BIQJBABDNASEAIAJBf0YNBSAAQX9GDQUgACACTQ0FIAAgAmsiBiAFQShqTQ0FC0HguwNB4LsDKAIAIAZqIgA2AgBB5LsDKAIAIABJBEBB5LsDIAA2AgALAkBByLgDKAIAIgMEQEHwuwMhAANAIAIgACgCACIBIAAoAgQiBGpGDQIgACgCCCIADQALDAQLQcC4AygCACIAQQAgACACTRtFBEBBwLgDIAI2AgALQQAhAEH0uwMgBjYCAEHwuwMgAjYCAEHQuANBfzYCAEHUuANBiLwDKAIANgIAQfy7A0EANgIAA0AgAEEDdCIBQeC4A2ogAUHYuANqIgQ2AgAgAUHkuANqIAQ2AgAgAEEBaiIAQSBHDQALQby4AyAGQShrIgBBeCACa0EHcSIBayIENgIAQci4AyABIAJqIgE2AgAgASAEQQFyNgIEIAAgAmpBKDYCBEHMuANBmLwDKAIANgIADAQLIAIgA00NAiABIANLDQIgACgCDEEIcQ0CIAAgBCAGajYCBEHIuAMgA0F4IANrQQdxIgBqIgE2AgBBvLgDQby4AygCACAGaiICIABrIgA2AgAgASAAQQFyNgIEIAIgA2pBKDYCBEHMuANBmLwDKAIANgIADAMLQQAhBAwKC0EAIQIMCAtBwLgDKAIAIAJLBEBBwLgDIAI2AgALIAIgBmohAUHwuwMhAAJAAkACQANAIAEgACgCAEcEQCAAKAIIIgANAQwCCwsgAC0ADEEIcUUNAQtB8LsDIQADQCADIAAoAgAiAU8EQCABIAAoAgRqIgQgA0sNAwsgACgCCCEADAALAAsgACACNgIAIAAgACgCBCAGajYCBCACQXggAmtBB3FqIgcgBUEDcjYCBCABQXggAWtBB3FqIgYgBSAHaiIFayEAIAMgBkYEQEHIuAMgBTYCAEG8uANBvLgDKAIAIABqIgA2AgAgBSAAQQFyNgIEDAgLQcS4AygCACAGRgRAQcS4AyAFNgIAQbi4A0G4uAMoAgAgAGoiADYCACAFIABBAXI2AgQgACAFaiAANgIADAgLIAYoAgQiA0EDcUEBRw0GIANBeHEhCSADQf8BTQRAIAYoAgwiASAGKAIIIgJGBEBBsLgDQbC4AygCAEF+IANBA3Z3cTYCAAwHCyACIAE2AgwgASACNgIIDAYLIAYoAhghCCAGIAYoAgwiAkcEQCAGKAIIIgEgAjYCDCACIAE2AggMBQsgBkEUaiIBKAIAIgNFBEAgBigCECIDRQ0EIAZBEGohAQsDQCABIQQgAyICQRRqIgEoAgAiAw0AIAJBEGohASACKAIQIgMNAAsgBEEANgIADAQLQby4AyAGQShrIgBBeCACa0EHcSIBayIINgIAQci4AyABIAJqIgE2AgAgASAIQQFyNgIEIAAgAmpBKDYCBEHMuANBmLwDKAIANgIAIAMgBEEnIARrQQdxakEvayIAIAAgA0EQakkbIgFBGzYCBCABQfi7AykCADcCECABQfC7AykCADcCCEH4uwMgAUEIajYCAEH0uwMgBjYCAEHwuwMgAjYCAEH8uwNBADYCACABQRhqIQADQCAAQQc2AgQgAEEIaiECIABBBGohACACIARJDQALIAEgA0YNACABIAEoAgRBfnE2AgQgAyABIANrIgJBAXI2AgQgASACNgIAIAJB/wFNBEAgAkF4cUHYuANqIQACf0GwuAMoAgAiAUEBIAJBA3Z0IgJxRQRAQbC4AyABIAJyNgIAIAAMAQsgACgCCAshASAAIAM2AgggASADNgIMIAMgADYCDCADIAE2AggMAQtBHyEAIAJB////B00EQCACQSYgAkEIdmciAGt2QQFxIABBAXRrQT5qIQALIAMgADYCHCADQgA3AhAgAEECdEHgugNqIQECQAJAQbS4AygCACIEQQEgAHQiBnFFBEBBtLgDIAQgBnI2AgAgASADNgIADAELIAJBGSAAQQF2a0EAIABBH0cbdCEAIAEoAgAhBANAIAQiASgCBEF4cSACRg0CIABBHXYhBCAAQQF0IQAgASAEQQRxaiIGKAIQIgQNAAsgBiADNgIQCyADIAE2AhggAyADNgIMIAMgAzYCCAwBCyABKAIIIgAgAzYCDCABIAM2AgggA0EANgIYIAMgATYCDCADIAA2AggLQby4AygCACIAIAVNDQBBvLgDIAAgBWsiATYCAEHIuANByLgDKAIAIgAgBWoiAjYCACACIAFBAXI2AgQgACAFQQNyNgIEIABBCGohAAwIC0HgtgNBMDYCAEEAIQAMBwtBACECCyAIRQ0AAkAgBigCHCIBQQJ0QeC6A2oiBCgCACAGRgRAIAQgAjYCACACDQFBtLgDQbS4AygCAEF+IAF3cTYCAAwCCyAIQRBBFCAIKAIQIAZGG2ogAjYCACACRQ0BCyACIAg2AhggBigCECIBBEAgAiABNgIQIAEgAjYCGAsgBigCFCIBRQ0AIAIgATYCFCABIAI2AhgLIAAgCWohACAGIAlqIgYoAgQhAwsgBiADQX5xNgIEIAUgAEEBcjYCBCAAIAVqIAA2AgAgAEH/AU0EQCAAQXhxQdi4A2ohAQJ/QbC4AygCACICQQEgAEEDdnQiAHFFBEBBsLgDIAAgAnI2AgAgAQwBCyABKAIICyEAIAEgBTYCCCAAIAU2AgwgBSABNgIMIAUgADYCCAwBC0EfIQMgAEH///8HTQRAIABBJiAAQQh2ZyIBa3ZBAXEgAUEBdGtBPmohAwsgBSADNgIcIAVCADcCECADQQJ0QeC6A2ohAQJAAkBBtLgDKAIAIgJBASADdCIEcUUEQEG0uAMgAiAEcjYCACABIAU2AgAMAQsgAEEZIANBAXZrQQAgA0EfRxt0IQMgASgCACECA0AgAiIBKAIEQXhxIABGDQIgA0EddiECIANBAXQhAyABIAJBBHFqIgQoAhAiAg0ACyAEIAU2AhALIAUgATYCGCAFIAU2AgwgBSAFNgIIDAELIAEoAggiACAFNgIMIAEgBTYCCCAFQQA2AhggBSABNgIMIAUgADYCCAsgB0EIaiEADAILAkAgB0UNAAJAIAQoAhwiAEECdEHgugNqIgEoAgAgBEYEQCABIAI2AgAgAg0BQbS4AyAIQX4gAHdxIgg2AgAMAgsgB0EQQRQgBygCECAERhtqIAI2AgAgAkUNAQsgAiAHNgIYIAQoAhAiAARAIAIgADYCECAAIAI2AhgLIAQoAhQiAEUNACACIAA2AhQgACACNgIYCwJAIANBD00EQCAEIAMgBWoiAEEDcjYCBCAAIARqIgAgACgCBEEBcjYCBAwBCyAEIAVBA3I2AgQgBCAFaiICIANBAXI2AgQgAiADaiADNgIAIANB/wFNBEAgA0F4cUHYuANqIQACf0GwuAMoAgAiAUEBIANBA3Z0IgNxRQRAQbC4AyABIANyNgIAIAAMAQsgACgCCAshASAAIAI2AgggASACNgIMIAIgADYCDCACIAE2AggMAQtBHyEAIANB////B00EQCADQSYgA0EIdmciAGt2QQFxIABBAXRrQT5qIQALIAIgADYCHCACQgA3AhAgAEECdEHgugNqIQECQAJAIAhBASAAdCIGcUUEQEG0uAMgBiAIcjYCACABIAI2AgAMAQsgA0EZIABBAXZrQQAgAEEfRxt0IQAgASgCACEFA0AgBSIBKAIEQXhxIANGDQIgAEEddiEGIABBAXQhACABIAZBBHFqIgYoAhAiBQ0ACyAGIAI2AhALIAIgATYCGCACIAI2AgwgAiACNgIIDAELIAEoAggiACACNgIMIAEgAjYCCCACQQA2AhggAiABNgIMIAIgADYCCAsgBEEIaiEADAELAkAgCUUNAAJAIAIoAhwiAEECdEHgugNqIgEoAgAgAkYEQCABIAQ2AgAgBA0BQbS4AyALQX4gAHdxNgIADAILIAlBEEEUIAkoAhAgAkYbaiAENgIAIARFDQELIAQgCTYCGCACKAIQIgAEQCAEIAA2AhAgACAENgIYCyACKAIUIgBFDQAgBCAANgIUIAAgBDYCGAsCQCADQQ9NBEAgAiADIAVqIgBBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMAQsgAiAFQQNyNgIEIAIgBWoiBCADQQFyNgIEIAMgBGogAzYCACAHBEAgB0F4cUHYuANqIQBBxLgDKAIAIQECf0EBIAdBA3Z0IgUgBnFFBEBBsLgDIAUgBnI2AgAgAAwBCyAAKAIICyEGIAAgATYCCCAGIAE2AgwgASAANgIMIAEgBjYCCAtBxLgDIAQ2AgBBuLgDIAM2AgALIAJBCGohAAsgCkEQaiQAIAALqwEBBX8jAEEgayIBJAAgAUEANgIQIAFBngQ2AgwgASABKQIMNwMAIAFBFGoiAyABKQIANwIEIAMgADYCACMAQRBrIgIkACAAKAIAQX9HBEAgAkEMaiIFIAM2AgAgAkEIaiIEIAU2AgADQCAAKAIAQQFGDQALIAAoAgBFBEAgAEEBNgIAIAQQjwMgAEF/NgIACwsgAkEQaiQAIAAoAgQhACABQSBqJAAgAEEBawt6AQJ/IwBBEGsiASQAIAAgACgCAEEMaygCAGooAhgEQCABQQhqIAAQcxoCQCABLQAIRQ0AIAAgACgCAEEMaygCAGooAhgiAiACKAIAKAIYEQAAQX9HDQAgACAAKAIAQQxrKAIAakEBEIEBCyABQQhqEHILIAFBEGokAAvHCgEJfyMAQRBrIgkkACABIAEoAgRBAWo2AgQjAEEQayIDJAAgAyABNgIMIAkgAygCDDYCDCADQRBqJAAgAiAAQQhqIgAoAgQgACgCAGtBAnVPBEACQCACQQFqIgEgACgCBCAAKAIAa0ECdSIDSwRAIwBBIGsiCyQAAkAgASADayIGIAAoAgggACgCBGtBAnVNBEAgACAGEJQDDAELIABBEGohByALQQxqIQECfyAGIAAoAgQgACgCAGtBAnVqIQUjAEEQayIEJAAgBCAFNgIMIAUgABCBBSIDTQRAIAAoAgggACgCAGtBAnUiBSADQQF2SQRAIAQgBUEBdDYCCCMAQRBrIgMkACAEQQhqIgUoAgAgBEEMaiIIKAIASSEKIANBEGokACAIIAUgChsoAgAhAwsgBEEQaiQAIAMMAQsQMQALIQUgACgCBCAAKAIAa0ECdSEIQQAhAyMAQRBrIgQkACAEQQA2AgwgAUEANgIMIAEgBzYCECAFBH8gBEEEaiABKAIQIAUQgAUgBCgCBCEDIAQoAggFQQALIQUgASADNgIAIAEgAyAIQQJ0aiIHNgIIIAEgBzYCBCABIAMgBUECdGo2AgwgBEEQaiQAIwBBEGsiAyQAIAMgASgCCDYCBCABKAIIIQQgAyABQQhqNgIMIAMgBCAGQQJ0ajYCCCADKAIEIQQDQCADKAIIIARHBEAgASgCEBogAygCBEEANgIAIAMgAygCBEEEaiIENgIEDAELCyADKAIMIAMoAgQ2AgAgA0EQaiQAIwBBEGsiBiQAIAAoAggaIAAoAgAaIAYgACgCBDYCCCAGIAAoAgA2AgQgBiABKAIENgIAIAYoAgghByAGKAIEIQggBigCACEKIwBBEGsiBSQAIwBBIGsiBCQAIwBBEGsiAyQAIAMgBzYCDCADIAg2AgggBCADKAIMNgIYIAQgAygCCDYCHCADQRBqJAAgBCgCGCEHIAQoAhwhCCMAQRBrIgMkACADIAg2AgggAyAHNgIMIAMgCjYCBANAIAMoAgwgAygCCEcEQCADKAIEQQRrIAMoAgxBBGsoAgA2AgAgAyADKAIMQQRrNgIMIAMgAygCBEEEazYCBAwBCwsgBCADKAIMNgIQIAQgAygCBDYCFCADQRBqJAAgBCAEKAIQNgIMIAQgBCgCFDYCCCAFIAQoAgw2AgggBSAEKAIINgIMIARBIGokACAFKAIMIQMgBUEQaiQAIAYgAzYCDCABIAYoAgw2AgQgACgCACEDIAAgASgCBDYCACABIAM2AgQgACgCBCEDIAAgASgCCDYCBCABIAM2AgggACgCCCEDIAAgASgCDDYCCCABIAM2AgwgASABKAIENgIAIAAoAgQaIAAoAgAaIAAoAggaIAAoAgAaIAZBEGokACABKAIEIQMDQCADIAEoAghHBEAgASgCEBogASABKAIIQQRrNgIIDAELCyABKAIABEAgASgCECABKAIAIgMgASgCDCADa0ECdRD+BAsLIAtBIGokAAwBCyABIANJBEAgACgCBBogACgCACEDIAAgAUECdCADahD/BCAAKAIIGiAAKAIEGiAAKAIAGgsLCyAAKAIAIAJBAnRqKAIABEAgACgCACACQQJ0aigCACIBIAEoAgRBAWsiAzYCBCADQX9GBEAgASABKAIAKAIIEQEACwsgCSgCDCEBIAlBADYCDCAAKAIAIAJBAnRqIAE2AgAgCSgCDCEAIAlBADYCDCAABEAgACAAKAIEQQFrIgE2AgQgAUF/RgRAIAAgACgCACgCCBEBAAsLIAlBEGokAAs0AQF/IwBBEGsiAyQAIAMgATYCDCAAIAMoAgw2AgAgAEEEaiACKAIANgIAIANBEGokACAACyUAIAAtAAtBB3YEQCAAIAAoAgAgACgCCEH/////B3EQqwILIAALhgIBAn8jAEEgayIBJAACQEHUsAP+EgAAQQFxDQBB1LADEIcBRQ0AQdSwAxCGAQsCQAJAQdiwA/4QAgAiAkUNACACQaS3A0cNACAA/hACAEEBRg0BIAFBCGoiAEIANwIMIABBkQY2AgggAEH9NzYCBCAAQQM2AgAgAEEANgIUIABBoeoAECoQLCAAECsMAQtBtLAD/hIAAEEBcUUEQAJAQbiwA/4SAABBAXENAEG4sAMQhwFFDQBBqLADQgA3AgBBsLADQQA2AgBBF0GosAMQkwFBtLADQQH+GQAAQbiwAxCGAQsLQdiwA0GktwP+FwIAIAAQtgJB2LADQQD+FwIACyABQSBqJAALkAEBA38gACgCACIBQX5xIQIgAUEBcQRAIAIoAgAhAgsCQCACRQRAQRAQKSIBQgA3AwAgAUIANwMIDAELIAItABBBAXEEQCACKAIYKAIQIgEoAgAoAhQhAyABQaSXA0IQIAMRBwALIAJBExA/IgFCADcCACABQgA3AggLIAAgAUEBcjYCACABIAI2AgAgAUEEagtsAQJ/IwBBEGsiAiQAIAJBCGogABBzGgJAIAItAAhFDQAgAkEEaiIDIAAgACgCAEEMaygCAGooAhg2AgAgAyABEMcCIAMoAgANACAAIAAoAgBBDGsoAgBqQQEQgQELIAJBCGoQciACQRBqJAAL+QEBA38jAEEQayICJAAgAiABOgAPAkACQAJ/IAAtAAtBB3YiBEUEQEEKIQEgAC0AC0H/AHEMAQsgACgCCEH/////B3FBAWshASAAKAIECyIDIAFGBEAgACABQQEgASABEIEDAn8gAC0AC0EHdgRAIAAoAgAMAQtBAAsaDAELAn8gAC0AC0EHdgRAIAAoAgAMAQtBAAsaIAQNACAAIgEgA0EBaiAALQALQYABcXI6AAsgACAALQALQf8AcToACwwBCyAAKAIAIQEgACADQQFqNgIECyABIANqIgAgAi0ADzoAACACQQA6AA4gACACLQAOOgABIAJBEGokAAsFABAJAAvWAQECfyMAQRBrIgQkAAJAAkAgAkELSQRAIAAiAyAALQALQYABcSACcjoACyAAIAAtAAtB/wBxOgALDAELIAJB7////wdLDQEgBEEIaiAAIAJBC08EfyACQRBqQXBxIgMgA0EBayIDIANBC0YbBUEKC0EBahC8ASAEKAIMGiAAIAQoAggiAzYCACAAIAAoAghBgICAgHhxIAQoAgxB/////wdxcjYCCCAAIAAoAghBgICAgHhyNgIIIAAgAjYCBAsgAyABIAJBAWoQdCAEQRBqJAAPCxBDAAsEAEEAC7oEAQh/IwBBMGsiBCQAAkACQCABLwEEIgpBgAJNBEADQCABLwEGIgchCCABKAIIIgUgB0EFdGoiBiEDAkAgB0UNAANAIAUgCEEBdiIDQQV0aiIJQSBqIAUgCSgCACACSCIJGyEFIAggA0F/c2ogAyAJGyIIDQALIAYiAyAFRg0AIAUoAgAgAkYNAyAFIQMLIAcgCkkEQCADQSBqIAMgBiADa/wKAAAgASABLwEGQQFqOwEGIANCADcDCCADIAI2AgAgA0IANwMQIANCADcDGCAAQQE6AAQgACADQQhqNgIADAQLIAEgB0EBahDyAyABLwEEIgpBgAJNDQALCyABKAIIIQMgBEIANwMgIARCADcDGCAEQgA3AxAgBCACNgIIIAQCfwJAIAMoAgQiAkUEQCADQQRqIgUhAQwBCyAEKAIIIQYDQCACIgEoAhAiAiAGSgRAIAEhBSABKAIAIgINAQwCCyACIAZOBEAgASECQQAMAwsgASgCBCICDQALIAFBBGohBQtBMBApIgIgBCkDIDcDKCACIAQpAxg3AyAgAiAEKQMQNwMYIAIgBCkDCDcDECACIAE2AgggAkIANwIAIAUgAjYCACACIQEgAygCACgCACIGBEAgAyAGNgIAIAUoAgAhAQsgAygCBCABEMsBIAMgAygCCEEBajYCCEEBCzoALCAEIAI2AiggACAEKAIoQRhqNgIAIAAgBC0ALDoABAwBCyAAQQA6AAQgACAFQQhqNgIACyAEQTBqJAAL6QEBAn8jAEEgayIDJAAgAUEASARAIANBCGoiAkIANwIMIAJBlQo2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBj/0AECoQLCACECsLIAEgACgCAE4EQCADQQhqIgJCADcCDCACQZYKNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQZruABAqECwgAhArCyAAKAIEQQBMBEAgA0EIaiICQgA3AgwgAkHgAjYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkHr/AAQKhAsIAIQKwsgACgCCCEAIANBIGokACAAIAFBAnRqCzcBAX8CQCAAQQhqIgEoAgAEQCABIAEoAgBBAWsiATYCACABQX9HDQELIAAgACgCACgCEBEBAAsLDQAgACgCABDmAxogAAunAQECfyMAQSBrIgIkACAAKAIAIgFBAXEEQCACQQhqIgFCADcCDCABQesCNgIIIAFB2yw2AgQgAUEDNgIAIAFBADYCFCABQZ6AARAqECwgARArIAAoAgAhAQsgAUUEQCACQQhqIgFCADcCDCABQewCNgIIIAFB2yw2AgQgAUEDNgIAIAFBADYCFCABQbziABAqECwgARArIAAoAgAhAQsgAkEgaiQAIAELLQAgAkUEQCAAKAIEIAEoAgRGDwsgACABRgRAQQEPCyAAKAIEIAEoAgQQ5gFFCw0AIAAoAgAQ3QMaIAALgAQBA38gAkGABE8EQCAAIAEgAhAhIAAPCyAAIAJqIQMCQCAAIAFzQQNxRQRAAkAgAEEDcUUEQCAAIQIMAQsgAkUEQCAAIQIMAQsgACECA0AgAiABLQAAOgAAIAFBAWohASACQQFqIgJBA3FFDQEgAiADSQ0ACwsCQCADQXxxIgRBwABJDQAgAiAEQUBqIgVLDQADQCACIAEoAgA2AgAgAiABKAIENgIEIAIgASgCCDYCCCACIAEoAgw2AgwgAiABKAIQNgIQIAIgASgCFDYCFCACIAEoAhg2AhggAiABKAIcNgIcIAIgASgCIDYCICACIAEoAiQ2AiQgAiABKAIoNgIoIAIgASgCLDYCLCACIAEoAjA2AjAgAiABKAI0NgI0IAIgASgCODYCOCACIAEoAjw2AjwgAUFAayEBIAJBQGsiAiAFTQ0ACwsgAiAETw0BA0AgAiABKAIANgIAIAFBBGohASACQQRqIgIgBEkNAAsMAQsgA0EESQRAIAAhAgwBCyAAIANBBGsiBEsEQCAAIQIMAQsgACECA0AgAiABLQAAOgAAIAIgAS0AAToAASACIAEtAAI6AAIgAiABLQADOgADIAFBBGohASACQQRqIgIgBE0NAAsLIAIgA0kEQANAIAIgAS0AADoAACABQQFqIQEgAkEBaiICIANHDQALCyAAC4ACAQN/IAEsAAAiBUH/AXEhBAJAAn8gAUEBaiIDIAVBAE4NABogBCADLAAAIgVB/wFxQQd0akGAAWshBAJAIAVBAE4NACAEIAEsAAIiA0H/AXFBDnRqQYCAAWshBCADQQBOBEAgAUECaiEDDAELIAQgASwAAyIDQf8BcUEVdGpBgICAAWshBCADQQBOBEAgAUEDaiEDDAELQQAhAyABLQAEIgVBB0sNAiAEIAVBHHRqQYCAgIABayIEQe////8HSw0CIAFBBWoMAQsgA0EBagshAyAEIAIoAgQgA2tBEGpMBEAgACADIAQQcCADIARqDwsgAiADIAQgABCQAyEDCyADC/gGAQZ/IwBBIGsiBiQAIAEoAgAiBEUEQCAGQQhqIgRCADcCDCAEQdEBNgIIIARB1Ck2AgQgBEEDNgIAIARBADYCFCAEQe/iABAqECwgBBArIAEoAgAhBAsCQCAEIAAoAgBJDQAgBCAAKAIEayIEQRBKBEAgBkEIaiIDQgA3AgwgA0HUATYCCCADQdQpNgIEIANBAzYCACADQQA2AhQgA0GR6QAQKhAsIAMQKwsgACgCECAERgRAQQEhAyAEQQBMDQEgACgCCA0BIAFBADYCAAwBCyMAQSBrIgUkACAGAn8CQCAAKAIQIgMgBEgNACADIARGBEAgBUEIaiIDQgA3AgwgA0GvATYCCCADQZY2NgIEIANBAzYCACADQQA2AhQgA0Gh5AAQKhAsIAMQKyAAKAIQIQMLIAMgBEwEQCAFQQhqIgNCADcCDCADQbABNgIIIANBljY2AgQgA0EDNgIAIANBADYCFCADQcPkABAqECwgAxArIAAoAhAhAwsgACgCACAAKAIEIANBH3UgA3FqRwR/IAVBCGoiA0IANwIMIANBtQE2AgggA0GWNjYCBCADQQM2AgAgA0EANgIUIANBte0AECoQLCADECsgACgCEAUgAwtBAEwEQCAFQQhqIgNCADcCDCADQbcBNgIIIANBljY2AgQgA0EDNgIAIANBADYCFCADQeXmABAqECwgAxArCyAAKAIAIAAoAgRHBEAgBUEIaiIDQgA3AgwgA0G4ATYCCCADQZY2NgIEIANBAzYCACADQQA2AhQgA0Gb5QAQKhAsIAMQKwsDQCAEQQBIBEAgBUEIaiIDQgA3AgwgA0G8ATYCCCADQZY2NgIEIANBAzYCACADQQA2AhQgA0GX5wAQKhAsIAMQKwsgACAEIAIQmwMiA0UEQCAEDQIgACgCEEEATARAIAVBCGoiAkIANwIMIAJBwQE2AgggAkGWNjYCBCACQQM2AgAgAkEANgIUIAJB5eYAECoQLCACECsLIABBATYCPCAAIAAoAgQiAzYCAEEBDAMLIAAgACgCECADIAAoAgQiB2tqIgg2AhAgAyAEaiIDIAdrIgRBAE4NAAsgACAHIAhBH3UgCHFqNgIAQQAMAQtBACEDQQELOgAMIAYgAzYCCCAFQSBqJAAgASAGKAIINgIAIAYtAAxBAEchAwsgBkEgaiQAIAMLdQEBfiAAIAEgBH4gAiADfnwgA0IgiCICIAFCIIgiBH58IANC/////w+DIgMgAUL/////D4MiAX4iBUIgiCADIAR+fCIDQiCIfCABIAJ+IANC/////w+DfCIBQiCIfDcDCCAAIAVC/////w+DIAFCIIaENwMACxgAIAAtAABBIHFFBEAgASACIAAQzwIaCwvpAQECfyMAQSBrIgMkACABQQBIBEAgA0EIaiICQgA3AgwgAkGVCjYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkGP/QAQKhAsIAIQKwsgASAAKAIATgRAIANBCGoiAkIANwIMIAJBlgo2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBmu4AECoQLCACECsLIAAoAgRBAEwEQCADQQhqIgJCADcCDCACQeACNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQev8ABAqECwgAhArCyAAKAIIIQAgA0EgaiQAIAAgAUEDdGoLbQEBfyMAQRBrIgUkACAFIAI2AgwgBSAENgIIIAVBBGogBUEMahCJASECIAAgASADIAUoAggQjwIhASACKAIAIgAEQEGEuAMoAgAaIAAEQEGEuANBjLcDIAAgAEF/Rhs2AgALCyAFQRBqJAAgAQvwAQECfwJ/IAAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxCyEEAkAgAiABa0EFSA0AIARFDQAgASACEPsBIAJBBGshBAJ/IAAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxCwJ/IAAtAAtBB3YEQCAAKAIADAELIAALIgJqIQUCQANAAkAgAiwAACEAIAEgBE8NAAJAIABBAEwNACAAQf8ATg0AIAEoAgAgAiwAAEcNAwsgAUEEaiEBIAIgBSACa0EBSmohAgwBCwsgAEEATA0BIABB/wBODQEgAiwAACAEKAIAQQFrSw0BCyADQQQ2AgALC3YBAX8jAEEQayICJAAgAC0AC0EHdgRAIAAgACgCACAAKAIIQf////8HcRDnAQsgACABKAIINgIIIAAgASkCADcCACABIAEtAAtBgAFxOgALIAEgAS0AC0H/AHE6AAsgAkEAOgAPIAEgAi0ADzoAACACQRBqJAALUAEBfgJAIANBwABxBEAgASADQUBqrYYhAkIAIQEMAQsgA0UNACACIAOtIgSGIAFBwAAgA2utiIQhAiABIASGIQELIAAgATcDACAAIAI3AwgLbwEBfyMAQYACayIFJAACQCACIANMDQAgBEGAwARxDQAgBSABQf8BcSACIANrIgNBgAIgA0GAAkkiARsQowEgAUUEQANAIAAgBUGAAhBiIANBgAJrIgNB/wFLDQALCyAAIAUgAxBiCyAFQYACaiQAC8EBAQN/IAAoAgBBqLADRwRAIAAQWw8LIwBBIGsiAyQAIAAoAgBBqLADRwRAIANBCGoiAkIANwIMIAJBkwE2AgggAkHXODYCBCACQQM2AgAgAkEANgIUIAJB1+sAECoQLCACECsLAn8gAUUEQEEMECkMAQsgAS0AEEEBcQRAIAEoAhgoAhAiAigCACgCFCEEIAJBsJYDQhAgBBEHAAsgAUECED8LIgFCADcCACABQQA2AgggACABNgIAIANBIGokACABCxwBAX8gACgCBCICIAFIBEAgACABIAJrEJ4BGgsLsgMCAX4BfyAALAAAIgOtQv8BgyECAkAgA0EATgRADAELIAIgACwAASIDrUL/AYNCB4Z8QoD///8PfEL/////D4MhAiADQQBOBEAgASACNwMAIABBAmoPCyACIAAsAAIiA61C/wGDQg6GfEKAgAF9IQICQAJ/IABBAmogA0EATg0AGiACIAAsAAMiA61C/wGDQhWGfEKAgIABfSECIABBA2ogA0EATg0AGiACIAAsAAQiA61C/wGDQhyGfEKAgICAAX0hAiAAQQRqIANBAE4NABogAiAALAAFIgOtQv8Bg0IjhnxCgICAgIABfSECIABBBWogA0EATg0AGiACIAAsAAYiA61C/wGDQiqGfEKAgICAgIABfSECIABBBmogA0EATg0AGiACIAAsAAciA61C/wGDQjGGfEKAgICAgICAAX0hAiAAQQdqIANBAE4NABogAiAALAAIIgOtQjiGfEKAgICAgICAgAF9IQIgAEEIaiADQQBODQAaIAAsAAkiA0EASA0BIAOtQn+FQj+GIAJ8IQIgAEEJagshAAwBCyABQgA3AwBBAA8LIAEgAjcDACAAQQFqC7sCAQR/IwBBEGsiBiQAAkACQCAARQ0AIAQoAgwhByACIAFrIglBAEoEQCAAIAEgCSAAKAIAKAIwEQQAIAlHDQELIAcgAyABayIBa0EAIAEgB0gbIgFBAEoEQCABQfD///8HTw0CAkAgAUELTwRAIAFBD3JBAWoiCBApIQcgBiAIQYCAgIB4cjYCDCAGIAc2AgQgBiABNgIIDAELIAYgAToADyAGQQRqIQcLIAcgBSAB/AsAQQAhCCABIAdqQQA6AAAgACAGKAIEIAZBBGogBiwAD0EASBsgASAAKAIAKAIwEQQAIQUgBiwAD0EASARAIAYoAgQQJwsgASAFRw0BCyADIAJrIgFBAEoEQCAAIAIgASAAKAIAKAIwEQQAIAFHDQELIARBADYCDCAAIQgLIAZBEGokACAIDwsQQwALCgAgAEHc1gMQOwuGCAEFfyMAQSBrIggkACADIAAoAgAiBE8EQCAAIAMQLyEDIAAoAgAhBAsgAi0ACyIFwEEASCEGIAIoAgQhByADIARPBEAgCEEIaiIEQgA3AgwgBEHaBjYCCCAEQZUrNgIEIARBAzYCACAEQQA2AhQgBEHF5QAQKhAsIAQQKwsgByAFIAYbIQQCfyABQQN0IgVBAnIiAUH/AE0EQCADIAE6AAAgA0EBagwBCyADIAFBgAFyOgAAIAVBB3YhBSABQf//AE0EQCADIAU6AAEgA0ECagwBCyADQQFqIQEDQCABIgMgBUGAAXI6AAAgA0EBaiEBIAVB//8ASyEGIAVBB3YhBSAGDQALIAMgBToAASADQQJqCyEDAkAgBEGAAUkEQCAEIQEMAQsgBCEFA0AgAyAFQYABcjoAACADQQFqIQMgBUH//wBLIQYgBUEHdiIBIQUgBg0ACwsgAyABOgAAIAIoAgAgAiACLAALQQBIGyECIANBAWohAQJ/IAAtAC0EQCMAQSBrIgckAAJAIAQgASAAKAIAIgNBEGpLBH8gB0EIaiIDQgA3AgwgA0HGBjYCCCADQZUrNgIEIANBAzYCACADQQA2AhQgA0Ga3gAQKhAsIAMQKyAAKAIABSADCyABayIDQRBqSARAIAMgBEgEQCAAIAIgBCABEIIBIQEMAgsgASACIAT8CgAAIAEgBGohAQwBCyAALQAsRQRAIwBBIGsiBSQAAkACfwJAAkADQCAAKAIAIQYgACgCBCIDRQ0CIAEgBk0NASAALQAsBEAgBUEIaiIDQgA3AgwgA0GtBTYCCCADQdM3NgIEIANBAzYCACADQQA2AhQgA0Hk5AAQKhAsIAMQKwsgASAGayIDQRBKBEAgBUEIaiIBQgA3AgwgAUGuBTYCCCABQdM3NgIEIAFBAzYCACABQQA2AhQgAUGC3QAQKhAsIAEQKwsgABDcBCADaiEBIAAtACxFDQALQQAhAQwDCyADIABBCGoiAyABIANrIgP8CgAAIAAgACgCBCADajYCBCAAKAIAIAFrDAELIAAgATYCBCAGIAFrQRBqCyIBQQBODQAgBUEIaiIDQgA3AgwgA0G8BTYCCCADQdM3NgIEIANBAzYCACADQQA2AhQgA0GA5wAQKhAsIAMQKwsgBUEgaiQAIAEEQCAAKAIoIgMgASADKAIAKAIMEQIACyAAIABBCGoiATYCBCAAIAE2AgALIAAoAigiAyACIAQgAygCACgCFBEEAA0AIABBAToALCAAIABBGGo2AgAgAEEIaiEBCyAHQSBqJAAgAQwBCyAEIAAoAgAgAWtKBEAgACACIAQgARCCAQwBCyABIAIgBPwKAAAgASAEagshACAIQSBqJAAgAAtfACAAIAE2AgQgAEG4mQM2AgAgAEIANwIMIAAgATYCCCAAQQA2AiggAEIANwIgIAAgATYCHCAAQgA3AhRBzJgD/hACAARAQcyYAxBQCyAAQQA2AjAgAEGosAM2AiwgAAuHAQEBfyAALQALQQd2BH8gACgCCEH/////B3FBAWsFQQoLIgMgAk8EQAJ/IAAtAAtBB3YEQCAAKAIADAELIAALIgMgASACEIIDIAAgAyACEIUFDwsgACADIAIgA2sCfyAALQALQQd2BEAgACgCBAwBCyAALQALQf8AcQsiAEEAIAAgAiABEPcBCwoAIABB1NYDEDsLlgEBAX8CQCAAKAIEIgEgASgCAEEMaygCAGooAhhFDQAgACgCBCIBIAEoAgBBDGsoAgBqKAIQDQAgACgCBCIBIAEoAgBBDGsoAgBqKAIEQYDAAHFFDQAgACgCBCIBIAEoAgBBDGsoAgBqKAIYIgEgASgCACgCGBEAAEF/Rw0AIAAoAgQiACAAKAIAQQxrKAIAakEBEIEBCwtVACAAIAE2AgQgAEEAOgAAIAEgASgCAEEMaygCAGooAhBFBEAgASABKAIAQQxrKAIAaigCSARAIAEgASgCAEEMaygCAGooAkgQTAsgAEEBOgAACyAACw4AIAEgASACaiAAENgDC8cJAgR/BX4jAEHwAGsiBiQAIARC////////////AIMhCQJAAkAgAVAiBSACQv///////////wCDIgpCgICAgICAwP//AH1CgICAgICAwICAf1QgClAbRQRAIANCAFIgCUKAgICAgIDA//8AfSILQoCAgICAgMCAgH9WIAtCgICAgICAwICAf1EbDQELIAUgCkKAgICAgIDA//8AVCAKQoCAgICAgMD//wBRG0UEQCACQoCAgICAgCCEIQQgASEDDAILIANQIAlCgICAgICAwP//AFQgCUKAgICAgIDA//8AURtFBEAgBEKAgICAgIAghCEEDAILIAEgCkKAgICAgIDA//8AhYRQBEBCgICAgICA4P//ACACIAEgA4UgAiAEhUKAgICAgICAgIB/hYRQIgUbIQRCACABIAUbIQMMAgsgAyAJQoCAgICAgMD//wCFhFANASABIAqEUARAIAMgCYRCAFINAiABIAODIQMgAiAEgyEEDAILIAMgCYRCAFINACABIQMgAiEEDAELIAMgASABIANUIAkgClYgCSAKURsiCBshCiAEIAIgCBsiC0L///////8/gyEJIAIgBCAIGyICQjCIp0H//wFxIQcgC0IwiKdB//8BcSIFRQRAIAZB4ABqIAogCSAKIAkgCVAiBRt5IAVBBnStfKciBUEPaxBnIAYpA2ghCSAGKQNgIQpBECAFayEFCyABIAMgCBshAyACQv///////z+DIQQgB0UEQCAGQdAAaiADIAQgAyAEIARQIgcbeSAHQQZ0rXynIgdBD2sQZ0EQIAdrIQcgBikDWCEEIAYpA1AhAwsgBEIDhiADQj2IhEKAgICAgICABIQhASAJQgOGIApCPYiEIQQgAiALhSENAn4gA0IDhiICIAUgB0YNABogBSAHayIHQf8ASwRAQgAhAUIBDAELIAZBQGsgAiABQYABIAdrEGcgBkEwaiACIAEgBxC+ASAGKQM4IQEgBikDMCAGKQNAIAYpA0iEQgBSrYQLIQkgBEKAgICAgICABIQhDCAKQgOGIQoCQCANQgBTBEBCACEDQgAhBCAJIAqFIAEgDIWEUA0CIAogCX0hAiAMIAF9IAkgClatfSIEQv////////8DVg0BIAZBIGogAiAEIAIgBCAEUCIHG3kgB0EGdK18p0EMayIHEGcgBSAHayEFIAYpAyghBCAGKQMgIQIMAQsgCSAKfCICIAlUrSABIAx8fCIEQoCAgICAgIAIg1ANACAJQgGDIARCP4YgAkIBiISEIQIgBUEBaiEFIARCAYghBAsgC0KAgICAgICAgIB/gyEBIAVB//8BTgRAIAFCgICAgICAwP//AIQhBEIAIQMMAQtBACEHAkAgBUEASgRAIAUhBwwBCyAGQRBqIAIgBCAFQf8AahBnIAYgAiAEQQEgBWsQvgEgBikDACAGKQMQIAYpAxiEQgBSrYQhAiAGKQMIIQQLIAKnQQdxIgVBBEutIARCPYYgAkIDiIQiAnwiAyACVK0gBEIDiEL///////8/gyAHrUIwhoQgAYR8IQQCQCAFQQRGBEAgBCADQgGDIgEgA3wiAyABVK18IQQMAQsgBUUNAQsLIAAgAzcDACAAIAQ3AwggBkHwAGokAAtFAQF/IwBBkAFrIgIkACACIAE2AgAgAkEQaiIBQYABQbQ1IAIQrwEaIAJBADoAjwEgAEEMaiABEJABGiACQZABaiQAIAALZAAgAigCBEGwAXEiAkEgRgRAIAEPCwJAIAJBEEcNAAJAAkAgAC0AACICQStrDgMAAQABCyAAQQFqDwsgASAAa0ECSA0AIAJBMEcNACAALQABQSByQfgARw0AIABBAmohAAsgAAs9AQF/An8gAC0AC0EHdgRAIAAoAgAMAQsgAAshASMAQRBrIgAkACAAIAE2AgwgACgCDCEBIABBEGokACABC34CAn8BfiMAQRBrIgMkACAAAn4gAUUEQEIADAELIAMgASABQR91IgJzIAJrIgKtQgAgAmciAkHRAGoQZyADKQMIQoCAgICAgMAAhUGegAEgAmutQjCGfCABQYCAgIB4ca1CIIaEIQQgAykDAAs3AwAgACAENwMIIANBEGokAAuHCAECfyMAQRBrIgUkACAFQQhqIAAgARBXIAUtAAwhBiAFKAIIIgEgBDYCEAJAIAZFDQAgASADOgALIAEgAjoACCABQQE6AAkCQAJAAkACQAJAAkACQAJAAkACQAJAIAJBAnRBoIkBaigCAEEBaw4KAAECAwQFBgcICQsLAn8gACgCACICRQRAQQwQKQwBCyACLQAQQQFxBEAgAigCGCgCECIAKAIAKAIUIQMgAEG4lwNCECADEQcACyACQQkQPwsiACACNgIIIABCADcCAAwJCwJ/IAAoAgAiAkUEQEEMECkMAQsgAi0AEEEBcQRAIAIoAhgoAhAiACgCACgCFCEDIABBwJcDQhAgAxEHAAsgAkEKED8LIgAgAjYCCCAAQgA3AgAMCAsCfyAAKAIAIgJFBEBBDBApDAELIAItABBBAXEEQCACKAIYKAIQIgAoAgAoAhQhAyAAQciXA0IQIAMRBwALIAJBCxA/CyIAIAI2AgggAEIANwIADAcLAn8gACgCACICRQRAQQwQKQwBCyACLQAQQQFxBEAgAigCGCgCECIAKAIAKAIUIQMgAEHQlwNCECADEQcACyACQQwQPwsiACACNgIIIABCADcCAAwGCwJ/IAAoAgAiAkUEQEEMECkMAQsgAi0AEEEBcQRAIAIoAhgoAhAiACgCACgCFCEDIABB4JcDQhAgAxEHAAsgAkEOED8LIgAgAjYCCCAAQgA3AgAMBQsCfyAAKAIAIgJFBEBBDBApDAELIAItABBBAXEEQCACKAIYKAIQIgAoAgAoAhQhAyAAQdiXA0IQIAMRBwALIAJBDRA/CyIAIAI2AgggAEIANwIADAQLAn8gACgCACICRQRAQQwQKQwBCyACLQAQQQFxBEAgAigCGCgCECIAKAIAKAIUIQMgAEHolwNCECADEQcACyACQQ8QPwsiACACNgIIIABCADcCAAwDCwJ/IAAoAgAiAkUEQEEMECkMAQsgAi0AEEEBcQRAIAIoAhgoAhAiACgCACgCFCEDIABBuJcDQhAgAxEHAAsgAkEJED8LIgAgAjYCCCAAQgA3AgAMAgsgACgCACICRQRAQRAQKSIAQgA3AgAgAEIANwIIDAILIAItABBBAXEEQCACKAIYKAIQIgAoAgAoAhQhAyAAQfiXA0IQIAMRBwALIAJBEBA/IgBBADYCDCAAQgA3AgQgACACNgIADAELIAAoAgAiAkUEQEEQECkiAEIANwIAIABCADcCCAwBCyACLQAQQQFxBEAgAigCGCgCECIAKAIAKAIUIQMgAEGQmANCECADEQcACyACQREQPyIAQQA2AgwgAEIANwIEIAAgAjYCAAsgASAANgIACyABKAIAIQAgBUEQaiQAIAALSgEBfyAAKQMQQYgIKQMAUQRAQZAIKAIAIAEQxAEPCwJAIAD+EAIEIgJFDQAgAigCBEGACEcNACACIAEQxAEPCyAAEKUEIAEQxAELDgAgAEHQAGoQSkHQAGoLQgEBfyABIAJsIQQgBAJ/IAMoAkxBAEgEQCAAIAQgAxDPAgwBCyAAIAQgAxDPAgsiAEYEQCACQQAgARsPCyAAIAFuC7oCAQN/IwBBQGoiAiQAIAAoAgAiA0EEaygCACEEIANBCGsoAgAhAyACQgA3AiAgAkIANwIoIAJCADcCMCACQgA3ADcgAkIANwIYIAJBADYCFCACQcSNAzYCECACIAA2AgwgAiABNgIIIAAgA2ohAEEAIQMCQCAEIAFBABBcBEAgAkEBNgI4IAQgAkEIaiAAIABBAUEAIAQoAgAoAhQRDgAgAEEAIAIoAiBBAUYbIQMMAQsgBCACQQhqIABBAUEAIAQoAgAoAhgRCwACQAJAIAIoAiwOAgABAgsgAigCHEEAIAIoAihBAUYbQQAgAigCJEEBRhtBACACKAIwQQFGGyEDDAELIAIoAiBBAUcEQCACKAIwDQEgAigCJEEBRw0BIAIoAihBAUcNAQsgAigCGCEDCyACQUBrJAAgAwsgACMAQRBrIgEkACAAQgA3AgAgAEEANgIIIAFBEGokAAsEACAACw8AIAAgACgCECABchCKAQuCAgECfyMAQSBrIgUkACACIAMgACgCACIEQRBqSwR/IAVBCGoiBEIANwIMIARBxgY2AgggBEGVKzYCBCAEQQM2AgAgBEEANgIUIARBmt4AECoQLCAEECsgACgCAAUgBAsgA2tBEGoiBEoEQANAIAMgASAE/AoAACAAIAMgBGoQLyEDIAEgBGohASACIARrIgIgAyAAKAIAIgRBEGpLBH8gBUEIaiIEQgA3AgwgBEHGBjYCCCAEQZUrNgIEIARBAzYCACAEQQA2AhQgBEGa3gAQKhAsIAQQKyAAKAIABSAECyADa0EQaiIESg0ACwsgAyABIAL8CgAAIAVBIGokACACIANqC8IBAQJ/AkACQCAAKAIAQaiwA0YEQCACRQRAQQwQKSICIAEoAgg2AggMAgsgAi0AEEEBcQRAIAIoAhgoAhAiAygCACgCFCEEIANBsJYDQhAgBBEHAAsgAkECED8iAiABKAIINgIIDAELIAAQWyIALAALQQBIBEAgACgCABAnCyAAIAEpAgA3AgAgACABKAIINgIIIAFBADoACyABQQA6AAAMAQsgAiABKQIANwIAIAFCADcCACABQQA2AgggACACNgIACwsPACAAQaiwAyABIAIQrgML7wEBBH8jAEEgayIDJAAgASgCACEEAkAgACgCACICIAAoAgQiAUYEQCAAIAJBAWoiBRD1ASAAKAIEQQBMBEAgA0EIaiIBQgA3AgwgAUHgAjYCCCABQfUtNgIEIAFBAzYCACABQQA2AhQgAUHr/AAQKhAsIAEQKwsgACgCCCACQQJ0aiAENgIADAELIAFBAEwEQCADQQhqIgFCADcCDCABQeACNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQev8ABAqECwgARArCyAAKAIIIAJBAnRqIAQ2AgAgAkEBaiEFCyAAIAU2AgAgA0EgaiQACz4BAn8jAEEQayICJAAgAkEIaiIBIAA2AgAgASAAQQFqNgIEIAEoAgBBAToAACABKAIEQQE6AAAgAkEQaiQAC3cBA38jAEEQayICJAAgAkEIaiIBIAA2AgAgASAAQQFqNgIEIAEiACgCAC0AAAR/QQAFAn8CQCAAKAIEIgAtAAAiAUEBRiIDRQRAIAFBAnENASAAQQI6AAALIAMMAQtBzidBABCqAgALQQFzCyEAIAJBEGokACAAC6MBAQR/IwBBIGsiAyQAIAAoAhBBEUgEQCADQQhqIgFCADcCDCABQZ4BNgIIIAFBljY2AgQgAUEDNgIAIAFBADYCFCABQbvcABAqECwgARArCyAAQQBBfxCbAyECIAAoAgQhAQJAIAJFBEAgAEEBNgI8DAELIAAgACgCECACIAFraiIENgIQIAEgBEEfdSAEcWohAQsgACABNgIAIANBIGokACACCz0BAX9BhLgDKAIAIQIgASgCACIBBEBBhLgDQYy3AyABIAFBf0YbNgIACyAAQX8gAiACQYy3A0YbNgIAIAALIAAgACAAKAIYRSABciIBNgIQIAAoAhQgAXEEQBBUAAsLwQEBA38gACgCCCEBAkAgAC8BBEGBAkkEQANAIAEgACgCCCAALwEGQQV0akYiAg0CIAFBCGoQ3gNFDQIgAUEgaiEBIAAvAQRBgAJNDQALQbXUAEGVKkG9BkH7MxADAAsgASgCACIAIAFBBGoiA0YEQEEBDwsDQCAAQRhqEN4DIgJFBEBBAA8LAkAgACgCBCIBBEADQCABIgAoAgAiAQ0ADAILAAsDQCAAIAAoAggiACgCAEcNAAsLIAAgA0cNAAsLIAILpAEBA38gACgCCCEBAkAgAC8BBEGBAk8EQCABKAIAIgIgAUEEaiIDRg0BA0AgAkEYahDWAQJAIAIoAgQiAARAA0AgACIBKAIAIgANAAwCCwALA0AgAigCCCIBKAIAIAJHIQAgASECIAANAAsLIAMgASICRw0ACwwBCyAALwEGIgBFDQAgASAAQQV0aiEAA0AgAUEIahDWASABQSBqIgEgAEcNAAsLC6oBAQR/AkBBmLAD/hIAAEEBcQ0AQZiwAxCHAUUNAEGYsAMQhgELAkAgAP4QAgwiAQR/IAEFIAAoAgQiAkHw////B08NASAAKAIAIQMCQCACQQpNBEAgACACOgALIAAhAQwBCyACQQ9yQQFqIgQQKSEBIAAgBEGAgICAeHI2AgggACABNgIACyABIAMgAvwKAAAgASACakEAOgAAIAAgAP4XAgwgAAsPCxBDAAtHAQJ/IAAgATcDcCAAIAAoAiwgACgCBCIDa6w3A3ggACgCCCECAkAgAVANACACIANrrCABVw0AIAMgAadqIQILIAAgAjYCaAuNAQEDfwJAIAAoAgAiAiABKAIAIgFGDQACQCABRQ0AQRAQKSIEIAEoAgA2AgAgBEEEaiEDIAEsAA9BAE4EQCADIAEpAgQ3AgAgAyABKAIMNgIIDAELIAMgASgCBCABKAIIEFUgACgCACECCyAAIAQ2AgAgAkUNACACLAAPQQBIBEAgAigCBBAnCyACECcLCwwAIAAgASABEEIQRwsuAQF/IwBBEGsiBCQAIAQgATYCDCAArSAEQQxqIAIgAxD5BCEAIARBEGokACAAC3YBAX8jAEEQayICJAAgAC0AC0EHdgRAIAAgACgCACAAKAIIQf////8HcRCrAgsgACABKAIINgIIIAAgASkCADcCACABIAEtAAtBgAFxOgALIAEgAS0AC0H/AHE6AAsgAkEANgIMIAEgAigCDDYCACACQRBqJAAL3QIBB38CQEHksAP+EgAAQQFxDQBB5LADEIcBRQ0AQSQQKSICQgA3AgAgAkEANgIgIAJCADcCGCACQgA3AhAgAkIANwIIQeCwAyACNgIAQeSwAxCGAQtB4LADKAIAIQMgAygCBCICIAMoAggiBUkEQCACIAE2AgQgAiAANgIAIAMgAkEIajYCBA8LAkAgAiADKAIAIgZrQQN1IghBAWoiBEGAgICAAkkEQEH/////ASAFIAZrIgVBAnUiByAEIAQgB0kbIAVB+P///wdPGyIFBH8gBUGAgICAAk8NAiAFQQN0ECkFQQALIgcgCEEDdGoiBCABNgIEIAQgADYCACAEQQhqIQAgAiAGRwRAA0AgBEEIayIEIAJBCGsiAikCADcCACACIAZHDQALIAMoAgAhAgsgAyAHIAVBA3RqNgIIIAMgADYCBCADIAQ2AgAgAgRAIAIQJwsPCxAxAAsQOQALsgIBBH8jAEEQayIHJAAgByABNgIMQQAhAUEGIQUCQAJAIAAgB0EMahBEDQBBBCEFIANBwAACfyAAKAIAIgYoAgwiCCAGKAIQRgRAIAYgBigCACgCJBEAAAwBCyAIKAIACyIGIAMoAgAoAgwRBABFDQAgAyAGQQAgAygCACgCNBEEACEBA0ACQCAAEF0aIAFBMGshASAAIAdBDGoQRA0AIARBAkgNACADQcAAAn8gACgCACIFKAIMIgYgBSgCEEYEQCAFIAUoAgAoAiQRAAAMAQsgBigCAAsiBSADKAIAKAIMEQQARQ0DIARBAWshBCADIAVBACADKAIAKAI0EQQAIAFBCmxqIQEMAQsLQQIhBSAAIAdBDGoQREUNAQsgAiACKAIAIAVyNgIACyAHQRBqJAAgAQvYAgEEfyMAQRBrIgckACAHIAE2AgxBACEBQQYhBQJAAkAgACAHQQxqEEANAEEEIQUCfyAAKAIAIgYoAgwiCCAGKAIQRgRAIAYgBigCACgCJBEAAAwBCyAILQAAC8AiBkEATgR/IAMoAgggBkH/AXFBAnRqKAIAQcAAcUEARwVBAAtFDQAgAyAGQQAgAygCACgCJBEEACEBA0ACQCAAEFoaIAFBMGshASAAIAdBDGoQQA0AIARBAkgNAAJ/IAAoAgAiBSgCDCIGIAUoAhBGBEAgBSAFKAIAKAIkEQAADAELIAYtAAALwCIFQQBOBH8gAygCCCAFQf8BcUECdGooAgBBwABxQQBHBUEAC0UNAyAEQQFrIQQgAyAFQQAgAygCACgCJBEEACABQQpsaiEBDAELC0ECIQUgACAHQQxqEEBFDQELIAIgAigCACAFcjYCAAsgB0EQaiQAIAELwAEBA38jAEEQayIEJAAgBCABNgIMIAQgAzYCCCAEQQRqIARBDGoQiQEhBiAEKAIIIQMjAEEQayIBJAAgASADNgIMIAEgAzYCCEF/IQUCQEEAQQAgAiADEI8CIgNBAEgNACAAIANBAWoiAxBKIgA2AgAgAEUNACAAIAMgAiABKAIMEI8CIQULIAFBEGokACAGKAIAIgAEQEGEuAMoAgAaIAAEQEGEuANBjLcDIAAgAEF/Rhs2AgALCyAEQRBqJAAgBQsuAAJAIAAoAgRBygBxIgAEQCAAQcAARgRAQQgPCyAAQQhHDQFBEA8LQQAPC0EKCxEAIAEgASACQQJ0aiAAENgDC7kFAQh/IAAvAQRBgAJNBEAgACgCCCEEIAACfyABLwEEQYACTQRAIAEoAggiBSABLwEGIgNBBXRqIQcgBCAALwEGIgJBBXRqIQgCQCACRQ0AIANFDQADQAJAIAQoAgAiAyAFKAIAIgJIBEAgBEEgaiEEDAELIAIgA0YEQCAFQSBqIQUgBEEgaiEEDAELIAVBIGohBQsgBkEBaiEGIAQgCEYNASAFIAdHDQALCyAHIAVrQQV1IAZqIAggBGtBBXVqDAELIAAvAQRBgQJPBEBBtdQAQZUqQbkGQfszEAMACyAAKAIIIAAvAQZBBXRqIQUgASgCCCICKAIAIQMgAkEEaiEJAkAgBCAFRg0AIAMgCUYNAANAAkAgBCgCACIGIAMoAhAiAkgEQCAEQSBqIQQMAQsgAiAGRgRAIARBIGohBCADKAIEIgIEQANAIAIiAygCACICDQAMAwsACwNAIAMgAygCCCIDKAIARw0ACwwBCyADKAIEIgIEQANAIAIiAygCACICDQAMAgsACwNAIAMgAygCCCIDKAIARw0ACwsgB0EBaiEHIAQgBUYNASADIAlHDQALCyADIAlHBEADQAJAIAMoAgQiBgRAA0AgBiICKAIAIgYNAAwCCwALA0AgAygCCCICKAIAIANHIQYgAiEDIAYNAAsLIAhBAWohCCACIgMgCUcNAAsLIAUgBGtBBXUgB2ogCGoLEPIDCyABKAIIIQQgAS8BBEGBAk8EQCAEKAIAIgIgBEEEaiIDRwRAA0AgACACKAIQIAJBGGoQ7gMCQCACKAIEIgEEQANAIAEiAigCACIBDQAMAgsACwNAIAIgAigCCCICKAIARw0ACwsgAiADRw0ACwsPCyABLwEGIgEEQCAEIAFBBXRqIQEDQCAAIAQoAgAgBEEIahDuAyAEQSBqIgQgAUcNAAsLC/kBAgN+An8jAEEQayIFJAACfiABvSIDQv///////////wCDIgJCgICAgICAgAh9Qv/////////v/wBYBEAgAkI8hiEEIAJCBIhCgICAgICAgIA8fAwBCyACQoCAgICAgID4/wBaBEAgA0I8hiEEIANCBIhCgICAgICAwP//AIQMAQsgAlAEQEIADAELIAUgAkIAIAOnZ0EgaiACQiCIp2cgAkKAgICAEFQbIgZBMWoQZyAFKQMAIQQgBSkDCEKAgICAgIDAAIVBjPgAIAZrrUIwhoQLIQIgACAENwMAIAAgAiADQoCAgICAgICAgH+DhDcDCCAFQRBqJAALLAAgAEG8pAM2AgBBzJgD/hACAARAQcyYAxBQCyAAQgA3AgggAEHIsQM2AgQL7wEBAn8gAEUEQEEwECkiAEH4mAM2AgAgAEEANgIEIABCADcCDCAAQQA2AgggAEIANwIUQeCYA/4QAgAEQEHgmAMQUAsgAEIANwIkIABBqLADNgIgIABBqLADNgIcIABBADYCLCAADwsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCECIAFBsJoDQjAgAhEHAAsgAEEwEHsiASAANgIEIAFB+JgDNgIAIAFCADcCDCABIAA2AgggAUIANwIUQeCYA/4QAgAEQEHgmAMQUAsgAUIANwIkIAFBqLADNgIgIAFBqLADNgIcIAFBADYCLCABC84CAQV/IwBBIGsiAyQAIAAoAgQiAkF+cSEBIAJBAXEEfyABKAIABSABCwRAIANBCGoiAUIANwIMIAFB5gM2AgggAUH/OTYCBCABQQM2AgAgAUEANgIUIAFBkt8AECoQLCABECsLIAAoAixBqLADRwRAIABBLGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLAkAgACgCBCIBQQFxRQ0AIAFBfnEiASgCAA0AIAEsAA9BAEgEQCABKAIEECcLIAEQJwsgACgCHCEBAkAgACgCKCICRQ0AIAENAEEAIQEgAigCACIEQQBKBH8gAkEEaiEFA0AgBSABQQJ0aigCACICBEAgAhD2AhogAhAnCyABQQFqIgEgBEcNAAsgACgCKAUgAgsQJyAAKAIcIQELIABBADYCKCABBEAgAf4WAggaCyAAQQhqELIBIANBIGokACAAC/QCAQZ/IwBBIGsiBSQAIAAoAgwhBAJ/IAAoAggiAiAAKAIEIgMgAWoiAU4EQCAEIANBAnRqQQRqDAELIAAoAgAhA0EEIAJBAXQiAiABIAEgAkgbIgEgAUEETBsiAkH+////A0sEQCAFQQhqIgFCADcCDCABQT42AgggAUGqOTYCBCABQQM2AgAgAUEANgIUIAFBxv4AECpBicQAECoQLCABECsLIAJBAnQhAQJ/IANFBEAgAUEEahApDAELIAFBC2pBeHEhASADLQAQQQFxBEAgAygCGCgCECIGKAIAKAIUIQcgBkHIkAMgAa0gBxEHAAsgAyABEHsLIQEgACACNgIIIAAgATYCDAJAAkAgBEUNACAEKAIAIgJBAEwNACABQQRqIARBBGogAkECdPwKAAAgACgCDCIBIAQoAgA2AgAMAQsgAUEANgIACyADRQRAIAQQJyAAKAIMIQELIAEgACgCBEECdGpBBGoLIQAgBUEgaiQAIAALjQUBA38jAEEQayIIJAAgCCACNgIIIAggATYCDCAIQQRqIgEgAygCHCICNgIAIAIgAigCBEEBajYCBCABEHEhCSABKAIAIgEgASgCBEEBayICNgIEIAJBf0YEQCABIAEoAgAoAggRAQALIARBADYCAEEAIQECQANAIAYgB0YNASABDQECQCAIQQxqIAhBCGoQRA0AAkAgCSAGKAIAQQAgCSgCACgCNBEEAEElRgRAIAZBBGoiASAHRg0CQQAhCgJ/AkAgCSABKAIAQQAgCSgCACgCNBEEACICQcUARg0AIAJB/wFxQTBGDQAgBiEBIAIMAQsgBkEIaiAHRg0DIAIhCiAJIAYoAghBACAJKAIAKAI0EQQACyECIAggACAIKAIMIAgoAgggAyAEIAUgAiAKIAAoAgAoAiQRDQA2AgwgAUEIaiEGDAELIAlBASAGKAIAIAkoAgAoAgwRBAAEQANAAkAgByAGQQRqIgZGBEAgByEGDAELIAlBASAGKAIAIAkoAgAoAgwRBAANAQsLA0AgCEEMaiAIQQhqEEQNAiAJQQECfyAIKAIMIgEoAgwiAiABKAIQRgRAIAEgASgCACgCJBEAAAwBCyACKAIACyAJKAIAKAIMEQQARQ0CIAhBDGoQXRoMAAsACyAJAn8gCCgCDCIBKAIMIgIgASgCEEYEQCABIAEoAgAoAiQRAAAMAQsgAigCAAsgCSgCACgCHBEDACAJIAYoAgAgCSgCACgCHBEDAEYEQCAGQQRqIQYgCEEMahBdGgwBCyAEQQQ2AgALIAQoAgAhAQwBCwsgBEEENgIACyAIQQxqIAhBCGoQRARAIAQgBCgCAEECcjYCAAsgCCgCDCEAIAhBEGokACAAC8IFAQN/IwBBEGsiCCQAIAggAjYCCCAIIAE2AgwgCEEEaiIBIAMoAhwiAjYCACACIAIoAgRBAWo2AgQgARBtIQkgASgCACIBIAEoAgRBAWsiAjYCBCACQX9GBEAgASABKAIAKAIIEQEACyAEQQA2AgBBACEBAkADQCAGIAdGDQEgAQ0BAkAgCEEMaiAIQQhqEEANAAJAIAkgBiwAAEEAIAkoAgAoAiQRBABBJUYEQCAGQQFqIgEgB0YNAkEAIQoCfwJAIAkgASwAAEEAIAkoAgAoAiQRBAAiAkHFAEYNACACQf8BcUEwRg0AIAYhASACDAELIAZBAmogB0YNAyACIQogCSAGLAACQQAgCSgCACgCJBEEAAshAiAIIAAgCCgCDCAIKAIIIAMgBCAFIAIgCiAAKAIAKAIkEQ0ANgIMIAFBAmohBgwBCyAGLAAAIgFBAE4EfyAJKAIIIAFB/wFxQQJ0aigCAEEBcQVBAAsEQANAAkAgByAGQQFqIgZGBEAgByEGDAELIAYsAAAiAUEATgR/IAkoAgggAUH/AXFBAnRqKAIAQQFxBUEACw0BCwsDQCAIQQxqIAhBCGoQQA0CAn8gCCgCDCIBKAIMIgIgASgCEEYEQCABIAEoAgAoAiQRAAAMAQsgAi0AAAvAIgFBAE4EfyAJKAIIIAFB/wFxQQJ0aigCAEEBcQVBAAtFDQIgCEEMahBaGgwACwALIAkCfyAIKAIMIgEoAgwiAiABKAIQRgRAIAEgASgCACgCJBEAAAwBCyACLQAAC8AgCSgCACgCDBEDACAJIAYsAAAgCSgCACgCDBEDAEYEQCAGQQFqIQYgCEEMahBaGgwBCyAEQQQ2AgALIAQoAgAhAQwBCwsgBEEENgIACyAIQQxqIAhBCGoQQARAIAQgBCgCAEECcjYCAAsgCCgCDCEAIAhBEGokACAAC+MBAQR/IwBBEGsiCCQAAkAgAEUNACAEKAIMIQYgAiABayIHQQBKBEAgACABIAdBAnYiByAAKAIAKAIwEQQAIAdHDQELIAYgAyABa0ECdSIBa0EAIAEgBkgbIgFBAEoEQCAAAn8gCEEEaiABIAUQtAMiBS0AC0EHdgRAIAUoAgAMAQsgBQsgASAAKAIAKAIwEQQAIQYgBRBPGiABIAZHDQELIAMgAmsiAUEASgRAIAAgAiABQQJ2IgEgACgCACgCMBEEACABRw0BCyAEKAIMGiAEQQA2AgwgACEJCyAIQRBqJAAgCQsDAAEL8AICAn8BfgJAIAJFDQAgACABOgAAIAAgAmoiA0EBayABOgAAIAJBA0kNACAAIAE6AAIgACABOgABIANBA2sgAToAACADQQJrIAE6AAAgAkEHSQ0AIAAgAToAAyADQQRrIAE6AAAgAkEJSQ0AIABBACAAa0EDcSIEaiIDIAFB/wFxQYGChAhsIgA2AgAgAyACIARrQXxxIgJqIgFBBGsgADYCACACQQlJDQAgAyAANgIIIAMgADYCBCABQQhrIAA2AgAgAUEMayAANgIAIAJBGUkNACADIAA2AhggAyAANgIUIAMgADYCECADIAA2AgwgAUEQayAANgIAIAFBFGsgADYCACABQRhrIAA2AgAgAUEcayAANgIAIAIgA0EEcUEYciIBayICQSBJDQAgAK1CgYCAgBB+IQUgASADaiEBA0AgASAFNwMYIAEgBTcDECABIAU3AwggASAFNwMAIAFBIGohASACQSBrIgJBH0sNAAsLCwQAQQELOgAgACABNgIIIAAgATYCBCAAQgA3AgwgAEH4mQM2AgAgAEIANwIUQbiYA/4QAgAEQEG4mAMQUAsgAAvGAQEBfyABLAABIgNB/wFxQQd0IAJqQYABayECAn8gAUECaiADQQBODQAaIAEsAAIiA0H/AXFBDnQgAmpBgIABayECIAFBA2ogA0EATg0AGiABLAADIgNB/wFxQRV0IAJqQYCAgAFrIQIgAUEEaiADQQBODQAaIAEtAAQiA0EHSwRAQQAhAkEADAELQQAgAiADQRx0akGAgICAAWsiAiACQe////8HSyIDGyECQQAgAUEFaiADGwshASAAIAI2AgQgACABNgIAC5cBAQJ/IAEsAAIiA0H/AXFBDnQgAmpBgIABayECAkACQAJ/IAFBAmogA0EATg0AGiABLAADIgNB/wFxQRV0IAJqQYCAgAFrIQIgAUEDaiADQQBODQAaQQAhAyABLAAEIgRBAEgNASAEQRx0IAJqQYCAgIABayECIAFBBGoLQQFqIQMMAQtBACECCyAAIAI2AgQgACADNgIAC38BAX4gAEEDdCIArSEDIABBgAFPBEADQCACIAOnQYB/chBTIANC//8AViEAIANCB4ghAyAADQALCyACIAOnwBBTAkAgAUKAAVQEQCABIQMMAQsDQCACIAGnQYB/chBTIAFC//8AViEAIAFCB4giAyEBIAANAAsLIAIgA6fAEFMLNAAgAC0AC0EHdgRAIAAgATYCBA8LIAAgAC0AC0GAAXEgAXI6AAsgACAALQALQf8AcToACwsMACAAQYKGgCA2AAALXwEBfwJ/IAAtAAtBB3YEQCAAKAIADAELIAALAn8gAC0AC0EHdgRAIAAoAgQMAQsgAC0AC0H/AHELQQJ0aiEBIwBBEGsiACQAIAAgATYCDCAAKAIMIQEgAEEQaiQAIAELrAEBAX8CQCADQYAQcUUNACADQcoAcSIEQQhGDQAgBEHAAEYNACACRQ0AIABBKzoAACAAQQFqIQALIANBgARxBEAgAEEjOgAAIABBAWohAAsDQCABLQAAIgQEQCAAIAQ6AAAgAEEBaiEAIAFBAWohAQwBCwsgAAJ/Qe8AIANBygBxIgFBwABGDQAaQdgAQfgAIANBgIABcRsgAUEIRg0AGkHkAEH1ACACGws6AAALXAEBfwJ/IAAtAAtBB3YEQCAAKAIADAELIAALAn8gAC0AC0EHdgRAIAAoAgQMAQsgAC0AC0H/AHELaiEBIwBBEGsiACQAIAAgATYCDCAAKAIMIQEgAEEQaiQAIAELrQwBBn8jAEEQayIEJAAgBCAANgIMAkAgAEHTAU0EQEHQogJBkKQCIARBDGoQ9QMoAgAhAgwBCyAAQXxPBEAQVAALIAQgACAAQdIBbiIGQdIBbCICazYCCEGQpAJB0KUCIARBCGoQ9QNBkKQCa0ECdSEFA0AgBUECdEGQpAJqKAIAIAJqIQJBBSEAA0ACQCAAQS9GBEBB0wEhAANAIAIgAG4iASAASQ0FIAIgACABbEYNAiACIABBCmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBDGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBEGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBEmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBFmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBHGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBHmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBJGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBKGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBKmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBLmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBNGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBOmoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBPGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBwgBqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQcYAaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEHIAGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBzgBqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQdIAaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEHYAGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABB4ABqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQeQAaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEHmAGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABB6gBqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQewAaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEHwAGoiAW4iAyABSQ0FIAIgASADbEYNAiACIABB+ABqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQf4AaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEGCAWoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBiAFqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQYoBaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEGOAWoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBlAFqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQZYBaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEGcAWoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBogFqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQaYBaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEGoAWoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBrAFqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQbIBaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEG0AWoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBugFqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQb4BaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEHAAWoiAW4iAyABSQ0FIAIgASADbEYNAiACIABBxAFqIgFuIgMgAUkNBSACIAEgA2xGDQIgAiAAQcYBaiIBbiIDIAFJDQUgAiABIANsRg0CIAIgAEHQAWoiAW4iAyABSQ0FIABB0gFqIQAgAiABIANsRw0ACwwBCyACIABBAnRB0KICaigCACIBbiIDIAFJDQMgAEEBaiEAIAIgASADbEcNAQsLQQAgBUEBaiIAIABBMEYiABshBSAAIAZqIgZB0gFsIQIMAAsACyAEQRBqJAAgAgsqAQF/IwBBEGsiBCQAIAQgAzYCDCAAIAEgAiADEI8CIQAgBEEQaiQAIAAL9QEDAnwBfwF+An0CQCAAvEEUdkH/D3EiA0GrCEkNAEMAAAAAIAC8QYCAgHxGDQEaIANB+A9PBEAgACAAkg8LIABDF3KxQl4EQCMAQRBrIgNDAAAAcDgCDCADKgIMQwAAAHCUDwsgAEO08c/CXUUNACMAQRBrIgNDAAAAEDgCDCADKgIMQwAAABCUDwtBkMgBKwMAQYjIASsDACAAu6IiASABQYDIASsDACIBoCICIAGhoSIBokGYyAErAwCgIAEgAaKiQaDIASsDACABokQAAAAAAADwP6CgIAK9IgRCL4YgBKdBH3FBA3RB4MUBaikDAHy/orYLC5sCAQR/IABBsKkDNgIwIABBoKgDNgIAIAAoAjQiASAAKAI4IgJHBEADQCABKAIAIgMEQCADECcLIAFBBGoiASACRw0ACyAAKAI0IQELIAEEQCAAIAE2AjggARAnCyAAKAIkIgMEQCAAKAIoIgIgAyIBRwRAA0AgAkEMayIBKAIAIgQEQCACQQhrIAQ2AgAgBBAnCyABIgIgA0cNAAsgACgCJCEBCyAAIAM2AiggARAnCyAAKAIYIgMEQCAAKAIcIgIgAyIBRwRAA0AgAkEMayIBKAIAIgQEQCACQQhrIAQ2AgAgBBAnCyABIgIgA0cNAAsgACgCGCEBCyAAIAM2AhwgARAnCyAAKAIMIgEEQCAAIAE2AhAgARAnCyAAC9UBAQN/AkAgACgCAA0AIAAoAgghAgJAIAAvAQRBgQJPBEAgAigCACIDIAJBBGoiAkcEQANAIANBGGoQrgQCQCADKAIEIgEEQANAIAEiAygCACIBDQAMAgsACwNAIAMgAygCCCIDKAIARw0ACwsgAiADRw0ACwsMAQsgAC8BBiIBRQ0AIAIgAUEFdGohAQNAIAJBCGoQrgQgAkEgaiICIAFHDQALCyAAKAIIIQEgAC8BBEGBAk8EQCABRQ0BIAEgASgCBBCWAiABECcPCyABRQ0AIAEQJwsLqwMBBX8jAEEgayIHJAAgAyAAKAIAIgRPBEAgACADEC8hAyAAKAIAIQQLIAItAAsiBcBBAEghBiACKAIEIQggAyAETwRAIAdBCGoiBEIANwIMIARB2gY2AgggBEGVKzYCBCAEQQM2AgAgBEEANgIUIARBxeUAECoQLCAEECsLIAggBSAGGyEEAn8gAUEDdCIFQQJyIgFB/wBNBEAgAyABOgAAIANBAWoMAQsgAyABQYABcjoAACAFQQd2IQUgAUH//wBNBEAgAyAFOgABIANBAmoMAQsgA0EBaiEBA0AgASIDIAVBgAFyOgAAIANBAWohASAFQf//AEshBiAFQQd2IQUgBg0ACyADIAU6AAEgA0ECagshAwJAIARBgAFJBEAgBCEBDAELIAQhBQNAIAMgBUGAAXI6AAAgA0EBaiEDIAVB//8ASyEGIAVBB3YiASEFIAYNAAsLIAMgAToAACACKAIAIAIgAiwAC0EASBshAgJ/IAQgACgCACADQQFqIgFrSgRAIAAgAiAEIAEQggEMAQsgASACIAT8CgAAIAEgBGoLIQAgB0EgaiQAIAAL8QECA38BfiMAQSBrIgMkACABKQMAIQUCQCAAKAIAIgIgACgCBCIBRgRAIAAgAkEBaiIEEPQBIAAoAgRBAEwEQCADQQhqIgFCADcCDCABQeACNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQev8ABAqECwgARArCyAAKAIIIAJBA3RqIAU3AwAMAQsgAUEATARAIANBCGoiAUIANwIMIAFB4AI2AgggAUH1LTYCBCABQQM2AgAgAUEANgIUIAFB6/wAECoQLCABECsLIAAoAgggAkEDdGogBTcDACACQQFqIQQLIAAgBDYCACADQSBqJAALewEBfyMAQRBrIgMkAAJAIAJBCk0EQCAAIAAtAAtBgAFxIAJyOgALIAAgAC0AC0H/AHE6AAsgACABIAIQdCADQQA6AA8gACACaiADLQAPOgAADAELIABBCiACQQprIAAtAAtB/wBxIgBBACAAIAIgARD3AQsgA0EQaiQAC+IEAQd/IABCADcCACAAQQA2AggjAEEwayIGJAAgASABKAIAKAIYEQAARQRAIAZBGGoiAkIANwIMIAJBwQM2AgggAkGAOTYCBCACQQM2AgAgAkEANgIUIAJB/v8AECohAyAGQQxqIgVB4C8gARC1AyADIAUQ7QIQLCAGLAAXQQBIBEAgBigCDBAnCyACECsLIwBB0ABrIgIkACAAKAIEIQQgAC0ACyEDAkAgASABKAIAKAIkEQAAIgVBAEgEQCACQSBqIgNCADcCDCADQckDNgIIIANBgDk2AgQgA0ECNgIAIANBADYCFCACQQhqIgQgASABKAIAKAIIEQIAIAMgBBDtAkGj5gAQKiEEIwBBkAFrIgEkACABIAU2AgAgAUEQaiIHQYABQfgeIAEQrwEaIAFBADoAjwEgBEEMaiAHEJABGiABQZABaiQAIAQQLCACLAATQQBIBEAgAigCCBAnCyADECsMAQsgACAFIAQgAyADwEEASBsiA2oQ9gEgACgCACEEIAAsAAshB0GcsAP+EgAAIQggAkEAOwFMIAJBADYCSCACQQA2AiQgAiAIQQFxOgBOIAIgBCAAIAdBAEgbIANqIgMgBWoiBDYCICABIAMgAkEgaiABKAIAKAIwEQQAIARGDQAgAkEIaiIBQgA3AgwgAUHoAjYCCCABQYA5NgIEIAFBAzYCACABQQA2AhQgAUHD3gAQKhAsIAEQKwsgAkHQAGokACAGQTBqJAAgBUF/c0EfdkUEQCAALAALQQBIBEAgACgCAEEAOgAAIABBADYCBA8LIABBADoACyAAQQA6AAALC3YBAX8jAEEQayICJAAgAiAANgIMAkAgACABRg0AA0AgAiABQQFrIgE2AgggACABTw0BIAIoAgwiAC0AACEBIAAgAigCCCIALQAAOgAAIAAgAToAACACIAIoAgxBAWoiADYCDCACKAIIIQEMAAsACyACQRBqJAALKAAgAEEYdCAAQYD+A3FBCHRyIABBCHZBgP4DcSAAQRh2cnIgACABGwu+AQEFfyAAKAIIIQECQCAALwEEQYECTwRAIAEoAgAiAiABQQRqIgRGDQEDQCACQRhqIAIoAhAQywMhBQJAIAIoAgQiAARAA0AgACIBKAIAIgANAAwCCwALA0AgAigCCCIBKAIAIAJHIQAgASECIAANAAsLIAMgBWohAyAEIAEiAkcNAAsMAQsgAC8BBiIARQ0AIAEgAEEFdGohAANAIAFBCGogASgCABDLAyADaiEDIAFBIGoiASAARw0ACwsgAwuBAgEEfyMAQRBrIgUkACABEEIhAiMAQRBrIgMkAAJAIAJB7////wdNBEACQCACQQtJBEAgACAALQALQYABcSACcjoACyAAIAAtAAtB/wBxOgALIAAhBAwBCyADQQhqIAAgAkELTwR/IAJBEGpBcHEiBCAEQQFrIgQgBEELRhsFQQoLQQFqELwBIAMoAgwaIAAgAygCCCIENgIAIAAgACgCCEGAgICAeHEgAygCDEH/////B3FyNgIIIAAgACgCCEGAgICAeHI2AgggACACNgIECyAEIAEgAhB0IANBADoAByACIARqIAMtAAc6AAAgA0EQaiQADAELEEMACyAFQRBqJAALvAIBBH8gACgCCCEDAkAgAC8BBEGBAk8EQCADKAIEIgBFDQEgA0EEaiIEIQMDQCADIAAgACgCEEHIAUgiBRshAyAAQQRqIAAgBRsoAgAiAA0ACyADIARGDQEDQCADKAIQIgBBgICAgAJODQIgA0EYaiAAIAEgAhDSAyEBAkAgAygCBCIABEADQCAAIgMoAgAiAA0ADAILAAsDQCADIAMoAggiAygCAEcNAAsLIAMgBEcNAAsMAQsgAC8BBiIARQ0AIAMgAEEFdGohBANAIAMgAEEBdiIFQQV0aiIGQSBqIAMgBigCAEHIAUgiBhshAyAAIAVBf3NqIAUgBhsiAA0ACyADIARGDQADQCADKAIAIgBBgICAgAJODQEgA0EIaiAAIAEgAhDSAyEBIANBIGoiACEDIAAgBEcNAAsLIAELGQAgASACENYDIQEgACACNgIEIAAgATYCAAuUUQMKfwF9AXwjAEEgayIHJAAgByADNgIcIAdBhJcDNgIYAn8gAaciCkEHcSELQQAhAyMAQSBrIgkkAAJAIAdBGGogAUIDiKciBiAHQQRqIAcoAhgoAggRBABFDQAgBy0ABCIIQRNrQf8BcUHuAUkEQCAJQQhqIgNCADcCDCADQTw2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANB4OUAECoQLCADECsLIAdBADoAFyAIQQJ0QfCJAWooAgAhCAJAIAtBAkcNACAHLQAFRQ0AIAhBBU0EQEEBIQNBASAIdEEccQ0BIAdBAToAFwwCCyAJQQhqIgNCADcCDCADQdIANgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQeHIABAqECwgAxArCyAIIAtGIQMLIAlBIGokACADRQRAIAQoAgAiAEEBcQRAIAogAEF+cUEEaiACIAUQkQEMAgsgCiAEEFEgAiAFEJEBDAELIAAhAyAHLQAXIQgjAEEwayIJJAAgBy0ABCEAAkAgCARAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABBAWsOEgsKAQMABwYMDg4ODgINCAkEBRALIAMgBkEFIActAAYgBygCEBB6IAIgBRCJBSECDA8LIAMgBkEDIActAAYgBygCEBB6IAIgBRCIBSECDA4LIAMgBkENIActAAYgBygCEBB6IAIgBRCJBSECDA0LIAMgBkEEIActAAYgBygCEBB6IAIgBRCIBSECDAwLIAMgBkERIActAAYgBygCEBB6IQojAEEwayIAJAAgAiwAACIEQf8BcSEGAkACfyACQQFqIgMgBEEATg0AGiAGIAMsAAAiBEH/AXFBB3RqQYABayEGAkAgBEEATg0AIAYgAiwAAiIDQf8BcUEOdGpBgIABayEGIANBAE4EQCACQQJqIQMMAQsgBiACLAADIgNB/wFxQRV0akGAgIABayEGIANBAE4EQCACQQNqIQMMAQtBACEEIAItAAQiA0EHSw0CIAYgA0EcdGpBgICAgAFrIgZB7////wdLDQIgAkEFagwBCyADQQFqCyEDIAUoAgQiBCADayIIIAZIBEADQCADIARJBEADQCADIAAQayIDRQRAQQAhBAwFCyAAIAAoAgAiAkEBdkEAIAJBAXFrczYCICAKIABBIGoQhQEgAyAESQ0ACyAFKAIEIQQLIAMgBGsiAkEQSwRAIABCADcCDCAAQaIFNgIIIABB1Ck2AgQgAEEDNgIAIABBADYCFCAAQajdABAqECwgABArCyAGIAhrIgNBEEwEQCAAQQA7ARggAEIANwMQIAAgBSgCBCIEKQAANwMAIAAgBCkACDcDCCAAIAJqIQQgACADaiEGAkAgAiADTg0AA0AgBCAAQSBqEGsiBEUEQEEAIQQMAgsgACAAKAIgIgJBAXZBACACQQFxa3M2AiwgCiAAQSxqEIUBIAQgBkkNAAsLIAUoAgQgBCAAa2pBACAEIAZGG0EAIAQbIQQMAwsgBiACIAhqayIGQQBMBEAgAEIANwIMIABBsAU2AgggAEHUKTYCBCAAQQM2AgAgAEEANgIUIABBzvwAECoQLCAAECsLQQAhBCAFKAIQQRFIDQIgBRCIASIDRQ0CIAYgBSgCBCIEIAIgA2oiA2siCEoNAAsLIAMgBmohAgJAIAZBAEwNAANAIAMgABBrIgNFBEBBACEDDAILIAAgACgCACIEQQF2QQAgBEEBcWtzNgIgIAogAEEgahCFASACIANLDQALCyADQQAgAiADRhshBAsgAEEwaiQAIAQhAgwLCyADIAZBEiAHLQAGIAcoAhAQeiEIIwBBMGsiAyQAIAIsAAAiBkH/AXEhAAJAAn8gAkEBaiIEIAZBAE4NABogACAELAAAIgZB/wFxQQd0akGAAWshAAJAIAZBAE4NACAAIAIsAAIiBEH/AXFBDnRqQYCAAWshACAEQQBOBEAgAkECaiEEDAELIAAgAiwAAyIEQf8BcUEVdGpBgICAAWshACAEQQBOBEAgAkEDaiEEDAELQQAhBiACLQAEIgRBB0sNAiAAIARBHHRqQYCAgIABayIAQe////8HSw0CIAJBBWoMAQsgBEEBagshBCAFKAIEIgIgBGsiBiAASARAA0AgAiAESwRAA0AgBCADQShqEGsiBEUEQEEAIQYMBQsgAyADKQMoIgFCAYhCACABQgGDfYU3AwAgCCADELQBIAIgBEsNAAsgBSgCBCECCyAEIAJrIgRBEEsEQCADQgA3AgwgA0GiBTYCCCADQdQpNgIEIANBAzYCACADQQA2AhQgA0Go3QAQKhAsIAMQKwsgACAGayICQRBMBEAgA0EAOwEYIANCADcDECADIAUoAgQiACkAADcDACADIAApAAg3AwggAyAEaiEAIAIgA2ohBgJAIAIgBEwNAANAIAAgA0EgahBrIgBFBEBBACEADAILIAMgAykDICIBQgGIQgAgAUIBg32FNwMoIAggA0EoahC0ASAAIAZJDQALCyAFKAIEIAAgA2tqQQAgACAGRhtBACAAGyEGDAMLIAAgBCAGamsiAEEATARAIANCADcCDCADQbAFNgIIIANB1Ck2AgQgA0EDNgIAIANBADYCFCADQc78ABAqECwgAxArC0EAIQYgBSgCEEERSA0CIAUQiAEiCkUNAiAAIAUoAgQiAiAEIApqIgRrIgZKDQALCyAAIARqIQICQCAAQQBMDQADQCAEIANBKGoQayIERQRAQQAhBAwCCyADIAMpAygiAUIBiEIAIAFCAYN9hTcDACAIIAMQtAEgAiAESw0ACwsgBEEAIAIgBEYbIQYLIANBMGokACAGIQIMCgsgAyAGQQcgBy0ABiAHKAIQEHogAiAFEIUDIQIMCQsgAyAGQQYgBy0ABiAHKAIQEHogAiAFEIQDIQIMCAsgAyAGQQ8gBy0ABiAHKAIQEHogAiAFEIUDIQIMBwsgAyAGQRAgBy0ABiAHKAIQEHogAiAFEIQDIQIMBgsgAyAGQQIgBy0ABiAHKAIQEHogAiAFEIUDIQIMBQsgAyAGQQEgBy0ABiAHKAIQEHogAiAFEIQDIQIMBAsgAyAGQQggBy0ABiAHKAIQEHohCCMAQTBrIgMkACACLAAAIgZB/wFxIQACQAJ/IAJBAWoiBCAGQQBODQAaIAAgBCwAACIGQf8BcUEHdGpBgAFrIQACQCAGQQBODQAgACACLAACIgRB/wFxQQ50akGAgAFrIQAgBEEATgRAIAJBAmohBAwBCyAAIAIsAAMiBEH/AXFBFXRqQYCAgAFrIQAgBEEATgRAIAJBA2ohBAwBC0EAIQYgAi0ABCIEQQdLDQIgACAEQRx0akGAgICAAWsiAEHv////B0sNAiACQQVqDAELIARBAWoLIQQgBSgCBCICIARrIgYgAEgEQANAIAIgBEsEQANAIAQgAxBrIgRFBEBBACEGDAULIAMgAykDAEIAUjoAICAIIANBIGoQqAIgAiAESw0ACyAFKAIEIQILIAQgAmsiBEEQSwRAIANCADcCDCADQaIFNgIIIANB1Ck2AgQgA0EDNgIAIANBADYCFCADQajdABAqECwgAxArCyAAIAZrIgJBEEwEQCADQQA7ARggA0IANwMQIAMgBSgCBCIAKQAANwMAIAMgACkACDcDCCADIARqIQAgAiADaiEGAkAgAiAETA0AA0AgACADQSBqEGsiAEUEQEEAIQAMAgsgAyADKQMgQgBSOgAvIAggA0EvahCoAiAAIAZJDQALCyAFKAIEIAAgA2tqQQAgACAGRhtBACAAGyEGDAMLIAAgBCAGamsiAEEATARAIANCADcCDCADQbAFNgIIIANB1Ck2AgQgA0EDNgIAIANBADYCFCADQc78ABAqECwgAxArC0EAIQYgBSgCEEERSA0CIAUQiAEiCkUNAiAAIAUoAgQiAiAEIApqIgRrIgZKDQALCyAAIARqIQICQCAAQQBMDQADQCAEIAMQayIERQRAQQAhBAwCCyADIAMpAwBCAFI6ACAgCCADQSBqEKgCIAIgBEsNAAsLIARBACACIARGGyEGCyADQTBqJAAgBiECDAMLIAMgBkEOIActAAYgBygCEBB6IQAgBykCCCEBIAkgBjYCECAJIAY2AiggCSAENgIkIAkgATcCHCAJIAkpAiA3AwggCSAANgIYIAkgCSkCGDcDAEEAIQYjAEEwayIDJAAgAiwAACIAQf8BcSEEAkACQCAAQQBOBEAgAkEBaiEADAELIAMgAiAEEKYBIAMoAgAiAEUNASADKAIEIQQLIAkoAgAhDwJAAkACQAJAAkACQCAFKAIEIgYgAGsiDCAETgRAIAkoAhAhCCAJKAIMIQogCSgCCCELIAkoAgQhDQwBCyAJKAIQIQggCSgCDCEKIAkoAgghCyAJKAIEIQ0DQAJAAkAgACAGSQRAA0AgAEEBaiECAkAgCwJ+IAAsAAAiDkEATgRAIAIhACAOrUL/AYMMAQsgDkH/AXEgAiwAACIOQf8BcUEHdGpBgAFrIQIgDkEATgRAIABBAmohACACrQwBCyADIAAgAhA9IAMoAgAiAEUNBCADKQMICyIBpyICIA0RAwAEQCADIAI2AgAgDyADEIUBDAELIAggAQJ/IAooAgAiAkEBcQRAIAJBfnFBBGoMAQsgChBRCxCoAQsgACAGSQ0ACyAFKAIEIQYMAgsgAA0BQQAhBgwJC0EAIQYMCAsgACAGayICQRBLBEAgA0IANwIMIANBogU2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANBqN0AECoQLCADECsLIAQgDGsiBkEQTARAIANBADsBGCADQgA3AxAgAyAFKAIEIgQpAAA3AwAgAyAEKQAINwMIIAIgA2ohACADIAZqIQwgAiAGTg0HA0AgAEEBaiECAkAgCwJ+IAAsAAAiBEEATgRAIAIhACAErUL/AYMMAQsgBEH/AXEgAiwAACIEQf8BcUEHdGpBgAFrIQIgBEEATgRAIABBAmohACACrQwBCyADQSBqIAAgAhA9IAMoAiAiAEUNBiADKQMoCyIBpyICIA0RAwAEQCADIAI2AiAgDyADQSBqEIUBDAELIAggAQJ/IAooAgAiAkEBcQRAIAJBfnFBBGoMAQsgChBRCxCoAQsgACAMSQ0ACwwGCyAEIAIgDGprIgRBAEwEQCADQgA3AgwgA0GwBTYCCCADQdQpNgIEIANBAzYCACADQQA2AhQgA0HO/AAQKhAsIAMQKwtBACEGIAUoAhBBEUgNByAFEIgBIgBFDQcgBCAFKAIEIgYgACACaiIAayIMSg0ACwsgACAEaiEFIARBAEwNAgNAIABBAWohAgJAIAsCfiAALAAAIgRBAE4EQCACIQAgBK1C/wGDDAELIARB/wFxIAIsAAAiBEH/AXFBB3RqQYABayECIARBAE4EQCAAQQJqIQAgAq0MAQsgAyAAIAIQPSADKAIAIgBFDQQgAykDCAsiAaciAiANEQMABEAgAyACNgIAIA8gAxCFAQwBCyAIIAECfyAKKAIAIgJBAXEEQCACQX5xQQRqDAELIAoQUQsQqAELIAAgBUkNAAsMAgtBACEADAILQQAhAAsgAEEAIAAgBUYbIQYMAgsgBSgCBCEECyAEIAAgA2tqQQAgACAMRhtBACAAGyEGCyADQTBqJAAgBiECDAILIAlBGGoiAEIANwIMIABBzwA2AgggAEGWLDYCBCAAQQM2AgAgAEEANgIUIABBnssAECoQLCAAECsMAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEEBaw4SDAsBAwAIBwQODxAOAg0JCgUGEgsgAkEBaiEAAn4gAiwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAAsAAAiAEH/AXFBB3RqQYABayEEIABBAE4EQCACQQJqIQAgBK0MAQsgCUEYaiACIAQQPSAJKAIYIgBFDREgCSkDIAshASAHLQAFBEAgAyAGQQUgBy0ABiABpyAHKAIQEOICIAAhAgwSCyADIAZBBSABpyAHKAIQEJUCIAAhAgwRCyACQQFqIQACfiACLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgACwAACIAQf8BcUEHdGpBgAFrIQQgAEEATgRAIAJBAmohACAErQwBCyAJQRhqIAIgBBA9IAkoAhgiAEUNECAJKQMgCyEBIActAAUEQCADIAZBAyAHLQAGIAEgBygCEBDhAiAAIQIMEQsgAyAGQQMgASAHKAIQEJMCIAAhAgwQCyACQQFqIQACfiACLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgACwAACIAQf8BcUEHdGpBgAFrIQQgAEEATgRAIAJBAmohACAErQwBCyAJQRhqIAIgBBA9IAkoAhgiAEUNDyAJKQMgCyEBIActAAUEQCADIAZBDSAHLQAGIAGnIAcoAhAQngQgACECDBALIAMgBkENIAGnIAcoAhAQ3AIgACECDA8LIAJBAWohAAJ+IAIsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSAALAAAIgBB/wFxQQd0akGAAWshBCAAQQBOBEAgAkECaiEAIAStDAELIAlBGGogAiAEED0gCSgCGCIARQ0OIAkpAyALIQEgBy0ABQRAIAMgBkEEIActAAYgASAHKAIQEJkEIAAhAgwPCyADIAZBBCABIAcoAhAQ2AIgACECDA4LIAJBAWohAAJ+IAIsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSAALAAAIgBB/wFxQQd0akGAAWshBCAAQQBOBEAgAkECaiEAIAStDAELIAlBGGogAiAEED0gCSgCGCIARQ0NIAkpAyALIQEgBy0ABQRAIActAAYhCCAHKAIQIQUjAEEgayICJAAgAiABQgBSOgAGIAJBCGogAyAGEFcgAi0ADCEGIAIoAggiBCAFNgIQAkAgBgRAIARBCDoACEHAiQEoAgBBB0cEQCACQQhqIgVCADcCDCAFQeICNgIIIAVBwTY2AgQgBUEDNgIAIAVBADYCFCAFQYLxABAqECwgBRArCyAEIAg6AAsgBEEBOgAJAn8gAygCACIDRQRAQQwQKQwBCyADLQAQQQFxBEAgAygCGCgCECIFKAIAKAIUIQYgBUHolwNCECAGEQcACyADQQ8QPwsiBSADNgIIIAVCADcCACAEIAU2AgAMAQsgBC0ACUUEQCACQQhqIgNCADcCDCADQeICNgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQen2ABAqECwgAxArCyAELQAIIgVBE2tB/wFxQe4BSQRAIAJBCGoiA0IANwIMIANBPDYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0Hg5QAQKhAsIAMQKwsgBUECdEGgiQFqKAIAQQdHBEAgAkEIaiIDQgA3AgwgA0HiAjYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0HQ8QAQKhAsIAMQKwsgBC0ACyAIRg0AIAJBCGoiA0IANwIMIANB4gI2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANBgu0AECoQLCADECsLIAQoAgAgAkEGahCoAiACQSBqJAAgACECDA4LIAMgBkEIIAFCAFIgBygCEBCUBCAAIQIMDQsgAkEBaiEAAn4gAiwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAAsAAAiAEH/AXFBB3RqQYABayEEIABBAE4EQCACQQJqIQAgBK0MAQsgCUEYaiACIAQQPSAJKAIYIgBFDQwgCSkDIAunIgJBAXZBACACQQFxa3MhAiAHLQAFBEAgAyAGQREgBy0ABiACIAcoAhAQ4gIgACECDA0LIAMgBkERIAIgBygCEBCVAiAAIQIMDAsgAkEBaiEAQgACfiACLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgACwAACIAQf8BcUEHdGpBgAFrIQQgAEEATgRAIAJBAmohACAErQwBCyAJQRhqIAIgBBA9IAkoAhgiAEUNCyAJKQMgCyIBQgGDfSABQgGIhSEBIActAAUEQCADIAZBEiAHLQAGIAEgBygCEBDhAiAAIQIMDAsgAyAGQRIgASAHKAIQEJMCIAAhAgwLCyACQQRqIQAgAigAACECIActAAUEQCADIAZBByAHLQAGIAIgBygCEBCeBCAAIQIMCwsgAyAGQQcgAiAHKAIQENwCIAAhAgwKCyACQQhqIQAgAikAACEBIActAAUEQCADIAZBBiAHLQAGIAEgBygCEBCZBCAAIQIMCgsgAyAGQQYgASAHKAIQENgCIAAhAgwJCyACQQRqIQAgAigAACECIActAAUEQCADIAZBDyAHLQAGIAIgBygCEBDiAiAAIQIMCQsgAyAGQQ8gAiAHKAIQEJUCIAAhAgwICyACQQhqIQAgAikAACEBIActAAUEQCADIAZBECAHLQAGIAEgBygCEBDhAiAAIQIMCAsgAyAGQRAgASAHKAIQEJMCIAAhAgwHCyACQQRqIQAgAioAACEQIActAAUEQCAHLQAGIQggBygCECEFIwBBIGsiAiQAIAIgEDgCACACQQhqIAMgBhBXIAItAAwhBiACKAIIIgQgBTYCEAJAIAYEQCAEQQI6AAhBqIkBKAIAQQZHBEAgAkEIaiIFQgA3AgwgBUHgAjYCCCAFQcE2NgIEIAVBAzYCACAFQQA2AhQgBUHE7gAQKhAsIAUQKwsgBCAIOgALIARBAToACQJ/IAMoAgAiA0UEQEEMECkMAQsgAy0AEEEBcQRAIAMoAhgoAhAiBSgCACgCFCEGIAVB2JcDQhAgBhEHAAsgA0ENED8LIgUgAzYCCCAFQgA3AgAgBCAFNgIADAELIAQtAAlFBEAgAkEIaiIDQgA3AgwgA0HgAjYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0Hp9gAQKhAsIAMQKwsgBC0ACCIFQRNrQf8BcUHuAUkEQCACQQhqIgNCADcCDCADQTw2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANB4OUAECoQLCADECsLIAVBAnRBoIkBaigCAEEGRwRAIAJBCGoiA0IANwIMIANB4AI2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANBk+8AECoQLCADECsLIAQtAAsgCEYNACACQQhqIgNCADcCDCADQeACNgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQYLtABAqECwgAxArCyAEKAIAIQMjAEEgayIGJAAgAioCACEQAkAgAygCACIFIAMoAgQiBEYEQCADIAVBAWoiCBD1ASADKAIEQQBMBEAgBkEIaiIEQgA3AgwgBEHgAjYCCCAEQfUtNgIEIARBAzYCACAEQQA2AhQgBEHr/AAQKhAsIAQQKwsgAygCCCAFQQJ0aiAQOAIADAELIARBAEwEQCAGQQhqIgRCADcCDCAEQeACNgIIIARB9S02AgQgBEEDNgIAIARBADYCFCAEQev8ABAqECwgBBArCyADKAIIIAVBAnRqIBA4AgAgBUEBaiEICyADIAg2AgAgBkEgaiQAIAJBIGokACAAIQIMBwsgAyAGQQIgECAHKAIQEJgEIAAhAgwGCyACQQhqIQAgAisAACERIActAAUEQCAHLQAGIQggBygCECEFIwBBMGsiAiQAIAIgETkDCCACQRhqIAMgBhBXIAItABwhBiACKAIYIgQgBTYCEAJAIAYEQCAEQQE6AAhBpIkBKAIAQQVHBEAgAkEYaiIFQgA3AgwgBUHhAjYCCCAFQcE2NgIEIAVBAzYCACAFQQA2AhQgBUHC8wAQKhAsIAUQKwsgBCAIOgALIARBAToACQJ/IAMoAgAiA0UEQEEMECkMAQsgAy0AEEEBcQRAIAMoAhgoAhAiBSgCACgCFCEGIAVB4JcDQhAgBhEHAAsgA0EOED8LIgUgAzYCCCAFQgA3AgAgBCAFNgIADAELIAQtAAlFBEAgAkEYaiIDQgA3AgwgA0HhAjYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0Hp9gAQKhAsIAMQKwsgBC0ACCIFQRNrQf8BcUHuAUkEQCACQRhqIgNCADcCDCADQTw2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANB4OUAECoQLCADECsLIAVBAnRBoIkBaigCAEEFRwRAIAJBGGoiA0IANwIMIANB4QI2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANBkvQAECoQLCADECsLIAQtAAsgCEYNACACQRhqIgNCADcCDCADQeECNgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQYLtABAqECwgAxArCyAEKAIAIQMjAEEgayIGJAAgAisDCCERAkAgAygCACIFIAMoAgQiBEYEQCADIAVBAWoiCBD0ASADKAIEQQBMBEAgBkEIaiIEQgA3AgwgBEHgAjYCCCAEQfUtNgIEIARBAzYCACAEQQA2AhQgBEHr/AAQKhAsIAQQKwsgAygCCCAFQQN0aiAROQMADAELIARBAEwEQCAGQQhqIgRCADcCDCAEQeACNgIIIARB9S02AgQgBEEDNgIAIARBADYCFCAEQev8ABAqECwgBBArCyADKAIIIAVBA3RqIBE5AwAgBUEBaiEICyADIAg2AgAgBkEgaiQAIAJBMGokACAAIQIMBgsgAyAGQQEgESAHKAIQEJYEIAAhAgwFCyACQQFqIQACfiACLAAAIgVBAE4EQCAAIQIgBa1C/wGDDAELIAVB/wFxIAAsAAAiBUH/AXFBB3RqQYABayEAIAVBAE4EQCACQQJqIQIgAK0MAQsgCUEYaiACIAAQPSAJKAIYIgJFDQQgCSkDIAshASAHKAIMIAGnIgUgBygCCBEDAEUEQCAEKAIAIgBBAXEEQCAGIAEgAEF+cUEEahCoAQwGCyAGIAEgBBBREKgBDAULIActAAUEQCAHLQAGIQggBygCECEKIwBBIGsiACQAIAAgBTYCACAAQQhqIAMgBhBXIAAtAAwhBSAAKAIIIgQgCjYCEAJAIAUEQCAEQQ46AAhB2IkBKAIAQQhHBEAgAEEIaiIFQgA3AgwgBUHoAzYCCCAFQcE2NgIEIAVBAzYCACAFQQA2AhQgBUHk7wAQKhAsIAUQKwsgBCAIOgALIARBAToACQJ/IAMoAgAiA0UEQEEMECkMAQsgAy0AEEEBcQRAIAMoAhgoAhAiBSgCACgCFCEGIAVBuJcDQhAgBhEHAAsgA0EJED8LIgUgAzYCCCAFQgA3AgAgBCAFNgIADAELIAQtAAlFBEAgAEEIaiIDQgA3AgwgA0HuAzYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0Hp9gAQKhAsIAMQKwsgBC0ACCIFQRNrQf8BcUHuAUkEQCAAQQhqIgNCADcCDCADQTw2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANB4OUAECoQLCADECsLIAVBAnRBoIkBaigCAEEIRwRAIABBCGoiA0IANwIMIANB7gM2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANBsvAAECoQLCADECsLIAQtAAsgCEYNACAAQQhqIgNCADcCDCADQe8DNgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQYLtABAqECwgAxArCyAEKAIAIAAQhQEgAEEgaiQADAULIAMgBkEOIAUgBygCEBCOBAwECyAHKAIQIQgCfyAHLQAFBEAjAEEgayIEJAAgBEEIaiADIAYQVyAELQAMIQYgBCgCCCIAIAg2AhACQCAGBEAgAEEJOgAIQcSJASgCAEEJRwRAIARBCGoiBkIANwIMIAZBpgQ2AgggBkHBNjYCBCAGQQM2AgAgBkEANgIUIAZBoPIAECoQLCAGECsLIABBADoACyAAQQE6AAkgAygCACIDRQRAQRAQKSIDQgA3AgAgA0IANwIIIAAgAzYCAAwCCyADLQAQQQFxBEAgAygCGCgCECIGKAIAKAIUIQggBkH4lwNCECAIEQcACyADQRAQPyIGQQA2AgwgBkIANwIEIAYgAzYCACAAIAY2AgAMAQsgAC0ACUUEQCAEQQhqIgNCADcCDCADQawENgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQen2ABAqECwgAxArCyAALQAIIgZBE2tB/wFxQe4BSQRAIARBCGoiA0IANwIMIANBPDYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0Hg5QAQKhAsIAMQKwsgBkECdEGgiQFqKAIAQQlGDQAgBEEIaiIDQgA3AgwgA0GsBDYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0Hw8gAQKhAsIAMQKwsCQAJAAkAgACgCACIAKAIMIgNFBEAgACgCCCEGDAELIAAoAgQiCCADKAIAIgZIBEAgACAIQQFqNgIEIAMgCEECdGooAgQhAwwDCyAGIAAoAghHDQELIAAgBkEBahBqIAAoAgwiAygCACEGCyADIAZBAWo2AgACfyAAKAIAIgNFBEBBDBApDAELIAMtABBBAXEEQCADKAIYKAIQIgYoAgAoAhQhCCAGQbCWA0IQIAgRBwALIANBAhA/CyIDQgA3AgAgA0EANgIIIAAgACgCBCIGQQFqNgIEIAAoAgwgBkECdGogAzYCBAsgBEEgaiQAIAMMAQsgAyAGQQkgCBCMBAshBCACLAAAIgBB/wFxIQMCQCAAQQBOBEAgAkEBaiEADAELIAlBGGogAiADEKYBQQAhAiAJKAIYIgBFDQQgCSgCHCEDCyADIAUoAgQgAGtBEGpMBEAgBCAAIAMQcCAAIANqIQIMBAsgBSAAIAMgBBCQAyECDAMLIAcoAhAhACAHKAIIIQQCfyAHLQAFBEAgAyAGQQogBCAAEP8DDAELIAMgBkEKIAQgABCHBAshACAFIAUoAkQiA0EBazYCRCADQQBMBEBBACECDAMLIAUgBSgCSEEBajYCSCAAIAIgBSAAKAIAKAIsEQQAIQAgBSgCPCECIAVBADYCPCAFIAUoAkhBAWs2AkggBSAFKAJEQQFqNgJEIABBACACIAZBA3RBA3JGGyECDAILIAcoAhAhACAHKAIIIQQCfyAHLQAFBEAgAyAGQQsgBCAAEP8DDAELIAMgBkELIAQgABCHBAshBiMAQSBrIggkACACQQFqIQQgAiwAACIAQf8BcSEDAkACQCAAQQBODQAgAyAELAAAIgBB/wFxQQd0akGAAWshAwJAIABBAE4NACADIAIsAAIiAEH/AXFBDnRqQYCAAWshAyAAQQBOBEAgAkECaiEEDAELIAMgAiwAAyIAQf8BcUEVdGpBgICAAWshAyAAQQBOBEAgAkEDaiEEDAELQQAhACACLQAEIgRBB0sNAiADIARBHHRqQYCAgIABayIDQe////8HSw0CIAJBBWohBAwBCyAEQQFqIQQgA0Hv////B00NACAIQQhqIgBCADcCDCAAQYABNgIIIABB1Ck2AgQgAEEDNgIAIABBADYCFCAAQd7dABAqECwgABArCyAFIAUoAkQiAkEBazYCRCAFKAIQIQogBSAEIAUoAgQiAGsgA2oiAzYCECAFIAAgA0EfdSADcWo2AgBBACEAIAJBAEwNACAGIAQgBSAGKAIAKAIsEQQAIgJFDQAgBSAFKAJEQQFqNgJEIAUoAjwNACAFIAUoAhAgCiADa2oiADYCECAFIAUoAgQgAEEfdSAAcWo2AgAgAiEACyAIQSBqJAAgACECDAELQQAhAgsgCUEwaiQAIAILIQAgB0EgaiQAIAALUAEBfgJAIANBwABxBEAgAiADQUBqrYghAUIAIQIMAQsgA0UNACACQcAAIANrrYYgASADrSIEiIQhASACIASIIQILIAAgATcDACAAIAI3AwgL2wECAX8CfkEBIQQCQCAAQgBSIAFC////////////AIMiBUKAgICAgIDA//8AViAFQoCAgICAgMD//wBRGw0AIAJCAFIgA0L///////////8AgyIGQoCAgICAgMD//wBWIAZCgICAgICAwP//AFEbDQAgACAChCAFIAaEhFAEQEEADwsgASADg0IAWQRAQX8hBCAAIAJUIAEgA1MgASADURsNASAAIAKFIAEgA4WEQgBSDwtBfyEEIAAgAlYgASADVSABIANRGw0AIAAgAoUgASADhYRCAFIhBAsgBAvwAQEDfyAARQRAQfCvAygCAARAQfCvAygCABDAASEBC0HIrQMoAgAEQEHIrQMoAgAQwAEgAXIhAQtB6LYDKAIAIgAEQANAIAAoAkwaIAAoAhQgACgCHEcEQCAAEMABIAFyIQELIAAoAjgiAA0ACwsgAQ8LIAAoAkxBAE4hAgJAAkAgACgCFCAAKAIcRg0AIABBAEEAIAAoAiQRBAAaIAAoAhQNAEF/IQEMAQsgACgCBCIBIAAoAggiA0cEQCAAIAEgA2usQQEgACgCKBEVABoLQQAhASAAQQA2AhwgAEIANwMQIABCADcCBCACRQ0ACyABCzcBAX8gAEG8pAM2AgACQCAAKAIMIgFFDQAgAUF//h4CBA0AIAEgASgCACgCCBEBACABEFkLIAALowsBDH8gACgCCCIKQYACaiEFAkACQAJAIApBCHZBEGsiA0FuTQRAIANBCHQiAUGAAmohBiAAKAIQIQIgASEDAkADQCACIANB/B9xQQxsai0ACUUEQCADIQcMAgsgAiADQQFyIgdB/R9xQQxsai0ACUUNASACIANBAnIiB0H+H3FBDGxqLQAJRQ0BIAIgA0EDciIHQf8fcUEMbGotAAlFDQEgA0EEaiIDIAZHDQALQQAhBwsDQCACIAFB/x9xQQxsIgNqLQAIRQRAIAEgACgCCE8EQCAAEMIBIAAoAhAhAgsgAiADaiIEKAIEIQMCQCAAKAIkIAFHDQAgACADNgIkIAEgA0cNACAAIAAoAgg2AiQgASEDCyACIAQoAgAiCUH/H3FBDGxqIAM2AgQgAiAEKAIEQf8fcUEMbGogCTYCACAEQQE6AAggACgCBCABQQJ0aiABIAdzOgAACyABQQFqIgEgBkcNAAsgBSAAKAIIIgJJBEAgACAFNgIIIAUhAgsgACgCDCIHIAVPDQJBASEBIAUiAyAHQQF0SQRAA0AgASIDQQF0IQEgAyAFSQ0ACwsgA0ECdBApIQQgACgCBCEGIAIEQEEAIQdBACEBIAJBBE8EQCACQXxxIQxBACEJA0AgBCABQQJ0IghqIAYgCGooAgA2AgAgBCAIQQRyIgtqIAYgC2ooAgA2AgAgBCAIQQhyIgtqIAYgC2ooAgA2AgAgBCAIQQxyIghqIAYgCGooAgA2AgAgAUEEaiEBIAlBBGoiCSAMRw0ACwsgAkEDcSICBEADQCAEIAFBAnQiCWogBiAJaigCADYCACABQQFqIQEgB0EBaiIHIAJHDQALCyAAIAM2AgwgACAENgIEDAILIAAgAzYCDCAAIAQ2AgQgBg0BQQAhAgwCCyAKIgJBgH5PBEAgACAFNgIIIAUhAgsCQCAAKAIMIgcgBU8NAEEBIQEgBSIDIAdBAXRJBEADQCABIgNBAXQhASADIAVJDQALCyADQQJ0ECkhBCAAKAIEIQYCQCACBEBBACEHQQAhASACQQRPBEAgAkF8cSEMA0AgBCABQQJ0IghqIAYgCGooAgA2AgAgBCAIQQRyIgtqIAYgC2ooAgA2AgAgBCAIQQhyIgtqIAYgC2ooAgA2AgAgBCAIQQxyIghqIAYgCGooAgA2AgAgAUEEaiEBIAlBBGoiCSAMRw0ACwsgAkEDcSICBEADQCAEIAFBAnQiCWogBiAJaigCADYCACABQQFqIQEgB0EBaiIHIAJHDQALCyAAIAM2AgwgACAENgIEDAELIAAgAzYCDCAAIAQ2AgQgBg0AQQAhAgwBCyAGECcgACgCCCECCyACIAVPDQIgACgCBCACQQJ0akEAIAUgAmtBAnT8CwAgACAFNgIIDAILIAYQJyAAKAIIIQILIAIgBUkEQCAAKAIEIAJBAnRqQQAgBSACa0ECdPwLACAAIAU2AggLIApB/31LDQAgACgCECEDIAohAQNAIAMgAUH/H3FBDGxqQQA7AQggAyABQQFqQf8fcUEMbGpBADsBCCADIAFBAmpB/x9xQQxsakEAOwEIIAMgAUEDakH/H3FBDGxqQQA7AQggAUEEaiIBIAVJDQALCyAAKAIQIQIgBSAKQQFqIgFLBEAgCiEDA0AgAiADQf8fcUEMbGogATYCBCACIAFB/x9xQQxsaiIEIAFBAWoiBzYCBCAEIAM2AgAgAiAHQf8fcUEMbGoiBCABQQJqIgM2AgQgBCABNgIAIAIgA0H/H3FBDGxqIAc2AgAgAUEDaiIBIAVHDQALCyACIApB/x9xQQxsaiIBIApB/wFqIgM2AgAgASACIAAoAiQiAUH/H3FBDGxqIgAoAgA2AgAgAiADQf8fcUEMbGogATYCBCACIAAoAgBB/x9xQQxsaiAKNgIEIAAgAzYCAAtzAQJ/IAEoAgAiAUUEQCAAQQA2AgAgAA8LQRAQKSICIAEoAgA2AgAgAkEEaiEDIAEsAA9BAE4EQCADIAFBBGoiASkCADcCACADIAEoAgg2AgggACACNgIAIAAPCyADIAEoAgQgASgCCBBVIAAgAjYCACAAC88FAQh/IwBBIGsiByQAIAEgAUEHakF4cUcEQCAHQQhqIgJCADcCDCACQZ8BNgIIIAJB2Cs2AgQgAkEDNgIAIAJBADYCFCACQfDpABAqECwgAhArCyAAKAIYIgUgACgCFCICSQRAIAdBCGoiAkIANwIMIAJBoAE2AgggAkHYKzYCBCACQQM2AgAgAkEANgIUIAJB9+0AECoQLCACECsgACgCGCEFIAAoAhQhAgsCQCABIAUgAmtLBEAjAEEgayIEJAAgACgCCCIIIAAoAhQgCCgCCCICIAAoAhhrajYCBCAAKAIAIQMgASEFIwBBIGsiBiQAIAMoAhghAQJ/IAJBf0cEQCABBH8gASgCBAVBgMAACyIJIAJBAXQiAiACIAlLGwwBCyABRQRAQQAhAUGAAgwBCyABKAIACyICIAVBEGoiCSACIAlLGyECAn8gBUFvSwRAIAZBCGoiAUIANwIMIAFB9QE2AgggAUGiOjYCBCABQQM2AgAgAUEANgIUIAFBgOsAECoQLCABECsgAygCGCEBCyABBEAgAiABKAIIEQAADAELIAIQKQshASADIAL+HgIIGiAEIAI2AgwgBCABNgIIIAZBIGokACAEKAIIIgEgBCgCDCIDNgIIQRAhBiABQRA2AgQgASAINgIAIAhBA3EEQCAEQQhqIgJCADcCDCACQesANgIIIAJB2Cs2AgQgAkEDNgIAIAJBADYCFCACQc/nABAqECwgAhArIAEoAgQhBiABKAIIIQMLIAAgATYCCAJAIAMgBk8EQCABIQIMAQsgBEEIaiICQgA3AgwgAkHvADYCCCACQdgrNgIEIAJBAzYCACACQQA2AhQgAkGA5QAQKhAsIAIQKyAAKAIIIgIoAgghAwsgACACIANqNgIYIAAgASAGajYCFCAAIAUQxAEhAiAEQSBqJAAMAQsgACABIAJqNgIUCyAHQSBqJAAgAguhAgEFfyMAQSBrIgQkACAAKAIEIgFBfnEhAgJAIAFBAXEiAwR/IAIoAgAFIAILBH8gBEEIaiIBQgA3AgwgAUHzBTYCCCABQf85NgIEIAFBAzYCACABQQA2AhQgAUGS3wAQKhAsIAEQKyAAKAIEIgFBAXEFIAMLRQ0AIAFBfnEiASgCAA0AIAEsAA9BAEgEQCABKAIEECcLIAEQJwsgACgCCCEBAkAgACgCFCICRQ0AIAENAEEAIQEgAigCACIDQQBKBH8gAkEEaiEFA0AgBSABQQJ0aigCACICBEAgAhCdARogAhAnCyABQQFqIgEgA0cNAAsgACgCFAUgAgsQJyAAKAIIIQELIABBADYCFCABBEAgAf4WAggaCyAEQSBqJAAgAAvkAQEGfyMAQRBrIgUkACAAKAIEIQMCfyACKAIAIAAoAgBrIgRB/////wdJBEAgBEEBdAwBC0F/CyIEQQQgBBshBCABKAIAIQcgACgCACEIIANBnQRGBH9BAAUgACgCAAsgBBCOAiIGBEAgA0GdBEcEQCAAKAIAGiAAQQA2AgALIAVBnAQ2AgQgACAFQQhqIAYgBUEEahBOIgMQogMgAygCACEGIANBADYCACAGBEAgBiADKAIEEQEACyABIAAoAgAgByAIa2o2AgAgAiAAKAIAIARBfHFqNgIAIAVBEGokAA8LEFQAC5ADAQJ/IwBBEGsiCiQAIAogADYCDAJAAkACQCADKAIAIAJHDQBBKyELIAAgCSgCYEcEQEEtIQsgCSgCZCAARw0BCyADIAJBAWo2AgAgAiALOgAADAELAkACfyAGLQALQQd2BEAgBigCBAwBCyAGLQALQf8AcQtFDQAgACAFRw0AQQAhACAIKAIAIgEgB2tBnwFKDQIgBCgCACEAIAggAUEEajYCACABIAA2AgAMAQtBfyEAIAkgCUHoAGogCkEMahCyAiAJayIGQdwASg0BIAZBAnUhBQJAAkACQCABQQhrDgMAAgABCyABIAVKDQEMAwsgAUEQRw0AIAZB2ABIDQAgAygCACIBIAJGDQIgASACa0ECSg0CIAFBAWstAABBMEcNAkEAIQAgBEEANgIAIAMgAUEBajYCACABIAVB0NYCai0AADoAAAwCCyADIAMoAgAiAEEBajYCACAAIAVB0NYCai0AADoAACAEIAQoAgBBAWo2AgBBACEADAELQQAhACAEQQA2AgALIApBEGokACAACwoAIABBnNcDEDsLjAMBA38jAEEQayIKJAAgCiAAOgAPAkACQAJAIAMoAgAgAkcNAEErIQsgAEH/AXEiDCAJLQAYRwRAQS0hCyAJLQAZIAxHDQELIAMgAkEBajYCACACIAs6AAAMAQsCQAJ/IAYtAAtBB3YEQCAGKAIEDAELIAYtAAtB/wBxC0UNACAAIAVHDQBBACEAIAgoAgAiASAHa0GfAUoNAiAEKAIAIQAgCCABQQRqNgIAIAEgADYCAAwBC0F/IQAgCSAJQRpqIApBD2oQtQIgCWsiBUEXSg0BAkACQAJAIAFBCGsOAwACAAELIAEgBUoNAQwDCyABQRBHDQAgBUEWSA0AIAMoAgAiASACRg0CIAEgAmtBAkoNAiABQQFrLQAAQTBHDQJBACEAIARBADYCACADIAFBAWo2AgAgASAFQdDWAmotAAA6AAAMAgsgAyADKAIAIgBBAWo2AgAgACAFQdDWAmotAAA6AAAgBCAEKAIAQQFqNgIAQQAhAAwBC0EAIQAgBEEANgIACyAKQRBqJAAgAAsKACAAQZTXAxA7C5QEAQN/IAEgACABRiICOgAMAkAgAg0AA0AgASgCCCICLQAMDQECQCACIAIoAggiAygCACIERgRAAkAgAygCBCIERQ0AIAQtAAwNAAwCCwJAIAEgAigCAEYEQCACIQEMAQsgAiACKAIEIgEoAgAiADYCBCABIAAEfyAAIAI2AgggAigCCAUgAws2AgggAigCCCIAIAAoAgAgAkdBAnRqIAE2AgAgASACNgIAIAIgATYCCCABKAIIIgMoAgAhAgsgAUEBOgAMIANBADoADCADIAIoAgQiADYCACAABEAgACADNgIICyACIAMoAgg2AgggAygCCCIAIAAoAgAgA0dBAnRqIAI2AgAgAiADNgIEIAMgAjYCCA8LAkAgBEUNACAELQAMDQAMAQsCQCABIAIoAgBHBEAgAiEBDAELIAIgASgCBCIANgIAIAEgAAR/IAAgAjYCCCACKAIIBSADCzYCCCACKAIIIgAgACgCACACR0ECdGogATYCACABIAI2AgQgAiABNgIIIAEoAgghAwsgAUEBOgAMIANBADoADCADIAMoAgQiACgCACIBNgIEIAEEQCABIAM2AggLIAAgAygCCDYCCCADKAIIIgEgASgCACADR0ECdGogADYCACAAIAM2AgAgAyAANgIIDAILIARBDGohASACQQE6AAwgAyAAIANGOgAMIAFBAToAACADIgEgAEcNAAsLC2MCAX8BfiMAQRBrIgIkACAAAn4gAUUEQEIADAELIAIgAa1CACABZyIBQdEAahBnIAIpAwhCgICAgICAwACFQZ6AASABa61CMIZ8IQMgAikDAAs3AwAgACADNwMIIAJBEGokAAtSAQJ/QcytAygCACIBIABBB2pBeHEiAmohAAJAIAJBACAAIAFNGw0AIAA/AEEQdEsEQCAAEB9FDQELQcytAyAANgIAIAEPC0HgtgNBMDYCAEF/C4MBAgN/AX4CQCAAQoCAgIAQVARAIAAhBQwBCwNAIAFBAWsiASAAIABCCoAiBUIKfn2nQTByOgAAIABC/////58BViECIAUhACACDQALCyAFpyICBEADQCABQQFrIgEgAiACQQpuIgNBCmxrQTByOgAAIAJBCUshBCADIQIgBA0ACwsgAQsaACAAIAEQiQQiAEEAIAAtAAAgAUH/AXFGGwvzBgIHfwN+IAEpAgAiC6chBQJAAn8CfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAApAgAiCkIgiKciBCALQiCIpyIDIAMgBEsiBxsiBgRAAkAgBSAKpyIIIAYQLiIJRQRAIAMgBE8NAQwGCyAJQQBIDQULIAggBSAGEC4iBEUNASAEQQBIDQMMAgsgAyAESQ0DCyAHDQELIAEoAgggACgCCEgNAQsgAyACKQIAIgpCIIinIgQgAyAESSIHGyIGRQ0BAkAgCqciCCAFIAYQLiIJRQRAIAMgBE0NAQwLCyAJQQBIDQoLIAUgCCAGEC4iBUUNB0EAIQMgBUEASA0MDAgLIAMgAikCACIMQiCIpyIEIAMgBEkiBxsiBkUNAQJAIAynIgggBSAGEC4iCUUEQCADIARNDQEMBgsgCUEASA0FCyAFIAggBhAuIgNFDQIgA0EASA0FDAMLIAMgBE0NBQwHCyADIARLDQILIAcNAgsgAigCCCABKAIITg0BCyAAIAw3AgAgAiAKNwIAIAJBCGohAiAAQQhqIQBBAQwFCyAAIAs3AgAgASAKNwIAIAAoAgghBSAAIAEoAgg2AgggASAFNgIIAkACQAJAIAEpAgAiC0IgiKciACACKQIAIgpCIIinIgMgACADSSIGGyIEBEACQCAKpyIHIAunIgggBBAuIglFBEAgACADTQ0BDAULIAlBAEgNBAsgCCAHIAQQLiIARQ0BQQEhAyAAQQBIDQkMAgsgACADSw0CC0EBIQMgBg0HCyACKAIIIAVODQYLIAEgCjcCACACIAs3AgAgAkEIaiECIAFBCGoMAwtBACEDIAcNBAsgAigCCCABKAIITg0DCyABIAo3AgAgAiALNwIAIAEoAgghAyABIAIoAgg2AgggAiADNgIIIAFBCGohAgJAAkACQCAAKQIAIgtCIIinIgMgASkCACIKQiCIpyIFIAMgBUkiBhsiBARAAkAgCqciByALpyIIIAQQLiIJRQRAIAMgBU0NAQwFCyAJQQBIDQQLIAggByAEEC4iBUUNAUEBIQMgBUEASA0GDAILIAMgBUsNAgtBASEDIAYNBAsgASgCCCAAKAIITg0DCyAAIAo3AgAgASALNwIAIABBCGoLIQBBAgshAyAAKAIAIQEgACACKAIANgIAIAIgATYCAAsgAwvQCwIRfwF9IwBBMGsiByQAIAEoAgghCSABKAIQIQMgASgCBCEFIAAqAjwhEyABKAIMIQQgACgCSCECIAdBADYCECAHQgA3AggCQAJAIAJBAWoiAgRAIAJBgICAgAJPDQEgByACQQN0IgIQKSILNgIIIAcgAiALaiIQNgIQIAtBACAC/AsAC0EBIAMgBGtBAnUiAiACQQFMGyICQQJJDQEgE0MAACDBkiETIAUgCWohDSACQQJrIRFBACECA0AgACgCRCgCCCIIKAIAIglBCnYgCUEGdkEIcXQhBCAQIAtrQQN1IQoCQCABKAIMIAIiCUECdGooAgAiDiANRwRAIA0gDmshBkEAIQNBACEFA0AgCCAEIAMgDmotAAAiDHMiBEECdGooAgAiAkH/gYCAeHEgDEcNAiACQQp2IAJBBnZBCHF0IARzIQQgAkGAAnEEQCAFIApJBEAgCCAEQQJ0aigCACECIAsgBUEDdGoiDCADQQFqNgIEIAwgAkH/////B3E2AgALIAVBAWohBQsgA0EBaiIDIAZHDQALDAELQQAhBUEAIQMgDS0AACICRQ0AA0AgCCAEIAJB/wFxIgZzIgRBAnRqKAIAIgJB/4GAgHhxIAZHDQEgAkEKdiACQQZ2QQhxdCAEcyEEIAJBgAJxBEAgBSAKSQRAIAggBEECdGooAgAhAiALIAVBA3RqIgYgA0EBajYCBCAGIAJB/////wdxNgIACyAFQQFqIQULIA0gA0EBaiIDai0AACICDQALCyAFIApPBEBBkM8DQbU4QRAQKEG/1QBBARAoQbsEEDJBmTtBAxAoQZXRAEEjEChB9tsAQQIQKBogB0EYaiICQZDPAygCAEEMaygCAEGQzwNqKAIcIgM2AgAgAyADKAIEQQFqNgIEIAJB3NYDEDsiA0EKIAMoAgAoAhwRAwAhAyACKAIAIgIgAigCBEEBayIENgIEIARBf0YEQCACIAIoAgAoAggRAQALQZDPAyADEFJBkM8DEEwQnAILQQAhBEEAIQoCQAJAIAVFDQADQCAOIAsgBEEDdGoiCCgCBGohBiABKAIMIQwgCSECA0AgAiIDQQFqIQIgDCADQQJ0aigCACAGSQ0ACyAAKAIEIQYgCCgCACIIQQBIIgwEQCAHQRhqIgJCADcCDCACQakNNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQY/9ABAqECwgAhArCyAIIAYoAiBOBEAgB0EYaiICQgA3AgwgAkGqDTYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkGa7gAQKhAsIAIQKwsCQCAIQQJ0Ig8gBigCKGooAgQoAiRBBUcEQCABIAkgAyAJayISEKIEIgMgCDYCFCAAKAIEIQYgDARAIAdBGGoiAkIANwIMIAJBqQ02AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBj/0AECoQLCACECsLIAggBigCIE4EQCAHQRhqIgJCADcCDCACQaoNNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQZruABAqECwgAhArCyADAnwgBigCKCAPaigCBCgCJEEERgRAIAAqAkAgErKUu0SamZmZmZm5v6AMAQsgACgCBCEGIAwEQCAHQRhqIgJCADcCDCACQakNNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQY/9ABAqECwgAhArCyAIIAYoAiBOBEAgB0EYaiICQgA3AgwgAkGqDTYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkGa7gAQKhAsIAIQKwsgBigCKCAPaigCBCoCILsLtjgCGCAKDQEgAygCDEEBRiEKCyAEQQFqIgQgBUcNASAKDQMMAgtBASEKIARBAWoiBCAFRw0ACwwBCyABIAlBARCiBCECIAAoAjQhAyACIBM4AhggAiADNgIUCyAJQQFqIQIgCSARRw0ACwwBCxAxAAsgCwRAIAsQJwsgB0EwaiQAC6QUAg5/A30jAEEQayIFJABBASABKAIQIAEoAgxrQQJ1IgIgAkEBTBsiCUEBayEKIAEoAiQhCyABKAIYIQcCQAJAA0AgByAIQQxsIgFqIgIoAgAiBCACKAIEIgxHBEAgASALaiIBKAIAIgMgASgCBCINRgRAIAQoAgBBADYCIAwDCwNAQQAhASAEKAIAIgZBADYCICAGKgIYIRFDAAAAACEQIAMhAgNAIAIoAgAiDioCHCARkiISIBAgAUUgECASXXIiDxshECAOIAEgDxshASACQQRqIgIgDUcNAAsgAUUNAyAGIBA4AhwgBiABNgIgIARBBGoiBCAMRw0ACwsgCEEBaiIIIAlHDQALQQAhASAFQQA2AgggBUIANwIAIAcgCkEMbGooAgAoAgAiAioCHCEQIAIoAiAiAygCIARAAkACQANAAkACQCAFKAIIIAFHBEAgASADNgIAIAUgAUEEaiIBNgIEDAELIAEgBSgCACIHayICQQJ1IghBAWoiBEGAgICABE8NAUH/////AyACQQF1IgYgBCAEIAZJGyACQfz///8HTxsiBgR/IAZBgICAgARPDQQgBkECdBApBUEACyIJIAhBAnRqIgIgAzYCACACQQRqIQQgASAHRwRAA0AgAkEEayICIAFBBGsiASgCADYCACABIAdHDQALIAUoAgAhAQsgBSAJIAZBAnRqNgIIIAUgBDYCBCAFIAI2AgAgAQRAIAEQJwsgBCEBCyADKAIgIgMoAiANAQwDCwsQMQALEDkACwJAIAUoAgAiAiABRg0AIAFBBGsiBCACTQ0AA0AgAigCACEBIAIgBCgCADYCACAEIAE2AgAgAkEEaiICIARBBGsiBEkNAAsgBSgCACECIAUoAgQhAQsgAEEANgIIIABCADcCAAJAIAEgAkcEQCABIAJrIgNBAEgNASAAIAMQKSIENgIAIAAgBCADQXxxajYCCCACIQMDQCAEIAMoAgA2AgAgBEEEaiEEIANBBGoiAyABRw0ACyAAIAQ2AgQLIAAgEDgCDCACRQ0DIAIQJwwDCxAxAAsgACAQOAIMIABBADYCCCAAQgA3AgAMAQtBhLYD/hACAEECTARAAkAgBUGQzwMQcyIGLQAARQ0AQZDPAygCAEEMaygCAEGQzwNqIgEoAgQhByABKAIYIQggASgCTCIEQX9GBEAgBUEMaiICIAEoAhwiAzYCACADIAMoAgRBAWo2AgQgAkHc1gMQOyIDQSAgAygCACgCHBEDACEEIAIoAgAiAiACKAIEQQFrIgM2AgQgA0F/RgRAIAIgAigCACgCCBEBAAsgASAENgJMCyAIQbU4QRRBBCAHQbABcUEgRhtBsThqQcU4IAEgBMAQbA0AQZDPAygCAEEMaygCAEGQzwNqIgEgASgCEEEFchCKAQsgBhByAkAgBUGQzwMQcyIGLQAARQ0AQcDVAEG/1QBBkM8DKAIAQQxrKAIAQZDPA2oiASgCBEGwAXFBIEYbIQcgASgCGCEIIAEoAkwiBEF/RgRAIAVBDGoiAiABKAIcIgM2AgAgAyADKAIEQQFqNgIEIAJB3NYDEDsiA0EgIAMoAgAoAhwRAwAhBCACKAIAIgIgAigCBEEBayIDNgIEIANBf0YEQCACIAIoAgAoAggRAQALIAEgBDYCTAsgCEG/1QAgB0HA1QAgASAEwBBsDQBBkM8DKAIAQQxrKAIAQZDPA2oiASABKAIQQQVyEIoBCyAGEHICQCAFQZDPA0GyARAyIgEQcyIGLQAARQ0AQc+AAUHNgAEgASABKAIAQQxrKAIAaiICKAIEQbABcUEgRhshByACKAIYIQggAigCTCIDQX9GBEAgBUEMaiIEIAIoAhwiAzYCACADIAMoAgRBAWo2AgQgBEHc1gMQOyIDQSAgAygCACgCHBEDACEDIAQoAgAiBCAEKAIEQQFrIgk2AgQgCUF/RgRAIAQgBCgCACgCCBEBAAsgAiADNgJMCyAIQc2AASAHQc+AASACIAPAEGwNACABIAEoAgBBDGsoAgBqIgIgAigCEEEFchCKAQsgBhByAkAgBSABEHMiBi0AAEUNAEHi1ABB3tQAIAEgASgCAEEMaygCAGoiAigCBEGwAXFBIEYbIQcgAigCGCEIIAIoAkwiA0F/RgRAIAVBDGoiBCACKAIcIgM2AgAgAyADKAIEQQFqNgIEIARB3NYDEDsiA0EgIAMoAgAoAhwRAwAhAyAEKAIAIgQgBCgCBEEBayIJNgIEIAlBf0YEQCAEIAQoAgAoAggRAQALIAIgAzYCTAsgCEHe1AAgB0Hi1AAgAiADwBBsDQAgASABKAIAQQxrKAIAaiICIAIoAhBBBXIQigELIAYQcgJAIAUgARBzIgYtAABFDQBBxjtBwTsgASABKAIAQQxrKAIAaiICKAIEQbABcUEgRhshByACKAIYIQggAigCTCIDQX9GBEAgBUEMaiIEIAIoAhwiAzYCACADIAMoAgRBAWo2AgQgBEHc1gMQOyIDQSAgAygCACgCHBEDACEDIAQoAgAiBCAEKAIEQQFrIgk2AgQgCUF/RgRAIAQgBCgCACgCCBEBAAsgAiADNgJMCyAIQcE7IAdBxjsgAiADwBBsDQAgASABKAIAQQxrKAIAaiICIAIoAhBBBXIQigELIAYQcgJAIAUgARBzIgYtAABFDQBBz4ABQc2AASABIAEoAgBBDGsoAgBqIgIoAgRBsAFxQSBGGyEHIAIoAhghCCACKAJMIgNBf0YEQCAFQQxqIgQgAigCHCIDNgIAIAMgAygCBEEBajYCBCAEQdzWAxA7IgNBICADKAIAKAIcEQMAIQMgBCgCACIEIAQoAgRBAWsiCTYCBCAJQX9GBEAgBCAEKAIAKAIIEQEACyACIAM2AkwLIAhBzYABIAdBz4ABIAIgA8AQbA0AIAEgASgCAEEMaygCAGoiAiACKAIQQQVyEIoBCyAGEHICQCAFIAEQcyIGLQAARQ0AQfPHAEHLxwAgASABKAIAQQxrKAIAaiICKAIEQbABcUEgRhshByACKAIYIQggAigCTCIDQX9GBEAgBUEMaiIEIAIoAhwiAzYCACADIAMoAgRBAWo2AgQgBEHc1gMQOyIDQSAgAygCACgCHBEDACEDIAQoAgAiBCAEKAIEQQFrIgk2AgQgCUF/RgRAIAQgBCgCACgCCBEBAAsgAiADNgJMCyAIQcvHACAHQfPHACACIAPAEGwNACABIAEoAgBBDGsoAgBqIgEgASgCEEEFchCKAQsgBhByIAVBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgBUHc1gMQOyIBQQogASgCACgCHBEDACECIAUoAgAiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAtBkM8DIAIQUkGQzwMQTAsgAEIANwIAIABCADcCCAsgBUEQaiQAC5ASAgt/AX4gACIDKAIcIgAgAygCGCIERwRAA0AgAEEMayICKAIAIgUEQCAAQQhrIAU2AgAgBRAnCyACIgAgBEcNAAsLIAMgBDYCHCADKAIoIgAgAygCJCIERwRAA0AgAEEMayICKAIAIgUEQCAAQQhrIAU2AgAgBRAnCyACIgAgBEcNAAsLIAMgBDYCKEEAIQIgA0EANgIIIANB/YABNgIEIAMgAygCDDYCEAJAIAMoAjggAygCNGtBAnUiACADKAJEQQFqIgQgACAESBsiAEEATA0AIABBBE8EQCAAQXxxIQZBACEFA0AgAkECdCIEIAMoAjRqKAIAQQAgAygCSEEkbPwLACADKAI0IARBBHJqKAIAQQAgAygCSEEkbPwLACADKAI0IARBCHJqKAIAQQAgAygCSEEkbPwLACADKAI0IARBDHJqKAIAQQAgAygCSEEkbPwLACACQQRqIQIgBUEEaiIFIAZHDQALCyAAQQNxIgRFDQBBACEAA0AgAygCNCACQQJ0aigCAEEAIAMoAkhBJGz8CwAgAkEBaiECIABBAWoiACAERw0ACwsgA0FAa0IANwIAIAMgASkCACINNwIEAkACQAJAAkACQCANQiCIpyIEQQFqIgAgAygCFCADKAIMIgVrQQJ1TQ0AIABBgICAgARPDQEgAygCECECIABBAnQiABApIgYgAGohByAGIAIgBWtBfHFqIgYhACACIAVHBEADQCAAQQRrIgAgAkEEayICKAIANgIAIAIgBUcNAAsLIAMgBzYCFCADIAY2AhAgAyAANgIMIAVFDQAgBRAnCyANpyEFIAQEQANAIAUtAABBBHZB7YABaiwAACEJAkAgAygCECICIAMoAhQiB0kEQCACIAU2AgAgAyACQQRqNgIQDAELIAIgAygCDCIGa0ECdSIKQQFqIgBBgICAgARPDQNB/////wMgByAGayIHQQF1IgggACAAIAhJGyAHQfz///8HTxsiBwR/IAdBgICAgARPDQUgB0ECdBApBUEACyIIIApBAnRqIgAgBTYCACAAQQRqIQUgAiAGRwRAA0AgAEEEayIAIAJBBGsiAigCADYCACACIAZHDQALIAMoAgwhAgsgAyAIIAdBAnRqNgIUIAMgBTYCECADIAA2AgwgAkUNACACECcLIAEgBCAJIAQgCUgbIgAgASgCAGoiBTYCACAEIABrIgQNAAsLIAFBADYCBAJAIAMoAhAiAiADKAIUIgRJBEAgAiAFNgIAIAMgAkEEaiIENgIQDAELIAIgAygCDCIBa0ECdSIHQQFqIgBBgICAgARPDQFB/////wMgBCABayIEQQF1IgYgACAAIAZJGyAEQfz///8HTxsiBgR/IAZBgICAgARPDQMgBkECdBApBUEACyIJIAdBAnRqIgAgBTYCACAAQQRqIQQgASACRwRAA0AgAEEEayIAIAJBBGsiAigCADYCACABIAJHDQALIAMoAgwhAgsgAyAJIAZBAnRqNgIUIAMgBDYCECADIAA2AgwgAkUNACACECcgAygCECEECyADQRhqIQcCQEEBIAQgAygCDGtBAnUiACAAQQFMGyIEIAMoAhwiACADKAIYIgJrQQxtIgFLBEAgByAEIAFrEKMEDAELIAEgBE0NACACIARBDGxqIgIgAEcEQANAIABBDGsiASgCACIFBEAgAEEIayAFNgIAIAUQJwsgASIAIAJHDQALCyADIAI2AhwLIANBJGohCQJAIAMoAigiACADKAIkIgJrQQxtIgEgBEkEQCAJIAQgAWsQowQMAQsgASAETQ0AIAIgBEEMbGoiAiAARwRAA0AgAEEMayIBKAIAIgUEQCAAQQhrIAU2AgAgBRAnCyABIgAgAkcNAAsLIAMgAjYCKAsgBEEBayEKQQAhBQNAAkAgBUEMbCIIIAcoAgBqIgEoAgggASgCACIGa0E/Sw0AIAEoAgQhAkHAABApIgBBQGshCyAAIAIgBmtBfHFqIgwhACACIAZHBEADQCAAQQRrIgAgAkEEayICKAIANgIAIAIgBkcNAAsLIAEgADYCACABIAw2AgQgASALNgIIIAZFDQAgBhAnCwJAIAkoAgAgCGoiASgCCCABKAIAIgZrQT9LDQAgASgCBCECQcAAECkiAEFAayEIIAAgAiAGa0F8cWoiCyEAIAIgBkcEQANAIABBBGsiACACQQRrIgIoAgA2AgAgAiAGRw0ACwsgASAANgIAIAEgCzYCBCABIAg2AgggBkUNACAGECcLIAVBAWoiBSAERw0ACyADQTBqIgcQ4AIhBCADQUBrKAIAIQAgAygCRCEBIAMoAkghAiAEQX82AhQgBEEANgIIIAQgACABIAJsakEBazYCEAJAIAMoAiQiASgCBCICIAEoAghHBEAgAiAENgIAIAEgAkEEajYCBAwBCyACIAEoAgAiBmsiAEECdSIJQQFqIgVBgICAgARPDQNB/////wMgAEEBdSIIIAUgBSAISRsgAEH8////B08bIgUEfyAFQYCAgIAETw0DIAVBAnQQKQVBAAsiCCAJQQJ0aiIAIAQ2AgAgAEEEaiEEIAIgBkcEQANAIABBBGsiACACQQRrIgIoAgA2AgAgAiAGRw0ACyABKAIAIQILIAEgCCAFQQJ0ajYCCCABIAQ2AgQgASAANgIAIAJFDQAgAhAnCyAHEOACIQQgAygCQCEAIAMoAkQhASADKAJIIQIgBEF/NgIUIAQgCjYCCCAEIAAgASACbGpBAWs2AhAgAygCGCAKQQxsaiIBKAIEIgIgASgCCEcEQCACIAQ2AgAgASACQQRqNgIEDwsgAiABKAIAIgVrIgBBAnUiBkEBaiIDQYCAgIAETw0DQf////8DIABBAXUiByADIAMgB0kbIABB/P///wdPGyIDBH8gA0GAgICABE8NAiADQQJ0ECkFQQALIgcgBkECdGoiACAENgIAIABBBGohBCACIAVHBEADQCAAQQRrIgAgAkEEayICKAIANgIAIAIgBUcNAAsgASgCACECCyABIAA2AgAgASAENgIEIAEgByADQQJ0ajYCCCACBEAgAhAnCw8LEDEACxA5AAsQMQALEDEAC1kAIABCADcCBCAAQaCoAzYCACAAQgA3AgwgAEIANwIUIABCADcCHCAAQgA3AiQgAEEANgIsIABCADcCNCAAQbCpAzYCMCAAQgA3AjwgAEKAgICAgIABNwJEC6ItAhd/AX4jAEHwAWsiByQAAkACQAJAAkAgBSgCACIQIAUoAgQiGEcEQCAGQRxqIRIDQCAQKAIEIgtFBEAgB0GMAWoiA0HksgI2AgAgB0ENNgJQIAdB8LICKAIAIgI2AlQgB0HUAGoiASACQQxrKAIAakH0sgIoAgA2AgAgASAHKAJUQQxrKAIAaiICIAdB2ABqIgQQOCACQoCAgIBwNwJIIANB5LICNgIAIAdB0LICNgJUIAQQNyICQfCoAjYCACAHQgA3AoABIAdCADcCeCAHQRA2AogBIAFB7DZBHhAoGiABQb/VAEEBECgaIAFBqAQQMhogAUGZO0EDECgaIAFB29IAQQoQKBogAUH22wBBAhAoGiABQYfKAEEbECgaIAcoAlAhBCAHQdwBaiIFIAIQOiAHIAcoAuABIActAOcBIgYgBsBBAEgiBhs2AuwBIAcgBygC3AEgBSAGGzYC6AEgByAHKQLoATcDECAAIAQgB0EQahAzGiAHLADnAUEASARAIAcoAtwBECcLIAdB7LICKAIAIgA2AlQgASAAQQxrKAIAakH4sgIoAgA2AgAgAkHwqAI2AgAgBywAgwFBAEgEQCAHKAJ4ECcLIAIQNhogAxA0GgwDCyAQKAIAIRMgASAQKAIIIgogASgCACgC+AERAwAhFwJAAkAgASAKIAEoAgAoAvwBEQMABEACQAJAAkAgBigCKCIFRQRAIAYoAiQhCAwBCyAGKAIgIg0gBSgCACIISARAIAYgDUEBajYCICAFIA1BAnRqKAIEIQUMAwsgCCAGKAIkRw0BCyASIAhBAWoQaiAGKAIoIgUoAgAhCAsgBSAIQQFqNgIAIAYoAhwQnAEhBSAGIAYoAiAiDUEBajYCICAGKAIoIA1BAnRqIAU2AgQLIAUgBSgCFEEBcjYCFCALQfD///8HTw0IAkAgC0EKTQRAIAcgCzoAWyAHQdAAaiEIDAELIAtBD3JBAWoiDRApIQggByANQYCAgIB4cjYCWCAHIAg2AlAgByALNgJUCyAIIBMgC/wKAAAgCCALakEAOgAAIAUoAgQiCEF+cSENIAVBHGogB0HQAGogCEEBcQR/IA0oAgAFIA0LEIMBIAcsAFtBAEgEQCAHKAJQECcLIAUgCjYCJCAFIAQoAgAgCUECdGooAgAiETYCKCAFIAUoAhRBHHI2AhQMAQsgBCgCBCAEKAIAIgVrQQJ1IgwgCU0EQCAHQYwBaiIDQeSyAjYCACAHQQ02AlAgB0HwsgIoAgAiAjYCVCAHQdQAaiIBIAJBDGsoAgBqQfSyAigCADYCACABIAcoAlRBDGsoAgBqIgIgB0HYAGoiBBA4IAJCgICAgHA3AkggA0HksgI2AgAgB0HQsgI2AlQgBBA3IgJB8KgCNgIAIAdCADcCgAEgB0IANwJ4IAdBEDYCiAEgAUHsNkEeECgaIAFBv9UAQQEQKBogAUG2BBAyGiABQZk7QQMQKBogAUG50QBBHxAoGiABQfbbAEECECgaIAcoAlAhBCAHQdwBaiIFIAIQOiAHIAcoAuABIActAOcBIgYgBsBBAEgiBhs2AuwBIAcgBygC3AEgBSAGGzYC6AEgByAHKQLoATcDQCAAIAQgB0FAaxAzGiAHLADnAUEASARAIAcoAtwBECcLIAdB7LICKAIAIgA2AlQgASAAQQxrKAIAakH4sgIoAgA2AgAgAkHwqAI2AgAgBywAgwFBAEgEQCAHKAJ4ECcLIAIQNhogAxA0GgwFCyAMIAkgC2oiDU0EQCAHQYwBaiIDQeSyAjYCACAHQQ02AlAgB0HwsgIoAgAiAjYCVCAHQdQAaiIBIAJBDGsoAgBqQfSyAigCADYCACABIAcoAlRBDGsoAgBqIgIgB0HYAGoiBBA4IAJCgICAgHA3AkggA0HksgI2AgAgB0HQsgI2AlQgBBA3IgJB8KgCNgIAIAdCADcCgAEgB0IANwJ4IAdBEDYCiAEgAUHsNkEeECgaIAFBv9UAQQEQKBogAUG3BBAyGiABQZk7QQMQKBogAUHZ0QBBHRAoGiABQfbbAEECECgaIAcoAlAhBCAHQdwBaiIFIAIQOiAHIAcoAuABIActAOcBIgYgBsBBAEgiBhs2AuwBIAcgBygC3AEgBSAGGzYC6AEgByAHKQLoATcDOCAAIAQgB0E4ahAzGiAHLADnAUEASARAIAcoAtwBECcLIAdB7LICKAIAIgA2AlQgASAAQQxrKAIAakH4sgIoAgA2AgAgAkHwqAI2AgAgBywAgwFBAEgEQCAHKAJ4ECcLIAIQNhogAxA0GgwFCyAFIAlBAnRqKAIAIg4gAigCBCIJSwRAIAdBjAFqIgNB5LICNgIAIAdBDTYCUCAHQfCyAigCACICNgJUIAdB1ABqIgEgAkEMaygCAGpB9LICKAIANgIAIAEgBygCVEEMaygCAGoiAiAHQdgAaiIEEDggAkKAgICAcDcCSCADQeSyAjYCACAHQdCyAjYCVCAEEDciAkHwqAI2AgAgB0IANwKAASAHQgA3AnggB0EQNgKIASABQew2QR4QKBogAUG/1QBBARAoGiABQboEEDIaIAFBmTtBAxAoGiABQdnQAEEeECgaIAFB9tsAQQIQKBogBygCUCEEIAdB3AFqIgUgAhA6IAcgBygC4AEgBy0A5wEiBiAGwEEASCIGGzYC7AEgByAHKALcASAFIAYbNgLoASAHIAcpAugBNwMYIAAgBCAHQRhqEDMaIAcsAOcBQQBIBEAgBygC3AEQJwsgB0HssgIoAgAiADYCVCABIABBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAHLACDAUEASARAIAcoAngQJwsgAhA2GiADEDQaDAULIAkgBSANQQJ0aigCACIRSQRAIAdBjAFqIgNB5LICNgIAIAdBDTYCUCAHQfCyAigCACICNgJUIAdB1ABqIgEgAkEMaygCAGpB9LICKAIANgIAIAEgBygCVEEMaygCAGoiAiAHQdgAaiIEEDggAkKAgICAcDcCSCADQeSyAjYCACAHQdCyAjYCVCAEEDciAkHwqAI2AgAgB0IANwKAASAHQgA3AnggB0EQNgKIASABQew2QR4QKBogAUG/1QBBARAoGiABQbsEEDIaIAFBmTtBAxAoGiABQfjQAEEcECgaIAFB9tsAQQIQKBogBygCUCEEIAdB3AFqIgUgAhA6IAcgBygC4AEgBy0A5wEiBiAGwEEASCIGGzYC7AEgByAHKALcASAFIAYbNgLoASAHIAcpAugBNwMgIAAgBCAHQSBqEDMaIAcsAOcBQQBIBEAgBygC3AEQJwsgB0HssgIoAgAiADYCVCABIABBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAHLACDAUEASARAIAcoAngQJwsgAhA2GiADEDQaDAULIA4gEUsEQCAHQYwBaiIDQeSyAjYCACAHQQ02AlAgB0HwsgIoAgAiAjYCVCAHQdQAaiIBIAJBDGsoAgBqQfSyAigCADYCACABIAcoAlRBDGsoAgBqIgIgB0HYAGoiBBA4IAJCgICAgHA3AkggA0HksgI2AgAgB0HQsgI2AlQgBBA3IgJB8KgCNgIAIAdCADcCgAEgB0IANwJ4IAdBEDYCiAEgAUHsNkEeECgaIAFBv9UAQQEQKBogAUG8BBAyGiABQZk7QQMQKBogAUHbzQBBGhAoGiABQfbbAEECECgaIAcoAlAhBCAHQdwBaiIFIAIQOiAHIAcoAuABIActAOcBIgYgBsBBAEgiBhs2AuwBIAcgBygC3AEgBSAGGzYC6AEgByAHKQLoATcDKCAAIAQgB0EoahAzGiAHLADnAUEASARAIAcoAtwBECcLIAdB7LICKAIAIgA2AlQgASAAQQxrKAIAakH4sgIoAgA2AgAgAkHwqAI2AgAgBywAgwFBAEgEQCAHKAJ4ECcLIAIQNhogAxA0GgwFCyACKQIAIh5CIIinIgUgBSAOIAUgDkkbIgVrIgkgESAOayIMIAkgDEkbIQwgHqcgBWohFQJAAkAgF0UNACABKAIEIgUgBSgCACgCXBEAAARAIAtBAWshGSAMQQ9yQQFqIhpBgICAgHhyIRtBACEJA0AgCSATai0AACEUAkACQAJAIAYoAigiBUUEQCAGKAIkIQgMAQsgBigCICIKIAUoAgAiCEgEQCAGIApBAWo2AiAgBSAKQQJ0aigCBCEFDAMLIAggBigCJEcNAQsgEiAIQQFqEGogBigCKCIFKAIAIQgLIAUgCEEBajYCACAGKAIcEJwBIQUgBiAGKAIgIghBAWo2AiAgBigCKCAIQQJ0aiAFNgIECyMAQSBrIgokACAKIBQ2AhBBAEEAQefBACAKQRBqEK8BIQ8gB0HcAWoiFiIIQQA2AgggCEIANwIAIAggDxD2ASAIKAIEIRwgCCgCACEdIAgtAAshDyAKIBQ2AgAgHSAIIA/AQQBIIggbIBwgDyAIG0EBakHnwQAgChCvARogCkEgaiQAIAEoAgQhCCAHIAcoAuABIActAOcBIgogCsBBAEgiChs2AkwgByAHKALcASAWIAobNgJIIAgoAgAoAjghCiAHIAcpAkg3AzAgCCAHQTBqIAoRAwAhFCAHKALgASEKIAcoAtwBIQ8gBy0A5wEhCCAFIAUoAhRBAXI2AhQgCiAIIAjAQQBIIggbIgpB8P///wdPDQsgDyAHQdwBaiAIGyEPAkAgCkEKTQRAIAcgCjoAWyAHQdAAaiEIDAELIApBD3JBAWoiFhApIQggByAWQYCAgIB4cjYCWCAHIAg2AlAgByAKNgJUCyAIIA8gCvwKAAAgCCAKakEAOgAAIAUoAgQiCkF+cSEIIAVBHGogB0HQAGogCkEBcQR/IAgoAgAFIAgLEIMBIAcsAFtBAEgEQCAHKAJQECcLIAUgFDYCJCAFIAUoAhQiCEEEcjYCFCAFAn8gCSAZRgRAIAUgCEEGcjYCFCAMQfD///8HTw0NAkAgDEEKTQRAIAcgDDoAWyAHQdAAaiEIDAELIBoQKSEIIAcgGzYCWCAHIAg2AlAgByAMNgJUCyAIIBUgDPwKAAAgCCAMakEAOgAAIAUoAgQiCkF+cSEIIAVBIGogB0HQAGogCkEBcQR/IAgoAgAFIAgLEIMBIAcsAFtBAEgEQCAHKAJQECcLIAUgDjYCKCAFKAIUQRhyIQggEQwBCyAFIA42AiggCEEcciEIIA4LNgIsIAUgCDYCFCAHLADnAUEASARAIAcoAtwBECcLIAlBAWoiCSALRw0ACyANIQkMBAsgCEEBcUUNACASIAYoAiBBAWsQ5QIhBSALQfD///8HTw0HIAUoAhxBfnEhCAJAIAtBCk0EQCAHIAs6AOcBIAdB3AFqIQkMAQsgC0EPckEBaiIOECkhCSAHIA5BgICAgHhyNgLkASAHIAk2AtwBIAcgCzYC4AELIAkgEyAL/AoAACAJIAtqQQA6AAAgByAHQdwBaiAIKAIAIAggCC0ACyIJwEEASCILGyAIKAIEIAkgCxsQ+AQiCSgCCDYCWCAHIAkpAgA3A1AgCUIANwIAIAlBADYCCCAFIAUoAhRBAXI2AhQgBSgCBCIIQX5xIQkgBUEcaiAHQdAAaiAIQQFxBH8gCSgCAAUgCQsQgwEgBywAW0EASARAIAcoAlAQJwsgBywA5wFBAEgEQCAHKALcARAnCyAMQfD///8HTw0IIAUoAiBBfnEhCAJAIAxBCk0EQCAHIAw6AOcBIAdB3AFqIQkMAQsgDEEPckEBaiILECkhCSAHIAtBgICAgHhyNgLkASAHIAk2AtwBIAcgDDYC4AELIAkgFSAM/AoAACAJIAxqQQA6AAAgByAHQdwBaiAIKAIAIAggCC0ACyIJwEEASCILGyAIKAIEIAkgCxsQ+AQiCSgCCDYCWCAHIAkpAgA3A1AgCUIANwIAIAlBADYCCCAFIAUoAhRBAnI2AhQgBSgCBCIIQX5xIQkgBUEgaiAHQdAAaiAIQQFxBH8gCSgCAAUgCQsQgwEgBywAW0EASARAIAcoAlAQJwsgBywA5wFBAEgEQCAHKALcARAnCyAFIAUoAhRBEHI2AhQMAQsCQAJAAkAgBigCKCIFRQRAIAYoAiQhCQwBCyAGKAIgIgggBSgCACIJSARAIAYgCEEBajYCICAFIAhBAnRqKAIEIQUMAwsgCSAGKAIkRw0BCyASIAlBAWoQaiAGKAIoIgUoAgAhCQsgBSAJQQFqNgIAIAYoAhwQnAEhBSAGIAYoAiAiCUEBajYCICAGKAIoIAlBAnRqIAU2AgQLIAUgBSgCFEEBcjYCFCALQfD///8HTw0IAkAgC0EKTQRAIAcgCzoAWyAHQdAAaiEJDAELIAtBD3JBAWoiCBApIQkgByAIQYCAgIB4cjYCWCAHIAk2AlAgByALNgJUCyAJIBMgC/wKAAAgCSALakEAOgAAIAUoAgQiCEF+cSEJIAVBHGogB0HQAGogCEEBcQR/IAkoAgAFIAkLEIMBIAcsAFtBAEgEQCAHKAJQECcLIAUgCjYCJCAFIAUoAhRBBnI2AhQgDEHw////B08NCAJAIAxBCk0EQCAHIAw6AFsgB0HQAGohCAwBCyAMQQ9yQQFqIgkQKSEIIAcgCUGAgICAeHI2AlggByAINgJQIAcgDDYCVAsgCCAVIAz8CgAAIAggDGpBADoAACAFKAIEIghBfnEhCSAFQSBqIAdB0ABqIAhBAXEEfyAJKAIABSAJCxCDASAHLABbQQBIBEAgBygCUBAnCyAFIA42AiggBSAFKAIUQRhyNgIUCyANIQkLIAUgETYCLAsgFyEIIBBBDGoiECAYRw0ACwsgAygCBCAJRwRAIAdBjAFqIgNB5LICNgIAIAdBDTYCUCAHQfCyAigCACICNgJUIAdB1ABqIgEgAkEMaygCAGpB9LICKAIANgIAIAEgBygCVEEMaygCAGoiAiAHQdgAaiIEEDggAkKAgICAcDcCSCADQeSyAjYCACAHQdCyAjYCVCAEEDciAkHwqAI2AgAgB0IANwKAASAHQgA3AnggB0EQNgKIASABQew2QR4QKBogAUG/1QBBARAoGiABQe8EEDIaIAFBmTtBAxAoGiABQffRAEEhECgaIAFB9tsAQQIQKBogAUHyygBBKxAoGiAHKAJQIQQgB0HcAWoiBSACEDogByAHKALgASAHLQDnASIGIAbAQQBIIgYbNgLsASAHIAcoAtwBIAUgBhs2AugBIAcgBykC6AE3AwggACAEIAdBCGoQMxogBywA5wFBAEgEQCAHKALcARAnCyAHQeyyAigCACIANgJUIAEgAEEMaygCAGpB+LICKAIANgIAIAJB8KgCNgIAIAcsAIMBQQBIBEAgBygCeBAnCyACEDYaIAMQNBoMAQsgACABIAFBFGogBhCqBCAAKAIADQAgABAtIQEgAigCACEDIAIoAgQhACAGIAYoAhRBAXI2AhQgAEHw////B08NAwJAIABBCk0EQCAHIAA6AFsgB0HQAGohCAwBCyAAQQ9yQQFqIgIQKSEIIAcgAkGAgICAeHI2AlggByAINgJQIAcgADYCVAsgCCADIAD8CgAAIAAgCGpBADoAACAGKAIEIgJBfnEhACAGQSxqIAdB0ABqIAJBAXEEfyAAKAIABSAACxCDASAHLABbQQBIBEAgBygCUBAnCyABQQA2AgALIAdB8AFqJAAPCxBDAAsQQwALEEMAC+AIAQl/IwBBIGsiBSQAAkAgAC0ACQRAIAAtAAgiAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCwJAAkACQAJAAkACQAJAAkACQAJAIAJBAnRBoIkBaigCAEEBaw4KAAECAwUEBgcICQsLIAAoAgBBADYCAAwKCyAAKAIAQQA2AgAMCQsgACgCAEEANgIADAgLIAAoAgBBADYCAAwHCyAAKAIAQQA2AgAMBgsgACgCAEEANgIADAULIAAoAgBBADYCAAwECyAAKAIAQQA2AgAMAwsgACgCACIGKAIEIgJBAEgEQCAFQQhqIgBCADcCDCAAQfQNNgIIIABB9S02AgQgAEEDNgIAIABBADYCFCAAQa79ABAqECwgABArDAMLIAJFDQIgBigCDEEEaiEEQQAhACACQQFHBEAgAkF+cSEIQQAhAQNAAkAgBCAAQQJ0aigCACIDLAALQQBIBEAgAygCAEEAOgAAIANBADYCBAwBCyADQQA6AAsgA0EAOgAACwJAIAQgAEEBckECdGooAgAiAywAC0EATgRAIANBADoACyADQQA6AAAMAQsgAygCAEEAOgAAIANBADYCBAsgAEECaiEAIAFBAmoiASAIRw0ACwsCQCACQQFxRQ0AIAQgAEECdGooAgAiACwAC0EATgRAIABBADoACyAAQQA6AAAMAQsgACgCAEEAOgAAIABBADYCBAsgBkEANgIEDAILIAAoAgAiBigCBCIDQQBIBEAgBUEIaiIAQgA3AgwgAEH0DTYCCCAAQfUtNgIEIABBAzYCACAAQQA2AhQgAEGu/QAQKhAsIAAQKwwCCyADRQ0BIAYoAgxBBGohAkEAIQFBACEAIANBBE8EQCADQXxxIQgDQCACIABBAnQiBGooAgAiByAHKAIAKAIUEQEAIAIgBEEEcmooAgAiByAHKAIAKAIUEQEAIAIgBEEIcmooAgAiByAHKAIAKAIUEQEAIAIgBEEMcmooAgAiBCAEKAIAKAIUEQEAIABBBGohACAJQQRqIgkgCEcNAAsLIANBA3EiAwRAA0AgAiAAQQJ0aigCACIEIAQoAgAoAhQRAQAgAEEBaiEAIAFBAWoiASADRw0ACwsgBkEANgIEDAELIAAtAApBAXENACAALQAIIgJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsCQAJAAkAgAkECdEGgiQFqKAIAQQlrDgIAAQILIAAoAgAiASwAC0EASARAIAEoAgBBADoAACABQQA2AgQMAgsgAUEAOgALIAFBADoAAAwBCyAAKAIAIgEoAgAhAiAALQAKQRBxBEAgASACKAI4EQEADAELIAEgAigCFBEBAAsgACAALQAKQfABcUEBcjoACgsgBUEgaiQAC84BAQJ/AkAgASgCBCgCLCICQaCyAyACGygCeCICRQRAQfSbA/4QAgAiAg0BQeibAxCNASECDAELIAJBfnEhAgsgAigCBCACLQALIgIgAsBBAEgbRQRAIABBBDYCBCAAQeY/NgIADwsCQCABKAIEKAIsIgFBoLIDIAEbKAJ4IgFFBEBB9JsD/hACACICDQFB6JsDEI0BIQIMAQsgAUF+cSECCyACKAIAIQEgACACKAIEIAItAAsiAyADwEEASCIDGzYCBCAAIAEgAiADGzYCAAvOAQECfwJAIAEoAgQoAiwiAkGgsgMgAhsoAnQiAkUEQEHkmwP+EAIAIgINAUHYmwMQjQEhAgwBCyACQX5xIQILIAIoAgQgAi0ACyICIALAQQBIG0UEQCAAQQM2AgQgAEHiPzYCAA8LAkAgASgCBCgCLCIBQaCyAyABGygCdCIBRQRAQeSbA/4QAgAiAg0BQdibAxCNASECDAELIAFBfnEhAgsgAigCACEBIAAgAigCBCACLQALIgMgA8BBAEgiAxs2AgQgACABIAIgAxs2AgALgwIBAn8gAEUEQEEsECkiAEHgnAM2AgAgAEEANgIEIABCADcCDCAAQQA2AgggAEIANwIUQYSbA/4QAgAEQEGEmwMQUAsgAEEBOgAqIABBgQI7ASggAEGosAM2AiQgAEGosAM2AiAgAEGosAM2AhwgAA8LIAAtABBBAXEEQCAAKAIYKAIQIgEoAgAoAhQhAiABQaSfA0IwIAIRBwALIABBMBB7IgEgADYCBCABQeCcAzYCACABQgA3AgwgASAANgIIIAFCADcCFEGEmwP+EAIABEBBhJsDEFALIAFBAToAKiABQYECOwEoIAFBqLADNgIkIAFBqLADNgIgIAFBqLADNgIcIAELgAMBBH8jAEEgayICJAAgACgCBCIDQX5xIQEgA0EBcQR/IAEoAgAFIAELBEAgAkEIaiIBQgA3AgwgAUH6FzYCCCABQdY5NgIEIAFBAzYCACABQQA2AhQgAUGS3wAQKhAsIAEQKwsCQCAAQaC1A0YNACAAKAIsIgEEQCABEPUCGiABECcLIAAoAjAiAQRAIAEQowIaIAEQJwsgACgCNCIBBEAgARDvAhogARAnCyAAKAI4IgFFDQAgARCjAhogARAnCyACQSBqJAACQCAAKAIEIgFBAXFFDQAgAUF+cSIBKAIADQAgASwAD0EASARAIAEoAgQQJwsgARAnCyAAKAIcIQECQCAAKAIoIgJFDQAgAQ0AQQAhASACKAIAIgNBAEoEfyACQQRqIQQDQCAEIAFBAnRqKAIAIgIEQCACEO4CGiACECcLIAFBAWoiASADRw0ACyAAKAIoBSACCxAnIAAoAhwhAQsgAEEANgIoIAEEQCAB/hYCCBoLIABBCGoQsgEgAAsIACAA/hACGAueAQECfyAARQRAQTQQKSIAQbiZAzYCACAAQQA2AgQgAEIANwIMIABBADYCCCAAQgA3AiQgAEIANwIcIABCADcCFEHMmAP+EAIABEBBzJgDEFALIABBADYCMCAAQaiwAzYCLCAADwsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCECIAFBvJoDQjggAhEHAAsgAEE4EHsiASAAEG8aIAELjwEBBH8gACgCACEBAkAgACgCDCICRQ0AIAENAEEAIQEgAigCACIDQQBKBH8gAkEEaiEEA0AgBCABQQJ0aigCACICBEAgAiwAC0EASARAIAIoAgAQJwsgAhAnCyABQQFqIgEgA0cNAAsgACgCDAUgAgsQJyAAKAIAIQELIABBADYCDCABBEAgAf4WAggaCyAACyYBAX8CQCAAKAIEQQBMDQAgACgCCEEEayIBKAIADQAgARAnCyAAC3gBAn8jAEEQayIEJAACQCACIAAoAghB/////wdxIgNJBEAgACgCACEDIAAgAjYCBCADIAEgAhB0IARBADoADyACIANqIAQtAA86AAAMAQsgACADQQFrIAIgA2tBAWogACgCBCIAQQAgACACIAEQ9wELIARBEGokAAsZACABIAIQhgUhASAAIAI2AgQgACABNgIAC4YCAQR/IwBBEGsiBSQAIAEQ/QQhAiMAQRBrIgMkAAJAIAJB7////wNNBEACQCACQQJJBEAgACAALQALQYABcSACcjoACyAAIAAtAAtB/wBxOgALIAAhBAwBCyADQQhqIAAgAkECTwR/IAJBBGpBfHEiBCAEQQFrIgQgBEECRhsFQQELQQFqEOABIAMoAgwaIAAgAygCCCIENgIAIAAgACgCCEGAgICAeHEgAygCDEH/////B3FyNgIIIAAgACgCCEGAgICAeHI2AgggACACNgIECyAEIAEgAhCYASADQQA2AgQgBCACQQJ0aiADKAIENgIAIANBEGokAAwBCxBDAAsgBUEQaiQACwsAIAQgAjYCAEEDC4EBAQJ/IwBBEGsiAyQAIANBDGoiBCABKAIcIgE2AgAgASABKAIEQQFqNgIEIAIgBBDIASIBIAEoAgAoAhARAAA2AgAgACABIAEoAgAoAhQRAgAgBCgCACIAIAAoAgRBAWsiATYCBCABQX9GBEAgACAAKAIAKAIIEQEACyADQRBqJAALeQECfyMAQRBrIgMkACADQQxqIgIgACgCHCIANgIAIAAgACgCBEEBajYCBCACEHEiAEHQ1gJB6tYCIAEgACgCACgCMBEIABogAigCACIAIAAoAgRBAWsiAjYCBCACQX9GBEAgACAAKAIAKAIIEQEACyADQRBqJAAgAQuBAQECfyMAQRBrIgMkACADQQxqIgQgASgCHCIBNgIAIAEgASgCBEEBajYCBCACIAQQygEiASABKAIAKAIQEQAAOgAAIAAgASABKAIAKAIUEQIAIAQoAgAiACAAKAIEQQFrIgE2AgQgAUF/RgRAIAAgACgCACgCCBEBAAsgA0EQaiQAC00BAn8gAS0AACECAkAgAC0AACIDRQ0AIAIgA0cNAANAIAEtAAEhAiAALQABIgNFDQEgAUEBaiEBIABBAWohACACIANGDQALCyADIAJrCwkAIAFBARDXAwsKACAAQeTWAxA7C9IDAQZ/IAQgAyADIARKGyIJQQBKBEADQAJAIAEgB0ECdCIFaigCACIGIAIgBWooAgAiBUYNACAFLQALIgrAIQggBiwAC0EATgRAIAhBAE4EQCAGIAUpAgA3AgAgBiAFKAIINgIIDAILIAYgBSgCACAFKAIEELUBDAELIAYgBSgCACAFIAhBAEgiBhsgBSgCBCAKIAYbEN8BCyAHQQFqIgcgCUcNAAsLAkAgAyAETA0AIAAoAgAiBkUEQANAIAIgBEECdCIGaigCACEAQQwQKSIFQgA3AgAgBUEANgIIAkAgACAFRg0AIAAsAAtBAE4EQCAFIAApAgA3AgAgBSAAKAIINgIIDAELIAUgACgCACAAKAIEELUBCyABIAZqIAU2AgAgBEEBaiIEIANHDQAMAgsACwNAIAIgBEECdCIHaigCACEAIAYtABBBAXEEQCAGKAIYKAIQIgUoAgAoAhQhCCAFQbCWA0IQIAgRBwALIAZBAhA/IgVCADcCACAFQQA2AggCQCAAIAVGDQAgACwAC0EATgRAIAUgACkCADcCACAFIAAoAgg2AggMAQsgBSAAKAIAIAAoAgQQtQELIAEgB2ogBTYCACAEQQFqIgQgA0cNAAsLC5UBAQR/AkAgACgCTEF/RwRAIAAoAkwhAAwBCyAAIQQjAEEQayICJAAgAkEMaiIBIAAoAhwiADYCACAAIAAoAgRBAWo2AgQgARBtIgBBICAAKAIAKAIcEQMAIQAgASgCACIBIAEoAgRBAWsiAzYCBCADQX9GBEAgASABKAIAKAIIEQEACyACQRBqJAAgBCAANgJMCyAAwAsKACAAQbDVAxA7C+gCAQJ/AkAgACABRg0AIAEgACACaiIEa0EAIAJBAXRrTQRAIAAgASACEF4PCyAAIAFzQQNxIQMCQAJAIAAgAUkEQCADBEAgACEDDAMLIABBA3FFBEAgACEDDAILIAAhAwNAIAJFDQQgAyABLQAAOgAAIAFBAWohASACQQFrIQIgA0EBaiIDQQNxDQALDAELAkAgAw0AIARBA3EEQANAIAJFDQUgACACQQFrIgJqIgMgASACai0AADoAACADQQNxDQALCyACQQNNDQADQCAAIAJBBGsiAmogASACaigCADYCACACQQNLDQALCyACRQ0CA0AgACACQQFrIgJqIAEgAmotAAA6AAAgAg0ACwwCCyACQQNNDQADQCADIAEoAgA2AgAgAUEEaiEBIANBBGohAyACQQRrIgJBA0sNAAsLIAJFDQADQCADIAEtAAA6AAAgA0EBaiEDIAFBAWohASACQQFrIgINAAsLIAALmAYCC38BfkGEJC0AAEUEQCMAQRBrIgQkAAJ/QdipA/4QAgBBf0YEQCAEQRAQKSIANgIEIARCjICAgICCgICAfzcCCCAAQbIoKAAANgAIIABBqigpAAA3AAAgAEEAOgAMIwBBEGsiBiQAIwBBIGsiACQAAn8gBEEEaiIHIgEtAAtBB3YEQCABKAIADAELIAELIQMgAAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCzYCHCAAIAM2AhggAEGqKDYCECAAQaooEEI2AhQgACAAKQIYNwMIIAAgACkCEDcDACMAQRBrIgEkACAAKAIMIAAoAgRGBEAgASAAKQIAIgs3AwAgASALNwMIIwBBEGsiAyQAIAMgACgCDDYCDCADIAEoAgQ2AggjAEEQayICJAAgA0EIaiIFKAIAIANBDGoiCCgCAEkhCSACQRBqJAACQAJ/IAAoAgghAiABKAIAIQpBACAFIAggCRsoAgAiBUUNABogAiAKIAUQLgsiAg0AQQAhAiAAKAIMIAEoAgRGDQBBf0EBIAAoAgwgASgCBEkbIQILIANBEGokACACRSECCyABQRBqJAAgAEEgaiQAIAJFBEAgBkEEaiIAQdnbACAHEP0CQSwCfyAALQALQQd2BEAgACgCAAwBCyAACxCqAgALIAZBEGokACAELAAPQQBIBEAgBCgCBBAnCyMAQRBrIgAkACAAQQxqQQQQGARAQeC2AygCAEHFNBCqAgALIAAoAgwhASAAQRBqJAAgAQwBC0HYqQP+EAIACyEAIARBEGokAEHAECAAIgE2AgBBASEAA0AgAEECdEHAEGogAUEediABc0Hlkp7gBmwgAGoiATYCACAAQQFqIgJBAnRBwBBqIAFBHnYgAXNB5ZKe4AZsIAJqIgE2AgAgAEECaiICQQJ0QcAQaiABQR52IAFzQeWSnuAGbCACaiIBNgIAIABBA2oiAkHwBEcEQCACQQJ0QcAQaiABQR52IAFzQeWSnuAGbCACaiIBNgIAIABBBGohAAwBCwtBhCRBAToAAEGAJEEANgIAC0HAEAuiAwIMfwN9IAFBQGsoAgAhAyABKAJEIQQgASgCSCEFIAEoAhAhBiABKAIMIQcgAEEANgIIIABCADcCAAJAIAMgBCAFbGoiAwRAIANBgICAgARPDQEgACADQQJ0IgMQKSIENgIAIAAgAyAEaiIFNgIIIARBACAD/AsAIAAgBTYCBAtBASAGIAdrQQJ1IgMgA0EBTBshByABKAIkIQkgASgCGCEKA0ACQCAKIAhBDGwiAWoiAygCACIEIAMoAgQiC0YNACABIAlqIgEoAgAiAyABKAIEIgxGDQAgACgCACEFIAMoAgAhDQNAIAUgBCgCACgCEEECdGoiDioCACEPIAMhAQNAIAIgASgCACIGKgIYlCAFIAYoAhBBAnRqKgIAkiEQIA4CfSAQIAYgDUYNABogECAPIA8gEF0bIhEgECAPIA8gEF4bIg9DAABIQpJeBEAgEQwBCyAPIBGTuxDUAkQAAAAAAADwP6AQiwQgEbugtgsiDzgCACABQQRqIgEgDEcNAAsgBEEEaiIEIAtHDQALCyAIQQFqIgggB0cNAAsPCxAxAAuHAwEHfwJAAkACQCAAKAIEIgQgACgCACIDa0EMbSIHQQFqIgJB1qrVqgFJBEBB1arVqgEgACgCCCADa0EMbSIGQQF0IgggAiACIAhJGyAGQarVqtUATxsiAgRAIAJB1qrVqgFPDQIgAkEMbBApIQULIAJBDGwhBiAFIAdBDGxqIQICQCABLAALQQBOBEAgAiABKQIANwIAIAIgASgCCDYCCAwBCyACIAEoAgAgASgCBBBVIAAoAgAhAyAAKAIEIQQLIAUgBmohASACQQxqIQUgAyAERg0CA0AgAkEMayICIARBDGsiBCkCADcCACACIAQoAgg2AgggBEIANwIAIARBADYCCCADIARHDQALIAAgATYCCCAAKAIEIQEgACAFNgIEIAAoAgAhAyAAIAI2AgAgASADRg0DA0AgAUEMayEAIAFBAWssAABBAEgEQCAAKAIAECcLIAAiASADRw0ACwwDCxAxAAsQOQALIAAgATYCCCAAIAU2AgQgACACNgIACyADBEAgAxAnCwuPAQEBfwJAIAAoAgBFDQAgABBbIQIgAf4QAgwiAEUEQCABEI0BIQALIAAgAkYNACAALQALIgPAIQEgAiwAC0EATgRAIAFBAE4EQCACIAApAgA3AgAgAiAAKAIINgIIDwsgAiAAKAIAIAAoAgQQtQEPCyACIAAoAgAgACABQQBIIgEbIAAoAgQgAyABGxDfAQsLngIBA38gACgCAARAIAAQWw8LIwBBIGsiBCQAIAAoAgAEQCAEQQhqIgNCADcCDCADQZMBNgIIIANB1zg2AgQgA0EDNgIAIANBADYCFCADQdfrABAqECwgAxArCyAB/hACDCIDRQRAIAEQjQEhAwsCQCACRQRAQQwQKSEBIAMsAAtBAE4EQCABIAMpAgA3AgAgASADKAIINgIIDAILIAEgAygCACADKAIEEFUMAQsgAi0AEEEBcQRAIAIoAhgoAhAiASgCACgCFCEFIAFBsJYDQhAgBREHAAsgAkECED8hASADLAALQQBOBEAgASADKQIANwIAIAEgAygCCDYCCAwBCyABIAMoAgAgAygCBBBVCyAAIAE2AgAgBEEgaiQAIAELCgAgAEEIahCLAQsNACAAQQAgASACEK4DC5YEAQh/IwBBIGsiBSQAAkAgACgCBCIGIAFODQAgBkEATCEIIAAoAgghBAJAAkACQAJAAkAgBgRAAn8gCEUEQCAGIQIgBAwBCyAFQQhqIgJCADcCDCACQeACNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQev8ABAqECwgAhArIAAoAgQhAiAAKAIIC0EIaygCACEDIAFBBEgNASACQYCAgIAETg0CDAMLIAQhAyABQQNKDQILQQQhAQwDCyABQYGAgIAESQRAIAVBCGoiAUIANwIMIAFBjgw2AgggAUH1LTYCBCABQQM2AgAgAUEANgIUIAFBj+gAECoQLCABECsLQf////8HIQEMAQsgAkEBdCICIAEgASACSBsiAUH+////AU0NAQsgBUEIaiICQgA3AgwgAkGfDDYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkHJ/QAQKkGJxAAQKhAsIAIQKwsgAUEDdCECIARBCGshBwJ/IANFBEAgAkEIahApDAELIAJBD2pBeHEhCSADLQAQQQFxBEAgAygCGCgCECIEKAIAKAIUIQIgBEHIkAMgCa0gAhEHAAsgAyAJEHsLIgIgAzYCACAAIAJBCGoiAjYCCCAAIAE2AgQgACgCACIAQQBKBEAgAkEAIAcgCBtBCGogAEEDdPwKAAALIAZBAEwNACAHKAIADQAgBxAnCyAFQSBqJAALlgQBCH8jAEEgayIFJAACQCAAKAIEIgYgAU4NACAGQQBMIQggACgCCCEEAkACQAJAAkACQCAGBEACfyAIRQRAIAYhAiAEDAELIAVBCGoiAkIANwIMIAJB4AI2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJB6/wAECoQLCACECsgACgCBCECIAAoAggLQQRrKAIAIQMgAUEESA0BIAJBgICAgARODQIMAwsgBCEDIAFBA0oNAgtBBCEBDAMLIAFBgYCAgARJBEAgBUEIaiIBQgA3AgwgAUGODDYCCCABQfUtNgIEIAFBAzYCACABQQA2AhQgAUGP6AAQKhAsIAEQKwtB/////wchAQwBCyACQQF0IgIgASABIAJIGyIBQf7///8DTQ0BCyAFQQhqIgJCADcCDCACQZ8MNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQcn9ABAqQYnEABAqECwgAhArCyABQQJ0IQIgBEEEayEHAn8gA0UEQCACQQRqECkMAQsgAkELakF4cSEJIAMtABBBAXEEQCADKAIYKAIQIgQoAgAoAhQhAiAEQciQAyAJrSACEQcACyADIAkQewsiAiADNgIAIAAgAkEEaiICNgIIIAAgATYCBCAAKAIAIgBBAEoEQCACQQAgByAIG0EEaiAAQQJ0/AoAAAsgBkEATA0AIAcoAgANACAHECcLIAVBIGokAAtVAQF/An8gAC0AC0EHdgRAIAAoAgQMAQsgAC0AC0H/AHELIgIgAUkEQCAAIAEgAmtBABD3BA8LIAACfyAALQALQQd2BEAgACgCAAwBCyAACyABEIUFC4sDAQV/IwBBEGsiCCQAIAIgAUF/c0Hv////B2pNBEACfyAALQALQQd2BEAgACgCAAwBCyAACyEJIAhBBGogACABQef///8DSQR/IAggAUEBdDYCDCAIIAEgAmo2AgQjAEEQayICJAAgCEEEaiIKKAIAIAhBDGoiCygCAEkhDCACQRBqJAAgCyAKIAwbKAIAIgJBC08EfyACQRBqQXBxIgIgAkEBayICIAJBC0YbBUEKC0EBagVB7////wcLELwBIAgoAgQhAiAIKAIIGiAEBEAgAiAJIAQQdAsgBgRAIAIgBGogByAGEHQLIAMgBCAFaiIKayEHIAMgCkcEQCACIARqIAZqIAQgCWogBWogBxB0CyABQQFqIgFBC0cEQCAAIAkgARDnAQsgACACNgIAIAAgACgCCEGAgICAeHEgCCgCCEH/////B3FyNgIIIAAgACgCCEGAgICAeHI2AgggACAEIAZqIAdqIgA2AgQgCEEAOgAMIAAgAmogCC0ADDoAACAIQRBqJAAPCxBDAAsEAEEECwgAQf////8HCwUAQf8AC3YBAX8jAEEQayICJAAgAiAANgIMAkAgACABRg0AA0AgAiABQQRrIgE2AgggACABTw0BIAIoAgwiACgCACEBIAAgAigCCCIAKAIANgIAIAAgATYCACACIAIoAgxBBGoiADYCDCACKAIIIQEMAAsACyACQRBqJAAL+wQBCH8jAEEQayILJAAgBhBxIQkgC0EEaiIHIAYQyAEiCCAIKAIAKAIUEQIAAkACfyAHLQALQQd2BEAgBygCBAwBCyAHLQALQf8AcQtFBEAgCSAAIAIgAyAJKAIAKAIwEQgAGiAFIAMgAiAAa0ECdGoiBjYCAAwBCyAFIAM2AgACQAJAIAAiCi0AACIGQStrDgMAAQABCyAJIAbAIAkoAgAoAiwRAwAhByAFIAUoAgAiBkEEajYCACAGIAc2AgAgAEEBaiEKCwJAIAIgCmtBAkgNACAKLQAAQTBHDQAgCi0AAUEgckH4AEcNACAJQTAgCSgCACgCLBEDACEHIAUgBSgCACIGQQRqNgIAIAYgBzYCACAJIAosAAEgCSgCACgCLBEDACEHIAUgBSgCACIGQQRqNgIAIAYgBzYCACAKQQJqIQoLIAogAhC3ASAIIAgoAgAoAhARAAAhDUEAIQcgCiEGA38gAiAGTQR/IAMgCiAAa0ECdGogBSgCABD7ASAFKAIABQJAAn8gC0EEaiIILQALQQd2BEAgCCgCAAwBCyAICyAHai0AAEUNACAMAn8gC0EEaiIILQALQQd2BEAgCCgCAAwBCyAICyAHaiwAAEcNACAFIAUoAgAiCEEEajYCACAIIA02AgAgByAHAn8gCy0AD0EHdgRAIAsoAggMAQsgCy0AD0H/AHELQQFrSWohB0EAIQwLIAkgBiwAACAJKAIAKAIsEQMAIQ4gBSAFKAIAIghBBGo2AgAgCCAONgIAIAZBAWohBiAMQQFqIQwMAQsLIQYLIAQgBiADIAEgAGtBAnRqIAEgAkYbNgIAIAtBBGoQMBogC0EQaiQAC9ABAQJ/IAJBgBBxBEAgAEErOgAAIABBAWohAAsgAkGACHEEQCAAQSM6AAAgAEEBaiEACyACQYQCcSIDQYQCRwRAIABBrtQAOwAAIABBAmohAAsgAkGAgAFxIQIDQCABLQAAIgQEQCAAIAQ6AAAgAEEBaiEAIAFBAWohAQwBCwsgAAJ/AkAgA0GAAkcEQCADQQRHDQFBxgBB5gAgAhsMAgtBxQBB5QAgAhsMAQtBwQBB4QAgAhsgA0GEAkYNABpBxwBB5wAgAhsLOgAAIANBhAJHC/IEAQh/IwBBEGsiCyQAIAYQbSEJIAtBBGoiByAGEMoBIgggCCgCACgCFBECAAJAAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELRQRAIAkgACACIAMgCSgCACgCIBEIABogBSADIAIgAGtqIgY2AgAMAQsgBSADNgIAAkACQCAAIgotAAAiBkEraw4DAAEAAQsgCSAGwCAJKAIAKAIcEQMAIQcgBSAFKAIAIgZBAWo2AgAgBiAHOgAAIABBAWohCgsCQCACIAprQQJIDQAgCi0AAEEwRw0AIAotAAFBIHJB+ABHDQAgCUEwIAkoAgAoAhwRAwAhByAFIAUoAgAiBkEBajYCACAGIAc6AAAgCSAKLAABIAkoAgAoAhwRAwAhByAFIAUoAgAiBkEBajYCACAGIAc6AAAgCkECaiEKCyAKIAIQtwEgCCAIKAIAKAIQEQAAIQ1BACEHIAohBgN/IAIgBk0EfyADIAogAGtqIAUoAgAQtwEgBSgCAAUCQAJ/IAtBBGoiCC0AC0EHdgRAIAgoAgAMAQsgCAsgB2otAABFDQAgDAJ/IAtBBGoiCC0AC0EHdgRAIAgoAgAMAQsgCAsgB2osAABHDQAgBSAFKAIAIghBAWo2AgAgCCANOgAAIAcgBwJ/IAstAA9BB3YEQCALKAIIDAELIAstAA9B/wBxC0EBa0lqIQdBACEMCyAJIAYsAAAgCSgCACgCHBEDACEOIAUgBSgCACIIQQFqNgIAIAggDjoAACAGQQFqIQYgDEEBaiEMDAELCyEGCyAEIAYgAyABIABraiABIAJGGzYCACALQQRqEDAaIAtBEGokAAvvBQELfyMAQYABayIJJAAgCSABNgJ8IAlBnAQ2AhAgCUEIakEAIAlBEGoiCBBOIQ0CQAJAIAMgAmtBDG0iCkHlAE8EQCAKEEoiCEUNASANKAIAIQEgDSAINgIAIAEEQCABIA0oAgQRAQALCyAIIQcgAiEBA0AgASADRgRAA0AgACAJQfwAahBEQQEgChsEQCAAIAlB/ABqEEQEQCAFIAUoAgBBAnI2AgALDAULAn8gACgCACIHKAIMIgEgBygCEEYEQCAHIAcoAgAoAiQRAAAMAQsgASgCAAshDiAGRQRAIAQgDiAEKAIAKAIcEQMAIQ4LIA9BAWohDEEAIRAgCCEHIAIhAQNAIAEgA0YEQCAMIQ8gEEUNAiAAEF0aIAghByACIQEgCiALakECSQ0CA0AgASADRgRADAQFAkAgBy0AAEECRw0AAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELIA9GDQAgB0EAOgAAIAtBAWshCwsgB0EBaiEHIAFBDGohAQwBCwALAAUCQCAHLQAAQQFHDQACfyABLQALQQd2BEAgASgCAAwBCyABCyAPQQJ0aigCACERAkAgBgR/IBEFIAQgESAEKAIAKAIcEQMACyAORgRAQQEhEAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyAMRw0CIAdBAjoAACALQQFqIQsMAQsgB0EAOgAACyAKQQFrIQoLIAdBAWohByABQQxqIQEMAQsACwALAAUgB0ECQQECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtFIgwbOgAAIAdBAWohByABQQxqIQEgCyAMaiELIAogDGshCgwBCwALAAsQVAALAkACQANAIAIgA0YNASAILQAAQQJHBEAgCEEBaiEIIAJBDGohAgwBCwsgAiEDDAELIAUgBSgCAEEEcjYCAAsgDSIAKAIAIQEgAEEANgIAIAEEQCABIAAoAgQRAQALIAlBgAFqJAAgAwv2BQELfyMAQYABayIJJAAgCSABNgJ8IAlBnAQ2AhAgCUEIakEAIAlBEGoiCBBOIQ0CQAJAIAMgAmtBDG0iCkHlAE8EQCAKEEoiCEUNASANKAIAIQEgDSAINgIAIAEEQCABIA0oAgQRAQALCyAIIQcgAiEBA0AgASADRgRAA0AgACAJQfwAahBAQQEgChsEQCAAIAlB/ABqEEAEQCAFIAUoAgBBAnI2AgALDAULAn8gACgCACIHKAIMIgEgBygCEEYEQCAHIAcoAgAoAiQRAAAMAQsgAS0AAAvAIQ4gBkUEQCAEIA4gBCgCACgCDBEDACEOCyAPQQFqIQxBACEQIAghByACIQEDQCABIANGBEAgDCEPIBBFDQIgABBaGiAIIQcgAiEBIAogC2pBAkkNAgNAIAEgA0YEQAwEBQJAIActAABBAkcNAAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyAPRg0AIAdBADoAACALQQFrIQsLIAdBAWohByABQQxqIQEMAQsACwAFAkAgBy0AAEEBRw0AAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsgD2otAAAhEQJAIA5B/wFxIAYEfyARBSAEIBHAIAQoAgAoAgwRAwALQf8BcUYEQEEBIRACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgDEcNAiAHQQI6AAAgC0EBaiELDAELIAdBADoAAAsgCkEBayEKCyAHQQFqIQcgAUEMaiEBDAELAAsACwAFIAdBAkEBAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELRSIMGzoAACAHQQFqIQcgAUEMaiEBIAsgDGohCyAKIAxrIQoMAQsACwALEFQACwJAAkADQCACIANGDQEgCC0AAEECRwRAIAhBAWohCCACQQxqIQIMAQsLIAIhAwwBCyAFIAUoAgBBBHI2AgALIA0iACgCACEBIABBADYCACABBEAgASAAKAIEEQEACyAJQYABaiQAIAMLxQIBBH8gA0HI1AMgAxsiBSgCACEDAkACfwJAIAFFBEAgAw0BQQAPC0F+IAJFDQEaAkAgAwRAIAIhBAwBCyABLQAAIgPAIgRBAE4EQCAABEAgACADNgIACyAEQQBHDwtBhLgDKAIAKAIARQRAQQEgAEUNAxogACABLAAAQf+/A3E2AgBBAQ8LIAEtAABBwgFrIgNBMksNASADQQJ0QbC7AmooAgAhAyACQQFrIgRFDQMgAUEBaiEBCyABLQAAIgZBA3YiB0EQayADQRp1IAdqckEHSw0AA0AgBEEBayEEIAZBgAFrIANBBnRyIgNBAE4EQCAFQQA2AgAgAARAIAAgAzYCAAsgAiAEaw8LIARFDQMgAUEBaiIBLQAAIgZBwAFxQYABRg0ACwsgBUEANgIAQeC2A0EZNgIAQX8LDwsgBSADNgIAQX4LFgAgACABEDggAEEANgJIIABBfzYCTAusAQECfwJ/AkAgACgCTCIBQQBOBEAgAUUNAUG8twMoAgAgAUH/////e3FHDQELIAAoAgQiASAAKAIIRwRAIAAgAUEBajYCBCABLQAADAILIAAQ0gIMAQsgAEHMAGoiASABKAIAIgJB/////wMgAhs2AgACfyAAKAIEIgIgACgCCEcEQCAAIAJBAWo2AgQgAi0AAAwBCyAAENICCyEAIAEoAgAaIAFBADYCACAACwt8AQN/QX8hAwJAIABBf0YNACABKAJMQQBOIQQCQAJAIAEoAgQiAkUEQCABEJACGiABKAIEIgJFDQELIAIgASgCLEEIa0sNAQsgBEUNAUF/DwsgASACQQFrIgI2AgQgAiAAOgAAIAEgASgCAEFvcTYCACAAQf8BcSEDCyADC0YBAX8gAEG8sAIoAgAiATYCACAAIAFBDGsoAgBqQdywAigCADYCACAAQeCwAigCADYCCCAAQQxqEIYCGiAAQUBrEDQaIAALFwAgAEHwqAI2AgAgAEEgahAwGiAAEDYLDAAgAEEMahA0GiAACwwAIABBBGoQNBogAAsMACAAQQhqEDQaIAALBABBfwsDAAELIAAgACgCTEEASARAIAAgASACEPMDDwsgACABIAIQ8wMLtgsBBn8gACABaiEFAkACQCAAKAIEIgJBAXENACACQQNxRQ0BIAAoAgAiAiABaiEBAkACQAJAIAAgAmsiAEHEuAMoAgBHBEAgAkH/AU0EQCACQQN2IQQgACgCCCIDIAAoAgwiAkcNAkGwuANBsLgDKAIAQX4gBHdxNgIADAULIAAoAhghBiAAIAAoAgwiAkcEQEHAuAMoAgAaIAAoAggiAyACNgIMIAIgAzYCCAwECyAAQRRqIgQoAgAiA0UEQCAAKAIQIgNFDQMgAEEQaiEECwNAIAQhByADIgJBFGoiBCgCACIDDQAgAkEQaiEEIAIoAhAiAw0ACyAHQQA2AgAMAwsgBSgCBCICQQNxQQNHDQNBuLgDIAE2AgAgBSACQX5xNgIEIAAgAUEBcjYCBCAFIAE2AgAPCyADIAI2AgwgAiADNgIIDAILQQAhAgsgBkUNAAJAIAAoAhwiA0ECdEHgugNqIgQoAgAgAEYEQCAEIAI2AgAgAg0BQbS4A0G0uAMoAgBBfiADd3E2AgAMAgsgBkEQQRQgBigCECAARhtqIAI2AgAgAkUNAQsgAiAGNgIYIAAoAhAiAwRAIAIgAzYCECADIAI2AhgLIAAoAhQiA0UNACACIAM2AhQgAyACNgIYCwJAAkACQAJAIAUoAgQiAkECcUUEQEHIuAMoAgAgBUYEQEHIuAMgADYCAEG8uANBvLgDKAIAIAFqIgE2AgAgACABQQFyNgIEIABBxLgDKAIARw0GQbi4A0EANgIAQcS4A0EANgIADwtBxLgDKAIAIAVGBEBBxLgDIAA2AgBBuLgDQbi4AygCACABaiIBNgIAIAAgAUEBcjYCBCAAIAFqIAE2AgAPCyACQXhxIAFqIQEgAkH/AU0EQCACQQN2IQQgBSgCDCICIAUoAggiA0YEQEGwuANBsLgDKAIAQX4gBHdxNgIADAULIAMgAjYCDCACIAM2AggMBAsgBSgCGCEGIAUgBSgCDCICRwRAQcC4AygCABogBSgCCCIDIAI2AgwgAiADNgIIDAMLIAVBFGoiBCgCACIDRQRAIAUoAhAiA0UNAiAFQRBqIQQLA0AgBCEHIAMiAkEUaiIEKAIAIgMNACACQRBqIQQgAigCECIDDQALIAdBADYCAAwCCyAFIAJBfnE2AgQgACABQQFyNgIEIAAgAWogATYCAAwDC0EAIQILIAZFDQACQCAFKAIcIgNBAnRB4LoDaiIEKAIAIAVGBEAgBCACNgIAIAINAUG0uANBtLgDKAIAQX4gA3dxNgIADAILIAZBEEEUIAYoAhAgBUYbaiACNgIAIAJFDQELIAIgBjYCGCAFKAIQIgMEQCACIAM2AhAgAyACNgIYCyAFKAIUIgNFDQAgAiADNgIUIAMgAjYCGAsgACABQQFyNgIEIAAgAWogATYCACAAQcS4AygCAEcNAEG4uAMgATYCAA8LIAFB/wFNBEAgAUF4cUHYuANqIQICf0GwuAMoAgAiA0EBIAFBA3Z0IgFxRQRAQbC4AyABIANyNgIAIAIMAQsgAigCCAshASACIAA2AgggASAANgIMIAAgAjYCDCAAIAE2AggPC0EfIQMgAUH///8HTQRAIAFBJiABQQh2ZyICa3ZBAXEgAkEBdGtBPmohAwsgACADNgIcIABCADcCECADQQJ0QeC6A2ohAgJAAkBBtLgDKAIAIgRBASADdCIHcUUEQEG0uAMgBCAHcjYCACACIAA2AgAgACACNgIYDAELIAFBGSADQQF2a0EAIANBH0cbdCEDIAIoAgAhAgNAIAIiBCgCBEF4cSABRg0CIANBHXYhAiADQQF0IQMgBCACQQRxaiIHQRBqKAIAIgINAAsgByAANgIQIAAgBDYCGAsgACAANgIMIAAgADYCCA8LIAQoAggiASAANgIMIAQgADYCCCAAQQA2AhggACAENgIMIAAgATYCCAsLiggBC38gAEUEQCABEEoPCyABQUBPBEBB4LYDQTA2AgBBAA8LAn9BECABQQtqQXhxIAFBC0kbIQUgAEEIayIEKAIEIghBeHEhAwJAIAhBA3FFBEBBACAFQYACSQ0CGiAFQQRqIANNBEAgBCECIAMgBWtBkLwDKAIAQQF0TQ0CC0EADAILIAMgBGohBgJAIAMgBU8EQCADIAVrIgJBEEkNASAEIAhBAXEgBXJBAnI2AgQgBCAFaiIDIAJBA3I2AgQgBiAGKAIEQQFyNgIEIAMgAhCNAgwBC0HIuAMoAgAgBkYEQEG8uAMoAgAgA2oiAyAFTQ0CIAQgCEEBcSAFckECcjYCBCAEIAVqIgIgAyAFayIDQQFyNgIEQby4AyADNgIAQci4AyACNgIADAELQcS4AygCACAGRgRAQbi4AygCACADaiIDIAVJDQICQCADIAVrIgJBEE8EQCAEIAhBAXEgBXJBAnI2AgQgBCAFaiIHIAJBAXI2AgQgAyAEaiIDIAI2AgAgAyADKAIEQX5xNgIEDAELIAQgCEEBcSADckECcjYCBCADIARqIgIgAigCBEEBcjYCBEEAIQILQcS4AyAHNgIAQbi4AyACNgIADAELIAYoAgQiB0ECcQ0BIAdBeHEgA2oiCSAFSQ0BIAkgBWshCwJAIAdB/wFNBEAgBigCDCICIAYoAggiA0YEQEGwuANBsLgDKAIAQX4gB0EDdndxNgIADAILIAMgAjYCDCACIAM2AggMAQsgBigCGCEKAkAgBiAGKAIMIgNHBEBBwLgDKAIAGiAGKAIIIgIgAzYCDCADIAI2AggMAQsCQCAGQRRqIgIoAgAiB0UEQCAGKAIQIgdFDQEgBkEQaiECCwNAIAIhDCAHIgNBFGoiAigCACIHDQAgA0EQaiECIAMoAhAiBw0ACyAMQQA2AgAMAQtBACEDCyAKRQ0AAkAgBigCHCICQQJ0QeC6A2oiBygCACAGRgRAIAcgAzYCACADDQFBtLgDQbS4AygCAEF+IAJ3cTYCAAwCCyAKQRBBFCAKKAIQIAZGG2ogAzYCACADRQ0BCyADIAo2AhggBigCECICBEAgAyACNgIQIAIgAzYCGAsgBigCFCICRQ0AIAMgAjYCFCACIAM2AhgLIAtBD00EQCAEIAhBAXEgCXJBAnI2AgQgBCAJaiICIAIoAgRBAXI2AgQMAQsgBCAIQQFxIAVyQQJyNgIEIAQgBWoiAiALQQNyNgIEIAQgCWoiAyADKAIEQQFyNgIEIAIgCxCNAgsgBCECCyACCyICBEAgAkEIag8LIAEQSiICRQRAQQAPCyACIABBfEF4IABBBGsoAgAiBEEDcRsgBEF4cWoiBCABIAEgBEsbEF4aIAAQJyACC7sBAgJ/AX4jAEGgAWsiBCQAIAQgACAEQZ4BaiABGyIFNgKUASAEIAFBAWsiAEEAIAAgAU0bNgKYAQNAIAQgBqdqQQA6AAAgBkIBfCIGQpABVA0AC0F/IQAgBEF/NgJMIARBpwM2AiQgBEF/NgJQIAQgBEGfAWo2AiwgBCAEQZQBajYCVAJAIAFBAEgEQEHgtgNBPTYCAAwBCyAFQQA6AAAgBCACIANBpQNBpgMQ/gMhAAsgBEGgAWokACAAC3wBAn8gACAAKAJIIgFBAWsgAXI2AkggACgCFCAAKAIcRwRAIABBAEEAIAAoAiQRBAAaCyAAQQA2AhwgAEIANwMQIAAoAgAiAUEEcQRAIAAgAUEgcjYCAEF/DwsgACAAKAIsIAAoAjBqIgI2AgggACACNgIEIAFBG3RBH3ULjAICAn8CfCAAvCIBQYCAgPwDRgRAQwAAAAAPCwJAIAFBgICA/AdrQf///4d4TQRAIAFBAXQiAkUEQCMAQRBrIgFDAACAvzgCDCABKgIMQwAAAACVDwsgAUGAgID8B0YNASACQYCAgHhJIAFBAE5xRQRAIAAgAJMiACAAlQ8LIABDAAAAS5S8QYCAgNwAayEBC0HA6wErAwAgASABQYCAzPkDayIBQYCAgHxxa767IAFBD3ZB8AFxIgJBuOkBaisDAKJEAAAAAAAA8L+gIgMgA6IiBKJByOsBKwMAIAOiQdDrASsDAKCgIASiIAFBF3W3QbjrASsDAKIgAkHA6QFqKwMAoCADoKC2IQALIAALNwEBfyAAQeyqAzYCAAJAIAAoAgwiAUUNACABQX/+HgIEDQAgASABKAIAKAIIEQEAIAEQWQsgAAvHAwEBfyMAQSBrIgUkACAFQQhqIAAgARBXIAUtAAwhASAFKAIIIgAgBDYCEAJAIAEEQCAAIAI6AAggAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCyACQQJ0QaCJAWooAgBBAkcEQCAFQQhqIgFCADcCDCABQd0CNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQcr3ABAqECwgARArCyAAQQA6AAkMAQsgAC0ACQRAIAVBCGoiAUIANwIMIAFB3QI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFBiPYAECoQLCABECsLIAAtAAgiAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCyACQQJ0QaCJAWooAgBBAkYNACAFQQhqIgFCADcCDCABQd0CNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQZn4ABAqECwgARArCyAAIAM3AwAgACAALQAKQfABcToACiAFQSBqJAALCAAgABDeARoLxwMBAX8jAEEgayIFJAAgBUEIaiAAIAEQVyAFLQAMIQEgBSgCCCIAIAQ2AhACQCABBEAgACACOgAIIAJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsgAkECdEGgiQFqKAIAQQFHBEAgBUEIaiIBQgA3AgwgAUHcAjYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUGM+gAQKhAsIAEQKwsgAEEAOgAJDAELIAAtAAkEQCAFQQhqIgFCADcCDCABQdwCNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQYj2ABAqECwgARArCyAALQAIIgJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsgAkECdEGgiQFqKAIAQQFGDQAgBUEIaiIBQgA3AgwgAUHcAjYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHb+gAQKhAsIAEQKwsgACADNgIAIAAgAC0ACkHwAXE6AAogBUEgaiQACx8AIAEEQCAAIAEoAgAQlgIgACABKAIEEJYCIAEQJwsL/AUCC38BfiAAQQA2AgggAEIANwIAIAEoAgAhCwJAAkACQCABKAIEIglFDQAgAikCACIOQiCIpyIDRQ0AA0AgCSALaiEFIA6nIgggA2ohCiAEIAtqIg0hBgNAIAYtAAAhByAIIQMCQANAIAMtAAAgB0cEQCAKIANBAWoiA0cNAQwCCwsgBSAGRg0DIAYgC2siDEF/Rg0DAkAgBCAMTw0AIAkgBGsiAyAMIARrIgggAyAISRshBiAAKAIEIgMgACgCCCIISQRAIAMgBjYCBCADIA02AgAgACADQQhqNgIEDAELIAMgACgCACIJa0EDdSIKQQFqIgVBgICAgAJPDQVB/////wEgCCAJayIHQQJ1IgggBSAFIAhJGyAHQfj///8HTxsiBQR/IAVBgICAgAJPDQcgBUEDdBApBUEACyIHIApBA3RqIgQgBjYCBCAEIA02AgAgBEEIaiEIIAMgCUcEQANAIARBCGsiBCADQQhrIgMpAgA3AgAgAyAJRw0ACyAAKAIAIQMLIAAgByAFQQN0ajYCCCAAIAg2AgQgACAENgIAIANFDQAgAxAnCyABKAIAIQsgASgCBCIJIAxBAWoiBE0NAyACKQIAIg5CIIinIgMNAgwDCyAGQQFqIgYgBUcNAAsLCwJAIAQgCU8NACAEIAtqIQUgCSAEayEKIAAoAgQiAyAAKAIIIgFJBEAgAyAKNgIEIAMgBTYCACAAIANBCGo2AgQgAA8LIAMgACgCACIGa0EDdSIIQQFqIgdBgICAgAJPDQFB/////wEgASAGayICQQJ1IgEgByABIAdLGyACQfj///8HTxsiBwR/IAdBgICAgAJPDQMgB0EDdBApBUEACyICIAhBA3RqIgQgCjYCBCAEIAU2AgAgBEEIaiEBIAMgBkcEQANAIARBCGsiBCADQQhrIgMpAgA3AgAgAyAGRw0ACyAAKAIAIQMLIAAgAiAHQQN0ajYCCCAAIAE2AgQgACAENgIAIANFDQAgAxAnCyAADwsQMQALEDkACzcBAX8gAEHMpAM2AgACQCAAKAIIIgFFDQAgAUF//h4CBA0AIAEgASgCACgCCBEBACABEFkLIAALHwAgAQRAIAAgASgCABCZAiAAIAEoAgQQmQIgARAnCwuTJgMPfwF+An0jAEGQAWsiAyQAIABBDGohCyAAKAIYBEAgACgCFCIGBEADQCAGKAIAIQEgBhAnIAEiBg0ACwtBACEGIABBADYCFAJAIAAoAhAiAkUNACACQQRPBEAgAkF8cSEEQQAhAQNAIAZBAnQiBSALKAIAakEANgIAIAsoAgAgBUEEcmpBADYCACALKAIAIAVBCHJqQQA2AgAgCygCACAFQQxyakEANgIAIAZBBGohBiABQQRqIgEgBEcNAAsLIAJBA3EiAkUNAEEAIQEDQCALKAIAIAZBAnRqQQA2AgAgBkEBaiEGIAFBAWoiASACRw0ACwsgAEEANgIYCyAAQSBqIQ0gACgCLARAIAAoAigiBgRAA0AgBigCACEBIAYQJyABIgYNAAsLQQAhBiAAQQA2AigCQCAAKAIkIgJFDQAgAkEETwRAIAJBfHEhBEEAIQEDQCAGQQJ0IgUgDSgCAGpBADYCACANKAIAIAVBBHJqQQA2AgAgDSgCACAFQQhyakEANgIAIA0oAgAgBUEMcmpBADYCACAGQQRqIQYgAUEEaiIBIARHDQALCyACQQNxIgJFDQBBACEBA0AgDSgCACAGQQJ0akEANgIAIAZBAWohBiABQQFqIgEgAkcNAAsLIABBADYCLAsgAEF/NgI0IAMgA0HwAGo2AmwgA0IANwJwQSAQKSIOQgA3AgAgDkIANwIYIA5CADcCECAOQgA3AggCQAJAAkAgACgCBCIBKAIgQQBKBEBBACEGA0AgAUEcaiAGED4iCigCHEF+cSIBKAIEIAEtAAsiAiACwEEASCICGyIFRQRAIANBGDYCfCADQbfCADYCeCADIAMpAng3AwAgAEE4aiADQdwAakENIAMQMyIAEI8BIAAQLRoMBAsCfyANIAooAiQiBEEFSw0AGiANQQEgBHRBMnFFDQAaIAsLIQggASgCACEEIAMgBjYCgAEgAyAFNgJ8IAMgBCABIAIbNgJ4QQAhASADKQJ4IhCnIQkCQCAQQiCIpyIFQQRJBEAgCSEHIAUiBCECDAELAn8gBUEEayICQQRxBEAgBSIBIQQgCQwBCyAJKAAAQZXTx94FbCIBQRh2IAFzQZXTx94FbCAFQZXTx94FbHMhBCACIQEgCUEEagshByACQQRJDQAgASECA0AgBygABEGV08feBWwiAUEYdiABc0GV08feBWwgBygAAEGV08feBWwiAUEYdiABc0GV08feBWwgBEGV08feBWxzQZXTx94FbHMhBCAHQQhqIQcgAkEIayICQQNLDQALCwJAAkACQAJAIAJBAWsOAwIBAAMLIActAAJBEHQgBHMhBAsgBy0AAUEIdCAEcyEECyAEIActAABzQZXTx94FbCEECyAEQQ12IARzQZXTx94FbCICQQ92IAJzIQICQAJAIAgoAgQiBEUNAAJAIARpIgxBAU0EQCACIARBAWtxIQEMAQsgAiIBIARJDQAgAiAEcCEBCyAIKAIAIAFBAnRqKAIAIgdFDQAgBygCACIHRQ0AIAxBAU0EQCAEQQFrIQ8DQCACIAcoAgQiDEcgDCAPcSABR3ENAiAFIAcpAggiEEIgiKdGBEBBACEMIAVFDQQgEKcgCSAFEC5FDQQLIAcoAgAiBw0ACwwBCwNAIAIgBygCBCIMRwRAIAQgDE0EfyAMIARwBSAMCyABRw0CCyAFIAcpAggiEEIgiKdGBEBBACEMIAVFDQMgEKcgCSAFEC5FDQMLIAcoAgAiBw0ACwtBFBApIgcgAygCgAE2AhAgByADKQJ4NwIIIAcgAjYCBCAHQQA2AgACQEEAIAQgCCgCDEEBarMiESAIKgIQIhIgBLOUXhsNAEECIQECQCAEIARBAWtxQQBHIARBA0lyIARBAXRyIgUCfyARIBKVjSIRQwAAgE9dIBFDAAAAAGBxBEAgEakMAQtBAAsiCSAFIAlLGyIFQQFGDQAgBSAFQQFrcUUEQCAFIQEMAQsgBRCuASEBIAgoAgQhBAsCQCABIARNBEAgASAETw0BIARBA0khCQJ/IAgoAgyzIAgqAhCVjSIRQwAAgE9dIBFDAAAAAGBxBEAgEakMAQtBAAshBSABAn8CQCAJDQAgBGlBAUsNACAFQQFBICAFQQFrZ2t0IAVBAkkbDAELIAUQrgELIgUgASAFSxsiASAETw0BCyAIIAEQ6AILIAgoAgQiBCAEQQFrIgFxRQRAIAEgAnEhAQwBCyACIARJBEAgAiEBDAELIAIgBHAhAQsCQAJAIAgoAgAgAUECdGoiASgCACICRQRAIAcgCEEIaiICKAIANgIAIAggBzYCCCABIAI2AgAgBygCACIBRQ0CIAEoAgQhAgJAIAQgBEEBayIBcUUEQCABIAJxIQIMAQsgAiAESQ0AIAIgBHAhAgsgCCgCACACQQJ0aiECDAELIAcgAigCADYCAAsgAiAHNgIAC0EBIQwgCCAIKAIMQQFqNgIMCyADIAw6AGAgAyAHNgJcIAMtAGBFBEAgCigCHEF+cSIGKAIEIAYtAAsiASABwCIEQQBIGyIFQRRqIgJB8P///wdPDQUCQCACQQpNBEAgA0EANgKAASADQgA3A3ggAyACOgCDASADQfgAaiEBDAELIAJBD3JBAWoiBxApIQEgAyACNgJ8IAMgATYCeCADIAdBgICAgHhyNgKAAQsgASAGKAIAIAYgBEEASBsgBfwKAAAgASAFaiIBQQA6ABQgAUHHygAoAAA2ABAgAUG/ygApAAA3AAggAUG3ygApAAA3AAAgAyADKAJ4IANB+ABqIAMsAIMBQQBIGyIBNgJcIAMgARBCNgJgIAMgAykCXDcDCCAAQThqIANBiAFqQQ0gA0EIahAzIgAQjwEgABAtGiADLACDAUEATg0EIAMoAngQJwwECwJAAkACQAJAIAooAiQiAUEERgR/IAooAhxBfnEiASgCACECIAMgASgCBCABLQALIgUgBcBBAEgiBRs2AmAgAyACIAEgBRs2AlwgAwJ/AkACQCADQewAaiIHKAIEIgVFBEAgB0EEaiIEIQEMAQsgAykCXCIQQiCIpyECIBCnIQkDQAJAAkACQAJAAkAgBSIBKQIQIhBCIIinIgUgAiACIAVLIggbIgQEQCAJIBCnIgwgBBAuIg9FBEAgAiAFSQ0CDAMLIA9BAE4NAgwBCyACIAVPDQILIAEhBCABKAIAIgUNBAwFCyAMIAkgBBAuIgUNAQsgCA0BDAQLIAVBAE4NAwsgASgCBCIFDQALIAFBBGohBAtBGBApIQIgAykCXCEQIAIgATYCCCACQgA3AgAgAiAQNwIQIAQgAjYCACACIQUgBygCACgCACIBBEAgByABNgIAIAQoAgAhBQsgBygCBCAFEMsBIAcgBygCCEEBajYCCEEBDAELIAEhAkEACzoAfCADIAI2AnggCigCJAUgAQtBAmsOBQADAwMBAwsgACgCNEEASA0BIANBFzYCfCADQbTKADYCeCADIAMpAng3AyAgAEE4aiADQdwAakENIANBIGoQMyIAEI8BIAAQLRoMBgsgACgCBCgCLCIBQaCyAyABGy0AmAFFBEAgA0HcAGoiAUG52wAgCigCHEF+cRD9AiADIAFBtMgAEJABIgEoAgg2AoABIAMgASkCADcDeCABQgA3AgAgAUEANgIIIAMgAygCeCADQfgAaiADLACDAUEASBsiATYCiAEgAyABEEI2AowBIAMgAykCiAE3AyggAEE4aiADQegAakENIANBKGoQMyIAEI8BIAAQLRogAywAgwFBAEgEQCADKAJ4ECcLIAMsAGdBAE4NBiADKAJcECcMBgsgCigCHEF+cSIBKAIAIQIgAyABKAIEIAEtAAsiBSAFwEEASCIFGzYCWCADIAIgASAFGzYCVCADIAMpAlQ3AzggA0E4ahDABCIBQQBOBEAgDiABQQN2Qfz///8BcWoiAiACKAIAQQEgAXRyNgIADAILIANB3ABqIgFBudsAIAooAhxBfnEQ/QIgAyABQcHJABCQASIBKAIINgKAASADIAEpAgA3A3ggAUIANwIAIAFBADYCCCADIAMoAnggA0H4AGogAywAgwFBAEgbIgE2AogBIAMgARBCNgKMASADIAMpAogBNwMwIABBOGogA0HoAGpBDSADQTBqEDMiABCPASAAEC0aIAMsAIMBQQBIBEAgAygCeBAnCyADLABnQQBODQUgAygCXBAnDAULIAAgBjYCNAsgBkEBaiIGIAAoAgQiASgCIEgNAAsgACgCNEF/Rw0BCyADQRM2AnwgA0HMygA2AnggAyADKQJ4NwMQIABBOGogA0HcAGpBDSADQRBqEDMiABCPASAAEC0aDAELAkAgASgCLCIBQaCyAyABGy0AmAFFDQAgA0EANgJQIANBADYCSCADIA42AkwgAyAOQSBqIgU2AkQgA0EAOgBcIAMoAkQgAygCTCIGa0EDdCIEIAMoAkgiByADKAJQIgJraiEBAkACQAJAAkACQCADLQBcBEAgAgRAIAYoAgBBfyACdEF/QSAgAmsiAiACIAEgASACSyIJGyIIa3ZxcSICDQMgCUUNBCAGQQRqIQYgASAIayEBCyABQSBPBEADQCAGKAIAIgINBiAGQQRqIQYgAUEgayIBQR9LDQALCyABRQ0BIAYoAgBBf0EgIAFrdnEiAkUNAQwECyACBEBBfyACdEF/QSAgAmsiAiACIAEgASACSyIJGyIIa3ZxIAYoAgBBf3NxIgINAiAJRQ0DIAZBBGohBiABIAhrIQELIAFBIE8EQANAIAYoAgAiAkF/RwRAIAMgBjYCeCADIAJBf3NoNgJ8DAcLIAZBBGohBiABQSBrIgFBH0sNAAsLIAFFDQAgBigCAEF/c0F/QSAgAWt2cSICRQ0ADAMLIAMgATYCfCADIAY2AngMAwsgAyAGNgJ4IAMgAmg2AnwMAgsgAyAEIAdqIgJBH3E2AnwgAyAGIAJBBXYgAkEfa0EgbSABQQBOG0ECdGo2AngMAQsgAyAGNgJ4IAMgAmg2AnwLIAUgAygCeEYEQCADKAJ8RQ0BCyADQT82AnwgA0H0xwA2AnggAyADKQJ4NwMYIABBOGogA0HcAGpBDSADQRhqEDMiABCPASAAEC0aDAELQQQQKSEHIwBB0ABrIgQkACAHQQA2AgACQCADQewAaiIBKAIIIgJFDQAgBEEANgIUIARCADcCDAJ/AkACQAJAIAJBgICAgARJBEAgBCACQQJ0IgYQKSICNgIQIAQgAjYCDCAEIAIgBmo2AhRBACABKAIAIgYgAUEEaiIKRg0EGgNAIAYoAhAhCAJAIAQoAhQiBSACSwRAIAIgCDYCACAEIAJBBGoiAjYCEAwBCyACIAQoAgwiCWtBAnUiDUEBaiIBQYCAgIAETw0DQf////8DIAUgCWsiBUEBdSILIAEgASALSRsgBUH8////B08bIgUEfyAFQYCAgIAETw0FIAVBAnQQKQVBAAsiCyANQQJ0aiIBIAg2AgAgCyAFQQJ0aiEIIAFBBGohBQJAAkAgAiAJRgRAIAQgCDYCFCAEIAU2AhAgBCABNgIMDAELA0AgAUEEayIBIAJBBGsiAigCADYCACACIAlHDQALIAQgCDYCFCAEIAU2AhAgBCgCDCECIAQgATYCDCACRQ0BCyACECcLIAUhAgsCQCAGKAIEIgUEQANAIAUiASgCACIFDQAMAgsACwNAIAYoAggiASgCACAGRyEFIAEhBiAFDQALCyAKIAEiBkcNAAsMAwsQMQALEDEACxA5AAsgBygCAAshAUEQECkiBkEANgIMIAZCADcCBCAGQYSkAzYCACAHIAY2AgAgAQRAIAEgASgCACgCBBEBACAHKAIAIQYLIAQoAgwhCSAEQgA3AkggBCAJNgJEIAQgAiAJa0ECdTYCQCAEQgA3AzggBEIANwMwIARCADcDKCAEQgA3AyAgBEIANwMYIARBGGogBEFAaxC7BEF/IAQoAiAiBUECdCIBIAVB/////wNLGxApIQICQCAFRQ0AQQAhDSACQQAgAfwLACAEKAIcIQhBACEBIAVBBE8EQCAFQXxxIQxBACELA0AgAiABQQJ0IgpqIAggCmooAgA2AgAgAiAKQQRyIg9qIAggD2ooAgA2AgAgAiAKQQhyIg9qIAggD2ooAgA2AgAgAiAKQQxyIgpqIAggCmooAgA2AgAgAUEEaiEBIAtBBGoiCyAMRw0ACwsgBUEDcSIKRQ0AA0AgAiABQQJ0IgtqIAggC2ooAgA2AgAgAUEBaiEBIA1BAWoiDSAKRw0ACwsgBkIANwIEIAYoAgwiAQRAIAEQJwsgBiACNgIMIAYgAjYCCCAGIAU2AgQgBEEYahC6BCAJRQ0AIAQgCTYCECAJECcLIARB0ABqJAAgACgCCCEBIAAgBzYCCCABRQ0AIAEoAgAhACABQQA2AgAgAARAIAAgACgCACgCBBEBAAsgARAnCyAOECcgA0HsAGogAygCcBCZAiADQZABaiQADwsQQwALuAEBAn8gAEHoogM2AgAgAEE4ahAtGiAAKAIoIgEEQANAIAEoAgAhAiABECcgAiIBDQALCyAAKAIgIQEgAEEANgIgIAEEQCABECcLIAAoAhQiAQRAA0AgASgCACECIAEQJyACIgENAAsLIAAoAgwhASAAQQA2AgwgAQRAIAEQJwsgACgCCCEBIABBADYCCCABBEAgASgCACECIAFBADYCACACBEAgAiACKAIAKAIEEQEACyABECcLIAAL9wUBBX9B4LUDKAIABEBB4LUDQQI2AgAPC0GQzwNB8cQAQfHEABBCECghACMAQRBrIgEkACABQQxqIgIgACAAKAIAQQxrKAIAaigCHCIDNgIAIAMgAygCBEEBajYCBCACQdzWAxA7IgNBCiADKAIAKAIcEQMAIQMgAigCACICIAIoAgRBAWsiBDYCBCAEQX9GBEAgAiACKAIAKAIIEQEACyAAIAMQUiAAEEwgAUEQaiQAQdywAy0AAEUEQAJAQeSwA/4SAABBAXENAEHksAMQhwFFDQBBJBApIgBCADcCACAAQQA2AiAgAEIANwIYIABCADcCECAAQgA3AghB4LADIAA2AgBB5LADEIYBC0HgsAMoAgAiAwRAAkAgAygCACIBIAMoAgQiAkYNACACQQhrIgAgAU0NAANAIAEoAgAhBCABIAAoAgA2AgAgACAENgIAIAEoAgQhBCABIAJBBGsiAigCADYCBCACIAQ2AgAgAUEIaiIBIAAiAkEIayIASQ0ACyADKAIEIQIgAygCACEBCyABIAJHBEADQCABKAIEIAEoAgARAQAgAUEIaiIBIAJHDQALCyADKAIAIgAEQCADIAA2AgQgABAnCyADECcLQdywA0EBOgAAC0G4tgMtAABFBEACQEHAtgP+EgAAQQFxDQBBwLYDEIcBRQ0AQQwQKSIAQQA2AgggAEIANwIAQby2AyAANgIAQcC2AxCGAQtBvLYDKAIAIgEEQCABKAIAIgIEQCABKAIEIgMgAiIARwRAA0ACQCADQQhrIgMoAgQiAEUNACAAQX/+HgIEDQAgACAAKAIAKAIIEQEAIAAQWQsgAiADRw0ACyABKAIAIQALIAEgAjYCBCAAECcLIAEQJwsCQEHItgP+EgAAQQFxDQBByLYDEIcBRQ0AQQwQKSIAQgA3AgQgACAAQQRqNgIAQcS2AyAANgIAQci2AxCGAQtBxLYDKAIAIgAEQCAAIAAoAgQQ1gIgABAnC0G4tgNBAToAAAtBfxAjAAvNBAIHfwF+IAEpAgAiCachBwJAIAlCIIinIgRBBEkEQCAHIQEgBCICIQMMAQsCfyAEQQRrIgNBBHEEQCAEIgUhAiAHDAELIAcoAABBldPH3gVsIgFBGHYgAXNBldPH3gVsIARBldPH3gVscyECIAMhBSAHQQRqCyEBIANBBEkNACAFIQMDQCABKAAEQZXTx94FbCIFQRh2IAVzQZXTx94FbCABKAAAQZXTx94FbCIFQRh2IAVzQZXTx94FbCACQZXTx94FbHNBldPH3gVscyECIAFBCGohASADQQhrIgNBA0sNAAsLAkACQAJAAkAgA0EBaw4DAgEAAwsgAS0AAkEQdCACcyECCyABLQABQQh0IAJzIQILIAIgAS0AAHNBldPH3gVsIQILQQAhBQJAIAAoAgQiBkUNACACQQ12IAJzQZXTx94FbCIBQQ92IAFzIQggACgCAAJ/IAggBkEBa3EgBmkiA0EBTQ0AGiAIIgIgAiAGSQ0AGiAIIAZwCyICQQJ0aigCACIARQ0AIAAoAgAiAUUNAAJAIANBAU0EQCAGQQFrIQMDQAJAIAEoAgQiACAIRwRAIAAgA3EgAkcNBQwBCyABKQIIIglCIIinIARHDQAgBEUNAyAJpyAHIAQQLkUNAwsgASgCACIBDQALDAILA0ACQCABKAIEIgMgCEcEQCADIAZPBH8gAyAGcAUgAwsgAkcNBAwBCyABKQIIIglCIIinIARHDQAgBEUNAiAJpyAHIAQQLkUNAgsgASgCACIBDQALDAELIAEhBQsgBQvOAQECfwJAIABFBEBBKBApIgFB4J0DNgIAIAFBADYCBCABQgA3AgwgAUEANgIIIAFBADYCJCABQgA3AhwgAUIANwIUQZSbA/4QAgBFDQFBlJsDEFAgAQ8LIAAtABBBAXEEQCAAKAIYKAIQIgEoAgAoAhQhAiABQbyfA0IoIAIRBwALIABBKBB7IgEgADYCBCABQeCdAzYCACABQgA3AgwgASAANgIIIAFCADcCGCABIAA2AhQgAUIANwIgQZSbA/4QAgAEQEGUmwMQUAsLIAELrwQBAn8gAEUEQEHoARApIgBBoJwDNgIAIABBADYCBCAAQgA3AgwgAEEANgIIIABBFGpBAEHMAPwLAEG4mwP+EAIABEBBuJsDEFALIABBqLADNgJoIABBqLADNgJkIABBqLADNgJgIABB7ABqQQBBxAD8CwAgAEKQgICAkKDAgAE3A9ABIABCgoCAgICMBDcDyAEgAEKAgID6gwI3A8ABIABCu77/+4PI0Ac3A7gBIABCgYCAgIDoBzcDsAEgAEGBAjsB2AEgAEF/NgLkASAAQoGAgIAgNwLcASAADwsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCECIAFBmJ8DQugBIAIRBwALIABB6AEQeyIBIAA2AgQgAUGgnAM2AgAgAUIANwIMIAEgADYCCCABQQA2AlwgAUIANwJUIAEgADYCUCABQQA2AkwgAUIANwJEIAEgADYCQCABQQA2AjwgAUIANwI0IAEgADYCMCABQQA2AiwgAUIANwIkIAEgADYCICABQQA2AhwgAUIANwIUQbibA/4QAgAEQEG4mwMQUAsgAUGosAM2AmggAUGosAM2AmQgAUGosAM2AmAgAUHsAGpBAEHEAPwLACABQpCAgICQoMCAATcD0AEgAUKCgICAgIwENwPIASABQoCAgPqDAjcDwAEgAUK7vv/7g8jQBzcDuAEgAUKBgICAgOgHNwOwASABQYECOwHYASABQX82AuQBIAFCgYCAgCA3AtwBIAEL1wEBAn8gAEUEQEEoECkiAEGgngM2AgAgAEEANgIEIABCADcCDCAAQQA2AgggAEIANwIUQfSaA/4QAgAEQEH0mgMQUAsgAEKAgICAEDcCICAAQaiwAzYCHCAADwsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCECIAFByJ8DQiggAhEHAAsgAEEoEHsiASAANgIEIAFBoJ4DNgIAIAFCADcCDCABIAA2AgggAUIANwIUQfSaA/4QAgAEQEH0mgMQUAsgAUKAgICAEDcCICABQaiwAzYCHCABC10AIAAgATYCBCAAQeCeAzYCACAAQgA3AgwgACABNgIIIABBADYCKCAAQgA3AiAgACABNgIcIABCADcCFEHUmgP+EAIABEBB1JoDEFALIABCADcCLCAAQgA3AjQgAAu3AQECfyAARQRAQRgQKSIAQQA2AgwgAEGgnQM2AgAgAEIANwIEQaibA/4QAgAEQEGomwMQUAsgAEGosAM2AhQgAEGosAM2AhAgAA8LIAAtABBBAXEEQCAAKAIYKAIQIgEoAgAoAhQhAiABQbCfA0IYIAIRBwALIABBGBB7IgFCADcCCCABIAA2AgQgAUGgnQM2AgBBqJsD/hACAARAQaibAxBQCyABQaiwAzYCFCABQaiwAzYCECABC6UCAQN/IwBBIGsiAiQAIAAoAgQiA0F+cSEBIANBAXEEfyABKAIABSABCwRAIAJBCGoiAUIANwIMIAFBgQ82AgggAUHWOTYCBCABQQM2AgAgAUEANgIUIAFBkt8AECoQLCABECsLIAAoAhxBqLADRwRAIABBHGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLIAAoAiBBqLADRwRAIABBIGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLIAAoAiRBqLADRwRAIABBJGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLIAJBIGokAAJAIAAoAgQiAUEBcUUNACABQX5xIgEoAgANACABLAAPQQBIBEAgASgCBBAnCyABECcLIABBCGoQsgEgAAuhAQEBfyAAQQhqEIwBIABBHGoQ6gQCQCAALQAUQQFxRQ0AIAAoAixBfnEiASwAC0EASARAIAEoAgBBADoAACABQQA2AgQMAQsgAUEAOgALIAFBADoAAAsgAEEANgIUIABBADYCMCAAKAIEIgBBAXEEQCAAQX5xIgAsAA9BAEgEQCAAKAIEQQA6AAAgAEEANgIIDwsgAEEAOgAPIABBADoABAsLHwBBCBB8IAAQ+gQiAEHglQM2AgAgAEGAlgNBAxAFAAsmAQF/AkAgACgCBEEATA0AIAAoAghBCGsiASgCAA0AIAEQJwsgAAvYAwEEfyMAQSBrIgUkACAAIAFGBEAgBUEIaiIDQgA3AgwgA0GHCzYCCCADQfUtNgIEIANBAzYCACADQQA2AhQgA0HM6AAQKhAsIAMQKwsgASgCACIDBEAgACADIAAoAgAiA2oQ9QEgACABKAIAIgQgACgCBCAAKAIAIgJrSgR/IAVBCGoiAkIANwIMIAJB/gk2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBu+kAECogACgCBBB2QcqAARAqIAAoAgAQdhAsIAIQKyAAKAIABSACCyAEajYCACMAQSBrIgQkACADQQBIBEAgBEEIaiICQgA3AgwgAkGqCjYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkGP/QAQKhAsIAIQKwsgAyAAKAIATgRAIARBCGoiAkIANwIMIAJBqwo2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBmu4AECoQLCACECsLIAAoAgRBAEwEQCAEQQhqIgJCADcCDCACQeACNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQev8ABAqECwgAhArCyAAKAIIIQAgBEEgaiQAIAAgA0ECdGogAUEAEFggASgCAEECdPwKAAALIAVBIGokAAvpAQEEfyMAQSBrIgMkACABLQAAIQQCQCAAKAIAIgIgACgCBCIBRgRAIAAgAkEBaiIFEPQEIAAoAgRBAEwEQCADQQhqIgFCADcCDCABQeACNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQev8ABAqECwgARArCyAAKAIIIAJqIAQ6AAAMAQsgAUEATARAIANBCGoiAUIANwIMIAFB4AI2AgggAUH1LTYCBCABQQM2AgAgAUEANgIUIAFB6/wAECoQLCABECsLIAAoAgggAmogBDoAACACQQFqIQULIAAgBTYCACADQSBqJAALSQECfyAAKAIEIgVBCHUhBiAAKAIAIgAgASAFQQFxBH8gBiACKAIAaigCAAUgBgsgAmogA0ECIAVBAnEbIAQgACgCACgCGBELAAsFABAJAAsJACAAIAEQhAULXwEBfyMAQRBrIgMkACADIAI2AgwgA0EIaiADQQxqEIkBIQIgACABEM4CIQEgAigCACIABEBBhLgDKAIAGiAABEBBhLgDQYy3AyAAIABBf0YbNgIACwsgA0EQaiQAIAEL/wEBAX8gASwAAiIDQf8BcUEOdCACakGAgAFrIQICQAJAIANBAE4EQCABQQJqIQEMAQsgASwAAyIDQf8BcUEVdCACakGAgIABayECIANBAE4EQCABQQNqIQEMAQsgASwABCIDQRx0IAJqQYCAgIABayECIANBAE4EQCABQQRqIQEMAQsCQAJ/IAFBBWogASwABUEATg0AGiABQQZqIAEsAAZBAE4NABogAUEHaiABLAAHQQBODQAaIAFBCGogASwACEEATg0AGkEAIQMgASwACUEASA0BIAFBCWoLQQFqIQMMAgtBACECDAELIAFBAWohAwsgACACNgIEIAAgAzYCAAucAQAgAAJ/QczWAy0AAARAQcjWAygCAAwBC0HE1gMCf0HA1gMtAAAEQEG81gMoAgAMAQsQrwVBuNYDQajjAzYCAEHA1gNBAToAAEG81gNBuNYDNgIAQbjWAwsoAgAiADYCACAAIAAoAgRBAWo2AgRBzNYDQQE6AABByNYDQcTWAzYCAEHE1gMLKAIAIgA2AgAgACAAKAIEQQFqNgIECzcBAX8jAEEQayICJAAgAiAAKAIANgIMIAIgAigCDCABQQJ0ajYCDCACKAIMIQAgAkEQaiQAIAALNAEBfyMAQRBrIgIkACACIAAoAgA2AgwgAiACKAIMIAFqNgIMIAIoAgwhACACQRBqJAAgAAtHAQF/IwBBEGsiAiQAAkAgAS0AC0EHdkUEQCAAIAEoAgg2AgggACABKQIANwIADAELIAAgASgCACABKAIEEFULIAJBEGokAAsxACACKAIAIQIDQAJAIAAgAUcEfyAAKAIAIAJHDQEgAAUgAQsPCyAAQQRqIQAMAAsAC/oEAQF/IwBBEGsiDCQAIAwgADYCDAJAAkAgACAFRgRAIAEtAABFDQFBACEAIAFBADoAACAEIAQoAgAiAUEBajYCACABQS46AAACfyAHLQALQQd2BEAgBygCBAwBCyAHLQALQf8AcQtFDQIgCSgCACIBIAhrQZ8BSg0CIAooAgAhAiAJIAFBBGo2AgAgASACNgIADAILAkAgACAGRw0AAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELRQ0AIAEtAABFDQFBACEAIAkoAgAiASAIa0GfAUoNAiAKKAIAIQAgCSABQQRqNgIAIAEgADYCAEEAIQAgCkEANgIADAILQX8hACALIAtBgAFqIAxBDGoQsgIgC2siBkH8AEoNASAGQQJ1QdDWAmosAAAhBQJAAkAgBkF7cSIAQdgARwRAIABB4ABHDQEgAyAEKAIAIgFHBEBBfyEAIAFBAWssAAAiA0HfAHEgAyADQeEAa0EaSRsgAiwAACICQd8AcSACIAJB4QBrQRpJG0cNBQsgBCABQQFqNgIAIAEgBToAAEEAIQAMBAsgAkHQADoAAAwBCyAFQd8AcSAFIAVB4QBrQRpJGyIAIAIsAABHDQAgAiAAQSByIAAgAEHBAGtBGkkbOgAAIAEtAABFDQAgAUEAOgAAAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELRQ0AIAkoAgAiACAIa0GfAUoNACAKKAIAIQEgCSAAQQRqNgIAIAAgATYCAAsgBCAEKAIAIgBBAWo2AgAgACAFOgAAQQAhACAGQdQASg0BIAogCigCAEEBajYCAAwBC0F/IQALIAxBEGokACAAC68BAQJ/IwBBEGsiBiQAIAZBDGoiBSABKAIcIgE2AgAgASABKAIEQQFqNgIEIAUQcSIBQdDWAkHw1gIgAiABKAIAKAIwEQgAGiADIAUQyAEiASABKAIAKAIMEQAANgIAIAQgASABKAIAKAIQEQAANgIAIAAgASABKAIAKAIUEQIAIAUoAgAiACAAKAIEQQFrIgE2AgQgAUF/RgRAIAAgACgCACgCCBEBAAsgBkEQaiQACzEAIAItAAAhAgNAAkAgACABRwR/IAAtAAAgAkcNASAABSABCw8LIABBAWohAAwACwALsAEBBH8gAP4QAgBBf0YEQCAAQQH+FwIAIABBEGohAyAAKAIEIgJBAEoEQANAIAMgAUECdGooAgAiBARAIAQQtgIgACgCBCECCyABQQFqIgEgAkgNAAsLQQAhASAAKAIIIgRBAEoEQCADIAJBAnRqIQIDQCACIAFBAnRqKAIAKAIAIgMEQCADELYCIAAoAgghBAsgAUEBaiIBIARIDQALCyAAKAIMEQwAIABBAP4XAgALC+4EAQF/IwBBEGsiDCQAIAwgADoADwJAAkAgACAFRgRAIAEtAABFDQFBACEAIAFBADoAACAEIAQoAgAiAUEBajYCACABQS46AAACfyAHLQALQQd2BEAgBygCBAwBCyAHLQALQf8AcQtFDQIgCSgCACIBIAhrQZ8BSg0CIAooAgAhAiAJIAFBBGo2AgAgASACNgIADAILAkAgACAGRw0AAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELRQ0AIAEtAABFDQFBACEAIAkoAgAiASAIa0GfAUoNAiAKKAIAIQAgCSABQQRqNgIAIAEgADYCAEEAIQAgCkEANgIADAILQX8hACALIAtBIGogDEEPahC1AiALayIGQR9KDQEgBkHQ1gJqLAAAIQUCQAJAAkACQCAGQX5xQRZrDgMBAgACCyADIAQoAgAiAUcEQCABQQFrLAAAIgNB3wBxIAMgA0HhAGtBGkkbIAIsAAAiAkHfAHEgAiACQeEAa0EaSRtHDQULIAQgAUEBajYCACABIAU6AABBACEADAQLIAJB0AA6AAAMAQsgBUHfAHEgBSAFQeEAa0EaSRsiACACLAAARw0AIAIgAEEgciAAIABBwQBrQRpJGzoAACABLQAARQ0AIAFBADoAAAJ/IActAAtBB3YEQCAHKAIEDAELIActAAtB/wBxC0UNACAJKAIAIgAgCGtBnwFKDQAgCigCACEBIAkgAEEEajYCACAAIAE2AgALIAQgBCgCACIAQQFqNgIAIAAgBToAAEEAIQAgBkEVSg0BIAogCigCAEEBajYCAAwBC0F/IQALIAxBEGokACAAC68BAQJ/IwBBEGsiBiQAIAZBDGoiBSABKAIcIgE2AgAgASABKAIEQQFqNgIEIAUQbSIBQdDWAkHw1gIgAiABKAIAKAIgEQgAGiADIAUQygEiASABKAIAKAIMEQAAOgAAIAQgASABKAIAKAIQEQAAOgAAIAAgASABKAIAKAIUEQIAIAUoAgAiACAAKAIEQQFrIgE2AgQgAUF/RgRAIAAgACgCACgCCBEBAAsgBkEQaiQAC+UBAQl/IAAgAEE9EIkEIgFGBEBBAA8LAkAgACABIABrIgVqLQAADQBBzNQDKAIAIgNFDQAgAygCACICRQ0AA0ACQAJ/IAAhAUEAIQZBACAFIgdFDQAaAkAgAS0AACIERQ0AA0ACQCAEIAItAAAiCEcNACAIRQ0AIAdBAWsiB0UNACACQQFqIQIgAS0AASEEIAFBAWohASAEDQEMAgsLIAQhBgsgBkH/AXEgAi0AAGsLRQRAIAMoAgAgBWoiAS0AAEE9Rg0BCyADKAIEIQIgA0EEaiEDIAINAQwCCwsgAUEBaiEJCyAJCwoAIABB7NYDEDsLNAEBfyAAQQRqIgJB2LUCNgIAIAJBpK0CNgIAIABBxKgCNgIAIAJB2KgCNgIAIAIgARCCAgs0AQF/IABBBGoiAkHYtQI2AgAgAkHwqQI2AgAgAEHMpgI2AgAgAkHgpgI2AgAgAiABEIICC0MAIwBBEGsiASQAIAEgAzYCDCABIAQgAiADIAJrIgIQ7AEgAmo2AgggACABKAIMNgIAIAAgASgCCDYCBCABQRBqJAALNgEBfyMAQRBrIgMkACADIAE2AgwgAyACNgIIIAAgAygCDDYCACAAIAMoAgg2AgQgA0EQaiQACzsBAX8gAEGgtAIoAgAiATYCACAAIAFBDGsoAgBqQay0AigCADYCACAAQQhqEMICGiAAQewAahA0GiAACzoBAX8gAEHssgIoAgAiATYCACAAIAFBDGsoAgBqQfiyAigCADYCACAAQQRqEIYCGiAAQThqEDQaIAALCQAgABCFAhAnC9EBAQN/IABBsKkCNgIAIwBBEGsiAiQAIAAoAkAiAQRAIAJBqwM2AgQgAkEIaiABIAJBBGoQTiEBIAAgACgCACgCGBEAABogASgCACEDIAFBADYCACADEMsCGiAAQQA2AkAgAEEAQQAgACgCACgCDBEEABogASgCACEDIAFBADYCACADBEAgAyABQQRqKAIAEQAAGgsLIAJBEGokAAJAIAAtAGBFDQAgACgCICIBRQ0AIAEQJwsCQCAALQBhRQ0AIAAoAjgiAUUNACABECcLIAAQNgsdACMAQRBrIgMkACAAIAEgAhDbAyADQRBqJAAgAAvCAQECfyMAQRBrIgEkACAAIAAoAgBBDGsoAgBqKAIYBEAgASAANgIMIAFBADoACCAAIAAoAgBBDGsoAgBqKAIQRQRAIAAgACgCAEEMaygCAGooAkgEQCAAIAAoAgBBDGsoAgBqKAJIEMQCCyABQQE6AAgLAkAgAS0ACEUNACAAIAAoAgBBDGsoAgBqKAIYIgIgAigCACgCGBEAAEF/Rw0AIAAgACgCAEEMaygCAGpBARCBAQsgAUEIahByCyABQRBqJAALOAECfyAAQdCnAjYCACAAKAIEIgEgASgCBEEBayICNgIEIAJBf0YEQCABIAEoAgAoAggRAQALIAALCQAgABCHAhAnCyQBAX8CQCAAKAIAIgJFDQAgAiABEOUDQX9HDQAgAEEANgIACwsJACAAEIgCECcLCQAgABCJAhAnCwsAIAAQNBogABAnC3QBBH8gACgCTBogABDAASEDIAAgACgCDBEAACEEIAAtAABBAXFFBEAgACgCNCIBBEAgASAAKAI4NgI4CyAAKAI4IgIEQCACIAE2AjQLIABB6LYDKAIARgRAQei2AyACNgIACyAAKAJgECcgABAnCyADIARyC9IDAgJ+An8jAEEgayIEJAACQCABQv///////////wCDIgNCgICAgICAwIA8fSADQoCAgICAgMD/wwB9VARAIAFCBIYgAEI8iIQhAyAAQv//////////D4MiAEKBgICAgICAgAhaBEAgA0KBgICAgICAgMAAfCECDAILIANCgICAgICAgIBAfSECIABCgICAgICAgIAIUg0BIAIgA0IBg3whAgwBCyAAUCADQoCAgICAgMD//wBUIANCgICAgICAwP//AFEbRQRAIAFCBIYgAEI8iIRC/////////wODQoCAgICAgID8/wCEIQIMAQtCgICAgICAgPj/ACECIANC////////v//DAFYNAEIAIQIgA0IwiKciBUGR9wBJDQAgBEEQaiAAIAFC////////P4NCgICAgICAwACEIgIgBUGB9wBrEGcgBCAAIAJBgfgAIAVrEL4BIAQpAwhCBIYgBCkDACIAQjyIhCECIAQpAxAgBCkDGIRCAFKtIABC//////////8Pg4QiAEKBgICAgICAgAhaBEAgAkIBfCECDAELIABCgICAgICAgIAIUg0AIAJCAYMgAnwhAgsgBEEgaiQAIAIgAUKAgICAgICAgIB/g4S/C0QBAX8jAEEQayIFJAAgBSABIAIgAyAEQoCAgICAgICAgH+FEHUgBSkDACEBIAAgBSkDCDcDCCAAIAE3AwAgBUEQaiQAC4kCAAJAIAAEfyABQf8ATQ0BAkBBhLgDKAIAKAIARQRAIAFBgH9xQYC/A0YNAwwBCyABQf8PTQRAIAAgAUE/cUGAAXI6AAEgACABQQZ2QcABcjoAAEECDwsgAUGAQHFBgMADRyABQYCwA09xRQRAIAAgAUE/cUGAAXI6AAIgACABQQx2QeABcjoAACAAIAFBBnZBP3FBgAFyOgABQQMPCyABQYCABGtB//8/TQRAIAAgAUE/cUGAAXI6AAMgACABQRJ2QfABcjoAACAAIAFBBnZBP3FBgAFyOgACIAAgAUEMdkE/cUGAAXI6AAFBBA8LC0HgtgNBGTYCAEF/BUEBCw8LIAAgAToAAEEBC8EBAQN/AkAgASACKAIQIgMEfyADBSACEIEEDQEgAigCEAsgAigCFCIFa0sEQCACIAAgASACKAIkEQQADwsCQCACKAJQQQBIBEBBACEDDAELIAEhBANAIAQiA0UEQEEAIQMMAgsgACADQQFrIgRqLQAAQQpHDQALIAIgACADIAIoAiQRBAAiBCADSQ0BIAAgA2ohACABIANrIQEgAigCFCEFCyAFIAAgARBeGiACIAIoAhQgAWo2AhQgASADaiEECyAEC38CAn8CfiMAQaABayIEJAAgBCABNgI8IAQgATYCFCAEQX82AhggBEEQaiIFQgAQjgEgBCAFIANBARCEBCAEKQMIIQYgBCkDACEHIAIEQCACIAEgBCgCFCAEKAKIAWogBCgCPGtqNgIACyAAIAY3AwggACAHNwMAIARBoAFqJAALqQEBAXxEAAAAAAAA8D8hAQJAIABBgAhOBEBEAAAAAAAA4H8hASAAQf8PSQRAIABB/wdrIQAMAgtEAAAAAAAA8H8hAUH9FyAAIABB/RdOG0H+D2shAAwBCyAAQYF4Sg0ARAAAAAAAAGADIQEgAEG4cEsEQCAAQckHaiEADAELRAAAAAAAAAAAIQFB8GggACAAQfBoTBtBkg9qIQALIAEgAEH/B2qtQjSGv6ILQQECfyMAQRBrIgEkAEF/IQICQCAAEJACDQAgACABQQ9qQQEgACgCIBEEAEEBRw0AIAEtAA8hAgsgAUEQaiQAIAIL4wEBAn8gAkEARyEDAkACQAJAIABBA3FFDQAgAkUNACABQf8BcSEEA0AgAC0AACAERg0CIAJBAWsiAkEARyEDIABBAWoiAEEDcUUNASACDQALCyADRQ0BAkAgAC0AACABQf8BcUYNACACQQRJDQAgAUH/AXFBgYKECGwhAwNAIAAoAgAgA3MiBEF/cyAEQYGChAhrcUGAgYKEeHENAiAAQQRqIQAgAkEEayICQQNLDQALCyACRQ0BCyABQf8BcSEBA0AgASAALQAARgRAIAAPCyAAQQFqIQAgAkEBayICDQALC0EAC8cEAwN8A38CfgJ8AkAgAL1CNIinQf8PcSIFQckHa0E/SQRAIAUhBAwBCyAFQckHSQRAIABEAAAAAAAA8D+gDwsgBUGJCEkNAEQAAAAAAAAAACAAvSIHQoCAgICAgIB4UQ0BGiAFQf8PTwRAIABEAAAAAAAA8D+gDwsgB0IAUwRAIwBBEGsiBEQAAAAAAAAAEDkDCCAEKwMIRAAAAAAAAAAQog8LIwBBEGsiBEQAAAAAAAAAcDkDCCAEKwMIRAAAAAAAAABwog8LQfC0ASsDACAAokH4tAErAwAiAaAiAiABoSIBQYi1ASsDAKIgAUGAtQErAwCiIACgoCIBIAGiIgAgAKIgAUGotQErAwCiQaC1ASsDAKCiIAAgAUGYtQErAwCiQZC1ASsDAKCiIAK9IgenQQR0QfAPcSIFQeC1AWorAwAgAaCgoCEBIAVB6LUBaikDACAHQi2GfCEIIARFBEACfCAHQoCAgIAIg1AEQCAIQoCAgICAgICIP32/IgAgAaIgAKBEAAAAAAAAAH+iDAELIAhCgICAgICAgPA/fL8iAiABoiIBIAKgIgNEAAAAAAAA8D9jBHwjAEEQayIEIQYgBEKAgICAgICACDcDCCAGIAQrAwhEAAAAAAAAEACiOQMIRAAAAAAAAAAAIANEAAAAAAAA8D+gIgAgASACIAOhoCADRAAAAAAAAPA/IAChoKCgRAAAAAAAAPC/oCIAIABEAAAAAAAAAABhGwUgAwtEAAAAAAAAEACiCw8LIAi/IgAgAaIgAKALCwcAIAAREwALWQAgAQRAIAAgASgCABDWAiAAIAEoAgQQ1gICQCABKAIgIgBFDQAgAEF//h4CBA0AIAAgACgCACgCCBEBACAAEFkLIAEsABtBAEgEQCABKAIQECcLIAEQJwsLNwEBfyAAQdyqAzYCAAJAIAAoAgwiAUUNACABQX/+HgIEDQAgASABKAIAKAIIEQEAIAEQWQsgAAvHAwEBfyMAQSBrIgUkACAFQQhqIAAgARBXIAUtAAwhASAFKAIIIgAgBDYCEAJAIAEEQCAAIAI6AAggAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCyACQQJ0QaCJAWooAgBBBEcEQCAFQQhqIgFCADcCDCABQd8CNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQer4ABAqECwgARArCyAAQQA6AAkMAQsgAC0ACQRAIAVBCGoiAUIANwIMIAFB3wI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFBiPYAECoQLCABECsLIAAtAAgiAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCyACQQJ0QaCJAWooAgBBBEYNACAFQQhqIgFCADcCDCABQd8CNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQbr5ABAqECwgARArCyAAIAM3AwAgACAALQAKQfABcToACiAFQSBqJAAL6AUCCH8CfiAAIAEgAiADENoCIQgCQAJAAkAgAykCACINQiCIpyIFIAQpAgAiDkIgiKciBiAFIAZJIgkbIgcEQAJAIA6nIgogDaciCyAHEC4iDEUEQCAFIAZNDQEMBQsgDEEASA0ECyALIAogBxAuIgVFDQEgBUEATg0CIAgPCyAFIAZLDQILIAlFDQAgCA8LIAQoAgggAygCCEgNACAIDwsgAyAONwIAIAQgDTcCACADKAIIIQUgAyAEKAIINgIIIAQgBTYCCCAIQQFqIQQCQAJAAkACQCACKQIAIg1CIIinIgUgAykCACIOQiCIpyIGIAUgBkkiCRsiBwRAAkAgDqciCiANpyILIAcQLiIMRQRAIAUgBk0NAQwFCyAMQQBIDQQLIAsgCiAHEC4iBUUNASAFQQBIDQQMAgsgBSAGSw0CCyAJDQILIAMoAgggAigCCE4NAQsgAiAONwIAIAMgDTcCACACKAIIIQQgAiADKAIINgIIIAMgBDYCCCAIQQJqIQQCQAJAAkAgASkCACINQiCIpyIDIAIpAgAiDkIgiKciBSADIAVJIgcbIgYEQAJAIA6nIgkgDaciCiAGEC4iC0UEQCADIAVNDQEMBQsgC0EASA0ECyAKIAkgBhAuIgNFDQEgA0EASA0EDAILIAMgBUsNAgsgBw0CCyACKAIIIAEoAghODQELIAEgDjcCACACIA03AgAgASgCCCEDIAEgAigCCDYCCCACIAM2AgggCEEDaiEEAkACQAJAIAApAgAiDUIgiKciAiABKQIAIg5CIIinIgMgAiADSSIGGyIFBEACQCAOpyIHIA2nIgkgBRAuIgpFBEAgAiADTQ0BDAULIApBAEgNBAsgCSAHIAUQLiICRQ0BIAJBAEgNBAwCCyACIANLDQILIAYNAgsgASgCCCAAKAIITg0BCyAAIA43AgAgASANNwIAIAAoAgghAiAAIAEoAgg2AgggASACNgIIIAhBBGohBAsgBAu0BAIIfwJ+IAAgASACENABIQcCQAJAAkAgAikCACIMQiCIpyIEIAMpAgAiDUIgiKciBSAEIAVJIggbIgYEQAJAIA2nIgkgDKciCiAGEC4iC0UEQCAEIAVNDQEMBQsgC0EASA0ECyAKIAkgBhAuIgRFDQEgBEEATg0CIAcPCyAEIAVLDQILIAhFDQAgBw8LIAMoAgggAigCCEgNACAHDwsgAiANNwIAIAMgDDcCACACKAIIIQQgAiADKAIINgIIIAMgBDYCCCAHQQFqIQMCQAJAAkACQCABKQIAIgxCIIinIgQgAikCACINQiCIpyIFIAQgBUkiCBsiBgRAAkAgDaciCSAMpyIKIAYQLiILRQRAIAQgBU0NAQwFCyALQQBIDQQLIAogCSAGEC4iBEUNASAEQQBIDQQMAgsgBCAFSw0CCyAIDQILIAIoAgggASgCCE4NAQsgASANNwIAIAIgDDcCACABKAIIIQMgASACKAIINgIIIAIgAzYCCCAHQQJqIQMCQAJAAkAgACkCACIMQiCIpyICIAEpAgAiDUIgiKciBCACIARJIgYbIgUEQAJAIA2nIgggDKciCSAFEC4iCkUEQCACIARNDQEMBQsgCkEASA0ECyAJIAggBRAuIgJFDQEgAkEASA0EDAILIAIgBEsNAgsgBg0CCyABKAIIIAAoAghODQELIAAgDTcCACABIAw3AgAgACgCCCECIAAgASgCCDYCCCABIAI2AgggB0EDaiEDCyADC+oDAQh/AkACQAJAAkAgACgCBCIEIAAoAgAiCGtBBHUiBUEBaiIDQYCAgIABSQRAQf////8AIAAoAgggCGsiBkEDdSIHIAMgAyAHSRsgBkHw////B08bIgYEQCAGQYCAgIABTw0CIAZBBHQQKSEJCyAJIAVBBHRqIgNBADYCCCADQgA3AgAgASgCBCIHIAEoAgAiAWsiBUEMbSEKIAEgB0cEQCAKQdaq1aoBTw0DIAMgBRApIgU2AgAgAyAFIApBDGxqNgIIA0AgBSABKQIANwIAIAUgASgCCDYCCCAFQQxqIQUgAUEMaiIBIAdHDQALIAMgBTYCBAsgCSAGQQR0aiEBIAMgAioCADgCDCADQRBqIQIgBCAIRg0DA0AgA0EQayIDQQA2AgggAyAEQRBrIgQoAgA2AgAgAyAEKAIENgIEIAMgBCgCCDYCCCAEQQA2AgggBEIANwIAIAMgBCoCDDgCDCAEIAhHDQALIAAgATYCCCAAKAIEIQEgACACNgIEIAAoAgAhBCAAIAM2AgAgASAERg0EA0AgAUEQayIAKAIAIgIEQCABQQxrIAI2AgAgAhAnCyAAIgEgBEcNAAsMBAsQMQALEDkACxAxAAsgACABNgIIIAAgAjYCBCAAIAM2AgALIAQEQCAEECcLC8cDAQF/IwBBIGsiBSQAIAVBCGogACABEFcgBS0ADCEBIAUoAggiACAENgIQAkAgAQRAIAAgAjoACCACQRNrQf8BcUHuAUkEQCAFQQhqIgFCADcCDCABQTw2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB4OUAECoQLCABECsLIAJBAnRBoIkBaigCAEEDRwRAIAVBCGoiAUIANwIMIAFB3gI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFBrPsAECoQLCABECsLIABBADoACQwBCyAALQAJBEAgBUEIaiIBQgA3AgwgAUHeAjYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUGI9gAQKhAsIAEQKwsgAC0ACCICQRNrQf8BcUHuAUkEQCAFQQhqIgFCADcCDCABQTw2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB4OUAECoQLCABECsLIAJBAnRBoIkBaigCAEEDRg0AIAVBCGoiAUIANwIMIAFB3gI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB/PsAECoQLCABECsLIAAgAzYCACAAIAAtAApB8AFxOgAKIAVBIGokAAvNIQIRfwN+AkACQAJAA0AgAUEEayERIAFBGGshDSABQQxrIQkDQCAAIQUDQAJAAkACQAJAAkACQAJAAkACQAJAIAEgBWsiBEEMbSIADgYPDwAEAQIDCyAFKQIAIhZCIIinIgggAUEMayIEKQIAIhVCIIinIg0gCCANSSIJGyIGRQ0EAkAgFaciAyAWpyICIAYQLiIARQRAIAggDU0NAQwPCyAAQQBIDQ4LIAIgAyAGEC4iAEUNCCAAQQBIDQ4MDAsgBSAFQQxqIAVBGGogAUEMaxDaAhoPCyAFIAVBDGogBUEYaiAFQSRqIAFBDGsQ2QIaDwsgBEHTAEwEQCAFIAVBDGogBUEYaiICENABGiAFQSRqIgAgASIDRwRAA0AgACIBKQIAIhanIQcCQAJAAkACQCACKQIAIhVCIIinIg0gFkIgiKciCyALIA1LIgQbIgYEQAJAIAcgFaciCSAGEC4iAEUEQCALIA1PDQEMBQsgAEEASA0ECyAJIAcgBhAuIgBFDQEgAEEASA0EDAILIAsgDUkNAgsgBA0CCyABKAIIIAIoAghODQELIAEgFTcCACABKAIIIQggASACKAIINgIIAkAgAiAFIgBGDQADQAJAAkACQCACIgBBDGsiAikCACIVQiCIpyIKIAsgCiALSSIGGyINBEACQCAHIBWnIgQgDRAuIglFBEAgCiALTQ0BDAULIAlBAEgNBAsgBCAHIA0QLiIJRQ0BIAlBAEgNBQwCCyAKIAtLDQILIAYNAwsgCCAAQQRrKAIATg0CCyAAIBU3AgAgACAAQQRrKAIANgIIIAIgBUcNAAsgBSEACyAAIAg2AgggACAWNwIACyABIgJBDGoiACADRw0ACwsPCyADRQRAIAEgBUYNDCABIgAgBUcEfyAAIAVrIhNBDG0hBiATQQ1OBEAgBkECa0EBdiEBA0AgBSABIgRBDGxqIgwgBWtBDG0hAQJAIAZBAkgNACAGQQJrQQF2IhEgAUgNACAFIAFBAXQiAUEBciICQQxsaiEJAkAgBiABQQJqIgFMBEAgAiEBDAELAkACQAJAIAkpAgwiFkIgiKciDiAJKQIAIhVCIIinIgsgCyAOSyIKGyIHBEACQCAVpyIIIBanIg0gBxAuIgNFBEAgCyAOTw0BDAULIANBAEgNBAsgDSAIIAcQLiIDRQ0BIANBAE4NAiACIQEMBAsgCyAOSQ0CCyAKRQ0AIAIhAQwCCyAFIAJBDGxqKAIIIAkoAhRIDQAgAiEBDAELIAlBDGohCQsCQAJAAkAgDCkCACIXQiCIpyIQIAkpAgAiFUIgiKciByAHIBBLIggbIgoEQAJAIBWnIg0gF6ciAyAKEC4iAkUEQCAHIBBPDQEMBgsgAkEASA0FCyADIA0gChAuIgJFDQEgAkEASA0DDAILIAcgEEkNAwsgCA0BCyAJKAIIIAwoAghIDQELIAwgFTcCACAMKAIIIQ8gDCAJKAIINgIIAkAgASARSg0AIBenIQ4DQCAJIQMgBSABQQF0IgFBAXIiAkEMbGohCQJAIAYgAUECaiIBTARAIAIhAQwBCwJAAkACQCAJKQIMIhZCIIinIhQgCSkCACIVQiCIpyIMIAwgFEsiBxsiCwRAAkAgFaciCiAWpyIIIAsQLiINRQRAIAwgFE8NAQwFCyANQQBIDQQLIAggCiALEC4iDUUNASANQQBODQIgAiEBDAQLIAwgFEkNAgsgB0UNACACIQEMAgsgCSgCCCAJKAIUSA0AIAIhAQwBCyAJQQxqIQkLAkACQAJAAkACQAJAAkAgECAJKQIAIhVCIIinIgcgByAQSyIIGyIKBEAgFaciDSAOIAoQLiICDQEgByAQTw0CDAYLIAcgEE8NAgwFCyACQQBIDQQLIA4gDSAKEC4iAg0BCyAIRQ0BDAMLIAJBAEgNAgsgCSgCCCAPTg0BCyADIQkMAgsgAyAVNwIAIAMgCSgCCDYCCCABIBFMDQALCyAJIA82AgggCSAXNwIACyAEQQFrIQEgBA0ACwsgE0ENTgRAIBNBDG4hAQNAIAUoAgghDiAFKQIAIRcgBSEDQQAhAiABIglBAmtBAXYhBwNAIAJBAXQiBkEBciEBIAMiBCACQQFqQQxsaiEDAkAgCSAGQQJqIgJMBEAgASECDAELAkACQAJAIAMpAgwiFkIgiKciESADKQIAIhVCIIinIg8gDyARSyIKGyILBEACQCAVpyIIIBanIg0gCxAuIgZFBEAgDyARTw0BDAULIAZBAEgNBAsgDSAIIAsQLiIGRQ0BIAZBAE4NAiABIQIMBAsgDyARSQ0CCyAKRQ0AIAEhAgwCCyADKAIIIAMoAhRIDQAgASECDAELIANBDGohAwsgBCADKQIANwIAIAQgAygCCDYCCCACIAdMDQALAkAgAyIBIABBDGsiAkYEQCABIA42AgggASAXNwIADAELIAEgAikCADcCACABIABBBGsiACgCADYCCCACIBc3AgAgACAONgIAIAFBDGoiACELAkAgACAFa0EMbSIAQQJIDQACQAJAAkAgC0EMayIIKQIAIhZCIIinIhEgBSAAQQJrIg1BAXYiD0EMbGoiASkCACIVQiCIpyIHIAcgEUsiBhsiCgRAAkAgFaciBCAWpyIDIAoQLiIARQRAIAcgEU8NAQwFCyAAQQBIDQQLIAMgBCAKEC4iAEUNASAAQQBIDQQMAgsgByARSQ0CCyAGDQILIAUgD0EMbGooAgggC0EEaygCAE4NAQsgC0EEayIAKAIAIQsgCCAVNwIAIAAgBSAPQQxsaigCCDYCAAJAIA1BAkkNACAWpyEHA0AgASEAAkACQAJAIBEgBSAPQQFrIg1BAXYiD0EMbCIKaiIBKQIAIhVCIIinIg4gDiARSyIGGyIIBEACQCAVpyIEIAcgCBAuIgNFBEAgDiARTw0BDAULIANBAEgNBAsgByAEIAgQLiIDRQ0BIANBAE4NAiAAIQEMBQsgDiARSQ0CCyAGRQ0AIAAhAQwDCyAFIApqKAIIIAtIDQAgACEBDAILIAAgFTcCACAAIAUgCmooAgg2AgggDUEBSw0ACwsgASALNgIIIAEgFjcCAAsLIAlBAWshASACIQAgCUECSg0ACwtBAAUgAAsaDwsgBSAAQQF2QQxsIgpqIRICfyAEQdXdAE8EQCAFIAUgAEECdkEMbCIAaiASIAAgEmogCRDZAgwBCyAFIBIgCRDQAQshEyADQQFrIQMgBSkCACIWpyEMAkACQAJAAkACQCASKQIAIhVCIIinIhQgFkIgiKciECAQIBRLIgYbIggEQCAMIBWnIgQgCBAuIgANASAQIBRPDQIgCSEADAkLIBAgFE8NAiAJIQAMCAsgAEEATg0AIAkhAAwHCyAEIAwgCBAuIgANAQsgBkUNAQwECyAAQQBIDQMLIAUoAgggBSAKaigCCE4NAiAJIQAMAwsgBSAFQQxqIAFBDGsQ0AEaDAoLIAggDU0NAwwICyAFIA1GDQEgBSAKaiEHIBWnIQ4gDSEEIAkhAANAAkAgACEGAkACQAJAIBQgBCIAKQIAIhVCIIinIg8gDyAUSyIKGyILBEACQCAVpyIIIA4gCxAuIgRFBEAgDyAUTw0BDAYLIARBAEgNBQsgDiAIIAsQLiIERQ0BIARBAEgNAwwCCyAPIBRJDQMLIAoNAQsgBkEEaygCACAHKAIISA0BCyAFIABBDGsiBEcNAQwDCwsgBSAVNwIAIAAgFjcCACAFKAIIIQggBSAGQQRrIgQoAgA2AgggBCAINgIAIBNBAWohEwsCQCAFQQxqIgQgAE8NAANAIBIpAgAiFUIgiKchDCAVpyEPA0ACQAJAAkACQCAMIAQpAgAiFkIgiKciByAHIAxLGyIKBEACQCAWpyIIIA8gChAuIgZFBEAgByAMTw0BDAULIAZBAEgNBAsgDyAIIAoQLiIGRQ0BIAZBAEgNBAwCCyAHIAxJDQILIAcgDEsNAgsgBCgCCCASKAIITg0BCyAEQQxqIQQMAQsLA0ACQAJAAkAgDCAAIgZBDGsiACkCACIVQiCIpyIOIAwgDkkiBxsiCwRAAkAgFaciCiAPIAsQLiIIRQRAIAwgDk0NAQwFCyAIQQBIDQQLIA8gCiALEC4iCEUNASAIQQBIDQQMAgsgDCAOSw0CCyAHDQILIAZBBGsoAgAgEigCCE4NAQsLIAAgBEkNASAEIBU3AgAgACAWNwIAIAQoAgghCCAEIAZBBGsiBigCADYCCCAGIAg2AgAgACASIAQgEkYbIRIgBEEMaiEEIBNBAWohEwwACwALAkAgBCASRg0AAkACQAJAIAQpAgAiFkIgiKciDiASKQIAIhVCIIinIgsgCyAOSyIKGyIHBEACQCAVpyIIIBanIgYgBxAuIgBFBEAgCyAOTw0BDAULIABBAEgNBAsgBiAIIAcQLiIARQ0BIABBAEgNBAwCCyALIA5JDQILIAoNAgsgEigCCCAEKAIITg0BCyAEIBU3AgAgEiAWNwIAIAQoAgghACAEIBIoAgg2AgggEiAANgIIIBNBAWohEwsgE0UEQCAFIAQQnQQhBiAEQQxqIgAgARCdBARAIAUhACAEIQEgBkUNBgwJCyAGDQQLIAQgBWtBDG0gASAEa0EMbUgEQCAFIAQgAiADEN0CIARBDGohAAwECyAEQQxqIAEgAiADEN0CIAUhACAEIQEMBAsgBUEMaiEEAkACQAJAAkACQAJAAkAgCSkCACIWQiCIpyIHIBAgByAQSSIIGyIKBEAgDCAWpyIGIAoQLiIADQEgByAQTQ0CDAcLIAcgEE0NAgwGCyAAQQBIDQULIAYgDCAKEC4iAA0BCyAIRQ0BDAILIABBAEgNAQsgBSgCCCARKAIASA0BCyAEIAlGDQcDQAJAAkACQAJAIAQpAgAiFUIgiKciByAQIAcgEEkiCBsiCgRAAkAgDCAVpyIGIAoQLiIARQRAIAcgEE0NAQwFCyAAQQBIDQQLIAYgDCAKEC4iAEUNASAAQQBIDQQMAgsgByAQSw0CCyAIDQILIAUoAgggBCgCCE4NAQsgBCAWNwIAIAkgFTcCACAEKAIIIQAgBCARKAIANgIIIBEgADYCACAEQQxqIQQMAgsgBEEMaiIEIAlHDQALDAcLIAQgCUYNBiAJIQADQCAFKQIAIhVCIIinIQwgFachDwNAAkACQAJAAkACQAJAAkAgBCkCACIWQiCIpyILIAwgCyAMSSIKGyIHBEAgDyAWpyIIIAcQLiIGDQEgCyAMTQ0CDAcLIAsgDE0NAgwGCyAGQQBIDQULIAggDyAHEC4iBg0BCyAKRQ0BDAILIAZBAEgNAQsgBSgCCCAEKAIISA0BCyAEQQxqIQQMAQsLA0ACQAJAAkACQCAAIgZBDGsiACkCACIVQiCIpyIOIAwgDCAOSyIHGyILRQRAIAwgDk8NAQwFCwJAIA8gFaciCiALEC4iCEUEQCAMIA5JDQYMAQsgCEEASA0FCyAKIA8gCxAuIggNAQsgB0UNAQwCCyAIQQBIDQELIAUoAgggBkEEaygCAEgNAQsLIAAgBE0EQCAEIQUMAwUgBCAVNwIAIAAgFjcCACAEKAIIIQggBCAGQQRrIgYoAgA2AgggBiAINgIAIARBDGohBAwBCwALAAsLCwsgCQ0CCyABQQRrKAIAIAUoAghODQELIAUgFTcCACAEIBY3AgAgBSgCCCECIAUgAUEEayIAKAIANgIIIAAgAjYCAAsLg0ECHX8DfSMAQYABayIHJAACQAJAAkACQAJAIAIOAgABAgtBhLYD/hACAEEBTARAQZDPA0G1OEEQEChBv9UAQQEQKEHeAhAyQc2AAUECEChB3tQAQQQQKEHjO0EHEChBzYABQQIQKEHiwwBBJhAoGiAHQeAAaiIDQZDPAygCAEEMaygCAEGQzwNqKAIcIgE2AgAgASABKAIEQQFqNgIEIANB3NYDEDsiAUEKIAEoAgAoAhwRAwAhAiADKAIAIgMgAygCBEEBayIBNgIEIAFBf0YEQCADIAMoAgAoAggRAQALQZDPAyACEFJBkM8DEEwLIABBADYCCCAAQgA3AgAMAgsgAw0AIAdB4ABqIAEQ0gEgAEEANgIIIABCADcCACAAQRAQKSIJNgIEIAAgCTYCACAAIAlBEGoiAjYCCCAJQQA2AgggCUIANwIAIAcoAmQiCCAHKAJgIgFHBEAgCCABayIDQQBIDQMgCSADECkiBTYCBCAJIAU2AgAgCSAFIANBfHFqNgIIIAEhBgNAIAUgBigCADYCACAFQQRqIQUgBkEEaiIGIAhHDQALIAkgBTYCBAsgCSAHKgJsOAIMIAAgAjYCBCABRQ0BIAcgATYCZCABECcMAQsgB0IANwJsIAdCgICAgIDAADcCdCAHQgA3AmQgB0HIqQM2AmAgB0EANgJYIAdCADcCUCAAQQA2AgggAEIANwIAAn8gBygCdCEFIAcoAnAiCSAHKAJ4IgpPBEAgB0EANgJwIAcgBUEBaiIFNgJ0QQAhCQsCQAJAAkAgBSAHKAJoIgYgBygCZCIIayILQQJ1Rw0AQX8gCkEEdCIMIApB/////wBLGxApIg5BACAM/AsAIAcoAmwgBkcEQCAGIA42AgAgByAGQQRqNgJoDAELIAVBAWoiCkGAgICABE8NAUH/////AyALQQF1IgwgCiAKIAxJGyALQfz///8HTxsiEQR/IBFBgICAgARPDQMgEUECdBApBUEACyILIAVBAnRqIgogDjYCACAKQQRqIQwgBiAIRwRAA0AgCkEEayIKIAZBBGsiBigCADYCACAGIAhHDQALIAcoAmQhCAsgByALIBFBAnRqNgJsIAcgDDYCaCAHIAo2AmQgCEUNACAIECcgBygCcCEJIAcoAnQhBQsgBygCZCAFQQJ0aigCACEFIAcgCUEBajYCcCAFIAlBBHRqDAILEDEACxA5AAshCyABKAIYQQEgASgCECABKAIMa0ECdSIFIAVBAUwbQQxsakEMaygCACgCACEFIAtBADYCDCALQQA2AgQgCyAFNgIAIAFBQGsoAgAhCCABKAJEIQYgASgCSCEFIAdBADYCTCAHQgA3AkQCQCALAn0CQAJAIAggBSAGbGoiBQRAIAVBgICAgARPDQQgByAFQQJ0IgYQKSIINgJEIAcgBiAIaiIFNgJMIAhBACAG/AsAIAcgBTYCSCADRQ0CIAdBCGogASAEEO4BIAgQJwwBCyADRQ0BIAdBCGogASAEEO4BCyAHIAcoAgg2AkQgByAHKQIMNwJIEO0BIgkgCSgCwBMiBUECdGoiCCAJIAVBjQNqQfAEcEECdGooAgAgCSAFQQFqQfAEcCIGQQJ0aigCACIFQf7///8HcSAIKAIAQYCAgIB4cXJBAXZzQQAgBUEBcWtB3+GiyHlxcyIFNgIAIAkgBjYCwBMgBUELdiAFcyIFQQd0QYCtsel5cSAFcyIFQQ90QYCAmP5+cSAFcyIFQRJ2IAVzs0MAAIAvlEMAAAAAkkOVv9YzkhCRAowQkQKMDAELIAdBNGogARDSASAHKAI0IgUEQCAHIAU2AjggBRAnCyALKAIAKgIcCzgCCAJAAkACQAJAIAcoAlQiCSAHKAJYRwRAIAkgCzYCACAHIAlBBGoiBTYCVAwBCyAJIAcoAlAiCmsiDEECdSIGQQFqIghBgICAgARPDQFB/////wMgDEEBdSIFIAggBSAISxsgDEH8////B08bIgwEfyAMQYCAgIAETw0DIAxBAnQQKQVBAAsiCCAGQQJ0aiIGIAs2AgAgBkEEaiEFIAkgCkcEQANAIAZBBGsiBiAJQQRrIgkoAgA2AgAgCSAKRw0ACyAHKAJQIQkLIAcgCCAMQQJ0ajYCWCAHIAU2AlQgByAGNgJQIAlFDQAgCRAnIAcoAlQhBQsCQCAFIAcoAlAiCmsiBkEFSA0AIAVBBGsiCCgCACIMKgIIIiIgCiAGQQJ2QQJrQQF2IglBAnRqIgYoAgAiDioCCF5FDQADQAJAIAYhBSAIIA42AgAgCUUNACAFIQggCiAJQQFrQQF2IglBAnRqIgYoAgAiDioCCCAiXQ0BCwsgBSAMNgIACwwCCxAxAAsQOQALQQFBgAQgAkEKbCIdIB1BgAROGyIeIB5BAUwbISAgB0EQaiEcA0ACQAJ/AkACQAJAAkAgBygCUCIMIAcoAlQiEUcEQCAMKAIAIRICQCARIAxrIgVBBUkNACAFQQJ2Ig5BAmtBAXYhC0EAIQUgDCEGA0AgBUEBdCIKQQFyIQggBiIJIAVBAnRqQQRqIQYCQCAOIApBAmoiBUwEQCAIIQUMAQsgBigCACoCCCAGKAIEKgIIXUUEQCAIIQUMAQsgBkEEaiEGCyAJIAYoAgA2AgAgBSALTA0ACyARQQRrIgUgBkYEQCAGIBI2AgAMAQsgBiAFKAIANgIAIAUgEjYCACAGIAxrQQRqIgVBBUgNACAGKAIAIgkqAggiIiAMIAVBAnZBAmtBAXYiBUECdGoiDigCACIKKgIIXkUNAANAAkAgDiEIIAYgCjYCACAFRQ0AIAghBiAMIAVBAWtBAXYiBUECdGoiDigCACIKKgIIICJdDQELCyAIIAk2AgALIAcgBygCVEEEazYCVCASKAIAIhQgASgCJCIFKAIAKAIARw0BAkAgACgCBCIGIAAoAgAiCWtBcEcEQEEAIQUgACgCCCIGIAAoAgQiCGtBBHUEQCAIQgA3AAAgCEIANwAIIAAgCEEQajYCBAwCCwJAAkACQCAIIAAoAgAiC2tBBHUiDEEBaiIKQYCAgIABSQRAQf////8AIAYgC2siCUEDdSIGIAogBiAKSxsgCUHw////B08bIgoEQCAKQYCAgIABTw0CIApBBHQQKSEFCyAMQQR0IAVqIgZCADcAACAGQgA3AAggBkEQaiEJIAUgCkEEdGohBSAIIAtGDQIDQCAGQRBrIgZBADYCCCAGIAhBEGsiCCgCADYCACAGIAgoAgQ2AgQgBiAIKAIINgIIIAhBADYCCCAIQgA3AgAgBiAIKgIMOAIMIAggC0cNAAsgACAFNgIIIAAoAgQhBSAAIAk2AgQgACgCACEIIAAgBjYCACAFIAhGDQMDQCAFQRBrIgYoAgAiCQRAIAVBDGsgCTYCACAJECcLIAYiBSAIRw0ACwwDCwwPCxA5AAsgACAFNgIIIAAgCTYCBCAAIAY2AgALIAgEQCAIECcLDAELIAYgCUcEQANAIAZBEGsiBSgCACIIBEAgBkEMayAINgIAIAgQJwsgBSIGIAlHDQALCyAAIAk2AgQLIBIoAgQiCigCBARAIApBBGohCwNAAkAgACgCBEEQayIRKAIEIgUgESgCCEcEQCAFIAooAgA2AgAgESAFQQRqNgIEDAELIAUgESgCACIOayIMQQJ1IghBAWoiCUGAgICABE8NDUH/////AyAMQQF1IgYgCSAGIAlLGyAMQfz///8HTxsiDAR/IAxBgICAgARPDQYgDEECdBApBUEACyIJIAhBAnRqIgYgCigCADYCACAGQQRqIQggBSAORwRAA0AgBkEEayIGIAVBBGsiBSgCADYCACAFIA5HDQALIBEoAgAhBQsgESAGNgIAIBEgCDYCBCARIAkgDEECdGo2AgggBUUNACAFECcLIAsoAgAiCkEEaiELIAooAgQNAAsLIAAoAgQiBUEEayASKgIIOAIAIAUgACgCAGtBBHUgAkcNBwsgBygCRCIABEAgABAnCyAHKAJQIgAEQCAAECcLIAcoAmQiACAHKAJoIgJHBEAgACEFA0AgBSgCACIBBEAgARAnCyAFQQRqIgUgAkcNAAsLIABFDQggABAnDAgLIAUgFCgCCEEMbGoiBigCACEIIAYoAgQhBiAHQQA2AjAgB0IANwIoAkACQCAGIAhHBEAgBiAIayIMQQBODQEMCwtBACEQIAdBADYCJCAHQgA3AhxBACELQQAhD0EAIRoMAQsgByAMECkiDzYCKCAHIA8gDEECdSIJQQJ0aiIINgIwIA9BACAMQXxxIgb8CwAgByAINgIsIAwQKSIaQQAgBvwLACAHQQA2AiQgB0IANwIcIAxB/f///wdPDQkgByAMQQF0ECkiEDYCHCAHIBAgCUEDdCIGaiILNgIkIBBBACAG/AsAIAcgCzYCIAsgFCgCCCENAkAgA0UNAAJAIAUgDUEMbGoiBigCBCAGKAIAIgpGBEBDILy+zCEkDAELIAcoAkQiDCAUKAIQQQJ0aioCACEjQyC8vswhJEEAIQYDQCAPIAZBAnQiDmogBCAKIA5qKAIAIgUqAhiUIBIqAgwgDCAFKAIQQQJ0aioCAJKSICOTIiI4AgAQ7QEiCiAKKALAEyIFQQJ0aiIJIAogBUGNA2pB8ARwQQJ0aigCACAKIAVBAWpB8ARwIghBAnRqKAIAIgVB/v///wdxIAkoAgBBgICAgHhxckEBdnNBACAFQQFxa0Hf4aLIeXFzIgU2AgAgCiAINgLAEyAOIBpqICIgBUELdiAFcyIFQQd0QYCtsel5cSAFcyIFQQ90QYCAmP5+cSAFcyIFQRJ2IAVzs0MAAIAvlEMAAAAAkkOVv9YzkhCRAowQkQKTIiI4AgAgIiAkICIgJF4bISQgBkEBaiIGIAEoAiQiBSAUKAIIIg1BDGxqIggoAgQgCCgCACIKa0ECdUkNAAsLIAsgEEYNAEEBIAsgEGtBA3UiBiAGQQFNGyEIIBIqAgghI0EAIQYDQCAQIAZBA3RqICMgIyAaIAZBAnRqKgIAIiKTICIgJJMQsAGMEIoEkiIiQwAAAAAgIkMAAAAAXhuTICKLjBCwARCKBJO7OQMAIAZBAWoiBiAIRw0ACwsgBygCcCEKIAcoAnQhECAHKAJ4IRMgBSANQQxsaiIFKAIEIAUoAgAiBUcEQEF/IBNBBHQiGCATQf////8ASxshFkEAIQkDQCAFIAlBAnQiEWooAgAhFQJAIBAgCiATTyILaiIQIAcoAmgiBSAHKAJkIg5rIgxBAnVHDQAgFhApIg1BACAY/AsAIAcoAmwgBUcEQCAFIA02AgAgByAFQQRqNgJoDAELIBBBAWoiCEGAgICABE8NBEH/////AyAMQQF1IgYgCCAGIAhLGyAMQfz///8HTxsiDwR/IA9BgICAgARPDQQgD0ECdBApBUEACyIMIBBBAnRqIgYgDTYCACAGQQRqIQggBSAORwRAA0AgBkEEayIGIAVBBGsiBSgCADYCACAFIA5HDQALIAcoAmQhDgsgByAMIA9BAnRqNgJsIAcgCDYCaCAHIAY2AmQgDgRAIA4QJwsgBiEOCyAOIBBBAnRqKAIAQQAgCiALGyILQQR0aiINIBU2AgACfSADBEAgDSAHKAIoIBFqKgIAOAIMIAcoAhwgCUEDdGorAwC2DAELIA0gFSoCGCASKgIMkjgCDCAVKgIcIBIqAgySCyEiIA0gEjYCBCANICI4AggCQCAHKAJUIgUgBygCWEcEQCAFIA02AgAgByAFQQRqIg02AlQgBygCUCEGDAELIAUgBygCUCIOayIKQQJ1IgxBAWoiCEGAgICABE8NBEH/////AyAKQQF1IgYgCCAGIAhLGyAKQfz///8HTxsiCgR/IApBgICAgARPDQQgCkECdBApBUEACyIIIAxBAnRqIgYgDTYCACAGQQRqIQ0gBSAORwRAA0AgBkEEayIGIAVBBGsiBSgCADYCACAFIA5HDQALIAcoAlAhBQsgByAIIApBAnRqNgJYIAcgDTYCVCAHIAY2AlAgBUUNACAFECcLAkAgDSAGayIFQQVIDQAgDUEEayINKAIAIgwqAggiIiAGIAVBAnZBAmtBAXYiBUECdGoiDigCACIKKgIIXkUNAANAAkAgDiEIIA0gCjYCACAFRQ0AIAghDSAGIAVBAWtBAXYiBUECdGoiDigCACIKKgIIICJdDQELCyAIIAw2AgALIAtBAWohCiAJQQFqIgkgASgCJCAUKAIIQQxsaiIFKAIEIAUoAgAiBWtBAnVJDQALIAcgEDYCdCAHIAo2AnALAkAgISAQIBNsIApqQYCU69wDSXINAEEBISFBhLYD/hACAEEBSg0AQZDPA0G1OEEQEChBv9UAQQEQKEHaAxAyQc2AAUECEChB3tQAQQQQKEHjO0EHEChBzYABQQIQKEGD2gBBFxAoQYCU69wDEDJB8NoAQRsQKEEBIAEoAhAgASgCDGtBAnUiBSAFQQFMG0EBaxAyGiAHQQhqIghBkM8DKAIAQQxrKAIAQZDPA2ooAhwiBTYCACAFIAUoAgRBAWo2AgQgCEHc1gMQOyIFQQogBSgCACgCHBEDACEGIAgoAgAiCCAIKAIEQQFrIgU2AgQgBUF/RgRAIAggCCgCACgCCBEBAAtBkM8DIAYQUkGQzwMQTAsgBygCVCAHKAJQIgZrIgVBvbgCSQ0EIAdCADcDECAHQgA3AwggB0GAgID8AzYCGCAfQQFqIR9BhLYD/hACAEEBTARAQZDPA0G1OEEQEChBv9UAQQEQKEHuAxAyQc2AAUECEChB3tQAQQQQKEHjO0EHEChBzYABQQIQKEGM2wBBFBAoIAVBAnUQ4QNBxdsAQRMQKCAfEDJBm9oAQQoQKCAeEDJB+ssAQQEQKBogB0H8AGoiCUGQzwMoAgBBDGsoAgBBkM8DaigCHCIFNgIAIAUgBSgCBEEBajYCBCAJQdzWAxA7IgVBCiAFKAIAKAIcEQMAIQggCSgCACIJIAkoAgRBAWsiBTYCBCAFQX9GBEAgCSAJKAIAKAIIEQEAC0GQzwMgCBBSQZDPAxBMC0EAIRhBACENQQAhC0EAIQlBACEKQQAhD0EAIRNBACERQQAhDEEAIRVBACEIQQAhFkEAIQ5BACEQQQAgHUEATA0DGgNAIAcoAlAoAgAhDSAHQQA2AnwCQCANRQ0AIAdB/ABqIQ8gBygCDCEFA0ACQCANQZXTx94FbCIGQRh2IAZzQZXTx94FbEHUzJ76BnMiBkENdiAGc0GV08feBWwiBkEPdiAGcyEKAkAgBUUNACAHKAIIIQYCQCAFaUEBSyILRQRAIAogBUEBa3EhCQwBCyAKIgkgBUkNACAKIAVwIQkLIAYgCUECdGooAgAiBkUNACAGKAIAIgZFDQAgC0UEQCAFQQFrIQsDQAJAIAogBigCBCIFRwRAIAUgC3EgCUYNAQwECyAGKAIIIA1GDQQLIAYoAgAiBg0ACwwBCwNAAkAgCiAGKAIEIgtHBEAgBSALTQR/IAsgBXAFIAsLIAlGDQEMAwsgBigCCCANRg0DCyAGKAIAIgYNAAsLAkAgFSAIQf8DSyILaiIVIA4gEGsiEkECdUcNAEGAwAAQKSIUQQBBgMAA/AsAIA4gFkcEQCAOIBQ2AgAgDkEEaiEODAELIBVBAWoiBkGAgICABE8NBkH/////AyASQQF1IgUgBiAFIAZLGyASQfz///8HTxsiFgR/IBZBgICAgARPDQYgFkECdBApBUEACyIJIBVBAnRqIgYgFDYCACAGIQUgDiAQRwRAA0AgBUEEayIFIA5BBGsiDigCADYCACAOIBBHDQALCyAWQQJ0IAlqIRYgBkEEaiEOIBAEQCAQECcLIAUhEAsgECAVQQJ0aigCAEEAIAggCxsiFEEEdGoiGyANKQIANwIAIBsgDSkCCDcCCCAPIBs2AgACQAJAIAcoAgwiBUUNACAFIAVBAWsiC3EEQCAKIgkgBU8EQCAKIAVwIQkLIAcoAgggCUECdGooAgAiBkUNAQNAIAYoAgAiBkUNAiAKIAYoAgQiCEcEQCAFIAhNBH8gCCAFcAUgCAsgCUcNAwsgBigCCCANRw0ACwwCCyAHKAIIIAogC3EiCUECdGooAgAiBkUNAANAIAYoAgAiBkUNASAKIAYoAgQiCEcgCCALcSAJR3ENASAGKAIIIA1HDQALDAELQRAQKSIXIA02AgggFyAKNgIEIBdBADYCACAXIBs2AgwCQEEAIAUgBygCFEEBarMiIyAHKgIYIiIgBbOUXhsNAEECIQgCQCAFIAVBAWtxQQBHIAVBA0lyIAVBAXRyIgkCfyAjICKVjSIiQwAAgE9dICJDAAAAAGBxBEAgIqkMAQtBAAsiBiAGIAlJGyIGQQFGDQAgBiAGQQFrcUUEQCAGIQgMAQsgBhCuASEIIAcoAgwhBQsCQAJAIAUgCE8EQCAFIAhNDQIgBUEDSSEGAn8gBygCFLMgByoCGJWNIiJDAACAT10gIkMAAAAAYHEEQCAiqQwBC0EACyEJIAUgCAJ/AkAgBg0AIAVpQQFLDQAgCUEBQSAgCUEBa2drdCAJQQJJGwwBCyAJEK4BCyIGIAYgCEkbIghNBEAgBygCDCEFDAMLIAhFDQELIAhBgICAgARPDQggCEECdBApIQUgBygCCCEGIAcgBTYCCCAGBEAgBhAnCyAHIAg2AgxBACELQQAhBSAIQQFrIhlBA08EQCAIQXxxIQZBACEJA0AgBUECdCIPIAcoAghqQQA2AgAgBygCCCAPQQRyakEANgIAIAcoAgggD0EIcmpBADYCACAHKAIIIA9BDHJqQQA2AgAgBUEEaiEFIAlBBGoiCSAGRw0ACwsgCEEDcSIGBEADQCAHKAIIIAVBAnRqQQA2AgAgBUEBaiEFIAtBAWoiCyAGRw0ACwsgBygCECIFRQRAIAghBQwCCyAFKAIEIQkCQCAIIBlxBEAgCCAJTQRAIAkgCHAhCQsgBygCCCAJQQJ0aiAcNgIAIAUoAgAiCw0BIAghBQwDCyAHKAIIIAkgGXEiCUECdGogHDYCACAFKAIAIgZFBEAgCCEFDAMLA0ACQCAJIAYoAgQgGXEiC0YEQCAGIQUMAQsgC0ECdCISIAcoAghqIg8oAgAEQCAFIAYoAgA2AgAgBiAHKAIIIBJqKAIAKAIANgIAIAcoAgggEmooAgAgBjYCAAwBCyAPIAU2AgAgBiEFIAshCQsgBSgCACIGDQALIAghBQwCCwNAIAggCygCBCIGTQRAIAYgCHAhBgsCQCAGIAlGBEAgCyEFDAELIAZBAnQiEiAHKAIIaiIPKAIARQRAIA8gBTYCACALIQUgBiEJDAELIAUgCygCADYCACALIAcoAgggEmooAgAoAgA2AgAgBygCCCASaigCACALNgIACyAFKAIAIgsNAAsgCCEFDAELIAcoAgghBSAHQQA2AgggBQRAIAUQJwtBACEFIAdBADYCDAsgBSAFQQFrIgZxRQRAIAYgCnEhCQwBCyAFIApLBEAgCiEJDAELIAogBXAhCQsCQAJAIAcoAgggCUECdGoiCCgCACIGRQRAIBcgBygCEDYCACAHIBc2AhAgCCAcNgIAIBcoAgAiBkUNAiAGKAIEIQYCQCAFIAVBAWsiCHFFBEAgBiAIcSEGDAELIAUgBksNACAGIAVwIQYLIAcoAgggBkECdGohBgwBCyAXIAYoAgA2AgALIAYgFzYCAAsgByAHKAIUQQFqNgIUCyAUQQFqIQggG0EEaiEPIA0oAgQiDQ0BDAILCyAPIAYoAgw2AgALIAcoAnwhDQJAIBEgE0cEQCARIA02AgAgESEGDAELIBMgDGsiC0ECdSIGQQFqIgpBgICAgARPDQNB/////wMgC0EBdSIFIAogBSAKSxsgC0H8////B08bIgsEfyALQYCAgIAETw0DIAtBAnQQKQVBAAsiCiAGQQJ0aiIGIA02AgAgBiEFIAwgE0cEQANAIAVBBGsiBSATQQRrIhMoAgA2AgAgDCATRw0ACyAMIRMLIBMEQCATECcLIAUhDCALQQJ0IApqIRMLAkAgBkEEaiIRIAxrIgVBBUgNACAGKAIAIgkqAggiIiAMIAVBAnZBAmtBAXYiBUECdGoiCigCACINKgIIXkUNAANAAkAgCiELIAYgDTYCACAFRQ0AIAshBiAMIAVBAWtBAXYiBUECdGoiCigCACINKgIIICJdDQELCyALIAk2AgALAkAgBygCVCISIAcoAlAiD2siBUEFSQ0AIAVBAnYiCUECa0EBdiEUIA8oAgAhGUEAIQUgDyEGA0AgBUEBdCINQQFyIQogBiILIAVBAnRqQQRqIQYCQCAJIA1BAmoiBUwEQCAKIQUMAQsgBigCACoCCCAGKAIEKgIIXUUEQCAKIQUMAQsgBkEEaiEGCyALIAYoAgA2AgAgBSAUTA0ACyASQQRrIgUgBkYEQCAGIBk2AgAMAQsgBiAFKAIANgIAIAUgGTYCACAGIA9rQQRqIgVBBUgNACAGKAIAIgkqAggiIiAPIAVBAnZBAmtBAXYiBUECdGoiCigCACINKgIIXkUNAANAAkAgCiELIAYgDTYCACAFRQ0AIAshBiAPIAVBAWtBAXYiBUECdGoiCigCACINKgIIICJdDQELCyALIAk2AgALIAcgBygCVEEEazYCVCAgIBhBAWoiGEcNAAsMAgsQOQALEDEACyAHKAJQIQYgECEYIBYhDSAIIQsgFSEJIAwhCiARIQ8gDgshBSAGBEAgBhAnCyAHIBM2AlggByAPNgJUIAcgCjYCUCAHKAJkIQggByAYNgJkIAcoAmghDCAHIAU2AmggB0GABDYCeCAHIAk2AnQgByALNgJwIAcgDTYCbCAHKAIQIgUEQANAIAUoAgAhBiAFECcgBiIFDQALCyAHKAIIIQUgB0EANgIIIAUEQCAFECcLIAwgCCIFRwRAA0AgBSgCACIGBEAgBhAnCyAFQQRqIgUgDEcNAAsLIAhFDQAgCBAnCyAHKAIcIgUEQCAFECcLIBoEQCAaECcLIAcoAigiBUUNACAFECcMAAsACwwBCyAHQYABaiQADwsQMQALCAAgABCmAhoLnAQCDH8BfiAAKAIUIQYgACgCECIHIAAoAhgiA08EQCAAQQA2AhAgACAGQQFqIgY2AhRBACEHCwJAAkACQCAGIAAoAggiAiAAKAIEIghrIglBAnVHDQBBfyADrUIkfiINpyIKIA1CIIinGxApIQQCQCADRQ0AIAQhASADQSRsIgtBJGsiDEEkbkEBakEHcSIDBEADQCABQgA3AgAgAUEkaiEBIAVBAWoiBSADRw0ACwsgDEH8AUkNACAEIAtqIQUDQCABQgA3AvwBIAFCADcC2AEgAUIANwK0ASABQgA3ApABIAFCADcCbCABQgA3AkggAUIANwIkIAFCADcCACABQaACaiIBIAVHDQALCyAEQQAgCvwLACAAKAIMIAJHBEAgAiAENgIAIAAgAkEEajYCCAwBCyAGQQFqIgVBgICAgARPDQFB/////wMgCUEBdSIBIAUgASAFSxsgCUH8////B08bIgMEfyADQYCAgIAETw0DIANBAnQQKQVBAAsiBSAGQQJ0aiIBIAQ2AgAgAUEEaiEEIAIgCEcEQANAIAFBBGsiASACQQRrIgIoAgA2AgAgAiAIRw0ACyAAKAIEIQILIAAgBSADQQJ0ajYCDCAAIAQ2AgggACABNgIEIAJFDQAgAhAnIAAoAhAhByAAKAIUIQYLIAAoAgQgBkECdGooAgAhBCAAIAdBAWo2AhAgBCAHQSRsag8LEDEACxA5AAvqBAECfyMAQTBrIgYkACAGIAQ3AwggBkEYaiAAIAEQVyAGLQAcIQcgBigCGCIBIAU2AhACQCAHBEAgASACOgAIIAJBE2tB/wFxQe4BSQRAIAZBGGoiBUIANwIMIAVBPDYCCCAFQcE2NgIEIAVBAzYCACAFQQA2AhQgBUHg5QAQKhAsIAUQKwsgAkECdEGgiQFqKAIAQQJHBEAgBkEYaiICQgA3AgwgAkHdAjYCCCACQcE2NgIEIAJBAzYCACACQQA2AhQgAkHK9wAQKhAsIAIQKwsgASADOgALIAFBAToACQJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiAigCACgCFCEDIAJBwJcDQhAgAxEHAAsgAEEKED8LIgIgADYCCCACQgA3AgAgASACNgIADAELIAEtAAlFBEAgBkEYaiIAQgA3AgwgAEHdAjYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEHp9gAQKhAsIAAQKwsgAS0ACCICQRNrQf8BcUHuAUkEQCAGQRhqIgBCADcCDCAAQTw2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABB4OUAECoQLCAAECsLIAJBAnRBoIkBaigCAEECRwRAIAZBGGoiAEIANwIMIABB3QI2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABBmfgAECoQLCAAECsLIAEtAAsgA0YNACAGQRhqIgBCADcCDCAAQd0CNgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQYLtABAqECwgABArCyABKAIAIAZBCGoQtAEgBkEwaiQAC+cEAQF/IwBBIGsiBiQAIAYgBDYCACAGQQhqIAAgARBXIAYtAAwhBCAGKAIIIgEgBTYCEAJAIAQEQCABIAI6AAggAkETa0H/AXFB7gFJBEAgBkEIaiIEQgA3AgwgBEE8NgIIIARBwTY2AgQgBEEDNgIAIARBADYCFCAEQeDlABAqECwgBBArCyACQQJ0QaCJAWooAgBBAUcEQCAGQQhqIgJCADcCDCACQdwCNgIIIAJBwTY2AgQgAkEDNgIAIAJBADYCFCACQYz6ABAqECwgAhArCyABIAM6AAsgAUEBOgAJAn8gACgCACIARQRAQQwQKQwBCyAALQAQQQFxBEAgACgCGCgCECICKAIAKAIUIQMgAkG4lwNCECADEQcACyAAQQkQPwsiAiAANgIIIAJCADcCACABIAI2AgAMAQsgAS0ACUUEQCAGQQhqIgBCADcCDCAAQdwCNgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQen2ABAqECwgABArCyABLQAIIgJBE2tB/wFxQe4BSQRAIAZBCGoiAEIANwIMIABBPDYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEHg5QAQKhAsIAAQKwsgAkECdEGgiQFqKAIAQQFHBEAgBkEIaiIAQgA3AgwgAEHcAjYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEHb+gAQKhAsIAAQKwsgAS0ACyADRg0AIAZBCGoiAEIANwIMIABB3AI2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABBgu0AECoQLCAAECsLIAEoAgAgBhCFASAGQSBqJAALHwAgAQRAIAAgASgCABDjAiAAIAEoAgQQ4wIgARAnCwvYAgIFfwF+IwBBEGsiBCQAIAAoAgAoAgBBHGogARDlAiEBIAIoAgQiBUHw////B0kEQCACKAIAIQYCQCAFQQpNBEAgBCAFOgAPIARBBGohAwwBCyAFQQ9yQQFqIgcQKSEDIAQgB0GAgICAeHI2AgwgBCADNgIEIAQgBTYCCAsgAyAGIAX8CgAAIAMgBWpBADoAACABIAEoAhRBAnI2AhQgASgCBCIGQX5xIQMgAUEgaiAEQQRqIAZBAXEEfyADKAIABSADCxCDASAELAAPQQBIBEAgBCgCBBAnCyAAKAIEKAIAIgAoAgQhBiAALQALIQMgASABKAIUIgdBCHI2AhQgASAGIAMgA8BBAEgbNgIoIAAoAgQhBiAALQALIQMgASAHQRhyNgIUIAEgBiADIAPAQQBIGyAFajYCLCAAIAIpAgAiCKcgCEIgiKcQRxogBEEQaiQADwsQQwALqQEBAn8jAEEgayIDJAAgAUEASARAIANBCGoiAkIANwIMIAJBvw02AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBj/0AECoQLCACECsLIAEgACgCBE4EQCADQQhqIgJCADcCDCACQcANNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQZruABAqECwgAhArCyAAKAIMIAFBAnRqKAIEIQAgA0EgaiQAIAALvQUBCH8jAEGABGsiBiQAAkAgACgCACIARQRAIAIEQCACQQA6AAALIAEoAgQiACABKAIALQAAQQR2Qe2AAWosAAAiASAAIAFIGyEBDAELIAAoAggiBygCACIAQQp2IABBBnZBCHF0IQQgASgCACEIAkAgASgCBCIJBEBBACEAA0AgByAEIAAgCGotAAAiBXMiBEECdGooAgAiAUH/gYCAeHEgBUcNAiABQQp2IAFBBnZBCHF0IARzIQQgAUGAAnEEQCADQT9NBEAgByAEQQJ0aigCACEBIAYgA0EDdGoiBSAAQQFqNgIEIAUgAUH/////B3E2AgALIANBAWohAwsgAEEBaiIAIAlHDQALDAELIAgtAAAiAUUNAEEAIQADQCAHIAQgAUH/AXEiBXMiBEECdGooAgAiAUH/gYCAeHEgBUcNASABQQp2IAFBBnZBCHF0IARzIQQgAUGAAnEEQCADQT9NBEAgByAEQQJ0aigCACEBIAYgA0EDdGoiBSAAQQFqNgIEIAUgAUH/////B3E2AgALIANBAWohAwsgCCAAQQFqIgBqLQAAIgENAAsLIAIEQCACIANBAEo6AAALIAMEQCADQQBMBEBBACEBDAILIANBA3EhBEEAIQdBACEAQQAhASADQQRPBEAgA0F8cSEIQQAhAwNAIAYgAEEDdCICQRhyaigCBCIJIAYgAkEQcmooAgQiBSAGIAJBCHJqKAIEIgogAiAGaigCBCICIAEgASACSBsiASABIApIGyIBIAEgBUgbIgEgASAJSBshASAAQQRqIQAgA0EEaiIDIAhHDQALCyAERQ0BA0AgBiAAQQN0aigCBCICIAEgASACSBshASAAQQFqIQAgB0EBaiIHIARHDQALDAELIAkgCC0AAEEEdkHtgAFqLAAAIgAgACAJShshAQsgBkGABGokACABC88BAQJ/AkAgASgCBCgCLCICQaCyAyACGygCcCICRQRAQdSbA/4QAgAiAg0BQcibAxCNASECDAELIAJBfnEhAgsgAigCBCACLQALIgIgAsBBAEgbRQRAIABBBTYCBCAAQfbAADYCAA8LAkAgASgCBCgCLCIBQaCyAyABGygCcCIBRQRAQdSbA/4QAgAiAg0BQcibAxCNASECDAELIAFBfnEhAgsgAigCACEBIAAgAigCBCACLQALIgMgA8BBAEgiAxs2AgQgACABIAIgAxs2AgAL/wQBBn8CQAJAAkACQCABBEAgAUGAgICABE8NASABQQJ0ECkhAyAAKAIAIQIgACADNgIAIAIEQCACECcLIAAgATYCBEEAIQIgAUEETwRAIAFBfHEhAwNAIAJBAnQiBiAAKAIAakEANgIAIAAoAgAgBkEEcmpBADYCACAAKAIAIAZBCHJqQQA2AgAgACgCACAGQQxyakEANgIAIAJBBGohAiAFQQRqIgUgA0cNAAsLIAFBA3EiAwRAA0AgACgCACACQQJ0akEANgIAIAJBAWohAiAEQQFqIgQgA0cNAAsLIAAoAggiA0UNBCAAQQhqIQIgAygCBCEEIAFpIgVBAkkNAiABIARNBEAgBCABcCEECyAAKAIAIARBAnRqIAI2AgAgAygCACICRQ0EIAVBAU0NAwNAIAEgAigCBCIFTQRAIAUgAXAhBQsCQCAEIAVGBEAgAiEDDAELIAVBAnQiByAAKAIAaiIGKAIARQRAIAYgAzYCACACIQMgBSEEDAELIAMgAigCADYCACACIAAoAgAgB2ooAgAoAgA2AgAgACgCACAHaigCACACNgIACyADKAIAIgINAAsMBAsgACgCACEBIABBADYCACABBEAgARAnCyAAQQA2AgQMAwsQOQALIAAoAgAgBCABQQFrcSIEQQJ0aiACNgIAIAMoAgAiAkUNAQsgAUEBayEGA0ACQCAEIAIoAgQgBnEiAUYEQCACIQMMAQsgAUECdCIHIAAoAgBqIgUoAgAEQCADIAIoAgA2AgAgAiAAKAIAIAdqKAIAKAIANgIAIAAoAgAgB2ooAgAgAjYCAAwBCyAFIAM2AgAgAiEDIAEhBAsgAygCACICDQALCwu5AgEDfyMAQRBrIgMkAAJAIAAgAUYNACABKAIQIQIgACAAKAIQIgRGBEAgASACRgRAIAAgAyAAKAIAKAIMEQIAIAAoAhAiAiACKAIAKAIQEQEAIABBADYCECABKAIQIgIgACACKAIAKAIMEQIAIAEoAhAiAiACKAIAKAIQEQEAIAFBADYCECAAIAA2AhAgAyABIAMoAgAoAgwRAgAgAyADKAIAKAIQEQEAIAEgATYCEAwCCyAAIAEgACgCACgCDBECACAAKAIQIgIgAigCACgCEBEBACAAIAEoAhA2AhAgASABNgIQDAELIAEgAkYEQCABIAAgASgCACgCDBECACABKAIQIgIgAigCACgCEBEBACABIAAoAhA2AhAgACAANgIQDAELIAAgAjYCECABIAQ2AhALIANBEGokAAvvEQMMfwJ9A34jAEEQayIMJAACQAJAAkAgAUF/Rg0AIAJBf0YNACAAKAIIKAIAIgMgAUEUbGotAAgNACADIAJBFGxqLQAIDQAgACgCACEIIAMgAkEUbGooAhAhBCADIAFBFGxqIgMoAhAhBSAMIAMoAgw2AgggDCAEIAVqNgIMIAhBDGogDEEIahCdAiIORQ0AIAAoAgQiBCgCFCEGIAQoAhAiCSAEKAIYIgdPBEAgBEEANgIQIAQgBkEBaiIGNgIUQQAhCQsCQCAGIAQoAggiBSAEKAIEIgNrIgpBAnVHDQBBfyAHQQR0Ig0gB0H/////AEsbECkiC0EAIA38CwAgBCgCDCAFRwRAIAUgCzYCACAEIAVBBGo2AggMAQsgBkEBaiIHQYCAgIAETw0CQf////8DIApBAXUiDSAHIAcgDUkbIApB/P///wdPGyIKBH8gCkGAgICABE8NBCAKQQJ0ECkFQQALIg0gBkECdGoiByALNgIAIAdBBGohCyADIAVHBEADQCAHQQRrIgcgBUEEayIFKAIANgIAIAMgBUcNAAsgBCgCBCEDCyAEIA0gCkECdGo2AgwgBCALNgIIIAQgBzYCBCADRQ0AIAMQJyAEKAIQIQkgBCgCFCEGCyAEKAIEIAZBAnRqKAIAIQMgBCAJQQFqNgIQIAMgCUEEdGoiBiACNgIEIAYgATYCACAGIAggDigCECAIKAIAKAJEERoAOAIIIAYgDCgCDDYCDAJAIAAoAgwiAygCBCIFIAMoAghHBEAgBSAGNgIAIAMgBUEEaiIGNgIEDAELIAUgAygCACIJayIEQQJ1IgpBAWoiB0GAgICABE8NAkH/////AyAEQQF1IgsgByAHIAtJGyAEQfz///8HTxsiBwR/IAdBgICAgARPDQQgB0ECdBApBUEACyILIApBAnRqIgQgBjYCACAEQQRqIQYgBSAJRwRAA0AgBEEEayIEIAVBBGsiBSgCADYCACAFIAlHDQALIAMoAgAhBQsgAyALIAdBAnRqNgIIIAMgBjYCBCADIAQ2AgAgBUUNACAFECcgAygCBCEGCwJAIAYgAygCACIJayIDQQVIDQAgCSADQQJ2QQJrIgpBAXYiB0ECdGoiBCgCACIDKgIIIhAgBkEEayIGKAIAIgUqAggiD11FBEAgDyAQXA0BIAMoAgAgBSgCAEwNAQsgBiADNgIAAkAgCkECSQRAIAQhAwwBCwNAAkAgCSAHQQFrIgpBAXYiB0ECdGoiAygCACIGKgIIIhAgD10NACAPIBBcBEAgBCEDDAMLIAYoAgAgBSgCAEoNACAEIQMMAgsgBCAGNgIAIAMhBCAKQQFLDQALCyADIAU2AgALIAgoAgRBHGogDigCEBA+KAIkQQVHDQAgACgCCCgCACIDIAFBFGxqKQIMIRIgAyACQRRsaikCDCETIAAoAhAhBSMAQRBrIgckACAHIAxBCGoiATYCBEEAIQAgASkCACIRpyEGAkAgEUIgiKciAkEESQRAIAYhBCACIgMhAQwBCwJ/IAJBBGsiAUEEcQRAIAIiACEDIAYMAQsgBigAAEGV08feBWwiAEEYdiAAc0GV08feBWwgAkGV08feBWxzIQMgASEAIAZBBGoLIQQgAUEESQ0AIAAhAQNAIAQoAARBldPH3gVsIgBBGHYgAHNBldPH3gVsIAQoAABBldPH3gVsIgBBGHYgAHNBldPH3gVsIANBldPH3gVsc0GV08feBWxzIQMgBEEIaiEEIAFBCGsiAUEDSw0ACwsCQAJAAkACQCABQQFrDgMCAQADCyAELQACQRB0IANzIQMLIAQtAAFBCHQgA3MhAwsgAyAELQAAc0GV08feBWwhAwsgA0ENdiADc0GV08feBWwiAUEPdiABcyEBAkACQCAFKAIEIgNFDQACQCADaSIIQQFNBEAgASADQQFrcSEADAELIAEiACADSQ0AIAEgA3AhAAsgBSgCACAAQQJ0aigCACIERQ0AIAQoAgAiBEUNACAIQQFNBEAgA0EBayEJA0AgASAEKAIEIghHIAggCXEgAEdxDQIgAiAEKQIIIhFCIIinRgRAQQAhCCACRQ0EIBGnIAYgAhAuRQ0ECyAEKAIAIgQNAAsMAQsDQCABIAQoAgQiCEcEQCADIAhNBH8gCCADcAUgCAsgAEcNAgsgAiAEKQIIIhFCIIinRgRAQQAhCCACRQ0DIBGnIAYgAhAuRQ0DCyAEKAIAIgQNAAsLQSAQKSEEIAcoAgQpAgAhESAEQgA3AhAgBCARNwIIIARCADcCGCAEIAE2AgQgBEEANgIAAkBBACADIAUoAgxBAWqzIg8gBSoCECIQIAOzlF4bDQBBAiEAAkAgAyADQQFrcUEARyADQQNJciADQQF0ciICAn8gDyAQlY0iD0MAAIBPXSAPQwAAAABgcQRAIA+pDAELQQALIgYgAiAGSxsiAkEBRg0AIAIgAkEBa3FFBEAgAiEADAELIAIQrgEhACAFKAIEIQMLAkAgACADTQRAIAAgA08NASADQQNJIQYCfyAFKAIMsyAFKgIQlY0iD0MAAIBPXSAPQwAAAABgcQRAIA+pDAELQQALIQIgAAJ/AkAgBg0AIANpQQFLDQAgAkEBQSAgAkEBa2drdCACQQJJGwwBCyACEK4BCyICIAAgAksbIgAgA08NAQsgBSAAEOgCCyAFKAIEIgMgA0EBayIAcUUEQCAAIAFxIQAMAQsgASADSQRAIAEhAAwBCyABIANwIQALAkACQCAFKAIAIABBAnRqIgAoAgAiAUUEQCAEIAVBCGoiASgCADYCACAFIAQ2AgggACABNgIAIAQoAgAiAEUNAiAAKAIEIQECQCADIANBAWsiAHFFBEAgACABcSEBDAELIAEgA0kNACABIANwIQELIAUoAgAgAUECdGohAQwBCyAEIAEoAgA2AgALIAEgBDYCAAtBASEIIAUgBSgCDEEBajYCDAsgByAIOgAMIAcgBDYCCCAHKAIIIQAgB0EQaiQAIAAgEzcCGCAAIBI3AhALIAxBEGokAA8LEDEACxA5AAsMACAAEJsCGiAAECcLBwAgABCbAgstAQJ/IABBDGogASgCACABIAEtAAsiAsBBAEgiAxsgASgCBCACIAMbEEcaIAAL0QEBA38jAEEgayICJAAgACgCBCIDQX5xIQEgA0EBcQR/IAEoAgAFIAELBEAgAkEIaiIBQgA3AgwgAUGwFTYCCCABQdY5NgIEIAFBAzYCACABQQA2AhQgAUGS3wAQKhAsIAEQKwsgACgCHEGosANHBEAgAEEcahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsCQCAAKAIEIgFBAXFFDQAgAUF+cSIBKAIADQAgASwAD0EASARAIAEoAgQQJwsgARAnCyAAQQhqELIBIAJBIGokACAAC6kCAQV/IwBBIGsiBCQAIAAoAgQiAUF+cSECAkAgAUEBcSIDBH8gAigCAAUgAgsEfyAEQQhqIgFCADcCDCABQdATNgIIIAFB1jk2AgQgAUEDNgIAIAFBADYCFCABQZLfABAqECwgARArIAAoAgQiAUEBcQUgAwtFDQAgAUF+cSIBKAIADQAgASwAD0EASARAIAEoAgQQJwsgARAnCyAAKAIUIQECQCAAKAIgIgJFDQAgAQ0AQQAhASACKAIAIgNBAEoEfyACQQRqIQUDQCAFIAFBAnRqKAIAIgIEQCACEPACGiACECcLIAFBAWoiASADRw0ACyAAKAIgBSACCxAnIAAoAhQhAQsgAEEANgIgIAEEQCAB/hYCCBoLIABBCGoQsgEgBEEgaiQAIAAL8wEBA38jAEEgayICJAAgACgCBCIDQX5xIQEgA0EBcQR/IAEoAgAFIAELBEAgAkEIaiIBQgA3AgwgAUHtETYCCCABQdY5NgIEIAFBAzYCACABQQA2AhQgAUGS3wAQKhAsIAEQKwsgACgCEEGosANHBEAgAEEQahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsgACgCFEGosANHBEAgAEEUahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsgAkEgaiQAAkAgACgCBCIBQQFxRQ0AIAFBfnEiASgCAA0AIAEsAA9BAEgEQCABKAIEECcLIAEQJwsgAAveAwEFfyMAQSBrIgYkACAAIAFGBEAgBkEIaiICQgA3AgwgAkH9EDYCCCACQdY5NgIEIAJBAzYCACACQQA2AhQgAkHv6AAQKhAsIAIQKwsgAEEIaiABQQhqEJkBIAEoAgQiAkEBcQRAIAJBfnEiAkEEaiEDAn8gAEEEaiIEKAIAIgVBAXEEQCAFQX5xQQRqDAELIAQQUQsgAigCBCADIAItAA8iA8BBAEgiBBsgAigCCCADIAQbEEcaCyABKAIUIgJBP3EEQCACQQFxBEAgASgCHCEEIAAgACgCFEEBcjYCFCAAKAIEIgVBfnEhAyAAQRxqIARBfnEgBUEBcQR/IAMoAgAFIAMLEIQBCyACQQJxBEAgASgCICEEIAAgACgCFEECcjYCFCAAKAIEIgVBfnEhAyAAQSBqIARBfnEgBUEBcQR/IAMoAgAFIAMLEIQBCyACQQRxBEAgASgCJCEEIAAgACgCFEEEcjYCFCAAKAIEIgVBfnEhAyAAQSRqIARBfnEgBUEBcQR/IAMoAgAFIAMLEIQBCyACQQhxBEAgACABLQAoOgAoCyACQRBxBEAgACABLQApOgApCyACQSBxBEAgACABLQAqOgAqCyAAIAAoAhQgAnI2AhQLIAZBIGokAAu7AgEDfyAAQQhqELkBIQEgACgCFCIDQT9xBEAgA0EBcQRAIAEgACgCHEF+cSICKAIEIAItAAsiAiACwEEASBsiAmogAkEBcmdBH3NBCWxByQBqQQZ2akEBaiEBCyADQQJxBEAgASAAKAIgQX5xIgIoAgQgAi0ACyICIALAQQBIGyICaiACQQFyZ0Efc0EJbEHJAGpBBnZqQQFqIQELIANBBHEEQCABIAAoAiRBfnEiAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgAUECaiABIANBCHEbIgFBAmogASADQRBxGyIBQQJqIAEgA0EgcRshAQsgACgCBCIDQQFxBEAgASADQX5xIgEoAgggAS0ADyIBIAHAQQBIG2ohAQsgACAB/hcCGCABC5UFAQN/AkAgACgCFCIFQQFxRQ0AAkAgACgCHEF+cSIDKAIEIAMtAAsiBCAEwEEASBsiBEH/AEwEQCACKAIAIAFrQQ5qIARODQELIAJBASADIAEQbiEBDAELIAEgBDoAASABQQo6AAAgAUECaiIBIAMoAgAgAyADLAALQQBIGyAE/AoAACABIARqIQELAkAgBUECcUUNAAJAIAAoAiBBfnEiAygCBCADLQALIgQgBMBBAEgbIgRB/wBMBEAgAigCACABa0EOaiAETg0BCyACQQIgAyABEG4hAQwBCyABIAQ6AAEgAUESOgAAIAFBAmoiASADKAIAIAMgAywAC0EASBsgBPwKAAAgASAEaiEBCyAFQQhxBEAgASACKAIATwRAIAIgARAvIQELIAEgAC0AKDoAASABQRg6AAAgAUECaiEBCyAFQRBxBEAgASACKAIATwRAIAIgARAvIQELIAEgAC0AKToAASABQSA6AAAgAUECaiEBCyAAQQhqAn8gBUEgcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtACo6AAEgAUEoOgAAIAFBAmohAQsgASAFQQRxRQ0AGgJAIAAoAiRBfnEiBSgCBCAFLQALIgMgA8BBAEgbIgNB/wBMBEAgAigCACABa0EOaiADTg0BCyACQQYgBSABEG4MAQsgASADOgABIAFBMjoAACABQQJqIgEgBSgCACAFIAUsAAtBAEgbIAP8CgAAIAEgA2oLIAIQuwEhASAAKAIEIgBBAXEEfyAAQX5xIgAoAgQgAEEEaiAALQAPIgPAQQBIIgQbIQUgACgCCCADIAQbIgAgAigCACABa0oEQCACIAUgACABEIIBDwsgASAFIAD8CgAAIAAgAWoFIAELC6kCAQJ/IABBCGoQjAEgACgCFCICQT9xBEACQCACQQFxRQ0AIAAoAhxBfnEiASwAC0EASARAIAEoAgBBADoAACABQQA2AgQMAQsgAUEAOgALIAFBADoAAAsCQCACQQJxRQ0AIAAoAiBBfnEiASwAC0EASARAIAEoAgBBADoAACABQQA2AgQMAQsgAUEAOgALIAFBADoAAAsCQCACQQRxRQ0AIAAoAiRBfnEiASwAC0EASARAIAEoAgBBADoAACABQQA2AgQMAQsgAUEAOgALIAFBADoAAAsgAEEBOgAqIABBgQI7ASgLIABBADYCFCAAKAIEIgBBAXEEQCAAQX5xIgAsAA9BAEgEQCAAKAIEQQA6AAAgAEEANgIIDwsgAEEAOgAPIABBADoABAsLiwQBA38jAEEgayICJAAgACgCBCIDQX5xIQEgA0EBcQR/IAEoAgAFIAELBEAgAkEIaiIBQgA3AgwgAUGDBDYCCCABQdY5NgIEIAFBAzYCACABQQA2AhQgAUGS3wAQKhAsIAEQKwsgACgCYEGosANHBEAgAEHgAGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLIAAoAmRBqLADRwRAIABB5ABqEFsiASwAC0EASARAIAEoAgAQJwsgARAnCyAAKAJoQaiwA0cEQCAAQegAahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsgACgCbARAIABB7ABqEFsiASwAC0EASARAIAEoAgAQJwsgARAnCyAAKAJwBEAgAEHwAGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLIAAoAnQEQCAAQfQAahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsgACgCeARAIABB+ABqEFsiASwAC0EASARAIAEoAgAQJwsgARAnCyAAKAJ8BEAgAEH8AGoQWyIBLAALQQBIBEAgASgCABAnCyABECcLIAJBIGokAAJAIAAoAgQiAUEBcUUNACABQX5xIgEoAgANACABLAAPQQBIBEAgASgCBBAnCyABECcLIABB0ABqEN0BGiAAQUBrEN0BGiAAQTBqEN0BGiAAQSBqEN0BGiAAQQhqELIBIAAL+wEBA38jAEEgayICJAAgACgCBCIDQX5xIQEgA0EBcQR/IAEoAgAFIAELBEAgAkEIaiIBQgA3AgwgAUGMATYCCCABQf85NgIEIAFBAzYCACABQQA2AhQgAUGS3wAQKhAsIAEQKwsgACgCHEGosANHBEAgAEEcahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsgACgCIEGosANHBEAgAEEgahBbIgEsAAtBAEgEQCABKAIAECcLIAEQJwsgAkEgaiQAAkAgACgCBCIBQQFxRQ0AIAFBfnEiASgCAA0AIAEsAA9BAEgEQCABKAIEECcLIAEQJwsgAEEIahCyASAAC9gDAQR/IwBBIGsiBSQAIAAgAUYEQCAFQQhqIgNCADcCDCADQYcLNgIIIANB9S02AgQgA0EDNgIAIANBADYCFCADQczoABAqECwgAxArCyABKAIAIgMEQCAAIAMgACgCACIDahD0ASAAIAEoAgAiBCAAKAIEIAAoAgAiAmtKBH8gBUEIaiICQgA3AgwgAkH+CTYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkG76QAQKiAAKAIEEHZByoABECogACgCABB2ECwgAhArIAAoAgAFIAILIARqNgIAIwBBIGsiBCQAIANBAEgEQCAEQQhqIgJCADcCDCACQaoKNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQY/9ABAqECwgAhArCyADIAAoAgBOBEAgBEEIaiICQgA3AgwgAkGrCjYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkGa7gAQKhAsIAIQKwsgACgCBEEATARAIARBCGoiAkIANwIMIAJB4AI2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJB6/wAECoQLCACECsLIAAoAgghACAEQSBqJAAgACADQQN0aiABQQAQYyABKAIAQQN0/AoAAAsgBUEgaiQACwwAIAAQ8QQaIAAQJwtLAQJ/IAAoAgQiBkEIdSEHIAAoAgAiACABIAIgBkEBcQR/IAcgAygCAGooAgAFIAcLIANqIARBAiAGQQJxGyAFIAAoAgAoAhQRDgALmgEAIABBAToANQJAIAAoAgQgAkcNACAAQQE6ADQCQCAAKAIQIgJFBEAgAEEBNgIkIAAgAzYCGCAAIAE2AhAgA0EBRw0CIAAoAjBBAUYNAQwCCyABIAJGBEAgACgCGCICQQJGBEAgACADNgIYIAMhAgsgACgCMEEBRw0CIAJBAUYNAQwCCyAAIAAoAiRBAWo2AiQLIABBAToANgsL5gEBAn8jAEEgayIDJAAgAUEASARAIANBCGoiAkIANwIMIAJBlQo2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBj/0AECoQLCACECsLIAEgACgCAE4EQCADQQhqIgJCADcCDCACQZYKNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQZruABAqECwgAhArCyAAKAIEQQBMBEAgA0EIaiICQgA3AgwgAkHgAjYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkHr/AAQKhAsIAIQKwsgACgCCCEAIANBIGokACAAIAFqC10BAX8gACgCECIDRQRAIABBATYCJCAAIAI2AhggACABNgIQDwsCQCABIANGBEAgACgCGEECRw0BIAAgAjYCGA8LIABBAToANiAAQQI2AhggACAAKAIkQQFqNgIkCwvUAgEHfyMAQRBrIgckACABEEIhBQJ/IAItAAtBB3YEQCACKAIEDAELIAItAAtB/wBxCyEGAn8CfyMAQRBrIggkACAFIAZqIgNB7////wdNBEACQCADQQtJBEAgAEIANwIAIABBADYCCCAAIAAtAAtBgAFxIANyOgALIAAgAC0AC0H/AHE6AAsMAQsgACADQQtPBH8gA0EQakFwcSIEIARBAWsiBCAEQQtGGwVBCgtBAWoiBBDWAyEJIAAgACgCCEGAgICAeHEgBEH/////B3FyNgIIIAAgACgCCEGAgICAeHI2AgggACAJNgIAIAAgAzYCBAsgCEEQaiQAIAAMAQsQQwALIgAtAAtBB3YEQCAAKAIADAELIAALIgAgASAFEHQgACAFaiIAAn8gAi0AC0EHdgRAIAIoAgAMAQsgAgsgBhB0IAAgBmpBAUEAEIADIAdBEGokAAv8AQEDfyMAQRBrIgIkACACIAE2AgwCQAJAAn8gAC0AC0EHdiIERQRAQQEhASAALQALQf8AcQwBCyAAKAIIQf////8HcUEBayEBIAAoAgQLIgMgAUYEQCAAIAFBASABIAEQ9QQCfyAALQALQQd2BEAgACgCAAwBC0EACxoMAQsCfyAALQALQQd2BEAgACgCAAwBC0EACxogBA0AIAAiASADQQFqIAAtAAtBgAFxcjoACyAAIAAtAAtB/wBxOgALDAELIAAoAgAhASAAIANBAWo2AgQLIAEgA0ECdGoiACACKAIMNgIAIAJBADYCCCAAIAIoAgg2AgQgAkEQaiQAC+MEAQh/IwBBEGsiBSQAIAUgATYCDCABQe////8HTQRAAkAgAC0AC0EHdgR/IAAoAghB/////wdxQQFrBUEKCyABTw0AIAUCfyAAIgItAAtBB3YEQCACKAIEDAELIAItAAtB/wBxCzYCCCMAQRBrIgYkACAFQQxqIgMoAgAgBUEIaiIHKAIASSEBIAZBEGokACACLQALQQd2BH8gAigCCEH/////B3FBAWsFQQoLIAcgAyABGygCACIBQQtPBH8gAUEQakFwcSIBIAFBAWsiASABQQtGGwVBCgsiA0YNACMAQRBrIgQkACACLQALQQd2BH8gAigCCEH/////B3FBAWsFQQoLIQgCfyACLQALQQd2BEAgAigCBAwBCyACLQALQf8AcQshCQJAAn8gA0ELSSIHBEBBASEGIANBAWohAyACIQEgACgCAAwBCyADQQFqIQECfyADIAhLBEAgBEEIaiACIAEQvAEgBCgCCCEBIAQoAgwMAQsgBEEIaiACIAEQvAEgBCgCCCIBRQ0CIAQoAgwLIQMgAi0AC0EHdiICIQYCfyACBEAgACgCAAwBCyAACwshAiABIAICfyAALQALQQd2BEAgACgCBAwBCyAALQALQf8AcQtBAWoQdCAGBEAgACACIAhBAWoQ5wELAkAgB0UEQCAAIAAoAghBgICAgHhxIANB/////wdxcjYCCCAAIAAoAghBgICAgHhyNgIIIAAgCTYCBCAAIAE2AgAMAQsgACAALQALQYABcSAJcjoACyAAIAAtAAtB/wBxOgALCwsgBEEQaiQACyAFQRBqJAAPCxBDAAs9AQF/IwBBEGsiAyQAIAMgAjoADwNAIAEEQCAAIAMtAA86AAAgAUEBayEBIABBAWohAAwBCwsgA0EQaiQAC8YCAQV/IwBBEGsiBSQAIAJB7////wcgAWtNBEACfyAALQALQQd2BEAgACgCAAwBCyAACyEGIAVBBGogACABQef///8DSQR/IAUgAUEBdDYCDCAFIAEgAmo2AgQjAEEQayICJAAgBUEEaiIHKAIAIAVBDGoiCCgCAEkhCSACQRBqJAAgCCAHIAkbKAIAIgJBC08EfyACQRBqQXBxIgIgAkEBayICIAJBC0YbBUEKC0EBagVB7////wcLELwBIAUoAgQhAiAFKAIIGiAEBEAgAiAGIAQQdAsgAyAERwRAIAIgBGogBCAGaiADIARrEHQLIAFBAWoiAUELRwRAIAAgBiABEOcBCyAAIAI2AgAgACAAKAIIQYCAgIB4cSAFKAIIQf////8HcXI2AgggACAAKAIIQYCAgIB4cjYCCCAFQRBqJAAPCxBDAAsMACAAIAEgAhDsARoLDQAgACABIAJCfxCCBAuCBQEFfyABLAAAIgRB/wFxIQMgAiEFAkACfyABQQFqIgIgBEEATg0AGiADIAIsAAAiBEH/AXFBB3RqQYABayEDAkAgBEEATg0AIAMgASwAAiICQf8BcUEOdGpBgIABayEDIAJBAE4EQCABQQJqIQIMAQsgAyABLAADIgJB/wFxQRV0akGAgIABayEDIAJBAE4EQCABQQNqIQIMAQtBACECIAEtAAQiBEEHSw0CIAMgBEEcdGpBgICAgAFrIgNB7////wdLDQIgAUEFagwBCyACQQFqCyEBIwBBIGsiByQAAkAgAyAFKAIEIAFrQRBqIgRKBEADQCAAIARBA3YiBiAAKAIAahD0ASAGIAAoAgQgACgCACICa0oEQCAHQQhqIgJCADcCDCACQf4JNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQbvpABAqIAAoAgQQdkHKgAEQKiAAKAIAEHYQLCACECsgACgCACECCyAAIAIgBmo2AgAgACgCCCACQQN0aiABIARBeHEiAvwKAABBACEBIAUoAhBBEUgNAiAFEIgBIgZFDQIgAyACayIDIAUoAgQgBiAEQQdxa0EQaiIBa0EQaiIESg0ACwsgACADQQN2IgUgACgCAGoQ9AEgBSAAKAIEIAAoAgAiAmtKBEAgB0EIaiICQgA3AgwgAkH+CTYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkG76QAQKiAAKAIEEHZByoABECogACgCABB2ECwgAhArIAAoAgAhAgsgACACIAVqNgIAIAAoAgggAkEDdGogASADQXhxIgD8CgAAIAAgAWpBACAAIANGGyEBCyAHQSBqJAAgASECCyACC4IFAQV/IAEsAAAiBEH/AXEhAyACIQUCQAJ/IAFBAWoiAiAEQQBODQAaIAMgAiwAACIEQf8BcUEHdGpBgAFrIQMCQCAEQQBODQAgAyABLAACIgJB/wFxQQ50akGAgAFrIQMgAkEATgRAIAFBAmohAgwBCyADIAEsAAMiAkH/AXFBFXRqQYCAgAFrIQMgAkEATgRAIAFBA2ohAgwBC0EAIQIgAS0ABCIEQQdLDQIgAyAEQRx0akGAgICAAWsiA0Hv////B0sNAiABQQVqDAELIAJBAWoLIQEjAEEgayIHJAACQCADIAUoAgQgAWtBEGoiBEoEQANAIAAgBEECdiIGIAAoAgBqEPUBIAYgACgCBCAAKAIAIgJrSgRAIAdBCGoiAkIANwIMIAJB/gk2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBu+kAECogACgCBBB2QcqAARAqIAAoAgAQdhAsIAIQKyAAKAIAIQILIAAgAiAGajYCACAAKAIIIAJBAnRqIAEgBEF8cSIC/AoAAEEAIQEgBSgCEEERSA0CIAUQiAEiBkUNAiADIAJrIgMgBSgCBCAGIARBA3FrQRBqIgFrQRBqIgRKDQALCyAAIANBAnYiBSAAKAIAahD1ASAFIAAoAgQgACgCACICa0oEQCAHQQhqIgJCADcCDCACQf4JNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQbvpABAqIAAoAgQQdkHKgAEQKiAAKAIAEHYQLCACECsgACgCACECCyAAIAIgBWo2AgAgACgCCCACQQJ0aiABIANBfHEiAPwKAAAgACABakEAIAAgA0YbIQELIAdBIGokACABIQILIAILFwAgACgCCBBIRwRAIAAoAggQxQMLIAALpQ8BBn9BxdQDLQAARQRAQfy1AigCACIEIQAjAEEQayIDJABB5NEDEDciAUGc0gM2AiggASAANgIgIAFBjLYCNgIAIAFBADoANCABQX82AjAgA0EMaiICIAEoAgQiADYCACAAIAAoAgRBAWo2AgQgASACIAEoAgAoAggRAgAgAigCACICIAIoAgRBAWsiADYCBCAAQX9GBEAgAiACKAIAKAIIEQEACyADQRBqJABBwMwDQdi1AjYCAEHAzANB8KkCNgIAQbjMA0GcpgI2AgBBwMwDQbCmAjYCAEG8zANBADYCAEHAzANB5NEDEIICQaTSA0GAtgIoAgAiA0HU0gMQ0QNB6M0DQaTSAxC8AkHc0gNBoIwCKAIAIgJBjNMDENEDQZDPA0Hc0gMQvAJBuNADQZDPAygCAEEMaygCAEGQzwNqKAIYELwCQbjMAygCAEEMaygCAEG4zANqIgAoAkgaIABB6M0DNgJIQZDPAygCAEEMaygCAEGQzwNqIgAgACgCBEGAwAByNgIEQZDPAygCAEEMaygCAEGQzwNqIgAoAkgaIABB6M0DNgJIIwBBEGsiASQAQZTTAxDfAyIFQczTAzYCKCAFIAQ2AiAgBUHYtwI2AgAgBUEAOgA0IAVBfzYCMCABQQxqIgQgBSgCBCIANgIAIAAgACgCBEEBajYCBCAFIAQgBSgCACgCCBECACAEKAIAIgQgBCgCBEEBayIANgIEIABBf0YEQCAEIAQoAgAoAggRAQALIAFBEGokAEGYzQNB2LUCNgIAQZjNA0GkrQI2AgBBkM0DQZSoAjYCAEGYzQNBqKgCNgIAQZTNA0EANgIAQZjNA0GU0wMQggJB1NMDIANBhNQDENADQbzOA0HU0wMQuwJBjNQDIAJBvNQDENADQeTPA0GM1AMQuwJBjNEDQeTPAygCAEEMaygCAEHkzwNqKAIYELsCQZDNAygCAEEMaygCAEGQzQNqIgAoAkgaIABBvM4DNgJIQeTPAygCAEEMaygCAEHkzwNqIgAgACgCBEGAwAByNgIEQeTPAygCAEEMaygCAEHkzwNqIgAoAkgaIABBvM4DNgJIQcXUA0EBOgAACyMAQRBrIgIkAAJAIAJBDGogAkEIahAbDQBBzNQDIAIoAgxBAnRBBGoQSiIANgIAIABFDQAgAigCCBBKIgAEQEHM1AMoAgAgAigCDEECdGpBADYCAEHM1AMoAgAgABAaRQ0BC0HM1ANBADYCAAsgAkEQaiQAIwBBIGsiACQAQeiwA0IANwIAQfCwA0IANwIAIABBADYCHCAAQf2AATYCGCAAIAApAhg3AxBB+LADQQEgAEEQahDvBCAAQQA2AhwgAEH9gAE2AhggACAAKQIYNwMIQYixA0ECIABBCGoQ7wQgAEEgaiQAIwBBEGsiBCQAIARBADoACkGItgNB6iZB5SYgBEEKahCaBCAEQQA6AAtBmLYDQYkoQYQoIARBC2oQmgQgBEEANgIMIwBBsAFrIgEkAEGotgNB3KoDNgIAQay2AyAEKAIMNgIAQTAQKSICQgA3AgwgAkEANgIUIAJBADYCKEGwtgMgAjYCAEEQECkiACACNgIMIABBjKsDNgIAIABCADcCBEG0tgMgADYCACACQZ4gNgIIIAJB3jE2AgQgAkGLKTYCACABQeSyAjYCYCABQfCyAigCACIANgIoIAFBKGoiAyAAQQxrKAIAakH0sgIoAgA2AgAgAyABKAIoQQxrKAIAaiICIAFBLGoiABA4IAJCgICAgHA3AkggAUHksgI2AmAgAUHQsgI2AiggABA3IgJB8KgCNgIAIAFCADcCVCABQgA3AkwgAUEQNgJcIAMgBCgCDBAyGiABQRxqIAIQOiABQeyyAigCACIANgIoIAMgAEEMaygCAGpB+LICKAIANgIAIAJB8KgCNgIAIAEsAFdBAEgEQCABKAJMECcLIAIQNhogAUHgAGoQNBpBsLYDKAIAIgAsABdBAEgEQCAAKAIMECcLIAAgASkCHDcCDCAAIAEoAiQ2AhRBsLYDKAIAIQAgAUGotgM2AiwgAUG8qwM2AiggASABQShqIgI2AjggAiAAQRhqEOkCAkACfyACIAEoAjgiA0YEQCABQShqIQMgASgCKEEQagwBCyADRQ0BIAMoAgBBFGoLIQAgAyAAKAIAEQEACwJAQYspEEIiA0Hw////B0kEQAJAIANBCk0EQCABIAM6ADMgAUEoaiECDAELIANBD3JBAWoiABApIQIgASAAQYCAgIB4cjYCMCABIAI2AiggASADNgIsCyACQYspIAP8CgAAIAIgA2pBADoAACABQbC2AygCADYCFCABQbS2AygCACIANgIYIAAEQCAAQQH+HgIEGgsgASABKQIUNwMIIAFBKGogAUEIahCbBCABLAAzQQBIBEAgASgCKBAnCyABQbABaiQADAELEEMACyAEQRBqJABBzLYDQZcDNgIAQdC2A0EANgIAEJcEQdC2A0HUtgMoAgA2AgBB1LYDQcy2AzYCAEHYtgNBoQM2AgBB3LYDQQA2AgAQjQRB3LYDQdS2AygCADYCAEHUtgNB2LYDNgIAQYS4A0GMtwM2AgBBvLcDQSo2AgALtwMBBH8CQCADIAIiAGtBA0gNAAsDQAJAIAAgA08NACAEIAZNDQACfyAAQQFqIAAtAAAiAcBBAE4NABogAUHCAUkNASABQd8BTQRAIAMgAGtBAkgNAiAALQABQcABcUGAAUcNAiAAQQJqDAELIAFB7wFNBEAgAyAAa0EDSA0CIAAtAAIhByAALQABIQUCQAJAIAFB7QFHBEAgAUHgAUcNASAFQeABcUGgAUYNAgwFCyAFQeABcUGAAUcNBAwBCyAFQcABcUGAAUcNAwsgB0HAAXFBgAFHDQIgAEEDagwBCyABQfQBSw0BIAMgAGtBBEgNASAEIAZrQQJJDQEgAC0AAyEHIAAtAAIhCCAALQABIQUCQAJAAkACQCABQfABaw4FAAICAgECCyAFQfAAakH/AXFBME8NBAwCCyAFQfABcUGAAUcNAwwBCyAFQcABcUGAAUcNAgsgCEHAAXFBgAFHDQEgB0HAAXFBgAFHDQEgB0E/cSAIQQZ0QcAfcSABQRJ0QYCA8ABxIAVBP3FBDHRycnJB///DAEsNASAGQQFqIQYgAEEEagshACAGQQFqIQYMAQsLIAAgAmsLqAUBBH8jAEEQayIAJAAgACACNgIMIAAgBTYCCAJ/IAAgAjYCDCAAIAU2AggCQAJAAkADQAJAIAAoAgwiASADTw0AIAAoAggiBSAGTw0AQQIhCiAAAn8gAS0AACICwEEATgRAIAUgAjsBACABQQFqDAELIAJBwgFJDQUgAkHfAU0EQCADIAFrQQJIDQUgAS0AASIIQcABcUGAAUcNBCAFIAhBP3EgAkEGdEHAD3FyOwEAIAFBAmoMAQsgAkHvAU0EQCADIAFrQQNIDQUgAS0AAiEJIAEtAAEhCAJAAkAgAkHtAUcEQCACQeABRw0BIAhB4AFxQaABRg0CDAcLIAhB4AFxQYABRg0BDAYLIAhBwAFxQYABRw0FCyAJQcABcUGAAUcNBCAFIAlBP3EgCEE/cUEGdCACQQx0cnI7AQAgAUEDagwBCyACQfQBSw0FQQEhCiADIAFrQQRIDQMgAS0AAyEJIAEtAAIhCCABLQABIQECQAJAAkACQCACQfABaw4FAAICAgECCyABQfAAakH/AXFBME8NCAwCCyABQfABcUGAAUcNBwwBCyABQcABcUGAAUcNBgsgCEHAAXFBgAFHDQUgCUHAAXFBgAFHDQUgBiAFa0EESA0DQQIhCiAJQT9xIgkgCEEGdCILQcAfcSABQQx0QYDgD3EgAkEHcSICQRJ0cnJyQf//wwBLDQMgBSAIQQR2QQNxIAFBAnQiAUHAAXEgAkEIdHIgAUE8cXJyQcD/AGpBgLADcjsBACAAIAVBAmo2AgggBSALQcAHcSAJckGAuANyOwECIAAoAgxBBGoLNgIMIAAgACgCCEECajYCCAwBCwsgASADSSEKCyAKDAILQQEMAQtBAgshASAEIAAoAgw2AgAgByAAKAIINgIAIABBEGokACABC+oFAQF/IwBBEGsiACQAIAAgAjYCDCAAIAU2AggCfyAAIAI2AgwgACAFNgIIIAAoAgwhAgJAAkADQCACIANPBEBBACEFDAMLQQIhBQJAAkAgAi8BACIBQf8ATQRAQQEhBSAGIAAoAggiAmtBAEwNBSAAIAJBAWo2AgggAiABOgAADAELIAFB/w9NBEAgBiAAKAIIIgJrQQJIDQQgACACQQFqNgIIIAIgAUEGdkHAAXI6AAAgACAAKAIIIgJBAWo2AgggAiABQT9xQYABcjoAAAwBCyABQf+vA00EQCAGIAAoAggiAmtBA0gNBCAAIAJBAWo2AgggAiABQQx2QeABcjoAACAAIAAoAggiAkEBajYCCCACIAFBBnZBP3FBgAFyOgAAIAAgACgCCCICQQFqNgIIIAIgAUE/cUGAAXI6AAAMAQsgAUH/twNNBEBBASEFIAMgAmtBBEgNBSACLwECIghBgPgDcUGAuANHDQIgBiAAKAIIa0EESA0FIAhB/wdxIAFBCnRBgPgDcSABQcAHcSIFQQp0cnJB//8/Sw0CIAAgAkECajYCDCAAIAAoAggiAkEBajYCCCACIAVBBnZBAWoiAkECdkHwAXI6AAAgACAAKAIIIgVBAWo2AgggBSACQQR0QTBxIAFBAnZBD3FyQYABcjoAACAAIAAoAggiAkEBajYCCCACIAhBBnZBD3EgAUEEdEEwcXJBgAFyOgAAIAAgACgCCCIBQQFqNgIIIAEgCEE/cUGAAXI6AAAMAQsgAUGAwANJDQQgBiAAKAIIIgJrQQNIDQMgACACQQFqNgIIIAIgAUEMdkHgAXI6AAAgACAAKAIIIgJBAWo2AgggAiABQQZ2QT9xQYABcjoAACAAIAAoAggiAkEBajYCCCACIAFBP3FBgAFyOgAACyAAIAAoAgxBAmoiAjYCDAwBCwtBAgwCC0EBDAELIAULIQEgBCAAKAIMNgIAIAcgACgCCDYCACAAQRBqJAAgAQtnAQJ/IwBBEGsiASQAIAEgADYCDCABQQhqIAFBDGoQiQEhAEEEQQFBhLgDKAIAKAIAGyECIAAoAgAiAARAQYS4AygCABogAARAQYS4A0GMtwMgACAAQX9GGzYCAAsLIAFBEGokACACC2MBAX8jAEEQayIFJAAgBSAENgIMIAVBCGogBUEMahCJASEEIAAgASACIAMQgQIhASAEKAIAIgAEQEGEuAMoAgAaIAAEQEGEuANBjLcDIAAgAEF/Rhs2AgALCyAFQRBqJAAgAQsSACAEIAI2AgAgByAFNgIAQQMLKAEBfyAAQdzYAjYCAAJAIAAoAggiAUUNACAALQAMRQ0AIAEQJwsgAAtAAQJ/IAAoAgAoAgAiACgCACAAKAIIIgJBAXVqIQEgACgCBCEAIAEgAkEBcQR/IAEoAgAgAGooAgAFIAALEQEAC68CAQN/IwBBIGsiBiQAAkAgAywAC0EASARAIAMoAgBBADoAACADQQA2AgQMAQsgA0EAOgALIANBADoAAAsgAiAAKAIQIAAoAgQiBCABa2pMBH8gAyADKAIEIAMtAAsiBCAEwEEASBtBgOHrFyACIAJBgOHrF04bahD/AiAAKAIEBSAECyABa0EQaiEFAkADQCACIAVMBEAgBkEIaiIEQgA3AgwgBEHDAjYCCCAEQdQpNgIEIARBAzYCACAEQQA2AhQgBEGE4wAQKhAsIAQQKwtBACEEIAAoAghFDQEgAyABIAUQRxogACgCEEERSA0BIAAQiAEiAUUNASACIAVrIgIgACgCBCABQRBqIgFrQRBqIgVKDQALIAMgASACEEcaIAEgAmohBAsgBkEgaiQAIAQLLwAgASAAQQhqIgAoAgQgACgCAGtBAnVJBH8gACgCACABQQJ0aigCAEEARwVBAAsL3AEBBH8gAEHI2AI2AgAgAEEIaiEDA0AgAiAAKAIMIAAoAghrQQJ1SQRAIAAoAgggAkECdGooAgAEQCAAKAIIIAJBAnRqKAIAIgEgASgCBEEBayIENgIEIARBf0YEQCABIAEoAgAoAggRAQALCyACQQFqIQIMAQsLIABBmAFqEDAaIwBBEGsiAiQAIAIgAzYCDCACKAIMIgEoAgQaIAEoAggaIAEoAgAaIAEoAgAEQCABEJMDIAIoAgwiAUEQaiABKAIAIgMgASgCCCADa0ECdRD+BAsgAkEQaiQAIAALDAAgACAAKAIAEP8EC3ABAX8jAEEQayICJAAgAiAANgIEIAIgACgCBCIANgIIIAIgACABQQJ0ajYCDCACKAIIIQEgAigCDCEAA0AgACABRgRAIAIoAgQgAigCCDYCBCACQRBqJAAFIAFBADYCACACIAFBBGoiATYCCAwBCwsLIAAgAEGY4QI2AgAgACgCCBBIRwRAIAAoAggQxQMLIAALBABBfwvcAQEFfyMAQRBrIgUkACMAQSBrIgMkACADQRhqIAAgARCDBSADQRBqIANBDGogAygCGCADKAIcIAIQvQIgAygCECEEIwBBEGsiASQAIAEgADYCDCABQQxqIgAhByAEIQYgACgCACEEIwBBEGsiACQAIAAgBDYCDCAAKAIMIQQgAEEQaiQAIAcgBiAEa0ECdRCvAiEAIAFBEGokACADIAA2AgwgAyACIAMoAhQgAmtqNgIIIAUgAygCDDYCCCAFIAMoAgg2AgwgA0EgaiQAIAUoAgwhACAFQRBqJAAgAAvyBwEKfyMAQRBrIhMkACACIAA2AgAgA0GABHEhFSAHQQJ0IRYDQCAUQQRGBEACfyANLQALQQd2BEAgDSgCBAwBCyANLQALQf8AcQtBAUsEQCATIA0QeDYCDCACIBNBDGpBARCvAiANEKsBIAIoAgAQlwM2AgALIANBsAFxIgNBEEcEQCABIANBIEYEfyACKAIABSAACzYCAAsgE0EQaiQABQJAAkACQAJAAkACQCAIIBRqLAAADgUAAQMCBAULIAEgAigCADYCAAwECyABIAIoAgA2AgAgBkEgIAYoAgAoAiwRAwAhByACIAIoAgAiD0EEajYCACAPIAc2AgAMAwsCfyANLQALQQd2BEAgDSgCBAwBCyANLQALQf8AcQtFDQICfyANLQALQQd2BEAgDSgCAAwBCyANCygCACEHIAIgAigCACIPQQRqNgIAIA8gBzYCAAwCCwJ/IAwtAAtBB3YEQCAMKAIEDAELIAwtAAtB/wBxC0UhByAVRQ0BIAcNASACIAwQeCAMEKsBIAIoAgAQlwM2AgAMAQsgAigCACEXIAQgFmoiBCEHA0ACQCAFIAdNDQAgBkHAACAHKAIAIAYoAgAoAgwRBABFDQAgB0EEaiEHDAELCyAOQQBKBEAgAigCACEPIA4hEANAAkAgBCAHTw0AIBBFDQAgEEEBayEQIAdBBGsiBygCACERIAIgD0EEaiISNgIAIA8gETYCACASIQ8MAQsLAkAgEEUEQEEAIREMAQsgBkEwIAYoAgAoAiwRAwAhESACKAIAIQ8LA0AgD0EEaiESIBBBAEoEQCAPIBE2AgAgEEEBayEQIBIhDwwBCwsgAiASNgIAIA8gCTYCAAsCQCAEIAdGBEAgBkEwIAYoAgAoAiwRAwAhDyACIAIoAgAiEEEEaiIHNgIAIBAgDzYCAAwBCwJ/IAstAAtBB3YEQCALKAIEDAELIAstAAtB/wBxCwR/An8gCy0AC0EHdgRAIAsoAgAMAQsgCwssAAAFQX8LIRFBACEPQQAhEANAIAQgB0cEQAJAIA8gEUcEQCAPIRIMAQsgAiACKAIAIhJBBGo2AgAgEiAKNgIAQQAhEgJ/IAstAAtBB3YEQCALKAIEDAELIAstAAtB/wBxCyAQQQFqIhBNBEAgDyERDAELAn8gCy0AC0EHdgRAIAsoAgAMAQsgCwsgEGotAABB/wBGBEBBfyERDAELAn8gCy0AC0EHdgRAIAsoAgAMAQsgCwsgEGosAAAhEQsgB0EEayIHKAIAIQ8gAiACKAIAIhhBBGo2AgAgGCAPNgIAIBJBAWohDwwBCwsgAigCACEHCyAXIAcQ+wELIBRBAWohFAwBCwsL5wMBAX8jAEEQayIKJAAgCQJ/IAAEQCACEJ8DIQACQCABBEAgCkEEaiIBIAAgACgCACgCLBECACADIAooAgQ2AAAgASAAIAAoAgAoAiARAgAMAQsgCkEEaiIBIAAgACgCACgCKBECACADIAooAgQ2AAAgASAAIAAoAgAoAhwRAgALIAggARCSASABEE8aIAQgACAAKAIAKAIMEQAANgIAIAUgACAAKAIAKAIQEQAANgIAIApBBGoiASAAIAAoAgAoAhQRAgAgBiABEGYgARAwGiABIAAgACgCACgCGBECACAHIAEQkgEgARBPGiAAIAAoAgAoAiQRAAAMAQsgAhCeAyEAAkAgAQRAIApBBGoiASAAIAAoAgAoAiwRAgAgAyAKKAIENgAAIAEgACAAKAIAKAIgEQIADAELIApBBGoiASAAIAAoAgAoAigRAgAgAyAKKAIENgAAIAEgACAAKAIAKAIcEQIACyAIIAEQkgEgARBPGiAEIAAgACgCACgCDBEAADYCACAFIAAgACgCACgCEBEAADYCACAKQQRqIgEgACAAKAIAKAIUEQIAIAYgARBmIAEQMBogASAAIAAoAgAoAhgRAgAgByABEJIBIAEQTxogACAAKAIAKAIkEQAACzYCACAKQRBqJAAL2QEBBX8jAEEQayIFJAAjAEEgayIDJAAgA0EYaiAAIAEQgwUgA0EQaiADQQxqIAMoAhggAygCHCACEL0CIAMoAhAhBCMAQRBrIgEkACABIAA2AgwgAUEMaiIAIQcgBCEGIAAoAgAhBCMAQRBrIgAkACAAIAQ2AgwgACgCDCEEIABBEGokACAHIAYgBGsQsAIhACABQRBqJAAgAyAANgIMIAMgAiADKAIUIAJrajYCCCAFIAMoAgw2AgggBSADKAIINgIMIANBIGokACAFKAIMIQAgBUEQaiQAIAALyAkCBn8BfiMAQSBrIgYkAAJAIAAoAggiBUUEQEEAIQUMAQsgAEEYaiIDIAVHBEAgACgCDCIBQRFIBEAgBkEIaiIBQgA3AgwgAUHpADYCCCABQZY2NgIEIAFBAzYCACABQQA2AhQgAUHf3AAQKhAsIAEQKyAAKAIIIQUgACgCDCEBCyAAIAM2AgggACABIAVqQRBrNgIEIAAoAjhBAUcNASAAQQI2AjgMAQsgACgCBCIDKQAAIQkgBSADKQAINwAIIAUgCTcAAAJAAkAgACgCQEEATA0AAkAgAkEASA0AAkAgAUEATgRAIAFBEEsEQCAGQQhqIgFCADcCDCABQTY2AgggAUGWNjYCBCABQQM2AgAgAUEANgIUIAFBgt0AECoQLCABECsMAwsgAUEQRg0CDAELIAZBCGoiA0IANwIMIANBNTYCCCADQZY2NgIEIANBAzYCACADQQA2AhQgA0GX5wAQKhAsIAMQKwsgASAFaiEBIABBKGohCANAIAEsAAAiA0H/AXEhBCAIAn8gAUEBaiADQQBODQAaIAQgASwAASIHQf8BcUEHdGpBgAFrIQQgAUECaiIDIAdBAE4NABogBCADLAAAIgdB/wFxQQ50akGAgAFrIQQCQCAHQQBODQAgBCABLAADIgNB/wFxQRV0akGAgIABayEEIANBAE4EQCABQQNqIQMMAQsgASwABCIHQQBIDQMgAUEEaiEDIAQgB0EcdGpBgICAgAFrIQQLIANBAWoLIgFJDQEgBEUNAgJAAkACQAJAAkACQAJAIARBB3EOBgABAgMEBQgLIAEgBkEIahBrIgENBQwHCyABQQhqIQEMBAsgASwAACIHQf8BcSEDAn8gAUEBaiIEIAdBAE4NABogAyAELAAAIgdB/wFxQQd0akGAAWshAwJAIAdBAEgEfyADIAEsAAIiBEH/AXFBDnRqQYCAAWshAyABQQNqIARBAE4NAhogAyABLAADIgRB/wFxQRV0akGAgIABayEDIARBAEgNASABQQNqBSAEC0EBagwBCyABLQAEIgRBB0sNBkEAIAMgBEEcdGpBgICAgAFrIgMgA0Hv////B0siBBshA0EAIAFBBWogBBsLIgFFDQUgAyAIIAFrSg0FIAEgA2ohAQwDCyACQQFqIQIMAgsgAkEATA0EIAJBAWshAgwBCyABQQRqIQELIAEgCEkNAAsLIAAoAhQiASAGQQRqIABBDGoiAiABKAIAKAIIEQQABEADQCAAIAAoAkAgACgCDCIBazYCQCABQRFOBEAgAEEoaiICIAYoAgQiASkAADcAACAAIAEpAAg3ADAgACABNgIIIAAgAjYCBAwECyABQQBKBEAgAEEoaiAGKAIEIAH8CgAAIAAgASAFajYCBCAAIAU2AggMBAsgAQRAIAZBCGoiAUIANwIMIAFBiQE2AgggAUGWNjYCBCABQQM2AgAgAUEANgIUIAFBtOcAECogAigCABB2ECwgARArCyAAKAIUIgEgBkEEaiACIAEoAgAoAggRBAANAAsLIABBADYCQAsgACgCOEECRgRAIAAgACgCBCAFazYCOAsgAEIANwIIIAAgAEEoajYCBAwBCyAAKAI4QQFNDQAgAEEBNgI4CyAGQSBqJAAgBQveBwEKfyMAQRBrIhMkACACIAA2AgAgA0GABHEhFgNAIBRBBEYEQAJ/IA0tAAtBB3YEQCANKAIEDAELIA0tAAtB/wBxC0EBSwRAIBMgDRB4NgIMIAIgE0EMakEBELACIA0QrQEgAigCABCaAzYCAAsgA0GwAXEiA0EQRwRAIAEgA0EgRgR/IAIoAgAFIAALNgIACyATQRBqJAAFAkACQAJAAkACQAJAIAggFGosAAAOBQABAwIEBQsgASACKAIANgIADAQLIAEgAigCADYCACAGQSAgBigCACgCHBEDACEPIAIgAigCACIQQQFqNgIAIBAgDzoAAAwDCwJ/IA0tAAtBB3YEQCANKAIEDAELIA0tAAtB/wBxC0UNAgJ/IA0tAAtBB3YEQCANKAIADAELIA0LLQAAIQ8gAiACKAIAIhBBAWo2AgAgECAPOgAADAILAn8gDC0AC0EHdgRAIAwoAgQMAQsgDC0AC0H/AHELRSEPIBZFDQEgDw0BIAIgDBB4IAwQrQEgAigCABCaAzYCAAwBCyACKAIAIRcgBCAHaiIEIREDQAJAIAUgEU0NACARLAAAIg9BAE4EfyAGKAIIIA9B/wFxQQJ0aigCAEHAAHFBAEcFQQALRQ0AIBFBAWohEQwBCwsgDiIPQQBKBEADQAJAIAQgEU8NACAPRQ0AIA9BAWshDyARQQFrIhEtAAAhECACIAIoAgAiEkEBajYCACASIBA6AAAMAQsLIA8EfyAGQTAgBigCACgCHBEDAAVBAAshEgNAIAIgAigCACIQQQFqNgIAIA9BAEoEQCAQIBI6AAAgD0EBayEPDAELCyAQIAk6AAALAkAgBCARRgRAIAZBMCAGKAIAKAIcEQMAIQ8gAiACKAIAIhBBAWo2AgAgECAPOgAADAELAn8gCy0AC0EHdgRAIAsoAgQMAQsgCy0AC0H/AHELBH8CfyALLQALQQd2BEAgCygCAAwBCyALCywAAAVBfwshEkEAIQ9BACEQA0AgBCARRg0BAkAgDyASRwRAIA8hFQwBCyACIAIoAgAiEkEBajYCACASIAo6AABBACEVAn8gCy0AC0EHdgRAIAsoAgQMAQsgCy0AC0H/AHELIBBBAWoiEE0EQCAPIRIMAQsCfyALLQALQQd2BEAgCygCAAwBCyALCyAQai0AAEH/AEYEQEF/IRIMAQsCfyALLQALQQd2BEAgCygCAAwBCyALCyAQaiwAACESCyARQQFrIhEtAAAhDyACIAIoAgAiGEEBajYCACAYIA86AAAgFUEBaiEPDAALAAsgFyACKAIAELcBCyAUQQFqIRQMAQsLC+MDAQF/IwBBEGsiCiQAIAkCfyAABEAgAhCkAyEAAkAgAQRAIApBBGoiASAAIAAoAgAoAiwRAgAgAyAKKAIENgAAIAEgACAAKAIAKAIgEQIADAELIApBBGoiASAAIAAoAgAoAigRAgAgAyAKKAIENgAAIAEgACAAKAIAKAIcEQIACyAIIAEQZiABEDAaIAQgACAAKAIAKAIMEQAAOgAAIAUgACAAKAIAKAIQEQAAOgAAIApBBGoiASAAIAAoAgAoAhQRAgAgBiABEGYgARAwGiABIAAgACgCACgCGBECACAHIAEQZiABEDAaIAAgACgCACgCJBEAAAwBCyACEKMDIQACQCABBEAgCkEEaiIBIAAgACgCACgCLBECACADIAooAgQ2AAAgASAAIAAoAgAoAiARAgAMAQsgCkEEaiIBIAAgACgCACgCKBECACADIAooAgQ2AAAgASAAIAAoAgAoAhwRAgALIAggARBmIAEQMBogBCAAIAAoAgAoAgwRAAA6AAAgBSAAIAAoAgAoAhARAAA6AAAgCkEEaiIBIAAgACgCACgCFBECACAGIAEQZiABEDAaIAEgACAAKAIAKAIYEQIAIAcgARBmIAEQMBogACAAKAIAKAIkEQAACzYCACAKQRBqJAALCgAgAEHw1QMQOwsKACAAQfjVAxA7Cx8BAX8gASgCABDdAyECIAAgASgCADYCBCAAIAI2AgALwxgBCX8jAEGQBGsiCyQAIAsgCjYCiAQgCyABNgKMBAJAIAAgC0GMBGoQRARAIAUgBSgCAEEEcjYCAEEAIQAMAQsgC0GdBDYCSCALIAtB6ABqIAtB8ABqIAtByABqIg8QTiIRKAIAIgE2AmQgCyABQZADajYCYCMAQRBrIgEkACAPQgA3AgAgD0EANgIIIAFBEGokACMAQRBrIgEkACALQTxqIg5CADcCACAOQQA2AgggAUEQaiQAIwBBEGsiASQAIAtBMGoiDUIANwIAIA1BADYCCCABQRBqJAAjAEEQayIBJAAgC0EkaiIMQgA3AgAgDEEANgIIIAFBEGokACMAQRBrIgEkACALQRhqIhBCADcCACAQQQA2AgggAUEQaiQAIwBBEGsiCiQAIAsCfyACBEAgCkEEaiICIAMQnwMiASABKAIAKAIsEQIAIAsgCigCBDYAXCACIAEgASgCACgCIBECACAMIAIQkgEgAhBPGiACIAEgASgCACgCHBECACANIAIQkgEgAhBPGiALIAEgASgCACgCDBEAADYCWCALIAEgASgCACgCEBEAADYCVCACIAEgASgCACgCFBECACAPIAIQZiACEDAaIAIgASABKAIAKAIYEQIAIA4gAhCSASACEE8aIAEgASgCACgCJBEAAAwBCyAKQQRqIgIgAxCeAyIBIAEoAgAoAiwRAgAgCyAKKAIENgBcIAIgASABKAIAKAIgEQIAIAwgAhCSASACEE8aIAIgASABKAIAKAIcEQIAIA0gAhCSASACEE8aIAsgASABKAIAKAIMEQAANgJYIAsgASABKAIAKAIQEQAANgJUIAIgASABKAIAKAIUEQIAIA8gAhBmIAIQMBogAiABIAEoAgAoAhgRAgAgDiACEJIBIAIQTxogASABKAIAKAIkEQAACzYCFCAKQRBqJAAgCSAIKAIANgIAIARBgARxIRJBACEDQQAhAQNAIAEhAgJAAkACQAJAIANBBEYNACAAIAtBjARqEEQNAEEAIQoCQAJAAkACQAJAAkAgC0HcAGogA2osAAAOBQEABAMFCQsgA0EDRg0HIAdBAQJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQoAgALIAcoAgAoAgwRBAAEQCALQQxqIAAQoAMgECALKAIMEP4CDAILIAUgBSgCAEEEcjYCAEEAIQAMBgsgA0EDRg0GCwNAIAAgC0GMBGoQRA0GIAdBAQJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQoAgALIAcoAgAoAgwRBABFDQYgC0EMaiAAEKADIBAgCygCDBD+AgwACwALAkACfyANLQALQQd2BEAgDSgCBAwBCyANLQALQf8AcQtFDQACfyAAKAIAIgEoAgwiBCABKAIQRgRAIAEgASgCACgCJBEAAAwBCyAEKAIACwJ/IA0tAAtBB3YEQCANKAIADAELIA0LKAIARw0AIAAQXRogBkEAOgAAIA0gAgJ/IA0tAAtBB3YEQCANKAIEDAELIA0tAAtB/wBxC0EBSxshAQwGCwJAAn8gDC0AC0EHdgRAIAwoAgQMAQsgDC0AC0H/AHELRQ0AAn8gACgCACIBKAIMIgQgASgCEEYEQCABIAEoAgAoAiQRAAAMAQsgBCgCAAsCfyAMLQALQQd2BEAgDCgCAAwBCyAMCygCAEcNACAAEF0aIAZBAToAACAMIAICfyAMLQALQQd2BEAgDCgCBAwBCyAMLQALQf8AcQtBAUsbIQEMBgsCQAJ/IA0tAAtBB3YEQCANKAIEDAELIA0tAAtB/wBxC0UNAAJ/IAwtAAtBB3YEQCAMKAIEDAELIAwtAAtB/wBxC0UNACAFIAUoAgBBBHI2AgBBACEADAQLAn8gDS0AC0EHdgRAIA0oAgQMAQsgDS0AC0H/AHELRQRAAn8gDC0AC0EHdgRAIAwoAgQMAQsgDC0AC0H/AHELRQ0FCyAGAn8gDC0AC0EHdgRAIAwoAgQMAQsgDC0AC0H/AHELRToAAAwECwJAIANBAkkNACACDQAgEg0AQQAhASADQQJGIAstAF9BAEdxRQ0FCyALIA4QeDYCCCALIAsoAgg2AgwCQCADRQ0AIAMgC2otAFtBAUsNAANAAkAgCyAOEKsBNgIIIAsoAgwgCygCCEYNACAHQQEgCygCDCgCACAHKAIAKAIMEQQARQ0AIAsgCygCDEEEajYCDAwBCwsgCyAOEHg2AggCfyAQLQALQQd2BEAgECgCBAwBCyAQLQALQf8AcQsgCygCDCALKAIIa0ECdSIBTwRAIAsgEBCrATYCCCALQQhqQQAgAWsQrwIhBCAQEKsBIQogDhB4IRMjAEEQayIBJAAgASAKNgIIIAEgBDYCDCABIBM2AgQDQAJAIAEoAgwgASgCCEciBEUNACABKAIMKAIAIAEoAgQoAgBHDQAgASABKAIMQQRqNgIMIAEgASgCBEEEajYCBAwBCwsgAUEQaiQAIARFDQELIAsgDhB4NgIEIAsgCygCBDYCCCALIAsoAgg2AgwLIAsgCygCDDYCCANAAkAgCyAOEKsBNgIEIAsoAgggCygCBEYNACAAIAtBjARqEEQNAAJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQoAgALIAsoAggoAgBHDQAgABBdGiALIAsoAghBBGo2AggMAQsLIBJFDQMgCyAOEKsBNgIEIAsoAgggCygCBEYNAyAFIAUoAgBBBHI2AgBBACEADAILA0ACQCAAIAtBjARqEEQNAAJ/IAdBwAACfyAAKAIAIgEoAgwiBCABKAIQRgRAIAEgASgCACgCJBEAAAwBCyAEKAIACyIBIAcoAgAoAgwRBAAEQCAJKAIAIgQgCygCiARGBEAgCCAJIAtBiARqEMYBIAkoAgAhBAsgCSAEQQRqNgIAIAQgATYCACAKQQFqDAELAn8gDy0AC0EHdgRAIA8oAgQMAQsgDy0AC0H/AHELRQ0BIApFDQEgASALKAJURw0BIAsoAmQiASALKAJgRgRAIBEgC0HkAGogC0HgAGoQxgEgCygCZCEBCyALIAFBBGo2AmQgASAKNgIAQQALIQogABBdGgwBCwsCQCALKAJkIgEgESgCAEYNACAKRQ0AIAsoAmAgAUYEQCARIAtB5ABqIAtB4ABqEMYBIAsoAmQhAQsgCyABQQRqNgJkIAEgCjYCAAsCQCALKAIUQQBMDQACQCAAIAtBjARqEERFBEACfyAAKAIAIgEoAgwiBCABKAIQRgRAIAEgASgCACgCJBEAAAwBCyAEKAIACyALKAJYRg0BCyAFIAUoAgBBBHI2AgBBACEADAMLA0AgABBdGiALKAIUQQBMDQECQCAAIAtBjARqEERFBEAgB0HAAAJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQoAgALIAcoAgAoAgwRBAANAQsgBSAFKAIAQQRyNgIAQQAhAAwECyAJKAIAIAsoAogERgRAIAggCSALQYgEahDGAQsCfyAAKAIAIgEoAgwiBCABKAIQRgRAIAEgASgCACgCJBEAAAwBCyAEKAIACyEBIAkgCSgCACIEQQRqNgIAIAQgATYCACALIAsoAhRBAWs2AhQMAAsACyACIQEgCCgCACAJKAIARw0DIAUgBSgCAEEEcjYCAEEAIQAMAQsCQCACRQ0AQQEhCgNAAn8gAi0AC0EHdgRAIAIoAgQMAQsgAi0AC0H/AHELIApNDQECQCAAIAtBjARqEERFBEACfyAAKAIAIgEoAgwiAyABKAIQRgRAIAEgASgCACgCJBEAAAwBCyADKAIACwJ/IAItAAtBB3YEQCACKAIADAELIAILIApBAnRqKAIARg0BCyAFIAUoAgBBBHI2AgBBACEADAMLIAAQXRogCkEBaiEKDAALAAtBASEAIBEoAgAgCygCZEYNAEEAIQAgC0EANgIMIA8gESgCACALKAJkIAtBDGoQZSALKAIMBEAgBSAFKAIAQQRyNgIADAELQQEhAAsgEBBPGiAMEE8aIA0QTxogDhBPGiAPEDAaIBEoAgAhASARQQA2AgAgAQRAIAEgESgCBBEBAAsMAwsgAiEBCyADQQFqIQMMAAsACyALQZAEaiQAIAALOQECfyABKAIAIQMgAUEANgIAIAAoAgAhAiAAIAM2AgAgAgRAIAIgACgCBBEBAAsgACABKAIENgIECwoAIABB4NUDEDsLCgAgAEHo1QMQOwvkAQEGfyMAQRBrIgUkACAAKAIEIQNBAQJ/IAIoAgAgACgCAGsiBEH/////B0kEQCAEQQF0DAELQX8LIgQgBEEBTRshBCABKAIAIQcgACgCACEIIANBnQRGBH9BAAUgACgCAAsgBBCOAiIGBEAgA0GdBEcEQCAAKAIAGiAAQQA2AgALIAVBnAQ2AgQgACAFQQhqIAYgBUEEahBOIgMQogMgAygCACEGIANBADYCACAGBEAgBiADKAIEEQEACyABIAAoAgAgByAIa2o2AgAgAiAEIAAoAgBqNgIAIAVBEGokAA8LEFQACyABAX8gASgCABDmA8AhAiAAIAEoAgA2AgQgACACOgAAC6oZAQl/IwBBkARrIgskACALIAo2AogEIAsgATYCjAQCQCAAIAtBjARqEEAEQCAFIAUoAgBBBHI2AgBBACEADAELIAtBnQQ2AkwgCyALQegAaiALQfAAaiALQcwAaiIPEE4iESgCACIBNgJkIAsgAUGQA2o2AmAjAEEQayIBJAAgD0IANwIAIA9BADYCCCABQRBqJAAjAEEQayIBJAAgC0FAayIOQgA3AgAgDkEANgIIIAFBEGokACMAQRBrIgEkACALQTRqIg1CADcCACANQQA2AgggAUEQaiQAIwBBEGsiASQAIAtBKGoiDEIANwIAIAxBADYCCCABQRBqJAAjAEEQayIBJAAgC0EcaiIQQgA3AgAgEEEANgIIIAFBEGokACMAQRBrIgokACALAn8gAgRAIApBBGoiAiADEKQDIgEgASgCACgCLBECACALIAooAgQ2AFwgAiABIAEoAgAoAiARAgAgDCACEGYgAhAwGiACIAEgASgCACgCHBECACANIAIQZiACEDAaIAsgASABKAIAKAIMEQAAOgBbIAsgASABKAIAKAIQEQAAOgBaIAIgASABKAIAKAIUEQIAIA8gAhBmIAIQMBogAiABIAEoAgAoAhgRAgAgDiACEGYgAhAwGiABIAEoAgAoAiQRAAAMAQsgCkEEaiICIAMQowMiASABKAIAKAIsEQIAIAsgCigCBDYAXCACIAEgASgCACgCIBECACAMIAIQZiACEDAaIAIgASABKAIAKAIcEQIAIA0gAhBmIAIQMBogCyABIAEoAgAoAgwRAAA6AFsgCyABIAEoAgAoAhARAAA6AFogAiABIAEoAgAoAhQRAgAgDyACEGYgAhAwGiACIAEgASgCACgCGBECACAOIAIQZiACEDAaIAEgASgCACgCJBEAAAs2AhggCkEQaiQAIAkgCCgCADYCACAEQYAEcSESQQAhA0EAIQEDQCABIQICQAJAAkACQCADQQRGDQAgACALQYwEahBADQBBACEKAkACQAJAAkACQAJAIAtB3ABqIANqLAAADgUBAAQDBQkLIANBA0YNBwJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQtAAALwCIBQQBOBH8gBygCCCABQf8BcUECdGooAgBBAXEFQQALBEAgC0EQaiAAEKYDIBAgCywAEBBTDAILIAUgBSgCAEEEcjYCAEEAIQAMBgsgA0EDRg0GCwNAIAAgC0GMBGoQQA0GAn8gACgCACIBKAIMIgQgASgCEEYEQCABIAEoAgAoAiQRAAAMAQsgBC0AAAvAIgFBAE4EfyAHKAIIIAFB/wFxQQJ0aigCAEEBcQVBAAtFDQYgC0EQaiAAEKYDIBAgCywAEBBTDAALAAsCQAJ/IA0tAAtBB3YEQCANKAIEDAELIA0tAAtB/wBxC0UNAAJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQtAAALwEH/AXECfyANLQALQQd2BEAgDSgCAAwBCyANCy0AAEcNACAAEFoaIAZBADoAACANIAICfyANLQALQQd2BEAgDSgCBAwBCyANLQALQf8AcQtBAUsbIQEMBgsCQAJ/IAwtAAtBB3YEQCAMKAIEDAELIAwtAAtB/wBxC0UNAAJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQtAAALwEH/AXECfyAMLQALQQd2BEAgDCgCAAwBCyAMCy0AAEcNACAAEFoaIAZBAToAACAMIAICfyAMLQALQQd2BEAgDCgCBAwBCyAMLQALQf8AcQtBAUsbIQEMBgsCQAJ/IA0tAAtBB3YEQCANKAIEDAELIA0tAAtB/wBxC0UNAAJ/IAwtAAtBB3YEQCAMKAIEDAELIAwtAAtB/wBxC0UNACAFIAUoAgBBBHI2AgBBACEADAQLAn8gDS0AC0EHdgRAIA0oAgQMAQsgDS0AC0H/AHELRQRAAn8gDC0AC0EHdgRAIAwoAgQMAQsgDC0AC0H/AHELRQ0FCyAGAn8gDC0AC0EHdgRAIAwoAgQMAQsgDC0AC0H/AHELRToAAAwECwJAIANBAkkNACACDQAgEg0AQQAhASADQQJGIAstAF9BAEdxRQ0FCyALIA4QeDYCDCALIAsoAgw2AhACQCADRQ0AIAMgC2otAFtBAUsNAANAAkAgCyAOEK0BNgIMIAsoAhAgCygCDEYNACALKAIQLAAAIgFBAE4EfyAHKAIIIAFB/wFxQQJ0aigCAEEBcQVBAAtFDQAgCyALKAIQQQFqNgIQDAELCyALIA4QeDYCDAJ/IBAtAAtBB3YEQCAQKAIEDAELIBAtAAtB/wBxCyALKAIQIAsoAgxrIgFPBEAgCyAQEK0BNgIMIAtBDGpBACABaxCwAiEEIBAQrQEhCiAOEHghEyMAQRBrIgEkACABIAo2AgggASAENgIMIAEgEzYCBANAAkAgASgCDCABKAIIRyIERQ0AIAEoAgwtAAAgASgCBC0AAEcNACABIAEoAgxBAWo2AgwgASABKAIEQQFqNgIEDAELCyABQRBqJAAgBEUNAQsgCyAOEHg2AgggCyALKAIINgIMIAsgCygCDDYCEAsgCyALKAIQNgIMA0ACQCALIA4QrQE2AgggCygCDCALKAIIRg0AIAAgC0GMBGoQQA0AAn8gACgCACIBKAIMIgQgASgCEEYEQCABIAEoAgAoAiQRAAAMAQsgBC0AAAvAQf8BcSALKAIMLQAARw0AIAAQWhogCyALKAIMQQFqNgIMDAELCyASRQ0DIAsgDhCtATYCCCALKAIMIAsoAghGDQMgBSAFKAIAQQRyNgIAQQAhAAwCCwNAAkAgACALQYwEahBADQACfwJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQtAAALwCIBQQBOBH8gBygCCCABQf8BcUECdGooAgBBwABxBUEACwRAIAkoAgAiBCALKAKIBEYEQCAIIAkgC0GIBGoQpQMgCSgCACEECyAJIARBAWo2AgAgBCABOgAAIApBAWoMAQsCfyAPLQALQQd2BEAgDygCBAwBCyAPLQALQf8AcQtFDQEgCkUNASALLQBaIAFB/wFxRw0BIAsoAmQiASALKAJgRgRAIBEgC0HkAGogC0HgAGoQxgEgCygCZCEBCyALIAFBBGo2AmQgASAKNgIAQQALIQogABBaGgwBCwsCQCALKAJkIgEgESgCAEYNACAKRQ0AIAsoAmAgAUYEQCARIAtB5ABqIAtB4ABqEMYBIAsoAmQhAQsgCyABQQRqNgJkIAEgCjYCAAsCQCALKAIYQQBMDQACQCAAIAtBjARqEEBFBEACfyAAKAIAIgEoAgwiBCABKAIQRgRAIAEgASgCACgCJBEAAAwBCyAELQAAC8BB/wFxIAstAFtGDQELIAUgBSgCAEEEcjYCAEEAIQAMAwsDQCAAEFoaIAsoAhhBAEwNAQJAIAAgC0GMBGoQQEUEQAJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQtAAALwCIBQQBOBH8gBygCCCABQf8BcUECdGooAgBBwABxBUEACw0BCyAFIAUoAgBBBHI2AgBBACEADAQLIAkoAgAgCygCiARGBEAgCCAJIAtBiARqEKUDCwJ/IAAoAgAiASgCDCIEIAEoAhBGBEAgASABKAIAKAIkEQAADAELIAQtAAALwCEBIAkgCSgCACIEQQFqNgIAIAQgAToAACALIAsoAhhBAWs2AhgMAAsACyACIQEgCCgCACAJKAIARw0DIAUgBSgCAEEEcjYCAEEAIQAMAQsCQCACRQ0AQQEhCgNAAn8gAi0AC0EHdgRAIAIoAgQMAQsgAi0AC0H/AHELIApNDQECQCAAIAtBjARqEEBFBEACfyAAKAIAIgEoAgwiAyABKAIQRgRAIAEgASgCACgCJBEAAAwBCyADLQAAC8BB/wFxAn8gAi0AC0EHdgRAIAIoAgAMAQsgAgsgCmotAABGDQELIAUgBSgCAEEEcjYCAEEAIQAMAwsgABBaGiAKQQFqIQoMAAsAC0EBIQAgESgCACALKAJkRg0AQQAhACALQQA2AhAgDyARKAIAIAsoAmQgC0EQahBlIAsoAhAEQCAFIAUoAgBBBHI2AgAMAQtBASEACyAQEDAaIAwQMBogDRAwGiAOEDAaIA8QMBogESgCACEBIBFBADYCACABBEAgASARKAIEEQEACwwDCyACIQELIANBAWohAwwACwALIAtBkARqJAAgAAsMACAAQQFBLRC0AxoLXQEBfyMAQRBrIgIkACMAQRBrIgEkACAAIAAtAAtBgAFxQQFyOgALIAAgAC0AC0H/AHE6AAsgAEEBQS0QgAMgAUEAOgAHIAAgAS0ABzoAASABQRBqJAAgAkEQaiQAC20BAX8jAEEQayIGJAAgBkEAOgAPIAYgBToADiAGIAQ6AA0gBkElOgAMIAUEQCAGLQANIQQgBiAGLQAOOgANIAYgBDoADgsgAiABIAIoAgAgAWsgBkEMaiADIAAoAgAQGSABajYCACAGQRBqJAALQgAgASACIAMgBEEEEJQBIQEgAy0AAEEEcUUEQCAAIAFB0A9qIAFB7A5qIAEgAUHkAEgbIAFBxQBIG0HsDms2AgALC0AAIAIgAyAAQQhqIAAoAggoAgQRAAAiACAAQaACaiAFIARBABD/ASAAayIAQZ8CTARAIAEgAEEMbUEMbzYCAAsLQAAgAiADIABBCGogACgCCCgCABEAACIAIABBqAFqIAUgBEEAEP8BIABrIgBBpwFMBEAgASAAQQxtQQdvNgIACwvIAQEBfwJAAkAgASAAKAIARgRAIANFBEBBDBApIQEgAiwAC0EATgRADAMLDAMLIAMtABBBAXEEQCADKAIYKAIQIgEoAgAoAhQhBCABQbCWA0IQIAQRBwALIANBAhA/IQEgAiwAC0EATgRADAILDAILIAAQWyACKAIAIAIgAi0ACyIAwEEASCIBGyACKAIEIAAgARsQcA8LIAEgAikCADcCACABIAIoAgg2AgggACABNgIADwsgASACKAIAIAIoAgQQVSAAIAE2AgALQgAgASACIAMgBEEEEJUBIQEgAy0AAEEEcUUEQCAAIAFB0A9qIAFB7A5qIAEgAUHkAEgbIAFBxQBIG0HsDms2AgALC0AAIAIgAyAAQQhqIAAoAggoAgQRAAAiACAAQaACaiAFIARBABCAAiAAayIAQZ8CTARAIAEgAEEMbUEMbzYCAAsLQAAgAiADIABBCGogACgCCCgCABEAACIAIABBqAFqIAUgBEEAEIACIABrIgBBpwFMBEAgASAAQQxtQQdvNgIACwuqAwEDfyMAQeAAayIDJAAgAkEATgRAIAAgACgCACgCFBEBACADQgA3AiggA0IANwIwIANCADcCOCADQUBrQgA3AgAgA0EANgJcIANCADcCSCADQgA3AiAgA0KAgICACDcCVCADQbiWAygCADYCUAJAIAJBEU8EQCADQRA2AhwgAyADQSRqNgIUIAMgASACakEQayICNgIQIAMgAjYCDAwBCyADQSRqIgQgASAC/AoAACADIAIgBGoiAjYCECADQQA2AhwgA0EANgIUIAMgAjYCDCADKAJEQQFGBEAgAyABIARrNgJECyAEIQELQQAhAgJAIAAgASADQQxqIAAoAgAoAiwRBABFDQAgAygCSA0AIwBBMGsiAiQAIAAgACgCACgCGBEAACIERQRAIAJBGGoiAUIANwIMIAFBhQE2AgggAUGAOTYCBCABQQI2AgAgAUEANgIUIAJBDGoiBUGvMSAAELUDIAEgBRDtAhAsIAIsABdBAEgEQCACKAIMECcLIAEQKwsgAkEwaiQAIAQhAgsgA0HgAGokACACDwtBrMIAQZotQeUBQZAzEAMACwQAQQILuQIBBX8jAEEQayIHJAAjAEEQayIDJAACQCABQe////8DTQRAAkAgAUECSQRAIAAgAC0AC0GAAXEgAXI6AAsgACAALQALQf8AcToACyAAIQQMAQsgA0EIaiAAIAFBAk8EfyABQQRqQXxxIgQgBEEBayIEIARBAkYbBUEBC0EBahDgASADKAIMGiAAIAMoAggiBDYCACAAIAAoAghBgICAgHhxIAMoAgxB/////wdxcjYCCCAAIAAoAghBgICAgHhyNgIIIAAgATYCBAsjAEEQayIFJAAgBSACNgIMIAQhAiABIQYDQCAGBEAgAiAFKAIMNgIAIAZBAWshBiACQQRqIQIMAQsLIAVBEGokACADQQA2AgQgBCABQQJ0aiADKAIENgIAIANBEGokAAwBCxBDAAsgB0EQaiQAIAAL3AEBAn8jAEEQayIDJAAgAEIANwIAIABBADYCCCAAQbXZABCQARogACABEJABGiAAQf7YABCQARogA0EEaiIBIAIgAigCACgCCBECACAAIAMoAgQgASADLQAPIgHAQQBIIgQbIAMoAgggASAEGxBHGiADLAAPQQBIBEAgAygCBBAnCyAAQejeABCQARogA0EEaiIBIAIgAigCACgCHBECACAAIAMoAgQgASADLQAPIgDAQQBIIgEbIAMoAgggACABGxBHGiADLAAPQQBIBEAgAygCBBAnCyADQRBqJAALigcBCn8jAEEQayIKJAAgBhBxIQkgCkEEaiAGEMgBIg0iBiAGKAIAKAIUEQIAIAUgAzYCAAJAAkAgACIILQAAIgZBK2sOAwABAAELIAkgBsAgCSgCACgCLBEDACEGIAUgBSgCACIHQQRqNgIAIAcgBjYCACAAQQFqIQgLAkACQCACIAgiBmtBAUwNACAILQAAQTBHDQAgCC0AAUEgckH4AEcNACAJQTAgCSgCACgCLBEDACEGIAUgBSgCACIHQQRqNgIAIAcgBjYCACAJIAgsAAEgCSgCACgCLBEDACEGIAUgBSgCACIHQQRqNgIAIAcgBjYCACAIQQJqIgghBgNAIAIgBk0NAiAGLAAAIQcQSBogB0Ewa0EKSSAHQSByQeEAa0EGSXJFDQIgBkEBaiEGDAALAAsDQCACIAZNDQEgBiwAACEHEEgaIAdBMGtBCk8NASAGQQFqIQYMAAsACwJAAn8gCi0AD0EHdgRAIAooAggMAQsgCi0AD0H/AHELRQRAIAkgCCAGIAUoAgAgCSgCACgCMBEIABogBSAFKAIAIAYgCGtBAnRqNgIADAELIAggBhC3ASANIA0oAgAoAhARAAAhDyAIIQcDQCAGIAdNBEAgAyAIIABrQQJ0aiAFKAIAEPsBBQJAAn8gCkEEaiIMLQALQQd2BEAgDCgCAAwBCyAMCyAOaiwAAEEATA0AIAsCfyAKQQRqIgwtAAtBB3YEQCAMKAIADAELIAwLIA5qLAAARw0AIAUgBSgCACILQQRqNgIAIAsgDzYCACAOIA4CfyAKLQAPQQd2BEAgCigCCAwBCyAKLQAPQf8AcQtBAWtJaiEOQQAhCwsgCSAHLAAAIAkoAgAoAiwRAwAhDCAFIAUoAgAiEEEEajYCACAQIAw2AgAgB0EBaiEHIAtBAWohCwwBCwsLAkACQANAIAIgBk0NASAGQQFqIQcgBi0AACIGQS5HBEAgCSAGwCAJKAIAKAIsEQMAIQYgBSAFKAIAIghBBGo2AgAgCCAGNgIAIAchBgwBCwsgDSANKAIAKAIMEQAAIQYgBSAFKAIAIghBBGoiCzYCACAIIAY2AgAMAQsgBSgCACELIAYhBwsgCSAHIAIgCyAJKAIAKAIwEQgAGiAFIAUoAgAgAiAHa0ECdGoiBTYCACAEIAUgAyABIABrQQJ0aiABIAJGGzYCACAKQQRqEDAaIApBEGokAAv6BgEKfyMAQRBrIgokACAGEG0hCSAKQQRqIAYQygEiDSIGIAYoAgAoAhQRAgAgBSADNgIAAkACQCAAIggtAAAiBkEraw4DAAEAAQsgCSAGwCAJKAIAKAIcEQMAIQYgBSAFKAIAIgdBAWo2AgAgByAGOgAAIABBAWohCAsCQAJAIAIgCCIGa0EBTA0AIAgtAABBMEcNACAILQABQSByQfgARw0AIAlBMCAJKAIAKAIcEQMAIQYgBSAFKAIAIgdBAWo2AgAgByAGOgAAIAkgCCwAASAJKAIAKAIcEQMAIQYgBSAFKAIAIgdBAWo2AgAgByAGOgAAIAhBAmoiCCEGA0AgAiAGTQ0CIAYsAAAhBxBIGiAHQTBrQQpJIAdBIHJB4QBrQQZJckUNAiAGQQFqIQYMAAsACwNAIAIgBk0NASAGLAAAIQcQSBogB0Ewa0EKTw0BIAZBAWohBgwACwALAkACfyAKLQAPQQd2BEAgCigCCAwBCyAKLQAPQf8AcQtFBEAgCSAIIAYgBSgCACAJKAIAKAIgEQgAGiAFIAUoAgAgBiAIa2o2AgAMAQsgCCAGELcBIA0gDSgCACgCEBEAACEPIAghBwNAIAYgB00EQCADIAggAGtqIAUoAgAQtwEFAkACfyAKQQRqIgstAAtBB3YEQCALKAIADAELIAsLIA5qLAAAQQBMDQAgDAJ/IApBBGoiCy0AC0EHdgRAIAsoAgAMAQsgCwsgDmosAABHDQAgBSAFKAIAIgxBAWo2AgAgDCAPOgAAIA4gDgJ/IAotAA9BB3YEQCAKKAIIDAELIAotAA9B/wBxC0EBa0lqIQ5BACEMCyAJIAcsAAAgCSgCACgCHBEDACELIAUgBSgCACIQQQFqNgIAIBAgCzoAACAHQQFqIQcgDEEBaiEMDAELCwsDQAJAAkAgAiAGTQRAIAYhBwwBCyAGQQFqIQcgBi0AACIGQS5HDQEgDSANKAIAKAIMEQAAIQYgBSAFKAIAIghBAWo2AgAgCCAGOgAACyAJIAcgAiAFKAIAIAkoAgAoAiARCAAaIAUgBSgCACACIAdraiIFNgIAIAQgBSADIAEgAGtqIAEgAkYbNgIAIApBBGoQMBogCkEQaiQADwsgCSAGwCAJKAIAKAIcEQMAIQYgBSAFKAIAIghBAWo2AgAgCCAGOgAAIAchBgwACwALmQUBA38jAEHQAmsiACQAIAAgAjYCyAIgACABNgLMAiADEJcBIQYgAyAAQdABahDkASEHIABBxAFqIAMgAEHEAmoQ4wEjAEEQayICJAAgAEG4AWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArQBIAAgAEEQajYCDCAAQQA2AggDQAJAIABBzAJqIABByAJqEEQNACAAKAK0AQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCtAELAn8gACgCzAIiAygCDCIIIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAgoAgALIAYgAiAAQbQBaiAAQQhqIAAoAsQCIABBxAFqIABBEGogAEEMaiAHEMcBDQAgAEHMAmoQXRoMAQsLAkACfyAALQDPAUEHdgRAIAAoAsgBDAELIAAtAM8BQf8AcQtFDQAgACgCDCIDIABBEGprQZ8BSg0AIAAgA0EEajYCDCADIAAoAgg2AgALIAUgAiAAKAK0ASAEIAYQvgM2AgAgAEHEAWogAEEQaiAAKAIMIAQQZSAAQcwCaiAAQcgCahBEBEAgBCAEKAIAQQJyNgIACyAAKALMAiECIAEQMBogAEHEAWoQMBogAEHQAmokACACC2wBAX8jAEEQayIDJAAgAyABNgIMIAMgAjYCCCADQQRqIANBDGoQiQEhASAAQfwmIAMoAggQyAMhAiABKAIAIgAEQEGEuAMoAgAaIAAEQEGEuANBjLcDIAAgAEF/Rhs2AgALCyADQRBqJAAgAguxAgIEfgV/IwBBIGsiCCQAAkACQAJAIAEgAkcEQEHgtgMoAgAhDEHgtgNBADYCACMAQRBrIgkkABBIGiMAQRBrIgokACMAQRBrIgskACALIAEgCEEcakECENACIAspAwAhBCAKIAspAwg3AwggCiAENwMAIAtBEGokACAKKQMAIQQgCSAKKQMINwMIIAkgBDcDACAKQRBqJAAgCSkDACEEIAggCSkDCDcDECAIIAQ3AwggCUEQaiQAIAgpAxAhBCAIKQMIIQVB4LYDKAIAIgFFDQEgCCgCHCACRw0CIAUhBiAEIQcgAUHEAEcNAwwCCyADQQQ2AgAMAgtB4LYDIAw2AgAgCCgCHCACRg0BCyADQQQ2AgAgBiEFIAchBAsgACAFNwMAIAAgBDcDCCAIQSBqJAALtgECA38CfCMAQRBrIgMkAAJAAkACQCAAIAFHBEBB4LYDKAIAIQVB4LYDQQA2AgAQSBojAEEQayIEJAAgBCAAIANBDGpBARDQAiAEKQMAIAQpAwgQzAIhBiAEQRBqJABB4LYDKAIAIgBFDQEgAygCDCABRw0CIAYhByAAQcQARw0DDAILIAJBBDYCAAwCC0HgtgMgBTYCACADKAIMIAFGDQELIAJBBDYCACAHIQYLIANBEGokACAGC7YBAgN/An0jAEEQayIDJAACQAJAAkAgACABRwRAQeC2AygCACEFQeC2A0EANgIAEEgaIwBBEGsiBCQAIAQgACADQQxqQQAQ0AIgBCkDACAEKQMIEPYDIQYgBEEQaiQAQeC2AygCACIARQ0BIAMoAgwgAUcNAiAGIQcgAEHEAEcNAwwCCyACQQQ2AgAMAgtB4LYDIAU2AgAgAygCDCABRg0BCyACQQQ2AgAgByEGCyADQRBqJAAgBgvGAQIDfwF+IwBBEGsiBCQAAn4CQAJAIAAgAUcEQAJAAkAgAC0AACIFQS1HDQAgAEEBaiIAIAFHDQAMAQtB4LYDKAIAIQZB4LYDQQA2AgAgACAEQQxqIAMQSBCDAyEHAkBB4LYDKAIAIgAEQCAEKAIMIAFHDQEgAEHEAEYNBAwFC0HgtgMgBjYCACAEKAIMIAFGDQQLCwsgAkEENgIAQgAMAgsgAkEENgIAQn8MAQtCACAHfSAHIAVBLUYbCyEHIARBEGokACAHC9cBAgN/AX4jAEEQayIEJAACfwJAAkACQCAAIAFHBEACQAJAIAAtAAAiBUEtRw0AIABBAWoiACABRw0ADAELQeC2AygCACEGQeC2A0EANgIAIAAgBEEMaiADEEgQgwMhBwJAQeC2AygCACIABEAgBCgCDCABRw0BIABBxABGDQUMBAtB4LYDIAY2AgAgBCgCDCABRg0DCwsLIAJBBDYCAEEADAMLIAdC/////w9YDQELIAJBBDYCAEF/DAELQQAgB6ciAGsgACAFQS1GGwshACAEQRBqJAAgAAuPBQECfyMAQYACayIAJAAgACACNgL4ASAAIAE2AvwBIAMQlwEhBiAAQcQBaiADIABB9wFqEOUBIwBBEGsiAiQAIABBuAFqIgFCADcCACABQQA2AgggAkEQaiQAIAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAACfyABLQALQQd2BEAgASgCAAwBCyABCyICNgK0ASAAIABBEGo2AgwgAEEANgIIA0ACQCAAQfwBaiAAQfgBahBADQAgACgCtAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgAmpGBEACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshAyABAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELQQF0EDUgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgACADAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAmo2ArQBCwJ/IAAoAvwBIgMoAgwiByADKAIQRgRAIAMgAygCACgCJBEAAAwBCyAHLQAAC8AgBiACIABBtAFqIABBCGogACwA9wEgAEHEAWogAEEQaiAAQQxqQdDWAhDJAQ0AIABB/AFqEFoaDAELCwJAAn8gAC0AzwFBB3YEQCAAKALIAQwBCyAALQDPAUH/AHELRQ0AIAAoAgwiAyAAQRBqa0GfAUoNACAAIANBBGo2AgwgAyAAKAIINgIACyAFIAIgACgCtAEgBCAGEL4DNgIAIABBxAFqIABBEGogACgCDCAEEGUgAEH8AWogAEH4AWoQQARAIAQgBCgCAEECcjYCAAsgACgC/AEhAiABEDAaIABBxAFqEDAaIABBgAJqJAAgAgvcAQIDfwF+IwBBEGsiBCQAAn8CQAJAAkAgACABRwRAAkACQCAALQAAIgVBLUcNACAAQQFqIgAgAUcNAAwBC0HgtgMoAgAhBkHgtgNBADYCACAAIARBDGogAxBIEIMDIQcCQEHgtgMoAgAiAARAIAQoAgwgAUcNASAAQcQARg0FDAQLQeC2AyAGNgIAIAQoAgwgAUYNAwsLCyACQQQ2AgBBAAwDCyAHQv//A1gNAQsgAkEENgIAQf//AwwBC0EAIAenIgBrIAAgBUEtRhsLIQAgBEEQaiQAIABB//8DcQu2AQIBfgJ/IwBBEGsiBSQAAkACQCAAIAFHBEBB4LYDKAIAIQZB4LYDQQA2AgAgACAFQQxqIAMQSBD7BCEEAkBB4LYDKAIAIgAEQCAFKAIMIAFHDQEgAEHEAEYNAwwEC0HgtgMgBjYCACAFKAIMIAFGDQMLCyACQQQ2AgBCACEEDAELIAJBBDYCACAEQgBVBEBC////////////ACEEDAELQoCAgICAgICAgH8hBAsgBUEQaiQAIAQLxAECAn8BfiMAQRBrIgQkAAJ/AkACQCAAIAFHBEBB4LYDKAIAIQVB4LYDQQA2AgAgACAEQQxqIAMQSBD7BCEGAkBB4LYDKAIAIgAEQCAEKAIMIAFHDQEgAEHEAEYNBAwDC0HgtgMgBTYCACAEKAIMIAFGDQILCyACQQQ2AgBBAAwCCyAGQoCAgIB4Uw0AIAZC/////wdVDQAgBqcMAQsgAkEENgIAQf////8HIAZCAFUNABpBgICAgHgLIQAgBEEQaiQAIAALiQIBA38jAEEQayIEJAAgAiABa0ECdSIFQe////8DTQRAAkAgBUECSQRAIAAgAC0AC0GAAXEgBXI6AAsgACAALQALQf8AcToACyAAIQMMAQsgBEEIaiAAIAVBAk8EfyAFQQRqQXxxIgMgA0EBayIDIANBAkYbBUEBC0EBahDgASAEKAIMGiAAIAQoAggiAzYCACAAIAAoAghBgICAgHhxIAQoAgxB/////wdxcjYCCCAAIAAoAghBgICAgHhyNgIIIAAgBTYCBAsDQCABIAJHBEAgAyABKAIANgIAIANBBGohAyABQQRqIQEMAQsLIARBADYCBCADIAQoAgQ2AgAgBEEQaiQADwsQQwALsggBBX8gASgCACEEAkACQAJAAkACQAJAAkACfwJAAkACQAJAIANFDQAgAygCACIGRQ0AIABFBEAgAiEDDAMLIANBADYCACACIQMMAQsCQEGEuAMoAgAoAgBFBEAgAEUNASACRQ0MIAIhBgNAIAQsAAAiAwRAIAAgA0H/vwNxNgIAIABBBGohACAEQQFqIQQgBkEBayIGDQEMDgsLIABBADYCACABQQA2AgAgAiAGaw8LIAIhAyAARQ0DDAULIAQQQg8LQQEhBQwDC0EADAELQQELIQUDQCAFRQRAIAQtAABBA3YiBUEQayAGQRp1IAVqckEHSw0DAn8gBEEBaiIFIAZBgICAEHFFDQAaIAUtAABBwAFxQYABRwRAIARBAWshBAwHCyAEQQJqIgUgBkGAgCBxRQ0AGiAFLQAAQcABcUGAAUcEQCAEQQFrIQQMBwsgBEEDagshBCADQQFrIQNBASEFDAELA0AgBC0AACEGAkAgBEEDcQ0AIAZBAWtB/gBLDQAgBCgCACIGQYGChAhrIAZyQYCBgoR4cQ0AA0AgA0EEayEDIAQoAgQhBiAEQQRqIQQgBiAGQYGChAhrckGAgYKEeHFFDQALCyAGQf8BcSIFQQFrQf4ATQRAIANBAWshAyAEQQFqIQQMAQsLIAVBwgFrIgVBMksNAyAEQQFqIQQgBUECdEGwuwJqKAIAIQZBACEFDAALAAsDQCAFRQRAIANFDQcDQAJAAkACQCAELQAAIgVBAWsiB0H+AEsEQCAFIQYMAQsgA0EFSQ0BIARBA3ENAQJAA0AgBCgCACIGQYGChAhrIAZyQYCBgoR4cQ0BIAAgBkH/AXE2AgAgACAELQABNgIEIAAgBC0AAjYCCCAAIAQtAAM2AgwgAEEQaiEAIARBBGohBCADQQRrIgNBBEsNAAsgBC0AACEGCyAGQf8BcSIFQQFrIQcLIAdB/gBLDQELIAAgBTYCACAAQQRqIQAgBEEBaiEEIANBAWsiAw0BDAkLCyAFQcIBayIFQTJLDQMgBEEBaiEEIAVBAnRBsLsCaigCACEGQQEhBQwBCyAELQAAIgVBA3YiB0EQayAHIAZBGnVqckEHSw0BAkACQAJ/IARBAWoiByAFQYABayAGQQZ0ciIFQQBODQAaIActAABBgAFrIgdBP0sNASAEQQJqIgggByAFQQZ0ciIFQQBODQAaIAgtAABBgAFrIgdBP0sNASAHIAVBBnRyIQUgBEEDagshBCAAIAU2AgAgA0EBayEDIABBBGohAAwBC0HgtgNBGTYCACAEQQFrIQQMBQtBACEFDAALAAsgBEEBayEEIAYNASAELQAAIQYLIAZB/wFxDQAgAARAIABBADYCACABQQA2AgALIAIgA2sPC0HgtgNBGTYCACAARQ0BCyABIAQ2AgALQX8PCyABIAQ2AgAgAgsuACAAQQBHIABBuL0CR3EgAEHQvQJHcSAAQdjUA0dxIABB8NQDR3EEQCAAECcLCykBAX8jAEEQayICJAAgAiABNgIMIABB1S8gARDIAyEAIAJBEGokACAAC+kCAQN/AkAgAS0AAA0AQdY7ELkCIgEEQCABLQAADQELIABBDGxB8L0CahC5AiIBBEAgAS0AAA0BC0HrOxC5AiIBBEAgAS0AAA0BC0H9wQAhAQsCQANAAkAgASACai0AACIERQ0AIARBL0YNAEEXIQQgAkEBaiICQRdHDQEMAgsLIAIhBAtB/cEAIQMCQAJAAkACQAJAIAEtAAAiAkEuRg0AIAEgBGotAAANACABIQMgAkHDAEcNAQsgAy0AAUUNAQsgA0H9wQAQ5gFFDQAgA0GyOxDmAQ0BCyAARQRAQZS9AiECIAMtAAFBLkYNAgtBAA8LQdTUAygCACICBEADQCADIAJBCGoQ5gFFDQIgAigCICICDQALC0EkEEoiAgRAIAJBlL0CKQIANwIAIAJBCGoiASADIAQQXhogASAEakEAOgAAIAJB1NQDKAIANgIgQdTUAyACNgIACyACQZS9AiAAIAJyGyECCyACC7AfAg9/BX4jAEGQAWsiCSQAA0AgCSATp2pBADoAACATQgF8IhNCkAFUDQALIAlBfzYCTCAJIAA2AiwgCUGbBDYCICAJIAA2AlQgASEEIAIhD0EAIQAjAEGwAmsiByQAIAkiAygCTBoCQAJAAkACQCADKAIEDQAgAxCQAhogAygCBA0ADAELIAQtAAAiAUUNAgJAAkACQAJAA0ACQAJAIAFB/wFxIgFBIEYgAUEJa0EFSXIEQANAIAQiAUEBaiEEIAEtAAEiAkEgRiACQQlrQQVJcg0ACyADQgAQjgEDQAJ/IAMoAgQiAiADKAJoRwRAIAMgAkEBajYCBCACLQAADAELIAMQQQsiAkEgRiACQQlrQQVJcg0ACyADKAIEIQQgAykDcEIAWQRAIAMgBEEBayIENgIECyAEIAMoAixrrCADKQN4IBV8fCEVDAELAn8CQAJAIAQtAABBJUYEQCAELQABIgFBKkYNASABQSVHDQILIANCABCOAQJAIAQtAABBJUYEQANAAn8gAygCBCIBIAMoAmhHBEAgAyABQQFqNgIEIAEtAAAMAQsgAxBBCyIBQSBGIAFBCWtBBUlyDQALIARBAWohBAwBCyADKAIEIgEgAygCaEcEQCADIAFBAWo2AgQgAS0AACEBDAELIAMQQSEBCyAELQAAIAFHBEAgAykDcEIAWQRAIAMgAygCBEEBazYCBAsgAUEATg0NQQAhBiANDQ0MCwsgAygCBCADKAIsa6wgAykDeCAVfHwhFSAEIQEMAwtBACEIIARBAmoMAQsCQCABQTBrQQpPDQAgBC0AAkEkRw0AIAQtAAFBMGshAiMAQRBrIgEgDzYCDCABIA8gAkECdEEEa0EAIAJBAUsbaiIBQQRqNgIIIAEoAgAhCCAEQQNqDAELIA8oAgAhCCAPQQRqIQ8gBEEBagshAUEAIQlBACEEIAEtAABBMGtBCkkEQANAIAEtAAAgBEEKbGpBMGshBCABLQABIQIgAUEBaiEBIAJBMGtBCkkNAAsLIAEtAAAiDkHtAEcEfyABBUEAIQogCEEARyEJIAEtAAEhDkEAIQAgAUEBagsiAkEBaiEBQQMhBSAJIQYCQAJAAkACQAJAAkAgDkHBAGsOOgQMBAwEBAQMDAwMAwwMDAwMDAQMDAwMBAwMBAwMDAwMBAwEBAQEBAAEBQwBDAQEBAwMBAIEDAwEDAIMCyACQQJqIAEgAi0AAUHoAEYiAhshAUF+QX8gAhshBQwECyACQQJqIAEgAi0AAUHsAEYiAhshAUEDQQEgAhshBQwDC0EBIQUMAgtBAiEFDAELQQAhBSACIQELQQEgBSABLQAAIgZBL3FBA0YiAhshEAJAIAZBIHIgBiACGyILQdsARg0AAkAgC0HuAEcEQCALQeMARw0BQQEgBCAEQQFMGyEEDAILIAggECAVEMkDDAILIANCABCOAQNAAn8gAygCBCICIAMoAmhHBEAgAyACQQFqNgIEIAItAAAMAQsgAxBBCyICQSBGIAJBCWtBBUlyDQALIAMoAgQhAiADKQNwQgBZBEAgAyACQQFrIgI2AgQLIAIgAygCLGusIAMpA3ggFXx8IRULIAMgBKwiFBCOAQJAIAMoAgQiAiADKAJoRwRAIAMgAkEBajYCBAwBCyADEEFBAEgNBgsgAykDcEIAWQRAIAMgAygCBEEBazYCBAtBECECAkACQAJAAkACQAJAAkACQAJAAkAgC0HYAGsOIQYJCQIJCQkJCQEJAgQBAQEJBQkJCQkJAwYJCQIJBAkJBgALIAtBwQBrIgJBBksNCEEBIAJ0QfEAcUUNCAsgB0EIaiADIBBBABCEBCADKQN4QgAgAygCBCADKAIsa6x9Ug0FDAwLIAtBEHJB8wBGBEAgB0EgakF/QYECEKMBIAdBADoAICALQfMARw0GIAdBADoAQSAHQQA6AC4gB0EANgEqDAYLIAdBIGogAS0AASIFQd4ARiIGQYECEKMBIAdBADoAICABQQJqIAFBAWogBhshAgJ/AkACQCABQQJBASAGG2otAAAiAUEtRwRAIAFB3QBGDQEgBUHeAEchBSACDAMLIAcgBUHeAEciBToATgwBCyAHIAVB3gBHIgU6AH4LIAJBAWoLIQEDQAJAIAEtAAAiAkEtRwRAIAJFDQ8gAkHdAEYNCAwBC0EtIQIgAS0AASIMRQ0AIAxB3QBGDQAgAUEBaiEGAkAgDCABQQFrLQAAIgFNBEAgDCECDAELA0AgAUEBaiIBIAdBIGpqIAU6AAAgASAGLQAAIgJJDQALCyAGIQELIAIgB2ogBToAISABQQFqIQEMAAsAC0EIIQIMAgtBCiECDAELQQAhAgtCACESQQAhBUEAIQZBACEOIwBBEGsiESQAAkAgAkEBRyACQSRNcUUEQEHgtgNBHDYCAAwBCwNAAn8gAygCBCIEIAMoAmhHBEAgAyAEQQFqNgIEIAQtAAAMAQsgAxBBCyIEQSBGIARBCWtBBUlyDQALAkACQCAEQStrDgMAAQABC0F/QQAgBEEtRhshDiADKAIEIgQgAygCaEcEQCADIARBAWo2AgQgBC0AACEEDAELIAMQQSEECwJAAkACQAJAAkAgAkEARyACQRBHcQ0AIARBMEcNAAJ/IAMoAgQiBCADKAJoRwRAIAMgBEEBajYCBCAELQAADAELIAMQQQsiBEFfcUHYAEYEQEEQIQICfyADKAIEIgQgAygCaEcEQCADIARBAWo2AgQgBC0AAAwBCyADEEELIgRBobkCai0AAEEQSQ0DIAMpA3BCAFkEQCADIAMoAgRBAWs2AgQLIANCABCOAQwGCyACDQFBCCECDAILIAJBCiACGyICIARBobkCai0AAEsNACADKQNwQgBZBEAgAyADKAIEQQFrNgIECyADQgAQjgFB4LYDQRw2AgAMBAsgAkEKRw0AIARBMGsiBUEJTQRAQQAhAgNAIAJBCmwgBWoiAkGZs+bMAUkCfyADKAIEIgYgAygCaEcEQCADIAZBAWo2AgQgBi0AAAwBCyADEEELIgRBMGsiBUEJTXENAAsgAq0hEgsCQCAFQQlLDQAgEkIKfiEUIAWtIRMDQCATIBR8IRICfyADKAIEIgIgAygCaEcEQCADIAJBAWo2AgQgAi0AAAwBCyADEEELIgRBMGsiBUEJSw0BIBJCmrPmzJmz5swZWg0BIBJCCn4iFCAFrSITQn+FWA0AC0EKIQIMAgtBCiECIAVBCU0NAQwCCyACIAJBAWtxBEAgBEGhuQJqLQAAIgYgAkkEQANAIAYgAiAFbGoiBUHH4/E4SQJ/IAMoAgQiBiADKAJoRwRAIAMgBkEBajYCBCAGLQAADAELIAMQQQsiBEGhuQJqLQAAIgYgAklxDQALIAWtIRILIAIgBk0NASACrSEWA0AgEiAWfiIUIAatQv8BgyITQn+FVg0CIBMgFHwhEiACAn8gAygCBCIGIAMoAmhHBEAgAyAGQQFqNgIEIAYtAAAMAQsgAxBBCyIEQaG5AmotAAAiBk0NAiARIBZCACASQgAQYSARKQMIUA0ACwwBCyACQRdsQQV2QQdxQaG7AmosAAAhDCAEQaG5AmotAAAiBSACSQRAA0AgBSAGIAx0ciIGQYCAgMAASQJ/IAMoAgQiBSADKAJoRwRAIAMgBUEBajYCBCAFLQAADAELIAMQQQsiBEGhuQJqLQAAIgUgAklxDQALIAatIRILIAIgBU0NAEJ/IAytIhSIIhMgElQNAANAIAWtQv8BgyASIBSGhCESIAICfyADKAIEIgYgAygCaEcEQCADIAZBAWo2AgQgBi0AAAwBCyADEEELIgRBobkCai0AACIFTQ0BIBIgE1gNAAsLIAIgBEGhuQJqLQAATQ0AA0AgAgJ/IAMoAgQiBiADKAJoRwRAIAMgBkEBajYCBCAGLQAADAELIAMQQQtBobkCai0AAEsNAAtB4LYDQcQANgIAQQAhDkJ/IRILIAMpA3BCAFkEQCADIAMoAgRBAWs2AgQLAkAgEkJ/Ug0ACyASIA6sIhOFIBN9IRILIBFBEGokACADKQN4QgAgAygCBCADKAIsa6x9UQ0HAkAgC0HwAEcNACAIRQ0AIAggEj4CAAwDCyAIIBAgEhDJAwwCCyAIRQ0BIAcpAxAhFCAHKQMIIRMCQAJAAkAgEA4DAAECBAsgCCATIBQQ9gM4AgAMAwsgCCATIBQQzAI5AwAMAgsgCCATNwMAIAggFDcDCAwBC0EfIARBAWogC0HjAEciDBshBQJAIBBBAUYEQCAIIQIgCQRAIAVBAnQQSiICRQ0HCyAHQgA3AqgCQQAhBANAIAIhAAJAA0ACfyADKAIEIgIgAygCaEcEQCADIAJBAWo2AgQgAi0AAAwBCyADEEELIgIgB2otACFFDQEgByACOgAbIAdBHGogB0EbakEBIAdBqAJqEIECIgJBfkYNAEEAIQogAkF/Rg0LIAAEQCAAIARBAnRqIAcoAhw2AgAgBEEBaiEECyAJRQ0AIAQgBUcNAAtBASEGIAAgBUEBdEEBciIFQQJ0EI4CIgINAQwLCwtBACEKIAAhBSAHQagCagR/IAcoAqgCBUEACw0IDAELIAkEQEEAIQQgBRBKIgJFDQYDQCACIQADQAJ/IAMoAgQiAiADKAJoRwRAIAMgAkEBajYCBCACLQAADAELIAMQQQsiAiAHai0AIUUEQEEAIQUgACEKDAQLIAAgBGogAjoAACAEQQFqIgQgBUcNAAtBASEGIAAgBUEBdEEBciIFEI4CIgINAAsgACEKQQAhAAwJC0EAIQQgCARAA0ACfyADKAIEIgAgAygCaEcEQCADIABBAWo2AgQgAC0AAAwBCyADEEELIgAgB2otACEEQCAEIAhqIAA6AAAgBEEBaiEEDAEFQQAhBSAIIgAhCgwDCwALAAsDQAJ/IAMoAgQiACADKAJoRwRAIAMgAEEBajYCBCAALQAADAELIAMQQQsgB2otACENAAtBACEAQQAhCkEAIQULIAMoAgQhAiADKQNwQgBZBEAgAyACQQFrIgI2AgQLIAMpA3ggAiADKAIsa6x8IhNQDQIgDCATIBRRckUNAiAJBEAgCCAANgIACwJAIAtB4wBGDQAgBQRAIAUgBEECdGpBADYCAAsgCkUEQEEAIQoMAQsgBCAKakEAOgAACyAFIQALIAMoAgQgAygCLGusIAMpA3ggFXx8IRUgDSAIQQBHaiENCyABQQFqIQQgAS0AASIBDQEMCAsLIAUhAAwBC0EBIQZBACEKQQAhAAwCCyAJIQYMAwsgCSEGCyANDQELQX8hDQsgBkUNACAKECcgABAnCyAHQbACaiQAIANBkAFqJAAgDQtDAAJAIABFDQACQAJAAkACQCABQQJqDgYAAQICBAMECyAAIAI8AAAPCyAAIAI9AQAPCyAAIAI+AgAPCyAAIAI3AwALC6kDAgZ/AX4jAEEgayICJAACQCAALQA0BEAgACgCMCEEIAFFDQEgAEEAOgA0IABBfzYCMAwBCyACQQE2AhgjAEEQayIDJAAgAkEYaiIFKAIAIABBLGoiBigCAEghByADQRBqJAAgBiAFIAcbKAIAIgNBACADQQBKGyEFAkADQCAEIAVHBEAgACgCIBCDAiIGQX9GDQIgAkEYaiAEaiAGOgAAIARBAWohBAwBCwsCQCAALQA1BEAgAiACLAAYNgIUDAELIAJBGGohBANAAkAgACgCKCIFKQIAIQgCQCAAKAIkIgYgBSACQRhqIgUgAyAFaiIFIAJBEGogAkEUaiAEIAJBDGogBigCACgCEBENAEEBaw4DAAQBAwsgACgCKCAINwIAIANBCEYNAyAAKAIgEIMCIgZBf0YNAyAFIAY6AAAgA0EBaiEDDAELCyACIAIsABg2AhQLAkAgAUUEQANAIANBAEwNAiADQQFrIgMgAkEYamosAAAgACgCIBCEAkF/Rw0ADAMLAAsgACACKAIUNgIwCyACKAIUIQQMAQtBfyEECyACQSBqJAAgBAv1GQIEfwF+IwBBIGsiBSQAAkACQAJAAkACQAJAAkACQAJAIAAtAAkEQCAALQAIIgRBE2shAiAALQALBEAgAkH/AXFB7gFJBEAgBUEIaiIDQgA3AgwgA0E8NgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQeDlABAqECwgAxArCwJAAkACQAJAAkACQAJAAkACQCAEQQFrDhIFBAwOCwEIBgcHBwcNAAIDDxARC0EAIQIgACgCACIDKAIAQQBMDRBBACEEA0AgAyAEEFgoAgAiA0EASAR/QQoFIANBAXJnQR9zQQlsQckAakEGdgsgAmohAiAEQQFqIgQgACgCACIDKAIASA0ACwwRCyAAKAIAKAIAQQN0IQIMEAsgACgCACgCAEECdCECDA8LIAAoAgAoAgBBA3QhAgwOCyAAKAIAKAIAQQJ0IQIMDQsgACgCACgCAEEDdCECDAwLIAAoAgAoAgAhAgwLCyAFQQhqIgFCADcCDCABQb8MNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQZ7LABAqECwgARArDAkLIAAoAgAoAgBBAnQhAgwJCwJAIAJB/wFxQe4BTwRAIAQhAwwBCyAFQQhqIgNCADcCDCADQTw2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANB4OUAECoQLCADECsgAC0ACCIDQRNrIQILIAJB/wFxQe4BSQRAIAVBCGoiAkIANwIMIAJBPDYCCCACQcE2NgIEIAJBAzYCACACQQA2AhQgAkHg5QAQKhAsIAIQKwsgAUEDdEEBcmdBH3NBCWxByQBqQQZ2IARBCkZ0IQFBACECAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIANB/wFxQQFrDhIQDwEDAAwLEQYJCgcCCA0OBAUbCyABIAAoAgAiBCgCACIDbCECIANBAEwNGkEAIQEDQCAEIAEQWCgCACIDQQBIBH9BCgUgA0EBcmdBH3NBCWxByQBqQQZ2CyACaiECIAFBAWoiASAAKAIAIgQoAgBIDQALDBoLIAEgACgCACIEKAIAIgNsIQIgA0EATA0ZQQAhAQNAIAQgARBjKQMAQgGEeadBP3NBCWxByQBqQQZ2IAJqIQIgAUEBaiIBIAAoAgAiBCgCAEgNAAsMGQsgASAAKAIAIgQoAgAiA2whAiADQQBMDRhBACEBA0AgBCABEFgoAgBBAXJnQR9zQQlsQckAakEGdiACaiECIAFBAWoiASAAKAIAIgQoAgBIDQALDBgLIAEgACgCACIEKAIAIgNsIQIgA0EATA0XQQAhAQNAIAQgARBjKQMAQgGEeadBP3NBCWxByQBqQQZ2IAJqIQIgAUEBaiIBIAAoAgAiBCgCAEgNAAsMFwsgASAAKAIAIgQoAgAiA2whAiADQQBMDRZBACEBA0AgBCABEFgoAgAiA0EBdCADQR91c0EBcmdBH3NBCWxByQBqQQZ2IAJqIQIgAUEBaiIBIAAoAgAiBCgCAEgNAAsMFgsgASAAKAIAIgQoAgAiA2whAiADQQBMDRVBACEBA0AgBCABEGMpAwAiBkIBhiAGQj+HhUIBhHmnQT9zQQlsQckAakEGdiACaiECIAFBAWoiASAAKAIAIgQoAgBIDQALDBULIAEgACgCACIEKAIEIgNsIQIgA0EATA0UQQAhAQNAIAQgARA+IgMoAgQgAy0ACyIDIAPAQQBIGyIDIAJqIANBAXJnQR9zQQlsQckAakEGdmohAiABQQFqIgEgACgCACIEKAIESA0ACwwUCyABIAAoAgAiBCgCBCIDbCECIANBAEwNE0EAIQEDQCAEIAEQPiIDKAIEIAMtAAsiAyADwEEASBsiAyACaiADQQFyZ0Efc0EJbEHJAGpBBnZqIQIgAUEBaiIBIAAoAgAiBCgCBEgNAAsMEwsgASAAKAIAIgQoAgAiA2whAiADQQBMDRJBACEBA0AgBCABEFgoAgAiA0EASAR/QQoFIANBAXJnQR9zQQlsQckAakEGdgsgAmohAiABQQFqIgEgACgCACIEKAIASA0ACwwSCyABIAAoAgAiBCgCBCIDbCECIANBAEwNEUEAIQEDQCAEIAEQPiIDIAMoAgAoAiQRAAAgAmohAiABQQFqIgEgACgCACIEKAIESA0ACwwRCyABIAAoAgAiBCgCBCIDbCECIANBAEwNEEEAIQEDQCAEIAEQPiIDIAMoAgAoAiQRAAAiAyACaiADQQFyZ0Efc0EJbEHJAGpBBnZqIQIgAUEBaiIBIAAoAgAiBCgCBEgNAAsMEAsgACgCACgCACABQQRqbCECDA8LIAAoAgAoAgAgAUEIamwhAgwOCyAAKAIAKAIAIAFBBGpsIQIMDQsgACgCACgCACABQQhqbCECDAwLIAAoAgAoAgAgAUEEamwhAgwLCyAAKAIAKAIAIAFBCGpsIQIMCgsgACgCACgCACABQQFqbCECDAkLIAAtAApBAXENCAJ/IAAtAAgiBEETa0H/AXFB7gFPBEAgBCEDQQAMAQsgBUEIaiIDQgA3AgwgA0E8NgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQeDlABAqECwgAxArIAAtAAgiA0ETa0H/AXFB7gFJCwRAIAVBCGoiAkIANwIMIAJBPDYCCCACQcE2NgIEIAJBAzYCACACQQA2AhQgAkHg5QAQKhAsIAIQKwsgAUEDdEEBcmdBH3NBCWxByQBqQQZ2IARBCkZ0IQICQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgA0H/AXFBAWsOEhAPAQMADAsRBgkKBwIIDQ4EBRoLIAAoAgAiAEEASARAIAJBCmohAgwaCyAAQQFyZ0Efc0EJbEHJAGpBBnYgAmohAgwZCyAAKQMAQgGEeadBP3NBCWxByQBqQQZ2IAJqIQIMGAsgACgCAEEBcmdBH3NBCWxByQBqQQZ2IAJqIQIMFwsgACkDAEIBhHmnQT9zQQlsQckAakEGdiACaiECDBYLIAAoAgAiAEEBdCAAQR91c0EBcmdBH3NBCWxByQBqQQZ2IAJqIQIMFQsgACkDACIGQgGGIAZCP4eFQgGEeadBP3NBCWxByQBqQQZ2IAJqIQIMFAsgACgCACIAKAIEIAAtAAsiACAAwEEASBsiACACaiAAQQFyZ0Efc0EJbEHJAGpBBnZqIQIMEwsgACgCACIAKAIEIAAtAAsiACAAwEEASBsiACACaiAAQQFyZ0Efc0EJbEHJAGpBBnZqIQIMEgsgACgCACIAQQBIBEAgAkEKaiECDBILIABBAXJnQR9zQQlsQckAakEGdiACaiECDBELIAAoAgAiACAAKAIAKAIkEQAAIAJqIQIMEAsgACgCACIBKAIAIQMgAC0ACkEQcQRAIAEgAygCLBEAACIAIAJqIABBAXJnQR9zQQlsQckAakEGdmohAgwQCyABIAMoAiQRAAAiACACaiAAQQFyZ0Efc0EJbEHJAGpBBnZqIQIMDwsgAkEEaiECDA4LIAJBCGohAgwNCyACQQRqIQIMDAsgAkEIaiECDAsLIAJBBGohAgwKCyACQQhqIQIMCQsgAkEBaiECDAgLIAAoAgAiAygCAEEATA0FQQAhAkEAIQQDQCADIAQQWCgCACIDQQBIBH9BCgUgA0EBcmdBH3NBCWxByQBqQQZ2CyACaiECIARBAWoiBCAAKAIAIgMoAgBIDQALDAYLQQAhAiAAKAIAIgMoAgBBAEwNBEEAIQQDQCADIAQQYykDAEIBhHmnQT9zQQlsQckAakEGdiACaiECIARBAWoiBCAAKAIAIgMoAgBIDQALDAULQQAhAiAAKAIAIgMoAgBBAEwNA0EAIQQDQCADIAQQWCgCAEEBcmdBH3NBCWxByQBqQQZ2IAJqIQIgBEEBaiIEIAAoAgAiAygCAEgNAAsMBAtBACECIAAoAgAiAygCAEEATA0CQQAhBANAIAMgBBBjKQMAQgGEeadBP3NBCWxByQBqQQZ2IAJqIQIgBEEBaiIEIAAoAgAiAygCAEgNAAsMAwtBACECIAAoAgAiAygCAEEATA0BQQAhBANAIAMgBBBYKAIAIgNBAXQgA0EfdXNBAXJnQR9zQQlsQckAakEGdiACaiECIARBAWoiBCAAKAIAIgMoAgBIDQALDAILQQAhAiAAKAIAIgMoAgBBAEwNAEEAIQQDQCADIAQQYykDACIGQgGGIAZCP4eFQgGEeadBP3NBCWxByQBqQQZ2IAJqIQIgBEEBaiIEIAAoAgAiAygCAEgNAAsMAQtBACECIABBADYCDAwBCyAAIAI2AgwgAkUEQEEAIQIMAQsgAiABQQN0QQNyZ0Efc0EJbEHJAGpBBnZqIAJBAXJnQR9zQQlsQckAakEGdmohAgsgBUEgaiQAIAILCQAgABDFAhAnC4QBAQV/IwBBEGsiASQAIAFBEGohBAJAA0AgACgCJCICIAAoAiggAUEIaiIDIAQgAUEEaiACKAIAKAIUEQkAIQVBfyECIANBASABKAIEIANrIgMgACgCIBB9IANHDQECQCAFQQFrDgIBAgALC0F/QQAgACgCIBDAARshAgsgAUEQaiQAIAILqQMCBn8BfiMAQSBrIgIkAAJAIAAtADQEQCAAKAIwIQQgAUUNASAAQQA6ADQgAEF/NgIwDAELIAJBATYCGCMAQRBrIgMkACACQRhqIgUoAgAgAEEsaiIGKAIASCEHIANBEGokACAGIAUgBxsoAgAiA0EAIANBAEobIQUCQANAIAQgBUcEQCAAKAIgEIMCIgZBf0YNAiACQRhqIARqIAY6AAAgBEEBaiEEDAELCwJAIAAtADUEQCACIAItABg6ABcMAQsgAkEYaiEEA0ACQCAAKAIoIgUpAgAhCAJAIAAoAiQiBiAFIAJBGGoiBSADIAVqIgUgAkEQaiACQRdqIAQgAkEMaiAGKAIAKAIQEQ0AQQFrDgMABAEDCyAAKAIoIAg3AgAgA0EIRg0DIAAoAiAQgwIiBkF/Rg0DIAUgBjoAACADQQFqIQMMAQsLIAIgAi0AGDoAFwsCQCABRQRAA0AgA0EATA0CIANBAWsiAyACQRhqai0AACAAKAIgEIQCQX9HDQAMAwsACyAAIAItABc2AjALIAItABchBAwBC0F/IQQLIAJBIGokACAECwgAIAAQNhAnC5cBAQN/IwBBEGsiBCQAIAAQ3wMiACABNgIgIABBvLgCNgIAIARBDGoiAyAAKAIEIgE2AgAgASABKAIEQQFqNgIEIAMQugIhASADKAIAIgMgAygCBEEBayIFNgIEIAVBf0YEQCADIAMoAgAoAggRAQALIAAgAjYCKCAAIAE2AiQgACABIAEoAgAoAhwRAAA6ACwgBEEQaiQAC5YBAQN/IwBBEGsiBCQAIAAQNyIAIAE2AiAgAEHwtgI2AgAgBEEMaiIDIAAoAgQiATYCACABIAEoAgRBAWo2AgQgAxDoASEBIAMoAgAiAyADKAIEQQFrIgU2AgQgBUF/RgRAIAMgAygCACgCCBEBAAsgACACNgIoIAAgATYCJCAAIAEgASgCACgCHBEAADoALCAEQRBqJAAL92oEDH8CfgF9AXwjAEEgayINJAACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAALQAJBEAgAC0ACwRAIAAoAgxFDSAgAiADKAIATwRAIAMgAhAvIQILAn8gAUEDdCIEQQJyIgFB/wBNBEAgAiABOgAAIAJBAWoMAQsgAiABQYABcjoAACAEQQd2IQQgAUH//wBNBEAgAiAEOgABIAJBAmoMAQsgAkEBaiEBA0AgASICIARBgAFyOgAAIAJBAWohASAEQf//AEshBiAEQQd2IQQgBg0ACyACIAQ6AAEgAkECagshAQJ/IAAoAgwiAkH/AE0EQCABIAI6AAAgAUEBagwBCyABIAJBgAFyOgAAIAKsQgeIIRAgAkH//wBNBEAgASAQPAABIAFBAmoMAQsgAUEBaiEBA0AgASICIBCnQYABcjoAACACQQFqIQEgEEL//wBWIQQgEEIHiCEQIAQNAAsgAiAQPAABIAJBAmoLIQIgAC0ACCIEQRNrQf8BcUHuAUkEQCANQQhqIgFCADcCDCABQTw2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB4OUAECoQLCABECsLAkACQCAEQQFrDhIgHxYYFRwbIQEBAQEXAB0eGRoiC0EAIQEgACgCACIEKAIAQQBMDSEDQAJ/IAIgAygCAE8EfyADIAIQLyECIAAoAgAFIAQLIAEQWCgCACIEQf8ATQRAIAIgBDoAACACQQFqDAELIAIgBEGAAXI6AAAgBKxCB4ghECAEQf//AE0EQCACIBA8AAEgAkECagwBCyACQQFqIQQDQCAEIgIgEKdBgAFyOgAAIAJBAWohBCAQQv//AFYhBiAQQgeIIRAgBg0ACyACIBA8AAEgAkECagshAiABQQFqIgEgACgCACIEKAIASA0ACwwhCyANQQhqIgBCADcCDCAAQa4PNgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQZ7LABAqECwgABArDCALIAAtAAgiBkETa0H/AXFB7gFJBEAgDUEIaiIEQgA3AgwgBEE8NgIIIARBwTY2AgQgBEEDNgIAIARBADYCFCAEQeDlABAqECwgBBArCwJAIAZBAWsOEg0MAwUCCQgOEBIAEQQPCgsGByALIAAoAgAiBigCBEEATA0fIAFBA3QiBEEHdiEBIARBgn9yIQkgBEECciIHQf8ASyEKA0AgAiADKAIATwRAIAMgAhAvIQIgACgCACEGCyACQQFqIQQgBiAFED4hCAJAIApFBEAgAiAHOgAADAELIAIgCToAACABIQYgB0H//wBNBEAgAiABOgABIAJBAmohBAwBCwNAIAQiAiAGQYABcjoAACACQQFqIQQgBkH//wBLIQsgBkEHdiEGIAsNAAsgAiAGOgABIAJBAmohBAsgCAJ/IAggCCgCACgCKBEAACICQf8ATQRAIAQgAjoAACAEQQFqDAELIAQgAkGAAXI6AAAgAkEHdiEGIAJB//8ATQRAIAQgBjoAASAEQQJqDAELIARBAWohBANAIAQiAiAGQYABcjoAACACQQFqIQQgBkH//wBLIQsgBkEHdiEGIAsNAAsgAiAGOgABIAJBAmoLIAMgCCgCACgCMBEEACECIAVBAWoiBSAAKAIAIgYoAgRIDQALDB8LIAAtAApBAXENHiAALQAIIgZBE2tB/wFxQe4BSQRAIA1BCGoiBEIANwIMIARBPDYCCCAEQcE2NgIEIARBAzYCACAEQQA2AhQgBEHg5QAQKhAsIAQQKwsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgBkEBaw4SCwoBAwAHBgwOEBEPAg0ICQQFMAsgAiADKAIATwRAIAMgAhAvIQILIAAoAgAhBAJ/IAFBA3QiAEH/AE0EQCACIAA6AAAgAkEBagwBCyACIABBgAFyOgAAIABBB3YhASAAQf//AE0EQCACIAE6AAEgAkECagwBCyACQQFqIQMDQCADIgAgAUGAAXI6AAAgAEEBaiEDIAFB//8ASyECIAFBB3YhASACDQALIAAgAToAASAAQQJqCyEAIARB/wBNBEAgACAEOgAAIABBAWohAgwwCyAAIARBgAFyOgAAIASsQgeIIRAgBEH//wBNBEAgACAQPAABIABBAmohAgwwCyAAQQFqIQADQCAAIgEgEKdBgAFyOgAAIAFBAWohACAQQv//AFYhAiAQQgeIIRAgAg0ACyABIBA8AAEgAUECaiECDC8LIAIgAygCAE8EQCADIAIQLyECCyAAKQMAIRECfyABQQN0IgBB/wBNBEAgAiAAOgAAIAJBAWoMAQsgAiAAQYABcjoAACAAQQd2IQMgAEH//wBNBEAgAiADOgABIAJBAmoMAQsgAkEBaiEAA0AgACIBIANBgAFyOgAAIAFBAWohACADQf//AEshAiADQQd2IQMgAg0ACyABIAM6AAEgAUECagshACARpyEBIBFC/wBYBEAgACABOgAAIABBAWohAgwvCyAAIAFBgAFyOgAAIBFCB4ghECARQv//AFgEQCAAIBA8AAEgAEECaiECDC8LIABBAWohAANAIAAiASAQp0GAAXI6AAAgAUEBaiEAIBBC//8AViECIBBCB4ghECACDQALIAEgEDwAASABQQJqIQIMLgsgAiADKAIATwRAIAMgAhAvIQILIAAoAgAhBAJ/IAFBA3QiAEH/AE0EQCACIAA6AAAgAkEBagwBCyACIABBgAFyOgAAIABBB3YhASAAQf//AE0EQCACIAE6AAEgAkECagwBCyACQQFqIQMDQCADIgAgAUGAAXI6AAAgAEEBaiEDIAFB//8ASyECIAFBB3YhASACDQALIAAgAToAASAAQQJqCyEAIARB/wBNBEAgACAEOgAAIABBAWohAgwuCyAAIARBgAFyOgAAIARBB3YhAyAEQf//AE0EQCAAIAM6AAEgAEECaiECDC4LIABBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmohAgwtCyACIAMoAgBPBEAgAyACEC8hAgsgACkDACERAn8gAUEDdCIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAEEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqDAELIAJBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmoLIQAgEachASARQv8AWARAIAAgAToAACAAQQFqIQIMLQsgACABQYABcjoAACARQgeIIRAgEUL//wBYBEAgACAQPAABIABBAmohAgwtCyAAQQFqIQADQCAAIgEgEKdBgAFyOgAAIAFBAWohACAQQv//AFYhAiAQQgeIIRAgAg0ACyABIBA8AAEgAUECaiECDCwLIAIgAygCAE8EQCADIAIQLyECCyAAKAIAIQQCfyABQQN0IgBB/wBNBEAgAiAAOgAAIAJBAWoMAQsgAiAAQYABcjoAACAAQQd2IQEgAEH//wBNBEAgAiABOgABIAJBAmoMAQsgAkEBaiEDA0AgAyIAIAFBgAFyOgAAIABBAWohAyABQf//AEshAiABQQd2IQEgAg0ACyAAIAE6AAEgAEECagshACAEQQF0IARBH3VzIgFB/wBNBEAgACABOgAAIABBAWohAgwsCyAAIAFBgAFyOgAAIAFBB3YhAyABQf//AE0EQCAAIAM6AAEgAEECaiECDCwLIABBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmohAgwrCyACIAMoAgBPBEAgAyACEC8hAgsgACkDACEQAn8gAUEDdCIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAEEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqDAELIAJBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmoLIQAgEEIBhiAQQj+HhSIRpyEBIBFC/wBYBEAgACABOgAAIABBAWohAgwrCyAAIAFBgAFyOgAAIBFCB4ghECARQv//AFgEQCAAIBA8AAEgAEECaiECDCsLIABBAWohAANAIAAiASAQp0GAAXI6AAAgAUEBaiEAIBBC//8AViECIBBCB4ghECACDQALIAEgEDwAASABQQJqIQIMKgsgAiADKAIATwRAIAMgAhAvIQILIAAoAgAhAwJ/IAFBA3QiAUEFciIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAUEHdiEBIABB//8ATQRAIAIgAToAASACQQJqDAELIAJBAWohAANAIAAiAiABQYABcjoAACACQQFqIQAgAUH//wBLIQQgAUEHdiEBIAQNAAsgAiABOgABIAJBAmoLIgAgAzYAACAAQQRqIQIMKQsgAiADKAIATwRAIAMgAhAvIQILIAApAwAhEAJ/IAFBA3QiAUEBciIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAUEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqDAELIAJBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmoLIgAgEDcAACAAQQhqIQIMKAsgAiADKAIATwRAIAMgAhAvIQILIAAoAgAhAwJ/IAFBA3QiAUEFciIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAUEHdiEBIABB//8ATQRAIAIgAToAASACQQJqDAELIAJBAWohAANAIAAiAiABQYABcjoAACACQQFqIQAgAUH//wBLIQQgAUEHdiEBIAQNAAsgAiABOgABIAJBAmoLIgAgAzYAACAAQQRqIQIMJwsgAiADKAIATwRAIAMgAhAvIQILIAApAwAhEAJ/IAFBA3QiAUEBciIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAUEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqDAELIAJBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmoLIgAgEDcAACAAQQhqIQIMJgsgAiADKAIATwRAIAMgAhAvIQILIAAqAgAhEgJ/IAFBA3QiAUEFciIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAUEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqDAELIAJBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmoLIgAgEjgAACAAQQRqIQIMJQsgAiADKAIATwRAIAMgAhAvIQILIAArAwAhEwJ/IAFBA3QiAUEBciIAQf8ATQRAIAIgADoAACACQQFqDAELIAIgAEGAAXI6AAAgAUEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqDAELIAJBAWohAANAIAAiASADQYABcjoAACABQQFqIQAgA0H//wBLIQIgA0EHdiEDIAINAAsgASADOgABIAFBAmoLIgAgEzkAACAAQQhqIQIMJAsgAiADKAIATwRAIAMgAhAvIQILIAAtAAAhAwJ/IAFBA3QiAEH/AE0EQCACIAA6AAAgAkEBagwBCyACIABBgAFyOgAAIABBB3YhASAAQf//AE0EQCACIAE6AAEgAkECagwBCyACQQFqIQADQCAAIgIgAUGAAXI6AAAgAkEBaiEAIAFB//8ASyEEIAFBB3YhASAEDQALIAIgAToAASACQQJqCyIAIAM6AAAgAEEBaiECDCMLIAIgAygCAE8EQCADIAIQLyECCyAAKAIAIQQCfyABQQN0IgBB/wBNBEAgAiAAOgAAIAJBAWoMAQsgAiAAQYABcjoAACAAQQd2IQEgAEH//wBNBEAgAiABOgABIAJBAmoMAQsgAkEBaiEDA0AgAyIAIAFBgAFyOgAAIABBAWohAyABQf//AEshAiABQQd2IQEgAg0ACyAAIAE6AAEgAEECagshACAEQf8ATQRAIAAgBDoAACAAQQFqIQIMIwsgACAEQYABcjoAACAErEIHiCEQIARB//8ATQRAIAAgEDwAASAAQQJqIQIMIwsgAEEBaiEAA0AgACIBIBCnQYABcjoAACABQQFqIQAgEEL//wBWIQIgEEIHiCEQIAINAAsgASAQPAABIAFBAmohAgwiCyACIAMoAgBPBEAgAyACEC8hAgsCQCAAKAIAIgQoAgQgBC0ACyIAIADAQQBIGyIGQf8ATARAIAMoAgAhBSAFAn9BASABQQN0IgBBgAFJDQAaQQIgAEGAgAFJDQAaQQMgAEGAgIABSQ0AGkEEQQUgAEGAgICAAUkbCyACakF/c2pBEGogBk4NAQsgAyABIAQgAhCzASECDCILAn8gAEECciIDQf8ATQRAIAIgAzoAACACQQFqDAELIAIgA0GAAXI6AAAgAEEHdiEBIANB//8ATQRAIAIgAToAASACQQJqDAELIAJBAWohAwNAIAMiACABQYABcjoAACAAQQFqIQMgAUH//wBLIQIgAUEHdiEBIAINAAsgACABOgABIABBAmoLIgAgBjoAACAAQQFqIgAgBCgCACAEIAQsAAtBAEgbIAb8CgAAIAAgBmohAgwhCyACIAMoAgBPBEAgAyACEC8hAgsCQCAAKAIAIgQoAgQgBC0ACyIAIADAQQBIGyIGQf8ATARAIAMoAgAhBSAFAn9BASABQQN0IgBBgAFJDQAaQQIgAEGAgAFJDQAaQQMgAEGAgIABSQ0AGkEEQQUgAEGAgICAAUkbCyACakF/c2pBEGogBk4NAQsgAyABIAQgAhCzASECDCELAn8gAEECciIDQf8ATQRAIAIgAzoAACACQQFqDAELIAIgA0GAAXI6AAAgAEEHdiEBIANB//8ATQRAIAIgAToAASACQQJqDAELIAJBAWohAwNAIAMiACABQYABcjoAACAAQQFqIQMgAUH//wBLIQIgAUEHdiEBIAINAAsgACABOgABIABBAmoLIgAgBjoAACAAQQFqIgAgBCgCACAEIAQsAAtBAEgbIAb8CgAAIAAgBmohAgwgCyACIAMoAgBPBEAgAyACEC8hAgsgACgCACIGAn8gAUEDdCIBQQNyIgBB/wBNBEAgAiAAOgAAIAJBAWoMAQsgAiAAQYABcjoAACABQQd2IQUgAEH//wBNBEAgAiAFOgABIAJBAmoMAQsgAkEBaiEEA0AgBCIAIAVBgAFyOgAAIABBAWohBCAFQf//AEshAiAFQQd2IQUgAg0ACyAAIAU6AAEgAEECagsgAyAGKAIAKAIwEQQAIQIgAiADKAIATwRAIAMgAhAvIQILIAFBBHIiAEH/AE0EQCACIAA6AAAgAkEBaiECDCALIAIgAEGAAXI6AAAgAUEHdiEDIABB//8ATQRAIAIgAzoAASACQQJqIQIMIAsgAkEBaiEAA0AgACIBIANBgAFyOgAAIAFBAWohACADQf//AEshAiADQQd2IQMgAg0ACyABIAM6AAEgAUECaiECDB8LIAAtAApBEHEEQCAAKAIAIgAgASACIAMgACgCACgCRBEIACECDB8LIAIgAygCAE8EQCADIAIQLyECCyAAKAIAIQYCfyABQQN0IgFBAnIiAEH/AE0EQCACIAA6AAAgAkEBagwBCyACIABBgAFyOgAAIAFBB3YhBCAAQf//AE0EQCACIAQ6AAEgAkECagwBCyACQQFqIQEDQCABIgAgBEGAAXI6AAAgAUEBaiEBIARB//8ASyECIARBB3YhBCACDQALIAAgBDoAASAAQQJqCyEAIAYCfyAGIAYoAgAoAigRAAAiAUH/AE0EQCAAIAE6AAAgAEEBagwBCyAAIAFBgAFyOgAAIAFBB3YhBCABQf//AE0EQCAAIAQ6AAEgAEECagwBCyAAQQFqIQEDQCABIgAgBEGAAXI6AAAgAUEBaiEBIARB//8ASyECIARBB3YhBCACDQALIAAgBDoAASAAQQJqCyADIAYoAgAoAjARBAAhAgweCyAAKAIAIgQoAgBBAEwNHSABQQN0IgdBB3YhCCAHQYB/ciEJIAdB/wBLIQoDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQQLIAJBAWohASAEIAUQWCgCACEEAkAgCkUEQCACIAc6AAAMAQsgAiAJOgAAIAghBiAHQf//AE0EQCACIAg6AAEgAkECaiEBDAELA0AgASICIAZBgAFyOgAAIAJBAWohASAGQf//AEshCyAGQQd2IQYgCw0ACyACIAY6AAEgAkECaiEBCwJ/IARB/wBNBEAgASAEOgAAIAFBAWoMAQsgASAEQYABcjoAACAErEIHiCEQIARB//8ATQRAIAEgEDwAASABQQJqDAELIAFBAWohAQNAIAEiAiAQp0GAAXI6AAAgAkEBaiEBIBBC//8AViEEIBBCB4ghECAEDQALIAIgEDwAASACQQJqCyECIAVBAWoiBSAAKAIAIgQoAgBIDQALDB0LIAAoAgAiBSgCAEEATA0cIAFBA3QiCEEHdiEGIAhBgH9yIQdBACEEIAhB/wBLIQkgCEH//wBLIQoDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQYykDACERAkAgCUUEQCACIAg6AAAMAQsgAiAHOgAAIAYhBSAKRQRAIAIgBjoAASACQQJqIQEMAQsDQCABIgIgBUGAAXI6AAAgAkEBaiEBIAVB//8ASyELIAVBB3YhBSALDQALIAIgBToAASACQQJqIQELIBGnIQICfyARQv8AWARAIAEgAjoAACABQQFqDAELIAEgAkGAAXI6AAAgEUIHiCEQIBFC//8AWARAIAEgEDwAASABQQJqDAELIAFBAWohAQNAIAEiAiAQp0GAAXI6AAAgAkEBaiEBIBBC//8AViEFIBBCB4ghECAFDQALIAIgEDwAASACQQJqCyECIARBAWoiBCAAKAIAIgUoAgBIDQALDBwLIAAoAgAiBCgCAEEATA0bIAFBA3QiB0EHdiEIIAdBgH9yIQkgB0H/AEshCgNAIAIgAygCAE8EQCADIAIQLyECIAAoAgAhBAsgAkEBaiEBIAQgBRBYKAIAIQQCQCAKRQRAIAIgBzoAAAwBCyACIAk6AAAgCCEGIAdB//8ATQRAIAIgCDoAASACQQJqIQEMAQsDQCABIgIgBkGAAXI6AAAgAkEBaiEBIAZB//8ASyELIAZBB3YhBiALDQALIAIgBjoAASACQQJqIQELAn8gBEH/AE0EQCABIAQ6AAAgAUEBagwBCyABIARBgAFyOgAAIARBB3YhAiAEQf//AE0EQCABIAI6AAEgAUECagwBCyABQQFqIQQDQCAEIgEgAkGAAXI6AAAgAUEBaiEEIAJB//8ASyEGIAJBB3YhAiAGDQALIAEgAjoAASABQQJqCyECIAVBAWoiBSAAKAIAIgQoAgBIDQALDBsLIAAoAgAiBSgCAEEATA0aIAFBA3QiCEEHdiEGIAhBgH9yIQdBACEEIAhB/wBLIQkgCEH//wBLIQoDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQYykDACERAkAgCUUEQCACIAg6AAAMAQsgAiAHOgAAIAYhBSAKRQRAIAIgBjoAASACQQJqIQEMAQsDQCABIgIgBUGAAXI6AAAgAkEBaiEBIAVB//8ASyELIAVBB3YhBSALDQALIAIgBToAASACQQJqIQELIBGnIQICfyARQv8AWARAIAEgAjoAACABQQFqDAELIAEgAkGAAXI6AAAgEUIHiCEQIBFC//8AWARAIAEgEDwAASABQQJqDAELIAFBAWohAQNAIAEiAiAQp0GAAXI6AAAgAkEBaiEBIBBC//8AViEFIBBCB4ghECAFDQALIAIgEDwAASACQQJqCyECIARBAWoiBCAAKAIAIgUoAgBIDQALDBoLIAAoAgAiBSgCAEEATA0ZIAFBA3QiB0EHdiEIIAdBgH9yIQlBACEEIAdB/wBLIQoDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQWCgCACEFAkAgCkUEQCACIAc6AAAMAQsgAiAJOgAAIAghBiAHQf//AE0EQCACIAg6AAEgAkECaiEBDAELA0AgASICIAZBgAFyOgAAIAJBAWohASAGQf//AEshCyAGQQd2IQYgCw0ACyACIAY6AAEgAkECaiEBCwJ/IAVBAXQgBUEfdXMiAkH/AE0EQCABIAI6AAAgAUEBagwBCyABIAJBgAFyOgAAIAJBB3YhBSACQf//AE0EQCABIAU6AAEgAUECagwBCyABQQFqIQEDQCABIgIgBUGAAXI6AAAgAkEBaiEBIAVB//8ASyEGIAVBB3YhBSAGDQALIAIgBToAASACQQJqCyECIARBAWoiBCAAKAIAIgUoAgBIDQALDBkLIAAoAgAiBSgCAEEATA0YIAFBA3QiCEEHdiEGIAhBgH9yIQdBACEEIAhB/wBLIQkgCEH//wBLIQoDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQYykDACEQAkAgCUUEQCACIAg6AAAMAQsgAiAHOgAAIAYhBSAKRQRAIAIgBjoAASACQQJqIQEMAQsDQCABIgIgBUGAAXI6AAAgAkEBaiEBIAVB//8ASyELIAVBB3YhBSALDQALIAIgBToAASACQQJqIQELIBBCAYYgEEI/h4UiEachAgJ/IBFC/wBYBEAgASACOgAAIAFBAWoMAQsgASACQYABcjoAACARQgeIIRAgEUL//wBYBEAgASAQPAABIAFBAmoMAQsgAUEBaiEBA0AgASICIBCnQYABcjoAACACQQFqIQEgEEL//wBWIQUgEEIHiCEQIAUNAAsgAiAQPAABIAJBAmoLIQIgBEEBaiIEIAAoAgAiBSgCAEgNAAsMGAsgACgCACIFKAIAQQBMDRcgAUEDdCIBQQd2IQggAUGFf3IhCUEAIQQgAUEFciIHQf8ASyEKIAdB//8ASyELA0AgAiADKAIATwRAIAMgAhAvIQIgACgCACEFCyACQQFqIQEgBSAEEFgoAgAhBQJAIApFBEAgAiAHOgAADAELIAIgCToAACAIIQYgC0UEQCACIAg6AAEgAkECaiEBDAELA0AgASICIAZBgAFyOgAAIAJBAWohASAGQf//AEshDCAGQQd2IQYgDA0ACyACIAY6AAEgAkECaiEBCyABIAU2AAAgAUEEaiECIARBAWoiBCAAKAIAIgUoAgBIDQALDBcLIAAoAgAiBSgCAEEATA0WIAFBA3QiAUEHdiEGIAFBgX9yIQdBACEEIAFBAXIiCEH/AEshCSAIQf//AEshCgNAIAIgAygCAE8EQCADIAIQLyECIAAoAgAhBQsgAkEBaiEBIAUgBBBjKQMAIRACQCAJRQRAIAIgCDoAAAwBCyACIAc6AAAgBiEFIApFBEAgAiAGOgABIAJBAmohAQwBCwNAIAEiAiAFQYABcjoAACACQQFqIQEgBUH//wBLIQsgBUEHdiEFIAsNAAsgAiAFOgABIAJBAmohAQsgASAQNwAAIAFBCGohAiAEQQFqIgQgACgCACIFKAIASA0ACwwWCyAAKAIAIgUoAgBBAEwNFSABQQN0IgFBB3YhCCABQYV/ciEJQQAhBCABQQVyIgdB/wBLIQogB0H//wBLIQsDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQWCgCACEFAkAgCkUEQCACIAc6AAAMAQsgAiAJOgAAIAghBiALRQRAIAIgCDoAASACQQJqIQEMAQsDQCABIgIgBkGAAXI6AAAgAkEBaiEBIAZB//8ASyEMIAZBB3YhBiAMDQALIAIgBjoAASACQQJqIQELIAEgBTYAACABQQRqIQIgBEEBaiIEIAAoAgAiBSgCAEgNAAsMFQsgACgCACIFKAIAQQBMDRQgAUEDdCIBQQd2IQYgAUGBf3IhB0EAIQQgAUEBciIIQf8ASyEJIAhB//8ASyEKA0AgAiADKAIATwRAIAMgAhAvIQIgACgCACEFCyACQQFqIQEgBSAEEGMpAwAhEAJAIAlFBEAgAiAIOgAADAELIAIgBzoAACAGIQUgCkUEQCACIAY6AAEgAkECaiEBDAELA0AgASICIAVBgAFyOgAAIAJBAWohASAFQf//AEshCyAFQQd2IQUgCw0ACyACIAU6AAEgAkECaiEBCyABIBA3AAAgAUEIaiECIARBAWoiBCAAKAIAIgUoAgBIDQALDBQLIAAoAgAiBSgCAEEATA0TIAFBA3QiAUEHdiEGIAFBhX9yIQdBACEEIAFBBXIiCEH/AEshCSAIQf//AEshCgNAIAIgAygCAE8EQCADIAIQLyECIAAoAgAhBQsgAkEBaiEBIAUgBBBYKgIAIRICQCAJRQRAIAIgCDoAAAwBCyACIAc6AAAgBiEFIApFBEAgAiAGOgABIAJBAmohAQwBCwNAIAEiAiAFQYABcjoAACACQQFqIQEgBUH//wBLIQsgBUEHdiEFIAsNAAsgAiAFOgABIAJBAmohAQsgASASOAAAIAFBBGohAiAEQQFqIgQgACgCACIFKAIASA0ACwwTCyAAKAIAIgUoAgBBAEwNEiABQQN0IgFBB3YhBiABQYF/ciEHQQAhBCABQQFyIghB/wBLIQkgCEH//wBLIQoDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQYysDACETAkAgCUUEQCACIAg6AAAMAQsgAiAHOgAAIAYhBSAKRQRAIAIgBjoAASACQQJqIQEMAQsDQCABIgIgBUGAAXI6AAAgAkEBaiEBIAVB//8ASyELIAVBB3YhBSALDQALIAIgBToAASACQQJqIQELIAEgEzkAACABQQhqIQIgBEEBaiIEIAAoAgAiBSgCAEgNAAsMEgsgACgCACIFKAIAQQBMDREgAUEDdCIHQQd2IQggB0GAf3IhCUEAIQQgB0H/AEshCiAHQf//AEshCwNAIAIgAygCAE8EQCADIAIQLyECIAAoAgAhBQsgAkEBaiEBIAUgBBD7Ai0AACEFAkAgCkUEQCACIAc6AAAMAQsgAiAJOgAAIAghBiALRQRAIAIgCDoAASACQQJqIQEMAQsDQCABIgIgBkGAAXI6AAAgAkEBaiEBIAZB//8ASyEMIAZBB3YhBiAMDQALIAIgBjoAASACQQJqIQELIAEgBToAACABQQFqIQIgBEEBaiIEIAAoAgAiBSgCAEgNAAsMEQsgACgCACIEKAIAQQBMDRAgAUEDdCIHQQd2IQggB0GAf3IhCSAHQf8ASyEKA0AgAiADKAIATwRAIAMgAhAvIQIgACgCACEECyACQQFqIQEgBCAFEFgoAgAhBAJAIApFBEAgAiAHOgAADAELIAIgCToAACAIIQYgB0H//wBNBEAgAiAIOgABIAJBAmohAQwBCwNAIAEiAiAGQYABcjoAACACQQFqIQEgBkH//wBLIQsgBkEHdiEGIAsNAAsgAiAGOgABIAJBAmohAQsCfyAEQf8ATQRAIAEgBDoAACABQQFqDAELIAEgBEGAAXI6AAAgBKxCB4ghECAEQf//AE0EQCABIBA8AAEgAUECagwBCyABQQFqIQEDQCABIgIgEKdBgAFyOgAAIAJBAWohASAQQv//AFYhBCAQQgeIIRAgBA0ACyACIBA8AAEgAkECagshAiAFQQFqIgUgACgCACIEKAIASA0ACwwQCyAAKAIAIgQoAgRBAEwND0EBQQIgAUEDdCIGQYABSRtBA0EEQQUgBkGAgICAAUkbIAZBgICAAUkbIAZBgIABSRshCyAGQQd2IQUgBkGCf3IhDCAGQQJyIgpB//8ASyEOA0ACfwJAIAIgAygCAE8EfyADIAIQLyECIAAoAgAFIAQLIAgQPiIHKAIEIActAAsiBCAEwEEASBsiCUH/AEwEQCADKAIAIAIgC2pBf3NqQRBqIAlODQELIAMgASAHIAIQswEMAQsgAkEBaiEGAkAgCkH/AE0EQCACIAo6AAAMAQsgAiAMOgAAIAUhBCAORQRAIAIgBToAASACQQJqIQYMAQsDQCAGIgIgBEGAAXI6AAAgAkEBaiEGIARB//8ASyEPIARBB3YhBCAPDQALIAIgBDoAASACQQJqIQYLIAYgCToAACAGQQFqIgIgBygCACAHIAcsAAtBAEgbIAn8CgAAIAIgCWoLIQIgCEEBaiIIIAAoAgAiBCgCBEgNAAsMDwsgACgCACIEKAIEQQBMDQ5BAUECIAFBA3QiBkGAAUkbQQNBBEEFIAZBgICAgAFJGyAGQYCAgAFJGyAGQYCAAUkbIQsgBkEHdiEFIAZBgn9yIQwgBkECciIKQf//AEshDgNAAn8CQCACIAMoAgBPBH8gAyACEC8hAiAAKAIABSAECyAIED4iBygCBCAHLQALIgQgBMBBAEgbIglB/wBMBEAgAygCACACIAtqQX9zakEQaiAJTg0BCyADIAEgByACELMBDAELIAJBAWohBgJAIApB/wBNBEAgAiAKOgAADAELIAIgDDoAACAFIQQgDkUEQCACIAU6AAEgAkECaiEGDAELA0AgBiICIARBgAFyOgAAIAJBAWohBiAEQf//AEshDyAEQQd2IQQgDw0ACyACIAQ6AAEgAkECaiEGCyAGIAk6AAAgBkEBaiICIAcoAgAgByAHLAALQQBIGyAJ/AoAACACIAlqCyECIAhBAWoiCCAAKAIAIgQoAgRIDQALDA4LIAAoAgAiBSgCBEEATA0NIAFBA3QiAUGEf3IhCiABQQd2IQYgAUGDf3IhC0EAIQQgAUEDciIIQf8ASyEMIAFBBHIiB0H//wBLIQ4DQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQULIAJBAWohASAFIAQQPiEJAkAgDEUEQCACIAg6AAAMAQsgAiALOgAAIAYhBSAIQf//AE0EQCACIAY6AAEgAkECaiEBDAELA0AgASICIAVBgAFyOgAAIAJBAWohASAFQf//AEshDyAFQQd2IQUgDw0ACyACIAU6AAEgAkECaiEBCyAJIAEgAyAJKAIAKAIwEQQAIQEgASADKAIATwRAIAMgARAvIQELIAFBAWohAgJAIAdB/wBNBEAgASAHOgAADAELIAEgCjoAACAGIQUgDkUEQCABIAY6AAEgAUECaiECDAELA0AgAiIBIAVBgAFyOgAAIAJBAWohAiAFQf//AEshCSAFQQd2IQUgCQ0ACyABIAU6AAEgAUECaiECCyAEQQFqIgQgACgCACIFKAIESA0ACwwNCyAAKAIAIgQoAgBBAEwNDEEAIQEDQAJ/IAIgAygCAE8EfyADIAIQLyECIAAoAgAFIAQLIAEQWCgCACIEQf8ATQRAIAIgBDoAACACQQFqDAELIAIgBEGAAXI6AAAgBKxCB4ghECAEQf//AE0EQCACIBA8AAEgAkECagwBCyACQQFqIQQDQCAEIgIgEKdBgAFyOgAAIAJBAWohBCAQQv//AFYhBiAQQgeIIRAgBg0ACyACIBA8AAEgAkECagshAiABQQFqIgEgACgCACIEKAIASA0ACwwMC0EAIQEgACgCACIEKAIAQQBMDQsDQCACIAMoAgBPBH8gAyACEC8hAiAAKAIABSAECyABEGMpAwAiEachBAJ/IBFC/wBYBEAgAiAEOgAAIAJBAWoMAQsgAiAEQYABcjoAACARQgeIIRAgEUL//wBYBEAgAiAQPAABIAJBAmoMAQsgAkEBaiEEA0AgBCICIBCnQYABcjoAACACQQFqIQQgEEL//wBWIQYgEEIHiCEQIAYNAAsgAiAQPAABIAJBAmoLIQIgAUEBaiIBIAAoAgAiBCgCAEgNAAsMCwtBACEBIAAoAgAiBCgCAEEATA0KA0ACfyACIAMoAgBPBH8gAyACEC8hAiAAKAIABSAECyABEFgoAgAiBEH/AE0EQCACIAQ6AAAgAkEBagwBCyACIARBgAFyOgAAIARBB3YhBSAEQf//AE0EQCACIAU6AAEgAkECagwBCyACQQFqIQQDQCAEIgIgBUGAAXI6AAAgAkEBaiEEIAVB//8ASyEGIAVBB3YhBSAGDQALIAIgBToAASACQQJqCyECIAFBAWoiASAAKAIAIgQoAgBIDQALDAoLQQAhASAAKAIAIgQoAgBBAEwNCQNAIAIgAygCAE8EfyADIAIQLyECIAAoAgAFIAQLIAEQYykDACIRpyEEAn8gEUL/AFgEQCACIAQ6AAAgAkEBagwBCyACIARBgAFyOgAAIBFCB4ghECARQv//AFgEQCACIBA8AAEgAkECagwBCyACQQFqIQQDQCAEIgIgEKdBgAFyOgAAIAJBAWohBCAQQv//AFYhBiAQQgeIIRAgBg0ACyACIBA8AAEgAkECagshAiABQQFqIgEgACgCACIEKAIASA0ACwwJC0EAIQEgACgCACIEKAIAQQBMDQgDQAJ/IAIgAygCAE8EfyADIAIQLyECIAAoAgAFIAQLIAEQWCgCACIEQQF0IARBH3VzIgRB/wBNBEAgAiAEOgAAIAJBAWoMAQsgAiAEQYABcjoAACAEQQd2IQUgBEH//wBNBEAgAiAFOgABIAJBAmoMAQsgAkEBaiEEA0AgBCICIAVBgAFyOgAAIAJBAWohBCAFQf//AEshBiAFQQd2IQUgBg0ACyACIAU6AAEgAkECagshAiABQQFqIgEgACgCACIEKAIASA0ACwwIC0EAIQEgACgCACIEKAIAQQBMDQcDQCACIAMoAgBPBH8gAyACEC8hAiAAKAIABSAECyABEGMpAwAiEEIBhiAQQj+HhSIRpyEEAn8gEUL/AFgEQCACIAQ6AAAgAkEBagwBCyACIARBgAFyOgAAIBFCB4ghECARQv//AFgEQCACIBA8AAEgAkECagwBCyACQQFqIQQDQCAEIgIgEKdBgAFyOgAAIAJBAWohBCAQQv//AFYhBiAQQgeIIRAgBg0ACyACIBA8AAEgAkECagshAiABQQFqIgEgACgCACIEKAIASA0ACwwHC0EAIQEgACgCACIEKAIAQQBMDQYDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQQLIAIgBCABEFgoAgA2AAAgAkEEaiECIAFBAWoiASAAKAIAIgQoAgBIDQALDAYLQQAhASAAKAIAIgQoAgBBAEwNBQNAIAIgAygCAE8EQCADIAIQLyECIAAoAgAhBAsgAiAEIAEQYykDADcAACACQQhqIQIgAUEBaiIBIAAoAgAiBCgCAEgNAAsMBQtBACEBIAAoAgAiBCgCAEEATA0EA0AgAiADKAIATwRAIAMgAhAvIQIgACgCACEECyACIAQgARBYKAIANgAAIAJBBGohAiABQQFqIgEgACgCACIEKAIASA0ACwwEC0EAIQEgACgCACIEKAIAQQBMDQMDQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQQLIAIgBCABEGMpAwA3AAAgAkEIaiECIAFBAWoiASAAKAIAIgQoAgBIDQALDAMLQQAhASAAKAIAIgQoAgBBAEwNAgNAIAIgAygCAE8EQCADIAIQLyECIAAoAgAhBAsgAiAEIAEQWCoCADgAACACQQRqIQIgAUEBaiIBIAAoAgAiBCgCAEgNAAsMAgtBACEBIAAoAgAiBCgCAEEATA0BA0AgAiADKAIATwRAIAMgAhAvIQIgACgCACEECyACIAQgARBjKwMAOQAAIAJBCGohAiABQQFqIgEgACgCACIEKAIASA0ACwwBC0EAIQEgACgCACIEKAIAQQBMDQADQCACIAMoAgBPBEAgAyACEC8hAiAAKAIAIQQLIAIgBCABEPsCLQAAOgAAIAJBAWohAiABQQFqIgEgACgCACIEKAIASA0ACwsgDUEgaiQAIAILSwECfyAAKAIAIgEEQAJ/IAEoAgwiAiABKAIQRgRAIAEgASgCACgCJBEAAAwBCyACKAIAC0F/RwRAIAAoAgBFDwsgAEEANgIAC0EBC0sBAn8gACgCACIBBEACfyABKAIMIgIgASgCEEYEQCABIAEoAgAoAiQRAAAMAQsgAi0AAAtBf0cEQCAAKAIARQ8LIABBADYCAAtBAQuYBQEIfyABQQhLBEBBBCABIAFBBE0bIQNBASAAIABBAU0bIQcDQAJAIAMgB2pBAWtBACADa3EiACAHIAAgB0sbIQRBACEBIwBBEGsiCCQAAkAgA0EDcQ0AIAQgA3ANAAJ/AkBBMAJ/IANBCEYEQCAEEEoMAQtBHCEBIANBBEkNASADQQNxDQEgA0ECdiIAIABBAWtxDQFBMCEBQUAgA2sgBEkNAQJ/QRAhAQJAQRBBECADIANBEE0bIgAgAEEQTRsiAiACQQFrcUUEQCACIQAMAQsDQCABIgBBAXQhASAAIAJJDQALCyAEQUAgAGtPBEBB4LYDQTA2AgBBAAwBC0EAQRAgBEELakF4cSAEQQtJGyIFIABqQQxqEEoiAkUNABogAkEIayEBAkAgAEEBayACcUUEQCABIQAMAQsgAkEEayIJKAIAIgRBeHEgACACakEBa0EAIABrcUEIayICIABBACACIAFrQQ9NG2oiACABayIGayECIARBA3FFBEAgASgCACEBIAAgAjYCBCAAIAEgBmo2AgAMAQsgACACIAAoAgRBAXFyQQJyNgIEIAAgAmoiAiACKAIEQQFyNgIEIAkgBiAJKAIAQQFxckECcjYCACABIAZqIgIgAigCBEEBcjYCBCABIAYQjQILAkAgACgCBCICQQNxRQ0AIAJBeHEiASAFQRBqTQ0AIAAgBSACQQFxckECcjYCBCAAIAVqIgQgASAFayICQQNyNgIEIAAgAWoiASABKAIEQQFyNgIEIAQgAhCNAgsgAEEIagsLIgBFDQEaIAggADYCDEEAIQELIAELIQBBACAIKAIMIAAbIQELIAhBEGokACABDQBBmOUDKAIAIgBFDQAgABEMAAwBCwsgAQ8LIAAQKQsJACABQQEQ1QMLEwAgAUEISwRAIAAQJw8LIAAQJwuDAQECfyMAQRBrIgQkACMAQSBrIgMkACADQRhqIAAgARC+AiADQRBqIANBDGogAygCGCADKAIcIAIQvQIgAyAAIAMoAhAgAGtqNgIMIAMgAiADKAIUIAJrajYCCCAEIAMoAgw2AgggBCADKAIINgIMIANBIGokACAEKAIMGiAEQRBqJAALCQAgABC/AhAnCwkAIAAQwAIQJwuGAgEDfyMAQRBrIgQkACACIAFrIgVB7////wdNBEACQCAFQQtJBEAgACAALQALQYABcSAFcjoACyAAIAAtAAtB/wBxOgALIAAhAwwBCyAEQQhqIAAgBUELTwR/IAVBEGpBcHEiAyADQQFrIgMgA0ELRhsFQQoLQQFqELwBIAQoAgwaIAAgBCgCCCIDNgIAIAAgACgCCEGAgICAeHEgBCgCDEH/////B3FyNgIIIAAgACgCCEGAgICAeHI2AgggACAFNgIECwNAIAEgAkcEQCADIAEtAAA6AAAgA0EBaiEDIAFBAWohAQwBCwsgBEEAOgAHIAMgBC0ABzoAACAEQRBqJAAPCxBDAAtUAQJ/AkAgACgCACICRQ0AAn8gAigCGCIDIAIoAhxGBEAgAiABIAIoAgAoAjQRAwAMAQsgAiADQQRqNgIYIAMgATYCACABC0F/Rw0AIABBADYCAAsLMQEBfyAAKAIMIgEgACgCEEYEQCAAIAAoAgAoAigRAAAPCyAAIAFBBGo2AgwgASgCAAuRAgEDfyMAQSBrIgMkACAALQAIIgJBE2tB/wFxQe4BSQRAIANBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsCQAJAIAJBAnRBoIkBaigCAEEKRw0AIAAtAAkEQEEAIQEgACgCACICKAIEQQBMDQEDQCACIAEQPiICIAIoAgAoAhgRAAAEQCABQQFqIgEgACgCACICKAIESA0BDAMLC0EAIQEMAgsgAC0ACiIBQQFxDQAgACgCACIAKAIAIQIgAUEQcQRAQQAhASAAIAIoAiQRAAANAQwCC0EAIQEgACACKAIYEQAARQ0BC0EBIQELIANBIGokACABCyoAIABB0KcCNgIAIABBBGoQrgIgAEIANwIYIABCADcCECAAQgA3AgggAAvvAQEFfyMAQRBrIgIkACACQQhqIAAQcxoCQCACLQAIRQ0AIAJBBGoiBCAAIAAoAgBBDGsoAgBqKAIcIgM2AgAgAyADKAIEQQFqNgIEIAQQ6wEhBiAEKAIAIgMgAygCBEEBayIFNgIEIAVBf0YEQCADIAMoAgAoAggRAQALIAIgACAAKAIAQQxrKAIAaigCGDYCACAAIAAoAgBBDGsoAgBqIgMQ6gEhBSACIAYgAigCACADIAUgAbsgBigCACgCIBEcADYCBCAEKAIADQAgACAAKAIAQQxrKAIAakEFEIEBCyACQQhqEHIgAkEQaiQAIAAL7gEBBX8jAEEQayICJAAgAkEIaiAAEHMaAkAgAi0ACEUNACACQQRqIgQgACAAKAIAQQxrKAIAaigCHCIDNgIAIAMgAygCBEEBajYCBCAEEOsBIQYgBCgCACIDIAMoAgRBAWsiBTYCBCAFQX9GBEAgAyADKAIAKAIIEQEACyACIAAgACgCAEEMaygCAGooAhg2AgAgACAAKAIAQQxrKAIAaiIDEOoBIQUgAiAGIAIoAgAgAyAFIAEgBigCACgCGBEJADYCBCAEKAIADQAgACAAKAIAQQxrKAIAakEFEIEBCyACQQhqEHIgAkEQaiQAIAAL7AEBBX8jAEEQayIBJAAgAUEIaiAAEHMaAkAgAS0ACEUNACABQQRqIgMgACAAKAIAQQxrKAIAaigCHCICNgIAIAIgAigCBEEBajYCBCADEOsBIQUgAygCACICIAIoAgRBAWsiBDYCBCAEQX9GBEAgAiACKAIAKAIIEQEACyABIAAgACgCAEEMaygCAGooAhg2AgAgACAAKAIAQQxrKAIAaiICEOoBIQQgASAFIAEoAgAgAiAEQQAgBSgCACgCDBEJADYCBCADKAIADQAgACAAKAIAQQxrKAIAakEFEIEBCyABQQhqEHIgAUEQaiQACxMAIAAgACgCAEEMaygCAGoQyAILEwAgACAAKAIAQQxrKAIAahCIAgs/AQF/IAAoAhgiAiAAKAIcRgRAIAAgAUH/AXEgACgCACgCNBEDAA8LIAAgAkEBajYCGCACIAE6AAAgAUH/AXELMQEBfyAAKAIMIgEgACgCEEYEQCAAIAAoAgAoAigRAAAPCyAAIAFBAWo2AgwgAS0AAAuSAwEFfyMAQRBrIgQkACAAQQA6AAACQCABIAEoAgBBDGsoAgBqIgMoAhBFBEAgAygCSARAIAEgASgCAEEMaygCAGooAkgQTAsCQCACDQAgASABKAIAQQxrKAIAaigCBEGAIHFFDQAgBEEMaiICIAEgASgCAEEMaygCAGooAhwiAzYCACADIAMoAgRBAWo2AgQgAhBtIQYgAigCACICIAIoAgRBAWsiAzYCBCADQX9GBEAgAiACKAIAKAIIEQEACyAEQQhqIgIgASABKAIAQQxrKAIAaigCGDYCACAEQQRqIgVBADYCAANAAkAgAiAFEEANAAJ/IAIoAgAiAygCDCIHIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIActAAALwCIDQQBOBH8gBigCCCADQf8BcUECdGooAgBBAXEFQQALRQ0AIAIQWhoMAQsLIAIgBRBARQ0AIAEgASgCAEEMaygCAGpBBhCBAQsgACABIAEoAgBBDGsoAgBqKAIQRToAAAwBCyADQQQQgQELIARBEGokACAACxMAIAAgACgCAEEMaygCAGoQyQILEwAgACAAKAIAQQxrKAIAahCJAgsEAEF/CxAAIABCfzcDCCAAQgA3AwALEAAgAEJ/NwMIIABCADcDAAsEACAAC5MbAQZ/IwBBMGsiBSQAAkAgAi0ACQRAIAIoAhAhAyAFQRhqIAAgARBXIAUtABwhASAFKAIYIgQgAzYCEAJAIAEEQCAEIAItAAg6AAggAi0ACyEDIARBAToACSAEIAM6AAsMAQsgBC0ACCACLQAIRwRAIAVBGGoiA0IANwIMIANBowc2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANBgOwAECoQLCADECsLIAQtAAsgAi0AC0cEQCAFQRhqIgNCADcCDCADQaQHNgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQbzsABAqECwgAxArCyAELQAJDQAgBUEYaiIDQgA3AgwgA0GlBzYCCCADQcE2NgIEIANBAzYCACADQQA2AhQgA0H64wAQKhAsIAMQKwsgAi0ACCIGQRNrQf8BcUHuAUkEQCAFQRhqIgNCADcCDCADQTw2AgggA0HBNjYCBCADQQM2AgAgA0EANgIUIANB4OUAECoQLCADECsLAkACQAJAAkACQAJAAkACQAJAAkAgBkECdEGgiQFqKAIAQQFrDgoAAQIDBQQGBwgJCwsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFBuJcDQhAgAxEHAAsgAEEJED8LIgEgADYCCCABQgA3AgAgBCABNgIACyABIAIoAgAQpwIMCgsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFBwJcDQhAgAxEHAAsgAEEKED8LIgEgADYCCCABQgA3AgAgBCABNgIACyABIAIoAgAQ9wIMCQsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFByJcDQhAgAxEHAAsgAEELED8LIgEgADYCCCABQgA3AgAgBCABNgIACyABIAIoAgAQpwIMCAsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFB0JcDQhAgAxEHAAsgAEEMED8LIgEgADYCCCABQgA3AgAgBCABNgIACyABIAIoAgAQ9wIMBwsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFB2JcDQhAgAxEHAAsgAEENED8LIgEgADYCCCABQgA3AgAgBCABNgIACyABIAIoAgAQpwIMBgsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFB4JcDQhAgAxEHAAsgAEEOED8LIgEgADYCCCABQgA3AgAgBCABNgIACyABIAIoAgAQ9wIMBQsCQCABRQRAIAQoAgAhAQwBCwJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFB6JcDQhAgAxEHAAsgAEEPED8LIgEgADYCCCABQgA3AgAgBCABNgIACyACKAIAIQQjAEEgayIGJAAgASAERgRAIAZBCGoiAEIANwIMIABBhws2AgggAEH1LTYCBCAAQQM2AgAgAEEANgIUIABBzOgAECoQLCAAECsLIAQoAgAiAgRAIAEgAiABKAIAIgBqEPQEIAEgBCgCACIDIAEoAgQgASgCACICa0oEfyAGQQhqIgJCADcCDCACQf4JNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQbvpABAqIAEoAgQQdkHKgAEQKiABKAIAEHYQLCACECsgASgCAAUgAgsgA2o2AgAjAEEgayIDJAAgAEEASARAIANBCGoiAkIANwIMIAJBqgo2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBj/0AECoQLCACECsLIAAgASgCAE4EQCADQQhqIgJCADcCDCACQasKNgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQZruABAqECwgAhArCyABKAIEQQBMBEAgA0EIaiICQgA3AgwgAkHgAjYCCCACQfUtNgIEIAJBAzYCACACQQA2AhQgAkHr/AAQKhAsIAIQKwsgASgCCCEBIANBIGokACAAIAFqIARBABD7AiAEKAIA/AoAAAsgBkEgaiQADAQLAkAgAUUEQCAEKAIAIQEMAQsCfyAAKAIAIgBFBEBBDBApDAELIAAtABBBAXEEQCAAKAIYKAIQIgEoAgAoAhQhAyABQbiXA0IQIAMRBwALIABBCRA/CyIBIAA2AgggAUIANwIAIAQgATYCAAsgASACKAIAEKcCDAMLAkAgAUUEQCAEKAIAIQEMAQsCQCAAKAIAIgBFBEBBEBApIgFCADcCACABQgA3AggMAQsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCEDIAFB+JcDQhAgAxEHAAsgAEEQED8iAUEANgIMIAFCADcCBCABIAA2AgALIAQgATYCAAsgASACKAIAIgJGBEAgBUEYaiIAQgA3AgwgAEGHDjYCCCAAQfUtNgIEIABBAzYCACAAQQA2AhQgAEHM6AAQKhAsIAAQKwsgAigCBCIARQ0CIAIoAgwhAiABIAEgABCeASACQQRqIAAgASgCDCgCACABKAIEaxDpASABIAEoAgQgAGoiADYCBCABKAIMIgEoAgAgAE4NAiABIAA2AgAMAgsgAQRAAkAgACgCACIDRQRAQRAQKSIBQgA3AgAgAUIANwIIDAELIAMtABBBAXEEQCADKAIYKAIQIgEoAgAoAhQhBiABQZCYA0IQIAYRBwALIANBERA/IgFBADYCDCABQgA3AgQgASADNgIACyAEIAE2AgALIAIoAgAiBigCBEEATA0BQQAhAQNAIAYgARA+IQMCQAJAIAQoAgAiAigCDCIHRQ0AIAIoAgQiCCAHKAIATg0AIAIgCEEBajYCBCAHIAhBAnRqKAIEIgINAQsgAyAAKAIAIAMoAgAoAhARAwAhAiAEKAIAIAIQ+gMLIAIgAyACKAIAKAIgEQIAIAFBAWoiASAGKAIESA0ACwwBCyACLQAKQQFxDQAgAi0ACCIDQRNrQf8BcUHuAUkEQCAFQRhqIgRCADcCDCAEQTw2AgggBEHBNjYCBCAEQQM2AgAgBEEANgIUIARB4OUAECoQLCAEECsLAkACQAJAAkACQAJAAkACQAJAAkAgA0ECdEGgiQFqKAIAQQFrDgoAAQIDBQQGBwgJCgsgACABIAItAAggAigCACACKAIQEJUCDAkLIAAgASACLQAIIAIpAwAgAigCEBCTAgwICyAAIAEgAi0ACCACKAIAIAIoAhAQ3AIMBwsgACABIAItAAggAikDACACKAIQENgCDAYLIAAgASACLQAIIAIqAgAgAigCEBCYBAwFCyAAIAEgAi0ACCACKwMAIAIoAhAQlgQMBAsgACABIAItAAggAi0AACACKAIQEJQEDAMLIAAgASACLQAIIAIoAgAgAigCEBCOBAwCCyACLQAIIQMCQCACKAIAIgQsAAtBAE4EQCAFIAQoAgg2AhAgBSAEKQIANwMIDAELIAVBCGogBCgCACAEKAIEEFULIAAgASADIAIoAhAQjAQiACwAC0EASARAIAAoAgAQJwsgACAFKQIINwIAIAAgBSgCEDYCCCAFQQA6ABMgBUEAOgAIIAUsABNBAE4NASAFKAIIECcMAQsgAigCECEEIAVBGGogACABEFcgBS0AHCEDIAUoAhgiASAENgIQAkAgAwRAIAEgAi0ACDoACCACLQALIQQgAUEAOgAJIAEgBDoACyABLQAKQQ9xIQQgAi0ACkEQcQRAIAEgBEEQcjoACiABIAIoAgAiBCAAKAIAIAQoAgAoAggRAwAiADYCACAAIAIoAgAgACgCACgCNBECAAwCCyABIAQ6AAogASACKAIAIgQgACgCACAEKAIAKAIQEQMAIgA2AgAgACACKAIAIAAoAgAoAiARAgAMAQsgAS0ACCACLQAIRwRAIAVBGGoiAEIANwIMIABBggg2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABBgOwAECoQLCAAECsLIAEtAAsgAi0AC0cEQCAFQRhqIgBCADcCDCAAQYMINgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQbzsABAqECwgABArCyABLQAJBEAgBUEYaiIAQgA3AgwgAEGECDYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEHS4wAQKhAsIAAQKwsgAS0ACkEQcSEDIAIoAgAhBCABKAIAIQAgAi0ACkEQcQRAIAMEQCAAIAQgACgCACgCNBECAAwCCyAAIAQgACAEKAIAKAIMEQMAIAAoAgAoAiARAgAMAQsgACgCACEGIAMEQCAAIAQgBigCEBEDACIAIAIoAgAgACgCACgCIBECAAwBCyAAIAQgBigCIBECAAsgASABLQAKQfABcToACgsgBUEwaiQACwYAIAAQNAtwAgJ/AX4gACgCKCECQQEhAQJAIABCACAALQAAQYABcQR/QQFBAiAAKAIUIAAoAhxGGwVBAQsgAhEVACIDQgBTDQAgAyAAKAIIIgEEfyAAQQRqBSAAKAIcIgFFDQEgAEEUagsoAgAgAWusfCEDCyADC6ABAQJ/IAIoAkwaIAIgAigCSCIDQQFrIANyNgJIIAIoAgQiAyACKAIIIgRGBH8gAQUgACADIAQgA2siAyABIAEgA0sbIgMQXhogAiACKAIEIANqNgIEIAAgA2ohACABIANrCyIDBEADQAJAIAIQkAJFBEAgAiAAIAMgAigCIBEEACIEDQELIAEgA2sPCyAAIARqIQAgAyAEayIDDQALCyABC5oIAQx/IwBBMGsiBSQAAkAgAC8BBCIJQYACSw0AIAEgCU0NAANAIAlBAnRBASAJQf//A3EbIglB/f8DcSIDIAFJDQALIAAvAQYhAiAAKAIIIQsgACgCACEBAkAgCUH//wNxQYECTwRAAn8gAUUEQEEMECkiB0IANwIEIAdBBGoMAQsgAS0AEEEBcQRAIAEoAhgoAhAiAygCACgCFCEEIANBqJgDQhAgBBEHAAsgAUESED8iB0IANwIEIAdBBGoLIQQgByAENgIAIAJFDQEgCyACQQV0aiEMIAshAQNAIAUgASgCADYCCCAFIAEpAxg3AyAgBSABKQMQNwMYIAUgASkDCDcDEAJ/IAVBKGohAgJAIAQgB0EEaiIGRwRAIAUoAggiCCAEKAIQIgNODQELIAQoAgAhCgJAIAQiAyAHKAIARwRAAkAgCkUEQCAEIQIDQCACKAIIIgMoAgAgAkYhCCADIQIgCA0ACwwBCyAKIQIDQCACIgMoAgQiAg0ACwsgBSgCCCIIIAMoAhBMDQELIApFBEAgBSAENgIsIAQMAwsgBSADNgIsIANBBGoMAgsgBigCACICRQRAIAUgBjYCLCAGDAILA0ACQCACIgMoAhAiAiAISgRAIAMiBigCACICDQIMAQsgAiAITg0AIANBBGohBiADKAIEIgINAQsLIAUgAzYCLCAGDAELIAMgCEgEQAJAIAQoAgQiCkUEQCAEIQIDQCACKAIIIgMoAgAgAkchDSADIQIgDQ0ACwwBCyAKIQIDQCACIgMoAgAiAg0ACwsCQCADIAZHBEAgCCADKAIQTg0BCyAKRQRAIAUgBDYCLCAEQQRqDAMLIAUgAzYCLCADDAILIAYoAgAiAkUEQCAFIAY2AiwgBgwCCwNAAkAgAiIDKAIQIgIgCEoEQCADIgYoAgAiAg0CDAELIAIgCE4NACADQQRqIQYgAygCBCICDQELCyAFIAM2AiwgBgwBCyAFIAQ2AiwgAiAENgIAIAILIgMoAgAiBEUEQEEwECkiBCAFKQMgNwMoIAQgBSkDGDcDICAEIAUpAxA3AxggBCAFKQMINwMQIAUoAiwhAiAEQgA3AgAgBCACNgIIIAMgBDYCACAEIQIgBygCACgCACIGBEAgByAGNgIAIAMoAgAhAgsgBygCBCACEMsBIAcgBygCCEEBajYCCAsgAUEgaiIBIAxHDQALDAELIANBBXQhAwJ/IAFFBEAgAxApDAELIAEtABBBAXEEQCABKAIYKAIQIgQoAgAoAhQhBiAEQbCXAyADrSAGEQcACyABIAMQewsiByALIAJBBXT8CgAACwJAIAAoAgANACALRQ0AIAsQJwsgACAHNgIIIAAgCTsBBCAJQf//A3FBgQJJDQAgAEEAOwEGCyAFQTBqJAALmwEBAX8CQCACQQNPBEBB4LYDQRw2AgAMAQsCQCACQQFHDQAgACgCCCIDRQ0AIAEgAyAAKAIEa6x9IQELIAAoAhQgACgCHEcEQCAAQQBBACAAKAIkEQQAGiAAKAIURQ0BCyAAQQA2AhwgAEIANwMQIAAgASACIAAoAigRFQBCAFMNACAAQgA3AgQgACAAKAIAQW9xNgIAQQAPC0F/CwQAIAELggEBA38jAEEQayIFJAAjAEEQayIDJAAgASAAa0ECdSEBA0AgAQRAIAMgADYCDCADIAMoAgwgAUEBdiIEQQJ0ajYCDCABIARBf3NqIAQgAygCDCgCACACKAIASSIEGyEBIAMoAgxBBGogACAEGyEADAELCyADQRBqJAAgBUEQaiQAIAALtQMCA38BfiMAQSBrIgMkAAJAIAFC////////////AIMiBUKAgICAgIDAwD99IAVCgICAgICAwL/AAH1UBEAgAUIZiKchBCAAUCABQv///w+DIgVCgICACFQgBUKAgIAIURtFBEAgBEGBgICABGohAgwCCyAEQYCAgIAEaiECIAAgBUKAgIAIhYRCAFINASACIARBAXFqIQIMAQsgAFAgBUKAgICAgIDA//8AVCAFQoCAgICAgMD//wBRG0UEQCABQhmIp0H///8BcUGAgID+B3IhAgwBC0GAgID8ByECIAVC////////v7/AAFYNAEEAIQIgBUIwiKciBEGR/gBJDQAgA0EQaiAAIAFC////////P4NCgICAgICAwACEIgUgBEGB/gBrEGcgAyAAIAVBgf8AIARrEL4BIAMpAwgiAEIZiKchAiADKQMAIAMpAxAgAykDGIRCAFKthCIFUCAAQv///w+DIgBCgICACFQgAEKAgIAIURtFBEAgAkEBaiECDAELIAUgAEKAgIAIhYRCAFINACACQQFxIAJqIQILIANBIGokACACIAFCIIinQYCAgIB4cXK+C6oPAgV/D34jAEHQAmsiBSQAIARC////////P4MhCyACQv///////z+DIQogAiAEhUKAgICAgICAgIB/gyENIARCMIinQf//AXEhCAJAAkAgAkIwiKdB//8BcSIJQf//AWtBgoB+TwRAIAhB//8Ba0GBgH5LDQELIAFQIAJC////////////AIMiDEKAgICAgIDA//8AVCAMQoCAgICAgMD//wBRG0UEQCACQoCAgICAgCCEIQ0MAgsgA1AgBEL///////////8AgyICQoCAgICAgMD//wBUIAJCgICAgICAwP//AFEbRQRAIARCgICAgICAIIQhDSADIQEMAgsgASAMQoCAgICAgMD//wCFhFAEQCADIAJCgICAgICAwP//AIWEUARAQgAhAUKAgICAgIDg//8AIQ0MAwsgDUKAgICAgIDA//8AhCENQgAhAQwCCyADIAJCgICAgICAwP//AIWEUARAQgAhAQwCCyABIAyEUARAQoCAgICAgOD//wAgDSACIAOEUBshDUIAIQEMAgsgAiADhFAEQCANQoCAgICAgMD//wCEIQ1CACEBDAILIAxC////////P1gEQCAFQcACaiABIAogASAKIApQIgYbeSAGQQZ0rXynIgZBD2sQZ0EQIAZrIQYgBSkDyAIhCiAFKQPAAiEBCyACQv///////z9WDQAgBUGwAmogAyALIAMgCyALUCIHG3kgB0EGdK18pyIHQQ9rEGcgBiAHakEQayEGIAUpA7gCIQsgBSkDsAIhAwsgBUGgAmogC0KAgICAgIDAAIQiEkIPhiADQjGIhCICQgBCgICAgLDmvIL1ACACfSIEQgAQYSAFQZACakIAIAUpA6gCfUIAIARCABBhIAVBgAJqIAUpA5gCQgGGIAUpA5ACQj+IhCIEQgAgAkIAEGEgBUHwAWogBEIAQgAgBSkDiAJ9QgAQYSAFQeABaiAFKQP4AUIBhiAFKQPwAUI/iIQiBEIAIAJCABBhIAVB0AFqIARCAEIAIAUpA+gBfUIAEGEgBUHAAWogBSkD2AFCAYYgBSkD0AFCP4iEIgRCACACQgAQYSAFQbABaiAEQgBCACAFKQPIAX1CABBhIAVBoAFqIAJCACAFKQO4AUIBhiAFKQOwAUI/iIRCAX0iAkIAEGEgBUGQAWogA0IPhkIAIAJCABBhIAVB8ABqIAJCAEIAIAUpA6gBIAUpA6ABIgwgBSkDmAF8IgQgDFStfCAEQgFWrXx9QgAQYSAFQYABakIBIAR9QgAgAkIAEGEgBiAJIAhraiEGAn8gBSkDcCITQgGGIg4gBSkDiAEiD0IBhiAFKQOAAUI/iIR8IhBC5+wAfSIUQiCIIgIgCkKAgICAgIDAAIQiFUIBhiIWQiCIIgR+IhEgAUIBhiIMQiCIIgsgECAUVq0gDiAQVq0gBSkDeEIBhiATQj+IhCAPQj+IfHx8QgF9IhNCIIgiEH58Ig4gEVStIA4gDiATQv////8PgyITIAFCP4giFyAKQgGGhEL/////D4MiCn58Ig5WrXwgBCAQfnwgBCATfiIRIAogEH58Ig8gEVStQiCGIA9CIIiEfCAOIA4gD0IghnwiDlatfCAOIA4gFEL/////D4MiFCAKfiIRIAIgC358Ig8gEVStIA8gDyATIAxC/v///w+DIhF+fCIPVq18fCIOVq18IA4gBCAUfiIYIBAgEX58IgQgAiAKfnwiCiALIBN+fCIQQiCIIAogEFatIAQgGFStIAQgClatfHxCIIaEfCIEIA5UrXwgBCAPIAIgEX4iAiALIBR+fCILQiCIIAIgC1atQiCGhHwiAiAPVK0gAiAQQiCGfCACVK18fCICIARUrXwiBEL/////////AFgEQCAWIBeEIRUgBUHQAGogAiAEIAMgEhBhIAFCMYYgBSkDWH0gBSkDUCIBQgBSrX0hCkIAIAF9IQsgBkH+/wBqDAELIAVB4ABqIARCP4YgAkIBiIQiAiAEQgGIIgQgAyASEGEgAUIwhiAFKQNofSAFKQNgIgxCAFKtfSEKQgAgDH0hCyABIQwgBkH//wBqCyIGQf//AU4EQCANQoCAgICAgMD//wCEIQ1CACEBDAELAn4gBkEASgRAIApCAYYgC0I/iIQhCiAEQv///////z+DIAatQjCGhCEMIAtCAYYMAQsgBkGPf0wEQEIAIQEMAgsgBUFAayACIARBASAGaxC+ASAFQTBqIAwgFSAGQfAAahBnIAVBIGogAyASIAUpA0AiAiAFKQNIIgwQYSAFKQM4IAUpAyhCAYYgBSkDICIBQj+IhH0gBSkDMCIEIAFCAYYiAVStfSEKIAQgAX0LIQQgBUEQaiADIBJCA0IAEGEgBSADIBJCBUIAEGEgDCACIAIgAyACQgGDIgEgBHwiA1QgCiABIANWrXwiASASViABIBJRG618IgJWrXwiBCACIAIgBEKAgICAgIDA//8AVCADIAUpAxBWIAEgBSkDGCIEViABIARRG3GtfCICVq18IgQgAiAEQoCAgICAgMD//wBUIAMgBSkDAFYgASAFKQMIIgNWIAEgA1Ebca18IgEgAlStfCANhCENCyAAIAE3AwAgACANNwMIIAVB0AJqJAALwAECAX8CfkF/IQMCQCAAQgBSIAFC////////////AIMiBEKAgICAgIDA//8AViAEQoCAgICAgMD//wBRGw0AIAJC////////////AIMiBUKAgICAgIDA//8AViAFQoCAgICAgMD//wBScQ0AIAAgBCAFhIRQBEBBAA8LIAEgAoNCAFkEQCABIAJSIAEgAlNxDQEgACABIAKFhEIAUg8LIABCAFIgASACVSABIAJRGw0AIAAgASAChYRCAFIhAwsgAwsSACAARQRAQQAPCyAAIAEQzgILwwIBBH8CQAJAAkACQCAAKAIMIgIEQCACKAIAIgMgACgCCCIETg0BIAJBBGohAiADIAAoAgQiBEoEQCACIANBAnRqIAIgBEECdGooAgA2AgALIAIgBEECdGogATYCACAAIARBAWo2AgQgACgCDCIAIAAoAgBBAWo2AgAPCyAAKAIIIQQMAQsgACgCBCIFIARHDQELIAAgBEEBahBqIAAoAgwiAiACKAIAQQFqNgIADAELIAMgBEYEQCACIAVBAnRqKAIEIgNFDQEgACgCAA0BIAMgAygCACgCBBEBACAAKAIMIQIMAQsgAyAFSgRAIAJBBGoiAiADQQJ0aiACIAVBAnRqKAIANgIAIAAoAgwiAiACKAIAQQFqNgIADAELIAIgA0EBajYCAAsgACAAKAIEIgBBAWo2AgQgAiAAQQJ0aiABNgIEC8QCAAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAFBCWsOEgAKCwwKCwIDBAUMCwwMCgsHCAkLIAIgAigCACIBQQRqNgIAIAAgASgCADYCAA8LAAsgAiACKAIAIgFBBGo2AgAgACABMgEANwMADwsgAiACKAIAIgFBBGo2AgAgACABMwEANwMADwsgAiACKAIAIgFBBGo2AgAgACABMAAANwMADwsgAiACKAIAIgFBBGo2AgAgACABMQAANwMADwsACyACIAIoAgBBB2pBeHEiAUEIajYCACAAIAErAwA5AwAPCyAAIAIgAxECAAsPCyACIAIoAgAiAUEEajYCACAAIAE0AgA3AwAPCyACIAIoAgAiAUEEajYCACAAIAE1AgA3AwAPCyACIAIoAgBBB2pBeHEiAUEIajYCACAAIAEpAwA3AwALcgEDfyAAKAIALAAAQTBrQQpPBEBBAA8LA0AgACgCACEDQX8hASACQcyZs+YATQRAQX8gAywAAEEwayIBIAJBCmwiAmogASACQf////8Hc0obIQELIAAgA0EBajYCACABIQIgAywAAUEwa0EKSQ0ACyACC58TAhN/AX4jAEHQAGsiCCQAIAggATYCTCAIQTdqIRggCEE4aiESAkACQAJAA0BBACEHA0AgASELIAcgEUH/////B3NKDQIgByARaiERAkACQAJAIAsiBy0AACIJBEADQAJAAkAgCUH/AXEiAUUEQCAHIQEMAQsgAUElRw0BIAchCQNAIAktAAFBJUcEQCAJIQEMAgsgB0EBaiEHIAktAAIhDCAJQQJqIgEhCSAMQSVGDQALCyAHIAtrIgcgEUH/////B3MiGUoNCCAABEAgACALIAcQYgsgBw0GIAggATYCTCABQQFqIQdBfyEOAkAgASwAAUEwa0EKTw0AIAEtAAJBJEcNACABQQNqIQcgASwAAUEwayEOQQEhEwsgCCAHNgJMQQAhDQJAIAcsAAAiCUEgayIBQR9LBEAgByEMDAELIAchDEEBIAF0IgFBidEEcUUNAANAIAggB0EBaiIMNgJMIAEgDXIhDSAHLAABIglBIGsiAUEgTw0BIAwhB0EBIAF0IgFBidEEcQ0ACwsCQCAJQSpGBEAgDEEBaiEJAn8CQCAMLAABQTBrQQpPDQAgDC0AAkEkRw0AIAksAABBMGshASAMQQNqIQlBASETAn8gAEUEQCAEIAFBAnRqQQo2AgBBAAwBCyADIAFBA3RqKAIACwwBCyATDQYgAEUEQCAIIAk2AkxBACETQQAhDwwDCyACIAIoAgAiAUEEajYCAEEAIRMgASgCAAshDyAIIAk2AkwgD0EATg0BQQAgD2shDyANQYDAAHIhDQwBCyAIQcwAahD8AyIPQQBIDQkgCCgCTCEJC0EAIQdBfyEKAn8gCS0AAEEuRwRAIAkhAUEADAELIAktAAFBKkYEQCAJQQJqIQECQAJAIAksAAJBMGtBCk8NACAJLQADQSRHDQAgASwAAEEwayEBAn8gAEUEQCAEIAFBAnRqQQo2AgBBAAwBCyADIAFBA3RqKAIACyEKIAlBBGohAQwBCyATDQYgAEUEQEEAIQoMAQsgAiACKAIAIgxBBGo2AgAgDCgCACEKCyAIIAE2AkwgCkF/c0EfdgwBCyAIIAlBAWo2AkwgCEHMAGoQ/AMhCiAIKAJMIQFBAQshFQNAIAchFkEcIRAgASIULAAAIgdB+wBrQUZJDQogFEEBaiEBIAcgFkE6bGpB750Cai0AACIHQQFrQQhJDQALIAggATYCTAJAIAdBG0cEQCAHRQ0LIA5BAE4EQCAARQRAIAQgDkECdGogBzYCAAwLCyAIIAMgDkEDdGopAwA3A0AMAgsgAEUNByAIQUBrIAcgAiAGEPsDDAELIA5BAE4NCkEAIQcgAEUNBwtBfyEQIAAtAABBIHENCiANQf//e3EiCSANIA1BgMAAcRshDUEAIQ5Bqh4hFyASIQwCQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQCAULAAAIgdBX3EgByAHQQ9xQQNGGyAHIBYbIgdB2ABrDiEEFBQUFBQUFBQOFA8GDg4OFAYUFBQUAgUDFBQJFAEUFAQACwJAIAdBwQBrDgcOFAsUDg4OAAsgB0HTAEYNCQwTCyAIKQNAIRpBqh4MBQtBACEHAkACQAJAAkACQAJAAkAgFkH/AXEOCAABAgMEGgUGGgsgCCgCQCARNgIADBkLIAgoAkAgETYCAAwYCyAIKAJAIBGsNwMADBcLIAgoAkAgETsBAAwWCyAIKAJAIBE6AAAMFQsgCCgCQCARNgIADBQLIAgoAkAgEaw3AwAMEwtBCCAKIApBCE0bIQogDUEIciENQfgAIQcLIBIhCyAHQSBxIRQgCCkDQCIaQgBSBEADQCALQQFrIgsgGqdBD3FBgKICai0AACAUcjoAACAaQg9WIQkgGkIEiCEaIAkNAAsLIAgpA0BQDQMgDUEIcUUNAyAHQQR2QaoeaiEXQQIhDgwDCyASIQcgCCkDQCIaQgBSBEADQCAHQQFrIgcgGqdBB3FBMHI6AAAgGkIHViELIBpCA4ghGiALDQALCyAHIQsgDUEIcUUNAiAKIBIgC2siB0EBaiAHIApIGyEKDAILIAgpA0AiGkIAUwRAIAhCACAafSIaNwNAQQEhDkGqHgwBCyANQYAQcQRAQQEhDkGrHgwBC0GsHkGqHiANQQFxIg4bCyEXIBogEhDOASELCyAVQQAgCkEASBsNDyANQf//e3EgDSAVGyENAkAgCCkDQCIaQgBSDQAgCg0AIBIhC0EAIQoMDAsgCiAaUCASIAtraiIHIAcgCkgbIQoMCwsgCCgCQCIHQaPMACAHGyILQQBB/////wcgCiAKQf////8HTxsiDBDTAiIHIAtrIAwgBxsiByALaiEMIApBAE4EQCAJIQ0gByEKDAsLIAkhDSAHIQogDC0AAA0ODAoLIAoEQCAIKAJADAILQQAhByAAQSAgD0EAIA0QaAwCCyAIQQA2AgwgCCAIKQNAPgIIIAggCEEIaiIHNgJAQX8hCiAHCyEJQQAhBwJAA0AgCSgCACILRQ0BAkAgCEEEaiALEPkDIgxBAEgiCw0AIAwgCiAHa0sNACAJQQRqIQkgByAMaiIHIApJDQEMAgsLIAsNDgtBPSEQIAdBAEgNDCAAQSAgDyAHIA0QaCAHRQRAQQAhBwwBC0EAIQwgCCgCQCEJA0AgCSgCACILRQ0BIAhBBGogCxD5AyILIAxqIgwgB0sNASAAIAhBBGogCxBiIAlBBGohCSAHIAxLDQALCyAAQSAgDyAHIA1BgMAAcxBoIA8gByAHIA9IGyEHDAgLIBVBACAKQQBIGw0JQT0hECAAIAgrA0AgDyAKIA0gByAFETEAIgdBAE4NBwwKCyAIIAgpA0A8ADdBASEKIBghCyAJIQ0MBAsgBy0AASEJIAdBAWohBwwACwALIBEhECAADQcgE0UNAkEBIQcDQCAEIAdBAnRqKAIAIgAEQCADIAdBA3RqIAAgAiAGEPsDQQEhECAHQQFqIgdBCkcNAQwJCwtBASEQIAdBCk8NBwNAIAQgB0ECdGooAgANASAHQQFqIgdBCkcNAAsMBwtBHCEQDAULIAogDCALayIJIAkgCkgbIgwgDkH/////B3NKDQNBPSEQIA8gDCAOaiIKIAogD0gbIgcgGUoNBCAAQSAgByAKIA0QaCAAIBcgDhBiIABBMCAHIAogDUGAgARzEGggAEEwIAwgCUEAEGggACALIAkQYiAAQSAgByAKIA1BgMAAcxBoDAELCwtBACEQDAILQT0hEAtB4LYDIBA2AgBBfyEQCyAIQdAAaiQAIBALxwIBBH8jAEHQAWsiBSQAIAUgAjYCzAEgBUGgAWoiAkEAQSgQowEgBSAFKALMATYCyAECQEEAIAEgBUHIAWogBUHQAGogAiADIAQQ/QNBAEgEQEF/IQQMAQsgACgCTEEATiEGIAAgACgCACIIQV9xNgIAAn8CQAJAIAAoAjBFBEAgAEHQADYCMCAAQQA2AhwgAEIANwMQIAAoAiwhByAAIAU2AiwMAQsgACgCEA0BC0F/IAAQgQQNARoLIAAgASAFQcgBaiAFQdAAaiAFQaABaiADIAQQ/QMLIQIgBwRAIABBAEEAIAAoAiQRBAAaIABBADYCMCAAIAc2AiwgAEEANgIcIAAoAhQhASAAQgA3AxAgAkF/IAEbIQILIAAgACgCACIAIAhBIHFyNgIAQX8gAiAAQSBxGyEEIAZFDQALIAVB0AFqJAAgBAuCBQECfyMAQSBrIgUkACAFQQhqIAAgARBXIAUtAAwhBiAFKAIIIgEgBDYCEAJAIAYEQCABIAI6AAggAkETa0H/AXFB7gFJBEAgBUEIaiIEQgA3AgwgBEE8NgIIIARBwTY2AgQgBEEDNgIAIARBADYCFCAEQeDlABAqECwgBBArCyACQQJ0QaCJAWooAgBBCkcEQCAFQQhqIgJCADcCDCACQfoFNgIIIAJBwTY2AgQgAkEDNgIAIAJBADYCFCACQeT0ABAqECwgAhArCyABQQE6AAkgACgCACICRQRAQRAQKSICQgA3AgAgAkIANwIIIAEgAjYCAAwCCyACLQAQQQFxBEAgAigCGCgCECIEKAIAKAIUIQYgBEGQmANCECAGEQcACyACQREQPyIEQQA2AgwgBEIANwIEIAQgAjYCACABIAQ2AgAMAQsgAS0ACUUEQCAFQQhqIgJCADcCDCACQf8FNgIIIAJBwTY2AgQgAkEDNgIAIAJBADYCFCACQen2ABAqECwgAhArCyABLQAIIgRBE2tB/wFxQe4BSQRAIAVBCGoiAkIANwIMIAJBPDYCCCACQcE2NgIEIAJBAzYCACACQQA2AhQgAkHg5QAQKhAsIAIQKwsgBEECdEGgiQFqKAIAQQpGDQAgBUEIaiICQgA3AgwgAkH/BTYCCCACQcE2NgIEIAJBAzYCACACQQA2AhQgAkG19QAQKhAsIAIQKwsCQAJAIAEoAgAiAigCDCIERQ0AIAIoAgQiBiAEKAIATg0AIAIgBkEBajYCBCAEIAZBAnRqKAIEIgINAQsgAyAAKAIAIAMoAgAoAhARAwAhAiABKAIAIAIQ+gMLIAVBIGokACACC38CAX8BfiAAvSIDQjSIp0H/D3EiAkH/D0cEfCACRQRAIAEgAEQAAAAAAAAAAGEEf0EABSAARAAAAAAAAPBDoiABEIAEIQAgASgCAEFAags2AgAgAA8LIAEgAkH+B2s2AgAgA0L/////////h4B/g0KAgICAgICA8D+EvwUgAAsLWQEBfyAAIAAoAkgiAUEBayABcjYCSCAAKAIAIgFBCHEEQCAAIAFBIHI2AgBBfw8LIABCADcCBCAAIAAoAiwiATYCHCAAIAE2AhQgACABIAAoAjBqNgIQQQALngQCB38EfiMAQRBrIggkAAJAAkACQCACQSRMBEAgAC0AACIFDQEgACEEDAILQeC2A0EcNgIAQgAhAwwCCyAAIQQCQANAIAXAIgVBIEYgBUEJa0EFSXJFDQEgBC0AASEFIARBAWohBCAFDQALDAELAkAgBC0AACIFQStrDgMAAQABC0F/QQAgBUEtRhshByAEQQFqIQQLAn8CQCACQRByQRBHDQAgBC0AAEEwRw0AQQEhCSAELQABQd8BcUHYAEYEQCAEQQJqIQRBEAwCCyAEQQFqIQQgAkEIIAIbDAELIAJBCiACGwsiCq0hDEEAIQIDQAJAQVAhBQJAIAQsAAAiBkEwa0H/AXFBCkkNAEGpfyEFIAZB4QBrQf8BcUEaSQ0AQUkhBSAGQcEAa0H/AXFBGUsNAQsgBSAGaiIGIApODQAgCCAMQgAgC0IAEGFBASEFAkAgCCkDCEIAUg0AIAsgDH4iDSAGrSIOQn+FVg0AIA0gDnwhC0EBIQkgAiEFCyAEQQFqIQQgBSECDAELCyABBEAgASAEIAAgCRs2AgALAkACQCACBEBB4LYDQcQANgIAIAdBACADQgGDIgxQGyEHIAMhCwwBCyADIAtWDQEgA0IBgyEMCwJAIAynDQAgBw0AQeC2A0HEADYCACADQgF9IQMMAgsgAyALWg0AQeC2A0HEADYCAAwBCyALIAesIgOFIAN9IQMLIAhBEGokACADC4wEAgR/AX4CQAJAAkACQAJAAn8gACgCBCICIAAoAmhHBEAgACACQQFqNgIEIAItAAAMAQsgABBBCyICQStrDgMAAQABCyACQS1GIQUCfyAAKAIEIgMgACgCaEcEQCAAIANBAWo2AgQgAy0AAAwBCyAAEEELIgNBOmshBCABRQ0BIARBdUsNASAAKQNwQgBTDQIgACAAKAIEQQFrNgIEDAILIAJBOmshBCACIQMLIARBdkkNACADQTBrIgRBCkkEQEEAIQIDQCADIAJBCmxqIQECfyAAKAIEIgIgACgCaEcEQCAAIAJBAWo2AgQgAi0AAAwBCyAAEEELIgNBMGsiBEEJTSABQTBrIgJBzJmz5gBIcQ0ACyACrCEGCwJAIARBCk8NAANAIAOtIAZCCn58QjB9IQYCfyAAKAIEIgEgACgCaEcEQCAAIAFBAWo2AgQgAS0AAAwBCyAAEEELIgNBMGsiBEEJSw0BIAZCro+F18fC66MBUw0ACwsgBEEKSQRAA0ACfyAAKAIEIgEgACgCaEcEQCAAIAFBAWo2AgQgAS0AAAwBCyAAEEELQTBrQQpJDQALCyAAKQNwQgBZBEAgACAAKAIEQQFrNgIEC0IAIAZ9IAYgBRshBgwBC0KAgICAgICAgIB/IQYgACkDcEIAUw0AIAAgACgCBEEBazYCBEKAgICAgICAgIB/DwsgBgu+MgMQfwd+AXwjAEEwayIOJAACQCACQQJNBEAgAkECdCICQZyeAmooAgAhESACQZCeAmooAgAhEANAAn8gASgCBCICIAEoAmhHBEAgASACQQFqNgIEIAItAAAMAQsgARBBCyICQSBGIAJBCWtBBUlyDQALQQEhCQJAAkAgAkEraw4DAAEAAQtBf0EBIAJBLUYbIQkgASgCBCICIAEoAmhHBEAgASACQQFqNgIEIAItAAAhAgwBCyABEEEhAgsCQAJAA0AgBkGUHGosAAAgAkEgckYEQAJAIAZBBksNACABKAIEIgIgASgCaEcEQCABIAJBAWo2AgQgAi0AACECDAELIAEQQSECCyAGQQFqIgZBCEcNAQwCCwsgBkEDRwRAIAZBCEYNASADRQ0CIAZBBEkNAiAGQQhGDQELIAEpA3AiFEIAWQRAIAEgASgCBEEBazYCBAsgA0UNACAGQQRJDQAgFEIAUyECA0AgAkUEQCABIAEoAgRBAWs2AgQLIAZBAWsiBkEDSw0ACwtCACEUIwBBEGsiAyQAAn4gCbJDAACAf5S8IgJB/////wdxIgFBgICABGtB////9wdNBEAgAa1CGYZCgICAgICAgMA/fAwBCyACrUIZhkKAgICAgIDA//8AhCABQYCAgPwHTw0AGkIAIAFFDQAaIAMgAa1CACABZyIBQdEAahBnIAMpAwAhFCADKQMIQoCAgICAgMAAhUGJ/wAgAWutQjCGhAshFSAOIBQ3AwAgDiAVIAJBgICAgHhxrUIghoQ3AwggA0EQaiQAIA4pAwghFCAOKQMAIRUMAgsCQAJAAkAgBg0AQQAhBgNAIAZBoihqLAAAIAJBIHJHDQECQCAGQQFLDQAgASgCBCICIAEoAmhHBEAgASACQQFqNgIEIAItAAAhAgwBCyABEEEhAgsgBkEBaiIGQQNHDQALDAELAkACQCAGDgQAAQECAQsCQCACQTBHDQACfyABKAIEIgwgASgCaEcEQCABIAxBAWo2AgQgDC0AAAwBCyABEEELQV9xQdgARgRAIwBBsANrIgUkAAJ/IAEoAgQiAiABKAJoRwRAIAEgAkEBajYCBCACLQAADAELIAEQQQshBgJAAn8DQAJAIAZBMEcEQCAGQS5HDQQgASgCBCICIAEoAmhGDQEgASACQQFqNgIEIAItAAAMAwsgASgCBCICIAEoAmhHBEAgASACQQFqNgIEIAItAAAhBgUgARBBIQYLQQEhDQwBCwsgARBBCyEGQQEhCyAGQTBHDQADQCAXQgF9IRcCfyABKAIEIgIgASgCaEcEQCABIAJBAWo2AgQgAi0AAAwBCyABEEELIgZBMEYNAAtBASENC0KAgICAgIDA/z8hFQNAAkAgBkEgciEMAkACQCAGQTBrIgJBCkkNACAGQS5HIAxB4QBrQQVLcQ0CIAZBLkcNACALDQJBASELIBQhFwwBCyAMQdcAayACIAZBOUobIQICQCAUQgdXBEAgAiAIQQR0aiEIDAELIBRCHFgEQCAFQTBqIAIQeSAFQSBqIBkgFUIAQoCAgICAgMD9PxBJIAVBEGogBSkDMCAFKQM4IAUpAyAiGSAFKQMoIhUQSSAFIAUpAxAgBSkDGCAWIBgQdSAFKQMIIRggBSkDACEWDAELIAJFDQAgBw0AIAVB0ABqIBkgFUIAQoCAgICAgID/PxBJIAVBQGsgBSkDUCAFKQNYIBYgGBB1IAUpA0ghGEEBIQcgBSkDQCEWCyAUQgF8IRRBASENCyABKAIEIgIgASgCaEcEfyABIAJBAWo2AgQgAi0AAAUgARBBCyEGDAELCwJ+IA1FBEACQAJAIAEpA3BCAFkEQCABIAEoAgQiAkEBazYCBCADRQ0BIAEgAkECazYCBCALRQ0CIAEgAkEDazYCBAwCCyADDQELIAFCABCOAQsgBUHgAGogCbdEAAAAAAAAAACiEJoBIAUpA2AhFiAFKQNoDAELIBRCB1cEQCAUIRUDQCAIQQR0IQggFUIBfCIVQghSDQALCwJAAkACQCAGQV9xQdAARgRAIAEgAxCDBCIVQoCAgICAgICAgH9SDQMgAwRAIAEpA3BCAFkNAgwDC0IAIRYgAUIAEI4BQgAMBAtCACEVIAEpA3BCAFMNAgsgASABKAIEQQFrNgIEC0IAIRULIAhFBEAgBUHwAGogCbdEAAAAAAAAAACiEJoBIAUpA3AhFiAFKQN4DAELIBcgFCALG0IChiAVfEIgfSIUQQAgEWutVQRAQeC2A0HEADYCACAFQaABaiAJEHkgBUGQAWogBSkDoAEgBSkDqAFCf0L///////+///8AEEkgBUGAAWogBSkDkAEgBSkDmAFCf0L///////+///8AEEkgBSkDgAEhFiAFKQOIAQwBCyARQeIBa6wgFFcEQCAIQQBOBEADQCAFQaADaiAWIBhCAEKAgICAgIDA/79/EHUgFiAYQoCAgICAgID/PxD4AyEBIAVBkANqIBYgGCAFKQOgAyAWIAFBAE4iARsgBSkDqAMgGCABGxB1IBRCAX0hFCAFKQOYAyEYIAUpA5ADIRYgCEEBdCABciIIQQBODQALCwJ+IBQgEax9QiB8IhWnIgFBACABQQBKGyAQIBUgEK1TGyIBQfEATgRAIAVBgANqIAkQeSAFKQOIAyEXIAUpA4ADIRlCAAwBCyAFQeACakGQASABaxDRAhCaASAFQdACaiAJEHkgBUHwAmogBSkD4AIgBSkD6AIgBSkD0AIiGSAFKQPYAiIXEIgEIAUpA/gCIRogBSkD8AILIRUgBUHAAmogCCAIQQFxRSAWIBhCAEIAEL8BQQBHIAFBIEhxcSIBahDMASAFQbACaiAZIBcgBSkDwAIgBSkDyAIQSSAFQZACaiAFKQOwAiAFKQO4AiAVIBoQdSAFQaACaiAZIBdCACAWIAEbQgAgGCABGxBJIAVBgAJqIAUpA6ACIAUpA6gCIAUpA5ACIAUpA5gCEHUgBUHwAWogBSkDgAIgBSkDiAIgFSAaEM0CIAUpA/ABIhcgBSkD+AEiFUIAQgAQvwFFBEBB4LYDQcQANgIACyAFQeABaiAXIBUgFKcQhgQgBSkD4AEhFiAFKQPoAQwBC0HgtgNBxAA2AgAgBUHQAWogCRB5IAVBwAFqIAUpA9ABIAUpA9gBQgBCgICAgICAwAAQSSAFQbABaiAFKQPAASAFKQPIAUIAQoCAgICAgMAAEEkgBSkDsAEhFiAFKQO4AQshFCAOIBY3AxAgDiAUNwMYIAVBsANqJAAgDikDGCEUIA4pAxAhFQwGCyABKQNwQgBTDQAgASABKAIEQQFrNgIECyABIQcgAiEIIAkhDCADIQlBACEDIwBBkMYAayIEJABBACARayINIBBrIRMCQAJ/A0ACQCAIQTBHBEAgCEEuRw0EIAcoAgQiASAHKAJoRg0BIAcgAUEBajYCBCABLQAADAMLIAcoAgQiASAHKAJoRwRAIAcgAUEBajYCBCABLQAAIQgFIAcQQSEIC0EBIQMMAQsLIAcQQQshCEEBIQUgCEEwRw0AA0AgFEIBfSEUAn8gBygCBCIBIAcoAmhHBEAgByABQQFqNgIEIAEtAAAMAQsgBxBBCyIIQTBGDQALQQEhAwsgBEEANgKQBiAIQTBrIQICfgJAAkACQAJAAkACQCAIQS5GIgENACACQQlNDQAMAQsDQAJAIAFBAXEEQCAFRQRAIBUhFEEBIQUMAgsgA0UhAQwECyAVQgF8IRUgC0H8D0wEQCAPIBWnIAhBMEYbIQ8gBEGQBmogC0ECdGoiASAKBH8gCCABKAIAQQpsakEwawUgAgs2AgBBASEDQQAgCkEBaiIBIAFBCUYiARshCiABIAtqIQsMAQsgCEEwRg0AIAQgBCgCgEZBAXI2AoBGQdyPASEPCwJ/IAcoAgQiASAHKAJoRwRAIAcgAUEBajYCBCABLQAADAELIAcQQQsiCEEwayECIAhBLkYiAQ0AIAJBCkkNAAsLIBQgFSAFGyEUAkAgA0UNACAIQV9xQcUARw0AAkAgByAJEIMEIhZCgICAgICAgICAf1INACAJRQ0EQgAhFiAHKQNwQgBTDQAgByAHKAIEQQFrNgIECyAUIBZ8IRQMBAsgA0UhASAIQQBIDQELIAcpA3BCAFMNACAHIAcoAgRBAWs2AgQLIAFFDQFB4LYDQRw2AgALIAdCABCOAUIAIRRCAAwBCyAEKAKQBiIBRQRAIAQgDLdEAAAAAAAAAACiEJoBIAQpAwghFCAEKQMADAELAkAgFUIJVQ0AIBQgFVINACAQQR5MQQAgASAQdhsNACAEQTBqIAwQeSAEQSBqIAEQzAEgBEEQaiAEKQMwIAQpAzggBCkDICAEKQMoEEkgBCkDGCEUIAQpAxAMAQsgDUEBdq0gFFMEQEHgtgNBxAA2AgAgBEHgAGogDBB5IARB0ABqIAQpA2AgBCkDaEJ/Qv///////7///wAQSSAEQUBrIAQpA1AgBCkDWEJ/Qv///////7///wAQSSAEKQNIIRQgBCkDQAwBCyARQeIBa6wgFFUEQEHgtgNBxAA2AgAgBEGQAWogDBB5IARBgAFqIAQpA5ABIAQpA5gBQgBCgICAgICAwAAQSSAEQfAAaiAEKQOAASAEKQOIAUIAQoCAgICAgMAAEEkgBCkDeCEUIAQpA3AMAQsgCgRAIApBCEwEQCAEQZAGaiALQQJ0aiIBKAIAIQYDQCAGQQpsIQYgCkEBaiIKQQlHDQALIAEgBjYCAAsgC0EBaiELCyAUpyEKAkAgD0EJTg0AIAogD0gNACAKQRFKDQAgCkEJRgRAIARBwAFqIAwQeSAEQbABaiAEKAKQBhDMASAEQaABaiAEKQPAASAEKQPIASAEKQOwASAEKQO4ARBJIAQpA6gBIRQgBCkDoAEMAgsgCkEITARAIARBkAJqIAwQeSAEQYACaiAEKAKQBhDMASAEQfABaiAEKQOQAiAEKQOYAiAEKQOAAiAEKQOIAhBJIARB4AFqQQAgCmtBAnRBkJ4CaigCABB5IARB0AFqIAQpA/ABIAQpA/gBIAQpA+ABIAQpA+gBEPcDIAQpA9gBIRQgBCkD0AEMAgsgECAKQX1sakEbaiICQR5MQQAgBCgCkAYiASACdhsNACAEQeACaiAMEHkgBEHQAmogARDMASAEQcACaiAEKQPgAiAEKQPoAiAEKQPQAiAEKQPYAhBJIARBsAJqIApBAnRByJ0CaigCABB5IARBoAJqIAQpA8ACIAQpA8gCIAQpA7ACIAQpA7gCEEkgBCkDqAIhFCAEKQOgAgwBCwNAIARBkAZqIAsiAUEBayILQQJ0aigCAEUNAAtBACEPAkAgCkEJbyIDRQRAQQAhAgwBC0EAIQIgA0EJaiADIApBAEgbIQUCQCABRQRAQQAhAQwBC0GAlOvcA0EAIAVrQQJ0QZCeAmooAgAiDW0hC0EAIQhBACEGA0AgBEGQBmogBkECdGoiAyAIIAMoAgAiByANbiIJaiIDNgIAIAJBAWpB/w9xIAIgA0UgAiAGRnEiAxshAiAKQQlrIAogAxshCiALIAcgCSANbGtsIQggBkEBaiIGIAFHDQALIAhFDQAgBEGQBmogAUECdGogCDYCACABQQFqIQELIAogBWtBCWohCgsDQCAEQZAGaiACQQJ0aiEIAkADQCAKQSROBEAgCkEkRw0CIAgoAgBB0en5BE8NAgsgAUH/D2ohC0EAIQMDQCABIQkgA60gBEGQBmogC0H/D3EiDUECdGoiATUCAEIdhnwiFEKBlOvcA1QEf0EABSAUIBRCgJTr3AOAIhVCgJTr3AN+fSEUIBWnCyEDIAEgFKciATYCACAJIAkgCSANIAEbIAIgDUYbIA0gCUEBa0H/D3EiB0cbIQEgDUEBayELIAIgDUcNAAsgD0EdayEPIAkhASADRQ0ACyACQQFrQf8PcSICIAFGBEAgBEGQBmoiCSABQf4PakH/D3FBAnRqIgEgASgCACAHQQJ0IAlqKAIAcjYCACAHIQELIApBCWohCiAEQZAGaiACQQJ0aiADNgIADAELCwJAA0AgAUEBakH/D3EhCSAEQZAGaiABQQFrQf8PcUECdGohBQNAQQlBASAKQS1KGyESAkADQCACIQNBACEGAkADQAJAIAMgBmpB/w9xIgIgAUYNACAEQZAGaiACQQJ0aigCACIHIAZBAnRB4J0CaigCACICSQ0AIAIgB0kNAiAGQQFqIgZBBEcNAQsLIApBJEcNAEIAIRRBACEGQgAhFQNAIAEgAyAGakH/D3EiAkYEQCABQQFqQf8PcSIBQQJ0IARqQQA2AowGCyAEQYAGaiAEQZAGaiACQQJ0aigCABDMASAEQfAFaiAUIBVCAEKAgICA5Zq3jsAAEEkgBEHgBWogBCkD8AUgBCkD+AUgBCkDgAYgBCkDiAYQdSAEKQPoBSEVIAQpA+AFIRQgBkEBaiIGQQRHDQALIARB0AVqIAwQeSAEQcAFaiAUIBUgBCkD0AUgBCkD2AUQSSAEKQPIBSEVQgAhFCAEKQPABSEWIA9B8QBqIgcgEWsiC0EAIAtBAEobIBAgCyAQSCIJGyIIQfAATA0CDAULIA8gEmohDyABIQIgASADRg0AC0GAlOvcAyASdiENQX8gEnRBf3MhCEEAIQYgAyECA0AgBEGQBmogA0ECdGoiByAGIAcoAgAiCyASdmoiBzYCACACQQFqQf8PcSACIAdFIAIgA0ZxIgcbIQIgCkEJayAKIAcbIQogCCALcSANbCEGIANBAWpB/w9xIgMgAUcNAAsgBkUNASACIAlHBEAgBEGQBmogAUECdGogBjYCACAJIQEMAwsgBSAFKAIAQQFyNgIADAELCwsgBEGQBWpB4QEgCGsQ0QIQmgEgBEGwBWogBCkDkAUgBCkDmAUgFiAVEIgEIAQpA7gFIRkgBCkDsAUhGCAEQYAFakHxACAIaxDRAhCaASAEQaAFaiAWIBUgBCkDgAUgBCkDiAUQhQQgBEHwBGogFiAVIAQpA6AFIhQgBCkDqAUiFxDNAiAEQeAEaiAYIBkgBCkD8AQgBCkD+AQQdSAEKQPoBCEVIAQpA+AEIRYLAkAgA0EEakH/D3EiAiABRg0AAkAgBEGQBmogAkECdGooAgAiAkH/ybXuAU0EQCACRSADQQVqQf8PcSABRnENASAEQfADaiAMt0QAAAAAAADQP6IQmgEgBEHgA2ogFCAXIAQpA/ADIAQpA/gDEHUgBCkD6AMhFyAEKQPgAyEUDAELIAJBgMq17gFHBEAgBEHQBGogDLdEAAAAAAAA6D+iEJoBIARBwARqIBQgFyAEKQPQBCAEKQPYBBB1IAQpA8gEIRcgBCkDwAQhFAwBCyAMtyEbIAEgA0EFakH/D3FGBEAgBEGQBGogG0QAAAAAAADgP6IQmgEgBEGABGogFCAXIAQpA5AEIAQpA5gEEHUgBCkDiAQhFyAEKQOABCEUDAELIARBsARqIBtEAAAAAAAA6D+iEJoBIARBoARqIBQgFyAEKQOwBCAEKQO4BBB1IAQpA6gEIRcgBCkDoAQhFAsgCEHvAEoNACAEQdADaiAUIBdCAEKAgICAgIDA/z8QhQQgBCkD0AMgBCkD2ANCAEIAEL8BDQAgBEHAA2ogFCAXQgBCgICAgICAwP8/EHUgBCkDyAMhFyAEKQPAAyEUCyAEQbADaiAWIBUgFCAXEHUgBEGgA2ogBCkDsAMgBCkDuAMgGCAZEM0CIAQpA6gDIRUgBCkDoAMhFgJAIBNBAmsgB0H/////B3FODQAgBCAVQv///////////wCDNwOYAyAEIBY3A5ADIARBgANqIBYgFUIAQoCAgICAgID/PxBJIAQpA5ADIAQpA5gDQoCAgICAgIC4wAAQ+AMhAyAEKQOIAyAVIANBAE4iAhshFSAEKQOAAyAWIAIbIRYgFCAXQgBCABC/ASEBIBMgAiAPaiIPQe4Aak4EQCAJIAggC0cgA0EASHJxIAFBAEdxRQ0BC0HgtgNBxAA2AgALIARB8AJqIBYgFSAPEIYEIAQpA/gCIRQgBCkD8AILIRUgDiAUNwMoIA4gFTcDICAEQZDGAGokACAOKQMoIRQgDikDICEVDAQLIAEpA3BCAFkEQCABIAEoAgRBAWs2AgQLDAELAkACfyABKAIEIgIgASgCaEcEQCABIAJBAWo2AgQgAi0AAAwBCyABEEELQShGBEBBASEGDAELQoCAgICAgOD//wAhFCABKQNwQgBTDQMgASABKAIEQQFrNgIEDAMLA0ACfyABKAIEIgIgASgCaEcEQCABIAJBAWo2AgQgAi0AAAwBCyABEEELIglBwQBrIQICQAJAIAlBMGtBCkkNACACQRpJDQAgCUHfAEYNACAJQeEAa0EaTw0BCyAGQQFqIQYMAQsLQoCAgICAgOD//wAhFCAJQSlGDQIgASkDcCIXQgBZBEAgASABKAIEQQFrNgIECwJAIAMEQCAGDQEMBAsMAQsDQCAXQgBZBEAgASABKAIEQQFrNgIECyAGQQFrIgYNAAsMAgtB4LYDQRw2AgAgAUIAEI4BC0IAIRQLIAAgFTcDACAAIBQ3AwggDkEwaiQAC8oGAgR/A34jAEGAAWsiBSQAAkACQAJAIAMgBEIAQgAQvwFFDQACfyAEQv///////z+DIQoCfyAEQjCIp0H//wFxIgZB//8BRwRAQQQgBg0BGkECQQMgAyAKhFAbDAILIAMgCoRQCwshBiACQjCIpyIIQf//AXEiB0H//wFGDQAgBg0BCyAFQRBqIAEgAiADIAQQSSAFIAUpAxAiAiAFKQMYIgEgAiABEPcDIAUpAwghAiAFKQMAIQQMAQsgASACQv///////////wCDIgogAyAEQv///////////wCDIgkQvwFBAEwEQCABIAogAyAJEL8BBEAgASEEDAILIAVB8ABqIAEgAkIAQgAQSSAFKQN4IQIgBSkDcCEEDAELIARCMIinQf//AXEhBiAHBH4gAQUgBUHgAGogASAKQgBCgICAgICAwLvAABBJIAUpA2giCkIwiKdB+ABrIQcgBSkDYAshBCAGRQRAIAVB0ABqIAMgCUIAQoCAgICAgMC7wAAQSSAFKQNYIglCMIinQfgAayEGIAUpA1AhAwsgCUL///////8/g0KAgICAgIDAAIQhCyAKQv///////z+DQoCAgICAgMAAhCEKIAYgB0gEQANAAn4gCiALfSADIARWrX0iCUIAWQRAIAkgBCADfSIEhFAEQCAFQSBqIAEgAkIAQgAQSSAFKQMoIQIgBSkDICEEDAULIAlCAYYgBEI/iIQMAQsgCkIBhiAEQj+IhAshCiAEQgGGIQQgB0EBayIHIAZKDQALIAYhBwsCQCAKIAt9IAMgBFatfSIJQgBTBEAgCiEJDAELIAkgBCADfSIEhEIAUg0AIAVBMGogASACQgBCABBJIAUpAzghAiAFKQMwIQQMAQsgCUL///////8/WARAA0AgBEI/iCEBIAdBAWshByAEQgGGIQQgASAJQgGGhCIJQoCAgICAgMAAVA0ACwsgCEGAgAJxIQYgB0EATARAIAVBQGsgBCAJQv///////z+DIAdB+ABqIAZyrUIwhoRCAEKAgICAgIDAwz8QSSAFKQNIIQIgBSkDQCEEDAELIAlC////////P4MgBiAHcq1CMIaEIQILIAAgBDcDACAAIAI3AwggBUGAAWokAAu/AgEBfyMAQdAAayIEJAACQCADQYCAAU4EQCAEQSBqIAEgAkIAQoCAgICAgID//wAQSSAEKQMoIQIgBCkDICEBIANB//8BSQRAIANB//8AayEDDAILIARBEGogASACQgBCgICAgICAgP//ABBJQf3/AiADIANB/f8CThtB/v8BayEDIAQpAxghAiAEKQMQIQEMAQsgA0GBgH9KDQAgBEFAayABIAJCAEKAgICAgICAORBJIAQpA0ghAiAEKQNAIQEgA0H0gH5LBEAgA0GN/wBqIQMMAQsgBEEwaiABIAJCAEKAgICAgICAORBJQeiBfSADIANB6IF9TBtBmv4BaiEDIAQpAzghAiAEKQMwIQELIAQgASACQgAgA0H//wBqrUIwhhBJIAAgBCkDCDcDCCAAIAQpAwA3AwAgBEHQAGokAAuZBAECfyMAQSBrIgUkACAFQQhqIAAgARBXIAUtAAwhBiAFKAIIIgEgBDYCEAJAIAYEQCABIAI6AAggAkETa0H/AXFB7gFJBEAgBUEIaiIEQgA3AgwgBEE8NgIIIARBwTY2AgQgBEEDNgIAIARBADYCFCAEQeDlABAqECwgBBArCyACQQJ0QaCJAWooAgBBCkcEQCAFQQhqIgJCADcCDCACQc8ENgIIIAJBwTY2AgQgAkEDNgIAIAJBADYCFCACQeT0ABAqECwgAhArCyABQQA6AAkgASABLQAKQQ9xOgAKIAEgAyAAKAIAIAMoAgAoAhARAwAiAjYCACABIAEtAApB8AFxOgAKDAELIAEtAAkEQCAFQQhqIgBCADcCDCAAQdYENgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQYj2ABAqECwgABArCyABLQAIIgJBE2tB/wFxQe4BSQRAIAVBCGoiAEIANwIMIABBPDYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEHg5QAQKhAsIAAQKwsgAkECdEGgiQFqKAIAQQpHBEAgBUEIaiIAQgA3AgwgAEHWBDYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEG19QAQKhAsIAAQKwsgASABLQAKIgBB8AFxOgAKIAEoAgAhAiAAQRBxRQ0AIAIgAyACKAIAKAIQEQMAIQILIAVBIGokACACCzUAIAAgATcDACAAIAJC////////P4MgBEIwiKdBgIACcSACQjCIp0H//wFxcq1CMIaENwMIC9oBAQJ/AkAgAUH/AXEiAwRAIABBA3EEQANAIAAtAAAiAkUNAyACIAFB/wFxRg0DIABBAWoiAEEDcQ0ACwsCQCAAKAIAIgJBf3MgAkGBgoQIa3FBgIGChHhxDQAgA0GBgoQIbCEDA0AgAiADcyICQX9zIAJBgYKECGtxQYCBgoR4cQ0BIAAoAgQhAiAAQQRqIQAgAkGBgoQIayACQX9zcUGAgYKEeHFFDQALCwNAIAAiAi0AACIDBEAgAkEBaiEAIAMgAUH/AXFHDQELCyACDwsgABBCIABqDwsgAAvDAgIDfQJ/AkACfQJ9AkAgALwiBEHPp9D2A0wEQCAEQYCAgPx7TwRAQwAAgP8gAEMAAIC/Ww0EGiAAIACTQwAAAACVDwsgBEEBdEGAgIC4BkkNBCAEQZrs1/R7Tw0BQwAAAAAMAgsgBEH////7B0sNAwsgAEMAAIA/kiIBvEGN9qsCaiIFQRd2Qf8AayEEIAVB////3wRNBEAgACABk0MAAIA/kiAAIAFDAACAv5KTIAVB////gwRLGyABlSECCyAFQf///wNxQfOJ1PkDar5DAACAv5IhACAEsgsiA0OAcTE/lCAAIAAgAEMAAABAkpUiASAAIABDAAAAP5SUIgAgASABlCIBIAEgAZQiAUPu6ZE+lEOqqio/kpQgASABQyaeeD6UQxPOzD6SlJKSlCADQ9H3FzeUIAKSkiAAk5KSCw8LIAAL5wQDAX8GfAJ+IAC9IghCMIinIQEgCEKAgICAgICA9z99Qv//////n8IBWARAIAhCgICAgICAgPg/UQRARAAAAAAAAAAADwsgAEQAAAAAAADwv6AiACAAIABEAAAAAAAAoEGiIgKgIAKhIgIgAqJB4MgBKwMAIgWiIgagIgcgACAAIACiIgOiIgQgBCAEIARBsMkBKwMAoiADQajJASsDAKIgAEGgyQErAwCiQZjJASsDAKCgoKIgA0GQyQErAwCiIABBiMkBKwMAokGAyQErAwCgoKCiIANB+MgBKwMAoiAAQfDIASsDAKJB6MgBKwMAoKCgoiAAIAKhIAWiIAAgAqCiIAYgACAHoaCgoKAPCwJAIAFB8P8Ba0GfgH5NBEAgCEL///////////8Ag1AEQCMAQRBrIgFEAAAAAAAA8L85AwggASsDCEQAAAAAAAAAAKMPCyAIQoCAgICAgID4/wBRDQEgAUHw/wFxQfD/AUcgAUH//wFNcUUEQCAAIAChIgAgAKMPCyAARAAAAAAAADBDor1CgICAgICAgKADfSEICyAIQoCAgICAgIDzP30iCUI0h6e3IgNBqMgBKwMAoiAJQi2Ip0H/AHFBBHQiAUHAyQFqKwMAoCIEIAFBuMkBaisDACAIIAlCgICAgICAgHiDfb8gAUG42QFqKwMAoSABQcDZAWorAwChoiIAoCIFIAAgACAAoiICoiACIABB2MgBKwMAokHQyAErAwCgoiAAQcjIASsDAKJBwMgBKwMAoKCiIAJBuMgBKwMAoiADQbDIASsDAKIgACAEIAWhoKCgoKAhAAsgAAuiBAECfyMAQSBrIgQkACAEQQhqIAAgARBXIAQtAAwhBSAEKAIIIgEgAzYCEAJAIAUEQCABIAI6AAggAkETa0H/AXFB7gFJBEAgBEEIaiIDQgA3AgwgA0E8NgIIIANBwTY2AgQgA0EDNgIAIANBADYCFCADQeDlABAqECwgAxArCyACQQJ0QaCJAWooAgBBCUcEQCAEQQhqIgJCADcCDCACQYgENgIIIAJBwTY2AgQgAkEDNgIAIAJBADYCFCACQaDyABAqECwgAhArCyABQQA6AAkCfyAAKAIAIgBFBEBBDBApDAELIAAtABBBAXEEQCAAKAIYKAIQIgIoAgAoAhQhAyACQbCWA0IQIAMRBwALIABBAhA/CyIAQgA3AgAgAEEANgIIIAEgADYCAAwBCyABLQAJBEAgBEEIaiIAQgA3AgwgAEGMBDYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEGI9gAQKhAsIAAQKwsgAS0ACCICQRNrQf8BcUHuAUkEQCAEQQhqIgBCADcCDCAAQTw2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABB4OUAECoQLCAAECsLIAJBAnRBoIkBaigCAEEJRg0AIARBCGoiAEIANwIMIABBjAQ2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABB8PIAECoQLCAAECsLIAEgAS0ACkHwAXE6AAogASgCACEAIARBIGokACAAC5MEAEGkkANBhDQQJUG8kANBuyhBAUEBQQAQJEHIkANBzCZBAUGAf0H/ABAEQeCQA0HFJkEBQYB/Qf8AEARB1JADQcMmQQFBAEH/ARAEQeyQA0GFIEECQYCAfkH//wEQBEH4kANB/B9BAkEAQf//AxAEQYSRA0GeIEEEQYCAgIB4Qf////8HEARBkJEDQZUgQQRBAEF/EARBnJEDQewuQQRBgICAgHhB/////wcQBEGokQNB4y5BBEEAQX8QBEG0kQNBqSFCgICAgICAgICAf0L///////////8AEPAEQcCRA0GoIUIAQn8Q8ARBzJEDQZ4hQQQQEEHYkQNB5jJBCBAQQbCWA0GLLxAPQYCvAUGwwAAQD0HIrwFBBEHxLhAKQZSwAUECQZcvEApB4LABQQRBpi8QCkHkoQFBlykQIkGIsQFBAEHrPxABQbCxAUEAQdHAABABQdixAUEBQYnAABABQYCyAUECQa88EAFBqLIBQQNBzjwQAUHQsgFBBEH2PBABQfiyAUEFQZM9EAFBoLMBQQRB/MAAEAFByLMBQQVBmsEAEAFBsLEBQQBB+T0QAUHYsQFBAUHYPRABQYCyAUECQbs+EAFBqLIBQQNBmT4QAUHQsgFBBEHBPxABQfiyAUEFQZ8/EAFB8LMBQQhB/j4QAUGYtAFBCUHcPhABQcC0AUEGQbk9EAFB6LQBQQdBwcEAEAELxwMBAX8jAEEgayIFJAAgBUEIaiAAIAEQVyAFLQAMIQEgBSgCCCIAIAQ2AhACQCABBEAgACACOgAIIAJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsgAkECdEGgiQFqKAIAQQhHBEAgBUEIaiIBQgA3AgwgAUHMAzYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHk7wAQKhAsIAEQKwsgAEEAOgAJDAELIAAtAAkEQCAFQQhqIgFCADcCDCABQc8DNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQYj2ABAqECwgARArCyAALQAIIgJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsgAkECdEGgiQFqKAIAQQhGDQAgBUEIaiIBQgA3AgwgAUHPAzYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUGy8AAQKhAsIAEQKwsgACADNgIAIAAgAC0ACkHwAXE6AAogBUEgaiQACzcBAX8jAEEQayIDJAAgA0EMaiABIAIgACgCABEFACADKAIMEBEgAygCDCIAEAIgA0EQaiQAIAALNQEBfyABIAAoAgQiAkEBdWohASAAKAIAIQAgASACQQFxBH8gASgCACAAaigCAAUgAAsRAAALGAEBf0EMECkiAEEANgIIIABCADcCACAAC4YBAgJ/AX4jAEEgayIDJAAgASAAKAIEIgRBAXVqIQEgACgCACEAIARBAXEEQCABKAIAIABqKAIAIQALIAMgAikCACIFNwMAIAMgBTcDCCADQRRqIAEgAyAAEQUAQQwQKSIAIAMoAhQ2AgAgACADKAIYNgIEIAAgAygCHDYCCCADQSBqJAAgAAteAQN/IwBBEGsiAiQAIAEgACgCBCIEQQF1aiEBIAAoAgAhACACQQxqIgMgASAEQQFxBH8gASgCACAAaigCAAUgAAsRAgBBBBApIAMQwwEhACADEC0aIAJBEGokACAAC8cDAQF/IwBBIGsiBSQAIAVBCGogACABEFcgBS0ADCEBIAUoAggiACAENgIQAkAgAQRAIAAgAjoACCACQRNrQf8BcUHuAUkEQCAFQQhqIgFCADcCDCABQTw2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB4OUAECoQLCABECsLIAJBAnRBoIkBaigCAEEHRwRAIAVBCGoiAUIANwIMIAFB4gI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFBgvEAECoQLCABECsLIABBADoACQwBCyAALQAJBEAgBUEIaiIBQgA3AgwgAUHiAjYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUGI9gAQKhAsIAEQKwsgAC0ACCICQRNrQf8BcUHuAUkEQCAFQQhqIgFCADcCDCABQTw2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB4OUAECoQLCABECsLIAJBAnRBoIkBaigCAEEHRg0AIAVBCGoiAUIANwIMIAFB4gI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB0PEAECoQLCABECsLIAAgAzoAACAAIAAtAApB8AFxOgAKIAVBIGokAAuhAQEEfyMAQRBrIgIkACABKAIAIgNB8P///wdJBEACQCADQQpNBEAgAiADOgAPIAJBBGohBAwBCyADQQ9yQQFqIgUQKSEEIAIgBUGAgICAeHI2AgwgAiAENgIEIAIgAzYCCAsgBCABQQRqIAMQXiADakEAOgAAIAJBBGogABEAACEAIAIsAA9BAEgEQCACKAIEECcLIAJBEGokACAADwsQQwALxwMBAX8jAEEgayIFJAAgBUEIaiAAIAEQVyAFLQAMIQEgBSgCCCIAIAQ2AhACQCABBEAgACACOgAIIAJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsgAkECdEGgiQFqKAIAQQVHBEAgBUEIaiIBQgA3AgwgAUHhAjYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHC8wAQKhAsIAEQKwsgAEEAOgAJDAELIAAtAAkEQCAFQQhqIgFCADcCDCABQeECNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQYj2ABAqECwgARArCyAALQAIIgJBE2tB/wFxQe4BSQRAIAVBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsgAkECdEGgiQFqKAIAQQVGDQAgBUEIaiIBQgA3AgwgAUHhAjYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUGS9AAQKhAsIAEQKwsgACADOQMAIAAgAC0ACkHwAXE6AAogBUEgaiQAC8kLAQF/QaSfAUGEoAFB7KABQQBB/KABQfsCQf+gAUEAQf+gAUEAQbUvQYGhAUH8AhAHQaSfAUEBQYShAUH8oAFB/QJB/gIQBkEIECkiAEEANgIEIABB/wI2AgBBpJ8BQaspQQNBiKEBQZShAUGAAyAAQQBBABAAQQgQKSIAQQA2AgQgAEGBAzYCAEGknwFB2S9BBEGgoQFBsKEBQYIDIABBAEEAEABBCBApIgBBADYCBCAAQYMDNgIAQaSfAUHbL0ECQbihAUHAoQFBhAMgAEEAQQAQAEEEECkiAEGFAzYCAEGknwFBliFBA0HEoQFB7KEBQYYDIABBAEEAEABBBBApIgBBhwM2AgBBpJ8BQZIhQQRBgKIBQZCiAUGIAyAAQQBBABAAQbyiAUHsogFBpKMBQQBB/KABQYkDQf+gAUEAQf+gAUEAQbMgQYGhAUGKAxAHQbyiAUEBQbSjAUH8oAFBiwNBjAMQBkEIECkiAEEANgIEIABBjQM2AgBBvKIBQaspQQNBuKMBQZShAUGOAyAAQQBBABAAQQgQKSIAQQA2AgQgAEGPAzYCAEG8ogFB2S9BBEHQowFBsKEBQZADIABBAEEAEABBCBApIgBBADYCBCAAQZEDNgIAQbyiAUHbL0ECQeCjAUHAoQFBkgMgAEEAQQAQAEEEECkiAEGTAzYCAEG8ogFBliFBA0HoowFB7KEBQZQDIABBAEEAEABBBBApIgBBlQM2AgBBvKIBQZIhQQRBgKQBQZCiAUGWAyAAQQBBABAAQdUdQQJBkKQBQcChAUHYAkHZAkEAEB5BuKQBQeCkAUGQpQFBAEH8oAFB2gJB/6ABQQBB/6ABQQBBuCFBgaEBQdsCEAdBuKQBQQFBoKUBQfygAUHcAkHdAhAGQQgQKSIAQQA2AgQgAEHeAjYCAEG4pAFBwi9BAkGkpQFBwKEBQd8CIABBAEEAEABB4KUBQZymAUHkpgFBAEH8oAFB4AJB/6ABQQBB/6ABQQBB5R5BgaEBQeECEAdB4KUBQQJB9KYBQcChAUHiAkHjAhAGQYynAUGkpwFBxKcBQQBB/KABQeQCQf+gAUEAQf+gAUEAQekeQYGhAUHlAhAHQYynAUECQdSnAUHAoQFB5gJB5wIQBkEIECkiAEEANgIEIABB6AI2AgBBjKcBQd0eQQJB3KcBQcChAUHpAiAAQQBBABAAQcCnA0GQqAFBzKgBQQBB/KABQeoCQf+gAUEAQf+gAUEAQY4jQYGhAUHrAhAHQdirAUHApwNBjiNBAkH8oAFB7AJB4KsBQe0CQcChAUHuAkGBoQFB7wIQFUHApwNBAUHkqwFB/KABQfACQfECEAZBCBApIgBCiICAgBA3AwBBwKcDQZ81QQNB8KwBQeyhAUHyAiAAQQBBABAAQQgQKSIAQpyAgIAQNwMAQcCnA0GxIUECQfysAUHAoQFB8wIgAEEAQQAQAEEIECkiAEKggICAEDcDAEHApwNB4CFBA0HwrAFB7KEBQfICIABBAEEAEABBCBApIgBCpICAgBA3AwBBwKcDQfYhQQNB8KwBQeyhAUHyAiAAQQBBABAAQQgQKSIAQqiAgIAQNwMAQcCnA0G+HEEDQYStAUHsoQFB9AIgAEEAQQAQAEEIECkiAEKsgICAEDcDAEHApwNBrhxBAkHsrQFBwKEBQfUCIABBAEEAEABBCBApIgBCsICAgBA3AwBBwKcDQcwcQQRBgK4BQZCiAUH2AiAAQQBBABAAQQgQKSIAQoCBgIAQNwMAQcCnA0GXIkEDQZCuAUHsoQFB9wIgAEEAQQAQAEEIECkiAEKEgYCAEDcDAEHApwNBqiJBA0GcrgFB7KEBQfgCIABBAEEAEABBCBApIgBC7IGAgBA3AwBBwKcDQaQ1QQNBqK4BQeyhAUH5AiAAQQBBABAAQQgQKSIAQqiBgIAQNwMAQcCnA0G2IkEDQbSuAUHsoQFB+gIgAEEAQQAQAAvHAwEBfyMAQSBrIgUkACAFQQhqIAAgARBXIAUtAAwhASAFKAIIIgAgBDYCEAJAIAEEQCAAIAI6AAggAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCyACQQJ0QaCJAWooAgBBBkcEQCAFQQhqIgFCADcCDCABQeACNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQcTuABAqECwgARArCyAAQQA6AAkMAQsgAC0ACQRAIAVBCGoiAUIANwIMIAFB4AI2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFBiPYAECoQLCABECsLIAAtAAgiAkETa0H/AXFB7gFJBEAgBUEIaiIBQgA3AgwgAUE8NgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQeDlABAqECwgARArCyACQQJ0QaCJAWooAgBBBkYNACAFQQhqIgFCADcCDCABQeACNgIIIAFBwTY2AgQgAUEDNgIAIAFBADYCFCABQZPvABAqECwgARArCyAAIAM4AgAgACAALQAKQfABcToACiAFQSBqJAAL6gQBAn8jAEEwayIGJAAgBiAENwMIIAZBGGogACABEFcgBi0AHCEHIAYoAhgiASAFNgIQAkAgBwRAIAEgAjoACCACQRNrQf8BcUHuAUkEQCAGQRhqIgVCADcCDCAFQTw2AgggBUHBNjYCBCAFQQM2AgAgBUEANgIUIAVB4OUAECoQLCAFECsLIAJBAnRBoIkBaigCAEEERwRAIAZBGGoiAkIANwIMIAJB3wI2AgggAkHBNjYCBCACQQM2AgAgAkEANgIUIAJB6vgAECoQLCACECsLIAEgAzoACyABQQE6AAkCfyAAKAIAIgBFBEBBDBApDAELIAAtABBBAXEEQCAAKAIYKAIQIgIoAgAoAhQhAyACQdCXA0IQIAMRBwALIABBDBA/CyICIAA2AgggAkIANwIAIAEgAjYCAAwBCyABLQAJRQRAIAZBGGoiAEIANwIMIABB3wI2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABB6fYAECoQLCAAECsLIAEtAAgiAkETa0H/AXFB7gFJBEAgBkEYaiIAQgA3AgwgAEE8NgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQeDlABAqECwgABArCyACQQJ0QaCJAWooAgBBBEcEQCAGQRhqIgBCADcCDCAAQd8CNgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQbr5ABAqECwgABArCyABLQALIANGDQAgBkEYaiIAQgA3AgwgAEHfAjYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEGC7QAQKhAsIAAQKwsgASgCACAGQQhqELQBIAZBMGokAAveAwEDfyMAQTBrIgQkACAAQeyqAzYCACAAIAMtAAA6AARBMBApIgVCADcCDCAFQQA2AhQgBUEANgIoIAAgBTYCCEEQECkiBiAFNgIMIAZBjKsDNgIAIAZCADcCBCAAIAY2AgwgBUG7KDYCCCAFIAI2AgQgBSABNgIAIARBBEEFIAMtAAAiBhsiAjoAIyAEQRhqIgNB6i9B2DEgBhsgAvwKAAAgAiADakEAOgAAIAUgBCgCIDYCFCAFIAQpAhg3AgwgBCAANgIcIARB/KsDNgIYIAQgAzYCKCADIAVBGGoQ6QICQAJ/IAMgBCgCKCICRgRAIARBGGohAiAEKAIYQRBqDAELIAJFDQEgAigCAEEUagshAyACIAMoAgARAQALIAEQQiICQfD///8HSQRAAkAgAkEKTQRAIAQgAjoAIyAEQRhqIQMMAQsgAkEPckEBaiIFECkhAyAEIAVBgICAgHhyNgIgIAQgAzYCGCAEIAI2AhwLIAMgASAC/AoAACACIANqQQA6AAAgBCAAKAIINgIQIAQgACgCDCIANgIUIAAEQCAAQQH+HgIEGgsgBCAEKQIQNwMIIARBGGogBEEIahCbBCAELAAjQQBIBEAgBCgCGBAnCyAEQTBqJAAPCxBDAAukCAEKfyMAQRBrIgkkAAJAQcC2A/4SAABBAXENAEHAtgMQhwFFDQBBDBApIgJBADYCCCACQgA3AgBBvLYDIAI2AgBBwLYDEIYBCwJAQby2AygCACICKAIEIgMgAigCCEkEQCADIAEoAgA2AgAgAyABKAIEIgU2AgQgBQRAIAVBAf4eAgQaCyACIANBCGo2AgQMAQsCQAJAAkAgAigCBCIDIAIoAgAiBWtBA3UiBkEBaiIEQYCAgIACSQRAQf////8BIAIoAgggBWsiB0ECdSIIIAQgBCAISRsgB0H4////B08bIgRBgICAgAJPDQEgBEEDdCIHECkiCCAGQQN0aiIEIAEoAgA2AgAgBCABKAIEIgY2AgQgBgRAIAZBAf4eAgQaIAIoAgAhBSACKAIEIQMLIAcgCGohBiAEQQhqIQcgAyAFRg0CA0AgBEEIayIEIANBCGsiAygCADYCACAEIAMoAgQ2AgQgA0IANwIAIAMgBUcNAAsgAiAGNgIIIAIoAgQhAyACIAc2AgQgAigCACEFIAIgBDYCACADIAVGDQMDQAJAIANBCGsiAygCBCICRQ0AIAJBf/4eAgQNACACIAIoAgAoAggRAQAgAhBZCyADIAVHDQALDAMLEDEACxA5AAsgAiAGNgIIIAIgBzYCBCACIAQ2AgALIAUEQCAFECcLCwJAQci2A/4SAABBAXENAEHItgMQhwFFDQBBDBApIgJCADcCBCACIAJBBGo2AgBBxLYDIAI2AgBByLYDEIYBCyAAIQIgASEFIAkCfwJAAkBBxLYDKAIAIgQoAgQiAUUEQCAEQQRqIgMhAAwBCyACIAIoAgAgAi0ACyIAwEEATiIDGyEHIAAgAigCBCADGyEGA0ACQAJAAkACQAJAIAEiACgCFCABLQAbIgEgAcBBAEgiCBsiASAGIAEgBkkiChsiAwRAIAcgACgCECAAQRBqIAgbIgggAxAuIgtFBEAgASAGSw0CDAMLIAtBAE4NAgwBCyABIAZNDQILIAAiAygCACIBDQQMBQsgCCAHIAMQLiIBDQELIAoNAQwECyABQQBODQMLIAAoAgQiAQ0ACyAAQQRqIQMLQSQQKSIBQRBqIQYCQCACLAALQQBOBEAgBiACKQIANwIAIAYgAigCCDYCCAwBCyAGIAIoAgAgAigCBBBVCyABIAUoAgA2AhwgASAFKAIEIgI2AiAgAgRAIAJBAf4eAgQaCyABIAA2AgggAUIANwIAIAMgATYCACABIQAgBCgCACgCACICBEAgBCACNgIAIAMoAgAhAAsgBCgCBCAAEMsBIAQgBCgCCEEBajYCCEEBDAELIAAhAUEACzoADCAJIAE2AggCQCAFKAIEIgBFDQAgAEF//h4CBA0AIAAgACgCACgCCBEBACAAEFkLIAlBEGokAAvoAgECfyAALAAAIgNBAE4EQCACQQE2AgAgAC0AAA8LAkAgASAAayIBQQJJDQAgA0HgAXFBwAFGBEAgACwAASIAQb9/Sg0BIANBBnRBwA9xIABBP3FyIgBBgAFJDQEgAkECNgIAIAAPCyABQQNJDQAgA0HwAXFB4AFGBEAgACwAASIBQb9/Sg0BIAAtAAIiAMBBv39KDQEgA0EMdEGA4ANxIgMgAEE/cSABQT9xQQZ0cnIiAEGAEEkNASAAQf+vA0sgA0GAwANrQYDAwABPcQ0BIAJBAzYCACAADwsgAUEESQ0AIANB+AFxQfABRw0AIAAsAAEiAUG/f0oNACAALAACIgRBv39KDQAgAC0AAyIAwEG/f0oNACADQRJ0QYCA8ABxIAFBP3FBDHRyIgEgAEE/cSAEQT9xQQZ0cnIiAEGAgARJDQAgAUGAwANrQf+/wABLDQAgAkEENgIAIAAPCyACQQE2AgBB/f8DC94FAgx/An5BASEGAkACQAJAAkACQAJAAkACQAJAIAEgAGtBDG0OBggIAAECAwQLIAApAgAiD0IgiKciCSABQQxrIgcpAgAiDkIgiKciAyADIAlLIgwbIgoEQAJAIA6nIgQgD6ciBSAKEC4iAkUEQCADIAlPDQEMCQsgAkEASA0ICyAFIAQgChAuIgJFDQUgAkEASA0IDAYLIAMgCU8NBAwGCyAAIABBDGogAUEMaxDQARpBAQ8LIAAgAEEMaiAAQRhqIAFBDGsQ2gIaQQEPCyAAIABBDGogAEEYaiAAQSRqIAFBDGsQ2QIaQQEPCyAAIABBDGogAEEYaiIEENABGiAAQSRqIgIgAUYNAwNAIAIiBSkCACIPpyELAkACQAJAAkAgBCkCACIOQiCIpyIDIA9CIIinIgggAyAISSIKGyIGBEACQCALIA6nIgcgBhAuIgJFBEAgAyAITQ0BDAULIAJBAEgNBAsgByALIAYQLiICRQ0BIAJBAEgNBAwCCyADIAhLDQILIAoNAgsgBSgCCCAEKAIITg0BCyAFIA43AgAgBSgCCCEJIAUgBCgCCDYCCCAAIQICQCAAIARGDQADQAJAAkACQCAEIgJBDGsiBCkCACIOQiCIpyINIAggCCANSyIGGyIDBEACQCALIA6nIgogAxAuIgdFBEAgCCANTw0BDAULIAdBAEgNBAsgCiALIAMQLiIHRQ0BIAdBAEgNBQwCCyAIIA1JDQILIAYNAwsgCSACQQRrKAIATg0CCyACIA43AgAgAiACQQRrKAIANgIIIAAgBEcNAAsgACECCyACIAk2AgggAiAPNwIAIAxBAWoiDEEIRw0AIAVBDGogAUYhBgwFCyAFIgRBDGoiAiABRw0AC0EBDwsgDA0CCyABQQRrKAIAIAAoAghODQELIAAgDjcCACAHIA83AgAgACgCCCECIAAgAUEEayIAKAIANgIIIAAgAjYCAEEBDwsgBgvnBAEBfyMAQSBrIgYkACAGIAQ2AgAgBkEIaiAAIAEQVyAGLQAMIQQgBigCCCIBIAU2AhACQCAEBEAgASACOgAIIAJBE2tB/wFxQe4BSQRAIAZBCGoiBEIANwIMIARBPDYCCCAEQcE2NgIEIARBAzYCACAEQQA2AhQgBEHg5QAQKhAsIAQQKwsgAkECdEGgiQFqKAIAQQNHBEAgBkEIaiICQgA3AgwgAkHeAjYCCCACQcE2NgIEIAJBAzYCACACQQA2AhQgAkGs+wAQKhAsIAIQKwsgASADOgALIAFBAToACQJ/IAAoAgAiAEUEQEEMECkMAQsgAC0AEEEBcQRAIAAoAhgoAhAiAigCACgCFCEDIAJByJcDQhAgAxEHAAsgAEELED8LIgIgADYCCCACQgA3AgAgASACNgIADAELIAEtAAlFBEAgBkEIaiIAQgA3AgwgAEHeAjYCCCAAQcE2NgIEIABBAzYCACAAQQA2AhQgAEHp9gAQKhAsIAAQKwsgAS0ACCICQRNrQf8BcUHuAUkEQCAGQQhqIgBCADcCDCAAQTw2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABB4OUAECoQLCAAECsLIAJBAnRBoIkBaigCAEEDRwRAIAZBCGoiAEIANwIMIABB3gI2AgggAEHBNjYCBCAAQQM2AgAgAEEANgIUIABB/PsAECoQLCAAECsLIAEtAAsgA0YNACAGQQhqIgBCADcCDCAAQd4CNgIIIABBwTY2AgQgAEEDNgIAIABBADYCFCAAQYLtABAqECwgABArCyABKAIAIAYQhQEgBkEgaiQACzIBAX8gAEGwqAM2AgAgACgCRCEBIABBADYCRCABBEAgASABKAIAKAIEEQEACyAAEJsCC58LAQx/IwBB4ABrIgMkACADQShqIgIgACAAKAIAKAIIEQIAIAMoAighBCACEC0aAkAgBA0AIAEoAgAiAiABKAIEIgRGBEAgA0EVNgIsIANBw8sANgIoIAMgAykCKDcDCCAAQThqIANB0ABqQQ0gA0EIahAzIgAQjwEgABAtGgwBCyACIAQgA0EoakE+IAQgAmtBDG1nQQF0axDdAiABKAIAIQQgASgCBCECIANBADYCJCADQgA3AhwgAiAEa0EMbSEFAkACQCACIARHBEAgBUGAgICABE8NASADIAVBAnQiBRApIgY2AhxBACECIAZBACAF/AsAIAMgBSAGajYCICAFECkiDEEAIAX8CwADQCACQQJ0IgUgAygCHGogBCACQQxsIgZqKAIANgIAIAUgDGogASgCACIEIAZqKAIINgIAIAJBAWoiAiABKAIEIARrQQxtSQ0ACwtBEBApIgVBADYCDCAFQgA3AgQgBUGEpAM2AgAgACgCRCECIAAgBTYCRCACBEAgAiACKAIAKAIEEQEAIAAoAkQhBQsgAygCICEGIAMoAhwhBCADIAw2AlxBACECIANBADYCWCADIAQ2AlQgAyAGIARrQQJ1NgJQIANCADcDSCADQUBrQgA3AwAgA0IANwM4IANCADcDMCADQgA3AyggA0EoaiADQdAAahC7BEF/IAMoAjAiBkECdCIIIAZB/////wNLGxApIQQCQCAGRQ0AIARBACAI/AsAIAMoAiwhCCAGQQRPBEAgBkF8cSEJA0AgBCACQQJ0IgdqIAcgCGooAgA2AgAgBCAHQQRyIgpqIAggCmooAgA2AgAgBCAHQQhyIgpqIAggCmooAgA2AgAgBCAHQQxyIgdqIAcgCGooAgA2AgAgAkEEaiECIAtBBGoiCyAJRw0ACwsgBkEDcSIJRQ0AQQAhBwNAIAQgAkECdCIKaiAIIApqKAIANgIAIAJBAWohAiAHQQFqIgcgCUcNAAsLIAVCADcCBCAFKAIMIgIEQCACECcLIAUgBDYCDCAFIAQ2AgggBSAGNgIEIANBKGoQugRBACEFIABBADYCSCABKAIAIgggASgCBCIKRg0BIAAoAkQoAgghBwNAIAcoAgAiAUEKdiABQQZ2QQhxdCEBIAgoAgAhCQJAIAgoAgQiCwRAQQAhBEEAIQYDQCAHIAEgBCAJai0AACINcyIBQQJ0aigCACICQf+BgIB4cSANRw0CIAJBCnYgAkEGdkEIcXQgAXMhASAGIAJBCHZBAXFqIQYgBEEBaiIEIAtHDQALDAELQQAhBkEAIQQgCS0AACICRQ0AA0AgByABIAJB/wFxIgtzIgFBAnRqKAIAIgJB/4GAgHhxIAtHDQEgAkEKdiACQQZ2QQhxdCABcyEBIAYgAkEIdkEBcWohBiAJIARBAWoiBGotAAAiAg0ACwsgACAFIAYgBSAGShsiBTYCSCAIQQxqIgggCkcNAAsMAQsQMQALIAAoAhgEfyAAKAIUIgIEQANAIAIoAgAhASACECcgASICDQALC0EAIQIgAEEANgIUAkAgACgCECIBRQ0AIAFBBE8EQCABQXxxIQVBACEGA0AgAkECdCIEIAAoAgxqQQA2AgAgACgCDCAEQQRyakEANgIAIAAoAgwgBEEIcmpBADYCACAAKAIMIARBDHJqQQA2AgAgAkEEaiECIAZBBGoiBiAFRw0ACwsgAUEDcSIBRQ0AQQAhBANAIAAoAgwgAkECdGpBADYCACACQQFqIQIgBEEBaiIEIAFHDQALCyAAQQA2AhggACgCSAUgBQtFBEAgA0EeNgIsIANBoskANgIoIAMgAykCKDcDECAAQThqIANB0ABqQQ0gA0EQahAzIgAQjwEgABAtGgsgDARAIAwQJwsgAygCHCIARQ0AIAAQJwsgA0HgAGokAAu2CQINfwJ9IwBBMGsiBCQAAkACQAJAAkACQCABKAIQIAEoAgxrQQdMBEAgAEEANgIIIABCADcCAAwBCyABQUBrKAIAIQMgASgCRCEHIAEoAkghBSAEQQA2AiwgBEIANwIkIAMgBSAHbGoiA0EAIANBgICAgARPGw0EIARBGGogASACEO4BIAQgBCgCGCIDNgIkIAQgBCkCHDcCKBDtASENIABBADYCCCAAQgA3AgAgBEEANgIgIARBADYCGCADIAEoAhhBASABKAIQIAEoAgxrQQJ1IgcgB0EBTBtBDGxqQQxrKAIAKAIAIgooAhBBAnRqKgIAIRBBACEHA0AgBCAEKAIYIgM2AhwCQCABKAIkIAooAghBDGxqIgUoAgAiCyAFKAIEIgxGBEAgBEEANgIUIARCADcCDAwBCyAEKAIgIQkgBCgCJCEOAkADQAJAIAIgCygCACIFKgIYlCAOIAUoAhBBAnRqKgIAkiAQk7sQ1AK2IRECQCADIAlJBEAgAyAROAIAIAQgA0EEaiIDNgIcDAELIAMgBCgCGCIIa0ECdSIGQQFqIgVBgICAgARPDQFB/////wMgCSAIayIJQQF1Ig8gBSAFIA9JGyAJQfz///8HTxsiBQR/IAVBgICAgARPDQkgBUECdBApBUEACyIJIAZBAnRqIgYgETgCACAJIAVBAnRqIQkgBkEEaiEFIAMgCEcEQANAIAZBBGsiBiADQQRrIgMqAgA4AgAgAyAIRw0ACwsgBCAJNgIgIAQgBTYCHCAEIAY2AhggCARAIAgQJwsgBSEDCyAMIAtBBGoiC0cNAQwCCwsQMQALIAQoAhghBiAEQQA2AhQgBEIANwIMIAMgBkYNACADIAZrIghB/f///wdPDQMgBCAIQQF0ECkiBTYCDCAEIAUgCEECdUEDdGo2AhQDQCAFIAYqAgC7OQMAIAVBCGohBSAGQQRqIgYgA0cNAAsgBCAFNgIQCyAEQQxqIgMQpwQgASgCJCEFIAooAgghBiANIAMQqAQhAwJAIAUgBkEMbGooAgAgA0ECdGooAgAiCiABKAIkKAIAKAIAIglGDQAgBCgCJCAKKAIQQQJ0aioCACEQIAAoAgggB0cEQCAHIAo2AgAgACAHQQRqIgc2AgQMAQsgByAAKAIAIghrIgNBAnUiC0EBaiIFQYCAgIAETw0FQf////8DIANBAXUiBiAFIAUgBkkbIANB/P///wdPGyIGBH8gBkGAgICABE8NBSAGQQJ0ECkFQQALIgwgC0ECdGoiAyAKNgIAIANBBGohBSAHIAhHBEADQCADQQRrIgMgB0EEayIHKAIANgIAIAcgCEcNAAsgACgCACEHCyAAIAwgBkECdGo2AgggACAFNgIEIAAgAzYCACAHBEAgBxAnCyAFIQcLIAQoAgwiAwRAIAQgAzYCECADECcLIAkgCkcNAAsCQCAAKAIAIgMgB0YNACAHQQRrIgYgA00NAANAIAMoAgAhACADIAYoAgA2AgAgBiAANgIAIANBBGoiAyAGQQRrIgZJDQALCyAEKAIYIgAEQCAAECcLIAQoAiQiAEUNACAAECcLIARBMGokAA8LEDEACxA5AAsQMQALEDEAC+4EAQd/IABBMGoQ4AIhBCAAQUBrKAIAIQMgACgCRCEFIAAoAkghBiAEIAI2AgwgBCABNgIIIAQgAyAFIAZsakEBazYCECAAKAIMIgMgASACakECdGooAgAhAiAEIAMgAUECdGooAgAiAzYCACAEIAIgA2s2AgQCQAJAAkACQCAAKAIYIAFBDGxqIgUoAgQiAiAFKAIIRwRAIAIgBDYCACAFIAJBBGo2AgQMAQsgAiAFKAIAIgdrIgNBAnUiCEEBaiIGQYCAgIAETw0BQf////8DIANBAXUiCSAGIAYgCUkbIANB/P///wdPGyIGBH8gBkGAgICABE8NAyAGQQJ0ECkFQQALIgkgCEECdGoiAyAENgIAIANBBGohCCACIAdHBEADQCADQQRrIgMgAkEEayICKAIANgIAIAIgB0cNAAsgBSgCACECCyAFIAM2AgAgBSAINgIEIAUgCSAGQQJ0ajYCCCACRQ0AIAIQJwsgACgCJCAEKAIMIAFqQQxsaiIAKAIEIgIgACgCCEcEQCACIAQ2AgAgACACQQRqNgIEIAQPCyACIAAoAgAiBWsiAUECdSIGQQFqIgNBgICAgARPDQJB/////wMgAUEBdSIHIAMgAyAHSRsgAUH8////B08bIgEEfyABQYCAgIAETw0CIAFBAnQQKQVBAAsiByAGQQJ0aiIDIAQ2AgAgA0EEaiEGIAIgBUcEQANAIANBBGsiAyACQQRrIgIoAgA2AgAgAiAFRw0ACyAAKAIAIQILIAAgAzYCACAAIAY2AgQgACAHIAFBAnRqNgIIIAIEQCACECcLIAQPCxAxAAsQOQALEDEAC64DAQd/IAEgACgCCCIEIAAoAgQiAmtBDG1NBEAgACABBH8gAkEAIAFBDGxBDGsiACAAQQxwa0EMaiIA/AsAIAAgAmoFIAILNgIEDwsCQAJAAkAgAiAAKAIAIgZrQQxtIgUgAWoiA0HWqtWqAUkEQEHVqtWqASAEIAZrQQxtIgRBAXQiCCADIAMgCEkbIARBqtWq1QBPGyIEBEAgBEHWqtWqAU8NAiAEQQxsECkhBwsgBUEMbCAHaiIDQQAgAUEMbEEMayIBIAFBDHBrQQxqIgH8CwAgASADaiEFIAcgBEEMbGohASACIAZGDQIDQCADQQxrIgNBADYCCCADIAJBDGsiAigCADYCACADIAIoAgQ2AgQgAyACKAIINgIIIAJBADYCCCACQgA3AgAgAiAGRw0ACyAAIAE2AgggACgCBCEBIAAgBTYCBCAAKAIAIQIgACADNgIAIAEgAkYNAwNAIAFBDGsiACgCACIDBEAgAUEIayADNgIAIAMQJwsgACIBIAJHDQALDAMLEDEACxA5AAsgACABNgIIIAAgBTYCBCAAIAM2AgALIAIEQCACECcLC7kCAgp/AX4CQCABKAIEIggEQCAAKAIEIQUgACgCACEEIAIoAgQhCSACKAIAIQogASkCACIOQiCIpyIGRQRAQQAhAANAQX8hASAAQX9GDQMgAyAAIARqQQAQRxogAyAKIAkQRxogACAIaiIAIQEgACAFTQ0ACwwCCyAEIAVqIQcgDqchC0EAIQEDQCAHIAEgBGoiAGsiAiAGSA0CIAssAAAhDSAAIQwDQCACIAZrQQFqIgJFDQMgDCANIAIQ0wIiAkUNAyACIAsgBhAuBEAgByACQQFqIgxrIgIgBk4NAQwECwsgAiAHRg0CIAIgBGsiAkF/Rg0CIAMgACACIAFrEEcaIAMgCiAJEEcaIAUgAiAIaiIBTw0ACwwBCyADIAAoAgAgACgCBBBHGg8LIAMgASAEaiAFIAFrEEcaC4cEAQZ/AkAgAP4QAgAiAQRAA0AgASgCBEGACEYNAiABKAIQIgENAAsLAn8gACgCGCICBEBBOCACKAIAIgEgAUE4TRsiASACKAIIEQAADAELQYACIQFBgAIQKQshAiAAIAH+HgIIGiACIAE2AgggAkKAgICAgAI3AgAjAEEgayIEJAAgAigCBCIGQShqIgUgAigCCCIDSwRAIARBCGoiAUIANwIMIAFBjgM2AgggAUGiOjYCBCABQQM2AgAgAUEANgIUIAFBu/8AECoQLCABECsgAigCCCEDCyADIAZJBEAgBEEIaiIBQgA3AgwgAUHvADYCCCABQdgrNgIEIAFBAzYCACABQQA2AhQgAUGA5QAQKhAsIAEQKyACKAIIIQMLIAIgBTYCBCACIAZqIgEgAjYCCCABQYAINgIEIAEgADYCACADIAVJBEAgBEEIaiIDQgA3AgwgA0HvADYCCCADQdgrNgIEIANBAzYCACADQQA2AhQgA0GA5QAQKhAsIAMQKyACKAIIIQMLIAFCADcCHCABQQA2AgwgASACIANqNgIYIAEgAiAFajYCFCAEQSBqJAAgASAA/hACACIDNgIQIAMgACADIAH+SAIAIgJGDQADQCABIAI2AhAgAiAAIAIgAf5IAgAiAkcNAAsLQZAIIAE2AgBBiAggACkDEDcDACAAIAH+FwIEIAELsw4BCX8jAEGAAmsiBCQAAkACQCACIANOBEAgAEEANgIADAELIARBADYC6AEgBEIANwPgASACIQUCQANAIAEoAgAoAgBBHGogBRA+KAIcQX5xIgYoAgAhByAEIAYoAgQgBi0ACyIIIAjAQQBIIggbNgLcASAEIAcgBiAIGzYC2AEgBCAEKQLYATcDKCAEQShqEMAEIgZBAEgEQCAEQYgBaiIDQeSyAjYCACAEQQ02AkwgBEHwsgIoAgAiAjYCUCAEQdAAaiIBIAJBDGsoAgBqQfSyAigCADYCACABIAQoAlBBDGsoAgBqIgIgBEHUAGoiBRA4IAJCgICAgHA3AkggA0HksgI2AgAgBEHQsgI2AlAgBRA3IgJB8KgCNgIAIARCADcCfCAEQgA3AnQgBEEQNgKEASABQew2QR4QKBogAUG/1QBBARAoGiABQb0GEDIaIAFBmTtBAxAoGiABQejMAEENECgaIAFB9tsAQQIQKBogBCgCTCEFIARB7AFqIgYgAhA6IAQgBCgC8AEgBC0A9wEiByAHwEEASCIHGzYC/AEgBCAEKALsASAGIAcbNgL4ASAEIAQpAvgBNwMgIAAgBSAEQSBqEDMaIAQsAPcBQQBIBEAgBCgC7AEQJwsgBEHssgIoAgAiADYCUCABIABBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAELAB/QQBIBEAgBCgCdBAnCyACEDYaIAMQNBoMAgsgBEHgAWpBASAGwBD3BCAFQQFqIgUgA0cNAAtBACEGIAQoAuQBIAQtAOsBIgUgBcBBAEgbIgpBAEoEQANAAkACQCAGIAQoAuQBIAQsAOsBIgVB/wFxIAVBAEgiBRsiB00EQCAEKALgASAEQeABaiAFGyIFIAZqIAUgB2ogBEHIAGoQnARB/f8DRwRAIAIgBmohCAwCCyACIAZqIQgCQAJAIAQoAkhBAWsOAwEAAwALIARBiAFqIgNB5LICNgIAIARBDTYCTCAEQfCyAigCACICNgJQIARB0ABqIgEgAkEMaygCAGpB9LICKAIANgIAIAEgBCgCUEEMaygCAGoiAiAEQdQAaiIFEDggAkKAgICAcDcCSCADQeSyAjYCACAEQdCyAjYCUCAFEDciAkHwqAI2AgAgBEIANwJ8IARCADcCdCAEQRA2AoQBIAFB7DZBHhAoGiABQb/VAEEBECgaIAFB0AYQMhogAUGZO0EDECgaIAFBus4AQREQKBogAUH22wBBAhAoGiAEKAJMIQUgBEHsAWoiBiACEDogBCAEKALwASAELQD3ASIHIAfAQQBIIgcbNgL8ASAEIAQoAuwBIAYgBxs2AvgBIAQgBCkC+AE3AwAgACAFIAQQMxogBCwA9wFBAEgEQCAEKALsARAnCyAEQeyyAigCACIANgJQIAEgAEEMaygCAGpB+LICKAIANgIAIAJB8KgCNgIAIAQsAH9BAEgEQCAEKAJ0ECcLIAIQNhogAxA0GgwGCyABKAIEIQUgBEEDNgJEIARB7JQBNgJAIAQgBCkCQDcDGCAFIAggBEEYahDkAiAEKAJIIQUMAgtBwCIQpQIACyAEKALkASAELQDrASIFIAXAQQBIIgcbIgkgBkkNBSAEKAJIIgVFBEBBACEFDAELIAkgBmsiCSAFIAUgCUsbIQkgBCgC4AEgBEHgAWogBxsgBmohC0EAIQcDQCABKAIEIQwgBAJ/IAVBAWsgB0YEQCAEIAk2AjwgBCALNgI4IARBOGoMAQsgBEEANgI0IARB/YABNgIwIARBMGoLKQIANwMQIAwgByAIaiAEQRBqEOQCIAdBAWoiByAEKAJIIgVJDQALCyAFIAZqIgYgCkgNAAsLIAMgAiAGakcEQCAEQYgBaiIDQeSyAjYCACAEQQ02AkwgBEHwsgIoAgAiAjYCUCAEQdAAaiIBIAJBDGsoAgBqQfSyAigCADYCACABIAQoAlBBDGsoAgBqIgIgBEHUAGoiBRA4IAJCgICAgHA3AkggA0HksgI2AgAgBEHQsgI2AlAgBRA3IgJB8KgCNgIAIARCADcCfCAEQgA3AnQgBEEQNgKEASABQew2QR4QKBogAUG/1QBBARAoGiABQeIGEDIaIAFBmTtBAxAoGiABQanNAEExECgaIAFB9tsAQQIQKBogBCgCTCEFIARB7AFqIgYgAhA6IAQgBCgC8AEgBC0A9wEiByAHwEEASCIHGzYC/AEgBCAEKALsASAGIAcbNgL4ASAEIAQpAvgBNwMIIAAgBSAEQQhqEDMaIAQsAPcBQQBIBEAgBCgC7AEQJwsgBEHssgIoAgAiADYCUCABIABBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAELAB/QQBIBEAgBCgCdBAnCyACEDYaIAMQNBoMAQsgAEEANgIACyAELADrAUEATg0AIAQoAuABECcLIARBgAJqJAAPC0HAIhClAgAL2AICB38BfCMAQRBrIgYkAAJAAkAgACgCACICIAAoAgQiA0YNAAJAIAMgAmsiBEEJTwRAIAIhAQNAIAggASsDAKAhCCABQQhqIgEgA0cNAAsgAiADSQRAIAIhAQNAIAEgASsDACAIozkDACABQQhqIgEgA0kNAAsLIAZBADYCDCAGQgA3AgQgBEEDdUEBayIBBEAgAUGAgICAAk8NBCABQQN0IgEQKSIFQQAgAfwLACABIAVqIQcLAkAgAiADQQhrIgNGDQAgBSACKwMAIgg5AwAgAkEIaiIBIANGDQAgBSEEA0AgBCAIIAErAwCgIgg5AwggBEEIaiEEIAFBCGoiASADRw0ACwsgACAHNgIIIAAgBzYCBCAAIAU2AgAgAg0BDAILIAAgAjYCBCAAKAIIIAJGDQEgAEEANgIIIABCADcCACACRQ0BCyACECcLIAZBEGokAA8LEDEAC70DAgV/AXwgASgCBCECIAEoAgAhAyAAIAAoAsATIgFBAnRqIgQgACABQY0DakHwBHBBAnRqKAIAIAAgAUEBakHwBHAiAUECdGoiBSgCACIGQf7///8HcSAEKAIAQYCAgIB4cXJBAXZzQQAgBkEBcWtB3+GiyHlxcyIENgIAIAUgAEGNA0GdfiABQeMBSRsgAWpBAnRqKAIAIAAgAUEBaiIBQQAgAUHwBEcbIgZBAnRqKAIAIgFB/v///wdxIAUoAgBBgICAgHhxckEBdnNBACABQQFxa0Hf4aLIeXFzIgE2AgAgACAGNgLAEyADIgAgAkcEQCABQQt2IAFzIgBBB3RBgK2x6XlxIABzIgBBD3RBgICY/n5xIABzIgBBEnYgAHO4RAAAAAAAAPBBoiAEQQt2IARzIgBBB3RBgK2x6XlxIABzIgBBD3RBgICY/n5xIABzIgBBEnYgAHO4oEQAAAAAAADwO6JEAAAAAAAAAACgIQcgAiADa0EDdSEBIAMhAANAIAAgACABQQF2IgJBA3RqIgBBCGogByAAKwMAYyIFGyEAIAIgASACQX9zaiAFGyIBDQALCyAAIANrQQN1C1oBBH8gACgCACICBEAgAiEBIAIgACgCBCIDRwRAA0AgA0EQayIBKAIAIgQEQCADQQxrIAQ2AgAgBBAnCyABIgMgAkcNAAsgACgCACEBCyAAIAI2AgQgARAnCwu0FgIPfwF+IwBB0ABrIgYkAAJAAkAgAigCACIPIAIoAgQiEUcEQCADQRxqIRADQAJAAkACQAJAAkACQAJAIA8oAgAOBAACAQMECyADKAIgIgRFDQUgAygCKCICQQRqQQAgAhsiAiAEQQJ0akEEayIJIAJNDQUDQAJAIAkoAgAiCiACKAIAIghGDQAgCCgCBCIFQX5xIQQgBUEBcQRAIAQoAgAhBAsgCigCBCIHQX5xIQUgB0EBcQR/IAUoAgAFIAULIARGBEAjAEEQayINJAAjAEEQayIOJAACQCAIQQhqIgsoAgAgCkEIaiIMKAIARgRAIAsvAQQhBCALIAwvAQQ7AQQgDCAEOwEEIAsvAQYhBCALIAwvAQY7AQYgDCAEOwEGIAsoAgghBCALIAwoAgg2AgggDCAENgIIDAELIA5BADYCCCAOQgA3AwAgDiAMEJkBIAwoAgghBAJAIAwvAQRBgQJPBEAgBCgCACIFIARBBGoiEkYNAQNAIAVBGGoQ1gECQCAFKAIEIgcEQANAIAciBCgCACIHDQAMAgsACwNAIAUoAggiBCgCACAFRyEHIAQhBSAHDQALCyASIAQiBUcNAAsMAQsgDC8BBiIFRQ0AIAQgBUEFdGohBQNAIARBCGoQ1gEgBEEgaiIEIAVHDQALCyAMIAsQmQEgCygCCCEEAkAgCy8BBEGBAk8EQCAEKAIAIgUgBEEEaiIMRg0BA0AgBUEYahDWAQJAIAUoAgQiBwRAA0AgByIEKAIAIgcNAAwCCwALA0AgBSgCCCIEKAIAIAVHIQcgBCEFIAcNAAsLIAwgBCIFRw0ACwwBCyALLwEGIgVFDQAgBCAFQQV0aiEFA0AgBEEIahDWASAEQSBqIgQgBUcNAAsLIAsgDhCZASAOELIBCyAOQRBqJAAgCEEEaiEHIAooAgQiC0EBcSEEAn8CQAJAAkACQAJAIAgoAgQiBUEBcUUEQCAEDQEgCCgCFCEEIAggCigCFDYCFCAKIAQ2AhQgBUF+cSEEDAQLIARFDQELIAtBfnFBBGohBAwBCyAKQQRqEFEhBCAHKAIAIQULIA0gBUEBcQR/IAVBfnFBBGoFIAcQUQsiBSgCCDYCCCANIAUpAgA3AwAgBSAEKAIINgIIIAUgBCkCADcCACAEIA0oAgg2AgggBCANKQMANwIAIAgoAhQhBCAIIAooAhQ2AhQgCCgCBCELIAogBDYCFCALQX5xIQRBASEFIAtBAXENAQtBACEFIAQMAQsgBCgCAAshCyAKQRxqIQwCQCAIKAIcQaiwA0YEQCAMKAIAQaiwA0YNAQsgCEEcaiALEGkhBCAMIAsQaSEFIA0gBCgCCDYCCCANIAQpAgA3AwAgBCAFKAIINgIIIAQgBSkCADcCACAFIA0oAgg2AgggBSANKQMANwIAIAcoAgAiBUF+cSEEIAVBAXEhBQsgBQRAIAQoAgAhBAsgCkEgaiEHAkAgCEEgaiIFKAIAQaiwA0YEQCAHKAIAQaiwA0YNAQsgBSAEEGkhBSAHIAQQaSEEIA0gBSgCCDYCCCANIAUpAgA3AwAgBSAEKAIINgIIIAUgBCkCADcCACAEIA0oAgg2AgggBCANKQMANwIACyAIKQIkIRMgCCAKKQAkNwIkIAogEzcAJCAIKAIsIQQgCCAKKAAsNgIsIAogBDYALCANQRBqJAAMAQsgCCAIKAIAKAIMEQAAIgQgCCAEKAIAKAIgEQIAIAggCCgCACgCFBEBACAIIAogCCgCACgCIBECACAKIAooAgAoAhQRAQAgCiAEIAooAgAoAiARAgAgBCAEKAIAKAIEEQEACyACQQRqIgIgCUEEayIJSQ0ACwwFCwJAAkACQCADKAIoIgJFBEAgAygCJCEJDAELIAMoAiAiBCACKAIAIglIBEAgAyAEQQFqNgIgIAIgBEECdGooAgQhAgwDCyAJIAMoAiRHDQELIBAgCUEBahBqIAMoAigiAigCACEJCyACIAlBAWo2AgAgAygCHBCcASECIAMgAygCICIEQQFqNgIgIAMoAiggBEECdGogAjYCBAsgBkE4aiABKAIEENcBIAYgBigCOCIENgIwIAYgBBBCNgI0IAEoAgAoAuwBIQQgBiAGKQIwNwMIIAIgASAGQQhqIAQRAwA2AiQgAiACKAIUQQRyNgIUIAZBKGogASgCBBDXASAGKAIoIQcgBkEgaiABKAIEENcBIAYoAiQhBSACIAIoAhRBAXI2AhQgBUHw////B08NCAJAIAVBCk0EQCAGIAU6AEMgBkE4aiEEDAELIAVBD3JBAWoiCBApIQQgBiAIQYCAgIB4cjYCQCAGIAQ2AjggBiAFNgI8CyAEIAcgBfwKAAAgBCAFakEAOgAAIAIoAgQiBUF+cSEEIAJBHGogBkE4aiAFQQFxBH8gBCgCAAUgBAsQgwEgBiwAQ0EATg0EIAYoAjgQJwwECwJAAkACQCADKAIoIglFBEAgAygCJCECDAELIAMoAiAiBCAJKAIAIgJIBEAgAyAEQQFqIgQ2AiAMAwsgAiADKAIkRw0BCyAQIAJBAWoQaiADKAIoIgkoAgAhAgsgCSACQQFqNgIAIAMoAhwQnAEhAiADIAMoAiAiBUEBaiIENgIgIAMoAiggBUECdGogAjYCBAsgBCICQQFMDQIDQCADKAIoQQRqIgcgAkECdGpBCGsiBSgCACEIIAUgByACQQFrIgVBAnRqIgcoAgA2AgAgByAINgIAIAJBAkshByAFIQIgBw0ACwwCC0EAIQIgAygCICIJQQBMDQIDQCACIAlOBEAgBkE4aiIEQgA3AgwgBEHADTYCCCAEQfUtNgIEIARBAzYCACAEQQA2AhQgBEGa7gAQKhAsIAQQKwsCQCABIAMoAiggAkECdGooAgQiBSgCJCABKAIAKAL4AREDAEUNACAGQShqIAEoAgQQ5wIgBigCKCEHIAZBIGogASgCBBDnAiAGKAIkIQQgBSAFKAIUQQFyNgIUIARB8P///wdPDQgCQCAEQQpNBEAgBiAEOgBDIAZBOGohCQwBCyAEQQ9yQQFqIggQKSEJIAYgCEGAgICAeHI2AkAgBiAJNgI4IAYgBDYCPAsgCSAHIAT8CgAAIAQgCWpBADoAACAFKAIEIgdBfnEhBCAFQRxqIAZBOGogB0EBcQR/IAQoAgAFIAQLEIMBIAYsAENBAE4NACAGKAI4ECcLIAJBAWoiAiADKAIgIglIDQALDAILIAZBGjYCPCAGQfPIADYCOCAGIAYpAjg3AwAgAEENIAYQMxoMBAsgBEEATARAIAZBOGoiAkIANwIMIAJBwA02AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJBmu4AECoQLCACECsLIAMoAigoAgQhAiAGQThqIAEoAgQQ2AEgBiAGKAI4IgQ2AhggBiAEEEI2AhwgASgCACgC7AEhBCAGIAYpAhg3AxAgAiABIAZBEGogBBEDADYCJCACIAIoAhRBBHI2AhQgBkEoaiABKAIEENgBIAYoAighByAGQSBqIAEoAgQQ2AEgBigCJCEFIAIgAigCFEEBcjYCFCAFQfD///8HTw0EAkAgBUEKTQRAIAYgBToAQyAGQThqIQQMAQsgBUEPckEBaiIIECkhBCAGIAhBgICAgHhyNgJAIAYgBDYCOCAGIAU2AjwLIAQgByAF/AoAACAEIAVqQQA6AAAgAigCBCIFQX5xIQQgAkEcaiAGQThqIAVBAXEEfyAEKAIABSAECxCDASAGLABDQQBODQAgBigCOBAnCyAPQQRqIg8gEUcNAAsLIABBADYCAAsgBkHQAGokAA8LEEMAC4sCAQR/AkAgACgCCCAAKAIAIgNrQQxtIAFPDQACQAJAIAFB1qrVqgFJBEAgACgCBCECIAFBDGwiARApIgQgAWohBSAEIAIgA2tBDG1BDGxqIQQgAiADRg0BIAQhAQNAIAFBDGsiASACQQxrIgIpAgA3AgAgASACKAIINgIIIAJCADcCACACQQA2AgggAiADRw0ACyAAIAU2AgggACgCBCECIAAgBDYCBCAAKAIAIQMgACABNgIAIAIgA0YNAgNAIAJBDGshACACQQFrLAAAQQBIBEAgACgCABAnCyAAIgIgA0cNAAsMAgsQMQALIAAgBTYCCCAAIAQ2AgQgACAENgIACyADRQ0AIAMQJwsL2gUBBX8jAEGQAWsiAiQAIAJBoLACNgIIIAJBtLACNgJAIAJBxLACKAIAIgM2AgAgAiADQQxrKAIAakHIsAIoAgA2AgBBACEDIAJBADYCBCACIAIoAgBBDGsoAgBqIgUgAkEMaiIEEDggBUKAgICAcDcCSCACQcywAigCACIFNgIIIAJBCGoiBiAFQQxrKAIAakHQsAIoAgA2AgAgAkHAsAIoAgAiBTYCACACIAVBDGsoAgBqQdSwAigCADYCACACQbSwAjYCQCACQYywAjYCACACQaCwAjYCCCAEEDciBUHwqAI2AgAgAkIANwI0IAJCADcCLCACQRg2AjwgBiAAKAIAIgAgABBCECgiACAAKAIAQQxrKAIAai0AEEEFcUUEQCMAQSBrIgAkACAAQQA2AhwgAEEbaiACQQAQ5wMaIAAtABsEQCAAQRBqIgMgAiACKAIAQQxrKAIAaigCHCIENgIAIAQgBCgCBEEBajYCBCADQaDVAxA7IQQgACACIAIoAgBBDGsoAgBqKAIYNgIMIABBADYCCCAEIAAoAgwgACgCCCACIAIoAgBBDGsoAgBqIABBHGogAEEUaiAEKAIAKAIQEQoAGiADKAIAIgMgAygCBEEBayIENgIEIARBf0YEQCADIAMoAgAoAggRAQALIAECfyAAKAIUQYCAgIB4SARAIAAgACgCHEEEcjYCHEGAgICAeAwBCyAAKAIUQf////8HSgRAIAAgACgCHEEEcjYCHEH/////BwwBCyAAKAIUCzYCACACIAIoAgBBDGsoAgBqIAAoAhwQgQELIABBIGokACACKAIAQQxrKAIAIAJqLQAQQQVxRSEDCyACQbywAigCACIANgIAIAIgAEEMaygCAGpB3LACKAIANgIAIAJB4LACKAIANgIIIAVB8KgCNgIAIAIsADdBAEgEQCACKAIsECcLIAUQNhogAkFAaxA0GiACQZABaiQAIAML7AYCCH8CfgJAAkACQAJAAkACQAJAIABBBGoiByABRg0AIAEpAhAiDkIgiKciBSAEKQIAIg1CIIinIgYgBSAGSSIJGyIIBEACQCANpyIKIA6nIgsgCBAuIgxFBEAgBSAGTQ0BDAMLIAxBAEgNAgsgCyAKIAgQLiIADQIMBAsgBSAGTQ0DCyABKAIAIQMCQCABIgUgACgCAEYNAAJAIANFBEAgASEAA0AgACgCCCIFKAIAIABGIQYgBSEAIAYNAAsMAQsgAyEAA0AgACIFKAIEIgANAAsLAkAgBCkCACINQiCIpyIAIAUpAhAiDkIgiKciBCAAIARJGyIGBEAgDqcgDacgBhAuIgYNAQsgACAESw0BDAMLIAZBAE4NAgsgA0UEQCACIAE2AgAgAQ8LIAIgBTYCACAFQQRqDwsgAEEATg0CDAMLIAcoAgAiA0UEQCACIAc2AgAgBw8LIA2nIQYgByEEA0ACQAJAAkACQAJAIAMiBSkCECINQiCIpyIBIAAgACABSyIHGyIDBEAgBiANpyIIIAMQLiIJRQRAIAAgAUkNAgwDCyAJQQBODQIMAQsgACABTw0CCyAFIQQgBSgCACIDDQQMCAsgCCAGIAMQLiIBDQELIAcNAQwGCyABQQBODQULIAVBBGohBCAFKAIEIgMNAAsMAwsgCQ0BCyACIAE2AgAgAyABNgIAIAMPCwJAIAEoAgQiA0UEQCABIQADQCAAKAIIIgUoAgAgAEchBCAFIQAgBA0ACwwBCyADIQADQCAAIgUoAgAiAA0ACwsCQAJAIAUgB0YNAAJAIAUpAhAiDkIgiKciACAGIAAgBkkbIgQEQCANpyAOpyAEEC4iBA0BCyAAIAZLDQEMAgsgBEEATg0BCyADRQRAIAIgATYCACABQQRqDwsgAiAFNgIAIAUPCyAHKAIAIgBFBEAgAiAHNgIAIAcPCyANpyEBIAchBANAAkACQAJAAkACQCAAIgUpAhAiDUIgiKciACAGIAAgBkkiBxsiAwRAIAEgDaciCCADEC4iCUUEQCAAIAZLDQIMAwsgCUEATg0CDAELIAAgBk0NAgsgBSEEIAUoAgAiAA0EDAULIAggASADEC4iAA0BCyAHDQEMAwsgAEEATg0CCyAFQQRqIQQgBSgCBCIADQALCyACIAU2AgAgBAv7BQEIfyMAQSBrIgQkACAALQAIIgJBE2shAQJAIAAtAAkEQCABQf8BcUHuAUkEQCAEQQhqIgFCADcCDCABQTw2AgggAUHBNjYCBCABQQM2AgAgAUEANgIUIAFB4OUAECoQLCABECsLAkACQAJAAkACQAJAAkACQAJAAkAgAkECdEGgiQFqKAIAQQFrDgoAAQIDBQQGBwgJCwsgACgCACIARQ0KIAAQ3gEQJwwKCyAAKAIAIgBFDQkgABCmAhAnDAkLIAAoAgAiAEUNCCAAEN4BECcMCAsgACgCACIARQ0HIAAQpgIQJwwHCyAAKAIAIgBFDQYgABDeARAnDAYLIAAoAgAiAEUNBSAAEKYCECcMBQsgACgCACIARQ0EIAAQ3gEQJwwECyAAKAIAIgBFDQMgABDeARAnDAMLIAAoAgAiAEUNAiAAEN0BECcMAgsgACgCACIBRQ0BIAEoAgAhAAJAIAEoAgwiAkUNACAADQAgAigCACIFQQBKBH8gAkEEaiECQQAhACAFQQFHBEAgBUF+cSEGA0AgAiAAQQJ0IgdqKAIAIgMEQCADIAMoAgAoAgQRAQALIAIgB0EEcmooAgAiAwRAIAMgAygCACgCBBEBAAsgAEECaiEAIAhBAmoiCCAGRw0ACwsCQCAFQQFxRQ0AIAIgAEECdGooAgAiAEUNACAAIAAoAgAoAgQRAQALIAEoAgwFIAILECcgASgCACEACyABQQA2AgwgAARAIAD+FgIIGgsgARAnDAELIAFB/wFxQe4BSQRAIARBCGoiAUIANwIMIAFBPDYCCCABQcE2NgIEIAFBAzYCACABQQA2AhQgAUHg5QAQKhAsIAEQKwsCQAJAIAJBAnRBoIkBaigCAEEJaw4CAAECCyAAKAIAIgBFDQEgACwAC0EASARAIAAoAgAQJwsgABAnDAELIAAoAgAhASAALQAKQRBxBEAgAUUNASABIAEoAgAoAgQRAQAMAQsgAUUNACABIAEoAgAoAgQRAQALIARBIGokAAvIFAIKfwF+IwBBkAJrIgQkACACKAIEIQUgAigCACEHIAMgAygCADYCBAJAAkACQCAFRQRAIABBADYCAAwBCyAAIAEgASgCACgCHBECACAAKAIADQAgABAtIQsCQEGAtgP+EgAAQQFxDQBBgLYDEIcBRQ0AIARBrKcDKAIANgKQASAEQaSnAykCADcDiAEgBEGcpwMpAgA3A4ABIARBlKcDKQIANwN4IARBjKcDKQIANwNwIARBhKcDKQIANwNoIARB/KYDKQIANwNgIARBBTYC9AEgBEH0pgMpAgA3A1ggBCAEQdgAajYC8AEgBCAEKQLwATcDOCMAQRBrIgYkAEH4tQNCADcCAEH0tQNB+LUDNgIAIAQoAjwiAARAIAQoAjgiAiAAQQxsaiEIA0BB9LUDQfi1AyAGQQxqIAZBCGogAhCtBCIKKAIARQRAQRwQKSIAIAIoAgg2AhggACACKQIANwIQIAYoAgwhCSAAQgA3AgAgACAJNgIIIAogADYCAEH0tQMoAgAoAgAiCQRAQfS1AyAJNgIAIAooAgAhAAtB+LUDKAIAIAAQywFB/LUDQfy1AygCAEEBajYCAAsgAkEMaiICIAhHDQALCyAGQRBqJABBgLYDEIYBCyAEQQE2AvwBIARB8MEANgL4ASAEIAetIAWtQiCGhCIONwNYIAQgDjcDMCAEIAQpA/gBNwMoIARB5AFqIARBMGogBEEoahCXAiIKKAIAIgYgCigCBCINRwRAA0ACQAJAAkACQEH4tQMoAgAiAkUNAEH4tQMhBSAGKQIAIg5CIIinIQAgDqchCQNAAkAgACACKQIQIg5CIIinIgcgACAHSRsiCARAIA6nIAkgCBAuIggNAQtBACEIIAAgB0YNAEF/QQEgACAHSxshCAsgBSACIAhBAEgiBxshBSACQQRqIAIgBxsoAgAiAg0ACyAFQfi1A0YNAAJAIAUpAhAiDkIgiKciAiAAIAAgAksbIgcEQCAJIA6nIAcQLiIHDQELIAAgAkkNAQwCCyAHQQBODQELIARBlAFqIgJB5LICNgIAIARBDTYCWCAEQfCyAigCACIBNgJcIARB3ABqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgBCgCXEEMaygCAGoiASAEQeAAaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAEQdCyAjYCXCADEDciAUHwqAI2AgAgBEIANwKIASAEQgA3AoABIARBEDYCkAEgAEHsNkEeECgaIABBv9UAQQEQKBogAEGZCBAyGiAAQZk7QQMQKBogAEHB1ABBHBAoGiAAQfbbAEECECgaIABBytUAQQgQKBogACAGKQIAIg6nIA5CIIinECgaIABBjskAQRMQKBogBCgCWCEDIARB+AFqIgYgARA6IAQgBCgC/AEgBC0AgwIiBSAFwEEASCIFGzYCjAIgBCAEKAL4ASAGIAUbNgKIAiAEIAQpAogCNwMAIAsgAyAEEDMaIAQsAIMCQQBIBEAgBCgC+AEQJwsgBEHssgIoAgAiAzYCXCAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAELACLAUEASARAIAQoAoABECcLIAEQNhogAhA0GgwBCwJAIAMoAgQiAiADKAIIRwRAIAIgBSgCGDYCACADIAJBBGo2AgQMAQsgAiADKAIAIgdrIgBBAnUiCUEBaiIIQYCAgIAETw0GQf////8DIABBAXUiDCAIIAggDEkbIABB/P///wdPGyIIBH8gCEGAgICABE8NCCAIQQJ0ECkFQQALIgwgCUECdGoiACAFKAIYNgIAIABBBGohCSACIAdHBEADQCAAQQRrIgAgAkEEayICKAIANgIAIAIgB0cNAAsLIAMgDCAIQQJ0ajYCCCADIAk2AgQgAyAANgIAIAdFDQAgBxAnCyAFKAIYIgBBAUYEfyAEQdgAaiABKAIEENgBIAQgBCgCWCIANgJQIAQgABBCNgJUIAEoAgAoAuwBIQAgBCAEKQJQNwMgIAEgASAEQSBqIAARAwAgASgCACgC+AERAwAEQCAEQZQBaiIDQeSyAjYCACAEQQ02AlggBEHwsgIoAgAiAjYCXCAEQdwAaiIAIAJBDGsoAgBqQfSyAigCADYCACAAIAQoAlxBDGsoAgBqIgIgBEHgAGoiBhA4IAJCgICAgHA3AkggA0HksgI2AgAgBEHQsgI2AlwgBhA3IgJB8KgCNgIAIARCADcCiAEgBEIANwKAASAEQRA2ApABIABB7DZBHhAoGiAAQb/VAEEBECgaIABBnwgQMhogAEGZO0EDECgaIABB588AQcQAECgaIABB9tsAQQIQKBogAEH9OkEIECgaIARByABqIAEoAgQQ2AEgACAEKQNIIg6nIA5CIIinECgaIABB4MoAQREQKBogBCgCWCEBIARB+AFqIgYgAhA6IAQgBCgC/AEgBC0AgwIiBSAFwEEASCIFGzYCjAIgBCAEKAL4ASAGIAUbNgKIAiAEIAQpAogCNwMIIAsgASAEQQhqEDMaIAQsAIMCQQBIBEAgBCgC+AEQJwsgBEHssgIoAgAiATYCXCAAIAFBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAELACLAUEASARAIAQoAoABECcLIAIQNhogAxA0GgwCCyAFKAIYBSAAC0ECRw0BIARB2ABqIAEoAgQQ1wEgBCAEKAJYIgA2AkAgBCAAEEI2AkQgASgCACgC7AEhACAEIAQpAkA3AxggASABIARBGGogABEDACABKAIAKAL4AREDAEUNASAEQZQBaiIDQeSyAjYCACAEQQ02AlggBEHwsgIoAgAiAjYCXCAEQdwAaiIAIAJBDGsoAgBqQfSyAigCADYCACAAIAQoAlxBDGsoAgBqIgIgBEHgAGoiBhA4IAJCgICAgHA3AkggA0HksgI2AgAgBEHQsgI2AlwgBhA3IgJB8KgCNgIAIARCADcCiAEgBEIANwKAASAEQRA2ApABIABB7DZBHhAoGiAAQb/VAEEBECgaIABBpAgQMhogAEGZO0EDECgaIABBos8AQcQAECgaIABB9tsAQQIQKBogAEH9OkEIECgaIARByABqIAEoAgQQ1wEgACAEKQNIIg6nIA5CIIinECgaIABB4MoAQREQKBogBCgCWCEBIARB+AFqIgYgAhA6IAQgBCgC/AEgBC0AgwIiBSAFwEEASCIFGzYCjAIgBCAEKAL4ASAGIAUbNgKIAiAEIAQpAogCNwMQIAsgASAEQRBqEDMaIAQsAIMCQQBIBEAgBCgC+AEQJwsgBEHssgIoAgAiATYCXCAAIAFBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAELACLAUEASARAIAQoAoABECcLIAIQNhogAxA0GgsgCigCACIARQ0DIAogADYCBCAAECcMAwsgBkEIaiIGIA1HDQALIAooAgAhBgsgBgRAIAogBjYCBCAGECcLIAtBADYCAAsgBEGQAmokAA8LEDEACxA5AAtXAQF/IABB7LICKAIAIgE2AgQgAUEMaygCACAAQQRqakH4sgIoAgA2AgAgAEEIaiIBQfCoAjYCACAALAAzQQBIBEAgACgCKBAnCyABEDYaIABBPGoQNBoLdwEDfyMAQSBrIgIkACABKAIAIQMgAkEMaiIEIAFBCGoQOiACIAIoAhAgAi0AFyIBIAHAQQBIIgEbNgIcIAIgAigCDCAEIAEbNgIYIAIgAikCGDcDACAAIAMgAhAzGiACLAAXQQBIBEAgAigCDBAnCyACQSBqJAALlAEBAn8gAEENNgIAIABB5LICNgI8IABB8LICKAIAIgE2AgQgAEEEaiICIAFBDGsoAgBqQfSyAigCADYCACACIAAoAgRBDGsoAgBqIgEgAEEIaiICEDggAUKAgICAcDcCSCAAQeSyAjYCPCAAQdCyAjYCBCACEDdB8KgCNgIAIABCADcCMCAAQgA3AiggAEEQNgI4IAALswEBAX8gAEHcpAM2AgAgACgCICIBBEAgACABNgIkIAEQJwsgACgCFCIBBEAgACABNgIYIAEQJwsgACgCECEBIABBADYCECABBEAgARDaARAnCyAAKAIMIQEgAEEANgIMIAEEQCABIAEoAgAoAgQRAQALIAAoAgghASAAQQA2AgggAQRAIAEgASgCACgCBBEBAAsgACgCBCEBIABBADYCBCABBEAgASABKAIAKAIEEQEACyAAC7kEAQx/IAEEQCAAKAIAIQsgASEEA0AgCyAEQQxsaiIHKAIAIQMgBSAHLQAIIgQEfyAHLQAJQQF0IANBAnRyBSADQQF0CyAHLQAKciIDQQ90IARBGHQgA3NBf3NqIgNBDHYgA3NBBWwiA0EEdiADc0GJEGwiA0EQdnMgA3MhBSAHKAIEIgQNAAsLIAAoAjwhDCACIAUgAEFAaygCACIOcCIINgIAAkAgDCAIQQJ0aigCACIDRQ0AIAAoAgAiDSABQQxsaiEHIAAoAgwhCSABRQRAA0AgAyEEAkAgBygCBCIFBEADQCAJIARBAnRqLQAAQQFxRQ0CIARBAWohBCANIAVBDGxqKAIEIgUNAAsLIAMhBiAJIARBAnRqLQAAQQFxRQ0DC0EAIQYgAiAIQQFqIgBBACAAIA5HGyIINgIAIAwgCEECdGooAgAiAw0ADAILAAsDQCADIQQCQCAHKAIEIgUEQANAIAkgBEECdGotAABBAXFFDQIgBEEBaiEEIA0gBUEMbGooAgQiBQ0ACwsgCSAEQQJ0ai0AAEEBcQ0AIAAoAhghCyABIQUDQCANIAVBDGxqIgooAgAhBiAJIARBAnRqKAIAIAotAAgiBQR/IAotAAlBAXQgBkECdHIFIAZBAXQLIAotAApyRw0BIAUgBCALai0AAEcNASAEQQFrIQQgCigCBCIFDQALIAMPC0EAIQYgAiAIQQFqIgNBACADIA5HGyIINgIAIAwgCEECdGooAgAiAw0ACwsgBgugCQEOfyMAQRBrIg4kACABIAAoAkggACgCTEEBayICQQJ0aigCACIHRwRAA0AgACACNgJMIAAoAmAgACgCQCIDIANBAnZrTwRAIABBQGsoAgAiAgRAIABBADYCQAsgACgCPCIDBEAgAxAnIABBADYCPAsgAEIANwJAIAJBAXQiCQRAIAJBA3QiAxApIQIgACAJNgJEIAAgAjYCPCACQQAgA/wLACAAIAk2AkALIAAoAhAiBEECTwRAIAAoAjwhBSAAKAIMIQwgACgCGCENQQEhAgNAAkAgAiANai0AAARAIAwgAkECdGotAABBAnFFDQELQQAhCCACIQMDQAJAIAggDCADQQJ0aigCACIPQQ90IA8gAyANai0AAEEYdHNBf3NqIgZBDHYgBnNBBWwiBkEEdiAGc0GJEGwiBkEQdnMgBnMhCCADQQFqIgNFDQAgD0EBcQ0BCwsDQCAIIAlwIgNBAWohCCAFIANBAnRqIgMoAgANAAsgAyACNgIACyACQQFqIgIgBEcNAAsLCwJAAkACQAJAIAcEQCAAKAIAIQZBACECIAchBANAIAIiA0EBaiECIAYgBEEMbGooAgQiBA0ACyAAIAcgDkEMahC0BCIIRQ0BDAMLIAAgByAOQQxqELQEIggNAkEAIQQMAQtBACEEQQAhBiACBEADQCADIAZGIQIgABC2BCEEIAZBAWohBiACRQ0ACwsgB0UNACAAKAIAIQIgByEDA0AgAiADQQxsIgZqIgUoAgAhAiAAKAIMIARBAnRqIAUtAAgiAwR/IAUtAAlBAXQgAkECdHIFIAJBAXQLIAUtAApyNgIAIAAoAhggBGogAzoAACAEQQFrIQQgACgCACICIAZqKAIEIgMNAAsLIAAoAjwgDigCDEECdGogBEEBaiIINgIAIAAgACgCYEEBajYCYAwBCyAAKAIkIAhBA3ZB/P///wFxaiIDIAMoAgBBASAIdHI2AgALIAcEQCAAKAJYIQQDQCAAKAIAIAciBkEMbGooAgQhByAAAn8gBCAAKAJcIARHDQAaQQEhAgJAIARBAWoiBSAEQQF0TwRAIAUhAwwBCwNAIAIiA0EBdCECIAMgBUkNAAsLIANBAnQQKSEKIAAoAlQhCwJAIAQEQEEAIQxBACECIARBBE8EQCAEQXxxIQ9BACENA0AgCiACQQJ0IglqIAkgC2ooAgA2AgAgCiAJQQRyIgVqIAUgC2ooAgA2AgAgCiAJQQhyIgVqIAUgC2ooAgA2AgAgCiAJQQxyIgVqIAUgC2ooAgA2AgAgAkEEaiECIA1BBGoiDSAPRw0ACwsgBEEDcSIEBEADQCAKIAJBAnQiBWogBSALaigCADYCACACQQFqIQIgDEEBaiIMIARHDQALCyAAIAM2AlwgACAKNgJUDAELIAAgAzYCXCAAIAo2AlQgCw0AQQAMAQsgCxAnIAAoAlgLIgNBAWoiBDYCWCAAKAJUIANBAnRqIAY2AgAgBw0ACwsgACgCACAAKAJIIAAoAkxBAWsiAkECdGoiAygCAEEMbGogCDYCACADKAIAIgcgAUcNAAsLIAAgAjYCTCAOQRBqJAALtQgBCn8gACgCOCICQR9xRQRAAkAgACgCKCIDIAAoAixHDQBBASEBAkAgA0EBaiIEIANBAXRPBEAgBCEHDAELA0AgASIHQQF0IQEgBCAHSw0ACwsgB0ECdBApIQUgACgCJCEGAkAgAwRAIANBA3EhCEEAIQRBACEBIANBBE8EQCADQXxxIQlBACEDA0AgBSABQQJ0IgJqIAIgBmooAgA2AgAgBSACQQRyIgpqIAYgCmooAgA2AgAgBSACQQhyIgpqIAYgCmooAgA2AgAgBSACQQxyIgJqIAIgBmooAgA2AgAgAUEEaiEBIANBBGoiAyAJRw0ACwsgCARAA0AgBSABQQJ0IgJqIAIgBmooAgA2AgAgAUEBaiEBIARBAWoiBCAIRw0ACwsgACAHNgIsIAAgBTYCJAwBCyAAIAc2AiwgACAFNgIkIAYNAEEAIQMMAQsgBhAnIAAoAjghAiAAKAIoIQMLIAAgA0EBajYCKCAAKAIkIANBAnRqQQA2AgALIAAgAkEBajYCOAJAIAAoAhAiAiAAKAIURw0AAkAgAkEBaiIEIAJBAXRPBEAgBCEHDAELQQEhAQNAIAEiB0EBdCEBIAQgB0sNAAsLIAdBAnQQKSEFIAAoAgwhBgJAIAIEQEEAIQRBACEBIAJBBE8EQCACQXxxIQlBACEDA0AgBSABQQJ0IghqIAYgCGooAgA2AgAgBSAIQQRyIgpqIAYgCmooAgA2AgAgBSAIQQhyIgpqIAYgCmooAgA2AgAgBSAIQQxyIghqIAYgCGooAgA2AgAgAUEEaiEBIANBBGoiAyAJRw0ACwsgAkEDcSICBEADQCAFIAFBAnQiA2ogAyAGaigCADYCACABQQFqIQEgBEEBaiIEIAJHDQALCyAAIAc2AhQgACAFNgIMDAELIAAgBzYCFCAAIAU2AgwgBg0AQQAhAgwBCyAGECcgACgCECECCyAAIAJBAWo2AhAgACgCDCACQQJ0akEANgIAAkAgACgCHCIEIAAoAiBHDQBBASEBAkAgBEEBaiIHIARBAXRPBEAgByECDAELA0AgASICQQF0IQEgAiAHSQ0ACwsgAhApIQMgACgCGCEFAkAgBARAIARBA3EhBkEAIQdBACEBIARBBE8EQCAEQXxxIQhBACEEA0AgASADaiABIAVqLQAAOgAAIAMgAUEBciIJaiAFIAlqLQAAOgAAIAMgAUECciIJaiAFIAlqLQAAOgAAIAMgAUEDciIJaiAFIAlqLQAAOgAAIAFBBGohASAEQQRqIgQgCEcNAAsLIAYEQANAIAEgA2ogASAFai0AADoAACABQQFqIQEgB0EBaiIHIAZHDQALCyAAIAI2AiAgACADNgIYDAELIAAgAjYCICAAIAM2AhggBQ0AQQAhBAwBCyAFECcgACgCHCEECyAAIARBAWo2AhwgACgCOEEBawu2DgEMfwNAAkACfyACIQggBCEKIAAoAhgEQCAAQQA2AhgLIAUhC0F/IQ4CQAJAIAMgCE0NAAJAA0ACQAJAAkAgASgCCCIEBEAgCiAEIAhBAnQiBWoiBCgCACIGSQR/IAEoAgQgBWooAgAgCmotAAAiDA0DIAQoAgAFIAYLIApNDQFBCBB8IgBBgyQ2AgQMBwsgASgCBCAIQQJ0aigCACAKai0AACIMDQELIAEoAgwiBAR/IAQgCEECdGooAgAFIAgLQQBIDQEgDiAIIA5Bf0ciBRshDgJAIAUNACAERQ0AIAQgCEECdGooAgAhDgtBACEMIAAoAgAiBEUNACAIQQFqIAEoAgBBAWogBBEDABoLAkACfyAAKAIYIglFBEBBACEGAkAgACgCHA0AQQEQKSEFIABBATYCHCAAKAIUIQQgACAFNgIUIARFDQAgBBAnIAAoAhghBgsgACAGQQFqNgIYIAAoAhQgBmoMAQsgDCAJIAAoAhQiB2pBAWstAAAiBEYNASAEIAxLDQQgACgCHCAJRgRAQQEhBgJAIAlBAWoiBCAJQQF0TwRAIAQhBQwBCwNAIAYiBUEBdCEGIAQgBUsNAAsLIAlBA3EhD0EAIQQgBRApIQ1BACEGIAlBBE8EQCAJQXxxIRFBACEJA0AgBiANaiAGIAdqLQAAOgAAIA0gBkEBciIQaiAHIBBqLQAAOgAAIA0gBkECciIQaiAHIBBqLQAAOgAAIA0gBkEDciIQaiAHIBBqLQAAOgAAIAZBBGohBiAJQQRqIgkgEUcNAAsLIA8EQANAIAYgDWogBiAHai0AADoAACAGQQFqIQYgBEEBaiIEIA9HDQALCyAAIAU2AhwgACANNgIUIAcQJyAAKAIYIQkgACgCFCEHCyAAIAlBAWo2AhggByAJagsgDDoAAAsgCEEBaiIIIANHDQEMAwsLQQgQfCIAQcUwNgIEDAILQQgQfCIAQcAlNgIEDAELAkACQAJAIAAoAiQiBCAAKAIIIghJBEAgACgCECEFIAAoAhQiDS0AACEMIAAoAhgiD0EBSw0BIAQhBwNAIAUgByAMcyIJQf8fcUEMbGotAAlFBEAgCSALcyIGQf8BcUUNBSAGQYCAgP8BcUUNBQsgBSAHQf8fcUEMbGooAgQiByAERw0ACwwCCyAIIAtB/wFxciEJDAILIAQhBgNAAkAgBSAGIAxzIglB/x9xIhFBDGxqLQAJDQAgCSALcyIHQf8BcUEAIAdBgICA/wFxGw0AIAUgESANLQABc0EMbGotAAgNAEEBIQcDQCAHQQFqIgcgD0YNBCAFIBEgByANai0AAHNBDGxqLQAIRQ0ACyAHIA9PDQMLIAUgBkH/H3FBDGxqKAIEIgYgBEcNAAsLIAggC0H/AXFyIQkLIAkgC3MiBUGAgICAAkkEQCALQQJ0Ig0gACgCBGoiBiAGKAIAQf+DgIB4cSAFQQp0IAVBAnRBgARyIAVBgICAAUkbcjYCAAJAIAAoAhhFBEAgACgCECEHDAELIA5BgICAgHhyIQ4gACgCFCEIQQAhBgNAAn8gCSAGIAhqLQAAcyILIAAoAghPBEAgABDCASAAKAIkIQQLIAQgC0cEQCAAKAIQIgcgC0H/H3EiBUEMbGooAgQMAQsgACAAKAIQIgcgC0H/H3EiBUEMbGooAgQiBDYCJCAEIAQgC0cNABogACAAKAIIIgQ2AiQgCwshCCAHIAcgBUEMbGoiBSgCACIMQf8fcUEMbGogCDYCBCAHIAUoAgRB/x9xQQxsaiAMNgIAIAVBAToACCAAKAIEIQUCQCAAKAIUIgggBmotAAAiDEUEQCAFIA1qIgwgDCgCAEGAAnI2AgAgBSALQQJ0aiAONgIADAELIAUgC0ECdGogDDoAAAsgBkEBaiIGIAAoAhhJDQALCyAHIAlB/x9xQQxsakEBOgAJIAkMAgtBCBB8IgBBvSA2AgQLIABBqKQDNgIAIABBlKQDQQgQBQALIQYCQCACIANPDQAgASgCBCEEIAEoAggiBUUEQANAIAQgAkECdGooAgAgCmotAAANAiACQQFqIgIgA0cNAAwDCwALA0AgCiAFIAJBAnQiB2ooAgBJBEAgBCAHaigCACAKai0AAA0CCyACQQFqIgIgA0cNAAsMAQsgAiADRg0AAn8gASgCCCIIBEBBACAIIAJBAnRqKAIAIApNDQEaCyABKAIEIAJBAnRqKAIAIApqLQAACyEHIApBAWohBCADIAJBAWoiBUsEQANAAn8gCARAQQAgCCAFQQJ0aigCACAKTQ0BGgsgASgCBCAFQQJ0aigCACAKai0AAAsgB0cEQCAAIAEgAiAFIAQgBiAHcxC3BAJ/IAEoAggiCARAQQAgCCAFQQJ0aigCACAKTQ0BGgsgASgCBCAFQQJ0aigCACAKai0AAAshByAFIQILIAVBAWoiBSADRw0ACwsgBiAHcyEFDAELCwv5DQEQfyABKAIMIAJBAnRqKAIAIgRBAnYiDUEfcSEQAkACQEEBIA10IhIgBEEHdiITQQJ0IhEgASgCJGooAgAiBHFFDQAgACgCICABKAIwIBFqKAIAQX8gEEEfc3YgBHEiBEEBdkHVqtWqBXEgBEHVqtWqBXFqIgRBAnZBs+bMmQNxIARBs+bMmQNxaiIEQQR2IARqQY+evPgAcSIEQQh2IARqIgRBEHYgBGpBP3FqQQJ0akEEaygCACIERQ0AIAMgBHMiBEGAgID/AXFBACAEQf8BcRsNACABKAIYIA1qLQAARQRAIAAoAgQgA0ECdGoiASABKAIAQYACcjYCAAsgBEGAgICAAk8NASAAKAIEIANBAnRqIgAgACgCAEH/g4CAeHEgBEEKdCAEQQJ0QYAEciAEQYCAgAFJG3I2AgAPCyAAIgQoAhgEQCAEQQA2AhgLAkAgASIKKAIMIgkgAkECdGooAgAiAEEESQ0AIABBAnYhCwNAIAooAhggC2otAAAhDgJAIAQoAhgiByAEKAIcRw0AQQEhBQJAIAdBAWoiASAHQQF0TwRAIAEhAAwBCwNAIAUiAEEBdCEFIAAgAUkNAAsLIAAQKSEGIAQoAhQhCAJAIAcEQCAHQQNxIQlBACEBQQAhBSAHQQRPBEAgB0F8cSEPQQAhBwNAIAUgBmogBSAIai0AADoAACAGIAVBAXIiDGogCCAMai0AADoAACAGIAVBAnIiDGogCCAMai0AADoAACAGIAVBA3IiDGogCCAMai0AADoAACAFQQRqIQUgB0EEaiIHIA9HDQALCyAJBEADQCAFIAZqIAUgCGotAAA6AAAgBUEBaiEFIAFBAWoiASAJRw0ACwsgBCAANgIcIAQgBjYCFAwBCyAEIAA2AhwgBCAGNgIUIAgNAEEAIQcMAQsgCBAnIAQoAhghBwsgBCAHQQFqNgIYIAQoAhQgB2ogDjoAACAKKAIMIgkgC0ECdGotAABBAXFFDQEgC0EBaiILDQALCwJAAkACQCAEKAIkIgEgBCgCCCIHSQRAIAQoAhAhBSAEKAIUIgstAAAhDiAEKAIYIg9BAUsNASABIQYDQCAFIAYgDnMiCEH/H3FBDGxqLQAJRQRAIAMgCHMiAEH/AXFFDQUgAEGAgID/AXFFDQULIAUgBkH/H3FBDGxqKAIEIgYgAUcNAAsMAgsgByADQf8BcXIhCAwCCyABIQADQAJAIAUgACAOcyIIQf8fcSIMQQxsai0ACQ0AIAMgCHMiBkH/AXFBACAGQYCAgP8BcRsNACAFIAwgCy0AAXNBDGxqLQAIDQBBASEGA0AgBkEBaiIGIA9GDQQgBSAMIAYgC2otAABzQQxsai0ACEUNAAsgBiAPTw0DCyAFIABB/x9xQQxsaigCBCIAIAFHDQALCyAHIANB/wFxciEICwJAIAMgCHMiAEGAgICAAkkEQCADQQJ0IgsgBCgCBGoiAyADKAIAQf+DgIB4cSAAQQp0IABBAnRBgARyIABBgICAAUkbcjYCACAEKAIYRQRAIAQoAhAhBgwCCyAJIAJBAnRqKAIAQQJ2IQlBACEAA0ACfyAIIAQoAhQgAGotAABzIgIgBCgCCE8EQCAEEMIBIAQoAiQhAQsgASACRwRAIAQoAhAiBiACQf8fcSIHQQxsaigCBAwBCyAEIAQoAhAiBiACQf8fcSIHQQxsaigCBCIBNgIkIAEgASACRw0AGiAEIAQoAggiATYCJCACCyEFIAYgBiAHQQxsaiIDKAIAIgdB/x9xQQxsaiAFNgIEIAYgAygCBEH/H3FBDGxqIAc2AgAgA0EBOgAIIAQoAgQhAwJAIAooAhggCWotAABFBEAgAyALaiIFIAUoAgBBgAJyNgIAIAMgAkECdGogCigCDCAJQQJ0aigCACIFQQF2QYCAgIB4cjYCAAwBCyADIAJBAnRqIAQoAhQgAGotAAA6AAAgCigCDCAJQQJ0aigCACEFCyAJQQFqQQAgBUEBcWtxIQkgAEEBaiIAIAQoAhhJDQALDAELDAELIAYgCEH/H3FBDGxqQQE6AAkgCigCJCARaigCACIAIBJxBEAgBCgCICAKKAIwIBNBAnRqKAIAIABBfyAQQR9zdnEiAEEBdkHVqtWqBXEgAEHVqtWqBXFqIgBBAnZBs+bMmQNxIABBs+bMmQNxaiIAQQR2IABqQY+evPgAcSIAQQh2IABqIgBBEHYgAGpBP3FqQQJ0akEEayAINgIACwNAIAooAhggDWotAAAiAARAIAQgCiANIAAgCHMQuAQLIA1BAWoiAARAIA1BAnQhASAAIQ0gASAKKAIMaigCAEEBcQ0BCwsPC0EIEHwiAEG9IDYCBCAAQaikAzYCACAAQZSkA0EIEAUAC9ACAQF/IAAoAgQEQCAAQQA2AgQLIAAoAgAiAQRAIAEQJyAAQQA2AgALIABCADcCBCAAKAIQBEAgAEEANgIQCyAAKAIMIgEEQCABECcgAEEANgIMCyAAQgA3AhAgACgCHARAIABBADYCHAsgACgCGCIBBEAgARAnIABBADYCGAsgAEIANwIcIAAoAigEQCAAQQA2AigLIAAoAiQiAQRAIAEQJyAAQQA2AiQLIABCADcCKCAAKAIwIgEEQCABECcgAEEANgIwCyAAQUBrKAIABEAgAEEANgJACyAAKAI8IgEEQCABECcgAEEANgI8CyAAQgA3AkAgACgCTARAIABBADYCTAsgACgCSCIBBEAgARAnIABBADYCSAsgAEIANwJMIAAoAlgEQCAAQQA2AlgLIAAoAlQiAQRAIAEQJyAAQQA2AlQLIABBADYCYCAAQgA3AlgLhAIBAn8gACgCCARAIABBADYCCAsgACgCBCIBBEAgARAnIABBADYCBAsgAEIANwIIIAAoAhAiAQRAIAEQJyAAQQA2AhALIABBGGoiASgCAARAIABBADYCGAsgACgCFCICBEAgAhAnIABBADYCFAsgAEIANwIYAkACQCAAKAIgIgJFBEAgAEEkaiEBDAELIAIQJyAAQgA3AiAgACgCGEUNAQsgAUEANgIACyAAKAIUIgEEQCABECcgAEEANgIUCyAAQgA3AhggACgCECIBBEAgARAnIABBADYCEAsgACgCCARAIABBADYCCAsgACgCBCIBBEAgARAnIABBADYCBAsgAEIANwIIC84uARN/IwBB8ABrIhMkAAJAIAEoAgwEQCATQQxqIgVBAEHkAPwLACAFQUBrKAIAIgNBgQhPBEAgBUGACDYCQEGACCEDCwJAAkAgBSgCREH/B00EQEGAIBApIQcgBSgCPCEJAkAgAwRAIANBBE8EQCADQfwPcSENA0AgByACQQJ0IghqIAggCWooAgA2AgAgByAIQQRyIgpqIAkgCmooAgA2AgAgByAIQQhyIgpqIAkgCmooAgA2AgAgByAIQQxyIghqIAggCWooAgA2AgAgAkEEaiECIAZBBGoiBiANRw0ACwsgA0EDcSIDBEADQCAHIAJBAnQiBmogBiAJaigCADYCACACQQFqIQIgBEEBaiIEIANHDQALCyAFQYAINgJEIAUgBzYCPAwBCyAFQYAINgJEIAUgBzYCPCAJDQBBACEDDAILIAkQJyAFKAJAIQMLIANB/wdLDQEgBSgCPCEHCyAHIANBAnQiAmpBAEGAICACa/wLACAFQYAINgJACwJAAkACQCAFKAJYIgJFBEAgBSgCBCIGIAUoAghHDQJBASECAkAgBkEBaiIEIAZBAXRPBEAgBCEDDAELA0AgAiIDQQF0IQIgAyAESQ0ACwsgA0EMbBApIQcgBSgCACEJIAYEQCAGQQNxIQhBACEEQQAhAiAGQQRPBEAgBkF8cSENQQAhBgNAIAcgAkEMbCIKaiIMIAkgCmoiCikCADcCACAMIAooAgg2AgggByACQQFyQQxsIgpqIgwgCSAKaiIKKAIINgIIIAwgCikCADcCACAHIAJBAnJBDGwiCmoiDCAJIApqIgooAgg2AgggDCAKKQIANwIAIAcgAkEDckEMbCIKaiIMIAkgCmoiCigCCDYCCCAMIAopAgA3AgAgAkEEaiECIAZBBGoiBiANRw0ACwsgCARAA0AgByACQQxsIgZqIg0gBiAJaiIGKQIANwIAIA0gBigCCDYCCCACQQFqIQIgBEEBaiIEIAhHDQALCyAFIAM2AgggBSAHNgIADAILIAUgAzYCCCAFIAc2AgAgCQ0BQQAhBgwCCyAFKAIAIAUoAlQgAkECdGpBBGsoAgBBDGxqIgJCADcCACACQQA2AAcgBSAFKAJYQQFrNgJYDAILIAkQJyAFKAIEIQYLIAUgBkEBajYCBCAFKAIAIAZBDGxqIgJCADcCACACQQA2AAcLIAUQtgQaIAVBATYCYCAFKAIAQf8BOgAIAkAgBSgCTCIDIAUoAlBHDQACQCADQQFqIgYgA0EBdE8EQCAGIQQMAQtBASECA0AgAiIEQQF0IQIgBCAGSQ0ACwsgBEECdBApIQcgBSgCSCEJAkAgAwRAQQAhBkEAIQIgA0EETwRAIANBfHEhCkEAIQ0DQCAHIAJBAnQiCGogCCAJaigCADYCACAHIAhBBHIiDGogCSAMaigCADYCACAHIAhBCHIiDGogCSAMaigCADYCACAHIAhBDHIiCGogCCAJaigCADYCACACQQRqIQIgDUEEaiINIApHDQALCyADQQNxIgMEQANAIAcgAkECdCIIaiAIIAlqKAIANgIAIAJBAWohAiAGQQFqIgYgA0cNAAsLIAUgBDYCUCAFIAc2AkgMAQsgBSAENgJQIAUgBzYCSCAJDQBBACEDDAELIAkQJyAFKAJMIQMLIAUgA0EBajYCTCAFKAJIIANBAnRqQQA2AgAgASgCAARAA0AgC0ECdCIGIAEoAgRqKAIAIRQCQCABKAIIIgJFBEBBACEEA0AgBCICQQFqIQQgAiAUai0AAA0ACwwBCyACIAZqKAIAIQILIBNBDGohCCACIQVBACEDQQAhDQJAAkAgASgCDCICBH8gAiAGaigCAAUgCwsiCUEATgRAIAUEQCAIKAIAIQQCQANAAkACQCAEIANBDGxqKAIAIgIEQCANIBRqLQAAIgZFIAUgDUtxDQQgBCACQQxsai0ACCIHIAZLDQIgBiAHTQ0BIAQgAkEMbGpBAToACiAIIAIQtQQLIAUgDU8EQANAQQAhEiAFIA1LBEAgDSAUai0AACESCyADIQcCQAJAAkAgCCgCWCICRQRAIAgoAgQiAyECIAMgCCgCCEcNAkEBIQICQCADQQFqIgYgA0EBdE8EQCAGIQQMAQsDQCACIgRBAXQhAiAEIAZJDQALCyAEQQxsECkhCiAIKAIAIQwgAwRAQQAhBkEAIQIgA0EETwRAIANBfHEhD0EAIRADQCAKIAJBDGwiDmoiESAMIA5qIg4pAgA3AgAgESAOKAIINgIIIAogAkEBckEMbCIOaiIRIAwgDmoiDigCCDYCCCARIA4pAgA3AgAgCiACQQJyQQxsIg5qIhEgDCAOaiIOKAIINgIIIBEgDikCADcCACAKIAJBA3JBDGwiDmoiESAMIA5qIg4oAgg2AgggESAOKQIANwIAIAJBBGohAiAQQQRqIhAgD0cNAAsLIANBA3EiEARAA0AgCiACQQxsIg9qIg4gDCAPaiIPKQIANwIAIA4gDygCCDYCCCACQQFqIQIgBkEBaiIGIBBHDQALCyAIIAQ2AgggCCAKNgIADAILIAggBDYCCCAIIAo2AgAgDA0BQQAhAgwCCyAIKAIAIAgoAlQgAkECdGpBBGsoAgAiA0EMbGoiAkIANwIAIAJBADYAByAIIAgoAlhBAWs2AlgMAgsgDBAnIAgoAgQhAgsgCCACQQFqNgIEIAgoAgAgAkEMbGoiAkIANwIAIAJBADYABwsgCCgCACICIAdBDGxqIgQoAgAiBkUEQCACIANBDGxqQQE6AAkLIAIgA0EMbGoiAiASOgAIIAIgBjYCBCAEIAM2AgACQCAIKAJMIgQgCCgCUEcNAEEBIQICQCAEQQFqIgcgBEEBdE8EQCAHIQYMAQsDQCACIgZBAXQhAiAGIAdJDQALCyAGQQJ0ECkhByAIKAJIIQoCQCAEBEBBACEQQQAhAiAEQQRPBEAgBEF8cSEPQQAhEgNAIAcgAkECdCIMaiAKIAxqKAIANgIAIAcgDEEEciIOaiAKIA5qKAIANgIAIAcgDEEIciIOaiAKIA5qKAIANgIAIAcgDEEMciIMaiAKIAxqKAIANgIAIAJBBGohAiASQQRqIhIgD0cNAAsLIARBA3EiBARAA0AgByACQQJ0IgxqIAogDGooAgA2AgAgAkEBaiECIBBBAWoiECAERw0ACwsgCCAGNgJQIAggBzYCSAwBCyAIIAY2AlAgCCAHNgJIIAoNAEEAIQQMAQsgChAnIAgoAkwhBAsgCCAEQQFqNgJMIAgoAkggBEECdGogAzYCACANQQFqIg0gBU0NAAsLIAgoAgAgA0EMbGogCTYCAAwHCyACIQMgDUEBaiINIAVNDQEMBgsLQQgQfCIAQekkNgIEDAMLQQgQfCIAQaUjNgIEDAILQQgQfCIAQeAcNgIEDAELQQgQfCIAQe8vNgIECyAAQaikAzYCACAAQZSkA0EIEAUACyALQQFqIQsgACgCACICBEAgCyABKAIAQQFqIAIRAwAaCyALIAEoAgBJDQALCyATQQxqIgMiAUEAELUEIAEoAgAiAigCACEEIAEoAgwgAi0ACCIGBH8gAi0ACUEBdCAEQQJ0cgUgBEEBdAsgAi0ACnI2AgAgASgCGCAGOgAAIAEoAgQEQCABQQA2AgQLIAEoAgAiAgRAIAIQJyABQQA2AgALIAFCADcCBCABQUBrKAIABEAgAUEANgJACyABKAI8IgIEQCACECcgAUEANgI8CyABQgA3AkAgASgCTARAIAFBADYCTAsgASgCSCICBEAgAhAnIAFBADYCSAsgAUIANwJMIAEoAlgEQCABQQA2AlgLIAEoAlQiAgRAIAIQJyABQQA2AlQLIAFCADcCWEF/IAEoAigiAkECdCACQf////8DSxsQKSEGIAEoAjAhBCABIAY2AjAgBARAIAQQJyABKAIoIQILQQAhBiABQQA2AjQgAgRAIAEoAiQhCyABKAIwIQVBACEEA0AgBSAGQQJ0IgdqIAQ2AgAgBCAHIAtqKAIAIgdBAXZB1arVqgVxIAdB1arVqgVxaiIHQQJ2QbPmzJkDcSAHQbPmzJkDcWoiB0EEdiAHakGPnrz4AHEiB0EIdiAHaiIHQRB2IAdqQT9xaiEEIAZBAWoiBiACRw0ACyABIAQ2AjQLIAAhBEEAIQZBACEHIAMoAhAhAEEBIQIDQCACIgFBAXQhAiAAIAFLDQALAkAgBCgCDCIAIAFPDQBBASECAkAgASAAQQF0TwRAIAEhAAwBCwNAIAIiAEEBdCECIAAgAUkNAAsLIABBAnQQKSECIAQoAgQhCwJAIAQoAggiCQRAQQAhASAJQQRPBEAgCUF8cSEIA0AgAiABQQJ0IgVqIAUgC2ooAgA2AgAgAiAFQQRyIg1qIAsgDWooAgA2AgAgAiAFQQhyIg1qIAsgDWooAgA2AgAgAiAFQQxyIgVqIAUgC2ooAgA2AgAgAUEEaiEBIAdBBGoiByAIRw0ACwsgCUEDcSIFBEADQCACIAFBAnQiB2ogByALaigCADYCACABQQFqIQEgBkEBaiIGIAVHDQALCyAEIAA2AgwgBCACNgIEDAELIAQgADYCDCAEIAI2AgQgC0UNAQsgCxAnC0F/IAMoAjQiAUECdCABQf////8DSxsQKSECIAQoAiAhACAEIAI2AiAgAARAIAAQJyADKAI0IQELIAEEQCAEKAIgQQAgAUECdPwLAAtBgIADECkhAEEAIQEDQCAAIAFBDGxqIgJCADcCACACQQA7AQggACABQQFyQQxsaiICQQA7AQggAkIANwIAIAAgAUECckEMbGoiAkEAOwEIIAJCADcCACAAIAFBA3JBDGxqIgJBADsBCCACQgA3AgAgACABQQRyQQxsaiICQQA7AQggAkIANwIAIAAgAUEFckEMbGoiAkEAOwEIIAJCADcCACAAIAFBBnJBDGxqIgJBADsBCCACQgA3AgAgACABQQdyQQxsaiICQQA7AQggAkIANwIAIAFBCGoiAUGAIEcNAAsgBCgCECEBIAQgADYCECABBEAgARAnCyAEKAIIRQRAIAQQwgELIAQoAhAiAigCBCEBAkAgBCgCJA0AIAQgATYCJCABDQAgBCAEKAIINgIkQQAhAQsgAiACKAIAIgBB/x9xQQxsaiABNgIEIAIgAigCBEH/H3FBDGxqIAA2AgAgAkGBAjsBCCAEKAIEIgAgACgCAEGAgoCAeHFBgAhyNgIAIAMoAgwoAgBBBE8EQCAEIANBAEEAELgEIAQoAhAhAgsgBCgCCCIAQQh2IgdBEGtBACAAQf8hSxsiCyAHRwRAA0AgC0EIdCIBQYACaiEJIAEhAAJAA0AgAiAAQfwfcUEMbGotAAlFBEAgACEGDAILIAIgAEEBciIGQf0fcUEMbGotAAlFDQEgAiAAQQJyIgZB/h9xQQxsai0ACUUNASACIABBA3IiBkH/H3FBDGxqLQAJRQ0BIABBBGoiACAJRw0AC0EAIQYLA0AgAiABQf8fcUEMbCIAai0ACEUEQCABIAQoAghPBEAgBBDCASAEKAIQIQILIAAgAmoiBSgCBCEAAkAgBCgCJCABRw0AIAQgADYCJCAAIAFHDQAgBCAEKAIINgIkIAEhAAsgAiAFKAIAIghB/x9xQQxsaiAANgIEIAIgBSgCBEH/H3FBDGxqIAg2AgAgBUEBOgAIIAQoAgQgAUECdGogASAGczoAAAsgAUEBaiIBIAlHDQALIAtBAWoiCyAHRw0ACwsgAgRAIAIQJyAEQQA2AhALIAQoAhgEQCAEQQA2AhgLIAQoAhQiAARAIAAQJyAEQQA2AhQLIARCADcCGCAEKAIgIgAEQCAAECcgBEEANgIgCyADELkEIAMQuQQgAygCWARAIANBADYCWAsgAygCVCIABEAgABAnIANBADYCVAsgA0IANwJYIAMoAkwEQCADQQA2AkwLIAMoAkgiAARAIAAQJyADQQA2AkgLIANCADcCTCADQUBrKAIABEAgA0EANgJACyADKAI8IgAEQCAAECcgA0EANgI8CyADQgA3AkAgAygCKARAIANBADYCKAsgAygCJCIABEAgABAnIANBADYCJAsgA0IANwIoAkAgAygCMCIARQ0AIAAQJyADQQA2AjAgAygCKEUNACADQQA2AigLIAMoAiQiAARAIAAQJyADQQA2AiQLIANCADcCKCADKAIcBEAgA0EANgIcCyADKAIYIgAEQCAAECcgA0EANgIYCyADQgA3AhwgAygCEARAIANBADYCEAsgAygCDCIABEAgABAnIANBADYCDAsgA0IANwIQIAMoAgQEQCADQQA2AgQLIAMoAgAiAARAIAAQJyADQQA2AgALIANCADcCBAwBCyAAIQMgASIGKAIAIQBBASECA0AgAiIBQQF0IQIgACABSw0ACwJAIAMoAgwiACABTw0AQQEhAgJAIAEgAEEBdE8EQCABIQAMAQsDQCACIgBBAXQhAiAAIAFJDQALCyAAQQJ0ECkhAiADKAIEIQsCQCADKAIIIgkEQEEAIQEgCUEETwRAIAlBfHEhCANAIAIgAUECdCIFaiAFIAtqKAIANgIAIAIgBUEEciINaiALIA1qKAIANgIAIAIgBUEIciINaiALIA1qKAIANgIAIAIgBUEMciIFaiAFIAtqKAIANgIAIAFBBGohASAHQQRqIgcgCEcNAAsLIAlBA3EiBQRAA0AgAiABQQJ0IgdqIAcgC2ooAgA2AgAgAUEBaiEBIARBAWoiBCAFRw0ACwsgAyAANgIMIAMgAjYCBAwBCyADIAA2AgwgAyACNgIEIAtFDQELIAsQJwtBgIADECkhAEEAIQEDQCAAIAFBDGxqIgJCADcCACACQQA7AQggACABQQFyQQxsaiICQQA7AQggAkIANwIAIAAgAUECckEMbGoiAkEAOwEIIAJCADcCACAAIAFBA3JBDGxqIgJBADsBCCACQgA3AgAgACABQQRyQQxsaiICQQA7AQggAkIANwIAIAAgAUEFckEMbGoiAkEAOwEIIAJCADcCACAAIAFBBnJBDGxqIgJBADsBCCACQgA3AgAgACABQQdyQQxsaiICQQA7AQggAkIANwIAIAFBCGoiAUGAIEcNAAsgAygCECEBIAMgADYCECABBEAgARAnCyADKAIIRQRAIAMQwgELIAMoAhAiAigCBCEBAkAgAygCJA0AIAMgATYCJCABDQAgAyADKAIINgIkQQAhAQsgAiACKAIAIgBB/x9xQQxsaiABNgIEIAIgAigCBEH/H3FBDGxqIAA2AgAgAkGBAjsBCCADKAIEIgAgACgCAEGAgoCAeHFBgAhyNgIAIAYoAgAiAARAIAMgBkEAIABBAEEAELcEIAMoAhAhAgsgAygCCCIAQQh2IgVBEGtBACAAQf8hSxsiBiAFRwRAA0AgBkEIdCIBQYACaiEHIAEhAAJAA0AgAiAAQfwfcUEMbGotAAlFBEAgACEEDAILIAIgAEEBciIEQf0fcUEMbGotAAlFDQEgAiAAQQJyIgRB/h9xQQxsai0ACUUNASACIABBA3IiBEH/H3FBDGxqLQAJRQ0BIABBBGoiACAHRw0AC0EAIQQLA0AgAiABQf8fcUEMbCIAai0ACEUEQCABIAMoAghPBEAgAxDCASADKAIQIQILIAAgAmoiCygCBCEAAkAgAygCJCABRw0AIAMgADYCJCAAIAFHDQAgAyADKAIINgIkIAEhAAsgAiALKAIAIglB/x9xQQxsaiAANgIEIAIgCygCBEH/H3FBDGxqIAk2AgAgC0EBOgAIIAMoAgQgAUECdGogASAEczoAAAsgAUEBaiIBIAdHDQALIAZBAWoiBiAFRw0ACwsgAgRAIAIQJyADQQA2AhALIAMoAhgEQCADQQA2AhgLIAMoAhQiAARAIAAQJyADQQA2AhQLIANCADcCGAsgE0HwAGokAAvYBAEJfyAAKAIIKAIAIQECQAJAAkACQCAAKAIAKAIMLQAqBEAgASAAKAIQIgEoAgAgASgCBBBHGiAAKAIQKAIERQ0BA0AgACgCBCgCACEGAkAgACgCDCgCACIEKAIEIgEgBCgCCCIFSQRAIAEgBjYCACAEIAFBBGo2AgQMAQsgASAEKAIAIgNrQQJ1IgdBAWoiAkGAgICABE8NBEH/////AyAFIANrIgVBAXUiCCACIAIgCEkbIAVB/P///wdPGyIFBH8gBUGAgICABE8NBiAFQQJ0ECkFQQALIgggB0ECdGoiAiAGNgIAIAJBBGohBiABIANHBEADQCACQQRrIgIgAUEEayIBKAIANgIAIAEgA0cNAAsLIAQgCCAFQQJ0ajYCCCAEIAY2AgQgBCACNgIAIANFDQAgAxAnCyAJQQFqIgkgACgCECgCBEkNAAsMAQsgAUHOgAEQkAEaIAAoAgQoAgAhBSAAKAIMKAIAIgAoAgQiASAAKAIIIgNJBEAgASAFNgIAIAAgAUEEajYCBA8LIAEgACgCACIEa0ECdSIGQQFqIgJBgICAgARPDQNB/////wMgAyAEayIDQQF1IgcgAiACIAdJGyADQfz///8HTxsiAwR/IANBgICAgARPDQMgA0ECdBApBUEACyIHIAZBAnRqIgIgBTYCACACQQRqIQUgASAERwRAA0AgAkEEayICIAFBBGsiASgCADYCACABIARHDQALCyAAIAcgA0ECdGo2AgggACAFNgIEIAAgAjYCACAERQ0AIAQQJwsPCxAxAAsQOQALEDEAC7AFAgl/AX4jAEGgAmsiBiQAAkAgAigCBCIHRQRAIABBADYCCCAAQgA3AgAMAQsCQCABKAIQIgNFDQAgBkEAOgAQIAYgAikCACIMNwMIIAYgDDcDmAIgAyAGQQhqIAZBEGoQ5gIhAyAGLQAQRQ0AIAAgAzYCCCAAIAw+AgAgACAHIAMgAyAHSxs2AgQMAQsCQAJAAkAgASgCBCIDRQ0AIAMoAggiCigCACIDQQp2IANBBnZBCHF0IQUgAigCACELQQAhAwNAIAogBSAEIAtqLQAAIglzIgVBAnRqKAIAIghB/4GAgHhxIAlGBEAgCEEKdiAIQQZ2QQhxdCAFcyEFIAhBgAJxBEAgA0EfTQRAIAogBUECdGooAgAhCCAGQRBqIANBA3RqIgkgBEEBajYCBCAJIAhB/////wdxNgIACyADQQFqIQMLIARBAWoiBCAHRw0BCwsgA0UNACADQQFxIQoCQCADQQFGBEBBACEEQQAhB0EAIQMMAQsgA0F+cSELQQAhBEEAIQdBACEDQQAhCANAIANBACAGQRBqIARBA3RqIgkoAgQiBSADTRtFBEAgCSgCACEHIAUhAwsgA0EAIAZBEGogBEEBckEDdGoiCSgCBCIFIANNG0UEQCAJKAIAIQcgBSEDCyAEQQJqIQQgCEECaiIIIAtHDQALCwJAIApFDQAgA0EAIAZBEGogBEEDdGoiBSgCBCIEIANNGw0AIAUoAgAhByAEIQMLIAMNAQsgBkEANgIQIAIpAgAiDKciBSAFIAxCIIinaiAGQRBqEJwEIQEgBigCECEEAkAgAUH9/wNHDQAgBEEDRg0AQfKSASEFQQEhA0EDIQQMAgsgBCEDDAELIAEoAgggB2oiBRBCIQQLIAAgAzYCCCAAIAQ2AgQgACAFNgIACyAGQaACaiQACzcBAX8gAEHcowM2AgAgAEEYahAtGiAAKAIEIQEgAEEANgIEIAEEQCABIAEoAgAoAgQRAQALIAAL6AIBCH8jAEEgayIDJAACQCAAKAIMKAIgQX5xIgEoAgQgAS0ACyICIALAQQBIIgQbIgJFDQACfwJAIAJBBU8EQCACIAEoAgAgASAEGyIEKAAAIgFLDQELIANBJjYCHCADQcXFADYCGCADIAMpAhg3AwggA0EUakENIANBCGoQMxpBAAwBCyAEQQRqIgUgAWohBiADQQA2AhQgAUECdgshByAAQRhqIANBFGoiARCPASABEC0aIAAoAhgNAEEQECkiAUEANgIMIAFCADcCBCABQYSkAzYCACAAKAIEIQIgACABNgIEAkACQCACRQRAIAFBADYCBCABQQRqIQIgAUEIaiIBIQQMAQsgAiACKAIAKAIEEQEAIAAoAgQiAUIANwIEIAFBCGohBCABQQRqIQIgASgCDCIIRQ0BIAgQJyABQQxqIQELIAFBADYCAAsgBCAFNgIAIAIgBzYCACAAIAY2AggLIANBIGokAAvAEwIRfwJ9IwBBEGsiDCQAAkBB6LUD/hIAAEEBcQ0AQei1AxCHAUUNACMAQUBqIgkkAEEUECkiB0IANwIAIAdBgICA/AM2AhAgB0IANwIIA0AgCSAINgIQQQBBAEHnwQAgCUEQahCvASECIAlBADYCKCAJQgA3AyAgCUEgaiIBIAIQ9gEgCSAINgIAIAkoAiAgASAJLQArIgLAQQBIIgobIAkoAiQgAiAKG0EBakHnwQAgCRCvARogCSABNgI0QQAhC0EAIRAgASgCBCABLQALIgIgAsBBAEgiAhsiBiEDIAEoAgAgASACGyIKIQQCQCAGIgFBBEkNAAJ/IAZBBGsiAUEEcQRAIAYhAiAKDAELIAooAABBldPH3gVsIgJBGHYgAnNBldPH3gVsIAZBldPH3gVscyEDIAEhAiAKQQRqCyEEIAFBBEkNACACIQEDQCAEKAAEQZXTx94FbCICQRh2IAJzQZXTx94FbCAEKAAAQZXTx94FbCICQRh2IAJzQZXTx94FbCADQZXTx94FbHNBldPH3gVscyEDIARBCGohBCABQQhrIgFBA0sNAAsLAkACQAJAAkAgAUEBaw4DAgEAAwsgBC0AAkEQdCADcyEDCyAELQABQQh0IANzIQMLIAMgBC0AAHNBldPH3gVsIQMLIANBDXYgA3NBldPH3gVsIgFBD3YgAXMhBQJAAkAgBygCBCICRQ0AIAcoAgACfyAFIAJBAWtxIAJpIgFBAU0NABogBSACIAVLDQAaIAUgAnALIgtBAnRqKAIAIgNFDQAgAygCACIERQ0AIAFBAU0EQCACQQFrIQ4DQCAFIAQoAgQiAUcgASAOcSALR3ENAgJAIAQoAgwiASAELQATIg0gDcAiD0EASCIRGyAGRw0AIARBCGohAyARRQRAIAohASAPRQ0FA0AgAy0AACABLQAARw0CIAFBAWohASADQQFqIQMgDUEBayINDQALDAULIAFFDQQgAygCACAKIAEQLkUNBAsgBCgCACIEDQALDAELA0AgBSAEKAIEIgFHBEAgASACTwR/IAEgAnAFIAELIAtHDQILAkAgBCgCDCIBIAQtABMiDSANwCIOQQBIIg8bIAZHDQAgBEEIaiEDIA9FBEAgCiEBIA5FDQQDQCADLQAAIAEtAABHDQIgAUEBaiEBIANBAWohAyANQQFrIg0NAAsMBAsgAUUNAyADKAIAIAogARAuRQ0DCyAEKAIAIgQNAAsLQRgQKSIEIAkoAjQiASkCADcCCCAEIAEoAgg2AhAgAUIANwIAIAFBADYCCCAEIAU2AgQgBEEAOgAUIARBADYCAAJAQQAgAiAHKAIMQQFqsyISIAcqAhAiEyACs5ReGw0AAkACf0ECIAIgAkEBa3FBAEcgAkEDSXIgAkEBdHIiAQJ/IBIgE5WNIhJDAACAT10gEkMAAAAAYHEEQCASqQwBC0EACyICIAEgAksbIgFBAUYNABogASABIAFBAWtxRQ0AGiABEK4BCyIDIAcoAgQiAU0EQCABIANNDQEgAUEDSSEKAn8gBygCDLMgByoCEJWNIhJDAACAT10gEkMAAAAAYHEEQCASqQwBC0EACyECIAEgAwJ/AkAgCg0AIAFpQQFLDQAgAkEBQSAgAkEBa2drdCACQQJJGwwBCyACEK4BCyICIAIgA0kbIgNNDQELIAcgAxDoAgsgBygCBCICIAJBAWsiAXFFBEAgASAFcSELDAELIAIgBUsEQCAFIQsMAQsgBSACcCELCwJAAkAgBygCACALQQJ0aiIBKAIAIgNFBEAgBCAHQQhqIgooAgA2AgAgByAENgIIIAEgCjYCACAEKAIAIgFFDQIgASgCBCEDAkAgAiACQQFrIgFxRQRAIAEgA3EhAwwBCyACIANLDQAgAyACcCEDCyAHKAIAIANBAnRqIQMMAQsgBCADKAIANgIACyADIAQ2AgALQQEhECAHIAcoAgxBAWo2AgwLIAkgEDoAPCAJIAQ2AjggCSgCOCAIOgAUIAksACtBAEgEQCAJKAIgECcLIAhBAWoiCEGAAkcNAAsgCUFAayQAQeS1AyAHNgIAQei1AxCGAQsgACgCBCIBQfD///8HSQRAQeS1AygCACEHIAAoAgAhAgJAIAFBCk0EQCAMIAE6AA8gDEEEaiEADAELIAFBD3JBAWoiCBApIQAgDCAIQYCAgIB4cjYCDCAMIAA2AgQgDCABNgIICyAAIAIgAfwKAAAgACABakEAOgAAQX8hAAJ/IAxBBGoiASgCBCABLQALIgIgAsBBAEgiAhsiCiEFIAEoAgAgASACGyICIQYCQCAKIgFBBEkNAAJ/IApBBGsiAUEEcQRAIAohCCACDAELIAIoAABBldPH3gVsIghBGHYgCHNBldPH3gVsIApBldPH3gVscyEFIAEhCCACQQRqCyEGIAFBBEkNACAIIQEDQCAGKAAEQZXTx94FbCIIQRh2IAhzQZXTx94FbCAGKAAAQZXTx94FbCIIQRh2IAhzQZXTx94FbCAFQZXTx94FbHNBldPH3gVscyEFIAZBCGohBiABQQhrIgFBA0sNAAsLAkACQAJAAkAgAUEBaw4DAgEAAwsgBi0AAkEQdCAFcyEFCyAGLQABQQh0IAVzIQULIAUgBi0AAHNBldPH3gVsIQULAkACQCAHKAIEIgtFDQAgBygCAAJ/IAVBDXYgBXNBldPH3gVsIgFBD3YgAXMiByALQQFrcSALaSIBQQFNDQAaIAcgByALSQ0AGiAHIAtwCyIDQQJ0aigCACIIRQ0AIAgoAgAiBkUNACABQQFNBEAgC0EBayELA0ACQCAGKAIEIgEgB0cEQCABIAtxIANGDQFBAAwGCyAGKAIMIgEgBi0AEyIIIAjAIgRBAEgiCRsgCkcNACAGQQhqIQUgCUUEQCACIQEgBEUNBQNAIAUtAAAgAS0AAEcNAiABQQFqIQEgBUEBaiEFIAhBAWsiCA0ACwwFCyABRQ0EIAUoAgAgAiABEC4NAAwECyAGKAIAIgYNAAsMAQsDQAJAIAYoAgQiASAHRwRAIAEgC08EfyABIAtwBSABCyADRg0BQQAMBQsgBigCDCIBIAYtABMiCCAIwCIEQQBIIgkbIApHDQAgBkEIaiEFAkACQCAJRQRAIAIhASAEDQEMBgsgAQ0BDAULA0AgBS0AACABLQAARw0CIAFBAWohASAFQQFqIQUgCEEBayIIDQALDAQLIAUoAgAgAiABEC4NAAwDCyAGKAIAIgYNAAsLQQAMAQsgBgshASAMLAAPQQBIBEAgDCgCBBAnCyABBEAgAS0AFCEACyAMQRBqJAAgAA8LEEMACwMAAAuIFAIXfwF+IwBBEGsiDCQAQQwQKSENIAwgACkCACIZNwMAIAwgGTcDCCMAQcABayIDJAAgDUG4ogM2AgAgDUEEaiIUQQA2AgBBuMwDIQUCQCAMKAIERQ0AQbwBECkhBSAMKAIAIQQgBUGktAIoAgAiADYCACAFQZi0AjYCbCAFIABBDGsoAgBqQai0AigCADYCACAFQQA2AgQgBSAFKAIAQQxrKAIAaiIAIAVBCGoiAhA4IABCgICAgHA3AkggBUGYtAI2AmwgBUGEtAI2AgACfyMAQRBrIgckACACEDciAEEANgIoIABCADcCICAAQbCpAjYCACAAQTRqQQBBLxCjASAHIAAoAgQiAjYCDCACIAIoAgRBAWo2AgQgBygCDEHk1gMQSxCRAyEGIAcoAgwiAiACKAIEQQFrIgk2AgQgCUF/RgRAIAIgAigCACgCCBEBAAsgBgRAIAdBCGoiAiAAKAIEIgY2AgAgBiAGKAIEQQFqNgIEIAAgAhDoATYCRCACKAIAIgIgAigCBEEBayIGNgIEIAZBf0YEQCACIAIoAgAoAggRAQALIAAgACgCRCICIAIoAgAoAhwRAAA6AGILQQxBCCABGyEJIABBAEGAICAAKAIAKAIMEQQAGiAHQRBqJAACQAJAIAAiBygCQA0AAn9B8h4hAAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgCUF9cSIBQQFrDh0BDAwMBwwMAgUMDAgLDAwNAQwMBgcMDAMFDAwJCwALAkAgAUEwaw4FDQwMDAYACyABQThrDgUDCwsLCQsLQfs6DAwLQeMmDAsLQf/LAAwKC0H8ywAMCQtBgswADAgLQcU6DAcLQc86DAYLQcg6DAULQdY6DAQLQdI6DAMLQdo6DAILQQAhAAsgAAsiAkUNAEEAIQAjAEEQayILJAACQAJAQd46IAIsAAAQzwFFBEBB4LYDQRw2AgAMAQtBAiEBIAJBKxDPAUUEQCACLQAAQfIARyEBCyABQYABciABIAJB+AAQzwEbIgFBgIAgciABIAJB5QAQzwEbIgEgAUHAAHIgAi0AACIBQfIARhsiBkGABHIgBiABQfcARhsiBkGACHIgBiABQeEARhshASALQrYDNwMAQZx/IAQgAUGAgAJyIAsQHSIEQYFgTwRAQeC2A0EAIARrNgIAQX8hBAsgBEEASA0BIwBBIGsiBiQAAn8CQAJAQd46IAIsAAAQzwFFBEBB4LYDQRw2AgAMAQtBmAkQSiIBDQELQQAMAQsgAUEAQZABEKMBIAJBKxDPAUUEQCABQQhBBCACLQAAQfIARhs2AgALAkAgAi0AAEHhAEcEQCABKAIAIQAMAQsgBEEDQQAQDCIAQYAIcUUEQCAGIABBgAhyrDcDECAEQQQgBkEQahAMGgsgASABKAIAQYABciIANgIACyABQX82AlAgAUGACDYCMCABIAQ2AjwgASABQZgBajYCLAJAIABBCHENACAGIAZBGGqtNwMAIARBk6gBIAYQHA0AIAFBCjYCUAsgAUGkAzYCKCABQaMDNgIkIAFBqgM2AiAgAUGiAzYCDEHttgMtAABFBEAgAUF/NgJMCyABQei2AygCADYCOEHotgMoAgAiAARAIAAgATYCNAtB6LYDIAE2AgAgAQshACAGQSBqJAAgAA0BIAQQDhoLQQAhAAsgC0EQaiQAIAcgADYCQCAARQ0AIAcgCTYCWCAJQQJxRQ0BIABCAEECEIwCRQ0BIAcoAkAQywIaIAdBADYCQAtBAAwBCyAHCw0AIAUgBSgCAEEMaygCAGoiACAAKAIQQQRyEIoBCyANIAU2AgggBSAFKAIAQQxrKAIAai0AEEEFcQRAIANB2ABqIg9B5LICNgIAIANBBTYCHCADQfCyAigCACIANgIgIANBIGoiByAAQQxrKAIAakH0sgIoAgA2AgAgByADKAIgQQxrKAIAaiIAIANBJGoiARA4IABCgICAgHA3AkggD0HksgI2AgAgA0HQsgI2AiAgARA3IglB8KgCNgIAIANCADcCTCADQgA3AkQgA0EQNgJUIAdBj9kAQQEQKBogByAMKAIAIgAgABBCECgaIAdBxoABQQMQKBogA0EQaiEQQeC2AygCACELIwBBkAlrIgAkACAAQZABaiEGIAtBACALQZkBTRtBAXRBoJsCai8BAEGkjAJqIRECQEGEuAMoAgAoAhQiAQR/IAEoAgQhBCABKAIAIgEoAgggASgCAEGi2u/XBmoiBRC4ASECIAEoAgwgBRC4ASEKIAEoAhAgBRC4ASEIAkAgAiAEQQJ2Tw0AIAogBCACQQJ0ayIOTw0AIAggDk8NACAIIApyQQNxDQAgCEECdiEVIApBAnYhFkEAIQoDQCABIAogAkEBdiIOaiIXQQF0IhggFmpBAnRqIggoAgAgBRC4ASETIAQgCCgCBCAFELgBIghNDQEgEyAEIAhrTw0BIAEgCCATamotAAANASARIAEgCGoQ5gEiCEUEQCABIBUgGGpBAnRqIgooAgAgBRC4ASECIAQgCigCBCAFELgBIgVNDQIgAiAEIAVrTw0CQQAgASAFaiABIAIgBWpqLQAAGyESDAILIAJBAUYNASAOIAIgDmsgCEEASCIIGyECIAogFyAIGyEKDAALAAsgEgVBAAsiASARIAEbIgEQQiIEQf8HTwRAIAYgAUH+BxBeGiAGQQA6AP4HDAELIAYgASAEQQFqEF4aCyAAQeSyAjYCQCAAQfCyAigCACIENgIIIABBCGoiASAEQQxrKAIAakH0sgIoAgA2AgAgASAAKAIIQQxrKAIAaiIEIABBDGoiBRA4IARCgICAgHA3AkggAEHksgI2AkAgAEHQsgI2AgggBRA3IgRB8KgCNgIAIABCADcCNCAAQgA3AiwgAEEQNgI8IAEgBiAGEEIQKEHB1QBBCBAoIAsQMhogECAEEDogAEHssgIoAgAiBTYCCCABIAVBDGsoAgBqQfiyAigCADYCACAEQfCoAjYCACAALAA3QQBIBEAgACgCLBAnCyAEEDYaIABBQGsQNBogAEGQCWokACAHIAMoAhAgECADLQAbIgDAQQBIIgEbIAMoAhQgACABGxAoGiADKAIcIQAgA0GsAWoiASAJEDogAyADKAKwASADLQC3ASIEIATAQQBIIgQbNgK8ASADIAMoAqwBIAEgBBs2ArgBIAMgAykCuAE3AwggA0GoAWogACADQQhqEDMhACADLAC3AUEASARAIAMoAqwBECcLIBQgABCPASAAEC0aIAMsABtBAEgEQCADKAIQECcLIANB7LICKAIAIgA2AiAgByAAQQxrKAIAakH4sgIoAgA2AgAgCUHwqAI2AgAgAywAT0EASARAIAMoAkQQJwsgCRA2GiAPEDQaCyADQcABaiQAIAxBEGokACANC4MEAQF/IAEoAgAiAkUEQCAAQQA6AAIgAEHPlgE7AQAgAEECOgALDwsgAEIANwIAIABBADYCCAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAigCAEEBaw4QAAECAwQFBgcICQoLDA0ODxALIABBCToACyAAQQA6AAkgAEG7NCkAADcAACAAQcM0LQAAOgAIDA8LIABBBzoACyAAQQA6AAcgAEGbJygAADYAACAAQZ4nKAAANgADDA4LIABBoiBBEBBwDA0LIABBiTVBERBwDAwLIABBCToACyAAQQA6AAkgAEHxMykAADcAACAAQfkzLQAAOgAIDAsLIABBvyFBDhBwDAoLIABB9zRBERBwDAkLIABBqzRBDxBwDAgLIABBuidBExBwDAcLIABBBzoACyAAQQA6AAcgAEGVNCgAADYAACAAQZg0KAAANgADDAYLIABB+TJBDBBwDAULIABBnTRBDRBwDAQLIABBADoACCAAQsnc0aumztuw7AA3AgAgAEEIOgALDAMLIABB7TJBCxBwDAILIABBCToACyAAQQA6AAkgAEHOISkAADcAACAAQdYhLQAAOgAIDAELIABBqzRBDxBwCyAAQceAARCQARogACABKAIAIgAoAgQgAEEEaiAALQAPIgHAQQBIIgIbIAAoAgggASACGxBHGgsfACAAQeiWAzYCACAALAAXQQBIBEAgACgCDBAnCyAACwcAIAAoAggLBwAgACgCBAsdAQF/QQQQfCIAQZiiAjYCACAAQcCiAkGUARAFAAsJACABIAAQzgQLCQAgASAAENcEC58BAQJ/IABFBEBBPBApIgBB4J4DNgIAIABBADYCBCAAQgA3AgwgAEEANgIIIABCADcCJCAAQgA3AhwgAEIANwIUQdSaA/4QAgAEQEHUmgMQUAsgAEIANwIsIABCADcCNCAADwsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCECIAFB1J8DQsAAIAIRBwALIABBwAAQeyIBIAAQoQIaIAEL3QYBDH8jAEEgayIJJAAgACABRgRAIAlBCGoiAkIANwIMIAJB9xk2AgggAkHWOTYCBCACQQM2AgAgAkEANgIUIAJB7+gAECoQLCACECsLIABBCGogAUEIahCZASAAQQRqIQUgASgCBCICQQFxBEAgAkF+cSICQQRqIQMCfyAFKAIAIgRBAXEEQCAEQX5xQQRqDAELIAUQUQsgAigCBCADIAItAA8iA8BBAEgiBBsgAigCCCADIAQbEEcaCyMAQSBrIgokACAAQRxqIgIgAUEcaiIERgRAIApBCGoiA0IANwIMIANBhw42AgggA0H1LTYCBCADQQM2AgAgA0EANgIUIANBzOgAECoQLCADECsLAkAgBCgCBCIDRQ0AIAQoAgwhBCACIAMQngEhCyAEQQRqIQwgAigCDCgCACACKAIEayIEIAMgAyAESiIHGyIIQQBKBEADQCAMIAZBAnQiDWooAgAgCyANaigCABDIBCAGQQFqIgYgCEcNAAsLIAcEQCACKAIAIQYDQCAMIARBAnQiB2ooAgAgBhCgAiIIEMgEIAcgC2ogCDYCACAEQQFqIgQgA0cNAAsLIAIgAigCBCADaiIDNgIEIAIoAgwiAigCACADTg0AIAIgAzYCAAsgCkEgaiQAAkAgASgCFCIDQQ9xRQ0AIANBAXEEQCAAIAAoAhRBAXI2AhQgACgCLCICRQRAIAUoAgAiBEF+cSECIAAgBEEBcQR/IAIoAgAFIAILEJ8CIgI2AiwLIAIgASgCLCICQaCyAyACGxDbBAsgA0ECcQRAIAAgACgCFEECcjYCFCAAKAIwIgJFBEAgBSgCACIEQX5xIQIgACAEQQFxBH8gAigCAAUgAgsQ2QEiAjYCMAsgAiABKAIwIgJBiLQDIAIbEPECCyADQQRxBEAgACAAKAIUQQRyNgIUIAAoAjQiAkUEQCAFKAIAIgRBfnEhAiAAIARBAXEEfyACKAIABSACCxCeAiICNgI0CyACIAEoAjQiAkHQtAMgAhsQ0gQLIANBCHFFDQAgACAAKAIUQQhyNgIUIAAoAjgiAkUEQCAFKAIAIgVBfnEhAiAAIAVBAXEEfyACKAIABSACCxDZASICNgI4CyACIAEoAjgiAEGItAMgABsQ8QILIAlBIGokAAukAgEGfyMAQSBrIgQkACACLAAAIgNB/wFxIQUCQAJAIANBAE4EQCACQQFqIQIMAQsgBEEIaiACIAUQpgEgBCgCCCICRQ0BIAQoAgwiBUHv////B00NACAEQQhqIgNCADcCDCADQYABNgIIIANB1Ck2AgQgA0EDNgIAIANBADYCFCADQd7dABAqECwgAxArCyAAIAAoAkQiBkEBazYCRCAAKAIQIQcgACAFIAIgACgCBCIFa2oiAzYCECAAIAUgA0EfdSADcWo2AgAgBkEATA0AIAEgAiAAENoEIgFFDQAgACAAKAJEQQFqNgJEIAAoAjwNACAAIAAoAhAgByADa2oiAjYCECAAIAAoAgQgAkEfdSACcWo2AgAgASEICyAEQSBqJAAgCAvHBgEIfyMAQSBrIgMkACAAQQhqEIwBIwBBIGsiBCQAAkAgACgCICIFQQBIBEAgBEEIaiIBQgA3AgwgAUH0DTYCCCABQfUtNgIEIAFBAzYCACABQQA2AhQgAUGu/QAQKhAsIAEQKwwBCyAFRQ0AIAAoAihBBGohBwNAIAcgBkECdGooAgAiAUEIahCMAQJAIAEoAhQiCEEBcUUNACABKAIcQX5xIgIsAAtBAEgEQCACKAIAQQA6AAAgAkEANgIEDAELIAJBADoACyACQQA6AAALIAhBBnEEQCABQoCAgIAQNwIgCyABQQA2AhQCQCABKAIEIgFBAXFFDQAgAUF+cSIBLAAPQQBIBEAgASgCBEEAOgAAIAFBADYCCAwBCyABQQA6AA8gAUEAOgAECyAGQQFqIgYgBUcNAAsgAEEANgIgCyAEQSBqJAACQCAAKAIUIgJBD3FFDQAgAkEBcQRAIAAoAiwiAQR/IAEFIANBCGoiAUIANwIMIAFBmxg2AgggAUHWOTYCBCABQQM2AgAgAUEANgIUIAFBs+EAECoQLCABECsgACgCLAsQ4AQLIAJBAnEEQCAAKAIwIgEEfyABBSADQQhqIgFCADcCDCABQZ8YNgIIIAFB1jk2AgQgAUEDNgIAIAFBADYCFCABQdTgABAqECwgARArIAAoAjALEPQCCwJAIAJBBHFFDQAgACgCNCIBRQRAIANBCGoiAUIANwIMIAFBoxg2AgggAUHWOTYCBCABQQM2AgAgAUEANgIUIAFBkeIAECoQLCABECsgACgCNCEBCyABQQhqEIwBIAFBFGoQ1gQgASgCBCIBQQFxRQ0AIAFBfnEiASwAD0EASARAIAEoAgRBADoAACABQQA2AggMAQsgAUEAOgAPIAFBADoABAsgAkEIcUUNACAAKAI4IgEEfyABBSADQQhqIgFCADcCDCABQacYNgIIIAFB1jk2AgQgAUEDNgIAIAFBADYCFCABQfDfABAqECwgARArIAAoAjgLEPQCCyAAQQA2AhQCQCAAKAIEIgBBAXFFDQAgAEF+cSIALAAPQQBIBEAgACgCBEEAOgAAIABBADYCCAwBCyAAQQA6AA8gAEEAOgAECyADQSBqJAALwgIBBX8jAEEgayIGJAAgACABRgRAIAZBCGoiAkIANwIMIAJB7BY2AgggAkHWOTYCBCACQQM2AgAgAkEANgIUIAJB7+gAECoQLCACECsLIABBCGogAUEIahCZASABKAIEIgJBAXEEQCACQX5xIgJBBGohAwJ/IABBBGoiBCgCACIFQQFxBEAgBUF+cUEEagwBCyAEEFELIAIoAgQgAyACLQAPIgPAQQBIIgQbIAIoAgggAyAEGxBHGgsgASgCFCICQQdxBEAgAkEBcQRAIAEoAhwhBCAAIAAoAhRBAXI2AhQgACgCBCIFQX5xIQMgAEEcaiAEQX5xIAVBAXEEfyADKAIABSADCxCEAQsgAkECcQRAIAAgASoCIDgCIAsgAkEEcQRAIAAgASgCJDYCJAsgACAAKAIUIAJyNgIUCyAGQSBqJAAL1QEBA38gAEEIahC5ASEBAkAgACgCFCICQQdxRQ0AIAJBAXEEQCABIAAoAhxBfnEiAygCBCADLQALIgMgA8BBAEgbIgNqIANBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgAUEFaiABIAJBAnEbIQEgAkEEcUUNACAAKAIkIgJBAEgEf0ELBSACQQFyZ0Efc0EJbEHJAGpBBnZBAWoLIAFqIQELIAAoAgQiAkEBcQRAIAEgAkF+cSIBKAIIIAEtAA8iASABwEEASBtqIQELIAAgAf4XAhggAQveAwIDfwF+AkAgACgCFCIFQQFxRQ0AAkAgACgCHEF+cSIDKAIEIAMtAAsiBCAEwEEASBsiBEH/AEwEQCACKAIAIAFrQQ5qIARODQELIAJBASADIAEQbiEBDAELIAEgBDoAASABQQo6AAAgAUECaiIBIAMoAgAgAyADLAALQQBIGyAE/AoAACABIARqIQELIABBCGoCfyAFQQJxBEAgASACKAIATwRAIAIgARAvIQELIAEgACoCIDgAASABQRU6AAAgAUEFaiEBCyABIAVBBHFFDQAaIAEgAigCAE8EQCACIAEQLyEBCyAAKAIkIQMgAUEYOgAAIANB/wBNBEAgASADOgABIAFBAmoMAQsgASADQYABcjoAASADrEIHiCEGIANB//8ATQRAIAEgBjwAAiABQQNqDAELIAFBAmohAwNAIAMiASAGp0GAAXI6AAAgAUEBaiEDIAZC//8AViEEIAZCB4ghBiAEDQALIAEgBjwAASABQQJqCyACELsBIQEgACgCBCIAQQFxBH8gAEF+cSIAKAIEIABBBGogAC0ADyIEwEEASCIFGyEDIAAoAgggBCAFGyIAIAIoAgAgAWtKBEAgAiADIAAgARCCAQ8LIAEgAyAA/AoAACAAIAFqBSABCwvhBQIIfwF+IwBBIGsiAyQAIAMgATYCDAJAIAIgA0EMaiACKAJIEGANACAAQQhqIQggAEEcaiEJIABBBGohBgNAAkAgAygCDCIFQQFqIQQgBSwAACIKQf8BcSEBAkACQCAKQQBIBEAgASAELAAAIgRB/wFxQQd0akGAAWshASAEQQBIDQEgBUECaiEECyADIAQ2AgwMAQsgA0EQaiAFIAEQpwEgAyADKAIQIgQ2AgwgBEUNASADKAIUIQELAkACQAJAAkACQCABQQN2QQFrDgMAAQIDCyABQf8BcUEKRw0CIAAgACgCFEEBcjYCFCAAKAIEIgRBfnEhASADIAkgBEEBcQR/IAEoAgAFIAELEGkgAygCDCACEF8iATYCDCABDQMMBAsgAUH/AXFBFUcNASAAIAQqAAA4AiAgAyAEQQRqNgIMIAdBAnIhBwwCCyABQf8BcUEYRw0AIARBAWohBQJ+IAQsAAAiAUEATgRAIAMgBTYCDCABrUL/AYMMAQsgAUH/AXEgBCwAASIFQf8BcUEHdGpBgAFrIQEgBUEATgRAIAMgBEECajYCDCABrQwBCyADQRBqIAQgARA9IAMgAygCECIBNgIMIAFFDQMgAykDGAsiC6ciAUEBa0EFTQRAIAAgATYCJCAAIAAoAhRBBHI2AhQMAgsgBigCACIBQQFxBEBBAyALIAFBfnFBBGoQqAEMAgtBAyALIAYQURCoAQwBCyABQQAgAUEHcUEERxtFBEAgAiABQQFrNgI8DAQLIAFBwAxPBEAgAyAIIAGtIARB+LQDIAYgAhC9ASIBNgIMIAFFDQIMAQsCQCAGKAIAIgVBAXEEQCAFQX5xQQRqIQUMAQsgBhBRIQUgAygCDCEECyADIAEgBSAEIAIQkQEiATYCDCABRQ0BCyACIANBDGogAigCSBBgRQ0BDAILCyADQQA2AgwLIAAgACgCFCAHcjYCFCADKAIMIQAgA0EgaiQAIAAL6wMBCX8jAEEgayIIJAAgACABRgRAIAhBCGoiAkIANwIMIAJB1xQ2AgggAkHWOTYCBCACQQM2AgAgAkEANgIUIAJB7+gAECoQLCACECsLIABBCGogAUEIahCZASABKAIEIgJBAXEEQCACQX5xIgJBBGohAwJ/IABBBGoiBCgCACIFQQFxBEAgBUF+cUEEagwBCyAEEFELIAIoAgQgAyACLQAPIgPAQQBIIgQbIAIoAgggAyAEGxBHGgsjAEEgayIEJAAgAEEUaiIAIAFBFGoiAkYEQCAEQQhqIgFCADcCDCABQYcONgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQczoABAqECwgARArCwJAIAIoAgQiAUUNACACKAIMIQIgACABEJ4BIQVBACEDIAJBBGohCSAAKAIMKAIAIAAoAgRrIgIgASABIAJKIgYbIgdBAEoEQANAIAkgA0ECdCIKaigCACAFIApqKAIAEMkEIANBAWoiAyAHRw0ACwsgBgRAIAAoAgAhAwNAIAkgAkECdCIGaigCACADEKICIgcQyQQgBSAGaiAHNgIAIAJBAWoiAiABRw0ACwsgACAAKAIEIAFqIgE2AgQgACgCDCIAKAIAIAFODQAgACABNgIACyAEQSBqJAAgCEEgaiQAC+ICAQZ/IABBCGoQuQEgACgCGCIBaiEDIAEEQCAAKAIgIgRBBGpBACAEGyIFIAFBAnRqIQYDQAJ/QQAgBSgCACIEKAIIIgJBA3FFDQAaQQAhASACQQFxBEAgBCgCEEF+cSIBKAIEIAEtAAsiASABwEEASBsiASABQQFyZ0Efc0EJbEHJAGpBBnZqQQFqIQELIAEgAkECcUUNABogASAEKAIUQX5xIgIoAgQgAi0ACyICIALAQQBIGyICaiACQQFyZ0Efc0EJbEHJAGpBBnZqQQFqCyEBIAQoAgQiAkEBcQRAIAEgAkF+cSIBKAIIIAEtAA8iASABwEEASBtqIQELIAQgAf4XAgwgASADaiABQQFyZ0Efc0EJbEHJAGpBBnZqIQMgBUEEaiIFIAZHDQALCyAAKAIEIgFBAXEEQCABQX5xIgEoAgggAS0ADyIBIAHAQQBIGyADaiEDCyAAIAP+FwIkIAMLxwIBBn8gACgCGCIGBEAgAEEUaiEHA0AgASACKAIATwRAIAIgARAvIQELIAcgBRA+IQMgAUEKOgAAIAMCfyAD/hACDCIDQf8ATQRAIAEgAzoAASABQQJqDAELIAEgA0GAAXI6AAEgA0EHdiEEIANB//8ATQRAIAEgBDoAAiABQQNqDAELIAFBAmohAwNAIAMiASAEQYABcjoAACABQQFqIQMgBEH//wBLIQggBEEHdiEEIAgNAAsgASAEOgABIAFBAmoLIAIQ2AQhASAFQQFqIgUgBkcNAAsLIABBCGogASACELsBIQEgACgCBCIAQQFxBH8gAEF+cSIAKAIEIABBBGogAC0ADyIEwEEASCIFGyEDIAAoAgggBCAFGyIAIAIoAgAgAWtKBEAgAiADIAAgARCCAQ8LIAEgAyAA/AoAACAAIAFqBSABCwvJBgEJfyMAQSBrIgQkACAEIAE2AgACQCACIAQgAigCSBBgDQAgAEEUaiEIIABBCGohCSAAQQRqIQcDQAJAIAQoAgAiBUEBaiEDIAUsAAAiBkH/AXEhAQJAAkAgBkEASARAIAEgAywAACIDQf8BcUEHdGpBgAFrIQEgA0EASA0BIAVBAmohAwsgBCADNgIADAELIARBCGogBSABEKcBIAQgBCgCCCIDNgIAIANFDQEgBCgCDCEBCwJAIAFBCkYEQCADQQFrIQEDQCAEIAFBAWoiATYCAAJAAkACQCAAKAIgIgNFBEAgACgCHCEFDAELIAAoAhgiBiADKAIAIgVIBEAgACAGQQFqNgIYIAMgBkECdGooAgQhBQwDCyAFIAAoAhxHDQELIAggBUEBahBqIAAoAiAiAygCACEFCyADIAVBAWo2AgAgACgCFBCiAiEFIAAgACgCGCIBQQFqNgIYIAAoAiAgAUECdGogBTYCBCAEKAIAIQELIAEsAAAiBkH/AXEhAwJAIAZBAE4EQCABQQFqIQEMAQsgBEEIaiABIAMQpgEgBCgCCCIBRQ0EIAQoAgwiA0Hv////B00NACAEQQhqIgZCADcCDCAGQYABNgIIIAZB1Ck2AgQgBkEDNgIAIAZBADYCFCAGQd7dABAqECwgBhArCyACIAIoAkQiBkEBazYCRCACKAIQIQogAiABIAIoAgQiC2sgA2oiAzYCECACIAsgA0EfdSADcWo2AgAgBkEATA0DIAUgASACENkEIgFFDQMgAiACKAJEQQFqNgJEIAIoAjwNAyACIAIoAhAgCiADa2oiAzYCECACIAIoAgQgA0EfdSADcWoiAzYCACAEIAE2AgAgASADTw0CIAEtAABBCkYNAAsMAQsgAUEAIAFBB3FBBEcbRQRAIAIgAUEBazYCPAwECyABQcAMTwRAIAQgCSABrSADQdC0AyAHIAIQvQEiATYCACABDQEMAgsCQCAHKAIAIgVBAXEEQCAFQX5xQQRqIQUMAQsgBxBRIQUgBCgCACEDCyAEIAEgBSADIAIQkQEiATYCACABRQ0BCyACIAQgAigCSBBgRQ0BDAILCyAEQQA2AgALIAQoAgAhACAEQSBqJAAgAAvhAgEHfyMAQSBrIgMkAAJAIAAoAgQiBEEASARAIANBCGoiAEIANwIMIABB9A02AgggAEH1LTYCBCAAQQM2AgAgAEEANgIUIABBrv0AECoQLCAAECsMAQsgBEUNACAAKAIMQQRqIQcDQAJAIAcgBUECdGooAgAiASgCCCIGQQNxRQ0AAkAgBkEBcUUNACABKAIQQX5xIgIsAAtBAEgEQCACKAIAQQA6AAAgAkEANgIEDAELIAJBADoACyACQQA6AAALIAZBAnFFDQAgASgCFEF+cSICLAALQQBIBEAgAigCAEEAOgAAIAJBADYCBAwBCyACQQA6AAsgAkEAOgAACyABQQA2AggCQCABKAIEIgFBAXFFDQAgAUF+cSIBLAAPQQBIBEAgASgCBEEAOgAAIAFBADYCCAwBCyABQQA6AA8gAUEAOgAECyAFQQFqIgUgBEcNAAsgAEEANgIECyADQSBqJAALzAIBBX8jAEEgayIGJAAgACABRgRAIAZBCGoiAkIANwIMIAJBhxM2AgggAkHWOTYCBCACQQM2AgAgAkEANgIUIAJB7+gAECoQLCACECsLIAEoAgQiAkEBcQRAIAJBfnEiAkEEaiEDAn8gAEEEaiIEKAIAIgVBAXEEQCAFQX5xQQRqDAELIAQQUQsgAigCBCADIAItAA8iA8BBAEgiBBsgAigCCCADIAQbEEcaCwJAIAEoAggiAkEDcUUNACACQQFxBEAgASgCECEEIAAgACgCCEEBcjYCCCAAKAIEIgVBfnEhAyAAQRBqIARBfnEgBUEBcQR/IAMoAgAFIAMLEIQBCyACQQJxRQ0AIAEoAhQhAiAAIAAoAghBAnI2AgggACgCBCIDQX5xIQEgAEEUaiACQX5xIANBAXEEfyABKAIABSABCxCEAQsgBkEgaiQAC+8CAQN/AkAgACgCCCIFQQFxRQ0AAkAgACgCEEF+cSIEKAIEIAQtAAsiAyADwEEASBsiA0H/AEwEQCACKAIAIAFrQQ5qIANODQELIAJBASAEIAEQbiEBDAELIAEgAzoAASABQQo6AAAgAUECaiIBIAQoAgAgBCAELAALQQBIGyAD/AoAACABIANqIQELAkAgBUECcUUNAAJAIAAoAhRBfnEiBCgCBCAELQALIgMgA8BBAEgbIgNB/wBMBEAgAigCACABa0EOaiADTg0BCyACQQIgBCABEG4hAQwBCyABIAM6AAEgAUESOgAAIAFBAmoiASAEKAIAIAQgBCwAC0EASBsgA/wKAAAgASADaiEBCyAAKAIEIgBBAXEEfyAAQX5xIgAoAgQgAEEEaiAALQAPIgPAQQBIIgUbIQQgACgCCCADIAUbIgAgAigCACABa0oEQCACIAQgACABEIIBDwsgASAEIAD8CgAAIAAgAWoFIAELC/gDAQd/IwBBEGsiAyQAIAMgATYCBAJAIAIgA0EEaiACKAJIEGANACAAQRBqIQcgAEEUaiEIIABBBGohBgNAAkAgAygCBCIFQQFqIQQgBSwAACIJQf8BcSEBAkACQCAJQQBIBEAgASAELAAAIgRB/wFxQQd0akGAAWshASAEQQBIDQEgBUECaiEECyADIAQ2AgQMAQsgA0EIaiAFIAEQpwEgAyADKAIIIgQ2AgQgBEUNASADKAIMIQELAkACQAJAAkAgAUEDdkEBaw4CAAECCyABQf8BcUEKRw0BIAAgACgCCEEBcjYCCCAAKAIEIgRBfnEhASADIAcgBEEBcQR/IAEoAgAFIAELEGkgAygCBCACEF8iATYCBCABRQ0DDAILIAFB/wFxQRJHDQAgACAAKAIIQQJyNgIIIAAoAgQiBEF+cSEBIAMgCCAEQQFxBH8gASgCAAUgAQsQaSADKAIEIAIQXyIBNgIEIAENAQwCCyABQQAgAUEHcUEERxtFBEAgAiABQQFrNgI8DAQLAkAgBigCACIFQQFxBEAgBUF+cUEEaiEFDAELIAYQUSEFIAMoAgQhBAsgAyABIAUgBCACEJEBIgE2AgQgAUUNAQsgAiADQQRqIAIoAkgQYEUNAQwCCwsgA0EANgIECyADKAIEIQAgA0EQaiQAIAAL+ggCCn8BfiMAQSBrIgMkACADIAE2AgwCQCACIANBDGogAigCSBBgDQAgAEEIaiEIIABBHGohCSAAQSBqIQogAEEkaiELIABBBGohBwNAIAMoAgwiBUEBaiEEIAUsAAAiDEH/AXEhAQJAAkACQAJAIAxBAEgEQCABIAQsAAAiBEH/AXFBB3RqQYABayEBIARBAEgNASAFQQJqIQQLIAMgBDYCDAwBCyADQRBqIAUgARCnASADIAMoAhAiBDYCDCAERQ0BIAMoAhQhAQsCQAJAAkACQAJAAkACQAJAIAFBA3ZBAWsOBgABAgMEBQYLIAFB/wFxQQpHDQUgACAAKAIUQQFyNgIUIAAoAgQiBEF+cSEBIAMgCSAEQQFxBH8gASgCAAUgAQsQaSADKAIMIAIQXyIBNgIMIAENCAwHCyABQf8BcUESRw0EIAAgACgCFEECcjYCFCAAKAIEIgRBfnEhASADIAogBEEBcQR/IAEoAgAFIAELEGkgAygCDCACEF8iATYCDCABDQcMBgsgAUH/AXFBGEcNAyAEQQFqIQEgBkEIciEGAn4gBCwAACIFQQBOBEAgBa1C/wGDDAELIAVB/wFxIAQsAAEiAUH/AXFBB3RqQYABayEFIAFBAEgNBSAEQQJqIQEgBa0LIQ0gAyABNgIMIAAgDUIAUjoAKAwGCyABQf8BcUEgRw0CIARBAWohASAGQRByIQYCQAJ+IAQsAAAiBUEATgRAIAWtQv8BgwwBCyAFQf8BcSAELAABIgFB/wFxQQd0akGAAWshBSABQQBIDQEgBEECaiEBIAWtCyENIAMgATYCDCAAIA1CAFI6ACkMBgsgA0EQaiAEIAUQPSADIAMoAhAiATYCDCAAIAMpAxhCAFI6ACkgAQ0FDAQLIAFB/wFxQShHDQEgBEEBaiEBIAZBIHIhBgJAAn4gBCwAACIFQQBOBEAgBa1C/wGDDAELIAVB/wFxIAQsAAEiAUH/AXFBB3RqQYABayEFIAFBAEgNASAEQQJqIQEgBa0LIQ0gAyABNgIMIAAgDUIAUjoAKgwFCyADQRBqIAQgBRA9IAMgAygCECIBNgIMIAAgAykDGEIAUjoAKiABDQQMAwsgAUH/AXFBMkcNACAAIAAoAhRBBHI2AhQgACgCBCIEQX5xIQEgAyALIARBAXEEfyABKAIABSABCxBpIAMoAgwgAhBfIgE2AgwgAQ0DDAILIAFBACABQQdxQQRHG0UEQCACIAFBAWs2AjwMBQsgAUHADE8EQCADIAggAa0gBEGItAMgByACEL0BIgE2AgwgAQ0DDAILAkAgBygCACIFQQFxBEAgBUF+cUEEaiEFDAELIAcQUSEFIAMoAgwhBAsgAyABIAUgBCACEJEBIgE2AgwgAUUNAQwCCyADQRBqIAQgBRA9IAMgAygCECIBNgIMIAAgAykDGEIAUjoAKCABDQELIANBADYCDAwCCyACIANBDGogAigCSBBgRQ0ACwsgACAAKAIUIAZyNgIUIAMoAgwhACADQSBqJAAgAAuTEQEGfyMAQSBrIgYkACAAIAFGIgQEQCAGQQhqIgJCADcCDCACQeIMNgIIIAJB1jk2AgQgAkEDNgIAIAJBADYCFCACQe/oABAqECwgAhArCyAAQQhqIAFBCGoQmQEgASgCBCICQQFxBEAgAkF+cSICQQRqIQMCfyAAQQRqIgUoAgAiB0EBcQRAIAdBfnFBBGoMAQsgBRBRCyACKAIEIAMgAi0ADyIDwEEASCIFGyACKAIIIAMgBRsQRxoLIAQEQCAGQQhqIgJCADcCDCACQYcONgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQczoABAqECwgAhArCwJAIAEoAiQiAkUNACABKAIsIQMgAEEgaiIFIAUgAhCeASADQQRqIAIgACgCLCgCACAAKAIkaxDpASAAIAAoAiQgAmoiAjYCJCAAKAIsIgMoAgAgAk4NACADIAI2AgALIAQEQCAGQQhqIgJCADcCDCACQYcONgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQczoABAqECwgAhArCwJAIAEoAjQiAkUNACABKAI8IQMgAEEwaiIFIAUgAhCeASADQQRqIAIgACgCPCgCACAAKAI0axDpASAAIAAoAjQgAmoiAjYCNCAAKAI8IgMoAgAgAk4NACADIAI2AgALIAQEQCAGQQhqIgJCADcCDCACQYcONgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQczoABAqECwgAhArCwJAIAEoAkQiAkUNACABKAJMIQMgAEFAayIFIAUgAhCeASADQQRqIAIgACgCTCgCACAAKAJEaxDpASAAIAAoAkQgAmoiAjYCRCAAKAJMIgMoAgAgAk4NACADIAI2AgALIAQEQCAGQQhqIgJCADcCDCACQYcONgIIIAJB9S02AgQgAkEDNgIAIAJBADYCFCACQczoABAqECwgAhArCwJAIAEoAlQiAkUNACABKAJcIQQgAEHQAGoiAyADIAIQngEgBEEEaiACIAAoAlwoAgAgACgCVGsQ6QEgACAAKAJUIAJqIgI2AlQgACgCXCIEKAIAIAJODQAgBCACNgIACwJAIAEoAhQiAkH/AXFFDQAgAkEBcQRAIAEoAmAhAyAAIAAoAhRBAXI2AhQgACgCBCIFQX5xIQQgAEHgAGogA0F+cSAFQQFxBH8gBCgCAAUgBAsQhAELIAJBAnEEQCABKAJkIQMgACAAKAIUQQJyNgIUIAAoAgQiBUF+cSEEIABB5ABqIANBfnEgBUEBcQR/IAQoAgAFIAQLEIQBCyACQQRxBEAgASgCaCEDIAAgACgCFEEEcjYCFCAAKAIEIgVBfnEhBCAAQegAaiADQX5xIAVBAXEEfyAEKAIABSAECxCEAQsgAkEIcQRAIAEoAmwhAyAAIAAoAhRBCHI2AhQgACgCBCIFQX5xIQQgAEHsAGogA0F+cSAFQQFxBH8gBCgCAAUgBAsQ8wELIAJBEHEEQCABKAJwIQMgACAAKAIUQRByNgIUIAAoAgQiBUF+cSEEIABB8ABqIANBfnEgBUEBcQR/IAQoAgAFIAQLEPMBCyACQSBxBEAgASgCdCEDIAAgACgCFEEgcjYCFCAAKAIEIgVBfnEhBCAAQfQAaiADQX5xIAVBAXEEfyAEKAIABSAECxDzAQsgAkHAAHEEQCABKAJ4IQMgACAAKAIUQcAAcjYCFCAAKAIEIgVBfnEhBCAAQfgAaiADQX5xIAVBAXEEfyAEKAIABSAECxDzAQsgAkGAAXFFDQAgASgCfCEDIAAgACgCFEGAAXI2AhQgACgCBCIFQX5xIQQgAEH8AGogA0F+cSAFQQFxBH8gBCgCAAUgBAsQ8wELIAJBgP4DcQRAIAJBgAJxBEAgACABKAKAATYCgAELIAJBgARxBEAgACABKAKEATYChAELIAJBgAhxBEAgACABKQOIATcDiAELIAJBgBBxBEAgACABKAKQATYCkAELIAJBgCBxBEAgACABLQCUAToAlAELIAJBgMAAcQRAIAAgAS0AlQE6AJUBCyACQYCAAXEEQCAAIAEtAJYBOgCWAQsgAkGAgAJxBEAgACABLQCXAToAlwELIAAgACgCFCACcjYCFAsgAkGAgPwHcQRAIAJBgIAEcQRAIAAgAS0AmAE6AJgBCyACQYCACHEEQCAAIAEtAJkBOgCZAQsgAkGAgBBxBEAgACABLQCaAToAmgELIAJBgIAgcQRAIAAgASgCnAE2ApwBCyACQYCAwABxBEAgACABKgKgATgCoAELIAJBgICAAXEEQCAAIAEpA6gBNwOoAQsgAkGAgIACcQRAIAAgASgCsAE2ArABCyACQYCAgARxBEAgACABKAK0ATYCtAELIAAgACgCFCACcjYCFAsgAkGAgIAITwRAIAJBgICACHEEQCAAIAEqArgBOAK4AQsgAkGAgIAQcQRAIAAgASgCvAE2ArwBCyACQYCAgCBxBEAgACABKgLAATgCwAELIAJBgICAwABxBEAgACABKALEATYCxAELIAJBgICAgAFxBEAgACABKALIATYCyAELIAJBgICAgAJxBEAgACABKALMATYCzAELIAJBgICAgARxBEAgACABKALQATYC0AELIAJBAEgEQCAAIAEtANQBOgDUAQsgACAAKAIUIAJyNgIUCyABKAIYIgJB/wFxBEAgAkEBcQRAIAAgAS0A1QE6ANUBCyACQQJxBEAgACABLQDWAToA1gELIAJBBHEEQCAAIAEtANcBOgDXAQsgAkEIcQRAIAAgAS0A2AE6ANgBCyACQRBxBEAgACABLQDZAToA2QELIAJBIHEEQCAAIAEoAtwBNgLcAQsgAkHAAHEEQCAAIAEoAuABNgLgAQsgAkGAAXEEQCAAIAEoAuQBNgLkAQsgACAAKAIYIAJyNgIYCyAGQSBqJAALwQMCBX8BfiMAQSBrIgQkACAALQAsBEAgBEEIaiIBQgA3AgwgAUGUBjYCCCABQdM3NgIEIAFBAzYCACABQQA2AhQgAUHk5AAQKhAsIAEQKwsCQCAAKAIoRQRAIABBAToALCAAIABBGGo2AgAgAEEIaiEDDAELIABBCGohAyAAKAIAIQIgACgCBCIBBEAgASADIAIgA2v8CgAAA0AgACgCKCIBIARBCGogBEEEaiABKAIAKAIIEQQARQRAIABBAToALCAAIABBGGo2AgAMAwsgBCgCBCIFRQ0ACyAEKAIIIQEgBUERTgRAIAEgACgCACIDKQAANwAAIAEgAykACDcACCAAQQA2AgQgACABIAVqQRBrNgIAIAEhAwwCCyAFQQBMBEAgBEEIaiICQgA3AgwgAkGqBjYCCCACQdM3NgIEIAJBAzYCACACQQA2AhQgAkHM5gAQKhAsIAIQKyAEKAIEIQULIAAoAgAiAikAACEGIAMgAikACDcACCADIAY3AAAgACADIAVqNgIAIAAgATYCBAwBCyADIAIpAAA3AAAgAyACKQAINwAIIAAgAEEYajYCACAAIAI2AgQLIARBIGokACADC9oQAQR/IABBCGoQuQEgACgCJCIDaiECIANBAEoEQCAAQSBqIQQDQCACIAQgARA+IgIoAgQgAi0ACyICIALAQQBIGyICaiACQQFyZ0Efc0EJbEHJAGpBBnZqIQIgAUEBaiIBIANHDQALCyAAKAI0IgMgAmohAkEAIQEgA0EASgRAIABBMGohBANAIAIgBCABED4iAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmohAiABQQFqIgEgA0cNAAsLIAAoAkQiA0EBdCACaiECQQAhASADQQBKBEAgAEFAayEEA0AgAiAEIAEQPiICKAIEIAItAAsiAiACwEEASBsiAmogAkEBcmdBH3NBCWxByQBqQQZ2aiECIAFBAWoiASADRw0ACwsgACgCVCIDQQF0IAJqIQFBACECIANBAEoEQCAAQdAAaiEEA0AgASAEIAIQPiIBKAIEIAEtAAsiASABwEEASBsiAWogAUEBcmdBH3NBCWxByQBqQQZ2aiEBIAJBAWoiAiADRw0ACwsCQCAAKAIUIgNB/wFxRQ0AIANBAXEEQCABIAAoAmBBfnEiAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgA0ECcQRAIAEgACgCZEF+cSICKAIEIAItAAsiAiACwEEASBsiAmogAkEBcmdBH3NBCWxByQBqQQZ2akEBaiEBCyADQQRxBEAgASAAKAJoQX5xIgIoAgQgAi0ACyICIALAQQBIGyICaiACQQFyZ0Efc0EJbEHJAGpBBnZqQQJqIQELIANBCHEEQCABIAAoAmxBfnEiAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAmohAQsgA0EQcQRAIAEgACgCcEF+cSICKAIEIAItAAsiAiACwEEASBsiAmogAkEBcmdBH3NBCWxByQBqQQZ2akECaiEBCyADQSBxBEAgASAAKAJ0QX5xIgIoAgQgAi0ACyICIALAQQBIGyICaiACQQFyZ0Efc0EJbEHJAGpBBnZqQQJqIQELIANBwABxBEAgASAAKAJ4QX5xIgIoAgQgAi0ACyICIALAQQBIGyICaiACQQFyZ0Efc0EJbEHJAGpBBnZqQQJqIQELIANBgAFxRQ0AIAEgACgCfEF+cSICKAIEIAItAAsiAiACwEEASBsiAmogAkEBcmdBH3NBCWxByQBqQQZ2akECaiEBCwJ/IANBgP4DcQRAIANBgAJxBEAgACgCgAEiAkEASAR/QQoFIAJBAXJnQR9zQQlsQckAakEGdgsgAWpBAWohAQsgA0GABHEEQCAAKAKEASICQQBIBH9BCgUgAkEBcmdBH3NBCWxByQBqQQZ2CyABakEBaiEBCyADQYAIcQRAIAEgACkDiAFCAYR5p0E/c0EJbEHJAGpBBnZqQQFqIQELIANBgBBxBEAgACgCkAEiAkEASAR/QQoFIAJBAXJnQR9zQQlsQckAakEGdgsgAWpBAWohAQsgAUEDaiABIANBgCBxGyIBQQNqIAEgA0GAwABxGyIBQQNqIAEgA0GAgAFxGyIBQQNqIAEgA0GAgAJxGyEBCyABIANBgID8B3FFDQAaIAFBA2ogASADQYCABHEbIgFBA2ogASADQYCACHEbIgFBA2ogASADQYCAEHEbIQEgA0GAgCBxBEAgACgCnAEiAkEASAR/QQoFIAJBAXJnQR9zQQlsQckAakEGdgsgAWpBAmohAQsgAUEGaiABIANBgIDAAHEbIQEgA0GAgIABcQRAIAEgACkDqAFCAYR5p0E/c0EJbEHJAGpBBnZqQQJqIQELIANBgICAAnEEQCAAKAKwASICQQBIBH9BCgUgAkEBcmdBH3NBCWxByQBqQQZ2CyABakEBaiEBCyABIANBgICABHFFDQAaIAAoArQBIgJBAEgEf0EKBSACQQFyZ0Efc0EJbEHJAGpBBnYLIAFqQQFqCyEBIANBgICACE8EQCABQQVqIAEgA0GAgIAIcRshASADQYCAgBBxBEAgACgCvAEiAkEASAR/QQoFIAJBAXJnQR9zQQlsQckAakEGdgsgAWpBAWohAQsgAUEFaiABIANBgICAIHEbIQEgA0GAgIDAAHEEQCAAKALEASICQQBIBH9BDAUgAkEBcmdBH3NBCWxByQBqQQZ2QQJqCyABaiEBCyADQYCAgIABcQRAIAAoAsgBIgJBAEgEf0EMBSACQQFyZ0Efc0EJbEHJAGpBBnZBAmoLIAFqIQELIANBgICAgAJxBEAgACgCzAEiAkEASAR/QQwFIAJBAXJnQR9zQQlsQckAakEGdkECagsgAWohAQsgA0GAgICABHEEQCAAKALQASICQQBIBH9BDAUgAkEBcmdBH3NBCWxByQBqQQZ2QQJqCyABaiEBCyABQQNqIAEgA0EASBshAQsCQCAALQAYIgNFDQAgAUEDaiABIANBAXEbIgFBA2ogASADQQJxGyIBQQNqIAEgA0EEcRsiAUEDaiABIANBCHEbIgFBA2ogASADQRBxGyEBIANBIHEEQCAAKALcASICQQBIBH9BDAUgAkEBcmdBH3NBCWxByQBqQQZ2QQJqCyABaiEBCyADQcAAcQRAIAAoAuABIgJBAEgEf0EMBSACQQFyZ0Efc0EJbEHJAGpBBnZBAmoLIAFqIQELIANBgAFxRQ0AIAAoAuQBIgJBAEgEf0EMBSACQQFyZ0Efc0EJbEHJAGpBBnZBAmoLIAFqIQELIAAoAgQiAkEBcQRAIAEgAkF+cSIBKAIIIAEtAA8iASABwEEASBtqIQELIAAgAf4XAhwgAQvuKwIGfwJ+IAAoAiQiBkEASgRAIABBIGohBwNAAn8CQCAHIAMQPiIFKAIEIAUtAAsiBCAEwEEASBsiBEH/AEwEQCACKAIAIAFrQQ5qIARODQELIAJBASAFIAEQswEMAQsgASAEOgABIAFBCjoAACABQQJqIgEgBSgCACAFIAUsAAtBAEgbIAT8CgAAIAEgBGoLIQEgA0EBaiIDIAZHDQALCwJAIAAoAhQiBUEBcUUNAAJAIAAoAmBBfnEiAygCBCADLQALIgQgBMBBAEgbIgRB/wBMBEAgAigCACABa0EOaiAETg0BCyACQQIgAyABEG4hAQwBCyABIAQ6AAEgAUESOgAAIAFBAmoiASADKAIAIAMgAywAC0EASBsgBPwKAAAgASAEaiEBCwJAIAVBgICAAnFFDQAgASACKAIATwRAIAIgARAvIQELIAAoArABIQMgAUEYOgAAIANB/wBNBEAgASADOgABIAFBAmohAQwBCyABIANBgAFyOgABIAOsQgeIIQkgA0H//wBNBEAgASAJPAACIAFBA2ohAQwBCyABQQJqIQEDQCABIgMgCadBgAFyOgAAIAFBAWohASAJQv//AFYhBCAJQgeIIQkgBA0ACyADIAk8AAEgA0ECaiEBCwJAIAVBgICABHFFDQAgASACKAIATwRAIAIgARAvIQELIAAoArQBIQMgAUEgOgAAIANB/wBNBEAgASADOgABIAFBAmohAQwBCyABIANBgAFyOgABIAOsQgeIIQkgA0H//wBNBEAgASAJPAACIAFBA2ohAQwBCyABQQJqIQEDQCABIgMgCadBgAFyOgAAIAFBAWohASAJQv//AFYhBCAJQgeIIQkgBA0ACyADIAk8AAEgA0ECaiEBCyAAKAI0IgdBAEoEQCAAQTBqIQhBACEDA0ACfwJAIAggAxA+IgQoAgQgBC0ACyIGIAbAQQBIGyIGQf8ATARAIAIoAgAgAWtBDmogBk4NAQsgAkEFIAQgARCzAQwBCyABIAY6AAEgAUEqOgAAIAFBAmoiASAEKAIAIAQgBCwAC0EASBsgBvwKAAAgASAGagshASADQQFqIgMgB0cNAAsLAkAgBUGAAnFFDQAgASACKAIATwRAIAIgARAvIQELIAAoAoABIQMgAUEwOgAAIANB/wBNBEAgASADOgABIAFBAmohAQwBCyABIANBgAFyOgABIAOsQgeIIQkgA0H//wBNBEAgASAJPAACIAFBA2ohAQwBCyABQQJqIQEDQCABIgMgCadBgAFyOgAAIAFBAWohASAJQv//AFYhBCAJQgeIIQkgBA0ACyADIAk8AAEgA0ECaiEBCwJAIAVBAnFFDQACQCAAKAJkQX5xIgMoAgQgAy0ACyIEIATAQQBIGyIEQf8ATARAIAIoAgAgAWtBDmogBE4NAQsgAkEHIAMgARBuIQEMAQsgASAEOgABIAFBOjoAACABQQJqIgEgAygCACADIAMsAAtBAEgbIAT8CgAAIAEgBGohAQsCfwJ/An8CfyAFQYCAgAhxBEAgASACKAIATwRAIAIgARAvIQELIAEgACoCuAE4AAEgAUHVADoAACABQQVqIQELIAEgBUGACHFFDQAaIAEgAigCAE8EQCACIAEQLyEBCyAAKQOIASEKIAFB2AA6AAAgCqchAyAKQv8AWARAIAEgAzoAASABQQJqDAELIAEgA0GAAXI6AAEgCkIHiCEJIApC//8AWARAIAEgCTwAAiABQQNqDAELIAFBAmohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqCyIBIAVBgARxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgChAEhAyABQeAAOgAAIANB/wBNBEAgASADOgABIAFBAmoMAQsgASADQYABcjoAASADrEIHiCEJIANB//8ATQRAIAEgCTwAAiABQQNqDAELIAFBAmohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqCyIBIAVBgBBxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgCkAEhAyABQegAOgAAIANB/wBNBEAgASADOgABIAFBAmoMAQsgASADQYABcjoAASADrEIHiCEJIANB//8ATQRAIAEgCTwAAiABQQNqDAELIAFBAmohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqCyIBIAVBgICAEHFFDQAaIAEgAigCAE8EQCACIAEQLyEBCyAAKAK8ASEDIAFB8AA6AAAgA0H/AE0EQCABIAM6AAEgAUECagwBCyABIANBgAFyOgABIAOsQgeIIQkgA0H//wBNBEAgASAJPAACIAFBA2oMAQsgAUECaiEBA0AgASIDIAmnQYABcjoAACABQQFqIQEgCUL//wBWIQQgCUIHiCEJIAQNAAsgAyAJPAABIANBAmoLIQECfwJ/An8gBUGAgIAgcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAqAsABOAABIAFB/QA6AAAgAUEFaiEBCyABIAVBgICAwABxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgCxAEhAyABQYADOwAAIANB/wBNBEAgASADOgACIAFBA2oMAQsgASADQYABcjoAAiADrEIHiCEJIANB//8ATQRAIAEgCTwAAyABQQRqDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqCyIBIAVBgICAgAFxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgCyAEhAyABQYgDOwAAIANB/wBNBEAgASADOgACIAFBA2oMAQsgASADQYABcjoAAiADrEIHiCEJIANB//8ATQRAIAEgCTwAAyABQQRqDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqCyIBIAVBgICAgAJxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgCzAEhAyABQZADOwAAIANB/wBNBEAgASADOgACIAFBA2oMAQsgASADQYABcjoAAiADrEIHiCEJIANB//8ATQRAIAEgCTwAAyABQQRqDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqCyEBAn8gBUEASARAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtANQBOgACIAFBmAM7AAAgAUEDaiEBCyABIAVBgICAgARxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgC0AEhAyABQaADOwAAIANB/wBNBEAgASADOgACIAFBA2oMAQsgASADQYABcjoAAiADrEIHiCEJIANB//8ATQRAIAEgCTwAAyABQQRqDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEFIAlCB4ghCSAFDQALIAMgCTwAASADQQJqCyEBIAAoAhgiA0EBcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtANUBOgACIAFBqAM7AAAgAUEDaiEBCyADQQRxBEAgASACKAIATwRAIAIgARAvIQELIAEgAC0A1wE6AAIgAUGwAzsAACABQQNqIQELIANBAnEEQCABIAIoAgBPBEAgAiABEC8hAQsgASAALQDWAToAAiABQbgDOwAAIAFBA2ohAQsgACgCFCIDQYDAAHEEQCABIAIoAgBPBEAgAiABEC8hAQsgASAALQCVAToAAiABQcADOwAAIAFBA2ohAQsgA0GAgAJxBEAgASACKAIATwRAIAIgARAvIQELIAEgAC0AlwE6AAIgAUHIAzsAACABQQNqIQELIANBgIABcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtAJYBOgACIAFB0AM7AAAgAUEDaiEBCyAAKAJEIgZBAEoEQCAAQUBrIQdBACEDA0ACfwJAIAcgAxA+IgUoAgQgBS0ACyIEIATAQQBIGyIEQf8ATARAIAIoAgAgAWtBDWogBE4NAQsgAkEeIAUgARCzAQwBCyABIAQ6AAIgAUHyAzsAACABQQNqIgEgBSgCACAFIAUsAAtBAEgbIAT8CgAAIAEgBGoLIQEgA0EBaiIDIAZHDQALCyAAKAJUIgZBAEoEQCAAQdAAaiEHQQAhAwNAAn8CQCAHIAMQPiIFKAIEIAUtAAsiBCAEwEEASBsiBEH/AEwEQCACKAIAIAFrQQ1qIARODQELIAJBHyAFIAEQswEMAQsgASAEOgACIAFB+gM7AAAgAUEDaiIBIAUoAgAgBSAFLAALQQBIGyAE/AoAACABIARqCyEBIANBAWoiAyAGRw0ACwsgACgCGCIDQQhxBEAgASACKAIATwRAIAIgARAvIQELIAEgAC0A2AE6AAIgAUGABTsAACABQQNqIQELIANBEHEEQCABIAIoAgBPBEAgAiABEC8hAQsgASAALQDZAToAAiABQYgFOwAAIAFBA2ohAQsgACgCFCIEQYCACHEEQCABIAIoAgBPBEAgAiABEC8hAQsgASAALQCZAToAAiABQZAFOwAAIAFBA2ohAQsCfwJ/IARBgIAEcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtAJgBOgACIAFBmAU7AAAgAUEDaiEBCyABIARBBHFFDQAaAkAgACgCaEF+cSIDKAIEIAMtAAsiBSAFwEEASBsiBUH/AEwEQCACKAIAIAFrQQ1qIAVODQELIAJBJCADIAEQbgwBCyABIAU6AAIgAUGiBTsAACABQQNqIgEgAygCACADIAMsAAtBAEgbIAX8CgAAIAEgBWoLIgEgBEGAgCBxRQ0AGiABIAIoAgBPBEAgAiABEC8hAQsgACgCnAEhAyABQcAFOwAAIANB/wBNBEAgASADOgACIAFBA2oMAQsgASADQYABcjoAAiADrEIHiCEJIANB//8ATQRAIAEgCTwAAyABQQRqDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEFIAlCB4ghCSAFDQALIAMgCTwAASADQQJqCyEBAkAgACgCGCIFQSBxRQ0AIAEgAigCAE8EQCACIAEQLyEBCyAAKALcASEDIAFByAU7AAAgA0H/AE0EQCABIAM6AAIgAUEDaiEBDAELIAEgA0GAAXI6AAIgA6xCB4ghCSADQf//AE0EQCABIAk8AAMgAUEEaiEBDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEEIAlCB4ghCSAEDQALIAMgCTwAASADQQJqIQELAkAgBUHAAHFFDQAgASACKAIATwRAIAIgARAvIQELIAAoAuABIQMgAUHQBTsAACADQf8ATQRAIAEgAzoAAiABQQNqIQEMAQsgASADQYABcjoAAiADrEIHiCEJIANB//8ATQRAIAEgCTwAAyABQQRqIQEMAQsgAUEDaiEBA0AgASIDIAmnQYABcjoAACABQQFqIQEgCUL//wBWIQQgCUIHiCEJIAQNAAsgAyAJPAABIANBAmohAQsCQCAFQYABcUUNACABIAIoAgBPBEAgAiABEC8hAQsgACgC5AEhAyABQdgFOwAAIANB/wBNBEAgASADOgACIAFBA2ohAQwBCyABIANBgAFyOgACIAOsQgeIIQkgA0H//wBNBEAgASAJPAADIAFBBGohAQwBCyABQQNqIQEDQCABIgMgCadBgAFyOgAAIAFBAWohASAJQv//AFYhBSAJQgeIIQkgBQ0ACyADIAk8AAEgA0ECaiEBCwJAIAAoAhQiA0EIcUUNAAJAIAAoAmxBfnEiBSgCBCAFLQALIgQgBMBBAEgbIgRB/wBMBEAgAigCACABa0ENaiAETg0BCyACQSwgBSABEG4hAQwBCyABIAQ6AAIgAUHiBTsAACABQQNqIgEgBSgCACAFIAUsAAtBAEgbIAT8CgAAIAEgBGohAQsCQCADQRBxRQ0AAkAgACgCcEF+cSIFKAIEIAUtAAsiBCAEwEEASBsiBEH/AEwEQCACKAIAIAFrQQ1qIARODQELIAJBLSAFIAEQbiEBDAELIAEgBDoAAiABQeoFOwAAIAFBA2oiASAFKAIAIAUgBSwAC0EASBsgBPwKAAAgASAEaiEBCwJAIANBIHFFDQACQCAAKAJ0QX5xIgUoAgQgBS0ACyIEIATAQQBIGyIEQf8ATARAIAIoAgAgAWtBDWogBE4NAQsgAkEuIAUgARBuIQEMAQsgASAEOgACIAFB8gU7AAAgAUEDaiIBIAUoAgAgBSAFLAALQQBIGyAE/AoAACABIARqIQELAkAgA0HAAHFFDQACQCAAKAJ4QX5xIgUoAgQgBS0ACyIEIATAQQBIGyIEQf8ATARAIAIoAgAgAWtBDWogBE4NAQsgAkEvIAUgARBuIQEMAQsgASAEOgACIAFB+gU7AAAgAUEDaiIBIAUoAgAgBSAFLAALQQBIGyAE/AoAACABIARqIQELAkAgA0GAAXFFDQACQCAAKAJ8QX5xIgUoAgQgBS0ACyIEIATAQQBIGyIEQf8ATARAIAIoAgAgAWtBDWogBE4NAQsgAkEwIAUgARBuIQEMAQsgASAEOgACIAFBggc7AAAgAUEDaiIBIAUoAgAgBSAFLAALQQBIGyAE/AoAACABIARqIQELIANBgIAQcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtAJoBOgACIAFBiAc7AAAgAUEDaiEBCyADQYAgcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAtAJQBOgACIAFBkAc7AAAgAUEDaiEBCyAAQQhqAn8gA0GAgMAAcQRAIAEgAigCAE8EQCACIAEQLyEBCyABIAAqAqABOAACIAFBnQc7AAAgAUEGaiEBCyABIANBgICAAXFFDQAaIAEgAigCAE8EQCACIAEQLyEBCyAAKQOoASEKIAFBoAc7AAAgCqchAyAKQv8AWARAIAEgAzoAAiABQQNqDAELIAEgA0GAAXI6AAIgCkIHiCEJIApC//8AWARAIAEgCTwAAyABQQRqDAELIAFBA2ohAQNAIAEiAyAJp0GAAXI6AAAgAUEBaiEBIAlC//8AViEFIAlCB4ghCSAFDQALIAMgCTwAASADQQJqCyACELsBIQEgACgCBCIAQQFxBH8gAEF+cSIAKAIEIABBBGogAC0ADyIFwEEASCIEGyEDIAAoAgggBSAEGyIAIAIoAgAgAWtKBEAgAiADIAAgARCCAQ8LIAEgAyAA/AoAACAAIAFqBSABCwvVOgISfwF+IwBBIGsiBSQAIAUgATYCDCACIAVBDGogAigCSBBgIQEgBSgCDCEEAkAgAQ0AIABBCGohDCAAQSBqIQggAEHgAGohDSAAQTBqIQkgAEHkAGohDiAAQUBrIQogAEHQAGohCyAAQegAaiEPIABB7ABqIRAgAEHwAGohESAAQfQAaiESIABB+ABqIRMgAEH8AGohFCAAQQRqIQcDQAJAIARBAWohASAELAAAIgZB/wFxIQMCQAJAIAZBAEgEQCADIAEsAAAiAUH/AXFBB3RqQYABayEDIAFBAEgNASAEQQJqIQELIAUgATYCDAwBCyAFQRBqIAQgAxCnASAFIAUoAhAiATYCDCABRQ0BIAUoAhQhAwsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIANBA3ZBAWsONAABAgMEBQYsLAcICQoLDA0ODxAREhMUFRYXLCwsGBkaGxwdHiwsLB8gISIjJCUmJygpKissCyADQf8BcUEKRw0rIAFBAWshAQNAIAUgAUEBaiIENgIMAkACQAJAIAAoAiwiAUUEQCAAKAIoIQMMAQsgACgCJCIGIAEoAgAiA0gEQCAAIAZBAWo2AiQgASAGQQJ0aigCBCEBDAMLIAMgACgCKEcNAQsgCCADQQFqEGogACgCLCIBKAIAIQMLIAEgA0EBajYCAAJ/IAgoAgAiAUUEQEEMECkMAQsgAS0AEEEBcQRAIAEoAhgoAhAiBCgCACgCFCEDIARBsJYDQhAgAxEHAAsgAUECED8LIgFCADcCACABQQA2AgggACAAKAIkIgRBAWo2AiQgACgCLCAEQQJ0aiABNgIEIAUoAgwhBAsgBSABIAQgAhBfIgE2AgwgAUUEQEEAIQQMMgsgAigCACABTQ0uIAEtAABBCkYNAAsMLQsgA0H/AXFBEkcNKiAAIAAoAhRBAXI2AhQgACgCBCIEQX5xIQEgBSANIARBAXEEfyABKAIABSABCxBpIAUoAgwgAhBfIgE2AgwgAQ0sQQAhBAwvCyADQf8BcUEYRw0pIAFBAWohAwJ+IAEsAAAiBEEATgRAIAUgAzYCDCAErUL/AYMMAQsgBEH/AXEgASwAASIDQf8BcUEHdGpBgAFrIQQgA0EATgRAIAUgAUECajYCDCAErQwBCyAFQRBqIAEgBBA9IAUgBSgCECIBNgIMIAFFDS0gBSkDGAsiFaciAUEBa0EDTQRAIAAgATYCsAEgACAAKAIUQYCAgAJyNgIUDCwLQQMgFQJ/IAcoAgAiAUEBcQRAIAFBfnFBBGoMAQsgBxBRCxCoAQwrCyADQf8BcUEgRw0oIAAgACgCFEGAgIAEcjYCFCABQQFqIQQgBSABLQAAIgPAQQBIBH8gAyABLAABIgZB/wFxQQd0akGAAWshA0EAIQQgBkEASA0qIAFBAmoFIAQLNgIMIAAgAzYCtAEMKgsgA0H/AXFBKkcNJyABQQFrIQEDQCAFIAFBAWoiBDYCDAJAAkACQCAAKAI8IgFFBEAgACgCOCEDDAELIAAoAjQiBiABKAIAIgNIBEAgACAGQQFqNgI0IAEgBkECdGooAgQhAQwDCyADIAAoAjhHDQELIAkgA0EBahBqIAAoAjwiASgCACEDCyABIANBAWo2AgACfyAJKAIAIgFFBEBBDBApDAELIAEtABBBAXEEQCABKAIYKAIQIgQoAgAoAhQhAyAEQbCWA0IQIAMRBwALIAFBAhA/CyIBQgA3AgAgAUEANgIIIAAgACgCNCIEQQFqNgI0IAAoAjwgBEECdGogATYCBCAFKAIMIQQLIAUgASAEIAIQXyIBNgIMIAFFBEBBACEEDC4LIAIoAgAgAU0NKiABLQAAQSpGDQALDCkLIANB/wFxQTBHDSYgACAAKAIUQYACcjYCFCABQQFqIQQCQCAFIAEtAAAiA8BBAEgEfyADIAEsAAEiBkH/AXFBB3RqQYABayEDQQAhBCAGQQBIDQEgAUECagUgBAs2AgwgACADNgKAAQwpCyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4CgAEgAQ0oDCsLIANB/wFxQTpHDSUgACAAKAIUQQJyNgIUIAAoAgQiBEF+cSEBIAUgDiAEQQFxBH8gASgCAAUgAQsQaSAFKAIMIAIQXyIBNgIMIAENJ0EAIQQMKgsgA0H/AXFB1QBHDSQgACAAKAIUQYCAgAhyNgIUIAAgASoAADgCuAEgBSABQQRqNgIMDCYLIANB/wFxQdgARw0jIAAgACgCFEGACHI2AhQgAUEBaiEDAkACfiABLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgASwAASIDQf8BcUEHdGpBgAFrIQQgA0EASA0BIAFBAmohAyAErQshFSAFIAM2AgwgACAVNwOIAQwmCyAFQRBqIAEgBBA9IAUgBSgCECIBNgIMIAAgBSkDGDcDiAEgAQ0lQQAhBAwoCyADQf8BcUHgAEcNIiAAIAAoAhRBgARyNgIUIAFBAWohBAJAIAUgAS0AACIDwEEASAR/IAMgASwAASIGQf8BcUEHdGpBgAFrIQNBACEEIAZBAEgNASABQQJqBSAECzYCDCAAIAM2AoQBDCULIAVBEGogASADED0gBSAFKAIQIgE2AgwgACAFKQMYPgKEASABDSQMJwsgA0H/AXFB6ABHDSEgACAAKAIUQYAQcjYCFCABQQFqIQQCQCAFIAEtAAAiA8BBAEgEfyADIAEsAAEiBkH/AXFBB3RqQYABayEDQQAhBCAGQQBIDQEgAUECagUgBAs2AgwgACADNgKQAQwkCyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4CkAEgAQ0jDCYLIANB/wFxQfAARw0gIAAgACgCFEGAgIAQcjYCFCABQQFqIQQCQCAFIAEtAAAiA8BBAEgEfyADIAEsAAEiBkH/AXFBB3RqQYABayEDQQAhBCAGQQBIDQEgAUECagUgBAs2AgwgACADNgK8AQwjCyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4CvAEgAQ0iDCULIANB/wFxQf0ARw0fIAAgACgCFEGAgIAgcjYCFCAAIAEqAAA4AsABIAUgAUEEajYCDAwhCyADQf8BcUGAAUcNHiAAIAAoAhRBgICAwAByNgIUIAFBAWohBAJAIAUgAS0AACIDwEEASAR/IAMgASwAASIGQf8BcUEHdGpBgAFrIQNBACEEIAZBAEgNASABQQJqBSAECzYCDCAAIAM2AsQBDCELIAVBEGogASADED0gBSAFKAIQIgE2AgwgACAFKQMYPgLEASABDSAMIwsgA0H/AXFBiAFHDR0gACAAKAIUQYCAgIABcjYCFCABQQFqIQQCQCAFIAEtAAAiA8BBAEgEfyADIAEsAAEiBkH/AXFBB3RqQYABayEDQQAhBCAGQQBIDQEgAUECagUgBAs2AgwgACADNgLIAQwgCyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4CyAEgAQ0fDCILIANB/wFxQZABRw0cIAAgACgCFEGAgICAAnI2AhQgAUEBaiEEAkAgBSABLQAAIgPAQQBIBH8gAyABLAABIgZB/wFxQQd0akGAAWshA0EAIQQgBkEASA0BIAFBAmoFIAQLNgIMIAAgAzYCzAEMHwsgBUEQaiABIAMQPSAFIAUoAhAiATYCDCAAIAUpAxg+AswBIAENHgwhCyADQf8BcUGYAUcNGyAAIAAoAhRBgICAgHhyNgIUIAFBAWohAwJAAn4gASwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAEsAAEiA0H/AXFBB3RqQYABayEEIANBAEgNASABQQJqIQMgBK0LIRUgBSADNgIMIAAgFUIAUjoA1AEMHgsgBUEQaiABIAQQPSAFIAUoAhAiATYCDCAAIAUpAxhCAFI6ANQBIAENHUEAIQQMIAsgA0H/AXFBoAFHDRogACAAKAIUQYCAgIAEcjYCFCABQQFqIQQCQCAFIAEtAAAiA8BBAEgEfyADIAEsAAEiBkH/AXFBB3RqQYABayEDQQAhBCAGQQBIDQEgAUECagUgBAs2AgwgACADNgLQAQwdCyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4C0AEgAQ0cDB8LIANB/wFxQagBRw0ZIAAgACgCGEEBcjYCGCABQQFqIQMCQAJ+IAEsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSABLAABIgNB/wFxQQd0akGAAWshBCADQQBIDQEgAUECaiEDIAStCyEVIAUgAzYCDCAAIBVCAFI6ANUBDBwLIAVBEGogASAEED0gBSAFKAIQIgE2AgwgACAFKQMYQgBSOgDVASABDRtBACEEDB4LIANB/wFxQbABRw0YIAAgACgCGEEEcjYCGCABQQFqIQMCQAJ+IAEsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSABLAABIgNB/wFxQQd0akGAAWshBCADQQBIDQEgAUECaiEDIAStCyEVIAUgAzYCDCAAIBVCAFI6ANcBDBsLIAVBEGogASAEED0gBSAFKAIQIgE2AgwgACAFKQMYQgBSOgDXASABDRpBACEEDB0LIANB/wFxQbgBRw0XIAAgACgCGEECcjYCGCABQQFqIQMCQAJ+IAEsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSABLAABIgNB/wFxQQd0akGAAWshBCADQQBIDQEgAUECaiEDIAStCyEVIAUgAzYCDCAAIBVCAFI6ANYBDBoLIAVBEGogASAEED0gBSAFKAIQIgE2AgwgACAFKQMYQgBSOgDWASABDRlBACEEDBwLIANB/wFxQcABRw0WIAAgACgCFEGAwAByNgIUIAFBAWohAwJAAn4gASwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAEsAAEiA0H/AXFBB3RqQYABayEEIANBAEgNASABQQJqIQMgBK0LIRUgBSADNgIMIAAgFUIAUjoAlQEMGQsgBUEQaiABIAQQPSAFIAUoAhAiATYCDCAAIAUpAxhCAFI6AJUBIAENGEEAIQQMGwsgA0H/AXFByAFHDRUgACAAKAIUQYCAAnI2AhQgAUEBaiEDAkACfiABLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgASwAASIDQf8BcUEHdGpBgAFrIQQgA0EASA0BIAFBAmohAyAErQshFSAFIAM2AgwgACAVQgBSOgCXAQwYCyAFQRBqIAEgBBA9IAUgBSgCECIBNgIMIAAgBSkDGEIAUjoAlwEgAQ0XQQAhBAwaCyADQf8BcUHQAUcNFCAAIAAoAhRBgIABcjYCFCABQQFqIQMCQAJ+IAEsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSABLAABIgNB/wFxQQd0akGAAWshBCADQQBIDQEgAUECaiEDIAStCyEVIAUgAzYCDCAAIBVCAFI6AJYBDBcLIAVBEGogASAEED0gBSAFKAIQIgE2AgwgACAFKQMYQgBSOgCWASABDRZBACEEDBkLIANB/wFxQfIBRw0TIAFBAmshAQNAIAUgAUECaiIENgIMAkACQAJAIAAoAkwiAUUEQCAAKAJIIQMMAQsgACgCRCIGIAEoAgAiA0gEQCAAIAZBAWo2AkQgASAGQQJ0aigCBCEBDAMLIAMgACgCSEcNAQsgCiADQQFqEGogACgCTCIBKAIAIQMLIAEgA0EBajYCAAJ/IAooAgAiAUUEQEEMECkMAQsgAS0AEEEBcQRAIAEoAhgoAhAiBCgCACgCFCEDIARBsJYDQhAgAxEHAAsgAUECED8LIgFCADcCACABQQA2AgggACAAKAJEIgRBAWo2AkQgACgCTCAEQQJ0aiABNgIEIAUoAgwhBAsgBSABIAQgAhBfIgE2AgwgAUUEQEEAIQQMGgsgAigCACABTQ0WIAEvAABB8gNGDQALDBULIANB/wFxQfoBRw0SIAFBAmshAQNAIAUgAUECaiIENgIMAkACQAJAIAAoAlwiAUUEQCAAKAJYIQMMAQsgACgCVCIGIAEoAgAiA0gEQCAAIAZBAWo2AlQgASAGQQJ0aigCBCEBDAMLIAMgACgCWEcNAQsgCyADQQFqEGogACgCXCIBKAIAIQMLIAEgA0EBajYCAAJ/IAsoAgAiAUUEQEEMECkMAQsgAS0AEEEBcQRAIAEoAhgoAhAiBCgCACgCFCEDIARBsJYDQhAgAxEHAAsgAUECED8LIgFCADcCACABQQA2AgggACAAKAJUIgRBAWo2AlQgACgCXCAEQQJ0aiABNgIEIAUoAgwhBAsgBSABIAQgAhBfIgE2AgwgAUUEQEEAIQQMGQsgAigCACABTQ0VIAEvAABB+gNGDQALDBQLIANB/wFxDREgACAAKAIYQQhyNgIYIAFBAWohAwJAAn4gASwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAEsAAEiA0H/AXFBB3RqQYABayEEIANBAEgNASABQQJqIQMgBK0LIRUgBSADNgIMIAAgFUIAUjoA2AEMFAsgBUEQaiABIAQQPSAFIAUoAhAiATYCDCAAIAUpAxhCAFI6ANgBIAENE0EAIQQMFgsgA0H/AXFBCEcNECAAIAAoAhhBEHI2AhggAUEBaiEDAkACfiABLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgASwAASIDQf8BcUEHdGpBgAFrIQQgA0EASA0BIAFBAmohAyAErQshFSAFIAM2AgwgACAVQgBSOgDZAQwTCyAFQRBqIAEgBBA9IAUgBSgCECIBNgIMIAAgBSkDGEIAUjoA2QEgAQ0SQQAhBAwVCyADQf8BcUEQRw0PIAAgACgCFEGAgAhyNgIUIAFBAWohAwJAAn4gASwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAEsAAEiA0H/AXFBB3RqQYABayEEIANBAEgNASABQQJqIQMgBK0LIRUgBSADNgIMIAAgFUIAUjoAmQEMEgsgBUEQaiABIAQQPSAFIAUoAhAiATYCDCAAIAUpAxhCAFI6AJkBIAENEUEAIQQMFAsgA0H/AXFBGEcNDiAAIAAoAhRBgIAEcjYCFCABQQFqIQMCQAJ+IAEsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSABLAABIgNB/wFxQQd0akGAAWshBCADQQBIDQEgAUECaiEDIAStCyEVIAUgAzYCDCAAIBVCAFI6AJgBDBELIAVBEGogASAEED0gBSAFKAIQIgE2AgwgACAFKQMYQgBSOgCYASABDRBBACEEDBMLIANB/wFxQSJHDQ0gACAAKAIUQQRyNgIUIAAoAgQiBEF+cSEBIAUgDyAEQQFxBH8gASgCAAUgAQsQaSAFKAIMIAIQXyIBNgIMIAEND0EAIQQMEgsgA0H/AXFBwABHDQwgACAAKAIUQYCAIHI2AhQgAUEBaiEEAkAgBSABLQAAIgPAQQBIBH8gAyABLAABIgZB/wFxQQd0akGAAWshA0EAIQQgBkEASA0BIAFBAmoFIAQLNgIMIAAgAzYCnAEMDwsgBUEQaiABIAMQPSAFIAUoAhAiATYCDCAAIAUpAxg+ApwBIAENDgwRCyADQf8BcUHIAEcNCyAAIAAoAhhBIHI2AhggAUEBaiEEAkAgBSABLQAAIgPAQQBIBH8gAyABLAABIgZB/wFxQQd0akGAAWshA0EAIQQgBkEASA0BIAFBAmoFIAQLNgIMIAAgAzYC3AEMDgsgBUEQaiABIAMQPSAFIAUoAhAiATYCDCAAIAUpAxg+AtwBIAENDQwQCyADQf8BcUHQAEcNCiAAIAAoAhhBwAByNgIYIAFBAWohBAJAIAUgAS0AACIDwEEASAR/IAMgASwAASIGQf8BcUEHdGpBgAFrIQNBACEEIAZBAEgNASABQQJqBSAECzYCDCAAIAM2AuABDA0LIAVBEGogASADED0gBSAFKAIQIgE2AgwgACAFKQMYPgLgASABDQwMDwsgA0H/AXFB2ABHDQkgACAAKAIYQYABcjYCGCABQQFqIQQCQCAFIAEtAAAiA8BBAEgEfyADIAEsAAEiBkH/AXFBB3RqQYABayEDQQAhBCAGQQBIDQEgAUECagUgBAs2AgwgACADNgLkAQwMCyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4C5AEgAQ0LDA4LIANB/wFxQeIARw0IIAAgACgCFEEIcjYCFCAAKAIEIgRBfnEhASAFIBBBiJwDIARBAXEEfyABKAIABSABCxDxASAFKAIMIAIQXyIBNgIMIAENCkEAIQQMDQsgA0H/AXFB6gBHDQcgACAAKAIUQRByNgIUIAAoAgQiBEF+cSEBIAUgEUHImwMgBEEBcQR/IAEoAgAFIAELEPEBIAUoAgwgAhBfIgE2AgwgAQ0JQQAhBAwMCyADQf8BcUHyAEcNBiAAIAAoAhRBIHI2AhQgACgCBCIEQX5xIQEgBSASQdibAyAEQQFxBH8gASgCAAUgAQsQ8QEgBSgCDCACEF8iATYCDCABDQhBACEEDAsLIANB/wFxQfoARw0FIAAgACgCFEHAAHI2AhQgACgCBCIEQX5xIQEgBSATQeibAyAEQQFxBH8gASgCAAUgAQsQ8QEgBSgCDCACEF8iATYCDCABDQdBACEEDAoLIANB/wFxQYIBRw0EIAAgACgCFEGAAXI2AhQgACgCBCIEQX5xIQEgBSAUQfibAyAEQQFxBH8gASgCAAUgAQsQ8QEgBSgCDCACEF8iATYCDCABDQZBACEEDAkLIANB/wFxQYgBRw0DIAAgACgCFEGAgBByNgIUIAFBAWohAwJAAn4gASwAACIEQQBOBEAgBK1C/wGDDAELIARB/wFxIAEsAAEiA0H/AXFBB3RqQYABayEEIANBAEgNASABQQJqIQMgBK0LIRUgBSADNgIMIAAgFUIAUjoAmgEMBgsgBUEQaiABIAQQPSAFIAUoAhAiATYCDCAAIAUpAxhCAFI6AJoBIAENBUEAIQQMCAsgA0H/AXFBkAFHDQIgACAAKAIUQYAgcjYCFCABQQFqIQMCQAJ+IAEsAAAiBEEATgRAIAStQv8BgwwBCyAEQf8BcSABLAABIgNB/wFxQQd0akGAAWshBCADQQBIDQEgAUECaiEDIAStCyEVIAUgAzYCDCAAIBVCAFI6AJQBDAULIAVBEGogASAEED0gBSAFKAIQIgE2AgwgACAFKQMYQgBSOgCUASABDQRBACEEDAcLIANB/wFxQZ0BRw0BIAAgACgCFEGAgMAAcjYCFCAAIAEqAAA4AqABIAUgAUEEajYCDAwDCyADQf8BcUGgAUcNACAAIAAoAhRBgICAAXI2AhQgAUEBaiEDAkACfiABLAAAIgRBAE4EQCAErUL/AYMMAQsgBEH/AXEgASwAASIDQf8BcUEHdGpBgAFrIQQgA0EASA0BIAFBAmohAyAErQshFSAFIAM2AgwgACAVNwOoAQwDCyAFQRBqIAEgBBA9IAUgBSgCECIBNgIMIAAgBSkDGDcDqAEgAQ0CQQAhBAwFCyADQQAgA0EHcUEERxtFBEAgAiADQQFrNgI8IAEhBAwFCyADQcAMTwRAIAUgDCADrSABQaCyAyAHIAIQvQEiATYCDCABDQJBACEEDAULAkAgBygCACIEQQFxBEAgBEF+cUEEaiEEDAELIAcQUSEEIAUoAgwhAQsgBSADIAQgASACEJEBIgE2AgwgAQ0BQQAhBAwECyAFQRBqIAEgAxA9IAUgBSgCECIBNgIMIAAgBSkDGD4CtAEgAUUNAwsgAiAFQQxqIAIoAkgQYCEBIAUoAgwhBCABRQ0BDAILC0EAIQQLIAVBIGokACAEC4AQAQd/IwBBIGsiByQAIABBCGoQjAECQCAAKAIkIgRBAEgEQCAHQQhqIgFCADcCDCABQfQNNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQa79ABAqECwgARArDAELIARFDQAgACgCLEEEaiEFIARBAUcEQCAEQX5xIQYDQAJAIAUgAUECdGooAgAiAywAC0EASARAIAMoAgBBADoAACADQQA2AgQMAQsgA0EAOgALIANBADoAAAsCQCAFIAFBAXJBAnRqKAIAIgMsAAtBAE4EQCADQQA6AAsgA0EAOgAADAELIAMoAgBBADoAACADQQA2AgQLIAFBAmohASACQQJqIgIgBkcNAAsLAkAgBEEBcUUNACAFIAFBAnRqKAIAIgEsAAtBAE4EQCABQQA6AAsgAUEAOgAADAELIAEoAgBBADoAACABQQA2AgQLIABBADYCJAsCQCAAKAI0IgRBAEgEQCAHQQhqIgFCADcCDCABQfQNNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQa79ABAqECwgARArDAELIARFDQAgACgCPEEEaiEFQQAhASAEQQFHBEAgBEF+cSEGQQAhAgNAAkAgBSABQQJ0aigCACIDLAALQQBIBEAgAygCAEEAOgAAIANBADYCBAwBCyADQQA6AAsgA0EAOgAACwJAIAUgAUEBckECdGooAgAiAywAC0EATgRAIANBADoACyADQQA6AAAMAQsgAygCAEEAOgAAIANBADYCBAsgAUECaiEBIAJBAmoiAiAGRw0ACwsCQCAEQQFxRQ0AIAUgAUECdGooAgAiASwAC0EATgRAIAFBADoACyABQQA6AAAMAQsgASgCAEEAOgAAIAFBADYCBAsgAEEANgI0CwJAIAAoAkQiBEEASARAIAdBCGoiAUIANwIMIAFB9A02AgggAUH1LTYCBCABQQM2AgAgAUEANgIUIAFBrv0AECoQLCABECsMAQsgBEUNACAAKAJMQQRqIQVBACEBIARBAUcEQCAEQX5xIQZBACECA0ACQCAFIAFBAnRqKAIAIgMsAAtBAEgEQCADKAIAQQA6AAAgA0EANgIEDAELIANBADoACyADQQA6AAALAkAgBSABQQFyQQJ0aigCACIDLAALQQBOBEAgA0EAOgALIANBADoAAAwBCyADKAIAQQA6AAAgA0EANgIECyABQQJqIQEgAkECaiICIAZHDQALCwJAIARBAXFFDQAgBSABQQJ0aigCACIBLAALQQBOBEAgAUEAOgALIAFBADoAAAwBCyABKAIAQQA6AAAgAUEANgIECyAAQQA2AkQLAkAgACgCVCIEQQBIBEAgB0EIaiIBQgA3AgwgAUH0DTYCCCABQfUtNgIEIAFBAzYCACABQQA2AhQgAUGu/QAQKhAsIAEQKwwBCyAERQ0AIAAoAlxBBGohBUEAIQEgBEEBRwRAIARBfnEhBkEAIQIDQAJAIAUgAUECdGooAgAiAywAC0EASARAIAMoAgBBADoAACADQQA2AgQMAQsgA0EAOgALIANBADoAAAsCQCAFIAFBAXJBAnRqKAIAIgMsAAtBAE4EQCADQQA6AAsgA0EAOgAADAELIAMoAgBBADoAACADQQA2AgQLIAFBAmohASACQQJqIgIgBkcNAAsLAkAgBEEBcUUNACAFIAFBAnRqKAIAIgEsAAtBAE4EQCABQQA6AAsgAUEAOgAADAELIAEoAgBBADoAACABQQA2AgQLIABBADYCVAsCQCAAKAIUIgFB/wFxRQ0AAkAgAUEBcUUNACAAKAJgQX5xIgIsAAtBAEgEQCACKAIAQQA6AAAgAkEANgIEDAELIAJBADoACyACQQA6AAALAkAgAUECcUUNACAAKAJkQX5xIgIsAAtBAEgEQCACKAIAQQA6AAAgAkEANgIEDAELIAJBADoACyACQQA6AAALAkAgAUEEcUUNACAAKAJoQX5xIgIsAAtBAEgEQCACKAIAQQA6AAAgAkEANgIEDAELIAJBADoACyACQQA6AAALIAFBCHEEQCAAKAIEIgRBfnEhAiAAQewAakGInAMgBEEBcQR/IAIoAgAFIAILEPABCyABQRBxBEAgACgCBCIEQX5xIQIgAEHwAGpByJsDIARBAXEEfyACKAIABSACCxDwAQsgAUEgcQRAIAAoAgQiBEF+cSECIABB9ABqQdibAyAEQQFxBH8gAigCAAUgAgsQ8AELIAFBwABxBEAgACgCBCIEQX5xIQIgAEH4AGpB6JsDIARBAXEEfyACKAIABSACCxDwAQsgAUGAAXFFDQAgACgCBCIEQX5xIQIgAEH8AGpB+JsDIARBAXEEfyACKAIABSACCxDwAQsgAUGA/gNxBEAgAEIANwOAASAAQgA3A5ABIABCADcDiAELIAFBgID8B3EEQCAAQgA3A5gBIABCgYCAgIDoBzcDsAEgAEIANwOoASAAQgA3A6ABCyABQYCAgAhPBEAgAEEBOgDUASAAQRA2AtABIABCgoCAgICMBDcDyAEgAEKAgID6gwI3A8ABIABCu77/+4PI0Ac3A7gBCyAALQAYBEAgAEGBgoQINgDVASAAQX82AuQBIABCgYCAgCA3AtwBIABBAToA2QELIABCADcCFAJAIAAoAgQiAEEBcUUNACAAQX5xIgAsAA9BAEgEQCAAKAIEQQA6AAAgAEEANgIIDAELIABBADoADyAAQQA6AAQLIAdBIGokAAsfAEEIEHwgABD6BCIAQayVAzYCACAAQcyVA0EDEAUACwkAIAEgABDmBAsJACABIAAQ6wQLhAEBAn8CQCAARQRAQRwQKSIBQgA3AgggAUH4mQM2AgAgAUEANgIEIAFCADcCECABQQA2AhhBuJgD/hACAEUNAUG4mAMQUCABDwsgAC0AEEEBcQRAIAAoAhgoAhAiASgCACgCFCECIAFByJoDQiAgAhEHAAsgAEEgEHsiASAAEKUBGgsgAQvsAgEGfyMAQSBrIgMkAAJAIAAoAgwiBEEASARAIANBCGoiAUIANwIMIAFB9A02AgggAUH1LTYCBCABQQM2AgAgAUEANgIUIAFBrv0AECoQLCABECsMAQsgBEUNACAAKAIUQQRqIQYDQCAGIAVBAnRqKAIAIgFBCGoQjAEgAUEcahDqBAJAIAEtABRBAXFFDQAgASgCLEF+cSICLAALQQBIBEAgAigCAEEAOgAAIAJBADYCBAwBCyACQQA6AAsgAkEAOgAACyABQQA2AhQgAUEANgIwAkAgASgCBCIBQQFxRQ0AIAFBfnEiASwAD0EASARAIAEoAgRBADoAACABQQA2AggMAQsgAUEAOgAPIAFBADoABAsgBUEBaiIFIARHDQALIABBADYCDAsgA0EgaiQAIAAoAgQiAEEBcQRAIABBfnEiACwAD0EASARAIAAoAgRBADoAACAAQQA2AggPCyAAQQA6AA8gAEEAOgAECwvcBAELfyMAQSBrIggkACAAIAFGBEAgCEEIaiICQgA3AgwgAkGiBTYCCCACQf85NgIEIAJBAzYCACACQQA2AhQgAkHv6AAQKhAsIAIQKwsgAEEIaiABQQhqEJkBIAEoAgQiAkEBcQRAIAJBfnEiAkEEaiEDAn8gAEEEaiIEKAIAIgVBAXEEQCAFQX5xQQRqDAELIAQQUQsgAigCBCADIAItAA8iA8BBAEgiBBsgAigCCCADIAQbEEcaCyMAQSBrIgkkACAAQRxqIgIgAUEcaiIERgRAIAlBCGoiA0IANwIMIANBhw42AgggA0H1LTYCBCADQQM2AgAgA0EANgIUIANBzOgAECoQLCADECsLAkAgBCgCBCIDRQ0AIAQoAgwhBCACIAMQngEhCkEAIQUgBEEEaiELIAIoAgwoAgAgAigCBGsiBCADIAMgBEoiBhsiB0EASgRAA0AgCyAFQQJ0IgxqKAIAIAogDGooAgAQ4wQgBUEBaiIFIAdHDQALCyAGBEAgAigCACEFA0AgCyAEQQJ0IgZqKAIAIAUQnAEiBxDjBCAGIApqIAc2AgAgBEEBaiIEIANHDQALCyACIAIoAgQgA2oiAzYCBCACKAIMIgIoAgAgA04NACACIAM2AgALIAlBIGokACABKAIUIgJBA3EEQCACQQFxBEAgASgCLCEEIAAgACgCFEEBcjYCFCAAKAIEIgVBfnEhAyAAQSxqIARBfnEgBUEBcQR/IAMoAgAFIAMLEIQBCyACQQJxBEAgACABKgIwOAIwCyAAIAAoAhQgAnI2AhQLIAhBIGokAAv3AQEDfyAAQQhqELkBIAAoAiAiAmohASACBEAgACgCKCIDQQRqQQAgAxsiAyACQQJ0aiECA0AgASADKAIAEOwEIgFqIAFBAXJnQR9zQQlsQckAakEGdmohASADQQRqIgMgAkcNAAsLIAAoAhQiA0EDcQRAIANBAXEEQCABIAAoAixBfnEiAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgAUEFaiABIANBAnEbIQELIAAoAgQiA0EBcQRAIAEgA0F+cSIBKAIIIAEtAA8iASABwEEASBtqIQELIAAgAf4XAhggAQuABAEHfwJAIAAoAhQiBkEBcUUNAAJAIAAoAixBfnEiAygCBCADLQALIgQgBMBBAEgbIgRB/wBMBEAgAigCACABa0EOaiAETg0BCyACQQEgAyABEG4hAQwBCyABIAQ6AAEgAUEKOgAAIAFBAmoiASADKAIAIAMgAywAC0EASBsgBPwKAAAgASAEaiEBCyAAKAIgIgcEQCAAQRxqIQgDQCABIAIoAgBPBEAgAiABEC8hAQsgCCAFED4hAyABQRI6AAAgAwJ/IAP+EAIYIgNB/wBNBEAgASADOgABIAFBAmoMAQsgASADQYABcjoAASADQQd2IQQgA0H//wBNBEAgASAEOgACIAFBA2oMAQsgAUECaiEDA0AgAyIBIARBgAFyOgAAIAFBAWohAyAEQf//AEshCSAEQQd2IQQgCQ0ACyABIAQ6AAEgAUECagsgAhDtBCEBIAVBAWoiBSAHRw0ACwsgAEEIaiAGQQJxBH8gASACKAIATwRAIAIgARAvIQELIAEgACoCMDgAASABQR06AAAgAUEFagUgAQsgAhC7ASEBIAAoAgQiAEEBcQR/IABBfnEiACgCBCAAQQRqIAAtAA8iBMBBAEgiBRshAyAAKAIIIAQgBRsiACACKAIAIAFrSgRAIAIgAyAAIAEQggEPCyABIAMgAPwKAAAgACABagUgAQsLmggBDX8jAEEQayIFJAAgBSABNgIEAkAgAiAFQQRqIAIoAkgQYA0AIABBCGohCyAAQSxqIQwgAEEEaiEJIABBHGohDQNAAkAgBSgCBCIEQQFqIQMgBCwAACIGQf8BcSEBAkACQCAGQQBIBEAgASADLAAAIgNB/wFxQQd0akGAAWshASADQQBIDQEgBEECaiEDCyAFIAM2AgQMAQsgBUEIaiAEIAEQpwEgBSAFKAIIIgM2AgQgA0UNASAFKAIMIQELAkACQAJAAkACQCABQQN2QQFrDgMAAQIDCyABQf8BcUEKRw0CIAAgACgCFEEBcjYCFCAAKAIEIgNBfnEhASAFIAwgA0EBcQR/IAEoAgAFIAELEGkgBSgCBCACEF8iATYCBCABDQMMBAsgAUH/AXFBEkcNASADQQFrIQEDQCAFIAFBAWoiBDYCBAJAAkACQCAAKAIoIgFFBEAgACgCJCEDDAELIAAoAiAiBiABKAIAIgNIBEAgACAGQQFqNgIgIAEgBkECdGooAgQhAQwDCyADIAAoAiRHDQELIA0gA0EBahBqIAAoAigiASgCACEDCyABIANBAWo2AgAgACgCHBCcASEBIAAgACgCICIDQQFqNgIgIAAoAiggA0ECdGogATYCBCAFKAIEIQQLQQAhAyMAQSBrIgYkACAELAAAIgdB/wFxIQgCQAJAIAdBAE4EQCAEQQFqIQcMAQsgBkEIaiAEIAgQpgEgBigCCCIHRQ0BIAYoAgwiCEHv////B00NACAGQQhqIgRCADcCDCAEQYABNgIIIARB1Ck2AgQgBEEDNgIAIARBADYCFCAEQd7dABAqECwgBBArCyACIAIoAkQiDkEBazYCRCACKAIQIQ8gAiAIIAcgAigCBCIIa2oiBDYCECACIAggBEEfdSAEcWo2AgAgDkEATA0AIAEgByACEO4EIgFFDQAgAiACKAJEQQFqNgJEIAIoAjwNACACIAIoAhAgDyAEa2oiAzYCECACIAIoAgQgA0EfdSADcWo2AgAgASEDCyAGQSBqJAAgBSADIgE2AgQgAUUNBCACKAIAIAFNDQMgAS0AAEESRg0ACwwCCyABQf8BcUEdRw0AIAAgAyoAADgCMCAFIANBBGo2AgQgCkECciEKDAELIAFBACABQQdxQQRHG0UEQCACIAFBAWs2AjwMBAsgAUHADE8EQCAFIAsgAa0gA0HIsQMgCSACEL0BIgE2AgQgAUUNAgwBCwJAIAkoAgAiBEEBcQRAIARBfnFBBGohBAwBCyAJEFEhBCAFKAIEIQMLIAUgASAEIAMgAhCRASIBNgIEIAFFDQELIAIgBUEEaiACKAJIEGBFDQEMAgsLIAVBADYCBAsgACAAKAIUIApyNgIUIAUoAgQhACAFQRBqJAAgAAv/AgEHfyMAQSBrIgQkAAJAIAAoAgQiBUEASARAIARBCGoiAEIANwIMIABB9A02AgggAEH1LTYCBCAAQQM2AgAgAEEANgIUIABBrv0AECoQLCAAECsMAQsgBUUNACAAKAIMQQRqIQcDQCAHIAZBAnRqKAIAIgFBCGoQjAECQCABKAIUIgNBA3FFDQACQCADQQFxRQ0AIAEoAhxBfnEiAiwAC0EASARAIAIoAgBBADoAACACQQA2AgQMAQsgAkEAOgALIAJBADoAAAsgA0ECcUUNACABKAIgQX5xIgIsAAtBAEgEQCACKAIAQQA6AAAgAkEANgIEDAELIAJBADoACyACQQA6AAALIANBHHEEQCABQgA3AiQgAUEANgIsCyABQQA2AhQCQCABKAIEIgFBAXFFDQAgAUF+cSIBLAAPQQBIBEAgASgCBEEAOgAAIAFBADYCCAwBCyABQQA6AA8gAUEAOgAECyAGQQFqIgYgBUcNAAsgAEEANgIECyAEQSBqJAALmQMBBX8jAEEgayIGJAAgACABRgRAIAZBCGoiAkIANwIMIAJB9wI2AgggAkH/OTYCBCACQQM2AgAgAkEANgIUIAJB7+gAECoQLCACECsLIABBCGogAUEIahCZASABKAIEIgJBAXEEQCACQX5xIgJBBGohAwJ/IABBBGoiBCgCACIFQQFxBEAgBUF+cUEEagwBCyAEEFELIAIoAgQgAyACLQAPIgPAQQBIIgQbIAIoAgggAyAEGxBHGgsgASgCFCICQR9xBEAgAkEBcQRAIAEoAhwhBCAAIAAoAhRBAXI2AhQgACgCBCIFQX5xIQMgAEEcaiAEQX5xIAVBAXEEfyADKAIABSADCxCEAQsgAkECcQRAIAEoAiAhBCAAIAAoAhRBAnI2AhQgACgCBCIFQX5xIQMgAEEgaiAEQX5xIAVBAXEEfyADKAIABSADCxCEAQsgAkEEcQRAIAAgASgCJDYCJAsgAkEIcQRAIAAgASgCKDYCKAsgAkEQcQRAIAAgASgCLDYCLAsgACAAKAIUIAJyNgIUCyAGQSBqJAALxgIBA38gAEEIahC5ASEBAkAgACgCFCIDQR9xRQ0AIANBAXEEQCABIAAoAhxBfnEiAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgA0ECcQRAIAEgACgCIEF+cSICKAIEIAItAAsiAiACwEEASBsiAmogAkEBcmdBH3NBCWxByQBqQQZ2akEBaiEBCyADQQRxBEAgASAAKAIkQQFyZ0Efc0EJbEHJAGpBBnZqQQFqIQELIANBCHEEQCABIAAoAihBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgA0EQcUUNACABIAAoAixBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgACgCBCIDQQFxBEAgASADQX5xIgEoAgggAS0ADyIBIAHAQQBIG2ohAQsgACAB/hcCGCABC5AHAQR/AkAgACgCFCIFQQFxRQ0AAkAgACgCHEF+cSIDKAIEIAMtAAsiBCAEwEEASBsiBEH/AEwEQCACKAIAIAFrQQ5qIARODQELIAJBASADIAEQbiEBDAELIAEgBDoAASABQQo6AAAgAUECaiIBIAMoAgAgAyADLAALQQBIGyAE/AoAACABIARqIQELAkAgBUEEcUUNACABIAIoAgBPBEAgAiABEC8hAQsgACgCJCEDIAFBEDoAACADQf8ATQRAIAEgAzoAASABQQJqIQEMAQsgASADQYABcjoAASADQQd2IQQgA0H//wBNBEAgASAEOgACIAFBA2ohAQwBCyABQQJqIQMDQCADIgEgBEGAAXI6AAAgAUEBaiEDIARB//8ASyEGIARBB3YhBCAGDQALIAEgBDoAASABQQJqIQELAkAgBUECcUUNAAJAIAAoAiBBfnEiAygCBCADLQALIgQgBMBBAEgbIgRB/wBMBEAgAigCACABa0EOaiAETg0BCyACQQMgAyABEG4hAQwBCyABIAQ6AAEgAUEaOgAAIAFBAmoiASADKAIAIAMgAywAC0EASBsgBPwKAAAgASAEaiEBCwJAIAVBCHFFDQAgASACKAIATwRAIAIgARAvIQELIAAoAighAyABQSA6AAAgA0H/AE0EQCABIAM6AAEgAUECaiEBDAELIAEgA0GAAXI6AAEgA0EHdiEEIANB//8ATQRAIAEgBDoAAiABQQNqIQEMAQsgAUECaiEDA0AgAyIBIARBgAFyOgAAIAFBAWohAyAEQf//AEshBiAEQQd2IQQgBg0ACyABIAQ6AAEgAUECaiEBCwJAIAVBEHFFDQAgASACKAIATwRAIAIgARAvIQELIAAoAiwhBCABQSg6AAAgBEH/AE0EQCABIAQ6AAEgAUECaiEBDAELIAEgBEGAAXI6AAEgBEEHdiEDIARB//8ATQRAIAEgAzoAAiABQQNqIQEMAQsgAUECaiEEA0AgBCIBIANBgAFyOgAAIAFBAWohBCADQf//AEshBSADQQd2IQMgBQ0ACyABIAM6AAEgAUECaiEBCyAAQQhqIAEgAhC7ASEBIAAoAgQiAEEBcQR/IABBfnEiACgCBCAAQQRqIAAtAA8iBMBBAEgiBRshAyAAKAIIIAQgBRsiACACKAIAIAFrSgRAIAIgAyAAIAEQggEPCyABIAMgAPwKAAAgACABagUgAQsL5gcBCX8jAEEQayIDJAAgAyABNgIEAkAgAiADQQRqIAIoAkgQYA0AIABBCGohCSAAQRxqIQogAEEgaiELIABBBGohCANAIAMoAgQiBUEBaiEEIAUsAAAiB0H/AXEhAQJAAkACQAJAIAdBAEgEQCABIAQsAAAiBEH/AXFBB3RqQYABayEBIARBAEgNASAFQQJqIQQLIAMgBDYCBAwBCyADQQhqIAUgARCnASADIAMoAggiBDYCBCAERQ0BIAMoAgwhAQsCQAJAAkACQAJAAkACQCABQQN2QQFrDgUAAQIDBAULIAFB/wFxQQpHDQQgACAAKAIUQQFyNgIUIAAoAgQiBEF+cSEBIAMgCiAEQQFxBH8gASgCAAUgAQsQaSADKAIEIAIQXyIBNgIEIAENBwwGCyABQf8BcUEQRw0DIARBAWohBSAGQQRyIQYgBCwAACIHQf8BcSEBIAMgB0EASAR/IAEgBCwAASIFQf8BcUEHdGpBgAFrIQEgBUEASA0FIARBAmoFIAULNgIEIAAgATYCJAwGCyABQf8BcUEaRw0CIAAgACgCFEECcjYCFCAAKAIEIgRBfnEhASADIAsgBEEBcQR/IAEoAgAFIAELEGkgAygCBCACEF8iATYCBCABDQUMBAsgAUH/AXFBIEcNASAEQQFqIQUgBkEIciEGIAQsAAAiB0H/AXEhAQJAIAMgB0EASAR/IAEgBCwAASIFQf8BcUEHdGpBgAFrIQEgBUEASA0BIARBAmoFIAULNgIEIAAgATYCKAwFCyADQQhqIAQgARCtAiADIAMoAggiATYCBCAAIAMoAgw2AiggAQ0EDAMLIAFB/wFxQShHDQAgBEEBaiEFIAZBEHIhBiAELAAAIgdB/wFxIQECQCADIAdBAEgEfyABIAQsAAEiBUH/AXFBB3RqQYABayEBIAVBAEgNASAEQQJqBSAFCzYCBCAAIAE2AiwMBAsgA0EIaiAEIAEQrQIgAyADKAIIIgE2AgQgACADKAIMNgIsIAENAwwCCyABQQAgAUEHcUEERxtFBEAgAiABQQFrNgI8DAULIAFBwAxPBEAgAyAJIAGtIARBmLEDIAggAhC9ASIBNgIEIAENAwwCCwJAIAgoAgAiBUEBcQRAIAVBfnFBBGohBQwBCyAIEFEhBSADKAIEIQQLIAMgASAFIAQgAhCRASIBNgIEIAFFDQEMAgsgA0EIaiAEIAEQrQIgAyADKAIIIgE2AgQgACADKAIMNgIkIAENAQsgA0EANgIEDAILIAIgA0EEaiACKAJIEGBFDQALCyAAIAAoAhQgBnI2AhQgAygCBCEAIANBEGokACAAC9ABAQN/IwBBEGsiAyQAIABCADcCBCAAIAE2AgAgAEEANgIMAkAgAQRAAkAgAigCACIERQRAIANBADoABCADQQA6AA8MAQsgAigCBCIBQfD///8HTw0CAkAgAUEKTQRAIAMgAToADyADQQRqIQIMAQsgAUEPckEBaiIFECkhAiADIAVBgICAgHhyNgIMIAMgAjYCBCADIAE2AggLIAIgBCAB/AoAACABIAJqQQA6AAALIAAgAykCBDcCBCAAIAMoAgw2AgwLIANBEGokAA8LEEMACxwAIAAgAUEIIAKnIAJCIIinIAOnIANCIIinEBcLNAECfyAAQfyUAzYCAAJAIAAoAgRBDGsiASABKAIIQQFrIgI2AgggAkEATg0AIAEQJwsgAAtMAQF/AkAgAUUNACABQcSPAxB+IgFFDQAgASgCCCAAKAIIQX9zcQ0AIAAoAgwgASgCDEEAEFxFDQAgACgCECABKAIQQQAQXCECCyACC1IBAX8gACgCBCEEIAAoAgAiACABAn9BACACRQ0AGiAEQQh1IgEgBEEBcUUNABogASACKAIAaigCAAsgAmogA0ECIARBAnEbIAAoAgAoAhwRBgALuAMBCH8jAEEgayIGJAACQCAAKAIEIgUgAU4NACAFQQBMIQcgACgCCCEEAn8CQCAFBEACfyAHRQRAIAUhAyAEDAELIAZBCGoiAkIANwIMIAJB4AI2AgggAkH1LTYCBCACQQM2AgAgAkEANgIUIAJB6/wAECoQLCACECsgACgCBCEDIAAoAggLQQRrKAIAIQJBBCABQQRIDQIaIANB/////wNMDQEgAUGBgICABEkEQCAGQQhqIgFCADcCDCABQY4MNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQY/oABAqECwgARArC0H/////BwwCCyAEIQJBBCABQQRIDQEaCyADQQF0IgMgASABIANIGwshASAEQQRrIQQCfyACRQRAIAFBBGoQKQwBCyABQQtqQXhxIQMgAi0AEEEBcQRAIAIoAhgoAhAiCCgCACgCFCEJIAhByJADIAOtIAkRBwALIAIgAxB7CyIDIAI2AgAgACADQQRqIgI2AgggACABNgIEIAAoAgAiAEEASgRAIAJBACAEIAcbQQRqIAD8CgAACyAFQQBMDQAgBCgCAA0AIAQQJwsgBkEgaiQAC80CAQV/IwBBEGsiBSQAIAJB7////wMgAWtNBEACfyAALQALQQd2BEAgACgCAAwBCyAACyEGIAVBBGogACABQef///8BSQR/IAUgAUEBdDYCDCAFIAEgAmo2AgQjAEEQayICJAAgBUEEaiIHKAIAIAVBDGoiCCgCAEkhCSACQRBqJAAgCCAHIAkbKAIAIgJBAk8EfyACQQRqQXxxIgIgAkEBayICIAJBAkYbBUEBC0EBagVB7////wMLEOABIAUoAgQhAiAFKAIIGiAEBEAgAiAGIAQQmAELIAMgBEcEQCAEQQJ0IgcgAmogBiAHaiADIARrEJgBCyABQQFqIgFBAkcEQCAAIAYgARCrAgsgACACNgIAIAAgACgCCEGAgICAeHEgBSgCCEH/////B3FyNgIIIAAgACgCCEGAgICAeHI2AgggBUEQaiQADwsQQwALnwMBBX8jAEEQayIIJAAgAiABQX9zQe////8Dak0EQAJ/IAAtAAtBB3YEQCAAKAIADAELIAALIQkgCEEEaiAAIAFB5////wFJBH8gCCABQQF0NgIMIAggASACajYCBCMAQRBrIgIkACAIQQRqIgooAgAgCEEMaiILKAIASSEMIAJBEGokACALIAogDBsoAgAiAkECTwR/IAJBBGpBfHEiAiACQQFrIgIgAkECRhsFQQELQQFqBUHv////AwsQ4AEgCCgCBCECIAgoAggaIAQEQCACIAkgBBCYAQsgBgRAIARBAnQgAmogByAGEJgBCyADIAQgBWoiCmshByADIApHBEAgBEECdCIDIAJqIAZBAnRqIAMgCWogBUECdGogBxCYAQsgAUEBaiIBQQJHBEAgACAJIAEQqwILIAAgAjYCACAAIAAoAghBgICAgHhxIAgoAghB/////wdxcjYCCCAAIAAoAghBgICAgHhyNgIIIAAgBCAGaiAHaiIANgIEIAhBADYCDCACIABBAnRqIAgoAgw2AgAgCEEQaiQADwsQQwALtQEBA38jAEEQayIFJAAgAQRAIAEgAC0AC0EHdgR/IAAoAghB/////wdxQQFrBUEKCyIEAn8gAC0AC0EHdgRAIAAoAgQMAQsgAC0AC0H/AHELIgNrSwRAIAAgBCABIARrIANqIAMgAxCBAwsgAwJ/IAAtAAtBB3YEQCAAKAIADAELIAALIgRqIAEgAhCAAyAAIAEgA2oiABCpASAFQQA6AA8gACAEaiAFLQAPOgAACyAFQRBqJAAL+QEBA38jAEEQayIFJAACfyAALQALQQd2BEAgACgCBAwBCyAALQALQf8AcQsiBEEATwRAAkAgAiAALQALQQd2BH8gACgCCEH/////B3FBAWsFQQoLIgMgBGtNBEAgAkUNAQJ/IAAtAAtBB3YEQCAAKAIADAELIAALIgMgBAR/IAIgA2ogAyAEEIIDIAEgAkEAIAMgBGogAUsbQQAgASADTxtqBSABCyACEIIDIAAgAiAEaiIBEKkBIAVBADoADyABIANqIAUtAA86AAAMAQsgACADIAIgBGogA2sgBEEAQQAgAiABEPcBCyAFQRBqJAAgAA8LQf4uEKUCAAu0DwIIfwJ+IwBBIGsiCCQAAkAgAEIDiKciB0UNACAAQgeDIgBCBVYNAAJAAkACQAJAAkACQAJAIACnQQFrDgUBAgMEBQALIAIgCEEIahBrIgNFDQYgASgCACICRQ0FIAgpAwghACAHQQN0IgStIQwgBEGAAU8EQANAIAIgDKdBgH9yEFMgDEL//wBWIQQgDEIHiCEMIAQNAAsLIAIgDKfAEFMgASgCACEBAkAgAEKAAVQEQCAAIQwMAQsDQCABIACnQYB/chBTIABC//8AViECIABCB4giDCEAIAINAAsLIAEgDKfAEFMMBQsgAkEIaiEDIAEoAgAiBEUNBCACKQAAIQ0gB0EDdEEBciICrSEAAkAgAkGAAUkEQCAAIQwMAQsDQCAEIACnQYB/chBTIABC//8AViECIABCB4giDCEAIAINAAsLIAQgDKfAEFMgCCANNwMIIAEoAgAgCEEIakEIEEcaDAQLAn8gAiwAACIGQf8BcSEEAkACfyACQQFqIgUgBkEATg0AGiAEIAUsAAAiBkH/AXFBB3RqQYABayEEAkAgBkEATg0AIAQgAiwAAiIFQf8BcUEOdGpBgIABayEEIAVBAE4EQCACQQJqIQUMAQsgBCACLAADIgVB/wFxQRV0akGAgIABayEEIAVBAE4EQCACQQNqIQUMAQtBACEFIAItAAQiBkEHSw0CIAQgBkEcdGpBgICAgAFrIgRB7////wdLDQIgAkEFagwBCyAFQQFqCyECIAEoAgAiBUUEQCACIARqIAQgAygCBCACa0EQakwNAhojAEEgayIFJAAgAygCBCACa0EQaiECAkADQCACIAROBEAgBUEIaiIBQgA3AgwgAUHDAjYCCCABQdQpNgIEIAFBAzYCACABQQA2AhQgAUGE4wAQKhAsIAEQKwtBACEBIAMoAghFDQEgAygCEEERSA0BIAMQiAEiBkUNASAEIAJrIgQgAygCBCAGQRBqIgFrQRBqIgJKDQALIAEgBGohAQsgBUEgaiQAIAEMAgsgB0EDdEECciIGrSEAIAZBgAFPBEADQCAFIACnQYB/chBTIABC//8AViEGIABCB4ghACAGDQALCyAFIACnwBBTIASsIQAgASgCACEFIARBgAFPBEADQCAFIACnQYB/chBTIABC//8AViEGIABCB4ghACAGDQALCyAFIACnwBBTIAEoAgAhASAEIAMoAgQgAmtBEGpMBEAgASACIAQQRxogAiAEagwCCyMAQSBrIgckACAEIAMoAhAgAygCBCIFIAJrakwEfyABIAEoAgQgAS0ACyIFIAXAQQBIG0GA4esXIAQgBEGA4esXThtqEP8CIAMoAgQFIAULIAJrQRBqIQYCQANAIAQgBkwEQCAHQQhqIgVCADcCDCAFQcMCNgIIIAVB1Ck2AgQgBUEDNgIAIAVBADYCFCAFQYTjABAqECwgBRArC0EAIQUgAygCCEUNASABIAIgBhBHGiADKAIQQRFIDQEgAxCIASICRQ0BIAQgBmsiBCADKAIEIAJBEGoiAmtBEGoiBkoNAAsgASACIAQQRxogAiAEaiEFCyAHQSBqJAALIAULIgMNAwwECyMAQRBrIgYkACAHQQN0IgpBA3IhByABIgUoAgAiAQRAIAetIQAgB0GAAU8EQANAIAEgAKdBgH9yEFMgAEL//wBWIQQgAEIHiCEAIAQNAAsLIAEgAKfAEFMLIAMgAygCRCIBQQFrNgJEAkAgAUEATARAQQAhAgwBCyADIAMoAkhBAWo2AkggBiACNgIMAkADQCADIAZBDGogAygCSBBgIQEgBigCDCEEIAEEQCAEIQEMAgsgBCwAACIBQf8BcSECIAYCfyAEQQFqIAFBAE4NABogAiAELAABIglB/wFxQQd0akGAAWshAiAEQQJqIgEgCUEATg0AGiACIAEsAAAiCUH/AXFBDnRqQYCAAWshAgJAIAlBAE4NACACIAQsAAMiAUH/AXFBFXRqQYCAgAFrIQIgAUEATgRAIARBA2ohAQwBC0EAIQEgBCwABCIJQQBIDQMgBEEEaiEBIAIgCUEcdGpBgICAgAFrIQILIAFBAWoLIgE2AgwgAkEAIAJBB3FBBEcbRQRAIAMgAkEBazYCPAwCCyAGIAKtIAUgASADEPkEIgE2AgwgAQ0AC0EAIQELIAMoAjwhBEEAIQIgA0EANgI8IAMgAygCSEEBazYCSCADIAMoAkRBAWo2AkQgBCAHRw0AIAFFDQAgBSgCACICBEAgCkEEciIDrSEAIANBgAFPBEADQCACIACnQYB/chBTIABC//8AViEDIABCB4ghACADDQALCyACIACnwBBTCyABIQILIAZBEGokACACIgMNAgwDCyAIQQhqIgFCADcCDCABQfYFNgIIIAFB1Ck2AgQgAUEDNgIAIAFBADYCFCABQZUoECoQLCABECsgAiEDDAELIAJBBGohAyABKAIAIgRFDQAgAigAACECIAdBA3RBBXIiBa0hAAJAIAVBgAFJBEAgACEMDAELA0AgBCAAp0GAf3IQUyAAQv//AFYhBSAAQgeIIgwhACAFDQALCyAEIAynwBBTIAggAjYCCCABKAIAIAhBCGpBBBBHGgsgAyELCyAIQSBqJAAgCwtLAQJ/IABBjJQDNgIAIABB/JQDNgIAIAEQQiICQQ1qECkiA0EANgIIIAMgAjYCBCADIAI2AgAgACADQQxqIAEgAkEBahBeNgIEIAALFgAgACABIAJCgICAgICAgICAfxCCBAsJACAAEEg2AgALIwECfyAAIQEDQCABIgJBBGohASACKAIADQALIAIgAGtBAnULMAAjAEEQayICJAACQCAAIAFGBEAgAUEAOgB4DAELIAJBD2ogARCEBQsgAkEQaiQACyYBAX8gACgCBCECA0AgASACRwRAIAJBBGshAgwBCwsgACABNgIEC0sBAX8jAEEQayIDJAACQAJAIAJBHksNACABLQB4DQAgAUEBOgB4DAELIANBD2ogAhCGBSEBCyADQRBqJAAgACACNgIEIAAgATYCAAtfAQR/IwBBEGsiACQAIABB/////wM2AgwgAEH/////BzYCCCMAQRBrIgEkACAAQQhqIgIoAgAgAEEMaiIDKAIASSEEIAFBEGokACACIAMgBBsoAgAhASAAQRBqJAAgAQtCAQJ/IwBBEGsiASQAIAEgADYCDCABKAIMIQIjAEEQayIAJAAgACACNgIMIAAoAgwhAiAAQRBqJAAgAUEQaiQAIAILPAEBfyMAQRBrIgMkACADIAEQggU2AgwgAyACEIIFNgIIIAAgAygCDDYCACAAIAMoAgg2AgQgA0EQaiQACwkAIAFBBBDXAwsvAQF/IwBBEGsiAyQAIAAgAhCpASADQQA6AA8gASACaiADLQAPOgAAIANBEGokAAsbACABQf////8DSwRAEDkACyABQQJ0QQQQ1QMLCQAgABCGAxAnC9EFAQV/IwBBMGsiAyQAIAEsAAAiBkH/AXEhBQJAAn8gAUEBaiIEIAZBAE4NABogBSAELAAAIgZB/wFxQQd0akGAAWshBQJAIAZBAE4NACAFIAEsAAIiBEH/AXFBDnRqQYCAAWshBSAEQQBOBEAgAUECaiEEDAELIAUgASwAAyIEQf8BcUEVdGpBgICAAWshBSAEQQBOBEAgAUEDaiEEDAELQQAhBiABLQAEIgRBB0sNAiAFIARBHHRqQYCAgIABayIFQe////8HSw0CIAFBBWoMAQsgBEEBagshBCACKAIEIgEgBGsiBiAFSARAA0AgASAESwRAA0AgBCADQShqEGsiBEUEQEEAIQYMBQsgAyADKQMoNwMAIAAgAxC0ASABIARLDQALIAIoAgQhAQsgBCABayIEQRBLBEAgA0IANwIMIANBogU2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANBqN0AECoQLCADECsLIAUgBmsiAUEQTARAIANBADsBGCADQgA3AxAgAyACKAIEIgUpAAA3AwAgAyAFKQAINwMIIAMgBGohBSABIANqIQYCQCABIARMDQADQCAFIANBIGoQayIFRQRAQQAhBQwCCyADIAMpAyA3AyggACADQShqELQBIAUgBkkNAAsLIAIoAgQgBSADa2pBACAFIAZGG0EAIAUbIQYMAwsgBSAEIAZqayIFQQBMBEAgA0IANwIMIANBsAU2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANBzvwAECoQLCADECsLQQAhBiACKAIQQRFIDQIgAhCIASIHRQ0CIAUgAigCBCIBIAQgB2oiBGsiBkoNAAsLIAQgBWohAQJAIAVBAEwNAANAIAQgA0EoahBrIgRFBEBBACEEDAILIAMgAykDKDcDACAAIAMQtAEgASAESw0ACwsgBEEAIAEgBEYbIQYLIANBMGokACAGC9EFAQV/IwBBMGsiAyQAIAEsAAAiBkH/AXEhBQJAAn8gAUEBaiIEIAZBAE4NABogBSAELAAAIgZB/wFxQQd0akGAAWshBQJAIAZBAE4NACAFIAEsAAIiBEH/AXFBDnRqQYCAAWshBSAEQQBOBEAgAUECaiEEDAELIAUgASwAAyIEQf8BcUEVdGpBgICAAWshBSAEQQBOBEAgAUEDaiEEDAELQQAhBiABLQAEIgRBB0sNAiAFIARBHHRqQYCAgIABayIFQe////8HSw0CIAFBBWoMAQsgBEEBagshBCACKAIEIgEgBGsiBiAFSARAA0AgASAESwRAA0AgBCADEGsiBEUEQEEAIQYMBQsgAyADKQMAPgIgIAAgA0EgahCFASABIARLDQALIAIoAgQhAQsgBCABayIEQRBLBEAgA0IANwIMIANBogU2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANBqN0AECoQLCADECsLIAUgBmsiAUEQTARAIANBADsBGCADQgA3AxAgAyACKAIEIgUpAAA3AwAgAyAFKQAINwMIIAMgBGohBSABIANqIQYCQCABIARMDQADQCAFIANBIGoQayIFRQRAQQAhBQwCCyADIAMpAyA+AiwgACADQSxqEIUBIAUgBkkNAAsLIAIoAgQgBSADa2pBACAFIAZGG0EAIAUbIQYMAwsgBSAEIAZqayIFQQBMBEAgA0IANwIMIANBsAU2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANBzvwAECoQLCADECsLQQAhBiACKAIQQRFIDQIgAhCIASIHRQ0CIAUgAigCBCIBIAQgB2oiBGsiBkoNAAsLIAQgBWohAQJAIAVBAEwNAANAIAQgAxBrIgRFBEBBACEEDAILIAMgAykDAD4CICAAIANBIGoQhQEgASAESw0ACwsgBEEAIAEgBEYbIQYLIANBMGokACAGCxUAIABB8OECNgIAIABBEGoQMBogAAsVACAAQcjhAjYCACAAQQxqEDAaIAALrAMBBX8CQCADIAIiAGtBA0gNAAsDQAJAIAAgA08NACAEIAdNDQAgACwAACIBQf8BcSEGAkAgAUEATgRAQQEhAQwBCyABQUJJDQEgAUFfTQRAIAMgAGtBAkgNAiAALQABQcABcUGAAUcNAkECIQEMAQsgAUFvTQRAIAMgAGtBA0gNAiAALQACIQUgAC0AASEBAkACQCAGQe0BRwRAIAZB4AFHDQEgAUHgAXFBoAFGDQIMBQsgAUHgAXFBgAFHDQQMAQsgAUHAAXFBgAFHDQMLIAVBwAFxQYABRw0CQQMhAQwBCyABQXRLDQEgAyAAa0EESA0BIAAtAAMhCCAALQACIQkgAC0AASEFAkACQAJAAkAgBkHwAWsOBQACAgIBAgsgBUHwAGpB/wFxQTBPDQQMAgsgBUHwAXFBgAFHDQMMAQsgBUHAAXFBgAFHDQILIAlBwAFxQYABRw0BIAhBwAFxQYABRw0BQQQhASAIQT9xIAlBBnRBwB9xIAZBEnRBgIDwAHEgBUE/cUEMdHJyckH//8MASw0BCyAHQQFqIQcgACABaiEADAELCyAAIAJrC88EAQV/IwBBEGsiACQAIAAgAjYCDCAAIAU2AggCfyAAIAI2AgwgACAFNgIIAkACQANAAkAgACgCDCIBIANPDQAgACgCCCIMIAZPDQAgASwAACIFQf8BcSECAkAgBUEATgRAIAJB///DAE0EQEEBIQUMAgtBAgwGC0ECIQogBUFCSQ0DIAVBX00EQCADIAFrQQJIDQUgAS0AASIIQcABcUGAAUcNBEECIQUgCEE/cSACQQZ0QcAPcXIhAgwBCyAFQW9NBEAgAyABa0EDSA0FIAEtAAIhCSABLQABIQgCQAJAIAJB7QFHBEAgAkHgAUcNASAIQeABcUGgAUYNAgwHCyAIQeABcUGAAUYNAQwGCyAIQcABcUGAAUcNBQsgCUHAAXFBgAFHDQRBAyEFIAlBP3EgAkEMdEGA4ANxIAhBP3FBBnRyciECDAELIAVBdEsNAyADIAFrQQRIDQQgAS0AAyEJIAEtAAIhCyABLQABIQgCQAJAAkACQCACQfABaw4FAAICAgECCyAIQfAAakH/AXFBMEkNAgwGCyAIQfABcUGAAUYNAQwFCyAIQcABcUGAAUcNBAsgC0HAAXFBgAFHDQMgCUHAAXFBgAFHDQNBBCEFIAlBP3EgC0EGdEHAH3EgAkESdEGAgPAAcSAIQT9xQQx0cnJyIgJB///DAEsNAwsgDCACNgIAIAAgASAFajYCDCAAIAAoAghBBGo2AggMAQsLIAEgA0khCgsgCgwBC0EBCyEBIAQgACgCDDYCACAHIAAoAgg2AgAgAEEQaiQAIAELjwQAIwBBEGsiACQAIAAgAjYCDCAAIAU2AggCfyAAIAI2AgwgACAFNgIIIAAoAgwhAQJAA0AgASADTwRAQQAhAgwCC0ECIQIgASgCACIBQf//wwBLDQEgAUGAcHFBgLADRg0BAkACQCABQf8ATQRAQQEhAiAGIAAoAggiBWtBAEwNBCAAIAVBAWo2AgggBSABOgAADAELIAFB/w9NBEAgBiAAKAIIIgJrQQJIDQIgACACQQFqNgIIIAIgAUEGdkHAAXI6AAAgACAAKAIIIgJBAWo2AgggAiABQT9xQYABcjoAAAwBCyAGIAAoAggiAmshBSABQf//A00EQCAFQQNIDQIgACACQQFqNgIIIAIgAUEMdkHgAXI6AAAgACAAKAIIIgJBAWo2AgggAiABQQZ2QT9xQYABcjoAACAAIAAoAggiAkEBajYCCCACIAFBP3FBgAFyOgAADAELIAVBBEgNASAAIAJBAWo2AgggAiABQRJ2QfABcjoAACAAIAAoAggiAkEBajYCCCACIAFBDHZBP3FBgAFyOgAAIAAgACgCCCICQQFqNgIIIAIgAUEGdkE/cUGAAXI6AAAgACAAKAIIIgJBAWo2AgggAiABQT9xQYABcjoAAAsgACAAKAIMQQRqIgE2AgwMAQsLQQEMAQsgAgshASAEIAAoAgw2AgAgByAAKAIINgIAIABBEGokACABCxQAIAAsAAtBAEgEQCAAKAIAECcLC5EBAQR/IAAoAgwhAwNAQQghBCADBEBBwAAgAygCAEEBdCIDIANBwABPGyEECyAAIARBA3QiBUEPakH4D3EQxAEhAyAAKAIMIQYgAyAENgIAIAMgBjYCBCAAIANBCGoiBCAFajYCICAAIAQ2AhwgACADNgIMIAVFDQALIAMgATYCCCADIAI2AgwgACADQRBqNgIcCxUAIAAoAggiAEUEQEEBDwsgABCLAwu4AQEGfwNAAkAgBCAJTQ0AIAIgA0YNAEEBIQggACgCCCEGIwBBEGsiByQAIAcgBjYCDCAHQQhqIAdBDGoQiQEhBUEAIAIgAyACayABQYzVAyABGxCBAiEGIAUoAgAiBQRAQYS4AygCABogBQRAQYS4A0GMtwMgBSAFQX9GGzYCAAsLIAdBEGokAAJAAkAgBkECag4DAgIBAAsgBiEICyAJQQFqIQkgCCAKaiEKIAIgCGohAgwBCwsgCgttAQJ/IAAoAgghASMAQRBrIgIkACACIAE2AgwgAkEIaiACQQxqEIkBKAIAIgEEQEGEuAMoAgAaIAEEQEGEuANBjLcDIAEgAUF/Rhs2AgALCyACQRBqJAAgACgCCCIARQRAQQEPCyAAEIsDQQFGC5IBAQF/IwBBEGsiBSQAIAQgAjYCAAJ/QQIgBUEMakEAIAAoAggQrAIiAEEBakECSQ0AGkEBIABBAWsiAiADIAQoAgBrSw0AGiAFQQxqIQMDfyACBH8gAy0AACEAIAQgBCgCACIBQQFqNgIAIAEgADoAACACQQFrIQIgA0EBaiEDDAEFQQALCwshAyAFQRBqJAAgAwuJBwENfyMAQRBrIhEkACACIQkDQAJAIAMgCUYEQCADIQkMAQsgCS0AAEUNACAJQQFqIQkMAQsLIAcgBTYCACAEIAI2AgADQAJAAn8CQCACIANGDQAgBSAGRg0AIBEgASkCADcDCCAAKAIIIQgjAEEQayIQJAAgECAINgIMIBBBCGogEEEMahCJASETIAkgAmshDkEAIQsjAEGQCGsiDSQAIA0gBCgCACIINgIMIAYgBWtBAnVBgAIgBRshDCAFIA1BEGogBRshDwJAAkACQAJAIAhFDQAgDEUNAANAIA5BAnYhCgJAIA5BgwFLDQAgCiAMTw0AIAghCgwECyAPIA1BDGogCiAMIAogDEkbIAEQxAMhEiANKAIMIQogEkF/RgRAQQAhDEF/IQsMAwsgDCASQQAgDyANQRBqRxsiFGshDCAPIBRBAnRqIQ8gCCAOaiAKa0EAIAobIQ4gCyASaiELIApFDQIgCiEIIAwNAAsMAQsgCCEKCyAKRQ0BCyAMRQ0AIA5FDQAgCyEIA0ACQAJAIA8gCiAOIAEQgQIiC0ECakECTQRAAkACQCALQQFqDgIGAAELIA1BADYCDAwCCyABQQA2AgAMAQsgDSANKAIMIAtqIgo2AgwgCEEBaiEIIAxBAWsiDA0BCyAIIQsMAgsgD0EEaiEPIA4gC2shDiAIIQsgDg0ACwsgBQRAIAQgDSgCDDYCAAsgDUGQCGokACATKAIAIggEQEGEuAMoAgAaIAgEQEGEuANBjLcDIAggCEF/Rhs2AgALCyAQQRBqJAACQAJAAkACQCALQX9GBEADQAJAIAcgBTYCACACIAQoAgBGDQBBASEGAkACQAJAIAUgAiAJIAJrIBFBCGogACgCCBCMAyIBQQJqDgMIAAIBCyAEIAI2AgAMBQsgASEGCyACIAZqIQIgBygCAEEEaiEFDAELCyAEIAI2AgAMBQsgByAHKAIAIAtBAnRqIgU2AgAgBSAGRg0DIAQoAgAhAiADIAlGBEAgAyEJDAgLIAUgAkEBIAEgACgCCBCMA0UNAQtBAgwECyAHIAcoAgBBBGo2AgAgBCAEKAIAQQFqIgI2AgAgAiEJA0AgAyAJRgRAIAMhCQwGCyAJLQAARQ0FIAlBAWohCQwACwALIAQgAjYCAEEBDAILIAQoAgAhAgsgAiADRwshACARQRBqJAAgAA8LIAcoAgAhBQwACwAL3QUBDH8jAEEQayIOJAAgAiEIA0ACQCADIAhGBEAgAyEIDAELIAgoAgBFDQAgCEEEaiEIDAELCyAHIAU2AgAgBCACNgIAA0ACQAJAAkAgAiADRg0AIAUgBkYNACAOIAEpAgA3AwhBASEQIAAoAgghCSMAQRBrIg8kACAPIAk2AgwgD0EIaiAPQQxqEIkBIRMgCCACa0ECdSERIAYgBSIJayEKQQAhDCMAQRBrIhIkAAJAIAQoAgAiC0UNACARRQ0AIApBACAJGyEKA0AgEkEMaiAJIApBBEkbIAsoAgAQzgIiDUF/RgRAQX8hDAwCCyAJBH8gCkEDTQRAIAogDUkNAyAJIBJBDGogDRBeGgsgCiANayEKIAkgDWoFQQALIQkgCygCAEUEQEEAIQsMAgsgDCANaiEMIAtBBGohCyARQQFrIhENAAsLIAkEQCAEIAs2AgALIBJBEGokACATKAIAIgkEQEGEuAMoAgAaIAkEQEGEuANBjLcDIAkgCUF/Rhs2AgALCyAPQRBqJAACQAJAAkACQAJAIAxBAWoOAgAGAQsgByAFNgIAA0ACQCACIAQoAgBGDQAgBSACKAIAIAAoAggQrAIiAUF/Rg0AIAcgBygCACABaiIFNgIAIAJBBGohAgwBCwsgBCACNgIADAELIAcgBygCACAMaiIFNgIAIAUgBkYNAiADIAhGBEAgBCgCACECIAMhCAwHCyAOQQRqQQAgACgCCBCsAiIIQX9HDQELQQIhEAwDCyAOQQRqIQIgBiAHKAIAayAISQ0CA0AgCARAIAItAAAhBSAHIAcoAgAiCUEBajYCACAJIAU6AAAgCEEBayEIIAJBAWohAgwBCwsgBCAEKAIAQQRqIgI2AgAgAiEIA0AgAyAIRgRAIAMhCAwFCyAIKAIARQ0EIAhBBGohCAwACwALIAQoAgAhAgsgAiADRyEQCyAOQRBqJAAgEA8LIAcoAgAhBQwACwALDAAgABCVAxogABAnC1gAIwBBEGsiACQAIAAgBDYCDCAAIAMgAms2AggjAEEQayIBJAAgAEEIaiICKAIAIABBDGoiAygCAEkhBCABQRBqJAAgAiADIAQbKAIAIQEgAEEQaiQAIAELNAADQCABIAJGRQRAIAQgAyABLAAAIgAgAEEASBs6AAAgBEEBaiEEIAFBAWohAQwBCwsgAgsMACACIAEgAUEASBsLKgADQCABIAJGRQRAIAMgAS0AADoAACADQQFqIQMgAUEBaiEBDAELCyACC0AAA0AgASACRwRAIAEgASwAACIAQQBOBH9BwMoCKAIAIAEsAABBAnRqKAIABSAACzoAACABQQFqIQEMAQsLIAILIgAgAUEATgR/QcDKAigCACABQf8BcUECdGooAgAFIAELwAtAAANAIAEgAkcEQCABIAEsAAAiAEEATgR/Qbi+AigCACABLAAAQQJ0aigCAAUgAAs6AAAgAUEBaiEBDAELCyACCyIAIAFBAE4Ef0G4vgIoAgAgAUH/AXFBAnRqKAIABSABC8ALDAAgABCOAxogABAnCzUAA0AgASACRkUEQCAEIAEoAgAiACADIABBgAFJGzoAACAEQQFqIQQgAUEEaiEBDAELCyACCw4AIAEgAiABQYABSRvACyoAA0AgASACRkUEQCADIAEsAAA2AgAgA0EEaiEDIAFBAWohAQwBCwsgAgtBAANAIAEgAkcEQCABIAEoAgAiAEH/AE0Ef0HAygIoAgAgASgCAEECdGooAgAFIAALNgIAIAFBBGohAQwBCwsgAgseACABQf8ATQR/QcDKAigCACABQQJ0aigCAAUgAQsLQQADQCABIAJHBEAgASABKAIAIgBB/wBNBH9BuL4CKAIAIAEoAgBBAnRqKAIABSAACzYCACABQQRqIQEMAQsLIAILHgAgAUH/AE0Ef0G4vgIoAgAgAUECdGooAgAFIAELC0EAAkADQCACIANGDQECQCACKAIAIgBB/wBLDQAgAEECdEGQ2QJqKAIAIAFxRQ0AIAJBBGohAgwBCwsgAiEDCyADC0AAA0ACQCACIANHBH8gAigCACIAQf8ASw0BIABBAnRBkNkCaigCACABcUUNASACBSADCw8LIAJBBGohAgwACwALSQEBfwNAIAEgAkZFBEBBACEAIAMgASgCACIEQf8ATQR/IARBAnRBkNkCaigCAAVBAAs2AgAgA0EEaiEDIAFBBGohAQwBCwsgAgslAEEAIQAgAkH/AE0EfyACQQJ0QZDZAmooAgAgAXFBAEcFQQALCw8AIAAgACgCACgCBBEBAAsiAQF/IAAhAUHQ1gNB0NYDKAIAQQFqIgA2AgAgASAANgIECwwAIAAQkgMaIAAQJwuvEQEDf0Gs4wNBADYCAEGo4wNBuIwDNgIAQajjA0GQ5AI2AgBBqOMDQcjYAjYCACMAQRBrIgAkAEGw4wNCADcDACAAQQA2AgxBuOMDQQA2AgBBuOQDQQA6AAAgAEGw4wM2AgQgACgCBBogAEEAOgAKIwBBEGsiASQAQbDjAxCBBUEeSQRAEDEACyABQQhqQcDjA0EeEIAFQbTjAyABKAIIIgI2AgBBsOMDIAI2AgBBuOMDIAIgASgCDEECdGo2AgBBuOMDKAIAGkGw4wMoAgAaIAFBEGokAEGw4wNBHhCUAyAAQQE6AAogAEEQaiQAQcDkA0GtPBC6AUG04wMoAgAaQbDjAygCABpBsOMDEJMDQbjjAygCABpBtOMDKAIAGkGw4wMoAgAaQeTgA0EANgIAQeDgA0G4jAM2AgBB4OADQZDkAjYCAEHg4ANB5OwCNgIAQajjA0Hg4ANBkNUDEEsQTUHs4ANBADYCAEHo4ANBuIwDNgIAQejgA0GQ5AI2AgBB6OADQYTtAjYCAEGo4wNB6OADQZjVAxBLEE1B9OADQQA2AgBB8OADQbiMAzYCAEHw4ANBkOQCNgIAQfzgA0EAOgAAQfjgA0EANgIAQfDgA0Hc2AI2AgBB+OADQZDZAjYCAEGo4wNB8OADQdzWAxBLEE1BhOEDQQA2AgBBgOEDQbiMAzYCAEGA4QNBkOQCNgIAQYDhA0HI5AI2AgBBqOMDQYDhA0HU1gMQSxBNQYzhA0EANgIAQYjhA0G4jAM2AgBBiOEDQZDkAjYCAEGI4QNB3OUCNgIAQajjA0GI4QNB5NYDEEsQTUGU4QNBADYCAEGQ4QNBuIwDNgIAQZDhA0GQ5AI2AgBBkOEDQZjhAjYCAEGY4QMQSDYCAEGo4wNBkOEDQezWAxBLEE1BpOEDQQA2AgBBoOEDQbiMAzYCAEGg4QNBkOQCNgIAQaDhA0Hw5gI2AgBBqOMDQaDhA0H01gMQSxBNQazhA0EANgIAQajhA0G4jAM2AgBBqOEDQZDkAjYCAEGo4QNB2OgCNgIAQajjA0Go4QNBhNcDEEsQTUG04QNBADYCAEGw4QNBuIwDNgIAQbDhA0GQ5AI2AgBBsOEDQeTnAjYCAEGo4wNBsOEDQfzWAxBLEE1BvOEDQQA2AgBBuOEDQbiMAzYCAEG44QNBkOQCNgIAQbjhA0HM6QI2AgBBqOMDQbjhA0GM1wMQSxBNQcThA0EANgIAQcDhA0G4jAM2AgBBwOEDQZDkAjYCAEHI4QNBrtgAOwEAQcDhA0HI4QI2AgAjAEEQayIAJABBzOEDQgA3AgBB1OEDQQA2AgAgAEEQaiQAQajjA0HA4QNBlNcDEEsQTUHc4QNBADYCAEHY4QNBuIwDNgIAQdjhA0GQ5AI2AgBB4OEDQq6AgIDABTcCAEHY4QNB8OECNgIAIwBBEGsiACQAQejhA0IANwIAQfDhA0EANgIAIABBEGokAEGo4wNB2OEDQZzXAxBLEE1B/OEDQQA2AgBB+OEDQbiMAzYCAEH44QNBkOQCNgIAQfjhA0Gk7QI2AgBBqOMDQfjhA0Gg1QMQSxBNQYTiA0EANgIAQYDiA0G4jAM2AgBBgOIDQZDkAjYCAEGA4gNBmO8CNgIAQajjA0GA4gNBqNUDEEsQTUGM4gNBADYCAEGI4gNBuIwDNgIAQYjiA0GQ5AI2AgBBiOIDQezwAjYCAEGo4wNBiOIDQbDVAxBLEE1BlOIDQQA2AgBBkOIDQbiMAzYCAEGQ4gNBkOQCNgIAQZDiA0HU8gI2AgBBqOMDQZDiA0G41QMQSxBNQZziA0EANgIAQZjiA0G4jAM2AgBBmOIDQZDkAjYCAEGY4gNBrPoCNgIAQajjA0GY4gNB4NUDEEsQTUGk4gNBADYCAEGg4gNBuIwDNgIAQaDiA0GQ5AI2AgBBoOIDQcD7AjYCAEGo4wNBoOIDQejVAxBLEE1BrOIDQQA2AgBBqOIDQbiMAzYCAEGo4gNBkOQCNgIAQajiA0G0/AI2AgBBqOMDQajiA0Hw1QMQSxBNQbTiA0EANgIAQbDiA0G4jAM2AgBBsOIDQZDkAjYCAEGw4gNBqP0CNgIAQajjA0Gw4gNB+NUDEEsQTUG84gNBADYCAEG44gNBuIwDNgIAQbjiA0GQ5AI2AgBBuOIDQZz+AjYCAEGo4wNBuOIDQYDWAxBLEE1BxOIDQQA2AgBBwOIDQbiMAzYCAEHA4gNBkOQCNgIAQcDiA0HA/wI2AgBBqOMDQcDiA0GI1gMQSxBNQcziA0EANgIAQcjiA0G4jAM2AgBByOIDQZDkAjYCAEHI4gNB5IADNgIAQajjA0HI4gNBkNYDEEsQTUHU4gNBADYCAEHQ4gNBuIwDNgIAQdDiA0GQ5AI2AgBB0OIDQYiCAzYCAEGo4wNB0OIDQZjWAxBLEE1B3OIDQQA2AgBB2OIDQbiMAzYCAEHY4gNBkOQCNgIAQeDiA0HwiwM2AgBB2OIDQZz0AjYCAEHg4gNBzPQCNgIAQajjA0HY4gNBwNUDEEsQTUHs4gNBADYCAEHo4gNBuIwDNgIAQejiA0GQ5AI2AgBB8OIDQZSMAzYCAEHo4gNBpPYCNgIAQfDiA0HU9gI2AgBBqOMDQejiA0HI1QMQSxBNQfziA0EANgIAQfjiA0G4jAM2AgBB+OIDQZDkAjYCAEGA4wMQ/ARB+OIDQZD4AjYCAEGo4wNB+OIDQdDVAxBLEE1BjOMDQQA2AgBBiOMDQbiMAzYCAEGI4wNBkOQCNgIAQZDjAxD8BEGI4wNBrPkCNgIAQajjA0GI4wNB2NUDEEsQTUGc4wNBADYCAEGY4wNBuIwDNgIAQZjjA0GQ5AI2AgBBmOMDQayDAzYCAEGo4wNBmOMDQaDWAxBLEE1BpOMDQQA2AgBBoOMDQbiMAzYCAEGg4wNBkOQCNgIAQaDjA0GkhAM2AgBBqOMDQaDjA0Go1gMQSxBNC5wCACMAQRBrIgMkAAJAIAUtAAtBB3ZFBEAgACAFKAIINgIIIAAgBSkCADcCAAwBCyAFKAIAIQIgBSgCBCEFIwBBEGsiBCQAAkACQAJAIAVBAkkEQCAAIgEgAC0AC0GAAXEgBXI6AAsgACAALQALQf8AcToACwwBCyAFQe////8DSw0BIARBCGogACAFQQJPBH8gBUEEakF8cSIBIAFBAWsiASABQQJGGwVBAQtBAWoQ4AEgBCgCDBogACAEKAIIIgE2AgAgACAAKAIIQYCAgIB4cSAEKAIMQf////8HcXI2AgggACAAKAIIQYCAgIB4cjYCCCAAIAU2AgQLIAEgAiAFQQFqEJgBIARBEGokAAwBCxBDAAsLIANBEGokAAsJACAAIAUQsQIL6AYBDn8jAEHgA2siACQAIABB3ANqIgcgAygCHCIGNgIAIAYgBigCBEEBajYCBCAHEHEhCgJ/IAUtAAtBB3YEQCAFKAIEDAELIAUtAAtB/wBxCwRAAn8gBS0AC0EHdgRAIAUoAgAMAQsgBQsoAgAgCkEtIAooAgAoAiwRAwBGIQsLIAIgCyAAQdwDaiAAQdgDaiAAQdQDaiETIABB0ANqIRAjAEEQayIGJAAgAEHEA2oiAkIANwIAIAJBADYCCCAGQRBqJAAgEyAQIRIgAiIMIQ8jAEEQayICJAAgAEG4A2oiBkIANwIAIAZBADYCCCACQRBqJAAgEiAPIREgBiEOIwBBEGsiAiQAIABBrANqIgdCADcCACAHQQA2AgggAkEQaiQAIBEgDiAHIABBqANqEJkDIABBnAQ2AhAgAEEIakEAIABBEGoiAhBOIQgCQAJ/An8gBS0AC0EHdgRAIAUoAgQMAQsgBS0AC0H/AHELIAAoAqgDSgRAAn8gBS0AC0EHdgRAIAUoAgQMAQsgBS0AC0H/AHELIQkgACgCqAMiDQJ/IAYtAAtBB3YEQCAGKAIEDAELIAYtAAtB/wBxCwJ/IActAAtBB3YEQCAHKAIEDAELIActAAtB/wBxCyAJIA1rQQF0ampqQQFqDAELIAAoAqgDAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELAn8gBi0AC0EHdgRAIAYoAgQMAQsgBi0AC0H/AHELampBAmoLIglB5QBJDQAgCUECdBBKIQkgCCgCACECIAggCTYCACACBEAgAiAIKAIEEQEACyAIKAIAIgINABBUAAsgAiAAQQRqIAAgAygCBAJ/IAUtAAtBB3YEQCAFKAIADAELIAULAn8gBS0AC0EHdgRAIAUoAgAMAQsgBQsCfyAFLQALQQd2BEAgBSgCBAwBCyAFLQALQf8AcQtBAnRqIAogCyAAQdgDaiAAKALUAyAAKALQAyAMIAYgByAAKAKoAxCYAyABIAIgACgCBCAAKAIAIAMgBBChASECIAgoAgAhASAIQQA2AgAgAQRAIAEgCCgCBBEBAAsgBxBPGiAGEE8aIAwQMBogACgC3AMiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAsgAEHgA2okACACC/oHARF/IwBBoAhrIgAkACAAIAU3AxAgACAGNwMYIAAgAEGwB2oiBzYCrAcgB0HkAEHPLyAAQRBqEK8BIQkgAEGcBDYCkAQgAEGIBGpBACAAQZAEaiIMEE4hDSAAQZwENgKQBCAAQYAEakEAIAwQTiEKAkAgCUHkAE8EQBBIIQcgACAFNwMAIAAgBjcDCCAAQawHaiAHQc8vIAAQlgEiCUF/Rg0BIA0oAgAhByANIAAoAqwHNgIAIAcEQCAHIA0oAgQRAQALIAlBAnQQSiEIIAooAgAhByAKIAg2AgAgBwRAIAcgCigCBBEBAAsgCigCAEUNASAKKAIAIQwLIABB/ANqIgggAygCHCIHNgIAIAcgBygCBEEBajYCBCAIEHEiESIHIAAoAqwHIgggCCAJaiAMIAcoAgAoAjARCAAaIAlBAEoEQCAAKAKsBy0AAEEtRiEPCyACIA8gAEH8A2ogAEH4A2ogAEH0A2ohFyAAQfADaiEUIwBBEGsiByQAIABB5ANqIgJCADcCACACQQA2AgggB0EQaiQAIBcgFCEWIAIiECETIwBBEGsiByQAIABB2ANqIgJCADcCACACQQA2AgggB0EQaiQAIBYgEyEVIAIiByESIwBBEGsiCCQAIABBzANqIgJCADcCACACQQA2AgggCEEQaiQAIBUgEiACIgggAEHIA2oQmQMgAEGcBDYCMCAAQShqQQAgAEEwaiICEE4hCwJ/IAAoAsgDIg4gCUgEQCAAKALIAwJ/IActAAtBB3YEQCAHKAIEDAELIActAAtB/wBxCwJ/IAgtAAtBB3YEQCAIKAIEDAELIAgtAAtB/wBxCyAJIA5rQQF0ampqQQFqDAELIAAoAsgDAn8gCC0AC0EHdgRAIAgoAgQMAQsgCC0AC0H/AHELAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELampBAmoLIg5B5QBPBEAgDkECdBBKIQ4gCygCACECIAsgDjYCACACBEAgAiALKAIEEQEACyALKAIAIgJFDQELIAIgAEEkaiAAQSBqIAMoAgQgDCAMIAlBAnRqIBEgDyAAQfgDaiAAKAL0AyAAKALwAyAQIAcgCCAAKALIAxCYAyABIAIgACgCJCAAKAIgIAMgBBChASECIAsoAgAhASALQQA2AgAgAQRAIAEgCygCBBEBAAsgCBBPGiAHEE8aIBAQMBogACgC/AMiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAsgCigCACEBIApBADYCACABBEAgASAKKAIEEQEACyANKAIAIQEgDUEANgIAIAEEQCABIA0oAgQRAQALIABBoAhqJAAgAg8LEFQAC+EGAQ5/IwBBsAFrIgAkACAAQawBaiIHIAMoAhwiBjYCACAGIAYoAgRBAWo2AgQgBxBtIQoCfyAFLQALQQd2BEAgBSgCBAwBCyAFLQALQf8AcQsEQAJ/IAUtAAtBB3YEQCAFKAIADAELIAULLQAAIApBLSAKKAIAKAIcEQMAQf8BcUYhCwsgAiALIABBrAFqIABBqAFqIABBpwFqIRMgAEGmAWohECMAQRBrIgYkACAAQZgBaiICQgA3AgAgAkEANgIIIAZBEGokACATIBAhEiACIgwhDyMAQRBrIgIkACAAQYwBaiIGQgA3AgAgBkEANgIIIAJBEGokACASIA8hESAGIQ4jAEEQayICJAAgAEGAAWoiB0IANwIAIAdBADYCCCACQRBqJAAgESAOIAcgAEH8AGoQnQMgAEGcBDYCECAAQQhqQQAgAEEQaiICEE4hCAJAAn8CfyAFLQALQQd2BEAgBSgCBAwBCyAFLQALQf8AcQsgACgCfEoEQAJ/IAUtAAtBB3YEQCAFKAIEDAELIAUtAAtB/wBxCyEJIAAoAnwiDQJ/IAYtAAtBB3YEQCAGKAIEDAELIAYtAAtB/wBxCwJ/IActAAtBB3YEQCAHKAIEDAELIActAAtB/wBxCyAJIA1rQQF0ampqQQFqDAELIAAoAnwCfyAHLQALQQd2BEAgBygCBAwBCyAHLQALQf8AcQsCfyAGLQALQQd2BEAgBigCBAwBCyAGLQALQf8AcQtqakECagsiCUHlAEkNACAJEEohCSAIKAIAIQIgCCAJNgIAIAIEQCACIAgoAgQRAQALIAgoAgAiAg0AEFQACyACIABBBGogACADKAIEAn8gBS0AC0EHdgRAIAUoAgAMAQsgBQsCfyAFLQALQQd2BEAgBSgCAAwBCyAFCwJ/IAUtAAtBB3YEQCAFKAIEDAELIAUtAAtB/wBxC2ogCiALIABBqAFqIAAsAKcBIAAsAKYBIAwgBiAHIAAoAnwQnAMgASACIAAoAgQgACgCACADIAQQbCECIAgoAgAhASAIQQA2AgAgAQRAIAEgCCgCBBEBAAsgBxAwGiAGEDAaIAwQMBogACgCrAEiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAsgAEGwAWokACACC/AHARF/IwBBwANrIgAkACAAIAU3AxAgACAGNwMYIAAgAEHQAmoiBzYCzAIgB0HkAEHPLyAAQRBqEK8BIQkgAEGcBDYC4AEgAEHYAWpBACAAQeABaiIMEE4hDSAAQZwENgLgASAAQdABakEAIAwQTiEKAkAgCUHkAE8EQBBIIQcgACAFNwMAIAAgBjcDCCAAQcwCaiAHQc8vIAAQlgEiCUF/Rg0BIA0oAgAhByANIAAoAswCNgIAIAcEQCAHIA0oAgQRAQALIAkQSiEIIAooAgAhByAKIAg2AgAgBwRAIAcgCigCBBEBAAsgCigCAEUNASAKKAIAIQwLIABBzAFqIgggAygCHCIHNgIAIAcgBygCBEEBajYCBCAIEG0iESIHIAAoAswCIgggCCAJaiAMIAcoAgAoAiARCAAaIAlBAEoEQCAAKALMAi0AAEEtRiEPCyACIA8gAEHMAWogAEHIAWogAEHHAWohFyAAQcYBaiEUIwBBEGsiByQAIABBuAFqIgJCADcCACACQQA2AgggB0EQaiQAIBcgFCEWIAIiECETIwBBEGsiByQAIABBrAFqIgJCADcCACACQQA2AgggB0EQaiQAIBYgEyEVIAIiByESIwBBEGsiCCQAIABBoAFqIgJCADcCACACQQA2AgggCEEQaiQAIBUgEiACIgggAEGcAWoQnQMgAEGcBDYCMCAAQShqQQAgAEEwaiICEE4hCwJ/IAAoApwBIg4gCUgEQCAAKAKcAQJ/IActAAtBB3YEQCAHKAIEDAELIActAAtB/wBxCwJ/IAgtAAtBB3YEQCAIKAIEDAELIAgtAAtB/wBxCyAJIA5rQQF0ampqQQFqDAELIAAoApwBAn8gCC0AC0EHdgRAIAgoAgQMAQsgCC0AC0H/AHELAn8gBy0AC0EHdgRAIAcoAgQMAQsgBy0AC0H/AHELampBAmoLIg5B5QBPBEAgDhBKIQ4gCygCACECIAsgDjYCACACBEAgAiALKAIEEQEACyALKAIAIgJFDQELIAIgAEEkaiAAQSBqIAMoAgQgDCAJIAxqIBEgDyAAQcgBaiAALADHASAALADGASAQIAcgCCAAKAKcARCcAyABIAIgACgCJCAAKAIgIAMgBBBsIQIgCygCACEBIAtBADYCACABBEAgASALKAIEEQEACyAIEDAaIAcQMBogEBAwGiAAKALMASIBIAEoAgRBAWsiAzYCBCADQX9GBEAgASABKAIAKAIIEQEACyAKKAIAIQEgCkEANgIAIAEEQCABIAooAgQRAQALIA0oAgAhASANQQA2AgAgAQRAIAEgDSgCBBEBAAsgAEHAA2okACACDwsQVAALsggBBX8jAEHAA2siACQAIAAgAjYCuAMgACABNgK8AyAAQZ0ENgIUIABBGGogAEEgaiAAQRRqIgEQTiELIABBEGoiCSAEKAIcIgc2AgAgByAHKAIEQQFqNgIEIAkQcSEHIABBADoADyAAQbwDaiACIAMgCSAEKAIEIAUgAEEPaiAHIAsgASAAQbADahChAwRAIwBBEGsiAiQAAkAgBi0AC0EHdgRAIAYoAgAhASACQQA2AgwgASACKAIMNgIAIAZBADYCBAwBCyACQQA2AgggBiACKAIINgIAIAYgBi0AC0GAAXE6AAsgBiAGLQALQf8AcToACwsgAkEQaiQAIAAtAA8EQCAGIAdBLSAHKAIAKAIsEQMAEP4CCyAHQTAgBygCACgCLBEDACEDIAsoAgAhAiAAKAIUIgdBBGshAQNAAkAgASACTQ0AIAIoAgAgA0cNACACQQRqIQIMAQsLIwBBEGsiCSQAAn8gBiIBLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshCCABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQELIQQCQCAHIAJrQQJ1IgNFDQACfyABLQALQQd2BEAgBigCAAwBCyAGCyACTQR/An8gBi0AC0EHdgRAIAYoAgAMAQsgBgsCfyAGLQALQQd2BEAgBigCBAwBCyAGLQALQf8AcQtBAnRqIAJPBUEAC0UEQCADIAQgCGtLBEAgBiAEIAggBGsgA2ogCCAIEPUECwJ/IAYtAAtBB3YEQCAGKAIADAELIAYLIAhBAnRqIQQDQCACIAdHBEAgBCACKAIANgIAIAJBBGohAiAEQQRqIQQMAQsLIAlBADYCBCAEIAkoAgQ2AgAgBiADIAhqEKkBDAELIwBBEGsiAyQAIAlBBGoiASACIAcQwwMgA0EQaiQAAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQshBAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEKIwBBEGsiByQAAkAgCiAGLQALQQd2BH8gBigCCEH/////B3FBAWsFQQELIgICfyAGLQALQQd2BEAgBigCBAwBCyAGLQALQf8AcQsiCGtNBEAgCkUNAQJ/IAYtAAtBB3YEQCAGKAIADAELIAYLIgMgCEECdGogBCAKEJgBIAYgCCAKaiICEKkBIAdBADYCDCADIAJBAnRqIAcoAgw2AgAMAQsgBiACIAogAmsgCGogCCAIQQAgCiAEEPYECyAHQRBqJAAgARBPGgsgCUEQaiQACyAAQbwDaiAAQbgDahBEBEAgBSAFKAIAQQJyNgIACyAAKAK8AyECIAAoAhAiAyADKAIEQQFrIgE2AgQgAUF/RgRAIAMgAygCACgCCBEBAAsgCyIBKAIAIQMgAUEANgIAIAMEQCADIAEoAgQRAQALIABBwANqJAAgAgvnBAECfyMAQfAEayIAJAAgACACNgLoBCAAIAE2AuwEIABBnQQ2AhAgAEHIAWogAEHQAWogAEEQahBOIQcgAEHAAWoiCCAEKAIcIgE2AgAgASABKAIEQQFqNgIEIAgQcSEBIABBADoAvwECQCAAQewEaiACIAMgCCAEKAIEIAUgAEG/AWogASAHIABBxAFqIABB4ARqEKEDRQ0AIABB+cEAKAAANgC3ASAAQfLBACkAADcDsAEgASAAQbABaiAAQboBaiAAQYABaiABKAIAKAIwEQgAGiAAQZwENgIQIABBCGpBACAAQRBqIgQQTiEBAkAgACgCxAEgBygCAGtBiQNOBEAgACgCxAEgBygCAGtBAnVBAmoQSiEDIAEoAgAhAiABIAM2AgAgAgRAIAIgASgCBBEBAAsgASgCAEUNASABKAIAIQQLIAAtAL8BBEAgBEEtOgAAIARBAWohBAsgBygCACECA0AgACgCxAEgAk0EQAJAIARBADoAACAAIAY2AgAgAEEQaiAAEMYDQQFHDQAgASgCACECIAFBADYCACACBEAgAiABKAIEEQEACwwECwUgBCAAQbABaiAAQYABaiIDIANBKGogAhCyAiADa0ECdWotAAA6AAAgBEEBaiEEIAJBBGohAgwBCwsQVAALEFQACyAAQewEaiAAQegEahBEBEAgBSAFKAIAQQJyNgIACyAAKALsBCECIAAoAsABIgEgASgCBEEBayIDNgIEIANBf0YEQCABIAEoAgAoAggRAQALIAcoAgAhASAHQQA2AgAgAQRAIAEgBygCBBEBAAsgAEHwBGokACACC9oGAQR/IwBBkAFrIgAkACAAIAI2AogBIAAgATYCjAEgAEGdBDYCFCAAQRhqIABBIGogAEEUaiIIEE4hCSAAQRBqIgcgBCgCHCIBNgIAIAEgASgCBEEBajYCBCAHEG0hASAAQQA6AA8gAEGMAWogAiADIAcgBCgCBCAFIABBD2ogASAJIAggAEGEAWoQpwMEQCMAQRBrIgIkAAJAIAYtAAtBB3YEQCAGKAIAIQMgAkEAOgAPIAMgAi0ADzoAACAGQQA2AgQMAQsgAkEAOgAOIAYgAi0ADjoAACAGIAYtAAtBgAFxOgALIAYgBi0AC0H/AHE6AAsLIAJBEGokACAALQAPBEAgBiABQS0gASgCACgCHBEDABBTCyABQTAgASgCACgCHBEDACEBIAkoAgAhAiAAKAIUIghBAWshAyABQf8BcSEBA0ACQCACIANPDQAgAi0AACABRw0AIAJBAWohAgwBCwsjAEEQayIHJAACfyAGLQALQQd2BEAgBigCBAwBCyAGLQALQf8AcQshAyAGIgEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgshBAJAIAggAmsiCkUNAAJ/IAEtAAtBB3YEQCAGKAIADAELIAYLIAJNBH8CfyAGLQALQQd2BEAgBigCAAwBCyAGCwJ/IAYtAAtBB3YEQCAGKAIEDAELIAYtAAtB/wBxC2ogAk8FQQALRQRAIAogBCADa0sEQCAGIAQgAyAEayAKaiADIAMQgQMLAn8gBi0AC0EHdgRAIAYoAgAMAQsgBgsgA2ohBANAIAIgCEcEQCAEIAItAAA6AAAgAkEBaiECIARBAWohBAwBCwsgB0EAOgAPIAQgBy0ADzoAACAGIAMgCmoQqQEMAQsgBgJ/IAcgAiAIIAYQwwIiAS0AC0EHdgRAIAEoAgAMAQsgAQsCfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsQRxogARAwGgsgB0EQaiQACyAAQYwBaiAAQYgBahBABEAgBSAFKAIAQQJyNgIACyAAKAKMASECIAAoAhAiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAsgCSgCACEBIAlBADYCACABBEAgASAJKAIEEQEACyAAQZABaiQAIAIL3QQBAn8jAEGQAmsiACQAIAAgAjYCiAIgACABNgKMAiAAQZ0ENgIQIABBmAFqIABBoAFqIABBEGoQTiEHIABBkAFqIgggBCgCHCIBNgIAIAEgASgCBEEBajYCBCAIEG0hASAAQQA6AI8BAkAgAEGMAmogAiADIAggBCgCBCAFIABBjwFqIAEgByAAQZQBaiAAQYQCahCnA0UNACAAQfnBACgAADYAhwEgAEHywQApAAA3A4ABIAEgAEGAAWogAEGKAWogAEH2AGogASgCACgCIBEIABogAEGcBDYCECAAQQhqQQAgAEEQaiIEEE4hAQJAIAAoApQBIAcoAgBrQeMATgRAIAAoApQBIAcoAgBrQQJqEEohAyABKAIAIQIgASADNgIAIAIEQCACIAEoAgQRAQALIAEoAgBFDQEgASgCACEECyAALQCPAQRAIARBLToAACAEQQFqIQQLIAcoAgAhAgNAIAAoApQBIAJNBEACQCAEQQA6AAAgACAGNgIAIABBEGogABDGA0EBRw0AIAEoAgAhAiABQQA2AgAgAgRAIAIgASgCBBEBAAsMBAsFIAQgAEH2AGoiAyADQQpqIAIQtQIgAGsgAGotAAo6AAAgBEEBaiEEIAJBAWohAgwBCwsQVAALEFQACyAAQYwCaiAAQYgCahBABEAgBSAFKAIAQQJyNgIACyAAKAKMAiECIAAoApABIgEgASgCBEEBayIDNgIEIANBf0YEQCABIAEoAgAoAggRAQALIAcoAgAhASAHQQA2AgAgAQRAIAEgBygCBBEBAAsgAEGQAmokACACC8gDAQJ/IwBBoANrIgckACAHIAdBoANqIgM2AgwjAEGQAWsiAiQAIAIgAkGEAWo2AhwgAEEIaiACQSBqIgggAkEcaiAEIAUgBhCqAyACQgA3AxAgAiAINgIMIAcoAgwgB0EQaiIEa0ECdSEFIAAoAgghBiMAQRBrIgAkACAAIAY2AgwgAEEIaiAAQQxqEIkBIQggBCACQQxqIAUgAkEQahDEAyEGIAgoAgAiBQRAQYS4AygCABogBQRAQYS4A0GMtwMgBSAFQX9GGzYCAAsLIABBEGokACAGQX9GBEAQVAALIAcgBCAGQQJ0ajYCDCACQZABaiQAIAcoAgwhAiMAQRBrIgYkACMAQSBrIgAkACAAQRhqIAQgAhC+AiAAKAIYIQUgACgCHCEHIwBBEGsiAiQAIAIgBTYCCCACIAE2AgwDQCAFIAdHBEAgAkEMaiAFKAIAENwDIAIgBUEEaiIFNgIIDAELCyAAIAIoAgg2AhAgACACKAIMNgIUIAJBEGokACAAIAQgACgCECAEa2o2AgwgACAAKAIUNgIIIAYgACgCDDYCCCAGIAAoAgg2AgwgAEEgaiQAIAYoAgwhACAGQRBqJAAgAyQAIAALiwIBAX8jAEGAAWsiAiQAIAIgAkH0AGo2AgwgAEEIaiACQRBqIgMgAkEMaiAEIAUgBhCqAyACKAIMIQQjAEEQayIGJAAjAEEgayIAJAAgAEEYaiADIAQQvgIgACgCGCEFIAAoAhwhByMAQRBrIgQkACAEIAU2AgggBCABNgIMA0AgBSAHRwRAIARBDGogBSwAABDHAiAEIAVBAWoiBTYCCAwBCwsgACAEKAIINgIQIAAgBCgCDDYCFCAEQRBqJAAgACADIAAoAhAgA2tqNgIMIAAgACgCFDYCCCAGIAAoAgw2AgggBiAAKAIINgIMIABBIGokACAGKAIMIQAgBkEQaiQAIAJBgAFqJAAgAAvgDwEDfyMAQTBrIgckACAHIAE2AiwgBEEANgIAIAcgAygCHCIINgIAIAggCCgCBEEBajYCBCAHEHEhCCAHKAIAIgkgCSgCBEEBayIKNgIEIApBf0YEQCAJIAkoAgAoAggRAQALAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAZBwQBrDjkAARcEFwUXBgcXFxcKFxcXFw4PEBcXFxMVFxcXFxcXFwABAgMDFxcBFwgXFwkLFwwXDRcLFxcREhQWCyAAIAVBGGogB0EsaiACIAQgCBCtAwwYCyAAIAVBEGogB0EsaiACIAQgCBCsAwwXCyAHIAAgASACIAMgBCAFAn8gAEEIaiAAKAIIKAIMEQAAIgAtAAtBB3YEQCAAKAIADAELIAALAn8gAC0AC0EHdgRAIAAoAgAMAQsgAAsCfyAALQALQQd2BEAgACgCBAwBCyAALQALQf8AcQtBAnRqEJ8BNgIsDBYLIAdBLGogAiAEIAhBAhCUASEAIAQoAgAhAQJAAkAgAEEBa0EeSw0AIAFBBHENACAFIAA2AgwMAQsgBCABQQRyNgIACwwVCyAHQajXAikDADcDGCAHQaDXAikDADcDECAHQZjXAikDADcDCCAHQZDXAikDADcDACAHIAAgASACIAMgBCAFIAcgB0EgahCfATYCLAwUCyAHQcjXAikDADcDGCAHQcDXAikDADcDECAHQbjXAikDADcDCCAHQbDXAikDADcDACAHIAAgASACIAMgBCAFIAcgB0EgahCfATYCLAwTCyAHQSxqIAIgBCAIQQIQlAEhACAEKAIAIQECQAJAIABBF0oNACABQQRxDQAgBSAANgIIDAELIAQgAUEEcjYCAAsMEgsgB0EsaiACIAQgCEECEJQBIQAgBCgCACEBAkACQCAAQQFrQQtLDQAgAUEEcQ0AIAUgADYCCAwBCyAEIAFBBHI2AgALDBELIAdBLGogAiAEIAhBAxCUASEAIAQoAgAhAQJAAkAgAEHtAkoNACABQQRxDQAgBSAANgIcDAELIAQgAUEEcjYCAAsMEAsgB0EsaiACIAQgCEECEJQBIQEgBCgCACEAAkACQCABQQFrIgFBC0sNACAAQQRxDQAgBSABNgIQDAELIAQgAEEEcjYCAAsMDwsgB0EsaiACIAQgCEECEJQBIQAgBCgCACEBAkACQCAAQTtKDQAgAUEEcQ0AIAUgADYCBAwBCyAEIAFBBHI2AgALDA4LIAdBLGohACMAQRBrIgEkACABIAI2AgwDQAJAIAAgAUEMahBEDQAgCEEBAn8gACgCACICKAIMIgMgAigCEEYEQCACIAIoAgAoAiQRAAAMAQsgAygCAAsgCCgCACgCDBEEAEUNACAAEF0aDAELCyAAIAFBDGoQRARAIAQgBCgCAEECcjYCAAsgAUEQaiQADA0LIAdBLGohAQJAAn8gAEEIaiAAKAIIKAIIEQAAIgAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxC0EAAn8gAC0AF0EHdgRAIAAoAhAMAQsgAC0AF0H/AHELa0YEQCAEIAQoAgBBBHI2AgAMAQsgASACIAAgAEEYaiAIIARBABD/ASECIAUoAgghAQJAIAAgAkcNACABQQxHDQAgBUEANgIIDAELAkAgAiAAa0EMRw0AIAFBC0oNACAFIAFBDGo2AggLCwwMCyAHQdDXAkEsEF4iBiAAIAEgAiADIAQgBSAGIAZBLGoQnwE2AiwMCwsgB0GQ2AIoAgA2AhAgB0GI2AIpAwA3AwggB0GA2AIpAwA3AwAgByAAIAEgAiADIAQgBSAHIAdBFGoQnwE2AiwMCgsgB0EsaiACIAQgCEECEJQBIQAgBCgCACEBAkACQCAAQTxKDQAgAUEEcQ0AIAUgADYCAAwBCyAEIAFBBHI2AgALDAkLIAdBuNgCKQMANwMYIAdBsNgCKQMANwMQIAdBqNgCKQMANwMIIAdBoNgCKQMANwMAIAcgACABIAIgAyAEIAUgByAHQSBqEJ8BNgIsDAgLIAdBLGogAiAEIAhBARCUASEAIAQoAgAhAQJAAkAgAEEGSg0AIAFBBHENACAFIAA2AhgMAQsgBCABQQRyNgIACwwHCyAAIAEgAiADIAQgBSAAKAIAKAIUEQoADAcLIAcgACABIAIgAyAEIAUCfyAAQQhqIAAoAggoAhgRAAAiAC0AC0EHdgRAIAAoAgAMAQsgAAsCfyAALQALQQd2BEAgACgCAAwBCyAACwJ/IAAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxC0ECdGoQnwE2AiwMBQsgBUEUaiAHQSxqIAIgBCAIEKsDDAQLIAdBLGogAiAEIAhBBBCUASEAIAQtAABBBHFFBEAgBSAAQewOazYCFAsMAwsgBkElRg0BCyAEIAQoAgBBBHI2AgAMAQsjAEEQayIAJAAgACACNgIMQQYhAQJAAkAgB0EsaiIDIABBDGoQRA0AQQQhASAIAn8gAygCACICKAIMIgUgAigCEEYEQCACIAIoAgAoAiQRAAAMAQsgBSgCAAtBACAIKAIAKAI0EQQAQSVHDQBBAiEBIAMQXSAAQQxqEERFDQELIAQgBCgCACABcjYCAAsgAEEQaiQACyAHKAIsCyEAIAdBMGokACAAC4QBAQF/IwBBEGsiACQAIAAgATYCDCAAQQhqIgEgAygCHCIDNgIAIAMgAygCBEEBajYCBCABEHEhAyABKAIAIgEgASgCBEEBayIGNgIEIAZBf0YEQCABIAEoAgAoAggRAQALIAVBFGogAEEMaiACIAQgAxCrAyAAKAIMIQEgAEEQaiQAIAELhgEBAn8jAEEQayIGJAAgBiABNgIMIAZBCGoiASADKAIcIgM2AgAgAyADKAIEQQFqNgIEIAEQcSEDIAEoAgAiASABKAIEQQFrIgc2AgQgB0F/RgRAIAEgASgCACgCCBEBAAsgACAFQRBqIAZBDGogAiAEIAMQrAMgBigCDCEAIAZBEGokACAAC4YBAQJ/IwBBEGsiBiQAIAYgATYCDCAGQQhqIgEgAygCHCIDNgIAIAMgAygCBEEBajYCBCABEHEhAyABKAIAIgEgASgCBEEBayIHNgIEIAdBf0YEQCABIAEoAgAoAggRAQALIAAgBUEYaiAGQQxqIAIgBCADEK0DIAYoAgwhACAGQRBqJAAgAAtxACAAIAEgAiADIAQgBQJ/IABBCGogACgCCCgCFBEAACIALQALQQd2BEAgACgCAAwBCyAACwJ/IAAtAAtBB3YEQCAAKAIADAELIAALAn8gAC0AC0EHdgRAIAAoAgQMAQsgAC0AC0H/AHELQQJ0ahCfAQtdAQF/IwBBIGsiBiQAIAZBuNgCKQMANwMYIAZBsNgCKQMANwMQIAZBqNgCKQMANwMIIAZBoNgCKQMANwMAIAAgASACIAMgBCAFIAYgBkEgaiIBEJ8BIQAgASQAIAALjw8BA38jAEEQayIHJAAgByABNgIMIARBADYCACAHIAMoAhwiCDYCACAIIAgoAgRBAWo2AgQgBxBtIQggBygCACIJIAkoAgRBAWsiCjYCBCAKQX9GBEAgCSAJKAIAKAIIEQEACwJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAGQcEAaw45AAEXBBcFFwYHFxcXChcXFxcODxAXFxcTFRcXFxcXFxcAAQIDAxcXARcIFxcJCxcMFw0XCxcXERIUFgsgACAFQRhqIAdBDGogAiAEIAgQsQMMGAsgACAFQRBqIAdBDGogAiAEIAgQsAMMFwsgByAAIAEgAiADIAQgBQJ/IABBCGogACgCCCgCDBEAACIALQALQQd2BEAgACgCAAwBCyAACwJ/IAAtAAtBB3YEQCAAKAIADAELIAALAn8gAC0AC0EHdgRAIAAoAgQMAQsgAC0AC0H/AHELahCgATYCDAwWCyAHQQxqIAIgBCAIQQIQlQEhACAEKAIAIQECQAJAIABBAWtBHksNACABQQRxDQAgBSAANgIMDAELIAQgAUEEcjYCAAsMFQsgB0Kl2r2pwuzLkvkANwMAIAcgACABIAIgAyAEIAUgByAHQQhqEKABNgIMDBQLIAdCpbK1qdKty5LkADcDACAHIAAgASACIAMgBCAFIAcgB0EIahCgATYCDAwTCyAHQQxqIAIgBCAIQQIQlQEhACAEKAIAIQECQAJAIABBF0oNACABQQRxDQAgBSAANgIIDAELIAQgAUEEcjYCAAsMEgsgB0EMaiACIAQgCEECEJUBIQAgBCgCACEBAkACQCAAQQFrQQtLDQAgAUEEcQ0AIAUgADYCCAwBCyAEIAFBBHI2AgALDBELIAdBDGogAiAEIAhBAxCVASEAIAQoAgAhAQJAAkAgAEHtAkoNACABQQRxDQAgBSAANgIcDAELIAQgAUEEcjYCAAsMEAsgB0EMaiACIAQgCEECEJUBIQEgBCgCACEAAkACQCABQQFrIgFBC0sNACAAQQRxDQAgBSABNgIQDAELIAQgAEEEcjYCAAsMDwsgB0EMaiACIAQgCEECEJUBIQAgBCgCACEBAkACQCAAQTtKDQAgAUEEcQ0AIAUgADYCBAwBCyAEIAFBBHI2AgALDA4LIAdBDGohACMAQRBrIgEkACABIAI2AgwDQAJAIAAgAUEMahBADQACfyAAKAIAIgIoAgwiAyACKAIQRgRAIAIgAigCACgCJBEAAAwBCyADLQAAC8AiAkEATgR/IAgoAgggAkH/AXFBAnRqKAIAQQFxBUEAC0UNACAAEFoaDAELCyAAIAFBDGoQQARAIAQgBCgCAEECcjYCAAsgAUEQaiQADA0LIAdBDGohAQJAAn8gAEEIaiAAKAIIKAIIEQAAIgAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxC0EAAn8gAC0AF0EHdgRAIAAoAhAMAQsgAC0AF0H/AHELa0YEQCAEIAQoAgBBBHI2AgAMAQsgASACIAAgAEEYaiAIIARBABCAAiECIAUoAgghAQJAIAAgAkcNACABQQxHDQAgBUEANgIIDAELAkAgAiAAa0EMRw0AIAFBC0oNACAFIAFBDGo2AggLCwwMCyAHQfjWAigAADYAByAHQfHWAikAADcDACAHIAAgASACIAMgBCAFIAcgB0ELahCgATYCDAwLCyAHQYDXAi0AADoABCAHQfzWAigAADYCACAHIAAgASACIAMgBCAFIAcgB0EFahCgATYCDAwKCyAHQQxqIAIgBCAIQQIQlQEhACAEKAIAIQECQAJAIABBPEoNACABQQRxDQAgBSAANgIADAELIAQgAUEEcjYCAAsMCQsgB0KlkOmp0snOktMANwMAIAcgACABIAIgAyAEIAUgByAHQQhqEKABNgIMDAgLIAdBDGogAiAEIAhBARCVASEAIAQoAgAhAQJAAkAgAEEGSg0AIAFBBHENACAFIAA2AhgMAQsgBCABQQRyNgIACwwHCyAAIAEgAiADIAQgBSAAKAIAKAIUEQoADAcLIAcgACABIAIgAyAEIAUCfyAAQQhqIAAoAggoAhgRAAAiAC0AC0EHdgRAIAAoAgAMAQsgAAsCfyAALQALQQd2BEAgACgCAAwBCyAACwJ/IAAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxC2oQoAE2AgwMBQsgBUEUaiAHQQxqIAIgBCAIEK8DDAQLIAdBDGogAiAEIAhBBBCVASEAIAQtAABBBHFFBEAgBSAAQewOazYCFAsMAwsgBkElRg0BCyAEIAQoAgBBBHI2AgAMAQsjAEEQayIAJAAgACACNgIMQQYhAQJAAkAgB0EMaiIDIABBDGoQQA0AQQQhASAIAn8gAygCACICKAIMIgUgAigCEEYEQCACIAIoAgAoAiQRAAAMAQsgBS0AAAvAQQAgCCgCACgCJBEEAEElRw0AQQIhASADEFogAEEMahBARQ0BCyAEIAQoAgAgAXI2AgALIABBEGokAAsgBygCDAshACAHQRBqJAAgAAuEAQEBfyMAQRBrIgAkACAAIAE2AgwgAEEIaiIBIAMoAhwiAzYCACADIAMoAgRBAWo2AgQgARBtIQMgASgCACIBIAEoAgRBAWsiBjYCBCAGQX9GBEAgASABKAIAKAIIEQEACyAFQRRqIABBDGogAiAEIAMQrwMgACgCDCEBIABBEGokACABC4YBAQJ/IwBBEGsiBiQAIAYgATYCDCAGQQhqIgEgAygCHCIDNgIAIAMgAygCBEEBajYCBCABEG0hAyABKAIAIgEgASgCBEEBayIHNgIEIAdBf0YEQCABIAEoAgAoAggRAQALIAAgBUEQaiAGQQxqIAIgBCADELADIAYoAgwhACAGQRBqJAAgAAuGAQECfyMAQRBrIgYkACAGIAE2AgwgBkEIaiIBIAMoAhwiAzYCACADIAMoAgRBAWo2AgQgARBtIQMgASgCACIBIAEoAgRBAWsiBzYCBCAHQX9GBEAgASABKAIAKAIIEQEACyAAIAVBGGogBkEMaiACIAQgAxCxAyAGKAIMIQAgBkEQaiQAIAALbgAgACABIAIgAyAEIAUCfyAAQQhqIAAoAggoAhQRAAAiAC0AC0EHdgRAIAAoAgAMAQsgAAsCfyAALQALQQd2BEAgACgCAAwBCyAACwJ/IAAtAAtBB3YEQCAAKAIEDAELIAAtAAtB/wBxC2oQoAELQAEBfyMAQRBrIgYkACAGQqWQ6anSyc6S0wA3AwggACABIAIgAyAEIAUgBkEIaiAGQRBqIgEQoAEhACABJAAgAAvUAQEHfyMAQdABayIAJAAQSCEFIAAgBDYCACAAQbABaiIGIAYgBkEUIAVB/CYgABBkIgpqIgcgAhB3IQggAEEQaiIEIAIoAhwiBTYCACAFIAUoAgRBAWo2AgQgBBBxIQkgBCgCACIFIAUoAgRBAWsiCzYCBCALQX9GBEAgBSAFKAIAKAIIEQEACyAJIAYgByAEIAkoAgAoAjARCAAaIAEgBCAKQQJ0IARqIgEgCCAAa0ECdCAAakGwBWsgByAIRhsgASACIAMQoQEhASAAQdABaiQAIAELoQUBCH8CfyMAQaADayIAJAAgAEIlNwOYAyAAQZgDakEBckHhOyACKAIEEP0BIQcgACAAQfACajYC7AIQSCEJAn8gBwRAIAIoAgghBiAAQUBrIAU3AwAgACAENwM4IAAgBjYCMCAAQfACakEeIAkgAEGYA2ogAEEwahBkDAELIAAgBDcDUCAAIAU3A1ggAEHwAmpBHiAJIABBmANqIABB0ABqEGQLIQggAEGcBDYCgAEgAEHkAmpBACAAQYABahBOIQkgAEHwAmoiCiEGAkAgCEEeTgRAEEghBgJ/IAcEQCACKAIIIQggACAFNwMQIAAgBDcDCCAAIAg2AgAgAEHsAmogBiAAQZgDaiAAEJYBDAELIAAgBDcDICAAIAU3AyggAEHsAmogBiAAQZgDaiAAQSBqEJYBCyIIQX9GDQEgCSgCACEGIAkgACgC7AI2AgAgBgRAIAYgCSgCBBEBAAsgACgC7AIhBgsgBiAGIAhqIgwgAhB3IQ0gAEGcBDYCgAEgAEH4AGpBACAAQYABahBOIQYCQCAAKALsAiAAQfACakYEQCAAQYABaiEIDAELIAhBA3QQSiIIRQ0BIAYoAgAhByAGIAg2AgAgBwRAIAcgBigCBBEBAAsgACgC7AIhCgsgAEHsAGoiByACKAIcIgs2AgAgCyALKAIEQQFqNgIEIAogDSAMIAggAEH0AGogAEHwAGogBxC2AyAHKAIAIgcgBygCBEEBayIKNgIEIApBf0YEQCAHIAcoAgAoAggRAQALIAEgCCAAKAJ0IAAoAnAgAiADEKEBIQIgBigCACEBIAZBADYCACABBEAgASAGKAIEEQEACyAJKAIAIQEgCUEANgIAIAEEQCABIAkoAgQRAQALIABBoANqJAAgAgwBCxBUAAsL/gQBCH8CfyMAQfACayIAJAAgAEIlNwPoAiAAQegCakEBckH9gAEgAigCBBD9ASEGIAAgAEHAAmo2ArwCEEghCAJ/IAYEQCACKAIIIQUgACAEOQMoIAAgBTYCICAAQcACakEeIAggAEHoAmogAEEgahBkDAELIAAgBDkDMCAAQcACakEeIAggAEHoAmogAEEwahBkCyEHIABBnAQ2AlAgAEG0AmpBACAAQdAAahBOIQggAEHAAmoiCSEFAkAgB0EeTgRAEEghBQJ/IAYEQCACKAIIIQcgACAEOQMIIAAgBzYCACAAQbwCaiAFIABB6AJqIAAQlgEMAQsgACAEOQMQIABBvAJqIAUgAEHoAmogAEEQahCWAQsiB0F/Rg0BIAgoAgAhBSAIIAAoArwCNgIAIAUEQCAFIAgoAgQRAQALIAAoArwCIQULIAUgBSAHaiILIAIQdyEMIABBnAQ2AlAgAEHIAGpBACAAQdAAahBOIQUCQCAAKAK8AiAAQcACakYEQCAAQdAAaiEHDAELIAdBA3QQSiIHRQ0BIAUoAgAhBiAFIAc2AgAgBgRAIAYgBSgCBBEBAAsgACgCvAIhCQsgAEE8aiIGIAIoAhwiCjYCACAKIAooAgRBAWo2AgQgCSAMIAsgByAAQcQAaiAAQUBrIAYQtgMgBigCACIGIAYoAgRBAWsiCTYCBCAJQX9GBEAgBiAGKAIAKAIIEQEACyABIAcgACgCRCAAKAJAIAIgAxChASECIAUoAgAhASAFQQA2AgAgAQRAIAEgBSgCBBEBAAsgCCgCACEBIAhBADYCACABBEAgASAIKAIEEQEACyAAQfACaiQAIAIMAQsQVAALC9wBAQV/IwBBgAJrIgAkACAAQiU3A/gBIABB+AFqIgZBAXJBgilBACACKAIEEKwBEEghByAAIAQ3AwAgAEHgAWoiBSAFQRggByAGIAAQZCAFaiIIIAIQdyEJIABBFGoiBiACKAIcIgc2AgAgByAHKAIEQQFqNgIEIAUgCSAIIABBIGoiByAAQRxqIABBGGogBhD8ASAGKAIAIgUgBSgCBEEBayIGNgIEIAZBf0YEQCAFIAUoAgAoAggRAQALIAEgByAAKAIcIAAoAhggAiADEKEBIQEgAEGAAmokACABC9wBAQR/IwBBkAFrIgAkACAAQiU3A4gBIABBiAFqIgVBAXJBpSlBACACKAIEEKwBEEghBiAAIAQ2AgAgAEH7AGoiBCAEQQ0gBiAFIAAQZCAEaiIHIAIQdyEIIABBBGoiBSACKAIcIgY2AgAgBiAGKAIEQQFqNgIEIAQgCCAHIABBEGoiBiAAQQxqIABBCGogBRD8ASAFKAIAIgQgBCgCBEEBayIFNgIEIAVBf0YEQCAEIAQoAgAoAggRAQALIAEgBiAAKAIMIAAoAgggAiADEKEBIQEgAEGQAWokACABC9wBAQV/IwBBgAJrIgAkACAAQiU3A/gBIABB+AFqIgZBAXJBgilBASACKAIEEKwBEEghByAAIAQ3AwAgAEHgAWoiBSAFQRggByAGIAAQZCAFaiIIIAIQdyEJIABBFGoiBiACKAIcIgc2AgAgByAHKAIEQQFqNgIEIAUgCSAIIABBIGoiByAAQRxqIABBGGogBhD8ASAGKAIAIgUgBSgCBEEBayIGNgIEIAZBf0YEQCAFIAUoAgAoAggRAQALIAEgByAAKAIcIAAoAhggAiADEKEBIQEgAEGAAmokACABC9wBAQR/IwBBkAFrIgAkACAAQiU3A4gBIABBiAFqIgVBAXJBpSlBASACKAIEEKwBEEghBiAAIAQ2AgAgAEH7AGoiBCAEQQ0gBiAFIAAQZCAEaiIHIAIQdyEIIABBBGoiBSACKAIcIgY2AgAgBiAGKAIEQQFqNgIEIAQgCCAHIABBEGoiBiAAQQxqIABBCGogBRD8ASAFKAIAIgQgBCgCBEEBayIFNgIEIAVBf0YEQCAEIAQoAgAoAggRAQALIAEgBiAAKAIMIAAoAgggAiADEKEBIQEgAEGQAWokACABC5oCAQF/IwBBIGsiBSQAIAUgATYCHAJAIAIoAgRBAXFFBEAgACABIAIgAyAEIAAoAgAoAhgRCQAhAgwBCyAFQRBqIgEgAigCHCIANgIAIAAgACgCBEEBajYCBCABEMgBIQAgASgCACIBIAEoAgRBAWsiAjYCBCACQX9GBEAgASABKAIAKAIIEQEACwJAIAQEQCAFQRBqIAAgACgCACgCGBECAAwBCyAFQRBqIAAgACgCACgCHBECAAsgBSAFQRBqEHg2AgwDQCAFIAVBEGoQqwE2AgggBSgCDCAFKAIIRwRAIAVBHGogBSgCDCgCABDcAyAFIAUoAgxBBGo2AgwMAQUgBSgCHCECIAVBEGoQTxoLCwsgBUEgaiQAIAILeQAgAEHAABApIgE2AgAgAEKygICAgIiAgIB/NwIEIAFB9swAKQAANwAAIAFBADoAMiABQabNAC8AADsAMCABQZ7NACkAADcAKCABQZbNACkAADcAICABQY7NACkAADcAGCABQYbNACkAADcAECABQf7MACkAADcACAvLAQEHfyMAQeAAayIAJAAQSCEFIAAgBDYCACAAQUBrIgYgBiAGQRQgBUH8JiAAEGQiCmoiByACEHchCCAAQRBqIgQgAigCHCIFNgIAIAUgBSgCBEEBajYCBCAEEG0hCSAEKAIAIgUgBSgCBEEBayILNgIEIAtBf0YEQCAFIAUoAgAoAggRAQALIAkgBiAHIAQgCSgCACgCIBEIABogASAEIAQgCmoiASAIIABrIABqQTBrIAcgCEYbIAEgAiADEGwhASAAQeAAaiQAIAELoAUBCH8CfyMAQYACayIAJAAgAEIlNwP4ASAAQfgBakEBckHhOyACKAIEEP0BIQcgACAAQdABajYCzAEQSCEJAn8gBwRAIAIoAgghBiAAQUBrIAU3AwAgACAENwM4IAAgBjYCMCAAQdABakEeIAkgAEH4AWogAEEwahBkDAELIAAgBDcDUCAAIAU3A1ggAEHQAWpBHiAJIABB+AFqIABB0ABqEGQLIQggAEGcBDYCgAEgAEHEAWpBACAAQYABahBOIQkgAEHQAWoiCiEGAkAgCEEeTgRAEEghBgJ/IAcEQCACKAIIIQggACAFNwMQIAAgBDcDCCAAIAg2AgAgAEHMAWogBiAAQfgBaiAAEJYBDAELIAAgBDcDICAAIAU3AyggAEHMAWogBiAAQfgBaiAAQSBqEJYBCyIIQX9GDQEgCSgCACEGIAkgACgCzAE2AgAgBgRAIAYgCSgCBBEBAAsgACgCzAEhBgsgBiAGIAhqIgwgAhB3IQ0gAEGcBDYCgAEgAEH4AGpBACAAQYABahBOIQYCQCAAKALMASAAQdABakYEQCAAQYABaiEIDAELIAhBAXQQSiIIRQ0BIAYoAgAhByAGIAg2AgAgBwRAIAcgBigCBBEBAAsgACgCzAEhCgsgAEHsAGoiByACKAIcIgs2AgAgCyALKAIEQQFqNgIEIAogDSAMIAggAEH0AGogAEHwAGogBxC3AyAHKAIAIgcgBygCBEEBayIKNgIEIApBf0YEQCAHIAcoAgAoAggRAQALIAEgCCAAKAJ0IAAoAnAgAiADEGwhAiAGKAIAIQEgBkEANgIAIAEEQCABIAYoAgQRAQALIAkoAgAhASAJQQA2AgAgAQRAIAEgCSgCBBEBAAsgAEGAAmokACACDAELEFQACwv9BAEIfwJ/IwBB0AFrIgAkACAAQiU3A8gBIABByAFqQQFyQf2AASACKAIEEP0BIQYgACAAQaABajYCnAEQSCEIAn8gBgRAIAIoAgghBSAAIAQ5AyggACAFNgIgIABBoAFqQR4gCCAAQcgBaiAAQSBqEGQMAQsgACAEOQMwIABBoAFqQR4gCCAAQcgBaiAAQTBqEGQLIQcgAEGcBDYCUCAAQZQBakEAIABB0ABqEE4hCCAAQaABaiIJIQUCQCAHQR5OBEAQSCEFAn8gBgRAIAIoAgghByAAIAQ5AwggACAHNgIAIABBnAFqIAUgAEHIAWogABCWAQwBCyAAIAQ5AxAgAEGcAWogBSAAQcgBaiAAQRBqEJYBCyIHQX9GDQEgCCgCACEFIAggACgCnAE2AgAgBQRAIAUgCCgCBBEBAAsgACgCnAEhBQsgBSAFIAdqIgsgAhB3IQwgAEGcBDYCUCAAQcgAakEAIABB0ABqEE4hBQJAIAAoApwBIABBoAFqRgRAIABB0ABqIQcMAQsgB0EBdBBKIgdFDQEgBSgCACEGIAUgBzYCACAGBEAgBiAFKAIEEQEACyAAKAKcASEJCyAAQTxqIgYgAigCHCIKNgIAIAogCigCBEEBajYCBCAJIAwgCyAHIABBxABqIABBQGsgBhC3AyAGKAIAIgYgBigCBEEBayIJNgIEIAlBf0YEQCAGIAYoAgAoAggRAQALIAEgByAAKAJEIAAoAkAgAiADEGwhAiAFKAIAIQEgBUEANgIAIAEEQCABIAUoAgQRAQALIAgoAgAhASAIQQA2AgAgAQRAIAEgCCgCBBEBAAsgAEHQAWokACACDAELEFQACwvaAQEFfyMAQfAAayIAJAAgAEIlNwNoIABB6ABqIgZBAXJBgilBACACKAIEEKwBEEghByAAIAQ3AwAgAEHQAGoiBSAFQRggByAGIAAQZCAFaiIIIAIQdyEJIABBFGoiBiACKAIcIgc2AgAgByAHKAIEQQFqNgIEIAUgCSAIIABBIGoiByAAQRxqIABBGGogBhD+ASAGKAIAIgUgBSgCBEEBayIGNgIEIAZBf0YEQCAFIAUoAgAoAggRAQALIAEgByAAKAIcIAAoAhggAiADEGwhASAAQfAAaiQAIAEL1gEBBH8jAEFAaiIAJAAgAEIlNwM4IABBOGoiBUEBckGlKUEAIAIoAgQQrAEQSCEGIAAgBDYCACAAQStqIgQgBEENIAYgBSAAEGQgBGoiByACEHchCCAAQQRqIgUgAigCHCIGNgIAIAYgBigCBEEBajYCBCAEIAggByAAQRBqIgYgAEEMaiAAQQhqIAUQ/gEgBSgCACIEIAQoAgRBAWsiBTYCBCAFQX9GBEAgBCAEKAIAKAIIEQEACyABIAYgACgCDCAAKAIIIAIgAxBsIQEgAEFAayQAIAEL2gEBBX8jAEHwAGsiACQAIABCJTcDaCAAQegAaiIGQQFyQYIpQQEgAigCBBCsARBIIQcgACAENwMAIABB0ABqIgUgBUEYIAcgBiAAEGQgBWoiCCACEHchCSAAQRRqIgYgAigCHCIHNgIAIAcgBygCBEEBajYCBCAFIAkgCCAAQSBqIgcgAEEcaiAAQRhqIAYQ/gEgBigCACIFIAUoAgRBAWsiBjYCBCAGQX9GBEAgBSAFKAIAKAIIEQEACyABIAcgACgCHCAAKAIYIAIgAxBsIQEgAEHwAGokACABC9YBAQR/IwBBQGoiACQAIABCJTcDOCAAQThqIgVBAXJBpSlBASACKAIEEKwBEEghBiAAIAQ2AgAgAEEraiIEIARBDSAGIAUgABBkIARqIgcgAhB3IQggAEEEaiIFIAIoAhwiBjYCACAGIAYoAgRBAWo2AgQgBCAIIAcgAEEQaiIGIABBDGogAEEIaiAFEP4BIAUoAgAiBCAEKAIEQQFrIgU2AgQgBUF/RgRAIAQgBCgCACgCCBEBAAsgASAGIAAoAgwgACgCCCACIAMQbCEBIABBQGskACABC5oCAQF/IwBBIGsiBSQAIAUgATYCHAJAIAIoAgRBAXFFBEAgACABIAIgAyAEIAAoAgAoAhgRCQAhAgwBCyAFQRBqIgEgAigCHCIANgIAIAAgACgCBEEBajYCBCABEMoBIQAgASgCACIBIAEoAgRBAWsiAjYCBCACQX9GBEAgASABKAIAKAIIEQEACwJAIAQEQCAFQRBqIAAgACgCACgCGBECAAwBCyAFQRBqIAAgACgCACgCHBECAAsgBSAFQRBqEHg2AgwDQCAFIAVBEGoQrQE2AgggBSgCDCAFKAIIRwRAIAVBHGogBSgCDCwAABDHAiAFIAUoAgxBAWo2AgwMAQUgBSgCHCECIAVBEGoQMBoLCwsgBUEgaiQAIAILyQUBAn8jAEHAAmsiACQAIAAgAjYCuAIgACABNgK8AiMAQRBrIgIkACAAQcQBaiIBQgA3AgAgAUEANgIIIAJBEGokACAAQRBqIgYgAygCHCICNgIAIAIgAigCBEEBajYCBCAGEHEiAkHQ1gJB6tYCIABB0AFqIAIoAgAoAjARCAAaIAYoAgAiAiACKAIEQQFrIgM2AgQgA0F/RgRAIAIgAigCACgCCBEBAAsgASEDIwBBEGsiASQAIABBuAFqIgJCADcCACACQQA2AgggAUEQaiQAIAIgAi0AC0EHdgR/IAIoAghB/////wdxQQFrBUEKCxA1IAACfyACLQALQQd2BEAgAigCAAwBCyACCyIBNgK0ASAAIAY2AgwgAEEANgIIA0ACQCAAQbwCaiAAQbgCahBEDQAgACgCtAECfyACLQALQQd2BEAgAigCBAwBCyACLQALQf8AcQsgAWpGBEACfyACLQALQQd2BEAgAigCBAwBCyACLQALQf8AcQshBiACAn8gAi0AC0EHdgRAIAIoAgQMAQsgAi0AC0H/AHELQQF0EDUgAiACLQALQQd2BH8gAigCCEH/////B3FBAWsFQQoLEDUgACAGAn8gAi0AC0EHdgRAIAIoAgAMAQsgAgsiAWo2ArQBCwJ/IAAoArwCIgYoAgwiByAGKAIQRgRAIAYgBigCACgCJBEAAAwBCyAHKAIAC0EQIAEgAEG0AWogAEEIakEAIAMgAEEQaiAAQQxqIABB0AFqEMcBDQAgAEG8AmoQXRoMAQsLIAIgACgCtAEgAWsQNQJ/IAItAAtBB3YEQCACKAIADAELIAILIQEQSCEGIAAgBTYCACABIAYgABC5A0EBRwRAIARBBDYCAAsgAEG8AmogAEG4AmoQRARAIAQgBCgCAEECcjYCAAsgACgCvAIhASACEDAaIAMQMBogAEHAAmokACABC88FAgF/AX4jAEGAA2siACQAIAAgAjYC+AIgACABNgL8AiAAQdwBaiADIABB8AFqIABB7AFqIABB6AFqELQCIwBBEGsiAiQAIABB0AFqIgFCADcCACABQQA2AgggAkEQaiQAIAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAACfyABLQALQQd2BEAgASgCAAwBCyABCyICNgLMASAAIABBIGo2AhwgAEEANgIYIABBAToAFyAAQcUAOgAWA0ACQCAAQfwCaiAAQfgCahBEDQAgACgCzAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgAmpGBEACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshAyABAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELQQF0EDUgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgACADAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAmo2AswBCwJ/IAAoAvwCIgMoAgwiBiADKAIQRgRAIAMgAygCACgCJBEAAAwBCyAGKAIACyAAQRdqIABBFmogAiAAQcwBaiAAKALsASAAKALoASAAQdwBaiAAQSBqIABBHGogAEEYaiAAQfABahCzAg0AIABB/AJqEF0aDAELCwJAAn8gAC0A5wFBB3YEQCAAKALgAQwBCyAALQDnAUH/AHELRQ0AIAAtABdFDQAgACgCHCIDIABBIGprQZ8BSg0AIAAgA0EEajYCHCADIAAoAhg2AgALIAAgAiAAKALMASAEELoDIAApAwAhByAFIAApAwg3AwggBSAHNwMAIABB3AFqIABBIGogACgCHCAEEGUgAEH8AmogAEH4AmoQRARAIAQgBCgCAEECcjYCAAsgACgC/AIhAiABEDAaIABB3AFqEDAaIABBgANqJAAgAgu4BQEBfyMAQfACayIAJAAgACACNgLoAiAAIAE2AuwCIABBzAFqIAMgAEHgAWogAEHcAWogAEHYAWoQtAIjAEEQayICJAAgAEHAAWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArwBIAAgAEEQajYCDCAAQQA2AgggAEEBOgAHIABBxQA6AAYDQAJAIABB7AJqIABB6AJqEEQNACAAKAK8AQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCvAELAn8gACgC7AIiAygCDCIGIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAYoAgALIABBB2ogAEEGaiACIABBvAFqIAAoAtwBIAAoAtgBIABBzAFqIABBEGogAEEMaiAAQQhqIABB4AFqELMCDQAgAEHsAmoQXRoMAQsLAkACfyAALQDXAUEHdgRAIAAoAtABDAELIAAtANcBQf8AcQtFDQAgAC0AB0UNACAAKAIMIgMgAEEQamtBnwFKDQAgACADQQRqNgIMIAMgACgCCDYCAAsgBSACIAAoArwBIAQQuwM5AwAgAEHMAWogAEEQaiAAKAIMIAQQZSAAQewCaiAAQegCahBEBEAgBCAEKAIAQQJyNgIACyAAKALsAiECIAEQMBogAEHMAWoQMBogAEHwAmokACACC7gFAQF/IwBB8AJrIgAkACAAIAI2AugCIAAgATYC7AIgAEHMAWogAyAAQeABaiAAQdwBaiAAQdgBahC0AiMAQRBrIgIkACAAQcABaiIBQgA3AgAgAUEANgIIIAJBEGokACABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAjYCvAEgACAAQRBqNgIMIABBADYCCCAAQQE6AAcgAEHFADoABgNAAkAgAEHsAmogAEHoAmoQRA0AIAAoArwBAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELIAJqRgRAAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELIQMgAQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxC0EBdBA1IAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAAgAwJ/IAEtAAtBB3YEQCABKAIADAELIAELIgJqNgK8AQsCfyAAKALsAiIDKAIMIgYgAygCEEYEQCADIAMoAgAoAiQRAAAMAQsgBigCAAsgAEEHaiAAQQZqIAIgAEG8AWogACgC3AEgACgC2AEgAEHMAWogAEEQaiAAQQxqIABBCGogAEHgAWoQswINACAAQewCahBdGgwBCwsCQAJ/IAAtANcBQQd2BEAgACgC0AEMAQsgAC0A1wFB/wBxC0UNACAALQAHRQ0AIAAoAgwiAyAAQRBqa0GfAUoNACAAIANBBGo2AgwgAyAAKAIINgIACyAFIAIgACgCvAEgBBC8AzgCACAAQcwBaiAAQRBqIAAoAgwgBBBlIABB7AJqIABB6AJqEEQEQCAEIAQoAgBBAnI2AgALIAAoAuwCIQIgARAwGiAAQcwBahAwGiAAQfACaiQAIAILmQUBA38jAEHQAmsiACQAIAAgAjYCyAIgACABNgLMAiADEJcBIQYgAyAAQdABahDkASEHIABBxAFqIAMgAEHEAmoQ4wEjAEEQayICJAAgAEG4AWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArQBIAAgAEEQajYCDCAAQQA2AggDQAJAIABBzAJqIABByAJqEEQNACAAKAK0AQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCtAELAn8gACgCzAIiAygCDCIIIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAgoAgALIAYgAiAAQbQBaiAAQQhqIAAoAsQCIABBxAFqIABBEGogAEEMaiAHEMcBDQAgAEHMAmoQXRoMAQsLAkACfyAALQDPAUEHdgRAIAAoAsgBDAELIAAtAM8BQf8AcQtFDQAgACgCDCIDIABBEGprQZ8BSg0AIAAgA0EEajYCDCADIAAoAgg2AgALIAUgAiAAKAK0ASAEIAYQvQM3AwAgAEHEAWogAEEQaiAAKAIMIAQQZSAAQcwCaiAAQcgCahBEBEAgBCAEKAIAQQJyNgIACyAAKALMAiECIAEQMBogAEHEAWoQMBogAEHQAmokACACC5kFAQN/IwBB0AJrIgAkACAAIAI2AsgCIAAgATYCzAIgAxCXASEGIAMgAEHQAWoQ5AEhByAAQcQBaiADIABBxAJqEOMBIwBBEGsiAiQAIABBuAFqIgFCADcCACABQQA2AgggAkEQaiQAIAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAACfyABLQALQQd2BEAgASgCAAwBCyABCyICNgK0ASAAIABBEGo2AgwgAEEANgIIA0ACQCAAQcwCaiAAQcgCahBEDQAgACgCtAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgAmpGBEACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshAyABAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELQQF0EDUgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgACADAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAmo2ArQBCwJ/IAAoAswCIgMoAgwiCCADKAIQRgRAIAMgAygCACgCJBEAAAwBCyAIKAIACyAGIAIgAEG0AWogAEEIaiAAKALEAiAAQcQBaiAAQRBqIABBDGogBxDHAQ0AIABBzAJqEF0aDAELCwJAAn8gAC0AzwFBB3YEQCAAKALIAQwBCyAALQDPAUH/AHELRQ0AIAAoAgwiAyAAQRBqa0GfAUoNACAAIANBBGo2AgwgAyAAKAIINgIACyAFIAIgACgCtAEgBCAGEMADOwEAIABBxAFqIABBEGogACgCDCAEEGUgAEHMAmogAEHIAmoQRARAIAQgBCgCAEECcjYCAAsgACgCzAIhAiABEDAaIABBxAFqEDAaIABB0AJqJAAgAguZBQEDfyMAQdACayIAJAAgACACNgLIAiAAIAE2AswCIAMQlwEhBiADIABB0AFqEOQBIQcgAEHEAWogAyAAQcQCahDjASMAQRBrIgIkACAAQbgBaiIBQgA3AgAgAUEANgIIIAJBEGokACABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAjYCtAEgACAAQRBqNgIMIABBADYCCANAAkAgAEHMAmogAEHIAmoQRA0AIAAoArQBAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELIAJqRgRAAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELIQMgAQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxC0EBdBA1IAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAAgAwJ/IAEtAAtBB3YEQCABKAIADAELIAELIgJqNgK0AQsCfyAAKALMAiIDKAIMIgggAygCEEYEQCADIAMoAgAoAiQRAAAMAQsgCCgCAAsgBiACIABBtAFqIABBCGogACgCxAIgAEHEAWogAEEQaiAAQQxqIAcQxwENACAAQcwCahBdGgwBCwsCQAJ/IAAtAM8BQQd2BEAgACgCyAEMAQsgAC0AzwFB/wBxC0UNACAAKAIMIgMgAEEQamtBnwFKDQAgACADQQRqNgIMIAMgACgCCDYCAAsgBSACIAAoArQBIAQgBhDBAzcDACAAQcQBaiAAQRBqIAAoAgwgBBBlIABBzAJqIABByAJqEEQEQCAEIAQoAgBBAnI2AgALIAAoAswCIQIgARAwGiAAQcQBahAwGiAAQdACaiQAIAILmQUBA38jAEHQAmsiACQAIAAgAjYCyAIgACABNgLMAiADEJcBIQYgAyAAQdABahDkASEHIABBxAFqIAMgAEHEAmoQ4wEjAEEQayICJAAgAEG4AWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArQBIAAgAEEQajYCDCAAQQA2AggDQAJAIABBzAJqIABByAJqEEQNACAAKAK0AQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCtAELAn8gACgCzAIiAygCDCIIIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAgoAgALIAYgAiAAQbQBaiAAQQhqIAAoAsQCIABBxAFqIABBEGogAEEMaiAHEMcBDQAgAEHMAmoQXRoMAQsLAkACfyAALQDPAUEHdgRAIAAoAsgBDAELIAAtAM8BQf8AcQtFDQAgACgCDCIDIABBEGprQZ8BSg0AIAAgA0EEajYCDCADIAAoAgg2AgALIAUgAiAAKAK0ASAEIAYQwgM2AgAgAEHEAWogAEEQaiAAKAIMIAQQZSAAQcwCaiAAQcgCahBEBEAgBCAEKAIAQQJyNgIACyAAKALMAiECIAEQMBogAEHEAWoQMBogAEHQAmokACACC+wCAQJ/IwBBIGsiBiQAIAYgATYCHAJAIAMoAgRBAXFFBEAgBkF/NgIAIAAgASACIAMgBCAGIAAoAgAoAhARCgAhAQJAAkACQCAGKAIADgIAAQILIAVBADoAAAwDCyAFQQE6AAAMAgsgBUEBOgAAIARBBDYCAAwBCyAGIAMoAhwiADYCACAAIAAoAgRBAWo2AgQgBhBxIQcgBigCACIAIAAoAgRBAWsiATYCBCABQX9GBEAgACAAKAIAKAIIEQEACyAGIAMoAhwiADYCACAAIAAoAgRBAWo2AgQgBhDIASEAIAYoAgAiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAsgBiAAIAAoAgAoAhgRAgAgBkEMciAAIAAoAgAoAhwRAgAgBSAGQRxqIAIgBiAGQRhqIgMgByAEQQEQ/wEgBkY6AAAgBigCHCEBA0AgA0EMaxBPIgMgBkcNAAsLIAZBIGokACABC8oFAQJ/IwBBgAJrIgAkACAAIAI2AvgBIAAgATYC/AEjAEEQayICJAAgAEHEAWoiAUIANwIAIAFBADYCCCACQRBqJAAgAEEQaiIGIAMoAhwiAjYCACACIAIoAgRBAWo2AgQgBhBtIgJB0NYCQerWAiAAQdABaiACKAIAKAIgEQgAGiAGKAIAIgIgAigCBEEBayIDNgIEIANBf0YEQCACIAIoAgAoAggRAQALIAEhAyMAQRBrIgEkACAAQbgBaiICQgA3AgAgAkEANgIIIAFBEGokACACIAItAAtBB3YEfyACKAIIQf////8HcUEBawVBCgsQNSAAAn8gAi0AC0EHdgRAIAIoAgAMAQsgAgsiATYCtAEgACAGNgIMIABBADYCCANAAkAgAEH8AWogAEH4AWoQQA0AIAAoArQBAn8gAi0AC0EHdgRAIAIoAgQMAQsgAi0AC0H/AHELIAFqRgRAAn8gAi0AC0EHdgRAIAIoAgQMAQsgAi0AC0H/AHELIQYgAgJ/IAItAAtBB3YEQCACKAIEDAELIAItAAtB/wBxC0EBdBA1IAIgAi0AC0EHdgR/IAIoAghB/////wdxQQFrBUEKCxA1IAAgBgJ/IAItAAtBB3YEQCACKAIADAELIAILIgFqNgK0AQsCfyAAKAL8ASIGKAIMIgcgBigCEEYEQCAGIAYoAgAoAiQRAAAMAQsgBy0AAAvAQRAgASAAQbQBaiAAQQhqQQAgAyAAQRBqIABBDGogAEHQAWoQyQENACAAQfwBahBaGgwBCwsgAiAAKAK0ASABaxA1An8gAi0AC0EHdgRAIAIoAgAMAQsgAgshARBIIQYgACAFNgIAIAEgBiAAELkDQQFHBEAgBEEENgIACyAAQfwBaiAAQfgBahBABEAgBCAEKAIAQQJyNgIACyAAKAL8ASEBIAIQMBogAxAwGiAAQYACaiQAIAEL0AUCAX8BfiMAQZACayIAJAAgACACNgKIAiAAIAE2AowCIABB0AFqIAMgAEHgAWogAEHfAWogAEHeAWoQuAIjAEEQayICJAAgAEHEAWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2AsABIAAgAEEgajYCHCAAQQA2AhggAEEBOgAXIABBxQA6ABYDQAJAIABBjAJqIABBiAJqEEANACAAKALAAQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCwAELAn8gACgCjAIiAygCDCIGIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAYtAAALwCAAQRdqIABBFmogAiAAQcABaiAALADfASAALADeASAAQdABaiAAQSBqIABBHGogAEEYaiAAQeABahC3Ag0AIABBjAJqEFoaDAELCwJAAn8gAC0A2wFBB3YEQCAAKALUAQwBCyAALQDbAUH/AHELRQ0AIAAtABdFDQAgACgCHCIDIABBIGprQZ8BSg0AIAAgA0EEajYCHCADIAAoAhg2AgALIAAgAiAAKALAASAEELoDIAApAwAhByAFIAApAwg3AwggBSAHNwMAIABB0AFqIABBIGogACgCHCAEEGUgAEGMAmogAEGIAmoQQARAIAQgBCgCAEECcjYCAAsgACgCjAIhAiABEDAaIABB0AFqEDAaIABBkAJqJAAgAgu5BQEBfyMAQYACayIAJAAgACACNgL4ASAAIAE2AvwBIABBwAFqIAMgAEHQAWogAEHPAWogAEHOAWoQuAIjAEEQayICJAAgAEG0AWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArABIAAgAEEQajYCDCAAQQA2AgggAEEBOgAHIABBxQA6AAYDQAJAIABB/AFqIABB+AFqEEANACAAKAKwAQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCsAELAn8gACgC/AEiAygCDCIGIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAYtAAALwCAAQQdqIABBBmogAiAAQbABaiAALADPASAALADOASAAQcABaiAAQRBqIABBDGogAEEIaiAAQdABahC3Ag0AIABB/AFqEFoaDAELCwJAAn8gAC0AywFBB3YEQCAAKALEAQwBCyAALQDLAUH/AHELRQ0AIAAtAAdFDQAgACgCDCIDIABBEGprQZ8BSg0AIAAgA0EEajYCDCADIAAoAgg2AgALIAUgAiAAKAKwASAEELsDOQMAIABBwAFqIABBEGogACgCDCAEEGUgAEH8AWogAEH4AWoQQARAIAQgBCgCAEECcjYCAAsgACgC/AEhAiABEDAaIABBwAFqEDAaIABBgAJqJAAgAgu5BQEBfyMAQYACayIAJAAgACACNgL4ASAAIAE2AvwBIABBwAFqIAMgAEHQAWogAEHPAWogAEHOAWoQuAIjAEEQayICJAAgAEG0AWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArABIAAgAEEQajYCDCAAQQA2AgggAEEBOgAHIABBxQA6AAYDQAJAIABB/AFqIABB+AFqEEANACAAKAKwAQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCsAELAn8gACgC/AEiAygCDCIGIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIAYtAAALwCAAQQdqIABBBmogAiAAQbABaiAALADPASAALADOASAAQcABaiAAQRBqIABBDGogAEEIaiAAQdABahC3Ag0AIABB/AFqEFoaDAELCwJAAn8gAC0AywFBB3YEQCAAKALEAQwBCyAALQDLAUH/AHELRQ0AIAAtAAdFDQAgACgCDCIDIABBEGprQZ8BSg0AIAAgA0EEajYCDCADIAAoAgg2AgALIAUgAiAAKAKwASAEELwDOAIAIABBwAFqIABBEGogACgCDCAEEGUgAEH8AWogAEH4AWoQQARAIAQgBCgCAEECcjYCAAsgACgC/AEhAiABEDAaIABBwAFqEDAaIABBgAJqJAAgAguPBQECfyMAQYACayIAJAAgACACNgL4ASAAIAE2AvwBIAMQlwEhBiAAQcQBaiADIABB9wFqEOUBIwBBEGsiAiQAIABBuAFqIgFCADcCACABQQA2AgggAkEQaiQAIAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAACfyABLQALQQd2BEAgASgCAAwBCyABCyICNgK0ASAAIABBEGo2AgwgAEEANgIIA0ACQCAAQfwBaiAAQfgBahBADQAgACgCtAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgAmpGBEACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshAyABAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELQQF0EDUgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgACADAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAmo2ArQBCwJ/IAAoAvwBIgMoAgwiByADKAIQRgRAIAMgAygCACgCJBEAAAwBCyAHLQAAC8AgBiACIABBtAFqIABBCGogACwA9wEgAEHEAWogAEEQaiAAQQxqQdDWAhDJAQ0AIABB/AFqEFoaDAELCwJAAn8gAC0AzwFBB3YEQCAAKALIAQwBCyAALQDPAUH/AHELRQ0AIAAoAgwiAyAAQRBqa0GfAUoNACAAIANBBGo2AgwgAyAAKAIINgIACyAFIAIgACgCtAEgBCAGEL0DNwMAIABBxAFqIABBEGogACgCDCAEEGUgAEH8AWogAEH4AWoQQARAIAQgBCgCAEECcjYCAAsgACgC/AEhAiABEDAaIABBxAFqEDAaIABBgAJqJAAgAguPBQECfyMAQYACayIAJAAgACACNgL4ASAAIAE2AvwBIAMQlwEhBiAAQcQBaiADIABB9wFqEOUBIwBBEGsiAiQAIABBuAFqIgFCADcCACABQQA2AgggAkEQaiQAIAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAACfyABLQALQQd2BEAgASgCAAwBCyABCyICNgK0ASAAIABBEGo2AgwgAEEANgIIA0ACQCAAQfwBaiAAQfgBahBADQAgACgCtAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgAmpGBEACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshAyABAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELQQF0EDUgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgACADAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAmo2ArQBCwJ/IAAoAvwBIgMoAgwiByADKAIQRgRAIAMgAygCACgCJBEAAAwBCyAHLQAAC8AgBiACIABBtAFqIABBCGogACwA9wEgAEHEAWogAEEQaiAAQQxqQdDWAhDJAQ0AIABB/AFqEFoaDAELCwJAAn8gAC0AzwFBB3YEQCAAKALIAQwBCyAALQDPAUH/AHELRQ0AIAAoAgwiAyAAQRBqa0GfAUoNACAAIANBBGo2AgwgAyAAKAIINgIACyAFIAIgACgCtAEgBCAGEMADOwEAIABBxAFqIABBEGogACgCDCAEEGUgAEH8AWogAEH4AWoQQARAIAQgBCgCAEECcjYCAAsgACgC/AEhAiABEDAaIABBxAFqEDAaIABBgAJqJAAgAguPBQECfyMAQYACayIAJAAgACACNgL4ASAAIAE2AvwBIAMQlwEhBiAAQcQBaiADIABB9wFqEOUBIwBBEGsiAiQAIABBuAFqIgFCADcCACABQQA2AgggAkEQaiQAIAEgAS0AC0EHdgR/IAEoAghB/////wdxQQFrBUEKCxA1IAACfyABLQALQQd2BEAgASgCAAwBCyABCyICNgK0ASAAIABBEGo2AgwgAEEANgIIA0ACQCAAQfwBaiAAQfgBahBADQAgACgCtAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQsgAmpGBEACfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQshAyABAn8gAS0AC0EHdgRAIAEoAgQMAQsgAS0AC0H/AHELQQF0EDUgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgACADAn8gAS0AC0EHdgRAIAEoAgAMAQsgAQsiAmo2ArQBCwJ/IAAoAvwBIgMoAgwiByADKAIQRgRAIAMgAygCACgCJBEAAAwBCyAHLQAAC8AgBiACIABBtAFqIABBCGogACwA9wEgAEHEAWogAEEQaiAAQQxqQdDWAhDJAQ0AIABB/AFqEFoaDAELCwJAAn8gAC0AzwFBB3YEQCAAKALIAQwBCyAALQDPAUH/AHELRQ0AIAAoAgwiAyAAQRBqa0GfAUoNACAAIANBBGo2AgwgAyAAKAIINgIACyAFIAIgACgCtAEgBCAGEMEDNwMAIABBxAFqIABBEGogACgCDCAEEGUgAEH8AWogAEH4AWoQQARAIAQgBCgCAEECcjYCAAsgACgC/AEhAiABEDAaIABBxAFqEDAaIABBgAJqJAAgAgsQACAAIAAoAgAoAgARAAAaC48FAQJ/IwBBgAJrIgAkACAAIAI2AvgBIAAgATYC/AEgAxCXASEGIABBxAFqIAMgAEH3AWoQ5QEjAEEQayICJAAgAEG4AWoiAUIANwIAIAFBADYCCCACQRBqJAAgASABLQALQQd2BH8gASgCCEH/////B3FBAWsFQQoLEDUgAAJ/IAEtAAtBB3YEQCABKAIADAELIAELIgI2ArQBIAAgAEEQajYCDCAAQQA2AggDQAJAIABB/AFqIABB+AFqEEANACAAKAK0AQJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyACakYEQAJ/IAEtAAtBB3YEQCABKAIEDAELIAEtAAtB/wBxCyEDIAECfyABLQALQQd2BEAgASgCBAwBCyABLQALQf8AcQtBAXQQNSABIAEtAAtBB3YEfyABKAIIQf////8HcUEBawVBCgsQNSAAIAMCfyABLQALQQd2BEAgASgCAAwBCyABCyICajYCtAELAn8gACgC/AEiAygCDCIHIAMoAhBGBEAgAyADKAIAKAIkEQAADAELIActAAALwCAGIAIgAEG0AWogAEEIaiAALAD3ASAAQcQBaiAAQRBqIABBDGpB0NYCEMkBDQAgAEH8AWoQWhoMAQsLAkACfyAALQDPAUEHdgRAIAAoAsgBDAELIAAtAM8BQf8AcQtFDQAgACgCDCIDIABBEGprQZ8BSg0AIAAgA0EEajYCDCADIAAoAgg2AgALIAUgAiAAKAK0ASAEIAYQwgM2AgAgAEHEAWogAEEQaiAAKAIMIAQQZSAAQfwBaiAAQfgBahBABEAgBCAEKAIAQQJyNgIACyAAKAL8ASECIAEQMBogAEHEAWoQMBogAEGAAmokACACC+wCAQJ/IwBBIGsiBiQAIAYgATYCHAJAIAMoAgRBAXFFBEAgBkF/NgIAIAAgASACIAMgBCAGIAAoAgAoAhARCgAhAQJAAkACQCAGKAIADgIAAQILIAVBADoAAAwDCyAFQQE6AAAMAgsgBUEBOgAAIARBBDYCAAwBCyAGIAMoAhwiADYCACAAIAAoAgRBAWo2AgQgBhBtIQcgBigCACIAIAAoAgRBAWsiATYCBCABQX9GBEAgACAAKAIAKAIIEQEACyAGIAMoAhwiADYCACAAIAAoAgRBAWo2AgQgBhDKASEAIAYoAgAiASABKAIEQQFrIgM2AgQgA0F/RgRAIAEgASgCACgCCBEBAAsgBiAAIAAoAgAoAhgRAgAgBkEMciAAIAAoAgAoAhwRAgAgBSAGQRxqIAIgBiAGQRhqIgMgByAEQQEQgAIgBkY6AAAgBigCHCEBA0AgA0EMaxAwIgMgBkcNAAsLIAZBIGokACABC0ABAX9BACEAA38gASACRgR/IAAFIAEoAgAgAEEEdGoiAEGAgICAf3EiA0EYdiADciAAcyEAIAFBBGohAQwBCwsLGwAjAEEQayIBJAAgACACIAMQwwMgAUEQaiQAC1QBAn8CQANAIAMgBEcEQEF/IQAgASACRg0CIAEoAgAiBSADKAIAIgZIDQIgBSAGSgRAQQEPBSADQQRqIQMgAUEEaiEBDAILAAsLIAEgAkchAAsgAAsUACAALAAPQQBIBEAgACgCBBAnCwtAAQF/QQAhAAN/IAEgAkYEfyAABSABLAAAIABBBHRqIgBBgICAgH9xIgNBGHYgA3IgAHMhACABQQFqIQEMAQsLCxsAIwBBEGsiASQAIAAgAiADENsDIAFBEGokAAteAQN/IAEgBCADa2ohBQJAA0AgAyAERwRAQX8hACABIAJGDQIgASwAACIGIAMsAAAiB0gNAiAGIAdKBEBBAQ8FIANBAWohAyABQQFqIQEMAgsACwsgAiAFRyEACyAAC1QBAn8gASAAKAJUIgEgAUEAIAJBgAJqIgMQ0wIiBCABayADIAQbIgMgAiACIANLGyICEF4aIAAgASADaiIDNgJUIAAgAzYCCCAAIAEgAmo2AgQgAguBAgEFfyMAQSBrIgIkAAJ/AkACQCABQX9GDQAgAiABNgIUIAAtACwEQCACQRRqQQRBASAAKAIgEH1BAUcNAgwBCyACIAJBGGoiBTYCECACQSBqIQYgAkEUaiEDA0AgACgCJCIEIAAoAiggAyAFIAJBDGogAkEYaiAGIAJBEGogBCgCACgCDBENACEEIAIoAgwgA0YNAiAEQQNGBEAgA0EBQQEgACgCIBB9QQFGDQIMAwsgBEEBSw0CIAJBGGoiA0EBIAIoAhAgA2siAyAAKAIgEH0gA0cNAiACKAIMIQMgBEEBRg0ACwsgAUEAIAFBf0cbDAELQX8LIQAgAkEgaiQAIAALZQEBfwJAIAAtACxFBEAgAkEAIAJBAEobIQIDQCACIANGDQIgACABKAIAIAAoAgAoAjQRAwBBf0YEQCADDwUgAUEEaiEBIANBAWohAwwBCwALAAsgAUEEIAIgACgCIBB9IQILIAILLgAgACAAKAIAKAIYEQAAGiAAIAEQugIiATYCJCAAIAEgASgCACgCHBEAADoALAvxAQEDfyMAQSBrIgIkACAALQA0IQMCQCABQX9GBEAgAw0BIAAgACgCMCIBQX9HOgA0DAELAkAgA0UNACACIAAoAjA2AhACQAJAAkAgACgCJCIDIAAoAiggAkEQaiACQRRqIgQgAkEMaiACQRhqIAJBIGogBCADKAIAKAIMEQ0AQQFrDgMCAgABCyAAKAIwIQMgAiACQRlqNgIUIAIgAzoAGAsDQCACKAIUIgMgAkEYak0NAiACIANBAWsiAzYCFCADLAAAIAAoAiAQhAJBf0cNAAsLQX8hAQwBCyAAQQE6ADQgACABNgIwCyACQSBqJAAgAQsJACAAQQEQygMLCQAgAEEAEMoDC0UAIAAgARC6AiIBNgIkIAAgASABKAIAKAIYEQAANgIsIAAgACgCJCIBIAEoAgAoAhwRAAA6ADUgACgCLEEJTgRAEFQACwuCAgEFfyMAQSBrIgIkAAJ/AkACQCABQX9GDQAgAiABwDoAFyAALQAsBEAgAkEXakEBQQEgACgCIBB9QQFHDQIMAQsgAiACQRhqIgU2AhAgAkEgaiEGIAJBF2ohAwNAIAAoAiQiBCAAKAIoIAMgBSACQQxqIAJBGGogBiACQRBqIAQoAgAoAgwRDQAhBCACKAIMIANGDQIgBEEDRgRAIANBAUEBIAAoAiAQfUEBRg0CDAMLIARBAUsNAiACQRhqIgNBASACKAIQIANrIgMgACgCIBB9IANHDQIgAigCDCEDIARBAUYNAAsLIAFBACABQX9HGwwBC0F/CyEAIAJBIGokACAAC2UBAX8CQCAALQAsRQRAIAJBACACQQBKGyECA0AgAiADRg0CIAAgAS0AACAAKAIAKAI0EQMAQX9GBEAgAw8FIAFBAWohASADQQFqIQMMAQsACwALIAFBASACIAAoAiAQfSECCyACCy4AIAAgACgCACgCGBEAABogACABEOgBIgE2AiQgACABIAEoAgAoAhwRAAA6ACwL8gEBA38jAEEgayICJAAgAC0ANCEDAkAgAUF/RgRAIAMNASAAIAAoAjAiAUF/RzoANAwBCwJAIANFDQAgAiAAKAIwwDoAEwJAAkACQCAAKAIkIgMgACgCKCACQRNqIAJBFGoiBCACQQxqIAJBGGogAkEgaiAEIAMoAgAoAgwRDQBBAWsOAwICAAELIAAoAjAhAyACIAJBGWo2AhQgAiADOgAYCwNAIAIoAhQiAyACQRhqTQ0CIAIgA0EBayIDNgIUIAMsAAAgACgCIBCEAkF/Rw0ACwtBfyEBDAELIABBAToANCAAIAE2AjALIAJBIGokACABCwkAIABBARDOAwsJACAAQQAQzgMLRQAgACABEOgBIgE2AiQgACABIAEoAgAoAhgRAAA2AiwgACAAKAIkIgEgASgCACgCHBEAADoANSAAKAIsQQlOBEAQVAALCxwAQejNAxBMQbjQAxBMQbzOAxDEAkGM0QMQxAILBABCAAsTACAAIAAoAgBBDGsoAgBqENkDCxMAIAAgACgCAEEMaygCAGoQvwILEwAgACAAKAIAQQxrKAIAahDaAwsTACAAIAAoAgBBDGsoAgBqEMACCxMAIAAgACgCAEEMaygCAGoQwQILEwAgACAAKAIAQQxrKAIAahCFAgsKACAAQQhrEMECCwoAIABBCGsQhQILGgAgACABIAIpAwhBACADIAEoAgAoAhARFwALCQAgABCGAhAnC6YCAQF/IAAgACgCACgCGBEAABogACABEOgBIgE2AkQgAC0AYiECIAAgASABKAIAKAIcEQAAIgE6AGIgASACRwRAIABBADYCECAAQQA2AgwgAEEANgIIIABBADYCHCAAQQA2AhQgAEEANgIYIAAtAGAhASAALQBiBEACQCABRQ0AIAAoAiAiAUUNACABECcLIAAgAC0AYToAYCAAIAAoAjw2AjQgACgCOCEBIABCADcCOCAAIAE2AiAgAEEAOgBhDwsCQCABDQAgACgCICIBIABBLGpGDQAgAEEAOgBhIAAgATYCOCAAIAAoAjQiATYCPCABECkhASAAQQE6AGAgACABNgIgDwsgACAAKAI0IgE2AjwgARApIQEgAEEBOgBhIAAgATYCOAsL8wMCBH8BfiMAQRBrIgMkAAJAIAAoAkBFDQACQCAAKAJEIgQEQCAAKAJcIgJBEHEEQCAAKAIYIAAoAhRHBEBBfyEBIABBfyAAKAIAKAI0EQMAQX9GDQQLIABByABqIQEDQCAAKAJEIgQgASAAKAIgIgIgAiAAKAI0aiADQQxqIAQoAgAoAhQRCQAhBCAAKAIgIgJBASADKAIMIAJrIgIgACgCQBB9IAJHDQMCQCAEQQFrDgIBBAALC0EAIQEgACgCQBDAAUUNAwwCCyACQQhxRQ0CIAMgACkCUDcDAAJ/AkACQCAALQBiBEAgACgCECAAKAIMa6whBQwBCyAEIAQoAgAoAhgRAAAhASAAKAIoIAAoAiRrrCEFIAFBAEoEQCAAKAIQIAAoAgxrIAFsrCAFfCEFDAELIAAoAgwgACgCEEcNAQtBAAwBCyAAKAJEIgEgAyAAKAIgIAAoAiQgACgCDCAAKAIIayABKAIAKAIgEQkAIQEgACgCJCABIAAoAiBqa6wgBXwhBUEBCyEBIAAoAkBCACAFfUEBEIwCDQEgAQRAIAAgAykDADcCSAsgACAAKAIgIgE2AiggACABNgIkQQAhASAAQQA2AhAgAEEANgIMIABBADYCCCAAQQA2AlwMAgsQVAALQX8hAQsgA0EQaiQAIAELigEAIwBBEGsiAyQAAkACQCABKAJABEAgASABKAIAKAIYEQAARQ0BCyAAQn83AwggAEIANwMADAELIAEoAkAgAikDCEEAEIwCBEAgAEJ/NwMIIABCADcDAAwBCyADIAIpAwA3AgggASADKQMINwJIIAAgAikDCDcDCCAAIAIpAwA3AwALIANBEGokAAv6AQEBfyMAQRBrIgQkACABKAJEIgUEQCAFIAUoAgAoAhgRAAAhBQJAAkACQCABKAJARQ0AIAVBAEwgAkIAUnENACABIAEoAgAoAhgRAABFDQELIABCfzcDCCAAQgA3AwAMAQsgA0EDTwRAIABCfzcDCCAAQgA3AwAMAQsgASgCQCAFrSACfkIAIAVBAEobIAMQjAIEQCAAQn83AwggAEIANwMADAELIAACfiABKAJAIgMoAkxBAEgEQCADEPADDAELIAMQ8AMLNwMIIABCADcDACAEIAEpAkgiAjcDACAEIAI3AwggACAEKQIANwMACyAEQRBqJAAPCxBUAAvfAgEEfyMAQRBrIgQkACAEIAI2AgwgAEEANgIQIABBADYCDCAAQQA2AgggAEEANgIcIABBADYCFCAAQQA2AhgCQCAALQBgRQ0AIAAoAiAiA0UNACADECcLAkAgAC0AYUUNACAAKAI4IgNFDQAgAxAnCyAAIAI2AjQgAAJ/AkACQCACQQlPBEAgAC0AYiEDAkAgAUUNACADRQ0AIABBADoAYCAAIAE2AiAMAwsgAhApIQIgAEEBOgBgIAAgAjYCIAwBCyAAQQA6AGAgAEEINgI0IAAgAEEsajYCICAALQBiIQMLIAMNACAEQQg2AggjAEEQayICJAAgBEEMaiIDKAIAIARBCGoiBSgCAEghBiACQRBqJAAgACAFIAMgBhsoAgAiAjYCPCABBEBBACACQQdLDQIaCyACECkhAUEBDAELQQAhASAAQQA2AjxBAAs6AGEgACABNgI4IARBEGokACAAC+MEAQZ/IwBBEGsiAyQAAn8CQCAAKAJARQ0AIAAtAFxBEHFFBEAgAEEANgIQIABBADYCDCAAQQA2AggCQCAAKAI0IgVBCU8EQCAALQBiBEAgACAAKAIgIgIgBWpBAWs2AhwgACACNgIUIAAgAjYCGAwCCyAAIAAoAjgiAiAAKAI8akEBazYCHCAAIAI2AhQgACACNgIYDAELIABBADYCHCAAQQA2AhQgAEEANgIYCyAAQRA2AlwLIAAoAhQhBSAAKAIcIQYgAUF/RwRAIAAoAhhFBEAgACADQRBqNgIcIAAgA0EPaiICNgIUIAAgAjYCGAsgACgCGCABwDoAACAAIAAoAhhBAWo2AhgLIAAoAhggACgCFEcEQAJAIAAtAGIEQCAAKAIUIgJBASAAKAIYIAJrIgIgACgCQBB9IAJHDQMMAQsgAyAAKAIgNgIIIABByABqIQcDQCAAKAJEIgIEQCACIAcgACgCFCAAKAIYIANBBGogACgCICIEIAQgACgCNGogA0EIaiACKAIAKAIMEQ0AIQIgACgCFCADKAIERg0EIAJBA0YEQCAAKAIUIgJBASAAKAIYIAJrIgIgACgCQBB9IAJHDQUMAwsgAkEBSw0EIAAoAiAiBEEBIAMoAgggBGsiBCAAKAJAEH0gBEcNBCACQQFHDQIgAygCBCECIAAgACgCGDYCHCAAIAI2AhQgACACNgIYIAAgACgCGCAAKAIcIAAoAhRrajYCGAwBCwsQVAALIAAgBjYCHCAAIAU2AhQgACAFNgIYCyABQQAgAUF/RxsMAQtBfwshACADQRBqJAAgAAt3AAJAIAAoAkBFDQAgACgCCCAAKAIMTw0AIAFBf0YEQCAAIAAoAgxBAWs2AgwgAUEAIAFBf0cbDwsgAC0AWEEQcUUEQCAAKAIMQQFrLQAAIAFB/wFxRw0BCyAAIAAoAgxBAWs2AgwgACgCDCABwDoAACABDwtBfwvMBgEHfyMAQRBrIgUkAAJAAkAgACgCQEUEQEF/IQQMAQsgACgCXEEIcSIERQRAIABBADYCHCAAQQA2AhQgAEEANgIYAkAgAC0AYgRAIAAgACgCICIBIAAoAjRqIgI2AhAMAQsgACAAKAI4IgEgACgCPGoiAjYCEAsgACACNgIMIAAgATYCCCAAQQg2AlwLIAAoAgxFBEAgACAFQRBqIgE2AhAgACABNgIMIAAgBUEPajYCCAsgBARAIAAoAhAhAyAAKAIIIQQgBUEENgIEIAUgAyAEa0ECbTYCCCMAQRBrIgMkACAFQQRqIgQoAgAgBUEIaiIBKAIASSECIANBEGokACAEIAEgAhsoAgAhAwtBfyEEAkAgACgCDCAAKAIQRgRAIAAoAgggACgCECADayADEOwBGiAALQBiBEAgAyAAKAIIIgFqIAAoAhAgASADamsgACgCQBDxAyIBRQ0CIAAgAyAAKAIIIgRqIgMgAWo2AhAgACADNgIMIAAgBDYCCCAAKAIMLQAAIQQMAgsCfyAAKAIoIgEgACgCJCICRgRAIAEMAQsgACgCICACIAEgAmsQ7AEaIAAoAiQhASAAKAIoCyEGIAAgACgCICICIAYgAWtqIgE2AiQgACACQQggACgCNCACIABBLGpGG2oiAjYCKCAFIAAoAjwgA2s2AgggBSACIAFrNgIEIwBBEGsiASQAIAVBBGoiAigCACAFQQhqIgYoAgBJIQcgAUEQaiQAIAIgBiAHGygCACEBIAAgACkCSDcCUCAAKAIkIAEgACgCQBDxAyICRQ0BIAAoAkQiAUUNAyAAIAAoAiQgAmoiAjYCKAJAIAEgAEHIAGogACgCICACIABBJGogAyAAKAIIIgJqIAAoAjwgAmogBUEIaiABKAIAKAIQEQ0AQQNGBEAgACgCICEDIAAgACgCKDYCECAAIAM2AgwgACADNgIIDAELIAUoAgggAyAAKAIIakYNAiAAKAIIIQQgACAFKAIINgIQIAAgAyAEajYCDCAAIAQ2AggLIAAoAgwtAAAhBAwBCyAAKAIMLQAAIQQLIAAoAgggBUEPakcNACAAQQA2AhAgAEEANgIMIABBADYCCAsgBUEQaiQAIAQPCxBUAAsMACAAEMICGiAAECcL0wICAX8DfiABKAIYIAEoAixLBEAgASABKAIYNgIsC0J/IQgCQCAEQRhxIgVFDQAgA0EBRiAFQRhGcQ0AIAEoAiwiBQRAIAUCfyABQSBqIgUtAAtBB3YEQCAFKAIADAELIAULa6whBgsCQAJAAkAgAw4DAgABAwsgBEEIcQRAIAEoAgwgASgCCGusIQcMAgsgASgCGCABKAIUa6whBwwBCyAGIQcLIAIgB3wiAkIAUw0AIAIgBlUNACAEQQhxIQMCQCACUA0AIAMEQCABKAIMRQ0CCyAEQRBxRQ0AIAEoAhhFDQELIAMEQCABKAIIIQMgASABKAIsNgIQIAEgAqcgA2o2AgwgASADNgIICyAEQRBxBEAgASgCFCEDIAEgASgCHDYCHCABIAM2AhQgASADNgIYIAEgASgCGCACp2o2AhgLIAIhCAsgACAINwMIIABCADcDAAuZAwEIfyMAQRBrIgQkAAJ/IAFBf0cEQCAAKAIMIQggACgCCCEJIAAoAhggACgCHEYEQEF/IAAtADBBEHFFDQIaIAAoAhghBSAAKAIUIQMgACgCLCEGIABBIGoiAkEAEFMgAiACLQALQQd2BH8gAigCCEH/////B3FBAWsFQQoLEDUCfyACLQALQQd2BEAgAigCAAwBCyACCyEHIAACfyACLQALQQd2BEAgAigCBAwBCyACLQALQf8AcQsgB2o2AhwgACAHNgIUIAAgBzYCGCAAIAAoAhggBSADa2o2AhggACAAKAIUIAYgA2tqNgIsCyAEIAAoAhhBAWo2AgwjAEEQayIDJAAgBEEMaiIFKAIAIABBLGoiBigCAEkhAiADQRBqJAAgACAGIAUgAhsoAgA2AiwgAC0AMEEIcQRAAn8gAEEgaiICLQALQQd2BEAgAigCAAwBCyACCyECIAAgACgCLDYCECAAIAIgCCAJa2o2AgwgACACNgIICyAAIAHAEOUDDAELIAFBACABQX9HGwshACAEQRBqJAAgAAvBAQECfyAAKAIYIAAoAixLBEAgACAAKAIYNgIsCwJAIAAoAgggACgCDE8NACABQX9GBEAgACgCCCECIAAoAgxBAWshAyAAIAAoAiw2AhAgACADNgIMIAAgAjYCCCABQQAgAUF/RxsPCyAALQAwQRBxRQRAIAAoAgxBAWstAAAgAUH/AXFHDQELIAAoAgghAiAAKAIMQQFrIQMgACAAKAIsNgIQIAAgAzYCDCAAIAI2AgggACgCDCABwDoAACABDwtBfwt2AQJ/IAAoAhggACgCLEsEQCAAIAAoAhg2AiwLAkAgAC0AMEEIcUUNACAAKAIQIAAoAixJBEAgACgCCCEBIAAoAgwhAiAAIAAoAiw2AhAgACACNgIMIAAgATYCCAsgACgCDCAAKAIQTw0AIAAoAgwtAAAPC0F/CwcAIAAoAgwL0wEBBn8jAEEQayIFJAADQAJAIAIgBEwNACAAKAIYIgMgACgCHCIGTwR/IAAgASgCACAAKAIAKAI0EQMAQX9GDQEgBEEBaiEEIAFBBGoFIAUgBiADa0ECdTYCDCAFIAIgBGs2AggjAEEQayIDJAAgBUEIaiIGKAIAIAVBDGoiBygCAEghCCADQRBqJAAgBiAHIAgbIQMgACgCGCABIAMoAgAiAxCYASAAIANBAnQiBiAAKAIYajYCGCADIARqIQQgASAGagshAQwBCwsgBUEQaiQAIAQLLAAgACAAKAIAKAIkEQAAQX9GBEBBfw8LIAAgACgCDCIAQQRqNgIMIAAoAgALjgIBBn8jAEEQayIEJAADQAJAIAIgBkwNAAJ/IAAoAgwiAyAAKAIQIgVJBEAgBEH/////BzYCDCAEIAUgA2tBAnU2AgggBCACIAZrNgIEIwBBEGsiAyQAIARBBGoiBSgCACAEQQhqIgcoAgBIIQggA0EQaiQAIAUgByAIGyEDIwBBEGsiBSQAIAMoAgAgBEEMaiIHKAIASCEIIAVBEGokACADIAcgCBshAyABIAAoAgwgAygCACIDEJgBIAAgA0ECdCIFIAAoAgxqNgIMIAEgBWoMAQsgACAAKAIAKAIoEQAAIgNBf0YNASABIAM2AgBBASEDIAFBBGoLIQEgAyAGaiEGDAELCyAEQRBqJAAgBgsMACAAEMUCGiAAECcLEwAgACAAKAIAQQxrKAIAahDGAgsKACAAQQhrEMYCCxMAIAAgACgCAEEMaygCAGoQhwILCgAgAEEIaxCHAgsMACAAIAAoAgQQlgILygEBBn8jAEEQayIFJAADQAJAIAIgBEwNACAAKAIYIgMgACgCHCIGTwR/IAAgAS0AACAAKAIAKAI0EQMAQX9GDQEgBEEBaiEEIAFBAWoFIAUgBiADazYCDCAFIAIgBGs2AggjAEEQayIDJAAgBUEIaiIGKAIAIAVBDGoiBygCAEghCCADQRBqJAAgBiAHIAgbIQMgACgCGCABIAMoAgAiAxB0IAAgAyAAKAIYajYCGCADIARqIQQgASADagshAQwBCwsgBUEQaiQAIAQLLAAgACAAKAIAKAIkEQAAQX9GBEBBfw8LIAAgACgCDCIAQQFqNgIMIAAtAAALgQIBBn8jAEEQayIEJAADQAJAIAIgBkwNAAJAIAAoAgwiAyAAKAIQIgVJBEAgBEH/////BzYCDCAEIAUgA2s2AgggBCACIAZrNgIEIwBBEGsiAyQAIARBBGoiBSgCACAEQQhqIgcoAgBIIQggA0EQaiQAIAUgByAIGyEDIwBBEGsiBSQAIAMoAgAgBEEMaiIHKAIASCEIIAVBEGokACADIAcgCBshAyABIAAoAgwgAygCACIDEHQgACAAKAIMIANqNgIMDAELIAAgACgCACgCKBEAACIDQX9GDQEgASADwDoAAEEBIQMLIAEgA2ohASADIAZqIQYMAQsLIARBEGokACAGCwsAIAAQNhogABAnC+MBAQR/IwBBIGsiBCQAIAQgATYCECAEIAIgACgCMCIDQQBHazYCFCAAKAIsIQUgBCADNgIcIAQgBTYCGAJAAkAgACAAKAI8IARBEGpBAiAEQQxqECAiAwR/QeC2AyADNgIAQX8FQQALBH9BIAUgBCgCDCIDQQBKDQFBIEEQIAMbCyAAKAIAcjYCAAwBCyAEKAIUIgUgAyIGTw0AIAAgACgCLCIDNgIEIAAgAyAGIAVrajYCCCAAKAIwBEAgACADQQFqNgIEIAEgAmpBAWsgAy0AADoAAAsgAiEGCyAEQSBqJAAgBgsFAEHuKAuoAQEFfyAAKAJUIgMoAgAhBSADKAIEIgQgACgCFCAAKAIcIgdrIgYgBCAGSRsiBgRAIAUgByAGEF4aIAMgAygCACAGaiIFNgIAIAMgAygCBCAGayIENgIECyAEIAIgAiAESxsiBARAIAUgASAEEF4aIAMgAygCACAEaiIFNgIAIAMgAygCBCAEazYCBAsgBUEAOgAAIAAgACgCLCIBNgIcIAAgATYCFCACCykAIAEgASgCAEEHakF4cSIBQRBqNgIAIAAgASkDACABKQMIEMwCOQMAC58YAxJ/AXwCfiMAQbAEayIMJAAgDEEANgIsAkAgAb0iGUIAUwRAQQEhEEG0HiETIAGaIgG9IRkMAQsgBEGAEHEEQEEBIRBBtx4hEwwBC0G6HkG1HiAEQQFxIhAbIRMgEEUhFQsCQCAZQoCAgICAgID4/wCDQoCAgICAgID4/wBRBEAgAEEgIAIgEEEDaiIDIARB//97cRBoIAAgEyAQEGIgAEGiKEHMOyAFQSBxIgUbQcsvQfA7IAUbIAEgAWIbQQMQYiAAQSAgAiADIARBgMAAcxBoIAMgAiACIANIGyEJDAELIAxBEGohEQJAAn8CQCABIAxBLGoQgAQiASABoCIBRAAAAAAAAAAAYgRAIAwgDCgCLCIGQQFrNgIsIAVBIHIiDkHhAEcNAQwDCyAFQSByIg5B4QBGDQIgDCgCLCEKQQYgAyADQQBIGwwBCyAMIAZBHWsiCjYCLCABRAAAAAAAALBBoiEBQQYgAyADQQBIGwshCyAMQTBqQaACQQAgCkEAThtqIg0hBwNAIAcCfyABRAAAAAAAAPBBYyABRAAAAAAAAAAAZnEEQCABqwwBC0EACyIDNgIAIAdBBGohByABIAO4oUQAAAAAZc3NQaIiAUQAAAAAAAAAAGINAAsCQCAKQQBMBEAgCiEDIAchBiANIQgMAQsgDSEIIAohAwNAQR0gAyADQR1OGyEDAkAgB0EEayIGIAhJDQAgA60hGkIAIRkDQCAGIBlC/////w+DIAY1AgAgGoZ8IhkgGUKAlOvcA4AiGUKAlOvcA359PgIAIAZBBGsiBiAITw0ACyAZpyIGRQ0AIAhBBGsiCCAGNgIACwNAIAggByIGSQRAIAZBBGsiBygCAEUNAQsLIAwgDCgCLCADayIDNgIsIAYhByADQQBKDQALCyADQQBIBEAgC0EZakEJbkEBaiEPIA5B5gBGIRIDQEEJQQAgA2siAyADQQlOGyEJAkAgBiAITQRAIAgoAgAhBwwBC0GAlOvcAyAJdiEUQX8gCXRBf3MhFkEAIQMgCCEHA0AgByADIAcoAgAiFyAJdmo2AgAgFiAXcSAUbCEDIAdBBGoiByAGSQ0ACyAIKAIAIQcgA0UNACAGIAM2AgAgBkEEaiEGCyAMIAwoAiwgCWoiAzYCLCANIAggB0VBAnRqIgggEhsiByAPQQJ0aiAGIAYgB2tBAnUgD0obIQYgA0EASA0ACwtBACEDAkAgBiAITQ0AIA0gCGtBAnVBCWwhA0EKIQcgCCgCACIJQQpJDQADQCADQQFqIQMgCSAHQQpsIgdPDQALCyALIANBACAOQeYARxtrIA5B5wBGIAtBAEdxayIHIAYgDWtBAnVBCWxBCWtIBEBBBEGkAiAKQQBIGyAMaiAHQYDIAGoiCUEJbSIPQQJ0akHQH2shCkEKIQcgCSAPQQlsayIJQQdMBEADQCAHQQpsIQcgCUEBaiIJQQhHDQALCwJAIAooAgAiEiASIAduIg8gB2xrIglFIApBBGoiFCAGRnENAAJAIA9BAXFFBEBEAAAAAAAAQEMhASAHQYCU69wDRw0BIAggCk8NASAKQQRrLQAAQQFxRQ0BC0QBAAAAAABAQyEBC0QAAAAAAADgP0QAAAAAAADwP0QAAAAAAAD4PyAGIBRGG0QAAAAAAAD4PyAJIAdBAXYiFEYbIAkgFEkbIRgCQCAVDQAgEy0AAEEtRw0AIBiaIRggAZohAQsgCiASIAlrIgk2AgAgASAYoCABYQ0AIAogByAJaiIDNgIAIANBgJTr3ANPBEADQCAKQQA2AgAgCCAKQQRrIgpLBEAgCEEEayIIQQA2AgALIAogCigCAEEBaiIDNgIAIANB/5Pr3ANLDQALCyANIAhrQQJ1QQlsIQNBCiEHIAgoAgAiCUEKSQ0AA0AgA0EBaiEDIAkgB0EKbCIHTw0ACwsgCkEEaiIHIAYgBiAHSxshBgsDQCAGIgcgCE0iCUUEQCAHQQRrIgYoAgBFDQELCwJAIA5B5wBHBEAgBEEIcSEKDAELIANBf3NBfyALQQEgCxsiBiADSiADQXtKcSIKGyAGaiELQX9BfiAKGyAFaiEFIARBCHEiCg0AQXchBgJAIAkNACAHQQRrKAIAIg5FDQBBCiEJQQAhBiAOQQpwDQADQCAGIgpBAWohBiAOIAlBCmwiCXBFDQALIApBf3MhBgsgByANa0ECdUEJbCEJIAVBX3FBxgBGBEBBACEKIAsgBiAJakEJayIGQQAgBkEAShsiBiAGIAtKGyELDAELQQAhCiALIAMgCWogBmpBCWsiBkEAIAZBAEobIgYgBiALShshCwtBfyEJIAtB/f///wdB/v///wcgCiALciISG0oNASALIBJBAEdqQQFqIQ4CQCAFQV9xIhVBxgBGBEAgAyAOQf////8Hc0oNAyADQQAgA0EAShshBgwBCyARIAMgA0EfdSIGcyAGa60gERDOASIGa0EBTARAA0AgBkEBayIGQTA6AAAgESAGa0ECSA0ACwsgBkECayIPIAU6AAAgBkEBa0EtQSsgA0EASBs6AAAgESAPayIGIA5B/////wdzSg0CCyAGIA5qIgMgEEH/////B3NKDQEgAEEgIAIgAyAQaiIFIAQQaCAAIBMgEBBiIABBMCACIAUgBEGAgARzEGgCQAJAAkAgFUHGAEYEQCAMQRBqIgZBCHIhAyAGQQlyIQogDSAIIAggDUsbIgkhCANAIAg1AgAgChDOASEGAkAgCCAJRwRAIAYgDEEQak0NAQNAIAZBAWsiBkEwOgAAIAYgDEEQaksNAAsMAQsgBiAKRw0AIAxBMDoAGCADIQYLIAAgBiAKIAZrEGIgCEEEaiIIIA1NDQALIBIEQCAAQfrLAEEBEGILIAcgCE0NASALQQBMDQEDQCAINQIAIAoQzgEiBiAMQRBqSwRAA0AgBkEBayIGQTA6AAAgBiAMQRBqSw0ACwsgACAGQQkgCyALQQlOGxBiIAtBCWshBiAIQQRqIgggB08NAyALQQlKIQMgBiELIAMNAAsMAgsCQCALQQBIDQAgByAIQQRqIAcgCEsbIQkgDEEQaiIGQQhyIQMgBkEJciENIAghBwNAIA0gBzUCACANEM4BIgZGBEAgDEEwOgAYIAMhBgsCQCAHIAhHBEAgBiAMQRBqTQ0BA0AgBkEBayIGQTA6AAAgBiAMQRBqSw0ACwwBCyAAIAZBARBiIAZBAWohBiAKIAtyRQ0AIABB+ssAQQEQYgsgACAGIA0gBmsiBiALIAYgC0gbEGIgCyAGayELIAdBBGoiByAJTw0BIAtBAE4NAAsLIABBMCALQRJqQRJBABBoIAAgDyARIA9rEGIMAgsgCyEGCyAAQTAgBkEJakEJQQAQaAsgAEEgIAIgBSAEQYDAAHMQaCAFIAIgAiAFSBshCQwBCyATIAVBGnRBH3VBCXFqIQgCQCADQQtLDQBBDCADayEGRAAAAAAAADBAIRgDQCAYRAAAAAAAADBAoiEYIAZBAWsiBg0ACyAILQAAQS1GBEAgGCABmiAYoaCaIQEMAQsgASAYoCAYoSEBCyARIAwoAiwiBiAGQR91IgZzIAZrrSAREM4BIgZGBEAgDEEwOgAPIAxBD2ohBgsgEEECciELIAVBIHEhDSAMKAIsIQcgBkECayIKIAVBD2o6AAAgBkEBa0EtQSsgB0EASBs6AAAgBEEIcSEGIAxBEGohBwNAIAciBQJ/IAGZRAAAAAAAAOBBYwRAIAGqDAELQYCAgIB4CyIHQYCiAmotAAAgDXI6AAAgASAHt6FEAAAAAAAAMECiIQECQCAFQQFqIgcgDEEQamtBAUcNAAJAIAYNACADQQBKDQAgAUQAAAAAAAAAAGENAQsgBUEuOgABIAVBAmohBwsgAUQAAAAAAAAAAGINAAtBfyEJQf3///8HIAsgESAKayIGaiINayADSA0AIABBICACIA0gA0ECaiAHIAxBEGoiB2siBSAFQQJrIANIGyAFIAMbIglqIgMgBBBoIAAgCCALEGIgAEEwIAIgAyAEQYCABHMQaCAAIAcgBRBiIABBMCAJIAVrQQBBABBoIAAgCiAGEGIgAEEgIAIgAyAEQYDAAHMQaCADIAIgAiADSBshCQsgDEGwBGokACAJC1YBAX8gACgCPCEDIwBBEGsiACQAIAMgAacgAUIgiKcgAkH/AXEgAEEIahAWIgIEf0HgtgMgAjYCAEF/BUEACyECIAApAwghASAAQRBqJABCfyABIAIbC/YCAQd/IwBBIGsiAyQAIAMgACgCHCIENgIQIAAoAhQhBSADIAI2AhwgAyABNgIYIAMgBSAEayIBNgIUIAEgAmohBUECIQcCfwJAAkACQCAAKAI8IANBEGoiAUECIANBDGoQDSIEBH9B4LYDIAQ2AgBBfwVBAAsEQCABIQQMAQsDQCAFIAMoAgwiBkYNAiAGQQBIBEAgASEEDAQLIAEgBiABKAIEIghLIglBA3RqIgQgBiAIQQAgCRtrIgggBCgCAGo2AgAgAUEMQQQgCRtqIgEgASgCACAIazYCACAFIAZrIQUgACgCPCAEIgEgByAJayIHIANBDGoQDSIGBH9B4LYDIAY2AgBBfwVBAAtFDQALCyAFQX9HDQELIAAgACgCLCIBNgIcIAAgATYCFCAAIAEgACgCMGo2AhAgAgwBCyAAQQA2AhwgAEIANwMQIAAgACgCAEEgcjYCAEEAIAdBAkYNABogAiAEKAIEawshACADQSBqJAAgAAsJACAAKAI8EA4LBABBAAsGAEHgtgMLJAEBf0HUtgMoAgAiAARAA0AgACgCABEMACAAKAIEIgANAAsLCyQBAn8gACgCBCIAEEJBAWoiARBKIgIEfyACIAAgARBeBUEACwsTACAAQQxqIAAoAgwoAgARAAAaCw8AIABB8KsBNgIAIAAQJwsNACAAQfCrATYCACAACxQAIABBEGpBACABKAIEQaiqAUYbCywAIAAoAhBBAEGoqgFBABAmEAIgACgCEBACIABBATYCEEEAEAIgACgCEBACCxYAIABB5KgBNgIAIAAoAhAQAiAAECcLFAAgAEHkqAE2AgAgACgCEBACIAALNAEBfyMAQRBrIgQkACAAKAIAIQAgBCADNgIMIAEgAiAEQQxqIAARBAAhACAEQRBqJAAgAAsXACAAKAIAIAFBAnRqIAIoAgA2AgBBAQtRAQJ/IwBBEGsiAyQAQQEhBCAAIAIgASgCBCABKAIAIgFrQQJ1SQR/IAMgASACQQJ0aigCADYCCEGEkQMgA0EIahAIBUEBCzYCACADQRBqJAALEAAgACgCBCAAKAIAa0ECdQtUAQJ/IwBBEGsiBCQAIAEgACgCBCIFQQF1aiEBIAAoAgAhACAFQQFxBEAgASgCACAAaigCACEACyAEIAM2AgwgASACIARBDGogABEFACAEQRBqJAAL4QEBB38gACgCACEBAkAgACgCDCICRQ0AIAENACACKAIAIgRBAEoEfyACQQRqIQJBACEBIARBAUcEQCAEQX5xIQUDQCACIAFBAnQiBmooAgAiAwRAIAMgAygCACgCBBEBAAsgAiAGQQRyaigCACIDBEAgAyADKAIAKAIEEQEACyABQQJqIQEgB0ECaiIHIAVHDQALCwJAIARBAXFFDQAgAiABQQJ0aigCACIBRQ0AIAEgASgCACgCBBEBAAsgACgCDAUgAgsQJyAAKAIAIQELIABBADYCDCABBEAgAf4WAggaCwvyBAEIfyAAKAIEIAAoAgAiBGtBAnUiBSABSQRAAkAgASAFayIEIAAiBSgCCCIDIAAoAgQiAWtBAnVNBEACQCAERQ0AIAEhACAEQQdxIgYEQEEAIQMDQCAAIAIoAgA2AgAgAEEEaiEAIANBAWoiAyAGRw0ACwsgBEECdCABaiEBIARBAWtB/////wNxQQdJDQADQCAAIAIoAgA2AgAgACACKAIANgIEIAAgAigCADYCCCAAIAIoAgA2AgwgACACKAIANgIQIAAgAigCADYCFCAAIAIoAgA2AhggACACKAIANgIcIABBIGoiACABRw0ACwsgBSABNgIEDAELAkAgASAFKAIAIgZrQQJ1IgcgBGoiAEGAgICABEkEQEH/////AyADIAZrIgNBAXUiCCAAIAAgCEkbIANB/P///wdPGyIIBEAgCEGAgICABE8NAiAIQQJ0ECkhCQsgCSAHQQJ0aiIDIQAgBEEHcSIHBEADQCAAIAIoAgA2AgAgAEEEaiEAIApBAWoiCiAHRw0ACwsgBEECdCADaiEHIARBAWtB/////wNxQQdPBEADQCAAIAIoAgA2AgAgACACKAIANgIEIAAgAigCADYCCCAAIAIoAgA2AgwgACACKAIANgIQIAAgAigCADYCFCAAIAIoAgA2AhggACACKAIANgIcIABBIGoiACAHRw0ACwsgASAGRwRAA0AgA0EEayIDIAFBBGsiASgCADYCACABIAZHDQALCyAFIAkgCEECdGo2AgggBSAHNgIEIAUgAzYCACAGBEAgBhAnCwwCCxAxAAsQOQALDwsgASAFSQRAIAAgBCABQQJ0ajYCBAsLUgECfyMAQRBrIgMkACABIAAoAgQiBEEBdWohASAAKAIAIQAgBEEBcQRAIAEoAgAgAGooAgAhAAsgAyACNgIMIAEgA0EMaiAAEQIAIANBEGokAAvvAQEGfyAAKAIEIgIgACgCCEcEQCACIAEoAgA2AgAgACACQQRqNgIEDwsCQCACIAAoAgAiBWsiA0ECdSIHQQFqIgRBgICAgARJBEBB/////wMgA0EBdSIGIAQgBCAGSRsgA0H8////B08bIgQEfyAEQYCAgIAETw0CIARBAnQQKQVBAAsiBiAHQQJ0aiIDIAEoAgA2AgAgA0EEaiEBIAIgBUcEQANAIANBBGsiAyACQQRrIgIoAgA2AgAgAiAFRw0ACwsgACAGIARBAnRqNgIIIAAgATYCBCAAIAM2AgAgBQRAIAUQJwsPCxAxAAsQOQALIgEBfyAABEAgACgCACIBBEAgACABNgIEIAEQJwsgABAnCwsGAEG8ogELrAEBBH8jAEEQayIEJAAgAygCACIFQfD///8HSQRAIAAoAgAhBgJAIAVBCk0EQCAEIAU6AA8gBEEEaiEADAELIAVBD3JBAWoiBxApIQAgBCAHQYCAgIB4cjYCDCAEIAA2AgQgBCAFNgIICyAAIANBBGogBRBeIAVqQQA6AAAgASACIARBBGogBhEEACEAIAQsAA9BAEgEQCAEKAIEECcLIARBEGokACAADwsQQwALfQEBfyACIAAoAgAgAUEMbGoiAEcEQCACLQALIgPAIQEgACwAC0EATgRAIAFBAE4EQCAAIAIpAgA3AgAgACACKAIINgIIQQEPCyAAIAIoAgAgAigCBBC1AUEBDwsgACACKAIAIAIgAUEASCIAGyACKAIEIAMgABsQ3wELQQELhwEBAn8jAEEQayIEJABBASEDIAAgAiABKAIEIAEoAgAiAWtBDG1JBH8gASACQQxsaiIBKAIEIAEtAAsiAiACwEEASCIAGyICQQRqEEoiAyACNgIAIANBBGogASgCACABIAAbIAIQXhogBCADNgIIQbCWAyAEQQhqEAgFQQELNgIAIARBEGokAAsIACAAEN0BGgsQACAAKAIEIAAoAgBrQQxtC8wBAQR/IwBBEGsiBCQAIAEgACgCBCIFQQF1aiEGIAAoAgAhASAFQQFxBEAgBigCACABaigCACEBCyADKAIAIgBB8P///wdJBEACQCAAQQpNBEAgBCAAOgAPIARBBGohBQwBCyAAQQ9yQQFqIgcQKSEFIAQgB0GAgICAeHI2AgwgBCAFNgIEIAQgADYCCAsgBSADQQRqIAAQXiAAakEAOgAAIAYgAiAEQQRqIAERBQAgBCwAD0EASARAIAQoAgQQJwsgBEEQaiQADwsQQwALxAYBCH8gACgCBCIDIAAoAgAiBWtBDG0iBCABSQRAIAIhAwJAIAEgBGsiBSAAIgQoAggiASAAKAIEIgJrQQxtTQRAIAQgBQR/IAIgBUEMbGohAANAAkAgAywAC0EATgRAIAIgAykCADcCACACIAMoAgg2AggMAQsgAiADKAIAIAMoAgQQVQsgAkEMaiICIABHDQALIAAFIAILNgIEDAELAkACQAJAIAIgBCgCACIGa0EMbSIHIAVqIgBB1qrVqgFJBEBB1arVqgEgASAGa0EMbSIBQQF0IgYgACAAIAZJGyABQarVqtUATxsiAARAIABB1qrVqgFPDQIgAEEMbBApIQgLIAggB0EMbGoiASAFQQxsaiEGIABBDGwhBwJAAkAgAywACyIAQQBIBEAgASECDAELIAEhACAFQQxsQQxrIglBDG5BAWpBA3EiCgRAQQAhBQNAIAAgAykCADcCACAAIAMoAgg2AgggAEEMaiEAIAVBAWoiBSAKRw0ACwsgCUEkSQ0BA0AgACADKQIANwIAIAAgAygCCDYCCCAAIAMoAgg2AhQgACADKQIANwIMIAAgAygCCDYCICAAIAMpAgA3AhggACADKQIANwIkIAAgAygCCDYCLCAAQTBqIgAgBkcNAAsMAQsDQAJAIADAQQBOBEAgAiADKQIANwIAIAIgAygCCDYCCAwBCyACIAMoAgAgAygCBBBVCyAGIAJBDGoiAkcEQCADLQALIQAMAQsLIAQoAgQhAgsgByAIaiEAIAIgBCgCACIDRg0CA0AgAUEMayIBIAJBDGsiAikCADcCACABIAIoAgg2AgggAkIANwIAIAJBADYCCCACIANHDQALIAQgADYCCCAEKAIEIQAgBCAGNgIEIAQoAgAhAiAEIAE2AgAgACACRg0DA0AgAEEMayEBIABBAWssAABBAEgEQCABKAIAECcLIAEiACACRw0ACwwDCxAxAAsQOQALIAQgADYCCCAEIAY2AgQgBCABNgIACyACBEAgAhAnCwsPCyABIARJBEAgBSABQQxsaiICIANHBEADQCADQQxrIQEgA0EBaywAAEEASARAIAEoAgAQJwsgASIDIAJHDQALCyAAIAI2AgQLC8oBAQR/IwBBEGsiAyQAIAEgACgCBCIEQQF1aiEFIAAoAgAhASAEQQFxBEAgBSgCACABaigCACEBCyACKAIAIgBB8P///wdJBEACQCAAQQpNBEAgAyAAOgAPIANBBGohBAwBCyAAQQ9yQQFqIgYQKSEEIAMgBkGAgICAeHI2AgwgAyAENgIEIAMgADYCCAsgBCACQQRqIAAQXiAAakEAOgAAIAUgA0EEaiABEQIAIAMsAA9BAEgEQCADKAIEECcLIANBEGokAA8LEEMAC1gBAX8gACgCBCICIAAoAghHBEACQCABLAALQQBOBEAgAiABKQIANwIAIAIgASgCCDYCCAwBCyACIAEoAgAgASgCBBBVCyAAIAJBDGo2AgQPCyAAIAEQ7wELYAEDfyAABEAgACgCACICBEAgACgCBCIDIAIiAUcEQANAIANBDGshASADQQFrLAAAQQBIBEAgASgCABAnCyABIgMgAkcNAAsgACgCACEBCyAAIAI2AgQgARAnCyAAECcLCwYAQaSfAQuVAQEEfyMAQRBrIgMkACAAKAIAIQQgA0EEaiIFIAEgACgCBCIAQQF1aiIBIAIgAEEBcQR/IAEoAgAgBGooAgAFIAQLEQUAIAMoAgggAy0ADyIAIADAIgJBAEgiBBsiAEEEahBKIgEgADYCACABQQRqIAMoAgQiBiAFIAQbIAAQXhogAkEASARAIAYQJwsgA0EQaiQAIAELYQICfwF+IwBBEGsiAyQAIAEgACgCBCIEQQF1aiEBIAAoAgAhACAEQQFxBEAgASgCACAAaigCACEACyADIAIpAgAiBTcDACADIAU3AwggASADIAARAwAhACADQRBqJAAgAAt7AgJ/AX4jAEEgayIEJAAgASAAKAIEIgVBAXVqIQEgACgCACEAIAVBAXEEQCABKAIAIABqKAIAIQALIAQgAikCACIGNwMIIAQgBjcDECAEQRxqIgIgASAEQQhqIAMgABEGAEEEECkgAhDDASEAIAIQLRogBEEgaiQAIAALYAEDfyMAQRBrIgMkACABIAAoAgQiBUEBdWohASAAKAIAIQAgA0EMaiIEIAEgAiAFQQFxBH8gASgCACAAaigCAAUgAAsRBQBBBBApIAQQwwEhACAEEC0aIANBEGokACAAC3kCAn8BfiMAQSBrIgMkACABIAAoAgQiBEEBdWohASAAKAIAIQAgBEEBcQRAIAEoAgAgAGooAgAhAAsgAyACKQIAIgU3AwggAyAFNwMQIANBHGoiAiABIANBCGogABEFAEEEECkgAhDDASEAIAIQLRogA0EgaiQAIAALVwECf0E4ECkiAkHwqwE2AgAgAkIANwIEIAJBDGoiAUIANwIEIAFB3KQDNgIAIAFCADcCDCABQgA3AhQgAUIANwIcIAFCADcCJCAAIAI2AgQgACABNgIACzgBAX8jAEEQayIBJAAgAUEIaiAAEQEAQQgQKSIAIAEoAgg2AgAgACABKAIMNgIEIAFBEGokACAACz4BAn8gAARAAkAgACgCBCIBRQ0AIAEgASgCBCICQQFrNgIEIAINACABIAEoAgAoAggRAQAgARBZCyAAECcLC3QBBH8jAEEQayIDJABBCBApIQQgARARIAMgATYCCEHkoQEgA0EIahAIIQUgBCAANgIAQRQQKSICIAA2AgwgAkHkqAE2AgAgAkIANwIEIAIgBTYCEEEAEAIgBCACNgIEQQAQAkEAEAIgARACIANBEGokACAECxEBAX9BCBApIgBCADcCACAACwcAIAAoAgALFAAgAARAIAAgACgCACgCBBEBAAsLDQAgACgCAEEEaygCAAtaAQJ/IwBBEGsiAiQAIAEgACgCBCIDQQF1aiEBIAAoAgAhACACQQhqIAEgA0EBcQR/IAEoAgAgAGooAgAFIAALEQIAQQgQKSIAIAIpAwg3AwAgAkEQaiQAIAALDAAgACABKQIMNwIAC54BAQJ/IwBBEGsiAiQAQRQQKSIBQgA3AgAgAUEANgIQIAFCADcCCAJAIAAsAAtBAE4EQCACIAAoAgg2AgggAiAAKQIANwMADAELIAIgACgCACAAKAIEEFULIAEgAikDADcCACABIAIoAgg2AgggASABKAIEIAEtAAsiACAAwEEASCIAGzYCECABIAEoAgAgASAAGzYCDCACQRBqJAAgAQsdACAABEAgACwAC0EASARAIAAoAgAQJwsgABAnCwsGAEGMpwELOQEDf0EIECkhASAAKAIAIQMgASAAKAIEIAAtAAsiAiACwEEASCICGzYCBCABIAMgACACGzYCACABCwsAIAAEQCAAECcLCwYAQeClAQuTAQEFfyMAQRBrIgIkACAAKAIAIQMgAkEEaiIEIAEgACgCBCIAQQF1aiIBIABBAXEEfyABKAIAIANqKAIABSADCxECACACKAIIIAItAA8iACAAwCIDQQBIIgUbIgBBBGoQSiIBIAA2AgAgAUEEaiACKAIEIgYgBCAFGyAAEF4aIANBAEgEQCAGECcLIAJBEGokACABCxEBAX9BBBApIgBBADYCACAACw0AIAAEQCAAEC0QJwsLBgBBuKQBC4sEAgx/AXwjAEEQayIGJAAgASgCAEHHKRAUIgIQCyEDIAIQAiADQaiRAyAGQQhqEBMhDiAGKAIIEBIgAxACIABBADYCCCAAQgA3AgACQAJAAn8gDkQAAAAAAADwQWMgDkQAAAAAAAAAAGZxBEAgDqsMAQtBAAsiCQRAIAlBgICAgARPDQEgACAJQQJ0IgIQKSIDNgIEIAAgAzYCACAAIAIgA2oiCDYCCCADIQIDQCABKAIAIQQgBiAKNgIIIARBqJEDIAZBCGoiBRAIIgQQCyELIAQQAiALQYSRAyAFEBMhDiAGKAIIEBICfyAOmUQAAAAAAADgQWMEQCAOqgwBC0GAgICAeAshDAJAIAIgCEkEQCACIAw2AgAgACACQQRqIgI2AgQMAQsgAiADa0ECdSINQQFqIgdBgICAgARPDQNB/////wMgCCADayIFQQF1IgQgByAEIAdLGyAFQfz///8HTxsiBwR/IAdBgICAgARPDQUgB0ECdBApBUEACyIEIA1BAnRqIgUgDDYCACAEIAdBAnRqIQggBUEEaiEEIAIgA0cEQANAIAVBBGsiBSACQQRrIgIoAgA2AgAgAiADRw0ACwsgACAINgIIIAAgBDYCBCAAIAU2AgAgAwRAIAMQJwsgBSEDIAQhAgsgCxACIApBAWoiCiAJRw0ACwsgBkEQaiQADwsQMQALEDkAC2ABAX8jAEEQayICJAAgAiABNgIAIAJBBGogAiAAEQIAQQwQKSIAIAIoAgQ2AgAgACACKAIINgIEIAAgAigCDDYCCCACQQA2AgwgAkIANwIEIAIoAgAQAiACQRBqJAAgAAsGAEGsrAMLFAAgAEEEakEAIAEoAgRB550BRhsL2AQBCH8jAEEQayIFJAAgACgCBCEIAkAgASgCBCABLQALIgAgAMBBAEgiABsiAkUEQCAIQQE6AAQMAQsgASgCACEDIAUgAjYCDCAFIAMgASAAGzYCCCAFIAUpAgg3AwAjAEEQayIAJAACQCAFKAIEIgFB8P///wdJBEAgBSgCACECAkAgAUEKTQRAIAAgAToADyAAQQRqIQMMAQsgAUEPckEBaiIEECkhAyAAIARBgICAgHhyNgIMIAAgAzYCBCAAIAE2AggLIAMgAiAB/AoAAEEAIQQgASADakEAOgAAIAAoAgQhAyAAKAIIIgkgAC0ADyICIALAIgFBAEgiBhsiBwRAIAMgAEEEaiAGGyICIAdqIQMDQCACIAIsAAAiAUEgciABIAFBwQBrQRpJGzoAACACQQFqIgIgA0cNAAsgACgCCCEJIAAoAgQhAyAALQAPIgIhAQsgAyAAQQRqIAHAIgZBAEgiBxshAQJAAkACQAJAAkACQAJAAkAgCSACIAcbIgJBAWsOBQAFBAECBwsgAUGqwgAgAhAuRQRAQQEhBAwGCyABQbPCACACEC5FDQUgAUGvISACEC4NAkEBIQQMBQsgAUHqLyACEC4NBUEBIQQMBAsgAUHYMSACEC5FDQMMBAsgAUHXLyACEC5FDQJBASEEIAFBqB4gAhAuRQ0CQQAhBCABQagoIAIQLkUNAgwDCyABQYwiIAIQLg0CQQEhBAwBCyABQZgnIAIQLg0BCyAIIAQ6AAQLIAZBAEgEQCADECcLIABBEGokAAwBCxBDAAsLIAVBEGokAAsVACABQfyrAzYCACABIAAoAgQ2AgQLHQEBf0EIECkiAUH8qwM2AgAgASAAKAIENgIEIAELBgBB7KsDCxQAIABBBGpBACABKAIEQfSbAUYbC10BA38jAEEQayICJAAgACgCBCEAIAEoAgAhBCACIAEoAgQgAS0ACyIDIAPAQQBIIgMbNgIMIAIgBCABIAMbNgIIIAIgAikCCDcDACACIABBBGoQrAQaIAJBEGokAAsVACABQbyrAzYCACABIAAoAgQ2AgQLHQEBf0EIECkiAUG8qwM2AgAgASAAKAIENgIEIAELFAAgAEEMakEAIAEoAgRBtZkBRhsLYQECfyAAKAIMIgEEQAJAAn8gASgCKCIAIAFBGGoiAkYEQCACKAIAQRBqDAELIABFDQEgACICKAIAQRRqCyEAIAIgACgCABEBAAsgASwAF0EASARAIAEoAgwQJwsgARAnCwsMACAAEJICGiAAECcLDAAgABDXAhogABAnCwoAQai2AxDXAhoLCgBBmLYDEJICGgsKAEGItgMQkgIaC8oHAgx/AX4jAEEwayIDJAAgA0EkaiABIAEoAgAoAggRAgACQAJAIAMoAiRFBEAgAigCBCEHIANBJGoQLRogB0UNAUEAIQcgAEEANgIIIABCADcCACADIAIpAgAiDzcDCCADIA83AxggAygCDCECIAMoAgghCCADQQA2AiwgA0IANwIkIAIgCGohDAJAAkACQCACQQBKBEAgCCECA0AgBiEEAkACQAJAAkAgDCACayIGIAItAABBBHZB7YABaiwAACIFIAUgBkobIgpBA0YEQCACQZAcQQMQLiEFIAIgCEcNASAFRSEGDAILIAIgCEYEQEEAIQYMAgtBACEGDAMLQQEhBiAFDQELIAMoAigiBCADKAIsIgtJBEAgBEEANgIEIAQgAjYCACADIARBCGo2AigMAgsgBCADKAIkIgVrQQN1Ig1BAWoiCUGAgICAAk8NBEH/////ASALIAVrIgtBAnUiDiAJIAkgDkkbIAtB+P///wdPGyIJQYCAgIACTw0FIAlBA3QiCxApIg4gDUEDdGoiCUEANgIEIAkgAjYCACAJQQhqIQ0gBCAFRwRAA0AgCUEIayIJIARBCGsiBCkCADcCACAEIAVHDQALCyADIAsgDmo2AiwgAyANNgIoIAMgCTYCJCAFRQ0BIAUQJwwBC0EAIQYgBEEBcUUNACAEIAVFcSEGCyADKAIoQQRrIgQgBCgCACAKajYCACACIApqIgIgDEkNAAsLDAILEDEACxA5AAsgAygCJCIIIAMoAigiCUcEQAJAAkADQAJAIAMgCCkCACIPNwMQIAEoAgAoAjghAiADIA83AwAgASADIAIRAwAhBgJAIAAoAggiBSAHSwRAIAgpAgAhDyAHIAY2AgggByAPNwIAIAAgB0EMaiIHNgIEDAELIAcgACgCACIEa0EMbSIMQQFqIgJB1qrVqgFPDQFB1arVqgEgBSAEa0EMbSIFQQF0IgogAiACIApJGyAFQarVqtUATxsiAkHWqtWqAU8NAyACQQxsIgoQKSEFIAgpAgAhDyAFIAxBDGxqIgIgBjYCCCACIA83AgAgAkEMaiEGIAQgB0cEQANAIAJBDGsiAiAHQQxrIgcpAgA3AgAgAiAHKAIINgIIIAQgB0cNAAsLIAAgBSAKajYCCCAAIAY2AgQgACACNgIAIAQEQCAEECcLIAYhBwsgCSAIQQhqIghHDQEMAwsLEDEACxA5AAsgAygCJCEICyAIRQ0CIAMgCDYCKCAIECcMAgsgA0EkahAtGgsgAEEANgIIIABCADcCAAsgA0EwaiQAC1cBA38gAEHIqQM2AgAgACgCBCIBIAAoAggiAkcEQANAIAEoAgAiAwRAIAMQJwsgAUEEaiIBIAJHDQALIAAoAgQhAQsgAQRAIAAgATYCCCABECcLIAAQJwtXAQN/IABBsKkDNgIAIAAoAgQiASAAKAIIIgJHBEADQCABKAIAIgMEQCADECcLIAFBBGoiASACRw0ACyAAKAIEIQELIAEEQCAAIAE2AgggARAnCyAAECcLvggDBn8DfgN9IwBB8ABrIgMkACADIAEpAgAiCjcDaCADQSA7AGYgAyADQeYAaiIBNgJcIAMgARBCNgJgIAMgAykDaDcDMCADIAMpAlw3AyggA0HEAGogA0EwaiADQShqEJcCIQUgA0EANgJYIANCADcCUAJ/IAUoAgQiBiAFKAIAIgFHBEAgBiABayIEQQBOBEAgBBApIgchBANAIAQiCCABKQIANwIAIARBCGohBCABQQhqIgEgBkcNAAsgBCAHRwRAIAAqAjxDAAAgwZIhDiAHIQEDQCADIAEpAgAiCTcDaCAAKAIAKAI4IQQgAyAJNwMgIAAgA0EgaiAEEQMAIgQgACgCNEYEfSAOIAySBQJ8IAAoAgRBHGogBBA+KAIkQQRGBEAgACoCQCAJQiCIp7KUu0SamZmZmZm5v6AMAQsgACgCBEEcaiAEED4qAiC7CyAMu6C2CyEMIAEgCEYhBCABQQhqIQEgBEUNAAsLIAcQJyAAQTxqDAILEDEACyAAQTxqCyEHIAUoAgAiAQRAIAUgATYCBCABECcLIAMgAikCACILNwNoIANBIDsAZiADIANB5gBqIgE2AlwgAyABEEI2AmAgAyADKQNoNwMYIAMgAykCXDcDECADQcQAaiADQRhqIANBEGoQlwIhBSADQQA2AkAgA0IANwI4AkAgBSgCBCIGIAUoAgAiAUcEQCAGIAFrIgJBAEgNASACECkiCCEEA0AgBCICIAEpAgA3AgAgBEEIaiEEIAFBCGoiASAGRw0ACyAEIAhHBEAgByoCAEMAACDBkiEOIAghAQNAIAMgASkCACIJNwNoIAAoAgAoAjghBCADIAk3AwggACADQQhqIAQRAwAiBCAAKAI0RgR9IA4gDZIFAnwgACgCBEEcaiAEED4oAiRBBEYEQCAAKgJAIAlCIIinspS7RJqZmZmZmbm/oAwBCyAAKAIEQRxqIAQQPioCILsLIA27oLYLIQ0gASACRyEEIAFBCGohASAEDQALCyAIECcLIAUoAgAiAARAIAUgADYCBCAAECcLAkAgDCANk4tDlb/WM14iAkUNAEGEtgP+EAIAQQFKDQBBkM8DQbU4QRAQKEG/1QBBARAoQfIGEDJBzYABQQIQKEHe1ABBBBAoQeM7QQcQKEHNgAFBAhAoQYPcAEE3ECggCqcgCkIgiKcQKEGm4wBBCRAoIAwQ4ANB+dsAQQkQKCALpyALQiCIpxAoQabjAEEJECggDRDgA0H6ywBBARAoGiADQcQAaiIEQZDPAygCAEEMaygCAEGQzwNqKAIcIgA2AgAgACAAKAIEQQFqNgIEIARB3NYDEDsiAEEKIAAoAgAoAhwRAwAhASAEKAIAIgQgBCgCBEEBayIANgIEIABBf0YEQCAEIAQoAgAoAggRAQALQZDPAyABEFJBkM8DEEwLIANB8ABqJAAgAkUPCxAxAAuTBAMRfwN9AX4jAEHgAGsiBSQAIAVBFGoiAxDUASAFIAEpAgAiFzcDACAFIBc3AwggAyAFENMBIAAgAxDRAQJ9IwBBIGsiBCQAIAMoAhAhByADKAIMIQggA0FAaygCACEJIAMoAkQhASADKAJIIQAgBEEANgIcIARCADcCFAJAIAkgACABbGoiAARAIABBgICAgARPDQEgBCAAQQJ0IgEQKSIANgIUIABBACAB/AsAC0EBIAcgCGtBAnUiACAAQQFMGyIOQQFrIQ8gBEEIaiADIAIQ7gEgAygCJCEQIAMoAhghCwNAAkAgCyAGQQxsIgFqIgAoAgAiCiAAKAIEIhFGDQAgASAQaiIBKAIAIgAgASgCBCISRg0AIAQoAhQhDCAEKAIIIQ0DQCANIAooAgAoAhBBAnQiAWohEyABIAxqIgcqAgAhFCAAIQEDQCAMIAEoAgAiCCgCEEECdCIJaioCACEVIAcgAiAIKgIYlCAJIA1qKgIAkiATKgIAkyIWELABIBYgFZKUIBSSIhQ4AgAgAUEEaiIBIBJHDQALIApBBGoiCiARRw0ACwsgBkEBaiIGIA5HDQALIAQoAhQiACALIA9BDGxqKAIAKAIAKAIQQQJ0aioCACECIAQoAggiAQRAIAQgATYCDCABECcLIAAQJyAEQSBqJAAgAowMAQsQMQALIQIgAxCxARogBUHgAGokACACC6wxBAp/B3wCfgR9IwBBgAJrIgckACAHQagBaiABIAEoAgAoAggRAgACQAJAAkACQAJAAkACQAJAAkACQAJAIAcoAqgBRQRAIAIoAgQhCSAHQagBahAtGiAJRQ0BIAdBADYC/AEgB0IANwL0ASAHQagBaiIJENQBIAcgAikCACIYNwMQIAcgGDcDoAEgCSAHQRBqENMBIAEgCRDRASAHQZQBaiAJIAMQ7gEgBygClAEgBygCwAFBASAHKAK4ASAHKAK0AWtBAnUiAiACQQFMG0EMbGpBDGsoAgAoAgAoAhBBAnRqKgIAIRsgBkUNAyAFDQJBhLYD/hACAEECTARAQZDPA0G1OEEQEChBv9UAQQEQKEH3BRAyQc2AAUECEChB3tQAQQQQKEHBO0EFEChBzYABQQIQKEG1MUEoECgaIAdBLGoiAUGQzwMoAgBBDGsoAgBBkM8DaigCHCICNgIAIAIgAigCBEEBajYCBCABQdzWAxA7IgJBCiACKAIAKAIcEQMAIQIgASgCACIBIAEoAgRBAWsiBDYCBCAEQX9GBEAgASABKAIAKAIIEQEAC0GQzwMgAhBSQZDPAxBMCyAAQQA2AgggAEIANwIADAkLIAdBqAFqEC0aCyAAQQA2AgggAEIANwIADAgLIAdBADYCkAEgB0IANwKIASAHQSxqIAdBqAFqENIBIAcoAiwiCCAHKAIwIglGDQEDQCAIKAIAIQUCQCAHKAKMASICIAcoApABIgtJBEAgAiAFKQIANwIAIAIgBSgCFDYCCCAHIAJBDGo2AowBDAELIAIgBygCiAEiAWtBDG0iCkEBaiIGQdaq1aoBTw0KQdWq1aoBIAsgAWtBDG0iC0EBdCIMIAYgBiAMSRsgC0Gq1arVAE8bIgZB1qrVqgFPDQUgBkEMbCILECkiDCAKQQxsaiIGIAUpAgA3AgAgBiAFKAIUNgIIIAZBDGohBSABIAJHBEADQCAGQQxrIgYgAkEMayICKQIANwIAIAYgAigCCDYCCCABIAJHDQALCyAHIAsgDGo2ApABIAcgBTYCjAEgByAGNgKIASABRQ0AIAEQJwsgCEEEaiIIIAlHDQALDAELIAVFBEAgBygC+AEiBiAHKAL0ASIFa0EEdSAETw0FA0AgB0EsaiICENQBIAcgGDcDCCAHIBg3AyAgAiAHQQhqENMBIAEgAhDRASAHQQA2ApABIAdCADcCiAEgB0H4AGogAiADEKEEQwAAAAAhGgJAIAcoAngiCSAHKAJ8IgtGDQADQAJAIAkoAgAhBQJAIAcoAowBIgIgBygCkAEiCkkEQCACIAUpAgA3AgAgAiAFKAIUNgIIIAcgAkEMajYCjAEMAQsgAiAHKAKIASIIa0EMbSIMQQFqIgZB1qrVqgFPDQFB1arVqgEgCiAIa0EMbSIKQQF0Ig0gBiAGIA1JGyAKQarVqtUATxsiBkHWqtWqAU8NCCAGQQxsIgoQKSINIAxBDGxqIgYgBSkCADcCACAGIAUoAhQ2AgggBkEMaiEMIAIgCEcEQANAIAZBDGsiBiACQQxrIgIpAgA3AgAgBiACKAIINgIIIAIgCEcNAAsLIAcgCiANajYCkAEgByAMNgKMASAHIAY2AogBIAhFDQAgCBAnCyADIAUqAhiUIBqSIRogCyAJQQRqIglHDQEMAgsLDAoLIAcgGiAbkyIaOAIcAkACQCAHKAL4ASIFIAcoAvwBSQRAIAVBADYCCCAFQgA3AgAgBygCjAEiAiAHKAKIASIJayIIQQxtIQYgAiAJRwRAIAZB1qrVqgFPDQMgBSAIECkiAjYCBCAFIAI2AgAgBSACIAZBDGxqNgIIIAcoAogBIgYgBygCjAEiCUcEQANAIAIgBikCADcCACACIAYoAgg2AgggAkEMaiECIAZBDGoiBiAJRw0ACwsgBSACNgIECyAFIBo4AgwgByAFQRBqNgL4AQwBCyAHQfQBaiAHQYgBaiAHQRxqENsCCyAHKAJ4IgIEQCAHIAI2AnwgAhAnCyAHKAKIASICBEAgByACNgKMASACECcLIAdBLGoQsQEaIAcoAvgBIgYgBygC9AEiBWtBBHUgBEkNAQwHCwsMCAsgB0GIAWogB0GoAWogBEEBakEBIAMQ3gIMAQsgB0IANwN4AkAgBygC+AEiASAHKAL8AUkEQCABQQA2AgggAUIANwIAIAcoAowBIgIgBygCiAEiBmsiCUEMbSEFIAIgBkcEQCAFQdaq1aoBTw0JIAEgCRApIgI2AgQgASACNgIAIAEgAiAFQQxsajYCCCAHKAKIASIGIAcoAowBIgVHBEADQCACIAYpAgA3AgAgAiAGKAIINgIIIAJBDGohAiAGQQxqIgYgBUcNAAsLIAEgAjYCBAsgAUEANgIMIAcgAUEQajYC+AEMAQtBACEGAkACQAJAIAcoAvgBIgUgBygC9AEiCWtBBHUiAkEBaiIBQYCAgIABSQRAQf////8AIAcoAvwBIAlrIghBA3UiCyABIAEgC0kbIAhB8P///wdPGyILBEAgC0GAgICAAU8NAiALQQR0ECkhBgsgBiACQQR0aiIIQQA2AgggCEIANwIAIAcoAowBIgogBygCiAEiAmsiAUEMbSEMIAIgCkcEQCAMQdaq1aoBTw0MIAggARApIgE2AgAgCCABIAxBDGxqNgIIA0AgASACKQIANwIAIAEgAigCCDYCCCABQQxqIQEgAkEMaiICIApHDQALIAggATYCBAsgBiALQQR0aiEBIAggBysDeLY4AgwgCEEQaiEGIAUgCUYNAgNAIAhBEGsiCEEANgIIIAggBUEQayIFKAIANgIAIAggBSgCBDYCBCAIIAUoAgg2AgggBUEANgIIIAVCADcCACAIIAUqAgw4AgwgBSAJRw0ACyAHIAE2AvwBIAcoAvgBIQIgByAGNgL4ASAHKAL0ASEFIAcgCDYC9AEgAiAFRg0DA0AgAkEQayIBKAIAIgYEQCACQQxrIAY2AgAgBhAnCyABIgIgBUcNAAsMAwsMCgsQOQALIAcgATYC/AEgByAGNgL4ASAHIAg2AvQBCyAFBEAgBRAnCwsgBygCLCIBBEAgByABNgIwIAEQJwsgBygCiAEiAQRAIAcgATYCjAEgARAnCyAHQYgBaiAHQagBaiAEQQFqQQEgAxDeAkEAIQggB0EANgKAASAHQgA3AngCQCAHKAKMASIEIAcoAogBIgtGBEAgB0EsaiAHQagBahDSAUEAIQlBACEBDAELIAQgC2siAUEASA0HIAcgAUEEdUEMbCIBECkiCDYCeCAHIAEgCGo2AoABQQAhAiAIQQAgAUEMayIBIAFBDHBrQQxqIgH8CwAgByABIAhqIgk2AnwgCyEGIAQhAQNAIAggAkEMbGoiCiAGIAJBBHRqIgVHBEACQCAFKAIEIg0gBSgCACIGayIOQQJ1IgwgCigCCCIFIAooAgAiAWtBAnVNBEAgCigCBCABayIFQQJ1Ig8gDEkEQCABIAYgBfwKAAAgCigCBCEFIA0gBiAPQQJ0aiIBRwRAA0AgBSABKAIANgIAIAVBBGohBSABQQRqIgEgDUcNAAsLIAogBTYCBAwCCyABIAYgDvwKAAAgCiABIAxBAnRqNgIEDAELIAEEQCAKIAE2AgQgARAnIApBADYCCCAKQgA3AgBBACEFCwJAIA5BAEgNAEH/////AyAFQQF1IgEgDCABIAxLGyAFQfz///8HTxsiAUGAgICABE8NACAKIAFBAnQiBRApIgE2AgQgCiABNgIAIAogASAFajYCCCAKIAYgDUcEfyABIAYgDkEEa0F8cUEEaiIF/AoAACABIAVqBSABCzYCBAwBCwwKCyAHKAKIASEGIAcoAowBIQELIAJBAWoiAiABIAZrQQR1SQ0ACyAHQSxqIAdBqAFqENIBIAcoAjAgBygCLCIFayEMIAghAQNAAkAgASgCBCIKIAEoAgAiAmsgDEcNACAFIQYgAiAKRg0CA0AgAigCACAGKAIARw0BIAZBBGohBiACQQRqIgIgCkcNAAsMAgsgAUEMaiIBIAlHDQALIAkhAQsCQCABIAhrQQxtIgEgBygCjAEiBSAHKAKIASICa0EEdUcEQCAFIAIgAUEEdGoiAkEQaiIGRwRAA0AgAigCACIBBEAgAiABNgIEIAEQJyACQQA2AggLIAIgBigCADYCACACIAYoAgQ2AgQgAiAGKAIINgIIIAZBADYCCCAGQgA3AgAgAiAGKgIMOAIMIAJBEGohAiAGQRBqIgYgBUcNAAsgBygCjAEhBQsgAiAFRgRAIAUhAgwCCwNAIAVBEGsiASgCACIGBEAgBUEMayAGNgIAIAYQJwsgASIFIAJHDQALDAELIAVBEGsiAigCACIBRQ0AIAVBDGsgATYCACABECcLIAcgAjYCjAEgBygCLCIBBEAgByABNgIwIAEQJwsgCEUNACAEIAtHBEADQCAJQQxrIgEoAgAiAgRAIAlBCGsgAjYCACACECcLIAEiCSAIRw0ACwsgCBAnCyAHKAKMASICQRBrIgUqAgwhHCAFKAIAIgEEQCACQQxrIAE2AgAgARAnCyAHIAU2AowBIAcoAogBIgEgBUYNAQNAIAdBADYCNCAHQgA3AixDAAAAACEaAkAgASgCACIIIAEoAgQiC0YNAANAAkAgCCgCACIJKgIYIR0CQCAHKAIwIgIgBygCNCIKSQRAIAIgCSkCADcCACACIAkoAhQ2AgggByACQQxqNgIwDAELIAIgBygCLCIEa0EMbSIMQQFqIgZB1qrVqgFPDQFB1arVqgEgCiAEa0EMbSIKQQF0Ig0gBiAGIA1JGyAKQarVqtUATxsiBkHWqtWqAU8NBSAGQQxsIgoQKSINIAxBDGxqIgYgCSkCADcCACAGIAkoAhQ2AgggBkEMaiEJIAIgBEcEQANAIAZBDGsiBiACQQxrIgIpAgA3AgAgBiACKAIINgIIIAIgBEcNAAsLIAcgCiANajYCNCAHIAk2AjAgByAGNgIsIARFDQAgBBAnCyADIB2UIBqSIRogCyAIQQRqIghHDQEMAgsLDAcLIAcgGiAbkyIaOAJ4AkACQCAHKAL4ASIEIAcoAvwBSQRAIARBADYCCCAEQgA3AgAgBygCMCIIIAcoAiwiAmsiCUEMbSEGIAIgCEcEQCAGQdaq1aoBTw0DIAQgCRApIgI2AgQgBCACNgIAIAQgAiAGQQxsajYCCCAHKAIsIgghBiAHKAIwIgkgCEcEQANAIAIgBikCADcCACACIAYoAgg2AgggAkEMaiECIAZBDGoiBiAJRw0ACwsgBCACNgIECyAEIBo4AgwgByAEQRBqNgL4AQwBCyAHQfQBaiAHQSxqIAdB+ABqENsCIAcoAiwhCAsgCARAIAcgCDYCMCAIECcLIAFBEGoiASAFRw0BDAMLCwwFCxA5AAsgBygC9AEiBSAHKAL4ASIGRwRAIBy7IRYgBSECA0AgAioCDCIDQwAAAABcBEAgA7sgFqEiEhDUAiERIAICfCASRAAAAAAAACTAZQRAIBIgEUQAAAAAAADgv6KgIBEgEaJEAAAAAAAAOECjoCEXIwBBEGsiBCQAAnwCQCARvSIYQjSIpyIBQf8Pa0GCcE8NACARIBGiIBhCAYZCgICAgICAgBB8QoGAgICAgIAQVA0BGiAYQgBTBH8gGEL///////////8AgyEYIAFB/w9xBSABCw0AIBFEAAAAAAAAMEOivUL///////////8Ag0KAgICAgICAoAN9IRgLAnwgBCAYQoCAgIDQqqXzP30iGUI0h6e3IhNB4OsBKwMAoiAZQi2Ip0H/AHFBBXQiAUG47AFqKwMAoCAYIBlCgICAgICAgHiDfSIYQoCAgIAIfEKAgICAcIO/IhEgAUGg7AFqKwMAIhSiRAAAAAAAAPC/oCISIBi/IBGhIBSiIhSgIhEgE0HY6wErAwCiIAFBsOwBaisDAKAiEyARIBOgIhOhoKAgFCARQejrASsDACIUoiIVIBIgFKIiFKCioCASIBSiIhIgEyATIBKgIhKhoKAgESARIBWiIhOiIBMgEyARQZjsASsDAKJBkOwBKwMAoKIgEUGI7AErAwCiQYDsASsDAKCgoiARQfjrASsDAKJB8OsBKwMAoKCioCIRIBIgEiARoCISoaA5AwggEr1CgICAQIO/IhNEAAAAAAAAEECiIREgE0QAAAAAAAAAAKIgBCsDCCASIBOhoEQAAAAAAAAQQKKgIRICQCARvUI0iKdB/w9xIgFByQdrQT9JDQAgEUQAAAAAAADwP6AgAUHJB0kNARogAUGJCEkhCUEAIQEgCQ0AIBG9QgBTBEAjAEEQayIBRAAAAAAAAAAQOQMIIAErAwhEAAAAAAAAABCiDAILIwBBEGsiAUQAAAAAAAAAcDkDCCABKwMIRAAAAAAAAABwogwBC0HwtAErAwAgEaJB+LQBKwMAIhOgIhQgE6EiE0GItQErAwCiIBNBgLUBKwMAoiARoKAgEqAiESARoiISIBKiIBFBqLUBKwMAokGgtQErAwCgoiASIBFBmLUBKwMAokGQtQErAwCgoiAUvSIZp0EEdEHwD3EiCUHgtQFqKwMAIBGgoKAhESAJQei1AWopAwAgGUIthnwhGCABRQRAAnwgGUKAgICACINQBEAgGEKAgICAgICAiD99vyISIBGiIBKgRAAAAAAAAAB/ogwBCyAYQoCAgICAgIDwP3wiGL8iEiARoiIUIBKgIhGZRAAAAAAAAPA/YwR8IwBBEGsiASEQIAFEAAAAAAAAEAA5AwggECABKwMIRAAAAAAAABAAojkDCCAYQoCAgICAgICAgH+DvyARRAAAAAAAAPC/RAAAAAAAAPA/IBFEAAAAAAAAAABjGyIToCIVIBQgEiARoaAgESATIBWhoKCgIBOhIhEgEUQAAAAAAAAAAGEbBSARC0QAAAAAAAAQAKILDAELIBi/IhIgEaIgEqALCyERIARBEGokACAXIBFEAAAAAACApsCjoAwBCwJ8RAAAAAAAAAAAIRICQAJAAkACfAJAIBGaIhG9IhhCIIinQf////8HcSIBQfrQjYIETwRAIBG9Qv///////////wCDQoCAgICAgID4/wBWDQVEAAAAAAAA8L8gGEIAUw0GGiARRO85+v5CLoZAZEUNASARRAAAAAAAAOB/ogwGCyABQcPc2P4DSQ0CIAFBscXC/wNLDQAgGEIAWQRAQQEhAUR2PHk17znqPSESIBFEAADg/kIu5r+gDAILQX8hAUR2PHk17znqvSESIBFEAADg/kIu5j+gDAELAn8gEUT+gitlRxX3P6JEAAAAAAAA4D8gEaagIhKZRAAAAAAAAOBBYwRAIBKqDAELQYCAgIB4CyIBtyITRHY8eTXvOeo9oiESIBEgE0QAAOD+Qi7mv6KgCyIRIBEgEqEiEaEgEqEhEgwBCyABQYCAwOQDSQ0BQQAhAQsgESARIBEgEUQAAAAAAADgP6IiFKIiEyATIBMgEyATIBNELcMJbrf9ir6iRDlS5obKz9A+oKJEt9uqnhnOFL+gokSFVf4ZoAFaP6CiRPQQEREREaG/oKJEAAAAAAAA8D+gIhVEAAAAAAAACEAgFSAUoqEiFKFEAAAAAAAAGEAgESAUoqGjoiIUoiAToaEgAUUNARogESAUIBKhoiASoSAToSESAkACQAJAIAFBAWoOAwACAQILIBEgEqFEAAAAAAAA4D+iRAAAAAAAAOC/oAwDCyASIBFEAAAAAAAA4D+goUQAAAAAAAAAwKIgEUQAAAAAAADQv2MNAhogESASoSIRIBGgRAAAAAAAAPA/oAwCCyABQf8Haq1CNIa/IRMgAUE5TwRAIBEgEqFEAAAAAAAA8D+gIhEgEaBEAAAAAAAA4H+iIBEgE6IgAUGACEYbRAAAAAAAAPC/oAwCC0QAAAAAAADwP0H/ByABa61CNIa/IhShIBEgEqGgIBEgEiAUoKFEAAAAAAAA8D+gIAFBE00bIBOiIRELIBELmhCLBAu2OAIMCyACQRBqIgIgBkcNAAsLIAcoAogBIgFFDQAgBygCjAEiBiABIgJHBEADQCAGQRBrIgIoAgAiBARAIAZBDGsgBDYCACAEECcLIAIiBiABRw0ACyAHKAKIASECCyAHIAE2AowBIAIQJyAHKAL4ASEGIAcoAvQBIQULIAAgBjYCBCAAIAU2AgAgACAHKAL8ATYCCCAHQQA2AvwBIAdCADcC9AELIAcoApQBIgAEQCAHIAA2ApgBIAAQJwsgB0GoAWoQsQEaIAcoAvQBIgBFDQAgBygC+AEiBiAAIgJHBEADQCAGQRBrIgEoAgAiAgRAIAZBDGsgAjYCACACECcLIAEiBiAARw0ACyAHKAL0ASECCyAHIAA2AvgBIAIQJwsgB0GAAmokAA8LEDEAC4kEAgh/AX4jAEHwAGsiBCQAIARBJGogASABKAIAKAIIEQIAAkACQCAEKAIkRQRAIAIoAgQhBSAEQSRqEC0aIAVFDQEgBEEkaiIFENQBIAQgAikCACIMNwMAIAQgDDcDGCAFIAQQ0wEgASAFENEBQQAhASAAQQA2AgggAEIANwIAIARBDGogBSADEKEEIAQoAgwiBiAEKAIQIgpHBEACQAJAA0ACQCAGKAIAIQUCQCAAKAIIIgcgAUsEQCABIAUpAgA3AgAgASAFKAIUNgIIIAAgAUEMaiIBNgIEDAELIAEgACgCACIIa0EMbSILQQFqIgJB1qrVqgFPDQFB1arVqgEgByAIa0EMbSIHQQF0IgkgAiACIAlJGyAHQarVqtUATxsiAkHWqtWqAU8NAyACQQxsIgcQKSIJIAtBDGxqIgIgBSkCADcCACACIAUoAhQ2AgggAkEMaiEFIAEgCEcEQANAIAJBDGsiAiABQQxrIgEpAgA3AgAgAiABKAIINgIIIAEgCEcNAAsLIAAgByAJajYCCCAAIAU2AgQgACACNgIAIAgEQCAIECcLIAUhAQsgCiAGQQRqIgZHDQEMAwsLEDEACxA5AAsgBCgCDCEGCyAGBEAgBCAGNgIQIAYQJwsgBEEkahCxARoMAgsgBEEkahAtGgsgAEEANgIIIABCADcCAAsgBEHwAGokAAvpCQIJfwF+IwBBkAFrIgQkACAEQTxqIAEgASgCACgCCBECAAJAAkACQAJAAkACQCAEKAI8RQRAIAIoAgQhBSAEQTxqEC0aIAVFDQFBAUGACCADIANBgAhOGyIDIANBAUwbIgVBAUsNAiAEIAIpAgAiDTcDiAEgASgCACgCFCECIAQgDTcDCCAEQTxqIAEgBEEIaiACEQUAIARBADYCRCAEKAJAIQYgBCgCPCEDIARCADcCPCAAQQA2AgggAEIANwIAIABBEBApIgU2AgQgACAFNgIAIAAgBUEQaiIHNgIIIAVBADYCCCAFQgA3AgAgBiADayIBQQxtIQIgAyAGRwRAIAJB1qrVqgFPDQQgBSABECkiATYCACAFIAEgAkEMbGo2AgggAyECA0AgASACKQIANwIAIAEgAigCCDYCCCABQQxqIQEgAkEMaiICIAZHDQALIAUgATYCBAsgBUEANgIMIAAgBzYCBCADRQ0GIAMQJyAEKAI8IgBFDQYgBCAANgJAIAAQJwwGCyAEQTxqEC0aCyAAQQA2AgggAEIANwIAIABBEBApIgE2AgAgACABQRBqIgI2AgggAUIANwIIIAFCADcCACAAIAI2AgQMBAsgBEE8aiIDENQBIAQgAikCACINNwMQIAQgDTcDMCADIARBEGoQ0wEgASADENEBIABBADYCCCAAQgA3AgAgBEEkaiADIAVBAEMAAAAAEN4CIAQoAiQiAyAEKAIoIgtGDQIDQCAEQQA2AiAgBEIANwIYAkAgAygCACIFIAMoAgQiCEYNAAJAA0ACQCAFKAIAIQcCQCAEKAIcIgEgBCgCICIJSQRAIAEgBykCADcCACABIAcoAhQ2AgggBCABQQxqNgIcDAELIAEgBCgCGCIGa0EMbSIMQQFqIgJB1qrVqgFPDQFB1arVqgEgCSAGa0EMbSIJQQF0IgogAiACIApJGyAJQarVqtUATxsiAkHWqtWqAU8NAyACQQxsIgkQKSIKIAxBDGxqIgIgBykCADcCACACIAcoAhQ2AgggAkEMaiEHIAEgBkcEQANAIAJBDGsiAiABQQxrIgEpAgA3AgAgAiABKAIINgIIIAEgBkcNAAsLIAQgCSAKajYCICAEIAc2AhwgBCACNgIYIAZFDQAgBhAnCyAIIAVBBGoiBUcNAQwDCwsQMQALEDkACyADQQxqIQcCQAJAIAAoAgQiBiAAKAIISQRAIAZBADYCCCAGQgA3AgAgBCgCHCIFIAQoAhgiAWsiCEEMbSECIAEgBUcEQCACQdaq1aoBTw0DIAYgCBApIgE2AgQgBiABNgIAIAYgASACQQxsajYCCCAEKAIYIgUhAiAEKAIcIgggBUcEQANAIAEgAikCADcCACABIAIoAgg2AgggAUEMaiEBIAJBDGoiAiAIRw0ACwsgBiABNgIECyAGIAcqAgA4AgwgACAGQRBqNgIEDAELIAAgBEEYaiAHENsCIAQoAhghBQsgBQRAIAQgBTYCHCAFECcLIANBEGoiAyALRg0DDAELCxAxAAsQMQALIAQoAiQhAwsgAwRAIAQoAigiAiADIgFHBEADQCACQRBrIgAoAgAiAQRAIAJBDGsgATYCACABECcLIAAiAiADRw0ACyAEKAIkIQELIAQgAzYCKCABECcLIARBPGoQsQEaCyAEQZABaiQAC5oPBAx/An0BfgJ8IwBBgAFrIgYkAAJAIAEoAkxFBEAgBiACKQIAIhE3AwAgBiARNwN4IAAhAiMAQRBrIgokACAKQQxqIAEiBSABKAIAKAIIEQIAAkACQAJAAkACQAJAAkACQAJAIAooAgxFBEAgBigCBCEEIApBDGoQLRogBEUNASAEQQFqIgBFDQggAEHWqtWqAU8NBCAFKgI8IQ8gAEEMbCIBECkiCyEAIARBDGwiB0EMbkEBakEHcSIIBEADQCAAQX82AgggAEL/////DzcCACAAQQxqIQAgA0EBaiIDIAhHDQALCyAHQdQATwRAIAEgC2ohAQNAIABC/////w83AkggAEL/////DzcCMCAAQv////8PNwIYIABCfzcCCCAAQv////8PNwIAIABCgICAgHA3AlggAEJ/NwJQIABBQGtCgICAgHA3AgAgAEJ/NwI4IABCgICAgHA3AiggAEJ/NwIgIABCgICAgHA3AhAgAEHgAGoiACABRw0ACwtBACEBIARBAEoNAiACQQA2AgggAkIANwIADAMLIApBDGoQLRoLIAJBADYCCCACQgA3AgAMBwsgD0MAACDBkiEQIAYoAgAhDgNAIAQgAWsiACABIA5qLQAAQQR2Qe2AAWosAAAiAyAAIANIGyENIAsgAUEMbGoqAgQhDwJAAkAgASAETw0AIA+7IRNBACEIQQAhAyABIQADQCAFKAJEKAIIIgkgACAOai0AACIMIAMgCSADQQJ0aigCACIHQQp2IAdBBnZBCHF0c3MiA0ECdGooAgAiB0H/gYCAeHEgDEcEQCAIQQFxRQ0CDAMLIABBAWohAAJAIAdBgAJxRQ0AIAUoAgRBHGogCSAHQQp2IAdBBnZBCHF0IANzQQJ0aigCAEH/////B3EiCRA+KAIkQQVGDQAgACABayEMIAsgAEEMbGohBwJ8IAUoAgRBHGogCRA+KAIkQQRGBEAgBSoCQCAMs5S7RJqZmZmZmbm/oAwBCyAFKAIEQRxqIAkQPioCILsLIBOgIRICQCAHKAIIQX9HBEAgEiAHKgIEu2RFDQELIAcgErY4AgQgByABNgIIIAcgCTYCAAsgDCANRiAIciEICyAAIARHDQALIAhBAXENAQsgECAPkiEPIAsgASANakEMbGoiACgCCEF/RwRAIA8gACoCBF5FDQELIAAgDzgCBCAAIAE2AgggACAFKAI0NgIACyABIA1qIgEgBEgNAAsgAkEANgIIIAJCADcCACAEQQBMDQAgBigCACENQQAhACAEIQEDQCAEIAsgAUEMbGoiBygCCCIFSQ0DIAQgBWsiAyABIAVrIgEgASADSxshASAFIA1qIQgCQCACKAIIIgkgAEsEQCAAIAE2AgQgACAINgIAIAAgBygCADYCCCACIABBDGoiADYCBAwBCyAAIAIoAgAiBWtBDG0iDkEBaiIDQdaq1aoBTw0FQdWq1aoBIAkgBWtBDG0iCUEBdCIMIAMgAyAMSRsgCUGq1arVAE8bIgNB1qrVqgFPDQYgA0EMbCIJECkiDCAOQQxsaiIDIAE2AgQgAyAINgIAIAMgBygCADYCCCADQQxqIQEgACAFRwRAA0AgA0EMayIDIABBDGsiACkCADcCACADIAAoAgg2AgggACAFRw0ACwsgAiAJIAxqNgIIIAIgATYCBCACIAM2AgAgBQRAIAUQJwsgASEACyAHKAIIIgFBAEoNAAsgAigCACIDIABGDQAgAEEMayIBIANNDQADQCADKQIAIREgAyABKQIANwIAIAEgETcCACADKAIIIQIgAyAAQQRrIgAoAgA2AgggACACNgIAIANBDGoiAyABIgBBDGsiAUkNAAsLIAsQJwwFCxAxAAtBwCIQpQIACxAxAAsQOQALIAJBADYCCCACQgA3AgALIApBEGokAAwBCyAGQSxqIAEgASgCACgCCBECAAJAIAYoAixFBEAgAigCBCEEIAZBLGoQLRogBEUNASAGQSxqIgQQ1AEgBiACKQIAIhE3AwggBiARNwMgIAQgBkEIahDTASABIAQQ0QFBACEBIABBADYCCCAAQgA3AgAgBkEQaiAEENIBIAYoAhAiBSAGKAIUIgtHBEACQAJAA0ACQCAFKAIAIQQCQCAAKAIIIgogAUsEQCABIAQpAgA3AgAgASAEKAIUNgIIIAAgAUEMaiIBNgIEDAELIAEgACgCACIDa0EMbSIHQQFqIgJB1qrVqgFPDQFB1arVqgEgCiADa0EMbSIKQQF0IgggAiACIAhJGyAKQarVqtUATxsiAkHWqtWqAU8NAyACQQxsIgoQKSIIIAdBDGxqIgIgBCkCADcCACACIAQoAhQ2AgggAkEMaiEEIAEgA0cEQANAIAJBDGsiAiABQQxrIgEpAgA3AgAgAiABKAIINgIIIAEgA0cNAAsLIAAgCCAKajYCCCAAIAQ2AgQgACACNgIAIAMEQCADECcLIAQhAQsgCyAFQQRqIgVHDQEMAwsLEDEACxA5AAsgBigCECEFCyAFBEAgBiAFNgIUIAUQJwsgBkEsahCxARoMAgsgBkEsahAtGgsgAEEANgIIIABCADcCAAsgBkGAAWokAAsMACAAEJ8EGiAAECcLmAIBBn8gAEEgaiABEJ0CIgIEQCACKAIQDwsgASgCACEFIAAoAkQoAggiBigCACECAkACQAJAAkAgASgCBCIEBEBBACEBDAELIAUtAAAiAUUNAkEAIQQMAQsDQCAGIAEgBWotAAAiByADIAJBCnYgAkEGdkEIcXRzcyIDQQJ0aigCACICQf+BgIB4cSAHRw0DIAQgAUEBaiIBRw0ACwwBCwNAIAYgAUH/AXEiASADIAJBCnYgAkEGdkEIcXRzcyIDQQJ0aigCACICQf+BgIB4cSABRw0CIAUgBEEBaiIEai0AACIBDQALCyACQYACcUUNACAGIAJBCnYgAkEGdkEIcXQgA3NBAnRqKAIAQf////8HcQ8LIAAoAjQLVQEDfyAAQcipAzYCACAAKAIEIgEgACgCCCICRwRAA0AgASgCACIDBEAgAxAnCyABQQRqIgEgAkcNAAsgACgCBCEBCyABBEAgACABNgIIIAEQJwsgAAsMACAAELEBGiAAECcLVQEDfyAAQbCpAzYCACAAKAIEIgEgACgCCCICRwRAA0AgASgCACIDBEAgAxAnCyABQQRqIgEgAkcNAAsgACgCBCEBCyABBEAgACABNgIIIAEQJwsgAAsLACAAQQxqEMUBGgsPACAAQfinAzYCACAAECcLDQAgAEH4pwM2AgAgAAsLACAAQQxqEJ0BGgsPACAAQdCnAzYCACAAECcLDQAgAEHQpwM2AgAgAAuhAQEDfyMAQRBrIgUkACAAEJsBIAAoAggiA0UEQEHAABApIgRB0KcDNgIAIARCADcCBCAAIARBDGpBABBvNgIIIAAoAgwhAyAAIAQ2AgwCQCADRQ0AIANBf/4eAgQNACADIAMoAgAoAggRAQAgAxBZCyAAIAAoAggiAzYCBAsgBUEMaiIAIAEgAiADIAEoAgAoAnwRBgAgABAtGiAFQRBqJAALoQEBA38jAEEQayIFJAAgABCbASAAKAIIIgNFBEBBwAAQKSIEQdCnAzYCACAEQgA3AgQgACAEQQxqQQAQbzYCCCAAKAIMIQMgACAENgIMAkAgA0UNACADQX/+HgIEDQAgAyADKAIAKAIIEQEAIAMQWQsgACAAKAIIIgM2AgQLIAVBDGoiACABIAIgAyABKAIAKAJ4EQYAIAAQLRogBUEQaiQAC6EBAQN/IwBBEGsiBSQAIAAQmwEgACgCCCIDRQRAQcAAECkiBEHQpwM2AgAgBEIANwIEIAAgBEEMakEAEG82AgggACgCDCEDIAAgBDYCDAJAIANFDQAgA0F//h4CBA0AIAMgAygCACgCCBEBACADEFkLIAAgACgCCCIDNgIECyAFQQxqIgAgASACIAMgASgCACgCdBEGACAAEC0aIAVBEGokAAvGAQECfyMAQSBrIgckACAAQgA3AgQgAEHMpAM2AgAgByACKQIANwMQAkAgACgCBA0AQSgQKSIIQfinAzYCACAIQgA3AgQgACAIQQxqQQAQpQE2AgQgACgCCCECIAAgCDYCCCACRQ0AIAJBf/4eAgQNACACIAIoAgAoAggRAQAgAhBZCyAAKAIEIQAgASgCACgCcCECIAcgBykDEDcDCCAHQRxqIgggASAHQQhqIAMgBCAFIAYgACACERAAIAgQLRogB0EgaiQAC8ABAQJ/IwBBIGsiBCQAIABCADcCBCAAQcykAzYCACAEIAIpAgA3AxACQCAAKAIEDQBBKBApIgVB+KcDNgIAIAVCADcCBCAAIAVBDGpBABClATYCBCAAKAIIIQIgACAFNgIIIAJFDQAgAkF//h4CBA0AIAIgAigCACgCCBEBACACEFkLIAAoAgQhACABKAIAKAJoIQIgBCAEKQMQNwMIIARBHGoiBSABIARBCGogAyAAIAIRCwAgBRAtGiAEQSBqJAALwAEBAn8jAEEgayIFJAAgABCbASAFIAIpAgA3AxAgACgCCCICRQRAQcAAECkiBkHQpwM2AgAgBkIANwIEIAAgBkEMakEAEG82AgggACgCDCECIAAgBjYCDAJAIAJFDQAgAkF//h4CBA0AIAIgAigCACgCCBEBACACEFkLIAAgACgCCCICNgIECyABKAIAKAJsIQAgBSAFKQMQNwMIIAVBHGoiBiABIAVBCGogAyAEIAIgABERACAGEC0aIAVBIGokAAu8AQECfyMAQSBrIgMkACAAEJsBIAMgAikCADcDECAAKAIIIgJFBEBBwAAQKSIEQdCnAzYCACAEQgA3AgQgACAEQQxqQQAQbzYCCCAAKAIMIQIgACAENgIMAkAgAkUNACACQX/+HgIEDQAgAiACKAIAKAIIEQEAIAIQWQsgACAAKAIIIgI2AgQLIAEoAgAoAmQhACADIAMpAxA3AwggA0EcaiIEIAEgA0EIaiACIAARBgAgBBAtGiADQSBqJAALuwEBBH8jAEEgayIDJAAgA0EQahCbASADKAIYIgRFBEBBwAAQKSIFQdCnAzYCACAFQgA3AgQgBUEMakEAEG8hBiADKAIcIQQgAyAFNgIcIAMgBjYCGAJAIARFDQAgBEF//h4CBA0AIAQgBCgCACgCCBEBACAEEFkLIAMgAygCGCIENgIUCyADQQxqIgUgASACIAQgASgCACgCfBEGACAAIAMoAhQQtgEgBRAtGiADQRBqEMEBGiADQSBqJAALuwEBBH8jAEEgayIDJAAgA0EQahCbASADKAIYIgRFBEBBwAAQKSIFQdCnAzYCACAFQgA3AgQgBUEMakEAEG8hBiADKAIcIQQgAyAFNgIcIAMgBjYCGAJAIARFDQAgBEF//h4CBA0AIAQgBCgCACgCCBEBACAEEFkLIAMgAygCGCIENgIUCyADQQxqIgUgASACIAQgASgCACgCeBEGACAAIAMoAhQQtgEgBRAtGiADQRBqEMEBGiADQSBqJAALuwEBBH8jAEEgayIDJAAgA0EQahCbASADKAIYIgRFBEBBwAAQKSIFQdCnAzYCACAFQgA3AgQgBUEMakEAEG8hBiADKAIcIQQgAyAFNgIcIAMgBjYCGAJAIARFDQAgBEF//h4CBA0AIAQgBCgCACgCCBEBACAEEFkLIAMgAygCGCIENgIUCyADQQxqIgUgASACIAQgASgCACgCdBEGACAAIAMoAhQQtgEgBRAtGiADQRBqEMEBGiADQSBqJAAL8QEBA38jAEEgayIHJAAgB0IANwIYIAdBzKQDNgIUIAcgAikCADcDCAJAIAcoAhgNAEEoECkiCEH4pwM2AgAgCEIANwIEIAhBDGpBABClASEJIAcoAhwhAiAHIAg2AhwgByAJNgIYIAJFDQAgAkF//h4CBA0AIAIgAigCACgCCBEBACACEFkLIAEoAgAoAnAhAiAHIAcpAwg3AwAgB0EQaiABIAcgAyAEIAUgBiAHKAIYIAIREAACQCAHKAIYIgEEQCAAIAEQtgEMAQsgAEEAOgAAIABBADoACwsgB0EQahAtGiAHQRRqEJgCGiAHQSBqJAAL6wEBA38jAEEgayIEJAAgBEIANwIYIARBzKQDNgIUIAQgAikCADcDCAJAIAQoAhgNAEEoECkiBUH4pwM2AgAgBUIANwIEIAVBDGpBABClASEGIAQoAhwhAiAEIAU2AhwgBCAGNgIYIAJFDQAgAkF//h4CBA0AIAIgAigCACgCCBEBACACEFkLIAEoAgAoAmghAiAEIAQpAwg3AwAgBEEQaiABIAQgAyAEKAIYIAIRCwACQCAEKAIYIgEEQCAAIAEQtgEMAQsgAEEAOgAAIABBADoACwsgBEEQahAtGiAEQRRqEJgCGiAEQSBqJAAL2gEBA38jAEEwayIFJAAgBUEgahCbASAFIAIpAgA3AxAgBSgCKCICRQRAQcAAECkiBkHQpwM2AgAgBkIANwIEIAZBDGpBABBvIQcgBSgCLCECIAUgBjYCLCAFIAc2AigCQCACRQ0AIAJBf/4eAgQNACACIAIoAgAoAggRAQAgAhBZCyAFIAUoAigiAjYCJAsgASgCACgCbCEGIAUgBSkDEDcDCCAFQRxqIgcgASAFQQhqIAMgBCACIAYREQAgACAFKAIkELYBIAcQLRogBUEgahDBARogBUEwaiQAC9YBAQN/IwBBMGsiAyQAIANBIGoQmwEgAyACKQIANwMQIAMoAigiAkUEQEHAABApIgRB0KcDNgIAIARCADcCBCAEQQxqQQAQbyEFIAMoAiwhAiADIAQ2AiwgAyAFNgIoAkAgAkUNACACQX/+HgIEDQAgAiACKAIAKAIIEQEAIAIQWQsgAyADKAIoIgI2AiQLIAEoAgAoAmQhBCADIAMpAxA3AwggA0EcaiIFIAEgA0EIaiACIAQRBgAgACADKAIkELYBIAUQLRogA0EgahDBARogA0EwaiQAC1sCAn8BfiMAQSBrIgMkACADIAEpAgAiBTcDECAAKAIAKAJgIQEgAyAFNwMIIANBGGoiBCAAIANBCGogAiADQRxqIAERIgAgAyoCHCECIAQQLRogA0EgaiQAIAILPwECfyMAQRBrIgMkACAAQgA3AgAgAEEANgIIIANBDGoiBCABIAIgACABKAIAKAJEEQYAIAQQLRogA0EQaiQACz8BAn8jAEEQayIDJAAgAEIANwIAIABBADYCCCADQQxqIgQgASACIAAgASgCACgCQBEGACAEEC0aIANBEGokAAs/AQJ/IwBBEGsiAyQAIABCADcCACAAQQA2AgggA0EMaiIEIAEgAiAAIAEoAgAoAjwRBgAgBBAtGiADQRBqJAALYwICfwF+IwBBIGsiByQAIABBADYCCCAAQgA3AgAgByACKQIAIgk3AxAgASgCACgCXCECIAcgCTcDCCAHQRxqIgggASAHQQhqIAMgBCAFIAYgACACERAAIAgQLRogB0EgaiQAC2MCAn8BfiMAQSBrIgckACAAQQA2AgggAEIANwIAIAcgAikCACIJNwMQIAEoAgAoAlghAiAHIAk3AwggB0EcaiIIIAEgB0EIaiADIAQgBSAGIAAgAhEQACAIEC0aIAdBIGokAAtfAgJ/AX4jAEEgayIFJAAgAEEANgIIIABCADcCACAFIAIpAgAiBzcDECABKAIAKAJUIQIgBSAHNwMIIAVBHGoiBiABIAVBCGogAyAEIAAgAhERACAGEC0aIAVBIGokAAtfAgJ/AX4jAEEgayIFJAAgAEEANgIIIABCADcCACAFIAIpAgAiBzcDECABKAIAKAJQIQIgBSAHNwMIIAVBHGoiBiABIAVBCGogAyAEIAAgAhERACAGEC0aIAVBIGokAAtdAgJ/AX4jAEEgayIEJAAgAEEANgIIIABCADcCACAEIAIpAgAiBjcDECABKAIAKAJMIQIgBCAGNwMIIARBHGoiBSABIARBCGogAyAAIAIRCwAgBRAtGiAEQSBqJAALXQICfwF+IwBBIGsiBCQAIABBADYCCCAAQgA3AgAgBCACKQIAIgY3AxAgASgCACgCSCECIAQgBjcDCCAEQRxqIgUgASAEQQhqIAMgACACEQsAIAUQLRogBEEgaiQAC1sCAn8BfiMAQSBrIgMkACAAQQA2AgggAEIANwIAIAMgAikCACIFNwMQIAEoAgAoAjghAiADIAU3AwggA0EcaiIEIAEgA0EIaiAAIAIRBgAgBBAtGiADQSBqJAALWwICfwF+IwBBIGsiAyQAIABBADYCCCAAQgA3AgAgAyACKQIAIgU3AxAgASgCACgCNCECIAMgBTcDCCADQRxqIgQgASADQQhqIAAgAhEGACAEEC0aIANBIGokAAu3AgEEfyMAQSBrIgIkAAJAIAAoAgQiAygCBCgCLCIBQaCyAyABGygCfCIBRQRAQYScA/4QAgAiAQ0BQfibAxCNASEBDAELIAFBfnEhAQsCQCABKAIEIAEtAAsiASABwEEASBtFBEAgAkEFNgIUIAJB4cEANgIQDAELAkAgAygCBCgCLCIBQaCyAyABGygCfCIBRQRAQYScA/4QAgAiAQ0BQfibAxCNASEBDAELIAFBfnEhAQsgASgCACEDIAIgASgCBCABLQALIgQgBMBBAEgiBBs2AhQgAiADIAEgBBs2AhALIAIgAigCECIBNgIYIAIgARBCNgIcIAAoAgAoAuwBIQEgAiACKQIYNwMIIAAgACACQQhqIAERAwAiASAAKAIAKAL8AREDACEAIAJBIGokACABQX8gABsLcAECfyMAQSBrIgEkACABQRBqIAAoAgQQ1wEgASABKAIQIgI2AhggASACEEI2AhwgACgCACgC7AEhAiABIAEpAhg3AwggACAAIAFBCGogAhEDACICIAAoAgAoAvwBEQMAIQAgAUEgaiQAIAJBfyAAGwtwAQJ/IwBBIGsiASQAIAFBEGogACgCBBDYASABIAEoAhAiAjYCGCABIAIQQjYCHCAAKAIAKALsASECIAEgASkCGDcDCCAAIAAgAUEIaiACEQMAIgIgACgCACgC/AERAwAhACABQSBqJAAgAkF/IAAbC3ABAn8jAEEgayIBJAAgAUEQaiAAKAIEEOcCIAEgASgCECICNgIYIAEgAhBCNgIcIAAoAgAoAuwBIQIgASABKQIYNwMIIAAgACABQQhqIAIRAwAiAiAAKAIAKAL4AREDACEAIAFBIGokACACQX8gABsL7wIBA38jAEEQayICJAAgAkEIaiIDIAAgACgCACgCHBECACACKAIIIQQgAxAtGgJ/IAQEQEEAQYS2A/4QAgBBAkoNARpBkM8DQfA2QRoQKEG/1QBBARAoQb4HEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoIQMgAkEEaiIBIAAgACgCACgCHBECACADIAEoAgAiAAR/IAAoAgQgAEEEaiAALAAPQQBIGwVB/YABCyIAIAAQQhAoQaHbAEEXECgQ4gMgARAtGiACQQxqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgM2AgQgA0F/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTEEADAELIAAoAgQiACABIAAoAgAoAlgRAwALIQAgAkEQaiQAIAAL7wIBA38jAEEQayICJAAgAkEIaiIDIAAgACgCACgCHBECACACKAIIIQQgAxAtGgJ/IAQEQEEAQYS2A/4QAgBBAkoNARpBkM8DQfA2QRoQKEG/1QBBARAoQbkHEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoIQMgAkEEaiIBIAAgACgCACgCHBECACADIAEoAgAiAAR/IAAoAgQgAEEEaiAALAAPQQBIGwVB/YABCyIAIAAQQhAoQaHbAEEXECgQ4gMgARAtGiACQQxqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgM2AgQgA0F/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTEEADAELIAAoAgQiACABIAAoAgAoAlARAwALIQAgAkEQaiQAIAAL8QIBA38jAEEQayICJAAgAkEIaiIDIAAgACgCACgCHBECACACKAIIIQQgAxAtGgJ/IAQEQEEAQYS2A/4QAgBBAkoNARpBkM8DQfA2QRoQKEG/1QBBARAoQbQHEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoIQMgAkEEaiIBIAAgACgCACgCHBECACADIAEoAgAiAAR/IAAoAgQgAEEEaiAALAAPQQBIGwVB/YABCyIAIAAQQhAoQaHbAEEXEChBABAyGiABEC0aIAJBDGoiAEGQzwMoAgBBDGsoAgBBkM8DaigCHCIBNgIAIAEgASgCBEEBajYCBCAAQdzWAxA7IgFBCiABKAIAKAIcEQMAIQEgACgCACIAIAAoAgRBAWsiAzYCBCADQX9GBEAgACAAKAIAKAIIEQEAC0GQzwMgARBSQZDPAxBMQQAMAQsgACgCBCIAIAEgACgCACgCSBEDAAshACACQRBqJAAgAAvxAgEDfyMAQRBrIgIkACACQQhqIgMgACAAKAIAKAIcEQIAIAIoAgghBCADEC0aAn8gBARAQQBBhLYD/hACAEECSg0BGkGQzwNB8DZBGhAoQb/VAEEBEChBrwcQMkHNgAFBAhAoQd7UAEEEEChBwTtBBRAoQc2AAUECECghAyACQQRqIgEgACAAKAIAKAIcEQIAIAMgASgCACIABH8gACgCBCAAQQRqIAAsAA9BAEgbBUH9gAELIgAgABBCEChBodsAQRcQKEEAEDIaIAEQLRogAkEMaiIAQZDPAygCAEEMaygCAEGQzwNqKAIcIgE2AgAgASABKAIEQQFqNgIEIABB3NYDEDsiAUEKIAEoAgAoAhwRAwAhASAAKAIAIgAgACgCBEEBayIDNgIEIANBf0YEQCAAIAAoAgAoAggRAQALQZDPAyABEFJBkM8DEExBAAwBCyAAKAIEIgAgASAAKAIAKAJMEQMACyEAIAJBEGokACAAC9oEAgZ/AX0jAEEQayIEJAAgBEEIaiIDIAAgACgCACgCHBECACAEKAIIIQIgAxAtGgJAIAIEQEGEtgP+EAIAQQJKDQFBkM8DQfA2QRoQKEG/1QBBARAoQaoHEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoIQEgBEEEaiIGIAAgACgCACgCHBECACABIAYoAgAiAAR/IAAoAgQgAEEEaiAALAAPQQBIGwVB/YABCyIAIAAQQhAoQaHbAEEXECghACMAQRBrIgEkACABQQhqIAAQcxoCQCABLQAIRQ0AIAFBBGoiAyAAIAAoAgBBDGsoAgBqKAIcIgI2AgAgAiACKAIEQQFqNgIEIAMQ6wEhByADKAIAIgIgAigCBEEBayIFNgIEIAVBf0YEQCACIAIoAgAoAggRAQALIAEgACAAKAIAQQxrKAIAaigCGDYCACAAIAAoAgBBDGsoAgBqIgIQ6gEhBSABIAcgASgCACACIAVEAAAAAAAAAAAgBygCACgCIBEcADYCBCADKAIADQAgACAAKAIAQQxrKAIAakEFEIEBCyABQQhqEHIgAUEQaiQAIAYQLRogBEEMaiIAQZDPAygCAEEMaygCAEGQzwNqKAIcIgE2AgAgASABKAIEQQFqNgIEIABB3NYDEDsiAUEKIAEoAgAoAhwRAwAhASAAKAIAIgAgACgCBEEBayIDNgIEIANBf0YEQCAAIAAoAgAoAggRAQALQZDPAyABEFJBkM8DEEwMAQsgACgCBCIAIAEgACgCACgCRBEaACEICyAEQRBqJAAgCAvUAwEDfyMAQRBrIgMkAAJAQfC1A/4SAABBAXENAEHwtQMQhwFFDQBBDBApIgJCADcCACACQQA2AghB7LUDIAI2AgBB8LUDEIYBCyADQQhqIgIgACAAKAIAKAIcEQIAIAMoAgghBCACEC0aAn8gBARAQYS2A/4QAgBBAkwEQEGQzwNB8DZBGhAoQb/VAEEBEChBpQcQMkHNgAFBAhAoQd7UAEEEEChBwTtBBRAoQc2AAUECECghAiADQQRqIgEgACAAKAIAKAIcEQIAIAIgASgCACIABH8gACgCBCAAQQRqIAAsAA9BAEgbBUH9gAELIgAgABBCEChBodsAQRcQKEHstQMoAgAiACgCACAAIAAtAAsiAsBBAEgiBBsgACgCBCACIAQbECgaIAEQLRogA0EMaiIAQZDPAygCAEEMaygCAEGQzwNqKAIcIgE2AgAgASABKAIEQQFqNgIEIABB3NYDEDsiAUEKIAEoAgAoAhwRAwAhASAAKAIAIgAgACgCBEEBayICNgIEIAJBf0YEQCAAIAAoAgAoAggRAQALQZDPAyABEFJBkM8DEEwLQey1AygCAAwBCyAAKAIEIgAgASAAKAIAKAI8EQMACyEAIANBEGokACAAC4oDAgN/AX4jAEEgayICJAAgAkEcaiIDIAAgACgCACgCHBECACACKAIcIQQgAxAtGgJ/IAQEQEEAQYS2A/4QAgBBAkoNARpBkM8DQfA2QRoQKEG/1QBBARAoQZ8HEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoIQMgAkEcaiIBIAAgACgCACgCHBECACADIAEoAgAiAAR/IAAoAgQgAEEEaiAALAAPQQBIGwVB/YABCyIAIAAQQhAoQaHbAEEXEChBABAyGiABEC0aIAFBkM8DKAIAQQxrKAIAQZDPA2ooAhwiADYCACAAIAAoAgRBAWo2AgQgAUHc1gMQOyIAQQogACgCACgCHBEDACEDIAEoAgAiACAAKAIEQQFrIgE2AgQgAUF/RgRAIAAgACgCACgCCBEBAAtBkM8DIAMQUkGQzwMQTEEADAELIAAoAgQhACACIAEpAgAiBTcDECAAKAIAKAI4IQEgAiAFNwMIIAAgAkEIaiABEQMACyEAIAJBIGokACAAC+8CAQN/IwBBEGsiAiQAIAJBCGoiASAAIAAoAgAoAhwRAgAgAigCCCEDIAEQLRoCfyADBEBBAEGEtgP+EAIAQQJKDQEaQZDPA0HwNkEaEChBv9UAQQEQKEGaBxAyQc2AAUECEChB3tQAQQQQKEHBO0EFEChBzYABQQIQKCEDIAJBBGoiASAAIAAoAgAoAhwRAgAgAyABKAIAIgAEfyAAKAIEIABBBGogACwAD0EASBsFQf2AAQsiACAAEEIQKEGh2wBBFxAoQQAQMhogARAtGiACQQxqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgM2AgQgA0F/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTEEADAELIAAoAgQiACAAKAIAKAJAEQAACyEAIAJBEGokACAAC8kHAgV/An4jAEFAaiIEJAAgBEEANgI8IARCADcCNCABIAEoAgAoAugBEQAAIQcgBEE0aiACKAIEIAIoAgBrQQJ1EKsEAkAgAigCACIGIAIoAgQiCEcEQANAIAQgBigCACICNgIwIAIgB0ggAkEATnFFBEAgBEEMNgIYIARBxeMANgIUIAQgBCkCFDcDCCAEQRxqIQYjAEEgayIBJAACQCAEKQIIIglCIIgiCqciAkHw////B0kEQCAJpyEFAkAgAkEKTQRAIAEgCjwAHyABQRRqIQMMAQsgAkEPckEBaiIHECkhAyABIAdBgICAgHhyNgIcIAEgAzYCFCABIAI2AhgLIAMgBSAC/AoAACACIANqQQA6AAAgBCgCMCEHIwBBkAFrIgIkACACQeSyAjYCQCACQfCyAigCACIFNgIIIAJBCGoiAyAFQQxrKAIAakH0sgIoAgA2AgAgAyACKAIIQQxrKAIAaiIFIAJBDGoiCBA4IAVCgICAgHA3AkggAkHksgI2AkAgAkHQsgI2AgggCBA3IgVB8KgCNgIAIAJCADcCNCACQgA3AiwgAkEQNgI8IAMgBxAyGiABQQhqIgcgBRA6IAJB7LICKAIAIgg2AgggAyAIQQxrKAIAakH4sgIoAgA2AgAgBUHwqAI2AgAgAiwAN0EASARAIAIoAiwQJwsgBRA2GiACQUBrEDQaIAJBkAFqJAAgBiABQRRqIAEoAgggByABLQATIgLAQQBIIgMbIAEoAgwgAiADGxBHIgIpAgA3AgAgBiACKAIINgIIIAJCADcCACACQQA2AgggASwAE0EASARAIAEoAggQJwsgASwAH0EASARAIAEoAhQQJwsgAUEgaiQADAELEEMACyAEIAQoAiAgBC0AJyIBIAHAQQBIIgEbNgIsIAQgBCgCHCAGIAEbNgIoIAQgBCkCKDcDACAAQQsgBBAzGiAELAAnQQBODQMgBCgCHBAnDAMLIAEgAiABKAIAKALwAREDACECAkAgBCgCOCIFIAQoAjxJBEACQCACLAALQQBOBEAgBSACKQIANwIAIAUgAigCCDYCCAwBCyAFIAIoAgAgAigCBBBVCyAEIAVBDGo2AjgMAQsgBEE0aiACEO8BCyAGQQRqIgYgCEcNAAsLIAAgASAEQTRqIAMgASgCACgCdBEGAAsgBCgCNCIABEAgBCgCOCIGIAAiAkcEQANAIAZBDGshASAGQQFrLAAAQQBIBEAgASgCABAnCyABIgYgAEcNAAsgBCgCNCECCyAEIAA2AjggAhAnCyAEQUBrJAALgxcCCX8CfiMAQaACayIEJAAgBCADNgL4ASAAIAEgASgCACgCHBECAAJAAkACQCAAKAIADQAgABAtIQYgA0UEQCAEQaQBaiICQeSyAjYCACAEQQ02AmggBEHwsgIoAgAiATYCbCAEQewAaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAQoAmxBDGsoAgBqIgEgBEHwAGoiAxA4IAFCgICAgHA3AkggAkHksgI2AgAgBEHQsgI2AmwgAxA3IgFB8KgCNgIAIARCADcCmAEgBEIANwKQASAEQRA2AqABIABB7DZBHhAoGiAAQb/VAEEBECgaIABB9QUQMhogAEGZO0EDECgaIABBkSBBAxAoGiAAQfbbAEECECgaIABB2ShBFBAoGiAEKAJoIQMgBEGQAmoiBSABEDogBCAEKAKUAiAELQCbAiIJIAnAQQBIIgkbNgKAAiAEIAQoApACIAUgCRs2AvwBIAQgBCkC/AE3AwggBiADIARBCGoQMxogBCwAmwJBAEgEQCAEKAKQAhAnCyAEQeyyAigCACIDNgJsIAAgA0EMaygCAGpB+LICKAIANgIAIAFB8KgCNgIAIAQsAJsBQQBIBEAgBCgCkAEQJwsgARA2GiACEDQaDAELIAMQpAICf0HbkwEgASgCECIARQ0AGkHbkwEgACgCLCIAQaCyAyAAGyIALQAUQQhxRQ0AGgJAIAAoAmwiAEUEQEGUnAP+EAIAIgANAUGInAMQjQEhAAwBCyAAQX5xIQALIAAoAgAgACAALAALQQBIGwshDCACKAIAIgUgAigCBCIIRwRAA0AgBSgCBCEJIAUoAgAhBwJAAkACQCAEKAL4ASIDKAIoIgBFBEAgAygCJCECDAELIAMoAiAiCiAAKAIAIgJIBEAgAyAKQQFqNgIgIAAgCkECdGooAgQhAAwDCyACIAMoAiRHDQELIANBHGogAkEBahBqIAMoAigiACgCACECCyAAIAJBAWo2AgAgAygCHBCcASEAIAMgAygCICICQQFqNgIgIAMoAiggAkECdGogADYCBAsgACAAKAIUQQFyNgIUIAAoAgQiA0F+cSECIABBHGogA0EBcQR/IAIoAgAFIAILEGkgByAJEHAgBCAJNgJkIAQgBzYCYCABKAIAKALsASECIAQgBCkDYDcDKCAAIAEgBEEoaiACEQMANgIkIAAgACgCFEEEcjYCFCAFQQhqIgUgCEcNAAsLIAYgASABQSBqIAQoAvgBIgMQqgQgBigCAA0AIAYQLSEJIAMgAygCFEEBcjYCFCADKAIEIgJBfnEhACAEIANBLGogAkEBcQR/IAAoAgAFIAALEGk2AlwgBCAEQdwAajYCWCAEIARB+AFqIgA2AlQgBCAEQdQAajYCUCAEIAA2AkxBACECIARBADYCSCAEQgA3A0ACQCADKAIgIgVBAEoEQEEAIQBBASEKQQAhBgNAIAEgA0EcaiAAED4iAygCJCABKAIAKAKEAhEDAAR/IABBAWoFIAkgBEHMAGogAiAAEKYEIAkoAgANAyAJEC0aAkAgBkUEQCAEKAJcIgIoAgQgAi0ACyICIALAQQBIG0UNAQtBACEKCyADKAIcQX5xIgItAAshBSACKAIEIQcgAigCACEIAkAgASADKAIkIgYgASgCACgC/AERAwAEQCAEQQA6AGggBEEAOwBzDAELIAcgBSAFwEEASCIFGyEDIAggAiAFGyECIAEgBiABKAIAKAL4AREDAARAAkAgASAGIAEoAgAoAvABEQMAIgUoAgQgBS0ACyIGIAbAQQBIIgYbIgcgA0cNACAHBEAgBSgCACAFIAYbIAIgAxAuDQELIAwQQiIDQfD///8HTw0IAkAgA0EKTQRAIAQgAzoAcyAEQegAaiECDAELIANBD3JBAWoiBRApIQIgBCAFQYCAgIB4cjYCcCAEIAI2AmggBCADNgJsCyACIAwgA/wKAAAgAiADakEAOgAAIARBADoAdAwCCyADQfD///8HTw0IAkAgA0EKTQRAIAQgAzoAmwIgBEGQAmohBQwBCyADQQ9yQQFqIgYQKSEFIAQgBkGAgICAeHI2ApgCIAQgBTYCkAIgBCADNgKUAgsgBSACIAP8CgAAIAMgBWpBADoAACAEIAQoApgCNgJwIARBADoAdCAEIAQpApACNwNoDAELQQAhBQJAIApFDQACQCABKAIQIgZFDQAgBigCMCIHQYi0AyAHGyIHLQAoDQAgBy0AKUUNAQsCQCADQQNJDQAgAkHwlAFBAxAuDQAgA0EDayEDIAJBA2ohAkEBIQULIAZFDQBBACAFIAYoAjAiBUGItAMgBRstACkbIQULIAQgAzYCjAIgBCACNgKIAiAEQRAQKSICNgL8ASAEIAJBEGoiAzYChAIgAkEBNgIMIAJBzoABNgIIIAJBAzYCBCACQfCUATYCACAEIAM2AoACIAQgBCkDiAI3AyAgBEGQAmohAyMAQeAAayICJAACQCAEKAIkIgdB8P///wdJBEAgBCgCICEIAkAgB0EKTQRAIAIgBzoAWyACQdAAaiEGDAELIAdBD3JBAWoiCxApIQYgAiALQYCAgIB4cjYCWCACIAY2AlAgAiAHNgJUCyAGIAggB/wKAAAgBiAHakEAOgAAIANBADYCCCADQgA3AgAgBCgC/AEiBiAEKAKAAiIHRg0BIAMgAkHQAGpGBEADQAJAIAMsAAtBAE4EQCACQQA6AFAgA0EAOgALDAELIAIoAlBBADoAACADQQA2AgQLIAIgAigCVCACLQBbIgggCMBBAEgiCBs2AkwgAiACKAJQIAJB0ABqIgsgCBs2AkggAiAGKQIAIg03A0AgAiAGKQIIIg43AzggAiAONwMIIAIgDTcDECACIAIpAkg3AxggAkEYaiACQRBqIAJBCGogCxCkBCAGQRBqIgYgB0cNAAwDCwALA0ACQCADLAALQQBIBEAgAygCAEEAOgAAIANBADYCBAwBCyADQQA6AAsgA0EAOgAACyACIAIoAlQgAi0AWyIIIAjAQQBIIggbNgJMIAIgAigCUCACQdAAaiAIGzYCSCACIAYpAgAiDTcDQCACIAYpAggiDjcDOCACIA43AyAgAiANNwMoIAIgAikCSDcDMCACQTBqIAJBKGogAkEgaiADEKQEIAMtAAsiC8AhCAJAIAIsAFtBAE4EQCAIQQBOBEAgAiADKAIINgJYIAIgAykCADcDUAwCCyACQdAAaiADKAIAIAMoAgQQtQEMAQsgAkHQAGogAygCACADIAhBAEgiCBsgAygCBCALIAgbEN8BCyAHIAZBEGoiBkcNAAsMAQsQQwALIAIsAFtBAEgEQCACKAJQECcLIAJB4ABqJAAgBCAEKAKYAjYCcCAEQQA2ApgCIAQgBToAdCAEIAQpA5ACNwNoIARCADcDkAIgBCgC/AEiAkUNACAEIAI2AoACIAIQJwsgBCwAS0EASARAIAQoAkAQJwsgBCAEKAJwNgJIIAQgBCkDaCINNwNAIAQgBCgCRCAELABLIgJB/wFxIAJBAEgiAhs2AjwgBCANpyAEQUBrIAIbNgI4IAQgBCkCODcDGCAELQB0IQYgBEHUAGogACAEQRhqEOQCIABBAWoiAgshACAAIAQoAvgBIgMoAiAiBUgNAAsLIAkgBEHMAGogAiAFEKYEIAkoAgANACAJEC0hAiABKAIMIgEEQCAEKAJcIgAoAgAhAyAEIAAoAgQgAC0ACyIFIAXAQQBIIgUbNgI0IAQgAyAAIAUbNgIwIAEoAgAoAhQhACAEIAQpAjA3AxAgBEHoAGogASAEQRBqIAARBQAgBCgCXCIALAALQQBIBEAgACgCABAnCyAAIAQpAmg3AgAgACAEKAJwNgIICyACQQA2AgALIAQsAEtBAE4NACAEKAJAECcLIARBoAJqJAAPCxBDAAsQQwALrAMBCn8jAEEQayIFJAAgAigCACEGIAIoAgQhAiAFQQA2AgwgBUIANwIEIAIgBmtBDG0hBAJAAkAgAiAGRg0AIARBgICAgAJPDQEgBSAEQQN0IggQKSIHNgIEIAUgByAIaiILNgIMQQAhAiAHQQAgCPwLACAFIAs2AghBASAEIARBAU0bIghBAXEhCyAEQQJPBEAgCEF+cSENQQAhCANAIAYgAkEMbGoiBCgCACEKIAcgAkEDdGoiDCAEKAIEIAQtAAsiCSAJwEEASCIJGzYCBCAMIAogBCAJGzYCACAGIAJBAXIiCkEMbGoiBCgCACEMIAcgCkEDdGoiCiAEKAIEIAQtAAsiCSAJwEEASCIJGzYCBCAKIAwgBCAJGzYCACACQQJqIQIgCEECaiIIIA1HDQALCyALRQ0AIAYgAkEMbGoiBigCACEEIAcgAkEDdGoiAiAGKAIEIAYtAAsiByAHwEEASCIHGzYCBCACIAQgBiAHGzYCAAsgACABIAVBBGogAyABKAIAKAJ4EQYAIAUoAgQiAARAIAUgADYCCCAAECcLIAVBEGokAA8LEDEAC7gFAgR/AX4jAEHQAWsiBSQAAkAgASgCBCIGIAYoAgAoAjQRAABFBEAgBUHsAGoiBEHksgI2AgAgBUENNgIwIAVB8LICKAIAIgI2AjQgBUE0aiIBIAJBDGsoAgBqQfSyAigCADYCACABIAUoAjRBDGsoAgBqIgIgBUE4aiIGEDggAkKAgICAcDcCSCAEQeSyAjYCACAFQdCyAjYCNCAGEDciAkHwqAI2AgAgBUIANwJgIAVCADcCWCAFQRA2AmggAUHsNkEeECgaIAFBv9UAQQEQKBogAUHjBRAyGiABQZk7QQMQKBogAUGi0wBBJRAoGiABQfbbAEECECgaIAFB7MUAQTgQKBogBSgCMCEGIAVBvAFqIgggAhA6IAUgBSgCwAEgBS0AxwEiByAHwEEASCIHGzYCzAEgBSAFKAK8ASAIIAcbNgLIASAFIAUpAsgBNwMYIAAgBiAFQRhqEDMaIAUsAMcBQQBIBEAgBSgCvAEQJwsgBUHssgIoAgAiADYCNCABIABBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACAFLABjQQBIBEAgBSgCWBAnCyACEDYaIAQQNBoMAQsgBUEANgI4IAVCADcDMCAFQQA2AsQBIAVCADcCvAEgASgCCCEGIAUgAikCACIJNwMoIAYoAgAoAhAhAiAFIAk3AxAgACAGIAVBEGogBUEwaiAFQbwBaiACEQsAIAAoAgBFBEAgABAtIQIgASgCBCEAIAUgBSgCNCAFLQA7IgEgAcBBAEgiARs2AiQgBSAFKAIwIAVBMGogARs2AiAgACgCACgCJCEBIAUgBSkCIDcDCCAEIAAgBUEIaiADIAERHQA4AgAgAkEANgIACyAFKAK8ASIABEAgBSAANgLAASAAECcLIAUsADtBAE4NACAFKAIwECcLIAVB0AFqJAALiQwCA38BfiMAQaACayIIJAACQCABKAIEIgkgCSgCACgCMBEAAEUEQCAIQbwBaiIDQeSyAjYCACAIQQ02AoABIAhB8LICKAIAIgI2AoQBIAhBhAFqIgEgAkEMaygCAGpB9LICKAIANgIAIAEgCCgChAFBDGsoAgBqIgIgCEGIAWoiBRA4IAJCgICAgHA3AkggA0HksgI2AgAgCEHQsgI2AoQBIAUQNyICQfCoAjYCACAIQgA3ArABIAhCADcCqAEgCEEQNgK4ASABQew2QR4QKBogAUG/1QBBARAoGiABQcsFEDIaIAFBmTtBAxAoGiABQcjTAEEpECgaIAFB9tsAQQIQKBogAUGlxgBBPBAoGiAIKAKAASEFIAhBjAJqIgYgAhA6IAggCCgCkAIgCC0AlwIiByAHwEEASCIHGzYCdCAIIAgoAowCIAYgBxs2AnAgCCAIKQJwNwMoIAAgBSAIQShqEDMaIAgsAJcCQQBIBEAgCCgCjAIQJwsgCEHssgIoAgAiADYChAEgASAAQQxrKAIAakH4sgIoAgA2AgAgAkHwqAI2AgAgCCwAswFBAEgEQCAIKAKoARAnCyACEDYaIAMQNBoMAQsgCEEANgJ4IAhCADcDcCAIQQA2AmwgCEIANwJkIAEoAgghCSAIIAIpAgAiCzcDWCAJKAIAKAIQIQIgCCALNwMgIAAgCSAIQSBqIAhB8ABqIAhB5ABqIAIRCwACQCAAKAIADQAgABAtIQkgASgCBCEAIAggCCgCdCAILAB7IgJB/wFxIAJBAEgiAhs2AkggCCAIKAJwIAhB8ABqIAIbNgJEIAAoAgAoAiAhAiAIIAgpAkQ3AxggCEHMAGogACAIQRhqIAQgAyAFIAYgAhElAAJAIAgoAkwiACAIKAJQIgVHBEAgB0EIaiEKA0ACQAJAAkAgBygCFCICRQRAIAcoAhAhBgwBCyAHKAIMIgMgAigCACIGSARAIAcgA0EBajYCDCACIANBAnRqKAIEIQIMAwsgBiAHKAIQRw0BCyAKIAZBAWoQaiAHKAIUIgIoAgAhBgsgAiAGQQFqNgIAIAcoAggQ3AEhAiAHIAcoAgwiA0EBajYCDCAHKAIUIANBAnRqIAI2AgQLIAIgACoCDDgCMCACIAIoAhRBAnI2AhQgCCAIKAJ0IAgsAHsiA0H/AXEgA0EASCIDGzYCNCAIIAgoAnAgCEHwAGogAxs2AjAgCCALNwM4IAggCzcDECAIIAgpAjA3AwggCSABIAhBEGogCEEIaiAIQeQAaiAAIAIQ1QEgCSgCAA0CIAkQLSECIABBEGoiACAFRw0ACyACQQA2AgAMAQsgCEG8AWoiAkHksgI2AgAgCEENNgKAASAIQfCyAigCACIBNgKEASAIQYQBaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAgoAoQBQQxrKAIAaiIBIAhBiAFqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIAhB0LICNgKEASADEDciAUHwqAI2AgAgCEIANwKwASAIQgA3AqgBIAhBEDYCuAEgAEHsNkEeECgaIABBv9UAQQEQKBogAEHTBRAyGiAAQZk7QQMQKBogAEH20gBBEBAoGiAAQfbbAEECECgaIABBlcMAQSoQKBogCCgCgAEhAyAIQYwCaiIFIAEQOiAIIAgoApACIAgtAJcCIgYgBsBBAEgiBhs2ApwCIAggCCgCjAIgBSAGGzYCmAIgCCAIKQKYAjcDACAJIAMgCBAzGiAILACXAkEASARAIAgoAowCECcLIAhB7LICKAIAIgM2AoQBIAAgA0EMaygCAGpB+LICKAIANgIAIAFB8KgCNgIAIAgsALMBQQBIBEAgCCgCqAEQJwsgARA2GiACEDQaCyAIKAJMIgBFDQAgCCgCUCICIAAiB0cEQANAIAJBEGsiASgCACIDBEAgAkEMayADNgIAIAMQJwsgASICIABHDQALIAgoAkwhBwsgCCAANgJQIAcQJwsgCCgCZCIABEAgCCAANgJoIAAQJwsgCCwAe0EATg0AIAgoAnAQJwsgCEGgAmokAAvBFgMIfwF9AX4jAEHwAmsiBiQAIAAgASABKAIAKAIcEQIAAkAgACgCAA0AIAAQLSEHIAVFBEAgBkGQAmoiAkHksgI2AgAgBkENNgLUASAGQfCyAigCACIBNgLYASAGQdgBaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAYoAtgBQQxrKAIAaiIBIAZB3AFqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIAZB0LICNgLYASADEDciAUHwqAI2AgAgBkIANwKEAiAGQgA3AvwBIAZBEDYCjAIgAEHsNkEeECgaIABBv9UAQQEQKBogAEGkBRAyGiAAQZk7QQMQKBogAEGRIEEDECgaIABB9tsAQQIQKBogAEHZKEEUECgaIAYoAtQBIQMgBkHgAmoiBSABEDogBiAGKALkAiAGLQDrAiIIIAjAQQBIIggbNgLMASAGIAYoAuACIAUgCBs2AsgBIAYgBikCyAE3AwAgByADIAYQMxogBiwA6wJBAEgEQCAGKALgAhAnCyAGQeyyAigCACIDNgLYASAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAGLACHAkEASARAIAYoAvwBECcLIAEQNhogAhA0GgwBCyAFEKQCIANBgQROBEAgBkGQAmoiAkHksgI2AgAgBkENNgLUASAGQfCyAigCACIBNgLYASAGQdgBaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAYoAtgBQQxrKAIAaiIBIAZB3AFqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIAZB0LICNgLYASADEDciAUHwqAI2AgAgBkIANwKEAiAGQgA3AvwBIAZBEDYCjAIgAEHsNkEeECgaIABBv9UAQQEQKBogAEGmBRAyGiAAQZk7QQMQKBogAEGSzgBBFRAoGiAAQfbbAEECECgaIABBhcIAQSQQKBogBigC1AEhAyAGQeACaiIFIAEQOiAGIAYoAuQCIAYtAOsCIgggCMBBAEgiCBs2AswBIAYgBigC4AIgBSAIGzYCyAEgBiAGKQLIATcDWCAHIAMgBkHYAGoQMxogBiwA6wJBAEgEQCAGKALgAhAnCyAGQeyyAigCACIDNgLYASAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAGLACHAkEASARAIAYoAvwBECcLIAEQNhogAhA0GgwBCyAGQQA2AugCIAZCADcD4AIgBkEANgLQASAGQgA3AsgBIAEoAgghACAGIAIpAgAiDzcDwAEgACgCACgCECECIAYgDzcDUCAHIAAgBkHQAGogBkHgAmogBkHIAWogAhELAAJAIAcoAgANACAHEC0hAgJAAkACQCADQQBOQQAgASgCBCIAIAAoAgAoAiwRAAAbRQRAIAEoAgQiACAAKAIAKAIoEQAARQRAIAZB1AFqELIEIgFBBGoiAEHsNkEeECgaIABBv9UAQQEQKBogAEGtBRAyGiAAQZk7QQMQKBogAEGT1ABBIRAoGiAAQfbbAEECECgaIABBlscAQTQQKBogAiABELEEIAEQsAQMBQsgASgCBCEAIAYgBigC5AIgBiwA6wIiA0H/AXEgA0EASCIDGzYCvAEgBiAGKALgAiAGQeACaiIHIAMbNgK4ASAAKAIAKAIcIQMgBiAGKQK4ATcDSCAGQdQBaiIIIAAgBkHIAGogBCADERkAIAYgBigC5AIgBiwA6wIiAEH/AXEgAEEASCIAGzYCrAEgBiAGKALgAiAHIAAbNgKoASAGIA83A7ABIAYgDzcDQCAGIAYpAqgBNwM4IAIgASAGQUBrIAZBOGogBkHIAWogCCAFENUBIAIoAgANAiACEC0aIAYoAtQBIgBFDQEgBiAANgLYASAAECcgAkEANgIADAQLIANBAU0EQCABKAIEIQAgBiAGKALkAiAGLADrAiIDQf8BcSADQQBIIgMbNgKkASAGIAYoAuACIAZB4AJqIgcgAxs2AqABIAAoAgAoAhQhAyAGIAYpAqABNwMYIAZB1AFqIgggACAGQRhqIAMRBQAgBiAGKALkAiAGLADrAiIAQf8BcSAAQQBIIgAbNgKUASAGIAYoAuACIAcgABs2ApABIAYgDzcDmAEgBiAPNwMQIAYgBikCkAE3AwggAiABIAZBEGogBkEIaiAGQcgBaiAIIAUQ1QEgAigCAA0DIAIQLRogBigC1AEiAEUNASAGIAA2AtgBIAAQJyACQQA2AgAMBAsgASgCBCEAIAYgBigC5AIgBiwA6wIiB0H/AXEgB0EASCIHGzYCgAEgBiAGKALgAiAGQeACaiAHGzYCfCAAKAIAKAIYIQcgBiAGKQJ8NwMwIAZBhAFqIAAgBkEwaiADIAcRBgAgBigChAEiACAGKAKIASIHRgRAIAZB1AFqELIEIgFBBGoiAEHsNkEeECgaIABBv9UAQQEQKBogAEG4BRAyGiAAQZk7QQMQKBogAEHm0gBBDxAoGiAAQfbbAEECECgaIABBwMMAQSEQKBogAiABELEEIAEQsAQgBkGEAWoQqQQMBAsgBkEANgJwAn8gBkHUAWoiA0EANgIIIANCADcCAAJAIAcgAGtBBHUiBwRAIAdBgICAgARPDQEgAyAHQQJ0IggQKSIANgIAIAMgACAIaiIINgIIIAYqAnAhDiAHQQdxIgoEQANAIAAgDjgCACAAQQRqIQAgCUEBaiIJIApHDQALCyAHQQFrQf////8DcUEHTwRAA0AgACAOOAIcIAAgDjgCGCAAIA44AhQgACAOOAIQIAAgDjgCDCAAIA44AgggACAOOAIEIAAgDjgCACAAQSBqIgAgCEcNAAsLIAMgCDYCBAsgAwwBCxAxAAshBwJAIAYoAogBIgAgBigChAEiA0YNAEEBIAAgA2tBBHUiACAAQQFNGyIJQQNxIQogBygCACEIQQAhACAJQQRPBEAgCUF8cSEMQQAhCQNAIAggAEECdGogAyAAQQR0aioCDCAElBCwATgCACAIIABBAXIiC0ECdGogAyALQQR0aioCDCAElBCwATgCACAIIABBAnIiC0ECdGogAyALQQR0aioCDCAElBCwATgCACAIIABBA3IiC0ECdGogAyALQQR0aioCDCAElBCwATgCACAAQQRqIQAgCUEEaiIJIAxHDQALCyAKRQ0AA0AgCCAAQQJ0aiADIABBBHRqKgIMIASUELABOAIAIABBAWohACANQQFqIg0gCkcNAAsLEO0BIQwCfyAHKAIAIQMgBygCBCEJIAZB8ABqIgBBADYCCCAAQgA3AgACQCADIAlHBEAgCSADayIKQf3///8HTw0BIAAgCkEBdBApIgg2AgAgACAIIApBAnVBA3RqNgIIA0AgCCADKgIAuzkDACAIQQhqIQggA0EEaiIDIAlHDQALIAAgCDYCBAsgABCnBCAADAELEDEACyEAIAYgDzcDaCAGIAYoAuQCIAYsAOsCIgNB/wFxIANBAEgiAxs2AmQgBiAGKALgAiAGQeACaiADGzYCYCAMIAAQqAQhAyAGIAYpA2g3AyggBiAGKQJgNwMgIAIgASAGQShqIAZBIGogBkHIAWogBigChAEgA0EEdGogBRDVASACKAIAIgNFBEAgAhAtGgsgACgCACIBBEAgACABNgIEIAEQJwsgBygCACIABEAgByAANgIEIAAQJwsgBkGEAWoQqQQgAw0DCyACQQA2AgAMAgsgBigC1AEiAEUNASAGIAA2AtgBIAAQJwwBCyAGKALUASIARQ0AIAYgADYC2AEgABAnCyAGKALIASIABEAgBiAANgLMASAAECcLIAYsAOsCQQBODQAgBigC4AIQJwsgBkHwAmokAAvWDwIFfwF+IwBBsAJrIgUkACAAIAEgASgCACgCHBECAAJAIAAoAgANACAAEC0hByAERQRAIAVBzAFqIgJB5LICNgIAIAVBDTYCkAEgBUHwsgIoAgAiATYClAEgBUGUAWoiACABQQxrKAIAakH0sgIoAgA2AgAgACAFKAKUAUEMaygCAGoiASAFQZgBaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAFQdCyAjYClAEgAxA3IgFB8KgCNgIAIAVCADcCwAEgBUIANwK4ASAFQRA2AsgBIABB7DZBHhAoGiAAQb/VAEEBECgaIABBiwUQMhogAEGZO0EDECgaIABBiyBBCRAoGiAAQfbbAEECECgaIABB2ShBFBAoGiAFKAKQASEDIAVBnAJqIgQgARA6IAUgBSgCoAIgBS0ApwIiBiAGwEEASCIGGzYChAEgBSAFKAKcAiAEIAYbNgKAASAFIAUpAoABNwMIIAcgAyAFQQhqEDMaIAUsAKcCQQBIBEAgBSgCnAIQJwsgBUHssgIoAgAiAzYClAEgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgBSwAwwFBAEgEQCAFKAK4ARAnCyABEDYaIAIQNBoMAQsgBBDlBCAFQQA2AogBIAVCADcDgAEgBUEANgJ8IAVCADcCdCABKAIIIQAgBSACKQIAIgo3A2ggACgCACgCECECIAUgCjcDOCAHIAAgBUE4aiAFQYABaiAFQfQAaiACEQsAAkAgBygCAA0AIAcQLSEHIAEoAgQiACAAKAIAKAIsEQAARQRAIAVBzAFqIgJB5LICNgIAIAVBDTYCkAEgBUHwsgIoAgAiATYClAEgBUGUAWoiACABQQxrKAIAakH0sgIoAgA2AgAgACAFKAKUAUEMaygCAGoiASAFQZgBaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAFQdCyAjYClAEgAxA3IgFB8KgCNgIAIAVCADcCwAEgBUIANwK4ASAFQRA2AsgBIABB7DZBHhAoGiAAQb/VAEEBECgaIABBkQUQMhogAEGZO0EDECgaIABB8tMAQSAQKBogAEH22wBBAhAoGiAAQeLGAEEzECgaIAUoApABIQMgBUGcAmoiBCABEDogBSAFKAKgAiAFLQCnAiIGIAbAQQBIIgYbNgJgIAUgBSgCnAIgBCAGGzYCXCAFIAUpAlw3AzAgByADIAVBMGoQMxogBSwApwJBAEgEQCAFKAKcAhAnCyAFQeyyAigCACIDNgKUASAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAFLADDAUEASARAIAUoArgBECcLIAEQNhogAhA0GgwBCyABKAIEIQAgBSAFKAKEASAFLACLASICQf8BcSACQQBIIgIbNgJYIAUgBSgCgAEgBUGAAWogAhs2AlQgACgCACgCGCECIAUgBSkCVDcDKCAFQdwAaiAAIAVBKGogAyACEQYAAkAgBSgCXCICIAUoAmAiCEcEQCAEQQhqIQkDQAJAAkACQCAEKAIUIgBFBEAgBCgCECEDDAELIAQoAgwiBiAAKAIAIgNIBEAgBCAGQQFqNgIMIAAgBkECdGooAgQhAAwDCyADIAQoAhBHDQELIAkgA0EBahBqIAQoAhQiACgCACEDCyAAIANBAWo2AgAgBCgCCBDcASEAIAQgBCgCDCIDQQFqNgIMIAQoAhQgA0ECdGogADYCBAsgACACKgIMOAIwIAAgACgCFEECcjYCFCAFIAUoAoQBIAUsAIsBIgNB/wFxIANBAEgiAxs2AkQgBSAFKAKAASAFQYABaiADGzYCQCAFIAo3A0ggBSAKNwMgIAUgBSkCQDcDGCAHIAEgBUEgaiAFQRhqIAVB9ABqIAIgABDVASAHKAIADQIgBxAtIQAgAkEQaiICIAhHDQALIABBADYCAAwBCyAFQcwBaiICQeSyAjYCACAFQQ02ApABIAVB8LICKAIAIgE2ApQBIAVBlAFqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgBSgClAFBDGsoAgBqIgEgBUGYAWoiAxA4IAFCgICAgHA3AkggAkHksgI2AgAgBUHQsgI2ApQBIAMQNyIBQfCoAjYCACAFQgA3AsABIAVCADcCuAEgBUEQNgLIASAAQew2QR4QKBogAEG/1QBBARAoGiAAQZUFEDIaIABBmTtBAxAoGiAAQebSAEEPECgaIABB9tsAQQIQKBogAEHAwwBBIRAoGiAFKAKQASEDIAVBnAJqIgQgARA6IAUgBSgCoAIgBS0ApwIiBiAGwEEASCIGGzYCrAIgBSAFKAKcAiAEIAYbNgKoAiAFIAUpAqgCNwMQIAcgAyAFQRBqEDMaIAUsAKcCQQBIBEAgBSgCnAIQJwsgBUHssgIoAgAiAzYClAEgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgBSwAwwFBAEgEQCAFKAK4ARAnCyABEDYaIAIQNBoLIAUoAlwiAEUNACAFKAJgIgEgACIERwRAA0AgAUEQayICKAIAIgMEQCABQQxrIAM2AgAgAxAnCyACIgEgAEcNAAsgBSgCXCEECyAFIAA2AmAgBBAnCyAFKAJ0IgAEQCAFIAA2AnggABAnCyAFLACLAUEATg0AIAUoAoABECcLIAVBsAJqJAAL0AYCBH8BfiMAQfABayIEJAAgACABIAEoAgAoAhwRAgACQCAAKAIADQAgABAtIQUgA0UEQCAEQZQBaiICQeSyAjYCACAEQQ02AlggBEHwsgIoAgAiATYCXCAEQdwAaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAQoAlxBDGsoAgBqIgEgBEHgAGoiAxA4IAFCgICAgHA3AkggAkHksgI2AgAgBEHQsgI2AlwgAxA3IgFB8KgCNgIAIARCADcCiAEgBEIANwKAASAEQRA2ApABIABB7DZBHhAoGiAAQb/VAEEBECgaIABB+wQQMhogAEGZO0EDECgaIABBkSBBAxAoGiAAQfbbAEECECgaIABB2ShBFBAoGiAEKAJYIQMgBEHkAWoiByABEDogBCAEKALoASAELQDvASIGIAbAQQBIIgYbNgJIIAQgBCgC5AEgByAGGzYCRCAEIAQpAkQ3AwAgBSADIAQQMxogBCwA7wFBAEgEQCAEKALkARAnCyAEQeyyAigCACIDNgJcIAAgA0EMaygCAGpB+LICKAIANgIAIAFB8KgCNgIAIAQsAIsBQQBIBEAgBCgCgAEQJwsgARA2GiACEDQaDAELIAMQpAIgBEEANgJgIARCADcDWCAEQQA2AuwBIARCADcC5AEgASgCCCEAIAQgAikCACIINwNQIAAoAgAoAhAhAiAEIAg3AyAgBSAAIARBIGogBEHYAGogBEHkAWogAhELAAJAIAUoAgANACAFEC0hACABKAIEIQIgBCAEKAJcIAQsAGMiBUH/AXEgBUEASCIFGzYCQCAEIAQoAlggBEHYAGoiByAFGzYCPCACKAIAKAIUIQUgBCAEKQI8NwMYIARBxABqIgYgAiAEQRhqIAURBQAgBCAEKAJcIAQsAGMiAkH/AXEgAkEASCICGzYCLCAEIAQoAlggByACGzYCKCAEIAg3AzAgBCAINwMQIAQgBCkCKDcDCCAAIAEgBEEQaiAEQQhqIARB5AFqIAYgAxDVASAAKAIARQRAIAAQLUEANgIACyAEKAJEIgBFDQAgBCAANgJIIAAQJwsgBCgC5AEiAARAIAQgADYC6AEgABAnCyAELABjQQBODQAgBCgCWBAnCyAEQfABaiQAC7AQAgl/AX4jAEHAAWsiCCQAIAAgASABKAIAKAIcEQIAAkACQCAAKAIADQAgABAtIQogB0UEQCAIQdwAaiICQeSyAjYCACAIQQ02AiAgCEHwsgIoAgAiATYCJCAIQSRqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgCCgCJEEMaygCAGoiASAIQShqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIAhB0LICNgIkIAMQNyIBQfCoAjYCACAIQgA3AlAgCEIANwJIIAhBEDYCWCAAQew2QR4QKBogAEG/1QBBARAoGiAAQYkEEDIaIABBmTtBAxAoGiAAQaYiQQMQKBogAEH22wBBAhAoGiAAQcAoQRgQKBogCCgCICEDIAhBrAFqIgUgARA6IAggCCgCsAEgCC0AtwEiBiAGwEEASCIGGzYCvAEgCCAIKAKsASAFIAYbNgK4ASAIIAgpArgBNwMIIAogAyAIQQhqEDMaIAgsALcBQQBIBEAgCCgCrAEQJwsgCEHssgIoAgAiAzYCJCAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAILABTQQBIBEAgCCgCSBAnCyABEDYaIAIQNBoMAQsgBygCBCIJIAcoAgAiC0cEQANAIAlBEGsiACgCACIMBEAgCUEMayAMNgIAIAwQJwsgACIJIAtHDQALCyAHIAs2AgQgCEEgakEAEKUBIQsgCCACKQIAIhE3AxggASgCACgCcCEAIAggETcDECAKIAEgCEEQaiADIAQgBSAGIAsgABEQACAKKAIARQRAIAoQLSEPIAcoAgQiCSAHKAIAIgFHBEADQCAJQRBrIgAoAgAiAgRAIAlBDGsgAjYCACACECcLIAAiCSABRw0ACwsgByABNgIEAkAgCygCDCIBIAcoAgggBygCACIDa0EEdU0NAAJAAkAgAUGAgICAAUkEQCAHKAIEIQAgAUEEdCIBECkiAiABaiEFIAIgACADa2ohAiAAIANGDQEgAiEBA0AgAUEQayIBIABBEGsiACgCADYCACABIAAoAgQ2AgQgASAAKAIINgIIIABBADYCCCAAQgA3AgAgASAAKgIMOAIMIAAgA0cNAAsgByAFNgIIIAcoAgQhACAHIAI2AgQgBygCACEDIAcgATYCACAAIANGDQIDQCAAQRBrIgEoAgAiAgRAIABBDGsgAjYCACACECcLIAEiACADRw0ACwwCCwwFCyAHIAU2AgggByACNgIEIAcgAjYCAAsgA0UNACADECcLIAsoAgwiAARAIAsoAhQiAUEEakEAIAEbIgMgAEECdGohEANAIAMoAgAhAiAIQQA2ArQBIAhCADcCrAECQCACKAIgIgBFDQACQCAAQYCAgIAESQRAIAggAEECdCIBECkiADYCsAEgCCAANgKsASAIIAAgAWo2ArQBIAIoAiAiAEUNAiACKAIoIgFBBGpBACABGyIGIABBAnRqIQwDQCAGKAIAKAIkIQoCQCAIKAKwASIAIAgoArQBIglJBEAgACAKNgIAIAggAEEEajYCsAEMAQsgACAIKAKsASIBa0ECdSINQQFqIgVBgICAgARPDQlB/////wMgCSABayIJQQF1Ig4gBSAFIA5JGyAJQfz///8HTxsiBQR/IAVBgICAgARPDQQgBUECdBApBUEACyIOIA1BAnRqIgkgCjYCACAJQQRqIQogACABRwRAA0AgCUEEayIJIABBBGsiACgCADYCACAAIAFHDQALCyAIIA4gBUECdGo2ArQBIAggCjYCsAEgCCAJNgKsASABRQ0AIAEQJwsgBkEEaiIGIAxHDQALDAILDAYLEDkACyAIIAIqAjAiBDgCuAECQCAHKAIEIgIgBygCCEkEQCACQQA2AgggAkIANwIAIAgoArABIgEgCCgCrAEiAEcEQCABIABrIgFBAEgNByACIAEQKSIANgIEIAIgADYCACACIAAgAUF8cWo2AgggCCgCrAEiASEJIAgoArABIgUgAUcEQANAIAAgCSgCADYCACAAQQRqIQAgCUEEaiIJIAVHDQALCyACIAA2AgQLIAIgBDgCDCAHIAJBEGo2AgQMAQtBACEGAkACQAJAIAcoAgQiAiAHKAIAIglrQQR1IgFBAWoiAEGAgICAAUkEQEH/////ACAHKAIIIAlrIgVBA3UiCiAAIAAgCkkbIAVB8P///wdPGyIKBEAgCkGAgICAAU8NAiAKQQR0ECkhBgsgBiABQQR0aiIBQQA2AgggAUIANwIAIAgoArABIgwgCCgCrAEiBUcEQCAMIAVrIg1BAEgNCiABIA0QKSIANgIAIAEgACANQXxxajYCCANAIAAgBSgCADYCACAAQQRqIQAgBUEEaiIFIAxHDQALIAEgADYCBAsgBiAKQQR0aiEAIAEgCCoCuAE4AgwgAUEQaiEFIAIgCUYNAgNAIAFBEGsiAUEANgIIIAEgAkEQayICKAIANgIAIAEgAigCBDYCBCABIAIoAgg2AgggAkEANgIIIAJCADcCACABIAIqAgw4AgwgAiAJRw0ACyAHIAA2AgggBygCBCEAIAcgBTYCBCAHKAIAIQIgByABNgIAIAAgAkYNAwNAIABBEGsiASgCACIFBEAgAEEMayAFNgIAIAUQJwsgASIAIAJHDQALDAMLDAgLEDkACyAHIAA2AgggByAFNgIEIAcgATYCAAsgAgRAIAIQJwsgCCgCrAEhAQsgAQRAIAggATYCsAEgARAnCyADQQRqIgMgEEcNAAsLIA9BADYCAAsgCxDFARoLIAhBwAFqJAAPCxAxAAvAFQIJfwF+IwBBwAFrIggkACAAIAEgASgCACgCHBECAAJAAkAgACgCAA0AIAAQLSENIAdFBEAgCEHcAGoiAkHksgI2AgAgCEENNgIgIAhB8LICKAIAIgE2AiQgCEEkaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAgoAiRBDGsoAgBqIgEgCEEoaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAIQdCyAjYCJCADEDciAUHwqAI2AgAgCEIANwJQIAhCADcCSCAIQRA2AlggAEHsNkEeECgaIABBv9UAQQEQKBogAEHwAxAyGiAAQZk7QQMQKBogAEGQIkEGECgaIABB9tsAQQIQKBogAEHAKEEYECgaIAgoAiAhAyAIQawBaiIFIAEQOiAIIAgoArABIAgtALcBIgYgBsBBAEgiBhs2ArwBIAggCCgCrAEgBSAGGzYCuAEgCCAIKQK4ATcDCCANIAMgCEEIahAzGiAILAC3AUEASARAIAgoAqwBECcLIAhB7LICKAIAIgM2AiQgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgCCwAU0EASARAIAgoAkgQJwsgARA2GiACEDQaDAELIAcoAgQiACAHKAIAIg9HBEADQCAAQRBrIgsoAgAiDARAIABBDGsiDigCACIJIAwiCkcEQANAIAlBDGshACAJQQFrLAAAQQBIBEAgACgCABAnCyAAIgkgDEcNAAsgCygCACEKCyAOIAw2AgAgChAnCyALIgAgD0cNAAsLIAcgDzYCBCAIQSBqQQAQpQEhDCAIIAIpAgAiETcDGCABKAIAKAJwIQAgCCARNwMQIA0gASAIQRBqIAMgBCAFIAYgDCAAERAAIA0oAgBFBEAgDRAtIQ0gBygCBCIAIAcoAgAiA0cEQANAIABBEGsiAigCACIBBEAgAEEMayIFKAIAIgkgASIKRwRAA0AgCUEMayEAIAlBAWssAABBAEgEQCAAKAIAECcLIAAiCSABRw0ACyACKAIAIQoLIAUgATYCACAKECcLIAIiACADRw0ACwsgByADNgIEAkAgDCgCDCIAIAcoAgggBygCACIFa0EEdU0NAAJAAkAgAEGAgICAAUkEQCAHKAIEIQEgAEEEdCIAECkiAiAAaiEDIAIgASAFa2ohAiABIAVGDQEgAiEAA0AgAEEQayIAIAFBEGsiASgCADYCACAAIAEoAgQ2AgQgACABKAIINgIIIAFBADYCCCABQgA3AgAgACABKgIMOAIMIAEgBUcNAAsgByADNgIIIAcoAgQhASAHIAI2AgQgBygCACEFIAcgADYCACABIAVGDQIDQCABQRBrIgMoAgAiAgRAIAFBDGsiBigCACIAIAIiAUcEQANAIABBDGshASAAQQFrLAAAQQBIBEAgASgCABAnCyABIgAgAkcNAAsgAygCACEBCyAGIAI2AgAgARAnCyADIgEgBUcNAAsMAgsQMQALIAcgAzYCCCAHIAI2AgQgByACNgIACyAFRQ0AIAUQJwsgDCgCDCIABEAgDCgCFCIBQQRqQQAgARsiAyAAQQJ0aiEPA0AgAygCACEFIAhCADcCrAEgCEEANgK0ASAIQawBaiAFKAIgEKsEAkAgBSgCICIARQ0AIAUoAigiAUEEakEAIAEbIgogAEECdGohDgJAA0ACQCAKKAIAKAIcQX5xIQECQCAIKAKwASIAIAgoArQBIglJBEACQCABLAALQQBOBEAgACABKQIANwIAIAAgASgCCDYCCAwBCyAAIAEoAgAgASgCBBBVCyAIIABBDGo2ArABDAELIAAgCCgCrAEiAmtBDG0iEEEBaiIGQdaq1aoBTw0BQdWq1aoBIAkgAmtBDG0iCUEBdCILIAYgBiALSRsgCUGq1arVAE8bIgYEfyAGQdaq1aoBTw0EIAZBDGwQKQVBAAshCyAGQQxsIQYgCyAQQQxsaiEJAkAgASwAC0EATgRAIAkgASkCADcCACAJIAEoAgg2AggMAQsgCSABKAIAIAEoAgQQVSAIKAKsASECIAgoArABIQALIAYgC2ohASAJQQxqIQYCQCAAIAJGBEAgCCABNgK0ASAIIAY2ArABIAggCTYCrAEMAQsDQCAJQQxrIgkgAEEMayIAKQIANwIAIAkgACgCCDYCCCAAQgA3AgAgAEEANgIIIAAgAkcNAAsgCCABNgK0ASAIKAKwASEAIAggBjYCsAEgCCgCrAEhAiAIIAk2AqwBIAAgAkYNAANAIABBDGshASAAQQFrLAAAQQBIBEAgASgCABAnCyABIgAgAkcNAAsLIAJFDQAgAhAnCyAKQQRqIgogDkcNAQwDCwsQMQALEDkACyAIIAUqAjAiBDgCuAECQCAHKAIEIgEgBygCCEkEQCABQQA2AgggAUIANwIAIAgoArABIgIgCCgCrAEiBWsiBkEMbSEAIAIgBUcEQCAAQdaq1aoBTw0HIAEgBhApIgk2AgQgASAJNgIAIAEgCSAAQQxsajYCCCAIKAKsASIAIAgoArABIgJHBEADQAJAIAAsAAtBAE4EQCAJIAApAgA3AgAgCSAAKAIINgIIDAELIAkgACgCACAAKAIEEFULIAlBDGohCSAAQQxqIgAgAkcNAAsgCCoCuAEhBAsgASAJNgIECyABIAQ4AgwgByABQRBqNgIEDAELQQAhBQJAAkACQAJAIAcoAgQiACAHKAIAIgZrQQR1IgJBAWoiAUGAgICAAUkEQEH/////ACAHKAIIIAZrIglBA3UiCiABIAEgCkkbIAlB8P///wdPGyIJBEAgCUGAgICAAU8NAiAJQQR0ECkhBQsgBSACQQR0aiIBQQA2AgggAUIANwIAIAgoArABIgogCCgCrAEiAmsiDkEMbSELIAIgCkcEQCALQdaq1aoBTw0DIAEgDhApIgA2AgQgASAANgIAIAEgACALQQxsajYCCANAAkAgAiwAC0EATgRAIAAgAikCADcCACAAIAIoAgg2AggMAQsgACACKAIAIAIoAgQQVQsgAEEMaiEAIAJBDGoiAiAKRw0ACyABIAA2AgQgBygCACEGIAcoAgQhAAsgBSAJQQR0aiECIAEgCCoCuAE4AgwgAUEQaiEFIAAgBkYNAwNAIAFBEGsiAUIANwIAIAFBADYCCCABIABBEGsiACgCADYCACABIAAoAgQ2AgQgASAAKAIINgIIIABBADYCCCAAQgA3AgAgASAAKgIMOAIMIAAgBkcNAAsgByACNgIIIAcoAgQhACAHIAU2AgQgBygCACEGIAcgATYCACAAIAZGDQQDQCAAQRBrIgUoAgAiAgRAIABBDGsiCSgCACIBIAIiAEcEQANAIAFBDGshACABQQFrLAAAQQBIBEAgACgCABAnCyAAIgEgAkcNAAsgBSgCACEACyAJIAI2AgAgABAnCyAFIgAgBkcNAAsMBAsQMQALEDkACxAxAAsgByACNgIIIAcgBTYCBCAHIAE2AgALIAYEQCAGECcLCyAIKAKsASIBBEAgCCgCsAEiCSABIgBHBEADQCAJQQxrIQAgCUEBaywAAEEASARAIAAoAgAQJwsgACIJIAFHDQALIAgoAqwBIQALIAggATYCsAEgABAnCyADQQRqIgMgD0cNAAsLIA1BADYCAAsgDBDFARoLIAhBwAFqJAAPCxAxAAvdBgIIfwF+IwBBwAFrIgYkACAAIAEgASgCACgCHBECAAJAAkACQCAAKAIADQAgABAtIQcgBUUEQCAGQdwAaiICQeSyAjYCACAGQQ02AiAgBkHwsgIoAgAiATYCJCAGQSRqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgBigCJEEMaygCAGoiASAGQShqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIAZB0LICNgIkIAMQNyIBQfCoAjYCACAGQgA3AlAgBkIANwJIIAZBEDYCWCAAQew2QR4QKBogAEG/1QBBARAoGiAAQeEDEDIaIABBmTtBAxAoGiAAQaYiQQMQKBogAEH22wBBAhAoGiAAQcAoQRgQKBogBigCICEDIAZBrAFqIgUgARA6IAYgBigCsAEgBi0AtwEiCCAIwEEASCIIGzYCvAEgBiAGKAKsASAFIAgbNgK4ASAGIAYpArgBNwMIIAcgAyAGQQhqEDMaIAYsALcBQQBIBEAgBigCrAEQJwsgBkHssgIoAgAiAzYCJCAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAGLABTQQBIBEAgBigCSBAnCyABEDYaIAIQNBoMAQsgBSAFKAIANgIEIAZBIGpBABBvIQggBiACKQIAIg43AxggASgCACgCbCEAIAYgDjcDECAHIAEgBkEQaiADIAQgCCAAEREAIAcoAgBFBEAgBxAtIQsgCCgCICIABEAgCCgCKCIBQQRqQQAgARsiAiAAQQJ0aiEMA0AgAigCACgCJCEJAkAgBSgCBCIBIAUoAggiB0kEQCABIAk2AgAgBSABQQRqNgIEDAELIAEgBSgCACIDa0ECdSINQQFqIgBBgICAgARPDQVB/////wMgByADayIHQQF1IgogACAAIApJGyAHQfz///8HTxsiBwR/IAdBgICAgARPDQcgB0ECdBApBUEACyIKIA1BAnRqIgAgCTYCACAAQQRqIQkgASADRwRAA0AgAEEEayIAIAFBBGsiASgCADYCACABIANHDQALCyAFIAogB0ECdGo2AgggBSAJNgIEIAUgADYCACADRQ0AIAMQJwsgAkEEaiICIAxHDQALCyALQQA2AgALIAgQnQEaCyAGQcABaiQADwsQMQALEDkAC/8FAgR/AX4jAEHAAWsiBiQAIAAgASABKAIAKAIcEQIAAkAgACgCAA0AIAAQLSEIIAVFBEAgBkHcAGoiAkHksgI2AgAgBkENNgIgIAZB8LICKAIAIgE2AiQgBkEkaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAYoAiRBDGsoAgBqIgEgBkEoaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAGQdCyAjYCJCADEDciAUHwqAI2AgAgBkIANwJQIAZCADcCSCAGQRA2AlggAEHsNkEeECgaIABBv9UAQQEQKBogAEHTAxAyGiAAQZk7QQMQKBogAEGQIkEGECgaIABB9tsAQQIQKBogAEHAKEEYECgaIAYoAiAhAyAGQawBaiIFIAEQOiAGIAYoArABIAYtALcBIgcgB8BBAEgiBxs2ArwBIAYgBigCrAEgBSAHGzYCuAEgBiAGKQK4ATcDCCAIIAMgBkEIahAzGiAGLAC3AUEASARAIAYoAqwBECcLIAZB7LICKAIAIgM2AiQgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgBiwAU0EASARAIAYoAkgQJwsgARA2GiACEDQaDAELIAUoAgQiACAFKAIAIglHBEADQCAAQQxrIQcgAEEBaywAAEEASARAIAcoAgAQJwsgByIAIAlHDQALCyAFIAk2AgQgBkEgakEAEG8hByAGIAIpAgAiCjcDGCABKAIAKAJsIQAgBiAKNwMQIAggASAGQRBqIAMgBCAHIAAREQAgCCgCAEUEQCAIEC0hAyAHKAIgIgEEQCAHKAIoIgBBBGpBACAAGyIAIAFBAnRqIQgDQCAAKAIAKAIcQX5xIQECQCAFKAIEIgIgBSgCCEkEQAJAIAEsAAtBAE4EQCACIAEpAgA3AgAgAiABKAIINgIIDAELIAIgASgCACABKAIEEFULIAUgAkEMajYCBAwBCyAFIAEQ7wELIABBBGoiACAIRw0ACwsgA0EANgIACyAHEJ0BGgsgBkHAAWokAAv5DAIKfwF+IwBBwAFrIgUkACAAIAEgASgCACgCHBECAAJAAkAgACgCAA0AIAAQLSEIIARFBEAgBUHcAGoiAkHksgI2AgAgBUENNgIgIAVB8LICKAIAIgE2AiQgBUEkaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAUoAiRBDGsoAgBqIgEgBUEoaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAFQdCyAjYCJCADEDciAUHwqAI2AgAgBUIANwJQIAVCADcCSCAFQRA2AlggAEHsNkEeECgaIABBv9UAQQEQKBogAEHBAxAyGiAAQZk7QQMQKBogAEGmIkEDECgaIABB9tsAQQIQKBogAEHAKEEYECgaIAUoAiAhAyAFQawBaiIEIAEQOiAFIAUoArABIAUtALcBIgYgBsBBAEgiBhs2ArwBIAUgBSgCrAEgBCAGGzYCuAEgBSAFKQK4ATcDCCAIIAMgBUEIahAzGiAFLAC3AUEASARAIAUoAqwBECcLIAVB7LICKAIAIgM2AiQgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgBSwAU0EASARAIAUoAkgQJwsgARA2GiACEDQaDAELIAQoAgQiBiAEKAIAIglHBEADQCAGQQxrIgAoAgAiBwRAIAZBCGsgBzYCACAHECcLIAAiBiAJRw0ACwsgBCAJNgIEIAVBIGpBABClASEJIAUgAikCACIPNwMYIAEoAgAoAmghACAFIA83AxAgCCABIAVBEGogAyAJIAARCwAgCCgCAEUEQCAIEC0hDSAJKAIMIgAEQCAJKAIUIgFBBGpBACABGyIIIABBAnRqIQ4DQCAIKAIAIQAgBUIANwKsASAFQQA2ArQBAkAgACgCICICRQ0AIAAoAigiAEEEakEAIAAbIgEgAkECdGohCgJAA0ACQCABKAIAKAIkIQcCQCAFKAKwASIAIAUoArQBIgZJBEAgACAHNgIAIAUgAEEEajYCsAEMAQsgACAFKAKsASICa0ECdSIMQQFqIgNBgICAgARPDQFB/////wMgBiACayIGQQF1IgsgAyADIAtJGyAGQfz///8HTxsiAwR/IANBgICAgARPDQQgA0ECdBApBUEACyILIAxBAnRqIgYgBzYCACAGQQRqIQcgACACRwRAA0AgBkEEayIGIABBBGsiACgCADYCACAAIAJHDQALCyAFIAsgA0ECdGo2ArQBIAUgBzYCsAEgBSAGNgKsASACRQ0AIAIQJwsgAUEEaiIBIApHDQEMAwsLEDEACxA5AAsCQCAEKAIEIgIgBCgCCEkEQCACQQA2AgggAkIANwIAIAUoArABIgEgBSgCrAEiAEcEQCABIABrIgFBAEgNByACIAEQKSIANgIEIAIgADYCACACIAAgAUF8cWo2AgggBSgCrAEiASEGIAUoArABIgMgAUcEQANAIAAgBigCADYCACAAQQRqIQAgBkEEaiIGIANHDQALCyACIAA2AgQLIAQgAkEMajYCBAwBC0EAIQYCQAJAAkACQCAEKAIEIgIgBCgCACIHa0EMbSIBQQFqIgBB1qrVqgFJBEBB1arVqgEgBCgCCCAHa0EMbSIDQQF0IgogACAAIApJGyADQarVqtUATxsiCgRAIApB1qrVqgFPDQIgCkEMbBApIQYLIAYgAUEMbGoiAUEANgIIIAFCADcCACAFKAKwASIMIAUoAqwBIgNHBEAgDCADayILQQBIDQMgASALECkiADYCACABIAAgC0F8cWo2AggDQCAAIAMoAgA2AgAgAEEEaiEAIANBBGoiAyAMRw0ACyABIAA2AgQLIAYgCkEMbGohACABQQxqIQMgAiAHRg0DA0AgAUEMayIBQQA2AgggASACQQxrIgIoAgA2AgAgASACKAIENgIEIAEgAigCCDYCCCACQQA2AgggAkIANwIAIAIgB0cNAAsgBCAANgIIIAQoAgQhACAEIAM2AgQgBCgCACECIAQgATYCACAAIAJGDQQDQCAAQQxrIgEoAgAiAwRAIABBCGsgAzYCACADECcLIAEiACACRw0ACwwECxAxAAsQOQALEDEACyAEIAA2AgggBCADNgIEIAQgATYCAAsgAgRAIAIQJwsgBSgCrAEhAQsgAQRAIAUgATYCsAEgARAnCyAIQQRqIgggDkcNAAsLIA1BADYCAAsgCRDFARoLIAVBwAFqJAAPCxAxAAuhEQIKfwF+IwBBwAFrIgUkACAAIAEgASgCACgCHBECAAJAAkAgACgCAA0AIAAQLSEJIARFBEAgBUHcAGoiAkHksgI2AgAgBUENNgIgIAVB8LICKAIAIgE2AiQgBUEkaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAUoAiRBDGsoAgBqIgEgBUEoaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAFQdCyAjYCJCADEDciAUHwqAI2AgAgBUIANwJQIAVCADcCSCAFQRA2AlggAEHsNkEeECgaIABBv9UAQQEQKBogAEGvAxAyGiAAQZk7QQMQKBogAEGQIkEGECgaIABB9tsAQQIQKBogAEHAKEEYECgaIAUoAiAhAyAFQawBaiIEIAEQOiAFIAUoArABIAUtALcBIgYgBsBBAEgiBhs2ArwBIAUgBSgCrAEgBCAGGzYCuAEgBSAFKQK4ATcDCCAJIAMgBUEIahAzGiAFLAC3AUEASARAIAUoAqwBECcLIAVB7LICKAIAIgM2AiQgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgBSwAU0EASARAIAUoAkgQJwsgARA2GiACEDQaDAELIAQoAgQiACAEKAIAIgtHBEADQCAAQQxrIgcoAgAiCgRAIABBCGsiDSgCACIGIAoiCEcEQANAIAZBDGshACAGQQFrLAAAQQBIBEAgACgCABAnCyAAIgYgCkcNAAsgBygCACEICyANIAo2AgAgCBAnCyAHIgAgC0cNAAsLIAQgCzYCBCAFQSBqQQAQpQEhCiAFIAIpAgAiDzcDGCABKAIAKAJoIQAgBSAPNwMQIAkgASAFQRBqIAMgCiAAEQsAIAkoAgBFBEAgCRAtIQ0gCigCDCIABEAgCigCFCIBQQRqQQAgARsiAiAAQQJ0aiEOA0AgAigCACEAIAVCADcCrAEgBUEANgK0AQJAIAAoAiAiAUUNACAAKAIoIgBBBGpBACAAGyIIIAFBAnRqIQkCQANAAkAgCCgCACgCHEF+cSEBAkAgBSgCsAEiACAFKAK0ASIHSQRAAkAgASwAC0EATgRAIAAgASkCADcCACAAIAEoAgg2AggMAQsgACABKAIAIAEoAgQQVQsgBSAAQQxqNgKwAQwBCyAAIAUoAqwBIgNrQQxtIgtBAWoiBkHWqtWqAU8NAUHVqtWqASAHIANrQQxtIgdBAXQiDCAGIAYgDEkbIAdBqtWq1QBPGyIGBH8gBkHWqtWqAU8NBCAGQQxsECkFQQALIQcgBkEMbCEMIAcgC0EMbGohBgJAIAEsAAtBAE4EQCAGIAEpAgA3AgAgBiABKAIINgIIDAELIAYgASgCACABKAIEEFUgBSgCrAEhAyAFKAKwASEACyAHIAxqIQEgBkEMaiEHAkAgACADRgRAIAUgATYCtAEgBSAHNgKwASAFIAY2AqwBDAELA0AgBkEMayIGIABBDGsiACkCADcCACAGIAAoAgg2AgggAEIANwIAIABBADYCCCAAIANHDQALIAUgATYCtAEgBSgCsAEhACAFIAc2ArABIAUoAqwBIQMgBSAGNgKsASAAIANGDQADQCAAQQxrIQEgAEEBaywAAEEASARAIAEoAgAQJwsgASIAIANHDQALCyADRQ0AIAMQJwsgCEEEaiIIIAlHDQEMAwsLEDEACxA5AAsCQCAEKAIEIgEgBCgCCEkEQCABQQA2AgggAUIANwIAIAUoArABIgMgBSgCrAEiBmsiCEEMbSEAIAMgBkcEQCAAQdaq1aoBTw0HIAEgCBApIgY2AgQgASAGNgIAIAEgBiAAQQxsajYCCCAFKAKsASIAIAUoArABIgNHBEADQAJAIAAsAAtBAE4EQCAGIAApAgA3AgAgBiAAKAIINgIIDAELIAYgACgCACAAKAIEEFULIAZBDGohBiAAQQxqIgAgA0cNAAsLIAEgBjYCBAsgBCABQQxqNgIEDAELQQAhBgJAAkACQAJAIAQoAgQiACAEKAIAIghrQQxtIgNBAWoiAUHWqtWqAUkEQEHVqtWqASAEKAIIIAhrQQxtIgdBAXQiCSABIAEgCUkbIAdBqtWq1QBPGyIHBEAgB0HWqtWqAU8NAiAHQQxsECkhBgsgBiADQQxsaiIBQQA2AgggAUIANwIAIAUoArABIgkgBSgCrAEiA2siDEEMbSELIAMgCUcEQCALQdaq1aoBTw0DIAEgDBApIgA2AgAgASAANgIEIAEgACALQQxsajYCCANAAkAgAywAC0EATgRAIAAgAykCADcCACAAIAMoAgg2AggMAQsgACADKAIAIAMoAgQQVQsgAEEMaiEAIANBDGoiAyAJRw0ACyABIAA2AgQgBCgCACEIIAQoAgQhAAsgBiAHQQxsaiEDIAFBDGohBiAAIAhGDQMDQCABQQxrIgFCADcCACABQQA2AgggASAAQQxrIgAoAgA2AgAgASAAKAIENgIEIAEgACgCCDYCCCAAQQA2AgggAEIANwIAIAAgCEcNAAsgBCADNgIIIAQoAgQhACAEIAY2AgQgBCgCACEIIAQgATYCACAAIAhGDQQDQCAAQQxrIgYoAgAiAwRAIABBCGsiBygCACIBIAMiAEcEQANAIAFBDGshACABQQFrLAAAQQBIBEAgACgCABAnCyAAIgEgA0cNAAsgBigCACEACyAHIAM2AgAgABAnCyAGIgAgCEcNAAsMBAsQMQALEDkACxAxAAsgBCADNgIIIAQgBjYCBCAEIAE2AgALIAgEQCAIECcLCyAFKAKsASIBBEAgBSgCsAEiBiABIgBHBEADQCAGQQxrIQAgBkEBaywAAEEASARAIAAoAgAQJwsgACIGIAFHDQALIAUoAqwBIQALIAUgATYCsAEgABAnCyACQQRqIgIgDkcNAAsLIA1BADYCAAsgChDFARoLIAVBwAFqJAAPCxAxAAurBQEEfyMAQbABayIEJAAgACABIAEoAgAoAhwRAgACQCAAKAIADQAgABAtIQUgA0UEQCAEQcwAaiICQeSyAjYCACAEQQ02AhAgBEHwsgIoAgAiATYCFCAEQRRqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgBCgCFEEMaygCAGoiASAEQRhqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIARB0LICNgIUIAMQNyIBQfCoAjYCACAEQUBrQgA3AgAgBEIANwI4IARBEDYCSCAAQew2QR4QKBogAEG/1QBBARAoGiAAQaMDEDIaIABBmTtBAxAoGiAAQYk0QQsQKBogAEH22wBBAhAoGiAAQcAoQRgQKBogBCgCECEDIARBnAFqIgYgARA6IAQgBCgCoAEgBC0ApwEiByAHwEEASCIHGzYCrAEgBCAEKAKcASAGIAcbNgKoASAEIAQpAqgBNwMIIAUgAyAEQQhqEDMaIAQsAKcBQQBIBEAgBCgCnAEQJwsgBEHssgIoAgAiAzYCFCAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAELABDQQBIBEAgBCgCOBAnCyABEDYaIAIQNBoMAQsCQCADLAALQQBIBEAgAygCAEEAOgAAIANBADYCBAwBCyADQQA6AAsgA0EAOgAACyAFIAEgAiAEQRBqQQAQbyICIAEoAgAoAnwRBgAgBSgCAEUEQCAFEC0hBQJAIAIoAixBfnEiACADRg0AIAAtAAsiBsAhASADLAALQQBOBEAgAUEATgRAIAMgACkCADcCACADIAAoAgg2AggMAgsgAyAAKAIAIAAoAgQQtQEMAQsgAyAAKAIAIAAgAUEASCIBGyAAKAIEIAYgARsQ3wELIAVBADYCAAsgAhCdARoLIARBsAFqJAALqwUBBH8jAEGwAWsiBCQAIAAgASABKAIAKAIcEQIAAkAgACgCAA0AIAAQLSEFIANFBEAgBEHMAGoiAkHksgI2AgAgBEENNgIQIARB8LICKAIAIgE2AhQgBEEUaiIAIAFBDGsoAgBqQfSyAigCADYCACAAIAQoAhRBDGsoAgBqIgEgBEEYaiIDEDggAUKAgICAcDcCSCACQeSyAjYCACAEQdCyAjYCFCADEDciAUHwqAI2AgAgBEFAa0IANwIAIARCADcCOCAEQRA2AkggAEHsNkEeECgaIABBv9UAQQEQKBogAEGYAxAyGiAAQZk7QQMQKBogAEGJNEELECgaIABB9tsAQQIQKBogAEHAKEEYECgaIAQoAhAhAyAEQZwBaiIGIAEQOiAEIAQoAqABIAQtAKcBIgcgB8BBAEgiBxs2AqwBIAQgBCgCnAEgBiAHGzYCqAEgBCAEKQKoATcDCCAFIAMgBEEIahAzGiAELACnAUEASARAIAQoApwBECcLIARB7LICKAIAIgM2AhQgACADQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgBCwAQ0EASARAIAQoAjgQJwsgARA2GiACEDQaDAELAkAgAywAC0EASARAIAMoAgBBADoAACADQQA2AgQMAQsgA0EAOgALIANBADoAAAsgBSABIAIgBEEQakEAEG8iAiABKAIAKAJ4EQYAIAUoAgBFBEAgBRAtIQUCQCACKAIsQX5xIgAgA0YNACAALQALIgbAIQEgAywAC0EATgRAIAFBAE4EQCADIAApAgA3AgAgAyAAKAIINgIIDAILIAMgACgCACAAKAIEELUBDAELIAMgACgCACAAIAFBAEgiARsgACgCBCAGIAEbEN8BCyAFQQA2AgALIAIQnQEaCyAEQbABaiQAC6wDAQp/IwBBEGsiBSQAIAIoAgAhBiACKAIEIQIgBUEANgIMIAVCADcCBCACIAZrQQxtIQQCQAJAIAIgBkYNACAEQYCAgIACTw0BIAUgBEEDdCIIECkiBzYCBCAFIAcgCGoiCzYCDEEAIQIgB0EAIAj8CwAgBSALNgIIQQEgBCAEQQFNGyIIQQFxIQsgBEECTwRAIAhBfnEhDUEAIQgDQCAGIAJBDGxqIgQoAgAhCiAHIAJBA3RqIgwgBCgCBCAELQALIgkgCcBBAEgiCRs2AgQgDCAKIAQgCRs2AgAgBiACQQFyIgpBDGxqIgQoAgAhDCAHIApBA3RqIgogBCgCBCAELQALIgkgCcBBAEgiCRs2AgQgCiAMIAQgCRs2AgAgAkECaiECIAhBAmoiCCANRw0ACwsgC0UNACAGIAJBDGxqIgYoAgAhBCAHIAJBA3RqIgIgBigCBCAGLQALIgcgB8BBAEgiBxs2AgQgAiAEIAYgBxs2AgALIAAgASAFQQRqIAMgASgCACgCQBEGACAFKAIEIgAEQCAFIAA2AgggABAnCyAFQRBqJAAPCxAxAAvZBgIJfwF+IwBBwAFrIgQkACAAIAEgASgCACgCHBECAAJAAkACQCAAKAIADQAgABAtIQYgA0UEQCAEQdwAaiICQeSyAjYCACAEQQ02AiAgBEHwsgIoAgAiATYCJCAEQSRqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgBCgCJEEMaygCAGoiASAEQShqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIARB0LICNgIkIAMQNyIBQfCoAjYCACAEQgA3AlAgBEIANwJIIARBEDYCWCAAQew2QR4QKBogAEG/1QBBARAoGiAAQYUDEDIaIABBmTtBAxAoGiAAQaYiQQMQKBogAEH22wBBAhAoGiAAQcAoQRgQKBogBCgCICEDIARBrAFqIgcgARA6IAQgBCgCsAEgBC0AtwEiBSAFwEEASCIFGzYCvAEgBCAEKAKsASAHIAUbNgK4ASAEIAQpArgBNwMIIAYgAyAEQQhqEDMaIAQsALcBQQBIBEAgBCgCrAEQJwsgBEHssgIoAgAiAzYCJCAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAELABTQQBIBEAgBCgCSBAnCyABEDYaIAIQNBoMAQsgAyADKAIANgIEIARBIGpBABBvIQcgBCACKQIAIg03AxggASgCACgCZCEAIAQgDTcDECAGIAEgBEEQaiAHIAARBgAgBigCAEUEQCAGEC0hCiAHKAIgIgAEQCAHKAIoIgFBBGpBACABGyIGIABBAnRqIQsDQCAGKAIAKAIkIQgCQCADKAIEIgEgAygCCCIFSQRAIAEgCDYCACADIAFBBGo2AgQMAQsgASADKAIAIgJrQQJ1IgxBAWoiAEGAgICABE8NBUH/////AyAFIAJrIgVBAXUiCSAAIAAgCUkbIAVB/P///wdPGyIFBH8gBUGAgICABE8NByAFQQJ0ECkFQQALIgkgDEECdGoiACAINgIAIABBBGohCCABIAJHBEADQCAAQQRrIgAgAUEEayIBKAIANgIAIAEgAkcNAAsLIAMgCSAFQQJ0ajYCCCADIAg2AgQgAyAANgIAIAJFDQAgAhAnCyAGQQRqIgYgC0cNAAsLIApBADYCAAsgBxCdARoLIARBwAFqJAAPCxAxAAsQOQAL+wUCBH8BfiMAQcABayIEJAAgACABIAEoAgAoAhwRAgACQCAAKAIADQAgABAtIQcgA0UEQCAEQdwAaiICQeSyAjYCACAEQQ02AiAgBEHwsgIoAgAiATYCJCAEQSRqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgBCgCJEEMaygCAGoiASAEQShqIgMQOCABQoCAgIBwNwJIIAJB5LICNgIAIARB0LICNgIkIAMQNyIBQfCoAjYCACAEQgA3AlAgBEIANwJIIARBEDYCWCAAQew2QR4QKBogAEG/1QBBARAoGiAAQfgCEDIaIABBmTtBAxAoGiAAQZAiQQYQKBogAEH22wBBAhAoGiAAQcAoQRgQKBogBCgCICEDIARBrAFqIgUgARA6IAQgBCgCsAEgBC0AtwEiBiAGwEEASCIGGzYCvAEgBCAEKAKsASAFIAYbNgK4ASAEIAQpArgBNwMIIAcgAyAEQQhqEDMaIAQsALcBQQBIBEAgBCgCrAEQJwsgBEHssgIoAgAiAzYCJCAAIANBDGsoAgBqQfiyAigCADYCACABQfCoAjYCACAELABTQQBIBEAgBCgCSBAnCyABEDYaIAIQNBoMAQsgAygCBCIAIAMoAgAiBkcEQANAIABBDGshBSAAQQFrLAAAQQBIBEAgBSgCABAnCyAFIgAgBkcNAAsLIAMgBjYCBCAEQSBqQQAQbyEFIAQgAikCACIINwMYIAEoAgAoAmQhACAEIAg3AxAgByABIARBEGogBSAAEQYAIAcoAgBFBEAgBxAtIQcgBSgCICIBBEAgBSgCKCIAQQRqQQAgABsiACABQQJ0aiEGA0AgACgCACgCHEF+cSEBAkAgAygCBCICIAMoAghJBEACQCABLAALQQBOBEAgAiABKQIANwIAIAIgASgCCDYCCAwBCyACIAEoAgAgASgCBBBVCyADIAJBDGo2AgQMAQsgAyABEO8BCyAAQQRqIgAgBkcNAAsLIAdBADYCAAsgBRCdARoLIARBwAFqJAALzhMCD38BfiMAQaACayIEJAAgBCACKQIAIhM3AzggBCATNwOAAiAAIARBOGpBABDCBCINIA0oAgAoAggRAgACQAJAAkAgACgCAA0AIAAQLSEOIARBADYC+AEgBEIANwPwASAEQQA2AuwBIARCADcC5AFB7LICKAIAIgtBDGshDEHwsgIoAgAiCUEMayEPIARB1ABqIQogBEGIAWohECAEQdAAaiEFQfiyAigCACERQfSyAigCACESAkADQCANIARB8AFqIA0oAgAoAgwRAwAEQCAEKALwASEAIAQgBCgC9AEgBCwA+wEiAkH/AXEgAkEASCICGzYCjAIgBCAAIARB8AFqIAIbNgKIAiAEQQE2AtwBIARB64ABNgLYASAEIAQpA4gCNwMwIAQgBCkD2AE3AyggBEHMAGogBEEwaiAEQShqEJcCIgYoAgAhAiAEQQA2AuABIARCADcC2AEgBCgCUCIAIAJHBEAgACACayIAQQBIDQUgBCAAQQN1QQxsIgcQKSICNgLYASAEIAIgB2o2AuABQQAhACACQQAgB0EMayIHIAdBDHBrQQxqIgf8CwAgBCACIAdqNgLcAUEBIAdBDG0iByAHQQFNGyEHA0AgAiAAQQxsaiAGKAIAIABBA3RqIggoAgAgCCgCBBBwIABBAWoiACAHRw0ACyAGKAIAIQALIAAEQCAEIAA2AlAgABAnCyAEKALcASIGIAQoAtgBIgBrQQxtIQICQAJAAkAgACAGRgRAIARBDTYCTCAEIAk2AlAgBEHksgI2AogBIAUgDygCAGogEjYCACAFIAQoAlBBDGsoAgBqIgAgChA4IABCgICAgHA3AkggBEHksgI2AogBIARB0LICNgJQIAoQNyIAQfCoAjYCACAEQgA3AnwgBEIANwJ0IARBEDYChAEgBUHsNkEeECgaIAVBv9UAQQEQKBogBUHbAhAyGiAFQZk7QQMQKBogBUGozgBBERAoGiAFQfbbAEECECgaIAQoAkwhAiAEQYgCaiIHIAAQOiAEIAQoAowCIAQtAJMCIgggCMBBAEgiCBs2ApwCIAQgBCgCiAIgByAIGzYCmAIgBCAEKQKYAjcDCCAOIAIgBEEIahAzGiAELACTAkEASARAIAQoAogCECcLIAQgCzYCUCAFIAwoAgBqIBE2AgAgAEHwqAI2AgAgBCwAf0EASARAIAQoAnQQJwsgABA2GiAQEDQaQQEhBwwBCyAAKAIEIAAtAAsiBiAGwEEASBtFBEAgBEENNgJMIAQgCTYCUCAEQeSyAjYCiAEgBSAPKAIAaiASNgIAIAUgBCgCUEEMaygCAGoiAiAKEDggAkKAgICAcDcCSCAEQeSyAjYCiAEgBEHQsgI2AlAgChA3IgJB8KgCNgIAIARCADcCfCAEQgA3AnQgBEEQNgKEASAFQew2QR4QKBogBUG/1QBBARAoGiAFQdwCEDIaIAVBmTtBAxAoGiAFQYfTAEENECgaIAVB9tsAQQIQKBogBCgCTCEGIARBiAJqIgcgAhA6IAQgBCgCjAIgBC0AkwIiCCAIwEEASCIIGzYCnAIgBCAEKAKIAiAHIAgbNgKYAiAEIAQpApgCNwMQIA4gBiAEQRBqEDMaIAQsAJMCQQBIBEAgBCgCiAIQJwsgBCALNgJQIAUgDCgCAGogETYCACACQfCoAjYCACAELAB/QQBIBEAgBCgCdBAnCyACEDYaIBAQNBpBASEHIAAhBgwCC0EBIQYgBEEBNgJIAkACQAJ/AkACQCACQQJPBEAgACgCDCECIAQgACgCECAALQAXIgYgBsBBAEgiBhs2AkQgBCACIABBDGogBhs2AkAgBCAEKQJANwMgIARBIGogBEHIAGoQrARFDQEgBCgCSCEGC0EAIQcgAyAGSg0EIAQoAugBIgIgBCgC7AFPDQMgACwAC0EASA0BIAIgACkCADcCACACIAAoAgg2AgggBCgC2AEMAgsgBEENNgJMIAQgCTYCUCAEQeSyAjYCiAEgBSAPKAIAaiASNgIAIAUgBCgCUEEMaygCAGoiAiAKEDggAkKAgICAcDcCSCAEQeSyAjYCiAEgBEHQsgI2AlAgChA3IgJB8KgCNgIAIARCADcCfCAEQgA3AnQgBEEQNgKEASAFQew2QR4QKBogBUG/1QBBARAoGiAFQd8CEDIaIAVBmTtBAxAoGiAFQYXMAEEdECgaIAVB9tsAQQIQKBogBUG3HUEdECgaIAQoAkwhBiAEQYgCaiIHIAIQOiAEIAQoAowCIAQtAJMCIgggCMBBAEgiCBs2ApwCIAQgBCgCiAIgByAIGzYCmAIgBCAEKQKYAjcDGCAOIAYgBEEYahAzGiAELACTAkEASARAIAQoAogCECcLIAQgCzYCUCAFIAwoAgBqIBE2AgAgAkHwqAI2AgAgBCwAf0EASARAIAQoAnQQJwsgAhA2GiAQEDQaQQEhBwwDCyACIAAoAgAgACgCBBBVIAALIQYgBCACQQxqNgLoAQwCCyAEQeQBaiAAEO8BCyAAIQYLIAZFDQELIAYgBCgC3AEiAkcEQANAIAJBDGshACACQQFrLAAAQQBIBEAgACgCABAnCyAAIgIgBkcNAAsLIAQgBjYC3AEgBhAnCyAHRQ0BDAILCyAEQQA2AlQgBEIANwJMIAQoAugBIgAgBCgC5AEiBmtBDG0hAgJAIAAgBkYNACACQYCAgIACTw0EIAQgAkEDdCIFECkiAzYCTCAEIAMgBWoiCjYCVEEAIQAgA0EAIAX8CwAgBCAKNgJQQQEgAiACQQFNGyIFQQFxIQogAkECTwRAIAVBfnEhB0EAIQUDQCAGIABBDGxqIgIoAgAhCyADIABBA3RqIgwgAigCBCACLQALIgkgCcBBAEgiCRs2AgQgDCALIAIgCRs2AgAgBiAAQQFyIgtBDGxqIgIoAgAhDCADIAtBA3RqIgsgAigCBCACLQALIgkgCcBBAEgiCRs2AgQgCyAMIAIgCRs2AgAgAEECaiEAIAVBAmoiBSAHRw0ACwsgCkUNACAGIABBDGxqIgIoAgAhBiADIABBA3RqIgAgAigCBCACLQALIgMgA8BBAEgiAxs2AgQgACAGIAIgAxs2AgALIA4gASAEQcwAaiABKAIAKAIoEQUAIAQoAkwiAEUNACAEIAA2AlAgABAnCyAEKALkASIBBEAgBCgC6AEiAiABIgBHBEADQCACQQxrIQAgAkEBaywAAEEASARAIAAoAgAQJwsgACICIAFHDQALIAQoAuQBIQALIAQgATYC6AEgABAnCyAELAD7AUEATg0AIAQoAvABECcLIA0gDSgCACgCBBEBACAEQaACaiQADwsQMQALEDEAC4kBAQJ/IAAgASABKAIAKAIcEQIAAkAgACgCAEUEQCAAEC0hAyABKAIQIgAoAiAiAgRAIAAoAigiAEEEakEAIAAbIgEgAkECdGohAgNAIAEoAgAiACgCJEEFRgRAIABBATYCJCAAIAAoAhRBBHI2AhQLIAFBBGoiASACRw0ACwsgA0EANgIACw8LAAugCAIKfwF+IwBBsAFrIgMkACAAIAEgASgCACgCHBECAAJAAkAgACgCAA0AIAAQLSEKIAEoAhAiBCgCLCIAQaCyAyAAGygCsAFBAWtBAk8EQCADQcwAaiICQeSyAjYCACADQQ02AhAgA0HwsgIoAgAiATYCFCADQRRqIgAgAUEMaygCAGpB9LICKAIANgIAIAAgAygCFEEMaygCAGoiASADQRhqIgQQOCABQoCAgIBwNwJIIAJB5LICNgIAIANB0LICNgIUIAQQNyIBQfCoAjYCACADQUBrQgA3AgAgA0IANwI4IANBEDYCSCAAQew2QR4QKBogAEG/1QBBARAoGiAAQa4CEDIaIABBmTtBAxAoGiAAQfQ7QTgQKBogAEH22wBBAhAoGiAAQbnEAEE3ECgaIAMoAhAhBCADQZwBaiIHIAEQOiADIAMoAqABIAMtAKcBIgYgBsBBAEgiBhs2AqwBIAMgAygCnAEgByAGGzYCqAEgAyADKQKoATcDCCAKIAQgA0EIahAzGiADLACnAUEASARAIAMoApwBECcLIANB7LICKAIAIgQ2AhQgACAEQQxrKAIAakH4sgIoAgA2AgAgAUHwqAI2AgAgAywAQ0EASARAIAMoAjgQJwsgARA2GiACEDQaDAELIAIoAgQhBiACKAIAIQAgAyADQRRqIgc2AhAgA0IANwIUIAAgBkcEQANAIANBEGogByADQZwBaiADQagBaiAAEK0EIgIoAgBFBEBBGBApIgQgACkCADcCECAEIAMoApwBNgIIIARCADcCACACIAQ2AgAgAygCECgCACIFBEAgAyAFNgIQIAIoAgAhBAsgAygCFCAEEMsBIAMgAygCGEEBajYCGAsgAEEIaiIAIAZHDQALIAEoAhAhBAsgBCgCIEEASgRAA0AgBEEcaiALEOUCIggoAiRBAmtBA08EQCAIKAIcQX5xIgAoAgQgAC0ACyICIALAQQBIIgIbIQUgACgCACAAIAIbIQkgByECAkACQAJAAkAgAygCFCIARQ0AA0AgAiEGAkAgBSAAIgQpAhAiDUIgiKciAiACIAVLGyIABEAgDacgCSAAEC4iAA0BC0EAIQAgAiAFRg0AQX9BASACIAVJGyEACyAGIAQgAEEASCIMGyECIARBBGogBCAMGygCACIADQALIAIgB0YNAAJAIAYgBCAMGykCECINQiCIpyIAIAUgACAFSRsiAgRAIAkgDacgAhAuIgINAQsgACAFSw0BDAILIAJBAE4NAQsgBSAJLQAAQQR2Qe2AAWosAABHDQELQQEhAAwBC0EFIQALIAggADYCJCAIIAgoAhRBBHI2AhQLIAtBAWoiCyABKAIQIgQoAiBIDQALCyAKQQA2AgAgA0EQaiADKAIUEJkCCyADQbABaiQADwsAC5QHAQZ/IwBBsAFrIgIkAAJAIAEoAgQiA0UEQCACQcwAaiIGQeSyAjYCACACQQ02AhAgAkHwsgIoAgAiAzYCFCACQRRqIgEgA0EMaygCAGpB9LICKAIANgIAIAEgAigCFEEMaygCAGoiAyACQRhqIgQQOCADQoCAgIBwNwJIIAZB5LICNgIAIAJB0LICNgIUIAQQNyIDQfCoAjYCACACQUBrQgA3AgAgAkIANwI4IAJBEDYCSCABQew2QR4QKBogAUG/1QBBARAoGiABQaECEDIaIAFBmTtBAxAoGiABQZI7QQYQKBogAUH22wBBAhAoGiABQe3JAEEZECgaIAIoAhAhBCACQZwBaiIHIAMQOiACIAIoAqABIAItAKcBIgUgBcBBAEgiBRs2AqwBIAIgAigCnAEgByAFGzYCqAEgAiACKQKoATcDACAAIAQgAhAzGiACLACnAUEASARAIAIoApwBECcLIAJB7LICKAIAIgA2AhQgASAAQQxrKAIAakH4sgIoAgA2AgAgA0HwqAI2AgAgAiwAQ0EASARAIAIoAjgQJwsgAxA2GiAGEDQaDAELIAEoAghFBEAgAkHMAGoiBkHksgI2AgAgAkENNgIQIAJB8LICKAIAIgM2AhQgAkEUaiIBIANBDGsoAgBqQfSyAigCADYCACABIAIoAhRBDGsoAgBqIgMgAkEYaiIEEDggA0KAgICAcDcCSCAGQeSyAjYCACACQdCyAjYCFCAEEDciA0HwqAI2AgAgAkFAa0IANwIAIAJCADcCOCACQRA2AkggAUHsNkEeECgaIAFBv9UAQQEQKBogAUGiAhAyGiABQZk7QQMQKBogAUGGO0ELECgaIAFB9tsAQQIQKBogAUHOyQBBHhAoGiACKAIQIQQgAkGcAWoiByADEDogAiACKAKgASACLQCnASIFIAXAQQBIIgUbNgKsASACIAIoApwBIAcgBRs2AqgBIAIgAikCqAE3AwggACAEIAJBCGoQMxogAiwApwFBAEgEQCACKAKcARAnCyACQeyyAigCACIANgIUIAEgAEEMaygCAGpB+LICKAIANgIAIANB8KgCNgIAIAIsAENBAEgEQCACKAI4ECcLIAMQNhogBhA0GgwBCyAAIAMgAygCACgCCBECACAAKAIADQAgABAtIgAgASgCCCIBIAEoAgAoAgwRAgAgACgCAA0AIAAQLUEANgIACyACQbABaiQACzcCAX8BfiMAQRBrIgMkACADIAIpAgAiBDcDACADIAQ3AwggACABIAMgAUEgahCvBCADQRBqJAALEABB9LUDQfi1AygCABDjAgs3AgF/AX4jAEEQayIDJAAgAyACKQIAIgQ3AwAgAyAENwMIIAAgASADIAFBFGoQrwQgA0EQaiQAC70nAw9/A30CfiMAQZABayIEJAAgASgCECEDIAEgAjYCECADBH8gAxDaARAnIAEoAhAFIAILIQVBACEDIwBBEGsiDCQAAkACQAJAAkACQAJAIAUoAiwiAkGgsgMgAhsiBigCsAFBAWsOBAABAgMEC0HQABApIQIjAEEQayIGJAAgAkIANwIEIAJCADcCICACQeiiAzYCACACQgA3AgwgAkIANwIUIAJBgICA/AM2AhwgAkIANwIoIAJCgICA/AM3AjAgAkEANgI4IAJBADYCTCACQQA2AkQgAkIANwI8IAJBsKgDNgIAIAIgBTYCBCACEJoCIAJC////+4eAgMAANwI8AkAgAigCBCIFKAIgIghFDQAgBSgCKCIFQQRqQQAgBRshBSAIQQFrQf////8DcSEJAn8gCEEBcUUEQEMAAIAAIRND//9/fyESIAUMAQsCQCAFKAIAIgcoAiRBAUcEQEP//39/IRJDAACAACETDAELIAIgByoCICISQwAAgAAgEkMAAIAAXhsiEzgCQCACIBJD//9/fyASQ///f39dGyISOAI8CyAFQQRqCyEHIAlFDQAgBSAIQQJ0aiEFA0AgBygCACIIKAIkQQFGBEAgAiAIKgIgIhQgEyATIBRdGyITOAJAIAIgFCASIBIgFF4bIhI4AjwLIAcoAgQiCCgCJEEBRgRAIAIgCCoCICIUIBMgEyAUXRsiEzgCQCACIBQgEiASIBReGyISOAI8CyAHQQhqIgcgBUcNAAsLIAZBADYCDCAGQgA3AgQCQCACKAIUIggEQAJAAkADQAJAAkAgBigCDCIHIANLBEAgAyAIKQIINwIAIAMgCCgCEDYCCCAGIANBDGoiAzYCCAwBCyADIAYoAgQiCWtBDG0iDUEBaiIFQdaq1aoBTw0BQdWq1aoBIAcgCWtBDG0iB0EBdCIKIAUgBSAKSRsgB0Gq1arVAE8bIgVB1qrVqgFPDQMgBUEMbCIKECkiCyANQQxsaiIHIAgpAgg3AgAgByAIKAIQNgIIIAdBDGohBSADIAlHBEADQCAHQQxrIgcgA0EMayIDKQIANwIAIAcgAygCCDYCCCADIAlHDQALCyAGIAogC2o2AgwgBiAFNgIIIAYgBzYCBCAJBEAgCRAnCyAFIQMLIAgoAgAiCA0BDAMLCxAxAAsQOQALIAYoAgQhAyACIAZBBGoQoAQgA0UNASADECcMAQsgAiAGQQRqEKAECyAGQRBqJAAMBAtBPBApIgJCADcCBCACQgA3AiAgAkHoogM2AgAgAkIANwIMIAJCADcCFCACQYCAgPwDNgIcIAJCADcCKCACQoCAgPwDNwIwIAJBADYCOCACIAU2AgQgAkHonwM2AgAgAhCaAgwDC0E8ECkiAkIANwIEIAJCADcCICACQeiiAzYCACACQgA3AgwgAkIANwIUIAJBgICA/AM2AhwgAkIANwIoIAJCgICA/AM3AjAgAkEANgI4IAIgBTYCBCACQeSpAzYCACACEJoCDAILQTwQKSICQgA3AgQgAkIANwIgIAJB6KIDNgIAIAJCADcCDCACQgA3AhQgAkGAgID8AzYCHCACQgA3AiggAkKAgID8AzcCMCACQQA2AjggAiAFNgIEIAJBwKEDNgIAIAIQmgIMAQtBACECQYS2A/4QAgBBAkoNAEGQzwNBhTZBEBAoQb/VAEEBEChBKxAyQc2AAUECEChB3tQAQQQQKEHBO0EFEChBzYABQQIQKEGw4wBBFBAoIAYoArABEDIaIAxBDGoiA0GQzwMoAgBBDGsoAgBBkM8DaigCHCIFNgIAIAUgBSgCBEEBajYCBCADQdzWAxA7IgVBCiAFKAIAKAIcEQMAIQUgAygCACIDIAMoAgRBAWsiBjYCBCAGQX9GBEAgAyADKAIAKAIIEQEAC0GQzwMgBRBSQZDPAxBMCyAMQRBqJAAgASgCBCEDIAEgAjYCBCADBEAgAyADKAIAKAIEEQEACyABKAIQIgIoAiwhAyACKAIwIQVBHBApIgJBADYCECACIAVBiLQDIAUbNgIMIAJCADcCBCACQdyjAzYCACACIANBoLIDIAMbLQCVAToAFCACQQA2AhggAhC/BCABKAIIIQMgASACNgIIIAMEQCADIAMoAgAoAgQRAQALIAEoAhAiAygCOCECAkACQAJAIAMoAhRBCHEiA0UNACACDQAgBEH4AGoiAkIANwIMIAJB/CQ2AgggAkG3LjYCBCACQQM2AgAgAkEANgIUIAJBuN8AECoQLCACECsgASgCECgCOCECDAELIANFDQELIAJBiLQDIAIbIgMoAiBBfnEiAigCBCACLQALIgIgAsBBAEgbRQ0AQRwQKSICQQA6ABQgAkEANgIQIAIgAzYCDCACQgA3AgQgAkHcowM2AgAgAkEANgIYIAIQvwQgASgCDCEDIAEgAjYCDCADRQ0AIAMgAygCACgCBBEBAAsgASgCCCICIAEoAgQiAyADKAIAKAIQEQAAIAIoAgAoAggRAgAgACABIAEoAgAoAhwRAgACQCAAKAIADQAgABAtIQggBEEANgKAASAEQgA3AnggBEEANgJ0IARCADcCbAJAAkAgASgCECgCNCIAQdC0AyAAGyIAKAIYIgJFDQAgACgCICIAQQRqQQAgABsiDCACQQJ0aiEPA0AgDCgCACIDKAIQQX5xIgAoAgAhAiAEIAAoAgQgAC0ACyIFIAXAQQBIIgUbNgJoIAQgAiAAIAUbNgJkIAEoAgAoAjQhACAEIAQpAmQ3AyggCCABIARBKGogBEHsAGogABEGACAIKAIADQIgCBAtIRAgBEEANgJgIARCADcDWEEBIQACfyAEKAJsIgIgBCgCcEYEQCACDAELIARB2ABqIAIoAgAgAiACLQALIgXAQQBIIgYbIAIoAgQgBSAGGxBHGiAEKAJsIQIgBCgCcAsgAmtBDG1BAk8EQANAIARB2ABqIgJBzoABQQEQRxogAiAEKAJsIABBDGxqIgIoAgAgAiACLQALIgXAQQBIIgYbIAIoAgQgBSAGGxBHGiAAQQFqIgAgBCgCcCAEKAJsa0EMbUkNAAsLIAMoAhRBfnEiACgCACEGIAAoAgQhByAALQALIQIgASgCBCEFIAQgBCgCXCAELABjIglB/wFxIAlBAEgiCRs2AkwgBCAEKAJYIARB2ABqIAkbNgJIIAQgByACIALAQQBIIgIbNgJUIAQgBiAAIAIbNgJQIAUoAgAoAmAhACAEIAQpAkg3AxggBCAEKQJQNwMgAkAgBSAEQSBqIARBGGogABEEAA0AIAMoAhBBfnEiACgCACECIAQgACgCBCAALQALIgUgBcBBAEgiBRs2AjggBCACIAAgBRs2AjQgAygCFCEAIAQgBCkCNDcDECAAQX5xIQYgBEHYAGohCSMAQTBrIgIkAAJAIAQpAhAiFUIgiCIWpyIAQfD///8HSQRAIBWnIQUCQCAAQQpNBEAgAiAWPAAvIAJBJGohAwwBCyAAQQ9yQQFqIgcQKSEDIAIgB0GAgICAeHI2AiwgAiADNgIkIAIgADYCKAsgAyAFIAD8CgAAIAAgA2pBADoAACACQeuAATYCECACQeuAARBCNgIUIAIgAikCEDcDCCACQRhqIQ0jAEEwayIDJAACQCACKQIIIhVCIIgiFqciBUHw////B0kEQCAVpyEHAkAgBUEKTQRAIAMgFjwALyADQSRqIQAMAQsgBUEPckEBaiIKECkhACADIApBgICAgHhyNgIsIAMgADYCJCADIAU2AigLIAAgByAF/AoAACAAIAVqQQA6AAAgBigCACEAIAMgBigCBCAGLQALIgUgBcBBAEgiBRs2AhQgAyAAIAYgBRs2AhAgAyADKQIQNwMIIANBGGohCiMAQTBrIgUkAAJAIAMpAggiFUIgiCIWpyIGQfD///8HSQRAIBWnIQcCQCAGQQpNBEAgBSAWPAAvIAVBJGohAAwBCyAGQQ9yQQFqIgsQKSEAIAUgC0GAgICAeHI2AiwgBSAANgIkIAUgBjYCKAsgACAHIAb8CgAAIAAgBmpBADoAACAFQeuAATYCECAFQeuAARBCNgIUIAUgBSkCEDcDCCAFQRhqIQsjAEEgayIGJAACQAJAIAUpAggiFUIgiCIWpyIAQfD///8HSQRAIBWnIQ4CQCAAQQpNBEAgBiAWPAAfIAZBFGohBwwBCyAAQQ9yQQFqIhEQKSEHIAYgEUGAgICAeHI2AhwgBiAHNgIUIAYgADYCGAsgByAOIAD8CgAAIAAgB2pBADoAACAJKAIEIAktAAsiACAAwEEASCIAGyIHQfD///8HTw0BIAkoAgAgCSAAGyEJAkAgB0EKTQRAIAYgBzoAEyAGQQhqIQAMAQsgB0EPckEBaiIOECkhACAGIA5BgICAgHhyNgIQIAYgADYCCCAGIAc2AgwLIAAgCSAH/AoAACAAIAdqQQA6AAAgCyAGQRRqIAYoAgggBkEIaiAGLQATIgDAQQBIIgcbIAYoAgwgACAHGxBHIgApAgA3AgAgCyAAKAIINgIIIABCADcCACAAQQA2AgggBiwAE0EASARAIAYoAggQJwsgBiwAH0EASARAIAYoAhQQJwsgBkEgaiQADAILEEMACxBDAAsgCiAFQSRqIAUoAhggCyAFLQAjIgDAQQBIIgYbIAUoAhwgACAGGxBHIgApAgA3AgAgCiAAKAIINgIIIABCADcCACAAQQA2AgggBSwAI0EASARAIAUoAhgQJwsgBSwAL0EASARAIAUoAiQQJwsgBUEwaiQADAELEEMACyANIANBJGogAygCGCAKIAMtACMiAMBBAEgiBRsgAygCHCAAIAUbEEciACkCADcCACANIAAoAgg2AgggAEIANwIAIABBADYCCCADLAAjQQBIBEAgAygCGBAnCyADLAAvQQBIBEAgAygCJBAnCyADQTBqJAAMAQsQQwALIAQgAkEkaiACKAIYIA0gAi0AIyIAwEEASCIDGyACKAIcIAAgAxsQRyIAKQIANwI8IAQgACgCCDYCRCAAQgA3AgAgAEEANgIIIAIsACNBAEgEQCACKAIYECcLIAIsAC9BAEgEQCACKAIkECcLIAJBMGokAAwBCxBDAAsgBCgCfCIAIAQoAoABSQRAIAAgBCkCPDcCACAAIAQoAkQ2AgggBCAAQQxqNgJ8DAELQQAhAAJAAkACQCAEKAJ8IAQoAngiA2tBDG0iBUEBaiICQdaq1aoBSQRAQdWq1aoBIAQoAoABIANrQQxtIgNBAXQiBiACIAIgBkkbIANBqtWq1QBPGyIDBEAgA0HWqtWqAU8NAiADQQxsECkhAAsgBUEMbCAAaiICIAQpAjw3AgAgAiAEKAJENgIIIARCADcCPCAEQQA2AkQgACADQQxsaiEAIAJBDGohBSAEKAJ8IgMgBCgCeCIGRg0CA0AgAkEMayICIANBDGsiAykCADcCACACIAMoAgg2AgggA0IANwIAIANBADYCCCADIAZHDQALIAQgADYCgAEgBCgCfCEAIAQgBTYCfCAEKAJ4IQMgBCACNgJ4IAAgA0YNAwNAIABBDGshAiAAQQFrLAAAQQBIBEAgAigCABAnCyACIgAgA0cNAAsMAwsQMQALEDkACyAEIAA2AoABIAQgBTYCfCAEIAI2AngLIAMEQCADECcLIAQsAEdBAE4NACAEKAI8ECcLIAQsAGNBAEgEQCAEKAJYECcLIAxBBGoiDCAPRw0ACyAEKAJ4IAQoAnxGDQBBhLYD/hACAEEATARAQZDPA0HwNkEaEChBv9UAQQEQKEGKAhAyQc2AAUECEChB3tQAQQQQKEHHO0EEEChBzYABQQIQKCAEKAJ8IAQoAnhrQQxtEOEDQbXCAEEBECggASgCECgCNCIAQdC0AyAAGygCGBAyQfXCAEEfECgaIARB2ABqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgI2AgQgAkF/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTAsgBCgCeCICIAQoAnwiA0cEQANAQYS2A/4QAgBBAEwEQEGQzwNB8DZBGhAoQb/VAEEBEChBjgIQMkHNgAFBAhAoQd7UAEEEEChBxztBBBAoQc2AAUECECggAigCACACIAItAAsiAMBBAEgiARsgAigCBCAAIAEbECgaIARB2ABqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgU2AgQgBUF/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTAsgAkEMaiICIANHDQALCyAEQSI2AlwgBEHZywA2AlggBCAEKQJYNwMIIBBBDSAEQQhqEDMaDAELIAhBADYCAAsgBCgCbCIBBEAgBCgCcCIAIAEiAkcEQANAIABBDGshAiAAQQFrLAAAQQBIBEAgAigCABAnCyACIgAgAUcNAAsgBCgCbCECCyAEIAE2AnAgAhAnCyAEKAJ4IgFFDQAgBCgCfCIAIAEiAkcEQANAIABBDGshAiAAQQFrLAAAQQBIBEAgAigCABAnCyACIgAgAUcNAAsgBCgCeCECCyAEIAE2AnwgAhAnCyAEQZABaiQAC9oDAQZ/IwBBsAFrIgMkAAJAQTwQKUEAEKECIgYgAigCACACKAIEELIDRQRAIANBzABqIgdB5LICNgIAIANBDTYCECADQfCyAigCACICNgIUIANBFGoiASACQQxrKAIAakH0sgIoAgA2AgAgASADKAIUQQxrKAIAaiICIANBGGoiBBA4IAJCgICAgHA3AkggB0HksgI2AgAgA0HQsgI2AhQgBBA3IgJB8KgCNgIAIANBQGtCADcCACADQgA3AjggA0EQNgJIIAFB7DZBHhAoGiABQb/VAEEBECgaIAFB6QEQMhogAUGZO0EDECgaIAFBmdIAQcEAECgaIAFB9tsAQQIQKBogAygCECEEIANBnAFqIgggAhA6IAMgAygCoAEgAy0ApwEiBSAFwEEASCIFGzYCrAEgAyADKAKcASAIIAUbNgKoASADIAMpAqgBNwMIIAAgBCADQQhqEDMaIAMsAKcBQQBIBEAgAygCnAEQJwsgA0HssgIoAgAiADYCFCABIABBDGsoAgBqQfiyAigCADYCACACQfCoAjYCACADLABDQQBIBEAgAygCOBAnCyACEDYaIAcQNBogBhDaARAnDAELIAAgASAGIAEoAgAoAhQRBQALIANBsAFqJAALMgEBfyACQTwQKUEAEKECIgNHBEAgAxDNBCADIAIQywQLIAAgASADIAEoAgAoAhQRBQALywICAn8BfiMAQTBrIgIkACACIAEpAgAiBDcDICAAKAIAKAIIIQEgAiAENwMIIAJBLGogACACQQhqIAERBQAgAigCLARAQZDPA0HwNkEaEChBv9UAQQEQKEHcARAyQZk7QQMQKEGV0wBBDBAoQfbbAEECECghACACQRRqIgEgAkEsahDDBCAAIAIoAhQgASACLQAfIgDAQQBIIgEbIAIoAhggACABGxAoGiACLAAfQQBIBEAgAigCFBAnCyACQRRqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgM2AgQgA0F/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTBCcAgsgAkEsahAtGiACQTBqJAAL7wgCCn8BfiMAQRBrIggkAEE8EClBABChAiELIAggAikCACINNwMAIAggDTcDCCMAQeABayICJAACQCAIKAIERQRAIAJBJDYCKCACQdDCADYCJCACIAIpAiQ3AwAgAEEFIAIQMxoMAQsgAiAIKQIAIg03AxggAiANNwPAASAAIAJBGGpBARDCBCIJIAkoAgAoAggRAgACQCAAKAIADQAgABAtIQUgAkEANgK4ASACQgA3A7ABAkAgCSACQbABaiAJKAIAKAIQEQMARQRAIAJB4ABqIgpB5LICNgIAIAJBDTYCJCACQfCyAigCACIENgIoIAJBKGoiAyAEQQxrKAIAakH0sgIoAgA2AgAgAyACKAIoQQxrKAIAaiIEIAJBLGoiBhA4IARCgICAgHA3AkggCkHksgI2AgAgAkHQsgI2AiggBhA3IgRB8KgCNgIAIAJCADcCVCACQgA3AkwgAkEQNgJcIANB7DZBHhAoGiADQb/VAEEBECgaIANBzAgQMhogA0GZO0EDECgaIANB9s0AQRsQKBogA0H22wBBAhAoGiACKAIkIQYgAkHMAWoiDCAEEDogAiACKALQASACLQDXASIHIAfAQQBIIgcbNgLcASACIAIoAswBIAwgBxs2AtgBIAIgAikC2AE3AxAgBSAGIAJBEGoQMxogAiwA1wFBAEgEQCACKALMARAnCyACQeyyAigCACIFNgIoIAMgBUEMaygCAGpB+LICKAIANgIAIARB8KgCNgIAIAIsAFdBAEgEQCACKAJMECcLIAQQNhogChA0GgwBCyALIAIoArABIAJBsAFqIAItALsBIgPAQQBIIgQbIAIoArQBIAMgBBsQsgNFBEAgAkHgAGoiCkHksgI2AgAgAkENNgIkIAJB8LICKAIAIgQ2AiggAkEoaiIDIARBDGsoAgBqQfSyAigCADYCACADIAIoAihBDGsoAgBqIgQgAkEsaiIGEDggBEKAgICAcDcCSCAKQeSyAjYCACACQdCyAjYCKCAGEDciBEHwqAI2AgAgAkIANwJUIAJCADcCTCACQRA2AlwgA0HsNkEeECgaIANBv9UAQQEQKBogA0HOCBAyGiADQZk7QQMQKBogA0GZ0gBBwQAQKBogA0H22wBBAhAoGiACKAIkIQYgAkHMAWoiDCAEEDogAiACKALQASACLQDXASIHIAfAQQBIIgcbNgLcASACIAIoAswBIAwgBxs2AtgBIAIgAikC2AE3AwggBSAGIAJBCGoQMxogAiwA1wFBAEgEQCACKALMARAnCyACQeyyAigCACIFNgIoIAMgBUEMaygCAGpB+LICKAIANgIAIARB8KgCNgIAIAIsAFdBAEgEQCACKAJMECcLIAQQNhogChA0GgwBCyAFQQA2AgALIAIsALsBQQBODQAgAigCsAEQJwsgCSAJKAIAKAIEEQEACyACQeABaiQAAkAgACgCAEUEQCAAEC0gASALIAEoAgAoAhQRBQAMAQsgCxDaARAnCyAIQRBqJAALDAAgABCzBBogABAnCwwAIAAQmAIaIAAQJwsMACAAEMEBGiAAECcLEAAgACgCBCIAQf2AASAAGwsmAQF/IABCADcCBCAAQYSkAzYCACAAKAIMIgEEQCABECcLIAAQJwsrAQF/IABCADcCBCAAQYSkAzYCACAAKAIMIgEEQCABECcgAEEANgIMCyAACw0AIAAgAUEYahDDARoLCQAgACABNgIQC9YCAQZ/AkBBpLADKAIAIgZFDQAgBigCBCIERQ0AIAAoAgQiCEGV08feBWwiAEEYdiAAc0GV08feBWxB1Mye+gZzIgBBDXYgAHNBldPH3gVsIgBBD3YgAXMgAHMhACAGKAIAIQMgAwJ/IARBAWsgAHEgBGkiBUEBTQ0AGiAAIAAgBEkNABogACAEcAsiBkECdGooAgAiA0UNACADKAIAIgNFDQACQCAFQQFNBEAgBEEBayEEA0ACQCADKAIEIgUgAEcEQCAEIAVxIAZGDQEMBQsgAygCCCAIRw0AIAMoAgwgAUYNAwsgAygCACIDDQALDAILA0ACQCADKAIEIgUgAEcEQCAEIAVNBH8gBSAEcAUgBQsgBkYNAQwECyADKAIIIAhHDQAgAygCDCABRg0CCyADKAIAIgMNAAsMAQsgAiADKQIYNwIIIAIgAykCEDcCAEEBIQcLIAcLgAECAn8BfiMAQSBrIgMkACADQQA2AhwgA0IANwIUIABBADYCCCAAQgA3AgAgAyACKQIAIgU3AwggASgCACgCECECIAMgBTcDACADQRBqIgQgASADIAAgA0EUaiACEQsAIAQQLRogAygCFCIABEAgAyAANgIYIAAQJwsgA0EgaiQAC+4XAgt/An4jAEGAAmsiBSQAIAUgBDYC5AEgBSADNgLoASAEIAQoAgA2AgQCQCADLAALQQBIBEAgAygCAEEAOgAAIANBADYCBAwBCyADQQA6AAsgA0EAOgAACwJAAkACQAJAAkACQCACKAIEIgNFBEAgAEEANgIADAELIAAgASABKAIAKAIMEQIAIAAoAgANACAAEC0hDiAFQQA2AuABAkAgASgCDC0AKUUNAAJAA0ACQCAFIAIpAgAiEDcDGCAFIBA3A9gBIAVBIGogASAFQRhqEL0EIAUpAyAiEUKAgICAcINCgICAgBBSDQAgEactAABBIEcNACACIAMgBSgCKCIAayIDNgIEIAIgACAQp2o2AgAgBSAAIAUoAuABajYC4AEgAw0BDAILCyAQQiCIpyIDDQELIA5BADYCAAwBCyAFKALoASADQQNsIgcQ/wICQCAFKALkASIAKAIIIAAoAgAiBmtBAnUgB08NACAHQYCAgIAETw0CIAAoAgQhBCADQQxsECkiAyAHQQJ0aiEHIAMgBCAGa0F8cWoiCCEDIAQgBkcEQANAIANBBGsiAyAEQQRrIgQoAgA2AgAgBCAGRw0ACwsgACAHNgIIIAAgCDYCBCAAIAM2AgAgBkUNACAGECcLIAVBAzYC1AEgBUGQHDYC0AEgBSAFQdABajYCzAEgBSAFQeQBajYCyAEgBSAFQegBajYCxAEgBSAFQeABajYCwAEgBSABNgK8ASABKAIMIQMCQCABLQAUDQAgAy0AKEUNACAFQbwBahC8BCABKAIMIQMLIAMtAClBAEchBANAIAUgAikCACIQNwMQIAUgEDcDsAEgBUEgaiABIAVBEGoQvQQgEEIgiKchACAQpyEHIAUoAiAhBiAFKAIkIQgCQAJAAkAgBEEBcUUNACAIRQ0AA0AgBi0AAEEgRw0CIAZBAWohBiAIQQFrIggNAAsMAgsgCEUNAQtBACEKA0AgBiAKai0AACEAIAUoAugBIQMCQAJAIAEoAgwtACpFDQAgAEEgRw0AIAMgBSgC0AEgBSgC1AEQRxpBACELIAUoAtQBRQ0BA0AgBSgC4AEhDAJAIAUoAuQBIgAoAgQiAyAAKAIIIglJBEAgAyAMNgIAIAAgA0EEajYCBAwBCyADIAAoAgAiB2tBAnUiDUEBaiIEQYCAgIAETw0JQf////8DIAkgB2siCUEBdSIPIAQgBCAPSRsgCUH8////B08bIgkEfyAJQYCAgIAETw0LIAlBAnQQKQVBAAsiDyANQQJ0aiIEIAw2AgAgBEEEaiEMIAMgB0cEQANAIARBBGsiBCADQQRrIgMoAgA2AgAgAyAHRw0ACwsgACAPIAlBAnRqNgIIIAAgDDYCBCAAIAQ2AgAgB0UNACAHECcLIAtBAWoiCyAFKALUAUkNAAsMAQsgAyAAwBBTIAUoAuABIQsgBSgC5AEiACgCBCIDIAAoAggiCUkEQCADIAs2AgAgACADQQRqNgIEDAELIAMgACgCACIHa0ECdSIMQQFqIgRBgICAgARPDQhB/////wMgCSAHayIJQQF1Ig0gBCAEIA1JGyAJQfz///8HTxsiCQR/IAlBgICAgARPDQggCUECdBApBUEACyINIAxBAnRqIgQgCzYCACAEQQRqIQsgAyAHRwRAA0AgBEEEayIEIANBBGsiAygCADYCACADIAdHDQALCyAAIA0gCUECdGo2AgggACALNgIEIAAgBDYCACAHRQ0AIAcQJwsgCkEBaiIKIAhHDQALIAYgCGpBAWstAABBIEYhBCACKAIEIQAgAigCACEHCyAFIAUoAigiAyAFKALgAWo2AuABIAIgACADazYCBCACIAMgB2o2AgAgASgCDCIGLQApIgdBAEcgBHEhBCAAIANHDQALAkAgB0UNACAFKALUAUEBIAYtACoiABshBCAFKALQAUHOgAEgABshCQNAIAUoAugBIgAoAgQgAC0ACyICIALAQQBIIgYbIQICQCAERQRAIAIgBGshAwwBCyACIARJDQIgAiAEayIDIAAoAgAgACAGG2ogCSAEEC4NAgsgA0EASARAIAVB3ABqIgJB5LICNgIAIAVBDTYCICAFQfCyAigCACIBNgIkIAVBJGoiACABQQxrKAIAakH0sgIoAgA2AgAgACAFKAIkQQxrKAIAaiIBIAVBKGoiAxA4IAFCgICAgHA3AkggAkHksgI2AgAgBUHQsgI2AiQgAxA3IgFB8KgCNgIAIAVCADcCUCAFQgA3AkggBUEQNgJYIABBizdBERAoGiAAQb/VAEEBECgaIABBrAEQMhogAEGZO0EDECgaIABBjs8AQQ8QKBogAEH22wBBAhAoGiAFKAIgIQMgBUHsAWoiBCABEDogBSAFKALwASAFLQD3ASIGIAbAQQBIIgYbNgL8ASAFIAUoAuwBIAQgBhs2AvgBIAUgBSkC+AE3AwggDiADIAVBCGoQMxogBSwA9wFBAEgEQCAFKALsARAnCyAFQeyyAigCACIDNgIkIAAgA0EMaygCAGpB+LICKAIANgIAIAFB8KgCNgIAIAUsAFNBAEgEQCAFKAJIECcLIAEQNhogAhA0GgwDCyAFIANBAnQiBiAFKALkASgCAGooAgA2AuABIAAgAxD2ASAFKALkASIAKAIEIAAoAgAiB2tBAnUiAiADSQRAQQAhByADIAJrIgggACgCCCIKIAAoAgQiAmtBAnVNBEAgACAIBH8gAkEAIAhBAnQiAPwLACAAIAJqBSACCzYCBAwCCwJAIAIgACgCACIDa0ECdSILIAhqIgZBgICAgARJBEBB/////wMgCiADayIKQQF1IgwgBiAGIAxJGyAKQfz///8HTxsiCgRAIApBgICAgARPDQIgCkECdBApIQcLIAtBAnQgB2oiBkEAIAhBAnQiCPwLACAGIAhqIQggAiADRwRAA0AgBkEEayIGIAJBBGsiAigCADYCACACIANHDQALCyAAIAcgCkECdGo2AgggACAINgIEIAAgBjYCACADBEAgAxAnCwwDCxAxAAsQOQALIAIgA00NACAAIAYgB2o2AgQMAAsACwJAIAEtABRFDQAgASgCDC0AKEUNACAFQbwBahC8BAsgBSgC4AEhBgJAIAUoAuQBIgAoAgQiAyAAKAIIIgRJBEAgAyAGNgIAIAAgA0EEajYCBAwBCyADIAAoAgAiAWtBAnUiB0EBaiICQYCAgIAETw0GQf////8DIAQgAWsiBEEBdSIIIAIgAiAISRsgBEH8////B08bIgIEfyACQYCAgIAETw0FIAJBAnQQKQVBAAsiCCAHQQJ0aiIEIAY2AgAgBEEEaiEGIAEgA0cEQANAIARBBGsiBCADQQRrIgMoAgA2AgAgASADRw0ACwsgACAIIAJBAnRqNgIIIAAgBjYCBCAAIAQ2AgAgAUUNACABECcLIAUoAugBIgAoAgQgAC0ACyIAIADAQQBIG0EBaiAFKALkASIAKAIEIAAoAgBrQQJ1RwRAIAVB3ABqIgJB5LICNgIAIAVBDTYCICAFQfCyAigCACIBNgIkIAVBJGoiACABQQxrKAIAakH0sgIoAgA2AgAgACAFKAIkQQxrKAIAaiIBIAVBKGoiAxA4IAFCgICAgHA3AkggAkHksgI2AgAgBUHQsgI2AiQgAxA3IgFB8KgCNgIAIAVCADcCUCAFQgA3AkggBUEQNgJYIABBizdBERAoGiAAQb/VAEEBECgaIABBuAEQMhogAEGZO0EDECgaIABBzM4AQTIQKBogAEH22wBBAhAoGiAFKAIgIQMgBUHsAWoiBCABEDogBSAFKALwASAFLQD3ASIGIAbAQQBIIgYbNgL8ASAFIAUoAuwBIAQgBhs2AvgBIAUgBSkC+AE3AwAgDiADIAUQMxogBSwA9wFBAEgEQCAFKALsARAnCyAFQeyyAigCACIDNgIkIAAgA0EMaygCAGpB+LICKAIANgIAIAFB8KgCNgIAIAUsAFNBAEgEQCAFKAJIECcLIAEQNhogAhA0GgwBCyAOQQA2AgALIAVBgAJqJAAPCxAxAAsQMQALEDkACxAxAAsQMQALDAAgABC+BBogABAnCxUAIAAoAgwgAEEMaiAALAAXQQBIGwszAQF/IABBIGogARCdAiICBEAgAigCEA8LIABBDGogARCdAiIBQRBqIABBNGogARsoAgAL/AMBBH8jAEEQayIFJAACQCAAKAIIIgRBuMwDRgRAQYS2A/4QAgBBAkoNAUGQzwNBxTdBDRAoQb/VAEEBEChBNxAyQc2AAUECEChB3tQAQQQQKEHBO0EFEChBzYABQQIQKEGhxQBBIxAoGiAFQQxqIgBBkM8DKAIAQQxrKAIAQZDPA2ooAhwiATYCACABIAEoAgRBAWo2AgQgAEHc1gMQOyIBQQogASgCACgCHBEDACEBIAAoAgAiACAAKAIEQQFrIgI2AgQgAkF/RgRAIAAgACgCACgCCBEBAAtBkM8DIAEQUkGQzwMQTAwBCyAEIAQoAgBBDGsoAgBqKAIYIQAjAEEQayICJAAgAkEANgIIIAJCADcDAANAQQEhAwJ/QQAgAEUNABpBACEDIAAgACgCDCAAKAIQRw0AGkEAIAAgACAAKAIAKAIkEQAAQX9GIgMbCyEAIANFBEAgAgJ/IAAoAgwiAyAAKAIQRgRAIAAgACgCACgCJBEAAAwBCyADLQAAC8AQUyAAKAIMIgMgACgCEEYEQCAAIAAoAgAoAigRAAAaDAILIAAgA0EBajYCDAwBCwsgASACKAIAIAIgAi0ACyIAwEEASCIBGyACKAIEIAAgARsQcCACLAALQQBIBEAgAigCABAnCyACQRBqJAALIAVBEGokACAEQbjMA0cLDAAgABDEBBogABAnC7IDAQd/IwBBEGsiBSQAIAVBDGoiAiAAKAIIIgAgACgCAEEMaygCAGooAhwiAzYCACADIAMoAgRBAWo2AgQgAkHc1gMQOyIDQQogAygCACgCHBEDACEEIAIoAgAiAiACKAIEQQFrIgM2AgQgA0F/RgRAIAIgAigCACgCCBEBAAtBACEDIwBBEGsiBiQAIAZBD2ogAEEBEOcDLQAABEACQCABLAALQQBIBEAgASgCAEEAOgAAIAFBADYCBAwBCyABQQA6AAsgAUEAOgAACyAAQRhqIQcgBEH/AXEhCAJ/AkADQAJAIAcgACgCAEEMaygCAGooAgAiAigCDCIEIAIoAhBHBEAgAiAEQQFqNgIMIAQtAAAhAgwBCyACIAIoAgAoAigRAAAiAkF/Rg0CC0EAIAggAkH/AXFGDQIaIAEgAsAQUyADQQFqIQMgASwAC0EATg0AIAEoAgRB7////wdHDQALQQQMAQtBAkEGIAMbCyEBIAAgACgCAEEMaygCAGoiAiACKAIQIAFyEIoBCyAGQRBqJAAgACgCAEEMaygCACAAai0AECEAIAVBEGokACAAQQVxRQsNACAAIAFBBGoQwwEaCzwBAX8gAEG4ogM2AgACQCAAKAIIIgFBuMwDRg0AIAFFDQAgASABKAIAKAIEEQEACyAAQQRqEC0aIAAQJws6AQF/IABBuKIDNgIAAkAgACgCCCIBQbjMA0YNACABRQ0AIAEgASgCACgCBBEBAAsgAEEEahAtGiAAC+4BAQJ/IwBBEGsiASQAQYS2A/4QAgBBAkwEQEGQzwNB4y1BERAoQb/VAEEBEChB3QAQMkHNgAFBAhAoQd7UAEEEEChBwTtBBRAoQc2AAUECEChBo8oAQRAQKBogAUEMaiICQZDPAygCAEEMaygCAEGQzwNqKAIcIgQ2AgAgBCAEKAIEQQFqNgIEIAJB3NYDEDsiBEEKIAQoAgAoAhwRAwAhBCACKAIAIgIgAigCBEEBayIFNgIEIAVBf0YEQCACIAIoAgAoAggRAQALQZDPAyAEEFJBkM8DEEwLIABBADYCCCAAQgA3AgAgAUEQaiQAC/cDAgt/AX4jAEEwayIDJAAgA0EsaiABIAEoAgAoAggRAgACQAJAIAMoAixFBEAgAigCBCEJIANBLGoQLRogCUUNASAAQQA2AgggAEIANwIAAkADQAJAIAEoAgghBiADIAIpAgAiDjcDECADIA43AyAgAyAGIANBEGpBABDmAiIKNgIcIAMgDqciCzYCGCABKAIAKAI4IQYgAyADKQMYNwMIIAEgA0EIaiAGEQMAIQYCQCAAKAIIIgcgBEsEQCAEIAY2AgggBCAKNgIEIAQgCzYCACAAIARBDGoiBDYCBAwBCyAEIAAoAgAiCGtBDG0iDUEBaiIFQdaq1aoBTw0BQdWq1aoBIAcgCGtBDG0iB0EBdCIMIAUgBSAMSRsgB0Gq1arVAE8bIgVB1qrVqgFPDQMgBUEMbCIHECkiDCANQQxsaiIFIAY2AgggBSAKNgIEIAUgCzYCACAFQQxqIQYgBCAIRwRAA0AgBUEMayIFIARBDGsiBCkCADcCACAFIAQoAgg2AgggBCAIRw0ACwsgACAHIAxqNgIIIAAgBjYCBCAAIAU2AgAgCARAIAgQJwsgBiEECyACIAkgCmsiCTYCBCACIAogC2o2AgAgCQ0BDAULCxAxAAsQOQALIANBLGoQLRoLIABBADYCCCAAQgA3AgALIANBMGokAAsGAEGwoQMLFAAgAEEEakEAIAEoAgRB65ABRhsLwgoCCX8BfiMAQTBrIgYkACACKAIAIQcgBiABKQIAIgw3AxAgACgCBCEBIAYgDDcDGCABKAIAKAI4IQIgBiAMNwMIAkACQAJAAkACQCABIAZBCGogAhEDACIKQX9HBEAgASgCBEEcaiAKED4oAiRBBUYNAQsgBygCBCICIAcoAggiBUkEQCACIAo2AgggAiAMNwIAIAcgAkEMajYCBAwCCyACIAcoAgAiAWtBDG0iBEEBaiIAQdaq1aoBTw0CQdWq1aoBIAUgAWtBDG0iBUEBdCIDIAAgACADSRsgBUGq1arVAE8bIgBB1qrVqgFPDQMgAEEMbCIFECkiAyAEQQxsaiIAIAo2AgggACAMNwIAIABBDGohBCABIAJHBEADQCAAQQxrIgAgAkEMayICKQIANwIAIAAgAigCCDYCCCABIAJHDQALCyAHIAMgBWo2AgggByAENgIEIAcgADYCACABRQ0BIAEQJwwBCyAAKAIMIQggBikCECIMpyEJAkAgDEIgiKciBUEESQRAIAkhAiAFIgMhBAwBCwJ/IAVBBGsiBEEEcQRAIAUiASEDIAkMAQsgCSgAAEGV08feBWwiAUEYdiABc0GV08feBWwgBUGV08feBWxzIQMgBCEBIAlBBGoLIQIgBEEESQ0AIAEhBANAIAIoAARBldPH3gVsIgFBGHYgAXNBldPH3gVsIAIoAABBldPH3gVsIgFBGHYgAXNBldPH3gVsIANBldPH3gVsc0GV08feBWxzIQMgAkEIaiECIARBCGsiBEEDSw0ACwsCQAJAAkACQCAEQQFrDgMCAQADCyACLQACQRB0IANzIQMLIAItAAFBCHQgA3MhAwsgAyACLQAAc0GV08feBWwhAwtBACEBAkAgCCgCBCIERQ0AIAgoAgACfyADQQ12IANzQZXTx94FbCICQQ92IAJzIgMgBEEBa3EgBGkiCEEBTQ0AGiADIAMgBEkNABogAyAEcAsiC0ECdGooAgAiAkUNACACKAIAIgJFDQACQCAIQQFNBEAgBEEBayEEA0ACQCADIAIoAgQiCEcEQCAEIAhxIAtHDQUMAQsgAikCCCIMQiCIpyAFRw0AIAVFDQMgDKcgCSAFEC5FDQMLIAIoAgAiAg0ACwwCCwNAAkAgAyACKAIEIghHBEAgBCAITQR/IAggBHAFIAgLIAtHDQQMAQsgAikCCCIMQiCIpyAFRw0AIAVFDQIgDKcgCSAFEC5FDQILIAIoAgAiAg0ACwwBCyACIQELIAFFBEAgBygCBCICIAcoAggiBUkEQCAGKQMQIQwgAiAKNgIIIAIgDDcCACAHIAJBDGo2AgQMAgsgAiAHKAIAIgFrQQxtIgRBAWoiAEHWqtWqAU8NAkHVqtWqASAFIAFrQQxtIgVBAXQiAyAAIAAgA0kbIAVBqtWq1QBPGyIAQdaq1aoBTw0DIABBDGwiAxApIQUgBikDECEMIAUgBEEMbGoiACAKNgIIIAAgDDcCACAAQQxqIQQgASACRwRAA0AgAEEMayIAIAJBDGsiAikCADcCACAAIAIoAgg2AgggASACRw0ACwsgByADIAVqNgIIIAcgBDYCBCAHIAA2AgAgAUUNASABECcMAQsgACgCCCECIAYgASkCEDcDICAGIAc2AiwgAigCECICRQ0DIAIgBkEgaiAGQSxqIAIoAgAoAhgRBQAgACgCCCEAIAYgASkCGDcDICAGIAc2AiwgACgCECIARQ0DIAAgBkEgaiAGQSxqIAAoAgAoAhgRBQALIAZBMGokAA8LEDEACxA5AAsQxwQACx8AIAFB+KADNgIAIAEgACkCBDcCBCABIAAoAgw2AgwLJwEBf0EQECkiAUH4oAM2AgAgASAAKQIENwIEIAEgACgCDDYCDCABC1cBA38gAEHgoAM2AgAgACgCBCIBIAAoAggiAkcEQANAIAEoAgAiAwRAIAMQJwsgAUEEaiIBIAJHDQALIAAoAgQhAQsgAQRAIAAgATYCCCABECcLIAAQJwtEAQJ+QQAhACABKQIAIgNCIIinIgEgAikCACIEQiCIp0YEfwJAIAEEQCADpyAEpyABEC4iAA0BC0EAIQALIABFBUEACwslACAAKAIEIgBFBEBBAA8LIAAoAiwiAEGgsgMgABstAJgBQQBHCxQAIAAoAgRBHGogARA+KAIkQQZGCxQAIAAoAgRBHGogARA+KAIkQQRGCxQAIAAoAgRBHGogARA+KAIkQQVGCxQAIAAoAgRBHGogARA+KAIkQQNGCxQAIAAoAgRBHGogARA+KAIkQQJGCxEAIAAoAgRBHGogARA+KgIgCxUAIAAoAgQiAEUEQEEADwsgACgCIAsUACAAKAIEQRxqIAEQPigCHEF+cQvlAQECfyMAQRBrIgAkAEGEtgP+EAIAQQJMBEBBkM8DQeMtQREQKEG/1QBBARAoQfQAEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoQaPKAEEQECgaIABBDGoiAUGQzwMoAgBBDGsoAgBBkM8DaigCHCIDNgIAIAMgAygCBEEBajYCBCABQdzWAxA7IgNBCiADKAIAKAIcEQMAIQMgASgCACIBIAEoAgRBAWsiBDYCBCAEQX9GBEAgASABKAIAKAIIEQEAC0GQzwMgAxBSQZDPAxBMCyAAQRBqJABDAAAAAAuYAgAjAEEQayIBJABBhLYD/hACAEECTARAQZDPA0HjLUEREChBv9UAQQEQKEHsABAyQc2AAUECEChB3tQAQQQQKEHBO0EFEChBzYABQQIQKEGjygBBEBAoGiABQQxqIgJBkM8DKAIAQQxrKAIAQZDPA2ooAhwiBDYCACAEIAQoAgRBAWo2AgQgAkHc1gMQOyIEQQogBCgCACgCHBEDACEEIAIoAgAiAiACKAIEQQFrIgU2AgQgBUF/RgRAIAIgAigCACgCCBEBAAtBkM8DIAQQUkGQzwMQTAsgAEEANgIIIABCADcCACAAQRAQKSICNgIAIAAgAkEQaiIENgIIIAJCADcCCCACQgA3AgAgACAENgIEIAFBEGokAAvuAQEBfyMAQRBrIgEkAEGEtgP+EAIAQQJMBEBBkM8DQeMtQREQKEG/1QBBARAoQdcAEDJBzYABQQIQKEHe1ABBBBAoQcE7QQUQKEHNgAFBAhAoQaPKAEEQECgaIAFBDGoiAkGQzwMoAgBBDGsoAgBBkM8DaigCHCIDNgIAIAMgAygCBEEBajYCBCACQdzWAxA7IgNBCiADKAIAKAIcEQMAIQMgAigCACICIAIoAgRBAWsiBDYCBCAEQX9GBEAgAiACKAIAKAIIEQEAC0GQzwMgAxBSQZDPAxBMCyAAQQA2AgggAEIANwIAIAFBEGokAAtDAgF/AX4jAEEQayIDJAAgAyACKQIAIgQ3AwggASgCACgCHCECIAMgBDcDACAAIAEgA0MAAAAAIAIRGQAgA0EQaiQACw0AIAAgAUE4ahDDARoLVQEDfyAAQeCgAzYCACAAKAIEIgEgACgCCCICRwRAA0AgASgCACIDBEAgAxAnCyABQQRqIgEgAkcNAAsgACgCBCEBCyABBEAgACABNgIIIAEQJwsgAAuPAQEDfyMAQRBrIgQkACAAQQBOBEAgAygCACEFIAMsAAshBiAEIAI2AgggBCABNgIEIAQgBSADIAZBAEgbNgIMIAQgAEECdEHAlgNqKAIANgIAQaCMAigCACEAIwBBEGsiASQAIAEgBDYCDCAAQdCAASAEQQBBABD+AxogAUEQaiQAIAAQwAEaCyAEQRBqJAALmRYEDH8CfQF+AXwjAEGwAWsiBCQAIARBxABqIAEgASgCACgCCBECAAJAAkACQAJAIAQoAkRFBEAgAigCBCEHIARBxABqEC0aIAdFDQEgBEEANgKIASAEQgA3AoABIARBADYCfCAEQgA3AnQgB0HNmbPmAEkNAgwECyAEQcQAahAtGgsgAEEANgIIIABCADcCAAwBCyAEIAdBFGwiBRApIgY2AnggBCAGNgJ0IAQgBSAGajYCfCAEQgA3A2ggBEIANwNgIARBgICA/AM2AnAgBEIANwJQIARCgICAgIAgNwJYIARCADcCSCAEQeCgAzYCRCAEIAE2AjAgBCAEQeAAajYCQCAEIARBgAFqNgI8IAQgBEH0AGo2AjggBCAEQcQAajYCNCAEQZgBaiEIAkACQAJAAkADQCAEQgA3ApwBIAEoAgghBiAEIAIpAgAiEjcDCCAEIBI3AyggBCAGIARBCGogCBDmAiIFNgKgASAEIAtBAWs2ApABIAQgEqciCjYCnAEgAiAHIgYgBWsiBzYCBCACIAUgCmo2AgAgBEF/IAtBAWoiCyAFIAZGGzYClAECQCAEKAJ4IgUgBCgCfCIJSQRAIAUgBCkCkAE3AgAgBSAEKAKgATYCECAFIAgpAgA3AgggBCAFQRRqNgJ4DAELIAUgBCgCdCIKa0EUbSIMQQFqIgZBzZmz5gBPDQdBzJmz5gAgCSAKa0EUbSIJQQF0Ig0gBiAGIA1JGyAJQebMmTNPGyIJBH8gCUHNmbPmAE8NAyAJQRRsECkFQQALIg0gDEEUbGoiBiAEKQKQATcCACAGIAQoAqABNgIQIAYgCCkCADcCCCAGQRRqIQwgBSAKRwRAA0AgBkEUayIGIAVBFGsiBSkCADcCACAGIAUoAhA2AhAgBiAFKQIINwIIIAUgCkcNAAsgCiEFCyAEIA0gCUEUbGo2AnwgBCAMNgJ4IAQgBjYCdCAFRQ0AIAUQJwsgBw0ACyAEKAJ0IgIgBCgCeCIGRg0CQQEhBSAGIAJrQRRtQQFLBEADQCAEQTBqIAVBAWsgBRDqAiAFQQFqIgUgBCgCeCAEKAJ0a0EUbUkNAAsLIAQoAoABIgogBCgChAEiCUcEQCADuyETQQAhCwNAIAooAgAhCAJAIAkgCmsiAkEFSQ0AIAJBAnYiDEECa0EBdiENQQAhBiAKIQUDQCAGQQF0Ig5BAXIhAiAFIgcgBkECdGpBBGohBQJAIAwgDkECaiIGTARAIAIhBgwBCwJAIAUoAgAiDioCCCIQIAUoAgQiDyoCCCIRXQ0AIBAgEVwEQCACIQYMAgsgDigCACAPKAIASg0AIAIhBgwBCyAFQQRqIQULIAcgBSgCADYCACAGIA1MDQALIAlBBGsiAiAFRgRAIAUgCDYCAAwBCyAFIAIoAgA2AgAgAiAINgIAIAUgCmtBBGoiAkEFSA0AIAogAkECdkECayIMQQF2IgJBAnRqIgYoAgAiByoCCCIRIAUoAgAiCSoCCCIQXUUEQCAQIBFcDQEgBygCACAJKAIATA0BCyAFIAc2AgAgBiEHAkAgDEECSQ0AA0ACQCAKIAJBAWsiDEEBdiICQQJ0aiIHKAIAIgUqAggiESAQXQ0AIBAgEVwEQCAGIQcMAwsgBSgCACAJKAIASg0AIAYhBwwCCyAGIAU2AgAgByEGIAxBAUsNAAsLIAcgCTYCAAsgBCAEKAKEAUEEazYChAECQCAEKAJ0IgUgCCgCACIHQRRsaigCECICRQ0AIAUgCCgCBEEUbGooAhAiBkUNACACIAZqIgYgCCgCDEcNACADQwAAAABfRQRAIANDAACAP2ANASALRQRAEO0BIQsLIAsgCygCwBMiAkECdGoiByALIAJBjQNqQfAEcEECdGooAgAgCyACQQFqQfAEcCICQQJ0aiIGKAIAIgVB/v///wdxIAcoAgBBgICAgHhxckEBdnNBACAFQQFxa0Hf4aLIeXFzIgc2AgAgBiALQY0DQZ1+IAJB4wFJGyACakECdGooAgAgCyACQQFqIgJBACACQfAERxsiBUECdGooAgAiAkH+////B3EgBigCAEGAgICAeHFyQQF2c0EAIAJBAXFrQd/hosh5cXMiAjYCACALIAU2AsATIAJBC3YgAnMiAkEHdEGArbHpeXEgAnMiAkEPdEGAgJj+fnEgAnMiAkESdiACc7hEAAAAAAAA8EGiIAdBC3YgB3MiAkEHdEGArbHpeXEgAnMiAkEPdEGAgJj+fnEgAnMiAkESdiACc7igRAAAAAAAAPA7okQAAAAAAAAAAKAgE2MNASAEKAJ0IgUgCCgCBEEUbGooAhAgBSAIKAIAIgdBFGxqKAIQaiEGCyAFIAdBFGxqIAY2AhAgBCgCdCIGIAgoAgAiB0EUbGogBiAIKAIEQRRsaiICKAIENgIEIAIoAgQiBUEATgRAIAYgBUEUbGogBzYCAAsgAkH9gAE2AgwgAkEANgIQIARBMGoiAiAEKAJ0IAgoAgAiBkEUbGooAgAgBhDqAiACIAgoAgAiAiAEKAJ0IAJBFGxqKAIEEOoCCyAEKAKAASIKIAQoAoQBIglHDQALCyAEQQA2AiAgBCAEQeAAajYCnAEgBCAEQRBqIgI2ApgBIAQgATYClAEgBEH4oAM2ApABIAQgBEGQAWoiATYCoAEgASACEOkCAkACfyABIAQoAqABIgVGBEAgBEGQAWohBSAEKAKQAUEQagwBCyAFRQ0BIAUoAgBBFGoLIQEgBSABKAIAEQEAC0EAIQUgAEEANgIIIABCADcCAANAIAVBAEgEQEGQzwNByjhBDBAoQb/VAEEBEChBxQEQMkGZO0EDEChB/84AQQ4QKEH22wBBAhAoGiAEQZABaiIBQZDPAygCAEEMaygCAEGQzwNqKAIcIgI2AgAgAiACKAIEQQFqNgIEIAFB3NYDEDsiAkEKIAIoAgAoAhwRAwAhAiABKAIAIgEgASgCBEEBayIGNgIEIAZBf0YEQCABIAEoAgAoAggRAQALQZDPAyACEFJBkM8DEEwQnAILIAQgBCgCeCAEKAJ0IgFrQRRtIAVMBH9BkM8DQco4QQwQKEG/1QBBARAoQcYBEDJBmTtBAxAoQazQAEEsEChB9tsAQQIQKBogBEGQAWoiAUGQzwMoAgBBDGsoAgBBkM8DaigCHCICNgIAIAIgAigCBEEBajYCBCABQdzWAxA7IgJBCiACKAIAKAIcEQMAIQIgASgCACIBIAEoAgRBAWsiBjYCBCAGQX9GBEAgASABKAIAKAIIEQEAC0GQzwMgAhBSQZDPAxBMEJwCIAQoAnQFIAELIAVBFGwiAmopAgw3A5ABIAQgADYCrAEgBCgCICIBRQ0CIAEgBEGQAWogBEGsAWogASgCACgCGBEFACAEKAJ0IAJqKAIEIgVBf0cNAAsCfyAEKAIgIgUgBEEQakYEQCAEQRBqIQUgBCgCEEEQagwBCyAFRQ0EIAUoAgBBFGoLIQAgBSAAKAIAEQEADAMLEDkACxDHBAALIABBADYCCCAAQgA3AgALIARB4KADNgJEIAQoAkgiBSAEKAJMIgBHBEADQCAFKAIAIgEEQCABECcLIAVBBGoiBSAARw0ACyAEKAJIIQULIAUEQCAEIAU2AkwgBRAnCyAEKAJoIgUEQANAIAUoAgAhACAFECcgACIFDQALCyAEKAJgIQAgBEEANgJgIAAEQCAAECcLIAQoAnQiAARAIAQgADYCeCAAECcLIAQoAoABIgBFDQAgBCAANgKEASAAECcLIARBsAFqJAAPCxAxAAsHACABEMoECwcAQQAQygQLBwAgARCgAgsHAEEAEKACCwgAIAD+EAIkCwcAIAEQngILBwBBABCeAgsIACAA/hACDAsHACABEKICCwcAQQAQogILBwAgARDZAQsHAEEAENkBCwgAIAD+EAIcCwcAIAEQnwILBwBBABCfAgtFACAAQSAQKSIBNgIAIABCmICAgICEgICAfzcCBCABQf8mKQAANwAAIAFBADoAGCABQY8nKQAANwAQIAFBhycpAAA3AAgLrAQBBX8jAEEgayIDJAACQCAAQQhqEIsBRQ0AIABBHGohAiAAKAIgIQEDQCABQQBKBEAgAiABQQFrIgEQPkEIahCLAQ0BDAILCyAAKAIsIQECQAJAAkAgACgCFCICQQFxIgRFDQAgAQ0AIANBCGoiAUIANwIMIAFBgyM2AgggAUG3LjYCBCABQQM2AgAgAUEANgIUIAFBgOEAECoQLCABECsgACgCLCEBDAELIARFDQELIAFBCGoQiwFFDQEgACgCFCECCyAAKAIwIQECQAJAAkAgAkECcSIERQ0AIAENACADQQhqIgFCADcCDCABQdYjNgIIIAFBty42AgQgAUEDNgIAIAFBADYCFCABQZ7gABAqECwgARArIAAoAjAhAQwBCyAERQ0BCyABQQhqEIsBRQ0BIAAoAhQhAgsgACgCNCEBAkACQAJAIAJBBHEiBEUNACABDQAgA0EIaiIBQgA3AgwgAUGpJDYCCCABQbcuNgIEIAFBAzYCACABQQA2AhQgAUHc4QAQKhAsIAEQKyAAKAI0IQEMAQsgBEUNAQsgAUEIahCLAUUNASAAKAIUIQILIAAoAjghAQJAAkACQCACQQhxIgJFDQAgAQ0AIANBCGoiAUIANwIMIAFB/CQ2AgggAUG3LjYCBCABQQM2AgAgAUEANgIUIAFBuN8AECoQLCABECsgACgCOCEBDAELIAJFDQELIAFBCGoQiwFFDQELQQEhBQsgA0EgaiQAIAULJQAgASgCAEHgngNHBEBB1CJB1ipB3gBB8h8QAwALIAAgARDLBAviAgEDfyAAQQhqELkBIAAoAiAiA2ohASADBEAgACgCKCICQQRqQQAgAhsiAiADQQJ0aiEDA0AgASACKAIAEM8EIgFqIAFBAXJnQR9zQQlsQckAakEGdmohASACQQRqIgIgA0cNAAsLAkAgACgCFCICQQ9xRQ0AIAJBAXEEQCABIAAoAiwQ3QQiA2ogA0EBcmdBH3NBCWxByQBqQQZ2akEBaiEBCyACQQJxBEAgASAAKAIwEPICIgNqIANBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgAkEEcQRAIAEgACgCNBDTBCIDaiADQQFyZ0Efc0EJbEHJAGpBBnZqQQFqIQELIAJBCHFFDQAgASAAKAI4EPICIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgACgCBCICQQFxBEAgASACQX5xIgEoAgggAS0ADyIBIAHAQQBIG2ohAQsgACAB/hcCGCABC7MIAQZ/IAAoAiAiBwRAIABBHGohCANAIAEgAigCAE8EQCACIAEQLyEBCyAIIAYQPiEFIAFBCjoAACAFAn8gBf4QAhgiA0H/AE0EQCABIAM6AAEgAUECagwBCyABIANBgAFyOgABIANBB3YhBCADQf//AE0EQCABIAQ6AAIgAUEDagwBCyABQQJqIQMDQCADIgEgBEGAAXI6AAAgAUEBaiEDIARB//8ASyEFIARBB3YhBCAFDQALIAEgBDoAASABQQJqCyACENAEIQEgBkEBaiIGIAdHDQALCyAAKAIUIgZBAXEEQCABIAIoAgBPBEAgAiABEC8hAQsgACgCLCEFIAFBEjoAACAFAn8gBf4QAhwiA0H/AE0EQCABIAM6AAEgAUECagwBCyABIANBgAFyOgABIANBB3YhBCADQf//AE0EQCABIAQ6AAIgAUEDagwBCyABQQJqIQMDQCADIgEgBEGAAXI6AAAgAUEBaiEDIARB//8ASyEHIARBB3YhBCAHDQALIAEgBDoAASABQQJqCyACEN4EIQELIAZBAnEEQCABIAIoAgBPBEAgAiABEC8hAQsgACgCMCEFIAFBGjoAACAFAn8gBf4QAhgiA0H/AE0EQCABIAM6AAEgAUECagwBCyABIANBgAFyOgABIANBB3YhBCADQf//AE0EQCABIAQ6AAIgAUEDagwBCyABQQJqIQMDQCADIgEgBEGAAXI6AAAgAUEBaiEDIARB//8ASyEHIARBB3YhBCAHDQALIAEgBDoAASABQQJqCyACEPMCIQELIAZBBHEEQCABIAIoAgBPBEAgAiABEC8hAQsgACgCNCEFIAFBIjoAACAFAn8gBf4QAiQiA0H/AE0EQCABIAM6AAEgAUECagwBCyABIANBgAFyOgABIANBB3YhBCADQf//AE0EQCABIAQ6AAIgAUEDagwBCyABQQJqIQMDQCADIgEgBEGAAXI6AAAgAUEBaiEDIARB//8ASyEHIARBB3YhBCAHDQALIAEgBDoAASABQQJqCyACENQEIQELIABBCGogBkEIcQR/IAEgAigCAE8EQCACIAEQLyEBCyAAKAI4IQYgAUEqOgAAIAYCfyAG/hACGCIEQf8ATQRAIAEgBDoAASABQQJqDAELIAEgBEGAAXI6AAEgBEEHdiEDIARB//8ATQRAIAEgAzoAAiABQQNqDAELIAFBAmohBANAIAQiASADQYABcjoAACABQQFqIQQgA0H//wBLIQUgA0EHdiEDIAUNAAsgASADOgABIAFBAmoLIAIQ8wIFIAELIAIQuwEhASAAKAIEIgBBAXEEfyAAQX5xIgAoAgQgAEEEaiAALQAPIgTAQQBIIgYbIQMgACgCCCAEIAYbIgAgAigCACABa0oEQCACIAMgACABEIIBDwsgASADIAD8CgAAIAAgAWoFIAELC+UOAQt/IwBBEGsiBiQAIAYgATYCBAJAIAIgBkEEaiACKAJIEGANACAAQQhqIQwgAEEcaiENIABBBGohCQNAAkAgBigCBCIEQQFqIQMgBCwAACIFQf8BcSEBAkACQCAFQQBIBEAgASADLAAAIgVB/wFxQQd0akGAAWshASAFQQBIDQEgBEECaiEDCyAGIAM2AgQMAQsgBkEIaiAEIAEQpwEgBiAGKAIIIgM2AgQgA0UNASAGKAIMIQELAkACQAJAAkACQAJAAkAgAUEDdkEBaw4FAAECAwQFCyABQf8BcUEKRw0EIANBAWshAQNAIAYgAUEBaiIFNgIEAkACQAJAIAAoAigiAUUEQCAAKAIkIQMMAQsgACgCICIEIAEoAgAiA0gEQCAAIARBAWo2AiAgASAEQQJ0aigCBCEBDAMLIAMgACgCJEcNAQsgDSADQQFqEGogACgCKCIBKAIAIQMLIAEgA0EBajYCACAAKAIcEKACIQEgACAAKAIgIgRBAWo2AiAgACgCKCAEQQJ0aiABNgIEIAYoAgQhBQtBACEEIwBBIGsiByQAIAUsAAAiA0H/AXEhCAJAAkAgA0EATgRAIAVBAWohBQwBCyAHQQhqIAUgCBCmASAHKAIIIgVFDQEgBygCDCIIQe////8HTQ0AIAdBCGoiA0IANwIMIANBgAE2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANB3t0AECoQLCADECsLIAIgAigCRCIKQQFrNgJEIAIoAhAhCyACIAggBSACKAIEIghraiIDNgIQIAIgCCADQR91IANxajYCACAKQQBMDQAgASAFIAIQ0QQiAUUNACACIAIoAkRBAWo2AkQgAigCPA0AIAIgAigCECALIANraiIENgIQIAIgAigCBCAEQR91IARxajYCACABIQQLIAdBIGokACAGIAQiATYCBCABRQ0HIAIoAgAgAU0NBiABLQAAQQpGDQALDAULIAFB/wFxQRJHDQMgACAAKAIUQQFyNgIUIAAoAiwiAUUEQCAJKAIAIgRBfnEhASAAIARBAXEEfyABKAIABSABCxCfAiIBNgIsIAYoAgQhAwtBACEEIwBBIGsiByQAIAMsAAAiBUH/AXEhCAJAAkAgBUEATgRAIANBAWohBQwBCyAHQQhqIAMgCBCmASAHKAIIIgVFDQEgBygCDCIIQe////8HTQ0AIAdBCGoiA0IANwIMIANBgAE2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANB3t0AECoQLCADECsLIAIgAigCRCIKQQFrNgJEIAIoAhAhCyACIAggBSACKAIEIghraiIDNgIQIAIgCCADQR91IANxajYCACAKQQBMDQAgASAFIAIQ3wQiAUUNACACIAIoAkRBAWo2AkQgAigCPA0AIAIgAigCECALIANraiIENgIQIAIgAigCBCAEQR91IARxajYCACABIQQLIAdBIGokACAGIAQ2AgQgBEUNBQwECyABQf8BcUEaRw0CIAAgACgCFEECcjYCFCAAKAIwIgFFBEAgCSgCACIEQX5xIQEgACAEQQFxBH8gASgCAAUgAQsQ2QEiATYCMCAGKAIEIQMLIAYgAiABIAMQzAQiATYCBCABRQ0EDAMLIAFB/wFxQSJHDQEgACAAKAIUQQRyNgIUIAAoAjQiAUUEQCAJKAIAIgRBfnEhASAAIARBAXEEfyABKAIABSABCxCeAiIBNgI0IAYoAgQhAwtBACEEIwBBIGsiByQAIAMsAAAiBUH/AXEhCAJAAkAgBUEATgRAIANBAWohBQwBCyAHQQhqIAMgCBCmASAHKAIIIgVFDQEgBygCDCIIQe////8HTQ0AIAdBCGoiA0IANwIMIANBgAE2AgggA0HUKTYCBCADQQM2AgAgA0EANgIUIANB3t0AECoQLCADECsLIAIgAigCRCIKQQFrNgJEIAIoAhAhCyACIAggBSACKAIEIghraiIDNgIQIAIgCCADQR91IANxajYCACAKQQBMDQAgASAFIAIQ1QQiAUUNACACIAIoAkRBAWo2AkQgAigCPA0AIAIgAigCECALIANraiIENgIQIAIgAigCBCAEQR91IARxajYCACABIQQLIAdBIGokACAGIAQ2AgQgBEUNAwwCCyABQf8BcUEqRw0AIAAgACgCFEEIcjYCFCAAKAI4IgFFBEAgCSgCACIEQX5xIQEgACAEQQFxBH8gASgCAAUgAQsQ2QEiATYCOCAGKAIEIQMLIAYgAiABIAMQzAQiATYCBCABDQEMAgsgAUEAIAFBB3FBBEcbRQRAIAIgAUEBazYCPAwECyABQcAMTwRAIAYgDCABrSADQaC1AyAJIAIQvQEiATYCBCABRQ0CDAELAkAgCSgCACIEQQFxBEAgBEF+cUEEaiEFDAELIAkQUSEFIAYoAgQhAwsgBiABIAUgAyACEJEBIgE2AgQgAUUNAQsgAiAGQQRqIAIoAkgQYEUNAQwCCwsgBkEANgIECyAGKAIEIQAgBkEQaiQAIAALDAAgABDaARogABAnC1sAIABBMBApIgE2AgAgAEKmgICAgIaAgIB/NwIEIAFByjMpAAA3AAAgAUEAOgAmIAFB6DMpAAA3AB4gAUHiMykAADcAGCABQdozKQAANwAQIAFB0jMpAAA3AAgLJQAgASgCAEGgngNHBEBB1CJB1ipB3gBB8h8QAwALIAAgARDOBAunAQECfyAAQQhqEIwBAkAgACgCFCICQQFxRQ0AIAAoAhxBfnEiASwAC0EASARAIAEoAgBBADoAACABQQA2AgQMAQsgAUEAOgALIAFBADoAAAsgAkEGcQRAIABCgICAgBA3AiALIABBADYCFCAAKAIEIgBBAXEEQCAAQX5xIgAsAA9BAEgEQCAAKAIEQQA6AAAgAEEANgIIDwsgAEEAOgAPIABBADoABAsLDAAgABDuAhogABAnC1AAIABBIBApIgE2AgAgAEKagICAgISAgIB/NwIEIAFB4jopAAA3AAAgAUEAOgAaIAFB+jovAAA7ABggAUHyOikAADcAECABQeo6KQAANwAICyUAIAEoAgBB4J0DRwRAQdQiQdYqQd4AQfIfEAMACyAAIAEQ0gQLTwAgAEEIahCMASAAQRRqENYEIAAoAgQiAEEBcQRAIABBfnEiACwAD0EASARAIAAoAgRBADoAACAAQQA2AggPCyAAQQA6AA8gAEEAOgAECwsMACAAEO8CGiAAECcLWwAgAEEwECkiATYCACAAQqGAgICAhoCAgH83AgQgAUHEMikAADcAACABQQA6ACEgAUHkMi0AADoAICABQdwyKQAANwAYIAFB1DIpAAA3ABAgAUHMMikAADcACAslACABKAIAQaCdA0cEQEHUIkHWKkHeAEHyHxADAAsgACABENcEC80BAQJ/An9BACAAKAIIIgJBA3FFDQAaIAJBAXEEQCAAKAIQQX5xIgEoAgQgAS0ACyIBIAHAQQBIGyIBIAFBAXJnQR9zQQlsQckAakEGdmpBAWohAQsgASACQQJxRQ0AGiABIAAoAhRBfnEiAigCBCACLQALIgIgAsBBAEgbIgJqIAJBAXJnQR9zQQlsQckAakEGdmpBAWoLIQEgACgCBCICQQFxBEAgASACQX5xIgEoAgggAS0ADyIBIAHAQQBIG2ohAQsgACAB/hcCDCABC9MBAQJ/AkAgACgCCCICQQNxRQ0AAkAgAkEBcUUNACAAKAIQQX5xIgEsAAtBAEgEQCABKAIAQQA6AAAgAUEANgIEDAELIAFBADoACyABQQA6AAALIAJBAnFFDQAgACgCFEF+cSIBLAALQQBIBEAgASgCAEEAOgAAIAFBADYCBAwBCyABQQA6AAsgAUEAOgAACyAAQQA2AgggACgCBCIAQQFxBEAgAEF+cSIALAAPQQBIBEAgACgCBEEAOgAAIABBADYCCA8LIABBADoADyAAQQA6AAQLCwwAIAAQ8AIaIAAQJwtQACAAQSAQKSIBNgIAIABCnICAgICEgICAfzcCBCABQcY1KQAANwAAIAFBADoAHCABQd41KAAANgAYIAFB1jUpAAA3ABAgAUHONSkAADcACAslACABKAIAQeCcA0cEQEHUIkHWKkHeAEHyHxADAAsgACABEPECCwwAIAAQowIaIAAQJwtQACAAQSAQKSIBNgIAIABCmYCAgICEgICAfzcCBCABQeM1KQAANwAAIAFBADoAGSABQfs1LQAAOgAYIAFB8zUpAAA3ABAgAUHrNSkAADcACAslACABKAIAQaCcA0cEQEHUIkHWKkHeAEHyHxADAAsgACABENsECwwAIAAQ9QIaIAAQJwv8AQEBfyMAQfABayIAJAAgAEHwAWokAEGgsgNBoJwDNgIAQaSyA0EANgIAQayyA0IANwIAQaiyA0EANgIAQbSyA0EAQcwA/AsAQbibA/4QAgAEQEG4mwMQUAtBiLMDQaiwAzYCAEGEswNBqLADNgIAQYCzA0GosAM2AgBBjLMDQQBBxAD8CwBB8LMDQpCAgICQoMCAATcDAEHoswNCgoCAgICMBDcDAEHgswNCgICA+oMCNwMAQdizA0K7vv/7g8jQBzcDAEHQswNCgYCAgIDoBzcDAEH4swNBgQI7AQBBhLQDQX82AgBB/LMDQoGAgIAgNwIAQRxBoLIDEJMBC2MBAX8jAEHwAWsiACQAIABB8AFqJABBxLQDQQA2AgBBuLQDQaCdAzYCAEG8tANCADcCAEGomwP+EAIABEBBqJsDEFALQcy0A0GosAM2AgBByLQDQaiwAzYCAEEcQbi0AxCTAQtxAQF/IwBB8AFrIgAkACAAQfABaiQAQdC0A0HgnQM2AgBB1LQDQQA2AgBB3LQDQgA3AgBB2LQDQQA2AgBB9LQDQQA2AgBB7LQDQgA3AgBB5LQDQgA3AgBBlJsD/hACAARAQZSbAxBQC0EcQdC0AxCTAQuTAQEBfyMAQfABayIAJAAgAEHwAWokAEGItANB4JwDNgIAQYy0A0EANgIAQZS0A0IANwIAQZC0A0EANgIAQZy0A0IANwIAQYSbA/4QAgAEQEGEmwMQUAtBsrQDQQE6AABBsLQDQYECOwEAQay0A0GosAM2AgBBqLQDQaiwAzYCAEGktANBqLADNgIAQRxBiLQDEJMBC3cBAX8jAEHwAWsiACQAIABB8AFqJABB+LQDQaCeAzYCAEH8tANBADYCAEGEtQNCADcCAEGAtQNBADYCAEGMtQNCADcCAEH0mgP+EAIABEBB9JoDEFALQZi1A0KAgICAEDcDAEGUtQNBqLADNgIAQRxB+LQDEJMBC4MBAQF/IwBB8AFrIgAkACAAQfABaiQAQaC1A0HgngM2AgBBpLUDQQA2AgBBrLUDQgA3AgBBqLUDQQA2AgBBxLUDQgA3AgBBvLUDQgA3AgBBtLUDQgA3AgBB1JoD/hACAARAQdSaAxBQC0HUtQNCADcCAEHMtQNCADcCAEEcQaC1AxCTAQsHACABEOQECwcAQQAQ5AQLBwAgARDcAQsHAEEAENwBCwcAIAEQnAELBwBBABCcAQtbACAAQTAQKSIBNgIAIABCpICAgICGgICAfzcCBCABQYAfKQAANwAAIAFBADoAJCABQaAfKAAANgAgIAFBmB8pAAA3ABggAUGQHykAADcAECABQYgfKQAANwAIC9EBAQd/IwBBIGsiBSQAQQEhAwJAIABBCGoiBigCBCIAQQBMDQADQAJAIAYgAEEBayIHED4iBEEIahCLASIDBEAgBCgCICECA0AgAkEATA0CIAIgBCgCIEoEQCAFQQhqIgFCADcCDCABQaoNNgIIIAFB9S02AgQgAUEDNgIAIAFBADYCFCABQZruABAqECwgARArCyAEKAIoIAJBAWsiAkECdGooAgRBCGoQiwENAAsLQQAhAwwCCyAAQQJIIQEgByEAIAFFDQALCyAFQSBqJAAgAwv6AwEJfyABKAIAQfiZA0cEQEHUIkHWKkHeAEHyHxADAAsjAEEgayIIJAAgACABRgRAIAhBCGoiAkIANwIMIAJB7QY2AgggAkH/OTYCBCACQQM2AgAgAkEANgIUIAJB7+gAECoQLCACECsLIAEoAgQiAkEBcQRAIAJBfnEiAkEEaiEDAn8gAEEEaiIEKAIAIgVBAXEEQCAFQX5xQQRqDAELIAQQUQsgAigCBCADIAItAA8iA8BBAEgiBBsgAigCCCADIAQbEEcaCyMAQSBrIgQkACAAQQhqIgAgAUEIaiICRgRAIARBCGoiAUIANwIMIAFBhw42AgggAUH1LTYCBCABQQM2AgAgAUEANgIUIAFBzOgAECoQLCABECsLAkAgAigCBCIBRQ0AIAIoAgwhAiAAIAEQngEhBUEAIQMgAkEEaiEJIAAoAgwoAgAgACgCBGsiAiABIAEgAkoiBhsiB0EASgRAA0AgCSADQQJ0IgpqKAIAIAUgCmooAgAQ4gQgA0EBaiIDIAdHDQALCyAGBEAgACgCACEDA0AgCSACQQJ0IgZqKAIAIAMQ3AEiBxDiBCAFIAZqIAc2AgAgAkEBaiICIAFHDQALCyAAIAAoAgQgAWoiATYCBCAAKAIMIgAoAgAgAU4NACAAIAE2AgALIARBIGokACAIQSBqJAALlwEBA38CQCAAKAIMIgFFBEBBACEBDAELIAAoAhQiAkEEakEAIAIbIgIgAUECdGohAwNAIAEgAigCABDnBCIBaiABQQFyZ0Efc0EJbEHJAGpBBnZqIQEgAkEEaiICIANHDQALCyAAKAIEIgJBAXEEQCABIAJBfnEiASgCCCABLQAPIgEgAcBBAEgbaiEBCyAAIAH+FwIYIAELuQIBBn8gACgCDCIGBEAgAEEIaiEHA0AgASACKAIATwRAIAIgARAvIQELIAcgBRA+IQMgAUEKOgAAIAMCfyAD/hACGCIDQf8ATQRAIAEgAzoAASABQQJqDAELIAEgA0GAAXI6AAEgA0EHdiEEIANB//8ATQRAIAEgBDoAAiABQQNqDAELIAFBAmohAwNAIAMiASAEQYABcjoAACABQQFqIQMgBEH//wBLIQggBEEHdiEEIAgNAAsgASAEOgABIAFBAmoLIAIQ6AQhASAFQQFqIgUgBkcNAAsLIAAoAgQiAEEBcQR/IABBfnEiACgCBCAAQQRqIAAtAA8iBMBBAEgiBRshAyAAKAIIIAQgBRsiACACKAIAIAFrSgRAIAIgAyAAIAEQggEPCyABIAMgAPwKAAAgACABagUgAQsLmgYBCH8jAEEgayIEJAAgBCABNgIAAkAgAiAEIAIoAkgQYA0AIABBCGohCCAAQQRqIQcDQAJAIAQoAgAiBUEBaiEDIAUsAAAiBkH/AXEhAQJAAkAgBkEASARAIAEgAywAACIDQf8BcUEHdGpBgAFrIQEgA0EASA0BIAVBAmohAwsgBCADNgIADAELIARBCGogBSABEKcBIAQgBCgCCCIDNgIAIANFDQEgBCgCDCEBCwJAIAFBCkYEQCADQQFrIQEDQCAEIAFBAWoiATYCAAJAAkACQCAAKAIUIgNFBEAgACgCECEFDAELIAAoAgwiBiADKAIAIgVIBEAgACAGQQFqNgIMIAMgBkECdGooAgQhBQwDCyAFIAAoAhBHDQELIAggBUEBahBqIAAoAhQiAygCACEFCyADIAVBAWo2AgAgACgCCBDcASEFIAAgACgCDCIBQQFqNgIMIAAoAhQgAUECdGogBTYCBCAEKAIAIQELIAEsAAAiBkH/AXEhAwJAIAZBAE4EQCABQQFqIQEMAQsgBEEIaiABIAMQpgEgBCgCCCIBRQ0EIAQoAgwiA0Hv////B00NACAEQQhqIgZCADcCDCAGQYABNgIIIAZB1Ck2AgQgBkEDNgIAIAZBADYCFCAGQd7dABAqECwgBhArCyACIAIoAkQiBkEBazYCRCACKAIQIQkgAiABIAIoAgQiCmsgA2oiAzYCECACIAogA0EfdSADcWo2AgAgBkEATA0DIAUgASACEOkEIgFFDQMgAiACKAJEQQFqNgJEIAIoAjwNAyACIAIoAhAgCSADa2oiAzYCECACIAIoAgQgA0EfdSADcWoiAzYCACAEIAE2AgAgASADTw0CIAEtAABBCkYNAAsMAQsgAUEAIAFBB3FBBEcbRQRAIAIgAUEBazYCPAwECwJAIAcoAgAiBUEBcQRAIAVBfnFBBGohBQwBCyAHEFEhBSAEKAIAIQMLIAQgASAFIAMgAhCRASIBNgIAIAFFDQELIAIgBCACKAJIEGBFDQEMAgsLIARBADYCAAsgBCgCACEAIARBIGokACAACwwAIAAQxQEaIAAQJwtQACAAQSAQKSIBNgIAIABCn4CAgICEgICAfzcCBCABQaUfKQAANwAAIAFBADoAHyABQbwfKQAANwAXIAFBtR8pAAA3ABAgAUGtHykAADcACAtBAQJ/AkAgAEEIahCLAUUNACAAQRxqIQIgACgCICEAA0AgAEEATCIBDQEgAiAAQQFrIgAQPkEIahCLAQ0ACwsgAQslACABKAIAQbiZA0cEQEHUIkHWKkHeAEHyHxADAAsgACABEOYECwwAIAAQnQEaIAAQJwtmACAAQTAQKSIBNgIAIABCrYCAgICGgICAfzcCBCABQZwzKQAANwAAIAFBADoALSABQcEzKQAANwAlIAFBvDMpAAA3ACAgAUG0MykAADcAGCABQawzKQAANwAQIAFBpDMpAAA3AAgLJQAgASgCAEH4mANHBEBB1CJB1ipB3gBB8h8QAwALIAAgARDrBAvxAQECfyAAQQhqEIwBAkAgACgCFCICQQNxRQ0AAkAgAkEBcUUNACAAKAIcQX5xIgEsAAtBAEgEQCABKAIAQQA6AAAgAUEANgIEDAELIAFBADoACyABQQA6AAALIAJBAnFFDQAgACgCIEF+cSIBLAALQQBIBEAgASgCAEEAOgAAIAFBADYCBAwBCyABQQA6AAsgAUEAOgAACyACQRxxBEAgAEIANwIkIABBADYCLAsgAEEANgIUIAAoAgQiAEEBcQRAIABBfnEiACwAD0EASARAIAAoAgRBADoAACAAQQA2AggPCyAAQQA6AA8gAEEAOgAECwsMACAAEPYCGiAAECcLhwEBAX8jAEHwAWsiACQAIABB8AFqJABBmLEDQfiYAzYCAEGcsQNBADYCAEGksQNCADcCAEGgsQNBADYCAEGssQNCADcCAEHgmAP+EAIABEBB4JgDEFALQbyxA0IANwIAQbixA0GosAM2AgBBtLEDQaiwAzYCAEHEsQNBADYCAEEcQZixAxCTAQuFAQEBfyMAQfABayIAJAAgAEHwAWokAEHIsQNBuJkDNgIAQcyxA0EANgIAQdSxA0IANwIAQdCxA0EANgIAQeyxA0IANwIAQeSxA0IANwIAQdyxA0IANwIAQcyYA/4QAgAEQEHMmAMQUAtB+LEDQQA2AgBB9LEDQaiwAzYCAEEcQcixAxCTAQtfAQF/IwBB8AFrIgAkACAAQfABaiQAQYiyA0IANwMAQYCyA0H4mQM2AgBBhLIDQQA2AgBBkLIDQgA3AwBBmLIDQQA2AgBBuJgD/hACAARAQbiYAxBQC0EcQYCyAxCTAQsYAEGXsQMsAABBAEgEQEGMsQMoAgAQJwsLGABBh7EDLAAAQQBIBEBB/LADKAIAECcLCxgAQfewAywAAEEASARAQeywAygCABAnCwslACABIAIgAyAEIAUgBq0gB61CIIaEIAitIAmtQiCGhCAAESMACyMAIAEgAiADIAQgBa0gBq1CIIaEIAetIAitQiCGhCAAESQACxkAIAEgAiADIAQgBa0gBq1CIIaEIAARGAALGQAgASACIAOtIAStQiCGhCAFIAYgABEXAAsiAQF+IAEgAq0gA61CIIaEIAQgABEVACIFQiCIpyQBIAWnCwUAQbkpCwUAQbc1CwUAQasnCxYAIABFBEBBAA8LIABB1I4DEH5BAEcLGwAgACABKAIIIAUQXARAIAEgAiADIAQQ+gILCzgAIAAgASgCCCAFEFwEQCABIAIgAyAEEPoCDwsgACgCCCIAIAEgAiADIAQgBSAAKAIAKAIUEQ4AC5ICAQd/IAAgASgCCCAFEFwEQCABIAIgAyAEEPoCDwsgAS0ANSEGIAAoAgwhCCABQQA6ADUgAS0ANCEHIAFBADoANCAAQRBqIgwgASACIAMgBCAFEPkCIAYgAS0ANSIKciEGIAcgAS0ANCILciEHAkAgAEEYaiIJIAwgCEEDdGoiCE8NAANAIAEtADYNAQJAIAsEQCABKAIYQQFGDQMgAC0ACEECcQ0BDAMLIApFDQAgAC0ACEEBcUUNAgsgAUEAOwE0IAkgASACIAMgBCAFEPkCIAEtADUiCiAGciEGIAEtADQiCyAHciEHIAlBCGoiCSAISQ0ACwsgASAGQf8BcUEARzoANSABIAdB/wFxQQBHOgA0C6cBACAAIAEoAgggBBBcBEACQCABKAIEIAJHDQAgASgCHEEBRg0AIAEgAzYCHAsPCwJAIAAgASgCACAEEFxFDQACQCACIAEoAhBHBEAgASgCFCACRw0BCyADQQFHDQEgAUEBNgIgDwsgASACNgIUIAEgAzYCICABIAEoAihBAWo2AigCQCABKAIkQQFHDQAgASgCGEECRw0AIAFBAToANgsgAUEENgIsCwuIAgAgACABKAIIIAQQXARAAkAgASgCBCACRw0AIAEoAhxBAUYNACABIAM2AhwLDwsCQCAAIAEoAgAgBBBcBEACQCACIAEoAhBHBEAgASgCFCACRw0BCyADQQFHDQIgAUEBNgIgDwsgASADNgIgAkAgASgCLEEERg0AIAFBADsBNCAAKAIIIgAgASACIAJBASAEIAAoAgAoAhQRDgAgAS0ANQRAIAFBAzYCLCABLQA0RQ0BDAMLIAFBBDYCLAsgASACNgIUIAEgASgCKEEBajYCKCABKAIkQQFHDQEgASgCGEECRw0BIAFBAToANg8LIAAoAggiACABIAIgAyAEIAAoAgAoAhgRCwALC64EAQN/IAAgASgCCCAEEFwEQAJAIAEoAgQgAkcNACABKAIcQQFGDQAgASADNgIcCw8LAkAgACABKAIAIAQQXARAAkAgAiABKAIQRwRAIAEoAhQgAkcNAQsgA0EBRw0CIAFBATYCIA8LIAEgAzYCICABKAIsQQRHBEAgAEEQaiIFIAAoAgxBA3RqIQdBACEDIAECfwJAA0ACQCAFIAdPDQAgAUEAOwE0IAUgASACIAJBASAEEPkCIAEtADYNAAJAIAEtADVFDQAgAS0ANARAQQEhAyABKAIYQQFGDQRBASEGIAAtAAhBAnENAQwEC0EBIQYgAC0ACEEBcUUNAwsgBUEIaiEFDAELC0EEIAZFDQEaC0EDCzYCLCADQQFxDQILIAEgAjYCFCABIAEoAihBAWo2AiggASgCJEEBRw0BIAEoAhhBAkcNASABQQE6ADYPCyAAKAIMIQYgAEEQaiIHIAEgAiADIAQQqQIgAEEYaiIFIAcgBkEDdGoiBk8NAAJAIAAoAggiAEECcUUEQCABKAIkQQFHDQELA0AgAS0ANg0CIAUgASACIAMgBBCpAiAFQQhqIgUgBkkNAAsMAQsgAEEBcUUEQANAIAEtADYNAiABKAIkQQFGDQIgBSABIAIgAyAEEKkCIAVBCGoiBSAGSQ0ADAILAAsDQCABLQA2DQEgASgCJEEBRgRAIAEoAhhBAUYNAgsgBSABIAIgAyAEEKkCIAVBCGoiBSAGSQ0ACwsLhgUBBH8jAEFAaiIEJAACQCABQbCQA0EAEFwEQCACQQA2AgBBASEFDAELAkAgACABIAAtAAhBGHEEf0EBBSABRQ0BIAFBpI4DEH4iA0UNASADLQAIQRhxQQBHCxBcIQYLIAYEQEEBIQUgAigCACIARQ0BIAIgACgCADYCAAwBCwJAIAFFDQAgAUHUjgMQfiIGRQ0BIAIoAgAiAQRAIAIgASgCADYCAAsgBigCCCIDIAAoAggiAUF/c3FBB3ENASADQX9zIAFxQeAAcQ0BQQEhBSAAKAIMIAYoAgxBABBcDQEgACgCDEGkkANBABBcBEAgBigCDCIARQ0CIABBiI8DEH5FIQUMAgsgACgCDCIDRQ0AQQAhBSADQdSOAxB+IgEEQCAALQAIQQFxRQ0CAn8gBigCDCEAQQAhAgJAA0BBACAARQ0CGiAAQdSOAxB+IgNFDQEgAygCCCABKAIIQX9zcQ0BQQEgASgCDCADKAIMQQAQXA0CGiABLQAIQQFxRQ0BIAEoAgwiAEUNASAAQdSOAxB+IgEEQCADKAIMIQAMAQsLIABBxI8DEH4iAEUNACAAIAMoAgwQ8gQhAgsgAgshBQwCCyADQcSPAxB+IgEEQCAALQAIQQFxRQ0CIAEgBigCDBDyBCEFDAILIANB9I0DEH4iAUUNASAGKAIMIgBFDQEgAEH0jQMQfiIARQ0BIARBDGpBAEE0EKMBIARBATYCOCAEQX82AhQgBCABNgIQIAQgADYCCCAAIARBCGogAigCAEEBIAAoAgAoAhwRBgACQCAEKAIgIgBBAUcNACACKAIARQ0AIAIgBCgCGDYCAAsgAEEBRiEFDAELQQAhBQsgBEFAayQAIAULawECfyAAIAEoAghBABBcBEAgASACIAMQ/AIPCyAAKAIMIQQgAEEQaiIFIAEgAiADEPMEAkAgAEEYaiIAIAUgBEEDdGoiBE8NAANAIAAgASACIAMQ8wQgAS0ANg0BIABBCGoiACAESQ0ACwsLMgAgACABKAIIQQAQXARAIAEgAiADEPwCDwsgACgCCCIAIAEgAiADIAAoAgAoAhwRBgALGQAgACABKAIIQQAQXARAIAEgAiADEPwCCwudAQEBfyMAQUBqIgMkAAJ/QQEgACABQQAQXA0AGkEAIAFFDQAaQQAgAUH0jQMQfiIBRQ0AGiADQQxqQQBBNBCjASADQQE2AjggA0F/NgIUIAMgADYCECADIAE2AgggASADQQhqIAIoAgBBASABKAIAKAIcEQYAIAMoAiAiAEEBRgRAIAIgAygCGDYCAAsgAEEBRgshACADQUBrJAAgAAsKACAAIAFBABBcCwwAQZHZAEEAEKoCAAsJAEHE2AMQTxoLJQBB0NgDLQAARQRAQcTYA0HY4wIQ4QFB0NgDQQE6AAALQcTYAwsJAEG02AMQMBoLJABBwNgDLQAARQRAQbTYA0HzJhC6AUHA2ANBAToAAAtBtNgDCwkAQaTYAxBPGgslAEGw2AMtAABFBEBBpNgDQYTjAhDhAUGw2ANBAToAAAtBpNgDCwkAQZTYAxAwGgskAEGg2AMtAABFBEBBlNgDQZ07ELoBQaDYA0EBOgAAC0GU2AMLCQBBhNgDEE8aCyUAQZDYAy0AAEUEQEGE2ANB4OICEOEBQZDYA0EBOgAAC0GE2AMLCQBB9NcDEDAaCyQAQYDYAy0AAEUEQEH01wNBuDsQugFBgNgDQQE6AAALQfTXAwsJAEHk1wMQTxoLJQBB8NcDLQAARQRAQeTXA0G84gIQ4QFB8NcDQQE6AAALQeTXAwsJAEHU1wMQMBoLJABB4NcDLQAARQRAQdTXA0GhHhC6AUHg1wNBAToAAAtB1NcDCxsAQdjgAyEAA0AgAEEMaxBPIgBBwOADRw0ACwtUAEHQ1wMtAAAEQEHM1wMoAgAPC0HY4AMtAABFBEBB2OADQQE6AAALQcDgA0HQiwMQRUHM4ANB3IsDEEVB0NcDQQE6AABBzNcDQcDgAzYCAEHA4AMLGwBBuOADIQADQCAAQQxrEDAiAEGg4ANHDQALC1IAQcjXAy0AAARAQcTXAygCAA8LQbjgAy0AAEUEQEG44ANBAToAAAtBoOADQdM7EEZBrOADQdA7EEZByNcDQQE6AABBxNcDQaDgAzYCAEGg4AMLGwBBkOADIQADQCAAQQxrEE8iAEHw3QNHDQALC7ACAEHA1wMtAAAEQEG81wMoAgAPC0GQ4AMtAABFBEBBkOADQQE6AAALQfDdA0HIhwMQRUH83QNB6IcDEEVBiN4DQYyIAxBFQZTeA0GkiAMQRUGg3gNBvIgDEEVBrN4DQcyIAxBFQbjeA0HgiAMQRUHE3gNB9IgDEEVB0N4DQZCJAxBFQdzeA0G4iQMQRUHo3gNB2IkDEEVB9N4DQfyJAxBFQYDfA0GgigMQRUGM3wNBsIoDEEVBmN8DQcCKAxBFQaTfA0HQigMQRUGw3wNBvIgDEEVBvN8DQeCKAxBFQcjfA0HwigMQRUHU3wNBgIsDEEVB4N8DQZCLAxBFQezfA0GgiwMQRUH43wNBsIsDEEVBhOADQcCLAxBFQcDXA0EBOgAAQbzXA0Hw3QM2AgBB8N0DCxsAQeDdAyEAA0AgAEEMaxAwIgBBwNsDRw0ACwuYAgBBuNcDLQAABEBBtNcDKAIADwtB4N0DLQAARQRAQeDdA0EBOgAAC0HA2wNBphwQRkHM2wNBnRwQRkHY2wNBzikQRkHk2wNBhSkQRkHw2wNBnR4QRkH82wNBvzIQRkGI3ANB2xwQRkGU3ANB6x8QRkGg3ANBsCYQRkGs3ANBnyYQRkG43ANBpyYQRkHE3ANBuiYQRkHQ3ANBpigQRkHc3ANByzoQRkHo3ANB4SYQRkH03ANBgyMQRkGA3QNBnR4QRkGM3QNBpycQRkGY3QNBtygQRkGk3QNB3y4QRkGw3QNB7yYQRkG83QNBmiEQRkHI3QNB9B4QRkHU3QNB/TUQRkG41wNBAToAAEG01wNBwNsDNgIAQcDbAwsbAEG42wMhAANAIABBDGsQTyIAQZDaA0cNAAsLzAEAQbDXAy0AAARAQazXAygCAA8LQbjbAy0AAEUEQEG42wNBAToAAAtBkNoDQfSEAxBFQZzaA0GQhQMQRUGo2gNBrIUDEEVBtNoDQcyFAxBFQcDaA0H0hQMQRUHM2gNBmIYDEEVB2NoDQbSGAxBFQeTaA0HYhgMQRUHw2gNB6IYDEEVB/NoDQfiGAxBFQYjbA0GIhwMQRUGU2wNBmIcDEEVBoNsDQaiHAxBFQazbA0G4hwMQRUGw1wNBAToAAEGs1wNBkNoDNgIAQZDaAwsbAEGI2gMhAANAIABBDGsQMCIAQeDYA0cNAAsLvgEAQajXAy0AAARAQaTXAygCAA8LQYjaAy0AAEUEQEGI2gNBAToAAAtB4NgDQYgeEEZB7NgDQY8eEEZB+NgDQe0dEEZBhNkDQfUdEEZBkNkDQeQdEEZBnNkDQZYeEEZBqNkDQf8dEEZBtNkDQaMnEEZBwNkDQZEoEEZBzNkDQaMxEEZB2NkDQZs1EEZB5NkDQfweEEZB8NkDQbUpEEZB/NkDQaQhEEZBqNcDQQE6AABBpNcDQeDYAzYCAEHg2AMLCwAgAEGk4gIQ4QELCgAgAEHYMRC6AQsLACAAQZDiAhDhAQsKACAAQeovELoBCwwAIAAgAUEQahCxAgsMACAAIAFBDGoQsQILBwAgACwACQsHACAALAAICwwAIAAQigUaIAAQJwsMACAAEIsFGiAAECcLC5f4AsUBAEGICAsI//////////8AQZAcC4Bt4paBAGluZmluaXR5AEZlYnJ1YXJ5AEphbnVhcnkAUmVzZXRWb2NhYnVsYXJ5AFNldFZvY2FidWxhcnkATG9hZFZvY2FidWxhcnkASnVseQB0aGlyZF9wYXJ0eS9kYXJ0c19jbG9uZS9kYXJ0cy5oOjExNDM6IGV4Y2VwdGlvbjogZmFpbGVkIHRvIGluc2VydCBrZXk6IHplcm8tbGVuZ3RoIGtleQBDb3VsZCBub3QgcGFyc2UgdGhlIGZyZXF1ZW5jeQB2ZWNGcm9tSlNBcnJheQBUaHVyc2RheQBUdWVzZGF5AFdlZG5lc2RheQBTYXR1cmRheQBTdW5kYXkATW9uZGF5AEZyaWRheQBNYXkAJW0vJWQvJXkALSsgICAwWDB4AC0wWCswWCAwWC0weCsweCAweABfX25leHRfcHJpbWUgb3ZlcmZsb3cAZ2V0VmlldwBBYnNsU3RyaW5nVmlldwBOb3YAJWx1AFRodQBzZW50ZW5jZXBpZWNlLk5CZXN0U2VudGVuY2VQaWVjZVRleHQAc2VudGVuY2VwaWVjZS5TZW50ZW5jZVBpZWNlVGV4dAB1bnN1cHBvcnRlZCBsb2NhbGUgZm9yIHN0YW5kYXJkIGlucHV0AEF1Z3VzdABkb3duX2Nhc3QAdW5zaWduZWQgc2hvcnQAbmJlc3Rfc3B0AHVuc2lnbmVkIGludABJbnZhbGlkIGFyZ3VtZW50AFZlY3RvckludAB0aGlyZF9wYXJ0eS9kYXJ0c19jbG9uZS9kYXJ0cy5oOjEzODA6IGV4Y2VwdGlvbjogZmFpbGVkIHRvIG1vZGlmeSB1bml0OiB0b28gbGFyZ2Ugb2Zmc2V0AGdldABPY3QAZmxvYXQAU2F0AHVpbnQ2NF90AHN0YXR1cwBTdGF0dXMAQWxyZWFkeSBleGlzdHMARGF0YSBsb3NzAGVvcwBib3MAU2V0RW5jb2RlRXh0cmFPcHRpb25zAFNldERlY29kZUV4dHJhT3B0aW9ucwB5ZXMAcGllY2VzAEVuY29kZUFzUGllY2VzAGlkcwBFbmNvZGVBc0lkcwBEZWNvZGVJZHMAc3RyaW5nX3ZpZXc6OnN1YnN0cgBmID09IG51bGxwdHIgfHwgZHluYW1pY19jYXN0PFRvPihmKSAhPSBudWxscHRyAEFwcgB2ZWN0b3IAU2VudGVuY2VQaWVjZVByb2Nlc3NvcgB0aGlyZF9wYXJ0eS9kYXJ0c19jbG9uZS9kYXJ0cy5oOjExNTc6IGV4Y2VwdGlvbjogZmFpbGVkIHRvIGluc2VydCBrZXk6IGludmFsaWQgbnVsbCBjaGFyYWN0ZXIAdGhpcmRfcGFydHkvZGFydHNfY2xvbmUvZGFydHMuaDoxNzI2OiBleGNlcHRpb246IGZhaWxlZCB0byBidWlsZCBkb3VibGUtYXJyYXk6IGludmFsaWQgbnVsbCBjaGFyYWN0ZXIAdGhpcmRfcGFydHkvZGFydHNfY2xvbmUvZGFydHMuaDoxMTYyOiBleGNlcHRpb246IGZhaWxlZCB0byBpbnNlcnQga2V5OiB3cm9uZyBrZXkgb3JkZXIAdGhpcmRfcGFydHkvZGFydHNfY2xvbmUvZGFydHMuaDoxNzQzOiBleGNlcHRpb246IGZhaWxlZCB0byBidWlsZCBkb3VibGUtYXJyYXk6IHdyb25nIGtleSBvcmRlcgBPY3RvYmVyAE5vdmVtYmVyAFNlcHRlbWJlcgBEZWNlbWJlcgB1bnNpZ25lZCBjaGFyAGlvc19iYXNlOjpjbGVhcgBNYXIAc2hvdyBoZWxwAFNlcAAlSTolTTolUyAlcABzZW50ZW5jZXBpZWNlLk1vZGVsUHJvdG8Abm8AVW5rbm93bgBTdW4ASnVuAHN0ZDo6ZXhjZXB0aW9uAEZhaWxlZCBwcmVjb25kaXRpb24AX19jeGFfZ3VhcmRfYWNxdWlyZSBkZXRlY3RlZCByZWN1cnNpdmUgaW5pdGlhbGl6YXRpb24Ac2hvdyB2ZXJzaW9uAE1vbgBDYW4ndCBoYXBwZW4AbmFuAEphbgAvZGV2L3VyYW5kb20ASnVsAGJvb2wAb3V0cHV0IGNvbnRhaW5lciBpcyBudWxsAG91dHB1dCBwcm90byBpcyBudWxsAHN0ZDo6YmFkX2Z1bmN0aW9uX2NhbGwAQXByaWwAbWlubG9nbGV2ZWwAZW1zY3JpcHRlbjo6dmFsAHVuawBwdXNoX2JhY2sARnJpAGJhZF9hcnJheV9uZXdfbGVuZ3RoAE1hcmNoAHNyYy8uLi90aGlyZF9wYXJ0eS9wcm90b2J1Zi1saXRlL2dvb2dsZS9wcm90b2J1Zi9wYXJzZV9jb250ZXh0LmgAc3JjLy4uL3RoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvZ29vZ2xlL3Byb3RvYnVmL2V4dGVuc2lvbl9zZXQuaABzcmMvLi4vdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9nb29nbGUvcHJvdG9idWYvc3R1YnMvY2FzdHMuaABzcmMvLi4vdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9nb29nbGUvcHJvdG9idWYvaW8vY29kZWRfc3RyZWFtLmgAc3JjLy4uL3RoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvZ29vZ2xlL3Byb3RvYnVmL2FyZW5hX2ltcGwuaABzcmMvLi4vdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9nb29nbGUvcHJvdG9idWYvZXh0ZW5zaW9uX3NldF9pbmwuaABzcmMvLi4vdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9nb29nbGUvcHJvdG9idWYvYXJlbmFzdHJpbmcuaABzcmMvLi4vdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9nb29nbGUvcHJvdG9idWYvc3R1YnMvc3RyaW5ncGllY2UuaABzcmMvbW9kZWxfaW50ZXJmYWNlLmgAc3JjLy4uL3RoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvZ29vZ2xlL3Byb3RvYnVmL3JlcGVhdGVkX2ZpZWxkLmgAc3JjL2J1aWx0aW5fcGIvc2VudGVuY2VwaWVjZV9tb2RlbC5wYi5oAEF1ZwB1bnNpZ25lZCBsb25nAHN0ZDo6d3N0cmluZwBiYXNpY19zdHJpbmcAc3RkOjpzdHJpbmcAc3RkOjp1MTZzdHJpbmcAc3RkOjp1MzJzdHJpbmcAVmVjdG9yU3RyaW5nAFRvU3RyaW5nAGluZgAlLjBMZgAlTGYAcmVzaXplAHNlcmlhbGl6ZQB0cnVlAHRoaXJkX3BhcnR5L2RhcnRzX2Nsb25lL2RhcnRzLmg6MTE0MTogZXhjZXB0aW9uOiBmYWlsZWQgdG8gaW5zZXJ0IGtleTogbmVnYXRpdmUgdmFsdWUAdGhpcmRfcGFydHkvZGFydHNfY2xvbmUvZGFydHMuaDoxNzI4OiBleGNlcHRpb246IGZhaWxlZCB0byBidWlsZCBkb3VibGUtYXJyYXk6IG5lZ2F0aXZlIHZhbHVlAFR1ZQByZXZlcnNlAHBhcnNlAGluY2x1ZGVfYmVzdCBub3Qgc3VwcG9ydGVkIGZvciB3b3IgZmFsc2UATWVzc2FnZXMgbG9nZ2VkIGF0IGEgbG93ZXIgbGV2ZWwgdGhhbiB0aGlzIGRvbid0IGFjdHVhbGx5IGdldCBsb2dnZWQgYW55d2hlcmUAX2ludGVybmFsX3NldF90eXBlAEp1bmUAc2VudGVuY2VwaWVjZS5TZWxmVGVzdERhdGEuU2FtcGxlAGRvdWJsZQBVbmF2YWlsYWJsZQBPdXQgb2YgcmFuZ2UAdW5rX3BpZWNlAFN0cmluZ1BpZWNlAHNlbnRlbmNlcGllY2UuU2VudGVuY2VQaWVjZVRleHQuU2VudGVuY2VQaWVjZQBzZW50ZW5jZXBpZWNlLk1vZGVsUHJvdG8uU2VudGVuY2VQaWVjZQBOb3QgZm91bmQAZmxhdF9lbmQAdm9pZABkZXRva2VuaXplZABBYm9ydGVkAFVuaW1wbGVtZW50ZWQAVW5hdXRoZW50aWNhdGVkAENhbmNlbGxlZAByYW5kb21fZGV2aWNlIGdldGVudHJvcHkgZmFpbGVkAG11dGV4IGxvY2sgZmFpbGVkAFBlcm1pc3Npb24gZGVuaWVkAERlYWRsaW5lIGV4Y2VlZGVkAFdlZABMb2FkAFBpZWNlVG9JZAAlZC4lZC4lZABzdGQ6OmJhZF9hbGxvYwBzZW50ZW5jZXBpZWNlLk5vcm1hbGl6ZXJTcGVjAHNlbnRlbmNlcGllY2UuVHJhaW5lclNwZWMARGVjAHNyYy9tb2RlbF9mYWN0b3J5LmNjAHRoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvcGFyc2VfY29udGV4dC5jYwB0aGlyZF9wYXJ0eS9wcm90b2J1Zi1saXRlL2V4dGVuc2lvbl9zZXQuY2MAc3JjL3NlbnRlbmNlcGllY2VfcHJvY2Vzc29yLmNjAHNyYy9ub3JtYWxpemVyLmNjAHRoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvY29tbW9uLmNjAHNyYy9maWxlc3lzdGVtLmNjAHRoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvY29kZWRfc3RyZWFtLmNjAHRoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvZ2VuZXJhdGVkX21lc3NhZ2VfdXRpbC5jYwBzcmMvdW5pZ3JhbV9tb2RlbC5jYwBzcmMvYnBlX21vZGVsLmNjAHRoaXJkX3BhcnR5L3Byb3RvYnVmLWxpdGUvYXJlbmFzdHJpbmcuY2MAdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9tZXNzYWdlX2xpdGUuY2MAdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9yZXBlYXRlZF9maWVsZC5jYwBzcmMvYnVpbHRpbl9wYi9zZW50ZW5jZXBpZWNlX21vZGVsLnBiLmNjAHNyYy9idWlsdGluX3BiL3NlbnRlbmNlcGllY2UucGIuY2MAdGhpcmRfcGFydHkvcHJvdG9idWYtbGl0ZS9hcmVuYS5jYwB3YgByYgBGZWIAYWIAdytiAHIrYgBhK2IAcndhAHNlbnRlbmNlcGllY2UuU2VsZlRlc3REYXRhAGlkIGZvciBgAG5vcm1hbGl6ZXJfAG1vZGVsXwApIFsAJWEgJWIgJWQgJUg6JU06JVMgJVkAUE9TSVgAJUg6JU06JVMARVJST1IASU5GTwBOQU4AUE0AQU0ATENfQUxMAEZBVEFMAFdBUk5JTkcATEFORwBJTkYAdHlwZSA9PSBUcmFpbmVyU3BlYzo6VU5JR1JBTSB8fCB0eXBlID09IFRyYWluZXJTcGVjOjpCUEUAQwBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzxzaG9ydD4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8dW5zaWduZWQgc2hvcnQ+AGVtc2NyaXB0ZW46Om1lbW9yeV92aWV3PGludD4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8dW5zaWduZWQgaW50PgBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzxmbG9hdD4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8dWludDhfdD4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8aW50OF90PgBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzx1aW50MTZfdD4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8aW50MTZfdD4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8dWludDY0X3Q+AGVtc2NyaXB0ZW46Om1lbW9yeV92aWV3PGludDY0X3Q+AGVtc2NyaXB0ZW46Om1lbW9yeV92aWV3PHVpbnQzMl90PgBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzxpbnQzMl90PgA8cz4APC9zPgBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzxjaGFyPgBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzx1bnNpZ25lZCBjaGFyPgBzdGQ6OmJhc2ljX3N0cmluZzx1bnNpZ25lZCBjaGFyPgBlbXNjcmlwdGVuOjptZW1vcnlfdmlldzxzaWduZWQgY2hhcj4APHVuaz4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8bG9uZz4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8dW5zaWduZWQgbG9uZz4AZW1zY3JpcHRlbjo6bWVtb3J5X3ZpZXc8ZG91YmxlPgA8cGFkPgA8MHglMDJYPgA6ADAxMjM0NTY3ODkAQy5VVEYtOABuYmVzdF9zaXplIG11c3QgYmUgbmJlc3Rfc2l6ZSA8PSA1MTIAMQBsZW4gPj0gMAAvAHBpZWNlIG11c3Qgbm90IGJlIGVtcHR5LgBtb2RlbCBmaWxlIHBhdGggc2hvdWxkIG5vdCBiZSBlbXB0eS4AIHNhbXBsZXMgZGlkIG5vdCBwYXNzIHRoZSB0ZXN0LgBTYW1wbGVFbmNvZGVBbmRTY29yZSByZXR1cm5zIGVtcHR5IHJlc3VsdC4ATkJlc3RFbmNvZGUgcmV0dXJucyBlbXB0eSByZXN1bHQuAG5iZXN0X3NpemUgPj0gMS4gUmV0dXJucyBlbXB0eSByZXN1bHQuAFJlcXVlc3RlZCBzaXplIGlzIHRvbyBsYXJnZSB0byBmaXQgaW50byBzaXplX3QuAFZvY2FidWxhcnkgY29uc3RyYWludCBpcyBvbmx5IGVuYWJsZWQgaW4gc3Vid29yZCB1bml0cy4AUHJvZ3JhbSB0ZXJtaW5hdGVkIHdpdGggYW4gdW5yZWNvdmVyYWJsZSBlcnJvci4AUmVhZEFsbCBpcyBub3Qgc3VwcG9ydGVkIGZvciBzdGRpbi4AQmxvYiBmb3Igbm9ybWFsaXphdGlvbiBydWxlIGlzIGJyb2tlbi4AQ2FsY3VsYXRlRW50cm9weSBpcyBub3QgYXZhaWxhYmxlIGZvciB0aGUgY3VycmVudCBtb2RlbC4AU2FtcGxlRW5jb2RlQW5kU2NvcmUgaXMgbm90IGF2YWlsYWJsZSBmb3IgdGhlIGN1cnJlbnQgbW9kZWwuAE5CZXN0RW5jb2RlIGlzIG5vdCBhdmFpbGFibGUgZm9yIHRoZSBjdXJyZW50IG1vZGVsLgBTYW1wbGVFbmNvZGUgaXMgbm90IGF2YWlsYWJsZSBmb3IgdGhlIGN1cnJlbnQgbW9kZWwuAEZhaWxlZCB0byBmaW5kIHRoZSBiZXN0IHBhdGggaW4gVml0ZXJiaS4AdGhlcmUgYXJlIG5vdCAyNTYgYnl0ZSBwaWVjZXMgYWx0aG91Z2ggYGJ5dGVfZmFsbGJhY2tgIGlzIHRydWUuACBpcyBmb3VuZCBhbHRob3VnaCBgYnl0ZV9mYWxsYmFja2AgaXMgZmFsc2UuAGNhbid0IHJlYWNoIGhlcmUuAHVua25vd24gZXh0cmFfb3B0aW9uIHR5cGUuACIgaXMgbm90IGF2YWlsYWJsZS4Abm8gZW50cnkgaXMgZm91bmQgaW4gdGhlIHRyaWUuACBpcyBpbnZhbGlkLgBOb3JtYWxpemVyIGlzIG5vdCBpbml0aWFsaXplZC4ATW9kZWwgaXMgbm90IGluaXRpYWxpemVkLgBFbXB0eSBwaWVjZSBpcyBub3QgYWxsb3dlZC4ATm90IGltcGxlbWVudGVkLgB1bmsgaXMgYWxyZWFkeSBkZWZpbmVkLgB1bmsgaXMgbm90IGRlZmluZWQuAGAgaXMgbm90IGRlZmluZWQuAGFsbCBub3JtYWxpemVkIGNoYXJhY3RlcnMgYXJlIG5vdCBjb25zdW1lZC4ATm9uLXByaW1pdGl2ZSB0eXBlcyBjYW4ndCBiZSBwYWNrZWQuAG5vIHBpZWNlcyBhcmUgbG9hZGVkLgBTZWxmLXRlc3QgZmFpbHVyZXMuIFNlZSBMT0coSU5GTykuAHcrAHIrAGErAGFic2w6OlNpbXBsZUF0b2kodlsxXSwgJmZyZXEpAChudWxsKQA6OnNlbnRlbmNlcGllY2U6Ok1vZGVsUHJvdG9fU2VudGVuY2VQaWVjZV9UeXBlX0lzVmFsaWQodmFsdWUpACgwKSA8PSAoYnl0ZSkAKGNhbm5vdCBkZXRlcm1pbmUgbWlzc2luZyBmaWVsZHMgZm9yIGxpdGUgbWVzc2FnZSkAKHRva2VuX2luZGV4X2JlZ2luICsgb2Zmc2V0KSA9PSAodG9rZW5faW5kZXhfZW5kKQAob3JpZ19iZWdpbikgPD0gKG9yaWdfZW5kKQBpbnB1dC0+UmVhZEFsbCgmc2VyaWFsaXplZCkAKG5iZXN0X3NpemUpIDw9ICg1MTIpACh2LnNpemUoKSkgPj0gKDEpAChjb25zdW1lZCkgPT0gKDEpAChub3JtX3RvX29yaWctPnNpemUoKSkgPT0gKG5vcm1hbGl6ZWQtPnNpemUoKSArIDEpAChpbmRleCkgPj0gKDApAChsZW5ndGgpID49ICgwKQAiLikAIUlzVW5rbm93bihQaWVjZVRvSWQoYWJzbDo6c3RyaW5nX3ZpZXcobW9kZWxfLT5lb3NfcGllY2UoKS5kYXRhKCkpKSkAIUlzVW5rbm93bihQaWVjZVRvSWQoYWJzbDo6c3RyaW5nX3ZpZXcobW9kZWxfLT5ib3NfcGllY2UoKS5kYXRhKCkpKSkAKGluZGV4KSA8IChzdGF0aWNfY2FzdDxpbnQ+KHN5bWJvbHMuc2l6ZSgpKSkAKG9yaWdfYmVnaW4pIDw9IChpbnB1dC5zaXplKCkpAChvcmlnX2VuZCkgPD0gKGlucHV0LnNpemUoKSkAKG51bV9ub2RlcykgPCAodHJpZV9yZXN1bHRzLnNpemUoKSkAKGJlZ2luKSA8IChub3JtX3RvX29yaWcuc2l6ZSgpKQAoZW5kKSA8IChub3JtX3RvX29yaWcuc2l6ZSgpKQAoY29uc3VtZWQpID09IChub3JtYWxpemVkLnNpemUoKSkAbW9kZWxfcHJvdG8tPlBhcnNlRnJvbUFycmF5KHNlcmlhbGl6ZWQuZGF0YSgpLCBzZXJpYWxpemVkLnNpemUoKSkAIXcuZW1wdHkoKQAhbmJlc3RzLmVtcHR5KCkAIXJlc3VsdHMuZW1wdHkoKQAhdlswXS5lbXB0eSgpAF9zdGF0dXMub2soKQBtb2RlbF8tPklzQ2FsY3VsYXRlRW50cm9weUF2YWlsYWJsZSgpAG1vZGVsXy0+SXNTYW1wbGVFbmNvZGVBbmRTY29yZUF2YWlsYWJsZSgpAG1vZGVsXy0+SXNOQmVzdEVuY29kZUF2YWlsYWJsZSgpAG1vZGVsXy0+SXNTYW1wbGVFbmNvZGVBdmFpbGFibGUoKQAhaXNfbGFyZ2UoKQBpdCAhPSBleHRyYV9vcHRpb25fbWFwLmVuZCgpAExPRygAIG9mIHRoZSBQcm90b2NvbCBCdWZmZXIgcnVudGltZSBsaWJyYXJ5LCB3aGljaCBpcyBub3QgY29tcGF0aWJsZSB3aXRoIHRoZSBpbnN0YWxsZWQgdmVyc2lvbiAoACBFcnJvciAjAG9wdGlvbiAiAC4gIFBsZWFzZSB1cGRhdGUgeW91ciBsaWJyYXJ5LiAgSWYgeW91IGNvbXBpbGVkIHRoZSBwcm9ncmFtIHlvdXJzZWxmLCBtYWtlIHN1cmUgdGhhdCB5b3VyIGhlYWRlcnMgYXJlIGZyb20gdGhlIHNhbWUgdmVyc2lvbiBvZiBQcm90b2NvbCBCdWZmZXJzIGFzIHlvdXIgbGluay10aW1lIGxpYnJhcnkuICAoVmVyc2lvbiB2ZXJpZmljYXRpb24gZmFpbGVkIGluICIAKS4gIENvbnRhY3QgdGhlIHByb2dyYW0gYXV0aG9yIGZvciBhbiB1cGRhdGUuICBJZiB5b3UgY29tcGlsZWQgdGhlIHByb2dyYW0geW91cnNlbGYsIG1ha2Ugc3VyZSB0aGF0IHlvdXIgaGVhZGVycyBhcmUgZnJvbSB0aGUgc2FtZSB2ZXJzaW9uIG9mIFByb3RvY29sIEJ1ZmZlcnMgYXMgeW91ciBsaW5rLXRpbWUgbGlicmFyeS4gIChWZXJzaW9uIHZlcmlmaWNhdGlvbiBmYWlsZWQgaW4gIgAgbWVzc2FnZSBvZiB0eXBlICIAUHVyZSB2aXJ0dWFsIGZ1bmN0aW9uIGNhbGxlZCEAIOKBhyAAQ2FuJ3QgACBvZiB0aGUgUHJvdG9jb2wgQnVmZmVyIHJ1bnRpbWUgbGlicmFyeSwgYnV0IHRoZSBpbnN0YWxsZWQgdmVyc2lvbiBpcyAAQWxsb2NhdG9yIHNpemUgZXhjZWVkcyAAKSBkb3duIHRvIABUaGlzIHByb2dyYW0gd2FzIGNvbXBpbGVkIGFnYWluc3QgdmVyc2lvbiAAVGhpcyBwcm9ncmFtIHJlcXVpcmVzIHZlcnNpb24gACB3aXRoIGFuIGV4YW1wbGUgb2YgbGVuZ3RoIABUb28gYmlnIGFnZW5kYSBzaXplIAAKUmV0dXJucyBkZWZhdWx0IHZhbHVlIABieXRlIHBpZWNlIAAuIFNocmlua2luZyAocm91bmQgAHJhbmRvbSBkZXZpY2Ugbm90IHN1cHBvcnRlZCAAXSAALiBSaWdodDogAFR3byBzZW50ZW5jZSBwaWVjZSBzZXF1ZW5jZXMgYXJlIG5vdCBlcXVpdmFsZW50ISBMZWZ0OiAAQ0hFQ0sgZmFpbGVkOiBsaW1pdF8gPiBrU2xvcEJ5dGVzOiAAQ0hFQ0sgZmFpbGVkOiBzaXplXyA+IGtTbG9wQnl0ZXM6IABDSEVDSyBmYWlsZWQ6IG92ZXJydW4gPD0ga1Nsb3BCeXRlczogAENIRUNLIGZhaWxlZDogb3ZlcnJ1biA+PSAwICYmIG92ZXJydW4gPD0ga1Nsb3BCeXRlczogAENIRUNLIGZhaWxlZDogbGltaXQgPj0gMCAmJiBsaW1pdCA8PSBJTlRfTUFYIC0ga1Nsb3BCeXRlczogAENIRUNLIGZhaWxlZDogcHRyIDw9IGVuZF8gKyBrU2xvcEJ5dGVzOiAAQ0hFQ0sgZmFpbGVkOiB0YXJnZXQgKyBzaXplID09IHJlczogACIgYmVjYXVzZSBpdCBpcyBtaXNzaW5nIHJlcXVpcmVkIGZpZWxkczogAENIRUNLIGZhaWxlZDogR2V0QXJlbmEoKSA9PSBudWxscHRyOiAAQ0hFQ0sgZmFpbGVkOiAhdmFsdWUgfHwgZGVub3JtYWxpemVyX3NwZWNfICE9IG51bGxwdHI6IABDSEVDSyBmYWlsZWQ6IGRlbm9ybWFsaXplcl9zcGVjXyAhPSBudWxscHRyOiAAQ0hFQ0sgZmFpbGVkOiAhdmFsdWUgfHwgbm9ybWFsaXplcl9zcGVjXyAhPSBudWxscHRyOiAAQ0hFQ0sgZmFpbGVkOiBub3JtYWxpemVyX3NwZWNfICE9IG51bGxwdHI6IABDSEVDSyBmYWlsZWQ6ICF2YWx1ZSB8fCB0cmFpbmVyX3NwZWNfICE9IG51bGxwdHI6IABDSEVDSyBmYWlsZWQ6IHRyYWluZXJfc3BlY18gIT0gbnVsbHB0cjogAENIRUNLIGZhaWxlZDogIXZhbHVlIHx8IHNlbGZfdGVzdF9kYXRhXyAhPSBudWxscHRyOiAAQ0hFQ0sgZmFpbGVkOiBzZWxmX3Rlc3RfZGF0YV8gIT0gbnVsbHB0cjogAENIRUNLIGZhaWxlZDogdGFnZ2VkX3B0cl8uVW5zYWZlR2V0KCkgIT0gbnVsbHB0cjogAENIRUNLIGZhaWxlZDogKnB0cjogAENIRUNLIGZhaWxlZDogc2l6ZSA+IGNodW5rX3NpemU6IAAsIFNjb3JlOiAAVW5rbm93biBtb2RlbF90eXBlOiAASW52YWxpZCBpZDogAENIRUNLIGZhaWxlZDogIWV4dGVuc2lvbi0+aXNfcmVwZWF0ZWQ6IABDSEVDSyBmYWlsZWQ6IGV4dGVuc2lvbi0+aXNfcmVwZWF0ZWQ6IABDSEVDSyBmYWlsZWQ6IG92ZXJydW4gIT0gbGltaXRfOiAAQ0hFQ0sgZmFpbGVkOiBvdmVycnVuIDwgbGltaXRfOiAAQ0hFQ0sgZmFpbGVkOiAhaGFkX2Vycm9yXzogAENIRUNLIGZhaWxlZDogbiA8PSBzaXplXzogAENIRUNLIGZhaWxlZDogbGltaXRfZW5kXyA9PSBidWZmZXJfZW5kXzogAENIRUNLIGZhaWxlZDogcHRyIDwgZW5kXzogAENIRUNLIGZhaWxlZDogdHlwZSA+IDAgJiYgdHlwZSA8PSBXaXJlRm9ybWF0TGl0ZTo6TUFYX0ZJRUxEX1RZUEU6IAAgZXhjZWVkZWQgbWF4aW11bSBwcm90b2J1ZiBzaXplIG9mIDJHQjogAENIRUNLIGZhaWxlZDogc2l6ZSA+IDA6IABDSEVDSyBmYWlsZWQ6IGxpbWl0XyA+IDA6IABDSEVDSyBmYWlsZWQ6IHMgPj0gMDogAENIRUNLIGZhaWxlZDogb3ZlcnJ1biA+PSAwOiAAQ0hFQ0sgZmFpbGVkOiBzaXplXyA9PSAwOiAAQ0hFQ0sgZmFpbGVkOiAocmVpbnRlcnByZXRfY2FzdDx1aW50cHRyX3Q+KG5leHQpICYgMykgPT0gKDB1KTogAENIRUNLIGZhaWxlZDogKG5ld19zaXplKSA+IChrUmVwZWF0ZWRGaWVsZFVwcGVyQ2xhbXBMaW1pdCk6IABDSEVDSyBmYWlsZWQ6ICgmb3RoZXIpICE9ICh0aGlzKTogAENIRUNLIGZhaWxlZDogKCZmcm9tKSAhPSAodGhpcyk6IABDSEVDSyBmYWlsZWQ6IChvdmVycnVuKSA8PSAoa1Nsb3BCeXRlcyk6IABDSEVDSyBmYWlsZWQ6ICh0b3RhbF9zaXplXyAtIGN1cnJlbnRfc2l6ZV8pID49IChuKTogAENIRUNLIGZhaWxlZDogKGludGVybmFsOjpBbGlnblVwVG84KG4pKSA9PSAobik6IABDSEVDSyBmYWlsZWQ6IChzY2MtPnZpc2l0X3N0YXR1cy5sb2FkKHN0ZDo6bWVtb3J5X29yZGVyX3JlbGF4ZWQpKSA9PSAoU0NDSW5mb0Jhc2U6OmtSdW5uaW5nKTogAENIRUNLIGZhaWxlZDogKG1pbl9ieXRlcykgPD0gKHN0ZDo6bnVtZXJpY19saW1pdHM8c2l6ZV90Pjo6bWF4KCkgLSBrQmxvY2tIZWFkZXJTaXplKTogAENIRUNLIGZhaWxlZDogSXNEZWZhdWx0KGRlZmF1bHRfdmFsdWUpOiAAQ0hFQ0sgZmFpbGVkOiAoZXh0ZW5zaW9uLT50eXBlKSA9PSAob3RoZXJfZXh0ZW5zaW9uLnR5cGUpOiAAQ0hFQ0sgZmFpbGVkOiAoZXh0ZW5zaW9uLT5pc19wYWNrZWQpID09IChvdGhlcl9leHRlbnNpb24uaXNfcGFja2VkKTogAENIRUNLIGZhaWxlZDogKGV4dGVuc2lvbi0+aXNfcGFja2VkKSA9PSAocGFja2VkKTogAENIRUNLIGZhaWxlZDogbGltaXRfZW5kXyA9PSBidWZmZXJfZW5kXyArIChzdGQ6Om1pbikoMCwgbGltaXRfKTogAENIRUNLIGZhaWxlZDogKGxpbWl0XykgPj0gKHB0cl8pOiAAQ0hFQ0sgZmFpbGVkOiAoaW5kZXgpIDwgKGN1cnJlbnRfc2l6ZV8pOiAAQ0hFQ0sgZmFpbGVkOiAoY3BwX3R5cGUoZXh0ZW5zaW9uLT50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0ZMT0FUKTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKCgqZXh0ZW5zaW9uKS50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0ZMT0FUKTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKGV4dGVuc2lvbi0+dHlwZSkpID09IChXaXJlRm9ybWF0TGl0ZTo6Q1BQVFlQRV9FTlVNKTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKCgqZXh0ZW5zaW9uKS50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0VOVU0pOiAAQ0hFQ0sgZmFpbGVkOiAoY3BwX3R5cGUoZXh0ZW5zaW9uLT50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0JPT0wpOiAAQ0hFQ0sgZmFpbGVkOiAoY3BwX3R5cGUoKCpleHRlbnNpb24pLnR5cGUpKSA9PSAoV2lyZUZvcm1hdExpdGU6OkNQUFRZUEVfQk9PTCk6IABDSEVDSyBmYWlsZWQ6IChjcHBfdHlwZShleHRlbnNpb24tPnR5cGUpKSA9PSAoV2lyZUZvcm1hdExpdGU6OkNQUFRZUEVfU1RSSU5HKTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKCgqZXh0ZW5zaW9uKS50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX1NUUklORyk6IABDSEVDSyBmYWlsZWQ6IChjcHBfdHlwZShleHRlbnNpb24tPnR5cGUpKSA9PSAoV2lyZUZvcm1hdExpdGU6OkNQUFRZUEVfRE9VQkxFKTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKCgqZXh0ZW5zaW9uKS50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0RPVUJMRSk6IABDSEVDSyBmYWlsZWQ6IChjcHBfdHlwZShleHRlbnNpb24tPnR5cGUpKSA9PSAoV2lyZUZvcm1hdExpdGU6OkNQUFRZUEVfTUVTU0FHRSk6IABDSEVDSyBmYWlsZWQ6IChjcHBfdHlwZSgoKmV4dGVuc2lvbikudHlwZSkpID09IChXaXJlRm9ybWF0TGl0ZTo6Q1BQVFlQRV9NRVNTQUdFKTogAENIRUNLIGZhaWxlZDogKCgqZXh0ZW5zaW9uKS5pc19yZXBlYXRlZCA/IFJFUEVBVEVEX0ZJRUxEIDogT1BUSU9OQUxfRklFTEQpID09IChPUFRJT05BTF9GSUVMRCk6IABDSEVDSyBmYWlsZWQ6ICgoKmV4dGVuc2lvbikuaXNfcmVwZWF0ZWQgPyBSRVBFQVRFRF9GSUVMRCA6IE9QVElPTkFMX0ZJRUxEKSA9PSAoUkVQRUFURURfRklFTEQpOiAAQ0hFQ0sgZmFpbGVkOiAoY3BwX3R5cGUoZXh0ZW5zaW9uLT50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0lOVDY0KTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKCgqZXh0ZW5zaW9uKS50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX0lOVDY0KTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKGV4dGVuc2lvbi0+dHlwZSkpID09IChXaXJlRm9ybWF0TGl0ZTo6Q1BQVFlQRV9VSU5UNjQpOiAAQ0hFQ0sgZmFpbGVkOiAoY3BwX3R5cGUoKCpleHRlbnNpb24pLnR5cGUpKSA9PSAoV2lyZUZvcm1hdExpdGU6OkNQUFRZUEVfVUlOVDY0KTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKGV4dGVuc2lvbi0+dHlwZSkpID09IChXaXJlRm9ybWF0TGl0ZTo6Q1BQVFlQRV9JTlQzMik6IABDSEVDSyBmYWlsZWQ6IChjcHBfdHlwZSgoKmV4dGVuc2lvbikudHlwZSkpID09IChXaXJlRm9ybWF0TGl0ZTo6Q1BQVFlQRV9JTlQzMik6IABDSEVDSyBmYWlsZWQ6IChjcHBfdHlwZShleHRlbnNpb24tPnR5cGUpKSA9PSAoV2lyZUZvcm1hdExpdGU6OkNQUFRZUEVfVUlOVDMyKTogAENIRUNLIGZhaWxlZDogKGNwcF90eXBlKCgqZXh0ZW5zaW9uKS50eXBlKSkgPT0gKFdpcmVGb3JtYXRMaXRlOjpDUFBUWVBFX1VJTlQzMik6IABDSEVDSyBmYWlsZWQ6IChzaXplKSA+ICgwKTogAENIRUNLIGZhaWxlZDogKHRvdGFsX3NpemVfKSA+ICgwKTogAENIRUNLIGZhaWxlZDogKGluZGV4KSA+PSAoMCk6IABDSEVDSyBmYWlsZWQ6IChuKSA+PSAoMCk6IABDSEVDSyBmYWlsZWQ6IChzdGF0aWNfY2FzdDxzaXplX3Q+KG5ld19zaXplKSkgPD0gKChzdGQ6Om51bWVyaWNfbGltaXRzPHNpemVfdD46Om1heCgpIC0ga1JlcEhlYWRlclNpemUpIC8gc2l6ZW9mKEVsZW1lbnQpKTogAENIRUNLIGZhaWxlZDogKG5ld19zaXplKSA8PSAoKHN0ZDo6bnVtZXJpY19saW1pdHM8c2l6ZV90Pjo6bWF4KCkgLSBrUmVwSGVhZGVyU2l6ZSkgLyBzaXplb2Yob2xkX3JlcC0+ZWxlbWVudHNbMF0pKTogAENIRUNLIGZhaWxlZDogKHBvcyArIEFyZW5hSW1wbDo6a1NlcmlhbEFyZW5hU2l6ZSkgPD0gKGItPnNpemUoKSk6IABDSEVDSyBmYWlsZWQ6IElzSW5pdGlhbGl6ZWQoKTogAENIRUNLIGZhaWxlZDogIXRhZ2dlZF9wdHJfLklzVGFnZ2VkKCk6IAAiOiAALCAAKSAAW2xpYnByb3RvYnVmICVzICVzOiVkXSAlcwoACQABAQEBAQEBAQEBAQECAgMEAE5TdDNfXzIxMmJhc2ljX3N0cmluZ0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVOU185YWxsb2NhdG9ySWNFRUVFAE42Z29vZ2xlOHByb3RvYnVmMTRGYXRhbEV4Y2VwdGlvbkUATjZnb29nbGU4cHJvdG9idWY4aW50ZXJuYWwxNUV4dGVuc2lvbkZpbmRlckUATjZnb29nbGU4cHJvdG9idWY4aW50ZXJuYWwyNEdlbmVyYXRlZEV4dGVuc2lvbkZpbmRlckUATjZnb29nbGU4cHJvdG9idWY4aW50ZXJuYWwxNkludGVybmFsTWV0YWRhdGE5Q29udGFpbmVySU5TdDNfXzIxMmJhc2ljX3N0cmluZ0ljTlM0XzExY2hhcl90cmFpdHNJY0VFTlM0XzlhbGxvY2F0b3JJY0VFRUVFRQBONmdvb2dsZThwcm90b2J1ZjhpbnRlcm5hbDE2SW50ZXJuYWxNZXRhZGF0YTEzQ29udGFpbmVyQmFzZUUATjZnb29nbGU4cHJvdG9idWY4aW50ZXJuYWwxMkV4dGVuc2lvblNldDhLZXlWYWx1ZUUATjZnb29nbGU4cHJvdG9idWYxM1JlcGVhdGVkRmllbGRJaUVFAE42Z29vZ2xlOHByb3RvYnVmMTNSZXBlYXRlZEZpZWxkSXhFRQBONmdvb2dsZThwcm90b2J1ZjEzUmVwZWF0ZWRGaWVsZElqRUUATjZnb29nbGU4cHJvdG9idWYxM1JlcGVhdGVkRmllbGRJeUVFAE42Z29vZ2xlOHByb3RvYnVmMTNSZXBlYXRlZEZpZWxkSWZFRQBONmdvb2dsZThwcm90b2J1ZjEzUmVwZWF0ZWRGaWVsZElkRUUATjZnb29nbGU4cHJvdG9idWYxM1JlcGVhdGVkRmllbGRJYkVFAE42Z29vZ2xlOHByb3RvYnVmMTZSZXBlYXRlZFB0ckZpZWxkSU5TdDNfXzIxMmJhc2ljX3N0cmluZ0ljTlMyXzExY2hhcl90cmFpdHNJY0VFTlMyXzlhbGxvY2F0b3JJY0VFRUVFRQBONmdvb2dsZThwcm90b2J1ZjhpbnRlcm5hbDIwUmVwZWF0ZWRQdHJGaWVsZEJhc2VFAE42Z29vZ2xlOHByb3RvYnVmMTZSZXBlYXRlZFB0ckZpZWxkSU5TMF8xMU1lc3NhZ2VMaXRlRUVFAE5TdDNfXzIzbWFwSWlONmdvb2dsZThwcm90b2J1ZjhpbnRlcm5hbDEyRXh0ZW5zaW9uU2V0OUV4dGVuc2lvbkVOU180bGVzc0lpRUVOU185YWxsb2NhdG9ySU5TXzRwYWlySUtpUzVfRUVFRUVFAE42Z29vZ2xlOHByb3RvYnVmMTFNZXNzYWdlTGl0ZUUAQaSJAQtVBQAAAAYAAAACAAAABAAAAAEAAAAEAAAAAwAAAAcAAAAJAAAACgAAAAoAAAAJAAAAAwAAAAgAAAABAAAAAgAAAAEAAAACAAAAAAAAAP////8BAAAABQBBiIoBCxkBAAAABQAAAAAAAAACAAAAAwAAAAIAAAACAEGsigELBQUAAAABAEG8igELtBdOMTNzZW50ZW5jZXBpZWNlMzFTZW50ZW5jZVBpZWNlVGV4dF9TZW50ZW5jZVBpZWNlRQBOMTNzZW50ZW5jZXBpZWNlMTdTZW50ZW5jZVBpZWNlVGV4dEUATjEzc2VudGVuY2VwaWVjZTIyTkJlc3RTZW50ZW5jZVBpZWNlVGV4dEUATjEzc2VudGVuY2VwaWVjZTExVHJhaW5lclNwZWNFAE4xM3NlbnRlbmNlcGllY2UxNE5vcm1hbGl6ZXJTcGVjRQBOMTNzZW50ZW5jZXBpZWNlMTlTZWxmVGVzdERhdGFfU2FtcGxlRQBOMTNzZW50ZW5jZXBpZWNlMTJTZWxmVGVzdERhdGFFAE4xM3NlbnRlbmNlcGllY2UyNE1vZGVsUHJvdG9fU2VudGVuY2VQaWVjZUUATjEzc2VudGVuY2VwaWVjZTEwTW9kZWxQcm90b0UATjEzc2VudGVuY2VwaWVjZTNicGU1TW9kZWxFAABOMTNzZW50ZW5jZXBpZWNlNW1vZGVsOEZyZWVMaXN0SVpOS1NfM2JwZTVNb2RlbDEyU2FtcGxlRW5jb2RlRU5TdDNfXzIxN2Jhc2ljX3N0cmluZ192aWV3SWNOUzRfMTFjaGFyX3RyYWl0c0ljRUVFRWZFMTBTeW1ib2xQYWlyRUUATlN0M19fMjEwX19mdW5jdGlvbjZfX2Z1bmNJWk5LMTNzZW50ZW5jZXBpZWNlM2JwZTVNb2RlbDEyU2FtcGxlRW5jb2RlRU5TXzE3YmFzaWNfc3RyaW5nX3ZpZXdJY05TXzExY2hhcl90cmFpdHNJY0VFRUVmRTMkXzJOU185YWxsb2NhdG9ySVM5X0VFRnZTOF9QTlNfNnZlY3RvcklOU180cGFpcklTOF9pRUVOU0FfSVNFX0VFRUVFRUUATlN0M19fMjEwX19mdW5jdGlvbjZfX2Jhc2VJRnZOU18xN2Jhc2ljX3N0cmluZ192aWV3SWNOU18xMWNoYXJfdHJhaXRzSWNFRUVFUE5TXzZ2ZWN0b3JJTlNfNHBhaXJJUzVfaUVFTlNfOWFsbG9jYXRvcklTOF9FRUVFRUVFAFpOSzEzc2VudGVuY2VwaWVjZTNicGU1TW9kZWwxMlNhbXBsZUVuY29kZUVOU3QzX18yMTdiYXNpY19zdHJpbmdfdmlld0ljTlMyXzExY2hhcl90cmFpdHNJY0VFRUVmRTMkXzIATjEzc2VudGVuY2VwaWVjZTljaGFyYWN0ZXI1TW9kZWxFAE4xM3NlbnRlbmNlcGllY2UxMGZpbGVzeXN0ZW0xN1Bvc2l4UmVhZGFibGVGaWxlRQBOMTNzZW50ZW5jZXBpZWNlMTBmaWxlc3lzdGVtMTJSZWFkYWJsZUZpbGVFAE4xM3NlbnRlbmNlcGllY2UxNE1vZGVsSW50ZXJmYWNlRQAA77+9AE4xM3NlbnRlbmNlcGllY2UxMG5vcm1hbGl6ZXIxME5vcm1hbGl6ZXJFAE41RGFydHMxNURvdWJsZUFycmF5SW1wbEl2dml2RUUATjVEYXJ0czdEZXRhaWxzOUV4Y2VwdGlvbkUAIOKBhyAATjEzc2VudGVuY2VwaWVjZTI2SW1tdXRhYmxlU2VudGVuY2VQaWVjZVRleHRFAE4xM3NlbnRlbmNlcGllY2UzMUltbXV0YWJsZU5CZXN0U2VudGVuY2VQaWVjZVRleHRFAE4xM3NlbnRlbmNlcGllY2UyMlNlbnRlbmNlUGllY2VQcm9jZXNzb3JFAO+/vQDiloEATlN0M19fMjIwX19zaGFyZWRfcHRyX2VtcGxhY2VJTjEzc2VudGVuY2VwaWVjZTE3U2VudGVuY2VQaWVjZVRleHRFTlNfOWFsbG9jYXRvcklTMl9FRUVFAE5TdDNfXzIyMF9fc2hhcmVkX3B0cl9lbXBsYWNlSU4xM3NlbnRlbmNlcGllY2UyMk5CZXN0U2VudGVuY2VQaWVjZVRleHRFTlNfOWFsbG9jYXRvcklTMl9FRUVFAE4xM3NlbnRlbmNlcGllY2U3dW5pZ3JhbTVNb2RlbEUATjEzc2VudGVuY2VwaWVjZTd1bmlncmFtN0xhdHRpY2VFAE4xM3NlbnRlbmNlcGllY2U1bW9kZWw4RnJlZUxpc3RJTlNfN3VuaWdyYW03TGF0dGljZTROb2RlRUVFAE4xM3NlbnRlbmNlcGllY2U1bW9kZWw4RnJlZUxpc3RJTlNfN3VuaWdyYW0xMl9HTE9CQUxfX05fMTEwSHlwb3RoZXNpc0VFRQBOMTNzZW50ZW5jZXBpZWNlNHdvcmQ1TW9kZWxFAE40YWJzbDRGbGFnSWlFRQBONGFic2w0RmxhZ0liRUUATlN0M19fMjIwX19zaGFyZWRfcHRyX3BvaW50ZXJJUE40YWJzbDhpbnRlcm5hbDhGbGFnRnVuY0VOU18xMHNoYXJlZF9wdHJJUzNfRTI3X19zaGFyZWRfcHRyX2RlZmF1bHRfZGVsZXRlSVMzX1MzX0VFTlNfOWFsbG9jYXRvcklTM19FRUVFAE5TdDNfXzIxMHNoYXJlZF9wdHJJTjRhYnNsOGludGVybmFsOEZsYWdGdW5jRUUyN19fc2hhcmVkX3B0cl9kZWZhdWx0X2RlbGV0ZUlTM19TM19FRQBOU3QzX18yMTBfX2Z1bmN0aW9uNl9fYmFzZUlGdlJLTlNfMTJiYXNpY19zdHJpbmdJY05TXzExY2hhcl90cmFpdHNJY0VFTlNfOWFsbG9jYXRvckljRUVFRUVFRQBOU3QzX18yMTBfX2Z1bmN0aW9uNl9fZnVuY0laTjRhYnNsNEZsYWdJaUVDMUVQS2NTNl9TNl9SS2lFVWxSS05TXzEyYmFzaWNfc3RyaW5nSWNOU18xMWNoYXJfdHJhaXRzSWNFRU5TXzlhbGxvY2F0b3JJY0VFRUVFX05TQ19JU0hfRUVGdlNHX0VFRQBaTjRhYnNsNEZsYWdJaUVDMUVQS2NTM19TM19SS2lFVWxSS05TdDNfXzIxMmJhc2ljX3N0cmluZ0ljTlM2XzExY2hhcl90cmFpdHNJY0VFTlM2XzlhbGxvY2F0b3JJY0VFRUVFXwBOU3QzX18yMTBfX2Z1bmN0aW9uNl9fZnVuY0laTjRhYnNsNEZsYWdJYkVDMUVQS2NTNl9TNl9SS2JFVWxSS05TXzEyYmFzaWNfc3RyaW5nSWNOU18xMWNoYXJfdHJhaXRzSWNFRU5TXzlhbGxvY2F0b3JJY0VFRUVFX05TQ19JU0hfRUVGdlNHX0VFRQBaTjRhYnNsNEZsYWdJYkVDMUVQS2NTM19TM19SS2JFVWxSS05TdDNfXzIxMmJhc2ljX3N0cmluZ0ljTlM2XzExY2hhcl90cmFpdHNJY0VFTlM2XzlhbGxvY2F0b3JJY0VFRUVFXwBOU3QzX18yNnZlY3RvcklOU18xMmJhc2ljX3N0cmluZ0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVOU185YWxsb2NhdG9ySWNFRUVFTlM0X0lTNl9FRUVFAADoyAAATU8AAFBOU3QzX18yNnZlY3RvcklOU18xMmJhc2ljX3N0cmluZ0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVOU185YWxsb2NhdG9ySWNFRUVFTlM0X0lTNl9FRUVFAADIyQAArE8AAAAAAACkTwAAUEtOU3QzX18yNnZlY3RvcklOU18xMmJhc2ljX3N0cmluZ0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVOU185YWxsb2NhdG9ySWNFRUVFTlM0X0lTNl9FRUVFAMjJAAAUUAAAAQAAAKRPAABpaQB2AHZpAARQAAAkyAAABFAAADDLAAB2aWlpAAAAAAAAAAAkyAAABFAAAKjIAAAwywAAdmlpaWkAAACoyAAAbFAAAGlpaQDkUAAApE8AAKjIAABOMTBlbXNjcmlwdGVuM3ZhbEUAAOjIAADQUAAAaWlpaQBBgKIBC8IBPMgAAKRPAACoyAAAMMsAAGlpaWlpAE5TdDNfXzI2dmVjdG9ySWlOU185YWxsb2NhdG9ySWlFRUVFAAAA6MgAABZRAABQTlN0M19fMjZ2ZWN0b3JJaU5TXzlhbGxvY2F0b3JJaUVFRUUAAAAAyMkAAERRAAAAAAAAPFEAAFBLTlN0M19fMjZ2ZWN0b3JJaU5TXzlhbGxvY2F0b3JJaUVFRUUAAADIyQAAfFEAAAEAAAA8UQAAbFEAACTIAABsUQAAhMgAQdCjAQsiJMgAAGxRAACoyAAAhMgAAKjIAACkUQAA5FAAADxRAACoyABBgKQBC/IJPMgAADxRAACoyAAAhMgAADxRAADkUAAATjEzc2VudGVuY2VwaWVjZTR1dGlsNlN0YXR1c0UAAADoyAAAGFIAAFBOMTNzZW50ZW5jZXBpZWNlNHV0aWw2U3RhdHVzRQAAyMkAAEBSAAAAAAAAOFIAAFBLTjEzc2VudGVuY2VwaWVjZTR1dGlsNlN0YXR1c0UAyMkAAHBSAAABAAAAOFIAAGBSAAAwywAAkFIAAE5TdDNfXzIxN2Jhc2ljX3N0cmluZ192aWV3SWNOU18xMWNoYXJfdHJhaXRzSWNFRUVFAADoyAAArFIAAFBOU3QzX18yMTdiYXNpY19zdHJpbmdfdmlld0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVFRQDIyQAA6FIAAAAAAADgUgAAUEtOU3QzX18yMTdiYXNpY19zdHJpbmdfdmlld0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVFRQAAAADIyQAALFMAAAEAAADgUgAAHFMAADDLAAAxMFN0cmluZ1ZpZXcAAAAA6MgAAHxTAABQMTBTdHJpbmdWaWV3AAAAyMkAAJRTAAAAAAAAjFMAAFBLMTBTdHJpbmdWaWV3AADIyQAAtFMAAAEAAACMUwAApFMAADDLAADgUgAApFMAAFBOMTNzZW50ZW5jZXBpZWNlMjJTZW50ZW5jZVBpZWNlUHJvY2Vzc29yRQAAyMkAAORTAAAAAAAAwNMAAFBLTjEzc2VudGVuY2VwaWVjZTIyU2VudGVuY2VQaWVjZVByb2Nlc3NvckUAyMkAACBUAAABAAAAwNMAAAAAAAAcVQAAmAEAAJkBAACaAQAAmwEAAJwBAABOU3QzX18yMjBfX3NoYXJlZF9wdHJfcG9pbnRlcklQTjEzc2VudGVuY2VwaWVjZTIyU2VudGVuY2VQaWVjZVByb2Nlc3NvckVOMTBlbXNjcmlwdGVuMTVzbWFydF9wdHJfdHJhaXRJTlNfMTBzaGFyZWRfcHRySVMyX0VFRTExdmFsX2RlbGV0ZXJFTlNfOWFsbG9jYXRvcklTMl9FRUVFAAAAABDJAAB4VAAAiMYAAE4xMGVtc2NyaXB0ZW4xNXNtYXJ0X3B0cl90cmFpdElOU3QzX18yMTBzaGFyZWRfcHRySU4xM3NlbnRlbmNlcGllY2UyMlNlbnRlbmNlUGllY2VQcm9jZXNzb3JFRUVFMTF2YWxfZGVsZXRlckUATlN0M19fMjEwc2hhcmVkX3B0cklOMTNzZW50ZW5jZXBpZWNlMjJTZW50ZW5jZVBpZWNlUHJvY2Vzc29yRUVFAAAA6MgAAJZVAABpAAAA2FUAAAAAAABkVgAAnQEAAJ4BAACfAQAAHwEAAKABAABOU3QzX18yMjBfX3NoYXJlZF9wdHJfZW1wbGFjZUlOMTNzZW50ZW5jZXBpZWNlMjJTZW50ZW5jZVBpZWNlUHJvY2Vzc29yRU5TXzlhbGxvY2F0b3JJUzJfRUVFRQAAAAAQyQAABFYAAIjGAAA4UgAAEFQAAOBSAAA4UgAATFQAADhSAAAQVAAA5FYAAE5TdDNfXzI2dmVjdG9ySU5TXzE3YmFzaWNfc3RyaW5nX3ZpZXdJY05TXzExY2hhcl90cmFpdHNJY0VFRUVOU185YWxsb2NhdG9ySVM0X0VFRUUAAOjIAACQVgAAOFIAABBUAEGArgEL4Ac4UgAAEFQAAOBSAACEyAAApE8AAExUAADgUgAAPFEAAExUAADgUgAAhMgAAExUAADgUgAAMMsAAExUAAA8UQAATlN0M19fMjEyYmFzaWNfc3RyaW5nSWhOU18xMWNoYXJfdHJhaXRzSWhFRU5TXzlhbGxvY2F0b3JJaEVFRUUAAOjIAABAVwAATlN0M19fMjEyYmFzaWNfc3RyaW5nSXdOU18xMWNoYXJfdHJhaXRzSXdFRU5TXzlhbGxvY2F0b3JJd0VFRUUAAOjIAACIVwAATlN0M19fMjEyYmFzaWNfc3RyaW5nSURzTlNfMTFjaGFyX3RyYWl0c0lEc0VFTlNfOWFsbG9jYXRvcklEc0VFRUUAAADoyAAA0FcAAE5TdDNfXzIxMmJhc2ljX3N0cmluZ0lEaU5TXzExY2hhcl90cmFpdHNJRGlFRU5TXzlhbGxvY2F0b3JJRGlFRUVFAAAA6MgAABxYAABOMTBlbXNjcmlwdGVuMTFtZW1vcnlfdmlld0ljRUUAAOjIAABoWAAATjEwZW1zY3JpcHRlbjExbWVtb3J5X3ZpZXdJYUVFAADoyAAAkFgAAE4xMGVtc2NyaXB0ZW4xMW1lbW9yeV92aWV3SWhFRQAA6MgAALhYAABOMTBlbXNjcmlwdGVuMTFtZW1vcnlfdmlld0lzRUUAAOjIAADgWAAATjEwZW1zY3JpcHRlbjExbWVtb3J5X3ZpZXdJdEVFAADoyAAACFkAAE4xMGVtc2NyaXB0ZW4xMW1lbW9yeV92aWV3SWlFRQAA6MgAADBZAABOMTBlbXNjcmlwdGVuMTFtZW1vcnlfdmlld0lqRUUAAOjIAABYWQAATjEwZW1zY3JpcHRlbjExbWVtb3J5X3ZpZXdJbEVFAADoyAAAgFkAAE4xMGVtc2NyaXB0ZW4xMW1lbW9yeV92aWV3SW1FRQAA6MgAAKhZAABOMTBlbXNjcmlwdGVuMTFtZW1vcnlfdmlld0l4RUUAAOjIAADQWQAATjEwZW1zY3JpcHRlbjExbWVtb3J5X3ZpZXdJeUVFAADoyAAA+FkAAE4xMGVtc2NyaXB0ZW4xMW1lbW9yeV92aWV3SWZFRQAA6MgAACBaAABOMTBlbXNjcmlwdGVuMTFtZW1vcnlfdmlld0lkRUUAAOjIAABIWgAA/oIrZUcVZ0AAAAAAAAA4QwAA+v5CLna/OjuevJr3DL29/f/////fPzxUVVVVVcU/kSsXz1VVpT8X0KRnERGBPwAAAAAAAMhC7zn6/kIu5j8kxIL/vb/OP7X0DNcIa6w/zFBG0quygz+EOk6b4NdVPwBB7rUBC7o28D9uv4gaTzubPDUz+6k99u8/XdzYnBNgcbxhgHc+muzvP9FmhxB6XpC8hX9u6BXj7z8T9mc1UtKMPHSFFdOw2e8/+o75I4DOi7ze9t0pa9DvP2HI5mFO92A8yJt1GEXH7z+Z0zNb5KOQPIPzxso+vu8/bXuDXaaalzwPiflsWLXvP/zv/ZIatY4890dyK5Ks7z/RnC9wPb4+PKLR0zLso+8/C26QiTQDarwb0/6vZpvvPw69LypSVpW8UVsS0AGT7z9V6k6M74BQvMwxbMC9iu8/FvTVuSPJkbzgLamumoLvP69VXOnj04A8UY6lyJh67z9Ik6XqFRuAvHtRfTy4cu8/PTLeVfAfj7zqjYw4+WrvP79TEz+MiYs8dctv61tj7z8m6xF2nNmWvNRcBITgW+8/YC86PvfsmjyquWgxh1TvP504hsuC54+8Hdn8IlBN7z+Nw6ZEQW+KPNaMYog7Ru8/fQTksAV6gDyW3H2RST/vP5SoqOP9jpY8OGJ1bno47z99SHTyGF6HPD+msk/OMe8/8ucfmCtHgDzdfOJlRSvvP14IcT97uJa8gWP14d8k7z8xqwlt4feCPOHeH/WdHu8/+r9vGpshPbyQ2drQfxjvP7QKDHKCN4s8CwPkpoUS7z+Py86JkhRuPFYvPqmvDO8/tquwTXVNgzwVtzEK/gbvP0x0rOIBQoY8MdhM/HAB7z9K+NNdOd2PPP8WZLII/O4/BFuOO4Cjhrzxn5JfxfbuP2hQS8ztSpK8y6k6N6fx7j+OLVEb+AeZvGbYBW2u7O4/0jaUPujRcbz3n+U02+fuPxUbzrMZGZm85agTwy3j7j9tTCqnSJ+FPCI0Ekym3u4/imkoemASk7wcgKwERdruP1uJF0iPp1i8Ki73IQrW7j8bmklnmyx8vJeoUNn10e4/EazCYO1jQzwtiWFgCM7uP+9kBjsJZpY8VwAd7UHK7j95A6Ha4cxuPNA8wbWixu4/MBIPP47/kzze09fwKsPuP7CvervOkHY8Jyo21dq/7j934FTrvR2TPA3d/ZmyvO4/jqNxADSUj7ynLJ12srnuP0mjk9zM3oe8QmbPotq27j9fOA+9xt54vIJPnVYrtO4/9lx77EYShrwPkl3KpLHuP47X/RgFNZM82ie1Nkev7j8Fm4ovt5h7PP3Hl9QSre4/CVQc4uFjkDwpVEjdB6vuP+rGGVCFxzQ8t0ZZiiap7j81wGQr5jKUPEghrRVvp+4/n3aZYUrkjLwJ3Ha54aXuP6hN7zvFM4y8hVU6sH6k7j+u6SuJeFOEvCDDzDRGo+4/WFhWeN3Ok7wlIlWCOKLuP2QZfoCqEFc8c6lM1FWh7j8oIl6/77OTvM07f2aeoO4/grk0h60Sary/2gt1EqDuP+6pbbjvZ2O8LxplPLKf7j9RiOBUPdyAvISUUfl9n+4/zz5afmQfeLx0X+zodZ/uP7B9i8BK7oa8dIGlSJqf7j+K5lUeMhmGvMlnQlbrn+4/09QJXsuckDw/Xd5PaaDuPx2lTbncMnu8hwHrcxSh7j9rwGdU/eyUPDLBMAHtoe4/VWzWq+HrZTxiTs8286LuP0LPsy/FoYi8Eho+VCek7j80NzvxtmmTvBPOTJmJpe4/Hv8ZOoRegLytxyNGGqfuP25XcthQ1JS87ZJEm9mo7j8Aig5bZ62QPJlmitnHqu4/tOrwwS+3jTzboCpC5azuP//nxZxgtmW8jES1FjKv7j9EX/NZg/Z7PDZ3FZmuse4/gz0epx8Jk7zG/5ELW7TuPykebIu4qV285cXNsDe37j9ZuZB8+SNsvA9SyMtEuu4/qvn0IkNDkrxQTt6fgr3uP0uOZtdsyoW8ugfKcPHA7j8nzpEr/K9xPJDwo4KRxO4/u3MK4TXSbTwjI+MZY8juP2MiYiIExYe8ZeVde2bM7j/VMeLjhhyLPDMtSuyb0O4/Fbu809G7kbxdJT6yA9XuP9Ix7pwxzJA8WLMwE57Z7j+zWnNuhGmEPL/9eVVr3u4/tJ2Ol83fgrx689O/a+PuP4czy5J3Gow8rdNamZ/o7j/62dFKj3uQvGa2jSkH7u4/uq7cVtnDVbz7FU+4ovPuP0D2pj0OpJC8OlnljXL57j80k6049NZovEde+/J2/+4/NYpYa+LukbxKBqEwsAXvP83dXwrX/3Q80sFLkB4M7z+smJL6+72RvAke11vCEu8/swyvMK5uczycUoXdmxnvP5T9n1wy4448etD/X6sg7z+sWQnRj+CEPEvRVy7xJ+8/ZxpOOK/NYzy15waUbS/vP2gZkmwsa2c8aZDv3CA37z/StcyDGIqAvPrDXVULP+8/b/r/P12tj7x8iQdKLUfvP0mpdTiuDZC88okNCIdP7z+nBz2mhaN0PIek+9wYWO8/DyJAIJ6RgryYg8kW42DvP6ySwdVQWo48hTLbA+Zp7z9LawGsWTqEPGC0AfMhc+8/Hz60ByHVgrxfm3szl3zvP8kNRzu5Kom8KaH1FEaG7z/TiDpgBLZ0PPY/i+cukO8/cXKdUezFgzyDTMf7UZrvP/CR048S94+82pCkoq+k7z99dCPimK6NvPFnji1Ir+8/CCCqQbzDjjwnWmHuG7rvPzLrqcOUK4Q8l7prNyvF7z/uhdExqWSKPEBFblt20O8/7eM75Lo3jrwUvpyt/dvvP53NkU07iXc82JCegcHn7z+JzGBBwQVTPPFxjyvC8+8/AAAAAAAA8D90hRXTsNnvPw+J+WxYte8/UVsS0AGT7z97UX08uHLvP6q5aDGHVO8/OGJ1bno47z/h3h/1nR7vPxW3MQr+Bu8/y6k6N6fx7j8iNBJMpt7uPy2JYWAIzu4/Jyo21dq/7j+CT51WK7TuPylUSN0Hq+4/hVU6sH6k7j/NO39mnqDuP3Rf7Oh1n+4/hwHrcxSh7j8TzkyZiaXuP9ugKkLlrO4/5cXNsDe37j+Q8KOCkcTuP10lPrID1e4/rdNamZ/o7j9HXvvydv/uP5xShd2bGe8/aZDv3CA37z+HpPvcGFjvP1+bezOXfO8/2pCkoq+k7z9ARW5bdtDvPwAAAAAAAOhClCORS/hqrD/zxPpQzr/OP9ZSDP9CLuY/AAAAAAAAOEP+gitlRxVHQJQjkUv4arw+88T6UM6/Lj/WUgz/Qi6WPwA4+v5CLuY/MGfHk1fzLj0BAAAAAADgv1swUVVVVdU/kEXr////z78RAfEks5nJP5/IBuV1VcW/AAAAAAAA4L93VVVVVVXVP8v9/////8+/DN2VmZmZyT+nRWdVVVXFvzDeRKMkScI/ZT1CpP//v7/K1ioohHG8P/9osEPrmbm/hdCv94KBtz/NRdF1E1K1v5/e4MPwNPc/AJDmeX/M178f6SxqeBP3PwAADcLub9e/oLX6CGDy9j8A4FET4xPXv32MEx+m0fY/AHgoOFu41r/RtMULSbH2PwB4gJBVXda/ugwvM0eR9j8AABh20ALWvyNCIhifcfY/AJCQhsqo1b/ZHqWZT1L2PwBQA1ZDT9W/xCSPqlYz9j8AQGvDN/bUvxTcnWuzFPY/AFCo/aed1L9MXMZSZPb1PwCoiTmSRdS/TyyRtWfY9T8AuLA59O3Tv96QW8u8uvU/AHCPRM6W0794GtnyYZ31PwCgvRceQNO/h1ZGElaA9T8AgEbv4unSv9Nr586XY/U/AOAwOBuU0r+Tf6fiJUf1PwCI2ozFPtK/g0UGQv8q9T8AkCcp4enRv9+9stsiD/U/APhIK22V0b/X3jRHj/P0PwD4uZpnQdG/QCjez0PY9D8AmO+U0O3Qv8ijeMA+vfQ/ABDbGKWa0L+KJeDDf6L0PwC4Y1LmR9C/NITUJAWI9D8A8IZFIuvPvwstGRvObfQ/ALAXdUpHz79UGDnT2VP0PwAwED1EpM6/WoS0RCc69D8AsOlEDQLOv/v4FUG1IPQ/APB3KaJgzb+x9D7aggf0PwCQlQQBwMy/j/5XXY/u8z8AEIlWKSDMv+lMC6DZ1fM/ABCBjReBy78rwRDAYL3zPwDQ08zJ4sq/uNp1KySl8z8AkBIuQEXKvwLQn80ijfM/APAdaHeoyb8ceoTFW3XzPwAwSGltDMm/4jatSc5d8z8AwEWmIHHIv0DUTZh5RvM/ADAUtI/Wx78ky//OXC/zPwBwYjy4PMe/SQ2hdXcY8z8AYDebmqPGv5A5PjfIAfM/AKC3VDELxr9B+JW7TuvyPwAwJHZ9c8W/0akZAgrV8j8AMMKPe9zEvyr9t6j5vvI/AADSUSxGxL+rGwx6HKnyPwAAg7yKsMO/MLUUYHKT8j8AAElrmRvDv/WhV1f6ffI/AECkkFSHwr+/Ox2bs2jyPwCgefi588G/vfWPg51T8j8AoCwlyGDBvzsIyaq3PvI/ACD3V3/OwL+2QKkrASryPwCg/kncPMC/MkHMlnkV8j8AgEu8vVe/v5v80h0gAfI/AEBAlgg3vr8LSE1J9OzxPwBA+T6YF72/aWWPUvXY8T8AoNhOZ/m7v3x+VxEjxfE/AGAvIHncur/pJst0fLHxPwCAKOfDwLm/thosDAGe8T8AwHKzRqa4v71wtnuwivE/AACsswGNt7+2vO8linfxPwAAOEXxdLa/2jFMNY1k8T8AgIdtDl61v91fJ5C5UfE/AOCh3lxItL9M0jKkDj/xPwCgak3ZM7O/2vkQcoss8T8AYMX4eSCyvzG17CgwGvE/ACBimEYOsb+vNITa+wfxPwAA0mps+q+/s2tOD+718D8AQHdKjdqtv86fKl0G5PA/AACF5Oy8q78hpSxjRNLwPwDAEkCJoam/GpjifKfA8D8AwAIzWIinv9E2xoMvr/A/AIDWZ15xpb85E6CY253wPwCAZUmKXKO/3+dSr6uM8D8AQBVk40mhv/soTi+fe/A/AIDrgsBynr8ZjzWMtWrwPwCAUlLxVZq/LPnspe5Z8D8AgIHPYj2Wv5As0c1JSfA/AACqjPsokr+prfDGxjjwPwAA+SB7MYy/qTJ5E2Uo8D8AAKpdNRmEv0hz6ickGPA/AADswgMSeL+VsRQGBAjwPwAAJHkJBGC/Gvom9x/g7z8AAJCE8+9vP3TqYcIcoe8/AAA9NUHchz8umYGwEGPvPwCAwsSjzpM/za3uPPYl7z8AAIkUwZ+bP+cTkQPI6e4/AAARztiwoT+rsct4gK7uPwDAAdBbiqU/mwydohp07j8AgNhAg1ypP7WZCoOROu4/AIBX72onrT9WmmAJ4AHuPwDAmOWYdbA/mLt35QHK7T8AIA3j9VOyPwORfAvyku0/AAA4i90utD/OXPtmrFztPwDAV4dZBrY/nd5eqiwn7T8AAGo1dtq3P80saz5u8uw/AGAcTkOruT8Ceaeibb7sPwBgDbvHeLs/bQg3bSaL7D8AIOcyE0O9PwRYXb2UWOw/AGDecTEKvz+Mn7sztSbsPwBAkSsVZ8A/P+fs7oP16z8AsJKChUfBP8GW23X9xOs/ADDKzW4mwj8oSoYMHpXrPwBQxabXA8M/LD7vxeJl6z8AEDM8w9/DP4uIyWdIN+s/AIB6aza6xD9KMB0hSwnrPwDw0Sg5k8U/fu/yhejb6j8A8BgkzWrGP6I9YDEdr+o/AJBm7PhAxz+nWNM/5oLqPwDwGvXAFcg/i3MJ70BX6j8AgPZUKenIPydLq5AqLOo/AED4Aja7yT/R8pMToAHqPwAALBzti8o/GzzbJJ/X6T8A0AFcUVvLP5CxxwUlruk/AMC8zGcpzD8vzpfyLoXpPwBgSNU19sw/dUuk7rpc6T8AwEY0vcHNPzhI553GNOk/AODPuAGMzj/mUmcvTw3pPwCQF8AJVc8/ndf/jlLm6D8AuB8SbA7QP3wAzJ/Ov+g/ANCTDrhx0D8Ow77awJnoPwBwhp5r1NA/+xcjqid06D8A0EszhzbRPwias6wAT+g/AEgjZw2Y0T9VPmXoSSroPwCAzOD/+NE/YAL0lQEG6D8AaGPXX1nSPymj4GMl4uc/AKgUCTC50j+ttdx3s77nPwBgQxByGNM/wiWXZ6qb5z8AGOxtJnfTP1cGF/IHeec/ADCv+0/V0z8ME9bbylbnPwDgL+PuMtQ/a7ZPAQAQ5j88W0KRbAJ+PJW0TQMAMOY/QV0ASOq/jTx41JQNAFDmP7el1oanf448rW9OBwBw5j9MJVRr6vxhPK4P3/7/j+Y//Q5ZTCd+fLy8xWMHALDmPwHa3EhowYq89sFcHgDQ5j8Rk0mdHD+DPD72Bev/7+Y/Uy3iGgSAfryAl4YOABDnP1J5CXFm/3s8Euln/P8v5z8kh70m4gCMPGoRgd//T+c/0gHxbpECbryQnGcPAHDnP3ScVM1x/Ge8Nch++v+P5z+DBPWewb6BPObCIP7/r+c/ZWTMKRd+cLwAyT/t/8/nPxyLewhygIC8dhom6f/v5z+u+Z1tKMCNPOijnAQAEOg/M0zlUdJ/iTyPLJMXADDoP4HzMLbp/oq8nHMzBgBQ6D+8NWVrv7+JPMaJQiAAcOg/dXsR82W/i7wEefXr/4/oP1fLPaJuAIm83wS8IgCw6D8KS+A43wB9vIobDOX/z+g/BZ//RnEAiLxDjpH8/+/oPzhwetB7gYM8x1/6HgAQ6T8DtN92kT6JPLl7RhMAMOk/dgKYS06AfzxvB+7m/0/pPy5i/9nwfo+80RI83v9v6T+6OCaWqoJwvA2KRfT/j+k/76hkkRuAh7w+Lpjd/6/pPzeTWorgQIe8ZvtJ7f/P6T8A4JvBCM4/PFGc8SAA8Ok/CluIJ6o/irwGsEURABDqP1baWJlI/3Q8+va7BwAw6j8YbSuKq76MPHkdlxAAUOo/MHl43cr+iDxILvUdAHDqP9ur2D12QY+8UjNZHACQ6j8SdsKEAr+OvEs+TyoAsOo/Xz//PAT9abzRHq7X/8/qP7RwkBLnPoK8eARR7v/v6j+j3g7gPgZqPFsNZdv/D+s/uQofOMgGWjxXyqr+/y/rPx08I3QeAXm83LqV2f9P6z+fKoZoEP95vJxlniQAcOs/Pk+G0EX/ijxAFof5/4/rP/nDwpZ3/nw8T8sE0v+v6z/EK/LuJ/9jvEVcQdL/z+s/Ieo77rf/bLzfCWP4/+/rP1wLLpcDQYG8U3a14f8P7D8ZareUZMGLPONX+vH/L+w/7cYwje/+ZLwk5L/c/0/sP3VH7LxoP4S897lU7f9v7D/s4FPwo36EPNWPmev/j+w/8ZL5jQaDczyaISUhALDsPwQOGGSO/Wi8nEaU3f/P7D9y6sccvn6OPHbE/er/7+w//oifrTm+jjwr+JoWABDtP3FauaiRfXU8HfcPDQAw7T/ax3BpkMGJPMQPeer/T+0/DP5YxTcOWLzlh9wuAHDtP0QPwU3WgH+8qoLcIQCQ7T9cXP2Uj3x0vIMCa9j/r+0/fmEhxR1/jDw5R2wpANDtP1Ox/7KeAYg89ZBE5f/v7T+JzFLG0gBuPJT2q83/D+4/0mktIECDf7zdyFLb/y/uP2QIG8rBAHs87xZC8v9P7j9Rq5SwqP9yPBFeiuj/b+4/Wb7vsXP2V7wN/54RAJDuPwHIC16NgIS8RBel3/+v7j+1IEPVBgB4PKF/EhoA0O4/klxWYPgCULzEvLoHAPDuPxHmNV1EQIW8Ao169f8P7z8Fke85MftPvMeK5R4AMO8/VRFz8qyBijyUNIL1/0/vP0PH19RBP4o8a0yp/P9v7z91eJgc9AJivEHE+eH/j+8/S+d39NF9dzx+4+DS/6/vPzGjfJoZAW+8nuR3HADQ7z+xrM5L7oFxPDHD4Pf/7+8/WodwATcFbrxuYGX0/w/wP9oKHEmtfoq8WHqG8/8v8D/gsvzDaX+XvBcN/P3/T/A/W5TLNP6/lzyCTc0DAHDwP8tW5MCDAII86Mvy+f+P8D8adTe+3/9tvGXaDAEAsPA/6ybmrn8/kbw406QBANDwP/efSHn6fYA8/f3a+v/v8D/Aa9ZwBQR3vJb9ugsAEPE/YgtthNSAjjxd9OX6/y/xP+82/WT6v5082ZrVDQBQ8T+uUBJwdwCaPJpVIQ8AcPE/7t7j4vn9jTwmVCf8/4/xP3NyO9wwAJE8WTw9EgCw8T+IAQOAeX+ZPLeeKfj/z/E/Z4yfqzL5ZbwA1Ir0/+/xP+tbp52/f5M8pIaLDAAQ8j8iW/2Ra4CfPANDhQMAMPI/M7+f68L/kzyE9rz//0/yP3IuLn7nAXY82SEp9f9v8j9hDH92u/x/PDw6kxQAkPI/K0ECPMoCcrwTY1UUALDyPwIf8jOCgJK8O1L+6//P8j/y3E84fv+IvJatuAsA8PI/xUEwUFH/hbyv4nr7/w/zP50oXohxAIG8f1+s/v8v8z8Vt7c/Xf+RvFZnpgwAUPM/vYKLIoJ/lTwh9/sRAHDzP8zVDcS6AIA8uS9Z+f+P8z9Rp7ItnT+UvELS3QQAsPM/4Th2cGt/hTxXybL1/8/zPzESvxA6Ano8GLSw6v/v8z+wUrFmbX+YPPSvMhUAEPQ/JIUZXzf4Zzwpi0cXADD0P0NR3HLmAYM8Y7SV5/9P9D9aibK4af+JPOB1BOj/b/Q/VPLCm7HAlbznwW/v/4/0P3IqOvIJQJs8BKe+5f+v9D9FfQ2/t/+UvN4nEBcA0PQ/PWrccWTAmbziPvAPAPD0PxxThQuJf5c80UvcEgAQ9T82pGZxZQRgPHonBRYAMPU/CTIjzs6/lrxMcNvs/0/1P9ehBQVyAom8qVRf7/9v9T8SZMkO5r+bPBIQ5hcAkPU/kO+vgcV+iDySPskDALD1P8AMvwoIQZ+8vBlJHQDQ9T8pRyX7KoGYvIl6uOf/7/U/BGntgLd+lLy+8/h57GH2P96qjID3e9W/PYivSu1x9T/bbcCn8L7Sv7AQ8PA5lfQ/ZzpRf64e0L+FA7iwlcnzP+kkgqbYMcu/pWSIDBkN8z9Yd8AKT1fGv6COC3siXvI/AIGcxyuqwb8/NBpKSrvxP14OjM52Trq/uuWK8Fgj8T/MHGFaPJexv6cAmUE/lfA/HgzhOPRSor8AAAAAAADwPwAAAAAAAAAArEea/Yxg7j+EWfJdqqWqP6BqAh+zpOw/tC42qlNevD/m/GpXNiDrPwjbIHflJsU/LaqhY9HC6T9wRyINhsLLP+1BeAPmhug/4X6gyIsF0T9iSFP13GfnPwnutlcwBNQ/7zn6/kIu5j80g7hIow7Qv2oL4AtbV9U/I0EK8v7/378AOPr+Qi7mPzBnx5NX8y49AAAAAAAA4L9gVVVVVVXlvwYAAAAAAOA/TlVZmZmZ6T96pClVVVXlv+lFSJtbSfK/wz8miysA8D8AAAAAAKD2PwBBsewBCxfIufKCLNa/gFY3KCS0+jwAAAAAAID2PwBB0ewBCxcIWL+90dW/IPfg2AilHL0AAAAAAGD2PwBB8ewBCxdYRRd3dtW/bVC21aRiI70AAAAAAED2PwBBke0BCxf4LYetGtW/1WewnuSE5rwAAAAAACD2PwBBse0BCxd4d5VfvtS/4D4pk2kbBL0AAAAAAAD2PwBB0e0BCxdgHMKLYdS/zIRMSC/YEz0AAAAAAOD1PwBB8e0BCxeohoYwBNS/OguC7fNC3DwAAAAAAMD1PwBBke4BCxdIaVVMptO/YJRRhsaxID0AAAAAAKD1PwBBse4BCxeAmJrdR9O/koDF1E1ZJT0AAAAAAID1PwBB0e4BCxcg4bri6NK/2Cu3mR57Jj0AAAAAAGD1PwBB8e4BCxeI3hNaidK/P7DPthTKFT0AAAAAAGD1PwBBke8BCxeI3hNaidK/P7DPthTKFT0AAAAAAED1PwBBse8BCxd4z/tBKdK/dtpTKCRaFr0AAAAAACD1PwBB0e8BCxeYacGYyNG/BFTnaLyvH70AAAAAAAD1PwBB8e8BCxeoq6tcZ9G/8KiCM8YfHz0AAAAAAOD0PwBBkfABCxdIrvmLBdG/ZloF/cSoJr0AAAAAAMD0PwBBsfABCxeQc+Iko9C/DgP0fu5rDL0AAAAAAKD0PwBB0fABCxfQtJQlQNC/fy30nrg28LwAAAAAAKD0PwBB8fABCxfQtJQlQNC/fy30nrg28LwAAAAAAID0PwBBkfEBCxdAXm0Yuc+/hzyZqypXDT0AAAAAAGD0PwBBsfEBCxdg3Mut8M6/JK+GnLcmKz0AAAAAAED0PwBB0fEBCxfwKm4HJ86/EP8/VE8vF70AAAAAACD0PwBB8fEBCxfAT2shXM2/G2jKu5G6IT0AAAAAAAD0PwBBkfIBCxegmsf3j8y/NISfaE95Jz0AAAAAAAD0PwBBsfIBCxegmsf3j8y/NISfaE95Jz0AAAAAAODzPwBB0fIBCxeQLXSGwsu/j7eLMbBOGT0AAAAAAMDzPwBB8fIBCxfAgE7J88q/ZpDNP2NOujwAAAAAAKDzPwBBkfMBCxew4h+8I8q/6sFG3GSMJb0AAAAAAKDzPwBBsfMBCxew4h+8I8q/6sFG3GSMJb0AAAAAAIDzPwBB0fMBCxdQ9JxaUsm/49TBBNnRKr0AAAAAAGDzPwBB8fMBCxfQIGWgf8i/Cfrbf7+9Kz0AAAAAAEDzPwBBkfQBCxfgEAKJq8e/WEpTcpDbKz0AAAAAAEDzPwBBsfQBCxfgEAKJq8e/WEpTcpDbKz0AAAAAACDzPwBB0fQBCxfQGecP1sa/ZuKyo2rkEL0AAAAAAADzPwBB8fQBCxeQp3Aw/8W/OVAQn0OeHr0AAAAAAADzPwBBkfUBCxeQp3Aw/8W/OVAQn0OeHr0AAAAAAODyPwBBsfUBCxewoePlJsW/j1sHkIveIL0AAAAAAMDyPwBB0fUBCxeAy2wrTcS/PHg1YcEMFz0AAAAAAMDyPwBB8fUBCxeAy2wrTcS/PHg1YcEMFz0AAAAAAKDyPwBBkfYBCxeQHiD8ccO/OlQnTYZ48TwAAAAAAIDyPwBBsfYBCxfwH/hSlcK/CMRxFzCNJL0AAAAAAGDyPwBB0fYBCxdgL9Uqt8G/lqMRGKSALr0AAAAAAGDyPwBB8fYBCxdgL9Uqt8G/lqMRGKSALr0AAAAAAEDyPwBBkfcBCxeQ0Hx+18C/9FvoiJZpCj0AAAAAAEDyPwBBsfcBCxeQ0Hx+18C/9FvoiJZpCj0AAAAAACDyPwBB0fcBCxfg2zGR7L+/8jOjXFR1Jb0AAAAAAADyPwBB8vcBCxYrbgcnvr88APAqLDQqPQAAAAAAAPI/AEGS+AELFituBye+vzwA8CosNCo9AAAAAADg8T8AQbH4AQsXwFuPVF68vwa+X1hXDB29AAAAAADA8T8AQdH4AQsX4Eo6bZK6v8iqW+g1OSU9AAAAAADA8T8AQfH4AQsX4Eo6bZK6v8iqW+g1OSU9AAAAAACg8T8AQZH5AQsXoDHWRcO4v2hWL00pfBM9AAAAAACg8T8AQbH5AQsXoDHWRcO4v2hWL00pfBM9AAAAAACA8T8AQdH5AQsXYOWK0vC2v9pzM8k3lya9AAAAAABg8T8AQfH5AQsXIAY/Bxu1v1dexmFbAh89AAAAAABg8T8AQZH6AQsXIAY/Bxu1v1dexmFbAh89AAAAAABA8T8AQbH6AQsX4BuW10Gzv98T+czaXiw9AAAAAABA8T8AQdH6AQsX4BuW10Gzv98T+czaXiw9AAAAAAAg8T8AQfH6AQsXgKPuNmWxvwmjj3ZefBQ9AAAAAAAA8T8AQZH7AQsXgBHAMAqvv5GONoOeWS09AAAAAAAA8T8AQbH7AQsXgBHAMAqvv5GONoOeWS09AAAAAADg8D8AQdH7AQsXgBlx3UKrv0xw1uV6ghw9AAAAAADg8D8AQfH7AQsXgBlx3UKrv0xw1uV6ghw9AAAAAADA8D8AQZH8AQsXwDL2WHSnv+6h8jRG/Cy9AAAAAADA8D8AQbH8AQsXwDL2WHSnv+6h8jRG/Cy9AAAAAACg8D8AQdH8AQsXwP65h56jv6r+JvW3AvU8AAAAAACg8D8AQfH8AQsXwP65h56jv6r+JvW3AvU8AAAAAACA8D8AQZL9AQsWeA6bgp+/5Al+fCaAKb0AAAAAAIDwPwBBsv0BCxZ4DpuCn7/kCX58JoApvQAAAAAAYPA/AEHR/QELF4DVBxu5l785pvqTVI0ovQAAAAAAQPA/AEHy/QELFvywqMCPv5ym0/Z8Ht+8AAAAAABA8D8AQZL+AQsW/LCowI+/nKbT9nwe37wAAAAAACDwPwBBsv4BCxYQayrgf7/kQNoNP+IZvQAAAAAAIPA/AEHS/gELFhBrKuB/v+RA2g0/4hm9AAAAAAAA8D8AQYb/AQsC8D8AQaX/AQsDwO8/AEGy/wELFol1FRCAP+grnZlrxxC9AAAAAACA7z8AQdH/AQsXgJNYViCQP9L34gZb3CO9AAAAAABA7z8AQfL/AQsWySglSZg/NAxaMrqgKr0AAAAAAADvPwBBkYACCxdA54ldQaA/U9fxXMARAT0AAAAAAMDuPwBBsoACCxYu1K5mpD8o/b11cxYsvQAAAAAAgO4/AEHRgAILF8CfFKqUqD99JlrQlXkZvQAAAAAAQO4/AEHxgAILF8DdzXPLrD8HKNhH8mgavQAAAAAAIO4/AEGRgQILF8AGwDHqrj97O8lPPhEOvQAAAAAA4O0/AEGxgQILF2BG0TuXsT+bng1WXTIlvQAAAAAAoO0/AEHRgQILF+DRp/W9sz/XTtulXsgsPQAAAAAAYO0/AEHxgQILF6CXTVrptT8eHV08BmksvQAAAAAAQO0/AEGRggILF8DqCtMAtz8y7Z2pjR7sPAAAAAAAAO0/AEGxggILF0BZXV4zuT/aR706XBEjPQAAAAAAwOw/AEHRggILF2Ctjchquz/laPcrgJATvQAAAAAAoOw/AEHxggILF0C8AViIvD/TrFrG0UYmPQAAAAAAYOw/AEGRgwILFyAKgznHvj/gReavaMAtvQAAAAAAQOw/AEGxgwILF+DbOZHovz/9CqFP1jQlvQAAAAAAAOw/AEHRgwILF+Ango4XwT/yBy3OeO8hPQAAAAAA4Os/AEHxgwILF/AjfiuqwT80mThEjqcsPQAAAAAAoOs/AEGRhAILF4CGDGHRwj+htIHLbJ0DPQAAAAAAgOs/AEGxhAILF5AVsPxlwz+JcksjqC/GPAAAAAAAQOs/AEHRhAILF7Azgz2RxD94tv1UeYMlPQAAAAAAIOs/AEHxhAILF7Ch5OUnxT/HfWnl6DMmPQAAAAAA4Oo/AEGRhQILFxCMvk5Xxj94Ljwsi88ZPQAAAAAAwOo/AEGxhQILF3B1ixLwxj/hIZzljRElvQAAAAAAoOo/AEHRhQILF1BEhY2Jxz8FQ5FwEGYcvQAAAAAAYOo/AEHyhQILFjnrr77IP9Es6apUPQe9AAAAAABA6j8AQZKGAgsW99xaWsk/b/+gWCjyBz0AAAAAAADqPwBBsYYCCxfgijztk8o/aSFWUENyKL0AAAAAAODpPwBB0YYCCxfQW1fYMcs/quGsTo01DL0AAAAAAMDpPwBB8YYCCxfgOziH0Ms/thJUWcRLLb0AAAAAAKDpPwBBkYcCCxcQ8Mb7b8w/0iuWxXLs8bwAAAAAAGDpPwBBsYcCCxeQ1LA9sc0/NbAV9yr/Kr0AAAAAAEDpPwBB0YcCCxcQ5/8OU84/MPRBYCcSwjwAAAAAACDpPwBB8ocCCxbd5K31zj8RjrtlFSHKvAAAAAAAAOk/AEGRiAILF7CzbByZzz8w3wzK7MsbPQAAAAAAwOg/AEGxiAILF1hNYDhx0D+RTu0W25z4PAAAAAAAoOg/AEHRiAILF2BhZy3E0D/p6jwWixgnPQAAAAAAgOg/AEHxiAILF+gngo4X0T8c8KVjDiEsvQAAAAAAYOg/AEGRiQILF/isy1xr0T+BFqX3zZorPQAAAAAAQOg/AEGxiQILF2haY5m/0T+3vUdR7aYsPQAAAAAAIOg/AEHRiQILF7gObUUU0j/quka63ocKPQAAAAAA4Oc/AEHxiQILF5DcfPC+0j/0BFBK+pwqPQAAAAAAwOc/AEGRigILF2DT4fEU0z+4PCHTeuIovQAAAAAAoOc/AEGxigILFxC+dmdr0z/Id/GwzW4RPQAAAAAAgOc/AEHRigILFzAzd1LC0z9cvQa2VDsYPQAAAAAAYOc/AEHxigILF+jVI7QZ1D+d4JDsNuQIPQAAAAAAQOc/AEGRiwILF8hxwo1x1D911mcJzicvvQAAAAAAIOc/AEGxiwILFzAXnuDJ1D+k2AobiSAuvQAAAAAAAOc/AEHRiwILF6A4B64i1T9Zx2SBcL4uPQAAAAAA4OY/AEHxiwILF9DIU/d71T/vQF3u7a0fPQAAAAAAwOY/AEGRjAILpxBgWd+91dU/3GWkCCoLCr041gAATm8gZXJyb3IgaW5mb3JtYXRpb24ASWxsZWdhbCBieXRlIHNlcXVlbmNlAERvbWFpbiBlcnJvcgBSZXN1bHQgbm90IHJlcHJlc2VudGFibGUATm90IGEgdHR5AFBlcm1pc3Npb24gZGVuaWVkAE9wZXJhdGlvbiBub3QgcGVybWl0dGVkAE5vIHN1Y2ggZmlsZSBvciBkaXJlY3RvcnkATm8gc3VjaCBwcm9jZXNzAEZpbGUgZXhpc3RzAFZhbHVlIHRvbyBsYXJnZSBmb3IgZGF0YSB0eXBlAE5vIHNwYWNlIGxlZnQgb24gZGV2aWNlAE91dCBvZiBtZW1vcnkAUmVzb3VyY2UgYnVzeQBJbnRlcnJ1cHRlZCBzeXN0ZW0gY2FsbABSZXNvdXJjZSB0ZW1wb3JhcmlseSB1bmF2YWlsYWJsZQBJbnZhbGlkIHNlZWsAQ3Jvc3MtZGV2aWNlIGxpbmsAUmVhZC1vbmx5IGZpbGUgc3lzdGVtAERpcmVjdG9yeSBub3QgZW1wdHkAQ29ubmVjdGlvbiByZXNldCBieSBwZWVyAE9wZXJhdGlvbiB0aW1lZCBvdXQAQ29ubmVjdGlvbiByZWZ1c2VkAEhvc3QgaXMgZG93bgBIb3N0IGlzIHVucmVhY2hhYmxlAEFkZHJlc3MgaW4gdXNlAEJyb2tlbiBwaXBlAEkvTyBlcnJvcgBObyBzdWNoIGRldmljZSBvciBhZGRyZXNzAEJsb2NrIGRldmljZSByZXF1aXJlZABObyBzdWNoIGRldmljZQBOb3QgYSBkaXJlY3RvcnkASXMgYSBkaXJlY3RvcnkAVGV4dCBmaWxlIGJ1c3kARXhlYyBmb3JtYXQgZXJyb3IASW52YWxpZCBhcmd1bWVudABBcmd1bWVudCBsaXN0IHRvbyBsb25nAFN5bWJvbGljIGxpbmsgbG9vcABGaWxlbmFtZSB0b28gbG9uZwBUb28gbWFueSBvcGVuIGZpbGVzIGluIHN5c3RlbQBObyBmaWxlIGRlc2NyaXB0b3JzIGF2YWlsYWJsZQBCYWQgZmlsZSBkZXNjcmlwdG9yAE5vIGNoaWxkIHByb2Nlc3MAQmFkIGFkZHJlc3MARmlsZSB0b28gbGFyZ2UAVG9vIG1hbnkgbGlua3MATm8gbG9ja3MgYXZhaWxhYmxlAFJlc291cmNlIGRlYWRsb2NrIHdvdWxkIG9jY3VyAFN0YXRlIG5vdCByZWNvdmVyYWJsZQBQcmV2aW91cyBvd25lciBkaWVkAE9wZXJhdGlvbiBjYW5jZWxlZABGdW5jdGlvbiBub3QgaW1wbGVtZW50ZWQATm8gbWVzc2FnZSBvZiBkZXNpcmVkIHR5cGUASWRlbnRpZmllciByZW1vdmVkAERldmljZSBub3QgYSBzdHJlYW0ATm8gZGF0YSBhdmFpbGFibGUARGV2aWNlIHRpbWVvdXQAT3V0IG9mIHN0cmVhbXMgcmVzb3VyY2VzAExpbmsgaGFzIGJlZW4gc2V2ZXJlZABQcm90b2NvbCBlcnJvcgBCYWQgbWVzc2FnZQBGaWxlIGRlc2NyaXB0b3IgaW4gYmFkIHN0YXRlAE5vdCBhIHNvY2tldABEZXN0aW5hdGlvbiBhZGRyZXNzIHJlcXVpcmVkAE1lc3NhZ2UgdG9vIGxhcmdlAFByb3RvY29sIHdyb25nIHR5cGUgZm9yIHNvY2tldABQcm90b2NvbCBub3QgYXZhaWxhYmxlAFByb3RvY29sIG5vdCBzdXBwb3J0ZWQAU29ja2V0IHR5cGUgbm90IHN1cHBvcnRlZABOb3Qgc3VwcG9ydGVkAFByb3RvY29sIGZhbWlseSBub3Qgc3VwcG9ydGVkAEFkZHJlc3MgZmFtaWx5IG5vdCBzdXBwb3J0ZWQgYnkgcHJvdG9jb2wAQWRkcmVzcyBub3QgYXZhaWxhYmxlAE5ldHdvcmsgaXMgZG93bgBOZXR3b3JrIHVucmVhY2hhYmxlAENvbm5lY3Rpb24gcmVzZXQgYnkgbmV0d29yawBDb25uZWN0aW9uIGFib3J0ZWQATm8gYnVmZmVyIHNwYWNlIGF2YWlsYWJsZQBTb2NrZXQgaXMgY29ubmVjdGVkAFNvY2tldCBub3QgY29ubmVjdGVkAENhbm5vdCBzZW5kIGFmdGVyIHNvY2tldCBzaHV0ZG93bgBPcGVyYXRpb24gYWxyZWFkeSBpbiBwcm9ncmVzcwBPcGVyYXRpb24gaW4gcHJvZ3Jlc3MAU3RhbGUgZmlsZSBoYW5kbGUAUmVtb3RlIEkvTyBlcnJvcgBRdW90YSBleGNlZWRlZABObyBtZWRpdW0gZm91bmQAV3JvbmcgbWVkaXVtIHR5cGUATXVsdGlob3AgYXR0ZW1wdGVkAFJlcXVpcmVkIGtleSBub3QgYXZhaWxhYmxlAEtleSBoYXMgZXhwaXJlZABLZXkgaGFzIGJlZW4gcmV2b2tlZABLZXkgd2FzIHJlamVjdGVkIGJ5IHNlcnZpY2UAAAAAAKUCWwDwAbUFjAUlAYMGHQOUBP8AxwMxAwsGvAGPAX8DygQrANoGrwBCA04D3AEOBBUAoQYNAZQCCwI4BmQCvAL/Al0D5wQLB88CywXvBdsF4QIeBkUChQCCAmwDbwTxAPMDGAXZANoDTAZUAnsBnQO9BAAAUQAVArsAswNtAP8BhQQvBfkEOABlAUYBnwC3BqgBcwJTAQBB6JwCCwwhBAAAAAAAAAAALwIAQYidAgsGNQRHBFYEAEGenQILAqAEAEGynQILIkYFYAVuBWEGAADPAQAAAAAAAAAAyQbpBvkGHgc5B0kHXgcAQeCdAguRAdF0ngBXnb0qgHBSD///PicKAAAAZAAAAOgDAAAQJwAAoIYBAEBCDwCAlpgAAOH1BRgAAAA1AAAAcQAAAGv////O+///kr///wAAAAAAAAAAGQAKABkZGQAAAAAFAAAAAAAACQAAAAALAAAAAAAAAAAZABEKGRkZAwoHAAEACQsYAAAJBgsAAAsABhkAAAAZGRkAQYGfAgshDgAAAAAAAAAAGQAKDRkZGQANAAACAAkOAAAACQAOAAAOAEG7nwILAQwAQcefAgsVEwAAAAATAAAAAAkMAAAAAAAMAAAMAEH1nwILARAAQYGgAgsVDwAAAAQPAAAAAAkQAAAAAAAQAAAQAEGvoAILARIAQbugAgseEQAAAAARAAAAAAkSAAAAAAASAAASAAAaAAAAGhoaAEHyoAILDhoAAAAaGhoAAAAAAAAJAEGjoQILARQAQa+hAgsVFwAAAAAXAAAAAAkUAAAAAAAUAAAUAEHdoQILARYAQemhAgthFQAAAAAVAAAAAAkWAAAAAAAWAAAWAAAwMTIzNDU2Nzg5QUJDREVGAAAAAECRAACUAAAAqAEAAKkBAABOU3QzX18yMTdiYWRfZnVuY3Rpb25fY2FsbEUAEMkAACSRAAAoygBB1KICC88aAgAAAAMAAAAFAAAABwAAAAsAAAANAAAAEQAAABMAAAAXAAAAHQAAAB8AAAAlAAAAKQAAACsAAAAvAAAANQAAADsAAAA9AAAAQwAAAEcAAABJAAAATwAAAFMAAABZAAAAYQAAAGUAAABnAAAAawAAAG0AAABxAAAAfwAAAIMAAACJAAAAiwAAAJUAAACXAAAAnQAAAKMAAACnAAAArQAAALMAAAC1AAAAvwAAAMEAAADFAAAAxwAAANMAAAABAAAACwAAAA0AAAARAAAAEwAAABcAAAAdAAAAHwAAACUAAAApAAAAKwAAAC8AAAA1AAAAOwAAAD0AAABDAAAARwAAAEkAAABPAAAAUwAAAFkAAABhAAAAZQAAAGcAAABrAAAAbQAAAHEAAAB5AAAAfwAAAIMAAACJAAAAiwAAAI8AAACVAAAAlwAAAJ0AAACjAAAApwAAAKkAAACtAAAAswAAALUAAAC7AAAAvwAAAMEAAADFAAAAxwAAANEAAAAAAAAAZJUAAKwBAACtAQAArgEAAK8BAACwAQAAsQEAALIBAACzAQAAtAEAALUBAAC2AQAAtwEAALgBAAC5AQAACAAAAAAAAACclQAAugEAALsBAAD4////+P///5yVAAC8AQAAvQEAAByTAAAwkwAABAAAAAAAAADklQAAvgEAAL8BAAD8/////P///+SVAADAAQAAwQEAAEyTAABgkwAADAAAAAAAAAB8lgAAwgEAAMMBAAAEAAAA+P///3yWAADEAQAAxQEAAPT////0////fJYAAMYBAADHAQAAfJMAAAiWAAAclgAAMJYAAESWAACkkwAAkJMAAAAAAAAYlwAAyAEAAMkBAADKAQAAywEAAMwBAADNAQAAzgEAAM8BAADQAQAA0QEAANIBAADTAQAA1AEAANUBAAAIAAAAAAAAAFCXAADWAQAA1wEAAPj////4////UJcAANgBAADZAQAAFJQAACiUAAAEAAAAAAAAAJiXAADaAQAA2wEAAPz////8////mJcAANwBAADdAQAARJQAAFiUAAAAAAAA9JcAAN4BAADfAQAArgEAAK8BAADgAQAA4QEAALIBAACzAQAAtAEAAOIBAAC2AQAA4wEAALgBAADkAQAAAAAAAMSaAADlAQAA5gEAAOcBAADoAQAA6QEAAOoBAADrAQAAswEAALQBAADsAQAAtgEAAO0BAAC4AQAA7gEAAAAAAAAklQAA7wEAAPABAABOU3QzX18yOWJhc2ljX2lvc0ljTlNfMTFjaGFyX3RyYWl0c0ljRUVFRQAAABDJAAD4lAAA9JoAAE5TdDNfXzIxNWJhc2ljX3N0cmVhbWJ1ZkljTlNfMTFjaGFyX3RyYWl0c0ljRUVFRQAAAADoyAAAMJUAAE5TdDNfXzIxM2Jhc2ljX2lzdHJlYW1JY05TXzExY2hhcl90cmFpdHNJY0VFRUUAAGzJAABslQAAAAAAAAEAAAAklQAAA/T//05TdDNfXzIxM2Jhc2ljX29zdHJlYW1JY05TXzExY2hhcl90cmFpdHNJY0VFRUUAAGzJAAC0lQAAAAAAAAEAAAAklQAAA/T//wwAAAAAAAAAnJUAALoBAAC7AQAA9P////T///+clQAAvAEAAL0BAAAEAAAAAAAAAOSVAAC+AQAAvwEAAPz////8////5JUAAMABAADBAQAATlN0M19fMjE0YmFzaWNfaW9zdHJlYW1JY05TXzExY2hhcl90cmFpdHNJY0VFRUUAbMkAAEyWAAADAAAAAgAAAJyVAAACAAAA5JUAAAIIAAAAAAAA2JYAAPEBAADyAQAATlN0M19fMjliYXNpY19pb3NJd05TXzExY2hhcl90cmFpdHNJd0VFRUUAAAAQyQAArJYAAPSaAABOU3QzX18yMTViYXNpY19zdHJlYW1idWZJd05TXzExY2hhcl90cmFpdHNJd0VFRUUAAAAA6MgAAOSWAABOU3QzX18yMTNiYXNpY19pc3RyZWFtSXdOU18xMWNoYXJfdHJhaXRzSXdFRUVFAABsyQAAIJcAAAAAAAABAAAA2JYAAAP0//9OU3QzX18yMTNiYXNpY19vc3RyZWFtSXdOU18xMWNoYXJfdHJhaXRzSXdFRUVFAABsyQAAaJcAAAAAAAABAAAA2JYAAAP0//9OU3QzX18yMTViYXNpY19zdHJpbmdidWZJY05TXzExY2hhcl90cmFpdHNJY0VFTlNfOWFsbG9jYXRvckljRUVFRQAAABDJAACwlwAAZJUAAEAAAAAAAAAAOJkAAPMBAAD0AQAAOAAAAPj///84mQAA9QEAAPYBAADA////wP///ziZAAD3AQAA+AEAAAyYAABwmAAArJgAAMCYAADUmAAA6JgAAJiYAACEmAAANJgAACCYAABAAAAAAAAAAHyWAADCAQAAwwEAADgAAAD4////fJYAAMQBAADFAQAAwP///8D///98lgAAxgEAAMcBAABAAAAAAAAAAJyVAAC6AQAAuwEAAMD////A////nJUAALwBAAC9AQAAOAAAAAAAAADklQAAvgEAAL8BAADI////yP///+SVAADAAQAAwQEAAE5TdDNfXzIxOGJhc2ljX3N0cmluZ3N0cmVhbUljTlNfMTFjaGFyX3RyYWl0c0ljRUVOU185YWxsb2NhdG9ySWNFRUVFAAAAABDJAADwmAAAfJYAADgAAAAAAAAA7JkAAPkBAAD6AQAAyP///8j////smQAA+wEAAPwBAABQmQAAiJkAAJyZAABkmQAAOAAAAAAAAADklQAAvgEAAL8BAADI////yP///+SVAADAAQAAwQEAAE5TdDNfXzIxOWJhc2ljX29zdHJpbmdzdHJlYW1JY05TXzExY2hhcl90cmFpdHNJY0VFTlNfOWFsbG9jYXRvckljRUVFRQAAABDJAACkmQAA5JUAAGwAAAAAAAAAiJoAAP0BAAD+AQAAlP///5T///+ImgAA/wEAAAACAAAEmgAAPJoAAFCaAAAYmgAAbAAAAAAAAACclQAAugEAALsBAACU////lP///5yVAAC8AQAAvQEAAE5TdDNfXzIxNGJhc2ljX2lmc3RyZWFtSWNOU18xMWNoYXJfdHJhaXRzSWNFRUVFABDJAABYmgAAnJUAAE5TdDNfXzIxM2Jhc2ljX2ZpbGVidWZJY05TXzExY2hhcl90cmFpdHNJY0VFRUUAABDJAACUmgAAZJUAAAAAAAD0mgAAAQIAAAICAABOU3QzX18yOGlvc19iYXNlRQAAAOjIAADgmgAA0NYAAGDXAAAAAAAAXJsAAKwBAAAHAgAACAIAAK8BAACwAQAAsQEAALIBAACzAQAAtAEAAAkCAAAKAgAACwIAALgBAAC5AQAATlN0M19fMjEwX19zdGRpbmJ1ZkljRUUAEMkAAESbAABklQAAAAAAAMSbAACsAQAADAIAAA0CAACvAQAAsAEAALEBAAAOAgAAswEAALQBAAC1AQAAtgEAALcBAAAPAgAAEAIAAE5TdDNfXzIxMV9fc3Rkb3V0YnVmSWNFRQAAAAAQyQAAqJsAAGSVAAAAAAAAKJwAAMgBAAARAgAAEgIAAMsBAADMAQAAzQEAAM4BAADPAQAA0AEAABMCAAAUAgAAFQIAANQBAADVAQAATlN0M19fMjEwX19zdGRpbmJ1Zkl3RUUAEMkAABCcAAAYlwAAAAAAAJCcAADIAQAAFgIAABcCAADLAQAAzAEAAM0BAAAYAgAAzwEAANABAADRAQAA0gEAANMBAAAZAgAAGgIAAE5TdDNfXzIxMV9fc3Rkb3V0YnVmSXdFRQAAAAAQyQAAdJwAABiXAAAAAAAA/////////////////////////////////////////////////////////////////wABAgMEBQYHCAn/////////CgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiP///////8KCwwNDg8QERITFBUWFxgZGhscHR4fICEiI/////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////8AAQIEBwMGBQAAAAAAAAACAADAAwAAwAQAAMAFAADABgAAwAcAAMAIAADACQAAwAoAAMALAADADAAAwA0AAMAOAADADwAAwBAAAMARAADAEgAAwBMAAMAUAADAFQAAwBYAAMAXAADAGAAAwBkAAMAaAADAGwAAwBwAAMAdAADAHgAAwB8AAMAAAACzAQAAwwIAAMMDAADDBAAAwwUAAMMGAADDBwAAwwgAAMMJAADDCgAAwwsAAMMMAADDDQAA0w4AAMMPAADDAAAMuwEADMMCAAzDAwAMwwQADNsAAAAA3hIElQAAAAD///////////////+AngAAFAAAAEMuVVRGLTgAQdC9AgsClJ4AQfC9AgtKTENfQ1RZUEUAAAAATENfTlVNRVJJQwAATENfVElNRQAAAAAATENfQ09MTEFURQAATENfTU9ORVRBUlkATENfTUVTU0FHRVMAQKEAQcTCAgv5AwEAAAACAAAAAwAAAAQAAAAFAAAABgAAAAcAAAAIAAAACQAAAAoAAAALAAAADAAAAA0AAAAOAAAADwAAABAAAAARAAAAEgAAABMAAAAUAAAAFQAAABYAAAAXAAAAGAAAABkAAAAaAAAAGwAAABwAAAAdAAAAHgAAAB8AAAAgAAAAIQAAACIAAAAjAAAAJAAAACUAAAAmAAAAJwAAACgAAAApAAAAKgAAACsAAAAsAAAALQAAAC4AAAAvAAAAMAAAADEAAAAyAAAAMwAAADQAAAA1AAAANgAAADcAAAA4AAAAOQAAADoAAAA7AAAAPAAAAD0AAAA+AAAAPwAAAEAAAABBAAAAQgAAAEMAAABEAAAARQAAAEYAAABHAAAASAAAAEkAAABKAAAASwAAAEwAAABNAAAATgAAAE8AAABQAAAAUQAAAFIAAABTAAAAVAAAAFUAAABWAAAAVwAAAFgAAABZAAAAWgAAAFsAAABcAAAAXQAAAF4AAABfAAAAYAAAAEEAAABCAAAAQwAAAEQAAABFAAAARgAAAEcAAABIAAAASQAAAEoAAABLAAAATAAAAE0AAABOAAAATwAAAFAAAABRAAAAUgAAAFMAAABUAAAAVQAAAFYAAABXAAAAWAAAAFkAAABaAAAAewAAAHwAAAB9AAAAfgAAAH8AQcDKAgsCUKcAQdTOAgv5AwEAAAACAAAAAwAAAAQAAAAFAAAABgAAAAcAAAAIAAAACQAAAAoAAAALAAAADAAAAA0AAAAOAAAADwAAABAAAAARAAAAEgAAABMAAAAUAAAAFQAAABYAAAAXAAAAGAAAABkAAAAaAAAAGwAAABwAAAAdAAAAHgAAAB8AAAAgAAAAIQAAACIAAAAjAAAAJAAAACUAAAAmAAAAJwAAACgAAAApAAAAKgAAACsAAAAsAAAALQAAAC4AAAAvAAAAMAAAADEAAAAyAAAAMwAAADQAAAA1AAAANgAAADcAAAA4AAAAOQAAADoAAAA7AAAAPAAAAD0AAAA+AAAAPwAAAEAAAABhAAAAYgAAAGMAAABkAAAAZQAAAGYAAABnAAAAaAAAAGkAAABqAAAAawAAAGwAAABtAAAAbgAAAG8AAABwAAAAcQAAAHIAAABzAAAAdAAAAHUAAAB2AAAAdwAAAHgAAAB5AAAAegAAAFsAAABcAAAAXQAAAF4AAABfAAAAYAAAAGEAAABiAAAAYwAAAGQAAABlAAAAZgAAAGcAAABoAAAAaQAAAGoAAABrAAAAbAAAAG0AAABuAAAAbwAAAHAAAABxAAAAcgAAAHMAAAB0AAAAdQAAAHYAAAB3AAAAeAAAAHkAAAB6AAAAewAAAHwAAAB9AAAAfgAAAH8AQdDWAgsxMDEyMzQ1Njc4OWFiY2RlZkFCQ0RFRnhYKy1wUGlJbk4AJUk6JU06JVMgJXAlSDolTQBBkNcCC4EBJQAAAG0AAAAvAAAAJQAAAGQAAAAvAAAAJQAAAHkAAAAlAAAAWQAAAC0AAAAlAAAAbQAAAC0AAAAlAAAAZAAAACUAAABJAAAAOgAAACUAAABNAAAAOgAAACUAAABTAAAAIAAAACUAAABwAAAAAAAAACUAAABIAAAAOgAAACUAAABNAEGg2AILZiUAAABIAAAAOgAAACUAAABNAAAAOgAAACUAAABTAAAAAAAAAJS1AAAuAgAALwIAADACAAAAAAAA9LUAADECAAAyAgAAMAIAADMCAAA0AgAANQIAADYCAAA3AgAAOAIAADkCAAA6AgBBkNkCC/0DBAAAAAQAAAAEAAAABAAAAAQAAAAEAAAABAAAAAQAAAAEAAAABQIAAAUAAAAFAAAABQAAAAUAAAAEAAAABAAAAAQAAAAEAAAABAAAAAQAAAAEAAAABAAAAAQAAAAEAAAABAAAAAQAAAAEAAAABAAAAAQAAAAEAAAABAAAAAQAAAADAgAAggAAAIIAAACCAAAAggAAAIIAAACCAAAAggAAAIIAAACCAAAAggAAAIIAAACCAAAAggAAAIIAAACCAAAAQgEAAEIBAABCAQAAQgEAAEIBAABCAQAAQgEAAEIBAABCAQAAQgEAAIIAAACCAAAAggAAAIIAAACCAAAAggAAAIIAAAAqAQAAKgEAACoBAAAqAQAAKgEAACoBAAAqAAAAKgAAACoAAAAqAAAAKgAAACoAAAAqAAAAKgAAACoAAAAqAAAAKgAAACoAAAAqAAAAKgAAACoAAAAqAAAAKgAAACoAAAAqAAAAKgAAAIIAAACCAAAAggAAAIIAAACCAAAAggAAADIBAAAyAQAAMgEAADIBAAAyAQAAMgEAADIAAAAyAAAAMgAAADIAAAAyAAAAMgAAADIAAAAyAAAAMgAAADIAAAAyAAAAMgAAADIAAAAyAAAAMgAAADIAAAAyAAAAMgAAADIAAAAyAAAAggAAAIIAAACCAAAAggAAAAQAQZThAgvtAly1AAA7AgAAPAIAADACAAA9AgAAPgIAAD8CAABAAgAAQQIAAEICAABDAgAAAAAAACy2AABEAgAARQIAADACAABGAgAARwIAAEgCAABJAgAASgIAAAAAAABQtgAASwIAAEwCAAAwAgAATQIAAE4CAABPAgAAUAIAAFECAAB0AAAAcgAAAHUAAABlAAAAAAAAAGYAAABhAAAAbAAAAHMAAABlAAAAAAAAACUAAABtAAAALwAAACUAAABkAAAALwAAACUAAAB5AAAAAAAAACUAAABIAAAAOgAAACUAAABNAAAAOgAAACUAAABTAAAAAAAAACUAAABhAAAAIAAAACUAAABiAAAAIAAAACUAAABkAAAAIAAAACUAAABIAAAAOgAAACUAAABNAAAAOgAAACUAAABTAAAAIAAAACUAAABZAAAAAAAAACUAAABJAAAAOgAAACUAAABNAAAAOgAAACUAAABTAAAAIAAAACUAAABwAEGM5AIL/go0sgAAUgIAAFMCAAAwAgAATlN0M19fMjZsb2NhbGU1ZmFjZXRFAAAAEMkAAByyAABgxgAAAAAAALSyAABSAgAAVAIAADACAABVAgAAVgIAAFcCAABYAgAAWQIAAFoCAABbAgAAXAIAAF0CAABeAgAAXwIAAGACAABOU3QzX18yNWN0eXBlSXdFRQBOU3QzX18yMTBjdHlwZV9iYXNlRQAA6MgAAJayAABsyQAAhLIAAAAAAAACAAAANLIAAAIAAACssgAAAgAAAAAAAABIswAAUgIAAGECAAAwAgAAYgIAAGMCAABkAgAAZQIAAGYCAABnAgAAaAIAAE5TdDNfXzI3Y29kZWN2dEljYzExX19tYnN0YXRlX3RFRQBOU3QzX18yMTJjb2RlY3Z0X2Jhc2VFAAAAAOjIAAAmswAAbMkAAASzAAAAAAAAAgAAADSyAAACAAAAQLMAAAIAAAAAAAAAvLMAAFICAABpAgAAMAIAAGoCAABrAgAAbAIAAG0CAABuAgAAbwIAAHACAABOU3QzX18yN2NvZGVjdnRJRHNjMTFfX21ic3RhdGVfdEVFAABsyQAAmLMAAAAAAAACAAAANLIAAAIAAABAswAAAgAAAAAAAAAwtAAAUgIAAHECAAAwAgAAcgIAAHMCAAB0AgAAdQIAAHYCAAB3AgAAeAIAAE5TdDNfXzI3Y29kZWN2dElEc0R1MTFfX21ic3RhdGVfdEVFAGzJAAAMtAAAAAAAAAIAAAA0sgAAAgAAAECzAAACAAAAAAAAAKS0AABSAgAAeQIAADACAAB6AgAAewIAAHwCAAB9AgAAfgIAAH8CAACAAgAATlN0M19fMjdjb2RlY3Z0SURpYzExX19tYnN0YXRlX3RFRQAAbMkAAIC0AAAAAAAAAgAAADSyAAACAAAAQLMAAAIAAAAAAAAAGLUAAFICAACBAgAAMAIAAIICAACDAgAAhAIAAIUCAACGAgAAhwIAAIgCAABOU3QzX18yN2NvZGVjdnRJRGlEdTExX19tYnN0YXRlX3RFRQBsyQAA9LQAAAAAAAACAAAANLIAAAIAAABAswAAAgAAAE5TdDNfXzI3Y29kZWN2dEl3YzExX19tYnN0YXRlX3RFRQAAAGzJAAA4tQAAAAAAAAIAAAA0sgAAAgAAAECzAAACAAAATlN0M19fMjZsb2NhbGU1X19pbXBFAAAAEMkAAHy1AAA0sgAATlN0M19fMjdjb2xsYXRlSWNFRQAQyQAAoLUAADSyAABOU3QzX18yN2NvbGxhdGVJd0VFABDJAADAtQAANLIAAE5TdDNfXzI1Y3R5cGVJY0VFAAAAbMkAAOC1AAAAAAAAAgAAADSyAAACAAAArLIAAAIAAABOU3QzX18yOG51bXB1bmN0SWNFRQAAAAAQyQAAFLYAADSyAABOU3QzX18yOG51bXB1bmN0SXdFRQAAAAAQyQAAOLYAADSyAAAAAAAAtLUAAIkCAACKAgAAMAIAAIsCAACMAgAAjQIAAAAAAADUtQAAjgIAAI8CAAAwAgAAkAIAAJECAACSAgAAAAAAAHC3AABSAgAAkwIAADACAACUAgAAlQIAAJYCAACXAgAAmAIAAJkCAACaAgAAmwIAAJwCAACdAgAAngIAAE5TdDNfXzI3bnVtX2dldEljTlNfMTlpc3RyZWFtYnVmX2l0ZXJhdG9ySWNOU18xMWNoYXJfdHJhaXRzSWNFRUVFRUUATlN0M19fMjlfX251bV9nZXRJY0VFAE5TdDNfXzIxNF9fbnVtX2dldF9iYXNlRQAA6MgAADa3AABsyQAAILcAAAAAAAABAAAAULcAAAAAAABsyQAA3LYAAAAAAAACAAAANLIAAAIAAABYtwBBlO8CC8oBRLgAAFICAACfAgAAMAIAAKACAAChAgAAogIAAKMCAACkAgAApQIAAKYCAACnAgAAqAIAAKkCAACqAgAATlN0M19fMjdudW1fZ2V0SXdOU18xOWlzdHJlYW1idWZfaXRlcmF0b3JJd05TXzExY2hhcl90cmFpdHNJd0VFRUVFRQBOU3QzX18yOV9fbnVtX2dldEl3RUUAAABsyQAAFLgAAAAAAAABAAAAULcAAAAAAABsyQAA0LcAAAAAAAACAAAANLIAAAIAAAAsuABB6PACC94BLLkAAFICAACrAgAAMAIAAKwCAACtAgAArgIAAK8CAACwAgAAsQIAALICAACzAgAATlN0M19fMjdudW1fcHV0SWNOU18xOW9zdHJlYW1idWZfaXRlcmF0b3JJY05TXzExY2hhcl90cmFpdHNJY0VFRUVFRQBOU3QzX18yOV9fbnVtX3B1dEljRUUATlN0M19fMjE0X19udW1fcHV0X2Jhc2VFAADoyAAA8rgAAGzJAADcuAAAAAAAAAEAAAAMuQAAAAAAAGzJAACYuAAAAAAAAAIAAAA0sgAAAgAAABS5AEHQ8gILvgH0uQAAUgIAALQCAAAwAgAAtQIAALYCAAC3AgAAuAIAALkCAAC6AgAAuwIAALwCAABOU3QzX18yN251bV9wdXRJd05TXzE5b3N0cmVhbWJ1Zl9pdGVyYXRvckl3TlNfMTFjaGFyX3RyYWl0c0l3RUVFRUVFAE5TdDNfXzI5X19udW1fcHV0SXdFRQAAAGzJAADEuQAAAAAAAAEAAAAMuQAAAAAAAGzJAACAuQAAAAAAAAIAAAA0sgAAAgAAANy5AEGY9AILmgv0ugAAvQIAAL4CAAAwAgAAvwIAAMACAADBAgAAwgIAAMMCAADEAgAAxQIAAPj////0ugAAxgIAAMcCAADIAgAAyQIAAMoCAADLAgAAzAIAAE5TdDNfXzI4dGltZV9nZXRJY05TXzE5aXN0cmVhbWJ1Zl9pdGVyYXRvckljTlNfMTFjaGFyX3RyYWl0c0ljRUVFRUVFAE5TdDNfXzI5dGltZV9iYXNlRQDoyAAArboAAE5TdDNfXzIyMF9fdGltZV9nZXRfY19zdG9yYWdlSWNFRQAAAOjIAADIugAAbMkAAGi6AAAAAAAAAwAAADSyAAACAAAAwLoAAAIAAADsugAAAAgAAAAAAADguwAAzQIAAM4CAAAwAgAAzwIAANACAADRAgAA0gIAANMCAADUAgAA1QIAAPj////guwAA1gIAANcCAADYAgAA2QIAANoCAADbAgAA3AIAAE5TdDNfXzI4dGltZV9nZXRJd05TXzE5aXN0cmVhbWJ1Zl9pdGVyYXRvckl3TlNfMTFjaGFyX3RyYWl0c0l3RUVFRUVFAE5TdDNfXzIyMF9fdGltZV9nZXRfY19zdG9yYWdlSXdFRQAA6MgAALW7AABsyQAAcLsAAAAAAAADAAAANLIAAAIAAADAugAAAgAAANi7AAAACAAAAAAAAIS8AADdAgAA3gIAADACAADfAgAATlN0M19fMjh0aW1lX3B1dEljTlNfMTlvc3RyZWFtYnVmX2l0ZXJhdG9ySWNOU18xMWNoYXJfdHJhaXRzSWNFRUVFRUUATlN0M19fMjEwX190aW1lX3B1dEUAAADoyAAAZbwAAGzJAAAgvAAAAAAAAAIAAAA0sgAAAgAAAHy8AAAACAAAAAAAAAS9AADgAgAA4QIAADACAADiAgAATlN0M19fMjh0aW1lX3B1dEl3TlNfMTlvc3RyZWFtYnVmX2l0ZXJhdG9ySXdOU18xMWNoYXJfdHJhaXRzSXdFRUVFRUUAAAAAbMkAALy8AAAAAAAAAgAAADSyAAACAAAAfLwAAAAIAAAAAAAAmL0AAFICAADjAgAAMAIAAOQCAADlAgAA5gIAAOcCAADoAgAA6QIAAOoCAADrAgAA7AIAAE5TdDNfXzIxMG1vbmV5cHVuY3RJY0xiMEVFRQBOU3QzX18yMTBtb25leV9iYXNlRQAAAADoyAAAeL0AAGzJAABcvQAAAAAAAAIAAAA0sgAAAgAAAJC9AAACAAAAAAAAAAy+AABSAgAA7QIAADACAADuAgAA7wIAAPACAADxAgAA8gIAAPMCAAD0AgAA9QIAAPYCAABOU3QzX18yMTBtb25leXB1bmN0SWNMYjFFRUUAbMkAAPC9AAAAAAAAAgAAADSyAAACAAAAkL0AAAIAAAAAAAAAgL4AAFICAAD3AgAAMAIAAPgCAAD5AgAA+gIAAPsCAAD8AgAA/QIAAP4CAAD/AgAAAAMAAE5TdDNfXzIxMG1vbmV5cHVuY3RJd0xiMEVFRQBsyQAAZL4AAAAAAAACAAAANLIAAAIAAACQvQAAAgAAAAAAAAD0vgAAUgIAAAEDAAAwAgAAAgMAAAMDAAAEAwAABQMAAAYDAAAHAwAACAMAAAkDAAAKAwAATlN0M19fMjEwbW9uZXlwdW5jdEl3TGIxRUVFAGzJAADYvgAAAAAAAAIAAAA0sgAAAgAAAJC9AAACAAAAAAAAAJi/AABSAgAACwMAADACAAAMAwAADQMAAE5TdDNfXzI5bW9uZXlfZ2V0SWNOU18xOWlzdHJlYW1idWZfaXRlcmF0b3JJY05TXzExY2hhcl90cmFpdHNJY0VFRUVFRQBOU3QzX18yMTFfX21vbmV5X2dldEljRUUAAOjIAAB2vwAAbMkAADC/AAAAAAAAAgAAADSyAAACAAAAkL8AQbz/AguaATzAAABSAgAADgMAADACAAAPAwAAEAMAAE5TdDNfXzI5bW9uZXlfZ2V0SXdOU18xOWlzdHJlYW1idWZfaXRlcmF0b3JJd05TXzExY2hhcl90cmFpdHNJd0VFRUVFRQBOU3QzX18yMTFfX21vbmV5X2dldEl3RUUAAOjIAAAawAAAbMkAANS/AAAAAAAAAgAAADSyAAACAAAANMAAQeCAAwuaAeDAAABSAgAAEQMAADACAAASAwAAEwMAAE5TdDNfXzI5bW9uZXlfcHV0SWNOU18xOW9zdHJlYW1idWZfaXRlcmF0b3JJY05TXzExY2hhcl90cmFpdHNJY0VFRUVFRQBOU3QzX18yMTFfX21vbmV5X3B1dEljRUUAAOjIAAC+wAAAbMkAAHjAAAAAAAAAAgAAADSyAAACAAAA2MAAQYSCAwuaAYTBAABSAgAAFAMAADACAAAVAwAAFgMAAE5TdDNfXzI5bW9uZXlfcHV0SXdOU18xOW9zdHJlYW1idWZfaXRlcmF0b3JJd05TXzExY2hhcl90cmFpdHNJd0VFRUVFRQBOU3QzX18yMTFfX21vbmV5X3B1dEl3RUUAAOjIAABiwQAAbMkAABzBAAAAAAAAAgAAADSyAAACAAAAfMEAQaiDAwu5CPzBAABSAgAAFwMAADACAAAYAwAAGQMAABoDAABOU3QzX18yOG1lc3NhZ2VzSWNFRQBOU3QzX18yMTNtZXNzYWdlc19iYXNlRQAAAADoyAAA2cEAAGzJAADEwQAAAAAAAAIAAAA0sgAAAgAAAPTBAAACAAAAAAAAAFTCAABSAgAAGwMAADACAAAcAwAAHQMAAB4DAABOU3QzX18yOG1lc3NhZ2VzSXdFRQAAAABsyQAAPMIAAAAAAAACAAAANLIAAAIAAAD0wQAAAgAAAFMAAAB1AAAAbgAAAGQAAABhAAAAeQAAAAAAAABNAAAAbwAAAG4AAABkAAAAYQAAAHkAAAAAAAAAVAAAAHUAAABlAAAAcwAAAGQAAABhAAAAeQAAAAAAAABXAAAAZQAAAGQAAABuAAAAZQAAAHMAAABkAAAAYQAAAHkAAAAAAAAAVAAAAGgAAAB1AAAAcgAAAHMAAABkAAAAYQAAAHkAAAAAAAAARgAAAHIAAABpAAAAZAAAAGEAAAB5AAAAAAAAAFMAAABhAAAAdAAAAHUAAAByAAAAZAAAAGEAAAB5AAAAAAAAAFMAAAB1AAAAbgAAAAAAAABNAAAAbwAAAG4AAAAAAAAAVAAAAHUAAABlAAAAAAAAAFcAAABlAAAAZAAAAAAAAABUAAAAaAAAAHUAAAAAAAAARgAAAHIAAABpAAAAAAAAAFMAAABhAAAAdAAAAAAAAABKAAAAYQAAAG4AAAB1AAAAYQAAAHIAAAB5AAAAAAAAAEYAAABlAAAAYgAAAHIAAAB1AAAAYQAAAHIAAAB5AAAAAAAAAE0AAABhAAAAcgAAAGMAAABoAAAAAAAAAEEAAABwAAAAcgAAAGkAAABsAAAAAAAAAE0AAABhAAAAeQAAAAAAAABKAAAAdQAAAG4AAABlAAAAAAAAAEoAAAB1AAAAbAAAAHkAAAAAAAAAQQAAAHUAAABnAAAAdQAAAHMAAAB0AAAAAAAAAFMAAABlAAAAcAAAAHQAAABlAAAAbQAAAGIAAABlAAAAcgAAAAAAAABPAAAAYwAAAHQAAABvAAAAYgAAAGUAAAByAAAAAAAAAE4AAABvAAAAdgAAAGUAAABtAAAAYgAAAGUAAAByAAAAAAAAAEQAAABlAAAAYwAAAGUAAABtAAAAYgAAAGUAAAByAAAAAAAAAEoAAABhAAAAbgAAAAAAAABGAAAAZQAAAGIAAAAAAAAATQAAAGEAAAByAAAAAAAAAEEAAABwAAAAcgAAAAAAAABKAAAAdQAAAG4AAAAAAAAASgAAAHUAAABsAAAAAAAAAEEAAAB1AAAAZwAAAAAAAABTAAAAZQAAAHAAAAAAAAAATwAAAGMAAAB0AAAAAAAAAE4AAABvAAAAdgAAAAAAAABEAAAAZQAAAGMAAAAAAAAAQQAAAE0AAAAAAAAAUAAAAE0AQeyLAwu2Cuy6AADGAgAAxwIAAMgCAADJAgAAygIAAMsCAADMAgAAAAAAANi7AADWAgAA1wIAANgCAADZAgAA2gIAANsCAADcAgAAAAAAAGDGAABCAQAAHwMAAMYAAABOU3QzX18yMTRfX3NoYXJlZF9jb3VudEUAAAAA6MgAAETGAABOU3QzX18yMTlfX3NoYXJlZF93ZWFrX2NvdW50RQAAAGzJAABoxgAAAAAAAAEAAABgxgAAAAAAAE4xMF9fY3h4YWJpdjExNl9fc2hpbV90eXBlX2luZm9FAAAAABDJAACgxgAAHMsAAE4xMF9fY3h4YWJpdjExN19fY2xhc3NfdHlwZV9pbmZvRQAAABDJAADQxgAAxMYAAE4xMF9fY3h4YWJpdjExN19fcGJhc2VfdHlwZV9pbmZvRQAAABDJAAAAxwAAxMYAAE4xMF9fY3h4YWJpdjExOV9fcG9pbnRlcl90eXBlX2luZm9FABDJAAAwxwAAJMcAAE4xMF9fY3h4YWJpdjEyMF9fZnVuY3Rpb25fdHlwZV9pbmZvRQAAAAAQyQAAYMcAAMTGAABOMTBfX2N4eGFiaXYxMjlfX3BvaW50ZXJfdG9fbWVtYmVyX3R5cGVfaW5mb0UAAAAQyQAAlMcAACTHAAAAAAAAFMgAACADAAAhAwAAIgMAACMDAAAkAwAATjEwX19jeHhhYml2MTIzX19mdW5kYW1lbnRhbF90eXBlX2luZm9FABDJAADsxwAAxMYAAHYAAADYxwAAIMgAAERuAADYxwAALMgAAGIAAADYxwAAOMgAAGMAAADYxwAARMgAAGgAAADYxwAAUMgAAGEAAADYxwAAXMgAAHMAAADYxwAAaMgAAHQAAADYxwAAdMgAAGkAAADYxwAAgMgAAGoAAADYxwAAjMgAAGwAAADYxwAAmMgAAG0AAADYxwAApMgAAHgAAADYxwAAsMgAAHkAAADYxwAAvMgAAGYAAADYxwAAyMgAAGQAAADYxwAA1MgAAAAAAAD0xgAAIAMAACUDAAAiAwAAIwMAACYDAAAnAwAAKAMAACkDAAAAAAAAWMkAACADAAAqAwAAIgMAACMDAAAmAwAAKwMAACwDAAAtAwAATjEwX19jeHhhYml2MTIwX19zaV9jbGFzc190eXBlX2luZm9FAAAAABDJAAAwyQAA9MYAAAAAAAC0yQAAIAMAAC4DAAAiAwAAIwMAACYDAAAvAwAAMAMAADEDAABOMTBfX2N4eGFiaXYxMjFfX3ZtaV9jbGFzc190eXBlX2luZm9FAAAAEMkAAIzJAAD0xgAAAAAAAFTHAAAgAwAAMgMAACIDAAAjAwAAMwMAAAAAAABAygAACAAAADQDAAA1AwAAAAAAAGjKAAAIAAAANgMAADcDAAAAAAAAKMoAAAgAAAA4AwAAOQMAAFN0OWV4Y2VwdGlvbgAAAADoyAAAGMoAAFN0OWJhZF9hbGxvYwAAAAAQyQAAMMoAACjKAABTdDIwYmFkX2FycmF5X25ld19sZW5ndGgAAAAAEMkAAEzKAABAygAAAAAAAJjKAAADAAAAOgMAADsDAABTdDExbG9naWNfZXJyb3IAEMkAAIjKAAAoygAAAAAAAMzKAAADAAAAPAMAADsDAABTdDEybGVuZ3RoX2Vycm9yAAAAABDJAAC4ygAAmMoAAAAAAAAAywAAAwAAAD0DAAA7AwAAU3QxMm91dF9vZl9yYW5nZQAAAAAQyQAA7MoAAJjKAABTdDl0eXBlX2luZm8AAAAA6MgAAAzLAEGwlgMLnQXoyAAAfkAAAGQAAAAAAAAAxx0AAOMdAADBHQAA3R0AAAUAAAAQyQAAvUAAACjKAAAAAAAAVMsAAAQAAAAGAAAABwAAAOjIAADgQAAAAAAAAJDLAAAUAAAAFQAAABYAAAAQyQAADUEAAHTLAADoyAAAvUEAABDJAABDQQAAnMsAAOjIAAD6QQAA6MgAAC1CAADoyAAAUkIAAOjIAAB3QgAA6MgAAJxCAADoyAAAwUIAAOjIAADmQgAA6MgAAAtDAADoyAAAl0MAAGzJAAAwQwAAAAAAAAEAAADwywAAAAAAAGzJAADJQwAAAAAAAAEAAADwywAAAAAAAOjIAAACRAAA6MgAAHFEAAD/////AQAAAAAAAAAdAAAATMwAAP////8BAAAAAAAAAB4AAABgzAAA/////wAAAAAAAAAAHwAAAAAAAAAwzQAAIAAAACEAAAAiAAAAIwAAACQAAAAlAAAAJgAAACcAAAAoAAAAKQAAACoAAAArAAAALAAAAC0AAAAAAAAAPM0AAC4AAAAvAAAAMAAAADEAAAAyAAAAMwAAADQAAAAnAAAANQAAADYAAAA3AAAAOAAAADkAAAAtAAAAAAAAAEjNAAA6AAAAOwAAADwAAAA9AAAAPgAAAD8AAABAAAAAJwAAAEEAAABCAAAAQwAAAEQAAABFAAAALQAAABDJAAA8RQAAMMwAABDJAABvRQAAMMwAABDJAACURQAAMMwAAP////8EAAAAAAAAAEYAAAB0zQAAuM0AAITNAACUzQAA/////wAAAAAAAAAARwAAAP////8AAAAAAAAAAEgAAAD/////AQAAAAAAAABJAAAAqM0AAP////8AAAAAAAAAAEoAAAD/////AAAAAAAAAABLAAAAdiAAAAUAQdibAwsF4h8AAAMAQeibAwsF5h8AAAQAQfibAwsF4SAAAAUAQYicAwsFrywAAAUAQZycAwudEJjPAABMAAAATQAAAE4AAABPAAAAUAAAAFEAAABSAAAAJwAAAFMAAABUAAAAVQAAAFYAAABXAAAALQAAAAAAAACkzwAAWAAAAFkAAABaAAAAWwAAAFwAAABdAAAAXgAAACcAAABfAAAAYAAAAGEAAABiAAAAYwAAAC0AAAAAAAAAsM8AAGQAAABlAAAAZgAAAGcAAABoAAAAaQAAAGoAAAAnAAAAawAAAGwAAABtAAAAbgAAAG8AAAAtAAAAAAAAALzPAABwAAAAcQAAAHIAAABzAAAAdAAAAHUAAAB2AAAAJwAAAHcAAAB4AAAAeQAAAHoAAAB7AAAALQAAAAAAAADIzwAAfAAAAH0AAAB+AAAAfwAAAIAAAACBAAAAggAAACcAAACDAAAAhAAAAIUAAACGAAAAhwAAAC0AAAAAAAAA1M8AAIgAAACJAAAAigAAAIsAAACMAAAAjQAAAI4AAAAnAAAAjwAAAJAAAACRAAAAkgAAAJMAAAAtAAAAEMkAAL5FAAAwzAAAEMkAAN1FAAAwzAAAEMkAAP9FAAAwzAAAEMkAACZGAAAwzAAAEMkAAEZGAAAwzAAAEMkAAHJGAAAwzAAAAAAAAEzQAACVAAAAlgAAAJcAAACYAAAAmQAAAJoAAACbAAAAnAAAAJ0AAACeAAAAnwAAAKAAAAChAAAAogAAAKMAAACkAAAApQAAAKYAAACnAAAAqAAAAKkAAACqAAAAqwAAAKwAAACtAAAAEMkAAJBGAADM0QAAAAAAAGjQAACuAAAArwAAAOjIAACtRgAAAAAAAKTQAACwAAAAsQAAALIAAACzAAAAtAAAALUAAAC2AAAAtwAAALgAAADoyAAA7EcAABDJAAAvRwAAnNAAAOjIAABrSAAAAAAAACTRAAC5AAAAugAAAJcAAACYAAAAmQAAALsAAACbAAAAvAAAAJ0AAACeAAAAvQAAAL4AAAChAAAAogAAAKMAAACkAAAApQAAAKYAAACnAAAAqAAAAKkAAACqAAAAqwAAAKwAAACtAAAAEMkAANBIAADM0QAAAAAAAFTRAAC/AAAAwAAAAMEAAADCAAAAwwAAAOjIAAAjSQAAEMkAAPJIAABM0QAAAAAAAMzRAADEAAAAxQAAAJcAAACYAAAAmQAAAMYAAACbAAAAvAAAAJ0AAACeAAAAvQAAAL4AAAChAAAAogAAAKMAAACkAAAApQAAAKYAAACnAAAAqAAAAKkAAACqAAAAqwAAAKwAAACtAAAA6MgAAE9JAAAAAAAA9NEAAMcAAADIAAAAyQAAAMoAAADLAAAAzAAAAOjIAAB2SQAAAAAAAAzSAADNAAAAzgAAAOjIAACgSQAAEMkAAMBJAAAoygAAAAAAABTSAAAIAAAAzwAAANAAAAAAAAAAsNMAANIAAADTAAAAAAAAALjTAADUAAAA1QAAAAAAAADA0wAA1gAAANcAAADYAAAA2QAAANoAAADbAAAA3AAAAN0AAADeAAAA3wAAAOAAAADhAAAA4gAAAOMAAADkAAAA5QAAAOYAAADnAAAA6AAAAOkAAADqAAAA6wAAAOwAAADtAAAA7gAAAO8AAADwAAAA8QAAAPIAAADzAAAA9AAAAPUAAAD2AAAA9wAAAPgAAAD5AAAA+gAAAPsAAAD8AAAA/QAAAP4AAAD/AAAAAAEAAAEBAAACAQAAAwEAAAQBAAAFAQAABgEAAAcBAAAIAQAACQEAAAoBAAALAQAADAEAAA0BAAAOAQAADwEAABABAAARAQAAEgEAABMBAAAUAQAAFQEAABYBAAAXAQAAGAEAABkBAAAaAQAAGwEAANwQAAADAAAAAQAAANgQAAADAAAAAgAAAKcYAAAHAAAAAAAAAKcUAAADAAAAAwAAAIYZAAAJAAAAAwAAAOjIAADhSQAA6MgAAA9KAADoyAAAQkoAAAAAAADk0wAAHAEAAB0BAAAeAQAAHwEAACABAAAQyQAAdEoAAIjGAAAAAAAADNQAACEBAAAiAQAAIwEAAB8BAAAkAQAAEMkAAMxKAACIxgAAAAAAAKDUAAAlAQAAJgEAAAAAAACU1AAAJwEAACgBAACXAAAAmAAAAJkAAAApAQAAKgEAACsBAAAsAQAALQEAAC4BAAAvAQAAMAEAADEBAAAyAQAApAAAAKUAAACmAAAApwAAAKgAAACpAAAAqgAAAKsAAACsAAAAMwEAABDJAAApSwAAzNEAAOjIAABJSwAAAAAAALjUAAA0AQAANQEAAOjIAABrSwAAAAAAANDUAAA2AQAANwEAAOjIAACnSwAA/////wAAAABI1QAAOAEAADkBAACXAAAAmAAAAJkAAAA6AQAAmwAAALwAAACdAAAAngAAAL0AAAC+AAAAoQAAAKIAAACjAAAApAAAAKUAAACmAAAApwAAAKgAAACpAAAAqgAAAKsAAACsAAAArQAAABDJAADwSwAAzNEAAAAAAAB01QAAPgEAAD8BAAAAAAAAfNUAAEABAABBAQAA6MgAAA1MAADoyAAAHUwAAAAAAACg1QAAQgEAAEMBAABEAQAARQEAAEYBAAAQyQAALUwAAIjGAADoyAAACk0AAAAAAADg1QAARwEAAEgBAABJAQAASgEAAEsBAABMAQAATQEAAE4BAABPAQAAEMkAAGdNAACs1QAA6MgAAPRNAAAAAAAAINYAAEcBAABQAQAAUQEAAFIBAABTAQAAVAEAAFUBAABWAQAAVwEAABDJAABaTgAArNUAAOjIAADnTgAAAAAAAAUAQcSsAwsCogEAQdysAwsKowEAAKQBAAAw3ABB9KwDCwECAEGErQMLCP//////////AEHIrQMLCTjWAACg8gEACQBB3K0DCwKiAQBB8K0DCxKqAQAAAAAAAKQBAAAo3gAAAAQAQZyuAwsE/////wBB4K4DCwEFAEHsrgMLAgMCAEGErwMLDqMBAAAEAgAAOOIAAAAEAEGcrwMLAQEAQayvAwsF/////woAQfCvAwsCYNc=";
        if (!isDataURI(wasmBinaryFile)) {
          wasmBinaryFile = locateFile(wasmBinaryFile);
        }
        function getBinarySync(file) {
          if (file == wasmBinaryFile && wasmBinary) {
            return new Uint8Array(wasmBinary);
          }
          var binary = tryParseAsDataURI(file);
          if (binary) {
            return binary;
          }
          if (readBinary) {
            return readBinary(file);
          }
          throw "both async and sync fetching of the wasm failed";
        }
        function getBinaryPromise(binaryFile) {
          return Promise.resolve().then(() => getBinarySync(binaryFile));
        }
        function instantiateArrayBuffer(binaryFile, imports, receiver) {
          return getBinaryPromise(binaryFile).then((binary) => WebAssembly.instantiate(binary, imports)).then((instance) => instance).then(receiver, (reason) => {
            err("failed to asynchronously prepare wasm: " + reason);
            abort(reason);
          });
        }
        function instantiateAsync(binary, binaryFile, imports, callback) {
          return instantiateArrayBuffer(binaryFile, imports, callback);
        }
        function createWasm() {
          var info = { "a": wasmImports };
          function receiveInstance(instance, module2) {
            var exports2 = instance.exports;
            wasmExports = exports2;
            wasmMemory = wasmExports["N"];
            updateMemoryViews();
            wasmTable = wasmExports["P"];
            addOnInit(wasmExports["O"]);
            removeRunDependency();
            return exports2;
          }
          addRunDependency();
          function receiveInstantiationResult(result) {
            receiveInstance(result["instance"]);
          }
          if (Module2["instantiateWasm"]) {
            try {
              return Module2["instantiateWasm"](info, receiveInstance);
            } catch (e) {
              err("Module.instantiateWasm callback failed with error: " + e);
              readyPromiseReject(e);
            }
          }
          instantiateAsync(wasmBinary, wasmBinaryFile, info, receiveInstantiationResult).catch(readyPromiseReject);
          return {};
        }
        var tempDouble;
        var tempI64;
        function ExitStatus(status) {
          this.name = "ExitStatus";
          this.message = `Program terminated with exit(${status})`;
          this.status = status;
        }
        var callRuntimeCallbacks = (callbacks) => {
          while (callbacks.length > 0) {
            callbacks.shift()(Module2);
          }
        };
        var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder("utf8") : void 0;
        var UTF8ArrayToString = (heapOrArray, idx, maxBytesToRead) => {
          var endIdx = idx + maxBytesToRead;
          var endPtr = idx;
          while (heapOrArray[endPtr] && !(endPtr >= endIdx)) ++endPtr;
          if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
            return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
          }
          var str = "";
          while (idx < endPtr) {
            var u0 = heapOrArray[idx++];
            if (!(u0 & 128)) {
              str += String.fromCharCode(u0);
              continue;
            }
            var u1 = heapOrArray[idx++] & 63;
            if ((u0 & 224) == 192) {
              str += String.fromCharCode((u0 & 31) << 6 | u1);
              continue;
            }
            var u2 = heapOrArray[idx++] & 63;
            if ((u0 & 240) == 224) {
              u0 = (u0 & 15) << 12 | u1 << 6 | u2;
            } else {
              u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
            }
            if (u0 < 65536) {
              str += String.fromCharCode(u0);
            } else {
              var ch = u0 - 65536;
              str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
            }
          }
          return str;
        };
        var UTF8ToString = (ptr, maxBytesToRead) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead) : "";
        var ___assert_fail = (condition, filename, line, func) => {
          abort(`Assertion failed: ${UTF8ToString(condition)}, at: ` + [filename ? UTF8ToString(filename) : "unknown filename", line, func ? UTF8ToString(func) : "unknown function"]);
        };
        function ExceptionInfo(excPtr) {
          this.excPtr = excPtr;
          this.ptr = excPtr - 24;
          this.set_type = function(type) {
            HEAPU32[this.ptr + 4 >> 2] = type;
          };
          this.get_type = function() {
            return HEAPU32[this.ptr + 4 >> 2];
          };
          this.set_destructor = function(destructor) {
            HEAPU32[this.ptr + 8 >> 2] = destructor;
          };
          this.get_destructor = function() {
            return HEAPU32[this.ptr + 8 >> 2];
          };
          this.set_caught = function(caught) {
            caught = caught ? 1 : 0;
            HEAP8[this.ptr + 12 >> 0] = caught;
          };
          this.get_caught = function() {
            return HEAP8[this.ptr + 12 >> 0] != 0;
          };
          this.set_rethrown = function(rethrown) {
            rethrown = rethrown ? 1 : 0;
            HEAP8[this.ptr + 13 >> 0] = rethrown;
          };
          this.get_rethrown = function() {
            return HEAP8[this.ptr + 13 >> 0] != 0;
          };
          this.init = function(type, destructor) {
            this.set_adjusted_ptr(0);
            this.set_type(type);
            this.set_destructor(destructor);
          };
          this.set_adjusted_ptr = function(adjustedPtr) {
            HEAPU32[this.ptr + 16 >> 2] = adjustedPtr;
          };
          this.get_adjusted_ptr = function() {
            return HEAPU32[this.ptr + 16 >> 2];
          };
          this.get_exception_ptr = function() {
            var isPointer = ___cxa_is_pointer_type(this.get_type());
            if (isPointer) {
              return HEAPU32[this.excPtr >> 2];
            }
            var adjusted = this.get_adjusted_ptr();
            if (adjusted !== 0) return adjusted;
            return this.excPtr;
          };
        }
        var exceptionLast = 0;
        function ___cxa_throw(ptr, type, destructor) {
          var info = new ExceptionInfo(ptr);
          info.init(type, destructor);
          exceptionLast = ptr;
          throw exceptionLast;
        }
        var setErrNo = (value) => {
          HEAP32[___errno_location() >> 2] = value;
          return value;
        };
        var PATH = { isAbs: (path) => path.charAt(0) === "/", splitPath: (filename) => {
          var splitPathRe = /^(\/?|)([\s\S]*?)((?:\.{1,2}|[^\/]+?|)(\.[^.\/]*|))(?:[\/]*)$/;
          return splitPathRe.exec(filename).slice(1);
        }, normalizeArray: (parts, allowAboveRoot) => {
          var up = 0;
          for (var i = parts.length - 1; i >= 0; i--) {
            var last = parts[i];
            if (last === ".") {
              parts.splice(i, 1);
            } else if (last === "..") {
              parts.splice(i, 1);
              up++;
            } else if (up) {
              parts.splice(i, 1);
              up--;
            }
          }
          if (allowAboveRoot) {
            for (; up; up--) {
              parts.unshift("..");
            }
          }
          return parts;
        }, normalize: (path) => {
          var isAbsolute = PATH.isAbs(path), trailingSlash = path.substr(-1) === "/";
          path = PATH.normalizeArray(path.split("/").filter((p) => !!p), !isAbsolute).join("/");
          if (!path && !isAbsolute) {
            path = ".";
          }
          if (path && trailingSlash) {
            path += "/";
          }
          return (isAbsolute ? "/" : "") + path;
        }, dirname: (path) => {
          var result = PATH.splitPath(path), root = result[0], dir = result[1];
          if (!root && !dir) {
            return ".";
          }
          if (dir) {
            dir = dir.substr(0, dir.length - 1);
          }
          return root + dir;
        }, basename: (path) => {
          if (path === "/") return "/";
          path = PATH.normalize(path);
          path = path.replace(/\/$/, "");
          var lastSlash = path.lastIndexOf("/");
          if (lastSlash === -1) return path;
          return path.substr(lastSlash + 1);
        }, join: function() {
          var paths = Array.prototype.slice.call(arguments);
          return PATH.normalize(paths.join("/"));
        }, join2: (l, r) => PATH.normalize(l + "/" + r) };
        var initRandomFill = () => {
          if (typeof crypto == "object" && typeof crypto["getRandomValues"] == "function") {
            return (view) => crypto.getRandomValues(view);
          } else if (ENVIRONMENT_IS_NODE) {
            try {
              var crypto_module = require$1("crypto");
              var randomFillSync = crypto_module["randomFillSync"];
              if (randomFillSync) {
                return (view) => crypto_module["randomFillSync"](view);
              }
              var randomBytes = crypto_module["randomBytes"];
              return (view) => (view.set(randomBytes(view.byteLength)), view);
            } catch (e) {
            }
          }
          abort("initRandomDevice");
        };
        var randomFill = (view) => (randomFill = initRandomFill())(view);
        var PATH_FS = { resolve: function() {
          var resolvedPath = "", resolvedAbsolute = false;
          for (var i = arguments.length - 1; i >= -1 && !resolvedAbsolute; i--) {
            var path = i >= 0 ? arguments[i] : FS.cwd();
            if (typeof path != "string") {
              throw new TypeError("Arguments to path.resolve must be strings");
            } else if (!path) {
              return "";
            }
            resolvedPath = path + "/" + resolvedPath;
            resolvedAbsolute = PATH.isAbs(path);
          }
          resolvedPath = PATH.normalizeArray(resolvedPath.split("/").filter((p) => !!p), !resolvedAbsolute).join("/");
          return (resolvedAbsolute ? "/" : "") + resolvedPath || ".";
        }, relative: (from, to) => {
          from = PATH_FS.resolve(from).substr(1);
          to = PATH_FS.resolve(to).substr(1);
          function trim(arr) {
            var start = 0;
            for (; start < arr.length; start++) {
              if (arr[start] !== "") break;
            }
            var end = arr.length - 1;
            for (; end >= 0; end--) {
              if (arr[end] !== "") break;
            }
            if (start > end) return [];
            return arr.slice(start, end - start + 1);
          }
          var fromParts = trim(from.split("/"));
          var toParts = trim(to.split("/"));
          var length = Math.min(fromParts.length, toParts.length);
          var samePartsLength = length;
          for (var i = 0; i < length; i++) {
            if (fromParts[i] !== toParts[i]) {
              samePartsLength = i;
              break;
            }
          }
          var outputParts = [];
          for (var i = samePartsLength; i < fromParts.length; i++) {
            outputParts.push("..");
          }
          outputParts = outputParts.concat(toParts.slice(samePartsLength));
          return outputParts.join("/");
        } };
        var FS_stdin_getChar_buffer = [];
        var lengthBytesUTF8 = (str) => {
          var len = 0;
          for (var i = 0; i < str.length; ++i) {
            var c = str.charCodeAt(i);
            if (c <= 127) {
              len++;
            } else if (c <= 2047) {
              len += 2;
            } else if (c >= 55296 && c <= 57343) {
              len += 4;
              ++i;
            } else {
              len += 3;
            }
          }
          return len;
        };
        var stringToUTF8Array = (str, heap, outIdx, maxBytesToWrite) => {
          if (!(maxBytesToWrite > 0)) return 0;
          var startIdx = outIdx;
          var endIdx = outIdx + maxBytesToWrite - 1;
          for (var i = 0; i < str.length; ++i) {
            var u = str.charCodeAt(i);
            if (u >= 55296 && u <= 57343) {
              var u1 = str.charCodeAt(++i);
              u = 65536 + ((u & 1023) << 10) | u1 & 1023;
            }
            if (u <= 127) {
              if (outIdx >= endIdx) break;
              heap[outIdx++] = u;
            } else if (u <= 2047) {
              if (outIdx + 1 >= endIdx) break;
              heap[outIdx++] = 192 | u >> 6;
              heap[outIdx++] = 128 | u & 63;
            } else if (u <= 65535) {
              if (outIdx + 2 >= endIdx) break;
              heap[outIdx++] = 224 | u >> 12;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            } else {
              if (outIdx + 3 >= endIdx) break;
              heap[outIdx++] = 240 | u >> 18;
              heap[outIdx++] = 128 | u >> 12 & 63;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            }
          }
          heap[outIdx] = 0;
          return outIdx - startIdx;
        };
        function intArrayFromString(stringy, dontAddNull, length) {
          var len = length > 0 ? length : lengthBytesUTF8(stringy) + 1;
          var u8array = new Array(len);
          var numBytesWritten = stringToUTF8Array(stringy, u8array, 0, u8array.length);
          if (dontAddNull) u8array.length = numBytesWritten;
          return u8array;
        }
        var FS_stdin_getChar = () => {
          if (!FS_stdin_getChar_buffer.length) {
            var result = null;
            if (ENVIRONMENT_IS_NODE) {
              var BUFSIZE = 256;
              var buf = Buffer.alloc(BUFSIZE);
              var bytesRead = 0;
              var fd = process.stdin.fd;
              try {
                bytesRead = fs2.readSync(fd, buf, 0, BUFSIZE, -1);
              } catch (e) {
                if (e.toString().includes("EOF")) bytesRead = 0;
                else throw e;
              }
              if (bytesRead > 0) {
                result = buf.slice(0, bytesRead).toString("utf-8");
              } else {
                result = null;
              }
            } else if (typeof window != "undefined" && typeof window.prompt == "function") {
              result = window.prompt("Input: ");
              if (result !== null) {
                result += "\n";
              }
            } else if (typeof readline == "function") {
              result = readline();
              if (result !== null) {
                result += "\n";
              }
            }
            if (!result) {
              return null;
            }
            FS_stdin_getChar_buffer = intArrayFromString(result, true);
          }
          return FS_stdin_getChar_buffer.shift();
        };
        var TTY = { ttys: [], init: function() {
        }, shutdown: function() {
        }, register: function(dev, ops) {
          TTY.ttys[dev] = { input: [], output: [], ops };
          FS.registerDevice(dev, TTY.stream_ops);
        }, stream_ops: { open: function(stream) {
          var tty = TTY.ttys[stream.node.rdev];
          if (!tty) {
            throw new FS.ErrnoError(43);
          }
          stream.tty = tty;
          stream.seekable = false;
        }, close: function(stream) {
          stream.tty.ops.fsync(stream.tty);
        }, fsync: function(stream) {
          stream.tty.ops.fsync(stream.tty);
        }, read: function(stream, buffer, offset, length, pos) {
          if (!stream.tty || !stream.tty.ops.get_char) {
            throw new FS.ErrnoError(60);
          }
          var bytesRead = 0;
          for (var i = 0; i < length; i++) {
            var result;
            try {
              result = stream.tty.ops.get_char(stream.tty);
            } catch (e) {
              throw new FS.ErrnoError(29);
            }
            if (result === void 0 && bytesRead === 0) {
              throw new FS.ErrnoError(6);
            }
            if (result === null || result === void 0) break;
            bytesRead++;
            buffer[offset + i] = result;
          }
          if (bytesRead) {
            stream.node.timestamp = Date.now();
          }
          return bytesRead;
        }, write: function(stream, buffer, offset, length, pos) {
          if (!stream.tty || !stream.tty.ops.put_char) {
            throw new FS.ErrnoError(60);
          }
          try {
            for (var i = 0; i < length; i++) {
              stream.tty.ops.put_char(stream.tty, buffer[offset + i]);
            }
          } catch (e) {
            throw new FS.ErrnoError(29);
          }
          if (length) {
            stream.node.timestamp = Date.now();
          }
          return i;
        } }, default_tty_ops: { get_char: function(tty) {
          return FS_stdin_getChar();
        }, put_char: function(tty, val) {
          if (val === null || val === 10) {
            out(UTF8ArrayToString(tty.output, 0));
            tty.output = [];
          } else {
            if (val != 0) tty.output.push(val);
          }
        }, fsync: function(tty) {
          if (tty.output && tty.output.length > 0) {
            out(UTF8ArrayToString(tty.output, 0));
            tty.output = [];
          }
        }, ioctl_tcgets: function(tty) {
          return { c_iflag: 25856, c_oflag: 5, c_cflag: 191, c_lflag: 35387, c_cc: [3, 28, 127, 21, 4, 0, 1, 0, 17, 19, 26, 0, 18, 15, 23, 22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] };
        }, ioctl_tcsets: function(tty, optional_actions, data) {
          return 0;
        }, ioctl_tiocgwinsz: function(tty) {
          return [24, 80];
        } }, default_tty1_ops: { put_char: function(tty, val) {
          if (val === null || val === 10) {
            err(UTF8ArrayToString(tty.output, 0));
            tty.output = [];
          } else {
            if (val != 0) tty.output.push(val);
          }
        }, fsync: function(tty) {
          if (tty.output && tty.output.length > 0) {
            err(UTF8ArrayToString(tty.output, 0));
            tty.output = [];
          }
        } } };
        var mmapAlloc = (size) => {
          abort();
        };
        var MEMFS = { ops_table: null, mount(mount) {
          return MEMFS.createNode(null, "/", 16384 | 511, 0);
        }, createNode(parent, name, mode, dev) {
          if (FS.isBlkdev(mode) || FS.isFIFO(mode)) {
            throw new FS.ErrnoError(63);
          }
          if (!MEMFS.ops_table) {
            MEMFS.ops_table = { dir: { node: { getattr: MEMFS.node_ops.getattr, setattr: MEMFS.node_ops.setattr, lookup: MEMFS.node_ops.lookup, mknod: MEMFS.node_ops.mknod, rename: MEMFS.node_ops.rename, unlink: MEMFS.node_ops.unlink, rmdir: MEMFS.node_ops.rmdir, readdir: MEMFS.node_ops.readdir, symlink: MEMFS.node_ops.symlink }, stream: { llseek: MEMFS.stream_ops.llseek } }, file: { node: { getattr: MEMFS.node_ops.getattr, setattr: MEMFS.node_ops.setattr }, stream: { llseek: MEMFS.stream_ops.llseek, read: MEMFS.stream_ops.read, write: MEMFS.stream_ops.write, allocate: MEMFS.stream_ops.allocate, mmap: MEMFS.stream_ops.mmap, msync: MEMFS.stream_ops.msync } }, link: { node: { getattr: MEMFS.node_ops.getattr, setattr: MEMFS.node_ops.setattr, readlink: MEMFS.node_ops.readlink }, stream: {} }, chrdev: { node: { getattr: MEMFS.node_ops.getattr, setattr: MEMFS.node_ops.setattr }, stream: FS.chrdev_stream_ops } };
          }
          var node = FS.createNode(parent, name, mode, dev);
          if (FS.isDir(node.mode)) {
            node.node_ops = MEMFS.ops_table.dir.node;
            node.stream_ops = MEMFS.ops_table.dir.stream;
            node.contents = {};
          } else if (FS.isFile(node.mode)) {
            node.node_ops = MEMFS.ops_table.file.node;
            node.stream_ops = MEMFS.ops_table.file.stream;
            node.usedBytes = 0;
            node.contents = null;
          } else if (FS.isLink(node.mode)) {
            node.node_ops = MEMFS.ops_table.link.node;
            node.stream_ops = MEMFS.ops_table.link.stream;
          } else if (FS.isChrdev(node.mode)) {
            node.node_ops = MEMFS.ops_table.chrdev.node;
            node.stream_ops = MEMFS.ops_table.chrdev.stream;
          }
          node.timestamp = Date.now();
          if (parent) {
            parent.contents[name] = node;
            parent.timestamp = node.timestamp;
          }
          return node;
        }, getFileDataAsTypedArray(node) {
          if (!node.contents) return new Uint8Array(0);
          if (node.contents.subarray) return node.contents.subarray(0, node.usedBytes);
          return new Uint8Array(node.contents);
        }, expandFileStorage(node, newCapacity) {
          var prevCapacity = node.contents ? node.contents.length : 0;
          if (prevCapacity >= newCapacity) return;
          var CAPACITY_DOUBLING_MAX = 1024 * 1024;
          newCapacity = Math.max(newCapacity, prevCapacity * (prevCapacity < CAPACITY_DOUBLING_MAX ? 2 : 1.125) >>> 0);
          if (prevCapacity != 0) newCapacity = Math.max(newCapacity, 256);
          var oldContents = node.contents;
          node.contents = new Uint8Array(newCapacity);
          if (node.usedBytes > 0) node.contents.set(oldContents.subarray(0, node.usedBytes), 0);
        }, resizeFileStorage(node, newSize) {
          if (node.usedBytes == newSize) return;
          if (newSize == 0) {
            node.contents = null;
            node.usedBytes = 0;
          } else {
            var oldContents = node.contents;
            node.contents = new Uint8Array(newSize);
            if (oldContents) {
              node.contents.set(oldContents.subarray(0, Math.min(newSize, node.usedBytes)));
            }
            node.usedBytes = newSize;
          }
        }, node_ops: { getattr(node) {
          var attr = {};
          attr.dev = FS.isChrdev(node.mode) ? node.id : 1;
          attr.ino = node.id;
          attr.mode = node.mode;
          attr.nlink = 1;
          attr.uid = 0;
          attr.gid = 0;
          attr.rdev = node.rdev;
          if (FS.isDir(node.mode)) {
            attr.size = 4096;
          } else if (FS.isFile(node.mode)) {
            attr.size = node.usedBytes;
          } else if (FS.isLink(node.mode)) {
            attr.size = node.link.length;
          } else {
            attr.size = 0;
          }
          attr.atime = new Date(node.timestamp);
          attr.mtime = new Date(node.timestamp);
          attr.ctime = new Date(node.timestamp);
          attr.blksize = 4096;
          attr.blocks = Math.ceil(attr.size / attr.blksize);
          return attr;
        }, setattr(node, attr) {
          if (attr.mode !== void 0) {
            node.mode = attr.mode;
          }
          if (attr.timestamp !== void 0) {
            node.timestamp = attr.timestamp;
          }
          if (attr.size !== void 0) {
            MEMFS.resizeFileStorage(node, attr.size);
          }
        }, lookup(parent, name) {
          throw FS.genericErrors[44];
        }, mknod(parent, name, mode, dev) {
          return MEMFS.createNode(parent, name, mode, dev);
        }, rename(old_node, new_dir, new_name) {
          if (FS.isDir(old_node.mode)) {
            var new_node;
            try {
              new_node = FS.lookupNode(new_dir, new_name);
            } catch (e) {
            }
            if (new_node) {
              for (var i in new_node.contents) {
                throw new FS.ErrnoError(55);
              }
            }
          }
          delete old_node.parent.contents[old_node.name];
          old_node.parent.timestamp = Date.now();
          old_node.name = new_name;
          new_dir.contents[new_name] = old_node;
          new_dir.timestamp = old_node.parent.timestamp;
          old_node.parent = new_dir;
        }, unlink(parent, name) {
          delete parent.contents[name];
          parent.timestamp = Date.now();
        }, rmdir(parent, name) {
          var node = FS.lookupNode(parent, name);
          for (var i in node.contents) {
            throw new FS.ErrnoError(55);
          }
          delete parent.contents[name];
          parent.timestamp = Date.now();
        }, readdir(node) {
          var entries = [".", ".."];
          for (var key in node.contents) {
            if (!node.contents.hasOwnProperty(key)) {
              continue;
            }
            entries.push(key);
          }
          return entries;
        }, symlink(parent, newname, oldpath) {
          var node = MEMFS.createNode(parent, newname, 511 | 40960, 0);
          node.link = oldpath;
          return node;
        }, readlink(node) {
          if (!FS.isLink(node.mode)) {
            throw new FS.ErrnoError(28);
          }
          return node.link;
        } }, stream_ops: { read(stream, buffer, offset, length, position) {
          var contents = stream.node.contents;
          if (position >= stream.node.usedBytes) return 0;
          var size = Math.min(stream.node.usedBytes - position, length);
          if (size > 8 && contents.subarray) {
            buffer.set(contents.subarray(position, position + size), offset);
          } else {
            for (var i = 0; i < size; i++) buffer[offset + i] = contents[position + i];
          }
          return size;
        }, write(stream, buffer, offset, length, position, canOwn) {
          if (buffer.buffer === HEAP8.buffer) {
            canOwn = false;
          }
          if (!length) return 0;
          var node = stream.node;
          node.timestamp = Date.now();
          if (buffer.subarray && (!node.contents || node.contents.subarray)) {
            if (canOwn) {
              node.contents = buffer.subarray(offset, offset + length);
              node.usedBytes = length;
              return length;
            } else if (node.usedBytes === 0 && position === 0) {
              node.contents = buffer.slice(offset, offset + length);
              node.usedBytes = length;
              return length;
            } else if (position + length <= node.usedBytes) {
              node.contents.set(buffer.subarray(offset, offset + length), position);
              return length;
            }
          }
          MEMFS.expandFileStorage(node, position + length);
          if (node.contents.subarray && buffer.subarray) {
            node.contents.set(buffer.subarray(offset, offset + length), position);
          } else {
            for (var i = 0; i < length; i++) {
              node.contents[position + i] = buffer[offset + i];
            }
          }
          node.usedBytes = Math.max(node.usedBytes, position + length);
          return length;
        }, llseek(stream, offset, whence) {
          var position = offset;
          if (whence === 1) {
            position += stream.position;
          } else if (whence === 2) {
            if (FS.isFile(stream.node.mode)) {
              position += stream.node.usedBytes;
            }
          }
          if (position < 0) {
            throw new FS.ErrnoError(28);
          }
          return position;
        }, allocate(stream, offset, length) {
          MEMFS.expandFileStorage(stream.node, offset + length);
          stream.node.usedBytes = Math.max(stream.node.usedBytes, offset + length);
        }, mmap(stream, length, position, prot, flags) {
          if (!FS.isFile(stream.node.mode)) {
            throw new FS.ErrnoError(43);
          }
          var ptr;
          var allocated;
          var contents = stream.node.contents;
          if (!(flags & 2) && contents.buffer === HEAP8.buffer) {
            allocated = false;
            ptr = contents.byteOffset;
          } else {
            if (position > 0 || position + length < contents.length) {
              if (contents.subarray) {
                contents = contents.subarray(position, position + length);
              } else {
                contents = Array.prototype.slice.call(contents, position, position + length);
              }
            }
            allocated = true;
            ptr = mmapAlloc();
            if (!ptr) {
              throw new FS.ErrnoError(48);
            }
            HEAP8.set(contents, ptr);
          }
          return { ptr, allocated };
        }, msync(stream, buffer, offset, length, mmapFlags) {
          MEMFS.stream_ops.write(stream, buffer, 0, length, offset, false);
          return 0;
        } } };
        var asyncLoad = (url, onload, onerror, noRunDep) => {
          var dep = !noRunDep ? getUniqueRunDependency(`al ${url}`) : "";
          readAsync(url, (arrayBuffer) => {
            assert(arrayBuffer, `Loading data file "${url}" failed (no arrayBuffer).`);
            onload(new Uint8Array(arrayBuffer));
            if (dep) removeRunDependency();
          }, (event) => {
            if (onerror) {
              onerror();
            } else {
              throw `Loading data file "${url}" failed.`;
            }
          });
          if (dep) addRunDependency();
        };
        var preloadPlugins = Module2["preloadPlugins"] || [];
        function FS_handledByPreloadPlugin(byteArray, fullname, finish, onerror) {
          if (typeof Browser != "undefined") Browser.init();
          var handled = false;
          preloadPlugins.forEach(function(plugin) {
            if (handled) return;
            if (plugin["canHandle"](fullname)) {
              plugin["handle"](byteArray, fullname, finish, onerror);
              handled = true;
            }
          });
          return handled;
        }
        function FS_createPreloadedFile(parent, name, url, canRead, canWrite, onload, onerror, dontCreateFile, canOwn, preFinish) {
          var fullname = name ? PATH_FS.resolve(PATH.join2(parent, name)) : parent;
          function processData(byteArray) {
            function finish(byteArray2) {
              if (preFinish) preFinish();
              if (!dontCreateFile) {
                FS.createDataFile(parent, name, byteArray2, canRead, canWrite, canOwn);
              }
              if (onload) onload();
              removeRunDependency();
            }
            if (FS_handledByPreloadPlugin(byteArray, fullname, finish, () => {
              if (onerror) onerror();
              removeRunDependency();
            })) {
              return;
            }
            finish(byteArray);
          }
          addRunDependency();
          if (typeof url == "string") {
            asyncLoad(url, (byteArray) => processData(byteArray), onerror);
          } else {
            processData(url);
          }
        }
        function FS_modeStringToFlags(str) {
          var flagModes = { "r": 0, "r+": 2, "w": 512 | 64 | 1, "w+": 512 | 64 | 2, "a": 1024 | 64 | 1, "a+": 1024 | 64 | 2 };
          var flags = flagModes[str];
          if (typeof flags == "undefined") {
            throw new Error(`Unknown file open mode: ${str}`);
          }
          return flags;
        }
        function FS_getMode(canRead, canWrite) {
          var mode = 0;
          if (canRead) mode |= 292 | 73;
          if (canWrite) mode |= 146;
          return mode;
        }
        var FS = { root: null, mounts: [], devices: {}, streams: [], nextInode: 1, nameTable: null, currentPath: "/", initialized: false, ignorePermissions: true, ErrnoError: null, genericErrors: {}, filesystems: null, syncFSRequests: 0, lookupPath: (path, opts = {}) => {
          path = PATH_FS.resolve(path);
          if (!path) return { path: "", node: null };
          var defaults = { follow_mount: true, recurse_count: 0 };
          opts = Object.assign(defaults, opts);
          if (opts.recurse_count > 8) {
            throw new FS.ErrnoError(32);
          }
          var parts = path.split("/").filter((p) => !!p);
          var current = FS.root;
          var current_path = "/";
          for (var i = 0; i < parts.length; i++) {
            var islast = i === parts.length - 1;
            if (islast && opts.parent) {
              break;
            }
            current = FS.lookupNode(current, parts[i]);
            current_path = PATH.join2(current_path, parts[i]);
            if (FS.isMountpoint(current)) {
              if (!islast || islast && opts.follow_mount) {
                current = current.mounted.root;
              }
            }
            if (!islast || opts.follow) {
              var count = 0;
              while (FS.isLink(current.mode)) {
                var link = FS.readlink(current_path);
                current_path = PATH_FS.resolve(PATH.dirname(current_path), link);
                var lookup = FS.lookupPath(current_path, { recurse_count: opts.recurse_count + 1 });
                current = lookup.node;
                if (count++ > 40) {
                  throw new FS.ErrnoError(32);
                }
              }
            }
          }
          return { path: current_path, node: current };
        }, getPath: (node) => {
          var path;
          while (true) {
            if (FS.isRoot(node)) {
              var mount = node.mount.mountpoint;
              if (!path) return mount;
              return mount[mount.length - 1] !== "/" ? `${mount}/${path}` : mount + path;
            }
            path = path ? `${node.name}/${path}` : node.name;
            node = node.parent;
          }
        }, hashName: (parentid, name) => {
          var hash = 0;
          for (var i = 0; i < name.length; i++) {
            hash = (hash << 5) - hash + name.charCodeAt(i) | 0;
          }
          return (parentid + hash >>> 0) % FS.nameTable.length;
        }, hashAddNode: (node) => {
          var hash = FS.hashName(node.parent.id, node.name);
          node.name_next = FS.nameTable[hash];
          FS.nameTable[hash] = node;
        }, hashRemoveNode: (node) => {
          var hash = FS.hashName(node.parent.id, node.name);
          if (FS.nameTable[hash] === node) {
            FS.nameTable[hash] = node.name_next;
          } else {
            var current = FS.nameTable[hash];
            while (current) {
              if (current.name_next === node) {
                current.name_next = node.name_next;
                break;
              }
              current = current.name_next;
            }
          }
        }, lookupNode: (parent, name) => {
          var errCode = FS.mayLookup(parent);
          if (errCode) {
            throw new FS.ErrnoError(errCode, parent);
          }
          var hash = FS.hashName(parent.id, name);
          for (var node = FS.nameTable[hash]; node; node = node.name_next) {
            var nodeName = node.name;
            if (node.parent.id === parent.id && nodeName === name) {
              return node;
            }
          }
          return FS.lookup(parent, name);
        }, createNode: (parent, name, mode, rdev) => {
          var node = new FS.FSNode(parent, name, mode, rdev);
          FS.hashAddNode(node);
          return node;
        }, destroyNode: (node) => {
          FS.hashRemoveNode(node);
        }, isRoot: (node) => node === node.parent, isMountpoint: (node) => !!node.mounted, isFile: (mode) => (mode & 61440) === 32768, isDir: (mode) => (mode & 61440) === 16384, isLink: (mode) => (mode & 61440) === 40960, isChrdev: (mode) => (mode & 61440) === 8192, isBlkdev: (mode) => (mode & 61440) === 24576, isFIFO: (mode) => (mode & 61440) === 4096, isSocket: (mode) => (mode & 49152) === 49152, flagsToPermissionString: (flag) => {
          var perms = ["r", "w", "rw"][flag & 3];
          if (flag & 512) {
            perms += "w";
          }
          return perms;
        }, nodePermissions: (node, perms) => {
          if (FS.ignorePermissions) {
            return 0;
          }
          if (perms.includes("r") && !(node.mode & 292)) {
            return 2;
          } else if (perms.includes("w") && !(node.mode & 146)) {
            return 2;
          } else if (perms.includes("x") && !(node.mode & 73)) {
            return 2;
          }
          return 0;
        }, mayLookup: (dir) => {
          var errCode = FS.nodePermissions(dir, "x");
          if (errCode) return errCode;
          if (!dir.node_ops.lookup) return 2;
          return 0;
        }, mayCreate: (dir, name) => {
          try {
            var node = FS.lookupNode(dir, name);
            return 20;
          } catch (e) {
          }
          return FS.nodePermissions(dir, "wx");
        }, mayDelete: (dir, name, isdir) => {
          var node;
          try {
            node = FS.lookupNode(dir, name);
          } catch (e) {
            return e.errno;
          }
          var errCode = FS.nodePermissions(dir, "wx");
          if (errCode) {
            return errCode;
          }
          if (isdir) {
            if (!FS.isDir(node.mode)) {
              return 54;
            }
            if (FS.isRoot(node) || FS.getPath(node) === FS.cwd()) {
              return 10;
            }
          } else {
            if (FS.isDir(node.mode)) {
              return 31;
            }
          }
          return 0;
        }, mayOpen: (node, flags) => {
          if (!node) {
            return 44;
          }
          if (FS.isLink(node.mode)) {
            return 32;
          } else if (FS.isDir(node.mode)) {
            if (FS.flagsToPermissionString(flags) !== "r" || flags & 512) {
              return 31;
            }
          }
          return FS.nodePermissions(node, FS.flagsToPermissionString(flags));
        }, MAX_OPEN_FDS: 4096, nextfd: () => {
          for (var fd = 0; fd <= FS.MAX_OPEN_FDS; fd++) {
            if (!FS.streams[fd]) {
              return fd;
            }
          }
          throw new FS.ErrnoError(33);
        }, getStreamChecked: (fd) => {
          var stream = FS.getStream(fd);
          if (!stream) {
            throw new FS.ErrnoError(8);
          }
          return stream;
        }, getStream: (fd) => FS.streams[fd], createStream: (stream, fd = -1) => {
          if (!FS.FSStream) {
            FS.FSStream = function() {
              this.shared = {};
            };
            FS.FSStream.prototype = {};
            Object.defineProperties(FS.FSStream.prototype, { object: { get() {
              return this.node;
            }, set(val) {
              this.node = val;
            } }, isRead: { get() {
              return (this.flags & 2097155) !== 1;
            } }, isWrite: { get() {
              return (this.flags & 2097155) !== 0;
            } }, isAppend: { get() {
              return this.flags & 1024;
            } }, flags: { get() {
              return this.shared.flags;
            }, set(val) {
              this.shared.flags = val;
            } }, position: { get() {
              return this.shared.position;
            }, set(val) {
              this.shared.position = val;
            } } });
          }
          stream = Object.assign(new FS.FSStream(), stream);
          if (fd == -1) {
            fd = FS.nextfd();
          }
          stream.fd = fd;
          FS.streams[fd] = stream;
          return stream;
        }, closeStream: (fd) => {
          FS.streams[fd] = null;
        }, chrdev_stream_ops: { open: (stream) => {
          var device = FS.getDevice(stream.node.rdev);
          stream.stream_ops = device.stream_ops;
          if (stream.stream_ops.open) {
            stream.stream_ops.open(stream);
          }
        }, llseek: () => {
          throw new FS.ErrnoError(70);
        } }, major: (dev) => dev >> 8, minor: (dev) => dev & 255, makedev: (ma, mi) => ma << 8 | mi, registerDevice: (dev, ops) => {
          FS.devices[dev] = { stream_ops: ops };
        }, getDevice: (dev) => FS.devices[dev], getMounts: (mount) => {
          var mounts = [];
          var check = [mount];
          while (check.length) {
            var m = check.pop();
            mounts.push(m);
            check.push.apply(check, m.mounts);
          }
          return mounts;
        }, syncfs: (populate, callback) => {
          if (typeof populate == "function") {
            callback = populate;
            populate = false;
          }
          FS.syncFSRequests++;
          if (FS.syncFSRequests > 1) {
            err(`warning: ${FS.syncFSRequests} FS.syncfs operations in flight at once, probably just doing extra work`);
          }
          var mounts = FS.getMounts(FS.root.mount);
          var completed = 0;
          function doCallback(errCode) {
            FS.syncFSRequests--;
            return callback(errCode);
          }
          function done(errCode) {
            if (errCode) {
              if (!done.errored) {
                done.errored = true;
                return doCallback(errCode);
              }
              return;
            }
            if (++completed >= mounts.length) {
              doCallback(null);
            }
          }
          mounts.forEach((mount) => {
            if (!mount.type.syncfs) {
              return done(null);
            }
            mount.type.syncfs(mount, populate, done);
          });
        }, mount: (type, opts, mountpoint) => {
          var root = mountpoint === "/";
          var pseudo = !mountpoint;
          var node;
          if (root && FS.root) {
            throw new FS.ErrnoError(10);
          } else if (!root && !pseudo) {
            var lookup = FS.lookupPath(mountpoint, { follow_mount: false });
            mountpoint = lookup.path;
            node = lookup.node;
            if (FS.isMountpoint(node)) {
              throw new FS.ErrnoError(10);
            }
            if (!FS.isDir(node.mode)) {
              throw new FS.ErrnoError(54);
            }
          }
          var mount = { type, opts, mountpoint, mounts: [] };
          var mountRoot = type.mount(mount);
          mountRoot.mount = mount;
          mount.root = mountRoot;
          if (root) {
            FS.root = mountRoot;
          } else if (node) {
            node.mounted = mount;
            if (node.mount) {
              node.mount.mounts.push(mount);
            }
          }
          return mountRoot;
        }, unmount: (mountpoint) => {
          var lookup = FS.lookupPath(mountpoint, { follow_mount: false });
          if (!FS.isMountpoint(lookup.node)) {
            throw new FS.ErrnoError(28);
          }
          var node = lookup.node;
          var mount = node.mounted;
          var mounts = FS.getMounts(mount);
          Object.keys(FS.nameTable).forEach((hash) => {
            var current = FS.nameTable[hash];
            while (current) {
              var next = current.name_next;
              if (mounts.includes(current.mount)) {
                FS.destroyNode(current);
              }
              current = next;
            }
          });
          node.mounted = null;
          var idx = node.mount.mounts.indexOf(mount);
          node.mount.mounts.splice(idx, 1);
        }, lookup: (parent, name) => parent.node_ops.lookup(parent, name), mknod: (path, mode, dev) => {
          var lookup = FS.lookupPath(path, { parent: true });
          var parent = lookup.node;
          var name = PATH.basename(path);
          if (!name || name === "." || name === "..") {
            throw new FS.ErrnoError(28);
          }
          var errCode = FS.mayCreate(parent, name);
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          if (!parent.node_ops.mknod) {
            throw new FS.ErrnoError(63);
          }
          return parent.node_ops.mknod(parent, name, mode, dev);
        }, create: (path, mode) => {
          mode = mode !== void 0 ? mode : 438;
          mode &= 4095;
          mode |= 32768;
          return FS.mknod(path, mode, 0);
        }, mkdir: (path, mode) => {
          mode = mode !== void 0 ? mode : 511;
          mode &= 511 | 512;
          mode |= 16384;
          return FS.mknod(path, mode, 0);
        }, mkdirTree: (path, mode) => {
          var dirs = path.split("/");
          var d = "";
          for (var i = 0; i < dirs.length; ++i) {
            if (!dirs[i]) continue;
            d += "/" + dirs[i];
            try {
              FS.mkdir(d, mode);
            } catch (e) {
              if (e.errno != 20) throw e;
            }
          }
        }, mkdev: (path, mode, dev) => {
          if (typeof dev == "undefined") {
            dev = mode;
            mode = 438;
          }
          mode |= 8192;
          return FS.mknod(path, mode, dev);
        }, symlink: (oldpath, newpath) => {
          if (!PATH_FS.resolve(oldpath)) {
            throw new FS.ErrnoError(44);
          }
          var lookup = FS.lookupPath(newpath, { parent: true });
          var parent = lookup.node;
          if (!parent) {
            throw new FS.ErrnoError(44);
          }
          var newname = PATH.basename(newpath);
          var errCode = FS.mayCreate(parent, newname);
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          if (!parent.node_ops.symlink) {
            throw new FS.ErrnoError(63);
          }
          return parent.node_ops.symlink(parent, newname, oldpath);
        }, rename: (old_path, new_path) => {
          var old_dirname = PATH.dirname(old_path);
          var new_dirname = PATH.dirname(new_path);
          var old_name = PATH.basename(old_path);
          var new_name = PATH.basename(new_path);
          var lookup, old_dir, new_dir;
          lookup = FS.lookupPath(old_path, { parent: true });
          old_dir = lookup.node;
          lookup = FS.lookupPath(new_path, { parent: true });
          new_dir = lookup.node;
          if (!old_dir || !new_dir) throw new FS.ErrnoError(44);
          if (old_dir.mount !== new_dir.mount) {
            throw new FS.ErrnoError(75);
          }
          var old_node = FS.lookupNode(old_dir, old_name);
          var relative = PATH_FS.relative(old_path, new_dirname);
          if (relative.charAt(0) !== ".") {
            throw new FS.ErrnoError(28);
          }
          relative = PATH_FS.relative(new_path, old_dirname);
          if (relative.charAt(0) !== ".") {
            throw new FS.ErrnoError(55);
          }
          var new_node;
          try {
            new_node = FS.lookupNode(new_dir, new_name);
          } catch (e) {
          }
          if (old_node === new_node) {
            return;
          }
          var isdir = FS.isDir(old_node.mode);
          var errCode = FS.mayDelete(old_dir, old_name, isdir);
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          errCode = new_node ? FS.mayDelete(new_dir, new_name, isdir) : FS.mayCreate(new_dir, new_name);
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          if (!old_dir.node_ops.rename) {
            throw new FS.ErrnoError(63);
          }
          if (FS.isMountpoint(old_node) || new_node && FS.isMountpoint(new_node)) {
            throw new FS.ErrnoError(10);
          }
          if (new_dir !== old_dir) {
            errCode = FS.nodePermissions(old_dir, "w");
            if (errCode) {
              throw new FS.ErrnoError(errCode);
            }
          }
          FS.hashRemoveNode(old_node);
          try {
            old_dir.node_ops.rename(old_node, new_dir, new_name);
          } catch (e) {
            throw e;
          } finally {
            FS.hashAddNode(old_node);
          }
        }, rmdir: (path) => {
          var lookup = FS.lookupPath(path, { parent: true });
          var parent = lookup.node;
          var name = PATH.basename(path);
          var node = FS.lookupNode(parent, name);
          var errCode = FS.mayDelete(parent, name, true);
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          if (!parent.node_ops.rmdir) {
            throw new FS.ErrnoError(63);
          }
          if (FS.isMountpoint(node)) {
            throw new FS.ErrnoError(10);
          }
          parent.node_ops.rmdir(parent, name);
          FS.destroyNode(node);
        }, readdir: (path) => {
          var lookup = FS.lookupPath(path, { follow: true });
          var node = lookup.node;
          if (!node.node_ops.readdir) {
            throw new FS.ErrnoError(54);
          }
          return node.node_ops.readdir(node);
        }, unlink: (path) => {
          var lookup = FS.lookupPath(path, { parent: true });
          var parent = lookup.node;
          if (!parent) {
            throw new FS.ErrnoError(44);
          }
          var name = PATH.basename(path);
          var node = FS.lookupNode(parent, name);
          var errCode = FS.mayDelete(parent, name, false);
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          if (!parent.node_ops.unlink) {
            throw new FS.ErrnoError(63);
          }
          if (FS.isMountpoint(node)) {
            throw new FS.ErrnoError(10);
          }
          parent.node_ops.unlink(parent, name);
          FS.destroyNode(node);
        }, readlink: (path) => {
          var lookup = FS.lookupPath(path);
          var link = lookup.node;
          if (!link) {
            throw new FS.ErrnoError(44);
          }
          if (!link.node_ops.readlink) {
            throw new FS.ErrnoError(28);
          }
          return PATH_FS.resolve(FS.getPath(link.parent), link.node_ops.readlink(link));
        }, stat: (path, dontFollow) => {
          var lookup = FS.lookupPath(path, { follow: !dontFollow });
          var node = lookup.node;
          if (!node) {
            throw new FS.ErrnoError(44);
          }
          if (!node.node_ops.getattr) {
            throw new FS.ErrnoError(63);
          }
          return node.node_ops.getattr(node);
        }, lstat: (path) => FS.stat(path, true), chmod: (path, mode, dontFollow) => {
          var node;
          if (typeof path == "string") {
            var lookup = FS.lookupPath(path, { follow: !dontFollow });
            node = lookup.node;
          } else {
            node = path;
          }
          if (!node.node_ops.setattr) {
            throw new FS.ErrnoError(63);
          }
          node.node_ops.setattr(node, { mode: mode & 4095 | node.mode & ~4095, timestamp: Date.now() });
        }, lchmod: (path, mode) => {
          FS.chmod(path, mode, true);
        }, fchmod: (fd, mode) => {
          var stream = FS.getStreamChecked(fd);
          FS.chmod(stream.node, mode);
        }, chown: (path, uid, gid, dontFollow) => {
          var node;
          if (typeof path == "string") {
            var lookup = FS.lookupPath(path, { follow: !dontFollow });
            node = lookup.node;
          } else {
            node = path;
          }
          if (!node.node_ops.setattr) {
            throw new FS.ErrnoError(63);
          }
          node.node_ops.setattr(node, { timestamp: Date.now() });
        }, lchown: (path, uid, gid) => {
          FS.chown(path, uid, gid, true);
        }, fchown: (fd, uid, gid) => {
          var stream = FS.getStreamChecked(fd);
          FS.chown(stream.node, uid, gid);
        }, truncate: (path, len) => {
          if (len < 0) {
            throw new FS.ErrnoError(28);
          }
          var node;
          if (typeof path == "string") {
            var lookup = FS.lookupPath(path, { follow: true });
            node = lookup.node;
          } else {
            node = path;
          }
          if (!node.node_ops.setattr) {
            throw new FS.ErrnoError(63);
          }
          if (FS.isDir(node.mode)) {
            throw new FS.ErrnoError(31);
          }
          if (!FS.isFile(node.mode)) {
            throw new FS.ErrnoError(28);
          }
          var errCode = FS.nodePermissions(node, "w");
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          node.node_ops.setattr(node, { size: len, timestamp: Date.now() });
        }, ftruncate: (fd, len) => {
          var stream = FS.getStreamChecked(fd);
          if ((stream.flags & 2097155) === 0) {
            throw new FS.ErrnoError(28);
          }
          FS.truncate(stream.node, len);
        }, utime: (path, atime, mtime) => {
          var lookup = FS.lookupPath(path, { follow: true });
          var node = lookup.node;
          node.node_ops.setattr(node, { timestamp: Math.max(atime, mtime) });
        }, open: (path, flags, mode) => {
          if (path === "") {
            throw new FS.ErrnoError(44);
          }
          flags = typeof flags == "string" ? FS_modeStringToFlags(flags) : flags;
          mode = typeof mode == "undefined" ? 438 : mode;
          if (flags & 64) {
            mode = mode & 4095 | 32768;
          } else {
            mode = 0;
          }
          var node;
          if (typeof path == "object") {
            node = path;
          } else {
            path = PATH.normalize(path);
            try {
              var lookup = FS.lookupPath(path, { follow: !(flags & 131072) });
              node = lookup.node;
            } catch (e) {
            }
          }
          var created = false;
          if (flags & 64) {
            if (node) {
              if (flags & 128) {
                throw new FS.ErrnoError(20);
              }
            } else {
              node = FS.mknod(path, mode, 0);
              created = true;
            }
          }
          if (!node) {
            throw new FS.ErrnoError(44);
          }
          if (FS.isChrdev(node.mode)) {
            flags &= ~512;
          }
          if (flags & 65536 && !FS.isDir(node.mode)) {
            throw new FS.ErrnoError(54);
          }
          if (!created) {
            var errCode = FS.mayOpen(node, flags);
            if (errCode) {
              throw new FS.ErrnoError(errCode);
            }
          }
          if (flags & 512 && !created) {
            FS.truncate(node, 0);
          }
          flags &= ~(128 | 512 | 131072);
          var stream = FS.createStream({ node, path: FS.getPath(node), flags, seekable: true, position: 0, stream_ops: node.stream_ops, ungotten: [], error: false });
          if (stream.stream_ops.open) {
            stream.stream_ops.open(stream);
          }
          if (Module2["logReadFiles"] && !(flags & 1)) {
            if (!FS.readFiles) FS.readFiles = {};
            if (!(path in FS.readFiles)) {
              FS.readFiles[path] = 1;
            }
          }
          return stream;
        }, close: (stream) => {
          if (FS.isClosed(stream)) {
            throw new FS.ErrnoError(8);
          }
          if (stream.getdents) stream.getdents = null;
          try {
            if (stream.stream_ops.close) {
              stream.stream_ops.close(stream);
            }
          } catch (e) {
            throw e;
          } finally {
            FS.closeStream(stream.fd);
          }
          stream.fd = null;
        }, isClosed: (stream) => stream.fd === null, llseek: (stream, offset, whence) => {
          if (FS.isClosed(stream)) {
            throw new FS.ErrnoError(8);
          }
          if (!stream.seekable || !stream.stream_ops.llseek) {
            throw new FS.ErrnoError(70);
          }
          if (whence != 0 && whence != 1 && whence != 2) {
            throw new FS.ErrnoError(28);
          }
          stream.position = stream.stream_ops.llseek(stream, offset, whence);
          stream.ungotten = [];
          return stream.position;
        }, read: (stream, buffer, offset, length, position) => {
          if (length < 0 || position < 0) {
            throw new FS.ErrnoError(28);
          }
          if (FS.isClosed(stream)) {
            throw new FS.ErrnoError(8);
          }
          if ((stream.flags & 2097155) === 1) {
            throw new FS.ErrnoError(8);
          }
          if (FS.isDir(stream.node.mode)) {
            throw new FS.ErrnoError(31);
          }
          if (!stream.stream_ops.read) {
            throw new FS.ErrnoError(28);
          }
          var seeking = typeof position != "undefined";
          if (!seeking) {
            position = stream.position;
          } else if (!stream.seekable) {
            throw new FS.ErrnoError(70);
          }
          var bytesRead = stream.stream_ops.read(stream, buffer, offset, length, position);
          if (!seeking) stream.position += bytesRead;
          return bytesRead;
        }, write: (stream, buffer, offset, length, position, canOwn) => {
          if (length < 0 || position < 0) {
            throw new FS.ErrnoError(28);
          }
          if (FS.isClosed(stream)) {
            throw new FS.ErrnoError(8);
          }
          if ((stream.flags & 2097155) === 0) {
            throw new FS.ErrnoError(8);
          }
          if (FS.isDir(stream.node.mode)) {
            throw new FS.ErrnoError(31);
          }
          if (!stream.stream_ops.write) {
            throw new FS.ErrnoError(28);
          }
          if (stream.seekable && stream.flags & 1024) {
            FS.llseek(stream, 0, 2);
          }
          var seeking = typeof position != "undefined";
          if (!seeking) {
            position = stream.position;
          } else if (!stream.seekable) {
            throw new FS.ErrnoError(70);
          }
          var bytesWritten = stream.stream_ops.write(stream, buffer, offset, length, position, canOwn);
          if (!seeking) stream.position += bytesWritten;
          return bytesWritten;
        }, allocate: (stream, offset, length) => {
          if (FS.isClosed(stream)) {
            throw new FS.ErrnoError(8);
          }
          if (offset < 0 || length <= 0) {
            throw new FS.ErrnoError(28);
          }
          if ((stream.flags & 2097155) === 0) {
            throw new FS.ErrnoError(8);
          }
          if (!FS.isFile(stream.node.mode) && !FS.isDir(stream.node.mode)) {
            throw new FS.ErrnoError(43);
          }
          if (!stream.stream_ops.allocate) {
            throw new FS.ErrnoError(138);
          }
          stream.stream_ops.allocate(stream, offset, length);
        }, mmap: (stream, length, position, prot, flags) => {
          if ((prot & 2) !== 0 && (flags & 2) === 0 && (stream.flags & 2097155) !== 2) {
            throw new FS.ErrnoError(2);
          }
          if ((stream.flags & 2097155) === 1) {
            throw new FS.ErrnoError(2);
          }
          if (!stream.stream_ops.mmap) {
            throw new FS.ErrnoError(43);
          }
          return stream.stream_ops.mmap(stream, length, position, prot, flags);
        }, msync: (stream, buffer, offset, length, mmapFlags) => {
          if (!stream.stream_ops.msync) {
            return 0;
          }
          return stream.stream_ops.msync(stream, buffer, offset, length, mmapFlags);
        }, munmap: (stream) => 0, ioctl: (stream, cmd, arg) => {
          if (!stream.stream_ops.ioctl) {
            throw new FS.ErrnoError(59);
          }
          return stream.stream_ops.ioctl(stream, cmd, arg);
        }, readFile: (path, opts = {}) => {
          opts.flags = opts.flags || 0;
          opts.encoding = opts.encoding || "binary";
          if (opts.encoding !== "utf8" && opts.encoding !== "binary") {
            throw new Error(`Invalid encoding type "${opts.encoding}"`);
          }
          var ret;
          var stream = FS.open(path, opts.flags);
          var stat = FS.stat(path);
          var length = stat.size;
          var buf = new Uint8Array(length);
          FS.read(stream, buf, 0, length, 0);
          if (opts.encoding === "utf8") {
            ret = UTF8ArrayToString(buf, 0);
          } else if (opts.encoding === "binary") {
            ret = buf;
          }
          FS.close(stream);
          return ret;
        }, writeFile: (path, data, opts = {}) => {
          opts.flags = opts.flags || 577;
          var stream = FS.open(path, opts.flags, opts.mode);
          if (typeof data == "string") {
            var buf = new Uint8Array(lengthBytesUTF8(data) + 1);
            var actualNumBytes = stringToUTF8Array(data, buf, 0, buf.length);
            FS.write(stream, buf, 0, actualNumBytes, void 0, opts.canOwn);
          } else if (ArrayBuffer.isView(data)) {
            FS.write(stream, data, 0, data.byteLength, void 0, opts.canOwn);
          } else {
            throw new Error("Unsupported data type");
          }
          FS.close(stream);
        }, cwd: () => FS.currentPath, chdir: (path) => {
          var lookup = FS.lookupPath(path, { follow: true });
          if (lookup.node === null) {
            throw new FS.ErrnoError(44);
          }
          if (!FS.isDir(lookup.node.mode)) {
            throw new FS.ErrnoError(54);
          }
          var errCode = FS.nodePermissions(lookup.node, "x");
          if (errCode) {
            throw new FS.ErrnoError(errCode);
          }
          FS.currentPath = lookup.path;
        }, createDefaultDirectories: () => {
          FS.mkdir("/tmp");
          FS.mkdir("/home");
          FS.mkdir("/home/web_user");
        }, createDefaultDevices: () => {
          FS.mkdir("/dev");
          FS.registerDevice(FS.makedev(1, 3), { read: () => 0, write: (stream, buffer, offset, length, pos) => length });
          FS.mkdev("/dev/null", FS.makedev(1, 3));
          TTY.register(FS.makedev(5, 0), TTY.default_tty_ops);
          TTY.register(FS.makedev(6, 0), TTY.default_tty1_ops);
          FS.mkdev("/dev/tty", FS.makedev(5, 0));
          FS.mkdev("/dev/tty1", FS.makedev(6, 0));
          var randomBuffer = new Uint8Array(1024), randomLeft = 0;
          var randomByte = () => {
            if (randomLeft === 0) {
              randomLeft = randomFill(randomBuffer).byteLength;
            }
            return randomBuffer[--randomLeft];
          };
          FS.createDevice("/dev", "random", randomByte);
          FS.createDevice("/dev", "urandom", randomByte);
          FS.mkdir("/dev/shm");
          FS.mkdir("/dev/shm/tmp");
        }, createSpecialDirectories: () => {
          FS.mkdir("/proc");
          var proc_self = FS.mkdir("/proc/self");
          FS.mkdir("/proc/self/fd");
          FS.mount({ mount: () => {
            var node = FS.createNode(proc_self, "fd", 16384 | 511, 73);
            node.node_ops = { lookup: (parent, name) => {
              var fd = +name;
              var stream = FS.getStreamChecked(fd);
              var ret = { parent: null, mount: { mountpoint: "fake" }, node_ops: { readlink: () => stream.path } };
              ret.parent = ret;
              return ret;
            } };
            return node;
          } }, {}, "/proc/self/fd");
        }, createStandardStreams: () => {
          if (Module2["stdin"]) {
            FS.createDevice("/dev", "stdin", Module2["stdin"]);
          } else {
            FS.symlink("/dev/tty", "/dev/stdin");
          }
          if (Module2["stdout"]) {
            FS.createDevice("/dev", "stdout", null, Module2["stdout"]);
          } else {
            FS.symlink("/dev/tty", "/dev/stdout");
          }
          if (Module2["stderr"]) {
            FS.createDevice("/dev", "stderr", null, Module2["stderr"]);
          } else {
            FS.symlink("/dev/tty1", "/dev/stderr");
          }
          FS.open("/dev/stdin", 0);
          FS.open("/dev/stdout", 1);
          FS.open("/dev/stderr", 1);
        }, ensureErrnoError: () => {
          if (FS.ErrnoError) return;
          FS.ErrnoError = function ErrnoError(errno, node) {
            this.name = "ErrnoError";
            this.node = node;
            this.setErrno = function(errno2) {
              this.errno = errno2;
            };
            this.setErrno(errno);
            this.message = "FS error";
          };
          FS.ErrnoError.prototype = new Error();
          FS.ErrnoError.prototype.constructor = FS.ErrnoError;
          [44].forEach((code) => {
            FS.genericErrors[code] = new FS.ErrnoError(code);
            FS.genericErrors[code].stack = "<generic error, no stack>";
          });
        }, staticInit: () => {
          FS.ensureErrnoError();
          FS.nameTable = new Array(4096);
          FS.mount(MEMFS, {}, "/");
          FS.createDefaultDirectories();
          FS.createDefaultDevices();
          FS.createSpecialDirectories();
          FS.filesystems = { "MEMFS": MEMFS };
        }, init: (input, output, error) => {
          FS.init.initialized = true;
          FS.ensureErrnoError();
          Module2["stdin"] = input || Module2["stdin"];
          Module2["stdout"] = output || Module2["stdout"];
          Module2["stderr"] = error || Module2["stderr"];
          FS.createStandardStreams();
        }, quit: () => {
          FS.init.initialized = false;
          for (var i = 0; i < FS.streams.length; i++) {
            var stream = FS.streams[i];
            if (!stream) {
              continue;
            }
            FS.close(stream);
          }
        }, findObject: (path, dontResolveLastLink) => {
          var ret = FS.analyzePath(path, dontResolveLastLink);
          if (!ret.exists) {
            return null;
          }
          return ret.object;
        }, analyzePath: (path, dontResolveLastLink) => {
          try {
            var lookup = FS.lookupPath(path, { follow: !dontResolveLastLink });
            path = lookup.path;
          } catch (e) {
          }
          var ret = { isRoot: false, exists: false, error: 0, name: null, path: null, object: null, parentExists: false, parentPath: null, parentObject: null };
          try {
            var lookup = FS.lookupPath(path, { parent: true });
            ret.parentExists = true;
            ret.parentPath = lookup.path;
            ret.parentObject = lookup.node;
            ret.name = PATH.basename(path);
            lookup = FS.lookupPath(path, { follow: !dontResolveLastLink });
            ret.exists = true;
            ret.path = lookup.path;
            ret.object = lookup.node;
            ret.name = lookup.node.name;
            ret.isRoot = lookup.path === "/";
          } catch (e) {
            ret.error = e.errno;
          }
          return ret;
        }, createPath: (parent, path, canRead, canWrite) => {
          parent = typeof parent == "string" ? parent : FS.getPath(parent);
          var parts = path.split("/").reverse();
          while (parts.length) {
            var part = parts.pop();
            if (!part) continue;
            var current = PATH.join2(parent, part);
            try {
              FS.mkdir(current);
            } catch (e) {
            }
            parent = current;
          }
          return current;
        }, createFile: (parent, name, properties, canRead, canWrite) => {
          var path = PATH.join2(typeof parent == "string" ? parent : FS.getPath(parent), name);
          var mode = FS_getMode(canRead, canWrite);
          return FS.create(path, mode);
        }, createDataFile: (parent, name, data, canRead, canWrite, canOwn) => {
          var path = name;
          if (parent) {
            parent = typeof parent == "string" ? parent : FS.getPath(parent);
            path = name ? PATH.join2(parent, name) : parent;
          }
          var mode = FS_getMode(canRead, canWrite);
          var node = FS.create(path, mode);
          if (data) {
            if (typeof data == "string") {
              var arr = new Array(data.length);
              for (var i = 0, len = data.length; i < len; ++i) arr[i] = data.charCodeAt(i);
              data = arr;
            }
            FS.chmod(node, mode | 146);
            var stream = FS.open(node, 577);
            FS.write(stream, data, 0, data.length, 0, canOwn);
            FS.close(stream);
            FS.chmod(node, mode);
          }
          return node;
        }, createDevice: (parent, name, input, output) => {
          var path = PATH.join2(typeof parent == "string" ? parent : FS.getPath(parent), name);
          var mode = FS_getMode(!!input, !!output);
          if (!FS.createDevice.major) FS.createDevice.major = 64;
          var dev = FS.makedev(FS.createDevice.major++, 0);
          FS.registerDevice(dev, { open: (stream) => {
            stream.seekable = false;
          }, close: (stream) => {
            if (output && output.buffer && output.buffer.length) {
              output(10);
            }
          }, read: (stream, buffer, offset, length, pos) => {
            var bytesRead = 0;
            for (var i = 0; i < length; i++) {
              var result;
              try {
                result = input();
              } catch (e) {
                throw new FS.ErrnoError(29);
              }
              if (result === void 0 && bytesRead === 0) {
                throw new FS.ErrnoError(6);
              }
              if (result === null || result === void 0) break;
              bytesRead++;
              buffer[offset + i] = result;
            }
            if (bytesRead) {
              stream.node.timestamp = Date.now();
            }
            return bytesRead;
          }, write: (stream, buffer, offset, length, pos) => {
            for (var i = 0; i < length; i++) {
              try {
                output(buffer[offset + i]);
              } catch (e) {
                throw new FS.ErrnoError(29);
              }
            }
            if (length) {
              stream.node.timestamp = Date.now();
            }
            return i;
          } });
          return FS.mkdev(path, mode, dev);
        }, forceLoadFile: (obj) => {
          if (obj.isDevice || obj.isFolder || obj.link || obj.contents) return true;
          if (typeof XMLHttpRequest != "undefined") {
            throw new Error("Lazy loading should have been performed (contents set) in createLazyFile, but it was not. Lazy loading only works in web workers. Use --embed-file or --preload-file in emcc on the main thread.");
          } else if (read_) {
            try {
              obj.contents = intArrayFromString(read_(obj.url), true);
              obj.usedBytes = obj.contents.length;
            } catch (e) {
              throw new FS.ErrnoError(29);
            }
          } else {
            throw new Error("Cannot load without read() or XMLHttpRequest.");
          }
        }, createLazyFile: (parent, name, url, canRead, canWrite) => {
          function LazyUint8Array() {
            this.lengthKnown = false;
            this.chunks = [];
          }
          LazyUint8Array.prototype.get = function LazyUint8Array_get(idx) {
            if (idx > this.length - 1 || idx < 0) {
              return void 0;
            }
            var chunkOffset = idx % this.chunkSize;
            var chunkNum = idx / this.chunkSize | 0;
            return this.getter(chunkNum)[chunkOffset];
          };
          LazyUint8Array.prototype.setDataGetter = function LazyUint8Array_setDataGetter(getter) {
            this.getter = getter;
          };
          LazyUint8Array.prototype.cacheLength = function LazyUint8Array_cacheLength() {
            var xhr = new XMLHttpRequest();
            xhr.open("HEAD", url, false);
            xhr.send(null);
            if (!(xhr.status >= 200 && xhr.status < 300 || xhr.status === 304)) throw new Error("Couldn't load " + url + ". Status: " + xhr.status);
            var datalength = Number(xhr.getResponseHeader("Content-length"));
            var header;
            var hasByteServing = (header = xhr.getResponseHeader("Accept-Ranges")) && header === "bytes";
            var usesGzip = (header = xhr.getResponseHeader("Content-Encoding")) && header === "gzip";
            var chunkSize = 1024 * 1024;
            if (!hasByteServing) chunkSize = datalength;
            var doXHR = (from, to) => {
              if (from > to) throw new Error("invalid range (" + from + ", " + to + ") or no bytes requested!");
              if (to > datalength - 1) throw new Error("only " + datalength + " bytes available! programmer error!");
              var xhr2 = new XMLHttpRequest();
              xhr2.open("GET", url, false);
              if (datalength !== chunkSize) xhr2.setRequestHeader("Range", "bytes=" + from + "-" + to);
              xhr2.responseType = "arraybuffer";
              if (xhr2.overrideMimeType) {
                xhr2.overrideMimeType("text/plain; charset=x-user-defined");
              }
              xhr2.send(null);
              if (!(xhr2.status >= 200 && xhr2.status < 300 || xhr2.status === 304)) throw new Error("Couldn't load " + url + ". Status: " + xhr2.status);
              if (xhr2.response !== void 0) {
                return new Uint8Array(xhr2.response || []);
              }
              return intArrayFromString(xhr2.responseText || "", true);
            };
            var lazyArray2 = this;
            lazyArray2.setDataGetter((chunkNum) => {
              var start = chunkNum * chunkSize;
              var end = (chunkNum + 1) * chunkSize - 1;
              end = Math.min(end, datalength - 1);
              if (typeof lazyArray2.chunks[chunkNum] == "undefined") {
                lazyArray2.chunks[chunkNum] = doXHR(start, end);
              }
              if (typeof lazyArray2.chunks[chunkNum] == "undefined") throw new Error("doXHR failed!");
              return lazyArray2.chunks[chunkNum];
            });
            if (usesGzip || !datalength) {
              chunkSize = datalength = 1;
              datalength = this.getter(0).length;
              chunkSize = datalength;
              out("LazyFiles on gzip forces download of the whole file when length is accessed");
            }
            this._length = datalength;
            this._chunkSize = chunkSize;
            this.lengthKnown = true;
          };
          if (typeof XMLHttpRequest != "undefined") {
            if (!ENVIRONMENT_IS_WORKER) throw "Cannot do synchronous binary XHRs outside webworkers in modern browsers. Use --embed-file or --preload-file in emcc";
            var lazyArray = new LazyUint8Array();
            Object.defineProperties(lazyArray, { length: { get: function() {
              if (!this.lengthKnown) {
                this.cacheLength();
              }
              return this._length;
            } }, chunkSize: { get: function() {
              if (!this.lengthKnown) {
                this.cacheLength();
              }
              return this._chunkSize;
            } } });
            var properties = { isDevice: false, contents: lazyArray };
          } else {
            var properties = { isDevice: false, url };
          }
          var node = FS.createFile(parent, name, properties, canRead, canWrite);
          if (properties.contents) {
            node.contents = properties.contents;
          } else if (properties.url) {
            node.contents = null;
            node.url = properties.url;
          }
          Object.defineProperties(node, { usedBytes: { get: function() {
            return this.contents.length;
          } } });
          var stream_ops = {};
          var keys = Object.keys(node.stream_ops);
          keys.forEach((key) => {
            var fn = node.stream_ops[key];
            stream_ops[key] = function forceLoadLazyFile() {
              FS.forceLoadFile(node);
              return fn.apply(null, arguments);
            };
          });
          function writeChunks(stream, buffer, offset, length, position) {
            var contents = stream.node.contents;
            if (position >= contents.length) return 0;
            var size = Math.min(contents.length - position, length);
            if (contents.slice) {
              for (var i = 0; i < size; i++) {
                buffer[offset + i] = contents[position + i];
              }
            } else {
              for (var i = 0; i < size; i++) {
                buffer[offset + i] = contents.get(position + i);
              }
            }
            return size;
          }
          stream_ops.read = (stream, buffer, offset, length, position) => {
            FS.forceLoadFile(node);
            return writeChunks(stream, buffer, offset, length, position);
          };
          stream_ops.mmap = (stream, length, position, prot, flags) => {
            FS.forceLoadFile(node);
            var ptr = mmapAlloc();
            if (!ptr) {
              throw new FS.ErrnoError(48);
            }
            writeChunks(stream, HEAP8, ptr, length, position);
            return { ptr, allocated: true };
          };
          node.stream_ops = stream_ops;
          return node;
        } };
        var SYSCALLS = { DEFAULT_POLLMASK: 5, calculateAt: function(dirfd, path, allowEmpty) {
          if (PATH.isAbs(path)) {
            return path;
          }
          var dir;
          if (dirfd === -100) {
            dir = FS.cwd();
          } else {
            var dirstream = SYSCALLS.getStreamFromFD(dirfd);
            dir = dirstream.path;
          }
          if (path.length == 0) {
            if (!allowEmpty) {
              throw new FS.ErrnoError(44);
            }
            return dir;
          }
          return PATH.join2(dir, path);
        }, doStat: function(func, path, buf) {
          try {
            var stat = func(path);
          } catch (e) {
            if (e && e.node && PATH.normalize(path) !== PATH.normalize(FS.getPath(e.node))) {
              return -54;
            }
            throw e;
          }
          HEAP32[buf >> 2] = stat.dev;
          HEAP32[buf + 4 >> 2] = stat.mode;
          HEAPU32[buf + 8 >> 2] = stat.nlink;
          HEAP32[buf + 12 >> 2] = stat.uid;
          HEAP32[buf + 16 >> 2] = stat.gid;
          HEAP32[buf + 20 >> 2] = stat.rdev;
          tempI64 = [stat.size >>> 0, (tempDouble = stat.size, +Math.abs(tempDouble) >= 1 ? tempDouble > 0 ? +Math.floor(tempDouble / 4294967296) >>> 0 : ~~+Math.ceil((tempDouble - +(~~tempDouble >>> 0)) / 4294967296) >>> 0 : 0)], HEAP32[buf + 24 >> 2] = tempI64[0], HEAP32[buf + 28 >> 2] = tempI64[1];
          HEAP32[buf + 32 >> 2] = 4096;
          HEAP32[buf + 36 >> 2] = stat.blocks;
          var atime = stat.atime.getTime();
          var mtime = stat.mtime.getTime();
          var ctime = stat.ctime.getTime();
          tempI64 = [Math.floor(atime / 1e3) >>> 0, (tempDouble = Math.floor(atime / 1e3), +Math.abs(tempDouble) >= 1 ? tempDouble > 0 ? +Math.floor(tempDouble / 4294967296) >>> 0 : ~~+Math.ceil((tempDouble - +(~~tempDouble >>> 0)) / 4294967296) >>> 0 : 0)], HEAP32[buf + 40 >> 2] = tempI64[0], HEAP32[buf + 44 >> 2] = tempI64[1];
          HEAPU32[buf + 48 >> 2] = atime % 1e3 * 1e3;
          tempI64 = [Math.floor(mtime / 1e3) >>> 0, (tempDouble = Math.floor(mtime / 1e3), +Math.abs(tempDouble) >= 1 ? tempDouble > 0 ? +Math.floor(tempDouble / 4294967296) >>> 0 : ~~+Math.ceil((tempDouble - +(~~tempDouble >>> 0)) / 4294967296) >>> 0 : 0)], HEAP32[buf + 56 >> 2] = tempI64[0], HEAP32[buf + 60 >> 2] = tempI64[1];
          HEAPU32[buf + 64 >> 2] = mtime % 1e3 * 1e3;
          tempI64 = [Math.floor(ctime / 1e3) >>> 0, (tempDouble = Math.floor(ctime / 1e3), +Math.abs(tempDouble) >= 1 ? tempDouble > 0 ? +Math.floor(tempDouble / 4294967296) >>> 0 : ~~+Math.ceil((tempDouble - +(~~tempDouble >>> 0)) / 4294967296) >>> 0 : 0)], HEAP32[buf + 72 >> 2] = tempI64[0], HEAP32[buf + 76 >> 2] = tempI64[1];
          HEAPU32[buf + 80 >> 2] = ctime % 1e3 * 1e3;
          tempI64 = [stat.ino >>> 0, (tempDouble = stat.ino, +Math.abs(tempDouble) >= 1 ? tempDouble > 0 ? +Math.floor(tempDouble / 4294967296) >>> 0 : ~~+Math.ceil((tempDouble - +(~~tempDouble >>> 0)) / 4294967296) >>> 0 : 0)], HEAP32[buf + 88 >> 2] = tempI64[0], HEAP32[buf + 92 >> 2] = tempI64[1];
          return 0;
        }, doMsync: function(addr, stream, len, flags, offset) {
          if (!FS.isFile(stream.node.mode)) {
            throw new FS.ErrnoError(43);
          }
          if (flags & 2) {
            return 0;
          }
          var buffer = HEAPU8.slice(addr, addr + len);
          FS.msync(stream, buffer, offset, len, flags);
        }, varargs: void 0, get() {
          SYSCALLS.varargs += 4;
          var ret = HEAP32[SYSCALLS.varargs - 4 >> 2];
          return ret;
        }, getStr(ptr) {
          var ret = UTF8ToString(ptr);
          return ret;
        }, getStreamFromFD: function(fd) {
          var stream = FS.getStreamChecked(fd);
          return stream;
        } };
        function ___syscall_fcntl64(fd, cmd, varargs) {
          SYSCALLS.varargs = varargs;
          try {
            var stream = SYSCALLS.getStreamFromFD(fd);
            switch (cmd) {
              case 0: {
                var arg = SYSCALLS.get();
                if (arg < 0) {
                  return -28;
                }
                var newStream;
                newStream = FS.createStream(stream, arg);
                return newStream.fd;
              }
              case 1:
              case 2:
                return 0;
              case 3:
                return stream.flags;
              case 4: {
                var arg = SYSCALLS.get();
                stream.flags |= arg;
                return 0;
              }
              case 5: {
                var arg = SYSCALLS.get();
                var offset = 0;
                HEAP16[arg + offset >> 1] = 2;
                return 0;
              }
              case 6:
              case 7:
                return 0;
              case 16:
              case 8:
                return -28;
              case 9:
                setErrNo(28);
                return -1;
              default: {
                return -28;
              }
            }
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return -e.errno;
          }
        }
        function ___syscall_ioctl(fd, op, varargs) {
          SYSCALLS.varargs = varargs;
          try {
            var stream = SYSCALLS.getStreamFromFD(fd);
            switch (op) {
              case 21509: {
                if (!stream.tty) return -59;
                return 0;
              }
              case 21505: {
                if (!stream.tty) return -59;
                if (stream.tty.ops.ioctl_tcgets) {
                  var termios = stream.tty.ops.ioctl_tcgets(stream);
                  var argp = SYSCALLS.get();
                  HEAP32[argp >> 2] = termios.c_iflag || 0;
                  HEAP32[argp + 4 >> 2] = termios.c_oflag || 0;
                  HEAP32[argp + 8 >> 2] = termios.c_cflag || 0;
                  HEAP32[argp + 12 >> 2] = termios.c_lflag || 0;
                  for (var i = 0; i < 32; i++) {
                    HEAP8[argp + i + 17 >> 0] = termios.c_cc[i] || 0;
                  }
                  return 0;
                }
                return 0;
              }
              case 21510:
              case 21511:
              case 21512: {
                if (!stream.tty) return -59;
                return 0;
              }
              case 21506:
              case 21507:
              case 21508: {
                if (!stream.tty) return -59;
                if (stream.tty.ops.ioctl_tcsets) {
                  var argp = SYSCALLS.get();
                  var c_iflag = HEAP32[argp >> 2];
                  var c_oflag = HEAP32[argp + 4 >> 2];
                  var c_cflag = HEAP32[argp + 8 >> 2];
                  var c_lflag = HEAP32[argp + 12 >> 2];
                  var c_cc = [];
                  for (var i = 0; i < 32; i++) {
                    c_cc.push(HEAP8[argp + i + 17 >> 0]);
                  }
                  return stream.tty.ops.ioctl_tcsets(stream.tty, op, { c_iflag, c_oflag, c_cflag, c_lflag, c_cc });
                }
                return 0;
              }
              case 21519: {
                if (!stream.tty) return -59;
                var argp = SYSCALLS.get();
                HEAP32[argp >> 2] = 0;
                return 0;
              }
              case 21520: {
                if (!stream.tty) return -59;
                return -28;
              }
              case 21531: {
                var argp = SYSCALLS.get();
                return FS.ioctl(stream, op, argp);
              }
              case 21523: {
                if (!stream.tty) return -59;
                if (stream.tty.ops.ioctl_tiocgwinsz) {
                  var winsize = stream.tty.ops.ioctl_tiocgwinsz(stream.tty);
                  var argp = SYSCALLS.get();
                  HEAP16[argp >> 1] = winsize[0];
                  HEAP16[argp + 2 >> 1] = winsize[1];
                }
                return 0;
              }
              case 21524: {
                if (!stream.tty) return -59;
                return 0;
              }
              case 21515: {
                if (!stream.tty) return -59;
                return 0;
              }
              default:
                return -28;
            }
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return -e.errno;
          }
        }
        function ___syscall_openat(dirfd, path, flags, varargs) {
          SYSCALLS.varargs = varargs;
          try {
            path = SYSCALLS.getStr(path);
            path = SYSCALLS.calculateAt(dirfd, path);
            var mode = varargs ? SYSCALLS.get() : 0;
            return FS.open(path, flags, mode).fd;
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return -e.errno;
          }
        }
        function __embind_register_bigint(primitiveType, name, size, minRange, maxRange) {
        }
        function getShiftFromSize(size) {
          switch (size) {
            case 1:
              return 0;
            case 2:
              return 1;
            case 4:
              return 2;
            case 8:
              return 3;
            default:
              throw new TypeError(`Unknown type size: ${size}`);
          }
        }
        function embind_init_charCodes() {
          var codes = new Array(256);
          for (var i = 0; i < 256; ++i) {
            codes[i] = String.fromCharCode(i);
          }
          embind_charCodes = codes;
        }
        var embind_charCodes = void 0;
        function readLatin1String(ptr) {
          var ret = "";
          var c = ptr;
          while (HEAPU8[c]) {
            ret += embind_charCodes[HEAPU8[c++]];
          }
          return ret;
        }
        var awaitingDependencies = {};
        var registeredTypes = {};
        var typeDependencies = {};
        var BindingError = void 0;
        function throwBindingError(message) {
          throw new BindingError(message);
        }
        var InternalError = void 0;
        function throwInternalError(message) {
          throw new InternalError(message);
        }
        function whenDependentTypesAreResolved(myTypes, dependentTypes, getTypeConverters) {
          myTypes.forEach(function(type) {
            typeDependencies[type] = dependentTypes;
          });
          function onComplete(typeConverters2) {
            var myTypeConverters = getTypeConverters(typeConverters2);
            if (myTypeConverters.length !== myTypes.length) {
              throwInternalError("Mismatched type converter count");
            }
            for (var i = 0; i < myTypes.length; ++i) {
              registerType(myTypes[i], myTypeConverters[i]);
            }
          }
          var typeConverters = new Array(dependentTypes.length);
          var unregisteredTypes = [];
          var registered = 0;
          dependentTypes.forEach((dt, i) => {
            if (registeredTypes.hasOwnProperty(dt)) {
              typeConverters[i] = registeredTypes[dt];
            } else {
              unregisteredTypes.push(dt);
              if (!awaitingDependencies.hasOwnProperty(dt)) {
                awaitingDependencies[dt] = [];
              }
              awaitingDependencies[dt].push(() => {
                typeConverters[i] = registeredTypes[dt];
                ++registered;
                if (registered === unregisteredTypes.length) {
                  onComplete(typeConverters);
                }
              });
            }
          });
          if (0 === unregisteredTypes.length) {
            onComplete(typeConverters);
          }
        }
        function sharedRegisterType(rawType, registeredInstance, options = {}) {
          var name = registeredInstance.name;
          if (!rawType) {
            throwBindingError(`type "${name}" must have a positive integer typeid pointer`);
          }
          if (registeredTypes.hasOwnProperty(rawType)) {
            if (options.ignoreDuplicateRegistrations) {
              return;
            } else {
              throwBindingError(`Cannot register type '${name}' twice`);
            }
          }
          registeredTypes[rawType] = registeredInstance;
          delete typeDependencies[rawType];
          if (awaitingDependencies.hasOwnProperty(rawType)) {
            var callbacks = awaitingDependencies[rawType];
            delete awaitingDependencies[rawType];
            callbacks.forEach((cb) => cb());
          }
        }
        function registerType(rawType, registeredInstance, options = {}) {
          if (!("argPackAdvance" in registeredInstance)) {
            throw new TypeError("registerType registeredInstance requires argPackAdvance");
          }
          return sharedRegisterType(rawType, registeredInstance, options);
        }
        function __embind_register_bool(rawType, name, size, trueValue, falseValue) {
          var shift = getShiftFromSize(size);
          name = readLatin1String(name);
          registerType(rawType, { name, "fromWireType": function(wt) {
            return !!wt;
          }, "toWireType": function(destructors, o) {
            return o ? trueValue : falseValue;
          }, "argPackAdvance": 8, "readValueFromPointer": function(pointer) {
            var heap;
            if (size === 1) {
              heap = HEAP8;
            } else if (size === 2) {
              heap = HEAP16;
            } else if (size === 4) {
              heap = HEAP32;
            } else {
              throw new TypeError("Unknown boolean type size: " + name);
            }
            return this["fromWireType"](heap[pointer >> shift]);
          }, destructorFunction: null });
        }
        function ClassHandle_isAliasOf(other) {
          if (!(this instanceof ClassHandle)) {
            return false;
          }
          if (!(other instanceof ClassHandle)) {
            return false;
          }
          var leftClass = this.$$.ptrType.registeredClass;
          var left = this.$$.ptr;
          var rightClass = other.$$.ptrType.registeredClass;
          var right = other.$$.ptr;
          while (leftClass.baseClass) {
            left = leftClass.upcast(left);
            leftClass = leftClass.baseClass;
          }
          while (rightClass.baseClass) {
            right = rightClass.upcast(right);
            rightClass = rightClass.baseClass;
          }
          return leftClass === rightClass && left === right;
        }
        function shallowCopyInternalPointer(o) {
          return { count: o.count, deleteScheduled: o.deleteScheduled, preservePointerOnDelete: o.preservePointerOnDelete, ptr: o.ptr, ptrType: o.ptrType, smartPtr: o.smartPtr, smartPtrType: o.smartPtrType };
        }
        function throwInstanceAlreadyDeleted(obj) {
          function getInstanceTypeName(handle) {
            return handle.$$.ptrType.registeredClass.name;
          }
          throwBindingError(getInstanceTypeName(obj) + " instance already deleted");
        }
        var finalizationRegistry = false;
        function detachFinalizer(handle) {
        }
        function runDestructor($$) {
          if ($$.smartPtr) {
            $$.smartPtrType.rawDestructor($$.smartPtr);
          } else {
            $$.ptrType.registeredClass.rawDestructor($$.ptr);
          }
        }
        function releaseClassHandle($$) {
          $$.count.value -= 1;
          var toDelete = 0 === $$.count.value;
          if (toDelete) {
            runDestructor($$);
          }
        }
        function downcastPointer(ptr, ptrClass, desiredClass) {
          if (ptrClass === desiredClass) {
            return ptr;
          }
          if (void 0 === desiredClass.baseClass) {
            return null;
          }
          var rv = downcastPointer(ptr, ptrClass, desiredClass.baseClass);
          if (rv === null) {
            return null;
          }
          return desiredClass.downcast(rv);
        }
        var registeredPointers = {};
        function getInheritedInstanceCount() {
          return Object.keys(registeredInstances).length;
        }
        function getLiveInheritedInstances() {
          var rv = [];
          for (var k in registeredInstances) {
            if (registeredInstances.hasOwnProperty(k)) {
              rv.push(registeredInstances[k]);
            }
          }
          return rv;
        }
        var deletionQueue = [];
        function flushPendingDeletes() {
          while (deletionQueue.length) {
            var obj = deletionQueue.pop();
            obj.$$.deleteScheduled = false;
            obj["delete"]();
          }
        }
        var delayFunction = void 0;
        function setDelayFunction(fn) {
          delayFunction = fn;
          if (deletionQueue.length && delayFunction) {
            delayFunction(flushPendingDeletes);
          }
        }
        function init_embind() {
          Module2["getInheritedInstanceCount"] = getInheritedInstanceCount;
          Module2["getLiveInheritedInstances"] = getLiveInheritedInstances;
          Module2["flushPendingDeletes"] = flushPendingDeletes;
          Module2["setDelayFunction"] = setDelayFunction;
        }
        var registeredInstances = {};
        function getBasestPointer(class_, ptr) {
          if (ptr === void 0) {
            throwBindingError("ptr should not be undefined");
          }
          while (class_.baseClass) {
            ptr = class_.upcast(ptr);
            class_ = class_.baseClass;
          }
          return ptr;
        }
        function getInheritedInstance(class_, ptr) {
          ptr = getBasestPointer(class_, ptr);
          return registeredInstances[ptr];
        }
        function makeClassHandle(prototype, record) {
          if (!record.ptrType || !record.ptr) {
            throwInternalError("makeClassHandle requires ptr and ptrType");
          }
          var hasSmartPtrType = !!record.smartPtrType;
          var hasSmartPtr = !!record.smartPtr;
          if (hasSmartPtrType !== hasSmartPtr) {
            throwInternalError("Both smartPtrType and smartPtr must be specified");
          }
          record.count = { value: 1 };
          return attachFinalizer(Object.create(prototype, { $$: { value: record } }));
        }
        function RegisteredPointer_fromWireType(ptr) {
          var rawPointer = this.getPointee(ptr);
          if (!rawPointer) {
            this.destructor(ptr);
            return null;
          }
          var registeredInstance = getInheritedInstance(this.registeredClass, rawPointer);
          if (void 0 !== registeredInstance) {
            if (0 === registeredInstance.$$.count.value) {
              registeredInstance.$$.ptr = rawPointer;
              registeredInstance.$$.smartPtr = ptr;
              return registeredInstance["clone"]();
            } else {
              var rv = registeredInstance["clone"]();
              this.destructor(ptr);
              return rv;
            }
          }
          function makeDefaultHandle() {
            if (this.isSmartPointer) {
              return makeClassHandle(this.registeredClass.instancePrototype, { ptrType: this.pointeeType, ptr: rawPointer, smartPtrType: this, smartPtr: ptr });
            } else {
              return makeClassHandle(this.registeredClass.instancePrototype, { ptrType: this, ptr });
            }
          }
          var actualType = this.registeredClass.getActualType(rawPointer);
          var registeredPointerRecord = registeredPointers[actualType];
          if (!registeredPointerRecord) {
            return makeDefaultHandle.call(this);
          }
          var toType;
          if (this.isConst) {
            toType = registeredPointerRecord.constPointerType;
          } else {
            toType = registeredPointerRecord.pointerType;
          }
          var dp = downcastPointer(rawPointer, this.registeredClass, toType.registeredClass);
          if (dp === null) {
            return makeDefaultHandle.call(this);
          }
          if (this.isSmartPointer) {
            return makeClassHandle(toType.registeredClass.instancePrototype, { ptrType: toType, ptr: dp, smartPtrType: this, smartPtr: ptr });
          } else {
            return makeClassHandle(toType.registeredClass.instancePrototype, { ptrType: toType, ptr: dp });
          }
        }
        var attachFinalizer = function(handle) {
          if ("undefined" === typeof FinalizationRegistry) {
            attachFinalizer = (handle2) => handle2;
            return handle;
          }
          finalizationRegistry = new FinalizationRegistry((info) => {
            releaseClassHandle(info.$$);
          });
          attachFinalizer = (handle2) => {
            var $$ = handle2.$$;
            var hasSmartPtr = !!$$.smartPtr;
            if (hasSmartPtr) {
              var info = { $$ };
              finalizationRegistry.register(handle2, info, handle2);
            }
            return handle2;
          };
          detachFinalizer = (handle2) => finalizationRegistry.unregister(handle2);
          return attachFinalizer(handle);
        };
        function ClassHandle_clone() {
          if (!this.$$.ptr) {
            throwInstanceAlreadyDeleted(this);
          }
          if (this.$$.preservePointerOnDelete) {
            this.$$.count.value += 1;
            return this;
          } else {
            var clone = attachFinalizer(Object.create(Object.getPrototypeOf(this), { $$: { value: shallowCopyInternalPointer(this.$$) } }));
            clone.$$.count.value += 1;
            clone.$$.deleteScheduled = false;
            return clone;
          }
        }
        function ClassHandle_delete() {
          if (!this.$$.ptr) {
            throwInstanceAlreadyDeleted(this);
          }
          if (this.$$.deleteScheduled && !this.$$.preservePointerOnDelete) {
            throwBindingError("Object already scheduled for deletion");
          }
          detachFinalizer(this);
          releaseClassHandle(this.$$);
          if (!this.$$.preservePointerOnDelete) {
            this.$$.smartPtr = void 0;
            this.$$.ptr = void 0;
          }
        }
        function ClassHandle_isDeleted() {
          return !this.$$.ptr;
        }
        function ClassHandle_deleteLater() {
          if (!this.$$.ptr) {
            throwInstanceAlreadyDeleted(this);
          }
          if (this.$$.deleteScheduled && !this.$$.preservePointerOnDelete) {
            throwBindingError("Object already scheduled for deletion");
          }
          deletionQueue.push(this);
          if (deletionQueue.length === 1 && delayFunction) {
            delayFunction(flushPendingDeletes);
          }
          this.$$.deleteScheduled = true;
          return this;
        }
        function init_ClassHandle() {
          ClassHandle.prototype["isAliasOf"] = ClassHandle_isAliasOf;
          ClassHandle.prototype["clone"] = ClassHandle_clone;
          ClassHandle.prototype["delete"] = ClassHandle_delete;
          ClassHandle.prototype["isDeleted"] = ClassHandle_isDeleted;
          ClassHandle.prototype["deleteLater"] = ClassHandle_deleteLater;
        }
        function ClassHandle() {
        }
        var char_0 = 48;
        var char_9 = 57;
        function makeLegalFunctionName(name) {
          if (void 0 === name) {
            return "_unknown";
          }
          name = name.replace(/[^a-zA-Z0-9_]/g, "$");
          var f = name.charCodeAt(0);
          if (f >= char_0 && f <= char_9) {
            return `_${name}`;
          }
          return name;
        }
        function createNamedFunction(name, body) {
          name = makeLegalFunctionName(name);
          return { [name]: function() {
            return body.apply(this, arguments);
          } }[name];
        }
        function ensureOverloadTable(proto, methodName, humanName) {
          if (void 0 === proto[methodName].overloadTable) {
            var prevFunc = proto[methodName];
            proto[methodName] = function() {
              if (!proto[methodName].overloadTable.hasOwnProperty(arguments.length)) {
                throwBindingError(`Function '${humanName}' called with an invalid number of arguments (${arguments.length}) - expects one of (${proto[methodName].overloadTable})!`);
              }
              return proto[methodName].overloadTable[arguments.length].apply(this, arguments);
            };
            proto[methodName].overloadTable = [];
            proto[methodName].overloadTable[prevFunc.argCount] = prevFunc;
          }
        }
        function exposePublicSymbol(name, value, numArguments) {
          if (Module2.hasOwnProperty(name)) {
            if (void 0 === numArguments || void 0 !== Module2[name].overloadTable && void 0 !== Module2[name].overloadTable[numArguments]) {
              throwBindingError(`Cannot register public name '${name}' twice`);
            }
            ensureOverloadTable(Module2, name, name);
            if (Module2.hasOwnProperty(numArguments)) {
              throwBindingError(`Cannot register multiple overloads of a function with the same number of arguments (${numArguments})!`);
            }
            Module2[name].overloadTable[numArguments] = value;
          } else {
            Module2[name] = value;
            if (void 0 !== numArguments) {
              Module2[name].numArguments = numArguments;
            }
          }
        }
        function RegisteredClass(name, constructor, instancePrototype, rawDestructor, baseClass, getActualType, upcast, downcast) {
          this.name = name;
          this.constructor = constructor;
          this.instancePrototype = instancePrototype;
          this.rawDestructor = rawDestructor;
          this.baseClass = baseClass;
          this.getActualType = getActualType;
          this.upcast = upcast;
          this.downcast = downcast;
          this.pureVirtualFunctions = [];
        }
        function upcastPointer(ptr, ptrClass, desiredClass) {
          while (ptrClass !== desiredClass) {
            if (!ptrClass.upcast) {
              throwBindingError(`Expected null or instance of ${desiredClass.name}, got an instance of ${ptrClass.name}`);
            }
            ptr = ptrClass.upcast(ptr);
            ptrClass = ptrClass.baseClass;
          }
          return ptr;
        }
        function constNoSmartPtrRawPointerToWireType(destructors, handle) {
          if (handle === null) {
            if (this.isReference) {
              throwBindingError(`null is not a valid ${this.name}`);
            }
            return 0;
          }
          if (!handle.$$) {
            throwBindingError(`Cannot pass "${embindRepr(handle)}" as a ${this.name}`);
          }
          if (!handle.$$.ptr) {
            throwBindingError(`Cannot pass deleted object as a pointer of type ${this.name}`);
          }
          var handleClass = handle.$$.ptrType.registeredClass;
          var ptr = upcastPointer(handle.$$.ptr, handleClass, this.registeredClass);
          return ptr;
        }
        function genericPointerToWireType(destructors, handle) {
          var ptr;
          if (handle === null) {
            if (this.isReference) {
              throwBindingError(`null is not a valid ${this.name}`);
            }
            if (this.isSmartPointer) {
              ptr = this.rawConstructor();
              if (destructors !== null) {
                destructors.push(this.rawDestructor, ptr);
              }
              return ptr;
            } else {
              return 0;
            }
          }
          if (!handle.$$) {
            throwBindingError(`Cannot pass "${embindRepr(handle)}" as a ${this.name}`);
          }
          if (!handle.$$.ptr) {
            throwBindingError(`Cannot pass deleted object as a pointer of type ${this.name}`);
          }
          if (!this.isConst && handle.$$.ptrType.isConst) {
            throwBindingError(`Cannot convert argument of type ${handle.$$.smartPtrType ? handle.$$.smartPtrType.name : handle.$$.ptrType.name} to parameter type ${this.name}`);
          }
          var handleClass = handle.$$.ptrType.registeredClass;
          ptr = upcastPointer(handle.$$.ptr, handleClass, this.registeredClass);
          if (this.isSmartPointer) {
            if (void 0 === handle.$$.smartPtr) {
              throwBindingError("Passing raw pointer to smart pointer is illegal");
            }
            switch (this.sharingPolicy) {
              case 0:
                if (handle.$$.smartPtrType === this) {
                  ptr = handle.$$.smartPtr;
                } else {
                  throwBindingError(`Cannot convert argument of type ${handle.$$.smartPtrType ? handle.$$.smartPtrType.name : handle.$$.ptrType.name} to parameter type ${this.name}`);
                }
                break;
              case 1:
                ptr = handle.$$.smartPtr;
                break;
              case 2:
                if (handle.$$.smartPtrType === this) {
                  ptr = handle.$$.smartPtr;
                } else {
                  var clonedHandle = handle["clone"]();
                  ptr = this.rawShare(ptr, Emval.toHandle(function() {
                    clonedHandle["delete"]();
                  }));
                  if (destructors !== null) {
                    destructors.push(this.rawDestructor, ptr);
                  }
                }
                break;
              default:
                throwBindingError("Unsupporting sharing policy");
            }
          }
          return ptr;
        }
        function nonConstNoSmartPtrRawPointerToWireType(destructors, handle) {
          if (handle === null) {
            if (this.isReference) {
              throwBindingError(`null is not a valid ${this.name}`);
            }
            return 0;
          }
          if (!handle.$$) {
            throwBindingError(`Cannot pass "${embindRepr(handle)}" as a ${this.name}`);
          }
          if (!handle.$$.ptr) {
            throwBindingError(`Cannot pass deleted object as a pointer of type ${this.name}`);
          }
          if (handle.$$.ptrType.isConst) {
            throwBindingError(`Cannot convert argument of type ${handle.$$.ptrType.name} to parameter type ${this.name}`);
          }
          var handleClass = handle.$$.ptrType.registeredClass;
          var ptr = upcastPointer(handle.$$.ptr, handleClass, this.registeredClass);
          return ptr;
        }
        function simpleReadValueFromPointer(pointer) {
          return this["fromWireType"](HEAP32[pointer >> 2]);
        }
        function RegisteredPointer_getPointee(ptr) {
          if (this.rawGetPointee) {
            ptr = this.rawGetPointee(ptr);
          }
          return ptr;
        }
        function RegisteredPointer_destructor(ptr) {
          if (this.rawDestructor) {
            this.rawDestructor(ptr);
          }
        }
        function RegisteredPointer_deleteObject(handle) {
          if (handle !== null) {
            handle["delete"]();
          }
        }
        function init_RegisteredPointer() {
          RegisteredPointer.prototype.getPointee = RegisteredPointer_getPointee;
          RegisteredPointer.prototype.destructor = RegisteredPointer_destructor;
          RegisteredPointer.prototype["argPackAdvance"] = 8;
          RegisteredPointer.prototype["readValueFromPointer"] = simpleReadValueFromPointer;
          RegisteredPointer.prototype["deleteObject"] = RegisteredPointer_deleteObject;
          RegisteredPointer.prototype["fromWireType"] = RegisteredPointer_fromWireType;
        }
        function RegisteredPointer(name, registeredClass, isReference, isConst, isSmartPointer, pointeeType, sharingPolicy, rawGetPointee, rawConstructor, rawShare, rawDestructor) {
          this.name = name;
          this.registeredClass = registeredClass;
          this.isReference = isReference;
          this.isConst = isConst;
          this.isSmartPointer = isSmartPointer;
          this.pointeeType = pointeeType;
          this.sharingPolicy = sharingPolicy;
          this.rawGetPointee = rawGetPointee;
          this.rawConstructor = rawConstructor;
          this.rawShare = rawShare;
          this.rawDestructor = rawDestructor;
          if (!isSmartPointer && registeredClass.baseClass === void 0) {
            if (isConst) {
              this["toWireType"] = constNoSmartPtrRawPointerToWireType;
              this.destructorFunction = null;
            } else {
              this["toWireType"] = nonConstNoSmartPtrRawPointerToWireType;
              this.destructorFunction = null;
            }
          } else {
            this["toWireType"] = genericPointerToWireType;
          }
        }
        function replacePublicSymbol(name, value, numArguments) {
          if (!Module2.hasOwnProperty(name)) {
            throwInternalError("Replacing nonexistant public symbol");
          }
          if (void 0 !== Module2[name].overloadTable && void 0 !== numArguments) {
            Module2[name].overloadTable[numArguments] = value;
          } else {
            Module2[name] = value;
            Module2[name].argCount = numArguments;
          }
        }
        var dynCallLegacy = (sig, ptr, args) => {
          var f = Module2["dynCall_" + sig];
          return args && args.length ? f.apply(null, [ptr].concat(args)) : f.call(null, ptr);
        };
        var wasmTableMirror = [];
        var getWasmTableEntry = (funcPtr) => {
          var func = wasmTableMirror[funcPtr];
          if (!func) {
            if (funcPtr >= wasmTableMirror.length) wasmTableMirror.length = funcPtr + 1;
            wasmTableMirror[funcPtr] = func = wasmTable.get(funcPtr);
          }
          return func;
        };
        var dynCall = (sig, ptr, args) => {
          if (sig.includes("j")) {
            return dynCallLegacy(sig, ptr, args);
          }
          var rtn = getWasmTableEntry(ptr).apply(null, args);
          return rtn;
        };
        var getDynCaller = (sig, ptr) => {
          var argCache = [];
          return function() {
            argCache.length = 0;
            Object.assign(argCache, arguments);
            return dynCall(sig, ptr, argCache);
          };
        };
        function embind__requireFunction(signature, rawFunction) {
          signature = readLatin1String(signature);
          function makeDynCaller() {
            if (signature.includes("j")) {
              return getDynCaller(signature, rawFunction);
            }
            return getWasmTableEntry(rawFunction);
          }
          var fp = makeDynCaller();
          if (typeof fp != "function") {
            throwBindingError(`unknown function pointer with signature ${signature}: ${rawFunction}`);
          }
          return fp;
        }
        function extendError(baseErrorType, errorName) {
          var errorClass = createNamedFunction(errorName, function(message) {
            this.name = errorName;
            this.message = message;
            var stack = new Error(message).stack;
            if (stack !== void 0) {
              this.stack = this.toString() + "\n" + stack.replace(/^Error(:[^\n]*)?\n/, "");
            }
          });
          errorClass.prototype = Object.create(baseErrorType.prototype);
          errorClass.prototype.constructor = errorClass;
          errorClass.prototype.toString = function() {
            if (this.message === void 0) {
              return this.name;
            } else {
              return `${this.name}: ${this.message}`;
            }
          };
          return errorClass;
        }
        var UnboundTypeError = void 0;
        function getTypeName(type) {
          var ptr = ___getTypeName(type);
          var rv = readLatin1String(ptr);
          _free(ptr);
          return rv;
        }
        function throwUnboundTypeError(message, types) {
          var unboundTypes = [];
          var seen = {};
          function visit(type) {
            if (seen[type]) {
              return;
            }
            if (registeredTypes[type]) {
              return;
            }
            if (typeDependencies[type]) {
              typeDependencies[type].forEach(visit);
              return;
            }
            unboundTypes.push(type);
            seen[type] = true;
          }
          types.forEach(visit);
          throw new UnboundTypeError(`${message}: ` + unboundTypes.map(getTypeName).join([", "]));
        }
        function __embind_register_class(rawType, rawPointerType, rawConstPointerType, baseClassRawType, getActualTypeSignature, getActualType, upcastSignature, upcast, downcastSignature, downcast, name, destructorSignature, rawDestructor) {
          name = readLatin1String(name);
          getActualType = embind__requireFunction(getActualTypeSignature, getActualType);
          if (upcast) {
            upcast = embind__requireFunction(upcastSignature, upcast);
          }
          if (downcast) {
            downcast = embind__requireFunction(downcastSignature, downcast);
          }
          rawDestructor = embind__requireFunction(destructorSignature, rawDestructor);
          var legalFunctionName = makeLegalFunctionName(name);
          exposePublicSymbol(legalFunctionName, function() {
            throwUnboundTypeError(`Cannot construct ${name} due to unbound types`, [baseClassRawType]);
          });
          whenDependentTypesAreResolved([rawType, rawPointerType, rawConstPointerType], baseClassRawType ? [baseClassRawType] : [], function(base) {
            base = base[0];
            var baseClass;
            var basePrototype;
            if (baseClassRawType) {
              baseClass = base.registeredClass;
              basePrototype = baseClass.instancePrototype;
            } else {
              basePrototype = ClassHandle.prototype;
            }
            var constructor = createNamedFunction(legalFunctionName, function() {
              if (Object.getPrototypeOf(this) !== instancePrototype) {
                throw new BindingError("Use 'new' to construct " + name);
              }
              if (void 0 === registeredClass.constructor_body) {
                throw new BindingError(name + " has no accessible constructor");
              }
              var body = registeredClass.constructor_body[arguments.length];
              if (void 0 === body) {
                throw new BindingError(`Tried to invoke ctor of ${name} with invalid number of parameters (${arguments.length}) - expected (${Object.keys(registeredClass.constructor_body).toString()}) parameters instead!`);
              }
              return body.apply(this, arguments);
            });
            var instancePrototype = Object.create(basePrototype, { constructor: { value: constructor } });
            constructor.prototype = instancePrototype;
            var registeredClass = new RegisteredClass(name, constructor, instancePrototype, rawDestructor, baseClass, getActualType, upcast, downcast);
            if (registeredClass.baseClass) {
              if (registeredClass.baseClass.__derivedClasses === void 0) {
                registeredClass.baseClass.__derivedClasses = [];
              }
              registeredClass.baseClass.__derivedClasses.push(registeredClass);
            }
            var referenceConverter = new RegisteredPointer(name, registeredClass, true, false, false);
            var pointerConverter = new RegisteredPointer(name + "*", registeredClass, false, false, false);
            var constPointerConverter = new RegisteredPointer(name + " const*", registeredClass, false, true, false);
            registeredPointers[rawType] = { pointerType: pointerConverter, constPointerType: constPointerConverter };
            replacePublicSymbol(legalFunctionName, constructor);
            return [referenceConverter, pointerConverter, constPointerConverter];
          });
        }
        function heap32VectorToArray(count, firstElement) {
          var array = [];
          for (var i = 0; i < count; i++) {
            array.push(HEAPU32[firstElement + i * 4 >> 2]);
          }
          return array;
        }
        function runDestructors(destructors) {
          while (destructors.length) {
            var ptr = destructors.pop();
            var del = destructors.pop();
            del(ptr);
          }
        }
        function newFunc(constructor, argumentList) {
          if (!(constructor instanceof Function)) {
            throw new TypeError(`new_ called with constructor type ${typeof constructor} which is not a function`);
          }
          var dummy = createNamedFunction(constructor.name || "unknownFunctionName", function() {
          });
          dummy.prototype = constructor.prototype;
          var obj = new dummy();
          var r = constructor.apply(obj, argumentList);
          return r instanceof Object ? r : obj;
        }
        function craftInvokerFunction(humanName, argTypes, classType, cppInvokerFunc, cppTargetFunc, isAsync) {
          var argCount = argTypes.length;
          if (argCount < 2) {
            throwBindingError("argTypes array size mismatch! Must at least get return value and 'this' types!");
          }
          var isClassMethodFunc = argTypes[1] !== null && classType !== null;
          var needsDestructorStack = false;
          for (var i = 1; i < argTypes.length; ++i) {
            if (argTypes[i] !== null && argTypes[i].destructorFunction === void 0) {
              needsDestructorStack = true;
              break;
            }
          }
          var returns = argTypes[0].name !== "void";
          var argsList = "";
          var argsListWired = "";
          for (var i = 0; i < argCount - 2; ++i) {
            argsList += (i !== 0 ? ", " : "") + "arg" + i;
            argsListWired += (i !== 0 ? ", " : "") + "arg" + i + "Wired";
          }
          var invokerFnBody = `
        return function ${makeLegalFunctionName(humanName)}(${argsList}) {
        if (arguments.length !== ${argCount - 2}) {
          throwBindingError('function ${humanName} called with ${arguments.length} arguments, expected ${argCount - 2} args!');
        }`;
          if (needsDestructorStack) {
            invokerFnBody += "var destructors = [];\n";
          }
          var dtorStack = needsDestructorStack ? "destructors" : "null";
          var args1 = ["throwBindingError", "invoker", "fn", "runDestructors", "retType", "classParam"];
          var args2 = [throwBindingError, cppInvokerFunc, cppTargetFunc, runDestructors, argTypes[0], argTypes[1]];
          if (isClassMethodFunc) {
            invokerFnBody += "var thisWired = classParam.toWireType(" + dtorStack + ", this);\n";
          }
          for (var i = 0; i < argCount - 2; ++i) {
            invokerFnBody += "var arg" + i + "Wired = argType" + i + ".toWireType(" + dtorStack + ", arg" + i + "); // " + argTypes[i + 2].name + "\n";
            args1.push("argType" + i);
            args2.push(argTypes[i + 2]);
          }
          if (isClassMethodFunc) {
            argsListWired = "thisWired" + (argsListWired.length > 0 ? ", " : "") + argsListWired;
          }
          invokerFnBody += (returns || isAsync ? "var rv = " : "") + "invoker(fn" + (argsListWired.length > 0 ? ", " : "") + argsListWired + ");\n";
          if (needsDestructorStack) {
            invokerFnBody += "runDestructors(destructors);\n";
          } else {
            for (var i = isClassMethodFunc ? 1 : 2; i < argTypes.length; ++i) {
              var paramName = i === 1 ? "thisWired" : "arg" + (i - 2) + "Wired";
              if (argTypes[i].destructorFunction !== null) {
                invokerFnBody += paramName + "_dtor(" + paramName + "); // " + argTypes[i].name + "\n";
                args1.push(paramName + "_dtor");
                args2.push(argTypes[i].destructorFunction);
              }
            }
          }
          if (returns) {
            invokerFnBody += "var ret = retType.fromWireType(rv);\nreturn ret;\n";
          }
          invokerFnBody += "}\n";
          args1.push(invokerFnBody);
          return newFunc(Function, args1).apply(null, args2);
        }
        function __embind_register_class_constructor(rawClassType, argCount, rawArgTypesAddr, invokerSignature, invoker, rawConstructor) {
          var rawArgTypes = heap32VectorToArray(argCount, rawArgTypesAddr);
          invoker = embind__requireFunction(invokerSignature, invoker);
          whenDependentTypesAreResolved([], [rawClassType], function(classType) {
            classType = classType[0];
            var humanName = `constructor ${classType.name}`;
            if (void 0 === classType.registeredClass.constructor_body) {
              classType.registeredClass.constructor_body = [];
            }
            if (void 0 !== classType.registeredClass.constructor_body[argCount - 1]) {
              throw new BindingError(`Cannot register multiple constructors with identical number of parameters (${argCount - 1}) for class '${classType.name}'! Overload resolution is currently only performed using the parameter count, not actual type info!`);
            }
            classType.registeredClass.constructor_body[argCount - 1] = () => {
              throwUnboundTypeError(`Cannot construct ${classType.name} due to unbound types`, rawArgTypes);
            };
            whenDependentTypesAreResolved([], rawArgTypes, function(argTypes) {
              argTypes.splice(1, 0, null);
              classType.registeredClass.constructor_body[argCount - 1] = craftInvokerFunction(humanName, argTypes, null, invoker, rawConstructor);
              return [];
            });
            return [];
          });
        }
        function __embind_register_class_function(rawClassType, methodName, argCount, rawArgTypesAddr, invokerSignature, rawInvoker, context, isPureVirtual, isAsync) {
          var rawArgTypes = heap32VectorToArray(argCount, rawArgTypesAddr);
          methodName = readLatin1String(methodName);
          rawInvoker = embind__requireFunction(invokerSignature, rawInvoker);
          whenDependentTypesAreResolved([], [rawClassType], function(classType) {
            classType = classType[0];
            var humanName = `${classType.name}.${methodName}`;
            if (methodName.startsWith("@@")) {
              methodName = Symbol[methodName.substring(2)];
            }
            if (isPureVirtual) {
              classType.registeredClass.pureVirtualFunctions.push(methodName);
            }
            function unboundTypesHandler() {
              throwUnboundTypeError(`Cannot call ${humanName} due to unbound types`, rawArgTypes);
            }
            var proto = classType.registeredClass.instancePrototype;
            var method = proto[methodName];
            if (void 0 === method || void 0 === method.overloadTable && method.className !== classType.name && method.argCount === argCount - 2) {
              unboundTypesHandler.argCount = argCount - 2;
              unboundTypesHandler.className = classType.name;
              proto[methodName] = unboundTypesHandler;
            } else {
              ensureOverloadTable(proto, methodName, humanName);
              proto[methodName].overloadTable[argCount - 2] = unboundTypesHandler;
            }
            whenDependentTypesAreResolved([], rawArgTypes, function(argTypes) {
              var memberFunction = craftInvokerFunction(humanName, argTypes, classType, rawInvoker, context, isAsync);
              if (void 0 === proto[methodName].overloadTable) {
                memberFunction.argCount = argCount - 2;
                proto[methodName] = memberFunction;
              } else {
                proto[methodName].overloadTable[argCount - 2] = memberFunction;
              }
              return [];
            });
            return [];
          });
        }
        function handleAllocatorInit() {
          Object.assign(HandleAllocator.prototype, { get(id) {
            return this.allocated[id];
          }, has(id) {
            return this.allocated[id] !== void 0;
          }, allocate(handle) {
            var id = this.freelist.pop() || this.allocated.length;
            this.allocated[id] = handle;
            return id;
          }, free(id) {
            this.allocated[id] = void 0;
            this.freelist.push(id);
          } });
        }
        function HandleAllocator() {
          this.allocated = [void 0];
          this.freelist = [];
        }
        var emval_handles = new HandleAllocator();
        function __emval_decref(handle) {
          if (handle >= emval_handles.reserved && 0 === --emval_handles.get(handle).refcount) {
            emval_handles.free(handle);
          }
        }
        function count_emval_handles() {
          var count = 0;
          for (var i = emval_handles.reserved; i < emval_handles.allocated.length; ++i) {
            if (emval_handles.allocated[i] !== void 0) {
              ++count;
            }
          }
          return count;
        }
        function init_emval() {
          emval_handles.allocated.push({ value: void 0 }, { value: null }, { value: true }, { value: false });
          emval_handles.reserved = emval_handles.allocated.length;
          Module2["count_emval_handles"] = count_emval_handles;
        }
        var Emval = { toValue: (handle) => {
          if (!handle) {
            throwBindingError("Cannot use deleted val. handle = " + handle);
          }
          return emval_handles.get(handle).value;
        }, toHandle: (value) => {
          switch (value) {
            case void 0:
              return 1;
            case null:
              return 2;
            case true:
              return 3;
            case false:
              return 4;
            default: {
              return emval_handles.allocate({ refcount: 1, value });
            }
          }
        } };
        function __embind_register_emval(rawType, name) {
          name = readLatin1String(name);
          registerType(rawType, { name, "fromWireType": function(handle) {
            var rv = Emval.toValue(handle);
            __emval_decref(handle);
            return rv;
          }, "toWireType": function(destructors, value) {
            return Emval.toHandle(value);
          }, "argPackAdvance": 8, "readValueFromPointer": simpleReadValueFromPointer, destructorFunction: null });
        }
        function embindRepr(v) {
          if (v === null) {
            return "null";
          }
          var t = typeof v;
          if (t === "object" || t === "array" || t === "function") {
            return v.toString();
          } else {
            return "" + v;
          }
        }
        function floatReadValueFromPointer(name, shift) {
          switch (shift) {
            case 2:
              return function(pointer) {
                return this["fromWireType"](HEAPF32[pointer >> 2]);
              };
            case 3:
              return function(pointer) {
                return this["fromWireType"](HEAPF64[pointer >> 3]);
              };
            default:
              throw new TypeError("Unknown float type: " + name);
          }
        }
        function __embind_register_float(rawType, name, size) {
          var shift = getShiftFromSize(size);
          name = readLatin1String(name);
          registerType(rawType, { name, "fromWireType": function(value) {
            return value;
          }, "toWireType": function(destructors, value) {
            return value;
          }, "argPackAdvance": 8, "readValueFromPointer": floatReadValueFromPointer(name, shift), destructorFunction: null });
        }
        function __embind_register_function(name, argCount, rawArgTypesAddr, signature, rawInvoker, fn, isAsync) {
          var argTypes = heap32VectorToArray(argCount, rawArgTypesAddr);
          name = readLatin1String(name);
          rawInvoker = embind__requireFunction(signature, rawInvoker);
          exposePublicSymbol(name, function() {
            throwUnboundTypeError(`Cannot call ${name} due to unbound types`, argTypes);
          }, argCount - 1);
          whenDependentTypesAreResolved([], argTypes, function(argTypes2) {
            var invokerArgsArray = [argTypes2[0], null].concat(argTypes2.slice(1));
            replacePublicSymbol(name, craftInvokerFunction(name, invokerArgsArray, null, rawInvoker, fn, isAsync), argCount - 1);
            return [];
          });
        }
        function integerReadValueFromPointer(name, shift, signed) {
          switch (shift) {
            case 0:
              return signed ? function readS8FromPointer(pointer) {
                return HEAP8[pointer];
              } : function readU8FromPointer(pointer) {
                return HEAPU8[pointer];
              };
            case 1:
              return signed ? function readS16FromPointer(pointer) {
                return HEAP16[pointer >> 1];
              } : function readU16FromPointer(pointer) {
                return HEAPU16[pointer >> 1];
              };
            case 2:
              return signed ? function readS32FromPointer(pointer) {
                return HEAP32[pointer >> 2];
              } : function readU32FromPointer(pointer) {
                return HEAPU32[pointer >> 2];
              };
            default:
              throw new TypeError("Unknown integer type: " + name);
          }
        }
        function __embind_register_integer(primitiveType, name, size, minRange, maxRange) {
          name = readLatin1String(name);
          var shift = getShiftFromSize(size);
          var fromWireType = (value) => value;
          if (minRange === 0) {
            var bitshift = 32 - 8 * size;
            fromWireType = (value) => value << bitshift >>> bitshift;
          }
          var isUnsignedType = name.includes("unsigned");
          var checkAssertions = (value, toTypeName) => {
          };
          var toWireType;
          if (isUnsignedType) {
            toWireType = function(destructors, value) {
              checkAssertions(value, this.name);
              return value >>> 0;
            };
          } else {
            toWireType = function(destructors, value) {
              checkAssertions(value, this.name);
              return value;
            };
          }
          registerType(primitiveType, { name, "fromWireType": fromWireType, "toWireType": toWireType, "argPackAdvance": 8, "readValueFromPointer": integerReadValueFromPointer(name, shift, minRange !== 0), destructorFunction: null });
        }
        function __embind_register_memory_view(rawType, dataTypeIndex, name) {
          var typeMapping = [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array];
          var TA = typeMapping[dataTypeIndex];
          function decodeMemoryView(handle) {
            handle = handle >> 2;
            var heap = HEAPU32;
            var size = heap[handle];
            var data = heap[handle + 1];
            return new TA(heap.buffer, data, size);
          }
          name = readLatin1String(name);
          registerType(rawType, { name, "fromWireType": decodeMemoryView, "argPackAdvance": 8, "readValueFromPointer": decodeMemoryView }, { ignoreDuplicateRegistrations: true });
        }
        function __embind_register_smart_ptr(rawType, rawPointeeType, name, sharingPolicy, getPointeeSignature, rawGetPointee, constructorSignature, rawConstructor, shareSignature, rawShare, destructorSignature, rawDestructor) {
          name = readLatin1String(name);
          rawGetPointee = embind__requireFunction(getPointeeSignature, rawGetPointee);
          rawConstructor = embind__requireFunction(constructorSignature, rawConstructor);
          rawShare = embind__requireFunction(shareSignature, rawShare);
          rawDestructor = embind__requireFunction(destructorSignature, rawDestructor);
          whenDependentTypesAreResolved([rawType], [rawPointeeType], function(pointeeType) {
            pointeeType = pointeeType[0];
            var registeredPointer = new RegisteredPointer(name, pointeeType.registeredClass, false, false, true, pointeeType, sharingPolicy, rawGetPointee, rawConstructor, rawShare, rawDestructor);
            return [registeredPointer];
          });
        }
        var stringToUTF8 = (str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite);
        function __embind_register_std_string(rawType, name) {
          name = readLatin1String(name);
          var stdStringIsUTF8 = name === "std::string";
          registerType(rawType, { name, "fromWireType": function(value) {
            var length = HEAPU32[value >> 2];
            var payload = value + 4;
            var str;
            if (stdStringIsUTF8) {
              var decodeStartPtr = payload;
              for (var i = 0; i <= length; ++i) {
                var currentBytePtr = payload + i;
                if (i == length || HEAPU8[currentBytePtr] == 0) {
                  var maxRead = currentBytePtr - decodeStartPtr;
                  var stringSegment = UTF8ToString(decodeStartPtr, maxRead);
                  if (str === void 0) {
                    str = stringSegment;
                  } else {
                    str += String.fromCharCode(0);
                    str += stringSegment;
                  }
                  decodeStartPtr = currentBytePtr + 1;
                }
              }
            } else {
              var a = new Array(length);
              for (var i = 0; i < length; ++i) {
                a[i] = String.fromCharCode(HEAPU8[payload + i]);
              }
              str = a.join("");
            }
            _free(value);
            return str;
          }, "toWireType": function(destructors, value) {
            if (value instanceof ArrayBuffer) {
              value = new Uint8Array(value);
            }
            var length;
            var valueIsOfTypeString = typeof value == "string";
            if (!(valueIsOfTypeString || value instanceof Uint8Array || value instanceof Uint8ClampedArray || value instanceof Int8Array)) {
              throwBindingError("Cannot pass non-string to std::string");
            }
            if (stdStringIsUTF8 && valueIsOfTypeString) {
              length = lengthBytesUTF8(value);
            } else {
              length = value.length;
            }
            var base = _malloc(4 + length + 1);
            var ptr = base + 4;
            HEAPU32[base >> 2] = length;
            if (stdStringIsUTF8 && valueIsOfTypeString) {
              stringToUTF8(value, ptr, length + 1);
            } else {
              if (valueIsOfTypeString) {
                for (var i = 0; i < length; ++i) {
                  var charCode = value.charCodeAt(i);
                  if (charCode > 255) {
                    _free(ptr);
                    throwBindingError("String has UTF-16 code units that do not fit in 8 bits");
                  }
                  HEAPU8[ptr + i] = charCode;
                }
              } else {
                for (var i = 0; i < length; ++i) {
                  HEAPU8[ptr + i] = value[i];
                }
              }
            }
            if (destructors !== null) {
              destructors.push(_free, base);
            }
            return base;
          }, "argPackAdvance": 8, "readValueFromPointer": simpleReadValueFromPointer, destructorFunction: function(ptr) {
            _free(ptr);
          } });
        }
        var UTF16Decoder = typeof TextDecoder != "undefined" ? new TextDecoder("utf-16le") : void 0;
        var UTF16ToString = (ptr, maxBytesToRead) => {
          var endPtr = ptr;
          var idx = endPtr >> 1;
          var maxIdx = idx + maxBytesToRead / 2;
          while (!(idx >= maxIdx) && HEAPU16[idx]) ++idx;
          endPtr = idx << 1;
          if (endPtr - ptr > 32 && UTF16Decoder) return UTF16Decoder.decode(HEAPU8.subarray(ptr, endPtr));
          var str = "";
          for (var i = 0; !(i >= maxBytesToRead / 2); ++i) {
            var codeUnit = HEAP16[ptr + i * 2 >> 1];
            if (codeUnit == 0) break;
            str += String.fromCharCode(codeUnit);
          }
          return str;
        };
        var stringToUTF16 = (str, outPtr, maxBytesToWrite) => {
          if (maxBytesToWrite === void 0) {
            maxBytesToWrite = 2147483647;
          }
          if (maxBytesToWrite < 2) return 0;
          maxBytesToWrite -= 2;
          var startPtr = outPtr;
          var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
          for (var i = 0; i < numCharsToWrite; ++i) {
            var codeUnit = str.charCodeAt(i);
            HEAP16[outPtr >> 1] = codeUnit;
            outPtr += 2;
          }
          HEAP16[outPtr >> 1] = 0;
          return outPtr - startPtr;
        };
        var lengthBytesUTF16 = (str) => str.length * 2;
        var UTF32ToString = (ptr, maxBytesToRead) => {
          var i = 0;
          var str = "";
          while (!(i >= maxBytesToRead / 4)) {
            var utf32 = HEAP32[ptr + i * 4 >> 2];
            if (utf32 == 0) break;
            ++i;
            if (utf32 >= 65536) {
              var ch = utf32 - 65536;
              str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
            } else {
              str += String.fromCharCode(utf32);
            }
          }
          return str;
        };
        var stringToUTF32 = (str, outPtr, maxBytesToWrite) => {
          if (maxBytesToWrite === void 0) {
            maxBytesToWrite = 2147483647;
          }
          if (maxBytesToWrite < 4) return 0;
          var startPtr = outPtr;
          var endPtr = startPtr + maxBytesToWrite - 4;
          for (var i = 0; i < str.length; ++i) {
            var codeUnit = str.charCodeAt(i);
            if (codeUnit >= 55296 && codeUnit <= 57343) {
              var trailSurrogate = str.charCodeAt(++i);
              codeUnit = 65536 + ((codeUnit & 1023) << 10) | trailSurrogate & 1023;
            }
            HEAP32[outPtr >> 2] = codeUnit;
            outPtr += 4;
            if (outPtr + 4 > endPtr) break;
          }
          HEAP32[outPtr >> 2] = 0;
          return outPtr - startPtr;
        };
        var lengthBytesUTF32 = (str) => {
          var len = 0;
          for (var i = 0; i < str.length; ++i) {
            var codeUnit = str.charCodeAt(i);
            if (codeUnit >= 55296 && codeUnit <= 57343) ++i;
            len += 4;
          }
          return len;
        };
        var __embind_register_std_wstring = function(rawType, charSize, name) {
          name = readLatin1String(name);
          var decodeString, encodeString, getHeap, lengthBytesUTF, shift;
          if (charSize === 2) {
            decodeString = UTF16ToString;
            encodeString = stringToUTF16;
            lengthBytesUTF = lengthBytesUTF16;
            getHeap = () => HEAPU16;
            shift = 1;
          } else if (charSize === 4) {
            decodeString = UTF32ToString;
            encodeString = stringToUTF32;
            lengthBytesUTF = lengthBytesUTF32;
            getHeap = () => HEAPU32;
            shift = 2;
          }
          registerType(rawType, { name, "fromWireType": function(value) {
            var length = HEAPU32[value >> 2];
            var HEAP = getHeap();
            var str;
            var decodeStartPtr = value + 4;
            for (var i = 0; i <= length; ++i) {
              var currentBytePtr = value + 4 + i * charSize;
              if (i == length || HEAP[currentBytePtr >> shift] == 0) {
                var maxReadBytes = currentBytePtr - decodeStartPtr;
                var stringSegment = decodeString(decodeStartPtr, maxReadBytes);
                if (str === void 0) {
                  str = stringSegment;
                } else {
                  str += String.fromCharCode(0);
                  str += stringSegment;
                }
                decodeStartPtr = currentBytePtr + charSize;
              }
            }
            _free(value);
            return str;
          }, "toWireType": function(destructors, value) {
            if (!(typeof value == "string")) {
              throwBindingError(`Cannot pass non-string to C++ string type ${name}`);
            }
            var length = lengthBytesUTF(value);
            var ptr = _malloc(4 + length + charSize);
            HEAPU32[ptr >> 2] = length >> shift;
            encodeString(value, ptr + 4, length + charSize);
            if (destructors !== null) {
              destructors.push(_free, ptr);
            }
            return ptr;
          }, "argPackAdvance": 8, "readValueFromPointer": simpleReadValueFromPointer, destructorFunction: function(ptr) {
            _free(ptr);
          } });
        };
        function __embind_register_void(rawType, name) {
          name = readLatin1String(name);
          registerType(rawType, { isVoid: true, name, "argPackAdvance": 0, "fromWireType": function() {
            return void 0;
          }, "toWireType": function(destructors, o) {
            return void 0;
          } });
        }
        function requireRegisteredType(rawType, humanName) {
          var impl = registeredTypes[rawType];
          if (void 0 === impl) {
            throwBindingError(humanName + " has unknown type " + getTypeName(rawType));
          }
          return impl;
        }
        function __emval_as(handle, returnType, destructorsRef) {
          handle = Emval.toValue(handle);
          returnType = requireRegisteredType(returnType, "emval::as");
          var destructors = [];
          var rd = Emval.toHandle(destructors);
          HEAPU32[destructorsRef >> 2] = rd;
          return returnType["toWireType"](destructors, handle);
        }
        function emval_lookupTypes(argCount, argTypes) {
          var a = new Array(argCount);
          for (var i = 0; i < argCount; ++i) {
            a[i] = requireRegisteredType(HEAPU32[argTypes + i * 4 >> 2], "parameter " + i);
          }
          return a;
        }
        function __emval_call(handle, argCount, argTypes, argv) {
          handle = Emval.toValue(handle);
          var types = emval_lookupTypes(argCount, argTypes);
          var args = new Array(argCount);
          for (var i = 0; i < argCount; ++i) {
            var type = types[i];
            args[i] = type["readValueFromPointer"](argv);
            argv += type["argPackAdvance"];
          }
          var rv = handle.apply(void 0, args);
          return Emval.toHandle(rv);
        }
        function __emval_get_property(handle, key) {
          handle = Emval.toValue(handle);
          key = Emval.toValue(key);
          return Emval.toHandle(handle[key]);
        }
        function __emval_incref(handle) {
          if (handle > 4) {
            emval_handles.get(handle).refcount += 1;
          }
        }
        var emval_symbols = {};
        function getStringOrSymbol(address) {
          var symbol = emval_symbols[address];
          if (symbol === void 0) {
            return readLatin1String(address);
          }
          return symbol;
        }
        function __emval_new_cstring(v) {
          return Emval.toHandle(getStringOrSymbol(v));
        }
        function __emval_run_destructors(handle) {
          var destructors = Emval.toValue(handle);
          runDestructors(destructors);
          __emval_decref(handle);
        }
        function __emval_take_value(type, arg) {
          type = requireRegisteredType(type, "_emval_take_value");
          var v = type["readValueFromPointer"](arg);
          return Emval.toHandle(v);
        }
        var _abort = () => {
          abort("");
        };
        var _emscripten_memcpy_big = (dest, src, num) => HEAPU8.copyWithin(dest, src, src + num);
        var getHeapMax = () => 2147483648;
        var growMemory = (size) => {
          var b = wasmMemory.buffer;
          var pages = size - b.byteLength + 65535 >>> 16;
          try {
            wasmMemory.grow(pages);
            updateMemoryViews();
            return 1;
          } catch (e) {
          }
        };
        var _emscripten_resize_heap = (requestedSize) => {
          var oldSize = HEAPU8.length;
          requestedSize >>>= 0;
          var maxHeapSize = getHeapMax();
          if (requestedSize > maxHeapSize) {
            return false;
          }
          var alignUp = (x, multiple) => x + (multiple - x % multiple) % multiple;
          for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
            var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
            overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
            var newSize = Math.min(maxHeapSize, alignUp(Math.max(requestedSize, overGrownHeapSize), 65536));
            var replacement = growMemory(newSize);
            if (replacement) {
              return true;
            }
          }
          return false;
        };
        var ENV = {};
        var getExecutableName = () => thisProgram || "./this.program";
        var getEnvStrings = () => {
          if (!getEnvStrings.strings) {
            var lang = (typeof navigator == "object" && navigator.languages && navigator.languages[0] || "C").replace("-", "_") + ".UTF-8";
            var env = { "USER": "web_user", "LOGNAME": "web_user", "PATH": "/", "PWD": "/", "HOME": "/home/web_user", "LANG": lang, "_": getExecutableName() };
            for (var x in ENV) {
              if (ENV[x] === void 0) delete env[x];
              else env[x] = ENV[x];
            }
            var strings = [];
            for (var x in env) {
              strings.push(`${x}=${env[x]}`);
            }
            getEnvStrings.strings = strings;
          }
          return getEnvStrings.strings;
        };
        var stringToAscii = (str, buffer) => {
          for (var i = 0; i < str.length; ++i) {
            HEAP8[buffer++ >> 0] = str.charCodeAt(i);
          }
          HEAP8[buffer >> 0] = 0;
        };
        var _environ_get = (__environ, environ_buf) => {
          var bufSize = 0;
          getEnvStrings().forEach(function(string, i) {
            var ptr = environ_buf + bufSize;
            HEAPU32[__environ + i * 4 >> 2] = ptr;
            stringToAscii(string, ptr);
            bufSize += string.length + 1;
          });
          return 0;
        };
        var _environ_sizes_get = (penviron_count, penviron_buf_size) => {
          var strings = getEnvStrings();
          HEAPU32[penviron_count >> 2] = strings.length;
          var bufSize = 0;
          strings.forEach(function(string) {
            bufSize += string.length + 1;
          });
          HEAPU32[penviron_buf_size >> 2] = bufSize;
          return 0;
        };
        var _proc_exit = (code) => {
          if (!keepRuntimeAlive()) {
            if (Module2["onExit"]) Module2["onExit"](code);
            ABORT = true;
          }
          quit_(code, new ExitStatus(code));
        };
        var exitJS = (status, implicit) => {
          _proc_exit(status);
        };
        var _exit = exitJS;
        function _fd_close(fd) {
          try {
            var stream = SYSCALLS.getStreamFromFD(fd);
            FS.close(stream);
            return 0;
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return e.errno;
          }
        }
        var doReadv = (stream, iov, iovcnt, offset) => {
          var ret = 0;
          for (var i = 0; i < iovcnt; i++) {
            var ptr = HEAPU32[iov >> 2];
            var len = HEAPU32[iov + 4 >> 2];
            iov += 8;
            var curr = FS.read(stream, HEAP8, ptr, len, offset);
            if (curr < 0) return -1;
            ret += curr;
            if (curr < len) break;
            if (typeof offset !== "undefined") {
              offset += curr;
            }
          }
          return ret;
        };
        function _fd_read(fd, iov, iovcnt, pnum) {
          try {
            var stream = SYSCALLS.getStreamFromFD(fd);
            var num = doReadv(stream, iov, iovcnt);
            HEAPU32[pnum >> 2] = num;
            return 0;
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return e.errno;
          }
        }
        function convertI32PairToI53Checked(lo, hi) {
          return hi + 2097152 >>> 0 < 4194305 - !!lo ? (lo >>> 0) + hi * 4294967296 : NaN;
        }
        function _fd_seek(fd, offset_low, offset_high, whence, newOffset) {
          var offset = convertI32PairToI53Checked(offset_low, offset_high);
          try {
            if (isNaN(offset)) return 61;
            var stream = SYSCALLS.getStreamFromFD(fd);
            FS.llseek(stream, offset, whence);
            tempI64 = [stream.position >>> 0, (tempDouble = stream.position, +Math.abs(tempDouble) >= 1 ? tempDouble > 0 ? +Math.floor(tempDouble / 4294967296) >>> 0 : ~~+Math.ceil((tempDouble - +(~~tempDouble >>> 0)) / 4294967296) >>> 0 : 0)], HEAP32[newOffset >> 2] = tempI64[0], HEAP32[newOffset + 4 >> 2] = tempI64[1];
            if (stream.getdents && offset === 0 && whence === 0) stream.getdents = null;
            return 0;
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return e.errno;
          }
        }
        var doWritev = (stream, iov, iovcnt, offset) => {
          var ret = 0;
          for (var i = 0; i < iovcnt; i++) {
            var ptr = HEAPU32[iov >> 2];
            var len = HEAPU32[iov + 4 >> 2];
            iov += 8;
            var curr = FS.write(stream, HEAP8, ptr, len, offset);
            if (curr < 0) return -1;
            ret += curr;
            if (typeof offset !== "undefined") {
              offset += curr;
            }
          }
          return ret;
        };
        function _fd_write(fd, iov, iovcnt, pnum) {
          try {
            var stream = SYSCALLS.getStreamFromFD(fd);
            var num = doWritev(stream, iov, iovcnt);
            HEAPU32[pnum >> 2] = num;
            return 0;
          } catch (e) {
            if (typeof FS == "undefined" || !(e.name === "ErrnoError")) throw e;
            return e.errno;
          }
        }
        var _getentropy = (buffer, size) => {
          randomFill(HEAPU8.subarray(buffer, buffer + size));
          return 0;
        };
        var isLeapYear = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
        var arraySum = (array, index2) => {
          var sum = 0;
          for (var i = 0; i <= index2; sum += array[i++]) {
          }
          return sum;
        };
        var MONTH_DAYS_LEAP = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        var MONTH_DAYS_REGULAR = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        var addDays = (date, days) => {
          var newDate = new Date(date.getTime());
          while (days > 0) {
            var leap = isLeapYear(newDate.getFullYear());
            var currentMonth = newDate.getMonth();
            var daysInCurrentMonth = (leap ? MONTH_DAYS_LEAP : MONTH_DAYS_REGULAR)[currentMonth];
            if (days > daysInCurrentMonth - newDate.getDate()) {
              days -= daysInCurrentMonth - newDate.getDate() + 1;
              newDate.setDate(1);
              if (currentMonth < 11) {
                newDate.setMonth(currentMonth + 1);
              } else {
                newDate.setMonth(0);
                newDate.setFullYear(newDate.getFullYear() + 1);
              }
            } else {
              newDate.setDate(newDate.getDate() + days);
              return newDate;
            }
          }
          return newDate;
        };
        var writeArrayToMemory = (array, buffer) => {
          HEAP8.set(array, buffer);
        };
        var _strftime = (s, maxsize, format, tm) => {
          var tm_zone = HEAP32[tm + 40 >> 2];
          var date = { tm_sec: HEAP32[tm >> 2], tm_min: HEAP32[tm + 4 >> 2], tm_hour: HEAP32[tm + 8 >> 2], tm_mday: HEAP32[tm + 12 >> 2], tm_mon: HEAP32[tm + 16 >> 2], tm_year: HEAP32[tm + 20 >> 2], tm_wday: HEAP32[tm + 24 >> 2], tm_yday: HEAP32[tm + 28 >> 2], tm_isdst: HEAP32[tm + 32 >> 2], tm_gmtoff: HEAP32[tm + 36 >> 2], tm_zone: tm_zone ? UTF8ToString(tm_zone) : "" };
          var pattern = UTF8ToString(format);
          var EXPANSION_RULES_1 = { "%c": "%a %b %d %H:%M:%S %Y", "%D": "%m/%d/%y", "%F": "%Y-%m-%d", "%h": "%b", "%r": "%I:%M:%S %p", "%R": "%H:%M", "%T": "%H:%M:%S", "%x": "%m/%d/%y", "%X": "%H:%M:%S", "%Ec": "%c", "%EC": "%C", "%Ex": "%m/%d/%y", "%EX": "%H:%M:%S", "%Ey": "%y", "%EY": "%Y", "%Od": "%d", "%Oe": "%e", "%OH": "%H", "%OI": "%I", "%Om": "%m", "%OM": "%M", "%OS": "%S", "%Ou": "%u", "%OU": "%U", "%OV": "%V", "%Ow": "%w", "%OW": "%W", "%Oy": "%y" };
          for (var rule in EXPANSION_RULES_1) {
            pattern = pattern.replace(new RegExp(rule, "g"), EXPANSION_RULES_1[rule]);
          }
          var WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
          var MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
          function leadingSomething(value, digits, character) {
            var str = typeof value == "number" ? value.toString() : value || "";
            while (str.length < digits) {
              str = character[0] + str;
            }
            return str;
          }
          function leadingNulls(value, digits) {
            return leadingSomething(value, digits, "0");
          }
          function compareByDay(date1, date2) {
            function sgn(value) {
              return value < 0 ? -1 : value > 0 ? 1 : 0;
            }
            var compare;
            if ((compare = sgn(date1.getFullYear() - date2.getFullYear())) === 0) {
              if ((compare = sgn(date1.getMonth() - date2.getMonth())) === 0) {
                compare = sgn(date1.getDate() - date2.getDate());
              }
            }
            return compare;
          }
          function getFirstWeekStartDate(janFourth) {
            switch (janFourth.getDay()) {
              case 0:
                return new Date(janFourth.getFullYear() - 1, 11, 29);
              case 1:
                return janFourth;
              case 2:
                return new Date(janFourth.getFullYear(), 0, 3);
              case 3:
                return new Date(janFourth.getFullYear(), 0, 2);
              case 4:
                return new Date(janFourth.getFullYear(), 0, 1);
              case 5:
                return new Date(janFourth.getFullYear() - 1, 11, 31);
              case 6:
                return new Date(janFourth.getFullYear() - 1, 11, 30);
            }
          }
          function getWeekBasedYear(date2) {
            var thisDate = addDays(new Date(date2.tm_year + 1900, 0, 1), date2.tm_yday);
            var janFourthThisYear = new Date(thisDate.getFullYear(), 0, 4);
            var janFourthNextYear = new Date(thisDate.getFullYear() + 1, 0, 4);
            var firstWeekStartThisYear = getFirstWeekStartDate(janFourthThisYear);
            var firstWeekStartNextYear = getFirstWeekStartDate(janFourthNextYear);
            if (compareByDay(firstWeekStartThisYear, thisDate) <= 0) {
              if (compareByDay(firstWeekStartNextYear, thisDate) <= 0) {
                return thisDate.getFullYear() + 1;
              }
              return thisDate.getFullYear();
            }
            return thisDate.getFullYear() - 1;
          }
          var EXPANSION_RULES_2 = { "%a": (date2) => WEEKDAYS[date2.tm_wday].substring(0, 3), "%A": (date2) => WEEKDAYS[date2.tm_wday], "%b": (date2) => MONTHS[date2.tm_mon].substring(0, 3), "%B": (date2) => MONTHS[date2.tm_mon], "%C": (date2) => {
            var year = date2.tm_year + 1900;
            return leadingNulls(year / 100 | 0, 2);
          }, "%d": (date2) => leadingNulls(date2.tm_mday, 2), "%e": (date2) => leadingSomething(date2.tm_mday, 2, " "), "%g": (date2) => getWeekBasedYear(date2).toString().substring(2), "%G": (date2) => getWeekBasedYear(date2), "%H": (date2) => leadingNulls(date2.tm_hour, 2), "%I": (date2) => {
            var twelveHour = date2.tm_hour;
            if (twelveHour == 0) twelveHour = 12;
            else if (twelveHour > 12) twelveHour -= 12;
            return leadingNulls(twelveHour, 2);
          }, "%j": (date2) => leadingNulls(date2.tm_mday + arraySum(isLeapYear(date2.tm_year + 1900) ? MONTH_DAYS_LEAP : MONTH_DAYS_REGULAR, date2.tm_mon - 1), 3), "%m": (date2) => leadingNulls(date2.tm_mon + 1, 2), "%M": (date2) => leadingNulls(date2.tm_min, 2), "%n": () => "\n", "%p": (date2) => {
            if (date2.tm_hour >= 0 && date2.tm_hour < 12) {
              return "AM";
            }
            return "PM";
          }, "%S": (date2) => leadingNulls(date2.tm_sec, 2), "%t": () => "	", "%u": (date2) => date2.tm_wday || 7, "%U": (date2) => {
            var days = date2.tm_yday + 7 - date2.tm_wday;
            return leadingNulls(Math.floor(days / 7), 2);
          }, "%V": (date2) => {
            var val = Math.floor((date2.tm_yday + 7 - (date2.tm_wday + 6) % 7) / 7);
            if ((date2.tm_wday + 371 - date2.tm_yday - 2) % 7 <= 2) {
              val++;
            }
            if (!val) {
              val = 52;
              var dec31 = (date2.tm_wday + 7 - date2.tm_yday - 1) % 7;
              if (dec31 == 4 || dec31 == 5 && isLeapYear(date2.tm_year % 400 - 1)) {
                val++;
              }
            } else if (val == 53) {
              var jan1 = (date2.tm_wday + 371 - date2.tm_yday) % 7;
              if (jan1 != 4 && (jan1 != 3 || !isLeapYear(date2.tm_year))) val = 1;
            }
            return leadingNulls(val, 2);
          }, "%w": (date2) => date2.tm_wday, "%W": (date2) => {
            var days = date2.tm_yday + 7 - (date2.tm_wday + 6) % 7;
            return leadingNulls(Math.floor(days / 7), 2);
          }, "%y": (date2) => (date2.tm_year + 1900).toString().substring(2), "%Y": (date2) => date2.tm_year + 1900, "%z": (date2) => {
            var off = date2.tm_gmtoff;
            var ahead = off >= 0;
            off = Math.abs(off) / 60;
            off = off / 60 * 100 + off % 60;
            return (ahead ? "+" : "-") + String("0000" + off).slice(-4);
          }, "%Z": (date2) => date2.tm_zone, "%%": () => "%" };
          pattern = pattern.replace(/%%/g, "\0\0");
          for (var rule in EXPANSION_RULES_2) {
            if (pattern.includes(rule)) {
              pattern = pattern.replace(new RegExp(rule, "g"), EXPANSION_RULES_2[rule](date));
            }
          }
          pattern = pattern.replace(/\0\0/g, "%");
          var bytes = intArrayFromString(pattern, false);
          if (bytes.length > maxsize) {
            return 0;
          }
          writeArrayToMemory(bytes, s);
          return bytes.length - 1;
        };
        var _strftime_l = (s, maxsize, format, tm, loc) => _strftime(s, maxsize, format, tm);
        var FSNode = function(parent, name, mode, rdev) {
          if (!parent) {
            parent = this;
          }
          this.parent = parent;
          this.mount = parent.mount;
          this.mounted = null;
          this.id = FS.nextInode++;
          this.name = name;
          this.mode = mode;
          this.node_ops = {};
          this.stream_ops = {};
          this.rdev = rdev;
        };
        var readMode = 292 | 73;
        var writeMode = 146;
        Object.defineProperties(FSNode.prototype, { read: { get: function() {
          return (this.mode & readMode) === readMode;
        }, set: function(val) {
          val ? this.mode |= readMode : this.mode &= ~readMode;
        } }, write: { get: function() {
          return (this.mode & writeMode) === writeMode;
        }, set: function(val) {
          val ? this.mode |= writeMode : this.mode &= ~writeMode;
        } }, isFolder: { get: function() {
          return FS.isDir(this.mode);
        } }, isDevice: { get: function() {
          return FS.isChrdev(this.mode);
        } } });
        FS.FSNode = FSNode;
        FS.createPreloadedFile = FS_createPreloadedFile;
        FS.staticInit();
        embind_init_charCodes();
        BindingError = Module2["BindingError"] = class BindingError extends Error {
          constructor(message) {
            super(message);
            this.name = "BindingError";
          }
        };
        InternalError = Module2["InternalError"] = class InternalError extends Error {
          constructor(message) {
            super(message);
            this.name = "InternalError";
          }
        };
        init_ClassHandle();
        init_embind();
        init_RegisteredPointer();
        UnboundTypeError = Module2["UnboundTypeError"] = extendError(Error, "UnboundTypeError");
        handleAllocatorInit();
        init_emval();
        var wasmImports = { d: ___assert_fail, f: ___cxa_throw, m: ___syscall_fcntl64, C: ___syscall_ioctl, D: ___syscall_openat, x: __embind_register_bigint, K: __embind_register_bool, h: __embind_register_class, g: __embind_register_class_constructor, a: __embind_register_class_function, I: __embind_register_emval, q: __embind_register_float, E: __embind_register_function, e: __embind_register_integer, b: __embind_register_memory_view, v: __embind_register_smart_ptr, p: __embind_register_std_string, k: __embind_register_std_wstring, L: __embind_register_void, t: __emval_as, M: __emval_call, c: __emval_decref, l: __emval_get_property, r: __emval_incref, u: __emval_new_cstring, s: __emval_run_destructors, i: __emval_take_value, j: _abort, H: _emscripten_memcpy_big, F: _emscripten_resize_heap, A: _environ_get, B: _environ_sizes_get, J: _exit, o: _fd_close, G: _fd_read, w: _fd_seek, n: _fd_write, y: _getentropy, z: _strftime_l };
        createWasm();
        var ___errno_location = () => (___errno_location = wasmExports["Q"])();
        var _malloc = (a0) => (_malloc = wasmExports["R"])(a0);
        var ___getTypeName = (a0) => (___getTypeName = wasmExports["S"])(a0);
        Module2["__embind_initialize_bindings"] = () => (Module2["__embind_initialize_bindings"] = wasmExports["T"])();
        var _free = (a0) => (_free = wasmExports["U"])(a0);
        var ___cxa_is_pointer_type = (a0) => (___cxa_is_pointer_type = wasmExports["V"])(a0);
        Module2["dynCall_jiji"] = (a0, a1, a2, a3, a4) => (Module2["dynCall_jiji"] = wasmExports["W"])(a0, a1, a2, a3, a4);
        Module2["dynCall_viijii"] = (a0, a1, a2, a3, a4, a5, a6) => (Module2["dynCall_viijii"] = wasmExports["X"])(a0, a1, a2, a3, a4, a5, a6);
        Module2["dynCall_iiiiij"] = (a0, a1, a2, a3, a4, a5, a6) => (Module2["dynCall_iiiiij"] = wasmExports["Y"])(a0, a1, a2, a3, a4, a5, a6);
        Module2["dynCall_iiiiijj"] = (a0, a1, a2, a3, a4, a5, a6, a7, a8) => (Module2["dynCall_iiiiijj"] = wasmExports["Z"])(a0, a1, a2, a3, a4, a5, a6, a7, a8);
        Module2["dynCall_iiiiiijj"] = (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) => (Module2["dynCall_iiiiiijj"] = wasmExports["_"])(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
        function intArrayFromBase64(s) {
          if (typeof ENVIRONMENT_IS_NODE != "undefined" && ENVIRONMENT_IS_NODE) {
            var buf = Buffer.from(s, "base64");
            return new Uint8Array(buf["buffer"], buf["byteOffset"], buf["byteLength"]);
          }
          try {
            var decoded = atob(s);
            var bytes = new Uint8Array(decoded.length);
            for (var i = 0; i < decoded.length; ++i) {
              bytes[i] = decoded.charCodeAt(i);
            }
            return bytes;
          } catch (_) {
            throw new Error("Converting base64 string to bytes failed.");
          }
        }
        function tryParseAsDataURI(filename) {
          if (!isDataURI(filename)) {
            return;
          }
          return intArrayFromBase64(filename.slice(dataURIPrefix.length));
        }
        Module2["FS"] = FS;
        var calledRun;
        dependenciesFulfilled = function runCaller() {
          if (!calledRun) run();
          if (!calledRun) dependenciesFulfilled = runCaller;
        };
        function run() {
          if (runDependencies > 0) {
            return;
          }
          preRun();
          if (runDependencies > 0) {
            return;
          }
          function doRun() {
            if (calledRun) return;
            calledRun = true;
            Module2["calledRun"] = true;
            if (ABORT) return;
            initRuntime();
            readyPromiseResolve(Module2);
            if (Module2["onRuntimeInitialized"]) Module2["onRuntimeInitialized"]();
            postRun();
          }
          if (Module2["setStatus"]) {
            Module2["setStatus"]("Running...");
            setTimeout(function() {
              setTimeout(function() {
                Module2["setStatus"]("");
              }, 1);
              doRun();
            }, 1);
          } else {
            doRun();
          }
        }
        if (Module2["preInit"]) {
          if (typeof Module2["preInit"] == "function") Module2["preInit"] = [Module2["preInit"]];
          while (Module2["preInit"].length > 0) {
            Module2["preInit"].pop()();
          }
        }
        run();
        return moduleArg.ready;
      });
    })();
    var SentencePieceProcessor2 = (
      /** @class */
      (function() {
        function SentencePieceProcessor3() {
        }
        SentencePieceProcessor3.prototype.load = function(url) {
          return __awaiter(this, void 0, void 0, function() {
            var _a, string_view, absl_string_view, load_status;
            return __generator(this, function(_b) {
              switch (_b.label) {
                case 0:
                  _a = this;
                  return [4, Module()];
                case 1:
                  _a.sentencepiece = _b.sent();
                  this.sentencepiece.FS.writeFile("sentencepiece.model", fs__namespace.readFileSync(url));
                  string_view = new this.sentencepiece.StringView("sentencepiece.model");
                  absl_string_view = string_view.getView();
                  this.processor = new this.sentencepiece.SentencePieceProcessor();
                  load_status = this.processor.Load(absl_string_view);
                  load_status.delete();
                  absl_string_view.delete();
                  string_view.delete();
                  return [
                    2
                    /*return*/
                  ];
              }
            });
          });
        };
        SentencePieceProcessor3.prototype.encodeIds = function(text) {
          var string_view = new this.sentencepiece.StringView(text);
          var absl_string_view = string_view.getView();
          var data = this.processor.EncodeAsIds(absl_string_view);
          var arr = [];
          for (var i = 0; i < data.size(); i++)
            arr.push(data.get(i));
          data.delete();
          absl_string_view.delete();
          string_view.delete();
          return arr;
        };
        SentencePieceProcessor3.prototype.encodePieces = function(text) {
          var string_view = new this.sentencepiece.StringView(text);
          var absl_string_view = string_view.getView();
          var data = this.processor.EncodeAsPieces(absl_string_view);
          var arr = [];
          for (var i = 0; i < data.size(); i++)
            arr.push(data.get(i));
          data.delete();
          absl_string_view.delete();
          string_view.delete();
          return arr;
        };
        SentencePieceProcessor3.prototype.decodeIds = function(ids) {
          var vecIds = this.sentencepiece.vecFromJSArray(ids);
          var str = this.processor.DecodeIds(vecIds).slice();
          vecIds.delete();
          return str;
        };
        SentencePieceProcessor3.prototype.loadVocabulary = function(url) {
          this.sentencepiece.FS.writeFile("sentencepiece.vocab", fs__namespace.readFileSync(url));
          var string_view = new this.sentencepiece.StringView("sentencepiece.vocab");
          var absl_string_view = string_view.getView();
          var status = this.processor.LoadVocabulary(absl_string_view, -1e3);
          status.delete();
          absl_string_view.delete();
          string_view.delete();
        };
        return SentencePieceProcessor3;
      })()
    );
    function cleanText(text) {
      var e_1, _a;
      var stringBuilder = [];
      var originalCharIndex = 0, newCharIndex = 0;
      try {
        for (var text_1 = __values(text), text_1_1 = text_1.next(); !text_1_1.done; text_1_1 = text_1.next()) {
          var ch = text_1_1.value;
          if (isInvalid(ch)) {
            originalCharIndex += ch.length;
            continue;
          }
          if (isWhitespace(ch)) {
            if (stringBuilder.length > 0 && stringBuilder[stringBuilder.length - 1] !== " ") {
              stringBuilder.push(" ");
              originalCharIndex += ch.length;
            } else {
              originalCharIndex += ch.length;
              continue;
            }
          } else {
            stringBuilder.push(ch);
            originalCharIndex += ch.length;
          }
          newCharIndex++;
        }
      } catch (e_1_1) {
        e_1 = { error: e_1_1 };
      } finally {
        try {
          if (text_1_1 && !text_1_1.done && (_a = text_1.return)) _a.call(text_1);
        } finally {
          if (e_1) throw e_1.error;
        }
      }
      return stringBuilder.join("").toLowerCase();
    }
    function isWhitespace(ch) {
      return /\s/.test(ch);
    }
    function isInvalid(ch) {
      return ch.charCodeAt(0) === 0 || ch.charCodeAt(0) === 65533;
    }
    var index = { SentencePieceProcessor: SentencePieceProcessor2, cleanText };
    exports.SentencePieceProcessor = SentencePieceProcessor2;
    exports.cleanText = cleanText;
    exports["default"] = index;
  }
});

// sentencepiece-entry.js
var import_sentencepiece_js = __toESM(require_dist());
var export_SentencePieceProcessor = import_sentencepiece_js.SentencePieceProcessor;
export {
  export_SentencePieceProcessor as SentencePieceProcessor
};
