"""``attnlab models``: the trained models that ship with attnlab."""

from __future__ import annotations

import argparse
import json
from typing import Any

from attnlab import locales
from attnlab.cli.language import columns, text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    models = commands.add_parser(
        "models", help=text("cli.models.help"), description=text("cli.models.description")
    )
    models.add_argument("--json", action="store_true", help=text("cli.common.json"))
    models.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab import pretrained

    rows = [pretrained.summary(name) for name in pretrained.available()]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        print(format_table(rows))
    return 0


def format_table(rows: list[dict[str, Any]]) -> str:
    """The table ``attnlab models`` prints, in the command line's language: one line per
    ``pretrained.summary``, its columns lined up by terminal columns (a 汉字 takes two)."""
    if not rows:
        return text("cli.models.none")
    header = tuple(
        text(key)
        for key in (
            "cli.models.name",
            "cli.models.model",
            "cli.models.bleu",
            "cli.models.bleu_unseen",
            "cli.models.chrf",
            "cli.models.steps",
            "cli.models.hours",
            "cli.models.weights",
            "cli.models.megabytes",
        )
    )
    lines = [
        (
            row["name"],
            _title(row["name"], row["title"]),
            f"{row['test_bleu']:.2f}",
            "-" if row["test_bleu_unseen"] is None else f"{row['test_bleu_unseen']:.2f}",
            f"{row['test_chrf']:.2f}",
            f"{row['steps']:,}",
            f"{row['train_hours']:.2f}",
            row["precision"],
            f"{row['megabytes']:.1f}",
        )
        for row in rows
    ]
    widths = [max(columns(cells[i]) for cells in [header, *lines]) for i in range(len(header))]

    def line(cells: tuple[str, ...]) -> str:
        padded = (
            cell + " " * (width - columns(cell)) if i < 2 else " " * (width - columns(cell)) + cell
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        )
        return "  ".join(padded).rstrip()

    first = rows[0]
    notes = text("cli.models.notes", corpus=first["corpus"], beam=first["beam"], name=first["name"])
    return "\n".join([line(header), *map(line, lines), notes])


def _title(name: str, title: str) -> str:
    """A model card's title in the command line's language: its family's (attnlab/locales
    family.json) where the card gives the family's English title, else the card's own."""
    from attnlab import pretrained

    key = f"family.{pretrained.card(name)['family']}.title"
    if locales.load(locales.FALLBACK).get(key) != title:
        return title
    return text(key)
