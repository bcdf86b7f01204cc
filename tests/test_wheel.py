"""`pip install .` gives an attnlab that works away from the checkout: the wheel carries the
shipped models and the configs, and an experiment's quick mode runs from it in a fresh virtual
environment, in a folder with no configs/ beside it."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from attnlab import pretrained
from attnlab.config import BUNDLED_CONFIGS

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("wheel")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(folder), str(ROOT)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert build.returncode == 0, build.stderr
    (built,) = folder.glob("attnlab-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_carries_the_shipped_models_and_the_configs(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in pretrained.available():
        for relative in pretrained.manifest(pretrained.FOLDER / name):
            assert f"attnlab/pretrained/{name}/{relative}" in names
        assert f"attnlab/pretrained/{name}/SHA256SUMS" in names
    configs = sorted(BUNDLED_CONFIGS.glob("*.yaml"))
    assert configs and (ROOT / "configs").resolve() == BUNDLED_CONFIGS.resolve()
    for config in configs:
        assert f"attnlab/configs/{config.name}" in names
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]
    # every experiment's committed record, figures and reports, and nothing else of results/
    from attnlab.experiments import EXPERIMENTS

    results = {name for name in names if name.startswith("attnlab/results/shipped/")}
    for experiment in EXPERIMENTS:
        folder = ROOT / "results" / experiment
        for path in [*folder.glob("*.json"), *folder.glob("*.png"), *folder.glob("README*.md")]:
            assert f"attnlab/results/shipped/{experiment}/{path.name}" in results
    assert not [name for name in results if not name.endswith((".json", ".png", ".md"))]
    size = sum(zipfile.ZipFile(wheel).getinfo(name).file_size for name in results)
    assert size < 6 * 2**20  # the README's figure: 4.7 MB


@pytest.mark.slow
def test_an_experiment_runs_from_the_wheel_in_a_fresh_environment(
    wheel: Path, tmp_path: Path
) -> None:
    """The fresh environment borrows this one's dependencies (torch and the rest: a `.pth`
    file) but not attnlab, which comes from the wheel alone."""
    env = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True)
    python = env / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    (Path(site) / "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q",
         str(wheel)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert install.returncode == 0, install.stderr
    work = tmp_path / "elsewhere"  # no configs/ here: the experiment finds its own
    work.mkdir()
    where = subprocess.run(
        [str(python), "-c", "import attnlab; print(attnlab.__file__)"],
        capture_output=True, text=True, check=True, cwd=work,
    ).stdout  # fmt: skip
    assert where.startswith(site), where  # the installed copy, not the checkout
    experiment = subprocess.run(
        [str(python), "-m", "attnlab.cli", "experiment", "copy-reverse", "--quick", "--out",
         "out"],
        capture_output=True, text=True, check=False, cwd=work,
    )  # fmt: skip
    assert experiment.returncode == 0, experiment.stderr
    record = json.loads((work / "out" / "copy-reverse.json").read_text())
    assert record["quick"] is True and (work / "out" / "README.md").exists()
    shown = subprocess.run(  # and a bundled config by its name, from any folder
        [str(python), "-m", "attnlab.cli", "config", "show", "tatoeba-bahdanau"],
        capture_output=True, text=True, check=False, cwd=work,
    )  # fmt: skip
    assert shown.returncode == 0 and "family: bahdanau" in shown.stdout, shown.stderr
    evidence = subprocess.run(  # the Evidence view reads the results the wheel carries
        [str(python), "-c", "from attnlab.viz.explorer.evidence import results_folder; folder = "
         "results_folder(None); print(folder, (folder / 'bottleneck/README.zh.md').is_file())"],
        capture_output=True, text=True, check=False, cwd=work,
    )  # fmt: skip
    assert evidence.stdout.split() == [f"{site}/attnlab/results/shipped", "True"], evidence.stderr
