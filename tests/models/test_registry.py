"""One family registry: a family registered in a test is trained, translated, compared and
explored with no other change, and its options are its own. Plugins (families other packages
declare as entry points) load once, on the first lookup; one that cannot be used is named in a
warning and an error says why, and every other family keeps working."""

from __future__ import annotations

import dataclasses
import re
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib.metadata import EntryPoint
from pathlib import Path
from typing import Any

import pytest

from attnlab.compare import summarize_run
from attnlab.config import ConfigError, load_config
from attnlab.models import Family, RNNSeq2Seq, families, get_family, register_family, registry
from attnlab.models.family import CAPTION
from attnlab.models.registry import BUILT_IN, ENTRY_POINT_GROUP, FamilyPluginWarning
from attnlab.options import positive
from attnlab.training.trainer import train
from attnlab.viz.explorer.session import Explorer

CONFIG = Path(__file__).parents[2] / "configs" / "tiny-synthetic.yaml"


@dataclass(frozen=True)
class ToyOptions:
    hidden_dim: int = 16
    dropout: float = 0.0
    toy_width: int = 12  # an option no built-in family has

    def __post_init__(self) -> None:
        positive(self, "hidden_dim", "toy_width")


TOY = Family(
    name="toy",
    title="Toy attention",
    options=ToyOptions,
    build=lambda options, src_vocab, tgt_vocab: RNNSeq2Seq(
        src_vocab,
        tgt_vocab,
        use_attention=True,
        hidden_dim=options.hidden_dim,
        attention_dim=options.toy_width,
        dropout=options.dropout,
    ),
    summary=lambda options: f"toy {options.hidden_dim}/{options.toy_width}",
    cross_attention=lambda options: (1, 1),
    formulas={"query": "q", "score": "e", "value": "v", "context": "c"},
)


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[Family]:
    monkeypatch.setattr(registry, "_families", dict(families()))  # the test's own registry
    register_family(TOY)
    yield TOY


def test_a_registered_family_works_end_to_end(toy: Family, tmp_path: Path) -> None:
    overrides = [
        f"--run_dir={tmp_path / 'toy'}",
        "--model.family=toy",
        "--model.toy_width=10",
        "--data.corpus=synthetic:reverse:num_train=60,num_dev=10,num_test=10",
        "--train.max_steps=4",
        "--train.eval_every=4",
        "--train.dev_bleu_sentences=5",
    ]
    config = load_config(CONFIG, overrides)
    assert config.model.options == ToyOptions(hidden_dim=32, toy_width=10)
    run_dir = train(config)

    summary = summarize_run(run_dir)
    assert (summary.family, summary.options) == ("toy", "toy 32/10")
    assert summary.model == {"family": "toy", "hidden_dim": 32, "dropout": 0.0, "toy_width": 10}

    explorer = Explorer.from_dirs([str(run_dir)])
    described = explorer.describe()[0]
    assert described["display_name"] == "Toy attention"
    assert (described["num_layers"], described["num_heads"]) == (1, 1)
    translation = explorer.translate(0, "a b c", 1)
    steps = explorer.steps(0, "a b c", translation["target_tokens"], 0)
    assert steps["family"] == "toy" and steps["names"]["score"] == "e"
    assert abs(sum(steps["weights"]) - 1) < 1e-5


def test_a_family_has_only_its_own_options(toy: Family) -> None:
    with pytest.raises(ConfigError, match=r"model\.cell is not an option of the toy family"):
        load_config(CONFIG, ["--model.family=toy", "--model.cell=gru"])
    with pytest.raises(ConfigError, match=r"model.toy_width is not an option of the bahdanau"):
        load_config(CONFIG, ["--model.toy_width=3"])


def test_unknown_family_names_the_registered_ones(toy: Family) -> None:
    with pytest.raises(ConfigError, match=r"'transformer', .*'toy', got 'tyo'; did you mean 'toy'"):
        get_family("tyo")
    with pytest.raises(ValueError, match="already registered"):
        register_family(TOY)


# ---- plugins: fake entry points of fake installed packages ----


@dataclass(frozen=True)
class Package:
    """An installed distribution, as much of it as the registry reads."""

    name: str
    version: str


PACKAGE = Package("toy-family", "1.0")


@dataclass(frozen=True)
class FakeEntryPoint:
    """An entry point of an installed package, as importlib.metadata lists it."""

    name: str
    value: str  # "module:object"
    dist: Package | None = PACKAGE  # None: an entry point of no known package

    def load(self) -> Any:
        return EntryPoint(self.name, self.value, ENTRY_POINT_GROUP).load()


NOT_A_FAMILY = ToyOptions()

Install = Callable[..., list[str]]


@pytest.fixture
def install(monkeypatch: pytest.MonkeyPatch) -> Install:
    """install(*entry_points): a registry that has loaded no plugin yet and will find these;
    returns the groups asked for, so a test sees when (and how often) plugins load."""

    def set_up(*entries: FakeEntryPoint) -> list[str]:
        asked: list[str] = []

        def fake_entry_points(*, group: str) -> list[FakeEntryPoint]:
            asked.append(group)
            return list(entries) if group == ENTRY_POINT_GROUP else []

        monkeypatch.setattr(registry, "entry_points", fake_entry_points)
        monkeypatch.setattr(registry, "_families", {f.name: f for f in BUILT_IN})
        monkeypatch.setattr(registry, "_unavailable", {})
        monkeypatch.setattr(registry, "_plugins_loaded", False)
        return asked

    return set_up


def test_a_plugin_loads_once_on_first_lookup_after_the_built_ins(install: Install) -> None:
    asked = install(FakeEntryPoint("toy", f"{__name__}:TOY"))
    assert asked == []  # nothing loads before a family is looked up
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a good plugin warns nothing
        assert get_family("toy") is TOY
        assert list(families()) == [*(f.name for f in BUILT_IN), "toy"]
        config = load_config(CONFIG, ["--model.family=toy", "--model.toy_width=5"])
    assert config.model.options == ToyOptions(hidden_dim=32, toy_width=5)
    assert asked == [ENTRY_POINT_GROUP]


FIX = r"; fix or uninstall that package \(pip uninstall toy-family\)"


@pytest.mark.parametrize(
    ("entry", "why"),
    [
        (
            FakeEntryPoint("toy", "no_such_module_for_attnlab:FAMILY"),
            r"does not load \(ModuleNotFoundError: No module named 'no_such_module_for_attnlab'\)",
        ),
        (FakeEntryPoint("toy", f"{__name__}:NO_SUCH_NAME"), r"does not load \(AttributeError: .*"),
        (
            FakeEntryPoint("toy", f"{__name__}:NOT_A_FAMILY"),
            r"is a ToyOptions, not an attnlab\.models\.Family",
        ),
        (
            FakeEntryPoint("toyish", f"{__name__}:TOY"),
            r"is the family 'toy': an entry point's name must be its family's name",
        ),
    ],
    ids=["import-error", "missing-object", "not-a-family", "misnamed"],
)
def test_a_broken_plugin_warns_once_and_asking_for_it_says_why(
    install: Install, entry: FakeEntryPoint, why: str
) -> None:
    install(entry)
    origin = f'entry point {entry.name} = "{re.escape(entry.value)}" of package toy-family 1\\.0'
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert get_family("bahdanau").name == "bahdanau"  # the built-ins keep working
        load_config(CONFIG)
        with pytest.raises(ConfigError) as error:
            load_config(CONFIG, [f"--model.family={entry.name}"])
    assert re.search(
        f"model.family '{entry.name}' cannot be used: {origin} {why}{FIX}$", str(error.value)
    )
    [warning] = caught  # once, however many lookups
    assert warning.category is FamilyPluginWarning
    message = str(warning.message)
    assert re.fullmatch(
        f"the attnlab model family plugin '{entry.name}' is not used: {origin} {why}{FIX}", message
    )
    assert entry.name not in families()


CAPTIONER = dataclasses.replace(TOY, name="toy_captioner", task=CAPTION)


def test_a_plugin_adds_a_translator_not_a_captioner(install: Install) -> None:
    install(FakeEntryPoint("toy_captioner", f"{__name__}:CAPTIONER"))
    with pytest.warns(FamilyPluginWarning, match="is a caption family; a plugin adds a trans"):
        families()
    with pytest.raises(ConfigError, match=r"'toy_captioner' cannot be used: .* caption family"):
        get_family("toy_captioner")


def test_a_plugin_cannot_take_a_built_in_name(install: Install) -> None:
    install(FakeEntryPoint("bahdanau", f"{__name__}:TOY"))
    with pytest.warns(FamilyPluginWarning, match="'bahdanau' is not used: a built-in family has"):
        family = get_family("bahdanau")
    assert family.title == "RNNsearch (Bahdanau attention)"


def test_two_packages_cannot_declare_one_family(install: Install) -> None:
    other = Package("other-toy", "2.0")
    install(FakeEntryPoint("toy", f"{__name__}:TOY"), FakeEntryPoint("toy", "x:Y", other))
    with pytest.warns(FamilyPluginWarning):
        families()
    with pytest.raises(
        ConfigError,
        match=r"2 packages declare it \(.*toy-family 1\.0; .*"
        r"other-toy 2\.0\); uninstall all but one",
    ):
        get_family("toy")


SIZED = ["tatoeba-transformer", "tatoeba-bahdanau", "tatoeba-luong-global"]


@pytest.mark.parametrize("name", SIZED)
def test_sizing_on_meta_draws_nothing(name: str) -> None:
    """build_model sizes the model on the meta device first: that must leave the weights and
    the random state as a plain build's (the random fills are skipped there, not drawn)."""
    import torch

    from attnlab.models import build_model

    choice = load_config(Path(__file__).parents[2] / "configs" / f"{name}.yaml").model
    torch.manual_seed(0)
    plain = get_family(choice.family).build(choice.options, 50, 60).state_dict()
    after_plain = torch.rand(3)
    torch.manual_seed(0)
    sized = build_model(choice, 50, 60).state_dict()
    assert torch.equal(torch.rand(3), after_plain)
    assert plain.keys() == sized.keys()
    assert all(torch.equal(plain[key], sized[key]) for key in plain)


def test_building_models_imports_no_dynamo() -> None:
    """Nor may sizing import torch._dynamo (the 1.5 s every command's start paid for it):
    a fresh interpreter builds each model."""
    import subprocess
    import sys

    configs = [str(Path(__file__).parents[2] / "configs" / f"{name}.yaml") for name in SIZED]
    probe = (
        "import sys; from attnlab.config import load_config; from attnlab.models import "
        f"build_model; [build_model(load_config(c).model, 50, 60) for c in {configs!r}]; "
        "print('torch._dynamo' in sys.modules)"
    )
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert found.returncode == 0, found.stderr
    assert found.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("family", "options", "summary"),
    [
        ("fixed_context", {}, "GRU 256, no attention"),
        (
            "bahdanau",
            {"cell": "lstm", "hidden_dim": 384, "init": "uniform"},
            "LSTM 384, additive, uniform init",
        ),
        ("luong", {}, "GRU 256, general, global, input feeding"),
        (
            "luong",
            {"attention": "local-p", "window": 3, "score": "dot", "input_feeding": False},
            "GRU 256, dot, local-p D=3",
        ),
        (
            "luong",
            {"deep_output": "maxout", "init": "uniform", "cell": "lstm", "hidden_dim": 64},
            "LSTM 64, general, global, input feeding, maxout deep output, uniform init",
        ),
        ("transformer", {"num_layers": 3, "norm": "pre"}, "3L, D=256, 4 heads, pre-norm"),
    ],
    ids=["fixed-context", "bahdanau", "luong", "luong-local-p", "luong-maxout", "transformer"],
)
def test_each_family_summarizes_its_key_options(family: str, options: dict, summary: str) -> None:
    spec = get_family(family)
    assert spec.summary(spec.options(**options)) == summary


def test_a_plugin_warning_names_the_entry_point_and_the_fix(install: Install) -> None:
    install(FakeEntryPoint("bahdanau", f"{__name__}:TOY"))
    with pytest.warns(FamilyPluginWarning) as caught:
        families()
    assert str(caught[0].message).endswith(
        f'a built-in family has that name (entry point bahdanau = "{__name__}:TOY" of package '
        "toy-family 1.0); rename the entry point and its family, or uninstall the package"
    )


def test_a_plugin_of_no_known_package_is_named_as_such(install: Install) -> None:
    install(FakeEntryPoint("orphan", f"{__name__}:NOT_A_FAMILY", dist=None))
    with pytest.warns(FamilyPluginWarning), pytest.raises(ConfigError) as error:
        get_family("orphan")
    assert f'entry point orphan = "{__name__}:NOT_A_FAMILY" of an unknown package is a' in str(
        error.value
    )
    assert str(error.value).endswith("fix or uninstall that package (pip uninstall <its package>)")


def test_a_model_no_memory_holds_is_named_with_how_to_shrink_it() -> None:
    """Sized on the meta device, a hidden size of 10^9 overflows: one whole message."""
    from attnlab.models import build_model

    config = Path(__file__).parents[2] / "configs" / "tatoeba-bahdanau.yaml"
    choice = load_config(config, ["--model.hidden_dim=1000000000"]).model
    with pytest.raises(ConfigError) as raised:
        build_model(choice, 50, 60)
    assert str(raised.value) == (
        "the bahdanau model of this config is too large: more than any memory holds; make it "
        "smaller (e.g. a lower --model.hidden_dim or vocabulary size)"
    )


@pytest.mark.skipif(not Path("/proc/meminfo").exists(), reason="free memory is read from Linux")
@pytest.mark.parametrize(
    ("config", "vocabularies"),
    [
        ("tatoeba-bahdanau.yaml", lambda n: (n, 60)),  # untied: a source word is a row
        ("tatoeba-transformer.yaml", lambda n: (50, n)),  # a target word's row, tied to the output
    ],
)
def test_a_model_larger_than_free_memory_is_refused_naming_its_size_and_the_free_memory(
    config: str, vocabularies: Any
) -> None:
    """A vocabulary of 2^40 words: embeddings of 1 PiB, more than any machine's free memory
    and yet a size a tensor can describe; refused before anything is allocated, against
    Linux's MemAvailable, its size that of its parameters (a tied weight counted once)."""
    from attnlab.models import build_model

    choice = load_config(Path(__file__).parents[2] / "configs" / config, []).model

    def parameters(words: int) -> int:
        return sum(p.numel() for p in build_model(choice, *vocabularies(words)).parameters())

    per_word = parameters(61) - parameters(60)  # the parameters grow by this a word
    count = parameters(60) + (2**40 - 60) * per_word
    with pytest.raises(ConfigError) as raised:
        build_model(choice, *vocabularies(2**40))
    meminfo = Path("/proc/meminfo").read_text().splitlines()
    available_kib = next(int(line.split()[1]) for line in meminfo if "MemAvailable" in line)
    shown = re.fullmatch(
        rf"the {choice.family} model of this config is too large: {count:,} parameters "
        rf"\({count * 4 / 2**30:.1f} GiB\), more than this machine's ([0-9.]+) GiB of free "
        r"memory; make it smaller \(e\.g\. a lower --model\.hidden_dim or vocabulary size\)",
        str(raised.value),
    )
    assert shown, str(raised.value)
    assert abs(float(shown[1]) - available_kib / 2**20) < 1.0  # it moves between the two reads


def _normal_filled(model: Any) -> Any:
    """A plugin's own initialization, as a tensor method (not ``nn.init.normal_``)."""
    import torch

    with torch.no_grad():
        for parameter in model.parameters():
            parameter.normal_(0.0, 0.1)
    return model


def test_sizing_on_meta_skips_a_fill_called_as_a_tensor_method(toy: Family) -> None:
    """``parameter.normal_()`` on the meta device is skipped as ``nn.init.normal_`` is (run
    there, it would import torch._dynamo); the real build after it fills every weight."""
    from dataclasses import replace

    import torch
    from torch.utils._python_dispatch import TorchDispatchMode

    from attnlab.models import build_model

    class MetaNormalFills(TorchDispatchMode):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):  # type: ignore[no-untyped-def]
            self.count += func.__name__.startswith("normal_") and args[0].is_meta
            return func(*args, **(kwargs or {}))

    build = TOY.build
    register_family(replace(TOY, name="own-init", build=lambda *a: _normal_filled(build(*a))))

    @dataclass(frozen=True)
    class Choice:
        family: str
        options: Any

    torch.manual_seed(0)
    with MetaNormalFills() as fills:
        model = build_model(Choice("own-init", ToyOptions()), 7, 9)
    assert fills.count == 0
    assert all(0 < parameter.std() < 0.2 for parameter in model.parameters())
