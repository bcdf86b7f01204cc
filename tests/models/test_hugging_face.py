"""Hugging Face encoder-decoders behind attnlab's decoder protocol (attnlab.models.hugging_face),
on tiny models built here (tests/hugging_face_models.py: a MarianMT and a BART, no download).
The adapter gives generate's greedy tokens and the model's own eager attention weights;
every verb opens hf:PATH; a folder it cannot open is one line."""

from __future__ import annotations

import json
import sys
import warnings
from pathlib import Path

import pytest
import torch
import transformers

from attnlab.cli import main
from attnlab.explain import intervene
from attnlab.models.hugging_face import AdapterError
from attnlab.runs import load_run
from attnlab.translation import Translator
from tests.hugging_face_models import SIZES, SOURCES, TARGETS, bart, bart_like, marian


@pytest.fixture(scope="module", params=["marian", "bart"])
def folder(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    build = {"marian": marian, "bart": bart}[request.param]
    return build(tmp_path_factory.mktemp(request.param) / request.param)


def reference(folder: Path) -> tuple[object, torch.nn.Module]:
    """The folder's tokenizer and model as transformers loads them, eager attention."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*sacremoses.*")
        tokenizer = transformers.AutoTokenizer.from_pretrained(str(folder))
    model = transformers.AutoModelForSeq2SeqLM.from_pretrained(
        str(folder), attn_implementation="eager"
    )
    return tokenizer, model.eval()


def test_greedy_gives_generates_tokens(folder: Path) -> None:
    tokenizer, model = reference(folder)
    translator = Translator.from_run(f"hf:{folder}")
    translations = translator.translate(SOURCES, beam_size=1)  # one batch, padded
    lengths = set()
    for sentence, translation in zip(SOURCES, translations, strict=True):
        given = tokenizer([sentence], return_tensors="pt")
        steps = len(translation.target_tokens)  # eos included where it ended
        generated = model.generate(**given, max_new_tokens=steps, num_beams=1, do_sample=False)
        assert (
            tokenizer.convert_ids_to_tokens(generated[0, 1:].tolist()) == translation.target_tokens
        )
        assert translation.target == tokenizer.decode(generated[0], skip_special_tokens=True)
        assert translation.source_tokens == tokenizer.convert_ids_to_tokens(given.input_ids[0])
        lengths.add(len(translation.target_tokens))
    assert len(lengths) > 1  # sentences of several lengths, ended by eos


@pytest.mark.parametrize("architecture", ["pegasus", "mbart", "m2m100"])
def test_bart_like_architectures_give_generates_tokens(
    architecture: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    words = bart(tmp_path_factory.mktemp("words") / "bart")
    folder = bart_like(tmp_path_factory.mktemp(architecture) / architecture, architecture, words)
    tokenizer, model = reference(folder)
    for sentence, translation in zip(
        SOURCES, Translator.from_run(f"hf:{folder}").translate(SOURCES, beam_size=1), strict=True
    ):
        given = tokenizer([sentence], return_tensors="pt")
        steps = len(translation.target_tokens)
        generated = model.generate(**given, max_new_tokens=steps, num_beams=1, do_sample=False)
        tokens = tokenizer.convert_ids_to_tokens(generated[0, 1:].tolist())
        assert tokens == translation.target_tokens


def test_a_model_whose_attention_the_adapter_cannot_find_is_refused(tmp_path: Path) -> None:
    words = bart(tmp_path / "bart")
    config = transformers.T5Config(
        vocab_size=40, d_model=16, d_kv=8, d_ff=32, num_layers=1, num_heads=2,
        decoder_start_token_id=1, pad_token_id=1, eos_token_id=2,
    )  # fmt: skip
    transformers.T5ForConditionalGeneration(config).save_pretrained(tmp_path / "t5")
    transformers.AutoTokenizer.from_pretrained(str(words)).save_pretrained(tmp_path / "t5")
    with pytest.raises(AdapterError, match="no cross-attention module with q_proj"):
        load_run(f"hf:{tmp_path / 't5'}")


def test_records_are_the_models_own_attention(folder: Path) -> None:
    """Teacher-forced, the records hold the weights eager attention returns (cross, encoder and
    decoder self-attention, every layer and head); unrolled by step, the same."""
    model = reference(folder)[1]
    run = load_run(f"hf:{folder}")
    src_ids = [run.tokenizers.src.encode(sentence) for sentence in SOURCES[:2]]
    width = max(map(len, src_ids))
    src = torch.tensor([ids + [0] * (width - len(ids)) for ids in src_ids])
    src_mask = (src != 0)[:, None, None, :]
    tgt_in = torch.tensor([[2, *run.tokenizers.tgt.encode(TARGETS[0])[:3]]] * 2)
    with torch.no_grad():
        ours = run.model(src, src_mask, tgt_in, need_weights=True)
        theirs = model(
            input_ids=run.model.ids.to_model[src],
            attention_mask=src_mask[:, 0, 0].long(),
            decoder_input_ids=run.model.ids.to_model[tgt_in],
            output_attentions=True,
        )
    pairs = (
        ("cross", theirs.cross_attentions),
        ("encoder_self", theirs.encoder_attentions),
        ("decoder_self", theirs.decoder_attentions),
    )
    for kind, weights in pairs:
        records = getattr(ours.records, kind)
        assert len(records) == len(weights) == 2
        for record, expected in zip(records, weights, strict=True):
            valid = (
                src_mask[:, 0, 0] if kind != "decoder_self" else torch.ones(2, 4, dtype=torch.bool)
            )
            torch.testing.assert_close(
                record.weights * valid[:, None, None, :], expected * valid[:, None, None, :]
            )
            assert record.query is not None and record.scores is not None
    torch.testing.assert_close(ours.logits[..., 4:], run.model.ids.logits(theirs.logits)[..., 4:])

    state = run.model.init_state(run.model.encode(src, src_mask), src_mask)
    for t in range(tgt_in.shape[1]):
        out = run.model.step(tgt_in[:, t], state, need_weights=True)
        for layer, record in enumerate(out.records.cross):
            torch.testing.assert_close(
                record.weights[:, :, 0], ours.records.cross[layer].weights[:, :, t]
            )
        torch.testing.assert_close(out.logits, ours.logits[:, t])
        again = run.model.step(tgt_in[:, t], state, need_weights=False)  # the state is a value
        torch.testing.assert_close(again.logits, out.logits)
        state = out.state.reorder(torch.arange(2))  # a copy of the cache, the same numbers


def test_an_intervention_reaches_the_models_cross_attention(folder: Path) -> None:
    """Uniform weights, through the same reweight= as attnlab's families: the re-decoded
    translation read them (its weights are uniform over the source) and moved at some step."""
    run = load_run(f"hf:{folder}")
    effect = intervene(run, SOURCES[2], "uniform", beam=1)
    uniform = torch.full_like(effect.attention, 1 / effect.attention.shape[-1])
    torch.testing.assert_close(effect.attention, uniform)
    assert float(effect.total_variation.max()) > 0


def test_every_verb_opens_the_folder(
    folder: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import io

    monkeypatch.chdir(tmp_path)
    spec = f"hf:{folder}"
    greedy = Translator.from_run(spec).translate(SOURCES, beam_size=1)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("\n".join(SOURCES).encode())))
    assert main(["translate", spec, "--beam", "1", "--quiet"]) == 0
    assert capsys.readouterr().out.splitlines() == [t.target for t in greedy]

    (tmp_path / "news.zh").write_text("\n".join(SOURCES) + "\n")
    (tmp_path / "news.en").write_text("\n".join(t.target for t in greedy) + "\n")
    assert (
        main(["evaluate", spec, "--source", "news.zh", "--reference", "news.en", "--beam", "1"])
        == 0
    )
    report = json.loads((folder / "report-news.json").read_text())  # beside the model, as a run's
    assert report["corpus"]["exact_matches"] == len(SOURCES)  # its own translations as references
    capsys.readouterr()

    assert main(["explain", spec, SOURCES[0], "--beam", "1"]) == 0
    assert "integr. grad." in capsys.readouterr().out
    assert main(["translate", spec, "--n-best", "2", "--beam", "2", "--quiet"]) == 0

    from attnlab.serve.server import load_translators

    served = load_translators([spec])  # attnlab serve hf:PATH: the same translator, by name
    assert list(served) == [folder.name]
    assert served[folder.name].translate(SOURCES[:1], beam_size=1)[0].target == greedy[0].target


def test_a_folder_it_cannot_open_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(spec: str) -> str:
        capsys.readouterr()  # save_pretrained's progress bar
        assert main(["translate", spec]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
        return err

    assert "no such folder" in refused(f"hf:{tmp_path / 'absent'}")
    (tmp_path / "empty").mkdir()
    assert "has no config.json" in refused(f"hf:{tmp_path / 'empty'}")
    gpt = tmp_path / "gpt"
    transformers.GPT2LMHeadModel(
        transformers.GPT2Config(n_embd=16, n_layer=1, n_head=2)
    ).save_pretrained(gpt)
    assert "is a decoder-only model (GPT2LMHeadModel)" in refused(f"hf:{gpt}")
    alone = tmp_path / "no-tokenizer"
    config = transformers.MarianConfig(
        vocab_size=20, pad_token_id=19, decoder_start_token_id=19, **SIZES
    )
    transformers.MarianMTModel(config).save_pretrained(alone)
    assert "has no tokenizer transformers can load" in refused(f"hf:{alone}")

    separate = marian(tmp_path / "separate")  # source and target vocabularies apart
    (separate / "target_vocab.json").write_text((separate / "vocab.json").read_text())
    config_file = separate / "tokenizer_config.json"
    config_file.write_text(
        json.dumps({**json.loads(config_file.read_text()), "separate_vocabs": True,
                    "target_vocab_file": "target_vocab.json"})
    )  # fmt: skip
    assert "separate vocabularies is not read yet" in refused(f"hf:{separate}")

    monkeypatch.setitem(sys.modules, "transformers", None)  # as if it were not installed
    assert "pip install 'attnlab[hf]'" in refused(f"hf:{alone}")
