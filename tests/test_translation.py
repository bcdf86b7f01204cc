"""translate(): the data layer's batches under training's token budget, results in input
order whatever the batches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab import chunked_attention, functional, translation
from attnlab.config import load_config
from attnlab.data import Batch, Tokenizers, load_corpus, plan_batches
from attnlab.models import build_model
from attnlab.translation import translate, translate_texts

CONFIG = Path(__file__).parents[1] / "configs" / "tiny-synthetic.yaml"


@pytest.fixture(scope="module")
def setup() -> tuple[Any, Tokenizers, list[str]]:
    """An untrained tiny model (it need not translate well, only consistently)."""
    config = load_config(CONFIG)
    corpus = load_corpus(config.data.corpus)
    tokenizers = Tokenizers.train(corpus, config.data.src_vocab_size, config.data.tgt_vocab_size)
    torch.manual_seed(0)
    model = build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
    return model, tokenizers, [pair.src for pair in corpus.test[:24]]


def test_batches_keep_the_budget_as_training_batches_do(
    setup: tuple[Any, Tokenizers, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    model, tokenizers, sentences = setup
    seen: list[Batch] = []
    decode = translation._decode

    def spy(model: Any, batch: Batch, *args: Any) -> Any:
        seen.append(batch)
        return decode(model, batch, *args)

    monkeypatch.setattr(translation, "_decode", spy)
    max_tokens = 40
    translate(model, tokenizers, sentences, max_tokens=max_tokens)
    assert len(seen) > 1
    for batch in seen:  # padded B * (S + T), T = 1 (the bos): training's measure
        assert batch.padded_tokens <= max_tokens or batch.size == 1
    # Training's plan for these sources with no target yet: every sentence exactly once.
    lengths = [len(ids) for ids in tokenizers.src.encode_batch(sentences)]
    plan = plan_batches(lengths, [0] * len(lengths), max_tokens=max_tokens, shuffle=False)
    assert [batch.indices.tolist() for batch in seen] == plan


def test_results_come_back_in_input_order_whatever_the_batches(
    setup: tuple[Any, Tokenizers, list[str]],
) -> None:
    model, tokenizers, sentences = setup
    batched = translate(model, tokenizers, sentences, max_tokens=40)
    alone = translate(model, tokenizers, sentences, max_tokens=1)  # one sentence a batch
    assert [t.source for t in batched] == [t.source for t in alone] == sentences
    for together, single in zip(batched, alone, strict=True):
        assert together.target_tokens == single.target_tokens
        assert together.log_prob == pytest.approx(single.log_prob, abs=1e-4)


def test_an_empty_sentence_is_translated_too(setup: tuple[Any, Tokenizers, list[str]]) -> None:
    model, tokenizers, _ = setup
    empty, other = translate(model, tokenizers, ["", "a b"])
    assert empty.source == "" and empty.source_tokens == []
    assert other.source == "a b" and other.source_tokens


@pytest.mark.parametrize("beam_size", [1, 3])
def test_translate_texts_computes_no_attention_weights(
    beam_size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dev BLEU and `attnlab evaluate` want text only: the Transformer then runs its fused
    path, with the same translations; the maps come only to callers that ask."""
    config = load_config(CONFIG, ["--model.family=transformer"])
    corpus = load_corpus(config.data.corpus)
    tokenizers = Tokenizers.train(corpus, config.data.src_vocab_size, config.data.tgt_vocab_size)
    torch.manual_seed(0)
    model = build_model(config.model, tokenizers.src.vocab_size, tokenizers.tgt.vocab_size)
    sentences = [pair.src for pair in corpus.test[:6]]
    computed: list[int] = []

    def counting(original: Any) -> Any:
        def counted(*args: Any, **kwargs: Any) -> Any:
            computed.append(1)
            return original(*args, **kwargs)

        return counted

    # The two ways weights get computed: the generic masked softmax, the chunked CPU path.
    monkeypatch.setattr(functional, "masked_softmax", counting(functional.masked_softmax))
    chunked = chunked_attention.chunked_attention
    monkeypatch.setattr(chunked_attention, "chunked_attention", counting(chunked))
    texts = translate_texts(model, tokenizers, sentences, beam_size=beam_size)
    assert computed == []
    with_maps = translate(model, tokenizers, sentences, beam_size=beam_size)
    assert computed and all(t.attention.cross for t in with_maps)
    assert texts == [t.target for t in with_maps]
