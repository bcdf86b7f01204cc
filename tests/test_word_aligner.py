"""The eflomal word aligner: it recovers an obvious word mapping, its links fit the units, its
priors are trained once and cached, and it says what to install when eflomal is missing.
eflomal samples without a seed, so the tests count shares of links, never exact links."""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

import pytest
from torch import nn

from attnlab import word_aligner as module
from attnlab.config import load_config
from attnlab.data import Corpus, DataError, Pair, Tokenizers, load_corpus
from attnlab.data.corpus import save_corpus
from attnlab.models.outputs import AttentionMaps
from attnlab.runs import LoadedRun, RunFiles, load_run
from attnlab.translation import Translation, Translator
from attnlab.word_aligner import WordAligner, eflomal_line, parse_links, word_aligner

CONFIG = Path(__file__).parents[1] / "configs" / "tiny-synthetic.yaml"


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ATTNLAB_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def run_on(corpus: Corpus, directory: Path) -> LoadedRun:
    """A run whose config names ``corpus`` (saved under ``directory``) and whose tokenizers
    were trained on it; the aligner reads no weights, so the model is a stand-in."""
    save_corpus(corpus, directory / "corpus")
    config = load_config(CONFIG, [f"--data.corpus={directory / 'corpus'}"])
    return LoadedRun(RunFiles(directory / "run"), config, Tokenizers.train(corpus), nn.Identity())


def word_list(rng: random.Random, count: int) -> list[str]:
    words: set[str] = set()
    while len(words) < count:
        words.add("".join(rng.choices(string.ascii_lowercase, k=rng.randint(4, 7))))
    return sorted(words)


def mapped_pairs(rng: random.Random, mapping: dict[str, str], count: int) -> list[Pair]:
    """Sentences of distinct source words; the target: their images under ``mapping``, shuffled."""
    pairs = []
    for _ in range(count):
        source = rng.sample(sorted(mapping), rng.randint(3, 7))
        target = [mapping[word] for word in source]
        rng.shuffle(target)
        pairs.append(Pair(" ".join(source), " ".join(target)))
    return pairs


def test_it_recovers_a_word_to_word_mapping_in_shuffled_order(tmp_path: Path) -> None:
    rng = random.Random(0)
    sources, targets = word_list(rng, 40), word_list(rng, 80)[40:]
    mapping = dict(zip(sources, targets, strict=True))
    train, test = mapped_pairs(rng, mapping, 400), mapped_pairs(rng, mapping, 60)
    corpus = Corpus("mapped", "sym", "sym", train=train, dev=test[:5], test=test)
    aligner = word_aligner(run_on(corpus, tmp_path))

    pairs = [(pair.src.split(), pair.tgt.split()) for pair in test]  # new sentences
    found = aligner.align(pairs)
    right = sum(
        mapping[source[i]] == target[j]
        for (source, target), links in zip(pairs, found, strict=True)
        for i, j in links
    )
    total = sum(len(target) for _, target in pairs)
    assert right >= 0.9 * total  # nearly every target unit, linked to the word it translates


def test_links_fit_the_units_one_source_per_target_in_target_order(tiny_run: Path) -> None:
    run = load_run(tiny_run)
    aligner = word_aligner(run)
    corpus = load_corpus(run.config.data.corpus)
    pairs = module.training_units(corpus.test, run.tokenizers)
    pairs += [([], ["a", "b"]), (["a"], [])]  # a side with no units: nothing to link
    found = aligner.align(pairs)

    assert len(found) == len(pairs)
    assert found[-2:] == [[], []]
    linked = 0
    for (source, target), links in zip(pairs, found, strict=True):
        targets = [j for _, j in links]
        assert targets == sorted(set(targets))  # at most once each, in target order
        assert all(0 <= i < len(source) and 0 <= j < len(target) for i, j in links)
        linked += len(links)
    assert linked > 0.5 * sum(len(target) for _, target in pairs)
    assert aligner.align([]) == []


def test_the_priors_are_trained_once_and_cached(
    tiny_run: Path, cache: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    run = load_run(tiny_run)
    trained: list[int] = []
    train_priors = module.train_priors

    def counting(pairs: list[module.UnitPair]) -> str:
        trained.append(len(pairs))
        return train_priors(pairs)

    monkeypatch.setattr(module, "train_priors", counting)
    first = word_aligner(run)
    corpus = load_corpus(run.config.data.corpus)
    assert trained == [len(corpus.train)]
    assert first.priors.parent.parent == cache / "aligner"
    assert f"training the word aligner on {len(corpus.train):,} pairs" in capsys.readouterr().err
    written = first.priors.stat().st_mtime_ns

    second = word_aligner(run)  # as a later process finds it: the file, not this process
    assert trained == [len(corpus.train)]
    assert second.priors == first.priors
    assert second.priors.stat().st_mtime_ns == written
    assert capsys.readouterr().err == ""

    # Other tokenizers are another key: their units are other strings.
    other = Tokenizers.train(corpus, 20, 20)
    assert other.fingerprint != run.tokenizers.fingerprint
    third = word_aligner(LoadedRun(run.files, run.config, other, run.model))
    assert len(trained) == 2
    assert third.priors != first.priors


def test_a_missing_eflomal_says_what_to_install(
    tiny_run: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "eflomal", None)  # import eflomal raises ImportError
    with pytest.raises(ImportError, match=r"pip install 'attnlab\[alignment\]'"):
        word_aligner(load_run(tiny_run))
    with pytest.raises(ImportError, match="needs eflomal"):
        WordAligner(Path("priors.txt")).align([(["a"], ["b"])])


def test_a_corpus_that_cannot_be_loaded_is_named(tiny_run: Path, tmp_path: Path) -> None:
    run = load_run(tiny_run)
    gone = tmp_path / "gone"
    config = load_config(CONFIG, [f"--data.corpus={gone}"])
    with pytest.raises(DataError, match="needs the run's training corpus") as raised:
        word_aligner(LoadedRun(run.files, config, run.tokenizers, run.model))
    assert str(gone) in str(raised.value)


def test_the_training_units_are_those_translator_units_gives(tmp_path: Path) -> None:
    # Chinese without spaces is cut into pieces, English into words, on both paths.
    texts = [
        ("我喜欢喝茶。", "I like drinking tea."),
        ("他昨天去了北京。", "He went to Beijing yesterday."),
        ("那只黑猫坐在窗边。", "That black cat sat by the window."),
        ("我 喜欢 茶", "I like tea"),  # segmented Chinese keeps its words
    ] * 5
    pairs = [Pair(src, tgt) for src, tgt in texts]
    corpus = Corpus("zh-tiny", "zh", "en", train=pairs, dev=pairs[:2], test=pairs[:2])
    run = run_on(corpus, tmp_path)
    source, target = run.tokenizers.src, run.tokenizers.tgt
    for pair in pairs[:4]:
        translation = Translation(
            pair.src,
            source.pieces(pair.src),
            pair.tgt,
            [*target.pieces(pair.tgt), "</s>"],
            log_prob=0.0,
            score=0.0,
            attention=AttentionMaps(),
        )
        assert module.training_units([pair], run.tokenizers) == [Translator(run).units(translation)]
    assert len(module.units(source, "我喜欢喝茶。")) > 1


def test_each_unit_is_one_token_for_eflomal() -> None:
    units = ["a\u00a0b", "", "c\td", "e\x1cf", "g"]  # eflomal splits on all of these
    line = eflomal_line(units)
    assert len(line.split()) == len(units)
    assert line.split()[-1] == "g"
    assert eflomal_line(["I", "like", "tea."]) == "I like tea."


def test_links_are_checked_against_the_units() -> None:
    assert parse_links("2-1 0-0", 3, 2) == [(0, 0), (2, 1)]
    assert parse_links("", 3, 2) == []
    for line in ("3-0", "0-2", "0-0 1-0"):  # past the source, past the target, a target twice
        with pytest.raises(RuntimeError, match="do not fit"):
            parse_links(line, 3, 2)
