"""Ensembles: several runs decoding as one, their log-probabilities averaged at each step
(``attnlab.models.ensemble``, ``Translator.ensemble``, ``translate RUN RUN``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import cast

import pytest
import torch
from torch import nn

from attnlab.config import load_config
from attnlab.data.tokenizer import BOS_ID, PAD_ID
from attnlab.evaluation import evaluate_run
from attnlab.masks import padding_mask
from attnlab.models.ensemble import Ensemble, EnsembleState
from attnlab.models.protocol import Seq2SeqModel
from attnlab.training.trainer import train
from attnlab.translation import Translator
from tests.conftest import RunCli

ROOT = Path(__file__).parents[2]
CONFIG = ROOT / "configs" / "tiny-synthetic.yaml"
CORPUS = "--data.corpus=synthetic:reverse:num_train=200,num_dev=20,num_test=20"
SOURCES = ["a b c d", "c c a", "e d", "b a b a b"]


def _train(directory: Path, *overrides: str) -> Path:
    common = [CORPUS, "--train.max_steps=10", "--train.eval_every=10"]
    return train(load_config(CONFIG, [f"--run_dir={directory}", *common, *overrides]))


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A Bahdanau run and a Transformer run trained on one corpus: the same tokenizers."""
    root = tmp_path_factory.mktemp("ensemble")
    return _train(root / "bahdanau"), _train(root / "transformer", "--model.family=transformer")


def _batch(translator: Translator) -> tuple[torch.Tensor, torch.Tensor]:
    ids = translator.run.tokenizers.src.encode_batch(SOURCES)
    width = max(len(row) for row in ids)
    src = torch.tensor([row + [PAD_ID] * (width - len(row)) for row in ids])
    return src, padding_mask(torch.tensor([len(row) for row in ids]), width)  # (B, 1, 1, S)


def test_each_step_is_the_members_mean_log_probability(runs: tuple[Path, Path]) -> None:
    members = [cast(Seq2SeqModel, Translator.from_run(run).run.model) for run in runs]
    ensemble = Ensemble(cast(list[nn.Module], members)).eval()
    src, src_mask = _batch(Translator.from_run(runs[0]))
    with torch.no_grad():
        state = ensemble.init_state(ensemble.encode(src, src_mask), src_mask)
        states = [m.init_state(m.encode(src, src_mask), src_mask) for m in members]
        for token in (BOS_ID, 5, 6):  # three steps: the states move together
            prev = torch.full((len(SOURCES),), token)
            out = ensemble.step(prev, state, need_weights=False)
            singles = [
                m.step(prev, s, need_weights=False) for m, s in zip(members, states, strict=True)
            ]
            expected = sum(torch.log_softmax(o.logits, dim=-1) for o in singles) / 2
            torch.testing.assert_close(out.logits, expected)
            state, states = out.state, [o.state for o in singles]
        assert isinstance(state, EnsembleState) and len(state.members) == 2


def test_the_teacher_forced_pass_equals_the_steps(runs: tuple[Path, Path]) -> None:
    translator = Translator.ensemble(list(runs))
    model = cast(Seq2SeqModel, translator.run.model)
    src, src_mask = _batch(translator)
    tgt_in = torch.tensor([[BOS_ID, 5, 6, 7]] * len(SOURCES))
    with torch.no_grad():
        whole = model(src, src_mask, tgt_in).logits  # (B, T, V)
        state = model.init_state(model.encode(src, src_mask), src_mask)
        for t in range(tgt_in.shape[1]):
            out = model.step(tgt_in[:, t], state, need_weights=False)
            torch.testing.assert_close(out.logits, whole[:, t], atol=1e-5, rtol=1e-5)
            state = out.state


def test_a_run_ensembled_with_itself_translates_as_it_alone(runs: tuple[Path, Path]) -> None:
    alone = Translator.from_run(runs[0])
    twice = Translator.ensemble([runs[0], runs[0]])
    for beam in (1, 3):
        one = alone.translate_n_best(SOURCES, 2 if beam > 1 else 1, beam, need_weights=False)
        two = twice.translate_n_best(SOURCES, 2 if beam > 1 else 1, beam, need_weights=False)
        for mine, theirs in zip(one, two, strict=True):
            assert [h.target_tokens for h in mine] == [h.target_tokens for h in theirs]
            assert [h.log_prob for h in mine] == pytest.approx([h.log_prob for h in theirs])
    prefixes = ["d", "", "a a", "b"]  # forced starts, as translate --prefix gives them
    one = alone.translate(SOURCES, 3, need_weights=False, prefixes=prefixes)
    two = twice.translate(SOURCES, 3, need_weights=False, prefixes=prefixes)
    assert [t.target_tokens for t in one] == [t.target_tokens for t in two]
    pairs = [(source, t.target) for source, t in zip(SOURCES, one, strict=True) if t.target]
    assert [s.log_prob for s in twice.score(pairs)] == pytest.approx(
        [s.log_prob for s in alone.score(pairs)], abs=1e-5
    )  # forced scoring: the teacher-forced pass


def test_the_ensemble_keeps_the_first_members_attention(runs: tuple[Path, Path]) -> None:
    first = Translator.from_run(runs[0]).translate(SOURCES[:1], 1)[0]
    found = Translator.ensemble(list(runs)).translate(SOURCES[:1], 1)[0]
    layers = first.attention.cross
    assert len(found.attention.cross) == len(layers) == 1  # the Bahdanau member's one map
    assert found.attention.cross[0].shape[-1] == layers[0].shape[-1]  # over the same source


def test_runs_with_other_tokenizers_are_refused_by_name(
    runs: tuple[Path, Path], tmp_path: Path
) -> None:
    other = _train(tmp_path / "other", "--data.tgt_vocab_size=24")
    with pytest.raises(ValueError, match=r"other has other tokenizers than .*same pieces"):
        Translator.ensemble([runs[0], other])
    with pytest.raises(ValueError, match="two members or more"):
        Ensemble([Translator.from_run(runs[0]).run.model])


def test_translate_and_evaluate_take_several_runs(
    runs: tuple[Path, Path], run_cli: RunCli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = Translator.ensemble(list(runs)).translate(SOURCES, 3, need_weights=False)
    status, out, _ = run_cli(["translate", *map(str, runs), "--quiet"], "\n".join(SOURCES))
    assert status == 0 and out == [t.target for t in expected]
    status, out, _ = run_cli(["translate", *map(str, runs), "--n-best", "2", "--quiet"], "e d")
    assert status == 0 and len(out) == 2 and out[0].startswith("0 ||| ")

    status, _, err = run_cli(["translate", *map(str, runs), "--ct2", str(tmp_path)], "e d")
    assert status == 2 and "an ensemble of runs decodes with attnlab's own decoder" in err[-1]

    monkeypatch.chdir(tmp_path)
    report = evaluate_run(runs[0], ensemble_with=[runs[1]])
    written = json.loads((tmp_path / "ensemble-bahdanau+transformer-report-test.json").read_text())
    assert written["meta"]["ensemble"] == [str(run) for run in runs]
    assert written["corpus"]["bleu"] == pytest.approx(report.corpus.bleu)
