"""The ablation tables of results/recipes/: each variant's last evaluation against its family's
base run. Copies each runs/recipe-FAMILY-VARIANT/metrics.csv there is (written by run.sh)
beside this file as recipe-FAMILY-VARIANT-metrics.csv, then reads those copies (so the tables
regenerate without the runs), writes ablations.json and prints the Markdown tables.

    .venv/bin/python results/recipes/table.py
"""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).parent
FAMILIES = ("transformer", "luong", "bahdanau")


def last_row(metrics: Path) -> dict[str, float]:
    with metrics.open() as file:
        return {key: float(value) for key, value in list(csv.DictReader(file))[-1].items()}


def main() -> None:
    tables: dict[str, list[dict[str, object]]] = {}
    for run in (ROOT / "runs").glob("recipe-*"):
        shutil.copy(run / "metrics.csv", HERE / f"{run.name}-metrics.csv")
    for family in FAMILIES:
        copies = sorted(HERE.glob(f"recipe-{family}-*-metrics.csv"))
        rows = {
            copy.name.removeprefix(f"recipe-{family}-").removesuffix("-metrics.csv"): last_row(copy)
            for copy in copies
        }
        base = rows.pop("base")
        tables[family] = [{"variant": "base", **base}]
        for variant, row in sorted(rows.items()):
            tables[family].append(
                {
                    "variant": variant,
                    **row,
                    "dev_loss_change": round(row["dev_loss"] - base["dev_loss"], 4),
                    "dev_bleu_change": round(row["dev_bleu"] - base["dev_bleu"], 2),
                }
            )
    (HERE / "ablations.json").write_text(json.dumps(tables, indent=1) + "\n")
    for family, rows_ in tables.items():
        print(f"\n{family}\n")
        print("| variant | steps | train loss | dev loss | change | dev BLEU | change |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for row in sorted(rows_, key=lambda r: float(r["dev_loss"])):  # type: ignore[arg-type]
            loss_change = f"{row['dev_loss_change']:+.3f}" if "dev_loss_change" in row else ""
            bleu_change = f"{row['dev_bleu_change']:+.2f}" if "dev_bleu_change" in row else ""
            print(
                f"| {row['variant']} | {row['step']:.0f} | {row['train_loss']:.3f} "
                f"| {row['dev_loss']:.3f} | {loss_change} | {row['dev_bleu']:.2f} | {bleu_change} |"
            )


if __name__ == "__main__":
    main()
