"""Trained models that ship with attnlab, each a run directory found by a short name.

Every verb that takes a run takes one of these names too (``attnlab translate rnnsearch``);
``attnlab models`` lists them. A shipped model is a run directory without ``last/``:

    NAME/config.yaml, tokenizers/, model.safetensors (half precision where that changes no
    output: model-card.json says), metrics.csv, report-test.json,
    model-card.json   how it was trained (command, steps, hours), its scores, and a fixed
                      sample of test translations the tests decode again
    SHA256SUMS        every other file's sha256 (``sha256sum -c SHA256SUMS`` checks it too),
                      checked whenever the model is opened, by name or by path

They sit in this package's folder, so a checkout and an installed wheel find them the same
way. Their files are never written to: a report of ``attnlab evaluate NAME`` goes elsewhere.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from attnlab.data.cache import sha256_file
from attnlab.locales import say

FOLDER = Path(__file__).parent
# The order the explorer lists them in: the attention models first, RNNsearch (the source
# texts' model) before the Transformer, RNNsearch taught long sentences after the three
# (results/long-sentences/), the baseline without attention last.
NAMES = ("rnnsearch", "transformer", "luong", "rnnsearch-long", "fixed-context")
MANIFEST = "SHA256SUMS"
CARD = "model-card.json"


class ManifestError(ValueError):
    """A run folder whose files are not those its SHA256SUMS lists (missing or damaged)."""


class ShippedModelError(ManifestError):
    """A shipped model whose files are missing or damaged."""


def available() -> list[str]:
    """The shipped models present, in NAMES order."""
    return [name for name in NAMES if (FOLDER / name / MANIFEST).exists()]


def is_shipped(path: str | Path) -> bool:
    """Whether ``path`` is (inside) a shipped model's folder."""
    return Path(path).resolve().is_relative_to(FOLDER.resolve())


def resolve(run: str | Path) -> Path:
    """The run directory ``run`` names: an existing directory as it is, else a shipped
    model's folder (``runs.find_run`` checks its files: ``verify_folder``). Anything else comes
    back unchanged, for the caller's "not a run directory" error (which can name the shipped
    models: ``hint()``)."""
    path = Path(run)
    if path.is_dir() or str(run) not in NAMES:
        return path
    listing = FOLDER / str(run) / MANIFEST
    if not listing.exists():
        raise ShippedModelError(
            f"shipped model {run!r} is missing ({listing}); {_restore(str(run))}"
        )
    return FOLDER / str(run)  # find_run checks its files (verify_folder)


def hint() -> str:
    """A clause naming the shipped models, for errors about a run that was not found."""
    names = available()
    if not names:
        return ""
    return say("messages.shipped_hint", names=", ".join(names))


def _restore(name: str) -> str:
    return (
        f"restore it with `git checkout -- attnlab/pretrained/{name}` in a checkout of attnlab, "
        "or reinstall attnlab (`pip install --force-reinstall --no-deps attnlab`)"
    )


def manifest(folder: Path) -> dict[str, str]:
    """relative path -> sha256 of every file in ``folder`` but the manifest itself."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and p.name != MANIFEST)
    return {p.relative_to(folder).as_posix(): sha256_file(p) for p in files}


def write_manifest(folder: Path) -> Path:
    """SHA256SUMS for ``folder``, in ``sha256sum``'s format."""
    from attnlab.atomic import write_file

    lines = "".join(f"{digest}  {name}\n" for name, digest in manifest(folder).items())
    return write_file(folder / MANIFEST, lines)


def verify(name: str) -> None:
    """Check every file of shipped model ``name`` against its SHA256SUMS; a file missing or
    damaged is a ShippedModelError naming it and how to restore it."""
    listing = FOLDER / name / MANIFEST
    if not listing.exists():
        raise ShippedModelError(f"shipped model {name!r} is missing ({listing}); {_restore(name)}")
    verify_folder(FOLDER / name)


def verify_folder(folder: Path) -> None:
    """Check a run folder that carries SHA256SUMS (a shipped model, a copy of one, any run given
    one with ``write_manifest``) against it, wherever the folder is opened: a shipped model's
    every file, another folder's files the model is made from (config, tokenizers, weights: a
    report written into it later is no damage). A file missing or damaged is a ManifestError
    (ShippedModelError for a shipped model) naming it and how to restore it. A folder without
    SHA256SUMS passes."""
    listing = folder / MANIFEST
    if not listing.is_file():
        return
    error: type[ManifestError]
    if shipped := is_shipped(folder):
        name = folder.resolve().name
        what, error, restore = f"shipped model {name!r}", ShippedModelError, _restore(name)
    else:
        what, error = str(folder), ManifestError
        restore = (
            "restore it from the copy the folder came from, or delete the folder's "
            f"{MANIFEST} if you changed the file on purpose"
        )
    for number, line in enumerate(listing.read_text("utf-8").splitlines(), start=1):
        digest, _, relative = line.partition("  ")
        if len(digest) != 64 or not relative:
            raise error(f"{what}: line {number} of {listing} is damaged; {restore}")
        if not (shipped or _makes_the_model(relative)):
            continue
        path = folder / relative
        if not path.is_file():
            raise error(f"{what}: {relative} is missing; {restore}")
        if sha256_file(path) != digest:
            raise error(
                f"{what}: {relative} is damaged (its sha256 is not the one in {MANIFEST}); "
                f"{restore}"
            )


def _makes_the_model(relative: str) -> bool:
    """Whether a run folder's file is one its model is loaded from."""
    return (
        relative == "config.yaml"
        or relative.startswith("tokenizers/")
        or (relative.endswith(".safetensors"))
    )


def card(name: str) -> dict[str, Any]:
    """The model card of shipped model ``name`` (how it was trained, its scores, a sample)."""
    result: dict[str, Any] = json.loads((FOLDER / name / CARD).read_text("utf-8"))
    return result


def size_bytes(name: str) -> int:
    return sum(p.stat().st_size for p in (FOLDER / name).rglob("*") if p.is_file())


def identity(name: str) -> dict[str, Any]:
    """Which shipped model a result measured: its steps, test BLEU and weights' sha256."""
    about = card(name)
    digest = manifest(FOLDER / name)["model.safetensors"]
    return {"steps": about["steps"], "test_bleu": about["test"]["bleu"], "weights_sha256": digest}


def summary(name: str) -> dict[str, Any]:
    """One line's worth of shipped model ``name``: what it is, how well it translates, how it
    was trained and how large it is."""
    about = card(name)
    test = about["test"]
    return {
        "name": name,
        "title": about["title"],
        "corpus": about["corpus"],
        "test_bleu": test["bleu"],
        "test_chrf": test["chrf"],
        # the test sources whose reference is not verbatim a training target
        "test_bleu_unseen": test.get("without_references_seen_in_training", {}).get("bleu"),
        "beam": test["beam"],
        "steps": about["steps"],
        "train_hours": about["train_hours"],
        "precision": about["precision"],
        "megabytes": round(size_bytes(name) / 1e6, 1),
    }
