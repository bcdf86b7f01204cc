"""The ways --alignments links words: each family's default is the method the alignment
experiment chose on the dev split, attribution links are explain's attributions read as
links, and a missing word aligner falls back with a line on stderr."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from attnlab import aligners
from attnlab.alignment import word_indices
from attnlab.explain import explain
from attnlab.runs import load_run
from attnlab.translation import Translator, align_rows

ROOT = Path(__file__).parents[1]


def test_each_familys_default_is_the_method_chosen_on_dev() -> None:
    record = json.loads((ROOT / "results" / "alignment" / "alignment.json").read_text())
    for name, chosen in record["chosen_on_dev"].items():
        config = yaml.safe_load(
            (ROOT / "attnlab" / "pretrained" / name / "config.yaml").read_text()
        )
        assert aligners.CHOSEN_ON_DEV[config["model"]["family"]] == chosen["lowest"], name


def test_occlusion_links_are_explains_occlusion_read_as_links(tiny_run: Path) -> None:
    run = load_run(tiny_run)
    sentence = "a b c d"
    (translation,) = Translator(run).translate([sentence], beam_size=1)
    explained = explain(run, sentence, beam=1, path_steps=4, measure_faithfulness=False)
    assert explained.target_tokens == translation.target_tokens  # the same greedy output
    links = aligners.attribution_links(run, translation, "occlusion")
    expected = align_rows(run.tokenizers, translation, explained.attributions["occlusion"].abs())
    assert links == expected
    targets = max(word_indices(translation.target_tokens[:-1]), default=-1) + 1
    assert [target for _, target in links] == list(range(targets))  # one link a target word


def test_every_method_links_each_target_unit_once(tiny_run: Path) -> None:
    run = load_run(tiny_run)
    (translation,) = Translator(run).translate(["a b c d e"], beam_size=1)
    sources = len(translation.source_tokens)
    for method in ("attention", *aligners.ATTRIBUTIONS):
        (links,) = aligners.aligning(run, method)([translation])
        assert links and all(0 <= source < sources for source, _ in links), method
        assert [target for _, target in links] == list(range(len(links))), method


def test_an_unknown_method_is_named_with_the_known_ones(tiny_run: Path) -> None:
    with pytest.raises(ValueError, match=r"unknown alignment method 'fast_align'.*occlusion"):
        aligners.aligning(load_run(tiny_run), "fast_align")


def test_without_eflomal_the_default_falls_back_and_says_so(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    run = load_run(tiny_run)  # a Bahdanau model: the word aligner by default
    assert aligners.default_method(run) == "aligner"
    monkeypatch.setattr(aligners, "has_eflomal", lambda: False)
    assert aligners.default_method(run) == "attention"
    assert "needs eflomal (pip install 'attnlab[alignment]'); aligning with attention" in (
        capsys.readouterr().err
    )
