"""``attnlab config show``: the resolved config as YAML, each value with where it comes from;
``attnlab config init``: a starting config written where the user is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from attnlab.cli import main
from attnlab.config import load_config, show_config
from tests.test_config import TRANSLATOR_CONFIGS

CONFIGS = Path(__file__).resolve().parents[1] / "configs"


def sources(text: str) -> dict[str, str]:
    """'section.key' -> the comment after its value."""
    found, section = {}, ""
    for line in text.splitlines():
        if re.fullmatch(r"\w+:", line):
            section = line[:-1]
        elif match := re.fullmatch(r"( *)(\w+): .*?  # (.*)", line):
            indent, key, source = match.groups()
            found[f"{section}.{key}" if indent else key] = source
    return found


def test_each_value_says_where_it_comes_from(tmp_path: Path) -> None:
    path = tmp_path / "experiment.yaml"
    path.write_text("name: mine\nmodel:\n  hidden_dim: 32\ntrain:\n  lr: 0.01\n  max_minutes: 5\n")
    overrides = ["--train.lr=3e-4", "--data.src_vocab_size=auto"]
    text = show_config(path, overrides)
    found = sources(text)
    assert found["name"] == "file" and found["model.hidden_dim"] == "file"
    assert found["train.max_minutes"] == "file"  # 5 in the file, 5.0 resolved: the same value
    assert found["train.lr"] == "override (the file says 0.01)"
    assert found["data.src_vocab_size"] == "override"
    assert found["train.seed"] == "default" and found["model.family"] == "default"
    assert found["model.embed_dim"] == "derived from other keys (default null)"
    assert found["model.attention_dim"] == "derived from other keys (default null)"
    assert "  embed_dim: 32 " in text and "  lr: 0.0003 " in text
    # The text is the config: as a file, it loads to what the file and overrides give.
    shown = tmp_path / "shown.yaml"
    shown.write_text(text)
    assert load_config(shown) == load_config(path, overrides)
    assert set(sources(show_config(shown)).values()) == {"file"}  # it states every key


def test_a_captioners_config_shows_as_its_training_reads_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["config", "show", str(CONFIGS / "scenes-hard.yaml"), "--train.max_steps=5"]) == 0
    found = sources(capsys.readouterr().out)
    assert found["model.family"] == "file" and found["model.expected_location"] == "file"
    assert found["model.samples"] == "default" and found["data.batch_size"] == "file"
    assert found["train.max_steps"] == "override (the file says 3000)"


def test_every_shipped_config_shows_and_loads_back(tmp_path: Path) -> None:
    for path in TRANSLATOR_CONFIGS:
        shown = tmp_path / path.name
        shown.write_text(show_config(path))
        assert load_config(shown) == load_config(path), path.name


def test_the_cli_prints_it_and_user_errors_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = str(CONFIGS / "tiny-synthetic.yaml")
    assert main(["config", "show", config, "--model.hidden_dim=8"]) == 0
    out = capsys.readouterr().out
    assert sources(out)["model.hidden_dim"] == "override (the file says 32)"
    assert sources(out)["model.embed_dim"] == "derived from other keys (default null)"

    assert main(["config", "show", config, "--train.lrr=1"]) == 2
    assert capsys.readouterr().err == (
        "attnlab config: error: unknown config key 'train.lrr'; did you mean 'train.lr'?\n"
    )
    assert main(["config", "show", str(tmp_path / "absent.yaml")]) == 2
    assert capsys.readouterr().err.count("\n") == 1

    with pytest.raises(SystemExit) as exited:
        main(["config", "show", "--help"])
    assert exited.value.code == 0
    assert "where it comes from" in capsys.readouterr().out


@pytest.mark.parametrize("family", ["bahdanau", "luong", "transformer", "fixed_context"])
def test_config_init_writes_a_start_that_loads_from_any_folder(
    family: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no configs/ here: the text comes from the package
    assert main(["config", "init", "--family", family, "-o", "my-data.yaml"]) == 0
    assert capsys.readouterr().out.startswith(f"wrote my-data.yaml ({family})")
    written = (tmp_path / "my-data.yaml").read_text()
    config = load_config(tmp_path / "my-data.yaml")
    assert config.model.family == family and config.data.corpus == "my-corpus"
    assert config.data.src_vocab_size == "auto"  # custom-data's data section, whatever family
    if family != "bahdanau":  # the recipe's model and schedule, with their comments
        recipe = load_config(CONFIGS / load_recipe(family))
        assert config.model == recipe.model and config.train.lr == recipe.train.lr
        assert f"as configs/{load_recipe(family)} has them" in written
    else:
        assert written == (CONFIGS / "custom-data.yaml").read_text()
    assert main(["config", "show", "my-data.yaml"]) == 0


def load_recipe(family: str) -> str:
    from attnlab.config.starting import RECIPES

    return f"{RECIPES[family]}.yaml"


def test_config_init_keeps_a_file_that_exists_and_names_a_family_it_lacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text("name: mine\n")
    assert main(["config", "init", "-o", str(mine)]) == 2
    assert "exists: name another file, or give --force" in capsys.readouterr().err
    assert mine.read_text() == "name: mine\n"
    assert main(["config", "init", "-o", str(mine), "--force"]) == 0
    assert load_config(mine).name == "custom-data"
    assert main(["config", "init", "--family", "caption"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no starting config for the 'caption' family" in err
    assert main(["config", "init"]) == 0  # no -o: printed
    assert capsys.readouterr().out == (CONFIGS / "custom-data.yaml").read_text()
