"""static/engine/tokenize.js in headless Chromium, served from one folder over http with every other
request blocked, against attnlab's Python tokenizers: the shipped sentencepiece models and the
Traditional -> Simplified fold, in a module Web Worker (where the page runs it) and in the
page itself."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from static_site import offline_page, served

from attnlab.data.chinese import to_simplified
from attnlab.data.corpus import DataError
from attnlab.data.tokenizer import EOS_ID, Tokenizers

EXPLORER = Path(__file__).parents[3] / "attnlab" / "viz" / "explorer"
TOKENIZERS = EXPLORER.parents[1] / "pretrained" / "rnnsearch" / "tokenizers"

# Traditional script; phrases whose Simplified form is not character by character (乾隆皇帝,
# 一目瞭然), overlapping ones where taking the longest first (Python's order) and the leftmost
# first (OpenCC's) differ (反覆盆子, 康乾乾淨淨); characters where the tables of OpenCC
# releases disagree (舖, 逕庭, 著); the CJK compatibility ideograph U+F900; the fold's
# sentence separators (，。「」— and spaces).
TRADITIONAL = [
    "乾隆皇帝一目瞭然",
    "反覆盆子",
    "康乾乾淨淨",
    "後來他們說",
    "我們試試看！",
    "這是什麼世界來著！",
    "臺灣的電腦軟體很好用。",
    "乾淨的頭髮，乾杯！",
    "小路上舖滿了落葉。",
    "我的意見與您大相逕庭。",
    "「你鼻子怎麼了？」—「沒事。」",
    "著名的藝術家 在 臺北\u3000開\u00a0畫展\x1c了\ufeff嗎",
    "\uf900是相容字",
]
# Mixed scripts, emoji and characters outside the vocabulary (byte fallback), odd spacing.
MIXED = [
    "",
    " ",
    "我爱Python 3.11!",
    "Tom说：“I don't know.”",
    "你好😀，世界🌏！",
    "안녕하세요 Привет Ωμέγα",
    "𠀀𪚥龘靐",
    "  two  spaces\tand a tab  ",
    "ﬁ ① ｆｕｌｌ ｗｉｄｔｈ",
]
ENGLISH = ["Is it a recent picture?", "I don't know.", "Naïve café — ½ price 😀", " x  y ", ""]

# The page or the worker runs this module (written into the served folder beside tokenize.js).
PROBE = """\
import { loadSimplifier, loadTokenizer } from "./tokenize.js";

async function tokenizer(url, normalizer) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return loadTokenizer(bytes, normalizer);
}

export async function run(request) {
  const src = await tokenizer(request.src, request.srcNormalizer);
  const tgt = await tokenizer(request.tgt, request.tgtNormalizer);
  const fold = await loadSimplifier();
  const every = (size) => Array.from({ length: size }, (_, id) => id);
  return {
    vocabSizes: [src.vocabSize, tgt.vocabSize],
    srcPieces: src.pieces(every(src.vocabSize)),
    tgtPieces: tgt.pieces(every(tgt.vocabSize)),
    srcIds: request.srcTexts.map((text) => src.encode(text)),
    tgtIds: request.tgtTexts.map((text) => tgt.encode(text)),
    decoded: request.decode.map((ids) => tgt.decode(ids)),
    decodedBigInts: request.decode.map((ids) => tgt.decode(BigInt64Array.from(ids, BigInt))),
    folded: request.fold.map(fold),
  };
}
"""
WORKER = """\
import { run } from "./probe.js";
self.onmessage = async (event) => {
  try {
    self.postMessage({ result: await run(event.data) });
  } catch (error) {
    self.postMessage({ error: String(error && error.stack || error) });
  }
};
"""
IN_WORKER = """async (request) => {
  const worker = new Worker("static/engine/probe-worker.js", { type: "module" });
  const reply = await new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message || "worker failed to start"));
    worker.postMessage(request);
  });
  worker.terminate();
  if (reply.error) throw new Error(reply.error);
  return reply.result;
}"""
IN_PAGE = """async (request) => (await import("./static/engine/probe.js")).run(request)"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The served folder (static/engine/tokenize.js, vendor/, the tokenizers, a blank page) at
    http://127.0.0.1:PORT."""
    root = tmp_path_factory.mktemp("web-tokenizer")
    engine = root / "static" / "engine"
    engine.mkdir(parents=True)
    shutil.copy(EXPLORER / "static" / "engine" / "tokenize.js", engine)
    (engine / "probe.js").write_text(PROBE, encoding="utf-8")
    (engine / "probe-worker.js").write_text(WORKER, encoding="utf-8")
    shutil.copytree(EXPLORER / "vendor", root / "vendor")
    shutil.copytree(TOKENIZERS, root / "tokenizers")
    (root / "index.html").write_text("<!doctype html><meta charset=utf-8><title>t</title>\n")
    with served(root) as url:
        yield url


@pytest.fixture
def page(browser: Any, site: str) -> Iterator[Any]:
    """A blank page of the site; any request elsewhere is refused (and fails the test)."""
    with offline_page(browser, site) as opened:
        opened.page.goto(site + "/index.html")
        yield opened.page


@pytest.fixture(scope="module")
def tokenizers() -> Tokenizers:
    return Tokenizers.load(TOKENIZERS)


def request(
    tokenizers: Tokenizers, sources: list[str], targets: list[str], decode: list[list[int]]
) -> dict[str, Any]:
    return {
        "src": "/tokenizers/src.model",
        "tgt": "/tokenizers/tgt.model",
        "srcNormalizer": tokenizers.src.normalizer,
        "tgtNormalizer": tokenizers.tgt.normalizer,
        "srcTexts": sources,
        "tgtTexts": targets,
        "decode": decode,
        "fold": sources,
    }


def framed(ids: list[int]) -> list[int]:
    """ids as a decoder emits them: bos first, eos, then padding and ids after the eos."""
    return [2, *ids, EOS_ID, 0, 0, *ids[:2]]


def check(tokenizers: Tokenizers, sent: dict[str, Any], got: dict[str, Any]) -> dict[str, str]:
    """Every answer of the browser against Python's; returns 'equal/total' per kind."""
    src, tgt = tokenizers.src, tokenizers.tgt
    expected = {
        "vocabSizes": [src.vocab_size, tgt.vocab_size],
        "srcPieces": src.id_to_pieces(range(src.vocab_size)),
        "tgtPieces": tgt.id_to_pieces(range(tgt.vocab_size)),
        "srcIds": [src.encode(text) for text in sent["srcTexts"]],
        "tgtIds": [tgt.encode(text) for text in sent["tgtTexts"]],
        "decoded": [tgt.decode(ids) for ids in sent["decode"]],
        # the ids as an int64 tensor's data holds them
        "decodedBigInts": [tgt.decode(ids) for ids in sent["decode"]],
        "folded": [to_simplified(text) for text in sent["fold"]],
    }
    assert got["vocabSizes"] == expected["vocabSizes"]
    counts, wrong = {}, {}
    for kind in sorted(expected.keys() - {"vocabSizes"}):
        pairs = list(zip(got[kind], expected[kind], strict=True))
        counts[kind] = f"{sum(a == b for a, b in pairs):,}/{len(pairs):,}"
        wrong[kind] = [(i, a, b) for i, (a, b) in enumerate(pairs) if a != b][:3]
    assert not any(wrong.values()), {kind: bad for kind, bad in wrong.items() if bad}
    return counts


@pytest.mark.parametrize("where", ["worker", "page"])
def test_handful_of_strings(page: Any, tokenizers: Tokenizers, where: str) -> None:
    """Traditional, mixed and byte-fallback strings, a few English ones, decode's rules
    (bos and pad skipped, stop at eos, unk and byte pieces): no corpus needed."""
    sources = TRADITIONAL + MIXED
    targets = ENGLISH + MIXED
    decode = [framed(tokenizers.tgt.encode(text)) for text in targets]
    decode += [[], [EOS_ID, 5], [1], [1, 1, 5], [0, 2, 0], [200, 201], [300]]  # unk, bytes
    sent = request(tokenizers, sources, targets, decode)
    got = page.evaluate(IN_WORKER if where == "worker" else IN_PAGE, sent)
    check(tokenizers, sent, got)
    # The fold did something: the Traditional examples are not all left as they were.
    assert sum(a != b for a, b in zip(got["folded"], TRADITIONAL, strict=False)) >= 8


def test_loadTokenizer_refuses_an_unknown_normalizer(page: Any) -> None:
    message = page.evaluate(
        """async () => {
          const { loadTokenizer } = await import("./static/engine/tokenize.js");
          const bytes = new Uint8Array(await (await fetch("/tokenizers/src.model")).arrayBuffer());
          try { await loadTokenizer(bytes, "zh-hant"); return "loaded"; }
          catch (error) { return String(error.message); }
        }"""
    )
    assert "unknown normalizer" in message


def test_tatoeba_test_split(page: Any, tokenizers: Tokenizers) -> None:
    """Every pair of the Tatoeba zh-en test split, in the worker: each source (as the corpus
    has it, folded, and as Tatoeba wrote it, often Traditional) encodes to Python's ids and
    folds like to_simplified; each English reference encodes to Python's ids, and Python's
    ids decode to Python's text."""
    from attnlab.data import load_corpus, tatoeba

    try:
        corpus = load_corpus(tatoeba.NAME)
        path = tatoeba.fetch()  # the raw TSV, cached beside the prepared corpus
        raw = tatoeba.parse_tsv(path.read_bytes(), path)
    except (DataError, OSError) as error:
        pytest.skip(f"the Tatoeba corpus cannot be had here: {error}")
    written = {pair.src_id: pair.src for pair in raw}  # as Tatoeba wrote it
    pairs = corpus.test
    sources = [pair.src for pair in pairs] + [written[pair.src_id] for pair in pairs]
    targets = [pair.tgt for pair in pairs]
    decode = [framed(tokenizers.tgt.encode(text)) for text in targets]
    sent = request(tokenizers, sources, targets, decode)
    got = page.evaluate(IN_WORKER, sent)
    counts = check(tokenizers, sent, got)
    assert len(pairs) > 1000
    assert sum(a != b for a, b in zip(sources[len(pairs) :], sources, strict=False)) > 100
    print(counts)
