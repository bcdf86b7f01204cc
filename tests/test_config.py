"""Config loading: defaults, YAML, overrides, error messages, validation rules, round trip."""

from __future__ import annotations

import dataclasses
import os
import re
import tempfile
import typing
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.captioning import CaptionConfig, load_caption_config
from attnlab.config import (
    BUNDLED_CONFIGS,
    ConfigError,
    DataConfig,
    DecodeConfig,
    ExperimentConfig,
    ModelConfig,
    TrainConfig,
    apply_overrides,
    config_from_dict,
    file_task,
    load_config,
    load_saved_config,
    save_config,
    to_dict,
)
from attnlab.models import families
from attnlab.models.family import CAPTION, TRANSLATION
from attnlab.models.luong import LuongOptions
from attnlab.models.transformer import TransformerOptions

CONFIGS = Path(__file__).resolve().parents[1] / "configs"


def write(tmp_path: Path, text: str, name: str = "experiment.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ---- loading ----


def test_defaults() -> None:
    config = load_config(None)
    assert config == ExperimentConfig()
    assert config.model.family == "bahdanau"
    assert config.train.lr == 1e-3
    assert config.train.max_minutes is None
    assert config.resolved_run_dir == Path("runs/experiment")
    assert apply_overrides(config, ["run_dir=out/x"]).resolved_run_dir == Path("out/x")


def test_yaml_load_fills_unset_fields_with_defaults(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "name: demo\nmodel:\n  family: luong\n  score: dot\ntrain:\n  lr: 3e-4\n"
        "  max_minutes: 12\n",
    )
    config = load_config(path)
    assert config.name == "demo"
    assert config.model == ModelConfig("luong", LuongOptions(score="dot"))
    assert config.train.lr == 3e-4  # YAML 1.1 alone would read "3e-4" as a string
    assert config.train.max_minutes == 12.0 and isinstance(config.train.max_minutes, float)
    assert config.data == DataConfig()


def test_an_empty_file_is_refused_not_run_on_every_default(tmp_path: Path) -> None:
    for text in ("", "# nothing\n", "\n\n"):
        with pytest.raises(ConfigError, match=r"holds no settings.*a config names at least"):
            load_config(write(tmp_path, text))
    assert load_config(None) == ExperimentConfig()  # no file: the defaults, as asked


def is_caption_config(path: Path) -> bool:
    return file_task(path) == CAPTION


TRANSLATOR_CONFIGS = [
    path for path in sorted(CONFIGS.glob("*.yaml")) if not is_caption_config(path)
]
CAPTION_CONFIGS = [path for path in sorted(CONFIGS.glob("*.yaml")) if is_caption_config(path)]


@pytest.mark.parametrize("path", TRANSLATOR_CONFIGS, ids=lambda p: p.name)
def test_every_shipped_config_loads(path: Path) -> None:
    config = load_config(path)
    assert config.name == path.stem


@pytest.mark.parametrize("path", CAPTION_CONFIGS, ids=lambda p: p.name)
def test_a_caption_config_loads_as_one_and_a_translator_loader_names_its_command(
    path: Path,
) -> None:
    assert load_caption_config(path).name == path.stem
    with pytest.raises(ConfigError, match=r"for the caption task.*`attnlab train`"):
        load_config(path)


def test_the_family_says_the_task_and_each_config_takes_only_its_own(tmp_path: Path) -> None:
    assert [file_task(CONFIGS / f"{name}.yaml") for name in ("scenes-soft", "tiny-synthetic")] == [
        CAPTION,
        TRANSLATION,
    ]
    with pytest.raises(
        ConfigError,
        match="'show_attend_tell' is a caption family; a "
        "translation config needs one of 'fixed_context', 'bahdanau'",
    ):
        load_config(None, ["--model.family=show_attend_tell"])
    with pytest.raises(
        ConfigError,
        match="'luong' is a translation family; a caption config needs one of 'show_attend_tell'",
    ):
        load_caption_config(None, ["--model.family=luong"])
    # A captioning config that names no family is the captioner's.
    assert load_caption_config(None, ["--model.attention=hard"]).model.options.attention == "hard"
    assert CaptionConfig().model.family == "show_attend_tell"


def test_a_familys_options_are_read_as_their_own_type() -> None:
    model = load_config(None, ["--model.family=luong", "--model.score=dot"]).model
    assert model.options_as(LuongOptions).score == "dot"
    with pytest.raises(TypeError, match="luong family's options are LuongOptions, not Trans"):
        model.options_as(TransformerOptions)


def test_a_config_names_and_suggests_only_the_families_and_options_of_its_task() -> None:
    with pytest.raises(ConfigError) as error:
        load_config(CONFIGS / "tatoeba-bahdanau.yaml", ["--model.family=show_attend_tell"])
    assert "model.family 'show_attend_tell' is a caption family; a translation config" in str(
        error.value
    )
    with pytest.raises(ConfigError) as error:
        load_config(None, ["--model.family=bahdanu"])
    assert "got 'bahdanu'; did you mean 'bahdanau'" in str(error.value)
    assert "show_attend_tell" not in str(error.value)
    with pytest.raises(ConfigError) as error:
        config_from_dict({"model": {"family": "bahdanau", "channels": 3}})  # a captioner's
    assert str(error.value).startswith("unknown config key 'model.channels'")
    assert "did you mean 'model.channels'" not in str(error.value)
    with pytest.raises(ConfigError, match=r"'model\.cell'") as error:
        load_caption_config(None, ["--model.cell=lstm"])  # a translator's option
    assert "did you mean 'model.cell'" not in str(error.value)
    with pytest.raises(ConfigError, match="'bahdanau' is a translation family; a caption"):
        load_caption_config(None, ["--model.family=bahdanau"])
    tiny = CONFIGS / "tiny-synthetic.yaml"
    assert file_task(tiny, ["--model.family=show_attend_tell"]) == CAPTION
    assert file_task(tiny, ["--model.family=show_attend_tell", "--model.family=luong"]) == (
        TRANSLATION
    )


def test_a_captioner_saved_before_it_was_a_family_still_loads(tmp_path: Path) -> None:
    old = tmp_path / "config.yaml"  # as runs saved it until 2026-12: a task, no family
    old.write_text("task: caption\nname: old\nmodel:\n  attention: hard\n", encoding="utf-8")
    assert file_task(old) == CAPTION
    config = load_caption_config(old)
    assert (config.model.family, config.model.options.attention) == ("show_attend_tell", "hard")
    old.write_text("task: caption\nname: old\n", encoding="utf-8")
    assert load_caption_config(old).model.options.attention == "soft"
    with pytest.raises(ConfigError, match="for the caption task"):
        load_config(old)
    old.write_text("task: caption\nmodel:\n  family: bahdanau\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"task is 'caption' but model.family 'bahdanau' is a"):
        file_task(old)
    old.write_text("task: parse\nname: old\n", encoding="utf-8")
    with pytest.raises(
        ConfigError, match=r"unknown config key 'task' .'parse'.; the model's family"
    ):
        file_task(old)


def test_shipped_configs_exist() -> None:
    names = {path.name for path in CONFIGS.glob("*.yaml")}
    assert {"tiny-synthetic.yaml", "tatoeba-bahdanau.yaml"} <= names


# ---- overrides ----


def test_overrides_coerce_types_at_every_level(tmp_path: Path) -> None:
    path = write(tmp_path, "train:\n  lr: 0.01\n")
    config = load_config(
        path,
        [
            "--train.lr=3e-4",
            "train.max_epochs=7",
            "--train.max_minutes=5",  # an int for a float field
            "--train.threads=null",
            "--model.family=luong",
            "--model.tie_embeddings=true",
            "--model.attention=local-p",
            "--data.corpus=synthetic:reverse",
            "--name=2024",  # a str field keeps the text typed, not YAML's int
            "--decode.beam_size=1",
        ],
    )
    assert config.train.lr == 3e-4
    assert config.train.max_epochs == 7
    assert config.train.max_minutes == 5.0 and isinstance(config.train.max_minutes, float)
    assert config.train.threads is None
    assert config.model.options.tie_embeddings is True
    assert config.model.options.attention == "local-p"
    assert config.data.corpus == "synthetic:reverse"
    assert config.name == "2024"
    assert config.decode.beam_size == 1


def test_overrides_are_validated_together() -> None:
    # Each override alone breaks a transformer rule; applied together they are consistent.
    config = apply_overrides(
        load_config(None, ["--model.family=transformer", "--model.hidden_dim=300"]),
        ["--model.hidden_dim=512", "--model.num_heads=8"],
    )
    options = config.model.options
    assert (options.hidden_dim, options.num_heads) == (512, 8)


def test_overrides_leave_the_original_unchanged() -> None:
    config = ExperimentConfig()
    apply_overrides(config, ["--train.lr=0.5"])
    assert config.train.lr == 1e-3


@pytest.mark.parametrize(
    "override", ["--train.lr", "--train.lr 3e-4", "train.lr = 3", "-train.lr=1", "=3", "--.lr=1"]
)
def test_malformed_override_explains_the_form(override: str) -> None:
    with pytest.raises(ConfigError, match=r"--section\.key=value"):
        load_config(None, [override])


def test_section_override_is_rejected() -> None:
    with pytest.raises(ConfigError, match=r"'train' is a section.*train\.seed="):
        load_config(None, ["--train=1"])


def test_override_into_a_value_is_rejected() -> None:
    with pytest.raises(ConfigError, match=r"'train\.lr' is a value, not a section"):
        load_config(None, ["--train.lr.x=1"])


def test_unparseable_override_value() -> None:
    with pytest.raises(ConfigError, match="cannot parse"):
        load_config(None, ["--train.lr=[1"])


def test_overrides_must_be_a_list() -> None:
    with pytest.raises(TypeError, match="sequence of strings"):
        load_config(None, "--train.lr=1")


# ---- unknown keys ----


@pytest.mark.parametrize(
    ("override", "unknown", "suggestion"),
    [
        ("--trian.lr=1", "trian", "train"),
        ("--nmae=x", "nmae", "name"),
        ("--train.lrr=1", "train.lrr", "train.lr"),
        ("--model.hiden_dim=8", "model.hiden_dim", "model.hidden_dim"),
        ("--train.max-epochs=3", "train.max-epochs", "train.max_epochs"),
        ("--train.beam_size=3", "train.beam_size", "decode.beam_size"),  # wrong section
        ("--lr=1", "lr", "train.lr"),  # section left out
    ],
)
def test_unknown_override_key_names_the_nearest(
    override: str, unknown: str, suggestion: str
) -> None:
    expected = f"unknown config key '{unknown}'; did you mean '{suggestion}'?"
    with pytest.raises(ConfigError) as info:
        load_config(None, [override])
    assert str(info.value) == expected


def test_unknown_yaml_keys_at_each_level(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"unknown config key 'modle'; did you mean 'model'\?"):
        load_config(write(tmp_path, "modle:\n  family: luong\n"))
    with pytest.raises(ConfigError, match=r"'data\.max_tokns'; did you mean 'data\.max_tokens'"):
        load_config(write(tmp_path, "data:\n  max_tokns: 100\n"))
    with pytest.raises(ConfigError, match=r"'decode\.beem_size'; did you mean 'decode\.beam_size'"):
        config_from_dict({"decode": {"beem_size": 2}})


def test_unknown_key_without_a_near_match_lists_the_valid_keys() -> None:
    with pytest.raises(ConfigError, match=r"'decode\.zzz'; valid keys under 'decode': beam_size"):
        config_from_dict({"decode": {"zzz": 1}})


def test_dotted_yaml_key_explains_nesting(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="nested mappings"):
        load_config(write(tmp_path, "train.lr: 0.1\n"))


# ---- types ----


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"train": {"lr": "fast"}}, "train.lr must be a float, got 'fast' (str)"),
        ({"train": {"lr": None}}, "train.lr must be a float, got None (NoneType)"),
        ({"train": {"lr": True}}, "train.lr must be a float, got True (bool)"),
        ({"train": {"seed": 1.5}}, "train.seed must be an int, got 1.5 (float)"),
        ({"train": {"seed": True}}, "train.seed must be an int, got True (bool)"),
        (
            {"train": {"threads": "x"}},
            "train.threads must be an int or 'auto' or null, got 'x' (str)",
        ),
        (
            {"model": {"family": "luong", "input_feeding": 1}},
            "model.input_feeding must be a bool, got 1 (int)",
        ),
        ({"model": {"cell": ["gru"]}}, "model.cell must be a str, got ['gru'] (list)"),
        ({"name": None}, "name must be a str, got None (NoneType)"),
    ],
)
def test_wrong_type_names_key_type_and_value(data: dict, message: str) -> None:
    with pytest.raises(ConfigError) as info:
        config_from_dict(data)
    assert str(info.value) == message


def test_wrong_type_from_an_override() -> None:
    with pytest.raises(ConfigError, match=r"train\.max_epochs must be an int, got 'many' \(str\)"):
        load_config(None, ["--train.max_epochs=many"])


def test_section_must_be_a_mapping(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="model must be a mapping of ModelConfig fields"):
        config_from_dict({"model": "luong"})
    with pytest.raises(ConfigError, match="holds a mapping of sections"):
        load_config(write(tmp_path, "- a\n- b\n"))


def test_a_vocab_size_is_a_positive_int_or_auto(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, "data:\n  src_vocab_size: auto\n"))
    assert config.data.src_vocab_size == "auto" and config.data.vocab_sizes() == (None, 4000)
    both = load_config(None, ["--data.src_vocab_size=500", "--data.tgt_vocab_size=auto"])
    assert both.data.vocab_sizes() == (500, None)
    save_config(both, tmp_path / "saved.yaml")  # saved as "auto": resolved by each training
    assert load_config(tmp_path / "saved.yaml") == both
    for value, message in [
        ("Auto", "must be an int or 'auto', got 'Auto' (str)"),
        ("1.5", "must be an int or 'auto', got 1.5 (float)"),
        ("null", "must be an int or 'auto', got None (NoneType)"),
        ("0", "must be a positive int or 'auto', got 0"),
    ]:
        with pytest.raises(ConfigError) as info:
            load_config(None, [f"--data.tgt_vocab_size={value}"])
        assert str(info.value) == f"data.tgt_vocab_size {message}"
    with pytest.raises(ConfigError, match="src_vocab_size must be a positive int or 'auto'"):
        DataConfig(src_vocab_size="big")  # type: ignore[arg-type]


# ---- cross-field rules ----


@pytest.mark.parametrize(
    ("override", "message"),
    [
        ("--model.dropout=1.0", r"model\.dropout must be in \[0, 1\), got 1\.0"),
        ("--model.embed_dim=0", r"model\.embed_dim must be positive, got 0"),
        ("--model.family=bahdanua", r"model\.family must be one of .*did you mean 'bahdanau'\?"),
        ("--model.cell=lstn", r"model\.cell must be one of .*did you mean 'lstm'\?"),
        ("--model.family=luong --model.attention=local_p", r"model\.attention .*'local-p'\?"),
        ("--model.family=luong --model.window=0", r"model\.window must be positive"),
        ("--train.schedule=cosin", r"train\.schedule .*did you mean 'cosine'\?"),
        ("--train.schedule=inverse_sqrt", r"train\.warmup_steps must be > 0 .*warmup_steps=4000"),
        ("--train.label_smoothing=-0.1", r"train\.label_smoothing must be in \[0, 1\)"),
        ("--train.lr=.nan", r"train\.lr must be a finite number, got nan"),
        ("--train.max_minutes=0", r"train\.max_minutes must be positive"),
        ("--train.device=gpu", r"train\.device must be 'cpu', 'cuda'"),
        ("--decode.beam_size=0", r"decode\.beam_size must be positive"),
        ("--data.max_tokens=40", r"data\.max_tokens \(40\) must be at least max_len \(80\)"),
        ("--name=a/b", r"name must be non-empty without '/'"),
    ],
)
def test_rule_errors_say_what_to_fix(override: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_config(None, override.split())


def test_transformer_rules() -> None:
    with pytest.raises(ConfigError, match=r"model\.hidden_dim \(250\) must be divisible by num"):
        load_config(None, ["--model.family=transformer", "--model.hidden_dim=250"])
    # The same size is fine for a recurrent model, where heads do not apply.
    assert load_config(None, ["--model.hidden_dim=250"]).model.options.hidden_dim == 250


@pytest.mark.parametrize(
    ("family", "option", "owners"),
    [
        ("bahdanau", "--model.score=dot", "luong"),
        ("transformer", "--model.cell=lstm", "fixed_context, bahdanau, luong"),
        ("fixed_context", "--model.attention_dim=64", "bahdanau, luong"),
        ("luong", "--model.num_heads=8", "transformer"),
    ],
)
def test_an_option_the_family_does_not_use_is_an_error(
    family: str, option: str, owners: str
) -> None:
    key = option[2:].split("=")[0]
    with pytest.raises(ConfigError) as error:
        load_config(None, [f"--model.family={family}", option])
    message = str(error.value)
    assert f"{key} is not an option of the {family} family (it belongs to {owners})" in message
    own = ", ".join(typing.get_type_hints(families()[family].options))
    assert message.endswith(f"The {family} family's options: {own}")


def test_unset_sizes_follow_hidden_dim_and_are_saved_resolved(tmp_path: Path) -> None:
    config = load_config(None, ["--model.hidden_dim=48"])
    assert (config.model.options.embed_dim, config.model.options.attention_dim) == (48, 48)
    save_config(config, tmp_path / "config.yaml")
    saved = yaml.safe_load((tmp_path / "config.yaml").read_text())
    assert saved["model"] == {
        "family": "bahdanau",
        "cell": "gru",
        "embed_dim": 48,
        "hidden_dim": 48,
        "num_layers": 1,
        "dropout": 0.2,
        "tie_embeddings": False,
        "init": "default",
        "deep_output": "maxout",
        "attention_dim": 48,
    }
    assert load_config(tmp_path / "config.yaml") == config


def test_a_run_saved_with_every_familys_options_still_loads(tmp_path: Path) -> None:
    # Before options belonged to their family, config.yaml listed all 17 of them.
    old = {
        "family": "transformer",
        "cell": "gru",
        "embed_dim": 64,
        "hidden_dim": 64,
        "num_layers": 2,
        "dropout": 0.1,
        "tie_embeddings": False,
        "attention_dim": 256,
        "deep_output": "maxout",
        "score": "general",
        "attention": "global",
        "window": 10,
        "input_feeding": True,
        "num_heads": 4,
        "ffn_dim": 128,
        "norm": "pre",
        "positions": "sinusoidal",
    }
    path = write(tmp_path, yaml.safe_dump({"name": "old", "model": old}))
    with pytest.raises(ConfigError, match="is not an option of the transformer family"):
        load_config(path)
    options = load_saved_config(path).model.options
    assert options == TransformerOptions(
        hidden_dim=64, num_layers=2, num_heads=4, ffn_dim=128, dropout=0.1, norm="pre"
    )


def test_rules_also_hold_for_direct_construction() -> None:
    with pytest.raises(ConfigError, match="dropout must be in"):
        ModelConfig("luong", LuongOptions(dropout=-0.5))
    with pytest.raises(ConfigError, match="options must be TransformerOptions"):
        ModelConfig("transformer", LuongOptions())
    with pytest.raises(ConfigError, match="warmup_steps must be > 0"):
        TrainConfig(schedule="inverse_sqrt")
    assert DecodeConfig(beam_size=1).beam_size == 1


def test_file_errors_name_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, "model:\n  dropout: 2\n")
    with pytest.raises(ConfigError, match=rf"^{path}: model\.dropout must be in"):
        load_config(path)


# ---- files ----


def test_malformed_yaml_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "name: demo\ntrain:\n  lr: 0.1\n   seed: [1\n")
    with pytest.raises(ConfigError, match=rf"^{path}:4:\d+: malformed YAML"):
        load_config(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="config file not found"):
        load_config(tmp_path / "absent.yaml")


@pytest.mark.parametrize(
    "given", ["tatoeba-bahdanau", "tatoeba-bahdanau.yaml", "configs/tatoeba-bahdanau.yaml"]
)
def test_a_bundled_config_is_found_by_name_from_any_folder(
    given: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no configs/ here
    assert load_config(given) == load_config(BUNDLED_CONFIGS / "tatoeba-bahdanau.yaml")
    with pytest.raises(ConfigError, match=r"config file not found: tatoeba-bahdan\.yaml.*"
                       r"by name from any folder: bible-bottleneck, custom-data"):  # fmt: skip
        load_config("tatoeba-bahdan.yaml")


def test_a_file_of_a_bundled_configs_name_wins_over_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("tatoeba-bahdanau.yaml").write_text("name: mine\n", encoding="utf-8")
    assert load_config("tatoeba-bahdanau.yaml").name == "mine"
    with pytest.raises(ConfigError, match="config file not found: elsewhere/tatoeba-bahdanau"):
        load_config("elsewhere/tatoeba-bahdanau.yaml")  # a folder named: only that folder


def test_round_trip_through_save_and_load(tmp_path: Path) -> None:
    config = load_config(
        CONFIGS / "tiny-synthetic.yaml",
        ["--train.lr=3e-5", "--train.max_minutes=null", "--run_dir=out/tiny", "--name=zh 中文"],
    )
    path = tmp_path / "run" / "config.yaml"  # the directory is created
    save_config(config, path)
    assert load_config(path) == config
    assert config_from_dict(to_dict(config)) == config
    assert os.listdir(path.parent) == ["config.yaml"]  # no temporary file left behind


def test_save_replaces_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    save_config(ExperimentConfig(), path)
    changed = dataclasses.replace(ExperimentConfig(), name="second")
    save_config(changed, path)
    assert load_config(path) == changed


@settings(max_examples=40, deadline=None)
@given(
    lr=st.floats(min_value=1e-12, max_value=1e6, allow_nan=False, allow_infinity=False),
    smoothing=st.floats(min_value=0.0, max_value=0.999),
    beam=st.integers(min_value=1, max_value=64),
)
def test_round_trip_of_any_valid_values(lr: float, smoothing: float, beam: int) -> None:
    config = ExperimentConfig(
        train=TrainConfig(lr=lr, label_smoothing=smoothing), decode=DecodeConfig(beam_size=beam)
    )
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "config.yaml"
        save_config(config, path)
        assert load_config(path) == config
    assert load_config(None, [f"--train.lr={lr!r}"]).train.lr == lr


# ---- hostile input: non-finite numbers, repeated keys, alias bombs ----


@pytest.mark.parametrize(
    "override",
    [
        "--train.lr=.inf",
        "--train.lr=-.inf",
        "--train.clip_norm=.nan",
        "--decode.max_len_ratio=.inf",
    ],
)
def test_non_finite_numbers_are_refused(override: str) -> None:
    path = override[2:].split("=")[0]
    with pytest.raises(ConfigError, match=rf"{re.escape(path)} must be a finite number"):
        load_config(None, [override])


def test_non_finite_numbers_in_a_file_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"train\.lr must be a finite number, got inf"):
        load_config(write(tmp_path, "train:\n  lr: .inf\n"))


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("train:\n  lr: 0.1\n  seed: 2\n  lr: 0.2\n", r":4:3: .*'lr' appears twice .*line 2"),
        ("name: a\ntrain: {}\nname: b\n", r":3:1: .*'name' appears twice .*line 1"),
    ],
)
def test_a_key_written_twice_is_an_error(tmp_path: Path, text: str, where: str) -> None:
    with pytest.raises(ConfigError, match=where):
        load_config(write(tmp_path, text))


def test_merge_keys_are_not_repeated_keys(tmp_path: Path) -> None:
    # "<<" merges a mapping in; a key written after it overrides the merged one, by design.
    config = load_config(write(tmp_path, "train:\n  <<: {lr: 0.5, seed: 3}\n  seed: 4\n"))
    assert (config.train.lr, config.train.seed) == (0.5, 4)


def test_an_alias_bomb_gives_a_short_error(tmp_path: Path) -> None:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for previous, name in zip("abcdefg", "bcdefgh", strict=True):
        lines.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
    nested = "".join(f"    {line}\n" for line in lines)  # 9^8 = 43 million strings if expanded
    path = write(tmp_path, f"data:\n  corpus:\n{nested}train: *h\n")
    with pytest.raises(ConfigError) as error:
        load_config(path)
    assert len(str(error.value)) < 1000
    assert "data.corpus must be a str" in str(error.value)
