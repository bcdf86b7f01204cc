"""Tiny Hugging Face translators built offline for the adapter's tests: random weights from
their configs, fitted for a second to four sentence pairs (so that translations end with eos,
at their own lengths), saved with save_pretrained; a MarianMT with a MarianTokenizer over
sentencepiece models trained here, and a BART with a fast word-level tokenizer."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import torch
import transformers

SOURCES = ["我 喜欢 喝 茶", "他 在 家", "那 只 黑 猫 坐 在 窗 边", "我们 去 学校"]
TARGETS = ["i like tea", "he is at home", "that black cat sat by the window", "we go to school"]
SIZES = {"d_model": 16, "encoder_layers": 2, "decoder_layers": 2, "encoder_attention_heads": 2}
SIZES |= {"decoder_attention_heads": 2, "encoder_ffn_dim": 32, "decoder_ffn_dim": 32}
SIZES |= {"max_position_embeddings": 64, "forced_eos_token_id": None}


def fit(model: torch.nn.Module, tokenizer: object, steps: int = 120) -> None:
    """A few Adam steps on the four pairs (about a second), so that the model ends its
    translations with eos, at their own lengths, as a trained one does."""
    batch = tokenizer(SOURCES, text_target=TARGETS, padding=True, return_tensors="pt")  # type: ignore[operator]
    batch["labels"][batch["labels"] == tokenizer.pad_token_id] = -100  # type: ignore[attr-defined]
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    model.train()
    for _ in range(steps):
        optimizer.zero_grad()
        model(**batch).loss.backward()
        optimizer.step()
    model.eval()


def marian(folder: Path) -> Path:
    """A MarianMT of random weights and a MarianTokenizer over sentencepiece models trained
    on a few sentences, as opus-mt folders hold them (source.spm, target.spm, vocab.json)."""
    import sentencepiece as spm

    folder.mkdir(parents=True)
    vocab = {"</s>": 0, "<unk>": 1}
    for name, lines in (("source", SOURCES), ("target", TARGETS)):
        text = folder / f"{name}.txt"
        text.write_text("\n".join(lines * 20), encoding="utf-8")
        spm.SentencePieceTrainer.train(
            input=str(text), model_prefix=str(folder / name), vocab_size=40, model_type="bpe",
            character_coverage=1.0, pad_id=-1, bos_id=-1, eos_id=-1, unk_id=0, minloglevel=2,
        )  # fmt: skip
        (folder / f"{name}.model").rename(folder / f"{name}.spm")
        pieces = spm.SentencePieceProcessor(model_file=str(folder / f"{name}.spm"))
        for index in range(pieces.get_piece_size()):
            vocab.setdefault(pieces.id_to_piece(index), len(vocab))
    vocab["<pad>"] = len(vocab)
    (folder / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False))
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*sacremoses.*")
        tokenizer = transformers.MarianTokenizer(
            str(folder / "source.spm"), str(folder / "target.spm"), str(folder / "vocab.json"),
            source_lang="zh", target_lang="en",
        )  # fmt: skip
    pad = vocab["<pad>"]
    config = transformers.MarianConfig(
        vocab_size=len(vocab), pad_token_id=pad, eos_token_id=0, decoder_start_token_id=pad,
        bad_words_ids=[[pad]], **SIZES,
    )  # fmt: skip
    torch.manual_seed(0)
    model = transformers.MarianMTModel(config)
    fit(model, tokenizer)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def bart(folder: Path) -> Path:
    """A BART of random weights and a fast word-level tokenizer: decoder start = eos."""
    from tokenizers import Tokenizer, models, pre_tokenizers, processors

    words = sorted({word for line in SOURCES + TARGETS for word in line.split()})
    vocab = {token: index for index, token in enumerate(["<s>", "<pad>", "</s>", "<unk>", *words])}
    core = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    core.post_processor = processors.TemplateProcessing(
        single="$A </s>", special_tokens=[("</s>", 2)]
    )
    tokenizer = transformers.PreTrainedTokenizerFast(
        tokenizer_object=core,
        bos_token="<s>",
        pad_token="<pad>",
        eos_token="</s>",
        unk_token="<unk>",
    )
    config = transformers.BartConfig(
        vocab_size=len(vocab), pad_token_id=1, bos_token_id=0, eos_token_id=2,
        decoder_start_token_id=2, forced_bos_token_id=None, **SIZES,
    )  # fmt: skip
    torch.manual_seed(1)
    model = transformers.BartForConditionalGeneration(config)
    fit(model, tokenizer)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def bart_like(folder: Path, architecture: str, tokenizer_folder: Path) -> Path:
    """Pegasus, mBART or M2M100 (the same attention modules as BART's) with ``bart``'s
    tokenizer, from ``tokenizer_folder``; Pegasus's decoder starts from pad, the others'
    from eos."""
    tokenizer = transformers.AutoTokenizer.from_pretrained(str(tokenizer_folder))
    config_class, model_class, start = {
        "pegasus": (transformers.PegasusConfig, transformers.PegasusForConditionalGeneration, 1),
        "mbart": (transformers.MBartConfig, transformers.MBartForConditionalGeneration, 2),
        "m2m100": (transformers.M2M100Config, transformers.M2M100ForConditionalGeneration, 2),
    }[architecture]
    config = config_class(
        vocab_size=len(tokenizer), pad_token_id=1, bos_token_id=0, eos_token_id=2,
        decoder_start_token_id=start, forced_bos_token_id=None, **SIZES,
    )  # fmt: skip
    torch.manual_seed(0)
    model = model_class(config)
    fit(model, tokenizer)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
