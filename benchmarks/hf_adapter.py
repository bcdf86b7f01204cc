"""attnlab's decoder on a Hugging Face MarianMT (``hf:PATH``, attnlab.models.hugging_face)
against the model's own ``generate``, in one process, one thread: the same tokens, and the time.

    .venv/bin/python benchmarks/hf_adapter.py                 # opus-mt-zh-en's shape, 100 sources
    .venv/bin/python benchmarks/hf_adapter.py --quick         # a smoke run: not a result

No model hub here, so the model is opus-mt-zh-en's architecture (d_model 512, 6 + 6 layers,
8 heads, FFN 2048) with random weights, and its tokenizer a MarianTokenizer over the shipped
Transformer's sentencepiece models (8,000 pieces, not opus-mt's 65,001: the output layer is
smaller). Random weights never emit eos, so every sentence decodes to attnlab's length limit
(2 S + 10) and ``generate`` is given the same number of new tokens: both do the same steps.
The sources are the first N Tatoeba test sentences, one at a time (batch 1, as the explorer
decodes) and all at once (batch N, padded); greedy, then beam 5. The times are medians of
``--repeats``, the engines interleaved. Writes benchmarks/results/hf_adapter.json.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
import transformers

from attnlab import pretrained
from attnlab.data import load_corpus
from attnlab.translation import Translator

ROOT = Path(__file__).resolve().parents[1]
OPUS_MT_ZH_EN = {"d_model": 512, "encoder_layers": 6, "decoder_layers": 6}
OPUS_MT_ZH_EN |= {"encoder_attention_heads": 8, "decoder_attention_heads": 8}
OPUS_MT_ZH_EN |= {"encoder_ffn_dim": 2048, "decoder_ffn_dim": 2048, "max_position_embeddings": 512}


def build(folder: Path, sizes: dict[str, int]) -> Path:
    """A MarianMT of ``sizes`` with random weights and a MarianTokenizer over the shipped
    Transformer's sentencepiece models, saved into ``folder``."""
    shipped = pretrained.FOLDER / "transformer" / "tokenizers"
    folder.mkdir(parents=True)
    vocab = {"</s>": 0, "<unk>": 1}
    for side, name in (("src", "source"), ("tgt", "target")):
        (folder / f"{name}.spm").write_bytes((shipped / f"{side}.model").read_bytes())
        import sentencepiece as spm

        pieces = spm.SentencePieceProcessor(model_file=str(folder / f"{name}.spm"))
        for index in range(4, pieces.get_piece_size()):  # past sentencepiece's own specials
            vocab.setdefault(pieces.id_to_piece(index), len(vocab))
    vocab["<pad>"] = len(vocab)
    (folder / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False))
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*sacremoses.*")
        tokenizer = transformers.MarianTokenizer(
            str(folder / "source.spm"),
            str(folder / "target.spm"),
            str(folder / "vocab.json"),
            source_lang="zh",
            target_lang="en",
        )
    pad = vocab["<pad>"]
    config = transformers.MarianConfig(
        vocab_size=len(vocab),
        pad_token_id=pad,
        eos_token_id=0,
        decoder_start_token_id=pad,
        forced_eos_token_id=None,
        **sizes,
    )
    torch.manual_seed(0)
    transformers.MarianMTModel(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def timed(work: Callable[[], Any], repeats: int) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeats):
        started = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sentences", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a small model, 10 sources")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    sizes = OPUS_MT_ZH_EN
    if args.quick:
        args.sentences, args.repeats = 10, 1
        sizes = {**OPUS_MT_ZH_EN, "d_model": 64, "encoder_ffn_dim": 128, "decoder_ffn_dim": 128}
    out = (
        args.out
        or ROOT / "benchmarks" / "results" / f"hf_adapter{'-quick' if args.quick else ''}.json"
    )
    sources = load_corpus("tatoeba-zh-en").references("test")[0][: args.sentences]
    with tempfile.TemporaryDirectory() as scratch:
        folder = build(Path(scratch) / "opus-mt-shape", sizes)
        translator = Translator.from_run(f"hf:{folder}")
        tokenizer = transformers.AutoTokenizer.from_pretrained(str(folder))
        model = transformers.AutoModelForSeq2SeqLM.from_pretrained(str(folder)).eval()  # sdpa
        rows = []
        for beam in (1, 5):
            for batch in (1, len(sources)):
                groups = [sources[i : i + batch] for i in range(0, len(sources), batch)]

                def ours(groups: list[list[str]] = groups, beam: int = beam) -> list[list[str]]:
                    return [
                        t.target_tokens
                        for group in groups
                        for t in translator.translate(group, beam_size=beam, need_weights=False)
                    ]

                def theirs(groups: list[list[str]] = groups, beam: int = beam) -> list[list[str]]:
                    found = []
                    with torch.no_grad():
                        for group in groups:
                            given = tokenizer(group, return_tensors="pt", padding=True)
                            limit = 2 * int(given.attention_mask.sum(1).max()) + 10
                            done = model.generate(
                                **given, max_new_tokens=limit, num_beams=beam, do_sample=False
                            )
                            found += [tokenizer.convert_ids_to_tokens(row[1:]) for row in done]
                    return found

                ours()  # warm-up: oneDNN's kernels, the caches
                attnlab_s, ours_tokens = timed(ours, args.repeats)
                generate_s, their_tokens = timed(theirs, args.repeats)
                same = sum(
                    a == [t for t in b if t != tokenizer.pad_token][: len(a)]
                    for a, b in zip(ours_tokens, their_tokens, strict=True)
                )
                rows.append(
                    {
                        "beam": beam,
                        "batch": batch,
                        "attnlab_s": round(attnlab_s, 3),
                        "generate_s": round(generate_s, 3),
                        "attnlab_vs_generate": round(generate_s / attnlab_s, 2),
                        "same_tokens": f"{same}/{len(sources)}",
                    }
                )
                print(json.dumps(rows[-1]), flush=True)
    report = {
        "command": " ".join([Path(sys.executable).name, *sys.argv]),
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "cpu": platform.processor() or platform.machine(),
        "sizes": sizes,
        "sentences": len(sources),
        "threads": 1,
        "rows": rows,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
