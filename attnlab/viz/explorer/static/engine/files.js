// The folder's files, fetched and checked against the SHA-256 the page was built with, so a
// damaged or truncated file is named rather than run. @noble/hashes (vendored): crypto.subtle
// exists only in secure contexts, and a course page may be served over plain http.
import { sha256 } from "../../vendor/noble-hashes.mjs";

export class FileError extends Error {
  constructor(code, params) {
    super(code);
    this.code = code; // "missing" | "damaged": the page words it (locales: web.*)
    this.params = params;
  }
}

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

// base: the folder's URL; name: a path inside it; expected: its SHA-256, hex
export async function fetchChecked(base, name, expected) {
  let response;
  try {
    response = await fetch(new URL(name, base));
  } catch {
    throw new FileError("missing", { file: name, status: "no answer" });
  }
  if (!response.ok) throw new FileError("missing", { file: name, status: String(response.status) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (hex(sha256(bytes)) !== expected) throw new FileError("damaged", { file: name });
  return bytes;
}
