"""The steps ``explain``, ``contrast`` and ``intervene`` share: the sentence they accept, the
translation they explain (the one ``translate`` gives with the run's decoding options) and the
attention maps they name, one per layer and head, each layer's mean and the overall mean."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
import torch

from attnlab.explain import intervene
from attnlab.explain.contrast import piece_name
from attnlab.explain.explanation import MAX_SOURCE_TOKENS, MEAN, _attention_maps, decode
from attnlab.masks import padding_mask
from attnlab.runs import LoadedRun, load_run
from attnlab.translation import translate

# On the shipped RNNsearch, greedy, beam 2 and beam 5 give three translations of this sentence
# once the length penalty is 2 ("We should leave earlier." / "...start leaving early." /
# "...'ve left earlier.").
SENTENCE = "我们应该早点出发。"


def with_decoding(run: LoadedRun, **options: Any) -> LoadedRun:
    """``run`` with some of its decoding options (``DecodeConfig``) changed."""
    decode_options = dataclasses.replace(run.config.decode, **options)
    return dataclasses.replace(run, config=dataclasses.replace(run.config, decode=decode_options))


def source(run: LoadedRun, sentence: str) -> tuple[torch.Tensor, torch.Tensor]:
    ids = run.tokenizers.src.encode(sentence)
    return torch.tensor([ids]), padding_mask(torch.tensor([len(ids)]))  # (1, S), (1, 1, 1, S)


@pytest.fixture(scope="module")
def rnnsearch() -> LoadedRun:
    return load_run("rnnsearch")


@pytest.fixture(scope="module")
def transformer() -> LoadedRun:
    return load_run("transformer")  # 3 layers of 4 heads


@pytest.mark.parametrize(
    "beam, length_penalty, max_len_ratio, max_len_offset",
    [
        (1, 2.0, 2.0, 10),
        (2, 2.0, 2.0, 10),
        (5, 2.0, 2.0, 10),
        (1, 1.0, 0.1, 2),  # room for 2 tokens: cut off before eos
        (3, 1.0, 0.1, 2),
    ],
)
def test_what_is_explained_is_the_translation_with_the_runs_decoding_options(
    rnnsearch: LoadedRun,
    beam: int,
    length_penalty: float,
    max_len_ratio: float,
    max_len_offset: int,
) -> None:
    options = dict(
        length_penalty=length_penalty, max_len_ratio=max_len_ratio, max_len_offset=max_len_offset
    )
    run = with_decoding(rnnsearch, **options)
    src, src_mask = source(run, SENTENCE)
    emitted, _ = decode(run, run.model, src, src_mask, beam)
    (translation,) = translate(run.model, run.tokenizers, [SENTENCE], beam_size=beam, **options)
    assert [piece_name(run, i) for i in emitted] == translation.target_tokens
    eos = run.tokenizers.tgt.eos_id
    if max_len_offset == 2:  # S * 0.1 < 1 here: cut off after 2 tokens, and no eos added
        assert len(emitted) == 2 and eos not in emitted
    else:
        assert emitted[-1] == eos


def test_the_beams_differ_on_the_sentence_the_decoding_test_uses(rnnsearch: LoadedRun) -> None:
    """Without this the test above could not tell greedy from beam search."""
    model, tokenizers = rnnsearch.model, rnnsearch.tokenizers
    found = {
        beam: translate(model, tokenizers, [SENTENCE], beam_size=beam, length_penalty=2.0)[0]
        for beam in (1, 2, 5)
    }
    assert len({translation.target for translation in found.values()}) == 3
    (penalty_1,) = translate(model, tokenizers, [SENTENCE], beam_size=5)
    assert penalty_1.target != found[5].target  # and the length penalty changes beam 5's


@pytest.mark.parametrize("beam", [1, 5])
def test_the_decoded_attention_is_the_mean_of_every_layer_and_head(
    transformer: LoadedRun, beam: int
) -> None:
    run = transformer
    src, src_mask = source(run, SENTENCE)
    emitted, attention = decode(run, run.model, src, src_mask, beam)
    (translation,) = translate(run.model, run.tokenizers, [SENTENCE], beam_size=beam)
    layers = translation.attention.cross
    assert len(layers) == 3
    mean = torch.stack([layer[0].mean(dim=0) for layer in layers]).mean(dim=0)  # (T, S)
    assert attention.shape == (len(emitted), src.shape[1])
    torch.testing.assert_close(attention, mean)


def test_a_blank_sentence_is_refused_though_its_characters_have_pieces(
    rnnsearch: LoadedRun,
) -> None:
    for blank in ("\u200b", "\u3000\ufeff", " \u2060 "):  # zero-width, ideographic space, BOM
        assert rnnsearch.tokenizers.src.encode(blank)  # byte pieces, not nothing
        with pytest.raises(ValueError, match="nothing to explain"):
            intervene(rnnsearch, blank, "uniform")


def test_a_sentence_of_at_most_max_source_tokens_is_explained(rnnsearch: LoadedRun) -> None:
    run = with_decoding(rnnsearch, max_len_ratio=0.01, max_len_offset=2)  # a short output
    longest = "我" * MAX_SOURCE_TOKENS
    assert len(run.tokenizers.src.encode(longest)) == MAX_SOURCE_TOKENS == 200
    effect = intervene(run, longest, "uniform", beam=1)
    assert len(effect.source_tokens) == MAX_SOURCE_TOKENS
    with pytest.raises(ValueError) as refused:
        intervene(run, longest + "我", "uniform", beam=1)
    message = str(refused.value)
    assert "201 source tokens" in message and "at most 200" in message
    assert message.endswith("Explain one sentence at a time")


def maps_of(layers: int, heads: int, steps: int = 4, length: int = 5) -> list[torch.Tensor]:
    generator = torch.Generator().manual_seed(layers * 10 + heads)
    return [
        torch.rand(1, heads, steps, length, generator=generator).softmax(dim=-1)  # (1, H, T, S)
        for _ in range(layers)
    ]


@pytest.mark.parametrize("layers, heads", [(1, 1), (1, 2), (2, 1), (2, 3)])
def test_attention_is_named_by_layer_and_head_counted_from_1(layers: int, heads: int) -> None:
    maps = maps_of(layers, heads)  # T = 4, S = 5: neither is a head count
    expected: dict[str, torch.Tensor] = {}
    if layers * heads > 1:  # one map of one head is the mean and nothing else
        for layer in range(layers):
            for head in range(heads):
                expected[f"layer {layer + 1} head {head + 1}"] = maps[layer][0, head]
            expected[f"layer {layer + 1}"] = maps[layer][0].mean(dim=0)
    every_head = [maps[layer][0, head] for layer in range(layers) for head in range(heads)]
    expected[MEAN] = torch.stack(every_head).mean(dim=0)  # (T, S)
    named = _attention_maps(maps)
    assert list(named) == list(expected)
    for name, weights in expected.items():
        torch.testing.assert_close(named[name], weights, msg=name)
        torch.testing.assert_close(named[name].sum(dim=-1), torch.ones(4))
